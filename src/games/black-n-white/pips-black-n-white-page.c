/* pips-black-n-white-page.c — the page of Black’n’White: chips, the round, and entering results
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-application.h"
#include "pips-black-n-white-page.h"
#include "pips-black-n-white-rules.h"
#include "pips-chip-counter.h"
#include "pips-dice-entry.h"
#include "pips-die.h"
#include "pips-game-pages.h"

/*
 * The game's own part of the session page (the frame around it has the header, undo, redo and
 * the menu). Everything shown is read from the rules engine in update(), which runs after every
 * change of the session; every command is an action ("bnw.…") that builds an event and hands it
 * to the session, which applies it through the rules or refuses it (shown in a toast).
 *
 * The page keeps only the result being entered, which is not part of the game until it is
 * entered: the faces tapped and the throws used, or the throws of the virtual dice so far and
 * the die kept for the next one. Any change of the session (an entry, an undo) starts it afresh.
 *
 * Layout: wide windows show the chips and the round on the left and the turn on the right; below
 * 720 sp everything stacks, the turn right under the chips.
 */

#define MAX_PLAYERS   PIPS_BLACK_N_WHITE_MAX_PLAYERS
#define MAX_THROWS    PIPS_BLACK_N_WHITE_MAX_THROWS
#define BLACK_DIE     0
#define WHITE_DIE     1
/* Chips drawn at most per counter (the number always says how many). */
#define MAX_DRAWN     15
#define MAX_DRAWN_PLAYER 5

typedef enum
{
  ENTRY_MODE_TAP,
  ENTRY_MODE_ROLL,
} EntryMode;

struct _PipsBlackNWhitePage
{
  AdwBin                parent_instance;

  PipsSession          *session;
  PipsRoller           *roller;
  GSettings            *settings;

  /* Template widgets */
  AdwMultiLayoutView   *layout_view;
  GtkScrolledWindow    *scrolled_window;
  GtkLabel             *phase_label;
  GtkLabel             *phase_description;
  PipsChipCounter      *middle_counter;
  PipsChipCounter      *out_counter;
  AdwWrapBox           *players_box;
  GtkLabel             *turn_title;
  GtkWidget            *facts_box;
  GtkLabel             *limit_label;
  GtkLabel             *tens_label;
  GtkStack             *turn_stack;
  PipsDiceEntry        *dice_entry;
  GtkLabel             *entry_hint;
  GtkWidget            *throws_box;
  GtkWidget            *throws_1_button;
  GtkWidget            *throws_2_button;
  GtkWidget            *throws_3_button;
  GtkLabel             *preview_label;
  GtkWidget            *roll_button;
  GtkWidget            *enter_button;
  GtkLabel             *tens_prompt;
  GtkWidget            *tens_black_button;
  GtkWidget            *tens_white_button;
  PipsDie              *tens_black_first;
  PipsDie              *tens_black_second;
  PipsDie              *tens_white_first;
  PipsDie              *tens_white_second;
  GtkLabel             *tens_black_value;
  GtkLabel             *tens_white_value;
  GtkLabel             *starter_prompt;
  AdwWrapBox           *starter_box;
  GtkWidget            *random_button;
  GtkLabel             *over_description;
  GtkListBox           *standings_list;
  GtkWidget            *round_box;
  GtkLabel             *round_title;
  GtkListBox           *results_list;
  GtkLabel             *waiting_label;
  GtkWidget            *last_box;
  AdwExpanderRow       *last_row;

  /* One of each per player, made once: the session's players do not change. */
  GtkWidget            *player_cells[MAX_PLAYERS];
  PipsChipCounter      *player_counters[MAX_PLAYERS];
  GtkLabel             *player_status[MAX_PLAYERS];
  GtkWidget            *starter_buttons[MAX_PLAYERS];
  GPtrArray            *last_rows;

  /* The result being entered; not game state until the session accepts it. */
  guint                 input_cursor;   /* the session's cursor the input belongs to */
  guint                 input_serial;   /* bumped whenever the input starts afresh */
  EntryMode             entry_mode;
  guint                 throws;
  PipsBlackNWhiteRoll   rolls[MAX_THROWS];
  guint                 n_rolls;
  PipsBlackNWhiteDie    kept;
  gboolean              rolling;
  gboolean              clear_after_roll;

  gboolean              disposed;
};

G_DEFINE_FINAL_TYPE (PipsBlackNWhitePage, pips_black_n_white_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_ENTRY_MODE,
  PROP_THROWS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update (PipsBlackNWhitePage *self);

static PipsBlackNWhiteGame *
get_game (PipsBlackNWhitePage *self)
{
  return PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (self->session));
}

static const char *
player_name (PipsBlackNWhitePage *self,
             guint                player)
{
  return pips_game_get_player_name (PIPS_GAME (get_game (self)), player);
}

static const char *
entry_mode_to_string (EntryMode mode)
{
  return mode == ENTRY_MODE_ROLL ? "roll" : "tap";
}

/* Preferences: whether entering a result starts with the virtual dice. */

static GSettings *
get_settings (PipsBlackNWhitePage *self)
{
  if (self->settings == NULL)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;

      if (PIPS_IS_APPLICATION (app))
        self->settings = g_object_ref (pips_application_get_settings (PIPS_APPLICATION (app)));
      else
        self->settings = g_settings_new (APP_ID);
    }

  return self->settings;
}

static EntryMode
default_entry_mode (PipsBlackNWhitePage *self)
{
  return g_settings_get_boolean (get_settings (self), "virtual-dice") ? ENTRY_MODE_ROLL
                                                                       : ENTRY_MODE_TAP;
}

/* The result being entered */

