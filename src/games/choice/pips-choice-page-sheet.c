/* pips-choice-page-sheet.c — the sheets of the page of Choice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card per player, as the printed pad has it and better: per sum a row with its value, a bar
 * of its marks (red while it costs 200, grey at five, green above with its points), the count
 * and the points; the three discard values with their marks toward eight; the free throws, the
 * jokers left, and the total against the target of 500. Everything shown is read from the
 * rules; the page computes nothing.
 */

#define G_LOG_DOMAIN "pips-choice-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-choice-page-private.h"
#include "pips-widget-util.h"

static GtkLabel *
label_new (GtkGrid    *grid,
           int         column,
           int         row,
           float       xalign,
           const char *css)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "numeric");
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_grid_attach (grid, label, column, row, 1, 1);

  return GTK_LABEL (label);
}

static GtkLevelBar *
bar_new (GtkGrid *grid,
         int      column,
         int      row,
         guint    max)
{
  GtkWidget *bar = gtk_level_bar_new_for_interval (0, max);

  gtk_level_bar_set_mode (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_MODE_DISCRETE);
  /* The colours are the page's, by class; not the level bar's own offsets. */
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_widget_set_hexpand (bar, TRUE);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_grid_attach (grid, bar, column, row, 1, 1);

  return GTK_LEVEL_BAR (bar);
}

static void
build_sheet (PipsChoicePage      *self,
             guint                player,
             PipsChoicePageSheet *sheet)
{
  PipsGame *game = PIPS_GAME (_pips_choice_page_get_game (self));
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name = gtk_label_new (pips_game_get_player_name (game, player));
  GtkWidget *rows = gtk_grid_new ();
  GtkWidget *discards = gtk_grid_new ();
  GtkWidget *discard_title = gtk_label_new (_("Discards"));
  GtkWidget *footer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  sheet->card = card;
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "choice-sheet");
  gtk_widget_set_hexpand (card, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  pips_game_get_player_name (game, player), -1);

  /* The name and the total. */
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (name, "title-4");
  gtk_box_append (GTK_BOX (header), name);
  sheet->total = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (sheet->total), "title-3");
  gtk_widget_add_css_class (GTK_WIDGET (sheet->total), "numeric");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (sheet->total));
  gtk_box_append (GTK_BOX (card), header);

  /* A row per sum: the sum, its value, the bar of its marks, the marks and the points. */
  gtk_grid_set_column_spacing (GTK_GRID (rows), 8);
  gtk_grid_set_row_spacing (GTK_GRID (rows), 2);
  for (guint s = PIPS_CHOICE_MIN_SUM; s <= PIPS_CHOICE_MAX_SUM; s++)
    {
      guint i = s - PIPS_CHOICE_MIN_SUM;
      g_autofree char *sum = g_strdup_printf ("%u", s);
      g_autofree char *value = g_strdup_printf ("×%u", pips_choice_sum_value (s));

      gtk_label_set_label (label_new (GTK_GRID (rows), 0, i, 1, "heading"), sum);
      gtk_label_set_label (label_new (GTK_GRID (rows), 1, i, 1, "dim-label"), value);
      sheet->sum_bars[i] = bar_new (GTK_GRID (rows), 2, i, PIPS_CHOICE_MAX_SCORED);
      gtk_widget_add_css_class (GTK_WIDGET (sheet->sum_bars[i]), "choice-row");
      sheet->sum_marks[i] = label_new (GTK_GRID (rows), 3, i, 1, NULL);
      sheet->sum_points[i] = label_new (GTK_GRID (rows), 4, i, 1, NULL);
      gtk_widget_set_size_request (GTK_WIDGET (sheet->sum_points[i]), 44, -1);
    }
  gtk_box_append (GTK_BOX (card), rows);

  /* The three discard values, toward eight marks. */
  gtk_label_set_xalign (GTK_LABEL (discard_title), 0);
  gtk_widget_add_css_class (discard_title, "heading");
  gtk_box_append (GTK_BOX (card), discard_title);
  gtk_grid_set_column_spacing (GTK_GRID (discards), 8);
  gtk_grid_set_row_spacing (GTK_GRID (discards), 2);
  for (guint i = 0; i < PIPS_CHOICE_N_DISCARDS; i++)
    {
      sheet->discard_values[i] = label_new (GTK_GRID (discards), 0, i, 1, "heading");
      gtk_widget_set_size_request (GTK_WIDGET (sheet->discard_values[i]), 24, -1);
      sheet->discard_bars[i] = bar_new (GTK_GRID (discards), 1, i, PIPS_CHOICE_DISCARD_LIMIT);
      gtk_widget_add_css_class (GTK_WIDGET (sheet->discard_bars[i]), "choice-discard");
      sheet->discard_marks[i] = label_new (GTK_GRID (discards), 2, i, 1, NULL);
    }
  gtk_box_append (GTK_BOX (card), discards);

  /* Free throws, jokers and how the total is made. */
  sheet->free_throws = GTK_LABEL (gtk_label_new (NULL));
  sheet->jokers = GTK_LABEL (gtk_label_new (NULL));
  sheet->breakdown = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (sheet->free_throws, 0);
  gtk_label_set_xalign (sheet->jokers, 0);
  gtk_label_set_wrap (sheet->jokers, TRUE);
  gtk_label_set_xalign (sheet->breakdown, 0);
  gtk_label_set_wrap (sheet->breakdown, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (sheet->free_throws), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (sheet->jokers), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (sheet->breakdown), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (sheet->breakdown), "numeric");
  gtk_box_append (GTK_BOX (footer), GTK_WIDGET (sheet->free_throws));
  gtk_box_append (GTK_BOX (footer), GTK_WIDGET (sheet->jokers));
  gtk_box_append (GTK_BOX (footer), GTK_WIDGET (sheet->breakdown));
  gtk_box_append (GTK_BOX (card), footer);

  adw_wrap_box_append (ADW_WRAP_BOX (self->sheets_box), card);
}

