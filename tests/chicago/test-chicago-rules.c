/* test-chicago-rules.c — Chicago's rules, one by one, with every refusal in the players' words
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "chicago-test-util.h"

#define RULE     PIPS_GAME_ERROR_RULE
#define TURN     PIPS_GAME_ERROR_OUT_OF_TURN

static void
check_announcement (PipsSession *session,
                    const char  *text)
{
  PipsChicagoAnnouncement a;
  g_autofree char *said = NULL;

  pips_chicago_game_get_announcement (CHICAGO (session), &a);
  g_assert_true (a.made);
  said = pips_chicago_format_announcement (&a);
  g_assert_cmpstr (said, ==, text);
}

/* The sheet's examples: 1-1-4 is 204, 6-6-6 is 180; the 1er counting is the pip sum. */
static void
test_counting (void)
{
  const struct { guint8 faces[3]; guint ones; guint hundreds; } cases[] = {
    { { 1, 1, 4 }, 6, 204 },
    { { 6, 6, 6 }, 18, 180 },
    { { 1, 1, 1 }, 3, 300 },
    { { 1, 2, 4 }, 7, 106 },
    { { 2, 2, 2 }, 6, 6 },
    { { 6, 5, 1 }, 12, 165 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_cmpuint (pips_chicago_count (cases[i].faces, PIPS_CHICAGO_COUNTING_ONES), ==, cases[i].ones);
      g_assert_cmpuint (pips_chicago_count (cases[i].faces, PIPS_CHICAGO_COUNTING_HUNDREDS), ==, cases[i].hundreds);
    }
}

static void
test_announcement_words (void)
{
  PipsChicagoAnnouncement a = { .made = TRUE, .attempts = 1, .counting = PIPS_CHICAGO_COUNTING_ONES,
                                .direction = PIPS_CHICAGO_DOWN, .value = 7 };
  g_autofree char *down = pips_chicago_format_announcement (&a);
  g_autofree char *up = NULL;
  g_autofree char *chic = NULL;

  g_assert_cmpstr (down, ==, "7 down in 1");
  a = (PipsChicagoAnnouncement) { .made = TRUE, .attempts = 3, .counting = PIPS_CHICAGO_COUNTING_HUNDREDS,
                                  .direction = PIPS_CHICAGO_UP, .value = 204 };
  up = pips_chicago_format_announcement (&a);
  g_assert_cmpstr (up, ==, "204 up in 3");
  a.chic = TRUE;
  a.attempts = 2;
  chic = pips_chicago_format_announcement (&a);
  g_assert_cmpstr (chic, ==, "Chic, 3 down in 2");
}

/* Everyone throws one die; 1 is best, then 6 … 2; the tied throw again. */
static void
test_opening (void)
{
  g_autoptr(PipsSession) s = chicago_session (3, NULL);
  PipsGame *game = pips_session_get_game (s);
  g_autofree char *status = pips_game_dup_status (game);
  PipsTurn turn;

  g_assert_cmpint (pips_chicago_game_get_stage (CHICAGO (s)), ==, PIPS_CHICAGO_STAGE_OPENING);
  g_assert_cmpstr (status, ==, "Who starts? Everyone throws one die");
  pips_game_get_turn (game, &turn);
  g_assert_cmpuint (turn.may_act, ==, 7);
  g_assert_true (pips_turn_expects (&turn, "starter"));
  g_assert_true (pips_turn_expects (&turn, "die"));

  chicago_refused (s, "{'type':'throw','player':0,'faces':[1,2,3]}", RULE,
                   "First find who starts: everyone throws one die");
  chicago_refused (s, "{'type':'die','player':0,'face':7}", RULE, "A die shows 1 to 6, not 7");
  chicago_ok (s, "{'type':'die','player':0,'face':5}");
  chicago_refused (s, "{'type':'die','player':0,'face':4}", TURN, "Anna has already thrown");
  chicago_refused (s, "{'type':'starter','player':1}", RULE, "Who starts is settled by the dice already");
  chicago_ok (s, "{'type':'die','player':2,'face':1}");
  chicago_ok (s, "{'type':'die','player':1,'face':1}");

  /* Ben and Clara tie with 1s and throw again; Anna is out of it. */
  pips_game_get_turn (game, &turn);
  g_assert_cmpuint (turn.may_act, ==, 6);
  g_assert_cmpuint (pips_chicago_game_get_roll_off_players (CHICAGO (s)), ==, 6);
  chicago_refused (s, "{'type':'die','player':0,'face':1}", TURN, "Anna is not in the roll-off");
  chicago_ok (s, "{'type':'die','player':1,'face':3}");
  chicago_ok (s, "{'type':'die','player':2,'face':6}");

  /* A 6 beats a 3: Clara starts and announces. */
  g_assert_cmpint (pips_chicago_game_get_stage (CHICAGO (s)), ==, PIPS_CHICAGO_STAGE_PLAY);
  g_assert_cmpint (pips_chicago_game_get_current_player (CHICAGO (s)), ==, 2);
  g_assert_true (pips_chicago_game_get_is_announcer (CHICAGO (s)));
  g_clear_pointer (&status, g_free);
  status = pips_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Round 1 · Clara announces");
  chicago_refused (s, "{'type':'die','player':0,'face':1}", RULE, "Nobody throws a single die now");
}

/* The new-game page's start player, or dice thrown by the app. */
static void
test_setup_events (void)
{
  g_autoptr(PipsSession) s = chicago_session (4, NULL);
  g_autoptr(PipsSession) r = chicago_session (4, NULL);
  g_autoptr(GPtrArray) table = pips_game_list_setup_events (pips_session_get_game (s), 0, FALSE);
  g_autoptr(GPtrArray) random = pips_game_list_setup_events (pips_session_get_game (r), 0, TRUE);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (table->len, ==, 1);
  g_assert_cmpstr (json_object_get_string_member (g_ptr_array_index (table, 0), "type"), ==, "starter");
  g_assert_true (pips_session_append (s, g_ptr_array_index (table, 0), &error));
  g_assert_cmpint (pips_chicago_game_get_current_player (CHICAGO (s)), ==, 0);

  /* Pips throws one die for everyone until one is best. */
  g_assert_cmpuint (random->len, >=, 4);
  for (guint i = 0; i < random->len; i++)
    {
      g_assert_cmpstr (json_object_get_string_member (g_ptr_array_index (random, i), "type"), ==, "die");
      g_assert_true (pips_session_append (r, g_ptr_array_index (random, i), &error));
    }
  g_assert_cmpint (pips_chicago_game_get_stage (CHICAGO (r)), ==, PIPS_CHICAGO_STAGE_PLAY);
}

/* "204 up in 1": Ben does not beat it in his one attempt, Clara does. */
static void
test_round (void)
{
  g_autoptr(PipsSession) s = chicago_session (3, NULL);
  PipsChicagoGame *game = CHICAGO (s);
  g_autofree char *last = NULL;
  g_autofree char *status = NULL;
  PipsChicagoDice dice;
  PipsTurn turn;

  chicago_ok (s, "{'type':'starter','player':0}");
  g_assert_cmpuint (pips_chicago_game_get_stack (game), ==, 4);
  chicago_refused (s, "{'type':'throw','player':1,'faces':[1,2,3]}", TURN, "It is Anna’s turn, not Ben’s");
  chicago_refused (s, "{'type':'announce','player':0,'counting':'1er','direction':'up'}", RULE, "Throw first");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,4,1]}");

  g_assert_true (pips_chicago_game_get_dice (game, &dice));
  g_assert_cmpuint (dice.sum, ==, 6);
  g_assert_cmpuint (dice.hundreds, ==, 204);
  g_assert_false (dice.chic);
  g_assert_cmpuint (dice.attempt, ==, 1);
  g_assert_cmpuint (dice.limit, ==, 3);

  pips_game_get_turn (PIPS_GAME (game), &turn);
  g_assert_cmpuint (turn.may_act, ==, 1);
  g_assert_true (pips_turn_expects (&turn, "announce"));
  g_assert_false (pips_turn_expects (&turn, "stand"));
  chicago_refused (s, "{'type':'stand','player':0}", RULE, "Anna starts the round and announces rather than stands");
  chicago_refused (s, "{'type':'announce','player':0}", RULE,
                   "An announcement says the counting (1er or 100er) and the direction (up or down)");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'100er','direction':'up'}");
  check_announcement (s, "204 up in 1");
  status = pips_game_dup_status (PIPS_GAME (game));
  g_assert_cmpstr (status, ==, "Round 1 · Ben to beat “204 up in 1”");

  /* 6-6-2 is 122: not beaten, and the one attempt is used, so Ben's turn ends. */
  chicago_refused (s, "{'type':'announce','player':1,'counting':'1er','direction':'up'}", RULE,
                   "Ben follows the announcement “204 up in 1” and stands instead");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[6,6,2]}");
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 2);
  chicago_ok (s, "{'type':'throw','player':2,'faces':[1,1,5]}");

  /* Clara best, Ben worst; Ben takes a mat and starts round 2. */
  g_assert_cmpuint (pips_game_get_round (PIPS_GAME (game)), ==, 2);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 1), ==, 1);
  g_assert_cmpuint (pips_chicago_game_get_stack (game), ==, 3);
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 1);
  last = pips_chicago_game_dup_last_round_text (game);
  g_assert_cmpstr (last, ==, "Round 1: Clara best, Ben worst. Ben takes a mat from the stack.");
}

