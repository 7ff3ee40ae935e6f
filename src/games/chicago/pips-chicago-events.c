/* pips-chicago-events.c — Chicago: reading events
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chicago"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-chicago-rules-private.h"

#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))

const char *
_pips_chicago_counting_to_id (PipsChicagoCounting counting)
{
  return counting == PIPS_CHICAGO_COUNTING_HUNDREDS ? "100er" : "1er";
}

const char *
_pips_chicago_direction_to_id (PipsChicagoDirection direction)
{
  return direction == PIPS_CHICAGO_DOWN ? "down" : "up";
}

/* Reading events */

static gboolean
get_player (PipsChicagoGame  *self,
            JsonObject       *event,
            guint            *player,
            GError          **error)
{
  gint64 value;

  if (!pips_event_get_int (event, "player", 0, self->n_players - 1, &value, error))
    return FALSE;

  *player = value;
  return TRUE;
}

static gboolean
check_face (gint64   face,
            GError **error)
{
  if (!pips_die_face_is_valid (face))
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, face);

      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a number the player entered */
                   _("A die shows 1 to 6, not %s"), number);
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_faces (JsonObject  *event,
           guint8      *faces,
           GError     **error)
{
  JsonArray *array = pips_event_get_array (event, "faces", FALSE, error);
  guint n;

  if (array == NULL)
    return FALSE;

  n = json_array_get_length (array);
  if (n != N_DICE)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %u is the number of dice entered */
                                "Chicago is played with three dice, not %u",
                                "Chicago is played with three dice, not %u", n),
                   n);
      return FALSE;
    }

  for (guint i = 0; i < N_DICE; i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                               _("“faces” must list numbers"));
          return FALSE;
        }
      if (!check_face (json_node_get_int (node), error))
        return FALSE;
      faces[i] = json_node_get_int (node);
    }

  return TRUE;
}

static gboolean
get_aside (JsonObject  *event,
           gboolean    *aside,
           GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonArray *array = pips_event_get_array (event, "aside", TRUE, &local_error);

  memset (aside, 0, sizeof (gboolean) * N_DICE);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (array == NULL)
    return TRUE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 die;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (die = json_node_get_int (node)) < 0 || die >= N_DICE || aside[die])
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                               _("“aside” must list different dice, 0 to 2"));
          return FALSE;
        }
      aside[die] = TRUE;
    }

  return TRUE;
}

static gboolean
check_playing (PipsChicagoGame  *self,
               const State      *state,
               guint             player,
               GError          **error)
{
  int current;

  if (state->stage == PIPS_CHICAGO_STAGE_OVER)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }
  if (state->stage == PIPS_CHICAGO_STAGE_OPENING)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("First find who starts: everyone throws one die"));
      return FALSE;
    }
  if (state->stage == PIPS_CHICAGO_STAGE_ROLL_OFF)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("First the tied players throw one die each"));
      return FALSE;
    }
  if (state->state[player] != PIPS_CHICAGO_PLAYING)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: %s is a player's name */
                   _("%s has already won and no longer plays"),
                   _pips_chicago_game_player_name (self, player));
      return FALSE;
    }

  current = pips_round_table_get_current (&state->table);
  if (current != (int) player)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: both %s are players' names */
                   _("It is %s’s turn, not %s’s"),
                   _pips_chicago_game_player_name (self, current),
                   _pips_chicago_game_player_name (self, player));
      return FALSE;
    }

  return TRUE;
}

static guint
current_limit (const State *state)
{
  return state->announcement.made ? state->announcement.attempts : PIPS_CHICAGO_MAX_ATTEMPTS;
}

static void
current_result (PipsChicagoGame *self,
                const State     *state,
                Result          *result)
{
  *result = (Result) {
    .player = pips_round_table_get_current (&state->table),
    .attempts = state->attempt,
    .chic = _pips_chicago_is_chic (self, state->faces, state->one_throw),
  };
  memcpy (result->faces, state->faces, sizeof result->faces);
}

gboolean
_pips_chicago_check_can_beat (PipsChicagoGame  *self,
                const State      *state,
                const guint8     *faces,
                const gboolean   *aside,
                GError          **error)
{
  g_autofree char *announced = NULL;

  if (_pips_chicago_can_still_beat (self, state, faces, aside))
    return TRUE;

  announced = pips_chicago_format_announcement (&state->announcement);
  g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
               /* Translators: %s is an announcement ("204 up in 3") */
               _("With these dice set aside, “%s” cannot be beaten any more"), announced);
  return FALSE;
}

