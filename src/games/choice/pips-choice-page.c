/* pips-choice-page.c — the sheets and the throw of Choice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-choice-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-choice-page-private.h"
#include "pips-die.h"

/*
 * The page shows every player's sheet (side by side in a wide window; one at a time with a
 * switcher at phone width) beside or under the panel where the throw is entered and grouped.
 *
 * The state of the game is only ever read from the session's PipsChoiceGame; every change is an
 * event built by the rules and appended to the session from an action. What the page keeps of
 * its own is input not yet entered: the faces typed, the dice tapped in order, and whether the
 * player is entering the Terminator's new throw or the Korrektor's die.
 *
 * The phases:
 *
 *   THROW       no dice at hand: type the five faces (or tap them, or Roll); Enter throws.
 *   GROUP       the dice at hand: tap two dice, then two more (the fifth is the discard), or with
 *               the 3:1 joker three and one, then Write Down; or choose a line of the rules'
 *               list of every legal grouping with what it scores now; or use a joker.
 *   TERMINATOR  the Terminator with real dice: type the five new faces, Enter.
 *   KORREKTOR   the Korrektor: change one die in the entry, Set Die.
 *   OVER        the ranking and "Copy Results".
 *
 * With the odds on (the game's show-odds), each grouping in the list says the change of the score
 * it expects, now and with the next throw grouped at its best (a one-step look-ahead,
 * pips-choice-odds.c, worked out off the main thread), the best one marked; above the list, the
 * chance that the sheet ends within the next five throws.
 *
 * A throw and its grouping take seven key presses (five digits and Enter, then Enter on the
 * best grouping, which has the focus) or seven taps (five faces, Enter Throw, a grouping).
 */

G_DEFINE_FINAL_TYPE (PipsChoicePage, pips_choice_page, PIPS_TYPE_GAME_PAGE)

enum
{
  PROP_0,
  PROP_THREE_ONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

PipsChoiceGame *
_pips_choice_page_get_game (PipsChoicePage *self)
{
  return PIPS_CHOICE_GAME (pips_session_get_game (pips_game_page_get_session (PIPS_GAME_PAGE (self))));
}

PipsChoicePagePhase
_pips_choice_page_get_phase (PipsChoicePage *self)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);

  if (pips_session_get_is_over (pips_game_page_get_session (PIPS_GAME_PAGE (self))))
    return PHASE_OVER;

  if (!pips_choice_game_get_has_thrown (game))
    return PHASE_THROW;

  if (self->entering != PHASE_THROW)
    return self->entering;

  return PHASE_GROUP;
}

/* What the dice tapped so far would write down; %NULL with @error (in the player's words) while
 * they are not a whole grouping or the rules refuse it. */
PipsChoiceGrouping *
_pips_choice_page_dup_tapped (PipsChoicePage  *self,
                              GError         **error)
{
  gboolean three_one = self->three_one;

  if (self->n_taps < PIPS_CHOICE_N_DICE - 1)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           three_one ? _("Tap three dice, then one: the fifth is the discard")
                                     : _("Tap two dice, then two more: the fifth is the discard"));
      return NULL;
    }

  return pips_choice_game_dup_grouping (_pips_choice_page_get_game (self), self->taps,
                                        self->n_taps, three_one, error);
}

/* The dice tapped, marked apart: the first pair (or the three of the 3:1 joker) with a ring in
 * the accent colour, the second (or the single die) with an orange one, the discard dimmed once
 * both are tapped; each die's accessible description says which it is. */