void
_pips_choice_page_build_sheets (PipsChoicePage *self)
{
  self->sheets = g_new0 (PipsChoicePageSheet, MAX (self->n_players, 1));
  for (guint p = 0; p < self->n_players; p++)
    build_sheet (self, p, &self->sheets[p]);
}

/* "630", "−180": a real minus sign, as a printed pad has it. */
static char *
format_number (int number)
{
  if (number < 0)
    return g_strdup_printf ("−%d", -number);

  return g_strdup_printf ("%d", number);
}

/* "+30", "−200", "0". */
static char *
format_points (int points)
{
  if (points > 0)
    return g_strdup_printf ("+%d", points);
  if (points < 0)
    return g_strdup_printf ("−%d", -points);

  return g_strdup ("0");
}


/* A row of the sheet: its marks as a bar, and its points (why, as the rules say, in its
 * tooltip and description). */
static void
show_sum_row (PipsChoicePage      *self,
              guint                player,
              PipsChoicePageSheet *sheet,
              guint                sum)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  guint i = sum - PIPS_CHOICE_MIN_SUM;
  guint marks = pips_choice_game_get_marks (game, player, sum);
  int points = pips_choice_game_get_row_points (game, player, sum);
  g_autofree char *count = g_strdup_printf ("%u", marks);
  g_autofree char *text = marks > 0 ? format_points (points) : g_strdup ("");
  g_autofree char *accessible = NULL;
  g_autofree char *explanation = pips_choice_row_explain (sum, marks);
  GtkWidget *bar = GTK_WIDGET (sheet->sum_bars[i]);

  gtk_level_bar_set_value (sheet->sum_bars[i], MIN (marks, PIPS_CHOICE_MAX_SCORED));
  pips_widget_set_css_class (bar, "penalty", marks > 0 && marks < PIPS_CHOICE_FREE_MARKS);
  pips_widget_set_css_class (bar, "even", marks == PIPS_CHOICE_FREE_MARKS);
  pips_widget_set_css_class (bar, "plus", marks > PIPS_CHOICE_FREE_MARKS);
  gtk_label_set_label (sheet->sum_marks[i], marks > 0 ? count : "");
  gtk_label_set_label (sheet->sum_points[i], text);
  pips_widget_set_css_class (GTK_WIDGET (sheet->sum_points[i]), "error", points < 0);
  pips_widget_set_css_class (GTK_WIDGET (sheet->sum_points[i]), "success", points > 0);

  accessible = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: a row of the sheet: the sum, its marks and its points */
                                             "%u: %u mark, %s points",
                                             "%u: %u marks, %s points", marks),
                                sum, marks, text[0] != '\0' ? text : "0");
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);

  gtk_widget_set_tooltip_text (bar, explanation);
  gtk_widget_set_tooltip_text (GTK_WIDGET (sheet->sum_points[i]), explanation);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  explanation, -1);
}

/* A discard value of the sheet, "–" while free, with its marks toward the eight that end the
 * sheet. */
