/* test-choice-odds.c — Choice's odds against every throw, and against figures worked by hand
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The brute force of a grouping's odds plays it in the session, then every throw of five dice
 * (each multiset with its number of orders), and takes the best change from the rules' own list
 * of groupings (pips_choice_game_list_groupings()), undoing after each. The end of a sheet is
 * counted over the throws with the discard values themselves, not their marks alone.
 */

#include "config.h"

#include "pips-choice-odds.h"
#include "pips-demo.h"
#include "pips-odds.h"

#define EPSILON 1e-9

static void
append_ok (PipsSession *session,
           JsonObject  *event)
{
  g_autoptr(GError) error = NULL;

  pips_session_append (session, event, &error);
  g_assert_no_error (error);
}

static double
brute_grouping (PipsSession        *session,
                PipsChoiceGrouping *grouping)
{
  PipsChoiceGame *game = PIPS_CHOICE_GAME (pips_session_get_game (session));
  const PipsOddsOutcome *outcomes;
  guint n_outcomes;
  double sum = 0;

  append_ok (session, grouping->event);
  if (!pips_choice_game_get_sheet_over (game, 0))
    {
      outcomes = pips_odds_get_outcomes (5, 6, &n_outcomes);
      for (guint i = 0; i < n_outcomes; i++)
        {
          g_autoptr(JsonObject) event = pips_choice_game_build_throw (game, outcomes[i].faces);
          g_autoptr(GPtrArray) groupings = NULL;
          int best = G_MININT;

          append_ok (session, event);
          groupings = pips_choice_game_list_groupings (game);
          for (guint g = 0; g < groupings->len; g++)
            best = MAX (best, ((PipsChoiceGrouping *) g_ptr_array_index (groupings, g))->change);
          g_assert_cmpint (best, !=, G_MININT);
          sum += (double) outcomes[i].weight * best;
          g_assert_true (pips_session_undo (session));
        }
    }
  g_assert_true (pips_session_undo (session));

  return grouping->change + sum / 7776;
}

/* On seeded one-sheet games, jokers on, a throw on the table: a few groupings each. */
static void
test_grouping_brute_force (void)
{
  const char * const players[] = { "Anna", NULL };
  guint checked = 0;

  for (guint32 seed = 1; checked < 6 && seed < 500; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("choice", seed, players, 3 + seed * 7 % 90);
      PipsChoiceGame *game = PIPS_CHOICE_GAME (pips_session_get_game (session));
      g_autoptr(GPtrArray) groupings = pips_choice_game_list_groupings (game);
      g_autoptr(GArray) odds = NULL;

      if (groupings->len == 0)
        continue;

      checked++;
      odds = pips_choice_game_list_grouping_odds (game, groupings);
      g_assert_cmpuint (odds->len, ==, groupings->len);
      for (guint g = 0; g < groupings->len; g += 1 + groupings->len / 4)
        {
          PipsChoiceGrouping *grouping = g_ptr_array_index (groupings, g);
          double expected;

          g_assert_true (pips_choice_game_get_grouping_odds (game, grouping, &expected));
          g_assert_cmpfloat_with_epsilon (expected, g_array_index (odds, double, g), EPSILON);
          g_assert_cmpfloat_with_epsilon (expected, brute_grouping (session, grouping), EPSILON);
          g_test_message ("seed %u: %s expects %+.3f", seed, grouping->label, expected);
        }
    }
  g_assert_cmpuint (checked, ==, 6);
}

/* The end, by brute force: the discard values themselves, every choice the rules allow. */
typedef struct
{
  guint values[3];
  guint marks[3];
  guint n;
} Discards;

static double
brute_end (const Discards *d,
           guint           left,
           gboolean        soonest)
{
  const PipsOddsOutcome *outcomes;
  guint n_outcomes;
  double sum = 0;

  if (left == 0)
    return 0;

  outcomes = pips_odds_get_outcomes (5, 6, &n_outcomes);
  for (guint i = 0; i < n_outcomes; i++)
    {
      double best = -1;
      gboolean any_fixed = FALSE;

      for (guint j = 0; j < d->n; j++)
        any_fixed |= outcomes[i].counts[d->values[j]] > 0;

      for (guint v = 1; v <= 6; v++)
        {
          Discards next = *d;
          gboolean fixed = FALSE;
          double p;

          if (outcomes[i].counts[v] == 0)
            continue;
          for (guint j = 0; j < d->n; j++)
            if (d->values[j] == v)
              {
                fixed = TRUE;
                next.marks[j]++;
                p = next.marks[j] == 8 ? 1 : brute_end (&next, left - 1, soonest);
              }
          if (!fixed)
            {
              if (d->n == 3)
                continue;   /* three fixed: only one of them, or a free throw */
              next.values[next.n] = v;
              next.marks[next.n++] = 1;
              p = brute_end (&next, left - 1, soonest);
            }
          best = best < 0 ? p : soonest ? MAX (best, p) : MIN (best, p);
        }
      if (best < 0)
        {
          g_assert_false (any_fixed);
          best = brute_end (d, left - 1, soonest);
        }
      sum += outcomes[i].weight * best;
    }

  return sum / 7776;
}

