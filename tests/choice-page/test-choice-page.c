/* test-choice-page.c — the page of Choice, driven through its actions under Xvfb
 *
 * A whole throw is typed and grouped with keys (seven presses) and checked on the model; a
 * grouping is tapped die by die; each joker is used through its action; a discard the rules
 * refuse changes nothing; at 360 px one sheet shows at a time with a switcher and nothing
 * overflows (the odds on too); the end shows the ranking; with the odds on, each grouping says
 * what the core's odds expect of it, and the chance that the sheet ends is the core's, after
 * each entry, gone with the odds off. Keys are pressed by looking up the shortcut bound to
 * them on the focus widget and its ancestors, capture phase first, and activating it, which is
 * what GTK does with a key event.
 *
 * With $PIPS_TEST_SHOTS set, also renders the page to PNG there, light and dark, wide and
 * at 360 px, in the language of $LANGUAGE, for a person to look at.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-choice-odds.h"
#include "pips-choice-page.h"
#include "pips-choice-rules.h"
#include "pips-dice-entry.h"
#include "pips-session-page.h"
#include "pips-test-util.h"
#include "pips-ui-test-util.h"

/* Helpers */

static PipsSession *
session_new (guint n_players)
{
  static const char * const names[] = { "Anna", "Ben", "Clara", "David", NULL };
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (names[i]);
  session = pips_session_new ("choice", (const char * const *) players, NULL, &error);
  g_assert_no_error (error);

  return session;
}

static PipsSession *
session_from_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = pips_test_read_file (path, NULL);
  g_autoptr(GError) error = NULL;
  PipsSession *session = pips_session_new_from_data (contents, -1, &error);

  g_assert_no_error (error);
  return session;
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

static PipsChoiceGame *
game_of (PipsSession *session)
{
  return PIPS_CHOICE_GAME (pips_session_get_game (session));
}

static gboolean
action_button_sensitive (GtkWidget  *page,
                         const char *action_name)
{
  GtkWidget *button = pips_ui_test_find_action_button (page, action_name);

  return button != NULL && gtk_widget_is_sensitive (button);
}

/* The visible list box under @widget whose accessible name is @label. */
static GtkListBox *
find_list (GtkWidget  *widget,
           const char *label)
{
  g_autofree char *mismatch = NULL;

  if (!gtk_widget_get_visible (widget))
    return NULL;

  if (GTK_IS_LIST_BOX (widget))
    {
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, label);
      if (mismatch == NULL)
        return GTK_LIST_BOX (widget);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBox *found = find_list (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The visible label under @widget that shows @text. */
static GtkLabel *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;

  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return GTK_LABEL (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
assert_shows (GtkWidget  *page,
              const char *text)
{
  if (find_label (page, text) == NULL)
    g_error ("Nothing on the page shows “%s”", text);
}

/* @widget lies inside the page as it is shown, scrolled as it starts. */
static void
assert_on_screen (GtkWidget *page,
                  GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, page, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (page));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (page));
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

/* With @group, the line that says what the groupings' "expected" means follows. */
static char *
end_odds_text (PipsChoiceGame *game,
               gboolean        group)
{
  const char *expected = group ? "\nExpected: the change now and after one more throw grouped at its best" : "";
  double soonest, latest;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;

  g_assert_true (pips_choice_game_get_end_odds (game, pips_choice_game_get_current (game), 5,
                                                &soonest, &latest));
  low = percent_text (latest);
  high = percent_text (soonest);
  if (latest >= soonest - 0.0005)
    return g_strdup_printf ("The sheet ends within the next 5 throws: %s%s", high, expected);
  return g_strdup_printf ("The sheet ends within the next 5 throws: %s to %s%s", low, high, expected);
}

/* Whether the rows of the list say what the core expects of each grouping, the best marked. */
static gboolean
rows_show_odds (GtkWidget      *page,
                PipsChoiceGame *game)
{
  g_autoptr(GPtrArray) groupings = pips_choice_game_list_groupings (game);
  g_autoptr(GArray) odds = pips_choice_game_list_grouping_odds (game, groupings);
  GtkListBox *list = find_list (page, "Groupings");
  guint best = 0;

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < odds->len; i++)
    if (g_array_index (odds, double, i) > g_array_index (odds, double, best))
      best = i;

  for (guint i = 0; i < groupings->len; i++)
    {
      AdwActionRow *row = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (list, i));
      double expected = g_array_index (odds, double, i);
      g_autofree char *change = expected >= 0.05 ? g_strdup_printf ("+%.1f", expected)
                              : expected <= -0.05 ? g_strdup_printf ("−%.1f", -expected)
                                                  : g_strdup ("±0.0");
      g_autofree char *suffix = g_strdup_printf (" · expected %s%s", change, i == best ? " · best" : "");
      const char *subtitle = adw_action_row_get_subtitle (row);

      if (!g_str_has_suffix (subtitle, suffix))
        return FALSE;
      if ((i == best) != gtk_widget_has_css_class (GTK_WIDGET (row), "odds-best"))
        return FALSE;
    }

  return TRUE;
}

