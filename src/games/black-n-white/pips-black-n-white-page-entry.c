/* pips-black-n-white-page-entry.c — the Black’n’White page: entering a result, and the actions
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-black-n-white-odds.h"
#include "pips-black-n-white-page-private.h"

/* The dice entry */

/* One way to enter a result, as in every game: the faces the real dice show are typed or tapped,
 * with the throws used; or the virtual dice are rolled (Roll), up to the round's limit, a tap on a
 * die keeping it for the next throw. Once rolled, the throws are the result's until it is
 * entered, or dropped by Escape or by typing a face (the table threw its real dice after all). */
static gboolean
rolled (PipsBlackNWhitePage *self)
{
  return self->n_rolls > 0;
}

void
_pips_black_n_white_page_sync_entry (PipsBlackNWhitePage *self)
{
  gboolean roll = rolled (self);

  pips_dice_entry_set_selection_mode (self->dice_entry, roll);
  /* A table playing without dice (the Virtual Dice preference) is offered Roll, not a keypad;
   * typing the faces works all the same. */
  pips_dice_entry_set_show_keypad (self->dice_entry,
                                   !roll && !pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)));

  /* Once rolled a tap on a die keeps it (see die_activated_cb()); nothing else marks a die. */
  pips_dice_entry_set_marks (self->dice_entry, BLACK_DIE,
                             roll && self->kept == PIPS_BLACK_N_WHITE_DIE_BLACK ? PIPS_DIE_MARK_KEPT
                                                                                : PIPS_DIE_MARK_NONE);
  pips_dice_entry_set_marks (self->dice_entry, WHITE_DIE,
                             roll && self->kept == PIPS_BLACK_N_WHITE_DIE_WHITE ? PIPS_DIE_MARK_KEPT
                                                                                : PIPS_DIE_MARK_NONE);
}

/* The throws buttons: only the counts the round allows are offered (the rules check it again),
 * and they show the count said (their action enters, so it has no state to follow). */
static void
show_throws_buttons (PipsBlackNWhitePage *self,
                     gboolean             roll)
{
  guint limit = pips_black_n_white_game_get_throw_limit (_pips_black_n_white_page_get_game (self));

  gtk_widget_set_visible (self->throws_box, !roll);
  gtk_widget_set_visible (self->throws_1_button, limit >= 1);
  gtk_widget_set_visible (self->throws_2_button, limit >= 2);
  gtk_widget_set_visible (self->throws_3_button, limit >= 3);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->throws_1_button), self->throws == 1);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->throws_2_button), self->throws == 2);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->throws_3_button), self->throws == 3);
}

/* What to do now, over the dice. */
static char *
dup_hint (PipsBlackNWhitePage *self,
          gboolean             roll)
{
  guint limit = pips_black_n_white_game_get_throw_limit (_pips_black_n_white_page_get_game (self));

  if (roll && self->n_rolls >= limit)
    /* Translators: both %u are numbers of throws, e.g. "Throw 2 of 2 · No throws left" */
    return g_strdup_printf (_("Throw %u of %u · No throws left"), self->n_rolls, limit);
  if (roll)
    /* Translators: both %u are numbers of throws */
    return g_strdup_printf (_("Throw %u of %u · Tap a die to keep it"), self->n_rolls, limit);
  if (pips_dice_entry_get_complete (self->dice_entry) && self->throws == 0)
    /* Translators: once the faces of a result are entered: the player says how many
     * throws they used (the starter's count is the others' limit) */
    return g_strdup (_("How many throws did you use?"));
  if (pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)))
    return g_strdup (_("Roll, or type the faces: black first, then white"));

  return g_strdup (_("Tap the faces, black first, then white; or roll"));
}

/* The result being entered, "Result: 64", where the dice make one. */
static void
show_preview (PipsBlackNWhitePage *self,
              gboolean             roll)
{
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
  const guint8 *faces = pips_dice_entry_get_faces (self->dice_entry, NULL);
  g_autofree char *preview = NULL;

  if (roll)
    preview = pips_black_n_white_format_result (self->rolls[self->n_rolls - 1].black,
                                                self->rolls[self->n_rolls - 1].white,
                                                pips_black_n_white_game_get_tens (game));
  else if (pips_dice_entry_get_complete (self->dice_entry))
    preview = pips_black_n_white_format_result (faces[BLACK_DIE], faces[WHITE_DIE],
                                                pips_black_n_white_game_get_tens (game));

  if (preview != NULL)
    {
      /* Translators: the result being entered, e.g. "Result: 64" or "Result: Double 5" */
      g_autofree char *text = g_strdup_printf (_("Result: %s"), preview);

      gtk_label_set_label (self->preview_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->preview_label), preview != NULL);
}

