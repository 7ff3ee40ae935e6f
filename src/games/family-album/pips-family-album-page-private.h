/* pips-family-album-page-private.h — what the files of the Family Album page share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-chip-counter.h"
#include "pips-dice-entry.h"
#include "pips-family-album-page.h"
#include "pips-family-album-rules.h"

G_BEGIN_DECLS

#define MAX_PLAYERS  PIPS_FAMILY_ALBUM_MAX_PLAYERS
/* The chip rows: the bank, then the players. */
#define N_CHIP_ROWS  (MAX_PLAYERS + 1)

struct _PipsFamilyAlbumPage
{
  PipsGamePage          parent_instance;


  /* Template widgets */
  AdwMultiLayoutView   *layout_view;
  GtkScrolledWindow    *scrolled_window;
  AdwPreferencesGroup  *chips_group;
  AdwPreferencesGroup  *album_group;
  GtkLabel             *turn_title;
  GtkStack             *turn_stack;
  AdwPreferencesGroup  *stake_group;
  AdwComboRow          *picture_row;
  AdwSpinRow           *stake_row;
  AdwSpinRow           *dice_row;
  AdwPreferencesGroup  *bets_group;
  GtkLabel             *throw_label;
  PipsDiceEntry        *dice_entry;
  GtkBox               *face_keypad;
  AdwPreferencesGroup  *throw_group;
  AdwPreferencesGroup  *last_group;
  GtkListBox           *last_list;

  /* Made once: the session's players do not change. */
  AdwActionRow         *chip_rows[N_CHIP_ROWS];
  PipsChipCounter      *blue_counters[N_CHIP_ROWS];
  PipsChipCounter      *red_counters[N_CHIP_ROWS];
  GtkWidget            *chip_values[N_CHIP_ROWS];
  GtkLabel             *chip_value_labels[N_CHIP_ROWS];
  AdwActionRow         *bet_rows[MAX_PLAYERS];
  GtkToggleButton      *yes_buttons[MAX_PLAYERS];
  GtkToggleButton      *no_buttons[MAX_PLAYERS];
  GtkSpinButton        *bet_spins[MAX_PLAYERS];
  AdwActionRow         *throw_rows[MAX_PLAYERS];
  GtkLabel             *throw_labels[MAX_PLAYERS];
  GPtrArray            *album_rows;

  /* The pictures the combo row offers, as indices into the album. */
  GtkStringList        *picture_model;
  guint                 picture_choices[PIPS_FAMILY_ALBUM_MAX_PICTURES];
  guint                 n_picture_choices;

  /* The entry under way belongs to this cursor of the session; any change starts it afresh. */
  guint                 input_cursor;
  gboolean              disposed;

  /* A stake, dice or bet typed was out of bounds in the event under way (cleared when idle):
   * the Return that typed it does not enter it, the player first sees what it became. */
  gboolean              typed_refused;
  guint                 typed_refused_idle;
};

/* pips-family-album-page.c */
PipsFamilyAlbumGame *_pips_family_album_page_get_game   (PipsFamilyAlbumPage *self);
void                 _pips_family_album_page_update     (PipsFamilyAlbumPage *self);
void                 _pips_family_album_page_reset_input (PipsFamilyAlbumPage *self);

/* pips-family-album-page-actions.c */
void                 _pips_family_album_page_class_actions_init (GtkWidgetClass *widget_class);
void                 _pips_family_album_page_update_actions (PipsFamilyAlbumPage *self);

/* pips-family-album-page.c: the stake, dice and bet fields */
gboolean             _pips_family_album_page_take_typed_refused (PipsFamilyAlbumPage *self);

/* pips-family-album-page.c: the album editor */
void                 _pips_family_album_page_edit_album (PipsFamilyAlbumPage *self);

G_END_DECLS
