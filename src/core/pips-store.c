/* pips-store.c — the sessions on disk: listing (from a cache of summaries), opening on demand,
 * and a PipsSaver for each open session
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-store"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-registry.h"
#include "pips-store-private.h"

G_DEFINE_FINAL_TYPE (PipsStore, pips_store, G_TYPE_OBJECT)

enum {
  SAVE_FAILED,
  SAVED_IN_COPY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_LOADED,
  PROP_LOAD_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The store's signals, for its entries. */
void
_pips_store_emit_save_failed (PipsStore   *self,
                              PipsSession *session,
                              const char  *message)
{
  if (self != NULL)
    g_signal_emit (self, signals[SAVE_FAILED], 0, session, message);
}

void
_pips_store_emit_saved_in_copy (PipsStore   *self,
                                PipsSession *session,
                                const char  *message)
{
  if (self != NULL)
    g_signal_emit (self, signals[SAVED_IN_COPY], 0, session, message);
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

          _pips_store_entry_disconnect (entry);
          entry->store = NULL;
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
  g_clear_pointer (&self->cache_file, g_free);
  g_clear_pointer (&self->load_error, g_free);

  G_OBJECT_CLASS (pips_store_parent_class)->finalize (object);
}

static void
pips_store_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  PipsStore *self = PIPS_STORE (object);

  switch (prop_id)
    {
    case PROP_LOADED:
      g_value_set_boolean (value, self->loaded);
      break;

    case PROP_LOAD_ERROR:
      g_value_set_string (value, self->load_error);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_store_class_init (PipsStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pips_store_dispose;
  object_class->finalize = pips_store_finalize;
  object_class->get_property = pips_store_get_property;

  /**
   * PipsStore:loaded:
   *
   * Whether the folder has been listed: the entries are all there.
   */
  properties[PROP_LOADED] =
    g_param_spec_boolean ("loaded", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsStore:load-error:
   *
   * Why the folder of the games could not be listed ("Permission denied"), or %NULL: the home
   * page says so rather than looking empty.
   */
  properties[PROP_LOAD_ERROR] =
    g_param_spec_string ("load-error", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

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
 *
 * The summaries of the sessions are cached in the user's cache folder
 * (`$XDG_CACHE_HOME/pips/summaries-<hash of the folder>.gvariant`).
 */
PipsStore *
pips_store_new (const char *directory)
{
  PipsStore *self;
  g_autofree char *hash = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (directory != NULL, NULL);

  self = g_object_new (PIPS_TYPE_STORE, NULL);
  self->directory = g_strdup (directory);

  hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, directory, -1);
  name = g_strdup_printf ("summaries-%.16s.gvariant", hash);
  self->cache_file = g_build_filename (g_get_user_cache_dir (), "pips", name, NULL);

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
 * pips_store_get_cache_file:
 *
 * Returns: (nullable): the file of the summaries' cache, %NULL if there is none
 */
const char *
pips_store_get_cache_file (PipsStore *self)
{
  g_return_val_if_fail (PIPS_IS_STORE (self), NULL);

  return self->cache_file;
}

/**
 * pips_store_set_cache_file:
 * @path: (nullable): where to cache the summaries; %NULL reads every file at every load
 */
void
pips_store_set_cache_file (PipsStore  *self,
                           const char *path)
{
  g_return_if_fail (PIPS_IS_STORE (self));

  g_free (self->cache_file);
  self->cache_file = g_strdup (path);
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

/**
 * pips_store_get_loaded:
 *
 * Returns: whether the folder has been listed
 */
gboolean
pips_store_get_loaded (PipsStore *self)
{
  g_return_val_if_fail (PIPS_IS_STORE (self), FALSE);

  return self->loaded;
}

int
_pips_store_entry_cmp (gconstpointer a,
           gconstpointer b,
           gpointer      user_data)
{
  PipsStoreEntry *ea = PIPS_STORE_ENTRY ((gpointer) a);
  PipsStoreEntry *eb = PIPS_STORE_ENTRY ((gpointer) b);

  /* Sessions first, newest first; then the files that could not be opened, by name. */
  if ((ea->error != NULL) != (eb->error != NULL))
    return ea->error != NULL ? 1 : -1;
  if (ea->error != NULL)
    return g_strcmp0 (ea->path, eb->path);

  if (ea->updated_unix != eb->updated_unix)
    return ea->updated_unix < eb->updated_unix ? 1 : -1;

  return g_strcmp0 (ea->path, eb->path);
}

/**
 * pips_store_entry_compare:
 *
 * The order of the entries: sessions newest first, then the files that could not be opened.
 */
int
pips_store_entry_compare (PipsStoreEntry *a,
                          PipsStoreEntry *b)
{
  return _pips_store_entry_cmp (a, b, NULL);
}

/* Puts the listed entries in place of the old ones. An entry whose session is open stays as it
 * is (it is newer than its file, or as new); no file gets two entries. */
static void
apply_listing (PipsStore *self,
               GPtrArray *listed)
{
  g_autoptr(GHashTable) open = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->entries));

  for (guint i = 0; i < n_old; i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);

      if (entry->session != NULL)
        {
          g_hash_table_add (open, entry->path);
          g_ptr_array_add (entries, g_object_ref (entry));
        }
    }

  for (guint i = 0; i < listed->len; i++)
    {
      PipsStoreEntry *entry = g_ptr_array_index (listed, i);

      if (g_hash_table_contains (open, entry->path))
        continue;
      entry->store = self;
      g_ptr_array_add (entries, g_object_ref (entry));
    }
  /* The listing is in order already; only open entries kept have to find their places. */
  if (g_hash_table_size (open) > 0)
    g_ptr_array_sort_values_with_data (entries, _pips_store_entry_cmp, NULL);

  g_list_store_splice (self->entries, 0, n_old, entries->pdata, entries->len);

  if (!self->loaded)
    {
      self->loaded = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADED]);
    }
}

