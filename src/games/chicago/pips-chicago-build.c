/* pips-chicago-build.c — Chicago: building events, and a random legal one
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chicago"

#include "config.h"

#include <string.h>

#include "pips-chicago-rules-private.h"

#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))

/* Building events */

JsonObject *
pips_chicago_build_starter (guint    player,
                            gboolean random)
{
  JsonObject *event = pips_event_new ("starter", player);

  if (random)
    json_object_set_boolean_member (event, "random", TRUE);

  return event;
}

JsonObject *
pips_chicago_build_die (guint player,
                        guint face)
{
  JsonObject *event = pips_event_new ("die", player);

  json_object_set_int_member (event, "face", face);

  return event;
}

/**
 * pips_chicago_build_throw:
 * @faces: the three dice as they lie after the throw, the set-aside ones included
 * @aside: (nullable): the dice that were set aside before the throw (and not thrown)
 */
JsonObject *
pips_chicago_build_throw (guint           player,
                          const guint8   *faces,
                          const gboolean *aside)
{
  JsonObject *event = pips_event_new ("throw", player);
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < N_DICE; i++)
    json_array_add_int_element (array, faces[i]);
  json_object_set_array_member (event, "faces", array);

  if (aside != NULL && (aside[0] || aside[1] || aside[2]))
    {
      array = json_array_new ();
      for (guint i = 0; i < N_DICE; i++)
        {
          if (aside[i])
            json_array_add_int_element (array, i);
        }
      json_object_set_array_member (event, "aside", array);
    }

  return event;
}

JsonObject *
pips_chicago_build_exchange (guint player)
{
  return pips_event_new ("exchange", player);
}

JsonObject *
pips_chicago_build_announce (guint                player,
                             PipsChicagoCounting  counting,
                             PipsChicagoDirection direction)
{
  JsonObject *event = pips_event_new ("announce", player);

  json_object_set_string_member (event, "counting", _pips_chicago_counting_to_id (counting));
  json_object_set_string_member (event, "direction", _pips_chicago_direction_to_id (direction));

  return event;
}

JsonObject *
pips_chicago_build_stand (guint player)
{
  return pips_event_new ("stand", player);
}

JsonObject *
pips_chicago_build_overeager (guint    player,
                              gboolean floor)
{
  JsonObject *event = pips_event_new ("overeager", player);

  json_object_set_boolean_member (event, "floor", floor);

  return event;
}

/* A random legal event */

static JsonObject *
random_throw (PipsChicagoGame *self,
              const State     *state,
              guint            player,
              PipsRoller      *roller)
{
  gboolean aside[N_DICE];
  guint8 faces[N_DICE];

  memcpy (aside, state->aside, sizeof aside);

  /* Set aside some of the 1s and 6s, where the rules allow it. */
  if (state->attempt > 0 && !state->must_throw)
    {
      for (guint i = 0; i < N_DICE; i++)
        {
          gboolean more[N_DICE];

          if (aside[i] || (state->faces[i] != 1 && state->faces[i] != 6) || pips_roller_range (roller, 2) == 0)
            continue;
          memcpy (more, aside, sizeof more);
          more[i] = TRUE;
          if (!(more[0] && more[1] && more[2]) && _pips_chicago_check_aside (self, state, more, NULL))
            aside[i] = TRUE;
        }
    }

  for (guint i = 0; i < N_DICE; i++)
    faces[i] = aside[i] ? state->faces[i] : pips_roller_roll (roller);

  return pips_chicago_build_throw (player, faces, aside);
}

JsonObject *
_pips_chicago_game_build_random_event (PipsGame   *game,
                                       PipsRoller *roller)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  const State *state = &self->state;
  PipsChicagoDice dice;
  guint player;

  switch (state->stage)
    {
    case PIPS_CHICAGO_STAGE_OVER:
      return NULL;

    case PIPS_CHICAGO_STAGE_OPENING:
    case PIPS_CHICAGO_STAGE_ROLL_OFF:
      {
        guint8 waiting[MAX_PLAYERS];
        guint n = 0;

        for (guint p = 0; p < self->n_players; p++)
          {
            if ((state->roll_off_players & BIT (p)) && state->roll_off_faces[p] == 0)
              waiting[n++] = p;
          }
        player = waiting[pips_roller_range (roller, n)];
        if (state->stage == PIPS_CHICAGO_STAGE_OPENING && !state->opening_started &&
            pips_roller_range (roller, 4) == 0)
          return pips_chicago_build_starter (player, FALSE);

        return pips_chicago_build_die (player, pips_roller_roll (roller));
      }

    case PIPS_CHICAGO_STAGE_PLAY:
    default:
      break;
    }

  player = pips_round_table_get_current (&state->table);
  _pips_chicago_state_dice (self, state, &dice);

  if (self->overeager && pips_roller_range (roller, 60) == 0)
    return pips_chicago_build_overeager (player, pips_roller_range (roller, 2) == 0);

  if (dice.must_throw)
    return random_throw (self, state, player, roller);

  if (dice.can_exchange && pips_roller_range (roller, 2) == 0)
    return pips_chicago_build_exchange (player);

  if (!state->announcement.made && (dice.attempt >= dice.limit || pips_roller_range (roller, 3) == 0))
    {
      PipsChicagoCounting counting = pips_roller_range (roller, 2);
      PipsChicagoDirection direction = pips_roller_range (roller, 2);

      if (dice.chic)
        {
          counting = PIPS_CHICAGO_COUNTING_ONES;
          direction = PIPS_CHICAGO_DOWN;
        }
      else if (self->coupled)
        direction = counting == PIPS_CHICAGO_COUNTING_HUNDREDS ? PIPS_CHICAGO_UP : PIPS_CHICAGO_DOWN;

      return pips_chicago_build_announce (player, counting, direction);
    }

  if (state->announcement.made && dice.beats && pips_roller_range (roller, 2) == 0)
    return pips_chicago_build_stand (player);

  return random_throw (self, state, player, roller);
}
