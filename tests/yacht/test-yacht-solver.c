/* test-yacht-solver.c — Yacht's optimal solver on small sheets against a brute force written
 * apart (ordered throws of the dice, every subset of the dice by position, the upper total not
 * capped), end-of-game states worked by hand, and the table's file
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <math.h>

#include "pips-yacht-scoring.h"
#include "pips-yacht-solver.h"

#define EPSILON 1e-4
#define N_KEYS  16807 /* 7^5: sorted dice as digits 1 … 6 */

/* Brute force */

typedef struct
{
  const PipsYachtRules *rules;
  GHashTable           *memo; /* (mask, upper, holds 50) → value */
} Brute;

typedef struct
{
  Brute   *brute;
  guint32  mask;
  guint    upper;
  gboolean holds50;
  double   decide[4][N_KEYS];
  double   rethrow[4][N_KEYS];
} Turn;

static double brute_state (Brute *brute, guint32 mask, guint upper, gboolean holds50);

static guint
dice_key (const guint8 *dice,
          guint         n)
{
  guint8 sorted[5];
  guint key = 0;

  memcpy (sorted, dice, n);
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && sorted[j - 1] > sorted[j]; j--)
      {
        guint8 t = sorted[j];
        sorted[j] = sorted[j - 1];
        sorted[j - 1] = t;
      }
  for (guint i = 0; i < n; i++)
    key = key * 7 + sorted[i];
  return key;
}

/* The value of entering five dice into box @i, and of the game after. */
static double
brute_box (Turn         *turn,
           const guint8 *dice,
           guint         i)
{
  const PipsYachtRules *rules = turn->brute->rules;
  guint8 counts[7];
  PipsYachtBox box = pips_yacht_rules_box (rules, i);
  guint points, upper = turn->upper;
  double value;
  gboolean holds50 = turn->holds50;

  g_assert_true (pips_yacht_counts_from_dice (dice, counts));
  points = pips_yacht_score_entry (rules, turn->mask, counts, i);
  value = points + pips_yacht_five_again_points (rules, turn->mask, turn->holds50, counts);
  if (pips_yacht_box_is_upper (box))
    {
      if (upper < rules->upper_threshold && upper + points >= rules->upper_threshold)
        value += rules->upper_bonus;
      upper += points;
    }
  if (box == PIPS_YACHT_BOX_FIVE_OF_A_KIND)
    holds50 = points == 50;
  return value + brute_state (turn->brute, turn->mask & ~(1u << i), upper, holds50);
}

static double
brute_leaf (Turn         *turn,
            const guint8 *dice)
{
  double best = -G_MAXDOUBLE;
  guint8 counts[7];

  pips_yacht_counts_from_dice (dice, counts);
  for (guint i = 0; i < pips_yacht_rules_n_boxes (turn->brute->rules); i++)
    if (pips_yacht_box_allowed (turn->brute->rules, turn->mask, counts, i))
      best = MAX (best, brute_box (turn, dice, i));
  return best;
}

static double brute_rethrow (Turn *turn, const guint8 *kept, guint n_kept, guint left);

/* Five dice on the table with @left throws still allowed: the best subset to keep. */
static double
brute_decide (Turn         *turn,
              const guint8 *dice,
              guint         left)
{
  double *memo = &turn->decide[left][dice_key (dice, 5)];
  double best = -G_MAXDOUBLE;

  if (*memo >= 0)
    return *memo;
  if (left == 0)
    best = brute_leaf (turn, dice);
  else
    for (guint subset = 0; subset < 32; subset++)
      {
        guint8 kept[5];
        guint n = 0;

        for (guint j = 0; j < 5; j++)
          if (subset & (1u << j))
            kept[n++] = dice[j];
        best = MAX (best, brute_rethrow (turn, kept, n, left));
      }
  *memo = best;
  return best;
}

