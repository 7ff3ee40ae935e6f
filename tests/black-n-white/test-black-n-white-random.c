/* test-black-n-white-random.c — random legal games of Black’n’White through the session
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include <string.h>

#include "black-n-white-test-utils.h"
#include "pips-test-standings.h"
#include "pips-black-n-white-rules.h"
#include "pips-dice.h"
#include "pips-session.h"
#include "pips-test-util.h"

#define SEED      20260314
/* No game comes near this; a game that does loops. */
#define MAX_EVENTS 5000

static const char * const names[] = { "Anna", "Ben", "Carla", "Dora", "Emil", NULL };

typedef struct
{
  guint events;
  guint refused;
  guint undo_redo;
  guint rolloffs;
  guint starter_picks;
  guint phase_2_starters;
  guint detailed;
  guint over_in_phase_1;
  guint longest;
} Stats;

#define BNW(session) PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session))

/* The session file without its "updated" line: the time of the last change is the only member
 * that may differ after an undo and a redo (it is a change, and saved as one). */
static char *
serialize_stable (PipsSession *session)
{
  g_autofree char *text = pips_session_serialize (session, NULL);
  g_autofree char *head = NULL;
  const char *updated = strstr (text, "\"updated\"");
  const char *end;

  g_assert_nonnull (updated);
  end = strchr (updated, '\n');
  g_assert_nonnull (end);
  head = g_strndup (text, updated - text);

  return g_strconcat (head, end, NULL);
}

static void
append (PipsSession *session,
        JsonObject  *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (event);
  if (!pips_session_append (session, event, &error))
    {
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), event);
      g_autofree char *json = json_to_string (node, FALSE);

      g_error ("A legal event was refused: %s: %s", json, error->message);
    }
}

static PipsBlackNWhiteDie
random_die (GRand *rand)
{
  return g_rand_boolean (rand) ? PIPS_BLACK_N_WHITE_DIE_BLACK : PIPS_BLACK_N_WHITE_DIE_WHITE;
}

static guint
random_face (GRand *rand)
{
  return g_rand_int_range (rand, 1, 7);
}

/* One legal event, as a table would enter it. */
static void
random_step (PipsSession *session,
             GRand       *rand,
             PipsRoller  *roller,
             Stats       *stats)
{
  PipsBlackNWhiteGame *game = BNW (session);
  g_autoptr(JsonObject) event = NULL;
  int current = pips_game_get_only_player (PIPS_GAME (game));

  switch (pips_black_n_white_game_get_awaiting (game))
    {
    case PIPS_BLACK_N_WHITE_AWAIT_STARTER:
      {
        g_autoptr(GArray) candidates = pips_black_n_white_game_dup_starter_candidates (game);

        g_assert_cmpint (current, ==, -1);
        g_assert_cmpuint (candidates->len, >=, 1);
        if (pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_2)
          {
            g_assert_cmpuint (candidates->len, >=, 2);
            stats->phase_2_starters++;
          }

        if (pips_black_n_white_game_get_random_starter (game))
          {
            event = pips_black_n_white_game_pick_starter (game, roller);
            stats->starter_picks++;
          }
        else
          event = pips_black_n_white_build_starter (
            g_array_index (candidates, guint, g_rand_int_range (rand, 0, candidates->len)), FALSE);
      }
      break;

    case PIPS_BLACK_N_WHITE_AWAIT_TENS:
      g_assert_cmpint (current, ==, pips_black_n_white_game_get_tens_chooser (game));
      event = pips_black_n_white_build_tens (current, random_die (rand));
      break;

    case PIPS_BLACK_N_WHITE_AWAIT_RESULT:
      {
        guint limit = pips_black_n_white_game_get_throw_limit (game);
        guint throws = g_rand_int_range (rand, 1, limit + 1);

        g_assert_cmpint (current, >=, 0);
        g_assert_cmpint (pips_black_n_white_game_get_player_state (game, current), ==,
                         PIPS_BLACK_N_WHITE_PLAYING);
        g_assert_cmpuint (limit, >=, 1);
        g_assert_cmpuint (limit, <=, 3);

        if (g_rand_int_range (rand, 0, 4) == 0)
          {
            /* Throw by throw: keep one die or throw both again. */
            PipsBlackNWhiteRoll rolls[3];

            for (guint i = 0; i < throws; i++)
              {
                PipsBlackNWhiteDie kept = PIPS_BLACK_N_WHITE_DIE_NONE;

                if (i > 0)
                  kept = g_rand_int_range (rand, 0, 3);
                rolls[i].kept = kept;
                rolls[i].black = kept == PIPS_BLACK_N_WHITE_DIE_BLACK ? rolls[i - 1].black
                                                                      : random_face (rand);
                rolls[i].white = kept == PIPS_BLACK_N_WHITE_DIE_WHITE ? rolls[i - 1].white
                                                                      : random_face (rand);
              }
            event = pips_black_n_white_build_result_with_rolls (current, rolls, throws);
            stats->detailed++;
          }
        else
          event = pips_black_n_white_build_result (current, random_face (rand), random_face (rand),
                                                   throws);
      }
      break;

    case PIPS_BLACK_N_WHITE_AWAIT_NOTHING:
    default:
      g_assert_not_reached ();
    }

  append (session, event);
}

