/* test-black-n-white-rules.c — Black’n’White: the registry, phases, validation, events and words
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include "black-n-white-rules-test-utils.h"

/* The registry */

static void
test_registry (void)
{
  const PipsGameInfo *info = pips_registry_lookup ("black-n-white");
  g_autoptr(JsonObject) defaults = NULL;
  g_autofree char *json = NULL;

  g_assert_true (info == &pips_black_n_white_game_info);
  g_assert_cmpstr (info->name, ==, "Black’n’White");
  g_assert_cmpuint (info->min_players, ==, 2);
  g_assert_cmpuint (info->max_players, ==, 5);
  g_assert_cmpuint (info->dice.n_dice, ==, 2);
  g_assert_cmpstr (info->dice.die_names[0], ==, "Black");
  g_assert_true (info->get_type () == PIPS_TYPE_BLACK_N_WHITE_GAME);

  defaults = pips_game_info_default_options (info);
  json = to_json (defaults);
  g_assert_cmpstr (json, ==, "{\"chips-per-player\":2,\"starter\":\"table\",\"ties\":\"later-worse\",\"stake\":\"\"}");
}

/* The stake is free text the table agreed on: shown with the sheet, at most 200 characters. */
static void
test_stake (void)
{
  g_autoptr(PipsGame) game = new_game (3, "{\"stake\":\"a round of drinks\"}");
  g_autoptr(JsonObject) number = parse_object ("{\"stake\":5}");
  g_autoptr(JsonObject) long_text = json_object_new ();
  g_autofree char *too_long = g_strnfill (PIPS_OPTION_TEXT_MAX + 1, 'x');
  g_autofree char *sheet = pips_game_dup_sheet_text (game);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (pips_game_get_option_text (game, "stake"), ==, "a round of drinks");
  g_assert_nonnull (strstr (sheet, "Stake: a round of drinks"));

  g_assert_false (pips_game_info_check_options (&pips_black_n_white_game_info, number, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT);
  g_clear_error (&error);

  json_object_set_string_member (long_text, "stake", too_long);
  g_assert_false (pips_game_info_check_options (&pips_black_n_white_game_info, long_text, &error));
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT);
}

static void
test_options (void)
{
  g_autoptr(PipsGame) game = NULL;
  g_autoptr(JsonObject) bad = parse_object ("{\"chips-per-player\":1}");

  game = new_game (3, NULL);
  g_assert_cmpuint (pips_black_n_white_game_get_total_chips (BNW (game)), ==, 6);
  g_assert_cmpuint (pips_black_n_white_game_get_middle (BNW (game)), ==, 6);
  g_assert_false (pips_black_n_white_game_get_random_starter (BNW (game)));
  g_assert_false (pips_black_n_white_game_get_ties_roll_off (BNW (game)));
  g_clear_object (&game);

  game = new_game (5, "{\"chips-per-player\":4,\"starter\":\"random\",\"ties\":\"roll-off\"}");
  g_assert_cmpuint (pips_black_n_white_game_get_total_chips (BNW (game)), ==, 20);
  g_assert_cmpuint (pips_black_n_white_game_get_middle (BNW (game)), ==, 20);
  g_assert_true (pips_black_n_white_game_get_random_starter (BNW (game)));
  g_assert_true (pips_black_n_white_game_get_ties_roll_off (BNW (game)));

  /* Fewer than the sheet's two chips per player are not offered. */
  g_assert_false (pips_game_info_check_options (&pips_black_n_white_game_info, bad, NULL));
}

/* Phases */

