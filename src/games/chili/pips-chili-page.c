/* pips-chili-page.c — the pad and the turn of Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chili-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-application.h"
#include "pips-chili-odds.h"
#include "pips-chili-page-private.h"
#include "pips-die.h"
#include "pips-widget-util.h"

/*
 * The page is the pad as players know it (fields 1–6, Red, Run, Set, Sum, bonus and total, one
 * column per player, the budget of throws on top) beside or, at phone width, above the turn
 * panel where the dice of the current throw are entered.
 *
 * The state of the game is only ever read from the session's PipsChiliGame; every change is an
 * event built by the rules and appended to the session from an action handler. What the page
 * keeps of its own is input not yet entered: the faces typed into the dice entry, the dice
 * selected to throw again, and whether the player is typing the faces of a rethrow.
 *
 * The turn goes through these phases:
 *
 *   FIRST    no throw yet: type the six faces (or tap them, or Roll), Enter throws.
 *   CHOOSE   after a throw: select dice to throw again, turn a red die, or tap a field to score.
 *   REENTER  after "Rethrow" with real dice: type the new faces of the selected dice, Enter.
 *   OVER     the ranking and "Copy Results".
 *
 * A whole first throw takes seven key presses (six digits, Shift with a digit for a red face,
 * then Enter) or seven taps (six faces on the keypad, whose lower row has the red faces, then
 * Enter Throw). A score takes one key (the field's key: 1–6, and letters for Red, Run, Set and
 * Sum, shown on the pad) or one tap on the pad; a toast says what was written, with Undo.
 *
 * With the odds on (the game's show-odds), the panel says under the dice which keep expects the
 * most points after one more throw (its dice marked), and for the dice selected the chance of a
 * Run, a Set, a pepper and each red face still open, with the points expected: a one-throw
 * look-ahead (pips-chili-odds.c), worked out off the main thread for each new state.
 *
 * The pad itself is built and filled in pips-chili-page-sheet.c, and the actions that change the
 * game are in pips-chili-page-actions.c.
 */

G_DEFINE_FINAL_TYPE (PipsChiliPage, pips_chili_page, PIPS_TYPE_GAME_PAGE)

PipsChiliGame *
_pips_chili_page_get_game (PipsChiliPage *self)
{
  return PIPS_CHILI_GAME (pips_session_get_game (pips_game_page_get_session (PIPS_GAME_PAGE (self))));
}

PipsChiliPagePhase
_pips_chili_page_get_phase (PipsChiliPage *self)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);

  if (pips_session_get_is_over (pips_game_page_get_session (PIPS_GAME_PAGE (self))))
    return PHASE_OVER;

  if (!pips_chili_game_get_has_thrown (game))
    return PHASE_FIRST;

  if (self->reentering)
    return PHASE_REENTER;

  return PHASE_CHOOSE;
}

/* The dice selected in the entry, to throw again. */
guint
_pips_chili_page_get_selected (PipsChiliPage *self,
                               gboolean      *selected)
{
  guint n = 0;

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      selected[i] = (pips_dice_entry_get_marks (self->entry, i) & PIPS_DIE_MARK_SELECTED) != 0;
      n += selected[i];
    }

  return n;
}

