/* pips-session-file.c — PipsSession in the file format: writing, reading, checking, migrating
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-session"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-event-reader.h"
#include "pips-json-file.h"
#include "pips-registry.h"
#include "pips-session-private.h"

/* A session file, for the checks of every JSON file Pips reads (pips-json-file.c). */
static const PipsJsonFileKind session_file = {
  .format = PIPS_SESSION_FORMAT,
  .version = PIPS_SESSION_VERSION,
  .not_this = N_("This is not a Pips session"),
  /* Translators: %s is a size such as "12.5 MB" */
  .too_large = N_("The file is too large to be a Pips session (%s)"),
  .no_version = N_("This session has no format version"),
  /* Translators: %s is a number */
  .newer = N_("This session was saved by a newer version of Pips (format %s); update Pips to open it"),
  /* Translators: %s is a number */
  .too_many = N_("This session has more entries than Pips can keep (%s)"),
};

/* Serializing */

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

/* The session as a tree, with its events read from their text, or with an empty list of events
 * when @with_events is %FALSE (pips_session_serialize() writes their text itself). */
static JsonNode *
build_json (PipsSession *self,
            gboolean     with_events)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autofree char *created = NULL;
  g_autofree char *updated = NULL;

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
  {
    g_autoptr(JsonParser) parser = json_parser_new ();

    for (guint i = 0; with_events && i < _pips_session_count_events (self); i++)
      {
        g_autoptr(JsonObject) event = _pips_session_parse_event (parser,
                                                                 _pips_session_get_event_text (self, i));

        json_builder_add_value (builder, json_node_init_object (json_node_alloc (), event));
      }
  }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "cursor");
  json_builder_add_int_value (builder, self->cursor);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * pips_session_to_json:
 *
 * Returns: (transfer full): the session in the file format of docs/session-format.md
 */