/* (In any language: a visible row is marked the best.) */
static gboolean
some_row_best (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_LIST_BOX_ROW (widget) && gtk_widget_has_css_class (widget, "odds-best"))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (some_row_best (child))
      return TRUE;

  return FALSE;
}

static gboolean
rows_show_no_odds (GtkWidget *page)
{
  GtkListBox *list = find_list (page, "Groupings");

  for (guint i = 0; list != NULL && gtk_list_box_get_row_at_index (list, i) != NULL; i++)
    if (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_list_box_get_row_at_index (list, i))),
                "expected") != NULL)
      return FALSE;

  return TRUE;
}

static GtkWidget *
page_new (PipsSession *session)
{
  pips_ui_test_reset_game_settings (pips_session_get_game_id (session));
  return g_object_ref_sink (pips_choice_page_new (session));
}

/* The virtual dice have stopped rolling and the page shows what they show. */
static void
wait_for_roll (PipsDiceEntry *entry)
{
  PIPS_UI_TEST_WAIT_UNTIL (!pips_dice_entry_get_rolling (entry));
  pips_ui_test_settle ();
}

static void
tap (PipsDiceEntry *entry,
     guint          die)
{
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, die), "activate");
}

/* Tests */

/* A whole throw with keys: five digits and Enter throw, Enter on the best grouping writes it
 * down. The list is the rules' list, in its order, with what each scores. */
static void
test_throw (void)
{
  g_autoptr(PipsSession) session = session_new (1);
  PipsChoiceGame *game = game_of (session);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  g_autoptr(GPtrArray) groupings = NULL;
  GtkListBox *list;
  guint presses;
  guint n;

  g_assert_nonnull (entry);
  g_assert_false (action_button_sensitive (page, "choice.throw"));
  assert_shows (page, "Throw 1");

  g_assert_true (gtk_widget_grab_focus (page));
  presses = pips_ui_test_get_n_key_presses ();
  pips_ui_test_type_text (window, "34451");
  pips_ui_test_assert_entry_faces (entry, "34451");
  g_assert_true (action_button_sensitive (page, "choice.throw"));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));

  g_assert_true (pips_choice_game_get_has_thrown (game));
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 1);
  pips_ui_test_assert_entry_faces (entry, "34451");

  /* Every legal grouping, as the rules list them, best first. */
  groupings = pips_choice_game_list_groupings (game);
  list = find_list (page, "Groupings");
  g_assert_nonnull (list);
  for (n = 0; gtk_list_box_get_row_at_index (list, n) != NULL; n++)
    {
      PipsChoiceGrouping *grouping = g_ptr_array_index (groupings, n);

      gtk_test_accessible_assert_property (gtk_list_box_get_row_at_index (list, n),
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, grouping->label);
    }
  g_assert_cmpuint (n, ==, groupings->len);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, 0))),
                   ==, "8 and 8");

  /* The best grouping has the focus: Enter writes it down. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) ==
                 GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_cmpuint (pips_ui_test_get_n_key_presses () - presses, <=, 8);

  g_assert_cmpuint (pips_session_get_n_events (session), ==, 2);
  g_assert_cmpuint (pips_choice_game_get_throws (game, 0), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_marks (game, 0, 7) + pips_choice_game_get_marks (game, 0, 8), ==, 2);
  assert_shows (page, "Throw 2");
  /* The sheet: 8 twice (−200) and three jokers. */
  assert_shows (page, "Rows −200 + jokers 300 · 500 wins");
  pips_ui_test_assert_entry_faces (entry, ".....");

  /* Undo goes back to the dice at hand. */
  g_assert_true (pips_session_undo (session));
  pips_ui_test_assert_entry_faces (entry, "34451");
  g_assert_nonnull (find_list (page, "Groupings"));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Tapping dice: a pair, another pair, and the fifth is the discard; the page says what it
 * writes, as the rules reckon it. */
