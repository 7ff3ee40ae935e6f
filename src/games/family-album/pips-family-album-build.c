/* pips-family-album-build.c — building Family Album's events: for the page, and at random
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-family-album"

#include "config.h"

#include "pips-family-album-rules-private.h"

/* Building events */

/**
 * pips_family_album_build_album:
 *
 * Returns: (transfer full): the setup event that records the album a game is played with
 */
JsonObject *
pips_family_album_build_album (const PipsFamilyAlbum *album)
{
  JsonObject *event = pips_family_album_to_json (album);

  json_object_set_string_member (event, "type", "album");

  return event;
}

/**
 * pips_family_album_build_deal:
 *
 * Returns: (transfer full): the setup event that hands out the players' chips
 */
JsonObject *
pips_family_album_build_deal (void)
{
  return pips_event_new ("deal", -1);
}

/**
 * pips_family_album_build_stake:
 * @picture: the picture's index in the album
 * @n_dice: the dice to throw (after a success: every die left in the cup)
 *
 * Returns: (transfer full): the roller's choice of picture, stake and dice
 */
JsonObject *
pips_family_album_build_stake (guint player,
                               guint picture,
                               guint chips,
                               guint n_dice)
{
  JsonObject *event = pips_event_new ("stake", player);

  json_object_set_int_member (event, "picture", picture);
  json_object_set_int_member (event, "chips", chips);
  json_object_set_int_member (event, "dice", n_dice);

  return event;
}

/**
 * pips_family_album_build_bets:
 * @bets: (array length=n_players): each player's bet; players with side none are left out
 *
 * Returns: (transfer full): every other player's bet, in one event
 */
JsonObject *
pips_family_album_build_bets (const PipsFamilyAlbumBet *bets,
                              guint                     n_players)
{
  JsonObject *event = pips_event_new ("bets", -1);
  JsonArray *array = json_array_new ();

  for (guint p = 0; p < n_players; p++)
    {
      JsonObject *bet;

      if (bets[p].side == PIPS_FAMILY_ALBUM_SIDE_NONE)
        continue;
      bet = json_object_new ();
      json_object_set_int_member (bet, "player", p);
      json_object_set_string_member (bet, "side", _pips_family_album_side_to_id (bets[p].side));
      json_object_set_int_member (bet, "chips", bets[p].chips);
      json_array_add_object_element (array, bet);
    }
  json_object_set_array_member (event, "bets", array);

  return event;
}

/**
 * pips_family_album_build_throw:
 * @faces: (array length=n_dice): the faces, 1–6 (#PipsFamilyAlbumFace)
 *
 * Returns: (transfer full): the faces the roller threw
 */
JsonObject *
pips_family_album_build_throw (guint         player,
                               const guint8 *faces,
                               guint         n_dice)
{
  JsonObject *event = pips_event_new ("throw", player);
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n_dice; i++)
    {
      if (faces[i] >= PIPS_FAMILY_ALBUM_FACE_HOMER && faces[i] <= PIPS_FAMILY_ALBUM_FACE_JOKER)
        json_array_add_string_element (array, pips_family_album_face_to_id (faces[i]));
      else
        json_array_add_string_element (array, "");
    }
  json_object_set_array_member (event, "faces", array);

  return event;
}

/* A random legal event */

static guint
random_chips (PipsFamilyAlbumGame *self,
              const State         *state,
              guint                player,
              PipsRoller          *roller)
{
  guint most = MIN ((gint64) _pips_family_album_stake_limit (self->n_players), state->bank.chips[player]);

  return 1 + pips_roller_range (roller, most);
}

JsonObject *
_pips_family_album_game_build_random_event (PipsGame   *game,
                                            PipsRoller *roller)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  const State *state = &self->state;

  if (pips_game_is_over (game))
    return NULL;

  switch (state->awaiting)
    {
    case PIPS_FAMILY_ALBUM_AWAIT_ALBUM:
      {
        PipsFamilyAlbum album;

        pips_family_album_init_example (&album);
        return pips_family_album_build_album (&album);
      }

    case PIPS_FAMILY_ALBUM_AWAIT_DEAL:
      return pips_family_album_build_deal ();

    case PIPS_FAMILY_ALBUM_AWAIT_STAKE:
      {
        guint allowed[PIPS_FAMILY_ALBUM_MAX_PICTURES];
        guint n_allowed = 0;
        const PipsFamilyAlbumPicture *p;
        guint picture, n_dice;

        for (guint i = 0; i < state->album.n_pictures; i++)
          {
            if (_pips_family_album_state_check_picture (self, state, i, NULL))
              allowed[n_allowed++] = i;
          }
        g_return_val_if_fail (n_allowed > 0, NULL);

        picture = allowed[pips_roller_range (roller, n_allowed)];
        p = &state->album.pictures[picture];
        n_dice = state->dice_left;
        if (state->first_throw)
          n_dice = p->min_dice + pips_roller_range (roller, MIN (p->max_dice, state->dice_left) - p->min_dice + 1);

        return pips_family_album_build_stake (state->roller, picture,
                                              random_chips (self, state, state->roller, roller),
                                              n_dice);
      }

    case PIPS_FAMILY_ALBUM_AWAIT_BETS:
      {
        PipsFamilyAlbumBet bets[MAX_PLAYERS] = { { 0, }, };

        for (guint p = 0; p < self->n_players; p++)
          {
            if (p == state->roller)
              continue;
            bets[p].side = pips_roller_range (roller, 2) == 0 ? PIPS_FAMILY_ALBUM_SIDE_YES
                                                               : PIPS_FAMILY_ALBUM_SIDE_NO;
            bets[p].chips = random_chips (self, state, p, roller);
          }

        return pips_family_album_build_bets (bets, self->n_players);
      }

    case PIPS_FAMILY_ALBUM_AWAIT_THROW:
      {
        guint8 faces[N_DICE];

        for (guint i = 0; i < state->n_dice; i++)
          faces[i] = pips_roller_roll_face (roller, 6);

        return pips_family_album_build_throw (state->roller, faces, state->n_dice);
      }

    case PIPS_FAMILY_ALBUM_AWAIT_NOTHING:
    default:
      return NULL;
    }
}
