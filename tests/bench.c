/* bench.c — the figures of the speed and memory targets (printed, never asserted)
 *
 *   startup   exec to the first frame painted with the home list's first screen complete (every
 *             row the window shows made), and resident memory
 *             at that moment: Pips with 50, 1 000 and 10 000 saved games, against a bare
 *             AdwApplicationWindow and the same window with a titled header bar (the floor),
 *             measured interleaved in one run with the default renderer; cairo on a second line
 *   open      reading and replaying (pips_session_new_from_data) 10 000 events of saved games
 *   save      one atomic save of a large session
 *   listing   listing a folder of 1 000 saved games, without and with the summary cache
 *   summary   `pips --summary` of 1 000 files in one run
 *   statistics  the statistics of 10 000 saved games of every game, from the summary cache
 *             (computing them from the listed store, as the page does; target: under 100 ms;
 *             and with the listing, as `pips --statistics` does)
 *   undo      an undo and a redo in games of 10 000 and 100 000 events opened from their files,
 *             and the memory the session's checkpoints take
 *   transfer  Back Up All Games and its restore into an empty folder, of 1 000 and 10 000 games,
 *             as the window runs them (in a worker, the main loop running): the time, the peak
 *             resident memory above the process's own before it (goal: under 64 MiB), and the
 *             longest the main loop went without running a 1 ms timer (goal: under 50 ms)
 *
 * PIPS_BENCH_KEEP=1 keeps the startup folders (bench-startup-*) in the build directory, to profile
 * a start by hand: XDG_DATA_HOME=…/home-50 XDG_CACHE_HOME=…/cache tests/bench-window pips
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <malloc.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pips-chili-rules.h"
#include "pips-demo.h"
#include "pips-registry.h"
#include "pips-statistics.h"
#include "pips-session-private.h"
#include "pips-store.h"
#include "pips-chili-fixture.h"
#include "pips-test-util.h"
#include "pips-transfer.h"

#define STARTUP_RUNS 15
#define CAIRO_RUNS   5

/* Every figure that missed its target, named at the end (and by build-aux/dev bench, which
 * collects the lines "bench: missed target: …" of every benchmark into its last line). */
static GPtrArray *missed;

/* "met" or "MISSED"; a missed figure is remembered under @format's name. */
G_GNUC_PRINTF (2, 3)
static const char *
verdict (gboolean    met,
         const char *format,
         ...)
{
  va_list args;

  if (met)
    return "met";

  va_start (args, format);
  g_ptr_array_add (missed, g_strdup_vprintf (format, args));
  va_end (args);

  return "MISSED";
}

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
write_text (const char *dir,
            const char *id,
            const char *text)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, text, -1, &error))
    g_error ("%s", error->message);
}

/* @n saved games in @dir: 500 different games at most, each written again under new ids (the
 * id is in the file and in its name), as a table's years of games would be. */
static void
write_games (const char *dir,
             guint       n)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  g_mkdir_with_parents (dir, 0700);
  for (guint i = 0; i < MIN (n, 500); i++)
    {
      g_autoptr(PipsSession) session = pips_test_chili_random_game (1000 + i, 1 + i % 4, 20 + i % 50 * 4);

      g_ptr_array_add (texts, pips_session_serialize (session, NULL));
      g_ptr_array_add (ids, g_strdup (pips_session_get_id (session)));
    }

  for (guint i = 0; i < n; i++)
    {
      const char *text = g_ptr_array_index (texts, i % texts->len);
      const char *id = g_ptr_array_index (ids, i % ids->len);

      if (i < texts->len)
        write_text (dir, id, text);
      else
        {
          g_autofree char *new_id = g_strdup_printf ("%s-%u", id, i);
          g_auto(GStrv) parts = g_strsplit (text, id, -1);
          g_autofree char *copy = g_strjoinv (new_id, parts);

          write_text (dir, new_id, copy);
        }
    }
}

typedef struct
{
  const char *label;
  const char *mode;       /* of bench-window */
  char       *data_home;
  char       *cache_home;
  double      ms[STARTUP_RUNS];
  double      rss[STARTUP_RUNS];
  double      ms_median;
  double      rss_median;
} Subject;

