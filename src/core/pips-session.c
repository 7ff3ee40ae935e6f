/* pips-session.c — a game at a table: players, options and the event log with undo and redo
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-session"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-registry.h"
#include "pips-session.h"

/* The state of a session is derived: the game object is the result of replaying
 * events[0 .. cursor) through the game's rules. Events after the cursor are the redo tail. */
struct _PipsSession
{
  GObject             parent_instance;

  char               *id;
  const PipsGameInfo *info;
  char               *title;
  GDateTime          *created;
  GDateTime          *updated;
  GStrv               players;
  JsonObject         *options;
  GPtrArray          *events;
  guint               cursor;
  PipsGame           *game;
};

G_DEFINE_FINAL_TYPE (PipsSession, pips_session, G_TYPE_OBJECT)

G_DEFINE_QUARK (pips-session-error-quark, pips_session_error)

enum {
  PROP_0,
  PROP_ID,
  PROP_GAME_ID,
  PROP_GAME,
  PROP_TITLE,
  PROP_UPDATED,
  PROP_N_EVENTS,
  PROP_CURSOR,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IS_OVER,
  PROP_STATUS,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Nesting deeper than this is refused before parsing: no session needs it. */
#define MAX_JSON_DEPTH 32

static void
pips_session_finalize (GObject *object)
{
  PipsSession *self = PIPS_SESSION (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_clear_pointer (&self->updated, g_date_time_unref);
  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->options, json_object_unref);
  g_clear_pointer (&self->events, g_ptr_array_unref);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (pips_session_parent_class)->finalize (object);
}

static void
pips_session_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  PipsSession *self = PIPS_SESSION (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PROP_GAME_ID:
      g_value_set_string (value, self->info->id);
      break;

    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_TITLE:
      g_value_set_string (value, pips_session_get_title (self));
      break;

    case PROP_UPDATED:
      g_value_set_boxed (value, self->updated);
      break;

    case PROP_N_EVENTS:
      g_value_set_uint (value, self->events->len);
      break;

    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, pips_session_get_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, pips_session_get_can_redo (self));
      break;

    case PROP_IS_OVER:
      g_value_set_boolean (value, pips_session_get_is_over (self));
      break;

