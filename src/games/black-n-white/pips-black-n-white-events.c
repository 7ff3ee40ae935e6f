/* pips-black-n-white-events.c — Black’n’White: reading events, and building them
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-black-n-white-rules-private.h"

/* Reading events */

static gboolean
get_face (JsonObject  *event,
          const char  *member,
          guint       *face,
          GError     **error)
{
  gint64 value;

  if (!pips_event_get_int (event, member, G_MININT64, G_MAXINT64, &value, error))
    return FALSE;

  if (value < PIPS_DIE_MIN_FACE || value > PIPS_DIE_MAX_FACE)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, value);

      if (g_str_equal (member, "black"))
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a number the player entered */
                     _("A die shows 1 to 6, so the black die cannot show %s"), number);
      else
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a number the player entered */
                     _("A die shows 1 to 6, so the white die cannot show %s"), number);
      return FALSE;
    }

  *face = value;
  return TRUE;
}

static gboolean
get_die (JsonObject          *event,
         const char          *member,
         gboolean             optional,
         PipsBlackNWhiteDie  *die,
         GError             **error)
{
  JsonNode *node = json_object_get_member (event, member);
  const char *name;

  if (node == NULL && optional)
    {
      *die = PIPS_BLACK_N_WHITE_DIE_NONE;
      return TRUE;
    }

  name = pips_event_get_string (event, member, error);
  if (name == NULL)
    return FALSE;

  if (g_str_equal (name, "black"))
    *die = PIPS_BLACK_N_WHITE_DIE_BLACK;
  else if (g_str_equal (name, "white"))
    *die = PIPS_BLACK_N_WHITE_DIE_WHITE;
  else
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the name of a field in a saved file; keep “black” and
                    * “white” as they are */
                   _("“%s” must be “black” or “white”"), member);
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_player_index (PipsBlackNWhiteGame  *self,
                  JsonObject           *event,
                  guint                *player,
                  GError              **error)
{
  gint64 value;

  if (!pips_event_get_int (event, "player", 0, self->n_players - 1, &value, error))
    return FALSE;

  *player = value;
  return TRUE;
}

static gboolean
has_result (const Table *table,
            guint        player)
{
  for (guint i = 0; i < table->turns.n_done; i++)
    {
      if (table->results[i].player == player)
        return TRUE;
    }

  return FALSE;
}


static gboolean
check_game_goes_on (const State  *state,
                    GError      **error)
{
  if (state->loser >= 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  return TRUE;
}

/* The optional "rolls" member: every throw of the turn, the last one showing the result. */
static gboolean
check_rolls (JsonObject  *event,
             guint        black,
             guint        white,
             guint        throws,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonArray *rolls;
  guint previous_black = 0;
  guint previous_white = 0;

  rolls = pips_event_get_array (event, "rolls", TRUE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (rolls == NULL)
    return TRUE;

  if (json_array_get_length (rolls) != throws)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: both %u are numbers of throws */
                                "The turn lists %u throw but says %u were used",
                                "The turn lists %u throws but says %u were used",
                                json_array_get_length (rolls)),
                   json_array_get_length (rolls), throws);
      return FALSE;
    }

  for (guint i = 0; i < throws; i++)
    {
      JsonNode *node = json_array_get_element (rolls, i);
      JsonObject *roll;
      PipsBlackNWhiteDie kept;
      guint b, w;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                               _("“rolls” must list throws"));
          return FALSE;
        }
      roll = json_node_get_object (node);

      if (!get_face (roll, "black", &b, error) ||
          !get_face (roll, "white", &w, error) ||
          !get_die (roll, "kept", TRUE, &kept, error))
        return FALSE;

      if (i == 0 && kept != PIPS_BLACK_N_WHITE_DIE_NONE)
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("The first throw cannot keep a die"));
          return FALSE;
        }

      if ((kept == PIPS_BLACK_N_WHITE_DIE_BLACK && b != previous_black) ||
          (kept == PIPS_BLACK_N_WHITE_DIE_WHITE && w != previous_white))
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("A die that is kept shows the same face in the next throw"));
          return FALSE;
        }

      previous_black = b;
      previous_white = w;
    }

  if (previous_black != black || previous_white != white)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("The last throw must show the result"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_starter (PipsBlackNWhiteGame  *self,
               State                *state,
               JsonObject           *event,
               GError              **error)
{
  JsonNode *random;
  guint player;
  gboolean candidate = FALSE;

  if (!get_player_index (self, event, &player, error))
    return FALSE;

  random = json_object_get_member (event, "random");
  if (random != NULL &&
      (!JSON_NODE_HOLDS_VALUE (random) || json_node_get_value_type (random) != G_TYPE_BOOLEAN))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           _("“random” must be true or false"));
      return FALSE;
    }

  if (!check_game_goes_on (state, error))
    return FALSE;

  if (!state->need_starter)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name */
                   _("Who starts is settled: %s started this round"),
                   _pips_black_n_white_game_player_name (self, state->starter));
      return FALSE;
    }

  for (guint i = 0; i < state->n_candidates; i++)
    candidate |= state->candidates[i] == player;

  if (!candidate)
    {
      if (state->state[player] == PIPS_BLACK_N_WHITE_WON)
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a player's name */
                     _("%s has already won and no longer plays"),
                     _pips_black_n_white_game_player_name (self, player));
      else
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a player's name */
                     _("%s does not have the most chips, so cannot start"),
                     _pips_black_n_white_game_player_name (self, player));
      return FALSE;
    }

  _pips_black_n_white_game_set_starter (self, state, player);

  return TRUE;
}