void
_pips_chili_page_set_accessible_label (gpointer    widget,
                                       const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* The entry: shows what is on the table, or takes what is typed */

/* Asks the rules whether the dice typed so far can lie on the table: the dice that cannot are
 * marked at once (two red 4s, both), and why goes beside the dice. The page judges nothing
 * itself. */
static void
judge_typed_dice (PipsChiliPage *self)
{
  PipsChiliPagePhase phase = _pips_chili_page_get_phase (self);
  const guint8 *typed = pips_dice_entry_get_faces (self->entry, NULL);
  gboolean wrong[PIPS_CHILI_N_DICE] = { FALSE, };
  gboolean red[PIPS_CHILI_N_DICE];
  g_autoptr(GError) error = NULL;

  if (self->judging)
    return;

  if ((phase == PHASE_FIRST || phase == PHASE_REENTER) && !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    {
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        red[i] = (pips_dice_entry_get_marks (self->entry, i) & PIPS_DIE_MARK_RED) != 0;
      pips_chili_game_check_typed_dice (_pips_chili_page_get_game (self), typed, red, wrong, &error);
    }

  self->judging = TRUE;
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    pips_dice_entry_set_mark (self->entry, i, PIPS_DIE_MARK_WRONG, wrong[i]);
  self->judging = FALSE;

  g_free (self->problem);
  self->problem = error != NULL ? g_strdup (error->message) : NULL;
}

/* Puts the dice of the model into the entry, as the phase wants them. Called when the game or the
 * phase changes, never from _pips_chili_page_update(). */
void
_pips_chili_page_sync_entry (PipsChiliPage *self)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  gboolean thrown[PIPS_CHILI_N_DICE];
  guint8 blank[PIPS_CHILI_N_DICE] = { 0, };
  guint first_blank = PIPS_CHILI_N_DICE;

  if (pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    return;

  pips_chili_game_get_dice (game, faces, red, thrown);

  switch (_pips_chili_page_get_phase (self))
    {
    case PHASE_FIRST:
      self->rolled_turn = FALSE;
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, !pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)));
      pips_dice_entry_clear (self->entry);
      break;

    case PHASE_CHOOSE:
      pips_dice_entry_set_selection_mode (self->entry, TRUE);
      pips_dice_entry_set_faces (self->entry, faces, PIPS_CHILI_N_DICE);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        pips_dice_entry_set_marks (self->entry, i,
                                   (red[i] ? PIPS_DIE_MARK_RED : 0) |
                                   (thrown[i] ? 0 : PIPS_DIE_MARK_KEPT));
      break;

    case PHASE_REENTER:
      /* The dice kept stay as they are; the rethrown ones wait for their new faces. */
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, TRUE);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        {
          if (!self->rethrow_mask[i])
            blank[i] = faces[i];
          else if (first_blank == PIPS_CHILI_N_DICE)
            first_blank = i;
        }
      pips_dice_entry_set_faces (self->entry, blank, PIPS_CHILI_N_DICE);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        pips_dice_entry_set_marks (self->entry, i,
                                   self->rethrow_mask[i]
                                   ? PIPS_DIE_MARK_NONE
                                   : (PIPS_DIE_MARK_LOCKED | PIPS_DIE_MARK_KEPT |
                                      (red[i] ? PIPS_DIE_MARK_RED : 0)));
      pips_dice_entry_set_cursor (self->entry, first_blank);
      break;

    case PHASE_OVER:
    default:
      break;
    }

  judge_typed_dice (self);
}

/* The panel */

/* What the next throw costs: "1 throw, then 11 left". */
static char *
dup_cost (guint left)
{
  if (left == 0)
    return g_strdup (_("No throws left"));

  if (left == 1)
    /* Translators: under the button that throws, when it is the player's last throw */
    return g_strdup (_("1 throw — your last one"));

  /* Translators: under the button that throws: every throw costs one of the player's budget,
   * and %u are left after it */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "1 throw, then %u left", "1 throw, then %u left", left - 1),
                          left - 1);
}

/* The odds */

/* A chance in per cent with one decimal in the locale's digits, never a rounded 0 or 100 for
 * what may or may not happen. */
static char *
dup_percent (double chance)
{
  double percent = 100.0 * chance;

  if (chance <= 0.0)
    /* Translators: a chance in per cent */
    return g_strdup_printf (_("%.0f %%"), 0.0);
  if (chance >= 1.0)
    return g_strdup_printf (_("%.0f %%"), 100.0);
  if (percent < 0.05)
    /* Translators: a chance below 0.1 per cent */
    return g_strdup_printf (_("under %.1f %%"), 0.1);
  if (percent >= 99.95)
    /* Translators: a chance above 99.9 per cent, but not certain */
    return g_strdup_printf (_("over %.1f %%"), 99.9);

  /* Translators: a chance in per cent, one decimal: "24.5 %" */
  return g_strdup_printf (_("%.1f %%"), percent);
}

