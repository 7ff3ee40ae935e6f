/* pips-yacht-page.c — the pad and the turn of Yacht
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-yacht-page"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "pips-application.h"
#include "pips-die.h"
#include "pips-yacht-page-private.h"
#include "pips-widget-util.h"

/*
 * The page is the pad every household has (a column per player: the six upper boxes, their sum
 * and bonus, the lower boxes, their sum and the total) beside or, at phone width, above the turn
 * panel where the five dice of the throw are entered.
 *
 * The state of the game is only ever read from the session's PipsYachtGame; every change is an
 * event built by the rules and appended to the session from an action handler. What the page
 * keeps of its own is input not yet entered: the faces typed, the dice selected to keep, and
 * whether the player is typing the new faces of the dice thrown again.
 *
 * The turn goes through these phases:
 *
 *   FIRST    no throw yet: type the five faces (or tap them, or Roll), Enter throws.
 *   CHOOSE   after a throw: select the dice to keep and throw the others again (Return), or
 *            score the dice in a box (its key, or a tap on the pad).
 *   REENTER  after "Throw Again" with real dice: the kept dice stay as they lie, the player types
 *            the new faces of the others, Enter.
 *   OVER     the shared end view.
 *
 * A throw takes six key presses (five digits, Return); a score one key (the box's key, shown on
 * the pad) or one tap; a toast says what was written, with Undo. Crossing a box out (0 where the
 * dice would score) is the secondary action: Shift with the box's key, a right click or a long
 * press on the box, or the Cross Out menu; it asks first (pips-yacht-page-actions.c).
 *
 * With the odds on, the page shows the exact advice of pips-yacht-odds.h: the expected final
 * score of entering the dice in each free box (under each box's points), of the dice selected to
 * keep and of the best choice. The table of the rules in force is got once a process, in a
 * worker thread with a progress bar; a sheet with few boxes left is worked out in a worker
 * without it (pips_game_page_compute_odds()); with the table, each answer takes well under a
 * millisecond and is asked on the main thread.
 */

G_DEFINE_FINAL_TYPE (PipsYachtPage, pips_yacht_page, PIPS_TYPE_GAME_PAGE)

PipsYachtGame *
_pips_yacht_page_get_game (PipsYachtPage *self)
{
  return PIPS_YACHT_GAME (pips_game_page_get_game (PIPS_GAME_PAGE (self)));
}

PipsYachtPagePhase
_pips_yacht_page_get_phase (PipsYachtPage *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);

  if (pips_session_get_is_over (pips_game_page_get_session (PIPS_GAME_PAGE (self))) ||
      pips_yacht_game_get_current (game) < 0)
    return PHASE_OVER;

  if (pips_yacht_game_get_throws (game) == 0)
    return PHASE_FIRST;

  if (self->reentering)
    return PHASE_REENTER;

  return PHASE_CHOOSE;
}

/* The dice selected in the entry, to keep: bit j for the die at place j. */
guint
_pips_yacht_page_get_kept (PipsYachtPage *self)
{
  guint kept = 0;

  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    if (pips_dice_entry_get_marks (self->entry, i) & PIPS_DIE_MARK_SELECTED)
      kept |= 1u << i;

  return kept;
}

