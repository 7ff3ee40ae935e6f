/* test-chicago-odds.c — Chicago's odds against every throw, and against figures worked by hand
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The brute force is written apart from the rules' code, for the default options (the "Pub
 * sheet": ties go to the earlier result, the 6er rule while a further attempt remains, three 6s
 * give two 1s, a Chic in any number of throws): every ordered throw of the dice not set aside,
 * every set of 1s and 6s set aside, every exchange of 6s. It ignores the rule that a follower
 * sets aside only what can still beat the announcement: what cannot beat it adds nothing to the
 * best chance.
 */

#include "config.h"

#include <math.h>

#include "pips-chicago-odds.h"
#include "pips-demo.h"

#define EPSILON 1e-12

static gboolean
brute_beats (const PipsChicagoAnnouncement *a,
             const guint8                  *faces,
             guint                          attempts)
{
  gboolean chic = faces[0] == 1 && faces[1] == 1 && faces[2] == 1;
  guint value;

  if (a->chic)
    return chic && attempts < a->attempts;
  if (chic)
    return TRUE;

  value = pips_chicago_count (faces, a->counting);
  return a->direction == PIPS_CHICAGO_UP ? value > a->value : value < a->value;
}

static double brute_turn (const PipsChicagoAnnouncement *a, const guint8 *faces,
                          const gboolean *aside, guint attempt, guint rethrow);

/* Throws the dice not in @aside in attempt @attempt + 1. */
static double
brute_throw (const PipsChicagoAnnouncement *a,
             const guint8                  *faces,
             const gboolean                *aside,
             guint                          attempt)
{
  guint n_throws = 1;
  double sum = 0;

  for (guint i = 0; i < 3; i++)
    if (!aside[i])
      n_throws *= 6;

  for (guint k = 0; k < n_throws; k++)
    {
      guint8 next[3];
      guint code = k;

      for (guint i = 0; i < 3; i++)
        {
          next[i] = faces[i];
          if (!aside[i])
            next[i] = 1 + code % 6, code /= 6;
        }
      if (brute_beats (a, next, attempt + 1))
        sum += 1;
      else if (attempt + 1 < a->attempts)
        sum += brute_turn (a, next, aside, attempt + 1, 0);
    }

  return sum / n_throws;
}

/* The best of every choice after attempt @attempt (0: before the first). @rethrow: the dice
 * (bits) that a 6er exchange just gave back, which the next throw throws (none: no exchange). */
static double
brute_turn (const PipsChicagoAnnouncement *a,
            const guint8                  *faces,
            const gboolean                *aside,
            guint                          attempt,
            guint                          rethrow)
{
  double best = 0;
  guint sixes = 0;

  for (guint mask = 0; mask < 8; mask++)
    {
      gboolean next_aside[3];
      gboolean ok = mask != 7;

      for (guint i = 0; i < 3; i++)
        {
          next_aside[i] = (mask >> i) & 1;
          if (aside[i] && !next_aside[i])
            ok = FALSE;
          if (next_aside[i] && !aside[i] && (attempt == 0 || (faces[i] != 1 && faces[i] != 6)))
            ok = FALSE;
          if (next_aside[i] && (rethrow >> i & 1))
            ok = FALSE;
        }
      if (ok)
        best = MAX (best, brute_throw (a, faces, next_aside, attempt));
    }

  for (guint i = 0; i < 3; i++)
    sixes += faces[i] == 6;
  if (rethrow == 0 && attempt >= 1 && attempt < a->attempts && sixes >= 2)
    {
      guint8 f[3];
      gboolean s[3];
      guint order[3], n = 0;

      memcpy (f, faces, sizeof f);
      memcpy (s, aside, sizeof s);
      for (guint pass = 0; pass < 2; pass++)
        for (guint i = 0; i < 3; i++)
          if (faces[i] == 6 && aside[i] == (pass == 0))
            order[n++] = i;
      f[order[0]] = 1, s[order[0]] = TRUE;
      s[order[1]] = FALSE;
      if (n == 3)
        f[order[1]] = 1, s[order[1]] = TRUE, s[order[2]] = FALSE;
      best = MAX (best, brute_turn (a, f, s, attempt, 1u << order[n == 3 ? 2 : 1]));
    }

  return best;
}

