/* test-family-album-odds.c — Family Album's odds: a bet's expected chips against every throw
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The brute force plays the game again from its events with the bet in question in place of the
 * player's, and settles every ordered throw of the dice (pips_game_apply()), so that the bank's
 * limits and the end of the game count as the rules count them. The picture odds themselves are
 * checked against every throw in tests/family-album/test-family-album-album.c.
 */

#include "config.h"

#include "pips-demo.h"
#include "pips-family-album-odds.h"

#define EPSILON 1e-12

/* The game of @session up to its last event (the bets), then the bets with @player's bet
 * replaced by @side and @chips. */
static PipsGame *
replay_with_bet (PipsSession         *session,
                 guint                player,
                 PipsFamilyAlbumSide  side,
                 guint                chips)
{
  PipsGame *game = pips_game_new (pips_session_get_game_info (session),
                                  pips_session_get_players (session),
                                  pips_session_get_options (session));
  PipsFamilyAlbumGame *old = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
  guint n = pips_session_get_cursor (session);
  PipsFamilyAlbumBet bets[PIPS_FAMILY_ALBUM_MAX_PLAYERS] = { { 0, }, };
  g_autoptr(JsonObject) event = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i + 1 < n; i++)
    {
      g_autoptr(JsonObject) e = pips_session_dup_event (session, i);

      g_assert_true (pips_game_apply (game, e, &error));
    }
  for (guint p = 0; p < pips_session_get_n_players (session); p++)
    bets[p] = pips_family_album_game_get_bet (old, p);
  bets[player] = (PipsFamilyAlbumBet) { side, chips };
  event = pips_family_album_build_bets (bets, pips_session_get_n_players (session));
  g_assert_true (pips_game_apply (game, event, &error));
  g_assert_no_error (error);

  return game;
}

/* The expected change of @player's chips: every ordered throw settled by the rules. */
static double
brute_bet (PipsSession         *session,
           guint                player,
           PipsFamilyAlbumSide  side,
           guint                chips)
{
  PipsFamilyAlbumGame *old = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
  guint n_dice = pips_family_album_game_get_n_dice (old);
  guint roller = pips_family_album_game_get_roller (old);
  gint64 before = pips_family_album_game_get_chips (old, player);
  gint64 sum = 0;
  guint all = 1;

  for (guint i = 0; i < n_dice; i++)
    all *= 6;

  for (guint t = 0; t < all; t++)
    {
      g_autoptr(PipsGame) game = replay_with_bet (session, player, side, chips);
      g_autoptr(JsonObject) event = NULL;
      g_autoptr(GError) error = NULL;
      guint8 faces[PIPS_FAMILY_ALBUM_N_DICE];
      guint rest = t;

      for (guint i = 0; i < n_dice; i++)
        faces[i] = rest % 6 + 1, rest /= 6;
      event = pips_family_album_build_throw (roller, faces, n_dice);
      g_assert_true (pips_game_apply (game, event, &error));
      g_assert_no_error (error);
      sum += pips_family_album_game_get_chips (PIPS_FAMILY_ALBUM_GAME (game), player) - before;
    }

  return (double) sum / all;
}

/* On seeded games about to throw with up to three dice, every bettor's yes and no with the
 * least and the most stake: the odds against every throw settled. */
