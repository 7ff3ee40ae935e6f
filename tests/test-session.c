/* test-session.c — the event log: undo, redo, the redo tail, replay, serializing, refusing files
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "pips-chili-rules.h"
#include "pips-event-reader.h"
#include "pips-json-file.h"
#include "pips-registry.h"
#include "pips-session-private.h"
#include "pips-chili-fixture.h"
#include "pips-test-util.h"

static void
test_new_checks_players (void)
{
  const char *none[] = { NULL };
  const char *nine[] = { "A", "B", "C", "D", "E", "F", "G", "H", "I", NULL };
  const char *twice[] = { "Anna", "Ben", "Anna", NULL };
  const char *blank[] = { "Anna", "  ", NULL };
  const char *ok[] = { " Anna ", "Ben", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = NULL;

  g_assert_null (pips_session_new ("chili", none, NULL, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS);
  g_clear_error (&error);

  g_assert_null (pips_session_new ("chili", nine, NULL, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS);
  g_clear_error (&error);

  g_assert_null (pips_session_new ("chili", twice, NULL, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS);
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_clear_error (&error);

  g_assert_null (pips_session_new ("chili", blank, NULL, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS);
  g_clear_error (&error);

  g_assert_null (pips_session_new ("no-such-game", ok, NULL, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_UNKNOWN_GAME);
  g_clear_error (&error);

  session = pips_session_new ("chili", ok, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (pips_session_get_players (session)[0], ==, "Anna");
  g_assert_cmpuint (pips_session_get_n_players (session), ==, 2);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 0);
  g_assert_false (pips_session_get_can_undo (session));
  g_assert_false (pips_session_get_can_redo (session));
  /* Every rule option is written out, with its default. */
  for (guint i = 0; i < pips_chili_game_info.n_options; i++)
    g_assert_true (json_object_has_member (pips_session_get_options (session),
                                           pips_chili_game_info.options[i].id));
}

