/* pips-store-list.c — listing the sessions folder: a summary of every file, from a cache of
 * summaries where the file has not changed
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-store"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-json-file.h"
#include "pips-registry.h"
#include "pips-store-private.h"

#define MAX_LOAD_THREADS 8
/* A cache larger than this is not used (one of 10 000 games is a few MiB). */
#define CACHE_MAX_FILE_SIZE (256 * 1024 * 1024)

/* One `*.json` file of the folder, as the listing found it. */
typedef struct
{
  char           *name;
  char           *path;
  gint64          size;
  gint64          mtime;
  PipsStoreEntry *entry;  /* from the cache, or made by reading the file */
} Listed;

static void
listed_free (gpointer data)
{
  Listed *listed = data;

  g_free (listed->name);
  g_free (listed->path);
  g_clear_object (&listed->entry);
  g_free (listed);
}

typedef struct
{
  GPtrArray *misses;  /* of Listed, not in the cache */
  gint       next;    /* atomic: the next file to read */
} LoadFiles;

/* Reads and replays one file into a summary; the session itself is not kept. */
PipsStoreEntry *
_pips_store_entry_new_from_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new_from_file (path, &error);
  PipsStoreEntry *entry = _pips_store_entry_new (NULL, path, NULL, error != NULL ? error->message : NULL);

  if (session != NULL)
    _pips_store_entry_set_summary (entry, session);

  return entry;
}

/* Reads files until none is left. Each file is read by one thread, into its own slot. */
static gpointer
load_files_thread (gpointer data)
{
  LoadFiles *files = data;
  guint i;

  while ((i = (guint) g_atomic_int_add (&files->next, 1)) < files->misses->len)
    {
      Listed *listed = g_ptr_array_index (files->misses, i);

      listed->entry = _pips_store_entry_new_from_file (listed->path);
    }

  return NULL;
}

/* The temporary file of a save (g_file_set_contents_full(): "<id>.json.XXXXXX"), left behind by
 * a process killed while it saved. */
static gboolean
is_temporary_file (const char *name)
{
  const char *suffix = strstr (name, ".json.");

  if (name[0] == '.' || suffix == NULL || strlen (suffix) != strlen (".json.XXXXXX"))
    return FALSE;

  for (const char *p = suffix + strlen (".json."); *p != '\0'; p++)
    {
      if (!g_ascii_isalnum (*p))
        return FALSE;
    }

  return TRUE;
}

/* Removes a temporary file that no save is still writing: one older than a minute (a save
 * takes milliseconds; another Pips may be saving right now). The session file itself is
 * untouched: the rename that ends a save is atomic. */
static void
remove_stale_temporary_file (const char *directory,
                             const char *name)
{
  g_autofree char *path = g_build_filename (directory, name, NULL);
  GStatBuf buf;

  if (g_lstat (path, &buf) != 0 || !S_ISREG (buf.st_mode))
    return;

  if (buf.st_mtime > g_get_real_time () / G_USEC_PER_SEC - STALE_TEMPORARY_SECONDS)
    return;

  if (g_unlink (path) != 0)
    g_debug ("Could not remove %s: %s", path, g_strerror (errno));
}

/**
 * _pips_store_is_temporary_name:
 *
 * Whether @name is that of a backup's or an export's temporary file, ".pips-backup-XXXXXX".
 */
