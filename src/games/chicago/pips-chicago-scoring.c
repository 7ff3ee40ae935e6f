/* pips-chicago-scoring.c — Chicago: counting, ranking, and the end of a round
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

/* Counting */

/**
 * pips_chicago_count:
 * @faces: three faces, 1–6
 *
 * Returns: what the dice count: the pip sum (1er), or 100 for a 1, 60 for a 6 and the face
 *   otherwise (100er)
 */
guint
pips_chicago_count (const guint8        *faces,
                    PipsChicagoCounting  counting)
{
  guint value = 0;

  for (guint i = 0; i < N_DICE; i++)
    {
      if (counting == PIPS_CHICAGO_COUNTING_HUNDREDS && faces[i] == 1)
        value += 100;
      else if (counting == PIPS_CHICAGO_COUNTING_HUNDREDS && faces[i] == 6)
        value += 60;
      else
        value += faces[i];
    }

  return value;
}

/* 1-1-1, and with "Chic counts only in one throw" only when all three dice were thrown at once. */
gboolean
_pips_chicago_is_chic (PipsChicagoGame *self,
                       const guint8    *faces,
                       gboolean         one_throw)
{
  return faces[0] == 1 && faces[1] == 1 && faces[2] == 1 && (!self->chic_one_throw || one_throw);
}

/* The one die of a roll-off: 1 is best (6), then 6 (5), 5, 4, 3 and 2 (1). */
guint
_pips_chicago_die_rank (guint face)
{
  return face == 1 ? 6 : face - 1;
}

/* Ranking */

/* Of two results of a round, @earlier made before @later: negative when @earlier is better,
 * positive when @later is, 0 when they tie (only with "tied players roll again"). Chic is best,
 * a Chic in fewer attempts better than one in more; of equal Chics the earlier ("Mit ist Shit").
 * Otherwise the announcement's counting and direction decide, and equal values go by the ties
 * option. */
int
_pips_chicago_compare (PipsChicagoGame               *self,
                       const PipsChicagoAnnouncement *announcement,
                       const Result                  *earlier,
                       const Result                  *later)
{
  guint a, b;

  if (earlier->chic && later->chic)
    return later->attempts < earlier->attempts ? 1 : -1;
  if (earlier->chic != later->chic)
    return earlier->chic ? -1 : 1;

  a = pips_chicago_count (earlier->faces, announcement->counting);
  b = pips_chicago_count (later->faces, announcement->counting);
  if (a != b)
    {
      gboolean earlier_better = announcement->direction == PIPS_CHICAGO_UP ? a > b : a < b;

      return earlier_better ? -1 : 1;
    }

  switch (self->ties)
    {
    case TIES_FEWER_ATTEMPTS:
      return later->attempts < earlier->attempts ? 1 : -1;
    case TIES_ROLL_OFF:
      return 0;
    case TIES_EARLIER:
    default:
      return -1;
    }
}

/* The announcement as a result made before every follower's. */
static void
announcement_result (const State *state,
                     Result      *result)
{
  *result = (Result) { 0, };
  for (guint i = 0; i < state->n_results; i++)
    {
      if (state->results[i].player == state->announcement.player)
        *result = state->results[i];
    }
  result->attempts = state->announcement.attempts;
  result->chic = state->announcement.chic;
  result->overeager = FALSE;
  if (state->announcement.forced)
    {
      /* "3 down in 1": what a Chic in one attempt announces. */
      result->faces[0] = result->faces[1] = result->faces[2] = 1;
      result->chic = TRUE;
      result->attempts = 1;
    }
}

/* Whether @result (a follower's, made after the announcement) beats the announcement: it must
 * rank better, so an equal result does not ("Mit ist Shit"), and a Chic only by a Chic in fewer
 * attempts. */
gboolean
_pips_chicago_beats_announcement (PipsChicagoGame *self,
                                  const State     *state,
                                  const Result    *result)
{
  Result announced;

  if (!state->announcement.made)
    return FALSE;

  announcement_result (state, &announced);

  return _pips_chicago_compare (self, &state->announcement, &announced, result) > 0;
}

static void exchange_sixes (PipsChicagoGame *self,
                            const guint8    *faces,
                            const gboolean  *aside,
                            guint8          *new_faces,
                            gboolean        *new_aside,
                            gboolean        *new_rethrow);

