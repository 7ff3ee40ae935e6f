/* test-yacht-rules.c — Yacht's turns, the bonus at 62 and 63, fives of a kind again under every
 * option, the forced and the free joker, five of a kind as a full house, the boxes in order, one
 * and two throws a turn, Yatzy's boxes, every refusal word for word, the builders, the text, the
 * standings, the records, and the session files of tests/data replayed with their figures worked
 * out by hand
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-yacht-test"

#include "config.h"

#include <string.h>

#include "pips-yacht-rules.h"

static const char * const two_players[] = { "Anna", "Ben", NULL };
static const char * const one_player[] = { "Anna", NULL };

static JsonObject *
parse_object (const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

/* A game of @players under the options @json (over the defaults). */
static PipsGame *
new_game (const char * const *players,
          const char         *json)
{
  g_autoptr(JsonObject) options = pips_game_info_default_options (&pips_yacht_game_info);
  g_autoptr(JsonObject) changes = parse_object (json != NULL ? json : "{}");
  g_autoptr(GList) members = json_object_get_members (changes);
  g_autoptr(GError) error = NULL;

  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (options, l->data, json_object_dup_member (changes, l->data));
  g_assert_true (pips_game_info_check_options (&pips_yacht_game_info, options, &error));
  g_assert_no_error (error);

  return pips_game_new (&pips_yacht_game_info, players, options);
}

static char *
state_dump (PipsGame *game)
{
  g_autoptr(JsonObject) summary = pips_game_dup_summary (game);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), summary);

  return json_to_string (node, FALSE);
}

static void
apply_ok (PipsGame   *game,
          const char *json)
{
  g_autoptr(JsonObject) event = parse_object (json);
  g_autoptr(GError) error = NULL;

  if (!pips_game_apply (game, event, &error))
    g_error ("%s refused: %s", json, error->message);
}

/* Asserts that the rules refuse @json with @code and exactly @message, and that nothing
 * changes. */
static void
expect_refused (PipsGame   *game,
                const char *json,
                int         code,
                const char *message)
{
  g_autoptr(JsonObject) event = parse_object (json);
  g_autofree char *before = state_dump (game);
  g_autofree char *after = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;

  g_test_message ("refusing %s", json);
  g_assert_false (pips_game_apply (game, event, &error));
  g_assert_error (error, PIPS_GAME_ERROR, code);
  if (message != NULL)
    g_assert_cmpstr (error->message, ==, message);
  line = pips_game_dup_description (game, event);
  g_assert_nonnull (line);
  after = state_dump (game);
  g_assert_cmpstr (before, ==, after);
}

/* Plays a throw of @dice and scores it into @box for the player to act. */
static void
play (PipsGame   *game,
      const char *dice,
      const char *box)
{
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  int player = pips_yacht_game_get_current (yacht);
  g_autofree char *throw = g_strdup_printf ("{\"type\":\"throw\",\"player\":%d,\"dice\":%s}", player, dice);
  g_autofree char *score = g_strdup_printf ("{\"type\":\"score\",\"player\":%d,\"box\":\"%s\"}", player, box);

  apply_ok (game, throw);
  apply_ok (game, score);
}

static int
box_index (PipsGame     *game,
           PipsYachtBox  box)
{
  return pips_yacht_rules_box_index (pips_yacht_game_get_rules (PIPS_YACHT_GAME (game)), box);
}

static void
test_turn (void)
{
  g_autoptr(PipsGame) game = new_game (two_players, NULL);
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  g_autofree char *status = NULL;
  guint8 dice[5];

  g_assert_cmpuint (pips_game_get_n_rounds (game), ==, 13);
  g_assert_cmpint (pips_yacht_game_get_current (yacht), ==, 0);
  g_assert_false (pips_yacht_game_can_score (yacht));
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Round 1 of 13 · Anna to throw");

  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"chance\"}",
                  PIPS_GAME_ERROR_RULE, "Throw the dice first");
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,3,2,1]}");
  g_clear_pointer (&status, g_free);
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Round 1 of 13 · Anna: 2 throws left, or score");

  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,5,3,2,1],\"kept\":[0,1]}",
                  PIPS_GAME_ERROR_RULE, "Die 2 was set aside: it still shows 6");
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,4,1],\"kept\":[0,1]}");
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,4,4],\"kept\":[0,1,2,3]}");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,4,4]}",
                  PIPS_GAME_ERROR_RULE, "A turn has at most 3 throws: enter the dice into a box");
  g_clear_pointer (&status, g_free);
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Round 1 of 13 · Anna to score");
  pips_yacht_game_get_dice (yacht, dice);
  g_assert_cmpmem (dice, 5, ((guint8[]) { 6, 6, 6, 4, 4 }), 5);
  g_assert_true (pips_yacht_game_box_fits (yacht, box_index (game, PIPS_YACHT_BOX_FULL_HOUSE)));
  g_assert_false (pips_yacht_game_box_fits (yacht, box_index (game, PIPS_YACHT_BOX_LARGE_STRAIGHT)));

  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"full-house\",\"points\":20}",
                  PIPS_GAME_ERROR_RULE, "The dice score 25 points in Full House, not 20");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"one-pair\"}",
                  PIPS_GAME_ERROR_INVALID, "The pad of these rules has no box “one-pair”");
  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"full-house\",\"points\":25}");
  g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_FULL_HOUSE)), ==, 25);
  g_assert_cmpint (pips_yacht_game_get_current (yacht), ==, 1);

  /* Ben crosses out Full House although the dice fit, then Anna may not fill hers again. */
  apply_ok (game, "{\"type\":\"throw\",\"player\":1,\"dice\":[2,2,3,3,3]}");
  apply_ok (game, "{\"type\":\"score\",\"player\":1,\"box\":\"full-house\",\"points\":0}");
  g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 1, box_index (game, PIPS_YACHT_BOX_FULL_HOUSE)), ==, 0);
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[2,2,3,3,3]}");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"full-house\"}",
                  PIPS_GAME_ERROR_RULE, "Full House is filled already: choose a free box");
  expect_refused (game, "{\"type\":\"score\",\"player\":1,\"box\":\"chance\"}",
                  PIPS_GAME_ERROR_OUT_OF_TURN, NULL);
}