static void
sync_entry (PipsBlackNWhitePage *self)
{
  gboolean roll = self->entry_mode == ENTRY_MODE_ROLL;

  pips_dice_entry_set_selection_mode (self->dice_entry, roll);
  pips_dice_entry_set_show_keypad (self->dice_entry, !roll);

  /* In roll mode a tap on a die keeps it (see die_activated_cb()); nothing else marks a die. */
  pips_dice_entry_set_marks (self->dice_entry, BLACK_DIE,
                             roll && self->kept == PIPS_BLACK_N_WHITE_DIE_BLACK ? PIPS_DIE_MARK_KEPT
                                                                                : PIPS_DIE_MARK_NONE);
  pips_dice_entry_set_marks (self->dice_entry, WHITE_DIE,
                             roll && self->kept == PIPS_BLACK_N_WHITE_DIE_WHITE ? PIPS_DIE_MARK_KEPT
                                                                                : PIPS_DIE_MARK_NONE);
}

static void
set_throws (PipsBlackNWhitePage *self,
            guint                throws)
{
  throws = CLAMP (throws, 1, MAX_THROWS);

  if (self->throws == throws)
    return;

  self->throws = throws;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THROWS]);
}

/* Starts the result afresh, in @mode: blank dice, no throws. */
static void
reset_input (PipsBlackNWhitePage *self,
             EntryMode            mode)
{
  PipsBlackNWhiteGame *game = get_game (self);
  guint limit = pips_black_n_white_game_get_throw_limit (game);

  self->input_serial++;
  self->input_cursor = pips_session_get_cursor (self->session);
  self->n_rolls = 0;
  self->kept = PIPS_BLACK_N_WHITE_DIE_NONE;

  /* The dice cannot change while they roll; they are cleared when they land. */
  if (pips_dice_entry_get_rolling (self->dice_entry))
    self->clear_after_roll = TRUE;
  else
    pips_dice_entry_clear (self->dice_entry);

  if (self->entry_mode != mode)
    {
      self->entry_mode = mode;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRY_MODE]);
    }

  /* Most players use every throw they may; a tap changes it. */
  set_throws (self, limit > 0 ? limit : MAX_THROWS);

  if (!self->clear_after_roll)
    sync_entry (self);
}

static void
set_entry_mode (PipsBlackNWhitePage *self,
                EntryMode            mode)
{
  if (self->entry_mode == mode)
    return;

  reset_input (self, mode);
  update (self);
}

/* Showing the game */

static char *
format_throws (guint throws)
{
  /* Translators: how many throws a player used */
  return g_strdup_printf (ngettext ("%u throw", "%u throws", throws), throws);
}

static GtkWidget *
result_row_new (PipsBlackNWhitePage         *self,
                const PipsBlackNWhiteResult *result,
                guint                        rank,
                PipsBlackNWhiteDie           tens)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *number = g_strdup_printf ("%u", rank);
  g_autofree char *text = pips_black_n_white_format_result (result->black, result->white, tens);
  g_autofree char *throws = format_throws (result->throws);
  g_autofree char *subtitle = NULL;
  GtkWidget *rank_label = gtk_label_new (number);
  GtkWidget *value_label = gtk_label_new (text);

  if (result->rolloff > 0)
    /* Translators: the subtitle of a result thrown in a roll-off among tied players; %s is
     * "1 throw" */
    subtitle = g_strdup_printf (_("Roll-off · %s"), throws);
  else
    subtitle = g_steal_pointer (&throws);

  gtk_widget_add_css_class (rank_label, "dim-label");
  gtk_widget_add_css_class (rank_label, "numeric");
  gtk_widget_set_size_request (rank_label, 16, -1);
  gtk_widget_add_css_class (value_label, "title-4");
  gtk_widget_add_css_class (value_label, "numeric");
  gtk_label_set_xalign (GTK_LABEL (value_label), 1);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player_name (self, result->player));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), rank_label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value_label);

  return row;
}

/* Fills @list with @results (best first, the roll-off after the round), ranked from 1 in each. */
static void
fill_results (PipsBlackNWhitePage *self,
              GtkListBox          *list,
              AdwExpanderRow      *expander,
              GArray              *results,
              PipsBlackNWhiteDie   tens)
{
  guint rank = 0;
  guint rolloff = 0;

  for (guint i = 0; i < results->len; i++)
    {
      const PipsBlackNWhiteResult *result = &g_array_index (results, PipsBlackNWhiteResult, i);
      GtkWidget *row;

      if (result->rolloff != rolloff)
        {
          rolloff = result->rolloff;
          rank = 0;
        }

      row = result_row_new (self, result, ++rank, tens);
      if (expander != NULL)
        {
          adw_expander_row_add_row (expander, row);
          g_ptr_array_add (self->last_rows, row);
        }
      else
        gtk_list_box_append (list, row);
    }
}

static gboolean
array_contains (GArray *players,
                guint   player)
{
  for (guint i = 0; i < players->len; i++)
    {
      if (g_array_index (players, guint, i) == player)
        return TRUE;
    }

  return FALSE;
}

/* The result of @player in the round (or the roll-off) under way, if any. */
static const PipsBlackNWhiteResult *
find_result (GArray *results,
             guint   player,
             guint   rolloff)
{
  for (guint i = 0; i < results->len; i++)
    {
      const PipsBlackNWhiteResult *result = &g_array_index (results, PipsBlackNWhiteResult, i);

      if (result->player == player && result->rolloff == rolloff)
        return result;
    }

  return NULL;
}

