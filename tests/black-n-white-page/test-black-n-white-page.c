/* test-black-n-white-page.c — the page of Black’n’White, driven through its actions
 *
 * Runs under Xvfb (suite "ui"). Everything a player does goes through the page's actions
 * ("bnw.…") or the dice entry's taps, as the buttons do; what happened is checked on the model.
 * Each test ends with g_assert_finalize_object(). Run with LANGUAGE=de, the layout test checks
 * the German page too.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "pips-black-n-white-odds.h"
#include "pips-black-n-white-page.h"
#include "pips-black-n-white-rules.h"
#include "pips-chip-counter.h"
#include "pips-dice-entry.h"
#include "pips-session-page.h"
#include "pips-test-util.h"
#include "pips-game-page.h"
#include "pips-game-over-view.h"
#include "pips-ui-test-util.h"

#include "../black-n-white/black-n-white-test-utils.h"

#define SEED 20260404

static const char * const four_players[] = { "Anna", "Ben", "Clara", "David", NULL };

/* Helpers */

static PipsSession *
new_session (const char * const *players,
             JsonObject         *options)
{
  g_autoptr(GError) error = NULL;
  PipsSession *session = pips_session_new ("black-n-white", players, options, &error);

  g_assert_no_error (error);

  return session;
}

static PipsBlackNWhiteGame *
game_of (PipsSession *session)
{
  return PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));
}

/* A page of @session in a window of @width pixels, as the session page shows it. */
static GtkWidget *
show_page (PipsSession *session,
           int          width,
           GtkWidget  **window_out)
{
  GtkWidget *page = g_object_ref_sink (pips_black_n_white_page_new (session));
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (SEED);

  pips_ui_test_reset_game_settings (pips_session_get_game_id (session));
  pips_game_page_set_roller (PIPS_GAME_PAGE (page), roller);
  *window_out = pips_ui_test_show_in_window (page, width, 640);

  return page;
}

static void
close_page (GtkWidget *window,
            GtkWidget *page)
{
  gtk_window_destroy (GTK_WINDOW (window));
  pips_ui_test_settle ();
  g_assert_finalize_object (page);
}

static GtkWidget *
find_action_button_inner (GtkWidget  *root,
                          const char *action_name,
                          GVariant   *target)
{
  if (GTK_IS_ACTIONABLE (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action_name) == 0 &&
      (target == NULL ||
       (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (root)) != NULL &&
        g_variant_equal (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (root)), target))))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button_inner (child, action_name, target);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The button bound to @action_name (with @target, if not %NULL; floating references are
 * taken), as a person would find it. */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action_name,
                    GVariant   *target)
{
  g_autoptr(GVariant) owned = target != NULL ? g_variant_ref_sink (target) : NULL;

  return find_action_button_inner (root, action_name, owned);
}

static PipsDiceEntry *
get_entry (GtkWidget *page)
{
  GtkWidget *entry = pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY);

  g_assert_nonnull (entry);

  return PIPS_DICE_ENTRY (entry);
}

/* Whether the action of a button can be used now: the button follows its action. */
static gboolean
action_enabled (GtkWidget  *page,
                const char *action_name)
{
  GtkWidget *button = find_action_button (page, action_name, NULL);

  g_assert_nonnull (button);

  return gtk_widget_get_sensitive (button);
}

/* Taps a face on the entry's keypad (the next die gets it). */
static void
tap_face (GtkWidget *page,
          guint      face)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (get_entry (page)), "dice-entry.enter",
                                          g_variant_new ("(ub)", face, FALSE));

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

static void
activate (GtkWidget  *page,
          const char *action_name,
          const char *format,
          ...)
{
  g_autoptr(GVariant) parameter = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      parameter = g_variant_ref_sink (g_variant_new_va (format, NULL, &args));
      va_end (args);
    }

  g_assert_true (gtk_widget_activate_action_variant (page, action_name, parameter));
}

/* Rolls the virtual dice and waits until they land. */
static void
roll (GtkWidget *page)
{
  PipsDiceEntry *entry = get_entry (page);

  activate (page, "bnw.roll", NULL);
  /* The page takes the throw in when the dice land (the entry's callback comes from an idle). */
  PIPS_UI_TEST_WAIT_UNTIL (!pips_dice_entry_get_rolling (entry));
  pips_ui_test_settle ();
  g_assert_true (pips_dice_entry_get_complete (entry));
}

static void
append (PipsSession *session,
        JsonObject  *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;

  g_assert_true (pips_session_append (session, owned, &error));
  g_assert_no_error (error);
}

static const char *
turn_title (GtkWidget *page)
{
  /* The page's only heading in the title-2 style. */
  GtkWidget *stack = pips_ui_test_find_descendant (page, GTK_TYPE_STACK);
  GtkWidget *box = gtk_widget_get_prev_sibling (stack);

  return gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (box)));
}

