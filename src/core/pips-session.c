/* pips-session.c — a game at a table: players, options and the event log with undo and redo
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-session"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-json-file.h"
#include "pips-registry.h"
#include "pips-session-private.h"

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
  if (self->event_text != NULL)
    g_string_free (g_steal_pointer (&self->event_text), TRUE);
  g_clear_pointer (&self->event_starts, g_array_unref);
  g_clear_pointer (&self->replayed, g_ptr_array_unref);
  g_clear_pointer (&self->checkpoints, g_ptr_array_unref);
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
      g_value_set_uint (value, _pips_session_count_events (self));
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
  self->event_text = g_string_new (NULL);
  self->event_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  self->checkpoints = g_ptr_array_new_with_free_func (g_object_unref);
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

/* Checks the number of players and their names: each one given, and no two alike. */
gboolean
_pips_session_check_players (const PipsGameInfo  *info,
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

      /* Names are kept without outer spaces: "Anna" and "Anna " are one name. */
      for (guint j = 0; j < i; j++)
        {
          g_autofree char *other = g_strstrip (g_strdup (players[j]));

          if (g_utf8_collate (name, other) == 0)
            {
              g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_PLAYERS,
                           /* Translators: %s is a player's name */
                           _("Two players are called “%s”: give each player a name of their own"),
                           name);
              return FALSE;
            }
        }
    }

  return TRUE;
}

/* A session of checked players and options, with an empty event log and a game at its start;
 * the callers fill in the id and the dates. */
PipsSession *
_pips_session_new (const PipsGameInfo *info,
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

  if (!_pips_session_check_players (info, players, error) ||
      !pips_game_info_check_options (info, options, error))
    return NULL;

  self = _pips_session_new (info, players, options);
  /* A new game keeps its names composed (NFC): "Zoë" typed as "Zoe" and a combining diaeresis
   * is the same player as "Zoë" (files already written keep their names as they are). */
  for (guint i = 0; self->players[i] != NULL; i++)
    {
      char *nfc = g_utf8_normalize (self->players[i], -1, G_NORMALIZE_NFC);

      g_free (self->players[i]);
      self->players[i] = nfc;
    }
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
  snapshot->n_events = _pips_session_count_events (self);
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
  if (before->n_events != _pips_session_count_events (self))
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

/* An event's text as it is kept and written: compact JSON on one line. */
char *
_pips_session_event_to_text (JsonObject *event)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), event);

  return json_to_string (node, FALSE);
}

/* Keeps an event's text after the others. */
/* Room for @n_events events of @n_bytes in all, before the first is added: a session read from
 * a file knows its events' size, and long games are not copied as they grow. */
void
_pips_session_reserve_events (PipsSession *self,
                              guint        n_events,
                              gsize        n_bytes)
{
  g_return_if_fail (self->event_starts->len == 0);

  g_string_free (self->event_text, TRUE);
  self->event_text = g_string_sized_new (n_bytes + n_events);
  g_array_unref (self->event_starts);
  self->event_starts = g_array_sized_new (FALSE, FALSE, sizeof (gsize), n_events);
}

void
_pips_session_add_event_text (PipsSession *self,
                              const char  *text,
                              gsize        length)
{
  _pips_session_add_counted_event_text (self, text, length,
                                        pips_json_file_count_containers (text, length, NULL));
}

/* As _pips_session_add_event_text(), when the objects and arrays of @text are counted already
 * (pips_json_file_count_containers()): by the reader that read it. */
void
_pips_session_add_counted_event_text (PipsSession *self,
                                      const char  *text,
                                      gsize        length,
                                      gsize        containers)
{
  gsize start = self->event_text->len;

  g_array_append_val (self->event_starts, start);
  g_string_append_len (self->event_text, text, length);
  g_string_append_c (self->event_text, '\0');
  self->n_containers += containers;
}

