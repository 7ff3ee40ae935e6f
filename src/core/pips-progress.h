/* pips-progress.h — how a game went: each player's value after each round
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pips-session.h"
#include "pips-standing.h"

G_BEGIN_DECLS

#define PIPS_TYPE_PROGRESS (pips_progress_get_type ())
G_DECLARE_FINAL_TYPE (PipsProgress, pips_progress, PIPS, PROGRESS, GObject)

PipsProgress *pips_progress_new_for_session (PipsSession  *session,
                                             GError      **error);
guint         pips_progress_get_n_players   (PipsProgress *self);
const char   *pips_progress_get_player_name (PipsProgress *self,
                                             guint         player);
PipsUnit      pips_progress_get_unit        (PipsProgress *self);
guint         pips_progress_get_n_points    (PipsProgress *self);
guint         pips_progress_get_round       (PipsProgress *self,
                                             guint         point);
guint         pips_progress_get_cursor      (PipsProgress *self,
                                             guint         point);
gint64        pips_progress_get_value       (PipsProgress *self,
                                             guint         point,
                                             guint         player);
gboolean      pips_progress_get_range       (PipsProgress *self,
                                             gint64       *min,
                                             gint64       *max);
guint         pips_progress_get_rank        (PipsProgress *self,
                                             guint         point,
                                             guint         player);

G_END_DECLS
