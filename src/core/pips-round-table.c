/* pips-round-table.c — who throws in a round, in which order, and within which throw limit
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-round-table"

#include "config.h"

#include <string.h>

#include "pips-round-table.h"

/**
 * pips_round_table_start:
 * @players: the players of the round in table order (e.g. the players still in the game, or the
 *   tied players of a roll-off)
 * @n_players: how many
 * @first: the player who throws first; the others follow in table order after them, or, if
 *   @first is not one of @players, in the order given
 * @max_limit: the most throws anyone may use (3 in a round of three throws; a roll-off: 1)
 *
 * Starts a round: nobody has thrown, and the limit is not known yet (a single throw allowed
 * makes it known at once).
 */
void
pips_round_table_start (PipsRoundTable *table,
                        const guint8   *players,
                        guint           n_players,
                        guint           first,
                        guint           max_limit)
{
  guint start = 0;

  g_return_if_fail (table != NULL);
  g_return_if_fail (n_players <= PIPS_ROUND_TABLE_MAX_PLAYERS);

  memset (table, 0, sizeof *table);

  for (guint i = 0; i < n_players; i++)
    {
      if (players[i] == first)
        start = i;
    }

  for (guint i = 0; i < n_players; i++)
    table->order[i] = players[(start + i) % n_players];
  table->n_order = n_players;
  table->max_limit = max_limit;
  table->limit = max_limit == 1 ? 1 : 0;
}

/**
 * pips_round_table_get_current:
 *
 * Returns: the player to throw, or -1 when everyone has
 */
int
pips_round_table_get_current (const PipsRoundTable *table)
{
  g_return_val_if_fail (table != NULL, -1);

  return table->n_done < table->n_order ? table->order[table->n_done] : -1;
}

/**
 * pips_round_table_is_first:
 *
 * Returns: whether the player to throw is the first of the round, who sets the limit
 */
gboolean
pips_round_table_is_first (const PipsRoundTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return table->n_done == 0 && table->n_order > 0;
}

gboolean
pips_round_table_is_done (const PipsRoundTable *table)
{
  g_return_val_if_fail (table != NULL, TRUE);

  return table->n_done >= table->n_order;
}

gboolean
pips_round_table_contains (const PipsRoundTable *table,
                           guint                 player)
{
  g_return_val_if_fail (table != NULL, FALSE);

  for (guint i = 0; i < table->n_order; i++)
    {
      if (table->order[i] == player)
        return TRUE;
    }

  return FALSE;
}

/**
 * pips_round_table_get_limit:
 *
 * Returns: the throws the player to throw may use: the limit once the first player set it, or
 *   the most anyone may use
 */
guint
pips_round_table_get_limit (const PipsRoundTable *table)
{
  g_return_val_if_fail (table != NULL, 0);

  return table->limit > 0 ? table->limit : table->max_limit;
}

/**
 * pips_round_table_finish_turn:
 * @throws: the throws the player used, within pips_round_table_get_limit()
 *
 * Ends the turn of the player to throw; the first player's throws become the limit.
 */
void
pips_round_table_finish_turn (PipsRoundTable *table,
                              guint           throws)
{
  g_return_if_fail (table != NULL);
  g_return_if_fail (!pips_round_table_is_done (table));
  g_return_if_fail (throws >= 1 && throws <= pips_round_table_get_limit (table));

  if (table->n_done == 0)
    table->limit = throws;
  table->n_done++;
}
