/* test-yacht-page.c — the page of Yacht, driven through its keys, taps and actions under Xvfb
 *
 * A whole turn is played through the page (five digits and Return, dice kept by a key and by a
 * tap, the others typed again, a score by key and one by tap) and checked on the model, and each
 * step is undone and redone; a fourth throw, a full box and the forced joker's order are refused
 * with the rules' words and change nothing; crossing out a box the dice fit asks first (cancel,
 * then confirm), one they do not fit is scored at once; the virtual dice keep the dice kept; the
 * page fits 360 px with the dice and the button that enters them on screen; with the odds on,
 * the advice on screen is the core's (pips_yacht_game_dup_advice()) for a late state of the game.
 * Keys are pressed by looking up the shortcut bound to them on the focus widget and its
 * ancestors, capture phase first, and activating it, which is what GTK does with a key event.
 *
 * With $PIPS_TEST_SHOTS set, also renders the pad and the advice to PNG there, light and
 * dark, wide and at 360 px, in the language of $LANGUAGE, for a person to look at. (Meson runs
 * the layout tests and the pictures again in German.)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pips-demo.h"
#include "pips-dice-entry.h"
#include "pips-session-page.h"
#include "pips-shortcuts-dialog.h"
#include "pips-test-util.h"
#include "pips-ui-test-util.h"
#include "pips-yacht-odds.h"
#include "pips-yacht-page.h"
#include "pips-yacht-rules.h"

/* Helpers */

static const char * const two_players[] = { "Anna", "Ben", NULL };
static const char * const one_player[] = { "Anna", NULL };

static PipsSession *
session_new (const char * const *players,
             const char         *options_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  PipsSession *session;

  if (options_json != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (options_json, &error);

      g_assert_no_error (error);
      options = json_node_dup_object (node);
    }

  session = pips_session_new ("yacht", players, options, &error);
  g_assert_no_error (error);

  return session;
}

static GtkWidget *
page_new (PipsSession *session)
{
  pips_ui_test_reset_game_settings (pips_session_get_game_id (session));
  return g_object_ref_sink (pips_yacht_page_new (session));
}

/* The page in an AdwWindow, where its dialogs are shown. */
static GtkWidget *
show_in_adw_window (GtkWidget *page,
                    int        width,
                    int        height)
{
  GtkWidget *window = adw_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  adw_window_set_content (ADW_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  pips_ui_test_wait_for_paint (page);

  return window;
}

/* The visible widget under @widget whose accessible name is @label. */
static GtkWidget *
find_labelled (GtkWidget  *widget,
               const char *label)
{
  g_autofree char *mismatch = NULL;

  if (!gtk_widget_get_visible (widget))
    return NULL;

  mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  if (mismatch == NULL)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_labelled (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
assert_labelled (GtkWidget  *page,
                 const char *label)
{
  GtkWidget *widget = find_labelled (page, label);

  if (widget == NULL)
    g_error ("Nothing on the page is called “%s”", label);

  return widget;
}

/* Whether a visible label under @widget says @text. */
static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;

  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;

  return FALSE;
}

static gboolean
action_button_sensitive (GtkWidget  *page,
                         const char *action_name)
{
  GtkWidget *button = pips_ui_test_find_action_button (page, action_name);

  return button != NULL && gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button);
}

static void
assert_dice (PipsYachtGame *game,
             const char    *expected)
{
  guint8 dice[PIPS_YACHT_N_DICE];
  char text[PIPS_YACHT_N_DICE + 1];

  pips_yacht_game_get_dice (game, dice);
  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    text[i] = '0' + dice[i];
  text[PIPS_YACHT_N_DICE] = '\0';
  g_assert_cmpstr (text, ==, expected);
}

static int
box_points (PipsYachtGame *game,
            guint          player,
            PipsYachtBox   box)
{
  return pips_yacht_game_get_box_points (game, player,
                                         pips_yacht_rules_box_index (pips_yacht_game_get_rules (game), box));
}

static void
keep_toast_cb (PipsGamePage *page,
               AdwToast     *toast,
               AdwToast    **kept)
{
  g_set_object (kept, toast);
}

static PipsDiceEntry *
find_entry (GtkWidget *page)
{
  return PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
}

static void
wait_for_roll (PipsDiceEntry *entry)
{
  PIPS_UI_TEST_WAIT_UNTIL (!pips_dice_entry_get_rolling (entry));
  pips_ui_test_settle ();
}

/* Plays random events of the rules until @done says so. */
static void
play_until (PipsSession *session,
            PipsRoller  *roller,
            gboolean   (*done) (PipsYachtGame *game))
{
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));

  while (!done (game))
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (PIPS_GAME (game), roller);

      g_assert_nonnull (event);
      g_assert_true (pips_session_append (session, event, NULL));
    }
}

/* Plays like a table does, roughly (greedy: the box with the most points, after keeping the
 * commonest face while the dice score little), until @done says so: a believable pad for the
 * pictures. */
