/* test-store.c — the sessions folder: saving, listing, unreadable files, atomic writes
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <unistd.h>
#include <utime.h>

#include "pips-chili-rules.h"
#include "pips-store.h"
#include "pips-chili-fixture.h"
#include "pips-test-util.h"

static void
test_add_save_flush (void)
{
  g_autofree char *dir = pips_test_make_dir ();
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
  pips_test_remove_dir (dir);
}

static void
test_remove_restore (void)
{
  g_autofree char *dir = pips_test_make_dir ();
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
  pips_test_remove_dir (dir);
}

/* Files Pips cannot open are listed with the reason and never written, moved or deleted. */
static void
test_unreadable_files_untouched (void)
{
  g_autofree char *dir = pips_test_make_dir ();
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

  pips_test_write_file (dir, "corrupt.json", "{ this is not json", -1);
  pips_test_write_file (dir, "truncated.json", good, strlen (good) / 2);
  pips_test_write_file (dir, "wrong-type.json", "{\"format\":\"pips-session\",\"version\":1,\"id\":4}", -1);
  pips_test_write_file (dir, "newer.json", newer, -1);
  pips_test_write_file (dir, "huge.json", huge, -1);
  pips_test_write_file (dir, "good.json", good, -1);
  pips_test_write_file (dir, "notes.txt", "not a session, not listed", -1);

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
  pips_test_remove_dir (dir);
}