static void
test_phase_1_one_holder_loses (void)
{
  g_autoptr(PipsGame) game = new_game (2, NULL);
  g_autoptr(GPtrArray) standings = NULL;
  g_autoptr(GArray) winners = NULL;
  PipsTestStanding *s;

  start (game, 0);
  for (guint i = 0; i < 4; i++)
    play (game, "12 66");

  /* Anna holds every chip: Ben never took one and has won; Anna has lost at once. */
  assert_chips (game, "0 | 4 0 | 0");
  g_assert_true (pips_game_is_over (game));
  g_assert_cmpint (pips_black_n_white_game_get_loser (BNW (game)), ==, 0);
  g_assert_cmpint (pips_black_n_white_game_get_player_state (BNW (game), 1), ==,
                   PIPS_BLACK_N_WHITE_WON);
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (BNW (game)), ==,
                   PIPS_BLACK_N_WHITE_AWAIT_NOTHING);
  g_assert_cmpint (pips_game_get_only_player (game), ==, -1);
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (BNW (game)), ==, 0);
  g_assert_cmpuint (pips_game_get_round (game), ==, 4);
  assert_outcome (game, "Anna takes the last chip and has lost");
  assert_status (game, "Game over · Anna has lost");

  winners = pips_black_n_white_game_dup_winners (BNW (game));
  g_assert_cmpuint (winners->len, ==, 1);
  g_assert_cmpuint (g_array_index (winners, guint, 0), ==, 1);

  standings = pips_test_standings (game);
  g_assert_cmpuint (standings->len, ==, 2);
  s = g_ptr_array_index (standings, 0);
  g_assert_cmpuint (s->player, ==, 1);
  g_assert_cmpuint (s->rank, ==, 1);
  g_assert_cmpstr (s->status, ==, "Won");
  s = g_ptr_array_index (standings, 1);
  g_assert_cmpuint (s->player, ==, 0);
  g_assert_cmpuint (s->rank, ==, 2);
  g_assert_cmpint (s->chips, ==, 4);
  g_assert_cmpstr (s->status, ==, "Lost");

  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":4,\"white\":4,\"throws\":1}",
                 PIPS_GAME_ERROR_OVER, "The game is over");
}

/* Players who hold no chip when the middle is empty leave together and share the first rank. */
static void
test_phase_1_winners_share_rank (void)
{
  g_autoptr(PipsGame) game = new_game (4, NULL);
  g_autoptr(GPtrArray) standings = NULL;
  g_autoptr(GArray) winners = NULL;
  const guint expected[][3] = {
    /* player, rank, chips */
    { 0, 1, 0 },
    { 1, 1, 0 },
    { 3, 1, 0 },
    { 2, 4, 8 },
  };

  start (game, 2);
  for (guint i = 0; i < 8; i++)
    play (game, "12 66 66 66");

  assert_chips (game, "0 | 0 0 8 0 | 0");
  g_assert_true (pips_game_is_over (game));
  g_assert_cmpint (pips_black_n_white_game_get_phase (BNW (game)), ==, PIPS_BLACK_N_WHITE_PHASE_1);
  assert_outcome (game, "Carla takes the last chip and has lost");

  winners = pips_black_n_white_game_dup_winners (BNW (game));
  g_assert_cmpuint (winners->len, ==, 3);
  standings = pips_test_standings (game);
  g_assert_cmpuint (standings->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      PipsTestStanding *s = g_ptr_array_index (standings, i);

      g_assert_cmpuint (s->player, ==, expected[i][0]);
      g_assert_cmpuint (s->rank, ==, expected[i][1]);
      g_assert_cmpint (s->chips, ==, expected[i][2]);
      g_assert_cmpstr (s->status, ==, i < 3 ? "Won" : "Lost");
      if (i < 3)
        g_assert_cmpuint (g_array_index (winners, guint, i), ==, expected[i][0]);
    }
}

/* Four players, eight chips: Anna 1, Ben 1, Carla 3, Dora 3 after phase 1. */
static PipsGame *
new_four_player_phase_2_game (void)
{
  PipsGame *game = new_game (4, NULL);

  start (game, 2);
  play (game, "12 66 66 66");   /* Carla takes */
  play (game, "12 66 66 66");   /* Carla */
  play (game, "12 66 66 66");   /* Carla */
  play (game, "66 12 66 66");   /* Dora, who comes after Carla */
  play (game, "12 66 66 66");   /* Dora */
  play (game, "12 66 66 66");   /* Dora */
  play (game, "66 12 66 66");   /* Anna, after Dora */
  play (game, "66 12 66 66");   /* Ben, after Anna */
  assert_chips (game, "0 | 1 1 3 3 | 0");

  return game;
}

