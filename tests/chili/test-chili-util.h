/* test-chili-util.h — helpers shared by the Chili Dice tests
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-chili-rules.h"

G_BEGIN_DECLS

void        chili_parse_dice   (const char    *text,
                                guint8        *faces,
                                gboolean      *red);
PipsGame   *chili_game_new     (guint          n_players,
                                const char    *options_json);
JsonObject *chili_event        (const char    *json);
void        chili_apply_ok     (PipsGame      *game,
                                JsonObject    *event);
void        chili_apply_text   (PipsGame      *game,
                                const char    *json);
void        chili_throw        (PipsGame      *game,
                                const char    *dice);
char       *chili_state_dump   (PipsGame      *game);

G_END_DECLS