/* The upper bonus: 62 earns nothing, 63 earns it. */
static void
test_bonus (void)
{
  const char *sixty_two[][2] = {
    { "[1,1,1,2,3]", "ones" },   /* 3 */
    { "[2,2,2,1,3]", "twos" },   /* 6 */
    { "[3,3,3,3,1]", "threes" }, /* 12 */
    { "[4,4,4,1,2]", "fours" },  /* 12 */
    { "[5,5,5,1,2]", "fives" },  /* 15 */
    { "[6,6,1,2,3]", "sixes" },  /* 12: 60 … */
  };

  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(PipsGame) game = new_game (one_player, NULL);
      PipsYachtGame *yacht = PIPS_YACHT_GAME (game);

      for (guint i = 0; i < G_N_ELEMENTS (sixty_two); i++)
        play (game, i == 1 && run == 0 ? "[2,2,2,2,3]" : i == 1 ? "[2,2,2,2,2]" : sixty_two[i][0],
              sixty_two[i][1]);
      /* 3 + 8 + 12 + 12 + 15 + 12 = 62, or with five 2s 64 */
      if (run == 0)
        {
          g_assert_cmpuint (pips_yacht_game_get_upper_sum (yacht, 0), ==, 62);
          g_assert_cmpuint (pips_yacht_game_get_upper_bonus (yacht, 0), ==, 0);
          g_assert_cmpuint (pips_yacht_game_get_bonus_needed (yacht, 0), ==, 1);
          g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 62);
        }
      else
        {
          g_assert_cmpuint (pips_yacht_game_get_upper_sum (yacht, 0), ==, 64);
          g_assert_cmpuint (pips_yacht_game_get_upper_bonus (yacht, 0), ==, 35);
          g_assert_cmpuint (pips_yacht_game_get_bonus_needed (yacht, 0), ==, 0);
          g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 64 + 35);
        }
    }

  {
    g_autoptr(PipsGame) game = new_game (one_player, NULL);
    PipsYachtGame *yacht = PIPS_YACHT_GAME (game);

    play (game, "[1,1,1,2,3]", "ones");    /* 3 */
    play (game, "[2,2,2,1,3]", "twos");    /* 6 */
    play (game, "[3,3,3,1,1]", "threes");  /* 9 */
    play (game, "[4,4,4,1,2]", "fours");   /* 12 */
    play (game, "[5,5,5,1,2]", "fives");   /* 15 */
    play (game, "[6,6,6,2,3]", "sixes");   /* 18: 63 */
    g_assert_cmpuint (pips_yacht_game_get_upper_sum (yacht, 0), ==, 63);
    g_assert_cmpuint (pips_yacht_game_get_upper_bonus (yacht, 0), ==, 35);
    g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 98);
  }
}

/* A further five of a kind: no bonus (Kniffel), 50 or 100 while the Yacht box holds 50, none
 * when it holds 0. */
static void
test_five_again (void)
{
  const struct { const char *options; guint bonus; } cases[] = {
    { "{}", 0 },
    { "{\"five-again\":\"50\"}", 50 },
    { "{\"five-again\":\"100\"}", 100 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(PipsGame) game = new_game (one_player, cases[c].options);
      g_autoptr(PipsGame) crossed = new_game (one_player, cases[c].options);
      PipsYachtGame *yacht = PIPS_YACHT_GAME (game);

      play (game, "[4,4,4,4,4]", "yacht");
      play (game, "[3,3,3,3,3]", "chance");
      g_assert_cmpuint (pips_yacht_game_get_five_again (yacht, 0), ==, cases[c].bonus);
      g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 50 + 15 + cases[c].bonus);

      /* Crossed out, the Yacht box earns no bonus later. */
      play (crossed, "[4,4,4,2,4]", "yacht");
      play (crossed, "[3,3,3,3,3]", "chance");
      g_assert_cmpuint (pips_yacht_game_get_five_again (PIPS_YACHT_GAME (crossed), 0), ==, 0);
    }
}

/* The forced joker (Yahtzee): the upper box of the face first, then a lower box with full points,
 * then an upper box with 0. */
static void
test_forced_joker (void)
{
  g_autoptr(PipsGame) game = new_game (one_player, "{\"five-again\":\"100\",\"joker\":\"forced\"}");
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);

  play (game, "[5,5,5,5,5]", "yacht");
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[5,5,5,5,5]}");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"full-house\"}",
                  PIPS_GAME_ERROR_RULE, "A further five of a kind goes into Fives while it is free (the joker rule)");
  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"fives\"}");
  g_assert_cmpuint (pips_yacht_game_get_five_again (yacht, 0), ==, 100);

  /* Fives filled: a lower box, with full points. */
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[5,5,5,5,5]}");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"ones\"}",
                  PIPS_GAME_ERROR_RULE, "A further five of a kind goes into a free box of the lower section first (the joker rule)");
  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"large-straight\",\"points\":40}");
  g_assert_cmpuint (pips_yacht_game_get_five_again (yacht, 0), ==, 200);
  g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 50 + 25 + 40 + 200);
}

/* The boxes in order: each throw into the first free box. */
static void
test_in_order (void)
{
  g_autoptr(PipsGame) game = new_game (one_player, "{\"in-order\":true}");

  play (game, "[1,1,2,3,4]", "ones");
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,6,6]}");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"sixes\"}",
                  PIPS_GAME_ERROR_RULE, "The boxes are filled from top to bottom: these dice go into Twos");
  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"twos\"}");
  g_assert_cmpint (pips_yacht_game_get_box_points (PIPS_YACHT_GAME (game), 0, 1), ==, 0);
}

/* Yatzy: 15 boxes, the patterns scored by their dice, 50 for the bonus. */
static void
test_yatzy (void)
{
  g_autoptr(PipsGame) game = new_game (one_player, "{\"boxes\":\"yatzy\",\"bonus-points\":50}");
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);

  g_assert_cmpuint (pips_game_get_n_rounds (game), ==, 15);
  play (game, "[6,6,5,5,1]", "two-pairs");
  g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_TWO_PAIRS)), ==, 22);
  play (game, "[3,3,3,2,2]", "full-house");
  g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_FULL_HOUSE)), ==, 13);
  play (game, "[1,2,3,4,5]", "small-straight");
  g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_SMALL_STRAIGHT)), ==, 15);
}

