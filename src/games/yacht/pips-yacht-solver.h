/* pips-yacht-solver.h — the optimal solitaire play of Yacht: the expected final score of each choice
 *
 * GLib only. The table holds, for every state at the start of a turn — the free boxes, the upper
 * total capped at the threshold and, when a further five of a kind earns a bonus, whether the
 * five-of-a-kind box holds 50 — the expected points still to come under optimal play (maximising
 * the expected score). It is built by backward induction (pips_yacht_table_build(), seconds: run
 * it in a worker thread) and kept in a file of the caller's cache folder. Within a turn the
 * questions (pips_yacht_table_keeps(), pips_yacht_table_boxes()) take well under a millisecond.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pips-yacht-scoring.h"

G_BEGIN_DECLS

/* The version of the table files; a file of another version is refused. */
#define PIPS_YACHT_TABLE_VERSION 1

/**
 * PipsYachtSheet:
 * @boxes: the points of the sheet's box i, in the rule set's order, or -1 while the box is free
 * @five_again: the bonus points of further fives of a kind so far
 *
 * One player's column.
 */
typedef struct
{
  int   boxes[PIPS_YACHT_MAX_BOXES];
  guint five_again;
} PipsYachtSheet;

void     pips_yacht_sheet_init      (PipsYachtSheet       *sheet);
guint32  pips_yacht_sheet_free_mask (const PipsYachtRules *rules,
                                     const PipsYachtSheet *sheet);
guint    pips_yacht_sheet_upper     (const PipsYachtRules *rules,
                                     const PipsYachtSheet *sheet);
guint    pips_yacht_sheet_total     (const PipsYachtRules *rules,
                                     const PipsYachtSheet *sheet);

typedef struct _PipsYachtTable PipsYachtTable;

/* Called now and then while a table is built, in the building thread: @fraction 0 … 1. */
typedef void (*PipsYachtProgressFunc) (double   fraction,
                                       gpointer user_data);

PipsYachtTable *pips_yacht_table_build         (const PipsYachtRules   *rules,
                                                PipsYachtProgressFunc   progress,
                                                gpointer                user_data,
                                                GCancellable           *cancellable,
                                                GError                **error);
PipsYachtTable *pips_yacht_table_build_within  (const PipsYachtRules   *rules,
                                                guint32                 free_mask,
                                                GCancellable           *cancellable,
                                                GError                **error);
void            pips_yacht_table_free          (PipsYachtTable         *table);
const PipsYachtRules *pips_yacht_table_get_rules (PipsYachtTable       *table);
gsize           pips_yacht_table_get_n_states  (PipsYachtTable         *table);

char           *pips_yacht_table_file_name     (const PipsYachtRules   *rules);
gboolean        pips_yacht_table_save          (PipsYachtTable         *table,
                                                const char             *cache_dir,
                                                GError                **error);
PipsYachtTable *pips_yacht_table_load          (const PipsYachtRules   *rules,
                                                const char             *cache_dir,
                                                GError                **error);

double          pips_yacht_table_start_value   (PipsYachtTable         *table);
double          pips_yacht_table_value         (PipsYachtTable         *table,
                                                const PipsYachtSheet   *sheet);
gboolean        pips_yacht_table_keeps         (PipsYachtTable         *table,
                                                const PipsYachtSheet   *sheet,
                                                const guint8           *dice,
                                                guint                   throws_left,
                                                double                 *values);
gboolean        pips_yacht_table_boxes         (PipsYachtTable         *table,
                                                const PipsYachtSheet   *sheet,
                                                const guint8           *dice,
                                                double                 *values);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PipsYachtTable, pips_yacht_table_free)

G_END_DECLS
