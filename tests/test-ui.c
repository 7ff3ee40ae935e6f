/* test-ui.c — the application shell, driven through its actions under Xvfb
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "pips-application.h"
#include "pips-black-n-white-rules.h"
#include "pips-chili-rules.h"
#include "pips-demo.h"
#include "pips-dice-entry.h"
#include "pips-family-album-editor.h"
#include "pips-home-page.h"
#include "pips-new-game-page.h"
#include "pips-player-names.h"
#include "pips-session-page.h"
#include "pips-session-row.h"
#include "pips-chili-fixture.h"
#include "pips-test-util.h"
#include "pips-registry.h"
#include "pips-ui-test-util.h"
#include "pips-window.h"

static PipsApplication *app;
static char *data_home;

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

/* The smallest size of the window's content fits the HIG's smallest window, 360×294: nothing is
 * clipped there. */
static void
assert_fits_small_window (PipsWindow *window)
{
  GtkWidget *widget = GTK_WIDGET (window);
  int min_width, min_height;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, 360, &min_height, NULL, NULL, NULL);
  if (min_width > 360 || min_height > 294)
    g_error ("The page “%s” needs %d×%d, more than 360×294",
             adw_navigation_page_get_title (visible_page (window)), min_width, min_height);
}

static PipsWindow *
new_window_sized (int width,
                  int height)
{
  PipsWindow *window = pips_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  pips_ui_test_wait_for_paint (GTK_WIDGET (window));
  PIPS_UI_TEST_WAIT_UNTIL (pips_store_get_loaded (pips_application_get_store (app)));

  return window;
}

static PipsWindow *
new_window (void)
{
  return new_window_sized (360, 294);
}

/* A window @width × @height inside, as GNOME makes it. Under X11 without a compositor (Xvfb) GTK
 * keeps a resize border of its own inside the window's size (a window of 360 px has 350 px
 * inside): the window is made again, larger by that border. */
static PipsWindow *
new_window_inside (int width,
                   int height)
{
  PipsWindow *window = new_window_sized (width, height);
  int border_x = width - gtk_widget_get_width (GTK_WIDGET (window));
  int border_y = height - gtk_widget_get_height (GTK_WIDGET (window));

  if (border_x != 0 || border_y != 0)
    {
      pips_ui_test_destroy_window (GTK_WIDGET (window));
      window = new_window_sized (width + border_x, height + border_y);
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, height);

  return window;
}

/* The row of the home list that shows @entry now, if it is on screen. */
static GtkWidget *
find_row (GtkWidget      *widget,
          PipsStoreEntry *entry)
{
  if (PIPS_IS_SESSION_ROW (widget) &&
      pips_session_row_get_entry (PIPS_SESSION_ROW (widget)) == entry)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, entry);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static guint
count_rows (GtkWidget *widget)
{
  guint n = PIPS_IS_SESSION_ROW (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);

  return n;
}

