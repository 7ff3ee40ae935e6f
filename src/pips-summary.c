/* pips-summary.c — `pips --summary`, without GTK: the program `pips --summary` runs
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "pips-summary-tool.h"

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("PIPS_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* Uninstalled, as the app: the translations of the build tree. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  return pips_summary_tool_main (argc, argv);
}
