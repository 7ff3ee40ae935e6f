/* pips-chicago-state.c — Chicago: what the page and the tests may ask of the state
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chicago"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-chicago-rules-private.h"

/* State */

PipsChicagoStage
pips_chicago_game_get_stage (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), PIPS_CHICAGO_STAGE_OVER);

  return self->state.stage;
}

/**
 * pips_chicago_game_get_phase:
 *
 * Returns: 1 while the stack is handed out, 2 once it is empty
 */
guint
pips_chicago_game_get_phase (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 1);

  return self->state.phase;
}

/**
 * pips_chicago_game_get_total_mats:
 *
 * Returns: every mat of the game: the stack, the players' and those out of the game together
 */
guint
pips_chicago_game_get_total_mats (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);

  return self->total_mats;
}

guint
pips_chicago_game_get_stack (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);

  return (guint) pips_chip_bank_get (&self->state.bank, PLACE_STACK);
}

guint
pips_chicago_game_get_out (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);

  return (guint) pips_chip_bank_get (&self->state.bank, PLACE_OUT);
}

/**
 * pips_chicago_game_get_target:
 *
 * Returns: the mats that should be in play for the players still in the game
 */
guint
pips_chicago_game_get_target (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);

  return _pips_chicago_game_target (self, &self->state);
}

guint
pips_chicago_game_get_mats (PipsChicagoGame *self,
                            guint            player)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return (guint) self->state.bank.chips[player];
}

/**
 * pips_chicago_game_get_owes:
 *
 * Returns: the rounds (of drinks) @player owes: one for each 3-3-3 and each die on the floor
 */
guint
pips_chicago_game_get_owes (PipsChicagoGame *self,
                            guint            player)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return self->state.owes[player];
}

PipsChicagoPlayerState
pips_chicago_game_get_player_state (PipsChicagoGame *self,
                                    guint            player)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), PIPS_CHICAGO_PLAYING);
  g_return_val_if_fail (player < self->n_players, PIPS_CHICAGO_PLAYING);

  return self->state.state[player];
}

/**
 * pips_chicago_game_get_current_player:
 *
 * Returns: the player whose attempt it is, or -1 outside a round's play
 */
int
pips_chicago_game_get_current_player (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), -1);

  if (self->state.stage != PIPS_CHICAGO_STAGE_PLAY)
    return -1;

  return pips_round_table_get_current (&self->state.table);
}

/**
 * pips_chicago_game_get_is_announcer:
 *
 * Returns: whether the current player starts the round and is to announce
 */
gboolean
pips_chicago_game_get_is_announcer (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), FALSE);

  return self->state.stage == PIPS_CHICAGO_STAGE_PLAY && !self->state.announcement.made;
}

/**
 * pips_chicago_game_get_dice:
 * @dice: (out): the current player's dice and what they make
 *
 * Returns: whether a player is throwing (else @dice is all zero)
 */
gboolean
pips_chicago_game_get_dice (PipsChicagoGame *self,
                            PipsChicagoDice *dice)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);

  _pips_chicago_state_dice (self, &self->state, dice);

  return self->state.stage == PIPS_CHICAGO_STAGE_PLAY;
}

/**
 * pips_chicago_game_get_can_set_aside:
 * @aside: three flags: the dice to be set aside before the next throw
 *
 * Returns: whether the rules allow setting those dice aside now; @error says why not
 */
gboolean
pips_chicago_game_get_can_set_aside (PipsChicagoGame  *self,
                                     const gboolean   *aside,
                                     GError          **error)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), FALSE);

  if (self->state.stage != PIPS_CHICAGO_STAGE_PLAY)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE, _("Nobody is throwing now"));
      return FALSE;
    }

  return _pips_chicago_check_aside (self, &self->state, aside, error);
}

void
pips_chicago_game_get_announcement (PipsChicagoGame         *self,
                                    PipsChicagoAnnouncement *announcement)
{
  g_return_if_fail (PIPS_IS_CHICAGO_GAME (self));

  *announcement = self->state.announcement;
  if (self->state.stage != PIPS_CHICAGO_STAGE_PLAY && self->state.stage != PIPS_CHICAGO_STAGE_ROLL_OFF)
    announcement->made = FALSE;
}

/**
 * pips_chicago_game_get_roll_off_players:
 *
 * Returns: the players in the roll-off of one die under way (bit `1 << p`), 0 when none
 */
