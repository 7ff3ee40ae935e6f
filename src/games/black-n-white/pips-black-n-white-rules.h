/* pips-black-n-white-rules.h — the rules of Black’n’White: chips through two phases
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "pips-dice.h"
#include "pips-game.h"
#include "pips-registry.h"

G_BEGIN_DECLS

#define PIPS_BLACK_N_WHITE_MIN_PLAYERS 2
#define PIPS_BLACK_N_WHITE_MAX_PLAYERS 5
#define PIPS_BLACK_N_WHITE_MAX_THROWS  3

/**
 * PipsBlackNWhiteDie:
 * @PIPS_BLACK_N_WHITE_DIE_NONE: no die (no tens colour chosen yet; no die kept)
 * @PIPS_BLACK_N_WHITE_DIE_BLACK: the black die
 * @PIPS_BLACK_N_WHITE_DIE_WHITE: the white die
 */
typedef enum
{
  PIPS_BLACK_N_WHITE_DIE_NONE,
  PIPS_BLACK_N_WHITE_DIE_BLACK,
  PIPS_BLACK_N_WHITE_DIE_WHITE,
} PipsBlackNWhiteDie;

/**
 * PipsBlackNWhitePhase:
 * @PIPS_BLACK_N_WHITE_PHASE_1: handing out the chips of the middle; the lowest takes one
 * @PIPS_BLACK_N_WHITE_PHASE_2: getting rid of them; the highest puts one out of the game
 */
typedef enum
{
  PIPS_BLACK_N_WHITE_PHASE_1 = 1,
  PIPS_BLACK_N_WHITE_PHASE_2 = 2,
} PipsBlackNWhitePhase;

/**
 * PipsBlackNWhiteAwait:
 * @PIPS_BLACK_N_WHITE_AWAIT_NOTHING: the game is over
 * @PIPS_BLACK_N_WHITE_AWAIT_STARTER: a "starter" event: who starts the round, one of
 *   pips_black_n_white_game_dup_starter_candidates()
 * @PIPS_BLACK_N_WHITE_AWAIT_RESULT: a "result" event from the current player
 * @PIPS_BLACK_N_WHITE_AWAIT_TENS: a "tens" event from the current player, who just entered the
 *   round's first result that is not a double
 *
 * What the game waits for next.
 */
typedef enum
{
  PIPS_BLACK_N_WHITE_AWAIT_NOTHING,
  PIPS_BLACK_N_WHITE_AWAIT_STARTER,
  PIPS_BLACK_N_WHITE_AWAIT_RESULT,
  PIPS_BLACK_N_WHITE_AWAIT_TENS,
} PipsBlackNWhiteAwait;

/**
 * PipsBlackNWhitePlayerState:
 * @PIPS_BLACK_N_WHITE_PLAYING: still in the game
 * @PIPS_BLACK_N_WHITE_WON: got rid of their chips (or never had one) and left
 * @PIPS_BLACK_N_WHITE_LOST: the last player holding chips
 */
typedef enum
{
  PIPS_BLACK_N_WHITE_PLAYING,
  PIPS_BLACK_N_WHITE_WON,
  PIPS_BLACK_N_WHITE_LOST,
} PipsBlackNWhitePlayerState;

/**
 * PipsBlackNWhiteOutcome:
 * @PIPS_BLACK_N_WHITE_OUTCOME_NONE: no round has ended yet
 * @PIPS_BLACK_N_WHITE_OUTCOME_TAKES: phase 1: the player took a chip from the middle
 * @PIPS_BLACK_N_WHITE_OUTCOME_PUTS_OUT: phase 2: the player put a chip out of the game
 */
typedef enum
{
  PIPS_BLACK_N_WHITE_OUTCOME_NONE,
  PIPS_BLACK_N_WHITE_OUTCOME_TAKES,
  PIPS_BLACK_N_WHITE_OUTCOME_PUTS_OUT,
} PipsBlackNWhiteOutcome;

/**
 * PipsBlackNWhiteResult:
 * @player: index of the player
 * @black: the black die's face, 1–6
 * @white: the white die's face, 1–6
 * @throws: the throws used, 1–3
 * @position: 0 for the first result entered in the round (or in the roll-off), 1 for the next, …;
 *   of two equal results the one with the higher position was thrown later
 * @rolloff: 0 for a result of the round itself; 1, 2, … for a result of a roll-off among
 *   tied players (a second roll-off when the first ties again, …)
 */
typedef struct
{
  guint player;
  guint black;
  guint white;
  guint throws;
  guint position;
  guint rolloff;
} PipsBlackNWhiteResult;

/**
 * PipsBlackNWhiteRoll:
 * @black: the black die's face, 1–6
 * @white: the white die's face, 1–6
 * @kept: the die kept from the throw before (it shows the same face), or
 *   %PIPS_BLACK_N_WHITE_DIE_NONE for the first throw and when both dice were thrown again
 *
 * One throw of a turn, for results entered throw by throw.
 */
