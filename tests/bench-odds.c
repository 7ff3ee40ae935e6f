/* bench-odds.c — the time of each question of the odds on its worst state (printed, never asserted)
 *
 * Each question is asked on many states of seeded random games (and on states made to be hard,
 * where random play seldom goes), three times each, the fastest of the three counting (the
 * machine's other work is not the question's), and the slowest state is printed with its time:
 * the target is one frame, 16 ms. A question that cannot keep to it is computed off the main
 * thread by the page. Each game's questions are in its test folder,
 * tests/<game>/bench-<game>-odds.c (pips-test-games.h lists them).
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-odds.h"
#include "pips-test-games.h"

#define DECLARE_BENCH(name) void pips_##name##_bench_odds (void);
PIPS_TEST_FOR_EACH_ODDS_BENCH (DECLARE_BENCH)

void
figure_add (Figure     *figure,
            double      ms,
            const char *state)
{
  figure->n_states++;
  if (ms > figure->worst_ms)
    {
      figure->worst_ms = ms;
      g_free (figure->worst_state);
      figure->worst_state = g_strdup (state);
    }
}

void
figure_print (Figure *figure)
{
  printf ("%-44s %8.2f ms  %s  (worst of %u states: %s)\n", figure->question, figure->worst_ms,
          figure->worst_ms <= BENCH_ODDS_TARGET_MS ? "within a frame" : "OVER A FRAME: off the main thread",
          figure->n_states, figure->worst_state != NULL ? figure->worst_state : "-");
  g_clear_pointer (&figure->worst_state, g_free);
}

double
bench_odds_now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  printf ("The odds: each question's time on its worst state (target %.0f ms, one frame)\n",
          BENCH_ODDS_TARGET_MS);
#define RUN_BENCH(name) pips_##name##_bench_odds ();
  PIPS_TEST_FOR_EACH_ODDS_BENCH (RUN_BENCH)

  return 0;
}
