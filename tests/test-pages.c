/* test-pages.c — the contract of every game's page, over the registry (suite ui)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beside tests/test-games.c, which holds every game's rules to the contract of PipsGame, this
 * holds every game's page to the contract of the page layer (pips-game-page.c): a game added
 * to the list `games` is checked by existing. For each game, in the frame the app shows it in:
 *
 * - after it opens and after every kind of entry its game has (random ones, made by the rules'
 *   build_random_event and entered through the page), the keyboard is on the page, and where the
 *   page waits for typed dice, a typed digit reaches them;
 * - undo and redo work from the keyboard, also from the header bar;
 * - the end of the game is the shared end view: every player, Copy Results and Play Again;
 * - its turn panel and its end view fit a window of 360×294;
 * - it is finalized, without leaks, once its window is gone.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-demo.h"
#include "pips-game-over-view.h"
#include "pips-chart.h"
#include "pips-game-page.h"
#include "pips-progress-view.h"
#include "pips-registry.h"
#include "pips-session-page.h"
#include "pips-test-util.h"
#include "pips-ui-test-util.h"

static const char * const names[] = { "Anna", "Ben", "Clara", "David", "Emil", NULL };

/* Players for @info: two, or as many as the game needs (a game of two is played to its end
 * soonest, and still shows that every player is on the end view). */
static GStrv
players_for (const PipsGameInfo *info)
{
  guint n = CLAMP (2, info->min_players, MIN (info->max_players, G_N_ELEMENTS (names) - 1));
  GStrv players = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    players[i] = g_strdup (names[i]);

  return players;
}

typedef struct
{
  GtkWidget   *window;
  GtkWidget   *frame;
  GtkWidget   *page;
  PipsSession *session;
} Fixture;

static void
fixture_open (Fixture            *f,
              const PipsGameInfo *info,
              int                 width,
              int                 height)
{
  g_auto(GStrv) players = players_for (info);
  GtkWidget *view = adw_navigation_view_new ();

  f->session = pips_demo_random_game (info->id, 7, (const char * const *) players, 0);
  f->frame = g_object_ref_sink (GTK_WIDGET (pips_session_page_new (f->session)));
  f->page = g_object_ref (GTK_WIDGET (pips_session_page_get_board (PIPS_SESSION_PAGE (f->frame))));
  g_assert_true (PIPS_IS_GAME_PAGE (f->page));

  adw_navigation_view_push (ADW_NAVIGATION_VIEW (view), ADW_NAVIGATION_PAGE (f->frame));
  f->window = pips_ui_test_show_in_window (view, width, height);
  pips_ui_test_wait_for_paint (f->page);
}

static void
fixture_close (Fixture *f)
{
  GtkWidget *page = f->page;

  /* A question of the odds still asked holds the page until it is answered. */
  PIPS_UI_TEST_WAIT_UNTIL (pips_game_page_get_odds_pending (PIPS_GAME_PAGE (page)) == 0);

  pips_ui_test_destroy_window (f->window);

  /* The frame holds the page: both go, and nothing else holds the session. */
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &page);
  g_clear_object (&f->page);
  g_assert_finalize_object (g_steal_pointer (&f->frame));
  g_assert_null (page);
  g_assert_finalize_object (g_steal_pointer (&f->session));
}

