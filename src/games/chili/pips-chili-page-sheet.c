/* pips-chili-page-sheet.c — the pad of the page of Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows of the pad (PipsPad, pips-pad.c): a row per field, bonus and total, the throws left
 * on top; a column per player. In the column of the player to act each free field is a button
 * that scores the current dice there; a long press on it says why it scores what it does.
 */

#define G_LOG_DOMAIN "pips-chili-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chili-page-private.h"

static gboolean
unparent_popover_cb (gpointer data)
{
  GtkWidget *popover = data;

  if (gtk_widget_get_parent (popover) != NULL)
    gtk_widget_unparent (popover);
  g_object_unref (popover);

  return G_SOURCE_REMOVE;
}

static void
reason_closed_cb (GtkPopover *popover)
{
  g_idle_add (unparent_popover_cb, g_object_ref (popover));
}

/* A touch has no hover: a long press on what a field would score says why (what the tooltip
 * says to a pointer), and scores nothing. */
static void
option_long_pressed_cb (GtkGestureLongPress *gesture,
                        double               x,
                        double               y,
                        gpointer             user_data)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  const char *reason = gtk_widget_get_tooltip_text (button);
  GtkWidget *popover;
  GtkWidget *label;

  if (reason == NULL || reason[0] == '\0')
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);

  label = gtk_label_new (reason);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), label);
  gtk_widget_set_parent (popover, button);
  g_signal_connect (popover, "closed", G_CALLBACK (reason_closed_cb), NULL);
  gtk_popover_popup (GTK_POPOVER (popover));
}

/* The rows of the pad, and the player's columns (the base type's pad, pips-pad.c). */
static void
add_rows (PipsChiliPage *self)
{
  /* Translators: a row of the pad: how many throws each player has left */
  pips_pad_append_row (self->pad, PIPS_PAD_ROW_GROUP_END, _("Throws left"), NULL, NULL);
  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      gboolean group_end = f == PIPS_CHILI_FIELD_6 || f == PIPS_CHILI_FIELD_SUM;
      guint row = pips_pad_append_row (self->pad,
                                       group_end ? PIPS_PAD_ROW_GROUP_END : PIPS_PAD_ROW_PLAIN,
                                       pips_chili_field_get_name (f),
                                       _pips_chili_page_get_field_key (f), NULL);

      pips_pad_set_row_action (self->pad, row, "chili.score", pips_chili_field_to_id (f));
    }
  /* Translators: a row of the pad: 5 points per unused throw */
  pips_pad_append_row (self->pad, PIPS_PAD_ROW_PLAIN, _("Bonus"), NULL, NULL);
  /* Translators: a row of the pad: the fields plus the bonus */
  pips_pad_append_row (self->pad, PIPS_PAD_ROW_TOTAL, _("Total"), NULL, NULL);
}

/* The budget of throws of a player, as a bar under the number; the last few are worth a look. */
static void
add_throws_bar (PipsChiliPage *self,
                guint          player)
{
  guint budget = pips_chili_game_get_throw_budget (_pips_chili_page_get_game (self));
  GtkWidget *bar = g_object_new (GTK_TYPE_LEVEL_BAR,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                 "min-value", 0.0,
                                 "max-value", (double) MAX (budget, 1),
                                 NULL);

  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW,
                                  MIN (5.0, budget / 3.0));
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH,
                                  (double) MAX (budget, 1));
  gtk_box_append (GTK_BOX (pips_pad_get_cell (self->pad, player, ROW_THROWS)), bar);
}

static GtkLevelBar *
get_throws_bar (PipsChiliPage *self,
                guint          player)
{
  return GTK_LEVEL_BAR (gtk_widget_get_last_child (pips_pad_get_cell (self->pad, player, ROW_THROWS)));
}

void
_pips_chili_page_build_pad (PipsChiliPage *self)
{
  add_rows (self);
  pips_pad_set_players (self->pad, PIPS_GAME (_pips_chili_page_get_game (self)));

  for (guint p = 0; p < self->n_players; p++)
    {
      add_throws_bar (self, p);
      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          GtkWidget *button = pips_pad_get_option (self->pad, p, ROW_FIELDS + f);
          GtkGesture *long_press = gtk_gesture_long_press_new ();

          gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
          gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (long_press),
                                                      GTK_PHASE_CAPTURE);
          g_signal_connect (long_press, "pressed", G_CALLBACK (option_long_pressed_cb), NULL);
          gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (long_press));
        }
    }
}

/* The scoring a field has when it is filled by its own rule (a Set into Set). */
static gboolean
is_own_scoring (PipsChiliField   field,
                PipsChiliScoring scoring)
{
  switch (field)
    {
    case PIPS_CHILI_FIELD_RED:
      return scoring == PIPS_CHILI_SCORING_RED;
    case PIPS_CHILI_FIELD_RUN:
      return scoring == PIPS_CHILI_SCORING_RUN;
    case PIPS_CHILI_FIELD_SET:
      return scoring == PIPS_CHILI_SCORING_SET;
    case PIPS_CHILI_FIELD_SUM:
      return scoring == PIPS_CHILI_SCORING_SUM;
    case PIPS_CHILI_FIELD_1:
    case PIPS_CHILI_FIELD_2:
    case PIPS_CHILI_FIELD_3:
    case PIPS_CHILI_FIELD_4:
    case PIPS_CHILI_FIELD_5:
    case PIPS_CHILI_FIELD_6:
    case PIPS_CHILI_N_FIELDS:
    default:
      return scoring == PIPS_CHILI_SCORING_NUMBER;
    }
}

