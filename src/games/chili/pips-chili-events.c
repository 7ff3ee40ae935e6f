/* pips-chili-events.c — the events of the player to act in Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the current dice score in each free field, and the events a page hands to
 * pips_session_append(); they are documented in docs/session-format.md ("Chili Dice events").
 */

#define G_LOG_DOMAIN "pips-chili"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chili-rules-private.h"

void
pips_chili_score_option_free (PipsChiliScoreOption *option)
{
  if (option == NULL)
    return;

  g_free (option->reason);
  g_clear_pointer (&option->event, json_object_unref);
  g_free (option);
}

/**
 * pips_chili_game_list_scores:
 *
 * Lists every free field of the player to act with the most the current dice score there, in
 * the order of the pad. Empty before the first throw of a turn and when the game is over.
 *
 * Returns: (transfer container) (element-type PipsChiliScoreOption): the options
 */
GPtrArray *
pips_chili_game_list_scores (PipsChiliGame *self)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) pips_chili_score_option_free);

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), list);

  if (!pips_chili_game_can_score (self))
    return list;

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      PipsChiliScoreOption *option;

      if (self->columns[self->current].scoring[f] != PIPS_CHILI_SCORING_NONE)
        continue;

      option = g_new0 (PipsChiliScoreOption, 1);
      option->field = f;
      option->scoring = pips_chili_best_score (self->faces, self->red, f, self->red_alternative,
                                               &option->points);
      option->reason = pips_chili_score_reason (self->faces, self->red, f, option->scoring);
      option->event = pips_chili_game_build_score (self, f, option->scoring);
      g_ptr_array_add (list, option);
    }

  return list;
}

/* Event builders */

static JsonObject *
event_new (PipsChiliGame *self,
           const char    *type)
{
  JsonObject *event = json_object_new ();

  json_object_set_string_member (event, "type", type);
  json_object_set_int_member (event, "player", MAX (self->current, 0));

  return event;
}

static JsonArray *
positions_array (const gboolean *mask,
                 const gboolean *only)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (mask[i] && (only == NULL || only[i]))
        json_array_add_int_element (array, i);
    }

  return array;
}

/* The "as" member of a score event. NULL where the field's own rule applies. */
static const char *
scoring_to_as (PipsChiliField   field,
               PipsChiliScoring scoring)
{
  if (scoring == _pips_chili_field_own_scoring (field))
    return NULL;

  switch (scoring)
    {
    case PIPS_CHILI_SCORING_RUN:
      return "run";
    case PIPS_CHILI_SCORING_SET:
      return "set";
    case PIPS_CHILI_SCORING_LITTLE_PEPPER:
    case PIPS_CHILI_SCORING_BIG_PEPPER:
    case PIPS_CHILI_SCORING_HOT_PEPPER:
      return "pepper";
    case PIPS_CHILI_SCORING_MISS:
      return "miss";
    case PIPS_CHILI_SCORING_NONE:
    case PIPS_CHILI_SCORING_NUMBER:
    case PIPS_CHILI_SCORING_RED:
    case PIPS_CHILI_SCORING_SUM:
    case PIPS_CHILI_SCORING_OUT_OF_THROWS:
    default:
      return NULL;
    }
}

/**
 * pips_chili_game_build_throw:
 * @faces: (array fixed-size=6): the faces of all six dice
 * @red: (nullable) (array fixed-size=6): which of them show red
 *
 * Returns: (transfer full): the first throw of the turn for the player to act
 */
JsonObject *
pips_chili_game_build_throw (PipsChiliGame  *self,
                             const guint8   *faces,
                             const gboolean *red)
{
  const gboolean none[PIPS_CHILI_N_DICE] = { FALSE, };
  JsonObject *event;
  JsonArray *array;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);
  g_return_val_if_fail (faces != NULL, NULL);

  event = event_new (self, "throw");
  array = json_array_new ();
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    json_array_add_int_element (array, faces[i]);
  json_object_set_array_member (event, "faces", array);
  json_object_set_array_member (event, "red", positions_array (red != NULL ? red : none, NULL));

  return event;
}

