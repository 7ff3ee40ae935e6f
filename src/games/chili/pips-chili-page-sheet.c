/* pips-chili-page-sheet.c — the pad of the page of Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid of the pad: a row per field, bonus and total, the throws left on top, a column per
 * player. In the column of the player to act each free field is a button that scores the current
 * dice there.
 */

#define G_LOG_DOMAIN "pips-chili-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chili-page-private.h"

static const char *
row_class (guint row)
{
  switch (row)
    {
    case ROW_HEADER:
      return "header";
    case ROW_THROWS:
    case ROW_FIELDS + PIPS_CHILI_FIELD_6:
    case ROW_FIELDS + PIPS_CHILI_FIELD_SUM:
      return "group-end";
    case ROW_TOTAL:
      return "total";
    default:
      return NULL;
    }
}

static GtkWidget *
cell_new (PipsChiliPage *self,
          guint          column,
          guint          row)
{
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  const char *css = row_class (row);

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

/* The title of a row. It does not wrap: the grid keeps a constant size, which its scrolled
 * window needs. */
static void
row_title_new (PipsChiliPage *self,
               guint          row,
               const char    *title)
{
  gtk_label_set_label (cell_label_new (cell_new (self, 0, row), 0), title);
}

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

void
_pips_chili_page_build_pad (PipsChiliPage *self)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  guint budget = pips_chili_game_get_throw_budget (game);

  /* The titles of the rows. */
  cell_new (self, 0, ROW_HEADER);
  /* Translators: a row of the pad: how many throws each player has left */
  row_title_new (self, ROW_THROWS, _("Throws left"));
  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      GtkWidget *cell = cell_new (self, 0, ROW_FIELDS + f);
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *title = gtk_label_new (pips_chili_field_get_name (f));
      GtkWidget *key = gtk_label_new (_pips_chili_page_get_field_key (f));

      /* The key that scores there, as on a keyboard; the screen reader has it in the list of
       * shortcuts. */
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_set_hexpand (title, TRUE);
      gtk_widget_set_vexpand (line, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (key),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
      g_object_set (key, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
      gtk_widget_add_css_class (key, "field-key");
      gtk_widget_set_valign (key, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (line), title);
      gtk_box_append (GTK_BOX (line), key);
      gtk_box_append (GTK_BOX (cell), line);
    }
  /* Translators: a row of the pad: 5 points per unused throw */
  row_title_new (self, ROW_BONUS, _("Bonus"));
  /* Translators: a row of the pad: the fields plus the bonus */
  row_title_new (self, ROW_TOTAL, _("Total"));

  self->columns = g_new0 (PipsChiliPageColumn, self->n_players);

  for (guint p = 0; p < self->n_players; p++)
    {
      PipsChiliPageColumn *column = &self->columns[p];
      const char *name = pips_game_get_player_name (PIPS_GAME (game), p);
      GtkWidget *bar;

      for (guint r = 0; r < N_ROWS; r++)
        column->slots[r] = cell_new (self, p + 1, r);

      column->name = cell_label_new (column->slots[ROW_HEADER], 0.5);
      /* A name never ends in "…": one of two words goes on two lines ("Spieler" over "1"),
       * a long word widens its column and the pad scrolls sideways. No wrapping: the grid keeps
       * a constant size, which its scrolled window needs. */
      {
        g_autofree char *shown = g_strdup (name);
        char *space = strrchr (shown, ' ');

        if (g_utf8_strlen (shown, -1) > 7 && space != NULL && space != shown)
          *space = '\n';
        gtk_label_set_label (column->name, shown);
      }
      gtk_label_set_justify (column->name, GTK_JUSTIFY_CENTER);
      gtk_widget_set_tooltip_text (GTK_WIDGET (column->name), name);

      column->throws = cell_label_new (column->slots[ROW_THROWS], 0.5);
      gtk_widget_add_css_class (GTK_WIDGET (column->throws), "numeric");
      bar = g_object_new (GTK_TYPE_LEVEL_BAR,
                          "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                          "min-value", 0.0,
                          "max-value", (double) MAX (budget, 1),
                          NULL);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
      /* The last few throws are worth a look. */
      gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW,
                                      MIN (5.0, budget / 3.0));
      gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH,
                                      (double) MAX (budget, 1));
      gtk_box_append (GTK_BOX (column->slots[ROW_THROWS]), bar);
      column->throws_bar = GTK_LEVEL_BAR (bar);

      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          GtkWidget *cell = column->slots[ROW_FIELDS + f];
          GtkWidget *button = gtk_button_new ();
          GtkWidget *label = gtk_label_new (NULL);

          column->fields[f] = cell_label_new (cell, 0.5);
          gtk_widget_add_css_class (GTK_WIDGET (column->fields[f]), "numeric");

          gtk_widget_add_css_class (label, "numeric");
          gtk_button_set_child (GTK_BUTTON (button), label);
          gtk_widget_add_css_class (button, "score-option");
          gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_widget_set_vexpand (button, TRUE);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "chili.score");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s",
                                            pips_chili_field_to_id (f));
          {
            GtkGesture *long_press = gtk_gesture_long_press_new ();

            gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
            gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (long_press),
                                                        GTK_PHASE_CAPTURE);
            g_signal_connect (long_press, "pressed", G_CALLBACK (option_long_pressed_cb), NULL);
            gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (long_press));
          }
          gtk_box_append (GTK_BOX (cell), button);
          column->options[f] = GTK_BUTTON (button);
          column->option_labels[f] = GTK_LABEL (label);
        }

      column->bonus = cell_label_new (column->slots[ROW_BONUS], 0.5);
      gtk_widget_add_css_class (GTK_WIDGET (column->bonus), "numeric");
      column->total = cell_label_new (column->slots[ROW_TOTAL], 0.5);
      gtk_widget_add_css_class (GTK_WIDGET (column->total), "numeric");
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