static void
play_greedy_until (PipsSession *session,
                   PipsRoller  *roller,
                   gboolean   (*done) (PipsYachtGame *game))
{
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));

  while (!done (game))
    {
      g_autoptr(JsonObject) event = NULL;
      guint8 dice[PIPS_YACHT_N_DICE];
      guint counts[7] = { 0, };
      int best = -1;
      guint best_points = 0;
      guint face = 1;
      guint kept = 0;

      if (pips_yacht_game_get_throws (game) == 0)
        {
          g_assert_true (pips_session_append (session, pips_yacht_game_build_roll (game, roller, 0), NULL));
          continue;
        }

      for (guint i = 0; i < pips_yacht_game_get_n_boxes (game); i++)
        {
          guint points;

          if (pips_yacht_game_check_box (game, i, &points, NULL, NULL) && (best < 0 || points > best_points))
            {
              best = i;
              best_points = points;
            }
        }
      g_assert_cmpint (best, >=, 0);

      pips_yacht_game_get_dice (game, dice);
      for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
        counts[dice[i]]++;
      for (guint f = 1; f <= 6; f++)
        if (counts[f] >= counts[face])
          face = f;
      for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
        kept |= dice[i] == face ? 1u << i : 0;

      if (best_points < 20 && pips_yacht_game_can_throw (game) && kept != 0x1f)
        event = pips_yacht_game_build_roll (game, roller, kept);
      else
        event = pips_yacht_game_build_score (game, best, FALSE);
      g_assert_true (pips_session_append (session, event, NULL));
    }
}

/* A late state: the player to act has at most PIPS_YACHT_ADVICE_SMALL_SHEET free boxes, has
 * thrown once and may throw again. */
static gboolean
late_choice (PipsYachtGame *game)
{
  int current = pips_yacht_game_get_current (game);

  return current >= 0 && !pips_yacht_game_needs_table (game) &&
         pips_yacht_game_get_throws (game) == 1 && pips_yacht_game_can_throw (game);
}

static gboolean
late_first (PipsYachtGame *game)
{
  return pips_yacht_game_get_current (game) >= 0 && !pips_yacht_game_needs_table (game) &&
         pips_yacht_game_get_throws (game) == 0;
}

/* Tests */

/* A whole turn: five digits and Return; two dice kept by Space and by a tap, the others thrown
 * again and typed; a score by its key. Then the next player's throw scored by a tap on the pad.
 * Every step undone, then redone. */