static void
test_taps (void)
{
  g_autoptr(PipsSession) session = session_new (2);
  PipsChoiceGame *game = game_of (session);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  const guint8 faces[] = { 3, 4, 4, 5, 1 };

  append (session, pips_choice_game_build_throw (game, faces));
  g_assert_false (action_button_sensitive (page, "choice.group-tapped"));

  tap (entry, 0);
  tap (entry, 1);
  g_assert_null (find_label (page, "6 and 7, discard 4: −400"));
  g_assert_false (action_button_sensitive (page, "choice.group-tapped"));
  tap (entry, 4);
  tap (entry, 3);
  /* 3 + 4 and 1 + 5: 7 and 6, discard 4. */
  assert_shows (page, "6 and 7, discard 4: −400");
  g_assert_true (action_button_sensitive (page, "choice.group-tapped"));

  /* Untapping a die takes it out again. */
  tap (entry, 3);
  g_assert_false (action_button_sensitive (page, "choice.group-tapped"));
  tap (entry, 2);
  assert_shows (page, "5 and 7, discard 5: −400");
  g_assert_true (gtk_widget_activate_action (page, "choice.group-tapped", NULL));

  g_assert_cmpuint (pips_choice_game_get_marks (game, 0, 7), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_marks (game, 0, 5), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_discard_value (game, 0, 0), ==, 5);
  g_assert_cmpint (pips_choice_game_get_current (game), ==, 1);
  assert_shows (page, "Ben · Throw 1");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The bounds of @widget in @page's window. */
static graphene_rect_t
bounds_of (GtkWidget *widget,
           GtkWidget *page)
{
  graphene_rect_t bounds;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (page)), &bounds));
  return bounds;
}

/* What a finger taps while grouping a throw: the five dice, Cancel, Write Down, the jokers and
 * the first grouping. */
static void
tap_targets (GtkWidget       *page,
             PipsDiceEntry   *entry,
             graphene_rect_t *bounds)
{
  /* The groupings: the list in the panel of the dice (in any language). */
  GtkWidget *list = pips_ui_test_find_descendant (gtk_widget_get_parent (GTK_WIDGET (entry)), GTK_TYPE_LIST_BOX);
  guint n = 0;

  pips_ui_test_wait_for_paint (page);
  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    bounds[n++] = bounds_of (GTK_WIDGET (pips_dice_entry_get_die (entry, i)), page);
  bounds[n++] = bounds_of (pips_ui_test_find_action_button (page, "choice.cancel"), page);
  bounds[n++] = bounds_of (pips_ui_test_find_action_button (page, "choice.group-tapped"), page);
  bounds[n++] = bounds_of (pips_ui_test_find_action_button (page, "choice.terminator"), page);
  bounds[n++] = bounds_of (pips_ui_test_find_action_button (page, "choice.three-one"), page);
  g_assert_nonnull (list);
  bounds[n++] = bounds_of (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)), page);
}

#define N_TARGETS (PIPS_CHOICE_N_DICE + 5)

static void
assert_targets_stay (const graphene_rect_t *before,
                     const graphene_rect_t *after)
{
  for (guint i = 0; i < N_TARGETS; i++)
    {
      if (!graphene_rect_equal (&before[i], &after[i]))
        g_error ("Target %u moved from %g,%g %gx%g to %g,%g %gx%g", i,
                 before[i].origin.x, before[i].origin.y, before[i].size.width, before[i].size.height,
                 after[i].origin.x, after[i].origin.y, after[i].size.width, after[i].size.height);
    }
}