gboolean
_pips_store_is_temporary_name (const char *name)
{
  if (!g_str_has_prefix (name, PIPS_TEMPORARY_PREFIX) ||
      strlen (name) != strlen (PIPS_TEMPORARY_PREFIX) + PIPS_TEMPORARY_LETTERS)
    return FALSE;

  for (const char *p = name + strlen (PIPS_TEMPORARY_PREFIX); *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;

  return TRUE;
}

/**
 * _pips_store_sweep_unfinished:
 * @directory: the sessions folder
 *
 * Removes the temporary files of backups and exports that a killed Pips left beside the files
 * chosen: each is named by a record in @directory's ".pips-unfinished", which its writer keeps
 * locked while it writes. A record no one holds names a temporary no one writes; only a file of
 * Pips's own name (".pips-backup-XXXXXX") is removed.
 *
 * Returns: how many temporaries were removed
 */
guint
_pips_store_sweep_unfinished (const char *directory)
{
  g_autofree char *records = g_build_filename (directory, PIPS_UNFINISHED_FOLDER, NULL);
  g_autoptr(GDir) dir = g_dir_open (records, 0, NULL);
  const char *name;
  guint removed = 0;

  if (dir == NULL)
    return 0;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *record = g_build_filename (records, name, NULL);
      int fd = g_open (record, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0);
      char path[PATH_MAX + 1];
      gssize length;

      if (fd < 0)
        continue;
      /* Held: its backup is being written, by this Pips or another. */
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          close (fd);
          continue;
        }

      length = read (fd, path, sizeof path - 1);
      if (length <= 0)
        {
          GStatBuf buf;

          /* Empty: being made this instant, or left by a kill before it named anything. */
          if (fstat (fd, &buf) == 0 &&
              buf.st_mtime < g_get_real_time () / G_USEC_PER_SEC - STALE_TEMPORARY_SECONDS)
            g_unlink (record);
          close (fd);
          continue;
        }
      else
        {
          g_autofree char *base = NULL;
          GStatBuf buf;

          path[length] = '\0';
          base = g_path_get_basename (path);
          if (g_path_is_absolute (path) && _pips_store_is_temporary_name (base) &&
              g_lstat (path, &buf) == 0 && S_ISREG (buf.st_mode) && g_unlink (path) == 0)
            removed++;
        }
      g_unlink (record);
      close (fd);
    }

  return removed;
}

/* The summaries are in the language of the status lines and the reasons, and made by this
 * version's rules: a cache of another language or version is not used. The language is that of
 * the translation in effect, not the one asked for: under the C locale gettext ignores LANGUAGE,
 * so LANGUAGE=de there gives English lines. The header of the catalog gettext uses names its
 * language ("de"); without a catalog the lines are the English of the sources (""). */
static char *
dup_cache_language (void)
{
  /* Not a string to translate: the catalog's header (a variable keeps xgettext from taking it). */
  static const char empty[] = "";
  const char *header = gettext (empty);
  const char *line = header;

  while (line != NULL && *line != '\0')
    {
      const char *end = strchr (line, '\n');

      if (g_str_has_prefix (line, "Language:"))
        {
          const char *value = line + strlen ("Language:");
          g_autofree char *language = end != NULL ? g_strndup (value, end - value) : g_strdup (value);

          return g_strdup (g_strstrip (language));
        }
      line = end != NULL ? end + 1 : NULL;
    }

  /* A catalog that does not name its language: its header tells it apart. */
  return g_strdup (header != NULL ? header : "");
}

/* The cache: one GVariant, read where it lies (mapped, nothing parsed):
 *   (version, Pips version, language, folder, records,
 *    [(name, size, mtime, error, id, title, game, status, players, updated, finished, results)])
 * with "" for no error, the time of the last change in seconds since 1970 (UTC), and the
 * results the statistics read (RESULTS_TYPE, pips-store-private.h), whose records are those
 * `records` names (_pips_store_get_records_signature()). A cache that is not in
 * GVariant's normal form (damaged, cut short) is not used. */
#define CACHE_FILE_TYPE  "(sxxsssssasxb" RESULTS_TYPE ")"
#define CACHE_TYPE       "(ussssa" CACHE_FILE_TYPE ")"

/* The records of every game, in order ("<game>:<record>,<record>,…;<game>:…"): the
 * results of a cache made for other records are not read. Made once; listing runs in a thread. */
