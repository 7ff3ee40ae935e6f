/* pips-game.h — the base type of every game's rules
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "pips-dice.h"
#include "pips-standing.h"

G_BEGIN_DECLS

/* The most players any game allows: PipsTurn keeps them as bits, the chip bank and the round
 * table have a place for each. */
#define PIPS_GAME_MAX_PLAYERS 10

/* The most records of a game that count (pips_game_info_dup_records()): more than any game has;
 * the statistics keep a place for each. */
#define PIPS_GAME_MAX_RECORDS 8

#define PIPS_GAME_ERROR (pips_game_error_quark ())

/**
 * PipsGameError:
 * @PIPS_GAME_ERROR_INVALID: the event is malformed (missing or wrongly typed members)
 * @PIPS_GAME_ERROR_RULE: the event breaks a rule of the game
 * @PIPS_GAME_ERROR_OUT_OF_TURN: the event names a player who may not act now
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
 * PipsTurn:
 * @may_act: bit `1 << p` is set for each player p who may act now: one player where players
 *   throw in turn, every player of a one-die roll-off who has not thrown yet, every player
 *   betting on another's throw; 0 when the game is over or waits for the table (who starts) rather
 *   than a player
 * @expects: the event types the game accepts now, %NULL-terminated (static strings); an empty
 *   list when the game is over. The base type's "end" is always accepted while the game runs and
 *   is not listed.
 *
 * Who may act, and with which kinds of event. The game's apply() stays the judge: it refuses
 * everything else, in the players' words.
 */
typedef struct
{
  guint64             may_act;
  const char * const *expects;
} PipsTurn;

gboolean pips_turn_may_act        (const PipsTurn *turn,
                                   guint           player);
gboolean pips_turn_expects        (const PipsTurn *turn,
                                   const char     *type);
int      pips_turn_get_only_player (const PipsTurn *turn);
guint    pips_turn_get_n_players  (const PipsTurn *turn);

/**
 * PipsRecordKind:
 * @PIPS_RECORD_TOTAL: counted up over every game (Chics, games lost): the statistics add each
 *   player's values
 * @PIPS_RECORD_HIGHEST: the record is the highest value of one game (the highest total)
 * @PIPS_RECORD_LOWEST: the record is the lowest value of one game (the fewest throws used)
 *
 * How the values of each game make a record.
 */
typedef enum
{
  PIPS_RECORD_TOTAL,
  PIPS_RECORD_HIGHEST,
  PIPS_RECORD_LOWEST,
} PipsRecordKind;

/**
 * PipsRecord:
 * @id: the record's id ("peppers"; static), as the summary cache and `pips --statistics
 *   --format=json` name it
 * @title: the record's name, untranslated (marked with N_(); static): translate it with _()
 * @kind: how the values of every game make the record
 * @has_value: bit `1 << p` is set for each player p with a value in this game
 * @values: each player's value in this game
 *
 * One of a game's records, with what each player holds toward it in one game.
 */
typedef struct
{
  const char     *id;
  const char     *title;
  PipsRecordKind  kind;
  guint64         has_value;
  gint64          values[PIPS_GAME_MAX_PLAYERS];
} PipsRecord;

PipsRecord *pips_records_add      (GArray         *records,
                                   const char     *id,
                                   const char     *title,
                                   PipsRecordKind  kind);
void        pips_record_set_value (PipsRecord     *record,
                                   guint           player,
                                   gint64          value);
gboolean    pips_record_get_value (const PipsRecord *record,
                                   guint           player,
                                   gint64         *value);

typedef struct _PipsGameInfo PipsGameInfo;

#define PIPS_TYPE_GAME (pips_game_get_type ())
G_DECLARE_DERIVABLE_TYPE (PipsGame, pips_game, PIPS, GAME, GObject)