/* One start of the child; returns the milliseconds from exec to the frame it reports. */
static double
start_once (const char *child,
            Subject    *subject,
            const char *renderer,
            double     *rss_mib)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  gint64 start, mapped = 0;
  long rss = 0;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", subject->data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CACHE_HOME", subject->cache_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "G_DEBUG");
  /* The tests' environment asks for cairo: the benchmark measures what users get, unless told. */
  if (renderer != NULL)
    g_subprocess_launcher_setenv (launcher, "GSK_RENDERER", renderer, TRUE);
  else
    g_subprocess_launcher_unsetenv (launcher, "GSK_RENDERER");

  start = g_get_monotonic_time ();
  process = g_subprocess_launcher_spawn (launcher, &error, child, subject->mode, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);

  if (out == NULL || sscanf (out, "%" G_GINT64_FORMAT " %ld", &mapped, &rss) != 2)
    g_error ("bench-window %s printed no figures: %s", subject->mode, out ? out : "(nothing)");

  *rss_mib = rss / 1024.0;
  return (mapped - start) / 1000.0;
}

static void
run_subjects (const char *child,
              Subject    *subjects,
              guint       n_subjects,
              const char *renderer,
              guint       runs)
{
  /* One warm-up of each: a warm file cache, and the summary cache written. */
  for (guint s = 0; s < n_subjects; s++)
    {
      double rss;

      start_once (child, &subjects[s], renderer, &rss);
    }

  /* Interleaved, so that a busy moment of the machine is shared by all. */
  for (guint i = 0; i < runs; i++)
    for (guint s = 0; s < n_subjects; s++)
      subjects[s].ms[i] = start_once (child, &subjects[s], renderer, &subjects[s].rss[i]);

  for (guint s = 0; s < n_subjects; s++)
    {
      subjects[s].ms_median = median (subjects[s].ms, runs);
      subjects[s].rss_median = median (subjects[s].rss, runs);
    }
}

static void
print_subject (const Subject *subject,
               const Subject *floor,
               double         max_ratio,
               double         max_rss)
{
  double ratio = subject->ms_median / floor->ms_median;
  double rss = subject->rss_median - floor->rss_median;

  g_print ("  %-36s %7.1f ms  %5.2fx floor   RSS %6.1f MiB  %+6.1f MiB", subject->label,
           subject->ms_median, ratio, subject->rss_median, rss);
  if (max_ratio > 0)
    g_print ("   (targets <= %.2fx, <= %+.0f MiB: %s)", max_ratio, max_rss,
             verdict (ratio <= max_ratio && rss <= max_rss,
                      "startup, %s: %.2fx floor (<= %.2fx), %+.1f MiB (<= %+.0f MiB)",
                      subject->label, ratio, max_ratio, rss, max_rss));
  g_print ("\n");
}

static void
bench_startup (const char *child)
{
  g_autofree char *root = make_dir ("startup");
  g_autofree char *empty = g_build_filename (root, "empty", NULL);
  g_autofree char *cache = g_build_filename (root, "cache", NULL);
  Subject subjects[] = {
    { "bare AdwApplicationWindow", "bare" },
    { "window with a titled header bar", "titled" },
    { "Pips, no saved games", "pips" },
    { "Pips, home with 50 games", "pips" },
    { "Pips, home with 1 000 games", "pips" },
    { "Pips, home with 10 000 games", "pips" },
  };
  const guint counts[G_N_ELEMENTS (subjects)] = { 0, 0, 0, 50, 1000, 10000 };
  Subject *bare = &subjects[0], *titled = &subjects[1];

  for (guint s = 0; s < G_N_ELEMENTS (subjects); s++)
    {
      g_autofree char *name = g_strdup_printf ("home-%u", counts[s]);

      subjects[s].data_home = s < 3 ? g_strdup (empty) : g_build_filename (root, name, NULL);
      subjects[s].cache_home = g_strdup (cache);
      if (counts[s] > 0)
        {
          g_autofree char *dir = g_build_filename (subjects[s].data_home, APP_ID, "sessions", NULL);

          write_games (dir, counts[s]);
        }
    }
  g_mkdir_with_parents (empty, 0700);

  run_subjects (child, subjects, G_N_ELEMENTS (subjects), NULL, STARTUP_RUNS);

  g_print ("startup, default renderer (median of %d, exec to the first frame painted with the "
           "list's first screen complete; RSS then):\n", STARTUP_RUNS);
  print_subject (bare, bare, 0, 0);
  print_subject (titled, bare, 0, 0);
  g_print ("  against the titled window (the floor):\n");
  print_subject (&subjects[2], titled, 1.10, 8);
  print_subject (&subjects[3], titled, 1.15, 8);
  print_subject (&subjects[4], titled, 1.25, 40);
  print_subject (&subjects[5], titled, 1.50, 40);

  /* The first start after the cache is gone: every file is read in the background. */
  {
    Subject *cold = &subjects[5];
    g_autofree char *cache_dir = g_build_filename (cache, "pips", NULL);
    double ms, rss;

    pips_demo_remove_dir (cache_dir);
    ms = start_once (child, cold, NULL, &rss);
    g_print ("  Pips, 10 000 games, no summary cache    %7.1f ms  %5.2fx floor   RSS %6.1f MiB  "
             "%+6.1f MiB   (one run, the files read in the background; target <= 1.50x: %s)\n",
             ms, ms / titled->ms_median, rss, rss - titled->rss_median,
             verdict (ms / titled->ms_median <= 1.5,
                      "startup, 10 000 games without the summary cache: %.2fx floor (<= 1.50x)",
                      ms / titled->ms_median));
  }

  /* The cairo renderer, for comparison with figures taken with it. */
  run_subjects (child, subjects, 4, "cairo", CAIRO_RUNS);
  g_print ("startup, cairo renderer (median of %d):\n", CAIRO_RUNS);
  print_subject (bare, bare, 0, 0);
  print_subject (titled, bare, 0, 0);
  print_subject (&subjects[3], titled, 0, 0);

  for (guint s = 0; s < G_N_ELEMENTS (subjects); s++)
    {
      g_free (subjects[s].data_home);
      g_free (subjects[s].cache_home);
    }
  if (g_getenv ("PIPS_BENCH_KEEP") == NULL)
    pips_demo_remove_dir (root);
  else
    g_print ("  the folders are kept in %s\n", root);
}

