/* test-widgets.c — the shared widgets: die, dice entry (typing, tapping, rolling), chip counter
 *
 * Runs under Xvfb (suite "ui"). Keys are pressed by looking up the shortcut bound to them on the
 * focus widget and its ancestors and activating it, which is what GTK does with a key event; the
 * keypad is tapped by activating its buttons. Each test ends with g_assert_finalize_object().
 *
 * Also renders the widgets to PNG, light and dark (and high contrast, when run with
 * ADW_DEBUG_HIGH_CONTRAST=1), wide and at 360 px, into $PIPS_TEST_SHOTS/test-widgets when it is
 * set (`build-aux/dev test --full`), for a person to look at.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "pips-test-util.h"
#include "pips-chip-counter.h"
#include "pips-chip-stack.h"
#include "pips-dice-entry.h"
#include "pips-dice.h"
#include "pips-die.h"
#include "pips-ui-test-util.h"

#define SEED 20260401

static const char * const picture_icons[] = {
  "face-smile-symbolic", "face-cool-symbolic", "face-surprise-symbolic",
  "face-glasses-symbolic", "face-angel-symbolic", "starred-symbolic", NULL
};
static const char * const picture_labels[] = {
  "Homer", "Marge", "Bart", "Lisa", "Maggie", "Looking good!", NULL
};

/* Helpers */

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
changed_cb (PipsDiceEntry *entry,
            guint         *count)
{
  (*count)++;
}

/* PipsDie */

static void
test_die_labels (void)
{
  PipsDie *die = PIPS_DIE (g_object_ref_sink (pips_die_new ()));
  guint face_notifies = 0;

  g_signal_connect (die, "notify::face", G_CALLBACK (count_cb), &face_notifies);

  gtk_test_accessible_assert_role (die, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL, "Die: not set");

  pips_die_set_face (die, 5);
  pips_die_set_face (die, 5);
  g_assert_cmpuint (face_notifies, ==, 1);
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL, "Die: 5");

  pips_die_set_number (die, 3);
  pips_die_set_red (die, TRUE);
  pips_die_set_kept (die, TRUE);
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL, "Die 3: red 5, kept");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (die), "red"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (die), "kept"));
  g_assert_cmpuint (pips_die_get_marks (die), ==, PIPS_DIE_MARK_RED | PIPS_DIE_MARK_KEPT);

  pips_die_set_marks (die, PIPS_DIE_MARK_SELECTED | PIPS_DIE_MARK_LOCKED);
  g_assert_false (pips_die_get_red (die));
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Die 3: 5, selected, locked");

  pips_die_set_marks (die, PIPS_DIE_MARK_NONE);
  pips_die_set_kind (die, PIPS_DIE_KIND_BLACK);
  pips_die_set_number (die, 0);
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL, "Die: black 5");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (die), "black"));

  pips_die_set_kind (die, PIPS_DIE_KIND_WHITE);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (die), "black"));
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL, "Die: white 5");

  pips_die_set_kind (die, PIPS_DIE_KIND_PICTURE);
  pips_die_set_pictures (die, picture_icons, picture_labels);
  pips_die_set_face (die, 2);
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL, "Die: Marge");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (die)), ==, "Marge");

  g_assert_finalize_object (die);
}

/* PipsDiceEntry */