/* A follower must go on until they beat the announcement; equal is not beaten. */
static void
test_follower_must_go_on (void)
{
  g_autoptr(PipsSession) s = chicago_session (3, NULL);
  PipsChicagoGame *game = CHICAGO (s);
  PipsChicagoDice dice;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[5,5,4]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[3,3,2]}");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
  check_announcement (s, "8 down in 2");

  chicago_refused (s, "{'type':'stand','player':1}", RULE, "Throw first");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[6,5,4]}");
  pips_chicago_game_get_dice (game, &dice);
  g_assert_false (dice.beats);
  g_assert_true (dice.must_throw);
  chicago_refused (s, "{'type':'stand','player':1}", RULE,
                   "Ben has not beaten the announcement and must go on until attempt 2");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[1,2,3]}");

  /* 2-3-3 is 8, as announced: "Mit ist Shit", not beaten. */
  chicago_ok (s, "{'type':'throw','player':2,'faces':[2,3,3]}");
  pips_chicago_game_get_dice (game, &dice);
  g_assert_false (dice.beats);
  chicago_refused (s, "{'type':'stand','player':2}", RULE,
                   "Clara has not beaten the announcement and must go on until attempt 2");
  chicago_ok (s, "{'type':'throw','player':2,'faces':[1,1,5]}");

  /* Ben's 6 is best, Anna's 8 worst. */
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 0), ==, 1);
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 0);

  /* Beaten in the first of two attempts: Ben may stand. */
  chicago_ok (s, "{'type':'throw','player':0,'faces':[2,2,3]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[2,2,4]}");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[1,2,3]}");
  pips_chicago_game_get_dice (game, &dice);
  g_assert_true (dice.beats);
  g_assert_false (dice.must_throw);
  chicago_ok (s, "{'type':'stand','player':1}");
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 2);
}

/* A result equal to an earlier one is worse, or the tied roll again, or fewer attempts win. */
/* "Mit ist Shit" for the page: the dice say whom they tie and how the tie ranks under the ties
 * option, or that they equal the announcement; the last turn and the rounds that ended are
 * there to show. */