static void
test_turn (void)
{
  g_autoptr(PipsSession) session = session_new (two_players, NULL);
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = find_entry (page);
  g_autoptr(AdwToast) toast = NULL;
  GtkWidget *button;
  guint presses;

  g_signal_connect (page, "add-toast", G_CALLBACK (keep_toast_cb), &toast);
  g_assert_cmpuint (pips_yacht_game_get_n_boxes (game), ==, 13);
  assert_labelled (page, "Anna, to play");
  assert_labelled (page, "Anna, Full House: free");
  assert_labelled (page, "Anna, Bonus: needs 63 more");
  g_assert_false (action_button_sensitive (page, "yacht.throw"));
  g_assert_true (action_button_sensitive (page, "yacht.roll"));
  g_assert_true (shows_label (page, "Throw 1 of 3"));

  /* The first throw: five digits and Return. */
  g_assert_true (gtk_widget_grab_focus (page));
  presses = pips_ui_test_get_n_key_presses ();
  pips_ui_test_type_text (window, "22345");
  pips_ui_test_assert_entry_faces (entry, "22345");
  g_assert_true (action_button_sensitive (page, "yacht.throw"));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_cmpuint (pips_ui_test_get_n_key_presses () - presses, ==, 6);
  assert_dice (game, "22345");
  g_assert_cmpuint (pips_yacht_game_get_throws (game), ==, 1);
  g_assert_true (pips_dice_entry_get_selection_mode (entry));

  /* The free boxes say what the dice score there. */
  assert_labelled (page, "Small Straight, 30 if scored now");
  assert_labelled (page, "Twos, 4 if scored now");
  assert_labelled (page, "Full House, 0 if scored now");
  g_assert_true (action_button_sensitive (page, "yacht.rethrow"));

  /* Keep the 3 by keys (Home, Right, Right, Space), the 4 and the 5 by taps; the twos go
   * again. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Home, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (pips_dice_entry_get_die (entry, 2)));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_space, 0));
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 3), "activate");
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 4), "activate");
  pips_ui_test_assert_die_label (entry, 2, "Die 3: 3, selected");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: 2");
  g_assert_true (shows_label (page, "Throw 1 of 3 · 3 dice kept"));

  /* Return throws the others again: real dice, so their new faces are typed; the kept ones
   * stay as they lie. While they are typed, the boxes' keys are typing. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_assert_entry_faces (entry, "..345");
  pips_ui_test_assert_die_label (entry, 2, "Die 3: 3, kept, locked");
  g_assert_false (action_button_sensitive (page, "yacht.throw"));
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 1);
  pips_ui_test_type_text (window, "16");
  pips_ui_test_assert_entry_faces (entry, "16345");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_dice (game, "16345");
  g_assert_cmpuint (pips_yacht_game_get_throws (game), ==, 2);
  /* The dice kept stay kept for the next choice. */
  pips_ui_test_assert_die_label (entry, 2, "Die 3: 3, selected");
  pips_ui_test_assert_die_label (entry, 1, "Die 2: 6");
  g_assert_true (shows_label (page, "Throw 2 of 3 · 3 dice kept"));

  /* Score the Small Straight by its key. */
  assert_labelled (page, "Small Straight, 30 if scored now");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_s, 0));
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_SMALL_STRAIGHT), ==, 30);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Small Straight: 30 for Anna");
  g_assert_cmpint (pips_yacht_game_get_current (game), ==, 1);
  assert_labelled (page, "Anna, Small Straight: 30");
  assert_labelled (page, "Anna, Lower Sum: 30");
  assert_labelled (page, "Anna, Total: 30");
  assert_labelled (page, "Ben, to play");
  pips_ui_test_assert_entry_faces (entry, ".....");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (entry)));

  /* Ben: a full house, scored by a tap on the pad. */
  pips_ui_test_type_text (window, "66655");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  button = assert_labelled (page, "Full House, 25 if scored now");
  g_assert_true (GTK_IS_BUTTON (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (box_points (game, 1, PIPS_YACHT_BOX_FULL_HOUSE), ==, 25);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Full House: 25 for Ben");
  assert_labelled (page, "Ben, Full House: 25");

  /* Undo every step, then redo it: the page shows the model each time. */
  for (int i = 4; i >= 0; i--)
    {
      g_assert_true (pips_session_undo (session));
      g_assert_cmpuint (pips_session_get_cursor (session), ==, (guint) i);
      switch (i)
        {
        case 4:
          assert_labelled (page, "Full House, 25 if scored now");
          pips_ui_test_assert_entry_faces (entry, "66655");
          break;
        case 3:
          assert_labelled (page, "Ben, Full House: free");
          pips_ui_test_assert_entry_faces (entry, ".....");
          break;
        case 2:
          assert_labelled (page, "Anna, to play");
          assert_labelled (page, "Small Straight, 30 if scored now");
          pips_ui_test_assert_entry_faces (entry, "16345");
          break;
        case 1:
          assert_dice (game, "22345");
          pips_ui_test_assert_entry_faces (entry, "22345");
          g_assert_true (shows_label (page, "Throw 1 of 3"));
          break;
        case 0:
          g_assert_cmpuint (pips_yacht_game_get_throws (game), ==, 0);
          pips_ui_test_assert_entry_faces (entry, ".....");
          break;
        default:
          g_assert_not_reached ();
        }
    }
  for (guint i = 1; i <= 5; i++)
    {
      g_assert_true (pips_session_redo (session));
      g_assert_cmpuint (pips_session_get_cursor (session), ==, i);
    }
  assert_labelled (page, "Ben, Full House: 25");
  assert_labelled (page, "Anna, Small Straight: 30");
  assert_labelled (page, "Anna, to play");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Whether a label under @widget says @text, shown or not. */
static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;

  return FALSE;
}

/* Whether a row of @widget's tree is titled @title with the keys @keys. */
static gboolean
has_shortcut (GtkWidget  *widget,
              const char *title,
              const char *keys)
{
  if (ADW_IS_ACTION_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return keys == NULL || has_label (widget, keys);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_shortcut (child, title, keys))
      return TRUE;

  return FALSE;
}

/* In the frame the app shows the page in: Ctrl+Z clears faces half typed first, then undoes
 * each entry (the score, the throw), Shift+Ctrl+Z redoes them; the game's keys are in the list
 * of shortcuts. */
static void
test_undo_keys (void)
{
  g_autoptr(PipsSession) session = session_new (two_players, NULL);
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
  GtkWidget *view = adw_navigation_view_new ();
  GtkWidget *frame = g_object_ref_sink (GTK_WIDGET (pips_session_page_new (session)));
  GtkWidget *page = pips_session_page_get_board (PIPS_SESSION_PAGE (frame));
  g_autoptr(GtkWidget) dialog = NULL;
  PipsDiceEntry *entry;
  GtkWidget *window;
  GtkWidget *list;

  adw_navigation_view_push (ADW_NAVIGATION_VIEW (view), ADW_NAVIGATION_PAGE (frame));
  window = pips_ui_test_show_in_window (view, 960, 720);
  pips_ui_test_wait_for_paint (page);
  entry = find_entry (page);

  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_type_text (window, "33");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_z, GDK_CONTROL_MASK));
  pips_ui_test_assert_entry_faces (entry, ".....");
  pips_ui_test_type_text (window, "33356");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_3, 0));
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_THREES), ==, 9);
  g_assert_cmpuint (pips_session_get_cursor (session), ==, 2);

  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), page));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (pips_session_get_cursor (session), ==, 1);
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_THREES), ==, -1);
  assert_labelled (page, "Threes, 9 if scored now");
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), page));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (pips_session_get_cursor (session), ==, 0);
  pips_ui_test_assert_entry_faces (entry, ".....");
  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), page));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpuint (pips_session_get_cursor (session), ==, 2);
  assert_labelled (page, "Anna, Threes: 9");

  /* The game's keys are in the list of shortcuts, the shared ones of the dice too. */
  dialog = g_object_ref_sink (GTK_WIDGET (pips_shortcuts_dialog_new (PIPS_GAME_PAGE (page))));
  list = GTK_WIDGET (adw_preferences_dialog_get_visible_page (ADW_PREFERENCES_DIALOG (dialog)));
  g_assert_true (has_shortcut (list, "Score in Full House", "h"));
  g_assert_true (has_shortcut (list, "Score in Threes", "3"));
  g_assert_true (has_shortcut (list, "Cross Out a Box", "Shift + the box’s key"));
  g_assert_true (has_shortcut (list, "Keep a Die", NULL));
  g_assert_true (has_shortcut (list, "Undo", NULL));
  g_clear_object (&dialog);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (frame);
}

