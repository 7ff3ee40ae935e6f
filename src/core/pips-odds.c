/* pips-odds.c — the throws of k dice as multisets of faces with their weights, for every game's odds
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game's odds (src/games/<game>/pips-<game>-odds.c) sum over the outcomes of a throw. A
 * throw of k alike dice has n_faces^k ordered results but only C(k + n_faces − 1, k) multisets of
 * faces (5 dice: 252 of 7 776; 8 dice: 1 287 of 1 679 616), and the rules of every game read a
 * throw without its order, so the games sum over the multisets, each weighted by the number of
 * ordered throws that show it. The weights are integers, so a chance is an integer count over
 * n_faces^k and exact in a double (every count is far below 2^53).
 */

#define G_LOG_DOMAIN "pips-odds"

#include "config.h"

#include "pips-odds.h"

/* The lists, made once for each size and kept for the life of the process (at most 54 small
 * arrays); odds may be computed in a worker thread, so each is made under g_once. */
static PipsOddsOutcome *outcome_lists[PIPS_ODDS_MAX_DICE + 1][PIPS_ODDS_MAX_FACES + 1];
static guint outcome_list_lengths[PIPS_ODDS_MAX_DICE + 1][PIPS_ODDS_MAX_FACES + 1];

static guint64
binomial (guint n,
          guint k)
{
  guint64 result = 1;

  if (k > n)
    return 0;

  for (guint i = 1; i <= k; i++)
    result = result * (n - k + i) / i;

  return result;
}

/**
 * pips_odds_count_throws:
 * @n_dice: 0 … %PIPS_ODDS_MAX_DICE
 * @n_faces: 1 … %PIPS_ODDS_MAX_FACES
 *
 * Returns: how many ordered throws @n_dice dice have: @n_faces^@n_dice
 */
guint64
pips_odds_count_throws (guint n_dice,
                        guint n_faces)
{
  guint64 all = 1;

  g_return_val_if_fail (n_dice <= PIPS_ODDS_MAX_DICE, 0);
  g_return_val_if_fail (n_faces >= 1 && n_faces <= PIPS_ODDS_MAX_FACES, 0);

  for (guint i = 0; i < n_dice; i++)
    all *= n_faces;

  return all;
}

/**
 * pips_odds_count_outcomes:
 * @n_dice: 0 … %PIPS_ODDS_MAX_DICE
 * @n_faces: 1 … %PIPS_ODDS_MAX_FACES
 *
 * Returns: how many multisets of faces @n_dice dice can show: C(@n_dice + @n_faces − 1, @n_dice)
 */
guint
pips_odds_count_outcomes (guint n_dice,
                          guint n_faces)
{
  g_return_val_if_fail (n_dice <= PIPS_ODDS_MAX_DICE, 0);
  g_return_val_if_fail (n_faces >= 1 && n_faces <= PIPS_ODDS_MAX_FACES, 0);

  return (guint) binomial (n_dice + n_faces - 1, n_dice);
}

/**
 * pips_odds_multinomial:
 * @counts: (array fixed-size=7): @counts[f] dice showing f, for f in 1 … @n_faces
 * @n_faces: 1 … %PIPS_ODDS_MAX_FACES
 *
 * Returns: how many orders of the dice show @counts: n! / (@counts[1]! × … × @counts[@n_faces]!)
 */
guint64
pips_odds_multinomial (const guint8 *counts,
                       guint         n_faces)
{
  guint64 result = 1;
  guint n = 0;

  g_return_val_if_fail (counts != NULL, 0);
  g_return_val_if_fail (n_faces >= 1 && n_faces <= PIPS_ODDS_MAX_FACES, 0);

  /* A product of binomials: place the 1s among the first counts[1] dice, then the 2s … */
  for (guint f = 1; f <= n_faces; f++)
    {
      n += counts[f];
      result *= binomial (n, counts[f]);
    }

  return result;
}

