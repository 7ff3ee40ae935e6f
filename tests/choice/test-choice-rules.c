/* test-choice-rules.c — every rule of Choice, every refusal, the option
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-choice-test"

#include "config.h"

#include <locale.h>
#include <string.h>

#include "test-choice-util.h"

#define CHOICE(game) PIPS_CHOICE_GAME (game)

/* Fixes the discard values 1, 2 and 3 (in that order) with three throws of 4 4 5 5 and one of
 * them. */
static void
fix_three (PipsGame *game)
{
  choice_throw (game, "44551");
  choice_group (game, "01 23 4");
  choice_throw (game, "44552");
  choice_group (game, "01 23 4");
  choice_throw (game, "44553");
  choice_group (game, "01 23 4");
}

/* Fewer than three values fixed: any die may be the discard, and its value becomes one of the
 * three, in the order they were fixed. */
static void
test_discard_open (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);

  g_assert_cmpuint (pips_choice_game_get_n_discards (CHOICE (game), 0), ==, 0);
  choice_throw (game, "16235");
  choice_group (game, "12 34 0");
  g_assert_cmpuint (pips_choice_game_get_n_discards (CHOICE (game), 0), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_discard_value (CHOICE (game), 0, 0), ==, 1);

  /* A 1 is in the throw, but only one value is fixed: a 6 may be discarded. */
  choice_throw (game, "16235");
  choice_group (game, "02 34 1");
  g_assert_cmpuint (pips_choice_game_get_n_discards (CHOICE (game), 0), ==, 2);
  g_assert_cmpuint (pips_choice_game_get_discard_value (CHOICE (game), 0, 1), ==, 6);

  /* The same value again. */
  choice_throw (game, "66666");
  choice_group (game, "01 23 4");
  g_assert_cmpuint (pips_choice_game_get_n_discards (CHOICE (game), 0), ==, 2);
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, 1), ==, 2);

  choice_throw (game, "16235");
  choice_group (game, "01 34 2");
  g_assert_cmpuint (pips_choice_game_get_n_discards (CHOICE (game), 0), ==, 3);
  g_assert_cmpuint (pips_choice_game_get_discard_value (CHOICE (game), 0, 2), ==, 2);
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, 0), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, 2), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_free_throws (CHOICE (game), 0), ==, 0);
}

/* Three fixed: one of them in the throw must be the discard. */
static void
test_discard_fixed (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);

  fix_three (game);

  choice_throw (game, "34566");
  choice_refuse_group (game, "01 23 4",
                       "3 is one of your three discards and is in the throw: it must be the discard");
  choice_refuse_group (game, "03 24 1",
                       "3 is one of your three discards and is in the throw: it must be the discard");
  choice_group (game, "12 34 0");
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, 2), ==, 2);

  choice_throw (game, "13456");
  choice_refuse_group (game, "01 23 4",
                       "1 and 3 are among your three discards and are in the throw: one of them must be the discard");
  choice_group (game, "02 34 1");
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, 2), ==, 3);

  choice_throw (game, "12356");
  choice_refuse_group (game, "01 23 4",
                       "1, 2 and 3 are among your three discards and are in the throw: one of them must be the discard");
  choice_group (game, "02 34 1");
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, 1), ==, 2);
  g_assert_cmpuint (pips_choice_game_get_free_throws (CHOICE (game), 0), ==, 0);
}

/* Three fixed and none in the throw: a free throw; nothing on the discard table. */
static void
test_free_throw (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);
  g_autoptr(GPtrArray) groupings = NULL;

  fix_three (game);
  choice_throw (game, "44566");
  groupings = pips_choice_game_list_groupings (CHOICE (game));
  for (guint i = 0; i < groupings->len; i++)
    g_assert_true (((PipsChoiceGrouping *) g_ptr_array_index (groupings, i))->free_throw);
  choice_group (game, "01 34 2");

  g_assert_cmpuint (pips_choice_game_get_free_throws (CHOICE (game), 0), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_n_discards (CHOICE (game), 0), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, i), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_marks (CHOICE (game), 0, 8), ==, 4);
  g_assert_cmpuint (pips_choice_game_get_marks (CHOICE (game), 0, 12), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_throws (CHOICE (game), 0), ==, 4);
}

