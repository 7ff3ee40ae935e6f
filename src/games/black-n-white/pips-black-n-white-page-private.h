/* pips-black-n-white-page-private.h — what the files of the Black’n’White page share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-black-n-white-page.h"
#include "pips-black-n-white-rules.h"
#include "pips-chip-counter.h"
#include "pips-dice-entry.h"
#include "pips-die.h"

G_BEGIN_DECLS

#define MAX_PLAYERS   PIPS_BLACK_N_WHITE_MAX_PLAYERS
#define MAX_THROWS    PIPS_BLACK_N_WHITE_MAX_THROWS
#define BLACK_DIE     0
#define WHITE_DIE     1
#define N_DICE        2
/* Chips drawn at most per counter (the number always says how many). */
#define MAX_DRAWN     15
#define MAX_DRAWN_PLAYER 5

struct _PipsBlackNWhitePage
{
  PipsGamePage          parent_instance;


  /* Template widgets */
  AdwMultiLayoutView   *layout_view;
  GtkScrolledWindow    *scrolled_window;
  GtkLabel             *phase_label;
  GtkLabel             *phase_description;
  PipsChipCounter      *middle_counter;
  PipsChipCounter      *out_counter;
  AdwWrapBox           *players_box;
  GtkLabel             *turn_title;
  GtkWidget            *facts_box;
  GtkLabel             *limit_label;
  GtkLabel             *tens_label;
  GtkStack             *turn_stack;
  PipsDiceEntry        *dice_entry;
  GtkLabel             *entry_hint;
  GtkWidget            *throws_box;
  GtkWidget            *throws_1_button;
  GtkWidget            *throws_2_button;
  GtkWidget            *throws_3_button;
  GtkLabel             *preview_label;
  GtkLabel             *odds_label;
  GtkWidget            *roll_button;
  GtkWidget            *enter_button;
  GtkLabel             *tens_prompt;
  GtkWidget            *tens_black_button;
  GtkWidget            *tens_white_button;
  PipsDie              *tens_black_first;
  PipsDie              *tens_black_second;
  PipsDie              *tens_white_first;
  PipsDie              *tens_white_second;
  GtkLabel             *tens_black_value;
  GtkLabel             *tens_white_value;
  GtkLabel             *starter_prompt;
  AdwWrapBox           *starter_box;
  GtkWidget            *random_button;
  GtkWidget            *round_box;
  GtkLabel             *round_title;
  GtkListBox           *results_list;
  GtkLabel             *waiting_label;
  GtkWidget            *last_box;
  AdwExpanderRow       *last_row;

  /* One of each per player, made once: the session's players do not change. */
  GtkWidget            *player_cells[MAX_PLAYERS];
  PipsChipCounter      *player_counters[MAX_PLAYERS];
  GtkLabel             *player_status[MAX_PLAYERS];
  GtkWidget            *starter_buttons[MAX_PLAYERS];
  GPtrArray            *last_rows;

  /* The result being entered; not game state until the session accepts it. */
  guint                 input_cursor;   /* the session's cursor the input belongs to */
  guint                 throws;
  PipsBlackNWhiteRoll   rolls[MAX_THROWS];
  guint                 n_rolls;
  PipsBlackNWhiteDie    kept;
  gboolean              clear_after_roll;

  gboolean              disposed;
};

/* pips-black-n-white-page.c */
PipsBlackNWhiteGame *_pips_black_n_white_page_get_game              (PipsBlackNWhitePage *self);
char                *_pips_black_n_white_page_format_throws         (guint                throws);

/* pips-black-n-white-page-table.c: showing the game */
void                 _pips_black_n_white_page_update                (PipsBlackNWhitePage *self);
void                 _pips_black_n_white_page_create_player_widgets (PipsBlackNWhitePage *self);

/* pips-black-n-white-page-entry.c: the dice entry, and the actions */
void                 _pips_black_n_white_page_sync_entry            (PipsBlackNWhitePage *self);
void                 _pips_black_n_white_page_reset_input           (PipsBlackNWhitePage *self);
void                 _pips_black_n_white_page_update_result_panel   (PipsBlackNWhitePage *self);
char                *_pips_black_n_white_page_dup_odds_text         (PipsBlackNWhitePage *self);
void                 _pips_black_n_white_page_update_actions        (PipsBlackNWhitePage *self);
void                 _pips_black_n_white_page_class_actions_init    (GtkWidgetClass *widget_class);
void                 _pips_black_n_white_page_actions_init          (PipsBlackNWhitePage *self);

G_END_DECLS