/* Every refusal in the players' words. */
static void
test_refusals (void)
{
  g_autoptr(PipsGame) game = new_game (two_players, NULL);
  g_autoptr(JsonObject) refused = parse_object ("{\"type\":\"score\",\"player\":0,\"box\":\"sixes\",\"points\":3}");
  g_autofree char *line = NULL;

  expect_refused (game, "{\"player\":0,\"dice\":[1,2,3,4,5]}",
                  PIPS_GAME_ERROR_INVALID, "The entry has no type");
  expect_refused (game, "{\"type\":\"roll\",\"player\":0,\"dice\":[1,2,3,4,5]}",
                  PIPS_GAME_ERROR_INVALID, "Yacht has no entry of the kind “roll”");
  expect_refused (game, "{\"type\":\"throw\",\"player\":1,\"dice\":[1,2,3,4,5]}",
                  PIPS_GAME_ERROR_OUT_OF_TURN, "It is Anna’s turn, not Ben’s");
  expect_refused (game, "{\"type\":\"throw\",\"player\":2,\"dice\":[1,2,3,4,5]}",
                  PIPS_GAME_ERROR_INVALID, "“player” must be between 0 and 1");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0}",
                  PIPS_GAME_ERROR_INVALID, "“dice” is missing or not a list");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[1,2,3,4]}",
                  PIPS_GAME_ERROR_INVALID, "Yacht is played with 5 dice");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[1,2,3,4,5,6]}",
                  PIPS_GAME_ERROR_INVALID, "Yacht is played with 5 dice");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[1,2,3,4,\"5\"]}",
                  PIPS_GAME_ERROR_INVALID, "“dice” must hold whole numbers");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[1,2,7,4,5]}",
                  PIPS_GAME_ERROR_RULE, "A die has no face 7: faces are 1 to 6");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[0,2,3,4,5]}",
                  PIPS_GAME_ERROR_RULE, "A die has no face 0: faces are 1 to 6");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[1,2,3,4,5],\"kept\":[0]}",
                  PIPS_GAME_ERROR_RULE, "The first throw of a turn is of all five dice: none is set aside yet");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"chance\"}",
                  PIPS_GAME_ERROR_RULE, "Throw the dice first");

  /* An empty list of dice set aside is none. */
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,1,2,3],\"kept\":[]}");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,1,2,3],\"kept\":[0,1,0]}",
                  PIPS_GAME_ERROR_INVALID, "“kept” must list places from 0 to 4, each once");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,1,2,3],\"kept\":[5]}",
                  PIPS_GAME_ERROR_INVALID, "“kept” must list places from 0 to 4, each once");
  /* Every die set aside throws nothing: refused rather than spend a throw on the same dice. */
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,1,2,3],\"kept\":[0,1,2,3,4]}",
                  PIPS_GAME_ERROR_RULE, "Keep fewer dice to throw again");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,1,2,3],\"kept\":\"0\"}",
                  PIPS_GAME_ERROR_INVALID, "“kept” is missing or not a list");
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,4,1,2,3],\"kept\":[0,1]}",
                  PIPS_GAME_ERROR_RULE, "Die 2 was set aside: it still shows 6");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"jackpot\"}",
                  PIPS_GAME_ERROR_INVALID, "The pad of these rules has no box “jackpot”");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"two-pairs\"}",
                  PIPS_GAME_ERROR_INVALID, "The pad of these rules has no box “two-pairs”");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":3}",
                  PIPS_GAME_ERROR_INVALID, NULL);
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"ones\",\"points\":2}",
                  PIPS_GAME_ERROR_RULE, "The dice score 1 point in Ones, not 2");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"sixes\",\"points\":3}",
                  PIPS_GAME_ERROR_RULE, "The dice score 12 points in Sixes, not 3");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"sixes\",\"points\":1001}",
                  PIPS_GAME_ERROR_INVALID, "“points” must be between 0 and 1000");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"sixes\",\"points\":\"12\"}",
                  PIPS_GAME_ERROR_INVALID, "“points” is missing or not a whole number");
  line = pips_game_dup_description (game, refused);
  g_assert_cmpstr (line, ==, "Anna: an entry the rules refuse");

  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"sixes\",\"points\":12}");
  apply_ok (game, "{\"type\":\"throw\",\"player\":1,\"dice\":[6,6,6,2,3]}");
  apply_ok (game, "{\"type\":\"score\",\"player\":1,\"box\":\"sixes\"}");
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,2,3]}");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"sixes\",\"points\":18}",
                  PIPS_GAME_ERROR_RULE, "Sixes is filled already: choose a free box");
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"sixes\",\"points\":0}",
                  PIPS_GAME_ERROR_RULE, "Sixes is filled already: choose a free box");
}

/* One and two throws a turn. */
static void
test_throws_per_turn (void)
{
  {
    g_autoptr(PipsGame) game = new_game (two_players, "{\"throws\":1}");
    PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
    g_autofree char *rules = pips_game_dup_rules (game);
    g_autofree char *status = NULL;
    PipsTurn turn;

    g_assert_nonnull (strstr (rules, "A turn is one throw of all five dice"));
    g_assert_cmpuint (pips_yacht_game_get_throws_left (yacht), ==, 1);
    apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,1,2,3]}");
    g_assert_false (pips_yacht_game_can_throw (yacht));
    g_assert_true (pips_yacht_game_can_score (yacht));
    g_assert_cmpuint (pips_yacht_game_get_throws_left (yacht), ==, 0);
    status = pips_game_dup_status (game);
    g_assert_cmpstr (status, ==, "Round 1 of 13 · Anna to score");
    pips_game_get_turn (game, &turn);
    g_assert_cmpstrv (turn.expects, ((const char *[]) { "score", NULL }));
    expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,1,2,3],\"kept\":[0,1]}",
                    PIPS_GAME_ERROR_RULE, "A turn has 1 throw: enter the dice into a box");
    apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"sixes\"}");
    g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, 5), ==, 12);
    g_assert_cmpint (pips_yacht_game_get_current (yacht), ==, 1);
  }

  {
    g_autoptr(PipsGame) game = new_game (one_player, "{\"throws\":2}");
    PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
    g_autofree char *rules = pips_game_dup_rules (game);
    g_autofree char *status = NULL;
    PipsTurn turn;

    g_assert_nonnull (strstr (rules, "You may then throw again 1 more time"));
    pips_game_get_turn (game, &turn);
    g_assert_cmpstrv (turn.expects, ((const char *[]) { "throw", NULL }));
    apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,1,2,3]}");
    status = pips_game_dup_status (game);
    g_assert_cmpstr (status, ==, "Round 1 of 13 · Anna: 1 throw left, or score");
    pips_game_get_turn (game, &turn);
    g_assert_cmpstrv (turn.expects, ((const char *[]) { "throw", "score", NULL }));
    apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,6,3],\"kept\":[0,1]}");
    expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,6,6],\"kept\":[0,1,2,3]}",
                    PIPS_GAME_ERROR_RULE, "A turn has at most 2 throws: enter the dice into a box");
    apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"four-of-a-kind\",\"points\":27}");
    g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 27);
  }
}

