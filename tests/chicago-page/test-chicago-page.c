/* test-chicago-page.c — the page of Chicago, driven through its keys and actions under Xvfb
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * (The second run, in German, does the layout test and the pictures again.)
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-chicago-odds.h"
#include "pips-chicago-page.h"
#include "pips-chicago-rules.h"
#include "pips-dice-entry.h"
#include "pips-die.h"
#include "pips-test-util.h"
#include "pips-ui-test-util.h"

static const char * const names[] = { "Anna", "Ben", "Clara", "David", "Emil", "Frieda", "Gustav",
                                      "Hanna", "Ida", "Jonas", NULL };

/* Helpers */

static PipsSession *
session_new (guint    n_players,
             gboolean starter)
{
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (names[i]);
  session = pips_session_new ("chicago", (const char * const *) players, NULL, &error);
  g_assert_no_error (error);
  if (starter)
    {
      g_autoptr(JsonObject) event = pips_chicago_build_starter (0, FALSE);

      g_assert_true (pips_session_append (session, event, &error));
    }

  return session;
}

static PipsSession *
open_file (const char *name)
{
  const char *path = g_test_get_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  session = pips_session_new_from_data (contents, -1, &error);
  g_assert_no_error (error);

  return session;
}

/* The visible label under @widget that shows @text. */
static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;

  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  if (ADW_IS_ACTION_ROW (widget) && g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)), text) == 0)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (shows_label (child, text))
        return TRUE;
    }

  return FALSE;
}

static void
assert_shows (GtkWidget  *page,
              const char *text)
{
  if (!shows_label (page, text))
    g_error ("The page does not show “%s”", text);
}

static gboolean
action_enabled (GtkWidget  *page,
                const char *action_name)
{
  GtkWidget *button = pips_ui_test_find_action_button (page, action_name);

  return button != NULL && gtk_widget_is_sensitive (button);
}

static GtkWidget *
page_new (PipsSession *session)
{
  pips_ui_test_reset_game_settings (pips_session_get_game_id (session));
  return g_object_ref_sink (pips_chicago_page_new (session));
}

/* The entry of the round's three dice (the roll-off has one of one die). */
static PipsDiceEntry *
find_entry (GtkWidget *widget,
            guint      n_dice)
{
  if (PIPS_IS_DICE_ENTRY (widget) && pips_dice_entry_get_n_dice (PIPS_DICE_ENTRY (widget)) == n_dice)
    return PIPS_DICE_ENTRY (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      PipsDiceEntry *found = find_entry (child, n_dice);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static PipsDiceEntry *
three_dice (GtkWidget *page)
{
  PipsDiceEntry *entry = find_entry (page, 3);

  g_assert_nonnull (entry);
  return entry;
}

static void
assert_dice (PipsChicagoGame *game,
             const char      *expected)
{
  PipsChicagoDice dice;
  g_autofree char *text = NULL;

  pips_chicago_game_get_dice (game, &dice);
  text = g_strdup_printf ("%u%s %u%s %u%s", dice.faces[0], dice.aside[0] ? "a" : "",
                          dice.faces[1], dice.aside[1] ? "a" : "", dice.faces[2], dice.aside[2] ? "a" : "");
  g_assert_cmpstr (text, ==, expected);
}

/* The list of the rounds that ended (newest first). */
static GtkListBox *
find_rounds (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget) &&
      gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "Rounds") == NULL)
    return GTK_LIST_BOX (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBox *found = find_rounds (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static guint
n_round_rows (GtkWidget *page)
{
  GtkListBox *list = find_rounds (page);
  guint n = 0;

  g_assert_nonnull (list);
  if (!gtk_widget_get_visible (GTK_WIDGET (list)))
    return 0;
  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;

  return n;
}

static void
assert_round_row (GtkWidget  *page,
                  guint       index,
                  const char *title,
                  const char *subtitle)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (find_rounds (page), index);

  g_assert_nonnull (row);
  g_assert_true (ADW_IS_EXPANDER_ROW (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, title);
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==, subtitle);
}

static void
append_event (PipsSession *session,
              JsonObject  *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;

  g_assert_true (pips_session_append (session, owned, &error));
  g_assert_no_error (error);
}

/* Tests */

/* Who starts: everyone throws one die on the page; the tied throw again. */
static void
test_opening (void)
{
  g_autoptr(PipsSession) session = session_new (3, FALSE);
  PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);

  assert_shows (page, "Who Starts? Anna Throws One Die");
  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_type_text (window, "4");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_shows (page, "Who Starts? Ben Throws One Die");
  assert_shows (page, "Anna 4 · Ben – · Clara –");
  pips_ui_test_type_text (window, "1");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_type_text (window, "1");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  /* Ben and Clara again. */
  assert_shows (page, "Ben – · Clara –");
  pips_ui_test_type_text (window, "2");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_type_text (window, "6");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));

  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 2);
  assert_shows (page, "Clara · Attempt 1 of 3");
  assert_shows (page, "Throw, then announce");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The menu of the Announce button: the menu whose items announce. */