/* Many files are read on several threads: every one is listed, in the same order as ever. */
static void
test_many_files (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(GError) error = NULL;
  GListModel *entries;
  guint n_sessions = 0, n_unreadable = 0;

  for (guint i = 0; i < 72; i++)
    {
      g_autofree char *name = g_strdup_printf ("file-%02u.json", i);

      if (i % 9 == 4)
        pips_test_write_file (dir, name, "{ \"format\": \"pips-session\", \"version\": 1 }", -1);
      else
        {
          g_autoptr(PipsSession) session = pips_test_chili_random_game (100 + i, 1 + i % 4, 5 + i);
          g_autofree char *text = pips_session_serialize (session, NULL);

          pips_test_write_file (dir, name, text, -1);
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
  pips_test_remove_dir (dir);
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
  g_autofree char *dir = pips_test_make_dir ();
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
  pips_test_remove_dir (dir);
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
  g_autofree char *dir = pips_test_make_dir ();
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
  pips_test_remove_dir (dir);
}

/* The title the store lists for the file @name. */
static const char *
listed_title (PipsStore  *store,
              const char *name)
{
  GListModel *entries = pips_store_get_entries (store);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
      g_autofree char *base = g_path_get_basename (pips_store_entry_get_path (entry));

      if (g_str_equal (base, name))
        return pips_store_entry_get_title (entry);
    }

  return NULL;
}

/* Listing reads no session for the list: the summaries come from the cache where each file's
 * size and modification time are those cached, and the files that changed are read again. A
 * cache that is missing or damaged only costs time. */
static void
test_summary_cache (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *cache_dir = pips_test_make_dir ();
  g_autofree char *cache = g_build_filename (cache_dir, "summaries.gvariant", NULL);
  g_autoptr(PipsSession) a = pips_test_chili_random_game (21, 2, 15);
  g_autoptr(PipsSession) b = pips_test_chili_random_game (22, 3, 400);
  g_autofree char *a_name = g_strconcat (pips_session_get_id (a), ".json", NULL);
  g_autofree char *b_name = g_strconcat (pips_session_get_id (b), ".json", NULL);
  g_autofree char *a_text = NULL;
  g_autofree char *cached = NULL;
  g_autoptr(GError) error = NULL;

  pips_session_set_title (a, "Game A");
  pips_session_set_title (b, "Game B");
  a_text = pips_session_serialize (a, NULL);
  pips_test_write_file (dir, a_name, a_text, -1);
  {
    g_autofree char *b_text = pips_session_serialize (b, NULL);

    pips_test_write_file (dir, b_name, b_text, -1);
  }
  pips_test_write_file (dir, "broken.json", "{ not json", -1);

  /* No cache yet: every file is read; the summaries are those of the sessions, and the cache is
   * written. */
  {
    g_autoptr(PipsStore) store = pips_store_new (dir);
    GListModel *entries = pips_store_get_entries (store);

    pips_store_set_cache_file (store, cache);
    g_assert_true (pips_store_load (store, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 3);
    for (guint i = 0; i < 3; i++)
      {
        g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);

        g_assert_false (pips_store_entry_get_is_open (entry));
        if (pips_store_entry_get_error (entry) != NULL)
          continue;
        if (g_str_equal (pips_store_entry_get_title (entry), "Game B"))
          {
            g_autofree char *status = pips_session_dup_status (b);

            g_assert_cmpstr (pips_store_entry_get_id (entry), ==, pips_session_get_id (b));
            g_assert_cmpstr (pips_store_entry_get_status (entry), ==, status);
            g_assert_cmpstrv (pips_store_entry_get_players (entry), pips_session_get_players (b));
            g_assert_true (pips_store_entry_get_is_over (entry) == pips_session_get_is_over (b));
            g_assert_true (pips_store_entry_get_game_info (entry) == pips_session_get_game_info (b));
            g_assert_true (g_date_time_equal (pips_store_entry_get_updated (entry),
                                              pips_session_get_updated (b)));
          }
      }
    g_assert_true (g_file_test (cache, G_FILE_TEST_IS_REGULAR));
  }

  /* The cache is what the list shows: a summary changed in the cache (the file is not) is
   * listed as cached. */
  {
    gsize length;
    char *at;

    cached = pips_test_read_file (cache, &length);
    at = memmem (cached, length, "Game A", strlen ("Game A"));
    g_assert_nonnull (at);
    at[strlen ("Game ")] = 'Z';
    g_assert_true (g_file_set_contents (cache, cached, length, NULL));
  }
  {
    g_autoptr(PipsStore) store = pips_store_new (dir);

    pips_store_set_cache_file (store, cache);
    g_assert_true (pips_store_load (store, NULL));
    g_assert_cmpstr (listed_title (store, a_name), ==, "Game Z");
    g_assert_cmpstr (listed_title (store, b_name), ==, "Game B");
  }

  /* A file that changed is read again. */
  pips_session_set_title (a, "Game A, renamed");
  g_clear_pointer (&a_text, g_free);
  a_text = pips_session_serialize (a, NULL);
  pips_test_write_file (dir, a_name, a_text, -1);
  {
    g_autoptr(PipsStore) store = pips_store_new (dir);

    pips_store_set_cache_file (store, cache);
    g_assert_true (pips_store_load (store, NULL));
    g_assert_cmpstr (listed_title (store, a_name), ==, "Game A, renamed");
  }

  /* A damaged cache, or one that is not a file: every file is read, none is lost. */
  {
    gsize length;

    g_clear_pointer (&cached, g_free);
    cached = pips_test_read_file (cache, &length);
    g_assert_true (g_file_set_contents (cache, cached, length / 2, NULL));
  }
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(PipsStore) store = pips_store_new (dir);
      guint n_unreadable = 0;
      GListModel *entries = pips_store_get_entries (store);

      pips_store_set_cache_file (store, cache);
      g_assert_true (pips_store_load (store, NULL));
      g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 3);
      g_assert_cmpstr (listed_title (store, a_name), ==, "Game A, renamed");
      g_assert_cmpstr (listed_title (store, b_name), ==, "Game B");
      for (guint i = 0; i < 3; i++)
        {
          g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);

          n_unreadable += pips_store_entry_get_error (entry) != NULL;
        }
      g_assert_cmpuint (n_unreadable, ==, 1);

      /* The second round: the cache's place is taken by a folder. */
      if (round == 0)
        {
          g_assert_cmpint (g_unlink (cache), ==, 0);
          g_assert_cmpint (g_mkdir (cache, 0700), ==, 0);
        }
    }
  g_rmdir (cache);

  /* A cache entry for a file that is gone lists nothing. */
  {
    g_autofree char *b_path = g_build_filename (dir, b_name, NULL);
    g_autoptr(PipsStore) store = pips_store_new (dir);

    pips_store_set_cache_file (store, cache);
    g_assert_true (pips_store_load (store, NULL));
    g_assert_cmpint (g_unlink (b_path), ==, 0);
    g_assert_true (pips_store_load (store, NULL));
    g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 2);
    g_assert_null (listed_title (store, b_name));
  }

  /* By default the cache is in the user's cache folder. */
  {
    g_autoptr(PipsStore) store = pips_store_new (dir);
    g_autofree char *folder = g_build_filename (g_get_user_cache_dir (), "pips", NULL);

    g_assert_true (g_str_has_prefix (pips_store_get_cache_file (store), folder));
    g_assert_true (pips_store_load (store, NULL));
    g_assert_true (g_file_test (pips_store_get_cache_file (store), G_FILE_TEST_IS_REGULAR));
    g_unlink (pips_store_get_cache_file (store));
    g_rmdir (folder);
  }

  g_unlink (cache);
  pips_test_remove_dir (cache_dir);
  pips_test_remove_dir (dir);
}

