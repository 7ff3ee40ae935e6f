/* pips-preferences-dialog.c
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-preferences-dialog"

#include "config.h"

#include "pips-game-page.h"
#include "pips-preferences-dialog.h"

struct _PipsPreferencesDialog
{
  AdwPreferencesDialog  parent_instance;

  AdwSwitchRow         *virtual_dice_row;
  AdwPreferencesPage   *games_page;
};

G_DEFINE_FINAL_TYPE (PipsPreferencesDialog, pips_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

static void
pips_preferences_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PIPS_TYPE_PREFERENCES_DIALOG);

  G_OBJECT_CLASS (pips_preferences_dialog_parent_class)->dispose (object);
}

static void
pips_preferences_dialog_class_init (PipsPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_preferences_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/pips-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsPreferencesDialog, virtual_dice_row);
  gtk_widget_class_bind_template_child (widget_class, PipsPreferencesDialog, games_page);
}

static void
pips_preferences_dialog_init (PipsPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  pips_game_page_add_preferences (self->games_page);
}

PipsPreferencesDialog *
pips_preferences_dialog_new (GSettings *settings)
{
  PipsPreferencesDialog *self = g_object_new (PIPS_TYPE_PREFERENCES_DIALOG, NULL);

  g_settings_bind (settings, "virtual-dice", self->virtual_dice_row, "active",
                   G_SETTINGS_BIND_DEFAULT);

  return self;
}