/* @kept set aside, the other dice thrown (one of @left throws): the mean over every ordered throw. */
static double
brute_rethrow (Turn         *turn,
               const guint8 *kept,
               guint         n_kept,
               guint         left)
{
  double *memo = &turn->rethrow[left][dice_key (kept, n_kept)];
  guint n_throw = 5 - n_kept, n_ways = 1;
  double sum = 0;

  if (*memo >= 0)
    return *memo;
  for (guint i = 0; i < n_throw; i++)
    n_ways *= 6;
  for (guint way = 0; way < n_ways; way++)
    {
      guint8 dice[5];
      guint w = way;

      memcpy (dice, kept, n_kept);
      for (guint i = n_kept; i < 5; i++, w /= 6)
        dice[i] = 1 + w % 6;
      sum += brute_decide (turn, dice, left - 1);
    }
  *memo = sum / n_ways;
  return *memo;
}

static Turn *
turn_new (Brute    *brute,
          guint32   mask,
          guint     upper,
          gboolean  holds50)
{
  Turn *turn = g_new (Turn, 1);

  turn->brute = brute;
  turn->mask = mask;
  turn->upper = upper;
  turn->holds50 = holds50;
  for (guint l = 0; l < 4; l++)
    for (guint k = 0; k < N_KEYS; k++)
      turn->decide[l][k] = turn->rethrow[l][k] = -1;
  return turn;
}

static double
brute_state (Brute    *brute,
             guint32   mask,
             guint     upper,
             gboolean  holds50)
{
  gpointer key = GUINT_TO_POINTER (mask | (upper << 16) | ((guint) holds50 << 24));
  double *memo = g_hash_table_lookup (brute->memo, key);
  g_autofree Turn *turn = NULL;
  guint8 none[1];

  if (memo != NULL)
    return *memo;
  if (mask == 0)
    return 0;
  turn = turn_new (brute, mask, upper, holds50);
  memo = g_new (double, 1);
  *memo = brute_rethrow (turn, none, 0, brute->rules->throws);
  g_hash_table_insert (brute->memo, key, memo);
  return *memo;
}

/* Sheets */

/* A sheet with @free_mask free; a filled upper box of the face f holds @upper_counts[f] × f; the
 * five-of-a-kind box @five when filled; the other lower boxes 0. */
static void
make_sheet (const PipsYachtRules *rules,
            guint32               free_mask,
            const guint8         *upper_counts,
            int                   five,
            PipsYachtSheet       *sheet)
{
  pips_yacht_sheet_init (sheet);
  for (guint i = 0; i < pips_yacht_rules_n_boxes (rules); i++)
    {
      PipsYachtBox box = pips_yacht_rules_box (rules, i);

      if (free_mask & (1u << i))
        continue;
      if (pips_yacht_box_is_upper (box))
        sheet->boxes[i] = upper_counts[box + 1] * (box + 1);
      else if (box == PIPS_YACHT_BOX_FIVE_OF_A_KIND)
        sheet->boxes[i] = five;
      else
        sheet->boxes[i] = 0;
    }
}

static guint32
mask_of (const PipsYachtRules *rules,
         const PipsYachtBox   *boxes,
         guint                 n)
{
  guint32 mask = 0;

  for (guint i = 0; i < n; i++)
    {
      int index = pips_yacht_rules_box_index (rules, boxes[i]);

      g_assert_cmpint (index, >=, 0);
      mask |= 1u << index;
    }
  return mask;
}

typedef struct
{
  const char      *name;
  PipsYachtPreset  preset;
  int              joker;          /* -1: the preset's */
  int              five_again;     /* -1: the preset's */
  gboolean         five_full_house;
  guint            throws;         /* 0: the preset's */
  guint8           upper[7];       /* counts of the filled upper boxes */
  int              five;           /* the five-of-a-kind box when filled */
  PipsYachtBox     free[8];
  guint            n_free;
  gboolean         in_order;       /* the free boxes are then the last ones of the sheet */
} Case;

