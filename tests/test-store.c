/* test-store.c — the sessions folder: saving, listing, unreadable files, atomic writes
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>
#include <unistd.h>
#include <utime.h>

#include "pips-chili-rules.h"
#include "pips-store.h"
#include "pips-test-util.h"

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("pips-store-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      g_unlink (child);
    }
  g_rmdir (path);
}

static void
write_file (const char *dir,
            const char *name,
            const char *data,
            gssize      length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

static void
test_add_save_flush (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (1);
  g_autoptr(GError) error = NULL;
  PipsStoreEntry *entry;
  g_autofree char *on_disk = NULL;
  g_autofree char *in_memory = NULL;

  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 0);

  /* A new session is listed at once and written soon (at the latest on flush). */
  entry = pips_store_add (store, session);
  g_assert_nonnull (entry);
  g_assert_true (pips_store_flush (store, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (pips_store_entry_get_path (entry), G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_str_has_suffix (pips_store_entry_get_path (entry), ".json"));
  g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 1);

  /* Changes are written after the delay, or at the latest on flush. */
  pips_store_set_save_delay (store, 60000);
  for (guint i = 0; i < 5; i++)
    pips_test_chili_random_step (session, rand, roller);
  on_disk = pips_test_read_file (pips_store_entry_get_path (entry), NULL);
  in_memory = pips_session_serialize (session, NULL);
  g_assert_cmpstr (on_disk, !=, in_memory);

  g_assert_true (pips_store_flush (store, &error));
  g_assert_no_error (error);
  g_clear_pointer (&on_disk, g_free);
  on_disk = pips_test_read_file (pips_store_entry_get_path (entry), NULL);
  g_assert_cmpstr (on_disk, ==, in_memory);

  /* With a short delay, the main loop writes it. */
  pips_store_set_save_delay (store, 10);
  pips_test_chili_random_step (session, rand, roller);
  g_clear_pointer (&in_memory, g_free);
  in_memory = pips_session_serialize (session, NULL);
  for (guint i = 0; i < 200; i++)
    {
      g_clear_pointer (&on_disk, g_free);
      on_disk = pips_test_read_file (pips_store_entry_get_path (entry), NULL);
      if (g_str_equal (on_disk, in_memory))
        break;
      g_usleep (5000);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpstr (on_disk, ==, in_memory);

  /* Another store reads it back. */
  {
    g_autoptr(PipsStore) again = pips_store_new (dir);
    g_autoptr(PipsStoreEntry) loaded = NULL;
    g_autofree char *text = NULL;
    g_auto(GStrv) known = NULL;

    g_assert_true (pips_store_load (again, &error));
    g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (again)), ==, 1);
    loaded = g_list_model_get_item (pips_store_get_entries (again), 0);
    g_assert_null (pips_store_entry_get_error (loaded));
    text = pips_session_serialize (pips_store_entry_get_session (loaded), NULL);
    g_assert_cmpstr (text, ==, in_memory);

    known = pips_store_dup_known_players (again);
    g_assert_cmpstrv (known, ((const char *[]) { "Anna", "Ben", NULL }));
  }

  g_clear_object (&store);
  remove_dir (dir);
}