static void
test_entry_keyboard (void)
{
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_dice_entry_new (6));
  GtkWidget *window;
  guint changes = 0;
  guint face_notifies = 0;

  g_object_ref (entry);
  pips_dice_entry_set_allow_red (entry, TRUE);
  g_signal_connect (entry, "changed", G_CALLBACK (changed_cb), &changes);
  g_signal_connect (entry, "notify::faces", G_CALLBACK (count_cb), &face_notifies);
  window = pips_ui_test_show_in_window (GTK_WIDGET (entry), -1, -1);

  pips_ui_test_assert_die_label (entry, 0, "Die 1: not set");
  gtk_test_accessible_assert_role (pips_dice_entry_get_die (entry, 0), GTK_ACCESSIBLE_ROLE_BUTTON);
  g_assert_false (pips_dice_entry_get_complete (entry));

  /* Focus the entry and type a whole throw. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (entry)));
  pips_ui_test_type_text (window, "144625");
  pips_ui_test_assert_entry_faces (entry, "144625");
  g_assert_true (pips_dice_entry_get_complete (entry));
  g_assert_cmpuint (pips_dice_entry_get_cursor (entry), ==, 6);
  g_assert_cmpuint (changes, ==, 6);
  g_assert_cmpuint (face_notifies, ==, 6);
  pips_ui_test_assert_die_label (entry, 2, "Die 3: 4");

  /* A seventh digit has nowhere to go. */
  g_assert_false (pips_ui_test_press_key (window, GDK_KEY_3, 0));
  pips_ui_test_assert_entry_faces (entry, "144625");

  /* "r" turns the face typed last red, and back. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_r, 0));
  pips_ui_test_assert_die_label (entry, 5, "Die 6: red 5");
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 5), ==, PIPS_DIE_MARK_RED);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_r, 0));
  pips_ui_test_assert_die_label (entry, 5, "Die 6: 5");

  /* Backspace clears the die before the cursor and moves back. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_BackSpace, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_BackSpace, 0));
  pips_ui_test_assert_entry_faces (entry, "1446..");
  g_assert_false (pips_dice_entry_get_complete (entry));
  g_assert_cmpuint (pips_dice_entry_get_cursor (entry), ==, 4);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (pips_dice_entry_get_die (entry, 4)));

  /* Keypad digits work the same; a red face from the keyboard (Shift+digit) goes through the same
   * action as the keypad's red row. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_KP_3, 0));
  gtk_widget_activate_action (GTK_WIDGET (entry), "dice-entry.enter", "(ub)", 6, TRUE);
  pips_ui_test_assert_entry_faces (entry, "144636");
  pips_ui_test_assert_die_label (entry, 5, "Die 6: red 6");

  /* Arrows move between the dice; typing overwrites from there. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Home, 0));
  g_assert_cmpuint (pips_dice_entry_get_cursor (entry), ==, 0);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Right, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Left, 0));
  g_assert_cmpuint (pips_dice_entry_get_cursor (entry), ==, 1);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (pips_dice_entry_get_die (entry, 1)));
  pips_ui_test_type_text (window, "2");
  pips_ui_test_assert_entry_faces (entry, "124636");

  /* Delete clears the die at the cursor. */
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Delete, 0));
  pips_ui_test_assert_entry_faces (entry, "12.636");

  /* Digits 0, 7, 8 and 9 are not faces. */
  g_assert_false (pips_ui_test_press_key (window, GDK_KEY_7, 0));
  g_assert_false (pips_ui_test_press_key (window, GDK_KEY_0, 0));

  /* Only one die is in the Tab order. */
  for (guint i = 0; i < 6; i++)
    g_assert_cmpint (gtk_widget_get_focusable (GTK_WIDGET (pips_dice_entry_get_die (entry, i))), ==, i == 2);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (entry);
}

