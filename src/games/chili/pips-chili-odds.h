/* pips-chili-odds.h — the odds of Chili Dice: what a throw of the dice chosen may bring
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-chili-rules.h"

G_BEGIN_DECLS

/**
 * PipsChiliKeepOdds:
 * @rethrow: bit i set: the die at place i is thrown again
 * @turn: for each kept die that may be turned (pips_chili_game_can_turn()), the face it is
 *   turned to before the throw, or 0 to keep its red face; 0 for every other die
 * @expected_points: the expected points the best free field takes after the throw, the red
 *   faces of the new throw turned where it pays
 * @run: the chance that the dice show a Run after the throw, as they lie (before any turning)
 * @set: … a Set
 * @little_pepper: … a Little Pepper (six 1s, 2s or 3s)
 * @big_pepper: … a Big Pepper (six 4s, 5s or 6s)
 * @hot_pepper: … a Hot Pepper (six red faces)
 * @red: @red[k] (k 1–6): the chance that a red k shows after the throw, doubling the k field
 *
 * What one throw of the dice @rethrow may bring. Every chance and the expectation are exact:
 * sums of integer counts of throws (and of the ways the dice not known yet can lie) over their
 * total, in one division.
 */
typedef struct
{
  guint   rethrow;
  guint8  turn[PIPS_CHILI_N_DICE];
  double  expected_points;
  double  run;
  double  set;
  double  little_pepper;
  double  big_pepper;
  double  hot_pepper;
  double  red[7];
} PipsChiliKeepOdds;

gboolean  pips_chili_game_get_keep_odds   (PipsChiliGame      *self,
                                           guint               rethrow,
                                           const guint8       *turn,
                                           PipsChiliKeepOdds  *odds);
GArray   *pips_chili_game_list_keep_odds  (PipsChiliGame      *self,
                                           guint              *best);

G_END_DECLS