static GMenuModel *
find_announce_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)) != NULL)
    {
      GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));
      g_autofree char *action = NULL;

      if (g_menu_model_get_n_items (menu) > 0 &&
          g_menu_model_get_item_attribute (menu, 0, G_MENU_ATTRIBUTE_ACTION, "s", &action) &&
          g_str_equal (action, "chicago.announce"))
        return menu;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GMenuModel *found = find_announce_menu (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A whole round through keys and actions: each attempt in at most five presses or taps. */
static void
test_round (void)
{
  g_autoptr(PipsSession) session = session_new (3, TRUE);
  PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = three_dice (page);
  guint presses;

  assert_shows (page, "Stack: 4 · Out of the game: 0 · Phase 1");
  assert_shows (page, "To throw");
  g_assert_false (action_enabled (page, "chicago.throw"));

  /* Anna: 1-4-1 typed, Enter; then Announce: 100er, up. */
  g_assert_true (gtk_widget_grab_focus (page));
  presses = pips_ui_test_get_n_key_presses ();
  pips_ui_test_type_text (window, "141");
  pips_ui_test_assert_entry_faces (entry, "141");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_cmpuint (pips_ui_test_get_n_key_presses () - presses, <=, 5);
  assert_dice (game, "1 4 1");
  assert_shows (page, "6 in 1er · 204 in 100er");
  g_assert_nonnull (pips_ui_test_find_action_button (page, "chicago.again"));
  g_assert_null (pips_ui_test_find_action_button (page, "chicago.stand"));
  {
    /* The Announce menu says each announcement as the table will hear it. */
    GMenuModel *menu = find_announce_menu (page);
    g_autoptr(GString) labels = g_string_new (NULL);

    g_assert_nonnull (menu);
    for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
      {
        g_autofree char *label = NULL;

        g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
        g_string_append_printf (labels, "%s%s", i > 0 ? " | " : "", label);
      }
    g_assert_cmpstr (labels->str, ==, "6 _down in 1 · 1er | 204 _up in 1 · 100er | 6 u_p in 1 · 1er | 204 d_own in 1 · 100er");
  }
  g_assert_true (gtk_widget_activate_action (page, "chicago.announce", "s", "100er-up"));
  assert_shows (page, "To beat: “204 up in 1”");
  assert_shows (page, "Ben · Attempt 1 of 1");

  /* The sheet: what Anna announced, beside her mats. */
  assert_shows (page, "Announced “204 up in 1”");

  /* Ben: 6-6-2, his one attempt: his turn ends by itself; the sheet says what he made. */
  pips_ui_test_type_text (window, "662");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 2);
  assert_shows (page, "122 in 1 attempt · Worst so far");

  /* Clara: 1-1-5 beats it. The round ends: Ben takes a mat. */
  pips_ui_test_type_text (window, "115");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 1), ==, 1);
  /* The round that ended, in the list of rounds: its announcement, best, worst and mats. */
  assert_round_row (page, 0, "Round 1 · Anna: “204 up in 1”",
                    "Best: Clara · Worst: Ben\nBen takes a mat from the stack.");
  assert_shows (page, "Stack: 3 · Out of the game: 0 · Phase 1");
  assert_shows (page, "Ben · Attempt 1 of 3");
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 5);

  /* Undo: Clara's dice again, as the model has them. */
  g_assert_true (pips_session_undo (session));
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 2);
  pips_ui_test_assert_entry_faces (entry, "...");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Setting dice aside by tapping them, the 6er exchange, a refused stand, and the follower's
 * must-go-on. */
