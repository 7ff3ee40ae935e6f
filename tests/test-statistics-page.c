/* test-statistics-page.c — the Statistics page on the fixed set of tests/test-statistics.c,
 * under Xvfb
 *
 * The page shows what the core computes (tests/test-statistics.c works every figure out by hand):
 * the counts, a few players' rows, a game chosen, a merge through the page and its undo, a split,
 * the line of the file that cannot be read, the player's own page, the empty state, the end of a
 * game's Statistics button, the page let go when left, and that it all fits 360×294.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pips-application.h"
#include "pips-chili-demo.h"
#include "pips-demo.h"
#include "pips-game-over-view.h"
#include "pips-statistics-page.h"
#include "pips-test-util.h"
#include "pips-ui-test-util.h"
#include "pips-window.h"

/* Between a number and its unit. */
#define NBSP "\xc2\xa0"

static PipsApplication *app;
static char *data_home;

/* The fixed set of tests/test-statistics.c: eleven finished games, a Chili Dice game ended early,
 * a Black'n'White game in progress and a damaged file. */
static const char * const fixed_set[] = {
  "black-n-white-4p.json",
  "chicago-6p-house-rules.json",
  "chicago-chic-phase-1.json",
  "chicago-pub-sheet.json",
  "chili-4p.json",
  "choice-2p.json",
  "choice-500.json",
  "choice-jokers.json",
  "family-album-2p.json",
  "family-album-4p-bonus.json",
  "family-album-bank-runs-out.json",
  "statistics/chili-ended-early.json",
  "statistics/black-n-white-in-progress.json",
  "statistics/damaged.json",
};

static AdwNavigationView *
get_navigation_view (PipsWindow *window)
{
  GtkWidget *overlay = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));

  return ADW_NAVIGATION_VIEW (adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)));
}

static AdwNavigationPage *
visible_page (PipsWindow *window)
{
  return adw_navigation_view_get_visible_page (get_navigation_view (window));
}

/* A window 360×294, the HIG's smallest, with the store loaded. */
static PipsWindow *
new_window (void)
{
  PipsWindow *window = pips_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 294);
  gtk_window_present (GTK_WINDOW (window));
  pips_ui_test_wait_for_paint (GTK_WIDGET (window));
  PIPS_UI_TEST_WAIT_UNTIL (pips_store_get_loaded (pips_application_get_store (app)));

  return window;
}

static PipsStatisticsPage *
open_statistics (PipsWindow *window,
                 const char *game_id)
{
  AdwNavigationPage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.statistics", "s",
                                             game_id));
  page = visible_page (window);
  g_assert_true (PIPS_IS_STATISTICS_PAGE (page));
  pips_ui_test_wait_for_paint (GTK_WIDGET (window));

  return PIPS_STATISTICS_PAGE (page);
}

static gboolean
is_drawn (GtkWidget *widget,
          GtkWidget *top)
{
  for (; widget != NULL && widget != top; widget = gtk_widget_get_parent (widget))
    {
      if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
        return FALSE;
    }

  return TRUE;
}

/* The row titled @title that is shown under @widget. */
static AdwPreferencesRow *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_PREFERENCES_ROW (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwPreferencesRow *found;

      if (!gtk_widget_get_visible (child))
        continue;
      found = find_row (child, title);
      if (found != NULL)
        return found;
    }

  return NULL;
}

static const char *
row_subtitle (GtkWidget  *widget,
              const char *title)
{
  AdwPreferencesRow *row = find_row (widget, title);

  return row != NULL ? adw_action_row_get_subtitle (ADW_ACTION_ROW (row)) : NULL;
}

