/* pips-chili-odds.c — the odds of Chili Dice: what a throw of the dice chosen may bring
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A one-throw look-ahead: for a choice of dice to throw again (and of the kept red faces to turn
 * first), the chance of each combination the dice show after that one throw, and the expected
 * points of the best free field then, the new red faces turned where it pays (a red 5 turned to
 * a 6 may make the Run). It does not look further: the throws that may follow are not counted.
 *
 * The dice differ only in their red face (die k is red on k), and a die is known only once it
 * has shown red this turn. Which die lies at each other place is counted over every way the
 * unknown dice can lie that the table allows now: a place that shows a white k is not the die k
 * (the faces thrown earlier in the turn are not kept by the state, so they are not used). Every
 * such way is equally likely. A throw of the dice D (numbers) is then the 6^|D| ordered throws,
 * die d red when it shows d; these are made once, grouped by the counts of the faces and the
 * red numbers (pips-odds.h gives the counts an index), for each of the 64 sets of dice.
 */

#define G_LOG_DOMAIN "pips-chili"

#include "config.h"

#include <string.h>

#include "pips-chili-odds.h"
#include "pips-chili-rules-private.h"
#include "pips-odds.h"

#define ALL_DICE ((1u << PIPS_CHILI_N_DICE) - 1)

/* The flags kept with the points of a result in the memo. */
enum
{
  CAN_RUN    = 1 << 8,
  CAN_SET    = 1 << 9,
  CAN_LITTLE = 1 << 10,
  CAN_BIG    = 1 << 11,
  CAN_HOT    = 1 << 12,
  KNOWN      = 1 << 15,
};

/* One result of a throw of a set of dice: the counts of the faces (3 bits each, face k at
 * 3 (k − 1)), the red numbers (bit k − 1) and how many ordered throws give it. */
typedef struct
{
  guint32 counts;
  guint8  red;
  guint32 weight;
} ThrowResult;

typedef struct
{
  ThrowResult *results;
  guint        n_results;
} ThrowTable;

static ThrowTable *throw_tables;
/* The place in pips_odds_get_outcomes (6, 6) of the counts of six dice, by their code in base 7
 * (counts[1] + 7 counts[2] + …). */
static guint16 *six_dice_index;

static int
compare_results (gconstpointer a,
                 gconstpointer b)
{
  const ThrowResult *ra = a, *rb = b;

  if (ra->counts != rb->counts)
    return ra->counts < rb->counts ? -1 : 1;
  return (int) ra->red - (int) rb->red;
}

/* For each set of dice (bit k − 1: the die k), the results of throwing them. */
static const ThrowTable *
get_throw_tables (void)
{
  if (g_once_init_enter_pointer (&throw_tables))
    {
      ThrowTable *tables = g_new0 (ThrowTable, 1u << PIPS_CHILI_N_DICE);

      for (guint dice = 0; dice <= ALL_DICE; dice++)
        {
          g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
          guint numbers[PIPS_CHILI_N_DICE];
          guint n = 0, all = 1;
          GHashTableIter iter;
          gpointer key, value;
          guint i = 0;

          for (guint k = 1; k <= 6; k++)
            if (dice & (1u << (k - 1)))
              numbers[n++] = k, all *= 6;

          for (guint throw = 0; throw < all; throw++)
            {
              guint32 counts = 0;
              guint red = 0, rest = throw;
              guint64 packed;

              for (guint d = 0; d < n; d++)
                {
                  guint face = rest % 6 + 1;

                  rest /= 6;
                  counts += 1u << (3 * (face - 1));
                  if (face == numbers[d])
                    red |= 1u << (face - 1);
                }
              packed = ((guint64) counts << 6) | red;
              value = g_hash_table_lookup (seen, GSIZE_TO_POINTER (packed));
              g_hash_table_insert (seen, GSIZE_TO_POINTER (packed),
                                   GSIZE_TO_POINTER (GPOINTER_TO_SIZE (value) + 1));
            }

          tables[dice].n_results = g_hash_table_size (seen);
          tables[dice].results = g_new (ThrowResult, tables[dice].n_results);
          g_hash_table_iter_init (&iter, seen);
          while (g_hash_table_iter_next (&iter, &key, &value))
            {
              guint64 packed = GPOINTER_TO_SIZE (key);

              tables[dice].results[i++] = (ThrowResult) {
                (guint32) (packed >> 6), packed & 0x3f, (guint32) GPOINTER_TO_SIZE (value),
              };
            }
          qsort (tables[dice].results, tables[dice].n_results, sizeof (ThrowResult),
                 compare_results);
        }

      g_once_init_leave_pointer (&throw_tables, tables);
    }

  return throw_tables;
}

