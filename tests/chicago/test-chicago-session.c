/* test-chicago-session.c — three games worked out by hand, as session files under tests/data
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each file is a whole game as a table would enter it; the test opens it as `pips --summary
 * --format=json` does and checks the summary against the game worked out by hand (in the comments).
 */

#include "config.h"

#include <locale.h>

#include "chicago-test-util.h"

static PipsSession *
open_file (const char *name)
{
  const char *path = g_test_get_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  session = pips_session_new_from_data (contents, -1, &error);
  g_assert_no_error (error);

  return session;
}

static JsonObject *
player_of (JsonObject *state,
           guint       index)
{
  return json_array_get_object_element (json_object_get_array_member (state, "players"), index);
}

static void
check_player (JsonObject *state,
              guint       index,
              gint64      mats,
              gint64      owes,
              const char *status)
{
  JsonObject *player = player_of (state, index);

  g_assert_cmpint (json_object_get_int_member (player, "mats"), ==, mats);
  g_assert_cmpint (json_object_get_int_member (player, "owes"), ==, owes);
  g_assert_cmpstr (json_object_get_string_member (player, "status"), ==, status);
}

static JsonObject *
round_of (JsonObject *state,
          guint       index)
{
  return json_array_get_object_element (json_object_get_array_member (state, "rounds"), index);
}

static void
check_round (JsonObject *state,
             guint       index,
             const char *announcement,
             const char *best,
             const char *worst,
             const char *move)
{
  JsonObject *r = round_of (state, index);
  JsonObject *a = json_object_get_object_member (r, "announcement");

  g_assert_cmpint (json_object_get_int_member (r, "round"), ==, index + 1);
  g_assert_cmpstr (json_object_get_string_member (a, "text"), ==, announcement);
  g_assert_cmpstr (json_object_get_string_member (r, "best"), ==, best);
  g_assert_cmpstr (json_object_get_string_member (r, "worst"), ==, worst);
  g_assert_cmpstr (json_object_get_string_member (r, "move"), ==, move);
}

static void
check_mats (JsonObject *state,
            gint64      total)
{
  JsonArray *players = json_object_get_array_member (state, "players");
  gint64 sum = json_object_get_int_member (state, "stack") + json_object_get_int_member (state, "out");

  for (guint i = 0; i < json_array_get_length (players); i++)
    sum += json_object_get_int_member (json_array_get_object_element (players, i), "mats");

  g_assert_cmpint (json_object_get_int_member (state, "total_mats"), ==, total);
  g_assert_cmpint (sum, ==, total);
}

/*
 * chicago-pub-sheet.json: Anna, Ben, Clara with the Pub sheet; 4 mats.
 *   1. Anna 1-4-1, "204 up in 1"; Ben 6-6-2 (122), Clara 1-1-5 (205): Ben takes a mat.
 *   2. Ben 3-3-3 (owes a round), 5-5-4: "14 down in 2"; Clara 2-2-6 (10) stands; Anna 6-6-4,
 *      exchanges two 6s for a 1, 1-2-4 (7): Anna best, Ben takes his second mat.
 *   3. Ben 2-2-2, "6 down in 1"; Clara 1-2-2 (5), Anna 1-1-3 (5, later, so worse): Ben's third.
 *   4. Ben 6-5-5, "70 up in 1"; Clara 1-2-3 (105), Anna 4-4-2 (10): Anna takes the last mat.
 *      Phase 2; Clara holds none and has won.
 *   5. Anna 1-1-6, "260 up in 1"; Ben 1-1-1, a Chic: Ben wins and leaves (his 3 mats go out);
 *      Anna is left holding 1 mat and has lost.
 */
