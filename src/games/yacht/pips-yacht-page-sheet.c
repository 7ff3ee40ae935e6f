/* pips-yacht-page-sheet.c — the pad of the page of Yacht
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid of the pad, as printed: a row per box of the rules in force, the upper sum and its
 * bonus after the six upper boxes, the lower sum, the bonus of a further five of a kind where
 * the rules give one, and the total; a column per player. In the column of the player to act
 * each free box is a button that scores the dice there, with what they would score; with the
 * odds on, the expected final score of that choice is under it.
 */

#define G_LOG_DOMAIN "pips-yacht-page"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "pips-yacht-page-private.h"

static GtkWidget *
cell_new (PipsYachtPage *self,
          guint          column,
          int            row,
          const char    *css)
{
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);

  gtk_widget_add_css_class (cell, "cell");
  gtk_widget_add_css_class (cell, column == 0 ? "row-title" : "player");
  if (css != NULL)
    gtk_widget_add_css_class (cell, css);
  gtk_widget_set_valign (cell, GTK_ALIGN_FILL);
  gtk_grid_attach (self->pad, cell, column, row, 1, 1);

  return cell;
}

static GtkLabel *
cell_label_new (GtkWidget *cell,
                float      xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (cell), label);

  return GTK_LABEL (label);
}

/* The style of a row: the head, the last row of a group, the sums, the total. */
static const char *
row_class (PipsYachtPage *self,
           int            row)
{
  if (row == 0)
    return "header";
  if (row == self->row_total)
    return "total";
  if (row == self->row_upper_sum || row == self->row_lower_sum)
    return "sum";
  if (row == self->row_bonus || row == self->row_five_again ||
      (self->row_five_again < 0 && row == self->row_lower_sum))
    return "group-end";

  return NULL;
}

/* The title of a row. It does not wrap: the grid keeps a constant size, which its scrolled
 * window needs. */
static void
row_title_new (PipsYachtPage *self,
               int            row,
               const char    *title)
{
  gtk_label_set_label (cell_label_new (cell_new (self, 0, row, row_class (self, row)), 0), title);
}

/* The rows: the head, the boxes in the order of the rules with the upper sum and bonus after the
 * last upper box, then the lower sum, the bonus of a further five of a kind, the total. */
static void
lay_out_rows (PipsYachtPage *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  const PipsYachtRules *rules = pips_yacht_game_get_rules (game);
  int row = 1;

  self->n_boxes = pips_yacht_game_get_n_boxes (game);
  self->row_upper_sum = -1;
  for (guint i = 0; i < self->n_boxes; i++)
    {
      if (self->row_upper_sum < 0 && !pips_yacht_box_is_upper (pips_yacht_game_get_box (game, i)))
        {
          self->row_upper_sum = row++;
          self->row_bonus = row++;
        }
      self->box_rows[i] = row++;
    }
  if (self->row_upper_sum < 0)
    {
      self->row_upper_sum = row++;
      self->row_bonus = row++;
    }
  self->row_lower_sum = row++;
  self->row_five_again = rules->five_again_bonus > 0 ? row++ : -1;
  self->row_total = row++;
  self->n_rows = row;

  g_assert (self->n_rows <= PIPS_YACHT_PAGE_MAX_ROWS);
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
  const char *id = g_object_get_data (G_OBJECT (button), "pips-box-id");

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_activate_action (button, "yacht.cross-out", "s", id);
}

static void
option_long_pressed_cb (GtkGestureLongPress *gesture,
                        double               x,
                        double               y,
                        gpointer             user_data)
{
  option_secondary_cb (GTK_GESTURE (gesture), 1, x, y, user_data);
}

static GtkWidget *
option_new (PipsYachtBox box,
            GtkLabel   **label_out)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();

  gtk_widget_add_css_class (label, "numeric");
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "score-option");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (button, TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "yacht.score");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", pips_yacht_box_to_id (box));
  g_object_set_data (G_OBJECT (button), "pips-box-id", (gpointer) pips_yacht_box_to_id (box));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (option_secondary_cb), NULL);
  gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (long_press), GTK_PHASE_CAPTURE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (option_long_pressed_cb), NULL);
  gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (long_press));

  *label_out = GTK_LABEL (label);

  return button;
}

/* A name never ends in "…": one of two words goes on two lines ("Spieler" over "1"), a long
 * word widens its column and the pad scrolls sideways. No wrapping: the grid keeps a constant
 * size, which its scrolled window needs. */
