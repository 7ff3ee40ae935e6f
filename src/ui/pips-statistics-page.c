/* pips-statistics-page.c — the figures of every game played
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-statistics-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-registry.h"
#include "pips-standing.h"
#include "pips-statistics-page.h"

/**
 * PipsStatisticsPage:
 *
 * The statistics of the saved games (pips_statistics_new()), over all games or of one: how many
 * games, the players (a row each: games, wins, results, last played; tapped, their own page with
 * head to head against each other player), the game's records, and how many files could not be
 * read. A player's menu merges the name into another, or splits a merged name off; a toast undoes
 * it. The figures are computed again whenever the store's entries or the merged names change.
 */
struct _PipsStatisticsPage
{
  AdwNavigationPage     parent_instance;

  GtkStack             *stack;
  AdwComboRow          *game_row;
  GtkLabel             *played_label;
  GtkLabel             *finished_label;
  GtkLabel             *ended_early_label;
  GtkLabel             *in_progress_label;
  AdwActionRow         *unreadable_row;
  AdwPreferencesGroup  *players_group;
  GtkListBox           *players_list;
  AdwPreferencesGroup  *records_group;
  GtkListBox           *records_list;

  PipsStore            *store;
  PipsPlayerNames      *names;
  PipsStatistics       *statistics;
  char                 *game_id;       /* NULL: all games */
  char                **game_ids;      /* the combo row's games after "All Games" */
  guint                 update_id;
  gboolean              updating_games;

  AdwNavigationPage    *player_page;   /* weak: the player shown on a page of their own */
  char                 *player_name;
};

enum {
  ADD_TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PipsStatisticsPage, pips_statistics_page, ADW_TYPE_NAVIGATION_PAGE)

static void fill_player_page (PipsStatisticsPage *self);

static char *
format_date (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_time);

  /* Translators: a date, see the strftime manual; e.g. "3 November 2026" */
  return time != NULL ? g_date_time_format (time, _("%-d %B %Y")) : g_strdup ("");
}

static char *
format_number (gint64 value)
{
  /* A real minus sign, as pips_unit_format() writes. */
  return value < 0 ? g_strdup_printf ("−%" G_GINT64_FORMAT, -value)
                   : g_strdup_printf ("%" G_GINT64_FORMAT, value);
}

static char *
format_win_rate (const PipsPlayerStatistics *player)
{
  if (player->contested == 0)
    return g_strdup ("—");

  /* Translators: a win rate in per cent; %.0f is the number */
  return g_strdup_printf (_("%.0f %%"), 100 * player->win_rate);
}

/* "120.5" in the locale's digits, with the unit's word for the rounded number */
static char *
format_average (const PipsPlayerStatistics *player)
{
  g_autofree char *number = g_strdup_printf ("%.1f", player->average);
  gulong n = (gulong) ABS (player->average);

  if (player->average < 0)
    {
      char *positive = g_strdup_printf ("−%.1f", -player->average);

      g_free (number);
      number = positive;
    }

  switch (player->unit)
    {
    case PIPS_UNIT_POINTS:
      return g_strdup_printf (ngettext ("%s point", "%s points", n), number);
    case PIPS_UNIT_CHIPS:
      return g_strdup_printf (ngettext ("%s chip", "%s chips", n), number);
    case PIPS_UNIT_MATS:
      return g_strdup_printf (ngettext ("%s mat", "%s mats", n), number);
    case PIPS_UNIT_NONE:
    default:
      return g_steal_pointer (&number);
    }
}

/* "414 points" never broken between the number and its unit. */
static char *
keep_together (char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, " ", -1);

  g_free (text);

  return g_strjoinv ("\xc2\xa0", parts);
}

/* A menu label shows a player's name as it is: an underscore is no mnemonic. */
static char *
escape_mnemonic (const char *name)
{
  g_auto(GStrv) parts = g_strsplit (name, "_", -1);

  return g_strjoinv ("__", parts);
}

static GtkWidget *
new_value_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  /* Short ("11 in all", "−250 points"): on one line, the title wraps instead. */
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "numeric");

  return label;
}

static GtkWidget *
new_row (const char *title,
         const char *subtitle,
         const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (value != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_value_label (value));

  return row;
}

static void
set_count (GtkLabel *label,
           guint     count)
{
  g_autofree char *text = g_strdup_printf ("%u", count);

  gtk_label_set_label (label, text);
}