static void
test_aside_and_exchange (void)
{
  g_autoptr(PipsSession) session = session_new (2, TRUE);
  PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = three_dice (page);
  PipsChicagoDice dice;

  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_type_text (window, "664");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_dice (game, "6 6 4");

  /* Two 6s: exchange them for a 1; the other 6 is thrown again. */
  g_assert_true (action_enabled (page, "chicago.exchange"));
  g_assert_true (gtk_widget_activate_action (page, "chicago.exchange", NULL));
  assert_dice (game, "1a 6 4");
  assert_shows (page, "Throw the other die again.");
  g_assert_false (action_enabled (page, "chicago.announce"));

  /* Throw again: the 1 stays, the others are typed. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_assert_entry_faces (entry, "1..");
  pips_ui_test_type_text (window, "16");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_dice (game, "1a 1 6");

  /* Tap the second 1 to set it aside, and throw the last die: 4 presses. */
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 1), "activate");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_assert_entry_faces (entry, "11.");
  pips_ui_test_type_text (window, "5");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_dice (game, "1a 1a 5");
  pips_chicago_game_get_dice (game, &dice);
  g_assert_cmpuint (dice.attempt, ==, 3);
  g_assert_null (pips_ui_test_find_action_button (page, "chicago.again"));
  g_assert_true (gtk_widget_activate_action (page, "chicago.announce", "s", "1er-down"));

  /* Ben against "7 down in 3": 6-5-5 is not beaten, so Stand is refused with a toast. */
  pips_ui_test_type_text (window, "655");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_shows (page, "16 in 1er · 70 in 100er · does not beat it yet");
  g_assert_false (action_enabled (page, "chicago.stand"));
  /* The 6 might be set aside (a second 6 and the 6er rule can still make it a 1 and beat 7), but
   * Ben throws all three again. */
  g_assert_true (pips_chicago_game_get_can_set_aside (game, (gboolean[]) { TRUE, FALSE, FALSE }, NULL));
  g_assert_true (gtk_widget_activate_action (page, "chicago.again", NULL));
  pips_ui_test_type_text (window, "123");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_shows (page, "6 in 1er · 105 in 100er · beats the announcement");
  g_assert_true (action_enabled (page, "chicago.stand"));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_s, GDK_CONTROL_MASK));
  g_assert_cmpuint (pips_chicago_game_get_mats (game, 0), ==, 1);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Virtual dice: Roll throws the dice that are not set aside. */
static void
test_roll (void)
{
  g_autoptr(PipsSession) session = session_new (2, TRUE);
  PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = three_dice (page);
  PipsChicagoDice dice;

  g_assert_true (gtk_widget_activate_action (page, "chicago.roll", NULL));
  PIPS_UI_TEST_WAIT_UNTIL (!pips_dice_entry_get_rolling (entry));
  pips_ui_test_settle ();
  pips_chicago_game_get_dice (game, &dice);
  g_assert_cmpuint (dice.attempt, ==, 1);
  g_assert_cmpmem (pips_dice_entry_get_faces (entry, NULL), 3, dice.faces, 3);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* "Mit ist Shit" between followers: a result equal to an earlier follower's beats the
 * announcement but is worse than that player's, and the page says so. */
static void
test_tie (void)
{
  g_autoptr(PipsSession) session = session_new (3, TRUE);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);

  /* Anna: "12 down in 3"; Ben stands on 10. */
  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 6, 4, 2 }, NULL));
  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 6, 5, 3 }, NULL));
  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 6, 4, 2 }, NULL));
  append_event (session, pips_chicago_build_announce (0, PIPS_CHICAGO_COUNTING_ONES, PIPS_CHICAGO_DOWN));
  append_event (session, pips_chicago_build_throw (1, (guint8[]) { 5, 4, 1 }, NULL));
  append_event (session, pips_chicago_build_stand (1));

  /* Clara: 10 as well. */
  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_type_text (window, "451");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_shows (page, "10 in 1er · 109 in 100er · beats the announcement, but ties Ben: worse (Mit ist Shit)");

  /* 12, the announcement itself. */
  g_assert_true (gtk_widget_activate_action (page, "chicago.again", NULL));
  pips_ui_test_type_text (window, "534");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_shows (page, "12 in 1er · 12 in 100er · equals the announcement: not beaten (Mit ist Shit)");

  /* 9 in her last attempt beats both; the turn ends, and what it made stays on screen. */
  g_assert_true (gtk_widget_activate_action (page, "chicago.again", NULL));
  pips_ui_test_type_text (window, "531");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  assert_shows (page, "Clara: 9 in 3 attempts · beat the announcement");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The label of the turn finished last, above the dice. */
