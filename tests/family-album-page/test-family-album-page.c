/* test-family-album-page.c — the page of Family Album, driven through its actions
 *
 * Runs under Xvfb (suite "ui"). Everything a player does goes through the page's actions
 * ("fa.…") or the dice entry, as the buttons do; what happened is checked on the model and on
 * what the page shows. Run with LANGUAGE=de, the layout test checks the German page too.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-chip-counter.h"
#include "pips-dice-entry.h"
#include "pips-family-album-editor.h"
#include "pips-family-album-odds.h"
#include "pips-family-album-page.h"
#include "pips-family-album-rules.h"
#include "pips-test-util.h"
#include "pips-ui-test-util.h"

#define SEED 20261124

enum { H = 1, M, B, L, G, J };

static const char * const sheet_players[] = { "Ralf", "Heike", "Anke", NULL };

static PipsSession *
new_session (const char * const *players)
{
  g_autoptr(GError) error = NULL;
  PipsSession *session = pips_session_new ("family-album", players, NULL, &error);
  g_autoptr(JsonObject) album = NULL;
  g_autoptr(JsonObject) deal = pips_family_album_build_deal ();
  PipsFamilyAlbum example;

  g_assert_no_error (error);
  pips_family_album_init_example (&example);
  album = pips_family_album_build_album (&example);
  g_assert_true (pips_session_append (session, album, &error));
  g_assert_true (pips_session_append (session, deal, &error));

  return session;
}

static PipsFamilyAlbumGame *
game_of (PipsSession *session)
{
  return PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
}

static GtkWidget *
show_page (PipsSession *session,
           int          width,
           GtkWidget  **window_out)
{
  GtkWidget *page = g_object_ref_sink (pips_family_album_page_new (session));
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

static void
activate (GtkWidget  *page,
          const char *action,
          const char *format,
          ...)
{
  GVariant *parameter = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      parameter = g_variant_new_va (format, NULL, &args);
      va_end (args);
    }

  g_assert_true (gtk_widget_activate_action_variant (page, action, parameter));
  pips_ui_test_settle ();
}

static void
collect_titles (GtkWidget *widget,
                GType      type,
                GPtrArray *titles)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type) && gtk_widget_get_visible (child))
        g_ptr_array_add (titles, (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)));
      collect_titles (child, type, titles);
    }
}

/* Whether the page shows a row with this title. */
static gboolean
shows_row (GtkWidget  *page,
           const char *title)
{
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();

  collect_titles (page, ADW_TYPE_ACTION_ROW, titles);
  for (guint i = 0; i < titles->len; i++)
    {
      if (g_strcmp0 (g_ptr_array_index (titles, i), title) == 0)
        return TRUE;
    }

  return FALSE;
}

/* Whether the page shows a label with this text (and it and its parents are visible, also in
 * a stack: its pages not shown are not child-visible). */
static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child) || !gtk_widget_get_child_visible (child))
        continue;
      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), text) == 0)
        return TRUE;
      if (shows_label (child, text))
        return TRUE;
    }

  return FALSE;
}

/* Expected chips as the page shows them: signed, one decimal. */
static char *
chips_text (double chips)
{
  if (chips > -0.05 && chips < 0.05)
    return g_strdup_printf ("%.1f", 0.0);
  return g_strdup_printf ("%+.1f", chips);
}

/* What a bettor's row says with the odds on: the core's expected chips of a yes and a no bet
 * of @chips, for the state at hand. */
static char *
expected_bet_text (PipsFamilyAlbumGame *game,
                   guint                player,
                   guint                chips)
{
  double yes = 0, no = 0;
  g_autofree char *yes_text = NULL;
  g_autofree char *no_text = NULL;

  g_assert_true (pips_family_album_game_get_bet_odds (game, player, chips, &yes, &no));
  yes_text = chips_text (yes);
  no_text = chips_text (no);

  return g_strdup_printf ("Expected chips: yes %s, no %s", yes_text, no_text);
}

static void
toast_cb (GtkWidget *page,
          AdwToast  *toast,
          GPtrArray *toasts)
{
  g_ptr_array_add (toasts, g_strdup (adw_toast_get_title (toast)));
}

static PipsDiceEntry *
get_entry (GtkWidget *page)
{
  return PIPS_DICE_ENTRY (pips_ui_test_find_descendant (page, PIPS_TYPE_DICE_ENTRY));
}

