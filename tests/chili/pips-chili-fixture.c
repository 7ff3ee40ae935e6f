/* pips-chili-fixture.c — Chili Dice sessions as the fixture of the shared tests (the session,
 * the store, the shell): a table, and random legal play
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pips-chili-fixture.h"
#include "pips-chili-rules.h"

static const char * const names[] = {
  "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hannes", NULL
};

PipsSession *
pips_test_chili_session (guint n_players)
{
  g_autoptr(GError) error = NULL;
  const char *players[G_N_ELEMENTS (names)] = { NULL };
  PipsSession *session;

  g_assert_cmpuint (n_players, <, G_N_ELEMENTS (names));
  for (guint i = 0; i < n_players; i++)
    players[i] = names[i];

  session = pips_session_new ("chili", players, NULL, &error);
  g_assert_no_error (error);

  return session;
}

/* Plays one random legal event of the player to act: a throw, a rethrow of a random set of dice
 * or a score in a random free field. */
gboolean
pips_test_chili_random_step (PipsSession *session,
                             GRand       *rand,
                             PipsRoller  *roller)
{
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  g_autoptr(JsonObject) event = NULL;
  g_autoptr(GError) error = NULL;

  if (pips_session_get_is_over (session))
    return FALSE;

  if (!pips_chili_game_get_has_thrown (game))
    event = pips_chili_game_build_roll (game, roller, NULL);
  else if (pips_chili_game_can_rethrow (game) && g_rand_boolean (rand))
    {
      gboolean rethrow[PIPS_CHILI_N_DICE];
      gboolean any = FALSE;

      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        any |= (rethrow[i] = g_rand_boolean (rand));
      if (!any)
        rethrow[g_rand_int_range (rand, 0, PIPS_CHILI_N_DICE)] = TRUE;
      event = pips_chili_game_build_roll (game, roller, rethrow);
    }
  else
    {
      g_autoptr(GPtrArray) scores = pips_chili_game_list_scores (game);
      PipsChiliScoreOption *option;

      g_assert_cmpuint (scores->len, >, 0);
      option = g_ptr_array_index (scores, g_rand_int_range (rand, 0, scores->len));
      event = json_object_ref (option->event);
    }

  g_assert_true (pips_session_append (session, event, &error));
  g_assert_no_error (error);

  return TRUE;
}

PipsSession *
pips_test_chili_random_game (guint32 seed,
                             guint   n_players,
                             guint   max_events)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  PipsSession *session = pips_test_chili_session (n_players);

  for (guint i = 0; i < max_events; i++)
    {
      if (!pips_test_chili_random_step (session, rand, roller))
        break;
    }

  return session;
}

