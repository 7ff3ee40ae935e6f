/* pips-test-util.h — shared helpers of the test programs
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-dice.h"
#include "pips-session.h"

G_BEGIN_DECLS

/* UI tests skip where there is no display, as in a Flatpak build's run-tests (TAP "1..0 # SKIP"). */
#define PIPS_TEST_REQUIRE_DISPLAY()                                                   \
  G_STMT_START {                                                                      \
    if (g_strcmp0 (g_getenv ("DISPLAY"), "") <= 0 &&                                  \
        g_strcmp0 (g_getenv ("WAYLAND_DISPLAY"), "") <= 0)                            \
      {                                                                               \
        g_print ("1..0 # SKIP no display\n");                                         \
        return 0;                                                                     \
      }                                                                               \
  } G_STMT_END

/* Random games: PIPS_RANDOM_GAMES=N sets how many every random test plays (a few hundred by
 * default; `build-aux/dev test --full` plays 10 000, 1 000 under the sanitizers), and
 * PIPS_RANDOM_FIRST=K the seed of the first one. */
#define PIPS_TEST_RANDOM_GAMES_DEFAULT 300

guint        pips_test_random_games       (void);
guint        pips_test_random_first       (void);
guint        pips_test_random_threads     (guint               n_games);
void         pips_test_random_seed        (guint               seed);  /* 0: none */

char        *pips_test_read_file          (const char         *path,
                                           gsize              *length);

char        *pips_test_make_dir           (void);
void         pips_test_remove_dir         (const char         *path);
void         pips_test_write_file         (const char         *dir,
                                           const char         *name,
                                           const char         *data,
                                           gssize              length);

G_END_DECLS