/* Home → new game → game page → an event → undo → redo, all through actions. */
static void
test_new_game_flow (void)
{
  PipsWindow *window = new_window ();
  PipsStore *store = pips_application_get_store (app);
  GListModel *entries = pips_store_get_entries (store);
  guint n_before = g_list_model_get_n_items (entries);
  PipsNewGamePage *new_game;
  PipsSessionPage *page;
  PipsSession *session;
  PipsChiliGame *game;
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (3);
  g_autoptr(JsonObject) event = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (adw_navigation_page_get_tag (visible_page (window)), ==, "home");
  assert_fits_small_window (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.new-game", "s", "chili"));
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_NEW_GAME_PAGE (visible_page (window)));
  g_assert_true (PIPS_IS_NEW_GAME_PAGE (visible_page (window)));
  new_game = PIPS_NEW_GAME_PAGE (visible_page (window));
  g_assert_cmpstr (pips_new_game_page_get_game_id (new_game), ==, "chili");
  /* No names yet: the keyboard is in the first, not on the list of games. */
  PIPS_UI_TEST_WAIT_UNTIL (gtk_root_get_focus (GTK_ROOT (window)) != NULL &&
                           gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)), ADW_TYPE_ENTRY_ROW) != NULL);
  assert_fits_small_window (window);

  pips_new_game_page_set_player (new_game, 0, "Anna");
  pips_new_game_page_set_player (new_game, 1, "Ben");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (new_game), "new-game.start", NULL));
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)));

  g_assert_true (PIPS_IS_SESSION_PAGE (visible_page (window)));
  page = PIPS_SESSION_PAGE (visible_page (window));
  session = pips_session_page_get_session (page);
  g_assert_cmpstrv (pips_session_get_players (session), ((const char *[]) { "Anna", "Ben", NULL }));
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, n_before + 1);
  g_assert_nonnull (pips_store_find (store, session));
  g_assert_nonnull (pips_session_page_get_board (page));
  assert_fits_small_window (window);
  /* While a game is on screen the screen does not dim and lock. */
  PIPS_UI_TEST_WAIT_UNTIL (pips_session_page_get_inhibits_idle (page));

  /* An event, then undo and redo through the page's actions. */
  game = PIPS_CHILI_GAME (pips_session_get_game (session));
  event = pips_chili_game_build_roll (game, roller, NULL);
  g_assert_true (pips_session_append (session, event, &error));
  g_assert_no_error (error);
  g_assert_true (pips_chili_game_get_has_thrown (game));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "session.undo", NULL));
  g_assert_false (pips_chili_game_get_has_thrown (game));
  g_assert_true (pips_session_get_can_redo (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "session.redo", NULL));
  g_assert_true (pips_chili_game_get_has_thrown (game));
  g_assert_false (pips_session_get_can_redo (session));

  /* Ending the game is an event too, and can be undone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "session.end", NULL));
  g_assert_true (pips_session_get_is_over (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "session.undo", NULL));
  g_assert_false (pips_session_get_is_over (session));

  /* Over: Play Again fills the new-game page with the same game, players and rules. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "session.end", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "session.play-again", NULL));
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_NEW_GAME_PAGE (visible_page (window)));
  {
    PipsNewGamePage *again = PIPS_NEW_GAME_PAGE (visible_page (window));
    g_autoptr(PipsSession) next = pips_new_game_page_create (again, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (pips_new_game_page_get_game_id (again), ==, "chili");
    g_assert_cmpuint (g_strv_length ((char **) pips_session_get_players (next)), ==, 2);
    g_assert_true (g_strv_contains (pips_session_get_players (next), "Anna"));
    g_assert_true (g_strv_contains (pips_session_get_players (next), "Ben"));
    g_assert_true (json_object_equal (pips_session_get_options (next), pips_session_get_options (session)));
  }
  adw_navigation_view_pop (get_navigation_view (window));
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "session.undo", NULL));
  g_assert_false (pips_session_get_is_over (session));

  /* Back home: the session is listed, and saved on disk; the screen may dim again. */
  g_object_ref (page);
  adw_navigation_view_pop (get_navigation_view (window));
  PIPS_UI_TEST_WAIT_UNTIL (g_strcmp0 (adw_navigation_page_get_tag (visible_page (window)), "home") == 0);
  g_assert_cmpstr (adw_navigation_page_get_tag (visible_page (window)), ==, "home");
  PIPS_UI_TEST_WAIT_UNTIL (!pips_session_page_get_inhibits_idle (page));
  g_object_unref (page);
  g_assert_true (pips_store_flush (store, NULL));
  {
    PipsStoreEntry *entry = pips_store_find (store, session);
    g_autoptr(PipsSession) loaded = pips_session_new_from_file (pips_store_entry_get_path (entry),
                                                               &error);

    g_assert_no_error (error);
    g_assert_cmpuint (pips_session_get_cursor (loaded), ==, pips_session_get_cursor (session));
  }

  /* New Game (Ctrl+N) repeats the table's last game: its game, players and rules; the keyboard
   * on Start, so that Return plays it again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.new-game", "s", ""));
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_NEW_GAME_PAGE (visible_page (window)));
  PIPS_UI_TEST_WAIT_UNTIL (gtk_root_get_focus (GTK_ROOT (window)) ==
                           pips_ui_test_find_action_button (GTK_WIDGET (visible_page (window)), "new-game.start"));
  {
    PipsNewGamePage *again = PIPS_NEW_GAME_PAGE (visible_page (window));
    g_autoptr(PipsSession) next = pips_new_game_page_create (again, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (pips_new_game_page_get_game_id (again), ==, pips_session_get_game_id (session));
    g_assert_cmpstrv (pips_session_get_players (next), pips_session_get_players (session));
    g_assert_true (json_object_equal (pips_session_get_options (next), pips_session_get_options (session)));
  }

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* Delete from the home page, then undo from the toast. */
static void
test_delete_undo (void)
{
  PipsWindow *window = new_window ();
  PipsStore *store = pips_application_get_store (app);
  GListModel *entries = pips_store_get_entries (store);
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autoptr(PipsSession) session = NULL;
  g_autofree char *path = NULL;
  guint n_before;

  g_assert_cmpuint (g_list_model_get_n_items (entries), >, 0);
  n_before = g_list_model_get_n_items (entries);
  entry = g_list_model_get_item (entries, 0);
  session = g_object_ref (pips_store_entry_get_session (entry));
  path = g_strdup (pips_store_entry_get_path (entry));

  {
    GtkWidget *row = NULL;

    PIPS_UI_TEST_WAIT_UNTIL ((row = find_row (GTK_WIDGET (window), entry)) != NULL);
    g_assert_true (gtk_widget_activate_action (row, "row.delete", NULL));
  }
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, n_before - 1);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_nonnull (pips_store_restore (store, session));
  g_assert_true (pips_store_flush (store, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, n_before);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* A row's menu button opens its menu, made then; "Rename…" asks for the new name, which the
 * game and its row take. */
static void
test_home_row_menu (void)
{
  PipsWindow *window = new_window_sized (600, 700);
  GListModel *entries = pips_store_get_entries (pips_application_get_store (app));
  g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, 0);
  g_autofree char *old_title = g_strdup (pips_store_entry_get_title (entry));
  GtkWidget *row = NULL;
  GtkWidget *button;
  GtkWidget *menu;
  GtkWidget *title = NULL;
  GtkWidget *name;
  GMenuModel *model;
  AdwDialog *dialog;
  g_autofree char *label = NULL;
  GtkWidget *grid = pips_ui_test_find_descendant (GTK_WIDGET (window), GTK_TYPE_GRID_VIEW);

  /* Once the grid has the whole list (its first frame has only the first screen), its rows
   * stay the widgets they are. */
  PIPS_UI_TEST_WAIT_UNTIL (g_list_model_get_n_items (G_LIST_MODEL (gtk_grid_view_get_model (GTK_GRID_VIEW (grid)))) >
                           g_list_model_get_n_items (entries));
  PIPS_UI_TEST_WAIT_UNTIL ((row = find_row (GTK_WIDGET (window), entry)) != NULL);
  g_assert_null (pips_ui_test_find_descendant (row, GTK_TYPE_POPOVER_MENU));
  button = gtk_widget_get_last_child (row);
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_get_visible (button));

  g_signal_emit_by_name (button, "clicked");
  menu = pips_ui_test_find_descendant (row, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (menu);
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_mapped (menu));
  model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu));
  g_assert_cmpint (g_menu_model_get_n_items (model), ==, 2);
  g_assert_true (g_menu_model_get_item_attribute (model, 0, G_MENU_ATTRIBUTE_LABEL, "s", &label));
  g_assert_cmpstr (label, ==, "_Rename…");

  /* The menu's items reach the row's actions. */
  g_assert_true (gtk_widget_activate_action (menu, "row.rename", NULL));
  gtk_popover_popdown (GTK_POPOVER (menu));
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), ==, "Rename Game");
  name = pips_ui_test_find_descendant (adw_alert_dialog_get_extra_child (ADW_ALERT_DIALOG (dialog)),
                                       ADW_TYPE_ENTRY_ROW);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, old_title);
  /* The name is typed at once: once the dialog is shown, the keyboard is in it. */
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), name));
  gtk_editable_set_text (GTK_EDITABLE (name), "Friday Night at Anna’s");
  g_signal_emit_by_name (dialog, "response", "rename");
  adw_dialog_force_close (dialog);

  g_assert_cmpstr (pips_session_get_title (pips_store_entry_get_session (entry)), ==,
                   "Friday Night at Anna’s");
  /* The game moves to the top of its section: its row may be another widget now. */
  PIPS_UI_TEST_WAIT_UNTIL ((row = find_row (GTK_WIDGET (window), entry)) != NULL &&
                           (title = pips_ui_test_find_descendant (row, GTK_TYPE_LABEL)) != NULL &&
                           g_strcmp0 (gtk_label_get_text (GTK_LABEL (title)),
                                      "Friday Night at Anna’s") == 0);

  pips_session_set_title (pips_store_entry_get_session (entry), old_title);
  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* The gesture of @type on @widget (for a click gesture, the one of @button). */
static GtkGesture *
find_gesture (GtkWidget *widget,
              GType      type,
              guint      button)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) &&
          (button == 0 || gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button))
        return GTK_GESTURE (controller);
    }
  return NULL;
}

/* A row's menu also opens on a right-click where the pointer is, on a long press of a touch
 * screen, and from the keyboard (the Menu key, Shift+F10: home.row-menu) on the game in focus. */