static void
test_remove_restore (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsSession) session = pips_test_chili_random_game (3, 2, 5);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  PipsStoreEntry *entry;

  g_assert_true (pips_store_load (store, &error));
  entry = pips_store_add (store, session);
  g_assert_true (pips_store_flush (store, &error));
  g_assert_no_error (error);
  path = g_strdup (pips_store_entry_get_path (entry));

  g_assert_true (pips_store_remove (store, session, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 0);
  g_assert_null (pips_store_find (store, session));

  g_assert_nonnull (pips_store_restore (store, session));
  g_assert_true (pips_store_flush (store, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (pips_store_find (store, session));

  g_clear_object (&store);
  remove_dir (dir);
}

/* Runs the main loop until @saver has every change on disk (the write happens in a thread). */
static void
wait_until_saved (PipsSaver *saver)
{
  while (pips_saver_get_unsaved (saver))
    g_main_context_iteration (NULL, TRUE);
}

static void
count_cb (gpointer  instance,
          gpointer  arg1,
          gpointer  arg2,
          guint    *count)
{
  (*count)++;
}

/* A save that fails keeps every entry in memory, says why, and is retried: when the folder can
 * be written again, all entries made meanwhile reach the disk. A new game is listed even when
 * its first save fails. */
static void
test_failure_then_recovery (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *sessions = g_build_filename (dir, "sessions", NULL);
  g_autoptr(PipsStore) store = pips_store_new (sessions);
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *in_memory = NULL;
  PipsStoreEntry *entry;
  PipsSaver *saver;
  guint n_failed = 0;

  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  g_signal_connect (store, "save-failed", G_CALLBACK (count_cb), &n_failed);

  /* The folder cannot be made: a file is in the way (root ignores read-only folders). */
  g_assert_cmpint (g_rmdir (sessions), ==, 0);
  write_file (dir, "sessions", "in the way", -1);

  pips_store_set_save_delay (store, 0);
  entry = pips_store_add (store, session);
  saver = pips_store_entry_get_saver (entry);
  pips_saver_set_retry_delay (saver, 5);
  g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 1);
  g_assert_false (pips_store_flush (store, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_nonnull (pips_saver_get_error (saver));
  g_assert_true (pips_saver_get_unsaved (saver));
  g_assert_cmpuint (pips_store_get_n_unsaved (store), ==, 1);
  g_assert_cmpuint (n_failed, ==, 1);

  /* Four entries while the disk fails: kept, told once. */
  for (guint i = 0; i < 4; i++)
    {
      pips_test_chili_random_step (session, rand, roller);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_false (pips_store_flush (store, NULL));
  g_assert_cmpuint (n_failed, ==, 1);
  g_assert_true (pips_saver_get_unsaved (saver));

  /* The folder comes back: a retry writes everything. */
  g_assert_cmpint (g_unlink (sessions), ==, 0);
  g_assert_cmpint (g_mkdir (sessions, 0700), ==, 0);
  wait_until_saved (saver);
  g_assert_null (pips_saver_get_error (saver));
  g_assert_cmpuint (pips_store_get_n_unsaved (store), ==, 0);
  on_disk = pips_test_read_file (pips_store_entry_get_path (entry), NULL);
  in_memory = pips_session_serialize (session, NULL);
  g_assert_cmpstr (on_disk, ==, in_memory);

  g_clear_object (&store);
  remove_dir (sessions);
  remove_dir (dir);
}

/* Two Pips on one session: the second writer does not overwrite the first one's file; its
 * entries go into a copy beside it, and it says so. */
static void
test_changed_on_disk (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(PipsSession) session = pips_test_chili_random_game (5, 2, 6);
  g_autoptr(PipsStore) first = pips_store_new (dir);
  g_autoptr(PipsStore) second = pips_store_new (dir);
  g_autoptr(PipsStoreEntry) a = NULL;
  g_autoptr(PipsStoreEntry) b = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (8);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;
  g_autofree char *on_disk = NULL;
  guint n_copies = 0;

  g_assert_true (pips_session_save_to_file (session, (path = g_build_filename (dir, "game.json", NULL)), &error));
  g_assert_true (pips_store_load (first, &error));
  g_assert_true (pips_store_load (second, &error));
  g_signal_connect (second, "saved-in-copy", G_CALLBACK (count_cb), &n_copies);
  a = g_list_model_get_item (pips_store_get_entries (first), 0);
  b = g_list_model_get_item (pips_store_get_entries (second), 0);

  pips_test_chili_random_step (pips_store_entry_get_session (a), rand, roller);
  g_assert_true (pips_store_flush (first, &error));
  pips_test_chili_random_step (pips_store_entry_get_session (b), rand, roller);
  pips_test_chili_random_step (pips_store_entry_get_session (b), rand, roller);
  g_assert_true (pips_store_flush (second, &error));
  g_assert_no_error (error);

  /* The first one's file is as it wrote it; the second one's entries are in a copy. */
  first_text = pips_session_serialize (pips_store_entry_get_session (a), NULL);
  second_text = pips_session_serialize (pips_store_entry_get_session (b), NULL);
  on_disk = pips_test_read_file (path, NULL);
  g_assert_cmpstr (on_disk, ==, first_text);
  g_assert_cmpuint (n_copies, ==, 1);
  g_assert_cmpstr (pips_store_entry_get_path (b), !=, path);
  g_assert_true (g_str_has_suffix (pips_store_entry_get_path (b), "game-copy.json"));
  g_free (on_disk);
  on_disk = pips_test_read_file (pips_store_entry_get_path (b), NULL);
  g_assert_cmpstr (on_disk, ==, second_text);

  g_clear_object (&first);
  g_clear_object (&second);
  remove_dir (dir);
}

/* A session file that is a symbolic link: saving writes through to the link's target, and the
 * link stays a link. */
static void
test_symlink_written_through (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *elsewhere = make_dir ();
  g_autofree char *target = g_build_filename (elsewhere, "synced.json", NULL);
  g_autofree char *link = g_build_filename (dir, "game.json", NULL);
  g_autoptr(PipsSession) session = pips_test_chili_random_game (6, 2, 4);
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (2);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (2);
  g_autoptr(GError) error = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *in_memory = NULL;

  g_assert_true (pips_session_save_to_file (session, target, &error));
  g_assert_cmpint (symlink (target, link), ==, 0);
  g_assert_true (pips_store_load (store, &error));
  entry = g_list_model_get_item (pips_store_get_entries (store), 0);
  pips_test_chili_random_step (pips_store_entry_get_session (entry), rand, roller);
  g_assert_true (pips_store_flush (store, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  on_disk = pips_test_read_file (target, NULL);
  in_memory = pips_session_serialize (pips_store_entry_get_session (entry), NULL);
  g_assert_cmpstr (on_disk, ==, in_memory);

  g_clear_object (&store);
  remove_dir (dir);
  remove_dir (elsewhere);
}

/* Delete and Undo act on the file the session came from, and never overwrite a file Pips did
 * not write: one made there meanwhile stays, and the session goes into a copy. */
static void
test_delete_undo_by_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "Sunday at Anna's.json", NULL);
  g_autofree char *by_id = NULL;
  g_autoptr(PipsSession) session = pips_test_chili_random_game (7, 2, 4);
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PipsSession *loaded;

  g_assert_true (pips_session_save_to_file (session, path, &error));
  g_assert_true (pips_store_load (store, &error));
  entry = g_list_model_get_item (pips_store_get_entries (store), 0);
  loaded = pips_store_entry_get_session (entry);
  by_id = g_strdup_printf ("%s/%s.json", dir, pips_session_get_id (loaded));

  g_assert_true (pips_store_remove (store, loaded, &error));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_nonnull (pips_store_restore (store, loaded));
  g_assert_true (pips_store_flush (store, &error));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (by_id, G_FILE_TEST_EXISTS));

  /* Deleted again, and a file of someone else's appears there before Undo. */
  g_assert_true (pips_store_remove (store, loaded, &error));
  write_file (dir, "Sunday at Anna's.json", "{ a newer version's file }", -1);
  g_assert_nonnull (pips_store_restore (store, loaded));
  g_assert_true (pips_store_flush (store, &error));
  g_assert_no_error (error);
  text = pips_test_read_file (path, NULL);
  g_assert_cmpstr (text, ==, "{ a newer version's file }");
  g_assert_true (g_str_has_suffix (pips_store_entry_get_path (pips_store_find (store, loaded)),
                                   "Sunday at Anna's-copy.json"));

  g_clear_object (&store);
  remove_dir (dir);
}

/* Files Pips cannot open are listed with the reason and never written, moved or deleted. */
/* Temporary files of saves that a killed process left behind go on the next start; a fresh one
 * (another Pips saving right now) and files that only look alike stay. */
static void
test_stale_temporary_files (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *stale = g_build_filename (dir, "abc.json.Q1w2E3", NULL);
  g_autofree char *fresh = g_build_filename (dir, "abc.json.R4t5Y6", NULL);
  g_autofree char *other = g_build_filename (dir, "abc.json.bak", NULL);
  g_autofree char *notes = g_build_filename (dir, "notes.json.txt123", NULL);
  struct utimbuf old = { 0, };

  write_file (dir, "abc.json.Q1w2E3", "{\"format\":", -1);
  write_file (dir, "abc.json.R4t5Y6", "{\"format\":", -1);
  write_file (dir, "abc.json.bak", "kept", -1);
  write_file (dir, "notes.json.txt123", "kept", -1);
  old.actime = old.modtime = g_get_real_time () / G_USEC_PER_SEC - 3600;
  g_assert_cmpint (g_utime (stale, &old), ==, 0);
  g_assert_cmpint (g_utime (other, &old), ==, 0);

  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (notes, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 0);
}

static void
test_unreadable_files_untouched (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsSession) session = pips_test_chili_random_game (8, 3, 20);
  g_autofree char *good = pips_session_serialize (session, NULL);
  g_autofree char *newer = NULL;
  g_autoptr(GError) error = NULL;
  static const char *names[] = {
    "corrupt.json", "truncated.json", "wrong-type.json", "newer.json", "huge.json", NULL
  };
  g_autofree char *huge = NULL;
  GListModel *entries;
  guint n_unreadable = 0;

  {
    const char *at = strstr (good, "\"version\": 1");

    newer = g_strdup_printf ("%.*s\"version\": 7%s", (int) (at - good), good,
                             at + strlen ("\"version\": 1"));
  }
  huge = g_strnfill (PIPS_SESSION_MAX_FILE_SIZE + 10, ' ');

  write_file (dir, "corrupt.json", "{ this is not json", -1);
  write_file (dir, "truncated.json", good, strlen (good) / 2);
  write_file (dir, "wrong-type.json", "{\"format\":\"pips-session\",\"version\":1,\"id\":4}", -1);
  write_file (dir, "newer.json", newer, -1);
  write_file (dir, "huge.json", huge, -1);
  write_file (dir, "good.json", good, -1);
  write_file (dir, "notes.txt", "not a session, not listed", -1);

  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  entries = pips_store_get_entries (store);
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 6);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);

      if (pips_store_entry_get_session (entry) == NULL)
        {
          g_assert_nonnull (pips_store_entry_get_error (entry));
          g_assert_cmpuint (strlen (pips_store_entry_get_error (entry)), >, 0);
          n_unreadable++;
        }
      else
        /* Sessions are listed before unreadable files. */
        g_assert_cmpuint (i, ==, 0);
    }
  g_assert_cmpuint (n_unreadable, ==, 5);

  /* Saving everything touches none of them. */
  {
    g_autoptr(PipsStoreEntry) first = g_list_model_get_item (entries, 0);
    g_autoptr(GRand) rand = g_rand_new_with_seed (2);
    g_autoptr(PipsRoller) roller = pips_roller_new_seeded (2);

    pips_test_chili_random_step (pips_store_entry_get_session (first), rand, roller);
  }
  g_assert_true (pips_store_flush (store, NULL));
  g_assert_true (pips_store_load (store, NULL));

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *data = NULL;
      gsize length;

      data = pips_test_read_file (path, &length);
      if (g_str_equal (names[i], "corrupt.json"))
        g_assert_cmpstr (data, ==, "{ this is not json");
      else if (g_str_equal (names[i], "truncated.json"))
        g_assert_cmpmem (data, length, good, strlen (good) / 2);
      else if (g_str_equal (names[i], "newer.json"))
        g_assert_cmpstr (data, ==, newer);
      else if (g_str_equal (names[i], "huge.json"))
        g_assert_cmpmem (data, length, huge, strlen (huge));
    }

  g_clear_object (&store);
  remove_dir (dir);
}

