/* test-transfer-ui.c — export, print, import and back up, as the menus do them, under Xvfb
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The printed sheet is checked in its PDF with poppler's pdftotext: every game of tests/data/ on
 * A4 and A5 has its title, its players and its totals on paper, and nothing outside the page,
 * also with ten players of long names.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "pips-application.h"
#include "pips-demo.h"
#include "pips-print.h"
#include "pips-progress.h"
#include "pips-progress-view.h"
#include "pips-registry.h"
#include "pips-session-page.h"
#include "pips-test-util.h"
#include "pips-transfer.h"
#include "pips-ui-test-util.h"
#include "pips-window.h"

static PipsApplication *app;
static char *data_home;

static GPtrArray *
list_fixtures (void)
{
  const char *dir = g_test_get_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while ((name = g_dir_read_name (folder)) != NULL)
    for (guint i = 0; i < pips_registry_get_n_games (); i++)
      {
        g_autofree char *prefix = g_strconcat (pips_registry_get_game (i)->id, "-", NULL);

        if (g_str_has_prefix (name, prefix) && g_str_has_suffix (name, ".json"))
          g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
      }

  return paths;
}

/* pdftotext's words with their boxes: every word inside its page. Returns the text. */
static char *
pdf_text_inside_pages (const char *pdf,
                       guint       n_pages)
{
  g_autofree char *html = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) page_re = g_regex_new ("<page width=\"([0-9.]+)\" height=\"([0-9.]+)\">", 0, 0, NULL);
  g_autoptr(GRegex) word_re = g_regex_new ("<word xMin=\"([-0-9.]+)\" yMin=\"([-0-9.]+)\" xMax=\"([-0-9.]+)\" yMax=\"([-0-9.]+)\">([^<]*)</word>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  const char *argv_bbox[] = { "pdftotext", "-bbox", pdf, "-", NULL };
  const char *argv_text[] = { "pdftotext", "-layout", pdf, "-", NULL };
  double width = 0, height = 0;
  guint pages = 0, words = 0;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv_bbox, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &html, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  g_regex_match (page_re, html, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *w = g_match_info_fetch (match, 1);
      g_autofree char *h = g_match_info_fetch (match, 2);

      width = g_ascii_strtod (w, NULL);
      height = g_ascii_strtod (h, NULL);
      pages++;
      g_match_info_next (match, NULL);
    }
  g_clear_pointer (&match, g_match_info_free);
  g_assert_cmpuint (pages, ==, n_pages);

  g_regex_match (word_re, html, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *x0 = g_match_info_fetch (match, 1);
      g_autofree char *y0 = g_match_info_fetch (match, 2);
      g_autofree char *x1 = g_match_info_fetch (match, 3);
      g_autofree char *y1 = g_match_info_fetch (match, 4);

      g_autofree char *word = g_match_info_fetch (match, 5);

      if (g_ascii_strtod (x0, NULL) < 0 || g_ascii_strtod (y0, NULL) < 0 ||
          g_ascii_strtod (x1, NULL) > width || g_ascii_strtod (y1, NULL) > height)
        g_error ("%s: “%s” at %s,%s–%s,%s is off the page of %g×%g", pdf, word, x0, y0, x1, y1,
                 width, height);
      words++;
      g_match_info_next (match, NULL);
    }
  g_assert_cmpuint (words, >, 10);

  g_assert_true (g_spawn_sync (NULL, (char **) argv_text, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &text, NULL, &status, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&text);
}

static void
check_pdf (PipsSession *session,
           const char  *dir,
           const char  *paper)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.pdf", pips_session_get_id (session), paper);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) standings = pips_game_dup_standings (pips_session_get_game (session));
  g_autofree char *head = NULL;
  g_autofree char *text = NULL;
  guint n_pages = 0;

  g_assert_true (pips_print_export_pdf (session, path, paper, &n_pages, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_pages, >=, 1);
  head = pips_test_read_file (path, NULL);
  g_assert_true (g_str_has_prefix (head, "%PDF-"));

  text = pdf_text_inside_pages (path, n_pages);
  g_assert_nonnull (strstr (text, pips_session_get_title (session)));
  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);
      g_autofree char *value = pips_standing_dup_value_text (standing);

      g_assert_nonnull (strstr (text, pips_standing_get_name (standing)));
      /* The totals, as the standings write them. */
      if (strstr (text, value) == NULL)
        g_error ("%s on %s: the total “%s” of %s is not on paper:\n%s", pips_session_get_game_id (session),
                 paper, value, pips_standing_get_name (standing), text);
    }
}