static void
test_home_row_context_menu (void)
{
  PipsWindow *window = new_window_sized (600, 700);
  GListModel *entries = pips_store_get_entries (pips_application_get_store (app));
  g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, 0);
  GtkWidget *home = pips_ui_test_find_descendant (GTK_WIDGET (window), PIPS_TYPE_HOME_PAGE);
  GtkWidget *grid = pips_ui_test_find_descendant (GTK_WIDGET (window), GTK_TYPE_GRID_VIEW);
  GtkWidget *row = NULL;
  GtkWidget *menu;
  GtkGesture *gesture;
  GdkRectangle at;

  PIPS_UI_TEST_WAIT_UNTIL (g_list_model_get_n_items (G_LIST_MODEL (gtk_grid_view_get_model (GTK_GRID_VIEW (grid)))) >
                           g_list_model_get_n_items (entries));
  PIPS_UI_TEST_WAIT_UNTIL ((row = find_row (GTK_WIDGET (window), entry)) != NULL);
  g_assert_null (pips_ui_test_find_descendant (row, GTK_TYPE_POPOVER_MENU));

  /* Right-click: the menu, without an arrow, where the pointer is. */
  gesture = find_gesture (row, GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_SECONDARY);
  g_assert_nonnull (gesture);
  g_signal_emit_by_name (gesture, "pressed", 1, 40.0, 12.0);
  menu = pips_ui_test_find_descendant (row, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (menu);
  g_assert_true (gtk_widget_get_visible (menu));
  g_assert_false (gtk_popover_get_has_arrow (GTK_POPOVER (menu)));
  g_assert_true (gtk_popover_get_pointing_to (GTK_POPOVER (menu), &at));
  g_assert_cmpint (at.x, ==, 40);
  g_assert_cmpint (at.y, ==, 12);
  gtk_popover_popdown (GTK_POPOVER (menu));
  g_assert_false (gtk_widget_get_visible (menu));

  /* A long press on a touch screen: the same. */
  gesture = find_gesture (row, GTK_TYPE_GESTURE_LONG_PRESS, 0);
  g_assert_nonnull (gesture);
  g_assert_true (gtk_gesture_single_get_touch_only (GTK_GESTURE_SINGLE (gesture)));
  g_signal_emit_by_name (gesture, "pressed", 80.0, 20.0);
  g_assert_true (gtk_widget_get_visible (menu));
  gtk_popover_popdown (GTK_POPOVER (menu));

  /* The keyboard, on the game's cell: the menu at the row's menu button. */
  g_assert_true (gtk_widget_grab_focus (gtk_widget_get_parent (row)));
  g_assert_true (gtk_widget_activate_action (home, "home.row-menu", NULL));
  g_assert_true (gtk_widget_get_visible (menu));
  g_assert_true (gtk_popover_get_has_arrow (GTK_POPOVER (menu)));
  gtk_popover_popdown (GTK_POPOVER (menu));

  /* Elsewhere (the header bar's New Game button), the key opens nothing. */
  g_assert_true (gtk_widget_grab_focus (pips_ui_test_find_action_button (home, "window.new-game")));
  g_assert_true (gtk_widget_activate_action (home, "home.row-menu", NULL));
  g_assert_false (gtk_widget_get_visible (menu));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* Writes @n random Chili Dice games, from seed @seed on, into @dir as saved sessions. */
static void
write_chili_games (const char *dir,
                   guint       n,
                   guint32     seed)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PipsSession) session = pips_test_chili_random_game (seed + i, 1 + i % 3, 10 + i % 30);
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = pips_session_serialize (session, NULL);

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
    }
}

/* A long history of games: the home list makes rows for what is on screen, reads no session
 * to show them, opens the one resumed, and a row resumes its own game. */
static void
test_long_history (void)
{
  PipsWindow *window = new_window ();
  PipsHomePage *home = PIPS_HOME_PAGE (pips_ui_test_find_descendant (GTK_WIDGET (window),
                                                                      PIPS_TYPE_HOME_PAGE));
  g_autofree char *dir = g_dir_make_tmp ("pips-test-ui-many-XXXXXX", NULL);
  g_autoptr(PipsStore) store = NULL;
  g_autoptr(PipsStoreEntry) first = NULL;
  GListModel *entries;
  GtkWidget *row = NULL;
  guint n_rows;

  write_chili_games (dir, 400, 500);

  store = pips_store_new (dir);
  pips_home_page_set_store (home, store);
  PIPS_UI_TEST_WAIT_UNTIL (pips_store_get_loaded (store));
  entries = pips_store_get_entries (store);
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 400);
  pips_ui_test_wait_for_paint (GTK_WIDGET (window));

  n_rows = count_rows (GTK_WIDGET (window));
  g_assert_cmpuint (n_rows, >, 0);
  /* A one-column GtkGridView keeps about 30 rows around what it shows, whatever the length of
   * the list. */
  g_test_message ("%u rows for 400 games", n_rows);
  g_assert_cmpuint (n_rows, <, 50);
  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);

      g_assert_false (pips_store_entry_get_is_open (entry));
    }

  /* The first row (the newest game in progress) resumes its own game, which is read now. */
  for (guint i = 0; i < g_list_model_get_n_items (entries) && first == NULL; i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);

      if (!pips_store_entry_get_is_over (entry))
        first = g_steal_pointer (&entry);
    }
  g_assert_nonnull (first);
  PIPS_UI_TEST_WAIT_UNTIL ((row = find_row (GTK_WIDGET (window), first)) != NULL);
  g_assert_true (gtk_widget_activate_action (row, "row.open", NULL));
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)));
  g_assert_true (pips_store_entry_get_is_open (first));
  g_assert_true (pips_session_page_get_session (PIPS_SESSION_PAGE (visible_page (window))) ==
                 pips_store_entry_get_session (first));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
  g_clear_object (&store);
  pips_demo_remove_dir (dir);
}

/* The page of every game of the registry, in play and at its end, and its new-game page: shown,
 * then gone, they leave nothing behind (no reference to the page or to the session). */
static void
test_pages_finalize (void)
{
  for (guint g = 0; g < pips_registry_get_n_games (); g++)
    {
      const PipsGameInfo *info = pips_registry_get_game (g);
      PipsSession *sessions[] = { pips_demo_game (info), pips_demo_finished_game (info) };
      PipsNewGamePage *new_game = pips_new_game_page_new (info->id, (const char *[]) { "Anna", NULL });
      GtkWidget *window;

      for (guint i = 0; i < G_N_ELEMENTS (sessions); i++)
        {
          PipsSessionPage *page = pips_session_page_new (sessions[i]);

          g_test_message ("%s, %s", info->id, i == 0 ? "in play" : "over");
          window = pips_ui_test_show_in_window (g_object_ref_sink (GTK_WIDGET (page)), 960, 720);
          pips_ui_test_wait_for_paint (window);
          g_assert_true (pips_session_page_get_session (page) == sessions[i]);
          pips_ui_test_destroy_window (window);
          g_assert_finalize_object (page);
          g_assert_finalize_object (sessions[i]);
        }

      window = pips_ui_test_show_in_window (g_object_ref_sink (GTK_WIDGET (new_game)), 960, 720);
      pips_ui_test_wait_for_paint (window);
      pips_ui_test_destroy_window (window);
      g_assert_finalize_object (new_game);
    }
}

/* The buttons of the names with @style under @widget, in order: "Anna Ben-" ("-": greyed out). */
static void
append_suggestions (GtkWidget *widget,
                    GString   *out)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "player-suggestion"))
    {
      g_string_append_printf (out, "%s%s%s", out->len > 0 ? " " : "",
                              gtk_button_get_label (GTK_BUTTON (widget)),
                              gtk_widget_get_sensitive (widget) ? "" : "-");
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_suggestions (child, out);
}