static void
test_new_checks_options (void)
{
  const char *players[] = { "Anna", "Ben", NULL };
  g_autoptr(JsonObject) unknown = json_object_new ();
  g_autoptr(JsonObject) wrong = json_object_new ();
  g_autoptr(GError) error = NULL;

  json_object_set_boolean_member (unknown, "no-such-option", TRUE);
  g_assert_null (pips_session_new ("chili", players, unknown, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT);
  g_clear_error (&error);

  g_assert_cmpuint (pips_chili_game_info.n_options, >, 0);
  json_object_set_array_member (wrong, pips_chili_game_info.options[0].id, json_array_new ());
  g_assert_null (pips_session_new ("chili", players, wrong, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT);
}

static void
count_cb (gpointer  instance,
          gpointer  user_data)
{
  (*(guint *) user_data)++;
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  (*(guint *) user_data)++;
}

static void
test_undo_redo (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (7);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(JsonObject) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *empty = pips_session_serialize (session, NULL);
  guint changed = 0, can_undo = 0, can_redo = 0;

  g_signal_connect (session, "changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect (session, "notify::can-undo", G_CALLBACK (count_notify_cb), &can_undo);
  g_signal_connect (session, "notify::can-redo", G_CALLBACK (count_notify_cb), &can_redo);

  g_assert_false (pips_session_undo (session));
  g_assert_false (pips_session_redo (session));
  g_assert_cmpuint (changed, ==, 0);

  first = pips_chili_game_build_roll (game, roller, NULL);
  g_assert_true (pips_session_append (session, first, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (can_undo, ==, 1);
  g_assert_true (pips_chili_game_get_has_thrown (game));
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 1);

  /* Undo: the state is that of no event; the event stays as the redo tail. */
  g_assert_true (pips_session_undo (session));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (can_undo, ==, 2);
  g_assert_cmpuint (can_redo, ==, 1);
  g_assert_false (pips_chili_game_get_has_thrown (game));
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 0);
  g_assert_cmpuint (pips_session_get_cursor (session), ==, 0);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 1);
  g_assert_true (pips_session_get_can_redo (session));

  /* Redo brings it back. */
  g_assert_true (pips_session_redo (session));
  g_assert_true (pips_chili_game_get_has_thrown (game));
  g_assert_cmpuint (pips_session_get_cursor (session), ==, 1);
  g_assert_false (pips_session_get_can_redo (session));

  /* A new event after an undo drops the redo tail. */
  g_assert_true (pips_session_undo (session));
  other = pips_chili_game_build_roll (game, roller, NULL);
  g_assert_true (pips_session_append (session, other, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 1);
  {
    g_autoptr(JsonObject) kept = pips_session_dup_event (session, 0);

    g_assert_true (json_object_equal (kept, other));
  }
  g_assert_false (pips_session_get_can_redo (session));

  /* Undo everything: back to the empty state (apart from the time stamp). */
  g_assert_true (pips_session_undo (session));
  g_assert_false (pips_session_get_can_undo (session));
  g_assert_false (pips_chili_game_get_has_thrown (game));
  g_assert_nonnull (empty);
}

/* The rules check every event when it is appended, and the log keeps its own text of it (a change
 * to the caller's object afterwards changes nothing), so a redo is refused only when a game's rules
 * do not decide the same way twice. The test changes the kept text itself (through the private
 * structure) to see that a refused redo changes nothing and says so, with a warning rather than a
 * critical. */
static void
test_refused_redo_changes_nothing (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (5, 2, 6);
  g_autoptr(JsonObject) end = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) updated = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *summary_before = NULL;
  g_autofree char *summary_after = NULL;
  guint changed = 0, notified = 0;
  guint cursor;

  json_object_set_string_member (end, "type", "end");
  g_assert_true (pips_session_append (session, end, &error));
  g_assert_no_error (error);
  g_assert_true (pips_session_undo (session));
  cursor = pips_session_get_cursor (session);
  g_assert_true (pips_session_get_can_redo (session));

  /* The caller's object is not the log's. */
  json_object_remove_member (end, "type");
  {
    g_autoptr(JsonObject) kept = pips_session_dup_event (session, cursor);

    g_assert_cmpstr (json_object_get_string_member (kept, "type"), ==, "end");
  }

  /* Without a type, no game accepts the event. */
  _pips_session_drop_events (session, cursor);
  _pips_session_add_event_text (session, "{}", 2);

  before = pips_session_serialize (session, NULL);
  summary_before = pips_session_summary_json (session);
  updated = g_date_time_ref (pips_session_get_updated (session));
  g_signal_connect (session, "changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect (session, "notify", G_CALLBACK (count_notify_cb), &notified);

  g_test_expect_message ("pips-session", G_LOG_LEVEL_WARNING,
                         "Redoing event * failed: The entry has no type");
  g_assert_false (pips_session_redo (session));
  g_test_assert_expected_messages ();

  g_assert_cmpuint (pips_session_get_cursor (session), ==, cursor);
  g_assert_true (pips_session_get_can_redo (session));
  g_assert_true (pips_session_get_can_undo (session));
  g_assert_false (pips_session_get_is_over (session));
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpuint (notified, ==, 0);
  g_assert_true (g_date_time_equal (updated, pips_session_get_updated (session)));
  after = pips_session_serialize (session, NULL);
  summary_after = pips_session_summary_json (session);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (summary_before, ==, summary_after);

  /* The redo tail was kept: with the event whole again, it is redone. */
  _pips_session_drop_events (session, cursor);
  _pips_session_add_event_text (session, "{\"type\":\"end\"}", strlen ("{\"type\":\"end\"}"));
  g_assert_true (pips_session_redo (session));
  g_assert_cmpuint (pips_session_get_cursor (session), ==, cursor + 1);
  g_assert_true (pips_session_get_is_over (session));
  g_assert_cmpuint (changed, ==, 1);
}

static void
test_refused_event_changes_nothing (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (11, 3, 7);
  g_autofree char *before = pips_session_serialize (session, NULL);
  g_autofree char *after = NULL;
  g_autoptr(JsonObject) no_type = json_object_new ();
  g_autoptr(JsonObject) bad = json_object_new ();
  g_autoptr(GError) error = NULL;
  guint changed = 0;

  g_signal_connect (session, "changed", G_CALLBACK (count_cb), &changed);

  json_object_set_int_member (no_type, "player", 0);
  g_assert_false (pips_session_append (session, no_type, &error));
  g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID);
  g_clear_error (&error);

  json_object_set_string_member (bad, "type", "no-such-event");
  json_object_set_int_member (bad, "player", 0);
  g_assert_false (pips_session_append (session, bad, &error));
  g_assert_nonnull (error);

  after = pips_session_serialize (session, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (changed, ==, 0);
}

/* Replaying the log gives the state that was built live, for many random games. */
static void
test_replay_equals_live (void)
{
  for (guint seed = 1; seed <= 50; seed++)
    {
      g_autoptr(PipsSession) live = pips_test_chili_random_game (seed, 1 + seed % 4, 40 + seed * 3);
      g_autofree char *text = pips_session_serialize (live, NULL);
      g_autoptr(PipsSession) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *live_summary = pips_session_summary_json (live);
      g_autofree char *loaded_summary = NULL;
      g_autofree char *live_sheet = pips_session_summary_text (live);
      g_autofree char *loaded_sheet = NULL;
      g_autofree char *again = NULL;

      loaded = pips_session_new_from_data (text, -1, &error);
      g_assert_no_error (error);
      loaded_summary = pips_session_summary_json (loaded);
      loaded_sheet = pips_session_summary_text (loaded);
      again = pips_session_serialize (loaded, NULL);

      g_assert_cmpstr (live_summary, ==, loaded_summary);
      g_assert_cmpstr (live_sheet, ==, loaded_sheet);
      g_assert_cmpstr (text, ==, again);
    }
}

static void
test_save_load_save (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (5, 4, 60);
  g_autofree char *dir = g_dir_make_tmp ("pips-session-XXXXXX", NULL);
  g_autofree char *path1 = g_build_filename (dir, "one.json", NULL);
  g_autofree char *path2 = g_build_filename (dir, "two.json", NULL);
  g_autoptr(PipsSession) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data1 = NULL;
  g_autofree char *data2 = NULL;
  gsize len1, len2;

  /* An undone event and a title are kept too. */
  pips_session_set_title (session, "Sunday at Clara’s");
  g_assert_true (pips_session_undo (session));

  g_assert_true (pips_session_save_to_file (session, path1, &error));
  g_assert_no_error (error);
  loaded = pips_session_new_from_file (path1, &error);
  g_assert_no_error (error);
  g_assert_true (pips_session_save_to_file (loaded, path2, &error));
  g_assert_no_error (error);

  data1 = pips_test_read_file (path1, &len1);
  data2 = pips_test_read_file (path2, &len2);
  g_assert_cmpmem (data1, len1, data2, len2);
  if (!g_str_has_prefix (data1, "{\n  \"format\": \"pips-session\",\n  \"version\": 1,"))
    g_error ("Unexpected start of a session file: %.80s", data1);

  g_assert_cmpstr (pips_session_get_title (loaded), ==, "Sunday at Clara’s");
  g_assert_true (pips_session_get_can_redo (loaded));
  g_assert_cmpuint (pips_session_get_cursor (loaded), ==, pips_session_get_cursor (session));

  g_unlink (path1);
  g_unlink (path2);
  g_rmdir (dir);
}

static void
test_end_event (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (3, 2, 10);
  g_autoptr(JsonObject) end = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) history = NULL;
  g_autofree char *status = NULL;

  json_object_set_string_member (end, "type", "end");
  g_assert_false (pips_session_get_is_over (session));
  g_assert_true (pips_session_append (session, end, &error));
  g_assert_no_error (error);
  g_assert_true (pips_session_get_is_over (session));
  g_assert_cmpint (pips_game_get_only_player (pips_session_get_game (session)), ==, -1);
  status = pips_session_dup_status (session);
  g_assert_cmpstr (status, ==, "Ended by the players");

  /* Nothing after the end. */
  g_assert_false (pips_session_append (session, end, &error));
  g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER);

  history = pips_session_dup_history (session);
  g_assert_cmpuint (g_strv_length (history), ==, pips_session_get_cursor (session));
  g_assert_cmpstr (history[g_strv_length (history) - 1], ==, "The players ended the game");

  g_assert_true (pips_session_undo (session));
  g_assert_false (pips_session_get_is_over (session));
}

static void
test_history (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (9, 2, 25);
  g_auto(GStrv) history = pips_session_dup_history (session);

  g_assert_cmpuint (g_strv_length (history), ==, 25);
  for (guint i = 0; history[i] != NULL; i++)
    g_assert_cmpuint (strlen (history[i]), >, 0);

  pips_session_undo (session);
  g_clear_pointer (&history, g_strfreev);
  history = pips_session_dup_history (session);
  g_assert_cmpuint (g_strv_length (history), ==, 24);
}

/* Files that are not sessions, or not sessions this version can open, are refused with a clear
 * message. */
static void
assert_refused (const char *data,
                gssize      length,
                int         code,
                const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new_from_data (data, length, &error);

  g_assert_null (session);
  g_assert_error (error, PIPS_SESSION_ERROR, code);
  if (message_part != NULL && strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not contain “%s”", error->message, message_part);
}

static char *
replace_once (const char *text,
              const char *from,
              const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static void
test_refuse_files (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (21, 2, 12);
  g_autofree char *good = pips_session_serialize (session, NULL);
  g_autofree char *newer = replace_once (good, "\"version\": 1", "\"version\": 2");
  g_autofree char *string_version = replace_once (good, "\"version\": 1", "\"version\": \"1\"");
  g_autofree char *old_version = replace_once (good, "\"version\": 1", "\"version\": 0");
  g_autofree char *not_pips = replace_once (good, "pips-session", "something-else");
  g_autofree char *unknown_game = replace_once (good, "\"game\": \"chili\"", "\"game\": \"yahtzee\"");
  g_autofree char *players_number = replace_once (good, "\"players\": [", "\"players\": 3, \"x\": [");
  g_autofree char *events_object = replace_once (good, "\"events\": [", "\"events\": {}, \"x\": [");
  g_autofree char *bad_cursor = replace_once (good, "\"cursor\": 12", "\"cursor\": 13");
  g_autofree char *bad_id = replace_once (good, "\"id\": \"", "\"id\": \"../../etc/");
  g_autofree char *bad_date = replace_once (good, "\"created\": \"", "\"created\": \"yesterday");
  g_autofree char *float_version = replace_once (good, "\"version\": 1", "\"version\": 1.0");
  g_autofree char *no_version = replace_once (good, "\"version\": 1,", "");
  /* json-glib ends a string at a nul character (\u0000): the rest would be lost on the first
   * save, so such a file is refused, whether in a name, the title or an event (a stake, a
   * picture's title). An escaped backslash before "u0000" is no nul. */
  g_autofree char *nul_name = replace_once (good, "\"players\": [\"", "\"players\": [\"x\\u0000");
  g_autofree char *nul_title = replace_once (good, "\"created\": \"", "\"title\": \"Abend\\u0000 im Hof\", \"created\": \"");
  g_autofree char *nul_event = replace_once (good, "\"faces\":[", "\"x\":\"\\u0000\",\"faces\":[");
  g_autofree char *backslash_title = replace_once (good, "\"created\": \"", "\"title\": \"C:\\\\u0000\", \"created\": \"");
  /* A title is text, or absent: a number would be dropped. */
  g_autofree char *number_title = replace_once (good, "\"created\": \"", "\"title\": 5, \"created\": \"");
  g_autofree char *null_title = replace_once (good, "\"created\": \"", "\"title\": null, \"created\": \"");
  g_autofree char *deep = NULL;
  g_autofree char *huge = NULL;
  gsize huge_len = PIPS_SESSION_MAX_FILE_SIZE + 1;

  assert_refused ("", 0, PIPS_SESSION_ERROR_CORRUPT, "empty");
  assert_refused ("not json at all", -1, PIPS_SESSION_ERROR_CORRUPT, "damaged");
  assert_refused ("[1, 2, 3]", -1, PIPS_SESSION_ERROR_CORRUPT, "not a Pips session");
  assert_refused ("\xff\xfe\x00\x01", 4, PIPS_SESSION_ERROR_CORRUPT, "not text");
  /* Truncated at many places: never accepted, never a crash. */
  for (gsize cut = 1; cut < strlen (good); cut += 37)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PipsSession) truncated = pips_session_new_from_data (good, cut, &error);

      g_assert_null (truncated);
      g_assert_nonnull (error);
    }
  assert_refused (newer, -1, PIPS_SESSION_ERROR_NEWER, "newer version of Pips");
  assert_refused (string_version, -1, PIPS_SESSION_ERROR_CORRUPT, "format version");
  assert_refused (old_version, -1, PIPS_SESSION_ERROR_CORRUPT, "format version");
  assert_refused (not_pips, -1, PIPS_SESSION_ERROR_CORRUPT, "not a Pips session");
  assert_refused (float_version, -1, PIPS_SESSION_ERROR_CORRUPT, "no format version");
  assert_refused (no_version, -1, PIPS_SESSION_ERROR_CORRUPT, "no format version");
  assert_refused (nul_name, -1, PIPS_SESSION_ERROR_CORRUPT, "nul character");
  assert_refused (nul_title, -1, PIPS_SESSION_ERROR_CORRUPT, "nul character");
  assert_refused (nul_event, -1, PIPS_SESSION_ERROR_CORRUPT, "nul character");
  assert_refused (number_title, -1, PIPS_SESSION_ERROR_CORRUPT, "title");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(PipsSession) titled = pips_session_new_from_data (backslash_title, -1, &error);
    g_autoptr(PipsSession) untitled = pips_session_new_from_data (null_title, -1, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (pips_session_get_title (titled), ==, "C:\\u0000");
    g_assert_cmpstr (pips_session_get_title (untitled), ==, "Chili Dice");
  }
  assert_refused (unknown_game, -1, PIPS_SESSION_ERROR_UNKNOWN_GAME, "yahtzee");
  assert_refused (players_number, -1, PIPS_SESSION_ERROR_CORRUPT, "players");
  assert_refused (events_object, -1, PIPS_SESSION_ERROR_CORRUPT, "events");
  assert_refused (bad_cursor, -1, PIPS_SESSION_ERROR_CORRUPT, "undo");
  assert_refused (bad_id, -1, PIPS_SESSION_ERROR_CORRUPT, "id");
  assert_refused (bad_date, -1, PIPS_SESSION_ERROR_CORRUPT, "dates");

  /* Nesting deeper than Pips reads: the message names the depth. */
  deep = g_strnfill (100000, '[');
  assert_refused (deep, -1, PIPS_SESSION_ERROR_CORRUPT, "more than 32 levels deep");

  huge = g_malloc (huge_len);
  memset (huge, ' ', huge_len);
  assert_refused (huge, huge_len, PIPS_SESSION_ERROR_TOO_LARGE, "too large");
}

/* What the loader accepts, the writer must write back readable: files that once opened but
 * could not be opened again after Pips saved them are refused on load instead, and files that
 * hold no value at all get a reason (they used to crash `pips --summary`). */
static void
test_refuse_unwritable (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (21, 2, 12);
  g_autofree char *good = pips_session_serialize (session, NULL);
  g_autofree char *infinite = replace_once (good, "\"faces\":[", "\"x\":1e400,\"faces\":[");
  g_autofree char *early = replace_once (good, "\"created\": \"", "\"created\": \"0001-01-01T00:30:00+01:00\", \"x\": \"");
  g_autofree char *late = replace_once (good, "\"created\": \"", "\"created\": \"9999-12-31T23:30:00-01:00\", \"x\": \"");
  g_autofree char *spaces = replace_once (good, "\"players\": [", "\"players\": [\"Anna\", \" Anna \"], \"x\": [");

  assert_refused (" \n\t ", -1, PIPS_SESSION_ERROR_CORRUPT, "not a Pips session");
  assert_refused ("\xef\xbb\xbf", -1, PIPS_SESSION_ERROR_CORRUPT, NULL);
  assert_refused ("\xef\xbb\xbf \n", -1, PIPS_SESSION_ERROR_CORRUPT, NULL);
  assert_refused ("/* a comment */", -1, PIPS_SESSION_ERROR_CORRUPT, NULL);
  assert_refused (infinite, -1, PIPS_SESSION_ERROR_EVENT, "a number is too large");
  assert_refused (early, -1, PIPS_SESSION_ERROR_CORRUPT, "dates");
  assert_refused (late, -1, PIPS_SESSION_ERROR_CORRUPT, "dates");
  assert_refused (spaces, -1, PIPS_SESSION_ERROR_PLAYERS, "Two players are called “Anna”");

  /* Millions of empty events are refused before a tree of them is built, and a session with more
   * events than any table plays is refused too. */
  {
    GString *many = g_string_new (NULL);
    g_autofree char *text = NULL;

    g_string_append (many, "{\"format\":\"pips-session\",\"events\":[");
    for (guint i = 0; i < 2 * 1000 * 1000; i++)
      g_string_append (many, i == 0 ? "{}" : ",{}");
    g_string_append (many, "]}");
    text = g_string_free (many, FALSE);
    assert_refused (text, -1, PIPS_SESSION_ERROR_TOO_LARGE, "more entries than Pips can keep");
  }

  /* A large number that is finite stays what it was, and the file opens again once saved. */
  {
    g_autofree char *large = replace_once (good, "\"faces\":[", "\"x\":1e300,\"faces\":[");
    g_autoptr(GError) error = NULL;
    g_autoptr(PipsSession) loaded = pips_session_new_from_data (large, -1, &error);
    g_autofree char *saved = NULL;
    g_autoptr(PipsSession) again = NULL;

    g_assert_no_error (error);
    saved = pips_session_serialize (loaded, NULL);
    again = pips_session_new_from_data (saved, -1, &error);
    g_assert_no_error (error);
    g_assert_nonnull (again);
  }
}

static void
test_refuse_bad_event (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (4, 2, 6);
  g_autoptr(JsonNode) root = pips_session_to_json (session);
  g_autoptr(JsonNode) copy = json_node_copy (root);
  JsonArray *events = json_object_get_array_member (json_node_get_object (copy), "events");
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) loaded = NULL;

  /* The third event names a player out of turn. */
  json_object_set_int_member (json_array_get_object_element (events, 2), "player", 7);
  json_generator_set_root (generator, copy);
  text = json_generator_to_data (generator, NULL);

  loaded = pips_session_new_from_data (text, -1, &error);
  g_assert_null (loaded);
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT);
  g_assert_true (g_str_has_prefix (error->message, "event 3: "));
}