/* Whether dice with @aside set aside (after @faces were thrown) are allowed: set-aside dice stay
 * aside, only 1s and 6s, never all three, and for followers only what can still beat the
 * announcement. */
gboolean
_pips_chicago_check_aside (PipsChicagoGame  *self,
             const State      *state,
             const gboolean   *aside,
             GError          **error)
{
  guint n = 0;

  for (guint i = 0; i < N_DICE; i++)
    {
      n += aside[i];
      if (state->aside[i] && !aside[i])
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("A die set aside is not thrown again"));
          return FALSE;
        }
      if (aside[i] && state->rethrow[i])
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("After the exchange the other 6 is thrown again"));
          return FALSE;
        }
      if (aside[i] && state->attempt == 0)
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("Dice are set aside after a throw, not before the first"));
          return FALSE;
        }
      if (aside[i] && !state->aside[i] && state->faces[i] != 1 && state->faces[i] != 6)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                       /* Translators: %u is a die's face, 2 to 5 */
                       _("Only 1s and 6s may be set aside, not a %u"), state->faces[i]);
          return FALSE;
        }
    }

  if (n == N_DICE)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("All three dice are set aside, so there is nothing to throw"));
      return FALSE;
    }

  /* Only what is newly set aside must still be able to beat the announcement. */
  for (guint i = 0; i < N_DICE; i++)
    {
      if (aside[i] && !state->aside[i])
        return _pips_chicago_check_can_beat (self, state, state->faces, aside, error);
    }

  return TRUE;
}

static void
finish_with_dice (PipsChicagoGame *self,
                  State           *state)
{
  Result result;

  current_result (self, state, &result);
  _pips_chicago_finish_turn (self, state, &result);
}

static gboolean
apply_throw (PipsChicagoGame  *self,
             State            *state,
             JsonObject       *event,
             GError          **error)
{
  guint8 faces[N_DICE];
  gboolean aside[N_DICE];
  guint player;

  if (!get_player (self, event, &player, error) ||
      !get_faces (event, faces, error) ||
      !get_aside (event, aside, error) ||
      !check_playing (self, state, player, error))
    return FALSE;

  if (state->attempt >= current_limit (state))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("Three attempts are the most: announce now"));
      return FALSE;
    }

  /* After a 6er exchange the 1s stay aside anyway. */
  if (!_pips_chicago_check_aside (self, state, aside, error))
    return FALSE;

  for (guint i = 0; i < N_DICE; i++)
    {
      if (aside[i] && faces[i] != state->faces[i])
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                       /* Translators: both %u are a die's faces */
                       _("A die set aside keeps its face: it shows %u, not %u"),
                       state->faces[i], faces[i]);
          return FALSE;
        }
    }

  /* Every rule holds: apply. */
  state->one_throw = !aside[0] && !aside[1] && !aside[2];
  state->attempt++;
  memcpy (state->faces, faces, sizeof faces);
  memcpy (state->aside, aside, sizeof aside);
  memset (state->rethrow, 0, sizeof state->rethrow);
  state->must_throw = FALSE;

  if (self->three_threes && state->one_throw && faces[0] == 3 && faces[1] == 3 && faces[2] == 3)
    state->owes[player]++;

  /* A follower's last allowed attempt ends the turn. */
  if (state->announcement.made && state->attempt >= state->announcement.attempts)
    finish_with_dice (self, state);

  return TRUE;
}

static gboolean
apply_exchange (PipsChicagoGame  *self,
                State            *state,
                JsonObject       *event,
                GError          **error)
{
  guint player;

  if (!get_player (self, event, &player, error) ||
      !check_playing (self, state, player, error) ||
      !_pips_chicago_can_exchange (self, state, error))
    return FALSE;

  _pips_chicago_exchange (self, state);

  return TRUE;
}