static const char *
last_result_text (GtkWidget *widget,
                  const char *prefix)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix))
    return gtk_label_get_label (GTK_LABEL (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found = last_result_text (child, prefix);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Roll on a follower's last attempt ends the turn at once; the dice it threw stay on screen,
 * with what they made, once they have landed. */
static void
test_last_attempt_roll (void)
{
  g_autoptr(PipsSession) session = session_new (3, TRUE);
  PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = three_dice (page);
  PipsChicagoResult result;
  PipsChicagoAnnouncement a;
  g_autofree char *expected = NULL;

  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 6, 4, 2 }, NULL));
  append_event (session, pips_chicago_build_announce (0, PIPS_CHICAGO_COUNTING_ONES, PIPS_CHICAGO_DOWN));
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 1);

  g_assert_true (gtk_widget_activate_action (page, "chicago.roll", NULL));
  PIPS_UI_TEST_WAIT_UNTIL (!pips_dice_entry_get_rolling (entry));
  pips_ui_test_settle ();
  g_assert_cmpint (pips_chicago_game_get_current_player (game), ==, 2);

  g_assert_true (pips_chicago_game_get_last_result (game, &result, &a));
  g_assert_cmpuint (result.player, ==, 1);
  g_assert_true (a.made);
  /* The result as the sheet says it: a number, or a name (Chic) for the throws that have one. */
  expected = g_strdup (result.beats ? " in 1 attempt · beat the announcement" : " in 1 attempt");
  g_assert_nonnull (last_result_text (page, "Ben: "));
  g_assert_true (g_str_has_suffix (last_result_text (page, "Ben: "), expected));
  /* Its dice, as thrown. */
  {
    GtkWidget *box = NULL;
    guint i = 0;

    for (GtkWidget *w = gtk_widget_get_first_child (page); w != NULL; )
      {
        /* Depth first, to the first PipsDie that is not in the dice entry. */
        if (PIPS_IS_DIE (w) && gtk_widget_get_ancestor (w, PIPS_TYPE_DICE_ENTRY) == NULL)
          {
            box = gtk_widget_get_parent (w);
            break;
          }
        if (gtk_widget_get_first_child (w) != NULL)
          w = gtk_widget_get_first_child (w);
        else
          {
            while (w != page && gtk_widget_get_next_sibling (w) == NULL)
              w = gtk_widget_get_parent (w);
            w = w == page ? NULL : gtk_widget_get_next_sibling (w);
          }
      }
    g_assert_nonnull (box);
    for (GtkWidget *die = gtk_widget_get_first_child (box); die != NULL; die = gtk_widget_get_next_sibling (die), i++)
      g_assert_cmpuint (pips_die_get_face (PIPS_DIE (die)), ==, result.faces[i]);
    g_assert_cmpuint (i, ==, 3);
  }

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Every round that ended, newest first, with every turn; an undo takes a round away again. */
static void
test_rounds (void)
{
  g_autoptr(PipsSession) session = session_new (2, TRUE);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  GtkListBoxRow *row;

  g_assert_cmpuint (n_round_rows (page), ==, 0);

  /* Round 1: Anna "12 down in 1", Ben 10. Anna takes a mat. */
  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 6, 4, 2 }, NULL));
  append_event (session, pips_chicago_build_announce (0, PIPS_CHICAGO_COUNTING_ONES, PIPS_CHICAGO_DOWN));
  append_event (session, pips_chicago_build_throw (1, (guint8[]) { 5, 4, 1 }, NULL));
  g_assert_cmpuint (n_round_rows (page), ==, 1);
  assert_round_row (page, 0, "Round 1 · Anna: “12 down in 1”",
                    "Best: Ben · Worst: Anna\nAnna takes a mat from the stack.");
  row = gtk_list_box_get_row_at_index (find_rounds (page), 0);
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  assert_shows (page, "Announced “12 down in 1”");
  assert_shows (page, "10 in 1 attempt · beat the announcement");

  /* Round 2: Anna starts again (the worst): "204 up in 1", Ben 6-6-2. Ben takes a mat. */
  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 1, 4, 1 }, NULL));
  append_event (session, pips_chicago_build_announce (0, PIPS_CHICAGO_COUNTING_HUNDREDS, PIPS_CHICAGO_UP));
  append_event (session, pips_chicago_build_throw (1, (guint8[]) { 6, 6, 2 }, NULL));
  g_assert_cmpuint (n_round_rows (page), ==, 2);
  assert_round_row (page, 0, "Round 2 · Anna: “204 up in 1”",
                    "Best: Anna · Worst: Ben\nBen takes a mat from the stack.");
  assert_round_row (page, 1, "Round 1 · Anna: “12 down in 1”",
                    "Best: Ben · Worst: Anna\nAnna takes a mat from the stack.");
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (gtk_list_box_get_row_at_index (find_rounds (page), 1))));

  /* Undo: round 2 is open again. */
  g_assert_true (pips_session_undo (session));
  g_assert_cmpuint (n_round_rows (page), ==, 1);
  assert_round_row (page, 0, "Round 1 · Anna: “12 down in 1”",
                    "Best: Ben · Worst: Anna\nAnna takes a mat from the stack.");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The players' list stays where it is whatever the lines under the names and the round that
 * ended say. */
