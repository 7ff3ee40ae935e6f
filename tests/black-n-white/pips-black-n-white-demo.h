/* pips-black-n-white-demo.h — Black’n’White: believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-session.h"

G_BEGIN_DECLS

PipsSession *pips_demo_black_n_white_game (guint32             seed,
                                          const char * const *players,
                                          guint               min_out,
                                          guint               n_results);
PipsSession *pips_black_n_white_demo_game          (void);
PipsSession *pips_black_n_white_demo_finished_game (void);

G_END_DECLS