/* Refused entries change nothing, and say why in the rules' words: a fourth throw, a full box,
 * and the forced joker's order (the Yahtzee preset's options). */
static void
test_refused (void)
{
  g_autoptr(PipsSession) session = session_new (one_player, "{\"five-again\":\"100\",\"joker\":\"forced\"}");
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = find_entry (page);
  g_autoptr(AdwToast) toast = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const guint8 fives[PIPS_YACHT_N_DICE] = { 5, 5, 5, 5, 5 };

  g_signal_connect (page, "add-toast", G_CALLBACK (keep_toast_cb), &toast);
  g_assert_true (gtk_widget_grab_focus (page));

  /* Three throws: the last keeps nothing and throws all five again. */
  pips_ui_test_type_text (window, "12346");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_type_text (window, "55512");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_cmpuint (pips_yacht_game_get_throws (game), ==, 2);
  /* Keep nothing (Escape lets a die kept go again): all five again. */
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 0), "activate");
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 0) & PIPS_DIE_MARK_SELECTED, !=, 0);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Escape, 0));
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 0) & PIPS_DIE_MARK_SELECTED, ==, 0);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_type_text (window, "55555");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_cmpuint (pips_yacht_game_get_throws (game), ==, 3);
  g_assert_false (pips_yacht_game_can_throw (game));

  /* A fourth throw: no button for it, the action does nothing, and the rules refuse it. */
  g_assert_false (action_button_sensitive (page, "yacht.rethrow"));
  g_assert_true (shows_label (page, "No throws left: tap a box in your column to score this throw."));
  before = pips_session_serialize (session, NULL);
  gtk_widget_activate_action (page, "yacht.rethrow", NULL);
  gtk_widget_activate_action (page, "yacht.roll", NULL);
  g_assert_false (pips_game_page_append_take (PIPS_GAME_PAGE (page),
                                              pips_yacht_game_build_throw (game, fives, 0x1f)));
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "A turn has at most 3 throws: enter the dice into a box");
  after = pips_session_serialize (session, NULL);
  g_assert_cmpstr (before, ==, after);

  /* The Yacht box: 50. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_y, 0));
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_FIVE_OF_A_KIND), ==, 50);

  /* Chance, then a full box. */
  pips_ui_test_type_text (window, "12346");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_c, 0));
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_CHANCE), ==, 16);
  pips_ui_test_type_text (window, "12356");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_clear_pointer (&before, g_free);
  before = pips_session_serialize (session, NULL);
  g_assert_null (find_labelled (page, "Chance, 17 if scored now"));
  assert_labelled (page, "Anna, Chance: 16");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_c, 0));
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Chance is filled already: choose a free box");
  gtk_widget_activate_action (page, "yacht.score", "s", "chance");
  gtk_widget_activate_action (page, "yacht.cross-out", "s", "chance");
  g_clear_pointer (&after, g_free);
  after = pips_session_serialize (session, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_6, 0));
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_SIXES), ==, 6);

  /* A further five of a kind: the forced joker wants the Fives first. Only the boxes it allows
   * are offered; another is refused with the rules' words. */
  pips_ui_test_type_text (window, "55555");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_clear_pointer (&before, g_free);
  before = pips_session_serialize (session, NULL);
  assert_labelled (page, "Fives, 25 and a bonus of 100 if scored now");
  g_assert_null (find_labelled (page, "Full House, 25 and a bonus of 100 if scored now"));
  assert_labelled (page, "Anna, Full House: free");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_h, 0));
  g_assert_cmpstr (adw_toast_get_title (toast),
                   ==, "A further five of a kind goes into Fives while it is free (the joker rule)");
  g_clear_pointer (&after, g_free);
  after = pips_session_serialize (session, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_5, 0));
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_FIVES), ==, 25);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Fives: 25 and a bonus of 100 for Anna");
  assert_labelled (page, "Anna, Yacht Bonus: 100");
  g_assert_cmpuint (pips_yacht_game_get_total (game, 0), ==, 50 + 16 + 6 + 25 + 100);

  /* Nothing thrown: no box takes anything. */
  g_clear_pointer (&before, g_free);
  before = pips_session_serialize (session, NULL);
  gtk_widget_activate_action (page, "yacht.score", "s", "ones");
  g_assert_false (pips_ui_test_press_key (window, GDK_KEY_h, 0));
  g_clear_pointer (&after, g_free);
  after = pips_session_serialize (session, NULL);
  g_assert_cmpstr (before, ==, after);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Answers the question as its button does. */