static void
assert_fits_360 (GtkWidget  *page,
                 const char *what)
{
  int min_page = 0;
  int min_content = pips_ui_test_content_min_width (page);

  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min_page, NULL, NULL, NULL);
  g_test_message ("%s: the page needs %d px, its content %d px", what, min_page, min_content);
  if (min_page > 360 || min_content > 360)
    g_error ("%s: the page needs %d px (its content %d px), more than 360 px",
             what, min_page, min_content);
}

/* How many widgets of @type the page shows (they and their parents visible). */
static guint
count_shown (GtkWidget *widget,
             GType      type)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child) || !gtk_widget_get_child_visible (child))
        continue;
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        n++;
      n += count_shown (child, type);
    }

  return n;
}

/* The bettors' stake fields, in seat order (the roller's too, hidden). */
static void
collect_bet_spins (GtkWidget *widget,
                   GPtrArray *spins)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SPIN_BUTTON (child) && gtk_widget_get_ancestor (child, ADW_TYPE_SPIN_ROW) == NULL)
        g_ptr_array_add (spins, child);
      collect_bet_spins (child, spins);
    }
}

static GtkWidget *
find_spin_row (GtkWidget  *widget,
               const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (ADW_IS_SPIN_ROW (child) &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
        return child;
      if ((found = find_spin_row (child, title)) != NULL)
        return found;
    }

  return NULL;
}

/* Types @text into @field and presses Return there, as a player does. */
static void
type_and_return (GtkWidget  *window,
                 GtkWidget  *field,
                 const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (field), text);
  g_assert_true (gtk_widget_grab_focus (field));
  pips_ui_test_settle ();
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_settle ();
}

/* Tests */

/* The sheet's first throw through the page: Ralf stakes, Heike and Anke bet, the faces are
 * entered, and the settlement is shown line by line. A bet left out is refused first. */
