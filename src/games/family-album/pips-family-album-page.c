/* pips-family-album-page.c — the page of Family Album: chips, the album, stakes, bets and throws
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-family-album-page"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "pips-family-album-editor.h"
#include "pips-family-album-odds.h"
#include "pips-family-album-page-private.h"

/*
 * The game's own part of the session page (the frame around it has the header, undo, redo and
 * the menu). Everything shown is read from the rules engine in _pips_family_album_page_update(),
 * which runs after every change of the session; every command is an action ("fa.…",
 * pips-family-album-page-actions.c) that builds an event and hands it to the session, which
 * applies it through the rules or refuses it (shown in a toast).
 *
 * A turn flows in one place: the roller's picture, stake and dice, then one row per other
 * player (yes or no, and the stake), then the faces as they lie (the page's own keypad, each
 * face with its digit and name) or a virtual roll, with the stake and the bets shown until they
 * are settled; the settlement of the last throw stays shown, line by line, under the next step.
 * With the odds on, the exact chance of the picture with the dice chosen is shown at each step.
 * The chips show their blue and red only while these are certain (update_chips()).
 *
 * Layout: wide windows show the chips and the album on the left and the turn on the right; below
 * 720 sp everything stacks, the turn right under the chips.
 */

G_DEFINE_FINAL_TYPE (PipsFamilyAlbumPage, pips_family_album_page, PIPS_TYPE_GAME_PAGE)

static const char * const face_icons[] = {
  "pips-family-album-homer-symbolic",
  "pips-family-album-marge-symbolic",
  "pips-family-album-bart-symbolic",
  "pips-family-album-lisa-symbolic",
  "pips-family-album-maggie-symbolic",
  "pips-family-album-joker-symbolic",
  NULL,
};

PipsFamilyAlbumGame *
_pips_family_album_page_get_game (PipsFamilyAlbumPage *self)
{
  return PIPS_FAMILY_ALBUM_GAME (pips_game_page_get_game (PIPS_GAME_PAGE (self)));
}

static guint
n_players (PipsFamilyAlbumPage *self)
{
  return MIN (pips_game_get_n_players (pips_game_page_get_game (PIPS_GAME_PAGE (self))), MAX_PLAYERS);
}

static const char *
player_name (PipsFamilyAlbumPage *self,
             guint                player)
{
  return pips_game_get_player_name (pips_game_page_get_game (PIPS_GAME_PAGE (self)), player);
}

static char *
format_chips (gint64 chips)
{
  /* Translators: a number of chips */
  return g_strdup_printf (ngettext ("%u chip", "%u chips", (gulong) chips), (guint) chips);
}

/* The exact chance that @n_dice dice make @picture, in per cent ("42.1"), for the tables that
 * want the odds: one decimal, and never a rounded 0 or 100 for what may or may not happen. */
static char *
chance_text (const PipsFamilyAlbumPicture *picture,
             guint                         n_dice)
{
  guint64 made = pips_family_album_picture_count_covering (picture, n_dice);
  guint64 all = 1;
  double percent;

  for (guint i = 0; i < n_dice; i++)
    all *= 6;
  percent = 100.0 * (double) made / (double) all;

  if (made == 0)
    return g_strdup ("0");
  if (made == all)
    return g_strdup ("100");
  if (percent < 0.05)
    /* Translators: a chance below 0.1 per cent */
    return g_strdup_printf (_("under %.1f"), 0.1);
  if (percent >= 99.95)
    /* Translators: a chance above 99.9 per cent, but not certain */
    return g_strdup_printf (_("over %.1f"), 99.9);

  return g_strdup_printf ("%.1f", percent);
}

/* The stake, the dice and the bets: a number typed beyond what the rules allow */

static void
typed_refused_idle_cb (gpointer data)
{
  PipsFamilyAlbumPage *self = data;

  self->typed_refused_idle = 0;
  self->typed_refused = FALSE;
}

/* Whether a stake, dice or bet typed was out of bounds in the event under way (the Return that
 * entered it): then the entry is not made, the player first sees what it became. */
gboolean
_pips_family_album_page_take_typed_refused (PipsFamilyAlbumPage *self)
{
  gboolean refused = self->typed_refused;

  self->typed_refused = FALSE;
  g_clear_handle_id (&self->typed_refused_idle, g_source_remove);

  return refused;
}

/* Marks the entry under way as refused until the main loop is idle (see
 * _pips_family_album_page_take_typed_refused()). */
static void
refuse_typed (PipsFamilyAlbumPage *self,
              const char          *message)
{
  pips_game_page_refuse (PIPS_GAME_PAGE (self), message);

  self->typed_refused = TRUE;
  g_clear_handle_id (&self->typed_refused_idle, g_source_remove);
  self->typed_refused_idle = g_idle_add_once (typed_refused_idle_cb, self);
}

/* A spin button's reading of a typed stake or bet (its "input" signal). A number out of bounds
 * becomes the nearest allowed, as a spin button does, but not without a word: the rule it broke
 * is said ("A stake is 1 to 5 chips: the stake is now 5"). */