/* Nothing moves under a finger between two taps of one grouping: not the dice, not Write Down,
 * not Cancel nor the jokers under it (after Cancel too), nor the groupings; and the two pairs
 * are marked apart, also for a screen reader. Wide and at phone width, where the dice, Write
 * Down and the best grouping are on screen without scrolling. */
static void
test_taps_stay (void)
{
  static const struct { int width, height; } sizes[] = { { 960, 720 - 47 }, { 360, 640 - 47 } };

  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    {
      g_autoptr(PipsSession) session = session_new (2);
      PipsChoiceGame *game = game_of (session);
      GtkWidget *page = page_new (session);
      GtkWidget *window = pips_ui_test_show_in_window (page, sizes[z].width, sizes[z].height);
      PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
      const guint8 faces[] = { 3, 4, 4, 5, 1 };
      const guint order[] = { 0, 1, 4, 3 };
      graphene_rect_t first[N_TARGETS], now[N_TARGETS];

      append (session, pips_choice_game_build_throw (game, faces));
      tap_targets (page, entry, first);

      for (guint t = 0; t < G_N_ELEMENTS (order); t++)
        {
          tap (entry, order[t]);
          tap_targets (page, entry, now);
          assert_targets_stay (first, now);
        }

      /* The pairs, marked apart. */
      for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
        {
          GtkWidget *die = GTK_WIDGET (pips_dice_entry_get_die (entry, i));
          const char *description = g_dgettext (GETTEXT_PACKAGE, i < 2 ? "In the first pair"
                                                                 : i == 2 ? "The discard"
                                                                 : "In the second pair");

          g_assert_true (gtk_widget_has_css_class (die, "pair-1") == (i < 2));
          g_assert_true (gtk_widget_has_css_class (die, "pair-2") == (i > 2));
          g_assert_true (gtk_widget_has_css_class (die, "discard") == (i == 2));
          gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
        }

      /* Cancel leaves everything where it was. */
      g_assert_true (gtk_widget_activate_action (page, "choice.cancel", NULL));
      tap_targets (page, entry, now);
      assert_targets_stay (first, now);
      g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (pips_dice_entry_get_die (entry, 0)), "pair-1"));

      /* At phone width the throw is on screen without scrolling. */
      for (guint i = 0; i < N_TARGETS; i++)
        g_assert_cmpfloat (first[i].origin.y + first[i].size.height, <=, sizes[z].height);

      pips_ui_test_destroy_window (window);
      g_assert_finalize_object (page);
    }
}

/* With two sheets in a window of 960×720, each sheet shows whole: its total and its points. */
static void
test_two_sheets (void)
{
  g_autoptr(PipsSession) session = session_new (2);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720 - 47);
  GtkWidget *panel;
  graphene_rect_t view;

  pips_ui_test_wait_for_paint (page);
  /* The sheets are left of the throw panel. */
  panel = gtk_widget_get_ancestor (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY), ADW_TYPE_CLAMP);
  g_assert_nonnull (panel);
  g_assert_true (gtk_widget_compute_bounds (page, window, &view));
  {
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_compute_bounds (panel, window, &bounds));
    view.size.width = bounds.origin.x - view.origin.x;
  }
  {
    GtkWidget *card = gtk_widget_get_ancestor (GTK_WIDGET (find_label (page, "×100")), GTK_TYPE_BOX);
    GtkWidget *box = gtk_widget_get_parent (card);
    guint n = 0;

    for (card = gtk_widget_get_first_child (box); card != NULL; card = gtk_widget_get_next_sibling (card))
      {
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (card, window, &bounds));
        /* Whole across; down, the page scrolls. */
        g_assert_cmpfloat (bounds.origin.x, >=, view.origin.x);
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, view.origin.x + view.size.width);
        g_assert_cmpint (gtk_widget_get_width (card), >=, 260);
        n++;
      }
    g_assert_cmpuint (n, ==, 2);
  }

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The jokers: the Korrektor changes one die, the Terminator takes five new faces, the 3:1
 * joker reads the taps as three and one. */
