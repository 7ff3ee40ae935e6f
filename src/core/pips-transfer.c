/* pips-transfer.c — a game out of Pips and back: CSV, backup of every game, import
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - CSV: one row per round and player (PipsProgress), the columns documented in
 *   docs/session-format.md, for a spreadsheet.
 * - A backup is one JSON file, {"format": "pips-backup", "version": 1, "created": …,
 *   "sessions": [{"file": "<id>.json", "data": "<the file's text>"}, …]}: every saved game's file
 *   as it is on disk, so that a restore gives every file back byte for byte.
 * - An import takes a session file (exported, or copied from another computer) or a backup.
 *   Every session in it is opened as a saved game is (pips_session_new_from_data(): the same
 *   limits and the same replay of the rules) before anything changes: one that cannot be opened
 *   refuses the whole import, with the reason. A game kept already (the same id and the same
 *   file) is skipped and counted; the same id with a different game is added with a new id;
 *   an import never overwrites a game.
 */

#define G_LOG_DOMAIN "pips-transfer"

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-json-file.h"
#include "pips-progress.h"
#include "pips-registry.h"
#include "pips-session-private.h"
#include "pips-store-private.h"
#include "pips-transfer-private.h"
#include "pips-transfer.h"

#define BACKUP_FORMAT  PIPS_BACKUP_FORMAT
#define BACKUP_VERSION PIPS_BACKUP_VERSION
#define IMPORT_TEXT    PIPS_IMPORT_TEXT

G_DEFINE_QUARK (pips-transfer-error-quark, pips_transfer_error)

/* A file to import: a session or a backup, read with the checks of every JSON file Pips reads
 * (pips-json-file.c) and the size of a backup. Its format is checked by pips_import_parse(). */
static const PipsJsonFileKind import_file = {
  .format = NULL,
  .version = 0,
  .not_this = N_("This file is not a Pips game or backup"),
  /* Translators: %s is a size such as "12.5 MB" */
  .too_large = N_("This file is too large to be a Pips game or backup (%s)"),
  /* Not pips_json_file_check_format(): a session or a backup, each checks its own version. */
  .no_version = NULL,
  .newer = NULL,
  .too_many = NULL,
  .max_size = PIPS_BACKUP_MAX_FILE_SIZE,
};

/* CSV */

/* A field as RFC 4180 writes it; text that a spreadsheet would take for a formula is kept as
 * text (a leading apostrophe), as OWASP advises for CSV files. */
static void
append_field (GString    *csv,
              const char *text,
              gboolean    is_text)
{
  gboolean quote = strpbrk (text, ",\"\r\n") != NULL;

  if (is_text && strchr ("=+-@\t\r", text[0]) != NULL && text[0] != '\0')
    {
      g_autofree char *safe = g_strconcat ("'", text, NULL);

      append_field (csv, safe, FALSE);
      return;
    }

  if (!quote)
    {
      g_string_append (csv, text);
      return;
    }

  g_string_append_c (csv, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (csv, '"');
      g_string_append_c (csv, *p);
    }
  g_string_append_c (csv, '"');
}

/**
 * pips_session_to_csv:
 *
 * The sheet for a spreadsheet: a header line, then one row per round and player, with the
 * columns `game,session,started,round,player,value,unit,rank` (docs/session-format.md). The
 * value is the player's standing after the round (points, chips or mats, as `unit` says), the
 * rank theirs then (1 leads). Lines end in CRLF, as RFC 4180 has them.
 *
 * Returns: (transfer full) (nullable): the CSV text
 */