/* A finished game of 8 players with 60 throws each: the longest Chili Dice game there is. */
static PipsSession *
long_game (guint32 seed)
{
  static const char *players[] = { "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta",
                                   "Hannes", NULL };
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  json_object_set_int_member (options, PIPS_CHILI_OPTION_THROWS, 60);
  session = pips_session_new ("chili", players, options, &error);
  g_assert_no_error (error);
  while (pips_test_chili_random_step (session, rand, roller))
    ;

  return session;
}

static void
bench_open (void)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  double times[7], largest[7], rules[7];
  guint total = 0, largest_events = 0;
  gsize largest_size = 0, text_size = 0, heap = 0;

  /* Saved games, as text, until they hold 10 000 events. */
  for (guint32 seed = 1; total < 10000; seed++)
    {
      g_autoptr(PipsSession) session = long_game (seed);
      gsize length;

      g_ptr_array_add (texts, pips_session_serialize (session, &length));
      text_size += length;
      total += pips_session_get_n_events (session);
      if (pips_session_get_n_events (session) > largest_events)
        {
          largest_events = pips_session_get_n_events (session);
          largest_size = length;
        }
    }

  for (guint run = 0; run < G_N_ELEMENTS (times); run++)
    {
      g_autoptr(GPtrArray) sessions = g_ptr_array_new_with_free_func (g_object_unref);
      gsize heap_before;
      gint64 start;

      /* The run before freed hundreds of thousands of small blocks (its sessions, the trees of
       * the rules' figure): glibc merges its freed small blocks at the next large request,
       * which would charge 10 to 15 ms of it to the first game opened here, in some runs and
       * not others. That is the freeing's cost, not the opening's: it is paid here. */
      malloc_trim (0);
      heap_before = mallinfo2 ().uordblks;
      start = g_get_monotonic_time ();

      for (guint i = 0; i < texts->len; i++)
        {
          g_autoptr(GError) error = NULL;
          PipsSession *session = pips_session_new_from_data (g_ptr_array_index (texts, i), -1, &error);

          g_assert_no_error (error);
          g_ptr_array_add (sessions, session);
        }
      times[run] = (g_get_monotonic_time () - start) / 1000.0 * 10000 / total;
      heap = mallinfo2 ().uordblks - heap_before;

      start = g_get_monotonic_time ();
      g_clear_object (&g_ptr_array_index (sessions, 0));
      g_ptr_array_index (sessions, 0) = pips_session_new_from_data (g_ptr_array_index (texts, 0), -1, NULL);
      largest[run] = (g_get_monotonic_time () - start) / 1000.0;

      /* The rules alone, on events already parsed: what "replay" used to time. */
      {
        g_autoptr(GPtrArray) parsed = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

        /* Each file read as one tree, as json-glib reads it. */
        for (guint i = 0; i < sessions->len; i++)
          {
            g_autoptr(JsonParser) parser = json_parser_new ();

            if (!json_parser_load_from_data (parser, g_ptr_array_index (texts, i), -1, NULL))
              g_error ("parse failed");
            g_ptr_array_add (parsed, json_node_ref (json_parser_get_root (parser)));
          }

        start = g_get_monotonic_time ();
        for (guint i = 0; i < sessions->len; i++)
          {
            PipsSession *session = g_ptr_array_index (sessions, i);
            JsonArray *events = json_object_get_array_member (json_node_get_object (g_ptr_array_index (parsed, i)),
                                                              "events");
            g_autoptr(PipsGame) game = pips_game_new (pips_session_get_game_info (session),
                                                      pips_session_get_players (session),
                                                      pips_session_get_options (session));

            for (guint e = 0; e < json_array_get_length (events); e++)
              {
                if (!pips_game_apply (game, json_array_get_object_element (events, e), NULL))
                  g_error ("replay failed");
              }
          }
      }
      rules[run] = (g_get_monotonic_time () - start) / 1000.0 * 10000 / total;
    }

  g_print ("opening saved games, parse + replay (median of %u): %.2f ms for 10 000 events "
           "(%u games of 8 players x 60 throws, %u events in all) (target < 20 ms)   %s\n",
           (guint) G_N_ELEMENTS (times), median (times, G_N_ELEMENTS (times)), texts->len, total,
           verdict (median (times, G_N_ELEMENTS (times)) < 20, "opening 10 000 events: %.2f ms (< 20 ms)",
                    median (times, G_N_ELEMENTS (times))));
  g_print ("  one such game (%u events, %zu KiB): %.2f ms; the rules alone on parsed events: "
           "%.2f ms for 10 000 events\n",
           largest_events, largest_size / 1024, median (largest, G_N_ELEMENTS (largest)),
           median (rules, G_N_ELEMENTS (rules)));
  g_print ("  memory the opened games hold (none undone yet): %.1f MiB for their %u events, "
           "%.0f bytes an event; their files %.1f MiB (%.1fx)\n",
           heap / 1048576.0, total, (double) heap / total, text_size / 1048576.0,
           (double) heap / text_size);
}

