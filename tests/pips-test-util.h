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

PipsSession *pips_test_chili_session      (guint               n_players);
gboolean     pips_test_chili_random_step  (PipsSession        *session,
                                           GRand              *rand,
                                           PipsRoller         *roller);
PipsSession *pips_test_chili_random_game  (guint32             seed,
                                           guint               n_players,
                                           guint               max_events);
char        *pips_test_read_file          (const char         *path,
                                           gsize              *length);

char        *pips_test_make_dir           (void);
void         pips_test_remove_dir         (const char         *path);
void         pips_test_write_file         (const char         *dir,
                                           const char         *name,
                                           const char         *data,
                                           gssize              length);

G_END_DECLS