static void
test_pub_sheet (void)
{
  g_autoptr(PipsSession) s = open_file ("chicago-pub-sheet.json");
  g_autoptr(JsonObject) state = chicago_summary_state (s);
  g_autoptr(GListModel) standings = pips_game_dup_standings (pips_session_get_game (s));
  g_autoptr(PipsStanding) last = g_list_model_get_item (standings, 2);
  g_autofree char *status = pips_game_dup_status (pips_session_get_game (s));

  g_assert_true (pips_session_get_is_over (s));
  g_assert_cmpstr (status, ==, "Game over · Anna has lost");
  check_mats (state, 4);
  g_assert_cmpint (json_object_get_int_member (state, "stack"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (state, "out"), ==, 3);
  check_player (state, 0, 1, 0, "lost");
  check_player (state, 1, 0, 1, "won-chic");
  check_player (state, 2, 0, 0, "won");

  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (state, "rounds")), ==, 5);
  check_round (state, 0, "204 up in 1", "Clara", "Ben", "takes");
  check_round (state, 1, "14 down in 2", "Anna", "Ben", "takes");
  check_round (state, 2, "6 down in 1", "Clara", "Ben", "takes");
  check_round (state, 3, "70 up in 1", "Clara", "Anna", "takes");
  check_round (state, 4, "260 up in 1", "Ben", "Anna", "none");
  g_assert_cmpstr (json_object_get_string_member (round_of (state, 4), "chic_winner"), ==, "Ben");
  g_assert_cmpstr (json_object_get_string_member (round_of (state, 3), "outcome"), ==,
                   "Anna takes a mat from the stack. The stack is empty: phase 2 begins. "
                   "Clara has no mats left and has won.");

  /* Clara won first, then Ben; Anna lost. */
  g_assert_cmpuint (pips_standing_get_player (last), ==, 0);
  g_assert_cmpstr (pips_standing_get_status (last), ==, "Lost");
}

/*
 * chicago-chic-phase-1.json: Anna, Ben, Clara, David; 5 mats. For the start Anna throws 3, Ben 6,
 * Clara 2, David 6; Ben and David again: 1 and 5, so Ben starts.
 *   1. Ben 1-3-5, keeps the 1: 1-1-5, "205 up in 2"; Clara 1-1-1, Chic, stands; David 6-6-6,
 *      exchanges to 1-1-6, throws 4: 1-1-4 (204, not beaten); Anna 2-2-2, 3-4-5 (12). Clara wins
 *      with Chic and leaves in phase 1: Anna takes a mat, and one of the stack goes out.
 *   2. Anna 6-6-1 "13 down in 1"; Ben 1-2-2, David 6-6-6: David takes one.
 *   3. David 2-2-1 "5 down in 1"; Anna 1-1-2, Ben 3-3-3 (owes a round): Ben takes one.
 *   4. Ben 1-2-3 "6 down in 1"; David 5-5-5, Anna 1-1-3: David takes the last. Phase 2.
 *   5. David 6-6-6 "180 up in 1"; Anna 1-2-3 (105), Ben 1-1-2 (202): Ben gives his last mat to
 *      Anna and has won.
 *   6. Anna 2-2-2 "6 up in 1"; David 6-6-5 (17): 4 mats for 2 players, target 3: David's mat
 *      goes out.
 *   7. Anna 1-1-1, Chic; David 2-3-4: Anna wins with Chic, her 2 mats go out; David has lost.
 */
static void
test_chic_in_phase_1 (void)
{
  g_autoptr(PipsSession) s = open_file ("chicago-chic-phase-1.json");
  g_autoptr(JsonObject) state = chicago_summary_state (s);
  g_autofree char *status = pips_game_dup_status (pips_session_get_game (s));

  g_assert_true (pips_session_get_is_over (s));
  g_assert_cmpstr (status, ==, "Game over · David has lost");
  check_mats (state, 5);
  g_assert_cmpint (json_object_get_int_member (state, "out"), ==, 4);
  check_player (state, 0, 0, 0, "won-chic");
  check_player (state, 1, 0, 1, "won");
  check_player (state, 2, 0, 0, "won-chic");
  check_player (state, 3, 1, 0, "lost");

  check_round (state, 0, "205 up in 2", "Clara", "Anna", "takes");
  g_assert_true (json_object_get_boolean_member (round_of (state, 0), "stack_removed"));
  g_assert_cmpstr (json_object_get_string_member (round_of (state, 0), "chic_winner"), ==, "Clara");
  check_round (state, 1, "13 down in 1", "Ben", "David", "takes");
  check_round (state, 2, "5 down in 1", "Anna", "Ben", "takes");
  check_round (state, 3, "6 down in 1", "Anna", "David", "takes");
  check_round (state, 4, "180 up in 1", "Ben", "Anna", "gives");
  check_round (state, 5, "6 up in 1", "David", "Anna", "target");
  check_round (state, 6, "Chic, 3 down in 1", "Anna", "David", "none");
}

