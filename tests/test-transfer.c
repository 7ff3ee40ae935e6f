/* test-transfer.c — CSV, backup, restore and import (pips-transfer.c)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pips-json-file.h"
#include "pips-registry.h"
#include "pips-store.h"
#include "pips-test-util.h"
#include "pips-transfer-private.h"
#include "pips-transfer.h"

/* The files of tests/data/ that are sessions. */
static GPtrArray *
list_fixtures (void)
{
  const char *dir = g_test_get_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    for (guint i = 0; i < pips_registry_get_n_games (); i++)
      {
        g_autofree char *prefix = g_strconcat (pips_registry_get_game (i)->id, "-", NULL);

        if (g_str_has_prefix (name, prefix) && g_str_has_suffix (name, ".json"))
          g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
      }

  g_assert_cmpuint (paths->len, >=, pips_registry_get_n_games ());
  return paths;
}

static PipsStore *
open_store (const char *dir)
{
  PipsStore *store = pips_store_new (dir);
  g_autoptr(GError) error = NULL;

  pips_store_set_cache_file (store, NULL);
  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  return store;
}

static guint
n_entries (PipsStore *store)
{
  return g_list_model_get_n_items (pips_store_get_entries (store));
}

/* Worked by hand from tests/data/chili-4p.json (its sheet: Anna 414, Ben and Clara 351,
 * David 266 at the end): a line per round and player after the header, the last round's totals
 * and ranks. */
static void
test_csv_chili (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session =
    pips_session_new_from_file (g_test_get_filename (G_TEST_DIST, "data", "chili-4p.json", NULL), &error);
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *prefix = NULL;

  g_assert_no_error (error);
  csv = pips_session_to_csv (session, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (csv, "\r\n"));
  lines = g_strsplit (csv, "\r\n", -1);
  /* A header, 10 rounds × 4 players, and the empty rest after the last CRLF. */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 40 + 1);
  g_assert_cmpstr (lines[0], ==, "game,session,started,round,player,value,unit,rank");

  prefix = g_strdup_printf ("chili,%s,", pips_session_get_id (session));
  for (guint i = 1; i <= 40; i++)
    g_assert_true (g_str_has_prefix (lines[i], prefix));
  g_assert_true (g_str_has_suffix (lines[37], ",10,Anna,414,points,1"));
  g_assert_true (g_str_has_suffix (lines[38], ",10,Ben,351,points,2"));
  g_assert_true (g_str_has_suffix (lines[39], ",10,Clara,351,points,2"));
  g_assert_true (g_str_has_suffix (lines[40], ",10,David,266,points,4"));
  g_assert_true (g_str_has_suffix (lines[1], ",1,Anna,") == FALSE);
  g_assert_true (strstr (lines[1], ",1,Anna,") != NULL);
}

/* Names as a spreadsheet must read them: quoted where they hold a comma or a quote, and never
 * taken for a formula. */
