/* pips-progress-view.h — how a game went: its chart, or its table
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-progress.h"

G_BEGIN_DECLS

#define PIPS_TYPE_PROGRESS_VIEW (pips_progress_view_get_type ())
G_DECLARE_FINAL_TYPE (PipsProgressView, pips_progress_view, PIPS, PROGRESS_VIEW, AdwBin)

GtkWidget    *pips_progress_view_new          (void);
PipsSession  *pips_progress_view_get_session  (PipsProgressView *self);
void          pips_progress_view_set_session  (PipsProgressView *self,
                                               PipsSession      *session);
PipsProgress *pips_progress_view_get_progress (PipsProgressView *self);
gboolean      pips_progress_view_get_show_table (PipsProgressView *self);
void          pips_progress_view_set_show_table (PipsProgressView *self,
                                                 gboolean          show_table);

G_END_DECLS