/* The free joker: a further five of a kind goes into any free box; Full House and the straights
 * take it with their full points only once the upper box of its face is filled. */
static void
test_free_joker (void)
{
  g_autoptr(PipsGame) game = new_game (one_player, "{\"joker\":\"free\"}");
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  int full_house = box_index (game, PIPS_YACHT_BOX_FULL_HOUSE);
  int small = box_index (game, PIPS_YACHT_BOX_SMALL_STRAIGHT);
  int large = box_index (game, PIPS_YACHT_BOX_LARGE_STRAIGHT);
  int ones = box_index (game, PIPS_YACHT_BOX_ONES);
  guint points;

  /* The Yacht box free: a five of a kind is no joker, and is no full house. */
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[3,3,3,3,3]}");
  g_assert_true (pips_yacht_game_check_box (yacht, full_house, &points, NULL, NULL));
  g_assert_cmpuint (points, ==, 0);
  g_assert_false (pips_yacht_game_box_fits (yacht, full_house));
  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"yacht\",\"points\":50}");

  /* Threes free: any box may take it, Full House and the straights with 0. */
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[3,3,3,3,3]}");
  g_assert_true (pips_yacht_game_check_box (yacht, full_house, &points, NULL, NULL));
  g_assert_cmpuint (points, ==, 0);
  g_assert_true (pips_yacht_game_check_box (yacht, large, &points, NULL, NULL));
  g_assert_cmpuint (points, ==, 0);
  g_assert_true (pips_yacht_game_check_box (yacht, ones, &points, NULL, NULL));
  g_assert_cmpuint (points, ==, 0);
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"full-house\",\"points\":25}",
                  PIPS_GAME_ERROR_RULE, "The dice score 0 points in Full House, not 25");
  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"threes\",\"points\":15}");

  /* Threes filled: the full points. No bonus without the option. */
  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[3,3,3,3,3]}");
  g_assert_true (pips_yacht_game_check_box (yacht, full_house, &points, NULL, NULL));
  g_assert_cmpuint (points, ==, 25);
  g_assert_true (pips_yacht_game_check_box (yacht, small, &points, NULL, NULL));
  g_assert_cmpuint (points, ==, 30);
  g_assert_true (pips_yacht_game_check_box (yacht, large, &points, NULL, NULL));
  g_assert_cmpuint (points, ==, 40);
  g_assert_true (pips_yacht_game_check_box (yacht, ones, &points, NULL, NULL));
  g_assert_cmpuint (points, ==, 0);
  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"large-straight\",\"points\":40}");
  g_assert_cmpuint (pips_yacht_game_get_five_again (yacht, 0), ==, 0);
  g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 50 + 15 + 40);

  /* Yatzy's boxes: Full House the sum, the straights 15 and 20. */
  {
    g_autoptr(PipsGame) yatzy = new_game (one_player, "{\"boxes\":\"yatzy\",\"joker\":\"free\"}");
    PipsYachtGame *y = PIPS_YACHT_GAME (yatzy);

    play (yatzy, "[2,2,2,2,2]", "yacht");
    play (yatzy, "[4,4,4,4,1]", "fours");
    apply_ok (yatzy, "{\"type\":\"throw\",\"player\":0,\"dice\":[4,4,4,4,4]}");
    g_assert_true (pips_yacht_game_check_box (y, box_index (yatzy, PIPS_YACHT_BOX_FULL_HOUSE), &points, NULL, NULL));
    g_assert_cmpuint (points, ==, 20);
    g_assert_true (pips_yacht_game_check_box (y, box_index (yatzy, PIPS_YACHT_BOX_SMALL_STRAIGHT), &points, NULL, NULL));
    g_assert_cmpuint (points, ==, 15);
    g_assert_true (pips_yacht_game_check_box (y, box_index (yatzy, PIPS_YACHT_BOX_LARGE_STRAIGHT), &points, NULL, NULL));
    g_assert_cmpuint (points, ==, 20);
    g_assert_true (pips_yacht_game_check_box (y, box_index (yatzy, PIPS_YACHT_BOX_TWO_PAIRS), &points, NULL, NULL));
    g_assert_cmpuint (points, ==, 0);
  }
}

/* Five of a kind counts as a full house, whether the Yacht box is free or not. */
static void
test_five_full_house (void)
{
  const struct { const char *options; guint points; } cases[] = {
    { "{}", 0 },
    { "{\"five-full-house\":true}", 25 },
    { "{\"boxes\":\"yatzy\",\"five-full-house\":true}", 10 },
    { "{\"boxes\":\"yatzy\"}", 0 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(PipsGame) game = new_game (one_player, cases[c].options);
      PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
      int full_house = box_index (game, PIPS_YACHT_BOX_FULL_HOUSE);
      guint points;

      apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[2,2,2,2,2]}");
      g_assert_true (pips_yacht_game_check_box (yacht, full_house, &points, NULL, NULL));
      g_assert_cmpuint (points, ==, cases[c].points);
      g_assert_cmpint (pips_yacht_game_box_fits (yacht, full_house), ==, cases[c].points > 0);
      apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"yacht\"}");
      apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[2,2,2,2,2]}");
      g_assert_true (pips_yacht_game_check_box (yacht, full_house, &points, NULL, NULL));
      g_assert_cmpuint (points, ==, cases[c].points);
    }
}

/* Yatzy's boxes through the game: the pairs, the kinds by their dice, the straights, each on a
 * fresh pad. */