char *
pips_session_to_csv (PipsSession  *session,
                     GError      **error)
{
  g_autoptr(PipsProgress) progress = NULL;
  g_autoptr(GString) csv = g_string_new ("game,session,started,round,player,value,unit,rank\r\n");
  g_autofree char *started = NULL;

  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  progress = pips_progress_new_for_session (session, error);
  if (progress == NULL)
    return NULL;

  started = g_date_time_format_iso8601 (pips_session_get_created (session));

  for (guint i = 0; i < pips_progress_get_n_points (progress); i++)
    for (guint p = 0; p < pips_progress_get_n_players (progress); p++)
      {
        char number[32];

        append_field (csv, pips_session_get_game_id (session), FALSE);
        g_string_append_c (csv, ',');
        /* A hand-made id may begin with "-": kept as text, as the names are. */
        append_field (csv, pips_session_get_id (session), TRUE);
        g_string_append_c (csv, ',');
        append_field (csv, started, FALSE);
        g_string_append_printf (csv, ",%u,", pips_progress_get_round (progress, i));
        append_field (csv, pips_progress_get_player_name (progress, p), TRUE);
        g_snprintf (number, sizeof number, ",%" G_GINT64_FORMAT ",",
                    pips_progress_get_value (progress, i, p));
        g_string_append (csv, number);
        append_field (csv, pips_unit_to_id (pips_progress_get_unit (progress)), FALSE);
        g_string_append_printf (csv, ",%u\r\n", pips_progress_get_rank (progress, i, p));
      }

  return g_string_free (g_steal_pointer (&csv), FALSE);
}

/* Backup */

/**
 * pips_backup_serialize:
 * @store: a loaded store, flushed (pips_store_flush()) so that every game is on disk
 * @n_sessions: (out) (optional): the games in the backup
 * @n_left_out: (out) (optional): the files of the folder that cannot be opened (damaged, or of a
 *   newer Pips), left out
 *
 * The backup's text in memory (pips_backup_write() into memory), for tests and tools; the window
 * writes a backup into its file game by game (pips_backup_to_file_async()).
 *
 * Returns: (transfer full) (nullable): the backup's text
 */
char *
pips_backup_serialize (PipsStore  *store,
                       guint      *n_sessions,
                       guint      *n_left_out,
                       GError    **error)
{
  g_auto(GStrv) paths = NULL;
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();

  g_return_val_if_fail (PIPS_IS_STORE (store), NULL);

  paths = pips_backup_list_files (store);
  if (!pips_backup_write ((const char * const *) paths, out, NULL, NULL, n_sessions, n_left_out,
                          error) ||
      !g_output_stream_write_all (out, "", 1, NULL, NULL, error) ||
      !g_output_stream_close (out, NULL, error))
    return NULL;

  return g_memory_output_stream_steal_data (G_MEMORY_OUTPUT_STREAM (out));
}

/* Import */

/* Game @index (from 0) of a backup, opened as a saved game is, with the text it came from. */
static PipsSession *
open_backup_game (JsonNode  *element,
                  guint      index,
                  GError   **error)
{
  JsonNode *data = JSON_NODE_HOLDS_OBJECT (element)
                   ? json_object_get_member (json_node_get_object (element), "data") : NULL;
  g_autoptr(GError) local_error = NULL;
  PipsSession *session;

  if (data == NULL || json_node_get_value_type (data) != G_TYPE_STRING)
    {
      g_set_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_DAMAGED,
                   /* Translators: %u is the place of a game in a backup (1 is the first) */
                   _("Game %u of this backup is damaged, so nothing was restored"), index + 1);
      return NULL;
    }

  session = pips_session_new_from_data (json_node_get_string (data), -1, &local_error);
  if (session == NULL)
    {
      g_set_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_DAMAGED,
                   /* Translators: %u is the place of a game in a backup, %s why it cannot be opened */
                   _("Game %u of this backup cannot be opened, so nothing was restored: %s"),
                   index + 1, local_error->message);
      return NULL;
    }
  g_object_set_data_full (G_OBJECT (session), IMPORT_TEXT,
                          g_strdup (json_node_get_string (data)), g_free);

  return session;
}

/* A game of a backup read game by game (_pips_backup_scan()): its text, checked as every JSON
 * file Pips reads, then opened. */
static const PipsJsonFileKind backup_game = {
  .format = NULL,
  .version = 0,
  .not_this = N_("This file is not a Pips game or backup"),
  /* Translators: %s is a size such as "12.5 MB" */
  .too_large = N_("This file is too large to be a Pips game or backup (%s)"),
  .no_version = NULL,
  .newer = NULL,
  .too_many = NULL,
  .max_size = 6 * (goffset) PIPS_SESSION_MAX_FILE_SIZE + 65536,
};

PipsSession *
_pips_backup_open_game_text (const char  *text,
                             gsize        length,
                             guint        index,
                             GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  if (!pips_json_file_check_text (text, length, &backup_game, NULL) ||
      !json_parser_load_from_data (parser, text, length, NULL) ||
      json_parser_get_root (parser) == NULL)
    {
      g_set_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_DAMAGED,
                   _("Game %u of this backup is damaged, so nothing was restored"), index + 1);
      return NULL;
    }

  return open_backup_game (json_parser_get_root (parser), index, error);
}

