/* pips-choice-demo.h — Choice: believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-session.h"

G_BEGIN_DECLS


PipsSession *pips_choice_demo_game          (void);
PipsSession *pips_choice_demo_finished_game (void);

G_END_DECLS
