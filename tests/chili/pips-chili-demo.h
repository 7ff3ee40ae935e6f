/* pips-chili-demo.h — Chili Dice: believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-session.h"

G_BEGIN_DECLS

PipsSession *pips_demo_chili_game         (guint32             seed,
                                          const char * const *players,
                                          guint               n_turns,
                                          gboolean            end_after_throw);
PipsSession *pips_chili_demo_game          (void);
PipsSession *pips_chili_demo_finished_game (void);

G_END_DECLS