static void
test_dice_tie (void)
{
  const struct { const char *options; PipsChicagoTie tie; } cases[] = {
    { NULL, PIPS_CHICAGO_TIE_WORSE },
    { "{'ties':'fewer-attempts'}", PIPS_CHICAGO_TIE_BETTER },
    { "{'ties':'roll-off'}", PIPS_CHICAGO_TIE_ROLL_OFF },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PipsSession) s = chicago_session (4, cases[i].options);
      PipsChicagoGame *game = CHICAGO (s);
      PipsChicagoDice dice;
      PipsChicagoResult result;
      PipsChicagoResult results[PIPS_CHICAGO_MAX_PLAYERS];
      PipsChicagoAnnouncement a;
      guint n = 0;
      int best = -2, worst = -2;

      chicago_ok (s, "{'type':'starter','player':0}");
      g_assert_false (pips_chicago_game_get_last_result (game, &result, NULL));
      chicago_ok (s, "{'type':'throw','player':0,'faces':[2,2,2]}");
      chicago_ok (s, "{'type':'throw','player':0,'faces':[5,3,2]}");
      chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'up'}");
      /* Ben: 11 in two attempts. */
      chicago_ok (s, "{'type':'throw','player':1,'faces':[2,2,2]}");
      pips_chicago_game_get_dice (game, &dice);
      g_assert_cmpint (dice.ties_with, ==, -1);
      g_assert_false (dice.equals_announcement);
      chicago_ok (s, "{'type':'throw','player':1,'faces':[6,3,2]}");
      g_assert_true (pips_chicago_game_get_last_result (game, &result, &a));
      g_assert_cmpuint (result.player, ==, 1);
      g_assert_cmpuint (result.value, ==, 11);
      g_assert_true (result.beats);
      g_assert_true (a.made);

      /* Clara: 11 in one. */
      chicago_ok (s, "{'type':'throw','player':2,'faces':[6,4,1]}");
      pips_chicago_game_get_dice (game, &dice);
      g_assert_true (dice.beats);
      g_assert_cmpint (dice.ties_with, ==, 1);
      g_assert_cmpint (dice.tie, ==, cases[i].tie);
      chicago_ok (s, "{'type':'stand','player':2}");

      /* David: 10, the announcement itself (which, with "fewer attempts", one attempt beats),
       * then 12. */
      chicago_ok (s, "{'type':'throw','player':3,'faces':[5,3,2]}");
      pips_chicago_game_get_dice (game, &dice);
      g_assert_true (dice.beats == (cases[i].tie == PIPS_CHICAGO_TIE_BETTER));
      g_assert_true (dice.equals_announcement == !dice.beats);
      g_assert_cmpint (dice.ties_with, ==, -1);
      chicago_ok (s, "{'type':'throw','player':3,'faces':[6,5,1]}");

      /* The round is over (or its best is played off): David's turn stays the last. */
      g_assert_true (pips_chicago_game_get_last_result (game, &result, &a));
      g_assert_cmpuint (result.player, ==, 3);
      g_assert_cmpuint (result.attempts, ==, 2);
      g_assert_cmpmem (result.faces, 3, ((guint8[]) { 6, 5, 1 }), 3);
      g_assert_cmpuint (a.value, ==, 10);
      if (cases[i].tie == PIPS_CHICAGO_TIE_ROLL_OFF)
        continue;

      g_assert_cmpuint (pips_chicago_game_get_n_finished_rounds (game), ==, 1);
      g_assert_cmpuint (pips_chicago_game_get_finished_round (game, 0, &a, results, &n, &best, &worst), ==, 1);
      g_assert_cmpuint (n, ==, 4);
      g_assert_cmpint (best, ==, 3);
      g_assert_cmpint (worst, ==, 0);
      g_assert_true (results[0].announcer);
      g_assert_false (results[0].beats);
      g_assert_cmpuint (results[2].value, ==, 11);
      g_assert_true (results[2].beats);
      {
        g_autofree char *moved = pips_chicago_game_dup_finished_round_text (game, 0);

        g_assert_cmpstr (moved, ==, "Anna takes a mat from the stack.");
      }
    }
}

static void
test_ties (void)
{
  const struct { const char *options; int best; } cases[] = {
    { NULL, 1 },
    { "{'ties':'fewer-attempts'}", 2 },
    { "{'ties':'roll-off'}", -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PipsSession) s = chicago_session (3, cases[i].options);
      PipsChicagoGame *game = CHICAGO (s);
      g_autofree char *last = NULL;

      chicago_ok (s, "{'type':'starter','player':0}");
      chicago_ok (s, "{'type':'throw','player':0,'faces':[2,2,2]}");
      chicago_ok (s, "{'type':'throw','player':0,'faces':[5,3,2]}");
      chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'up'}");
      check_announcement (s, "10 up in 2");
      /* Ben makes 11 in two attempts, Clara 11 in one. */
      chicago_ok (s, "{'type':'throw','player':1,'faces':[2,2,2]}");
      chicago_ok (s, "{'type':'throw','player':1,'faces':[6,3,2]}");
      chicago_ok (s, "{'type':'throw','player':2,'faces':[6,4,1]}");
      chicago_ok (s, "{'type':'stand','player':2}");

      if (cases[i].best < 0)
        {
          PipsTurn turn;
          g_autofree char *status = pips_game_dup_status (PIPS_GAME (game));

          g_assert_cmpint (pips_chicago_game_get_stage (game), ==, PIPS_CHICAGO_STAGE_ROLL_OFF);
          g_assert_cmpstr (status, ==, "Round 1 · Roll-off for the best");
          pips_game_get_turn (PIPS_GAME (game), &turn);
          g_assert_cmpuint (turn.may_act, ==, 6);
          chicago_ok (s, "{'type':'die','player':2,'face':4}");
          chicago_ok (s, "{'type':'die','player':1,'face':4}");
          chicago_ok (s, "{'type':'die','player':1,'face':2}");
          chicago_ok (s, "{'type':'die','player':2,'face':1}");
        }

      g_assert_cmpint (pips_chicago_game_get_stage (game), ==, PIPS_CHICAGO_STAGE_PLAY);
      last = pips_chicago_game_dup_last_round_text (game);
      if (cases[i].best == 1)
        g_assert_cmpstr (last, ==, "Round 1: Ben best, Anna worst. Anna takes a mat from the stack.");
      else
        g_assert_cmpstr (last, ==, "Round 1: Clara best, Anna worst. Anna takes a mat from the stack.");
    }
}

/* A tie for the worst rolls off too: the lowest die is worst. */
static void
test_roll_off_worst (void)
{
  g_autoptr(PipsSession) s = chicago_session (3, "{'ties':'roll-off'}");
  PipsChicagoGame *game = CHICAGO (s);
  g_autofree char *status = NULL;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,1,2]}");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[5,5,5]}");
  chicago_ok (s, "{'type':'throw','player':2,'faces':[6,5,4]}");
  status = pips_game_dup_status (PIPS_GAME (game));
  g_assert_cmpstr (status, ==, "Round 1 · Roll-off for the worst");
  chicago_ok (s, "{'type':'die','player':1,'face':1}");
  chicago_ok (s, "{'type':'die','player':2,'face':2}");
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 2), ==, 1);
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 2);
}

/* Chic: "3 down"; it wins the game and leaves; phase 1 loses a mat of the stack. */
static void
test_chic (void)
{
  g_autoptr(PipsSession) s = chicago_session (3, NULL);
  PipsChicagoGame *game = CHICAGO (s);
  g_autoptr(GListModel) standings = NULL;
  g_autoptr(PipsStanding) first = NULL;
  g_autofree char *last = NULL;
  PipsChicagoDice dice;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,1,1]}");
  pips_chicago_game_get_dice (game, &dice);
  g_assert_true (dice.chic);
  chicago_refused (s, "{'type':'announce','player':0,'counting':'100er','direction':'up'}", RULE,
                   "A Chic is always announced as “3 down”");
  chicago_ok (s, "{'type':'announce','player':0}");
  check_announcement (s, "Chic, 3 down in 1");

  /* Nothing beats it: a Chic in one attempt only equals it. */
  chicago_ok (s, "{'type':'throw','player':1,'faces':[1,1,1]}");
  chicago_ok (s, "{'type':'throw','player':2,'faces':[6,6,5]}");

  g_assert_cmpint (pips_chicago_game_get_player_state (game, 0), ==, PIPS_CHICAGO_WON_CHIC);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 2), ==, 1);
  g_assert_cmpuint (pips_chicago_game_get_stack (game), ==, 2);
  g_assert_cmpuint (pips_chicago_game_get_out (game), ==, 1);
  last = pips_chicago_game_dup_last_round_text (game);
  g_assert_cmpstr (last, ==, "Round 1: Anna best, Clara worst. Anna wins the game with Chic. "
                             "Clara takes a mat from the stack. A mat of the stack goes out of the game.");

  standings = pips_game_dup_standings (PIPS_GAME (game));
  first = g_list_model_get_item (standings, 0);
  g_assert_cmpuint (pips_standing_get_player (first), ==, 0);
  g_assert_cmpstr (pips_standing_get_status (first), ==, "Won with Chic");

  /* Anna no longer plays. */
  chicago_refused (s, "{'type':'throw','player':0,'faces':[1,2,3]}", TURN, "Anna has already won and no longer plays");
}