static void
update_pair_marks (PipsChoicePage *self)
{
  guint first = self->three_one ? 3 : 2;

  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    {
      GtkWidget *die = GTK_WIDGET (pips_dice_entry_get_die (self->entry, i));
      int group = -1;
      const char *description = "";

      for (guint t = 0; t < self->n_taps; t++)
        {
          if (self->taps[t] == i)
            group = t < first ? 1 : 2;
        }

      if (group == 1)
        description = self->three_one ? _("In the three") : _("In the first pair");
      else if (group == 2)
        description = self->three_one ? _("The single die") : _("In the second pair");
      else if (self->n_taps >= PIPS_CHOICE_N_DICE - 1)
        description = _("The discard");

      if (group == 1)
        gtk_widget_add_css_class (die, "pair-1");
      else
        gtk_widget_remove_css_class (die, "pair-1");
      if (group == 2)
        gtk_widget_add_css_class (die, "pair-2");
      else
        gtk_widget_remove_css_class (die, "pair-2");
      if (group < 0 && self->n_taps >= PIPS_CHOICE_N_DICE - 1)
        gtk_widget_add_css_class (die, "discard");
      else
        gtk_widget_remove_css_class (die, "discard");
      gtk_accessible_update_property (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description, -1);
    }
}

/* The entry: shows the dice at hand, or takes what is typed */

/* Puts the dice of the model into the entry, as the phase wants them. Called when the game or
 * the phase changes. */
void
_pips_choice_page_sync_entry (PipsChoicePage *self)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  guint8 faces[PIPS_CHOICE_N_DICE];

  if (pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    return;

  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    faces[i] = pips_choice_game_get_face (game, i);
  self->n_taps = 0;

  self->syncing = TRUE;
  switch (_pips_choice_page_get_phase (self))
    {
    case PHASE_THROW:
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, !pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)));
      pips_dice_entry_clear (self->entry);
      break;

    case PHASE_GROUP:
      pips_dice_entry_set_selection_mode (self->entry, TRUE);
      pips_dice_entry_set_faces (self->entry, faces, PIPS_CHOICE_N_DICE);
      pips_dice_entry_clear_marks (self->entry, PIPS_DIE_MARK_SELECTED | PIPS_DIE_MARK_KEPT);
      break;

    case PHASE_TERMINATOR:
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, TRUE);
      pips_dice_entry_clear (self->entry);
      break;

    case PHASE_KORREKTOR:
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, TRUE);
      pips_dice_entry_set_faces (self->entry, faces, PIPS_CHOICE_N_DICE);
      pips_dice_entry_clear_marks (self->entry, PIPS_DIE_MARK_SELECTED | PIPS_DIE_MARK_KEPT);
      pips_dice_entry_set_cursor (self->entry, 0);
      break;

    case PHASE_OVER:
    default:
      break;
    }
  update_pair_marks (self);
  self->syncing = FALSE;
}

/* The panel (the rest of it is in pips-choice-page-panel.c) */

/* How far the taps are, while they are not a whole grouping yet. */
static const char *
taps_progress (PipsChoicePage *self)
{
  if (self->three_one)
    switch (self->n_taps)
      {
      case 0:
        return _("No dice tapped yet");
      case 1:
        return _("Tap two more dice for the three");
      case 2:
        return _("Tap one more die for the three");
      default:
        return _("Now tap the single die");
      }

  switch (self->n_taps)
    {
    case 0:
      return _("No dice tapped yet");
    case 1:
      return _("Tap the other die of the first pair");
    case 2:
      return _("Now tap the second pair");
    default:
      return _("Tap the other die of the second pair");
    }
}

static const char *
phase_hint (PipsChoicePage      *self,
            PipsChoicePagePhase  phase)
{
  switch (phase)
    {
    case PHASE_THROW:
      return pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self))
             ? _("Roll the dice, or type the faces of real dice as they lie.")
             : _("Enter the five dice as they lie: tap or type their faces.");
    case PHASE_GROUP:
      return self->three_one
             ? _("Tap three dice, then one; the fifth is the discard. Or choose a grouping below.")
             : _("Tap a pair, then another; the fifth die is the discard. Or choose a grouping below.");
    case PHASE_TERMINATOR:
      return _("Throw all five dice again and enter the new faces.");
    case PHASE_KORREKTOR:
      return _("Change one die to the face you want, then Set Die.");
    case PHASE_OVER:
    default:
      return "";
    }
}