void
_pips_yacht_page_set_accessible_label (gpointer    widget,
                                       const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* An expected score, one decimal in the locale's digits: "187.3". */
char *
_pips_yacht_page_dup_points (double value)
{
  return g_strdup_printf ("%.1f", value);
}

/* The entry: shows what is on the table, or takes what is typed */

/* Puts the dice of the model into the entry, as the phase wants them. Called when the game or the
 * phase changes, never from _pips_yacht_page_update(). */
void
_pips_yacht_page_sync_entry (PipsYachtPage *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  PipsSession *session = pips_game_page_get_session (PIPS_GAME_PAGE (self));
  guint8 faces[PIPS_YACHT_N_DICE];
  guint8 blank[PIPS_YACHT_N_DICE] = { 0, };
  guint first_blank = PIPS_YACHT_N_DICE;

  if (pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    return;

  pips_yacht_game_get_dice (game, faces);

  switch (_pips_yacht_page_get_phase (self))
    {
    case PHASE_FIRST:
      self->rolled_turn = FALSE;
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, !pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)));
      pips_dice_entry_clear (self->entry);
      break;

    case PHASE_CHOOSE:
      /* The dice kept for the throw just made stay kept, as they lie set aside on the table. */
      pips_dice_entry_set_selection_mode (self->entry, TRUE);
      pips_dice_entry_set_faces (self->entry, faces, PIPS_YACHT_N_DICE);
      for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
        pips_dice_entry_set_marks (self->entry, i,
                                   self->carry_cursor == pips_session_get_cursor (session) &&
                                   ((self->carry_keep >> i) & 1)
                                   ? PIPS_DIE_MARK_SELECTED : PIPS_DIE_MARK_NONE);
      break;

    case PHASE_REENTER:
      /* The dice kept stay as they are; the others wait for their new faces. */
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, TRUE);
      for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
        {
          if ((self->reenter_keep >> i) & 1)
            blank[i] = faces[i];
          else if (first_blank == PIPS_YACHT_N_DICE)
            first_blank = i;
        }
      pips_dice_entry_set_faces (self->entry, blank, PIPS_YACHT_N_DICE);
      for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
        pips_dice_entry_set_marks (self->entry, i,
                                   ((self->reenter_keep >> i) & 1)
                                   ? (PIPS_DIE_MARK_LOCKED | PIPS_DIE_MARK_KEPT)
                                   : PIPS_DIE_MARK_NONE);
      pips_dice_entry_set_cursor (self->entry, first_blank);
      break;

    case PHASE_OVER:
    default:
      break;
    }
}

/* The advice */

typedef struct
{
  GWeakRef page;
} PageRef;

static PageRef *
page_ref_new (PipsYachtPage *self)
{
  PageRef *ref = g_new0 (PageRef, 1);

  g_weak_ref_init (&ref->page, self);

  return ref;
}

static void
page_ref_free (gpointer data)
{
  PageRef *ref = data;

  g_weak_ref_clear (&ref->page);
  g_free (ref);
}

/* On the main thread, while the table is built. */
static void
table_progress_cb (double   fraction,
                   gpointer user_data)
{
  PageRef *ref = user_data;
  g_autoptr(PipsYachtPage) self = g_weak_ref_get (&ref->page);

  if (self == NULL)
    return;

  self->table_fraction = fraction;
  gtk_progress_bar_set_fraction (self->odds_progress, CLAMP (fraction, 0.0, 1.0));
}

static void
table_ready_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  PageRef *ref = user_data;
  g_autoptr(PipsYachtPage) self = g_weak_ref_get (&ref->page);
  g_autoptr(GError) error = NULL;
  PipsYachtTable *table = pips_yacht_tables_get_finish (result, &error);

  page_ref_free (ref);

  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->table_cancellable);
  if (table == NULL)
    {
      /* Not to be had (no memory, a worker gone): the advice is left out, and a new page
       * tries again. */
      g_warning ("The table of the best play could not be made: %s", error->message);
      self->table_failed = TRUE;
      _pips_yacht_page_update (self);
      return;
    }

  /* The process keeps it (pips_yacht_tables_lookup()): the next update reads it. */
  _pips_yacht_page_update (self);
}

/* The table of the rules in force is got once a process; the page asks for it once, and lets go
 * of the question when it goes (dispose()). */
static void
get_table (PipsYachtPage *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);

  if (self->table_asked)
    return;

  self->table_asked = TRUE;
  self->table_fraction = 0.0;
  self->table_cancellable = g_cancellable_new ();
  pips_yacht_tables_get_async (pips_yacht_game_get_rules (game),
                               table_progress_cb, page_ref_new (self), page_ref_free,
                               self->table_cancellable,
                               table_ready_cb, page_ref_new (self));
}

static gpointer
advice_thread (PipsGame *game,
               gpointer  data)
{
  return pips_yacht_game_dup_advice (PIPS_YACHT_GAME (game), NULL);
}

