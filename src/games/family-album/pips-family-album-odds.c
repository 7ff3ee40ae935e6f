/* pips-family-album-odds.c — the odds of Family Album: a picture's chance and a bet's expected chips
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A picture's chance is a count of throws: the multisets of faces of n dice (pips-odds.h) that
 * cover it, each weighted by its orders, over 6^n. A bet's expected chips are the settlement the
 * rules make of a covering throw and of a missing one, weighted by that chance: the rules' own
 * settlement, so a bank that cannot pay in full and a game that ends in the middle of a
 * settlement are counted as the game counts them.
 */

#define G_LOG_DOMAIN "pips-family-album"

#include "config.h"

#include <string.h>

#include "pips-family-album-odds.h"
#include "pips-family-album-rules-private.h"
#include "pips-odds.h"

/* Whether the faces counted in @counts cover the picture: the jokers stand in for the figures
 * missing. */
static gboolean
counts_cover (const PipsFamilyAlbumPicture *picture,
              const guint8                 *counts)
{
  guint missing = 0;

  for (guint f = PIPS_FAMILY_ALBUM_FACE_HOMER; f <= PIPS_FAMILY_ALBUM_FACE_MAGGIE; f++)
    {
      if (counts[f] < picture->figures[f - 1])
        missing += picture->figures[f - 1] - counts[f];
    }

  return counts[PIPS_FAMILY_ALBUM_FACE_JOKER] >= missing;
}

/**
 * pips_family_album_picture_count_covering:
 * @n_dice: 0–8
 *
 * Returns: how many of the 6^@n_dice throws of @n_dice dice cover the picture, exactly
 */
guint64
pips_family_album_picture_count_covering (const PipsFamilyAlbumPicture *picture,
                                          guint                         n_dice)
{
  const PipsOddsOutcome *outcomes;
  guint n_outcomes;
  guint64 ways = 0;

  g_return_val_if_fail (picture != NULL, 0);
  g_return_val_if_fail (n_dice <= PIPS_FAMILY_ALBUM_N_DICE, 0);

  outcomes = pips_odds_get_outcomes (n_dice, 6, &n_outcomes);
  for (guint i = 0; i < n_outcomes; i++)
    {
      if (counts_cover (picture, outcomes[i].counts))
        ways += outcomes[i].weight;
    }

  return ways;
}

/**
 * pips_family_album_picture_get_odds:
 *
 * Returns: the probability that @n_dice dice cover the picture, computed exactly (the count of
 *   covering throws over 6^@n_dice)
 */
double
pips_family_album_picture_get_odds (const PipsFamilyAlbumPicture *picture,
                                    guint                         n_dice)
{
  g_return_val_if_fail (picture != NULL, 0.0);
  g_return_val_if_fail (n_dice <= PIPS_FAMILY_ALBUM_N_DICE, 0.0);

  return (double) pips_family_album_picture_count_covering (picture, n_dice) /
         (double) pips_odds_count_throws (n_dice, 6);
}

/**
 * pips_family_album_game_get_throw_odds:
 *
 * Returns: the chance that the throw under way (its picture and dice staked, awaiting the bets
 *   or the throw) covers its picture, exactly as pips_family_album_picture_get_odds(); −1 when
 *   no throw is under way
 */
double
pips_family_album_game_get_throw_odds (PipsFamilyAlbumGame *self)
{
  const State *state;

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), -1.0);

  state = &self->state;
  if ((state->awaiting != PIPS_FAMILY_ALBUM_AWAIT_BETS &&
       state->awaiting != PIPS_FAMILY_ALBUM_AWAIT_THROW) || state->picture < 0)
    return -1.0;

  return pips_family_album_picture_get_odds (&state->album.pictures[state->picture],
                                             state->n_dice);
}

/* Finds faces of @n_dice dice that cover the picture (@cover) or miss it. */
static gboolean
find_throw (const PipsFamilyAlbumPicture *picture,
            guint                         n_dice,
            gboolean                      cover,
            guint8                       *faces)
{
  const PipsOddsOutcome *outcomes;
  guint n_outcomes;

  outcomes = pips_odds_get_outcomes (n_dice, 6, &n_outcomes);
  for (guint i = 0; i < n_outcomes; i++)
    {
      if (counts_cover (picture, outcomes[i].counts) == cover)
        {
          memcpy (faces, outcomes[i].faces, n_dice);
          return TRUE;
        }
    }

  return FALSE;
}