static void
assert_fits_360 (GtkWidget  *page,
                 const char *what)
{
  int min_page = 0;
  int min_content = pips_ui_test_content_min_width (page);

  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min_page, NULL, NULL, NULL);
  g_test_message ("%s: the page needs %d px, its content %d px", what, min_page, min_content);
  /* 360 px, less the 10 px of a window's own border (X11 without a compositor). */
  if (min_page > 350 || min_content > 350)
    g_error ("%s: the page needs %d px (its content %d px), more than 350 px",
             what, min_page, min_content);
}

/* Whether a row of the list of shortcuts under @widget is titled @title. */
static gboolean
has_row (GtkWidget  *widget,
         const char *title)
{
  if (ADW_IS_ACTION_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_row (child, title))
      return TRUE;

  return FALSE;
}

/* The starter says how many throws they used (nothing is chosen for them): here, every throw
 * the round allows. */
static void
say_throws_used (GtkWidget *page)
{
  PipsBlackNWhiteGame *game = PIPS_BLACK_N_WHITE_GAME (pips_game_page_get_game (PIPS_GAME_PAGE (page)));
  guint throws;

  g_object_get (page, "throws", &throws, NULL);
  if (throws == 0)
    g_object_set (page, "throws", pips_black_n_white_game_get_throw_limit (game), NULL);
}

/* @widget lies inside @page as it is shown, scrolled as it starts. */
static void
assert_on_screen (GtkWidget  *page,
                  GtkWidget  *widget,
                  const char *what)
{
  graphene_rect_t bounds;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, page, &bounds));
  g_test_message ("%s at %g,%g %g×%g in %d×%d", what, bounds.origin.x, bounds.origin.y,
                  bounds.size.width, bounds.size.height,
                  gtk_widget_get_width (page), gtk_widget_get_height (page));
  if (bounds.origin.y < 0 || bounds.origin.x < 0 ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height (page) ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width (page))
    g_error ("%s is off screen: %g,%g %g×%g in %d×%d", what, bounds.origin.x, bounds.origin.y,
             bounds.size.width, bounds.size.height,
             gtk_widget_get_width (page), gtk_widget_get_height (page));
}

/* The visible widget under @widget with the style class @name. */
static GtkWidget *
find_by_class (GtkWidget  *widget,
               const char *name)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (gtk_widget_has_css_class (widget, name))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_class (child, name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The odds as the page shows them, from the core's answer for the player to throw, after
 * @throws throws showing @black and @white. */
static char *
expected_odds_text (PipsBlackNWhiteGame *game,
                    guint                throws,
                    guint                black,
                    guint                white)
{
  PipsBlackNWhiteOdds odds;
  g_autofree char *percent = NULL;
  const char *play;

  g_assert_true (pips_black_n_white_game_get_odds (game, throws, black, white, &odds));
  g_assert_cmpfloat (odds.best, >, 0);
  g_assert_cmpfloat (odds.best, <, 1);
  percent = g_strdup_printf ("%.1f", 100 * odds.best);
  if (odds.stop)
    play = "Best play: stop";
  else if (odds.keep == PIPS_BLACK_N_WHITE_DIE_BLACK)
    play = "Best play: keep the black die";
  else if (odds.keep == PIPS_BLACK_N_WHITE_DIE_WHITE)
    play = "Best play: keep the white die";
  else
    play = "Best play: throw both dice";

  return g_strdup_printf ("Chance to end %s: %s %%\n%s · against the results on the table",
                          pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_1 ? "lowest" : "highest",
                          percent, play);
}

static const char *
odds_shown (GtkWidget *page)
{
  GtkWidget *label = find_by_class (page, "odds");

  return label != NULL ? gtk_label_get_label (GTK_LABEL (label)) : NULL;
}

/* Tests */

/* The odds, with show-odds on: before a throw and after each virtual throw, the chance to end
 * lowest and the best play, as the core has them for the state shown; nothing with it off. */
static void
test_odds (void)
{
  g_autoptr(PipsSession) session = new_session (four_players, NULL);
  PipsBlackNWhiteGame *game = game_of (session);
  PipsDiceEntry *entry;
  GtkWidget *window;
  GtkWidget *page = show_page (session, 960, &window);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (PIPS_GAME_PAGE_GET_CLASS (page)->shows_odds);
  entry = get_entry (page);
  append (session, pips_black_n_white_build_starter (0, FALSE));

  /* The first to throw has nothing to beat: said in words, not as "Chance to end lowest: 100 %". */
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  PIPS_UI_TEST_WAIT_UNTIL (g_strcmp0 (odds_shown (page),
                                      "First to throw: no result to beat yet, so any result is the lowest so far") == 0);
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);
  pips_ui_test_settle ();

  append (session, pips_black_n_white_build_result (0, 4, 2, 3));
  append (session, pips_black_n_white_build_tens (0, PIPS_BLACK_N_WHITE_DIE_BLACK));
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_RESULT);
  pips_ui_test_settle ();
  g_assert_null (odds_shown (page));

  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  before = expected_odds_text (game, 0, 0, 0);
  PIPS_UI_TEST_WAIT_UNTIL (g_strcmp0 (odds_shown (page), before) == 0);

  roll (page);
  after = expected_odds_text (game, 1, pips_dice_entry_get_face (entry, 0), pips_dice_entry_get_face (entry, 1));
  g_assert_cmpstr (after, !=, before);
  g_assert_cmpstr (odds_shown (page), ==, after);

  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);
  pips_ui_test_settle ();
  g_assert_null (odds_shown (page));

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* A phone with four long German names: the turn panel and the button that enters the result are
 * on screen without scrolling, at 360×640 (the page under a 47 px header). */