static void
test_turn (void)
{
  g_autoptr(PipsSession) session = new_session (sheet_players);
  g_autoptr(GPtrArray) toasts = g_ptr_array_new_with_free_func (g_free);
  PipsFamilyAlbumGame *game = game_of (session);
  GtkWidget *window;
  GtkWidget *page = show_page (session, 960, &window);
  const guint8 faces[] = { H, B, J, J, L, G };

  g_signal_connect (page, "add-toast", G_CALLBACK (toast_cb), toasts);
  g_assert_true (shows_row (page, "Warum du kleiner…!"));
  g_assert_true (shows_row (page, "Bank"));

  /* The odds only when the table wants them: Bart with 1 to 8 dice is 2 in 6 to 1 − (4/6)^8. */
  g_assert_false (shows_label (page, "33–96 %"));
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  pips_ui_test_settle ();
  g_assert_true (shows_label (page, "33–96 %"));
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);
  pips_ui_test_settle ();
  g_assert_false (shows_label (page, "33–96 %"));

  /* Ralf: "Warum du kleiner…!", 2 chips, 6 dice. */
  activate (page, "fa.choose-picture", "u", 0);
  activate (page, "fa.stake-chips", "u", 2);
  activate (page, "fa.dice", "u", 6);
  activate (page, "fa.stake", NULL);
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_BETS);
  g_assert_cmpint (pips_family_album_game_get_picture (game), ==, 0);
  g_assert_cmpuint (pips_family_album_game_get_stake (game), ==, 2);
  g_assert_cmpuint (pips_family_album_game_get_n_dice (game), ==, 6);

  /* With the odds on, each bettor sees the expected chips of a yes and a no bet of the chips
   * in their field, as the core has them, anew when the chips change; nothing with them off. */
  {
    g_autofree char *one = expected_bet_text (game, 1, 1);
    g_autofree char *three = expected_bet_text (game, 1, 3);

    g_assert_false (shows_label (page, one));
    pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
    pips_ui_test_settle ();
    g_assert_true (shows_label (page, one));
    activate (page, "fa.bet-chips", "(uu)", 1, 3);
    g_assert_cmpstr (one, !=, three);
    g_assert_true (shows_label (page, three));
    pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), FALSE);
    pips_ui_test_settle ();
    g_assert_false (shows_label (page, three));
  }

  /* Heike bets yes, Anke has not chosen: refused, nothing changes. */
  activate (page, "fa.bet-side", "(us)", 1, "yes");
  activate (page, "fa.bet-chips", "(uu)", 1, 1);
  activate (page, "fa.bets", NULL);
  g_assert_cmpuint (toasts->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (toasts, 0), ==, "Anke has not bet: every other player bets yes or no");
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_BETS);

  activate (page, "fa.bet-side", "(us)", 2, "no");
  activate (page, "fa.bet-chips", "(uu)", 2, 3);
  activate (page, "fa.bets", NULL);
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_THROW);
  g_assert_cmpint (pips_family_album_game_get_bet (game, 1).side, ==, PIPS_FAMILY_ALBUM_SIDE_YES);
  g_assert_cmpint (pips_family_album_game_get_bet (game, 2).chips, ==, 3);

  /* The faces as they lie: too few first. */
  g_assert_cmpuint (pips_dice_entry_get_n_dice (get_entry (page)), ==, 6);
  activate (page, "fa.throw", NULL);
  g_assert_cmpstr (g_ptr_array_index (toasts, 1), ==, "Enter every die’s face first");
  pips_dice_entry_set_faces (get_entry (page), faces, 6);
  activate (page, "fa.throw", NULL);
  g_assert_cmpuint (pips_family_album_game_get_n_throws (game), ==, 1);

  /* The settlement, line by line; Ralf goes on with 2 dice. */
  g_assert_true (shows_row (page, "Stake · Ralf gets 2 chips from the bank"));
  g_assert_true (shows_row (page, "Yes · Heike gets 1 chip from the bank"));
  g_assert_true (shows_row (page, "No · Anke pays 3 chips to Ralf"));
  g_assert_cmpint (pips_family_album_game_get_chips (game, 0), ==, 15);
  g_assert_cmpint (pips_family_album_game_get_bank (game), ==, 57);
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_STAKE);
  g_assert_cmpuint (pips_family_album_game_get_dice_left (game), ==, 2);

  /* The picture already made cannot be chosen again. */
  activate (page, "fa.choose-picture", "u", 0);
  g_assert_cmpstr (g_ptr_array_index (toasts, 2), ==,
                   "“Warum du kleiner…!” is already made this turn: choose another picture");

  /* Bart with the 2 dice left, rolled on the virtual dice. */
  activate (page, "fa.choose-picture", "u", 1);
  activate (page, "fa.stake", NULL);
  activate (page, "fa.bet-side", "(us)", 1, "yes");
  activate (page, "fa.bet-side", "(us)", 2, "no");
  activate (page, "fa.bets", NULL);
  g_assert_cmpuint (pips_family_album_game_get_n_dice (game), ==, 2);
  activate (page, "fa.roll", NULL);
  /* The page takes the throw in when the dice land. */
  PIPS_UI_TEST_WAIT_UNTIL (!pips_dice_entry_get_rolling (get_entry (page)) &&
                           pips_dice_entry_get_complete (get_entry (page)));
  pips_ui_test_settle ();
  activate (page, "fa.throw", NULL);
  g_assert_cmpuint (pips_family_album_game_get_n_throws (game), ==, 2);

  /* Undo takes the throw back, settlement and all. */
  g_assert_true (pips_session_undo (session));
  pips_ui_test_settle ();
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_THROW);
  g_assert_cmpint (pips_family_album_game_get_chips (game, 0), ==, 15);

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* A throw from the keyboard alone: the page gives the keyboard to the dice, digits are faces
 * (1 Homer … 6 "Looking good!"), Ctrl+Enter enters the throw. */
