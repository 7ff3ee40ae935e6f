/* test-chili-rules.c — turns, the throw budget, refused entries, standings and the event builders
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chili-test"

#include "config.h"

#include <string.h>

#include "pips-test-standings.h"
#include "test-chili-util.h"

/* Asserts that the rules refuse @json with @code and exactly @message, and that the state is
 * the same afterwards. */
static void
expect_refused (PipsGame   *game,
                const char *json,
                int         code,
                const char *message)
{
  g_autoptr(JsonObject) event = chili_event (json);
  g_autofree char *before = chili_state_dump (game);
  g_autofree char *after = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;

  g_test_message ("refusing %s", json);
  g_assert_false (pips_game_apply (game, event, &error));
  g_assert_error (error, PIPS_GAME_ERROR, code);
  if (message != NULL)
    g_assert_cmpstr (error->message, ==, message);

  after = chili_state_dump (game);
  g_assert_cmpstr (before, ==, after);

  /* The history line of a refused entry says so, and changes nothing either. */
  line = pips_game_dup_description (game, event);
  g_assert_nonnull (line);
  g_free (after);
  after = chili_state_dump (game);
  g_assert_cmpstr (before, ==, after);
}

static void
assert_status (PipsGame   *game,
               const char *expected)
{
  g_autofree char *status = pips_game_dup_status (game);

  g_assert_cmpstr (status, ==, expected);
}

/* The dice judged while they are typed: every die that breaks a rule is marked, the first rule
 * broken is told. */
static void
test_typed_dice (void)
{
  g_autoptr(PipsGame) game = chili_game_new (2, NULL);
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);
  const guint8 two_red_fours[6] = { 4, 4, 0, 0, 0, 0 };
  const gboolean red_two[6] = { TRUE, TRUE, FALSE, FALSE, FALSE, FALSE };
  const guint8 white_threes[6] = { 3, 3, 3, 3, 3, 3 };
  const guint8 fine[6] = { 4, 1, 2, 0, 0, 0 };
  const gboolean none[6] = { FALSE, };
  gboolean wrong[6];
  g_autoptr(GError) error = NULL;

  g_assert_false (pips_chili_game_check_typed_dice (chili, two_red_fours, red_two, wrong, &error));
  g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE);
  g_assert_cmpstr (error->message, ==, "Only one die has a red 4");
  g_assert_true (wrong[0] && wrong[1]);
  g_assert_false (wrong[2] || wrong[3] || wrong[4] || wrong[5]);
  g_clear_error (&error);

  /* Six white 3s need all six dice to tell: then every one is marked. */
  g_assert_false (pips_chili_game_check_typed_dice (chili, white_threes, none, wrong, &error));
  for (guint i = 0; i < 6; i++)
    g_assert_true (wrong[i]);
  g_clear_error (&error);

  g_assert_true (pips_chili_game_check_typed_dice (chili, fine, red_two, wrong, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 6; i++)
    g_assert_false (wrong[i]);

  /* The die with the red 1 this turn is die 1: a red 1 typed on die 2 is marked. */
  chili_throw (game, "1r 2 3 4 5 6");
  {
    const guint8 faces[6] = { 2, 1, 3, 4, 5, 6 };
    const gboolean red[6] = { FALSE, TRUE, FALSE, FALSE, FALSE, FALSE };

    g_assert_false (pips_chili_game_check_typed_dice (chili, faces, red, wrong, &error));
    g_assert_true (wrong[1]);
    g_assert_false (wrong[0]);
  }
}

/* Ended before anyone threw: nobody won with the bonus alone. */
static void
test_ended_before_throws (void)
{
  g_autoptr(PipsGame) game = chili_game_new (3, NULL);
  g_autoptr(GListModel) standings = NULL;
  g_autofree char *status = NULL;

  chili_apply_text (game, "{\"type\":\"end\"}");
  g_assert_true (pips_game_is_over (game));
  standings = pips_game_dup_standings (game);
  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);

      g_assert_null (pips_standing_get_status (standing));
    }
  status = pips_game_dup_status (game);
  g_assert_null (strstr (status, "150"));
}

static void
test_registry (void)
{
  const PipsGameInfo *info = pips_registry_lookup ("chili");
  g_autoptr(JsonObject) defaults = NULL;
  g_autoptr(JsonObject) bad = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (info == &pips_chili_game_info);
  g_assert_cmpstr (info->name, ==, "Chili Dice");
  g_assert_cmpuint (info->min_players, ==, 1);
  g_assert_cmpuint (info->max_players, ==, 8);
  g_assert_cmpuint (info->dice.n_dice, ==, 6);
  g_assert_cmpuint (info->dice.n_faces, ==, 6);
  g_assert_true (info->get_type () == PIPS_TYPE_CHILI_GAME);

  defaults = pips_game_info_default_options (info);
  g_assert_cmpint (json_object_get_int_member (defaults, "throws"), ==, 30);
  g_assert_cmpstr (json_object_get_string_member (defaults, "red-alternative"), ==, "plain");

  bad = chili_event ("{\"throws\":5}");
  g_assert_false (pips_game_info_check_options (info, bad, &error));
  g_clear_error (&error);
  g_clear_pointer (&bad, json_object_unref);
  bad = chili_event ("{\"red-alternative\":\"sometimes\"}");
  g_assert_false (pips_game_info_check_options (info, bad, &error));
}