/* The text of the first label among the suffixes of the row titled @title. */
static const char *
row_value (GtkWidget  *widget,
           const char *title)
{
  AdwPreferencesRow *row = find_row (widget, title);
  GtkWidget *suffixes;

  g_assert_nonnull (row);
  /* AdwActionRow keeps its suffixes in a box of their own, after the title box. */
  for (suffixes = gtk_widget_get_first_child (GTK_WIDGET (row)); suffixes != NULL;
       suffixes = gtk_widget_get_first_child (suffixes))
    {
      for (GtkWidget *child = suffixes; child != NULL; child = gtk_widget_get_next_sibling (child))
        {
          if (GTK_IS_BOX (child) && gtk_widget_has_css_class (child, "suffixes"))
            {
              GtkWidget *label = pips_ui_test_find_descendant (child, GTK_TYPE_LABEL);

              return label != NULL ? gtk_label_get_label (GTK_LABEL (label)) : NULL;
            }
        }
    }

  return NULL;
}

static gboolean
starts_with (const char *text,
             const char *prefix)
{
  return text != NULL && g_str_has_prefix (text, prefix);
}

/* The smallest size of the window's content fits 360×294: nothing is clipped there. */
static void
assert_fits_small_window (PipsWindow *window)
{
  int min_width, min_height;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                      NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 360, &min_height, NULL, NULL,
                      NULL);
  if (min_width > 360 || min_height > 294)
    g_error ("The page “%s” needs %d×%d, more than 360×294",
             adw_navigation_page_get_title (visible_page (window)), min_width, min_height);
}

static GtkWidget *
find_button_with_label (GtkWidget  *widget,
                        const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_label (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* All games: the counts, the players' rows, the unreadable file. */
static void
test_all_games (void)
{
  PipsWindow *window = new_window ();
  PipsStatisticsPage *page = open_statistics (window, "");
  GtkWidget *widget = GTK_WIDGET (page);
  PipsGameCounts counts;

  g_assert_null (pips_statistics_page_get_game (page));
  pips_statistics_get_counts (pips_statistics_page_get_statistics (page), NULL, &counts);
  g_assert_cmpuint (counts.played, ==, 13);

  g_assert_cmpstr (row_value (widget, "Played"), ==, "13");
  g_assert_cmpstr (row_value (widget, "Finished"), ==, "11");
  g_assert_cmpstr (row_value (widget, "Ended Early"), ==, "1");
  g_assert_cmpstr (row_value (widget, "In Progress"), ==, "1");
  g_assert_nonnull (find_row (widget, "1 file could not be read and is left out"));

  /* Anna: 9 games, 3 wins of 6 with others; Ben: 8 games, 1 win of 6; Bob: 2 of 2. */
  g_assert_true (starts_with (row_subtitle (widget, "Anna"), "9 games · 3 wins · 50 %\n"));
  g_assert_true (starts_with (row_subtitle (widget, "Ben"), "8 games · 1 win · 17 %\n"));
  g_assert_true (starts_with (row_subtitle (widget, "Bob"), "2 games · 2 wins · 100 %\n"));
  /* Ben's last game: black-n-white-in-progress, 2026-11-25. */
  g_assert_nonnull (strstr (row_subtitle (widget, "Ben"), "Last played 25 November 2026"));
  /* Records are each game's own. */
  g_assert_null (find_row (widget, "Peppers"));

  assert_fits_small_window (window);

  /* Back home, the page goes. */
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &page);
  adw_navigation_view_pop (get_navigation_view (window));
  PIPS_UI_TEST_WAIT_UNTIL (page == NULL);

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* The end of every game offers the statistics of that game. */
static void
test_game_over_button (void)
{
  g_autoptr(PipsSession) session = pips_demo_chili_game (3, (const char *[]) { "Jonas", "Mia", NULL },
                                                         40, FALSE);
  GtkWidget *view = g_object_new (PIPS_TYPE_GAME_OVER_VIEW, NULL);
  GtkWidget *button;
  GVariant *target;

  g_object_ref_sink (view);
  pips_game_over_view_set_session (PIPS_GAME_OVER_VIEW (view), session);
  button = pips_ui_test_find_action_button (view, "window.statistics");
  g_assert_nonnull (button);
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "chili");
  g_object_unref (view);
}

/* One game chosen: its counts, its players only, results in its unit, its records. */
static void
test_choose_game (void)
{
  PipsWindow *window = new_window ();
  PipsStatisticsPage *page = open_statistics (window, "");
  GtkWidget *widget = GTK_WIDGET (page);
  AdwComboRow *game_row = ADW_COMBO_ROW (find_row (widget, "Game"));
  PipsRecordStatistics record;

  g_assert_nonnull (game_row);
  /* All Games, then the games played in the registry's order: Chili Dice first. */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (game_row)), ==, 6);
  adw_combo_row_set_selected (game_row, 1);
  g_assert_cmpstr (pips_statistics_page_get_game (page), ==, "chili");

  g_assert_cmpstr (row_value (widget, "Played"), ==, "2");
  g_assert_cmpstr (row_value (widget, "Finished"), ==, "1");
  g_assert_cmpstr (row_value (widget, "Ended Early"), ==, "1");
  g_assert_cmpstr (row_value (widget, "In Progress"), ==, "0");
  /* Anna: two Chili Dice games, one finished with 414 points. */
  g_assert_true (starts_with (row_subtitle (widget, "Anna"),
                              "2 games · 1 win · 100 %\n"
                              "Average 414.0" NBSP "points · best 414" NBSP "points · worst 414" NBSP "points\n"));
  g_assert_null (find_row (widget, "Bob"));
  /* The game's records, as the core has them. */
  g_assert_true (pips_statistics_get_record (pips_statistics_page_get_statistics (page), "chili",
                                             0, &record));
  g_assert_nonnull (find_row (widget, record.title));
  assert_fits_small_window (window);

  /* Back to all games. */
  adw_combo_row_set_selected (game_row, 0);
  g_assert_null (pips_statistics_page_get_game (page));
  g_assert_cmpstr (row_value (widget, "Played"), ==, "13");
  g_assert_true (find_row (widget, record.title) == NULL ||
                 !is_drawn (GTK_WIDGET (find_row (widget, record.title)), widget));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* From a finished game's Statistics button (window.statistics with the game's id), and the
 * player's own page with head to head. */
