/* pips-choice-odds.c — the odds of Choice: what a grouping brings with the next throw, and the end
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A grouping's odds are a one-step look-ahead: the change of the total it makes now, plus the
 * expected change the next throw makes on the sheet it leaves, that throw grouped for the most
 * change at once (the 3:1 joker included while unused; the Terminator and the Korrektor, which
 * change a throw, are not counted). It looks no further. The expectation sums over the 252
 * multisets of five dice (pips-odds.h), each grouping judged by the rules themselves.
 *
 * The end of a sheet: it ends when a discard value has eight marks, and the player chooses which
 * value a throw marks (any die while fewer than three are fixed, else one of the three in the
 * throw; none in the throw is a free throw). So the chance depends on the play: it is given for
 * the play that ends the sheet soonest and for the one that keeps it open longest, which bound
 * every other. The faces are alike, so only the marks of the fixed values matter, not which
 * values they are.
 */

#define G_LOG_DOMAIN "pips-choice"

#include "config.h"

#include <string.h>

#include "pips-choice-odds.h"
#include "pips-choice-rules-private.h"
#include "pips-odds.h"

/* The most change any grouping of @faces makes on @sheet, the rules judging each grouping: a
 * scratch game holds the faces, as the rules read the dice at hand from the game. */
static int
best_change (PipsChoiceGame        *scratch,
             const PipsChoiceSheet *sheet,
             const guint8          *faces)
{
  int before = _pips_choice_sheet_total (sheet, scratch->jokers);
  gboolean three_one = scratch->jokers && !sheet->joker_used[PIPS_CHOICE_JOKER_THREE_ONE];
  int best = G_MININT;

  memcpy (scratch->faces, faces, PIPS_CHOICE_N_DICE);

  for (guint discard = 0; discard < PIPS_CHOICE_N_DICE; discard++)
    {
      guint rest[PIPS_CHOICE_N_DICE - 1];
      guint n = 0;

      for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
        if (i != discard)
          rest[n++] = i;

      /* Two pairs (the three ways), then with the 3:1 joker each of the four as the single. */
      for (guint way = 1; way < (three_one ? 8u : 4u); way++)
        {
          guint order[PIPS_CHOICE_N_DICE];
          PipsChoiceResolved resolved;
          PipsChoiceSheet after;
          gboolean joker = way >= 4;
          guint k = 0;

          if (!joker)
            {
              order[k++] = rest[0];
              order[k++] = rest[way];
              for (guint i = 1; i < 4; i++)
                if (i != way)
                  order[k++] = rest[i];
            }
          else
            {
              guint single = way - 4;

              for (guint i = 0; i < 4; i++)
                if (i != single)
                  order[k++] = rest[i];
              order[k++] = rest[single];
            }
          order[k] = discard;

          if (!_pips_choice_resolve_grouping (scratch, sheet, joker, order, PIPS_CHOICE_N_DICE,
                                              &resolved, NULL))
            continue;

          after = *sheet;
          _pips_choice_sheet_record (&after, faces, &resolved);
          best = MAX (best, _pips_choice_sheet_total (&after, scratch->jokers) - before);
        }
    }

  g_assert (best != G_MININT);   /* two pairs and a discard the rules allow always exist */

  return best;
}

/* The expected change of the next throw on @sheet, grouped for the most change; 0 on a sheet
 * that has ended. */
static double
expected_next (PipsChoiceGame        *self,
               PipsChoiceGame        *scratch,
               const PipsChoiceSheet *sheet)
{
  const PipsOddsOutcome *outcomes;
  guint n_outcomes;
  gint64 sum = 0;

  if (sheet->over)
    return 0;

  outcomes = pips_odds_get_outcomes (PIPS_CHOICE_N_DICE, 6, &n_outcomes);
  for (guint i = 0; i < n_outcomes; i++)
    sum += (gint64) outcomes[i].weight * best_change (scratch, sheet, outcomes[i].faces);

  return (double) sum / (double) pips_odds_count_throws (PIPS_CHOICE_N_DICE, 6);
}

static PipsChoiceGame *
new_scratch (PipsChoiceGame *self)
{
  PipsGame *game = pips_game_new (pips_game_get_info (PIPS_GAME (self)),
                                  pips_game_get_players (PIPS_GAME (self)),
                                  pips_game_get_options (PIPS_GAME (self)));

  PIPS_CHOICE_GAME (game)->jokers = self->jokers;

  return PIPS_CHOICE_GAME (game);
}

