/* test-chili-page.c — the page of Chili Dice, driven through its actions under Xvfb
 *
 * A whole turn is played through the page's actions and keys (enter the faces, turn a red die,
 * rethrow, score) and checked on the model; a refused entry changes nothing; the dice and the
 * cells of the pad have accessible names; the page fits a 360 px window; the game over panel
 * ranks the players; with the odds on, the best keep and the odds of the dice selected are the
 * core's, after each entry, and gone with the odds off. Keys are pressed by looking up the shortcut bound to them on the focus
 * widget and its ancestors, capture phase first, and activating it, which is what GTK does with
 * a key event.
 *
 * With $PIPS_TEST_SHOTS set, also renders each phase of a turn to PNG there, light and
 * dark, wide and at 360 px, in the language of $LANGUAGE, for a person to look at. (Meson runs
 * the layout test and the pictures again in German.)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-test-standings.h"
#include "pips-chili-odds.h"
#include "pips-chili-page.h"
#include "pips-chili-rules.h"
#include "pips-chili-demo.h"
#include "pips-demo.h"
#include "pips-dice-entry.h"
#include "pips-session-page.h"
#include "pips-chili-fixture.h"
#include "pips-test-util.h"
#include "pips-ui-test-util.h"

/* Helpers */

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

static void
assert_dice (PipsChiliGame *game,
             const char    *expected)
{
  GString *text = g_string_new (NULL);
  g_autofree char *dice = NULL;

  /* "1r 3 3": faces, "r" after a red one. */
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    g_string_append_printf (text, "%s%u%s", i > 0 ? " " : "",
                            pips_chili_game_get_face (game, i),
                            pips_chili_game_get_red (game, i) ? "r" : "");
  dice = g_string_free (text, FALSE);
  g_assert_cmpstr (dice, ==, expected);
}

