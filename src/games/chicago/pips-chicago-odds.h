/* pips-chicago-odds.h — the odds of Chicago: the chance to beat an announcement
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-chicago-rules.h"

G_BEGIN_DECLS

/**
 * PipsChicagoAnnounceOdds:
 * @counting: the counting of an announcement the starter may make now
 * @direction: its direction
 * @value: its value (the dice counted so)
 * @beaten: the chance that one follower beats it within its attempts, playing their best
 * @beaten_by_any: the chance that at least one of the followers of the round does
 *
 * One announcement the starter can make with the dice at hand, and how hard it is to beat.
 */
typedef struct
{
  PipsChicagoCounting   counting;
  PipsChicagoDirection  direction;
  guint                 value;
  double                beaten;
  double                beaten_by_any;
} PipsChicagoAnnounceOdds;

gboolean  pips_chicago_game_get_beat_odds       (PipsChicagoGame *self,
                                                 double          *chance);
GArray   *pips_chicago_game_list_announce_odds  (PipsChicagoGame *self,
                                                 guint           *hardest);

G_END_DECLS