static void
set_name (GtkLabel   *label,
          const char *name)
{
  g_autofree char *shown = g_strdup (name);
  char *space = strrchr (shown, ' ');

  if (g_utf8_strlen (shown, -1) > 7 && space != NULL && space != shown)
    *space = '\n';
  gtk_label_set_label (label, shown);
  gtk_label_set_justify (label, GTK_JUSTIFY_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), name);
}

static GtkLabel *
numeric_label_new (GtkWidget *cell)
{
  GtkLabel *label = cell_label_new (cell, 0.5);

  gtk_widget_add_css_class (GTK_WIDGET (label), "numeric");

  return label;
}

void
_pips_yacht_page_build_pad (PipsYachtPage *self)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  g_autofree char *five_again_title = NULL;

  lay_out_rows (self);

  /* The titles of the rows: each box with the key that scores there. */
  cell_new (self, 0, 0, "header");
  for (guint i = 0; i < self->n_boxes; i++)
    {
      PipsYachtBox box = pips_yacht_game_get_box (game, i);
      GtkWidget *cell = cell_new (self, 0, self->box_rows[i], row_class (self, self->box_rows[i]));
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *title = gtk_label_new (pips_yacht_box_get_name (box));
      GtkWidget *key = gtk_label_new (_pips_yacht_page_get_box_key (box));
      const char *hint = pips_yacht_box_get_hint (box, pips_yacht_game_get_rules (game)->box_set);

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_set_hexpand (title, TRUE);
      gtk_widget_set_vexpand (line, TRUE);
      if (hint != NULL && hint[0] != '\0')
        gtk_widget_set_tooltip_text (title, hint);
      /* The screen reader has the key in the list of shortcuts. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (key),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
      g_object_set (key, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
      gtk_widget_add_css_class (key, "box-key");
      gtk_widget_set_valign (key, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (line), title);
      gtk_box_append (GTK_BOX (line), key);
      gtk_box_append (GTK_BOX (cell), line);
    }
  /* Translators: a row of the pad of Yacht: the points of the six upper boxes */
  row_title_new (self, self->row_upper_sum, _("Upper Sum"));
  /* Translators: a row of the pad of Yacht: the bonus for 63 or more in the upper boxes */
  row_title_new (self, self->row_bonus, _("Bonus"));
  /* Translators: a row of the pad of Yacht: the points of the lower boxes */
  row_title_new (self, self->row_lower_sum, _("Lower Sum"));
  if (self->row_five_again >= 0)
    {
      /* Translators: a row of the pad of Yacht: the bonus for each further five of a kind,
       * named after the box of five of a kind, e.g. "Yacht Bonus" */
      five_again_title = g_strdup_printf (_("%s Bonus"),
                                          pips_yacht_box_get_name (PIPS_YACHT_BOX_FIVE_OF_A_KIND));
      row_title_new (self, self->row_five_again, five_again_title);
    }
  /* Translators: a row of the pad of Yacht: everything together */
  row_title_new (self, self->row_total, _("Total"));

  self->columns = g_new0 (PipsYachtPageColumn, self->n_players);

  for (guint p = 0; p < self->n_players; p++)
    {
      PipsYachtPageColumn *column = &self->columns[p];

      for (int r = 0; r < self->n_rows; r++)
        column->slots[r] = cell_new (self, p + 1, r, row_class (self, r));

      column->name = cell_label_new (column->slots[0], 0.5);
      set_name (column->name, pips_game_get_player_name (PIPS_GAME (game), p));

      for (guint i = 0; i < self->n_boxes; i++)
        {
          GtkWidget *cell = column->slots[self->box_rows[i]];
          GtkWidget *expected;

          column->boxes[i] = numeric_label_new (cell);
          gtk_box_append (GTK_BOX (cell),
                          option_new (pips_yacht_game_get_box (game, i), &column->option_labels[i]));
          column->options[i] = GTK_BUTTON (gtk_widget_get_last_child (cell));

          /* The expected final score of scoring there, with the odds on; a screen reader has
           * it as the button's description. */
          expected = gtk_label_new (NULL);
          g_object_set (expected, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
          gtk_widget_add_css_class (expected, "expected");
          gtk_widget_add_css_class (expected, "numeric");
          gtk_widget_set_visible (expected, FALSE);
          gtk_box_append (GTK_BOX (cell), expected);
          column->expected[i] = GTK_LABEL (expected);
        }

      column->upper_sum = numeric_label_new (column->slots[self->row_upper_sum]);
      column->bonus = numeric_label_new (column->slots[self->row_bonus]);
      column->lower_sum = numeric_label_new (column->slots[self->row_lower_sum]);
      if (self->row_five_again >= 0)
        column->five_again = numeric_label_new (column->slots[self->row_five_again]);
      column->total = numeric_label_new (column->slots[self->row_total]);
    }
}

static void
set_points (GtkLabel *label,
            guint     points)
{
  g_autofree char *text = g_strdup_printf ("%u", points);

  gtk_label_set_label (label, text);
}

static void
set_dim (gpointer widget,
         gboolean dim)
{
  if (dim)
    gtk_widget_add_css_class (GTK_WIDGET (widget), "dim-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (widget), "dim-label");
}

static void
set_class (gpointer    widget,
           const char *css_class,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (GTK_WIDGET (widget), css_class);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (widget), css_class);
}

/* A sum of the pad, and its accessible name: "Anna, Upper Sum: 54". */
static void
set_sum (GtkLabel   *label,
         const char *player,
         const char *title,
         guint       points)
{
  g_autofree char *text = NULL;

  set_points (label, points);
  /* Translators: the accessible name of a sum on the pad of Yacht, e.g. "Anna, Total: 245" */
  text = g_strdup_printf (_("%s, %s: %u"), player, title, points);
  _pips_yacht_page_set_accessible_label (label, text);
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
              GtkLabel      *label,
              guint          player,
              const char    *name)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  guint bonus = pips_yacht_game_get_upper_bonus (game, player);
  guint needed = pips_yacht_game_get_bonus_needed (game, player);
  g_autofree char *text = NULL;

  if (bonus > 0 || needed == 0 || upper_filled (game, player))
    {
      set_points (label, bonus);
      set_dim (label, bonus == 0);
      /* Translators: the accessible name of a player's upper bonus on the pad of Yacht, e.g.
       * "Anna, Bonus: 35" */
      text = g_strdup_printf (_("%s, Bonus: %u"), name, bonus);
    }
  else
    {
      g_autofree char *short_text = NULL;

      /* Translators: on the pad of Yacht, in the bonus row: the points the upper boxes still
       * need for the bonus (keep it short, the column is narrow), e.g. "needs 9" */
      short_text = g_strdup_printf (_("needs %u"), needed);
      gtk_label_set_label (label, short_text);
      set_dim (label, TRUE);
      /* Translators: the accessible name of a player's upper bonus not reached yet, e.g.
       * "Anna, Bonus: needs 9 more" */
      text = g_strdup_printf (_("%s, Bonus: needs %u more"), name, needed);
    }

  set_class (label, "needs", bonus == 0 && needed > 0 && !upper_filled (game, player));
  _pips_yacht_page_set_accessible_label (label, text);
}

