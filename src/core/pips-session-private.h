/* pips-session-private.h — what the files of PipsSession share: its fields and internal functions
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-session.h"

G_BEGIN_DECLS

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

gboolean     _pips_session_check_players (const PipsGameInfo  *info,
                                          const char * const  *players,
                                          GError             **error);
PipsSession *_pips_session_new           (const PipsGameInfo  *info,
                                          const char * const  *players,
                                          JsonObject          *options);
void         _pips_session_replay        (PipsSession         *self,
                                          guint                n);

G_END_DECLS
