/* test-black-n-white-ranking.c — Black’n’White: ranking, the tens colour, the throw limit and ties
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include "black-n-white-rules-test-utils.h"

/* The ranking table */

static void
test_ranking_doubles (void)
{
  /* Doubles from 6-6 down to 1-1, whatever the tens colour. */
  for (PipsBlackNWhiteDie tens = NONE; tens <= WHITE; tens++)
    {
      for (guint face = 6; face > 1; face--)
        g_assert_cmpint (pips_black_n_white_result_value (face, face, tens), >,
                         pips_black_n_white_result_value (face - 1, face - 1, tens));

      /* The lowest double beats the highest house number. */
      g_assert_cmpint (pips_black_n_white_result_value (1, 1, tens), >,
                       pips_black_n_white_result_value (6, 5, tens));
      g_assert_cmpint (pips_black_n_white_result_value (1, 1, tens), >,
                       pips_black_n_white_result_value (5, 6, tens));
    }
}

static void
test_ranking_house_numbers (void)
{
  /* Every result that is not a double is a two-digit number, the tens from the chosen die. */
  for (guint black = 1; black <= 6; black++)
    {
      for (guint white = 1; white <= 6; white++)
        {
          if (black == white)
            continue;

          g_assert_cmpint (pips_black_n_white_result_value (black, white, BLACK), ==,
                           black * 10 + white);
          g_assert_cmpint (pips_black_n_white_result_value (black, white, WHITE), ==,
                           white * 10 + black);
        }
    }

  /* The sheet's example: black 6, white 4 is 64 with black as tens and 46 with white. */
  g_assert_cmpint (pips_black_n_white_result_value (6, 4, BLACK), ==, 64);
  g_assert_cmpint (pips_black_n_white_result_value (6, 4, WHITE), ==, 46);
  /* Highest 65, lowest 12. */
  g_assert_cmpint (pips_black_n_white_result_value (6, 5, BLACK), ==, 65);
  g_assert_cmpint (pips_black_n_white_result_value (5, 6, WHITE), ==, 65);
  g_assert_cmpint (pips_black_n_white_result_value (1, 2, BLACK), ==, 12);
  g_assert_cmpint (pips_black_n_white_result_value (2, 1, WHITE), ==, 12);
  /* The same dice swap their rank with the colour. */
  g_assert_cmpint (pips_black_n_white_result_value (2, 5, BLACK), <,
                   pips_black_n_white_result_value (4, 3, BLACK));
  g_assert_cmpint (pips_black_n_white_result_value (2, 5, WHITE), >,
                   pips_black_n_white_result_value (4, 3, WHITE));
}

static void
test_ranking_format (void)
{
  g_autofree char *double5 = pips_black_n_white_format_result (5, 5, BLACK);
  g_autofree char *black64 = pips_black_n_white_format_result (6, 4, BLACK);
  g_autofree char *white46 = pips_black_n_white_format_result (6, 4, WHITE);
  g_autofree char *open = pips_black_n_white_format_result (6, 4, NONE);
  g_autoptr(PipsGame) game = new_game (2, NULL);

  g_assert_cmpstr (double5, ==, "Double 5");
  g_assert_cmpstr (black64, ==, "64");
  g_assert_cmpstr (white46, ==, "46");
  g_assert_cmpstr (open, ==, "Black 6, white 4");

  /* House numbers under the round's colour: none before it is chosen. */
  start (game, 0);
  g_assert_cmpuint (pips_black_n_white_game_get_house_number (BNW (game), 6, 4), ==, 0);
  play (game, "35w");
  g_assert_cmpint (pips_black_n_white_game_get_tens (BNW (game)), ==, WHITE);
  g_assert_cmpuint (pips_black_n_white_game_get_house_number (BNW (game), 6, 4), ==, 46);
  g_assert_cmpuint (pips_black_n_white_game_get_house_number (BNW (game), 3, 5), ==, 53);
  g_assert_cmpuint (pips_black_n_white_game_get_house_number (BNW (game), 3, 3), ==, 0);
}

/* Results in rank order within a round: the sheet's example of Fidel, Raul and Che, as Anna,
 * Ben and Carla. Anna throws black 6 and 4 (64, black is tens), Ben a double 2, Carla 5-6 in
 * two throws: 56 < 64 < double 2. */