guint64
pips_chicago_game_get_roll_off_players (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);

  if (self->state.stage != PIPS_CHICAGO_STAGE_OPENING && self->state.stage != PIPS_CHICAGO_STAGE_ROLL_OFF)
    return 0;

  return self->state.roll_off_players;
}

/**
 * pips_chicago_game_get_roll_off_face:
 *
 * Returns: the die @player threw in the roll-off under way, or 0
 */
guint8
pips_chicago_game_get_roll_off_face (PipsChicagoGame *self,
                                     guint            player)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return self->state.roll_off_faces[player];
}

/**
 * pips_chicago_game_dup_last_round_text:
 *
 * Returns: (transfer full): how the round that ended last ended: best, worst and the mat that
 *   moved; "" before the first round ended
 */
char *
pips_chicago_game_dup_last_round_text (PipsChicagoGame *self)
{
  const Record *r;
  g_autofree char *outcome = NULL;

  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), NULL);

  if (pips_history_get_length (&self->records) == 0)
    return g_strdup ("");

  r = pips_history_get (&self->records, pips_history_get_length (&self->records) - 1);
  outcome = _pips_chicago_record_outcome_text (self, r);

  /* Translators: %u is a round, the first two %s players' names, the last what happened to the
   * mats */
  return g_strdup_printf (_("Round %u: %s best, %s worst. %s"), r->round,
                          _pips_chicago_game_player_name (self, r->best),
                          _pips_chicago_game_player_name (self, r->worst), outcome);
}

/**
 * pips_chicago_game_dup_round_result_text:
 * @player: a player
 *
 * What @player made in the round being played, for the sheet beside their mats: the
 * announcement ("Announced “204 up in 3”"), a result in the round's counting ("9 in 2 attempts",
 * "Chic in 1 attempt"), or the die that fell off the tray or on the floor.
 *
 * Returns: (transfer full) (nullable): the text; %NULL if @player has not finished a turn in the
 *   round, or no round is being played
 */
char *
pips_chicago_game_dup_round_result_text (PipsChicagoGame *self,
                                         guint            player)
{
  const State *state;
  const Result *result = NULL;
  guint value;

  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  state = &self->state;
  if (state->stage != PIPS_CHICAGO_STAGE_PLAY && state->stage != PIPS_CHICAGO_STAGE_ROLL_OFF)
    return NULL;
  /* A roll-off at the start of the game has no round behind it. */
  if (state->stage == PIPS_CHICAGO_STAGE_ROLL_OFF && state->roll_off == ROLL_OFF_STARTER)
    return NULL;

  for (guint i = 0; i < state->n_results; i++)
    {
      if (state->results[i].player == player)
        result = &state->results[i];
    }
  if (result == NULL)
    return NULL;

  if (result->overeager)
    return g_strdup (result->floor ? _("Die on the floor") : _("Die off the tray"));

  if (state->announcement.made && state->announcement.player == player)
    {
      g_autofree char *announced = pips_chicago_format_announcement (&state->announcement);

      /* Translators: %s is an announcement ("204 up in 3") */
      return g_strdup_printf (_("Announced “%s”"), announced);
    }

  if (result->chic)
    /* Translators: a player's result in a round of Chicago: a Chic (1-1-1) in %u attempts */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Chic in %u attempt",
                                         "Chic in %u attempts", result->attempts),
                            result->attempts);

  value = pips_chicago_count (result->faces, state->announcement.counting);
  /* Translators: a player's result in a round of Chicago: the first %u is its value in the
   * round's counting (a pip sum, or 1s as 100 and 6s as 60), the second the attempts it took */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u in %u attempt", "%u in %u attempts",
                                       result->attempts),
                          value, result->attempts);
}

/**
 * pips_chicago_game_get_worst_so_far:
 *
 * The player who would be the round's worst if it ended now, ranked by the round's rules (a die
 * off the tray, "Mit ist Shit", the tie rule), for the sheet.
 *
 * Returns: the player, or -1 while fewer than two turns of the round are finished, when a tie
 *   would need a roll-off, or outside a round
 */
int
pips_chicago_game_get_worst_so_far (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), -1);

  if (self->state.stage != PIPS_CHICAGO_STAGE_PLAY)
    return -1;

  return _pips_chicago_worst_so_far (self, &self->state);
}

/* The finished turns of a round, for the page */

