/* pips-dice-entry-build.c — the widgets of a PipsDiceEntry: its dice and keypad
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-dice-entry"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-dice-entry-private.h"

#define KEYPAD_DIE_SIZE 30

/* Showing the state */

/* Shows the face, marks, kind and size of die @index, and whether it is at the cursor. */
void
_pips_dice_entry_sync_die (PipsDiceEntry *self,
                           guint          index)
{
  PipsDie *die = self->dice[index];
  gboolean picture = self->die_kinds[index] == PIPS_DIE_KIND_PICTURE;
  guint current = _pips_dice_entry_first_editable_from (self, self->cursor);
  gboolean selected = self->marks[index] & PIPS_DIE_MARK_SELECTED;

  pips_die_set_kind (die, self->die_kinds[index]);
  pips_die_set_pictures (die,
                         (const char * const *) self->picture_icons,
                         (const char * const *) self->picture_labels);
  pips_die_set_face (die, self->faces[index]);
  pips_die_set_marks (die, self->marks[index]);
  pips_die_set_size (die, self->die_size);

  if (!self->rolling && !self->selection_mode && index == current)
    gtk_widget_add_css_class (GTK_WIDGET (die), "current");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (die), "current");

  gtk_widget_set_focusable (GTK_WIDGET (die), index == self->focus_index);

  if (self->selection_mode)
    gtk_accessible_update_state (GTK_ACCESSIBLE (die),
                                 GTK_ACCESSIBLE_STATE_PRESSED,
                                 selected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                 -1);
  else
    gtk_accessible_reset_state (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_STATE_PRESSED);

  gtk_widget_set_visible (GTK_WIDGET (self->captions[index]), picture);
  if (picture)
    {
      g_autofree char *label = NULL;

      if (self->faces[index] != 0)
        label = pips_die_describe_face (PIPS_DIE_KIND_PICTURE, self->faces[index], FALSE,
                                        (const char * const *) self->picture_labels);

      gtk_label_set_label (self->captions[index], label != NULL ? label : "");
    }
}

/* Shows the state in every die, and enables the actions that fit it. */
void
_pips_dice_entry_sync_all (PipsDiceEntry *self)
{
  for (guint i = 0; i < self->n_dice; i++)
    _pips_dice_entry_sync_die (self, i);

  _pips_dice_entry_update_actions (self);
}

/* Shows or hides the keypad and its red row, with faces of the entry's kind. */
void
_pips_dice_entry_update_keypad (PipsDiceEntry *self)
{
  PipsDieKind kind = self->kind == PIPS_DIE_KIND_PICTURE ? PIPS_DIE_KIND_PICTURE : PIPS_DIE_KIND_ORDINARY;

  gtk_widget_set_visible (GTK_WIDGET (self->keypad), self->show_keypad && !self->selection_mode);

  for (guint f = 1; f <= PIPS_DIE_MAX_FACE; f++)
    {
      for (guint red = 0; red <= 1; red++)
        {
          GtkWidget *button = red ? self->red_buttons[f - 1] : self->face_buttons[f - 1];
          PipsDie *die = PIPS_DIE (gtk_button_get_child (GTK_BUTTON (button)));
          g_autofree char *face = NULL;
          g_autofree char *label = NULL;

          pips_die_set_kind (die, kind);
          pips_die_set_pictures (die,
                                 (const char * const *) self->picture_icons,
                                 (const char * const *) self->picture_labels);

          face = pips_die_describe_face (kind, f, red, (const char * const *) self->picture_labels);
          /* Translators: a button that puts a face into the next die, e.g. "Enter red 4" */
          label = g_strdup_printf (_("Enter %s"), face);
          gtk_widget_set_tooltip_text (button, label);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                          -1);

          if (red)
            gtk_widget_set_visible (button, _pips_dice_entry_can_be_red (self));
        }
    }
}

/* Building the dice */

void
_pips_dice_entry_remove_dice (PipsDiceEntry *self)
{
  for (guint i = 0; i < PIPS_DICE_ENTRY_MAX_DICE; i++)
    {
      if (self->slots[i] != NULL)
        {
          g_signal_handlers_disconnect_by_func (self->dice[i], _pips_dice_entry_activate_die, self);
          gtk_box_remove (self->dice_box, self->slots[i]);
        }

      self->slots[i] = NULL;
      self->dice[i] = NULL;
      self->captions[i] = NULL;
    }
}

void
_pips_dice_entry_create_dice (PipsDiceEntry *self)
{
  for (guint i = 0; i < self->n_dice; i++)
    {
      GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *die;
      GtkWidget *caption;

      die = g_object_new (PIPS_TYPE_DIE,
                          "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON,
                          "activatable", TRUE,
                          "number", i + 1,
                          "size", self->die_size,
                          NULL);
      g_object_set_data (G_OBJECT (die), "pips-index", GUINT_TO_POINTER (i));
      g_signal_connect_swapped (die, "activate", G_CALLBACK (_pips_dice_entry_activate_die), self);

      /* The picture's name: two short lines at most ("Looking / good!"), so that eight dice
       * still fit a phone's width. */
      caption = g_object_new (GTK_TYPE_LABEL,
                              "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                              "wrap", TRUE,
                              "wrap-mode", PANGO_WRAP_WORD_CHAR,
                              "lines", 2,
                              "ellipsize", PANGO_ELLIPSIZE_END,
                              "justify", GTK_JUSTIFY_CENTER,
                              "max-width-chars", 8,
                              "valign", GTK_ALIGN_START,
                              "visible", FALSE,
                              NULL);
      gtk_widget_add_css_class (caption, "caption");

      gtk_box_append (GTK_BOX (slot), die);
      gtk_box_append (GTK_BOX (slot), caption);
      gtk_box_append (self->dice_box, slot);

      self->slots[i] = slot;
      self->dice[i] = PIPS_DIE (die);
      self->captions[i] = GTK_LABEL (caption);
    }
}

void
_pips_dice_entry_create_keypad (PipsDiceEntry *self)
{
  for (guint f = 1; f <= PIPS_DIE_MAX_FACE; f++)
    {
      for (guint red = 0; red <= 1; red++)
        {
          GtkWidget *button = gtk_button_new ();
          GtkWidget *die = g_object_new (PIPS_TYPE_DIE,
                                         "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                         "size", KEYPAD_DIE_SIZE,
                                         "face", f,
                                         "red", (gboolean) red,
                                         "can-target", FALSE,
                                         NULL);

          gtk_button_set_child (GTK_BUTTON (button), die);
          gtk_widget_set_focus_on_click (button, FALSE);
          gtk_widget_add_css_class (button, "flat");
          gtk_widget_add_css_class (button, "keypad-face");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "dice-entry.enter");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(ub)", f, (gboolean) red);
          gtk_grid_attach (self->keypad, button, f - 1, red, 1, 1);

          if (red)
            self->red_buttons[f - 1] = button;
          else
            self->face_buttons[f - 1] = button;
        }
    }
}