/* Which actions can be used, from the phase, the game and the entry; @tapped is the grouping
 * the dice tapped make, if any. */
static void
update_actions (PipsChoicePage           *self,
                PipsChoicePagePhase       phase,
                const PipsChoiceGrouping *tapped)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean complete = pips_dice_entry_get_complete (self->entry);
  gboolean idle = !pips_game_page_get_rolling (PIPS_GAME_PAGE (self));
  gboolean virtual_dice = pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self));
  gboolean group = phase == PHASE_GROUP;

  gtk_widget_action_set_enabled (widget, "choice.roll",
                                 idle && (phase == PHASE_THROW ||
                                          (phase == PHASE_TERMINATOR && virtual_dice)));
  gtk_widget_action_set_enabled (widget, "choice.throw",
                                 idle && complete && (phase == PHASE_THROW || phase == PHASE_TERMINATOR));
  gtk_widget_action_set_enabled (widget, "choice.group-tapped", idle && tapped != NULL);
  gtk_widget_action_set_enabled (widget, "choice.group", idle && group);
  gtk_widget_action_set_enabled (widget, "choice.cancel",
                                 idle && (phase == PHASE_TERMINATOR || phase == PHASE_KORREKTOR ||
                                          (group && self->n_taps > 0)));
  gtk_widget_action_set_enabled (widget, "choice.terminator",
                                 idle && group &&
                                 pips_choice_game_can_use_joker (game, PIPS_CHOICE_JOKER_TERMINATOR));
  gtk_widget_action_set_enabled (widget, "choice.korrektor",
                                 idle && group &&
                                 pips_choice_game_can_use_joker (game, PIPS_CHOICE_JOKER_KORREKTOR));
  gtk_widget_action_set_enabled (widget, "choice.apply-korrektor",
                                 idle && phase == PHASE_KORREKTOR && complete);
  gtk_widget_action_set_enabled (widget, "choice.three-one",
                                 idle && group &&
                                 pips_choice_game_can_use_joker (game, PIPS_CHOICE_JOKER_THREE_ONE));
}

/* The title of the throw panel: the player (where there are several) and their throw. */
static void
show_title (PipsChoicePage *self,
            int             current)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  guint throw = pips_choice_game_get_throws (game, current) + 1;
  g_autofree char *title = NULL;

  if (pips_game_get_n_players (PIPS_GAME (game)) > 1)
    /* Translators: the title of the throw panel: the player and the number of their throw */
    title = g_strdup_printf (_("%s · Throw %u"),
                             pips_game_get_player_name (PIPS_GAME (game), current), throw);
  else
    /* Translators: the title of the throw panel: the number of the throw */
    title = g_strdup_printf (_("Throw %u"), throw);
  gtk_label_set_label (self->turn_title, title);
}

/* What the dice tapped would do, or why not: always there while grouping, so that nothing under
 * it moves between two taps. */
static void
show_tapped (PipsChoicePage           *self,
             PipsChoicePagePhase       phase,
             const PipsChoiceGrouping *tapped,
             const GError             *tapped_error)
{
  gtk_widget_set_visible (GTK_WIDGET (self->tapped_label), phase == PHASE_GROUP);
  if (tapped != NULL)
    gtk_label_set_label (self->tapped_label, tapped->label);
  else if (tapped_error != NULL)
    gtk_label_set_label (self->tapped_label, tapped_error->message);
  else
    gtk_label_set_label (self->tapped_label, taps_progress (self));
}

/* The buttons of the phase; the suggested one is what the preference says a turn starts with.
 * Cancel and Write Down stay in place while grouping (greyed until they can be used): Cancel
 * never leaves the joker buttons under the pointer. */