/* Whether the 6er rule may exchange 6s after @attempt (an attempt must follow within @limit). */
static gboolean
may_exchange_after (PipsChicagoGame *self,
                    guint            attempt,
                    guint            limit)
{
  if (self->six_rule == SIX_NEVER)
    return FALSE;
  if (self->six_rule == SIX_FIRST_ATTEMPT && attempt != 1)
    return FALSE;

  return attempt < limit;
}

/* Whether some throw of the dice not set aside in @attempt beats the announcement, at once or,
 * where the 6er rule may exchange the 6s of that throw, in a later attempt. Setting more dice
 * aside never helps (a die thrown again can show the same face), nor does throwing on without
 * an exchange (the same throws, later); only the exchange changes dice set aside, making a 6 a
 * 1 and throwing the other 6 again. The search is at most two exchanges deep. */
static gboolean
can_reach (PipsChicagoGame *self,
           const State     *state,
           const guint8    *faces,
           const gboolean  *aside,
           guint            attempt)
{
  guint limit = state->announcement.attempts;
  gboolean exchange = may_exchange_after (self, attempt, limit);
  guint free_dice[N_DICE];
  guint n_free = 0, n_throws = 1;
  Result r = { .attempts = attempt };

  memcpy (r.faces, faces, sizeof r.faces);
  for (guint i = 0; i < N_DICE; i++)
    {
      if (!aside[i])
        {
          free_dice[n_free++] = i;
          n_throws *= 6;
        }
    }

  for (guint k = 0; k < n_throws; k++)
    {
      guint code = k, sixes = 0;

      for (guint j = 0; j < n_free; j++)
        {
          r.faces[free_dice[j]] = 1 + code % 6;
          code /= 6;
        }
      r.chic = _pips_chicago_is_chic (self, r.faces, n_free == N_DICE);
      if (_pips_chicago_beats_announcement (self, state, &r))
        return TRUE;

      for (guint i = 0; i < N_DICE; i++)
        sixes += r.faces[i] == 6;
      if (exchange && sixes >= 2)
        {
          guint8 exchanged[N_DICE];
          gboolean exchanged_aside[N_DICE];

          exchange_sixes (self, r.faces, aside, exchanged, exchanged_aside, NULL);
          if (can_reach (self, state, exchanged, exchanged_aside, attempt + 1))
            return TRUE;
        }
    }

  return FALSE;
}

/* Whether dice with @aside set aside (after @faces were thrown) can still beat the announcement:
 * in the next attempt whatever the others show, or later, where the 6er rule can still make
 * 6s 1s. */
gboolean
_pips_chicago_can_still_beat (PipsChicagoGame *self,
                              const State     *state,
                              const guint8    *faces,
                              const gboolean  *aside)
{
  if (!state->announcement.made)
    return TRUE;

  return can_reach (self, state, faces, aside, state->attempt + 1);
}

/* Whether two results of a round are equal: the same value in the round's counting, or Chics
 * in as many attempts. */
static gboolean
same_result (const State  *state,
             const Result *a,
             const Result *b)
{
  if (a->chic || b->chic)
    return a->chic && b->chic && a->attempts == b->attempts;

  return pips_chicago_count (a->faces, state->announcement.counting) ==
         pips_chicago_count (b->faces, state->announcement.counting);
}

/* The first follower before @result whose result is the same, and how @result ranks against
 * it; -1 when none. */
static int
tied_result (PipsChicagoGame *self,
             const State     *state,
             const Result    *result,
             PipsChicagoTie  *tie)
{
  for (guint i = 0; i < state->n_results; i++)
    {
      const Result *earlier = &state->results[i];
      int c;

      if (earlier->overeager || earlier->player == state->announcement.player ||
          !same_result (state, earlier, result))
        continue;

      c = _pips_chicago_compare (self, &state->announcement, earlier, result);
      *tie = c < 0 ? PIPS_CHICAGO_TIE_WORSE : c > 0 ? PIPS_CHICAGO_TIE_BETTER : PIPS_CHICAGO_TIE_ROLL_OFF;
      return earlier->player;
    }

  return -1;
}

