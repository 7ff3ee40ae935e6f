/* pips-store.c — the sessions on disk: listing, loading, and a PipsSaver for each session
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-store"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-saver.h"
#include "pips-store.h"

/* Short: a save costs under a millisecond, and a crash loses at most what came in this time. */
#define DEFAULT_SAVE_DELAY_MS 50
/* A save's temporary file this old belongs to no save under way. */
#define STALE_TEMPORARY_SECONDS 60

struct _PipsStoreEntry
{
  GObject      parent_instance;

  PipsStore   *store;   /* unowned: the store outlives its entries' use */
  char        *path;
  PipsSession *session;
  char        *error;
  PipsSaver   *saver;   /* keeps the session's file up to date; NULL for unreadable files */
};

struct _PipsStore
{
  GObject     parent_instance;

  char       *directory;
  GListStore *entries;
  guint       save_delay;
  GHashTable *removed;  /* session → the file it was deleted from, for pips_store_restore() */
};

G_DEFINE_FINAL_TYPE (PipsStoreEntry, pips_store_entry, G_TYPE_OBJECT)
G_DEFINE_FINAL_TYPE (PipsStore, pips_store, G_TYPE_OBJECT)

enum {
  SAVE_FAILED,
  SAVED_IN_COPY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* PipsStoreEntry */

static void
entry_disconnect (PipsStoreEntry *self)
{
  if (self->saver != NULL)
    {
      pips_saver_stop (self->saver);
      g_signal_handlers_disconnect_by_data (self->saver, self);
    }
  g_clear_object (&self->saver);
}

static void
pips_store_entry_dispose (GObject *object)
{
  PipsStoreEntry *self = PIPS_STORE_ENTRY (object);

  entry_disconnect (self);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pips_store_entry_parent_class)->dispose (object);
}

static void
pips_store_entry_finalize (GObject *object)
{
  PipsStoreEntry *self = PIPS_STORE_ENTRY (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->error, g_free);

  G_OBJECT_CLASS (pips_store_entry_parent_class)->finalize (object);
}

static void
pips_store_entry_class_init (PipsStoreEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pips_store_entry_dispose;
  object_class->finalize = pips_store_entry_finalize;
}

static void
pips_store_entry_init (PipsStoreEntry *self)
{
}

const char *
pips_store_entry_get_path (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  return self->path;
}

/**
 * pips_store_entry_get_session:
 *
 * Returns: (transfer none) (nullable): the session, or %NULL if the file could not be opened
 */
PipsSession *
pips_store_entry_get_session (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  return self->session;
}

/**
 * pips_store_entry_get_saver:
 *
 * Returns: (transfer none) (nullable): what keeps the session's file up to date (whether it is
 *   saved, and why not), or %NULL if the file could not be opened
 */
PipsSaver *
pips_store_entry_get_saver (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  return self->saver;
}

/**
 * pips_store_entry_get_error:
 *
 * Returns: (nullable): why the file could not be opened
 */
const char *
pips_store_entry_get_error (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  return self->error;
}

static void
saver_failed_cb (PipsStoreEntry *entry,
                 const char     *message)
{
  g_signal_emit (entry->store, signals[SAVE_FAILED], 0, entry->session, message);
}

static void
saver_moved_cb (PipsStoreEntry *entry,
                const char     *old_path,
                const char     *message)
{
  g_free (entry->path);
  entry->path = g_strdup (pips_saver_get_path (entry->saver));
  g_signal_emit (entry->store, signals[SAVED_IN_COPY], 0, entry->session, message);
}

/* An entry of the folder: @session read from @path (@on_disk), or new and to be written there,
 * or a file that could not be opened and says why (@error). */
static PipsStoreEntry *
entry_new (PipsStore   *store,
           const char  *path,
           PipsSession *session,
           gboolean     on_disk,
           const char  *error)
{
  PipsStoreEntry *self = g_object_new (PIPS_TYPE_STORE_ENTRY, NULL);

  self->store = store;
  self->path = g_strdup (path);
  self->error = g_strdup (error);
  if (session != NULL)
    {
      self->session = g_object_ref (session);
      self->saver = pips_saver_new (session, path, on_disk);
      pips_saver_set_delay (self->saver, store->save_delay);
      g_signal_connect_swapped (self->saver, "failed", G_CALLBACK (saver_failed_cb), self);
      g_signal_connect_swapped (self->saver, "moved", G_CALLBACK (saver_moved_cb), self);
    }

  return self;
}