/* Every game of tests/data/, on A4 and A5 (kept in $PIPS_PRINT_PDFS where it is set, to look at). */
static void
test_print_fixtures (void)
{
  g_autoptr(GPtrArray) paths = list_fixtures ();
  const char *keep = g_getenv ("PIPS_PRINT_PDFS");
  g_autofree char *dir = keep != NULL ? g_strdup (keep) : pips_test_make_dir ();

  g_assert_cmpuint (paths->len, >=, pips_registry_get_n_games ());
  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PipsSession) session = pips_session_new_from_file (g_ptr_array_index (paths, i), &error);

      g_assert_no_error (error);
      check_pdf (session, dir, GTK_PAPER_NAME_A4);
      check_pdf (session, dir, GTK_PAPER_NAME_A5);
    }

  if (keep == NULL)
    pips_test_remove_dir (dir);
}

/* The dark pixels in the lower half of the first page of the PDF at @path (rendered in grey by
 * poppler's pdftoppm at 20 dpi): where the chart would be, below a short sheet. */
static guint
dark_pixels_below_middle (const char *path)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *base = g_build_filename (dir, "page", NULL);
  g_autofree char *pgm = g_strconcat (base, ".pgm", NULL);
  const char *argv[] = { "pdftoppm", "-gray", "-r", "20", "-f", "1", "-l", "1", "-singlefile",
                         path, base, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  int status, width, height, max, offset;
  guint dark = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                               G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pgm, &data, &length, NULL));
  g_assert_cmpint (sscanf (data, "P5 %d %d %d%n", &width, &height, &max, &offset), ==, 3);
  offset++;
  g_assert_cmpuint (length, >=, (gsize) offset + (gsize) width * height);
  for (int y = height / 2; y < height; y++)
    for (int x = 0; x < width; x++)
      dark += (guchar) data[offset + y * width + x] < max / 2;
  pips_test_remove_dir (dir);

  return dark;
}

/* A game that has not ended a round has nothing to chart: no empty 0–1 chart under the sheet,
 * which one finished round brings. */