static void
assert_labelled (GtkWidget  *page,
                 const char *label)
{
  GtkWidget *widget = find_labelled (page, label);

  if (widget == NULL)
    g_error ("Nothing on the page is called “%s”", label);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

/* Whether a label under @widget says @text. */
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

static gboolean
action_button_sensitive (GtkWidget  *page,
                         const char *action_name)
{
  GtkWidget *button = pips_ui_test_find_action_button (page, action_name);

  return button != NULL && gtk_widget_is_sensitive (button);
}

/* Waits until the dice have landed and the page has taken the throw in (the entry's callback
 * comes from an idle). */
static void
wait_for_roll (PipsDiceEntry *entry)
{
  PIPS_UI_TEST_WAIT_UNTIL (!pips_dice_entry_get_rolling (entry));
  pips_ui_test_settle ();
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

/* The odds as the page words them, from the core's figures. */
static char *
percent_text (double chance)
{
  double percent = 100 * chance;

  if (chance <= 0)
    return g_strdup ("0 %");
  if (chance >= 1)
    return g_strdup ("100 %");
  if (percent < 0.05)
    return g_strdup ("under 0.1 %");
  if (percent >= 99.95)
    return g_strdup ("over 99.9 %");
  return g_strdup_printf ("%.1f %%", percent);
}

static char *
chances_text (const PipsChiliKeepOdds *odds)
{
  g_autofree char *run = percent_text (odds->run);
  g_autofree char *set = percent_text (odds->set);
  g_autofree char *pepper = percent_text (odds->little_pepper + odds->big_pepper + odds->hot_pepper);

  return g_strdup_printf ("Run %s · Set %s · Pepper %s · %.1f points",
                          run, set, pepper, odds->expected_points);
}

/* The core's odds of the keep @rethrow (0: none asked), and of the best keep, in the state of
 * @game. */
static PipsChiliKeepOdds
core_keep_odds (PipsChiliGame *game,
                guint          rethrow,
                PipsChiliKeepOdds *best)
{
  g_autoptr(GArray) list = NULL;
  PipsChiliKeepOdds found = { 0, };
  guint best_index;

  list = pips_chili_game_list_keep_odds (game, &best_index);
  g_assert_cmpuint (list->len, >, 0);
  if (best != NULL)
    *best = g_array_index (list, PipsChiliKeepOdds, best_index);
  for (guint i = 0; i < list->len; i++)
    if (g_array_index (list, PipsChiliKeepOdds, i).rethrow == rethrow)
      found = g_array_index (list, PipsChiliKeepOdds, i);
  if (rethrow != 0)
    g_assert_cmpuint (found.rethrow, ==, rethrow);

  return found;
}

/* The best keep's line: which red die to turn to which face, where one should be turned. */
static char *
best_text (PipsChiliGame           *game,
           const PipsChiliKeepOdds *best)
{
  guint8 faces[PIPS_CHILI_N_DICE];
  g_autofree char *turn = NULL;
  guint n = 0;

  pips_chili_game_get_dice (game, faces, NULL, NULL);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      n += (best->rethrow >> i) & 1;
      if (best->turn[i] != 0 && turn == NULL)
        turn = g_strdup_printf ("turn the red %u to %u, ", faces[i], best->turn[i]);
    }

  return g_strdup_printf ("Best: %sthrow %u %s again · %.1f points expected",
                          turn != NULL ? turn : "", n, n == 1 ? "die" : "dice",
                          best->expected_points);
}

/* The dice marked as the best keep's are those it throws again. */
static gboolean
best_dice_marked (PipsDiceEntry *entry,
                  guint          rethrow)
{
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    if (gtk_widget_has_css_class (GTK_WIDGET (pips_dice_entry_get_die (entry, i)), "odds-best") !=
        (((rethrow >> i) & 1) != 0))
      return FALSE;

  return TRUE;
}

static GtkWidget *
page_new (PipsSession *session)
{
  pips_ui_test_reset_game_settings (pips_session_get_game_id (session));
  return g_object_ref_sink (pips_chili_page_new (session));
}

/* Tests */

/* A whole turn: type the first throw (8 key presses with a red face), turn the red die, select
 * a die and rethrow it, type its new face, score the Set from the pad. */
static void
test_turn (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  guint presses;

  g_assert_nonnull (entry);
  g_assert_true (pips_chili_game_can_throw (game));
  g_assert_false (action_button_sensitive (page, "chili.throw"));
  g_assert_true (action_button_sensitive (page, "chili.roll"));

  /* The dice have the focus, and a throw is typed: "1", "r" (red), "3 3 5 5 2", Enter. */
  g_assert_true (gtk_widget_grab_focus (page));
  presses = pips_ui_test_get_n_key_presses ();
  pips_ui_test_type_text (window, "1r33552");
  pips_ui_test_assert_entry_faces (entry, "133552");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: red 1");
  g_assert_true (action_button_sensitive (page, "chili.throw"));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_cmpuint (pips_ui_test_get_n_key_presses () - presses, <=, 8);

  assert_dice (game, "1r 3 3 5 5 2");
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 1);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 1);
  pips_ui_test_assert_die_label (entry, 0, "Die 1: red 1");
  assert_labelled (page, "Anna: 29 throws left");
  /* The pad offers every free field with the points of the rules. */
  assert_labelled (page, "Anna, Red: score 10, 1 red face");
  assert_labelled (page, "Anna, Set: score 0, Miss");

  /* Turn the red 1 to a 3. */
  g_assert_true (pips_chili_game_can_turn (game, 0));
  g_assert_true (gtk_widget_activate_action (page, "chili.turn", "(uu)", 0, 3));
  assert_dice (game, "3 3 3 5 5 2");
  pips_ui_test_assert_entry_faces (entry, "333552");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: 3");
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 1);

  /* Select the 2 (Space on a die in selection mode) and throw it again. */
  g_assert_false (action_button_sensitive (page, "chili.rethrow"));
  /* A selection starts at the first die; End goes to the last. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (pips_dice_entry_get_die (entry, 0))));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_End, 0));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (pips_dice_entry_get_die (entry, 5)));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_space, 0));
  pips_ui_test_assert_die_label (entry, 5, "Die 6: 2, selected");
  g_assert_true (action_button_sensitive (page, "chili.rethrow"));
  /* The button keeps its label (nothing moves); the line under it counts the dice. */
  g_assert_true (has_label (page, "_Rethrow"));
  g_assert_true (has_label (page, "1 die selected · 1 throw, then 28 left"));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));

  /* While the faces of a rethrow are typed, the fields' keys are typing, not scoring. */
  g_assert_false (pips_ui_test_press_key (window, GDK_KEY_e, 0));
  g_assert_false (pips_chili_game_get_field_filled (game, 0, PIPS_CHILI_FIELD_SET));

  /* Real dice: the new face is typed, the kept dice are locked. */
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 2);
  pips_ui_test_assert_entry_faces (entry, "33355.");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: 3, kept, locked");
  g_assert_false (action_button_sensitive (page, "chili.throw"));
  pips_ui_test_type_text (window, "5");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));

  assert_dice (game, "3 3 3 5 5 5");
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 2);
  g_assert_false (pips_chili_game_get_thrown (game, 0));
  g_assert_true (pips_chili_game_get_thrown (game, 5));
  pips_ui_test_assert_die_label (entry, 0, "Die 1: 3, kept");
  pips_ui_test_assert_die_label (entry, 5, "Die 6: 5");
  assert_labelled (page, "Anna: 28 throws left");

  /* Score the Set: 3+3+3+5+5+5. The rules say what it is worth, the pad offers it. */
  assert_labelled (page, "Anna, Set: score 24, Set");
  g_assert_true (gtk_widget_activate_action (page, "chili.score", "s", "set"));

  g_assert_true (pips_chili_game_get_field_filled (game, 0, PIPS_CHILI_FIELD_SET));
  g_assert_cmpuint (pips_chili_game_get_field_points (game, 0, PIPS_CHILI_FIELD_SET), ==, 24);
  g_assert_cmpint (pips_game_get_only_player (PIPS_GAME (game)), ==, 1);
  assert_labelled (page, "Anna, Set: 24");
  assert_labelled (page, "Ben, Set: free");
  assert_labelled (page, "Ben, to play");
  /* The bonus counts at the end: while the game runs it is what may come, the total what the
   * fields hold. */
  assert_labelled (page, "Anna, Total: 24");
  assert_labelled (page, "Anna, Bonus: up to 140");
  assert_labelled (page, "Ben, Total: 0");
  assert_labelled (page, "Ben, Bonus: up to 150");

  /* Ben's turn starts with blank dice, ready for typing. */
  pips_ui_test_assert_entry_faces (entry, "......");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: not set");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (entry)));

  /* Undo goes back to Anna's dice, as the model has them. */
  g_assert_true (pips_session_undo (session));
  pips_ui_test_assert_entry_faces (entry, "333555");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: 3, kept");
  assert_labelled (page, "Anna, Set: score 24, Set");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