static void
test_on_screen (void)
{
  static const char * const names[] = { "Annegret", "Bernhard", "Christiane", "Friedrich", NULL };
  static const int heights[] = { 640 - 47, 294 - 47 };

  for (guint h = 0; h < G_N_ELEMENTS (heights); h++)
    {
      g_autoptr(PipsSession) session = new_session (names, NULL);
      g_autoptr(PipsRoller) roller = pips_roller_new_seeded (SEED);
      GtkWidget *page = g_object_ref_sink (pips_black_n_white_page_new (session));
      GtkWidget *window;

      pips_game_page_set_roller (PIPS_GAME_PAGE (page), roller);
      /* With the odds on: they go below the buttons, and push nothing off the screen. */
      pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
      window = pips_ui_test_show_in_window (page, 360, heights[h]);
      append (session, pips_black_n_white_build_starter (0, FALSE));
      append (session, pips_black_n_white_build_result (0, 4, 2, 3));
      append (session, pips_black_n_white_build_tens (0, PIPS_BLACK_N_WHITE_DIE_BLACK));
      pips_ui_test_wait_for_paint (page);
      g_assert_nonnull (odds_shown (page));

      assert_on_screen (page, GTK_WIDGET (get_entry (page)), "the dice");
      assert_on_screen (page, find_action_button (page, "bnw.enter", NULL), "Enter Result");
      assert_on_screen (page, find_action_button (page, "bnw.throws-tap", g_variant_new_uint32 (3)), "3 throws");
      {
        graphene_rect_t odds, enter;

        g_assert_true (gtk_widget_compute_bounds (find_by_class (page, "odds"), page, &odds));
        g_assert_true (gtk_widget_compute_bounds (find_action_button (page, "bnw.enter", NULL), page, &enter));
        g_assert_cmpfloat (odds.origin.y, >=, enter.origin.y + enter.size.height);
      }

      close_page (window, page);
      g_assert_finalize_object (g_steal_pointer (&session));
    }
}

/* A result and the tens colour from the keyboard alone: digits, Ctrl+Enter, then Enter on the
 * button that has the focus. */
static void
test_keyboard (void)
{
  g_autoptr(PipsSession) session = new_session (four_players, NULL);
  PipsBlackNWhiteGame *game = game_of (session);
  GtkWidget *window;
  GtkWidget *page = show_page (session, 360, &window);
  GtkWidget *focus;
  guint presses;

  append (session, pips_black_n_white_build_starter (0, FALSE));
  pips_ui_test_settle ();
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (get_entry (page))));

  presses = pips_ui_test_get_n_key_presses ();
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_5, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_2, 0));

  /* The starter's throws set the round's limit: nothing is chosen for them, and the result
   * waits for it. */
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (game), ==, 3);
  g_assert_false (action_enabled (page, "bnw.enter"));
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 1);

  /* A digit says the throws used once the faces are typed, and enters the result. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_2, 0));
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 2);
  g_test_message ("a Black'n'White result by the starter: %u key presses",
                  pips_ui_test_get_n_key_presses () - presses);
  g_assert_cmpuint (pips_ui_test_get_n_key_presses () - presses, <=, 3);
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (game), ==, 2);
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_TENS);

  /* The focus went on to the question that is asked now. */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == find_action_button (page, "bnw.tens", g_variant_new_string ("black")));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  /* A button shows it is pressed for a moment before it is "clicked". */
  PIPS_UI_TEST_WAIT_UNTIL (pips_black_n_white_game_get_tens (game) != PIPS_BLACK_N_WHITE_DIE_NONE);
  g_assert_cmpint (pips_black_n_white_game_get_tens (game), ==, PIPS_BLACK_N_WHITE_DIE_BLACK);

  /* And back to the dice for the next player. */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (get_entry (page))));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_3, 0));
  g_assert_cmpuint (pips_dice_entry_get_face (get_entry (page), 0), ==, 3);

  /* Each game lists its own keys: Return and the throws here, no red faces. */
  {
    g_autoptr(PipsShortcutsDialog) dialog = g_object_ref_sink (pips_shortcuts_dialog_new (PIPS_GAME_PAGE (page)));
    GtkWidget *list = GTK_WIDGET (adw_preferences_dialog_get_visible_page (ADW_PREFERENCES_DIALOG (dialog)));

    g_assert_true (has_row (list, "Enter the Result"));
    g_assert_true (has_row (list, "Say the Throws Used and Enter the Result"));
    g_assert_true (has_row (list, "Set the Faces of the Dice in Order"));
    g_assert_false (has_row (list, "Set a Red Face"));
    g_assert_false (has_row (list, "Mark the Last Face Red or White"));
  }

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* By touch a result is three taps: the two faces, then the throws used, which enters it. Tapped
 * before the faces, the throws only say the count. */
