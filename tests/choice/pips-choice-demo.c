/* pips-choice-demo.c — Choice: believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pips-demo.h"
#include "pips-choice-demo.h"
#include "pips-choice-rules.h"

/* A Choice sheet well under way that a player would show: of a few random games, the one whose
 * sheet scores best (random play marks rows thinly, and a row with few marks costs 200). */
PipsSession *
pips_choice_demo_game (void)
{
  PipsSession *best = NULL;
  gint64 best_value = G_MININT64;

  for (guint32 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game (pips_choice_game_info.id, seed,
                                                              (const char *[]) { "Lena", NULL },
                                                              30 + seed % 4 * 8);
      g_autoptr(GListModel) standings = NULL;
      g_autoptr(PipsStanding) first = NULL;

      if (pips_session_get_is_over (session))
        continue;
      standings = pips_game_dup_standings (pips_session_get_game (session));
      first = g_list_model_get_item (standings, 0);
      if (first != NULL && pips_standing_get_value (first) > best_value)
        {
          best_value = pips_standing_get_value (first);
          g_clear_object (&best);
          best = g_steal_pointer (&session);
        }
    }
  g_assert_nonnull (best);

  return best;
}

/* Random legal events to the end (pips_demo_finished_game()). */
PipsSession *
pips_choice_demo_finished_game (void)
{
  return NULL;
}