static void
keep_toast_cb (PipsGamePage *page,
               AdwToast     *toast,
               AdwToast    **kept)
{
  g_set_object (kept, toast);
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

/* The keys of the fields: a throw of six dice with one red in 7 key presses, a score in 1, a
 * toast that says what was written with an Undo; Ctrl+Z clears half-typed faces first. */
static void
test_keys (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  g_autoptr(AdwToast) toast = NULL;
  g_autoptr(PipsShortcutsDialog) dialog = NULL;
  GtkWidget *list;
  guint presses;

  g_signal_connect (page, "add-toast", G_CALLBACK (keep_toast_cb), &toast);
  g_assert_true (gtk_widget_grab_focus (page));

  /* Six dice, one red: "1", "r" and five digits, then Enter: 8 presses (7 with Shift+1 for the
   * red 1, a key-pressed handler these shortcut-driven presses do not reach). */
  presses = pips_ui_test_get_n_key_presses ();
  pips_ui_test_type_text (window, "1r");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: red 1");
  pips_ui_test_type_text (window, "33552");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_test_message ("a throw of six dice with one red: %u key presses",
                  pips_ui_test_get_n_key_presses () - presses);
  g_assert_cmpuint (pips_ui_test_get_n_key_presses () - presses, <=, 8);
  assert_dice (game, "1r 3 3 5 5 2");

  /* Scoring: one key, the field's own ("3" for the 3s). */
  presses = pips_ui_test_get_n_key_presses ();
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_3, 0));
  g_assert_cmpuint (pips_ui_test_get_n_key_presses () - presses, ==, 1);
  g_assert_true (pips_chili_game_get_field_filled (game, 0, PIPS_CHILI_FIELD_3));
  g_assert_cmpuint (pips_chili_game_get_field_points (game, 0, PIPS_CHILI_FIELD_3), ==, 6);

  /* The toast says what was written, and its Undo takes it back. */
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "3s: 6 for Anna");
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
  g_signal_emit_by_name (toast, "button-clicked");
  g_assert_false (pips_chili_game_get_field_filled (game, 0, PIPS_CHILI_FIELD_3));
  pips_ui_test_settle ();

  /* A letter for the fields without a number: "s" for Sum (1+3+3+5+5+2 = 19). */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_s, 0));
  g_assert_true (pips_chili_game_get_field_filled (game, 0, PIPS_CHILI_FIELD_SUM));
  g_assert_cmpuint (pips_chili_game_get_field_points (game, 0, PIPS_CHILI_FIELD_SUM), ==, 19);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Sum: 19 for Anna");
  g_assert_cmpint (pips_game_get_only_player (PIPS_GAME (game)), ==, 1);

  /* Ben types two faces, and Ctrl+Z clears them, not Anna's score. */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (entry)));
  pips_ui_test_type_text (window, "12");
  pips_ui_test_assert_entry_faces (entry, "12....");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_z, GDK_CONTROL_MASK));
  pips_ui_test_assert_entry_faces (entry, "......");
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 2);
  g_assert_true (pips_chili_game_get_field_filled (game, 0, PIPS_CHILI_FIELD_SUM));
  /* With nothing typed, Ctrl+Z is left to the frame's undo (not in this window). */
  g_assert_false (pips_ui_test_press_key (window, GDK_KEY_z, GDK_CONTROL_MASK));

  /* A pepper gets its moment: the toast says it, and the pad keeps it in sight. */
  pips_ui_test_type_text (window, "6r66666");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_6, 0));
  g_assert_cmpuint (pips_chili_game_get_field_points (game, 1, PIPS_CHILI_FIELD_6), ==, 75);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Big Pepper! 6s: 75 for Ben");
  g_assert_true (gtk_widget_has_css_class (find_labelled (page, "Ben, 6s: 75"), "pepper"));

  /* The game's keys are in the list of shortcuts, the shared ones of the dice too. */
  dialog = g_object_ref_sink (pips_shortcuts_dialog_new (PIPS_GAME_PAGE (page)));
  list = GTK_WIDGET (adw_preferences_dialog_get_visible_page (ADW_PREFERENCES_DIALOG (dialog)));
  g_assert_true (has_shortcut (list, "Score in Sum", "s"));
  g_assert_true (has_shortcut (list, "Score in 3s", "3"));
  g_assert_true (has_shortcut (list, "Set a Red Face", NULL));
  g_assert_true (has_shortcut (list, "Clear the Die Before", "Backspace"));
  g_assert_true (has_shortcut (list, "Undo", NULL));
  g_clear_object (&dialog);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Refused entries change nothing: two red 4s, a score into a filled field. */