/* The eighth mark of a discard value ends the sheet, with the sums of that throw. */
static void
test_eighth_mark (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);
  PipsTurn turn;

  for (guint i = 0; i < 7; i++)
    {
      choice_throw (game, "33441");
      choice_group (game, "01 23 4");
      g_assert_false (pips_game_is_over (game));
    }
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, 0), ==, 7);

  choice_throw (game, "33441");
  choice_group (game, "01 23 4");
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 0, 0), ==, 8);
  g_assert_cmpuint (pips_choice_game_get_marks (CHOICE (game), 0, 6), ==, 8);
  g_assert_cmpuint (pips_choice_game_get_marks (CHOICE (game), 0, 8), ==, 8);
  g_assert_true (pips_choice_game_get_sheet_over (CHOICE (game), 0));
  g_assert_true (pips_game_is_over (game));
  g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, -1);
  /* 6: 3 × 40, 8: 3 × 40, and three jokers. */
  g_assert_cmpint (pips_choice_game_get_total (CHOICE (game), 0), ==, 120 + 120 + 300);

  pips_game_get_turn (game, &turn);
  g_assert_cmpuint (turn.may_act, ==, 0);
  choice_refuse (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5]}",
                 "The game is over");
}

/* Several sheets: turns in order; a sheet that has ended is skipped and takes nothing more; the
 * game ends with the last sheet. */
static void
test_several_sheets (void)
{
  g_autoptr(PipsGame) game = choice_game_new (3, NULL);
  g_autofree char *status = NULL;

  g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 0);
  choice_refuse (game, "{\"type\":\"throw\",\"player\":1,\"faces\":[1,2,3,4,5]}",
                 "It is Anna’s turn, not Ben’s");

  /* Anna discards 1 every time; Ben and Clara spread theirs. */
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *ben = g_strdup_printf ("5566%u", 1 + i % 3);

      g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 0);
      choice_throw (game, "22331");
      choice_group (game, "01 23 4");
      if (i < 7)
        g_assert_false (pips_choice_game_get_sheet_over (CHOICE (game), 0));
      g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 1);
      choice_throw (game, ben);
      choice_group (game, "01 23 4");
      g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 2);
      choice_throw (game, ben);
      choice_group (game, "01 23 4");
    }

  g_assert_true (pips_choice_game_get_sheet_over (CHOICE (game), 0));
  g_assert_false (pips_game_is_over (game));
  g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 1);
  choice_refuse (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5]}",
                 "Anna’s sheet has ended: a discard has eight marks");

  /* Ben and Clara on, taking turns: Ben's 1 has three marks and reaches eight first. */
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 1);
      choice_throw (game, "55661");
      choice_group (game, "01 23 4");
      g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 2);
      choice_throw (game, "55663");
      choice_group (game, "01 23 4");
    }
  g_assert_true (pips_choice_game_get_sheet_over (CHOICE (game), 1));
  g_assert_cmpuint (pips_choice_game_get_throws (CHOICE (game), 1), ==, 13);
  g_assert_false (pips_game_is_over (game));

  /* Clara alone: her 3 has seven marks. */
  g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 2);
  choice_throw (game, "55663");
  choice_group (game, "01 23 4");
  g_assert_true (pips_game_is_over (game));
  g_assert_cmpuint (pips_choice_game_get_discard_marks (CHOICE (game), 2, 2), ==, 8);
  g_assert_cmpuint (pips_choice_game_get_throws (CHOICE (game), 2), ==, 14);
  g_assert_cmpuint (pips_game_get_round (game), ==, 14);

  /* Anna: 4 and 6 eight times each (180 + 120); Ben and Clara 10 and 12 thirteen and fourteen
   * times (capped at 300 + 500); everybody kept the jokers. */
  g_assert_cmpint (pips_choice_game_get_total (CHOICE (game), 0), ==, 600);
  g_assert_cmpint (pips_choice_game_get_total (CHOICE (game), 1), ==, 1100);
  g_assert_cmpint (pips_choice_game_get_total (CHOICE (game), 2), ==, 1100);
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Game over · Ben and Clara share the best sheet with 1100");
}