static void
test_ranking_round (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);
  g_autoptr(GArray) results = NULL;
  PipsBlackNWhiteResult *r;

  start (game, 0);
  play (game, "64/2 22 56/2");

  /* Carla is the lowest and takes the chip. */
  assert_chips (game, "5 | 0 0 1 | 0");
  assert_outcome (game, "Carla takes a chip");

  results = pips_black_n_white_game_dup_last_results (BNW (game));
  g_assert_cmpuint (results->len, ==, 3);
  r = &g_array_index (results, PipsBlackNWhiteResult, 0);
  g_assert_cmpuint (r->player, ==, 1);
  g_assert_cmpuint (r->black, ==, 2);
  g_assert_cmpuint (r->position, ==, 1);
  r = &g_array_index (results, PipsBlackNWhiteResult, 1);
  g_assert_cmpuint (r->player, ==, 0);
  g_assert_cmpuint (r->throws, ==, 2);
  r = &g_array_index (results, PipsBlackNWhiteResult, 2);
  g_assert_cmpuint (r->player, ==, 2);
  g_assert_cmpuint (r->rolloff, ==, 0);
  g_assert_cmpint (pips_black_n_white_game_get_last_tens (BNW (game)), ==, BLACK);
}

/* The tens colour */

static void
test_tens_starter_chooses (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);
  g_autoptr(GArray) results = NULL;

  start (game, 0);
  g_assert_cmpint (pips_black_n_white_game_get_tens (BNW (game)), ==, NONE);
  g_assert_cmpint (pips_black_n_white_game_get_tens_chooser (BNW (game)), ==, -1);

  apply_ok (game, "{\"type\":\"result\",\"player\":0,\"black\":2,\"white\":5,\"throws\":1}");
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (BNW (game)), ==,
                   PIPS_BLACK_N_WHITE_AWAIT_TENS);
  g_assert_cmpint (pips_black_n_white_game_get_tens_chooser (BNW (game)), ==, 0);
  g_assert_cmpint (pips_game_get_only_player (game), ==, 0);
  assert_status (game, "Round 1 · Phase 1 · Anna chooses the tens colour");

  apply_ok (game, "{\"type\":\"tens\",\"player\":0,\"die\":\"white\"}");
  g_assert_cmpint (pips_black_n_white_game_get_tens (BNW (game)), ==, WHITE);
  g_assert_cmpint (pips_black_n_white_game_get_tens_chooser (BNW (game)), ==, -1);
  g_assert_cmpint (pips_game_get_only_player (game), ==, 1);

  /* Later results that are not doubles ask for nothing: the colour holds for the round. */
  apply_ok (game, "{\"type\":\"result\",\"player\":1,\"black\":6,\"white\":1,\"throws\":1}");
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (BNW (game)), ==,
                   PIPS_BLACK_N_WHITE_AWAIT_RESULT);
  g_assert_cmpint (pips_game_get_only_player (game), ==, 2);

  /* Anna 52, Ben 16 (white is tens), Carla 31: Ben is the lowest, although 61 would beat them
   * with black as tens. */
  apply_ok (game, "{\"type\":\"result\",\"player\":2,\"black\":1,\"white\":3,\"throws\":1}");
  assert_chips (game, "5 | 0 1 0 | 0");
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (BNW (game)), ==, 1);
  /* A new round has no colour yet. */
  g_assert_cmpint (pips_black_n_white_game_get_tens (BNW (game)), ==, NONE);
  g_assert_cmpint (pips_black_n_white_game_get_last_tens (BNW (game)), ==, WHITE);
}

static void
test_tens_double_chain (void)
{
  g_autoptr(PipsGame) game = new_game (4, NULL);

  /* The starter throws a double: the next player decides; a double there too: the next. */
  start (game, 0);
  play (game, "44 22");
  g_assert_cmpint (pips_black_n_white_game_get_tens (BNW (game)), ==, NONE);
  g_assert_cmpint (pips_game_get_only_player (game), ==, 2);
  apply_ok (game, "{\"type\":\"result\",\"player\":2,\"black\":3,\"white\":6,\"throws\":1}");
  g_assert_cmpint (pips_black_n_white_game_get_tens_chooser (BNW (game)), ==, 2);
  apply_ok (game, "{\"type\":\"tens\",\"player\":2,\"die\":\"white\"}");
  /* Dora: black 5, white 2 = 25 < Carla's 63. */
  play (game, "52");
  assert_chips (game, "7 | 0 0 0 1 | 0");

  /* Dora starts the next round; the last player of the round can be the one to choose. */
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (BNW (game)), ==, 3);
  play (game, "66 55 11");
  apply_ok (game, "{\"type\":\"result\",\"player\":2,\"black\":1,\"white\":2,\"throws\":1}");
  g_assert_cmpint (pips_black_n_white_game_get_tens_chooser (BNW (game)), ==, 2);
  apply_ok (game, "{\"type\":\"tens\",\"player\":2,\"die\":\"white\"}");
  assert_chips (game, "6 | 0 0 1 1 | 0");
}