/* @text with its time of the last change set to @when. */
static char *
set_updated (const char *text,
             const char *when)
{
  g_autoptr(GRegex) regex = g_regex_new ("(\"updated\"\\s*:\\s*)\"[^\"]*\"", 0, 0, NULL);
  g_autofree char *replacement = g_strdup_printf ("\\1\"%s\"", when);
  char *result = g_regex_replace (regex, text, -1, 0, replacement, 0, NULL);

  g_assert_cmpstr (result, !=, text);
  return result;
}

static void
count_swapped_cb (guint *count)
{
  (*count)++;
}

/* @cache with each summary passed through @edit (its children, to change in place). */
static void
edit_cache (const char *cache,
            void      (*edit) (GVariant **children, guint index))
{
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(GVariant) whole = NULL;
  g_autoptr(GVariant) files = NULL;
  g_autoptr(GVariant) edited = NULL;
  g_autoptr(GPtrArray) top = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  g_autoptr(GVariantBuilder) builder = NULL;
  guint n_top;

  g_assert_true (g_file_get_contents (cache, &data, &length, NULL));
  whole = g_variant_ref_sink (g_variant_new_from_data (G_VARIANT_TYPE ("(ussssa(sxxsssssasxb(buauaxatax)))"),
                                                       data, length, FALSE, NULL, NULL));
  n_top = g_variant_n_children (whole);
  files = g_variant_get_child_value (whole, n_top - 1);
  builder = g_variant_builder_new (g_variant_get_type (files));
  for (guint i = 0; i < g_variant_n_children (files); i++)
    {
      g_autoptr(GVariant) file = g_variant_get_child_value (files, i);
      guint n = g_variant_n_children (file);
      g_autofree GVariant **children = g_new0 (GVariant *, n);

      for (guint c = 0; c < n; c++)
        children[c] = g_variant_get_child_value (file, c);
      edit (children, i);
      g_variant_builder_add_value (builder, g_variant_new_tuple (children, n));
      for (guint c = 0; c < n; c++)
        g_variant_unref (children[c]);
    }
  for (guint c = 0; c + 1 < n_top; c++)
    g_ptr_array_add (top, g_variant_get_child_value (whole, c));
  g_ptr_array_add (top, g_variant_ref_sink (g_variant_builder_end (builder)));
  edited = g_variant_ref_sink (g_variant_new_tuple ((GVariant **) top->pdata, top->len));
  edited = g_variant_get_normal_form (edited);
  g_assert_true (g_file_set_contents (cache, g_variant_get_data (edited), g_variant_get_size (edited), NULL));
}

static void
far_future_cb (GVariant **children,
               guint      index)
{
  const gint64 times[] = { G_MAXINT64, G_MININT64, G_GINT64_CONSTANT (253402300800) };

  g_variant_unref (children[9]);
  children[9] = g_variant_ref_sink (g_variant_new_int64 (times[index % G_N_ELEMENTS (times)]));
}

static void
marked_damaged_cb (GVariant **children,
                   guint      index)
{
  g_variant_unref (children[3]);
  children[3] = g_variant_ref_sink (g_variant_new_string ("This file is damaged"));
}

/* A cache is never trusted over a file (issue 35): an entry whose time is out of any date's
 * range (it gave GLib-CRITICALs on the home page) or that marks a good file damaged is not
 * used; the file is read again and listed as it is. */
static void
test_summary_cache_hostile (void)
{
  void (*edits[]) (GVariant **, guint) = { far_future_cb, marked_damaged_cb };

  for (guint e = 0; e < G_N_ELEMENTS (edits); e++)
    {
      g_autofree char *dir = pips_test_make_dir ();
      g_autofree char *cache_dir = pips_test_make_dir ();
      g_autofree char *cache = g_build_filename (cache_dir, "summaries.gvariant", NULL);
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < 3; i++)
        {
          g_autoptr(PipsSession) session = pips_test_chili_random_game (30 + i, 2, 20);
          g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
          g_autofree char *text = pips_session_serialize (session, NULL);

          pips_test_write_file (dir, name, text, -1);
        }

      {
        g_autoptr(PipsStore) store = pips_store_new (dir);

        pips_store_set_cache_file (store, cache);
        g_assert_true (pips_store_load (store, &error));
      }
      edit_cache (cache, edits[e]);

      {
        g_autoptr(PipsStore) store = pips_store_new (dir);
        GListModel *entries = pips_store_get_entries (store);

        pips_store_set_cache_file (store, cache);
        g_assert_true (pips_store_load (store, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 3);
        for (guint i = 0; i < 3; i++)
          {
            g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
            GDateTime *updated;

            g_assert_null (pips_store_entry_get_error (entry));
            g_assert_true (pips_store_entry_get_can_open (entry));
            updated = pips_store_entry_get_updated (entry);
            g_assert_nonnull (updated);
            g_assert_cmpint (g_date_time_get_year (updated), >=, 2000);
            g_assert_cmpint (g_date_time_get_year (updated), <=, 9999);
          }
      }

      g_unlink (cache);
      pips_test_remove_dir (cache_dir);
      pips_test_remove_dir (dir);
    }
}