static void
test_refused (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  static const struct { guint face; gboolean red; } faces[] = {
    { 4, TRUE }, { 4, TRUE }, { 1, FALSE }, { 2, FALSE }, { 3, FALSE }, { 5, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (entry), "dice-entry.enter", "(ub)",
                                                 faces[i].face, faces[i].red));
      /* Two dice typed, and both are marked already. */
      if (i == 1)
        pips_ui_test_assert_die_label (entry, 0, "Die 1: red 4, not possible");
    }

  /* The rules judge the dice as they are typed: both red 4s are marked, the message is beside
   * the dice, and the throw cannot be entered. */
  pips_ui_test_assert_die_label (entry, 0, "Die 1: red 4, not possible");
  pips_ui_test_assert_die_label (entry, 1, "Die 2: red 4, not possible");
  pips_ui_test_assert_die_label (entry, 2, "Die 3: 1");
  g_assert_true (has_label (page, "Only one die has a red 4"));
  g_assert_false (action_button_sensitive (page, "chili.throw"));

  before = pips_session_serialize (session, NULL);
  gtk_widget_activate_action (page, "chili.throw", NULL);
  after = pips_session_serialize (session, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 0);
  g_assert_false (pips_chili_game_get_has_thrown (game));
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 0);
  /* What was typed stays, to be corrected. */
  pips_ui_test_assert_entry_faces (entry, "441235");
  pips_ui_test_assert_die_label (entry, 1, "Die 2: red 4, not possible");

  /* Correct the second die: the marks and the message go, and the throw goes in. */
  pips_dice_entry_set_mark (entry, 1, PIPS_DIE_MARK_RED, FALSE);
  pips_ui_test_assert_die_label (entry, 0, "Die 1: red 4");
  pips_ui_test_assert_die_label (entry, 1, "Die 2: 4");
  g_assert_false (has_label (page, "Only one die has a red 4"));
  g_assert_true (gtk_widget_activate_action (page, "chili.throw", NULL));
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 1);
  assert_dice (game, "4r 4 1 2 3 5");

  /* Score the 4s: two 4s, one of them red, 2 × 4 × 2. */
  g_assert_true (gtk_widget_activate_action (page, "chili.score", "s", "4"));
  g_assert_cmpuint (pips_chili_game_get_field_points (game, 0, PIPS_CHILI_FIELD_4), ==, 16);
  g_clear_pointer (&before, g_free);
  g_clear_pointer (&after, g_free);

  /* Ben has not thrown: scoring is not possible, and the action does nothing. */
  before = pips_session_serialize (session, NULL);
  gtk_widget_activate_action (page, "chili.score", "s", "sum");
  gtk_widget_activate_action (page, "chili.rethrow", NULL);
  gtk_widget_activate_action (page, "chili.turn", "(uu)", 0, 2);
  after = pips_session_serialize (session, NULL);
  g_assert_cmpstr (before, ==, after);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Virtual dice: Roll throws all six, Rethrow rolls the selected ones. */