static void
test_options (void)
{
  static const struct
  {
    const char              *options;
    guint                    throws;
    PipsChiliRedAlternative  alt;
  } cases[] = {
    { NULL, 30, PIPS_CHILI_RED_ALTERNATIVE_PLAIN },
    { "{\"throws\":12}", 12, PIPS_CHILI_RED_ALTERNATIVE_PLAIN },
    { "{\"throws\":60,\"red-alternative\":\"doubled\"}", 60, PIPS_CHILI_RED_ALTERNATIVE_DOUBLED },
    { "{\"red-alternative\":\"off\"}", 30, PIPS_CHILI_RED_ALTERNATIVE_OFF },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PipsGame) game = chili_game_new (2, cases[i].options);
      PipsChiliGame *chili = PIPS_CHILI_GAME (game);

      g_assert_cmpuint (pips_chili_game_get_throw_budget (chili), ==, cases[i].throws);
      g_assert_cmpint (pips_chili_game_get_red_alternative (chili), ==, cases[i].alt);
      g_assert_cmpuint (pips_chili_game_get_throws_left (chili, 1), ==, cases[i].throws);
      g_assert_cmpuint (pips_chili_game_get_bonus (chili, 1), ==, 5 * cases[i].throws);

      /* The budget counts every throw. */
      chili_throw (game, "1 2 3 4 5 6");
      g_assert_cmpuint (pips_chili_game_get_throws_left (chili, 0), ==, cases[i].throws - 1);
    }
}

/* One turn step by step: throw, turn a red die, rethrow two dice, score. */
static void
test_turn (void)
{
  g_autoptr(PipsGame) game = chili_game_new (2, NULL);
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);
  g_autoptr(GPtrArray) options = NULL;
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  gboolean thrown[PIPS_CHILI_N_DICE];

  g_assert_cmpint (pips_game_get_only_player (game), ==, 0);
  g_assert_cmpuint (pips_game_get_round (game), ==, 1);
  g_assert_cmpuint (pips_game_get_n_rounds (game), ==, 10);
  assert_status (game, "Round 1 of 10 · Anna to play");
  g_assert_false (pips_game_is_over (game));
  g_assert_true (pips_chili_game_can_throw (chili));
  g_assert_false (pips_chili_game_can_rethrow (chili));
  g_assert_false (pips_chili_game_can_score (chili));
  g_assert_false (pips_chili_game_get_has_thrown (chili));
  g_assert_cmpuint (pips_chili_game_get_face (chili, 0), ==, 0);
  options = pips_chili_game_list_scores (chili);
  g_assert_cmpuint (options->len, ==, 0);
  g_clear_pointer (&options, g_ptr_array_unref);

  chili_apply_text (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,4,4,6,2,5],\"red\":[1]}");
  pips_chili_game_get_dice (chili, faces, red, thrown);
  g_assert_cmpmem (faces, sizeof faces, ((guint8[]) { 1, 4, 4, 6, 2, 5 }), sizeof faces);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      g_assert_cmpint (red[i], ==, i == 1);
      g_assert_true (thrown[i]);
      g_assert_cmpint (pips_chili_game_can_turn (chili, i), ==, i == 1);
    }
  g_assert_true (pips_chili_game_get_has_thrown (chili));
  g_assert_false (pips_chili_game_can_throw (chili));
  g_assert_true (pips_chili_game_can_rethrow (chili));
  g_assert_true (pips_chili_game_can_score (chili));
  g_assert_cmpuint (pips_chili_game_get_throws_this_turn (chili), ==, 1);
  g_assert_cmpuint (pips_chili_game_get_throws_used (chili, 0), ==, 1);
  g_assert_cmpuint (pips_chili_game_get_throws_left (chili, 0), ==, 29);
  options = pips_chili_game_list_scores (chili);
  g_assert_cmpuint (options->len, ==, PIPS_CHILI_N_FIELDS);
  g_clear_pointer (&options, g_ptr_array_unref);

  /* Turning costs no throw and makes the die white. */
  chili_apply_text (game, "{\"type\":\"turn\",\"player\":0,\"die\":1,\"face\":6}");
  g_assert_cmpuint (pips_chili_game_get_face (chili, 1), ==, 6);
  g_assert_false (pips_chili_game_get_red (chili, 1));
  g_assert_false (pips_chili_game_can_turn (chili, 1));
  g_assert_cmpuint (pips_chili_game_get_throws_used (chili, 0), ==, 1);

  /* A rethrow changes only the rethrown dice; only they count as thrown now. */
  chili_apply_text (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[4,0],\"faces\":[3,4],\"red\":[]}");
  pips_chili_game_get_dice (chili, faces, red, thrown);
  g_assert_cmpmem (faces, sizeof faces, ((guint8[]) { 4, 6, 4, 6, 3, 5 }), sizeof faces);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      g_assert_false (red[i]);
      g_assert_cmpint (thrown[i], ==, i == 0 || i == 4);
    }
  g_assert_cmpuint (pips_chili_game_get_throws_this_turn (chili), ==, 2);
  g_assert_cmpuint (pips_chili_game_get_throws_used (chili, 0), ==, 2);

  chili_apply_text (game, "{\"type\":\"score\",\"player\":0,\"field\":\"4\"}");
  g_assert_true (pips_chili_game_get_field_filled (chili, 0, PIPS_CHILI_FIELD_4));
  g_assert_cmpuint (pips_chili_game_get_field_points (chili, 0, PIPS_CHILI_FIELD_4), ==, 8);
  g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 0, PIPS_CHILI_FIELD_4), ==,
                   PIPS_CHILI_SCORING_NUMBER);
  g_assert_cmpuint (pips_chili_game_get_n_filled (chili, 0), ==, 1);
  g_assert_cmpuint (pips_chili_game_get_fields_total (chili, 0), ==, 8);
  g_assert_cmpuint (pips_chili_game_get_bonus (chili, 0), ==, 5 * 28);
  g_assert_cmpuint (pips_chili_game_get_total (chili, 0), ==, 8 + 5 * 28);

  /* Ben's turn starts clean. */
  g_assert_cmpint (pips_game_get_only_player (game), ==, 1);
  assert_status (game, "Round 1 of 10 · Ben to play");
  g_assert_false (pips_chili_game_get_has_thrown (chili));
  g_assert_cmpuint (pips_chili_game_get_throws_this_turn (chili), ==, 0);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      g_assert_cmpuint (pips_chili_game_get_face (chili, i), ==, 0);
      g_assert_false (pips_chili_game_get_thrown (chili, i));
    }

  chili_throw (game, "1 1 2 2 3 3");
  chili_apply_text (game, "{\"type\":\"score\",\"player\":1,\"field\":\"set\"}");
  g_assert_cmpuint (pips_chili_game_get_field_points (chili, 1, PIPS_CHILI_FIELD_SET), ==, 12);
  assert_status (game, "Round 2 of 10 · Anna to play");
  g_assert_cmpuint (pips_game_get_round (game), ==, 2);
}