/* A Chic is beaten by a Chic in fewer attempts; of two equal Chics the earlier wins. */
static void
test_chic_fewer_attempts (void)
{
  g_autoptr(PipsSession) s = chicago_session (3, NULL);
  PipsChicagoGame *game = CHICAGO (s);
  PipsChicagoDice dice;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[2,3,4]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,1,1]}");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
  check_announcement (s, "Chic, 3 down in 2");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[1,1,1]}");
  pips_chicago_game_get_dice (game, &dice);
  g_assert_true (dice.beats);
  chicago_ok (s, "{'type':'stand','player':1}");
  chicago_ok (s, "{'type':'throw','player':2,'faces':[1,1,1]}");
  pips_chicago_game_get_dice (game, &dice);
  g_assert_true (dice.beats);
  chicago_ok (s, "{'type':'stand','player':2}");

  /* Ben's Chic came first: Ben wins; Anna's Chic in two is worst. */
  g_assert_cmpint (pips_chicago_game_get_player_state (game, 1), ==, PIPS_CHICAGO_WON_CHIC);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 0), ==, 1);
}

/* With "Chic wins" off, a Chic is just the best; with "only in one throw", set-aside 1s do not
 * make one. */
static void
test_chic_options (void)
{
  g_autoptr(PipsSession) s = chicago_session (2, "{'chic-wins':false}");
  g_autoptr(PipsSession) t = chicago_session (2, "{'chic-one-throw':true}");
  PipsChicagoDice dice;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,1,1]}");
  chicago_ok (s, "{'type':'announce','player':0}");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[2,2,2]}");
  g_assert_cmpint (pips_chicago_game_get_player_state (CHICAGO (s), 0), ==, PIPS_CHICAGO_PLAYING);
  g_assert_cmpuint (pips_chicago_game_get_mats (CHICAGO (s), 1), ==, 1);

  chicago_ok (t, "{'type':'starter','player':0}");
  chicago_ok (t, "{'type':'throw','player':0,'faces':[1,1,5]}");
  chicago_ok (t, "{'type':'throw','player':0,'faces':[1,1,1],'aside':[0,1]}");
  pips_chicago_game_get_dice (CHICAGO (t), &dice);
  g_assert_false (dice.chic);
  g_assert_cmpuint (dice.hundreds, ==, 300);
  chicago_ok (t, "{'type':'announce','player':0,'counting':'100er','direction':'up'}");
  check_announcement (t, "300 up in 2");
}

/* Setting dice aside: only 1s and 6s, after a throw, never all three, keeping their faces, and
 * for followers only what can still beat the announcement. */
static void
test_aside (void)
{
  g_autoptr(PipsSession) s = chicago_session (2, NULL);
  PipsChicagoGame *game = CHICAGO (s);
  gboolean six[3] = { TRUE, FALSE, FALSE };
  g_autoptr(GError) error = NULL;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[1,2,3],'aside':[0]}", RULE,
                   "Dice are set aside after a throw, not before the first");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[1,2]}", RULE, "Chicago is played with three dice, not 2");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[0,2,3]}", RULE, "A die shows 1 to 6, not 0");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[1,2,3],'aside':[3]}", PIPS_GAME_ERROR_INVALID,
                   "“aside” must list different dice, 0 to 2");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,4,6]}");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[1,4,2],'aside':[1]}", RULE,
                   "Only 1s and 6s may be set aside, not a 4");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[2,4,2],'aside':[0]}", RULE,
                   "A die set aside keeps its face: it shows 1, not 2");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,6,1],'aside':[0]}");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[3,6,1],'aside':[1,2]}", RULE,
                   "A die set aside is not thrown again");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[1,6,1],'aside':[0,1,2]}", RULE,
                   "All three dice are set aside, so there is nothing to throw");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,6,2],'aside':[0,1]}");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[1,6,2],'aside':[0,1]}", RULE,
                   "Three attempts are the most: announce now");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
  check_announcement (s, "9 down in 3");

  /* A 6 set aside cannot make less than 8: Ben may keep it against 9, not against 7. */
  chicago_ok (s, "{'type':'throw','player':1,'faces':[6,2,2]}");
  g_assert_true (pips_chicago_game_get_can_set_aside (game, six, NULL));
  chicago_ok (s, "{'type':'throw','player':1,'faces':[6,1,1],'aside':[0]}");
  chicago_ok (s, "{'type':'stand','player':1}");

  /* Round 2, Anna worst of round 1 (9 against 8) starts: "7 down in 2". */
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 0);
  chicago_ok (s, "{'type':'throw','player':0,'faces':[5,1,1]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[5,1,1]}");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
  check_announcement (s, "7 down in 2");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[6,2,2]}");
  g_assert_false (pips_chicago_game_get_can_set_aside (game, six, &error));
  g_assert_cmpstr (error->message, ==, "With these dice set aside, “7 down in 2” cannot be beaten any more");
  chicago_refused (s, "{'type':'throw','player':1,'faces':[6,1,1],'aside':[0]}", RULE,
                   "With these dice set aside, “7 down in 2” cannot be beaten any more");
}

/* Anna starts and announces with @counting and @direction after three attempts, the last
 * showing @faces; Ben, to follow, throws @first. */
static PipsSession *
six_kept_round (const char *options,
                const char *faces,
                const char *counting,
                const char *direction,
                const char *announced,
                const char *first)
{
  PipsSession *s = chicago_session (2, options);
  g_autofree char *last = g_strdup_printf ("{'type':'throw','player':0,'faces':%s}", faces);
  g_autofree char *announce = g_strdup_printf ("{'type':'announce','player':0,'counting':'%s','direction':'%s'}",
                                               counting, direction);
  g_autofree char *follow = g_strdup_printf ("{'type':'throw','player':1,'faces':%s}", first);

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[2,3,5]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[2,3,5]}");
  chicago_ok (s, last);
  chicago_ok (s, announce);
  check_announcement (s, announced);
  chicago_ok (s, follow);

  return s;
}