/* An event json-glib holds but its file could not give back is refused by append, as the loader
 * refuses it in a file: a number out of range (1e400 is kept as an infinite double), nesting
 * deeper than the loader reads. What append takes, undo, redo and reopening read back. */
static void
test_refuse_unkeepable_event (void)
{
  static const char *unkeepable[] = {
    "{\"type\":\"end\",\"x\":1e400}",
    "{\"type\":\"end\",\"x\":[-1e999]}",
    NULL
  };
  g_autoptr(PipsSession) session = pips_test_chili_random_game (4, 2, 6);
  g_autofree char *before = pips_session_serialize (session, NULL);
  g_autoptr(GError) error = NULL;
  guint n_events = pips_session_get_n_events (session);

  for (guint i = 0; unkeepable[i] != NULL; i++)
    {
      g_autoptr(JsonNode) node = json_from_string (unkeepable[i], NULL);
      g_autofree char *after = NULL;

      g_assert_false (pips_session_append (session, json_node_get_object (node), &error));
      g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT);
      g_clear_error (&error);
      after = pips_session_serialize (session, NULL);
      g_assert_cmpstr (after, ==, before);
    }

  /* The event lies two levels down in its file: 30 levels are kept, 31 are not. */
  for (guint depth = 30; depth <= 31; depth++)
    {
      g_autoptr(GString) text = g_string_new ("{\"type\":\"end\",\"x\":");
      g_autoptr(JsonNode) node = NULL;
      gboolean accepted;

      for (guint i = 1; i < depth; i++)
        g_string_append_c (text, '[');
      for (guint i = 1; i < depth; i++)
        g_string_append_c (text, ']');
      g_string_append_c (text, '}');
      node = json_from_string (text->str, NULL);
      g_assert_nonnull (node);
      accepted = pips_session_append (session, json_node_get_object (node), &error);
      if (depth == 31)
        {
          g_assert_false (accepted);
          g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT);
          g_assert_nonnull (strstr (error->message, "30"));
          g_clear_error (&error);
          continue;
        }

      g_assert_no_error (error);
      g_assert_true (accepted);
      {
        g_autofree char *saved = pips_session_serialize (session, NULL);
        g_autoptr(PipsSession) again = pips_session_new_from_data (saved, -1, &error);

        g_assert_no_error (error);
        g_assert_cmpuint (pips_session_get_n_events (again), ==, n_events + 1);
      }
      g_assert_true (pips_session_undo (session));
      g_assert_true (pips_session_redo (session));
      g_assert_true (pips_session_undo (session));
    }
}

