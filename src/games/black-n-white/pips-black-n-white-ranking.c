/* pips-black-n-white-ranking.c — Black’n’White: results, their rank, and how a round is resolved
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-black-n-white-rules-private.h"

/* Results and their rank */

/**
 * pips_black_n_white_result_value:
 * @black: the black die's face, 1–6
 * @white: the white die's face, 1–6
 * @tens: the die that gives the tens
 *
 * Doubles are worth 101 (double 1) to 106 (double 6), above every house number; a house number
 * is worth itself (12–65). While no tens colour is chosen, a result that is not a double reads
 * the higher face as tens: a round holds at most one such result before its player chooses.
 *
 * Returns: the value of a result; the higher, the better
 */
int
pips_black_n_white_result_value (guint              black,
                                 guint              white,
                                 PipsBlackNWhiteDie tens)
{
  g_return_val_if_fail (black >= 1 && black <= 6, 0);
  g_return_val_if_fail (white >= 1 && white <= 6, 0);

  if (black == white)
    return 100 + black;

  switch (tens)
    {
    case PIPS_BLACK_N_WHITE_DIE_BLACK:
      return black * 10 + white;

    case PIPS_BLACK_N_WHITE_DIE_WHITE:
      return white * 10 + black;

    case PIPS_BLACK_N_WHITE_DIE_NONE:
    default:
      return MAX (black, white) * 10 + MIN (black, white);
    }
}

/**
 * pips_black_n_white_format_result:
 *
 * Returns: (transfer full): a result in words: "Double 5", "64", or "Black 6, white 4" while
 *   no tens colour is chosen
 */
char *
pips_black_n_white_format_result (guint              black,
                                  guint              white,
                                  PipsBlackNWhiteDie tens)
{
  if (black == white)
    /* Translators: a result of two equal faces (Pasch); %u is the face */
    return g_strdup_printf (_("Double %u"), black);

  if (tens == PIPS_BLACK_N_WHITE_DIE_NONE)
    /* Translators: a result before the round's tens colour is chosen; both %u are faces */
    return g_strdup_printf (_("Black %u, white %u"), black, white);

  return g_strdup_printf ("%d", pips_black_n_white_result_value (black, white, tens));
}

static int
result_value (const Result       *result,
              PipsBlackNWhiteDie  tens)
{
  return pips_black_n_white_result_value (result->black, result->white, tens);
}

/* The state machine: resolving a round or a roll-off */

Table *
_pips_black_n_white_state_current_table (State *state)
{
  return state->rolloff > 0 ? &state->rolloff_table : &state->round_table;
}

static guint
n_holders (PipsBlackNWhiteGame *self,
           const State         *state,
           guint               *holder)
{
  guint n = 0;

  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING && state->bank.chips[p] > 0)
        {
          if (holder != NULL)
            *holder = p;
          n++;
        }
    }

  return n;
}

static void
clear_round (State *state)
{
  state->need_starter = FALSE;
  state->n_candidates = 0;
  pips_round_table_start (&state->round_table.turns, NULL, 0, 0, PIPS_BLACK_N_WHITE_MAX_THROWS);
  state->tens = PIPS_BLACK_N_WHITE_DIE_NONE;
  state->tens_pending = FALSE;
  state->rolloff = 0;
  pips_round_table_start (&state->rolloff_table.turns, NULL, 0, 0, 1);
}

void
_pips_black_n_white_game_set_starter (PipsBlackNWhiteGame *self,
                                      State               *state,
                                      guint                starter)
{
  guint8 playing[MAX_PLAYERS];
  guint n_playing = 0;

  state->need_starter = FALSE;
  state->n_candidates = 0;
  state->starter = starter;

  /* The players still in the game, from the starter on; the starter's throws set the limit. */
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING)
        playing[n_playing++] = p;
    }
  pips_round_table_start (&state->round_table.turns, playing, n_playing, starter,
                          PIPS_BLACK_N_WHITE_MAX_THROWS);
}

