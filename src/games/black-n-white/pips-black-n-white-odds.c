/* pips-black-n-white-odds.c — the odds of Black'n'White: the chance to end lowest or highest
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Against the results on the table: the chance that the player's result ends lowest (phase 1:
 * they take a chip) or highest (phase 2: they put one out), with the best play of their throws
 * left — after each throw stop, keep the black die, keep the white die or throw both — worked
 * out over every throw to the round's limit. The players after them are not counted (their
 * play is theirs to choose), so the figure is the round's outcome for its last player.
 *
 * A result equal to one on the table is worse, being later ("equal is not enough"); where the
 * table rolls off ties, each of the tied players loses the roll-off with the same chance. While no
 * tens colour is chosen every result on the table is a double, and a result that is not a double
 * lies below every double whatever colour is chosen, so the colour does not matter then.
 *
 * Chances are sums of products of counts over 6 and 36, exact up to the rounding of doubles.
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include "pips-black-n-white-odds.h"

typedef struct
{
  gboolean             phase_1;
  gboolean             ties_roll_off;
  PipsBlackNWhiteDie   tens;
  int                  values[PIPS_BLACK_N_WHITE_MAX_PLAYERS];
  guint                n_values;
  guint                limit;
  /* The memo of the play: the chance after t throws showing black b and white w. */
  double               memo[PIPS_BLACK_N_WHITE_MAX_THROWS + 1][7][7];
} Question;

/* The value of a result: a result that is not a double, while no colour is chosen, lies below
 * every double and is read with the higher face as tens (only doubles are on the table then). */
static int
value_of (const Question *q,
          guint           black,
          guint           white)
{
  return pips_black_n_white_result_value (black, white, q->tens);
}

/* The chance that @black and @white, kept as the result, end lowest (phase 1) or highest. */
static double
final_chance (const Question *q,
              guint           black,
              guint           white)
{
  int value = value_of (q, black, white);
  guint tied = 0;

  for (guint i = 0; i < q->n_values; i++)
    {
      if (q->phase_1 ? q->values[i] < value : q->values[i] > value)
        return 0;
      tied += q->values[i] == value;
    }

  if (tied == 0)
    return 1;
  /* Equal is worse for the later result, unless the table rolls off ties. */
  if (!q->ties_roll_off)
    return q->phase_1 ? 1 : 0;

  return 1.0 / (tied + 1);
}

static gboolean
better (const Question *q,
        double          a,
        double          b)
{
  return q->phase_1 ? a < b : a > b;
}

static double play (Question *q, guint throws, guint black, guint white,
                    gboolean *stop, PipsBlackNWhiteDie *keep);

/* The chance of throwing on from @throws throws with @black and @white, keeping @keep. */
static double
throw_on (Question           *q,
          guint               throws,
          guint               black,
          guint               white,
          PipsBlackNWhiteDie  keep)
{
  double sum = 0;
  guint n = 0;

  for (guint b = 1; b <= 6; b++)
    for (guint w = 1; w <= 6; w++)
      {
        if (keep == PIPS_BLACK_N_WHITE_DIE_BLACK && b != black)
          continue;
        if (keep == PIPS_BLACK_N_WHITE_DIE_WHITE && w != white)
          continue;
        sum += play (q, throws + 1, b, w, NULL, NULL);
        n++;
      }

  return sum / n;
}

/* The chance with the best play after @throws throws that show @black and @white. */
static double
play (Question           *q,
      guint               throws,
      guint               black,
      guint               white,
      gboolean           *stop,
      PipsBlackNWhiteDie *keep)
{
  double best;
  gboolean best_stop = TRUE;
  PipsBlackNWhiteDie best_keep = PIPS_BLACK_N_WHITE_DIE_NONE;

  if (stop == NULL && q->memo[throws][black][white] >= 0)
    return q->memo[throws][black][white];

  if (throws == 0)
    {
      best = throw_on (q, 0, 0, 0, PIPS_BLACK_N_WHITE_DIE_NONE);
      best_stop = FALSE;
    }
  else
    {
      best = final_chance (q, black, white);
      if (throws < q->limit)
        {
          const PipsBlackNWhiteDie keeps[] = {
            PIPS_BLACK_N_WHITE_DIE_BLACK, PIPS_BLACK_N_WHITE_DIE_WHITE, PIPS_BLACK_N_WHITE_DIE_NONE,
          };

          for (guint i = 0; i < G_N_ELEMENTS (keeps); i++)
            {
              double chance = throw_on (q, throws, black, white, keeps[i]);

              if (better (q, chance, best))
                {
                  best = chance;
                  best_stop = FALSE;
                  best_keep = keeps[i];
                }
            }
        }
    }

  if (stop != NULL)
    *stop = best_stop;
  if (keep != NULL)
    *keep = best_keep;
  q->memo[throws][black][white] = best;

  return best;
}

/**
 * pips_black_n_white_game_get_odds:
 * @throws: the throws the player to act has made this turn (0: none yet)
 * @black: the black die of their last throw (ignored before the first)
 * @white: the white die of their last throw
 * @odds: (out caller-allocates): the chances, see #PipsBlackNWhiteOdds
 *
 * Returns: whether a player is to enter a result of the round (not in a roll-off, which the
 *   odds do not cover) and @throws is within their limit
 */
gboolean
pips_black_n_white_game_get_odds (PipsBlackNWhiteGame *self,
                                  guint                throws,
                                  guint                black,
                                  guint                white,
                                  PipsBlackNWhiteOdds *odds)
{
  g_autofree Question *q = NULL;
  g_autoptr(GArray) results = NULL;

  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), FALSE);
  g_return_val_if_fail (odds != NULL, FALSE);

  if (pips_game_is_over (PIPS_GAME (self)) ||
      pips_black_n_white_game_get_awaiting (self) != PIPS_BLACK_N_WHITE_AWAIT_RESULT ||
      pips_black_n_white_game_get_rolloff (self) > 0)
    return FALSE;

  q = g_new0 (Question, 1);
  q->phase_1 = pips_black_n_white_game_get_phase (self) == PIPS_BLACK_N_WHITE_PHASE_1;
  q->ties_roll_off = pips_black_n_white_game_get_ties_roll_off (self);
  q->tens = pips_black_n_white_game_get_tens (self);
  q->limit = pips_black_n_white_game_get_throw_limit (self);
  if (q->limit == 0)
    q->limit = PIPS_BLACK_N_WHITE_MAX_THROWS;
  if (throws > q->limit || (throws > 0 && (black < 1 || black > 6 || white < 1 || white > 6)))
    return FALSE;

  results = pips_black_n_white_game_dup_results (self);
  for (guint i = 0; i < results->len && i < PIPS_BLACK_N_WHITE_MAX_PLAYERS; i++)
    {
      const PipsBlackNWhiteResult *r = &g_array_index (results, PipsBlackNWhiteResult, i);

      q->values[q->n_values++] = value_of (q, r->black, r->white);
    }

  for (guint t = 0; t <= PIPS_BLACK_N_WHITE_MAX_THROWS; t++)
    for (guint b = 0; b < 7; b++)
      for (guint w = 0; w < 7; w++)
        q->memo[t][b][w] = -1;

  if (throws == 0)
    black = white = 0;
  odds->now = throws == 0 ? -1 : final_chance (q, black, white);
  odds->best = play (q, throws, black, white, &odds->stop, &odds->keep);

  return TRUE;
}