/* The sheet @grouping of the dice at hand leaves, and the change it makes. */
static gboolean
sheet_after (PipsChoiceGame           *self,
             const PipsChoiceGrouping *grouping,
             PipsChoiceSheet          *after,
             int                      *change)
{
  const PipsChoiceSheet *sheet = &self->sheets[self->current];
  PipsChoiceResolved resolved;
  guint order[PIPS_CHOICE_N_DICE];
  guint k = 0;

  for (guint g = 0; g < 2; g++)
    for (guint i = 0; i < 3; i++)
      if (grouping->groups[g][i] >= 0)
        order[k++] = grouping->groups[g][i];
  if (k != PIPS_CHOICE_N_DICE - 1)
    return FALSE;
  order[k++] = grouping->discard;

  if (!_pips_choice_resolve_grouping (self, sheet, grouping->three_one, order, k, &resolved, NULL))
    return FALSE;

  *after = *sheet;
  _pips_choice_sheet_record (after, self->faces, &resolved);
  *change = _pips_choice_sheet_total (after, self->jokers) - _pips_choice_sheet_total (sheet, self->jokers);

  return TRUE;
}

/**
 * pips_choice_game_get_grouping_odds:
 * @grouping: a grouping of the dice at hand, from pips_choice_game_list_groupings()
 * @expected: (out): the expected change of the total after the next throw: the change the
 *   grouping makes now plus the expected change of the next throw grouped for the most change
 *   (a one-step look-ahead; 0 for the next throw when the grouping ends the sheet). Exact: a sum
 *   of integers over 6^5, in one division.
 *
 * Returns: whether @grouping is a legal grouping of the dice at hand
 */
gboolean
pips_choice_game_get_grouping_odds (PipsChoiceGame           *self,
                                    const PipsChoiceGrouping *grouping,
                                    double                   *expected)
{
  g_autoptr(PipsGame) scratch = NULL;
  PipsChoiceSheet after;
  int change;

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), FALSE);
  g_return_val_if_fail (grouping != NULL && expected != NULL, FALSE);

  if (self->current < 0 || !self->has_thrown || !sheet_after (self, grouping, &after, &change))
    return FALSE;

  scratch = PIPS_GAME (new_scratch (self));
  *expected = change + expected_next (self, PIPS_CHOICE_GAME (scratch), &after);

  return TRUE;
}

/**
 * pips_choice_game_list_grouping_odds:
 * @groupings: (element-type PipsChoiceGrouping): the list of pips_choice_game_list_groupings()
 *
 * pips_choice_game_get_grouping_odds() of every grouping in @groupings, so that the list can be
 * sorted by it. Groupings that leave the same sheet are worked out once.
 *
 * Returns: (transfer full) (element-type double): the expected change of each grouping, in the
 *   order of @groupings
 */
GArray *
pips_choice_game_list_grouping_odds (PipsChoiceGame *self,
                                     GPtrArray      *groupings)
{
  g_autoptr(PipsGame) scratch = NULL;
  g_autoptr(GArray) sheets = NULL;
  g_autoptr(GArray) nexts = NULL;
  GArray *list;

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), NULL);
  g_return_val_if_fail (groupings != NULL, NULL);

  list = g_array_sized_new (FALSE, TRUE, sizeof (double), groupings->len);
  if (self->current < 0 || !self->has_thrown)
    return list;

  scratch = PIPS_GAME (new_scratch (self));
  sheets = g_array_new (FALSE, FALSE, sizeof (PipsChoiceSheet));
  nexts = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < groupings->len; i++)
    {
      PipsChoiceSheet after;
      double expected = 0;
      int change;
      guint j;

      if (!sheet_after (self, g_ptr_array_index (groupings, i), &after, &change))
        {
          g_array_append_val (list, expected);
          continue;
        }

      for (j = 0; j < sheets->len; j++)
        if (memcmp (&g_array_index (sheets, PipsChoiceSheet, j), &after, sizeof after) == 0)
          break;
      if (j == sheets->len)
        {
          double next = expected_next (self, PIPS_CHOICE_GAME (scratch), &after);

          g_array_append_val (sheets, after);
          g_array_append_val (nexts, next);
        }

      expected = change + g_array_index (nexts, double, j);
      g_array_append_val (list, expected);
    }

  return list;
}

/* The end: marks of the fixed discard values, sorted from the most. */
typedef struct
{
  guint n_fixed;
  guint marks[PIPS_CHOICE_N_DISCARDS];
} EndState;

/* The chance of each way a throw meets k fixed values: bit i (i < k) the i-th fixed value is in
 * the throw, bit 3 a value not fixed is. The faces are alike, so the fixed values are taken to be
 * 1 … k. Counts of throws of 6^5. */
static void
count_patterns (guint    n_fixed,
                guint64 *patterns)
{
  const PipsOddsOutcome *outcomes;
  guint n_outcomes;

  memset (patterns, 0, sizeof (guint64) * 16);
  outcomes = pips_odds_get_outcomes (PIPS_CHOICE_N_DICE, 6, &n_outcomes);
  for (guint i = 0; i < n_outcomes; i++)
    {
      guint pattern = 0;

      for (guint v = 1; v <= 6; v++)
        {
          if (outcomes[i].counts[v] == 0)
            continue;
          pattern |= v <= n_fixed ? 1u << (v - 1) : 1u << 3;
        }
      patterns[pattern] += outcomes[i].weight;
    }
}

