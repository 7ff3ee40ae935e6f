/* pips-game-over-view.h — the end of every game: the standings, Copy Results, Play Again
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_GAME_OVER_VIEW (pips_game_over_view_get_type ())
G_DECLARE_FINAL_TYPE (PipsGameOverView, pips_game_over_view, PIPS, GAME_OVER_VIEW, AdwBin)

PipsSession *pips_game_over_view_get_session (PipsGameOverView *self);
void         pips_game_over_view_set_session (PipsGameOverView *self,
                                              PipsSession      *session);
GtkListBox  *pips_game_over_view_get_list    (PipsGameOverView *self);

G_END_DECLS