/* PipsStore */

static void
pips_store_dispose (GObject *object)
{
  PipsStore *self = PIPS_STORE (object);

  if (self->entries != NULL)
    {
      pips_store_flush (self, NULL);
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
        {
          g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);

          entry_disconnect (entry);
        }
    }
  g_clear_object (&self->entries);
  g_clear_pointer (&self->removed, g_hash_table_unref);

  G_OBJECT_CLASS (pips_store_parent_class)->dispose (object);
}

static void
pips_store_finalize (GObject *object)
{
  PipsStore *self = PIPS_STORE (object);

  g_clear_pointer (&self->directory, g_free);

  G_OBJECT_CLASS (pips_store_parent_class)->finalize (object);
}

static void
pips_store_class_init (PipsStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pips_store_dispose;
  object_class->finalize = pips_store_finalize;

  /**
   * PipsStore::save-failed:
   * @session: the session that could not be saved
   * @message: why
   *
   * Emitted when saving a session starts to fail, so that the UI can tell the players. The
   * session's entries are kept in memory and saved when possible (#PipsSaver).
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, PIPS_TYPE_SESSION, G_TYPE_STRING);

  /**
   * PipsStore::saved-in-copy:
   * @session: the session
   * @message: what happened, in the players' words
   *
   * Emitted when someone else changed the session's file: it is left as it is, and the session
   * is saved in a copy beside it from now on.
   */
  signals[SAVED_IN_COPY] =
    g_signal_new ("saved-in-copy",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, PIPS_TYPE_SESSION, G_TYPE_STRING);
}

static void
pips_store_init (PipsStore *self)
{
  self->entries = g_list_store_new (PIPS_TYPE_STORE_ENTRY);
  self->save_delay = DEFAULT_SAVE_DELAY_MS;
  self->removed = g_hash_table_new_full (NULL, NULL, g_object_unref, g_free);
}

/**
 * pips_store_new:
 * @directory: the folder of the session files; it is created when needed
 */
PipsStore *
pips_store_new (const char *directory)
{
  PipsStore *self;

  g_return_val_if_fail (directory != NULL, NULL);

  self = g_object_new (PIPS_TYPE_STORE, NULL);
  self->directory = g_strdup (directory);

  return self;
}

/**
 * pips_store_new_default:
 *
 * The store in the user's data folder: `$XDG_DATA_HOME/io.github.pipsapp.Pips/sessions`.
 */
PipsStore *
pips_store_new_default (void)
{
  g_autofree char *directory = g_build_filename (g_get_user_data_dir (), APP_ID, "sessions", NULL);

  return pips_store_new (directory);
}

const char *
pips_store_get_directory (PipsStore *self)
{
  g_return_val_if_fail (PIPS_IS_STORE (self), NULL);

  return self->directory;
}

/**
 * pips_store_set_save_delay:
 *
 * Sets how long after a change a session is written; 0 starts the write at once (in a worker
 * thread).
 */
void
pips_store_set_save_delay (PipsStore *self,
                           guint      milliseconds)
{
  g_return_if_fail (PIPS_IS_STORE (self));

  self->save_delay = milliseconds;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);

      if (entry->saver != NULL)
        pips_saver_set_delay (entry->saver, milliseconds);
    }
}

static int
entry_cmp (gconstpointer a,
           gconstpointer b,
           gpointer      user_data)
{
  PipsStoreEntry *ea = PIPS_STORE_ENTRY ((gpointer) a);
  PipsStoreEntry *eb = PIPS_STORE_ENTRY ((gpointer) b);
  int cmp;

  /* Sessions first, newest first; then the files that could not be opened, by name. */
  if ((ea->session == NULL) != (eb->session == NULL))
    return ea->session == NULL ? 1 : -1;
  if (ea->session == NULL)
    return g_strcmp0 (ea->path, eb->path);

  cmp = g_date_time_compare (pips_session_get_updated (eb->session),
                             pips_session_get_updated (ea->session));
  if (cmp != 0)
    return cmp;

  return g_strcmp0 (ea->path, eb->path);
}