static void
show_buttons (PipsChoicePage      *self,
              PipsChoicePagePhase  phase)
{
  PipsGamePage *page = PIPS_GAME_PAGE (self);
  gboolean virtual_dice = pips_game_page_get_virtual_dice (page);

  gtk_widget_set_visible (self->cancel_button,
                          phase == PHASE_TERMINATOR || phase == PHASE_KORREKTOR ||
                          phase == PHASE_GROUP);
  gtk_widget_set_visible (self->roll_button,
                          phase == PHASE_THROW || (phase == PHASE_TERMINATOR && virtual_dice));
  gtk_widget_set_visible (self->throw_button, phase == PHASE_THROW || phase == PHASE_TERMINATOR);
  gtk_widget_set_visible (self->group_button, phase == PHASE_GROUP);
  gtk_widget_set_visible (self->korrektor_apply_button, phase == PHASE_KORREKTOR);

  pips_game_page_suggest_start (page, self->entry, self->roll_button, self->throw_button,
                                phase == PHASE_THROW);
}

/* The one place that makes the page show the model: the sheets, the panel and which actions can
 * be used. It only reads the entry, never changes it. */
void
_pips_choice_page_update (PipsChoicePage *self)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  PipsChoicePagePhase phase = _pips_choice_page_get_phase (self);
  int current = phase == PHASE_OVER ? -1 : pips_choice_game_get_current (game);
  gboolean group = phase == PHASE_GROUP;
  g_autoptr(PipsChoiceGrouping) tapped = NULL;
  g_autoptr(GError) tapped_error = NULL;

  _pips_choice_page_update_sheets (self, current);

  if (group && self->n_taps >= PIPS_CHOICE_N_DICE - 1)
    tapped = _pips_choice_page_dup_tapped (self, &tapped_error);
  update_actions (self, phase, tapped);

  if (phase == PHASE_OVER)
    {
      _pips_choice_page_update_groupings (self, FALSE);
      _pips_choice_page_update_odds (self, phase);
      return;
    }

  gtk_stack_set_visible_child_name (self->panel_stack, "turn");
  show_title (self, current);
  gtk_label_set_label (self->hint_label, phase_hint (self, phase));
  show_tapped (self, phase, tapped, tapped_error);
  show_buttons (self, phase);
  _pips_choice_page_update_jokers (self, group);
  _pips_choice_page_update_odds (self, phase);
}

/* Shows @player's sheet at phone width. */
void
_pips_choice_page_show_sheet (PipsChoicePage *self,
                              int             player)
{
  if (player < 0 || player >= (int) self->n_players)
    return;

  self->shown = player;
  _pips_choice_page_update_sheets (self, pips_choice_game_get_current (_pips_choice_page_get_game (self)));
}

/* Model and preference changes */

/* A new title changes nothing here; a new state (@moved) ends any input under way and shows
 * the sheet of the player to act. */
static void
pips_choice_page_update (PipsGamePage *page,
                         gboolean      moved)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (page);
  PipsChoiceGame *game = _pips_choice_page_get_game (self);

  if (moved)
    {
      self->entering = PHASE_THROW;
      if (self->three_one)
        {
          self->three_one = FALSE;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREE_ONE]);
        }
      if (pips_choice_game_get_current (game) >= 0)
        self->shown = pips_choice_game_get_current (game);
      _pips_choice_page_sync_entry (self);
      _pips_choice_page_update_groupings (self, _pips_choice_page_get_phase (self) == PHASE_GROUP);
      _pips_choice_page_update (self);
      return;
    }

  _pips_choice_page_update (self);
}

static void
entry_changed_cb (PipsChoicePage *self)
{
  if (self->syncing)
    return;

  _pips_choice_page_update (self);
}