/* A 6 set aside can still become a 1 where an exchange may follow: with a second 6 in the next
 * attempt the 6er rule gives a 1, and the last attempt can make 1-1-x (or a Chic). So keeping it
 * is refused only where no exchange can follow: without the 6er rule, with the exchange after the
 * first attempt only once that is past, or in the last attempt. */
static void
test_aside_six_may_become_one (void)
{
  gboolean six[3] = { TRUE, FALSE, FALSE };
  gboolean two_sixes[3] = { TRUE, TRUE, FALSE };
  struct {
    const char *faces, *counting, *direction, *announced;
  } announcements[] = {
    /* 6-1-1 makes 8 at best: only a 1 for the 6 beats it. */
    { "[1,3,4]", "1er", "down", "8 down in 3" },
    /* 6-1-1 makes 260 at best, equal is not better: only a Chic beats it. */
    { "[1,1,6]", "100er", "up", "260 up in 3" },
    /* With a 6 nothing makes less than 64: only a Chic beats it. */
    { "[2,2,3]", "100er", "down", "7 down in 3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (announcements); i++)
    {
      const char *faces = announcements[i].faces;
      const char *counting = announcements[i].counting;
      const char *direction = announcements[i].direction;
      const char *announced = announcements[i].announced;
      g_autofree char *refusal = g_strdup_printf ("With these dice set aside, “%s” cannot be beaten any more",
                                                  announced);
      g_autoptr(PipsSession) s = NULL;
      g_autoptr(PipsSession) three = NULL;
      g_autoptr(PipsSession) never = NULL;
      g_autoptr(PipsSession) first = NULL;
      g_autoptr(PipsSession) first_two = NULL;
      g_autoptr(GError) error = NULL;
      PipsChicagoDice dice;

      g_test_message ("%s", announced);

      /* While a further attempt remains (the pub sheet): Ben keeps the 6, throws a second one,
       * exchanges them and makes Chic in attempt 3. */
      s = six_kept_round (NULL, faces, counting, direction, announced, "[6,2,3]");
      g_assert_true (pips_chicago_game_get_can_set_aside (CHICAGO (s), six, NULL));
      chicago_ok (s, "{'type':'throw','player':1,'faces':[6,6,4],'aside':[0]}");
      chicago_ok (s, "{'type':'exchange','player':1}");
      pips_chicago_game_get_dice (CHICAGO (s), &dice);
      g_assert_true (dice.faces[0] == 1 && dice.aside[0] && !dice.aside[1] && !dice.aside[2]);
      chicago_ok (s, "{'type':'throw','player':1,'faces':[1,1,1],'aside':[0]}");
      g_assert_cmpint (pips_chicago_game_get_current_player (CHICAGO (s)), !=, 1);

      /* Three 6s for one 1 only: a 1 all the same. */
      three = six_kept_round ("{'three-sixes':false}", faces, counting, direction, announced, "[6,2,3]");
      chicago_ok (three, "{'type':'throw','player':1,'faces':[6,2,2],'aside':[0]}");

      /* Without the 6er rule the 6 stays a 6. */
      never = six_kept_round ("{'six-rule':false}", faces, counting, direction, announced, "[6,2,3]");
      g_assert_false (pips_chicago_game_get_can_set_aside (CHICAGO (never), six, &error));
      g_assert_cmpstr (error->message, ==, refusal);
      chicago_refused (never, "{'type':'throw','player':1,'faces':[6,6,4],'aside':[0]}", RULE, refusal);

      /* Exchanged after the first attempt only: after attempt 2 none follows, so neither one 6
       * nor two may be kept; the two may be exchanged now. */
      first = six_kept_round ("{'six-rule-when':'first-attempt'}", faces, counting, direction, announced,
                              "[6,2,3]");
      chicago_refused (first, "{'type':'throw','player':1,'faces':[6,6,4],'aside':[0]}", RULE, refusal);
      first_two = six_kept_round ("{'six-rule-when':'first-attempt'}", faces, counting, direction,
                                  announced, "[6,6,3]");
      g_assert_false (pips_chicago_game_get_can_set_aside (CHICAGO (first_two), two_sixes, NULL));
      chicago_refused (first_two, "{'type':'throw','player':1,'faces':[6,6,4],'aside':[0,1]}", RULE, refusal);
      chicago_ok (first_two, "{'type':'exchange','player':1}");
      chicago_ok (first_two, "{'type':'throw','player':1,'faces':[1,1,4],'aside':[0]}");
    }
}

/* The 6er rule in each setting of its options. */
static void
test_six_rule (void)
{
  g_autoptr(PipsSession) s = chicago_session (2, NULL);
  g_autoptr(PipsSession) off = chicago_session (2, "{'three-sixes':false}");
  g_autoptr(PipsSession) never = chicago_session (2, "{'six-rule':false}");
  g_autoptr(PipsSession) first = chicago_session (2, "{'six-rule-when':'first-attempt'}");
  PipsChicagoDice dice;
  PipsTurn turn;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_refused (s, "{'type':'exchange','player':0}", RULE, "Throw first: 6s are exchanged after an attempt");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[6,3,6]}");
  pips_game_get_turn (pips_session_get_game (s), &turn);
  g_assert_true (pips_turn_expects (&turn, "exchange"));
  chicago_ok (s, "{'type':'exchange','player':0}");
  pips_chicago_game_get_dice (CHICAGO (s), &dice);
  g_assert_cmpuint (dice.faces[0], ==, 1);
  g_assert_true (dice.aside[0]);
  g_assert_false (dice.aside[2]);
  g_assert_true (dice.must_throw);
  chicago_refused (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}", RULE,
                   "After exchanging 6s, throw again");
  chicago_refused (s, "{'type':'exchange','player':0}", RULE, "Throw first: 6s are exchanged after an attempt");
  chicago_refused (s, "{'type':'throw','player':0,'faces':[2,3,6]}", RULE, "A die set aside is not thrown again");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,6,6],'aside':[0]}");
  /* Attempt 3 follows: the exchange is still allowed, but Anna throws on. */
  pips_game_get_turn (pips_session_get_game (s), &turn);
  g_assert_true (pips_turn_expects (&turn, "exchange"));
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,6,6],'aside':[0]}");
  /* Three attempts used: no more exchange (the sheet: not in the third attempt). */
  chicago_refused (s, "{'type':'exchange','player':0}", RULE,
                   "No attempt follows attempt 3, so the 6s cannot be exchanged");

  /* Three 6s give two 1s, or with the option off one 1 (a 6 stays). */
  chicago_ok (off, "{'type':'starter','player':0}");
  chicago_ok (off, "{'type':'throw','player':0,'faces':[6,6,6]}");
  chicago_ok (off, "{'type':'exchange','player':0}");
  pips_chicago_game_get_dice (CHICAGO (off), &dice);
  g_assert_cmpuint (dice.faces[0], ==, 1);
  g_assert_cmpuint (dice.faces[1], ==, 6);
  g_assert_cmpuint (dice.faces[2], ==, 6);
  g_assert_true (dice.aside[0] && !dice.aside[1] && !dice.aside[2]);

  chicago_ok (first, "{'type':'starter','player':0}");
  chicago_ok (first, "{'type':'throw','player':0,'faces':[6,6,6]}");
  chicago_ok (first, "{'type':'exchange','player':0}");
  pips_chicago_game_get_dice (CHICAGO (first), &dice);
  g_assert_true (dice.faces[0] == 1 && dice.faces[1] == 1 && dice.aside[0] && dice.aside[1] && !dice.aside[2]);
  chicago_ok (first, "{'type':'throw','player':0,'faces':[1,1,6],'aside':[0,1]}");
  chicago_ok (first, "{'type':'throw','player':0,'faces':[1,1,6],'aside':[0,1]}");
  chicago_refused (first, "{'type':'exchange','player':0}", RULE, "The 6er rule needs two 6s");

  chicago_ok (never, "{'type':'starter','player':0}");
  chicago_ok (never, "{'type':'throw','player':0,'faces':[6,6,2]}");
  chicago_refused (never, "{'type':'exchange','player':0}", RULE, "This table does not play the 6er rule");
}