#define MAX_LOAD_THREADS 8

typedef struct
{
  GPtrArray     *paths;
  PipsSession  **sessions;
  char         **errors;
  gint           next;   /* atomic: the next file to read */
} LoadFiles;

/* Reads files until none is left. Each file is read by one thread, into its own slot. */
static gpointer
load_files_thread (gpointer data)
{
  LoadFiles *files = data;
  guint i;

  while ((i = (guint) g_atomic_int_add (&files->next, 1)) < files->paths->len)
    {
      g_autoptr(GError) error = NULL;

      files->sessions[i] = pips_session_new_from_file (g_ptr_array_index (files->paths, i), &error);
      if (error != NULL)
        files->errors[i] = g_strdup (error->message);
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
remove_stale_temporary_file (PipsStore  *self,
                             const char *name)
{
  g_autofree char *path = g_build_filename (self->directory, name, NULL);
  GStatBuf buf;

  if (g_lstat (path, &buf) != 0 || !S_ISREG (buf.st_mode))
    return;

  if (buf.st_mtime > g_get_real_time () / G_USEC_PER_SEC - STALE_TEMPORARY_SECONDS)
    return;

  if (g_unlink (path) != 0)
    g_debug ("Could not remove %s: %s", path, g_strerror (errno));
}

/**
 * pips_store_load:
 *
 * Reads every `*.json` file of the folder. Files that cannot be opened are listed with the reason
 * and left exactly as they are.
 *
 * Returns: whether the folder could be read
 */
gboolean
pips_store_load (PipsStore  *self,
                 GError    **error)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) threads = NULL;
  LoadFiles files = { 0, };
  guint n_threads;
  const char *name;

  g_return_val_if_fail (PIPS_IS_STORE (self), FALSE);

  if (g_mkdir_with_parents (self->directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %s is a folder, then the system's reason */
                   _("Could not create the folder %s: %s"),
                   self->directory, g_strerror (saved_errno));
      return FALSE;
    }

  dir = g_dir_open (self->directory, 0, error);
  if (dir == NULL)
    return FALSE;

  paths = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_suffix (name, ".json") && name[0] != '.')
        g_ptr_array_add (paths, g_build_filename (self->directory, name, NULL));
      else if (is_temporary_file (name))
        remove_stale_temporary_file (self, name);
    }

  /* Reading and replaying the files is independent work: on every core at once. */
  files.paths = paths;
  files.sessions = g_new0 (PipsSession *, paths->len);
  files.errors = g_new0 (char *, paths->len);
  n_threads = MIN (g_get_num_processors (), MAX_LOAD_THREADS);
  n_threads = MAX (1, MIN (n_threads, paths->len / 16));
  threads = g_ptr_array_new ();
  for (guint t = 1; t < n_threads; t++)
    g_ptr_array_add (threads, g_thread_new ("pips-store-load", load_files_thread, &files));
  load_files_thread (&files);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));

  loaded = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < paths->len; i++)
    {
      g_ptr_array_add (loaded, entry_new (self, g_ptr_array_index (paths, i), files.sessions[i],
                                          TRUE, files.errors[i]));
      g_clear_object (&files.sessions[i]);
      g_clear_pointer (&files.errors[i], g_free);
    }
  g_free (files.sessions);
  g_free (files.errors);

  g_ptr_array_sort_values_with_data (loaded, entry_cmp, NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);

      if (entry->saver != NULL)
        pips_saver_flush (entry->saver, NULL);
      entry_disconnect (entry);
    }
  g_list_store_splice (self->entries, 0, g_list_model_get_n_items (G_LIST_MODEL (self->entries)),
                       loaded->pdata, loaded->len);

  return TRUE;
}

/**
 * pips_store_get_entries:
 *
 * Returns: (transfer none): a list model of #PipsStoreEntry, newest sessions first
 */
GListModel *
pips_store_get_entries (PipsStore *self)
{
  g_return_val_if_fail (PIPS_IS_STORE (self), NULL);

  return G_LIST_MODEL (self->entries);
}

/**
 * pips_store_add:
 *
 * Adds a session and keeps its file up to date from now on: it is written soon, in a worker
 * thread. A save that fails keeps the session listed and in memory, and is retried (the entry's
 * #PipsSaver says why it is not saved meanwhile).
 *
 * Returns: (transfer none): its entry
 */