/* A Chicago game of four players and 40 mats, of 100 000 random events, in files of its first
 * 10 000 and of all its events. A random game ends after a few hundred events, so whenever it
 * ends the last 100 events are undone and played otherwise (those undos use the checkpoints). */
static void
long_random_games (char **text_10k,
                   char **text_100k)
{
  static const char *players[] = { "Anna", "Ben", "Clara", "David", NULL };
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (1);
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(PipsSession) first = NULL;
  g_autoptr(GError) error = NULL;
  PipsGame *game;

  json_object_set_string_member (options, "mats", "fixed");
  json_object_set_int_member (options, "mats-fixed", 40);
  session = pips_session_new ("chicago", players, options, &error);
  g_assert_no_error (error);
  game = pips_session_get_game (session);
  while (pips_session_get_n_events (session) < 100000)
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (game, roller);

      g_assert_nonnull (event);
      g_assert_true (pips_session_append (session, event, NULL));
      if (pips_game_is_over (game))
        for (guint i = 0; i < 100 && pips_session_undo (session); i++)
          ;
    }
  *text_100k = pips_session_serialize (session, NULL);

  first = pips_session_new ("chicago", players, options, &error);
  for (guint i = 0; i < 10000; i++)
    {
      g_autoptr(JsonObject) event = pips_session_dup_event (session, i);

      g_assert_true (pips_session_append (first, event, NULL));
    }
  *text_10k = pips_session_serialize (first, NULL);
}

