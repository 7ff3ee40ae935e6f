/* test-ui.c — the application shell, driven through its actions under Xvfb
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "pips-application.h"
#include "pips-chili-rules.h"
#include "pips-demo.h"
#include "pips-new-game-page.h"
#include "pips-session-page.h"
#include "pips-test-util.h"
#include "pips-ui-test-util.h"
#include "pips-window.h"

static PipsApplication *app;

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
new_window (void)
{
  PipsWindow *window = pips_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 294);
  gtk_window_present (GTK_WINDOW (window));
  pips_ui_test_wait_for_paint (GTK_WIDGET (window));

  return window;
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
  pips_ui_test_wait (100);
  g_assert_true (PIPS_IS_NEW_GAME_PAGE (visible_page (window)));
  new_game = PIPS_NEW_GAME_PAGE (visible_page (window));
  g_assert_cmpstr (pips_new_game_page_get_game_id (new_game), ==, "chili");
  assert_fits_small_window (window);

  pips_new_game_page_set_player (new_game, 0, "Anna");
  pips_new_game_page_set_player (new_game, 1, "Ben");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (new_game), "new-game.start", NULL));
  pips_ui_test_wait (100);

  g_assert_true (PIPS_IS_SESSION_PAGE (visible_page (window)));
  page = PIPS_SESSION_PAGE (visible_page (window));
  session = pips_session_page_get_session (page);
  g_assert_cmpstrv (pips_session_get_players (session), ((const char *[]) { "Anna", "Ben", NULL }));
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, n_before + 1);
  g_assert_nonnull (pips_store_find (store, session));
  g_assert_nonnull (pips_session_page_get_board (page));
  assert_fits_small_window (window);

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

  /* Back home: the session is listed, and saved on disk. */
  adw_navigation_view_pop (get_navigation_view (window));
  pips_ui_test_wait (100);
  g_assert_cmpstr (adw_navigation_page_get_tag (visible_page (window)), ==, "home");
  g_assert_true (pips_store_flush (store, NULL));
  {
    PipsStoreEntry *entry = pips_store_find (store, session);
    g_autoptr(PipsSession) loaded = pips_session_new_from_file (pips_store_entry_get_path (entry),
                                                               &error);

    g_assert_no_error (error);
    g_assert_cmpuint (pips_session_get_cursor (loaded), ==, pips_session_get_cursor (session));
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

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (visible_page (window)), "home.delete",
                                             "s", pips_session_get_id (session)));
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, n_before - 1);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (pips_store_restore (store, session, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, n_before);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  pips_ui_test_destroy_window (GTK_WIDGET (window));
}

static void
test_pages_finalize (void)
{
  g_autoptr(PipsSession) session = pips_demo_chili_game (4, (const char *[]) { "Anna", "Ben", NULL },
                                                         3, TRUE);
  PipsSessionPage *page = pips_session_page_new (session);
  PipsNewGamePage *new_game = pips_new_game_page_new ("chili", (const char *[]) { "Anna", NULL });

  g_object_ref_sink (page);
  g_object_ref_sink (new_game);
  g_assert_finalize_object (page);
  g_assert_finalize_object (new_game);
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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;
  int status;

  PIPS_TEST_REQUIRE_DISPLAY ();

  /* A data folder of its own, set before anything reads it. */
  data_home = g_dir_make_tmp ("pips-test-ui-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

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
  g_test_add_func ("/ui/pages-finalize", test_pages_finalize);
  /* Last: it closes every window. */
  g_test_add_func ("/ui/quit", test_quit);

  status = g_test_run ();

  g_application_quit (G_APPLICATION (app));
  g_clear_object (&app);
  pips_demo_remove_dir (data_home);

  return status;
}