static void
test_keyboard (void)
{
  g_autoptr(PipsSession) session = new_session (sheet_players);
  PipsFamilyAlbumGame *game = game_of (session);
  GtkWidget *window;
  GtkWidget *page = show_page (session, 360, &window);
  const PipsFamilyAlbumThrow *t;

  activate (page, "fa.choose-picture", "u", 1);
  activate (page, "fa.dice", "u", 2);
  activate (page, "fa.stake", NULL);
  activate (page, "fa.bet-side", "(us)", 1, "yes");
  activate (page, "fa.bet-side", "(us)", 2, "yes");
  activate (page, "fa.bets", NULL);
  pips_ui_test_wait_for_paint (page);

  g_assert_true (gtk_widget_grab_focus (page));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (get_entry (page))) ||
                 gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (get_entry (page)));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_4, 0));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_6, 0));
  PIPS_UI_TEST_WAIT_UNTIL (pips_dice_entry_get_complete (get_entry (page)));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, GDK_CONTROL_MASK));
  PIPS_UI_TEST_WAIT_UNTIL (pips_family_album_game_get_n_throws (game) == 1);

  /* Lisa and a joker standing in for Bart: made; one die is left, and no picture not made this
   * turn is that small, so the turn passes to Heike (no bonus: Lisa was not placed). */
  t = pips_family_album_game_get_throw (game, 0);
  g_assert_cmpuint (t->faces[0], ==, L);
  g_assert_cmpuint (t->faces[1], ==, J);
  g_assert_true (t->success);
  g_assert_true (t->ends_turn);
  g_assert_cmpuint (t->n_lines, ==, 3);
  g_assert_cmpuint (pips_family_album_game_get_roller (game), ==, 1);

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* At the table: the chips' colours only while they are certain; the exact chance of the picture
 * with the dice chosen; a stake, dice or bet typed out of bounds is said, not silently changed; the
 * keypad names each face and its digit; the stake and the bets stay on screen until settled. */