static void
test_yatzy_scores (void)
{
  const struct { const char *dice; PipsYachtBox box; guint points; } throws[] = {
    { "[6,6,5,5,5]", PIPS_YACHT_BOX_ONE_PAIR, 12 },
    { "[1,2,3,4,5]", PIPS_YACHT_BOX_LARGE_STRAIGHT, 0 },
    { "[2,3,4,5,6]", PIPS_YACHT_BOX_SMALL_STRAIGHT, 0 },
    { "[4,4,4,4,2]", PIPS_YACHT_BOX_TWO_PAIRS, 0 },
    { "[3,3,1,1,6]", PIPS_YACHT_BOX_TWO_PAIRS, 8 },
    { "[5,5,5,2,1]", PIPS_YACHT_BOX_THREE_OF_A_KIND, 15 },
    { "[6,6,6,6,6]", PIPS_YACHT_BOX_THREE_OF_A_KIND, 18 },
    { "[6,6,6,6,6]", PIPS_YACHT_BOX_FOUR_OF_A_KIND, 24 },
    { "[6,6,6,6,6]", PIPS_YACHT_BOX_TWO_PAIRS, 0 },
    { "[3,3,3,3,6]", PIPS_YACHT_BOX_FOUR_OF_A_KIND, 12 },
    { "[2,2,5,5,5]", PIPS_YACHT_BOX_FULL_HOUSE, 19 },
    { "[6,6,6,6,6]", PIPS_YACHT_BOX_FULL_HOUSE, 0 },
    { "[1,2,3,4,6]", PIPS_YACHT_BOX_SMALL_STRAIGHT, 0 },
    { "[6,5,4,3,2]", PIPS_YACHT_BOX_LARGE_STRAIGHT, 20 },
    { "[5,4,3,2,1]", PIPS_YACHT_BOX_SMALL_STRAIGHT, 15 },
    { "[6,5,4,3,3]", PIPS_YACHT_BOX_CHANCE, 21 },
    { "[6,6,6,6,6]", PIPS_YACHT_BOX_FIVE_OF_A_KIND, 50 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (throws); i++)
    {
      g_autoptr(PipsGame) game = new_game (one_player, "{\"boxes\":\"yatzy\",\"bonus-points\":50}");
      g_autofree char *throw = g_strdup_printf ("{\"type\":\"throw\",\"player\":0,\"dice\":%s}", throws[i].dice);
      guint points;

      apply_ok (game, throw);
      g_assert_true (pips_yacht_game_check_box (PIPS_YACHT_GAME (game), box_index (game, throws[i].box),
                                                &points, NULL, NULL));
      g_assert_cmpuint (points, ==, throws[i].points);
    }
}

/* The forced joker once the lower section is full: any free upper box, with 0, and the bonus. */
static void
test_forced_joker_upper_last (void)
{
  g_autoptr(PipsGame) game = new_game (one_player, "{\"five-again\":\"100\",\"joker\":\"forced\"}");
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  guint points, again;

  play (game, "[1,1,1,1,1]", "yacht");
  play (game, "[6,6,6,2,3]", "three-of-a-kind");   /* 23 */
  play (game, "[6,6,6,6,3]", "four-of-a-kind");    /* 27 */
  play (game, "[2,2,3,3,3]", "full-house");        /* 25 */
  play (game, "[1,2,3,4,6]", "small-straight");    /* 30 */
  play (game, "[1,2,3,4,5]", "large-straight");    /* 40 */
  play (game, "[1,2,3,4,6]", "chance");            /* 16 */
  play (game, "[6,6,6,6,6]", "sixes");             /* 30, and 100 */
  g_assert_cmpuint (pips_yacht_game_get_five_again (yacht, 0), ==, 100);

  apply_ok (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,6,6]}");
  g_assert_true (pips_yacht_game_check_box (yacht, box_index (game, PIPS_YACHT_BOX_ONES), &points, &again, NULL));
  g_assert_cmpuint (points, ==, 0);
  g_assert_cmpuint (again, ==, 100);
  g_assert_false (pips_yacht_game_box_fits (yacht, box_index (game, PIPS_YACHT_BOX_ONES)));
  expect_refused (game, "{\"type\":\"score\",\"player\":0,\"box\":\"chance\"}",
                  PIPS_GAME_ERROR_RULE, "Chance is filled already: choose a free box");
  apply_ok (game, "{\"type\":\"score\",\"player\":0,\"box\":\"fours\",\"points\":0}");
  g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_FOURS)), ==, 0);
  g_assert_cmpuint (pips_yacht_game_get_five_again (yacht, 0), ==, 200);
  /* 50 + 23 + 27 + 25 + 30 + 40 + 16 + 30, and 200 */
  g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 241 + 200);
}

/* Every option alone changes the rules as the app tells them. */
static void
test_rules_text (void)
{
  const char *options[] = {
    "{}",
    "{\"boxes\":\"yatzy\"}",
    "{\"bonus-points\":50}",
    "{\"bonus-threshold\":70}",
    "{\"in-order\":true}",
    "{\"five-again\":\"50\"}",
    "{\"five-again\":\"100\"}",
    "{\"joker\":\"free\"}",
    "{\"joker\":\"forced\"}",
    "{\"five-full-house\":true}",
    "{\"throws\":1}",
    "{\"throws\":2}",
  };
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      g_autoptr(PipsGame) game = new_game (one_player, options[i]);
      char *text = pips_game_dup_rules (game);

      g_test_message ("%s", options[i]);
      for (guint j = 0; j < texts->len; j++)
        g_assert_cmpstr (text, !=, g_ptr_array_index (texts, j));
      g_ptr_array_add (texts, text);
    }

  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "Every player has a column of 13 boxes"));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "A total of 63 or more there earns a bonus of 35."));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "Another Yacht earns no bonus. A further five of a kind is scored like any other throw."));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "You may then throw again up to 2 more times"));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 1), "Every player has a column of 15 boxes"));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 2), "earns a bonus of 50."));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 3), "A total of 70 or more"));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 4), "The boxes are filled in order, from top to bottom"));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 6), "earns a bonus of 100."));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 8), "must go into the upper box of its face"));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 9), "A five of a kind also counts as a Full House."));
}

/* The standings' line: the upper sum and what it lacks, the bonus once reached, the lower sum;
 * the records. */