/* A place that has shown a red k this turn is the die k until the turn ends: the dice a table
 * holds cannot show two red 5s, nor a white face on the die's red number. */
static void
test_die_identity (void)
{
  g_autoptr(PipsGame) game = chili_game_new (1, NULL);
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);

  /* A red 5 at place 0 (die 1), turned to a 3. */
  chili_apply_text (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[5,1,2,3,4,6],\"red\":[0]}");
  g_assert_cmpuint (pips_chili_game_get_die_number (chili, 0), ==, 5);
  g_assert_cmpuint (pips_chili_game_get_die_number (chili, 1), ==, 0);
  chili_apply_text (game, "{\"type\":\"turn\",\"player\":0,\"die\":0,\"face\":3}");
  g_assert_cmpuint (pips_chili_game_get_die_number (chili, 0), ==, 5);

  /* The die with the red 5 still lies at place 0: no other die shows a red 5. */
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[1],\"faces\":[5],\"red\":[1]}",
                  PIPS_GAME_ERROR_RULE,
                  "The die with the red 5 is die 1 this turn: die 2 cannot show a red 5");
  /* Thrown again, that die's 5 is red, and it has no other red face. */
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0],\"faces\":[5]}",
                  PIPS_GAME_ERROR_RULE, "Die 1 showed a red 5 this turn: its 5 is red");
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0],\"faces\":[4],\"red\":[0]}",
                  PIPS_GAME_ERROR_RULE,
                  "Die 1 showed a red 5 this turn: it is the die with the red 5, and its 4 is white");
  chili_apply_text (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0,1],\"faces\":[5,5],\"red\":[0]}");

  /* The next turn, the dice are unknown again. */
  chili_apply_text (game, "{\"type\":\"score\",\"player\":0,\"field\":\"5\"}");
  g_assert_cmpuint (pips_chili_game_get_die_number (chili, 0), ==, 0);
  chili_apply_text (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,5,2,3,4,6],\"red\":[1]}");
  g_assert_cmpuint (pips_chili_game_get_die_number (chili, 1), ==, 5);
}

/* The virtual dice respect the dice known this turn: a place known as the die k shows k only as
 * red, and no other place shows a red k. */
