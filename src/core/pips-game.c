/* pips-game.c — the base type of every game's rules
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-game"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-game.h"
#include "pips-registry.h"

typedef struct
{
  const PipsGameInfo *info;
  GStrv               players;
  JsonObject         *options;
  gboolean            ended;
} PipsGamePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (PipsGame, pips_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (pips-game-error-quark, pips_game_error)

/**
 * pips_turn_may_act:
 *
 * Returns: whether @player may act now
 */
gboolean
pips_turn_may_act (const PipsTurn *turn,
                   guint           player)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return player < 64 && (turn->may_act & (G_GUINT64_CONSTANT (1) << player)) != 0;
}

/**
 * pips_turn_expects:
 *
 * Returns: whether the game accepts events of @type now
 */
gboolean
pips_turn_expects (const PipsTurn *turn,
                   const char     *type)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  g_return_val_if_fail (type != NULL, FALSE);

  return turn->expects != NULL && g_strv_contains (turn->expects, type);
}

/**
 * pips_turn_get_n_players:
 *
 * Returns: how many players may act now
 */
guint
pips_turn_get_n_players (const PipsTurn *turn)
{
  g_return_val_if_fail (turn != NULL, 0);

  return (guint) __builtin_popcountll (turn->may_act);
}

/**
 * pips_turn_get_only_player:
 *
 * Returns: the player who may act, when exactly one may; -1 otherwise
 */
int
pips_turn_get_only_player (const PipsTurn *turn)
{
  g_return_val_if_fail (turn != NULL, -1);

  if (pips_turn_get_n_players (turn) != 1)
    return -1;

  return __builtin_ctzll (turn->may_act);
}

static void
pips_game_finalize (GObject *object)
{
  PipsGame *self = PIPS_GAME (object);
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_clear_pointer (&priv->players, g_strfreev);
  g_clear_pointer (&priv->options, json_object_unref);

  G_OBJECT_CLASS (pips_game_parent_class)->finalize (object);
}

static const char * const no_events[] = { NULL };

static void
pips_game_real_get_turn (PipsGame *self,
                         PipsTurn *turn)
{
  turn->may_act = 0;
  turn->expects = no_events;
}

static guint
pips_game_real_get_zero (PipsGame *self)
{
  return 0;
}

static char *
pips_game_real_dup_status (PipsGame *self)
{
  PipsTurn turn;
  int player;

  if (pips_game_is_over (self))
    return g_strdup (_("Game over"));

  pips_game_get_turn (self, &turn);
  player = pips_turn_get_only_player (&turn);
  if (player >= 0)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("%s to play"), pips_game_get_player_name (self, player));

  return g_strdup ("");
}