static GtkWidget *
focus_of (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

static gboolean
focus_is_on_page (Fixture *f)
{
  GtkWidget *focus = focus_of (f);

  return focus != NULL && gtk_widget_is_ancestor (focus, f->page) &&
         gtk_widget_get_mapped (focus) && gtk_widget_is_sensitive (focus);
}

/* The keyboard is where the next entry is typed: on the page, and where the page waits for dice,
 * a digit reaches them. */
static void
assert_keyboard_ready (Fixture    *f,
                       const char *after)
{
  GtkWidget *focus;
  GtkWidget *entry;

  /* A menu may give the keyboard back only once it has closed: wait for it, not for a time. */
  PIPS_UI_TEST_WAIT_UNTIL (focus_is_on_page (f) || pips_session_get_is_over (f->session));
  if (!focus_is_on_page (f))
    g_error ("After %s, the keyboard is not on the page", after);

  focus = focus_of (f);
  entry = PIPS_IS_DICE_ENTRY (focus) ? focus : gtk_widget_get_ancestor (focus, PIPS_TYPE_DICE_ENTRY);
  if (entry != NULL && !pips_dice_entry_get_selection_mode (PIPS_DICE_ENTRY (entry)) &&
      !pips_dice_entry_get_complete (PIPS_DICE_ENTRY (entry)) &&
      !pips_dice_entry_get_rolling (PIPS_DICE_ENTRY (entry)))
    {
      guint n_dice;
      g_autofree guint8 *before = g_memdup2 (pips_dice_entry_get_faces (PIPS_DICE_ENTRY (entry), &n_dice),
                                             PIPS_DICE_MAX);

      if (!pips_ui_test_press_key (f->window, GDK_KEY_1, 0))
        g_error ("After %s, a typed digit does not reach the dice", after);
      g_assert_true (memcmp (before, pips_dice_entry_get_faces (PIPS_DICE_ENTRY (entry), NULL), n_dice) != 0);

      /* Escape clears the half-typed entry first (it leaves the game only when nothing is). */
      PIPS_UI_TEST_WAIT_UNTIL (focus_is_on_page (f));
      if (!pips_ui_test_press_key (f->window, GDK_KEY_Escape, 0))
        g_error ("After %s, Escape does not clear the dice typed", after);
      if (memcmp (before, pips_dice_entry_get_faces (PIPS_DICE_ENTRY (entry), NULL), n_dice) != 0)
        g_error ("After %s, Escape left the dice typed", after);
    }
}

/* Ctrl+Z and Shift+Ctrl+Z, wherever the keyboard is: on the page, and on the header bar. */
static void
assert_undo_redo_keys (Fixture *f)
{
  guint cursor = pips_session_get_cursor (f->session);
  GtkWidget *focus = focus_of (f);
  GtkWidget *undo_button;

  g_assert_true (pips_session_get_can_undo (f->session));

  /* In a text field (a stake, a bet), Ctrl+Z is the field's own: there, the header's. */
  if (!GTK_IS_EDITABLE (focus) && gtk_widget_get_ancestor (focus, GTK_TYPE_EDITABLE) == NULL)
    {
      g_assert_true (pips_ui_test_press_key (f->window, GDK_KEY_z, GDK_CONTROL_MASK));
      g_assert_cmpuint (pips_session_get_cursor (f->session), ==, cursor - 1);
      PIPS_UI_TEST_WAIT_UNTIL (focus_is_on_page (f));
      g_assert_true (pips_ui_test_press_key (f->window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
      g_assert_cmpuint (pips_session_get_cursor (f->session), ==, cursor);
      PIPS_UI_TEST_WAIT_UNTIL (focus_is_on_page (f));
    }

  /* From the header bar's Undo button too. */
  undo_button = pips_ui_test_find_action_button (f->frame, "session.undo");
  g_assert_nonnull (undo_button);
  g_assert_true (gtk_widget_grab_focus (undo_button));
  g_assert_true (pips_ui_test_press_key (f->window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (pips_session_get_cursor (f->session), ==, cursor - 1);
  /* With nothing left to undo the button is greyed out and lets the keyboard go: it comes back
   * to the page. */
  PIPS_UI_TEST_WAIT_UNTIL (focus_of (f) != NULL);
  g_assert_true (pips_ui_test_press_key (f->window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpuint (pips_session_get_cursor (f->session), ==, cursor);
  gtk_widget_grab_focus (f->page);
  PIPS_UI_TEST_WAIT_UNTIL (focus_is_on_page (f));
}

static void
assert_fits_360 (Fixture    *f,
                 const char *what)
{
  int min_width;
  graphene_rect_t bounds;

  gtk_widget_measure (f->page, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  if (min_width > 360)
    g_error ("%s: the page needs %d px, wider than 360", what, min_width);
  g_assert_true (gtk_widget_compute_bounds (f->page, f->window, &bounds));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 360);
}

/* How the game went: the chart says what it shows and who leads, and the table has a row per
 * round and a column per player (and one for the round). */
static void
assert_progress_view (Fixture   *f,
                      GtkWidget *view)
{
  GtkWidget *progress_view = pips_ui_test_find_descendant (view, PIPS_TYPE_PROGRESS_VIEW);
  GtkWidget *chart;
  GtkColumnView *table;
  PipsProgress *progress;
  g_autofree char *label = NULL;
  guint n_players = pips_session_get_n_players (f->session);

  g_assert_nonnull (progress_view);
  PIPS_UI_TEST_WAIT_UNTIL (pips_progress_view_get_progress (PIPS_PROGRESS_VIEW (progress_view)) != NULL);
  progress = pips_progress_view_get_progress (PIPS_PROGRESS_VIEW (progress_view));
  g_assert_cmpuint (pips_progress_get_n_players (progress), ==, n_players);
  g_assert_cmpuint (pips_progress_get_cursor (progress, pips_progress_get_n_points (progress) - 1),
                    ==, pips_session_get_cursor (f->session));

  chart = pips_ui_test_find_descendant (progress_view, PIPS_TYPE_CHART);
  g_assert_true (gtk_widget_get_mapped (chart));
  g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (chart)) == GTK_ACCESSIBLE_ROLE_IMG);
  label = pips_chart_dup_description (progress);
  g_assert_true (g_str_has_prefix (label, "Points After Each Round") ||
                 g_str_has_prefix (label, "Chips After Each Round") ||
                 g_str_has_prefix (label, "Beer Mats After Each Round"));
  g_assert_true (strstr (label, " lead") != NULL);

  pips_progress_view_set_show_table (PIPS_PROGRESS_VIEW (progress_view), TRUE);
  table = GTK_COLUMN_VIEW (pips_ui_test_find_descendant (progress_view, GTK_TYPE_COLUMN_VIEW));
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (table)));
  g_assert_false (gtk_widget_get_mapped (chart));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_column_view_get_columns (table)), ==, n_players + 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (table))), ==,
                    pips_progress_get_n_points (progress));
  pips_progress_view_set_show_table (PIPS_PROGRESS_VIEW (progress_view), FALSE);
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_mapped (chart));
}

