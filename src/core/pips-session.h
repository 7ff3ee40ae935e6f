/* pips-session.h — a game at a table: players, options and the event log with undo and redo
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "pips-game.h"

G_BEGIN_DECLS

#define PIPS_SESSION_FORMAT  "pips-session"
#define PIPS_SESSION_VERSION 1
/* Larger files are refused before they are read. */
#define PIPS_SESSION_MAX_FILE_SIZE (8 * 1024 * 1024)
/* The most events a session may hold: far more than any table plays (a long
 * roll-off has 130 000), few enough that a hostile file cannot exhaust memory. */
#define PIPS_SESSION_MAX_EVENTS 200000
/* Objects and arrays a file may hold: a few for each event. */
#define PIPS_SESSION_MAX_CONTAINERS (4 * PIPS_SESSION_MAX_EVENTS)
/* Nesting deeper than this is refused before parsing: no session needs it. */
#define PIPS_SESSION_MAX_DEPTH 32
/* A live game stays within the limits above with room to spare, so that every file Pips saves
 * opens again: pips_session_append() refuses the entry that would bring the file within
 * PIPS_SESSION_SIZE_HEADROOM of PIPS_SESSION_MAX_FILE_SIZE, and a title is cut to
 * PIPS_SESSION_MAX_TITLE_LENGTH characters (at most 6 bytes each in the file). */
#define PIPS_SESSION_SIZE_HEADROOM (64 * 1024)
#define PIPS_SESSION_MAX_TITLE_LENGTH 1000

#define PIPS_SESSION_ERROR (pips_session_error_quark ())

typedef enum
{
  PIPS_SESSION_ERROR_CORRUPT,      /* not JSON, or not a Pips session */
  PIPS_SESSION_ERROR_NEWER,        /* saved by a newer version of Pips */
  PIPS_SESSION_ERROR_TOO_LARGE,    /* larger than PIPS_SESSION_MAX_FILE_SIZE */
  PIPS_SESSION_ERROR_UNKNOWN_GAME, /* a game this version does not know */
  PIPS_SESSION_ERROR_EVENT,        /* an event breaks the rules: "event N: reason" */
  PIPS_SESSION_ERROR_PLAYERS,      /* wrong number of players, empty or repeated names */
  PIPS_SESSION_ERROR_OPTIONS,      /* rule options that do not go together */
} PipsSessionError;

GQuark pips_session_error_quark (void);

#define PIPS_TYPE_SESSION (pips_session_get_type ())
G_DECLARE_FINAL_TYPE (PipsSession, pips_session, PIPS, SESSION, GObject)

PipsSession        *pips_session_new              (const char          *game_id,
                                                   const char * const  *players,
                                                   JsonObject          *options,
                                                   GError             **error);
PipsSession        *pips_session_new_from_json    (JsonNode            *node,
                                                   GError             **error);
PipsSession        *pips_session_new_from_data    (const char          *data,
                                                   gssize               length,
                                                   GError             **error);
PipsSession        *pips_session_new_from_file    (const char          *path,
                                                   GError             **error);
JsonNode           *pips_session_to_json          (PipsSession         *self);
char               *pips_session_serialize        (PipsSession         *self,
                                                   gsize               *length);
gboolean            pips_session_save_to_file     (PipsSession         *self,
                                                   const char          *path,
                                                   GError             **error);

const char         *pips_session_get_id           (PipsSession         *self);
const char         *pips_session_get_game_id      (PipsSession         *self);
const PipsGameInfo *pips_session_get_game_info    (PipsSession         *self);
PipsGame           *pips_session_get_game         (PipsSession         *self);
const char         *pips_session_get_title        (PipsSession         *self);
void                pips_session_set_title        (PipsSession         *self,
                                                   const char          *title);
GDateTime          *pips_session_get_created      (PipsSession         *self);
GDateTime          *pips_session_get_updated      (PipsSession         *self);
const char * const *pips_session_get_players      (PipsSession         *self);
guint               pips_session_get_n_players    (PipsSession         *self);
JsonObject         *pips_session_get_options      (PipsSession         *self);

guint               pips_session_get_n_events     (PipsSession         *self);
guint               pips_session_get_cursor       (PipsSession         *self);
JsonObject         *pips_session_dup_event        (PipsSession         *self,
                                                   guint                index);
gboolean            pips_session_append           (PipsSession         *self,
                                                   JsonObject          *event,
                                                   GError             **error);
gboolean            pips_session_get_can_undo     (PipsSession         *self);
gboolean            pips_session_get_can_redo     (PipsSession         *self);
gboolean            pips_session_undo             (PipsSession         *self);
gboolean            pips_session_redo             (PipsSession         *self);
gboolean            pips_session_get_is_over      (PipsSession         *self);
char               *pips_session_dup_status       (PipsSession         *self);
GStrv               pips_session_dup_history      (PipsSession         *self);

char               *pips_session_summary_text     (PipsSession         *self);
char               *pips_session_summary_json     (PipsSession         *self);
char               *pips_session_dup_file_name    (PipsSession         *self,
                                                   const char          *suffix);

G_END_DECLS
