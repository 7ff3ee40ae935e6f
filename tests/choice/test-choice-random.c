/* test-choice-random.c — seeded random legal games, checked after every event
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game has its own seed (1, 2, 3 …) and one to four sheets. After every event: each
 * total is its rows, counted again from the marks, plus 100 per unused joker; no discard value
 * has more than eight marks, at most three are fixed, and a sheet has ended exactly when one has
 * eight; undo gives the state before and redo the state after (after every event of the first
 * 300 games, and of every sixteenth event after that: an undo replays the whole log). Every game
 * ends. PIPS_RANDOM_GAMES=N plays N games (a few hundred by default, 10 000 with
 * `build-aux/dev test --full`), PIPS_RANDOM_FIRST=k PIPS_RANDOM_GAMES=1 game k alone; with -m thorough every game checks undo and redo
 * after every event.
 */

#define G_LOG_DOMAIN "pips-choice-test"

#include "config.h"

#include <locale.h>
#include <string.h>

#include "pips-session.h"
#include "pips-test-util.h"
#include "test-choice-util.h"

#define MAX_EVENTS 2000

static const char * const names[] = { "Anna", "Ben", "Clara", "David", NULL };

static void
check_invariants (PipsChoiceGame *choice)
{
  PipsGame *game = PIPS_GAME (choice);
  gboolean any_running = FALSE;

  for (guint p = 0; p < pips_game_get_n_players (game); p++)
    {
      int rows = 0;
      guint jokers_left = 0;
      guint marks = 0;
      gboolean eight = FALSE;

      for (guint s = 2; s <= 12; s++)
        {
          guint c = pips_choice_game_get_marks (choice, p, s);
          guint v = pips_choice_sum_value (s);

          marks += c;
          rows += c == 0 ? 0 : c < 5 ? -200 : (int) (MIN (c, 10) - 5) * (int) v;
        }
      for (guint j = 0; j < PIPS_CHOICE_N_JOKERS; j++)
        jokers_left += !pips_choice_game_get_joker_used (choice, p, j);

      g_assert_cmpuint (marks, ==, 2 * pips_choice_game_get_throws (choice, p));
      g_assert_cmpint (pips_choice_game_get_rows_total (choice, p), ==, rows);
      g_assert_cmpint (pips_choice_game_get_total (choice, p), ==,
                       rows + (pips_choice_game_get_jokers_allowed (choice) ? 100 * (int) jokers_left : 0));

      g_assert_cmpuint (pips_choice_game_get_n_discards (choice, p), <=, 3);
      {
        guint recorded = 0;

        for (guint i = 0; i < pips_choice_game_get_n_discards (choice, p); i++)
          {
            guint m = pips_choice_game_get_discard_marks (choice, p, i);

            g_assert_cmpuint (m, >=, 1);
            g_assert_cmpuint (m, <=, PIPS_CHOICE_DISCARD_LIMIT);
            eight |= m == PIPS_CHOICE_DISCARD_LIMIT;
            recorded += m;
            for (guint k = 0; k < i; k++)
              g_assert_cmpuint (pips_choice_game_get_discard_value (choice, p, k), !=,
                                pips_choice_game_get_discard_value (choice, p, i));
          }
        g_assert_cmpuint (recorded + pips_choice_game_get_free_throws (choice, p), ==,
                          pips_choice_game_get_throws (choice, p));
      }
      g_assert_cmpint (pips_choice_game_get_sheet_over (choice, p), ==, eight);
      any_running |= !eight;
    }

  g_assert_cmpint (pips_game_is_over (game), ==, !any_running && !pips_game_get_ended (game));
  if (!pips_game_is_over (game))
    g_assert_false (pips_choice_game_get_sheet_over (choice, pips_choice_game_get_current (choice)));
}

static char *
state_of (PipsSession *session)
{
  g_autofree char *summary = pips_session_summary_json (session);

  return g_strconcat (summary, NULL);
}

static void
play (guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  guint n_players = g_rand_int_range (rand, 1, 5);
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  PipsGame *game;
  guint n_events = 0;

  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (names[i]);
  json_object_set_boolean_member (options, PIPS_CHOICE_OPTION_JOKERS, seed % 4 != 0);
  session = pips_session_new ("choice", (const char * const *) players, options, &error);
  g_assert_no_error (error);
  game = pips_session_get_game (session);

  while (!pips_game_is_over (game))
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (game, roller);
      gboolean check_undo = seed <= 300 || n_events % 16 == 0 || g_test_thorough ();
      g_autofree char *before = check_undo ? state_of (session) : NULL;
      g_autofree char *after = NULL;
      g_autofree char *redone = NULL;
      g_autofree char *undone = NULL;

      g_assert_nonnull (event);
      if (!pips_session_append (session, event, &error))
        g_error ("seed %u, event %u: %s", seed, n_events, error->message);
      n_events++;
      g_assert_cmpuint (n_events, <, MAX_EVENTS);
      check_invariants (PIPS_CHOICE_GAME (game));
      if (!check_undo)
        continue;

      after = state_of (session);
      g_assert_true (pips_session_undo (session));
      game = pips_session_get_game (session);
      undone = state_of (session);
      g_assert_cmpstr (undone, ==, before);
      g_assert_true (pips_session_redo (session));
      game = pips_session_get_game (session);
      redone = state_of (session);
      g_assert_cmpstr (redone, ==, after);
    }
}

static void
test_random (void)
{
  guint n = pips_test_random_games ();
  guint first = pips_test_random_first ();

  for (guint32 seed = first; seed < first + n; seed++)
    {
      pips_test_random_seed (seed);
      play (seed);
    }
  pips_test_random_seed (0);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/choice/random/games", test_random);

  return g_test_run ();
}
