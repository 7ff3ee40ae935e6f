/* pips-shortcuts-dialog.c — the keyboard shortcuts, listed
 *
 * GtkShortcutsWindow is deprecated in GTK 4.18 and AdwShortcutsDialog needs libadwaita 1.8, so the
 * shortcuts are listed in preference rows, the accelerators drawn as keycaps.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-shortcuts-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-shortcuts-dialog.h"

struct _PipsShortcutsDialog
{
  AdwPreferencesDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (PipsShortcutsDialog, pips_shortcuts_dialog, ADW_TYPE_PREFERENCES_DIALOG)

typedef struct
{
  const char *title;        /* N_() */
  const char *accelerator;  /* for gtk_accelerator_parse(), or NULL with keys */
  const char *keys;         /* N_(), shown as is, e.g. "1 … 6" */
} Shortcut;

typedef struct
{
  const char     *title;    /* N_() */
  const Shortcut *shortcuts;
  guint           n_shortcuts;
} ShortcutGroup;

static const Shortcut general[] = {
  { N_("New Game"), "<Control>n", NULL },
  { N_("Preferences"), "<Control>comma", NULL },
  { N_("Keyboard Shortcuts"), "<Control>question", NULL },
  { N_("Main Menu"), "F10", NULL },
  { N_("Close Window"), "<Control>w", NULL },
  { N_("Quit"), "<Control>q", NULL },
};

static const Shortcut game[] = {
  { N_("Undo"), "<Control>z", NULL },
  { N_("Redo"), "<Shift><Control>z", NULL },
  { N_("Rules"), "F1", NULL },
  { N_("Go Back"), "<Alt>Left", NULL },
};

static const Shortcut dice[] = {
  { N_("Set the Faces of the Dice in Order"), NULL, N_("1 … 6") },
  { N_("Set a Red Face"), NULL, N_("Shift + 1 … 6") },
  { N_("Mark the Last Face Red or White"), "r", NULL },
  { N_("Previous or Next Die"), NULL, N_("← →") },
  { N_("First or Last Die"), NULL, N_("Home End") },
  { N_("Clear the Die Before"), "BackSpace", NULL },
};

static const ShortcutGroup groups[] = {
  { N_("General"), general, G_N_ELEMENTS (general) },
  { N_("Game"), game, G_N_ELEMENTS (game) },
  { N_("Entering Dice"), dice, G_N_ELEMENTS (dice) },
};

static GtkWidget *
keys_label_new (const Shortcut *shortcut)
{
  g_autofree char *text = NULL;
  GtkWidget *label;

  if (shortcut->accelerator != NULL)
    {
      guint key;
      GdkModifierType mods;

      if (!gtk_accelerator_parse (shortcut->accelerator, &key, &mods))
        g_assert_not_reached ();
      text = gtk_accelerator_get_label (key, mods);
    }
  else
    text = g_strdup (_(shortcut->keys));

  label = gtk_label_new (text);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "keycap");

  return label;
}

static void
pips_shortcuts_dialog_class_init (PipsShortcutsDialogClass *klass)
{
}

static void
pips_shortcuts_dialog_init (PipsShortcutsDialog *self)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());

  adw_dialog_set_title (ADW_DIALOG (self), _("Keyboard Shortcuts"));
  adw_preferences_dialog_set_search_enabled (ADW_PREFERENCES_DIALOG (self), TRUE);

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

      adw_preferences_group_set_title (group, _(groups[g].title));
      for (guint i = 0; i < groups[g].n_shortcuts; i++)
        {
          GtkWidget *row = adw_action_row_new ();

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                         _(groups[g].shortcuts[i].title));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     keys_label_new (&groups[g].shortcuts[i]));
          adw_preferences_group_add (group, row);
        }
      adw_preferences_page_add (page, group);
    }

  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (self), page);
}

PipsShortcutsDialog *
pips_shortcuts_dialog_new (void)
{
  return g_object_new (PIPS_TYPE_SHORTCUTS_DIALOG, NULL);
}