static void
update_chips (PipsBlackNWhitePage *self,
              GArray              *results)
{
  PipsBlackNWhiteGame *game = get_game (self);
  PipsGame *base = PIPS_GAME (game);
  guint n_players = MIN (pips_game_get_n_players (base), MAX_PLAYERS);
  guint total = pips_black_n_white_game_get_total_chips (game);
  int current = pips_game_get_current_player (base);
  int starter = pips_black_n_white_game_get_round_starter (game);
  guint rolloff = pips_black_n_white_game_get_rolloff (game);
  PipsBlackNWhiteDie tens = pips_black_n_white_game_get_tens (game);
  g_autoptr(GArray) rolloff_players = pips_black_n_white_game_dup_rolloff_players (game);

  if (pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_1)
    {
      gtk_label_set_label (self->phase_label, _("Phase 1 · Handing Out the Chips"));
      gtk_label_set_label (self->phase_description,
                           _("The lowest result takes a chip from the middle"));
    }
  else
    {
      gtk_label_set_label (self->phase_label, _("Phase 2 · Getting Rid of the Chips"));
      gtk_label_set_label (self->phase_description,
                           _("The highest result puts one of their chips out of the game"));
    }

  pips_chip_counter_set_max_chips (self->middle_counter, CLAMP (total, 1, MAX_DRAWN));
  pips_chip_counter_set_count (self->middle_counter, pips_black_n_white_game_get_middle (game));
  pips_chip_counter_set_max_chips (self->out_counter, CLAMP (total, 1, MAX_DRAWN));
  pips_chip_counter_set_count (self->out_counter, pips_black_n_white_game_get_out (game));

  for (guint p = 0; p < n_players; p++)
    {
      PipsBlackNWhitePlayerState state = pips_black_n_white_game_get_player_state (game, p);
      const PipsBlackNWhiteResult *result = find_result (results, p, rolloff);
      g_autofree char *status = NULL;

      pips_chip_counter_set_max_chips (self->player_counters[p], CLAMP (total, 1, MAX_DRAWN_PLAYER));
      pips_chip_counter_set_count (self->player_counters[p],
                                   pips_black_n_white_game_get_chips (game, p));
      pips_chip_counter_set_highlight (self->player_counters[p], (int) p == current);

      if (state == PIPS_BLACK_N_WHITE_WON)
        /* Translators: under the chips of a player who got rid of them and left the game */
        status = g_strdup (_("Won"));
      else if (state == PIPS_BLACK_N_WHITE_LOST)
        /* Translators: under the chips of the player who lost */
        status = g_strdup (_("Lost"));
      else if ((int) p == current &&
               pips_black_n_white_game_get_awaiting (game) == PIPS_BLACK_N_WHITE_AWAIT_TENS)
        /* Translators: under the chips of the player who must choose the tens colour now */
        status = g_strdup (_("Chooses the tens"));
      else if ((int) p == current)
        /* Translators: under the chips of the player whose turn it is */
        status = g_strdup (_("To throw"));
      else if (result != NULL)
        status = pips_black_n_white_format_result (result->black, result->white, tens);
      else if (rolloff > 0 && !array_contains (rolloff_players, p))
        /* Translators: under the chips of a player who is not in the roll-off under way */
        status = g_strdup (_("Watches the roll-off"));
      else if ((int) p == starter)
        /* Translators: under the chips of the player who starts the round */
        status = g_strdup (_("Starts"));
      else
        status = g_strdup ("");

      gtk_label_set_label (self->player_status[p], status);

      if (state == PIPS_BLACK_N_WHITE_WON)
        gtk_widget_add_css_class (self->player_cells[p], "dim-label");
      else
        gtk_widget_remove_css_class (self->player_cells[p], "dim-label");
    }
}

static void
update_facts (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = get_game (self);
  guint limit = pips_black_n_white_game_get_throw_limit (game);
  g_autofree char *limit_text = NULL;

  if (pips_black_n_white_game_get_rolloff (game) > 0)
    /* Translators: in a roll-off among tied players everyone throws once */
    limit_text = g_strdup (_("Roll-off: one throw"));
  else
    /* Translators: the throws the current player may use */
    limit_text = g_strdup_printf (ngettext ("Up to %u throw", "Up to %u throws", limit), limit);

  gtk_label_set_label (self->limit_label, limit_text);

  switch (pips_black_n_white_game_get_tens (game))
    {
    case PIPS_BLACK_N_WHITE_DIE_BLACK:
      /* Translators: the black die gives the tens of house numbers this round */
      gtk_label_set_label (self->tens_label, _("Black is tens"));
      break;

    case PIPS_BLACK_N_WHITE_DIE_WHITE:
      /* Translators: the white die gives the tens of house numbers this round */
      gtk_label_set_label (self->tens_label, _("White is tens"));
      break;

    case PIPS_BLACK_N_WHITE_DIE_NONE:
    default:
      /* Translators: nobody has chosen which die gives the tens this round yet */
      gtk_label_set_label (self->tens_label, _("Tens colour still open"));
      break;
    }
}

