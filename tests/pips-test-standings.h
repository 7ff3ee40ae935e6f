/* pips-test-standings.h — the standings as a plain array, for tests that index them
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-game.h"

typedef struct
{
  guint       player;
  guint       rank;
  int         score;   /* the value, where the unit is points */
  int         chips;   /* the value, where the unit is chips */
  const char *status;
  const char *detail;
  PipsStanding *standing;
} PipsTestStanding;

static inline void
pips_test_standing_free (PipsTestStanding *s)
{
  g_clear_object (&s->standing);
  g_free (s);
}

/* The game's standings, best first, as an array of PipsTestStanding. */
static inline GPtrArray *
pips_test_standings (PipsGame *game)
{
  g_autoptr(GListModel) model = pips_game_dup_standings (game);
  GPtrArray *array = g_ptr_array_new_with_free_func ((GDestroyNotify) pips_test_standing_free);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      PipsTestStanding *s = g_new0 (PipsTestStanding, 1);

      s->standing = g_list_model_get_item (model, i);
      s->player = pips_standing_get_player (s->standing);
      s->rank = pips_standing_get_rank (s->standing);
      if (pips_standing_get_unit (s->standing) == PIPS_UNIT_POINTS)
        s->score = pips_standing_get_value (s->standing);
      if (pips_standing_get_unit (s->standing) == PIPS_UNIT_CHIPS)
        s->chips = pips_standing_get_value (s->standing);
      s->status = pips_standing_get_status (s->standing);
      s->detail = pips_standing_get_detail (s->standing);
      g_ptr_array_add (array, s);
    }

  return array;
}
