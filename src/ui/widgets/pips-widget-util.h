/* pips-widget-util.h — two small things every page does to its widgets
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void pips_widget_set_css_class   (gpointer    widget,
                                  const char *css_class,
                                  gboolean    on);
void pips_widget_set_description (gpointer    widget,
                                  const char *description);

G_END_DECLS