static void
fill_result (PipsChicagoGame   *self,
             const State       *round,
             const Result      *r,
             PipsChicagoResult *result)
{
  memset (result, 0, sizeof *result);
  result->player = r->player;
  memcpy (result->faces, r->faces, sizeof result->faces);
  result->attempts = r->attempts;
  result->value = pips_chicago_count (r->faces, round->announcement.counting);
  result->chic = r->chic;
  result->overeager = r->overeager;
  result->floor = r->floor;
  result->announcer = round->announcement.made && round->announcement.player == r->player;
  result->beats = !result->announcer && !r->overeager && _pips_chicago_beats_announcement (self, round, r);
}

/* A round that ended, as a state of the round: its announcement and results. */
static void
round_of_record (const Record *record,
                 State        *round)
{
  memset (round, 0, sizeof *round);
  round->announcement = record->announcement;
  memcpy (round->results, record->results, sizeof round->results);
  round->n_results = record->n_results;
}

/**
 * pips_chicago_game_get_last_result:
 * @result: (out): the turn
 * @announcement: (out) (optional): the announcement of its round
 *
 * The turn that was finished last — in the round being played, or the last one of the round
 * that ended last — so that a page can show the dice it ended with after the player has moved
 * on (a follower's last attempt ends the turn by itself).
 *
 * Returns: whether a turn was finished
 */
gboolean
pips_chicago_game_get_last_result (PipsChicagoGame         *self,
                                   PipsChicagoResult       *result,
                                   PipsChicagoAnnouncement *announcement)
{
  const State *state;

  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  state = &self->state;
  if (state->n_results > 0 && state->stage != PIPS_CHICAGO_STAGE_OPENING)
    {
      fill_result (self, state, &state->results[state->n_results - 1], result);
      if (announcement != NULL)
        *announcement = state->announcement;
      return TRUE;
    }

  if (pips_history_get_length (&self->records) > 0)
    {
      const Record *record = (const Record *) pips_history_get (&self->records, pips_history_get_length (&self->records) - 1);
      State round;

      if (record->n_results > 0)
        {
          round_of_record (record, &round);
          fill_result (self, &round, &round.results[round.n_results - 1], result);
          if (announcement != NULL)
            *announcement = record->announcement;
          return TRUE;
        }
    }

  memset (result, 0, sizeof *result);
  if (announcement != NULL)
    *announcement = (PipsChicagoAnnouncement) { 0, };
  return FALSE;
}

/**
 * pips_chicago_game_get_n_finished_rounds:
 *
 * Returns: how many rounds have ended
 */
guint
pips_chicago_game_get_n_finished_rounds (PipsChicagoGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);

  return pips_history_get_length (&self->records);
}

/**
 * pips_chicago_game_get_finished_round:
 * @index: a round that ended, from 0 (the first)
 * @announcement: (out) (optional): its announcement
 * @results: (out) (optional) (array fixed-size=10): every turn of the round, in the order played
 * @n_results: (out) (optional): how many turns the round had
 * @best: (out) (optional): the round's best player, or -1
 * @worst: (out) (optional): the round's worst player, or -1
 *
 * Returns: the number of the round (1, 2, …)
 */
guint
pips_chicago_game_get_finished_round (PipsChicagoGame         *self,
                                      guint                    index,
                                      PipsChicagoAnnouncement *announcement,
                                      PipsChicagoResult       *results,
                                      guint                   *n_results,
                                      int                     *best,
                                      int                     *worst)
{
  const Record *record;
  State round;

  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), 0);
  g_return_val_if_fail (index < pips_history_get_length (&self->records), 0);

  record = (const Record *) pips_history_get (&self->records, index);
  round_of_record (record, &round);
  if (announcement != NULL)
    *announcement = record->announcement;
  if (results != NULL)
    {
      memset (results, 0, sizeof (PipsChicagoResult) * PIPS_CHICAGO_MAX_PLAYERS);
      for (guint i = 0; i < record->n_results; i++)
        fill_result (self, &round, &record->results[i], &results[i]);
    }
  if (n_results != NULL)
    *n_results = record->n_results;
  if (best != NULL)
    *best = record->best;
  if (worst != NULL)
    *worst = record->worst;

  return record->round;
}

/**
 * pips_chicago_game_dup_finished_round_text:
 * @index: a round that ended, from 0
 *
 * Returns: (transfer full): how the mats moved at its end, and who won or lost by it ("Ben takes
 *   a mat from the stack."), or ""
 */
char *
pips_chicago_game_dup_finished_round_text (PipsChicagoGame *self,
                                           guint            index)
{
  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), NULL);
  g_return_val_if_fail (index < pips_history_get_length (&self->records), NULL);

  return _pips_chicago_record_outcome_text (self, (const Record *) pips_history_get (&self->records, index));
}