/* The end of the game is the shared view: every player, Copy Results and Play Again. */
static void
assert_end_view (Fixture *f)
{
  GtkWidget *view = pips_ui_test_find_descendant (f->page, PIPS_TYPE_GAME_OVER_VIEW);
  GtkListBox *list;
  GtkWidget *copy;
  GtkWidget *again;
  guint n = 0;

  g_assert_nonnull (view);
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_mapped (view));

  list = pips_game_over_view_get_list (PIPS_GAME_OVER_VIEW (view));
  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;
  g_assert_cmpuint (n, ==, pips_session_get_n_players (f->session));

  copy = pips_ui_test_find_action_button (view, "session.copy-results");
  again = pips_ui_test_find_action_button (view, "session.play-again");
  g_assert_nonnull (copy);
  g_assert_nonnull (again);
  g_assert_true (gtk_widget_get_mapped (copy) && gtk_widget_is_sensitive (copy));
  g_assert_true (gtk_widget_get_mapped (again) && gtk_widget_is_sensitive (again));

  /* The keyboard goes to the end view. */
  PIPS_UI_TEST_WAIT_UNTIL (focus_is_on_page (f));
  g_assert_true (gtk_widget_is_ancestor (focus_of (f), view));

  assert_progress_view (f, view);
}

static void
test_contract (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (11);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Fixture f = { NULL, };
  guint n_entries = 0;

  fixture_open (&f, info, 960, 720);
  assert_keyboard_ready (&f, "the page opened");

  /* A game-menu action chosen with the pointer (the click left the keyboard on the menu
   * button): the keyboard comes back to the game, and the toast it shows does not take the
   * Escape that clears what is typed (tests/test-ui.c: after a dialog of the menu). */
  {
    GtkWidget *menu = pips_ui_test_find_descendant (pips_ui_test_find_descendant (f.frame, ADW_TYPE_HEADER_BAR),
                                                    GTK_TYPE_MENU_BUTTON);

    g_assert_true (gtk_widget_grab_focus (menu));
    gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
    g_assert_true (gtk_widget_activate_action (f.frame, "session.copy-results", NULL));
    gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));
    PIPS_UI_TEST_WAIT_UNTIL (focus_is_on_page (&f));
    assert_keyboard_ready (&f, "Copy Results from the game menu");
  }

  while (!pips_session_get_is_over (f.session) && n_entries < 2000)
    {
      JsonObject *event = pips_game_build_random_event (pips_session_get_game (f.session), roller);
      g_autofree char *type = NULL;
      g_autofree char *after = NULL;

      g_assert_nonnull (event);
      type = g_strdup (json_object_get_string_member (event, "type"));
      after = g_strdup_printf ("a “%s” entry", type);

      /* As if the entry came from the game menu in the header bar: the keyboard is there. */
      g_assert_true (gtk_widget_grab_focus (pips_ui_test_find_descendant (pips_ui_test_find_descendant (f.frame, ADW_TYPE_HEADER_BAR), GTK_TYPE_MENU_BUTTON)));

      if (!pips_game_page_append (PIPS_GAME_PAGE (f.page), event))
        g_error ("The page refused %s the rules built", after);
      json_object_unref (event);
      n_entries++;

      /* Every kind of entry once: the keyboard, and undo and redo from it. */
      if (!g_hash_table_contains (seen, type) && !pips_session_get_is_over (f.session))
        {
          g_hash_table_add (seen, g_strdup (type));
          PIPS_UI_TEST_WAIT_UNTIL (focus_is_on_page (&f));
          assert_undo_redo_keys (&f);
          assert_keyboard_ready (&f, after);
        }
    }

  g_assert_true (pips_session_get_is_over (f.session));
  assert_end_view (&f);
  fixture_close (&f);
}

