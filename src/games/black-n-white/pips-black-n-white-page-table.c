/* pips-black-n-white-page-table.c — the Black’n’White page: the chips, the round and the turn
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-black-n-white-page-private.h"

static const char *
player_name (PipsBlackNWhitePage *self,
             guint                player)
{
  PipsGame *game = PIPS_GAME (_pips_black_n_white_page_get_game (self));

  return pips_game_get_player_name (game, player);
}

/* Showing the game */

static GtkWidget *
result_row_new (PipsBlackNWhitePage         *self,
                const PipsBlackNWhiteResult *result,
                guint                        rank,
                PipsBlackNWhiteDie           tens)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *number = g_strdup_printf ("%u", rank);
  g_autofree char *text = pips_black_n_white_format_result (result->black, result->white, tens);
  g_autofree char *throws = _pips_black_n_white_page_format_throws (result->throws);
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
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
  PipsGame *base = PIPS_GAME (game);
  guint n_players = MIN (pips_game_get_n_players (base), MAX_PLAYERS);
  guint total = pips_black_n_white_game_get_total_chips (game);
  int current = pips_game_get_only_player (base);
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
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
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
update_tens_panel (PipsBlackNWhitePage *self,
                   GArray              *results)
{
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
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
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
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
update_round (PipsBlackNWhitePage *self,
              GArray              *results)
{
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
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

/* Reads the game and shows it; the only place that does. */
void
_pips_black_n_white_page_update (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
  PipsGame *base = PIPS_GAME (game);
  PipsBlackNWhiteAwait awaiting = pips_black_n_white_game_get_awaiting (game);
  g_autoptr(GArray) results = pips_black_n_white_game_dup_results (game);
  int current = pips_game_get_only_player (base);
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
      _pips_black_n_white_page_update_result_panel (self);
      break;

    case PIPS_BLACK_N_WHITE_AWAIT_NOTHING:
    default:
      /* The base page shows the end view. */
      page = NULL;
      title = g_strdup (pips_black_n_white_game_get_loser (game) >= 0 ? _("Game Over")
                                                                      : _("Game Ended"));
      break;
    }

  gtk_label_set_label (self->turn_title, title);
  /* At the end the shared end view has its own heading. */
  gtk_widget_set_visible (GTK_WIDGET (self->turn_title), awaiting != PIPS_BLACK_N_WHITE_AWAIT_NOTHING);
  /* In a short window the throws offered say the limit, and the result the tens. */
  gtk_widget_set_visible (self->facts_box,
                          !pips_game_page_get_short (PIPS_GAME_PAGE (self)) &&
                          (awaiting == PIPS_BLACK_N_WHITE_AWAIT_RESULT ||
                           awaiting == PIPS_BLACK_N_WHITE_AWAIT_TENS));
  if (page != NULL)
    gtk_stack_set_visible_child_name (self->turn_stack, page);

  _pips_black_n_white_page_update_actions (self);
}

/* The players' widgets, made once: the session's players do not change */

void
_pips_black_n_white_page_create_player_widgets (PipsBlackNWhitePage *self)
{
  PipsGame *game = PIPS_GAME (_pips_black_n_white_page_get_game (self));
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
