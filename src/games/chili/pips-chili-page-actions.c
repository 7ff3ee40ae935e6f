/* pips-chili-page-actions.c — the actions of the page of Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change to the game goes through these actions: each builds an event with the rules and
 * appends it to the session, which then tells the page to show the new state.
 */

#define G_LOG_DOMAIN "pips-chili-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chili-page-private.h"
#include "pips-die.h"

/* The event of a throw of the virtual dice: all six, or those kept out of it thrown again. */
static JsonObject *
build_roll_event (PipsGamePage   *page,
                  const PipsRoll *dice,
                  gpointer        user_data)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (page);
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  gboolean rethrow[PIPS_CHILI_N_DICE];

  if (_pips_chili_page_get_phase (self) == PHASE_FIRST)
    return pips_chili_game_build_throw (game, dice->faces, dice->marked);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    rethrow[i] = !dice->keep[i];

  return pips_chili_game_build_rethrow (game, rethrow, dice->faces, dice->marked);
}

/* Rolls the virtual dice: all six for the first throw, else the selected ones. */
static void
roll (PipsChiliPage *self)
{
  gboolean selected[PIPS_CHILI_N_DICE];
  gboolean first = _pips_chili_page_get_phase (self) == PHASE_FIRST;
  PipsRoll dice;

  _pips_chili_page_get_selected (self, selected);
  pips_roll_init (&dice, PIPS_CHILI_N_DICE);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    dice.keep[i] = !first && !selected[i];

  if (pips_game_page_roll (PIPS_GAME_PAGE (self), self->entry, &dice, build_roll_event, NULL))
    self->rolled_turn = TRUE;
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  roll (PIPS_CHILI_PAGE (widget));
}

static void
throw_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  const guint8 *faces = pips_dice_entry_get_faces (self->entry, NULL);
  gboolean red[PIPS_CHILI_N_DICE];

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    red[i] = (pips_dice_entry_get_marks (self->entry, i) & PIPS_DIE_MARK_RED) != 0;

  if (_pips_chili_page_get_phase (self) == PHASE_REENTER)
    pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chili_game_build_rethrow (game, self->rethrow_mask, faces, red));
  else
    pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chili_game_build_throw (game, faces, red));
}

static void
rethrow_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);

  /* A turn the virtual dice began goes on with them, whatever the preference says. */
  if (pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)) || self->rolled_turn)
    {
      roll (self);
      return;
    }

  /* Real dice: the player throws them, then types what they show. */
  if (_pips_chili_page_get_selected (self, self->rethrow_mask) == 0)
    return;

  self->reentering = TRUE;
  _pips_chili_page_sync_entry (self);
  _pips_chili_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);

  self->reentering = FALSE;
  _pips_chili_page_sync_entry (self);

  /* The same dice stay selected, to change the choice or try again. */
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    if (self->rethrow_mask[i])
      pips_dice_entry_set_mark (self->entry, i, PIPS_DIE_MARK_SELECTED, TRUE);

  _pips_chili_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);
  guint die;
  guint face;

  g_variant_get (parameter, "(uu)", &die, &face);
  if (die >= PIPS_CHILI_N_DICE || face > G_MAXUINT8)
    return;

  gtk_menu_button_popdown (self->turn_button);
  pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chili_game_build_turn (_pips_chili_page_get_game (self), die, face));
}

static void
score_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  g_autoptr(GPtrArray) options = NULL;
  PipsChiliField field;

  if (!pips_chili_field_from_id (g_variant_get_string (parameter, NULL), &field))
    {
      g_critical ("“%s” is not a field of Chili Dice", g_variant_get_string (parameter, NULL));
      return;
    }

  /* What the field scores is the rules' business: take their option for it. */
  options = pips_chili_game_list_scores (game);
  for (guint i = 0; i < options->len; i++)
    {
      PipsChiliScoreOption *option = g_ptr_array_index (options, i);

      if (option->field == field)
        {
          int player = pips_game_get_only_player (PIPS_GAME (game));
          g_autofree char *name = g_strdup (player >= 0 ? pips_game_get_player_name (PIPS_GAME (game), player) : "");
          g_autofree char *message = NULL;

          if (!pips_game_page_append_take (PIPS_GAME_PAGE (self), json_object_ref (option->event)))
            return;

          /* A slip is seen at once, and undone with one tap; a pepper gets its moment. */
          if (pips_chili_scoring_is_pepper (option->scoring))
            /* Translators: a toast after a pepper was scored: the pepper ("Big Pepper"), the
             * field, the points and the player, e.g. "Big Pepper! 5s: 75 for Anna" */
            message = g_strdup_printf (_("%s! %s: %u for %s"),
                                       pips_chili_scoring_get_name (option->scoring),
                                       pips_chili_field_get_name (field), option->points, name);
          else
            /* Translators: a toast after a score: the field, the points and the player,
             * e.g. "Sum: 22 for Anna" */
            message = g_strdup_printf (_("%s: %u for %s"), pips_chili_field_get_name (field),
                                       option->points, name);
          pips_game_page_toast_undo (PIPS_GAME_PAGE (self), message);
          return;
        }
    }

  /* Not a free field of the player to act: let the rules say why. */
  pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chili_game_build_score (game, field, PIPS_CHILI_SCORING_NONE));
}

