/* pips-yacht-solver.c — the optimal solitaire play of Yacht by backward induction
 *
 * A state at the start of a turn is (free boxes, upper total capped at the threshold, whether the
 * five-of-a-kind box holds 50 — only when a further five of a kind earns a bonus). Its value is
 * the expected points still to come. Within a turn, the value of each final throw (252 outcomes
 * of five dice) is the best free box's points plus the value of the state it leads to; the value
 * of a set of kept dice (462 multisets of 0 … 5 dice) is the mean over one more die of the set
 * with that die, down from five kept dice; the value of a throw with throws left is its best
 * subset of dice to keep (at most 32). Three throws: two such steps, then the mean over the
 * first throw.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include "pips-json-file.h"
#include "pips-odds.h"
#include "pips-yacht-solver.h"

#define N_ROLLS   252  /* outcomes of five dice */
#define N_KEEPS   462  /* multisets of 0 … 5 dice */
#define MAX_SUBS  32

/* The throws of five dice and the sets of kept dice, made once. */
typedef struct
{
  guint8  counts[N_ROLLS][7];
  double  chance[N_ROLLS];
  gboolean five[N_ROLLS];
  guint8  five_face[N_ROLLS];          /* the face of a five of a kind, else 0 */
  guint16 roll_keep[N_ROLLS];          /* the keep of all five dice */
  guint16 n_subs[N_ROLLS];
  guint16 subs[N_ROLLS][MAX_SUBS];     /* every sub-multiset, as a keep */
  guint   keep_start[PIPS_YACHT_N_DICE + 2];
  guint16 keep_add[N_KEEPS][7];        /* the keep with one more die showing f */
} Dice;

static guint
keep_id (const Dice   *dice,
         const guint8 *counts)
{
  guint n = 0;

  for (guint f = 1; f <= 6; f++)
    n += counts[f];
  return dice->keep_start[n] + pips_odds_outcome_index (counts, n, 6);
}

static void
add_subs (Dice   *dice,
          guint   roll,
          guint8 *sub,
          guint   face)
{
  if (face > 6)
    {
      dice->subs[roll][dice->n_subs[roll]++] = keep_id (dice, sub);
      return;
    }
  for (guint c = 0; c <= dice->counts[roll][face]; c++)
    {
      sub[face] = c;
      add_subs (dice, roll, sub, face + 1);
    }
  sub[face] = 0;
}

static const Dice *
get_dice (void)
{
  static Dice *dice;

  if (g_once_init_enter_pointer (&dice))
    {
      Dice *d = g_new0 (Dice, 1);
      const PipsOddsOutcome *outcomes;
      guint n, start = 0;

      for (guint k = 0; k <= PIPS_YACHT_N_DICE; k++)
        {
          d->keep_start[k] = start;
          start += pips_odds_count_outcomes (k, 6);
        }
      d->keep_start[PIPS_YACHT_N_DICE + 1] = start;
      g_assert (start == N_KEEPS);

      for (guint k = 0; k < PIPS_YACHT_N_DICE; k++)
        {
          outcomes = pips_odds_get_outcomes (k, 6, &n);
          for (guint i = 0; i < n; i++)
            for (guint f = 1; f <= 6; f++)
              {
                guint8 more[7];

                memcpy (more, outcomes[i].counts, 7);
                more[f]++;
                d->keep_add[d->keep_start[k] + i][f] = keep_id (d, more);
              }
        }

      outcomes = pips_odds_get_outcomes (PIPS_YACHT_N_DICE, 6, &n);
      g_assert (n == N_ROLLS);
      for (guint r = 0; r < N_ROLLS; r++)
        {
          guint8 sub[7] = { 0, };

          memcpy (d->counts[r], outcomes[r].counts, 7);
          d->chance[r] = (double) outcomes[r].weight / 7776.0;
          d->five[r] = pips_yacht_is_five_of_a_kind (d->counts[r]);
          d->five_face[r] = d->five[r] ? outcomes[r].faces[0] : 0;
          d->roll_keep[r] = keep_id (d, d->counts[r]);
          add_subs (d, r, sub, 1);
        }
      g_once_init_leave_pointer (&dice, d);
    }
  return dice;
}