static void
respond (AdwDialog  *dialog,
         const char *response)
{
  g_object_ref (dialog);
  g_signal_emit_by_name (dialog, "response", response);
  adw_dialog_force_close (dialog);
  g_object_unref (dialog);
}

/* Crossing out: where the dice fit the box, a question first (Cancel keeps everything, Cross Out
 * writes 0); where they do not, 0 is the box's score and goes in at once. */
static void
test_cross_out (void)
{
  g_autoptr(PipsSession) session = session_new (one_player, NULL);
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = show_in_adw_window (page, 960, 720);
  g_autoptr(AdwToast) toast = NULL;
  AdwDialog *dialog;
  guint n_events;

  g_signal_connect (page, "add-toast", G_CALLBACK (keep_toast_cb), &toast);
  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_type_text (window, "66655");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  n_events = pips_session_get_n_events (session);

  /* Shift with the key: the question. Cancel: nothing written. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_h, GDK_SHIFT_MASK));
  dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), ==, "Cross Out Full House?");
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog)), ==, "The dice score 25 points there.");
  respond (dialog, "cancel");
  PIPS_UI_TEST_WAIT_UNTIL (adw_window_get_visible_dialog (ADW_WINDOW (window)) == NULL);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, n_events);
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_FULL_HOUSE), ==, -1);

  /* From the pad's secondary action (the action a right click or long press runs), and
   * confirmed: 0 written. */
  g_assert_true (gtk_widget_activate_action (page, "yacht.cross-out", "s", "full-house"));
  dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  respond (dialog, "cross-out");
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_FULL_HOUSE), ==, 0);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Full House crossed out for Anna");
  assert_labelled (page, "Anna, Full House: 0");

  /* Undo brings the box back, with what the dice score there. */
  g_assert_true (pips_session_undo (session));
  assert_labelled (page, "Full House, 25 if scored now");
  g_assert_true (pips_session_redo (session));
  assert_labelled (page, "Anna, Full House: 0");

  /* Dice that do not fit a box: 0 at once, no question. */
  pips_ui_test_type_text (window, "12346");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_y, GDK_SHIFT_MASK));
  g_assert_null (adw_window_get_visible_dialog (ADW_WINDOW (window)));
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_FIVE_OF_A_KIND), ==, 0);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Yacht: 0 for Anna");

  /* A question left open when the state moves on (an undo) writes nothing. */
  pips_ui_test_type_text (window, "66655");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  n_events = pips_session_get_n_events (session);
  g_assert_true (gtk_widget_activate_action (page, "yacht.cross-out", "s", "sixes"));
  dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_object_ref (dialog);
  g_assert_true (pips_session_undo (session));
  PIPS_UI_TEST_WAIT_UNTIL (adw_window_get_visible_dialog (ADW_WINDOW (window)) == NULL);
  g_signal_emit_by_name (dialog, "response", "cross-out");
  g_object_unref (dialog);
  g_assert_cmpuint (pips_session_get_cursor (session), ==, n_events - 1);
  g_assert_cmpint (box_points (game, 0, PIPS_YACHT_BOX_SIXES), ==, -1);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Virtual dice: Roll throws all five, Throw Again rolls those not kept and leaves the kept ones
 * as they lie. */
static void
test_roll (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(PipsSession) session = session_new (one_player, NULL);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (3);
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
  guint8 before[PIPS_YACHT_N_DICE];
  guint8 after[PIPS_YACHT_N_DICE];
  GtkWidget *page;
  GtkWidget *window;
  PipsDiceEntry *entry;

  g_settings_set_boolean (settings, "virtual-dice", TRUE);
  page = page_new (session);
  pips_game_page_set_roller (PIPS_GAME_PAGE (page), roller);
  window = pips_ui_test_show_in_window (page, 360, 640);
  entry = find_entry (page);

  g_assert_false (pips_dice_entry_get_show_keypad (entry));
  g_assert_true (gtk_widget_has_css_class (pips_ui_test_find_action_button (page, "yacht.roll"), "suggested-action"));
  g_assert_true (gtk_widget_grab_focus (page));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_r, GDK_CONTROL_MASK));
  g_assert_cmpuint (pips_yacht_game_get_throws (game), ==, 1);
  wait_for_roll (entry);
  pips_yacht_game_get_dice (game, before);
  g_assert_cmpmem (pips_dice_entry_get_faces (entry, NULL), PIPS_YACHT_N_DICE, before, PIPS_YACHT_N_DICE);

  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 1), "activate");
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 3), "activate");
  g_assert_true (gtk_widget_activate_action (page, "yacht.rethrow", NULL));
  g_assert_cmpuint (pips_yacht_game_get_throws (game), ==, 2);
  wait_for_roll (entry);
  pips_yacht_game_get_dice (game, after);
  g_assert_cmpuint (after[1], ==, before[1]);
  g_assert_cmpuint (after[3], ==, before[3]);
  g_assert_cmpmem (pips_dice_entry_get_faces (entry, NULL), PIPS_YACHT_N_DICE, after, PIPS_YACHT_N_DICE);
  /* They stay kept. */
  {
    g_autofree char *label = g_strdup_printf ("Die 2: %u, selected", after[1]);

    pips_ui_test_assert_die_label (entry, 1, label);
  }

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
  g_settings_reset (settings, "virtual-dice");
}