/* Ctrl+Z while faces are typed but not entered: the typing goes first, before the entry made
 * before it (which the frame's Ctrl+Z would undo). */
static void
clear_typing_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);

  if (_pips_chili_page_get_phase (self) == PHASE_FIRST)
    pips_dice_entry_clear (self->entry);
  else
    _pips_chili_page_sync_entry (self);

  _pips_chili_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* Escape: the faces of a rethrow are left untyped, or the faces typed of a throw cleared; with
 * nothing typed, Escape leaves the game. */
static gboolean
cancel (PipsGamePage *page)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (page);
  const guint8 *typed = pips_dice_entry_get_faces (self->entry, NULL);
  gboolean any_typed = FALSE;

  if (_pips_chili_page_get_phase (self) == PHASE_REENTER)
    return gtk_widget_activate_action (GTK_WIDGET (self), "chili.cancel", NULL);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    any_typed |= typed[i] != 0;

  if (_pips_chili_page_get_phase (self) != PHASE_FIRST || !any_typed)
    return FALSE;

  return gtk_widget_activate_action (GTK_WIDGET (self), "chili.clear-typing", NULL);
}

/**
 * _pips_chili_page_get_field_key:
 *
 * Returns: the key that scores the current dice in @field on the pad: its number for the 1s to
 *   6s, a letter (translated) for the others
 */
const char *
_pips_chili_page_get_field_key (PipsChiliField field)
{
  switch (field)
    {
    case PIPS_CHILI_FIELD_RED:
      /* Translators: the key (one lower-case letter, typed without Shift) that scores the dice
       * in the field Red of Chili Dice. The four field keys must differ, and be none of the
       * digits; best the first letter of the field's name in your language ("r" for "Rot") */
      return C_("key of the field Red", "r");
    case PIPS_CHILI_FIELD_RUN:
      /* Translators: the key (one lower-case letter) that scores the dice in the field Run; it
       * must differ from the keys of Red, Set and Sum ("s" for "Straße") */
      return C_("key of the field Run", "u");
    case PIPS_CHILI_FIELD_SET:
      /* Translators: the key (one lower-case letter) that scores the dice in the field Set; it
       * must differ from the keys of Red, Run and Sum ("p" for "Pasch") */
      return C_("key of the field Set", "e");
    case PIPS_CHILI_FIELD_SUM:
      /* Translators: the key (one lower-case letter) that scores the dice in the field Sum; it
       * must differ from the keys of Red, Run and Set ("c" for "Chance") */
      return C_("key of the field Sum", "s");
    case PIPS_CHILI_FIELD_1:
      return "1";
    case PIPS_CHILI_FIELD_2:
      return "2";
    case PIPS_CHILI_FIELD_3:
      return "3";
    case PIPS_CHILI_FIELD_4:
      return "4";
    case PIPS_CHILI_FIELD_5:
      return "5";
    case PIPS_CHILI_FIELD_6:
      return "6";
    case PIPS_CHILI_N_FIELDS:
    default:
      g_return_val_if_reached ("");
    }
}

static void
add_field_key (GtkShortcutController *controller,
               guint                  keyval,
               PipsChiliField         field)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                            gtk_named_action_new ("chili.score-key"));

  gtk_shortcut_set_arguments (shortcut, g_variant_new_string (pips_chili_field_to_id (field)));
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/* The keys of the fields: while the dice wait to be scored, the digits and letters that the
 * dice entry does not take score into a field of the pad. */
static void
add_field_keys (PipsChiliPage *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  for (PipsChiliField f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      const char *key = _pips_chili_page_get_field_key (f);
      guint keyval = gdk_unicode_to_keyval (g_unichar_tolower (g_utf8_get_char (key)));

      add_field_key (GTK_SHORTCUT_CONTROLLER (controller), keyval, f);
      if (pips_chili_field_is_number (f))
        add_field_key (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_KP_0 + (keyval - GDK_KEY_0), f);
    }

  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
add_shortcuts (PipsGamePage        *page,
               PipsShortcutsDialog *dialog)
{
  pips_shortcuts_dialog_add_dice_shortcuts (dialog, TRUE);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Enter the Throw, or Throw the Selected Dice Again"),
                                      "Return", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Select a Die to Throw Again"), "space", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Clear the Faces Typed"), "<Control>z", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Stop Typing the Faces of a Rethrow"), "Escape", NULL);

  /* Translators: a group of the keyboard shortcuts of Chili Dice */
  pips_shortcuts_dialog_add_group (dialog, _("Scoring"));
  for (PipsChiliField f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      /* Translators: a keyboard shortcut of Chili Dice: score the dice in a field, e.g.
       * "Score in Sum" */
      g_autofree char *title = g_strdup_printf (_("Score in %s"), pips_chili_field_get_name (f));

      pips_shortcuts_dialog_add_shortcut (dialog, title, NULL, _pips_chili_page_get_field_key (f));
    }
}

