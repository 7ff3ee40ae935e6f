/* test-odds.c — the shared helper of the odds: every multiset of faces once, with its weight
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pips-odds.h"

/* Every ordered throw of k dice, counted by its multiset: the list has each multiset once, with
 * the number of ordered throws that show it, in order, and finds itself by its index. */
static void
test_outcomes_brute_force (void)
{
  for (guint n_faces = 1; n_faces <= PIPS_ODDS_MAX_FACES; n_faces++)
    for (guint n_dice = 0; n_dice <= PIPS_ODDS_MAX_DICE; n_dice++)
      {
        g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
        g_autofree gint64 *keys = NULL;
        const PipsOddsOutcome *outcomes;
        guint64 all = pips_odds_count_throws (n_dice, n_faces);
        guint64 sum = 0;
        guint n_outcomes;

        if (all > 300000)
          continue;   /* 6^8 and 5^8 are checked by their sums below */

        keys = g_new (gint64, all);
        for (guint64 t = 0; t < all; t++)
          {
            guint8 counts[PIPS_ODDS_MAX_FACES + 1] = { 0, };
            guint64 rest = t;
            guint *count;

            for (guint d = 0; d < n_dice; d++)
              counts[rest % n_faces + 1]++, rest /= n_faces;
            keys[t] = 0;
            for (guint f = 1; f <= n_faces; f++)
              keys[t] = keys[t] * 10 + counts[f];
            count = g_hash_table_lookup (seen, &keys[t]);
            if (count == NULL)
              {
                count = g_new0 (guint, 1);
                g_hash_table_insert (seen, &keys[t], count);
              }
            (*count)++;
          }

        outcomes = pips_odds_get_outcomes (n_dice, n_faces, &n_outcomes);
        g_assert_cmpuint (n_outcomes, ==, g_hash_table_size (seen));
        g_assert_cmpuint (n_outcomes, ==, pips_odds_count_outcomes (n_dice, n_faces));
        for (guint i = 0; i < n_outcomes; i++)
          {
            const PipsOddsOutcome *o = &outcomes[i];
            gint64 key = 0;
            guint *count;
            guint in_faces = 0;

            g_assert_cmpuint (o->n_dice, ==, n_dice);
            g_assert_cmpuint (o->n_faces, ==, n_faces);
            for (guint f = 1; f <= n_faces; f++)
              key = key * 10 + o->counts[f];
            count = g_hash_table_lookup (seen, &key);
            g_assert_nonnull (count);
            g_assert_cmpuint (o->weight, ==, *count);
            g_assert_cmpuint (pips_odds_outcome_index (o->counts, n_dice, n_faces), ==, i);
            for (guint d = 0; d < n_dice; d++)
              {
                g_assert_cmpuint (o->faces[d], >=, 1);
                g_assert_cmpuint (o->faces[d], <=, n_faces);
                if (d > 0)
                  g_assert_cmpuint (o->faces[d - 1], <=, o->faces[d]);
                in_faces += o->faces[d] == 1;
              }
            g_assert_cmpuint (in_faces, ==, o->counts[1]);
            sum += o->weight;
          }
        g_assert_cmpuint (sum, ==, all);
      }
}

/* Worked by hand: 5 dice, 252 outcomes of weight 7 776 in all; 8 dice, 1 287 of 6^8. */
static void
test_outcomes_by_hand (void)
{
  const PipsOddsOutcome *outcomes;
  guint8 counts[7] = { 0, 1, 1, 1, 1, 1, 1 };
  guint8 three_ones[7] = { 0, 3, 0, 0, 0, 0, 0 };
  guint64 sum = 0;
  guint n;

  outcomes = pips_odds_get_outcomes (5, 6, &n);
  g_assert_cmpuint (n, ==, 252);
  for (guint i = 0; i < n; i++)
    sum += outcomes[i].weight;
  g_assert_cmpuint (sum, ==, 7776);

  outcomes = pips_odds_get_outcomes (8, 6, &n);
  g_assert_cmpuint (n, ==, 1287);
  sum = 0;
  for (guint i = 0; i < n; i++)
    sum += outcomes[i].weight;
  g_assert_cmpuint (sum, ==, 1679616);

  /* Six different faces: 6! orders of 46 656; 1-1-1 of three dice: one of 216. */
  g_assert_cmpuint (pips_odds_multinomial (counts, 6), ==, 720);
  outcomes = pips_odds_get_outcomes (6, 6, &n);
  g_assert_cmpuint (outcomes[pips_odds_outcome_index (counts, 6, 6)].weight, ==, 720);
  g_assert_cmpfloat_with_epsilon (720.0 / pips_odds_count_throws (6, 6), 0.015432, 1e-6);
  outcomes = pips_odds_get_outcomes (3, 6, &n);
  g_assert_cmpuint (n, ==, 56);
  g_assert_cmpuint (outcomes[pips_odds_outcome_index (three_ones, 3, 6)].weight, ==, 1);
  g_assert_cmpuint (pips_odds_count_throws (3, 6), ==, 216);

  /* No dice: one outcome, one throw. */
  outcomes = pips_odds_get_outcomes (0, 6, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (outcomes[0].weight, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/odds/outcomes/brute-force", test_outcomes_brute_force);
  g_test_add_func ("/odds/outcomes/by-hand", test_outcomes_by_hand);

  return g_test_run ();
}