/* Forgets the events from @from on (the redo tail, when a new event is made after an undo). */
void
_pips_session_drop_events (PipsSession *self,
                           guint        from)
{
  if (from >= _pips_session_count_events (self))
    return;

  for (guint i = from; i < _pips_session_count_events (self); i++)
    {
      const char *text = _pips_session_get_event_text (self, i);

      self->n_containers -= pips_json_file_count_containers (text, strlen (text), NULL);
    }
  g_string_truncate (self->event_text, g_array_index (self->event_starts, gsize, from));
  g_array_set_size (self->event_starts, from);
  if (self->replayed != NULL && self->replayed->len > from)
    g_ptr_array_set_size (self->replayed, from);
  /* The checkpoints up to @from stay true. */
  if (self->checkpoints->len > from / PIPS_SESSION_CHECKPOINT_EVERY)
    g_ptr_array_set_size (self->checkpoints, from / PIPS_SESSION_CHECKPOINT_EVERY);
}

/* Called whenever the game has just been given event @position − 1 of the log, moving forward
 * (opening, appending, redoing, replaying): keeps a copy of the game after every
 * PIPS_SESSION_CHECKPOINT_EVERY events, once. A game that cannot copy its state (see
 * #PipsGameClass.copy_state) gets none, and undo replays it from the start. */
void
_pips_session_keep_checkpoint (PipsSession *self,
                               guint        position)
{
  if (position % PIPS_SESSION_CHECKPOINT_EVERY != 0 ||
      position / PIPS_SESSION_CHECKPOINT_EVERY != self->checkpoints->len + 1 ||
      PIPS_GAME_GET_CLASS (self->game)->copy_state == NULL)
    return;

  g_ptr_array_add (self->checkpoints, pips_game_copy (self->game));
}

/* Drops every checkpoint (undo then replays from the start until they are made again). For the
 * benchmark, which weighs them. */
void
_pips_session_forget_checkpoints (PipsSession *self)
{
  g_ptr_array_set_size (self->checkpoints, 0);
}

/* Not read back yet: NULL. */
static void
unref_event (gpointer event)
{
  if (event != NULL)
    json_object_unref (event);
}

/* Event @index for a replay. A session that is replayed once (an undo) is likely to be again: the
 * events read back are kept, sealed, from then on, so that every undo costs the rules alone and
 * not the reading of every event again. A session never undone keeps only the text. */
JsonObject *
_pips_session_get_replayed (PipsSession *self,
                            JsonParser  *parser,
                            guint        index)
{
  JsonObject *event;

  if (self->replayed == NULL)
    self->replayed = g_ptr_array_new_with_free_func (unref_event);
  if (self->replayed->len <= index)
    g_ptr_array_set_size (self->replayed, _pips_session_count_events (self));

  event = g_ptr_array_index (self->replayed, index);
  if (event == NULL)
    {
      event = _pips_session_parse_event (parser, _pips_session_get_event_text (self, index));
      json_object_seal (event);
      g_ptr_array_index (self->replayed, index) = event;
    }

  return event;
}

/* The event in @text, which was accepted before (so a failure here is a bug). @parser may be
 * used again for the next event: the object is the caller's. */
JsonObject *
_pips_session_parse_event (JsonParser *parser,
                           const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    {
      g_critical ("A kept event cannot be read: %s", error->message);
      return json_object_new ();
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_critical ("A kept event is not an object");
      return json_object_new ();
    }

  return json_object_ref (json_node_get_object (root));
}

/* Sets the game to its state after events[0 .. n): from the last checkpoint at or before @n (or
 * the start), replaying at most PIPS_SESSION_CHECKPOINT_EVERY − 1 events. The events were all
 * accepted before, so a failure here is a bug in a game's rules. */