/* Many files are read on several threads: every one is listed, in the same order as ever. */
static void
test_many_files (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(GError) error = NULL;
  GListModel *entries;
  guint n_sessions = 0, n_unreadable = 0;

  for (guint i = 0; i < 72; i++)
    {
      g_autofree char *name = g_strdup_printf ("file-%02u.json", i);

      if (i % 9 == 4)
        write_file (dir, name, "{ \"format\": \"pips-session\", \"version\": 1 }", -1);
      else
        {
          g_autoptr(PipsSession) session = pips_test_chili_random_game (100 + i, 1 + i % 4, 5 + i);
          g_autofree char *text = pips_session_serialize (session, NULL);

          write_file (dir, name, text, -1);
        }
    }

  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  entries = pips_store_get_entries (store);
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 72);

  for (guint i = 0; i < 72; i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
      g_autofree char *name = g_path_get_basename (pips_store_entry_get_path (entry));
      guint number = (guint) g_ascii_strtoull (name + strlen ("file-"), NULL, 10);

      if (pips_store_entry_get_session (entry) != NULL)
        {
          /* Sessions come first. */
          g_assert_cmpuint (n_unreadable, ==, 0);
          g_assert_cmpuint (number % 9, !=, 4);
          g_assert_null (pips_store_entry_get_error (entry));
          n_sessions++;
        }
      else
        {
          g_assert_cmpuint (number % 9, ==, 4);
          g_assert_nonnull (pips_store_entry_get_error (entry));
          n_unreadable++;
        }
    }
  g_assert_cmpuint (n_sessions, ==, 64);
  g_assert_cmpuint (n_unreadable, ==, 8);

  g_clear_object (&store);
  remove_dir (dir);
}