/* The current player's dice, and what they make. */
void
_pips_chicago_state_dice (PipsChicagoGame *self,
                          const State     *state,
                          PipsChicagoDice *dice)
{
  *dice = (PipsChicagoDice) { 0, };
  dice->ties_with = -1;

  if (state->stage != PIPS_CHICAGO_STAGE_PLAY)
    return;

  memcpy (dice->faces, state->faces, sizeof dice->faces);
  memcpy (dice->aside, state->aside, sizeof dice->aside);
  dice->attempt = state->attempt;
  dice->limit = state->announcement.made ? state->announcement.attempts : PIPS_CHICAGO_MAX_ATTEMPTS;
  if (state->attempt > 0)
    {
      Result r = { .attempts = state->attempt };

      memcpy (r.faces, state->faces, sizeof r.faces);
      r.chic = _pips_chicago_is_chic (self, state->faces, state->one_throw);
      dice->sum = pips_chicago_count (state->faces, PIPS_CHICAGO_COUNTING_ONES);
      dice->hundreds = pips_chicago_count (state->faces, PIPS_CHICAGO_COUNTING_HUNDREDS);
      dice->chic = r.chic;
      dice->beats = _pips_chicago_beats_announcement (self, state, &r);
      if (state->announcement.made)
        {
          Result announced;

          announcement_result (state, &announced);
          dice->equals_announcement = !dice->beats && same_result (state, &announced, &r);
          dice->ties_with = tied_result (self, state, &r, &dice->tie);
        }
    }
  dice->must_throw = state->attempt == 0 || state->must_throw ||
                     (state->announcement.made && !dice->beats && state->attempt < dice->limit);
  dice->can_exchange = _pips_chicago_can_exchange (self, state, NULL);
}

/* The 6er rule: two 6s on the table, and an attempt to follow within the option's limits. */
gboolean
_pips_chicago_can_exchange (PipsChicagoGame  *self,
                            const State      *state,
                            GError          **error)
{
  guint limit = state->announcement.made ? state->announcement.attempts : PIPS_CHICAGO_MAX_ATTEMPTS;
  guint sixes = 0;

  for (guint i = 0; i < N_DICE; i++)
    sixes += state->faces[i] == 6;

  if (self->six_rule == SIX_NEVER)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("This table does not play the 6er rule"));
      return FALSE;
    }
  if (state->attempt == 0 || state->must_throw)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("Throw first: 6s are exchanged after an attempt"));
      return FALSE;
    }
  if (sixes < 2)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("The 6er rule needs two 6s"));
      return FALSE;
    }
  if (self->six_rule == SIX_FIRST_ATTEMPT && state->attempt != 1)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("At this table 6s are exchanged only after the first attempt"));
      return FALSE;
    }
  if (state->attempt >= limit)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %u is the attempt just made (1 to 3) */
                   _("No attempt follows attempt %u, so the 6s cannot be exchanged"),
                   state->attempt);
      return FALSE;
    }

  /* The 1s it gives are set aside: a follower's must still be able to beat the announcement. */
  {
    guint8 faces[N_DICE];
    gboolean aside[N_DICE];

    _pips_chicago_exchange_dice (self, state, faces, aside, NULL);
    return _pips_chicago_check_can_beat (self, state, faces, aside, error);
  }
}

/* The 6er exchange of @faces with @aside set aside: two 6s (set-aside ones first, then from the
 * left) give a 1, set aside, and the other 6 is thrown again (@new_rethrow: it may not be set
 * aside in the next attempt); three 6s give two 1s where the table plays it. */
static void
exchange_sixes (PipsChicagoGame *self,
                const guint8    *faces,
                const gboolean  *aside,
                guint8          *new_faces,
                gboolean        *new_aside,
                gboolean        *new_rethrow)
{
  guint sixes[N_DICE];
  guint n_sixes = 0;
  guint thrown;

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < N_DICE; i++)
      if (faces[i] == 6 && aside[i] == (pass == 0))
        sixes[n_sixes++] = i;

  memcpy (new_faces, faces, sizeof (guint8) * N_DICE);
  memcpy (new_aside, aside, sizeof (gboolean) * N_DICE);
  if (new_rethrow != NULL)
    memset (new_rethrow, 0, sizeof (gboolean) * N_DICE);
  if (n_sixes < 2)
    return;

  new_faces[sixes[0]] = 1;
  new_aside[sixes[0]] = TRUE;
  thrown = sixes[1];
  if (n_sixes == 3 && self->three_sixes)
    {
      new_faces[sixes[1]] = 1;
      new_aside[sixes[1]] = TRUE;
      thrown = sixes[2];
    }
  new_aside[thrown] = FALSE;
  if (new_rethrow != NULL)
    new_rethrow[thrown] = TRUE;
}

