/* pips-shortcuts-dialog.c — the keyboard shortcuts, listed
 *
 * GtkShortcutsWindow is deprecated in GTK 4.18 and AdwShortcutsDialog needs libadwaita 1.8, so the
 * shortcuts are listed in preference rows, the accelerators drawn as keycaps. The app's keys and
 * those of every game page are listed here; the game on screen adds its own groups
 * (PipsGamePageClass.add_shortcuts()).
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-shortcuts-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-game-page.h"
#include "pips-shortcuts-dialog.h"

struct _PipsShortcutsDialog
{
  AdwPreferencesDialog parent_instance;

  AdwPreferencesPage  *page;
  AdwPreferencesGroup *group;   /* the group shortcuts are added to */
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
  { N_("Menu of the Saved Game in Focus"), "<Shift>F10", NULL },
  { N_("Close Window"), "<Control>w", NULL },
  { N_("Quit"), "<Control>q", NULL },
};

static const Shortcut game[] = {
  { N_("Undo"), "<Control>z", NULL },
  { N_("Redo"), "<Shift><Control>z", NULL },
  { N_("Rules"), "F1", NULL },
  { N_("Go Back"), "<Alt>Left", NULL },
};

static const ShortcutGroup groups[] = {
  { N_("General"), general, G_N_ELEMENTS (general) },
  { N_("Game"), game, G_N_ELEMENTS (game) },
};

static GtkWidget *
keys_label_new (const char *accelerator,
                const char *keys)
{
  g_autofree char *text = NULL;
  GtkWidget *label;

  if (accelerator != NULL)
    {
      guint key;
      GdkModifierType mods;

      if (!gtk_accelerator_parse (accelerator, &key, &mods))
        g_return_val_if_reached (NULL);
      text = gtk_accelerator_get_label (key, mods);
    }
  else
    text = g_strdup (keys);

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
  self->page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());

  adw_dialog_set_title (ADW_DIALOG (self), _("Keyboard Shortcuts"));
  adw_preferences_dialog_set_search_enabled (ADW_PREFERENCES_DIALOG (self), TRUE);

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      pips_shortcuts_dialog_add_group (self, _(groups[g].title));
      for (guint i = 0; i < groups[g].n_shortcuts; i++)
        {
          const Shortcut *shortcut = &groups[g].shortcuts[i];

          pips_shortcuts_dialog_add_shortcut (self, _(shortcut->title), shortcut->accelerator,
                                              shortcut->keys != NULL ? _(shortcut->keys) : NULL);
        }
    }

  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (self), self->page);
}

/**
 * pips_shortcuts_dialog_new:
 * @game_page: (nullable): the game page on screen, which adds its own keys
 *
 * Returns: the list of the keyboard shortcuts: those of the app and of every game page, then
 *   those of @game_page's game (pips_game_page_add_shortcuts())
 */
PipsShortcutsDialog *
pips_shortcuts_dialog_new (struct _PipsGamePage *game_page)
{
  PipsShortcutsDialog *self = g_object_new (PIPS_TYPE_SHORTCUTS_DIALOG, NULL);

  g_return_val_if_fail (game_page == NULL || PIPS_IS_GAME_PAGE (game_page), self);

  if (game_page != NULL)
    pips_game_page_add_shortcuts (game_page, self);

  return self;
}

/**
 * pips_shortcuts_dialog_add_group:
 * @title: the group's title, translated
 *
 * Starts a group of shortcuts: those added next go into it.
 */
void
pips_shortcuts_dialog_add_group (PipsShortcutsDialog *self,
                                 const char          *title)
{
  g_return_if_fail (PIPS_IS_SHORTCUTS_DIALOG (self));
  g_return_if_fail (title != NULL);

  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->group, title);
  adw_preferences_page_add (self->page, self->group);
}

/**
 * pips_shortcuts_dialog_add_shortcut:
 * @title: what the keys do, translated
 * @accelerator: (nullable): the keys, for gtk_accelerator_parse() (drawn in the user's
 *   language), or %NULL to show @keys
 * @keys: (nullable): the keys in words, translated ("1 … 6"), when they are not one accelerator
 *
 * Adds a shortcut to the group last started.
 */
void
pips_shortcuts_dialog_add_shortcut (PipsShortcutsDialog *self,
                                    const char          *title,
                                    const char          *accelerator,
                                    const char          *keys)
{
  GtkWidget *row;
  GtkWidget *label;

  g_return_if_fail (PIPS_IS_SHORTCUTS_DIALOG (self));
  g_return_if_fail (self->group != NULL);
  g_return_if_fail (title != NULL);
  g_return_if_fail ((accelerator != NULL) != (keys != NULL));

  label = keys_label_new (accelerator, keys);
  if (label == NULL)
    return;

  row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (self->group, row);
}

/**
 * pips_shortcuts_dialog_add_dice_shortcuts:
 * @red: whether the dice have red faces (the game's #PipsDiceInfo says so)
 *
 * Adds the group of the keys of the shared dice entry (#PipsDiceEntry).
 */
void
pips_shortcuts_dialog_add_dice_shortcuts (PipsShortcutsDialog *self,
                                          gboolean             red)
{
  g_return_if_fail (PIPS_IS_SHORTCUTS_DIALOG (self));

  pips_shortcuts_dialog_add_group (self, _("Entering Dice"));
  pips_shortcuts_dialog_add_shortcut (self, _("Set the Faces of the Dice in Order"), NULL,
                                      _("1 … 6"));
  if (red)
    {
      pips_shortcuts_dialog_add_shortcut (self, _("Set a Red Face"), NULL, _("Shift + 1 … 6"));
      pips_shortcuts_dialog_add_shortcut (self, _("Mark the Last Face Red or White"), "r", NULL);
    }
  pips_shortcuts_dialog_add_shortcut (self, _("Previous or Next Die"), NULL, _("← →"));
  pips_shortcuts_dialog_add_shortcut (self, _("First or Last Die"), NULL, _("Home End"));
  /* Translators: the Backspace key, as printed on keyboards of your language ("Rücktaste") */
  pips_shortcuts_dialog_add_shortcut (self, _("Clear the Die Before"), NULL, C_("key", "Backspace"));
}