static void
test_jokers (void)
{
  g_autoptr(PipsSession) session = session_new (1);
  PipsChoiceGame *game = game_of (session);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  const guint8 faces[] = { 1, 1, 2, 2, 6 };

  append (session, pips_choice_game_build_throw (game, faces));
  g_assert_true (action_button_sensitive (page, "choice.terminator"));
  g_assert_true (action_button_sensitive (page, "choice.korrektor"));
  g_assert_true (action_button_sensitive (page, "choice.three-one"));

  /* The Korrektor: the 6 becomes a 3. */
  g_assert_true (gtk_widget_activate_action (page, "choice.korrektor", NULL));
  g_assert_true (pips_ui_test_find_action_button (page, "choice.apply-korrektor") != NULL);
  pips_dice_entry_set_face (entry, 4, 3);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (pips_choice_game_get_joker_used (game, 0, PIPS_CHOICE_JOKER_KORREKTOR));
  g_assert_cmpuint (pips_choice_game_get_face (game, 4), ==, 3);
  pips_ui_test_assert_entry_faces (entry, "11223");
  g_assert_false (action_button_sensitive (page, "choice.korrektor"));

  /* The Terminator with real dice: the five new faces are typed. */
  g_assert_true (gtk_widget_activate_action (page, "choice.terminator", NULL));
  pips_ui_test_assert_entry_faces (entry, ".....");
  pips_ui_test_type_text (window, "62415");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (pips_choice_game_get_joker_used (game, 0, PIPS_CHOICE_JOKER_TERMINATOR));
  g_assert_cmpuint (pips_choice_game_get_face (game, 0), ==, 6);
  pips_ui_test_assert_entry_faces (entry, "62415");

  /* The 3:1 joker: 2 + 4 + 1 = 7 and a 5, discard 6. */
  g_assert_true (gtk_widget_activate_action (page, "choice.three-one", NULL));
  tap (entry, 1);
  tap (entry, 2);
  tap (entry, 3);
  tap (entry, 4);
  assert_shows (page, "3:1 joker: 7 and 5, discard 6: −500");
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  g_assert_true (pips_choice_game_get_joker_used (game, 0, PIPS_CHOICE_JOKER_THREE_ONE));
  g_assert_cmpuint (pips_choice_game_get_marks (game, 0, 7), ==, 1);
  g_assert_cmpuint (pips_choice_game_get_marks (game, 0, 5), ==, 1);
  g_assert_cmpint (pips_choice_game_get_total (game, 0), ==, -400);
  assert_shows (page, "Jokers: all used");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Virtual dice: Roll throws all five, the Terminator rolls them again at once. */
static void
test_roll (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(PipsSession) session = session_new (1);
  PipsChoiceGame *game = game_of (session);
  GtkWidget *page;
  GtkWidget *window;
  PipsDiceEntry *entry;
  guint8 faces[PIPS_CHOICE_N_DICE];

  g_settings_set_boolean (settings, "virtual-dice", TRUE);
  page = page_new (session);
  window = pips_ui_test_show_in_window (page, 960, 720);
  entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));

  g_assert_true (gtk_widget_has_css_class (pips_ui_test_find_action_button (page, "choice.roll"), "suggested-action"));
  g_assert_true (gtk_widget_activate_action (page, "choice.roll", NULL));
  g_assert_true (pips_choice_game_get_has_thrown (game));
  wait_for_roll (entry);
  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    faces[i] = pips_choice_game_get_face (game, i);
  g_assert_cmpmem (pips_dice_entry_get_faces (entry, NULL), PIPS_CHOICE_N_DICE, faces, PIPS_CHOICE_N_DICE);

  g_assert_true (gtk_widget_activate_action (page, "choice.terminator", NULL));
  g_assert_true (pips_choice_game_get_joker_used (game, 0, PIPS_CHOICE_JOKER_TERMINATOR));
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 2);
  wait_for_roll (entry);
  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    faces[i] = pips_choice_game_get_face (game, i);
  g_assert_cmpmem (pips_dice_entry_get_faces (entry, NULL), PIPS_CHOICE_N_DICE, faces, PIPS_CHOICE_N_DICE);
  g_assert_false (action_button_sensitive (page, "choice.terminator"));
  g_assert_nonnull (find_list (page, "Groupings"));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
  g_settings_reset (settings, "virtual-dice");
}