static char *
pips_game_real_dup_rules (PipsGame *self)
{
  const PipsGameInfo *info = pips_game_get_info (self);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; info->rules != NULL && info->rules[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append (text, "\n\n");
      g_string_append (text, _(info->rules[i]));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static JsonObject *
pips_game_real_dup_summary (PipsGame *self)
{
  return json_object_new ();
}

static gboolean
pips_game_real_build_roll (PipsGame    *self,
                           PipsRoller  *roller,
                           PipsRoll    *roll,
                           GError     **error)
{
  const PipsGameInfo *info = pips_game_get_info (self);

  for (guint i = 0; i < roll->n_dice; i++)
    {
      if (!roll->keep[i])
        roll->faces[i] = pips_roller_roll_face (roller, info->dice.n_faces);
      roll->marked[i] = FALSE;
    }

  return TRUE;
}

static void
pips_game_class_init (PipsGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pips_game_finalize;

  klass->get_turn = pips_game_real_get_turn;
  klass->dup_status = pips_game_real_dup_status;
  klass->dup_rules = pips_game_real_dup_rules;
  klass->dup_summary = pips_game_real_dup_summary;
  klass->get_round = pips_game_real_get_zero;
  klass->get_n_rounds = pips_game_real_get_zero;
  klass->build_roll = pips_game_real_build_roll;
}

static void
pips_game_init (PipsGame *self)
{
}

/**
 * pips_game_new:
 * @info: the game
 * @players: the players' names, in playing order
 * @options: (nullable): rule options; missing ones take their defaults
 *
 * Creates the rules object of a game and resets it to the start. The caller checks players and
 * options first (see pips_session_new()).
 */
PipsGame *
pips_game_new (const PipsGameInfo  *info,
               const char * const  *players,
               JsonObject          *options)
{
  g_autoptr(JsonObject) merged = NULL;
  PipsGamePrivate *priv;
  PipsGame *self;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);

  merged = pips_game_info_default_options (info);
  if (options != NULL)
    {
      JsonObjectIter iter;
      const char *member;
      JsonNode *node;

      json_object_iter_init (&iter, options);
      while (json_object_iter_next (&iter, &member, &node))
        json_object_set_member (merged, member, json_node_copy (node));
    }

  self = g_object_new (info->get_type (), NULL);
  priv = pips_game_get_instance_private (self);
  priv->info = info;
  priv->players = g_strdupv ((char **) players);
  priv->options = g_steal_pointer (&merged);

  pips_game_reset (self);

  return self;
}

const PipsGameInfo *
pips_game_get_info (PipsGame *self)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return priv->info;
}

guint
pips_game_get_n_players (PipsGame *self)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), 0);

  return priv->players != NULL ? g_strv_length (priv->players) : 0;
}

const char *
pips_game_get_player_name (PipsGame *self,
                           guint     player)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);
  g_return_val_if_fail (player < pips_game_get_n_players (self), NULL);

  return priv->players[player];
}

const char * const *
pips_game_get_players (PipsGame *self)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return (const char * const *) priv->players;
}

JsonObject *
pips_game_get_options (PipsGame *self)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return priv->options;
}

gboolean
pips_game_get_option_bool (PipsGame   *self,
                           const char *option_id)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), FALSE);

  return json_object_get_boolean_member_with_default (priv->options, option_id, FALSE);
}

gint64
pips_game_get_option_int (PipsGame   *self,
                          const char *option_id)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), 0);

  return json_object_get_int_member_with_default (priv->options, option_id, 0);
}

const char *
pips_game_get_option_choice (PipsGame   *self,
                             const char *option_id)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return json_object_get_string_member_with_default (priv->options, option_id, NULL);
}

/**
 * pips_game_get_option_text:
 *
 * Returns: the text of a %PIPS_OPTION_TEXT option, "" when none was given
 */
const char *
pips_game_get_option_text (PipsGame   *self,
                           const char *option_id)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), "");

  return json_object_get_string_member_with_default (priv->options, option_id, "");
}

/**
 * pips_game_copy:
 *
 * A game of the same kind, players and options, in the same state: apply() on either leaves the
 * other as it is. The session keeps such copies as checkpoints (see pips_game_copy_state()).
 *
 * Returns: (transfer full): the copy
 */
PipsGame *
pips_game_copy (PipsGame *self)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);
  PipsGamePrivate *copy_priv;
  PipsGame *copy;

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  /* The options are never changed after the game is made: the copy shares them. */
  copy = g_object_new (G_OBJECT_TYPE (self), NULL);
  copy_priv = pips_game_get_instance_private (copy);
  copy_priv->info = priv->info;
  copy_priv->players = g_strdupv (priv->players);
  copy_priv->options = json_object_ref (priv->options);
  pips_game_reset (copy);
  pips_game_copy_state (copy, self);

  return copy;
}

/**
 * pips_game_copy_state:
 * @source: a game of the same kind, players and options as @self (a copy of it, or one made
 *   with the same arguments)
 *
 * Puts @self in the state @source is in: replaying the same events on both then gives the same
 * state. Every game implements #PipsGameClass.copy_state.
 */