static void
test_phase_2_starter (void)
{
  g_autoptr(PipsGame) game = new_four_player_phase_2_game ();
  g_autoptr(GArray) candidates = NULL;
  g_autoptr(GArray) active = NULL;
  g_autoptr(PipsRoller) roller = NULL;
  g_autoptr(JsonObject) pick = NULL;

  /* Nobody left at the end of phase 1: everyone holds chips. */
  g_assert_cmpint (pips_black_n_white_game_get_phase (BNW (game)), ==, PIPS_BLACK_N_WHITE_PHASE_2);
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (BNW (game)), ==,
                   PIPS_BLACK_N_WHITE_AWAIT_STARTER);
  g_assert_cmpint (pips_game_get_only_player (game), ==, -1);
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (BNW (game)), ==, -1);
  assert_status (game, "Round 9 · Phase 2 · Who starts?");

  candidates = pips_black_n_white_game_dup_starter_candidates (BNW (game));
  g_assert_cmpuint (candidates->len, ==, 2);
  g_assert_cmpuint (g_array_index (candidates, guint, 0), ==, 2);
  g_assert_cmpuint (g_array_index (candidates, guint, 1), ==, 3);

  apply_refused (game, "{\"type\":\"starter\",\"player\":1}",
                 PIPS_GAME_ERROR_RULE, "Ben does not have the most chips, so cannot start");
  apply_refused (game, "{\"type\":\"result\",\"player\":2,\"black\":4,\"white\":4,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "First say who starts this round");

  /* The app may pick at random; the pick is an event, and the same seed picks the same. */
  roller = pips_roller_new_seeded (7);
  pick = pips_black_n_white_game_pick_starter (BNW (game), roller);
  g_assert_nonnull (pick);
  g_assert_true (json_object_get_boolean_member (pick, "random"));
  g_assert_true (json_object_get_int_member (pick, "player") == 2 ||
                 json_object_get_int_member (pick, "player") == 3);

  apply_ok (game, "{\"type\":\"starter\",\"player\":3,\"random\":true}");
  active = pips_black_n_white_game_dup_active_players (BNW (game));
  g_assert_cmpuint (active->len, ==, 4);
  g_assert_cmpuint (g_array_index (active, guint, 0), ==, 3);
  g_assert_cmpuint (g_array_index (active, guint, 1), ==, 0);
  apply_refused (game, "{\"type\":\"starter\",\"player\":2}",
                 PIPS_GAME_ERROR_RULE, "Who starts is settled: Dora started this round");
  g_assert_null (pips_black_n_white_game_pick_starter (BNW (game), roller));

  /* Dora 65 is highest: Dora puts a chip out; Carla now has the most and starts. */
  play (game, "65 12 12 12");
  assert_chips (game, "0 | 1 1 3 2 | 1");
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (BNW (game)), ==, 2);
  g_clear_pointer (&active, g_array_unref);
  active = pips_black_n_white_game_dup_active_players (BNW (game));
  g_assert_cmpuint (g_array_index (active, guint, 0), ==, 2);
}