static void
test_csv_quoting (void)
{
  const char * const players[] = { "=SUM(A1)", "Ben, \"Benny\"", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new ("chili", players, NULL, &error);
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_no_error (error);
  csv = pips_session_to_csv (session, &error);
  g_assert_no_error (error);
  lines = g_strsplit (csv, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_str_has_suffix (lines[1], ",1,'=SUM(A1),0,points,1"));
  g_assert_true (g_str_has_suffix (lines[2], ",1,\"Ben, \"\"Benny\"\"\",0,points,1"));

  /* The session's id too: a file's id may be "-2-3", which a spreadsheet computes. */
  {
    g_autofree char *text = pips_session_serialize (session, NULL);
    g_auto(GStrv) parts = g_strsplit (text, pips_session_get_id (session), -1);
    g_autofree char *edited = g_strjoinv ("-2-3", parts);
    g_autoptr(PipsSession) loaded = pips_session_new_from_data (edited, -1, &error);
    g_autofree char *loaded_csv = NULL;
    g_auto(GStrv) loaded_lines = NULL;

    g_assert_no_error (error);
    loaded_csv = pips_session_to_csv (loaded, &error);
    g_assert_no_error (error);
    loaded_lines = g_strsplit (loaded_csv, "\r\n", -1);
    g_assert_true (g_str_has_prefix (loaded_lines[1], "chili,'-2-3,"));
  }
}

/* Export (the session's file) then import into an empty folder: the same bytes, for every
 * game; importing it again adds nothing; a different game under the same id gets a new id. */
static void
test_export_import (void)
{
  g_autoptr(GPtrArray) paths = list_fixtures ();
  g_autofree char *dir = pips_test_make_dir ();
  g_autoptr(PipsStore) store = open_store (dir);

  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PipsSession) session = pips_session_new_from_file (g_ptr_array_index (paths, i), &error);
      g_autofree char *exported = NULL;
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;
      g_autofree char *written = NULL;
      g_autoptr(GPtrArray) parsed = NULL;
      PipsImportResult result;
      gsize length;

      g_assert_no_error (error);
      exported = pips_session_serialize (session, &length);
      parsed = pips_import_parse (exported, length, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (parsed->len, ==, 1);
      g_assert_true (pips_import_into_store (store, parsed, &result, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (result.added, ==, 1);
      g_assert_cmpuint (result.skipped + result.renamed, ==, 0);

      name = g_strconcat (pips_session_get_id (session), ".json", NULL);
      path = g_build_filename (dir, name, NULL);
      written = pips_test_read_file (path, NULL);
      g_assert_cmpstr (written, ==, exported);

      /* Again: kept already. */
      g_assert_true (pips_import_into_store (store, parsed, &result, &error));
      g_assert_cmpuint (result.added + result.renamed, ==, 0);
      g_assert_cmpuint (result.skipped, ==, 1);
    }
  g_assert_cmpuint (n_entries (store), ==, paths->len);

  /* The same id, another game (a title given): added beside it with an id of its own. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(PipsSession) session = pips_session_new_from_file (g_ptr_array_index (paths, 0), &error);
    g_autofree char *text = NULL;
    g_autoptr(GPtrArray) parsed = NULL;
    g_autofree char *message = NULL;
    PipsImportResult result;

    pips_session_set_title (session, "Another evening");
    text = pips_session_serialize (session, NULL);
    parsed = pips_import_parse (text, strlen (text), &error);
    g_assert_no_error (error);
    g_assert_true (pips_import_into_store (store, parsed, &result, &error));
    g_assert_cmpuint (result.renamed, ==, 1);
    g_assert_cmpuint (n_entries (store), ==, paths->len + 1);
    message = pips_import_result_dup_message (&result);
    g_assert_cmpstr (message, ==, "1 game imported");
  }

  g_clear_object (&store);
  pips_test_remove_dir (dir);
}

/* Every file of a folder into a backup, restored into an empty folder: every file back, byte
 * for byte; restored again: all kept already. A damaged file is left out and counted. */
static void
test_backup_restore (void)
{
  g_autoptr(GPtrArray) paths = list_fixtures ();
  g_autofree char *from = pips_test_make_dir ();
  g_autofree char *to = pips_test_make_dir ();
  g_autoptr(PipsStore) source = NULL;
  g_autoptr(PipsStore) target = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) parsed = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *message = NULL;
  PipsImportResult result;
  guint n_in, n_out;

  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *data = pips_test_read_file (g_ptr_array_index (paths, i), NULL);
      g_autoptr(PipsSession) session = pips_session_new_from_data (data, -1, NULL);
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);

      pips_test_write_file (from, name, data, -1);
    }
  pips_test_write_file (from, "damaged.json", "{\"format\":\"pips-session\",", -1);

  source = open_store (from);
  backup = pips_backup_serialize (source, &n_in, &n_out, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_in, ==, paths->len);
  g_assert_cmpuint (n_out, ==, 1);

  target = open_store (to);
  parsed = pips_import_parse (backup, strlen (backup), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (parsed->len, ==, paths->len);
  g_assert_true (pips_import_into_store (target, parsed, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (result.added, ==, paths->len);
  g_assert_cmpuint (n_entries (target), ==, paths->len);
  message = pips_import_result_dup_message (&result);
  g_assert_true (g_str_has_suffix (message, " games imported"));

  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *data = pips_test_read_file (g_ptr_array_index (paths, i), NULL);
      g_autoptr(PipsSession) session = pips_session_new_from_data (data, -1, NULL);
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
      g_autofree char *path = g_build_filename (to, name, NULL);
      g_autofree char *restored = pips_test_read_file (path, NULL);

      g_assert_cmpstr (restored, ==, data);
    }

  /* Restored twice: nothing new, nothing overwritten. */
  g_assert_true (pips_import_into_store (target, parsed, &result, &error));
  g_assert_cmpuint (result.added + result.renamed, ==, 0);
  g_assert_cmpuint (result.skipped, ==, paths->len);
  g_assert_cmpuint (n_entries (target), ==, paths->len);

  /* The restored games open and play on as the originals. */
  {
    g_autoptr(PipsStore) again = open_store (to);

    g_assert_cmpuint (n_entries (again), ==, paths->len);
    for (guint i = 0; i < n_entries (again); i++)
      {
        g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (pips_store_get_entries (again), i);

        g_assert_nonnull (pips_store_entry_open (entry, &error));
        g_assert_no_error (error);
      }
  }

  g_clear_object (&source);
  g_clear_object (&target);
  pips_test_remove_dir (from);
  pips_test_remove_dir (to);
}

/* What is not Pips's, or is damaged, is refused with the reason, and nothing changes. */
static void
test_refused (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autoptr(PipsStore) store = open_store (dir);
  g_autofree char *good = pips_test_read_file (g_test_get_filename (G_TEST_DIST, "data", "chili-4p.json", NULL), NULL);
  g_autofree char *good_escaped = g_strescape (good, NULL);
  struct {
    const char *data;
    int code;
    const char *message;
  } cases[] = {
    { "", PIPS_TRANSFER_ERROR_NOT_PIPS, "The file is empty" },
    { " \n", PIPS_TRANSFER_ERROR_NOT_PIPS, "This file is not a Pips game or backup" },
    { "PK\003\004", PIPS_TRANSFER_ERROR_NOT_PIPS, "This file is not a Pips game or backup" },
    { "{\"format\":\"other\"}", PIPS_TRANSFER_ERROR_NOT_PIPS, "This file is not a Pips game or backup" },
    { "[1,2]", PIPS_TRANSFER_ERROR_NOT_PIPS, "This file is not a Pips game or backup" },
    { "{\"format\":\"pips-backup\",\"version\":2,\"sessions\":[]}", PIPS_TRANSFER_ERROR_NEWER, NULL },
    { "{\"format\":\"pips-backup\",\"version\":\"1\",\"sessions\":[]}", PIPS_TRANSFER_ERROR_NOT_PIPS, NULL },
    { "{\"format\":\"pips-backup\",\"version\":1,\"sessions\":[{\"data\":1}]}", PIPS_TRANSFER_ERROR_DAMAGED,
      "Game 1 of this backup is damaged, so nothing was restored" },
    { "{\"format\":\"pips-session\",\"version\":1}", PIPS_TRANSFER_ERROR_DAMAGED, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) parsed = pips_import_parse (cases[i].data, strlen (cases[i].data), &error);

      g_assert_null (parsed);
      g_assert_error (error, PIPS_TRANSFER_ERROR, cases[i].code);
      if (cases[i].message != NULL)
        g_assert_cmpstr (error->message, ==, cases[i].message);
    }

  /* A backup with one good game and one damaged: refused whole. */
  {
    g_autofree char *backup = g_strdup_printf ("{\"format\":\"pips-backup\",\"version\":1,\"sessions\":["
                                               "{\"file\":\"a.json\",\"data\":\"%s\"},"
                                               "{\"file\":\"b.json\",\"data\":\"{}\"}]}", good_escaped);
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) parsed = pips_import_parse (backup, strlen (backup), &error);

    g_assert_null (parsed);
    g_assert_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_DAMAGED);
    g_assert_true (g_str_has_prefix (error->message, "Game 2 of this backup cannot be opened"));
  }

  /* Nesting deeper than any Pips file. */
  {
    g_autoptr(GString) deep = g_string_new (NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) parsed = NULL;

    for (guint i = 0; i < 100000; i++)
      g_string_append_c (deep, '[');
    parsed = pips_import_parse (deep->str, deep->len, &error);
    g_assert_null (parsed);
    g_assert_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NOT_PIPS);
  }

  g_assert_cmpuint (n_entries (store), ==, 0);
  {
    g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);

    g_assert_null (g_dir_read_name (folder));
  }

  g_clear_object (&store);
  pips_test_remove_dir (dir);
}