/* Fills @session's log with @n copies of @text that no rule reads (through the private
 * structure; the state stays the start's), with the cursor after them. */
static void
fill_log (PipsSession *session,
          guint        n,
          const char  *text)
{
  for (guint i = 0; i < n; i++)
    _pips_session_add_event_text (session, text, strlen (text));
  session->cursor = n;
}

static JsonObject *
padded_end (gsize pad)
{
  JsonObject *end = json_object_new ();
  g_autofree char *padding = g_strnfill (pad, 'x');

  json_object_set_string_member (end, "type", "end");
  json_object_set_string_member (end, "pad", padding);

  return end;
}

/* A live game stays within the limits its loader enforces: append refuses, in the players'
 * words, the entry that would make the file hold more events than PIPS_SESSION_MAX_EVENTS, more
 * objects and arrays than PIPS_SESSION_MAX_CONTAINERS, or come within
 * PIPS_SESSION_SIZE_HEADROOM of PIPS_SESSION_MAX_FILE_SIZE; the entry just within is taken. */
static void
test_append_keeps_within_limits (void)
{
  g_autoptr(GError) error = NULL;

  /* The number of events. */
  {
    g_autoptr(PipsSession) session = pips_test_chili_session (2);
    g_autoptr(JsonObject) end = padded_end (1);

    fill_log (session, PIPS_SESSION_MAX_EVENTS - 1, "{}");
    g_assert_true (pips_session_append (session, end, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (pips_session_get_n_events (session), ==, PIPS_SESSION_MAX_EVENTS);
    g_assert_false (pips_session_append (session, end, &error));
    g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE);
    g_assert_nonnull (strstr (error->message, "200000"));
    g_clear_error (&error);
    g_assert_cmpuint (pips_session_get_n_events (session), ==, PIPS_SESSION_MAX_EVENTS);
  }

  /* The file's size: with 100 000 events the undo position has as many digits as it can have,
   * so the limit is met to the byte. */
  {
    g_autoptr(PipsSession) session = pips_test_chili_session (2);
    g_autofree char *text = NULL;
    gsize size;
    gsize pad;

    fill_log (session, 100000, "{}");
    text = pips_session_serialize (session, &size);
    /* Each event adds itself and 6 bytes (",\n    "). */
    pad = PIPS_SESSION_MAX_FILE_SIZE - PIPS_SESSION_SIZE_HEADROOM - size - 6 -
          strlen ("{\"type\":\"end\",\"pad\":\"\"}");
    {
      g_autoptr(JsonObject) over = padded_end (pad + 1);
      g_autoptr(JsonObject) within = padded_end (pad);
      g_autofree char *saved = NULL;
      gsize saved_size;

      g_assert_false (pips_session_append (session, over, &error));
      g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE);
      g_clear_error (&error);
      g_assert_true (pips_session_append (session, within, &error));
      g_assert_no_error (error);
      saved = pips_session_serialize (session, &saved_size);
      g_assert_cmpuint (saved_size, ==, PIPS_SESSION_MAX_FILE_SIZE - PIPS_SESSION_SIZE_HEADROOM);
    }
    /* A title as long as a title can be still fits in the room left. */
    {
      g_autofree char *long_title = g_strnfill (3 * PIPS_SESSION_MAX_TITLE_LENGTH, '"');
      g_autofree char *saved = NULL;
      gsize saved_size;

      pips_session_set_title (session, long_title);
      g_assert_cmpuint (g_utf8_strlen (pips_session_get_title (session), -1), ==,
                        PIPS_SESSION_MAX_TITLE_LENGTH);
      saved = pips_session_serialize (session, &saved_size);
      g_assert_cmpuint (saved_size, <=, PIPS_SESSION_MAX_FILE_SIZE);
    }
  }

  /* Objects and arrays: five in each of 160 000 events are as many as the loader reads. */
  {
    g_autoptr(PipsSession) session = pips_test_chili_session (2);
    g_autoptr(JsonObject) end = padded_end (1);

    fill_log (session, PIPS_SESSION_MAX_CONTAINERS / 5, "{\"a\":[{},{},{}]}");
    g_assert_false (pips_session_append (session, end, &error));
    g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE);
    g_clear_error (&error);
  }
}