/* The current player's dice after the 6er exchange; @rethrow (optional): the die it gives back,
 * to be thrown in the next attempt. */
void
_pips_chicago_exchange_dice (PipsChicagoGame *self,
                             const State     *state,
                             guint8          *faces,
                             gboolean        *aside,
                             gboolean        *rethrow)
{
  exchange_sixes (self, state->faces, state->aside, faces, aside, rethrow);
}

/* Makes the 6er exchange in @state: a throw must follow, and it throws the 6 given back. */
void
_pips_chicago_exchange (PipsChicagoGame *self,
                        State           *state)
{
  guint8 faces[N_DICE];
  gboolean aside[N_DICE];

  exchange_sixes (self, state->faces, state->aside, faces, aside, state->rethrow);
  memcpy (state->faces, faces, sizeof faces);
  memcpy (state->aside, aside, sizeof aside);
  state->must_throw = TRUE;
}

/* A round */

void
_pips_chicago_start_roll_off (State       *state,
                              RollOffKind  kind,
                              guint64      players)
{
  state->roll_off = kind;
  state->roll_off_players = players;
  state->roll_off_level = 1;
  memset (state->roll_off_faces, 0, sizeof state->roll_off_faces);
  state->stage = kind == ROLL_OFF_STARTER ? PIPS_CHICAGO_STAGE_OPENING : PIPS_CHICAGO_STAGE_ROLL_OFF;
}

static void
start_turn (State *state)
{
  state->attempt = 0;
  memset (state->faces, 0, sizeof state->faces);
  memset (state->aside, 0, sizeof state->aside);
  memset (state->rethrow, 0, sizeof state->rethrow);
  state->must_throw = FALSE;
  state->one_throw = FALSE;
}

void
_pips_chicago_start_round (PipsChicagoGame *self,
                           State           *state,
                           guint            starter)
{
  guint8 players[MAX_PLAYERS];
  guint n = 0;

  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_CHICAGO_PLAYING)
        players[n++] = p;
    }

  state->stage = PIPS_CHICAGO_STAGE_PLAY;
  state->starter = starter;
  pips_round_table_start (&state->table, players, n, starter, PIPS_CHICAGO_MAX_ATTEMPTS);
  state->announcement = (PipsChicagoAnnouncement) { 0, };
  state->n_results = 0;
  state->best = -1;
  state->roll_off_players = 0;
  start_turn (state);
}

/* Ends the current player's turn with @result. */
void
_pips_chicago_finish_turn (PipsChicagoGame *self,
                           State           *state,
                           const Result    *result)
{
  guint throws = CLAMP (result->attempts, 1, pips_round_table_get_limit (&state->table));

  state->results[state->n_results++] = *result;
  pips_round_table_finish_turn (&state->table, throws);
  start_turn (state);

  if (pips_round_table_is_done (&state->table))
    _pips_chicago_resolve_round (self, state);
}

static const Result *
result_of (const State *state,
           guint        player)
{
  for (guint i = 0; i < state->n_results; i++)
    {
      if (state->results[i].player == player)
        return &state->results[i];
    }

  return NULL;
}

/* Compares two results of the round by the order they were made in. */
static int
compare_players (PipsChicagoGame *self,
                 const State     *state,
                 guint            a,
                 guint            b)
{
  guint ia = 0, ib = 0;

  for (guint i = 0; i < state->n_results; i++)
    {
      if (state->results[i].player == a)
        ia = i;
      if (state->results[i].player == b)
        ib = i;
    }

  if (ia <= ib)
    return _pips_chicago_compare (self, &state->announcement, &state->results[ia], &state->results[ib]);

  return -_pips_chicago_compare (self, &state->announcement, &state->results[ib], &state->results[ia]);
}

