/* pips-chili-rules.h — the rules of Chili Dice
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

/* Six dice; die k has its red face on k. */
#define PIPS_CHILI_N_DICE           6
/* Ten fields per player, one per round. */
#define PIPS_CHILI_N_ROUNDS         10
#define PIPS_CHILI_BONUS_PER_THROW  5
#define PIPS_CHILI_DEFAULT_THROWS   30

/* Rule options, as stored in the session file. */
#define PIPS_CHILI_OPTION_THROWS          "throws"
#define PIPS_CHILI_OPTION_RED_ALTERNATIVE "red-alternative"

/**
 * PipsChiliField:
 * @PIPS_CHILI_FIELD_1: the 1s … @PIPS_CHILI_FIELD_6: the 6s
 * @PIPS_CHILI_FIELD_RED: Red (ROT), 10 per red face
 * @PIPS_CHILI_FIELD_RUN: Run (STR), 1-2-3-4-5-6
 * @PIPS_CHILI_FIELD_SET: Set (PAS), every value two, three or four times
 * @PIPS_CHILI_FIELD_SUM: Sum (CHA), all pips
 *
 * The ten fields of a player's column, in the order of the pad. The number fields are 0–5, so
 * `PIPS_CHILI_FIELD_1 + n - 1` is the field of the number n.
 */
typedef enum
{
  PIPS_CHILI_FIELD_1,
  PIPS_CHILI_FIELD_2,
  PIPS_CHILI_FIELD_3,
  PIPS_CHILI_FIELD_4,
  PIPS_CHILI_FIELD_5,
  PIPS_CHILI_FIELD_6,
  PIPS_CHILI_FIELD_RED,
  PIPS_CHILI_FIELD_RUN,
  PIPS_CHILI_FIELD_SET,
  PIPS_CHILI_FIELD_SUM,
  PIPS_CHILI_N_FIELDS
} PipsChiliField;

/**
 * PipsChiliScoring:
 * @PIPS_CHILI_SCORING_NONE: nothing (a free field)
 * @PIPS_CHILI_SCORING_NUMBER: a number field's own rule: n × count, doubled with a red n
 * @PIPS_CHILI_SCORING_RED: 10 per red face
 * @PIPS_CHILI_SCORING_RUN: a Run, 21 (in Run, or in a red number's field)
 * @PIPS_CHILI_SCORING_SET: a Set, the sum (in Set, or in a red number's field)
 * @PIPS_CHILI_SCORING_SUM: the sum of all pips
 * @PIPS_CHILI_SCORING_LITTLE_PEPPER: six 1s, 2s or 3s: 50 in that number, 25 elsewhere
 * @PIPS_CHILI_SCORING_BIG_PEPPER: six 4s, 5s or 6s: 75 in that number, 50 elsewhere
 * @PIPS_CHILI_SCORING_HOT_PEPPER: six red faces: 100 in Red or Run, 50 elsewhere
 * @PIPS_CHILI_SCORING_MISS: 0, allowed in any free field
 * @PIPS_CHILI_SCORING_OUT_OF_THROWS: 0, written into every free field of a player whose
 *   throws are used up
 *
 * How a result is read when it is written into a field.
 */
typedef enum
{
  PIPS_CHILI_SCORING_NONE,
  PIPS_CHILI_SCORING_NUMBER,
  PIPS_CHILI_SCORING_RED,
  PIPS_CHILI_SCORING_RUN,
  PIPS_CHILI_SCORING_SET,
  PIPS_CHILI_SCORING_SUM,
  PIPS_CHILI_SCORING_LITTLE_PEPPER,
  PIPS_CHILI_SCORING_BIG_PEPPER,
  PIPS_CHILI_SCORING_HOT_PEPPER,
  PIPS_CHILI_SCORING_MISS,
  PIPS_CHILI_SCORING_OUT_OF_THROWS,
} PipsChiliScoring;

/**
 * PipsChiliRedAlternative:
 * @PIPS_CHILI_RED_ALTERNATIVE_PLAIN: a Run or Set with a red die may go into that number's
 *   field, not doubled (the default, the rules' **Decision**)
 * @PIPS_CHILI_RED_ALTERNATIVE_DOUBLED: as above, and doubled there
 * @PIPS_CHILI_RED_ALTERNATIVE_OFF: a Run or Set goes only into Run or Set
 *
 * The rule option "red-alternative".
 */
typedef enum
{
  PIPS_CHILI_RED_ALTERNATIVE_PLAIN,
  PIPS_CHILI_RED_ALTERNATIVE_DOUBLED,
  PIPS_CHILI_RED_ALTERNATIVE_OFF,
} PipsChiliRedAlternative;

/**
 * PipsChiliScoreOption:
 * @field: a free field of the player to act
 * @scoring: how the current dice are read there for the most points (%PIPS_CHILI_SCORING_MISS
 *   when nothing scores)
 * @points: the points
 * @reason: a translated reason ("Big Pepper", "Set into the 3s", "Miss")
 * @event: (transfer full): the score event that writes it, to hand to pips_session_append()
 *
 * One line of the list of what the current dice score in each free field.
 */
typedef struct
{
  PipsChiliField    field;
  PipsChiliScoring  scoring;
  guint             points;
  char             *reason;
  JsonObject       *event;
} PipsChiliScoreOption;

void pips_chili_score_option_free (PipsChiliScoreOption *option);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PipsChiliScoreOption, pips_chili_score_option_free)

extern const PipsGameInfo pips_chili_game_info;