static void
bench_undo_at (const char *text)
{
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;
  double undo[2 * PIPS_SESSION_CHECKPOINT_EVERY], redo[G_N_ELEMENTS (undo)];
  double first_undo, worst_undo = 0, full[5];
  gsize heap_before, heap_after;
  guint n_checkpoints;
  guint n_events;
  gint64 start;

  session = pips_session_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  n_events = pips_session_get_n_events (session);

  /* The first undo after opening reads the events it replays; later ones have them read. Every
   * distance from a checkpoint is timed. */
  start = g_get_monotonic_time ();
  g_assert_true (pips_session_undo (session));
  first_undo = (g_get_monotonic_time () - start) / 1000.0;
  for (guint i = 0; i < G_N_ELEMENTS (undo); i++)
    {
      start = g_get_monotonic_time ();
      g_assert_true (pips_session_undo (session));
      undo[i] = (g_get_monotonic_time () - start) / 1000.0;
      worst_undo = MAX (worst_undo, undo[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (redo); i++)
    {
      start = g_get_monotonic_time ();
      g_assert_true (pips_session_redo (session));
      redo[i] = (g_get_monotonic_time () - start) / 1000.0;
    }

  /* Replaying from the start, as undo did before the checkpoints (the checkpoints it makes on
   * the way cost a little more). */
  for (guint i = 0; i < G_N_ELEMENTS (full); i++)
    {
      _pips_session_forget_checkpoints (session);
      start = g_get_monotonic_time ();
      g_assert_true (pips_session_undo (session));
      full[i] = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_true (pips_session_redo (session));
    }

  n_checkpoints = session->checkpoints->len;
  heap_before = mallinfo2 ().uordblks;
  _pips_session_forget_checkpoints (session);
  heap_after = mallinfo2 ().uordblks;

  g_print ("undo at %u events (target < 1 ms): first after opening %.3f ms, then median %.3f ms, "
           "worst %.3f ms   %s; redo median %.3f ms   %s\n",
           n_events, first_undo, median (undo, G_N_ELEMENTS (undo)), worst_undo,
           verdict (MAX (first_undo, worst_undo) < 1, "undo at %u events: %.3f ms (< 1 ms)",
                    n_events, MAX (first_undo, worst_undo)),
           median (redo, G_N_ELEMENTS (redo)),
           verdict (median (redo, G_N_ELEMENTS (redo)) < 1, "redo at %u events: %.3f ms (< 1 ms)",
                    n_events, median (redo, G_N_ELEMENTS (redo))));
  g_print ("  checkpoints (one every %u events): %u, %.1f KiB in all, %.0f bytes each; "
           "the file %.1f MiB\n",
           PIPS_SESSION_CHECKPOINT_EVERY, n_checkpoints, (heap_before - heap_after) / 1024.0,
           n_checkpoints > 0 ? (double) (heap_before - heap_after) / n_checkpoints : 0.0,
           strlen (text) / 1048576.0);
  g_print ("  without checkpoints (replaying from the start, as undo did before): %.3f ms\n",
           median (full, G_N_ELEMENTS (full)));
}

static void
bench_undo (void)
{
  g_autofree char *text_10k = NULL;
  g_autofree char *text_100k = NULL;

  long_random_games (&text_10k, &text_100k);
  bench_undo_at (text_10k);
  bench_undo_at (text_100k);
}

static void
bench_save (void)
{
  g_autoptr(PipsSession) session = long_game (77);
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
           verdict (median (times, G_N_ELEMENTS (times)) < 5, "atomic save: %.2f ms (< 5 ms)",
                    median (times, G_N_ELEMENTS (times))));

  pips_demo_remove_dir (dir);
}

static void
bench_listing (void)
{
  g_autofree char *root = make_dir ("list");
  g_autofree char *dir = g_build_filename (root, "sessions", NULL);
  g_autofree char *cache = g_build_filename (root, "summaries.gvariant", NULL);
  double cold[5], warm[5];

  write_games (dir, 1000);

  for (guint run = 0; run < G_N_ELEMENTS (cold); run++)
    {
      for (guint pass = 0; pass < 2; pass++)
        {
          g_autoptr(PipsStore) store = pips_store_new (dir);
          gint64 start;

          if (pass == 0)
            g_unlink (cache);
          pips_store_set_cache_file (store, cache);
          start = g_get_monotonic_time ();
          if (!pips_store_load (store, NULL))
            g_error ("listing failed");
          (pass == 0 ? cold : warm)[run] = (g_get_monotonic_time () - start) / 1000.0;
          g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 1000);
        }
    }

  g_print ("listing 1 000 saved games (median of %u): %.1f ms with the summary cache, "
           "%.1f ms without (every file read and replayed, the cache written)\n",
           (guint) G_N_ELEMENTS (cold), median (warm, G_N_ELEMENTS (warm)),
           median (cold, G_N_ELEMENTS (cold)));

  /* 10 000 games, with the cache (written by a first listing). */
  pips_demo_remove_dir (dir);
  write_games (dir, 10000);
  {
    g_autoptr(PipsStore) store = pips_store_new (dir);

    pips_store_set_cache_file (store, cache);
    pips_store_load (store, NULL);
  }
  for (guint run = 0; run < G_N_ELEMENTS (warm); run++)
    {
      g_autoptr(PipsStore) store = pips_store_new (dir);
      gint64 start;

      pips_store_set_cache_file (store, cache);
      start = g_get_monotonic_time ();
      pips_store_load (store, NULL);
      warm[run] = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (store)), ==, 10000);
    }
  g_print ("listing 10 000 saved games with the summary cache (median of %u): %.1f ms\n",
           (guint) G_N_ELEMENTS (warm), median (warm, G_N_ELEMENTS (warm)));

  pips_demo_remove_dir (root);
}