static void
test_phase_2_leave_and_lose (void)
{
  g_autoptr(PipsGame) game = new_four_player_phase_2_game ();
  g_autoptr(GPtrArray) standings = NULL;
  g_autoptr(GArray) winners = NULL;
  g_autoptr(GArray) active = NULL;
  const guint expected[][3] = {
    /* player, rank, chips */
    { 0, 1, 0 },
    { 3, 2, 0 },
    { 2, 3, 0 },
    { 1, 4, 1 },
  };

  start (game, 2);
  /* Carla, Dora, Anna, Ben: Anna's double puts out her only chip; she has won and leaves. */
  play (game, "12 12 66 12");
  assert_chips (game, "0 | 0 1 3 3 | 1");
  assert_outcome (game, "Anna puts their last chip out and has won");
  g_assert_cmpint (pips_black_n_white_game_get_player_state (BNW (game), 0), ==,
                   PIPS_BLACK_N_WHITE_WON);
  apply_refused (game, "{\"type\":\"starter\",\"player\":0}",
                 PIPS_GAME_ERROR_RULE, "Anna has already won and no longer plays");

  /* Carla and Dora tie for the most: Dora starts; the rounds go Dora, Ben, Carla. */
  start (game, 3);
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":4,\"white\":4,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "Anna has already won and no longer plays");
  active = pips_black_n_white_game_dup_active_players (BNW (game));
  g_assert_cmpuint (active->len, ==, 3);
  g_assert_cmpuint (g_array_index (active, guint, 1), ==, 1);
  play (game, "66 12 12");      /* Dora 2 */
  play (game, "12 66 12");      /* Carla starts (3): Carla, Dora, Ben; Dora 1 */
  play (game, "12 66 12");      /* Carla (3): Dora 0, has won */
  assert_chips (game, "0 | 0 1 3 0 | 4");
  play (game, "66 12");         /* Carla (3), Ben: Carla 2 */
  play (game, "66 12");         /* Carla 1 */
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (BNW (game)), ==,
                   PIPS_BLACK_N_WHITE_AWAIT_STARTER);
  start (game, 2);
  play (game, "66 12");         /* Carla 0: has won; Ben is the last holder and has lost */
  assert_chips (game, "0 | 0 1 0 0 | 7");
  g_assert_true (pips_game_is_over (game));
  assert_outcome (game, "Carla puts their last chip out and has won; Ben has lost");

  winners = pips_black_n_white_game_dup_winners (BNW (game));
  g_assert_cmpuint (winners->len, ==, 3);
  g_assert_cmpuint (g_array_index (winners, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (winners, guint, 1), ==, 3);
  g_assert_cmpuint (g_array_index (winners, guint, 2), ==, 2);

  standings = pips_test_standings (game);
  g_assert_cmpuint (standings->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      PipsTestStanding *s = g_ptr_array_index (standings, i);

      g_assert_cmpuint (s->player, ==, expected[i][0]);
      g_assert_cmpuint (s->rank, ==, expected[i][1]);
      g_assert_cmpint (s->chips, ==, expected[i][2]);
    }
}

static void
test_standings_during_game (void)
{
  g_autoptr(PipsGame) game = new_game (4, NULL);
  g_autoptr(GPtrArray) standings = NULL;
  const guint expected[][3] = {
    /* Fewer chips first; equal chips share a rank and keep the seat order. */
    { 0, 1, 0 },
    { 3, 1, 0 },
    { 1, 3, 1 },
    { 2, 3, 1 },
  };

  start (game, 0);
  play (game, "66 12 66 66");   /* Ben takes */
  play (game, "66 12 66 66");   /* Ben starts; Carla takes */
  standings = pips_test_standings (game);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      PipsTestStanding *s = g_ptr_array_index (standings, i);

      g_assert_cmpuint (s->player, ==, expected[i][0]);
      g_assert_cmpuint (s->rank, ==, expected[i][1]);
      g_assert_cmpint (s->chips, ==, expected[i][2]);
      g_assert_null (s->status);
    }
}

/* Validation: every message, and a refused event changes nothing */

static void
test_validation_faces_and_throws (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);

  start (game, 0);
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":7,\"white\":4,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "A die shows 1 to 6, so the black die cannot show 7");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":0,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "A die shows 1 to 6, so the white die cannot show 0");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":-2,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "A die shows 1 to 6, so the white die cannot show -2");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":4,\"throws\":4}",
                 PIPS_GAME_ERROR_RULE, "A turn has 1 to 3 throws, not 4");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":4,\"throws\":0}",
                 PIPS_GAME_ERROR_RULE, "A turn has 1 to 3 throws, not 0");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":\"3\",\"white\":4,\"throws\":1}",
                 PIPS_GAME_ERROR_INVALID, "“black” is missing or not a whole number");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":4}",
                 PIPS_GAME_ERROR_INVALID, "“throws” is missing or not a whole number");
  apply_refused (game, "{\"type\":\"result\",\"player\":3,\"black\":3,\"white\":4,\"throws\":1}",
                 PIPS_GAME_ERROR_INVALID, "“player” must be between 0 and 2");
}