static void
advice_done (PipsGamePage *page,
             gpointer      result,
             gpointer      data)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (page);

  if (result == NULL)
    return;

  g_clear_pointer (&self->advice, g_free);
  self->advice = g_memdup2 (result, sizeof (PipsYachtAdvice));
  self->advice_serial = pips_game_page_get_input_serial (page);
  _pips_yacht_page_update (self);
}

/* The advice for the state shown, or %NULL while it is worked out (the table is built, or a
 * worker asked). */
static const PipsYachtAdvice *
get_advice (PipsYachtPage *self)
{
  PipsGamePage *page = PIPS_GAME_PAGE (self);
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  guint serial = pips_game_page_get_input_serial (page);
  PipsYachtTable *table;

  if (self->advice != NULL && self->advice_serial == serial)
    return self->advice;

  g_clear_pointer (&self->advice, g_free);

  table = pips_yacht_tables_lookup (pips_yacht_game_get_rules (game));
  if (table != NULL)
    {
      self->advice = pips_yacht_game_dup_advice (game, table);
      self->advice_serial = serial;
      return self->advice;
    }

  if (pips_yacht_game_needs_table (game))
    {
      get_table (self);
      return NULL;
    }

  /* A sheet with few boxes left: a few milliseconds, in a worker. Serial 0 is never asked: the
   * first state is 1. */
  if (self->advice_asked != serial + 1)
    {
      self->advice_asked = serial + 1;
      pips_game_page_compute_odds (page, advice_thread, advice_done, NULL, NULL, g_free);
    }

  return NULL;
}

/* "6 6 3": the faces of the dice at the places of @keep. */
static char *
dup_keep_faces (const guint8 *dice,
                guint         keep)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    if ((keep >> i) & 1)
      g_string_append_printf (text, "%s%u", text->len > 0 ? " " : "", dice[i]);

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "keep 6 6 6 · 187.3 expected", or "throw all five again · …" */
static char *
dup_keep_text (const guint8 *dice,
               guint         keep,
               double        value,
               gboolean      best)
{
  g_autofree char *points = _pips_yacht_page_dup_points (value);
  g_autofree char *faces = NULL;

  if (keep == 0)
    return best
           /* Translators: the advice of Yacht: the best choice is to throw every die again */
           ? g_strdup_printf (_("Best: throw all five again · %s expected"), points)
           /* Translators: the advice of Yacht for the dice selected to keep: none */
           : g_strdup_printf (_("Throw all five again · %s expected"), points);

  faces = dup_keep_faces (dice, keep);
  return best
         /* Translators: the advice of Yacht: the best dice to keep, then the expected final
          * score, e.g. "Best: keep 6 6 6 · 187.3 expected" */
         ? g_strdup_printf (_("Best: keep %s · %s expected"), faces, points)
         /* Translators: the advice of Yacht for the dice selected to keep, e.g.
          * "Keep 6 6 · 181.0 expected" */
         : g_strdup_printf (_("Keep %s · %s expected"), faces, points);
}

static void
set_best_marks (PipsYachtPage *self,
                guint          keep)
{
  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    {
      GtkWidget *die = GTK_WIDGET (pips_dice_entry_get_die (self->entry, i));

      if (die == NULL)
        continue;
      if ((keep >> i) & 1)
        gtk_widget_add_css_class (die, "odds-best");
      else
        gtk_widget_remove_css_class (die, "odds-best");
    }
}

/* The advice is not known yet: the table it needs is being got (with its progress), or the
 * advice is being worked out. */
static void
show_advice_pending (PipsYachtPage *self)
{
  gboolean getting_table = self->table_cancellable != NULL;

  set_best_marks (self, 0);
  gtk_progress_bar_set_fraction (self->odds_progress, CLAMP (self->table_fraction, 0.0, 1.0));
  gtk_label_set_label (self->odds_best_label, getting_table ? "" : _("Working out the best play…"));
  gtk_widget_set_visible (GTK_WIDGET (self->odds_best_label), !getting_table);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_keep_label), FALSE);
}

/* The best play after a throw: a box to score the dice in, or the dice to keep (whose number
 * goes to @best_mark, to be marked); NULL where there is none. */