static void
test_sheet_stays (void)
{
  g_autoptr(PipsSession) session = session_new (2, TRUE);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  /* The first list of the page: the players with their mats. */
  GtkWidget *list = pips_ui_test_find_descendant (page, GTK_TYPE_LIST_BOX);
  graphene_rect_t before, after;

  g_assert_nonnull (list);
  pips_ui_test_wait_for_paint (page);
  g_assert_true (gtk_widget_compute_bounds (list, page, &before));

  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 1, 4, 1 }, NULL));
  append_event (session, pips_chicago_build_announce (0, PIPS_CHICAGO_COUNTING_HUNDREDS, PIPS_CHICAGO_UP));
  append_event (session, pips_chicago_build_throw (1, (guint8[]) { 6, 6, 2 }, NULL));
  pips_ui_test_wait_for_paint (page);
  g_assert_true (gtk_widget_compute_bounds (list, page, &after));
  g_assert_cmpfloat (after.origin.x, ==, before.origin.x);
  g_assert_cmpfloat (after.size.width, ==, before.size.width);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The end: the ranking and the stake. */
static void
test_game_over (void)
{
  g_autoptr(PipsSession) session = open_file ("chicago-6p-house-rules.json");
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);

  g_assert_true (pips_session_get_is_over (session));
  g_assert_nonnull (pips_ui_test_find_action_button (page, "session.copy-results"));
  assert_shows (page, "The stake: a round of Kirsch");
  assert_shows (page, "Lost · Owes 1 round");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The visible label under @widget whose text starts with @prefix. */
static GtkWidget *
find_label_starting (GtkWidget  *widget,
                     const char *prefix)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_starting (child, prefix);

      if (found != NULL)
        return found;
    }

  return NULL;
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

/* A chance as the page shows it: per cent with one decimal. */
static char *
percent_text (double chance)
{
  if (chance <= 0)
    return g_strdup ("0");
  if (chance >= 1)
    return g_strdup ("100");
  return g_strdup_printf ("%.1f", 100 * chance);
}