/**
 * pips_chili_game_build_rethrow:
 * @rethrow: (array fixed-size=6): the dice thrown again
 * @faces: (array fixed-size=6): the faces of all six dice after the throw (those of the kept
 *   dice are not looked at)
 * @red: (nullable) (array fixed-size=6): which dice show red after the throw (likewise)
 *
 * Returns: (transfer full): a rethrow for the player to act
 */
JsonObject *
pips_chili_game_build_rethrow (PipsChiliGame  *self,
                               const gboolean *rethrow,
                               const guint8   *faces,
                               const gboolean *red)
{
  const gboolean none[PIPS_CHILI_N_DICE] = { FALSE, };
  JsonObject *event;
  JsonArray *array;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);
  g_return_val_if_fail (rethrow != NULL, NULL);
  g_return_val_if_fail (faces != NULL, NULL);

  event = event_new (self, "rethrow");
  json_object_set_array_member (event, "dice", positions_array (rethrow, NULL));
  array = json_array_new ();
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (rethrow[i])
        json_array_add_int_element (array, faces[i]);
    }
  json_object_set_array_member (event, "faces", array);
  json_object_set_array_member (event, "red",
                                positions_array (rethrow, red != NULL ? red : none));

  return event;
}

/**
 * pips_chili_game_build_turn:
 * @die: the place of a red die thrown in this throw, 0 to 5
 * @face: the face to turn it to
 *
 * Returns: (transfer full): the turn of a red die for the player to act
 */
JsonObject *
pips_chili_game_build_turn (PipsChiliGame *self,
                            guint          die,
                            guint8         face)
{
  JsonObject *event;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);

  event = event_new (self, "turn");
  json_object_set_int_member (event, "die", die);
  json_object_set_int_member (event, "face", face);

  return event;
}

/**
 * pips_chili_game_build_score:
 * @field: the field to write into
 * @scoring: how the dice are read there; the field's own rule (or %PIPS_CHILI_SCORING_NONE)
 *   needs no "as" in the event
 *
 * Returns: (transfer full): the score event for the player to act
 */
JsonObject *
pips_chili_game_build_score (PipsChiliGame    *self,
                             PipsChiliField    field,
                             PipsChiliScoring  scoring)
{
  JsonObject *event;
  const char *as;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, NULL);

  event = event_new (self, "score");
  json_object_set_string_member (event, "field", pips_chili_field_to_id (field));
  as = scoring_to_as (field, scoring);
  if (as != NULL)
    json_object_set_string_member (event, "as", as);

  return event;
}

/**
 * pips_chili_game_build_roll:
 * @roller: the virtual dice
 * @rethrow: (nullable) (array fixed-size=6): the dice to throw again; ignored (all six are
 *   thrown) before the first throw of the turn
 *
 * Rolls the virtual dice: six model dice, die k red on k. A place that has shown a red face this
 * turn is known to be that number's die; the others are told apart at random in a way the faces
 * allow.
 *
 * Returns: (transfer full): a throw or rethrow event for the player to act
 */