/* A file that holds two JSON values (a trailing "{}" after a game or a backup) is refused as the
 * session loader refuses it, whatever reads it: json-glib reads it as a list of both, which
 * an immutable parser does not seal (it aborted Pips, issue 35). */
static void
test_two_values (void)
{
  g_autofree char *good = pips_test_read_file (g_test_get_filename (G_TEST_DIST, "data", "chili-4p.json", NULL), NULL);
  g_autofree char *good_escaped = g_strescape (good, NULL);
  g_autofree char *backup = g_strdup_printf ("{\"format\":\"pips-backup\",\"version\":1,\"sessions\":["
                                             "{\"file\":\"a.json\",\"data\":\"%s\"}]}", good_escaped);
  g_autofree char *game_and_more = g_strconcat (good, " {}", NULL);
  g_autofree char *game_twice = g_strconcat (good, good, NULL);
  g_autofree char *backup_and_more = g_strconcat (backup, "\n{}\n", NULL);
  g_autofree char *number_first = g_strconcat ("1 ", good, NULL);
  const char *cases[] = { "{} {}", "{}{}", "[] {}", "\"x\" {}", game_and_more, game_twice,
                          backup_and_more, number_first };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) parsed = pips_import_parse (cases[i], strlen (cases[i]), &error);
      g_autoptr(PipsSession) session = NULL;

      g_assert_null (parsed);
      g_assert_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NOT_PIPS);
      g_clear_error (&error);

      session = pips_session_new_from_data (cases[i], -1, &error);
      g_assert_null (session);
      g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT);
    }

  /* One value with white space around it is one value. */
  {
    g_autofree char *spaced = g_strconcat (" \n", backup, "\r\n\t ", NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) parsed = pips_import_parse (spaced, strlen (spaced), &error);

    g_assert_no_error (error);
    g_assert_cmpuint (parsed->len, ==, 1);
  }
}

/* A sparse file of @size bytes: no disk used, but a reader that trusts it allocates it all. */
static char *
make_sparse (const char *dir,
             const char *name,
             goffset     size)
{
  char *path = g_build_filename (dir, name, NULL);
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, size), ==, 0);
  close (fd);

  return path;
}

/* Every file from outside goes through one reader: a pipe is refused at once (it made Pips wait
 * for ever), a device such as /dev/zero and a sparse file of 3 GiB, or a link to one, before a
 * byte is read (they ended in "failed to allocate" or the OOM killer), in the player's words.
 * The import, the backup of a folder holding them, and an import whose id names a pipe. */
