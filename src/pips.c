/* pips.c — the `pips` command: the app, or with --summary or --statistics the small program that
 * prints summaries and statistics
 *
 * Both programs live in libexec (beside this one in the build folder). This one is linked to GLib
 * only, so that `pips --summary FILE` does not pay for loading GTK and libadwaita (about 20 ms,
 * most of it the dynamic linker), and starting the app costs one more exec of a small program.
 * The name the programs see (argv[0]) stays `pips`.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <locale.h>
#include <unistd.h>

#include <glib/gi18n.h>

static gboolean
wants_summary (int   argc,
               char *argv[])
{
  for (int i = 1; i < argc && !g_str_equal (argv[i], "--"); i++)
    {
      if (g_str_equal (argv[i], "--summary") || g_str_equal (argv[i], "--statistics"))
        return TRUE;
    }

  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  const char *name = wants_summary (argc, argv) ? "pips-summary" : "pips-app";
  const char *installed = wants_summary (argc, argv) ? PIPS_SUMMARY_PATH : PIPS_APP_PATH;
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self != NULL ? g_path_get_dirname (self) : NULL;
  g_autofree char *beside = dir != NULL ? g_build_filename (dir, name, NULL) : NULL;
  const char *candidates[] = { beside, installed };
  int saved_errno = ENOENT;

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      if (candidates[i] == NULL || !g_file_test (candidates[i], G_FILE_TEST_IS_EXECUTABLE))
        continue;
      /* Uninstalled (`build/src/pips`), the translations are those of the build folder,
       * `build/po`, as under `meson devenv`: so that LANGUAGE=de works before installing. */
      if (candidates[i] == beside && g_getenv ("PIPS_LOCALEDIR") == NULL)
        {
          g_autofree char *po = g_build_filename (dir, "..", "po", NULL);

          if (g_file_test (po, G_FILE_TEST_IS_DIR))
            g_setenv ("PIPS_LOCALEDIR", po, FALSE);
        }
      execv (candidates[i], argv);
      saved_errno = errno;
    }

  /* Only here is a word said: the translations are looked up for it alone. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* Translators: the first %s is a program's path, the second the system's reason */
  g_printerr (_("pips: could not run %s: %s"), installed, g_strerror (saved_errno));
  g_printerr ("\n");

  return 127;
}