static char *
dup_best_play (PipsYachtPage         *self,
               const PipsYachtAdvice *advice,
               const guint8          *dice,
               guint                 *best_mark)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  gboolean can_keep = advice->throws_left > 0 && advice->best_keep >= 0 &&
                      isfinite (advice->keeps[advice->best_keep]);

  if (advice->best_box >= 0 &&
      (!can_keep || advice->boxes[advice->best_box] >= advice->keeps[advice->best_keep]))
    {
      PipsYachtBox box = pips_yacht_game_get_box (game, advice->best_box);
      g_autofree char *points = _pips_yacht_page_dup_points (advice->boxes[advice->best_box]);

      /* Translators: the advice of Yacht: the best choice is to score the dice in a box,
       * e.g. "Best: score Full House · 190.1 expected" */
      return g_strdup_printf (_("Best: score %s · %s expected"),
                              pips_yacht_box_get_name (box), points);
    }
  if (!can_keep)
    return NULL;

  *best_mark = advice->best_keep;
  return dup_keep_text (dice, advice->best_keep, advice->keeps[advice->best_keep], TRUE);
}

/* What the dice selected to keep expect, where a keep can still be thrown. */
static char *
dup_kept_play (PipsYachtPage         *self,
               const PipsYachtAdvice *advice,
               const guint8          *dice)
{
  guint kept = _pips_yacht_page_get_kept (self);

  if (advice->throws_left == 0 || advice->best_keep < 0 ||
      !isfinite (advice->keeps[advice->best_keep]) ||
      kept == (1u << PIPS_YACHT_N_DICE) - 1 || !isfinite (advice->keeps[kept]))
    return NULL;

  return dup_keep_text (dice, kept, advice->keeps[kept], FALSE);
}

/* The advice under the dice: the best choice (its dice underlined when it is a keep), the dice
 * selected to keep and what the figures mean. */
static void
update_odds (PipsYachtPage          *self,
             PipsYachtPagePhase      phase,
             gboolean                show,
             const PipsYachtAdvice  *advice)
{
  g_autofree char *best_text = NULL;
  g_autofree char *keep_text = NULL;
  guint8 dice[PIPS_YACHT_N_DICE];
  guint best_mark = 0;

  gtk_widget_set_visible (self->odds_box, show);
  if (!show)
    {
      set_best_marks (self, 0);
      return;
    }

  gtk_widget_set_visible (self->odds_progress_box, advice == NULL && self->table_cancellable != NULL);
  if (advice == NULL)
    {
      show_advice_pending (self);
      return;
    }

  pips_yacht_game_get_dice (_pips_yacht_page_get_game (self), dice);
  if (phase == PHASE_FIRST)
    {
      g_autofree char *points = _pips_yacht_page_dup_points (advice->now);

      /* Translators: the advice of Yacht before the first throw of a turn: the expected final
       * score of the player to act, e.g. "Expected final score: 245.9" */
      best_text = g_strdup_printf (_("Expected final score: %s"), points);
    }
  else
    {
      best_text = dup_best_play (self, advice, dice, &best_mark);
      keep_text = dup_kept_play (self, advice, dice);
    }

  set_best_marks (self, best_mark);
  gtk_label_set_label (self->odds_best_label, best_text != NULL ? best_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->odds_best_label), best_text != NULL);
  gtk_label_set_label (self->odds_keep_label, keep_text != NULL ? keep_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->odds_keep_label), keep_text != NULL);

  pips_game_page_announce_odds (PIPS_GAME_PAGE (self), best_text);
}

/* The panel */

/* "Throw 2 of 3" */
static char *
dup_throw_text (guint number,
                guint throws)
{
  /* Translators: under the dice of Yacht: the throw of the turn, e.g. "Throw 2 of 3" */
  return g_strdup_printf (_("Throw %u of %u"), number, throws);
}