void
pips_game_copy_state (PipsGame *self,
                      PipsGame *source)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);
  PipsGamePrivate *source_priv = pips_game_get_instance_private (source);

  g_return_if_fail (PIPS_IS_GAME (self));
  g_return_if_fail (G_OBJECT_TYPE (source) == G_OBJECT_TYPE (self));
  g_return_if_fail (PIPS_GAME_GET_CLASS (self)->copy_state != NULL);

  if (self == source)
    return;

  priv->ended = source_priv->ended;
  PIPS_GAME_GET_CLASS (self)->copy_state (self, source);
}

void
pips_game_reset (PipsGame *self)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_if_fail (PIPS_IS_GAME (self));

  priv->ended = FALSE;
  PIPS_GAME_GET_CLASS (self)->reset (self);
}

/**
 * pips_game_get_ended:
 *
 * Returns: whether the players ended the game before its rules did (the "end" event)
 */
gboolean
pips_game_get_ended (PipsGame *self)
{
  PipsGamePrivate *priv = pips_game_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME (self), FALSE);

  return priv->ended;
}

static gboolean
event_is_end (JsonObject *event)
{
  return g_strcmp0 (json_object_get_string_member_with_default (event, "type", NULL), "end") == 0;
}

/**
 * pips_game_apply:
 * @self: a #PipsGame
 * @event: the event, lent for the call: the game keeps nothing of it
 * @error: where to put the reason a refused event breaks the rules
 *
 * Validates @event and applies it. A refused event changes nothing.
 *
 * Returns: whether the event was applied
 */
gboolean
pips_game_apply (PipsGame    *self,
                 JsonObject  *event,
                 GError     **error)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  if (!json_object_has_member (event, "type") ||
      !JSON_NODE_HOLDS_VALUE (json_object_get_member (event, "type")) ||
      json_node_get_value_type (json_object_get_member (event, "type")) != G_TYPE_STRING)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           _("The entry has no type"));
      return FALSE;
    }

  if (pips_game_is_over (self))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER,
                           _("The game is over"));
      return FALSE;
    }

  /* Every game can be ended by the players: {"type":"end"}. */
  if (event_is_end (event))
    {
      PipsGamePrivate *priv = pips_game_get_instance_private (self);

      priv->ended = TRUE;
      return TRUE;
    }

  return PIPS_GAME_GET_CLASS (self)->apply (self, event, error);
}

/**
 * pips_game_get_turn:
 * @turn: (out caller-allocates): who may act now, with which events
 *
 * Nobody may act, and nothing is expected, once the game is over.
 */
void
pips_game_get_turn (PipsGame *self,
                    PipsTurn *turn)
{
  g_return_if_fail (PIPS_IS_GAME (self));
  g_return_if_fail (turn != NULL);

  turn->may_act = 0;
  turn->expects = no_events;

  if (pips_game_is_over (self))
    return;

  PIPS_GAME_GET_CLASS (self)->get_turn (self, turn);
  if (turn->expects == NULL)
    turn->expects = no_events;
}

/**
 * pips_game_get_only_player:
 *
 * Returns: the player who may act now when exactly one may (the player to throw, where players
 *   throw in turn, or the roller before the others bet); -1 otherwise
 */
int
pips_game_get_only_player (PipsGame *self)
{
  PipsTurn turn;

  g_return_val_if_fail (PIPS_IS_GAME (self), -1);

  pips_game_get_turn (self, &turn);

  return pips_turn_get_only_player (&turn);
}

/**
 * pips_game_dup_standings:
 *
 * Returns: (transfer full): a list model of #PipsStanding, one per player, best first
 */
GListModel *
pips_game_dup_standings (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return PIPS_GAME_GET_CLASS (self)->dup_standings (self);
}

gboolean
pips_game_is_over (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), FALSE);

  return pips_game_get_ended (self) || PIPS_GAME_GET_CLASS (self)->is_over (self);
}

/**
 * pips_game_dup_description:
 * @event: an event that the game is about to apply
 *
 * Returns: (transfer full): one translated line for the history
 */
