/* pips-summary-tool.c — `pips --summary`: the sheet and standings of session files
 *
 * The whole command, in the core: the small program `pips-summary` (GLib and json-glib only, so
 * that a summary pays for no toolkit) runs it, and `pips --summary` executes that program before
 * anything of GTK is set up.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-summary"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-session.h"
#include "pips-summary-tool.h"

/**
 * pips_summary_print_files:
 * @format: "text" or "json"
 * @files: the session files
 *
 * Prints the summary of every file, in order: as text (with a `==> FILE <==` line before each
 * when there are several), or as JSON (one document a file, each ending a line). A file that
 * cannot be read is named on stderr with the reason, and the others are still printed.
 *
 * Returns: the exit status: 0, 1 if a file could not be read, 2 for a wrong @format or no file
 */
int
pips_summary_print_files (const char         *format,
                          const char * const *files)
{
  gboolean several;
  int status = 0;

  if (g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0)
    {
      /* Translators: %s is what the user passed to --format */
      g_printerr (_("Unknown format “%s”: use “text” or “json”\n"), format);
      return 2;
    }

  if (files == NULL || files[0] == NULL)
    {
      g_printerr ("%s\n", _("Usage: pips --summary [--format=json] FILE…"));
      return 2;
    }

  several = files[1] != NULL;
  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autoptr(PipsSession) session = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      session = pips_session_new_from_file (files[i], &error);
      if (session == NULL)
        {
          g_printerr ("%s: %s\n", files[i], error->message);
          status = 1;
          continue;
        }

      if (g_str_equal (format, "json"))
        text = pips_session_summary_json (session);
      else
        text = pips_session_summary_text (session);

      if (several && !g_str_equal (format, "json"))
        g_print ("%s==> %s <==\n", i > 0 ? "\n" : "", files[i]);
      g_print ("%s%s", text, g_str_has_suffix (text, "\n") ? "" : "\n");
    }

  return status;
}

/**
 * pips_summary_tool_main:
 *
 * `pips-summary [--format=text|json] FILE…`, the program `pips --summary` runs.
 *
 * Returns: the exit status
 */
int
pips_summary_tool_main (int    argc,
                        char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) files = NULL;
  g_autofree char *format = NULL;
  gboolean summary = FALSE;
  const GOptionEntry entries[] = {
    /* Accepted, so that `pips-summary --summary …` is `pips --summary …`. */
    { "summary", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &summary, NULL, NULL },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      N_("The format of --summary: “text” (the default) or “json”"), N_("FORMAT") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE…") },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Print the sheet and standings of session files, then quit"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  return pips_summary_print_files (format != NULL ? format : "text", (const char * const *) files);
}
