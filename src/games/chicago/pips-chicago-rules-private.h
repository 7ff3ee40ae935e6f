/* pips-chicago-rules-private.h — what the files of the Chicago rules share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-chicago-rules.h"
#include "pips-chip-bank.h"
#include "pips-history.h"
#include "pips-round-table.h"

G_BEGIN_DECLS

#define MAX_PLAYERS PIPS_CHICAGO_MAX_PLAYERS
#define N_DICE      PIPS_CHICAGO_N_DICE

/* The places of the chip bank besides the players'. */
#define PLACE_STACK MAX_PLAYERS
#define PLACE_OUT   (MAX_PLAYERS + 1)
#define N_PLACES    (MAX_PLAYERS + 2)

typedef enum
{
  MATS_PLAYERS_PLUS_ONE,
  MATS_TWICE_PLAYERS_MINUS_ONE,
  MATS_FIXED,
} MatsRule;

typedef enum
{
  SIX_NEVER,
  SIX_FIRST_ATTEMPT,
  SIX_FURTHER_ATTEMPT,
} SixRule;

typedef enum
{
  TIES_EARLIER,
  TIES_FEWER_ATTEMPTS,
  TIES_ROLL_OFF,
} TiesRule;

/* What a roll-off of one die decides. */
typedef enum
{
  ROLL_OFF_STARTER,
  ROLL_OFF_BEST,
  ROLL_OFF_WORST,
} RollOffKind;

/* A player's finished turn in a round. */
typedef struct
{
  guint8   player;
  guint8   faces[N_DICE];
  guint8   attempts;
  gboolean chic;
  gboolean overeager;
  gboolean floor;
} Result;

/* How the mats moved at the end of a round. */
typedef enum
{
  MOVE_NONE,
  MOVE_TAKES,      /* phase 1: the worst takes a mat from the stack */
  MOVE_GIVES,      /* phase 2: the best gives a mat to the worst */
  MOVE_DISCARDS,   /* phase 2: the best puts a mat out of the game (option) */
  MOVE_TARGET,     /* phase 2: the best's mat goes out until the target count is reached */
} MoveKind;

/* A round that ended, for the sheet, the summary and the history. */
typedef struct
{
  guint                   round;
  guint                   phase;
  PipsChicagoAnnouncement announcement;
  Result                  results[MAX_PLAYERS];
  guint                   n_results;
  int                     best;
  int                     worst;
  MoveKind                move;
  int                     chic_winner;
  gboolean                stack_removed;  /* a mat of the stack went out for the Chic winner */
  guint64                 left;           /* who left without mats at the end of this round */
  gboolean                phase_ended;
  guint64                 losers;
} Record;

/* The state is a plain value without pointers, so that an event is applied to a copy and the copy
 * is kept only when the event passes every rule. */
typedef struct
{
  PipsChicagoStage        stage;
  guint                   round;
  guint                   phase;
  PipsChipBank            bank;
  PipsChicagoPlayerState  state[MAX_PLAYERS];
  guint                   rank[MAX_PLAYERS];
  guint                   owes[MAX_PLAYERS];
  guint8                  left[MAX_PLAYERS];
  guint                   n_left;
  guint                   n_lost;

  /* A roll-off of one die (the start of the game, or a tie): who is in it and what they threw
   * (0: not yet). */
  RollOffKind             roll_off;
  guint64                 roll_off_players;
  guint8                  roll_off_faces[MAX_PLAYERS];
  guint                   roll_off_level;
  gboolean                opening_started;

  /* The round. */
  guint                   starter;
  PipsRoundTable          table;
  PipsChicagoAnnouncement announcement;
  Result                  results[MAX_PLAYERS];
  guint                   n_results;
  int                     best;           /* decided (after a roll-off), or -1 */

  /* The current player's dice. */
  guint                   attempt;
  guint8                  faces[N_DICE];
  gboolean                aside[N_DICE];
  gboolean                must_throw;
  gboolean                rethrow[N_DICE];  /* the 6s an exchange gave back: thrown next */
  gboolean                one_throw;      /* the last throw threw all three dice */

  /* The round that ended last; n_records counts every round that ended. */
  Record                  last;
  guint                   n_records;
} State;

struct _PipsChicagoGame
{
  PipsGame      parent_instance;

