/* pips-choice-page-actions.c — the actions of the page of Choice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change to the game goes through these actions: each builds an event with the rules and
 * appends it to the session, which then tells the page to show the new state.
 */

#define G_LOG_DOMAIN "pips-choice-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-choice-page-private.h"
#include "pips-die.h"
#include "pips-shortcuts-dialog.h"

/* The event of a throw of the virtual dice: the throw, or the Terminator's new throw. */
static JsonObject *
build_roll_event (PipsGamePage   *page,
                  const PipsRoll *dice,
                  gpointer        user_data)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (page);
  PipsChoiceGame *game = _pips_choice_page_get_game (self);

  if (_pips_choice_page_get_phase (self) == PHASE_TERMINATOR)
    return pips_choice_game_build_terminator (game, dice->faces);

  return pips_choice_game_build_throw (game, dice->faces);
}

/* Rolls the virtual dice, through the base page (pips_game_page_roll()). */
static void
roll (PipsChoicePage *self)
{
  PipsRoll dice;

  pips_roll_init (&dice, PIPS_CHOICE_N_DICE);
  pips_game_page_roll (PIPS_GAME_PAGE (self), self->entry, &dice, build_roll_event, NULL);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  roll (PIPS_CHOICE_PAGE (widget));
}

/* Enters the faces typed: the throw, or the Terminator's new throw. */
static void
throw_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (widget);
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  const guint8 *faces = pips_dice_entry_get_faces (self->entry, NULL);

  if (!pips_dice_entry_get_complete (self->entry))
    return;

  if (_pips_choice_page_get_phase (self) == PHASE_TERMINATOR)
    pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_choice_game_build_terminator (game, faces));
  else
    pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_choice_game_build_throw (game, faces));
}

/* Writes down a line of the rules' list of groupings. */
static void
group_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (widget);
  guint index = g_variant_get_uint32 (parameter);
  PipsChoiceGrouping *grouping;

  if (self->groupings == NULL || index >= self->groupings->len)
    return;

  grouping = g_ptr_array_index (self->groupings, index);
  pips_game_page_append_take (PIPS_GAME_PAGE (self), json_object_ref (grouping->event));
}

/* Writes down the dice tapped. */
static void
group_tapped_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (widget);
  g_autoptr(PipsChoiceGrouping) tapped = NULL;
  g_autoptr(GError) error = NULL;

  tapped = _pips_choice_page_dup_tapped (self, &error);
  if (tapped == NULL)
    {
      pips_game_page_refuse (PIPS_GAME_PAGE (self), error->message);
      return;
    }

  pips_game_page_append_take (PIPS_GAME_PAGE (self), json_object_ref (tapped->event));
}

/* The Terminator: with virtual dice they are rolled at once, with real dice the new faces are
 * typed. */
static void
terminator_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (widget);

  self->entering = PHASE_TERMINATOR;
  if (pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)))
    {
      roll (self);
      /* Recorded, or refused: either way the entry of a joker is over. */
      self->entering = PHASE_THROW;
      return;
    }

  _pips_choice_page_sync_entry (self);
  _pips_choice_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* The Korrektor: the player changes one die in the entry. */
static void
korrektor_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (widget);

  self->entering = PHASE_KORREKTOR;
  _pips_choice_page_sync_entry (self);
  _pips_choice_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* Sets the die changed in the entry with the Korrektor. */
static void
apply_korrektor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (widget);
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  const guint8 *faces = pips_dice_entry_get_faces (self->entry, NULL);
  int changed = -1;
  guint n_changed = 0;

  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    {
      if (faces[i] != pips_choice_game_get_face (game, i))
        {
          changed = i;
          n_changed++;
        }
    }

  if (n_changed != 1)
    {
      gtk_widget_error_bell (widget);
      pips_game_page_toast (PIPS_GAME_PAGE (self),
                            n_changed == 0 ? _("Change one die to another face first")
                                           : _("The Korrektor sets one die only: change just one"));
      return;
    }

  pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_choice_game_build_korrektor (game, changed, faces[changed]));
}

/* Leaves the Terminator or the Korrektor, or forgets the dice tapped. */
static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (widget);

  self->entering = PHASE_THROW;
  _pips_choice_page_sync_entry (self);
  _pips_choice_page_update (self);
}