    case PROP_STATUS:
      g_value_take_string (value, pips_session_dup_status (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_session_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  PipsSession *self = PIPS_SESSION (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      pips_session_set_title (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_session_class_init (PipsSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pips_session_finalize;
  object_class->get_property = pips_session_get_property;
  object_class->set_property = pips_session_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_GAME_ID] =
    g_param_spec_string ("game-id", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, PIPS_TYPE_GAME,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_UPDATED] =
    g_param_spec_boxed ("updated", NULL, NULL, G_TYPE_DATE_TIME,
                        (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_N_EVENTS] =
    g_param_spec_uint ("n-events", NULL, NULL, 0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CURSOR] =
    g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PipsSession::changed:
   *
   * Emitted after every change that is saved: an event, an undo or redo, a new title.
   * The game's state may be read again.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
pips_session_init (PipsSession *self)
{
  self->events = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
}

static GDateTime *
now_utc (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  /* Whole seconds, so that the file format round-trips exactly. */
  return g_date_time_new_utc (g_date_time_get_year (now),
                              g_date_time_get_month (now),
                              g_date_time_get_day_of_month (now),
                              g_date_time_get_hour (now),
                              g_date_time_get_minute (now),
                              g_date_time_get_second (now));
}

static char *
format_time (GDateTime *time)
{
  g_autoptr(GDateTime) utc = g_date_time_to_utc (time);

  /* Four-digit years always ("%Y" writes year 999 as "999", which ISO 8601 readers refuse), and
   * whole seconds. */
  return g_strdup_printf ("%04d-%02d-%02dT%02d:%02d:%02dZ",
                          g_date_time_get_year (utc), g_date_time_get_month (utc),
                          g_date_time_get_day_of_month (utc), g_date_time_get_hour (utc),
                          g_date_time_get_minute (utc), g_date_time_get_second (utc));
}

static gboolean
check_players (const PipsGameInfo  *info,
               const char * const  *players,
               GError             **error)
{
  guint n = players != NULL ? g_strv_length ((char **) players) : 0;

  if (n < info->min_players || n > info->max_players)
    {
      if (info->min_players == info->max_players)
        g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS,
                     g_dngettext (GETTEXT_PACKAGE,
                                  /* Translators: %s is a game's name */
                                  "%s is played by %u player",
                                  "%s is played by %u players", info->min_players),
                     _(info->name), info->min_players);
      else
        g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS,
                     /* Translators: %s is a game's name, then two numbers */
                     _("%s is played by %u to %u players"),
                     _(info->name), info->min_players, info->max_players);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strstrip (g_strdup (players[i]));

      if (name[0] == '\0' || !g_utf8_validate (players[i], -1, NULL))
        {
          g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS,
                       _("Player %u has no name"), i + 1);
          return FALSE;
        }

      for (guint j = 0; j < i; j++)
        {
          if (g_utf8_collate (players[i], players[j]) == 0)
            {
              g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS,
                           /* Translators: %s is a player's name */
                           _("Two players are called “%s”: give each player a name of their own"),
                           players[i]);
              return FALSE;
            }
        }
    }

  return TRUE;
}

static PipsSession *
session_new (const PipsGameInfo *info,
             const char * const *players,
             JsonObject         *options)
{
  PipsSession *self = g_object_new (PIPS_TYPE_SESSION, NULL);

  self->info = info;
  self->players = g_strdupv ((char **) players);
  for (guint i = 0; self->players[i] != NULL; i++)
    g_strstrip (self->players[i]);
  self->game = pips_game_new (info, (const char * const *) self->players, options);
  /* The game merged the defaults in: the session keeps every option explicit. */
  self->options = json_object_ref (pips_game_get_options (self->game));

  return self;
}

/**
 * pips_session_new:
 * @game_id: a game of the registry
 * @players: the players' names in playing order
 * @options: (nullable): rule options; missing ones take their defaults
 * @error: where to put why the session cannot start
 *
 * Returns: (transfer full) (nullable): a new session with an empty event log
 */
PipsSession *
pips_session_new (const char          *game_id,
                  const char * const  *players,
                  JsonObject          *options,
                  GError             **error)
{
  const PipsGameInfo *info;
  PipsSession *self;

  g_return_val_if_fail (game_id != NULL, NULL);

  info = pips_registry_lookup (game_id);
  if (info == NULL)
    {
      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_UNKNOWN_GAME,
                   /* Translators: %s is a game's identifier */
                   _("This version of Pips does not know the game “%s”"), game_id);
      return NULL;
    }

  if (!check_players (info, players, error) ||
      !pips_game_info_check_options (info, options, error))
    return NULL;

  self = session_new (info, players, options);
  self->id = g_uuid_string_random ();
  self->created = now_utc ();
  self->updated = g_date_time_ref (self->created);

  return self;
}

/* The common point of every change: tells listeners what changed and that the session must be
 * saved. */
typedef struct
{
  guint    n_events;
  guint    cursor;
  gboolean is_over;
  char    *status;
} Snapshot;

static void
snapshot_take (PipsSession *self,
               Snapshot    *snapshot)
{
  snapshot->n_events = self->events->len;
  snapshot->cursor = self->cursor;
  snapshot->is_over = pips_session_get_is_over (self);
  snapshot->status = pips_session_dup_status (self);
}

static void
snapshot_notify (PipsSession *self,
                 Snapshot    *before)
{
  g_autofree char *status = pips_session_dup_status (self);

  g_clear_pointer (&self->updated, g_date_time_unref);
  self->updated = now_utc ();

  g_object_freeze_notify (G_OBJECT (self));
  if (before->n_events != self->events->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_EVENTS]);
  if (before->cursor != self->cursor)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
      if ((before->cursor > 0) != (self->cursor > 0))
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if ((before->cursor < before->n_events) != pips_session_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (before->is_over != pips_session_get_is_over (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_OVER]);
  if (g_strcmp0 (before->status, status) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UPDATED]);
  g_object_thaw_notify (G_OBJECT (self));

  g_clear_pointer (&before->status, g_free);

  g_signal_emit (self, signals[CHANGED], 0);
}

/* Replays events[0 .. n) from the start. The events were all accepted before, so a failure here
 * is a bug in a game's rules. */
static void
replay (PipsSession *self,
        guint        n)
{
  pips_game_reset (self->game);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!pips_game_apply (self->game, g_ptr_array_index (self->events, i), &error))
        g_critical ("Replaying event %u failed: %s", i + 1, error->message);
    }

  self->cursor = n;
}