static void
assert_fits (GtkWidget *page,
             int        width,
             int        height)
{
  GtkWidget *content = gtk_widget_get_first_child (gtk_widget_get_first_child (page));
  int min_width;
  int min_height;

  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, MIN (width, 350));

  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, width);
  g_assert_cmpint (min_height, <=, height);
  g_assert_cmpint (gtk_widget_get_width (page), <=, width);
}

/* @widget lies inside the page as it is shown, scrolled as it starts. */
static void
assert_on_screen (GtkWidget *page,
                  GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, page, &bounds));
  g_test_message ("%s at %g,%g %g×%g in %d×%d", G_OBJECT_TYPE_NAME (widget),
                  bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                  gtk_widget_get_width (page), gtk_widget_get_height (page));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (page));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (page));
}

/* At phone width (and at the HIG's smallest window) pad and turn panel stack and nothing
 * overflows, with eight players and the 15 boxes of Yatzy, odds on and off: the dice and the
 * button that enters them stay on screen. */
static void
test_narrow (void)
{
  static const struct { int width, height; } sizes[] = {
    { 360, 294 - 47 }, { 350, 294 - 57 }, { 360, 720 - 47 },
  };
  static const char * const eight[] = { "Anna", "Ben", "Clara", "David", "Emil", "Frieda", "Gustav", "Hanna", NULL };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint odds = 0; odds < 2; odds++)
      {
        g_autoptr(PipsSession) session = session_new (eight, "{\"boxes\":\"yatzy\"}");
        g_autoptr(PipsRoller) roller = pips_roller_new_seeded (7);
        PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
        GtkWidget *page = page_new (session);
        GtkWidget *window;

        pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), odds);
        window = pips_ui_test_show_in_window (page, sizes[s].width, sizes[s].height);

        g_assert_true (gtk_widget_has_css_class (page, "narrow"));
        assert_fits (page, sizes[s].width, sizes[s].height);
        pips_ui_test_wait_for_paint (page);
        assert_on_screen (page, GTK_WIDGET (find_entry (page)));
        assert_on_screen (page, pips_ui_test_find_action_button (page, "yacht.throw"));

        g_assert_true (pips_session_append (session, pips_yacht_game_build_roll (game, roller, 0), NULL));
        pips_ui_test_wait_for_paint (page);
        assert_fits (page, sizes[s].width, sizes[s].height);
        assert_on_screen (page, GTK_WIDGET (find_entry (page)));
        assert_on_screen (page, pips_ui_test_find_action_button (page, "yacht.rethrow"));

        pips_ui_test_destroy_window (window);
        PIPS_UI_TEST_WAIT_UNTIL (pips_game_page_get_odds_pending (PIPS_GAME_PAGE (page)) == 0);
        g_assert_finalize_object (page);
      }
}

/* The advice as the page words it, from the core's figures. */
static char *
points_text (double value)
{
  return g_strdup_printf ("%.1f", value);
}

static char *
keep_text (const guint8 *dice,
           guint         keep,
           double        value,
           gboolean      best)
{
  g_autoptr(GString) faces = g_string_new (NULL);
  g_autofree char *points = points_text (value);

  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    if ((keep >> i) & 1)
      g_string_append_printf (faces, "%s%u", faces->len > 0 ? " " : "", dice[i]);

  if (keep == 0)
    return g_strdup_printf ("%s all five again · %s expected", best ? "Best: throw" : "Throw", points);
  return g_strdup_printf ("%s %s · %s expected", best ? "Best: keep" : "Keep", faces->str, points);
}

/* The core's advice for the state of @game, from the table the page would use. */
static PipsYachtAdvice *
core_advice (PipsYachtGame *game)
{
  PipsYachtAdvice *advice = pips_yacht_game_dup_advice (game, pips_yacht_tables_lookup (pips_yacht_game_get_rules (game)));

  g_assert_nonnull (advice);
  return advice;
}

static char *
best_text (PipsYachtGame         *game,
           const PipsYachtAdvice *advice,
           guint                 *best_mark)
{
  guint8 dice[PIPS_YACHT_N_DICE];
  gboolean can_keep = advice->throws_left > 0 && advice->best_keep >= 0;

  pips_yacht_game_get_dice (game, dice);
  *best_mark = 0;
  if (advice->best_box >= 0 && (!can_keep || advice->boxes[advice->best_box] >= advice->keeps[advice->best_keep]))
    {
      g_autofree char *points = points_text (advice->boxes[advice->best_box]);

      return g_strdup_printf ("Best: score %s · %s expected",
                              pips_yacht_box_get_name (pips_yacht_game_get_box (game, advice->best_box)),
                              points);
    }

  *best_mark = advice->best_keep;
  return keep_text (dice, advice->best_keep, advice->keeps[advice->best_keep], TRUE);
}

static gboolean
best_dice_marked (PipsDiceEntry *entry,
                  guint          keep)
{
  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    if (gtk_widget_has_css_class (GTK_WIDGET (pips_dice_entry_get_die (entry, i)), "odds-best") !=
        (((keep >> i) & 1) != 0))
      return FALSE;

  return TRUE;
}

