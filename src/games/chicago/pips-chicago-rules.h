/* pips-chicago-rules.h — the rules of Chicago: announcements, beer mats and the pub's house rules
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

#define PIPS_CHICAGO_MIN_PLAYERS  2
#define PIPS_CHICAGO_MAX_PLAYERS  10
#define PIPS_CHICAGO_N_DICE       3
#define PIPS_CHICAGO_MAX_ATTEMPTS 3

/**
 * PipsChicagoCounting:
 * @PIPS_CHICAGO_COUNTING_ONES: the 1er counting: the pip sum (3–18)
 * @PIPS_CHICAGO_COUNTING_HUNDREDS: the 100er counting: a 1 counts 100, a 6 counts 60, 2–5 their face
 */
typedef enum
{
  PIPS_CHICAGO_COUNTING_ONES,
  PIPS_CHICAGO_COUNTING_HUNDREDS,
} PipsChicagoCounting;

/**
 * PipsChicagoDirection:
 * @PIPS_CHICAGO_UP: followers must beat the announcement upwards (higher wins)
 * @PIPS_CHICAGO_DOWN: followers must beat it downwards (lower wins)
 */
typedef enum
{
  PIPS_CHICAGO_UP,
  PIPS_CHICAGO_DOWN,
} PipsChicagoDirection;

/**
 * PipsChicagoStage:
 * @PIPS_CHICAGO_STAGE_OPENING: every player throws one die to find who starts the game
 * @PIPS_CHICAGO_STAGE_PLAY: a round: the announcer's attempts, then the followers'
 * @PIPS_CHICAGO_STAGE_ROLL_OFF: players tied for the round's best or worst throw one die each
 *   (with the "tied players roll again" option)
 * @PIPS_CHICAGO_STAGE_OVER: the game is over
 */
typedef enum
{
  PIPS_CHICAGO_STAGE_OPENING,
  PIPS_CHICAGO_STAGE_PLAY,
  PIPS_CHICAGO_STAGE_ROLL_OFF,
  PIPS_CHICAGO_STAGE_OVER,
} PipsChicagoStage;

/**
 * PipsChicagoPlayerState:
 * @PIPS_CHICAGO_PLAYING: still in the game
 * @PIPS_CHICAGO_WON: left the game without mats
 * @PIPS_CHICAGO_WON_CHIC: left the game with an unbeaten Chic
 * @PIPS_CHICAGO_LOST: held mats at the end
 */
typedef enum
{
  PIPS_CHICAGO_PLAYING,
  PIPS_CHICAGO_WON,
  PIPS_CHICAGO_WON_CHIC,
  PIPS_CHICAGO_LOST,
} PipsChicagoPlayerState;

/**
 * PipsChicagoTie:
 * @PIPS_CHICAGO_TIE_WORSE: the later of equal results is worse ("Mit ist Shit")
 * @PIPS_CHICAGO_TIE_BETTER: the later is better: made in fewer attempts (the "fewer attempts"
 *   option)
 * @PIPS_CHICAGO_TIE_ROLL_OFF: the tied throw one die each where it decides the best or the worst
 *   (the "tied players roll again" option)
 *
 * How a result that equals an earlier one of the round ranks against it.
 */
typedef enum
{
  PIPS_CHICAGO_TIE_WORSE,
  PIPS_CHICAGO_TIE_BETTER,
  PIPS_CHICAGO_TIE_ROLL_OFF,
} PipsChicagoTie;

/**
 * PipsChicagoDice:
 * @faces: the three dice as they lie (0 before the player's first throw)
 * @aside: the dice set aside (not thrown again)
 * @attempt: the attempts used so far (0 before the first throw)
 * @limit: the attempts the player may use (3 for the announcer, the announcement's for followers)
 * @sum: what the dice count in the 1er counting
 * @hundreds: what they count in the 100er counting
 * @chic: whether they are a Chic (1-1-1, in one throw where the table says so)
 * @beats: for a follower, whether the dice beat the announcement now ("Mit ist Shit" applied)
 * @must_throw: whether the player must throw again (after a 6er exchange, or while a follower
 *   has not beaten the announcement)
 * @can_exchange: whether the 6er rule may be used now
 * @equals_announcement: for a follower, whether the dice equal the announcement (and so do not
 *   beat it: "Mit ist Shit")
 * @ties_with: for a follower, the first player of the round whose result the dice equal (the same
 *   value in the round's counting, or a Chic in as many attempts), or -1
 * @tie: how the dice rank against @ties_with's result
 *
 * The current player's dice, and what the rules make of them, so that a page computes nothing.
 */
typedef struct
{
  guint8   faces[PIPS_CHICAGO_N_DICE];
  gboolean aside[PIPS_CHICAGO_N_DICE];
  guint    attempt;
  guint    limit;
  guint    sum;
  guint    hundreds;
  gboolean chic;
  gboolean beats;
  gboolean must_throw;
  gboolean can_exchange;
  gboolean equals_announcement;
  int      ties_with;
  PipsChicagoTie tie;
} PipsChicagoDice;