/**
 * pips_session_append:
 * @self: a #PipsSession
 * @event: the event, as built by the game's functions
 * @error: where to put why the rules refuse it
 *
 * Applies @event through the game's rules and records it at the cursor. Events after the
 * cursor (undone ones) are dropped. A refused event is not recorded and changes nothing.
 *
 * Returns: whether the event was accepted
 */
gboolean
pips_session_append (PipsSession  *self,
                     JsonObject   *event,
                     GError      **error)
{
  Snapshot before;

  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  snapshot_take (self, &before);

  if (!pips_game_apply (self->game, event, error))
    {
      g_clear_pointer (&before.status, g_free);
      return FALSE;
    }

  g_ptr_array_set_size (self->events, self->cursor);
  g_ptr_array_add (self->events, json_object_ref (event));
  self->cursor++;

  snapshot_notify (self, &before);

  return TRUE;
}

gboolean
pips_session_get_can_undo (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);

  return self->cursor > 0;
}

gboolean
pips_session_get_can_redo (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);

  return self->cursor < self->events->len;
}

/**
 * pips_session_undo:
 *
 * Moves the cursor back one event; the state is replayed up to the cursor.
 *
 * Returns: whether there was an event to undo
 */
gboolean
pips_session_undo (PipsSession *self)
{
  Snapshot before;

  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);

  if (self->cursor == 0)
    return FALSE;

  snapshot_take (self, &before);
  replay (self, self->cursor - 1);
  snapshot_notify (self, &before);

  return TRUE;
}

/**
 * pips_session_redo:
 *
 * Applies the next undone event again.
 *
 * Returns: whether there was an event to redo
 */
gboolean
pips_session_redo (PipsSession *self)
{
  g_autoptr(GError) error = NULL;
  Snapshot before;

  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);

  if (self->cursor >= self->events->len)
    return FALSE;

  snapshot_take (self, &before);
  if (!pips_game_apply (self->game, g_ptr_array_index (self->events, self->cursor), &error))
    g_critical ("Redoing event %u failed: %s", self->cursor + 1, error->message);
  else
    self->cursor++;
  snapshot_notify (self, &before);

  return TRUE;
}

const char *
pips_session_get_id (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return self->id;
}

const char *
pips_session_get_game_id (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return self->info->id;
}

const PipsGameInfo *
pips_session_get_game_info (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return self->info;
}

/**
 * pips_session_get_game:
 *
 * Returns: (transfer none): the game's state at the cursor
 */
PipsGame *
pips_session_get_game (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return self->game;
}

/**
 * pips_session_get_title:
 *
 * Returns: the name the players gave the session, or else the game's name
 */
const char *
pips_session_get_title (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return self->title != NULL ? self->title : _(self->info->name);
}

void
pips_session_set_title (PipsSession *self,
                        const char  *title)
{
  g_autofree char *stripped = NULL;
  Snapshot before;

  g_return_if_fail (PIPS_IS_SESSION (self));

  if (title != NULL)
    {
      stripped = g_strstrip (g_strdup (title));
      if (stripped[0] == '\0' || g_str_equal (stripped, _(self->info->name)))
        g_clear_pointer (&stripped, g_free);
    }

  if (g_strcmp0 (stripped, self->title) == 0)
    return;

  snapshot_take (self, &before);
  g_free (self->title);
  self->title = g_steal_pointer (&stripped);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  snapshot_notify (self, &before);
}

GDateTime *
pips_session_get_created (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return self->created;
}

GDateTime *
pips_session_get_updated (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return self->updated;
}

const char * const *
pips_session_get_players (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return (const char * const *) self->players;
}

guint
pips_session_get_n_players (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), 0);

  return g_strv_length (self->players);
}

JsonObject *
pips_session_get_options (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return self->options;
}

guint
pips_session_get_n_events (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), 0);

  return self->events->len;
}

guint
pips_session_get_cursor (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), 0);

  return self->cursor;
}

/**
 * pips_session_get_event:
 *
 * Returns: (transfer none): the event at @index (also after the cursor)
 */
JsonObject *
pips_session_get_event (PipsSession *self,
                        guint        index)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);

  return g_ptr_array_index (self->events, index);
}

gboolean
pips_session_get_is_over (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);

  return pips_game_is_over (self->game);
}

