/* bench-chili-odds.c — Chili Dice: the time of each question of its odds on its worst state
 * (tests/bench-odds.c runs it; printed, never asserted)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-odds.h"
#include "pips-demo.h"
#include "pips-chili-odds.h"

static char *
chili_state_text (PipsChiliGame *game)
{
  GString *text = g_string_new ("dice ");

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    g_string_append_printf (text, "%u%s%s", pips_chili_game_get_face (game, i),
                            pips_chili_game_get_red (game, i) ? "r" : "",
                            pips_chili_game_can_turn (game, i) ? "t" : "");
  g_string_append_printf (text, ", %u throws left",
                          pips_chili_game_get_throws_left (game, pips_game_get_only_player (PIPS_GAME (game))));

  return g_string_free (text, FALSE);
}

static void
chili_measure (PipsChiliGame *game,
               Figure        *list,
               Figure        *one)
{
  g_autofree char *state = chili_state_text (game);
  PipsChiliKeepOdds keep;
  double ms;

  TIME_MIN (ms, g_array_unref (pips_chili_game_list_keep_odds (game, NULL)));
  figure_add (list, ms, state);

  TIME_MIN (ms, pips_chili_game_get_keep_odds (game, 0x3f, NULL, &keep));
  figure_add (one, ms, state);
}

void pips_chili_bench_odds (void);

void
pips_chili_bench_odds (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  Figure list = { "Chili Dice: every keep, the best marked" };
  Figure one = { "Chili Dice: one keep (all six thrown)" };
  Figure first = { "Chili Dice: the first question of a process" };

  /* The first question makes the tables of every throw (once a process). */
  {
    g_autoptr(PipsSession) session = pips_demo_random_game ("chili", 1, players, 0);
    PipsChiliKeepOdds keep;
    double start = bench_odds_now_ms ();

    pips_chili_game_get_keep_odds (PIPS_CHILI_GAME (pips_session_get_game (session)), 0x3f, NULL, &keep);
    figure_add (&first, bench_odds_now_ms () - start, "a turn's first throw");
    figure_print (&first);
  }

  for (guint32 seed = 1; seed <= 150; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("chili", seed, players, seed % 50);
      PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));

      if (pips_chili_game_can_throw (game) || pips_chili_game_can_rethrow (game))
        chili_measure (game, &list, &one);
    }

  /* The hardest: many red faces that may be turned, the other dice not known. */
  {
    const char *throws[] = { "1r 2r 3r 5 6 4", "1r 2r 3r 4r 6 5", "1r 2r 3r 4r 5r 1", "6 5 5 3 2 2", "1r 1 1 4 5 6" };

    for (guint t = 0; t < G_N_ELEMENTS (throws); t++)
      {
        g_autoptr(PipsSession) session = pips_demo_random_game ("chili", 1, players, 0);
        PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
        g_auto(GStrv) dice = g_strsplit (throws[t], " ", -1);
        g_autoptr(JsonObject) event = NULL;
        g_autoptr(GError) error = NULL;
        guint8 faces[6];
        gboolean red[6];

        for (guint i = 0; i < 6; i++)
          {
            faces[i] = dice[i][0] - '0';
            red[i] = dice[i][1] == 'r';
          }
        event = pips_chili_game_build_throw (game, faces, red);
        pips_session_append (session, event, &error);
        g_assert_no_error (error);
        chili_measure (game, &list, &one);
      }
  }

  figure_print (&list);
  figure_print (&one);
}
