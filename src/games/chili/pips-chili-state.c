/* pips-chili-state.c — the state of a game of Chili Dice as a page reads it
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chili"

#include "config.h"

#include <string.h>

#include "pips-chili-rules-private.h"

/* Public state */

guint
pips_chili_game_get_throw_budget (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), 0);

  return self->budget;
}

PipsChiliRedAlternative
pips_chili_game_get_red_alternative (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), PIPS_CHILI_RED_ALTERNATIVE_PLAIN);

  return self->red_alternative;
}

#define CHECK_PLAYER(self, player, value) \
  G_STMT_START { \
    g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), value); \
    g_return_val_if_fail (player < self->n_players, value); \
  } G_STMT_END

gboolean
pips_chili_game_get_field_filled (PipsChiliGame  *self,
                                  guint           player,
                                  PipsChiliField  field)
{
  CHECK_PLAYER (self, player, FALSE);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, FALSE);

  return self->columns[player].scoring[field] != PIPS_CHILI_SCORING_NONE;
}

/**
 * pips_chili_game_get_field_points:
 *
 * Returns: the points in the field, 0 while it is free
 */
guint
pips_chili_game_get_field_points (PipsChiliGame  *self,
                                  guint           player,
                                  PipsChiliField  field)
{
  CHECK_PLAYER (self, player, 0);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, 0);

  return self->columns[player].points[field];
}

/**
 * pips_chili_game_get_field_scoring:
 *
 * Returns: how the field was filled: %PIPS_CHILI_SCORING_NONE while it is free,
 *   %PIPS_CHILI_SCORING_MISS for a 0, %PIPS_CHILI_SCORING_OUT_OF_THROWS for a field that got 0
 *   when the player's throws ran out
 */
PipsChiliScoring
pips_chili_game_get_field_scoring (PipsChiliGame  *self,
                                   guint           player,
                                   PipsChiliField  field)
{
  CHECK_PLAYER (self, player, PIPS_CHILI_SCORING_NONE);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, PIPS_CHILI_SCORING_NONE);

  return self->columns[player].scoring[field];
}

guint
pips_chili_game_get_n_filled (PipsChiliGame *self,
                              guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return self->columns[player].n_filled;
}

guint
pips_chili_game_get_fields_total (PipsChiliGame *self,
                                  guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return _pips_chili_game_fields_total (self, player);
}

guint
pips_chili_game_get_throws_used (PipsChiliGame *self,
                                 guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return self->columns[player].throws_used;
}

guint
pips_chili_game_get_throws_left (PipsChiliGame *self,
                                 guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return _pips_chili_game_throws_left (self, player);
}

/**
 * pips_chili_game_get_bonus:
 *
 * Returns: 5 points per unused throw (while the game runs: if it ended now)
 */
guint
pips_chili_game_get_bonus (PipsChiliGame *self,
                           guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return PIPS_CHILI_BONUS_PER_THROW * _pips_chili_game_throws_left (self, player);
}

/**
 * pips_chili_game_get_total:
 *
 * Returns: the fields plus the bonus
 */
guint
pips_chili_game_get_total (PipsChiliGame *self,
                           guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return _pips_chili_game_player_total (self, player);
}

/**
 * pips_chili_game_get_out_of_throws:
 *
 * Returns: whether the player used their last throw with fields still free: those got 0 and
 *   the player is skipped for the rest of the game
 */
gboolean
pips_chili_game_get_out_of_throws (PipsChiliGame *self,
                                   guint          player)
{
  CHECK_PLAYER (self, player, FALSE);

  return self->columns[player].out;
}

/**
 * pips_chili_game_get_has_thrown:
 *
 * Returns: whether the player to act has made the first throw of their turn
 */
gboolean
pips_chili_game_get_has_thrown (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);

  return self->has_thrown;
}

guint
pips_chili_game_get_throws_this_turn (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), 0);

  return self->throws_this_turn;
}

/**
 * pips_chili_game_get_face:
 * @die: the die's place, 0 to 5
 *
 * Returns: the face of the die, or 0 before the first throw of the turn
 */
guint8
pips_chili_game_get_face (PipsChiliGame *self,
                          guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), 0);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, 0);

  return self->faces[die];
}

/**
 * pips_chili_game_get_red:
 *
 * Returns: whether the die at @die shows its red face
 */
gboolean
pips_chili_game_get_red (PipsChiliGame *self,
                         guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, FALSE);

  return self->red[die];
}

/**
 * pips_chili_game_get_die_number:
 *
 * Returns: which die lies at the place @die, as far as the turn has shown it: k once the place
 *   has shown a red k this turn (each number is red on one die only), else 0
 */
guint
pips_chili_game_get_die_number (PipsChiliGame *self,
                                guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), 0);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, 0);

  return self->has_thrown ? self->die_of[die] : 0;
}

/**
 * pips_chili_game_get_thrown:
 *
 * Returns: whether the die at @die was thrown in the last throw (so that it may be turned if it
 *   shows red)
 */
gboolean
pips_chili_game_get_thrown (PipsChiliGame *self,
                            guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, FALSE);

  return self->thrown[die];
}

/**
 * pips_chili_game_get_dice:
 * @faces: (out caller-allocates) (optional) (array fixed-size=6): the faces, 0 before a throw
 * @red: (out caller-allocates) (optional) (array fixed-size=6): which show red
 * @thrown: (out caller-allocates) (optional) (array fixed-size=6): which were thrown last
 */
void
pips_chili_game_get_dice (PipsChiliGame *self,
                          guint8        *faces,
                          gboolean      *red,
                          gboolean      *thrown)
{
  g_return_if_fail (PIPS_IS_CHILI_GAME (self));

  if (faces != NULL)
    memcpy (faces, self->faces, sizeof self->faces);
  if (red != NULL)
    memcpy (red, self->red, sizeof self->red);
  if (thrown != NULL)
    memcpy (thrown, self->thrown, sizeof self->thrown);
}

static gboolean
is_playing (PipsChiliGame *self)
{
  return self->current >= 0 && !pips_game_get_ended (PIPS_GAME (self));
}

/**
 * pips_chili_game_can_throw:
 *
 * Returns: whether the player to act is to make the first throw of their turn
 */
gboolean
pips_chili_game_can_throw (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);

  return is_playing (self) && !self->has_thrown;
}

/**
 * pips_chili_game_can_rethrow:
 *
 * Returns: whether the player to act may throw dice again (they have thrown and have throws
 *   left)
 */
gboolean
pips_chili_game_can_rethrow (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);

  return is_playing (self) && self->has_thrown &&
         _pips_chili_game_throws_left (self, self->current) > 0;
}

/**
 * pips_chili_game_can_turn:
 *
 * Returns: whether the die at @die shows red and was thrown in this throw
 */
gboolean
pips_chili_game_can_turn (PipsChiliGame *self,
                          guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, FALSE);

  return is_playing (self) && self->has_thrown && self->red[die] && self->thrown[die];
}

gboolean
pips_chili_game_can_score (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);

  return is_playing (self) && self->has_thrown;
}
