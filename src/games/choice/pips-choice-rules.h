/* pips-choice-rules.h — the rules of Choice (Sid Sackson's Solitaire Dice)
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

G_BEGIN_DECLS

/* Five dice a throw: two pairs and a discard. */
#define PIPS_CHOICE_N_DICE          5
/* The sums 2 … 12, one row each. */
#define PIPS_CHOICE_MIN_SUM         2
#define PIPS_CHOICE_MAX_SUM         12
#define PIPS_CHOICE_N_SUMS          11
/* At most three different discard values; a sheet ends when one has eight marks. */
#define PIPS_CHOICE_N_DISCARDS      3
#define PIPS_CHOICE_DISCARD_LIMIT   8
/* A started row costs this much until it has five marks. */
#define PIPS_CHOICE_PENALTY         200
#define PIPS_CHOICE_FREE_MARKS      5
/* No more points beyond ten marks. */
#define PIPS_CHOICE_MAX_SCORED      10
#define PIPS_CHOICE_JOKER_BONUS     100
/* Sackson: 500 or more is a win. */
#define PIPS_CHOICE_TARGET          500

/* Rule options, as stored in the session file. */
#define PIPS_CHOICE_OPTION_JOKERS   "jokers"

/**
 * PipsChoiceJoker:
 * @PIPS_CHOICE_JOKER_TERMINATOR: throw all five dice again
 * @PIPS_CHOICE_JOKER_KORREKTOR: set one die to any face
 * @PIPS_CHOICE_JOKER_THREE_ONE: a triple and a single instead of two pairs
 *
 * The three jokers, each once a game.
 */
typedef enum
{
  PIPS_CHOICE_JOKER_TERMINATOR,
  PIPS_CHOICE_JOKER_KORREKTOR,
  PIPS_CHOICE_JOKER_THREE_ONE,
  PIPS_CHOICE_N_JOKERS
} PipsChoiceJoker;

/**
 * PipsChoiceGrouping:
 * @three_one: a triple and a single (the 3:1 joker) rather than two pairs
 * @groups: the dice of the first group (two, or three with @three_one) and of the second (two,
 *   or one), by place 0–4; unused places are -1
 * @sums: the two sums written on the sheet, the smaller first
 * @discard: the place of the discarded die
 * @discard_face: its face
 * @free_throw: three discard values are fixed and none is in the throw: the discard is not
 *   recorded
 * @ends_sheet: the discard is its value's eighth mark: the sheet ends with this throw
 * @change: how the sheet's total changes (the rows, and −100 for the 3:1 joker)
 * @label: a translated line, "7 and 9, discard 4: +30"
 * @event: (transfer full): the group event that records it, for pips_session_append()
 *
 * One legal way to group the dice at hand, as pips_choice_game_list_groupings() gives it.
 */
typedef struct
{
  gboolean    three_one;
  int         groups[2][3];
  guint       sums[2];
  guint       discard;
  guint8      discard_face;
  gboolean    free_throw;
  gboolean    ends_sheet;
  int         change;
  char       *label;
  JsonObject *event;
} PipsChoiceGrouping;

void pips_choice_grouping_free (PipsChoiceGrouping *grouping);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PipsChoiceGrouping, pips_choice_grouping_free)

extern const PipsGameInfo pips_choice_game_info;

/* The sheet's rules, without a game */
guint             pips_choice_sum_value         (guint            sum);
int               pips_choice_row_points        (guint            sum,
                                                 guint            marks);
char             *pips_choice_row_explain       (guint            sum,
                                                 guint            marks);
const char       *pips_choice_joker_to_id       (PipsChoiceJoker  joker);
const char       *pips_choice_joker_get_name    (PipsChoiceJoker  joker);
const char       *pips_choice_joker_get_summary (PipsChoiceJoker  joker);

#define PIPS_TYPE_CHOICE_GAME (pips_choice_game_get_type ())
G_DECLARE_FINAL_TYPE (PipsChoiceGame, pips_choice_game, PIPS, CHOICE_GAME, PipsGame)

gboolean          pips_choice_game_get_jokers_allowed (PipsChoiceGame  *self);

/* Each player's sheet */
guint             pips_choice_game_get_marks         (PipsChoiceGame  *self,
                                                      guint            player,
                                                      guint            sum);
int               pips_choice_game_get_row_points    (PipsChoiceGame  *self,
                                                      guint            player,
                                                      guint            sum);
int               pips_choice_game_get_rows_total    (PipsChoiceGame  *self,
                                                      guint            player);
guint             pips_choice_game_get_n_discards    (PipsChoiceGame  *self,
                                                      guint            player);
guint8            pips_choice_game_get_discard_value (PipsChoiceGame  *self,
                                                      guint            player,
                                                      guint            index);
guint             pips_choice_game_get_discard_marks (PipsChoiceGame  *self,
                                                      guint            player,
                                                      guint            index);
guint             pips_choice_game_get_free_throws   (PipsChoiceGame  *self,
                                                      guint            player);
guint             pips_choice_game_get_throws        (PipsChoiceGame  *self,
                                                      guint            player);
gboolean          pips_choice_game_get_joker_used    (PipsChoiceGame  *self,
                                                      guint            player,
                                                      PipsChoiceJoker  joker);
guint             pips_choice_game_get_joker_bonus   (PipsChoiceGame  *self,
                                                      guint            player);
int               pips_choice_game_get_total         (PipsChoiceGame  *self,
                                                      guint            player);
gboolean          pips_choice_game_get_sheet_over    (PipsChoiceGame  *self,
                                                      guint            player);

/* The throw of the player to act */
int               pips_choice_game_get_current       (PipsChoiceGame  *self);
gboolean          pips_choice_game_get_has_thrown    (PipsChoiceGame  *self);
guint8            pips_choice_game_get_face          (PipsChoiceGame  *self,
                                                      guint            die);
gboolean          pips_choice_game_can_use_joker     (PipsChoiceGame  *self,
                                                      PipsChoiceJoker  joker);
GPtrArray        *pips_choice_game_list_groupings    (PipsChoiceGame  *self);
PipsChoiceGrouping *pips_choice_game_dup_grouping    (PipsChoiceGame  *self,
                                                      const guint     *order,
                                                      guint            n_order,
                                                      gboolean         three_one,
                                                      GError         **error);

/* Events for the player to act, to hand to pips_session_append() */
JsonObject       *pips_choice_game_build_throw       (PipsChoiceGame  *self,
                                                      const guint8    *faces);
JsonObject       *pips_choice_game_build_terminator  (PipsChoiceGame  *self,
                                                      const guint8    *faces);
JsonObject       *pips_choice_game_build_korrektor   (PipsChoiceGame  *self,
                                                      guint            die,
                                                      guint8           face);
JsonObject       *pips_choice_game_build_group       (PipsChoiceGame  *self,
                                                      const guint     *first,
                                                      const guint     *second,
                                                      guint            discard,
                                                      gboolean         three_one);
JsonObject       *pips_choice_game_build_roll        (PipsChoiceGame  *self,
                                                      PipsRoller      *roller);

G_END_DECLS
