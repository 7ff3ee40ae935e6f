/* pips-yacht-events.c — the events of Yacht: read and judged without changing the state, and built
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A throw: {"type":"throw","player":0,"dice":[6,6,3,2,1]}, and for a throw again the places set
 * aside since the last throw, "kept":[0,1], which show the same faces. A score:
 * {"type":"score","player":0,"box":"full-house","points":25}; "points" is the dice's points in
 * the box, or 0 to cross it out (the app asks first when the dice fit).
 */

#define G_LOG_DOMAIN "pips-yacht"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-yacht-rules-private.h"

gboolean
_pips_yacht_set_rule_error (GError     **error,
                            const char  *format,
                            ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                                                format, args));
  va_end (args);

  return FALSE;
}

/* Reads "dice": five faces 1 … 6. */
gboolean
_pips_yacht_read_dice (JsonObject  *event,
                       guint8      *dice,
                       GError     **error)
{
  JsonArray *array = pips_event_get_array (event, "dice", FALSE, error);

  if (array == NULL)
    return FALSE;

  if (json_array_get_length (array) != PIPS_YACHT_N_DICE)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %u is the number of dice (5) */
                   _("Yacht is played with %u dice"), PIPS_YACHT_N_DICE);
      return FALSE;
    }

  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 face;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                       /* Translators: %s is the name of a field in a saved file */
                       _("“%s” must hold whole numbers"), "dice");
          return FALSE;
        }
      face = json_node_get_int (node);
      if (!pips_die_face_is_valid (face))
        {
          g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, face);

          /* Translators: %s is a number that is not from 1 to 6, e.g. "7" */
          return _pips_yacht_set_rule_error (error, _("A die has no face %s: faces are 1 to 6"), text);
        }
      dice[i] = face;
    }

  return TRUE;
}

/* Reads "kept", the places 0 … 4 set aside, each at most once, into a mask (0 when absent). */
gboolean
_pips_yacht_read_kept (JsonObject  *event,
                       guint       *kept,
                       GError     **error)
{
  JsonArray *array;

  *kept = 0;
  if (!json_object_has_member (event, "kept"))
    return TRUE;
  array = pips_event_get_array (event, "kept", FALSE, error);
  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 place;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
          || (place = json_node_get_int (node)) < 0 || place >= PIPS_YACHT_N_DICE
          || (*kept & (1u << place)) != 0)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                       /* Translators: the first %s is the name of a field in a saved file; the
                        * numbers are the dice's places */
                       _("“%s” must list places from %u to %u, each once"), "kept", 0, PIPS_YACHT_N_DICE - 1);
          return FALSE;
        }
      *kept |= 1u << place;
    }

  return TRUE;
}

/* A throw of the player to act: a throw is left this turn, and the dice set aside still show
 * their faces. */
gboolean
_pips_yacht_game_resolve_throw (PipsYachtGame  *self,
                                JsonObject     *event,
                                guint8         *dice,
                                guint          *kept,
                                GError        **error)
{
  if (self->state.throws >= self->rules.throws)
    return _pips_yacht_set_rule_error (error,
                                       g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: %u is the throws a turn allows */
                                                    "A turn has %u throw: enter the dice into a box",
                                                    "A turn has at most %u throws: enter the dice into a box",
                                                    self->rules.throws),
                                       self->rules.throws);

  if (!_pips_yacht_read_dice (event, dice, error) || !_pips_yacht_read_kept (event, kept, error))
    return FALSE;

  if (self->state.throws == 0 && *kept != 0)
    return _pips_yacht_set_rule_error (error, _("The first throw of a turn is of all five dice: none is set aside yet"));
  /* Keeping every die throws nothing: it would spend a throw on the same dice. */
  if (*kept == (1u << PIPS_YACHT_N_DICE) - 1)
    return _pips_yacht_set_rule_error (error, _("Keep fewer dice to throw again"));

  for (guint j = 0; j < PIPS_YACHT_N_DICE; j++)
    {
      if ((*kept & (1u << j)) && dice[j] != self->state.dice[j])
        /* Translators: a die's place (1 to 5), then the face it showed */
        return _pips_yacht_set_rule_error (error, _("Die %u was set aside: it still shows %u"),
                                           j + 1, self->state.dice[j]);
    }

  return TRUE;
}

