/* pips-yacht-page-actions.c — the actions of the page of Yacht
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change to the game goes through these actions: each builds an event with the rules and
 * appends it to the session, which then tells the page to show the new state. A 0 written where
 * the dice would score (crossing a box out) is asked first, in a dialog.
 */

#define G_LOG_DOMAIN "pips-yacht-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-die.h"
#include "pips-yacht-page-private.h"

/* The dice kept by the throw about to be entered stay kept when it is (sync_entry()). */
static void
carry_keep (PipsYachtPage *self,
            guint          kept)
{
  self->carry_keep = kept;
  self->carry_cursor = pips_session_get_cursor (pips_game_page_get_session (PIPS_GAME_PAGE (self))) + 1;
}

/* The event of a throw of the virtual dice: all five, or those not kept thrown again. */
static JsonObject *
build_roll_event (PipsGamePage   *page,
                  const PipsRoll *roll,
                  gpointer        user_data)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (page);
  guint kept = GPOINTER_TO_UINT (user_data);

  carry_keep (self, kept);

  return pips_yacht_game_build_throw (_pips_yacht_page_get_game (self), roll->faces, kept);
}

/* Rolls the virtual dice: all five for the first throw, else those not kept. */
static void
roll (PipsYachtPage *self)
{
  gboolean first = _pips_yacht_page_get_phase (self) == PHASE_FIRST;
  guint kept = first ? 0 : _pips_yacht_page_get_kept (self);
  guint8 faces[PIPS_YACHT_N_DICE];
  PipsRoll dice;

  pips_yacht_game_get_dice (_pips_yacht_page_get_game (self), faces);
  pips_roll_init (&dice, PIPS_YACHT_N_DICE);
  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    {
      dice.keep[i] = (kept >> i) & 1;
      if (dice.keep[i])
        dice.faces[i] = faces[i];
    }

  if (pips_game_page_roll (PIPS_GAME_PAGE (self), self->entry, &dice, build_roll_event,
                           GUINT_TO_POINTER (kept)))
    self->rolled_turn = TRUE;
  else
    self->carry_cursor = G_MAXUINT;
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  roll (PIPS_YACHT_PAGE (widget));
}

/* Enters the faces typed: the first throw, or the new faces of the dice thrown again. */
static void
throw_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (widget);
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  const guint8 *faces = pips_dice_entry_get_faces (self->entry, NULL);
  guint kept = _pips_yacht_page_get_phase (self) == PHASE_REENTER ? self->reenter_keep : 0;

  carry_keep (self, kept);
  if (!pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_yacht_game_build_throw (game, faces, kept)))
    self->carry_cursor = G_MAXUINT;
}

static void
rethrow_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (widget);
  guint kept = _pips_yacht_page_get_kept (self);

  /* A turn the virtual dice began goes on with them, whatever the preference says. */
  if (pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)) || self->rolled_turn)
    {
      roll (self);
      return;
    }

  if (kept == (1u << PIPS_YACHT_N_DICE) - 1)
    return;

  /* Real dice: the player throws the others, then types what they show. */
  self->reenter_keep = kept;
  self->reentering = TRUE;
  _pips_yacht_page_sync_entry (self);
  _pips_yacht_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (widget);

  self->reentering = FALSE;
  _pips_yacht_page_sync_entry (self);

  /* The same dice stay kept, to change the choice or throw again. */
  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    pips_dice_entry_set_mark (self->entry, i, PIPS_DIE_MARK_SELECTED, (self->reenter_keep >> i) & 1);

  _pips_yacht_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* The box of the rules in force with the id @id, or -1 (with a critical: the pad and the keys
 * only name boxes of the sheet). */
static int
box_index_from_id (PipsYachtPage *self,
                   const char    *id)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  PipsYachtBox box;
  int index = -1;

  if (pips_yacht_box_from_id (id, &box))
    index = pips_yacht_rules_box_index (pips_yacht_game_get_rules (game), box);
  if (index < 0)
    g_critical ("“%s” is not a box of this sheet of Yacht", id);

  return index;
}

static const char *
current_name (PipsYachtPage *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  int player = pips_yacht_game_get_current (game);

  return player >= 0 ? pips_game_get_player_name (PIPS_GAME (game), player) : "";
}

