/* test-chili-game.c — a whole four-player game, scored by hand, read from a session file
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/chili-4p.json is a finished game of Anna, Ben, Clara and David with the default
 * options (30 throws, Run and Set into a red number not doubled). It is read with
 * pips_session_new_from_file() and checked through pips_session_summary_json(), the code of
 * `pips --summary --format=json`, against this table, worked out by hand from the file
 * ("r" marks a red face, "→" a rethrow, "turn" the turn of a red die, "R" a round):
 *
 * Anna (14 throws)
 *   R1  5r 5 5 2 3 1                       5s    3 × 5 × 2 (red 5)             30
 *   R2  1 2 3 4 6 6 → 1 2 3 4 6 5r         Run   Run                           21
 *   R3  4 4 4r 4 4 6 → 4 4 4r 4 4 4        4s    Big Pepper in its number      75
 *   R4  2 2 3r 3 6 6                       3s    Set into the red 3: 2+2+3+3+6+6 22
 *   R5  1 1 1 2 5 6 → 1 1 1 1r 1 1         Sum   Little Pepper elsewhere       25
 *   R6  1r 2r 3r 4r 5r 6r                  Red   Hot Pepper in Red            100
 *   R7  6 6r 6 2 3 4                       6s    3 × 6 × 2                     36
 *   R8  1 1 2 2 3 4                        1s    2 × 1                          2
 *   R9  2r 2 2 5 5 1 → 2r 2 2 5 5 5        Set   2+2+2+5+5+5                   21
 *   R10 2 3 4 1 1 6                        2s    1 × 2                          2
 *   fields 334, throws left 30 − 14 = 16, bonus 80                     total 414
 *
 * Ben (11 throws)
 *   R1  3r 3 1 5r 2 4, turn red 5 → 3      3s    3 × 3 × 2 (red 3)             18
 *   R2  6 6 6 6 1r 1                       1s    Set into the red 1: 24+2      26
 *   R3  1 2 3 4r 5 6                       4s    Run into the red 4            21
 *   R4  5 5 2 2 6 3 → 5 5 5 5r 5 5         Run   Big Pepper elsewhere          50
 *   R5  2 2r 2 4 5r 6                      2s    3 × 2 × 2                     12
 *   R6  1r 2r 3r 4r 5r 6r                  Set   Hot Pepper elsewhere          50
 *   R7  3 3 3 3 3 3r                       Red   Little Pepper elsewhere       25
 *   R8  6r 6 5 4 1 2                       6s    2 × 6 × 2                     24
 *   R9  5 6 5 6 4 4                        Sum   5+6+5+6+4+4                   30
 *   R10 1 1 2 3 4 6                        5s    Miss                           0
 *   fields 256, throws left 19, bonus 95                               total 351
 *
 * Clara (13 throws)
 *   R1  1 1 4 4 6 6                        Set   1+1+4+4+6+6                   22
 *   R2  5 2r 3 4 1 6                       2s    Run into the red 2            21
 *   R3  6r 6 6 1 2 3 → 6r 6 6 6 6 4 → 6r 6 6 6 6 6
 *                                          6s    Big Pepper in its number      75
 *   R4  4 4 5r 5 5 1                       5s    3 × 5 × 2                     30
 *   R5  1 2 3 4 5 6                        Run   Run                           21
 *   R6  2 2 2r 2 2 3 → 2 2 2r 2 2 2        Sum   Little Pepper elsewhere       25
 *   R7  1r 3r 3 3 4 4                      Red   2 red faces                   20
 *   R8  4 4r 4 1 2 6                       4s    3 × 4 × 2                     24
 *   R9  1r 1 1 1 1 5                       1s    5 × 1 × 2                     10
 *   R10 3r 3 3 6 2 1                       3s    3 × 3 × 2                     18
 *   fields 266, throws left 17, bonus 85                               total 351
 *
 * David (30 throws: 5 + 5 + 5 + 5 + 4 + 3 + 3, out of throws in round 7)
 *   R1  1 2 3 4 5 5 → 5 → 5 → 5 → 1 2 3 4 5 6r
 *                                          6s    Run into the red 6            21
 *   R2  2 2 4 4 6 1 → … → 2r 2 4 4 6 6     2s    Set into the red 2            24
 *   R3  3 3 3 1 2 4 → … → 3 3 3 3 3 3r     3s    Little Pepper in its number   50
 *   R4  4 4 1 2 3r 5, turn red 3 → 4, → … → 4 4 4r 4 4 5
 *                                          4s    5 × 4 × 2                     40
 *   R5  6 6 1 2 3 4 → … → 6 6 6 6 6r 5r    Sum   6+6+6+6+6+5                   35
 *   R6  1 2 3 4 5 6 → 2 … → 1r 2 3 4 5 6   Run   Run                           21
 *   R7  5 5r 5 2 1 3 → … → 5 5r 5 5 5 5    5s    Big Pepper in its number      75
 *       the 30th throw: 1s, Red and Set get 0; skipped in rounds 8–10     0  0  0
 *   fields 266, throws left 0, bonus 0                                 total 266
 *
 * Standings: Anna 414 first; Ben and Clara 351 share second place; David 266 fourth.
 */