static char *
dup_suggestions (GtkWidget *page)
{
  GString *out = g_string_new (NULL);

  append_suggestions (page, out);

  return g_string_free (out, FALSE);
}

/* Any label under @widget, shown, that ends in "…". */
static GtkLabel *
find_ellipsized (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;

  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    return GTK_LABEL (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_ellipsized (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The values of the rule options read whole at 900 px and at 360 px ("Allowed, not…" was cut). */
static void
test_new_game_option_values (void)
{
  static const int widths[] = { 900, 360 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint g = 0; g < pips_registry_get_n_games (); g++)
      {
        const PipsGameInfo *info = pips_registry_get_game (g);
        PipsNewGamePage *page = pips_new_game_page_new (info->id, NULL);
        GtkWidget *window = pips_ui_test_show_in_window (g_object_ref_sink (GTK_WIDGET (page)), widths[w], 4000);
        GtkLabel *cut;

        pips_ui_test_wait_for_paint (window);
        cut = find_ellipsized (GTK_WIDGET (page));
        if (cut != NULL)
          g_error ("%s at %d px: “%s” is cut", info->id, widths[w], gtk_label_get_label (cut));

        pips_ui_test_destroy_window (window);
        g_assert_finalize_object (page);
      }
}

/* The list box whose rows are the rule options. */
static GtkWidget *
find_options_list (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    for (GtkWidget *row = gtk_widget_get_first_child (widget); row != NULL; row = gtk_widget_get_next_sibling (row))
      if (g_object_get_data (G_OBJECT (row), "rule-option") != NULL)
        return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_options_list (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A rule option that does not apply is not shown ("Mats" while "Players + 1" is chosen), and
 * each group's heading comes once, for every game. */
static void
test_new_game_options_apply (void)
{
  for (guint g = 0; g < pips_registry_get_n_games (); g++)
    {
      const PipsGameInfo *info = pips_registry_get_game (g);
      PipsNewGamePage *page = pips_new_game_page_new (info->id, NULL);
      GtkWidget *window = pips_ui_test_show_in_window (g_object_ref_sink (GTK_WIDGET (page)), 360, 4000);
      g_autoptr(GHashTable) headings = g_hash_table_new (g_str_hash, g_str_equal);
      GtkWidget *list = NULL;

      pips_ui_test_wait_for_paint (window);

      list = find_options_list (GTK_WIDGET (page));
      if (info->n_options > 0)
        g_assert_nonnull (list);
      else if (list == NULL)
        {
          pips_ui_test_destroy_window (window);
          g_assert_finalize_object (page);
          continue;
        }

      for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
        {
          const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");
          GtkWidget *header;

          if (option == NULL || !GTK_IS_LIST_BOX_ROW (row) || !gtk_widget_get_visible (row))
            continue;

          /* The value chosen reads on the row, beside what the option means. */
          if (option->kind == PIPS_OPTION_CHOICE)
            {
              guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
              const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

              g_assert_cmpuint (selected, <, option->n_choices);
              if (subtitle == NULL || strstr (subtitle, option->choices[selected].label) == NULL)
                g_error ("%s: the row of “%s” does not say its value “%s”", info->id, option->id,
                         option->choices[selected].label);
              if (option->subtitle != NULL && strstr (subtitle, option->subtitle) == NULL)
                g_error ("%s: the row of “%s” does not say what it means", info->id, option->id);
            }

          header = gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (row));
          if (header != NULL && GTK_IS_LABEL (header))
            {
              const char *title = gtk_label_get_label (GTK_LABEL (header));

              if (g_hash_table_contains (headings, title))
                g_error ("%s: the heading “%s” comes twice", info->id, title);
              g_hash_table_add (headings, (gpointer) title);
            }
        }

      if (g_str_equal (info->id, "chicago"))
        {
          g_assert_cmpuint (g_hash_table_size (headings), >, 1);
          for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
            {
              const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");

              /* "Players + 1" is the default: the number of fixed mats does not apply. */
              if (option != NULL && g_str_equal (option->id, "mats-fixed"))
                g_assert_false (gtk_widget_get_visible (row));
              if (option != NULL && g_str_equal (option->id, "mats"))
                g_assert_true (gtk_widget_get_visible (row));
            }
        }

      pips_ui_test_destroy_window (window);
      g_assert_finalize_object (page);
    }
}

/* The names of earlier players: a tap adds one, and the others stay where they were (nothing
 * moves under the next tap); the names blank players got ("Player 2") are not offered. */
static void
test_new_game_suggestions (void)
{
  PipsNewGamePage *page = pips_new_game_page_new ("chili", (const char *[]) { "Anna", "Player 2", "Ben", "Clara", NULL });
  GtkWidget *window = pips_ui_test_show_in_window (g_object_ref_sink (GTK_WIDGET (page)), 360, 640);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  before = dup_suggestions (GTK_WIDGET (page));
  g_assert_cmpstr (before, ==, "Anna Ben Clara");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "new-game.add-known", "s", "Anna"));
  after = dup_suggestions (GTK_WIDGET (page));
  g_assert_cmpstr (after, ==, "Anna- Ben Clara");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* A toast never reads its text as markup: "&" in a path or a name would blank it. */
static void
test_toast_plain_text (void)
{
  PipsWindow *window = new_window ();
  g_autoptr(AdwToast) toast = g_object_ref_sink (adw_toast_new ("Could not save /home/a&b/x.json"));

  g_assert_true (adw_toast_get_use_markup (toast));
  pips_window_add_toast (window, toast);
  g_assert_false (adw_toast_get_use_markup (toast));
  adw_toast_dismiss (toast);

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* The first session of @game_id in the store that is in progress and waits for dice. */
static PipsSession *
find_session (const char *game_id)
{
  GListModel *entries = pips_store_get_entries (pips_application_get_store (app));

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) item = g_list_model_get_item (entries, i);
      PipsSession *session = pips_store_entry_get_session (item);

      if (g_str_equal (pips_session_get_game_id (session), game_id) &&
          !pips_session_get_is_over (session))
        return session;
    }

  return NULL;
}

/* Opening (or resuming) a game puts the keyboard on the dice entry: the first digit typed is
 * the first die, and no Tab or tap is needed first. */
static void
test_focus_on_open (void)
{
  PipsWindow *window = new_window ();
  PipsSession *session = find_session ("chili");
  GtkWidget *focus;
  GtkWidget *entry;

  g_assert_nonnull (session);
  pips_window_open_session (window, session);
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)));
  entry = pips_ui_test_find_descendant (GTK_WIDGET (visible_page (window)), PIPS_TYPE_DICE_ENTRY);
  g_assert_nonnull (entry);

  PIPS_UI_TEST_WAIT_UNTIL ((focus = gtk_root_get_focus (GTK_ROOT (window))) != NULL &&
                           (focus == entry || gtk_widget_is_ancestor (focus, entry)));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* A Black'n'White round whose two players keep throwing the same: a roll-off of @n_rolloffs. */