  /* The rule options, read at reset. */
  guint         n_players;
  MatsRule      mats_rule;
  guint         mats_fixed;
  gboolean      phase_2_discards;
  gboolean      coupled;
  SixRule       six_rule;
  gboolean      three_sixes;
  gboolean      chic_one_throw;
  gboolean      chic_wins;
  TiesRule      ties;
  gboolean      three_threes;
  gboolean      overeager;
  gboolean      last_two_lose;
  guint         total_mats;

  State         state;
  /* Every round that ended (Record), for the sheet. */
  PipsHistory   records;
  /* The event types expected now (see get_turn). */
  const char   *expects[8];
};

/* pips-chicago-rules.c */
const char *_pips_chicago_game_player_name   (PipsChicagoGame *self,
                                              guint            player);
guint       _pips_chicago_game_target        (PipsChicagoGame *self,
                                              const State     *state);

/* pips-chicago-scoring.c: counting, ranking and the end of a round */
gboolean    _pips_chicago_is_chic            (PipsChicagoGame *self,
                                              const guint8    *faces,
                                              gboolean         one_throw);
int         _pips_chicago_compare            (PipsChicagoGame *self,
                                              const PipsChicagoAnnouncement *announcement,
                                              const Result    *earlier,
                                              const Result    *later);
gboolean    _pips_chicago_beats_announcement (PipsChicagoGame *self,
                                              const State     *state,
                                              const Result    *result);
gboolean    _pips_chicago_can_still_beat     (PipsChicagoGame *self,
                                              const State     *state,
                                              const guint8    *faces,
                                              const gboolean  *aside);
guint       _pips_chicago_die_rank           (guint            face);
void        _pips_chicago_start_round        (PipsChicagoGame *self,
                                              State           *state,
                                              guint            starter);
void        _pips_chicago_start_roll_off     (State           *state,
                                              RollOffKind      kind,
                                              guint64          players);
void        _pips_chicago_finish_turn        (PipsChicagoGame *self,
                                              State           *state,
                                              const Result    *result);
void        _pips_chicago_resolve_round      (PipsChicagoGame *self,
                                              State           *state);
int         _pips_chicago_worst_so_far       (PipsChicagoGame *self,
                                              const State     *state);
void        _pips_chicago_roll_off_decided   (PipsChicagoGame *self,
                                              State           *state,
                                              guint            player);
void        _pips_chicago_state_dice         (PipsChicagoGame *self,
                                              const State     *state,
                                              PipsChicagoDice *dice);
gboolean    _pips_chicago_can_exchange       (PipsChicagoGame *self,
                                              const State     *state,
                                              GError         **error);
void        _pips_chicago_exchange_dice      (PipsChicagoGame *self,
                                              const State     *state,
                                              guint8          *faces,
                                              gboolean        *aside,
                                              gboolean        *rethrow);
void        _pips_chicago_exchange           (PipsChicagoGame *self,
                                              State           *state);

/* pips-chicago-events.c: reading events */
gboolean    _pips_chicago_game_apply_event   (PipsChicagoGame *self,
                                              State           *state,
                                              JsonObject      *event,
                                              GError         **error);
gboolean    _pips_chicago_check_can_beat     (PipsChicagoGame *self,
                                              const State     *state,
                                              const guint8    *faces,
                                              const gboolean  *aside,
                                              GError         **error);
gboolean    _pips_chicago_check_aside        (PipsChicagoGame *self,
                                              const State     *state,
                                              const gboolean  *aside,
                                              GError         **error);

/* pips-chicago-build.c: building events, and a random legal event */
JsonObject *_pips_chicago_game_build_random_event (PipsGame   *game,
                                              PipsRoller      *roller);
const char *_pips_chicago_counting_to_id     (PipsChicagoCounting  counting);
const char *_pips_chicago_direction_to_id    (PipsChicagoDirection direction);

/* pips-chicago-text.c: the PipsGame vfuncs that put the game in words */
char       *_pips_chicago_game_dup_description (PipsGame   *game,
                                              JsonObject      *event);
char       *_pips_chicago_game_dup_status    (PipsGame        *game);
char       *_pips_chicago_game_dup_rules     (PipsGame        *game);
char       *_pips_chicago_game_dup_sheet_text (PipsGame       *game);
char       *_pips_chicago_game_dup_outcome    (PipsGame       *game);
JsonObject *_pips_chicago_game_dup_summary   (PipsGame        *game);
char       *_pips_chicago_record_outcome_text (PipsChicagoGame *self,
                                              const Record    *record);

G_END_DECLS