static void
test_standings_and_records (void)
{
  g_autoptr(PipsGame) game = new_game (one_player, NULL);
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  g_autoptr(GArray) records = NULL;
  g_autofree char *status = NULL;
  gint64 value;

#define ASSERT_STANDING(detail_, status_) \
  G_STMT_START { \
    g_autoptr(GListModel) standings_ = pips_game_dup_standings (game); \
    g_autoptr(PipsStanding) first_ = g_list_model_get_item (standings_, 0); \
    g_assert_cmpstr (pips_standing_get_detail (first_), ==, detail_); \
    g_assert_cmpstr (pips_standing_get_status (first_), ==, status_); \
    g_assert_cmpint (pips_standing_get_value (first_), ==, pips_yacht_game_get_total (yacht, 0)); \
  } G_STMT_END

  ASSERT_STANDING ("Upper 0 (needs 63 more), lower 0", NULL);
  play (game, "[2,2,2,1,3]", "twos");              /* 6 */
  play (game, "[3,3,3,1,2]", "threes");            /* 9 */
  play (game, "[4,4,4,4,1]", "fours");             /* 16 */
  play (game, "[5,5,5,1,2]", "fives");             /* 15 */
  play (game, "[6,6,1,2,3]", "sixes");             /* 12: 58 */
  play (game, "[6,6,6,5,5]", "three-of-a-kind");   /* 28 */
  play (game, "[5,5,5,5,6]", "four-of-a-kind");    /* 26 */
  play (game, "[2,2,3,3,3]", "full-house");        /* 25 */
  play (game, "[1,2,3,4,6]", "small-straight");    /* 30 */
  play (game, "[1,2,2,3,3]", "chance");            /* 11: 120 */
  ASSERT_STANDING ("Upper 58 (needs 5 more), lower 120", NULL);

  /* Before the end: no best total yet; no five of a kind, no bonus. */
  records = pips_game_dup_records (game);
  g_assert_cmpstr (g_array_index (records, PipsRecord, 0).id, ==, "best-total");
  g_assert_cmpstr (g_array_index (records, PipsRecord, 1).id, ==, "fives");
  g_assert_cmpstr (g_array_index (records, PipsRecord, 2).id, ==, "upper-bonus");
  g_assert_false (pips_record_get_value (&g_array_index (records, PipsRecord, 0), 0, &value));
  g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 1), 0, &value));
  g_assert_cmpint (value, ==, 0);
  g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 2), 0, &value));
  g_assert_cmpint (value, ==, 0);
  g_clear_pointer (&records, g_array_unref);

  play (game, "[1,1,1,1,1]", "ones");              /* 5: 63 */
  ASSERT_STANDING ("Upper 63 + bonus 35, lower 120", NULL);
  records = pips_game_dup_records (game);
  g_assert_false (pips_record_get_value (&g_array_index (records, PipsRecord, 0), 0, &value));
  g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 1), 0, &value));
  g_assert_cmpint (value, ==, 1);
  g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 2), 0, &value));
  g_assert_cmpint (value, ==, 1);
  g_clear_pointer (&records, g_array_unref);

  play (game, "[1,2,3,4,5]", "large-straight");    /* 40 */
  play (game, "[2,3,4,6,6]", "yacht");             /* 0 */
  g_assert_true (pips_game_is_over (game));
  ASSERT_STANDING ("Upper 63 + bonus 35, lower 160", "Won");
  g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 63 + 35 + 160);
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Game over · Anna wins with 258");
  records = pips_game_dup_records (game);
  g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 0), 0, &value));
  g_assert_cmpint (value, ==, 258);
  g_clear_pointer (&records, g_array_unref);

  /* Without an upper bonus, nothing to need. */
  {
    g_autoptr(PipsGame) plain = new_game (one_player, "{\"bonus-points\":0}");
    g_autoptr(GListModel) standings = NULL;
    g_autoptr(PipsStanding) first = NULL;

    play (plain, "[6,6,6,1,2]", "sixes");
    standings = pips_game_dup_standings (plain);
    first = g_list_model_get_item (standings, 0);
    g_assert_cmpstr (pips_standing_get_detail (first), ==, "Upper 18, lower 0");
  }
#undef ASSERT_STANDING
}

/* Equal totals share the win. */
static void
test_shared_win (void)
{
  g_autoptr(PipsGame) game = new_game (two_players, "{\"throws\":1}");
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  g_autoptr(GListModel) standings = NULL;
  g_autofree char *status = NULL;

  while (!pips_game_is_over (game))
    {
      guint8 dice[5] = { 1, 2, 3, 4, 5 };
      g_autoptr(JsonObject) throw = pips_yacht_game_build_throw (yacht, dice, 0);
      g_autoptr(JsonObject) score = NULL;

      g_assert_true (pips_game_apply (game, throw, NULL));
      for (guint i = 0; score == NULL; i++)
        if (pips_yacht_game_check_box (yacht, i, NULL, NULL, NULL))
          score = pips_yacht_game_build_score (yacht, i, FALSE);
      g_assert_true (pips_game_apply (game, score, NULL));
    }

  /* 1 + 2 + 3 + 4 + 5, 30, 40 and 15 */
  g_assert_cmpuint (pips_yacht_game_get_total (yacht, 0), ==, 100);
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Game over · Anna and Ben share the win with 100");
  standings = pips_game_dup_standings (game);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);

      g_assert_cmpuint (pips_standing_get_rank (standing), ==, 1);
      g_assert_cmpstr (pips_standing_get_status (standing), ==, "Won");
      g_assert_cmpstr (pips_standing_get_detail (standing), ==, "Upper 15, lower 85");
    }
}

/* The session files under tests/data, replayed event by event; their figures worked out by hand.
 *
 * yacht-kniffel-2p.json (Kniffel, finished):
 *   Anna: Ones 3, Twos 6, Threes 12, Fours 16, Fives 15, Sixes 24 = 76, bonus 35; Three of a Kind
 *     19 (3 3 3 5 5), Four of a Kind 18 (4 4 4 4 2), Full House 25, Small Straight 30, Large
 *     Straight 40, Yacht 0 (crossed out: 1 3 6 5 4), Chance 24 (6 6 5 4 3) = 156; total 267.
 *   Ben: Ones 3, Twos 6, Threes 9, Fours 12, Fives 20, Sixes 18 = 68, bonus 35; Three of a Kind
 *     27 (6 6 6 5 4), Four of a Kind 27 (6 6 6 6 3), Full House 25, Small Straight 30, Large
 *     Straight 40, Yacht 50 (6 6 6 6 6 at the first throw), Chance 24 (5 4 3 6 6) = 223; total 326.
 * yacht-yahtzee-jokers.json (Yahtzee, Clara alone, finished): Yacht 50 with five 2s; five 5s
 *   again, forced into Fives (25, and 100); five 6s again into Sixes (30, and 100); five 5s a
 *   third time with Fives filled: a lower box with its full points, Small Straight 30 (and 100).
 *   Ones 3, Twos 8, Threes 9, Fours 8, Fives 25, Sixes 30 = 83, bonus 35; Three of a Kind 22
 *   (2 2 6 6 6), Four of a Kind 22 (4 4 4 4 6), Full House 25, Small Straight 30, Large Straight
 *   40, Yacht 50, Chance 21 = 210; another Yacht 300; total 628.
 * yacht-2p.json (Kniffel, finished, worked out by hand when it was written): Anna 234 (upper 70,
 *   bonus 35, lower 129), Ben 141 (upper 42, lower 99).
 * yacht-yatzy-3p.json (Yatzy, round 5 under way, Anna has thrown twice: 5 5 5 6 2):
 *   Anna: Two Pairs 22 (6 6 5 5 1), Four of a Kind 12 (3 3 3 3 2), Large Straight 20, Fours 16
 *     = upper 16 (needs 47), lower 54, total 70.
 *   Ben: Small Straight 15, Three of a Kind 18 (6 6 6 4 5), Yacht 50, Chance 17 (2 2 3 4 6) =
 *     upper 0, lower 100, total 100.
 *   Clara: Full House 16 (4 4 4 2 2), One Pair 12 (5 5 6 6 6), Yacht 0 (1 3 4 4 6), Sixes 18 =
 *     upper 18 (needs 45), lower 28, total 46.
 */