/* `pips --summary` of many files in one run: the program, its start and the reading of each. */
static void
bench_summary (void)
{
  const char *pips = g_getenv ("PIPS");
  g_autofree char *root = make_dir ("summary");
  g_autofree char *dir = g_build_filename (root, "sessions", NULL);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  g_autoptr(GDir) folder = NULL;
  const char *name;
  double times[5], one[5];
  guint n = 0;

  if (pips == NULL)
    {
      g_print ("pips --summary: not measured, PIPS does not name the pips program\n");
      pips_demo_remove_dir (root);
      return;
    }

  write_games (dir, 1000);
  folder = g_dir_open (dir, 0, NULL);
  g_strv_builder_add_many (builder, pips, "--summary", NULL);
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_strv_builder_take (builder, g_build_filename (dir, name, NULL));
      n++;
    }
  argv = g_strv_builder_end (builder);

  for (guint run = 0; run < G_N_ELEMENTS (times); run++)
    {
      for (guint pass = 0; pass < 2; pass++)
        {
          g_autoptr(GSubprocess) process = NULL;
          g_autoptr(GError) error = NULL;
          gint64 start = g_get_monotonic_time ();
          g_autofree char *saved = NULL;

          if (pass == 1)
            {
              /* One file. */
              saved = argv[3];
              argv[3] = NULL;
            }
          process = g_subprocess_newv ((const char * const *) argv, G_SUBPROCESS_FLAGS_STDOUT_SILENCE,
                                       &error);
          g_assert_no_error (error);
          g_subprocess_wait_check (process, NULL, &error);
          g_assert_no_error (error);
          (pass == 0 ? times : one)[run] = (g_get_monotonic_time () - start) / 1000.0;
          if (pass == 1)
            argv[3] = g_steal_pointer (&saved);
        }
    }

  g_print ("pips --summary (median of %u): %u files in one run %.0f ms (%.2f ms a file; targets "
           "<= 5 ms a file, <= 3 s): %s; one file %.1f ms\n",
           (guint) G_N_ELEMENTS (times), n, median (times, G_N_ELEMENTS (times)),
           median (times, G_N_ELEMENTS (times)) / n,
           verdict (median (times, G_N_ELEMENTS (times)) / n <= 5 && median (times, G_N_ELEMENTS (times)) <= 3000,
                    "pips --summary of %u files: %.0f ms (<= 5 ms a file, <= 3 s)",
                    n, median (times, G_N_ELEMENTS (times))),
           median (one, G_N_ELEMENTS (one)));

  pips_demo_remove_dir (root);
}

/* The processor time of this process so far, in milliseconds. */
static double
cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

/* 10 000 saved games of every game of the registry, among eight players, each finished or cut
 * short at random: the statistics from the summary cache (a first listing wrote it). */
static void
bench_statistics (void)
{
  static const char * const names[] = { "Anna", "Ben", "Clara", "David", "Emil", "Frieda", "Gustav", "Hanna" };
  g_autofree char *root = make_dir ("statistics");
  g_autofree char *dir = g_build_filename (root, "sessions", NULL);
  g_autofree char *cache = g_build_filename (root, "summaries.gvariant", NULL);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  double listing[5], computing[5], both[5], cpu[5], cpu_computing[5];

  g_mkdir_with_parents (dir, 0700);
  for (guint i = 0; i < 500; i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i % pips_registry_get_n_games ());
      guint n_players = CLAMP (2 + i % 3, info->min_players, info->max_players);
      const char *players[5] = { NULL, };
      g_autoptr(PipsSession) session = NULL;

      for (guint p = 0; p < n_players; p++)
        players[p] = names[(i + p * 3) % G_N_ELEMENTS (names)];
      session = pips_demo_random_game (info->id, 7000 + i, players, 100 + i % 7 * 200);
      g_ptr_array_add (texts, pips_session_serialize (session, NULL));
      g_ptr_array_add (ids, g_strdup (pips_session_get_id (session)));
    }
  for (guint i = 0; i < 10000; i++)
    {
      const char *text = g_ptr_array_index (texts, i % texts->len);
      const char *id = g_ptr_array_index (ids, i % ids->len);
      g_autofree char *new_id = g_strdup_printf ("%s-%u", id, i);
      g_auto(GStrv) parts = g_strsplit (text, id, -1);
      g_autofree char *copy = g_strjoinv (new_id, parts);

      write_text (dir, new_id, copy);
    }

  {
    g_autoptr(PipsStore) store = pips_store_new (dir);

    pips_store_set_cache_file (store, cache);
    pips_store_load (store, NULL);
  }

  for (guint run = 0; run < G_N_ELEMENTS (both); run++)
    {
      g_autoptr(PipsStore) store = pips_store_new (dir);
      g_autoptr(PipsStatistics) statistics = NULL;
      PipsGameCounts counts;
      gint64 start, listed;
      double cpu_start, cpu_listed;

      pips_store_set_cache_file (store, cache);
      cpu_start = cpu_ms ();
      start = g_get_monotonic_time ();
      pips_store_load (store, NULL);
      listed = g_get_monotonic_time ();
      cpu_listed = cpu_ms ();
      statistics = pips_statistics_new (pips_store_get_entries (store), NULL);
      computing[run] = (g_get_monotonic_time () - listed) / 1000.0;
      cpu_computing[run] = cpu_ms () - cpu_listed;
      cpu[run] = cpu_ms () - cpu_start;
      listing[run] = (listed - start) / 1000.0;
      both[run] = listing[run] + computing[run];
      pips_statistics_get_counts (statistics, NULL, &counts);
      g_assert_cmpuint (counts.played, ==, 10000);
    }

  /* The page computes from the store the home page has listed already: its figure is the
   * computing; `pips --statistics` lists the folder first. The processor time too: on a machine
   * busy with other work the time that passes says little. */
  g_print ("statistics of 10 000 saved games from the summary cache (median of %u): computed in "
           "%.1f ms (processor %.1f ms; target < 100 ms): %s; with the listing (pips --statistics) "
           "%.1f ms (processor %.1f ms)\n",
           (guint) G_N_ELEMENTS (both), median (computing, G_N_ELEMENTS (computing)),
           median (cpu_computing, G_N_ELEMENTS (cpu_computing)),
           verdict (median (computing, G_N_ELEMENTS (computing)) < 100,
                    "statistics of 10 000 games: %.1f ms (< 100 ms)", median (computing, G_N_ELEMENTS (computing))),
           median (both, G_N_ELEMENTS (both)), median (cpu, G_N_ELEMENTS (cpu)));

  pips_demo_remove_dir (root);
}

