/* pips-black-n-white-rules-private.h — what the files of the Black’n’White rules share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-black-n-white-rules.h"
#include "pips-chip-bank.h"
#include "pips-round-table.h"

G_BEGIN_DECLS

#define MAX_PLAYERS PIPS_BLACK_N_WHITE_MAX_PLAYERS

/* The places of the chip bank besides the players'. */
#define PLACE_MIDDLE MAX_PLAYERS
#define PLACE_OUT    (MAX_PLAYERS + 1)
#define N_PLACES     (MAX_PLAYERS + 2)

/* The state is a plain value without pointers, so that an event is applied to a copy and the copy
 * is kept only when the event passes every rule: a refused event cannot change anything, and
 * describe() can look at what an event would do. */

typedef struct
{
  guint8 player;
  guint8 black;
  guint8 white;
  guint8 throws;
} Result;

/* Who throws, in turn order and within which throw limit (the core's round table), and what
 * they threw: results[i] is the result of turns.order[i], for the turns.n_done done. The round
 * itself or a roll-off. */
typedef struct
{
  PipsRoundTable turns;
  Result         results[MAX_PLAYERS];
} Table;

typedef struct
{
  PipsBlackNWhitePhase       phase;
  guint                      round;
  /* The players' chips (places 0 … MAX_PLAYERS − 1), the middle and those out of the game. */
  PipsChipBank               bank;
  PipsBlackNWhitePlayerState state[MAX_PLAYERS];
  /* The rank of players who left and of the loser. */
  guint                      rank[MAX_PLAYERS];
  /* The players who left, in the order they left. */
  guint8                     left[MAX_PLAYERS];
  guint                      n_left;
  int                        loser;
  /* The chips each player took from the middle in phase 1, for the records. */
  guint                      taken[MAX_PLAYERS];

  /* The round. While need_starter is set, the round waits for a "starter" event naming one of
   * the candidates; then starter and round.order are set. */
  gboolean                   need_starter;
  guint8                     candidates[MAX_PLAYERS];
  guint                      n_candidates;
  guint                      starter;
  Table                      round_table;
  PipsBlackNWhiteDie         tens;
  gboolean                   tens_pending;   /* the last result's player must choose the tens */

  /* A roll-off among tied players (with the "roll-off" tie option): rolloff is its level. */
  guint                      rolloff;
  Table                      rolloff_table;

  /* The round before, for the page and the history. */
  guint                      n_outcomes;
  PipsBlackNWhiteOutcome     last_outcome;
  guint                      last_player;
  gboolean                   last_left;
  gboolean                   last_phase_ended;
  PipsBlackNWhiteDie         last_tens;
  Table                      last_round_table;
  Table                      last_rolloff_table;
  guint                      last_rolloff;
} State;

struct _PipsBlackNWhiteGame
{
  PipsGame  parent_instance;

  /* The rule options, read at reset. */
  guint     n_players;
  guint     chips_per_player;
  gboolean  ties_roll_off;
  gboolean  random_starter;

  State     state;
};

/* pips-black-n-white-rules.c */
const char *_pips_black_n_white_game_player_name     (PipsBlackNWhiteGame  *self,
                                                      guint                 player);
int         _pips_black_n_white_state_current_player (const State          *state);

/* pips-black-n-white-ranking.c: resolving a round or a roll-off */
Table      *_pips_black_n_white_state_current_table  (State                *state);
void        _pips_black_n_white_game_set_starter     (PipsBlackNWhiteGame  *self,
                                                      State                *state,
                                                      guint                 starter);
void        _pips_black_n_white_game_resolve         (PipsBlackNWhiteGame  *self,
                                                      State                *state);

/* pips-black-n-white-events.c: reading events */
gboolean    _pips_black_n_white_game_apply_event     (PipsBlackNWhiteGame  *self,
                                                      State                *state,
                                                      JsonObject           *event,
                                                      GError              **error);

/* pips-black-n-white-text.c: the PipsGame vfuncs that put the game in words */
char       *_pips_black_n_white_game_dup_description (PipsGame             *game,
                                                      JsonObject           *event);
char       *_pips_black_n_white_game_dup_status      (PipsGame             *game);
char       *_pips_black_n_white_game_dup_rules       (PipsGame             *game);
char       *_pips_black_n_white_game_dup_sheet_text  (PipsGame             *game);
char       *_pips_black_n_white_game_dup_outcome     (PipsGame             *game);
JsonObject *_pips_black_n_white_game_dup_summary     (PipsGame             *game);

/* pips-black-n-white-events.c: the die's id in events, and a random legal event */
const char *_pips_black_n_white_die_to_id            (PipsBlackNWhiteDie    die);
JsonObject *_pips_black_n_white_game_build_random_event (PipsGame          *game,
                                                      PipsRoller           *roller);

G_END_DECLS