struct _PipsYachtTable
{
  PipsYachtRules rules;
  guint          n_boxes;
  guint          n_upper;      /* upper totals 0 … threshold */
  guint          n_flags;      /* 2 when the five-of-a-kind box's 50 matters, else 1 */
  int            five_index;   /* the five-of-a-kind box on the sheet */
  int            upper_face[PIPS_YACHT_MAX_BOXES]; /* the face of an upper box, else 0 */
  int            upper_index[7];                   /* the upper box of a face */
  guint32        within;       /* states are computed whose free boxes lie within */
  gsize          n_values;
  float         *values;
  /* The points of each box for each throw, without (0) and with (1) a joker. */
  guint8         points[2][PIPS_YACHT_MAX_BOXES][N_ROLLS];
};

static inline gsize
state_index (const PipsYachtTable *table,
             guint32               mask,
             guint                 upper,
             guint                 flag)
{
  return ((gsize) mask * table->n_upper + upper) * table->n_flags + flag;
}

static PipsYachtTable *
table_new (const PipsYachtRules *rules)
{
  PipsYachtTable *table = g_new0 (PipsYachtTable, 1);
  const Dice *dice = get_dice ();

  table->rules = *rules;
  table->n_boxes = pips_yacht_rules_n_boxes (rules);
  table->n_upper = rules->upper_threshold + 1;
  table->n_flags = rules->five_again_bonus > 0 ? 2 : 1;
  table->five_index = pips_yacht_rules_box_index (rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
  table->within = (1u << table->n_boxes) - 1;
  table->n_values = state_index (table, 1u << table->n_boxes, 0, 0);
  table->values = g_new (float, table->n_values);
  for (gsize i = 0; i < table->n_values; i++)
    table->values[i] = NAN;

  for (guint i = 0; i < table->n_boxes; i++)
    {
      PipsYachtBox box = pips_yacht_rules_box (rules, i);

      table->upper_face[i] = pips_yacht_box_is_upper (box) ? (int) (box - PIPS_YACHT_BOX_ONES + 1) : 0;
      if (table->upper_face[i] != 0)
        table->upper_index[table->upper_face[i]] = i;
      /* With a joker: every other box filled. */
      for (guint r = 0; r < N_ROLLS; r++)
        {
          table->points[0][i][r] = pips_yacht_score_box (rules, box, dice->counts[r]);
          table->points[1][i][r] = pips_yacht_score_entry (rules, 1u << i, dice->counts[r], i);
        }
    }
  return table;
}

void
pips_yacht_table_free (PipsYachtTable *table)
{
  if (table == NULL)
    return;
  g_free (table->values);
  g_free (table);
}

const PipsYachtRules *
pips_yacht_table_get_rules (PipsYachtTable *table)
{
  return &table->rules;
}

gsize
pips_yacht_table_get_n_states (PipsYachtTable *table)
{
  return table->n_values;
}

/* The points and the state after entering throw @r into the free box @i of state (@mask, @upper,
 * @flag), the bonuses included; the value of that state added. */
static inline double
entry_value (const PipsYachtTable *table,
             const Dice           *dice,
             guint32               mask,
             guint                 upper,
             guint                 flag,
             guint                 i,
             guint                 r)
{
  const PipsYachtRules *rules = &table->rules;
  gboolean joker = dice->five[r] && rules->joker != PIPS_YACHT_JOKER_OFF
                   && (mask & (1u << table->five_index)) == 0
                   && (mask & (1u << table->upper_index[dice->five_face[r]])) == 0;
  guint points = table->points[joker][i][r];
  guint next_upper = upper, next_flag = flag;
  double value;

  if (table->upper_face[i] != 0)
    {
      next_upper = MIN (upper + points, rules->upper_threshold);
      if (upper < rules->upper_threshold && next_upper == rules->upper_threshold)
        value = rules->upper_bonus;
      else
        value = 0;
    }
  else
    value = 0;
  if ((int) i == table->five_index && table->n_flags == 2)
    next_flag = points == 50;
  if (flag && dice->five[r] && (mask & (1u << table->five_index)) == 0)
    value += rules->five_again_bonus;

  return value + points
         + table->values[state_index (table, mask & ~(1u << i), next_upper, next_flag)];
}

/* The value of each final throw in a state: its best allowed box. */
static void
final_values (const PipsYachtTable *table,
              const Dice           *dice,
              guint32               mask,
              guint                 upper,
              guint                 flag,
              double               *best)
{
  gboolean in_order = table->rules.in_order;
  gboolean forced = table->rules.joker == PIPS_YACHT_JOKER_FORCED
                    && (mask & (1u << table->five_index)) == 0;

  for (guint r = 0; r < N_ROLLS; r++)
    {
      double b = -1;

      for (guint i = 0; i < table->n_boxes; i++)
        {
          double v;

          if ((mask & (1u << i)) == 0)
            continue;
          if ((in_order || (forced && dice->five[r]))
              && !pips_yacht_box_allowed (&table->rules, mask, dice->counts[r], i))
            continue;
          v = entry_value (table, dice, mask, upper, flag, i, r);
          if (v > b)
            b = v;
        }
      best[r] = b;
    }
}

/* From the values of throws with @left throws still to come to the values of the keeps before it. */
static void
keep_values (const Dice   *dice,
             const double *rolls,
             double       *keeps)
{
  for (guint r = 0; r < N_ROLLS; r++)
    keeps[dice->roll_keep[r]] = rolls[r];
  for (int k = dice->keep_start[PIPS_YACHT_N_DICE] - 1; k >= 0; k--)
    {
      const guint16 *add = dice->keep_add[k];

      keeps[k] = (keeps[add[1]] + keeps[add[2]] + keeps[add[3]]
                  + keeps[add[4]] + keeps[add[5]] + keeps[add[6]]) / 6.0;
    }
}

/* From the keeps' values to the throws' values one throw earlier: each throw's best keep. */
static void
roll_values (const Dice   *dice,
             const double *keeps,
             double       *rolls)
{
  for (guint r = 0; r < N_ROLLS; r++)
    {
      double b = -1;

      for (guint s = 0; s < dice->n_subs[r]; s++)
        b = MAX (b, keeps[dice->subs[r][s]]);
      rolls[r] = b;
    }
}

/* Turns @rolls (the values of final throws) into those with @steps more throws to come. */
static void
step_back (const Dice *dice,
           double     *rolls,
           guint       steps)
{
  double keeps[N_KEEPS];

  for (guint s = 0; s < steps; s++)
    {
      keep_values (dice, rolls, keeps);
      roll_values (dice, keeps, rolls);
    }
}

static double
state_value (const PipsYachtTable *table,
             const Dice           *dice,
             guint32               mask,
             guint                 upper,
             guint                 flag)
{
  double rolls[N_ROLLS];
  double sum = 0;

  final_values (table, dice, mask, upper, flag, rolls);
  step_back (dice, rolls, table->rules.throws - 1);
  for (guint r = 0; r < N_ROLLS; r++)
    sum += dice->chance[r] * rolls[r];
  return sum;
}

/* reachable[u]: whether the filled upper boxes of @mask can total u (capped). */
static void
reachable_uppers (const PipsYachtTable *table,
                  guint32               mask,
                  gboolean             *reachable)
{
  guint t = table->rules.upper_threshold;
  g_autofree gboolean *next = g_new (gboolean, t + 1);

  memset (reachable, 0, sizeof (gboolean) * (t + 1));
  reachable[0] = TRUE;
  for (guint i = 0; i < table->n_boxes; i++)
    {
      guint face = table->upper_face[i];

      if (face == 0 || (mask & (1u << i)) != 0)
        continue;
      memset (next, 0, sizeof (gboolean) * (t + 1));
      for (guint u = 0; u <= t; u++)
        if (reachable[u])
          for (guint c = 0; c <= PIPS_YACHT_N_DICE; c++)
            next[MIN (u + c * face, t)] = TRUE;
      memcpy (reachable, next, sizeof (gboolean) * (t + 1));
    }
}

/* Whether the table computes the states of @mask at all: its free boxes lie within the boxes it
 * was built for and, with the boxes filled in order, they are the last ones. */
static gboolean
table_has_mask (const PipsYachtTable *table,
                guint32               mask)
{
  guint32 n_masks = 1u << table->n_boxes;

  if ((mask & ~table->within) != 0)
    return FALSE;
  /* In order, the free boxes are always the last ones: no other state is ever played. */
  return !table->rules.in_order || mask == 0 || ((mask + (mask & -mask)) & (n_masks - 1)) == 0;
}

/* Whether every state the builder computes holds a number (NaN marks only the states it leaves
 * out): a table with NaN where a game looks would give no advice, or nonsense. */
static gboolean
table_computed_states_finite (const PipsYachtTable *table)
{
  guint32 n_masks = 1u << table->n_boxes;
  g_autofree gboolean *reachable = g_new (gboolean, table->n_upper);

  for (guint32 mask = 0; mask < n_masks; mask++)
    {
      gboolean five_filled = (mask & (1u << table->five_index)) == 0;

      if (!table_has_mask (table, mask))
        continue;
      reachable_uppers (table, mask, reachable);
      for (guint u = 0; u < table->n_upper; u++)
        for (guint flag = 0; reachable[u] && flag < table->n_flags; flag++)
          if ((!flag || five_filled) && isnan (table->values[state_index (table, mask, u, flag)]))
            return FALSE;
    }

  return TRUE;
}

static gboolean
table_fill (PipsYachtTable        *table,
            PipsYachtProgressFunc  progress,
            gpointer               user_data,
            GCancellable          *cancellable,
            GError               **error)
{
  const Dice *dice = get_dice ();
  guint32 n_masks = 1u << table->n_boxes;
  g_autofree gboolean *reachable = g_new (gboolean, table->n_upper);

  for (guint32 mask = 0; mask < n_masks; mask++)
    {
      gboolean five_filled = (mask & (1u << table->five_index)) == 0;

      if (!table_has_mask (table, mask))
        continue;
      if ((mask & 0xff) == 0 && progress != NULL)
        progress ((double) mask / n_masks, user_data);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      reachable_uppers (table, mask, reachable);
      for (guint u = 0; u < table->n_upper; u++)
        {
          if (!reachable[u])
            continue;
          for (guint flag = 0; flag < table->n_flags; flag++)
            {
              double v;

              if (flag && !five_filled)
                continue;
              v = mask == 0 ? 0 : state_value (table, dice, mask, u, flag);
              table->values[state_index (table, mask, u, flag)] = v;
            }
        }
    }
  if (progress != NULL)
    progress (1.0, user_data);
  return TRUE;
}

/**
 * pips_yacht_table_build:
 * @rules: a valid rule set
 * @progress: (nullable): told the fraction done now and then
 * @cancellable: (nullable): stops the build
 *
 * Computes the value of every state at the start of a turn. Seconds of one core: call it in a
 * worker thread.
 *
 * Returns: (transfer full) (nullable): the table, or %NULL when cancelled
 */
PipsYachtTable *
pips_yacht_table_build (const PipsYachtRules   *rules,
                        PipsYachtProgressFunc   progress,
                        gpointer                user_data,
                        GCancellable           *cancellable,
                        GError                **error)
{
  g_autoptr (PipsYachtTable) table = NULL;

  g_return_val_if_fail (pips_yacht_rules_is_valid (rules), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  table = table_new (rules);
  if (!table_fill (table, progress, user_data, cancellable, error))
    return NULL;
  return g_steal_pointer (&table);
}

/**
 * pips_yacht_table_build_within:
 * @free_mask: the boxes that may be free
 *
 * Computes only the states whose free boxes lie within @free_mask (the others' values are NaN):
 * enough for a sheet with those boxes free, and fast when they are few (the tests' small sheets).
 *
 * Returns: (transfer full) (nullable): the table, or %NULL when cancelled
 */
PipsYachtTable *
pips_yacht_table_build_within (const PipsYachtRules   *rules,
                               guint32                 free_mask,
                               GCancellable           *cancellable,
                               GError                **error)
{
  g_autoptr (PipsYachtTable) table = NULL;

  g_return_val_if_fail (pips_yacht_rules_is_valid (rules), NULL);

  table = table_new (rules);
  table->within &= free_mask;
  if (!table_fill (table, NULL, NULL, cancellable, error))
    return NULL;
  return g_steal_pointer (&table);
}

/* Sheets */

void
pips_yacht_sheet_init (PipsYachtSheet *sheet)
{
  for (guint i = 0; i < PIPS_YACHT_MAX_BOXES; i++)
    sheet->boxes[i] = -1;
  sheet->five_again = 0;
}

guint32
pips_yacht_sheet_free_mask (const PipsYachtRules *rules,
                            const PipsYachtSheet *sheet)
{
  guint32 mask = 0;

  for (guint i = 0; i < pips_yacht_rules_n_boxes (rules); i++)
    if (sheet->boxes[i] < 0)
      mask |= 1u << i;
  return mask;
}

/* The upper total, not capped. */
guint
pips_yacht_sheet_upper (const PipsYachtRules *rules,
                        const PipsYachtSheet *sheet)
{
  guint upper = 0;

  for (guint i = 0; i < pips_yacht_rules_n_boxes (rules); i++)
    if (sheet->boxes[i] > 0 && pips_yacht_box_is_upper (pips_yacht_rules_box (rules, i)))
      upper += sheet->boxes[i];
  return upper;
}

/* The total: every box, the upper bonus and the bonuses of further fives of a kind. */
guint
pips_yacht_sheet_total (const PipsYachtRules *rules,
                        const PipsYachtSheet *sheet)
{
  guint total = sheet->five_again;

  for (guint i = 0; i < pips_yacht_rules_n_boxes (rules); i++)
    if (sheet->boxes[i] > 0)
      total += sheet->boxes[i];
  if (pips_yacht_sheet_upper (rules, sheet) >= rules->upper_threshold)
    total += rules->upper_bonus;
  return total;
}

static void
sheet_state (PipsYachtTable       *table,
             const PipsYachtSheet *sheet,
             guint32              *mask,
             guint                *upper,
             guint                *flag)
{
  *mask = pips_yacht_sheet_free_mask (&table->rules, sheet);
  *upper = MIN (pips_yacht_sheet_upper (&table->rules, sheet), table->rules.upper_threshold);
  *flag = table->n_flags == 2 && sheet->boxes[table->five_index] == 50;
}

double
pips_yacht_table_start_value (PipsYachtTable *table)
{
  return table->values[state_index (table, (1u << table->n_boxes) - 1, 0, 0)];
}

/**
 * pips_yacht_table_value:
 *
 * Returns: the expected final score of @sheet at the start of its next turn under optimal play
 *   (NaN for a state the table does not hold)
 */
double
pips_yacht_table_value (PipsYachtTable       *table,
                        const PipsYachtSheet *sheet)
{
  guint32 mask;
  guint upper, flag;

  sheet_state (table, sheet, &mask, &upper, &flag);
  return pips_yacht_sheet_total (&table->rules, sheet)
         + table->values[state_index (table, mask, upper, flag)];
}

/**
 * pips_yacht_table_keeps:
 * @dice: (array fixed-size=5): the dice on the table, 1 … 6
 * @throws_left: the throws still allowed this turn, 1 or more
 * @values: (array fixed-size=32) (out caller-allocates): for each subset of the dice (bit j: the
 *   die @dice[j] kept), the expected final score when it is kept and the others thrown again,
 *   then optimal play; keeping all five is throwing nothing now (its value is that of the best box
 *   for these dice, or of a later throw when one is left: compare with pips_yacht_table_boxes())
 *
 * Returns: %FALSE when the dice, the throws or the sheet are not a state of the table
 */
gboolean
pips_yacht_table_keeps (PipsYachtTable       *table,
                        const PipsYachtSheet *sheet,
                        const guint8         *dice,
                        guint                 throws_left,
                        double               *values)
{
  const Dice *d = get_dice ();
  double rolls[N_ROLLS], keeps[N_KEEPS];
  guint8 counts[7];
  guint32 mask;
  guint upper, flag, total;

  sheet_state (table, sheet, &mask, &upper, &flag);
  if (!pips_yacht_counts_from_dice (dice, counts) || throws_left < 1
      || throws_left >= table->rules.throws || mask == 0)
    return FALSE;

  final_values (table, d, mask, upper, flag, rolls);
  step_back (d, rolls, throws_left - 1);
  keep_values (d, rolls, keeps);
  total = pips_yacht_sheet_total (&table->rules, sheet);
  for (guint subset = 0; subset < 32; subset++)
    {
      guint8 kept[7] = { 0, };

      for (guint j = 0; j < PIPS_YACHT_N_DICE; j++)
        if (subset & (1u << j))
          kept[dice[j]]++;
      values[subset] = total + keeps[keep_id (d, kept)];
    }
  return !isnan (values[0]);
}

/**
 * pips_yacht_table_boxes:
 * @values: (array fixed-size=15) (out caller-allocates): for each box of the sheet, the expected
 *   final score when the dice are entered there now, then optimal play; NaN for a box that is not
 *   free or not allowed (the forced joker's order)
 *
 * Returns: %FALSE when the dice or the sheet are not a state of the table
 */
gboolean
pips_yacht_table_boxes (PipsYachtTable       *table,
                        const PipsYachtSheet *sheet,
                        const guint8         *dice,
                        double               *values)
{
  const Dice *d = get_dice ();
  guint8 counts[7];
  guint32 mask;
  guint upper, flag, total, r;
  gboolean any = FALSE;

  sheet_state (table, sheet, &mask, &upper, &flag);
  if (!pips_yacht_counts_from_dice (dice, counts) || mask == 0)
    return FALSE;

  r = pips_odds_outcome_index (counts, PIPS_YACHT_N_DICE, 6);
  total = pips_yacht_sheet_total (&table->rules, sheet);
  for (guint i = 0; i < PIPS_YACHT_MAX_BOXES; i++)
    {
      values[i] = NAN;
      if (i >= table->n_boxes || !pips_yacht_box_allowed (&table->rules, mask, counts, i))
        continue;
      values[i] = total + entry_value (table, d, mask, upper, flag, i, r);
      any |= !isnan (values[i]);
    }
  return any;
}

/* Files: "PipsYcht", version (u32), key length (u32), the rule set's key, the boxes the states'
 * free boxes lie within (u32), number of values (u64), the values (float32; NaN for states not
 * computed), a SHA-256 of everything before it; little-endian. */

#define MAGIC "PipsYcht"

/**
 * pips_yacht_table_file_name:
 *
 * Returns: (transfer full): the name of the rule set's table file in a cache folder
 */
char *
pips_yacht_table_file_name (const PipsYachtRules *rules)
{
  g_autofree char *key = pips_yacht_rules_to_key (rules);
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, key, -1);

  return g_strdup_printf ("yacht-v%u-%.16s.table", PIPS_YACHT_TABLE_VERSION, sum);
}

static void
append_u32 (GByteArray *bytes,
            guint32     value)
{
  guint32 le = GUINT32_TO_LE (value);

  g_byte_array_append (bytes, (const guint8 *) &le, 4);
}

static void
append_u64 (GByteArray *bytes,
            guint64     value)
{
  guint64 le = GUINT64_TO_LE (value);

  g_byte_array_append (bytes, (const guint8 *) &le, 8);
}

static gsize
digest_length (void)
{
  return g_checksum_type_get_length (G_CHECKSUM_SHA256);
}

static void
digest (const guint8 *data,
        gsize         length,
        guint8       *out)
{
  g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  gsize n = digest_length ();

  g_checksum_update (checksum, data, length);
  g_checksum_get_digest (checksum, out, &n);
}

/**
 * pips_yacht_table_save:
 * @cache_dir: the folder (made when missing)
 *
 * Writes the table to its file in @cache_dir, atomically (a table of
 * pips_yacht_table_build_within() too, and loads as such).
 */
gboolean
pips_yacht_table_save (PipsYachtTable  *table,
                       const char      *cache_dir,
                       GError         **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_autofree char *key = pips_yacht_rules_to_key (&table->rules);
  g_autofree char *name = pips_yacht_table_file_name (&table->rules);
  g_autofree char *path = g_build_filename (cache_dir, name, NULL);
  guint8 sum[64];

  if (g_mkdir_with_parents (cache_dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   "Cannot make %s: %s", cache_dir, g_strerror (saved));
      return FALSE;
    }

  g_byte_array_append (bytes, (const guint8 *) MAGIC, 8);
  append_u32 (bytes, PIPS_YACHT_TABLE_VERSION);
  append_u32 (bytes, strlen (key));
  g_byte_array_append (bytes, (const guint8 *) key, strlen (key));
  append_u32 (bytes, table->within);
  append_u64 (bytes, table->n_values);
  for (gsize i = 0; i < table->n_values; i++)
    {
      guint32 bits;

      memcpy (&bits, &table->values[i], 4);
      append_u32 (bytes, bits);
    }
  digest (bytes->data, bytes->len, sum);
  g_byte_array_append (bytes, sum, digest_length ());

  return g_file_set_contents (path, (const char *) bytes->data, bytes->len, error);
}

static guint32
read_u32 (const guint8 *p)
{
  guint32 v;

  memcpy (&v, p, 4);
  return GUINT32_FROM_LE (v);
}

static guint64
read_u64 (const guint8 *p)
{
  guint64 v;

  memcpy (&v, p, 8);
  return GUINT64_FROM_LE (v);
}

/* More points than a game of @rules can still score from any state: every box at the most any
 * throw (or a joker) scores in it, each with a further five of a kind, and the upper bonus. */
static double
most_points (const PipsYachtRules *rules)
{
  guint best = 50;
  guint n_boxes = pips_yacht_rules_n_boxes (rules);

  for (guint throw = 0; throw < 6 * 6 * 6 * 6 * 6; throw++)
    {
      guint8 counts[7] = { 0, };  /* by face, 1 … 6 */

      for (guint d = 0, rest = throw; d < PIPS_YACHT_N_DICE; d++, rest /= 6)
        counts[1 + rest % 6]++;
      for (guint b = 0; b < n_boxes; b++)
        best = MAX (best, pips_yacht_score_box (rules, pips_yacht_rules_box (rules, b), counts));
    }

  return (double) n_boxes * (best + rules->five_again_bonus) + rules->upper_bonus;
}

/**
 * pips_yacht_table_load:
 *
 * Reads the rule set's table from @cache_dir. A missing file is %G_IO_ERROR_NOT_FOUND (or
 * %G_FILE_ERROR_NOENT); a file of another version or rule set, or damaged, is refused with
 * %G_IO_ERROR_INVALID_DATA — build the table again.
 *
 * Returns: (transfer full) (nullable): the table
 */
PipsYachtTable *
pips_yacht_table_load (const PipsYachtRules  *rules,
                       const char            *cache_dir,
                       GError               **error)
{
  g_autofree char *key = pips_yacht_rules_to_key (rules);
  g_autofree char *name = pips_yacht_table_file_name (rules);
  g_autofree char *path = g_build_filename (cache_dir, name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr (PipsYachtTable) table = NULL;
  g_autoptr (GError) read_error = NULL;
  const guint8 *p;
  gsize length, key_length, header;
  guint8 sum[64];
  double bound;

  g_return_val_if_fail (pips_yacht_rules_is_valid (rules), NULL);

  /* Read as every file from outside is: a regular file, no larger than a table of these rules
   * (a pipe or a link to a huge file is refused before it is read). */
  table = table_new (rules);
  if (!pips_file_read_regular (path, 16 + strlen (key) + 12 + 4 * table->n_values + digest_length (),
                               &contents, &length, &read_error))
    {
      /* Not a table: to be built again, as a damaged one is. */
      if (read_error->domain == G_IO_ERROR)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", path, read_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&read_error));
      return NULL;
    }
  p = (const guint8 *) contents;

#define REFUSE(why) \
  G_STMT_START { \
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", path, why); \
    return NULL; \
  } G_STMT_END

  if (length < 16 + digest_length () || memcmp (p, MAGIC, 8) != 0)
    REFUSE ("not a table of Yacht");
  if (read_u32 (p + 8) != PIPS_YACHT_TABLE_VERSION)
    REFUSE ("a table of another version");
  key_length = read_u32 (p + 12);
  if (key_length != strlen (key) || length < 16 + key_length + 12 + digest_length ()
      || memcmp (p + 16, key, key_length) != 0)
    REFUSE ("a table of other rules");
  header = 16 + key_length + 12;

  table->within &= read_u32 (p + 16 + key_length);
  if (read_u64 (p + 16 + key_length + 4) != table->n_values
      || length != header + 4 * table->n_values + digest_length ())
    REFUSE ("a table of the wrong size");
  digest (p, length - digest_length (), sum);
  if (memcmp (sum, p + length - digest_length (), digest_length ()) != 0)
    REFUSE ("a damaged table");

  /* The digest finds damage, not a file anyone made with a digest of its own: the table is a
   * cache, and each value is checked to be one a game can have, else the table is built again
   * (infinity or 1e30 gave nonsense advice). NaN is the builder's own mark of a state it did not
   * compute (outside the boxes it was built within, or that no game reaches), so it stays. */
  bound = most_points (rules);
  for (gsize i = 0; i < table->n_values; i++)
    {
      guint32 bits = read_u32 (p + header + 4 * i);

      memcpy (&table->values[i], &bits, 4);
      if (!isnan (table->values[i]) &&
          (isinf (table->values[i]) || table->values[i] < 0 || table->values[i] > bound))
        REFUSE ("a table with values no game can have");
    }
  if (!table_computed_states_finite (table))
    REFUSE ("a table without the value of a state a game can reach");
#undef REFUSE

  return g_steal_pointer (&table);
}
