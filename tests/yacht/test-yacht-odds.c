/* test-yacht-odds.c — Yacht's advice on seeded late-game states against a brute-force expectimax
 * written apart, and the process's tables (built in a worker, kept in the cache folder, loaded
 * from it, cancelled)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The brute force is that of test-yacht-solver.c: every ordered throw of the dice thrown, every
 * subset of the dice by place, the points from the scoring functions (tested on their own in
 * test-yacht-scoring.c and test-yacht-random.c). The games are played with seeded dice (some
 * throws five of a kind, so that the joker and the bonus of another Yacht come up) until the
 * player to act has few free boxes; from there every position of every turn is checked: before
 * the first throw and after every throw, every keep and every box.
 */

#define G_LOG_DOMAIN "pips-yacht-test"

#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "pips-yacht-odds.h"

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

/* The points still to come after entering five dice into box @i, those of the entry included. */
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
      upper = MIN (upper + points, rules->upper_threshold);
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

/* Five dice on the table with @left throws still allowed: the best of scoring now and of every
 * subset to keep. */
static double
brute_decide (Turn         *turn,
              const guint8 *dice,
              guint         left)
{
  double *memo = &turn->decide[left][dice_key (dice, 5)];
  double best;

  if (*memo >= 0)
    return *memo;
  best = brute_leaf (turn, dice);
  for (guint subset = 0; left > 0 && subset < 31; subset++)
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

/* @kept set aside, the other dice thrown (one of @left throws): the mean over every ordered
 * throw. */
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

/* The points still to come at the start of a turn. */
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

/* Games */

static const char * const players[] = { "Anna", "Ben", "Clara", NULL };

static JsonObject *
parse_object (const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

static PipsGame *
new_game (guint       n_players,
          const char *json)
{
  g_autoptr(JsonObject) options = pips_game_info_default_options (&pips_yacht_game_info);
  g_autoptr(JsonObject) changes = parse_object (json);
  g_autoptr(GList) members = json_object_get_members (changes);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = g_new0 (char *, n_players + 1);

  for (guint p = 0; p < n_players; p++)
    names[p] = g_strdup (players[p]);
  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (options, l->data, json_object_dup_member (changes, l->data));
  g_assert_true (pips_game_info_check_options (&pips_yacht_game_info, options, &error));
  g_assert_no_error (error);

  return pips_game_new (&pips_yacht_game_info, (const char * const *) names, options);
}

static void
apply (PipsGame   *game,
       JsonObject *event)
{
  g_autoptr(GError) error = NULL;

  if (!pips_game_apply (game, event, &error))
    g_error ("refused: %s", error->message);
  json_object_unref (event);
}

static guint
n_bits (guint32 mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

/* Two pieces of advice alike, to the last bit or NaN for NaN. */
static void
assert_same_value (double a,
                   double b)
{
  if (isnan (a))
    g_assert_true (isnan (b));
  else
    g_assert_cmpfloat_with_epsilon (a, b, 1e-9);
}

typedef struct
{
  guint n_positions;
  guint n_before_throw;
  guint n_keeps;
  guint n_jokers;
} Counts;

/* The advice of the player to act against the brute force. */
static void
check_position (PipsGame *game,
                Brute    *brute,
                Counts   *counts)
{
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  const PipsYachtRules *rules = pips_yacht_game_get_rules (yacht);
  guint player = pips_yacht_game_get_current (yacht);
  const PipsYachtSheet *sheet = pips_yacht_game_get_sheet (yacht, player);
  guint32 mask = pips_yacht_sheet_free_mask (rules, sheet);
  guint upper = MIN (pips_yacht_sheet_upper (rules, sheet), rules->upper_threshold);
  int five = pips_yacht_rules_box_index (rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
  gboolean holds50 = sheet->boxes[five] == 50;
  guint total = pips_yacht_sheet_total (rules, sheet);
  guint throws = pips_yacht_game_get_throws (yacht);
  guint left = pips_yacht_game_get_throws_left (yacht);
  guint n_boxes = pips_yacht_rules_n_boxes (rules);
  g_autofree PipsYachtAdvice *advice = NULL;
  g_autofree PipsYachtAdvice *with_table = NULL;
  g_autoptr(PipsYachtTable) table = NULL;
  g_autofree Turn *turn = NULL;
  guint8 dice[5], counts_of[7];
  double best = -1;

  g_assert_cmpuint (n_bits (mask), <=, PIPS_YACHT_ADVICE_SMALL_SHEET);
  g_assert_false (pips_yacht_game_needs_table (yacht));
  advice = pips_yacht_game_dup_advice (yacht, NULL);
  g_assert_nonnull (advice);
  g_assert_cmpuint (advice->player, ==, player);
  g_assert_cmpuint (advice->throws_left, ==, left);
  g_assert_true (isnan (advice->keeps[31]));
  counts->n_positions++;

  /* With a table of the sheet's states given, the same advice. */
  table = pips_yacht_table_build_within (rules, mask, NULL, NULL);
  with_table = pips_yacht_game_dup_advice (yacht, table);
  g_assert_nonnull (with_table);
  g_assert_cmpint (with_table->best_keep, ==, advice->best_keep);
  g_assert_cmpint (with_table->best_box, ==, advice->best_box);
  assert_same_value (with_table->now, advice->now);
  for (guint k = 0; k < 32; k++)
    assert_same_value (with_table->keeps[k], advice->keeps[k]);
  for (guint i = 0; i < PIPS_YACHT_MAX_BOXES; i++)
    assert_same_value (with_table->boxes[i], advice->boxes[i]);

  /* Before the first throw: the value of the sheet, no choice yet. */
  if (throws == 0)
    {
      g_assert_cmpfloat_with_epsilon (advice->now, total + brute_state (brute, mask, upper, holds50), EPSILON);
      g_assert_cmpfloat (advice->now, ==, pips_yacht_table_value (table, sheet));
      g_assert_cmpint (advice->best_keep, ==, -1);
      g_assert_cmpint (advice->best_box, ==, -1);
      for (guint k = 0; k < 32; k++)
        g_assert_true (isnan (advice->keeps[k]));
      for (guint i = 0; i < PIPS_YACHT_MAX_BOXES; i++)
        g_assert_true (isnan (advice->boxes[i]));
      counts->n_before_throw++;
      return;
    }

  pips_yacht_game_get_dice (yacht, dice);
  pips_yacht_counts_from_dice (dice, counts_of);
  turn = turn_new (brute, mask, upper, holds50);
  if (pips_yacht_joker_applies (rules, mask, counts_of))
    counts->n_jokers++;

  /* Every box: allowed ones against the brute force, the others NaN. In order, only the first
   * free box is allowed. */
  for (guint i = 0; i < PIPS_YACHT_MAX_BOXES; i++)
    {
      gboolean allowed = i < n_boxes && pips_yacht_box_allowed (rules, mask, counts_of, i);

      if (rules->in_order && i < n_boxes)
        g_assert_cmpint (allowed, ==, (mask & (1u << i)) != 0 && (mask & ((1u << i) - 1)) == 0);
      g_assert_cmpint (allowed, ==, pips_yacht_game_check_box (yacht, i, NULL, NULL, NULL));
      if (!allowed)
        {
          g_assert_true (isnan (advice->boxes[i]));
          continue;
        }
      g_assert_cmpfloat_with_epsilon (advice->boxes[i], total + brute_box (turn, dice, i), EPSILON);
      g_assert_cmpint (advice->best_box, >=, 0);
      g_assert_cmpfloat (advice->boxes[i], <=, advice->boxes[advice->best_box] + 1e-9);
      best = MAX (best, advice->boxes[i]);
    }
  g_assert_cmpint (advice->best_box, >=, 0);

  /* Every keep that throws a die again, while a throw is left. */
  if (left == 0)
    {
      g_assert_cmpint (advice->best_keep, ==, -1);
      for (guint k = 0; k < 32; k++)
        g_assert_true (isnan (advice->keeps[k]));
    }
  else
    {
      g_assert_cmpint (advice->best_keep, >=, 0);
      g_assert_cmpint (advice->best_keep, <, 31);
      for (guint k = 0; k < 31; k++)
        {
          guint8 kept[5];
          guint n = 0;

          for (guint j = 0; j < 5; j++)
            if (k & (1u << j))
              kept[n++] = dice[j];
          g_assert_cmpfloat_with_epsilon (advice->keeps[k], total + brute_rethrow (turn, kept, n, left), EPSILON);
          g_assert_cmpfloat (advice->keeps[k], <=, advice->keeps[advice->best_keep] + 1e-9);
          /* Among keeps of equal value, the fewest dice. */
          if (fabs (advice->keeps[k] - advice->keeps[advice->best_keep]) <= 1e-9)
            g_assert_cmpuint (n_bits (advice->best_keep), <=, n);
          counts->n_keeps++;
        }
      best = MAX (best, advice->keeps[advice->best_keep]);
    }

  /* Now: the best choice, and what the brute force makes of the position. */
  g_assert_cmpfloat_with_epsilon (advice->now, best, 1e-9);
  g_assert_cmpfloat_with_epsilon (advice->now, total + brute_decide (turn, dice, left), EPSILON);
}

typedef struct
{
  const char *name;
  const char *options;
  guint       n_players;
  guint       small;      /* check once the player to act has this many free boxes or fewer */
  double      lucky;      /* chance that a first throw is five of a kind */
  guint32     seed;
} Case;

static const Case cases[] = {
  { "kniffel", "{}", 2, 3, 0.1, 1 },
  { "yahtzee", "{\"five-again\":\"100\",\"joker\":\"forced\"}", 2, 3, 0.4, 2 },
  { "yahtzee-five-boxes", "{\"five-again\":\"100\",\"joker\":\"forced\"}", 1, 5, 0.4, 3 },
  { "yatzy", "{\"boxes\":\"yatzy\",\"bonus-points\":50}", 2, 3, 0.1, 4 },
  { "in-order", "{\"in-order\":true}", 2, 4, 0.1, 5 },
  { "in-order-forced-joker", "{\"in-order\":true,\"five-again\":\"50\",\"joker\":\"forced\"}", 1, 5, 0.4, 6 },
  { "free-joker-two-throws", "{\"joker\":\"free\",\"five-again\":\"50\",\"five-full-house\":true,\"throws\":2}", 2, 3, 0.4, 7 },
  { "one-throw", "{\"boxes\":\"yatzy\",\"throws\":1,\"joker\":\"free\"}", 3, 4, 0.2, 8 },
};

/* Plays the case's game with seeded dice, and checks every position of the late game. */
static void
test_advice (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(PipsGame) game = new_game (c->n_players, c->options);
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (c->seed);
  g_autoptr(GRand) rand = g_rand_new_with_seed (c->seed);
  g_autoptr(GHashTable) memo = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  Brute brute = { pips_yacht_game_get_rules (yacht), memo };
  guint n_boxes = pips_yacht_game_get_n_boxes (yacht);
  guint five = pips_yacht_rules_box_index (brute.rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
  Counts counts = { 0, };

  while (!pips_game_is_over (game))
    {
      guint player = pips_yacht_game_get_current (yacht);
      guint n_free = n_boxes - pips_yacht_game_get_n_filled (yacht, player);
      gboolean late = n_free <= c->small;
      guint allowed[PIPS_YACHT_MAX_BOXES], n_allowed = 0, points;

      /* Early in the game the whole table is needed. */
      g_assert_cmpint (pips_yacht_game_needs_table (yacht), ==, n_free > PIPS_YACHT_ADVICE_SMALL_SHEET);
      if (n_free > PIPS_YACHT_ADVICE_SMALL_SHEET)
        g_assert_null (pips_yacht_game_dup_advice (yacht, NULL));
      if (late)
        check_position (game, &brute, &counts);

      if (g_rand_double (rand) < c->lucky)
        {
          guint8 alike[5];

          memset (alike, g_rand_int_range (rand, 1, 7), 5);
          apply (game, pips_yacht_game_build_throw (yacht, alike, 0));
        }
      else
        apply (game, pips_yacht_game_build_roll (yacht, roller, 0));
      if (late)
        check_position (game, &brute, &counts);

      /* Throw again: late in the game as the advice says, else keeping dice at random. */
      while (pips_yacht_game_can_throw (yacht) && g_rand_int_range (rand, 0, 3) != 0)
        {
          g_autofree PipsYachtAdvice *advice = late ? pips_yacht_game_dup_advice (yacht, NULL) : NULL;
          /* Keeping all five is no throw (refused): 0 to 30. */
          guint kept = g_rand_int_range (rand, 0, 31);

          if (advice != NULL && g_rand_boolean (rand))
            kept = advice->best_keep;
          apply (game, pips_yacht_game_build_roll (yacht, roller, kept));
          if (late)
            check_position (game, &brute, &counts);
        }

      /* A box at random; a five of a kind into the Yacht box while it is free and allowed (so
       * that the joker and the bonus come up later). */
      for (guint i = 0; i < n_boxes; i++)
        if (pips_yacht_game_check_box (yacht, i, NULL, NULL, NULL))
          allowed[n_allowed++] = i;
      g_assert_cmpuint (n_allowed, >, 0);
      if (pips_yacht_game_check_box (yacht, five, &points, NULL, NULL) && points == 50)
        apply (game, pips_yacht_game_build_score (yacht, five, FALSE));
      else
        apply (game, pips_yacht_game_build_score (yacht, allowed[g_rand_int_range (rand, 0, n_allowed)], FALSE));
    }

  /* The game over, no advice. */
  g_assert_false (pips_yacht_game_needs_table (yacht));
  g_assert_null (pips_yacht_game_dup_advice (yacht, NULL));

  g_test_message ("%s: %u positions (%u before a throw, %u keeps), %u with a joker, %u states of "
                  "the brute force", c->name, counts.n_positions, counts.n_before_throw,
                  counts.n_keeps, counts.n_jokers, g_hash_table_size (memo));
  g_assert_cmpuint (counts.n_before_throw, ==, c->n_players * c->small);
  if (brute.rules->joker != PIPS_YACHT_JOKER_OFF && !brute.rules->in_order)
    g_assert_cmpuint (counts.n_jokers, >, 0);
}

/* The process's tables */

typedef struct
{
  GThread        *main_thread;
  double          progress;     /* the last told, -1 before */
  guint           n_progress;
  gboolean        done;
  PipsYachtTable *table;
  GError         *error;
  GCancellable   *cancel_on_progress;
  int            *n_freed;      /* the jobs done with the progress data, atomically */
} Wait;

static void
progress_cb (double   fraction,
             gpointer data)
{
  Wait *wait = data;

  /* Told on the caller's main context, never going back. */
  g_assert_true (g_thread_self () == wait->main_thread);
  g_assert_cmpfloat (fraction, >=, wait->progress);
  g_assert_cmpfloat (fraction, <=, 1.0);
  wait->progress = fraction;
  wait->n_progress++;
  if (wait->cancel_on_progress != NULL)
    g_cancellable_cancel (wait->cancel_on_progress);
}

static void
table_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  Wait *wait = data;

  g_assert_true (g_thread_self () == wait->main_thread);
  wait->table = pips_yacht_tables_get_finish (result, &wait->error);
  wait->done = TRUE;
}

static void
wait_init (Wait *wait)
{
  *wait = (Wait) { g_thread_self (), -1, 0, FALSE, NULL, NULL, NULL, NULL };
}

/* Iterates the main context until the table is got (and, with @until_full, until the progress
 * told 1). */
static void
wait_for (Wait     *wait,
          gboolean  until_full)
{
  while (!wait->done || (until_full && wait->progress < 1.0))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
file_in_cache (const PipsYachtRules *rules)
{
  g_autofree char *dir = pips_yacht_tables_dup_cache_dir ();
  g_autofree char *name = pips_yacht_table_file_name (rules);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

static void
test_tables_build (void)
{
  g_autofree char *dir = pips_yacht_tables_dup_cache_dir ();
  g_autofree char *expected_dir = g_build_filename (g_get_user_cache_dir (), "pips", "yacht", NULL);
  g_autoptr(PipsYachtTable) loaded = NULL;
  g_autoptr(GError) error = NULL;
  PipsYachtRules rules;
  PipsYachtTable *first;
  Wait wait;

  g_assert_cmpstr (dir, ==, expected_dir);
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));

  /* In order, only the free boxes at the bottom are states: milliseconds. */
  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_KNIFFEL);
  rules.in_order = TRUE;
  g_assert_null (pips_yacht_tables_lookup (&rules));

  wait_init (&wait);
  pips_yacht_tables_get_async (&rules, progress_cb, &wait, NULL, NULL, table_cb, &wait);
  /* While the main context is not iterated (nor owned), the build goes on and ends; its progress
   * still waits for the main context. */
  while (pips_yacht_tables_lookup (&rules) == NULL)
    g_usleep (1000);
  g_assert_cmpuint (wait.n_progress, ==, 0);
  g_assert_false (wait.done);
  wait_for (&wait, TRUE);
  g_assert_no_error (wait.error);
  g_assert_nonnull (wait.table);
  g_assert_cmpfloat (wait.progress, ==, 1.0);
  g_assert_cmpuint (wait.n_progress, >=, 1);
  first = wait.table;
  g_assert_true (pips_yacht_tables_lookup (&rules) == first);
  g_test_message ("in order: %.4f to expect", pips_yacht_table_start_value (first));

  /* Kept in the cache folder: a file that loads as the same table. */
  g_assert_true (file_in_cache (&rules));
  loaded = pips_yacht_table_load (&rules, dir, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (pips_yacht_table_start_value (loaded), ==, pips_yacht_table_start_value (first));
  g_assert_cmpuint (pips_yacht_table_get_n_states (loaded), ==, pips_yacht_table_get_n_states (first));

  /* Asked again: the process's table, without a build. */
  wait_init (&wait);
  pips_yacht_tables_get_async (&rules, progress_cb, &wait, NULL, NULL, table_cb, &wait);
  wait_for (&wait, FALSE);
  g_assert_no_error (wait.error);
  g_assert_true (wait.table == first);
  g_assert_cmpuint (wait.n_progress, ==, 0);
}

/* A table in the cache folder is read, not built: no progress. */
static void
test_tables_load (void)
{
  g_autofree char *dir = pips_yacht_tables_dup_cache_dir ();
  g_autoptr(PipsYachtTable) built = NULL;
  g_autoptr(GError) error = NULL;
  PipsYachtRules rules;
  Wait wait;

  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_YATZY);
  rules.in_order = TRUE;
  rules.throws = 2;
  g_assert_null (pips_yacht_tables_lookup (&rules));
  built = pips_yacht_table_build (&rules, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (pips_yacht_table_save (built, dir, &error));
  g_assert_no_error (error);

  wait_init (&wait);
  pips_yacht_tables_get_async (&rules, progress_cb, &wait, NULL, NULL, table_cb, &wait);
  wait_for (&wait, FALSE);
  g_assert_no_error (wait.error);
  g_assert_nonnull (wait.table);
  g_assert_true (wait.table != built);
  g_assert_cmpuint (wait.n_progress, ==, 0);
  g_assert_cmpfloat (pips_yacht_table_start_value (wait.table), ==, pips_yacht_table_start_value (built));
  g_assert_true (pips_yacht_tables_lookup (&rules) == wait.table);
}

/* The progress data is freed in whichever thread drops the job last. */
static void
progress_data_free_cb (gpointer data)
{
  Wait *wait = data;

  g_atomic_int_inc (wait->n_freed);
}

/* A cancelled build returns G_IO_ERROR_CANCELLED, keeps no table and writes no file: cancelled
 * before it starts, and while it runs (at its first progress). */
static void
test_tables_cancel (void)
{
  g_autoptr(GCancellable) before = g_cancellable_new ();
  g_autoptr(GCancellable) during = g_cancellable_new ();
  PipsYachtRules in_order, yahtzee;
  int n_freed = 0;
  Wait wait_before, wait_during;

  pips_yacht_rules_init_preset (&in_order, PIPS_YACHT_PRESET_KNIFFEL);
  in_order.in_order = TRUE;
  in_order.throws = 1;
  g_cancellable_cancel (before);
  wait_init (&wait_before);
  wait_before.n_freed = &n_freed;
  pips_yacht_tables_get_async (&in_order, progress_cb, &wait_before, progress_data_free_cb, before, table_cb, &wait_before);
  wait_for (&wait_before, FALSE);
  g_assert_null (wait_before.table);
  g_assert_error (wait_before.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&wait_before.error);
  g_assert_null (pips_yacht_tables_lookup (&in_order));
  g_assert_false (file_in_cache (&in_order));

  /* A whole table takes seconds: the cancel, at the first progress, comes in time. */
  pips_yacht_rules_init_preset (&yahtzee, PIPS_YACHT_PRESET_YAHTZEE);
  wait_init (&wait_during);
  wait_during.n_freed = &n_freed;
  wait_during.cancel_on_progress = during;
  pips_yacht_tables_get_async (&yahtzee, progress_cb, &wait_during, progress_data_free_cb, during, table_cb, &wait_during);
  wait_for (&wait_during, FALSE);
  g_assert_null (wait_during.table);
  g_assert_error (wait_during.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&wait_during.error);
  g_assert_cmpuint (wait_during.n_progress, >=, 1);
  g_assert_null (pips_yacht_tables_lookup (&yahtzee));
  g_assert_false (file_in_cache (&yahtzee));

  /* Both jobs let go of their progress data (a last progress may still be on its way). */
  while (g_atomic_int_get (&n_freed) < 2)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/yacht/odds/advice/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_advice);
    }
  g_test_add_func ("/yacht/odds/tables/build", test_tables_build);
  g_test_add_func ("/yacht/odds/tables/load", test_tables_load);
  g_test_add_func ("/yacht/odds/tables/cancel", test_tables_cancel);

  return g_test_run ();
}