static gboolean
get_choice (JsonObject  *event,
            const char  *member,
            const char  *first,
            const char  *second,
            int         *value,
            GError     **error)
{
  const char *text;

  if (!json_object_has_member (event, member))
    {
      *value = -1;
      return TRUE;
    }

  text = pips_event_get_string (event, member, error);
  if (text == NULL)
    return FALSE;

  if (g_str_equal (text, first))
    *value = 0;
  else if (g_str_equal (text, second))
    *value = 1;
  else
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: the first %s is a field of a saved file, the others its
                    * values; keep them as they are */
                   _("“%s” must be “%s” or “%s”"), member, first, second);
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_may_stop (PipsChicagoGame  *self,
                const State      *state,
                GError          **error)
{
  if (state->attempt == 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("Throw first"));
      return FALSE;
    }
  if (state->must_throw)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("After exchanging 6s, throw again"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_announce (PipsChicagoGame  *self,
                State            *state,
                JsonObject       *event,
                GError          **error)
{
  PipsChicagoAnnouncement *a = &state->announcement;
  int counting, direction;
  gboolean chic;
  guint player;

  if (!get_player (self, event, &player, error) ||
      !get_choice (event, "counting", "1er", "100er", &counting, error) ||
      !get_choice (event, "direction", "up", "down", &direction, error) ||
      !check_playing (self, state, player, error))
    return FALSE;

  if (a->made)
    {
      g_autofree char *announced = pips_chicago_format_announcement (a);

      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name, then an announcement ("204 up in 3") */
                   _("%s follows the announcement “%s” and stands instead"),
                   _pips_chicago_game_player_name (self, player), announced);
      return FALSE;
    }
  if (!check_may_stop (self, state, error))
    return FALSE;

  chic = _pips_chicago_is_chic (self, state->faces, state->one_throw);
  if (chic)
    {
      if (counting == PIPS_CHICAGO_COUNTING_HUNDREDS || direction == PIPS_CHICAGO_UP)
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("A Chic is always announced as “3 down”"));
          return FALSE;
        }
      counting = PIPS_CHICAGO_COUNTING_ONES;
      direction = PIPS_CHICAGO_DOWN;
    }
  else if (counting < 0 || direction < 0)
    {
      if (self->coupled && (counting >= 0 || direction >= 0))
        {
          /* Coupled: one says the other. */
          if (counting < 0)
            counting = direction == PIPS_CHICAGO_UP ? PIPS_CHICAGO_COUNTING_HUNDREDS : PIPS_CHICAGO_COUNTING_ONES;
          else
            direction = counting == PIPS_CHICAGO_COUNTING_HUNDREDS ? PIPS_CHICAGO_UP : PIPS_CHICAGO_DOWN;
        }
      else
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("An announcement says the counting (1er or 100er) and the direction (up or down)"));
          return FALSE;
        }
    }
  else if (self->coupled && (counting == PIPS_CHICAGO_COUNTING_HUNDREDS) != (direction == PIPS_CHICAGO_UP))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("At this table up goes with the 100er counting and down with the 1er"));
      return FALSE;
    }

  *a = (PipsChicagoAnnouncement) {
    .made = TRUE,
    .player = player,
    .attempts = state->attempt,
    .counting = counting,
    .direction = direction,
    .value = pips_chicago_count (state->faces, counting),
    .chic = chic,
  };
  finish_with_dice (self, state);

  return TRUE;
}

static gboolean
apply_stand (PipsChicagoGame  *self,
             State            *state,
             JsonObject       *event,
             GError          **error)
{
  Result result;
  guint player;

  if (!get_player (self, event, &player, error) ||
      !check_playing (self, state, player, error))
    return FALSE;

  if (!state->announcement.made)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name */
                   _("%s starts the round and announces rather than stands"),
                   _pips_chicago_game_player_name (self, player));
      return FALSE;
    }
  if (!check_may_stop (self, state, error))
    return FALSE;

  current_result (self, state, &result);
  if (!_pips_chicago_beats_announcement (self, state, &result))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name, %u an attempt (2 or 3) */
                   _("%s has not beaten the announcement and must go on until attempt %u"),
                   _pips_chicago_game_player_name (self, player), state->announcement.attempts);
      return FALSE;
    }

  _pips_chicago_finish_turn (self, state, &result);

  return TRUE;
}

static gboolean
apply_overeager (PipsChicagoGame  *self,
                 State            *state,
                 JsonObject       *event,
                 GError          **error)
{
  JsonNode *node = json_object_get_member (event, "floor");
  gboolean floor = FALSE;
  Result result;
  guint player;

  if (!get_player (self, event, &player, error))
    return FALSE;
  if (node != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                               _("“floor” must be true or false"));
          return FALSE;
        }
      floor = json_node_get_boolean (node);
    }
  if (!check_playing (self, state, player, error))
    return FALSE;
  if (!self->overeager)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("This table does not play the over-eager rule"));
      return FALSE;
    }

  current_result (self, state, &result);
  result.overeager = TRUE;
  result.floor = floor;
  result.chic = FALSE;
  if (floor)
    state->owes[player]++;

  /* An over-eager starter: "3 down in 1" is announced for them. */
  if (!state->announcement.made)
    {
      state->announcement = (PipsChicagoAnnouncement) {
        .made = TRUE, .player = player, .attempts = 1, .counting = PIPS_CHICAGO_COUNTING_ONES,
        .direction = PIPS_CHICAGO_DOWN, .value = 3, .chic = TRUE, .forced = TRUE,
      };
      result.attempts = 1;
    }

  _pips_chicago_finish_turn (self, state, &result);

  return TRUE;
}

