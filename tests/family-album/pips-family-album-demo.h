/* pips-family-album-demo.h — Family Album: believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-session.h"

G_BEGIN_DECLS

PipsSession *pips_demo_family_album_game  (guint32             seed,
                                          const char * const *players,
                                          guint               n_throws);
PipsSession *pips_family_album_demo_game          (void);
PipsSession *pips_family_album_demo_finished_game (void);

G_END_DECLS