void
_pips_session_replay (PipsSession *self,
                      guint        n)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  guint from = MIN (n / PIPS_SESSION_CHECKPOINT_EVERY, self->checkpoints->len);

  if (from > 0)
    pips_game_copy_state (self->game, g_ptr_array_index (self->checkpoints, from - 1));
  else
    pips_game_reset (self->game);

  for (guint i = from * PIPS_SESSION_CHECKPOINT_EVERY; i < n; i++)
    {
      JsonObject *event = _pips_session_get_replayed (self, parser, i);
      g_autoptr(GError) error = NULL;

      if (!pips_game_apply (self->game, event, &error))
        g_critical ("Replaying event %u failed: %s", i + 1, error->message);
      _pips_session_keep_checkpoint (self, i + 1);
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
  g_autofree char *text = NULL;
  g_autoptr(JsonObject) kept = NULL;
  gsize length;
  gsize n_containers;
  Snapshot before;

  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  /* The rules judge the event as its file will give it back, and the file must open again. */
  text = _pips_session_event_to_text (event);
  length = strlen (text);
  kept = _pips_session_read_back_event (text, length, &n_containers, error);
  if (kept == NULL || !_pips_session_check_room (self, length, n_containers, error))
    return FALSE;

  snapshot_take (self, &before);

  if (!pips_game_apply (self->game, kept, error))
    {
      g_clear_pointer (&before.status, g_free);
      return FALSE;
    }

  _pips_session_drop_events (self, self->cursor);
  _pips_session_add_event_text (self, text, length);
  if (self->replayed != NULL)
    {
      g_ptr_array_set_size (self->replayed, self->cursor);
      g_ptr_array_add (self->replayed, g_steal_pointer (&kept));
    }
  self->cursor++;
  _pips_session_keep_checkpoint (self, self->cursor);

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

  return self->cursor < _pips_session_count_events (self);
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
  _pips_session_replay (self, self->cursor - 1);
  snapshot_notify (self, &before);

  return TRUE;
}

/**
 * pips_session_redo:
 *
 * Applies the next undone event again. Should the rules refuse it, nothing changes: the cursor,
 * the state and the redo tail stay as they were, and no change is notified.
 *
 * Returns: whether an event was redone
 */
gboolean
pips_session_redo (PipsSession *self)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *event;
  Snapshot before;

  g_return_val_if_fail (PIPS_IS_SESSION (self), FALSE);

  if (self->cursor >= _pips_session_count_events (self))
    return FALSE;

  snapshot_take (self, &before);

  /* A refused event leaves the game's state as it was (see pips_game_apply()). */
  parser = json_parser_new ();
  event = _pips_session_get_replayed (self, parser, self->cursor);
  if (!pips_game_apply (self->game, event, &error))
    {
      g_warning ("Redoing event %u failed: %s", self->cursor + 1, error->message);
      g_clear_pointer (&before.status, g_free);
      return FALSE;
    }

  self->cursor++;
  _pips_session_keep_checkpoint (self, self->cursor);
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
  g_return_if_fail (title == NULL || g_utf8_validate (title, -1, NULL));

  if (title != NULL)
    {
      /* Cut to what the file has room for (see PIPS_SESSION_SIZE_HEADROOM). */
      stripped = g_utf8_strlen (title, -1) > PIPS_SESSION_MAX_TITLE_LENGTH
                 ? g_utf8_substring (title, 0, PIPS_SESSION_MAX_TITLE_LENGTH)
                 : g_strdup (title);
      g_strstrip (stripped);
      if (stripped[0] == '\0' || g_str_equal (stripped, _(self->info->name)))
        g_clear_pointer (&stripped, g_free);
    }

  if (g_strcmp0 (stripped, self->title) == 0)
    return;

  snapshot_take (self, &before);
  g_free (self->title);
  self->title = g_steal_pointer (&stripped);
  self->header_length = 0;
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

  return _pips_session_count_events (self);
}

guint
pips_session_get_cursor (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), 0);

  return self->cursor;
}

/**
 * pips_session_dup_event:
 *
 * The session keeps its events as text: this reads the one at @index (also after the cursor).
 *
 * Returns: (transfer full): the event at @index
 */
JsonObject *
pips_session_dup_event (PipsSession *self,
                        guint        index)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);
  g_return_val_if_fail (index < _pips_session_count_events (self), NULL);

  return _pips_session_parse_event (parser, _pips_session_get_event_text (self, index));
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

  return pips_game_dup_status (self->game);
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
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(PipsGame) game = NULL;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  game = pips_game_new (self->info, (const char * const *) self->players, self->options);
  parser = json_parser_new ();
  for (guint i = 0; i < self->cursor; i++)
    {
      g_autoptr(JsonObject) event = _pips_session_parse_event (parser, _pips_session_get_event_text (self, i));

      g_strv_builder_take (builder, pips_game_dup_description (game, event));
      if (!pips_game_apply (game, event, NULL))
        break;
    }

  return g_strv_builder_end (builder);
}