#define G_LOG_DOMAIN "pips-chili-test"

#include "config.h"

#include <string.h>

#include "pips-progress.h"
#include "pips-session.h"
#include "test-chili-util.h"

typedef struct
{
  const char *name;
  guint       points[PIPS_CHILI_N_FIELDS];   /* 1s … 6s, Red, Run, Set, Sum */
  guint       throws_used;
  guint       total;
  guint       rank;
  gboolean    out;
} HandScore;

static const HandScore hand[] = {
  { "Anna",  {  2,  2, 22, 75, 30, 36, 100, 21, 21, 25 }, 14, 414, 1, FALSE },
  { "Ben",   { 26, 12, 18, 21,  0, 24,  25, 50, 50, 30 }, 11, 351, 2, FALSE },
  { "Clara", { 10, 21, 18, 24, 30, 75,  20, 21, 22, 25 }, 13, 351, 2, FALSE },
  { "David", {  0, 24, 50, 40, 75, 21,   0, 21,  0, 35 }, 30, 266, 4, TRUE },
};

static PipsSession *
load_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "chili-4p.json", NULL);
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  session = pips_session_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);

  return session;
}

/* The summary of `pips --summary --format=json` against the hand-scored table. */
static void
test_summary_json (void)
{
  g_autoptr(PipsSession) session = load_game ();
  g_autofree char *summary = pips_session_summary_json (session);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonArray *standings;

  json_parser_load_from_data (parser, summary, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));

  g_assert_cmpstr (json_object_get_string_member (root, "game"), ==, "chili");
  g_assert_true (json_object_get_boolean_member (root, "over"));
  g_assert_cmpint (json_object_get_int_member (root, "round"), ==, 10);

  standings = json_object_get_array_member (root, "standings");
  g_assert_cmpuint (json_array_get_length (standings), ==, G_N_ELEMENTS (hand));
  for (guint i = 0; i < G_N_ELEMENTS (hand); i++)
    {
      JsonObject *standing = json_array_get_object_element (standings, i);

      /* Best first; Ben and Clara share second place in playing order. */
      g_assert_cmpstr (json_object_get_string_member (standing, "player"), ==, hand[i].name);
      g_assert_cmpint (json_object_get_int_member (standing, "rank"), ==, hand[i].rank);
      g_assert_cmpint (json_object_get_int_member (standing, "score"), ==, hand[i].total);
      g_assert_false (json_object_has_member (standing, "chips"));
    }
}

