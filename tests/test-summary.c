/* test-summary.c — `pips --summary` and `pips --statistics`, run as a program without a display
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gstdio.h>

#include "pips-chili-fixture.h"
#include "pips-test-util.h"
#include "pips-transfer.h"

typedef struct
{
  char *dir;
  char *good;
  char *bad;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (12, 3, 30);
  g_autoptr(JsonNode) root = pips_session_to_json (session);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonArray *events;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("pips-summary-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->good = g_build_filename (fixture->dir, "good.json", NULL);
  fixture->bad = g_build_filename (fixture->dir, "bad.json", NULL);
  g_assert_true (pips_session_save_to_file (session, fixture->good, &error));

  /* The 5th event names a player who is not at the table. */
  root = json_node_copy (root);
  events = json_object_get_array_member (json_node_get_object (root), "events");
  json_object_set_int_member (json_array_get_object_element (events, 4), "player", 9);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_file_set_contents (fixture->bad, text, -1, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_unlink (fixture->good);
  g_unlink (fixture->bad);
  g_rmdir (fixture->dir);
  g_free (fixture->good);
  g_free (fixture->bad);
  g_free (fixture->dir);
}

static int
run (const char * const  *args,
     char               **out,
     char               **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) g_getenv ("PIPS"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, out, err, &error);
  g_assert_no_error (error);

  return g_subprocess_get_exit_status (process);
}

static void
test_text (Fixture       *fixture,
           gconstpointer  user_data)
{
  g_autoptr(PipsSession) session = pips_session_new_from_file (fixture->good, NULL);
  g_autofree char *expected = pips_session_summary_text (session);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "--summary", fixture->good, NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "Anna"));
  g_assert_nonnull (strstr (out, "Standings"));
}

static void
test_json (Fixture       *fixture,
           gconstpointer  user_data)
{
  g_autoptr(PipsSession) session = pips_session_new_from_file (fixture->good, NULL);
  g_autofree char *expected = pips_session_summary_json (session);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  JsonObject *root;
  JsonArray *standings;

  g_assert_cmpint (run ((const char *[]) { "--summary", "--format=json", fixture->good, NULL },
                        &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, expected));

  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "game"), ==, "chili");
  g_assert_false (json_object_get_boolean_member (root, "over"));
  g_assert_cmpint (json_object_get_int_member (root, "round"), >=, 1);
  standings = json_object_get_array_member (root, "standings");
  g_assert_cmpuint (json_array_get_length (standings), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *s = json_array_get_object_element (standings, i);

      g_assert_true (json_object_has_member (s, "player"));
      g_assert_true (json_object_has_member (s, "rank"));
      g_assert_true (json_object_has_member (s, "score"));
      g_assert_false (json_object_has_member (s, "chips"));
    }
}

/* One CSV of two files: the header once, then the rows of each, as pips_session_to_csv() makes
 * them; a file that cannot be read is named and the others still printed. */
static void
test_csv (Fixture       *fixture,
          gconstpointer  user_data)
{
  const char *chili = g_test_get_filename (G_TEST_DIST, "data", "chili-4p.json", NULL);
  g_autoptr(PipsSession) first = pips_session_new_from_file (fixture->good, NULL);
  g_autoptr(PipsSession) second = pips_session_new_from_file (chili, NULL);
  g_autofree char *csv_first = pips_session_to_csv (first, NULL);
  g_autofree char *csv_second = pips_session_to_csv (second, NULL);
  g_autofree char *expected = g_strconcat (csv_first, strchr (csv_second, '\n') + 1, NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "--summary", "--format=csv", fixture->good, chili, NULL },
                        &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_str_has_prefix (out, "game,session,started,round,player,value,unit,rank\r\n"));
  g_assert_nonnull (strstr (out, ",10,Anna,414,points,1\r\n"));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--summary", "--format=csv", fixture->bad, chili, NULL },
                        &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, csv_second);
  g_assert_true (g_str_has_prefix (err, fixture->bad));
}

static void
test_errors (Fixture       *fixture,
             gconstpointer  user_data)
{
  g_autofree char *missing = g_build_filename (fixture->dir, "missing.json", NULL);
  g_autofree char *prefix = g_strdup_printf ("%s: event 5: ", fixture->bad);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *before = pips_test_read_file (fixture->bad, NULL);
  g_autofree char *after = NULL;

  g_assert_cmpint (run ((const char *[]) { "--summary", fixture->bad, NULL }, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, prefix));
  g_assert_true (g_str_has_suffix (err, "\n"));
  /* The file is only read. */
  after = pips_test_read_file (fixture->bad, NULL);
  g_assert_cmpstr (before, ==, after);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--summary", "--format=json", missing, NULL },
                        &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (err, missing));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--summary", NULL }, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "Usage"));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--summary", "--format=xml", fixture->good, NULL },
                        &out, &err), ==, 2);
}