char *
pips_session_dup_status (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return pips_game_get_status (self->game);
}

/**
 * pips_session_dup_history:
 *
 * Returns: (transfer full): one line in words for each event up to the cursor
 */
GStrv
pips_session_dup_history (PipsSession *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(PipsGame) game = NULL;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  game = pips_game_new (self->info, (const char * const *) self->players, self->options);
  for (guint i = 0; i < self->cursor; i++)
    {
      JsonObject *event = g_ptr_array_index (self->events, i);

      g_strv_builder_take (builder, pips_game_describe (game, event));
      if (!pips_game_apply (game, event, NULL))
        break;
    }

  return g_strv_builder_end (builder);
}

/* Serializing */

/**
 * pips_session_to_json:
 *
 * Returns: (transfer full): the session in the file format of docs/session-format.md
 */
JsonNode *
pips_session_to_json (PipsSession *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autofree char *created = NULL;
  g_autofree char *updated = NULL;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  created = format_time (self->created);
  updated = format_time (self->updated);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, PIPS_SESSION_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, PIPS_SESSION_VERSION);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, self->id);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, self->info->id);
  if (self->title != NULL)
    {
      json_builder_set_member_name (builder, "title");
      json_builder_add_string_value (builder, self->title);
    }
  json_builder_set_member_name (builder, "created");
  json_builder_add_string_value (builder, created);
  json_builder_set_member_name (builder, "updated");
  json_builder_add_string_value (builder, updated);

  json_builder_set_member_name (builder, "options");
  {
    g_autoptr(JsonNode) options = json_node_init_object (json_node_alloc (), self->options);

    json_builder_add_value (builder, g_steal_pointer (&options));
  }

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; self->players[i] != NULL; i++)
    json_builder_add_string_value (builder, self->players[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->events->len; i++)
    {
      JsonNode *node = json_node_init_object (json_node_alloc (),
                                              g_ptr_array_index (self->events, i));

      json_builder_add_value (builder, node);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "cursor");
  json_builder_add_int_value (builder, self->cursor);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * pips_session_serialize:
 * @length: (out) (optional): the length of the text
 *
 * Writes the members of pips_session_to_json() one per line and each event on a line of its own,
 * compact: small, quick to read back, and easy to read and compare by eye.
 *
 * Returns: (transfer full): the session file's text; the same session always gives the same bytes
 */
char *
pips_session_serialize (PipsSession *self,
                        gsize       *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;
  GString *text;
  gboolean first = TRUE;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  root = pips_session_to_json (self);
  text = g_string_sized_new (4096);
  g_string_append (text, "{\n");

  json_object_iter_init_ordered (&iter, json_node_get_object (root));
  while (json_object_iter_next_ordered (&iter, &member, &node))
    {
      if (!first)
        g_string_append (text, ",\n");
      first = FALSE;

      /* Member names are those of this file, plain ASCII. */
      g_string_append_printf (text, "  \"%s\": ", member);

      if (g_str_equal (member, "events"))
        {
          JsonArray *events = json_node_get_array (node);
          guint n = json_array_get_length (events);

          g_string_append_c (text, '[');
          for (guint i = 0; i < n; i++)
            {
              g_string_append (text, i == 0 ? "\n    " : ",\n    ");
              json_generator_set_root (generator, json_array_get_element (events, i));
              json_generator_to_gstring (generator, text);
            }
          g_string_append (text, n > 0 ? "\n  ]" : "]");
        }
      else
        {
          json_generator_set_root (generator, node);
          json_generator_to_gstring (generator, text);
        }
    }

  g_string_append (text, "\n}\n");

  if (length != NULL)
    *length = text->len;

  return g_string_free (text, FALSE);
}

/**
 * pips_session_save_to_file:
 *
 * Writes the session atomically: after a crash at any moment the file holds either the old or
 * the new text, never a mix.
 */
gboolean
pips_session_save_to_file (PipsSession  *self,
                           const char   *path,
                           GError      **error)
{
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  text = pips_session_serialize (self, &length);

  return g_file_set_contents_full (path, text, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}

/* Loading */

static gboolean G_GNUC_PRINTF (2, 3)
corrupt (GError     **error,
         const char  *format,
         ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT,
                                                format, args));
  va_end (args);

  return FALSE;
}