/* The popover of the "Turn a Red Die" button: for each red die thrown in this throw, the five
 * faces it may be turned to. Built when it opens, from the model. */
static void
create_turn_popup_cb (GtkMenuButton *button,
                      gpointer       user_data)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (user_data);
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      guint red_face = pips_chili_game_get_face (game, i);
      g_autofree char *title = NULL;
      GtkWidget *label;
      GtkWidget *faces;

      if (!pips_chili_game_can_turn (game, i))
        continue;

      /* Translators: above the faces a red die may be turned to (there is one red die of
       * each number), e.g. "Turn the red 4 to" */
      title = g_strdup_printf (_("Turn the red %u to"), red_face);
      label = gtk_label_new (title);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);

      faces = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      gtk_accessible_update_property (GTK_ACCESSIBLE (faces),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                      -1);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (faces),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL,
                                      -1);
      for (guint face = PIPS_DIE_MIN_FACE; face <= PIPS_DIE_MAX_FACE; face++)
        {
          GtkWidget *face_button;
          GtkWidget *die;
          g_autofree char *name = NULL;

          if (face == red_face)
            continue;

          die = g_object_new (PIPS_TYPE_DIE,
                              "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                              "size", 32,
                              "face", face,
                              "can-target", FALSE,
                              NULL);
          face_button = gtk_button_new ();
          gtk_button_set_child (GTK_BUTTON (face_button), die);
          gtk_widget_add_css_class (face_button, "flat");
          gtk_widget_add_css_class (face_button, "turn-face");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (face_button), "chili.turn");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (face_button), "(uu)", i, face);
          /* Translators: a button that turns a red die to another face, e.g. "Turn the red 4 to 6" */
          name = g_strdup_printf (_("Turn the red %u to %u"), red_face, face);
          gtk_widget_set_tooltip_text (face_button, name);
          _pips_chili_page_set_accessible_label (face_button, name);
          gtk_box_append (GTK_BOX (faces), face_button);
        }
      gtk_box_append (GTK_BOX (box), faces);
    }

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

/* The actions of the class, and Escape that leaves the faces of a rethrow untyped. */
void
_pips_chili_page_class_actions_init (GtkWidgetClass *widget_class)
{
  /* Rolls the virtual dice: all six, or those selected to throw again. */
  gtk_widget_class_install_action (widget_class, "chili.roll", NULL, roll_action);
  /* Enters the faces typed: the first throw, or the new faces of a rethrow. */
  gtk_widget_class_install_action (widget_class, "chili.throw", NULL, throw_action);
  /* Throws the selected dice again: rolls them, or asks for their new faces. */
  gtk_widget_class_install_action (widget_class, "chili.rethrow", NULL, rethrow_action);
  /* Leaves the faces of a rethrow untyped. */
  gtk_widget_class_install_action (widget_class, "chili.cancel", NULL, cancel_action);
  /* Turns the red die at a place (0–5) to a face. */
  gtk_widget_class_install_action (widget_class, "chili.turn", "(uu)", turn_action);
  /* Writes the current dice into a field ("1"–"6", "red", "run", "set", "sum"). */
  gtk_widget_class_install_action (widget_class, "chili.score", "s", score_action);
  /* The same from a field's key: only while the dice wait to be scored, never while the faces
   * of a rethrow are typed (a digit or a letter there is typing). */
  gtk_widget_class_install_action (widget_class, "chili.score-key", "s", score_action);
  /* Clears faces typed but not entered yet. */
  gtk_widget_class_install_action (widget_class, "chili.clear-typing", NULL, clear_typing_action);

  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_r, GDK_CONTROL_MASK,
                                "chili.roll", NULL);
  /* Before the frame's undo, which takes Ctrl+Z when there is nothing typed. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "chili.clear-typing", NULL);

  PIPS_GAME_PAGE_CLASS (widget_class)->add_shortcuts = add_shortcuts;
  PIPS_GAME_PAGE_CLASS (widget_class)->cancel = cancel;
}

/* Enter in the dice, and the popover of the "Turn a Red Die" button. */
void
_pips_chili_page_actions_init (PipsChiliPage *self)
{
  /* Enter in the dice enters what they show (a throw, or the new faces of a rethrow) or, with
   * dice selected, throws those again. */
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->entry),
                                   gtk_named_action_new ("chili.throw"));
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->entry),
                                   gtk_named_action_new ("chili.rethrow"));

  add_field_keys (self);

  gtk_menu_button_set_create_popup_func (self->turn_button, create_turn_popup_cb, self, NULL);
}