static void
test_entry_taps (void)
{
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_dice_entry_new (6));
  GtkWidget *window;
  /* 1, red 4, 4, 6, red 2, 5: the throw the Chili issue's budget is about. */
  static const struct { guint face; gboolean red; } taps[] = {
    { 1, FALSE }, { 4, TRUE }, { 4, FALSE }, { 6, FALSE }, { 2, TRUE }, { 5, FALSE },
  };
  guint n_taps = 0;

  g_object_ref (entry);
  pips_dice_entry_set_allow_red (entry, TRUE);
  window = pips_ui_test_show_in_window (GTK_WIDGET (entry), -1, -1);

  for (guint i = 0; i < G_N_ELEMENTS (taps); i++)
    {
      g_autofree char *tooltip = g_strdup_printf (taps[i].red ? "Enter red %u" : "Enter %u", taps[i].face);
      GtkWidget *button = NULL;

      /* Find the keypad button by what it says, as a person would. */
      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (entry));
           child != NULL && button == NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          for (GtkWidget *b = gtk_widget_get_first_child (child); b != NULL; b = gtk_widget_get_next_sibling (b))
            if (GTK_IS_BUTTON (b) && g_strcmp0 (gtk_widget_get_tooltip_text (b), tooltip) == 0)
              button = b;
        }

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_visible (button));
      gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip);
      g_signal_emit_by_name (button, "clicked");
      n_taps++;
    }

  pips_ui_test_assert_entry_faces (entry, "144625");
  g_assert_cmpuint (n_taps, <=, 8);
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 1), ==, PIPS_DIE_MARK_RED);
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 4), ==, PIPS_DIE_MARK_RED);
  pips_ui_test_assert_die_label (entry, 1, "Die 2: red 4");
  pips_ui_test_assert_die_label (entry, 4, "Die 5: red 2");

  /* With everything entered, the keypad has nothing to fill. */
  gtk_widget_activate_action (GTK_WIDGET (entry), "dice-entry.enter", "(ub)", 3, FALSE);
  pips_ui_test_assert_entry_faces (entry, "144625");

  /* Tapping a die puts the cursor there; the next tap corrects it. */
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 3), "activate");
  g_assert_cmpuint (pips_dice_entry_get_cursor (entry), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (entry), "dice-entry.enter", "(ub)", 3, FALSE);
  pips_ui_test_assert_entry_faces (entry, "144325");

  /* Without red faces, the red row is not there. */
  pips_dice_entry_set_allow_red (entry, FALSE);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (entry)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    for (GtkWidget *b = gtk_widget_get_first_child (child); b != NULL; b = gtk_widget_get_next_sibling (b))
      if (GTK_IS_BUTTON (b) && g_str_has_prefix (gtk_widget_get_tooltip_text (b), "Enter red"))
        g_assert_false (gtk_widget_get_visible (b));

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (entry);
}

static void
test_entry_marks (void)
{
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (g_object_ref_sink (pips_dice_entry_new (6)));
  static const guint8 faces[] = { 3, 3, 5, 1, 2, 6 };

  pips_dice_entry_set_faces (entry, faces, G_N_ELEMENTS (faces));
  pips_dice_entry_set_marks (entry, 2, PIPS_DIE_MARK_RED | PIPS_DIE_MARK_KEPT);
  pips_dice_entry_set_mark (entry, 0, PIPS_DIE_MARK_LOCKED, TRUE);
  pips_ui_test_assert_die_label (entry, 2, "Die 3: red 5, kept");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: 3, locked");

  /* Typing skips the locked die. */
  pips_dice_entry_set_cursor (entry, 0);
  gtk_widget_activate_action (GTK_WIDGET (entry), "dice-entry.enter", "(ub)", 4, FALSE);
  pips_ui_test_assert_entry_faces (entry, "345126");
  g_assert_cmpuint (pips_dice_entry_get_cursor (entry), ==, 2);

  /* Selection mode: activating toggles "selected", not the face; the selection starts at the
   * first die, the only one in the Tab order. */
  pips_dice_entry_set_selection_mode (entry, TRUE);
  g_assert_cmpuint (pips_dice_entry_get_cursor (entry), ==, 0);
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (pips_dice_entry_get_die (entry, 0))));
  g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (pips_dice_entry_get_die (entry, 2))));
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 4), "activate");
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 4), ==, PIPS_DIE_MARK_SELECTED);
  pips_ui_test_assert_die_label (entry, 4, "Die 5: 2, selected");
  gtk_test_accessible_assert_state (pips_dice_entry_get_die (entry, 4),
                                    GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_TRUE);
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 0), "activate");
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 0), ==, PIPS_DIE_MARK_LOCKED);
  g_signal_emit_by_name (pips_dice_entry_get_die (entry, 4), "activate");
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 4), ==, PIPS_DIE_MARK_NONE);

  pips_dice_entry_clear_marks (entry, PIPS_DIE_MARK_LOCKED);
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 0), ==, PIPS_DIE_MARK_NONE);

  /* Black'n'White: one black, one white die. */
  pips_dice_entry_set_n_dice (entry, 2);
  pips_dice_entry_set_die_kind (entry, 0, PIPS_DIE_KIND_BLACK);
  pips_dice_entry_set_die_kind (entry, 1, PIPS_DIE_KIND_WHITE);
  pips_ui_test_assert_entry_faces (entry, "34");
  pips_ui_test_assert_die_label (entry, 0, "Die 1: black 3");
  pips_ui_test_assert_die_label (entry, 1, "Die 2: white 4");

  /* Family Album: picture faces with their names. */
  pips_dice_entry_set_n_dice (entry, 8);
  pips_dice_entry_set_kind (entry, PIPS_DIE_KIND_PICTURE);
  pips_dice_entry_set_pictures (entry, picture_icons, picture_labels);
  pips_dice_entry_set_face (entry, 7, 6);
  pips_ui_test_assert_die_label (entry, 7, "Die 8: Looking good!");

  pips_dice_entry_clear (entry);
  pips_ui_test_assert_entry_faces (entry, "........");

  g_assert_finalize_object (entry);
}