/* After a 6er exchange the other 6 is thrown again: kept, it would stay a 6 a follower could
 * count (Ben's 1-6-4 beating Anna's 163). The starter may not keep it either; the third 6 of
 * three, where three give one 1, is a 6 like any other and may be kept. */
static void
test_six_rule_throws_the_other_six (void)
{
  g_autoptr(PipsSession) s = chicago_session (2, NULL);
  g_autoptr(PipsSession) starter = chicago_session (2, NULL);
  g_autoptr(PipsSession) off = chicago_session (2, "{'three-sixes':false}");

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,6,2]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,6,3],'aside':[0,1]}");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'100er','direction':'up'}");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[6,6,2]}");
  chicago_ok (s, "{'type':'exchange','player':1}");
  chicago_refused (s, "{'type':'throw','player':1,'faces':[1,6,4],'aside':[0,1]}", RULE,
                   "After the exchange the other 6 is thrown again");
  chicago_ok (s, "{'type':'throw','player':1,'faces':[1,6,4],'aside':[0]}");

  chicago_ok (starter, "{'type':'starter','player':0}");
  chicago_ok (starter, "{'type':'throw','player':0,'faces':[2,6,6]}");
  chicago_ok (starter, "{'type':'exchange','player':0}");
  chicago_refused (starter, "{'type':'throw','player':0,'faces':[2,1,6],'aside':[1,2]}", RULE,
                   "After the exchange the other 6 is thrown again");
  chicago_ok (starter, "{'type':'throw','player':0,'faces':[4,1,6],'aside':[1]}");
  /* Thrown again, it is a die like any other: this 6 may be kept. */
  chicago_ok (starter, "{'type':'throw','player':0,'faces':[1,1,6],'aside':[1,2]}");

  chicago_ok (off, "{'type':'starter','player':0}");
  chicago_ok (off, "{'type':'throw','player':0,'faces':[6,6,6]}");
  chicago_ok (off, "{'type':'exchange','player':0}");
  chicago_refused (off, "{'type':'throw','player':0,'faces':[1,6,6],'aside':[0,1]}", RULE,
                   "After the exchange the other 6 is thrown again");
  chicago_ok (off, "{'type':'throw','player':0,'faces':[1,3,6],'aside':[0,2]}");
}

static void
test_six_rule_first_attempt_only (void)
{
  g_autoptr(PipsSession) s = chicago_session (2, "{'six-rule-when':'first-attempt'}");

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[2,3,4]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[6,6,4]}");
  chicago_refused (s, "{'type':'exchange','player':0}", RULE,
                   "At this table 6s are exchanged only after the first attempt");
}

/* Counting and direction coupled: up with 100er, down with 1er. */
static void
test_coupled (void)
{
  g_autoptr(PipsSession) s = chicago_session (2, "{'announcement':'coupled'}");

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[1,5,6]}");
  chicago_refused (s, "{'type':'announce','player':0,'counting':'100er','direction':'down'}", RULE,
                   "At this table up goes with the 100er counting and down with the 1er");
  chicago_refused (s, "{'type':'announce','player':0,'counting':'1er','direction':'up'}", RULE,
                   "At this table up goes with the 100er counting and down with the 1er");
  chicago_refused (s, "{'type':'announce','player':0,'counting':'tens'}", PIPS_GAME_ERROR_INVALID,
                   "“counting” must be “1er” or “100er”");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'100er'}");
  check_announcement (s, "165 up in 1");
}

/* Over-eager: the thrower is worst; a starter's announcement becomes "3 down in 1"; the floor
 * also owes a round. */
static void
test_overeager (void)
{
  g_autoptr(PipsSession) s = chicago_session (3, NULL);
  g_autoptr(PipsSession) off = chicago_session (3, "{'overeager':false}");
  PipsChicagoGame *game = CHICAGO (s);
  g_autofree char *last = NULL;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'overeager','player':0,'floor':true}");
  check_announcement (s, "3 down in 1");
  g_assert_cmpuint (pips_chicago_game_get_owes (game, 0), ==, 1);
  chicago_ok (s, "{'type':'throw','player':1,'faces':[6,6,5]}");
  chicago_ok (s, "{'type':'throw','player':2,'faces':[1,2,2]}");
  last = pips_chicago_game_dup_last_round_text (game);
  g_assert_cmpstr (last, ==, "Round 1: Clara best, Anna worst. Anna takes a mat from the stack.");

  /* A follower off the tray is worst whatever the others threw. */
  chicago_ok (s, "{'type':'throw','player':0,'faces':[6,6,6]}");
  chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
  chicago_ok (s, "{'type':'overeager','player':1,'floor':false}");
  chicago_ok (s, "{'type':'throw','player':2,'faces':[1,2,2]}");
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 1), ==, 1);
  g_assert_cmpuint (pips_chicago_game_get_owes (game, 1), ==, 0);

  chicago_ok (off, "{'type':'starter','player':0}");
  chicago_refused (off, "{'type':'overeager','player':0}", RULE, "This table does not play the over-eager rule");
  chicago_refused (off, "{'type':'overeager','player':0,'floor':1}", PIPS_GAME_ERROR_INVALID,
                   "“floor” must be true or false");
}

/* What each has made in the round being played, for the sheet: the announcement, results in
 * the round's counting, a Chic, a die off the tray; nothing for who has not finished a turn,
 * and nothing once the round has ended. */