static void
test_refusals (void)
{
  g_autoptr(PipsGame) game = choice_game_new (2, NULL);

  choice_refuse (game, "{\"type\":\"pass\",\"player\":0}", "Choice has no entry of the kind “pass”");
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[2,3]],\"discard\":4}",
                 "Throw the dice first");
  choice_refuse (game, "{\"type\":\"korrektor\",\"player\":0,\"die\":0,\"face\":3}",
                 "Throw the dice first");
  choice_refuse (game, "{\"type\":\"terminator\",\"player\":0,\"faces\":[1,2,3,4,5]}",
                 "Throw the dice first");
  choice_refuse (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,7]}",
                 "A die has no face 7: faces are 1 to 6");
  choice_refuse (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[0,2,3,4,5]}",
                 "A die has no face 0: faces are 1 to 6");
  choice_refuse (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4]}",
                 "A throw is five dice, not 4 dice");
  choice_refuse (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5,6]}",
                 "A throw is five dice, not 6 dice");
  choice_refuse (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,\"3\",4,5]}",
                 "“faces” must hold whole numbers");
  choice_refuse (game, "{\"type\":\"throw\",\"player\":1,\"faces\":[1,2,3,4,5]}",
                 "It is Anna’s turn, not Ben’s");

  choice_throw (game, "12345");
  choice_refuse (game, "{\"type\":\"throw\",\"player\":0,\"faces\":[1,2,3,4,5]}",
                 "The dice are thrown already: group them, or use a joker");
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[1,3]],\"discard\":4}",
                 "Die 2 is used twice: each die goes into one group or is the discard");
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[2,3]],\"discard\":0}",
                 "Die 1 is used twice: each die goes into one group or is the discard");
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[2,5]],\"discard\":4}",
                 "“pairs” must name dice by their place, 0 to 4");
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1,2],[3]],\"discard\":4}",
                 "“pairs” must name 2 dice");
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1]],\"discard\":4}",
                 "“pairs” must hold two pairs of dice");
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[2,3]]}",
                 "…“discard”");
  choice_refuse (game, "{\"type\":\"group\",\"player\":1,\"pairs\":[[0,1],[2,3]],\"discard\":4}",
                 "It is Anna’s turn, not Ben’s");
  choice_group (game, "01 23 4");
  g_assert_cmpint (pips_choice_game_get_current (CHOICE (game)), ==, 1);
}

static void
test_terminator (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);
  PipsChoiceGame *choice = CHOICE (game);

  g_assert_cmpint (pips_choice_game_get_total (choice, 0), ==, 300);
  choice_throw (game, "11111");
  g_assert_true (pips_choice_game_can_use_joker (choice, PIPS_CHOICE_JOKER_TERMINATOR));
  choice_apply_text (game, "{\"type\":\"terminator\",\"player\":0,\"faces\":[6,5,4,3,2]}");
  g_assert_cmpuint (pips_choice_game_get_face (choice, 0), ==, 6);
  g_assert_cmpuint (pips_choice_game_get_face (choice, 4), ==, 2);
  g_assert_true (pips_choice_game_get_joker_used (choice, 0, PIPS_CHOICE_JOKER_TERMINATOR));
  g_assert_false (pips_choice_game_can_use_joker (choice, PIPS_CHOICE_JOKER_TERMINATOR));
  g_assert_cmpint (pips_choice_game_get_total (choice, 0), ==, 200);
  g_assert_cmpuint (pips_choice_game_get_joker_bonus (choice, 0), ==, 200);
  choice_refuse (game, "{\"type\":\"terminator\",\"player\":0,\"faces\":[6,5,4,3,2]}",
                 "The Terminator is used already: each joker may be used once a game");
  choice_refuse (game, "{\"type\":\"terminator\",\"player\":0,\"faces\":[6,5,4,3]}",
                 "The Terminator is used already: each joker may be used once a game");

  /* The new throw is the one grouped. */
  choice_group (game, "04 13 2");
  g_assert_cmpuint (pips_choice_game_get_marks (choice, 0, 8), ==, 2);
  g_assert_cmpuint (pips_choice_game_get_discard_value (choice, 0, 0), ==, 4);

  /* Once a game: the next throws too. */
  choice_throw (game, "11111");
  choice_refuse (game, "{\"type\":\"terminator\",\"player\":0,\"faces\":[6,5,4,3,2]}",
                 "The Terminator is used already: each joker may be used once a game");
}

static void
test_terminator_faces (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);

  choice_throw (game, "11111");
  choice_refuse (game, "{\"type\":\"terminator\",\"player\":0,\"faces\":[6,5,4,3]}",
                 "A throw is five dice, not 4 dice");
  choice_refuse (game, "{\"type\":\"terminator\",\"player\":0,\"faces\":[6,5,4,3,9]}",
                 "A die has no face 9: faces are 1 to 6");
}

