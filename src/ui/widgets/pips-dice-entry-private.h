/* pips-dice-entry-private.h — what the files of PipsDiceEntry share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-dice-entry.h"

G_BEGIN_DECLS

/*
 * PipsDiceEntry is written in four files:
 *
 * - pips-dice-entry.c: the type, its properties and signals, the getters and setters of how the
 *   entry looks and behaves, and moving the cursor and telling that the dice changed.
 * - pips-dice-entry-keys.c: typing: which dice typing may change, the actions and their keys,
 *   Shift+digit, and activating a die.
 * - pips-dice-entry-build.c: the widgets of the dice and the keypad, and showing the state in them.
 * - pips-dice-entry-faces.c: the faces, marks and cursor through the API, and rolling.
 */

struct _PipsDiceEntry
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkBox        *dice_box;
  GtkGrid       *keypad;
  GtkWidget     *backspace_button;

  GtkWidget     *face_buttons[PIPS_DIE_MAX_FACE];
  GtkWidget     *red_buttons[PIPS_DIE_MAX_FACE];

  /* The dice, and what they show */
  guint          n_dice;
  GtkWidget     *slots[PIPS_DICE_ENTRY_MAX_DICE];
  PipsDie       *dice[PIPS_DICE_ENTRY_MAX_DICE];
  GtkLabel      *captions[PIPS_DICE_ENTRY_MAX_DICE];
  guint8         faces[PIPS_DICE_ENTRY_MAX_DICE];
  PipsDieMarks   marks[PIPS_DICE_ENTRY_MAX_DICE];
  PipsDieKind    die_kinds[PIPS_DICE_ENTRY_MAX_DICE];

  PipsDieKind    kind;
  char         **picture_icons;
  char         **picture_labels;
  int            die_size;

  guint          cursor;        /* 0 … n_dice; n_dice when past the last die */
  guint          focus_index;   /* the die in the Tab order */
  int            last_entered;  /* the die typed last, for "r"; -1 if none */

  /* Rolling */
  AdwAnimation  *roll_animation;
  GTask         *roll_task;
  GCancellable  *roll_cancellable;
  gulong         roll_cancelled_id;
  guint8         roll_final[PIPS_DICE_ENTRY_MAX_DICE];
  gboolean       roll_mask[PIPS_DICE_ENTRY_MAX_DICE];
  gboolean       roll_marked[PIPS_DICE_ENTRY_MAX_DICE];
  GRand         *shake_rand;
  int            roll_frame;

  guint          allow_red : 1;
  guint          selection_mode : 1;
  guint          show_keypad : 1;
  guint          rolling : 1;
  guint          complete : 1;
};

/* pips-dice-entry.c */
void      _pips_dice_entry_set_cursor           (PipsDiceEntry      *self,
                                                 guint               cursor,
                                                 gboolean            move_focus);
void      _pips_dice_entry_emit_changed         (PipsDiceEntry      *self,
                                                 gboolean            faces_changed);
void      _pips_dice_entry_emit_die_activated   (PipsDiceEntry      *self,
                                                 guint               index);
void      _pips_dice_entry_notify_rolling       (PipsDiceEntry      *self);

/* pips-dice-entry-keys.c */
void      _pips_dice_entry_class_actions_init   (PipsDiceEntryClass *klass);
void      _pips_dice_entry_actions_init         (PipsDiceEntry      *self);
guint     _pips_dice_entry_first_editable_from  (PipsDiceEntry      *self,
                                                 guint               start);
guint     _pips_dice_entry_first_blank_editable (PipsDiceEntry      *self);
gboolean  _pips_dice_entry_can_be_red           (PipsDiceEntry      *self);
void      _pips_dice_entry_update_actions       (PipsDiceEntry      *self);
void      _pips_dice_entry_activate_die         (PipsDiceEntry      *self,
                                                 PipsDie            *die);

/* pips-dice-entry-build.c */
void      _pips_dice_entry_sync_die             (PipsDiceEntry      *self,
                                                 guint               index);
void      _pips_dice_entry_sync_all             (PipsDiceEntry      *self);
void      _pips_dice_entry_update_keypad        (PipsDiceEntry      *self);
void      _pips_dice_entry_remove_dice          (PipsDiceEntry      *self);
void      _pips_dice_entry_create_dice          (PipsDiceEntry      *self);
void      _pips_dice_entry_create_keypad        (PipsDiceEntry      *self);

G_END_DECLS
