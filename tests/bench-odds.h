/* bench-odds.h — what the benchmarks of the odds share: a question's worst time over many states
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdio.h>

#define BENCH_ODDS_TARGET_MS 16.0
#define BENCH_ODDS_RUNS      3

/* The fastest of BENCH_ODDS_RUNS runs of @statement, in ms, into @ms. */
#define TIME_MIN(ms, statement) \
  G_STMT_START { \
    ms = G_MAXDOUBLE; \
    for (guint run_ = 0; run_ < BENCH_ODDS_RUNS; run_++) \
      { \
        double start_ = bench_odds_now_ms (); \
        statement; \
        ms = MIN (ms, bench_odds_now_ms () - start_); \
      } \
  } G_STMT_END

typedef struct
{
  const char *question;
  double      worst_ms;
  char       *worst_state;
  guint       n_states;
} Figure;

void   figure_add        (Figure     *figure,
                          double      ms,
                          const char *state);
void   figure_print      (Figure     *figure);
double bench_odds_now_ms (void);