static void
test_korrektor (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);
  PipsChoiceGame *choice = CHOICE (game);

  choice_throw (game, "12345");
  choice_refuse (game, "{\"type\":\"korrektor\",\"player\":0,\"die\":2,\"face\":3}",
                 "Die 3 shows 3 already: set it to another face");
  choice_refuse (game, "{\"type\":\"korrektor\",\"player\":0,\"die\":2,\"face\":7}",
                 "A die has no face 7: faces are 1 to 6");
  choice_refuse (game, "{\"type\":\"korrektor\",\"player\":0,\"die\":5,\"face\":1}",
                 "…“die”");
  choice_apply_text (game, "{\"type\":\"korrektor\",\"player\":0,\"die\":2,\"face\":6}");
  g_assert_cmpuint (pips_choice_game_get_face (choice, 2), ==, 6);
  g_assert_true (pips_choice_game_get_joker_used (choice, 0, PIPS_CHOICE_JOKER_KORREKTOR));
  g_assert_cmpint (pips_choice_game_get_total (choice, 0), ==, 200);
  choice_refuse (game, "{\"type\":\"korrektor\",\"player\":0,\"die\":0,\"face\":6}",
                 "The Korrektor is used already: each joker may be used once a game");

  /* The discard rules apply to the dice as corrected. */
  choice_group (game, "23 14 0");
  g_assert_cmpuint (pips_choice_game_get_marks (choice, 0, 10), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_marks (choice, 0, 7), ==, 1);
}

static void
test_three_one (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);
  PipsChoiceGame *choice = CHOICE (game);

  choice_throw (game, "66511");
  /* 6 + 6 + 5 = 17. */
  choice_refuse_group (game, "012 3 4", "The three dice make 17: the sheet’s sums go up to 12");
  /* A single 1 is no sum. */
  choice_refuse_group (game, "023 4 1", "The single die shows 1: the sheet’s sums start at 2");
  choice_refuse_group (game, "034 4 1", "Die 5 is used twice: each die goes into one group or is the discard");
  /* 5 + 1 + 1 = 7 and 6, discard 6. */
  choice_group (game, "234 1 0");
  g_assert_cmpuint (pips_choice_game_get_marks (choice, 0, 7), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_marks (choice, 0, 6), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_discard_value (choice, 0, 0), ==, 6);
  g_assert_true (pips_choice_game_get_joker_used (choice, 0, PIPS_CHOICE_JOKER_THREE_ONE));
  /* Two started rows and two jokers left. */
  g_assert_cmpint (pips_choice_game_get_total (choice, 0), ==, -400 + 200);

  choice_throw (game, "22226");
  choice_refuse_group (game, "012 3 4", "The 3:1 joker is used already: each joker may be used once a game");
}

/* A grouping is two pairs or, with the 3:1 joker, three dice and one: an event with both is
 * refused, whichever would be allowed alone. */
static void
test_group_both (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);
  const char *both = "A grouping is two pairs (“pairs”) or three dice and one (“triple” and “single”), not both";

  choice_throw (game, "66511");
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[3,4]],"
                       "\"triple\":[2,3,4],\"single\":1,\"discard\":0}", both);
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[3,4]],"
                       "\"single\":1,\"discard\":2}", both);
  choice_refuse (game, "{\"type\":\"group\",\"player\":0,\"pairs\":[[0,1],[3,4]],"
                       "\"triple\":[2,3,4],\"discard\":2}", both);
  g_assert_false (pips_choice_game_get_joker_used (CHOICE (game), 0, PIPS_CHOICE_JOKER_THREE_ONE));
  choice_group (game, "01 34 2");
  g_assert_cmpuint (pips_choice_game_get_marks (CHOICE (game), 0, 12), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_marks (CHOICE (game), 0, 2), ==, 1);
}

