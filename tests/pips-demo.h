/* pips-demo.h — believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-registry.h"
#include "pips-session.h"

G_BEGIN_DECLS

void         pips_demo_append            (PipsSession *session,
                                          JsonObject  *event);
PipsSession *pips_demo_random_game       (const char         *game_id,
                                          guint32             seed,
                                          const char * const *players,
                                          guint               n_events);
PipsSession *pips_demo_game              (const PipsGameInfo *info);
PipsSession *pips_demo_finished_game     (const PipsGameInfo *info);
PipsSession *pips_demo_write_sessions    (const char  *data_dir);
void         pips_demo_remove_dir        (const char  *path);

G_END_DECLS