/* The roll button says which dice it throws. */
static const char *
get_roll_label (PipsBlackNWhitePage *self)
{
  if (self->n_rolls == 0)
    return _("_Roll");
  if (self->kept == PIPS_BLACK_N_WHITE_DIE_BLACK)
    return _("Throw _White Again");
  if (self->kept == PIPS_BLACK_N_WHITE_DIE_WHITE)
    return _("Throw _Black Again");

  return _("Throw _Both Again");
}

void
_pips_black_n_white_page_update_result_panel (PipsBlackNWhitePage *self)
{
  gboolean roll = rolled (self);
  g_autofree char *hint = NULL;
  g_autofree char *odds = NULL;

  /* The keypad follows the Virtual Dice preference, which can change at any time. */
  if (!pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    _pips_black_n_white_page_sync_entry (self);

  show_throws_buttons (self, roll);
  hint = dup_hint (self, roll);
  gtk_label_set_label (self->entry_hint, hint);
  show_preview (self, roll);
  gtk_button_set_label (GTK_BUTTON (self->roll_button), get_roll_label (self));
  gtk_button_set_use_underline (GTK_BUTTON (self->roll_button), TRUE);

  /* The odds go below the buttons: on a small screen they never push the dice or Enter away. */
  odds = _pips_black_n_white_page_dup_odds_text (self);
  gtk_label_set_label (self->odds_label, odds != NULL ? odds : "");
  gtk_widget_set_visible (GTK_WIDGET (self->odds_label), odds != NULL);
  if (odds != NULL)
    pips_game_page_announce_odds (PIPS_GAME_PAGE (self), odds);
}

/* A chance in per cent with one decimal, in the locale's digits ("38.2"). */
static char *
format_percent (double chance)
{
  if (chance <= 0)
    return g_strdup ("0");
  if (chance >= 1)
    return g_strdup ("100");
  return g_strdup_printf ("%.1f", 100 * chance);
}

/**
 * _pips_black_n_white_page_dup_odds_text:
 *
 * The odds of the player to throw, where the odds are shown: the chance to end lowest (phase 1)
 * or highest (phase 2) with the best play of the throws left, and that play (after a virtual
 * throw: stop, keep a die or throw both). The results on the table count; the players after
 * them are not known, so it is the round's outcome for its last player.
 *
 * Returns: (transfer full) (nullable): the text, %NULL where there are no odds to show
 */
char *
_pips_black_n_white_page_dup_odds_text (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
  PipsBlackNWhiteOdds odds;
  const PipsBlackNWhiteRoll *last = self->n_rolls > 0 ? &self->rolls[self->n_rolls - 1] : NULL;
  g_autofree char *percent = NULL;
  g_autofree char *chance = NULL;
  const char *play;

  if (!pips_game_page_get_show_odds (PIPS_GAME_PAGE (self)) ||
      !pips_black_n_white_game_get_odds (game, self->n_rolls,
                                         last != NULL ? last->black : 0,
                                         last != NULL ? last->white : 0, &odds))
    return NULL;

  /* The first to throw in a round has no result to compare with: any result ends lowest (or
   * highest) so far. "Chance: 100 %" would read as a mistake: say what it means. */
  {
    g_autoptr(GArray) results = pips_black_n_white_game_dup_results (game);

    if (results->len == 0)
      return g_strdup (pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_1
                       /* Translators: the odds line of the first to throw in a round of phase 1 */
                       ? _("First to throw: no result to beat yet, so any result is the lowest so far")
                       /* Translators: the same in phase 2, where the highest puts a chip out */
                       : _("First to throw: no result to beat yet, so any result is the highest so far"));
  }

  percent = format_percent (odds.best);
  if (pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_1)
    /* Translators: the odds of the player to throw: the chance in per cent ("38.2") that their
     * result ends the lowest of the round (they take a chip), playing their best */
    chance = g_strdup_printf (_("Chance to end lowest: %s %%"), percent);
  else
    /* Translators: the chance in per cent ("38.2") that their result ends the highest of the
     * round (they put a chip out), playing their best */
    chance = g_strdup_printf (_("Chance to end highest: %s %%"), percent);

  if (odds.stop)
    /* Translators: the best play after a throw: enter the dice as they lie */
    play = _("Best play: stop");
  else if (odds.keep == PIPS_BLACK_N_WHITE_DIE_BLACK)
    /* Translators: the best play: keep the black die, throw the white one again */
    play = _("Best play: keep the black die");
  else if (odds.keep == PIPS_BLACK_N_WHITE_DIE_WHITE)
    /* Translators: the best play: keep the white die, throw the black one again */
    play = _("Best play: keep the white die");
  else
    /* Translators: the best play: throw both dice (again) */
    play = _("Best play: throw both dice");

  /* Translators: the odds' two lines: the chance ("Chance to end lowest: 38.2 %"), then the best
   * play ("Best play: keep the black die"); the chance counts only the results already entered */
  return g_strdup_printf (_("%s\n%s · against the results on the table"), chance, play);
}

/* Whether the virtual dice may be thrown (again) now, and a die kept for that. */
static gboolean
can_roll (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);

  return pips_black_n_white_game_get_awaiting (game) == PIPS_BLACK_N_WHITE_AWAIT_RESULT &&
         !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)) &&
         self->n_rolls < pips_black_n_white_game_get_throw_limit (game);
}