static void
test_print_no_rounds (void)
{
  const PipsGameInfo *info = pips_registry_get_game (0);
  const char * const players[] = { "Anna", "Ben", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new (info->id, players, NULL, &error);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (11);
  g_autoptr(PipsProgress) progress = NULL;
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  guint n_pages = 0;

  g_assert_no_error (error);
  g_assert_true (pips_print_export_pdf (session, path, GTK_PAPER_NAME_A4, &n_pages, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_pages, ==, 1);
  if (g_getenv ("PIPS_PRINT_PDFS") != NULL)
    {
      g_autofree char *to = g_build_filename (g_getenv ("PIPS_PRINT_PDFS"), "no-rounds.pdf", NULL);
      g_autofree char *data = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      g_assert_true (g_file_set_contents (to, data, length, NULL));
    }
  g_assert_cmpuint (dark_pixels_below_middle (path), ==, 0);

  /* Played until a round is over: the chart is there. */
  do
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (pips_session_get_game (session), roller);

      g_assert_true (pips_session_append (session, event, NULL));
      g_clear_object (&progress);
      progress = pips_progress_new_for_session (session, NULL);
    }
  while (pips_progress_get_n_points (progress) < 2);
  g_assert_true (pips_print_export_pdf (session, path, GTK_PAPER_NAME_A4, &n_pages, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dark_pixels_below_middle (path), >, 0);

  pips_test_remove_dir (dir);
}

/* Ten players with long names, a long game: more pages, nothing off the page. */
static void
test_print_crowded (void)
{
  const char * const players[] = {
    "Annegret-Charlotte von Hohenzollern", "Bartholomäus Schwarzenegger-Müller",
    "Christiane Friederike Wilhelmine", "Dorothea Bernadette Kunigunde",
    "Eberhard Maximilian Leopold", "Friedrich-Wilhelm Ottokar",
    "Gottfried Theodor Konstantin", "Hildegard Walburga Mechthild",
    "Isidor Bonifatius Pankratius", "Jacqueline-Chantal Mandy",
    NULL,
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new ("chicago", players, NULL, &error);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (3);
  g_autoptr(GPtrArray) setup = NULL;
  g_autofree char *dir = pips_test_make_dir ();

  g_assert_no_error (error);
  setup = pips_game_list_setup_events (pips_session_get_game (session), 0, FALSE);
  for (guint i = 0; i < setup->len; i++)
    g_assert_true (pips_session_append (session, g_ptr_array_index (setup, i), NULL));
  for (guint i = 0; i < 400 && !pips_session_get_is_over (session); i++)
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (pips_session_get_game (session), roller);

      g_assert_true (pips_session_append (session, event, NULL));
    }

  check_pdf (session, dir, GTK_PAPER_NAME_A5);
  check_pdf (session, dir, GTK_PAPER_NAME_A4);
  if (g_getenv ("PIPS_PRINT_PDFS") != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-iso_a5.pdf", pips_session_get_id (session));
      g_autofree char *from = g_build_filename (dir, name, NULL);
      g_autofree char *to = g_build_filename (g_getenv ("PIPS_PRINT_PDFS"), "crowded-a5.pdf", NULL);

      g_autofree char *data = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (from, &data, &length, NULL));
      g_assert_true (g_file_set_contents (to, data, length, NULL));
    }
  pips_test_remove_dir (dir);
}

static PipsWindow *
new_window (void)
{
  PipsWindow *window = pips_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  gtk_window_present (GTK_WINDOW (window));
  pips_ui_test_wait_for_paint (GTK_WIDGET (window));
  PIPS_UI_TEST_WAIT_UNTIL (pips_store_get_loaded (pips_application_get_store (app)));

  return window;
}

static guint
n_entries (void)
{
  return g_list_model_get_n_items (pips_store_get_entries (pips_application_get_store (app)));
}

static gboolean
file_has (const char *path,
          const char *expected)
{
  g_autofree char *data = NULL;

  return g_file_get_contents (path, &data, NULL, NULL) && g_str_equal (data, expected);
}

/* The game's menu exports what the core makes; Import takes the game file back (kept already),
 * a new game in, and refuses a damaged file in a dialog, with nothing changed. */
static void
test_export_import (void)
{
  PipsWindow *window = new_window ();
  PipsStore *store = pips_application_get_store (app);
  g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (pips_store_get_entries (store), 0);
  g_autoptr(GError) error = NULL;
  PipsSession *session = pips_store_entry_open (entry, &error);
  g_autofree char *dir = pips_test_make_dir ();
  const char *formats[] = { "csv", "text", "game" };
  g_autofree char *game_path = NULL;
  GtkWidget *page;
  guint before;

  g_assert_no_error (error);
  g_test_message ("exporting %s", pips_session_get_game_id (session));
  pips_window_open_session (window, session);
  PIPS_UI_TEST_WAIT_UNTIL ((page = pips_ui_test_find_descendant (GTK_WIDGET (window), PIPS_TYPE_SESSION_PAGE)) != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strconcat ("export.", formats[i], NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autofree char *expected = NULL;

      if (i == 0)
        expected = pips_session_to_csv (session, NULL);
      else if (i == 1)
        expected = pips_session_summary_text (session);
      else
        expected = pips_session_serialize (session, NULL);

      pips_session_page_export_to_file (PIPS_SESSION_PAGE (page), formats[i], file);
      PIPS_UI_TEST_WAIT_UNTIL (file_has (path, expected));
      if (i == 2)
        game_path = g_steal_pointer (&path);
    }

  /* How the game goes so far, from the game menu. */
  {
    GtkWidget *dialog;
    GtkWidget *view;
    PipsProgress *progress;

    g_assert_true (gtk_widget_activate_action (page, "session.chart", NULL));
    PIPS_UI_TEST_WAIT_UNTIL ((dialog = pips_ui_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_DIALOG)) != NULL &&
                             (view = pips_ui_test_find_descendant (dialog, PIPS_TYPE_PROGRESS_VIEW)) != NULL &&
                             gtk_widget_get_mapped (view) &&
                             pips_progress_view_get_progress (PIPS_PROGRESS_VIEW (view)) != NULL);
    progress = pips_progress_view_get_progress (PIPS_PROGRESS_VIEW (view));
    g_assert_cmpuint (pips_progress_get_cursor (progress, pips_progress_get_n_points (progress) - 1), ==,
                      pips_session_get_cursor (session));
    adw_dialog_force_close (ADW_DIALOG (dialog));
  }

  /* The game file back (as `pips FILE` does) from the home page: kept already, nothing added,
   * and the game is shown ("1 was here already" alone left the player looking for it). */
  before = n_entries ();
  {
    g_autoptr(GFile) file = g_file_new_for_path (game_path);
    AdwToastOverlay *overlay = ADW_TOAST_OVERLAY (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)));
    AdwNavigationView *view = ADW_NAVIGATION_VIEW (pips_ui_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_NAVIGATION_VIEW));

    adw_navigation_view_pop_to_tag (view, "home");
    PIPS_UI_TEST_WAIT_UNTIL (!PIPS_IS_SESSION_PAGE (adw_navigation_view_get_visible_page (view)));
    pips_window_import_files (window, &file, 1);
    PIPS_UI_TEST_WAIT_UNTIL (PIPS_IS_SESSION_PAGE (adw_navigation_view_get_visible_page (view)));
    g_assert_cmpstr (pips_session_get_id (pips_session_page_get_session (PIPS_SESSION_PAGE (adw_navigation_view_get_visible_page (view)))),
                     ==, pips_session_get_id (session));
    /* No dialog, and nothing new. */
    pips_ui_test_settle ();
    g_assert_nonnull (overlay);
    g_assert_cmpuint (n_entries (), ==, before);
  }

  /* A game of tests/data/ (not among the demo games): added, and listed. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (g_test_get_filename (G_TEST_DIST, "data", "choice-500.json", NULL));

    pips_window_import_files (window, &file, 1);
    PIPS_UI_TEST_WAIT_UNTIL (n_entries () == before + 1);
  }

  /* A damaged file: a dialog says why, and nothing is added. */
  {
    g_autofree char *path = g_build_filename (dir, "damaged.pips", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    GtkWidget *dialog;

    g_assert_true (g_file_set_contents (path, "{\"format\":\"pips-session\",\"version\":1,", -1, NULL));
    pips_window_import_files (window, &file, 1);
    PIPS_UI_TEST_WAIT_UNTIL ((dialog = pips_ui_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_ALERT_DIALOG)) != NULL);
    g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), ==, "Nothing Imported");
    g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog)), ==,
                     "“damaged.pips”: This file is not a Pips game or backup");
    g_assert_cmpuint (n_entries (), ==, before + 1);
    adw_dialog_force_close (ADW_DIALOG (dialog));
  }

  pips_ui_test_destroy_window (GTK_WIDGET (window));
  pips_test_remove_dir (dir);
}

