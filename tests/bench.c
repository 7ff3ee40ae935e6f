/* bench.c — the figures of the speed and memory targets (printed, never asserted)
 *
 *   startup   exec to first painted window and resident memory: Pips with 50 saved sessions
 *             against a bare AdwApplicationWindow, measured side by side in one run
 *   replay    10 000 events through the rules
 *   save      one atomic save of a large session
 *   listing   reading a folder of 1 000 saved sessions
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <glib/gstdio.h>

#include "pips-demo.h"
#include "pips-registry.h"
#include "pips-store.h"
#include "pips-test-util.h"

#define STARTUP_RUNS 9

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double da = *(const double *) a, db = *(const double *) b;

  return da < db ? -1 : da > db;
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof (double), (GCompareFunc) cmp_double);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* Folders on the disk of the build directory, not in a RAM-backed /tmp, so that the durable
 * atomic save pays for its fsync as on a real machine. */
static char *
make_dir (const char *name)
{
  g_autofree char *template = g_strdup_printf ("bench-%s-XXXXXX", name);
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), template, NULL);

  if (g_mkdtemp (path) == NULL)
    g_error ("Could not create %s", path);
  return g_steal_pointer (&path);
}

static void
write_session (PipsSession *session,
               const char  *dir)
{
  g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!pips_session_save_to_file (session, path, &error))
    g_error ("%s", error->message);
}

/* One start of the child; returns the milliseconds from exec to the first painted frame. */
static double
start_once (const char *child,
            const char *mode,
            const char *data_home,
            double     *rss_mib)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  gint64 start, mapped = 0;
  long rss = 0;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "G_DEBUG");

  start = g_get_monotonic_time ();
  process = g_subprocess_launcher_spawn (launcher, &error, child, mode, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);

  if (out == NULL || sscanf (out, "%" G_GINT64_FORMAT " %ld", &mapped, &rss) != 2)
    g_error ("bench-window %s printed no figures: %s", mode, out ? out : "(nothing)");

  *rss_mib = rss / 1024.0;
  return (mapped - start) / 1000.0;
}

static void
bench_startup (const char *child)
{
  g_autofree char *home = make_dir ("home");
  g_autofree char *dir = g_build_filename (home, APP_ID, "sessions", NULL);
  g_autofree char *empty = make_dir ("empty");
  double pips_ms[STARTUP_RUNS], bare_ms[STARTUP_RUNS], pips_rss[STARTUP_RUNS], bare_rss[STARTUP_RUNS];
  double empty_ms[STARTUP_RUNS], empty_rss[STARTUP_RUNS];
  double titled_ms[STARTUP_RUNS], titled_rss[STARTUP_RUNS];
  double pm, bm, pr, br, em, er, tm, tr;

  g_mkdir_with_parents (dir, 0700);
  for (guint i = 0; i < 50; i++)
    {
      g_autoptr(PipsSession) session = pips_test_chili_random_game (1000 + i, 1 + i % 4, 20 + i * 4);

      write_session (session, dir);
    }

  /* One warm-up of each, so that both start from a warm file cache. */
  start_once (child, "bare", home, &br);
  start_once (child, "pips", home, &pr);

  for (guint i = 0; i < STARTUP_RUNS; i++)
    {
      bare_ms[i] = start_once (child, "bare", home, &bare_rss[i]);
      pips_ms[i] = start_once (child, "pips", home, &pips_rss[i]);
      empty_ms[i] = start_once (child, "pips", empty, &empty_rss[i]);
      titled_ms[i] = start_once (child, "titled", empty, &titled_rss[i]);
    }
  tm = median (titled_ms, STARTUP_RUNS);
  tr = median (titled_rss, STARTUP_RUNS);
  em = median (empty_ms, STARTUP_RUNS);
  er = median (empty_rss, STARTUP_RUNS);

  pm = median (pips_ms, STARTUP_RUNS);
  bm = median (bare_ms, STARTUP_RUNS);
  pr = median (pips_rss, STARTUP_RUNS);
  br = median (bare_rss, STARTUP_RUNS);

  g_print ("startup (median of %d, exec to first painted window):\n", STARTUP_RUNS);
  g_print ("  Pips, home with 50 sessions   %7.1f ms   RSS %6.1f MiB\n", pm, pr);
  g_print ("  Pips, no saved sessions       %7.1f ms   RSS %6.1f MiB\n", em, er);
  g_print ("  bare AdwApplicationWindow     %7.1f ms   RSS %6.1f MiB\n", bm, br);
  g_print ("  the same with a titled header %7.1f ms   RSS %6.1f MiB   (reference: text drawn)\n",
           tm, tr);
  g_print ("  ratio %.2f (target <= 1.15)   RSS +%.1f MiB (target <= +15 MiB)   %s\n",
           pm / bm, pr - br, pm / bm <= 1.15 && pr - br <= 15 ? "met" : "MISSED");

  pips_demo_remove_dir (home);
  pips_demo_remove_dir (empty);
}