static void
test_touch (void)
{
  g_autoptr(PipsSession) session = new_session (four_players, NULL);
  PipsBlackNWhiteGame *game = game_of (session);
  GtkWidget *window;
  GtkWidget *page = show_page (session, 360, &window);
  GtkWidget *throws_button;
  guint taps = 0;

  append (session, pips_black_n_white_build_starter (0, FALSE));
  pips_ui_test_settle ();

  tap_face (page, 5), taps++;
  tap_face (page, 2), taps++;
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 1);
  throws_button = find_action_button (page, "bnw.throws-tap", g_variant_new_uint32 (2));
  g_assert_nonnull (throws_button);
  g_assert_true (gtk_widget_is_sensitive (throws_button));
  g_signal_emit_by_name (throws_button, "clicked"), taps++;

  g_assert_cmpuint (pips_session_get_n_events (session), ==, 2);
  g_test_message ("a Black'n'White result by touch: %u taps", taps);
  g_assert_cmpuint (taps, <=, 3);
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (game), ==, 2);
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_TENS);
  activate (page, "bnw.tens", "s", "black");

  /* The next player taps the throws first: nothing is entered until Enter Result. */
  throws_button = find_action_button (page, "bnw.throws-tap", g_variant_new_uint32 (1));
  g_signal_emit_by_name (throws_button, "clicked");
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 3);
  tap_face (page, 6);
  tap_face (page, 3);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 3);
  g_assert_true (action_enabled (page, "bnw.enter"));
  activate (page, "bnw.enter", NULL);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 4);

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* A whole round of four players through the page: who starts, faces tapped, the tens colour, a
 * refused entry, the virtual dice with a kept die; then the round's outcome on the model. */