static gpointer
list_keep_odds_thread (PipsGame *game,
                       gpointer  data)
{
  guint *best = data;

  return pips_chili_game_list_keep_odds (PIPS_CHILI_GAME (game), best);
}

static void
list_keep_odds_done (PipsGamePage *page,
                     gpointer      result,
                     gpointer      data)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (page);

  g_clear_pointer (&self->keep_odds, g_array_unref);
  self->keep_odds = g_array_ref (result);
  self->keep_best = *(guint *) data;
  self->odds_serial = pips_game_page_get_input_serial (page);
  _pips_chili_page_update (self);
}

static const PipsChiliKeepOdds *
find_keep_odds (PipsChiliPage *self,
                guint          rethrow)
{
  for (guint i = 0; self->keep_odds != NULL && i < self->keep_odds->len; i++)
    {
      const PipsChiliKeepOdds *odds = &g_array_index (self->keep_odds, PipsChiliKeepOdds, i);

      if (odds->rethrow == rethrow)
        return odds;
    }

  return NULL;
}

/* "Best: throw 3 dice again · 24.5 points expected"; where a red die should be turned first,
 * which one to which face: "Best: turn the red 4 to 6, throw 2 dice again · …" (@faces: the
 * dice as they lie). */
static char *
dup_best_text (const PipsChiliKeepOdds *best,
               const guint8            *faces)
{
  guint n = 0;
  int turned = -1;

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      n += (best->rethrow >> i) & 1;
      if (best->turn[i] != 0 && turned < 0)
        turned = (int) i;
    }

  if (turned >= 0)
    /* Translators: the odds: the keep with the most points expected after one more throw,
     * when a red die should be turned first: the red face, the face to turn it to, then the
     * dice to throw again and the points expected */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Best: turn the red %u to %u, throw %u die again · %.1f points expected",
                                         "Best: turn the red %u to %u, throw %u dice again · %.1f points expected",
                                         n),
                            faces[turned], best->turn[turned], n, best->expected_points);

  /* Translators: the odds: the keep with the most points expected after one more throw */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Best: throw %u die again · %.1f points expected",
                                       "Best: throw %u dice again · %.1f points expected", n),
                          n, best->expected_points);
}

/* "Run 1.5 % · Set 3.2 % · Pepper 0.1 % · 18.2 points" */
static char *
dup_chances_text (const PipsChiliKeepOdds *odds)
{
  g_autofree char *run = dup_percent (odds->run);
  g_autofree char *set = dup_percent (odds->set);
  g_autofree char *pepper = dup_percent (odds->little_pepper + odds->big_pepper + odds->hot_pepper);

  /* Translators: the odds of the dice selected, after one more throw: a Run, a Set, any pepper,
   * and the points the best free field then takes */
  return g_strdup_printf (_("Run %s · Set %s · Pepper %s · %.1f points"),
                          run, set, pepper, odds->expected_points);
}

/* "Red 1: 16.7 % · Red 4: 30.6 %": the red faces that may or may not show. */
static char *
dup_red_text (const PipsChiliKeepOdds *odds)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint k = 1; k <= 6; k++)
    {
      g_autofree char *chance = NULL;

      if (odds->red[k] <= 0.0 || odds->red[k] >= 1.0)
        continue;
      chance = dup_percent (odds->red[k]);
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: the odds: the chance that the red face of the die k shows, "Red 4: 30.6 %" */
      g_string_append_printf (text, _("Red %u: %s"), k, chance);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
set_best_marks (PipsChiliPage *self,
                guint          rethrow)
{
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      GtkWidget *die = GTK_WIDGET (pips_dice_entry_get_die (self->entry, i));

      if (die == NULL)
        continue;
      if ((rethrow >> i) & 1)
        gtk_widget_add_css_class (die, "odds-best");
      else
        gtk_widget_remove_css_class (die, "odds-best");
    }
}