char *
pips_game_dup_description (PipsGame   *self,
                           JsonObject *event)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  if (event_is_end (event))
    return g_strdup (_("The players ended the game"));

  return PIPS_GAME_GET_CLASS (self)->dup_description (self, event);
}

/**
 * pips_game_dup_status:
 *
 * Returns: (transfer full): where the game stands, in a short translated line
 */
char *
pips_game_dup_status (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  if (pips_game_get_ended (self))
    return g_strdup (_("Ended by the players"));

  return PIPS_GAME_GET_CLASS (self)->dup_status (self);
}

/**
 * pips_game_dup_rules:
 *
 * Returns: (transfer full): the rules as played with the options in force: translated
 *   paragraphs separated by an empty line
 */
char *
pips_game_dup_rules (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return PIPS_GAME_GET_CLASS (self)->dup_rules (self);
}

guint
pips_game_get_round (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), 0);

  return PIPS_GAME_GET_CLASS (self)->get_round (self);
}

guint
pips_game_get_n_rounds (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), 0);

  return PIPS_GAME_GET_CLASS (self)->get_n_rounds (self);
}

/**
 * pips_game_dup_sheet_text:
 *
 * Returns: (transfer full): the sheet as a plain-text table
 */
char *
pips_game_dup_sheet_text (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return PIPS_GAME_GET_CLASS (self)->dup_sheet_text (self);
}

/**
 * pips_game_dup_outcome:
 *
 * Returns: (transfer full) (nullable): how the game ended beyond the standings (the stake the
 *   loser owes, who ran out of chips), or %NULL while it is not over or when there is nothing
 *   more to say
 */
char *
pips_game_dup_outcome (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  if (!pips_game_is_over (self) || PIPS_GAME_GET_CLASS (self)->dup_outcome == NULL)
    return NULL;

  return PIPS_GAME_GET_CLASS (self)->dup_outcome (self);
}

/**
 * pips_game_dup_records:
 *
 * The game's own records (a highest total, the most wins of a kind …) with each player's
 * value in the game as it stands, for the statistics. A game without records gives none.
 *
 * Returns: (transfer full) (element-type PipsRecord): the records, never %NULL
 */
GArray *
pips_game_dup_records (PipsGame *self)
{
  GArray *records;

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  if (PIPS_GAME_GET_CLASS (self)->dup_records == NULL ||
      (records = PIPS_GAME_GET_CLASS (self)->dup_records (self)) == NULL)
    return g_array_new (FALSE, TRUE, sizeof (PipsRecord));

  return records;
}

/**
 * pips_records_add:
 * @records: (element-type PipsRecord): the records a game's dup_records() makes; %NULL starts
 *   them
 * @id: the record's id (static)
 * @title: its name, marked with N_() and not translated (static)
 * @kind: how the games' values make the record
 *
 * Adds a record without values to @records.
 *
 * Returns: (transfer none): the record, to set values in (valid until the next record is added)
 */
PipsRecord *
pips_records_add (GArray         *records,
                  const char     *id,
                  const char     *title,
                  PipsRecordKind  kind)
{
  PipsRecord record = { id, title, kind, 0, { 0, } };

  g_return_val_if_fail (records != NULL, NULL);
  g_return_val_if_fail (id != NULL && title != NULL, NULL);

  g_array_append_val (records, record);

  return &g_array_index (records, PipsRecord, records->len - 1);
}

/**
 * pips_record_set_value:
 *
 * Gives @player the value @value in the record.
 */
void
pips_record_set_value (PipsRecord *record,
                       guint       player,
                       gint64      value)
{
  g_return_if_fail (record != NULL);
  g_return_if_fail (player < PIPS_GAME_MAX_PLAYERS);

  record->has_value |= G_GUINT64_CONSTANT (1) << player;
  record->values[player] = value;
}

/**
 * pips_record_get_value:
 * @value: (out) (optional): the value
 *
 * Returns: whether @player has a value in the record
 */