/* One box of one player: its points, a button to score there (the player to act, dice on the
 * table), or nothing yet. */
static void
update_box (PipsYachtPage         *self,
            PipsYachtPageColumn   *column,
            guint                  player,
            guint                  index,
            gboolean               offer,
            const PipsYachtAdvice *advice)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  const char *name = pips_game_get_player_name (PIPS_GAME (game), player);
  const char *box_name = pips_yacht_box_get_name (pips_yacht_game_get_box (game, index));
  int points = pips_yacht_game_get_box_points (game, player, index);
  GtkWidget *label = GTK_WIDGET (column->boxes[index]);
  GtkWidget *button = GTK_WIDGET (column->options[index]);
  GtkWidget *expected = GTK_WIDGET (column->expected[index]);
  guint option_points = 0;
  guint five_again = 0;
  gboolean allowed = FALSE;
  g_autofree char *text = NULL;

  if (offer && points < 0)
    allowed = pips_yacht_game_check_box (game, index, &option_points, &five_again, NULL);

  gtk_widget_set_visible (label, !allowed);
  gtk_widget_set_visible (button, allowed);
  gtk_widget_set_visible (expected, allowed && advice != NULL && isfinite (advice->boxes[index]));

  if (allowed)
    {
      set_points (column->option_labels[index], option_points);
      set_class (button, "miss", option_points == 0);
      if (five_again > 0)
        /* Translators: the accessible name of a box the dice of Yacht can be scored in, with the
         * bonus of a further five of a kind, e.g. "Full House, 25 and a bonus of 100 if scored
         * now" */
        text = g_strdup_printf (_("%s, %u and a bonus of %u if scored now"),
                                box_name, option_points, five_again);
      else
        /* Translators: the accessible name of a box the dice of Yacht can be scored in, e.g.
         * "Full House, 25 if scored now" */
        text = g_strdup_printf (_("%s, %u if scored now"), box_name, option_points);
      _pips_yacht_page_set_accessible_label (button, text);

      if (advice != NULL && isfinite (advice->boxes[index]))
        {
          g_autofree char *value = _pips_yacht_page_dup_points (advice->boxes[index]);
          /* Translators: the accessible description of a box to score in, with the odds on:
           * the expected final score of scoring there, e.g. "190.1 expected" */
          g_autofree char *description = g_strdup_printf (_("%s expected"), value);

          gtk_label_set_label (GTK_LABEL (expected), value);
          set_class (expected, "best", (int) index == advice->best_box);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                          -1);
        }
      else
        {
          gtk_accessible_reset_property (GTK_ACCESSIBLE (button),
                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
        }
      /* The button stands out where scoring there is the best choice of all (no keep beats it). */
      set_class (button, "best",
                 advice != NULL && (int) index == advice->best_box &&
                 (advice->throws_left == 0 || advice->best_keep < 0 ||
                  advice->boxes[index] >= advice->keeps[advice->best_keep]));
    }
  else if (points >= 0)
    {
      set_points (column->boxes[index], points);
      set_dim (label, points == 0);
      /* Translators: the accessible name of a filled box of Yacht: the player, the box and the
       * points written there, e.g. "Anna, Full House: 25" */
      text = g_strdup_printf (_("%s, %s: %u"), name, box_name, points);
      _pips_yacht_page_set_accessible_label (label, text);
    }
  else
    {
      gtk_label_set_label (column->boxes[index], "");
      /* Translators: the accessible name of a box nothing is written in yet, e.g.
       * "Anna, Full House: free" */
      text = g_strdup_printf (_("%s, %s: free"), name, box_name);
      _pips_yacht_page_set_accessible_label (label, text);
    }
}