/* Whether the box @index may take the dice now, in the players' words. */
static gboolean
check_allowed (PipsYachtGame  *self,
               guint32         free_mask,
               const guint8   *counts,
               guint           index,
               GError        **error)
{
  const PipsYachtRules *rules = &self->rules;
  PipsYachtBox box = pips_yacht_rules_box (rules, index);
  guint n_boxes = pips_yacht_rules_n_boxes (rules);

  if ((free_mask & (1u << index)) == 0)
    /* Translators: %s is a box of the pad, e.g. "Full House" */
    return _pips_yacht_set_rule_error (error, _("%s is filled already: choose a free box"),
                                       pips_yacht_box_get_name (box));

  if (pips_yacht_box_allowed (rules, free_mask, counts, index))
    return TRUE;

  if (rules->in_order)
    {
      for (guint i = 0; i < n_boxes; i++)
        if (free_mask & (1u << i))
          /* Translators: %s is a box of the pad, e.g. "Threes" */
          return _pips_yacht_set_rule_error (error, _("The boxes are filled from top to bottom: these dice go into %s"),
                                             pips_yacht_box_get_name (pips_yacht_rules_box (rules, i)));
    }

  /* The forced joker: the upper box of the face, else a lower box. */
  for (guint f = 1; f <= 6; f++)
    {
      int upper;

      if (counts[f] != PIPS_YACHT_N_DICE)
        continue;
      upper = pips_yacht_rules_box_index (rules, PIPS_YACHT_BOX_ONES + f - 1);
      if (free_mask & (1u << upper))
        /* Translators: %s is an upper box of the pad, e.g. "Fives" */
        return _pips_yacht_set_rule_error (error, _("A further five of a kind goes into %s while it is free (the joker rule)"),
                                           pips_yacht_box_get_name (PIPS_YACHT_BOX_ONES + f - 1));
    }
  return _pips_yacht_set_rule_error (error, _("A further five of a kind goes into a free box of the lower section first (the joker rule)"));
}

gboolean
pips_yacht_game_check_box (PipsYachtGame  *self,
                           guint           index,
                           guint          *points,
                           guint          *five_again,
                           GError        **error)
{
  const PipsYachtRules *rules;
  PipsYachtColumn *column;
  guint32 free_mask;
  guint8 counts[7];
  int five;

  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), FALSE);

  rules = &self->rules;
  if (self->state.current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }
  if (index >= pips_yacht_rules_n_boxes (rules))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID, _("The pad has no such box"));
      return FALSE;
    }
  if (self->state.throws == 0)
    return _pips_yacht_set_rule_error (error, _("Throw the dice first"));

  column = &self->state.columns[self->state.current];
  free_mask = pips_yacht_sheet_free_mask (rules, &column->sheet);
  pips_yacht_counts_from_dice (self->state.dice, counts);
  if (!check_allowed (self, free_mask, counts, index, error))
    return FALSE;

  five = pips_yacht_rules_box_index (rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
  if (points != NULL)
    *points = pips_yacht_score_entry (rules, free_mask, counts, index);
  if (five_again != NULL)
    *five_again = pips_yacht_five_again_points (rules, free_mask, column->sheet.boxes[five] == 50,
                                                counts);
  return TRUE;
}

gboolean
pips_yacht_game_box_fits (PipsYachtGame *self,
                          guint          index)
{
  guint points;

  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), FALSE);

  return pips_yacht_game_check_box (self, index, &points, NULL, NULL) && points > 0;
}

/* A score of the player to act: "box" names a box of the rules' set that may take the dice now;
 * "points" are the dice's points there, or 0. */