static void
update_result_panel (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = get_game (self);
  gboolean roll = self->entry_mode == ENTRY_MODE_ROLL;
  guint limit = pips_black_n_white_game_get_throw_limit (game);
  g_autofree char *hint = NULL;
  g_autofree char *preview = NULL;
  const char *roll_label;

  gtk_widget_set_visible (self->throws_box, !roll);
  gtk_widget_set_visible (self->roll_button, roll);
  /* Only the counts the round allows are offered (the rules check it again). */
  gtk_widget_set_visible (self->throws_1_button, limit >= 1);
  gtk_widget_set_visible (self->throws_2_button, limit >= 2);
  gtk_widget_set_visible (self->throws_3_button, limit >= 3);

  if (!roll)
    {
      const guint8 *faces = pips_dice_entry_get_faces (self->dice_entry, NULL);

      hint = g_strdup (_("Tap the faces: black first, then white"));
      if (pips_dice_entry_get_complete (self->dice_entry))
        preview = pips_black_n_white_format_result (faces[BLACK_DIE], faces[WHITE_DIE],
                                                    pips_black_n_white_game_get_tens (game));
    }
  else if (self->n_rolls == 0)
    hint = g_strdup (_("Roll both dice"));
  else
    {
      const PipsBlackNWhiteRoll *last = &self->rolls[self->n_rolls - 1];

      if (self->n_rolls >= limit)
        /* Translators: both %u are numbers of throws, e.g. "Throw 2 of 2 · No throws left" */
        hint = g_strdup_printf (_("Throw %u of %u · No throws left"), self->n_rolls, limit);
      else
        /* Translators: both %u are numbers of throws */
        hint = g_strdup_printf (_("Throw %u of %u · Tap a die to keep it"), self->n_rolls, limit);

      preview = pips_black_n_white_format_result (last->black, last->white,
                                                  pips_black_n_white_game_get_tens (game));
    }

  gtk_label_set_label (self->entry_hint, hint);

  if (preview != NULL)
    {
      /* Translators: the result being entered, e.g. "Result: 64" or "Result: Double 5" */
      g_autofree char *text = g_strdup_printf (_("Result: %s"), preview);

      gtk_label_set_label (self->preview_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->preview_label), preview != NULL);

  if (self->n_rolls == 0)
    roll_label = _("_Roll");
  else if (self->kept == PIPS_BLACK_N_WHITE_DIE_BLACK)
    roll_label = _("Throw _White Again");
  else if (self->kept == PIPS_BLACK_N_WHITE_DIE_WHITE)
    roll_label = _("Throw _Black Again");
  else
    roll_label = _("Throw _Both Again");

  gtk_button_set_label (GTK_BUTTON (self->roll_button), roll_label);
  gtk_button_set_use_underline (GTK_BUTTON (self->roll_button), TRUE);
}

static void
update_tens_panel (PipsBlackNWhitePage *self,
                   GArray              *results)
{
  PipsBlackNWhiteGame *game = get_game (self);
  int chooser = pips_black_n_white_game_get_tens_chooser (game);
  const PipsBlackNWhiteResult *result;
  g_autofree char *prompt = NULL;
  g_autofree char *black_value = NULL;
  g_autofree char *white_value = NULL;
  g_autofree char *black_label = NULL;
  g_autofree char *white_label = NULL;

  if (chooser < 0)
    return;

  result = find_result (results, chooser, pips_black_n_white_game_get_rolloff (game));
  if (result == NULL)
    return;

  /* Translators: %u are the faces of the black and the white die, %s is a player's name */
  prompt = g_strdup_printf (_("Black %u, white %u is the round’s first result that is not a double, so %s says which die gives the tens, for the whole round."),
                            result->black, result->white, player_name (self, chooser));
  gtk_label_set_label (self->tens_prompt, prompt);

  black_value = pips_black_n_white_format_result (result->black, result->white,
                                                  PIPS_BLACK_N_WHITE_DIE_BLACK);
  white_value = pips_black_n_white_format_result (result->black, result->white,
                                                  PIPS_BLACK_N_WHITE_DIE_WHITE);
  gtk_label_set_label (self->tens_black_value, black_value);
  gtk_label_set_label (self->tens_white_value, white_value);
  pips_die_set_face (self->tens_black_first, result->black);
  pips_die_set_face (self->tens_black_second, result->white);
  pips_die_set_face (self->tens_white_first, result->white);
  pips_die_set_face (self->tens_white_second, result->black);

  /* Translators: the accessible name of a button; %s is the house number it makes, e.g. "64" */
  black_label = g_strdup_printf (_("Black is tens: %s"), black_value);
  /* Translators: the accessible name of a button; %s is the house number it makes, e.g. "46" */
  white_label = g_strdup_printf (_("White is tens: %s"), white_value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tens_black_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, black_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tens_white_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, white_label, -1);
}

static void
update_starter_panel (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = get_game (self);
  g_autoptr(GArray) candidates = pips_black_n_white_game_dup_starter_candidates (game);
  guint n_players = MIN (pips_game_get_n_players (PIPS_GAME (game)), MAX_PLAYERS);
  gboolean random = pips_black_n_white_game_get_random_starter (game);

  if (pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_1)
    gtk_label_set_label (self->starter_prompt,
                         random ? _("Let Pips pick who starts at random, or say who starts.")
                                : _("The youngest player starts. Who is it?"));
  else
    gtk_label_set_label (self->starter_prompt,
                         _("The players with the most chips roll off for the start. Who won?"));

  for (guint p = 0; p < n_players; p++)
    gtk_widget_set_visible (self->starter_buttons[p], array_contains (candidates, p));

  if (random)
    gtk_widget_add_css_class (self->random_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->random_button, "suggested-action");
}

static void
update_over_panel (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = get_game (self);
  PipsGame *base = PIPS_GAME (game);
  g_autoptr(GPtrArray) standings = pips_game_standings (base);
  int loser = pips_black_n_white_game_get_loser (game);
  g_autofree char *description = NULL;

  if (loser >= 0 && pips_game_get_option_text (base, "stake")[0] != '\0')
    /* Translators: a player's name, then what the players agreed the loser owes */
    description = g_strdup_printf (_("%s has lost and owes the table: %s. The winners left the game in this order."),
                                   player_name (self, loser),
                                   pips_game_get_option_text (base, "stake"));
  else if (loser >= 0)
    /* Translators: %s is a player's name */
    description = g_strdup_printf (_("%s has lost. The winners left the game in this order."),
                                   player_name (self, loser));
  else
    description = g_strdup (_("The players ended the game early."));

  gtk_label_set_label (self->over_description, description);

  gtk_list_box_remove_all (self->standings_list);
  for (guint i = 0; i < standings->len; i++)
    {
      PipsStanding *standing = g_ptr_array_index (standings, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *rank = g_strdup_printf ("%u", standing->rank);
      g_autofree char *chips = NULL;
      GtkWidget *rank_label = gtk_label_new (rank);

      gtk_widget_add_css_class (rank_label, "dim-label");
      gtk_widget_add_css_class (rank_label, "numeric");
      gtk_widget_set_size_request (rank_label, 16, -1);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     player_name (self, standing->player));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), rank_label);

      /* Translators: the number of chips someone holds */
      chips = g_strdup_printf (ngettext ("%u chip", "%u chips", (guint) standing->chips),
                               (guint) standing->chips);
      if (standing->status != NULL)
        {
          /* Translators: a player's standing and chips, e.g. "Lost · 2 chips" */
          g_autofree char *subtitle = g_strdup_printf (_("%s · %s"), standing->status, chips);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
        }
      else
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), chips);

      gtk_list_box_append (self->standings_list, row);
    }
}