/* The events of @session are those json-glib reads in @text as a whole. */
static void
assert_events_are_the_file_s (PipsSession *session,
                              const char  *text)
{
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  JsonArray *events = json_object_get_array_member (json_node_get_object (root), "events");

  g_assert_cmpuint (json_array_get_length (events), ==, pips_session_get_n_events (session));
  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      g_autoptr(JsonObject) kept = pips_session_dup_event (session, i);

      g_assert_true (json_object_equal (kept, json_array_get_object_element (events, i)));
    }
}

/* A session keeps each event as its text, as it is in the file when that is compact: a file Pips
 * wrote is written back byte for byte; events written with spaces are written back compactly;
 * strings with brackets and quotes, an "events" member inside another, twice in the root, or
 * spelled with an escape, do not mislead it. */
static void
test_events_kept_as_text (void)
{
  static const char * const files[] = {
    "pips-written.json", "escape-in-event.json", "brackets-in-strings.json", "events-twice.json",
    "events-escaped-key.json",
  };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "load", files[f], NULL);
      g_autofree char *text = pips_test_read_file (path, NULL);
      g_autoptr(PipsSession) session = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *written = NULL;

      g_test_message ("%s", files[f]);
      session = pips_session_new_from_data (text, -1, &error);
      g_assert_no_error (error);
      assert_events_are_the_file_s (session, text);

      written = pips_session_serialize (session, NULL);
      /* Found in the file, not written anew (which would write "5" for "\u0035"). */
      if (f <= 1)
        g_assert_cmpstr (written, ==, text);
      assert_events_are_the_file_s (session, written);
    }

  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "chili-4p.json", NULL);
    g_autofree char *text = pips_test_read_file (path, NULL);
    g_autoptr(PipsSession) session = pips_session_new_from_data (text, -1, NULL);
    g_autofree char *written = pips_session_serialize (session, NULL);

    g_assert_nonnull (strstr (text, "{\"type\": \"throw\", \"player\": 0,"));
    g_assert_nonnull (strstr (written, "\n    {\"type\":\"throw\",\"player\":0,"));
    assert_events_are_the_file_s (session, text);
  }
}