/* The throws a player has left, as a number and a bar. */
static void
show_throws (PipsChiliPage *self,
             guint          player)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  const char *name = pips_game_get_player_name (PIPS_GAME (game), player);
  guint left = pips_chili_game_get_throws_left (game, player);
  g_autofree char *text = g_strdup_printf ("%u", left);
  g_autofree char *label = NULL;

  /* Translators: the accessible name of a player's budget of throws, e.g. "Anna: 12 throws left" */
  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "%s: %u throw left", "%s: %u throws left", left),
                           name, left);
  pips_pad_set_text (self->pad, player, ROW_THROWS, text, label, FALSE);
  gtk_level_bar_set_value (get_throws_bar (self, player), left);
  gtk_widget_set_tooltip_text (pips_pad_get_cell (self->pad, player, ROW_THROWS), label);
}

/* What the dice of the player to act would score in a free field: a button to score them. */
static void
offer_field (PipsChiliPage              *self,
             guint                       player,
             const PipsChiliScoreOption *option)
{
  const char *name = pips_game_get_player_name (PIPS_GAME (_pips_chili_page_get_game (self)), player);
  /* Translators: the accessible name of a free field of the player to act: the player, the
   * field, the points the dice score there and why, e.g. "Anna, Set: score 24, Set into the 3s" */
  g_autofree char *label = g_strdup_printf (_("%s, %s: score %u, %s"),
                                            name, pips_chili_field_get_name (option->field),
                                            option->points, option->reason);
  GtkWidget *button = pips_pad_offer (self->pad, player, ROW_FIELDS + option->field,
                                      option->points, label);

  gtk_widget_set_tooltip_text (button, option->reason);
}

/* A field with what is written there (a pepper stays to be seen), or nothing yet. */
static void
show_field (PipsChiliPage  *self,
            guint           player,
            PipsChiliField  field)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  guint row = ROW_FIELDS + field;
  guint points = pips_chili_game_get_field_points (game, player, field);
  PipsChiliScoring scoring = pips_chili_game_get_field_scoring (game, player, field);
  gboolean filled = pips_chili_game_get_field_filled (game, player, field);

  if (filled)
    pips_pad_set_points (self->pad, player, row, points, points == 0);
  else
    pips_pad_set_free (self->pad, player, row);
  pips_pad_set_mark (self->pad, player, row,
                     filled && pips_chili_scoring_is_pepper (scoring) ? "pepper" : NULL);
  gtk_widget_set_tooltip_text (pips_pad_get_value (self->pad, player, row),
                               !filled || is_own_scoring (field, scoring)
                               ? NULL : pips_chili_scoring_get_name (scoring));
}

/* The bonus for unused throws counts at the end; while the game runs it is what the player may
 * still get ("≤ 150"), and the total is what the fields hold. */
static void
show_sums (PipsChiliPage *self,
           guint          player,
           gboolean       over)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  guint bonus = pips_chili_game_get_bonus (game, player);

  if (over)
    pips_pad_set_points (self->pad, player, ROW_BONUS, bonus, FALSE);
  else
    {
      const char *name = pips_game_get_player_name (PIPS_GAME (game), player);
      /* Translators: on the pad, the bonus a player may still get for unused throws, at
       * most, e.g. "≤ 150" (keep it short) */
      g_autofree char *up_to = g_strdup_printf (_("≤ %u"), bonus);
      /* Translators: the accessible name of a player's bonus while the game runs, e.g.
       * "Anna, Bonus: up to 150" */
      g_autofree char *label = g_strdup_printf (_("%s, Bonus: up to %u"), name, bonus);

      pips_pad_set_text (self->pad, player, ROW_BONUS, up_to, label, TRUE);
    }

  pips_pad_set_points (self->pad, player, ROW_TOTAL,
                       over ? pips_chili_game_get_total (game, player)
                            : pips_chili_game_get_fields_total (game, player),
                       FALSE);
}

/* The pad: every player's throws, fields and sums; in the column of the player to act
 * (@current), what the dice would score in each free field (@options). */
void
_pips_chili_page_update_pad (PipsChiliPage *self,
                           int            current,
                           GPtrArray     *options)
{
  gboolean over = pips_game_is_over (PIPS_GAME (_pips_chili_page_get_game (self)));

  pips_pad_set_current (self->pad, current);
  for (guint p = 0; p < self->n_players; p++)
    {
      show_throws (self, p);
      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        show_field (self, p, f);
      show_sums (self, p, over);
    }

  for (guint i = 0; current >= 0 && i < options->len; i++)
    offer_field (self, current, g_ptr_array_index (options, i));
}