static void
test_roll (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(PipsSession) session = pips_test_chili_session (1);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  GtkWidget *page;
  GtkWidget *window;
  PipsDiceEntry *entry;
  guint8 faces[PIPS_CHILI_N_DICE];
  graphene_rect_t entry_before, entry_after, button_before, button_after;

  g_settings_set_boolean (settings, "virtual-dice", TRUE);
  page = page_new (session);
  /* A phone, where the turn panel sits at the bottom and grows upwards. */
  window = pips_ui_test_show_in_window (page, 360, 640);
  entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));

  /* Without the keypad, Roll is what a turn starts with. */
  g_assert_false (pips_dice_entry_get_show_keypad (entry));
  g_assert_true (gtk_widget_has_css_class (pips_ui_test_find_action_button (page, "chili.roll"), "suggested-action"));

  g_assert_true (gtk_widget_activate_action (page, "chili.roll", NULL));
  g_assert_true (pips_chili_game_get_has_thrown (game));
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 1);
  wait_for_roll (entry);
  pips_chili_game_get_dice (game, faces, NULL, NULL);
  g_assert_cmpmem (pips_dice_entry_get_faces (entry, NULL), PIPS_CHILI_N_DICE, faces, PIPS_CHILI_N_DICE);

  /* Select two dice and roll them again. Nothing the player is about to tap moves: not the
   * dice, not the buttons beside Rethrow. */
  pips_ui_test_wait_for_paint (window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (entry), page, &entry_before));
  g_assert_true (gtk_widget_compute_bounds (pips_ui_test_find_action_button (page, "chili.rethrow"), page, &button_before));
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 1), "activate");
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 4), "activate");
  g_assert_true (has_label (page, "2 dice selected · 1 throw, then 28 left"));
  pips_ui_test_wait_for_paint (window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (entry), page, &entry_after));
  g_assert_true (gtk_widget_compute_bounds (pips_ui_test_find_action_button (page, "chili.rethrow"), page, &button_after));
  g_assert_true (graphene_rect_equal (&entry_before, &entry_after));
  g_assert_true (graphene_rect_equal (&button_before, &button_after));
  g_assert_true (gtk_widget_activate_action (page, "chili.rethrow", NULL));
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 2);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    g_assert_true (pips_chili_game_get_thrown (game, i) == (i == 1 || i == 4));
  wait_for_roll (entry);
  pips_chili_game_get_dice (game, faces, NULL, NULL);
  g_assert_cmpmem (pips_dice_entry_get_faces (entry, NULL), PIPS_CHILI_N_DICE, faces, PIPS_CHILI_N_DICE);
  g_assert_true (has_label (page, "_Rethrow"));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
  g_settings_reset (settings, "virtual-dice");
}

/* With "Virtual Dice" off, Roll is still offered for the first throw; a turn begun with it goes
 * on with it: a rethrow rolls too, and never asks for typed faces. */