/* The first label under @widget whose text begins with @prefix (a toast's title), or NULL. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *prefix)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, prefix);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The mapped button under @widget labelled @label, or NULL. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
      g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  g_autoptr(GString) names = g_string_new (NULL);
  const char *name;

  while ((name = g_dir_read_name (folder)) != NULL)
    g_string_append_printf (names, "%s%s", names->len > 0 ? " " : "", name);

  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* Back Up All Games runs in a worker: while it waits at the gate (a slow disk) the window goes on
 * and its toast shows the progress with Cancel; Cancel leaves no file and says so. Then a whole
 * backup, which the toast counts, and its restore: every game kept already. */
static void
test_backup (void)
{
  PipsWindow *window = new_window ();
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "all.pips-backup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *backed_up = g_strdup_printf ("%u games backed up", n_entries ());
  g_autofree char *kept = g_strdup_printf ("No new games · %u were here already", n_entries ());
  GtkWidget *button = NULL;
  GMutex gate;

  g_mutex_init (&gate);
  g_mutex_lock (&gate);
  pips_transfer_set_gate (&gate);

  pips_window_backup_to_file (window, file);
  PIPS_UI_TEST_WAIT_UNTIL (pips_transfer_count_waiting () == 1 &&
                           find_label (GTK_WIDGET (window), "Backing up all games… ") != NULL &&
                           (button = find_button (GTK_WIDGET (window), "_Cancel")) != NULL);
  /* The window is not blocked: it draws a frame while the backup waits. */
  pips_ui_test_wait_for_paint (GTK_WIDGET (window));
  g_signal_emit_by_name (button, "clicked");
  g_mutex_unlock (&gate);
  PIPS_UI_TEST_WAIT_UNTIL (find_label (GTK_WIDGET (window), "Backup cancelled · no file was written") != NULL);
  {
    g_autofree char *left = list_dir (dir);

    g_assert_cmpstr (left, ==, "");
  }

  pips_transfer_set_gate (NULL);
  g_mutex_clear (&gate);
  pips_window_backup_to_file (window, file);
  PIPS_UI_TEST_WAIT_UNTIL (find_label (GTK_WIDGET (window), backed_up) != NULL);
  {
    g_autofree char *left = list_dir (dir);

    g_assert_cmpstr (left, ==, "all.pips-backup");
  }

  pips_window_import_files (window, &file, 1);
  PIPS_UI_TEST_WAIT_UNTIL (find_label (GTK_WIDGET (window), kept) != NULL);

  pips_ui_test_destroy_window (GTK_WIDGET (window));
  pips_test_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  PIPS_TEST_REQUIRE_DISPLAY ();

  data_home = g_dir_make_tmp ("pips-test-transfer-ui-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  {
    g_autofree char *cache_home = g_build_filename (data_home, "cache", NULL);

    g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);
  }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_object_unref (pips_demo_write_sessions (data_home));

  app = pips_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/transfer-ui/print-fixtures", test_print_fixtures);
  g_test_add_func ("/transfer-ui/print-crowded", test_print_crowded);
  g_test_add_func ("/transfer-ui/print-no-rounds", test_print_no_rounds);
  g_test_add_func ("/transfer-ui/export-import", test_export_import);
  g_test_add_func ("/transfer-ui/backup", test_backup);

  status = g_test_run ();

  g_application_quit (G_APPLICATION (app));
  g_clear_object (&app);
  pips_demo_remove_dir (data_home);
  g_free (data_home);

  return status;
}