static const Case cases[] = {
  { "kniffel", PIPS_YACHT_PRESET_KNIFFEL, -1, -1, FALSE, 0, { 0, 3, 3, 3, 0, 3, 2 }, 0,
    { PIPS_YACHT_BOX_FOURS, PIPS_YACHT_BOX_FULL_HOUSE, PIPS_YACHT_BOX_CHANCE }, 3 },
  { "yahtzee-five-free", PIPS_YACHT_PRESET_YAHTZEE, -1, -1, FALSE, 0, { 0, 3, 3, 3, 3, 3, 0 }, 0,
    { PIPS_YACHT_BOX_SIXES, PIPS_YACHT_BOX_FIVE_OF_A_KIND, PIPS_YACHT_BOX_LARGE_STRAIGHT }, 3 },
  { "yahtzee-holds-50", PIPS_YACHT_PRESET_YAHTZEE, -1, -1, FALSE, 0, { 0, 2, 3, 0, 3, 3, 3 }, 50,
    { PIPS_YACHT_BOX_THREES, PIPS_YACHT_BOX_SMALL_STRAIGHT, PIPS_YACHT_BOX_CHANCE }, 3 },
  { "yahtzee-holds-0", PIPS_YACHT_PRESET_YAHTZEE, -1, -1, FALSE, 0, { 0, 0, 3, 3, 3, 3, 3 }, 0,
    { PIPS_YACHT_BOX_ONES, PIPS_YACHT_BOX_FULL_HOUSE }, 2 },
  { "yatzy", PIPS_YACHT_PRESET_YATZY, -1, -1, FALSE, 0, { 0, 3, 3, 3, 3, 0, 3 }, 0,
    { PIPS_YACHT_BOX_ONE_PAIR, PIPS_YACHT_BOX_TWO_PAIRS, PIPS_YACHT_BOX_FIVES }, 3 },
  { "free-joker-two-throws", PIPS_YACHT_PRESET_KNIFFEL, PIPS_YACHT_JOKER_FREE, 50, TRUE, 2,
    { 0, 3, 3, 3, 3, 3, 0 }, 50,
    { PIPS_YACHT_BOX_FULL_HOUSE, PIPS_YACHT_BOX_LARGE_STRAIGHT, PIPS_YACHT_BOX_SIXES }, 3 },
  { "yatzy-one-throw", PIPS_YACHT_PRESET_YATZY, -1, -1, FALSE, 1, { 0, 3, 3, 3, 3, 3, 3 }, 0,
    { PIPS_YACHT_BOX_SMALL_STRAIGHT, PIPS_YACHT_BOX_LARGE_STRAIGHT }, 2 },
  /* The boxes in order: each throw into the first free box, whatever it scores there. */
  { "kniffel-in-order", PIPS_YACHT_PRESET_KNIFFEL, -1, -1, FALSE, 0, { 0, 3, 3, 3, 3, 3, 2 }, 0,
    { PIPS_YACHT_BOX_SMALL_STRAIGHT, PIPS_YACHT_BOX_LARGE_STRAIGHT, PIPS_YACHT_BOX_FIVE_OF_A_KIND,
      PIPS_YACHT_BOX_CHANCE }, 4, TRUE },
  { "kniffel-in-order-sixes", PIPS_YACHT_PRESET_KNIFFEL, -1, -1, FALSE, 0, { 0, 3, 3, 3, 3, 2, 0 }, 0,
    { PIPS_YACHT_BOX_SIXES, PIPS_YACHT_BOX_THREE_OF_A_KIND, PIPS_YACHT_BOX_FOUR_OF_A_KIND,
      PIPS_YACHT_BOX_FULL_HOUSE, PIPS_YACHT_BOX_SMALL_STRAIGHT, PIPS_YACHT_BOX_LARGE_STRAIGHT,
      PIPS_YACHT_BOX_FIVE_OF_A_KIND, PIPS_YACHT_BOX_CHANCE }, 8, TRUE },
  { "yahtzee-in-order", PIPS_YACHT_PRESET_YAHTZEE, -1, -1, FALSE, 0, { 0, 3, 3, 3, 3, 3, 3 }, 0,
    { PIPS_YACHT_BOX_LARGE_STRAIGHT, PIPS_YACHT_BOX_FIVE_OF_A_KIND, PIPS_YACHT_BOX_CHANCE }, 3, TRUE },
  { "yahtzee-in-order-holds-50", PIPS_YACHT_PRESET_YAHTZEE, -1, -1, FALSE, 0, { 0, 3, 3, 3, 3, 3, 3 }, 50,
    { PIPS_YACHT_BOX_CHANCE }, 1, TRUE },
  { "yatzy-in-order-two-throws", PIPS_YACHT_PRESET_YATZY, -1, -1, FALSE, 2, { 0, 2, 3, 3, 3, 3, 3 }, 0,
    { PIPS_YACHT_BOX_LARGE_STRAIGHT, PIPS_YACHT_BOX_FULL_HOUSE, PIPS_YACHT_BOX_CHANCE,
      PIPS_YACHT_BOX_FIVE_OF_A_KIND }, 4, TRUE },
  { "free-joker-in-order", PIPS_YACHT_PRESET_KNIFFEL, PIPS_YACHT_JOKER_FREE, 100, TRUE, 0,
    { 0, 3, 3, 3, 3, 3, 3 }, 50, { PIPS_YACHT_BOX_CHANCE }, 1, TRUE },
};

