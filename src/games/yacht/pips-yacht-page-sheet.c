/* pips-yacht-page-sheet.c — the pad of the page of Yacht
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows of the pad (PipsPad, pips-pad.c), as printed: a row per box of the rules in force,
 * the upper sum and its bonus after the six upper boxes, the lower sum, the bonus of a further
 * five of a kind where the rules give one, and the total; a column per player. In the column of the player to act
 * each free box is a button that scores the dice there, with what they would score; with the
 * odds on, the expected final score of that choice is under it.
 */

#define G_LOG_DOMAIN "pips-yacht-page"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "pips-yacht-page-private.h"
#include "pips-widget-util.h"

/* The title of the row of the bonus for each further five of a kind, named after the box of
 * five of a kind, e.g. "Yacht Bonus". */
static char *
dup_five_again_title (void)
{
  /* Translators: a row of the pad of Yacht: the bonus for each further five of a kind,
   * named after the box of five of a kind, e.g. "Yacht Bonus" */
  return g_strdup_printf (_("%s Bonus"), pips_yacht_box_get_name (PIPS_YACHT_BOX_FIVE_OF_A_KIND));
}

static void
add_box_row (PipsYachtPage *self,
             guint          index)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  PipsYachtBox box = pips_yacht_game_get_box (game, index);

  self->box_rows[index] =
    pips_pad_append_row (self->pad, PIPS_PAD_ROW_PLAIN, pips_yacht_box_get_name (box),
                         _pips_yacht_page_get_box_key (box),
                         pips_yacht_box_get_hint (box, pips_yacht_game_get_rules (game)->box_set));
  pips_pad_set_row_action (self->pad, self->box_rows[index], "yacht.score",
                           pips_yacht_box_to_id (box));
}

/* The upper sum and its bonus, after the last upper box. */
static void
add_upper_sums (PipsYachtPage *self)
{
  /* Translators: a row of the pad of Yacht: the points of the six upper boxes */
  self->row_upper_sum = pips_pad_append_row (self->pad, PIPS_PAD_ROW_SUM, _("Upper Sum"), NULL, NULL);
  /* Translators: a row of the pad of Yacht: the bonus for 63 or more in the upper boxes */
  self->row_bonus = pips_pad_append_row (self->pad, PIPS_PAD_ROW_GROUP_END, _("Bonus"), NULL, NULL);
}

/* The rows: the boxes in the order of the rules with the upper sum and bonus after the last
 * upper box, then the lower sum, the bonus of a further five of a kind, the total. */
static void
add_rows (PipsYachtPage *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  gboolean five_again = pips_yacht_game_get_rules (game)->five_again_bonus > 0;

  self->n_boxes = pips_yacht_game_get_n_boxes (game);
  self->row_upper_sum = -1;
  for (guint i = 0; i < self->n_boxes; i++)
    {
      if (self->row_upper_sum < 0 && !pips_yacht_box_is_upper (pips_yacht_game_get_box (game, i)))
        add_upper_sums (self);
      add_box_row (self, i);
    }
  if (self->row_upper_sum < 0)
    add_upper_sums (self);

  /* Translators: a row of the pad of Yacht: the points of the lower boxes */
  self->row_lower_sum = pips_pad_append_row (self->pad, PIPS_PAD_ROW_SUM, _("Lower Sum"), NULL, NULL);
  self->row_five_again = -1;
  if (five_again)
    {
      g_autofree char *title = dup_five_again_title ();

      self->row_five_again = pips_pad_append_row (self->pad, PIPS_PAD_ROW_GROUP_END, title,
                                                  NULL, NULL);
    }
  /* Translators: a row of the pad of Yacht: everything together */
  self->row_total = pips_pad_append_row (self->pad, PIPS_PAD_ROW_SUM | PIPS_PAD_ROW_TOTAL,
                                         _("Total"), NULL, NULL);
}

/* A right click or a long press on a box to score: cross it out instead (asks where the dice
 * fit). */