static GPtrArray *
parse_backup (JsonObject  *object,
              GError     **error)
{
  g_autoptr(GPtrArray) sessions = g_ptr_array_new_with_free_func (g_object_unref);
  JsonNode *version = json_object_get_member (object, "version");
  JsonNode *list = json_object_get_member (object, "sessions");
  JsonArray *array;

  if (version == NULL || json_node_get_value_type (version) != G_TYPE_INT64 ||
      json_node_get_int (version) < 1 || list == NULL || !JSON_NODE_HOLDS_ARRAY (list))
    {
      g_set_error_literal (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NOT_PIPS,
                           _("This backup is damaged: it does not say which games it holds"));
      return NULL;
    }
  if (json_node_get_int (version) > BACKUP_VERSION)
    {
      g_set_error_literal (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NEWER,
                           _("This backup was made by a newer version of Pips; update Pips to restore it"));
      return NULL;
    }

  array = json_node_get_array (list);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      PipsSession *session = open_backup_game (json_array_get_element (array, i), i, error);

      if (session == NULL)
        return NULL;
      g_ptr_array_add (sessions, session);
    }

  return g_steal_pointer (&sessions);
}

/**
 * pips_import_parse:
 * @data: a session file's text (as Pips saves or exports it) or a backup's
 *
 * Opens every game in @data, as saved games are opened, and changes nothing.
 *
 * Returns: (transfer full) (element-type PipsSession) (nullable): the games, or %NULL and
 *   @error in the player's words when one cannot be opened or @data is not Pips's
 */
GPtrArray *
pips_import_parse (const char  *data,
                   gsize        length,
                   GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;
  JsonObject *object;
  const char *format;

  /* The checks of every file Pips reads, before json-glib reads it: size, text, one value only
   * (json-glib reads "{} {}" as a list, which an immutable parser would not seal), depth. */
  if (!pips_json_file_check_text (data, length, &import_file, &local_error))
    {
      g_set_error_literal (error, PIPS_TRANSFER_ERROR,
                           g_error_matches (local_error, PIPS_SESSION_ERROR,
                                            PIPS_SESSION_ERROR_TOO_LARGE)
                           ? PIPS_TRANSFER_ERROR_TOO_LARGE : PIPS_TRANSFER_ERROR_NOT_PIPS,
                           local_error->message);
      return NULL;
    }

  if (!json_parser_load_from_data (parser, data, length, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NOT_PIPS,
                           _("This file is not a Pips game or backup"));
      return NULL;
    }

  object = json_node_get_object (root);
  format = json_object_get_string_member_with_default (object, "format", NULL);

  if (g_strcmp0 (format, BACKUP_FORMAT) == 0)
    return parse_backup (object, error);

  if (g_strcmp0 (format, "pips-session") == 0)
    {
      g_autoptr(GPtrArray) sessions = g_ptr_array_new_with_free_func (g_object_unref);
      PipsSession *session = pips_session_new_from_data (data, length, &local_error);

      if (session == NULL)
        {
          g_set_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_DAMAGED,
                       /* Translators: %s says why a game cannot be opened */
                       _("This game cannot be imported: %s"), local_error->message);
          return NULL;
        }
      g_object_set_data_full (G_OBJECT (session), IMPORT_TEXT, g_strndup (data, length), g_free);
      g_ptr_array_add (sessions, session);
      return g_steal_pointer (&sessions);
    }

  g_set_error_literal (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NOT_PIPS,
                       _("This file is not a Pips game or backup"));
  return NULL;
}

/* @local_error of pips_file_open_regular() or pips_file_read_regular(), in the player's words.
 * Takes @local_error. */
void
_pips_import_set_read_error (GError  *local_error,
                             GError **error)
{
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE))
    g_set_error_literal (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NOT_PIPS,
                         _("This is not a file but a folder, a pipe or a device"));
  else if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      g_autofree char *limit = g_format_size (PIPS_BACKUP_MAX_FILE_SIZE);

      g_set_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_TOO_LARGE,
                   /* Translators: %s is a size such as "536.9 MB" */
                   _("This file is larger than a Pips game or backup can be (%s)"), limit);
    }
  else
    {
      g_propagate_error (error, local_error);
      return;
    }

  g_error_free (local_error);
}