static void
test_roll_die_identity (void)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (7);

  for (guint n = 0; n < 200; n++)
    {
      g_autoptr(PipsGame) game = chili_game_new (1, NULL);
      PipsChiliGame *chili = PIPS_CHILI_GAME (game);

      chili_apply_text (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[5,1,2,3,4,6],\"red\":[0]}");
      chili_apply_text (game, "{\"type\":\"turn\",\"player\":0,\"die\":0,\"face\":3}");
      for (guint t = 0; t < 4 && pips_chili_game_can_rethrow (chili); t++)
        {
          gboolean rethrow[PIPS_CHILI_N_DICE] = { FALSE, };
          g_autoptr(JsonObject) event = NULL;
          g_autoptr(GError) error = NULL;

          for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
            rethrow[i] = pips_roller_range (roller, 2) == 0;
          rethrow[pips_roller_range (roller, PIPS_CHILI_N_DICE)] = TRUE;
          event = pips_chili_game_build_roll (chili, roller, rethrow);
          g_assert_true (pips_game_apply (game, event, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (pips_chili_game_get_die_number (chili, 0), ==, 5);
          g_assert_true (pips_chili_game_get_red (chili, 0) ==
                         (pips_chili_game_get_face (chili, 0) == 5));
        }
    }
}

/* Every message of a refused entry, and that nothing changes. */
static void
test_refused (void)
{
  g_autoptr(PipsGame) game = chili_game_new (2, NULL);

  /* Before the first throw. */
  expect_refused (game, "{\"type\":\"throw\",\"player\":1,\"faces\":[1,2,3,4,5,6]}",
                  PIPS_GAME_ERROR_OUT_OF_TURN, "It is Anna’s turn, not Ben’s");
  expect_refused (game, "{\"type\":\"throw\",\"player\":5,\"faces\":[1,2,3,4,5,6]}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"throw\",\"faces\":[1,2,3,4,5,6]}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"pass\",\"player\":0}",
                  PIPS_GAME_ERROR_INVALID, "Chili Dice has no entry of the kind “pass”");
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0],\"faces\":[3]}",
                  PIPS_GAME_ERROR_RULE, "Throw all six dice first");
  expect_refused (game, "{\"type\":\"turn\",\"player\":0,\"die\":0,\"face\":3}",
                  PIPS_GAME_ERROR_RULE, "Throw the dice first");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"sum\"}",
                  PIPS_GAME_ERROR_RULE, "Throw the dice before you score");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5]}",
                  PIPS_GAME_ERROR_RULE, "The first throw is all six dice, not 5 dice");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5,6,1]}",
                  PIPS_GAME_ERROR_RULE, "The first throw is all six dice, not 7 dice");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[4]}",
                  PIPS_GAME_ERROR_RULE, "The first throw is all six dice, not 1 die");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5,7]}",
                  PIPS_GAME_ERROR_RULE, "A die has no face 7: faces are 1 to 6");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[0,2,3,4,5,6]}",
                  PIPS_GAME_ERROR_RULE, "A die has no face 0: faces are 1 to 6");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":\"123456\"}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,\"3\",4,5,6]}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5,6],\"red\":[6]}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5,6],\"red\":[2,2]}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5,6],\"red\":3}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  /* Two red 4s cannot be: there is only one die with a red 4. */
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[4,4,1,2,3,5],\"red\":[0,1]}",
                  PIPS_GAME_ERROR_RULE, "Only one die has a red 4");
  /* Six 4s always show the red 4. */
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[4,4,4,4,4,4]}",
                  PIPS_GAME_ERROR_RULE,
                  "One of the dice showing 4 is the die with the red 4: mark it red");

  /* After the first throw: 1 4 4 6 2 5 with the red 4 in place 2. */
  chili_apply_text (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,4,4,6,2,5],\"red\":[1]}");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5,6]}",
                  PIPS_GAME_ERROR_RULE,
                  "All six dice are thrown already: rethrow some, turn a red die or score");
  expect_refused (game, "{\"type\":\"score\",\"player\":1,\"field\":\"sum\"}",
                  PIPS_GAME_ERROR_OUT_OF_TURN, "It is Anna’s turn, not Ben’s");
  expect_refused (game, "{\"type\":\"turn\",\"player\":0,\"die\":0,\"face\":3}",
                  PIPS_GAME_ERROR_RULE, "Die 1 shows a white 1: only red faces may be turned");
  expect_refused (game, "{\"type\":\"turn\",\"player\":0,\"die\":1,\"face\":4}",
                  PIPS_GAME_ERROR_RULE, "Turn the red 4 to another face");
  expect_refused (game, "{\"type\":\"turn\",\"player\":0,\"die\":1,\"face\":7}",
                  PIPS_GAME_ERROR_RULE, "A die has no face 7: faces are 1 to 6");
  expect_refused (game, "{\"type\":\"turn\",\"player\":0,\"die\":6,\"face\":3}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"turn\",\"player\":0,\"die\":1}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[],\"faces\":[]}",
                  PIPS_GAME_ERROR_RULE, "Choose at least one die to rethrow");
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0,0],\"faces\":[1,2]}",
                  PIPS_GAME_ERROR_INVALID, "“dice” lists die 1 twice");
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0],\"faces\":[3,4]}",
                  PIPS_GAME_ERROR_RULE,
                  "Enter one new face for each rethrown die: 1 die was rethrown");
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0,2],\"faces\":[3]}",
                  PIPS_GAME_ERROR_RULE,
                  "Enter one new face for each rethrown die: 2 dice were rethrown");
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0],\"faces\":[9]}",
                  PIPS_GAME_ERROR_RULE, "A die has no face 9: faces are 1 to 6");
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0],\"faces\":[1],\"red\":[2]}",
                  PIPS_GAME_ERROR_RULE, "Die 3 was not rethrown: it keeps its face and colour");
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0],\"faces\":[4],\"red\":[0]}",
                  PIPS_GAME_ERROR_RULE, "Only one die has a red 4");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"7\"}",
                  PIPS_GAME_ERROR_INVALID, "“7” is not a field of Chili Dice");
  expect_refused (game, "{\"type\":\"score\",\"player\":0}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"run\",\"as\":\"run\"}",
                  PIPS_GAME_ERROR_RULE, "The dice do not show a Run (1-2-3-4-5-6)");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"set\",\"as\":\"set\"}",
                  PIPS_GAME_ERROR_RULE,
                  "The dice do not show a Set (every number two, three or four times)");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"sum\",\"as\":\"pepper\"}",
                  PIPS_GAME_ERROR_RULE,
                  "The dice do not show a Pepper (six of a kind, or six red faces)");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"sum\",\"as\":\"double\"}",
                  PIPS_GAME_ERROR_INVALID, "“double” is not a way to score in Chili Dice");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"sum\",\"as\":3}",
                  PIPS_GAME_ERROR_INVALID, NULL);

  /* A red die kept from an earlier throw may not be turned. */
  chili_apply_text (game, "{\"type\":\"rethrow\",\"player\":0,\"dice\":[2],\"faces\":[3],\"red\":[2]}");
  g_assert_true (pips_chili_game_can_turn (PIPS_CHILI_GAME (game), 2));
  g_assert_false (pips_chili_game_can_turn (PIPS_CHILI_GAME (game), 1));
  expect_refused (game, "{\"type\":\"turn\",\"player\":0,\"die\":1,\"face\":6}",
                  PIPS_GAME_ERROR_RULE,
                  "The red 4 was kept from an earlier throw: only dice thrown in this throw may be turned");
  chili_apply_text (game, "{\"type\":\"score\",\"player\":0,\"field\":\"4\"}");

  /* A filled field. */
  chili_throw (game, "6 6 5 5 4 1");
  chili_apply_text (game, "{\"type\":\"score\",\"player\":1,\"field\":\"sum\"}");
  chili_throw (game, "6 6 5 5 4 1");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"4\"}",
                  PIPS_GAME_ERROR_RULE, "4s is filled already: choose a free field");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"4\",\"as\":\"miss\"}",
                  PIPS_GAME_ERROR_RULE, "4s is filled already: choose a free field");

  /* After the players end the game. */
  chili_apply_text (game, "{\"type\":\"end\"}");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"field\":\"sum\"}",
                  PIPS_GAME_ERROR_OVER, "The game is over");
  g_assert_false (pips_chili_game_can_score (PIPS_CHILI_GAME (game)));
  g_assert_false (pips_chili_game_can_rethrow (PIPS_CHILI_GAME (game)));
}

