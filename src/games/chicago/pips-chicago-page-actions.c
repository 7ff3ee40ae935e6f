/* pips-chicago-page-actions.c — the commands of the Chicago page
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every command is an action of the page ("chicago.throw", …) with a key where a keyboard helps;
 * each builds an event with the rules' pips_chicago_build_*() and appends it, or says in a toast
 * why the rules refuse it.
 */

#define G_LOG_DOMAIN "pips-chicago-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-chicago-page-private.h"
#include "pips-shortcuts-dialog.h"

/* The player to throw one die in a roll-off: the first who has not thrown. */
static int
roll_off_player (PipsChicagoPage *self)
{
  PipsTurn turn;

  pips_game_get_turn (PIPS_GAME (_pips_chicago_page_get_game (self)), &turn);

  return turn.may_act != 0 ? g_bit_nth_lsf (turn.may_act, -1) : -1;
}

/* The dice set aside before the next throw: those aside already and those selected. */
static gboolean
get_aside (PipsChicagoPage *self,
           gboolean        *aside)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  g_autoptr(GError) error = NULL;
  PipsChicagoDice dice;

  pips_chicago_game_get_dice (game, &dice);
  for (guint i = 0; i < PIPS_CHICAGO_N_DICE; i++)
    aside[i] = dice.aside[i] ||
               (pips_dice_entry_get_marks (self->entry, i) & PIPS_DIE_MARK_SELECTED) != 0;

  if (!pips_chicago_game_get_can_set_aside (game, aside, &error))
    {
      pips_game_page_refuse (PIPS_GAME_PAGE (self), error->message);
      return FALSE;
    }

  return TRUE;
}

/* The event of a throw of the virtual dice: a roll-off die, or a throw of the round with the
 * dice set aside kept. */
static JsonObject *
build_roll_event (PipsGamePage   *page,
                  const PipsRoll *roll,
                  gpointer        user_data)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (page);
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);

  if (roll->n_dice == 1)
    return pips_chicago_build_die (MAX (roll_off_player (self), 0), roll->faces[0]);

  return pips_chicago_build_throw (pips_chicago_game_get_current_player (game), roll->faces,
                                   roll->keep);
}

/* The virtual dice: the rules build the throw, it is recorded at once, and the entry shows it. */
static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (widget);
  PipsChicagoPagePhase phase = _pips_chicago_page_get_phase (self);
  gboolean aside[PIPS_CHICAGO_N_DICE] = { FALSE, };
  PipsDiceEntry *entry;
  PipsRoll roll;

  if (phase == PHASE_ROLL_OFF)
    {
      entry = self->die_entry;
      pips_roll_init (&roll, 1);
    }
  else
    {
      entry = self->entry;
      if (phase == PHASE_ENTER)
        memcpy (aside, self->aside, sizeof aside);
      else if (!get_aside (self, aside))
        return;
      pips_roll_init (&roll, PIPS_CHICAGO_N_DICE);
      for (guint i = 0; i < PIPS_CHICAGO_N_DICE; i++)
        {
          roll.keep[i] = aside[i];
          roll.faces[i] = aside[i] ? pips_dice_entry_get_face (entry, i) : 0;
        }
    }

  pips_game_page_roll (PIPS_GAME_PAGE (self), entry, &roll, build_roll_event, NULL);
}

static void
again (PipsChicagoPage *self)
{
  if (!get_aside (self, self->aside))
    return;

  self->entering = TRUE;
  _pips_chicago_page_sync_entry (self);
  _pips_chicago_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* Enter: the faces typed (one die in a roll-off, three in a round); after a throw, it goes on to
 * the next one with the dice selected set aside. */
static void
throw_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (widget);
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  const guint8 *faces;
  guint n;

  switch (_pips_chicago_page_get_phase (self))
    {
    case PHASE_ROLL_OFF:
      faces = pips_dice_entry_get_faces (self->die_entry, &n);
      if (pips_dice_entry_get_complete (self->die_entry))
        pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chicago_build_die (MAX (roll_off_player (self), 0), faces[0]));
      break;

    case PHASE_ENTER:
      faces = pips_dice_entry_get_faces (self->entry, &n);
      if (pips_dice_entry_get_complete (self->entry))
        pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chicago_build_throw (pips_chicago_game_get_current_player (game), faces, self->aside));
      break;

    case PHASE_CHOOSE:
      again (self);
      break;

    case PHASE_OVER:
    default:
      break;
    }
}

static void
again_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  again (PIPS_CHICAGO_PAGE (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (widget);

  self->entering = FALSE;
  _pips_chicago_page_sync_entry (self);
  _pips_chicago_page_update (self);
}

static void
exchange_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (widget);
  int player = pips_chicago_game_get_current_player (_pips_chicago_page_get_game (self));

  if (player >= 0)
    pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chicago_build_exchange (player));
}