/* Fields */
const char       *pips_chili_field_to_id          (PipsChiliField            field);
gboolean          pips_chili_field_from_id        (const char               *id,
                                                   PipsChiliField           *field);
const char       *pips_chili_field_get_name       (PipsChiliField            field);
gboolean          pips_chili_field_is_number      (PipsChiliField            field);
PipsChiliField    pips_chili_field_for_number     (guint                     number);
const char       *pips_chili_scoring_get_name     (PipsChiliScoring          scoring);
gboolean          pips_chili_scoring_is_pepper    (PipsChiliScoring          scoring);

/* Scoring any six dice, without a game: the rules of the pad. */
gboolean          pips_chili_score_dice           (const guint8             *faces,
                                                   const gboolean           *red,
                                                   PipsChiliField            field,
                                                   PipsChiliScoring          scoring,
                                                   PipsChiliRedAlternative   red_alternative,
                                                   guint                    *points,
                                                   GError                  **error);
PipsChiliScoring  pips_chili_best_score           (const guint8             *faces,
                                                   const gboolean           *red,
                                                   PipsChiliField            field,
                                                   PipsChiliRedAlternative   red_alternative,
                                                   guint                    *points);
char             *pips_chili_score_reason         (const guint8             *faces,
                                                   const gboolean           *red,
                                                   PipsChiliField            field,
                                                   PipsChiliScoring          scoring);
gboolean          pips_chili_check_dice           (const guint8             *faces,
                                                   const gboolean           *red,
                                                   GError                  **error);

#define PIPS_TYPE_CHILI_GAME (pips_chili_game_get_type ())
G_DECLARE_FINAL_TYPE (PipsChiliGame, pips_chili_game, PIPS, CHILI_GAME, PipsGame)

/* Rule options in force */
guint                   pips_chili_game_get_throw_budget     (PipsChiliGame   *self);
PipsChiliRedAlternative pips_chili_game_get_red_alternative  (PipsChiliGame   *self);

/* Each player's column */
gboolean          pips_chili_game_get_field_filled      (PipsChiliGame   *self,
                                                         guint            player,
                                                         PipsChiliField   field);
guint             pips_chili_game_get_field_points      (PipsChiliGame   *self,
                                                         guint            player,
                                                         PipsChiliField   field);
PipsChiliScoring  pips_chili_game_get_field_scoring     (PipsChiliGame   *self,
                                                         guint            player,
                                                         PipsChiliField   field);
guint             pips_chili_game_get_n_filled          (PipsChiliGame   *self,
                                                         guint            player);
guint             pips_chili_game_get_fields_total      (PipsChiliGame   *self,
                                                         guint            player);
guint             pips_chili_game_get_throws_used       (PipsChiliGame   *self,
                                                         guint            player);
guint             pips_chili_game_get_throws_left       (PipsChiliGame   *self,
                                                         guint            player);
guint             pips_chili_game_get_bonus             (PipsChiliGame   *self,
                                                         guint            player);
guint             pips_chili_game_get_total             (PipsChiliGame   *self,
                                                         guint            player);
gboolean          pips_chili_game_get_out_of_throws     (PipsChiliGame   *self,
                                                         guint            player);

/* The turn of the player to act */
gboolean          pips_chili_game_get_has_thrown        (PipsChiliGame   *self);
guint             pips_chili_game_get_throws_this_turn  (PipsChiliGame   *self);
guint8            pips_chili_game_get_face              (PipsChiliGame   *self,
                                                         guint            die);
guint             pips_chili_game_get_die_number        (PipsChiliGame   *self,
                                                         guint            die);
gboolean          pips_chili_game_get_red               (PipsChiliGame   *self,
                                                         guint            die);
gboolean          pips_chili_game_get_thrown            (PipsChiliGame   *self,
                                                         guint            die);
void              pips_chili_game_get_dice              (PipsChiliGame   *self,
                                                         guint8          *faces,
                                                         gboolean        *red,
                                                         gboolean        *thrown);
gboolean          pips_chili_game_can_throw             (PipsChiliGame   *self);
gboolean          pips_chili_game_can_rethrow           (PipsChiliGame   *self);
gboolean          pips_chili_game_check_typed_dice      (PipsChiliGame   *self,
                                                         const guint8    *faces,
                                                         const gboolean  *red,
                                                         gboolean        *wrong,
                                                         GError         **error);
gboolean          pips_chili_game_can_turn              (PipsChiliGame   *self,
                                                         guint            die);
gboolean          pips_chili_game_can_score             (PipsChiliGame   *self);
GPtrArray        *pips_chili_game_list_scores           (PipsChiliGame   *self);

/* Events for the player to act, to hand to pips_session_append() */
JsonObject       *pips_chili_game_build_throw           (PipsChiliGame   *self,
                                                         const guint8    *faces,
                                                         const gboolean  *red);
JsonObject       *pips_chili_game_build_rethrow         (PipsChiliGame   *self,
                                                         const gboolean  *rethrow,
                                                         const guint8    *faces,
                                                         const gboolean  *red);
JsonObject       *pips_chili_game_build_turn            (PipsChiliGame   *self,
                                                         guint            die,
                                                         guint8           face);
JsonObject       *pips_chili_game_build_score           (PipsChiliGame    *self,
                                                         PipsChiliField    field,
                                                         PipsChiliScoring  scoring);
JsonObject       *pips_chili_game_build_roll            (PipsChiliGame   *self,
                                                         PipsRoller      *roller,
                                                         const gboolean  *rethrow);

G_END_DECLS