static void
update_round (PipsBlackNWhitePage *self,
              GArray              *results)
{
  PipsBlackNWhiteGame *game = get_game (self);
  PipsGame *base = PIPS_GAME (game);
  PipsBlackNWhiteAwait awaiting = pips_black_n_white_game_get_awaiting (game);
  guint rolloff = pips_black_n_white_game_get_rolloff (game);
  g_autoptr(GArray) last = pips_black_n_white_game_dup_last_results (game);
  g_autofree char *title = NULL;
  g_autofree char *outcome = NULL;
  GString *waiting = g_string_new (NULL);
  g_autofree char *waiting_text = NULL;

  /* The round under way */
  gtk_widget_set_visible (self->round_box, !pips_game_is_over (base));

  if (rolloff > 0)
    /* Translators: %u is the number of the round */
    title = g_strdup_printf (_("Round %u · Roll-off"), pips_game_get_round (base));
  else
    /* Translators: %u is the number of the round */
    title = g_strdup_printf (_("Round %u"), pips_game_get_round (base));
  gtk_label_set_label (self->round_title, title);

  gtk_list_box_remove_all (self->results_list);
  fill_results (self, self->results_list, NULL, results, pips_black_n_white_game_get_tens (game));

  if (awaiting == PIPS_BLACK_N_WHITE_AWAIT_RESULT || awaiting == PIPS_BLACK_N_WHITE_AWAIT_TENS)
    {
      g_autoptr(GArray) players = NULL;

      if (rolloff > 0)
        players = pips_black_n_white_game_dup_rolloff_players (game);
      else
        players = pips_black_n_white_game_dup_active_players (game);

      for (guint i = 0; i < players->len; i++)
        {
          guint p = g_array_index (players, guint, i);

          if (find_result (results, p, rolloff) != NULL)
            continue;

          if (waiting->len > 0)
            /* Translators: between the names of players yet to throw */
            g_string_append (waiting, _(", "));
          g_string_append (waiting, player_name (self, p));
        }
    }

  if (waiting->len > 0)
    /* Translators: %s lists players' names, e.g. "Clara, David" */
    waiting_text = g_strdup_printf (_("Yet to throw: %s"), waiting->str);
  else if (results->len == 0)
    waiting_text = g_strdup (_("No results yet"));
  g_string_free (waiting, TRUE);

  gtk_label_set_label (self->waiting_label, waiting_text != NULL ? waiting_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->waiting_label), waiting_text != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->results_list), results->len > 0);

  /* The round that ended last, said in words, with its results */
  for (guint i = 0; i < self->last_rows->len; i++)
    adw_expander_row_remove (self->last_row, g_ptr_array_index (self->last_rows, i));
  g_ptr_array_set_size (self->last_rows, 0);

  outcome = pips_black_n_white_game_dup_last_outcome_text (game);
  gtk_widget_set_visible (self->last_box, last->len > 0);
  if (last->len > 0)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->last_row), outcome);
      adw_expander_row_set_subtitle (self->last_row, _("Show the results"));
      fill_results (self, NULL, self->last_row, last,
                    pips_black_n_white_game_get_last_tens (game));
    }
}

/* Whether the virtual dice may be thrown (again) now, and a die kept for that. */
static gboolean
can_roll (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = get_game (self);

  return pips_black_n_white_game_get_awaiting (game) == PIPS_BLACK_N_WHITE_AWAIT_RESULT &&
         self->entry_mode == ENTRY_MODE_ROLL && !self->rolling &&
         self->n_rolls < pips_black_n_white_game_get_throw_limit (game);
}

static gboolean
can_keep (PipsBlackNWhitePage *self)
{
  return can_roll (self) && self->n_rolls > 0;
}

static void
update_actions (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = get_game (self);
  PipsBlackNWhiteAwait awaiting = pips_black_n_white_game_get_awaiting (game);
  gboolean result = awaiting == PIPS_BLACK_N_WHITE_AWAIT_RESULT;
  gboolean roll = self->entry_mode == ENTRY_MODE_ROLL;
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "bnw.entry-mode", result && !self->rolling);
  gtk_widget_action_set_enabled (widget, "bnw.throws", result && !roll);
  gtk_widget_action_set_enabled (widget, "bnw.enter",
                                 result && !self->rolling &&
                                 (roll ? self->n_rolls > 0
                                       : pips_dice_entry_get_complete (self->dice_entry)));
  gtk_widget_action_set_enabled (widget, "bnw.roll", can_roll (self));
  gtk_widget_action_set_enabled (widget, "bnw.keep", can_keep (self));
  gtk_widget_action_set_enabled (widget, "bnw.tens", awaiting == PIPS_BLACK_N_WHITE_AWAIT_TENS);
  gtk_widget_action_set_enabled (widget, "bnw.starter",
                                 awaiting == PIPS_BLACK_N_WHITE_AWAIT_STARTER);
  gtk_widget_action_set_enabled (widget, "bnw.pick-starter",
                                 awaiting == PIPS_BLACK_N_WHITE_AWAIT_STARTER);
}