gboolean
pips_record_get_value (const PipsRecord *record,
                       guint             player,
                       gint64           *value)
{
  g_return_val_if_fail (record != NULL, FALSE);

  if (player >= PIPS_GAME_MAX_PLAYERS || (record->has_value & (G_GUINT64_CONSTANT (1) << player)) == 0)
    return FALSE;
  if (value != NULL)
    *value = record->values[player];

  return TRUE;
}

/**
 * pips_game_dup_summary:
 *
 * Returns: (transfer full): the game's own part of the JSON summary: its whole derived state, in
 *   the shape docs/session-format.md gives for the game
 */
JsonObject *
pips_game_dup_summary (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return PIPS_GAME_GET_CLASS (self)->dup_summary (self);
}

/**
 * pips_sheet_text_append_cell:
 * @line: the line of a sheet as text
 * @text: the cell
 * @width: the cell's width in characters: right-aligned when positive, left-aligned when
 *   negative
 *
 * Appends a cell of a sheet as text (dup_sheet_text), padded with spaces to @width.
 */
void
pips_sheet_text_append_cell (GString    *line,
                             const char *text,
                             int         width)
{
  guint length = g_utf8_strlen (text, -1);
  guint pad = (guint) ABS (width) > length ? (guint) ABS (width) - length : 0;

  if (width > 0)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (line, ' ');

  g_string_append (line, text);

  if (width < 0)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (line, ' ');
}

/**
 * pips_game_dup_winners_status:
 *
 * The status of a game of points that is over, from its standings: "Game over · Anna wins with
 * 234", or "Game over · Anna and Ben share the win with 234".
 *
 * Returns: (transfer full): the status
 */
char *
pips_game_dup_winners_status (PipsGame *self)
{
  g_autoptr(GListModel) standings = NULL;
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();
  g_autofree char *names = NULL;
  guint best = 0;

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  standings = pips_game_dup_standings (self);
  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);

      if (pips_standing_get_rank (standing) == 1)
        {
          best = pips_standing_get_value (standing);
          g_ptr_array_add (winners,
                           (gpointer) pips_game_get_player_name (self, pips_standing_get_player (standing)));
        }
    }
  g_ptr_array_add (winners, NULL);
  /* Translators: the separator between the names of players who share the win */
  names = g_strjoinv (_(" and "), (char **) winners->pdata);

  if (winners->len == 2)
    /* Translators: a player's name and their total */
    return g_strdup_printf (_("Game over · %s wins with %u"), names, best);
  /* Translators: players' names and their shared total */
  return g_strdup_printf (_("Game over · %s share the win with %u"), names, best);
}

gboolean
pips_event_get_int (JsonObject  *event,
                    const char  *member,
                    gint64       min,
                    gint64       max,
                    gint64      *value,
                    GError     **error)
{
  JsonNode *node = json_object_get_member (event, member);
  gint64 v;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the name of a field in a saved file */
                   _("“%s” is missing or not a whole number"), member);
      return FALSE;
    }

  v = json_node_get_int (node);
  if (v < min || v > max)
    {
      g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);

      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: the first %s is the name of a field in a saved file, the
                    * others are numbers */
                   _("“%s” must be between %s and %s"), member, low, high);
      return FALSE;
    }

  *value = v;
  return TRUE;
}

const char *
pips_event_get_string (JsonObject  *event,
                       const char  *member,
                       GError     **error)
{
  JsonNode *node = json_object_get_member (event, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the name of a field in a saved file */
                   _("“%s” is missing or not text"), member);
      return NULL;
    }

  return json_node_get_string (node);
}

JsonArray *
pips_event_get_array (JsonObject  *event,
                      const char  *member,
                      gboolean     optional,
                      GError     **error)
{
  JsonNode *node = json_object_get_member (event, member);

  if (node == NULL && optional)
    return NULL;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the name of a field in a saved file */
                   _("“%s” is missing or not a list"), member);
      return NULL;
    }

  return json_node_get_array (node);
}

