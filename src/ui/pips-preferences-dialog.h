/* pips-preferences-dialog.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PIPS_TYPE_PREFERENCES_DIALOG (pips_preferences_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PipsPreferencesDialog, pips_preferences_dialog, PIPS, PREFERENCES_DIALOG, AdwPreferencesDialog)

PipsPreferencesDialog *pips_preferences_dialog_new (GSettings *settings);

G_END_DECLS
