/* pips-black-n-white-odds.h — the odds of Black'n'White: the chance to end lowest or highest
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-black-n-white-rules.h"

G_BEGIN_DECLS

/**
 * PipsBlackNWhiteOdds:
 * @now: after a throw, the chance that the dice at hand, kept as the result, end lowest (phase 1)
 *   or highest (phase 2) against the results on the table; −1 before the first throw
 * @best: the same chance with the best play of the throws left (the least chance in phase 1,
 *   the most in phase 2), stopping now included
 * @stop: whether stopping now is the best play
 * @keep: when throwing on is best: the die to keep (%PIPS_BLACK_N_WHITE_DIE_NONE: throw both)
 *
 * What the player to throw may expect, against the results already on the table: the players
 * after them in the round are not counted, so for the round's last player it is the chance to
 * take the chip (phase 1) or to put one out (phase 2), and for the first it is 1.
 */
typedef struct
{
  double             now;
  double             best;
  gboolean           stop;
  PipsBlackNWhiteDie keep;
} PipsBlackNWhiteOdds;

gboolean  pips_black_n_white_game_get_odds  (PipsBlackNWhiteGame *self,
                                             guint                throws,
                                             guint                black,
                                             guint                white,
                                             PipsBlackNWhiteOdds *odds);

G_END_DECLS
