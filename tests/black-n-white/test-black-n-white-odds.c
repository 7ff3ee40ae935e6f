/* test-black-n-white-odds.c — Black'n'White's odds against the rules' own outcome of every result
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the last player of a round the odds are the round's outcome: the brute force enters every
 * final result in the session and reads who the rules make take the chip (phase 1) or put one
 * out (phase 2), then plays every throw with every choice of die to keep.
 */

#include "config.h"

#include "pips-black-n-white-odds.h"
#include "pips-demo.h"

#define EPSILON 1e-12

static void
append_ok (PipsSession *session,
           JsonObject  *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;

  pips_session_append (session, owned, &error);
  g_assert_no_error (error);
}

/* Whether the rules make @player lose (phase 1) or win (phase 2) the round with this result. */
static double
rules_outcome (PipsSession *session,
               guint        player,
               guint        black,
               guint        white)
{
  PipsBlackNWhiteGame *game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));
  guint undo = 1;
  guint who = G_MAXUINT;
  PipsBlackNWhiteOutcome outcome;

  append_ok (session, pips_black_n_white_build_result (player, black, white, 1));
  if (pips_black_n_white_game_get_awaiting (game) == PIPS_BLACK_N_WHITE_AWAIT_TENS)
    {
      append_ok (session, pips_black_n_white_build_tens (player, PIPS_BLACK_N_WHITE_DIE_BLACK));
      undo++;
    }
  outcome = pips_black_n_white_game_get_last_outcome (game, &who);
  g_assert_true (outcome != PIPS_BLACK_N_WHITE_OUTCOME_NONE);
  for (guint i = 0; i < undo; i++)
    g_assert_true (pips_session_undo (session));

  return who == player ? 1 : 0;
}

typedef struct
{
  double   outcome[7][7];
  gboolean phase_1;
  guint    limit;
} Brute;

static double
brute_play (const Brute *b,
            guint        throws,
            guint        black,
            guint        white)
{
  double best = throws > 0 ? b->outcome[black][white] : (b->phase_1 ? 2 : -1);

  if (throws < b->limit)
    for (guint keep = 0; keep < 3; keep++)
      {
        double sum = 0;
        guint n = 0;

        if (throws == 0 && keep != 2)
          continue;
        for (guint nb = 1; nb <= 6; nb++)
          for (guint nw = 1; nw <= 6; nw++)
            {
              if ((keep == 0 && nb != black) || (keep == 1 && nw != white))
                continue;
              sum += brute_play (b, throws + 1, nb, nw);
              n++;
            }
        sum /= n;
        best = b->phase_1 ? MIN (best, sum) : MAX (best, sum);
      }

  return best;
}

static void
test_last_player_brute_force (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", NULL };
  guint checked = 0, phase_2 = 0;

  for (guint32 seed = 1; checked < 16 && seed < 3000; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("black-n-white", seed, players, seed % 40);
      PipsBlackNWhiteGame *game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));
      g_autoptr(GArray) active = pips_black_n_white_game_dup_active_players (game);
      g_autoptr(GArray) results = pips_black_n_white_game_dup_results (game);
      PipsBlackNWhiteOdds odds;
      Brute b = { { { 0, }, }, };
      int player = pips_game_get_only_player (PIPS_GAME (game));

      if (!pips_black_n_white_game_get_odds (game, 0, 0, 0, &odds) || player < 0 ||
          results->len + 1 != active->len)
        continue;

      checked++;
      b.phase_1 = pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_1;
      phase_2 += !b.phase_1;
      b.limit = pips_black_n_white_game_get_throw_limit (game);
      for (guint black = 1; black <= 6; black++)
        for (guint white = 1; white <= 6; white++)
          b.outcome[black][white] = rules_outcome (session, player, black, white);

      g_assert_cmpfloat_with_epsilon (odds.best, brute_play (&b, 0, 0, 0), EPSILON);
      g_test_message ("seed %u: phase %u, %u throws, %u results: %.6f", seed, b.phase_1 ? 1 : 2,
                      b.limit, results->len, odds.best);
      for (guint throws = 1; throws <= b.limit; throws++)
        for (guint black = 1; black <= 6; black++)
          for (guint white = 1; white <= 6; white++)
            {
              g_assert_true (pips_black_n_white_game_get_odds (game, throws, black, white, &odds));
              g_assert_cmpfloat_with_epsilon (odds.now, b.outcome[black][white], EPSILON);
              g_assert_cmpfloat_with_epsilon (odds.best, brute_play (&b, throws, black, white), EPSILON);
              if (odds.stop)
                g_assert_cmpfloat_with_epsilon (odds.best, odds.now, EPSILON);
            }
    }
  g_assert_cmpuint (checked, ==, 16);
  g_assert_cmpuint (phase_2, >, 0);
}

/* Worked by hand: two players in phase 1, the starter's double 1 in one throw on the table. The
 * other takes the chip unless they throw a higher double: every house number (30 of 36) and the
 * double 1 (equal, and later) are lower: 31/36. */
static void
test_by_hand (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  g_autoptr(PipsSession) session = pips_demo_random_game ("black-n-white", 1, players, 0);
  PipsBlackNWhiteGame *game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));
  PipsBlackNWhiteOdds odds;
  int starter = pips_game_get_only_player (PIPS_GAME (game));

  g_assert_cmpint (starter, >=, 0);
  g_assert_true (pips_black_n_white_game_get_odds (game, 0, 0, 0, &odds));
  g_assert_cmpfloat (odds.best, ==, 1);   /* nothing on the table yet */
  append_ok (session, pips_black_n_white_build_result (starter, 1, 1, 1));
  g_assert_true (pips_black_n_white_game_get_odds (game, 0, 0, 0, &odds));
  g_assert_cmpfloat_with_epsilon (odds.best, 31.0 / 36, EPSILON);
  g_assert_false (odds.stop);
  g_assert_true (pips_black_n_white_game_get_odds (game, 1, 2, 2, &odds));
  g_assert_cmpfloat (odds.now, ==, 0);
  g_assert_cmpfloat (odds.best, ==, 0);
  g_assert_true (odds.stop);
  g_assert_false (pips_black_n_white_game_get_odds (game, 2, 2, 2, &odds));   /* one throw only */
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/odds/black-n-white/by-hand", test_by_hand);
  g_test_add_func ("/odds/black-n-white/last-player-brute-force", test_last_player_brute_force);

  return g_test_run ();
}
