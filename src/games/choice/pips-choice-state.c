/* pips-choice-state.c — the public state of Choice: each sheet, the throw at hand and what may
 * be done now
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-choice"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-choice-rules-private.h"

static const char * const joker_ids[PIPS_CHOICE_N_JOKERS] = { "terminator", "korrektor", "3:1" };

/**
 * pips_choice_joker_to_id:
 *
 * Returns: the joker's id in events and the summary: "terminator", "korrektor" or "3:1"
 */
const char *
pips_choice_joker_to_id (PipsChoiceJoker joker)
{
  g_return_val_if_fail (joker < PIPS_CHOICE_N_JOKERS, NULL);

  return joker_ids[joker];
}

/**
 * pips_choice_joker_get_name:
 *
 * Returns: the joker's translated name
 */
const char *
pips_choice_joker_get_name (PipsChoiceJoker joker)
{
  switch (joker)
    {
    case PIPS_CHOICE_JOKER_TERMINATOR:
      /* Translators: a joker of Choice; the German game calls it "Terminator" */
      return _("Terminator");
    case PIPS_CHOICE_JOKER_KORREKTOR:
      /* Translators: a joker of Choice; the German game calls it "Korrektor" */
      return _("Korrektor");
    case PIPS_CHOICE_JOKER_THREE_ONE:
      /* Translators: a joker of Choice; the German game calls it "3:1-Joker" */
      return _("3:1 joker");
    case PIPS_CHOICE_N_JOKERS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * pips_choice_joker_get_summary:
 *
 * Returns: what the joker does, translated, in a few words
 */
const char *
pips_choice_joker_get_summary (PipsChoiceJoker joker)
{
  switch (joker)
    {
    case PIPS_CHOICE_JOKER_TERMINATOR:
      return _("Throw all five dice again");
    case PIPS_CHOICE_JOKER_KORREKTOR:
      return _("Set one die to any face");
    case PIPS_CHOICE_JOKER_THREE_ONE:
      return _("Three dice and one die instead of two pairs");
    case PIPS_CHOICE_N_JOKERS:
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
pips_choice_game_get_jokers_allowed (PipsChoiceGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), FALSE);

  return self->jokers;
}

#define CHECK_PLAYER(self, player, value) \
  G_STMT_START { \
    g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), value); \
    g_return_val_if_fail ((player) < (self)->n_players, value); \
  } G_STMT_END

guint
pips_choice_game_get_marks (PipsChoiceGame *self,
                            guint           player,
                            guint           sum)
{
  CHECK_PLAYER (self, player, 0);
  g_return_val_if_fail (sum >= PIPS_CHOICE_MIN_SUM && sum <= PIPS_CHOICE_MAX_SUM, 0);

  return self->sheets[player].marks[sum];
}

int
pips_choice_game_get_row_points (PipsChoiceGame *self,
                                 guint           player,
                                 guint           sum)
{
  return pips_choice_row_points (sum, pips_choice_game_get_marks (self, player, sum));
}

int
pips_choice_game_get_rows_total (PipsChoiceGame *self,
                                 guint           player)
{
  CHECK_PLAYER (self, player, 0);

  return _pips_choice_sheet_rows_total (&self->sheets[player]);
}

/**
 * pips_choice_game_get_n_discards:
 *
 * Returns: how many discard values the player has fixed, 0 to 3
 */
guint
pips_choice_game_get_n_discards (PipsChoiceGame *self,
                                 guint           player)
{
  CHECK_PLAYER (self, player, 0);

  return self->sheets[player].n_discards;
}

/**
 * pips_choice_game_get_discard_value:
 * @index: 0 to pips_choice_game_get_n_discards() − 1, in the order they were fixed
 *
 * Returns: the face of a fixed discard value
 */
guint8
pips_choice_game_get_discard_value (PipsChoiceGame *self,
                                    guint           player,
                                    guint           index)
{
  CHECK_PLAYER (self, player, 0);
  g_return_val_if_fail (index < self->sheets[player].n_discards, 0);

  return self->sheets[player].discard_values[index];
}

guint
pips_choice_game_get_discard_marks (PipsChoiceGame *self,
                                    guint           player,
                                    guint           index)
{
  CHECK_PLAYER (self, player, 0);
  g_return_val_if_fail (index < self->sheets[player].n_discards, 0);

  return self->sheets[player].discard_marks[index];
}

guint
pips_choice_game_get_free_throws (PipsChoiceGame *self,
                                  guint           player)
{
  CHECK_PLAYER (self, player, 0);

  return self->sheets[player].free_throws;
}

/**
 * pips_choice_game_get_throws:
 *
 * Returns: the throws the player has grouped so far
 */
guint
pips_choice_game_get_throws (PipsChoiceGame *self,
                             guint           player)
{
  CHECK_PLAYER (self, player, 0);

  return self->sheets[player].throws;
}

gboolean
pips_choice_game_get_joker_used (PipsChoiceGame  *self,
                                 guint            player,
                                 PipsChoiceJoker  joker)
{
  CHECK_PLAYER (self, player, FALSE);
  g_return_val_if_fail (joker < PIPS_CHOICE_N_JOKERS, FALSE);

  return self->sheets[player].joker_used[joker];
}

/**
 * pips_choice_game_get_joker_bonus:
 *
 * Returns: 100 per unused joker (0 when the table plays without jokers)
 */
guint
pips_choice_game_get_joker_bonus (PipsChoiceGame *self,
                                  guint           player)
{
  CHECK_PLAYER (self, player, 0);

  return PIPS_CHOICE_JOKER_BONUS * _pips_choice_sheet_jokers_left (&self->sheets[player],
                                                                   self->jokers);
}

/**
 * pips_choice_game_get_total:
 *
 * Returns: the rows plus the bonus for unused jokers
 */
int
pips_choice_game_get_total (PipsChoiceGame *self,
                            guint           player)
{
  CHECK_PLAYER (self, player, 0);

  return _pips_choice_sheet_total (&self->sheets[player], self->jokers);
}

/**
 * pips_choice_game_get_sheet_over:
 *
 * Returns: whether the player's sheet has ended (a discard value has eight marks)
 */
gboolean
pips_choice_game_get_sheet_over (PipsChoiceGame *self,
                                 guint           player)
{
  CHECK_PLAYER (self, player, FALSE);

  return self->sheets[player].over;
}

/**
 * pips_choice_game_get_current:
 *
 * Returns: the player to act, or -1 when every sheet has ended
 */
int
pips_choice_game_get_current (PipsChoiceGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), -1);

  return self->current;
}

/**
 * pips_choice_game_get_has_thrown:
 *
 * Returns: whether the player to act has dice at hand to group
 */
gboolean
pips_choice_game_get_has_thrown (PipsChoiceGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), FALSE);

  return self->current >= 0 && self->has_thrown;
}

guint8
pips_choice_game_get_face (PipsChoiceGame *self,
                           guint           die)
{
  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), 0);
  g_return_val_if_fail (die < PIPS_CHOICE_N_DICE, 0);

  return self->faces[die];
}

/**
 * pips_choice_game_can_use_joker:
 *
 * Returns: whether the player to act may use @joker now: the table plays with jokers, the dice
 *   are at hand and the joker is unused
 */
gboolean
pips_choice_game_can_use_joker (PipsChoiceGame  *self,
                                PipsChoiceJoker  joker)
{
  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), FALSE);
  g_return_val_if_fail (joker < PIPS_CHOICE_N_JOKERS, FALSE);

  return self->jokers && self->current >= 0 && self->has_thrown &&
         !self->sheets[self->current].joker_used[joker];
}
