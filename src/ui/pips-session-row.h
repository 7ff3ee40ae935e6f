/* pips-session-row.h — a saved game in the home page's list
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-store.h"

G_BEGIN_DECLS

#define PIPS_TYPE_SESSION_ROW (pips_session_row_get_type ())

G_DECLARE_FINAL_TYPE (PipsSessionRow, pips_session_row, PIPS, SESSION_ROW, GtkWidget)

GtkWidget      *pips_session_row_new        (void);
PipsStoreEntry *pips_session_row_get_entry  (PipsSessionRow *self);
void            pips_session_row_set_entry  (PipsSessionRow *self,
                                             PipsStoreEntry *entry);
gboolean        pips_session_row_popup_menu (PipsSessionRow *self);

G_END_DECLS
