/* pips-chip-bank.h — chips (or beer mats) in places that only ever move between them
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Room for ten players and the game's own places (the middle, the stack, the bank, out of the
 * game). */
#define PIPS_CHIP_BANK_MAX_PLACES 16

/**
 * PipsChipBank:
 * @n_places: the places in use: by convention the players first (0 … n_players − 1), then the
 *   game's own places
 * @total: every chip of the game; never changes after the setup
 * @chips: the chips in each place
 *
 * The chips or mats of a game — in the players' hands, in the middle, on a stack, in a bank, out
 * of the game — are the same thing in every game: a fixed number of chips that move between
 * places and are never made or lost. The bank is a plain value (no pointers), so a game state that
 * holds one can be copied, changed and thrown away when an event is refused.
 */
typedef struct
{
  guint  n_places;
  gint64 total;
  gint64 chips[PIPS_CHIP_BANK_MAX_PLACES];
} PipsChipBank;

void     pips_chip_bank_init     (PipsChipBank       *bank,
                                  guint               n_places);
void     pips_chip_bank_put      (PipsChipBank       *bank,
                                  guint               place,
                                  gint64              n);
gint64   pips_chip_bank_get      (const PipsChipBank *bank,
                                  guint               place);
gboolean pips_chip_bank_can_move (const PipsChipBank *bank,
                                  guint               from,
                                  gint64              n);
gboolean pips_chip_bank_move     (PipsChipBank       *bank,
                                  guint               from,
                                  guint               to,
                                  gint64              n);
gint64   pips_chip_bank_sum      (const PipsChipBank *bank,
                                  guint               first,
                                  guint               n);
gboolean pips_chip_bank_is_sound (const PipsChipBank *bank);

G_END_DECLS