static void
set_load_error (PipsStore    *self,
                const GError *error)
{
  const char *message = error != NULL ? error->message : NULL;

  if (g_strcmp0 (self->load_error, message) == 0)
    return;

  g_free (self->load_error);
  self->load_error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOAD_ERROR]);
}

/**
 * pips_store_get_load_error:
 *
 * Returns: (nullable): why the folder could not be listed, or %NULL
 */
const char *
pips_store_get_load_error (PipsStore *self)
{
  g_return_val_if_fail (PIPS_IS_STORE (self), NULL);

  return self->load_error;
}

/**
 * pips_store_load:
 *
 * Lists every `*.json` file of the folder, now. Files that cannot be opened are listed with the
 * reason and left exactly as they are. Sessions are read and replayed only when opened
 * (pips_store_entry_open()); the list shows their summaries, from the cache where it is valid.
 *
 * Returns: whether the folder could be read
 */
gboolean
pips_store_load (PipsStore  *self,
                 GError    **error)
{
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (PIPS_IS_STORE (self), FALSE);

  listed = _pips_store_list_folder (self->directory, self->cache_file, &local_error);
  set_load_error (self, local_error);
  if (listed == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  apply_listing (self, listed);

  return TRUE;
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  PipsStore *self = source_object;
  GError *error = NULL;
  GPtrArray *listed = _pips_store_list_folder (self->directory, self->cache_file, &error);

  if (listed == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, listed, (GDestroyNotify) g_ptr_array_unref);
}

static void
load_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  PipsStore *self = PIPS_STORE (source);
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GError) error = NULL;

  self->loading = FALSE;
  listed = g_task_propagate_pointer (G_TASK (result), &error);
  set_load_error (self, error);
  if (listed == NULL)
    listed = g_ptr_array_new ();

  apply_listing (self, listed);
}

/**
 * pips_store_load_in_background:
 *
 * Lists the folder as pips_store_load() does, in a thread, unless it has been listed or is being
 * listed; #PipsStore:loaded tells when the entries are there.
 */
void
pips_store_load_in_background (PipsStore *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PIPS_IS_STORE (self));

  /* A listing that failed may be tried again. */
  if ((self->loaded && self->load_error == NULL) || self->loading)
    return;

  self->loading = TRUE;
  task = g_task_new (self, NULL, load_done_cb, NULL);
  g_task_set_source_tag (task, pips_store_load_in_background);
  g_task_set_name (task, "pips-store-load");
  g_task_run_in_thread (task, load_thread);
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
  if (g_hash_table_steal_extended (self->removed, session, NULL, (gpointer *) &path))
    g_object_unref (session);
  else
    {
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);

      path = g_build_filename (self->directory, name, NULL);
    }

  entry = _pips_store_entry_new (self, path, session, NULL);
  g_list_store_insert_sorted (self->entries, entry, _pips_store_entry_cmp, NULL);

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
      _pips_store_entry_disconnect (entry);
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

/* Whether a session deleted with pips_store_remove(), which pips_store_restore() can still bring
 * back into its file, has @id. */
gboolean
_pips_store_is_removed_id (PipsStore  *self,
                           const char *id)
{
  GHashTableIter iter;
  gpointer session;

  g_hash_table_iter_init (&iter, self->removed);
  while (g_hash_table_iter_next (&iter, &session, NULL))
    if (g_str_equal (pips_session_get_id (session), id))
      return TRUE;

  return FALSE;
}

/* The ids of the sessions pips_store_restore() can still bring back. */
char **
_pips_store_dup_removed_ids (PipsStore *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GHashTableIter iter;
  gpointer session;

  g_hash_table_iter_init (&iter, self->removed);
  while (g_hash_table_iter_next (&iter, &session, NULL))
    g_strv_builder_add (builder, pips_session_get_id (session));

  return g_strv_builder_end (builder);
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
      const char * const *players = pips_store_entry_get_players (entry);

      if (players == NULL)
        continue;

      for (guint j = 0; players[j] != NULL; j++)
        {
          if (g_hash_table_add (seen, (gpointer) players[j]))
            g_strv_builder_add (builder, players[j]);
        }
    }

  return g_strv_builder_end (builder);
}