/* The status line of the one session in @dir as listed with the cache @cache. */
static char *
list_status (const char *dir,
             const char *cache)
{
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autoptr(GError) error = NULL;

  pips_store_set_cache_file (store, cache);
  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 1);
  entry = g_list_model_get_item (pips_store_get_entries (store), 0);

  return g_strdup (pips_store_entry_get_status (entry));
}

/* The cached status lines are those of the translation in effect, not of the language asked
 * for: gettext ignores LANGUAGE under the C locale, so LANGUAGE=de there makes English lines,
 * which a later run in German must not take from the cache (nor the other way round). */
static void
test_summary_cache_language (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *cache_dir = pips_test_make_dir ();
  g_autofree char *cache = g_build_filename (cache_dir, "summaries.gvariant", NULL);
  g_autoptr(PipsSession) session = pips_test_chili_random_game (21, 2, 15);
  g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
  g_autofree char *text = pips_session_serialize (session, NULL);
  g_autofree char *old_locale = g_strdup (setlocale (LC_ALL, NULL));
  g_autofree char *old_domain = g_strdup (textdomain (NULL));
  g_autofree char *english = NULL;
  g_autofree char *german = NULL;
  g_autofree char *listed = NULL;

  pips_test_write_file (dir, name, text, -1);
  bindtextdomain (GETTEXT_PACKAGE, PIPS_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* German asked for under the C locale: the lines are English, and cached. */
  g_setenv ("LANGUAGE", "de", TRUE);
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  english = pips_session_dup_status (session);
  listed = list_status (dir, cache);
  g_assert_cmpstr (listed, ==, english);
  g_clear_pointer (&listed, g_free);

  /* German in effect: the lines are read again, in German. */
  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    {
      g_test_skip ("The locale en_US.UTF-8 is not installed");
    }
  else
    {
      german = pips_session_dup_status (session);
      g_assert_cmpstr (german, !=, english);
      listed = list_status (dir, cache);
      g_assert_cmpstr (listed, ==, german);
      g_clear_pointer (&listed, g_free);

      /* And English again under the C locale. */
      g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
      listed = list_status (dir, cache);
      g_assert_cmpstr (listed, ==, english);
    }

  g_setenv ("LANGUAGE", "en", TRUE);
  setlocale (LC_ALL, old_locale);
  textdomain (old_domain);
  g_unlink (cache);
  pips_test_remove_dir (cache_dir);
  pips_test_remove_dir (dir);
}

/* Opening an entry reads and replays its file, once; the session then keeps the entry's summary
 * and place up to date, and is saved after every change. */
static void
test_open_on_demand (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autoptr(PipsSession) old = pips_test_chili_random_game (31, 2, 10);
  g_autoptr(PipsSession) recent = pips_test_chili_random_game (32, 2, 10);
  g_autofree char *old_name = g_strconcat (pips_session_get_id (old), ".json", NULL);
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsStoreEntry) last = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (3);
  g_autoptr(GError) error = NULL;
  GListModel *entries = pips_store_get_entries (store);
  PipsSession *session;
  guint n_changed = 0;

  {
    g_autofree char *text = pips_session_serialize (old, NULL);
    g_autofree char *dated = set_updated (text, "2020-01-01T00:00:00Z");

    pips_test_write_file (dir, old_name, dated, -1);
  }
  pips_session_set_title (recent, "Recent");
  {
    g_autofree char *name = g_strconcat (pips_session_get_id (recent), ".json", NULL);
    g_autofree char *text = pips_session_serialize (recent, NULL);
    g_autofree char *dated = set_updated (text, "2021-01-01T00:00:00Z");

    pips_test_write_file (dir, name, dated, -1);
  }

  pips_store_set_save_delay (store, 0);
  g_assert_true (pips_store_load (store, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 2);
  last = g_list_model_get_item (entries, 1);
  g_assert_cmpstr (pips_store_entry_get_id (last), ==, pips_session_get_id (old));
  g_assert_false (pips_store_entry_get_is_open (last));

  session = pips_store_entry_open (last, &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  g_assert_true (pips_store_entry_open (last, NULL) == session);
  g_assert_true (pips_store_entry_get_session (last) == session);
  g_assert_true (pips_store_find (store, session) == last);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, pips_session_get_n_events (old));

  /* Played: the summary follows, and the newest game comes first. */
  g_signal_connect_swapped (last, "changed", G_CALLBACK (count_swapped_cb), &n_changed);
  g_assert_true (pips_test_chili_random_step (session, rand, roller));
  g_assert_cmpuint (n_changed, ==, 1);
  {
    g_autofree char *status = pips_session_dup_status (session);
    g_autoptr(PipsStoreEntry) first = g_list_model_get_item (entries, 0);
    g_autoptr(PipsSession) on_disk = NULL;

    /* Saves are written in a worker thread: wait for this one. */
    g_assert_true (pips_store_flush (store, NULL));
    on_disk = pips_session_new_from_file (pips_store_entry_get_path (last), NULL);

    g_assert_cmpstr (pips_store_entry_get_status (last), ==, status);
    g_assert_true (first == last);
    g_assert_cmpuint (pips_session_get_n_events (on_disk), ==, pips_session_get_n_events (session));
  }

  /* The names of earlier players come from the summaries: nothing is opened for them. */
  {
    g_auto(GStrv) known = pips_store_dup_known_players (store);

    g_assert_true (g_strv_contains ((const char * const *) known, "Anna"));
  }

  g_clear_object (&store);
  pips_test_remove_dir (dir);
}

static void
loaded_cb (PipsStore *store,
           GParamSpec *pspec,
           gboolean  *loaded)
{
  *loaded = pips_store_get_loaded (store);
}

/* Listing in the background: nothing is read on the calling thread, and #PipsStore:loaded says
 * when the entries are there; sessions added meanwhile are kept. */
static void
test_load_in_background (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsSession) added = pips_test_chili_session (2);
  GListModel *entries = pips_store_get_entries (store);
  gboolean loaded = FALSE;

  for (guint i = 0; i < 40; i++)
    {
      g_autoptr(PipsSession) session = pips_test_chili_random_game (40 + i, 2, 12);
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
      g_autofree char *text = pips_session_serialize (session, NULL);

      pips_test_write_file (dir, name, text, -1);
    }

  g_signal_connect (store, "notify::loaded", G_CALLBACK (loaded_cb), &loaded);
  pips_store_load_in_background (store);
  pips_store_load_in_background (store);
  g_assert_false (pips_store_get_loaded (store));
  g_assert_nonnull (pips_store_add (store, added));

  while (!loaded)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 41);
  g_assert_nonnull (pips_store_find (store, added));
  g_assert_true (pips_store_entry_get_is_open (pips_store_find (store, added)));

  g_clear_object (&store);
  pips_test_remove_dir (dir);
}

