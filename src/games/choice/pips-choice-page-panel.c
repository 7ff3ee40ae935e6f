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

#include "pips-choice-odds.h"
#include "pips-choice-page-private.h"

/* How many throws the chance that the sheet ends looks ahead. */
#define END_ODDS_THROWS 5

static void apply_grouping_odds (PipsChoicePage *self);

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
      g_object_set_data_full (G_OBJECT (row), "pips-subtitle", g_strdup (subtitle->str), g_free);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), change_label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      grouping->label, -1);
      gtk_list_box_append (self->groupings_list, row);
    }

  apply_grouping_odds (self);
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

/* The odds */

/* A change of the score with one decimal in the locale's digits: "+12.3", "−4.0", "±0.0". */
static char *
dup_expected_change (double change)
{
  if (change >= 0.05)
    return g_strdup_printf ("+%.1f", change);
  if (change <= -0.05)
    return g_strdup_printf ("−%.1f", -change);
  return g_strdup_printf ("±%.1f", 0.0);
}

/* A chance in per cent with one decimal, never a rounded 0 or 100 for what may or may not be. */
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

/* Each row of the list says what its grouping expects, the best marked; without the odds (or
 * before they are worked out) the rows say what they said. */
static void
apply_grouping_odds (PipsChoicePage *self)
{
  gboolean show = self->grouping_odds != NULL && self->groupings != NULL &&
                  self->grouping_odds->len == self->groupings->len &&
                  pips_game_page_get_show_odds (PIPS_GAME_PAGE (self));
  guint best = 0;

  if (self->groupings == NULL)
    return;

  for (guint i = 0; show && i < self->grouping_odds->len; i++)
    if (g_array_index (self->grouping_odds, double, i) >
        g_array_index (self->grouping_odds, double, best))
      best = i;

  for (guint i = 0; i < self->groupings->len; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->groupings_list, i);
      const char *subtitle;
      g_autofree char *expected = NULL;
      g_autofree char *text = NULL;

      if (row == NULL)
        break;
      subtitle = g_object_get_data (G_OBJECT (row), "pips-subtitle");
      if (!show)
        {
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
          gtk_widget_remove_css_class (GTK_WIDGET (row), "odds-best");
          continue;
        }

      expected = dup_expected_change (g_array_index (self->grouping_odds, double, i));
      if (i == best)
        /* Translators: a grouping's subtitle with the odds on: the change of the score it
         * expects now and after the next throw, and that no grouping expects more */
        text = g_strdup_printf (_("%s · expected %s · best"), subtitle, expected);
      else
        /* Translators: a grouping's subtitle with the odds on: the change of the score it
         * expects now and after the next throw */
        text = g_strdup_printf (_("%s · expected %s"), subtitle, expected);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
      if (i == best)
        gtk_widget_add_css_class (GTK_WIDGET (row), "odds-best");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (row), "odds-best");
    }
}

static gpointer
list_grouping_odds_thread (PipsGame *game,
                           gpointer  data)
{
  g_autoptr(GPtrArray) groupings = pips_choice_game_list_groupings (PIPS_CHOICE_GAME (game));

  return pips_choice_game_list_grouping_odds (PIPS_CHOICE_GAME (game), groupings);
}

static void
list_grouping_odds_done (PipsGamePage *page,
                         gpointer      result,
                         gpointer      data)
{
  PipsChoicePage *self = PIPS_CHOICE_PAGE (page);

  g_clear_pointer (&self->grouping_odds, g_array_unref);
  self->grouping_odds = g_array_ref (result);
  self->odds_serial = pips_game_page_get_input_serial (page);
  _pips_choice_page_update (self);
}

/* "The sheet ends within the next 5 throws: 12.3 % to 45.6 %", or NULL without a sheet. */
static char *
dup_end_odds (PipsChoiceGame *game,
              int             current)
{
  double soonest = 0, latest = 0;
  char *end;

  if (!pips_choice_game_get_end_odds (game, current, END_ODDS_THROWS, &soonest, &latest))
    return NULL;

  /* Every play ends the sheet with a chance between the two. */
  if (latest >= soonest - 0.0005)
    {
      g_autofree char *chance = dup_percent (soonest);

      /* Translators: the odds: the chance that the player's sheet ends within the next throws */
      end = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "The sheet ends within the next %u throw: %s",
                                          "The sheet ends within the next %u throws: %s",
                                          END_ODDS_THROWS),
                             END_ODDS_THROWS, chance);
    }
  else
    {
      g_autofree char *low = dup_percent (latest);
      g_autofree char *high = dup_percent (soonest);

      /* Translators: the odds: the chance that the player's sheet ends within the next throws,
       * from the discards that keep it open longest to those that end it soonest */
      end = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "The sheet ends within the next %u throw: %s to %s",
                                          "The sheet ends within the next %u throws: %s to %s",
                                          END_ODDS_THROWS),
                             END_ODDS_THROWS, low, high);
    }

  return end;
}

/* The odds of the throw: the chance that the sheet ends soon, above the groupings, each with
 * what it expects. Hidden completely without the odds. */
void
_pips_choice_page_update_odds (PipsChoicePage      *self,
                               PipsChoicePagePhase  phase)
{
  PipsGamePage *page = PIPS_GAME_PAGE (self);
  PipsChoiceGame *game = _pips_choice_page_get_game (self);
  guint serial = pips_game_page_get_input_serial (page);
  int current = pips_choice_game_get_current (game);
  gboolean show = pips_game_page_get_show_odds (page) && current >= 0 &&
                  !pips_game_page_get_rolling (page) &&
                  (phase == PHASE_THROW || phase == PHASE_GROUP);
  g_autofree char *text = NULL;
  const char *end;

  if (self->grouping_odds != NULL && self->odds_serial != serial)
    g_clear_pointer (&self->grouping_odds, g_array_unref);

  /* A few ms: worked out once a state, not at each tap. */
  if (show && self->end_serial != serial + 1)
    {
      g_clear_pointer (&self->end_odds, g_free);
      self->end_odds = dup_end_odds (game, current);
      self->end_serial = serial + 1;
    }

  if (!show || self->end_odds == NULL)
    {
      self->odds_asked = 0;
      gtk_widget_set_visible (GTK_WIDGET (self->odds_label), FALSE);
      apply_grouping_odds (self);
      return;
    }

  if (phase == PHASE_GROUP && self->grouping_odds == NULL && self->odds_asked != serial + 1)
    {
      self->odds_asked = serial + 1;
      pips_game_page_compute_odds (page, list_grouping_odds_thread, list_grouping_odds_done,
                                   NULL, NULL, (GDestroyNotify) g_array_unref);
    }

  end = self->end_odds;

  if (phase == PHASE_GROUP)
    /* Translators: the odds: what "expected" in the list of groupings means */
    text = g_strdup_printf ("%s\n%s", end,
                            _("Expected: the change now and after one more throw grouped at its best"));
  else
    text = g_strdup (end);

  gtk_label_set_label (self->odds_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_label), TRUE);
  apply_grouping_odds (self);
  pips_game_page_announce_odds (page, end);
}