static void
case_rules (const Case     *c,
            PipsYachtRules *rules)
{
  pips_yacht_rules_init_preset (rules, c->preset);
  if (c->joker >= 0)
    rules->joker = c->joker;
  if (c->five_again >= 0)
    rules->five_again_bonus = c->five_again;
  rules->five_as_full_house = c->five_full_house;
  if (c->throws != 0)
    rules->throws = c->throws;
  rules->in_order = c->in_order;
  g_assert_true (pips_yacht_rules_is_valid (rules));
}

static void
test_brute_force (gconstpointer data)
{
  const Case *c = data;
  PipsYachtRules rules;
  PipsYachtSheet sheet;
  g_autoptr (PipsYachtTable) table = NULL;
  g_autoptr (GHashTable) memo = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr (GRand) rand = g_rand_new_with_seed (28);
  Brute brute;
  guint32 mask;
  guint upper, total;
  gboolean holds50;
  double expected;

  case_rules (c, &rules);
  brute = (Brute) { &rules, memo };
  mask = mask_of (&rules, c->free, c->n_free);
  /* In order, only the last boxes can be free. */
  if (rules.in_order)
    g_assert_cmpuint ((mask + (mask & -mask)) & ((1u << pips_yacht_rules_n_boxes (&rules)) - 1), ==, 0);
  make_sheet (&rules, mask, c->upper, c->five, &sheet);
  upper = pips_yacht_sheet_upper (&rules, &sheet);
  total = pips_yacht_sheet_total (&rules, &sheet);
  holds50 = c->five == 50 && !(mask & mask_of (&rules, (PipsYachtBox[]) { PIPS_YACHT_BOX_FIVE_OF_A_KIND }, 1));

  table = pips_yacht_table_build_within (&rules, mask, NULL, NULL);
  g_assert_nonnull (table);

  /* The turn-start value of the sheet and of every smaller sheet it leads to. */
  expected = brute_state (&brute, mask, upper, holds50);
  g_test_message ("%s: %.6f + %u", c->name, expected, total);
  g_assert_cmpfloat_with_epsilon (pips_yacht_table_value (table, &sheet), total + expected, EPSILON);

  /* Within the turn, on seeded throws: each keep and each box. */
  for (guint n = 0; n < 12; n++)
    {
      g_autofree Turn *turn = turn_new (&brute, mask, upper, holds50);
      guint8 dice[5], counts[7];
      double values[PIPS_YACHT_MAX_BOXES];

      for (guint j = 0; j < 5; j++)
        dice[j] = g_rand_int_range (rand, 1, 7);
      if (n == 0)
        memset (dice, 6, 5);  /* a five of a kind: the joker and the bonus */
      else if (n == 1)
        memset (dice, 3, 5);
      pips_yacht_counts_from_dice (dice, counts);

      for (guint left = 1; left < rules.throws; left++)
        {
          double keeps[32];

          g_assert_true (pips_yacht_table_keeps (table, &sheet, dice, left, keeps));
          for (guint subset = 0; subset < 32; subset++)
            {
              guint8 kept[5];
              guint k = 0;

              for (guint j = 0; j < 5; j++)
                if (subset & (1u << j))
                  kept[k++] = dice[j];
              g_assert_cmpfloat_with_epsilon (keeps[subset],
                                              total + brute_rethrow (turn, kept, k, left), EPSILON);
            }
        }
      {
        double keeps[32];

        g_assert_false (pips_yacht_table_keeps (table, &sheet, dice, rules.throws, keeps));
      }

      g_assert_true (pips_yacht_table_boxes (table, &sheet, dice, values));
      for (guint i = 0; i < PIPS_YACHT_MAX_BOXES; i++)
        {
          if (i < pips_yacht_rules_n_boxes (&rules)
              && pips_yacht_box_allowed (&rules, mask, counts, i))
            g_assert_cmpfloat_with_epsilon (values[i], total + brute_box (turn, dice, i), EPSILON);
          else
            g_assert_true (isnan (values[i]));
        }
    }
}