static void
test_brute_force (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", NULL };
  guint checked = 0;

  for (guint32 seed = 1; checked < 12 && seed < 2000; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("family-album", seed, players, 2 + seed % 60);
      PipsFamilyAlbumGame *game = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
      guint limit = pips_family_album_game_get_stake_limit (game);

      if (pips_family_album_game_get_awaiting (game) != PIPS_FAMILY_ALBUM_AWAIT_THROW ||
          pips_family_album_game_get_n_dice (game) > 3)
        continue;

      checked++;
      for (guint p = 0; p < 3; p++)
        {
          if (p == pips_family_album_game_get_roller (game))
            {
              g_assert_false (pips_family_album_game_get_bet_odds (game, p, 1, NULL, NULL));
              continue;
            }
          for (guint chips = 1; chips <= limit && chips <= pips_family_album_game_get_chips (game, p);
               chips = chips == 1 ? limit : chips + 1)
            {
              double yes, no;

              g_assert_true (pips_family_album_game_get_bet_odds (game, p, chips, &yes, &no));
              g_assert_cmpfloat_with_epsilon (yes, brute_bet (session, p, PIPS_FAMILY_ALBUM_SIDE_YES, chips), EPSILON);
              g_assert_cmpfloat_with_epsilon (no, brute_bet (session, p, PIPS_FAMILY_ALBUM_SIDE_NO, chips), EPSILON);
            }
        }
    }
  g_assert_cmpuint (checked, ==, 12);
}

/* Worked by hand: Bart (one Bart) with one die covers on a Bart or a joker, 2 in 6; a yes of 3
 * chips then expects 3 × (2/6 − 4/6) = −1 chip and a no +1; "Warum du kleiner…!" (1 Homer,
 * 3 Bart) with 4 dice covers in 4!/3! × (1 Homer + the joker for it) … counted below. */
static void
test_by_hand (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", NULL };
  g_autoptr(PipsSession) session = pips_demo_random_game ("family-album", 1, players, 0);
  PipsFamilyAlbumGame *game = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
  g_autoptr(JsonObject) stake = NULL;
  g_autoptr(GError) error = NULL;
  guint bart = G_MAXUINT, warum = G_MAXUINT;
  double yes, no;

  for (guint i = 0; i < album->n_pictures; i++)
    {
      guint size = pips_family_album_picture_get_size (&album->pictures[i]);

      if (size == 1 && album->pictures[i].figures[PIPS_FAMILY_ALBUM_FACE_BART - 1] == 1)
        bart = i;
      if (size == 4 && album->pictures[i].figures[PIPS_FAMILY_ALBUM_FACE_BART - 1] == 3)
        warum = i;
    }
  g_assert_cmpuint (bart, !=, G_MAXUINT);
  g_assert_cmpuint (warum, !=, G_MAXUINT);

  /* 4 dice for 1 Homer and 3 Bart: each face a Homer, a Bart or a joker, the jokers standing in:
   * with h Homers, b Barts and j jokers (h + b + j = 4), covered when j ≥ (1 − h)⁺ + (3 − b)⁺.
   * (h, b, j) = (1,3,0): 4; (0,3,1): 4; (1,2,1): 12; (0,2,2): 6; (1,1,2): 12; (0,1,3): 4;
   * (1,0,3): 4; (0,0,4): 1; (2,…) never: 47 of 1 296. */
  g_assert_cmpuint (pips_family_album_picture_count_covering (&album->pictures[warum], 4), ==, 47);
  g_assert_cmpfloat_with_epsilon (pips_family_album_picture_get_odds (&album->pictures[bart], 1),
                                  2.0 / 6, EPSILON);

  g_assert_cmpfloat (pips_family_album_game_get_throw_odds (game), <, 0);
  stake = pips_family_album_build_stake (pips_family_album_game_get_roller (game), bart, 2, 1);
  pips_session_append (session, stake, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_BETS);
  g_assert_cmpfloat_with_epsilon (pips_family_album_game_get_throw_odds (game), 2.0 / 6, EPSILON);
  g_assert_true (pips_family_album_game_get_bet_odds (game, (pips_family_album_game_get_roller (game) + 1) % 3,
                                                      3, &yes, &no));
  g_assert_cmpfloat_with_epsilon (yes, -1.0, EPSILON);
  g_assert_cmpfloat_with_epsilon (no, 1.0, EPSILON);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/odds/family-album/by-hand", test_by_hand);
  g_test_add_func ("/odds/family-album/brute-force", test_brute_force);

  return g_test_run ();
}