JsonNode *
pips_session_to_json (PipsSession *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return build_json (self, TRUE);
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
static char *
write_text (PipsSession *self,
            gboolean     with_events,
            gsize       *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;
  GString *text;
  gboolean first = TRUE;

  /* The events are kept as text already: they are written as they are. */
  root = build_json (self, FALSE);

  text = g_string_sized_new (4096 + 64 * _pips_session_count_events (self));
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
          guint n = with_events ? _pips_session_count_events (self) : 0;

          g_string_append_c (text, '[');
          for (guint i = 0; i < n; i++)
            {
              g_string_append (text, i == 0 ? "\n    " : ",\n    ");
              g_string_append (text, _pips_session_get_event_text (self, i));
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

char *
pips_session_serialize (PipsSession *self,
                        gsize       *length)
{
  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  return write_text (self, TRUE, length);
}

/* Limits of a live game */

static gboolean numbers_are_finite (JsonNode *node);

static guint
count_digits (guint number)
{
  guint digits = 1;

  while (number >= 10)
    {
      number /= 10;
      digits++;
    }

  return digits;
}

/* The file without its events ("events": []), with the widest undo position there can be. */
static void
measure_header (PipsSession *self)
{
  g_autofree char *text = NULL;
  gsize length;

  text = write_text (self, FALSE, &length);
  self->header_length = length - count_digits (self->cursor) + count_digits (PIPS_SESSION_MAX_EVENTS);
  self->header_containers = pips_json_file_count_containers (text, length, NULL);
}

/*
 * _pips_session_read_back_event:
 * @text: an event's compact text, as the session would keep it
 * @n_containers: (out): its objects and arrays
 *
 * The event as the loader reads it back from the file: every entry a session takes is one its
 * file can give back (a number json-glib holds but cannot write, such as 1e400, nesting deeper
 * than the loader reads, text that is not UTF-8 are refused).
 *
 * Returns: (transfer full) (nullable): the event read back, sealed
 */
JsonObject *
_pips_session_read_back_event (const char  *text,
                               gsize        length,
                               gsize       *n_containers,
                               GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  JsonNode *root;
  guint depth;

  if (!g_utf8_validate_len (text, length, NULL))
    {
      g_set_error_literal (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT,
                           _("This entry holds text that is not valid, so it cannot be kept"));
      return NULL;
    }

  /* In the file, an event lies in the list of events, in the session. */
  *n_containers = pips_json_file_count_containers (text, length, &depth);
  if (depth + 2 > PIPS_SESSION_MAX_DEPTH)
    {
      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT,
                   /* Translators: %u is a number of levels */
                   _("This entry is nested deeper than Pips can keep (%u levels)"),
                   PIPS_SESSION_MAX_DEPTH - 2);
      return NULL;
    }

  if (!json_parser_load_from_data (parser, text, length, NULL) ||
      (root = json_parser_get_root (parser)) == NULL ||
      !JSON_NODE_HOLDS_OBJECT (root) ||
      !numbers_are_finite (root))
    {
      g_set_error_literal (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT,
                           _("This entry holds a number too large to keep"));
      return NULL;
    }

  return json_object_ref (json_node_get_object (root));
}

/*
 * _pips_session_check_room:
 * @length: the length of an event's text that is to be added at the cursor
 * @n_containers: its objects and arrays
 *
 * Whether the session's file, with the event in place of the redo tail, stays within the limits
 * the loader enforces, with PIPS_SESSION_SIZE_HEADROOM to spare.
 */
gboolean
_pips_session_check_room (PipsSession  *self,
                          gsize         length,
                          gsize         n_containers,
                          GError      **error)
{
  guint n_events = self->cursor + 1;
  gsize kept_bytes = 0;
  gsize kept_containers = self->n_containers;
  gsize file_size;

  if (n_events > PIPS_SESSION_MAX_EVENTS)
    {
      g_autofree char *limit = g_strdup_printf ("%d", PIPS_SESSION_MAX_EVENTS);

      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE,
                   /* Translators: %s is a number */
                   _("This game holds as many entries as Pips can keep (%s): start a new game to play on"),
                   limit);
      return FALSE;
    }

  if (self->header_length == 0)
    measure_header (self);

  /* The events up to the cursor: each is written with 6 bytes before it, the list's end after
   * them (see pips_session_serialize()); event_text has a nul byte after each. */
  if (self->cursor < _pips_session_count_events (self))
    {
      kept_bytes = g_array_index (self->event_starts, gsize, self->cursor);
      for (guint i = self->cursor; i < _pips_session_count_events (self); i++)
        {
          const char *text = _pips_session_get_event_text (self, i);

          kept_containers -= pips_json_file_count_containers (text, strlen (text), NULL);
        }
    }
  else
    kept_bytes = self->event_text->len;
  file_size = self->header_length - 2 + (kept_bytes - self->cursor) + length + 6 * (gsize) n_events + 4;

  if (file_size > PIPS_SESSION_MAX_FILE_SIZE - PIPS_SESSION_SIZE_HEADROOM ||
      self->header_containers + kept_containers + n_containers > PIPS_SESSION_MAX_CONTAINERS)
    {
      g_autofree char *size = g_format_size (PIPS_SESSION_MAX_FILE_SIZE);

      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE,
                   /* Translators: %s is a size such as "8.4 MB" */
                   _("This game’s file has grown as large as Pips can keep (%s): start a new game to play on"),
                   size);
      return FALSE;
    }

  return TRUE;
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

static gboolean
too_many_events (GError **error)
{
  g_autofree char *limit = g_strdup_printf ("%d", PIPS_SESSION_MAX_EVENTS);

  g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE,
               /* Translators: %s is a number */
               _("This session has more entries than Pips can keep (%s)"), limit);
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


/* A time the writer can write back: one that is also a time in UTC between the years 1 and
 * 9999 (an offset can move a time at the edge of GLib's range out of it). */
static GDateTime *
get_time (JsonObject *object,
          const char *member)
{
  const char *text = get_string (object, member);
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(GDateTime) utc = NULL;

  if (text == NULL)
    return NULL;

  time = g_date_time_new_from_iso8601 (text, NULL);
  if (time != NULL)
    utc = g_date_time_to_utc (time);
  if (utc == NULL || g_date_time_get_year (utc) < 1 || g_date_time_get_year (utc) > 9999)
    return NULL;

  return g_steal_pointer (&time);
}

/* Whether every number in @node can be written back as JSON: json-glib reads 1e400 as an
 * infinite double, which it would write as "inf.0", a file no one can open. */
static gboolean
numbers_are_finite (JsonNode *node)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        JsonNode *member;

        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, NULL, &member))
          {
            if (!numbers_are_finite (member))
              return FALSE;
          }
        return TRUE;
      }

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            if (!numbers_are_finite (json_array_get_element (array, i)))
              return FALSE;
          }
        return TRUE;
      }

    case JSON_NODE_VALUE:
      return json_node_get_value_type (node) != G_TYPE_DOUBLE ||
             isfinite (json_node_get_double (node));

    case JSON_NODE_NULL:
    default:
      return TRUE;
    }
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