/* The child side of the atomic-write test: writes two different sessions to one file in turn,
 * as fast as it can, until it is killed. The two are of about the same size, so that each is on
 * disk about half of the time. */
static int
child_writer (const char *path,
              const char *small_path,
              const char *large_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) small = pips_session_new_from_file (small_path, &error);
  g_autoptr(PipsSession) large = pips_session_new_from_file (large_path, &error);

  g_assert_no_error (error);
  g_print ("ready\n");
  fflush (stdout);

  for (guint i = 0; ; i++)
    {
      if (!pips_session_save_to_file (i % 2 ? large : small, path, &error))
        g_error ("%s", error->message);
    }

  return 0;
}

static void
test_atomic_write_killed (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autofree char *small_path = g_build_filename (dir, "small.json", NULL);
  g_autofree char *large_path = g_build_filename (dir, "large.json", NULL);
  g_autoptr(PipsSession) small = pips_test_chili_random_game (1, 7, 100000);
  g_autoptr(PipsSession) large = pips_test_chili_random_game (2, 8, 100000);
  g_autofree char *small_text = pips_session_serialize (small, NULL);
  g_autofree char *large_text = pips_session_serialize (large, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  const char *self = g_getenv ("PIPS_TEST_SELF");
  guint n_large = 0;
  gint64 cycle_us;

  g_assert_nonnull (self);
  g_assert_true (pips_session_save_to_file (small, path, NULL));
  g_assert_true (pips_session_save_to_file (small, small_path, NULL));
  g_assert_true (pips_session_save_to_file (large, large_path, NULL));

  /* How long one round of the child's two writes takes on this machine and build (sanitizers
   * make it much slower): the kills fall within a few such rounds. */
  {
    gint64 start = g_get_monotonic_time ();

    g_assert_true (pips_session_save_to_file (small, path, NULL));
    g_assert_true (pips_session_save_to_file (large, path, NULL));
    g_assert_true (pips_session_save_to_file (small, path, NULL));
    cycle_us = MAX (1000, g_get_monotonic_time () - start);
  }

  for (guint round = 0; round < 20; round++)
    {
      g_autoptr(GSubprocess) child = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;

      g_autoptr(GDataInputStream) input = NULL;
      g_autofree char *line = NULL;

      child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, self, "--child-writer", path,
                                small_path, large_path, NULL);
      g_assert_no_error (error);
      /* Once it is writing, kill it at a random moment. */
      input = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
      line = g_data_input_stream_read_line (input, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (line, ==, "ready");
      g_usleep (g_rand_int_range (rand, 500, 4 * cycle_us));
      g_subprocess_send_signal (child, SIGKILL);
      g_subprocess_wait (child, NULL, &error);
      g_assert_no_error (error);

      data = pips_test_read_file (path, NULL);
      g_assert_true (g_str_equal (data, small_text) || g_str_equal (data, large_text));
      n_large += g_str_equal (data, large_text);
    }

  /* The child did write: both versions were seen. */
  g_assert_cmpuint (n_large, >, 0);
  g_assert_cmpuint (n_large, <, 20);
  g_test_message ("large session file: %zu bytes", strlen (large_text));
  remove_dir (dir);
}

/* The child side of the crash test: plays a game through a store, one event every 100 ms, and
 * says after each how many it has played, until it is killed. */
static int
child_player (const char *dir)
{
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsSession) session = pips_test_chili_session (3);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (5);

  g_assert_true (pips_store_load (store, NULL));
  g_assert_nonnull (pips_store_add (store, session));

  for (guint i = 1; pips_test_chili_random_step (session, rand, roller); i++)
    {
      gint64 until = g_get_monotonic_time () + 100 * 1000;

      g_print ("played %u\n", i);
      fflush (stdout);
      while (g_get_monotonic_time () < until)
        {
          g_main_context_iteration (NULL, FALSE);
          g_usleep (1000);
        }
    }

  return 0;
}

