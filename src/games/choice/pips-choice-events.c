/* pips-choice-events.c — the events of the player to act in Choice, the virtual dice and random
 * play
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The events are documented in docs/session-format.md ("Choice events").
 */

#define G_LOG_DOMAIN "pips-choice"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-choice-rules-private.h"

static JsonArray *
faces_array (const guint8 *faces)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    json_array_add_int_element (array, faces[i]);

  return array;
}

static JsonArray *
places_array (const guint *places,
              guint        n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (array, places[i]);

  return array;
}

/**
 * pips_choice_game_build_throw:
 * @faces: (array fixed-size=5): the five faces
 *
 * Returns: (transfer full): the throw of the player to act
 */
JsonObject *
pips_choice_game_build_throw (PipsChoiceGame *self,
                              const guint8   *faces)
{
  JsonObject *event;

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), NULL);
  g_return_val_if_fail (faces != NULL, NULL);

  event = pips_event_new ("throw", MAX (self->current, 0));
  json_object_set_array_member (event, "faces", faces_array (faces));

  return event;
}

/**
 * pips_choice_game_build_terminator:
 * @faces: (array fixed-size=5): the five faces of the new throw
 *
 * Returns: (transfer full): the Terminator: the new throw replaces the dice at hand
 */
JsonObject *
pips_choice_game_build_terminator (PipsChoiceGame *self,
                                   const guint8   *faces)
{
  JsonObject *event;

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), NULL);
  g_return_val_if_fail (faces != NULL, NULL);

  event = pips_event_new ("terminator", MAX (self->current, 0));
  json_object_set_array_member (event, "faces", faces_array (faces));

  return event;
}

/**
 * pips_choice_game_build_korrektor:
 * @die: the die's place, 0 to 4
 * @face: the face to set it to
 *
 * Returns: (transfer full): the Korrektor
 */
JsonObject *
pips_choice_game_build_korrektor (PipsChoiceGame *self,
                                  guint           die,
                                  guint8          face)
{
  JsonObject *event;

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), NULL);

  event = pips_event_new ("korrektor", MAX (self->current, 0));
  json_object_set_int_member (event, "die", die);
  json_object_set_int_member (event, "face", face);

  return event;
}

/**
 * pips_choice_game_build_group:
 * @first: (array): the first pair (two places), or with @three_one the triple (three)
 * @second: (array): the second pair (two places), or with @three_one the single (one)
 * @discard: the place of the discard
 * @three_one: whether the 3:1 joker is used
 *
 * Returns: (transfer full): the grouping of the dice at hand
 */
JsonObject *
pips_choice_game_build_group (PipsChoiceGame *self,
                              const guint    *first,
                              const guint    *second,
                              guint           discard,
                              gboolean        three_one)
{
  JsonObject *event;

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), NULL);
  g_return_val_if_fail (first != NULL && second != NULL, NULL);

  event = pips_event_new ("group", MAX (self->current, 0));
  if (three_one)
    {
      json_object_set_array_member (event, "triple", places_array (first, 3));
      json_object_set_int_member (event, "single", second[0]);
    }
  else
    {
      JsonArray *pairs = json_array_new ();

      json_array_add_array_element (pairs, places_array (first, 2));
      json_array_add_array_element (pairs, places_array (second, 2));
      json_object_set_array_member (event, "pairs", pairs);
    }
  json_object_set_int_member (event, "discard", discard);

  return event;
}

/**
 * pips_choice_game_build_roll:
 * @roller: the virtual dice
 *
 * Throws five virtual dice: the throw of the player to act, or with the dice at hand the
 * Terminator's new throw.
 *
 * Returns: (transfer full): a throw or terminator event
 */
JsonObject *
pips_choice_game_build_roll (PipsChoiceGame *self,
                             PipsRoller     *roller)
{
  guint8 faces[PIPS_CHOICE_N_DICE];

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), NULL);
  g_return_val_if_fail (PIPS_IS_ROLLER (roller), NULL);

  pips_roller_roll_dice (roller, faces, PIPS_CHOICE_N_DICE, NULL);

  if (self->has_thrown)
    return pips_choice_game_build_terminator (self, faces);

  return pips_choice_game_build_throw (self, faces);
}