static int
read_typed_chips (PipsFamilyAlbumPage *self,
                  guint                player,
                  const char          *text,
                  GtkAdjustment       *adjustment,
                  double              *new_value)
{
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);
  g_autofree char *typed_text = g_strstrip (g_strdup (text));
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;
  double lower = gtk_adjustment_get_lower (adjustment);
  double upper = gtk_adjustment_get_upper (adjustment);
  gint64 typed;

  if (!g_ascii_string_to_signed (typed_text, 10, G_MININT32, G_MAXINT32, &typed, NULL))
    return FALSE;

  *new_value = CLAMP ((double) typed, lower, upper);
  if (typed >= lower && typed <= upper)
    return TRUE;

  /* The field's bounds are the rules' (reset_input()); the rules say which one was broken. */
  if (pips_family_album_game_check_chips (game, player, typed, &error))
    return TRUE;
  /* Translators: the rule a typed stake broke ("A stake is 1 to 5 chips"), then the stake the
   * field holds now */
  message = g_strdup_printf (_("%s: the stake is now %u"), error->message, (guint) *new_value);
  refuse_typed (self, message);

  return TRUE;
}

/* The dice of a first throw, typed beyond the picture's range: said as the stake is. */
static int
dice_input_cb (AdwSpinRow          *row,
               double              *new_value,
               PipsFamilyAlbumPage *self)
{
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (_pips_family_album_page_get_game (self));
  GtkAdjustment *adjustment = adw_spin_row_get_adjustment (row);
  g_autofree char *typed_text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autofree char *rule = NULL;
  g_autofree char *message = NULL;
  guint selected = adw_combo_row_get_selected (self->picture_row);
  const PipsFamilyAlbumPicture *picture;
  gint64 typed;

  if (selected >= self->n_picture_choices ||
      !g_ascii_string_to_signed (typed_text, 10, G_MININT32, G_MAXINT32, &typed, NULL))
    return FALSE;

  *new_value = CLAMP ((double) typed, gtk_adjustment_get_lower (adjustment), gtk_adjustment_get_upper (adjustment));
  if (typed == *new_value)
    return TRUE;

  picture = &album->pictures[self->picture_choices[selected]];
  /* Translators: %s is a picture's title; the %u are numbers of dice */
  rule = g_strdup_printf (_("“%s” is thrown with %u to %u dice, not %d"), picture->title,
                          (guint) picture->min_dice, (guint) picture->max_dice, (int) typed);
  /* Translators: the rule the dice typed broke, then the dice the field holds now */
  message = g_strdup_printf (_("%s: the dice are now %u"), rule, (guint) *new_value);
  refuse_typed (self, message);

  return TRUE;
}

static int
stake_input_cb (AdwSpinRow          *row,
                double              *new_value,
                PipsFamilyAlbumPage *self)
{
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);

  return read_typed_chips (self, pips_family_album_game_get_roller (game),
                           gtk_editable_get_text (GTK_EDITABLE (row)),
                           adw_spin_row_get_adjustment (row), new_value);
}

static int
bet_input_cb (GtkSpinButton       *spin,
              double              *new_value,
              PipsFamilyAlbumPage *self)
{
  guint player = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "pips-player"));

  return read_typed_chips (self, player, gtk_editable_get_text (GTK_EDITABLE (spin)),
                           gtk_spin_button_get_adjustment (spin), new_value);
}

/* Building the page */

static void
create_chip_row (PipsFamilyAlbumPage *self,
                 guint                row,
                 const char          *title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *blue = pips_chip_counter_new (_("blue"), 0);
  GtkWidget *red = pips_chip_counter_new (_("red"), 0);
  GtkWidget *value = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *value_count = gtk_label_new (NULL);
  /* Translators: under a number of chips whose colours are not known (counted in red chips) */
  GtkWidget *value_unit = gtk_label_new (_("chips"));

  gtk_widget_add_css_class (blue, "blue");
  gtk_widget_add_css_class (red, "red");
  pips_chip_counter_set_max_chips (PIPS_CHIP_COUNTER (blue), 10);
  pips_chip_counter_set_max_chips (PIPS_CHIP_COUNTER (red), 5);
  gtk_box_append (GTK_BOX (box), blue);
  gtk_box_append (GTK_BOX (box), red);

  /* The chips alone, where their colours are not certain (see update_chips()). */
  gtk_widget_add_css_class (value_count, "title-3");
  gtk_widget_add_css_class (value_count, "numeric");
  gtk_label_set_xalign (GTK_LABEL (value_count), 0);
  gtk_widget_add_css_class (value_unit, "caption");
  gtk_label_set_xalign (GTK_LABEL (value_unit), 0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (value), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_valign (value, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_end (value, 10);
  gtk_widget_set_visible (value, FALSE);
  gtk_box_append (GTK_BOX (value), value_count);
  gtk_box_append (GTK_BOX (value), value_unit);
  gtk_box_append (GTK_BOX (box), value);

  self->chip_rows[row] = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->chip_rows[row]), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->chip_rows[row]), FALSE);
  adw_action_row_add_suffix (self->chip_rows[row], box);
  self->blue_counters[row] = PIPS_CHIP_COUNTER (blue);
  self->red_counters[row] = PIPS_CHIP_COUNTER (red);
  self->chip_values[row] = value;
  self->chip_value_labels[row] = GTK_LABEL (value_count);
  adw_preferences_group_add (self->chips_group, GTK_WIDGET (self->chip_rows[row]));
}

/* Expected chips, signed, with one decimal in the locale's digits ("+0.8", "-1.2"). */
static char *
format_expected_chips (double chips)
{
  if (fabs (chips) < 0.05)
    return g_strdup_printf ("%.1f", 0.0);
  return g_strdup_printf ("%+.1f", chips);
}