/* The turn panel at the start and the end view fit 360×294 (a phone held sideways). */
static void
test_narrow (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (5);
  Fixture f = { NULL, };

  fixture_open (&f, info, 360, 294);
  assert_fits_360 (&f, "the first turn");

  while (!pips_session_get_is_over (f.session))
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (pips_session_get_game (f.session), roller);

      g_assert_nonnull (event);
      g_assert_true (pips_session_append (f.session, event, NULL));
    }
  pips_ui_test_wait_for_paint (f.page);
  assert_end_view (&f);
  assert_fits_360 (&f, "the end of the game");

  fixture_close (&f);
}

/* The end view as a player sees it, for a person to look at: with PIPS_TEST_SHOTS set, writes
 * end-<game>-<width>-<light|dark>.png (run it once with LANGUAGE=de too). */
static void
test_end_pictures (gconstpointer data)
{
  const PipsGameInfo *info = data;
  const char *dir = pips_ui_test_get_pictures_dir ();
  static const char * const long_names[] = { "Annabelle", "Bartholomäus", "Clara-Sophie", "Dietrich", NULL };
  static const int widths[] = { 960, 360 };
  AdwStyleManager *style = adw_style_manager_get_default ();
  guint n = CLAMP (4, info->min_players, info->max_players);
  g_auto(GStrv) players = g_new0 (char *, n + 1);
  g_autoptr(PipsSession) session = NULL;

  if (dir == NULL)
    return;

  for (guint i = 0; i < n; i++)
    players[i] = g_strdup (long_names[i]);
  session = pips_demo_random_game (info->id, 3, (const char * const *) players, 100000);
  g_assert_true (pips_session_get_is_over (session));

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint dark = 0; dark < 2; dark++)
      {
        GtkWidget *view = adw_navigation_view_new ();
        GtkWidget *frame = GTK_WIDGET (pips_session_page_new (session));
        GtkWidget *window;
        GtkWidget *end;
        g_autofree char *name = g_strdup_printf ("end-%s-%d-%s.png", info->id, widths[w],
                                                 dark ? "dark" : "light");

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        adw_navigation_view_push (ADW_NAVIGATION_VIEW (view), ADW_NAVIGATION_PAGE (frame));
        window = pips_ui_test_show_in_window (view, widths[w], 720);
        end = pips_ui_test_find_descendant (frame, PIPS_TYPE_GAME_OVER_VIEW);
        PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_mapped (end));
        pips_ui_test_wait_for_paint (end);
        pips_ui_test_save_png_in (window, dir, name);
        pips_ui_test_destroy_window (window);
      }

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The odds: a page that shows them has the game menu's toggle for the session (the game's
 * setting is left as it is), and plays a whole game with them on — every state of the game
 * asked, the slow questions off the main thread — and at 360 px. */