/* "12 games · 5 wins · 42 %", then the results in one game, then when last played. */
static char *
dup_player_summary (const PipsPlayerStatistics *player,
                    gboolean                    one_game)
{
  GString *text = g_string_new (NULL);
  g_autofree char *win_rate = format_win_rate (player);
  g_autofree char *date = format_date (player->last_played);

  g_string_append_printf (text, ngettext ("%u game", "%u games", player->games), player->games);
  g_string_append (text, " · ");
  g_string_append_printf (text, ngettext ("%u win", "%u wins", player->wins), player->wins);
  if (player->contested > 0)
    g_string_append_printf (text, " · %s", win_rate);

  if (one_game && player->n_results > 0)
    {
      g_autofree char *average = keep_together (format_average (player));
      g_autofree char *best = keep_together (pips_unit_format (player->unit, player->best));
      g_autofree char *worst = keep_together (pips_unit_format (player->unit, player->worst));

      g_string_append_c (text, '\n');
      /* Translators: a player's results in one game: the average, the best and the worst, each
       * with its unit ("120.5 points") */
      g_string_append_printf (text, _("Average %s · best %s · worst %s"), average, best, worst);
    }

  g_string_append_c (text, '\n');
  /* Translators: %s is a date */
  g_string_append_printf (text, _("Last played %s"), date);

  return g_string_free (text, FALSE);
}

static GMenuModel *
new_player_menu (PipsStatisticsPage *self,
                 const char         *name)
{
  const char * const *everyone = pips_statistics_get_players (self->statistics, NULL);
  g_auto(GStrv) merged = pips_player_names_dup_merged (self->names, name);
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) others = g_menu_new ();

  for (guint i = 0; everyone[i] != NULL; i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuItem) item = NULL;

      if (g_strcmp0 (everyone[i], name) == 0)
        continue;

      label = escape_mnemonic (everyone[i]);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "statistics.merge",
                                               g_variant_new ("(ss)", name, everyone[i]));
      g_menu_append_item (others, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (others)) > 0)
    g_menu_append_submenu (menu, _("_Merge Into"), G_MENU_MODEL (others));

  for (guint i = 0; merged != NULL && merged[i] != NULL; i++)
    {
      g_autofree char *escaped = escape_mnemonic (merged[i]);
      /* Translators: splits a name merged into this player off again; %s is that name */
      g_autofree char *label = g_strdup_printf (_("_Split Off “%s”"), escaped);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "statistics.split",
                                               g_variant_new_string (merged[i]));
      g_menu_append_item (menu, item);
    }

  return G_MENU_MODEL (menu);
}

static GtkWidget *
new_player_row (PipsStatisticsPage *self,
                const char         *name)
{
  PipsPlayerStatistics player;
  g_autofree char *summary = NULL;
  g_autoptr(GMenuModel) menu = NULL;
  GtkWidget *row;

  pips_statistics_get_player (self->statistics, name, self->game_id, &player);
  summary = dup_player_summary (&player, self->game_id != NULL);
  row = new_row (name, summary, NULL);
  gtk_widget_set_name (row, name);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "statistics.show-player");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (name));

  menu = new_player_menu (self, name);
  if (g_menu_model_get_n_items (menu) > 0)
    {
      GtkWidget *button = gtk_menu_button_new ();
      /* Translators: the accessible name of a player's menu; %s is the name */
      g_autofree char *label = g_strdup_printf (_("Actions for %s"), name);

      gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
      gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), menu);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _("Player Menu"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_add_css_class (button, "flat");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));

  return row;
}

static GtkWidget *
new_record_row (const PipsRecordStatistics *record)
{
  g_autofree char *value = NULL;
  g_autofree char *subtitle = NULL;

  if (!record->has_value)
    return new_row (record->title, C_("record", "None yet"), "—");

  if (record->kind == PIPS_RECORD_TOTAL)
    {
      g_autofree char *total = format_number (record->value);

      /* Translators: a record counted over every game: the total of every player */
      value = g_strdup_printf (_("%s in all"), total);
      if (record->holder != NULL)
        {
          g_autofree char *most = format_number (record->holder_value);
          g_autofree char *holders = pips_record_statistics_dup_holders (record);

          /* Translators: the player with the most of a record counted over every game, and
           * how many they have */
          subtitle = g_strdup_printf (_("Most: %s (%s)"), holders, most);
        }
    }
  else
    {
      g_autofree char *date = format_date (record->when);

      value = format_number (record->value);
      /* who set the record, and the date of the game */
      subtitle = g_strdup_printf ("%s · %s", record->holder, date);
    }

  return new_row (record->title, subtitle, value);
}