static void
fill_outcomes (PipsOddsOutcome *list,
               guint           *n,
               guint            n_dice,
               guint            n_faces,
               guint            face,
               guint            left,
               guint8          *counts)
{
  if (face == n_faces)
    {
      PipsOddsOutcome *outcome = &list[(*n)++];
      guint d = 0;

      counts[face] = left;
      outcome->n_dice = n_dice;
      outcome->n_faces = n_faces;
      for (guint f = 0; f <= PIPS_ODDS_MAX_FACES; f++)
        outcome->counts[f] = f <= n_faces ? counts[f] : 0;
      for (guint f = 1; f <= n_faces; f++)
        for (guint i = 0; i < counts[f]; i++)
          outcome->faces[d++] = f;
      outcome->weight = pips_odds_multinomial (outcome->counts, n_faces);
      return;
    }

  for (guint c = 0; c <= left; c++)
    {
      counts[face] = c;
      fill_outcomes (list, n, n_dice, n_faces, face + 1, left - c, counts);
    }
}

/**
 * pips_odds_get_outcomes:
 * @n_dice: 0 … %PIPS_ODDS_MAX_DICE
 * @n_faces: 1 … %PIPS_ODDS_MAX_FACES
 * @n_outcomes: (out): the length of the list
 *
 * Lists every outcome of a throw of @n_dice alike dice with @n_faces faces: each multiset of
 * faces once, with its multinomial weight. The list is ordered by @counts[1], then @counts[2] …
 * (pips_odds_outcome_index() finds an outcome in it), and is made once and kept: it may be read
 * from any thread.
 *
 * Returns: (transfer none) (array length=n_outcomes): the outcomes
 */
const PipsOddsOutcome *
pips_odds_get_outcomes (guint  n_dice,
                        guint  n_faces,
                        guint *n_outcomes)
{
  PipsOddsOutcome **slot;

  g_return_val_if_fail (n_dice <= PIPS_ODDS_MAX_DICE, NULL);
  g_return_val_if_fail (n_faces >= 1 && n_faces <= PIPS_ODDS_MAX_FACES, NULL);
  g_return_val_if_fail (n_outcomes != NULL, NULL);

  slot = &outcome_lists[n_dice][n_faces];
  if (g_once_init_enter_pointer (slot))
    {
      guint length = pips_odds_count_outcomes (n_dice, n_faces);
      PipsOddsOutcome *list = g_new0 (PipsOddsOutcome, length);
      guint8 counts[PIPS_ODDS_MAX_FACES + 1] = { 0, };
      guint n = 0;

      fill_outcomes (list, &n, n_dice, n_faces, 1, n_dice, counts);
      g_assert (n == length);
      outcome_list_lengths[n_dice][n_faces] = length;
      g_once_init_leave_pointer (slot, list);
    }

  *n_outcomes = outcome_list_lengths[n_dice][n_faces];
  return *slot;
}

/**
 * pips_odds_outcome_index:
 * @counts: (array fixed-size=7): @counts[f] dice showing f, summing to @n_dice
 * @n_dice: 0 … %PIPS_ODDS_MAX_DICE
 * @n_faces: 1 … %PIPS_ODDS_MAX_FACES
 *
 * Returns: the place of the outcome @counts in the list of pips_odds_get_outcomes(), so that a
 *   game can keep a value per outcome in a plain array
 */
guint
pips_odds_outcome_index (const guint8 *counts,
                         guint         n_dice,
                         guint         n_faces)
{
  guint index = 0;
  guint left = n_dice;

  g_return_val_if_fail (counts != NULL, 0);
  g_return_val_if_fail (n_dice <= PIPS_ODDS_MAX_DICE, 0);
  g_return_val_if_fail (n_faces >= 1 && n_faces <= PIPS_ODDS_MAX_FACES, 0);

  /* Before an outcome come those with fewer of the first face that differs: for each smaller
   * count c of the face f, every way to share the rest among the faces after f. */
  for (guint f = 1; f < n_faces; f++)
    {
      guint rest = n_faces - f;

      for (guint c = 0; c < counts[f]; c++)
        index += (guint) binomial (left - c + rest - 1, rest - 1);
      left -= counts[f];
    }

  return index;
}
