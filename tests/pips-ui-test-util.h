/* pips-ui-test-util.h — shared helpers of the UI test programs (under Xvfb)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pips-dice-entry.h"

G_BEGIN_DECLS

/**
 * PIPS_UI_TEST_WAIT_UNTIL:
 * @condition: an expression
 *
 * Runs the main loop until @condition holds: a test waits for what it checks, never for a time.
 * A condition that never comes is caught by the test's timeout in meson.
 */
#define PIPS_UI_TEST_WAIT_UNTIL(condition) \
  G_STMT_START { while (!(condition)) pips_ui_test_iterate (); } G_STMT_END

void       pips_ui_test_init                (int             *argc,
                                             char          ***argv,
                                             const char      *style_resource);
void       pips_ui_test_wait                (guint            ms);
void       pips_ui_test_iterate             (void);
void       pips_ui_test_settle              (void);
void       pips_ui_test_wait_for_paint      (GtkWidget       *widget);
GtkWidget *pips_ui_test_show_in_window      (GtkWidget       *child,
                                             int              width,
                                             int              height);
void       pips_ui_test_destroy_window      (GtkWidget       *window);
GtkWidget *pips_ui_test_find_descendant     (GtkWidget       *widget,
                                             GType            type);
GtkWidget *pips_ui_test_find_action_button  (GtkWidget       *widget,
                                             const char      *action_name);
int        pips_ui_test_content_min_width   (GtkWidget       *page);
gboolean   pips_ui_test_press_key           (GtkWidget       *window,
                                             guint            keyval,
                                             GdkModifierType  modifiers);
void       pips_ui_test_type_text           (GtkWidget       *window,
                                             const char      *text);
guint      pips_ui_test_get_n_key_presses   (void);
gboolean   pips_ui_test_save_png            (GtkWidget       *widget,
                                             const char      *path) G_GNUC_WARN_UNUSED_RESULT;
const char *pips_ui_test_get_pictures_dir  (void);
void       pips_ui_test_reset_game_settings (const char      *game_id);
void       pips_ui_test_save_png_in         (GtkWidget       *widget,
                                             const char      *dir,
                                             const char      *name);
void       pips_ui_test_assert_entry_faces  (PipsDiceEntry   *entry,
                                             const char      *expected);
void       pips_ui_test_assert_die_label    (PipsDiceEntry   *entry,
                                             guint            index,
                                             const char      *label);

G_END_DECLS