/* Whether the odds are shown: with the odds on and a throw to choose. */
static gboolean
odds_shown (PipsChiliPage      *self,
            PipsChiliPagePhase  phase)
{
  PipsGamePage *page = PIPS_GAME_PAGE (self);
  PipsChiliGame *game = _pips_chili_page_get_game (self);

  return pips_game_page_get_show_odds (page) && !pips_game_page_get_rolling (page) &&
         ((phase == PHASE_FIRST && pips_chili_game_can_throw (game)) ||
          (phase == PHASE_CHOOSE && pips_chili_game_can_rethrow (game)));
}

/* The odds of this state are not known yet: asked once off the main thread. */
static void
show_odds_pending (PipsChiliPage *self)
{
  PipsGamePage *page = PIPS_GAME_PAGE (self);
  guint serial = pips_game_page_get_input_serial (page);

  /* Serial 0 is never asked: the first state is 1. */
  if (self->odds_asked != serial + 1)
    {
      self->odds_asked = serial + 1;
      pips_game_page_compute_odds (page, list_keep_odds_thread, list_keep_odds_done,
                                   g_new0 (guint, 1), g_free,
                                   (GDestroyNotify) g_array_unref);
    }
  set_best_marks (self, 0);
  gtk_label_set_label (self->odds_best_label, _("Working out the odds…"));
  gtk_widget_set_visible (GTK_WIDGET (self->odds_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_red_label), FALSE);
}

/* The odds known: the first throw is of all six dice; after it, the keep with the most points is
 * marked, and the chances are those of the dice selected. */
static void
show_keep_odds (PipsChiliPage      *self,
                PipsChiliPagePhase  phase,
                const gboolean     *selected)
{
  const PipsChiliKeepOdds *best = &g_array_index (self->keep_odds, PipsChiliKeepOdds, self->keep_best);
  const PipsChiliKeepOdds *chosen;
  g_autofree char *best_text = NULL;
  g_autofree char *chances = NULL;
  g_autofree char *red = NULL;
  g_autofree char *said = NULL;
  guint rethrow = best->rethrow;

  if (phase == PHASE_CHOOSE)
    {
      guint8 faces[PIPS_CHILI_N_DICE];

      pips_chili_game_get_dice (_pips_chili_page_get_game (self), faces, NULL, NULL);
      best_text = dup_best_text (best, faces);
      rethrow = 0;
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        rethrow |= selected[i] ? 1u << i : 0;
    }
  set_best_marks (self, phase == PHASE_CHOOSE ? best->rethrow : 0);

  gtk_label_set_label (self->odds_best_label, best_text != NULL ? best_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->odds_best_label), best_text != NULL);

  chosen = rethrow != 0 ? find_keep_odds (self, rethrow) : NULL;
  if (chosen != NULL)
    {
      chances = dup_chances_text (chosen);
      red = dup_red_text (chosen);
    }
  gtk_label_set_label (self->odds_label, chances != NULL ? chances : "");
  gtk_widget_set_visible (GTK_WIDGET (self->odds_label), chances != NULL);
  gtk_label_set_label (self->odds_red_label, red != NULL ? red : "");
  gtk_widget_set_visible (GTK_WIDGET (self->odds_red_label), red != NULL && red[0] != '\0');

  said = g_strjoin (". ", best_text != NULL ? best_text : "", chances != NULL ? chances : "", NULL);
  pips_game_page_announce_odds (PIPS_GAME_PAGE (self), said);
}

/* The odds under the dice: shown only with the odds on and a throw to choose; asked off the main
 * thread once per state, then read for each selection. */
static void
update_odds (PipsChiliPage      *self,
             PipsChiliPagePhase  phase,
             const gboolean     *selected)
{
  gboolean show = odds_shown (self, phase);

  if (self->keep_odds != NULL &&
      self->odds_serial != pips_game_page_get_input_serial (PIPS_GAME_PAGE (self)))
    g_clear_pointer (&self->keep_odds, g_array_unref);

  if (!show)
    self->odds_asked = 0;
  if (!show || self->keep_odds == NULL)
    set_best_marks (self, 0);
  gtk_widget_set_visible (self->odds_box,
                          show && (self->keep_odds == NULL || self->keep_odds->len > 0));

  if (show && self->keep_odds == NULL)
    show_odds_pending (self);
  else if (show && self->keep_odds->len > 0)
    show_keep_odds (self, phase, selected);
}



