/* bench-black-n-white-odds.c — Black’n’White: the time of each question of its odds on its worst state
 * (tests/bench-odds.c runs it; printed, never asserted)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-odds.h"
#include "pips-demo.h"
#include "pips-black-n-white-odds.h"

void pips_black_n_white_bench_odds (void);

void
pips_black_n_white_bench_odds (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", "Dan", "Eva", NULL };
  Figure before = { "Black'n'White: the chance before a turn" };

  for (guint32 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("black-n-white", seed, players, seed % 60);
      PipsBlackNWhiteGame *game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));
      g_autofree char *state = g_strdup_printf ("%u throws allowed",
                                                pips_black_n_white_game_get_throw_limit (game));
      PipsBlackNWhiteOdds odds;
      gboolean asked = FALSE;
      double ms;

      TIME_MIN (ms, asked = pips_black_n_white_game_get_odds (game, 0, 0, 0, &odds));
      if (asked)
        figure_add (&before, ms, state);
    }

  figure_print (&before);
}
