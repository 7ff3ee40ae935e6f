/* pips-chili-rules-private.h — what the files of the rules of Chili Dice share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are split by what the code shares:
 *
 *   pips-chili-scoring.c  the pad's scoring of any six dice, without a game
 *   pips-chili-rules.c    the registry entry, the game type, reading and applying events
 *   pips-chili-state.c    the public state: the columns, the turn and what may be done now
 *   pips-chili-events.c   the events for the player to act and what the dice score where
 *   pips-chili-text.c     the status, the description of an event and the pad as text
 */

#pragma once

#include "pips-chili-rules.h"

G_BEGIN_DECLS

/* Six dice as the rules read them. */
typedef struct
{
  guint    counts[7];       /* counts[k]: dice showing k */
  gboolean red_number[7];   /* red_number[k]: a die shows a red k */
  guint    n_red;
  guint    sum;
  gboolean run;
  gboolean set;
  guint    six_of;          /* k when all six dice show k, else 0 */
  gboolean hot;
} PipsChiliReading;

/* One player's column of the pad. */
typedef struct
{
  guint            points[PIPS_CHILI_N_FIELDS];
  PipsChiliScoring scoring[PIPS_CHILI_N_FIELDS];   /* NONE while the field is free */
  guint            n_filled;
  guint            throws_used;
  gboolean         out;
} PipsChiliColumn;

struct _PipsChiliGame
{
  PipsGame                 parent_instance;

  guint                    budget;
  PipsChiliRedAlternative  red_alternative;

  guint                    n_players;
  PipsChiliColumn         *columns;
  int                      current;      /* -1 when every field is filled */
  guint                    last_round;   /* the highest round a player has scored in */

  /* The turn of the current player. */
  gboolean                 has_thrown;
  guint                    throws_this_turn;
  guint8                   faces[PIPS_CHILI_N_DICE];
  gboolean                 red[PIPS_CHILI_N_DICE];
  gboolean                 thrown[PIPS_CHILI_N_DICE];
  /* Which die lies at each place, once known: each number is red on exactly one die, so a place
   * that has shown a red k is the die k until the turn ends (0: not known yet). */
  guint8                   die_of[PIPS_CHILI_N_DICE];
};

/* pips-chili-scoring.c */
void              _pips_chili_read_dice            (const guint8       *faces,
                                                    const gboolean     *red,
                                                    PipsChiliReading   *r);
PipsChiliScoring  _pips_chili_field_own_scoring    (PipsChiliField      field);
gboolean          _pips_chili_set_rule_error       (GError            **error,
                                                    const char         *format,
                                                    ...) G_GNUC_PRINTF (2, 3);
gboolean          _pips_chili_set_face_error       (GError            **error,
                                                    gint64              face);

/* pips-chili-rules.c: reading events without changing the state */
gboolean          _pips_chili_check_dice_marking   (const guint8       *faces,
                                                   const gboolean     *red,
                                                   gboolean            partial,
                                                   gboolean           *wrong,
                                                   GError            **error);
gboolean          _pips_chili_game_anyone_threw     (PipsChiliGame     *self);
gboolean          _pips_chili_game_check_dice_known (PipsChiliGame     *self,
                                                     const guint8      *faces,
                                                     const gboolean    *red,
                                                     GError           **error);
gboolean          _pips_chili_read_faces           (JsonObject         *event,
                                                    const char         *member,
                                                    guint8             *faces,
                                                    guint              *n_faces,
                                                    GError            **error);
gboolean          _pips_chili_read_positions       (JsonObject         *event,
                                                    const char         *member,
                                                    gboolean            optional,
                                                    gboolean           *listed,
                                                    guint              *order,
                                                    guint              *n_listed,
                                                    GError            **error);
gboolean          _pips_chili_game_resolve_rethrow (PipsChiliGame      *self,
                                                    JsonObject         *event,
                                                    guint               player,
                                                    guint8             *faces,
                                                    gboolean           *red,
                                                    gboolean           *rethrown,
                                                    guint              *n_rethrown,
                                                    GError            **error);
gboolean          _pips_chili_game_resolve_turn    (PipsChiliGame      *self,
                                                    JsonObject         *event,
                                                    guint              *die,
                                                    guint8             *face,
                                                    GError            **error);
gboolean          _pips_chili_game_resolve_score   (PipsChiliGame      *self,
                                                    JsonObject         *event,
                                                    guint               player,
                                                    PipsChiliField     *field,
                                                    PipsChiliScoring   *scoring,
                                                    guint              *points,
                                                    GError            **error);

/* pips-chili-text.c: PipsGame's virtual functions that make text */
char             *_pips_chili_game_dup_status      (PipsGame           *game);
char             *_pips_chili_game_dup_rules       (PipsGame           *game);
JsonObject       *_pips_chili_game_dup_summary     (PipsGame           *game);
gboolean          _pips_chili_game_build_roll      (PipsGame           *game,
                                                    PipsRoller         *roller,
                                                    PipsRoll           *roll,
                                                    GError            **error);
JsonObject       *_pips_chili_game_build_random_event (PipsGame        *game,
                                                    PipsRoller         *roller);
char             *_pips_chili_game_dup_description (PipsGame           *game,
                                                    JsonObject         *event);
char             *_pips_chili_game_dup_sheet_text  (PipsGame           *game);

static inline guint
_pips_chili_game_throws_left (PipsChiliGame *self,
                              guint          player)
{
  return self->budget - self->columns[player].throws_used;
}

static inline guint
_pips_chili_game_fields_total (PipsChiliGame *self,
                               guint          player)
{
  guint total = 0;

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    total += self->columns[player].points[f];

  return total;
}

/* The fields plus 5 points per unused throw. */
static inline guint
_pips_chili_game_player_total (PipsChiliGame *self,
                               guint          player)
{
  return _pips_chili_game_fields_total (self, player) +
         PIPS_CHILI_BONUS_PER_THROW * _pips_chili_game_throws_left (self, player);
}

G_END_DECLS