static void
show_discard (PipsChoicePage      *self,
              guint                player,
              PipsChoicePageSheet *sheet,
              guint                i)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  g_autofree char *value = NULL;
  g_autofree char *marks = NULL;
  guint n = 0;

  if (i < pips_choice_game_get_n_discards (game, player))
    {
      n = pips_choice_game_get_discard_marks (game, player, i);
      value = g_strdup_printf ("%u", pips_choice_game_get_discard_value (game, player, i));
      /* Translators: a discard value's marks toward the eight that end the sheet */
      marks = g_strdup_printf (_("%u of %u"), n, PIPS_CHOICE_DISCARD_LIMIT);
    }
  gtk_label_set_label (sheet->discard_values[i], value != NULL ? value : "–");
  gtk_label_set_label (sheet->discard_marks[i], marks != NULL ? marks : "");
  gtk_level_bar_set_value (sheet->discard_bars[i], n);
  pips_widget_set_css_class (GTK_WIDGET (sheet->discard_bars[i]), "full", n >= PIPS_CHOICE_DISCARD_LIMIT);
  pips_widget_set_css_class (GTK_WIDGET (sheet->discard_bars[i]), "close", n >= PIPS_CHOICE_DISCARD_LIMIT - 2);
  if (marks != NULL)
    {
      g_autofree char *accessible = g_strdup_printf (_("Discard %s: %s"), value, marks);

      gtk_accessible_update_property (GTK_ACCESSIBLE (sheet->discard_bars[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
    }
}

/* The jokers a player has left, or NULL where the rules have none. */
static char *
dup_jokers_text (PipsChoiceGame *game,
                 guint           player)
{
  g_autoptr(GString) jokers = g_string_new (NULL);

  if (!pips_choice_game_get_jokers_allowed (game))
    return NULL;

  for (guint j = 0; j < PIPS_CHOICE_N_JOKERS; j++)
    {
      if (pips_choice_game_get_joker_used (game, player, j))
        continue;
      if (jokers->len > 0)
        g_string_append (jokers, ", ");
      g_string_append (jokers, pips_choice_joker_get_name (j));
    }
  if (jokers->len == 0)
    return g_strdup (_("Jokers: all used"));

  /* Translators: the jokers a player has left, "Terminator, 3:1 joker" */
  return g_strdup_printf (_("Jokers left: %s"), jokers->str);
}

/* Under the sheet: the free throws, the jokers left and how the total is made. */
static void
show_footer (PipsChoicePage      *self,
             guint                player,
             PipsChoicePageSheet *sheet)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  guint free_throws = pips_choice_game_get_free_throws (game, player);
  g_autofree char *rows = format_number (pips_choice_game_get_rows_total (game, player));
  g_autofree char *throws_text = NULL;
  g_autofree char *jokers = dup_jokers_text (game, player);
  g_autofree char *breakdown = NULL;

  throws_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u free throw", "%u free throws",
                                              free_throws),
                                 free_throws);
  gtk_label_set_label (sheet->free_throws, throws_text);

  if (jokers != NULL)
    /* Translators: how the total is made: the rows, 100 per unused joker, and the target */
    breakdown = g_strdup_printf (_("Rows %s + jokers %u · 500 wins"), rows,
                                 pips_choice_game_get_joker_bonus (game, player));
  else
    /* Translators: the total and the target */
    breakdown = g_strdup_printf (_("Rows %s · 500 wins"), rows);
  gtk_label_set_label (sheet->jokers, jokers != NULL ? jokers : "");
  gtk_widget_set_visible (GTK_WIDGET (sheet->jokers), jokers != NULL);
  gtk_label_set_label (sheet->breakdown, breakdown);
}

/* One player's sheet: marked where they act (@current) and where it has ended, its total, its
 * rows, its discards and its footer. */
static void
update_sheet (PipsChoicePage      *self,
              guint                player,
              PipsChoicePageSheet *sheet,
              gboolean             current)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  g_autofree char *total = format_number (pips_choice_game_get_total (game, player));

  pips_widget_set_css_class (sheet->card, "current", current);
  pips_widget_set_css_class (sheet->card, "ended", pips_choice_game_get_sheet_over (game, player));
  gtk_label_set_label (sheet->total, total);

  for (guint s = PIPS_CHOICE_MIN_SUM; s <= PIPS_CHOICE_MAX_SUM; s++)
    show_sum_row (self, player, sheet, s);
  for (guint i = 0; i < PIPS_CHOICE_N_DISCARDS; i++)
    show_discard (self, player, sheet, i);
  show_footer (self, player, sheet);
}

/* Shows every sheet; @current is the player to act, or -1. At phone width only the sheet chosen
 * with the switcher is shown. */
void
_pips_choice_page_update_sheets (PipsChoicePage *self,
                                 int             current)
{
  gboolean narrow = pips_game_page_get_narrow (PIPS_GAME_PAGE (self));

  for (guint p = 0; p < self->n_players; p++)
    {
      update_sheet (self, p, &self->sheets[p], (int) p == current);
      gtk_widget_set_visible (self->sheets[p].card,
                              !narrow || self->n_players == 1 || (int) p == self->shown);
      if (self->switcher_buttons != NULL)
        {
          self->syncing = TRUE;
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->switcher_buttons[p]),
                                        (int) p == self->shown);
          self->syncing = FALSE;
        }
    }

  gtk_widget_set_visible (self->switcher_box, narrow && self->n_players > 1);
}