static void
update_games (PipsStatisticsPage *self)
{
  const char * const *games = pips_statistics_get_games (self->statistics);
  g_autoptr(GtkStringList) model = NULL;
  guint selected = 0;

  /* The same games: the list stays, and so does its popover if it is open. */
  if (self->game_ids != NULL && g_strv_equal ((const char * const *) self->game_ids, games))
    {
      for (guint i = 0; games[i] != NULL; i++)
        if (g_strcmp0 (games[i], self->game_id) == 0)
          selected = i + 1;
      self->updating_games = TRUE;
      adw_combo_row_set_selected (self->game_row, selected);
      self->updating_games = FALSE;
      return;
    }

  model = gtk_string_list_new (NULL);
  gtk_string_list_append (model, _("All Games"));
  for (guint i = 0; games[i] != NULL; i++)
    {
      const PipsGameInfo *info = pips_registry_lookup (games[i]);

      gtk_string_list_append (model, info != NULL ? _(info->name) : games[i]);
      if (g_strcmp0 (games[i], self->game_id) == 0)
        selected = i + 1;
    }
  g_strfreev (self->game_ids);
  self->game_ids = g_strdupv ((char **) games);

  self->updating_games = TRUE;
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (self->game_row, selected);
  self->updating_games = FALSE;
}

static void
update_figures (PipsStatisticsPage *self)
{
  /* A game chosen that has no games (yet: the store loads) shows as all games. */
  const char *game_id = self->game_id;
  PipsGameCounts counts;
  guint n_unreadable;
  const char * const *players;
  guint n_records;

  if (game_id != NULL && !g_strv_contains ((const char * const *) self->game_ids, game_id))
    game_id = NULL;

  pips_statistics_get_counts (self->statistics, game_id, &counts);
  set_count (self->played_label, counts.played);
  set_count (self->finished_label, counts.finished);
  set_count (self->ended_early_label, counts.ended_early);
  set_count (self->in_progress_label, counts.in_progress);

  n_unreadable = pips_statistics_get_n_unreadable (self->statistics);
  gtk_widget_set_visible (GTK_WIDGET (self->unreadable_row), n_unreadable > 0);
  if (n_unreadable > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u file could not be read and is left out",
                                                         "%u files could not be read and are left out",
                                                         n_unreadable),
                                               n_unreadable);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->unreadable_row), text);
    }

  gtk_list_box_remove_all (self->players_list);
  players = pips_statistics_get_players (self->statistics, game_id);
  for (guint i = 0; players[i] != NULL; i++)
    gtk_list_box_append (self->players_list, new_player_row (self, players[i]));
  gtk_widget_set_visible (GTK_WIDGET (self->players_group), players[0] != NULL);

  gtk_list_box_remove_all (self->records_list);
  n_records = game_id != NULL ? pips_statistics_get_n_records (self->statistics, game_id) : 0;
  for (guint r = 0; r < n_records; r++)
    {
      PipsRecordStatistics record;

      if (pips_statistics_get_record (self->statistics, game_id, r, &record))
        gtk_list_box_append (self->records_list, new_record_row (&record));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->records_group), n_records > 0);

  if (self->player_page != NULL)
    fill_player_page (self);
}

static void
update (PipsStatisticsPage *self)
{
  PipsGameCounts all;

  g_debug ("Computing the statistics");
  g_clear_object (&self->statistics);
  self->statistics = pips_statistics_new (pips_store_get_entries (self->store), self->names);

  pips_statistics_get_counts (self->statistics, NULL, &all);
  gtk_stack_set_visible_child_name (self->stack,
                                    all.played == 0 &&
                                    pips_statistics_get_n_unreadable (self->statistics) == 0
                                    ? "empty" : "figures");
  update_games (self);
  update_figures (self);
}

static gboolean
update_idle_cb (gpointer data)
{
  PipsStatisticsPage *self = data;

  self->update_id = 0;
  update (self);

  return G_SOURCE_REMOVE;
}

/* Many changes at once (the store loading) are computed once. */
static void
queue_update (PipsStatisticsPage *self)
{
  if (self->update_id == 0)
    self->update_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, update_idle_cb, self, NULL);
}

static void
entries_changed_cb (PipsStatisticsPage *self,
                    guint               position,
                    guint               removed,
                    guint               added,
                    GListModel         *entries)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) entry = g_list_model_get_item (entries, i);

      g_signal_connect_object (entry, "changed", G_CALLBACK (queue_update), self,
                               G_CONNECT_SWAPPED);
    }
  queue_update (self);
}