typedef struct {
  gboolean done;
  gboolean success;
} RollData;

static void
roll_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  RollData *data = user_data;
  g_autoptr(GError) error = NULL;

  data->success = pips_dice_entry_show_roll_finish (PIPS_DICE_ENTRY (object), result, &error);
  g_assert_no_error (error);
  data->done = TRUE;
}

typedef struct {
  gboolean done;
  int      code;
} RefusedData;

static void
refused_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  RefusedData *data = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_false (pips_dice_entry_show_roll_finish (PIPS_DICE_ENTRY (object), result, &error));
  g_assert_error (error, G_IO_ERROR, data->code);
  data->done = TRUE;
}

static void
wait_for_roll (RollData *data)
{
  while (!data->done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (data->success);
}

/* A throw as the rules would build it: @faces for every die, @keep those that stay. */
static PipsRoll
make_roll (const char     *faces,
           const gboolean *keep,
           const gboolean *marked)
{
  PipsRoll roll;

  pips_roll_init (&roll, strlen (faces));
  for (guint i = 0; i < roll.n_dice; i++)
    {
      roll.faces[i] = faces[i] - '0';
      roll.keep[i] = keep != NULL && keep[i];
      roll.marked[i] = marked != NULL && marked[i];
    }

  return roll;
}

static void
test_roll_kept (void)
{
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (g_object_ref_sink (pips_dice_entry_new (6)));
  const guint8 faces[] = { 6, 6, 6, 2, 2, 2 };
  const gboolean keep[] = { TRUE, FALSE, TRUE, FALSE, FALSE, TRUE };
  const gboolean marked[] = { FALSE, FALSE, FALSE, TRUE, FALSE, FALSE };
  PipsRoll roll = make_roll ("636152", keep, marked);
  RollData data = { 0 };

  pips_dice_entry_set_faces (entry, faces, 6);
  pips_dice_entry_set_mark (entry, 0, PIPS_DIE_MARK_KEPT, TRUE);
  pips_dice_entry_set_mark (entry, 2, PIPS_DIE_MARK_KEPT, TRUE);
  pips_dice_entry_set_mark (entry, 5, PIPS_DIE_MARK_LOCKED, TRUE);
  pips_dice_entry_set_mark (entry, 1, PIPS_DIE_MARK_RED, TRUE);
  pips_dice_entry_set_mark (entry, 4, PIPS_DIE_MARK_SELECTED, TRUE);

  /* The entry is not on screen: no animation, the faces show at once. */
  pips_dice_entry_show_roll (entry, &roll, NULL, roll_cb, &data);
  g_assert_false (pips_dice_entry_get_rolling (entry));
  wait_for_roll (&data);

  /* The thrown dice show the throw's faces, the kept ones theirs. */
  pips_ui_test_assert_entry_faces (entry, "636152");
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 0), ==, PIPS_DIE_MARK_KEPT);
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 5), ==, PIPS_DIE_MARK_LOCKED);
  /* A thrown die loses its red and selected marks, and shows red where the rules mark it. */
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 1), ==, PIPS_DIE_MARK_NONE);
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 3), ==, PIPS_DIE_MARK_RED);
  g_assert_cmpuint (pips_dice_entry_get_marks (entry, 4), ==, PIPS_DIE_MARK_NONE);
  g_assert_true (pips_die_get_red (pips_dice_entry_get_die (entry, 3)));

  /* A throw of other dice than the entry's is refused, and nothing changes. */
  {
    PipsRoll wrong = make_roll ("12345", NULL, NULL);
    RefusedData refused = { .code = G_IO_ERROR_INVALID_ARGUMENT };

    pips_dice_entry_show_roll (entry, &wrong, NULL, refused_cb, &refused);
    while (!refused.done)
      g_main_context_iteration (NULL, TRUE);
    pips_ui_test_assert_entry_faces (entry, "636152");
  }

  g_assert_finalize_object (entry);
}