/* Where an event's text lies in a file being read the quick way (read_event_texts()). */
typedef struct
{
  gsize    start;
  gsize    length;
  gboolean spaced;   /* white space outside strings: written again compactly */
} EventText;

/* The root of a session's tree (@node), checked for its format and version, at the newest
 * version: an older file is migrated on a copy of the tree, whose events are then written anew
 * (*@texts becomes %NULL). The quick way reads no older file. */
static JsonObject *
migrate_root (JsonNode  *node,
              gboolean   quick,
              GArray   **texts,
              GError   **error)
{
  g_autoptr(JsonObject) root = NULL;
  gint64 version;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      corrupt (error, _("This is not a Pips session"));
      return NULL;
    }

  /* The tree is only read (the session keeps the events' text), but for migrations. */
  root = json_object_ref (json_node_get_object (node));

  if (!pips_json_file_check_format (root, &session_file, &version, error))
    return NULL;

  /* Migrations change the tree: they work on a mutable copy (and the events are written anew). */
  if (version < PIPS_SESSION_VERSION && quick)
    {
      corrupt (error, "read the slow way: migrated from the whole tree");  /* never shown */
      return NULL;
    }
  if (version < PIPS_SESSION_VERSION)
    {
      g_autoptr(JsonNode) wrapper = json_node_init_object (json_node_alloc (), root);
      g_autofree char *text = json_to_string (wrapper, FALSE);
      g_autoptr(JsonNode) copy = json_from_string (text, NULL);

      *texts = NULL;
      g_clear_pointer (&root, json_object_unref);
      root = json_object_ref (json_node_get_object (copy));
      if (!migrate (root, version, error))
        return NULL;
    }

  return g_steal_pointer (&root);
}

/* A new session from the header of @root: its id, game, players, rule options, dates and title,
 * each checked. It has no events yet. */
static PipsSession *
check_header (JsonObject  *root,
              GError     **error)
{
  g_autoptr(PipsSession) self = NULL;
  g_autoptr(GStrvBuilder) players_builder = NULL;
  g_auto(GStrv) players = NULL;
  const PipsGameInfo *info;
  JsonObject *options = NULL;
  JsonNode *member;
  JsonArray *array;
  const char *id;
  const char *game_id;

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
  if (!_pips_session_check_players (info, (const char * const *) players, error))
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

  self = _pips_session_new (info, (const char * const *) players, options);
  self->id = g_strdup (id);
  self->created = get_time (root, "created");
  self->updated = get_time (root, "updated");
  if (self->created == NULL || self->updated == NULL)
    {
      corrupt (error, _("The dates of this session are damaged"));
      return NULL;
    }

  /* No title, or one the players gave (never another kind of value: it would be lost). */
  member = json_object_get_member (root, "title");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      if (get_string (root, "title") == NULL)
        {
          corrupt (error, _("The title of this session is damaged"));
          return NULL;
        }
      self->title = g_strdup (get_string (root, "title"));
    }

  return g_steal_pointer (&self);
}