static void
test_round (void)
{
  g_autoptr(PipsSession) session = new_session (four_players, NULL);
  PipsBlackNWhiteGame *game = game_of (session);
  GtkWidget *window;
  GtkWidget *page = show_page (session, 960, &window);
  PipsDiceEntry *entry = get_entry (page);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *outcome = NULL;
  guint n_events;
  const guint8 *faces;
  guint8 black;
  guint8 david_black, david_white;

  /* Who starts: the table says. */
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_STARTER);
  g_assert_cmpstr (turn_title (page), ==, "Who Starts?");
  g_assert_true (action_enabled (page, "bnw.starter"));
  g_assert_false (action_enabled (page, "bnw.enter"));
  g_signal_emit_by_name (find_action_button (page, "bnw.starter", g_variant_new_uint32 (1)), "clicked");
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (game), ==, 1);
  g_assert_cmpstr (turn_title (page), ==, "Ben’s Turn");

  /* Ben taps black 6, white 4 and says he used 2 throws. */
  g_assert_false (action_enabled (page, "bnw.enter"));
  tap_face (page, 6);
  tap_face (page, 4);
  gtk_test_accessible_assert_property (pips_dice_entry_get_die (entry, 0),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Die 1: black 6");
  gtk_test_accessible_assert_property (pips_dice_entry_get_die (entry, 1),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Die 2: white 4");
  activate (page, "bnw.throws", "u", 2);
  g_assert_true (action_enabled (page, "bnw.enter"));
  activate (page, "bnw.enter", NULL);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 2);
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (game), ==, 2);

  /* His is the first result that is not a double: he is asked for the tens colour, there. */
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_TENS);
  g_assert_cmpstr (turn_title (page), ==, "Ben Chooses the Tens");
  gtk_test_accessible_assert_property (find_action_button (page, "bnw.tens", g_variant_new_string ("black")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Black is tens: 64");
  gtk_test_accessible_assert_property (find_action_button (page, "bnw.tens", g_variant_new_string ("white")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "White is tens: 46");
  g_assert_false (action_enabled (page, "bnw.enter"));
  g_signal_emit_by_name (find_action_button (page, "bnw.tens", g_variant_new_string ("black")), "clicked");
  g_assert_cmpint (pips_black_n_white_game_get_tens (game), ==, PIPS_BLACK_N_WHITE_DIE_BLACK);
  g_assert_cmpint (pips_game_get_only_player (PIPS_GAME (game)), ==, 2);

  /* The entry started afresh for Clara; only the throws the round allows are offered. */
  g_assert_false (pips_dice_entry_get_complete (entry));
  g_assert_false (gtk_widget_get_visible (find_action_button (page, "bnw.throws-tap", g_variant_new_uint32 (3))));
  g_assert_true (gtk_widget_get_visible (find_action_button (page, "bnw.throws-tap", g_variant_new_uint32 (2))));

  /* A refused entry changes nothing: Clara says 3 throws (the action lets it through, the rules
   * do not), and her faces stay to be corrected. */
  tap_face (page, 3);
  tap_face (page, 1);
  activate (page, "bnw.throws", "u", 3);
  before = bnw_fingerprint (PIPS_GAME (game));
  n_events = pips_session_get_n_events (session);
  activate (page, "bnw.enter", NULL);
  after = bnw_fingerprint (PIPS_GAME (game));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, n_events);
  g_assert_cmpuint (pips_session_get_cursor (session), ==, n_events);
  faces = pips_dice_entry_get_faces (entry, NULL);
  g_assert_cmpuint (faces[0], ==, 3);
  g_assert_cmpuint (faces[1], ==, 1);

  activate (page, "bnw.throws", "u", 2);
  activate (page, "bnw.enter", NULL);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, n_events + 1);
  g_assert_cmpint (pips_game_get_only_player (PIPS_GAME (game)), ==, 3);

  /* David rolls the virtual dice: once, keeps the black die, throws the white one again; then he
   * has no throws left. */
  g_assert_false (pips_dice_entry_get_selection_mode (entry));
  g_assert_false (action_enabled (page, "bnw.enter"));
  g_assert_true (action_enabled (page, "bnw.roll"));
  roll (page);
  /* Rolled, a tap on a die keeps it; the throws used are counted, not said. */
  g_assert_true (pips_dice_entry_get_selection_mode (entry));
  faces = pips_dice_entry_get_faces (entry, NULL);
  black = faces[0];
  g_assert_true (action_enabled (page, "bnw.enter"));

  /* Tapping a die keeps it. */
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 0), "activate");
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 0), ==, PIPS_DIE_MARK_KEPT);
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 1), ==, PIPS_DIE_MARK_NONE);
  roll (page);
  faces = pips_dice_entry_get_faces (entry, NULL);
  g_assert_cmpuint (faces[0], ==, black);
  david_black = faces[0];
  david_white = faces[1];
  g_assert_false (action_enabled (page, "bnw.roll"));
  activate (page, "bnw.enter", NULL);

  {
    g_autoptr(JsonObject) event = pips_session_dup_event (session, pips_session_get_n_events (session) - 1);
    JsonArray *rolls = json_object_get_array_member (event, "rolls");

    g_assert_cmpint (json_object_get_int_member (event, "player"), ==, 3);
    g_assert_cmpint (json_object_get_int_member (event, "throws"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (event, "black"), ==, david_black);
    g_assert_cmpint (json_object_get_int_member (event, "white"), ==, david_white);
    g_assert_cmpuint (json_array_get_length (rolls), ==, 2);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (rolls, 1), "kept"),
                     ==, "black");
  }

  /* Anna taps 1 and 2: 12 is the lowest house number, and of equal results the later is worse. */
  g_assert_cmpint (pips_game_get_only_player (PIPS_GAME (game)), ==, 0);
  g_assert_false (pips_dice_entry_get_selection_mode (entry));
  tap_face (page, 1);
  tap_face (page, 2);
  activate (page, "bnw.throws", "u", 1);
  activate (page, "bnw.enter", NULL);

  /* The round is over: Anna takes a chip from the middle and starts the next round. */
  g_assert_cmpuint (pips_black_n_white_game_get_chips (game, 0), ==, 1);
  g_assert_cmpuint (pips_black_n_white_game_get_middle (game), ==, 7);
  g_assert_cmpint (pips_black_n_white_game_get_last_outcome (game, NULL), ==, PIPS_BLACK_N_WHITE_OUTCOME_TAKES);
  bnw_assert_conserved (PIPS_GAME (game));
  outcome = pips_black_n_white_game_dup_last_outcome_text (game);
  g_assert_cmpstr (outcome, ==, "Anna takes a chip");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (pips_ui_test_find_descendant (page, ADW_TYPE_EXPANDER_ROW))),
                   ==, "Anna takes a chip");
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (game), ==, 0);
  g_assert_cmpstr (turn_title (page), ==, "Anna’s Turn");

  /* Undo comes back to Anna's turn with a fresh entry. */
  g_assert_true (pips_session_undo (session));
  g_assert_cmpuint (pips_black_n_white_game_get_chips (game, 0), ==, 0);
  g_assert_false (pips_dice_entry_get_complete (entry));

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* The tens colour is asked of the right player, and only of them; a starter picked at random. */
static void
test_tens_and_random_starter (void)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(PipsSession) session = NULL;
  PipsBlackNWhiteGame *game;
  GtkWidget *window;
  GtkWidget *page;

  json_object_set_string_member (options, "starter", "random");
  session = new_session ((const char *[]) { "Anna", "Ben", "Clara", NULL }, options);
  game = game_of (session);
  page = show_page (session, 360, &window);

  g_assert_true (action_enabled (page, "bnw.pick-starter"));
  g_assert_true (gtk_widget_has_css_class (find_action_button (page, "bnw.pick-starter", NULL),
                                           "suggested-action"));
  activate (page, "bnw.pick-starter", NULL);
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (game), >=, 0);
  {
    g_autoptr(JsonObject) first = pips_session_dup_event (session, 0);

    g_assert_true (json_object_get_boolean_member (first, "random"));
  }

  /* A double first: no colour yet. The next result decides it, by its player. */
  tap_face (page, 5);
  tap_face (page, 5);
  say_throws_used (page);
  activate (page, "bnw.enter", NULL);
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_RESULT);
  g_assert_false (action_enabled (page, "bnw.tens"));

  tap_face (page, 2);
  tap_face (page, 5);
  say_throws_used (page);
  activate (page, "bnw.enter", NULL);
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_TENS);
  g_assert_true (action_enabled (page, "bnw.tens"));
  g_assert_false (action_enabled (page, "bnw.enter"));
  activate (page, "bnw.tens", "s", "white");
  g_assert_cmpint (pips_black_n_white_game_get_tens (game), ==, PIPS_BLACK_N_WHITE_DIE_WHITE);
  g_assert_false (action_enabled (page, "bnw.tens"));

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

