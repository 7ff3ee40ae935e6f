/* pips-chicago-odds.c — the odds of Chicago: the chance to beat an announcement
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A follower wins what matters by beating the announcement, so that is the chance given: within
 * the attempts left, with the best play — after each attempt the 1s and 6s set aside (or not),
 * and the 6er exchange where the options allow it — worked out to the end of the turn by an
 * expectimax over every throw of the dice not set aside. Every move is judged by the rules'
 * own checks (which dice may be set aside, whether 6s may be exchanged, whether a result beats
 * the announcement), on copies of the state. The starter's odds are the same question asked of
 * the announcement each counting and direction would make of the dice at hand.
 *
 * Exact up to the rounding of sums of products of chances (each a count of throws over 6^k) in
 * doubles.
 */

#define G_LOG_DOMAIN "pips-chicago"

#include "config.h"

#include <math.h>
#include <string.h>

#include "pips-chicago-odds.h"
#include "pips-chicago-rules-private.h"
#include "pips-odds.h"

/* A memo of the chance of a state within a turn: by the faces, the dice aside, the attempt and
 * the die an exchange gave back to be thrown (none: no exchange just made). */
#define MEMO_SIZE (216 * 8 * (PIPS_CHICAGO_MAX_ATTEMPTS + 1) * 8)

typedef struct
{
  PipsChicagoGame *game;
  double           memo[MEMO_SIZE];   /* the chance + 1; 0 while not known */
} Question;

static double turn_chance (Question *q, const State *state);

static guint
memo_index (const State *state)
{
  guint faces = (state->faces[0] - 1) * 36 + (state->faces[1] - 1) * 6 + (state->faces[2] - 1);
  guint aside = state->aside[0] | state->aside[1] << 1 | state->aside[2] << 2;
  guint rethrow = state->rethrow[0] | state->rethrow[1] << 1 | state->rethrow[2] << 2;

  return ((faces * 8 + aside) * (PIPS_CHICAGO_MAX_ATTEMPTS + 1) + state->attempt) * 8 + rethrow;
}

/* The chance when the dice not in @aside are thrown from @state in the next attempt. */
static double
throw_chance (Question       *q,
              const State    *state,
              const gboolean *aside)
{
  guint free_dice[N_DICE];
  guint n_free = 0, n_throws = 1;
  double sum = 0;

  for (guint i = 0; i < N_DICE; i++)
    if (!aside[i])
      free_dice[n_free++] = i, n_throws *= 6;

  for (guint k = 0; k < n_throws; k++)
    {
      State next = *state;
      Result r = { 0, };
      guint code = k;

      for (guint j = 0; j < n_free; j++)
        {
          next.faces[free_dice[j]] = 1 + code % 6;
          code /= 6;
        }
      memcpy (next.aside, aside, sizeof next.aside);
      next.one_throw = n_free == N_DICE;
      next.attempt++;
      next.must_throw = FALSE;
      memset (next.rethrow, 0, sizeof next.rethrow);

      r.attempts = next.attempt;
      memcpy (r.faces, next.faces, sizeof r.faces);
      r.chic = _pips_chicago_is_chic (q->game, next.faces, next.one_throw);
      if (_pips_chicago_beats_announcement (q->game, &next, &r))
        sum += 1;
      else if (next.attempt < next.announcement.attempts)
        sum += turn_chance (q, &next);
    }

  return sum / n_throws;
}

/* The best chance of the throws @state allows: every set of dice aside the rules allow. The
 * rules' check of a set aside asks whether it can still beat the announcement, which costs a
 * search of its own; a set that cannot has no chance, so only a set that would be the best so far
 * is checked, and the sets the rules refuse at sight (a die aside taken back, a face other than
 * 1 or 6, the 6 an exchange gave back) are not tried. */
static double
best_throw (Question    *q,
            const State *state)
{
  double best = 0;

  for (guint mask = 0; mask < 8; mask++)
    {
      gboolean aside[N_DICE];
      gboolean plausible = mask != 7 && (state->attempt > 0 || mask == 0);
      double chance;

      for (guint i = 0; i < N_DICE; i++)
        {
          aside[i] = (mask >> i) & 1;
          if (state->aside[i] && !aside[i])
            plausible = FALSE;
          if (aside[i] && !state->aside[i] && state->faces[i] != 1 && state->faces[i] != 6)
            plausible = FALSE;
          if (aside[i] && state->rethrow[i])
            plausible = FALSE;
        }
      if (!plausible)
        continue;

      chance = throw_chance (q, state, aside);
      if (chance > best &&
          (state->attempt == 0 || _pips_chicago_check_aside (q->game, state, aside, NULL)))
        best = chance;
    }

  return best;
}

/* The chance to beat the announcement from @state (not beaten yet, attempts left): the best of
 * throwing on and of the 6er exchange. */
static double
turn_chance (Question    *q,
             const State *state)
{
  guint index = memo_index (state);
  double best;

  if (q->memo[index] > 0)
    return q->memo[index] - 1;

  best = best_throw (q, state);
  /* The 6er exchange, checked by the rules only where it would be the better play (an exchange
   * that cannot beat the announcement any more has no chance). */
  if (!state->must_throw && state->attempt > 0 &&
      (state->faces[0] == 6) + (state->faces[1] == 6) + (state->faces[2] == 6) >= 2)
    {
      State exchanged = *state;
      double chance;

      _pips_chicago_exchange (q->game, &exchanged);
      chance = best_throw (q, &exchanged);
      if (chance > best && _pips_chicago_can_exchange (q->game, state, NULL))
        best = chance;
    }

  q->memo[index] = best + 1;

  return best;
}