static gboolean
apply_result (PipsBlackNWhiteGame  *self,
              State                *state,
              JsonObject           *event,
              GError              **error)
{
  Table *table = _pips_black_n_white_state_current_table (state);
  guint player, black, white;
  gint64 throws;
  int current;

  if (!get_player_index (self, event, &player, error) ||
      !get_face (event, "black", &black, error) ||
      !get_face (event, "white", &white, error) ||
      !pips_event_get_int (event, "throws", G_MININT64, G_MAXINT64, &throws, error))
    return FALSE;

  if (throws < 1 || throws > PIPS_BLACK_N_WHITE_MAX_THROWS)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, throws);

      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a number the player entered */
                   _("A turn has 1 to 3 throws, not %s"), number);
      return FALSE;
    }

  if (!check_rolls (event, black, white, throws, error))
    return FALSE;

  if (!check_game_goes_on (state, error))
    return FALSE;

  if (state->need_starter)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("First say who starts this round"));
      return FALSE;
    }

  if (state->state[player] == PIPS_BLACK_N_WHITE_WON)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   _("%s has already won and no longer plays"),
                   _pips_black_n_white_game_player_name (self, player));
      return FALSE;
    }

  if (state->rolloff > 0 && !pips_round_table_contains (&table->turns, player))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name */
                   _("%s is not in the roll-off"),
                   _pips_black_n_white_game_player_name (self, player));
      return FALSE;
    }

  if (has_result (table, player))
    {
      if (state->rolloff > 0)
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a player's name */
                     _("%s has already thrown in this roll-off"),
                     _pips_black_n_white_game_player_name (self, player));
      else
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a player's name */
                     _("%s already has a result this round"),
                     _pips_black_n_white_game_player_name (self, player));
      return FALSE;
    }

  current = _pips_black_n_white_state_current_player (state);
  if (state->tens_pending)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: %s is a player's name */
                   _("First %s says which die gives the tens"),
                   _pips_black_n_white_game_player_name (self, current));
      return FALSE;
    }

  if (current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("No result is expected now"));
      return FALSE;
    }

  if (current != (int) player)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: both %s are players' names */
                   _("It is %s’s turn, not %s’s"),
                   _pips_black_n_white_game_player_name (self, current),
                   _pips_black_n_white_game_player_name (self, player));
      return FALSE;
    }

  if (state->rolloff > 0 && throws > 1)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("In a roll-off each player throws once"));
      return FALSE;
    }

  if (throws > pips_round_table_get_limit (&table->turns))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %u is a number of throws, %s a player's name */
                                "This round allows %u throw, as many as %s used to start it",
                                "This round allows %u throws, as many as %s used to start it",
                                pips_round_table_get_limit (&table->turns)),
                   pips_round_table_get_limit (&table->turns), _pips_black_n_white_game_player_name (self, state->starter));
      return FALSE;
    }

  /* Every rule holds: apply. */
  table->results[table->turns.n_done] = (Result) {
    .player = player, .black = black, .white = white, .throws = throws,
  };
  pips_round_table_finish_turn (&table->turns, throws);

  if (state->tens == PIPS_BLACK_N_WHITE_DIE_NONE && black != white)
    {
      state->tens_pending = TRUE;
      return TRUE;
    }

  if (pips_round_table_is_done (&table->turns))
    _pips_black_n_white_game_resolve (self, state);

  return TRUE;
}