#define FACE_OF(player) ((player) == 0 ? 6 : 1)

/* Plays Anna and Ben to the end: Anna throws double 6, Ben double 1, so Ben takes every chip. */
static void
play_to_last_result (PipsSession *session)
{
  PipsBlackNWhiteGame *game = game_of (session);

  append (session, pips_black_n_white_build_starter (0, FALSE));
  for (;;)
    {
      int player = pips_game_get_only_player (PIPS_GAME (game));
      g_autoptr(GArray) results = pips_black_n_white_game_dup_results (game);

      if (pips_black_n_white_game_get_middle (game) == 1 && results->len == 1)
        break;
      append (session, pips_black_n_white_build_result (player, FACE_OF (player),
                                                        FACE_OF (player), 1));
    }
}

static void
clipboard_text_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

/* Game over: the winners in the order they left, the loser, and "Copy Results" of the frame. */
static void
test_game_over (void)
{
  g_autoptr(PipsSession) session = new_session ((const char *[]) { "Anna", "Ben", NULL }, NULL);
  PipsBlackNWhiteGame *game = game_of (session);
  PipsSessionPage *frame;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page;
  GtkWidget *copy;
  GtkListBox *standings;
  GtkListBoxRow *row;
  g_autofree char *copied = NULL;
  g_autofree char *summary = NULL;
  GdkClipboard *clipboard;

  play_to_last_result (session);
  g_assert_cmpuint (pips_black_n_white_game_get_middle (game), ==, 1);

  /* The frame finds the page in the page table. */
  frame = pips_session_page_new (session);
  page = pips_session_page_get_board (frame);
  g_assert_true (PIPS_IS_BLACK_N_WHITE_PAGE (page));
  g_object_ref (page);
  gtk_window_set_child (GTK_WINDOW (window), adw_navigation_view_new ());
  adw_navigation_view_push (ADW_NAVIGATION_VIEW (gtk_window_get_child (GTK_WINDOW (window))),
                            ADW_NAVIGATION_PAGE (frame));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  pips_ui_test_wait_for_paint (window);

  /* The last result, through the page, ends the game. */
  tap_face (page, FACE_OF (pips_game_get_only_player (PIPS_GAME (game))));
  tap_face (page, FACE_OF (pips_game_get_only_player (PIPS_GAME (game))));
  say_throws_used (page);
  activate (page, "bnw.enter", NULL);
  g_assert_true (pips_session_get_is_over (session));
  g_assert_cmpint (pips_black_n_white_game_get_loser (game), ==, 1);
  g_assert_cmpstr (turn_title (page), ==, "Game Over");

  standings = pips_game_over_view_get_list (PIPS_GAME_OVER_VIEW (pips_ui_test_find_descendant (page, PIPS_TYPE_GAME_OVER_VIEW)));
  row = gtk_list_box_get_row_at_index (standings, 0);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Anna");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Won");
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "0 chips · Won");
  row = gtk_list_box_get_row_at_index (standings, 1);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Ben");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Lost");
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "4 chips · Lost");
  g_assert_null (gtk_list_box_get_row_at_index (standings, 2));

  /* Nothing to enter any more. */
  g_assert_false (action_enabled (page, "bnw.enter"));

  /* "Copy Results" is the frame's action. */
  copy = find_action_button (page, "session.copy-results", NULL);
  g_assert_true (gtk_widget_get_sensitive (copy));
  g_signal_emit_by_name (copy, "clicked");
  clipboard = gtk_widget_get_clipboard (page);
  gdk_clipboard_read_text_async (clipboard, NULL, clipboard_text_cb, &copied);
  PIPS_UI_TEST_WAIT_UNTIL (copied != NULL);
  summary = pips_session_summary_text (session);
  g_assert_cmpstr (copied, ==, summary);

  gtk_window_destroy (GTK_WINDOW (window));
  pips_ui_test_settle ();
  g_assert_finalize_object (page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* Every control has an accessible name; counters say whose chips and how many. */
static void
assert_buttons_named (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    {
      const char *label = gtk_button_get_label (GTK_BUTTON (widget));
      const char *tooltip = gtk_widget_get_tooltip_text (widget);

      if ((label == NULL || label[0] == '\0') && (tooltip == NULL || tooltip[0] == '\0') &&
          !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("A button (action %s) has no accessible name",
                 GTK_IS_ACTIONABLE (widget) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (widget))
                                            : "none");
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_buttons_named (child);
}

static void
test_accessible (void)
{
  g_autoptr(PipsSession) session = new_session (four_players, NULL);
  GtkWidget *window;
  GtkWidget *page = show_page (session, 960, &window);
  GtkWidget *counter;

  assert_buttons_named (page);

  counter = pips_ui_test_find_descendant (page, PIPS_TYPE_CHIP_COUNTER);
  gtk_test_accessible_assert_property (counter, GTK_ACCESSIBLE_PROPERTY_LABEL, "Middle: 8 chips");
  gtk_test_accessible_assert_property (find_action_button (page, "bnw.throws-tap", g_variant_new_uint32 (2)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "2 throws");
  gtk_test_accessible_assert_property (get_entry (page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "The black and the white die");

  append (session, pips_black_n_white_build_starter (2, FALSE));
  append (session, pips_black_n_white_build_result (2, 4, 1, 3));
  assert_buttons_named (page);

  /* Players' counters: "Clara: 0 chips". */
  {
    GtkWidget *players = gtk_widget_get_next_sibling (gtk_widget_get_parent (counter));
    GtkWidget *clara = gtk_widget_get_first_child (gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (gtk_widget_get_first_child (players))));

    g_assert_true (PIPS_IS_CHIP_COUNTER (clara));
    gtk_test_accessible_assert_property (clara, GTK_ACCESSIBLE_PROPERTY_LABEL, "Clara: 0 chips");
  }

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* At 360 px everything stacks and nothing is wider than the window, in every state of the turn
 * (and in German, when run with LANGUAGE=de). */
static void
test_narrow (void)
{
  g_autoptr(PipsSession) session = new_session ((const char *[]) { "Annabelle", "Bartholomäus", "Clara-Sophie", "Dietrich", "Emilia", NULL }, NULL);
  PipsBlackNWhiteGame *game = game_of (session);
  GtkWidget *window;
  GtkWidget *page;
  AdwMultiLayoutView *layout;

  if (g_str_has_prefix (g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "", "de"))
    g_assert_cmpstr (_("Enter Result"), !=, "Enter Result");

  page = show_page (session, 360, &window);
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  layout = ADW_MULTI_LAYOUT_VIEW (pips_ui_test_find_descendant (page, ADW_TYPE_MULTI_LAYOUT_VIEW));
  g_assert_cmpstr (adw_multi_layout_view_get_layout_name (layout), ==, "narrow");
  assert_fits_360 (page, "who starts");

  activate (page, "bnw.starter", "u", 1);
  pips_ui_test_wait_for_paint (page);
  assert_fits_360 (page, "tapping faces");

  roll (page);
  pips_ui_test_wait_for_paint (page);
  assert_fits_360 (page, "rolling");
  activate (page, "bnw.keep", "s", "white");
  pips_ui_test_wait_for_paint (page);
  assert_fits_360 (page, "rolling, a die kept");
  activate (page, "bnw.enter", NULL);

  if (pips_black_n_white_game_get_awaiting (game) != PIPS_BLACK_N_WHITE_AWAIT_TENS)
    {
      tap_face (page, 6);
      tap_face (page, 3);
      say_throws_used (page);
      activate (page, "bnw.enter", NULL);
    }
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_TENS);
  pips_ui_test_wait_for_paint (page);
  assert_fits_360 (page, "the tens colour");

  /* A wide window puts the turn beside the chips. */
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 640);
  PIPS_UI_TEST_WAIT_UNTIL (g_strcmp0 (adw_multi_layout_view_get_layout_name (layout), "wide") == 0);

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* One way to enter a result, as in every game: typing (or tapping) the real dice, or Roll; the
 * preference "virtual-dice" only hides the keypad. Rolled throws give way to typed faces. */
static void
test_virtual_dice_preference (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(PipsSession) session = new_session (four_players, NULL);
  PipsBlackNWhiteGame *game = game_of (session);
  GtkWidget *window;
  GtkWidget *page;
  PipsDiceEntry *entry;

  g_settings_set_boolean (settings, "virtual-dice", TRUE);
  append (session, pips_black_n_white_build_starter (0, FALSE));
  page = show_page (session, 960, &window);
  entry = get_entry (page);

  /* No mode to choose: Roll is there, and so are the dice to type into. */
  g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (page), "entry-mode"));
  g_assert_false (pips_dice_entry_get_selection_mode (entry));
  g_assert_false (pips_dice_entry_get_show_keypad (entry));
  g_assert_true (gtk_widget_get_visible (find_action_button (page, "bnw.roll", NULL)));
  g_assert_true (action_enabled (page, "bnw.roll"));

  /* Rolled, then the table throws its real dice after all: a typed face drops the throws. */
  pips_ui_test_settle ();
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (entry)));
  roll (page);
  g_assert_true (pips_dice_entry_get_selection_mode (entry));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_4, 0));
  g_assert_false (pips_dice_entry_get_selection_mode (entry));
  g_assert_cmpuint (pips_dice_entry_get_face (entry, 0), ==, 4);
  g_assert_cmpuint (pips_dice_entry_get_face (entry, 1), ==, 0);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_1, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_2, 0));
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 2);
  g_assert_cmpuint (pips_black_n_white_game_get_throw_limit (game), ==, 2);

  /* Without the preference the keypad is back, and Roll stays. */
  g_settings_reset (settings, "virtual-dice");
  activate (page, "bnw.tens", "s", "black");
  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_RESULT);
  PIPS_UI_TEST_WAIT_UNTIL (pips_dice_entry_get_show_keypad (entry));
  g_assert_true (gtk_widget_get_visible (find_action_button (page, "bnw.roll", NULL)));

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* Pictures of the odds (in $PIPS_TEST_SHOTS; nothing without it): light and dark,
 * wide and 360 px, in the language of LANGUAGE. */
