/* test-store-faults.c — the sessions folder when things go wrong: a disk that fails and comes
 * back, a second writer, symbolic links, delete and undo by file, stale temporary files
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>
#include <unistd.h>
#include <utime.h>

#include "pips-chili-rules.h"
#include "pips-store.h"
#include "pips-chili-fixture.h"
#include "pips-test-util.h"

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

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;

  return G_SOURCE_REMOVE;
}

/* A disk that takes as long as it likes: the write waits in its thread while the main loop goes on
 * (entries are taken, sources run, nothing waits for the disk); then every entry reaches the disk,
 * in order. */
static void
test_slow_disk (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  g_autoptr(PipsSession) reread = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (11);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *during = NULL;
  PipsStoreEntry *entry;
  PipsSaver *saver;
  GMutex gate;
  gboolean ran = FALSE;

  g_mutex_init (&gate);
  g_assert_true (pips_store_load (store, &error));
  pips_store_set_save_delay (store, 0);
  entry = pips_store_add (store, session);
  saver = pips_store_entry_get_saver (entry);
  wait_until_saved (saver);
  before = pips_test_read_file (pips_store_entry_get_path (entry), NULL);

  /* The disk stops answering. */
  g_mutex_lock (&gate);
  pips_saver_set_write_gate (saver, &gate);
  for (guint i = 0; i < 10; i++)
    {
      g_assert_true (pips_test_chili_random_step (session, rand, roller));
      g_main_context_iteration (NULL, FALSE);
    }
  g_timeout_add (1, set_flag_cb, &ran);
  while (!ran)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 10);
  g_assert_true (pips_saver_get_unsaved (saver));
  during = pips_test_read_file (pips_store_entry_get_path (entry), NULL);
  g_assert_cmpstr (during, ==, before);

  /* It answers again: everything is written. */
  g_mutex_unlock (&gate);
  wait_until_saved (saver);
  reread = pips_session_new_from_file (pips_store_entry_get_path (entry), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pips_session_get_n_events (reread), ==, 10);

  pips_saver_set_write_gate (saver, NULL);
  g_clear_object (&store);
  g_mutex_clear (&gate);
  pips_test_remove_dir (dir);
}

/* A save that fails keeps every entry in memory, says why, and is retried: when the folder can
 * be written again, all entries made meanwhile reach the disk. A new game is listed even when
 * its first save fails. */
static void
test_failure_then_recovery (void)
{
  g_autofree char *dir = pips_test_make_dir ();
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
  pips_test_write_file (dir, "sessions", "in the way", -1);

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
  pips_test_remove_dir (sessions);
  pips_test_remove_dir (dir);
}

/* Two Pips on one session: the second writer does not overwrite the first one's file; its
 * entries go into a copy beside it, and it says so. */
static void
test_changed_on_disk (void)
{
  g_autofree char *dir = pips_test_make_dir ();
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
  /* Both have the game open before either writes. */
  g_assert_nonnull (pips_store_entry_open (a, &error));
  g_assert_nonnull (pips_store_entry_open (b, &error));

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
  pips_test_remove_dir (dir);
}

/* A session file that is a symbolic link: saving writes through to the link's target, and the
 * link stays a link. */
static void
test_symlink_written_through (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *elsewhere = pips_test_make_dir ();
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
  pips_test_remove_dir (dir);
  pips_test_remove_dir (elsewhere);
}

/* Delete and Undo act on the file the session came from, and never overwrite a file Pips did
 * not write: one made there meanwhile stays, and the session goes into a copy. */
static void
test_delete_undo_by_file (void)
{
  g_autofree char *dir = pips_test_make_dir ();
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
  pips_test_write_file (dir, "Sunday at Anna's.json", "{ a newer version's file }", -1);
  g_assert_nonnull (pips_store_restore (store, loaded));
  g_assert_true (pips_store_flush (store, &error));
  g_assert_no_error (error);
  text = pips_test_read_file (path, NULL);
  g_assert_cmpstr (text, ==, "{ a newer version's file }");
  g_assert_true (g_str_has_suffix (pips_store_entry_get_path (pips_store_find (store, loaded)),
                                   "Sunday at Anna's-copy.json"));

  g_clear_object (&store);
  pips_test_remove_dir (dir);
}