static void
test_validation_turns (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);

  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":3,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "First say who starts this round");
  assert_status (game, "Round 1 · Phase 1 · Who starts?");
  start (game, 1);
  assert_status (game, "Round 1 · Phase 1 · Ben to play");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":3,\"throws\":1}",
                 PIPS_GAME_ERROR_OUT_OF_TURN, "It is Ben’s turn, not Anna’s");
  play (game, "33");
  apply_refused (game, "{\"type\":\"result\",\"player\":1,\"black\":3,\"white\":3,\"throws\":1}",
                 PIPS_GAME_ERROR_RULE, "Ben already has a result this round");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":3,\"throws\":1}",
                 PIPS_GAME_ERROR_OUT_OF_TURN, "It is Carla’s turn, not Anna’s");
  apply_ok (game, "{\"type\":\"result\",\"player\":2,\"black\":5,\"white\":3,\"throws\":1}");
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":3,\"throws\":1}",
                 PIPS_GAME_ERROR_OUT_OF_TURN, "First Carla says which die gives the tens");
}

static void
test_validation_tens (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);

  start (game, 0);
  apply_refused (game, "{\"type\":\"tens\",\"player\":0,\"die\":\"black\"}",
                 PIPS_GAME_ERROR_RULE,
                 "The tens colour is chosen by the first player of the round whose result is not a double");
  play (game, "22");
  apply_refused (game, "{\"type\":\"tens\",\"player\":1,\"die\":\"black\"}",
                 PIPS_GAME_ERROR_RULE,
                 "The tens colour is chosen by the first player of the round whose result is not a double");
  apply_ok (game, "{\"type\":\"result\",\"player\":1,\"black\":5,\"white\":3,\"throws\":1}");
  apply_refused (game, "{\"type\":\"tens\",\"player\":0,\"die\":\"white\"}",
                 PIPS_GAME_ERROR_RULE, "Ben chooses the tens colour this round, not Anna");
  apply_refused (game, "{\"type\":\"tens\",\"player\":1,\"die\":\"green\"}",
                 PIPS_GAME_ERROR_INVALID, "“die” must be “black” or “white”");
  apply_refused (game, "{\"type\":\"tens\",\"player\":1}",
                 PIPS_GAME_ERROR_INVALID, "“die” is missing or not text");
  apply_ok (game, "{\"type\":\"tens\",\"player\":1,\"die\":\"black\"}");
  apply_refused (game, "{\"type\":\"tens\",\"player\":1,\"die\":\"white\"}",
                 PIPS_GAME_ERROR_RULE, "The black die already gives the tens this round");
  apply_refused (game, "{\"type\":\"tens\",\"player\":2,\"die\":\"white\"}",
                 PIPS_GAME_ERROR_RULE, "The black die already gives the tens this round");
  play (game, "61");
  play (game, "25w");
  apply_refused (game, "{\"type\":\"tens\",\"player\":1,\"die\":\"black\"}",
                 PIPS_GAME_ERROR_RULE, "The white die already gives the tens this round");
}

static void
test_validation_starter (void)
{
  g_autoptr(PipsGame) game = new_game (3, NULL);

  apply_refused (game, "{\"type\":\"starter\",\"player\":5}",
                 PIPS_GAME_ERROR_INVALID, "“player” must be between 0 and 2");
  apply_refused (game, "{\"type\":\"starter\",\"player\":1,\"random\":1}",
                 PIPS_GAME_ERROR_INVALID, "“random” must be true or false");
  start (game, 2);
  apply_refused (game, "{\"type\":\"starter\",\"player\":1}",
                 PIPS_GAME_ERROR_RULE, "Who starts is settled: Carla started this round");
}

static void
test_validation_events (void)
{
  g_autoptr(PipsGame) game = new_game (2, NULL);

  apply_refused (game, "{\"type\":\"score\",\"player\":0}",
                 PIPS_GAME_ERROR_INVALID, "Black’n’White has no entry of the type “score”");
  apply_refused (game, "{\"player\":0}",
                 PIPS_GAME_ERROR_INVALID, "The entry has no type");
}