/* An event the rules must refuse; refusing it changes nothing. */
static void
random_illegal (PipsSession *session,
                GRand       *rand,
                Stats       *stats)
{
  PipsBlackNWhiteGame *game = BNW (session);
  guint n_players = pips_session_get_n_players (session);
  int current = pips_game_get_only_player (PIPS_GAME (game));
  PipsBlackNWhiteAwait awaiting = pips_black_n_white_game_get_awaiting (game);
  g_autoptr(JsonObject) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = bnw_fingerprint (PIPS_GAME (game));
  /* Serializing is the slow part of this test: compare the whole file one time in eight. */
  g_autofree char *file_before = g_rand_int_range (rand, 0, 8) == 0 ? serialize_stable (session)
                                                                    : NULL;
  g_autofree char *after = NULL;
  g_autofree char *file_after = NULL;
  guint n_events = pips_session_get_n_events (session);
  guint cursor = pips_session_get_cursor (session);
  guint other = (MAX (current, 0) + 1 + g_rand_int_range (rand, 0, n_players - 1)) % n_players;
  guint player = current >= 0 ? (guint) current : other;

  switch (g_rand_int_range (rand, 0, 5))
    {
    case 0:
      /* Out of turn. */
      event = pips_black_n_white_build_result (other, 3, 4, 1);
      break;

    case 1:
      /* No such face. */
      event = pips_black_n_white_build_result (player, g_rand_boolean (rand) ? 0 : 7, 4, 1);
      break;

    case 2:
      /* Too many throws. */
      event = pips_black_n_white_build_result (player, 3, 4, awaiting == PIPS_BLACK_N_WHITE_AWAIT_RESULT
                                                             ? pips_black_n_white_game_get_throw_limit (game) + 1
                                                             : 4);
      break;

    case 3:
      /* A tens colour nobody may choose now. */
      event = pips_black_n_white_build_tens (awaiting == PIPS_BLACK_N_WHITE_AWAIT_TENS ? other : player,
                                             random_die (rand));
      break;

    case 4:
    default:
      /* A starter when none is to be chosen, or one without the most chips. */
      if (awaiting == PIPS_BLACK_N_WHITE_AWAIT_STARTER)
        {
          g_autoptr(GArray) candidates = pips_black_n_white_game_dup_starter_candidates (game);
          guint p;

          for (p = 0; p < n_players; p++)
            {
              gboolean candidate = FALSE;

              for (guint i = 0; i < candidates->len; i++)
                candidate |= g_array_index (candidates, guint, i) == p;
              if (!candidate)
                break;
            }
          if (p == n_players)
            return;
          event = pips_black_n_white_build_starter (p, FALSE);
        }
      else
        event = pips_black_n_white_build_starter (player, FALSE);
      break;
    }

  g_assert_false (pips_session_append (session, event, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == PIPS_GAME_ERROR);
  g_assert_cmpstr (error->message, !=, "");

  after = bnw_fingerprint (PIPS_GAME (game));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (pips_session_get_n_events (session), ==, n_events);
  g_assert_cmpuint (pips_session_get_cursor (session), ==, cursor);
  if (file_before != NULL)
    {
      file_after = serialize_stable (session);
      g_assert_cmpstr (file_before, ==, file_after);
    }
  stats->refused++;
}

static void
check_undo_redo (PipsSession *session,
                 Stats       *stats)
{
  PipsGame *game = pips_session_get_game (session);
  g_autofree char *file_before = serialize_stable (session);
  g_autofree char *before = bnw_fingerprint (game);
  g_autofree char *undone = NULL;
  g_autofree char *file_after = NULL;
  g_autofree char *after = NULL;

  g_assert_true (pips_session_undo (session));
  undone = bnw_fingerprint (game);
  /* Every event changes the state. */
  g_assert_cmpstr (undone, !=, before);
  bnw_assert_conserved (game);

  g_assert_true (pips_session_redo (session));
  file_after = serialize_stable (session);
  after = bnw_fingerprint (game);
  g_assert_cmpstr (file_before, ==, file_after);
  g_assert_cmpstr (before, ==, after);
  stats->undo_redo++;
}

static void
check_game_over (PipsSession *session)
{
  PipsBlackNWhiteGame *game = BNW (session);
  guint n_players = pips_session_get_n_players (session);
  g_autoptr(GArray) winners = pips_black_n_white_game_dup_winners (game);
  g_autoptr(GPtrArray) standings = pips_test_standings (PIPS_GAME (game));
  g_autoptr(JsonObject) event = pips_black_n_white_build_result (0, 1, 1, 1);
  g_autoptr(GError) error = NULL;
  guint n_lost = 0;
  guint n_won = 0;
  int loser = pips_black_n_white_game_get_loser (game);
  PipsTestStanding *last;

  g_assert_cmpint (loser, >=, 0);
  for (guint p = 0; p < n_players; p++)
    {
      switch (pips_black_n_white_game_get_player_state (game, p))
        {
        case PIPS_BLACK_N_WHITE_WON:
          g_assert_cmpuint (pips_black_n_white_game_get_chips (game, p), ==, 0);
          n_won++;
          break;

        case PIPS_BLACK_N_WHITE_LOST:
          g_assert_cmpint (loser, ==, p);
          g_assert_cmpuint (pips_black_n_white_game_get_chips (game, p), >, 0);
          n_lost++;
          break;

        case PIPS_BLACK_N_WHITE_PLAYING:
        default:
          g_assert_not_reached ();
        }
    }

  /* Exactly one loser; everyone else has won, in the order they left. */
  g_assert_cmpuint (n_lost, ==, 1);
  g_assert_cmpuint (n_won, ==, n_players - 1);
  g_assert_cmpuint (winners->len, ==, n_players - 1);
  g_assert_cmpuint (pips_black_n_white_game_get_middle (game), ==, 0);
  g_assert_cmpuint (pips_black_n_white_game_get_out (game) +
                    pips_black_n_white_game_get_chips (game, loser), ==,
                    pips_black_n_white_game_get_total_chips (game));

  g_assert_cmpuint (standings->len, ==, n_players);
  for (guint i = 0; i + 1 < standings->len; i++)
    {
      PipsTestStanding *s = g_ptr_array_index (standings, i);
      PipsTestStanding *t = g_ptr_array_index (standings, i + 1);

      g_assert_cmpuint (s->player, ==, g_array_index (winners, guint, i));
      g_assert_cmpuint (s->rank, <=, t->rank);
    }
  last = g_ptr_array_index (standings, n_players - 1);
  g_assert_cmpint (last->player, ==, loser);
  g_assert_cmpuint (last->rank, ==, n_players);

  g_assert_cmpint (pips_black_n_white_game_get_awaiting (game), ==, PIPS_BLACK_N_WHITE_AWAIT_NOTHING);
  g_assert_false (pips_session_append (session, event, &error));
  g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER);
}