static const guint16 *
get_six_dice_index (void)
{
  if (g_once_init_enter_pointer (&six_dice_index))
    {
      guint16 *index = g_new0 (guint16, 117649);
      const PipsOddsOutcome *outcomes;
      guint n;

      outcomes = pips_odds_get_outcomes (PIPS_CHILI_N_DICE, 6, &n);
      for (guint i = 0; i < n; i++)
        {
          guint code = 0;

          for (guint k = 6; k >= 1; k--)
            code = code * 7 + outcomes[i].counts[k];
          index[code] = i;
        }
      g_once_init_leave_pointer (&six_dice_index, index);
    }

  return six_dice_index;
}

/* What one question needs of the game, and the memo of what six dice bring. */
typedef struct
{
  PipsChiliGame            *game;
  PipsChiliRedAlternative   red_alternative;
  gboolean                  free_field[PIPS_CHILI_N_FIELDS];
  /* The places not known, and the numbers they hold between them. */
  guint                     unknown_places[PIPS_CHILI_N_DICE];
  guint                     n_unknown;
  guint                     unknown_numbers[PIPS_CHILI_N_DICE];
  /* Per result of the six dice (the index of its counts; each number white, red from before or
   * red from the last throw), its best points and what it is. */
  guint16                  *memo;
  const guint16            *six_dice_index;
  /* Per set of places thrown again, the weight of each set of numbers the unknown dice among
   * them can be, and the sum of the weights (0 until counted). */
  guint64                   identity_weights[64][64];
  guint64                   identity_total[64];
} Question;

static void
question_init (Question      *q,
               PipsChiliGame *game)
{
  guint used = 0, n = 0;

  memset (q, 0, sizeof *q);
  q->game = game;
  q->red_alternative = game->red_alternative;
  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    q->free_field[f] = game->columns[game->current].scoring[f] == PIPS_CHILI_SCORING_NONE;

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      guint known = game->has_thrown ? game->die_of[i] : 0;

      if (known != 0)
        used |= 1u << (known - 1);
      else
        q->unknown_places[q->n_unknown++] = i;
    }
  for (guint k = 1; k <= 6; k++)
    if (!(used & (1u << (k - 1))))
      q->unknown_numbers[n++] = k;
  g_assert (n == q->n_unknown);

  q->memo = g_new0 (guint16, 462 * 729);
  q->six_dice_index = get_six_dice_index ();
}

static void
question_clear (Question *q)
{
  g_clear_pointer (&q->memo, g_free);
}

/* The best points over the free fields, and what the six dice are as they lie. */
static guint16
read_six (Question     *q,
          const guint8 *counts,
          guint         red)
{
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red_die[PIPS_CHILI_N_DICE];
  PipsChiliReading r;
  guint16 value = 0;
  guint best = 0;
  guint d = 0;

  for (guint k = 1; k <= 6; k++)
    for (guint c = 0; c < counts[k]; c++)
      {
        faces[d] = k;
        red_die[d] = c == 0 && (red & (1u << (k - 1)));
        d++;
      }

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      guint points = 0;

      if (!q->free_field[f])
        continue;
      pips_chili_best_score (faces, red_die, f, q->red_alternative, &points);
      best = MAX (best, points);
    }

  _pips_chili_read_dice (faces, red_die, &r);
  if (r.run)
    value |= CAN_RUN;
  if (r.set)
    value |= CAN_SET;
  if (r.six_of >= 1 && r.six_of <= 3)
    value |= CAN_LITTLE;
  if (r.six_of >= 4)
    value |= CAN_BIG;
  if (r.hot)
    value |= CAN_HOT;

  return value | best;
}