/* Temporary files of saves that a killed process left behind go on the next start; a fresh one
 * (another Pips saving right now) and files that only look alike stay. */
static void
test_stale_temporary_files (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *stale = g_build_filename (dir, "abc.json.Q1w2E3", NULL);
  g_autofree char *fresh = g_build_filename (dir, "abc.json.R4t5Y6", NULL);
  g_autofree char *other = g_build_filename (dir, "abc.json.bak", NULL);
  g_autofree char *notes = g_build_filename (dir, "notes.json.txt123", NULL);
  struct utimbuf old = { 0, };

  pips_test_write_file (dir, "abc.json.Q1w2E3", "{\"format\":", -1);
  pips_test_write_file (dir, "abc.json.R4t5Y6", "{\"format\":", -1);
  pips_test_write_file (dir, "abc.json.bak", "kept", -1);
  pips_test_write_file (dir, "notes.json.txt123", "kept", -1);
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

/* Two readable files with the same id (a backup copy, a sync conflict): both are listed, each
 * entry opens its own file, and deleting the copy deletes the copy, not the other game. */
static void
test_duplicate_ids (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autoptr(PipsSession) session = pips_test_chili_random_game (12, 2, 8);
  g_autoptr(PipsSession) newer = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (1);
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *original = g_build_filename (dir, "game.json", NULL);
  g_autofree char *copy = g_build_filename (dir, "game (copy).json", NULL);
  GListModel *entries;
  PipsStoreEntry *copy_entry = NULL;
  PipsStoreEntry *original_entry = NULL;
  PipsSession *opened;

  /* The copy is the older state; the original has played on. */
  g_assert_true (pips_session_save_to_file (session, copy, &error));
  newer = pips_session_new_from_file (copy, &error);
  g_assert_no_error (error);
  g_assert_true (pips_test_chili_random_step (newer, rand, roller));
  g_assert_true (pips_session_save_to_file (newer, original, &error));

  g_assert_true (pips_store_load (store, &error));
  entries = pips_store_get_entries (store);
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);

      if (g_str_equal (pips_store_entry_get_path (entry), copy))
        copy_entry = entry;
      else
        original_entry = entry;
    }
  g_assert_nonnull (copy_entry);
  g_assert_nonnull (original_entry);
  g_assert_cmpstr (pips_store_entry_get_id (copy_entry), ==, pips_store_entry_get_id (original_entry));

  /* Each opens its own file. */
  opened = pips_store_entry_open (copy_entry, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pips_session_get_n_events (opened), ==, pips_session_get_n_events (session));
  g_assert_true (pips_store_find (store, opened) == copy_entry);

  /* Deleting the copy deletes the copy. */
  g_assert_true (pips_store_remove (store, opened, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (copy, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (original, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 1);

  g_clear_object (&store);
  pips_test_remove_dir (dir);
}

/* Runs the main loop until a save of @saver has failed and said why. */
static void
wait_until_failed (PipsSaver *saver)
{
  while (pips_saver_get_error (saver) == NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* A folder that is for a moment not a folder, and a file that has vanished, are not a second
 * writer: the save fails and says why, the entries stay in memory and are retried, and once the
 * file is back they are written into it; no copy is made, nothing is "moved". */
static void
test_unavailable_is_not_changed (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *sessions = g_build_filename (dir, "sessions", NULL);
  g_autofree char *away = g_build_filename (dir, "sessions.away", NULL);
  g_autofree char *path = g_build_filename (sessions, "game.json", NULL);
  g_autofree char *moved_file = g_build_filename (dir, "game.json", NULL);
  g_autofree char *copy = g_build_filename (sessions, "game-copy.json", NULL);
  g_autoptr(PipsSession) session = pips_test_chili_random_game (9, 2, 4);
  g_autoptr(PipsStore) store = pips_store_new (sessions);
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (9);
  g_autoptr(GError) error = NULL;
  PipsSession *opened;
  PipsSaver *saver;
  guint n_copies = 0;

  g_assert_cmpint (g_mkdir (sessions, 0700), ==, 0);
  g_assert_true (pips_session_save_to_file (session, path, &error));
  g_assert_true (pips_store_load (store, &error));
  g_signal_connect (store, "saved-in-copy", G_CALLBACK (count_cb), &n_copies);
  pips_store_set_save_delay (store, 0);
  entry = g_list_model_get_item (pips_store_get_entries (store), 0);
  opened = pips_store_entry_open (entry, &error);
  g_assert_no_error (error);
  saver = pips_store_entry_get_saver (entry);
  pips_saver_set_retry_delay (saver, 5);

  for (guint round = 0; round < 2; round++)
    {
      g_autofree char *on_disk = NULL;
      g_autofree char *in_memory = NULL;

      if (round == 0)
        {
          /* The folder is for a moment a file. */
          g_assert_cmpint (g_rename (sessions, away), ==, 0);
          pips_test_write_file (dir, "sessions", "not a folder", -1);
        }
      else
        /* The file is for a moment somewhere else. */
        g_assert_cmpint (g_rename (path, moved_file), ==, 0);

      g_assert_true (pips_test_chili_random_step (opened, rand, roller));
      g_assert_true (pips_test_chili_random_step (opened, rand, roller));
      wait_until_failed (saver);
      g_assert_true (pips_saver_get_unsaved (saver));
      g_assert_cmpuint (n_copies, ==, 0);
      g_assert_cmpstr (pips_store_entry_get_path (entry), ==, path);

      if (round == 0)
        {
          g_assert_cmpint (g_unlink (sessions), ==, 0);
          g_assert_cmpint (g_rename (away, sessions), ==, 0);
        }
      else
        g_assert_cmpint (g_rename (moved_file, path), ==, 0);

      /* Back: a retry writes every entry into the game's own file. */
      wait_until_saved (saver);
      g_assert_null (pips_saver_get_error (saver));
      g_assert_cmpuint (n_copies, ==, 0);
      g_assert_false (g_file_test (copy, G_FILE_TEST_EXISTS));
      on_disk = pips_test_read_file (path, NULL);
      in_memory = pips_session_serialize (opened, NULL);
      g_assert_cmpstr (on_disk, ==, in_memory);
    }

  g_clear_object (&store);
  pips_test_remove_dir (sessions);
  pips_test_remove_dir (dir);
}

static void
count_moved_cb (PipsStore   *store,
                PipsSession *session,
                const char  *message,
                guint       *count)
{
  g_assert_nonnull (message);
  (*count)++;
}

/* Waits until @n writes of this process are held: at their gate, having checked the file, or
 * before the folder's lock, which another write holds. */
static void
wait_until_held (guint n)
{
  while (pips_saver_count_waiting_writes () < n)
    {
      g_main_context_iteration (NULL, FALSE);
      g_thread_yield ();
    }
}

/* Two stores on one session file save at the same moment, many times: every entry of both is
 * on disk (the one saved first in the file, the other in its copy) and the second is told. The
 * writes are held after their check of the file until both are under way: without the lock
 * across check and rename, both would pass the check and one entry would be lost. */
static void
test_two_stores_at_once (void)
{
  for (guint round = 0; round < 20; round++)
    {
      g_autofree char *dir = pips_test_make_dir ();
      g_autofree char *path = g_build_filename (dir, "game.json", NULL);
      g_autoptr(PipsSession) session = pips_test_chili_random_game (round, 2, 3);
      g_autoptr(PipsStore) first = pips_store_new (dir);
      g_autoptr(PipsStore) second = pips_store_new (dir);
      PipsStore *stores[2] = { first, second };
      PipsStoreEntry *entries[2];
      PipsSession *sessions[2];
      g_autoptr(GError) error = NULL;
      guint n_moved = 0;
      GMutex gate;

      g_mutex_init (&gate);
      g_mutex_lock (&gate);
      g_assert_true (pips_session_save_to_file (session, path, &error));
      for (guint i = 0; i < 2; i++)
        {
          g_assert_true (pips_store_load (stores[i], &error));
          g_assert_no_error (error);
          g_signal_connect (stores[i], "saved-in-copy", G_CALLBACK (count_moved_cb), &n_moved);
          pips_store_set_save_delay (stores[i], 0);
          entries[i] = g_list_model_get_item (pips_store_get_entries (stores[i]), 0);
          g_object_unref (entries[i]);   /* the store keeps it */
          sessions[i] = pips_store_entry_open (entries[i], &error);
          g_assert_no_error (error);
          pips_saver_set_write_gate (pips_store_entry_get_saver (entries[i]), &gate);
        }

      /* One entry each, both saved at once in worker threads. */
      for (guint i = 0; i < 2; i++)
        {
          g_autoptr(GRand) rand = g_rand_new_with_seed (round * 2 + i);
          g_autoptr(PipsRoller) roller = pips_roller_new_seeded (round * 2 + i);

          g_assert_true (pips_test_chili_random_step (sessions[i], rand, roller));
        }
      wait_until_held (2);
      g_mutex_unlock (&gate);
      while (pips_store_get_n_unsaved (first) > 0 || pips_store_get_n_unsaved (second) > 0)
        g_main_context_iteration (NULL, TRUE);
      for (guint i = 0; i < 2; i++)
        pips_saver_set_write_gate (pips_store_entry_get_saver (entries[i]), NULL);
      g_mutex_clear (&gate);

      /* Each session is on disk, in a file of its own; the one saved second was told. */
      g_assert_cmpstr (pips_store_entry_get_path (entries[0]), !=,
                       pips_store_entry_get_path (entries[1]));
      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *on_disk = pips_test_read_file (pips_store_entry_get_path (entries[i]), NULL);
          g_autofree char *in_memory = pips_session_serialize (sessions[i], NULL);

          g_assert_cmpstr (on_disk, ==, in_memory);
        }
      g_assert_cmpuint (n_moved, ==, 1);

      g_clear_object (&first);
      g_clear_object (&second);
      pips_test_remove_dir (dir);
    }
}

/* The writer of /store/faults/two-processes-at-once, in a process of its own: opens the game in
 * @dir, says "ready", waits for a line on its input, makes one entry, saves it, and prints the
 * file it is in, the entry and whether it was told of a copy. */
static int
run_writer (const char *dir,
            guint32     seed)
{
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) event = NULL;
  g_autofree char *event_text = NULL;
  PipsSession *session;
  guint n_moved = 0;
  char line[16];
  GMutex gate;

  if (!pips_store_load (store, &error))
    g_error ("%s", error->message);
  g_signal_connect (store, "saved-in-copy", G_CALLBACK (count_moved_cb), &n_moved);
  entry = g_list_model_get_item (pips_store_get_entries (store), 0);
  session = pips_store_entry_open (entry, &error);
  if (session == NULL)
    g_error ("%s", error->message);

  pips_store_set_save_delay (store, 0);
  g_mutex_init (&gate);
  g_mutex_lock (&gate);
  pips_saver_set_write_gate (pips_store_entry_get_saver (entry), &gate);

  printf ("ready\n");
  fflush (stdout);
  if (fgets (line, sizeof line, stdin) == NULL)
    return 1;

  /* The entry is saved in a worker thread, held after its check of the file (or before the
   * folder's lock, which the other process holds) until both processes are that far. */
  if (!pips_test_chili_random_step (session, rand, roller))
    return 1;
  wait_until_held (1);
  printf ("held\n");
  fflush (stdout);
  if (fgets (line, sizeof line, stdin) == NULL)
    return 1;
  g_mutex_unlock (&gate);
  while (pips_store_get_n_unsaved (store) > 0)
    g_main_context_iteration (NULL, TRUE);
  if (pips_saver_get_error (pips_store_entry_get_saver (entry)) != NULL)
    g_error ("%s", pips_saver_get_error (pips_store_entry_get_saver (entry)));
  pips_saver_set_write_gate (pips_store_entry_get_saver (entry), NULL);

  event = pips_session_dup_event (session, pips_session_get_n_events (session) - 1);
  {
    g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), event);

    event_text = json_to_string (node, FALSE);
  }
  printf ("%s\n%s\n%u\n", pips_store_entry_get_path (entry), event_text, n_moved);
  fflush (stdout);

  return 0;
}