static void
leave (State *state,
       guint  player,
       guint  rank)
{
  state->state[player] = PIPS_BLACK_N_WHITE_WON;
  state->rank[player] = rank;
  state->left[state->n_left++] = player;
}

static void
lose (PipsBlackNWhiteGame *self,
      State               *state,
      guint                player)
{
  state->state[player] = PIPS_BLACK_N_WHITE_LOST;
  state->rank[player] = self->n_players;
  state->loser = player;
  clear_round (state);
}

/* Phase 2: the player with the most chips starts; players tied for the most roll off for it,
 * which the table reports with a "starter" event. */
static void
start_phase_2_round (PipsBlackNWhiteGame *self,
                     State               *state)
{
  guint most = 0;

  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING)
        most = MAX (most, state->bank.chips[p]);
    }

  state->n_candidates = 0;
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING && state->bank.chips[p] == most)
        state->candidates[state->n_candidates++] = p;
    }

  if (state->n_candidates == 1)
    _pips_black_n_white_game_set_starter (self, state, state->candidates[0]);
  else
    state->need_starter = TRUE;
}

static void
finish_round (PipsBlackNWhiteGame *self,
              State               *state,
              guint                decided)
{
  guint holder = 0;

  state->n_outcomes++;
  state->last_player = decided;
  state->last_left = FALSE;
  state->last_phase_ended = FALSE;
  state->last_tens = state->tens;
  state->last_round_table = state->round_table;
  state->last_rolloff_table = state->rolloff_table;
  state->last_rolloff = state->rolloff;

  if (state->phase == PIPS_BLACK_N_WHITE_PHASE_1)
    {
      state->last_outcome = PIPS_BLACK_N_WHITE_OUTCOME_TAKES;
      pips_chip_bank_move (&state->bank, PLACE_MIDDLE, decided, 1);
      state->taken[decided]++;

      clear_round (state);

      if (pips_chip_bank_get (&state->bank, PLACE_MIDDLE) > 0)
        {
          state->round++;
          _pips_black_n_white_game_set_starter (self, state, decided);
          return;
        }

      /* The middle is empty: players without chips have won, all at once. */
      state->last_phase_ended = TRUE;
      {
        guint rank = state->n_left + 1;

        for (guint p = 0; p < self->n_players; p++)
          {
            if (state->bank.chips[p] == 0)
              leave (state, p, rank);
          }
      }

      if (n_holders (self, state, &holder) == 1)
        {
          lose (self, state, holder);
          return;
        }

      state->phase = PIPS_BLACK_N_WHITE_PHASE_2;
      state->round++;
      start_phase_2_round (self, state);
    }
  else
    {
      state->last_outcome = PIPS_BLACK_N_WHITE_OUTCOME_PUTS_OUT;
      pips_chip_bank_move (&state->bank, decided, PLACE_OUT, 1);

      clear_round (state);

      if (state->bank.chips[decided] == 0)
        {
          state->last_left = TRUE;
          leave (state, decided, state->n_left + 1);
        }

      if (n_holders (self, state, &holder) == 1)
        {
          lose (self, state, holder);
          return;
        }

      state->round++;
      start_phase_2_round (self, state);
    }
}

/* Called when every player of the round (or of the roll-off) has a result and the tens colour is
 * known where it is needed. */
void
_pips_black_n_white_game_resolve (PipsBlackNWhiteGame *self,
                                  State               *state)
{
  Table *table = _pips_black_n_white_state_current_table (state);
  gboolean lowest = state->phase == PIPS_BLACK_N_WHITE_PHASE_1;
  guint8 tied[MAX_PLAYERS];
  guint n_tied = 0;
  int extreme = 0;
  guint decided;

  for (guint i = 0; i < table->turns.n_done; i++)
    {
      int value = result_value (&table->results[i], state->tens);

      if (i == 0 || (lowest ? value < extreme : value > extreme))
        extreme = value;
    }

  /* In the order they threw. */
  for (guint i = 0; i < table->turns.n_done; i++)
    {
      if (result_value (&table->results[i], state->tens) == extreme)
        tied[n_tied++] = table->results[i].player;
    }

  if (n_tied == 1)
    decided = tied[0];
  else if (!self->ties_roll_off)
    /* Of equal results the later is worse: the later takes the chip in phase 1, the earlier
     * puts one out in phase 2. */
    decided = lowest ? tied[n_tied - 1] : tied[0];
  else
    {
      state->rolloff++;
      /* The tied throw once each, in the order they threw. */
      pips_round_table_start (&state->rolloff_table.turns, tied, n_tied, tied[0], 1);
      return;
    }

  finish_round (self, state, decided);
}