static PipsSession *
long_rolloff_session (guint n_rolloffs)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  json_object_set_string_member (options, "ties", "roll-off");
  session = pips_session_new ("black-n-white", (const char *[]) { "Anna", "Ben", NULL }, options,
                              &error);
  g_assert_no_error (error);
  g_assert_true (pips_session_append (session, pips_black_n_white_build_starter (0, FALSE), &error));
  for (guint i = 0; i < n_rolloffs + 1; i++)
    for (guint p = 0; p < 2; p++)
      {
        g_autoptr(JsonObject) event = pips_black_n_white_build_result (p, 4, 4, 1);

        g_assert_true (pips_session_append (session, event, &error));
        g_assert_no_error (error);
      }

  return session;
}

/* The history of a long game makes rows only for what is on screen (GtkListView keeps a few
 * hundred at most), however many entries there are. */
static void
test_history_long_game (void)
{
  PipsWindow *window = new_window ();
  g_autoptr(PipsSession) session = long_rolloff_session (2000);
  GtkWidget *page;
  GtkWidget *list = NULL;
  AdwDialog *dialog;
  guint n_rows = 0;

  g_assert_cmpuint (pips_session_get_cursor (session), >, 4000);
  pips_window_open_session (window, session);
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)));
  page = GTK_WIDGET (visible_page (window));
  g_assert_true (gtk_widget_activate_action (page, "session.history", NULL));
  PIPS_UI_TEST_WAIT_UNTIL ((dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))) != NULL &&
                           (list = pips_ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_LIST_VIEW)) != NULL);
  pips_ui_test_wait_for_paint (list);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)))),
                    ==, pips_session_get_cursor (session));
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n_rows++;
  g_assert_cmpuint (n_rows, <, 400);

  adw_dialog_force_close (dialog);
  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* The first frame of the home list makes the rows of one screen, not the 30 and more a grid
 * makes: the rest come in the frame after. The rows of that first frame fill the window: a store
 * listed while the window first appears, as at start-up (the screen is the monitor's height if
 * the list comes before the window's first frame), and one given to a narrow window on screen. */
typedef struct
{
  GtkWidget *grid;
  guint      n_total;
  guint      n_first;   /* the items of the first frame that showed the grid */
  double     upper;     /* the height of its rows */
  double     page_size; /* the height it had for them */
} FirstScreen;

static void
first_screen_painted_cb (GdkFrameClock *clock,
                         FirstScreen   *first)
{
  GtkAdjustment *adjustment;

  if (first->n_first > 0 || first->grid == NULL || !gtk_widget_get_mapped (first->grid))
    return;

  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (first->grid));
  first->n_first = g_list_model_get_n_items (G_LIST_MODEL (gtk_grid_view_get_model (GTK_GRID_VIEW (first->grid))));
  first->upper = gtk_adjustment_get_upper (adjustment);
  first->page_size = gtk_adjustment_get_page_size (adjustment);
}

static void
test_home_first_screen (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pips-test-ui-first-XXXXXX", NULL);

  write_chili_games (dir, 60, 900);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(PipsStore) store = pips_store_new (dir);
      PipsHomePage *home = g_object_new (PIPS_TYPE_HOME_PAGE, NULL);
      GtkWidget *view = adw_navigation_view_new ();
      GtkWidget *window = gtk_window_new ();
      FirstScreen first = { NULL, };
      GdkFrameClock *clock;
      gulong handler;

      adw_navigation_view_push (ADW_NAVIGATION_VIEW (view), ADW_NAVIGATION_PAGE (home));
      first.grid = pips_ui_test_find_descendant (GTK_WIDGET (home), GTK_TYPE_GRID_VIEW);
      gtk_window_set_child (GTK_WINDOW (window), view);
      if (round == 0)
        {
          /* Start-up: the window appears while the folder is listed. */
          gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
          pips_home_page_set_store (home, store);
          gtk_window_present (GTK_WINDOW (window));
          PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_realized (window));
        }
      else
        {
          /* A narrow window on screen, then the folder. */
          gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
          gtk_window_present (GTK_WINDOW (window));
          pips_ui_test_wait_for_paint (view);
        }
      clock = gtk_widget_get_frame_clock (window);
      handler = g_signal_connect (clock, "after-paint", G_CALLBACK (first_screen_painted_cb), &first);
      if (round == 1)
        pips_home_page_set_store (home, store);

      PIPS_UI_TEST_WAIT_UNTIL (pips_store_get_loaded (store));
      PIPS_UI_TEST_WAIT_UNTIL (first.n_first > 0);
      first.n_total = g_list_model_get_n_items (pips_store_get_entries (store));
      g_assert_cmpuint (first.n_total, ==, 60);
      g_test_message ("round %u: %u items in the first frame, %.0f px of rows for %.0f px", round,
                      first.n_first, first.upper, first.page_size);
      /* Only a screen's worth of items, and rows enough to fill the screen. */
      g_assert_cmpuint (first.n_first, <, 30);
      g_assert_cmpfloat (first.upper, >=, first.page_size);
      /* Then all of them (60 games and a heading or two). */
      PIPS_UI_TEST_WAIT_UNTIL (g_list_model_get_n_items (G_LIST_MODEL (gtk_grid_view_get_model (GTK_GRID_VIEW (first.grid)))) > first.n_total);

      g_signal_handler_disconnect (clock, handler);
      pips_home_page_set_store (home, NULL);
      pips_ui_test_destroy_window (window);
    }

  pips_demo_remove_dir (dir);
}

/* With games in progress, "Continue" resumes the latest one in one tap. */
static void
test_home_continue (void)
{
  PipsWindow *window = new_window ();
  GtkWidget *home = GTK_WIDGET (visible_page (window));
  GtkWidget *button = NULL;
  PipsSession *session;
  g_autofree char *label = NULL;

  g_assert_cmpstr (adw_navigation_page_get_tag (ADW_NAVIGATION_PAGE (home)), ==, "home");
  /* The continue button: the one bound to home.continue, once the games are listed. */
  PIPS_UI_TEST_WAIT_UNTIL ((button = pips_ui_test_find_action_button (home, "home.continue")) != NULL);
  g_assert_nonnull (button);
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_is_visible (button));
  /* The keyboard is on it when it appears: Return resumes the latest game. */
  pips_ui_test_settle ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == button);

  /* The list shows from its first heading, not scrolled to the first row. */
  {
    GtkWidget *grid = pips_ui_test_find_descendant (home, GTK_TYPE_GRID_VIEW);

    pips_ui_test_wait_for_paint (grid);
    g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (grid))), ==, 0);
  }
  label = g_strdup (gtk_button_get_label (GTK_BUTTON (button)));
  g_assert_true (g_str_has_prefix (label, "_Continue “"));

  g_signal_emit_by_name (button, "clicked");
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)));
  session = pips_session_page_get_session (PIPS_SESSION_PAGE (visible_page (window)));
  g_assert_false (pips_session_get_is_over (session));
  g_assert_nonnull (strstr (label, pips_session_get_title (session)));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* With no saved games, the home page lists the five games, and a tap on one starts a new game
 * of it. The rows are made when that page first shows, not before: with saved games, never. */