/* Each free box says what the dice score there and, as its description, the expected final
 * score of scoring there; the best is marked. */
static void
assert_box_advice (GtkWidget             *page,
                   PipsYachtGame         *game,
                   const PipsYachtAdvice *advice)
{
  for (guint i = 0; i < pips_yacht_game_get_n_boxes (game); i++)
    {
      const char *name = pips_yacht_box_get_name (pips_yacht_game_get_box (game, i));
      g_autofree char *label = NULL;
      g_autofree char *value = NULL;
      g_autofree char *description = NULL;
      GtkWidget *button;
      guint points;
      guint five_again;

      if (!pips_yacht_game_check_box (game, i, &points, &five_again, NULL))
        {
          g_assert_true (isnan (advice->boxes[i]));
          continue;
        }

      g_assert_false (isnan (advice->boxes[i]));
      label = five_again > 0
              ? g_strdup_printf ("%s, %u and a bonus of %u if scored now", name, points, five_again)
              : g_strdup_printf ("%s, %u if scored now", name, points);
      button = assert_labelled (page, label);
      value = points_text (advice->boxes[i]);
      description = g_strdup_printf ("%s expected", value);
      gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
      g_assert_true (shows_label (gtk_widget_get_parent (button), value));
      g_assert_true (gtk_widget_has_css_class (gtk_widget_get_next_sibling (button), "best") ==
                     ((int) i == advice->best_box));
      /* The button itself stands out only where scoring is the best choice of all. */
      g_assert_true (gtk_widget_has_css_class (button, "best") ==
                     ((int) i == advice->best_box &&
                      (advice->throws_left == 0 || advice->best_keep < 0 ||
                       advice->boxes[i] >= advice->keeps[advice->best_keep])));
    }
}

/* With the odds on, late in the game (no whole table needed): before the first throw the
 * expected final score; after a throw each box's value, the best choice, the dice selected and
 * what it means, each the core's for the state shown, after each entry. Off: gone. */
static void
test_odds (void)
{
  g_autoptr(PipsSession) session = session_new (two_players, NULL);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (17);
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
  g_autofree PipsYachtAdvice *advice = NULL;
  g_autofree char *text = NULL;
  g_autofree char *best = NULL;
  g_autofree char *now = NULL;
  GtkWidget *page;
  GtkWidget *window;
  PipsDiceEntry *entry;
  guint8 dice[PIPS_YACHT_N_DICE];
  guint best_mark;
  const char *note = "Expected final score with the best play from here, counting only this sheet (not the chance to beat the others)";

  play_until (session, roller, late_first);
  page = page_new (session);
  window = pips_ui_test_show_in_window (page, 960, 720);
  entry = find_entry (page);

  /* Off by default. */
  g_assert_false (pips_game_page_get_show_odds (PIPS_GAME_PAGE (page)));
  g_assert_false (shows_label (page, note));

  /* Before the first throw: the expected final score. */
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  PIPS_UI_TEST_WAIT_UNTIL (pips_game_page_get_odds_pending (PIPS_GAME_PAGE (page)) == 0);
  advice = core_advice (game);
  now = points_text (advice->now);
  text = g_strdup_printf ("Expected final score: %s", now);
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, text));
  g_assert_true (shows_label (page, note));

  /* A throw, typed: each box's value, the best choice, its dice marked when it is a keep. */
  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_type_text (window, "66123");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (late_choice (game));
  PIPS_UI_TEST_WAIT_UNTIL (pips_game_page_get_odds_pending (PIPS_GAME_PAGE (page)) == 0);
  g_clear_pointer (&advice, g_free);
  advice = core_advice (game);
  best = best_text (game, advice, &best_mark);
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, best));
  g_assert_true (best_dice_marked (entry, best_mark));
  assert_box_advice (page, game, advice);

  /* The dice selected to keep: none ("throw all five again"), then the two sixes. */
  pips_yacht_game_get_dice (game, dice);
  g_clear_pointer (&text, g_free);
  text = keep_text (dice, 0, advice->keeps[0], FALSE);
  g_assert_true (shows_label (page, text));
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 0), "activate");
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 1), "activate");
  g_clear_pointer (&text, g_free);
  text = keep_text (dice, 0x3, advice->keeps[0x3], FALSE);
  g_assert_true (shows_label (page, text));

  /* An entry: the others again, typed; the advice of the new state. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_false (shows_label (page, best));
  pips_ui_test_type_text (window, "645");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_dice (game, "66645");
  PIPS_UI_TEST_WAIT_UNTIL (pips_game_page_get_odds_pending (PIPS_GAME_PAGE (page)) == 0);
  g_clear_pointer (&advice, g_free);
  advice = core_advice (game);
  g_clear_pointer (&best, g_free);
  best = best_text (game, advice, &best_mark);
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, best));
  g_assert_true (best_dice_marked (entry, best_mark));
  assert_box_advice (page, game, advice);

  /* Off: gone, the dice unmarked. */
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);
  g_assert_false (shows_label (page, best));
  g_assert_false (shows_label (page, note));
  g_assert_true (best_dice_marked (entry, 0));

  pips_ui_test_destroy_window (window);
  PIPS_UI_TEST_WAIT_UNTIL (pips_game_page_get_odds_pending (PIPS_GAME_PAGE (page)) == 0);
  g_assert_finalize_object (page);
}