PipsStoreEntry *
pips_store_add (PipsStore   *self,
                PipsSession *session)
{
  g_autoptr(PipsStoreEntry) entry = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (PIPS_IS_STORE (self), NULL);
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  if (pips_store_find (self, session) != NULL)
    return pips_store_find (self, session);

  /* Brought back after a delete: into the file it was deleted from. */
  if (!g_hash_table_steal_extended (self->removed, session, NULL, (gpointer *) &path))
    {
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);

      path = g_build_filename (self->directory, name, NULL);
    }
  else
    g_object_unref (session);

  entry = entry_new (self, path, session, FALSE, NULL);
  g_list_store_insert_sorted (self->entries, entry, entry_cmp, NULL);

  return entry;
}

/**
 * pips_store_find:
 *
 * Returns: (transfer none) (nullable): the entry of @session
 */
PipsStoreEntry *
pips_store_find (PipsStore   *self,
                 PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_STORE (self), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);

      if (entry->session == session)
        return entry;
    }

  return NULL;
}

/**
 * pips_store_remove:
 *
 * Deletes the session's file and takes it from the list. The session object stays usable, so
 * that pips_store_restore() can bring it back (the "Undo" of a toast).
 */
gboolean
pips_store_remove (PipsStore    *self,
                   PipsSession  *session,
                   GError      **error)
{
  g_return_val_if_fail (PIPS_IS_STORE (self), FALSE);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);

      if (entry->session != session)
        continue;

      /* What is being written goes first, so that the delete is the last word. */
      if (entry->saver != NULL)
        pips_saver_flush (entry->saver, NULL);

      if (g_unlink (entry->path) != 0 && errno != ENOENT)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       /* Translators: %s is the system's reason */
                       _("Could not delete the session: %s"), g_strerror (saved_errno));
          return FALSE;
        }

      g_hash_table_replace (self->removed, g_object_ref (session), g_strdup (entry->path));
      entry_disconnect (entry);
      g_list_store_remove (self->entries, i);
      return TRUE;
    }

  return TRUE;
}

/**
 * pips_store_restore:
 *
 * Brings back a session taken away with pips_store_remove(), into the file it was deleted from
 * (if someone has made a file there meanwhile, that file stays, and the session goes into a copy).
 *
 * Returns: (transfer none): its entry
 */
PipsStoreEntry *
pips_store_restore (PipsStore   *self,
                    PipsSession *session)
{
  return pips_store_add (self, session);
}

/**
 * pips_store_flush:
 *
 * Writes every session with a change not yet saved, and waits for it. Called on close and quit.
 *
 * Returns: whether every session is on disk; @error says why one is not
 */
gboolean
pips_store_flush (PipsStore  *self,
                  GError    **error)
{
  gboolean ok = TRUE;

  g_return_val_if_fail (PIPS_IS_STORE (self), FALSE);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);
      g_autoptr(GError) local_error = NULL;

      if (entry->saver == NULL)
        continue;

      if (!pips_saver_flush (entry->saver, &local_error))
        {
          if (ok)
            g_propagate_error (error, g_steal_pointer (&local_error));
          ok = FALSE;
        }
    }

  return ok;
}

/**
 * pips_store_get_n_unsaved:
 *
 * Returns: how many sessions have entries that are not on disk yet
 */
guint
pips_store_get_n_unsaved (PipsStore *self)
{
  guint n = 0;

  g_return_val_if_fail (PIPS_IS_STORE (self), 0);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);

      if (entry->saver != NULL && pips_saver_get_unsaved (entry->saver))
        n++;
    }

  return n;
}

/**
 * pips_store_dup_known_players:
 *
 * Returns: (transfer full): the names of players of earlier sessions, most recent first
 */
char **
pips_store_dup_known_players (PipsStore *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (PIPS_IS_STORE (self), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);
      const char * const *players;

      if (entry->session == NULL)
        continue;

      players = pips_session_get_players (entry->session);
      for (guint j = 0; players[j] != NULL; j++)
        {
          if (g_hash_table_add (seen, (gpointer) players[j]))
            g_strv_builder_add (builder, players[j]);
        }
    }

  return g_strv_builder_end (builder);
}