static void
test_home_empty (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pips-test-home-empty-XXXXXX", NULL);
  g_autoptr(PipsStore) store = pips_store_new (dir);
  PipsWindow *window = new_window_sized (360, 640);
  PipsHomePage *home = PIPS_HOME_PAGE (pips_ui_test_find_descendant (GTK_WIDGET (window),
                                                                      PIPS_TYPE_HOME_PAGE));
  GtkWidget *status = NULL;
  GtkWidget *list;
  GtkWidget *row;
  guint n_rows = 0;

  /* The window's store has games: the page of games to start was never made. */
  g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (pips_application_get_store (app))), >, 0);
  g_assert_null (pips_ui_test_find_descendant (GTK_WIDGET (home), ADW_TYPE_STATUS_PAGE));

  pips_home_page_set_store (home, store);
  PIPS_UI_TEST_WAIT_UNTIL (pips_store_get_loaded (store) &&
                           (status = pips_ui_test_find_descendant (GTK_WIDGET (home),
                                                                   ADW_TYPE_STATUS_PAGE)) != NULL &&
                           gtk_widget_get_mapped (status));
  list = pips_ui_test_find_descendant (status, GTK_TYPE_LIST_BOX);
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==, "No Games Yet");
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n_rows++;
  g_assert_cmpuint (n_rows, ==, pips_registry_get_n_games ());

  /* The second game's row starts a new game of it. */
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   pips_registry_get_game (1)->name);
  g_signal_emit_by_name (row, "activate");
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_NEW_GAME_PAGE (visible_page (window)));
  g_assert_cmpstr (pips_new_game_page_get_game_id (PIPS_NEW_GAME_PAGE (visible_page (window))), ==,
                   pips_registry_get_game (1)->id);

  pips_home_page_set_store (home, NULL);
  pips_ui_test_destroy_window (GTK_WIDGET (window));
  pips_demo_remove_dir (dir);
}

/* A folder of games that cannot be listed is said so on the home page, with a way to try again,
 * rather than shown as an empty list. */
static void
test_home_load_error (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pips-test-home-XXXXXX", NULL);
  g_autofree char *blocked = g_build_filename (dir, "sessions", NULL);
  g_autoptr(PipsStore) store = pips_store_new (blocked);
  PipsHomePage *home = g_object_new (PIPS_TYPE_HOME_PAGE, NULL);
  GtkWidget *view = adw_navigation_view_new ();
  GtkWidget *window;
  AdwBanner *banner;

  g_assert_true (g_file_set_contents (blocked, "in the way", -1, NULL));
  adw_navigation_view_push (ADW_NAVIGATION_VIEW (view), ADW_NAVIGATION_PAGE (home));
  window = pips_ui_test_show_in_window (view, 360, 640);
  banner = ADW_BANNER (pips_ui_test_find_descendant (GTK_WIDGET (home), ADW_TYPE_BANNER));
  g_assert_false (adw_banner_get_revealed (banner));

  pips_home_page_set_store (home, store);
  PIPS_UI_TEST_WAIT_UNTIL (adw_banner_get_revealed (banner));
  g_assert_true (g_str_has_prefix (adw_banner_get_title (banner), "The saved games cannot be read: "));

  /* The folder comes back: Try Again lists it, and the banner goes. */
  g_assert_cmpint (g_unlink (blocked), ==, 0);
  g_signal_emit_by_name (banner, "button-clicked");
  PIPS_UI_TEST_WAIT_UNTIL (!adw_banner_get_revealed (banner));
  g_assert_null (pips_store_get_load_error (store));

  pips_home_page_set_store (home, NULL);
  pips_ui_test_destroy_window (window);
  pips_demo_remove_dir (dir);
}

/* A disk that refuses the entries: the game page says so in a banner that stays, closing Pips
 * asks before it drops anything, and once the disk is back every entry is saved. */
static void
test_close_unsaved (void)
{
  PipsWindow *window = new_window ();
  PipsStore *store = pips_application_get_store (app);
  PipsSession *session = find_session ("chili");
  g_autofree char *sessions = g_build_filename (pips_store_get_directory (store), NULL);
  g_autofree char *away = g_strconcat (sessions, ".away", NULL);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (4);
  g_autoptr(JsonObject) event = NULL;
  g_autoptr(GError) error = NULL;
  PipsSaver *saver;
  AdwBanner *banner;
  AdwDialog *dialog;

  g_assert_nonnull (session);
  saver = pips_store_entry_get_saver (pips_store_find (store, session));
  pips_saver_set_retry_delay (saver, 10);
  pips_window_open_session (window, session);
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)));
  banner = ADW_BANNER (pips_ui_test_find_descendant (GTK_WIDGET (visible_page (window)),
                                                     ADW_TYPE_BANNER));
  g_assert_false (adw_banner_get_revealed (banner));

  /* The folder of the games is gone, a file in its place. */
  g_assert_cmpint (g_rename (sessions, away), ==, 0);
  g_assert_true (g_file_set_contents (sessions, "in the way", -1, NULL));

  event = pips_game_build_random_event (pips_session_get_game (session), roller);
  g_assert_true (pips_session_append (session, event, &error));
  g_assert_no_error (error);
  PIPS_UI_TEST_WAIT_UNTIL (adw_banner_get_revealed (banner));
  g_assert_true (g_str_has_prefix (adw_banner_get_title (banner), "Not saved: "));

  /* Closing asks; keeping Pips open keeps the window. */
  gtk_window_close (GTK_WINDOW (window));
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), ==, "Entries Not Saved");
  g_signal_emit_by_name (dialog, "response", "cancel");
  adw_dialog_force_close (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  /* The folder is back: "Save Now" saves, the banner goes, and closing asks nothing. */
  g_assert_cmpint (g_unlink (sessions), ==, 0);
  g_assert_cmpint (g_rename (away, sessions), ==, 0);
  g_signal_emit_by_name (banner, "button-clicked");
  PIPS_UI_TEST_WAIT_UNTIL (!adw_banner_get_revealed (banner));
  g_assert_false (pips_saver_get_unsaved (saver));

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  PIPS_UI_TEST_WAIT_UNTIL (window == NULL);
}

/* Ctrl+Q (app.quit) with two windows, one of them on a game with a new entry: every window
 * closes, the entry is on disk, and nothing reads a window that has gone (ASan checks that). */
