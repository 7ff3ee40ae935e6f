/* pips-shortcuts-dialog.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

struct _PipsGamePage;

#define PIPS_TYPE_SHORTCUTS_DIALOG (pips_shortcuts_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PipsShortcutsDialog, pips_shortcuts_dialog, PIPS, SHORTCUTS_DIALOG, AdwPreferencesDialog)

PipsShortcutsDialog *pips_shortcuts_dialog_new                (struct _PipsGamePage *game_page);
void                 pips_shortcuts_dialog_add_group          (PipsShortcutsDialog *self,
                                                               const char          *title);
void                 pips_shortcuts_dialog_add_shortcut       (PipsShortcutsDialog *self,
                                                               const char          *title,
                                                               const char          *accelerator,
                                                               const char          *keys);
void                 pips_shortcuts_dialog_add_dice_shortcuts (PipsShortcutsDialog *self,
                                                               gboolean             red);

G_END_DECLS