static const char *
get_string (JsonObject *object,
            const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

static gboolean
get_int (JsonObject *object,
         const char *member,
         gint64     *value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;

  *value = json_node_get_int (node);
  return TRUE;
}

static GDateTime *
get_time (JsonObject *object,
          const char *member)
{
  const char *text = get_string (object, member);

  if (text == NULL)
    return NULL;

  return g_date_time_new_from_iso8601 (text, NULL);
}

static gboolean
id_is_valid (const char *id)
{
  if (id == NULL || id[0] == '\0' || strlen (id) > 64)
    return FALSE;

  for (const char *p = id; *p != '\0'; p++)
    {
      if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
        return FALSE;
    }

  return TRUE;
}

/* One function per older format version, turning version N into N + 1 in place. Version 1 is the
 * first format, so the table is empty; a new version adds its step here and a fixture file of the
 * old version under tests/data/. */
typedef gboolean (*MigrateFunc) (JsonObject *root, GError **error);
static const MigrateFunc migrations[PIPS_SESSION_VERSION] = {
  NULL, /* 0 → 1: there was no version 0 */
};

static gboolean
migrate (JsonObject  *root,
         gint64       version,
         GError     **error)
{
  for (gint64 v = version; v < PIPS_SESSION_VERSION; v++)
    {
      if (v < 0 || migrations[v] == NULL)
        {
          g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, version);

          /* Translators: %s is a number */
          return corrupt (error, _("This file has an unknown format version (%s)"), number);
        }
      if (!migrations[v] (root, error))
        return FALSE;
    }

  return TRUE;
}

/* A deep copy that nobody else can change (json_node_copy() shares objects and arrays). */
static JsonNode *
deep_copy_sealed (JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);
  JsonNode *copy = json_from_string (text, NULL);

  json_node_seal (copy);
  return copy;
}

/**
 * pips_session_new_from_json:
 * @node: a session as read from a file
 * @error: where to put why it cannot be opened: "event 12: Only one die can show a red 4"
 *
 * Reads a session and replays its events through the game's rules. Older format versions are
 * migrated; newer ones are refused.
 *
 * Returns: (transfer full) (nullable): the session
 */
