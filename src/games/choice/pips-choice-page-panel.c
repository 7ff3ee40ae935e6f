/* pips-choice-page-panel.c — the lists and buttons of the throw panel of Choice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules' list of every legal grouping of the dice at hand, the joker buttons, and the
 * ranking at the end. Everything shown is read from the rules.
 */

#define G_LOG_DOMAIN "pips-choice-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-choice-page-private.h"

/* The rules' list of every legal grouping, each a row that writes it down. */
void
_pips_choice_page_update_groupings (PipsChoicePage *self,
                                    gboolean        group)
{
  GtkWidget *child;

  g_clear_pointer (&self->groupings, g_ptr_array_unref);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groupings_list))) != NULL)
    gtk_list_box_remove (self->groupings_list, child);

  gtk_widget_set_visible (GTK_WIDGET (self->groupings_list), group);
  if (!group)
    return;

  self->groupings = pips_choice_game_list_groupings (_pips_choice_page_get_game (self));
  for (guint i = 0; i < self->groupings->len; i++)
    {
      PipsChoiceGrouping *grouping = g_ptr_array_index (self->groupings, i);
      GtkWidget *row = adw_action_row_new ();
      g_autoptr(GString) title = g_string_new (NULL);
      g_autoptr(GString) subtitle = g_string_new (NULL);
      g_autofree char *change = NULL;
      GtkWidget *change_label;

      /* "7 and 9", then "discard 4" or "free throw", and the points as a suffix. */
      if (grouping->three_one)
        /* Translators: the 3:1 joker's sums: three dice, then one die */
        g_string_printf (title, _("%u and %u with the 3:1 joker"), grouping->sums[0], grouping->sums[1]);
      else
        /* Translators: the two sums of a grouping, "7 and 9" */
        g_string_printf (title, _("%u and %u"), grouping->sums[0], grouping->sums[1]);

      if (grouping->free_throw)
        /* Translators: a free throw: the die set aside is not recorded */
        g_string_printf (subtitle, _("Free throw, set aside %u"), grouping->discard_face);
      else
        /* Translators: the discard of a grouping */
        g_string_printf (subtitle, _("Discard %u"), grouping->discard_face);
      if (grouping->ends_sheet)
        g_string_append_printf (subtitle, " · %s", _("ends the sheet"));

      change = grouping->change > 0 ? g_strdup_printf ("+%d", grouping->change)
             : grouping->change < 0 ? g_strdup_printf ("−%d", -grouping->change)
                                    : g_strdup ("±0");
      change_label = gtk_label_new (change);
      gtk_widget_add_css_class (change_label, "numeric");
      gtk_widget_add_css_class (change_label, "heading");
      if (grouping->change > 0)
        gtk_widget_add_css_class (change_label, "success");
      else if (grouping->change < 0)
        gtk_widget_add_css_class (change_label, "error");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title->str);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), change_label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      grouping->label, -1);
      gtk_list_box_append (self->groupings_list, row);
    }
}

/* The joker buttons: the name, and under it what the joker does. */
void
_pips_choice_page_build_jokers (PipsChoicePage *self)
{
  GtkWidget *buttons[PIPS_CHOICE_N_JOKERS] = {
    GTK_WIDGET (self->terminator_button),
    GTK_WIDGET (self->korrektor_button),
    GTK_WIDGET (self->three_one_button),
  };
  const char *labels[PIPS_CHOICE_N_JOKERS] = {
    /* Translators: a joker button; the mnemonic must differ from the others' */
    _("_Terminator"),
    _("_Korrektor"),
    _("_3:1 Joker"),
  };

  for (guint j = 0; j < PIPS_CHOICE_N_JOKERS; j++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *name = gtk_label_new_with_mnemonic (labels[j]);
      GtkWidget *summary = gtk_label_new (pips_choice_joker_get_summary (j));

      gtk_label_set_mnemonic_widget (GTK_LABEL (name), buttons[j]);
      gtk_widget_add_css_class (name, "heading");
      gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
      gtk_label_set_justify (GTK_LABEL (summary), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (summary), 14);
      gtk_widget_add_css_class (summary, "caption");
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), summary);
      gtk_button_set_child (GTK_BUTTON (buttons[j]), box);
      gtk_widget_add_css_class (buttons[j], "joker");
    }
}

/* The joker buttons say whether they are left. */
void
_pips_choice_page_update_jokers (PipsChoicePage *self,
                                 gboolean        group)
{
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  GtkWidget *buttons[PIPS_CHOICE_N_JOKERS] = {
    GTK_WIDGET (self->terminator_button),
    GTK_WIDGET (self->korrektor_button),
    GTK_WIDGET (self->three_one_button),
  };

  gtk_widget_set_visible (self->jokers_box, group && pips_choice_game_get_jokers_allowed (game));

  for (guint j = 0; j < PIPS_CHOICE_N_JOKERS; j++)
    {
      gboolean left = pips_choice_game_can_use_joker (game, j);
      g_autofree char *tooltip = NULL;

      if (left)
        /* Translators: a joker's tooltip: what it does, and what it costs */
        tooltip = g_strdup_printf (_("%s: once a game; an unused joker is worth 100 points"),
                                   pips_choice_joker_get_summary (j));
      else
        /* Translators: a joker's tooltip once used */
        tooltip = g_strdup_printf (_("%s: used"), pips_choice_joker_get_name (j));
      gtk_widget_set_tooltip_text (buttons[j], tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (buttons[j]),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
    }
}
