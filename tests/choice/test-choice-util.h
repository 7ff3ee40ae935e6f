/* test-choice-util.h — helpers shared by the Choice tests
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-choice-rules.h"

G_BEGIN_DECLS

PipsGame   *choice_game_new     (guint          n_players,
                                 const char    *options_json);
JsonObject *choice_event        (const char    *json);
void        choice_apply_text   (PipsGame      *game,
                                 const char    *json);
void        choice_refuse       (PipsGame      *game,
                                 const char    *json,
                                 const char    *message);
void        choice_throw        (PipsGame      *game,
                                 const char    *dice);
void        choice_group        (PipsGame      *game,
                                 const char    *grouping);
void        choice_refuse_group (PipsGame      *game,
                                 const char    *grouping,
                                 const char    *message);
char       *choice_state_dump   (PipsGame      *game);

G_END_DECLS