static void
play_game (guint32  seed,
           Stats   *stats)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;
  guint n_players = g_rand_int_range (rand, 2, 6);
  const char *players[6] = { NULL, };
  guint n_events = 0;
  guint rolloff = 0;

  for (guint i = 0; i < n_players; i++)
    players[i] = names[i];

  json_object_set_int_member (options, "chips-per-player", g_rand_int_range (rand, 2, 5));
  json_object_set_string_member (options, "ties", g_rand_boolean (rand) ? "roll-off" : "later-worse");
  json_object_set_string_member (options, "starter", g_rand_boolean (rand) ? "random" : "table");

  session = pips_session_new ("black-n-white", players, options, &error);
  g_assert_no_error (error);

  while (!pips_session_get_is_over (session))
    {
      PipsBlackNWhiteGame *game = BNW (session);

      if (g_rand_int_range (rand, 0, 40) == 0)
        random_illegal (session, rand, stats);

      random_step (session, rand, roller, stats);
      n_events++;
      g_assert_cmpuint (n_events, <, MAX_EVENTS);

      /* Chips are conserved after every event. */
      bnw_assert_conserved (PIPS_GAME (game));

      if (pips_black_n_white_game_get_rolloff (game) > rolloff)
        stats->rolloffs++;
      rolloff = pips_black_n_white_game_get_rolloff (game);

      if (g_rand_int_range (rand, 0, 50) == 0)
        check_undo_redo (session, stats);
    }

  check_undo_redo (session, stats);
  check_game_over (session);

  if (pips_black_n_white_game_get_phase (BNW (session)) == PIPS_BLACK_N_WHITE_PHASE_1)
    stats->over_in_phase_1++;
  stats->events += n_events;
  stats->longest = MAX (stats->longest, n_events);
}