static gboolean
apply_tens (PipsBlackNWhiteGame  *self,
            State                *state,
            JsonObject           *event,
            GError              **error)
{
  PipsBlackNWhiteDie die;
  guint player;
  int chooser;

  if (!get_player_index (self, event, &player, error) ||
      !get_die (event, "die", FALSE, &die, error))
    return FALSE;

  if (!check_game_goes_on (state, error))
    return FALSE;

  if (!state->tens_pending)
    {
      if (state->tens == PIPS_BLACK_N_WHITE_DIE_BLACK)
        g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                             _("The black die already gives the tens this round"));
      else if (state->tens == PIPS_BLACK_N_WHITE_DIE_WHITE)
        g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                             _("The white die already gives the tens this round"));
      else
        g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                             _("The tens colour is chosen by the first player of the round whose result is not a double"));
      return FALSE;
    }

  chooser = _pips_black_n_white_state_current_player (state);
  if ((int) player != chooser)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: both %s are players' names */
                   _("%s chooses the tens colour this round, not %s"),
                   _pips_black_n_white_game_player_name (self, chooser),
                   _pips_black_n_white_game_player_name (self, player));
      return FALSE;
    }

  state->tens = die;
  state->tens_pending = FALSE;

  if (pips_round_table_is_done (&_pips_black_n_white_state_current_table (state)->turns))
    _pips_black_n_white_game_resolve (self, state);

  return TRUE;
}

gboolean
_pips_black_n_white_game_apply_event (PipsBlackNWhiteGame  *self,
                                      State                *state,
                                      JsonObject           *event,
                                      GError              **error)
{
  const char *type = pips_event_get_string (event, "type", error);

  if (type == NULL)
    return FALSE;

  if (g_str_equal (type, "result"))
    return apply_result (self, state, event, error);
  else if (g_str_equal (type, "tens"))
    return apply_tens (self, state, event, error);
  else if (g_str_equal (type, "starter"))
    return apply_starter (self, state, event, error);

  g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
               /* Translators: %s is the type of an entry in a saved file */
               _("Black’n’White has no entry of the type “%s”"), type);
  return FALSE;
}

/* Building events */

/* The die as events and the summary name it: "black", "white", or NULL for none. */
const char *
_pips_black_n_white_die_to_id (PipsBlackNWhiteDie die)
{
  switch (die)
    {
    case PIPS_BLACK_N_WHITE_DIE_BLACK:
      return "black";

    case PIPS_BLACK_N_WHITE_DIE_WHITE:
      return "white";

    case PIPS_BLACK_N_WHITE_DIE_NONE:
    default:
      return NULL;
    }
}

/**
 * pips_black_n_white_build_starter:
 * @player: the player who starts the round
 * @random: whether the app picked @player at random
 *
 * Returns: (transfer full): `{"type":"starter","player":…}`
 */
JsonObject *
pips_black_n_white_build_starter (guint    player,
                                  gboolean random)
{
  JsonObject *event = json_object_new ();

  json_object_set_string_member (event, "type", "starter");
  json_object_set_int_member (event, "player", player);
  if (random)
    json_object_set_boolean_member (event, "random", TRUE);

  return event;
}

/**
 * pips_black_n_white_build_result:
 *
 * Returns: (transfer full): `{"type":"result","player":…,"black":…,"white":…,"throws":…}`
 */
JsonObject *
pips_black_n_white_build_result (guint player,
                                 guint black,
                                 guint white,
                                 guint throws)
{
  JsonObject *event = json_object_new ();

  json_object_set_string_member (event, "type", "result");
  json_object_set_int_member (event, "player", player);
  json_object_set_int_member (event, "black", black);
  json_object_set_int_member (event, "white", white);
  json_object_set_int_member (event, "throws", throws);

  return event;
}

/**
 * pips_black_n_white_build_result_with_rolls:
 * @rolls: (array length=n_rolls): every throw of the turn; the last one is the result
 * @n_rolls: the throws used, 1–3
 *
 * Returns: (transfer full): a "result" event with the "rolls" member
 */
JsonObject *
pips_black_n_white_build_result_with_rolls (guint                      player,
                                            const PipsBlackNWhiteRoll *rolls,
                                            guint                      n_rolls)
{
  JsonObject *event;
  JsonArray *array;

  g_return_val_if_fail (rolls != NULL, NULL);
  g_return_val_if_fail (n_rolls > 0, NULL);

  event = pips_black_n_white_build_result (player, rolls[n_rolls - 1].black,
                                           rolls[n_rolls - 1].white, n_rolls);
  array = json_array_sized_new (n_rolls);
  for (guint i = 0; i < n_rolls; i++)
    {
      JsonObject *roll = json_object_new ();

      json_object_set_int_member (roll, "black", rolls[i].black);
      json_object_set_int_member (roll, "white", rolls[i].white);
      if (rolls[i].kept != PIPS_BLACK_N_WHITE_DIE_NONE)
        json_object_set_string_member (roll, "kept", _pips_black_n_white_die_to_id (rolls[i].kept));
      json_array_add_object_element (array, roll);
    }
  json_object_set_array_member (event, "rolls", array);

  return event;
}