static void
option_secondary_cb (GtkGesture *gesture,
                     int         n_press,
                     double      x,
                     double      y,
                     gpointer    user_data)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  GVariant *box = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_activate_action_variant (button, "yacht.cross-out", box);
}

static void
option_long_pressed_cb (GtkGestureLongPress *gesture,
                        double               x,
                        double               y,
                        gpointer             user_data)
{
  option_secondary_cb (GTK_GESTURE (gesture), 1, x, y, user_data);
}

/* Under the button of a box: the expected final score of scoring there, with the odds on; a
 * screen reader has it as the button's description. */
static void
add_box_extras (GtkWidget *cell,
                GtkWidget *button)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();
  GtkWidget *expected = gtk_label_new (NULL);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (option_secondary_cb), NULL);
  gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (long_press), GTK_PHASE_CAPTURE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (option_long_pressed_cb), NULL);
  gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (long_press));

  g_object_set (expected, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_widget_add_css_class (expected, "expected");
  gtk_widget_add_css_class (expected, "numeric");
  gtk_widget_set_visible (expected, FALSE);
  gtk_box_append (GTK_BOX (cell), expected);
}

static GtkWidget *
get_expected (PipsYachtPage *self,
              guint          player,
              guint          index)
{
  return gtk_widget_get_last_child (pips_pad_get_cell (self->pad, player, self->box_rows[index]));
}

void
_pips_yacht_page_build_pad (PipsYachtPage *self)
{
  add_rows (self);
  pips_pad_set_players (self->pad, PIPS_GAME (_pips_yacht_page_get_game (self)));

  for (guint p = 0; p < self->n_players; p++)
    for (guint i = 0; i < self->n_boxes; i++)
      add_box_extras (pips_pad_get_cell (self->pad, p, self->box_rows[i]),
                      pips_pad_get_option (self->pad, p, self->box_rows[i]));
}


/* Whether every upper box of @player is filled: the bonus is decided. */
static gboolean
upper_filled (PipsYachtGame *game,
              guint          player)
{
  for (guint i = 0; i < pips_yacht_game_get_n_boxes (game); i++)
    if (pips_yacht_box_is_upper (pips_yacht_game_get_box (game, i)) &&
        pips_yacht_game_get_box_points (game, player, i) < 0)
      return FALSE;

  return TRUE;
}

/* The bonus: its points once reached, else how far the upper boxes are from it ("needs 9"). */
static void
update_bonus (PipsYachtPage *self,
              guint          player)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  const char *name = pips_game_get_player_name (PIPS_GAME (game), player);
  guint bonus = pips_yacht_game_get_upper_bonus (game, player);
  guint needed = pips_yacht_game_get_bonus_needed (game, player);
  gboolean decided = bonus > 0 || needed == 0 || upper_filled (game, player);

  if (decided)
    pips_pad_set_points (self->pad, player, self->row_bonus, bonus, bonus == 0);
  else
    {
      /* Translators: on the pad of Yacht, in the bonus row: the points the upper boxes still
       * need for the bonus (keep it short, the column is narrow), e.g. "needs 9" */
      g_autofree char *short_text = g_strdup_printf (_("needs %u"), needed);
      /* Translators: the accessible name of a player's upper bonus not reached yet, e.g.
       * "Anna, Bonus: needs 9 more" */
      g_autofree char *text = g_strdup_printf (_("%s, Bonus: needs %u more"), name, needed);

      pips_pad_set_text (self->pad, player, self->row_bonus, short_text, text, TRUE);
    }

  pips_pad_set_mark (self->pad, player, self->row_bonus, decided ? NULL : "needs");
}

/* The advice on a box to score: the expected final score of scoring there, under the button and
 * as its description; the button stands out where scoring there is the best choice of all (no
 * keep beats it). */
