/* pips-print.h — a game's sheet on paper and in a PDF
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pips-session.h"

G_BEGIN_DECLS

GtkPrintOperation *pips_print_operation_new (PipsSession *session);
gboolean           pips_print_export_pdf    (PipsSession *session,
                                             const char  *path,
                                             const char  *paper,
                                             guint       *n_pages,
                                             GError     **error);

G_END_DECLS
