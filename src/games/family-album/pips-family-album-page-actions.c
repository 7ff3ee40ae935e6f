/* pips-family-album-page-actions.c — the commands of the Family Album page
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every command is an action of the page ("fa.…"): choosing a picture, staking, choosing a side
 * for a bettor, placing the bets, rolling the virtual dice, entering the throw, editing the
 * album. Each one that changes the game builds an event and hands it to the session, which
 * applies it through the rules or refuses it in the players' words (a toast).
 */

#define G_LOG_DOMAIN "pips-family-album-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-family-album-page-private.h"
#include "pips-shortcuts-dialog.h"

static void
choose_picture_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);
  guint picture = g_variant_get_uint32 (parameter);

  for (guint i = 0; i < self->n_picture_choices; i++)
    {
      if (self->picture_choices[i] == picture)
        {
          adw_combo_row_set_selected (self->picture_row, i);
          return;
        }
    }

  {
    g_autoptr(GError) error = NULL;

    pips_family_album_game_check_picture (_pips_family_album_page_get_game (self), picture, &error);
    gtk_widget_error_bell (widget);
    if (error != NULL)
      pips_game_page_toast (PIPS_GAME_PAGE (self), error->message);
  }
}

static void
stake_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);
  guint selected = adw_combo_row_get_selected (self->picture_row);

  if (selected >= self->n_picture_choices)
    return;

  /* A stake or dice typed out of bounds are not entered with the Return that typed them (they
   * became the nearest allowed, and the player is told). */
  adw_spin_row_update (self->stake_row);
  adw_spin_row_update (self->dice_row);
  if (_pips_family_album_page_take_typed_refused (self))
    return;

  pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_family_album_build_stake (pips_family_album_game_get_roller (game),
                                                     self->picture_choices[selected],
                                                     adw_spin_row_get_value (self->stake_row),
                                                     adw_spin_row_get_value (self->dice_row)));
}

/* The roller's stake, and the dice of a first throw (the spin rows keep them in range). */
static void
stake_chips_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  adw_spin_row_set_value (PIPS_FAMILY_ALBUM_PAGE (widget)->stake_row, g_variant_get_uint32 (parameter));
}

static void
dice_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  adw_spin_row_set_value (PIPS_FAMILY_ALBUM_PAGE (widget)->dice_row, g_variant_get_uint32 (parameter));
}

/* (player, chips): a bettor's stake. */
static void
bet_chips_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);
  guint player, chips;

  g_variant_get (parameter, "(uu)", &player, &chips);
  if (player < pips_game_get_n_players (pips_game_page_get_game (PIPS_GAME_PAGE (self))) &&
      player < MAX_PLAYERS)
    gtk_spin_button_set_value (self->bet_spins[player], chips);
}

/* ("player", "yes" | "no"): the bettor's side. */
static void
bet_side_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);
  const char *side;
  guint player;

  g_variant_get (parameter, "(u&s)", &player, &side);
  if (player >= pips_game_get_n_players (pips_game_page_get_game (PIPS_GAME_PAGE (self))) ||
      player >= MAX_PLAYERS)
    return;

  if (g_str_equal (side, "yes"))
    gtk_toggle_button_set_active (self->yes_buttons[player], TRUE);
  else if (g_str_equal (side, "no"))
    gtk_toggle_button_set_active (self->no_buttons[player], TRUE);
}

static void
bets_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);
  guint n = MIN (pips_game_get_n_players (PIPS_GAME (game)), MAX_PLAYERS);
  guint roller = pips_family_album_game_get_roller (game);
  PipsFamilyAlbumBet bets[MAX_PLAYERS] = { { 0, }, };

  for (guint p = 0; p < n; p++)
    {
      if (p == roller)
        continue;
      if (gtk_toggle_button_get_active (self->yes_buttons[p]))
        bets[p].side = PIPS_FAMILY_ALBUM_SIDE_YES;
      else if (gtk_toggle_button_get_active (self->no_buttons[p]))
        bets[p].side = PIPS_FAMILY_ALBUM_SIDE_NO;
      gtk_spin_button_update (self->bet_spins[p]);
      bets[p].chips = gtk_spin_button_get_value_as_int (self->bet_spins[p]);
    }
  if (_pips_family_album_page_take_typed_refused (self))
    return;

  /* The rules say who has not bet yet. */
  pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_family_album_build_bets (bets, n));
}

static void
throw_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);
  const guint8 *faces;
  guint n_dice;

  if (pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    return;

  if (!pips_dice_entry_get_complete (self->dice_entry))
    {
      pips_game_page_refuse (PIPS_GAME_PAGE (self), _("Enter every die’s face first"));
      return;
    }

  faces = pips_dice_entry_get_faces (self->dice_entry, &n_dice);
  pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_family_album_build_throw (pips_family_album_game_get_roller (game),
                                                     faces, n_dice));
}

/* The keypad of the faces: a face into the next die, or the last face out. */
static void
face_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);

  gtk_widget_activate_action (GTK_WIDGET (self->dice_entry), "dice-entry.enter", "(ub)",
                              g_variant_get_uint32 (parameter), FALSE);
}

static void
backspace_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);

  gtk_widget_activate_action (GTK_WIDGET (self->dice_entry), "dice-entry.backspace", NULL);
}

/* The virtual dice (pips_game_page_roll()): they land in the entry, and the roller enters
 * them as they would enter real ones. */