/* While the table bets, where the odds are shown: under each bettor, the expected chips of a yes
 * and of a no bet with the chips in their field (the rules' own settlement, weighted by the
 * chance of the throw). */
static void
update_bet_odds (PipsFamilyAlbumPage *self)
{
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);
  gboolean show = pips_game_page_get_show_odds (PIPS_GAME_PAGE (self));

  for (guint p = 0; p < n_players (self); p++)
    {
      g_autofree char *subtitle = NULL;
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
      double yes, no;

      if (show && pips_family_album_game_get_bet_odds (game, p,
                                                       gtk_spin_button_get_value_as_int (self->bet_spins[p]),
                                                       &yes, &no))
        {
          g_autofree char *yes_text = format_expected_chips (yes);
          g_autofree char *no_text = format_expected_chips (no);

          /* Translators: under a bettor, the chips they may expect to win (or lose: "-0.8") with
           * a yes and with a no bet of the chips in their field; no-break spaces keep each side
           * with its number */
          subtitle = g_strdup_printf (_("Expected chips: yes %s, no %s"), yes_text, no_text);

          /* The bettor whose field has the keyboard hears it (the others' stay as they were). */
          if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->bet_rows[p])))
            pips_game_page_announce_odds (PIPS_GAME_PAGE (self), subtitle);
        }
      adw_action_row_set_subtitle (self->bet_rows[p], subtitle);
    }
}

static void
bet_chips_changed_cb (PipsFamilyAlbumPage *self)
{
  if (!self->disposed && pips_game_page_get_session (PIPS_GAME_PAGE (self)) != NULL &&
      pips_family_album_game_get_awaiting (_pips_family_album_page_get_game (self)) == PIPS_FAMILY_ALBUM_AWAIT_BETS)
    update_bet_odds (self);
}

static void
side_toggled_cb (GtkToggleButton     *button,
                 PipsFamilyAlbumPage *self)
{
  _pips_family_album_page_update_actions (self);
}

static void
create_bet_row (PipsFamilyAlbumPage *self,
                guint                player)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sides = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *yes = gtk_toggle_button_new_with_mnemonic (_("_Yes"));
  GtkWidget *no = gtk_toggle_button_new_with_mnemonic (_("_No"));
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 10, 1);
  g_autofree char *yes_label = g_strdup_printf (_("%s bets yes"), player_name (self, player));
  g_autofree char *no_label = g_strdup_printf (_("%s bets no"), player_name (self, player));
  g_autofree char *spin_label = g_strdup_printf (_("%s’s stake"), player_name (self, player));

  gtk_widget_add_css_class (sides, "linked");
  gtk_widget_set_valign (sides, GTK_ALIGN_CENTER);
  gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (no), GTK_TOGGLE_BUTTON (yes));
  gtk_widget_set_tooltip_text (yes, _("Nur Mut, altes Haus! — the roller makes it"));
  gtk_widget_set_tooltip_text (no, _("Keine Chance, Junge! — the roller misses"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (yes), GTK_ACCESSIBLE_PROPERTY_LABEL, yes_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (no), GTK_ACCESSIBLE_PROPERTY_LABEL, no_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, spin_label, -1);
  g_signal_connect (yes, "toggled", G_CALLBACK (side_toggled_cb), self);
  g_signal_connect (no, "toggled", G_CALLBACK (side_toggled_cb), self);
  gtk_box_append (GTK_BOX (sides), yes);
  gtk_box_append (GTK_BOX (sides), no);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  g_object_set_data (G_OBJECT (spin), "pips-player", GUINT_TO_POINTER (player));
  g_signal_connect (spin, "input", G_CALLBACK (bet_input_cb), self);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (bet_chips_changed_cb), self);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player_name (self, player));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sides);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (self->bets_group, row);

  self->bet_rows[player] = ADW_ACTION_ROW (row);
  self->yes_buttons[player] = GTK_TOGGLE_BUTTON (yes);
  self->no_buttons[player] = GTK_TOGGLE_BUTTON (no);
  self->bet_spins[player] = GTK_SPIN_BUTTON (spin);
}

/* A player's line of the throw under way: the stake or the bet, until the throw is settled. */
static void
create_throw_row (PipsFamilyAlbumPage *self,
                  guint                player)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "numeric");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player_name (self, player));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (self->throw_group, row);

  self->throw_rows[player] = ADW_ACTION_ROW (row);
  self->throw_labels[player] = GTK_LABEL (label);
}

/* The keypad of the faces: each button has the digit that types the face, its picture and its
 * name, as the dice are not known by their pictures alone. */
static void
create_face_keypad (PipsFamilyAlbumPage *self)
{
  for (guint f = PIPS_FAMILY_ALBUM_FACE_HOMER; f <= PIPS_FAMILY_ALBUM_FACE_JOKER; f++)
    {
      const char *name = pips_family_album_face_get_name (f);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      g_autofree char *digit_text = g_strdup_printf ("%u", f);
      GtkWidget *digit = gtk_label_new (digit_text);
      GtkWidget *image = gtk_image_new_from_icon_name (face_icons[f - 1]);
      GtkWidget *label = gtk_label_new (name);
      /* Translators: a keypad button: a face of the picture dice, then the digit that types it */
      g_autofree char *tooltip = g_strdup_printf (_("Enter %s (%u)"), name, f);

      gtk_widget_add_css_class (digit, "digit");
      gtk_widget_add_css_class (digit, "caption-heading");
      gtk_widget_add_css_class (digit, "dim-label");
      gtk_widget_set_valign (digit, GTK_ALIGN_START);
      gtk_image_set_pixel_size (GTK_IMAGE (image), 24);
      gtk_widget_set_halign (top, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (top), digit);
      gtk_box_append (GTK_BOX (top), image);

      gtk_widget_add_css_class (label, "caption");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 6);
      gtk_label_set_lines (GTK_LABEL (label), 3);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_valign (label, GTK_ALIGN_START);

      gtk_box_append (GTK_BOX (box), top);
      gtk_box_append (GTK_BOX (box), label);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_set_focus_on_click (button, FALSE);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "fa.face");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", f);
      gtk_box_append (self->face_keypad, button);
    }
}

