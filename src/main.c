/* main.c
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

  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = pips_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