/* Pips' own reader of events reads what it takes exactly as json-glib does, and refuses the rest
 * (the file is then read by json-glib). */
static void
test_event_reader (void)
{
  static const char * const taken[] = {
    "{}",
    "{\"type\":\"throw\",\"player\":3,\"dice\":[1,2,3,4,5,6],\"red\":[]}",
    "{\"a\" : [ {\"b\":null} , true,false ] ,\n\t\"c\":\"Zoë 🎲\"\r\n}",
    "{\"max\":9223372036854775807,\"min\":-9223372036854775807,\"zero\":-0,\"nested\":[[[[]]]]}",
    "{\"s\":\"\",\"t\":\"a b/c'd\"}",
  };
  static const char * const refused[] = {
    "",
    " {}",                         /* nothing before or after the object */
    "{} ",
    "[]",
    "{",
    "{\"a\":1",
    "{\"a\":1,}",
    "{\"a\":1}x",
    "{\"a\":1}{}",
    "{\"a\" 1}",
    "{a:1}",
    "{\"a\":\"\\u0035\"}",         /* an escape */
    "{\"a\\\"\":1}",               /* an escape in a name */
    "{\"a\":\"tab\there\"}",       /* a control character */
    "{\"a\":1.5}",
    "{\"a\":1e3}",
    "{\"a\":01}",
    "{\"a\":+1}",
    "{\"a\":-}",
    "{\"a\":9223372036854775808}",
    "{\"a\":-9223372036854775808}",
    "{\"a\":1,\"a\":2}",           /* a duplicate member */
    "{\"a\":tru}",
    "{\"a\":nul}",
    "{\"a\":truex}",
    "{\"a\":[1 2]}",
    "{\"a\":/* comment */1}",
    "{\"a\":'b'}",
  };
  g_autoptr(GString) scratch = g_string_new (NULL);
  g_autoptr(GString) deep = g_string_new ("{\"a\":");

  for (guint i = 0; i < G_N_ELEMENTS (taken); i++)
    {
      g_autoptr(JsonNode) node = _pips_event_read (taken[i], strlen (taken[i]), scratch);
      g_autoptr(JsonNode) expected = json_from_string (taken[i], NULL);

      g_test_message ("taken: %s", taken[i]);
      g_assert_nonnull (node);
      g_assert_nonnull (expected);
      g_assert_true (json_node_equal (node, expected));
    }

  /* As json_node_equal() does not tell 0 from -0 or an integer from a double, the types too. */
  {
    g_autoptr(JsonNode) node = _pips_event_read (taken[3], strlen (taken[3]), scratch);
    JsonObject *object = json_node_get_object (node);

    g_assert_cmpint (json_node_get_value_type (json_object_get_member (object, "max")), ==, G_TYPE_INT64);
    g_assert_cmpint (json_object_get_int_member (object, "max"), ==, G_MAXINT64);
    g_assert_cmpint (json_object_get_int_member (object, "min"), ==, -G_MAXINT64);
    g_assert_cmpint (json_object_get_int_member (object, "zero"), ==, 0);
  }

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_test_message ("refused: %s", refused[i]);
      g_assert_null (_pips_event_read (refused[i], strlen (refused[i]), scratch));
    }

  /* Nesting beyond any event's. */
  for (guint i = 0; i < 40; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 40; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');
  g_assert_null (_pips_event_read (deep->str, deep->len, scratch));

  /* A reader of a file's events shares their values and lends one object per shape: every text
   * read again, after the others (values, arrays and shapes met before), is read as json-glib
   * reads it, and counted as pips_json_file_count_containers() counts it; the refused texts too
   * are refused after the others. */
  {
    g_autoptr(PipsEventReader) reader = _pips_event_reader_new ();
    static const char * const more[] = {
      "{\"type\":\"throw\",\"player\":2,\"dice\":[1,2,3,4,5,6],\"red\":[4]}",
      "{\"type\":\"score\",\"player\":3,\"dice\":[1,2],\"red\":[]}",
      "{\"a\":[1,2],\"b\":[1,2],\"c\":[1,2,3,4,5,6],\"d\":true,\"e\":\"true\"}",
      "{\"a\":[1,[2]],\"b\":[\"x\"],\"c\":[1,2,3,4,5,6],\"d\":null,\"e\":1}",
      "{\"1\":1,\"2\":2,\"3\":3,\"4\":4,\"5\":5,\"6\":6,\"7\":7,\"8\":8,\"9\":9,\"10\":10,\"11\":11,"
      "\"12\":12,\"13\":13,\"14\":14,\"15\":15,\"16\":16,\"17\":[17]}",
    };

    for (guint round = 0; round < 2; round++)
      {
        for (guint i = 0; i < G_N_ELEMENTS (taken) + G_N_ELEMENTS (more); i++)
          {
            const char *text = i < G_N_ELEMENTS (taken) ? taken[i] : more[i - G_N_ELEMENTS (taken)];
            g_autoptr(JsonNode) expected = json_from_string (text, NULL);
            gsize containers = 0;
            JsonNode *node = _pips_event_reader_read (reader, text, strlen (text), &containers);

            g_test_message ("shared, taken: %s", text);
            g_assert_nonnull (node);
            g_assert_true (json_node_equal (node, expected));
            g_assert_cmpuint (containers, ==, pips_json_file_count_containers (text, strlen (text), NULL));
          }

        for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
          {
            gsize containers;

            g_test_message ("shared, refused: %s", refused[i]);
            g_assert_null (_pips_event_reader_read (reader, refused[i], strlen (refused[i]), &containers));
          }
      }
  }
}