/* One box left, worked by hand. */

static PipsYachtTable *
one_box_left (PipsYachtPreset  preset,
              PipsYachtBox     box,
              const guint8    *upper_counts,
              PipsYachtSheet  *sheet,
              guint           *total)
{
  PipsYachtRules rules;
  PipsYachtTable *table;
  guint32 mask;

  pips_yacht_rules_init_preset (&rules, preset);
  mask = mask_of (&rules, &box, 1);
  make_sheet (&rules, mask, upper_counts, 0, sheet);
  *total = pips_yacht_sheet_total (&rules, sheet);
  table = pips_yacht_table_build_within (&rules, mask, NULL, NULL);
  g_assert_nonnull (table);
  return table;
}

static void
test_end_of_game (void)
{
  const guint8 threes[7] = { 0, 3, 3, 3, 3, 3, 3 };
  const guint8 sixty[7] = { 0, 3, 3, 3, 3, 3, 0 };  /* 45 without the sixes */
  PipsYachtSheet sheet;
  guint total;
  double boxes[PIPS_YACHT_MAX_BOXES], keeps[32];

  /* Chance: each die alone; 3.5, then keep 4 or more: 4.25, then keep 5 or more: 14/3. */
  {
    g_autoptr (PipsYachtTable) table = one_box_left (PIPS_YACHT_PRESET_KNIFFEL, PIPS_YACHT_BOX_CHANCE,
                                                     threes, &sheet, &total);

    g_assert_cmpuint (total, ==, 63 + 35);
    g_assert_cmpfloat_with_epsilon (pips_yacht_table_value (table, &sheet), total + 5 * 14.0 / 3, EPSILON);
    g_assert_true (pips_yacht_table_boxes (table, &sheet, (const guint8 *) "\1\2\3\4\6", boxes));
    g_assert_cmpfloat_with_epsilon (boxes[12], total + 16, EPSILON);
    /* One throw left: keep the 4 and the 6, throw the rest (3.5 each). */
    g_assert_true (pips_yacht_table_keeps (table, &sheet, (const guint8 *) "\1\2\3\4\6", 1, keeps));
    g_assert_cmpfloat_with_epsilon (keeps[0x18], total + 10 + 3 * 3.5, EPSILON);
    g_assert_cmpfloat_with_epsilon (keeps[0x1f], total + 16, EPSILON);
    g_assert_cmpfloat_with_epsilon (keeps[0], total + 17.5, EPSILON);
    /* Two throws left: a die kept is worth its face, one thrown 4.25. */
    g_assert_true (pips_yacht_table_keeps (table, &sheet, (const guint8 *) "\1\2\3\4\6", 2, keeps));
    g_assert_cmpfloat_with_epsilon (keeps[0x10], total + 6 + 4 * 4.25, EPSILON);
  }

  /* Five of a kind: 50 × the chance of five alike in three throws, 2783176 / 6^10. */
  {
    g_autoptr (PipsYachtTable) table = one_box_left (PIPS_YACHT_PRESET_KNIFFEL,
                                                     PIPS_YACHT_BOX_FIVE_OF_A_KIND, threes,
                                                     &sheet, &total);

    g_assert_cmpfloat_with_epsilon (pips_yacht_table_value (table, &sheet) - total,
                                    50 * 2783176.0 / 60466176.0, EPSILON);
    g_assert_true (pips_yacht_table_boxes (table, &sheet, (const guint8 *) "\2\2\2\2\2", boxes));
    g_assert_cmpfloat_with_epsilon (boxes[11], total + 50, EPSILON);
    g_assert_true (pips_yacht_table_boxes (table, &sheet, (const guint8 *) "\2\2\2\2\1", boxes));
    g_assert_cmpfloat_with_epsilon (boxes[11], total, EPSILON);
  }

  /* Sixes at 45 (the bonus needs three sixes): keep sixes; a die is a six by the end with chance
   * 91/216; 6 × the sixes, and 35 when there are three or more. */
  {
    g_autoptr (PipsYachtTable) table = one_box_left (PIPS_YACHT_PRESET_KNIFFEL, PIPS_YACHT_BOX_SIXES,
                                                     sixty, &sheet, &total);
    double p = 91.0 / 216, q = 1 - p, at_least_three = 0;

    for (guint k = 3; k <= 5; k++)
      {
        double ways = k == 3 ? 10 : k == 4 ? 5 : 1;

        at_least_three += ways * pow (p, k) * pow (q, 5 - k);
      }
    g_assert_cmpuint (total, ==, 45);
    g_assert_cmpfloat_with_epsilon (pips_yacht_table_value (table, &sheet) - total,
                                    30 * p + 35 * at_least_three, EPSILON);
    g_assert_true (pips_yacht_table_boxes (table, &sheet, (const guint8 *) "\6\6\6\1\2", boxes));
    g_assert_cmpfloat_with_epsilon (boxes[5], total + 18 + 35, EPSILON);
    g_assert_true (pips_yacht_table_boxes (table, &sheet, (const guint8 *) "\6\6\5\1\2", boxes));
    g_assert_cmpfloat_with_epsilon (boxes[5], total + 12, EPSILON);
  }

  /* Yatzy's large straight in one throw: 20 × 5! / 6^5. */
  {
    PipsYachtRules rules;
    g_autoptr (PipsYachtTable) table = NULL;
    guint32 mask;

    pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_YATZY);
    rules.throws = 1;
    mask = mask_of (&rules, (PipsYachtBox[]) { PIPS_YACHT_BOX_LARGE_STRAIGHT }, 1);
    make_sheet (&rules, mask, threes, 50, &sheet);
    table = pips_yacht_table_build_within (&rules, mask, NULL, NULL);
    g_assert_cmpfloat_with_epsilon (pips_yacht_table_value (table, &sheet)
                                    - pips_yacht_sheet_total (&rules, &sheet),
                                    20 * 120.0 / 7776, EPSILON);
  }
}