/* Run and Set into a red number follow the rule option. */
static void
test_refused_red_alternative (void)
{
  g_autoptr(PipsGame) plain = chili_game_new (1, NULL);
  g_autoptr(PipsGame) off = chili_game_new (1, "{\"red-alternative\":\"off\"}");

  chili_throw (plain, "1 2 3r 4 5 6");
  expect_refused (plain, "{\"type\":\"score\",\"player\":0,\"field\":\"5\",\"as\":\"run\"}",
                  PIPS_GAME_ERROR_RULE, "A Run goes into the 5s only when a die shows a red 5");
  expect_refused (plain, "{\"type\":\"score\",\"player\":0,\"field\":\"sum\",\"as\":\"run\"}",
                  PIPS_GAME_ERROR_RULE, "A Run goes into Run or into the field of a red number");
  chili_apply_text (plain, "{\"type\":\"score\",\"player\":0,\"field\":\"3\",\"as\":\"run\"}");
  g_assert_cmpuint (pips_chili_game_get_field_points (PIPS_CHILI_GAME (plain), 0, PIPS_CHILI_FIELD_3),
                    ==, 21);

  chili_throw (off, "2 2 3r 3 5 5");
  expect_refused (off, "{\"type\":\"score\",\"player\":0,\"field\":\"3\",\"as\":\"set\"}",
                  PIPS_GAME_ERROR_RULE, "In this game a Set goes only into Set");
}

/* The last throw must be scored; the free fields then get 0 and the player is skipped. */
static void
test_out_of_throws (void)
{
  g_autoptr(PipsGame) game = chili_game_new (3, "{\"throws\":10}");
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);
  g_autoptr(GPtrArray) standings = NULL;
  g_autofree char *line = NULL;
  g_autoptr(JsonObject) score = NULL;

  /* Round 1: Anna and Clara use one throw, Ben all ten (and turns a red die after the last). */
  chili_throw (game, "1 1 2 2 3 3");
  chili_apply_text (game, "{\"type\":\"score\",\"player\":0,\"field\":\"set\"}");

  chili_throw (game, "1 2 3 4 5 6");
  for (guint i = 1; i < 10; i++)
    {
      g_assert_true (pips_chili_game_can_rethrow (chili));
      chili_apply_text (game, "{\"type\":\"rethrow\",\"player\":1,\"dice\":[0],\"faces\":[1]}");
    }
  g_assert_cmpuint (pips_chili_game_get_throws_left (chili, 1), ==, 0);
  g_assert_cmpuint (pips_chili_game_get_throws_this_turn (chili), ==, 10);
  g_assert_false (pips_chili_game_can_rethrow (chili));
  expect_refused (game, "{\"type\":\"rethrow\",\"player\":1,\"dice\":[0],\"faces\":[1]}",
                  PIPS_GAME_ERROR_RULE, "Ben has no throws left and must score this throw");
  expect_refused (game, "{\"type\":\"throw\",\"player\":1,\"faces\":[1,2,3,4,5,6]}",
                  PIPS_GAME_ERROR_RULE,
                  "All six dice are thrown already: rethrow some, turn a red die or score");
  g_assert_true (pips_chili_game_can_score (chili));

  score = chili_event ("{\"type\":\"score\",\"player\":1,\"field\":\"run\"}");
  line = pips_game_dup_description (game, score);
  g_assert_cmpstr (line, ==,
                   "Ben scores 21 points in Run (Run) and is out of throws: the free fields get 0");
  chili_apply_ok (game, g_steal_pointer (&score));

  g_assert_true (pips_chili_game_get_out_of_throws (chili, 1));
  g_assert_cmpuint (pips_chili_game_get_n_filled (chili, 1), ==, 10);
  g_assert_cmpuint (pips_chili_game_get_field_points (chili, 1, PIPS_CHILI_FIELD_RUN), ==, 21);
  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      g_assert_true (pips_chili_game_get_field_filled (chili, 1, f));
      if (f != PIPS_CHILI_FIELD_RUN)
        {
          g_assert_cmpuint (pips_chili_game_get_field_points (chili, 1, f), ==, 0);
          g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 1, f), ==,
                           PIPS_CHILI_SCORING_OUT_OF_THROWS);
        }
    }
  g_assert_cmpuint (pips_chili_game_get_bonus (chili, 1), ==, 0);
  g_assert_cmpuint (pips_chili_game_get_total (chili, 1), ==, 21);

  /* Clara, then Anna: Ben is skipped from now on. */
  assert_status (game, "Round 1 of 10 · Clara to play");
  chili_throw (game, "1 1 2 2 3 3");
  chili_apply_text (game, "{\"type\":\"score\",\"player\":2,\"field\":\"set\"}");
  for (guint round = 2; round <= 9; round++)
    {
      for (guint p = 0; p < 3; p += 2)
        {
          g_autofree char *status = g_strdup_printf ("Round %u of 10 · %s to play", round,
                                                     p == 0 ? "Anna" : "Clara");
          g_autofree char *json = g_strdup_printf ("{\"type\":\"score\",\"player\":%u,\"field\":\"%s\"}",
                                                   p, pips_chili_field_to_id (round - 2));

          assert_status (game, status);
          g_assert_cmpint (pips_game_get_only_player (game), ==, p);
          chili_throw (game, "1 2 3 4 5 6");
          chili_apply_text (game, json);
        }
    }

  /* Round 10: Anna spends her last throw in her last turn; that is no early end. */
  g_assert_cmpuint (pips_chili_game_get_throws_left (chili, 0), ==, 1);
  chili_throw (game, "1 2 3 4 5 6");
  g_assert_false (pips_chili_game_can_rethrow (chili));
  score = chili_event ("{\"type\":\"score\",\"player\":0,\"field\":\"sum\"}");
  g_clear_pointer (&line, g_free);
  line = pips_game_dup_description (game, score);
  g_assert_cmpstr (line, ==, "Anna scores 21 points in Sum (Sum of all pips)");
  chili_apply_ok (game, g_steal_pointer (&score));

  assert_status (game, "Round 10 of 10 · Clara to play");
  chili_throw (game, "1 2 3 4 5 6");
  chili_apply_text (game, "{\"type\":\"score\",\"player\":2,\"field\":\"sum\",\"as\":\"miss\"}");

  g_assert_true (pips_game_is_over (game));
  assert_status (game, "Game over · Anna wins with 75");
  g_assert_cmpuint (pips_game_get_round (game), ==, 10);
  g_assert_cmpint (pips_game_get_only_player (game), ==, -1);
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5,6]}",
                  PIPS_GAME_ERROR_OVER, "The game is over");

  /* Anna: Set 12, 1s to 6s from 1 2 3 4 5 6 (1 + 2 + … + 6 = 21), Red 0, Run 21, Sum 21; her
   * ten throws are used up, but in her last turn: no bonus, and not out of throws.
   * Clara: the same with a Miss in Sum. Ben: Run 21, out of throws. */
  g_assert_cmpuint (pips_chili_game_get_total (chili, 0), ==, 12 + 21 + 0 + 21 + 21);
  g_assert_cmpuint (pips_chili_game_get_total (chili, 2), ==, 12 + 21 + 0 + 21 + 0);
  g_assert_false (pips_chili_game_get_out_of_throws (chili, 0));
  g_assert_false (pips_chili_game_get_out_of_throws (chili, 2));

  standings = pips_test_standings (game);
  g_assert_cmpuint (standings->len, ==, 3);
  {
    PipsTestStanding *first = g_ptr_array_index (standings, 0);
    PipsTestStanding *second = g_ptr_array_index (standings, 1);
    PipsTestStanding *third = g_ptr_array_index (standings, 2);

    g_assert_cmpuint (first->player, ==, 0);
    g_assert_cmpuint (first->rank, ==, 1);
    g_assert_cmpint (first->score, ==, 75);
    g_assert_cmpstr (first->status, ==, "Won");
    g_assert_cmpuint (second->player, ==, 2);
    g_assert_cmpuint (second->rank, ==, 2);
    g_assert_cmpint (second->score, ==, 54);
    g_assert_null (second->status);
    g_assert_cmpuint (third->player, ==, 1);
    g_assert_cmpuint (third->rank, ==, 3);
    g_assert_cmpint (third->score, ==, 21);
    g_assert_cmpstr (third->status, ==, "Out of throws");
  }
}