static void
test_tens_all_doubles (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);

  /* Nobody chooses a colour when every result is a double; the lowest double takes. */
  start (game, 0);
  play (game, "33 11 66");
  assert_chips (game, "5 | 0 1 0 | 0");
  g_assert_cmpint (pips_black_n_white_game_get_last_tens (BNW (game)), ==, NONE);
  assert_outcome (game, "Ben takes a chip");
}

/* The throw limit */

static void
test_throw_limit (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);

  start (game, 1);
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (BNW (game)), ==, 3);
  play (game, "33/2");
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (BNW (game)), ==, 2);
  apply_refused (game, "{\"type\":\"result\",\"player\":2,\"black\":4,\"white\":4,\"throws\":3}",
                 PIPS_GAME_ERROR_RULE, "This round allows 2 throws, as many as Ben used to start it");
  play (game, "44/2 55/1");
  /* Ben's double 3 is the lowest: Ben takes and starts with a fresh limit. */
  assert_chips (game, "5 | 0 1 0 | 0");
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (BNW (game)), ==, 3);
  play (game, "22/1");
  apply_refused (game, "{\"type\":\"result\",\"player\":2,\"black\":4,\"white\":4,\"throws\":2}",
                 PIPS_GAME_ERROR_RULE, "This round allows 1 throw, as many as Ben used to start it");
}

/* Ties */

static void
test_ties_phase_1_later_worse (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);

  /* Anna 52, Ben 61, Carla 52: of the two lowest, Carla threw later and takes the chip. */
  start (game, 0);
  play (game, "52 61 52");
  assert_chips (game, "5 | 0 0 1 | 0");

  /* All three equal: the last of them takes. Carla starts, so Ben is last. */
  play (game, "43 43 43");
  assert_chips (game, "4 | 0 1 1 | 0");

  /* Equal doubles: Ben starts; Ben and Anna tie on double 1 below Carla: Anna is later. */
  play (game, "11 22 11");
  assert_chips (game, "3 | 1 1 1 | 0");
  assert_outcome (game, "Anna takes a chip");
}

static void
test_ties_phase_1_roll_off (void)
{
  g_autoptr(PipsGame) game = new_game (3, "{\"ties\":\"roll-off\"}");
  g_autoptr(GArray) players = NULL;
  g_autoptr(GArray) results = NULL;

  /* Anna 52, Ben 61, Carla 52: Anna and Carla roll off, in the order they played. */
  start (game, 0);
  play (game, "52/2 61 52");
  assert_chips (game, "6 | 0 0 0 | 0");
  g_assert_cmpuint (pips_black_n_white_game_get_rolloff (BNW (game)), ==, 1);
  players = pips_black_n_white_game_dup_rolloff_players (BNW (game));
  g_assert_cmpuint (players->len, ==, 2);
  g_assert_cmpuint (g_array_index (players, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (players, guint, 1), ==, 2);
  g_assert_cmpint (pips_game_get_only_player (game), ==, 0);
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (BNW (game)), ==, 1);
  assert_status (game, "Round 1 · Phase 1 · Roll-off · Anna to throw");

  apply_refused (game, "{\"type\":\"result\",\"player\":1,\"black\":4,\"white\":4,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "Ben is not in the roll-off");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":4,\"white\":4,\"throws\":2}",
                 PIPS_GAME_ERROR_RULE, "In a roll-off each player throws once");

  /* They tie again (double 3 each): a second roll-off. */
  play (game, "33");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":4,\"white\":4,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "Anna has already thrown in this roll-off");
  play (game, "33");
  g_assert_cmpuint (pips_black_n_white_game_get_rolloff (BNW (game)), ==, 2);
  assert_chips (game, "6 | 0 0 0 | 0");

  results = pips_black_n_white_game_dup_results (BNW (game));
  g_assert_cmpuint (results->len, ==, 3);
  g_clear_pointer (&results, g_array_unref);

  /* Black stays tens: Anna 41 < Carla 62, so Anna takes. */
  play (game, "41 62");
  g_assert_cmpuint (pips_black_n_white_game_get_rolloff (BNW (game)), ==, 0);
  assert_chips (game, "5 | 1 0 0 | 0");
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (BNW (game)), ==, 0);
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (BNW (game)), ==, 3);

  /* The last round lists its own results, then those of the deciding roll-off. */
  results = pips_black_n_white_game_dup_last_results (BNW (game));
  g_assert_cmpuint (results->len, ==, 5);
  g_assert_cmpuint (g_array_index (results, PipsBlackNWhiteResult, 3).player, ==, 2);
  g_assert_cmpuint (g_array_index (results, PipsBlackNWhiteResult, 3).rolloff, ==, 2);
  g_assert_cmpuint (g_array_index (results, PipsBlackNWhiteResult, 4).player, ==, 0);
  g_clear_pointer (&results, g_array_unref);

  /* Equal doubles leave the colour open: the first roll-off result that is not a double
   * chooses it. Anna and Carla tie on double 3 below Ben's double 4: Anna throws black 4,
   * white 1 and makes white the tens (14); Carla's black 6, white 2 is 26. */
  play (game, "33 44 33");
  g_assert_cmpuint (pips_black_n_white_game_get_rolloff (BNW (game)), ==, 1);
  play (game, "41w");
  g_assert_cmpint (pips_black_n_white_game_get_tens (BNW (game)), ==, WHITE);
  play (game, "62");
  assert_chips (game, "4 | 2 0 0 | 0");
}

