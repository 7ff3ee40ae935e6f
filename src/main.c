/* main.c — the app, pips-app, which the `pips` command runs (see pips.c)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "pips-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(PipsApplication) app = NULL;
  const char *localedir = g_getenv ("PIPS_LOCALEDIR");

  /* An uninstalled run (`meson devenv`, build-aux/dev run, build/src/pips) finds the
   * translations in the build tree, so that LANGUAGE=de works before installing. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = pips_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