static void
test_roll_animations_off (void)
{
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_dice_entry_new (6));
  PipsRoll roll = make_roll ("425316", NULL, NULL);
  RollData data = { 0 };
  GtkWidget *window;

  g_object_ref (entry);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  window = pips_ui_test_show_in_window (GTK_WIDGET (entry), -1, -1);

  pips_dice_entry_show_roll (entry, &roll, NULL, roll_cb, &data);

  /* On screen, but animations are off: the final faces are there as soon as the call returns. */
  g_assert_false (pips_dice_entry_get_rolling (entry));
  pips_ui_test_assert_entry_faces (entry, "425316");
  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (pips_die_get_face (pips_dice_entry_get_die (entry, i)), ==, roll.faces[i]);
  g_assert_true (pips_dice_entry_get_complete (entry));
  wait_for_roll (&data);

  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (entry);
}

static void
test_roll_animated (void)
{
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_dice_entry_new (6));
  const guint8 faces[6] = { 1, 1, 1, 1, 1, 1 };
  const gboolean keep[6] = { FALSE, FALSE, FALSE, FALSE, TRUE, FALSE };
  PipsRoll roll = make_roll ("563214", keep, NULL);
  RollData data = { 0 };
  GtkWidget *window;
  guint rolling_notifies = 0;
  guint shown_faces = 0;

  g_object_ref (entry);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  pips_dice_entry_set_faces (entry, faces, 6);
  pips_dice_entry_set_mark (entry, 4, PIPS_DIE_MARK_KEPT, TRUE);
  g_signal_connect (entry, "notify::rolling", G_CALLBACK (count_cb), &rolling_notifies);
  window = pips_ui_test_show_in_window (GTK_WIDGET (entry), -1, -1);
  g_signal_connect (pips_dice_entry_get_die (entry, 0), "notify::face", G_CALLBACK (count_cb), &shown_faces);

  pips_dice_entry_show_roll (entry, &roll, NULL, roll_cb, &data);
  g_assert_true (pips_dice_entry_get_rolling (entry));
  /* The faces do not change until the dice come to rest. */
  pips_ui_test_assert_entry_faces (entry, "111111");

  /* A second throw while the dice roll is refused. */
  {
    RefusedData refused = { .code = G_IO_ERROR_PENDING };

    pips_dice_entry_show_roll (entry, &roll, NULL, refused_cb, &refused);
    while (!refused.done)
      g_main_context_iteration (NULL, TRUE);
  }

  wait_for_roll (&data);

  g_assert_false (pips_dice_entry_get_rolling (entry));
  g_assert_cmpuint (rolling_notifies, ==, 2);
  /* However few frames a busy machine draws, the die shows its new face in the end. */
  g_assert_cmpuint (shown_faces, >=, 1);
  pips_ui_test_assert_entry_faces (entry, "563214");
  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (pips_die_get_face (pips_dice_entry_get_die (entry, i)), ==,
                      i == 4 ? 1 : roll.faces[i]);

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (entry);
}