static void
test_end_brute_force (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  guint checked = 0;

  for (guint32 seed = 1; checked < 8 && seed < 2000; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("choice", seed, players, 40 + seed * 13 % 160);
      PipsChoiceGame *game = PIPS_CHOICE_GAME (pips_session_get_game (session));

      for (guint p = 0; p < 2; p++)
        {
          Discards d = { { 0, }, };
          guint most = 0;

          if (pips_choice_game_get_sheet_over (game, p))
            continue;
          for (guint j = 0; j < pips_choice_game_get_n_discards (game, p); j++)
            most = MAX (most, pips_choice_game_get_discard_marks (game, p, j));
          /* Only sheets two throws from their end have a chance to end within two. */
          if (most < 6)
            continue;
          d.n = pips_choice_game_get_n_discards (game, p);
          for (guint j = 0; j < d.n; j++)
            {
              d.values[j] = pips_choice_game_get_discard_value (game, p, j);
              d.marks[j] = pips_choice_game_get_discard_marks (game, p, j);
            }
          checked++;
          for (guint n = 0; n <= 2; n++)
            {
              double soonest, latest;

              g_assert_true (pips_choice_game_get_end_odds (game, p, n, &soonest, &latest));
              g_assert_cmpfloat_with_epsilon (soonest, brute_end (&d, n, TRUE), EPSILON);
              g_assert_cmpfloat_with_epsilon (latest, brute_end (&d, n, FALSE), EPSILON);
              g_assert_cmpfloat (latest, <=, soonest + EPSILON);
              g_test_message ("seed %u sheet %u, %u discards: within %u throws %.4f … %.4f",
                              seed, p, d.n, n, latest, soonest);
            }
        }
    }
  g_assert_cmpuint (checked, >=, 8);
}

/* Worked by hand: the 6 discarded seven times, the only value fixed: the next throw ends the
 * sheet when a 6 shows and the player takes it, 1 − (5/6)^5; a player who keeps the sheet open
 * fixes another value, unless all five dice show 6: 1/6^5. No sheet ends before eight marks. */
static void
test_by_hand (void)
{
  const char * const players[] = { "Anna", NULL };
  g_autoptr(PipsSession) session = pips_demo_random_game ("choice", 1, players, 0);
  PipsChoiceGame *game = PIPS_CHOICE_GAME (pips_session_get_game (session));
  const guint8 faces[5] = { 6, 1, 1, 2, 2 };
  const guint first[2] = { 1, 2 }, second[2] = { 3, 4 };
  double soonest, latest;

  g_assert_true (pips_choice_game_get_end_odds (game, 0, 7, &soonest, &latest));
  g_assert_cmpfloat (soonest, ==, 0);
  g_assert_cmpfloat (latest, ==, 0);

  for (guint i = 0; i < 7; i++)
    {
      append_ok (session, pips_choice_game_build_throw (game, faces));
      append_ok (session, pips_choice_game_build_group (game, first, second, 0, FALSE));
    }
  g_assert_cmpuint (pips_choice_game_get_discard_marks (game, 0, 0), ==, 7);
  g_assert_true (pips_choice_game_get_end_odds (game, 0, 1, &soonest, &latest));
  g_assert_cmpfloat_with_epsilon (soonest, 1 - 3125.0 / 7776, EPSILON);
  g_assert_cmpfloat_with_epsilon (latest, 1.0 / 7776, EPSILON);

  /* A throw of 6 1 1 2 2 on this sheet: the 6 as the discard ends it (the change now and
   * nothing after); 1+1 and 2+2 rows each get an 8th mark … the odds of that grouping are its
   * change alone. */
  append_ok (session, pips_choice_game_build_throw (game, faces));
  {
    g_autoptr(GPtrArray) groupings = pips_choice_game_list_groupings (game);

    for (guint g = 0; g < groupings->len; g++)
      {
        PipsChoiceGrouping *grouping = g_ptr_array_index (groupings, g);
        double expected;

        g_assert_true (pips_choice_game_get_grouping_odds (game, grouping, &expected));
        if (grouping->ends_sheet)
          g_assert_cmpfloat (expected, ==, grouping->change);
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/odds/choice/by-hand", test_by_hand);
  g_test_add_func ("/odds/choice/grouping-brute-force", test_grouping_brute_force);
  g_test_add_func ("/odds/choice/end-brute-force", test_end_brute_force);

  return g_test_run ();
}
