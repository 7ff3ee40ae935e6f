/* pips-chili-demo.c — Chili Dice: believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pips-demo.h"
#include "pips-chili-demo.h"
#include "pips-chili-rules.h"

/* Plays like a sensible player: one rethrow of the dice that do not match the most common face,
 * then the best-scoring free field. */
static void
play_turn (PipsSession *session,
           PipsRoller  *roller,
           gboolean     score)
{
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  gboolean thrown[PIPS_CHILI_N_DICE];
  guint counts[7];
  guint common = 1;
  g_autoptr(GPtrArray) scores = NULL;
  PipsChiliScoreOption *best = NULL;

  pips_demo_append (session, pips_chili_game_build_roll (game, roller, NULL));

  pips_chili_game_get_dice (game, faces, red, thrown);
  pips_dice_count (faces, PIPS_CHILI_N_DICE, counts);
  for (guint k = 1; k <= 6; k++)
    if (counts[k] * k > counts[common] * common)
      common = k;

  if (pips_chili_game_can_rethrow (game) && counts[common] < PIPS_CHILI_N_DICE)
    {
      gboolean rethrow[PIPS_CHILI_N_DICE];

      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        rethrow[i] = faces[i] != common;
      pips_demo_append (session, pips_chili_game_build_roll (game, roller, rethrow));
    }

  if (!score)
    return;

  scores = pips_chili_game_list_scores (game);
  for (guint i = 0; i < scores->len; i++)
    {
      PipsChiliScoreOption *option = g_ptr_array_index (scores, i);

      if (best == NULL || option->points > best->points)
        best = option;
    }
  g_assert (best != NULL);
  pips_demo_append (session, json_object_ref (best->event));
}

/**
 * pips_demo_chili_game:
 * @n_turns: turns to play
 * @end_after_throw: whether the next player then throws (so the page shows dice to score)
 */
PipsSession *
pips_demo_chili_game (guint32             seed,
                      const char * const *players,
                      guint               n_turns,
                      gboolean            end_after_throw)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  session = pips_session_new ("chili", players, NULL, &error);
  g_assert_no_error (error);

  for (guint t = 0; t < n_turns && !pips_session_get_is_over (session); t++)
    play_turn (session, roller, TRUE);

  if (end_after_throw && !pips_session_get_is_over (session))
    play_turn (session, roller, FALSE);

  return session;
}

PipsSession *
pips_chili_demo_game (void)
{
  return pips_demo_chili_game (8, (const char *[]) { "Anna", "Ben", "Clara", NULL }, 10, TRUE);
}

PipsSession *
pips_chili_demo_finished_game (void)
{
  return pips_demo_chili_game (3, (const char *[]) { "Jonas", "Mia", NULL }, 40, FALSE);
}