/* Reads the game and shows it; the only place that does. */
static void
update (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = get_game (self);
  PipsGame *base = PIPS_GAME (game);
  PipsBlackNWhiteAwait awaiting = pips_black_n_white_game_get_awaiting (game);
  g_autoptr(GArray) results = pips_black_n_white_game_dup_results (game);
  int current = pips_game_get_current_player (base);
  g_autofree char *title = NULL;
  const char *page = "result";

  update_chips (self, results);
  update_facts (self);
  update_round (self, results);

  switch (awaiting)
    {
    case PIPS_BLACK_N_WHITE_AWAIT_STARTER:
      page = "starter";
      title = g_strdup (_("Who Starts?"));
      update_starter_panel (self);
      break;

    case PIPS_BLACK_N_WHITE_AWAIT_TENS:
      page = "tens";
      /* Translators: %s is a player's name */
      title = g_strdup_printf (_("%s Chooses the Tens"), player_name (self, current));
      update_tens_panel (self, results);
      break;

    case PIPS_BLACK_N_WHITE_AWAIT_RESULT:
      page = "result";
      if (pips_black_n_white_game_get_rolloff (game) > 0)
        /* Translators: %s is a player's name */
        title = g_strdup_printf (_("Roll-off · %s Throws"), player_name (self, current));
      else
        /* Translators: %s is a player's name */
        title = g_strdup_printf (_("%s’s Turn"), player_name (self, current));
      update_result_panel (self);
      break;

    case PIPS_BLACK_N_WHITE_AWAIT_NOTHING:
    default:
      page = "over";
      title = g_strdup (pips_black_n_white_game_get_loser (game) >= 0 ? _("Game Over")
                                                                      : _("Game Ended"));
      update_over_panel (self);
      break;
    }

  gtk_label_set_label (self->turn_title, title);
  gtk_widget_set_visible (self->facts_box,
                          awaiting == PIPS_BLACK_N_WHITE_AWAIT_RESULT ||
                          awaiting == PIPS_BLACK_N_WHITE_AWAIT_TENS);
  gtk_stack_set_visible_child_name (self->turn_stack, page);

  update_actions (self);
}

/* The button just used may be gone (the turn panel shows what the rules ask for next): then
 * focus goes on there, so that the next entry needs no pointer. Focus elsewhere (the header's
 * undo button) stays where it is. */
static void
keep_focus (PipsBlackNWhitePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *panel;

  if (root == NULL)
    return;

  if (focus != NULL && focus != GTK_WIDGET (self) &&
      (!gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) ||
       (gtk_widget_get_mapped (focus) && gtk_widget_is_sensitive (focus))))
    return;

  panel = gtk_stack_get_visible_child (self->turn_stack);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->turn_stack), "result") == 0 &&
      self->entry_mode == ENTRY_MODE_TAP)
    gtk_widget_grab_focus (GTK_WIDGET (self->dice_entry));
  else if (panel != NULL)
    gtk_widget_child_focus (panel, GTK_DIR_TAB_FORWARD);
}

static void
session_changed_cb (PipsBlackNWhitePage *self)
{
  /* A new entry, an undo or a redo: the result being entered belonged to the turn before. */
  if (pips_session_get_cursor (self->session) != self->input_cursor)
    reset_input (self, default_entry_mode (self));

  update (self);
  keep_focus (self);
}

static void
entry_changed_cb (PipsBlackNWhitePage *self)
{
  /* A face was tapped (the dice landing are handled in roll_done_cb()). */
  if (self->session == NULL || self->disposed || self->rolling)
    return;

  update (self);
}

static void
die_activated_cb (PipsBlackNWhitePage *self,
                  guint                index)
{
  if (self->session == NULL || self->disposed || self->entry_mode != ENTRY_MODE_ROLL)
    return;

  /* The entry toggled its "selected" mark; here a tap keeps the die instead. */
  if (can_keep (self))
    gtk_widget_activate_action (GTK_WIDGET (self), "bnw.keep", "s",
                                index == BLACK_DIE ? "black" : "white");
  else
    gtk_widget_error_bell (GTK_WIDGET (self));

  sync_entry (self);
}

/* Actions */

static void
append_event (PipsBlackNWhitePage *self,
              JsonObject          *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;

  if (owned == NULL)
    return;

  if (!pips_session_append (self->session, owned, &error))
    {
      /* Refused by the rules: nothing changed, and the input stays to be corrected. */
      pips_game_page_toast (GTK_WIDGET (self), error->message);
      update (self);
    }
}

static void
enter_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  int player = pips_game_get_current_player (PIPS_GAME (get_game (self)));

  if (player < 0)
    return;

  if (self->entry_mode == ENTRY_MODE_ROLL)
    {
      if (self->n_rolls == 0)
        return;

      append_event (self, pips_black_n_white_event_result_with_rolls (player, self->rolls,
                                                                      self->n_rolls));
    }
  else
    {
      const guint8 *faces = pips_dice_entry_get_faces (self->dice_entry, NULL);

      append_event (self, pips_black_n_white_event_result (player, faces[BLACK_DIE],
                                                           faces[WHITE_DIE], self->throws));
    }
}

/* A throw of the virtual dice under way, and the input it belongs to. */
typedef struct
{
  PipsBlackNWhitePage *self;
  guint                serial;
} Roll;

static void
roll_free (Roll *roll)
{
  g_object_unref (roll->self);
  g_free (roll);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Roll, roll_free)