static char *writer_program;

static char *
read_line (GDataInputStream *input)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (input, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);

  return line;
}

/* Two Pips processes on one session file save at the same moment, 30 times: every entry of both
 * is on disk, in the file or in its copy, and the one saved second is told. Each holds its write
 * after its check of the file (or before the folder's lock) until both are that far. */
static void
test_two_processes_at_once (void)
{
  for (guint round = 0; round < 30; round++)
    {
      g_autofree char *dir = pips_test_make_dir ();
      g_autofree char *path = g_build_filename (dir, "game.json", NULL);
      g_autoptr(PipsSession) session = pips_test_chili_random_game (round, 2, 3);
      g_autoptr(GError) error = NULL;
      GSubprocess *writers[2] = { NULL, NULL };
      GDataInputStream *outputs[2] = { NULL, NULL };
      char *paths[2] = { NULL, NULL };
      guint n_moved = 0;

      g_assert_true (pips_session_save_to_file (session, path, &error));
      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *seed = g_strdup_printf ("%u", round * 2 + i);
          g_autofree char *ready = NULL;

          writers[i] = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                         &error, writer_program, "--writer", dir, seed, NULL);
          g_assert_no_error (error);
          outputs[i] = g_data_input_stream_new (g_subprocess_get_stdout_pipe (writers[i]));
          ready = read_line (outputs[i]);
          g_assert_cmpstr (ready, ==, "ready");
        }

      /* Both go at once, and write once both are held. */
      for (guint i = 0; i < 2; i++)
        g_assert_true (g_output_stream_write_all (g_subprocess_get_stdin_pipe (writers[i]), "go\n", 3,
                                                  NULL, NULL, &error));
      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *held = read_line (outputs[i]);

          g_assert_cmpstr (held, ==, "held");
        }
      for (guint i = 0; i < 2; i++)
        g_assert_true (g_output_stream_write_all (g_subprocess_get_stdin_pipe (writers[i]), "go\n", 3,
                                                  NULL, NULL, &error));

      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *event_text = NULL;
          g_autofree char *moved = NULL;
          g_autoptr(PipsSession) on_disk = NULL;
          g_autoptr(JsonObject) last = NULL;
          g_autoptr(JsonNode) expected = NULL;

          paths[i] = read_line (outputs[i]);
          event_text = read_line (outputs[i]);
          moved = read_line (outputs[i]);
          g_assert_true (g_subprocess_wait_check (writers[i], NULL, &error));
          g_assert_no_error (error);
          n_moved += (guint) g_ascii_strtoull (moved, NULL, 10);

          /* This writer's entry is the last of the file it names. */
          on_disk = pips_session_new_from_file (paths[i], &error);
          g_assert_no_error (error);
          g_assert_cmpuint (pips_session_get_n_events (on_disk), ==,
                            pips_session_get_n_events (session) + 1);
          last = pips_session_dup_event (on_disk, pips_session_get_n_events (on_disk) - 1);
          expected = json_from_string (event_text, NULL);
          g_assert_true (json_object_equal (last, json_node_get_object (expected)));
        }
      g_assert_cmpstr (paths[0], !=, paths[1]);
      g_assert_cmpuint (n_moved, ==, 1);

      for (guint i = 0; i < 2; i++)
        {
          g_clear_object (&outputs[i]);
          g_clear_object (&writers[i]);
          g_clear_pointer (&paths[i], g_free);
        }
      pips_test_remove_dir (dir);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 4 && g_str_equal (argv[1], "--writer"))
    return run_writer (argv[2], (guint32) g_ascii_strtoull (argv[3], NULL, 10));

  writer_program = argv[0];
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/store/faults/stale-temporary-files", test_stale_temporary_files);
  g_test_add_func ("/store/faults/failure-then-recovery", test_failure_then_recovery);
  g_test_add_func ("/store/faults/slow-disk", test_slow_disk);
  g_test_add_func ("/store/faults/changed-on-disk", test_changed_on_disk);
  g_test_add_func ("/store/faults/symlink-written-through", test_symlink_written_through);
  g_test_add_func ("/store/faults/delete-undo-by-file", test_delete_undo_by_file);
  g_test_add_func ("/store/faults/duplicate-ids", test_duplicate_ids);
  g_test_add_func ("/store/faults/unavailable-is-not-changed", test_unavailable_is_not_changed);
  g_test_add_func ("/store/faults/two-stores-at-once", test_two_stores_at_once);
  g_test_add_func ("/store/faults/two-processes-at-once", test_two_processes_at_once);

  return g_test_run ();
}
