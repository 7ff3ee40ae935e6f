/* pips-yacht-rules.h — the rules of Yacht (Kniffel, Yahtzee, Yatzy)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "pips-dice.h"
#include "pips-game.h"
#include "pips-registry.h"
#include "pips-yacht-scoring.h"
#include "pips-yacht-solver.h"

G_BEGIN_DECLS

#define PIPS_YACHT_MIN_PLAYERS 1
#define PIPS_YACHT_MAX_PLAYERS 8

/* Rule options, as stored in the session file (../shared/rules/yacht.md, "Rule options"). */
#define PIPS_YACHT_OPTION_BOXES           "boxes"            /* "kniffel" (13) · "yatzy" (15) */
#define PIPS_YACHT_OPTION_BONUS_POINTS    "bonus-points"     /* 0 … 100, 35 */
#define PIPS_YACHT_OPTION_BONUS_THRESHOLD "bonus-threshold"  /* 1 … 105, 63 */
#define PIPS_YACHT_OPTION_FIVE_AGAIN      "five-again"       /* "none" · "50" · "100" */
#define PIPS_YACHT_OPTION_JOKER           "joker"            /* "off" · "free" · "forced" */
#define PIPS_YACHT_OPTION_FIVE_FULL_HOUSE "five-full-house"  /* boolean */
#define PIPS_YACHT_OPTION_THROWS          "throws"           /* 1 … 3 */
#define PIPS_YACHT_OPTION_IN_ORDER        "in-order"         /* boolean: boxes top to bottom */

extern const PipsGameInfo pips_yacht_game_info;

/* Boxes, whatever the box set: ids in the session file, names on the pad. */
const char   *pips_yacht_box_to_id     (PipsYachtBox  box);
gboolean      pips_yacht_box_from_id   (const char   *id,
                                        PipsYachtBox *box);
const char   *pips_yacht_box_get_name  (PipsYachtBox  box);
const char   *pips_yacht_box_get_hint  (PipsYachtBox  box,
                                        PipsYachtBoxSet box_set);

#define PIPS_TYPE_YACHT_GAME (pips_yacht_game_get_type ())
G_DECLARE_FINAL_TYPE (PipsYachtGame, pips_yacht_game, PIPS, YACHT_GAME, PipsGame)

/* The rules in force */
const PipsYachtRules *pips_yacht_game_get_rules       (PipsYachtGame  *self);
guint                 pips_yacht_game_get_n_boxes     (PipsYachtGame  *self);
PipsYachtBox          pips_yacht_game_get_box         (PipsYachtGame  *self,
                                                       guint           index);

/* Each player's column; box indexes are the sheet's order (pips_yacht_rules_box()). */
const PipsYachtSheet *pips_yacht_game_get_sheet       (PipsYachtGame  *self,
                                                       guint           player);
int                   pips_yacht_game_get_box_points  (PipsYachtGame  *self,
                                                       guint           player,
                                                       guint           index);
guint                 pips_yacht_game_get_upper_sum   (PipsYachtGame  *self,
                                                       guint           player);
guint                 pips_yacht_game_get_upper_bonus (PipsYachtGame  *self,
                                                       guint           player);
guint                 pips_yacht_game_get_bonus_needed (PipsYachtGame *self,
                                                       guint           player);
guint                 pips_yacht_game_get_lower_sum   (PipsYachtGame  *self,
                                                       guint           player);
guint                 pips_yacht_game_get_five_again  (PipsYachtGame  *self,
                                                       guint           player);
guint                 pips_yacht_game_get_total       (PipsYachtGame  *self,
                                                       guint           player);
guint                 pips_yacht_game_get_n_filled    (PipsYachtGame  *self,
                                                       guint           player);

/* The turn: the player to act (-1 when the game is over), the throws made this turn and the
 * dice on the table (zeros before the first throw). */
int                   pips_yacht_game_get_current     (PipsYachtGame  *self);
guint                 pips_yacht_game_get_throws      (PipsYachtGame  *self);
guint                 pips_yacht_game_get_throws_left (PipsYachtGame  *self);
void                  pips_yacht_game_get_dice        (PipsYachtGame  *self,
                                                       guint8         *dice);
gboolean              pips_yacht_game_can_throw       (PipsYachtGame  *self);
gboolean              pips_yacht_game_can_score       (PipsYachtGame  *self);

/* What the dice on the table would score in the box @index of the player to act: FALSE with
 * @error in the players' words when the box is not free or not allowed now (the forced joker,
 * the boxes in order); else its @points (the box's points, 0 when the dice do not fit) and the
 * bonus of a further five of a kind that comes with it (@five_again). */
gboolean              pips_yacht_game_check_box       (PipsYachtGame  *self,
                                                       guint           index,
                                                       guint          *points,
                                                       guint          *five_again,
                                                       GError        **error);
/* Whether the dice on the table fit the box: its points are more than 0, so that a 0 written
 * there (a strike) asks first. */
gboolean              pips_yacht_game_box_fits        (PipsYachtGame  *self,
                                                       guint           index);

/* Events for the player to act, to hand to pips_session_append(). @kept: bit j set when the die
 * at place j was set aside (not thrown again) since the last throw; 0 for a first throw. */
JsonObject           *pips_yacht_game_build_throw     (PipsYachtGame  *self,
                                                       const guint8   *dice,
                                                       guint           kept);
JsonObject           *pips_yacht_game_build_roll      (PipsYachtGame  *self,
                                                       PipsRoller     *roller,
                                                       guint           kept);
/* @strike: write 0 whatever the dice (crossing the box out). */
JsonObject           *pips_yacht_game_build_score     (PipsYachtGame  *self,
                                                       guint           index,
                                                       gboolean        strike);

G_END_DECLS