static void
test_outside_files (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *games = pips_test_make_dir ();
  g_autofree char *fifo = g_build_filename (dir, "x.pips", NULL);
  g_autofree char *huge = make_sparse (dir, "huge.pips", G_GOFFSET_CONSTANT (3) << 30);
  g_autofree char *link = g_build_filename (dir, "link.pips", NULL);
  g_autofree char *good = pips_test_read_file (g_test_get_filename (G_TEST_DIST, "data", "chili-4p.json", NULL), NULL);
  g_autoptr(PipsSession) session = pips_session_new_from_data (good, -1, NULL);
  g_autofree char *good_name = g_strconcat (pips_session_get_id (session), ".json", NULL);
  struct {
    const char *path;
    int code;
  } cases[] = {
    { fifo, PIPS_TRANSFER_ERROR_NOT_PIPS },
    { "/dev/zero", PIPS_TRANSFER_ERROR_NOT_PIPS },
    { dir, PIPS_TRANSFER_ERROR_NOT_PIPS },
    { huge, PIPS_TRANSFER_ERROR_TOO_LARGE },
    { link, PIPS_TRANSFER_ERROR_TOO_LARGE },
  };

  /* A reader that waits on the pipe fails here, not at the test's timeout. */
  alarm (60);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink (huge, link), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (cases[i].path);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) parsed = pips_import_read_file (file, NULL, &error);

      g_assert_null (parsed);
      g_assert_error (error, PIPS_TRANSFER_ERROR, cases[i].code);
      if (cases[i].code == PIPS_TRANSFER_ERROR_NOT_PIPS)
        g_assert_cmpstr (error->message, ==, "This is not a file but a folder, a pipe or a device");
      else
        g_assert_true (g_str_has_prefix (error->message, "This file is larger than a Pips game or backup can be ("));
    }

  /* A game file from outside reads as before. */
  {
    g_autofree char *path = g_build_filename (dir, "good.pips", NULL);
    g_autoptr(GFile) file = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) parsed = NULL;

    pips_test_write_file (dir, "good.pips", good, -1);
    file = g_file_new_for_path (path);
    parsed = pips_import_read_file (file, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (parsed->len, ==, 1);
  }

  /* A backup of a folder with a pipe and a link to a huge file as games: both left out. */
  {
    g_autofree char *pipe_game = g_build_filename (games, "pipe.json", NULL);
    g_autofree char *link_game = g_build_filename (games, "link.json", NULL);
    g_autoptr(PipsStore) store = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *backup = NULL;
    guint n_in, n_out;

    pips_test_write_file (games, good_name, good, -1);
    g_assert_cmpint (mkfifo (pipe_game, 0600), ==, 0);
    g_assert_cmpint (symlink (huge, link_game), ==, 0);
    store = open_store (games);
    backup = pips_backup_serialize (store, &n_in, &n_out, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (n_in, ==, 1);
    g_assert_cmpuint (n_out, ==, 2);
  }

  /* An import whose id names a pipe made meanwhile (not listed): the pipe is kept, never read,
   * and the game is added under a new id. */
  {
    g_autofree char *to = pips_test_make_dir ();
    g_autoptr(PipsStore) store = open_store (to);
    g_autofree char *pipe_game = g_build_filename (to, good_name, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) parsed = pips_import_parse (good, strlen (good), &error);
    PipsImportResult result;

    g_assert_no_error (error);
    g_assert_cmpint (mkfifo (pipe_game, 0600), ==, 0);
    g_assert_true (pips_import_into_store (store, parsed, &result, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (result.renamed, ==, 1);
    g_assert_true (g_file_test (pipe_game, G_FILE_TEST_EXISTS) &&
                   !g_file_test (pipe_game, G_FILE_TEST_IS_REGULAR));
    g_clear_object (&store);
    pips_test_remove_dir (to);
  }

  alarm (0);
  pips_test_remove_dir (dir);
  pips_test_remove_dir (games);
}


/* @n games in @dir, copies of the fixtures each with an id of its own (so that a restore adds
 * them all). Returns the size of the largest file. */
static gsize
write_games (const char *dir,
             guint       n)
{
  g_autoptr(GPtrArray) paths = list_fixtures ();
  gsize largest = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *data = pips_test_read_file (g_ptr_array_index (paths, i % paths->len), NULL);
      g_autoptr(PipsSession) session = pips_session_new_from_data (data, -1, NULL);
      g_autofree char *id = g_uuid_string_random ();
      g_auto(GStrv) parts = g_strsplit (data, pips_session_get_id (session), -1);
      g_autofree char *copy = g_strjoinv (id, parts);
      g_autofree char *name = g_strconcat (id, ".json", NULL);

      pips_test_write_file (dir, name, copy, -1);
      largest = MAX (largest, strlen (copy));
    }

  return largest;
}

/* The names in @dir that are not @except, as one sorted line ("" for none). */
static char *
list_dir (const char *dir,
          const char *except)
{
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    if (g_strcmp0 (name, except) != 0)
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort_values (names, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (names, NULL);

  return g_strjoinv (" ", (char **) names->pdata);
}

/* An output stream that counts: each write's size, and how far the backup was when it came. */
#define TEST_TYPE_COUNTING_STREAM (test_counting_stream_get_type ())
G_DECLARE_FINAL_TYPE (TestCountingStream, test_counting_stream, TEST, COUNTING_STREAM, GOutputStream)

struct _TestCountingStream
{
  GOutputStream         parent_instance;
  PipsTransferProgress *progress;
  GArray               *sizes;   /* gsize */
  GArray               *done;    /* int: the progress at each write */
};

G_DEFINE_FINAL_TYPE (TestCountingStream, test_counting_stream, G_TYPE_OUTPUT_STREAM)

static gssize
test_counting_stream_write (GOutputStream  *stream,
                            const void     *buffer,
                            gsize           count,
                            GCancellable   *cancellable,
                            GError        **error)
{
  TestCountingStream *self = TEST_COUNTING_STREAM (stream);
  int done = g_atomic_int_get (&self->progress->done);

  g_array_append_val (self->sizes, count);
  g_array_append_val (self->done, done);
  return count;
}

static void
test_counting_stream_finalize (GObject *object)
{
  TestCountingStream *self = TEST_COUNTING_STREAM (object);

  g_array_unref (self->sizes);
  g_array_unref (self->done);
  G_OBJECT_CLASS (test_counting_stream_parent_class)->finalize (object);
}

static void
test_counting_stream_class_init (TestCountingStreamClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_counting_stream_finalize;
  G_OUTPUT_STREAM_CLASS (klass)->write_fn = test_counting_stream_write;
}

static void
test_counting_stream_init (TestCountingStream *self)
{
  self->sizes = g_array_new (FALSE, FALSE, sizeof (gsize));
  self->done = g_array_new (FALSE, FALSE, sizeof (int));
}

/* A backup of many games streams (issue 35): each game is written before the next is read (the
 * write of game k comes when k - 1 games are done), and no write is larger than one game as a
 * JSON string; so its memory is that of the largest game, not of the backup. */
static void
test_backup_streams (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  const guint n = 60;
  gsize largest = write_games (dir, n);
  g_autoptr(PipsStore) store = open_store (dir);
  g_auto(GStrv) paths = pips_backup_list_files (store);
  g_autoptr(TestCountingStream) out = g_object_new (TEST_TYPE_COUNTING_STREAM, NULL);
  PipsTransferProgress progress = { 0, };
  g_autoptr(GError) error = NULL;
  gsize total = 0, biggest = 0;
  guint n_in = 0, n_out = 0;

  out->progress = &progress;
  g_assert_true (pips_backup_write ((const char * const *) paths, G_OUTPUT_STREAM (out), &progress,
                                    NULL, &n_in, &n_out, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_in, ==, n);
  g_assert_cmpuint (n_out, ==, 0);
  g_assert_cmpint (progress.done, ==, 1000);

  /* The head, a write per game, the end. */
  g_assert_cmpuint (out->sizes->len, ==, n + 2);
  for (guint k = 1; k <= n; k++)
    g_assert_cmpint (g_array_index (out->done, int, k), ==, (int) ((k - 1) * 1000 / n));
  for (guint i = 0; i < out->sizes->len; i++)
    {
      total += g_array_index (out->sizes, gsize, i);
      biggest = MAX (biggest, g_array_index (out->sizes, gsize, i));
    }
  g_test_message ("backup of %u games: %" G_GSIZE_FORMAT " bytes, largest write %" G_GSIZE_FORMAT
                  ", largest game %" G_GSIZE_FORMAT, n, total, biggest, largest);
  g_assert_cmpuint (biggest, <=, 2 * largest + 256);
  g_assert_cmpuint (total, >, 10 * biggest);

  g_clear_object (&store);
  pips_test_remove_dir (dir);
}

/* A full disk during a backup (the file size limit of a process, RLIMIT_FSIZE, as a small disk
 * without root): the error in the player's words, the backup of that name from before as it was,
 * no part of the new one and no temporary left; with no file there before, none after. An export
 * of a game goes the same way. */
static void
test_backup_full_disk (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = pips_test_make_dir ();
      g_autofree char *to = pips_test_make_dir ();
      g_autofree char *records = g_build_filename (dir, ".pips-unfinished", NULL);
      g_autofree char *old = g_build_filename (to, "old.pips-backup", NULL);
      g_autofree char *fresh = g_build_filename (to, "new.pips-backup", NULL);
      g_autoptr(PipsStore) store = NULL;
      g_auto(GStrv) paths = NULL;
      struct rlimit limit = { 64 * 1024, 64 * 1024 };

      write_games (dir, 40);
      pips_test_write_file (to, "old.pips-backup", "the backup of yesterday", -1);
      store = open_store (dir);
      paths = pips_backup_list_files (store);

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

      for (guint i = 0; i < 2; i++)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *left = NULL;
          g_autofree char *unfinished = NULL;

          g_assert_false (pips_backup_write_file ((const char * const *) paths, i == 0 ? old : fresh,
                                                  records, NULL, NULL, NULL, NULL, &error));
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
          g_test_message ("full disk: %s", error->message);
          g_assert_cmpstr (error->message, ==, "The file would be larger than this disk allows");

          left = list_dir (to, NULL);
          g_assert_cmpstr (left, ==, "old.pips-backup");
          g_assert_true (g_file_test (old, G_FILE_TEST_IS_REGULAR));
          unfinished = list_dir (records, NULL);
          g_assert_cmpstr (unfinished, ==, "");
        }
      /* An export of a game (a CSV, a game file) over a file of that name: the same. */
      {
        g_autoptr(GFile) file = g_file_new_for_path (old);
        g_autofree char *large = g_strnfill (128 * 1024, 'x');
        g_autoptr(GError) error = NULL;
        g_autofree char *left = NULL;

        g_assert_false (pips_transfer_write_file (file, records, large, strlen (large), &error));
        g_assert_cmpstr (error->message, ==, "The file would be larger than this disk allows");
        left = list_dir (to, NULL);
        g_assert_cmpstr (left, ==, "old.pips-backup");
      }
      {
        g_autofree char *kept = pips_test_read_file (old, NULL);

        g_assert_cmpstr (kept, ==, "the backup of yesterday");
      }
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* The child of /transfer/backup-killed: a backup of $PIPS_TEST_FROM into $PIPS_TEST_TO that
 * waits at its gate after the head is written, until it is killed. */
static int
backup_child (void)
{
  g_autoptr(PipsStore) store = open_store (g_getenv ("PIPS_TEST_FROM"));
  g_auto(GStrv) paths = pips_backup_list_files (store);
  g_autofree char *records = g_build_filename (g_getenv ("PIPS_TEST_FROM"), ".pips-unfinished", NULL);
  GMutex gate;

  g_mutex_init (&gate);
  g_mutex_lock (&gate);
  pips_transfer_set_gate (&gate);
  /* Waits at the gate for ever: this thread holds it. */
  g_thread_unref (g_thread_new ("backup", (GThreadFunc) (void (*) (void)) pause, NULL));
  pips_backup_write_file ((const char * const *) paths, g_getenv ("PIPS_TEST_TO"), records, NULL,
                          NULL, NULL, NULL, NULL);
  return 1;
}

/* A kill during a backup's write (issue 35: 30 kills left 13 files of 796 MB): the file chosen
 * is as it was, and the temporary the killed Pips left is removed when the folder is next
 * listed (on the next start). */
static void
test_backup_killed (gconstpointer argv0)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *to = pips_test_make_dir ();
  g_autofree char *target = g_build_filename (to, "games.pips-backup", NULL);
  g_autofree char *records = g_build_filename (dir, ".pips-unfinished", NULL);
  const char *argv[] = { argv0, NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  g_autofree char *temporary = NULL;
  GPid pid;
  int status;

  write_games (dir, 10);
  pips_test_write_file (to, "games.pips-backup", "the backup of yesterday", -1);
  envp = g_environ_setenv (envp, "PIPS_TEST_BACKUP_CHILD", "1", TRUE);
  envp = g_environ_setenv (envp, "PIPS_TEST_FROM", dir, TRUE);
  envp = g_environ_setenv (envp, "PIPS_TEST_TO", target, TRUE);
  g_assert_true (g_spawn_async (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, &error));
  g_assert_no_error (error);

  /* Until the child has written the head of its backup into its temporary. */
  for (;;)
    {
      g_autoptr(GDir) folder = g_dir_open (to, 0, NULL);
      const char *name;
      GStatBuf buf;

      while ((name = g_dir_read_name (folder)) != NULL && temporary == NULL)
        if (g_str_has_prefix (name, ".pips-backup-"))
          temporary = g_build_filename (to, name, NULL);
      if (temporary != NULL && g_stat (temporary, &buf) == 0 && buf.st_size > 0)
        break;
      g_clear_pointer (&temporary, g_free);
      g_usleep (1000);
    }

  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_true (WIFSIGNALED (status));

  /* Killed: the file chosen as it was, the temporary there, its record unheld. */
  {
    g_autofree char *kept = pips_test_read_file (target, NULL);

    g_assert_cmpstr (kept, ==, "the backup of yesterday");
    g_assert_true (g_file_test (temporary, G_FILE_TEST_IS_REGULAR));
  }

  /* The next start lists the folder: the temporary goes, and its record. */
  {
    g_autoptr(PipsStore) store = open_store (dir);
    g_autofree char *left = list_dir (to, NULL);
    g_autofree char *unfinished = list_dir (records, NULL);

    g_assert_cmpuint (n_entries (store), ==, 10);
    g_assert_cmpstr (left, ==, "games.pips-backup");
    g_assert_cmpstr (unfinished, ==, "");
  }

  /* A temporary of another name, or one whose writer lives, is never removed. */
  {
    g_autofree char *other = g_build_filename (to, "mine.txt", NULL);
    g_autofree char *record = g_build_filename (records, "ABCDEF", NULL);
    g_autoptr(PipsStore) store = NULL;

    pips_test_write_file (to, "mine.txt", "not Pips's", -1);
    g_assert_cmpint (g_mkdir_with_parents (records, 0700), ==, 0);
    g_assert_true (g_file_set_contents (record, other, strlen (other) + 1, NULL));
    store = open_store (dir);
    g_assert_true (g_file_test (other, G_FILE_TEST_IS_REGULAR));
  }

  pips_test_remove_dir (dir);
  pips_test_remove_dir (to);
}

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
  guint     n_in;
  PipsImportResult counts;
} Outcome;

static void
backup_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = pips_backup_to_file_finish (PIPS_STORE (source), result, &outcome->n_in, NULL,
                                            &outcome->error);
  outcome->done = TRUE;
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = pips_import_file_finish (PIPS_STORE (source), result, &outcome->counts,
                                         &outcome->error);
  outcome->done = TRUE;
}

static void
cancel_at_five_cb (guint    index,
                   gpointer cancellable)
{
  if (index == 5)
    g_cancellable_cancel (cancellable);
}

static gboolean
count_cb (gpointer user_data)
{
  (*(guint *) user_data)++;
  return G_SOURCE_CONTINUE;
}

/* A backup and a restore run off the main thread: while one waits at the gate (a disk as slow as
 * the test wishes) the main loop keeps running; Cancel then leaves nothing behind: no file at
 * the target, no temporary, no record, no game. Without Cancel both end, and the restore gives
 * every game back. */
static void
test_backup_cancel (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *to = pips_test_make_dir ();
  g_autofree char *games = pips_test_make_dir ();
  g_autofree char *records = g_build_filename (dir, ".pips-unfinished", NULL);
  g_autofree char *target = g_build_filename (to, "games.pips-backup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autoptr(PipsStore) store = NULL;
  g_autoptr(PipsStore) restored = NULL;
  GMutex gate;

  write_games (dir, 20);
  store = open_store (dir);
  restored = open_store (games);
  g_mutex_init (&gate);
  pips_transfer_set_gate (&gate);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      PipsTransferProgress progress = { 0, };
      Outcome outcome = { 0, };
      guint ticks = 0;
      guint idle;

      g_mutex_lock (&gate);
      idle = g_idle_add (count_cb, &ticks);
      pips_backup_to_file_async (store, file, &progress, cancellable, backup_done_cb, &outcome);
      /* The worker waits at the gate; the main loop goes on meanwhile. */
      while (pips_transfer_count_waiting () == 0 || ticks < 100)
        g_main_context_iteration (NULL, TRUE);
      g_assert_false (outcome.done);
      g_source_remove (idle);
      g_test_message ("main loop: %u iterations while the backup waited", ticks);

      if (round == 0)
        g_cancellable_cancel (cancellable);
      g_mutex_unlock (&gate);
      while (!outcome.done)
        g_main_context_iteration (NULL, TRUE);

      if (round == 0)
        {
          g_autofree char *left = list_dir (to, NULL);
          g_autofree char *unfinished = list_dir (records, NULL);

          g_assert_false (outcome.ok);
          g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
          g_clear_error (&outcome.error);
          g_assert_cmpstr (left, ==, "");
          g_assert_cmpstr (unfinished, ==, "");
        }
      else
        {
          g_assert_true (outcome.ok);
          g_assert_no_error (outcome.error);
          g_assert_cmpuint (outcome.n_in, ==, 20);
          g_assert_cmpfloat (pips_transfer_progress_get_fraction (&progress), ==, 1.0);
        }
    }

  /* The restore, cancelled at its gate: no game left; then whole. */
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      PipsTransferProgress progress = { 0, };
      Outcome outcome = { 0, };

      g_mutex_lock (&gate);
      pips_import_file_async (restored, file, &progress, cancellable, import_done_cb, &outcome);
      /* Not blocking: the worker's arrival at the gate wakes no source. */
      while (pips_transfer_count_waiting () == 0)
        g_main_context_iteration (NULL, FALSE);
      /* In the first round, Cancel when five games are written. */
      if (round == 0)
        pips_transfer_set_gate_func (cancel_at_five_cb, cancellable);
      g_mutex_unlock (&gate);
      while (!outcome.done)
        g_main_context_iteration (NULL, TRUE);

      pips_transfer_set_gate_func (NULL, NULL);
      if (round == 0)
        {
          g_autofree char *left = list_dir (games, NULL);

          g_assert_false (outcome.ok);
          g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
          g_clear_error (&outcome.error);
          g_assert_cmpstr (left, ==, "");
          g_assert_cmpuint (n_entries (restored), ==, 0);
        }
      else
        {
          g_autoptr(PipsStore) again = NULL;

          g_assert_no_error (outcome.error);
          g_assert_true (outcome.ok);
          g_assert_cmpuint (outcome.counts.added, ==, 20);
          g_assert_cmpuint (n_entries (restored), ==, 20);
          again = open_store (games);
          g_assert_cmpuint (n_entries (again), ==, 20);
        }
    }

  pips_transfer_set_gate (NULL);
  g_mutex_clear (&gate);
  g_clear_object (&store);
  g_clear_object (&restored);
  pips_test_remove_dir (dir);
  pips_test_remove_dir (to);
  pips_test_remove_dir (games);
}

