/* test-choice-game.c — complete games scored by hand, read from their session files
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/choice-500.json (Anna alone reaches 500, with the Korrektor),
 * tests/data/choice-jokers.json (every joker used) and tests/data/choice-2p.json (two sheets
 * without jokers; Anna's ends first) are checked through the JSON summary, the same text
 * `pips --summary --format=json` prints.
 */

#define G_LOG_DOMAIN "pips-choice-test"

#include "config.h"

#include <locale.h>
#include <stdio.h>

#include "pips-session.h"
#include "test-choice-util.h"

static JsonObject *
summary_of (const char *name)
{
  const char *path = g_test_get_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = NULL;
  g_autofree char *json = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  session = pips_session_new_from_data (contents, -1, &error);
  g_assert_no_error (error);
  json = pips_session_summary_json (session);

  return choice_event (json);
}

/* Checks one sheet of the summary's state: @rows lists "sum:marks:points" of the rows that have
 * marks, every other row must have none. @discards lists "value:marks". */
static void
check_sheet (JsonObject *sheet,
             const char *player,
             const char *rows,
             int         rows_total,
             const char *discards,
             guint       free_throws,
             guint       throws,
             const char *jokers_used,
             int         joker_bonus,
             int         total,
             gboolean    over)
{
  g_auto(GStrv) row_list = g_strsplit (rows, " ", -1);
  JsonObject *row_objects = json_object_get_object_member (sheet, "rows");
  JsonArray *discard_array = json_object_get_array_member (sheet, "discards");
  JsonArray *joker_array = json_object_get_array_member (sheet, "jokers_used");
  g_autoptr(GString) discard_text = g_string_new (NULL);
  g_autoptr(GString) joker_text = g_string_new (NULL);
  guint checked = 0;

  g_assert_cmpstr (json_object_get_string_member (sheet, "player"), ==, player);

  for (guint s = 2; s <= 12; s++)
    {
      g_autofree char *id = g_strdup_printf ("%u", s);
      JsonObject *row = json_object_get_object_member (row_objects, id);
      gint64 marks = json_object_get_int_member (row, "marks");
      gint64 points = json_object_get_int_member (row, "points");
      gboolean listed = FALSE;

      for (guint i = 0; row_list[i] != NULL; i++)
        {
          guint sum, m;
          int p;

          g_assert_cmpint (sscanf (row_list[i], "%u:%u:%d", &sum, &m, &p), ==, 3);
          if (sum != s)
            continue;
          listed = TRUE;
          checked++;
          g_assert_cmpint (marks, ==, m);
          g_assert_cmpint (points, ==, p);
        }
      if (!listed)
        {
          g_assert_cmpint (marks, ==, 0);
          g_assert_cmpint (points, ==, 0);
        }
    }
  g_assert_cmpuint (checked, ==, g_strv_length (row_list));

  g_assert_cmpint (json_object_get_int_member (sheet, "rows_total"), ==, rows_total);
  for (guint i = 0; i < json_array_get_length (discard_array); i++)
    {
      JsonObject *d = json_array_get_object_element (discard_array, i);

      g_string_append_printf (discard_text, "%s%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT,
                              i > 0 ? " " : "", json_object_get_int_member (d, "value"),
                              json_object_get_int_member (d, "marks"));
    }
  g_assert_cmpstr (discard_text->str, ==, discards);
  g_assert_cmpint (json_object_get_int_member (sheet, "free_throws"), ==, free_throws);
  g_assert_cmpint (json_object_get_int_member (sheet, "throws"), ==, throws);
  for (guint i = 0; i < json_array_get_length (joker_array); i++)
    g_string_append_printf (joker_text, "%s%s", i > 0 ? " " : "",
                            json_array_get_string_element (joker_array, i));
  g_assert_cmpstr (joker_text->str, ==, jokers_used);
  g_assert_cmpint (json_object_get_int_member (sheet, "joker_bonus"), ==, joker_bonus);
  g_assert_cmpint (json_object_get_int_member (sheet, "total"), ==, total);
  g_assert_cmpint (json_object_get_boolean_member (sheet, "over"), ==, over);
}

static JsonObject *
sheet_of (JsonObject *summary,
          guint       index)
{
  JsonObject *state = json_object_get_object_member (summary, "state");

  return json_array_get_object_element (json_object_get_array_member (state, "players"), index);
}

static JsonObject *
standing_of (JsonObject *summary,
             guint       index)
{
  return json_array_get_object_element (json_object_get_array_member (summary, "standings"),
                                        index);
}

/* 14 throws: 7 gets 10 marks (5 × 30 = 150), 8 gets 7 (2 × 40 = 80), 6 gets 11 (capped at
 * 5 × 40 = 200); rows 430. Discards 1 eight times (the end), 2 three times, 5 twice, and one
 * free throw (3 4 4 3 6 with 1, 2 and 5 fixed). The Korrektor turned a 2 into a 3; Terminator
 * and 3:1 are left: 430 + 200 = 630. */
