/* pips-yacht-rules-private.h — what the files of the rules of Yacht share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are split by what the code shares:
 *
 *   pips-yacht-scoring.c  the rule sets and the points of five dice, without a game
 *   pips-yacht-solver.c   the optimal solitaire play (the tables of the advice)
 *   pips-yacht-rules.c    the registry entry, the game type, its state and applying events
 *   pips-yacht-events.c   reading events without changing the state, and building them
 *   pips-yacht-text.c     the boxes' names, the status, the rules, the events and the pad as text
 *   pips-yacht-odds.c     the advice: the process's tables and the value of each choice
 */

#pragma once

#include "pips-yacht-rules.h"

G_BEGIN_DECLS

/* One player's column of the pad. */
typedef struct
{
  PipsYachtSheet sheet;     /* the boxes' points (-1: free) and the bonuses of fives again */
  guint          n_filled;
  guint          fives;     /* fives of a kind entered (the records) */
} PipsYachtColumn;

/* The whole state: plain values, assigned whole by copy_state. */
typedef struct
{
  guint           n_players;
  PipsYachtColumn columns[PIPS_YACHT_MAX_PLAYERS];
  int             current;      /* -1 when every box is filled */
  guint           last_round;   /* the highest round a player has scored in */

  /* The turn of the current player. */
  guint           throws;       /* throws made this turn */
  guint8          dice[PIPS_YACHT_N_DICE];
} PipsYachtState;

struct _PipsYachtGame
{
  PipsGame        parent_instance;

  PipsYachtRules  rules;
  PipsYachtState  state;
};

/* A score event read: the box, its points and the bonus of a further five of a kind. */
typedef struct
{
  guint    index;
  guint    points;
  guint    five_again;
  gboolean strike;      /* 0 written where the dice would score more */
} PipsYachtEntry;

/* pips-yacht-rules.c */
guint32   _pips_yacht_game_free_mask     (PipsYachtGame   *self,
                                          guint            player);
void      _pips_yacht_rules_from_options (PipsGame        *game,
                                          PipsYachtRules  *rules);

/* pips-yacht-events.c */
gboolean  _pips_yacht_set_rule_error     (GError         **error,
                                          const char      *format,
                                          ...) G_GNUC_PRINTF (2, 3);
gboolean  _pips_yacht_read_dice          (JsonObject      *event,
                                          guint8          *dice,
                                          GError         **error);
gboolean  _pips_yacht_read_kept          (JsonObject      *event,
                                          guint           *kept,
                                          GError         **error);
gboolean  _pips_yacht_game_resolve_throw (PipsYachtGame   *self,
                                          JsonObject      *event,
                                          guint8          *dice,
                                          guint           *kept,
                                          GError         **error);
gboolean  _pips_yacht_game_resolve_score (PipsYachtGame   *self,
                                          JsonObject      *event,
                                          PipsYachtEntry  *entry,
                                          GError         **error);
gboolean  _pips_yacht_game_build_roll    (PipsGame        *game,
                                          PipsRoller      *roller,
                                          PipsRoll        *roll,
                                          GError         **error);
JsonObject *_pips_yacht_game_build_random_event (PipsGame   *game,
                                          PipsRoller      *roller);

/* pips-yacht-text.c */
char       *_pips_yacht_game_dup_status      (PipsGame    *game);
char       *_pips_yacht_game_dup_rules       (PipsGame    *game);
char       *_pips_yacht_game_dup_description (PipsGame    *game,
                                              JsonObject  *event);
char       *_pips_yacht_game_dup_sheet_text  (PipsGame    *game);
JsonObject *_pips_yacht_game_dup_summary     (PipsGame    *game);

G_END_DECLS