static void
game_selected_cb (PipsStatisticsPage *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);

  if (self->updating_games || self->game_ids == NULL)
    return;

  g_free (self->game_id);
  self->game_id = selected > 0 && selected <= g_strv_length (self->game_ids)
                  ? g_strdup (self->game_ids[selected - 1]) : NULL;
  update_figures (self);
}

/* The player's own page: their figures, head to head against each other player, their part in
 * the game's records, and the names merged into theirs. */
static void
fill_player_page (PipsStatisticsPage *self)
{
  const char *game_id = self->game_id;
  const char *name = self->player_name;
  PipsPlayerStatistics player;
  const char * const *players;
  g_auto(GStrv) merged = NULL;
  AdwPreferencesPage *page;
  GtkWidget *group;
  GtkWidget *toolbar;
  g_autofree char *games = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *win_rate = NULL;
  g_autofree char *date = NULL;
  guint n_records;

  if (game_id != NULL && !g_strv_contains ((const char * const *) self->game_ids, game_id))
    game_id = NULL;
  if (!pips_statistics_get_player (self->statistics, name, game_id, &player))
    return;

  page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());

  group = adw_preferences_group_new ();
  if (game_id != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                     _(pips_registry_lookup (game_id)->name));
  else
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("All Games"));
  games = g_strdup_printf ("%u", player.games);
  wins = g_strdup_printf ("%u", player.wins);
  win_rate = format_win_rate (&player);
  date = format_date (player.last_played);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             new_row (C_("statistics", "Games"), NULL, games));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_row (_("Wins"), NULL, wins));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             new_row (_("Win Rate"), NULL, win_rate));
  if (game_id != NULL && player.n_results > 0)
    {
      g_autofree char *average = format_average (&player);
      g_autofree char *best = pips_unit_format (player.unit, player.best);
      g_autofree char *worst = pips_unit_format (player.unit, player.worst);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 new_row (C_("statistics", "Average"), NULL, average));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 new_row (C_("statistics", "Best"), NULL, best));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 new_row (C_("statistics", "Worst"), NULL, worst));
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             new_row (_("Last Played"), NULL, date));
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Head to Head"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Wins over each other player in the games both played"));
  players = pips_statistics_get_players (self->statistics, game_id);
  for (guint i = 0; players[i] != NULL; i++)
    {
      PipsHeadToHead pair;
      g_autofree char *subtitle = NULL;
      g_autofree char *score = NULL;
      g_autofree char *together = NULL;
      g_autofree char *finished = NULL;
      GtkWidget *row;

      if (g_strcmp0 (players[i], name) == 0 ||
          !pips_statistics_get_head_to_head (self->statistics, name, players[i], game_id, &pair))
        continue;

      together = g_strdup_printf (ngettext ("%u game together", "%u games together", pair.games),
                                  pair.games);
      finished = g_strdup_printf (ngettext ("%u finished", "%u finished", pair.finished),
                                  pair.finished);
      subtitle = g_strdup_printf ("%s · %s", together, finished);
      score = g_strdup_printf ("%u : %u", pair.wins_a, pair.wins_b);
      row = new_row (players[i], subtitle, score);
      {
        /* Translators: head to head, for a screen reader: the player's wins, the other
         * player's name and wins */
        g_autofree char *description = g_strdup_printf (_("%s %u, %s %u"), name, pair.wins_a,
                                                        players[i], pair.wins_b);

        gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
      }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  if (gtk_widget_get_first_child (GTK_WIDGET (group)) != NULL)
    adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));

  n_records = game_id != NULL ? pips_statistics_get_n_records (self->statistics, game_id) : 0;
  if (n_records > 0)
    {
      group = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Records"));
      for (guint r = 0; r < n_records; r++)
        {
          PipsRecordStatistics record;
          gint64 value;
          g_autofree char *text = NULL;

          if (!pips_statistics_get_record (self->statistics, game_id, r, &record))
            continue;
          text = pips_statistics_get_player_record (self->statistics, game_id, record.id, name,
                                                    &value)
                 ? format_number (value) : g_strdup ("—");
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                     new_row (record.title, NULL, text));
        }
      adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));
    }

  merged = pips_player_names_dup_merged (self->names, name);
  if (merged != NULL && merged[0] != NULL)
    {
      g_autofree char *joined = g_strjoinv (", ", merged);

      group = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Merged Names"));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), joined);
      adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));
    }

  toolbar = adw_navigation_page_get_child (self->player_page);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), GTK_WIDGET (page));
}