/* The file: saved and loaded alike; another rule set's, another version's, a damaged or a cut
 * file refused. */
static void
test_file (void)
{
  const guint8 threes[7] = { 0, 3, 3, 3, 3, 3, 3 };
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pips-yacht-XXXXXX", &error);
  g_autofree char *name = NULL, *path = NULL, *contents = NULL, *other_name = NULL, *other_path = NULL;
  g_autoptr (PipsYachtTable) table = NULL, loaded = NULL;
  PipsYachtRules rules, other;
  PipsYachtSheet sheet;
  gsize length;
  guint32 mask;

  g_assert_no_error (error);
  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_YAHTZEE);
  mask = mask_of (&rules, (PipsYachtBox[]) { PIPS_YACHT_BOX_CHANCE, PIPS_YACHT_BOX_SIXES }, 2);
  make_sheet (&rules, mask, threes, 50, &sheet);
  table = pips_yacht_table_build_within (&rules, mask, NULL, &error);
  g_assert_no_error (error);

  loaded = pips_yacht_table_load (&rules, dir, &error);
  g_assert_null (loaded);
  g_assert_true (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT));
  g_clear_error (&error);

  g_assert_true (pips_yacht_table_save (table, dir, &error));
  g_assert_no_error (error);
  loaded = pips_yacht_table_load (&rules, dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pips_yacht_table_get_n_states (loaded), ==, pips_yacht_table_get_n_states (table));
  g_assert_cmpfloat (pips_yacht_table_value (loaded, &sheet), ==, pips_yacht_table_value (table, &sheet));
  g_clear_pointer (&loaded, pips_yacht_table_free);

  name = pips_yacht_table_file_name (&rules);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));

  /* The file of other rules under their name. */
  other = rules;
  other.five_again_bonus = 50;
  other_name = pips_yacht_table_file_name (&other);
  g_assert_cmpstr (other_name, !=, name);
  other_path = g_build_filename (dir, other_name, NULL);
  g_assert_true (g_file_set_contents (other_path, contents, length, NULL));
  g_assert_null (pips_yacht_table_load (&other, dir, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  /* Another version, a byte changed, cut short, empty. */
  {
    const struct { gsize at; gssize cut; } damages[] = {
      { 8, -1 }, { length / 2, -1 }, { length - 1, -1 }, { 0, length - 100 }, { 0, 3 }, { 0, 0 },
    };

    for (guint d = 0; d < G_N_ELEMENTS (damages); d++)
      {
        g_autofree char *bad = g_memdup2 (contents, length);
        gsize bad_length = damages[d].cut >= 0 ? (gsize) damages[d].cut : length;

        if (damages[d].cut < 0)
          bad[damages[d].at] ^= 0x01;
        g_assert_true (g_file_set_contents (path, bad, bad_length, NULL));
        g_assert_null (pips_yacht_table_load (&rules, dir, &error));
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
        g_test_message ("%s", error->message);
        g_clear_error (&error);
      }
  }

  /* A pipe where the table would be is refused at once (never waited for), a file larger than a
   * table of these rules (a sparse one, no disk used) before it is read. */
  {
    int fd;

    alarm (60);
    g_remove (path);
    g_assert_cmpint (mkfifo (path, 0600), ==, 0);
    g_assert_null (pips_yacht_table_load (&rules, dir, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_clear_error (&error);
    alarm (0);

    g_remove (path);
    fd = g_open (path, O_WRONLY | O_CREAT, 0600);
    g_assert_cmpint (fd, >=, 0);
    g_assert_cmpint (ftruncate (fd, G_GOFFSET_CONSTANT (3) << 30), ==, 0);
    close (fd);
    g_assert_null (pips_yacht_table_load (&rules, dir, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_clear_error (&error);
  }

  /* Values no game can have, with a digest made anew (anyone can): refused, to be built again. */
  {
    const float wrong[] = { INFINITY, -INFINITY, 1e30f, -1.0f };
    gsize n = g_checksum_type_get_length (G_CHECKSUM_SHA256);

    for (guint w = 0; w < G_N_ELEMENTS (wrong); w++)
      {
        g_autofree guint8 *bad = g_memdup2 (contents, length);
        g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
        gsize digest_n = n;

        /* The last value before the digest (values are little-endian floats). */
        memcpy (bad + length - n - 4, &wrong[w], 4);
        g_checksum_update (checksum, bad, length - n);
        g_checksum_get_digest (checksum, bad + length - n, &digest_n);
        g_assert_true (g_file_set_contents (path, (const char *) bad, length, NULL));
        g_assert_null (pips_yacht_table_load (&rules, dir, &error));
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
        g_test_message ("%s", error->message);
        g_clear_error (&error);
      }
  }

  /* NaN, the builder's mark of a state it leaves out, where a game looks: the first value, that
   * of the sheet with every box filled, which every table holds. */
  {
    g_autofree guint8 *bad = g_memdup2 (contents, length);
    g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
    gsize n = g_checksum_type_get_length (G_CHECKSUM_SHA256);
    guint32 key_length;
    const float nan_value = NAN;

    memcpy (&key_length, bad + 12, 4);
    key_length = GUINT32_FROM_LE (key_length);
    memcpy (bad + 16 + key_length + 12, &nan_value, 4);
    g_checksum_update (checksum, bad, length - n);
    g_checksum_get_digest (checksum, bad + length - n, &n);
    g_assert_true (g_file_set_contents (path, (const char *) bad, length, NULL));
    g_assert_null (pips_yacht_table_load (&rules, dir, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_test_message ("%s", error->message);
    g_clear_error (&error);
  }

  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  loaded = pips_yacht_table_load (&rules, dir, &error);
  g_assert_no_error (error);
  g_clear_pointer (&loaded, pips_yacht_table_free);

  g_remove (path);
  g_remove (other_path);
  g_rmdir (dir);
}

static void
cancel_at_once (double   fraction,
                gpointer user_data)
{
  g_cancellable_cancel (user_data);
}

static void
test_cancel (void)
{
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  PipsYachtRules rules;
  PipsYachtTable *table;

  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_YATZY);
  table = pips_yacht_table_build (&rules, cancel_at_once, cancellable, cancellable, &error);
  g_assert_null (table);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/yacht/solver/brute-force/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_brute_force);
    }
  g_test_add_func ("/yacht/solver/end-of-game", test_end_of_game);
  g_test_add_func ("/yacht/solver/file", test_file);
  g_test_add_func ("/yacht/solver/cancel", test_cancel);

  return g_test_run ();
}
