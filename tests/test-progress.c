/* test-progress.c — how a game went (PipsProgress), for every game of the registry
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The chart's series are checked on the model: in seeded random games of every game, and on
 * every session file of tests/data/, each point is the standings of the same session taken back
 * to that point (by undo, another way to the same state), the rounds go up one by one, and the
 * last point is where the game stands. Games with a set number of rounds finished to their end
 * have a point for each round.
 */

#include "config.h"

#include <locale.h>

#include "pips-game.h"
#include "pips-progress.h"
#include "pips-registry.h"
#include "pips-session.h"

#define N_SEEDS    8
#define MAX_EVENTS 4000

static const char * const names[] = {
  "Anna", "Ben", "Clara", "David", "Emil", "Frieda", NULL,
};

/* Every player's value and rank in @session now, from its standings. */
static void
read_standings (PipsSession *session,
                gint64      *values,
                guint       *ranks)
{
  g_autoptr(GListModel) standings = pips_game_dup_standings (pips_session_get_game (session));
  guint n_players = pips_session_get_n_players (session);

  g_assert_cmpuint (g_list_model_get_n_items (standings), ==, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);

      values[pips_standing_get_player (standing)] = pips_standing_get_value (standing);
      ranks[pips_standing_get_player (standing)] = pips_standing_get_rank (standing);
    }
}

static void
check_progress (PipsSession *session)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsProgress) progress = pips_progress_new_for_session (session, &error);
  guint n_players = pips_session_get_n_players (session);
  guint cursor = pips_session_get_cursor (session);
  PipsGame *game = pips_session_get_game (session);
  guint n_points;
  gint64 values[PIPS_GAME_MAX_PLAYERS];
  guint ranks[PIPS_GAME_MAX_PLAYERS];
  gint64 min, max;

  g_assert_no_error (error);
  g_assert_nonnull (progress);
  g_assert_cmpuint (pips_progress_get_n_players (progress), ==, n_players);
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpstr (pips_progress_get_player_name (progress, p), ==,
                     pips_session_get_players (session)[p]);

  n_points = pips_progress_get_n_points (progress);
  g_assert_cmpuint (n_points, >=, 1);
  g_test_message ("%s, %u events: %u points, rounds %u to %u", pips_session_get_game_id (session),
                  cursor, n_points, pips_progress_get_round (progress, 0),
                  pips_progress_get_round (progress, n_points - 1));

  /* The last point is the game as it stands. */
  g_assert_cmpuint (pips_progress_get_cursor (progress, n_points - 1), ==, cursor);
  read_standings (session, values, ranks);
  for (guint p = 0; p < n_players; p++)
    {
      g_assert_cmpint (pips_progress_get_value (progress, n_points - 1, p), ==, values[p]);
      g_assert_cmpuint (pips_progress_get_rank (progress, n_points - 1, p), ==, ranks[p]);
    }

  /* A game of set rounds, played to its end, has a point for each. */
  if (pips_game_get_n_rounds (game) > 0 && pips_game_is_over (game) && !pips_game_get_ended (game))
    g_assert_cmpuint (n_points, ==, pips_game_get_n_rounds (game));

  g_assert_true (pips_progress_get_range (progress, &min, &max));
  g_assert_cmpint (min, <=, max);

  /* Each point, walking back by undo: the standings of the session at that point. */
  for (guint i = n_points; i-- > 0;)
    {
      guint at = pips_progress_get_cursor (progress, i);

      if (i + 1 < n_points)
        {
          g_assert_cmpuint (at, <, pips_progress_get_cursor (progress, i + 1));
          g_assert_cmpuint (pips_progress_get_round (progress, i), <,
                            pips_progress_get_round (progress, i + 1));
        }
      g_assert_cmpuint (pips_progress_get_round (progress, i), >=, 1);

      while (pips_session_get_cursor (session) > at)
        g_assert_true (pips_session_undo (session));

      read_standings (session, values, ranks);
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpint (pips_progress_get_value (progress, i, p), ==, values[p]);
          g_assert_cmpint (min, <=, values[p]);
          g_assert_cmpint (max, >=, values[p]);
        }
    }

  /* Back where it was. */
  while (pips_session_get_cursor (session) < cursor)
    g_assert_true (pips_session_redo (session));
}

static void
test_random (gconstpointer data)
{
  const PipsGameInfo *info = data;

  for (guint32 seed = 1; seed <= N_SEEDS; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
      guint n_players = g_rand_int_range (rand, info->min_players, MIN (info->max_players, 6) + 1);
      g_autoptr(PipsSession) session = NULL;
      g_autoptr(GPtrArray) setup = NULL;
      g_autoptr(GError) error = NULL;
      PipsGame *game;
      guint stop = seed % 3 == 0 ? g_rand_int_range (rand, 1, 200) : MAX_EVENTS;

      {
        g_auto(GStrv) players = g_new0 (char *, n_players + 1);

        for (guint i = 0; i < n_players; i++)
          players[i] = g_strdup (names[i]);
        session = pips_session_new (info->id, (const char * const *) players, NULL, &error);
        g_assert_no_error (error);
      }
      game = pips_session_get_game (session);
      setup = pips_game_list_setup_events (game, 0, FALSE);
      for (guint i = 0; i < setup->len; i++)
        g_assert_true (pips_session_append (session, g_ptr_array_index (setup, i), NULL));

      /* A game ended, or (every third seed) stopped in the middle: both have their points. */
      for (guint n = 0; n < stop && !pips_game_is_over (game); n++)
        {
          g_autoptr(JsonObject) event = pips_game_build_random_event (game, roller);

          g_assert_nonnull (event);
          g_assert_true (pips_session_append (session, event, NULL));
        }

      check_progress (session);
    }
}

/* Every session file of the game in tests/data/. */
static void
test_fixtures (gconstpointer data)
{
  const PipsGameInfo *info = data;
  const char *dir = g_test_get_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = g_strconcat (info->id, "-", NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(PipsSession) session = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_str_has_prefix (name, prefix) || !g_str_has_suffix (name, ".json"))
        continue;

      path = g_build_filename (dir, name, NULL);
      session = pips_session_new_from_file (path, &error);
      g_assert_no_error (error);
      check_progress (session);
      n++;
    }

  g_assert_cmpuint (n, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      g_autofree char *random_path = g_strdup_printf ("/progress/%s/random", info->id);
      g_autofree char *fixtures_path = g_strdup_printf ("/progress/%s/fixtures", info->id);

      g_test_add_data_func (random_path, info, test_random);
      g_test_add_data_func (fixtures_path, info, test_fixtures);
    }

  return g_test_run ();
}