/* A file opened the quick way (json-glib for all but the events, Pips' reader for them) is the
 * session json-glib's tree of the whole file opens, and a file the quick way cannot read or the
 * rules refuse is opened, or refused, as the slow way does. */
static void
test_quick_and_slow (void)
{
  static const char * const files[] = {
    "data/chili-4p.json", "data/black-n-white-4p.json", "data/chicago-6p-house-rules.json",
    "data/choice-jokers.json", "data/family-album-4p-bonus.json",
    "fuzz/corpus/load/pips-written.json", "fuzz/corpus/load/escape-in-event.json",
  };
  g_autoptr(PipsSession) long_game = pips_test_chili_random_game (7, 4, 30);
  g_autofree char *long_text = pips_session_serialize (long_game, NULL);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, files[f], NULL);

      g_ptr_array_add (texts, pips_test_read_file (path, NULL));
    }
  g_ptr_array_add (texts, g_strdup (long_text));
  /* A fraction, a duplicate member, an event the rules refuse. */
  g_ptr_array_add (texts, replace_once (long_text, "\"player\":1,", "\"player\":1.0,"));
  g_ptr_array_add (texts, replace_once (long_text, "\"player\":1,", "\"player\":1,\"player\":2,"));
  g_ptr_array_add (texts, replace_once (long_text, "\"player\":1,", "\"player\":7,"));

  for (guint t = 0; t < texts->len; t++)
    {
      const char *text = g_ptr_array_index (texts, t);
      g_autoptr(JsonNode) tree = json_from_string (text, NULL);
      g_autoptr(GError) quick_error = NULL;
      g_autoptr(GError) slow_error = NULL;
      g_autoptr(PipsSession) quick = pips_session_new_from_data (text, -1, &quick_error);
      g_autoptr(PipsSession) slow = pips_session_new_from_json (tree, &slow_error);

      g_test_message ("text %u", t);
      g_assert_nonnull (tree);
      g_assert_true ((quick == NULL) == (slow == NULL));
      if (quick == NULL)
        {
          g_assert_cmpstr (quick_error->message, ==, slow_error->message);
          continue;
        }
      g_assert_cmpuint (pips_session_get_n_events (quick), ==, pips_session_get_n_events (slow));
      g_assert_cmpuint (pips_session_get_cursor (quick), ==, pips_session_get_cursor (slow));
      for (guint i = 0; i < pips_session_get_n_events (quick); i++)
        {
          g_autoptr(JsonObject) a = pips_session_dup_event (quick, i);
          g_autoptr(JsonObject) b = pips_session_dup_event (slow, i);

          g_assert_true (json_object_equal (a, b));
        }
      {
        g_autofree char *a = pips_session_dup_status (quick);
        g_autofree char *b = pips_session_dup_status (slow);
        g_autofree char *sheet_a = pips_game_dup_sheet_text (pips_session_get_game (quick));
        g_autofree char *sheet_b = pips_game_dup_sheet_text (pips_session_get_game (slow));

        g_assert_cmpstr (a, ==, b);
        g_assert_cmpstr (sheet_a, ==, sheet_b);
      }
    }

  /* The refused event says which it is, as before. */
  {
    g_autofree char *refused = replace_once (long_text, "\"player\":1,", "\"player\":7,");
    g_autoptr(GError) error = NULL;

    g_assert_null (pips_session_new_from_data (refused, -1, &error));
    g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT);
  }
}