const char *
_pips_store_get_records_signature (void)
{
  static char *signature;

  if (g_once_init_enter_pointer (&signature))
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint g = 0; g < pips_registry_get_n_games (); g++)
        {
          const PipsGameInfo *info = pips_registry_get_game (g);
          g_autoptr(GArray) records = pips_game_info_dup_records (info);

          g_string_append_printf (text, "%s%s:", g > 0 ? ";" : "", info->id);
          for (guint r = 0; r < records->len; r++)
            g_string_append_printf (text, "%s%s", r > 0 ? "," : "",
                                    g_array_index (records, PipsRecord, r).id);
        }
      g_once_init_leave_pointer (&signature, g_string_free (g_steal_pointer (&text), FALSE));
    }

  return signature;
}

/* The cache's summaries (an array of CACHE_FILE_TYPE), or %NULL if it is missing, damaged or
 * stale as a whole. */
static GVariant *
read_cache (const char *cache_file,
            const char *directory)
{
  g_autoptr(GMappedFile) mapped = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GVariant) cache = NULL;
  int fd = -1;
  g_autoptr(GVariant) files = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *in_effect = NULL;
  const char *version, *language, *folder, *records;
  guint32 format;

  /* Opened as every file from outside is: a pipe is not waited for, a huge file not mapped. */
  if (cache_file == NULL ||
      (fd = pips_file_open_regular (cache_file, CACHE_MAX_FILE_SIZE, NULL, &error)) < 0 ||
      (mapped = g_mapped_file_new_from_fd (fd, FALSE, &error)) == NULL)
    {
      if (fd >= 0)
        close (fd);
      if (error != NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_debug ("Not using the cache %s: %s", cache_file, error->message);
      return NULL;
    }
  /* The mapping stays when the descriptor is closed. */
  close (fd);

  /* Checked once as a whole, then read as trusted data: a damaged cache is not used at all. */
  bytes = g_mapped_file_get_bytes (mapped);
  cache = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (CACHE_TYPE), bytes, FALSE));
  if (!g_variant_is_normal_form (cache))
    return NULL;
  g_clear_pointer (&cache, g_variant_unref);
  cache = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (CACHE_TYPE), bytes, TRUE));
  g_variant_get (cache, "(u&s&s&s&s@a" CACHE_FILE_TYPE ")", &format, &version, &language, &folder,
                 &records, &files);
  in_effect = dup_cache_language ();
  if (format != CACHE_VERSION || g_strcmp0 (version, PACKAGE_VERSION) != 0 ||
      g_strcmp0 (language, in_effect) != 0 || g_strcmp0 (folder, directory) != 0 ||
      g_strcmp0 (records, _pips_store_get_records_signature ()) != 0)
    return NULL;

  return g_steal_pointer (&files);
}

/* The name of the @index-th summary of @files. */
static gboolean
cached_name_is (GVariant   *files,
                gsize       index,
                const char *name)
{
  g_autoptr(GVariant) file = g_variant_get_child_value (files, index);
  g_autoptr(GVariant) cached_name = g_variant_get_child_value (file, 0);

  return g_str_equal (g_variant_get_string (cached_name, NULL), name);
}

/* The index of each summary by file name (in the position + 1, so that none is %NULL). */
static GHashTable *
index_cache (GVariant *files)
{
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gsize n = g_variant_n_children (files);

  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(GVariant) file = g_variant_get_child_value (files, i);
      g_autoptr(GVariant) name = g_variant_get_child_value (file, 0);

      g_hash_table_replace (table, g_variant_dup_string (name, NULL), GSIZE_TO_POINTER (i + 1));
    }

  return table;
}

static gint64
child_int64 (GVariant *tuple,
             gsize     index)
{
  g_autoptr(GVariant) value = g_variant_get_child_value (tuple, index);

  return g_variant_get_int64 (value);
}

/* The times GDateTime holds: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
#define MIN_UNIX_TIME G_GINT64_CONSTANT (-62135596800)
#define MAX_UNIX_TIME G_GINT64_CONSTANT (253402300799)

/* The entry of a cached summary, or %NULL if the file changed since or the summary is damaged:
 * the file is then read again. Only what orders and sorts the list is read now. */
