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
_pips_black_n_white_game_dup_description (PipsGame   *game,
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
_pips_black_n_white_game_dup_status (PipsGame *game)
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
_pips_black_n_white_game_dup_sheet_text (PipsGame *game)
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
  g_string_append_printf (text, _("In the middle: %u"),
                          (guint) pips_chip_bank_get (&state->bank, PLACE_MIDDLE));
  g_string_append_c (text, '\n');
  /* Translators: %u is a number of chips */
  g_string_append_printf (text, _("Out of the game: %u"), (guint) pips_chip_bank_get (&state->bank, PLACE_OUT));
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
                                                 (guint) state->bank.chips[p]),
                              (guint) state->bank.chips[p]);
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

/* The rules as this table plays them: the chips per player, how ties and the start of a phase 2
 * round are settled. */
char *
_pips_black_n_white_game_dup_rules (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text,
                          /* Translators: %u is the number of chips per player in the middle */
                          g_dngettext (GETTEXT_PACKAGE,
                                       "Each player has a black and a white die. The middle of the table holds %u chip per player. The youngest player starts; then play goes round the table.",
                                       "Each player has a black and a white die. The middle of the table holds %u chips per player. The youngest player starts; then play goes round the table.",
                                       self->chips_per_player),
                          self->chips_per_player);
  g_string_append (text, "\n\n");
  g_string_append (text, _("On your turn you throw both dice up to three times. After each throw you stop, keep one die and throw the other again, or throw both again. The player who starts the round says how many throws they used; the others in the round may use no more."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Doubles are the best results, from double 6 down to double 1. Then come house numbers: the two faces read as a number, from 65 down to 12. The first player in a round whose result is not a double says which die, black or white, gives the tens; this holds for the whole round."));
  g_string_append (text, "\n\n");
  if (self->ties_roll_off)
    g_string_append (text, _("When results are equal, the tied players throw once more, in the order they played, until one of them is decided."));
  else
    g_string_append (text, _("Of two equal results the one thrown later is worse."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Phase 1: the player with the lowest result takes a chip from the middle and starts the next round. When the middle is empty, players without chips have won. If only one player holds chips, that player has lost."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Phase 2: only players holding chips play. The player with the highest result puts one of their chips out of the game. A player with no chips left has won; the last player still holding chips has lost."));
  g_string_append_c (text, ' ');
  if (self->random_starter)
    g_string_append (text, _("The player with the most chips starts each round; if several have the most, Pips picks one of them at random."));
  else
    g_string_append (text, _("The player with the most chips starts each round; if several have the most, they roll off for it and the table says who won."));

  return g_string_free (text, FALSE);
}

static void
add_die (JsonBuilder        *builder,
         const char         *member,
         PipsBlackNWhiteDie  die)
{
  json_builder_set_member_name (builder, member);
  if (_pips_black_n_white_die_to_id (die) != NULL)
    json_builder_add_string_value (builder, _pips_black_n_white_die_to_id (die));
  else
    json_builder_add_null_value (builder);
}

static void
add_results (PipsBlackNWhiteGame *self,
             JsonBuilder         *builder,
             const char          *member,
             GArray              *results,
             PipsBlackNWhiteDie   tens)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < results->len; i++)
    {
      PipsBlackNWhiteResult *r = &g_array_index (results, PipsBlackNWhiteResult, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, _pips_black_n_white_game_player_name (self, r->player));
      json_builder_set_member_name (builder, "black");
      json_builder_add_int_value (builder, r->black);
      json_builder_set_member_name (builder, "white");
      json_builder_add_int_value (builder, r->white);
      json_builder_set_member_name (builder, "throws");
      json_builder_add_int_value (builder, r->throws);
      json_builder_set_member_name (builder, "rolloff");
      json_builder_add_int_value (builder, r->rolloff);
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, pips_black_n_white_result_value (r->black, r->white, tens));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The whole derived state, as docs/session-format.md documents it. */
JsonObject *
_pips_black_n_white_game_dup_summary (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const State *state = &self->state;
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GArray) results = pips_black_n_white_game_dup_results (self);
  g_autoptr(GArray) last = pips_black_n_white_game_dup_last_results (self);
  g_autofree char *outcome = outcome_text (self, state);
  static const char * const player_states[] = { "playing", "won", "lost" };
  int starter = pips_black_n_white_game_get_round_starter (self);
  guint limit = pips_black_n_white_game_get_throw_limit (self);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_int_value (builder, state->phase);
  json_builder_set_member_name (builder, "total_chips");
  json_builder_add_int_value (builder, state->bank.total);
  json_builder_set_member_name (builder, "middle");
  json_builder_add_int_value (builder, pips_chip_bank_get (&state->bank, PLACE_MIDDLE));
  json_builder_set_member_name (builder, "out");
  json_builder_add_int_value (builder, pips_chip_bank_get (&state->bank, PLACE_OUT));

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, _pips_black_n_white_game_player_name (self, p));
      json_builder_set_member_name (builder, "chips");
      json_builder_add_int_value (builder, state->bank.chips[p]);
      json_builder_set_member_name (builder, "status");
      json_builder_add_string_value (builder, player_states[state->state[p]]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "starter");
  if (starter >= 0)
    json_builder_add_string_value (builder, _pips_black_n_white_game_player_name (self, starter));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "throw_limit");
  if (starter >= 0 && limit > 0)
    json_builder_add_int_value (builder, limit);
  else
    json_builder_add_null_value (builder);
  add_die (builder, "tens", state->tens);
  json_builder_set_member_name (builder, "rolloff");
  json_builder_add_int_value (builder, state->rolloff);
  add_results (self, builder, "results", results, state->tens);

  json_builder_set_member_name (builder, "last_round");
  if (last->len > 0)
    {
      json_builder_begin_object (builder);
      add_die (builder, "tens", state->last_tens);
      add_results (self, builder, "results", last, state->last_tens);
      json_builder_set_member_name (builder, "outcome");
      json_builder_add_string_value (builder, outcome);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "stake");
  json_builder_add_string_value (builder, pips_game_get_option_text (game, "stake"));
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return json_object_ref (json_node_get_object (root));
}

/* The end: who lost, and what the table agreed the loser owes. */
char *
_pips_black_n_white_game_dup_outcome (PipsGame *game)
{
  int loser = pips_black_n_white_game_get_loser (PIPS_BLACK_N_WHITE_GAME (game));
  const char *stake = pips_game_get_option_text (game, "stake");

  if (loser < 0)
    return NULL;

  if (stake[0] != '\0')
    /* Translators: a player's name, then what the players agreed the loser owes */
    return g_strdup_printf (_("%s has lost and owes the table: %s. The winners left the game in this order."),
                            pips_game_get_player_name (game, loser), stake);

  /* Translators: %s is a player's name */
  return g_strdup_printf (_("%s has lost. The winners left the game in this order."),
                          pips_game_get_player_name (game, loser));
}