/**
 * pips_statistics_page_show_player:
 * @name: a player of the statistics
 *
 * Shows @name's own page, with head to head against each other player, in the game chosen.
 *
 * Returns: (transfer none) (nullable): the page, or %NULL when @name is no player
 */
AdwNavigationPage *
pips_statistics_page_show_player (PipsStatisticsPage *self,
                                  const char         *name)
{
  GtkWidget *view;
  GtkWidget *toolbar;
  AdwNavigationPage *page;
  PipsPlayerStatistics player;

  g_return_val_if_fail (PIPS_IS_STATISTICS_PAGE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  view = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_NAVIGATION_VIEW);
  if (view == NULL || !pips_statistics_get_player (self->statistics, name, NULL, &player))
    return NULL;

  if (self->player_page != NULL)
    adw_navigation_view_pop_to_page (ADW_NAVIGATION_VIEW (view), ADW_NAVIGATION_PAGE (self));

  toolbar = adw_toolbar_view_new ();
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  page = adw_navigation_page_new (toolbar, name);
  adw_navigation_page_set_tag (page, "statistics-player");
  g_set_weak_pointer (&self->player_page, page);
  g_free (self->player_name);
  self->player_name = g_strdup (name);
  fill_player_page (self);
  adw_navigation_view_push (ADW_NAVIGATION_VIEW (view), page);

  return page;
}

static void
show_player_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  pips_statistics_page_show_player (PIPS_STATISTICS_PAGE (widget),
                                    g_variant_get_string (parameter, NULL));
}

static void
undo_cb (PipsPlayerNames *names)
{
  g_autoptr(GError) error = NULL;

  if (pips_player_names_get_can_undo (names) && !pips_player_names_undo (names, &error))
    g_warning ("The merged names could not be undone: %s", error->message);
}

static void
add_toast (PipsStatisticsPage *self,
           const char         *title,
           gboolean            undoable)
{
  AdwToast *toast = adw_toast_new (title);

  if (undoable)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      /* The names outlive the page: the toast undoes after the page is closed too. */
      g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_cb), self->names,
                               G_CONNECT_SWAPPED);
    }

  g_object_ref_sink (toast);
  g_signal_emit (self, signals[ADD_TOAST], 0, toast);
  g_object_unref (toast);
}

/**
 * pips_statistics_page_merge:
 * @name: a player's name
 * @into: the name to count @name's games for
 *
 * Merges @name into @into, with a toast that undoes it.
 *
 * Returns: whether the names were merged (otherwise a toast says why)
 */
gboolean
pips_statistics_page_merge (PipsStatisticsPage *self,
                            const char         *name,
                            const char         *into)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (PIPS_IS_STATISTICS_PAGE (self), FALSE);

  if (!pips_player_names_merge (self->names, name, into, &error))
    {
      add_toast (self, error->message, FALSE);
      return FALSE;
    }

  /* Translators: a toast; the first %s is a player's name, the second the name it now counts as */
  title = g_strdup_printf (_("“%s” merged into “%s”"), name, into);
  add_toast (self, title, TRUE);

  return TRUE;
}

/**
 * pips_statistics_page_split:
 * @name: a name merged into another
 *
 * Splits @name off again, with a toast that undoes it.
 *
 * Returns: whether the name was split off (otherwise a toast says why)
 */
gboolean
pips_statistics_page_split (PipsStatisticsPage *self,
                            const char         *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (PIPS_IS_STATISTICS_PAGE (self), FALSE);

  if (!pips_player_names_split (self->names, name, &error))
    {
      add_toast (self, error->message, FALSE);
      return FALSE;
    }

  /* Translators: a toast; %s is a player's name that counts on its own again */
  title = g_strdup_printf (_("“%s” split off"), name);
  add_toast (self, title, TRUE);

  return TRUE;
}

static void
merge_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  const char *name, *into;

  g_variant_get (parameter, "(&s&s)", &name, &into);
  pips_statistics_page_merge (PIPS_STATISTICS_PAGE (widget), name, into);
}

static void
split_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  pips_statistics_page_split (PIPS_STATISTICS_PAGE (widget), g_variant_get_string (parameter, NULL));
}