static void
test_odds_screenshots (void)
{
  static const struct { AdwColorScheme scheme; const char *name; } schemes[] = {
    { ADW_COLOR_SCHEME_FORCE_LIGHT, "light" },
    { ADW_COLOR_SCHEME_FORCE_DARK, "dark" },
  };
  static const struct { int width, height; const char *name; } sizes[] = {
    { 960, 720, "wide" },
    { 360, 593, "narrow" },
  };
  const char *dir = pips_ui_test_get_pictures_dir ();
  const char *language = g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "en";

  if (dir == NULL)
    return;

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[s].scheme);

      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          g_autoptr(PipsSession) session = new_session (four_players, NULL);
          GtkWidget *window;
          GtkWidget *page = show_page (session, sizes[z].width, &window);
          g_autofree char *name = g_strdup_printf ("black-n-white-odds-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);

          gtk_window_set_default_size (GTK_WINDOW (window), sizes[z].width, sizes[z].height);
          pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
          append (session, pips_black_n_white_build_starter (0, FALSE));
          append (session, pips_black_n_white_build_result (0, 4, 2, 3));
          append (session, pips_black_n_white_build_tens (0, PIPS_BLACK_N_WHITE_DIE_BLACK));
          roll (page);
          pips_ui_test_settle ();
          pips_ui_test_wait_for_paint (page);
          pips_ui_test_save_png_in (window, dir, name);
          close_page (window, page);
          g_assert_finalize_object (g_steal_pointer (&session));
        }
    }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  PIPS_TEST_REQUIRE_DISPLAY ();

  pips_ui_test_init (&argc, &argv, "/io/github/pipsapp/Pips/style.css");

  g_test_add_func ("/black-n-white-page/round", test_round);
  g_test_add_func ("/black-n-white-page/keyboard", test_keyboard);
  g_test_add_func ("/black-n-white-page/touch", test_touch);
  g_test_add_func ("/black-n-white-page/tens-and-random-starter", test_tens_and_random_starter);
  g_test_add_func ("/black-n-white-page/game-over", test_game_over);
  g_test_add_func ("/black-n-white-page/accessible", test_accessible);
  g_test_add_func ("/black-n-white-page/odds", test_odds);
  g_test_add_func ("/black-n-white-page/odds-screenshots", test_odds_screenshots);
  g_test_add_func ("/black-n-white-page/layout/narrow", test_narrow);
  g_test_add_func ("/black-n-white-page/on-screen", test_on_screen);
  g_test_add_func ("/black-n-white-page/virtual-dice-preference", test_virtual_dice_preference);

  return g_test_run ();
}