static void
test_odds (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (5);
  g_autoptr(GSettings) settings = pips_game_page_dup_game_settings (info->id);
  Fixture f = { NULL, };
  guint n_entries = 0;

  fixture_open (&f, info, 360, 640);

  if (!PIPS_GAME_PAGE_GET_CLASS (f.page)->shows_odds)
    {
      g_assert_false (gtk_widget_activate_action (f.frame, "odds.show", NULL));
      fixture_close (&f);
      g_test_skip ("this game's page shows no odds");
      return;
    }

  g_assert_false (pips_game_page_get_show_odds (PIPS_GAME_PAGE (f.page)));
  g_assert_true (gtk_widget_activate_action (f.frame, "odds.show", NULL));
  g_assert_true (pips_game_page_get_show_odds (PIPS_GAME_PAGE (f.page)));
  /* Remembered for the game: the next page of it (and the next start) shows them too. */
  g_assert_true (g_settings_get_boolean (settings, "show-odds"));

  while (!pips_session_get_is_over (f.session) && n_entries < 400)
    {
      JsonObject *event = pips_game_build_random_event (pips_session_get_game (f.session), roller);

      g_assert_nonnull (event);
      g_assert_true (pips_game_page_append (PIPS_GAME_PAGE (f.page), event));
      json_object_unref (event);
      n_entries++;
      pips_ui_test_iterate ();
      assert_fits_360 (&f, "a turn with the odds on");
    }

  g_assert_true (gtk_widget_activate_action (f.frame, "odds.show", NULL));
  g_assert_false (pips_game_page_get_show_odds (PIPS_GAME_PAGE (f.page)));
  g_assert_false (g_settings_get_boolean (settings, "show-odds"));
  fixture_close (&f);
}

/* Whether a toast saying @text shows over the page. */
static gboolean
toast_shows (GtkWidget  *widget,
             const char *text)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0 &&
      gtk_widget_get_ancestor (widget, g_type_from_name ("AdwToastWidget")) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (toast_shows (child, text))
      return TRUE;

  return FALSE;
}

/* Toasts: one at a time (a new one takes the place of the last, none waits to show turns
 * later); a toast's Undo goes with its entry (once the game moves on, the toast is gone); and at
 * 360 px, where a toast lies over the buttons of the next entry, an entry's Undo is the header's:
 * no toast there for a tap meant for Enter Throw to hit. */
static void
toast_dismissed_cb (AdwToast *toast,
                    gpointer  user_data)
{
  g_object_set_data (G_OBJECT (toast), "dismissed", GINT_TO_POINTER (TRUE));
}

/* Keeps every toast the page hands to its frame, and notes when each is dismissed. */
static void
page_toast_cb (GtkWidget *page,
               AdwToast  *toast,
               GPtrArray *toasts)
{
  g_ptr_array_add (toasts, g_object_ref (toast));
  g_signal_connect (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), NULL);
}

static gboolean
dismissed (GPtrArray *toasts,
           guint      index)
{
  return g_object_get_data (g_ptr_array_index (toasts, index), "dismissed") != NULL;
}