static gboolean
count_game_cb (guint        index,
               const char  *text,
               gsize        length,
               gpointer     user_data,
               GError     **error)
{
  GArray *seen = user_data;
  g_autoptr(PipsSession) session = _pips_backup_open_game_text (text, length, index, error);

  g_assert_nonnull (session);
  g_array_append_val (seen, length);
  return TRUE;
}

/* A restore reads a backup game by game: the scanner hands out the first game before it has
 * read a fifth of a backup of 60 games, each game's text alone; a backup it cannot read is
 * refused as the whole-file reader refuses it; a damaged game takes back every file the restore
 * wrote. */
static void
test_restore_streams (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *to = pips_test_make_dir ();
  g_autofree char *target = g_build_filename (to, "games.pips-backup", NULL);
  g_autoptr(PipsStore) store = NULL;
  g_auto(GStrv) paths = NULL;
  g_autoptr(GError) error = NULL;
  gsize largest = write_games (dir, 60);
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (gsize));
  PipsTransferProgress progress = { 0, };
  gboolean not_backup = TRUE;
  goffset size;
  int fd;

  store = open_store (dir);
  paths = pips_backup_list_files (store);
  g_assert_true (pips_backup_write_file ((const char * const *) paths, target, NULL, NULL, NULL, NULL,
                                         NULL, &error));
  g_assert_no_error (error);

  fd = pips_file_open_regular (target, PIPS_BACKUP_MAX_FILE_SIZE, &size, &error);
  g_assert_no_error (error);
  g_assert_true (_pips_backup_scan (fd, size, count_game_cb, seen, &progress, NULL, &not_backup,
                                    &error));
  g_assert_no_error (error);
  close (fd);
  g_assert_false (not_backup);
  g_assert_cmpuint (seen->len, ==, 60);
  for (guint i = 0; i < seen->len; i++)
    g_assert_cmpuint (g_array_index (seen, gsize, i), <=, 2 * largest + 256);

  /* Hand-made or broken backups. */
  {
    g_autofree char *good = pips_test_read_file (g_test_get_filename (G_TEST_DIST, "data", "chili-4p.json", NULL), NULL);
    g_autofree char *escaped = g_strescape (good, NULL);
    g_autofree char *one = g_strdup_printf ("{\"format\":\"pips-backup\",\"version\":1,\"sessions\":["
                                            "{\"file\":\"a.json\",\"data\":\"%s\"}]}", escaped);
    g_autofree char *two_values = g_strconcat (one, " {}", NULL);
    g_autofree char *damaged_second = g_strdup_printf ("{\"format\":\"pips-backup\",\"version\":1,\"sessions\":["
                                                       "{\"file\":\"a.json\",\"data\":\"%s\"},"
                                                       "{\"file\":\"b.json\",\"data\":\"{}\"}]}", escaped);
    g_autofree char *hand_made = g_strdup_printf ("{\"version\":1,\"sessions\":["
                                                  "{\"file\":\"a.json\",\"data\":\"%s\"}],\"format\":\"pips-backup\"}",
                                                  escaped);
    struct {
      const char *text;
      guint added;    /* G_MAXUINT: refused with code */
      int code;
    } cases[] = {
      { one, 1, 0 },
      { two_values, G_MAXUINT, PIPS_TRANSFER_ERROR_NOT_PIPS },
      { damaged_second, G_MAXUINT, PIPS_TRANSFER_ERROR_DAMAGED },
      { "{\"format\":\"pips-backup\",\"version\":2,\"sessions\":[]}", G_MAXUINT, PIPS_TRANSFER_ERROR_NEWER },
      { "{\"format\":\"pips-backup\",\"version\":1,\"sessions\":[{\"data\":\"x", G_MAXUINT, PIPS_TRANSFER_ERROR_NOT_PIPS },
      /* Not as Pips writes a backup, but small: read whole, as before. */
      { hand_made, 1, 0 },
      { good, 1, 0 },
      { "{} {}", G_MAXUINT, PIPS_TRANSFER_ERROR_NOT_PIPS },
      { "", G_MAXUINT, PIPS_TRANSFER_ERROR_NOT_PIPS },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *games = pips_test_make_dir ();
        g_autoptr(PipsStore) restored = open_store (games);
        g_autofree char *path = g_build_filename (to, "case.pips-backup", NULL);
        g_autoptr(GFile) file = g_file_new_for_path (path);
        g_autofree char *left = NULL;
        Outcome outcome = { 0, };

        pips_test_write_file (to, "case.pips-backup", cases[i].text, -1);
        pips_import_file_async (restored, file, NULL, NULL, import_done_cb, &outcome);
        while (!outcome.done)
          g_main_context_iteration (NULL, TRUE);

        left = list_dir (games, NULL);
        if (cases[i].added == G_MAXUINT)
          {
            g_test_message ("case %u refused: %s", i, outcome.error->message);
            g_assert_false (outcome.ok);
            g_assert_error (outcome.error, PIPS_TRANSFER_ERROR, cases[i].code);
            g_assert_cmpstr (left, ==, "");
            g_assert_cmpuint (n_entries (restored), ==, 0);
          }
        else
          {
            g_assert_no_error (outcome.error);
            g_assert_true (outcome.ok);
            g_assert_cmpuint (outcome.counts.added, ==, cases[i].added);
            g_assert_cmpuint (n_entries (restored), ==, cases[i].added);
          }
        g_clear_error (&outcome.error);
        g_clear_object (&restored);
        pips_test_remove_dir (games);
      }
  }

  g_clear_object (&store);
  pips_test_remove_dir (dir);
  pips_test_remove_dir (to);
}