/* The resident memory now, in bytes (0 where /proc is not there). */
static gint64
resident_bytes (void)
{
  g_autofree char *statm = NULL;
  long pages = 0, resident = 0;

  if (!g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL) ||
      sscanf (statm, "%ld %ld", &pages, &resident) != 2)
    return 0;
  return (gint64) resident * sysconf (_SC_PAGESIZE);
}

/* A 1 ms timer on the main loop while a backup or a restore runs: the longest gap between two
 * of its runs is the longest the window would not answer; and the peak resident memory, sampled. */
typedef struct
{
  gint64   last;
  gint64   longest;
  gint64   peak;
  gboolean done;
} Watch;

static gboolean
watch_cb (gpointer user_data)
{
  Watch *watch = user_data;
  gint64 now = g_get_monotonic_time ();

  watch->longest = MAX (watch->longest, now - watch->last);
  watch->last = now;
  watch->peak = MAX (watch->peak, resident_bytes ());
  return G_SOURCE_CONTINUE;
}

static void
transfer_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  Watch *watch = user_data;
  g_autoptr(GError) error = NULL;
  PipsImportResult counts;

  if (g_task_get_source_tag (G_TASK (result)) == pips_backup_to_file_async)
    pips_backup_to_file_finish (PIPS_STORE (source), result, NULL, NULL, &error);
  else
    pips_import_file_finish (PIPS_STORE (source), result, &counts, &error);
  if (error != NULL)
    g_error ("%s", error->message);
  watch->done = TRUE;
}

/* Runs a backup (@backup) or a restore of @file into @store with the main loop running; prints
 * its figures. */
static void
run_transfer (PipsStore  *store,
              GFile      *file,
              gboolean    backup,
              const char *what)
{
  Watch watch = { 0, };
  gint64 start, base;
  guint timer;

  malloc_trim (0);
  base = resident_bytes ();
  watch.peak = base;
  start = watch.last = g_get_monotonic_time ();
  timer = g_timeout_add (1, watch_cb, &watch);
  if (backup)
    pips_backup_to_file_async (store, file, NULL, NULL, transfer_done_cb, &watch);
  else
    pips_import_file_async (store, file, NULL, NULL, transfer_done_cb, &watch);
  /* The part on the main thread before the worker starts counts as a stall too. */
  watch.longest = MAX (watch.longest, g_get_monotonic_time () - start);
  while (!watch.done)
    g_main_context_iteration (NULL, TRUE);
  watch_cb (&watch);
  g_source_remove (timer);

  g_print ("%s: %.0f ms, peak memory %.1f MiB above the process's own (%.1f MiB; target "
           "< 64 MiB: %s), longest main-loop stall %.1f ms (target < 50 ms: %s)\n", what,
           (g_get_monotonic_time () - start) / 1000.0, (watch.peak - base) / 1048576.0,
           base / 1048576.0, watch.peak - base < 64 * 1048576 ? "met" : "MISSED",
           watch.longest / 1000.0, watch.longest < 50000 ? "met" : "MISSED");
}

