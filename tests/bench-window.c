/* bench-window.c — the child of the startup benchmark
 *
 *   bench-window pips|bare|titled
 *
 * Starts Pips (its application and window, with the sessions in $XDG_DATA_HOME) or a bare
 * AdwApplicationWindow, and when the first frame of the window has been painted — for Pips, the
 * first frame painted once the store has listed its folder, that is with the rows that fill the
 * window (the home page makes those below it in the frame after) —
 * prints the monotonic time and its resident memory in KiB, then quits. The parent took the time
 * before exec.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pips-application.h"

static gboolean printed;

static long
rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  return line != NULL ? strtol (line + 6, NULL, 10) : -1;
}

static void
after_paint_cb (GdkFrameClock *clock,
                GApplication  *app)
{
  if (printed)
    return;

  /* Pips: a frame before the sessions are listed shows no list; the one after shows it. */
  if (PIPS_IS_APPLICATION (app) &&
      !pips_store_get_loaded (pips_application_get_store (PIPS_APPLICATION (app))))
    return;

  printed = TRUE;
  g_print ("%" G_GINT64_FORMAT " %ld\n", g_get_monotonic_time (), rss_kib ());
  fflush (stdout);
  g_application_quit (app);
}

static void
map_cb (GtkWidget    *window,
        GApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), app);
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window)
{
  g_signal_connect (window, "map", G_CALLBACK (map_cb), app);
}

static void
bare_activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);

  /* "titled": the same window with a header bar and a title, the least any app shows. Drawing
   * text (fonts, shaping) is most of the difference between a bare window and any app. */
  if (g_object_get_data (G_OBJECT (app), "titled") != NULL)
    {
      GtkWidget *view = adw_toolbar_view_new ();

      adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), adw_header_bar_new ());
      gtk_window_set_title (GTK_WINDOW (window), "Pips");
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), view);
    }

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GApplication) app = NULL;

  if (argc != 2 || (!g_str_equal (argv[1], "pips") && !g_str_equal (argv[1], "bare") &&
                    !g_str_equal (argv[1], "titled")))
    {
      g_printerr ("Usage: bench-window pips|bare|titled\n");
      return 2;
    }

  if (g_str_equal (argv[1], "pips"))
    app = G_APPLICATION (pips_application_new ());
  else
    {
      app = G_APPLICATION (adw_application_new ("io.github.pipsapp.PipsBenchBare",
                                                G_APPLICATION_DEFAULT_FLAGS));
      g_signal_connect (app, "activate", G_CALLBACK (bare_activate_cb), NULL);
      if (g_str_equal (argv[1], "titled"))
        g_object_set_data (G_OBJECT (app), "titled", GINT_TO_POINTER (1));
    }
  g_application_set_flags (app, G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);

  return g_application_run (app, 1, argv);
}