/* Which actions can be used, from the phase, the game and the entry. */
static void
update_actions (PipsYachtPage      *self,
                PipsYachtPagePhase  phase,
                guint               n_kept)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean idle = !pips_game_page_get_rolling (PIPS_GAME_PAGE (self));
  gboolean can_throw = pips_yacht_game_can_throw (game);
  gboolean can_score = pips_yacht_game_can_score (game);
  const guint8 *typed = pips_dice_entry_get_faces (self->entry, NULL);
  gboolean any_typed = FALSE;

  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    any_typed |= typed[i] != 0 && (phase == PHASE_FIRST ||
                                   (phase == PHASE_REENTER && !((self->reenter_keep >> i) & 1)));

  gtk_widget_action_set_enabled (widget, "yacht.roll",
                                 idle && can_throw &&
                                 (phase == PHASE_FIRST ||
                                  (phase == PHASE_CHOOSE && n_kept < PIPS_YACHT_N_DICE)));
  gtk_widget_action_set_enabled (widget, "yacht.throw",
                                 idle && pips_dice_entry_get_complete (self->entry) && can_throw &&
                                 (phase == PHASE_FIRST || phase == PHASE_REENTER));
  gtk_widget_action_set_enabled (widget, "yacht.rethrow",
                                 idle && phase == PHASE_CHOOSE && can_throw &&
                                 n_kept < PIPS_YACHT_N_DICE);
  gtk_widget_action_set_enabled (widget, "yacht.cancel", idle && phase == PHASE_REENTER);
  gtk_widget_action_set_enabled (widget, "yacht.score", idle && phase != PHASE_OVER && can_score);
  gtk_widget_action_set_enabled (widget, "yacht.cross-out",
                                 idle && phase != PHASE_OVER && can_score);
  gtk_widget_action_set_enabled (widget, "yacht.score-key",
                                 idle && phase == PHASE_CHOOSE && can_score);
  gtk_widget_action_set_enabled (widget, "yacht.cross-out-key",
                                 idle && phase == PHASE_CHOOSE && can_score);
  gtk_widget_action_set_enabled (widget, "yacht.clear-typing", idle && any_typed);
}

/* What to do now, under the dice. A short window has no room for it: the buttons say what to
 * do (the template hides it). */
static void
show_hint (PipsYachtPage      *self,
           PipsYachtPagePhase  phase)
{
  gboolean can_throw = pips_yacht_game_can_throw (_pips_yacht_page_get_game (self));
  g_autofree char *hint = NULL;

  if (phase == PHASE_FIRST && pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)))
    hint = g_strdup (_("Roll the dice, or type the faces of real dice as they lie."));
  else if (phase == PHASE_FIRST)
    hint = g_strdup (_("Enter the five dice as they lie: tap or type their faces."));
  else if (phase == PHASE_CHOOSE && !can_throw)
    hint = g_strdup (_("No throws left: tap a box in your column to score this throw."));
  else if (phase == PHASE_CHOOSE)
    hint = g_strdup (_("Tap a box in your column to score, or select the dice to keep and throw the others again."));
  else
    {
      guint n = 0;

      for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
        n += !((self->reenter_keep >> i) & 1);
      /* Translators: Yacht, after "Throw Again" with real dice */
      hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Enter the new face of the die thrown again.",
                                           "Enter the new faces of the %u dice thrown again.", n),
                              n);
    }

  gtk_label_set_label (self->hint_label, hint);
}

/* Which throw of the turn this is (or the next, while its dice are typed), and the dice kept:
 * under the dice and in the descriptions of the buttons that throw. */
static void
show_throws (PipsYachtPage      *self,
             PipsYachtPagePhase  phase,
             guint               n_kept)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  guint n_throws = pips_yacht_game_get_rules (game)->throws;
  guint number = phase == PHASE_FIRST ? 1
                 : pips_yacht_game_get_throws (game) + (phase == PHASE_REENTER ? 1 : 0);
  g_autofree char *throws = dup_throw_text (number, n_throws);

  if (phase == PHASE_CHOOSE && n_kept > 0 && pips_yacht_game_can_throw (game))
    {
      g_autofree char *text = NULL;

      /* Translators: under the dice of Yacht: the throw, then the dice selected to keep,
       * e.g. "Throw 1 of 3 · 2 dice kept" */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u die kept",
                                           "%s · %u dice kept", n_kept),
                              throws, n_kept);
      g_set_str (&throws, text);
    }

  gtk_label_set_label (self->throws_label, throws);
  pips_widget_set_description (self->rethrow_button, throws);
  pips_widget_set_description (self->throw_button, throws);
  pips_widget_set_description (self->roll_button, throws);
}