/* @n copies of @text (a session file) in @dir, each under an id of its own. */
static void
write_copies (const char *dir,
              const char *text,
              guint       n)
{
  const char *at = strstr (text, "\"id\"");
  g_autofree char *id = NULL;

  g_assert_nonnull (at);
  at = strchr (at + strlen ("\"id\""), '"');
  g_assert_nonnull (at);
  at++;
  id = g_strndup (at, strcspn (at, "\""));
  g_mkdir_with_parents (dir, 0700);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *new_id = g_strdup_printf ("%s-%u", id, i);
      g_auto(GStrv) parts = g_strsplit (text, id, -1);
      g_autofree char *copy = g_strjoinv (new_id, parts);

      write_text (dir, new_id, copy);
    }
}

static void
bench_transfer (void)
{
  /* 0: 16 of the largest games (100 000 events each). */
  const guint counts[] = { 1000, 10000, 0 };

  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    {
      g_autofree char *root = make_dir ("transfer");
      g_autofree char *from = g_build_filename (root, "from", NULL);
      g_autofree char *to = g_build_filename (root, "to", NULL);
      g_autofree char *target = g_build_filename (root, "games.pips-backup", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (target);
      g_autofree char *label = NULL;
      g_autoptr(PipsStore) source = NULL;
      g_autoptr(PipsStore) restored = NULL;
      GStatBuf buf;

      if (counts[c] > 0)
        write_games (from, counts[c]);
      else
        {
          g_autofree char *text_10k = NULL;
          g_autofree char *text_100k = NULL;

          long_random_games (&text_10k, &text_100k);
          g_print ("(the largest games: %.1f MiB each)\n", strlen (text_100k) / 1048576.0);
          write_copies (from, text_100k, 16);
        }
      source = pips_store_new (from);
      pips_store_set_cache_file (source, NULL);
      if (!pips_store_load (source, NULL))
        g_error ("listing failed");

      label = counts[c] > 0 ? g_strdup_printf ("backup of %u games", counts[c])
                            : g_strdup ("backup of 16 games of 100 000 events");
      run_transfer (source, file, TRUE, label);
      if (g_stat (target, &buf) == 0)
        g_print ("  (the backup: %.1f MiB)\n", buf.st_size / 1048576.0);

      restored = pips_store_new (to);
      pips_store_set_cache_file (restored, NULL);
      if (!pips_store_load (restored, NULL))
        g_error ("listing failed");
      g_clear_pointer (&label, g_free);
      label = counts[c] > 0 ? g_strdup_printf ("restore of %u games into an empty folder", counts[c])
                            : g_strdup ("restore of 16 games of 100 000 events");
      run_transfer (restored, file, FALSE, label);
      g_assert_cmpuint (g_list_model_get_n_items (pips_store_get_entries (restored)), ==,
                        counts[c] > 0 ? counts[c] : 16);

      g_clear_object (&source);
      g_clear_object (&restored);
      pips_demo_remove_dir (root);
    }
}

int
main (int   argc,
      char *argv[])
{
  const char *child = g_getenv ("PIPS_BENCH_WINDOW");
  const char *only = NULL;
  gboolean strict = FALSE;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--strict"))
        strict = TRUE;
      else
        only = argv[i];
    }

  g_assert_nonnull (child);
  missed = g_ptr_array_new_with_free_func (g_free);

  if (only == NULL || g_str_equal (only, "open"))
    bench_open ();
  if (only == NULL || g_str_equal (only, "undo"))
    bench_undo ();
  if (only == NULL || g_str_equal (only, "save"))
    bench_save ();
  if (only == NULL || g_str_equal (only, "listing"))
    bench_listing ();
  if (only == NULL || g_str_equal (only, "summary"))
    bench_summary ();
  if (only == NULL || g_str_equal (only, "statistics"))
    bench_statistics ();
  if (only == NULL || g_str_equal (only, "transfer"))
    bench_transfer ();
  if (only == NULL || g_str_equal (only, "startup"))
    bench_startup (child);

  /* One line for the eye, one for build-aux/dev for each figure. */
  if (missed->len == 0)
    g_print ("targets: every one met\n");
  else
    {
      g_autofree char *list = NULL;

      g_ptr_array_add (missed, NULL);
      list = g_strjoinv ("; ", (char **) missed->pdata);
      g_ptr_array_remove_index (missed, missed->len - 1);
      g_print ("targets MISSED (%u): %s\n", missed->len, list);
      for (guint i = 0; i < missed->len; i++)
        g_print ("bench: missed target: %s\n", (const char *) g_ptr_array_index (missed, i));
    }

  /* --strict (build-aux/dev bench --strict): a missed target fails the run. */
  return strict && missed->len > 0 ? 1 : 0;
}