static void
test_toasts (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (3);
  g_autoptr(GPtrArray) toasts = g_ptr_array_new_with_free_func (g_object_unref);
  Fixture f = { NULL, };
  JsonObject *event;

  fixture_open (&f, info, 960, 720);
  g_signal_connect (f.page, "add-toast", G_CALLBACK (page_toast_cb), toasts);
  pips_game_page_toast_undo (PIPS_GAME_PAGE (f.page), "First entry");
  PIPS_UI_TEST_WAIT_UNTIL (toast_shows (f.frame, "First entry"));

  /* A new toast takes the place of the last at once: nothing waits in a queue. */
  pips_game_page_toast (PIPS_GAME_PAGE (f.page), "A refusal");
  g_assert_cmpuint (toasts->len, ==, 2);
  g_assert_true (dismissed (toasts, 0));
  PIPS_UI_TEST_WAIT_UNTIL (toast_shows (f.frame, "A refusal"));
  pips_game_page_toast_undo (PIPS_GAME_PAGE (f.page), "Second entry");
  g_assert_true (dismissed (toasts, 1));
  PIPS_UI_TEST_WAIT_UNTIL (toast_shows (f.frame, "Second entry"));

  /* The game moves on: the Undo of the entry before goes at once. */
  event = pips_game_build_random_event (pips_session_get_game (f.session), roller);
  g_assert_true (pips_game_page_append (PIPS_GAME_PAGE (f.page), event));
  json_object_unref (event);
  g_assert_true (dismissed (toasts, 2));
  g_signal_handlers_disconnect_by_func (f.page, page_toast_cb, toasts);
  /* A toast's Undo holds the session: let go of them first. */
  g_ptr_array_set_size (toasts, 0);
  fixture_close (&f);

  /* At 360 px no toast lies over the next entry's buttons. */
  fixture_open (&f, info, 360, 640);
  g_signal_connect (f.page, "add-toast", G_CALLBACK (page_toast_cb), toasts);
  pips_game_page_toast_undo (PIPS_GAME_PAGE (f.page), "An entry");
  pips_ui_test_settle ();
  g_assert_cmpuint (toasts->len, ==, 0);
  g_assert_false (toast_shows (f.frame, "An entry"));
  g_signal_handlers_disconnect_by_func (f.page, page_toast_cb, toasts);
  fixture_close (&f);
}

/* The smallest page a seventh game can make: its own sheet (a line bound to the session's
 * status) and its own turn (the dice), in a template that binds its layout to the base page's.
 * No breakpoint, no end view, no standings: the base page gives those. */
#define TEST_TYPE_MINIMAL_PAGE (test_minimal_page_get_type ())
G_DECLARE_FINAL_TYPE (TestMinimalPage, test_minimal_page, TEST, MINIMAL_PAGE, PipsGamePage)

struct _TestMinimalPage
{
  PipsGamePage  parent_instance;

  GtkBox       *layout;
  GtkWidget    *entry;
};

G_DEFINE_FINAL_TYPE (TestMinimalPage, test_minimal_page, PIPS_TYPE_GAME_PAGE)

static const char minimal_page_ui[] =
  "<interface>"
  "  <template class='TestMinimalPage' parent='PipsGamePage'>"
  "    <property name='turn-stack'>turn_stack</property>"
  "    <property name='child'>"
  "      <object class='GtkBox' id='layout'>"
  "        <binding name='orientation'>"
  "          <closure type='GtkOrientation' function='pips_pick'>"
  "            <lookup name='narrow'>TestMinimalPage</lookup>"
  "            <constant type='GtkOrientation'>vertical</constant>"
  "            <constant type='GtkOrientation'>horizontal</constant>"
  "          </closure>"
  "        </binding>"
  "        <child>"
  "          <object class='GtkLabel'>"
  "            <property name='wrap'>True</property>"
  "            <binding name='label'>"
  "              <lookup name='status' type='PipsSession'>"
  "                <lookup name='session'>TestMinimalPage</lookup>"
  "              </lookup>"
  "            </binding>"
  "          </object>"
  "        </child>"
  "        <child>"
  "          <object class='GtkStack' id='turn_stack'>"
  "            <property name='vhomogeneous'>False</property>"
  "            <child>"
  "              <object class='GtkStackPage'>"
  "                <property name='name'>turn</property>"
  "                <property name='child'>"
  "                  <object class='PipsDiceEntry' id='entry'>"
  "                    <binding name='die-size'>"
  "                      <closure type='gint' function='pips_pick'>"
  "                        <lookup name='narrow'>TestMinimalPage</lookup>"
  "                        <constant type='gint'>40</constant>"
  "                        <constant type='gint'>56</constant>"
  "                      </closure>"
  "                    </binding>"
  "                  </object>"
  "                </property>"
  "              </object>"
  "            </child>"
  "          </object>"
  "        </child>"
  "      </object>"
  "    </property>"
  "  </template>"
  "</interface>";