/**
 * PipsGameClass:
 * @reset: set the state to the start of a game for the current players and options
 * @apply: validate @event against the state and apply it; on failure set @error (in words a
 *   player understands) and leave the state exactly as it was. @event is lent for the call:
 *   read it, change nothing of it and keep nothing of it (copy what the state needs; opening a
 *   file lends one object again and again, see pips-event-reader.c)
 * @get_turn: who may act now and with which events (see #PipsTurn)
 * @is_over: whether the game has ended by its rules (the base type also handles the
 *   `{"type":"end"}` event, with which players end any game early; games never see it)
 * @dup_standings: the standings now: a list model of #PipsStanding, best first
 * @dup_status: a short translated line about where the game stands ("Round 4 of 10 · Anna to
 *   play"); the default names the players who may act
 * @dup_rules: the rules as the table plays them with the options in force: translated
 *   paragraphs separated by an empty line; the default joins the game info's paragraphs
 * @dup_description: one translated line for the history, of @event applied to the current state
 *   (called before the event is applied)
 * @dup_sheet_text: the sheet as plain text (a table), for "Copy Results" and `pips --summary`
 * @dup_summary: the whole derived state as a JSON object, in the shape the game documents in
 *   docs/session-format.md; the session adds the members every game shares
 * @get_round: the current round (1-based), or 0 where rounds mean nothing
 * @get_n_rounds: the number of rounds, or 0 when it is open
 * @list_setup_events: (nullable): the events that begin the log of a new game, after the
 *   new-game page put @starter first (@random: the app drew them): who starts, chips handed
 *   out; none by default
 * @build_roll: fill the faces of @roll that are not kept with a virtual throw of the dice as the
 *   rules see them (how many dice, which faces, which are marked); the default throws every die
 *   that is not kept uniformly over the faces of the game's dice
 * @build_random_event: a random event that the rules accept now, for tests, demos and
 *   benchmarks; %NULL when the game is over
 * @dup_outcome: (nullable): once the game is over, a translated sentence on how it ended that
 *   the standings do not say (who lost and owes the stake, who ran out of chips); %NULL by
 *   default. The end-of-game view shows it above the standings.
 * @dup_records: the game's own records (#PipsRecord, made with pips_records_add()) with each
 *   player's value in the game as it stands: always the same records in the same order, whatever
 *   the state; a value that means something only at the end (games lost, the fewest throws
 *   used) is given once the rules ended the game. None by default: the statistics then give the
 *   figures every game shares.
 * @copy_state: make the state of @self that of @source, a game of the same type, players and
 *   options (see pips_game_copy()): everything apply() changes, deeply, so that neither game's
 *   later events change the other. The session keeps such copies as checkpoints, so that an
 *   undo replays a few events instead of the whole game: every game must implement it. A
 *   #PipsHistory shares what both games recorded instead of copying it.
 */
struct _PipsGameClass
{
  GObjectClass parent_class;

  void        (*reset)              (PipsGame    *self);
  gboolean    (*apply)              (PipsGame    *self,
                                     JsonObject  *event,
                                     GError     **error);
  void        (*get_turn)           (PipsGame    *self,
                                     PipsTurn    *turn);
  gboolean    (*is_over)            (PipsGame    *self);
  GListModel *(*dup_standings)      (PipsGame    *self);
  char       *(*dup_status)         (PipsGame    *self);
  char       *(*dup_rules)          (PipsGame    *self);
  char       *(*dup_description)    (PipsGame    *self,
                                     JsonObject  *event);
  char       *(*dup_sheet_text)     (PipsGame    *self);
  JsonObject *(*dup_summary)        (PipsGame    *self);
  guint       (*get_round)          (PipsGame    *self);
  guint       (*get_n_rounds)       (PipsGame    *self);
  GPtrArray  *(*list_setup_events)  (PipsGame    *self,
                                     guint        starter,
                                     gboolean     random);
  gboolean    (*build_roll)         (PipsGame    *self,
                                     PipsRoller  *roller,
                                     PipsRoll    *roll,
                                     GError     **error);
  JsonObject *(*build_random_event) (PipsGame    *self,
                                     PipsRoller  *roller);
  char       *(*dup_outcome)        (PipsGame    *self);
  GArray     *(*dup_records)        (PipsGame    *self);
  void        (*copy_state)         (PipsGame    *self,
                                     PipsGame    *source);

  gpointer padding[5];
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

PipsGame           *pips_game_copy               (PipsGame            *self);
void                pips_game_copy_state         (PipsGame            *self,
                                                  PipsGame            *source);
void                pips_game_reset              (PipsGame            *self);
gboolean            pips_game_apply              (PipsGame            *self,
                                                  JsonObject          *event,
                                                  GError             **error);
void                pips_game_get_turn           (PipsGame            *self,
                                                  PipsTurn            *turn);
int                 pips_game_get_only_player    (PipsGame            *self);
gboolean            pips_game_is_over            (PipsGame            *self);
gboolean            pips_game_get_ended          (PipsGame            *self);
GListModel         *pips_game_dup_standings      (PipsGame            *self);
char               *pips_game_dup_status         (PipsGame            *self);
char               *pips_game_dup_rules          (PipsGame            *self);
char               *pips_game_dup_description    (PipsGame            *self,
                                                  JsonObject          *event);
char               *pips_game_dup_sheet_text     (PipsGame            *self);
char               *pips_game_dup_outcome        (PipsGame            *self);
JsonObject         *pips_game_dup_summary        (PipsGame            *self);
GArray             *pips_game_dup_records        (PipsGame            *self);
char               *pips_game_dup_winners_status (PipsGame            *self);
void                pips_sheet_text_append_cell  (GString             *line,
                                                  const char          *text,
                                                  int                  width);
guint               pips_game_get_round          (PipsGame            *self);
guint               pips_game_get_n_rounds       (PipsGame            *self);
GPtrArray          *pips_game_list_setup_events  (PipsGame            *self,
                                                  guint                starter,
                                                  gboolean             random);
gboolean            pips_game_build_roll         (PipsGame            *self,
                                                  PipsRoller          *roller,
                                                  PipsRoll            *roll,
                                                  GError             **error);
JsonObject         *pips_game_build_random_event (PipsGame            *self,
                                                  PipsRoller          *roller);

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
JsonObject         *pips_event_new               (const char          *type,
                                                  int                  player);

G_END_DECLS