/* The change of @player's chips when the throw under way, with the bets of @state, shows
 * @faces: the rules settle it in a scratch game that holds a copy of @state (the game itself is
 * left alone, and the rules ask the game who may act). */
static gint64
settled_change (PipsFamilyAlbumGame *self,
                const State         *state,
                guint                player,
                const guint8        *faces)
{
  g_autoptr(JsonObject) event = pips_family_album_build_throw (state->roller, faces, state->n_dice);
  g_autoptr(PipsGame) game = pips_game_new (pips_game_get_info (PIPS_GAME (self)),
                                            pips_game_get_players (PIPS_GAME (self)),
                                            pips_game_get_options (PIPS_GAME (self)));
  PipsFamilyAlbumGame *scratch = PIPS_FAMILY_ALBUM_GAME (game);
  PipsFamilyAlbumThrow thrown;
  State copy = *state;
  g_autoptr(GError) error = NULL;
  gboolean has_thrown;

  scratch->state = *state;
  if (!_pips_family_album_game_apply_event (scratch, &copy, event, &thrown, &has_thrown, &error))
    g_error ("The throw of the odds was refused: %s", error->message);

  return copy.bank.chips[player] - state->bank.chips[player];
}

/**
 * pips_family_album_game_get_bet_odds:
 * @player: a bettor of the throw under way (not the roller)
 * @chips: the bettor's stake, 1 … the stake limit
 * @yes: (out) (optional): the expected change of the bettor's chips with @chips on yes
 * @no: (out) (optional): the same with @chips on no
 *
 * The expected chips of a yes and of a no bet on the throw under way, while the table bets or
 * before the throw: the chance p of the throw (pips_family_album_game_get_throw_odds()) times
 * what the rules settle on a covering throw, plus 1 − p times what they settle on a missing one.
 * A yes wins its stake from the bank on a cover and pays it to the bank on a miss, a no the
 * other way round (paid to the roller), so usually @yes = @chips × (2p − 1) and @no = −@yes; the
 * settlement is the rules' own (pips-family-album-events.c), so a bank that cannot pay in full
 * and a game that ends in the middle of the settlement count as they will. The other bettors'
 * bets are those made (none while the table bets).
 *
 * Returns: whether a throw is under way and @player bets on it
 */
gboolean
pips_family_album_game_get_bet_odds (PipsFamilyAlbumGame *self,
                                     guint                player,
                                     guint                chips,
                                     double              *yes,
                                     double              *no)
{
  const PipsFamilyAlbumPicture *picture;
  guint8 hit[PIPS_FAMILY_ALBUM_N_DICE], miss[PIPS_FAMILY_ALBUM_N_DICE];
  gboolean can_hit, can_miss;
  double p;

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), FALSE);

  p = pips_family_album_game_get_throw_odds (self);
  if (p < 0 || player >= self->n_players || player == self->state.roller)
    return FALSE;

  picture = &self->state.album.pictures[self->state.picture];
  can_hit = find_throw (picture, self->state.n_dice, TRUE, hit);
  can_miss = find_throw (picture, self->state.n_dice, FALSE, miss);

  for (PipsFamilyAlbumSide side = PIPS_FAMILY_ALBUM_SIDE_YES; side <= PIPS_FAMILY_ALBUM_SIDE_NO; side++)
    {
      State state = self->state;
      double expected = 0;

      state.awaiting = PIPS_FAMILY_ALBUM_AWAIT_THROW;
      state.bets[player] = (PipsFamilyAlbumBet) { side, chips };
      if (can_hit)
        expected += p * (double) settled_change (self, &state, player, hit);
      if (can_miss)
        expected += (1 - p) * (double) settled_change (self, &state, player, miss);

      if (side == PIPS_FAMILY_ALBUM_SIDE_YES && yes != NULL)
        *yes = expected;
      else if (side == PIPS_FAMILY_ALBUM_SIDE_NO && no != NULL)
        *no = expected;
    }

  return TRUE;
}
