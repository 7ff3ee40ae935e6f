/* main.c
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <unistd.h>

#include <glib/gi18n.h>

#include "pips-application.h"

/* `pips --summary …` is the small program pips-summary, which loads no toolkit: beside this
 * program (in the build folder), else where it is installed. If it cannot be executed, the
 * application prints the summaries itself. */
static void
exec_summary (int   argc,
              char *argv[])
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self != NULL ? g_path_get_dirname (self) : NULL;
  g_autofree char *beside = dir != NULL ? g_build_filename (dir, "pips-summary", NULL) : NULL;
  const char *candidates[] = { beside, PIPS_SUMMARY_PATH };
  gboolean summary = FALSE;

  for (int i = 1; i < argc && !g_str_equal (argv[i], "--"); i++)
    summary |= g_str_equal (argv[i], "--summary");
  if (!summary)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      if (candidates[i] == NULL || !g_file_test (candidates[i], G_FILE_TEST_IS_EXECUTABLE))
        continue;
      argv[0] = (char *) candidates[i];
      execv (candidates[i], argv);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(PipsApplication) app = NULL;
  const char *localedir = g_getenv ("PIPS_LOCALEDIR");

  exec_summary (argc, argv);

  /* An uninstalled run (`meson devenv`, build-aux/dev run) finds the translations in the build
   * tree, so that LANGUAGE=de works before installing. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = pips_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