static void
check_round_result (PipsChicagoGame *game,
                    guint            player,
                    const char      *expected)
{
  g_autofree char *text = pips_chicago_game_dup_round_result_text (game, player);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_round_results (void)
{
  g_autoptr(PipsSession) s = chicago_session (4, NULL);
  PipsChicagoGame *game = CHICAGO (s);

  chicago_ok (s, "{'type':'starter','player':0}");
  check_round_result (game, 0, NULL);
  chicago_ok (s, "{'type':'throw','player':0,'faces':[5,5,4]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[3,3,2]}");
  check_round_result (game, 0, NULL);
  chicago_ok (s, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
  check_round_result (game, 0, "Announced “8 down in 2”");
  check_round_result (game, 1, NULL);
  /* One finished turn has no worst yet. */
  g_assert_cmpint (pips_chicago_game_get_worst_so_far (game), ==, -1);

  chicago_ok (s, "{'type':'throw','player':1,'faces':[6,5,4]}");
  check_round_result (game, 1, NULL);
  chicago_ok (s, "{'type':'throw','player':1,'faces':[1,1,1]}");
  check_round_result (game, 1, "Chic in 2 attempts");
  /* Ben's Chic is best: Anna's 8 is the worst so far. */
  g_assert_cmpint (pips_chicago_game_get_worst_so_far (game), ==, 0);
  chicago_ok (s, "{'type':'throw','player':2,'faces':[1,2,2]}");
  chicago_ok (s, "{'type':'stand','player':2}");
  check_round_result (game, 2, "5 in 1 attempt");
  check_round_result (game, 3, NULL);
  check_round_result (game, 0, "Announced “8 down in 2”");
  /* Down: Clara's 5 beats Anna's 8, who stays the worst. */
  g_assert_cmpint (pips_chicago_game_get_worst_so_far (game), ==, 0);

  /* Dora's die off the tray ends the round: the sheet starts again. */
  chicago_ok (s, "{'type':'overeager','player':3,'floor':false}");
  g_assert_cmpuint (pips_game_get_round (PIPS_GAME (game)), ==, 2);
  for (guint p = 0; p < 4; p++)
    check_round_result (game, p, NULL);

  /* In round 2, Dora starts: her die on the floor is her result. */
  chicago_ok (s, "{'type':'overeager','player':3,'floor':true}");
  check_round_result (game, 3, "Die on the floor");
  g_assert_cmpint (pips_chicago_game_get_worst_so_far (game), ==, -1);
  /* Whatever Anna throws, Dora's die is worse. */
  chicago_ok (s, "{'type':'throw','player':0,'faces':[6,6,5]}");
  check_round_result (game, 0, "17 in 1 attempt");
  g_assert_cmpint (pips_chicago_game_get_worst_so_far (game), ==, 3);
}

/* With "earlier is better", the later of equal results is the worse ("Mit ist Shit"); with ties
 * played off, a tied worst is no one's yet, and a tie for the best leaves the worst among the
 * others. */
static void
test_worst_so_far_ties (void)
{
  g_autoptr(PipsSession) s = chicago_session (4, NULL);
  g_autoptr(PipsSession) off = chicago_session (4, "{'ties':'roll-off'}");
  g_autoptr(PipsSession) up = chicago_session (4, "{'ties':'roll-off'}");

  for (guint i = 0; i < 2; i++)
    {
      PipsSession *session = i == 0 ? s : off;

      chicago_ok (session, "{'type':'starter','player':0}");
      chicago_ok (session, "{'type':'throw','player':0,'faces':[2,2,2]}");
      chicago_ok (session, "{'type':'announce','player':0,'counting':'1er','direction':'down'}");
      chicago_ok (session, "{'type':'throw','player':1,'faces':[4,3,2]}");
      g_assert_cmpint (pips_chicago_game_get_worst_so_far (CHICAGO (session)), ==, 1);
      chicago_ok (session, "{'type':'throw','player':2,'faces':[5,2,2]}");
    }
  /* Ben's 9 and Clara's 9: Clara's is the later. */
  g_assert_cmpint (pips_chicago_game_get_worst_so_far (CHICAGO (s)), ==, 2);
  /* Played off: not decided yet. */
  g_assert_cmpint (pips_chicago_game_get_worst_so_far (CHICAGO (off)), ==, -1);

  chicago_ok (up, "{'type':'starter','player':0}");
  chicago_ok (up, "{'type':'throw','player':0,'faces':[1,1,2]}");
  chicago_ok (up, "{'type':'announce','player':0,'counting':'1er','direction':'up'}");
  chicago_ok (up, "{'type':'throw','player':1,'faces':[6,6,5]}");
  chicago_ok (up, "{'type':'throw','player':2,'faces':[6,5,6]}");
  /* Up: Ben and Clara tie for the best; Anna's 4 is the worst whoever wins the roll-off. */
  g_assert_cmpint (pips_chicago_game_get_worst_so_far (CHICAGO (up)), ==, 0);
}

/* 3-3-3 owes a round (the tally), and plays on. */
static void
test_three_threes (void)
{
  g_autoptr(PipsSession) s = chicago_session (2, NULL);
  g_autoptr(PipsSession) off = chicago_session (2, "{'three-threes':false}");
  g_autoptr(JsonObject) state = NULL;
  JsonObject *anna;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[3,3,3]}");
  chicago_ok (s, "{'type':'throw','player':0,'faces':[3,3,3]}");
  g_assert_cmpuint (pips_chicago_game_get_owes (CHICAGO (s), 0), ==, 2);
  state = chicago_summary_state (s);
  anna = json_array_get_object_element (json_object_get_array_member (state, "players"), 0);
  g_assert_cmpint (json_object_get_int_member (anna, "owes"), ==, 2);

  chicago_ok (off, "{'type':'starter','player':0}");
  chicago_ok (off, "{'type':'throw','player':0,'faces':[3,3,3]}");
  g_assert_cmpuint (pips_chicago_game_get_owes (CHICAGO (off), 0), ==, 0);
}

/* Phase 2: the best gives a mat to the worst; without mats a player has won; the last holder
 * loses. */
static void
test_phase_2 (void)
{
  g_autoptr(PipsSession) s = chicago_session (2, NULL);
  g_autoptr(PipsSession) d = chicago_session (2, "{'phase-2':'discard','stake':'the next round'}");
  PipsChicagoGame *game = CHICAGO (s);
  g_autofree char *status = NULL;
  g_autofree char *last = NULL;

  chicago_ok (s, "{'type':'starter','player':0}");
  g_assert_cmpuint (pips_chicago_game_get_total_mats (game), ==, 3);
  chicago_round (s, 1, 0);
  chicago_round (s, 1, 0);
  g_assert_cmpuint (pips_chicago_game_get_phase (game), ==, 1);
  chicago_round (s, 0, 1);
  g_assert_cmpuint (pips_chicago_game_get_phase (game), ==, 2);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 0), ==, 2);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 1), ==, 1);

  /* Anna gives one to Ben: 1 and 2. */
  chicago_round (s, 0, 1);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 0), ==, 1);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 1), ==, 2);
  chicago_round (s, 0, 1);
  g_assert_true (pips_game_is_over (PIPS_GAME (game)));
  g_assert_cmpint (pips_chicago_game_get_player_state (game, 0), ==, PIPS_CHICAGO_WON);
  g_assert_cmpint (pips_chicago_game_get_player_state (game, 1), ==, PIPS_CHICAGO_LOST);
  status = pips_game_dup_status (PIPS_GAME (game));
  g_assert_cmpstr (status, ==, "Game over · Ben has lost");
  last = pips_chicago_game_dup_last_round_text (game);
  g_assert_cmpstr (last, ==, "Round 5: Anna best, Ben worst. Anna gives a mat to Ben. "
                             "Anna has no mats left and has won. Ben has lost.");
  chicago_refused (s, "{'type':'throw','player':1,'faces':[1,2,3]}", PIPS_GAME_ERROR_OVER, "The game is over");

  /* Discarding: Anna puts hers out. */
  chicago_ok (d, "{'type':'starter','player':0}");
  chicago_round (d, 1, 0);
  chicago_round (d, 1, 0);
  chicago_round (d, 0, 1);
  chicago_round (d, 0, 1);
  g_assert_cmpuint (pips_chicago_game_get_mats (CHICAGO (d), 0), ==, 1);
  g_assert_cmpuint (pips_chicago_game_get_mats (CHICAGO (d), 1), ==, 1);
  g_assert_cmpuint (pips_chicago_game_get_out (CHICAGO (d)), ==, 1);
}

