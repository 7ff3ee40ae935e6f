/* pips-round-table.h — who throws in a round, in which order, and within which throw limit
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PIPS_ROUND_TABLE_MAX_PLAYERS 16

/**
 * PipsRoundTable:
 * @order: the players of the round, in the order they throw
 * @n_order: how many
 * @n_done: how many of them have finished their turn
 * @limit: the throws each may use: set by the round's first player (the starter, or the one who
 *   announces); 0 while it is not known
 * @max_limit: the most throws anyone may use
 *
 * A round of a game where everyone throws in turn and the first player's throws set the limit
 * for the others — a game's rounds, its roll-offs, an announcement. The results
 * themselves are each game's own. A plain value, so that a state holding one can be copied.
 */
typedef struct
{
  guint8 order[PIPS_ROUND_TABLE_MAX_PLAYERS];
  guint  n_order;
  guint  n_done;
  guint  limit;
  guint  max_limit;
} PipsRoundTable;

void     pips_round_table_start       (PipsRoundTable       *table,
                                       const guint8         *players,
                                       guint                 n_players,
                                       guint                 first,
                                       guint                 max_limit);
int      pips_round_table_get_current (const PipsRoundTable *table);
gboolean pips_round_table_is_first    (const PipsRoundTable *table);
gboolean pips_round_table_is_done     (const PipsRoundTable *table);
gboolean pips_round_table_contains    (const PipsRoundTable *table,
                                       guint                 player);
guint    pips_round_table_get_limit   (const PipsRoundTable *table);
void     pips_round_table_finish_turn (PipsRoundTable       *table,
                                       guint                 throws);

G_END_DECLS