static void
test_open_on_game_and_player (void)
{
  PipsWindow *window = new_window ();
  PipsStatisticsPage *page = open_statistics (window, "family-album");
  PipsStatistics *statistics = pips_statistics_page_get_statistics (page);
  AdwNavigationPage *player_page;
  PipsHeadToHead pair;
  g_autofree char *score = NULL;

  g_assert_cmpstr (pips_statistics_page_get_game (page), ==, "family-album");
  g_assert_cmpstr (row_value (GTK_WIDGET (page), "Played"), ==, "3");
  g_assert_true (starts_with (row_subtitle (GTK_WIDGET (page), "Bob"),
                              "2 games · 2 wins · 100 %\n"
                              "Average 29.5" NBSP "chips · best 33" NBSP "chips · worst 26" NBSP "chips\n"));

  /* Asked again for another game: the same page, on that game. */
  g_assert_true (open_statistics (window, "choice") == page);
  g_assert_cmpstr (pips_statistics_page_get_game (page), ==, "choice");
  g_assert_cmpstr (row_value (GTK_WIDGET (page), "Played"), ==, "3");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "statistics.show-player", "s",
                                             "Anna"));
  player_page = visible_page (window);
  g_assert_cmpstr (adw_navigation_page_get_title (player_page), ==, "Anna");
  pips_ui_test_wait_for_paint (GTK_WIDGET (window));
  /* Choice: −250, 630, −180. */
  g_assert_cmpstr (row_value (GTK_WIDGET (player_page), "Best"), ==, "630 points");
  g_assert_cmpstr (row_value (GTK_WIDGET (player_page), "Worst"), ==, "−250 points");
  g_assert_true (pips_statistics_get_head_to_head (statistics, "Anna", "Ben", "choice", &pair));
  score = g_strdup_printf ("%u : %u", pair.wins_a, pair.wins_b);
  g_assert_cmpstr (row_value (GTK_WIDGET (player_page), "Ben"), ==, score);
  assert_fits_small_window (window);

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* A merge through the page, undone from its toast; a split, undone too. */
static void
test_merge_undo (void)
{
  PipsWindow *window = new_window ();
  PipsStatisticsPage *page = open_statistics (window, "");
  GtkWidget *widget = GTK_WIDGET (page);
  GtkWidget *undo;

  g_assert_nonnull (find_row (widget, "Ann"));
  g_assert_true (gtk_widget_activate_action (widget, "statistics.merge", "(ss)", "Ann", "Anna"));
  /* Anna's own 9 games and Ann's 2. */
  PIPS_UI_TEST_WAIT_UNTIL (starts_with (row_subtitle (widget, "Anna"), "11 games · 3 wins"));
  g_assert_null (find_row (widget, "Ann"));

  PIPS_UI_TEST_WAIT_UNTIL ((undo = find_button_with_label (GTK_WIDGET (window), "_Undo")) != NULL);
  g_signal_emit_by_name (undo, "clicked");
  PIPS_UI_TEST_WAIT_UNTIL (starts_with (row_subtitle (widget, "Anna"), "9 games · 3 wins"));
  g_assert_nonnull (find_row (widget, "Ann"));

  /* Merged again, then split off through the page. */
  g_assert_true (pips_statistics_page_merge (page, "Ann", "Anna"));
  PIPS_UI_TEST_WAIT_UNTIL (find_row (widget, "Ann") == NULL);
  g_assert_true (gtk_widget_activate_action (widget, "statistics.split", "s", "Ann"));
  PIPS_UI_TEST_WAIT_UNTIL (find_row (widget, "Ann") != NULL);
  g_assert_true (starts_with (row_subtitle (widget, "Anna"), "9 games · 3 wins"));
  /* A split refused (the name is merged into none) says why, and changes nothing. */
  g_assert_false (pips_statistics_page_split (page, "Ann"));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* No game yet: a status page, that fits too. */
static void
test_empty (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *names_path = g_build_filename (dir, "player-names.json", NULL);
  g_autoptr(PipsStore) store = pips_store_new (dir);
  g_autoptr(PipsPlayerNames) names = pips_player_names_new (names_path);
  g_autoptr(GError) error = NULL;
  PipsStatisticsPage *page;
  GtkWidget *window;
  GtkWidget *stack;
  int min_width;

  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  page = pips_statistics_page_new (store, names, NULL);
  stack = pips_ui_test_find_descendant (GTK_WIDGET (page), GTK_TYPE_STACK);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "empty");

  window = pips_ui_test_show_in_window (GTK_WIDGET (page), 360, 294);
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                      NULL);
  g_assert_cmpint (min_width, <=, 360);
  pips_ui_test_destroy_window (window);
  pips_test_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *sessions = NULL;
  int status;

  PIPS_TEST_REQUIRE_DISPLAY ();

  /* A data folder of its own, set before anything reads it, with the fixed set in it. */
  data_home = g_dir_make_tmp ("pips-test-statistics-page-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  {
    g_autofree char *cache_home = g_build_filename (data_home, "cache", NULL);

    g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);
  }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (),
                "gtk-enable-animations", FALSE,
                "gtk-decoration-layout", ":close",
                NULL);

  sessions = g_build_filename (data_home, "io.github.pipsapp.Pips", "sessions", NULL);
  g_assert_cmpint (g_mkdir_with_parents (sessions, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (fixed_set); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", fixed_set[i], NULL);
      g_autofree char *name = g_path_get_basename (fixed_set[i]);
      g_autofree char *text = NULL;
      gsize length;

      text = pips_test_read_file (path, &length);
      pips_test_write_file (sessions, name, text, length);
    }

  app = pips_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/statistics-page/all-games", test_all_games);
  g_test_add_func ("/statistics-page/choose-game", test_choose_game);
  g_test_add_func ("/statistics-page/open-on-game-and-player", test_open_on_game_and_player);
  g_test_add_func ("/statistics-page/merge-undo", test_merge_undo);
  g_test_add_func ("/statistics-page/empty", test_empty);
  g_test_add_func ("/statistics-page/game-over-button", test_game_over_button);

  status = g_test_run ();

  g_clear_object (&app);
  pips_test_remove_dir (data_home);
  g_free (data_home);

  return status;
}