static int
die_score (const State *state,
           guint        player)
{
  int rank = _pips_chicago_die_rank (state->roll_off_faces[player]);

  return state->roll_off == ROLL_OFF_WORST ? 6 - rank : rank;
}

/* One die each: the best (1, then 6 … 2) starts or is the round's best, the lowest is its worst;
 * the tied throw again. */
static gboolean
apply_die (PipsChicagoGame  *self,
           State            *state,
           JsonObject       *event,
           GError          **error)
{
  guint64 tied = 0;
  guint player;
  gint64 face;
  int target = -1;

  if (!get_player (self, event, &player, error) ||
      !pips_event_get_int (event, "face", G_MININT64, G_MAXINT64, &face, error) ||
      !check_face (face, error))
    return FALSE;

  if (state->stage == PIPS_CHICAGO_STAGE_OVER)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }
  if (state->stage == PIPS_CHICAGO_STAGE_PLAY)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("Nobody throws a single die now"));
      return FALSE;
    }
  if (!(state->roll_off_players & BIT (player)))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: %s is a player's name */
                   _("%s is not in the roll-off"), _pips_chicago_game_player_name (self, player));
      return FALSE;
    }
  if (state->roll_off_faces[player] != 0)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: %s is a player's name */
                   _("%s has already thrown"), _pips_chicago_game_player_name (self, player));
      return FALSE;
    }

  state->opening_started = TRUE;
  state->roll_off_faces[player] = face;

  for (guint p = 0; p < self->n_players; p++)
    {
      if ((state->roll_off_players & BIT (p)) && state->roll_off_faces[p] == 0)
        return TRUE;
    }

  /* Everyone has thrown: the best die (the lowest for the worst) decides. */
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->roll_off_players & BIT (p))
        target = MAX (target, die_score (state, p));
    }
  for (guint p = 0; p < self->n_players; p++)
    {
      if ((state->roll_off_players & BIT (p)) && die_score (state, p) == target)
        tied |= BIT (p);
    }

  if ((tied & (tied - 1)) != 0)
    {
      state->roll_off_players = tied;
      state->roll_off_level++;
      memset (state->roll_off_faces, 0, sizeof state->roll_off_faces);
      return TRUE;
    }

  _pips_chicago_roll_off_decided (self, state, g_bit_nth_lsf (tied, -1));

  return TRUE;
}

static gboolean
apply_starter (PipsChicagoGame  *self,
               State            *state,
               JsonObject       *event,
               GError          **error)
{
  JsonNode *random = json_object_get_member (event, "random");
  guint player;

  if (!get_player (self, event, &player, error))
    return FALSE;
  if (random != NULL &&
      (!JSON_NODE_HOLDS_VALUE (random) || json_node_get_value_type (random) != G_TYPE_BOOLEAN))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           _("“random” must be true or false"));
      return FALSE;
    }
  if (state->stage == PIPS_CHICAGO_STAGE_OVER)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }
  if (state->stage != PIPS_CHICAGO_STAGE_OPENING || state->opening_started)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("Who starts is settled by the dice already"));
      return FALSE;
    }

  _pips_chicago_roll_off_decided (self, state, player);

  return TRUE;
}

gboolean
_pips_chicago_game_apply_event (PipsChicagoGame  *self,
                                State            *state,
                                JsonObject       *event,
                                GError          **error)
{
  const char *type = pips_event_get_string (event, "type", error);

  if (type == NULL)
    return FALSE;

  if (g_str_equal (type, "throw"))
    return apply_throw (self, state, event, error);
  if (g_str_equal (type, "exchange"))
    return apply_exchange (self, state, event, error);
  if (g_str_equal (type, "announce"))
    return apply_announce (self, state, event, error);
  if (g_str_equal (type, "stand"))
    return apply_stand (self, state, event, error);
  if (g_str_equal (type, "overeager"))
    return apply_overeager (self, state, event, error);
  if (g_str_equal (type, "die"))
    return apply_die (self, state, event, error);
  if (g_str_equal (type, "starter"))
    return apply_starter (self, state, event, error);

  g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
               /* Translators: %s is the type of an event in a saved file */
               _("Chicago has no event “%s”"), type);
  return FALSE;
}