PipsSession *
pips_session_new_from_json (JsonNode  *node,
                            GError   **error)
{
  g_autoptr(PipsSession) self = NULL;
  g_autoptr(JsonObject) root = NULL;
  g_autoptr(GStrvBuilder) players_builder = NULL;
  g_auto(GStrv) players = NULL;
  const PipsGameInfo *info;
  JsonObject *options = NULL;
  JsonNode *member;
  JsonArray *array;
  const char *format;
  const char *id;
  const char *game_id;
  gint64 version;
  gint64 cursor;

  g_return_val_if_fail (node != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      corrupt (error, _("This is not a Pips session"));
      return NULL;
    }

  /* The session keeps the event objects: a tree others may still change is copied first. */
  if (json_node_is_immutable (node))
    root = json_object_ref (json_node_get_object (node));
  else
    {
      g_autoptr(JsonNode) copy = deep_copy_sealed (node);

      root = json_object_ref (json_node_get_object (copy));
    }

  format = get_string (root, "format");
  if (g_strcmp0 (format, PIPS_SESSION_FORMAT) != 0)
    {
      corrupt (error, _("This is not a Pips session"));
      return NULL;
    }

  if (!get_int (root, "version", &version))
    {
      corrupt (error, _("This session has no format version"));
      return NULL;
    }

  if (version > PIPS_SESSION_VERSION)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, version);

      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_NEWER,
                   /* Translators: %s is a number */
                   _("This session was saved by a newer version of Pips (format %s); update Pips to open it"),
                   number);
      return NULL;
    }

  /* Migrations change the tree: they work on a mutable copy. */
  if (version < PIPS_SESSION_VERSION)
    {
      g_autoptr(JsonNode) wrapper = json_node_init_object (json_node_alloc (), root);
      g_autofree char *text = json_to_string (wrapper, FALSE);
      g_autoptr(JsonNode) copy = json_from_string (text, NULL);

      g_clear_pointer (&root, json_object_unref);
      root = json_object_ref (json_node_get_object (copy));
      if (!migrate (root, version, error))
        return NULL;
    }

  id = get_string (root, "id");
  if (!id_is_valid (id))
    {
      corrupt (error, _("This session has no valid id"));
      return NULL;
    }

  game_id = get_string (root, "game");
  if (game_id == NULL)
    {
      corrupt (error, _("This session does not say which game it is"));
      return NULL;
    }

  info = pips_registry_lookup (game_id);
  if (info == NULL)
    {
      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_UNKNOWN_GAME,
                   _("This version of Pips does not know the game “%s”"), game_id);
      return NULL;
    }

  member = json_object_get_member (root, "players");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    {
      corrupt (error, _("This session has no list of players"));
      return NULL;
    }
  array = json_node_get_array (member);
  players_builder = g_strv_builder_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        {
          corrupt (error, _("Player %u has no name"), i + 1);
          return NULL;
        }
      g_strv_builder_add (players_builder, json_node_get_string (element));
    }
  players = g_strv_builder_end (players_builder);
  if (!check_players (info, (const char * const *) players, error))
    return NULL;

  member = json_object_get_member (root, "options");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      if (!JSON_NODE_HOLDS_OBJECT (member))
        {
          corrupt (error, _("The rule options of this session are damaged"));
          return NULL;
        }
      options = json_node_get_object (member);
      if (!pips_game_info_check_options (info, options, error))
        return NULL;
    }

  self = session_new (info, (const char * const *) players, options);
  self->id = g_strdup (id);
  self->created = get_time (root, "created");
  self->updated = get_time (root, "updated");
  if (self->created == NULL || self->updated == NULL)
    {
      corrupt (error, _("The dates of this session are damaged"));
      return NULL;
    }

  if (get_string (root, "title") != NULL)
    self->title = g_strdup (get_string (root, "title"));

  member = json_object_get_member (root, "events");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    {
      corrupt (error, _("This session has no list of events"));
      return NULL;
    }
  array = json_node_get_array (member);

  if (!get_int (root, "cursor", &cursor) || cursor < 0 || cursor > json_array_get_length (array))
    {
      corrupt (error, _("The undo position of this session is damaged"));
      return NULL;
    }

  /* Every event, the undone ones too, must pass the rules. */
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autoptr(GError) local_error = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        {
          g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT,
                       /* Translators: %u is the event's number in the file */
                       _("event %u: not an event"), i + 1);
          return NULL;
        }

      if (!pips_game_apply (self->game, json_node_get_object (element), &local_error))
        {
          g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT,
                       /* Translators: %u is the event's number in the file, %s what is wrong */
                       _("event %u: %s"), i + 1, local_error->message);
          return NULL;
        }

      g_ptr_array_add (self->events, json_object_ref (json_node_get_object (element)));
    }

  if (cursor == self->events->len)
    self->cursor = cursor;
  else
    replay (self, cursor);

  return g_steal_pointer (&self);
}

/* Refuses nesting deeper than MAX_JSON_DEPTH before the parser sees it. */
static gboolean
depth_is_sane (const char *data,
               gsize       length)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_JSON_DEPTH)
            return FALSE;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }

  return TRUE;
}

/**
 * pips_session_new_from_data:
 * @length: the length of @data, or -1 if it ends with a nul byte
 *
 * Returns: (transfer full) (nullable): the session in @data
 */
PipsSession *
pips_session_new_from_data (const char  *data,
                            gssize       length,
                            GError     **error)
{
  /* A mutable parse is faster; the tree is sealed afterwards, which is cheap. */
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  if (length < 0)
    length = strlen (data);

  if ((gsize) length > PIPS_SESSION_MAX_FILE_SIZE)
    {
      g_autofree char *size = g_format_size (length);

      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE,
                   /* Translators: %s is a size such as "12.5 MB" */
                   _("The file is too large to be a Pips session (%s)"), size);
      return NULL;
    }

  if (length == 0)
    {
      corrupt (error, _("The file is empty"));
      return NULL;
    }

  if (!g_utf8_validate_len (data, length, NULL))
    {
      corrupt (error, _("The file is damaged: it is not text"));
      return NULL;
    }

  if (!depth_is_sane (data, length))
    {
      corrupt (error, _("This is not a Pips session"));
      return NULL;
    }

  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      corrupt (error, _("The file is damaged: %s"), local_error->message);
      return NULL;
    }

  json_node_seal (json_parser_get_root (parser));

  return pips_session_new_from_json (json_parser_get_root (parser), error);
}