/* A pipe where the summary cache would be is not waited for: the files are read instead. */
static void
test_summary_cache_not_a_file (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *cache_dir = pips_test_make_dir ();
  g_autofree char *cache = g_build_filename (cache_dir, "summaries.gvariant", NULL);
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(GError) error = NULL;

  alarm (60);
  g_assert_cmpint (mkfifo (cache, 0600), ==, 0);
  pips_store_set_cache_file (store, cache);
  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  alarm (0);

  g_clear_object (&store);
  g_unlink (cache);
  pips_test_remove_dir (cache_dir);
  pips_test_remove_dir (dir);
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
  g_test_add_func ("/store/summary-cache", test_summary_cache);
  g_test_add_func ("/store/summary-cache-hostile", test_summary_cache_hostile);
  g_test_add_func ("/store/summary-cache-language", test_summary_cache_language);
  g_test_add_func ("/store/summary-cache-not-a-file", test_summary_cache_not_a_file);
  g_test_add_func ("/store/open-on-demand", test_open_on_demand);
  g_test_add_func ("/store/load-in-background", test_load_in_background);
  g_test_add_func ("/store/many-files", test_many_files);
  g_test_add_func ("/store/atomic-write-killed", test_atomic_write_killed);
  g_test_add_func ("/store/crash-loses-nothing", test_crash_loses_nothing);

  return g_test_run ();
}
