/* pips-widget-util.c — two small things every page does to its widgets
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pips-widget-util.h"

/**
 * pips_widget_set_css_class:
 * @widget: (type GtkWidget): a widget
 * @on: whether @widget has @css_class
 *
 * Adds @css_class to @widget or removes it, as a state of the page says.
 */
void
pips_widget_set_css_class (gpointer    widget,
                           const char *css_class,
                           gboolean    on)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (on)
    gtk_widget_add_css_class (GTK_WIDGET (widget), css_class);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (widget), css_class);
}

/**
 * pips_widget_set_description:
 * @widget: (type GtkAccessible): a widget
 *
 * Sets what a screen reader says of @widget after its name.
 */
void
pips_widget_set_description (gpointer    widget,
                             const char *description)
{
  g_return_if_fail (GTK_IS_ACCESSIBLE (widget));

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}