/* A single player who throws once per turn: the end bonus is 5 per unused throw. */
static void
test_bonus (void)
{
  g_autoptr(PipsGame) game = chili_game_new (1, NULL);
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);
  g_autoptr(GPtrArray) standings = NULL;
  PipsTestStanding *standing;

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      g_autofree char *json = g_strdup_printf ("{\"type\":\"score\",\"player\":0,\"field\":\"%s\",\"as\":\"miss\"}",
                                               pips_chili_field_to_id (f));

      g_assert_cmpuint (pips_game_get_round (game), ==, f + 1);
      chili_throw (game, "6 6 5 5 4 1");
      chili_apply_text (game, json);
      g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 0, f), ==, PIPS_CHILI_SCORING_MISS);
    }

  g_assert_true (pips_game_is_over (game));
  g_assert_cmpuint (pips_chili_game_get_fields_total (chili, 0), ==, 0);
  g_assert_cmpuint (pips_chili_game_get_throws_left (chili, 0), ==, 20);
  g_assert_cmpuint (pips_chili_game_get_bonus (chili, 0), ==, 100);
  g_assert_cmpuint (pips_chili_game_get_total (chili, 0), ==, 100);
  g_assert_false (pips_chili_game_get_out_of_throws (chili, 0));

  standings = pips_test_standings (game);
  standing = g_ptr_array_index (standings, 0);
  g_assert_cmpuint (standing->rank, ==, 1);
  g_assert_cmpint (standing->score, ==, 100);
}

