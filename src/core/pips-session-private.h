/* pips-session-private.h — what the files of PipsSession share: its fields and internal functions
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-session.h"

G_BEGIN_DECLS

/* An undo replays at most this many events: the session keeps a copy of the game's state (a
 * checkpoint) after every PIPS_SESSION_CHECKPOINT_EVERY events, in memory only. */
#define PIPS_SESSION_CHECKPOINT_EVERY 200

/* The state of a session is derived: the game object is the result of replaying
 * events[0 .. cursor) through the game's rules. Events after the cursor are the redo tail.
 * Events are kept as their compact JSON text (about 60 bytes; a parsed event is 25 times that),
 * one after the other in one string, and parsed again when they are replayed. */
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
  GString            *event_text;    /* every event's JSON text, each ending in a nul byte */
  GArray             *event_starts;  /* of gsize: where each event's text begins */
  GPtrArray          *replayed;      /* of sealed JsonObject or NULL: events read back for
                                      * replays, from the first undo on; NULL until then */
  gsize               n_containers;  /* objects and arrays in every event's text */
  gsize               header_length; /* the file without its events, at its longest; 0: not
                                      * known (see _pips_session_check_room()) */
  gsize               header_containers;
  guint               cursor;
  PipsGame           *game;
  GPtrArray          *checkpoints;   /* of PipsGame: checkpoints[k] is the game after
                                      * (k + 1) * PIPS_SESSION_CHECKPOINT_EVERY events */
};

gboolean     _pips_session_check_players (const PipsGameInfo  *info,
                                          const char * const  *players,
                                          GError             **error);
PipsSession *_pips_session_new           (const PipsGameInfo  *info,
                                          const char * const  *players,
                                          JsonObject          *options);
void         _pips_session_replay        (PipsSession         *self,
                                          guint                n);
void         _pips_session_keep_checkpoint (PipsSession       *self,
                                            guint              position);
void         _pips_session_forget_checkpoints (PipsSession    *self);
char        *_pips_session_event_to_text (JsonObject          *event);
void         _pips_session_reserve_events (PipsSession        *self,
                                           guint               n_events,
                                           gsize               n_bytes);
void         _pips_session_add_event_text (PipsSession        *self,
                                           const char         *text,
                                           gsize               length);
void         _pips_session_add_counted_event_text (PipsSession *self,
                                                   const char  *text,
                                                   gsize        length,
                                                   gsize        containers);
void         _pips_session_drop_events   (PipsSession         *self,
                                          guint                from);
JsonObject  *_pips_session_get_replayed  (PipsSession         *self,
                                          JsonParser          *parser,
                                          guint                index);
JsonObject  *_pips_session_parse_event   (JsonParser          *parser,
                                          const char          *text);
gboolean     _pips_session_read_file     (const char          *path,
                                          char               **data,
                                          gsize               *length,
                                          GError             **error);
JsonObject  *_pips_session_read_back_event (const char        *text,
                                            gsize              length,
                                            gsize             *n_containers,
                                            GError           **error);
gboolean     _pips_session_check_room    (PipsSession         *self,
                                          gsize                length,
                                          gsize                n_containers,
                                          GError             **error);

/* The text of event @index. */
static inline const char *
_pips_session_get_event_text (PipsSession *self,
                              guint        index)
{
  return self->event_text->str + g_array_index (self->event_starts, gsize, index);
}

static inline guint
_pips_session_count_events (PipsSession *self)
{
  return self->event_starts->len;
}

G_END_DECLS