static void
create_player_widgets (PipsFamilyAlbumPage *self)
{
  const char *labels[7] = { NULL, };

  create_chip_row (self, 0, _("Bank"));
  for (guint p = 0; p < n_players (self); p++)
    {
      create_chip_row (self, p + 1, player_name (self, p));
      create_bet_row (self, p);
      create_throw_row (self, p);
    }
  create_face_keypad (self);

  for (guint f = 0; f < 6; f++)
    labels[f] = pips_family_album_face_get_name (f + 1);
  pips_dice_entry_set_kind (self->dice_entry, PIPS_DIE_KIND_PICTURE);
  pips_dice_entry_set_pictures (self->dice_entry, face_icons, labels);
}

/* Showing the game */

/* The bank's and the players' chips. The blue and red chips are shown only while they are
 * certain (pips_family_album_game_get_split(): the deal, until the first settlement); after that
 * the table pays as it can, and the page shows the chips alone, counted in red chips. */
static void
update_chips (PipsFamilyAlbumPage *self,
              PipsFamilyAlbumGame *game)
{
  int roller = pips_family_album_game_get_awaiting (game) != PIPS_FAMILY_ALBUM_AWAIT_NOTHING
               ? (int) pips_family_album_game_get_roller (game) : -1;

  for (guint row = 0; row <= n_players (self); row++)
    {
      gint64 chips = row == 0 ? pips_family_album_game_get_bank (game)
                              : pips_family_album_game_get_chips (game, row - 1);
      g_autofree char *text = format_chips (chips);
      g_autofree char *count = g_strdup_printf ("%" G_GINT64_FORMAT, chips);
      guint blue, red;
      gboolean split = pips_family_album_game_get_split (game, row == 0 ? PIPS_FAMILY_ALBUM_BANK : (int) row - 1,
                                                         &blue, &red);

      adw_action_row_set_subtitle (self->chip_rows[row], text);
      pips_chip_counter_set_count (self->blue_counters[row], blue);
      pips_chip_counter_set_count (self->red_counters[row], red);
      gtk_widget_set_visible (GTK_WIDGET (self->blue_counters[row]), split);
      gtk_widget_set_visible (GTK_WIDGET (self->red_counters[row]), split);
      gtk_label_set_label (self->chip_value_labels[row], count);
      gtk_widget_set_visible (self->chip_values[row], !split);
      if (row > 0 && (int) row - 1 == roller)
        gtk_widget_add_css_class (GTK_WIDGET (self->chip_rows[row]), "accent");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->chip_rows[row]), "accent");
    }
}

static char *
odds_text (const PipsFamilyAlbumPicture *picture,
           guint                         low,
           guint                         high)
{
  double p_low = 100 * pips_family_album_picture_get_odds (picture, low);
  double p_high = 100 * pips_family_album_picture_get_odds (picture, high);

  if (low == high)
    /* Translators: the chance that the dice make a picture, in per cent */
    return g_strdup_printf (_("%.0f %%"), p_low);

  /* Translators: the chance that the fewest and the most dice make a picture, in per cent */
  return g_strdup_printf (_("%.0f–%.0f %%"), p_low, p_high);
}