/**
 * pips_import_read_file:
 * @file: a session file or a backup, from anywhere (a file dialog, a drop, the command line)
 *
 * Reads @file as every file from outside is read (pips_file_read_regular(): a regular file, no
 * larger than a backup, checked before it is read; a pipe or a device is refused at once) and
 * opens every game in it (pips_import_parse()). It blocks: call it in a worker thread.
 *
 * Returns: (transfer full) (element-type PipsSession) (nullable): the games, or %NULL and
 *   @error in the player's words
 */
GPtrArray *
pips_import_read_file (GFile         *file,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (path != NULL)
    pips_file_read_regular (path, PIPS_BACKUP_MAX_FILE_SIZE, &data, &length, &local_error);
  else
    {
      /* Not a local file (a remote folder): its type and size as GIO says them, then at most a
       * backup's size read. */
      g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                                     G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                     G_FILE_QUERY_INFO_NONE, cancellable,
                                                     &local_error);
      g_autoptr(GFileInputStream) stream = NULL;

      if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
        g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, "");
      else if (info != NULL && g_file_info_get_size (info) > PIPS_BACKUP_MAX_FILE_SIZE)
        g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, "");
      else if (info != NULL && (stream = g_file_read (file, cancellable, &local_error)) != NULL)
        {
          gsize size = g_file_info_get_size (info) + 1;

          data = g_malloc (size + 1);
          if (g_input_stream_read_all (G_INPUT_STREAM (stream), data, size, &length, cancellable,
                                       &local_error) && length == size)
            g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, "");
          else if (local_error == NULL)
            data[length] = '\0';
        }
    }

  if (local_error != NULL)
    {
      _pips_import_set_read_error (g_steal_pointer (&local_error), error);
      return NULL;
    }

  return pips_import_parse (data, length, error);
}

/* The text of the game with @id kept in @store now, or NULL. A game deleted whose delete can
 * still be undone keeps its id and its file's name: "" (kept, and different from any game), so
 * that an import adds another game of that id under a new id, and the undo brings the deleted
 * game back into its own file. */
static char *
dup_kept (PipsStore  *store,
          const char *id)
{
  GListModel *entries = pips_store_get_entries (store);
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (pips_store_get_directory (store), name, NULL);
  char *data = NULL;

  if (_pips_store_is_removed_id (store, id))
    return g_strdup ("");

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
      PipsSession *session = pips_store_entry_get_session (entry);

      if (g_strcmp0 (pips_store_entry_get_id (entry), id) != 0)
        continue;
      /* Open: as it is in memory, which the file follows. */
      if (session != NULL)
        return pips_session_serialize (session, NULL);
      if (_pips_session_read_file (pips_store_entry_get_path (entry), &data, NULL, NULL))
        return data;
      return g_strdup ("");
    }

  /* Not listed (yet): what is there is kept, even a pipe or a file Pips cannot read. */
  if (_pips_session_read_file (path, &data, NULL, NULL))
    return data;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    return g_strdup ("");

  return NULL;
}

/* @session with a new id (and nothing else changed). */
PipsSession *
_pips_session_copy_with_new_id (PipsSession  *session,
                                GError      **error)
{
  g_autoptr(JsonNode) node = pips_session_to_json (session);
  g_autofree char *id = g_uuid_string_random ();

  json_object_set_string_member (json_node_get_object (node), "id", id);
  return pips_session_new_from_json (node, error);
}

/* Writes each of @sessions into @store's folder (as it was read, where it was read from a file)
 * and lists it; a failure takes back what this call wrote. */