/* The list of events of @root (in @events; empty in the quick way, where @texts has them), how
 * many (at most PIPS_SESSION_MAX_EVENTS) and the undo position within them. *@texts becomes
 * %NULL when it does not match the list. */
static gboolean
check_events (JsonObject  *root,
              gboolean     quick,
              GArray     **texts,
              JsonArray  **events,
              guint       *n_events,
              gint64      *cursor,
              GError     **error)
{
  JsonNode *member = json_object_get_member (root, "events");

  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    return corrupt (error, _("This session has no list of events"));

  *events = json_node_get_array (member);
  *n_events = quick ? (*texts)->len : json_array_get_length (*events);
  if (*texts != NULL && (*texts)->len != *n_events)
    *texts = NULL;
  if (*n_events > PIPS_SESSION_MAX_EVENTS)
    return too_many_events (error);

  if (!pips_json_file_get_int (root, "cursor", cursor) || *cursor < 0 || *cursor > *n_events)
    return corrupt (error, _("The undo position of this session is damaged"));

  return TRUE;
}

/* Applies the first @n_events events to the session's game, each of which, the undone ones too,
 * must pass the rules, and keeps them (see load_session()); then undoes back to @cursor. */
static gboolean
replay_events (PipsSession  *self,
               JsonArray    *events,
               guint         n_events,
               gint64        cursor,
               const char   *data,
               GArray       *texts,
               gboolean      quick,
               GError      **error)
{
  g_autoptr(PipsEventReader) reader = quick ? _pips_event_reader_new () : NULL;

  if (texts != NULL && n_events > 0)
    {
      const EventText *last = &g_array_index (texts, EventText, n_events - 1);

      _pips_session_reserve_events (self, n_events,
                                    last->start + last->length - g_array_index (texts, EventText, 0).start);
    }

  for (guint i = 0; i < n_events; i++)
    {
      const EventText *text = texts != NULL ? &g_array_index (texts, EventText, i) : NULL;
      gsize containers = 0;
      JsonNode *element = quick ? _pips_event_reader_read (reader, data + text->start, text->length,
                                                           &containers)
                                : json_array_get_element (events, i);
      g_autoptr(GError) local_error = NULL;

      if (quick && element == NULL)
        return corrupt (error, "read the slow way: event %u", i + 1);  /* never shown */

      if (!JSON_NODE_HOLDS_OBJECT (element))
        {
          g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT,
                       /* Translators: %u is the event's number in the file */
                       _("event %u: not an event"), i + 1);
          return FALSE;
        }

      /* Pips' reader reads integers only. */
      if (!quick && !numbers_are_finite (element))
        {
          g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT,
                       /* Translators: %u is the event's number in the file */
                       _("event %u: a number is too large"), i + 1);
          return FALSE;
        }

      if (!pips_game_apply (self->game, json_node_get_object (element), &local_error))
        {
          g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT,
                       /* Translators: %u is the event's number in the file, %s what is wrong */
                       _("event %u: %s"), i + 1, local_error->message);
          return FALSE;
        }

      _pips_session_keep_checkpoint (self, i + 1);

      /* Kept as its text: as it is in the file when that is compact already. The reader counted
       * its objects and arrays (white space does not change them). */
      if (text != NULL && !text->spaced)
        {
          if (quick)
            _pips_session_add_counted_event_text (self, data + text->start, text->length, containers);
          else
            _pips_session_add_event_text (self, data + text->start, text->length);
        }
      else
        {
          g_autofree char *compact = _pips_session_event_to_text (json_node_get_object (element));

          if (quick)
            _pips_session_add_counted_event_text (self, compact, strlen (compact), containers);
          else
            _pips_session_add_event_text (self, compact, strlen (compact));
        }
    }

  if (cursor == _pips_session_count_events (self))
    self->cursor = cursor;
  else
    _pips_session_replay (self, cursor);

  return TRUE;
}