static void
test_validation_rolls (void)
{
  g_autoptr(PipsGame) game = new_game (2, NULL);

  start (game, 0);
  apply_refused (game,
                 "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":2,"
                 "\"rolls\":[{\"black\":6,\"white\":4}]}",
                 PIPS_GAME_ERROR_RULE, "The turn lists 1 throw but says 2 were used");
  apply_refused (game,
                 "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":2,"
                 "\"rolls\":[{\"black\":6,\"white\":2},{\"black\":6,\"white\":5,\"kept\":\"black\"}]}",
                 PIPS_GAME_ERROR_RULE, "The last throw must show the result");
  apply_refused (game,
                 "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":2,"
                 "\"rolls\":[{\"black\":3,\"white\":2},{\"black\":6,\"white\":4,\"kept\":\"black\"}]}",
                 PIPS_GAME_ERROR_RULE, "A die that is kept shows the same face in the next throw");
  apply_refused (game,
                 "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":1,"
                 "\"rolls\":[{\"black\":6,\"white\":4,\"kept\":\"white\"}]}",
                 PIPS_GAME_ERROR_RULE, "The first throw cannot keep a die");
  apply_refused (game,
                 "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":1,"
                 "\"rolls\":[{\"black\":6,\"white\":9}]}",
                 PIPS_GAME_ERROR_RULE, "A die shows 1 to 6, so the white die cannot show 9");
  apply_refused (game,
                 "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":1,"
                 "\"rolls\":[[6,4]]}",
                 PIPS_GAME_ERROR_INVALID, "“rolls” must list throws");
  apply_refused (game,
                 "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":1,"
                 "\"rolls\":{}}",
                 PIPS_GAME_ERROR_INVALID, "“rolls” is missing or not a list");
  apply_refused (game,
                 "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":2,"
                 "\"rolls\":[{\"black\":6,\"white\":2},{\"black\":6,\"white\":4,\"kept\":\"both\"}]}",
                 PIPS_GAME_ERROR_INVALID, "“kept” must be “black” or “white”");

  /* Keep black, rethrow white; then rethrow both. */
  apply_ok (game,
            "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":3,"
            "\"rolls\":[{\"black\":6,\"white\":2},{\"black\":6,\"white\":1,\"kept\":\"black\"},"
            "{\"black\":6,\"white\":4}]}");
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (BNW (game)), ==, 3);
}

static void
test_end_event (void)
{
  g_autoptr(PipsGame) game = new_game (2, NULL);

  start (game, 0);
  apply_ok (game, "{\"type\":\"end\"}");
  g_assert_true (pips_game_is_over (game));
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (BNW (game)), ==,
                   PIPS_BLACK_N_WHITE_AWAIT_NOTHING);
  g_assert_cmpint (pips_black_n_white_game_get_loser (BNW (game)), ==, -1);
  apply_refused (game, "{\"type\":\"result\",\"player\":0,\"black\":3,\"white\":3,\"throws\":1}",
                 PIPS_GAME_ERROR_OVER, "The game is over");
}

/* Events and words */

static void
test_builders (void)
{
  const PipsBlackNWhiteRoll rolls[] = {
    { 6, 2, NONE },
    { 6, 4, BLACK },
  };
  g_autoptr(JsonObject) starter = pips_black_n_white_build_starter (2, FALSE);
  g_autoptr(JsonObject) random = pips_black_n_white_build_starter (1, TRUE);
  g_autoptr(JsonObject) result = pips_black_n_white_build_result (0, 6, 4, 2);
  g_autoptr(JsonObject) detailed = pips_black_n_white_build_result_with_rolls (0, rolls, 2);
  g_autoptr(JsonObject) tens = pips_black_n_white_build_tens (3, WHITE);
  g_autofree char *starter_json = to_json (starter);
  g_autofree char *random_json = to_json (random);
  g_autofree char *result_json = to_json (result);
  g_autofree char *detailed_json = to_json (detailed);
  g_autofree char *tens_json = to_json (tens);

  g_assert_cmpstr (starter_json, ==, "{\"type\":\"starter\",\"player\":2}");
  g_assert_cmpstr (random_json, ==, "{\"type\":\"starter\",\"player\":1,\"random\":true}");
  g_assert_cmpstr (result_json, ==,
                   "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":2}");
  g_assert_cmpstr (detailed_json, ==,
                   "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":2,"
                   "\"rolls\":[{\"black\":6,\"white\":2},{\"black\":6,\"white\":4,\"kept\":\"black\"}]}");
  g_assert_cmpstr (tens_json, ==, "{\"type\":\"tens\",\"player\":3,\"die\":\"white\"}");
}