/* The buttons of the phase; the suggested one is what the preference says a turn starts with. */
static void
show_buttons (PipsYachtPage      *self,
              PipsYachtPagePhase  phase,
              guint               n_kept)
{
  PipsGamePage *page = PIPS_GAME_PAGE (self);
  PipsYachtGame *game = _pips_yacht_page_get_game (self);

  gtk_widget_set_visible (self->cancel_button, phase == PHASE_REENTER);
  gtk_widget_set_visible (self->roll_button, phase == PHASE_FIRST);
  gtk_widget_set_visible (self->throw_button, phase == PHASE_FIRST || phase == PHASE_REENTER);
  gtk_widget_set_visible (self->rethrow_button,
                          phase == PHASE_CHOOSE && pips_yacht_game_can_throw (game));
  gtk_widget_set_visible (GTK_WIDGET (self->cross_out_button),
                          phase == PHASE_CHOOSE && pips_yacht_game_can_score (game));

  pips_game_page_suggest_start (page, self->entry, self->roll_button, self->throw_button,
                                phase == PHASE_FIRST);
  /* Throwing again is what a turn does until the last throw; with every die kept, the dice are
   * for a box. */
  pips_widget_set_css_class (self->rethrow_button, "suggested-action", n_kept < PIPS_YACHT_N_DICE);
}

/* The one place that makes the page show the model: the pad, the panel and which actions can
 * be used. It only reads the entry, never changes it. */
void
_pips_yacht_page_update (PipsYachtPage *self)
{
  PipsGamePage *page = PIPS_GAME_PAGE (self);
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  PipsYachtPagePhase phase = _pips_yacht_page_get_phase (self);
  int current = phase == PHASE_OVER ? -1 : pips_yacht_game_get_current (game);
  guint n_kept = 0;
  gboolean show_odds;
  const PipsYachtAdvice *advice = NULL;
  g_autofree char *title = NULL;

  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    n_kept += (_pips_yacht_page_get_kept (self) >> i) & 1;

  /* No advice where the table it needs could not be had. */
  show_odds = pips_game_page_get_show_odds (page) && !pips_game_page_get_rolling (page) &&
              (phase == PHASE_FIRST || phase == PHASE_CHOOSE) &&
              !(self->table_failed && pips_yacht_game_needs_table (game));
  if (show_odds)
    advice = get_advice (self);

  _pips_yacht_page_update_pad (self, current, advice);
  update_actions (self, phase, n_kept);
  update_odds (self, phase, show_odds, advice);

  /* Once the game is over, the base page shows the end view. */
  if (phase == PHASE_OVER)
    return;

  gtk_stack_set_visible_child_name (self->panel_stack, "turn");
  /* Translators: the title of the turn panel, e.g. "Anna’s turn" */
  title = g_strdup_printf (_("%s’s Turn"), pips_game_get_player_name (PIPS_GAME (game), current));
  gtk_label_set_label (self->turn_title, title);
  show_hint (self, phase);
  show_throws (self, phase, n_kept);
  show_buttons (self, phase, n_kept);
}

/* Model and preference changes */

/* A new title changes nothing here; a new state (@moved) ends any input under way. */
static void
pips_yacht_page_update (PipsGamePage *page,
                        gboolean      moved)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (page);

  if (moved)
    {
      self->reentering = FALSE;
      if (self->cross_out_dialog != NULL)
        adw_dialog_force_close (self->cross_out_dialog);
      _pips_yacht_page_sync_entry (self);
      /* Many players do not fit a phone: the column of the player to act is scrolled into
       * view. */
      pips_pad_scroll_to_player (self->pad,
                                 pips_yacht_game_get_current (_pips_yacht_page_get_game (self)));
    }

  _pips_yacht_page_update (self);
}

static void
entry_changed_cb (PipsYachtPage *self)
{
  _pips_yacht_page_update (self);
}