static gboolean
test_minimal_page_focus_entry (PipsGamePage *page)
{
  return gtk_widget_grab_focus (TEST_MINIMAL_PAGE (page)->entry);
}

static void
test_minimal_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TEST_TYPE_MINIMAL_PAGE);

  G_OBJECT_CLASS (test_minimal_page_parent_class)->dispose (object);
}

static void
test_minimal_page_class_init (TestMinimalPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  g_autoptr(GBytes) ui = g_bytes_new_static (minimal_page_ui, strlen (minimal_page_ui));

  G_OBJECT_CLASS (klass)->dispose = test_minimal_page_dispose;
  PIPS_GAME_PAGE_CLASS (klass)->focus_entry = test_minimal_page_focus_entry;

  g_type_ensure (PIPS_TYPE_DICE_ENTRY);
  gtk_widget_class_set_template (widget_class, ui);
  pips_game_page_class_bind_template_callbacks (widget_class);
  gtk_widget_class_bind_template_child (widget_class, TestMinimalPage, layout);
  gtk_widget_class_bind_template_child (widget_class, TestMinimalPage, entry);
}

static void
test_minimal_page_init (TestMinimalPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* A minimal page in a window of its own, on @session. */
static GtkWidget *
show_minimal_page (PipsSession *session,
                   int          width,
                   int          height,
                   GtkWidget  **window)
{
  GtkWidget *page = g_object_new (TEST_TYPE_MINIMAL_PAGE, "session", session, NULL);

  *window = pips_ui_test_show_in_window (page, width, height);
  pips_ui_test_wait_for_paint (page);

  return page;
}

/* What the base page gives every game: the layout at 960 px and at 360 px (wide, narrow and
 * pinned, narrow and short), the keyboard on the next entry after each, and at the end the end
 * view with the standings, which takes the keyboard. */
static void
test_minimal_page (gconstpointer data)
{
  const PipsGameInfo *info = data;
  guint n_players = CLAMP (3, info->min_players, MIN (info->max_players, 3));
  const char *table[] = { "Anna", "Ben", "Clara", NULL };
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (3);
  g_autoptr(PipsSession) session = NULL;
  static const struct {
    int width, height;
    gboolean narrow, pinned, is_short;
  } sizes[] = {
    { 960, 720, FALSE, FALSE, FALSE },
    { 360, 720, TRUE, TRUE, FALSE },
    { 360, 294, TRUE, FALSE, TRUE },
  };
  GtkWidget *window;
  GtkWidget *page;
  GtkWidget *view;
  GtkListBox *list;
  guint n_entries = 0;
  guint n_rows = 0;

  table[n_players] = NULL;
  session = pips_demo_random_game (info->id, 7, table, 0);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      TestMinimalPage *minimal;
      gboolean narrow;
      gboolean pinned;
      gboolean is_short;

      page = show_minimal_page (session, sizes[i].width, sizes[i].height, &window);
      minimal = TEST_MINIMAL_PAGE (page);
      g_object_get (page, "narrow", &narrow, "pinned", &pinned, "short", &is_short, NULL);
      g_assert_cmpint (narrow, ==, sizes[i].narrow);
      g_assert_cmpint (pinned, ==, sizes[i].pinned);
      g_assert_cmpint (is_short, ==, sizes[i].is_short);
      g_assert_cmpint (gtk_widget_has_css_class (page, "narrow"), ==, sizes[i].narrow);
      g_assert_cmpint (gtk_widget_has_css_class (page, "pinned"), ==, sizes[i].pinned);
      g_assert_cmpint (gtk_widget_has_css_class (page, "short"), ==, sizes[i].is_short);
      g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (minimal->layout)), ==,
                       sizes[i].narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
      g_assert_cmpint (pips_dice_entry_get_die_size (PIPS_DICE_ENTRY (minimal->entry)), ==,
                       sizes[i].narrow ? 40 : 56);
      if (i + 1 < G_N_ELEMENTS (sizes))
        pips_ui_test_destroy_window (window);
    }

  /* The keyboard is nowhere when an entry is made: it goes to the dice. */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (pips_session_get_game (session), roller);

      gtk_root_set_focus (GTK_ROOT (window), NULL);
      g_assert_true (pips_game_page_append (PIPS_GAME_PAGE (page), event));
      PIPS_UI_TEST_WAIT_UNTIL (gtk_root_get_focus (GTK_ROOT (window)) != NULL);
      g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                             TEST_MINIMAL_PAGE (page)->entry) ||
                     gtk_root_get_focus (GTK_ROOT (window)) == TEST_MINIMAL_PAGE (page)->entry);
    }

  /* To the end: the end view shows every player's standing and has the keyboard. */
  while (!pips_session_get_is_over (session) && n_entries++ < 2000)
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (pips_session_get_game (session), roller);

      g_assert_true (pips_game_page_append (PIPS_GAME_PAGE (page), event));
    }
  g_assert_true (pips_session_get_is_over (session));

  view = pips_ui_test_find_descendant (page, PIPS_TYPE_GAME_OVER_VIEW);
  g_assert_nonnull (view);
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_mapped (view));
  g_assert_true (pips_game_over_view_get_session (PIPS_GAME_OVER_VIEW (view)) == session);
  list = pips_game_over_view_get_list (PIPS_GAME_OVER_VIEW (view));
  PIPS_UI_TEST_WAIT_UNTIL (gtk_list_box_get_row_at_index (list, n_players - 1) != NULL);
  while (gtk_list_box_get_row_at_index (list, n_rows) != NULL)
    n_rows++;
  g_assert_cmpuint (n_rows, ==, n_players);
  PIPS_UI_TEST_WAIT_UNTIL (gtk_root_get_focus (GTK_ROOT (window)) != NULL &&
                           gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), view));

  /* Undone, the game is on again: the turn comes back. */
  g_assert_true (pips_session_undo (session));
  PIPS_UI_TEST_WAIT_UNTIL (!gtk_widget_get_mapped (view));
  g_assert_true (gtk_widget_get_mapped (TEST_MINIMAL_PAGE (page)->entry));

  pips_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  PIPS_TEST_REQUIRE_DISPLAY ();

  pips_ui_test_init (&argc, &argv, "/io/github/pipsapp/Pips/style.css");

  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      g_autofree char *contract = g_strdup_printf ("/pages/%s/contract", info->id);
      g_autofree char *narrow = g_strdup_printf ("/pages/%s/narrow", info->id);
      g_autofree char *pictures = g_strdup_printf ("/pages/%s/end-pictures", info->id);

      g_test_add_data_func (contract, info, test_contract);
      g_test_add_data_func (narrow, info, test_narrow);
      g_test_add_data_func (pictures, info, test_end_pictures);
      {
        g_autofree char *toasts = g_strdup_printf ("/pages/%s/toasts", info->id);

        g_test_add_data_func (toasts, info, test_toasts);
      }
      {
        g_autofree char *minimal = g_strdup_printf ("/pages/%s/minimal-page", info->id);

        g_test_add_data_func (minimal, info, test_minimal_page);
      }
      {
        g_autofree char *odds = g_strdup_printf ("/pages/%s/odds", info->id);

        g_test_add_data_func (odds, info, test_odds);
      }
    }



  return g_test_run ();
}