/* Sackson's game as printed: no jokers, no bonus. */
static void
test_without_jokers (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, "{\"jokers\": false}");
  g_autoptr(PipsGame) with = choice_game_new (1, NULL);
  g_autoptr(GPtrArray) groupings = NULL;
  g_autofree char *rules = pips_game_dup_rules (game);
  g_autofree char *rules_with = pips_game_dup_rules (with);
  PipsTurn turn;

  g_assert_false (pips_choice_game_get_jokers_allowed (CHOICE (game)));
  g_assert_cmpint (pips_choice_game_get_total (CHOICE (game), 0), ==, 0);
  g_assert_nonnull (strstr (rules, "without the jokers"));
  g_assert_nonnull (strstr (rules_with, "Korrektor"));

  choice_throw (game, "12345");
  pips_game_get_turn (game, &turn);
  g_assert_cmpstr (turn.expects[0], ==, "group");
  g_assert_null (turn.expects[1]);
  choice_refuse (game, "{\"type\":\"terminator\",\"player\":0,\"faces\":[6,5,4,3,2]}",
                 "This table plays without jokers");
  choice_refuse (game, "{\"type\":\"korrektor\",\"player\":0,\"die\":0,\"face\":6}",
                 "This table plays without jokers");
  choice_refuse_group (game, "012 3 4", "This table plays without jokers");

  groupings = pips_choice_game_list_groupings (CHOICE (game));
  for (guint i = 0; i < groupings->len; i++)
    g_assert_false (((PipsChoiceGrouping *) g_ptr_array_index (groupings, i))->three_one);

  choice_group (game, "01 23 4");
  g_assert_cmpint (pips_choice_game_get_total (CHOICE (game), 0), ==, -400);
}

static void
test_turn (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);
  PipsTurn turn;

  pips_game_get_turn (game, &turn);
  g_assert_cmpuint (turn.may_act, ==, 1);
  g_assert_cmpstr (turn.expects[0], ==, "throw");
  g_assert_null (turn.expects[1]);

  choice_throw (game, "12345");
  pips_game_get_turn (game, &turn);
  g_assert_true (pips_turn_expects (&turn, "group"));
  g_assert_true (pips_turn_expects (&turn, "terminator"));
  g_assert_true (pips_turn_expects (&turn, "korrektor"));
  g_assert_false (pips_turn_expects (&turn, "throw"));

  choice_apply_text (game, "{\"type\":\"korrektor\",\"player\":0,\"die\":0,\"face\":6}");
  pips_game_get_turn (game, &turn);
  g_assert_true (pips_turn_expects (&turn, "terminator"));
  g_assert_false (pips_turn_expects (&turn, "korrektor"));
}

