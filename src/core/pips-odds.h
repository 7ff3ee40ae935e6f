/* pips-odds.h — the throws of k dice as multisets of faces with their weights, for every game's odds
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The most dice any game throws at once (eight) and the most faces of a die. */
#define PIPS_ODDS_MAX_DICE  8
#define PIPS_ODDS_MAX_FACES 6

/**
 * PipsOddsOutcome:
 * @n_dice: the dice thrown
 * @n_faces: the faces of each die, numbered 1 … @n_faces
 * @counts: @counts[f] dice show the face f (1 … @n_faces); @counts[0] is 0
 * @faces: the faces in ascending order, @n_dice of them
 * @weight: how many of the @n_faces^@n_dice ordered throws show these faces: the multinomial
 *   @n_dice! / (@counts[1]! × … × @counts[@n_faces]!)
 *
 * One outcome of a throw of @n_dice alike dice, the order of the dice forgotten. The outcomes of
 * a throw are disjoint and their weights sum to @n_faces^@n_dice, so the chance of an outcome
 * is @weight / @n_faces^@n_dice, exactly.
 */
typedef struct
{
  guint   n_dice;
  guint   n_faces;
  guint8  counts[PIPS_ODDS_MAX_FACES + 1];
  guint8  faces[PIPS_ODDS_MAX_DICE];
  guint64 weight;
} PipsOddsOutcome;

guint64                 pips_odds_count_throws   (guint        n_dice,
                                                  guint        n_faces);
guint                   pips_odds_count_outcomes (guint        n_dice,
                                                  guint        n_faces);
const PipsOddsOutcome  *pips_odds_get_outcomes   (guint        n_dice,
                                                  guint        n_faces,
                                                  guint       *n_outcomes);
guint64                 pips_odds_multinomial    (const guint8 *counts,
                                                  guint        n_faces);
guint                   pips_odds_outcome_index  (const guint8 *counts,
                                                  guint        n_dice,
                                                  guint        n_faces);

G_END_DECLS
