/* pips-choice-page-private.h — what the files of the page of Choice share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   pips-choice-page.c          the page: its phases, the dice entry, the turn panel, the
 *                               layout and the life of the widget
 *   pips-choice-page-panel.c    the list of groupings, the joker buttons and the ranking
 *   pips-choice-page-sheet.c    the sheets: a card per player with its rows, discards, jokers
 *                               and total
 *   pips-choice-page-actions.c  the actions and their keys
 */

#pragma once

#include "pips-choice-page.h"
#include "pips-choice-rules.h"
#include "pips-dice-entry.h"

G_BEGIN_DECLS

/* The phases of a throw, described in pips-choice-page.c. */
typedef enum
{
  PHASE_THROW,
  PHASE_GROUP,
  PHASE_TERMINATOR,
  PHASE_KORREKTOR,
  PHASE_OVER,
} PipsChoicePagePhase;

/* One player's sheet. The widgets belong to the sheets box. */
typedef struct
{
  GtkWidget   *card;
  GtkLabel    *total;
  GtkLabel    *sum_marks[PIPS_CHOICE_N_SUMS];
  GtkLevelBar *sum_bars[PIPS_CHOICE_N_SUMS];
  GtkLabel    *sum_points[PIPS_CHOICE_N_SUMS];
  GtkLabel    *discard_values[PIPS_CHOICE_N_DISCARDS];
  GtkLevelBar *discard_bars[PIPS_CHOICE_N_DISCARDS];
  GtkLabel    *discard_marks[PIPS_CHOICE_N_DISCARDS];
  GtkLabel    *free_throws;
  GtkLabel    *jokers;
  GtkLabel    *breakdown;
} PipsChoicePageSheet;

struct _PipsChoicePage
{
  PipsGamePage      parent_instance;

  /* Template widgets */
  GtkBox           *layout;
  GtkWidget        *panel_clamp;
  GtkWidget        *sheets_box;
  GtkWidget        *switcher_box;
  GtkStack         *panel_stack;
  GtkLabel         *turn_title;
  PipsDiceEntry    *entry;
  GtkLabel         *hint_label;
  GtkLabel         *tapped_label;
  GtkWidget        *cancel_button;
  GtkWidget        *roll_button;
  GtkWidget        *throw_button;
  GtkWidget        *group_button;
  GtkWidget        *korrektor_apply_button;
  GtkWidget        *jokers_box;
  GtkButton        *terminator_button;
  GtkButton        *korrektor_button;
  GtkToggleButton  *three_one_button;
  GtkListBox       *groupings_list;
  GtkLabel         *odds_label;


  guint             n_players;
  PipsChoicePageSheet *sheets;
  GtkWidget       **switcher_buttons;
  int               shown;         /* the sheet shown at phone width */
  GPtrArray        *groupings;     /* the list shown, PipsChoiceGrouping */
  GArray           *grouping_odds; /* the expected change of each (pips_choice_game_list_grouping_odds())
                                    * for the state of input serial odds_serial */
  guint             odds_serial;
  guint             odds_asked;    /* the input serial + 1 they were last asked for */
  char             *end_odds;      /* the chance that the sheet ends, worded, for end_serial + 1 */
  guint             end_serial;

  /* Input not entered yet */
  guint             taps[PIPS_CHOICE_N_DICE];   /* dice tapped, in order */
  guint             n_taps;
  PipsChoicePagePhase entering;    /* PHASE_TERMINATOR or PHASE_KORREKTOR while typing, else
                                    * PHASE_THROW */
  guint             syncing : 1;
  gboolean          three_one;     /* the taps are three and one */
};

/* pips-choice-page.c */
PipsChoiceGame      *_pips_choice_page_get_game       (PipsChoicePage *self);
PipsChoicePagePhase  _pips_choice_page_get_phase      (PipsChoicePage *self);
PipsChoiceGrouping  *_pips_choice_page_dup_tapped     (PipsChoicePage *self,
                                                       GError        **error);
void                 _pips_choice_page_sync_entry     (PipsChoicePage *self);
void                 _pips_choice_page_update         (PipsChoicePage *self);
void                 _pips_choice_page_show_sheet     (PipsChoicePage *self,
                                                       int             player);

/* pips-choice-page-panel.c */
void                 _pips_choice_page_update_groupings (PipsChoicePage *self,
                                                         gboolean        group);
void                 _pips_choice_page_build_jokers     (PipsChoicePage *self);
void                 _pips_choice_page_update_jokers    (PipsChoicePage *self,
                                                         gboolean        group);
void                 _pips_choice_page_update_odds      (PipsChoicePage *self,
                                                         PipsChoicePagePhase phase);

/* pips-choice-page-sheet.c */
void                 _pips_choice_page_build_sheets   (PipsChoicePage *self);
void                 _pips_choice_page_update_sheets  (PipsChoicePage *self,
                                                       int             current);

/* pips-choice-page-actions.c */
void                 _pips_choice_page_class_actions_init (GtkWidgetClass *widget_class);
void                 _pips_choice_page_actions_init   (PipsChoicePage *self);

G_END_DECLS
