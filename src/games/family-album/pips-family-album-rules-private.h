/* pips-family-album-rules-private.h — what the files of the Family Album rules share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-chip-bank.h"
#include "pips-history.h"
#include "pips-family-album-rules.h"

G_BEGIN_DECLS

#define MAX_PLAYERS PIPS_FAMILY_ALBUM_MAX_PLAYERS
#define N_DICE      PIPS_FAMILY_ALBUM_N_DICE

/* The chip bank's places: the players (0 … MAX_PLAYERS − 1), then the bank. */
#define PLACE_BANK  MAX_PLAYERS
#define N_PLACES    (MAX_PLAYERS + 1)

/* The state is a plain value without pointers: an event is applied to a copy, and the copy is
 * kept only when the event passes every rule, so a refused event changes nothing. */
typedef struct
{
  PipsFamilyAlbumAwait awaiting;
  PipsFamilyAlbum      album;
  PipsChipBank         bank;

  /* The turn: its number (1-based, 0 before the first), the roller, the dice in the cup, the
   * pictures made in it (bits), and whether its first throw is still to come. */
  guint                turn;
  guint                roller;
  guint                dice_left;
  guint32              made;
  gboolean             first_throw;

  /* The throw under way: picture, stake and dice once staked, then the bets. */
  int                  picture;
  guint                stake;
  guint                n_dice;
  PipsFamilyAlbumBet   bets[MAX_PLAYERS];

  /* The game ended by its rules: a player or the bank has no chips. */
  gboolean             over;
} State;

struct _PipsFamilyAlbumGame
{
  PipsGame  parent_instance;

  /* The rule options, read at reset. */
  guint     n_players;
  gint64    bank_red;

  State     state;
  /* Every throw settled so far (PipsFamilyAlbumThrow), rebuilt by the replay. */
  PipsHistory throws;
};

/* pips-family-album-rules.c */
const char *_pips_family_album_game_player_name  (PipsFamilyAlbumGame  *self,
                                                  guint                 player);
gint64      _pips_family_album_start_chips       (guint                 n_players);
guint       _pips_family_album_stake_limit       (guint                 n_players);

/* pips-family-album-events.c: reading events, the settlement, a random legal event */
gboolean    _pips_family_album_game_apply_event  (PipsFamilyAlbumGame  *self,
                                                  State                *state,
                                                  JsonObject           *event,
                                                  PipsFamilyAlbumThrow *thrown,
                                                  gboolean             *has_thrown,
                                                  GError              **error);
gboolean    _pips_family_album_state_check_picture (PipsFamilyAlbumGame *self,
                                                  const State          *state,
                                                  guint                 picture,
                                                  GError              **error);
gboolean    _pips_family_album_state_check_chips (PipsFamilyAlbumGame *self,
                                                  const State          *state,
                                                  guint                 player,
                                                  gint64                chips,
                                                  GError              **error);
JsonObject *_pips_family_album_game_build_random_event (PipsGame       *game,
                                                  PipsRoller           *roller);
const char *_pips_family_album_side_to_id        (PipsFamilyAlbumSide   side);

/* pips-family-album-text.c: the PipsGame vfuncs that put the game in words */
char       *_pips_family_album_game_dup_description (PipsGame          *game,
                                                  JsonObject           *event);
char       *_pips_family_album_game_dup_status   (PipsGame             *game);
char       *_pips_family_album_game_dup_rules    (PipsGame             *game);
char       *_pips_family_album_game_dup_sheet_text (PipsGame           *game);
char       *_pips_family_album_game_dup_outcome    (PipsGame           *game);
JsonObject *_pips_family_album_game_dup_summary  (PipsGame             *game);

G_END_DECLS
