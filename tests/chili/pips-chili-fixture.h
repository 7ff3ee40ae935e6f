/* pips-chili-fixture.h — Chili Dice sessions as the fixture of the shared tests
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-dice.h"
#include "pips-session.h"

G_BEGIN_DECLS

PipsSession *pips_test_chili_session      (guint               n_players);
gboolean     pips_test_chili_random_step  (PipsSession        *session,
                                           GRand              *rand,
                                           PipsRoller         *roller);
PipsSession *pips_test_chili_random_game  (guint32             seed,
                                           guint               n_players,
                                           guint               max_events);

G_END_DECLS