static void
test_quit (void)
{
  PipsStore *store = pips_application_get_store (app);
  PipsWindow *home = new_window ();
  PipsWindow *playing = new_window ();
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(PipsSession) loaded = NULL;
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (11);
  g_autoptr(JsonObject) event = NULL;
  g_autoptr(GError) error = NULL;
  PipsStoreEntry *entry;
  GListModel *entries = pips_store_get_entries (store);
  g_autofree char *path = NULL;

  /* A game in progress, with one more entry than is on disk. */
  for (guint i = 0; i < g_list_model_get_n_items (entries) && session == NULL; i++)
    {
      g_autoptr(PipsStoreEntry) item = g_list_model_get_item (entries, i);
      PipsSession *candidate = pips_store_entry_get_session (item);

      if (!pips_session_get_is_over (candidate))
        session = g_object_ref (candidate);
    }
  g_assert_nonnull (session);
  pips_window_open_session (playing, session);
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (playing)));

  event = pips_game_build_random_event (pips_session_get_game (session), roller);
  g_assert_nonnull (event);
  g_assert_true (pips_session_append (session, event, &error));
  g_assert_no_error (error);

  entry = pips_store_find (store, session);
  g_assert_nonnull (entry);
  path = g_strdup (pips_store_entry_get_path (entry));

  g_object_add_weak_pointer (G_OBJECT (home), (gpointer *) &home);
  g_object_add_weak_pointer (G_OBJECT (playing), (gpointer *) &playing);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  PIPS_UI_TEST_WAIT_UNTIL (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL &&
                           home == NULL && playing == NULL);

  loaded = pips_session_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pips_session_get_n_events (loaded), ==, pips_session_get_n_events (session));
  g_assert_cmpuint (pips_session_get_cursor (loaded), ==, pips_session_get_cursor (session));
}

/* The dialog now shown in @window fits the window: its content needs no more than the window's
 * width (libadwaita warns "AdwBottomSheet exceeds AdwBreakpointBin width" otherwise, and warnings
 * are fatal here) and, at that width, no more than its height. Then it is closed. */
static void
assert_dialog_fits (PipsWindow *window,
                    const char *what)
{
  GtkWidget *widget = GTK_WIDGET (window);
  AdwDialog *dialog = NULL;
  int min_width, min_height;

  PIPS_UI_TEST_WAIT_UNTIL ((dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))) != NULL);
  pips_ui_test_wait_for_paint (GTK_WIDGET (dialog));

  gtk_widget_measure (adw_dialog_get_child (dialog), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  gtk_widget_measure (adw_dialog_get_child (dialog), GTK_ORIENTATION_VERTICAL,
                      gtk_widget_get_width (widget), &min_height, NULL, NULL, NULL);
  if (min_width > gtk_widget_get_width (widget) || min_height > gtk_widget_get_height (widget))
    g_error ("The dialog “%s” (%s) needs %d×%d, more than the window's %d×%d", what,
             adw_dialog_get_title (dialog), min_width, min_height,
             gtk_widget_get_width (widget), gtk_widget_get_height (widget));

  adw_dialog_force_close (dialog);
  PIPS_UI_TEST_WAIT_UNTIL (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)) == NULL);
}

/* The visible dialog shows its text from the top: its first paragraphs are not scrolled away. */
static void
assert_dialog_at_top (PipsWindow *window,
                      const char *what)
{
  AdwDialog *dialog = NULL;
  GtkScrolledWindow *scrolled;

  PIPS_UI_TEST_WAIT_UNTIL ((dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))) != NULL);
  pips_ui_test_wait_for_paint (GTK_WIDGET (dialog));
  pips_ui_test_settle ();
  scrolled = GTK_SCROLLED_WINDOW (pips_ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW));
  g_assert_nonnull (scrolled);
  if (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scrolled)) != 0)
    g_error ("The dialog “%s” (%s) opened scrolled down by %.0f px", what,
             adw_dialog_get_title (dialog),
             gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scrolled)));
}

/* Every dialog fits the smallest window (360×294 inside, the HIG's) and a phone's (360×640): the
 * main menu's, the album editor, and each game's shortcuts, rules and history. */
static void
test_dialogs_fit_narrow (void)
{
  static const struct {
    int width, height;
  } sizes[] = { { 360, 640 }, { 360, 294 } };
  static const char *app_dialogs[] = { "about", "preferences", "shortcuts" };
  GListModel *entries = pips_store_get_entries (pips_application_get_store (app));

  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    {
      PipsWindow *window = new_window_inside (sizes[z].width, sizes[z].height);
      g_autoptr(GHashTable) games = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint d = 0; d < G_N_ELEMENTS (app_dialogs); d++)
        {
          g_action_group_activate_action (G_ACTION_GROUP (app), app_dialogs[d], NULL);
          assert_dialog_fits (window, app_dialogs[d]);
        }
      adw_dialog_present (pips_family_album_editor_new (NULL), GTK_WIDGET (window));
      assert_dialog_fits (window, "family album editor");

      for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
        {
          g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
          PipsSession *session = pips_store_entry_get_session (entry);
          const char *game_id;
          GtkWidget *page;

          if (session == NULL ||
              g_hash_table_contains (games, (game_id = pips_session_get_game_id (session))))
            continue;
          g_hash_table_add (games, (gpointer) game_id);

          pips_window_open_session (window, session);
          PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)) &&
                                   pips_session_page_get_session (PIPS_SESSION_PAGE (visible_page (window))) == session);
          page = GTK_WIDGET (visible_page (window));
          pips_ui_test_wait_for_paint (page);

          g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
          assert_dialog_fits (window, game_id);
          g_assert_true (gtk_widget_activate_action (page, "session.rules", NULL));
          assert_dialog_at_top (window, game_id);
          assert_dialog_fits (window, game_id);
          g_assert_true (gtk_widget_activate_action (page, "session.history", NULL));
          assert_dialog_fits (window, game_id);
        }
      /* The demo has a game of each kind. */
      g_assert_cmpuint (g_hash_table_size (games), ==, pips_registry_get_n_games ());

      pips_ui_test_destroy_window (GTK_WIDGET (window));
    }
}

/* The names by keyboard: Return goes on to the next name and from the last to Start; Tab goes
 * from name to name (the buttons beside a name are for the pointer: Alt+↑ and Alt+Delete move
 * and remove its player); the first player has no button to move up. */