static void
test_at_the_table (void)
{
  g_autoptr(PipsSession) session = new_session (sheet_players);
  g_autoptr(GPtrArray) toasts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  PipsFamilyAlbumGame *game = game_of (session);
  GtkWidget *window;
  GtkWidget *page = show_page (session, 960, &window);
  GtkWidget *stake_row = find_spin_row (page, "_Stake");
  GtkWidget *dice_row = find_spin_row (page, "_Dice");
  const guint8 faces[] = { H, B, B, B, L, L, L, L };

  g_signal_connect (page, "add-toast", G_CALLBACK (toast_cb), toasts);
  g_assert_nonnull (stake_row);
  g_assert_nonnull (dice_row);

  /* The deal, as the sheet has it: blue and red for the bank and each player. */
  g_assert_cmpuint (count_shown (page, PIPS_TYPE_CHIP_COUNTER), ==, 2 * 4);

  /* The chance of "Warum du kleiner…!" (1 Homer, 3 Bart) with the dice chosen, with the odds on. */
  activate (page, "fa.choose-picture", "u", 0);
  activate (page, "fa.dice", "u", 8);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (dice_row)) ?: "", ==, "");
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  pips_ui_test_settle ();
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (dice_row)), ==, "Chance to make it: 46.3 %");
  activate (page, "fa.dice", "u", 4);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (dice_row)), ==, "Chance to make it: 3.6 %");
  activate (page, "fa.dice", "u", 8);

  /* 3 dice typed for a picture of 4 to 8: said, not entered. */
  type_and_return (window, dice_row, "3");
  g_assert_cmpuint (toasts->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (toasts, 0), ==,
                   "“Warum du kleiner…!” is thrown with 4 to 8 dice, not 3: the dice are now 4");
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_STAKE);
  g_assert_cmpfloat (adw_spin_row_get_value (ADW_SPIN_ROW (dice_row)), ==, 4);
  activate (page, "fa.dice", "u", 8);
  g_ptr_array_set_size (toasts, 0);

  /* A stake of 7 typed: said, and not entered with that Return; the next Return stakes 5. */
  type_and_return (window, stake_row, "7");
  g_assert_cmpuint (toasts->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (toasts, 0), ==, "A stake is 1 to 5 chips: the stake is now 5");
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_STAKE);
  g_assert_cmpfloat (adw_spin_row_get_value (ADW_SPIN_ROW (stake_row)), ==, 5);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_settle ();
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_BETS);
  g_assert_cmpuint (pips_family_album_game_get_stake (game), ==, 5);
  g_assert_cmpuint (pips_family_album_game_get_n_dice (game), ==, 8);

  /* The bettors see the chance too. A bet of 9 typed: said, not placed. */
  g_assert_true (shows_label (page, "“Warum du kleiner…!” · 5 chips · 8 dice · chance 46.3 %"));
  collect_bet_spins (page, spins);
  g_assert_cmpuint (spins->len, ==, 3);
  activate (page, "fa.bet-side", "(us)", 1, "yes");
  activate (page, "fa.bet-side", "(us)", 2, "no");
  type_and_return (window, g_ptr_array_index (spins, 1), "9");
  g_assert_cmpuint (toasts->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (toasts, 1), ==, "A stake is 1 to 5 chips: the stake is now 5");
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_BETS);
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_settle ();
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_THROW);
  g_assert_cmpuint (pips_family_album_game_get_bet (game, 1).chips, ==, 5);
  g_assert_cmpuint (pips_family_album_game_get_bet (game, 2).chips, ==, 1);

  /* While Ralf throws: the stake and the bets, until they are settled. */
  g_assert_true (shows_label (page, "Stake · 5 chips"));
  g_assert_true (shows_label (page, "Yes · 5 chips"));
  g_assert_true (shows_label (page, "No · 1 chip"));
  g_assert_true (shows_label (page, "“Warum du kleiner…!” · 5 chips · 8 dice · chance 46.3 %"));

  /* The keypad names each face and the digit that types it. */
  for (guint f = 1; f <= 6; f++)
    {
      g_autofree char *digit = g_strdup_printf ("%u", f);

      g_assert_true (shows_label (page, pips_family_album_face_get_name (f)));
      g_assert_true (shows_label (page, digit));
    }
  activate (page, "fa.face", "u", M);
  pips_ui_test_assert_entry_faces (get_entry (page), "2.......");
  activate (page, "fa.backspace", NULL);
  pips_ui_test_assert_entry_faces (get_entry (page), "........");

  /* Rolling: the bets stay. */
  g_assert_true (gtk_widget_activate_action (page, "fa.roll", NULL));
  g_assert_true (pips_game_page_get_rolling (PIPS_GAME_PAGE (page)));
  pips_ui_test_iterate ();
  g_assert_true (shows_label (page, "Yes · 5 chips"));
  PIPS_UI_TEST_WAIT_UNTIL (!pips_game_page_get_rolling (PIPS_GAME_PAGE (page)));
  pips_ui_test_settle ();
  g_assert_true (shows_label (page, "Yes · 5 chips"));

  /* Return in the dice enters the throw. Settled: the settlement shows, and the chips alone
   * (their colours are not known now). */
  pips_dice_entry_set_faces (get_entry (page), faces, 8);
  g_assert_true (gtk_widget_grab_focus (page));
  pips_ui_test_settle ();
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (get_entry (page))));
  g_assert_true (pips_ui_test_press_key (window, GDK_KEY_Return, 0));
  pips_ui_test_settle ();
  g_assert_cmpuint (pips_family_album_game_get_n_throws (game), ==, 1);
  g_assert_false (shows_label (page, "Yes · 5 chips"));
  g_assert_true (shows_row (page, "Yes · Heike gets 5 chips from the bank"));
  g_assert_cmpuint (count_shown (page, PIPS_TYPE_CHIP_COUNTER), ==, 0);
  g_assert_true (shows_label (page, "15"));

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* At 360 px the page stacks and nothing needs more room, at every step (also in German). */
static void
test_narrow (void)
{
  g_autoptr(PipsSession) session = new_session ((const char *[]) { "Maximiliane", "Bartholomäus", "Clara", "David", NULL });
  GtkWidget *window;
  GtkWidget *page = show_page (session, 360, &window);
  AdwMultiLayoutView *layout = ADW_MULTI_LAYOUT_VIEW (pips_ui_test_find_descendant (page, ADW_TYPE_MULTI_LAYOUT_VIEW));

  /* With the odds on: the chances and the bettors' expected chips fit too. */
  pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
  pips_ui_test_wait_for_paint (page);
  g_assert_cmpstr (adw_multi_layout_view_get_layout_name (layout), ==, "narrow");
  assert_fits_360 (page, "the stake");
  activate (page, "fa.dice", "u", 4);
  activate (page, "fa.stake", NULL);
  assert_fits_360 (page, "the bets");
  for (guint p = 1; p < 4; p++)
    activate (page, "fa.bet-side", "(us)", p, "no");
  activate (page, "fa.bets", NULL);
  g_assert_cmpint (pips_family_album_game_get_awaiting (game_of (session)), ==, PIPS_FAMILY_ALBUM_AWAIT_THROW);
  assert_fits_360 (page, "the throw");
  pips_dice_entry_set_faces (get_entry (page), (guint8[]) { L, L, L, L }, 4);
  activate (page, "fa.throw", NULL);
  assert_fits_360 (page, "the settlement");

  close_page (window, page);
  g_assert_finalize_object (g_steal_pointer (&session));
}