/* A die tapped in the dice at hand: selected dice are taken in the order tapped. */
static void
die_activated_cb (PipsChoicePage *self,
                  guint           index)
{
  gboolean selected;
  guint n = 0;

  if (_pips_choice_page_get_phase (self) != PHASE_GROUP || index >= PIPS_CHOICE_N_DICE)
    return;

  selected = (pips_dice_entry_get_marks (self->entry, index) & PIPS_DIE_MARK_SELECTED) != 0;
  for (guint i = 0; i < self->n_taps; i++)
    {
      if (self->taps[i] != index)
        self->taps[n++] = self->taps[i];
    }
  self->n_taps = n;
  if (selected && self->n_taps < PIPS_CHOICE_N_DICE - 1)
    self->taps[self->n_taps++] = index;
  else if (selected)
    {
      /* A fifth die is the discard: it stays unselected. */
      self->syncing = TRUE;
      pips_dice_entry_set_mark (self->entry, index, PIPS_DIE_MARK_SELECTED, FALSE);
      self->syncing = FALSE;
    }

  /* The first group is marked apart from the second. */
  update_pair_marks (self);

  _pips_choice_page_update (self);
}

static void
grouping_activated_cb (PipsChoicePage *self,
                       GtkListBoxRow  *row)
{
  guint index = gtk_list_box_row_get_index (row);

  gtk_widget_activate_action (GTK_WIDGET (self), "choice.group", "u", index);
}

/* At phone width one sheet at a time, with a switcher, and the throw comes first: the dice,
 * Write Down and the groupings are on screen without scrolling; the sheet follows. Wide, the
 * sheets are on the left. */
static void
narrow_changed_cb (PipsChoicePage *self)
{
  if (pips_game_page_get_narrow (PIPS_GAME_PAGE (self)))
    gtk_box_reorder_child_after (self->layout, self->panel_clamp, NULL);
  else
    gtk_box_reorder_child_after (self->layout, self->panel_clamp,
                                 gtk_widget_get_first_child (GTK_WIDGET (self->layout)) == self->panel_clamp
                                 ? gtk_widget_get_last_child (GTK_WIDGET (self->layout))
                                 : gtk_widget_get_first_child (GTK_WIDGET (self->layout)));

  if (self->sheets != NULL)
    _pips_choice_page_update_sheets (self, pips_choice_game_get_current (_pips_choice_page_get_game (self)));
}

static void
switcher_toggled_cb (GtkToggleButton *button,
                     PipsChoicePage  *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;

  _pips_choice_page_show_sheet (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "player")));
}

static void
build_switcher (PipsChoicePage *self)
{
  PipsGame *game = PIPS_GAME (_pips_choice_page_get_game (self));

  if (self->n_players < 2)
    return;

  self->switcher_buttons = g_new0 (GtkWidget *, self->n_players);
  for (guint p = 0; p < self->n_players; p++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (pips_game_get_player_name (game, p));

      if (p > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button),
                                     GTK_TOGGLE_BUTTON (self->switcher_buttons[0]));
      gtk_widget_add_css_class (button, "pill");
      gtk_widget_add_css_class (button, "small");
      g_object_set_data (G_OBJECT (button), "player", GINT_TO_POINTER (p));
      g_signal_connect (button, "toggled", G_CALLBACK (switcher_toggled_cb), self);
      adw_wrap_box_append (ADW_WRAP_BOX (self->switcher_box), button);
      self->switcher_buttons[p] = button;
    }
}

/* PipsGamePage */

static gboolean
pips_choice_page_focus_entry (PipsGamePage *page)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (page);
  GtkListBoxRow *first;

  switch (_pips_choice_page_get_phase (self))
    {
    case PHASE_GROUP:
      /* Enter writes down the best grouping. */
      first = gtk_list_box_get_row_at_index (self->groupings_list, 0);
      if (first != NULL)
        return gtk_widget_grab_focus (GTK_WIDGET (first));
      return gtk_widget_grab_focus (GTK_WIDGET (self->entry));

    case PHASE_THROW:
    case PHASE_TERMINATOR:
    case PHASE_KORREKTOR:
    case PHASE_OVER:
    default:
      return gtk_widget_grab_focus (GTK_WIDGET (self->entry));
    }
}

/* GObject */