/**
 * pips_event_get_player:
 *
 * Reads the event's "player" member and checks that this player may act now.
 */
gboolean
pips_event_get_player (PipsGame    *self,
                       JsonObject  *event,
                       guint       *player,
                       GError     **error)
{
  PipsTurn turn;
  gint64 value;
  int only;

  if (!pips_event_get_int (event, "player", 0, (gint64) pips_game_get_n_players (self) - 1,
                           &value, error))
    return FALSE;

  pips_game_get_turn (self, &turn);
  if (!pips_turn_may_act (&turn, value))
    {
      only = pips_turn_get_only_player (&turn);
      if (only >= 0)
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                     /* Translators: both %s are players' names */
                     _("It is %s’s turn, not %s’s"),
                     pips_game_get_player_name (self, only),
                     pips_game_get_player_name (self, value));
      else
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                     /* Translators: %s is a player's name */
                     _("%s cannot act now"), pips_game_get_player_name (self, value));
      return FALSE;
    }

  *player = value;
  return TRUE;
}

/**
 * pips_event_new:
 * @type: the event's type
 * @player: the player who acts, or -1 for an event of the table
 *
 * Returns: (transfer full): a new event `{"type":…,"player":…}` for a game's builders to fill in
 */
JsonObject *
pips_event_new (const char *type,
                int         player)
{
  JsonObject *event = json_object_new ();

  g_return_val_if_fail (type != NULL, event);

  json_object_set_string_member (event, "type", type);
  if (player >= 0)
    json_object_set_int_member (event, "player", player);

  return event;
}

/**
 * pips_game_list_setup_events:
 * @starter: the player who starts (the new-game page has put them first, so usually 0)
 * @random: whether the app drew the start player
 *
 * Returns: (transfer full) (element-type JsonObject): the events that begin the log of a new
 *   game, in order (who starts, chips handed out); empty for games that need none
 */
GPtrArray *
pips_game_list_setup_events (PipsGame *self,
                             guint     starter,
                             gboolean  random)
{
  GPtrArray *events = NULL;

  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  if (PIPS_GAME_GET_CLASS (self)->list_setup_events != NULL)
    events = PIPS_GAME_GET_CLASS (self)->list_setup_events (self, starter, random);

  return events != NULL ? events : g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
}

/**
 * pips_game_build_roll:
 * @roller: the dice's chance
 * @roll: (inout): which dice to keep (their faces stay); on success every other die's new face
 *   and the marks the rules give them
 * @error: why no roll can be made now ("Throw the dice first", a kept die that may not be kept)
 *
 * Throws the virtual dice as the rules see them, for the table that has no dice: the page asks
 * here and the dice entry only shows the faces.
 *
 * Returns: whether @roll was filled in
 */
gboolean
pips_game_build_roll (PipsGame    *self,
                      PipsRoller  *roller,
                      PipsRoll    *roll,
                      GError     **error)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), FALSE);
  g_return_val_if_fail (PIPS_IS_ROLLER (roller), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);
  g_return_val_if_fail (roll->n_dice <= PIPS_DICE_MAX, FALSE);

  if (pips_game_is_over (self))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  return PIPS_GAME_GET_CLASS (self)->build_roll (self, roller, roll, error);
}

/**
 * pips_game_build_random_event:
 *
 * Returns: (transfer full) (nullable): an event the rules accept now, chosen at random with
 *   @roller, for tests, demos and benchmarks; %NULL when the game is over
 */
JsonObject *
pips_game_build_random_event (PipsGame   *self,
                              PipsRoller *roller)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);
  g_return_val_if_fail (PIPS_IS_ROLLER (roller), NULL);

  if (pips_game_is_over (self) || PIPS_GAME_GET_CLASS (self)->build_random_event == NULL)
    return NULL;

  return PIPS_GAME_GET_CLASS (self)->build_random_event (self, roller);
}