/* Which actions can be used, from the phase, the game and the entry. */
static void
update_actions (PipsChiliPage      *self,
                PipsChiliPagePhase  phase,
                guint               n_selected)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean idle = !pips_game_page_get_rolling (PIPS_GAME_PAGE (self));
  gboolean can_throw = pips_chili_game_can_throw (game);
  gboolean can_rethrow = pips_chili_game_can_rethrow (game);
  gboolean can_score = pips_chili_game_can_score (game);
  const guint8 *typed = pips_dice_entry_get_faces (self->entry, NULL);
  gboolean any_typed = FALSE;
  gboolean can_turn = FALSE;

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      can_turn |= pips_chili_game_can_turn (game, i);
      any_typed |= typed[i] != 0 && (phase == PHASE_FIRST ||
                                     (phase == PHASE_REENTER && self->rethrow_mask[i]));
    }

  gtk_widget_action_set_enabled (widget, "chili.roll",
                                 idle &&
                                 ((phase == PHASE_FIRST && can_throw) ||
                                  (phase == PHASE_CHOOSE && can_rethrow && n_selected > 0)));
  gtk_widget_action_set_enabled (widget, "chili.throw",
                                 idle && pips_dice_entry_get_complete (self->entry) &&
                                 self->problem == NULL &&
                                 ((phase == PHASE_FIRST && can_throw) ||
                                  (phase == PHASE_REENTER && can_rethrow)));
  gtk_widget_action_set_enabled (widget, "chili.rethrow",
                                 idle && phase == PHASE_CHOOSE && can_rethrow && n_selected > 0);
  gtk_widget_action_set_enabled (widget, "chili.cancel", idle && phase == PHASE_REENTER);
  gtk_widget_action_set_enabled (widget, "chili.turn", idle && phase == PHASE_CHOOSE && can_turn);
  gtk_widget_action_set_enabled (widget, "chili.score", idle && phase != PHASE_OVER && can_score);
  gtk_widget_action_set_enabled (widget, "chili.score-key",
                                 idle && phase == PHASE_CHOOSE && can_score);
  gtk_widget_action_set_enabled (widget, "chili.clear-typing", idle && any_typed);
}

/* What to do now, under the dice; or, where the dice cannot be, why (in the rules' words). */
static void
show_hint (PipsChiliPage      *self,
           PipsChiliPagePhase  phase)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  gboolean problem = self->problem != NULL && phase != PHASE_CHOOSE;
  g_autofree char *hint = NULL;

  if (problem)
    hint = g_strdup (self->problem);
  else if (phase == PHASE_FIRST && pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)))
    hint = g_strdup (_("Roll the dice, or type the faces of real dice as they lie."));
  else if (phase == PHASE_FIRST)
    hint = g_strdup (_("Enter the six dice as they lie: tap or type their faces. "
                       "Red faces: the lower row, or Shift with the digit."));
  else if (phase == PHASE_CHOOSE && !pips_chili_game_can_rethrow (game))
    hint = g_strdup (_("No throws left: tap a field in your column to score this throw."));
  else if (phase == PHASE_CHOOSE)
    hint = g_strdup (_("Tap a field in your column to score, or select dice to throw again."));
  else
    {
      guint n = 0;

      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        n += self->rethrow_mask[i];
      hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Enter the new face of the rethrown die.",
                                           "Enter the new faces of the %u rethrown dice.", n),
                              n);
    }

  gtk_label_set_label (self->hint_label, hint);
  /* A short window has no room for the hint under the dice (the buttons say what to do), only
   * for why the dice cannot be. */
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label),
                          !pips_game_page_get_short (PIPS_GAME_PAGE (self)) || problem);
  pips_widget_set_css_class (self->hint_label, "error", problem);
  pips_widget_set_css_class (self->hint_label, "dim-label", !problem);
}