/* Writes the dice into the box @index (0 with @strike), and says what was written, with Undo. */
static void
score (PipsYachtPage *self,
       guint          index,
       gboolean       strike)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  PipsYachtBox box = pips_yacht_game_get_box (game, index);
  g_autofree char *name = g_strdup (current_name (self));
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;
  guint points = 0;
  guint five_again = 0;

  /* The rules say what it is worth, or why it cannot be, in the players' words. */
  if (!pips_yacht_game_check_box (game, index, &points, &five_again, &error))
    {
      pips_game_page_refuse (PIPS_GAME_PAGE (self), error->message);
      return;
    }

  if (!pips_game_page_append_take (PIPS_GAME_PAGE (self), pips_yacht_game_build_score (game, index, strike)))
    return;

  /* A slip is seen at once, and undone with one tap. */
  if (strike && points > 0)
    /* Translators: a toast after a box of Yacht was crossed out (0 written where the dice
     * scored), e.g. "Full House crossed out for Anna" */
    message = g_strdup_printf (_("%s crossed out for %s"), pips_yacht_box_get_name (box), name);
  else if (five_again > 0)
    /* Translators: a toast after a score of Yacht with the bonus of a further five of a kind:
     * the box, the points, the bonus and the player, e.g. "Sixes: 30 and a bonus of 100 for
     * Anna" */
    message = g_strdup_printf (_("%s: %u and a bonus of %u for %s"), pips_yacht_box_get_name (box),
                               points, five_again, name);
  else
    /* Translators: a toast after a score: the box, the points and the player,
     * e.g. "Full House: 25 for Anna" */
    message = g_strdup_printf (_("%s: %u for %s"), pips_yacht_box_get_name (box), points, name);
  pips_game_page_toast_undo (PIPS_GAME_PAGE (self), message);
}

static void
score_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (widget);
  int index = box_index_from_id (self, g_variant_get_string (parameter, NULL));

  if (index >= 0)
    score (self, index, FALSE);
}

typedef struct
{
  PipsYachtPage *self;    /* weak */
  guint          index;
  guint          serial;  /* the input the question was asked for */
} CrossOut;

static void
cross_out_free (gpointer  data,
                GClosure *closure)
{
  CrossOut *cross_out = data;

  g_clear_weak_pointer (&cross_out->self);
  g_free (cross_out);
}

static void
cross_out_response_cb (AdwAlertDialog *dialog,
                       const char     *response,
                       CrossOut       *cross_out)
{
  PipsYachtPage *self = cross_out->self;

  if (self == NULL || g_strcmp0 (response, "cross-out") != 0)
    return;

  /* Asked for dice no longer on the table (an undo meanwhile): nothing. */
  if (cross_out->serial != pips_game_page_get_input_serial (PIPS_GAME_PAGE (self)))
    return;

  score (self, cross_out->index, TRUE);
}

static void
cross_out_closed_cb (AdwDialog     *dialog,
                     PipsYachtPage *self)
{
  if (self->cross_out_dialog == dialog)
    self->cross_out_dialog = NULL;
  g_signal_handlers_disconnect_by_func (dialog, cross_out_closed_cb, self);
}

/* Crossing out a box the dice fit throws points away: the player says so first. */
static void
ask_cross_out (PipsYachtPage *self,
               guint          index,
               guint          points)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  const char *box_name = pips_yacht_box_get_name (pips_yacht_game_get_box (game, index));
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  CrossOut *cross_out;
  AdwDialog *dialog;

  if (self->cross_out_dialog != NULL)
    adw_dialog_force_close (self->cross_out_dialog);

  /* Translators: the question before a box of Yacht is crossed out, e.g. "Cross Out Full
   * House?" */
  heading = g_strdup_printf (_("Cross Out %s?"), box_name);
  /* Translators: under the question before a box is crossed out: the points the dice would
   * score there instead of 0, e.g. "The dice score 25 there." */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The dice score %u point there.",
                                       "The dice score %u points there.", points),
                          points);
  dialog = adw_alert_dialog_new (heading, body);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  /* Translators: the button that writes 0 in a box of Yacht */
                                  "cross-out", _("Cross _Out"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "cross-out",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");

  cross_out = g_new0 (CrossOut, 1);
  g_set_weak_pointer (&cross_out->self, self);
  cross_out->index = index;
  cross_out->serial = pips_game_page_get_input_serial (PIPS_GAME_PAGE (self));
  g_signal_connect_data (dialog, "response", G_CALLBACK (cross_out_response_cb), cross_out,
                         cross_out_free, 0);
  g_signal_connect (dialog, "closed", G_CALLBACK (cross_out_closed_cb), self);

  self->cross_out_dialog = dialog;
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* Writes 0 in a box: at once where the dice do not fit it (that is its score), after a question
 * where they do. */
static void
cross_out_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (widget);
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  int index = box_index_from_id (self, g_variant_get_string (parameter, NULL));
  g_autoptr(GError) error = NULL;
  guint points = 0;

  if (index < 0)
    return;

  if (self->cross_out_button != NULL)
    gtk_menu_button_popdown (self->cross_out_button);

  if (!pips_yacht_game_check_box (game, index, &points, NULL, &error))
    {
      pips_game_page_refuse (PIPS_GAME_PAGE (self), error->message);
      return;
    }

  if (pips_yacht_game_box_fits (game, index))
    ask_cross_out (self, index, points);
  else
    score (self, index, FALSE);
}