gboolean
_pips_yacht_game_resolve_score (PipsYachtGame   *self,
                                JsonObject      *event,
                                PipsYachtEntry  *entry,
                                GError         **error)
{
  const char *id;
  PipsYachtBox box;
  int index;
  gint64 points;

  if (self->state.throws == 0)
    return _pips_yacht_set_rule_error (error, _("Throw the dice first"));

  id = pips_event_get_string (event, "box", error);
  if (id == NULL)
    return FALSE;
  if (!pips_yacht_box_from_id (id, &box)
      || (index = pips_yacht_rules_box_index (&self->rules, box)) < 0)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is a word from a saved file */
                   _("The pad of these rules has no box “%s”"), id);
      return FALSE;
    }

  entry->index = index;
  if (!pips_yacht_game_check_box (self, index, &entry->points, &entry->five_again, error))
    return FALSE;

  /* Without "points", the dice's points. */
  if (!json_object_has_member (event, "points"))
    points = entry->points;
  else if (!pips_event_get_int (event, "points", 0, 1000, &points, error))
    return FALSE;
  entry->strike = FALSE;
  if (points == 0 && entry->points > 0)
    {
      entry->strike = TRUE;
      entry->points = 0;
    }
  else if (points != entry->points)
    return _pips_yacht_set_rule_error (error,
                                       g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: points, a box, then the points written */
                                                    "The dice score %u point in %s, not %u",
                                                    "The dice score %u points in %s, not %u",
                                                    entry->points),
                                       entry->points, pips_yacht_box_get_name (box), (guint) points);

  return TRUE;
}

/* Building events */

static JsonArray *
dice_array (const guint8 *dice)
{
  JsonArray *array = json_array_sized_new (PIPS_YACHT_N_DICE);

  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    json_array_add_int_element (array, dice[i]);
  return array;
}

/**
 * pips_yacht_game_build_throw:
 * @dice: (array fixed-size=5): the faces on the table after the throw
 * @kept: the places set aside since the last throw (bit j: place j); ignored for a first throw
 *
 * Returns: (transfer full): the throw event for the player to act
 */
JsonObject *
pips_yacht_game_build_throw (PipsYachtGame *self,
                             const guint8  *dice,
                             guint          kept)
{
  JsonObject *event;

  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), NULL);
  g_return_val_if_fail (dice != NULL, NULL);

  event = pips_event_new ("throw", MAX (self->state.current, 0));
  json_object_set_array_member (event, "dice", dice_array (dice));
  kept &= (1u << PIPS_YACHT_N_DICE) - 1;
  if (self->state.throws > 0 && kept != 0)
    {
      JsonArray *places = json_array_new ();

      for (guint j = 0; j < PIPS_YACHT_N_DICE; j++)
        if (kept & (1u << j))
          json_array_add_int_element (places, j);
      json_object_set_array_member (event, "kept", places);
    }
  return event;
}

/* Throws the dice not kept (all of them for a first throw). */
static void
roll_dice (PipsYachtGame *self,
           PipsRoller    *roller,
           guint          kept,
           guint8        *dice)
{
  gboolean keep[PIPS_YACHT_N_DICE];

  for (guint j = 0; j < PIPS_YACHT_N_DICE; j++)
    {
      keep[j] = self->state.throws > 0 && (kept & (1u << j)) != 0;
      dice[j] = self->state.dice[j];
    }
  pips_roller_roll_dice (roller, dice, PIPS_YACHT_N_DICE, keep);
}

/**
 * pips_yacht_game_build_roll:
 * @kept: the places set aside (ignored for a first throw)
 *
 * Returns: (transfer full): a throw event of virtual dice for the player to act
 */
JsonObject *
pips_yacht_game_build_roll (PipsYachtGame *self,
                            PipsRoller    *roller,
                            guint          kept)
{
  guint8 dice[PIPS_YACHT_N_DICE];

  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), NULL);
  g_return_val_if_fail (PIPS_IS_ROLLER (roller), NULL);

  roll_dice (self, roller, kept, dice);
  return pips_yacht_game_build_throw (self, dice, kept);
}