/* The buttons of the phase; the suggested one is what the preference says a turn starts with. */
static void
show_buttons (PipsChiliPage      *self,
              PipsChiliPagePhase  phase,
              guint               n_selected)
{
  PipsGamePage *page = PIPS_GAME_PAGE (self);
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  gboolean can_turn = FALSE;

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    can_turn |= pips_chili_game_can_turn (game, i);

  gtk_widget_set_visible (self->cancel_button, phase == PHASE_REENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_button), phase == PHASE_CHOOSE && can_turn);
  gtk_widget_set_visible (self->roll_button, phase == PHASE_FIRST);
  gtk_widget_set_visible (self->throw_button, phase == PHASE_FIRST || phase == PHASE_REENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->rethrow_button),
                          phase == PHASE_CHOOSE && pips_chili_game_can_rethrow (game));

  pips_game_page_suggest_start (page, self->entry, self->roll_button, self->throw_button,
                                phase == PHASE_FIRST);

  /* The button keeps its label and width whatever is selected, so that nothing beside it (the
   * "Turn a Red Die" button) and nothing above it (the dice) moves under the finger; how many
   * dice are selected is said in the line under it. */
  gtk_button_set_label (self->rethrow_button, _("_Rethrow"));
  pips_widget_set_css_class (self->rethrow_button, "suggested-action", n_selected > 0);
}

/* What the next throw costs, under the buttons and in their descriptions. */
static void
show_cost (PipsChiliPage      *self,
           PipsChiliPagePhase  phase,
           guint               n_selected,
           guint               left)
{
  g_autofree char *cost = NULL;

  if (phase == PHASE_CHOOSE && n_selected == 0)
    cost = left == 0 ? g_strdup ("")
                     : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "%u throw left", "%u throws left", left),
                                        left);
  else if (phase == PHASE_CHOOSE)
    {
      g_autofree char *throw_cost = dup_cost (left);

      /* Translators: under the Rethrow button: the dice selected, then what the throw costs,
       * e.g. "2 dice selected · 1 throw, then 27 left" */
      cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u die selected · %s", "%u dice selected · %s",
                                           n_selected),
                              n_selected, throw_cost);
    }
  else
    cost = dup_cost (left);
  gtk_label_set_label (self->cost_label, cost);
  gtk_widget_set_visible (GTK_WIDGET (self->cost_label), cost[0] != '\0');

  pips_widget_set_description (self->rethrow_button, cost);
  pips_widget_set_description (self->throw_button, cost);
  pips_widget_set_description (self->roll_button, cost);
}

/* The one place that makes the page show the model: the pad, the panel and which actions can
 * be used. It only reads the entry, never changes it. */
void
_pips_chili_page_update (PipsChiliPage *self)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  PipsChiliPagePhase phase = _pips_chili_page_get_phase (self);
  int current = phase == PHASE_OVER ? -1 : pips_game_get_only_player (PIPS_GAME (game));
  g_autoptr(GPtrArray) options = NULL;
  gboolean selected[PIPS_CHILI_N_DICE];
  guint n_selected = _pips_chili_page_get_selected (self, selected);
  g_autofree char *title = NULL;

  options = phase == PHASE_OVER ? g_ptr_array_new () : pips_chili_game_list_scores (game);
  _pips_chili_page_update_pad (self, current, options);
  update_actions (self, phase, n_selected);
  update_odds (self, phase, selected);

  /* Once the game is over, the base page shows the end view. */
  if (phase == PHASE_OVER)
    return;

  gtk_stack_set_visible_child_name (self->panel_stack, "turn");
  /* Translators: the title of the turn panel, e.g. "Anna’s turn" */
  title = g_strdup_printf (_("%s’s Turn"), pips_game_get_player_name (PIPS_GAME (game), current));
  gtk_label_set_label (self->turn_title, title);
  show_hint (self, phase);
  show_buttons (self, phase, n_selected);
  show_cost (self, phase, n_selected, pips_chili_game_get_throws_left (game, current));
}

/* Model and preference changes */

