/* pips-family-album-rules.h — the rules of Family Album: pictures, stakes, bets and the chip bank
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "pips-dice.h"
#include "pips-family-album-album.h"
#include "pips-game.h"
#include "pips-registry.h"

G_BEGIN_DECLS

#define PIPS_FAMILY_ALBUM_MIN_PLAYERS  2
#define PIPS_FAMILY_ALBUM_MAX_PLAYERS  4
/* A blue chip is worth five red ones; the bank starts with ten blue chips and the red ones. */
#define PIPS_FAMILY_ALBUM_BLUE_VALUE   5
#define PIPS_FAMILY_ALBUM_BANK_BLUE    10
#define PIPS_FAMILY_ALBUM_DEFAULT_RED  40
/* The bonus when every die thrown in a turn has been placed. */
#define PIPS_FAMILY_ALBUM_BONUS        5

/* Rule options, as stored in the session file. */
#define PIPS_FAMILY_ALBUM_OPTION_BANK_RED "bank-red"

/**
 * PipsFamilyAlbumAwait:
 * @PIPS_FAMILY_ALBUM_AWAIT_NOTHING: the game is over
 * @PIPS_FAMILY_ALBUM_AWAIT_ALBUM: the album the game is played with ("album", a setup event)
 * @PIPS_FAMILY_ALBUM_AWAIT_DEAL: the chips handed out ("deal", a setup event)
 * @PIPS_FAMILY_ALBUM_AWAIT_STAKE: the roller's picture, stake and dice ("stake")
 * @PIPS_FAMILY_ALBUM_AWAIT_BETS: every other player's bet ("bets")
 * @PIPS_FAMILY_ALBUM_AWAIT_THROW: the faces thrown ("throw"), which the settlement follows
 */
typedef enum
{
  PIPS_FAMILY_ALBUM_AWAIT_NOTHING,
  PIPS_FAMILY_ALBUM_AWAIT_ALBUM,
  PIPS_FAMILY_ALBUM_AWAIT_DEAL,
  PIPS_FAMILY_ALBUM_AWAIT_STAKE,
  PIPS_FAMILY_ALBUM_AWAIT_BETS,
  PIPS_FAMILY_ALBUM_AWAIT_THROW,
} PipsFamilyAlbumAwait;

typedef enum
{
  PIPS_FAMILY_ALBUM_SIDE_NONE,
  PIPS_FAMILY_ALBUM_SIDE_YES,
  PIPS_FAMILY_ALBUM_SIDE_NO,
} PipsFamilyAlbumSide;

/**
 * PipsFamilyAlbumBet:
 * @side: yes ("Nur Mut, altes Haus!"), no ("Keine Chance, Junge!"), or none (the roller)
 * @chips: the stake
 */
typedef struct
{
  PipsFamilyAlbumSide side;
  guint               chips;
} PipsFamilyAlbumBet;

typedef enum
{
  PIPS_FAMILY_ALBUM_LINE_ROLLER,
  PIPS_FAMILY_ALBUM_LINE_YES,
  PIPS_FAMILY_ALBUM_LINE_NO,
  PIPS_FAMILY_ALBUM_LINE_BONUS,
} PipsFamilyAlbumLineKind;

/* The bank in a settlement line's @from and @to. */
#define PIPS_FAMILY_ALBUM_BANK (-1)

/**
 * PipsFamilyAlbumLine:
 * @kind: whose stake (the roller's, a yes- or no-bettor's) or the bonus
 * @player: the player the line settles
 * @from: who pays: a player, or %PIPS_FAMILY_ALBUM_BANK
 * @to: who is paid: a player, or %PIPS_FAMILY_ALBUM_BANK
 * @chips: the chips that moved (less than @owed only when the bank ran out)
 * @owed: the chips the rules call for
 *
 * One line of a settlement.
 */
typedef struct
{
  PipsFamilyAlbumLineKind kind;
  guint                   player;
  int                     from;
  int                     to;
  guint                   chips;
  guint                   owed;
} PipsFamilyAlbumLine;

/**
 * PipsFamilyAlbumThrow:
 * @turn: the turn (1-based) the throw belongs to
 * @roller: who threw
 * @picture: the picture's index in the game's album
 * @stake: the roller's stake
 * @n_dice: the dice thrown
 * @bets: each player's bet (none for the roller)
 * @faces: the faces thrown
 * @placed: the dice placed on the picture (on success)
 * @success: whether the faces covered the picture
 * @lines: the settlement, in order: the roller, then clockwise, then the bonus
 * @n_lines: the lines made
 * @ends_game: a player or the bank ran out of chips: the game ended at once, the lines after
 *   that were dropped
 * @ends_turn: the dice passed on after this throw
 * @chips: each player's chips after the settlement
 * @bank: the bank's chips after the settlement
 *
 * One throw and its settlement, for the page, the history and the summary.
 */
