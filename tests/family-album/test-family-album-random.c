/* test-family-album-random.c — seeded random legal games, checked after every event
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Game k plays with seed k. After every event chips are conserved (bank + players = the starting
 * total) and never negative, and the turn names the players who may act; every game ends or is
 * cut off after MAX_TURNS turns. Undo then redo gives the identical state: after every event in
 * the first UNDO_GAMES games, and after every 25th event in the others.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "pips-family-album-rules.h"
#include "pips-session.h"
#include "pips-test-util.h"

#define UNDO_GAMES 100
#define MAX_TURNS  300

static const char * const names[] = { "Anna", "Ben", "Clara", "David", NULL };

static char *
state_of (PipsSession *session)
{
  g_autofree char *summary = pips_session_summary_json (session);
  g_autofree char *text = pips_session_summary_text (session);

  return g_strconcat (summary, "\n", text, NULL);
}

static void
check_chips (PipsFamilyAlbumGame *game,
             guint                n_players)
{
  gint64 sum = pips_family_album_game_get_bank (game);

  g_assert_cmpint (pips_family_album_game_get_bank (game), >=, 0);
  for (guint p = 0; p < n_players; p++)
    {
      g_assert_cmpint (pips_family_album_game_get_chips (game, p), >=, 0);
      sum += pips_family_album_game_get_chips (game, p);
    }
  g_assert_cmpint (sum, ==, pips_family_album_game_get_total_chips (game));
}

typedef struct
{
  guint n_ended;
  guint n_cut;
  guint n_events;
  guint n_bonus;
  guint n_ended_inside;
  guint n_undo_checks;
} Counts;

static void
play (guint32  seed,
      Counts  *counts)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  guint n_players = 2 + seed % 3;
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;
  PipsFamilyAlbumGame *game;
  guint n = 0;

  for (guint p = 0; p < n_players; p++)
    players[p] = g_strdup (names[p]);
  json_object_set_int_member (options, PIPS_FAMILY_ALBUM_OPTION_BANK_RED, (seed * 7) % 81);
  session = pips_session_new ("family-album", (const char * const *) players, options, &error);
  g_assert_no_error (error);
  game = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
  check_chips (game, n_players);

  while (!pips_game_is_over (PIPS_GAME (game)))
    {
      g_autoptr(JsonObject) event = NULL;
      g_autofree char *before = NULL;
      gboolean check_undo = seed <= UNDO_GAMES || n % 25 == 0;
      PipsTurn turn;

      if (pips_family_album_game_get_turn_number (game) > MAX_TURNS)
        {
          counts->n_cut++;
          return;
        }

      event = pips_game_build_random_event (PIPS_GAME (game), roller);
      g_assert_nonnull (event);
      pips_game_get_turn (PIPS_GAME (game), &turn);
      g_assert_true (pips_turn_expects (&turn, json_object_get_string_member (event, "type")));
      if (g_str_equal (json_object_get_string_member (event, "type"), "bets"))
        g_assert_cmpuint (pips_turn_get_n_players (&turn), ==, n_players - 1);

      before = check_undo ? state_of (session) : NULL;
      if (!pips_session_append (session, event, &error))
        g_error ("seed %u, event %u: the game's own random event was refused: %s", seed, n, error->message);
      n++;
      check_chips (game, n_players);

      if (check_undo)
        {
          g_autofree char *after = state_of (session);
          g_autofree char *undone = NULL;
          g_autofree char *redone = NULL;

          g_assert_true (pips_session_undo (session));
          undone = state_of (session);
          g_assert_cmpstr (undone, ==, before);
          g_assert_true (pips_session_redo (session));
          redone = state_of (session);
          g_assert_cmpstr (redone, ==, after);
          counts->n_undo_checks++;
        }
    }

  counts->n_ended++;
  counts->n_events += n;
  for (guint i = 0; i < pips_family_album_game_get_n_throws (game); i++)
    {
      const PipsFamilyAlbumThrow *t = pips_family_album_game_get_throw (game, i);

      if (t->n_lines > 0 && t->lines[t->n_lines - 1].kind == PIPS_FAMILY_ALBUM_LINE_BONUS)
        counts->n_bonus++;
      if (t->ends_game && t->n_lines < n_players)
        counts->n_ended_inside++;
    }
}

static void
test_random (void)
{
  Counts counts = { 0, };
  guint n_games = pips_test_random_games ();
  guint first = pips_test_random_first ();

  for (guint32 seed = first; seed < first + n_games; seed++)
    {
      pips_test_random_seed (seed);
      play (seed, &counts);
    }
  pips_test_random_seed (0);

  g_test_message ("%u games ended, %u cut off after %u turns; %u events, %u bonuses, %u ended "
                  "inside a settlement, %u undo checks", counts.n_ended, counts.n_cut, MAX_TURNS,
                  counts.n_events, counts.n_bonus, counts.n_ended_inside, counts.n_undo_checks);
  g_assert_cmpuint (counts.n_ended + counts.n_cut, ==, n_games);
  /* Random play reaches the rare paths too. */
  g_assert_cmpuint (counts.n_ended, >, n_games * 9 / 10);
  g_assert_cmpuint (counts.n_bonus, >, 0);
  g_assert_cmpuint (counts.n_ended_inside, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/family-album/random", test_random);

  return g_test_run ();
}