/* Every field of the pad, the throws and the bonus. */
static void
test_pad (void)
{
  g_autoptr(PipsSession) session = load_game ();
  PipsChiliGame *chili = PIPS_CHILI_GAME (pips_session_get_game (session));
  g_autofree char *status = pips_session_dup_status (session);

  g_assert_true (pips_session_get_is_over (session));
  g_assert_cmpstr (status, ==, "Game over · Anna wins with 414");
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 107);

  for (guint p = 0; p < G_N_ELEMENTS (hand); p++)
    {
      guint fields = 0;

      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          g_assert_true (pips_chili_game_get_field_filled (chili, p, f));
          g_assert_cmpuint (pips_chili_game_get_field_points (chili, p, f), ==, hand[p].points[f]);
          fields += hand[p].points[f];
        }

      g_assert_cmpuint (pips_chili_game_get_throws_used (chili, p), ==, hand[p].throws_used);
      g_assert_cmpuint (pips_chili_game_get_bonus (chili, p), ==, 5 * (30 - hand[p].throws_used));
      g_assert_cmpuint (fields + 5 * (30 - hand[p].throws_used), ==, hand[p].total);
      g_assert_cmpuint (pips_chili_game_get_total (chili, p), ==, hand[p].total);
      g_assert_cmpint (pips_chili_game_get_out_of_throws (chili, p), ==, hand[p].out);
    }

  /* How some fields were filled. */
  g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 0, PIPS_CHILI_FIELD_RED), ==,
                   PIPS_CHILI_SCORING_HOT_PEPPER);
  g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 1, PIPS_CHILI_FIELD_1), ==,
                   PIPS_CHILI_SCORING_SET);
  g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 1, PIPS_CHILI_FIELD_5), ==,
                   PIPS_CHILI_SCORING_MISS);
  g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 3, PIPS_CHILI_FIELD_SET), ==,
                   PIPS_CHILI_SCORING_OUT_OF_THROWS);
}

/* The history has a line for each event, and the plain-text summary shows the pad. */
static void
test_history_and_text (void)
{
  g_autoptr(PipsSession) session = load_game ();
  g_auto(GStrv) history = pips_session_dup_history (session);
  g_autofree char *text = pips_session_summary_text (session);

  g_assert_cmpuint (g_strv_length (history), ==, 107);
  g_assert_cmpstr (history[0], ==, "Anna throws 5 5 5 2 3 1 (red 5)");
  g_assert_cmpstr (history[1], ==,
                   "Anna scores 30 points in 5s (3 dice showing 5, doubled for the red 5)");
  g_assert_cmpstr (history[3], ==, "Ben turns the red 5 to 3");
  for (guint i = 0; history[i] != NULL; i++)
    g_assert_null (strstr (history[i], "refuse"));
  g_assert_true (g_strv_contains ((const char * const *) history,
                                  "David scores 75 points in 5s (Big Pepper) and is out of throws: the free fields get 0"));

  g_assert_nonnull (strstr (text, "Total         414  351    351    266"));
  g_assert_nonnull (strstr (text, "1. Anna  414 points · Fields 334, bonus 80  (Won)"));
  g_assert_nonnull (strstr (text, "2. Ben  351 points · Fields 256, bonus 95"));
  g_assert_nonnull (strstr (text, "2. Clara  351 points · Fields 266, bonus 85"));
  g_assert_nonnull (strstr (text, "4. David  266 points · Fields 266, bonus 0  (Out of throws)"));
}

/* Undoing the last score reopens the game: Clara to play in round 10. */
static void
test_undo_last (void)
{
  g_autoptr(PipsSession) session = load_game ();
  g_autofree char *status = NULL;

  g_assert_true (pips_session_undo (session));
  g_assert_false (pips_session_get_is_over (session));
  status = pips_session_dup_status (session);
  g_assert_cmpstr (status, ==, "Round 10 of 10 · Clara to play");
  g_assert_true (pips_session_redo (session));
  g_assert_true (pips_session_get_is_over (session));
}

/* How the game went (the chart's series), worked by hand from tests/data/chili-4p.json: ten
 * rounds. */
static void
test_progress (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session =
    pips_session_new_from_file (g_test_get_filename (G_TEST_DIST, "data", "chili-4p.json", NULL),
                                &error);
  g_autoptr(PipsProgress) progress = NULL;

  g_assert_no_error (error);
  progress = pips_progress_new_for_session (session, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pips_progress_get_n_points (progress), ==, 10);
  g_assert_cmpint (pips_progress_get_unit (progress), ==, PIPS_UNIT_POINTS);
  for (guint i = 0; i < 10; i++)
    g_assert_cmpuint (pips_progress_get_round (progress, i), ==, i + 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chili/game/summary-json", test_summary_json);
  g_test_add_func ("/chili/game/pad", test_pad);
  g_test_add_func ("/chili/game/history-and-text", test_history_and_text);
  g_test_add_func ("/chili/game/undo-last", test_undo_last);
  g_test_add_func ("/chili/game/progress", test_progress);

  return g_test_run ();
}