static void
roll_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(Roll) roll = user_data;
  PipsBlackNWhitePage *self = roll->self;
  PipsDiceEntry *entry = PIPS_DICE_ENTRY (object);
  gboolean rolled = pips_dice_entry_roll_finish (entry, result, NULL);
  const guint8 *faces;

  self->rolling = FALSE;

  /* The page is going away. */
  if (self->disposed)
    return;

  if (!rolled || roll->serial != self->input_serial)
    {
      /* The input started afresh while the dice rolled: forget the throw. */
      if (self->clear_after_roll)
        {
          self->clear_after_roll = FALSE;
          pips_dice_entry_clear (self->dice_entry);
          sync_entry (self);
        }
      update (self);
      return;
    }

  faces = pips_dice_entry_get_faces (entry, NULL);
  self->rolls[self->n_rolls] = (PipsBlackNWhiteRoll) {
    .black = faces[BLACK_DIE],
    .white = faces[WHITE_DIE],
    .kept = self->n_rolls > 0 ? self->kept : PIPS_BLACK_N_WHITE_DIE_NONE,
  };
  self->n_rolls++;

  /* Each throw is decided afresh: keep a die again, or throw both. */
  self->kept = PIPS_BLACK_N_WHITE_DIE_NONE;
  sync_entry (self);
  update (self);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  Roll *roll;

  if (self->rolling || self->n_rolls >= MAX_THROWS)
    return;

  if (self->n_rolls == 0)
    self->kept = PIPS_BLACK_N_WHITE_DIE_NONE;

  /* The kept die carries the "kept" mark, so it does not roll. */
  sync_entry (self);

  self->rolling = TRUE;
  update_actions (self);

  roll = g_new0 (Roll, 1);
  roll->self = g_object_ref (self);
  roll->serial = self->input_serial;
  pips_dice_entry_roll (self->dice_entry, self->roller, roll_done_cb, roll);
}

static void
keep_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  const char *die = g_variant_get_string (parameter, NULL);
  PipsBlackNWhiteDie kept;

  if (g_str_equal (die, "black"))
    kept = PIPS_BLACK_N_WHITE_DIE_BLACK;
  else if (g_str_equal (die, "white"))
    kept = PIPS_BLACK_N_WHITE_DIE_WHITE;
  else
    kept = PIPS_BLACK_N_WHITE_DIE_NONE;

  /* Keeping the kept die again lets it go. */
  self->kept = self->kept == kept ? PIPS_BLACK_N_WHITE_DIE_NONE : kept;
  sync_entry (self);
  update (self);
}

static void
tens_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);
  const char *die = g_variant_get_string (parameter, NULL);
  int player = pips_game_get_current_player (PIPS_GAME (get_game (self)));

  if (player < 0)
    return;

  append_event (self, pips_black_n_white_event_tens (player,
                                                     g_str_equal (die, "white")
                                                     ? PIPS_BLACK_N_WHITE_DIE_WHITE
                                                     : PIPS_BLACK_N_WHITE_DIE_BLACK));
}

static void
starter_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);

  append_event (self, pips_black_n_white_event_starter (g_variant_get_uint32 (parameter), FALSE));
}

static void
pick_starter_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);

  append_event (self, pips_black_n_white_game_pick_starter (get_game (self), self->roller));
}

/* Building the page */

static void
create_player_widgets (PipsBlackNWhitePage *self)
{
  PipsGame *game = PIPS_GAME (get_game (self));
  guint n_players = MIN (pips_game_get_n_players (game), MAX_PLAYERS);

  for (guint p = 0; p < n_players; p++)
    {
      const char *name = pips_game_get_player_name (game, p);
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *counter = pips_chip_counter_new (name, 0);
      GtkWidget *status = gtk_label_new (NULL);
      GtkWidget *button = gtk_button_new_with_label (name);

      /* Two short lines at most, so that five players still fit a phone's width. */
      gtk_label_set_wrap (GTK_LABEL (status), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (status), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (GTK_LABEL (status), 2);
      gtk_label_set_ellipsize (GTK_LABEL (status), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (status), 12);
      gtk_label_set_justify (GTK_LABEL (status), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (status, "caption");
      gtk_widget_add_css_class (status, "dim-label");
      gtk_box_append (GTK_BOX (cell), counter);
      gtk_box_append (GTK_BOX (cell), status);
      adw_wrap_box_append (self->players_box, cell);

      self->player_cells[p] = cell;
      self->player_counters[p] = PIPS_CHIP_COUNTER (counter);
      self->player_status[p] = GTK_LABEL (status);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "bnw.starter");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", p);
      gtk_widget_add_css_class (button, "pill");
      adw_wrap_box_append (self->starter_box, button);
      self->starter_buttons[p] = button;
    }
}

static void
pips_black_n_white_page_constructed (GObject *object)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  G_OBJECT_CLASS (pips_black_n_white_page_parent_class)->constructed (object);

  g_assert (PIPS_IS_SESSION (self->session));
  g_assert (PIPS_IS_BLACK_N_WHITE_GAME (pips_session_get_game (self->session)));

  create_player_widgets (self);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb), self,
                           G_CONNECT_SWAPPED);

  reset_input (self, default_entry_mode (self));
  update (self);
}

static void
pips_black_n_white_page_root (GtkWidget *widget)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (widget);

  GTK_WIDGET_CLASS (pips_black_n_white_page_parent_class)->root (widget);

  /* In a window of the app, the app's preferences say how results are entered. */
  g_clear_object (&self->settings);
  if (self->n_rolls == 0 && !self->rolling &&
      !pips_dice_entry_get_complete (self->dice_entry) &&
      self->entry_mode != default_entry_mode (self))
    set_entry_mode (self, default_entry_mode (self));
}

static void
pips_black_n_white_page_dispose (GObject *object)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  self->disposed = TRUE;

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_BLACK_N_WHITE_PAGE);
  self->dice_entry = NULL;

  g_clear_object (&self->session);
  g_clear_object (&self->roller);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (pips_black_n_white_page_parent_class)->dispose (object);
}