/* The virtual throw: always all five dice (Choice keeps none). Refused while dice are at hand
 * and the Terminator is not available. */
gboolean
_pips_choice_game_build_roll (PipsGame    *game,
                              PipsRoller  *roller,
                              PipsRoll    *roll,
                              GError     **error)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);

  if (roll->n_dice != PIPS_CHOICE_N_DICE)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %u is the number of dice (5) */
                   _("Choice is played with %u dice"), PIPS_CHOICE_N_DICE);
      return FALSE;
    }

  if (self->current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  if (self->has_thrown && !pips_choice_game_can_use_joker (self, PIPS_CHOICE_JOKER_TERMINATOR))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("The dice are thrown already: group them"));
      return FALSE;
    }

  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    {
      roll->keep[i] = FALSE;
      roll->marked[i] = FALSE;
    }
  pips_roller_roll_dice (roller, roll->faces, PIPS_CHOICE_N_DICE, NULL);

  return TRUE;
}

/* A random legal event: a throw; with the dice at hand now and then a joker that is left, else
 * a legal grouping. The groupings are tried in a random order without being listed (the list
 * makes a label and an event for each: too slow for thousands of random games). */
JsonObject *
_pips_choice_game_build_random_event (PipsGame   *game,
                                      PipsRoller *roller)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  /* Every grouping as an order of places: 5 discards × 3 ways to pair the rest, and with the
   * 3:1 joker 5 discards × 4 singles. */
  guint orders[35][PIPS_CHOICE_N_DICE];
  gboolean three_one[35];
  guint n = 0;

  if (self->current < 0)
    return NULL;

  if (!self->has_thrown)
    return pips_choice_game_build_roll (self, roller);

  if (pips_choice_game_can_use_joker (self, PIPS_CHOICE_JOKER_TERMINATOR) &&
      pips_roller_range (roller, 12) == 0)
    return pips_choice_game_build_roll (self, roller);

  if (pips_choice_game_can_use_joker (self, PIPS_CHOICE_JOKER_KORREKTOR) &&
      pips_roller_range (roller, 12) == 0)
    {
      guint die = pips_roller_range (roller, PIPS_CHOICE_N_DICE);
      guint8 face = 1 + (self->faces[die] + pips_roller_range (roller, 5)) % 6;

      return pips_choice_game_build_korrektor (self, die, face);
    }

  for (guint discard = 0; discard < PIPS_CHOICE_N_DICE; discard++)
    {
      guint rest[PIPS_CHOICE_N_DICE - 1];
      guint k = 0;

      for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
        {
          if (i != discard)
            rest[k++] = i;
        }

      for (guint partner = 1; partner < 4; partner++)
        {
          guint *order = orders[n];
          guint m = 2;

          order[0] = rest[0];
          order[1] = rest[partner];
          for (guint i = 1; i < 4; i++)
            {
              if (i != partner)
                order[m++] = rest[i];
            }
          order[4] = discard;
          three_one[n++] = FALSE;
        }

      if (pips_choice_game_can_use_joker (self, PIPS_CHOICE_JOKER_THREE_ONE))
        {
          for (guint single = 0; single < 4; single++)
            {
              guint *order = orders[n];
              guint m = 0;

              for (guint i = 0; i < 4; i++)
                {
                  if (i != single)
                    order[m++] = rest[i];
                }
              order[3] = rest[single];
              order[4] = discard;
              three_one[n++] = TRUE;
            }
        }
    }

  /* The first legal one of a random order (there always is one: a fixed discard value in the
   * throw can be the discard of two pairs). */
  for (guint i = n; i > 0; i--)
    {
      guint j = pips_roller_range (roller, i);
      PipsChoiceResolved resolved;

      if (_pips_choice_resolve_grouping (self, &self->sheets[self->current], three_one[j],
                                         orders[j], PIPS_CHOICE_N_DICE, &resolved, NULL))
        return pips_choice_game_build_group (self, orders[j], orders[j] + (three_one[j] ? 3 : 2),
                                             orders[j][4], three_one[j]);

      /* Drop the one tried: the last takes its place. */
      memcpy (orders[j], orders[i - 1], sizeof orders[j]);
      three_one[j] = three_one[i - 1];
    }

  g_return_val_if_reached (NULL);
}
