/* pips-shortcuts-dialog.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PIPS_TYPE_SHORTCUTS_DIALOG (pips_shortcuts_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PipsShortcutsDialog, pips_shortcuts_dialog, PIPS, SHORTCUTS_DIALOG, AdwPreferencesDialog)

PipsShortcutsDialog *pips_shortcuts_dialog_new (void);

G_END_DECLS