static void
update_album (PipsFamilyAlbumPage *self,
              PipsFamilyAlbumGame *game)
{
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
  gboolean show_odds = pips_game_page_get_show_odds (PIPS_GAME_PAGE (self));
  gboolean first = pips_family_album_game_get_first_throw (game);
  guint left = pips_family_album_game_get_dice_left (game);
  gboolean playing = pips_family_album_game_get_awaiting (game) != PIPS_FAMILY_ALBUM_AWAIT_NOTHING;

  /* The album is fixed for the game: its rows are made once it is known. */
  if (self->album_rows->len != album->n_pictures)
    {
      for (guint i = 0; i < self->album_rows->len; i++)
        adw_preferences_group_remove (self->album_group, g_ptr_array_index (self->album_rows, i));
      g_ptr_array_set_size (self->album_rows, 0);

      for (guint i = 0; i < album->n_pictures; i++)
        {
          GtkWidget *row = adw_action_row_new ();
          GtkWidget *odds = gtk_label_new (NULL);
          GtkWidget *made = gtk_image_new_from_icon_name ("object-select-symbolic");

          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), album->pictures[i].title);
          gtk_widget_add_css_class (odds, "numeric");
          gtk_widget_add_css_class (odds, "dim-label");
          gtk_widget_set_tooltip_text (made, _("Made this turn"));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), odds);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), made);
          g_object_set_data (G_OBJECT (row), "odds", odds);
          g_object_set_data (G_OBJECT (row), "made", made);
          adw_preferences_group_add (self->album_group, row);
          g_ptr_array_add (self->album_rows, row);
        }
    }

  if (album->example)
    adw_preferences_group_set_description (self->album_group,
                                           _("The example album: match it to the pictures in your box"));
  else
    adw_preferences_group_set_description (self->album_group, NULL);

  for (guint i = 0; i < album->n_pictures; i++)
    {
      const PipsFamilyAlbumPicture *picture = &album->pictures[i];
      GtkWidget *row = g_ptr_array_index (self->album_rows, i);
      GtkWidget *odds = g_object_get_data (G_OBJECT (row), "odds");
      GtkWidget *made = g_object_get_data (G_OBJECT (row), "made");
      g_autofree char *figures = pips_family_album_picture_dup_figures_text (picture);
      g_autofree char *subtitle = NULL;
      g_autofree char *odds_label = NULL;
      gboolean allowed = playing && pips_family_album_game_check_picture (game, i, NULL);

      if (picture->min_dice == picture->max_dice)
        /* Translators: a picture's figures, then how many dice are thrown for it */
        subtitle = g_strdup_printf (ngettext ("%s · %u die", "%s · %u dice", picture->min_dice),
                                    figures, (guint) picture->min_dice);
      else
        /* Translators: a picture's figures, then the range of dice thrown for it */
        subtitle = g_strdup_printf (_("%s · %u–%u dice"), figures, (guint) picture->min_dice,
                                    (guint) picture->max_dice);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

      if (first)
        odds_label = odds_text (picture, picture->min_dice, picture->max_dice);
      else
        odds_label = odds_text (picture, left, left);
      gtk_label_set_label (GTK_LABEL (odds), odds_label);
      gtk_widget_set_visible (odds, show_odds && (allowed || !playing));
      gtk_widget_set_visible (made, pips_family_album_game_get_made (game, i));
      if (allowed || !playing)
        gtk_widget_remove_css_class (row, "dim-label");
      else
        gtk_widget_add_css_class (row, "dim-label");
    }
}

static void
update_last (PipsFamilyAlbumPage *self,
             PipsFamilyAlbumGame *game)
{
  guint n = pips_family_album_game_get_n_throws (game);
  const PipsFamilyAlbumThrow *t;
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
  GtkWidget *child;
  g_autofree char *description = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->last_list))) != NULL)
    gtk_list_box_remove (self->last_list, child);

  gtk_widget_set_visible (GTK_WIDGET (self->last_group), n > 0);
  if (n == 0)
    return;

  t = pips_family_album_game_get_throw (game, n - 1);
  if (t->success)
    /* Translators: %s is a player's name, then a picture's title */
    description = g_strdup_printf (_("%s made “%s”"), player_name (self, t->roller),
                                   album->pictures[t->picture].title);
  else
    /* Translators: %s is a player's name, then a picture's title */
    description = g_strdup_printf (_("%s missed “%s”"), player_name (self, t->roller),
                                   album->pictures[t->picture].title);
  adw_preferences_group_set_description (self->last_group, description);

  for (guint i = 0; i < t->n_lines; i++)
    {
      g_autofree char *text = pips_family_album_game_dup_line_text (game, t, i);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
      gtk_list_box_append (self->last_list, row);
    }
  if (t->ends_game)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *outcome = pips_game_dup_outcome (PIPS_GAME (game));

      /* Who ran out of chips, by name; the rest of the turn is not settled. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     outcome != NULL ? outcome : _("The game ends here."));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The rest of the turn is not settled"));
      gtk_list_box_append (self->last_list, row);
    }
}

/* The throw under way in a line: "“Bart” · 2 chips · 3 dice", and its chance where the odds
 * are shown. */
static char *
dup_throw_description (PipsFamilyAlbumPage *self,
                       PipsFamilyAlbumGame *game)
{
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
  int picture = pips_family_album_game_get_picture (game);
  guint stake = pips_family_album_game_get_stake (game);
  guint n_dice = pips_family_album_game_get_n_dice (game);
  g_autofree char *dice = NULL;
  g_autofree char *description = NULL;
  g_autofree char *chance = NULL;

  if (picture < 0)
    return NULL;

  /* Translators: how many dice are thrown, in the line of a stake */
  dice = g_strdup_printf (ngettext ("%u die", "%u dice", n_dice), n_dice);
  /* Translators: a picture's title, the chips staked on it and the dice ("3 dice") */
  description = g_strdup_printf (ngettext ("“%s” · %u chip · %s", "“%s” · %u chips · %s", stake),
                                 album->pictures[picture].title, stake, dice);
  if (!pips_game_page_get_show_odds (PIPS_GAME_PAGE (self)))
    return g_steal_pointer (&description);

  chance = chance_text (&album->pictures[picture], n_dice);
  /* Translators: the line of a stake ("“Bart” · 2 chips · 3 dice"), then the exact chance in per
   * cent that the dice make the picture ("42.1") */
  return g_strdup_printf (_("%s · chance %s %%"), description, chance);
}