/* After a player leaves, the best's mat goes out until the target count (players + 1). */
static void
test_target (void)
{
  g_autoptr(PipsSession) s = chicago_session (3, NULL);
  PipsChicagoGame *game = CHICAGO (s);
  g_autoptr(JsonObject) state = NULL;

  chicago_ok (s, "{'type':'starter','player':0}");
  chicago_round (s, 2, 0);
  chicago_round (s, 2, 0);
  chicago_round (s, 2, 1);
  chicago_round (s, 2, 1);
  /* Clara holds none at the end of phase 1 and has won; 4 mats for 2 players, target 3. */
  g_assert_cmpint (pips_chicago_game_get_player_state (game, 2), ==, PIPS_CHICAGO_WON);
  g_assert_cmpuint (pips_chicago_game_get_target (game), ==, 3);
  chicago_round (s, 0, 1);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 0), ==, 1);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 1), ==, 2);
  g_assert_cmpuint (pips_chicago_game_get_out (game), ==, 1);
  state = chicago_summary_state (s);
  {
    JsonArray *rounds = json_object_get_array_member (state, "rounds");
    JsonObject *r5 = json_array_get_object_element (rounds, 4);

    g_assert_cmpstr (json_object_get_string_member (r5, "move"), ==, "target");
    g_assert_cmpstr (json_object_get_string_member (r5, "outcome"), ==, "Anna puts a mat out of the game.");
  }
  /* Now at the target: the best gives. */
  chicago_round (s, 1, 0);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 0), ==, 2);
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 1), ==, 1);
}

/* The number of mats, and with more than 5 players the last two lose. */
static void
test_mats_and_last_two (void)
{
  g_autoptr(PipsSession) twice = chicago_session (3, "{'mats':'twice-players-minus-one'}");
  g_autoptr(PipsSession) fixed = chicago_session (3, "{'mats':'fixed','mats-fixed':12}");
  g_autoptr(PipsSession) six = chicago_session (6, "{'last-two-lose':true}");
  g_autoptr(PipsSession) six_off = chicago_session (6, NULL);
  g_autofree char *status = NULL;

  g_assert_cmpuint (pips_chicago_game_get_stack (CHICAGO (twice)), ==, 5);
  g_assert_cmpuint (pips_chicago_game_get_stack (CHICAGO (fixed)), ==, 12);

  chicago_ok (six, "{'type':'starter','player':0}");
  chicago_ok (six_off, "{'type':'starter','player':0}");
  for (guint i = 0; i < 7; i++)
    {
      chicago_round (six, 2, i % 2);
      chicago_round (six_off, 2, i % 2);
    }
  g_assert_true (pips_game_is_over (pips_session_get_game (six)));
  g_assert_cmpint (pips_chicago_game_get_player_state (CHICAGO (six), 0), ==, PIPS_CHICAGO_LOST);
  g_assert_cmpint (pips_chicago_game_get_player_state (CHICAGO (six), 1), ==, PIPS_CHICAGO_LOST);
  status = pips_game_dup_status (pips_session_get_game (six));
  g_assert_cmpstr (status, ==, "Game over · Anna and Ben have lost");
  g_assert_false (pips_game_is_over (pips_session_get_game (six_off)));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chicago/counting", test_counting);
  g_test_add_func ("/chicago/announcement-words", test_announcement_words);
  g_test_add_func ("/chicago/opening", test_opening);
  g_test_add_func ("/chicago/setup-events", test_setup_events);
  g_test_add_func ("/chicago/round", test_round);
  g_test_add_func ("/chicago/follower-must-go-on", test_follower_must_go_on);
  g_test_add_func ("/chicago/ties", test_ties);
  g_test_add_func ("/chicago/dice-tie", test_dice_tie);
  g_test_add_func ("/chicago/roll-off-worst", test_roll_off_worst);
  g_test_add_func ("/chicago/chic", test_chic);
  g_test_add_func ("/chicago/chic-fewer-attempts", test_chic_fewer_attempts);
  g_test_add_func ("/chicago/chic-options", test_chic_options);
  g_test_add_func ("/chicago/aside", test_aside);
  g_test_add_func ("/chicago/aside-six-may-become-one", test_aside_six_may_become_one);
  g_test_add_func ("/chicago/six-rule", test_six_rule);
  g_test_add_func ("/chicago/six-rule-first-attempt-only", test_six_rule_first_attempt_only);
  g_test_add_func ("/chicago/six-rule-throws-the-other-six", test_six_rule_throws_the_other_six);
  g_test_add_func ("/chicago/coupled", test_coupled);
  g_test_add_func ("/chicago/overeager", test_overeager);
  g_test_add_func ("/chicago/round-results", test_round_results);
  g_test_add_func ("/chicago/worst-so-far-ties", test_worst_so_far_ties);
  g_test_add_func ("/chicago/three-threes", test_three_threes);
  g_test_add_func ("/chicago/phase-2", test_phase_2);
  g_test_add_func ("/chicago/target", test_target);
  g_test_add_func ("/chicago/mats-and-last-two", test_mats_and_last_two);

  return g_test_run ();
}