/* What six dice bring: the most points of a free field once the red faces of @fresh (thrown in
 * the last throw) are turned where it pays (each stays red or shows another face, white), and
 * what the dice are as they lie. Memoized: turning the red k first leaves six dice with one red
 * face fewer to turn, so each result is worked out once. */
static guint16
lookup (Question     *q,
        const guint8 *counts,
        guint         red,
        guint         fresh)
{
  guint code = counts[1] + 7 * (counts[2] + 7 * (counts[3] + 7 * (counts[4] + 7 * (counts[5] + 7 * counts[6]))));
  guint marks = 0;
  guint index;
  guint16 value;

  /* Each number is white, red from before, or red from the last throw (a subset of red). */
  for (guint k = 6; k >= 1; k--)
    marks = marks * 3 + (!(red & (1u << (k - 1))) ? 0 : (fresh & (1u << (k - 1))) ? 2 : 1);
  index = q->six_dice_index[code] * 729u + marks;

  if (q->memo[index] & KNOWN)
    return q->memo[index];

  if (fresh == 0)
    value = read_six (q, counts, red);
  else
    {
      guint k = (guint) __builtin_ctz (fresh) + 1;
      guint bit = 1u << (k - 1);
      guint8 turned[7];
      guint best;

      /* The red k stays … */
      value = lookup (q, counts, red, fresh & ~bit);
      best = value & 0xff;
      value &= 0x7f00;
      /* … or shows another face. */
      memcpy (turned, counts, sizeof turned);
      turned[k]--;
      for (guint face = 1; face <= 6; face++)
        {
          if (face == k)
            continue;
          turned[face]++;
          best = MAX (best, lookup (q, turned, red & ~bit, fresh & ~bit) & 0xffu);
          turned[face]--;
        }
      value |= best;
    }

  q->memo[index] = value | KNOWN;
  return q->memo[index];
}

/* The weight of each set of numbers the unknown dice among @rethrow can be (@weights[set]: how
 * many of the ways the unknown dice can lie give it). Returns the sum of the weights. */
static guint64
count_identities (Question *q,
                  guint     rethrow,
                  guint64  *weights);

static const guint64 *
get_identities (Question *q,
                guint     rethrow,
                guint64  *total)
{
  if (q->identity_total[rethrow] == 0)
    q->identity_total[rethrow] = count_identities (q, rethrow, q->identity_weights[rethrow]);

  *total = q->identity_total[rethrow];
  return q->identity_weights[rethrow];
}

static guint64
count_identities (Question *q,
                  guint     rethrow,
                  guint64  *weights)
{
  PipsChiliGame *game = q->game;
  guint perm[PIPS_CHILI_N_DICE];
  guint n = q->n_unknown;
  guint64 total = 0;
  guint c[PIPS_CHILI_N_DICE] = { 0, };
  guint i = 0;

  memset (weights, 0, sizeof (guint64) * 64);
  for (guint j = 0; j < n; j++)
    perm[j] = q->unknown_numbers[j];

  /* Heap's algorithm over the assignments of the unknown numbers to the unknown places. */
  for (;;)
    {
      gboolean allowed = TRUE;
      guint set = 0;

      for (guint j = 0; j < n && allowed; j++)
        {
          guint place = q->unknown_places[j];

          if (game->has_thrown && game->faces[place] == perm[j])
            allowed = FALSE;   /* it shows a white perm[j], so it is not that die */
          if (rethrow & (1u << place))
            set |= 1u << (perm[j] - 1);
        }
      if (allowed)
        weights[set]++, total++;

      while (i < n && c[i] >= i)
        c[i++] = 0;
      if (i >= n)
        break;
      if (i % 2 == 0)
        {
          guint t = perm[0]; perm[0] = perm[i]; perm[i] = t;
        }
      else
        {
          guint t = perm[c[i]]; perm[c[i]] = perm[i]; perm[i] = t;
        }
      c[i]++;
      i = 0;
    }

  return total;
}