/**
 * pips_yacht_game_build_score:
 * @index: the sheet's box
 * @strike: write 0 whatever the dice score there
 *
 * Returns: (transfer full): the score event for the player to act (the rules judge it when it is
 *   appended)
 */
JsonObject *
pips_yacht_game_build_score (PipsYachtGame *self,
                             guint          index,
                             gboolean       strike)
{
  JsonObject *event;
  guint points = 0;

  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), NULL);
  g_return_val_if_fail (index < pips_yacht_rules_n_boxes (&self->rules), NULL);

  if (!strike && !pips_yacht_game_check_box (self, index, &points, NULL, NULL))
    points = 0;

  event = pips_event_new ("score", MAX (self->state.current, 0));
  json_object_set_string_member (event, "box",
                                 pips_yacht_box_to_id (pips_yacht_rules_box (&self->rules, index)));
  json_object_set_int_member (event, "points", points);
  return event;
}

/* The generic virtual throw: the dice the caller keeps stay (none on a first throw). */
gboolean
_pips_yacht_game_build_roll (PipsGame    *game,
                             PipsRoller  *roller,
                             PipsRoll    *roll,
                             GError     **error)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  guint kept = 0;

  if (roll->n_dice != PIPS_YACHT_N_DICE)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %u is the number of dice (5) */
                   _("Yacht is played with %u dice"), PIPS_YACHT_N_DICE);
      return FALSE;
    }
  if (self->state.current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }
  if (!pips_yacht_game_can_throw (self))
    return _pips_yacht_set_rule_error (error,
                                       g_dngettext (GETTEXT_PACKAGE,
                                                    "A turn has %u throw: enter the dice into a box",
                                                    "A turn has at most %u throws: enter the dice into a box",
                                                    self->rules.throws),
                                       self->rules.throws);

  for (guint j = 0; j < PIPS_YACHT_N_DICE; j++)
    if (roll->keep[j])
      kept |= 1u << j;
  if (self->state.throws > 0 && kept == (1u << PIPS_YACHT_N_DICE) - 1)
    return _pips_yacht_set_rule_error (error, _("Keep fewer dice to throw again"));
  roll_dice (self, roller, kept, roll->faces);
  for (guint j = 0; j < PIPS_YACHT_N_DICE; j++)
    roll->marked[j] = FALSE;

  return TRUE;
}

/* A random legal event: a throw, a throw again of some dice, or a score in an allowed box — half
 * the time the box that scores most, as a table would, now and then a box crossed out. */
JsonObject *
_pips_yacht_game_build_random_event (PipsGame   *game,
                                     PipsRoller *roller)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  guint allowed[PIPS_YACHT_MAX_BOXES];
  guint n_allowed = 0;
  guint index, best = 0, best_points = 0;

  if (self->state.current < 0)
    return NULL;

  if (self->state.throws == 0)
    return pips_yacht_game_build_roll (self, roller, 0);

  if (pips_yacht_game_can_throw (self) && pips_roller_range (roller, 2) == 0)
    return pips_yacht_game_build_roll (self, roller, pips_roller_range (roller, 31));

  for (guint i = 0; i < pips_yacht_rules_n_boxes (&self->rules); i++)
    {
      guint points;

      if (!pips_yacht_game_check_box (self, i, &points, NULL, NULL))
        continue;
      if (n_allowed == 0 || points > best_points)
        {
          best = i;
          best_points = points;
        }
      allowed[n_allowed++] = i;
    }
  if (n_allowed == 0)
    return NULL;

  index = pips_roller_range (roller, 2) == 0 ? best : allowed[pips_roller_range (roller, n_allowed)];
  return pips_yacht_game_build_score (self, index, pips_roller_range (roller, 16) == 0);
}