/* Throws the six model dice (die k red on k) that @rethrow names, into @faces and @red. */
static void
roll_dice (PipsChiliGame  *self,
           PipsRoller     *roller,
           const gboolean *rethrow,
           guint8         *faces,
           gboolean       *red)
{
  gboolean all[PIPS_CHILI_N_DICE];
  guint8 identity[PIPS_CHILI_N_DICE] = { 0, };
  gboolean used[7] = { FALSE, };
  guint8 pool[PIPS_CHILI_N_DICE];
  guint n_pool = 0;
  guint next = 0;

  if (!self->has_thrown || rethrow == NULL)
    {
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        all[i] = TRUE;
      rethrow = all;
    }

  /* The dice known this turn (each place that showed a red face) keep their numbers. */
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (self->has_thrown && self->die_of[i] != 0)
        {
          identity[i] = self->die_of[i];
          used[identity[i]] = TRUE;
        }
    }

  /* The other dice get the other numbers in a random order. */
  for (guint k = 1; k <= 6; k++)
    {
      if (!used[k])
        pool[n_pool++] = k;
    }
  for (guint i = n_pool; i > 1; i--)
    {
      guint j = pips_roller_range (roller, i);
      guint8 swap = pool[i - 1];

      pool[i - 1] = pool[j];
      pool[j] = swap;
    }
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (identity[i] == 0)
        identity[i] = pool[next++];
    }

  /* A kept white die cannot be the die of the number it shows: swap numbers with another die
   * not known yet that can take it (one thrown now, or a kept die showing neither number). */
  for (guint i = 0; i < PIPS_CHILI_N_DICE && self->has_thrown; i++)
    {
      if (rethrow[i] || self->red[i] || self->die_of[i] != 0 || identity[i] != self->faces[i])
        continue;

      for (guint j = 0; j < PIPS_CHILI_N_DICE; j++)
        {
          guint8 swap;

          if (j == i || self->die_of[j] != 0 ||
              (!rethrow[j] && (self->faces[j] == identity[i] || self->faces[i] == identity[j])))
            continue;

          swap = identity[i];
          identity[i] = identity[j];
          identity[j] = swap;
          break;
        }
    }

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (rethrow[i])
        {
          faces[i] = pips_roller_roll (roller);
          red[i] = faces[i] == identity[i];
        }
      else
        {
          faces[i] = self->faces[i];
          red[i] = self->red[i];
        }
    }

}

JsonObject *
pips_chili_game_build_roll (PipsChiliGame  *self,
                            PipsRoller     *roller,
                            const gboolean *rethrow)
{
  gboolean all[PIPS_CHILI_N_DICE];
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);
  g_return_val_if_fail (PIPS_IS_ROLLER (roller), NULL);

  if (!self->has_thrown || rethrow == NULL)
    {
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        all[i] = TRUE;
      rethrow = all;
    }

  roll_dice (self, roller, rethrow, faces, red);

  if (!self->has_thrown)
    return pips_chili_game_build_throw (self, faces, red);

  return pips_chili_game_build_rethrow (self, rethrow, faces, red);
}

/* The generic virtual throw: the dice the caller keeps stay, the others are thrown as the
 * model dice allow (pips_chili_game_build_roll()), and the red faces are marked. */
gboolean
_pips_chili_game_build_roll (PipsGame    *game,
                             PipsRoller  *roller,
                             PipsRoll    *roll,
                             GError     **error)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  gboolean rethrow[PIPS_CHILI_N_DICE];

  if (roll->n_dice != PIPS_CHILI_N_DICE)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %u is the number of dice (6) */
                   _("Chili Dice is played with %u dice"), PIPS_CHILI_N_DICE);
      return FALSE;
    }

  if (self->has_thrown && !pips_chili_game_can_rethrow (self))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("No throws are left: score this throw"));
      return FALSE;
    }

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    rethrow[i] = !roll->keep[i];

  if (!self->has_thrown)
    {
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        rethrow[i] = TRUE;
    }

  roll_dice (self, roller, rethrow, roll->faces, roll->marked);

  return TRUE;
}

/* A random legal event: a throw, a rethrow of some dice, or a score in a free field. */
JsonObject *
_pips_chili_game_build_random_event (PipsGame   *game,
                                     PipsRoller *roller)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  g_autoptr(GPtrArray) scores = NULL;
  PipsChiliScoreOption *option;

  if (!self->has_thrown)
    return pips_chili_game_build_roll (self, roller, NULL);

  if (pips_chili_game_can_rethrow (self) && pips_roller_range (roller, 2) == 0)
    {
      gboolean rethrow[PIPS_CHILI_N_DICE];
      gboolean any = FALSE;

      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        any |= (rethrow[i] = pips_roller_range (roller, 2) == 0);
      if (!any)
        rethrow[pips_roller_range (roller, PIPS_CHILI_N_DICE)] = TRUE;
      return pips_chili_game_build_roll (self, roller, rethrow);
    }

  scores = pips_chili_game_list_scores (self);
  if (scores->len == 0)
    return NULL;
  option = g_ptr_array_index (scores, pips_roller_range (roller, scores->len));

  return json_object_ref (option->event);
}