/* The players tied for the best (or the worst) of @candidates. */
static guint64
extreme (PipsChicagoGame *self,
         const State     *state,
         guint64          candidates,
         gboolean         best)
{
  int found = -1;
  guint64 tied = 0;

  for (guint i = 0; i < state->n_results; i++)
    {
      guint p = state->results[i].player;
      int c;

      if (!(candidates & BIT (p)))
        continue;
      if (found < 0)
        {
          found = p;
          tied = BIT (p);
          continue;
        }

      c = compare_players (self, state, p, found);
      if (c == 0)
        tied |= BIT (p);
      else if ((c < 0) == best)
        {
          found = p;
          tied = BIT (p);
        }
    }

  return tied;
}

static int
only_player (guint64 players)
{
  if (players == 0 || (players & (players - 1)) != 0)
    return -1;

  return g_bit_nth_lsf (players, -1);
}

static void settle (PipsChicagoGame *self, State *state, guint best, guint worst);

/* Every player of the round has finished: find the best and the worst, by a roll-off of one die
 * where the ties option asks for one, and move the mats. */
void
_pips_chicago_resolve_round (PipsChicagoGame *self,
                             State           *state)
{
  guint64 fair = 0, eager = 0;
  guint64 tied;
  int worst = -1;

  for (guint i = 0; i < state->n_results; i++)
    {
      if (state->results[i].overeager)
        {
          eager |= BIT (state->results[i].player);
          /* Of several over-eager players the later is worse. */
          worst = state->results[i].player;
        }
      else
        fair |= BIT (state->results[i].player);
    }

  /* Everyone over-eager: the first of them is the best, the last the worst. */
  if (fair == 0)
    {
      state->best = state->results[0].player;
      settle (self, state, state->best, worst);
      return;
    }

  if (state->best < 0)
    {
      tied = extreme (self, state, fair, TRUE);
      if (only_player (tied) < 0)
        {
          _pips_chicago_start_roll_off (state, ROLL_OFF_BEST, tied);
          return;
        }
      state->best = only_player (tied);
    }

  if (worst < 0)
    {
      tied = extreme (self, state, fair & ~BIT (state->best), FALSE);
      if (tied == 0)
        worst = state->best;
      else if (only_player (tied) < 0)
        {
          _pips_chicago_start_roll_off (state, ROLL_OFF_WORST, tied);
          return;
        }
      else
        worst = only_player (tied);
    }

  settle (self, state, state->best, worst);
}

/* The worst of the turns finished so far in the round, as _pips_chicago_resolve_round() would
 * rank them if the round ended now: a die off the tray first (the later of several), else the
 * lowest ranked apart from the best. -1 while fewer than two turns are finished, or when a
 * roll-off would decide it (the worst tied, or two tied for the best and no one else). */
int
_pips_chicago_worst_so_far (PipsChicagoGame *self,
                            const State     *state)
{
  guint64 fair = 0, best_ones, rest;
  int worst = -1;

  if (state->n_results < 2)
    return -1;

  for (guint i = 0; i < state->n_results; i++)
    {
      if (state->results[i].overeager)
        worst = state->results[i].player;
      else
        fair |= BIT (state->results[i].player);
    }
  if (worst >= 0)
    return worst;

  /* Those tied for the best would play it off; whoever wins, the worst is among the others. */
  best_ones = state->best >= 0 ? BIT (state->best) : extreme (self, state, fair, TRUE);
  rest = fair & ~best_ones;
  if (rest == 0)
    return -1;

  return only_player (extreme (self, state, rest, FALSE));
}

/* A roll-off of one die decided @player: the starter of the game, the round's best or its
 * worst. */
void
_pips_chicago_roll_off_decided (PipsChicagoGame *self,
                                State           *state,
                                guint            player)
{
  switch (state->roll_off)
    {
    case ROLL_OFF_STARTER:
      state->roll_off_players = 0;
      _pips_chicago_start_round (self, state, player);
      break;

    case ROLL_OFF_BEST:
      state->stage = PIPS_CHICAGO_STAGE_PLAY;
      state->roll_off_players = 0;
      state->best = player;
      _pips_chicago_resolve_round (self, state);
      break;

    case ROLL_OFF_WORST:
    default:
      state->stage = PIPS_CHICAGO_STAGE_PLAY;
      state->roll_off_players = 0;
      settle (self, state, state->best, player);
      break;
    }
}

static void
leave (PipsChicagoGame        *self,
       State                  *state,
       guint64                 players,
       PipsChicagoPlayerState  how)
{
  guint rank = state->n_left + 1;

  for (guint p = 0; p < self->n_players; p++)
    {
      if (!(players & BIT (p)) || state->state[p] != PIPS_CHICAGO_PLAYING)
        continue;
      state->state[p] = how;
      state->rank[p] = rank;
      state->left[state->n_left++] = p;
    }
}

