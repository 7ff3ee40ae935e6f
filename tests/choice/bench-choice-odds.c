/* bench-choice-odds.c — Choice: the time of each question of its odds on its worst state
 * (tests/bench-odds.c runs it; printed, never asserted)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-odds.h"
#include "pips-demo.h"
#include "pips-choice-odds.h"

void pips_choice_bench_odds (void);

void
pips_choice_bench_odds (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  Figure list = { "Choice: every grouping's expected change" };
  Figure end = { "Choice: the end within 30 throws" };

  for (guint32 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("choice", seed, players, seed % 150);
      PipsChoiceGame *game = PIPS_CHOICE_GAME (pips_session_get_game (session));
      g_autoptr(GPtrArray) groupings = pips_choice_game_list_groupings (game);
      g_autofree char *state = NULL;
      double ms, soonest, latest;
      int player = pips_choice_game_get_current (game);

      if (player < 0)
        continue;

      state = g_strdup_printf ("%u groupings, %u discards fixed", groupings->len,
                               pips_choice_game_get_n_discards (game, player));
      if (groupings->len > 0)
        {
          TIME_MIN (ms, g_array_unref (pips_choice_game_list_grouping_odds (game, groupings)));
          figure_add (&list, ms, state);
        }

      TIME_MIN (ms, pips_choice_game_get_end_odds (game, player, 30, &soonest, &latest));
      figure_add (&end, ms, state);
    }

  figure_print (&list);
  figure_print (&end);
}