static void
test_roll_rethrow_typed_preference (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(PipsSession) session = pips_test_chili_session (1);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  GtkWidget *page;
  GtkWidget *window;
  PipsDiceEntry *entry;
  guint8 faces[PIPS_CHILI_N_DICE];

  g_settings_set_boolean (settings, "virtual-dice", FALSE);
  page = page_new (session);
  window = pips_ui_test_show_in_window (page, 960, 720);
  entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  g_assert_true (pips_dice_entry_get_show_keypad (entry));
  g_assert_nonnull (pips_ui_test_find_action_button (page, "chili.roll"));

  g_assert_true (gtk_widget_activate_action (page, "chili.roll", NULL));
  wait_for_roll (entry);
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 1);

  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 2), "activate");
  g_assert_true (gtk_widget_activate_action (page, "chili.rethrow", NULL));
  /* Thrown at once, no typing asked for: the second throw is on the sheet. */
  g_assert_cmpuint (pips_chili_game_get_throws_used (game, 0), ==, 2);
  g_assert_null (pips_ui_test_find_action_button (page, "chili.cancel"));
  wait_for_roll (entry);
  pips_chili_game_get_dice (game, faces, NULL, NULL);
  g_assert_cmpmem (pips_dice_entry_get_faces (entry, NULL), PIPS_CHILI_N_DICE, faces, PIPS_CHILI_N_DICE);

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

  /* What is inside the breakpoint bin fits the layout the breakpoint chose, too. */
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
 * overflows, with eight players, in every phase. */
static void
test_narrow (void)
{
  /* The smallest window, the same with a window border (X11 without a compositor), a phone. */
  static const struct { int width, height; } sizes[] = {
    { 360, 294 - 47 }, { 350, 294 - 57 }, { 360, 720 - 47 },
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint odds = 0; odds < 2; odds++)
      {
        g_autoptr(PipsSession) session = pips_test_chili_session (7);
        g_autoptr(PipsRoller) roller = pips_roller_new_seeded (7);
        PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
        GtkWidget *page = page_new (session);
        GtkWidget *window;

        pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), odds);
        window = pips_ui_test_show_in_window (page, sizes[s].width, sizes[s].height);

        g_assert_true (gtk_widget_has_css_class (page, "narrow"));
        assert_fits (page, sizes[s].width, sizes[s].height);

        /* The dice and the button that enters them are on screen without scrolling. */
        pips_ui_test_wait_for_paint (page);
        assert_on_screen (page, GTK_WIDGET (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY)));
        assert_on_screen (page, pips_ui_test_find_action_button (page, "chili.throw"));

        g_assert_true (pips_session_append (session, pips_chili_game_build_roll (game, roller, NULL), NULL));
        if (odds)
          {
            PipsChiliKeepOdds best;
            PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));

            /* (In any language: the dice of the best keep marked.) */
            core_keep_odds (game, 0, &best);
            PIPS_UI_TEST_WAIT_UNTIL (best_dice_marked (entry, best.rethrow));
          }
        pips_ui_test_wait_for_paint (page);
        assert_fits (page, sizes[s].width, sizes[s].height);
        assert_on_screen (page, GTK_WIDGET (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY)));
        assert_on_screen (page, pips_ui_test_find_action_button (page, "chili.rethrow"));

        pips_ui_test_destroy_window (window);
        g_assert_finalize_object (page);
      }
}

/* With the odds on: before the first throw the odds of six dice; after it the best keep, its
 * dice marked, and the odds of the dice selected, each the core's for the state shown, after
 * each entry; nothing of them with the odds off. */