/* A follower's fresh turn, or one just after a throw, on seeded games. */
static void
test_follower_brute_force (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", NULL };
  guint checked = 0, fresh = 0;

  for (guint32 seed = 1; checked < 40 && seed < 3000; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("chicago", seed, players, 4 + seed % 40);
      PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
      g_autoptr(JsonObject) last = NULL;
      PipsChicagoAnnouncement a;
      PipsChicagoDice dice;
      double chance, brute;

      if (!pips_chicago_game_get_beat_odds (game, &chance))
        continue;
      pips_chicago_game_get_announcement (game, &a);
      pips_chicago_game_get_dice (game, &dice);
      last = pips_session_dup_event (session, pips_session_get_cursor (session) - 1);
      if (dice.attempt > 0 && !g_str_equal (json_object_get_string_member (last, "type"), "throw"))
        continue;   /* just after an exchange */

      checked++;
      fresh += dice.attempt == 0;
      if (dice.attempt > 0 && brute_beats (&a, dice.faces, dice.attempt))
        brute = 1;
      else if (dice.attempt >= a.attempts)
        brute = 0;
      else
        brute = brute_turn (&a, dice.faces, dice.aside, dice.attempt, 0);
      g_test_message ("seed %u: announcement %u %s %s in %u, attempt %u: %.6f", seed, a.value,
                      a.counting ? "100er" : "1er", a.direction ? "down" : "up", a.attempts,
                      dice.attempt, chance);
      g_assert_cmpfloat_with_epsilon (chance, brute, EPSILON);
    }
  g_assert_cmpuint (checked, ==, 40);
  g_assert_cmpuint (fresh, >, 5);
}

/* The starter's list: each announcement's chance is the follower's once it is made. */
static void
test_starter (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", NULL };
  guint checked = 0;

  for (guint32 seed = 1; checked < 20 && seed < 3000; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("chicago", seed, players, 2 + seed % 30);
      PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
      g_autoptr(GArray) list = NULL;
      guint hardest;
      int starter = pips_chicago_game_get_current_player (game);

      list = pips_chicago_game_list_announce_odds (game, &hardest);
      if (list->len == 0)
        continue;

      checked++;
      for (guint i = 0; i < list->len; i++)
        {
          const PipsChicagoAnnounceOdds *odds = &g_array_index (list, PipsChicagoAnnounceOdds, i);
          g_autoptr(JsonObject) event = pips_chicago_build_announce (starter, odds->counting, odds->direction);
          g_autoptr(GError) error = NULL;
          double chance;

          g_assert_cmpfloat (odds->beaten, >=, g_array_index (list, PipsChicagoAnnounceOdds, hardest).beaten);
          g_assert_cmpfloat (odds->beaten_by_any, >=, odds->beaten - EPSILON);
          pips_session_append (session, event, &error);
          g_assert_no_error (error);
          g_assert_true (pips_chicago_game_get_beat_odds (game, &chance));
          g_assert_cmpfloat_with_epsilon (chance, odds->beaten, EPSILON);
          g_assert_true (pips_session_undo (session));
        }
    }
  g_assert_cmpuint (checked, ==, 20);
}

/* Worked by hand: "4 down in 1" (1-1-2, 1er counting) is beaten in one throw only by 1-1-1,
 * 1/216; "17 up in 1" only by 6-6-6, 1/216, or a Chic: 2/216. */
static void
test_by_hand (void)
{
  PipsChicagoAnnouncement a = { .made = TRUE, .attempts = 1, .counting = PIPS_CHICAGO_COUNTING_ONES,
                                .direction = PIPS_CHICAGO_DOWN, .value = 4 };
  const guint8 none[3] = { 1, 1, 1 };
  const gboolean no_aside[3] = { FALSE, FALSE, FALSE };

  g_assert_cmpfloat_with_epsilon (brute_turn (&a, none, no_aside, 0, 0), 1.0 / 216, EPSILON);
  a.direction = PIPS_CHICAGO_UP;
  a.value = 17;
  g_assert_cmpfloat_with_epsilon (brute_turn (&a, none, no_aside, 0, 0), 2.0 / 216, EPSILON);
}

/* After a 6er exchange the other 6 is thrown again, in the odds as in the rules: Anna announces
 * "163 up in 2" (1-6-3, 100er counting); Ben throws 6-6-2 and exchanges, keeping a 1 and
 * throwing two dice once more. He beats 163 with a 1 among them (11 of 36), 6-6 (1) or a 6 with
 * a 4 or a 5 (4): 16/36, not the 4/6 of keeping the 6 and throwing one die. The brute force
 * agrees, and so does the starter's figure of the same announcement. */