static PipsGame *
replay_file (const char *name)
{
  const char *path = g_test_get_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonObject) options = pips_game_info_default_options (&pips_yacht_game_info);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  JsonObject *file, *file_options;
  JsonArray *names, *events;
  PipsGame *game;
  gint64 cursor;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  file = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (file, "format"), ==, "pips-session");
  g_assert_cmpstr (json_object_get_string_member (file, "game"), ==, "yacht");

  file_options = json_object_get_object_member (file, "options");
  {
    g_autoptr(GList) members = json_object_get_members (file_options);

    for (GList *l = members; l != NULL; l = l->next)
      json_object_set_member (options, l->data, json_object_dup_member (file_options, l->data));
  }
  g_assert_true (pips_game_info_check_options (&pips_yacht_game_info, options, &error));
  g_assert_no_error (error);

  names = json_object_get_array_member (file, "players");
  for (guint i = 0; i < json_array_get_length (names); i++)
    g_ptr_array_add (players, (gpointer) json_array_get_string_element (names, i));
  g_ptr_array_add (players, NULL);
  game = pips_game_new (&pips_yacht_game_info, (const char * const *) players->pdata, options);

  events = json_object_get_array_member (file, "events");
  cursor = json_object_get_int_member (file, "cursor");
  g_assert_cmpint (cursor, <=, json_array_get_length (events));
  for (guint i = 0; i < cursor; i++)
    {
      JsonObject *event = json_array_get_object_element (events, i);

      if (!pips_game_apply (game, event, &error))
        g_error ("%s: event %u: %s", name, i + 1, error->message);
    }

  return game;
}

static void
assert_column (PipsGame *game,
               guint     player,
               guint     upper,
               guint     bonus,
               guint     lower,
               guint     again,
               guint     total)
{
  g_autoptr(JsonObject) summary = pips_game_dup_summary (game);
  JsonObject *column = json_array_get_object_element (json_object_get_array_member (summary, "players"), player);
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);

  g_assert_cmpuint (pips_yacht_game_get_upper_sum (yacht, player), ==, upper);
  g_assert_cmpuint (pips_yacht_game_get_upper_bonus (yacht, player), ==, bonus);
  g_assert_cmpuint (pips_yacht_game_get_lower_sum (yacht, player), ==, lower);
  g_assert_cmpuint (pips_yacht_game_get_five_again (yacht, player), ==, again);
  g_assert_cmpuint (pips_yacht_game_get_total (yacht, player), ==, total);
  g_assert_cmpint (json_object_get_int_member (column, "upper"), ==, upper);
  g_assert_cmpint (json_object_get_int_member (column, "bonus"), ==, bonus);
  g_assert_cmpint (json_object_get_int_member (column, "lower"), ==, lower);
  g_assert_cmpint (json_object_get_int_member (column, "yacht_bonus"), ==, again);
  g_assert_cmpint (json_object_get_int_member (column, "total"), ==, total);
}

static gint64
record_value (PipsGame *game,
              guint     record,
              guint     player)
{
  g_autoptr(GArray) records = pips_game_dup_records (game);
  gint64 value;

  g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, record), player, &value));
  return value;
}

static void
test_session_files (void)
{
  {
    g_autoptr(PipsGame) game = replay_file ("yacht-kniffel-2p.json");
    PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
    g_autofree char *status = pips_game_dup_status (game);
    g_autoptr(GListModel) standings = pips_game_dup_standings (game);
    g_autoptr(PipsStanding) first = g_list_model_get_item (standings, 0);
    g_autoptr(PipsStanding) second = g_list_model_get_item (standings, 1);

    g_assert_true (pips_game_is_over (game));
    assert_column (game, 0, 76, 35, 156, 0, 267);
    assert_column (game, 1, 68, 35, 223, 0, 326);
    g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_FIVE_OF_A_KIND)), ==, 0);
    g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 1, box_index (game, PIPS_YACHT_BOX_FIVE_OF_A_KIND)), ==, 50);
    g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_SIXES)), ==, 24);
    g_assert_cmpstr (status, ==, "Game over · Ben wins with 326");
    g_assert_cmpstr (pips_standing_get_name (first), ==, "Ben");
    g_assert_cmpstr (pips_standing_get_detail (first), ==, "Upper 68 + bonus 35, lower 223");
    g_assert_cmpstr (pips_standing_get_status (first), ==, "Won");
    g_assert_cmpuint (pips_standing_get_rank (second), ==, 2);
    g_assert_cmpstr (pips_standing_get_detail (second), ==, "Upper 76 + bonus 35, lower 156");
    g_assert_null (pips_standing_get_status (second));
    g_assert_cmpint (record_value (game, 0, 0), ==, 267);
    g_assert_cmpint (record_value (game, 0, 1), ==, 326);
    g_assert_cmpint (record_value (game, 1, 0), ==, 0);
    g_assert_cmpint (record_value (game, 1, 1), ==, 1);
  }

  {
    g_autoptr(PipsGame) game = replay_file ("yacht-2p.json");
    g_autofree char *status = pips_game_dup_status (game);

    g_assert_true (pips_game_is_over (game));
    assert_column (game, 0, 70, 35, 129, 0, 234);
    assert_column (game, 1, 42, 0, 99, 0, 141);
    g_assert_cmpstr (status, ==, "Game over · Anna wins with 234");
  }

  {
    g_autoptr(PipsGame) game = replay_file ("yacht-yahtzee-jokers.json");
    PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
    g_autofree char *status = pips_game_dup_status (game);

    g_assert_true (pips_game_is_over (game));
    assert_column (game, 0, 83, 35, 210, 300, 628);
    g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_FIVES)), ==, 25);
    g_assert_cmpint (pips_yacht_game_get_box_points (yacht, 0, box_index (game, PIPS_YACHT_BOX_SMALL_STRAIGHT)), ==, 30);
    g_assert_cmpstr (status, ==, "Game over · Clara wins with 628");
    g_assert_cmpint (record_value (game, 1, 0), ==, 4);
    g_assert_cmpint (record_value (game, 2, 0), ==, 1);
  }

  {
    g_autoptr(PipsGame) game = replay_file ("yacht-yatzy-3p.json");
    PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
    g_autofree char *status = pips_game_dup_status (game);
    g_autoptr(GListModel) standings = pips_game_dup_standings (game);
    const char *order[] = { "Ben", "Anna", "Clara" };
    const char *details[] = {
      "Upper 0 (needs 63 more), lower 100",
      "Upper 16 (needs 47 more), lower 54",
      "Upper 18 (needs 45 more), lower 28",
    };
    guint8 dice[5];

    g_assert_false (pips_game_is_over (game));
    assert_column (game, 0, 16, 0, 54, 0, 70);
    assert_column (game, 1, 0, 0, 100, 0, 100);
    assert_column (game, 2, 18, 0, 28, 0, 46);
    g_assert_cmpuint (pips_game_get_n_rounds (game), ==, 15);
    g_assert_cmpint (pips_yacht_game_get_current (yacht), ==, 0);
    g_assert_cmpuint (pips_yacht_game_get_throws (yacht), ==, 2);
    pips_yacht_game_get_dice (yacht, dice);
    g_assert_cmpmem (dice, 5, ((guint8[]) { 5, 5, 5, 6, 2 }), 5);
    g_assert_cmpstr (status, ==, "Round 5 of 15 · Anna: 1 throw left, or score");
    for (guint i = 0; i < 3; i++)
      {
        g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);

        g_assert_cmpstr (pips_standing_get_name (standing), ==, order[i]);
        g_assert_cmpuint (pips_standing_get_rank (standing), ==, i + 1);
        g_assert_cmpstr (pips_standing_get_detail (standing), ==, details[i]);
      }
    /* No best total before the end. */
    {
      g_autoptr(GArray) records = pips_game_dup_records (game);
      gint64 value;

      g_assert_false (pips_record_get_value (&g_array_index (records, PipsRecord, 0), 1, &value));
    }
  }
}