static void
test_odds (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  PipsChiliKeepOdds best;
  PipsChiliKeepOdds odds;
  g_autofree char *text = NULL;
  g_autofree char *best_line = NULL;

  /* Off by default. */
  g_assert_false (pips_game_page_get_show_odds (PIPS_GAME_PAGE (page)));
  odds = core_keep_odds (game, 0x3f, NULL);
  text = chances_text (&odds);
  pips_ui_test_settle ();
  g_assert_false (shows_label (page, text));

  /* On: six fresh dice (a Run in 6!/6^6 = 1.5 %). */
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, text));
  g_assert_true (g_str_has_prefix (text, "Run 1.5 % · "));

  /* A throw: the best keep, its dice marked. */
  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_type_text (window, "1r33552");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_dice (game, "1r 3 3 5 5 2");
  odds = core_keep_odds (game, 1 << 5, &best);
  best_line = best_text (game, &best);
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, best_line));
  g_assert_true (best_dice_marked (entry, best.rethrow));

  /* The dice selected: their odds. */
  g_clear_pointer (&text, g_free);
  text = chances_text (&odds);
  g_assert_false (shows_label (page, text));
  /* A selection starts at the first die; End goes to the last. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (pips_dice_entry_get_die (entry, 0))));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_End, 0));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (pips_dice_entry_get_die (entry, 5)));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_space, 0));
  g_assert_true (shows_label (page, text));

  /* An entry: the rethrow of the 2 as a 4; the odds of the new state. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_false (shows_label (page, best_line));
  pips_ui_test_type_text (window, "4");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_dice (game, "1r 3 3 5 5 4");
  core_keep_odds (game, 0, &best);
  g_clear_pointer (&best_line, g_free);
  best_line = best_text (game, &best);
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, best_line));
  g_assert_true (best_dice_marked (entry, best.rethrow));

  /* Off: gone, the dice unmarked. */
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);
  g_assert_false (shows_label (page, best_line));
  g_assert_true (best_dice_marked (entry, 0));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The game menu's Show the Odds (action odds.show of the session's frame) turns the odds of
 * this page on and off. */
static void
test_odds_toggle (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_session (2);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  GtkWidget *view = adw_navigation_view_new ();
  GtkWidget *frame = g_object_ref_sink (GTK_WIDGET (pips_session_page_new (session)));
  GtkWidget *page = pips_session_page_get_board (PIPS_SESSION_PAGE (frame));
  PipsChiliKeepOdds odds = core_keep_odds (game, 0x3f, NULL);
  g_autofree char *text = chances_text (&odds);
  GtkWidget *window;

  adw_navigation_view_push (ADW_NAVIGATION_VIEW (view), ADW_NAVIGATION_PAGE (frame));
  window = pips_ui_test_show_in_window (view, 960, 720);
  pips_ui_test_wait_for_paint (page);

  g_assert_false (pips_game_page_get_show_odds (PIPS_GAME_PAGE (page)));
  g_assert_false (shows_label (page, text));
  g_assert_true (gtk_widget_activate_action (frame, "odds.show", NULL));
  g_assert_true (pips_game_page_get_show_odds (PIPS_GAME_PAGE (page)));
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, text));
  g_assert_true (gtk_widget_activate_action (frame, "odds.show", NULL));
  g_assert_false (pips_game_page_get_show_odds (PIPS_GAME_PAGE (page)));
  g_assert_false (shows_label (page, text));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (frame);
}

/* Four players at 360 px: every name reads whole on the pad (no "Spie…"). */
static void
test_names_readable (void)
{
  static const char * const names[] = { "Spieler 1", "Spieler 2", "Christiane", "Friedrich", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new ("chili", names, NULL, &error);
  GtkWidget *page;
  GtkWidget *window;

  g_assert_no_error (error);
  page = page_new (session);
  window = pips_ui_test_show_in_window (page, 360, 640 - 47);
  pips_ui_test_wait_for_paint (page);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *to_play = g_strdup_printf (_("%s, to play"), names[i]);
      GtkWidget *label = find_labelled (page, i == 0 ? to_play : names[i]);

      g_assert_nonnull (label);
      g_assert_true (GTK_IS_LABEL (label));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                       i < 2 ? (i == 0 ? "Spieler\n1" : "Spieler\n2") : names[i]);
    }

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The end: ranking with totals and bonus, and Copy Results. */
static void
test_game_over (void)
{
  g_autoptr(PipsSession) session = pips_demo_chili_game (3, (const char *[]) { "Anna", "Ben", NULL },
                                                         40, FALSE);
  PipsGame *game = pips_session_get_game (session);
  g_autoptr(GPtrArray) standings = pips_test_standings (game);
  PipsTestStanding *first = g_ptr_array_index (standings, 0);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  GtkWidget *list;
  g_autofree char *total = NULL;

  g_assert_true (pips_session_get_is_over (session));
  g_assert_nonnull (pips_ui_test_find_action_button (page, "session.copy-results"));
  g_assert_false (action_button_sensitive (page, "chili.throw"));

  list = find_labelled (page, "Ranking");
  g_assert_nonnull (list);
  g_assert_true (ADW_IS_ACTION_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)));
  g_assert_nonnull (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 2));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0))),
                   ==, pips_game_get_player_name (game, first->player));

  /* The pad shows every total, the bonus included. */
  total = g_strdup_printf ("%s, Total: %u", pips_game_get_player_name (game, first->player),
                           pips_chili_game_get_total (PIPS_CHILI_GAME (game), first->player));
  assert_labelled (page, total);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Screenshots of each phase, for a person to look at. */

