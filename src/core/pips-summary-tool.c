/* pips-summary-tool.c — `pips --summary`: the sheet and standings of session files; and
 * `pips --statistics`: the statistics of saved games
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

#include <string.h>

#include <glib/gi18n.h>

#include "pips-session.h"
#include "pips-statistics.h"
#include "pips-store-private.h"
#include "pips-summary-tool.h"
#include "pips-transfer.h"

/**
 * pips_summary_print_files:
 * @format: "text", "json" or "csv"
 * @files: the session files
 *
 * Prints the summary of every file, in order: as text (with a `==> FILE <==` line before each
 * when there are several), as JSON (one document a file, each ending a line), or as one CSV of
 * every file (pips_session_to_csv(): a header, then a row per round and player). A file that
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

  gboolean header_done = FALSE;

  if (g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0 &&
      g_strcmp0 (format, "csv") != 0)
    {
      /* Translators: %s is what the user passed to --format */
      g_printerr (_("Unknown format “%s”: use “text”, “json” or “csv”\n"), format);
      return 2;
    }

  if (files == NULL || files[0] == NULL)
    {
      g_printerr ("%s\n", _("Usage: pips --summary [--format=json|csv] FILE…"));
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

      if (g_str_equal (format, "csv"))
        {
          /* One table of every file: the header once. */
          text = pips_session_to_csv (session, &error);
          if (text == NULL)
            {
              g_printerr ("%s: %s\n", files[i], error->message);
              status = 1;
              continue;
            }
          g_print ("%s", header_done ? strchr (text, '\n') + 1 : text);
          header_done = TRUE;
          continue;
        }
      else if (g_str_equal (format, "json"))
        text = pips_session_summary_json (session);
      else
        text = pips_session_summary_text (session);

      if (several && !g_str_equal (format, "json"))
        g_print ("%s==> %s <==\n", i > 0 ? "\n" : "", files[i]);
      g_print ("%s%s", text, g_str_has_suffix (text, "\n") ? "" : "\n");
    }

  return status;
}

/* Adds the entries of @store (listed from its summary cache where the files have not changed)
 * to @entries. */
static gboolean
add_store_entries (GListStore  *entries,
                   PipsStore   *store,
                   GError     **error)
{
  GListModel *listed;

  if (!pips_store_load (store, error))
    return FALSE;

  listed = pips_store_get_entries (store);
  for (guint i = 0; i < g_list_model_get_n_items (listed); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (listed, i);

      g_list_store_append (entries, entry);
    }

  return TRUE;
}

/**
 * pips_statistics_print_paths:
 * @format: "text" or "json"
 * @paths: (nullable): session files and folders of them; %NULL or empty for the folder of saved
 *   games
 *
 * Prints the statistics of the games in @paths, with the player names merged as the user merged
 * them (pips_player_names_new_default()). A folder is listed as the app lists it, from the
 * summary cache where its files have not changed. Files that cannot be read are left out and
 * counted (and named).
 *
 * Returns: the exit status: 0, 1 if a folder could not be listed or a path names nothing (it is
 *   said why, and the others are printed), 2 for a wrong @format
 */
int
pips_statistics_print_paths (const char         *format,
                             const char * const *paths)
{
  g_autoptr(GListStore) entries = g_list_store_new (PIPS_TYPE_STORE_ENTRY);
  g_autoptr(GPtrArray) stores = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(PipsPlayerNames) names = pips_player_names_new_default ();
  g_autoptr(PipsStatistics) statistics = NULL;
  g_autoptr(GError) names_error = NULL;
  g_autofree char *text = NULL;
  int status = 0;

  if (g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0)
    {
      /* Translators: %s is what the user passed to --format */
      g_printerr (_("Unknown format “%s”: use “text” or “json”\n"), format);
      return 2;
    }

  if (!pips_player_names_load (names, &names_error))
    g_printerr ("%s\n", names_error->message);

  if (paths == NULL || paths[0] == NULL)
    {
      g_autoptr(PipsStore) store = pips_store_new_default ();
      g_autoptr(GError) error = NULL;

      if (!add_store_entries (entries, store, &error))
        {
          g_printerr ("%s: %s\n", pips_store_get_directory (store), error->message);
          status = 1;
        }
      g_ptr_array_add (stores, g_steal_pointer (&store));
    }

  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    {
      if (!g_file_test (paths[i], G_FILE_TEST_EXISTS))
        {
          /* Translators: %s is a path given to `pips --statistics` that is not there */
          g_printerr (_("%s: there is no such file or folder\n"), paths[i]);
          status = 1;
        }
      else if (g_file_test (paths[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr(PipsStore) store = pips_store_new (paths[i]);
          g_autoptr(GError) error = NULL;

          if (!add_store_entries (entries, store, &error))
            {
              g_printerr ("%s: %s\n", paths[i], error->message);
              status = 1;
            }
          g_ptr_array_add (stores, g_steal_pointer (&store));
        }
      else
        {
          g_autoptr(PipsStoreEntry) entry = _pips_store_entry_new_from_file (paths[i]);

          g_list_store_append (entries, entry);
        }
    }

  statistics = pips_statistics_new (G_LIST_MODEL (entries), names);
  if (g_str_equal (format, "json"))
    text = pips_statistics_to_json (statistics);
  else
    text = pips_statistics_to_text (statistics);
  g_print ("%s%s", text, g_str_has_suffix (text, "\n") ? "" : "\n");

  return status;
}

/**
 * pips_summary_tool_main:
 *
 * `pips-summary [--format=text|json|csv] FILE…`, the program `pips --summary` runs.
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
  gboolean statistics = FALSE;
  const GOptionEntry entries[] = {
    /* Accepted, so that `pips-summary --summary …` is `pips --summary …`. */
    { "summary", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &summary, NULL, NULL },
    { "statistics", 0, 0, G_OPTION_ARG_NONE, &statistics,
      N_("Print the statistics of the saved games (or of the files and folders given), then quit"),
      NULL },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      N_("The format of --summary (“text”, the default, “json” or “csv”) and --statistics (“text” or “json”)"), N_("FORMAT") },
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

  if (statistics)
    return pips_statistics_print_paths (format != NULL ? format : "text",
                                        (const char * const *) files);

  return pips_summary_print_files (format != NULL ? format : "text", (const char * const *) files);
}