/* Escape: out of a joker's entry, or the dice tapped forgotten; else it leaves the game. */
static gboolean
cancel (PipsGamePage *page)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (page);
  PipsChoicePagePhase phase = _pips_choice_page_get_phase (self);
  const guint8 *faces = pips_dice_entry_get_faces (self->entry, NULL);
  gboolean typed = FALSE;

  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    typed |= faces[i] != 0;

  /* The faces typed of a throw are cleared first. */
  if (!pips_game_page_get_rolling (page) && phase == PHASE_THROW && typed)
    {
      pips_dice_entry_clear (self->entry);
      _pips_choice_page_update (self);
      return TRUE;
    }

  if (pips_game_page_get_rolling (page) ||
      !(phase == PHASE_TERMINATOR || phase == PHASE_KORREKTOR ||
        (phase == PHASE_GROUP && self->n_taps > 0)))
    return FALSE;

  return gtk_widget_activate_action (GTK_WIDGET (self), "choice.cancel", NULL);
}

static void
show_sheet_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (widget);
  int step = g_variant_get_int32 (parameter);

  if (self->n_players > 0)
    _pips_choice_page_show_sheet (self, (self->shown + step + (int) self->n_players) % (int) self->n_players);
}

/* The keys of Choice in the shortcuts dialog. */
static void
add_shortcuts (PipsGamePage        *page,
               PipsShortcutsDialog *dialog)
{
  pips_shortcuts_dialog_add_dice_shortcuts (dialog, FALSE);
  pips_shortcuts_dialog_add_group (dialog, _("Choice"));
  /* Translators: a keyboard shortcut of Choice: Return enters the typed throw, or the grouping
   * of the dice tapped */
  pips_shortcuts_dialog_add_shortcut (dialog, _("Enter the Throw or the Dice Tapped"), "Return", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Leave a Joker, or Forget the Dice Tapped"), "Escape", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Next Sheet"), "<Control>Page_Down", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Previous Sheet"), "<Control>Page_Up", NULL);
}

void
_pips_choice_page_class_actions_init (GtkWidgetClass *widget_class)
{
  /* Rolls the virtual dice: the throw, or the Terminator's new throw. */
  gtk_widget_class_install_action (widget_class, "choice.roll", NULL, roll_action);
  /* Enters the five faces typed. */
  gtk_widget_class_install_action (widget_class, "choice.throw", NULL, throw_action);
  /* Writes down a grouping of the rules' list, by its index. */
  gtk_widget_class_install_action (widget_class, "choice.group", "u", group_action);
  /* Writes down the dice tapped. */
  gtk_widget_class_install_action (widget_class, "choice.group-tapped", NULL, group_tapped_action);
  /* The jokers. */
  gtk_widget_class_install_action (widget_class, "choice.terminator", NULL, terminator_action);
  gtk_widget_class_install_action (widget_class, "choice.korrektor", NULL, korrektor_action);
  gtk_widget_class_install_action (widget_class, "choice.apply-korrektor", NULL, apply_korrektor_action);
  gtk_widget_class_install_property_action (widget_class, "choice.three-one", "three-one");
  /* Leaves a joker's entry, or forgets the dice tapped. */
  gtk_widget_class_install_action (widget_class, "choice.cancel", NULL, cancel_action);
  /* The next (1) or previous (−1) sheet at phone width. */
  gtk_widget_class_install_action (widget_class, "choice.show-sheet", "i", show_sheet_action);

  PIPS_GAME_PAGE_CLASS (widget_class)->add_shortcuts = add_shortcuts;

  PIPS_GAME_PAGE_CLASS (widget_class)->cancel = cancel;
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_r, GDK_CONTROL_MASK,
                                "choice.roll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK,
                                       "choice.show-sheet", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK,
                                       "choice.show-sheet", "i", -1);
}

static gboolean
enter_cb (GtkWidget *widget,
          GVariant  *args,
          gpointer   user_data)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (user_data);

  switch (_pips_choice_page_get_phase (self))
    {
    case PHASE_THROW:
    case PHASE_TERMINATOR:
      if (!pips_dice_entry_get_complete (self->entry))
        return FALSE;
      gtk_widget_activate_action (GTK_WIDGET (self), "choice.throw", NULL);
      return TRUE;

    case PHASE_KORREKTOR:
      gtk_widget_activate_action (GTK_WIDGET (self), "choice.apply-korrektor", NULL);
      return TRUE;

    case PHASE_GROUP:
      if (self->n_taps < PIPS_CHOICE_N_DICE - 1)
        return FALSE;
      gtk_widget_activate_action (GTK_WIDGET (self), "choice.group-tapped", NULL);
      return TRUE;

    case PHASE_OVER:
    default:
      return FALSE;
    }
}

/* Enter in the dice enters what they show, or writes down the dice tapped; before the dice
 * would take it as a click. */
void
_pips_choice_page_actions_init (PipsChoicePage *self)
{
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->entry),
                                   gtk_callback_action_new (enter_cb, self, NULL));
}