static PipsStoreEntry *
entry_new_from_cache (Listed   *listed,
                      GVariant *cached)
{
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autoptr(GVariant) error = NULL;
  g_autoptr(GVariant) id = NULL;
  g_autoptr(GVariant) game = NULL;
  g_autoptr(GVariant) finished = NULL;
  const char *reason;

  if (child_int64 (cached, 1) != listed->size || child_int64 (cached, 2) != listed->mtime)
    return NULL;

  /* A file the cache says cannot be opened is read again: the cache never marks damaged a file
   * that reads fine (a damaged or hostile cache could), and such files are few. */
  error = g_variant_get_child_value (cached, 3);
  reason = g_variant_get_string (error, NULL);
  if (reason[0] != '\0')
    return NULL;
  entry = _pips_store_entry_new (NULL, listed->path, NULL, NULL);

  id = g_variant_get_child_value (cached, 4);
  game = g_variant_get_child_value (cached, 6);
  if (g_variant_get_string (id, NULL)[0] == '\0' ||
      pips_registry_lookup (g_variant_get_string (game, NULL)) == NULL)
    return NULL;

  /* A time no date has (before the year 1 or after 9999) is a damaged summary: GDateTime
   * cannot hold it, and the list would have no date to show. */
  if (child_int64 (cached, 9) < MIN_UNIX_TIME || child_int64 (cached, 9) > MAX_UNIX_TIME)
    return NULL;

  finished = g_variant_get_child_value (cached, 10);
  entry->is_over = g_variant_get_boolean (finished);
  entry->updated_unix = child_int64 (cached, 9);
  entry->cached = g_variant_ref (cached);

  return g_steal_pointer (&entry);
}