/* A discard the rules refuse is not written down, and says why. */
static void
test_refused (void)
{
  g_autoptr(PipsSession) session = session_new (1);
  PipsChoiceGame *game = game_of (session);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
  const guint first[] = { 0, 1 };
  const guint second[] = { 2, 3 };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  for (guint8 d = 1; d <= 3; d++)
    {
      const guint8 faces[] = { 4, 4, 5, 5, d };

      append (session, pips_choice_game_build_throw (game, faces));
      append (session, pips_choice_game_build_group (game, first, second, 4, FALSE));
    }
  {
    const guint8 faces[] = { 3, 4, 5, 6, 6 };

    append (session, pips_choice_game_build_throw (game, faces));
  }

  /* 4 + 5 and 6 + 6, discard 3: allowed. 3 + 4 and 5 + 6, discard 6: not. */
  tap (entry, 0);
  tap (entry, 1);
  tap (entry, 2);
  tap (entry, 3);
  assert_shows (page, "3 is one of your three discards and is in the throw: it must be the discard");
  g_assert_false (action_button_sensitive (page, "choice.group-tapped"));

  before = pips_session_serialize (session, NULL);
  gtk_widget_activate_action (page, "choice.group-tapped", NULL);
  after = pips_session_serialize (session, NULL);
  g_assert_cmpstr (after, ==, before);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

static void
assert_fits (GtkWidget *page,
             int        width,
             int        height)
{
  GtkWidget *content = gtk_widget_get_first_child (gtk_widget_get_first_child (page));
  int min_width;

  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, MIN (width, 350));
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, width);
  g_assert_cmpint (gtk_widget_get_width (page), <=, width);
}

/* Count the sheets shown. */
static guint
n_sheets_shown (GtkWidget *page)
{
  GtkWidget *first = find_label (page, "×100") != NULL
                     ? gtk_widget_get_ancestor (GTK_WIDGET (find_label (page, "×100")), GTK_TYPE_BOX)
                     : NULL;
  GtkWidget *box;
  guint n = 0;

  g_assert_nonnull (first);
  /* The sheets box holds the cards. */
  box = gtk_widget_get_parent (first);
  for (GtkWidget *card = gtk_widget_get_first_child (box); card != NULL;
       card = gtk_widget_get_next_sibling (card))
    n += gtk_widget_get_visible (card);

  return n;
}

/* At 360 px one sheet at a time, with a switcher; wide, all side by side. */
static void
test_narrow (void)
{
  static const struct { int width, height; } sizes[] = {
    { 360, 294 - 47 }, { 350, 294 - 57 }, { 360, 720 - 47 },
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint odds = 0; odds < 2; odds++)
      {
        g_autoptr(PipsSession) session = session_new (3);
        PipsChoiceGame *game = game_of (session);
        GtkWidget *page = page_new (session);
        GtkWidget *window;
        const guint8 faces[] = { 6, 6, 5, 5, 1 };

        pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), odds);
        window = pips_ui_test_show_in_window (page, sizes[s].width, sizes[s].height);

        g_assert_true (gtk_widget_has_css_class (page, "narrow"));
        assert_fits (page, sizes[s].width, sizes[s].height);
        g_assert_cmpuint (n_sheets_shown (page), ==, 1);
        g_assert_nonnull (find_label (page, "Anna"));
        g_assert_null (find_label (page, "Ben · Throw 1"));

        /* Another sheet, by action (Ctrl+Page Down). */
        g_assert_true (gtk_widget_activate_action (page, "choice.show-sheet", "i", 1));
        g_assert_cmpuint (n_sheets_shown (page), ==, 1);

        /* The throw shows the sheet of the player to act. */
        append (session, pips_choice_game_build_throw (game, faces));
        pips_ui_test_wait_for_paint (page);
        if (odds)
          PIPS_UI_TEST_WAIT_UNTIL (some_row_best (page));
        pips_ui_test_wait_for_paint (page);
        assert_fits (page, sizes[s].width, sizes[s].height);
        g_assert_cmpuint (n_sheets_shown (page), ==, 1);

        /* The dice and the button that writes the grouping down stay on screen, odds or not. */
        assert_on_screen (page, GTK_WIDGET (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY)));
        assert_on_screen (page, pips_ui_test_find_action_button (page, "choice.group-tapped"));

        pips_ui_test_destroy_window (window);
        g_assert_finalize_object (page);
      }

  {
    g_autoptr(PipsSession) session = session_new (3);
    GtkWidget *page = page_new (session);
    GtkWidget *window = pips_ui_test_show_in_window (page, 1280, 720);

    g_assert_false (gtk_widget_has_css_class (page, "narrow"));
    g_assert_cmpuint (n_sheets_shown (page), ==, 3);
    pips_ui_test_destroy_window (window);
    g_assert_finalize_object (page);
  }
}

