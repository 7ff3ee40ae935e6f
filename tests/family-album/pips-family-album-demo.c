/* pips-family-album-demo.c — Family Album: believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pips-demo.h"
#include "pips-family-album-demo.h"
#include "pips-family-album-rules.h"

/**
 * pips_demo_family_album_game:
 * @n_throws: the throws to play; the game then waits for the bets on the next one
 *
 * Returns: (transfer full): a Family Album game with the example album, played at random
 */
PipsSession *
pips_demo_family_album_game (guint32             seed,
                             const char * const *players,
                             guint               n_throws)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  PipsSession *session;
  PipsFamilyAlbumGame *game;
  PipsFamilyAlbum album;

  session = pips_session_new ("family-album", players, NULL, &error);
  g_assert_no_error (error);
  game = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
  pips_family_album_init_example (&album);
  pips_demo_append (session, pips_family_album_build_album (&album));
  pips_demo_append (session, pips_family_album_build_deal ());

  while (!pips_game_is_over (PIPS_GAME (game)) &&
         (pips_family_album_game_get_n_throws (game) < n_throws ||
          pips_family_album_game_get_awaiting (game) != PIPS_FAMILY_ALBUM_AWAIT_BETS))
    pips_demo_append (session, pips_game_build_random_event (PIPS_GAME (game), roller));

  return session;
}

PipsSession *
pips_family_album_demo_game (void)
{
  return pips_demo_family_album_game (4, (const char *[]) { "Ralf", "Heike", "Anke", NULL }, 3);
}

/* Random legal events to the end (pips_demo_finished_game()). */
PipsSession *
pips_family_album_demo_finished_game (void)
{
  return NULL;
}