static void
test_new_game_names_keyboard (void)
{
  PipsWindow *window = new_window ();
  const PipsGameInfo *info = pips_registry_get_game (0);
  PipsNewGamePage *page;
  GtkListBox *list;
  GtkWidget *first, *second;
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.new-game", "s", info->id));
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_NEW_GAME_PAGE (visible_page (window)));
  page = PIPS_NEW_GAME_PAGE (visible_page (window));
  pips_new_game_page_set_player (page, 0, "Anna");
  pips_new_game_page_set_player (page, 1, "Ben");
  /* The players' list: the list of the first entry row. */
  {
    GtkWidget *entry_row = pips_ui_test_find_descendant (GTK_WIDGET (page), ADW_TYPE_ENTRY_ROW);

    g_assert_nonnull (entry_row);
    list = GTK_LIST_BOX (gtk_widget_get_parent (entry_row));
    first = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0));
    second = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1));
  }
  g_assert_true (ADW_IS_ENTRY_ROW (first) && ADW_IS_ENTRY_ROW (second));

  /* Return in the first name: the second has the keyboard. */
  g_assert_true (gtk_widget_grab_focus (first));
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (first)), "activate");
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), second));

  /* Return in the last: Start has it, and activating it starts the game. */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (second)), "activate");
  PIPS_UI_TEST_WAIT_UNTIL (gtk_root_get_focus (GTK_ROOT (window)) ==
                           pips_ui_test_find_action_button (GTK_WIDGET (page), "new-game.start"));

  /* Only names and Start take Tab: the buttons beside a name do not; the first has no Up. */
  {
    GtkWidget *remove = pips_ui_test_find_action_button (first, "new-game.remove");
    GtkWidget *up = pips_ui_test_find_action_button (first, "new-game.move-up");

    g_assert_nonnull (remove);
    g_assert_false (gtk_widget_get_focusable (remove));
    g_assert_true (up == NULL || !gtk_widget_get_visible (up));
  }

  /* Alt+↑ in the second name moves Ben above Anna; the keyboard stays in his name. */
  g_assert_true (gtk_widget_grab_focus (second));
  g_assert_true (pips_ui_test_press_key (GTK_WIDGET (window), GDK_KEY_Up, GDK_ALT_MASK));
  session = pips_new_game_page_create (page, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (pips_session_get_players (session)[0], ==, "Ben");
  g_assert_cmpstr (pips_session_get_players (session)[1], ==, "Anna");

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

/* The players New Game suggests take the merged names into account: once "anna" is merged into
 * "Anna", only Anna is offered. */
static void
test_new_game_merged_names (void)
{
  PipsStore *store = pips_application_get_store (app);
  g_autoptr(PipsPlayerNames) names = pips_player_names_new_default ();
  const char *text = "{\"format\":\"pips-player-names\",\"version\":1,\"merged\":{\"anna\":\"Anna\"}}";
  g_autofree char *dir = g_path_get_dirname (pips_player_names_get_path (names));
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) lower = pips_session_new (pips_registry_get_game (0)->id,
                                                   (const char *[]) { "anna", "Zeno", NULL }, NULL, &error);
  g_autoptr(PipsSession) upper = pips_session_new (pips_registry_get_game (0)->id,
                                                   (const char *[]) { "Anna", "Zeno", NULL }, NULL, &error);
  PipsWindow *window;
  g_autofree char *suggested = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (pips_player_names_get_path (names), text, -1, NULL));
  pips_store_add (store, lower);
  pips_store_add (store, upper);

  window = new_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.new-game", "s",
                                             pips_registry_get_game (0)->id));
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_NEW_GAME_PAGE (visible_page (window)));
  suggested = dup_suggestions (GTK_WIDGET (visible_page (window)));
  g_assert_nonnull (strstr (suggested, "Anna"));
  g_assert_null (strstr (suggested, "anna"));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
  g_assert_true (pips_store_remove (store, lower, NULL));
  g_assert_true (pips_store_remove (store, upper, NULL));
  g_unlink (pips_player_names_get_path (names));
}

/* A dialog of the game menu (the rules) chosen with the pointer: once it is closed the keyboard
 * is back on the game, not on the menu button; and Escape with nothing typed never leaves the
 * game. */
static void
test_menu_dialog_focus (void)
{
  PipsWindow *window = new_window ();
  const char * const players[] = { "Anna", "Ben", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new (pips_registry_get_game (0)->id, players, NULL, &error);
  GtkWidget *page, *board, *menu;
  AdwDialog *dialog = NULL;

  g_assert_no_error (error);
  pips_window_open_session (window, session);
  PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (visible_page (window)));
  page = GTK_WIDGET (visible_page (window));
  board = pips_session_page_get_board (PIPS_SESSION_PAGE (page));
  pips_ui_test_wait_for_paint (page);
  menu = pips_ui_test_find_descendant (pips_ui_test_find_descendant (page, ADW_TYPE_HEADER_BAR),
                                       GTK_TYPE_MENU_BUTTON);

  g_assert_true (gtk_widget_grab_focus (menu));
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
  g_assert_true (gtk_widget_activate_action (page, "session.rules", NULL));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));
  PIPS_UI_TEST_WAIT_UNTIL ((dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))) != NULL);
  pips_ui_test_wait_for_paint (GTK_WIDGET (dialog));
  g_assert_true (adw_dialog_close (dialog));
  PIPS_UI_TEST_WAIT_UNTIL (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)) == NULL);
  PIPS_UI_TEST_WAIT_UNTIL (gtk_root_get_focus (GTK_ROOT (window)) != NULL &&
                           gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), board));

  /* Escape, twice, with nothing typed: still the game. */
  g_assert_true (pips_ui_test_press_key (GTK_WIDGET (window), GDK_KEY_Escape, 0));
  g_assert_true (pips_ui_test_press_key (GTK_WIDGET (window), GDK_KEY_Escape, 0));
  pips_ui_test_settle ();
  g_assert_true (GTK_WIDGET (visible_page (window)) == page);

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  PIPS_TEST_REQUIRE_DISPLAY ();

  /* A data folder of its own, set before anything reads it. */
  data_home = g_dir_make_tmp ("pips-test-ui-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  {
    g_autofree char *cache_home = g_build_filename (data_home, "cache", NULL);

    g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);
  }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* GNOME's own window buttons: only "close" (Xvfb has no settings daemon to say so). */
  g_object_set (gtk_settings_get_default (),
                "gtk-enable-animations", FALSE,
                "gtk-decoration-layout", ":close",
                NULL);

  g_object_unref (pips_demo_write_sessions (data_home));

  app = pips_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/ui/new-game-flow", test_new_game_flow);
  g_test_add_func ("/ui/delete-undo", test_delete_undo);
  g_test_add_func ("/ui/home-row-menu", test_home_row_menu);
  g_test_add_func ("/ui/home-row-context-menu", test_home_row_context_menu);
  g_test_add_func ("/ui/long-history", test_long_history);
  g_test_add_func ("/ui/pages-finalize", test_pages_finalize);
  g_test_add_func ("/ui/new-game-suggestions", test_new_game_suggestions);
  g_test_add_func ("/ui/new-game-option-values", test_new_game_option_values);
  g_test_add_func ("/ui/new-game-options-apply", test_new_game_options_apply);
  g_test_add_func ("/ui/new-game-names-keyboard", test_new_game_names_keyboard);
  g_test_add_func ("/ui/new-game-merged-names", test_new_game_merged_names);
  g_test_add_func ("/ui/menu-dialog-focus", test_menu_dialog_focus);
  g_test_add_func ("/ui/focus-on-open", test_focus_on_open);
  g_test_add_func ("/ui/toast-plain-text", test_toast_plain_text);
  g_test_add_func ("/ui/close-unsaved", test_close_unsaved);
  g_test_add_func ("/ui/home-load-error", test_home_load_error);
  g_test_add_func ("/ui/home-continue", test_home_continue);
  g_test_add_func ("/ui/home-first-screen", test_home_first_screen);
  g_test_add_func ("/ui/home-empty", test_home_empty);
  g_test_add_func ("/ui/history-long-game", test_history_long_game);
  g_test_add_func ("/ui/dialogs-fit-narrow", test_dialogs_fit_narrow);
  /* Last: it closes every window. */
  g_test_add_func ("/ui/quit", test_quit);

  status = g_test_run ();

  g_application_quit (G_APPLICATION (app));
  g_clear_object (&app);
  pips_demo_remove_dir (data_home);
  g_free (data_home);

  return status;
}