static guint
count_playing (PipsChicagoGame *self,
               const State     *state,
               guint64         *players)
{
  guint n = 0;

  *players = 0;
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_CHICAGO_PLAYING)
        {
          n++;
          *players |= BIT (p);
        }
    }

  return n;
}

/* The mats move: phase 1, the worst takes one from the stack; phase 2, the best gives one to
 * the worst, or puts it out of the game (by the option, or while more mats are in play than
 * the target count). An unbeaten Chic wins and leaves; players without mats leave after phase 1
 * and in phase 2; the last holder loses. The worst starts the next round. */
static void
settle (PipsChicagoGame *self,
        State           *state,
        guint            best,
        guint            worst)
{
  Record *record = &state->last;
  const Result *best_result = result_of (state, best);
  gboolean chic = self->chic_wins && best_result != NULL && best_result->chic && !best_result->overeager && best != worst;
  guint64 playing;
  guint n_playing;
  guint next;

  *record = (Record) { 0, };
  record->round = state->round;
  record->phase = state->phase;
  record->announcement = state->announcement;
  memcpy (record->results, state->results, sizeof record->results);
  record->n_results = state->n_results;
  record->best = best;
  record->worst = worst;
  record->chic_winner = -1;
  record->move = MOVE_NONE;

  if (state->phase == 1)
    {
      if (pips_chip_bank_move (&state->bank, PLACE_STACK, worst, 1))
        record->move = MOVE_TAKES;
      if (chic)
        {
          pips_chip_bank_move (&state->bank, best, PLACE_OUT, pips_chip_bank_get (&state->bank, best));
          record->stack_removed = pips_chip_bank_move (&state->bank, PLACE_STACK, PLACE_OUT, 1);
        }
    }
  else if (chic)
    pips_chip_bank_move (&state->bank, best, PLACE_OUT, pips_chip_bank_get (&state->bank, best));
  else
    {
      guint64 in_play = pips_chip_bank_sum (&state->bank, 0, self->n_players);

      if (self->phase_2_discards || in_play > _pips_chicago_game_target (self, state))
        {
          pips_chip_bank_move (&state->bank, best, PLACE_OUT, 1);
          record->move = self->phase_2_discards ? MOVE_DISCARDS : MOVE_TARGET;
        }
      else
        {
          pips_chip_bank_move (&state->bank, best, worst, 1);
          record->move = MOVE_GIVES;
        }
    }

  if (chic)
    {
      record->chic_winner = best;
      leave (self, state, BIT (best), PIPS_CHICAGO_WON_CHIC);
    }

  /* After phase 1 and in phase 2, players without mats have won. */
  if (state->phase == 1 && pips_chip_bank_get (&state->bank, PLACE_STACK) == 0)
    {
      state->phase = 2;
      record->phase_ended = TRUE;
    }
  if (state->phase == 2)
    {
      for (guint p = 0; p < self->n_players; p++)
        {
          if (state->state[p] == PIPS_CHICAGO_PLAYING && state->bank.chips[p] == 0)
            record->left |= BIT (p);
        }
      leave (self, state, record->left, PIPS_CHICAGO_WON);
    }

  state->n_records++;

  /* The end: one player left holding mats (or two, with more than 5 players at the table). */
  n_playing = count_playing (self, state, &playing);
  if (n_playing <= 1 || (self->last_two_lose && self->n_players > 5 && n_playing <= 2))
    {
      for (guint p = 0; p < self->n_players; p++)
        {
          if (playing & BIT (p))
            {
              state->state[p] = PIPS_CHICAGO_LOST;
              state->rank[p] = self->n_players - n_playing + 1;
            }
        }
      state->n_lost = n_playing;
      record->losers = playing;
      state->stage = PIPS_CHICAGO_STAGE_OVER;
      state->n_results = 0;
      return;
    }

  /* The worst starts the next round; should they have left, the next player still in. */
  next = worst;
  while (state->state[next] != PIPS_CHICAGO_PLAYING)
    next = (next + 1) % self->n_players;
  state->round++;
  _pips_chicago_start_round (self, state, next);
}