static void
test_random_games (void)
{
  Stats stats = { 0, };
  gint64 start = g_get_monotonic_time ();

  guint n_games = pips_test_random_games ();
  guint first = pips_test_random_first ();

  /* Game k plays from seed SEED + k − 1: PIPS_RANDOM_FIRST=k PIPS_RANDOM_GAMES=1 plays it alone. */
  for (guint i = first; i < first + n_games; i++)
    {
      pips_test_random_seed (i);
      play_game (SEED + i - 1, &stats);
    }
  pips_test_random_seed (0);

  g_test_message ("%u games, %u events (longest game %u), %u refused, %u undo/redo checks, "
                  "%u roll-offs, %u random starter picks, %u phase 2 starter choices, "
                  "%u results throw by throw, %u games over in phase 1, %.1f s",
                  n_games, stats.events, stats.longest, stats.refused, stats.undo_redo,
                  stats.rolloffs, stats.starter_picks, stats.phase_2_starters, stats.detailed,
                  stats.over_in_phase_1, (g_get_monotonic_time () - start) / 1e6);

  /* The games went through every part of the rules. */
  g_assert_cmpuint (stats.refused, >, 0);
  g_assert_cmpuint (stats.rolloffs, >, 0);
  g_assert_cmpuint (stats.starter_picks, >, 0);
  g_assert_cmpuint (stats.phase_2_starters, >, 0);
  g_assert_cmpuint (stats.detailed, >, 0);
  /* A game over in phase 1 takes a player who keeps every chip: about one game in a thousand. */
  if (n_games >= 1000)
    g_assert_cmpuint (stats.over_in_phase_1, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/black-n-white/random/games", test_random_games);

  return g_test_run ();
}