static void
sort_marks (EndState *state)
{
  for (guint i = 0; i < state->n_fixed; i++)
    for (guint j = i + 1; j < state->n_fixed; j++)
      if (state->marks[j] > state->marks[i])
        {
          guint t = state->marks[i];

          state->marks[i] = state->marks[j];
          state->marks[j] = t;
        }
}

typedef struct
{
  guint64  patterns[PIPS_CHOICE_N_DISCARDS + 1][16];
  /* Memo: [soonest][n_fixed][m0][m1][m2][throws left]: the chance + 1 (0 not known). */
  double  *memo;
  guint    n_throws;
} EndQuestion;

static double end_chance (EndQuestion *q, const EndState *state, guint left, gboolean soonest);

/* The chance after a mark on the fixed value @slot (or on a new value when @slot is n_fixed). */
static double
after_mark (EndQuestion    *q,
            const EndState *state,
            guint           slot,
            guint           left,
            gboolean        soonest)
{
  EndState next = *state;

  if (slot == next.n_fixed)
    next.marks[next.n_fixed++] = 1;
  else if (++next.marks[slot] >= PIPS_CHOICE_DISCARD_LIMIT)
    return 1.0;
  sort_marks (&next);

  return end_chance (q, &next, left, soonest);
}

static double
end_chance (EndQuestion    *q,
            const EndState *state,
            guint           left,
            gboolean        soonest)
{
  guint index;
  double sum = 0;

  if (left == 0)
    return 0;

  index = ((((soonest * 4 + state->n_fixed) * 8 + state->marks[0]) * 8 + state->marks[1]) * 8 +
           state->marks[2]) * (q->n_throws + 1) + left;
  if (q->memo[index] > 0)
    return q->memo[index] - 1;

  for (guint pattern = 0; pattern < 16; pattern++)
    {
      guint64 weight = q->patterns[state->n_fixed][pattern];
      double best = -1;

      if (weight == 0)
        continue;

      for (guint slot = 0; slot < state->n_fixed; slot++)
        {
          if (pattern & (1u << slot))
            {
              double p = after_mark (q, state, slot, left - 1, soonest);

              best = best < 0 ? p : soonest ? MAX (best, p) : MIN (best, p);
            }
        }
      if (state->n_fixed < PIPS_CHOICE_N_DISCARDS && (pattern & (1u << 3)))
        {
          double p = after_mark (q, state, state->n_fixed, left - 1, soonest);

          best = best < 0 ? p : soonest ? MAX (best, p) : MIN (best, p);
        }
      /* None of the three in the throw: a free throw. */
      if (best < 0)
        best = end_chance (q, state, left - 1, soonest);

      sum += (double) weight * best;
    }

  sum /= (double) pips_odds_count_throws (PIPS_CHOICE_N_DICE, 6);
  q->memo[index] = sum + 1;

  return sum;
}

/**
 * pips_choice_game_get_end_odds:
 * @player: a sheet
 * @n_throws: how many throws to come (groupings of the sheet), at most 100
 * @soonest: (out) (optional): the chance that the sheet ends within @n_throws throws when every
 *   discard is chosen to end it soonest
 * @latest: (out) (optional): the same when every discard is chosen to keep it open longest
 *
 * The chance that the sheet ends within its next @n_throws throws, from the sheet as it stands
 * (a throw on the table that is not grouped yet is one of them, its faces not used). Every play
 * ends it with a chance between @latest and @soonest. Exact up to the rounding of the sums of
 * products of chances (each a count over 6^5) in doubles.
 *
 * Returns: whether @player has a sheet
 */
gboolean
pips_choice_game_get_end_odds (PipsChoiceGame *self,
                               guint           player,
                               guint           n_throws,
                               double         *soonest,
                               double         *latest)
{
  const PipsChoiceSheet *sheet;
  EndQuestion q;
  EndState state = { 0, };

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), FALSE);
  g_return_val_if_fail (n_throws <= 100, FALSE);

  if (player >= self->n_players)
    return FALSE;

  sheet = &self->sheets[player];
  if (sheet->over)
    {
      if (soonest != NULL)
        *soonest = 1;
      if (latest != NULL)
        *latest = 1;
      return TRUE;
    }

  state.n_fixed = sheet->n_discards;
  for (guint i = 0; i < sheet->n_discards; i++)
    state.marks[i] = sheet->discard_marks[i];
  sort_marks (&state);

  for (guint k = 0; k <= PIPS_CHOICE_N_DISCARDS; k++)
    count_patterns (k, q.patterns[k]);
  q.n_throws = n_throws;
  q.memo = g_new0 (double, 2 * 4 * 8 * 8 * 8 * (n_throws + 1));

  if (soonest != NULL)
    *soonest = end_chance (&q, &state, n_throws, TRUE);
  if (latest != NULL)
    *latest = end_chance (&q, &state, n_throws, FALSE);

  g_free (q.memo);

  return TRUE;
}