static void
pips_choice_page_constructed (GObject *object)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (object);
  PipsSession *session = pips_game_page_get_session (PIPS_GAME_PAGE (self));

  g_assert (PIPS_IS_CHOICE_GAME (pips_session_get_game (session)));

  /* The sheets first: the base type's constructed() shows the state. */
  self->n_players = pips_session_get_n_players (session);
  _pips_choice_page_build_sheets (self);
  build_switcher (self);
  _pips_choice_page_build_jokers (self);
  _pips_choice_page_actions_init (self);

  g_signal_connect_object (self->entry, "changed", G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "die-activated", G_CALLBACK (die_activated_cb), self,
                           G_CONNECT_SWAPPED);

  G_OBJECT_CLASS (pips_choice_page_parent_class)->constructed (object);
}

/* The 3:1 joker switched on or off: the dice tapped so far are read anew. */
static void
three_one_changed (PipsChoicePage *self)
{
  if (_pips_choice_page_get_phase (self) == PHASE_GROUP)
    _pips_choice_page_sync_entry (self);
  _pips_choice_page_update (self);
}

static void
pips_choice_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_THREE_ONE:
      g_value_set_boolean (value, self->three_one);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_choice_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_THREE_ONE:
      if (self->three_one != g_value_get_boolean (value))
        {
          self->three_one = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
          three_one_changed (self);
        }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_choice_page_dispose (GObject *object)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (object);

  /* The bin lets go of its child (a template child) before the template does. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_CHOICE_PAGE);

  g_clear_pointer (&self->sheets, g_free);
  g_clear_pointer (&self->switcher_buttons, g_free);
  g_clear_pointer (&self->groupings, g_ptr_array_unref);
  g_clear_pointer (&self->grouping_odds, g_array_unref);
  g_clear_pointer (&self->end_odds, g_free);

  G_OBJECT_CLASS (pips_choice_page_parent_class)->dispose (object);
}

static void
pips_choice_page_class_init (PipsChoicePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_choice_page_constructed;
  object_class->dispose = pips_choice_page_dispose;
  object_class->get_property = pips_choice_page_get_property;
  object_class->set_property = pips_choice_page_set_property;

  /**
   * PipsChoicePage:three-one:
   *
   * Whether the dice tapped are read as three and one (the 3:1 joker) rather than two pairs.
   */
  properties[PROP_THREE_ONE] =
    g_param_spec_boolean ("three-one", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  PIPS_GAME_PAGE_CLASS (klass)->focus_entry = pips_choice_page_focus_entry;
  PIPS_GAME_PAGE_CLASS (klass)->update = pips_choice_page_update;
  PIPS_GAME_PAGE_CLASS (klass)->shows_odds = TRUE;

  g_type_ensure (PIPS_TYPE_DICE_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/games/choice/pips-choice-page.ui");
  pips_game_page_class_bind_template_callbacks (widget_class);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, layout);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, panel_clamp);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, sheets_box);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, switcher_box);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, turn_title);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, entry);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, tapped_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, throw_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, group_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, korrektor_apply_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, jokers_box);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, terminator_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, korrektor_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, three_one_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, groupings_list);
  gtk_widget_class_bind_template_child (widget_class, PipsChoicePage, odds_label);
  gtk_widget_class_bind_template_callback (widget_class, grouping_activated_cb);

  _pips_choice_page_class_actions_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "choicepage");
}

static void
pips_choice_page_init (PipsChoicePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::narrow", G_CALLBACK (narrow_changed_cb), NULL);

  self->entering = PHASE_THROW;
}

/**
 * pips_choice_page_new:
 * @session: a session of Choice
 *
 * Returns: the page of @session
 */
GtkWidget *
pips_choice_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_CHOICE_PAGE, "session", session, NULL);
}

/**
 * pips_choice_page_get_session:
 *
 * Returns: (transfer none): the session
 */
PipsSession *
pips_choice_page_get_session (PipsChoicePage *self)
{
  g_return_val_if_fail (PIPS_IS_CHOICE_PAGE (self), NULL);

  return pips_game_page_get_session (PIPS_GAME_PAGE (self));
}
