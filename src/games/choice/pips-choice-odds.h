/* pips-choice-odds.h — the odds of Choice: what a grouping brings with the next throw, and the end
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-choice-rules.h"

G_BEGIN_DECLS

gboolean  pips_choice_game_get_grouping_odds  (PipsChoiceGame            *self,
                                               const PipsChoiceGrouping  *grouping,
                                               double                    *expected);
GArray   *pips_choice_game_list_grouping_odds (PipsChoiceGame            *self,
                                               GPtrArray                 *groupings);
gboolean  pips_choice_game_get_end_odds       (PipsChoiceGame            *self,
                                               guint                      player,
                                               guint                      n_throws,
                                               double                    *soonest,
                                               double                    *latest);

G_END_DECLS
