/* pips-game.h — the base type of every game's rules
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define PIPS_GAME_ERROR (pips_game_error_quark ())

/**
 * PipsGameError:
 * @PIPS_GAME_ERROR_INVALID: the event is malformed (missing or wrongly typed members)
 * @PIPS_GAME_ERROR_RULE: the event breaks a rule of the game
 * @PIPS_GAME_ERROR_OUT_OF_TURN: the event names a player whose turn it is not
 * @PIPS_GAME_ERROR_OVER: the game is over
 */
typedef enum
{
  PIPS_GAME_ERROR_INVALID,
  PIPS_GAME_ERROR_RULE,
  PIPS_GAME_ERROR_OUT_OF_TURN,
  PIPS_GAME_ERROR_OVER,
} PipsGameError;

GQuark pips_game_error_quark (void);

/**
 * PipsStanding:
 * @player: index of the player in the session's player list
 * @rank: 1 for the best; equal results share a rank
 * @score: points, where the game keeps points
 * @chips: chips held, where the game keeps chips
 * @status: (nullable): a translated word or two ("Won", "Lost", "Out of throws")
 */
typedef struct
{
  guint  player;
  guint  rank;
  gint   score;
  gint   chips;
  char  *status;
} PipsStanding;

PipsStanding *pips_standing_new  (guint player, guint rank, gint score, gint chips, const char *status);
void          pips_standing_free (PipsStanding *standing);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PipsStanding, pips_standing_free)

typedef struct _PipsGameInfo PipsGameInfo;

#define PIPS_TYPE_GAME (pips_game_get_type ())
G_DECLARE_DERIVABLE_TYPE (PipsGame, pips_game, PIPS, GAME, GObject)

/**
 * PipsGameClass:
 * @reset: set the state to the start of a game for the current players and options
 * @apply: validate @event against the state and apply it; on failure set @error (in words a
 *   player understands) and leave the state exactly as it was
 * @standings: the standings now, best first, as a #GPtrArray of #PipsStanding
 * @is_over: whether the game has ended by its rules (the base type also handles the
 *   `{"type":"end"}` event, with which players end any game early; games never see it)
 * @describe: one translated line for the history, of @event applied to the current state
 *   (called before the event is applied)
 * @get_current_player: the index of the player to act, or -1 when no single player is to act
 *   (the game is over, or the table is to say who starts)
 * @get_status: a short translated line about where the game stands ("Round 4 of 10 · Anna to play")
 * @get_round: the current round (1-based) or 0 where rounds mean nothing
 * @get_n_rounds: the number of rounds, or 0 when it is open
 * @sheet_text: the sheet as plain text (a table), for "Copy results" and `pips --summary`
 * @build_start_event: (nullable): for games whose log begins with who starts, the event that
 *   says so: the new-game page puts the chosen start player first and appends this event
 */
struct _PipsGameClass
{
  GObjectClass parent_class;

  void        (*reset)              (PipsGame    *self);
  gboolean    (*apply)              (PipsGame    *self,
                                     JsonObject  *event,
                                     GError     **error);
  GPtrArray  *(*standings)          (PipsGame    *self);
  gboolean    (*is_over)            (PipsGame    *self);
  char       *(*describe)           (PipsGame    *self,
                                     JsonObject  *event);
  int         (*get_current_player) (PipsGame    *self);
  char       *(*get_status)         (PipsGame    *self);
  guint       (*get_round)          (PipsGame    *self);
  guint       (*get_n_rounds)       (PipsGame    *self);
  char       *(*sheet_text)         (PipsGame    *self);
  JsonObject *(*build_start_event)  (PipsGame    *self,
                                     guint        starter,
                                     gboolean     random);

  gpointer padding[7];
};

PipsGame           *pips_game_new                (const PipsGameInfo  *info,
                                                  const char * const  *players,
                                                  JsonObject          *options);
const PipsGameInfo *pips_game_get_info           (PipsGame            *self);
guint               pips_game_get_n_players      (PipsGame            *self);
const char         *pips_game_get_player_name    (PipsGame            *self,
                                                  guint                player);
const char * const *pips_game_get_players        (PipsGame            *self);
JsonObject         *pips_game_get_options        (PipsGame            *self);
gboolean            pips_game_get_option_bool    (PipsGame            *self,
                                                  const char          *option_id);
gint64              pips_game_get_option_int     (PipsGame            *self,
                                                  const char          *option_id);
const char         *pips_game_get_option_choice  (PipsGame            *self,
                                                  const char          *option_id);
const char         *pips_game_get_option_text    (PipsGame            *self,
                                                  const char          *option_id);

void                pips_game_reset              (PipsGame            *self);
gboolean            pips_game_apply              (PipsGame            *self,
                                                  JsonObject          *event,
                                                  GError             **error);
GPtrArray          *pips_game_standings          (PipsGame            *self);
gboolean            pips_game_is_over            (PipsGame            *self);
gboolean            pips_game_get_ended          (PipsGame            *self);
char               *pips_game_describe           (PipsGame            *self,
                                                  JsonObject          *event);
int                 pips_game_get_current_player (PipsGame            *self);
char               *pips_game_get_status         (PipsGame            *self);
guint               pips_game_get_round          (PipsGame            *self);
guint               pips_game_get_n_rounds       (PipsGame            *self);
char               *pips_game_sheet_text         (PipsGame            *self);
JsonObject         *pips_game_build_start_event  (PipsGame            *self,
                                                  guint                starter,
                                                  gboolean             random);

/* Helpers for games reading events: each sets a PIPS_GAME_ERROR_INVALID error naming the member. */
gboolean            pips_event_get_int           (JsonObject          *event,
                                                  const char          *member,
                                                  gint64               min,
                                                  gint64               max,
                                                  gint64              *value,
                                                  GError             **error);
const char         *pips_event_get_string        (JsonObject          *event,
                                                  const char          *member,
                                                  GError             **error);
JsonArray          *pips_event_get_array         (JsonObject          *event,
                                                  const char          *member,
                                                  gboolean             optional,
                                                  GError             **error);
gboolean            pips_event_get_player        (PipsGame            *self,
                                                  JsonObject          *event,
                                                  guint               *player,
                                                  GError             **error);

G_END_DECLS
