/* pips-window.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-application.h"
#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_WINDOW (pips_window_get_type ())
G_DECLARE_FINAL_TYPE (PipsWindow, pips_window, PIPS, WINDOW, AdwApplicationWindow)

PipsWindow *pips_window_new          (PipsApplication *application);
PipsStore  *pips_window_get_store    (PipsWindow      *self);
void        pips_window_add_toast    (PipsWindow      *self,
                                      AdwToast        *toast);
void        pips_window_new_game     (PipsWindow      *self,
                                      const char      *game_id);
void        pips_window_open_session (PipsWindow      *self,
                                      PipsSession     *session);
GtkWidget  *pips_window_get_game_page (PipsWindow     *self);
void        pips_window_show_statistics (PipsWindow    *self,
                                         const char    *game_id);
void        pips_window_import_files (PipsWindow      *self,
                                      GFile          **files,
                                      guint            n_files);
void        pips_window_backup_to_file (PipsWindow    *self,
                                        GFile         *file);

/* pips-window-transfer.c */
void        _pips_window_transfer_init       (PipsWindow     *self);
void        _pips_window_class_transfer_init (GtkWidgetClass *widget_class);
void        pips_window_play_again   (PipsWindow      *self,
                                      PipsSession     *session);

G_END_DECLS
