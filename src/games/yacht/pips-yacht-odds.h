/* pips-yacht-odds.h — the exact advice of Yacht: the expected final score of each choice
 *
 * GLib and GIO only. The solver's table (pips-yacht-solver.h) for the rules in force is got once
 * a process: read from the user's cache folder, or built in a worker thread and then kept there
 * (pips_yacht_tables_get_async()). A sheet with few free boxes needs no whole table: its advice
 * is worked out at once, on a table of its own states (pips_yacht_game_dup_advice() with no
 * table).
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pips-yacht-rules.h"

G_BEGIN_DECLS

/* With at most this many free boxes, the advice needs no whole table (a few milliseconds). */
#define PIPS_YACHT_ADVICE_SMALL_SHEET 5

/**
 * PipsYachtAdvice:
 * @player: the player advised
 * @throws_left: the throws left this turn (the keeps are advice only while one is)
 * @keeps: for each set of the dice on the table to keep (bit j: the die at place j kept), the
 *   expected final score of keeping it, throwing the others again and playing on optimally; NaN
 *   when no throw is left. Sets that keep the same faces have the same value.
 * @best_keep: the keep with the highest value (the fewest dice among equals), or -1
 * @boxes: for each box of the sheet, the expected final score of entering the dice there now
 *   and playing on optimally; NaN for a box that is not free or not allowed
 * @best_box: the box with the highest value, or -1
 * @now: the expected final score of the best choice now (a keep or a box)
 *
 * The expected final score of every choice at hand, under the play that maximises the
 * expected score (not the chance to beat the others).
 */
typedef struct
{
  guint  player;
  guint  throws_left;
  double keeps[32];
  int    best_keep;
  double boxes[PIPS_YACHT_MAX_BOXES];
  int    best_box;
  double now;
} PipsYachtAdvice;

/* The process's tables, one per rule set. */
PipsYachtTable *pips_yacht_tables_lookup       (const PipsYachtRules  *rules);
char           *pips_yacht_tables_dup_cache_dir (void);
void            pips_yacht_tables_get_async    (const PipsYachtRules  *rules,
                                                PipsYachtProgressFunc  progress,
                                                gpointer               progress_data,
                                                GDestroyNotify         progress_data_free,
                                                GCancellable          *cancellable,
                                                GAsyncReadyCallback    callback,
                                                gpointer               user_data);
PipsYachtTable *pips_yacht_tables_get_finish   (GAsyncResult          *result,
                                                GError               **error);

gboolean        pips_yacht_game_needs_table    (PipsYachtGame         *self);
PipsYachtAdvice *pips_yacht_game_dup_advice    (PipsYachtGame         *self,
                                                PipsYachtTable        *table);
double          pips_yacht_game_get_start_value (PipsYachtGame        *self,
                                                PipsYachtTable        *table,
                                                guint                  player);

G_END_DECLS