static gboolean
add_files (PipsStore  *store,
           GPtrArray  *sessions,
           GError    **error)
{
  const char *directory = pips_store_get_directory (store);
  g_autoptr(GPtrArray) written = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);

  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: %s is a folder, the second %s the system's reason */
                   _("The games cannot be written into %s: %s"), directory, g_strerror (saved_errno));
      return FALSE;
    }

  for (guint i = 0; i < sessions->len; i++)
    {
      PipsSession *session = g_ptr_array_index (sessions, i);
      const char *text = g_object_get_data (G_OBJECT (session), IMPORT_TEXT);
      g_autofree char *serialized = NULL;
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
      g_autofree char *path = g_build_filename (directory, name, NULL);
      PipsStoreEntry *entry;

      if (text == NULL)
        text = serialized = pips_session_serialize (session, NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS) ||
          !g_file_set_contents_full (path, text, -1,
                                     G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                     0600, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                         /* Translators: %s is a file name */
                         _("A game was saved as %s meanwhile; nothing was imported"), path);
          for (guint j = 0; j < written->len; j++)
            g_unlink (g_ptr_array_index (written, j));
          return FALSE;
        }
      g_ptr_array_add (written, g_steal_pointer (&path));

      /* Listed as a file of the folder is: opened when it is played. */
      entry = _pips_store_entry_new (store, g_ptr_array_index (written, written->len - 1), NULL, NULL);
      _pips_store_entry_set_summary (entry, session);
      g_ptr_array_add (entries, entry);
    }

  for (guint i = 0; i < entries->len; i++)
    g_list_store_insert_sorted (store->entries, g_ptr_array_index (entries, i),
                                _pips_store_entry_cmp, NULL);

  return TRUE;
}

/**
 * pips_import_into_store:
 * @sessions: (element-type PipsSession): what pips_import_parse() gave
 * @result: (out caller-allocates): what was done
 *
 * Adds @sessions to @store, never over a game kept already: each is written into the folder at
 * once, as the text it was read from (so a backup restores every file byte for byte), and
 * listed. A write that fails takes back the whole import.
 *
 * Returns: whether the games were added; @error says why not
 */
gboolean
pips_import_into_store (PipsStore         *store,
                        GPtrArray         *sessions,
                        PipsImportResult  *result,
                        GError           **error)
{
  g_autoptr(GPtrArray) to_add = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (PIPS_IS_STORE (store), FALSE);

  *result = (PipsImportResult) { 0, };

  /* First what to add, then add it all: nothing half done. */
  for (guint i = 0; i < sessions->len; i++)
    {
      PipsSession *session = g_ptr_array_index (sessions, i);
      g_autofree char *kept = dup_kept (store, pips_session_get_id (session));
      gboolean twice = FALSE;

      for (guint j = 0; j < to_add->len; j++)
        twice |= g_str_equal (pips_session_get_id (g_ptr_array_index (to_add, j)),
                              pips_session_get_id (session));

      if (kept == NULL && !twice)
        {
          PipsSession *copy = g_object_ref (session);

          g_object_set_data_full (G_OBJECT (copy), IMPORT_TEXT,
                                  g_strdup (g_object_get_data (G_OBJECT (session), IMPORT_TEXT)),
                                  g_free);
          g_ptr_array_add (to_add, copy);
          result->added++;
          g_strlcpy (result->last_id, pips_session_get_id (copy), sizeof result->last_id);
          continue;
        }

      if (kept != NULL)
        {
          g_autofree char *text = pips_session_serialize (session, NULL);

          if (g_str_equal (kept, text))
            {
              result->skipped++;
              g_strlcpy (result->last_id, pips_session_get_id (session), sizeof result->last_id);
              continue;
            }
        }

      {
        PipsSession *copy = _pips_session_copy_with_new_id (session, error);

        if (copy == NULL)
          return FALSE;
        g_ptr_array_add (to_add, copy);
        result->renamed++;
        g_strlcpy (result->last_id, pips_session_get_id (copy), sizeof result->last_id);
      }
    }

  return add_files (store, to_add, error);
}

/**
 * pips_import_result_dup_message:
 *
 * Returns: (transfer full): what an import did, in the player's words ("3 games imported ·
 *   1 kept already")
 */
char *
pips_import_result_dup_message (const PipsImportResult *result)
{
  guint added = result->added + result->renamed;
  g_autoptr(GString) message = g_string_new (NULL);

  if (added > 0)
    /* Translators: after an import; %u is a number of games */
    g_string_append_printf (message, ngettext ("%u game imported", "%u games imported", added), added);
  else
    g_string_append (message, _("No new games"));

  if (result->skipped > 0)
    {
      g_string_append (message, " · ");
      /* Translators: after an import: games that were in Pips already, %u is their number */
      g_string_append_printf (message, ngettext ("%u was here already", "%u were here already",
                                                 result->skipped), result->skipped);
    }

  return g_string_free (g_steal_pointer (&message), FALSE);
}