static void
bench_replay (void)
{
  g_autoptr(GPtrArray) sessions = g_ptr_array_new_with_free_func (g_object_unref);
  double times[7];
  guint total = 0;

  for (guint32 seed = 1; total < 10000; seed++)
    {
      PipsSession *session = pips_test_chili_random_game (seed, 8, G_MAXUINT);

      total += pips_session_get_n_events (session);
      g_ptr_array_add (sessions, session);
    }

  for (guint run = 0; run < G_N_ELEMENTS (times); run++)
    {
      gint64 start = g_get_monotonic_time ();
      guint left = 10000;

      for (guint i = 0; i < sessions->len && left > 0; i++)
        {
          PipsSession *session = g_ptr_array_index (sessions, i);
          g_autoptr(PipsGame) game = pips_game_new (pips_session_get_game_info (session),
                                                    pips_session_get_players (session),
                                                    pips_session_get_options (session));

          for (guint e = 0; e < pips_session_get_n_events (session) && left > 0; e++, left--)
            {
              if (!pips_game_apply (game, pips_session_get_event (session, e), NULL))
                g_error ("replay failed");
            }
        }
      times[run] = (g_get_monotonic_time () - start) / 1000.0;
    }

  g_print ("replay of 10 000 events (median of %u): %.2f ms (target < 20 ms)   %s\n",
           (guint) G_N_ELEMENTS (times), median (times, G_N_ELEMENTS (times)),
           median (times, G_N_ELEMENTS (times)) < 20 ? "met" : "MISSED");
}

static void
bench_save (void)
{
  g_autoptr(PipsSession) session = pips_test_chili_random_game (77, 8, G_MAXUINT);
  g_autofree char *dir = make_dir ("save");
  g_autofree char *path = g_build_filename (dir, "large.json", NULL);
  gsize length;
  g_autofree char *text = pips_session_serialize (session, &length);
  double times[21];

  for (guint run = 0; run < G_N_ELEMENTS (times); run++)
    {
      gint64 start = g_get_monotonic_time ();

      if (!pips_session_save_to_file (session, path, NULL))
        g_error ("save failed");
      times[run] = (g_get_monotonic_time () - start) / 1000.0;
    }

  g_print ("atomic save of a large session (%u events, %zu KiB, median of %u): %.2f ms "
           "(target < 5 ms)   %s\n",
           pips_session_get_n_events (session), length / 1024, (guint) G_N_ELEMENTS (times),
           median (times, G_N_ELEMENTS (times)),
           median (times, G_N_ELEMENTS (times)) < 5 ? "met" : "MISSED");

  pips_demo_remove_dir (dir);
}

static void
bench_listing (void)
{
  g_autofree char *dir = make_dir ("list");
  double times[5];
  guint events = 0;

  for (guint i = 0; i < 1000; i++)
    {
      g_autoptr(PipsSession) session = pips_test_chili_random_game (i, 1 + i % 4, 10 + i % 120);

      events += pips_session_get_n_events (session);
      write_session (session, dir);
    }

  for (guint run = 0; run < G_N_ELEMENTS (times); run++)
    {
      g_autoptr(PipsStore) store = pips_store_new (dir);
      gint64 start = g_get_monotonic_time ();

      if (!pips_store_load (store, NULL))
        g_error ("listing failed");
      times[run] = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 1000);
    }

  g_print ("listing 1 000 saved sessions (%u events in all, read and replayed, median of %u): "
           "%.1f ms (target < 100 ms)   %s\n",
           events, (guint) G_N_ELEMENTS (times), median (times, G_N_ELEMENTS (times)),
           median (times, G_N_ELEMENTS (times)) < 100 ? "met" : "MISSED");

  pips_demo_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  const char *child = g_getenv ("PIPS_BENCH_WINDOW");
  const char *only = argc > 1 ? argv[1] : NULL;

  g_assert_nonnull (child);

  if (only == NULL || g_str_equal (only, "replay"))
    bench_replay ();
  if (only == NULL || g_str_equal (only, "save"))
    bench_save ();
  if (only == NULL || g_str_equal (only, "listing"))
    bench_listing ();
  if (only == NULL || g_str_equal (only, "startup"))
    bench_startup (child);

  return 0;
}