static void
test_roll_cancelled (void)
{
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (pips_dice_entry_new (3));
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  PipsRoll roll = make_roll ("612", NULL, NULL);
  RefusedData data = { .code = G_IO_ERROR_CANCELLED };
  GtkWidget *window;

  g_object_ref (entry);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  window = pips_ui_test_show_in_window (GTK_WIDGET (entry), -1, -1);

  pips_dice_entry_show_roll (entry, &roll, cancellable, refused_cb, &data);
  g_assert_true (pips_dice_entry_get_rolling (entry));

  /* Cancelling lands the dice at once, on the throw's faces; the result says it was cancelled. */
  g_cancellable_cancel (cancellable);
  g_assert_false (pips_dice_entry_get_rolling (entry));
  pips_ui_test_assert_entry_faces (entry, "612");
  while (!data.done)
    g_main_context_iteration (NULL, TRUE);

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  pips_ui_test_destroy_window (window);
  g_assert_finalize_object (entry);
}

/* PipsChipCounter */

static void
test_chip_counter (void)
{
  PipsChipCounter *counter = PIPS_CHIP_COUNTER (g_object_ref_sink (pips_chip_counter_new ("Middle", 3)));
  guint notifies = 0;

  g_signal_connect (counter, "notify::count", G_CALLBACK (count_cb), &notifies);

  gtk_test_accessible_assert_role (counter, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (counter, GTK_ACCESSIBLE_PROPERTY_LABEL, "Middle: 3 chips");

  pips_chip_counter_set_count (counter, 1);
  pips_chip_counter_set_count (counter, 1);
  g_assert_cmpuint (notifies, ==, 1);
  pips_chip_counter_set_label (counter, "Anna");
  gtk_test_accessible_assert_property (counter, GTK_ACCESSIBLE_PROPERTY_LABEL, "Anna: 1 chip");

  pips_chip_counter_set_label (counter, NULL);
  pips_chip_counter_set_count (counter, 0);
  gtk_test_accessible_assert_property (counter, GTK_ACCESSIBLE_PROPERTY_LABEL, "0 chips");

  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (counter), "highlight"));
  pips_chip_counter_set_highlight (counter, TRUE);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (counter), "highlight"));

  g_assert_finalize_object (counter);
}

/* Screenshots */

static void
save_png (GtkWidget  *window,
          const char *name)
{
  /* The gallery is laid out and checked in every run; kept as a picture only when asked. */
  if (g_getenv ("PIPS_TEST_SHOTS") != NULL)
    pips_ui_test_save_png_in (window, pips_ui_test_get_pictures_dir (), name);
}

static GtkWidget *
die_with (PipsDieKind  kind,
          guint        face,
          PipsDieMarks marks)
{
  GtkWidget *die = pips_die_new ();

  pips_die_set_kind (PIPS_DIE (die), kind);
  pips_die_set_pictures (PIPS_DIE (die), picture_icons, picture_labels);
  pips_die_set_face (PIPS_DIE (die), face);
  pips_die_set_marks (PIPS_DIE (die), marks);

  return die;
}