/* What the follower to play is shown: their chance from the core, for the state at hand. */
static char *
expected_beat_text (PipsChicagoGame *game)
{
  PipsChicagoAnnouncement a;
  g_autofree char *announced = NULL;
  g_autofree char *percent = NULL;
  double chance = -1;

  g_assert_true (pips_chicago_game_get_beat_odds (game, &chance));
  g_assert_cmpfloat (chance, >, 0);
  g_assert_cmpfloat (chance, <, 1);
  pips_chicago_game_get_announcement (game, &a);
  announced = pips_chicago_format_announcement (&a);
  percent = percent_text (chance);

  return g_strdup_printf ("Chance to beat %s: %s %%", announced, percent);
}

/* What the starter is shown: the hardest announcement from the core, for the state at hand. */
static char *
expected_announce_text (PipsChicagoGame *game)
{
  guint hardest = G_MAXUINT;
  g_autoptr(GArray) list = pips_chicago_game_list_announce_odds (game, &hardest);
  const PipsChicagoAnnounceOdds *odds;
  PipsChicagoAnnouncement a = { 0, };
  PipsChicagoDice dice;
  g_autofree char *announced = NULL;
  g_autofree char *one = NULL;
  g_autofree char *any = NULL;

  g_assert_cmpuint (list->len, >, 0);
  g_assert_cmpuint (hardest, <, list->len);
  odds = &g_array_index (list, PipsChicagoAnnounceOdds, hardest);
  pips_chicago_game_get_dice (game, &dice);
  a = (PipsChicagoAnnouncement) { .made = TRUE, .attempts = dice.attempt, .counting = odds->counting,
                                  .direction = odds->direction, .value = odds->value, .chic = dice.chic };
  announced = pips_chicago_format_announcement (&a);
  one = percent_text (odds->beaten);
  any = percent_text (odds->beaten_by_any);

  return g_strdup_printf ("Hardest to beat: %s\nA follower beats it: %s %% · any follower: %s %%",
                          announced, one, any);
}

/* The odds, with show-odds on: the starter's hardest announcement after each attempt (from the
 * worker), a follower's chance to beat the announcement, both as the core has them for the state
 * shown and new after each entry; nothing with show-odds off. */
static void
test_odds (void)
{
  g_autoptr(PipsSession) session = session_new (3, TRUE);
  PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *beat = NULL;
  g_autofree char *beat_later = NULL;

  g_assert_true (PIPS_GAME_PAGE_GET_CLASS (page)->shows_odds);
  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 2, 3, 4 }, NULL));
  pips_ui_test_settle ();
  g_assert_null (find_by_class (page, "odds"));

  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  first = expected_announce_text (game);
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, first));

  append_event (session, pips_chicago_build_throw (0, (guint8[]) { 2, 3, 5 }, NULL));
  second = expected_announce_text (game);
  g_assert_cmpstr (first, !=, second);
  PIPS_UI_TEST_WAIT_UNTIL (shows_label (page, second));

  /* "10 down in 2": Ben's chance before his first throw, and after a throw that does not beat it. */
  append_event (session, pips_chicago_build_announce (0, PIPS_CHICAGO_COUNTING_ONES, PIPS_CHICAGO_DOWN));
  beat = expected_beat_text (game);
  assert_shows (page, beat);
  g_assert_null (find_label_starting (page, "Hardest to beat"));
  append_event (session, pips_chicago_build_throw (1, (guint8[]) { 6, 5, 4 }, NULL));
  beat_later = expected_beat_text (game);
  g_assert_cmpstr (beat, !=, beat_later);
  assert_shows (page, beat_later);

  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);
  pips_ui_test_settle ();
  g_assert_false (shows_label (page, beat_later));
  g_assert_null (find_by_class (page, "odds"));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

static void
assert_fits (GtkWidget *page,
             int        width,
             int        height)
{
  int min_width;

  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, MIN (width, 350));
  g_assert_cmpint (gtk_widget_get_width (page), <=, width);
}