/**
 * pips_black_n_white_build_tens:
 * @player: the player who chooses
 * @die: %PIPS_BLACK_N_WHITE_DIE_BLACK or %PIPS_BLACK_N_WHITE_DIE_WHITE
 *
 * Returns: (transfer full): `{"type":"tens","player":…,"die":"black"}`
 */
JsonObject *
pips_black_n_white_build_tens (guint              player,
                               PipsBlackNWhiteDie die)
{
  JsonObject *event;

  g_return_val_if_fail (die == PIPS_BLACK_N_WHITE_DIE_BLACK ||
                        die == PIPS_BLACK_N_WHITE_DIE_WHITE, NULL);

  event = json_object_new ();
  json_object_set_string_member (event, "type", "tens");
  json_object_set_int_member (event, "player", player);
  json_object_set_string_member (event, "die", _pips_black_n_white_die_to_id (die));

  return event;
}

/**
 * pips_black_n_white_game_pick_starter:
 * @roller: the dice
 *
 * Picks the round's starter at random among the candidates, for tables that let the app
 * decide. The pick is an event, so that replaying the session gives the same game.
 *
 * Returns: (transfer full) (nullable): a "starter" event, or %NULL when no starter is to be
 *   chosen now
 */
JsonObject *
pips_black_n_white_game_pick_starter (PipsBlackNWhiteGame *self,
                                      PipsRoller          *roller)
{
  guint index;

  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);
  g_return_val_if_fail (PIPS_IS_ROLLER (roller), NULL);

  if (pips_game_is_over (PIPS_GAME (self)) || !self->state.need_starter)
    return NULL;

  index = pips_roller_range (roller, self->state.n_candidates);

  return pips_black_n_white_build_starter (self->state.candidates[index], TRUE);
}

/* A random legal event, as a table would enter it: who starts, the tens colour, or a result
 * (now and then throw by throw, keeping a die or throwing both again). */
JsonObject *
_pips_black_n_white_game_build_random_event (PipsGame   *game,
                                             PipsRoller *roller)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  int current = _pips_black_n_white_state_current_player (&self->state);

  switch (pips_black_n_white_game_get_awaiting (self))
    {
    case PIPS_BLACK_N_WHITE_AWAIT_STARTER:
      if (self->random_starter)
        return pips_black_n_white_game_pick_starter (self, roller);
      return pips_black_n_white_build_starter (
        self->state.candidates[pips_roller_range (roller, self->state.n_candidates)], FALSE);

    case PIPS_BLACK_N_WHITE_AWAIT_TENS:
      return pips_black_n_white_build_tens (current, pips_roller_range (roller, 2) == 0
                                                     ? PIPS_BLACK_N_WHITE_DIE_BLACK
                                                     : PIPS_BLACK_N_WHITE_DIE_WHITE);

    case PIPS_BLACK_N_WHITE_AWAIT_RESULT:
      {
        guint limit = pips_black_n_white_game_get_throw_limit (self);
        guint throws = 1 + pips_roller_range (roller, limit);

        if (pips_roller_range (roller, 4) == 0)
          {
            PipsBlackNWhiteRoll rolls[PIPS_BLACK_N_WHITE_MAX_THROWS];

            for (guint i = 0; i < throws; i++)
              {
                PipsBlackNWhiteDie kept = i > 0 ? pips_roller_range (roller, 3)
                                                : PIPS_BLACK_N_WHITE_DIE_NONE;

                rolls[i].kept = kept;
                rolls[i].black = kept == PIPS_BLACK_N_WHITE_DIE_BLACK ? rolls[i - 1].black
                                                                      : pips_roller_roll (roller);
                rolls[i].white = kept == PIPS_BLACK_N_WHITE_DIE_WHITE ? rolls[i - 1].white
                                                                      : pips_roller_roll (roller);
              }
            return pips_black_n_white_build_result_with_rolls (current, rolls, throws);
          }

        return pips_black_n_white_build_result (current, pips_roller_roll (roller),
                                                pips_roller_roll (roller), throws);
      }

    case PIPS_BLACK_N_WHITE_AWAIT_NOTHING:
    default:
      return NULL;
    }
}