/* Two players and four chips: Anna and Ben take two each, then phase 2 begins with a tie for
 * the most chips. */
static PipsGame *
new_phase_2_game (const char *options)
{
  PipsGame *game = new_game (2, options);

  start (game, 0);
  play (game, "52 61");   /* Anna 52 < 61: Anna takes, starts */
  play (game, "52 61");   /* Anna again */
  play (game, "61 52");   /* Ben takes, starts */
  play (game, "52 61");   /* Ben again: the middle is empty */
  assert_chips (game, "0 | 2 2 | 0");
  g_assert_cmpint (pips_black_n_white_game_get_phase (BNW (game)), ==, PIPS_BLACK_N_WHITE_PHASE_2);
  assert_outcome (game, "Ben takes the last chip: phase 2 begins");

  return game;
}

static void
test_ties_phase_2_later_worse (void)
{
  g_autoptr(PipsGame) game = new_phase_2_game (NULL);

  start (game, 1);
  /* Ben 52, Anna 52: the earlier is better, so Ben puts a chip out. */
  play (game, "52 52");
  assert_chips (game, "0 | 2 1 | 1");
  assert_outcome (game, "Ben puts a chip out");
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (BNW (game)), ==, 0);
}

static void
test_ties_phase_2_roll_off (void)
{
  g_autoptr(PipsGame) game = new_phase_2_game ("{\"ties\":\"roll-off\"}");

  start (game, 1);
  play (game, "52 52");
  g_assert_cmpuint (pips_black_n_white_game_get_rolloff (BNW (game)), ==, 1);
  g_assert_cmpint (pips_game_get_only_player (game), ==, 1);
  /* Ben double 3, Anna double 4: the highest of the roll-off, Anna, puts a chip out. */
  play (game, "33 44");
  assert_chips (game, "0 | 1 2 | 1");
  assert_outcome (game, "Anna puts a chip out");
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (BNW (game)), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/black-n-white/ranking/doubles", test_ranking_doubles);
  g_test_add_func ("/black-n-white/ranking/house-numbers", test_ranking_house_numbers);
  g_test_add_func ("/black-n-white/ranking/format", test_ranking_format);
  g_test_add_func ("/black-n-white/ranking/round", test_ranking_round);
  g_test_add_func ("/black-n-white/tens/starter-chooses", test_tens_starter_chooses);
  g_test_add_func ("/black-n-white/tens/double-chain", test_tens_double_chain);
  g_test_add_func ("/black-n-white/tens/all-doubles", test_tens_all_doubles);
  g_test_add_func ("/black-n-white/throws/limit", test_throw_limit);
  g_test_add_func ("/black-n-white/ties/phase-1-later-worse", test_ties_phase_1_later_worse);
  g_test_add_func ("/black-n-white/ties/phase-1-roll-off", test_ties_phase_1_roll_off);
  g_test_add_func ("/black-n-white/ties/phase-2-later-worse", test_ties_phase_2_later_worse);
  g_test_add_func ("/black-n-white/ties/phase-2-roll-off", test_ties_phase_2_roll_off);

  return g_test_run ();
}