static void
test_screenshots (void)
{
  static const struct { AdwColorScheme scheme; const char *name; } schemes[] = {
    { ADW_COLOR_SCHEME_FORCE_LIGHT, "light" },
    { ADW_COLOR_SCHEME_FORCE_DARK, "dark" },
  };
  static const struct { int width, height; const char *name; } sizes[] = {
    { 960, 640, "wide" },
    { 360, 673, "narrow" },
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
          g_autoptr(PipsSession) session = pips_demo_chili_game (8, (const char *[]) { "Anna", "Ben", "Clara", "David", NULL }, 9, FALSE);
          g_autoptr(PipsSession) over = pips_demo_chili_game (3, (const char *[]) { "Jonas", "Mia", NULL }, 40, FALSE);
          PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
          GtkWidget *page = page_new (session);
          GtkWidget *window = pips_ui_test_show_in_window (page, sizes[z].width, sizes[z].height);
          PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
          g_autofree char *first = g_strdup_printf ("chili-first-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *choose = g_strdup_printf ("chili-choose-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *reenter = g_strdup_printf ("chili-reenter-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *turn = g_strdup_printf ("chili-turn-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *over_name = g_strdup_printf ("chili-over-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *odds_name = g_strdup_printf ("chili-odds-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          PipsChiliKeepOdds best;
          GtkWidget *turn_button;

          /* Typing the first throw. */
          gtk_widget_grab_focus (page);
          pips_ui_test_type_text (window, "14r46");
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, first);

          /* Choosing dice to throw again. */
          pips_ui_test_type_text (window, "25");
          pips_dice_entry_set_mark (entry, 5, PIPS_DIE_MARK_RED, TRUE);
          g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
          g_assert_true (pips_chili_game_get_has_thrown (game));
          g_signal_emit_by_name (pips_dice_entry_get_die (entry, 0), "activate");
          g_signal_emit_by_name (pips_dice_entry_get_die (entry, 3), "activate");
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, choose);

          /* The same with the odds on. */
          core_keep_odds (game, 0, &best);
          pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
          PIPS_UI_TEST_WAIT_UNTIL (best_dice_marked (entry, best.rethrow));
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, odds_name);
          pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);

          /* The red dice that may be turned. */
          turn_button = pips_ui_test_find_descendant (page, GTK_TYPE_MENU_BUTTON);
          gtk_menu_button_popup (GTK_MENU_BUTTON (turn_button));
          pips_ui_test_wait_for_paint (window);
          /* A popover is shown by the window system in its own time: a picture when it is. */
          if (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (turn_button)))))
            pips_ui_test_save_png_in (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (turn_button))), dir, turn);
          else
            g_test_message ("the popover was not shown in time; no picture of it");
          gtk_menu_button_popdown (GTK_MENU_BUTTON (turn_button));

          /* Typing the faces of the dice thrown again. */
          g_assert_true (gtk_widget_activate_action (page, "chili.rethrow", NULL));
          pips_ui_test_type_text (window, "4");
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, reenter);

          pips_ui_test_destroy_window (window);
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

  g_test_add_func ("/chili-page/turn", test_turn);
  g_test_add_func ("/chili-page/keys", test_keys);
  g_test_add_func ("/chili-page/refused", test_refused);
  g_test_add_func ("/chili-page/roll", test_roll);
  g_test_add_func ("/chili-page/roll-typed-preference", test_roll_rethrow_typed_preference);
  g_test_add_func ("/chili-page/layout/narrow", test_narrow);
  g_test_add_func ("/chili-page/odds", test_odds);
  g_test_add_func ("/chili-page/odds-toggle", test_odds_toggle);
  g_test_add_func ("/chili-page/game-over", test_game_over);
  g_test_add_func ("/chili-page/layout/names-readable", test_names_readable);
  g_test_add_func ("/chili-page/layout/screenshots", test_screenshots);

  return g_test_run ();
}
