/* pips-session-page.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_SESSION_PAGE (pips_session_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsSessionPage, pips_session_page, PIPS, SESSION_PAGE, AdwNavigationPage)

PipsSessionPage *pips_session_page_new         (PipsSession     *session);
PipsSession     *pips_session_page_get_session (PipsSessionPage *self);
GtkWidget       *pips_session_page_get_board   (PipsSessionPage *self);
gboolean         pips_session_page_get_inhibits_idle (PipsSessionPage *self);
void             pips_session_page_export_to_file (PipsSessionPage *self,
                                                   const char      *format,
                                                   GFile           *file);

void             _pips_session_page_add_window_toast (PipsSessionPage *self,
                                                      AdwToast        *toast);

/* pips-session-page-export.c */
void             _pips_session_page_class_export_init (GtkWidgetClass *widget_class);

G_END_DECLS