/* Many files in one run: each printed in order, those that cannot be read named on stderr. */
static void
test_many_files (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autoptr(PipsSession) session = pips_session_new_from_file (fixture->good, NULL);
  g_autofree char *summary = pips_session_summary_text (session);
  g_autofree char *json = pips_session_summary_json (session);
  g_autofree char *expected = g_strdup_printf ("==> %s <==\n%s\n==> %s <==\n%s",
                                               fixture->good, summary, fixture->good, summary);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "--summary", fixture->good, fixture->bad, fixture->good,
                                           NULL }, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, expected);
  g_assert_true (g_str_has_prefix (err, fixture->bad));
  {
    g_auto(GStrv) lines = g_strsplit (err, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, 2);
  }

  /* JSON: one document a file, each a line of its own at its end. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--summary", "--format", "json", fixture->good,
                                           fixture->good, NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  {
    g_autofree char *twice = g_strdup_printf ("%s%s%s%s", json, g_str_has_suffix (json, "\n") ? "" : "\n",
                                              json, g_str_has_suffix (json, "\n") ? "" : "\n");

    g_assert_cmpstr (out, ==, twice);
  }
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);

  return json_node_get_object (json_parser_get_root (parser));
}

/* `pips --statistics`: of files and folders (a file that cannot be read is left out and
 * counted), and by default of the folder of saved games. */
static void
test_statistics (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *home = g_build_filename (fixture->dir, "home", NULL);
  g_autofree char *cache = g_build_filename (fixture->dir, "cache", NULL);
  g_autofree char *sessions = g_build_filename (home, APP_ID, "sessions", NULL);
  g_autofree char *text = pips_test_read_file (fixture->good, NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  JsonObject *root, *games;

  /* The folder of saved games, and the summary cache, of this test. */
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);

  /* The folder (good.json and bad.json) and each file again. */
  g_assert_cmpint (run ((const char *[]) { "--statistics", "--format=json", fixture->dir,
                                           fixture->good, fixture->bad, NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  root = parse_object (parser, out);
  games = json_object_get_object_member (root, "games");
  g_assert_cmpint (json_object_get_int_member (games, "played"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (games, "in-progress"), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "unreadable")), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "players")), ==, 3);

  /* No folder named: the folder of saved games, empty, then with one game. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--statistics", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "All games\nGames: 0 played · 0 finished · 0 ended early · 0 in progress\n"));

  g_assert_cmpint (g_mkdir_with_parents (sessions, 0700), ==, 0);
  pips_test_write_file (sessions, "good.json", text, -1);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--statistics", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "All games\nGames: 1 played · 0 finished · 0 ended early · 1 in progress\n"));
  g_assert_nonnull (strstr (out, "Chili Dice"));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--statistics", "--format=yaml", NULL }, &out, &err), ==, 2);

  /* A mistyped folder is said and fails; the paths that are there are still printed. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "--statistics", "no-such-folder", fixture->good, NULL },
                        &out, &err), ==, 1);
  g_assert_cmpstr (err, ==, "no-such-folder: there is no such file or folder\n");
  g_assert_true (g_str_has_prefix (out, "All games\nGames: 1 played · 0 finished · 0 ended early · 1 in progress\n"));

  pips_test_remove_dir (home);
  pips_test_remove_dir (cache);
}

/* The `pips` command runs the app for anything else: here its own check of --format. */
static void
test_app (Fixture       *fixture,
          gconstpointer  user_data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "--format=json", fixture->good, NULL }, &out, &err), !=, 0);
  g_assert_nonnull (strstr (err, "--format is only used with --summary"));
}

/* Run from the build folder, `pips` speaks German with LANGUAGE=de (under a locale other than C,
 * where gettext ignores LANGUAGE): it finds the translations of the build folder, as `meson
 * devenv` does. */
static void
test_uninstalled_german (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                                                       G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *old_locale = g_strdup (setlocale (LC_ALL, NULL));
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    {
      g_test_skip ("The locale en_US.UTF-8 is not installed");
      return;
    }
  setlocale (LC_ALL, old_locale);

  g_subprocess_launcher_setenv (launcher, "LC_ALL", "en_US.UTF-8", TRUE);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "de", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "PIPS_LOCALEDIR");
  process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("PIPS"), "--summary",
                                         fixture->good, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "Rangliste"));
  g_assert_null (strstr (out, "Standings"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add ("/summary/text", Fixture, NULL, fixture_set_up, test_text, fixture_tear_down);
  g_test_add ("/summary/json", Fixture, NULL, fixture_set_up, test_json, fixture_tear_down);
  g_test_add ("/summary/csv", Fixture, NULL, fixture_set_up, test_csv, fixture_tear_down);
  g_test_add ("/summary/errors", Fixture, NULL, fixture_set_up, test_errors, fixture_tear_down);
  g_test_add ("/summary/app", Fixture, NULL, fixture_set_up, test_app, fixture_tear_down);
  g_test_add ("/summary/statistics", Fixture, NULL, fixture_set_up, test_statistics, fixture_tear_down);
  g_test_add ("/summary/many-files", Fixture, NULL, fixture_set_up, test_many_files,
              fixture_tear_down);
  g_test_add ("/summary/uninstalled-german", Fixture, NULL, fixture_set_up, test_uninstalled_german,
              fixture_tear_down);

  return g_test_run ();
}