/* Ctrl+Z while faces are typed but not entered: the typing goes first, before the entry made
 * before it (which the frame's Ctrl+Z would undo). */
static void
clear_typing_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (widget);

  if (_pips_yacht_page_get_phase (self) == PHASE_FIRST)
    pips_dice_entry_clear (self->entry);
  else
    _pips_yacht_page_sync_entry (self);

  _pips_yacht_page_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* Escape: the faces of a throw again are left untyped, the faces typed of a throw cleared, the
 * dice selected to keep let go; with nothing of that, Escape leaves the game. */
static gboolean
cancel (PipsGamePage *page)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (page);
  PipsYachtPagePhase phase = _pips_yacht_page_get_phase (self);
  const guint8 *typed = pips_dice_entry_get_faces (self->entry, NULL);
  gboolean any_typed = FALSE;

  if (phase == PHASE_REENTER)
    return gtk_widget_activate_action (GTK_WIDGET (self), "yacht.cancel", NULL);

  if (phase == PHASE_CHOOSE && _pips_yacht_page_get_kept (self) != 0)
    {
      pips_dice_entry_clear_marks (self->entry, PIPS_DIE_MARK_SELECTED);
      _pips_yacht_page_update (self);
      return TRUE;
    }

  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    any_typed |= typed[i] != 0;

  if (phase != PHASE_FIRST || !any_typed)
    return FALSE;

  return gtk_widget_activate_action (GTK_WIDGET (self), "yacht.clear-typing", NULL);
}

/**
 * _pips_yacht_page_get_box_key:
 *
 * Returns: the key that scores the dice in @box: its number for the upper boxes, a letter
 *   (translated) for the others; with Shift, it crosses the box out
 */
const char *
_pips_yacht_page_get_box_key (PipsYachtBox box)
{
  switch (box)
    {
    case PIPS_YACHT_BOX_ONES:
      return "1";
    case PIPS_YACHT_BOX_TWOS:
      return "2";
    case PIPS_YACHT_BOX_THREES:
      return "3";
    case PIPS_YACHT_BOX_FOURS:
      return "4";
    case PIPS_YACHT_BOX_FIVES:
      return "5";
    case PIPS_YACHT_BOX_SIXES:
      return "6";
    case PIPS_YACHT_BOX_ONE_PAIR:
      /* Translators: the key (one lower-case letter, typed without Shift) that scores the dice
       * of Yacht in the box One Pair (Yatzy rules). The keys of the lower boxes must differ from
       * each other, and be none of the digits and not "r"; best the first letter of the box's
       * name in your language */
      return C_("key of the box One Pair", "p");
    case PIPS_YACHT_BOX_TWO_PAIRS:
      /* Translators: the key (one lower-case letter) of the box Two Pairs (Yatzy rules) */
      return C_("key of the box Two Pairs", "w");
    case PIPS_YACHT_BOX_THREE_OF_A_KIND:
      /* Translators: the key (one lower-case letter) of the box Three of a Kind */
      return C_("key of the box Three of a Kind", "t");
    case PIPS_YACHT_BOX_FOUR_OF_A_KIND:
      /* Translators: the key (one lower-case letter) of the box Four of a Kind */
      return C_("key of the box Four of a Kind", "f");
    case PIPS_YACHT_BOX_FULL_HOUSE:
      /* Translators: the key (one lower-case letter) of the box Full House */
      return C_("key of the box Full House", "h");
    case PIPS_YACHT_BOX_SMALL_STRAIGHT:
      /* Translators: the key (one lower-case letter) of the box Small Straight */
      return C_("key of the box Small Straight", "s");
    case PIPS_YACHT_BOX_LARGE_STRAIGHT:
      /* Translators: the key (one lower-case letter) of the box Large Straight */
      return C_("key of the box Large Straight", "l");
    case PIPS_YACHT_BOX_CHANCE:
      /* Translators: the key (one lower-case letter) of the box Chance */
      return C_("key of the box Chance", "c");
    case PIPS_YACHT_BOX_FIVE_OF_A_KIND:
      /* Translators: the key (one lower-case letter) of the box of five of a kind (Yacht,
       * Kniffel, Yatzy) */
      return C_("key of the box Five of a Kind", "y");
    case PIPS_YACHT_N_BOX_KINDS:
    default:
      g_return_val_if_reached ("");
    }
}