/* Everything, or (@narrow) what a game page shows at phone width: the entries and counters. */
static GtkWidget *
make_gallery (gboolean narrow)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *row;
  GtkWidget *entry;
  GtkWidget *counters;
  static const guint8 chili[] = { 1, 4, 4, 6, 2, 5 };
  static const guint8 bnw[] = { 5, 3 };
  static const guint8 album[] = { 1, 3, 3, 6, 2, 0, 0, 0 };

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);

  /* Every face, then red faces, black and white, a blank die, marks, pictures. */
  if (!narrow)
    {
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      for (guint f = 1; f <= 6; f++)
        gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_ORDINARY, f, 0));
      gtk_box_append (GTK_BOX (box), row);

      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_ORDINARY, 3, PIPS_DIE_MARK_RED));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_ORDINARY, 5, PIPS_DIE_MARK_RED | PIPS_DIE_MARK_KEPT));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_BLACK, 6, 0));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_WHITE, 4, 0));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_BLACK, 0, 0));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_ORDINARY, 0, 0));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_ORDINARY, 2, PIPS_DIE_MARK_KEPT));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_ORDINARY, 2, PIPS_DIE_MARK_SELECTED));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_PICTURE, 1, 0));
      gtk_box_append (GTK_BOX (row), die_with (PIPS_DIE_KIND_PICTURE, 6, 0));
      gtk_box_append (GTK_BOX (box), row);
    }

  /* Chili: a throw with a red 4 and a kept 6, cursor in the middle, the keypad with red faces. */
  entry = pips_dice_entry_new (6);
  pips_dice_entry_set_allow_red (PIPS_DICE_ENTRY (entry), TRUE);
  pips_dice_entry_set_faces (PIPS_DICE_ENTRY (entry), chili, 6);
  pips_dice_entry_set_marks (PIPS_DICE_ENTRY (entry), 1, PIPS_DIE_MARK_RED);
  pips_dice_entry_set_marks (PIPS_DICE_ENTRY (entry), 3, PIPS_DIE_MARK_KEPT | PIPS_DIE_MARK_LOCKED);
  pips_dice_entry_set_face (PIPS_DICE_ENTRY (entry), 4, 0);
  pips_dice_entry_set_cursor (PIPS_DICE_ENTRY (entry), 4);
  gtk_box_append (GTK_BOX (box), entry);

  /* Selecting dice to throw again. */
  entry = pips_dice_entry_new (6);
  pips_dice_entry_set_faces (PIPS_DICE_ENTRY (entry), chili, 6);
  pips_dice_entry_set_selection_mode (PIPS_DICE_ENTRY (entry), TRUE);
  pips_dice_entry_set_marks (PIPS_DICE_ENTRY (entry), 0, PIPS_DIE_MARK_SELECTED);
  pips_dice_entry_set_marks (PIPS_DICE_ENTRY (entry), 4, PIPS_DIE_MARK_SELECTED);
  pips_dice_entry_set_marks (PIPS_DICE_ENTRY (entry), 3, PIPS_DIE_MARK_KEPT);
  gtk_box_append (GTK_BOX (box), entry);

  /* Black'n'White */
  entry = pips_dice_entry_new (2);
  pips_dice_entry_set_die_kind (PIPS_DICE_ENTRY (entry), 0, PIPS_DIE_KIND_BLACK);
  pips_dice_entry_set_die_kind (PIPS_DICE_ENTRY (entry), 1, PIPS_DIE_KIND_WHITE);
  pips_dice_entry_set_faces (PIPS_DICE_ENTRY (entry), bnw, 2);
  pips_dice_entry_set_show_keypad (PIPS_DICE_ENTRY (entry), FALSE);
  gtk_box_append (GTK_BOX (box), entry);

  /* Family Album: eight picture dice. */
  entry = pips_dice_entry_new (8);
  pips_dice_entry_set_kind (PIPS_DICE_ENTRY (entry), PIPS_DIE_KIND_PICTURE);
  pips_dice_entry_set_pictures (PIPS_DICE_ENTRY (entry), picture_icons, picture_labels);
  pips_dice_entry_set_faces (PIPS_DICE_ENTRY (entry), album, 8);
  gtk_box_append (GTK_BOX (box), entry);

  counters = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (counters), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (counters), 4);
  {
    GtkWidget *middle = pips_chip_counter_new ("Middle", 7);
    GtkWidget *bank = pips_chip_counter_new ("Bank", 40);

    pips_chip_counter_set_highlight (PIPS_CHIP_COUNTER (middle), TRUE);
    gtk_widget_add_css_class (bank, "red");
    gtk_flow_box_append (GTK_FLOW_BOX (counters), middle);
    gtk_flow_box_append (GTK_FLOW_BOX (counters), pips_chip_counter_new ("Anna", 1));
    gtk_flow_box_append (GTK_FLOW_BOX (counters), pips_chip_counter_new ("Bartholomew", 0));
    gtk_flow_box_append (GTK_FLOW_BOX (counters), bank);
  }
  gtk_box_append (GTK_BOX (box), counters);

  return box;
}

