/* pips-black-n-white-text.c — Black’n’White in words: the history, the status and the sheet
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-black-n-white-rules-private.h"

/* The round in words */

static char *
outcome_text (PipsBlackNWhiteGame *self,
              const State         *state)
{
  const char *name = _pips_black_n_white_game_player_name (self, state->last_player);

  switch (state->last_outcome)
    {
    case PIPS_BLACK_N_WHITE_OUTCOME_TAKES:
      if (state->last_phase_ended && state->loser == (int) state->last_player)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s takes the last chip and has lost"), name);
      if (state->last_phase_ended)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s takes the last chip: phase 2 begins"), name);
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s takes a chip"), name);

    case PIPS_BLACK_N_WHITE_OUTCOME_PUTS_OUT:
      if (state->last_left && state->loser >= 0)
        /* Translators: both %s are players' names */
        return g_strdup_printf (_("%s puts their last chip out and has won; %s has lost"),
                                name, _pips_black_n_white_game_player_name (self, state->loser));
      if (state->last_left)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s puts their last chip out and has won"), name);
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s puts a chip out"), name);

    case PIPS_BLACK_N_WHITE_OUTCOME_NONE:
    default:
      return g_strdup ("");
    }
}

/* PipsGame: the history, the status and the sheet */

static char *
describe_result (PipsBlackNWhiteGame *self,
                 const State         *state,
                 JsonObject          *event)
{
  g_autofree char *result = NULL;
  guint player = json_object_get_int_member_with_default (event, "player", 0);
  guint black = json_object_get_int_member_with_default (event, "black", 0);
  guint white = json_object_get_int_member_with_default (event, "white", 0);
  guint throws = json_object_get_int_member_with_default (event, "throws", 0);

  if (player >= self->n_players || black < 1 || black > 6 || white < 1 || white > 6)
    return g_strdup (_("A result"));

  result = pips_black_n_white_format_result (black, white, state->tens);

  if (state->rolloff > 0)
    /* Translators: %s is a player's name, then a result ("Double 5", "64") */
    return g_strdup_printf (_("%s rolls off: %s"),
                            _pips_black_n_white_game_player_name (self, player), result);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %s is a player's name, then a result
                                        * ("Double 5", "64"); %u is a number of throws */
                                       "%s: %s in %u throw",
                                       "%s: %s in %u throws", throws),
                          _pips_black_n_white_game_player_name (self, player), result, throws);
}

char *
_pips_black_n_white_game_describe (PipsGame   *game,
                                   JsonObject *event)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const char *type = json_object_get_string_member_with_default (event, "type", NULL);
  g_autofree char *line = NULL;
  State next = self->state;
  guint player;

  if (type == NULL)
    type = "";

  player = json_object_get_int_member_with_default (event, "player", 0);
  if (player >= self->n_players)
    player = 0;

  if (g_str_equal (type, "starter"))
    {
      if (json_object_get_boolean_member_with_default (event, "random", FALSE))
        /* Translators: %s is a player's name */
        line = g_strdup_printf (_("%s starts, picked at random"),
                                _pips_black_n_white_game_player_name (self, player));
      else
        /* Translators: %s is a player's name */
        line = g_strdup_printf (_("%s starts"),
                                _pips_black_n_white_game_player_name (self, player));
    }
  else if (g_str_equal (type, "result"))
    line = describe_result (self, &self->state, event);
  else if (g_str_equal (type, "tens"))
    {
      if (g_strcmp0 (json_object_get_string_member_with_default (event, "die", NULL), "white") == 0)
        /* Translators: %s is a player's name */
        line = g_strdup_printf (_("%s makes the white die the tens"),
                                _pips_black_n_white_game_player_name (self, player));
      else
        /* Translators: %s is a player's name */
        line = g_strdup_printf (_("%s makes the black die the tens"),
                                _pips_black_n_white_game_player_name (self, player));
    }
  else
    return g_strdup (_("An unknown entry"));

  /* Say what the event leads to: a chip taken or put out, or a roll-off. */
  if (_pips_black_n_white_game_apply_event (self, &next, event, NULL))
    {
      if (next.n_outcomes != self->state.n_outcomes)
        {
          g_autofree char *outcome = outcome_text (self, &next);

          /* Translators: an entry in the history, then what followed from it */
          return g_strdup_printf (_("%s · %s"), line, outcome);
        }
      if (next.rolloff != self->state.rolloff)
        /* Translators: an entry in the history; a tie follows */
        return g_strdup_printf (_("%s · a tie: the tied players roll off"), line);
    }

  return g_steal_pointer (&line);
}

