/* pips-chili-page-private.h — what the files of the page of Chili Dice share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   pips-chili-page.c          the page: its phases, the dice entry, the turn panel, the
 *                              ranking, the preferences and the life of the widget
 *   pips-chili-page-sheet.c    the pad: its rows of fields and what each cell shows
 *   pips-chili-page-actions.c  the actions, their keys and the popover that turns a red die
 */

#pragma once

#include "pips-chili-page.h"
#include "pips-chili-rules.h"
#include "pips-dice-entry.h"
#include "pips-pad.h"

G_BEGIN_DECLS

/* The phases of a turn, described in pips-chili-page.c. */
typedef enum
{
  PHASE_FIRST,
  PHASE_CHOOSE,
  PHASE_REENTER,
  PHASE_OVER,
} PipsChiliPagePhase;

/* The rows of the pad: row 0 has the names. */
enum
{
  ROW_HEADER,
  ROW_THROWS,
  ROW_FIELDS,
  ROW_BONUS = ROW_FIELDS + PIPS_CHILI_N_FIELDS,
  ROW_TOTAL,
  N_ROWS
};

struct _PipsChiliPage
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
  GtkMenuButton  *turn_button;
  GtkWidget      *roll_button;
  GtkWidget      *throw_button;
  GtkButton      *rethrow_button;
  GtkLabel       *cost_label;
  GtkWidget      *odds_box;
  GtkLabel       *odds_best_label;
  GtkLabel       *odds_label;
  GtkLabel       *odds_red_label;


  guint           n_players;


  /* Input not entered yet */
  gboolean        rethrow_mask[PIPS_CHILI_N_DICE];
  char           *problem;       /* why the dice as typed cannot be, in the rules' words */
  guint           judging : 1;
  guint           reentering : 1;
  guint           rolled_turn : 1;   /* the virtual dice began this turn: they throw again too */

  /* The odds of every keep (pips_chili_game_list_keep_odds()), for the state of input serial
   * odds_serial; asked off the main thread, for odds_asked. */
  GArray         *keep_odds;
  guint           keep_best;
  guint           odds_serial;
  guint           odds_asked;
};

/* pips-chili-page.c */
PipsChiliGame      *_pips_chili_page_get_game             (PipsChiliPage  *self);
PipsChiliPagePhase  _pips_chili_page_get_phase            (PipsChiliPage  *self);
guint               _pips_chili_page_get_selected         (PipsChiliPage  *self,
                                                           gboolean       *selected);
void                _pips_chili_page_set_accessible_label (gpointer        widget,
                                                           const char     *label);
void                _pips_chili_page_sync_entry           (PipsChiliPage  *self);
void                _pips_chili_page_update               (PipsChiliPage  *self);

/* pips-chili-page-sheet.c */
void                _pips_chili_page_build_pad            (PipsChiliPage  *self);
void                _pips_chili_page_update_pad           (PipsChiliPage  *self,
                                                           int             current,
                                                           GPtrArray      *options);

/* pips-chili-page-actions.c */
void                _pips_chili_page_class_actions_init   (GtkWidgetClass *widget_class);
void                _pips_chili_page_actions_init         (PipsChiliPage  *self);
const char         *_pips_chili_page_get_field_key        (PipsChiliField  field);

G_END_DECLS