/* Equal totals share a rank; the next rank counts the players above. */
static void
test_standings_ties (void)
{
  static const struct
  {
    const char *fields[4];
    guint       ranks[4];    /* by player */
    guint       order[4];    /* players, best first */
  } cases[] = {
    { { "5", "4", "5", "4" }, { 1, 3, 1, 3 }, { 0, 2, 1, 3 } },   /* 30, 8, 30, 8 */
    { { "4", "5", "4", "1" }, { 2, 1, 2, 4 }, { 1, 0, 2, 3 } },   /* 8, 30, 8, 0 */
    { { "1", "1", "1", "1" }, { 1, 1, 1, 1 }, { 0, 1, 2, 3 } },   /* all 0 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PipsGame) game = chili_game_new (4, NULL);
      g_autoptr(GPtrArray) standings = NULL;

      for (guint p = 0; p < 4; p++)
        {
          g_autofree char *json = g_strdup_printf ("{\"type\":\"score\",\"player\":%u,\"field\":\"%s\"}",
                                                   p, cases[i].fields[p]);

          chili_throw (game, "5r 5 5 4 4 6");
          chili_apply_text (game, json);
        }
      chili_apply_text (game, "{\"type\":\"end\"}");
      g_assert_true (pips_game_is_over (game));
      assert_status (game, "Ended by the players");

      standings = pips_test_standings (game);
      g_assert_cmpuint (standings->len, ==, 4);
      for (guint j = 0; j < 4; j++)
        {
          PipsTestStanding *standing = g_ptr_array_index (standings, j);

          g_assert_cmpuint (standing->player, ==, cases[i].order[j]);
          g_assert_cmpuint (standing->rank, ==, cases[i].ranks[standing->player]);
          g_assert_cmpint (standing->score, ==,
                           pips_chili_game_get_total (PIPS_CHILI_GAME (game), standing->player));
          g_assert_cmpstr (standing->status, ==, standing->rank == 1 ? "Won" : NULL);
        }
    }
}

static char *
to_json (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);

  return json_to_string (node, FALSE);
}

static void
assert_event (JsonObject *event,
              const char *expected)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(JsonObject) parsed = chili_event (expected);
  g_autofree char *text = to_json (owned);
  g_autofree char *expected_text = to_json (parsed);

  g_assert_cmpstr (text, ==, expected_text);
}

/* The events the UI sends are the documented ones. */
static void
test_builders (void)
{
  g_autoptr(PipsGame) game = chili_game_new (2, NULL);
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);
  const guint8 faces[PIPS_CHILI_N_DICE] = { 1, 4, 4, 6, 2, 5 };
  const gboolean red[PIPS_CHILI_N_DICE] = { FALSE, TRUE, FALSE, FALSE, FALSE, FALSE };
  const gboolean rethrow[PIPS_CHILI_N_DICE] = { TRUE, FALSE, FALSE, TRUE, FALSE, FALSE };
  const guint8 new_faces[PIPS_CHILI_N_DICE] = { 2, 0, 0, 6, 0, 0 };
  const gboolean new_red[PIPS_CHILI_N_DICE] = { FALSE, TRUE, TRUE, TRUE, FALSE, FALSE };

  assert_event (pips_chili_game_build_throw (chili, faces, red),
                "{\"type\":\"throw\",\"player\":0,\"faces\":[1,4,4,6,2,5],\"red\":[1]}");
  assert_event (pips_chili_game_build_throw (chili, faces, NULL),
                "{\"type\":\"throw\",\"player\":0,\"faces\":[1,4,4,6,2,5],\"red\":[]}");
  chili_apply_ok (game, pips_chili_game_build_throw (chili, faces, red));

  /* Faces and red marks of kept dice are not looked at. */
  assert_event (pips_chili_game_build_rethrow (chili, rethrow, new_faces, new_red),
                "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0,3],\"faces\":[2,6],\"red\":[3]}");
  assert_event (pips_chili_game_build_turn (chili, 1, 3),
                "{\"type\":\"turn\",\"player\":0,\"die\":1,\"face\":3}");
  assert_event (pips_chili_game_build_score (chili, PIPS_CHILI_FIELD_3, PIPS_CHILI_SCORING_RUN),
                "{\"type\":\"score\",\"player\":0,\"field\":\"3\",\"as\":\"run\"}");
  assert_event (pips_chili_game_build_score (chili, PIPS_CHILI_FIELD_RUN, PIPS_CHILI_SCORING_RUN),
                "{\"type\":\"score\",\"player\":0,\"field\":\"run\"}");
  assert_event (pips_chili_game_build_score (chili, PIPS_CHILI_FIELD_4, PIPS_CHILI_SCORING_NUMBER),
                "{\"type\":\"score\",\"player\":0,\"field\":\"4\"}");
  assert_event (pips_chili_game_build_score (chili, PIPS_CHILI_FIELD_SET, PIPS_CHILI_SCORING_SET),
                "{\"type\":\"score\",\"player\":0,\"field\":\"set\"}");
  assert_event (pips_chili_game_build_score (chili, PIPS_CHILI_FIELD_RED, PIPS_CHILI_SCORING_HOT_PEPPER),
                "{\"type\":\"score\",\"player\":0,\"field\":\"red\",\"as\":\"pepper\"}");
  assert_event (pips_chili_game_build_score (chili, PIPS_CHILI_FIELD_SUM, PIPS_CHILI_SCORING_MISS),
                "{\"type\":\"score\",\"player\":0,\"field\":\"sum\",\"as\":\"miss\"}");

  chili_apply_ok (game, pips_chili_game_build_rethrow (chili, rethrow, new_faces, new_red));
  g_assert_cmpuint (pips_chili_game_get_face (chili, 3), ==, 6);
  g_assert_true (pips_chili_game_get_red (chili, 3));
  g_assert_true (pips_chili_game_get_red (chili, 1));   /* kept */
  chili_apply_ok (game, pips_chili_game_build_turn (chili, 3, 5));
  chili_apply_ok (game, pips_chili_game_build_score (chili, PIPS_CHILI_FIELD_4, PIPS_CHILI_SCORING_NUMBER));

  /* The builders speak for the player to act. */
  assert_event (pips_chili_game_build_throw (chili, faces, red),
                "{\"type\":\"throw\",\"player\":1,\"faces\":[1,4,4,6,2,5],\"red\":[1]}");
}

/* The virtual roller: every roll is a throw that can lie on the table, kept dice stay. */
static void
test_roll (void)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (42);
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  guint n_red = 0;
  guint n_rolls = 0;

  for (guint game_index = 0; game_index < 20; game_index++)
    {
      g_autoptr(PipsGame) game = chili_game_new (1, "{\"throws\":60}");
      PipsChiliGame *chili = PIPS_CHILI_GAME (game);

      while (!pips_game_is_over (game))
        {
          guint8 before[PIPS_CHILI_N_DICE];
          gboolean before_red[PIPS_CHILI_N_DICE];
          guint8 after[PIPS_CHILI_N_DICE];
          gboolean after_red[PIPS_CHILI_N_DICE];
          gboolean thrown[PIPS_CHILI_N_DICE];
          gboolean rethrow[PIPS_CHILI_N_DICE];
          g_autoptr(GPtrArray) options = NULL;

          chili_apply_ok (game, pips_chili_game_build_roll (chili, roller, NULL));
          n_rolls++;
          for (guint r = 0; r < 5 && pips_chili_game_can_rethrow (chili); r++)
            {
              gboolean any = FALSE;

              pips_chili_game_get_dice (chili, before, before_red, NULL);
              for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
                any |= (rethrow[i] = g_rand_int_range (rand, 0, 3) == 0);
              if (!any)
                rethrow[g_rand_int_range (rand, 0, PIPS_CHILI_N_DICE)] = TRUE;

              chili_apply_ok (game, pips_chili_game_build_roll (chili, roller, rethrow));
              n_rolls++;
              pips_chili_game_get_dice (chili, after, after_red, thrown);
              for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
                {
                  g_assert_cmpint (thrown[i], ==, rethrow[i]);
                  if (!rethrow[i])
                    {
                      g_assert_cmpuint (after[i], ==, before[i]);
                      g_assert_cmpint (after_red[i], ==, before_red[i]);
                    }
                  n_red += after_red[i] && rethrow[i];
                }

              /* Sometimes turn a red die that was just thrown. */
              for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
                {
                  if (pips_chili_game_can_turn (chili, i) && g_rand_boolean (rand))
                    chili_apply_ok (game, pips_chili_game_build_turn (chili, i, 1 + after[i] % 6));
                }
            }

          options = pips_chili_game_list_scores (chili);
          chili_apply_ok (game, json_object_ref (((PipsChiliScoreOption *) g_ptr_array_index (options, 0))->event));
        }
    }

  /* About one die in six shows red. */
  g_assert_cmpuint (n_rolls, >, 100);
  g_assert_cmpuint (n_red, >, 0);
}