/* With the odds on, every grouping says what the core's odds expect of it and the chance that
 * the sheet ends is the core's; both follow each entry, and go with the odds off. */
static void
test_odds (void)
{
  g_autoptr(PipsSession) session = session_new (2);
  PipsChoiceGame *game = game_of (session);
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  const guint8 faces[] = { 3, 4, 4, 5, 1 };
  const guint8 second[] = { 6, 6, 2, 2, 3 };
  guint first_group[2] = { 0, 1 };
  guint second_group[2] = { 2, 3 };
  g_autofree char *end = NULL;

  /* Off by default: nothing of the odds. */
  append (session, pips_choice_game_build_throw (game, faces));
  pips_ui_test_settle ();
  g_assert_true (rows_show_no_odds (page));
  end = end_odds_text (game, TRUE);
  g_assert_null (find_label (page, end));

  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  PIPS_UI_TEST_WAIT_UNTIL (rows_show_odds (page, game));
  g_assert_nonnull (find_label (page, end));

  /* An entry: the next player's throw, and its groupings. */
  append (session, pips_choice_game_build_group (game, first_group, second_group, 4, FALSE));
  g_clear_pointer (&end, g_free);
  end = end_odds_text (game, FALSE);
  g_assert_nonnull (find_label (page, end));
  append (session, pips_choice_game_build_throw (game, second));
  PIPS_UI_TEST_WAIT_UNTIL (rows_show_odds (page, game));
  g_clear_pointer (&end, g_free);
  end = end_odds_text (game, TRUE);
  g_assert_nonnull (find_label (page, end));

  /* Off again: gone. */
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);
  g_assert_true (rows_show_no_odds (page));
  g_assert_null (find_label (page, end));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* The game menu's Show the Odds (action odds.show of the session's frame) turns the odds of
 * this page on and off. */
static void
test_odds_toggle (void)
{
  g_autoptr(PipsSession) session = session_new (2);
  PipsChoiceGame *game = game_of (session);
  GtkWidget *view = adw_navigation_view_new ();
  GtkWidget *frame = g_object_ref_sink (GTK_WIDGET (pips_session_page_new (session)));
  GtkWidget *page = pips_session_page_get_board (PIPS_SESSION_PAGE (frame));
  const guint8 faces[] = { 3, 4, 4, 5, 1 };
  GtkWidget *window;

  adw_navigation_view_push (ADW_NAVIGATION_VIEW (view), ADW_NAVIGATION_PAGE (frame));
  window = pips_ui_test_show_in_window (view, 960, 720);
  append (session, pips_choice_game_build_throw (game, faces));
  pips_ui_test_wait_for_paint (page);

  g_assert_false (pips_game_page_get_show_odds (PIPS_GAME_PAGE (page)));
  g_assert_true (rows_show_no_odds (page));
  g_assert_true (gtk_widget_activate_action (frame, "odds.show", NULL));
  g_assert_true (pips_game_page_get_show_odds (PIPS_GAME_PAGE (page)));
  PIPS_UI_TEST_WAIT_UNTIL (rows_show_odds (page, game));
  g_assert_true (gtk_widget_activate_action (frame, "odds.show", NULL));
  g_assert_false (pips_game_page_get_show_odds (PIPS_GAME_PAGE (page)));
  g_assert_true (rows_show_no_odds (page));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (frame);
}