/**
 * PipsChicagoResult:
 * @player: the player
 * @faces: the dice the turn ended with
 * @attempts: the attempts it took
 * @value: what the dice count in the round's counting
 * @chic: a Chic
 * @overeager: a die went off the tray (or to the floor: @floor)
 * @floor: the die went to the floor
 * @announcer: the player announced the round
 * @beats: a follower beat the announcement
 *
 * A player's finished turn in a round.
 */
typedef struct
{
  guint    player;
  guint8   faces[PIPS_CHICAGO_N_DICE];
  guint    attempts;
  guint    value;
  gboolean chic;
  gboolean overeager;
  gboolean floor;
  gboolean announcer;
  gboolean beats;
} PipsChicagoResult;

/**
 * PipsChicagoAnnouncement:
 * @made: whether the round's announcement is made
 * @player: the announcer
 * @attempts: the attempts the followers may use
 * @counting: the counting
 * @direction: the direction
 * @value: the value in that counting
 * @chic: a Chic ("3 down")
 * @forced: the announcer was over-eager: "3 down in 1" was announced for them
 */
typedef struct
{
  gboolean             made;
  guint                player;
  guint                attempts;
  PipsChicagoCounting  counting;
  PipsChicagoDirection direction;
  guint                value;
  gboolean             chic;
  gboolean             forced;
} PipsChicagoAnnouncement;

extern const PipsGameInfo pips_chicago_game_info;

#define PIPS_TYPE_CHICAGO_GAME (pips_chicago_game_get_type ())
G_DECLARE_FINAL_TYPE (PipsChicagoGame, pips_chicago_game, PIPS, CHICAGO_GAME, PipsGame)

/* Counting. */
guint                   pips_chicago_count                   (const guint8            *faces,
                                                              PipsChicagoCounting      counting);
char                   *pips_chicago_format_announcement     (const PipsChicagoAnnouncement *announcement);

/* The state. */
PipsChicagoStage        pips_chicago_game_get_stage          (PipsChicagoGame         *self);
guint                   pips_chicago_game_get_phase          (PipsChicagoGame         *self);
guint                   pips_chicago_game_get_total_mats     (PipsChicagoGame         *self);
guint                   pips_chicago_game_get_stack          (PipsChicagoGame         *self);
guint                   pips_chicago_game_get_out            (PipsChicagoGame         *self);
guint                   pips_chicago_game_get_target         (PipsChicagoGame         *self);
guint                   pips_chicago_game_get_mats           (PipsChicagoGame         *self,
                                                              guint                    player);
guint                   pips_chicago_game_get_owes           (PipsChicagoGame         *self,
                                                              guint                    player);
PipsChicagoPlayerState  pips_chicago_game_get_player_state   (PipsChicagoGame         *self,
                                                              guint                    player);
int                     pips_chicago_game_get_current_player (PipsChicagoGame         *self);
gboolean                pips_chicago_game_get_is_announcer   (PipsChicagoGame         *self);
gboolean                pips_chicago_game_get_dice           (PipsChicagoGame         *self,
                                                              PipsChicagoDice         *dice);
gboolean                pips_chicago_game_get_can_set_aside  (PipsChicagoGame         *self,
                                                              const gboolean          *aside,
                                                              GError                 **error);
void                    pips_chicago_game_get_announcement   (PipsChicagoGame         *self,
                                                              PipsChicagoAnnouncement *announcement);
guint64                 pips_chicago_game_get_roll_off_players (PipsChicagoGame       *self);
guint8                  pips_chicago_game_get_roll_off_face  (PipsChicagoGame         *self,
                                                              guint                    player);
char                   *pips_chicago_game_dup_last_round_text (PipsChicagoGame        *self);
char                   *pips_chicago_game_dup_round_result_text (PipsChicagoGame      *self,
                                                                guint                 player);
int                     pips_chicago_game_get_worst_so_far   (PipsChicagoGame         *self);
gboolean                pips_chicago_game_get_last_result    (PipsChicagoGame         *self,
                                                              PipsChicagoResult       *result,
                                                              PipsChicagoAnnouncement *announcement);
guint                   pips_chicago_game_get_n_finished_rounds (PipsChicagoGame      *self);
guint                   pips_chicago_game_get_finished_round (PipsChicagoGame         *self,
                                                              guint                    index,
                                                              PipsChicagoAnnouncement *announcement,
                                                              PipsChicagoResult       *results,
                                                              guint                   *n_results,
                                                              int                     *best,
                                                              int                     *worst);
char                   *pips_chicago_game_dup_finished_round_text (PipsChicagoGame    *self,
                                                              guint                    index);

/* Events, for pips_session_append(). */
JsonObject             *pips_chicago_build_starter           (guint                    player,
                                                              gboolean                 random);
JsonObject             *pips_chicago_build_die               (guint                    player,
                                                              guint                    face);
JsonObject             *pips_chicago_build_throw             (guint                    player,
                                                              const guint8            *faces,
                                                              const gboolean          *aside);
JsonObject             *pips_chicago_build_exchange          (guint                    player);
JsonObject             *pips_chicago_build_announce          (guint                    player,
                                                              PipsChicagoCounting      counting,
                                                              PipsChicagoDirection     direction);
JsonObject             *pips_chicago_build_stand             (guint                    player);
JsonObject             *pips_chicago_build_overeager         (guint                    player,
                                                              gboolean                 floor);

G_END_DECLS