static void
count_copies_cb (PipsStore   *store,
                 PipsSession *session,
                 const char  *message,
                 guint       *n_copies)
{
  g_test_message ("saved in a copy: %s", message);
  (*n_copies)++;
}

/* A game deleted, an older copy of it imported, then the delete undone (issue 35): the deleted
 * game comes back into its own file, not into "-copy.json" with the message "changed by another
 * Pips" (no other Pips was there); the copy imported is another game, under an id of its own.
 * Through the synchronous import and the window's (pips_import_file_async()). */
static void
test_undo_delete_after_import (void)
{
  g_autoptr(GPtrArray) paths = list_fixtures ();

  for (guint round = 0; round < 2; round++)
    {
      g_autofree char *dir = pips_test_make_dir ();
      g_autofree char *outside = pips_test_make_dir ();
      g_autoptr(PipsStore) store = open_store (dir);
      g_autofree char *older = pips_test_read_file (g_ptr_array_index (paths, round), NULL);
      g_autoptr(PipsSession) session = pips_session_new_from_data (older, -1, NULL);
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
      g_autofree char *copy_name = g_strconcat (pips_session_get_id (session), "-copy.json", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *copy_path = g_build_filename (dir, copy_name, NULL);
      g_autofree char *newer = NULL;
      g_autofree char *on_disk = NULL;
      g_autoptr(GError) error = NULL;
      PipsImportResult result = { 0, };
      guint n_copies = 0;

      g_signal_connect (store, "saved-in-copy", G_CALLBACK (count_copies_cb), &n_copies);

      /* Played on after the copy was made, then deleted. */
      pips_store_add (store, session);
      pips_session_set_title (session, "Played on");
      g_assert_true (pips_store_flush (store, &error));
      g_assert_true (pips_store_remove (store, session, &error));
      g_assert_no_error (error);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

      if (round == 0)
        {
          g_autoptr(GPtrArray) parsed = pips_import_parse (older, strlen (older), &error);

          g_assert_no_error (error);
          g_assert_true (pips_import_into_store (store, parsed, &result, &error));
        }
      else
        {
          g_autofree char *file_path = g_build_filename (outside, "older.pips", NULL);
          g_autoptr(GFile) file = g_file_new_for_path (file_path);
          Outcome outcome = { 0, };

          pips_test_write_file (outside, "older.pips", older, -1);
          pips_import_file_async (store, file, NULL, NULL, import_done_cb, &outcome);
          while (!outcome.done)
            g_main_context_iteration (NULL, TRUE);
          g_assert_true (outcome.ok);
          result = outcome.counts;
        }
      g_assert_no_error (error);
      g_assert_cmpuint (result.added + result.renamed, ==, 1);

      /* Undo: the game as it was deleted, in its own file; nothing in a copy, nothing said. */
      pips_store_restore (store, session);
      g_assert_true (pips_store_flush (store, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (n_copies, ==, 0);
      g_assert_false (g_file_test (copy_path, G_FILE_TEST_EXISTS));
      newer = pips_session_serialize (session, NULL);
      on_disk = pips_test_read_file (path, NULL);
      g_assert_cmpstr (on_disk, ==, newer);
      g_assert_cmpuint (result.renamed, ==, 1);
      g_assert_cmpuint (n_entries (store), ==, 2);

      g_clear_object (&store);
      pips_test_remove_dir (dir);
      pips_test_remove_dir (outside);
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  if (g_getenv ("PIPS_TEST_BACKUP_CHILD") != NULL)
    return backup_child ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/transfer/csv-chili", test_csv_chili);
  g_test_add_func ("/transfer/csv-quoting", test_csv_quoting);
  g_test_add_func ("/transfer/export-import", test_export_import);
  g_test_add_func ("/transfer/backup-restore", test_backup_restore);
  g_test_add_func ("/transfer/refused", test_refused);
  g_test_add_func ("/transfer/two-values", test_two_values);
  g_test_add_func ("/transfer/outside-files", test_outside_files);
  g_test_add_func ("/transfer/backup-streams", test_backup_streams);
  g_test_add_func ("/transfer/backup-full-disk", test_backup_full_disk);
  g_test_add_data_func ("/transfer/backup-killed", argv[0], test_backup_killed);
  g_test_add_func ("/transfer/backup-cancel", test_backup_cancel);
  g_test_add_func ("/transfer/restore-streams", test_restore_streams);
  g_test_add_func ("/transfer/undo-delete-after-import", test_undo_delete_after_import);

  return g_test_run ();
}