static gboolean
can_keep (PipsBlackNWhitePage *self)
{
  return can_roll (self) && self->n_rolls > 0;
}

void
_pips_black_n_white_page_update_actions (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
  PipsBlackNWhiteAwait awaiting = pips_black_n_white_game_get_awaiting (game);
  gboolean result = awaiting == PIPS_BLACK_N_WHITE_AWAIT_RESULT;
  gboolean roll = rolled (self);
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "bnw.throws", result && !roll);
  gtk_widget_action_set_enabled (widget, "bnw.throws-tap", result && !roll);
  gtk_widget_action_set_enabled (widget, "bnw.enter",
                                 result && !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)) &&
                                 (roll ? self->n_rolls > 0
                                       : pips_dice_entry_get_complete (self->dice_entry) &&
                                         self->throws > 0));
  gtk_widget_action_set_enabled (widget, "bnw.roll", can_roll (self));
  gtk_widget_action_set_enabled (widget, "bnw.keep", can_keep (self));
  gtk_widget_action_set_enabled (widget, "bnw.tens", awaiting == PIPS_BLACK_N_WHITE_AWAIT_TENS);
  gtk_widget_action_set_enabled (widget, "bnw.starter",
                                 awaiting == PIPS_BLACK_N_WHITE_AWAIT_STARTER);
  gtk_widget_action_set_enabled (widget, "bnw.pick-starter",
                                 awaiting == PIPS_BLACK_N_WHITE_AWAIT_STARTER);
}

static void
entry_changed_cb (PipsBlackNWhitePage *self)
{
  /* A face was tapped (the dice landing are handled in roll_done_cb()). */
  if (pips_game_page_get_session (PIPS_GAME_PAGE (self)) == NULL || self->disposed || pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    return;

  _pips_black_n_white_page_update (self);
}

static void
die_activated_cb (PipsBlackNWhitePage *self,
                  guint                index)
{
  if (pips_game_page_get_session (PIPS_GAME_PAGE (self)) == NULL || self->disposed || !rolled (self))
    return;

  /* The entry toggled its "selected" mark; here a tap keeps the die instead. */
  if (can_keep (self))
    gtk_widget_activate_action (GTK_WIDGET (self), "bnw.keep", "s",
                                index == BLACK_DIE ? "black" : "white");
  else
    gtk_widget_error_bell (GTK_WIDGET (self));

  _pips_black_n_white_page_sync_entry (self);
}

/* Actions */

static void
append_event (PipsBlackNWhitePage *self,
              JsonObject          *event)
{
  g_autoptr(JsonObject) owned = event;

  if (owned == NULL)
    return;

  /* Refused by the rules: nothing changed, and the input stays to be corrected. */
  if (!pips_game_page_append (PIPS_GAME_PAGE (self), owned))
    _pips_black_n_white_page_update (self);
}

static void
enter_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  int player = pips_game_get_only_player (PIPS_GAME (_pips_black_n_white_page_get_game (self)));

  if (player < 0)
    return;

  if (rolled (self))
    {
      append_event (self, pips_black_n_white_build_result_with_rolls (player, self->rolls,
                                                                      self->n_rolls));
    }
  else
    {
      const guint8 *faces = pips_dice_entry_get_faces (self->dice_entry, NULL);

      append_event (self, pips_black_n_white_build_result (player, faces[BLACK_DIE],
                                                           faces[WHITE_DIE], self->throws));
    }
}