static void
show_expected (PipsYachtPage         *self,
               GtkWidget             *button,
               GtkWidget             *expected,
               guint                  index,
               const PipsYachtAdvice *advice)
{
  gboolean shown = advice != NULL && isfinite (advice->boxes[index]);

  gtk_widget_set_visible (expected, shown);
  if (shown)
    {
      g_autofree char *value = _pips_yacht_page_dup_points (advice->boxes[index]);
      /* Translators: the accessible description of a box to score in, with the odds on:
       * the expected final score of scoring there, e.g. "190.1 expected" */
      g_autofree char *description = g_strdup_printf (_("%s expected"), value);

      gtk_label_set_label (GTK_LABEL (expected), value);
      pips_widget_set_css_class (expected, "best", (int) index == advice->best_box);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                      -1);
    }
  else
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (button),
                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  pips_widget_set_css_class (button, "best",
             advice != NULL && (int) index == advice->best_box &&
             (advice->throws_left == 0 || advice->best_keep < 0 ||
              advice->boxes[index] >= advice->keeps[advice->best_keep]));
}

/* A box the dice of the player to act can be scored in: a button with what they score. */
static gboolean
offer_box (PipsYachtPage         *self,
           guint                  player,
           guint                  index,
           const PipsYachtAdvice *advice)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  const char *box_name = pips_yacht_box_get_name (pips_yacht_game_get_box (game, index));
  guint points = 0;
  guint five_again = 0;
  g_autofree char *text = NULL;
  GtkWidget *button;

  if (!pips_yacht_game_check_box (game, index, &points, &five_again, NULL))
    return FALSE;

  if (five_again > 0)
    /* Translators: the accessible name of a box the dice of Yacht can be scored in, with the
     * bonus of a further five of a kind, e.g. "Full House, 25 and a bonus of 100 if scored
     * now" */
    text = g_strdup_printf (_("%s, %u and a bonus of %u if scored now"),
                            box_name, points, five_again);
  else
    /* Translators: the accessible name of a box the dice of Yacht can be scored in, e.g.
     * "Full House, 25 if scored now" */
    text = g_strdup_printf (_("%s, %u if scored now"), box_name, points);
  button = pips_pad_offer (self->pad, player, self->box_rows[index], points, text);
  show_expected (self, button, get_expected (self, player, index), index, advice);

  return TRUE;
}

/* One box of one player: a button to score there (the player to act, dice on the table), its
 * points, or nothing yet. */
static void
update_box (PipsYachtPage         *self,
            guint                  player,
            guint                  index,
            gboolean               offer,
            const PipsYachtAdvice *advice)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  int points = pips_yacht_game_get_box_points (game, player, index);

  if (offer && points < 0 && offer_box (self, player, index, advice))
    return;

  gtk_widget_set_visible (get_expected (self, player, index), FALSE);
  if (points >= 0)
    pips_pad_set_points (self->pad, player, self->box_rows[index], points, points == 0);
  else
    pips_pad_set_free (self->pad, player, self->box_rows[index]);
}

void
_pips_yacht_page_update_pad (PipsYachtPage         *self,
                             int                    current,
                             const PipsYachtAdvice *advice)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  gboolean offer = current >= 0 && pips_yacht_game_can_score (game);

  pips_pad_set_current (self->pad, current);
  for (guint p = 0; p < self->n_players; p++)
    {
      guint five_again = pips_yacht_game_get_five_again (game, p);

      for (guint i = 0; i < self->n_boxes; i++)
        update_box (self, p, i, offer && (int) p == current,
                    (int) p == current ? advice : NULL);

      pips_pad_set_points (self->pad, p, self->row_upper_sum,
                           pips_yacht_game_get_upper_sum (game, p), FALSE);
      update_bonus (self, p);
      pips_pad_set_points (self->pad, p, self->row_lower_sum,
                           pips_yacht_game_get_lower_sum (game, p), FALSE);
      if (self->row_five_again >= 0)
        pips_pad_set_points (self->pad, p, self->row_five_again, five_again, five_again == 0);
      pips_pad_set_points (self->pad, p, self->row_total, pips_yacht_game_get_total (game, p), FALSE);
    }
}