/* Reads a session from the tree of its file (@node): migrates it to the newest version, checks
 * its header and its list of events, and replays the events. Each event is kept as its text: as
 * it is in @data at the place @texts gives, when that was found and is compact already, else
 * written anew. With @quick, the tree's list of events is empty and each event is read from its
 * text by Pips' own reader (see read_quickly()) as it is replayed, then dropped; any failure is
 * then only a sign to read the file the slow way, which says what is wrong. */
static PipsSession *
load_session (JsonNode    *node,
              const char  *data,
              GArray      *texts,
              gboolean     quick,
              GError     **error)
{
  g_autoptr(JsonObject) root = NULL;
  g_autoptr(PipsSession) self = NULL;
  JsonArray *events;
  guint n_events;
  gint64 cursor;

  root = migrate_root (node, quick, &texts, error);
  if (root == NULL)
    return NULL;

  self = check_header (root, error);
  if (self == NULL ||
      !check_events (root, quick, &texts, &events, &n_events, &cursor, error) ||
      !replay_events (self, events, n_events, cursor, data, texts, quick, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * pips_session_new_from_json:
 * @node: a session as read from a file
 * @error: where to put why it cannot be opened: "event 12: Only one die can show a red 4"
 *
 * Reads a session and replays its events through the game's rules. Older format versions are
 * migrated; newer ones are refused. @node is only read.
 *
 * Returns: (transfer full) (nullable): the session
 */
PipsSession *
pips_session_new_from_json (JsonNode  *node,
                            GError   **error)
{
  g_return_val_if_fail (node != NULL, NULL);

  return load_session (node, NULL, NULL, FALSE, error);
}

/* Where the events lie in a file's text (see pips_session_new_from_data()) */

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static gsize
skip_space (const char *data,
            gsize       length,
            gsize       i)
{
  while (i < length && is_space (data[i]))
    i++;

  return i;
}

/* From the opening quote at @i to after the closing one (@length if there is none); @escaped is
 * set if the string has a backslash. */
static gsize
skip_string (const char *data,
             gsize       length,
             gsize       i,
             gboolean   *escaped)
{
  for (i++; i < length; i++)
    {
      if (data[i] == '\\')
        {
          *escaped = TRUE;
          i++;
        }
      else if (data[i] == '"')
        return i + 1;
    }

  return length;
}

/* From the start of a value at @i to after it; @spaced is set if an object or array has white
 * space outside its strings. A value that does not end ends at @length. */
static gsize
skip_value (const char *data,
            gsize       length,
            gsize       i,
            gboolean   *spaced)
{
  gboolean escaped = FALSE;
  guint depth = 0;

  if (i < length && data[i] == '"')
    return skip_string (data, length, i, &escaped);

  if (i < length && (data[i] == '{' || data[i] == '['))
    {
      for (; i < length; i++)
        {
          char c = data[i];

          if (c == '"')
            i = skip_string (data, length, i, &escaped) - 1;
          else if (c == '{' || c == '[')
            depth++;
          else if (c == '}' || c == ']')
            {
              if (--depth == 0)
                return i + 1;
            }
          else if (is_space (c))
            *spaced = TRUE;
        }
      return length;
    }

  while (i < length && data[i] != ',' && data[i] != '}' && data[i] != ']' && !is_space (data[i]))
    i++;

  return i;
}

/* Where each event's text lies in @data, and where the list of them opens (@open, its "[") and
 * closes (@close, its "]"): the root object's member "events" (named so without escapes, and
 * only once, so that it is the one a parser keeps) is an array of objects, separated by commas.
 * %NULL for anything else: the events are then read, and written anew, from json-glib's tree.
 * The texts are found, not checked: see read_quickly(). */
static GArray *
read_event_texts (const char *data,
                  gsize       length,
                  gsize      *open,
                  gsize      *close)
{
  g_autoptr(GArray) texts = NULL;
  gsize i = skip_space (data, length, 0);

  if (i >= length || data[i] != '{')
    return NULL;

  i = skip_space (data, length, i + 1);
  while (i < length && data[i] == '"')
    {
      gboolean escaped = FALSE;
      gboolean spaced = FALSE;
      gsize key = i + 1;
      gsize key_end = skip_string (data, length, i, &escaped);
      gboolean events;

      if (escaped || key_end >= length)
        return NULL;
      events = key_end - key - 1 == strlen ("events") && memcmp (data + key, "events", 6) == 0;
      i = skip_space (data, length, key_end);
      if (i >= length || data[i] != ':')
        return NULL;
      i = skip_space (data, length, i + 1);

      if (!events)
        i = skip_value (data, length, i, &spaced);
      else
        {
          /* A second "events" would be the one the parser keeps. */
          if (texts != NULL || i >= length || data[i] != '[')
            return NULL;
          texts = g_array_new (FALSE, FALSE, sizeof (EventText));
          *open = i;
          i = skip_space (data, length, i + 1);
          while (i < length && data[i] != ']')
            {
              EventText text = { i, 0, FALSE };

              if (data[i] != '{')
                return NULL;
              i = skip_value (data, length, i, &text.spaced);
              text.length = i - text.start;
              g_array_append_val (texts, text);
              i = skip_space (data, length, i);
              if (i < length && data[i] == ',')
                {
                  i = skip_space (data, length, i + 1);
                  if (i < length && data[i] == ']')
                    return NULL;
                }
              else if (i < length && data[i] != ']')
                return NULL;
            }
          if (i >= length)
            return NULL;
          *close = i;
          i++;
        }

      i = skip_space (data, length, i);
      if (i < length && data[i] == ',')
        i = skip_space (data, length, i + 1);
      else
        break;
    }

  return g_steal_pointer (&texts);
}

/* The quick way: json-glib reads the file with its list of events left empty, and the events
 * are read by Pips' own reader (pips-event-reader.c) as they are replayed. json-glib's parser
 * spends on its tokenizer and its signals more than the whole of the time opening a long game
 * may take. If either reader cannot read its part, or the session is refused, %NULL: the file is
 * then read as a whole by json-glib, which also says what is wrong with it. Together the two
 * readers check all of the file: the events' texts lie between the list's brackets with only
 * white space and commas around them (read_event_texts()). */
static PipsSession *
read_quickly (const char *data,
              gsize       length,
              GArray     *texts,
              gsize       open,
              gsize       close)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GString) rest = g_string_sized_new (open + 1 + length - close);
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  g_string_append_len (rest, data, open + 1);
  g_string_append_len (rest, data + close, length - close);
  if (!json_parser_load_from_data (parser, rest->str, rest->len, NULL))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL)
    return NULL;

  return load_session (root, data, texts, TRUE, &error);
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
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GArray) texts = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize open = 0;
  gsize close = 0;

  g_return_val_if_fail (data != NULL, NULL);

  if (length < 0)
    length = strlen (data);

  if (!pips_json_file_check_text (data, length, &session_file, error))
    return NULL;

  /* The session keeps each event as its text: that of the file, found rather than written anew. */
  texts = read_event_texts (data, length, &open, &close);
  if (texts != NULL)
    {
      PipsSession *session = read_quickly (data, length, texts, open, close);

      if (session != NULL)
        return session;
    }

  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      corrupt (error, _("The file is damaged: %s"), local_error->message);
      return NULL;
    }

  /* Only white space (or a byte order mark): json-glib reads no value at all. */
  if (json_parser_get_root (parser) == NULL)
    {
      corrupt (error, _("This is not a Pips session"));
      return NULL;
    }

  return load_session (json_parser_get_root (parser), data, texts, FALSE, error);
}

/*
 * _pips_session_read_file:
 *
 * A session file's text, read as the loader reads it (pips_json_file_read(): a regular file, its
 * size checked before it is read), for what takes the text as it is (a backup, an import's
 * comparison). The text is not checked.
 */
gboolean
_pips_session_read_file (const char  *path,
                         char       **data,
                         gsize       *length,
                         GError     **error)
{
  return pips_json_file_read (path, &session_file, data, length, error);
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
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (!pips_json_file_read (path, &session_file, &data, &length, error))
    return NULL;

  return pips_session_new_from_data (data, length, error);
}