/* A tap on the throws used, once both faces are tapped, enters the result: three taps for a
 * result, as three keys. Tapped before the faces, it only says the throws, and Enter Result
 * finishes. */
static void
throws_tap_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);

  g_object_set (self, "throws", g_variant_get_uint32 (parameter), NULL);
  if (!rolled (self) && self->throws > 0 &&
      pips_dice_entry_get_complete (self->dice_entry))
    enter_action (widget, NULL, NULL);
}

/* A digit the dice do not take (they take faces while a face is missing):
 * - after both typed faces it says the throws used and enters the result: three keys for a
 *   result ("5", "2", "2"); the entry can be undone like any other;
 * - after the virtual dice were rolled, it drops those throws and types the first face of the
 *   real dice: typing is always the way to say what the real dice show. */
static void
throws_enter_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  guint throws = g_variant_get_uint32 (parameter);
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);

  if (rolled (self) && !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)) &&
      pips_black_n_white_game_get_awaiting (game) == PIPS_BLACK_N_WHITE_AWAIT_RESULT)
    {
      _pips_black_n_white_page_reset_input (self);
      pips_dice_entry_set_face (self->dice_entry, BLACK_DIE, throws);
      pips_dice_entry_set_cursor (self->dice_entry, WHITE_DIE);
      _pips_black_n_white_page_update (self);
      return;
    }

  if (rolled (self) || !pips_dice_entry_get_complete (self->dice_entry) ||
      throws < 1 || throws > pips_black_n_white_game_get_throw_limit (game))
    {
      gtk_widget_error_bell (widget);
      return;
    }

  g_object_set (self, "throws", throws, NULL);
  enter_action (widget, NULL, NULL);
}

/* The dice landed for the result being entered: one more throw of it. */
static void
roll_landed (PipsGamePage   *page,
             const PipsRoll *dice)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (page);

  self->rolls[self->n_rolls] = (PipsBlackNWhiteRoll) {
    .black = dice->faces[BLACK_DIE],
    .white = dice->faces[WHITE_DIE],
    .kept = self->n_rolls > 0 ? self->kept : PIPS_BLACK_N_WHITE_DIE_NONE,
  };
  self->n_rolls++;

  /* Each throw is decided afresh: keep a die again, or throw both. */
  self->kept = PIPS_BLACK_N_WHITE_DIE_NONE;
  _pips_black_n_white_page_sync_entry (self);
}

/* The virtual dice (pips_game_page_roll()): the throws of a result are kept by the page until
 * the result is entered. */
static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  PipsRoll dice;

  if (pips_game_page_get_rolling (PIPS_GAME_PAGE (self)) || self->n_rolls >= MAX_THROWS)
    return;

  if (self->n_rolls == 0)
    self->kept = PIPS_BLACK_N_WHITE_DIE_NONE;

  /* The kept die carries the "kept" mark, so it does not roll. */
  _pips_black_n_white_page_sync_entry (self);

  pips_roll_init (&dice, N_DICE);
  memcpy (dice.faces, pips_dice_entry_get_faces (self->dice_entry, NULL), N_DICE);
  dice.keep[BLACK_DIE] = self->n_rolls > 0 && self->kept == PIPS_BLACK_N_WHITE_DIE_BLACK;
  dice.keep[WHITE_DIE] = self->n_rolls > 0 && self->kept == PIPS_BLACK_N_WHITE_DIE_WHITE;

  pips_game_page_roll (PIPS_GAME_PAGE (self), self->dice_entry, &dice, NULL, NULL);
}