/* The album editor: refuses a picture no dice can make; adds, moves, removes, restores; saves
 * every change to the file; a damaged file is left as it is until the first change. */
static void
test_editor (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pips-album-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "family-album.json", NULL);
  PipsFamilyAlbumPicture lisa, bad;
  PipsFamilyAlbum saved;
  g_autoptr(GError) error = NULL;
  AdwDialog *editor;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  pips_family_album_picture_init (&lisa, "Lisa", (guint8[]) { 0, 0, 0, 1, 0 }, 1, 8);
  pips_family_album_picture_init (&bad, "Too few", (guint8[]) { 2, 0, 2, 0, 0 }, 1, 3);

  editor = g_object_ref_sink (pips_family_album_editor_new (path));
  g_assert_true (pips_family_album_editor_get_album (PIPS_FAMILY_ALBUM_EDITOR (editor))->example);
  g_assert_false (pips_family_album_editor_save_picture (PIPS_FAMILY_ALBUM_EDITOR (editor), -1, &bad, &error));
  g_assert_cmpstr (error->message, ==,
                   "No dice can make “Too few”: it shows 4 figures, but only 1 to 3 dice may be thrown");
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (pips_family_album_editor_save_picture (PIPS_FAMILY_ALBUM_EDITOR (editor), -1, &lisa, &error));
  g_assert_true (pips_family_album_editor_move (PIPS_FAMILY_ALBUM_EDITOR (editor), 8, 0, &error));
  g_assert_true (pips_family_album_editor_remove (PIPS_FAMILY_ALBUM_EDITOR (editor), 1, &error));
  g_assert_no_error (error);
  g_assert_true (pips_family_album_load_file (&saved, path, &error));
  g_assert_cmpuint (saved.n_pictures, ==, 8);
  g_assert_cmpstr (saved.pictures[0].title, ==, "Lisa");
  g_assert_cmpstr (saved.pictures[1].title, ==, "Bart");
  g_assert_false (saved.example);
  g_assert_true (pips_family_album_editor_restore_example (PIPS_FAMILY_ALBUM_EDITOR (editor), &error));
  g_assert_true (pips_family_album_load_file (&saved, path, &error));
  g_assert_true (saved.example);
  g_assert_finalize_object (editor);

  /* A damaged file */
  g_assert_true (g_file_set_contents (path, "{\"format\":\"pips-family-album\",", -1, NULL));
  editor = g_object_ref_sink (pips_family_album_editor_new (path));
  g_assert_nonnull (pips_family_album_editor_get_problem (PIPS_FAMILY_ALBUM_EDITOR (editor)));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_cmpstr (before, ==, "{\"format\":\"pips-family-album\",");
  g_assert_true (pips_family_album_editor_save_picture (PIPS_FAMILY_ALBUM_EDITOR (editor), 0, &lisa, &error));
  g_assert_null (pips_family_album_editor_get_problem (PIPS_FAMILY_ALBUM_EDITOR (editor)));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, !=, before);
  g_assert_finalize_object (editor);

  g_remove (path);
  g_rmdir (dir);
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
          g_autoptr(PipsSession) session = new_session (sheet_players);
          GtkWidget *window;
          GtkWidget *page = show_page (session, sizes[z].width, &window);
          g_autofree char *name = g_strdup_printf ("family-album-odds-%s-%s-%s.png", language, sizes[z].name, schemes[s].name);

          gtk_window_set_default_size (GTK_WINDOW (window), sizes[z].width, sizes[z].height);
          pips_game_page_set_show_odds (PIPS_GAME_PAGE (page), TRUE);
          activate (page, "fa.choose-picture", "u", 0);
          activate (page, "fa.stake-chips", "u", 2);
          activate (page, "fa.dice", "u", 6);
          activate (page, "fa.stake", NULL);
          activate (page, "fa.bet-chips", "(uu)", 1, 3);
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

  g_test_add_func ("/family-album-page/turn", test_turn);
  g_test_add_func ("/family-album-page/keyboard", test_keyboard);
  g_test_add_func ("/family-album-page/at-the-table", test_at_the_table);
  g_test_add_func ("/family-album-page/layout/narrow", test_narrow);
  g_test_add_func ("/family-album-page/editor", test_editor);
  g_test_add_func ("/family-album-page/odds-screenshots", test_odds_screenshots);

  return g_test_run ();
}
