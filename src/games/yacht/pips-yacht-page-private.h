/* pips-yacht-page-private.h — what the files of the page of Yacht share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   pips-yacht-page.c          the page: its phases, the dice entry, the turn panel, the advice
 *                              and the life of the widget
 *   pips-yacht-page-sheet.c    the pad: its rows of boxes and sums and what each cell shows
 *   pips-yacht-page-actions.c  the actions, their keys and the question before a box is crossed
 *                              out
 */

#pragma once

#include "pips-dice-entry.h"
#include "pips-pad.h"
#include "pips-yacht-odds.h"
#include "pips-yacht-page.h"
#include "pips-yacht-rules.h"

G_BEGIN_DECLS

/* The phases of a turn, described in pips-yacht-page.c. */
typedef enum
{
  PHASE_FIRST,
  PHASE_CHOOSE,
  PHASE_REENTER,
  PHASE_OVER,
} PipsYachtPagePhase;

struct _PipsYachtPage
{
  PipsGamePage    parent_instance;

  /* Template widgets */
  GtkBox         *layout;
  GtkWidget      *pad_scroll;
  PipsPad        *pad;
  GtkStack       *panel_stack;
  GtkLabel       *turn_title;
  PipsDiceEntry  *entry;
  GtkLabel       *hint_label;
  GtkWidget      *cancel_button;
  GtkWidget      *roll_button;
  GtkWidget      *throw_button;
  GtkWidget      *rethrow_button;
  GtkMenuButton  *cross_out_button;
  GtkLabel       *throws_label;
  GtkWidget      *odds_box;
  GtkWidget      *odds_progress_box;
  GtkProgressBar *odds_progress;
  GtkLabel       *odds_best_label;
  GtkLabel       *odds_keep_label;
  GtkLabel       *odds_note_label;

  /* The rows of the pad (row 0 has the names), and its players. */
  guint           n_players;
  guint           n_boxes;
  guint           box_rows[PIPS_YACHT_MAX_BOXES];
  int             row_upper_sum;
  int             row_bonus;
  int             row_lower_sum;
  int             row_five_again;   /* -1: the rules give no bonus for a further five of a kind */
  int             row_total;

  /* Input not entered yet */
  guint           reenter_keep;      /* the dice kept while the others' new faces are typed */
  guint           carry_keep;        /* the dice kept by the throw at carry_cursor: still kept */
  guint           carry_cursor;
  guint           reentering : 1;
  guint           rolled_turn : 1;   /* the virtual dice began this turn: they throw again too */

  /* The question before a box is crossed out, while it is open */
  AdwDialog      *cross_out_dialog;

  /* The advice (pips-yacht-odds.h) for the state of input serial advice_serial; a worker asked
   * for the state advice_asked - 1; the table of the rules in force, being got while
   * table_cancellable is set. */
  PipsYachtAdvice *advice;
  guint           advice_serial;
  guint           advice_asked;
  GCancellable   *table_cancellable;
  double          table_fraction;
  guint           table_asked : 1;
  guint           table_failed : 1;
};

/* pips-yacht-page.c */
PipsYachtGame      *_pips_yacht_page_get_game             (PipsYachtPage  *self);
PipsYachtPagePhase  _pips_yacht_page_get_phase            (PipsYachtPage  *self);
guint               _pips_yacht_page_get_kept             (PipsYachtPage  *self);
void                _pips_yacht_page_set_accessible_label (gpointer        widget,
                                                           const char     *label);
void                _pips_yacht_page_sync_entry           (PipsYachtPage  *self);
void                _pips_yacht_page_update               (PipsYachtPage  *self);
char               *_pips_yacht_page_dup_points           (double          value);

/* pips-yacht-page-sheet.c */
void                _pips_yacht_page_build_pad            (PipsYachtPage  *self);
void                _pips_yacht_page_update_pad           (PipsYachtPage         *self,
                                                           int                    current,
                                                           const PipsYachtAdvice *advice);

/* pips-yacht-page-actions.c */
void                _pips_yacht_page_class_actions_init   (GtkWidgetClass *widget_class);
void                _pips_yacht_page_actions_init         (PipsYachtPage  *self);
const char         *_pips_yacht_page_get_box_key          (PipsYachtBox    box);

G_END_DECLS