/**
 * pips_session_new_from_file:
 *
 * Reads a session file. The file is only read, never changed.
 *
 * Returns: (transfer full) (nullable): the session
 */
PipsSession *
pips_session_new_from_file (const char  *path,
                            GError     **error)
{
  g_autofree char *data = NULL;
  GStatBuf buf;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (g_stat (path, &buf) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %s is the system's reason */
                   _("Could not read the file: %s"), g_strerror (saved_errno));
      return NULL;
    }

  if (!S_ISREG (buf.st_mode))
    {
      corrupt (error, _("This is not a Pips session"));
      return NULL;
    }

  if (buf.st_size > PIPS_SESSION_MAX_FILE_SIZE)
    {
      g_autofree char *size = g_format_size (buf.st_size);

      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE,
                   _("The file is too large to be a Pips session (%s)"), size);
      return NULL;
    }

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;

  return pips_session_new_from_data (data, length, error);
}

/* Summaries */

static int
standing_cmp (gconstpointer a,
              gconstpointer b)
{
  const PipsStanding *sa = *(const PipsStanding **) a;
  const PipsStanding *sb = *(const PipsStanding **) b;

  return (int) sa->rank - (int) sb->rank;
}

/**
 * pips_session_summary_text:
 *
 * Returns: (transfer full): the sheet and the standings as plain text, as "Copy results" puts on
 *   the clipboard and `pips --summary` prints
 */
char *
pips_session_summary_text (PipsSession *self)
{
  g_autoptr(GPtrArray) standings = NULL;
  g_autofree char *status = NULL;
  g_autofree char *sheet = NULL;
  g_autofree char *players = NULL;
  GString *text;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  standings = pips_game_standings (self->game);
  g_ptr_array_sort (standings, standing_cmp);
  status = pips_session_dup_status (self);
  sheet = pips_game_sheet_text (self->game);
  players = g_strjoinv (", ", self->players);

  text = g_string_new (NULL);
  g_string_append_printf (text, "%s — %s\n", pips_session_get_title (self), players);
  if (self->title != NULL)
    g_string_append_printf (text, "%s\n", _(self->info->name));
  g_string_append_printf (text, "%s\n\n", status);
  if (sheet != NULL && sheet[0] != '\0')
    {
      g_string_append (text, sheet);
      if (!g_str_has_suffix (sheet, "\n"))
        g_string_append_c (text, '\n');
      g_string_append_c (text, '\n');
    }

  g_string_append_printf (text, "%s\n", self->info->keeps_score || self->info->keeps_chips
                                        ? _("Standings") : _("Players"));
  for (guint i = 0; i < standings->len; i++)
    {
      PipsStanding *s = g_ptr_array_index (standings, i);

      g_string_append_printf (text, "%u. %s", s->rank, self->players[s->player]);
      if (self->info->keeps_score)
        g_string_append_printf (text, "  %d", s->score);
      if (self->info->keeps_chips)
        {
          g_string_append (text, "  ");
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d chip", "%d chips",
                                                     s->chips),
                                  s->chips);
        }
      if (s->status != NULL && s->status[0] != '\0')
        g_string_append_printf (text, "  (%s)", s->status);
      g_string_append_c (text, '\n');
    }

  return g_string_free (text, FALSE);
}

/**
 * pips_session_summary_json:
 *
 * Returns: (transfer full): `{"game":…,"over":…,"round":…,"standings":[{"player":…,"rank":…,
 *   "score":…,"chips":…},…]}`, with score or chips as the game keeps them
 */
char *
pips_session_summary_json (PipsSession *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) standings = NULL;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  standings = pips_game_standings (self->game);
  g_ptr_array_sort (standings, standing_cmp);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, self->info->id);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, pips_session_get_is_over (self));
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, pips_game_get_round (self->game));
  json_builder_set_member_name (builder, "standings");
  json_builder_begin_array (builder);
  for (guint i = 0; i < standings->len; i++)
    {
      PipsStanding *s = g_ptr_array_index (standings, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, self->players[s->player]);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, s->rank);
      if (self->info->keeps_score)
        {
          json_builder_set_member_name (builder, "score");
          json_builder_add_int_value (builder, s->score);
        }
      if (self->info->keeps_chips)
        {
          json_builder_set_member_name (builder, "chips");
          json_builder_add_int_value (builder, s->chips);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);

  return json_generator_to_data (generator, NULL);
}