/* The chance of a follower at @state, whose dice are not beating the announcement yet. */
static double
follower_chance (PipsChicagoGame *self,
                 const State     *state)
{
  g_autofree Question *q = g_new0 (Question, 1);
  State start = *state;

  q->game = self;
  if (start.attempt == 0)
    start.faces[0] = start.faces[1] = start.faces[2] = 1;   /* any faces: a key for the memo */

  return turn_chance (q, &start);
}

/**
 * pips_chicago_game_get_beat_odds:
 * @chance: (out): the chance that the follower to play beats the announcement within the
 *   attempts left, with the best play of their set-aside dice and the 6er exchange where the
 *   options allow it; 1 when their dice beat it already
 *
 * Returns: whether a follower is to play
 */
gboolean
pips_chicago_game_get_beat_odds (PipsChicagoGame *self,
                                 double          *chance)
{
  const State *state;
  Result r = { 0, };

  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), FALSE);
  g_return_val_if_fail (chance != NULL, FALSE);

  state = &self->state;
  if (pips_game_get_ended (PIPS_GAME (self)) || state->stage != PIPS_CHICAGO_STAGE_PLAY ||
      !state->announcement.made)
    return FALSE;

  if (state->attempt > 0)
    {
      r.attempts = state->attempt;
      memcpy (r.faces, state->faces, sizeof r.faces);
      r.chic = _pips_chicago_is_chic (self, state->faces, state->one_throw);
      if (!state->must_throw && _pips_chicago_beats_announcement (self, state, &r))
        {
          *chance = 1;
          return TRUE;
        }
    }
  if (state->attempt >= state->announcement.attempts)
    *chance = 0;
  else
    *chance = follower_chance (self, state);

  return TRUE;
}

/* The state a follower starts from after the starter announces @counting and @direction with
 * the dice at hand. */
static void
announced_state (PipsChicagoGame      *self,
                 const State          *state,
                 PipsChicagoCounting   counting,
                 PipsChicagoDirection  direction,
                 gboolean              chic,
                 State                *next)
{
  Result *result;
  guint starter = state->starter;

  *next = *state;
  next->announcement = (PipsChicagoAnnouncement) {
    .made = TRUE,
    .player = starter,
    .attempts = state->attempt,
    .counting = counting,
    .direction = direction,
    .value = pips_chicago_count (state->faces, counting),
    .chic = chic,
  };
  result = &next->results[0];
  *result = (Result) { .player = starter, .attempts = state->attempt, .chic = chic };
  memcpy (result->faces, state->faces, sizeof result->faces);
  next->n_results = 1;
  next->attempt = 0;
  memset (next->aside, 0, sizeof next->aside);
  memset (next->rethrow, 0, sizeof next->rethrow);
  next->must_throw = FALSE;
  next->one_throw = FALSE;
}

/**
 * pips_chicago_game_list_announce_odds:
 * @hardest: (out) (optional): the index of the announcement least likely to be beaten
 *
 * For the starter after an attempt: each announcement they may make now with the dice at hand
 * (each counting and direction the options allow; a Chic only as "3 down"), with the chance
 * that a follower beats it (pips_chicago_game_get_beat_odds() of a follower's fresh turn) and
 * that at least one of the other players still in the game does (each plays the same
 * announcement on their own dice: 1 − (1 − p)^n).
 *
 * Returns: (transfer full) (element-type PipsChicagoAnnounceOdds): the announcements, empty
 *   when the starter may not announce now
 */
GArray *
pips_chicago_game_list_announce_odds (PipsChicagoGame *self,
                                      guint           *hardest)
{
  GArray *list;
  const State *state;
  gboolean chic;
  guint n_followers = 0;
  guint hardest_index = 0;

  g_return_val_if_fail (PIPS_IS_CHICAGO_GAME (self), NULL);

  list = g_array_new (FALSE, TRUE, sizeof (PipsChicagoAnnounceOdds));
  if (hardest != NULL)
    *hardest = 0;

  state = &self->state;
  if (pips_game_get_ended (PIPS_GAME (self)) || state->stage != PIPS_CHICAGO_STAGE_PLAY ||
      state->announcement.made || state->attempt == 0 || state->must_throw)
    return list;

  for (guint p = 0; p < self->n_players; p++)
    if (state->state[p] == PIPS_CHICAGO_PLAYING && p != state->starter)
      n_followers++;

  chic = _pips_chicago_is_chic (self, state->faces, state->one_throw);
  for (PipsChicagoCounting counting = PIPS_CHICAGO_COUNTING_ONES; counting <= PIPS_CHICAGO_COUNTING_HUNDREDS; counting++)
    for (PipsChicagoDirection direction = PIPS_CHICAGO_UP; direction <= PIPS_CHICAGO_DOWN; direction++)
      {
        PipsChicagoAnnounceOdds odds = { counting, direction, pips_chicago_count (state->faces, counting), 0, 0 };
        State next;

        if (chic && (counting != PIPS_CHICAGO_COUNTING_ONES || direction != PIPS_CHICAGO_DOWN))
          continue;
        if (!chic && self->coupled &&
            (counting == PIPS_CHICAGO_COUNTING_HUNDREDS) != (direction == PIPS_CHICAGO_UP))
          continue;

        announced_state (self, state, counting, direction, chic, &next);
        odds.beaten = follower_chance (self, &next);
        odds.beaten_by_any = 1 - pow (1 - odds.beaten, n_followers);
        g_array_append_val (list, odds);
        if (odds.beaten < g_array_index (list, PipsChicagoAnnounceOdds, hardest_index).beaten)
          hardest_index = list->len - 1;
      }

  if (hardest != NULL)
    *hardest = hardest_index;

  return list;
}