/* At phone width the sheet and the turn panel stack, with ten players, and nothing overflows. */
static void
test_narrow (void)
{
  static const struct { int width, height; } sizes[] = {
    { 360, 294 - 47 }, { 350, 294 - 57 }, { 360, 720 - 47 },
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr(PipsSession) session = session_new (10, TRUE);
      g_autoptr(JsonObject) event = NULL;
      GtkWidget *page = page_new (session);
      GtkWidget *window = pips_ui_test_show_in_window (page, sizes[s].width, sizes[s].height);
      const guint8 faces[3] = { 6, 6, 1 };

      /* With the odds on, shown below the buttons: they push neither the dice nor the buttons. */
      pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
      assert_fits (page, sizes[s].width, sizes[s].height);
      event = pips_chicago_build_throw (0, faces, NULL);
      g_assert_true (pips_session_append (session, event, NULL));
      PIPS_UI_TEST_WAIT_UNTIL (find_by_class (page, "odds") != NULL);
      pips_ui_test_wait_for_paint (page);
      assert_fits (page, sizes[s].width, sizes[s].height);

      /* The turn panel comes first: its dice are on screen without scrolling. */
      {
        GtkWidget *entry = pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY);
        GtkWidget *odds = find_by_class (page, "odds");
        GtkWidget *announce = find_label_starting (page, _("A_nnounce"));
        graphene_rect_t bounds, odds_bounds, announce_bounds;

        g_assert_nonnull (entry);
        g_assert_true (gtk_widget_compute_bounds (entry, page, &bounds));
        g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (page));
        g_assert_nonnull (announce);
        g_assert_true (gtk_widget_compute_bounds (odds, page, &odds_bounds));
        g_assert_true (gtk_widget_compute_bounds (announce, page, &announce_bounds));
        g_assert_cmpfloat (odds_bounds.origin.y, >=, announce_bounds.origin.y + announce_bounds.size.height);
      }

      pips_ui_test_destroy_window (window);
      g_assert_finalize_object (page);
    }
}

/* Pictures of a round under way and of the end, light and dark, wide and 360 px. */
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
          g_autoptr(PipsSession) session = session_new (4, TRUE);
          g_autoptr(PipsSession) over = open_file ("chicago-chic-phase-1.json");
          GtkWidget *page = page_new (session);
          GtkWidget *window = pips_ui_test_show_in_window (page, sizes[z].width, sizes[z].height);
          g_autofree char *follow = g_strdup_printf ("chicago-follow-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *starter = g_strdup_printf ("chicago-starter-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *over_name = g_strdup_printf ("chicago-over-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);

          /* The follower's chance to beat the announcement shows too. */
          pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
          gtk_widget_grab_focus (page);
          pips_ui_test_type_text (window, "514");
          g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
          /* The starter's hardest announcement, from the worker. */
          PIPS_UI_TEST_WAIT_UNTIL (find_by_class (page, "odds") != NULL);
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, starter);
          g_assert_true (gtk_widget_activate_action (page, "chicago.announce", "s", "100er-up"));
          pips_ui_test_type_text (window, "162");
          g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
          pips_ui_test_settle ();
          pips_ui_test_save_png_in (window, dir, follow);
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

  g_test_add_func ("/chicago-page/opening", test_opening);
  g_test_add_func ("/chicago-page/round", test_round);
  g_test_add_func ("/chicago-page/aside-and-exchange", test_aside_and_exchange);
  g_test_add_func ("/chicago-page/roll", test_roll);
  g_test_add_func ("/chicago-page/tie", test_tie);
  g_test_add_func ("/chicago-page/last-attempt-roll", test_last_attempt_roll);
  g_test_add_func ("/chicago-page/rounds", test_rounds);
  g_test_add_func ("/chicago-page/layout/sheet-stays", test_sheet_stays);
  g_test_add_func ("/chicago-page/game-over", test_game_over);
  g_test_add_func ("/chicago-page/odds", test_odds);
  g_test_add_func ("/chicago-page/layout/narrow", test_narrow);
  g_test_add_func ("/chicago-page/layout/screenshots", test_screenshots);

  return g_test_run ();
}