static void
test_after_exchange (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new ("chicago", players, NULL, &error);
  PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
  PipsChicagoAnnouncement a = { .made = TRUE, .attempts = 2, .counting = PIPS_CHICAGO_COUNTING_HUNDREDS,
                                .direction = PIPS_CHICAGO_UP, .value = 163 };
  const guint8 faces[3] = { 6, 6, 2 };
  const gboolean no_aside[3] = { FALSE, FALSE, FALSE };
  const char *events[] = {
    "{\"type\":\"starter\",\"player\":0}",
    "{\"type\":\"throw\",\"player\":0,\"faces\":[1,6,2]}",
    "{\"type\":\"throw\",\"player\":0,\"faces\":[1,6,3],\"aside\":[0,1]}",
    "{\"type\":\"announce\",\"player\":0,\"counting\":\"100er\",\"direction\":\"up\"}",
    "{\"type\":\"throw\",\"player\":1,\"faces\":[6,6,2]}",
    "{\"type\":\"exchange\",\"player\":1}",
  };
  double chance;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (events[i], NULL);

      g_assert_true (pips_session_append (session, json_node_get_object (node), &error));
      g_assert_no_error (error);
    }
  g_assert_true (pips_chicago_game_get_beat_odds (game, &chance));
  g_assert_cmpfloat_with_epsilon (chance, 16.0 / 36, EPSILON);
  g_assert_cmpfloat_with_epsilon (brute_turn (&a, (const guint8[]) { 1, 6, 2 },
                                              (const gboolean[]) { TRUE, FALSE, FALSE }, 1, 1u << 1),
                                  16.0 / 36, EPSILON);

  /* Before his first attempt, with the exchange among his choices. */
  g_assert_true (pips_session_undo (session));
  g_assert_true (pips_session_undo (session));
  g_assert_true (pips_chicago_game_get_beat_odds (game, &chance));
  g_assert_cmpfloat_with_epsilon (chance, brute_turn (&a, faces, no_aside, 0, 0), EPSILON);
}

/* The same by the odds: a game whose starter throws 1-1-2 in one attempt and announces down. */
static void
test_by_hand_game (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  g_autoptr(PipsSession) session = pips_demo_random_game ("chicago", 1, players, 0);
  PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
  const guint8 faces[3] = { 1, 1, 2 };
  const gboolean aside[3] = { FALSE, FALSE, FALSE };
  g_autoptr(GArray) list = NULL;
  g_autoptr(GError) error = NULL;
  int starter;
  double chance;
  guint hardest;

  /* Random legal events until the round's starter is to throw. */
  {
    g_autoptr(PipsRoller) roller = pips_roller_new_seeded (7);

    while (!pips_chicago_game_get_is_announcer (game))
      {
        g_autoptr(JsonObject) event = pips_game_build_random_event (PIPS_GAME (game), roller);

        pips_session_append (session, event, &error);
        g_assert_no_error (error);
      }
  }
  starter = pips_chicago_game_get_current_player (game);
  {
    g_autoptr(JsonObject) event = pips_chicago_build_throw (starter, faces, aside);

    pips_session_append (session, event, &error);
    g_assert_no_error (error);
  }
  list = pips_chicago_game_list_announce_odds (game, &hardest);
  g_assert_cmpuint (list->len, >=, 2);
  for (guint i = 0; i < list->len; i++)
    {
      const PipsChicagoAnnounceOdds *odds = &g_array_index (list, PipsChicagoAnnounceOdds, i);

      if (odds->counting == PIPS_CHICAGO_COUNTING_ONES && odds->direction == PIPS_CHICAGO_DOWN)
        {
          g_assert_cmpuint (odds->value, ==, 4);
          g_assert_cmpfloat_with_epsilon (odds->beaten, 1.0 / 216, EPSILON);
          g_assert_cmpuint (hardest, ==, i);
        }
    }

  {
    g_autoptr(JsonObject) event = pips_chicago_build_announce (starter, PIPS_CHICAGO_COUNTING_ONES,
                                                               PIPS_CHICAGO_DOWN);

    pips_session_append (session, event, &error);
    g_assert_no_error (error);
  }
  g_assert_true (pips_chicago_game_get_beat_odds (game, &chance));
  g_assert_cmpfloat_with_epsilon (chance, 1.0 / 216, EPSILON);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/odds/chicago/by-hand", test_by_hand);
  g_test_add_func ("/odds/chicago/by-hand-game", test_by_hand_game);
  g_test_add_func ("/odds/chicago/after-exchange", test_after_exchange);
  g_test_add_func ("/odds/chicago/follower-brute-force", test_follower_brute_force);
  g_test_add_func ("/odds/chicago/starter", test_starter);

  return g_test_run ();
}