/* With the odds on at the start of a game, the whole table is needed: the page works it out (or
 * reads it) without making input wait, and shows how far it is. */
static void
test_odds_table (void)
{
  g_autoptr(PipsSession) session = session_new (one_player, NULL);
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window;
  gboolean had_table = pips_yacht_tables_lookup (pips_yacht_game_get_rules (game)) != NULL;

  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  window = pips_ui_test_show_in_window (page, 960, 720);
  g_assert_true (pips_yacht_game_needs_table (game));
  if (!had_table)
    g_assert_true (shows_label (page, "Working out the best play for these rules…") ||
                   pips_yacht_tables_lookup (pips_yacht_game_get_rules (game)) != NULL);

  /* Input goes on meanwhile. */
  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_type_text (window, "12345");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_dice (game, "12345");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The end: the shared view, every total on the pad. */
static void
test_game_over (void)
{
  g_autoptr(PipsSession) session = pips_demo_random_game ("yacht", 5, two_players, 100000);
  PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  g_autofree char *total = NULL;

  g_assert_true (pips_session_get_is_over (session));
  g_assert_nonnull (pips_ui_test_find_action_button (page, "session.copy-results"));
  g_assert_false (action_button_sensitive (page, "yacht.throw"));
  total = g_strdup_printf ("Ben, Total: %u", pips_yacht_game_get_total (game, 1));
  assert_labelled (page, total);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Screenshots of the pad and the advice, for a person to look at. */
static void
test_screenshots (void)
{
  static const struct { AdwColorScheme scheme; const char *name; } schemes[] = {
    { ADW_COLOR_SCHEME_FORCE_LIGHT, "light" },
    { ADW_COLOR_SCHEME_FORCE_DARK, "dark" },
  };
  static const struct { int width, height; const char *name; } sizes[] = {
    { 960, 720 - 47, "wide" },
    { 360, 640 - 47, "narrow" },
  };
  static const char * const four[] = { "Anna", "Ben", "Clara", "David", NULL };
  const char *dir = pips_ui_test_get_pictures_dir ();
  const char *language = g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "en";

  if (dir == NULL)
    return;

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[s].scheme);

      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          g_autoptr(PipsSession) session = session_new (four, NULL);
          g_autoptr(PipsRoller) roller = pips_roller_new_seeded (21);
          g_autoptr(PipsSession) over = pips_demo_random_game ("yacht", 4, two_players, 100000);
          PipsYachtGame *game = PIPS_YACHT_GAME (pips_session_get_game (session));
          g_autofree char *choose = g_strdup_printf ("yacht-choose-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *reenter = g_strdup_printf ("yacht-reenter-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *odds = g_strdup_printf ("yacht-odds-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *over_name = g_strdup_printf ("yacht-over-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          GtkWidget *page;
          GtkWidget *window;
          PipsDiceEntry *entry;

          /* Late in a game of four: the pad full of points, a throw to choose from. */
          play_greedy_until (session, roller, late_choice);
          page = page_new (session);
          window = pips_ui_test_show_in_window (page, sizes[z].width, sizes[z].height);
          entry = find_entry (page);
          g_signal_emit_by_name (pips_dice_entry_get_die (entry, 0), "activate");
          g_signal_emit_by_name (pips_dice_entry_get_die (entry, 2), "activate");
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, choose);

          /* The advice. */
          pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
          PIPS_UI_TEST_WAIT_UNTIL (pips_game_page_get_odds_pending (PIPS_GAME_PAGE (page)) == 0);
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, odds);
          pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);

          /* Typing the faces of the dice thrown again. */
          g_assert_true (gtk_widget_activate_action (page, "yacht.rethrow", NULL));
          gtk_widget_grab_focus (page);
          pips_ui_test_type_text (window, "4");
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, reenter);
          (void) game;

          pips_ui_test_destroy_window (window);
          PIPS_UI_TEST_WAIT_UNTIL (pips_game_page_get_odds_pending (PIPS_GAME_PAGE (page)) == 0);
          g_assert_finalize_object (page);

          page = page_new (over);
          window = pips_ui_test_show_in_window (page, sizes[z].width, sizes[z].height);
          pips_ui_test_save_png_in (window, dir, over_name);
          pips_ui_test_destroy_window (window);
          g_assert_finalize_object (page);
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

  g_test_add_func ("/yacht-page/turn", test_turn);
  g_test_add_func ("/yacht-page/undo-keys", test_undo_keys);
  g_test_add_func ("/yacht-page/refused", test_refused);
  g_test_add_func ("/yacht-page/cross-out", test_cross_out);
  g_test_add_func ("/yacht-page/roll", test_roll);
  g_test_add_func ("/yacht-page/odds", test_odds);
  g_test_add_func ("/yacht-page/odds-table", test_odds_table);
  g_test_add_func ("/yacht-page/game-over", test_game_over);
  g_test_add_func ("/yacht-page/layout/narrow", test_narrow);
  g_test_add_func ("/yacht-page/layout/screenshots", test_screenshots);

  return g_test_run ();
}