static void
pips_statistics_page_dispose (GObject *object)
{
  PipsStatisticsPage *self = PIPS_STATISTICS_PAGE (object);

  g_clear_handle_id (&self->update_id, g_source_remove);
  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (pips_store_get_entries (self->store), self);
  if (self->names != NULL)
    g_signal_handlers_disconnect_by_data (self->names, self);
  g_clear_weak_pointer (&self->player_page);

  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_STATISTICS_PAGE);

  G_OBJECT_CLASS (pips_statistics_page_parent_class)->dispose (object);
}

static void
pips_statistics_page_finalize (GObject *object)
{
  PipsStatisticsPage *self = PIPS_STATISTICS_PAGE (object);

  g_clear_object (&self->statistics);
  g_clear_object (&self->store);
  g_clear_object (&self->names);
  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->game_ids, g_strfreev);
  g_clear_pointer (&self->player_name, g_free);

  G_OBJECT_CLASS (pips_statistics_page_parent_class)->finalize (object);
}

static void
pips_statistics_page_class_init (PipsStatisticsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_statistics_page_dispose;
  object_class->finalize = pips_statistics_page_finalize;

  /**
   * PipsStatisticsPage::add-toast:
   * @toast: the toast
   *
   * Asks the window to show @toast, which outlives the page: a merge or split of names, with
   * Undo.
   */
  signals[ADD_TOAST] =
    g_signal_new ("add-toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, ADW_TYPE_TOAST);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/pips-statistics-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, game_row);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, played_label);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, finished_label);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, ended_early_label);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, in_progress_label);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, unreadable_row);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, players_group);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, players_list);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, records_group);
  gtk_widget_class_bind_template_child (widget_class, PipsStatisticsPage, records_list);

  gtk_widget_class_install_action (widget_class, "statistics.show-player", "s", show_player_action);
  gtk_widget_class_install_action (widget_class, "statistics.merge", "(ss)", merge_action);
  gtk_widget_class_install_action (widget_class, "statistics.split", "s", split_action);
}

static void
pips_statistics_page_init (PipsStatisticsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_object (self->game_row, "notify::selected", G_CALLBACK (game_selected_cb),
                           self, G_CONNECT_SWAPPED);
}

/**
 * pips_statistics_page_new:
 * @store: the saved games
 * @names: the names merged into one player
 * @game_id: (nullable): the game to show first; %NULL: all games
 *
 * Returns: (transfer floating): a page that follows @store and @names
 */
PipsStatisticsPage *
pips_statistics_page_new (PipsStore       *store,
                          PipsPlayerNames *names,
                          const char      *game_id)
{
  PipsStatisticsPage *self;
  GListModel *entries;

  g_return_val_if_fail (PIPS_IS_STORE (store), NULL);
  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (names), NULL);

  self = g_object_new (PIPS_TYPE_STATISTICS_PAGE, NULL);
  self->store = g_object_ref (store);
  self->names = g_object_ref (names);
  self->game_id = g_strdup (game_id);

  entries = pips_store_get_entries (store);
  g_signal_connect_object (entries, "items-changed", G_CALLBACK (entries_changed_cb), self,
                           G_CONNECT_SWAPPED);
  entries_changed_cb (self, 0, 0, g_list_model_get_n_items (entries), entries);
  g_signal_connect_object (names, "changed", G_CALLBACK (queue_update), self, G_CONNECT_SWAPPED);
  g_clear_handle_id (&self->update_id, g_source_remove);
  update (self);

  return self;
}

/**
 * pips_statistics_page_get_game:
 *
 * Returns: (nullable): the game whose figures are shown; %NULL: all games
 */
const char *
pips_statistics_page_get_game (PipsStatisticsPage *self)
{
  g_return_val_if_fail (PIPS_IS_STATISTICS_PAGE (self), NULL);

  return self->game_id;
}

/**
 * pips_statistics_page_set_game:
 * @game_id: (nullable): a game; %NULL: all games
 *
 * Shows the figures of @game_id (of all games while none of it was played).
 */
void
pips_statistics_page_set_game (PipsStatisticsPage *self,
                               const char         *game_id)
{
  g_return_if_fail (PIPS_IS_STATISTICS_PAGE (self));

  g_free (self->game_id);
  self->game_id = g_strdup (game_id);
  update_games (self);
  update_figures (self);
}

/**
 * pips_statistics_page_get_statistics:
 *
 * Returns: (transfer none): the figures shown
 */
PipsStatistics *
pips_statistics_page_get_statistics (PipsStatisticsPage *self)
{
  g_return_val_if_fail (PIPS_IS_STATISTICS_PAGE (self), NULL);

  return self->statistics;
}