/* The builders make events the rules take, and a whole game ends with every box filled. */
static void
test_builders_and_end (void)
{
  g_autoptr(PipsGame) game = new_game (two_players, NULL);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (3);
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  g_autoptr(GArray) records = NULL;
  guint n = 0;

  while (!pips_game_is_over (game))
    {
      g_autoptr(JsonObject) event = NULL;
      g_autoptr(GError) error = NULL;

      if (pips_yacht_game_get_throws (yacht) < 2)
        event = pips_yacht_game_build_roll (yacht, roller, 0x3);
      else
        {
          for (guint i = 0; i < pips_yacht_game_get_n_boxes (yacht); i++)
            if (pips_yacht_game_check_box (yacht, i, NULL, NULL, NULL))
              {
                event = pips_yacht_game_build_score (yacht, i, FALSE);
                break;
              }
        }
      g_assert_nonnull (event);
      g_assert_true (pips_game_apply (game, event, &error));
      g_assert_no_error (error);
      n++;
    }
  g_assert_cmpuint (n, ==, 2 * 13 * 3);
  g_assert_cmpint (pips_yacht_game_get_current (yacht), ==, -1);
  expect_refused (game, "{\"type\":\"throw\",\"player\":0,\"dice\":[1,2,3,4,5]}",
                  PIPS_GAME_ERROR_OVER, "The game is over");

  records = pips_game_dup_records (game);
  g_assert_cmpuint (records->len, ==, 3);
  for (guint p = 0; p < 2; p++)
    {
      gint64 value;

      g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 0), p, &value));
      g_assert_cmpint (value, ==, pips_yacht_game_get_total (yacht, p));
    }
}

static void
test_text (void)
{
  g_autoptr(PipsGame) game = new_game (two_players, "{\"five-again\":\"100\",\"joker\":\"forced\"}");
  g_autoptr(JsonObject) throw = parse_object ("{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,6,6]}");
  g_autoptr(JsonObject) again = parse_object ("{\"type\":\"throw\",\"player\":0,\"dice\":[6,6,6,6,2],\"kept\":[0,1,2,3]}");
  g_autoptr(JsonObject) score = parse_object ("{\"type\":\"score\",\"player\":0,\"box\":\"yacht\"}");
  g_autofree char *line = NULL;
  g_autofree char *sheet = NULL;

  line = pips_game_dup_description (game, throw);
  g_assert_cmpstr (line, ==, "Anna throws 6 6 6 6 6");
  g_assert_true (pips_game_apply (game, throw, NULL));
  g_clear_pointer (&line, g_free);
  line = pips_game_dup_description (game, again);
  g_assert_cmpstr (line, ==, "Anna throws 1 die again: 6 6 6 6 2");
  g_clear_pointer (&line, g_free);
  line = pips_game_dup_description (game, score);
  g_assert_cmpstr (line, ==, "Anna scores 50 points in Yacht");
  g_assert_true (pips_game_apply (game, score, NULL));

  sheet = pips_game_dup_sheet_text (game);
  g_assert_nonnull (strstr (sheet, "Yacht"));
  g_assert_nonnull (strstr (sheet, "Another Yacht"));
  g_assert_nonnull (strstr (sheet, "Total"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/yacht/rules/turn", test_turn);
  g_test_add_func ("/yacht/rules/bonus", test_bonus);
  g_test_add_func ("/yacht/rules/five-again", test_five_again);
  g_test_add_func ("/yacht/rules/forced-joker", test_forced_joker);
  g_test_add_func ("/yacht/rules/in-order", test_in_order);
  g_test_add_func ("/yacht/rules/yatzy", test_yatzy);
  g_test_add_func ("/yacht/rules/refusals", test_refusals);
  g_test_add_func ("/yacht/rules/throws-per-turn", test_throws_per_turn);
  g_test_add_func ("/yacht/rules/free-joker", test_free_joker);
  g_test_add_func ("/yacht/rules/forced-joker-upper-last", test_forced_joker_upper_last);
  g_test_add_func ("/yacht/rules/five-full-house", test_five_full_house);
  g_test_add_func ("/yacht/rules/yatzy-scores", test_yatzy_scores);
  g_test_add_func ("/yacht/rules/rules-text", test_rules_text);
  g_test_add_func ("/yacht/rules/standings-and-records", test_standings_and_records);
  g_test_add_func ("/yacht/rules/shared-win", test_shared_win);
  g_test_add_func ("/yacht/rules/session-files", test_session_files);
  g_test_add_func ("/yacht/rules/builders-and-end", test_builders_and_end);
  g_test_add_func ("/yacht/rules/text", test_text);

  return g_test_run ();
}