static void
add_box_key (GtkShortcutController *controller,
             guint                  keyval,
             GdkModifierType        modifiers,
             const char            *action_name,
             PipsYachtBox           box)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers),
                                            gtk_named_action_new (action_name));

  gtk_shortcut_set_arguments (shortcut, g_variant_new_string (pips_yacht_box_to_id (box)));
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/* The keys of the boxes: while the dice wait to be scored, the digits and letters that the dice
 * entry does not take score into a box of the pad, and with Shift cross it out. */
static void
add_box_keys (PipsYachtPage *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  GtkEventController *controller = gtk_shortcut_controller_new ();

  for (guint i = 0; i < pips_yacht_game_get_n_boxes (game); i++)
    {
      PipsYachtBox box = pips_yacht_game_get_box (game, i);
      const char *key = _pips_yacht_page_get_box_key (box);
      guint keyval = gdk_unicode_to_keyval (g_unichar_tolower (g_utf8_get_char (key)));

      add_box_key (GTK_SHORTCUT_CONTROLLER (controller), keyval, 0, "yacht.score-key", box);
      add_box_key (GTK_SHORTCUT_CONTROLLER (controller), keyval, GDK_SHIFT_MASK,
                   "yacht.cross-out-key", box);
      if (pips_yacht_box_is_upper (box))
        {
          add_box_key (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_KP_0 + (keyval - GDK_KEY_0),
                       0, "yacht.score-key", box);
        }
    }

  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* Shift with a box's key, on a keyboard where Shift turns the key into another character ("6"
 * into "&" or "^"): the key as it is without Shift (as the dice entry reads Shift+digit). */
static gboolean
shift_key_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      PipsYachtPage         *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  g_autofree GdkKeymapKey *keys = NULL;
  g_autofree guint *keyvals = NULL;
  int n_entries = 0;
  guint plain = 0;

  if ((state & GDK_MODIFIER_MASK & ~GDK_LOCK_MASK) != GDK_SHIFT_MASK || event == NULL)
    return GDK_EVENT_PROPAGATE;

  if (!gdk_display_map_keycode (gtk_widget_get_display (GTK_WIDGET (self)), keycode,
                                &keys, &keyvals, &n_entries))
    return GDK_EVENT_PROPAGATE;

  for (int i = 0; i < n_entries; i++)
    if (keys[i].group == (int) gdk_key_event_get_layout (event) && keys[i].level == 0)
      plain = keyvals[i];

  for (guint i = 0; plain != 0 && i < pips_yacht_game_get_n_boxes (game); i++)
    {
      PipsYachtBox box = pips_yacht_game_get_box (game, i);
      const char *key = _pips_yacht_page_get_box_key (box);

      if (gdk_unicode_to_keyval (g_unichar_tolower (g_utf8_get_char (key))) == gdk_keyval_to_lower (plain))
        return gtk_widget_activate_action (GTK_WIDGET (self), "yacht.cross-out-key", "s",
                                           pips_yacht_box_to_id (box));
    }

  return GDK_EVENT_PROPAGATE;
}

static void
add_shortcuts (PipsGamePage        *page,
               PipsShortcutsDialog *dialog)
{
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_game_page_get_game (page));

  pips_shortcuts_dialog_add_dice_shortcuts (dialog, FALSE);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Roll the Dice"), "<Control>r", NULL);
  /* Translators: a keyboard shortcut of Yacht */
  pips_shortcuts_dialog_add_shortcut (dialog, _("Enter the Throw, or Throw the Other Dice Again"),
                                      "Return", NULL);
  /* Translators: a keyboard shortcut of Yacht: select or unselect the die in focus */
  pips_shortcuts_dialog_add_shortcut (dialog, _("Keep a Die"), "space", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Clear the Faces Typed"), "<Control>z", NULL);
  /* Translators: a keyboard shortcut of Yacht */
  pips_shortcuts_dialog_add_shortcut (dialog, _("Stop Typing, or Keep No Die"), "Escape", NULL);

  /* Translators: a group of the keyboard shortcuts of Yacht */
  pips_shortcuts_dialog_add_group (dialog, _("Scoring"));
  for (guint i = 0; i < pips_yacht_game_get_n_boxes (game); i++)
    {
      PipsYachtBox box = pips_yacht_game_get_box (game, i);
      /* Translators: a keyboard shortcut of Yacht: score the dice in a box, e.g.
       * "Score in Full House" */
      g_autofree char *title = g_strdup_printf (_("Score in %s"), pips_yacht_box_get_name (box));

      pips_shortcuts_dialog_add_shortcut (dialog, title, NULL, _pips_yacht_page_get_box_key (box));
    }
  /* Translators: a keyboard shortcut of Yacht: write 0 in a box (it asks first where the dice
   * would score there) */
  pips_shortcuts_dialog_add_shortcut (dialog, _("Cross Out a Box"), NULL,
                                      /* Translators: the keys that cross a box of Yacht out */
                                      _("Shift + the box’s key"));
}

