/* test-yacht-rules.c — Yacht's turns, the bonus at 62 and 63, fives of a kind again under every
 * option, the forced joker's order, the boxes in order, refused entries word for word, the
 * builders, the text and the records
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
  g_test_add_func ("/yacht/rules/builders-and-end", test_builders_and_end);
  g_test_add_func ("/yacht/rules/text", test_text);

  return g_test_run ();
}