/* Pips killed in the middle of a game loses nothing that was entered more than the save delay
 * before. */
static void
test_crash_loses_nothing (void)
{
  g_autofree char *dir = make_dir ();
  const char *self = g_getenv ("PIPS_TEST_SELF");
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GDataInputStream) input = NULL;
  g_autoptr(PipsStore) store = NULL;
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  guint played = 0;

  child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, self, "--child-player", dir, NULL);
  g_assert_no_error (error);
  input = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  while (played < 8)
    {
      g_autofree char *line = g_data_input_stream_read_line (input, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (line);
      g_assert_true (sscanf (line, "played %u", &played) == 1);
    }

  /* Longer than the save delay, shorter than the next few events. */
  g_usleep (250 * 1000);
  g_subprocess_send_signal (child, SIGKILL);
  g_subprocess_wait (child, NULL, NULL);

  store = pips_store_new (dir);
  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 1);
  entry = g_list_model_get_item (pips_store_get_entries (store), 0);
  g_assert_null (pips_store_entry_get_error (entry));
  g_assert_cmpuint (pips_session_get_n_events (pips_store_entry_get_session (entry)), >=, played);

  g_clear_object (&store);
  remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 5 && g_str_equal (argv[1], "--child-writer"))
    return child_writer (argv[2], argv[3], argv[4]);
  if (argc == 3 && g_str_equal (argv[1], "--child-player"))
    return child_player (argv[2]);

  g_setenv ("PIPS_TEST_SELF", argv[0], TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/store/add-save-flush", test_add_save_flush);
  g_test_add_func ("/store/remove-restore", test_remove_restore);
  g_test_add_func ("/store/unreadable-files-untouched", test_unreadable_files_untouched);
  g_test_add_func ("/store/stale-temporary-files", test_stale_temporary_files);
  g_test_add_func ("/store/failure-then-recovery", test_failure_then_recovery);
  g_test_add_func ("/store/changed-on-disk", test_changed_on_disk);
  g_test_add_func ("/store/symlink-written-through", test_symlink_written_through);
  g_test_add_func ("/store/delete-undo-by-file", test_delete_undo_by_file);
  g_test_add_func ("/store/many-files", test_many_files);
  g_test_add_func ("/store/atomic-write-killed", test_atomic_write_killed);
  g_test_add_func ("/store/crash-loses-nothing", test_crash_loses_nothing);

  return g_test_run ();
}