static gboolean
question_keep (Question          *q,
               guint              rethrow,
               const guint8      *turn,
               PipsChiliKeepOdds *odds)
{
  PipsChiliGame *game = q->game;
  const ThrowTable *tables = get_throw_tables ();
  const guint64 *weights;
  guint64 total, ways;
  guint64 points = 0, run = 0, set = 0, little = 0, big = 0, hot = 0, red_k[7] = { 0, };
  guint8 kept[7] = { 0, };
  guint kept_red = 0, known = 0;
  guint n_thrown = 0;

  memset (odds, 0, sizeof *odds);
  odds->rethrow = rethrow;

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (rethrow & (1u << i))
        {
          n_thrown++;
          if (game->has_thrown && game->die_of[i] != 0)
            known |= 1u << (game->die_of[i] - 1);
          continue;
        }

      if (turn != NULL && turn[i] != 0)
        {
          odds->turn[i] = turn[i];
          kept[turn[i]]++;
        }
      else
        {
          kept[game->faces[i]]++;
          if (game->red[i])
            kept_red |= 1u << (game->faces[i] - 1);
        }
    }

  weights = get_identities (q, rethrow, &total);
  if (total == 0)
    return FALSE;

  for (guint set_of = 0; set_of < 64; set_of++)
    {
      const ThrowTable *table;

      if (weights[set_of] == 0)
        continue;

      table = &tables[known | set_of];
      for (guint r = 0; r < table->n_results; r++)
        {
          const ThrowResult *result = &table->results[r];
          guint8 counts[7];
          guint red = kept_red | result->red;
          guint64 w = weights[set_of] * result->weight;
          guint16 value;

          counts[0] = 0;
          for (guint k = 1; k <= 6; k++)
            counts[k] = kept[k] + ((result->counts >> (3 * (k - 1))) & 7);

          value = lookup (q, counts, red, result->red);
          points += w * (value & 0xff);
          if (value & CAN_RUN)
            run += w;
          if (value & CAN_SET)
            set += w;
          if (value & CAN_LITTLE)
            little += w;
          if (value & CAN_BIG)
            big += w;
          if (value & CAN_HOT)
            hot += w;
          for (guint k = 1; k <= 6; k++)
            if (red & (1u << (k - 1)))
              red_k[k] += w;
        }
    }

  ways = total * pips_odds_count_throws (n_thrown, 6);
  odds->expected_points = (double) points / (double) ways;
  odds->run = (double) run / (double) ways;
  odds->set = (double) set / (double) ways;
  odds->little_pepper = (double) little / (double) ways;
  odds->big_pepper = (double) big / (double) ways;
  odds->hot_pepper = (double) hot / (double) ways;
  for (guint k = 1; k <= 6; k++)
    odds->red[k] = (double) red_k[k] / (double) ways;

  return TRUE;
}

/* Whether the player to act may throw @rethrow now, with @turn on kept dice that may be turned. */
static gboolean
check_choice (PipsChiliGame *self,
              guint          rethrow,
              const guint8  *turn)
{
  if (pips_chili_game_can_throw (self))
    return rethrow == ALL_DICE;
  if (!pips_chili_game_can_rethrow (self) || rethrow == 0 || rethrow > ALL_DICE)
    return FALSE;

  for (guint i = 0; turn != NULL && i < PIPS_CHILI_N_DICE; i++)
    {
      if (turn[i] == 0 || (rethrow & (1u << i)))
        continue;
      if (turn[i] > 6 || turn[i] == self->faces[i] || !pips_chili_game_can_turn (self, i))
        return FALSE;
    }

  return TRUE;
}