typedef struct
{
  guint               turn;
  guint               roller;
  guint               picture;
  guint               stake;
  guint               n_dice;
  PipsFamilyAlbumBet  bets[PIPS_FAMILY_ALBUM_MAX_PLAYERS];
  guint8              faces[PIPS_FAMILY_ALBUM_N_DICE];
  gboolean            placed[PIPS_FAMILY_ALBUM_N_DICE];
  gboolean            success;
  PipsFamilyAlbumLine lines[PIPS_FAMILY_ALBUM_MAX_PLAYERS + 1];
  guint               n_lines;
  gboolean            ends_game;
  gboolean            ends_turn;
  gint64              chips[PIPS_FAMILY_ALBUM_MAX_PLAYERS];
  gint64              bank;
} PipsFamilyAlbumThrow;

extern const PipsGameInfo pips_family_album_game_info;

#define PIPS_TYPE_FAMILY_ALBUM_GAME (pips_family_album_game_get_type ())
G_DECLARE_FINAL_TYPE (PipsFamilyAlbumGame, pips_family_album_game, PIPS, FAMILY_ALBUM_GAME, PipsGame)

/* The rules in force */
guint                   pips_family_album_game_get_stake_limit (PipsFamilyAlbumGame *self);
gint64                  pips_family_album_game_get_total_chips (PipsFamilyAlbumGame *self);
gint64                  pips_family_album_game_get_start_chips (PipsFamilyAlbumGame *self);

/* The state */
PipsFamilyAlbumAwait    pips_family_album_game_get_awaiting    (PipsFamilyAlbumGame *self);
const PipsFamilyAlbum  *pips_family_album_game_get_album       (PipsFamilyAlbumGame *self);
gint64                  pips_family_album_game_get_chips       (PipsFamilyAlbumGame *self,
                                                                guint                player);
gint64                  pips_family_album_game_get_bank        (PipsFamilyAlbumGame *self);
guint                   pips_family_album_game_get_turn_number (PipsFamilyAlbumGame *self);
guint                   pips_family_album_game_get_roller      (PipsFamilyAlbumGame *self);
guint                   pips_family_album_game_get_dice_left   (PipsFamilyAlbumGame *self);
gboolean                pips_family_album_game_get_first_throw (PipsFamilyAlbumGame *self);
gboolean                pips_family_album_game_get_made        (PipsFamilyAlbumGame *self,
                                                                guint                picture);
gboolean                pips_family_album_game_check_picture   (PipsFamilyAlbumGame *self,
                                                                guint                picture,
                                                                GError             **error);
gboolean                pips_family_album_game_check_chips     (PipsFamilyAlbumGame *self,
                                                                guint                player,
                                                                gint64               chips,
                                                                GError             **error);
int                     pips_family_album_game_get_picture     (PipsFamilyAlbumGame *self);
guint                   pips_family_album_game_get_stake       (PipsFamilyAlbumGame *self);
guint                   pips_family_album_game_get_n_dice      (PipsFamilyAlbumGame *self);
PipsFamilyAlbumBet      pips_family_album_game_get_bet         (PipsFamilyAlbumGame *self,
                                                                guint                player);
guint                   pips_family_album_game_get_n_throws    (PipsFamilyAlbumGame *self);
const PipsFamilyAlbumThrow *pips_family_album_game_get_throw   (PipsFamilyAlbumGame *self,
                                                                guint                index);
char                   *pips_family_album_game_dup_line_text   (PipsFamilyAlbumGame *self,
                                                                const PipsFamilyAlbumThrow *thrown,
                                                                guint                line);

/* Events for the page */
JsonObject             *pips_family_album_build_album          (const PipsFamilyAlbum *album);
JsonObject             *pips_family_album_build_deal           (void);
JsonObject             *pips_family_album_build_stake          (guint                player,
                                                                guint                picture,
                                                                guint                chips,
                                                                guint                n_dice);
JsonObject             *pips_family_album_build_bets           (const PipsFamilyAlbumBet *bets,
                                                                guint                n_players);
JsonObject             *pips_family_album_build_throw          (guint                player,
                                                                const guint8        *faces,
                                                                guint                n_dice);

gboolean                pips_family_album_game_get_split       (PipsFamilyAlbumGame *self,
                                                                int                  place,
                                                                guint               *blue,
                                                                guint               *red);

G_END_DECLS
