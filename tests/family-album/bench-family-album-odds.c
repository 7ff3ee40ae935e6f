/* bench-family-album-odds.c — Family Album: the time of each question of its odds on its worst state
 * (tests/bench-odds.c runs it; printed, never asserted)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-odds.h"
#include "pips-demo.h"
#include "pips-family-album-odds.h"

void pips_family_album_bench_odds (void);

void
pips_family_album_bench_odds (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", "Dan", NULL };
  Figure picture = { "Family Album: a picture's chance" };
  Figure bet = { "Family Album: a bet's expected chips" };

  for (guint32 seed = 1; seed <= 300; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("family-album", seed, players, seed % 80);
      PipsFamilyAlbumGame *game = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
      const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
      guint roller = pips_family_album_game_get_roller (game);
      g_autofree char *state = NULL;
      double ms, yes, no;

      if (pips_family_album_game_get_throw_odds (game) < 0)
        continue;

      state = g_strdup_printf ("%u dice", pips_family_album_game_get_n_dice (game));
      TIME_MIN (ms, for (guint i = 0; i < album->n_pictures; i++)
                      pips_family_album_picture_get_odds (&album->pictures[i], PIPS_FAMILY_ALBUM_N_DICE));
      figure_add (&picture, ms / album->n_pictures, "8 dice");

      TIME_MIN (ms, pips_family_album_game_get_bet_odds (game, (roller + 1) % 4, 1, &yes, &no));
      figure_add (&bet, ms, state);
    }

  figure_print (&picture);
  figure_print (&bet);
}