static void
stand_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (widget);
  int player = pips_chicago_game_get_current_player (_pips_chicago_page_get_game (self));

  if (player >= 0)
    pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chicago_build_stand (player));
}

/* "1er-down", "100er-up", "1er-up" or "100er-down". */
static void
announce_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (widget);
  int player = pips_chicago_game_get_current_player (_pips_chicago_page_get_game (self));
  const char *choice = g_variant_get_string (parameter, NULL);

  if (player < 0)
    return;

  pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chicago_build_announce (player,
                                             g_str_has_prefix (choice, "100er")
                                             ? PIPS_CHICAGO_COUNTING_HUNDREDS : PIPS_CHICAGO_COUNTING_ONES,
                                             g_str_has_suffix (choice, "-up")
                                             ? PIPS_CHICAGO_UP : PIPS_CHICAGO_DOWN));
}

/* The parameter: whether the die fell to the floor (else off the tray). */
static void
overeager_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (widget);
  int player = pips_chicago_game_get_current_player (_pips_chicago_page_get_game (self));

  if (player >= 0)
    pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_chicago_build_overeager (player, g_variant_get_boolean (parameter)));
}

static void
open_announce_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (widget);

  if (gtk_widget_get_visible (GTK_WIDGET (self->announce_button)))
    gtk_menu_button_popup (self->announce_button);
}

/* The keys of Chicago in the shortcuts dialog. */
static void
add_shortcuts (PipsGamePage        *page,
               PipsShortcutsDialog *dialog)
{
  pips_shortcuts_dialog_add_dice_shortcuts (dialog, FALSE);
  pips_shortcuts_dialog_add_group (dialog, _("Chicago"));
  pips_shortcuts_dialog_add_shortcut (dialog, _("Enter the Throw, or Throw Again"), "Return", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Roll the Dice"), "<Control>r", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Set a Die Aside or Back"), "space", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Announce"), "<Control>a", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Stand"), "<Control>s", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Exchange Two 6s for a 1"), "<Control>e", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Back to the Dice Thrown"), "Escape", NULL);
}

/* Escape: back from typing the next throw to the dice thrown, or the faces typed cleared; with
 * nothing to clear, it leaves the game. */
static gboolean
cancel (PipsGamePage *page)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (page);
  PipsChicagoPagePhase phase = _pips_chicago_page_get_phase (self);
  gboolean typed = FALSE;

  if (self->entering)
    return gtk_widget_activate_action (GTK_WIDGET (self), "chicago.cancel", NULL);

  if (phase == PHASE_ROLL_OFF)
    typed = pips_dice_entry_get_face (self->die_entry, 0) != 0;
  else if (phase == PHASE_ENTER)
    for (guint i = 0; i < PIPS_CHICAGO_N_DICE; i++)
      typed |= !self->aside[i] && pips_dice_entry_get_face (self->entry, i) != 0;

  if (!typed)
    return FALSE;

  _pips_chicago_page_sync_entry (self);
  _pips_chicago_page_update (self);
  return TRUE;
}

void
_pips_chicago_page_class_actions_init (GtkWidgetClass *widget_class)
{
  PipsGamePageClass *klass = PIPS_GAME_PAGE_CLASS (widget_class);

  gtk_widget_class_install_action (widget_class, "chicago.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "chicago.throw", NULL, throw_action);
  gtk_widget_class_install_action (widget_class, "chicago.again", NULL, again_action);
  gtk_widget_class_install_action (widget_class, "chicago.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "chicago.exchange", NULL, exchange_action);
  gtk_widget_class_install_action (widget_class, "chicago.stand", NULL, stand_action);
  gtk_widget_class_install_action (widget_class, "chicago.announce", "s", announce_action);
  gtk_widget_class_install_action (widget_class, "chicago.overeager", "b", overeager_action);
  gtk_widget_class_install_action (widget_class, "chicago.open-announce", NULL, open_announce_action);

  PIPS_GAME_PAGE_CLASS (widget_class)->add_shortcuts = add_shortcuts;

  PIPS_GAME_PAGE_CLASS (widget_class)->cancel = cancel;

  /* The game's keys work wherever the keyboard is on the page (pips-game-page.c). */
  pips_game_page_class_add_key (klass, GDK_KEY_Return, 0, "chicago.throw", NULL);
  pips_game_page_class_add_key (klass, GDK_KEY_KP_Enter, 0, "chicago.throw", NULL);
  pips_game_page_class_add_key (klass, GDK_KEY_r, GDK_CONTROL_MASK, "chicago.roll", NULL);
  pips_game_page_class_add_key (klass, GDK_KEY_s, GDK_CONTROL_MASK, "chicago.stand", NULL);
  pips_game_page_class_add_key (klass, GDK_KEY_e, GDK_CONTROL_MASK, "chicago.exchange", NULL);
  pips_game_page_class_add_key (klass, GDK_KEY_a, GDK_CONTROL_MASK, "chicago.open-announce", NULL);
}