/* The lines of the history. */
static void
test_describe (void)
{
  g_autoptr(PipsGame) game = chili_game_new (2, NULL);
  static const struct
  {
    const char *event;
    const char *line;
    gboolean    apply;
  } steps[] = {
    { "{\"type\":\"throw\",\"player\":0,\"faces\":[1,4,4,6,2,5],\"red\":[1]}",
      "Anna throws 1 4 4 6 2 5 (red 4)", TRUE },
    { "{\"type\":\"throw\",\"player\":1,\"faces\":[1,4,4,6,2,5],\"red\":[1]}",
      "Ben: an entry the rules refuse", FALSE },
    { "{\"type\":\"turn\",\"player\":0,\"die\":1,\"face\":6}",
      "Anna turns the red 4 to 6", TRUE },
    { "{\"type\":\"rethrow\",\"player\":0,\"dice\":[0,4],\"faces\":[5,3],\"red\":[0,4]}",
      "Anna rethrows 2 dice: 5 6 4 6 3 5 (red 3, 5)", TRUE },
    { "{\"type\":\"rethrow\",\"player\":0,\"dice\":[2],\"faces\":[5]}",
      "Anna rethrows 1 die: 5 6 5 6 3 5 (red 3, 5)", TRUE },
    { "{\"type\":\"score\",\"player\":0,\"field\":\"5\"}",
      "Anna scores 30 points in 5s (3 dice showing 5, doubled for the red 5)", TRUE },
    { "{\"type\":\"throw\",\"player\":1,\"faces\":[4,4,4,4,4,4],\"red\":[3]}",
      "Ben throws 4 4 4 4 4 4 (red 4)", TRUE },
    { "{\"type\":\"score\",\"player\":1,\"field\":\"sum\",\"as\":\"run\"}",
      "Ben: an entry the rules refuse", FALSE },
    { "{\"type\":\"score\",\"player\":1,\"field\":\"sum\",\"as\":\"pepper\"}",
      "Ben scores 50 points in Sum (Big Pepper)", TRUE },
    { "{\"type\":\"throw\",\"player\":0,\"faces\":[1,1,2,2,3,4]}",
      "Anna throws 1 1 2 2 3 4", TRUE },
    { "{\"type\":\"score\",\"player\":0,\"field\":\"6\"}",
      "Anna scores 0 points in 6s (Miss)", TRUE },
    { "{\"type\":\"throw\",\"player\":1,\"faces\":[1,1,2,2,3,4],\"red\":[0]}",
      "Ben throws 1 1 2 2 3 4 (red 1)", TRUE },
    { "{\"type\":\"score\",\"player\":1,\"field\":\"red\"}",
      "Ben scores 10 points in Red (1 red face)", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(JsonObject) event = chili_event (steps[i].event);
      g_autofree char *line = pips_game_dup_description (game, event);

      g_assert_cmpstr (line, ==, steps[i].line);
      if (steps[i].apply)
        chili_apply_ok (game, g_steal_pointer (&event));
    }
}

static void
test_sheet_text (void)
{
  g_autoptr(PipsGame) game = chili_game_new (2, NULL);
  g_autofree char *sheet = NULL;
  g_auto(GStrv) lines = NULL;

  chili_throw (game, "5r 5 5 1 2 3");
  chili_apply_text (game, "{\"type\":\"score\",\"player\":0,\"field\":\"5\"}");
  sheet = pips_game_dup_sheet_text (game);
  lines = g_strsplit (sheet, "\n", -1);

  /* A header and 13 rows: ten fields, throws left, bonus, total. */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 13 + 1);
  g_assert_cmpstr (lines[0], ==, "             Anna  Ben");
  g_assert_cmpstr (lines[1], ==, "1s              –    –");
  g_assert_cmpstr (lines[5], ==, "5s             30    –");
  g_assert_cmpstr (lines[11], ==, "Throws left    29   30");
  g_assert_cmpstr (lines[12], ==, "Bonus         145  150");
  g_assert_cmpstr (lines[13], ==, "Total         175  150");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chili/rules/registry", test_registry);
  g_test_add_func ("/chili/rules/typed-dice", test_typed_dice);
  g_test_add_func ("/chili/rules/ended-before-throws", test_ended_before_throws);
  g_test_add_func ("/chili/rules/options", test_options);
  g_test_add_func ("/chili/rules/turn", test_turn);
  g_test_add_func ("/chili/rules/refused", test_refused);
  g_test_add_func ("/chili/rules/die-identity", test_die_identity);
  g_test_add_func ("/chili/rules/roll-die-identity", test_roll_die_identity);
  g_test_add_func ("/chili/rules/refused-red-alternative", test_refused_red_alternative);
  g_test_add_func ("/chili/rules/out-of-throws", test_out_of_throws);
  g_test_add_func ("/chili/rules/bonus", test_bonus);
  g_test_add_func ("/chili/rules/standings-ties", test_standings_ties);
  g_test_add_func ("/chili/rules/builders", test_builders);
  g_test_add_func ("/chili/rules/roll", test_roll);
  g_test_add_func ("/chili/rules/describe", test_describe);
  g_test_add_func ("/chili/rules/sheet-text", test_sheet_text);

  return g_test_run ();
}
