/* pips-black-n-white-demo.c — Black’n’White: believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pips-demo.h"
#include "pips-black-n-white-demo.h"
#include "pips-black-n-white-rules.h"

/* Black'n'White, played like a sensible player: stop at a good result, else keep a 5 or a 6 and
 * throw the other die again, else throw both again; choose the tens colour that makes the own
 * result higher. */
static void
play_black_n_white_turn (PipsSession *session,
                         PipsRoller  *roller)
{
  PipsBlackNWhiteGame *game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));
  int player = pips_game_get_only_player (PIPS_GAME (game));
  guint limit = pips_black_n_white_game_get_throw_limit (game);
  PipsBlackNWhiteRoll rolls[PIPS_BLACK_N_WHITE_MAX_THROWS];
  guint n = 0;

  g_assert (player >= 0);

  rolls[n++] = (PipsBlackNWhiteRoll) {
    pips_roller_roll (roller), pips_roller_roll (roller), PIPS_BLACK_N_WHITE_DIE_NONE,
  };

  while (n < limit)
    {
      PipsBlackNWhiteRoll last = rolls[n - 1];
      guint high = MAX (last.black, last.white);
      guint low = MIN (last.black, last.white);
      PipsBlackNWhiteRoll next = { 0, 0, PIPS_BLACK_N_WHITE_DIE_NONE };

      if ((high == low && high >= 3) || (high == 6 && low >= 4))
        break;

      if (high >= 5)
        next.kept = last.black >= last.white ? PIPS_BLACK_N_WHITE_DIE_BLACK
                                             : PIPS_BLACK_N_WHITE_DIE_WHITE;
      next.black = next.kept == PIPS_BLACK_N_WHITE_DIE_BLACK ? last.black : pips_roller_roll (roller);
      next.white = next.kept == PIPS_BLACK_N_WHITE_DIE_WHITE ? last.white : pips_roller_roll (roller);
      rolls[n++] = next;
    }

  pips_demo_append (session, pips_black_n_white_build_result_with_rolls (player, rolls, n));

  if (pips_black_n_white_game_get_awaiting (game) == PIPS_BLACK_N_WHITE_AWAIT_TENS)
    pips_demo_append (session, pips_black_n_white_build_tens (player,
                                                    rolls[n - 1].black >= rolls[n - 1].white
                                                    ? PIPS_BLACK_N_WHITE_DIE_BLACK
                                                    : PIPS_BLACK_N_WHITE_DIE_WHITE));
}

/**
 * pips_demo_black_n_white_game:
 * @min_out: play into phase 2 until this many chips are out of the game (0: stay in phase 1)
 * @n_results: then stop once the round under way has this many results and its tens colour
 *
 * The first player starts (the youngest); in phase 2 ties for the start are picked at random.
 */
PipsSession *
pips_demo_black_n_white_game (guint32             seed,
                              const char * const *players,
                              guint               min_out,
                              guint               n_results)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  PipsSession *session;
  PipsBlackNWhiteGame *game;

  session = pips_session_new ("black-n-white", players, NULL, &error);
  g_assert_no_error (error);
  game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));

  pips_demo_append (session, pips_black_n_white_build_starter (0, FALSE));

  while (!pips_session_get_is_over (session))
    {
      PipsBlackNWhiteAwait awaiting = pips_black_n_white_game_get_awaiting (game);
      g_autoptr(GArray) results = pips_black_n_white_game_dup_results (game);
      gboolean phase_reached = min_out == 0
                               ? pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_1
                               : pips_black_n_white_game_get_out (game) >= min_out;

      if (awaiting == PIPS_BLACK_N_WHITE_AWAIT_STARTER)
        pips_demo_append (session, pips_black_n_white_game_pick_starter (game, roller));
      else if (phase_reached && results->len == n_results &&
               pips_black_n_white_game_get_rolloff (game) == 0 &&
               (n_results == 0 || pips_black_n_white_game_get_tens (game) != PIPS_BLACK_N_WHITE_DIE_NONE))
        break;
      else
        play_black_n_white_turn (session, roller);
    }

  return session;
}

/* Phase 2 under way: Anna has just put her last chip out and won; two players have thrown in this
 * round. */
PipsSession *
pips_black_n_white_demo_game (void)
{
  return pips_demo_black_n_white_game (3, (const char *[]) { "Anna", "Ben", "Clara", "David", NULL },
                                       2, 2);
}

/* Random legal events to the end (pips_demo_finished_game()). */
PipsSession *
pips_black_n_white_demo_finished_game (void)
{
  return NULL;
}