/* The name a file of the session is offered under: its title, players and day, nothing a file
 * name cannot hold ("Yacht.pips" said nothing of which game it was). */
static void
test_file_name (void)
{
  const char * const players[] = { "Anna", "Ben/Bo", "Clara", "David", "Emma", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new (pips_registry_get_game (0)->id, players, NULL, &error);
  g_autofree char *name = NULL;
  g_autofree char *day = NULL;
  g_autofree char *expected = NULL;

  g_assert_no_error (error);
  pips_session_set_title (session, "Friday: the rematch");
  day = g_date_time_format (pips_session_get_created (session), "%Y-%m-%d");
  name = pips_session_dup_file_name (session, "pips");
  expected = g_strdup_printf ("Friday- the rematch — Anna, Ben-Bo, Clara, David, … — %s.pips", day);
  g_assert_cmpstr (name, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/session/new/players", test_new_checks_players);
  g_test_add_func ("/session/new/options", test_new_checks_options);
  g_test_add_func ("/session/undo-redo", test_undo_redo);
  g_test_add_func ("/session/refused-event", test_refused_event_changes_nothing);
  g_test_add_func ("/session/refused-redo", test_refused_redo_changes_nothing);
  g_test_add_func ("/session/replay-equals-live", test_replay_equals_live);
  g_test_add_func ("/session/save-load-save", test_save_load_save);
  g_test_add_func ("/session/events-kept-as-text", test_events_kept_as_text);
  g_test_add_func ("/session/event-reader", test_event_reader);
  g_test_add_func ("/session/quick-and-slow", test_quick_and_slow);
  g_test_add_func ("/session/end", test_end_event);
  g_test_add_func ("/session/history", test_history);
  g_test_add_func ("/session/refuse/files", test_refuse_files);
  g_test_add_func ("/session/refuse/event", test_refuse_bad_event);
  g_test_add_func ("/session/refuse/unwritable", test_refuse_unwritable);
  g_test_add_func ("/session/refuse/unkeepable-event", test_refuse_unkeepable_event);
  g_test_add_func ("/session/limits", test_append_keeps_within_limits);
  g_test_add_func ("/session/file-name", test_file_name);

  return g_test_run ();
}
