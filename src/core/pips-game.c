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

PipsStanding *
pips_standing_new (guint       player,
                   guint       rank,
                   gint        score,
                   gint        chips,
                   const char *status)
{
  PipsStanding *standing = g_new0 (PipsStanding, 1);

  standing->player = player;
  standing->rank = rank;
  standing->score = score;
  standing->chips = chips;
  standing->status = g_strdup (status);

  return standing;
}

void
pips_standing_free (PipsStanding *standing)
{
  if (standing == NULL)
    return;

  g_free (standing->status);
  g_free (standing);
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

static int
pips_game_real_get_current_player (PipsGame *self)
{
  return -1;
}

static guint
pips_game_real_get_zero (PipsGame *self)
{
  return 0;
}

static char *
pips_game_real_get_status (PipsGame *self)
{
  int player = pips_game_get_current_player (self);

  if (pips_game_is_over (self))
    return g_strdup (_("Game over"));
  if (player >= 0)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("%s to play"), pips_game_get_player_name (self, player));
  return g_strdup ("");
}

static void
pips_game_class_init (PipsGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pips_game_finalize;

  klass->get_current_player = pips_game_real_get_current_player;
  klass->get_status = pips_game_real_get_status;
  klass->get_round = pips_game_real_get_zero;
  klass->get_n_rounds = pips_game_real_get_zero;
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
 * @event: the event
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
 * pips_game_standings:
 *
 * Returns: (transfer container): #PipsStanding entries, best first
 */
GPtrArray *
pips_game_standings (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return PIPS_GAME_GET_CLASS (self)->standings (self);
}

gboolean
pips_game_is_over (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), FALSE);

  return pips_game_get_ended (self) || PIPS_GAME_GET_CLASS (self)->is_over (self);
}

char *
pips_game_describe (PipsGame   *self,
                    JsonObject *event)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  if (event_is_end (event))
    return g_strdup (_("The players ended the game"));

  return PIPS_GAME_GET_CLASS (self)->describe (self, event);
}

int
pips_game_get_current_player (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), -1);

  if (pips_game_get_ended (self))
    return -1;

  return PIPS_GAME_GET_CLASS (self)->get_current_player (self);
}

char *
pips_game_get_status (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  if (pips_game_get_ended (self))
    return g_strdup (_("Ended by the players"));

  return PIPS_GAME_GET_CLASS (self)->get_status (self);
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

char *
pips_game_sheet_text (PipsGame *self)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  return PIPS_GAME_GET_CLASS (self)->sheet_text (self);
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
 * Reads the event's "player" member and checks that it is that player's turn.
 */
gboolean
pips_event_get_player (PipsGame    *self,
                       JsonObject  *event,
                       guint       *player,
                       GError     **error)
{
  gint64 value;
  int current;

  if (!pips_event_get_int (event, "player", 0, (gint64) pips_game_get_n_players (self) - 1,
                           &value, error))
    return FALSE;

  current = pips_game_get_current_player (self);
  if (current >= 0 && value != current)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: both %s are players' names */
                   _("It is %s’s turn, not %s’s"),
                   pips_game_get_player_name (self, current),
                   pips_game_get_player_name (self, value));
      return FALSE;
    }

  *player = value;
  return TRUE;
}

/**
 * pips_game_build_start_event:
 * @starter: the player who starts
 * @random: whether the app drew the start player
 *
 * Returns: (transfer full) (nullable): the event that records who starts, for games whose log
 *   begins with it; %NULL for the others (their first player starts)
 */
JsonObject *
pips_game_build_start_event (PipsGame *self,
                             guint     starter,
                             gboolean  random)
{
  g_return_val_if_fail (PIPS_IS_GAME (self), NULL);

  if (PIPS_GAME_GET_CLASS (self)->build_start_event == NULL)
    return NULL;

  return PIPS_GAME_GET_CLASS (self)->build_start_event (self, starter, random);
}