void
_pips_yacht_page_update_pad (PipsYachtPage         *self,
                             int                    current,
                             const PipsYachtAdvice *advice)
{
  PipsYachtGame *game = _pips_yacht_page_get_game (self);
  gboolean offer = current >= 0 && pips_yacht_game_can_score (game);

  for (guint p = 0; p < self->n_players; p++)
    {
      PipsYachtPageColumn *column = &self->columns[p];
      const char *name = pips_game_get_player_name (PIPS_GAME (game), p);
      g_autofree char *name_text = NULL;

      for (int r = 0; r < self->n_rows; r++)
        set_class (column->slots[r], "current", (int) p == current);

      if ((int) p == current)
        /* Translators: the accessible name of the column head of the player to act */
        name_text = g_strdup_printf (_("%s, to play"), name);
      else
        name_text = g_strdup (name);
      _pips_yacht_page_set_accessible_label (column->name, name_text);

      for (guint i = 0; i < self->n_boxes; i++)
        update_box (self, column, p, i, offer && (int) p == current,
                    (int) p == current ? advice : NULL);

      set_sum (column->upper_sum, name, _("Upper Sum"), pips_yacht_game_get_upper_sum (game, p));
      update_bonus (self, column->bonus, p, name);
      set_sum (column->lower_sum, name, _("Lower Sum"), pips_yacht_game_get_lower_sum (game, p));
      if (column->five_again != NULL)
        {
          g_autofree char *title = g_strdup_printf (_("%s Bonus"),
                                                    pips_yacht_box_get_name (PIPS_YACHT_BOX_FIVE_OF_A_KIND));

          set_sum (column->five_again, name, title, pips_yacht_game_get_five_again (game, p));
          set_dim (column->five_again, pips_yacht_game_get_five_again (game, p) == 0);
        }
      set_sum (column->total, name, _("Total"), pips_yacht_game_get_total (game, p));
    }
}

/* Many players do not fit a phone: the column of the player to act is scrolled into view. */
void
_pips_yacht_page_scroll_to_current (PipsYachtPage *self)
{
  int current = pips_yacht_game_get_current (_pips_yacht_page_get_game (self));
  GtkWidget *viewport = gtk_widget_get_parent (GTK_WIDGET (self->pad));
  GtkScrollInfo *info;

  if (current < 0 || !GTK_IS_VIEWPORT (viewport))
    return;

  info = gtk_scroll_info_new ();
  gtk_scroll_info_set_enable_vertical (info, FALSE);
  gtk_viewport_scroll_to (GTK_VIEWPORT (viewport), self->columns[current].slots[0], info);
}