/* The menu of the Cross Out button: the free boxes of the player to act. Built when it opens,
 * from the model. */
static void
create_cross_out_popup_cb (GtkMenuButton *button,
                           gpointer       user_data)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (user_data);
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  int current = pips_yacht_game_get_current (game);
  g_autoptr(GMenu) menu = g_menu_new ();

  for (guint i = 0; current >= 0 && i < pips_yacht_game_get_n_boxes (game); i++)
    {
      PipsYachtBox box = pips_yacht_game_get_box (game, i);
      g_autoptr(GMenuItem) item = NULL;

      if (pips_yacht_game_get_box_points (game, current, i) >= 0)
        continue;

      item = g_menu_item_new (pips_yacht_box_get_name (box), NULL);
      g_menu_item_set_action_and_target (item, "yacht.cross-out", "s", pips_yacht_box_to_id (box));
      g_menu_append_item (menu, item);
    }

  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

/* The actions of the class, and their keys. */
void
_pips_yacht_page_class_actions_init (GtkWidgetClass *widget_class)
{
  /* Rolls the virtual dice: all five, or those not kept. */
  gtk_widget_class_install_action (widget_class, "yacht.roll", NULL, roll_action);
  /* Enters the faces typed: the first throw, or the new faces of the dice not kept. */
  gtk_widget_class_install_action (widget_class, "yacht.throw", NULL, throw_action);
  /* Throws the dice not kept again: rolls them, or asks for their new faces. */
  gtk_widget_class_install_action (widget_class, "yacht.rethrow", NULL, rethrow_action);
  /* Leaves the faces of a throw again untyped. */
  gtk_widget_class_install_action (widget_class, "yacht.cancel", NULL, cancel_action);
  /* Writes the dice into a box (its id, "full-house"). */
  gtk_widget_class_install_action (widget_class, "yacht.score", "s", score_action);
  /* Writes 0 into a box, asking first where the dice fit it. */
  gtk_widget_class_install_action (widget_class, "yacht.cross-out", "s", cross_out_action);
  /* The same from a box's key: only while the dice wait to be scored, never while faces are
   * typed (a digit there is typing). */
  gtk_widget_class_install_action (widget_class, "yacht.score-key", "s", score_action);
  gtk_widget_class_install_action (widget_class, "yacht.cross-out-key", "s", cross_out_action);
  /* Clears faces typed but not entered yet. */
  gtk_widget_class_install_action (widget_class, "yacht.clear-typing", NULL, clear_typing_action);

  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_r, GDK_CONTROL_MASK,
                                "yacht.roll", NULL);
  /* Before the frame's undo, which takes Ctrl+Z when there is nothing typed. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "yacht.clear-typing", NULL);

  PIPS_GAME_PAGE_CLASS (widget_class)->add_shortcuts = add_shortcuts;
  PIPS_GAME_PAGE_CLASS (widget_class)->cancel = cancel;
}

/* Return in the dice, the keys of the boxes and the menu of the Cross Out button. */
void
_pips_yacht_page_actions_init (PipsYachtPage *self)
{
  /* Return in the dice enters what they show (a throw, or the new faces of the dice thrown
   * again) or, after a throw, throws the dice not kept again. */
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->entry),
                                   gtk_named_action_new ("yacht.throw"));
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->entry),
                                   gtk_named_action_new ("yacht.rethrow"));

  add_box_keys (self);
  {
    GtkEventController *shift_keys = gtk_event_controller_key_new ();

    g_signal_connect_object (shift_keys, "key-pressed", G_CALLBACK (shift_key_pressed_cb), self, 0);
    gtk_widget_add_controller (GTK_WIDGET (self), shift_keys);
  }

  gtk_menu_button_set_create_popup_func (self->cross_out_button, create_cross_out_popup_cb, self, NULL);
}
