/* pips-statistics.h — the figures of every game played, from the store's summaries
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pips-game.h"
#include "pips-player-names.h"
#include "pips-store.h"

G_BEGIN_DECLS

/**
 * PipsGameCounts:
 * @played: every game that could be read
 * @finished: ended by the rules
 * @ended_early: ended by the players ("End Game"), counted apart from @finished
 * @in_progress: neither
 *
 * How many games were played, over all games or of one game.
 */
typedef struct
{
  guint played;
  guint finished;
  guint ended_early;
  guint in_progress;
} PipsGameCounts;

/**
 * PipsPlayerStatistics:
 * @name: the player's name (the one other names are merged into)
 * @games: the games the player is in, in progress and ended early included
 * @finished: of them, those ended by the rules
 * @contested: of those, the games of two or more players (a win means something there)
 * @wins: contested games the player ranked first in (a shared first place is a win of each)
 * @win_rate: @wins / @contested, 0 without a contested game
 * @unit: the unit of the results (of one game; %PIPS_UNIT_NONE over all games, whose units
 *   differ)
 * @n_results: the finished games with a result in @unit
 * @average: the average result over them
 * @best: the best result (the highest, or the lowest where fewer is better: chips or mats
 *   held)
 * @worst: the worst result
 * @last_played: when the player's latest game last changed (Unix time, UTC)
 *
 * A player's figures, over all games or in one game. Only finished games count toward wins and
 * results; games ended early count as games played.
 */
typedef struct
{
  const char *name;
  guint       games;
  guint       finished;
  guint       contested;
  guint       wins;
  double      win_rate;
  PipsUnit    unit;
  guint       n_results;
  double      average;
  gint64      best;
  gint64      worst;
  gint64      last_played;
} PipsPlayerStatistics;

/**
 * PipsHeadToHead:
 * @games: the games both players are in
 * @finished: of them, those ended by the rules
 * @wins_a: finished games the first player ranked above the second
 * @wins_b: finished games the second player ranked above the first
 *
 * Two players against each other, pairwise: only their own two ranks count, whoever else
 * played (@finished − @wins_a − @wins_b games they ranked level).
 */
typedef struct
{
  guint games;
  guint finished;
  guint wins_a;
  guint wins_b;
} PipsHeadToHead;

/**
 * PipsRecordStatistics:
 * @id: the record's id ("peppers")
 * @title: its name, translated
 * @kind: a total over every game, or the highest or lowest of one game
 * @has_value: whether any game gave a value
 * @value: %PIPS_RECORD_TOTAL: the total of every player and game; otherwise the record
 * @holder: (nullable): %PIPS_RECORD_TOTAL: the player with the most (of a tie, the first by
 *   name; %NULL while every total is 0); otherwise who set the record (of a tie, in the
 *   earliest game)
 * @holder_value: the holder's total (%PIPS_RECORD_TOTAL) or the record
 * @n_holders: %PIPS_RECORD_TOTAL: how many players have that most (a tie: more than one);
 *   pips_record_statistics_dup_holders() says them
 * @session_id: (nullable): the game the record was set in (not for totals)
 * @session_title: (nullable): that game's title
 * @when: when that game last changed (Unix time, UTC; 0 for totals)
 *
 * One of a game's records over every game of it.
 */
typedef struct
{
  const char     *id;
  const char     *title;
  PipsRecordKind  kind;
  gboolean        has_value;
  gint64          value;
  const char     *holder;
  gint64          holder_value;
  guint           n_holders;
  const char     *session_id;
  const char     *session_title;
  gint64          when;
} PipsRecordStatistics;

char *pips_record_statistics_dup_holders (const PipsRecordStatistics *record);

#define PIPS_TYPE_STATISTICS (pips_statistics_get_type ())
G_DECLARE_FINAL_TYPE (PipsStatistics, pips_statistics, PIPS, STATISTICS, GObject)

PipsStatistics     *pips_statistics_new               (GListModel             *entries,
                                                       PipsPlayerNames        *names);
guint               pips_statistics_get_n_unreadable  (PipsStatistics         *self);
const char * const *pips_statistics_get_unreadable    (PipsStatistics         *self);
void                pips_statistics_get_counts        (PipsStatistics         *self,
                                                       const char             *game_id,
                                                       PipsGameCounts         *counts);
const char * const *pips_statistics_get_games         (PipsStatistics         *self);
const char * const *pips_statistics_get_players       (PipsStatistics         *self,
                                                       const char             *game_id);
gboolean            pips_statistics_get_player        (PipsStatistics         *self,
                                                       const char             *name,
                                                       const char             *game_id,
                                                       PipsPlayerStatistics   *player);
gboolean            pips_statistics_get_head_to_head  (PipsStatistics         *self,
                                                       const char             *a,
                                                       const char             *b,
                                                       const char             *game_id,
                                                       PipsHeadToHead         *head_to_head);
guint               pips_statistics_get_n_records     (PipsStatistics         *self,
                                                       const char             *game_id);
gboolean            pips_statistics_get_record        (PipsStatistics         *self,
                                                       const char             *game_id,
                                                       guint                   index,
                                                       PipsRecordStatistics   *record);
gboolean            pips_statistics_get_player_record (PipsStatistics         *self,
                                                       const char             *game_id,
                                                       const char             *record_id,
                                                       const char             *name,
                                                       gint64                 *value);
char               *pips_statistics_to_text           (PipsStatistics         *self);
char               *pips_statistics_to_json           (PipsStatistics         *self);

G_END_DECLS