/* While the roller throws, the stake and every bet stay on screen until they are settled. */
static void
update_throw_group (PipsFamilyAlbumPage *self,
                    PipsFamilyAlbumGame *game)
{
  guint roller = pips_family_album_game_get_roller (game);
  g_autofree char *description = dup_throw_description (self, game);

  adw_preferences_group_set_description (self->throw_group, description);
  for (guint p = 0; p < n_players (self); p++)
    {
      PipsFamilyAlbumBet bet = pips_family_album_game_get_bet (game, p);
      g_autofree char *text = NULL;

      if (p == roller)
        {
          guint stake = pips_family_album_game_get_stake (game);

          /* Translators: the roller's stake on the throw under way */
          text = g_strdup_printf (ngettext ("Stake · %u chip", "Stake · %u chips", stake), stake);
        }
      else if (bet.side == PIPS_FAMILY_ALBUM_SIDE_YES)
        /* Translators: a bet on the throw under way: the roller makes the picture */
        text = g_strdup_printf (ngettext ("Yes · %u chip", "Yes · %u chips", bet.chips), bet.chips);
      else if (bet.side == PIPS_FAMILY_ALBUM_SIDE_NO)
        /* Translators: a bet on the throw under way: the roller misses */
        text = g_strdup_printf (ngettext ("No · %u chip", "No · %u chips", bet.chips), bet.chips);

      gtk_label_set_label (self->throw_labels[p], text != NULL ? text : "");
      if (p == roller)
        gtk_widget_add_css_class (GTK_WIDGET (self->throw_rows[p]), "accent");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->throw_rows[p]), "accent");
    }
}

/* The stake being chosen: the exact chance of the picture with the dice chosen, where the odds
 * are shown. */
static void
update_stake_chance (PipsFamilyAlbumPage *self)
{
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
  guint selected = adw_combo_row_get_selected (self->picture_row);
  g_autofree char *chance = NULL;
  g_autofree char *subtitle = NULL;

  if (!pips_game_page_get_show_odds (PIPS_GAME_PAGE (self)) || selected >= self->n_picture_choices)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->dice_row), NULL);
      return;
    }

  chance = chance_text (&album->pictures[self->picture_choices[selected]],
                        (guint) adw_spin_row_get_value (self->dice_row));
  /* Translators: under the dice of a stake: the exact chance in per cent ("42.1") that they
   * make the picture chosen */
  subtitle = g_strdup_printf (_("Chance to make it: %s %%"), chance);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->dice_row), subtitle);
  pips_game_page_announce_odds (PIPS_GAME_PAGE (self), subtitle);
}