/**
 * pips_chili_game_get_keep_odds:
 * @rethrow: the places (bit i: the die at place i) of the dice to throw again; all six for the
 *   first throw of a turn
 * @turn: (array fixed-size=6) (nullable): the face each kept die that may be turned shows once
 *   turned, 0 (or %NULL) to leave it red
 * @odds: (out caller-allocates): what the throw may bring
 *
 * The odds of one throw of the dice @rethrow for the player to act: a one-throw look-ahead, see
 * #PipsChiliKeepOdds.
 *
 * Returns: whether the player may make that throw now
 */
gboolean
pips_chili_game_get_keep_odds (PipsChiliGame     *self,
                               guint              rethrow,
                               const guint8      *turn,
                               PipsChiliKeepOdds *odds)
{
  Question q;
  gboolean ok;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);
  g_return_val_if_fail (odds != NULL, FALSE);

  if (!check_choice (self, rethrow, turn))
    return FALSE;

  question_init (&q, self);
  ok = question_keep (&q, rethrow, turn, odds);
  question_clear (&q);

  return ok;
}

/* Every way of turning the kept dice that may be turned, from the place @i on: the best. */
static void
best_turn (Question          *q,
           guint              rethrow,
           guint8            *turn,
           guint              i,
           PipsChiliKeepOdds *best)
{
  PipsChiliGame *game = q->game;
  PipsChiliKeepOdds odds;

  while (i < PIPS_CHILI_N_DICE &&
         ((rethrow & (1u << i)) || !pips_chili_game_can_turn (game, i)))
    i++;

  if (i == PIPS_CHILI_N_DICE)
    {
      if (question_keep (q, rethrow, turn, &odds) &&
          (best->rethrow == 0 || odds.expected_points > best->expected_points))
        *best = odds;
      return;
    }

  for (guint face = 0; face <= 6; face++)
    {
      if (face == game->faces[i])
        continue;
      turn[i] = face;
      best_turn (q, rethrow, turn, i + 1, best);
    }
  turn[i] = 0;
}

/**
 * pips_chili_game_list_keep_odds:
 * @best: (out) (optional): the index of the choice with the most expected points
 *
 * The odds of every choice the player to act has for their next throw: each set of dice to throw
 * again (one element per set, the set @i + 1 at index @i; only all six for the first throw of a
 * turn), each with the turning of its kept red faces that gives the most expected points.
 *
 * Returns: (transfer full) (element-type PipsChiliKeepOdds): the choices, empty when the player
 *   cannot throw
 */
GArray *
pips_chili_game_list_keep_odds (PipsChiliGame *self,
                                guint         *best)
{
  GArray *list;
  Question q;
  guint best_index = 0;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);

  list = g_array_new (FALSE, TRUE, sizeof (PipsChiliKeepOdds));
  if (best != NULL)
    *best = 0;
  if (!pips_chili_game_can_throw (self) && !pips_chili_game_can_rethrow (self))
    return list;

  question_init (&q, self);
  for (guint rethrow = 1; rethrow <= ALL_DICE; rethrow++)
    {
      PipsChiliKeepOdds odds = { 0, };
      guint8 turn[PIPS_CHILI_N_DICE] = { 0, };

      if (!check_choice (self, rethrow, NULL))
        continue;

      best_turn (&q, rethrow, turn, 0, &odds);
      g_array_append_val (list, odds);
      if (odds.expected_points >
          g_array_index (list, PipsChiliKeepOdds, best_index).expected_points)
        best_index = list->len - 1;
    }
  question_clear (&q);

  if (best != NULL)
    *best = best_index;

  return list;
}