/* The end: the ranking and Copy Results. */
static void
test_game_over (void)
{
  g_autoptr(PipsSession) session = session_from_file ("choice-2p.json");
  GtkWidget *page = page_new (session);
  GtkWidget *window = pips_ui_test_show_in_window (page, 960, 720);
  GtkListBox *list;

  g_assert_true (pips_session_get_is_over (session));
  g_assert_nonnull (pips_ui_test_find_action_button (page, "session.copy-results"));
  list = find_list (page, "Ranking");
  g_assert_nonnull (list);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, 0))),
                   ==, "Ben");
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 1));
  g_assert_null (gtk_list_box_get_row_at_index (list, 2));
  assert_shows (page, "800");
  assert_shows (page, "−250");

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (page);
}

/* Pictures, for a person to look at. */

static void
test_screenshots (void)
{
  static const struct { AdwColorScheme scheme; const char *name; } schemes[] = {
    { ADW_COLOR_SCHEME_FORCE_LIGHT, "light" },
    { ADW_COLOR_SCHEME_FORCE_DARK, "dark" },
  };
  static const struct { int width, height; const char *name; } sizes[] = {
    { 1280, 800, "wide" },
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
          g_autoptr(PipsSession) session = session_from_file ("choice-500.json");
          g_autoptr(PipsSession) two = session_new (2);
          PipsChoiceGame *game = game_of (two);
          GtkWidget *page;
          GtkWidget *window;
          PipsDiceEntry *entry;
          g_autofree char *group = g_strdup_printf ("choice-group-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *over = g_strdup_printf ("choice-over-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          g_autofree char *odds = g_strdup_printf ("choice-odds-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);
          const guint first[] = { 0, 1 };
          const guint second[] = { 2, 3 };

          /* Two sheets under way, dice at hand and two tapped. */
          for (guint k = 0; k < 6; k++)
            {
              const guint8 faces[] = { 3, 4, 4, 4, 1 + k % 2 };

              append (two, pips_choice_game_build_throw (game, faces));
              append (two, pips_choice_game_build_group (game, first, second, 4, FALSE));
            }
          {
            const guint8 faces[] = { 3, 4, 2, 6, 1 };

            append (two, pips_choice_game_build_throw (game, faces));
          }
          page = page_new (two);
          window = pips_ui_test_show_in_window (page, sizes[z].width, sizes[z].height);
          entry = PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
          tap (entry, 0);
          tap (entry, 1);
          pips_ui_test_wait_for_paint (window);
          pips_ui_test_save_png_in (window, dir, group);

          /* The same with the odds on. */
          pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
          PIPS_UI_TEST_WAIT_UNTIL (some_row_best (page));
          pips_ui_test_wait_for_paint (window);
          pips_ui_test_save_png_in (window, dir, odds);
          pips_ui_test_destroy_window (window);
          g_assert_finalize_object (page);

          page = page_new (session);
          window = pips_ui_test_show_in_window (page, sizes[z].width, sizes[z].height);
          pips_ui_test_wait_for_paint (window);
          pips_ui_test_save_png_in (window, dir, over);
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

  g_test_add_func ("/choice-page/throw", test_throw);
  g_test_add_func ("/choice-page/taps", test_taps);
  g_test_add_func ("/choice-page/layout/taps-stay", test_taps_stay);
  g_test_add_func ("/choice-page/layout/two-sheets", test_two_sheets);
  g_test_add_func ("/choice-page/jokers", test_jokers);
  g_test_add_func ("/choice-page/roll", test_roll);
  g_test_add_func ("/choice-page/refused", test_refused);
  g_test_add_func ("/choice-page/layout/narrow", test_narrow);
  g_test_add_func ("/choice-page/odds", test_odds);
  g_test_add_func ("/choice-page/odds-toggle", test_odds_toggle);
  g_test_add_func ("/choice-page/game-over", test_game_over);
  g_test_add_func ("/choice-page/layout/screenshots", test_screenshots);

  return g_test_run ();
}