static void
keep_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  const char *die = g_variant_get_string (parameter, NULL);
  PipsBlackNWhiteDie kept;

  if (g_str_equal (die, "black"))
    kept = PIPS_BLACK_N_WHITE_DIE_BLACK;
  else if (g_str_equal (die, "white"))
    kept = PIPS_BLACK_N_WHITE_DIE_WHITE;
  else
    kept = PIPS_BLACK_N_WHITE_DIE_NONE;

  /* Keeping the kept die again lets it go. */
  self->kept = self->kept == kept ? PIPS_BLACK_N_WHITE_DIE_NONE : kept;
  _pips_black_n_white_page_sync_entry (self);
  _pips_black_n_white_page_update (self);
}

static void
tens_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  const char *die = g_variant_get_string (parameter, NULL);
  int player = pips_game_get_only_player (PIPS_GAME (_pips_black_n_white_page_get_game (self)));

  if (player < 0)
    return;

  append_event (self, pips_black_n_white_build_tens (player,
                                                     g_str_equal (die, "white")
                                                     ? PIPS_BLACK_N_WHITE_DIE_WHITE
                                                     : PIPS_BLACK_N_WHITE_DIE_BLACK));
}

static void
starter_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);

  append_event (self, pips_black_n_white_build_starter (g_variant_get_uint32 (parameter), FALSE));
}

static void
pick_starter_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);

  append_event (self, pips_black_n_white_game_pick_starter (game, pips_game_page_get_roller (PIPS_GAME_PAGE (self))));
}

static void
add_shortcuts (PipsGamePage        *page,
               PipsShortcutsDialog *dialog)
{
  pips_shortcuts_dialog_add_dice_shortcuts (dialog, FALSE);
  /* Translators: a keyboard shortcut of Black'n'White, after the two faces are typed */
  pips_shortcuts_dialog_add_shortcut (dialog, _("Say the Throws Used and Enter the Result"), NULL,
                                      _("1 … 3"));
  pips_shortcuts_dialog_add_shortcut (dialog, _("Enter the Result"), "Return", NULL);
  pips_shortcuts_dialog_add_shortcut (dialog, _("Enter the Result From Anywhere on the Page"),
                                      "<Control>Return", NULL);
}

/* Return in the dice enters the result when it can be entered, before the dice would take it as
 * a tap on a die. Called by init(). */
void
_pips_black_n_white_page_actions_init (PipsBlackNWhitePage *self)
{
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->dice_entry),
                                   gtk_named_action_new ("bnw.enter"));
}

/* Called by class_init() once the template is set, for the template's callbacks. */
void
_pips_black_n_white_page_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, die_activated_cb);

  /* Entering a result */
  gtk_widget_class_install_property_action (widget_class, "bnw.throws", "throws");
  gtk_widget_class_install_action (widget_class, "bnw.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "bnw.keep", "s", keep_action);
  gtk_widget_class_install_action (widget_class, "bnw.enter", NULL, enter_action);
  /* What the rules ask for now */
  gtk_widget_class_install_action (widget_class, "bnw.tens", "s", tens_action);
  gtk_widget_class_install_action (widget_class, "bnw.starter", "u", starter_action);
  gtk_widget_class_install_action (widget_class, "bnw.pick-starter", NULL, pick_starter_action);
  gtk_widget_class_install_action (widget_class, "bnw.throws-enter", "u", throws_enter_action);
  gtk_widget_class_install_action (widget_class, "bnw.throws-tap", "u", throws_tap_action);

  /* Return enters the result, as in every game; Ctrl+Return too, from anywhere on the page. */
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_Return, 0,
                                "bnw.enter", NULL);
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_KP_Enter, 0,
                                "bnw.enter", NULL);
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_Return, GDK_CONTROL_MASK,
                                "bnw.enter", NULL);
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                "bnw.enter", NULL);
  pips_game_page_class_add_key (PIPS_GAME_PAGE_CLASS (widget_class), GDK_KEY_r, GDK_CONTROL_MASK,
                                "bnw.roll", NULL);
  /* Once both faces are typed the dice take no more digits: 1 to 3 say the throws used, and
   * enter the result. Once rolled, 1 to 6 type the real dice instead (throws_enter_action()). */
  for (guint n = 1; n <= 6; n++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + n, 0, "bnw.throws-enter", "u", n);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + n, 0, "bnw.throws-enter", "u", n);
    }

  PIPS_GAME_PAGE_CLASS (widget_class)->add_shortcuts = add_shortcuts;
  PIPS_GAME_PAGE_CLASS (widget_class)->roll_landed = roll_landed;
}