typedef struct
{
  guint              black;
  guint              white;
  PipsBlackNWhiteDie kept;
} PipsBlackNWhiteRoll;

extern const PipsGameInfo pips_black_n_white_game_info;

#define PIPS_TYPE_BLACK_N_WHITE_GAME (pips_black_n_white_game_get_type ())
G_DECLARE_FINAL_TYPE (PipsBlackNWhiteGame, pips_black_n_white_game, PIPS, BLACK_N_WHITE_GAME, PipsGame)

/* Results and their rank. */
int                         pips_black_n_white_result_value              (guint                       black,
                                                                          guint                       white,
                                                                          PipsBlackNWhiteDie          tens);
char                       *pips_black_n_white_format_result             (guint                       black,
                                                                          guint                       white,
                                                                          PipsBlackNWhiteDie          tens);

/* The rule options of this game. */
gboolean                    pips_black_n_white_game_get_random_starter   (PipsBlackNWhiteGame        *self);
gboolean                    pips_black_n_white_game_get_ties_roll_off    (PipsBlackNWhiteGame        *self);

/* The state. */
PipsBlackNWhitePhase        pips_black_n_white_game_get_phase            (PipsBlackNWhiteGame        *self);
PipsBlackNWhiteAwait        pips_black_n_white_game_get_awaiting         (PipsBlackNWhiteGame        *self);
guint                       pips_black_n_white_game_get_total_chips      (PipsBlackNWhiteGame        *self);
guint                       pips_black_n_white_game_get_middle           (PipsBlackNWhiteGame        *self);
guint                       pips_black_n_white_game_get_out              (PipsBlackNWhiteGame        *self);
guint                       pips_black_n_white_game_get_chips            (PipsBlackNWhiteGame        *self,
                                                                          guint                       player);
PipsBlackNWhitePlayerState  pips_black_n_white_game_get_player_state     (PipsBlackNWhiteGame        *self,
                                                                          guint                       player);
GArray                     *pips_black_n_white_game_dup_active_players   (PipsBlackNWhiteGame        *self);
GArray                     *pips_black_n_white_game_dup_winners          (PipsBlackNWhiteGame        *self);
int                         pips_black_n_white_game_get_loser            (PipsBlackNWhiteGame        *self);
GArray                     *pips_black_n_white_game_dup_starter_candidates (PipsBlackNWhiteGame      *self);
int                         pips_black_n_white_game_get_round_starter    (PipsBlackNWhiteGame        *self);
guint                       pips_black_n_white_game_get_throw_limit      (PipsBlackNWhiteGame        *self);
PipsBlackNWhiteDie          pips_black_n_white_game_get_tens             (PipsBlackNWhiteGame        *self);
int                         pips_black_n_white_game_get_tens_chooser     (PipsBlackNWhiteGame        *self);
guint                       pips_black_n_white_game_get_house_number     (PipsBlackNWhiteGame        *self,
                                                                          guint                       black,
                                                                          guint                       white);
guint                       pips_black_n_white_game_get_rolloff          (PipsBlackNWhiteGame        *self);
GArray                     *pips_black_n_white_game_dup_rolloff_players  (PipsBlackNWhiteGame        *self);
GArray                     *pips_black_n_white_game_dup_results          (PipsBlackNWhiteGame        *self);
GArray                     *pips_black_n_white_game_dup_last_results     (PipsBlackNWhiteGame        *self);
PipsBlackNWhiteDie          pips_black_n_white_game_get_last_tens        (PipsBlackNWhiteGame        *self);
PipsBlackNWhiteOutcome      pips_black_n_white_game_get_last_outcome     (PipsBlackNWhiteGame        *self,
                                                                          guint                      *player);
char                       *pips_black_n_white_game_dup_last_outcome_text (PipsBlackNWhiteGame       *self);

/* Events, for pips_session_append(). */
JsonObject                 *pips_black_n_white_build_starter             (guint                       player,
                                                                          gboolean                    random);
JsonObject                 *pips_black_n_white_build_result              (guint                       player,
                                                                          guint                       black,
                                                                          guint                       white,
                                                                          guint                       throws);
JsonObject                 *pips_black_n_white_build_result_with_rolls   (guint                       player,
                                                                          const PipsBlackNWhiteRoll  *rolls,
                                                                          guint                       n_rolls);
JsonObject                 *pips_black_n_white_build_tens                (guint                       player,
                                                                          PipsBlackNWhiteDie          die);
JsonObject                 *pips_black_n_white_game_pick_starter         (PipsBlackNWhiteGame        *self,
                                                                          PipsRoller                 *roller);

G_END_DECLS