static void
update_turn (PipsFamilyAlbumPage *self,
             PipsFamilyAlbumGame *game)
{
  PipsFamilyAlbumAwait awaiting = pips_family_album_game_get_awaiting (game);
  guint roller = pips_family_album_game_get_roller (game);
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
  int picture = pips_family_album_game_get_picture (game);
  g_autofree char *status = pips_game_dup_status (PIPS_GAME (game));

  gtk_label_set_label (self->turn_title, status);
  /* At the end the shared end view has its own heading. */
  gtk_widget_set_visible (GTK_WIDGET (self->turn_title), !pips_game_is_over (PIPS_GAME (game)));

  switch (awaiting)
    {
    case PIPS_FAMILY_ALBUM_AWAIT_STAKE:
      {
        g_autofree char *title = g_strdup_printf (_("%s chooses a picture and stakes on it"),
                                                  player_name (self, roller));

        adw_preferences_group_set_title (self->stake_group, title);
        update_stake_chance (self);
        gtk_stack_set_visible_child_name (self->turn_stack, "stake");
      }
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_BETS:
      {
        g_autofree char *title = g_strdup_printf (_("Every other player bets on %s"),
                                                  player_name (self, roller));
        g_autofree char *description = NULL;

        description = dup_throw_description (self, game);
        adw_preferences_group_set_title (self->bets_group, title);
        adw_preferences_group_set_description (self->bets_group, description);
        for (guint p = 0; p < n_players (self); p++)
          {
            gint64 chips = pips_family_album_game_get_chips (game, p);
            guint most = MIN ((gint64) pips_family_album_game_get_stake_limit (game), chips);

            gtk_widget_set_visible (GTK_WIDGET (self->bet_rows[p]), p != roller);
            gtk_spin_button_set_range (self->bet_spins[p], 1, MAX (most, 1));
          }
        update_bet_odds (self);
        gtk_stack_set_visible_child_name (self->turn_stack, "bets");
      }
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_THROW:
      {
        guint n_dice = pips_family_album_game_get_n_dice (game);
        g_autofree char *text = g_strdup_printf (ngettext ("%s throws %u die for “%s”: enter the faces as they lie, or roll",
                                                           "%s throws %u dice for “%s”: enter the faces as they lie, or roll",
                                                           n_dice),
                                                 player_name (self, roller), n_dice,
                                                 picture >= 0 ? album->pictures[picture].title : "");

        gtk_label_set_label (self->throw_label, text);
        update_throw_group (self, game);
        if (pips_dice_entry_get_n_dice (self->dice_entry) != n_dice && !pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
          pips_dice_entry_set_n_dice (self->dice_entry, n_dice);
        gtk_stack_set_visible_child_name (self->turn_stack, "throw");
      }
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_ALBUM:
    case PIPS_FAMILY_ALBUM_AWAIT_DEAL:
    case PIPS_FAMILY_ALBUM_AWAIT_NOTHING:
    default:
      /* Once the game is over, the base page shows the end view. */
      break;
    }
}

/* The stake being chosen: the pictures the roller may choose, and their dice. */
static void
sync_dice_row (PipsFamilyAlbumPage *self)
{
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
  guint selected = adw_combo_row_get_selected (self->picture_row);
  guint left = pips_family_album_game_get_dice_left (game);
  const PipsFamilyAlbumPicture *picture;
  guint low, high;

  if (selected >= self->n_picture_choices)
    return;

  picture = &album->pictures[self->picture_choices[selected]];
  if (pips_family_album_game_get_first_throw (game))
    {
      low = picture->min_dice;
      high = MIN (picture->max_dice, left);
    }
  else
    low = high = left;

  adw_spin_row_set_range (self->dice_row, low, MAX (low, high));
  adw_spin_row_set_value (self->dice_row, MAX (low, high));
  gtk_widget_set_sensitive (GTK_WIDGET (self->dice_row), low < high);
}

static void
picture_selected_cb (PipsFamilyAlbumPage *self)
{
  if (!self->disposed && pips_game_page_get_session (PIPS_GAME_PAGE (self)) != NULL)
    {
      sync_dice_row (self);
      update_stake_chance (self);
    }
}

static void
dice_changed_cb (PipsFamilyAlbumPage *self)
{
  if (!self->disposed && pips_game_page_get_session (PIPS_GAME_PAGE (self)) != NULL)
    update_stake_chance (self);
}

/* Starts the entry afresh for the step the game waits for. */
void
_pips_family_album_page_reset_input (PipsFamilyAlbumPage *self)
{
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);
  const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
  guint roller = pips_family_album_game_get_roller (game);
  guint limit = pips_family_album_game_get_stake_limit (game);
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();

  self->input_cursor = pips_session_get_cursor (pips_game_page_get_session (PIPS_GAME_PAGE (self)));

  /* The stake: the pictures allowed now, 1 chip. */
  self->n_picture_choices = 0;
  for (guint i = 0; i < album->n_pictures; i++)
    {
      if (!pips_family_album_game_check_picture (game, i, NULL))
        continue;
      self->picture_choices[self->n_picture_choices++] = i;
      g_ptr_array_add (titles, (gpointer) album->pictures[i].title);
    }
  g_ptr_array_add (titles, NULL);
  g_clear_object (&self->picture_model);
  self->picture_model = gtk_string_list_new ((const char * const *) titles->pdata);
  adw_combo_row_set_model (self->picture_row, G_LIST_MODEL (self->picture_model));
  adw_combo_row_set_selected (self->picture_row, 0);
  if (pips_family_album_game_get_awaiting (game) != PIPS_FAMILY_ALBUM_AWAIT_NOTHING &&
      pips_family_album_game_get_awaiting (game) >= PIPS_FAMILY_ALBUM_AWAIT_STAKE)
    {
      gint64 chips = pips_family_album_game_get_chips (game, roller);

      adw_spin_row_set_range (self->stake_row, 1, MAX (MIN ((gint64) limit, chips), 1));
    }
  adw_spin_row_set_value (self->stake_row, 1);
  sync_dice_row (self);

  /* The bets: nobody has chosen a side. */
  for (guint p = 0; p < n_players (self); p++)
    {
      gtk_toggle_button_set_active (self->yes_buttons[p], FALSE);
      gtk_toggle_button_set_active (self->no_buttons[p], FALSE);
      gtk_spin_button_set_value (self->bet_spins[p], 1);
    }

  /* The throw: blank dice. */
  if (!pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    {
      guint n_dice = pips_family_album_game_get_n_dice (game);

      if (n_dice > 0)
        pips_dice_entry_set_n_dice (self->dice_entry, n_dice);
      pips_dice_entry_clear (self->dice_entry);
    }
}

void
_pips_family_album_page_update (PipsFamilyAlbumPage *self)
{
  PipsFamilyAlbumGame *game = _pips_family_album_page_get_game (self);

  update_chips (self, game);
  update_album (self, game);
  update_turn (self, game);
  update_last (self, game);
  _pips_family_album_page_update_actions (self);
}

/* Where the keyboard goes when the page gets it: the dice when the game waits for the throw,
 * else the first control of the step the rules ask for. */
static gboolean
pips_family_album_page_focus_entry (PipsGamePage *page)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (page);
  GtkWidget *panel = gtk_stack_get_visible_child (self->turn_stack);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->turn_stack), "throw") == 0)
    return gtk_widget_grab_focus (GTK_WIDGET (self->dice_entry));
  if (panel != NULL && gtk_widget_child_focus (panel, GTK_DIR_TAB_FORWARD))
    return TRUE;

  return FALSE;
}

static void
pips_family_album_page_update (PipsGamePage *page,
                               gboolean      moved)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (page);

  if (moved || pips_session_get_cursor (pips_game_page_get_session (page)) != self->input_cursor)
    _pips_family_album_page_reset_input (self);

  _pips_family_album_page_update (self);
}

static void
show_odds_changed_cb (PipsFamilyAlbumPage *self)
{
  if (!self->disposed && pips_game_page_get_session (PIPS_GAME_PAGE (self)) != NULL)
    _pips_family_album_page_update (self);
}