static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);
  PipsRoll dice;

  pips_roll_init (&dice, pips_family_album_game_get_n_dice (_pips_family_album_page_get_game (self)));
  pips_game_page_roll (PIPS_GAME_PAGE (self), self->dice_entry, &dice, NULL, NULL);
}

/* Return: the entry the game waits for, as in every game — the stake, the bets or the throw. */
static void
enter_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (widget);

  switch (pips_family_album_game_get_awaiting (_pips_family_album_page_get_game (self)))
    {
    case PIPS_FAMILY_ALBUM_AWAIT_STAKE:
      gtk_widget_activate_action (widget, "fa.stake", NULL);
      break;
    case PIPS_FAMILY_ALBUM_AWAIT_BETS:
      gtk_widget_activate_action (widget, "fa.bets", NULL);
      break;
    case PIPS_FAMILY_ALBUM_AWAIT_THROW:
      gtk_widget_activate_action (widget, "fa.throw", NULL);
      break;
    case PIPS_FAMILY_ALBUM_AWAIT_ALBUM:
    case PIPS_FAMILY_ALBUM_AWAIT_DEAL:
    case PIPS_FAMILY_ALBUM_AWAIT_NOTHING:
    default:
      break;
    }
}

static void
edit_album_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  _pips_family_album_page_edit_album (PIPS_FAMILY_ALBUM_PAGE (widget));
}

void
_pips_family_album_page_update_actions (PipsFamilyAlbumPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  PipsFamilyAlbumAwait awaiting = pips_family_album_game_get_awaiting (_pips_family_album_page_get_game (self));

  gtk_widget_action_set_enabled (widget, "fa.choose-picture", awaiting == PIPS_FAMILY_ALBUM_AWAIT_STAKE);
  gtk_widget_action_set_enabled (widget, "fa.stake",
                                 awaiting == PIPS_FAMILY_ALBUM_AWAIT_STAKE && self->n_picture_choices > 0);
  gtk_widget_action_set_enabled (widget, "fa.stake-chips", awaiting == PIPS_FAMILY_ALBUM_AWAIT_STAKE);
  gtk_widget_action_set_enabled (widget, "fa.dice", awaiting == PIPS_FAMILY_ALBUM_AWAIT_STAKE);
  gtk_widget_action_set_enabled (widget, "fa.bet-side", awaiting == PIPS_FAMILY_ALBUM_AWAIT_BETS);
  gtk_widget_action_set_enabled (widget, "fa.bet-chips", awaiting == PIPS_FAMILY_ALBUM_AWAIT_BETS);
  gtk_widget_action_set_enabled (widget, "fa.bets", awaiting == PIPS_FAMILY_ALBUM_AWAIT_BETS);
  gtk_widget_action_set_enabled (widget, "fa.roll", awaiting == PIPS_FAMILY_ALBUM_AWAIT_THROW && !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)));
  gtk_widget_action_set_enabled (widget, "fa.throw", awaiting == PIPS_FAMILY_ALBUM_AWAIT_THROW && !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)));
  gtk_widget_action_set_enabled (widget, "fa.face", awaiting == PIPS_FAMILY_ALBUM_AWAIT_THROW && !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)));
  gtk_widget_action_set_enabled (widget, "fa.backspace", awaiting == PIPS_FAMILY_ALBUM_AWAIT_THROW && !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)));
}

/* The keys of Family Album in the shortcuts dialog. */
static void
add_shortcuts (PipsGamePage        *page,
               PipsShortcutsDialog *dialog)
{
  pips_shortcuts_dialog_add_dice_shortcuts (dialog, FALSE);
  pips_shortcuts_dialog_add_group (dialog, _("Family Album"));
  pips_shortcuts_dialog_add_shortcut (dialog, _("Roll the Dice"), "<Control>r", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Enter the Stake, the Bets or the Throw"), "Return", NULL);
}

void
_pips_family_album_page_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "fa.choose-picture", "u", choose_picture_action);
  gtk_widget_class_install_action (widget_class, "fa.stake", NULL, stake_action);
  gtk_widget_class_install_action (widget_class, "fa.stake-chips", "u", stake_chips_action);
  gtk_widget_class_install_action (widget_class, "fa.dice", "u", dice_action);
  gtk_widget_class_install_action (widget_class, "fa.bet-side", "(us)", bet_side_action);
  gtk_widget_class_install_action (widget_class, "fa.bet-chips", "(uu)", bet_chips_action);
  gtk_widget_class_install_action (widget_class, "fa.bets", NULL, bets_action);
  gtk_widget_class_install_action (widget_class, "fa.face", "u", face_action);
  gtk_widget_class_install_action (widget_class, "fa.backspace", NULL, backspace_action);
  gtk_widget_class_install_action (widget_class, "fa.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "fa.throw", NULL, throw_action);
  gtk_widget_class_install_action (widget_class, "fa.edit-album", NULL, edit_album_action);
  gtk_widget_class_install_action (widget_class, "fa.enter", NULL, enter_action);

  PIPS_GAME_PAGE_CLASS (widget_class)->add_shortcuts = add_shortcuts;

  /* Return enters the entry at hand, as in every game; Ctrl+Return the throw, from anywhere on
   * the page (a focused button or field takes Return first). */
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_Return, 0,
                                "fa.enter", NULL);
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_KP_Enter, 0,
                                "fa.enter", NULL);
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_r, GDK_CONTROL_MASK,
                                "fa.roll", NULL);
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_Return, GDK_CONTROL_MASK,
                                "fa.throw", NULL);
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                "fa.throw", NULL);
}