static void
test_game_500 (void)
{
  g_autoptr(JsonObject) summary = summary_of ("choice-500.json");
  JsonObject *state = json_object_get_object_member (summary, "state");

  g_assert_true (json_object_get_boolean_member (summary, "over"));
  g_assert_cmpstr (json_object_get_string_member (summary, "status"), ==,
                   "Game over · Anna wins with 630");
  g_assert_cmpint (json_object_get_int_member (state, "target"), ==, 500);
  g_assert_true (json_object_get_boolean_member (state, "jokers"));
  g_assert_true (json_object_get_null_member (state, "dice"));
  check_sheet (sheet_of (summary, 0), "Anna", "6:11:200 7:10:150 8:7:80", 430,
               "1:8 2:3 5:2", 1, 14, "korrektor", 200, 630, TRUE);
  g_assert_cmpint (json_object_get_int_member (standing_of (summary, 0), "value"), ==, 630);
  g_assert_cmpstr (json_object_get_string_member (standing_of (summary, 0), "status"), ==,
                   "500 reached");
  g_assert_cmpstr (json_object_get_string_member (standing_of (summary, 0), "detail"), ==,
                   "Rows 430, jokers 200");
}

/* Nine throws, every joker: the Terminator replaced 1 1 1 1 1 with 6 5 5 4 4, the 3:1 joker made
 * 1 + 2 + 3 = 6 and 4, the Korrektor turned a 2 into a 6. 4 gets 8 marks (3 × 60 = 180), 6 gets
 * 6 (40), 8 three (−200), 10 one (−200): rows −180, no joker left. Discards 6 eight times, 5
 * once. */
static void
test_game_jokers (void)
{
  g_autoptr(JsonObject) summary = summary_of ("choice-jokers.json");

  g_assert_cmpstr (json_object_get_string_member (summary, "status"), ==,
                   "Game over · Anna scores −180, short of 500");
  check_sheet (sheet_of (summary, 0), "Anna", "4:8:180 6:6:40 8:3:-200 10:1:-200", -180,
               "6:8 5:1", 0, 9, "terminator korrektor 3:1", 0, -180, TRUE);
  g_assert_cmpstr (json_object_get_string_member (standing_of (summary, 0), "status"), ==,
                   "Sheet ended");
}

/* Two sheets without jokers. Anna: seven times 7 + 7 (14 marks, capped at 150) and once 12 and
 * 10 (−200 each), discarding 1 eight times: −250 after 8 throws. Ben: 12 + 10 eleven times
 * (capped at 500 and 300), discards 2, 3 and 4 fixed, then a free throw with a 1, then 2 until
 * its eighth mark: 800 after 11 throws, the last three alone. */
static void
test_game_two_sheets (void)
{
  g_autoptr(JsonObject) summary = summary_of ("choice-2p.json");
  JsonObject *state = json_object_get_object_member (summary, "state");

  g_assert_false (json_object_get_boolean_member (state, "jokers"));
  g_assert_cmpstr (json_object_get_string_member (summary, "status"), ==,
                   "Game over · Ben has the best sheet with 800");
  g_assert_cmpint (json_object_get_int_member (summary, "round"), ==, 11);
  check_sheet (sheet_of (summary, 0), "Anna", "7:14:150 10:1:-200 12:1:-200", -250,
               "1:8", 0, 8, "", 0, -250, TRUE);
  check_sheet (sheet_of (summary, 1), "Ben", "10:11:300 12:11:500", 800,
               "2:8 3:1 4:1", 1, 11, "", 0, 800, TRUE);

  g_assert_cmpstr (json_object_get_string_member (standing_of (summary, 0), "player"), ==, "Ben");
  g_assert_cmpstr (json_object_get_string_member (standing_of (summary, 0), "status"), ==, "Won");
  g_assert_cmpstr (json_object_get_string_member (standing_of (summary, 1), "player"), ==, "Anna");
  g_assert_cmpint (json_object_get_int_member (standing_of (summary, 1), "rank"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (standing_of (summary, 1), "status"), ==,
                   "Sheet ended");
}

/* A game under way: the dice at hand in the summary, the status names who groups. */
static void
test_under_way (void)
{
  g_autoptr(PipsGame) game = choice_game_new (2, NULL);
  g_autoptr(JsonObject) summary = NULL;
  g_autofree char *status = NULL;
  g_autofree char *description = NULL;
  g_autoptr(JsonObject) group = NULL;
  JsonArray *dice;

  choice_throw (game, "25364");
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Throw 1 · Anna to group the dice");
  summary = pips_game_dup_summary (game);
  dice = json_object_get_array_member (summary, "dice");
  g_assert_cmpuint (json_array_get_length (dice), ==, 5);
  g_assert_cmpint (json_array_get_int_element (dice, 2), ==, 3);

  group = choice_event ("{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[2,3]],\"discard\":4}");
  description = pips_game_dup_description (game, group);
  g_assert_cmpstr (description, ==, "Anna: 7 and 9, discard 4: −400");

  {
    g_autoptr(JsonObject) korrektor = choice_event ("{\"type\":\"korrektor\",\"player\":0,\"die\":0,\"face\":6}");
    g_autofree char *line = pips_game_dup_description (game, korrektor);

    g_assert_cmpstr (line, ==, "Anna uses the Korrektor: 2 becomes 6");
  }
  {
    g_autoptr(JsonObject) terminator = choice_event ("{\"type\":\"terminator\",\"player\":0,\"faces\":[1,1,2,2,3]}");
    g_autofree char *line = pips_game_dup_description (game, terminator);

    g_assert_cmpstr (line, ==, "Anna uses the Terminator and throws 1 1 2 2 3");
  }

  choice_group (game, "01 23 4");
  g_clear_pointer (&status, g_free);
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Throw 1 · Ben to throw");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/choice/game/500", test_game_500);
  g_test_add_func ("/choice/game/jokers", test_game_jokers);
  g_test_add_func ("/choice/game/two-sheets", test_game_two_sheets);
  g_test_add_func ("/choice/game/under-way", test_under_way);

  return g_test_run ();
}