char *
_pips_black_n_white_game_get_status (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const State *state = &self->state;
  int current = _pips_black_n_white_state_current_player (state);

  if (state->loser >= 0)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("Game over · %s has lost"),
                            _pips_black_n_white_game_player_name (self, state->loser));

  if (state->need_starter)
    /* Translators: both %u are numbers */
    return g_strdup_printf (_("Round %u · Phase %u · Who starts?"), state->round, state->phase);

  if (state->tens_pending)
    /* Translators: both %u are numbers, %s is a player's name */
    return g_strdup_printf (_("Round %u · Phase %u · %s chooses the tens colour"),
                            state->round, state->phase,
                            _pips_black_n_white_game_player_name (self, current));

  if (state->rolloff > 0)
    /* Translators: both %u are numbers, %s is a player's name */
    return g_strdup_printf (_("Round %u · Phase %u · Roll-off · %s to throw"),
                            state->round, state->phase,
                            _pips_black_n_white_game_player_name (self, current));

  /* Translators: both %u are numbers, %s is a player's name */
  return g_strdup_printf (_("Round %u · Phase %u · %s to play"),
                          state->round, state->phase,
                          _pips_black_n_white_game_player_name (self, current));
}

static void
append_table (PipsBlackNWhiteGame *self,
              GString             *text,
              GArray              *results,
              PipsBlackNWhiteDie   tens)
{
  for (guint i = 0; i < results->len; i++)
    {
      PipsBlackNWhiteResult *r = &g_array_index (results, PipsBlackNWhiteResult, i);
      g_autofree char *result = pips_black_n_white_format_result (r->black, r->white, tens);

      g_string_append (text, "  ");
      if (r->rolloff > 0)
        /* Translators: a line of the sheet; %s is a player's name, then a result */
        g_string_append_printf (text, _("%s rolls off: %s"),
                                _pips_black_n_white_game_player_name (self, r->player), result);
      else
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s: %s in %u throw",
                                                   "%s: %s in %u throws", r->throws),
                                _pips_black_n_white_game_player_name (self, r->player),
                                result, r->throws);
      g_string_append_c (text, '\n');
    }
}

char *
_pips_black_n_white_game_sheet_text (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const State *state = &self->state;
  g_autoptr(GArray) results = NULL;
  g_autoptr(GArray) last = NULL;
  GString *text = g_string_new (NULL);

  /* Translators: both %u are numbers */
  g_string_append_printf (text, _("Phase %u · Round %u"), state->phase, state->round);
  g_string_append_c (text, '\n');
  /* Translators: %u is a number of chips */
  g_string_append_printf (text, _("In the middle: %u"), state->middle);
  g_string_append_c (text, '\n');
  /* Translators: %u is a number of chips */
  g_string_append_printf (text, _("Out of the game: %u"), state->out);
  g_string_append_c (text, '\n');
  if (pips_game_get_option_text (game, "stake")[0] != '\0')
    {
      /* Translators: %s is what the players agreed the loser owes */
      g_string_append_printf (text, _("Stake: %s"), pips_game_get_option_text (game, "stake"));
      g_string_append_c (text, '\n');
    }

  for (guint p = 0; p < self->n_players; p++)
    {
      g_string_append_printf (text, "%s: ", _pips_black_n_white_game_player_name (self, p));
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u chip", "%u chips",
                                                 state->chips[p]),
                              state->chips[p]);
      switch (state->state[p])
        {
        case PIPS_BLACK_N_WHITE_WON:
          g_string_append_printf (text, " (%s)", _("won"));
          break;

        case PIPS_BLACK_N_WHITE_LOST:
          g_string_append_printf (text, " (%s)", _("lost"));
          break;

        case PIPS_BLACK_N_WHITE_PLAYING:
        default:
          break;
        }
      g_string_append_c (text, '\n');
    }

  last = pips_black_n_white_game_dup_last_results (self);
  if (last->len > 0)
    {
      g_autofree char *outcome = outcome_text (self, state);

      g_string_append_c (text, '\n');
      /* Translators: %u is the number of the round that has just ended */
      g_string_append_printf (text, _("Round %u"), state->loser >= 0 ? state->round
                                                                     : state->round - 1);
      g_string_append_c (text, '\n');
      append_table (self, text, last, state->last_tens);
      g_string_append_printf (text, "  %s\n", outcome);
    }

  results = pips_black_n_white_game_dup_results (self);
  if (results->len > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Round %u"), state->round);
      g_string_append_c (text, '\n');
      append_table (self, text, results, state->tens);
    }

  return g_string_free (text, FALSE);
}

/**
 * pips_black_n_white_game_dup_last_outcome_text:
 *
 * Returns: (transfer full): how the round that ended last ended, in words ("Ben takes a chip",
 *   "Anna puts a chip out"); empty before the first round has ended
 */
char *
pips_black_n_white_game_dup_last_outcome_text (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  return outcome_text (self, &self->state);
}