static void
pips_family_album_page_constructed (GObject *object)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (object);
  g_autoptr(GMenu) menu = g_menu_new ();

  g_assert (PIPS_IS_FAMILY_ALBUM_GAME (pips_game_page_get_game (PIPS_GAME_PAGE (self))));

  /* The players' widgets first: the base type's constructed() shows the state. */
  create_player_widgets (self);
  self->input_cursor = G_MAXUINT;

  /* The game's menu: the album editor (it changes the album of games to come, not this one). */
  g_menu_append (menu, _("_Edit Album…"), "fa.edit-album");
  pips_game_page_set_menu (PIPS_GAME_PAGE (self), G_MENU_MODEL (menu));

  /* Return in a stake, dice or bet field enters the stake or the bets, as Return does
   * elsewhere on the page (the field would take it for itself). */
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->stake_row),
                                   gtk_named_action_new ("fa.stake"));
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->dice_row),
                                   gtk_named_action_new ("fa.stake"));
  for (guint p = 0; p < n_players (self); p++)
    pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->bet_spins[p]),
                                     gtk_named_action_new ("fa.bets"));
  /* Return in the dice enters the faces they show (a die would take it for itself). */
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->dice_entry),
                                   gtk_named_action_new ("fa.throw"));

  G_OBJECT_CLASS (pips_family_album_page_parent_class)->constructed (object);

  g_signal_connect_object (self, "notify::show-odds", G_CALLBACK (show_odds_changed_cb),
                           self, G_CONNECT_SWAPPED);
}

static void
pips_family_album_page_dispose (GObject *object)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (object);

  self->disposed = TRUE;
  g_clear_handle_id (&self->typed_refused_idle, g_source_remove);

  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_FAMILY_ALBUM_PAGE);
  self->dice_entry = NULL;

  g_clear_object (&self->picture_model);

  G_OBJECT_CLASS (pips_family_album_page_parent_class)->dispose (object);
}

static void
pips_family_album_page_finalize (GObject *object)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (object);

  g_clear_pointer (&self->album_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (pips_family_album_page_parent_class)->finalize (object);
}

/* Escape: the faces typed of a throw are cleared; with none typed, Escape leaves the game. */
static gboolean
pips_family_album_page_cancel (PipsGamePage *page)
{
  PipsFamilyAlbumPage *self = PIPS_FAMILY_ALBUM_PAGE (page);
  guint n_dice = 0;
  const guint8 *faces = pips_dice_entry_get_faces (self->dice_entry, &n_dice);
  gboolean typed = FALSE;

  if (pips_game_page_get_rolling (page) ||
      pips_family_album_game_get_awaiting (_pips_family_album_page_get_game (self)) != PIPS_FAMILY_ALBUM_AWAIT_THROW)
    return FALSE;

  for (guint i = 0; i < n_dice; i++)
    typed |= faces[i] != 0;
  if (!typed)
    return FALSE;

  pips_dice_entry_clear (self->dice_entry);
  _pips_family_album_page_update (self);
  return TRUE;
}

/* The game's group in the preferences: the album, outside any game too. */
static void
edit_album_activated_cb (AdwButtonRow *row)
{
  adw_dialog_present (pips_family_album_editor_new (NULL), GTK_WIDGET (row));
}

static void
pips_family_album_page_add_preferences (PipsGamePageClass   *klass,
                                        AdwPreferencesGroup *group)
{
  GtkWidget *row = adw_button_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Edit the Album…"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_button_row_set_end_icon_name (ADW_BUTTON_ROW (row), "go-next-symbolic");
  g_signal_connect (row, "activated", G_CALLBACK (edit_album_activated_cb), NULL);
  adw_preferences_group_add (group, row);
}

static void
pips_family_album_page_class_init (PipsFamilyAlbumPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_family_album_page_constructed;
  object_class->dispose = pips_family_album_page_dispose;
  object_class->finalize = pips_family_album_page_finalize;
  PIPS_GAME_PAGE_CLASS (klass)->focus_entry = pips_family_album_page_focus_entry;

  PIPS_GAME_PAGE_CLASS (klass)->update = pips_family_album_page_update;
  PIPS_GAME_PAGE_CLASS (klass)->add_preferences = pips_family_album_page_add_preferences;
  PIPS_GAME_PAGE_CLASS (klass)->cancel = pips_family_album_page_cancel;
  PIPS_GAME_PAGE_CLASS (klass)->shows_odds = TRUE;

  g_type_ensure (PIPS_TYPE_CHIP_COUNTER);
  g_type_ensure (PIPS_TYPE_DICE_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/games/family-album/pips-family-album-page.ui");
  pips_game_page_class_bind_template_callbacks (widget_class);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, layout_view);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, chips_group);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, album_group);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, turn_title);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, turn_stack);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, stake_group);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, picture_row);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, stake_row);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, dice_row);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, bets_group);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, throw_label);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, dice_entry);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, last_group);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, last_list);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, face_keypad);
  gtk_widget_class_bind_template_child (widget_class, PipsFamilyAlbumPage, throw_group);
  gtk_widget_class_bind_template_callback (widget_class, picture_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, dice_changed_cb);

  _pips_family_album_page_class_actions_init (widget_class);
}

static void
pips_family_album_page_init (PipsFamilyAlbumPage *self)
{
  self->album_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->stake_row, "input", G_CALLBACK (stake_input_cb), self);
  g_signal_connect (self->dice_row, "input", G_CALLBACK (dice_input_cb), self);
}

/**
 * pips_family_album_page_new:
 * @session: a session of Family Album
 *
 * Returns: (transfer floating): the page of the session
 */
GtkWidget *
pips_family_album_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_FAMILY_ALBUM_PAGE, "session", session, NULL);
}

/* The album editor, from the album's heading */

void
_pips_family_album_page_edit_album (PipsFamilyAlbumPage *self)
{
  adw_dialog_present (pips_family_album_editor_new (NULL), GTK_WIDGET (self));
}
