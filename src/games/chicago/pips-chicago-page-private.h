/* pips-chicago-page-private.h — what the files of the Chicago page share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-chicago-page.h"
#include "pips-chicago-rules.h"
#include "pips-dice-entry.h"

G_BEGIN_DECLS

/*
 * The page's phases, from the model and the input under way:
 *
 *   ROLL_OFF  one die each: who starts the game, or who of the tied is best or worst
 *   ENTER     type the dice of the next throw (the set-aside ones stay), or Roll
 *   CHOOSE    after a throw: set 1s and 6s aside and throw again, exchange 6s, stand or announce
 *   OVER      the ranking, the stake and "Copy Results"
 */
typedef enum
{
  PHASE_ROLL_OFF,
  PHASE_ENTER,
  PHASE_CHOOSE,
  PHASE_OVER,
} PipsChicagoPagePhase;

struct _PipsChicagoPage
{
  PipsGamePage    parent_instance;

  /* Template children */
  GtkBox          *layout;
  GtkWidget       *sheet_box;
  GtkLabel        *stack_label;
  GtkListBox      *players_list;
  GtkWidget       *rounds_title;
  GtkListBox      *rounds_list;
  GtkStack        *panel_stack;
  GtkLabel        *roll_off_title;
  GtkLabel        *roll_off_label;
  PipsDiceEntry   *die_entry;
  GtkLabel        *turn_title;
  GtkLabel        *announcement_label;
  GtkWidget       *last_box;
  GtkWidget       *last_dice;
  GtkLabel        *last_label;
  PipsDiceEntry   *entry;
  GtkLabel        *value_label;
  GtkLabel        *hint_label;
  GtkWidget       *roll_button;
  GtkWidget       *throw_button;
  GtkWidget       *again_button;
  GtkWidget       *exchange_button;
  GtkWidget       *stand_button;
  GtkMenuButton   *announce_button;
  GtkMenuButton   *overeager_button;
  GtkLabel        *odds_label;

  /* One row per player: the name, mats and rounds owed. */
  GtkWidget      **rows;
  GtkWidget      **stacks;
  GtkWidget      **counts;
  guint            n_players;

  /* The rounds shown, oldest first: what each row says (to rebuild only what changed). */
  GPtrArray       *round_keys;
  GPtrArray       *round_rows;

  /* Input not yet entered: typing the next throw, with these dice set aside. */
  gboolean         entering;
  gboolean         aside[PIPS_CHICAGO_N_DICE];

  /* The starter's odds were asked for this input serial (their answer shown when it came). */
  gboolean         odds_asked;
  guint            odds_serial;
};

/* pips-chicago-page.c */
PipsChicagoGame      *_pips_chicago_page_get_game   (PipsChicagoPage *self);
PipsChicagoPagePhase  _pips_chicago_page_get_phase  (PipsChicagoPage *self);
void                  _pips_chicago_page_sync_entry (PipsChicagoPage *self);
void                  _pips_chicago_page_update     (PipsChicagoPage *self);
char                 *_pips_chicago_page_dup_beat_odds_text     (PipsChicagoPage *self);
char                 *_pips_chicago_page_dup_announce_odds_text (PipsChicagoGame *game,
                                                                 GArray          *list,
                                                                 guint            hardest);

/* pips-chicago-page-actions.c */
void                  _pips_chicago_page_class_actions_init (GtkWidgetClass *widget_class);

G_END_DECLS
