/* test-transfer.c — CSV, backup, restore and import (pips-transfer.c)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <locale.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pips-registry.h"
#include "pips-store.h"
#include "pips-test-util.h"
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

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/transfer/csv-chili", test_csv_chili);
  g_test_add_func ("/transfer/csv-quoting", test_csv_quoting);
  g_test_add_func ("/transfer/export-import", test_export_import);
  g_test_add_func ("/transfer/backup-restore", test_backup_restore);
  g_test_add_func ("/transfer/refused", test_refused);
  g_test_add_func ("/transfer/two-values", test_two_values);
  g_test_add_func ("/transfer/outside-files", test_outside_files);

  return g_test_run ();
}