/*
 * chicago-6p-house-rules.json: six players, 7 mats, the best discards in phase 2, the last two
 * lose, tied players roll again, counting and direction coupled, the 6er rule only after the
 * first attempt, and a stake.
 *   1. Anna "7 down in 1" (1er, so down); Ben 1-1-2 best, Clara 6-6-5 worst: Clara.
 *   2. Clara "17 down in 1"; David and Emil tie with 1-1-2: David 5, Emil 1: Emil best; Clara.
 *   3. Clara 3-3-3 (owes), 6-6-5 "17 down in 2"; David 1-1-2 stands, Emil, Frieda, Anna 2-2-3
 *      stand; Ben 6-6-5 (equal: not beaten), 6-6-6: Ben worst.
 *   4. Ben's die falls to the floor: worst and owes; "3 down in 1" for him; Clara 1-2-2 best.
 *   5. Ben 1-5-6 "165 up in 1" (100er, so up); Clara 1-1-6 (260) best, David 2-2-2 worst.
 *   6. David "6 down in 1"; Emil 1-1-2 best, Ben 6-6-5 worst.
 *   7. Ben 6-6-6 "18 down in 1"; Clara 1-1-2 best; Ben worst takes the last mat: Anna, Emil and
 *      Frieda hold none and have won. Ben 4, Clara 2, David 1.
 *   8. Ben 1-1-2 "4 down in 1" best, discards; David 3-3-4 worst.
 *   9. David "5 down in 1"; Ben 6-6-6 worst; Clara 1-1-2 best, discards.
 *  10. Ben "6 down in 1"; Clara 1-1-2 discards her last and has won; Ben and David, the last two
 *      of six, have lost.
 */
static void
test_six_players (void)
{
  g_autoptr(PipsSession) s = open_file ("chicago-6p-house-rules.json");
  g_autoptr(JsonObject) state = chicago_summary_state (s);
  g_autoptr(GListModel) standings = pips_game_dup_standings (pips_session_get_game (s));
  g_autofree char *status = pips_game_dup_status (pips_session_get_game (s));
  g_autofree char *sheet = pips_game_dup_sheet_text (pips_session_get_game (s));

  g_assert_true (pips_session_get_is_over (s));
  g_assert_cmpstr (status, ==, "Game over · Ben and David have lost");
  check_mats (state, 7);
  g_assert_cmpint (json_object_get_int_member (state, "out"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (state, "stake"), ==, "a round of Kirsch");
  check_player (state, 0, 0, 0, "won");
  check_player (state, 1, 3, 1, "lost");
  check_player (state, 2, 0, 1, "won");
  check_player (state, 3, 1, 0, "lost");
  check_player (state, 4, 0, 0, "won");
  check_player (state, 5, 0, 0, "won");

  check_round (state, 0, "7 down in 1", "Ben", "Clara", "takes");
  check_round (state, 1, "17 down in 1", "Emil", "Clara", "takes");
  check_round (state, 2, "17 down in 2", "David", "Ben", "takes");
  check_round (state, 3, "3 down in 1", "Clara", "Ben", "takes");
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (round_of (state, 3), "announcement"), "forced"));
  check_round (state, 4, "165 up in 1", "Clara", "David", "takes");
  check_round (state, 5, "6 down in 1", "Emil", "Ben", "takes");
  check_round (state, 6, "18 down in 1", "Clara", "Ben", "takes");
  check_round (state, 7, "4 down in 1", "Ben", "David", "discards");
  check_round (state, 8, "5 down in 1", "Clara", "Ben", "discards");
  check_round (state, 9, "6 down in 1", "Clara", "David", "discards");

  /* Anna, Emil and Frieda share the first place, Clara is 4th, Ben and David 5th. */
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(PipsStanding) st = g_list_model_get_item (standings, i);
      const guint ranks[] = { 1, 1, 1, 4, 5, 5 };

      g_assert_cmpuint (pips_standing_get_rank (st), ==, ranks[i]);
    }

  g_assert_nonnull (strstr (sheet, "Stake: a round of Kirsch"));
  g_assert_nonnull (strstr (sheet, "Ben\t3\t1\tLost"));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chicago/session/pub-sheet", test_pub_sheet);
  g_test_add_func ("/chicago/session/chic-in-phase-1", test_chic_in_phase_1);
  g_test_add_func ("/chicago/session/six-players", test_six_players);

  return g_test_run ();
}
