/* pips-dice-entry.h — a row of dice to type in what the dice on the table show
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pips-dice.h"
#include "pips-die.h"

G_BEGIN_DECLS

#define PIPS_DICE_ENTRY_MAX_DICE 16

#define PIPS_TYPE_DICE_ENTRY (pips_dice_entry_get_type ())
G_DECLARE_FINAL_TYPE (PipsDiceEntry, pips_dice_entry, PIPS, DICE_ENTRY, GtkWidget)

GtkWidget     *pips_dice_entry_new                (guint                n_dice);

guint          pips_dice_entry_get_n_dice         (PipsDiceEntry       *self);
void           pips_dice_entry_set_n_dice         (PipsDiceEntry       *self,
                                                   guint                n_dice);
PipsDieKind    pips_dice_entry_get_kind           (PipsDiceEntry       *self);
void           pips_dice_entry_set_kind           (PipsDiceEntry       *self,
                                                   PipsDieKind          kind);
PipsDieKind    pips_dice_entry_get_die_kind       (PipsDiceEntry       *self,
                                                   guint                index);
void           pips_dice_entry_set_die_kind       (PipsDiceEntry       *self,
                                                   guint                index,
                                                   PipsDieKind          kind);
void           pips_dice_entry_set_pictures       (PipsDiceEntry       *self,
                                                   const char * const  *icon_names,
                                                   const char * const  *labels);
gboolean       pips_dice_entry_get_allow_red      (PipsDiceEntry       *self);
void           pips_dice_entry_set_allow_red      (PipsDiceEntry       *self,
                                                   gboolean             allow_red);
gboolean       pips_dice_entry_get_selection_mode (PipsDiceEntry       *self);
void           pips_dice_entry_set_selection_mode (PipsDiceEntry       *self,
                                                   gboolean             selection_mode);
gboolean       pips_dice_entry_get_show_keypad    (PipsDiceEntry       *self);
void           pips_dice_entry_set_show_keypad    (PipsDiceEntry       *self,
                                                   gboolean             show_keypad);
int            pips_dice_entry_get_die_size       (PipsDiceEntry       *self);
void           pips_dice_entry_set_die_size       (PipsDiceEntry       *self,
                                                   int                  die_size);

const guint8  *pips_dice_entry_get_faces          (PipsDiceEntry       *self,
                                                   guint               *n_dice);
void           pips_dice_entry_set_faces          (PipsDiceEntry       *self,
                                                   const guint8        *faces,
                                                   guint                n_dice);
guint          pips_dice_entry_get_face           (PipsDiceEntry       *self,
                                                   guint                index);
void           pips_dice_entry_set_face           (PipsDiceEntry       *self,
                                                   guint                index,
                                                   guint                face);
PipsDieMarks   pips_dice_entry_get_marks          (PipsDiceEntry       *self,
                                                   guint                index);
void           pips_dice_entry_set_marks          (PipsDiceEntry       *self,
                                                   guint                index,
                                                   PipsDieMarks         marks);
void           pips_dice_entry_set_mark           (PipsDiceEntry       *self,
                                                   guint                index,
                                                   PipsDieMarks         mark,
                                                   gboolean             on);
void           pips_dice_entry_clear_marks        (PipsDiceEntry       *self,
                                                   PipsDieMarks         marks);
void           pips_dice_entry_clear              (PipsDiceEntry       *self);
gboolean       pips_dice_entry_get_complete       (PipsDiceEntry       *self);
guint          pips_dice_entry_get_cursor         (PipsDiceEntry       *self);
void           pips_dice_entry_set_cursor         (PipsDiceEntry       *self,
                                                   guint                cursor);
PipsDie       *pips_dice_entry_get_die            (PipsDiceEntry       *self,
                                                   guint                index);

gboolean       pips_dice_entry_get_rolling        (PipsDiceEntry       *self);
void           pips_dice_entry_show_roll          (PipsDiceEntry       *self,
                                                   const PipsRoll      *roll,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
gboolean       pips_dice_entry_show_roll_finish   (PipsDiceEntry       *self,
                                                   GAsyncResult        *result,
                                                   GError             **error);

G_END_DECLS