static void
pips_black_n_white_page_finalize (GObject *object)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  g_clear_pointer (&self->last_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (pips_black_n_white_page_parent_class)->finalize (object);
}

static void
pips_black_n_white_page_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    case PROP_ENTRY_MODE:
      g_value_set_string (value, entry_mode_to_string (self->entry_mode));
      break;

    case PROP_THROWS:
      g_value_set_uint (value, self->throws);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_black_n_white_page_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;

    case PROP_ENTRY_MODE:
      if (self->session == NULL)
        {
          g_warning ("PipsBlackNWhitePage:entry-mode can only be set after construction");
          break;
        }
      set_entry_mode (self, g_strcmp0 (g_value_get_string (value), "roll") == 0 ? ENTRY_MODE_ROLL
                                                                                : ENTRY_MODE_TAP);
      break;

    case PROP_THROWS:
      set_throws (self, g_value_get_uint (value));
      if (self->session != NULL)
        update (self);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_black_n_white_page_class_init (PipsBlackNWhitePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_black_n_white_page_constructed;
  object_class->dispose = pips_black_n_white_page_dispose;
  object_class->finalize = pips_black_n_white_page_finalize;
  object_class->get_property = pips_black_n_white_page_get_property;
  object_class->set_property = pips_black_n_white_page_set_property;

  widget_class->root = pips_black_n_white_page_root;

  /**
   * PipsBlackNWhitePage:session:
   *
   * The session of a Black’n’White game.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         PIPS_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsBlackNWhitePage:entry-mode:
   *
   * How the result is entered: "tap" (the faces of real dice) or "roll" (virtual dice).
   */
  properties[PROP_ENTRY_MODE] =
    g_param_spec_string ("entry-mode", NULL, NULL,
                         "tap",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsBlackNWhitePage:throws:
   *
   * The throws the player says they used, for a result entered by tapping faces.
   */
  properties[PROP_THROWS] =
    g_param_spec_uint ("throws", NULL, NULL,
                       1, MAX_THROWS, MAX_THROWS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PIPS_TYPE_CHIP_COUNTER);
  g_type_ensure (PIPS_TYPE_DICE_ENTRY);
  g_type_ensure (PIPS_TYPE_DIE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/games/black-n-white/pips-black-n-white-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, layout_view);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, phase_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, phase_description);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, middle_counter);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, out_counter);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, players_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, turn_title);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, facts_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, limit_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, turn_stack);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, dice_entry);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, entry_hint);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, throws_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, throws_1_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, throws_2_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, throws_3_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, preview_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, enter_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_prompt);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_black_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_white_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_black_first);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_black_second);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_white_first);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_white_second);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_black_value);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_white_value);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, starter_prompt);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, starter_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, random_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, over_description);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, standings_list);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, round_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, round_title);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, results_list);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, waiting_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, last_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, last_row);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, die_activated_cb);

  /* Entering a result */
  gtk_widget_class_install_property_action (widget_class, "bnw.entry-mode", "entry-mode");
  gtk_widget_class_install_property_action (widget_class, "bnw.throws", "throws");
  gtk_widget_class_install_action (widget_class, "bnw.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "bnw.keep", "s", keep_action);
  gtk_widget_class_install_action (widget_class, "bnw.enter", NULL, enter_action);
  /* What the rules ask for now */
  gtk_widget_class_install_action (widget_class, "bnw.tens", "s", tens_action);
  gtk_widget_class_install_action (widget_class, "bnw.starter", "u", starter_action);
  gtk_widget_class_install_action (widget_class, "bnw.pick-starter", NULL, pick_starter_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "bnw.enter", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "bnw.enter", NULL);
}

static void
pips_black_n_white_page_init (PipsBlackNWhitePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->roller = pips_roller_new ();
  self->last_rows = g_ptr_array_new ();
  self->throws = MAX_THROWS;

  gtk_button_set_label (GTK_BUTTON (self->roll_button), _("_Roll"));
  gtk_button_set_use_underline (GTK_BUTTON (self->roll_button), TRUE);

  /* Until a result asks for the tens colour; then the names say the house number too. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tens_black_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Black is tens"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tens_white_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("White is tens"), -1);

  pips_dice_entry_set_die_kind (self->dice_entry, BLACK_DIE, PIPS_DIE_KIND_BLACK);
  pips_dice_entry_set_die_kind (self->dice_entry, WHITE_DIE, PIPS_DIE_KIND_WHITE);

  {
    GtkWidget *buttons[] = { self->throws_1_button, self->throws_2_button, self->throws_3_button };

    for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
      {
        g_autofree char *label = format_throws (i + 1);

        gtk_accessible_update_property (GTK_ACCESSIBLE (buttons[i]),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        gtk_widget_set_tooltip_text (buttons[i], label);
      }
  }
}

/**
 * pips_black_n_white_page_new:
 * @session: the session of a Black’n’White game
 *
 * Returns: (transfer floating): the page of the game
 */
GtkWidget *
pips_black_n_white_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_BLACK_N_WHITE_PAGE, "session", session, NULL);
}

/**
 * pips_black_n_white_page_get_session:
 *
 * Returns: (transfer none): the session
 */
PipsSession *
pips_black_n_white_page_get_session (PipsBlackNWhitePage *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_PAGE (self), NULL);

  return self->session;
}

/**
 * pips_black_n_white_page_set_roller:
 * @roller: the virtual dice
 *
 * Sets the dice that "Roll" and "Pick at Random" use, for example a seeded roller in tests and
 * screenshots.
 */
void
pips_black_n_white_page_set_roller (PipsBlackNWhitePage *self,
                                    PipsRoller          *roller)
{
  g_return_if_fail (PIPS_IS_BLACK_N_WHITE_PAGE (self));
  g_return_if_fail (PIPS_IS_ROLLER (roller));

  g_set_object (&self->roller, roller);
}