/* Writes the summaries of @listed, atomically: a cache is either the old or the new one. */
static void
write_cache (const char *cache_file,
             const char *directory,
             GPtrArray  *listed)
{
  g_autoptr(GVariantBuilder) files = g_variant_builder_new (G_VARIANT_TYPE ("a" CACHE_FILE_TYPE));
  g_autoptr(GVariant) cache = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_path_get_dirname (cache_file);
  g_autofree char *language = dup_cache_language ();
  static const char * const none[] = { NULL };

  for (guint i = 0; i < listed->len; i++)
    {
      Listed *file = g_ptr_array_index (listed, i);
      PipsStoreEntry *entry = file->entry;

      if (entry->cached != NULL)
        g_variant_builder_add_value (files, entry->cached);
      else if (entry->error != NULL)
        g_variant_builder_add (files, "(sxxsssss^asxb@" RESULTS_TYPE ")", file->name, file->size,
                               file->mtime, entry->error, "", "", "", "", none, (gint64) 0, FALSE,
                               _pips_store_entry_get_results (entry));
      else
        g_variant_builder_add (files, "(sxxsssss^asxb@" RESULTS_TYPE ")", file->name, file->size,
                               file->mtime, "", entry->id, entry->title, entry->game_id,
                               entry->status, entry->players, entry->updated_unix, entry->is_over,
                               _pips_store_entry_get_results (entry));
    }

  cache = g_variant_ref_sink (g_variant_new ("(ussss@a" CACHE_FILE_TYPE ")", CACHE_VERSION,
                                             PACKAGE_VERSION, language, directory,
                                             _pips_store_get_records_signature (),
                                             g_variant_builder_end (files)));

  if (g_mkdir_with_parents (folder, 0700) != 0 ||
      !g_file_set_contents_full (cache_file, g_variant_get_data (cache), g_variant_get_size (cache),
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("Could not write the cache %s: %s", cache_file,
             error != NULL ? error->message : g_strerror (errno));
}

/* Lists the folder: the summary of every `*.json` file, from the cache where the file's size
 * and modification time are those cached, by reading the file otherwise; then writes the cache
 * again if it changed. Runs in a thread of its own; touches nothing of the store. */
GPtrArray *
_pips_store_list_folder (const char  *directory,
             const char  *cache_file,
             GError     **error)
{
  g_autoptr(GDir) dir = NULL;
  g_autofd int dir_fd = -1;
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GPtrArray) threads = NULL;
  g_autoptr(GVariant) cache = NULL;
  g_autoptr(GHashTable) by_name = NULL;
  LoadFiles files = { 0, };
  gsize n_in_cache, next_cached = 0;
  GPtrArray *entries;
  guint n_threads;
  guint n_cached = 0;
  const char *name;

  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %s is a folder, then the system's reason */
                   _("Could not create the folder %s: %s"),
                   directory, g_strerror (saved_errno));
      return NULL;
    }

  dir = g_dir_open (directory, 0, error);
  if (dir == NULL)
    return NULL;
  /* Each file's size and time, relative to the folder: no walk of the folder's path per file. */
  dir_fd = open (directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  listed = g_ptr_array_new_with_free_func (listed_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_suffix (name, ".json") && name[0] != '.')
        {
          Listed *file = g_new0 (Listed, 1);
          GStatBuf buf;

          file->name = g_strdup (name);
          file->path = g_build_filename (directory, name, NULL);
          if ((dir_fd >= 0 ? fstatat (dir_fd, name, &buf, 0) : g_stat (file->path, &buf)) == 0)
            {
              file->size = buf.st_size;
              file->mtime = (gint64) buf.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) +
                            buf.st_mtim.tv_nsec;
            }
          else
            file->size = file->mtime = -1;
          g_ptr_array_add (listed, file);
        }
      else if (is_temporary_file (name))
        remove_stale_temporary_file (directory, name);
    }

  _pips_store_sweep_unfinished (directory);

  /* The cache lists the files in the order of the last listing, which is usually this one's:
   * each file is looked for where the last one found was, then by its name. */
  cache = read_cache (cache_file, directory);
  n_in_cache = cache != NULL ? g_variant_n_children (cache) : 0;
  files.misses = g_ptr_array_new ();
  for (guint i = 0; i < listed->len; i++)
    {
      Listed *file = g_ptr_array_index (listed, i);
      gsize at = G_MAXSIZE;

      if (cache != NULL && file->size >= 0)
        {
          if (next_cached < n_in_cache && cached_name_is (cache, next_cached, file->name))
            at = next_cached;
          else
            {
              if (by_name == NULL)
                by_name = index_cache (cache);
              at = GPOINTER_TO_SIZE (g_hash_table_lookup (by_name, file->name)) - 1;
            }
        }
      if (at < n_in_cache)
        {
          g_autoptr(GVariant) cached = g_variant_get_child_value (cache, at);

          file->entry = entry_new_from_cache (file, cached);
          next_cached = at + 1;
        }
      if (file->entry != NULL)
        n_cached++;
      else
        g_ptr_array_add (files.misses, file);
    }

  /* Reading and replaying the files is independent work: on every core at once. */
  n_threads = MIN (g_get_num_processors (), MAX_LOAD_THREADS);
  n_threads = MAX (1, MIN (n_threads, files.misses->len / 16));
  threads = g_ptr_array_new ();
  for (guint t = 1; t < n_threads; t++)
    g_ptr_array_add (threads, g_thread_new ("pips-store-load", load_files_thread, &files));
  load_files_thread (&files);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));

  if (cache_file != NULL &&
      (files.misses->len > 0 || cache == NULL || n_in_cache != n_cached))
    write_cache (cache_file, directory, listed);
  g_ptr_array_unref (files.misses);

  entries = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < listed->len; i++)
    {
      Listed *file = g_ptr_array_index (listed, i);

      g_ptr_array_add (entries, g_steal_pointer (&file->entry));
    }
  g_ptr_array_sort_values_with_data (entries, _pips_store_entry_cmp, NULL);

  return entries;
}