/* A new title changes nothing here; a new state (@moved) ends any input under way. */
static void
pips_chili_page_update (PipsGamePage *page,
                        gboolean      moved)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (page);

  /* The keyboard goes on to the next entry by the base type (pips-game-page.c). Many players
   * do not fit a phone: the column of the player to act is scrolled into view. */
  if (moved)
    {
      PipsGame *game = PIPS_GAME (_pips_chili_page_get_game (self));

      self->reentering = FALSE;
      _pips_chili_page_sync_entry (self);
      pips_pad_scroll_to_player (self->pad, pips_game_get_only_player (game));
    }

  _pips_chili_page_update (self);
}

static void
entry_changed_cb (PipsChiliPage *self)
{
  if (self->judging)
    return;

  judge_typed_dice (self);
  _pips_chili_page_update (self);
}

/* Narrow and short (360×294): the turn panel comes first, on screen without scrolling; the
 * pad follows below it. Otherwise the pad leads, as on paper. */
static void
short_changed_cb (PipsChiliPage *self)
{
  if (pips_game_page_get_short (PIPS_GAME_PAGE (self)))
    gtk_box_reorder_child_after (self->layout, GTK_WIDGET (self->panel_stack), NULL);
  else
    gtk_box_reorder_child_after (self->layout, GTK_WIDGET (self->panel_stack), self->pad_scroll);

  if (pips_game_page_get_session (PIPS_GAME_PAGE (self)) != NULL && pips_pad_get_n_players (self->pad) > 0)
    _pips_chili_page_update (self);
}

/* PipsGamePage */

static gboolean
pips_chili_page_focus_entry (PipsGamePage *page)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (page);

  return gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* GObject */

static void
pips_chili_page_constructed (GObject *object)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (object);
  PipsSession *session = pips_game_page_get_session (PIPS_GAME_PAGE (self));

  g_assert (PIPS_IS_CHILI_GAME (pips_session_get_game (session)));

  /* The pad first: the base type's constructed() shows the state. */
  self->n_players = pips_session_get_n_players (session);
  _pips_chili_page_build_pad (self);
  _pips_chili_page_actions_init (self);

  g_signal_connect_object (self->entry, "changed", G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);

  G_OBJECT_CLASS (pips_chili_page_parent_class)->constructed (object);
}

static void
pips_chili_page_dispose (GObject *object)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (object);

  if (self->turn_button != NULL)
    gtk_menu_button_set_create_popup_func (self->turn_button, NULL, NULL, NULL);

  /* The bin lets go of its child (a template child) before the template does. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_CHILI_PAGE);

  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->keep_odds, g_array_unref);

  G_OBJECT_CLASS (pips_chili_page_parent_class)->dispose (object);
}

static void
pips_chili_page_class_init (PipsChiliPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_chili_page_constructed;
  object_class->dispose = pips_chili_page_dispose;

  PIPS_GAME_PAGE_CLASS (klass)->focus_entry = pips_chili_page_focus_entry;
  PIPS_GAME_PAGE_CLASS (klass)->update = pips_chili_page_update;
  PIPS_GAME_PAGE_CLASS (klass)->shows_odds = TRUE;

  g_type_ensure (PIPS_TYPE_DICE_ENTRY);
  g_type_ensure (PIPS_TYPE_PAD);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/games/chili/pips-chili-page.ui");
  pips_game_page_class_bind_template_callbacks (widget_class);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, layout);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, pad_scroll);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, pad);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, turn_title);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, entry);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, turn_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, throw_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, rethrow_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, cost_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, odds_box);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, odds_best_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, odds_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, odds_red_label);

  _pips_chili_page_class_actions_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "chilipage");
}

static void
pips_chili_page_init (PipsChiliPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::short", G_CALLBACK (short_changed_cb), NULL);
}

/**
 * pips_chili_page_new:
 * @session: a session of Chili Dice
 *
 * Returns: the page of @session
 */
GtkWidget *
pips_chili_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_CHILI_PAGE, "session", session, NULL);
}

/**
 * pips_chili_page_get_session:
 *
 * Returns: (transfer none): the session
 */
PipsSession *
pips_chili_page_get_session (PipsChiliPage *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_PAGE (self), NULL);

  return pips_game_page_get_session (PIPS_GAME_PAGE (self));
}