static void
test_screenshots (void)
{
  static const struct {
    AdwColorScheme scheme;
    const char *suffix;
  } schemes[] = {
    { ADW_COLOR_SCHEME_FORCE_LIGHT, "light" },
    { ADW_COLOR_SCHEME_FORCE_DARK, "dark" },
  };
  static const struct {
    int width;
    const char *suffix;
  } widths[] = {
    { -1, "wide" },
    { 360, "narrow" },
  };
  /* High contrast comes from the desktop; meson runs this test again with
   * ADW_DEBUG_HIGH_CONTRAST=1 for those pictures. */
  gboolean high_contrast = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[s].scheme);

      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        {
          g_autofree char *name = g_strdup_printf ("widgets-%s-%s%s.png", widths[w].suffix,
                                                   high_contrast ? "hc-" : "", schemes[s].suffix);
          GtkWidget *gallery = make_gallery (widths[w].width > 0);
          GtkWidget *window;

          if (widths[w].width > 0)
            {
              GtkWidget *scroller = gtk_scrolled_window_new ();

              gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller),
                                              GTK_POLICY_NEVER, GTK_POLICY_NEVER);
              gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
              gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), gallery);
              gtk_widget_set_size_request (scroller, widths[w].width, -1);
              gallery = scroller;
            }

          window = pips_ui_test_show_in_window (gallery, -1, -1);
          save_png (window, name);

          /* Nothing is wider than the window allows. */
          if (widths[w].width > 0)
            g_assert_cmpint (gtk_widget_get_width (window), <=, widths[w].width);

          pips_ui_test_destroy_window (window);
        }
    }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  PIPS_TEST_REQUIRE_DISPLAY ();

  pips_ui_test_init (&argc, &argv, "/io/github/pipsapp/Pips/ui/widgets/pips-widgets.css");

  g_test_add_func ("/widgets/die/labels", test_die_labels);
  g_test_add_func ("/widgets/dice-entry/keyboard", test_entry_keyboard);
  g_test_add_func ("/widgets/dice-entry/taps", test_entry_taps);
  g_test_add_func ("/widgets/dice-entry/marks", test_entry_marks);
  g_test_add_func ("/widgets/dice-entry/roll-kept", test_roll_kept);
  g_test_add_func ("/widgets/dice-entry/roll-animations-off", test_roll_animations_off);
  g_test_add_func ("/widgets/dice-entry/roll-animated", test_roll_animated);
  g_test_add_func ("/widgets/dice-entry/roll-cancelled", test_roll_cancelled);
  g_test_add_func ("/widgets/chip-counter", test_chip_counter);
  g_test_add_func ("/widgets/screenshots", test_screenshots);

  return g_test_run ();
}
