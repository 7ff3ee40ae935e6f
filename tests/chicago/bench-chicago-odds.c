/* bench-chicago-odds.c — Chicago: the time of each question of its odds on its worst state
 * (tests/bench-odds.c runs it; printed, never asserted)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-odds.h"
#include "pips-demo.h"
#include "pips-chicago-odds.h"

void pips_chicago_bench_odds (void);

void
pips_chicago_bench_odds (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", "Dan", NULL };
  Figure follower = { "Chicago: a follower's chance to beat it" };
  Figure starter = { "Chicago: every announcement's chance" };

  for (guint32 seed = 1; seed <= 400; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("chicago", seed, players, seed % 60);
      PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
      PipsChicagoAnnouncement a;
      PipsChicagoDice dice;
      g_autofree char *state = NULL;
      gboolean asked = FALSE;
      double ms, chance;

      pips_chicago_game_get_announcement (game, &a);
      pips_chicago_game_get_dice (game, &dice);
      state = a.made ? g_strdup_printf ("%u in %u, attempt %u", a.value, a.attempts, dice.attempt)
                     : g_strdup_printf ("starter, attempt %u", dice.attempt);

      TIME_MIN (ms, asked = pips_chicago_game_get_beat_odds (game, &chance));
      if (asked)
        figure_add (&follower, ms, state);
      else
        {
          guint n = 0;

          TIME_MIN (ms, GArray *list = pips_chicago_game_list_announce_odds (game, NULL);
                        n = list->len; g_array_unref (list));
          if (n > 0)
            figure_add (&starter, ms, state);
        }
    }

  figure_print (&follower);
  figure_print (&starter);
}