static void
set_points (GtkLabel *label,
            guint     points)
{
  g_autofree char *text = g_strdup_printf ("%u", points);

  gtk_label_set_label (label, text);
}

void
_pips_chili_page_update_pad (PipsChiliPage *self,
                             int            current,
                             GPtrArray     *options)
{
  PipsChiliGame *game = _pips_chili_page_get_game (self);
  PipsChiliScoreOption *by_field[PIPS_CHILI_N_FIELDS] = { NULL, };
  gboolean over = pips_game_is_over (PIPS_GAME (game));

  for (guint i = 0; i < options->len; i++)
    {
      PipsChiliScoreOption *option = g_ptr_array_index (options, i);

      by_field[option->field] = option;
    }

  for (guint p = 0; p < self->n_players; p++)
    {
      PipsChiliPageColumn *column = &self->columns[p];
      const char *name = pips_game_get_player_name (PIPS_GAME (game), p);
      guint left = pips_chili_game_get_throws_left (game, p);
      g_autofree char *throws_text = NULL;
      g_autofree char *name_text = NULL;
      g_autofree char *bonus_text = NULL;
      g_autofree char *total_text = NULL;
      guint total;

      for (guint r = 0; r < N_ROWS; r++)
        {
          if ((int) p == current)
            gtk_widget_add_css_class (column->slots[r], "current");
          else
            gtk_widget_remove_css_class (column->slots[r], "current");
        }

      if ((int) p == current)
        /* Translators: the accessible name of the column head of the player to act */
        name_text = g_strdup_printf (_("%s, to play"), name);
      else
        name_text = g_strdup (name);
      _pips_chili_page_set_accessible_label (column->name, name_text);

      set_points (column->throws, left);
      gtk_level_bar_set_value (column->throws_bar, left);
      /* Translators: the accessible name of a player's budget of throws, e.g. "Anna: 12 throws left" */
      throws_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "%s: %u throw left", "%s: %u throws left", left),
                                     name, left);
      _pips_chili_page_set_accessible_label (column->throws, throws_text);
      gtk_widget_set_tooltip_text (column->slots[ROW_THROWS], throws_text);

      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          PipsChiliScoreOption *option = (int) p == current ? by_field[f] : NULL;
          GtkWidget *label = GTK_WIDGET (column->fields[f]);
          GtkWidget *button = GTK_WIDGET (column->options[f]);
          const char *field_name = pips_chili_field_get_name (f);
          g_autofree char *text = NULL;

          gtk_widget_set_visible (label, option == NULL);
          gtk_widget_set_visible (button, option != NULL);

          if (option != NULL)
            {
              set_points (column->option_labels[f], option->points);
              gtk_widget_set_tooltip_text (button, option->reason);
              if (option->points == 0)
                gtk_widget_add_css_class (button, "miss");
              else
                gtk_widget_remove_css_class (button, "miss");
              /* Translators: the accessible name of a free field of the player to act: the
               * player, the field, the points the dice score there and why, e.g.
               * "Anna, Set: score 24, Set into the 3s" */
              text = g_strdup_printf (_("%s, %s: score %u, %s"),
                                      name, field_name, option->points, option->reason);
              _pips_chili_page_set_accessible_label (button, text);
            }
          else if (pips_chili_game_get_field_filled (game, p, f))
            {
              guint points = pips_chili_game_get_field_points (game, p, f);
              PipsChiliScoring scoring = pips_chili_game_get_field_scoring (game, p, f);

              set_points (column->fields[f], points);
              /* A pepper stays to be seen on the pad. */
              if (pips_chili_scoring_is_pepper (scoring))
                gtk_widget_add_css_class (label, "pepper");
              else
                gtk_widget_remove_css_class (label, "pepper");
              if (points == 0)
                gtk_widget_add_css_class (label, "dim-label");
              else
                gtk_widget_remove_css_class (label, "dim-label");
              gtk_widget_set_tooltip_text (label,
                                           is_own_scoring (f, scoring)
                                           ? NULL : pips_chili_scoring_get_name (scoring));
              /* Translators: the accessible name of a filled field: the player, the field and
               * the points written there, e.g. "Anna, Set: 24" */
              text = g_strdup_printf (_("%s, %s: %u"), name, field_name, points);
              _pips_chili_page_set_accessible_label (label, text);
            }
          else
            {
              gtk_label_set_label (column->fields[f], "");
              gtk_widget_remove_css_class (label, "pepper");
              gtk_widget_set_tooltip_text (label, NULL);
              /* Translators: the accessible name of a field nothing is written in yet,
               * e.g. "Anna, Set: free" */
              text = g_strdup_printf (_("%s, %s: free"), name, field_name);
              _pips_chili_page_set_accessible_label (label, text);
            }
        }

      /* The bonus for unused throws counts at the end; while the game runs it is what the
       * player may still get ("≤ 150"), and the total is what the fields hold. */
      if (over)
        {
          set_points (column->bonus, pips_chili_game_get_bonus (game, p));
          gtk_widget_remove_css_class (GTK_WIDGET (column->bonus), "dim-label");
          /* Translators: the accessible name of a player's bonus, e.g. "Anna, Bonus: 60" */
          bonus_text = g_strdup_printf (_("%s, Bonus: %u"), name, pips_chili_game_get_bonus (game, p));
        }
      else
        {
          /* Translators: on the pad, the bonus a player may still get for unused throws, at
           * most, e.g. "≤ 150" (keep it short) */
          g_autofree char *up_to = g_strdup_printf (_("≤ %u"), pips_chili_game_get_bonus (game, p));

          gtk_label_set_label (column->bonus, up_to);
          gtk_widget_add_css_class (GTK_WIDGET (column->bonus), "dim-label");
          /* Translators: the accessible name of a player's bonus while the game runs, e.g.
           * "Anna, Bonus: up to 150" */
          bonus_text = g_strdup_printf (_("%s, Bonus: up to %u"), name, pips_chili_game_get_bonus (game, p));
        }
      _pips_chili_page_set_accessible_label (column->bonus, bonus_text);

      total = over ? pips_chili_game_get_total (game, p) : pips_chili_game_get_fields_total (game, p);
      set_points (column->total, total);
      /* Translators: the accessible name of a player's total, e.g. "Anna, Total: 245" */
      total_text = g_strdup_printf (_("%s, Total: %u"), name, total);
      _pips_chili_page_set_accessible_label (column->total, total_text);
    }
}

/* Many players do not fit a phone: the column of the player to act is scrolled into view. */
void
_pips_chili_page_scroll_to_current (PipsChiliPage *self)
{
  int current = pips_game_get_only_player (pips_session_get_game (pips_game_page_get_session (PIPS_GAME_PAGE (self))));
  GtkWidget *viewport = gtk_widget_get_parent (GTK_WIDGET (self->pad));
  GtkScrollInfo *info;

  if (current < 0 || !GTK_IS_VIEWPORT (viewport))
    return;

  info = gtk_scroll_info_new ();
  gtk_scroll_info_set_enable_vertical (info, FALSE);
  gtk_viewport_scroll_to (GTK_VIEWPORT (viewport), self->columns[current].slots[ROW_HEADER], info);
}