/* Narrow and short (360×294): the turn panel comes first, on screen without scrolling; the
 * pad follows below it. Otherwise the pad leads, as on paper. */
static void
short_changed_cb (PipsYachtPage *self)
{
  if (pips_game_page_get_short (PIPS_GAME_PAGE (self)))
    gtk_box_reorder_child_after (self->layout, GTK_WIDGET (self->panel_stack), NULL);
  else
    gtk_box_reorder_child_after (self->layout, GTK_WIDGET (self->panel_stack), self->pad_scroll);

  if (pips_game_page_get_session (PIPS_GAME_PAGE (self)) != NULL && pips_pad_get_n_players (self->pad) > 0)
    _pips_yacht_page_update (self);
}

/* PipsGamePage */

static gboolean
pips_yacht_page_focus_entry (PipsGamePage *page)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (page);

  return gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* GObject */

static void
pips_yacht_page_constructed (GObject *object)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (object);
  PipsSession *session = pips_game_page_get_session (PIPS_GAME_PAGE (self));

  g_assert (PIPS_IS_YACHT_GAME (pips_session_get_game (session)));

  /* The pad first: the base type's constructed() shows the state. */
  self->n_players = pips_session_get_n_players (session);
  self->carry_cursor = G_MAXUINT;
  _pips_yacht_page_build_pad (self);
  _pips_yacht_page_actions_init (self);

  g_signal_connect_object (self->entry, "changed", G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);

  G_OBJECT_CLASS (pips_yacht_page_parent_class)->constructed (object);
}

static void
pips_yacht_page_dispose (GObject *object)
{
  PipsYachtPage *self = PIPS_YACHT_PAGE (object);

  /* The table goes on being got for the process only if another page asks for it. */
  if (self->table_cancellable != NULL)
    g_cancellable_cancel (self->table_cancellable);
  g_clear_object (&self->table_cancellable);

  if (self->cross_out_dialog != NULL)
    adw_dialog_force_close (self->cross_out_dialog);

  if (self->cross_out_button != NULL)
    gtk_menu_button_set_create_popup_func (self->cross_out_button, NULL, NULL, NULL);

  /* The bin lets go of its child (a template child) before the template does. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_YACHT_PAGE);

  g_clear_pointer (&self->advice, g_free);

  G_OBJECT_CLASS (pips_yacht_page_parent_class)->dispose (object);
}

static void
pips_yacht_page_class_init (PipsYachtPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_yacht_page_constructed;
  object_class->dispose = pips_yacht_page_dispose;

  PIPS_GAME_PAGE_CLASS (klass)->focus_entry = pips_yacht_page_focus_entry;
  PIPS_GAME_PAGE_CLASS (klass)->update = pips_yacht_page_update;
  PIPS_GAME_PAGE_CLASS (klass)->shows_odds = TRUE;

  g_type_ensure (PIPS_TYPE_DICE_ENTRY);
  g_type_ensure (PIPS_TYPE_PAD);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/games/yacht/pips-yacht-page.ui");
  pips_game_page_class_bind_template_callbacks (widget_class);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, layout);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, pad_scroll);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, pad);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, turn_title);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, entry);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, throw_button);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, rethrow_button);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, cross_out_button);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, throws_label);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, odds_box);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, odds_progress_box);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, odds_progress);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, odds_best_label);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, odds_keep_label);
  gtk_widget_class_bind_template_child (widget_class, PipsYachtPage, odds_note_label);

  _pips_yacht_page_class_actions_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "yachtpage");
}

static void
pips_yacht_page_init (PipsYachtPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::short", G_CALLBACK (short_changed_cb), NULL);
}

/**
 * pips_yacht_page_new:
 * @session: a session of Yacht
 *
 * Returns: the page of @session
 */
GtkWidget *
pips_yacht_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_YACHT_PAGE, "session", session, NULL);
}

/**
 * pips_yacht_page_get_session:
 *
 * Returns: (transfer none): the session
 */
PipsSession *
pips_yacht_page_get_session (PipsYachtPage *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_PAGE (self), NULL);

  return pips_game_page_get_session (PIPS_GAME_PAGE (self));
}