/* The results of the round, ranked */

/**
 * pips_black_n_white_game_get_house_number:
 *
 * Returns: the house number (12–65) of a result that is not a double under the round's tens
 *   colour, or 0 for a double and while no tens colour is chosen
 */
guint
pips_black_n_white_game_get_house_number (PipsBlackNWhiteGame *self,
                                          guint                black,
                                          guint                white)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);
  g_return_val_if_fail (black >= 1 && black <= 6 && white >= 1 && white <= 6, 0);

  if (black == white || self->state.tens == PIPS_BLACK_N_WHITE_DIE_NONE)
    return 0;

  return pips_black_n_white_result_value (black, white, self->state.tens);
}

/* Appends the results of @table, best first: the higher value, and of equal values the earlier. */
static void
append_ranked (GArray             *array,
               const Table        *table,
               guint               rolloff,
               PipsBlackNWhiteDie  tens)
{
  guint start = array->len;

  for (guint i = 0; i < table->turns.n_done; i++)
    {
      const Result *r = &table->results[i];
      PipsBlackNWhiteResult result = {
        .player = r->player,
        .black = r->black,
        .white = r->white,
        .throws = r->throws,
        .position = i,
        .rolloff = rolloff,
      };
      guint j;

      g_array_append_val (array, result);

      /* Insertion sort: later results go below equal ones. */
      for (j = array->len - 1; j > start; j--)
        {
          PipsBlackNWhiteResult *above = &g_array_index (array, PipsBlackNWhiteResult, j - 1);

          if (pips_black_n_white_result_value (above->black, above->white, tens) >=
              pips_black_n_white_result_value (result.black, result.white, tens))
            break;
          g_array_index (array, PipsBlackNWhiteResult, j) = *above;
        }
      g_array_index (array, PipsBlackNWhiteResult, j) = result;
    }
}

/**
 * pips_black_n_white_game_dup_results:
 *
 * Returns: (transfer full) (element-type PipsBlackNWhiteResult): the results of the round so
 *   far, best first, then those of the roll-off under way, if any, best first
 */
GArray *
pips_black_n_white_game_dup_results (PipsBlackNWhiteGame *self)
{
  GArray *array;

  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  array = g_array_new (FALSE, FALSE, sizeof (PipsBlackNWhiteResult));
  append_ranked (array, &self->state.round_table, 0, self->state.tens);
  if (self->state.rolloff > 0)
    append_ranked (array, &self->state.rolloff_table, self->state.rolloff, self->state.tens);

  return array;
}

/**
 * pips_black_n_white_game_dup_last_results:
 *
 * Returns: (transfer full) (element-type PipsBlackNWhiteResult): the results of the round that
 *   ended last, best first, then those of its deciding roll-off, if any; empty before the first
 *   round has ended
 */
GArray *
pips_black_n_white_game_dup_last_results (PipsBlackNWhiteGame *self)
{
  const State *state;
  GArray *array;

  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  state = &self->state;
  array = g_array_new (FALSE, FALSE, sizeof (PipsBlackNWhiteResult));
  if (state->last_outcome == PIPS_BLACK_N_WHITE_OUTCOME_NONE)
    return array;

  append_ranked (array, &state->last_round_table, 0, state->last_tens);
  if (state->last_rolloff > 0)
    append_ranked (array, &state->last_rolloff_table, state->last_rolloff, state->last_tens);

  return array;
}