static void
test_describe (void)
{
  g_autoptr(PipsGame) game = new_game (2, "{\"ties\":\"roll-off\"}");
  struct {
    const char *event;
    const char *line;
  } steps[] = {
    { "{\"type\":\"starter\",\"player\":1,\"random\":true}", "Ben starts, picked at random" },
    { "{\"type\":\"result\",\"player\":1,\"black\":6,\"white\":4,\"throws\":2}",
      "Ben: Black 6, white 4 in 2 throws" },
    { "{\"type\":\"tens\",\"player\":1,\"die\":\"black\"}", "Ben makes the black die the tens" },
    { "{\"type\":\"result\",\"player\":0,\"black\":6,\"white\":4,\"throws\":1}",
      "Anna: 64 in 1 throw · a tie: the tied players roll off" },
    { "{\"type\":\"result\",\"player\":1,\"black\":2,\"white\":2,\"throws\":1}",
      "Ben rolls off: Double 2" },
    { "{\"type\":\"result\",\"player\":0,\"black\":1,\"white\":1,\"throws\":1}",
      "Anna rolls off: Double 1 · Anna takes a chip" },
    { "{\"type\":\"starter\",\"player\":1}", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(JsonObject) event = parse_object (steps[i].event);
      g_autofree char *line = pips_game_dup_description (game, event);

      if (steps[i].line == NULL)
        {
          /* An event the rules refuse is still described, without consequences. */
          g_assert_cmpstr (line, ==, "Ben starts");
          break;
        }

      g_assert_cmpstr (line, ==, steps[i].line);
      apply_event (game, event);
    }

  assert_chips (game, "3 | 1 0 | 0");
}

static void
test_sheet_text (void)
{
  g_autoptr(PipsGame) game = new_game (2, NULL);
  g_autofree char *sheet = NULL;

  start (game, 0);
  play (game, "64/2 33/2");
  play (game, "25w");
  sheet = pips_game_dup_sheet_text (game);
  g_assert_cmpstr (sheet, ==,
                   "Phase 1 · Round 2\n"
                   "In the middle: 3\n"
                   "Out of the game: 0\n"
                   "Anna: 1 chip\n"
                   "Ben: 0 chips\n"
                   "\n"
                   "Round 1\n"
                   "  Ben: Double 3 in 2 throws\n"
                   "  Anna: 64 in 2 throws\n"
                   "  Anna takes a chip\n"
                   "\n"
                   "Round 2\n"
                   "  Anna: 52 in 1 throw\n");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/black-n-white/registry", test_registry);
  g_test_add_func ("/black-n-white/stake", test_stake);
  g_test_add_func ("/black-n-white/options", test_options);
  g_test_add_func ("/black-n-white/phase-1/one-holder-loses", test_phase_1_one_holder_loses);
  g_test_add_func ("/black-n-white/phase-1/winners-share-rank", test_phase_1_winners_share_rank);
  g_test_add_func ("/black-n-white/phase-2/starter", test_phase_2_starter);
  g_test_add_func ("/black-n-white/phase-2/leave-and-lose", test_phase_2_leave_and_lose);
  g_test_add_func ("/black-n-white/standings/during-game", test_standings_during_game);
  g_test_add_func ("/black-n-white/validation/faces-and-throws", test_validation_faces_and_throws);
  g_test_add_func ("/black-n-white/validation/turns", test_validation_turns);
  g_test_add_func ("/black-n-white/validation/tens", test_validation_tens);
  g_test_add_func ("/black-n-white/validation/starter", test_validation_starter);
  g_test_add_func ("/black-n-white/validation/events", test_validation_events);
  g_test_add_func ("/black-n-white/validation/rolls", test_validation_rolls);
  g_test_add_func ("/black-n-white/validation/end", test_end_event);
  g_test_add_func ("/black-n-white/events/builders", test_builders);
  g_test_add_func ("/black-n-white/describe", test_describe);
  g_test_add_func ("/black-n-white/sheet-text", test_sheet_text);

  return g_test_run ();
}