/* The list of groupings: every legal one once, with what it changes now, best first. */
static void
test_list_groupings (void)
{
  g_autoptr(PipsGame) game = choice_game_new (1, NULL);
  g_autoptr(GPtrArray) groupings = NULL;
  g_autoptr(GString) labels = g_string_new (NULL);

  /* A sheet with 7 at four marks and 9 at five. */
  for (guint i = 0; i < 2; i++)
    {
      choice_throw (game, "34341");
      choice_group (game, "01 23 4");
    }
  for (guint i = 0; i < 2; i++)
    {
      choice_throw (game, "45451");
      choice_group (game, "01 23 4");
    }
  choice_throw (game, "45112");
  choice_group (game, "01 23 4");
  g_assert_cmpuint (pips_choice_game_get_marks (CHOICE (game), 0, 7), ==, 4);
  g_assert_cmpuint (pips_choice_game_get_marks (CHOICE (game), 0, 9), ==, 5);

  choice_throw (game, "34451");
  groupings = pips_choice_game_list_groupings (CHOICE (game));
  for (guint i = 0; i < groupings->len; i++)
    {
      PipsChoiceGrouping *g = g_ptr_array_index (groupings, i);

      g_string_append_printf (labels, "%s\n", g->label);
    }

  /* 3 4 4 5 1, worked out by hand: discarding 1, 7 + 9 (7 reaches five marks: +200, 9 a sixth:
   * +50) or 8 + 8; discarding 3, 6 + 8 or 5 + 9; discarding a 4, 6 + 7, 5 + 8 or 4 + 9;
   * discarding 5, 5 + 7 or 4 + 8; and with the 3:1 joker (−100) every triple of 12 or less with
   * a single of 2 or more. The two 4s give the same groupings once. */
  g_assert_cmpstr (labels->str, ==,
                   "7 and 9, discard 1: +250\n"
                   "5 and 7, discard 5: ±0\n"
                   "6 and 7, discard 4: ±0\n"
                   "4 and 9, discard 4: −150\n"
                   "5 and 9, discard 3: −150\n"
                   "8 and 8, discard 1: −200\n"
                   "3:1 joker: 9 and 3, discard 5: −250\n"
                   "3:1 joker: 9 and 4, discard 4: −250\n"
                   "3:1 joker: 9 and 5, discard 3: −250\n"
                   "4 and 8, discard 5: −400\n"
                   "5 and 8, discard 4: −400\n"
                   "6 and 8, discard 3: −400\n"
                   "3:1 joker: 8 and 4, discard 5: −500\n"
                   "3:1 joker: 8 and 5, discard 4: −500\n"
                   "3:1 joker: 10 and 3, discard 4: −500\n"
                   "3:1 joker: 10 and 4, discard 3: −500\n"
                   "3:1 joker: 11 and 5, discard 1: −500\n"
                   "3:1 joker: 12 and 4, discard 1: −500\n");

  /* Each does what it says. */
  for (guint i = 0; i < groupings->len; i++)
    {
      PipsChoiceGrouping *g = g_ptr_array_index (groupings, i);
      int before = pips_choice_game_get_total (CHOICE (game), 0);
      g_autoptr(GError) error = NULL;

      g_assert_true (pips_game_apply (game, g->event, &error));
      g_assert_no_error (error);
      g_assert_cmpint (pips_choice_game_get_total (CHOICE (game), 0) - before, ==, g->change);
      /* Back to the throw: replay the same sheet on a fresh game. */
      g_clear_object (&game);
      game = choice_game_new (1, NULL);
      for (guint k = 0; k < 2; k++)
        {
          choice_throw (game, "34341");
          choice_group (game, "01 23 4");
        }
      for (guint k = 0; k < 2; k++)
        {
          choice_throw (game, "45451");
          choice_group (game, "01 23 4");
        }
      choice_throw (game, "45112");
      choice_group (game, "01 23 4");
      choice_throw (game, "34451");
    }

  /* Dice tapped in order: the first pair, the second, the discard (or the rest). */
  {
    const guint taps[] = { 0, 1, 2, 3 };
    const guint twice[] = { 0, 1, 1, 3 };
    const guint triple[] = { 0, 1, 2, 3, 4 };
    g_autoptr(GError) error = NULL;
    g_autoptr(PipsChoiceGrouping) tapped = NULL;
    g_autoptr(PipsChoiceGrouping) refused = NULL;

    tapped = pips_choice_game_dup_grouping (CHOICE (game), taps, 4, FALSE, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (tapped->label, ==, "7 and 9, discard 1: +250");
    g_assert_cmpuint (tapped->discard, ==, 4);

    refused = pips_choice_game_dup_grouping (CHOICE (game), twice, 4, FALSE, &error);
    g_assert_null (refused);
    g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE);
    g_assert_cmpstr (error->message, ==, "Die 2 is used twice: each die goes into one group or is the discard");
    g_clear_error (&error);

    refused = pips_choice_game_dup_grouping (CHOICE (game), taps, 3, FALSE, &error);
    g_assert_null (refused);
    g_assert_cmpstr (error->message, ==, "Choose two pairs of dice; the fifth die is the discard");
    g_clear_error (&error);

    /* 3 + 4 + 4 = 11 and 5, discard 1. */
    g_clear_pointer (&tapped, pips_choice_grouping_free);
    tapped = pips_choice_game_dup_grouping (CHOICE (game), triple, 5, TRUE, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (tapped->label, ==, "3:1 joker: 11 and 5, discard 1: −500");
  }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/choice/rules/discard-open", test_discard_open);
  g_test_add_func ("/choice/rules/discard-fixed", test_discard_fixed);
  g_test_add_func ("/choice/rules/free-throw", test_free_throw);
  g_test_add_func ("/choice/rules/eighth-mark", test_eighth_mark);
  g_test_add_func ("/choice/rules/several-sheets", test_several_sheets);
  g_test_add_func ("/choice/rules/refusals", test_refusals);
  g_test_add_func ("/choice/rules/terminator", test_terminator);
  g_test_add_func ("/choice/rules/terminator-faces", test_terminator_faces);
  g_test_add_func ("/choice/rules/korrektor", test_korrektor);
  g_test_add_func ("/choice/rules/three-one", test_three_one);
  g_test_add_func ("/choice/rules/group-both", test_group_both);
  g_test_add_func ("/choice/rules/without-jokers", test_without_jokers);
  g_test_add_func ("/choice/rules/turn", test_turn);
  g_test_add_func ("/choice/rules/list-groupings", test_list_groupings);

  return g_test_run ();
}
