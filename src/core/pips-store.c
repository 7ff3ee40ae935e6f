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
#include "pips-saver.h"
#include "pips-store.h"

/* Short: a save costs under a millisecond, and a crash loses at most what came in this time. */
#define DEFAULT_SAVE_DELAY_MS 50
/* A save's temporary file this old belongs to no save under way. */
#define STALE_TEMPORARY_SECONDS 60

#define CACHE_VERSION 1

struct _PipsStoreEntry
{
  GObject      parent_instance;

  PipsStore   *store;   /* unowned: the store outlives its entries' use */
  char        *path;
  PipsSession *session; /* only once opened */
  char        *error;
  gulong       summary_id;
  PipsSaver   *saver;   /* keeps the open session's file up to date */

  /* The summary: what the list shows, without the session. */
  char        *id;
  char        *title;
  char        *game_id;
  char       **players;
  char        *status;
  GDateTime   *updated;
  gint64       updated_unix;
  gboolean     is_over;
  /* A summary from the cache is read from it when first asked for (most never are). */
  GVariant    *cached;

  /* The file as it was when summarised, to check the cache. */
  gint64       size;
  gint64       mtime;
};

struct _PipsStore
{
  GObject     parent_instance;

  char       *directory;
  char       *cache_file;
  GListStore *entries;
  guint       save_delay;
  gboolean    loaded;
  gboolean    loading;
  char       *load_error;  /* why the folder could not be listed, until it can */
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

enum {
  ENTRY_CHANGED,
  N_ENTRY_SIGNALS
};

static guint entry_signals[N_ENTRY_SIGNALS];

enum {
  PROP_0,
  PROP_LOADED,
  PROP_LOAD_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int entry_cmp (gconstpointer a, gconstpointer b, gpointer user_data);

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
  if (self->session != NULL)
    g_clear_signal_handler (&self->summary_id, self->session);
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
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->updated, g_date_time_unref);
  g_clear_pointer (&self->cached, g_variant_unref);

  G_OBJECT_CLASS (pips_store_entry_parent_class)->finalize (object);
}

static void
pips_store_entry_class_init (PipsStoreEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pips_store_entry_dispose;
  object_class->finalize = pips_store_entry_finalize;

  /**
   * PipsStoreEntry::changed:
   *
   * Emitted when the summary changed: the session was played, renamed or ended.
   */
  entry_signals[ENTRY_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
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

/* The summary's strings, from the cache if it came from there. */
static void
entry_ensure_summary (PipsStoreEntry *self)
{
  g_autoptr(GVariant) cached = g_steal_pointer (&self->cached);
  const char *id, *title, *game, *status;
  g_autofree const char **players = NULL;
  gint64 updated;
  gboolean finished;

  if (cached == NULL)
    return;

  g_variant_get (cached, "(&sxx&s&s&s&s&s^a&sxb)", NULL, NULL, NULL, NULL, &id, &title, &game,
                 &status, &players, &updated, &finished);
  self->id = g_strdup (id);
  self->title = g_strdup (title);
  self->game_id = g_strdup (game);
  self->status = g_strdup (status);
  self->players = g_strdupv ((char **) players);
  self->updated = g_date_time_new_from_unix_utc (self->updated_unix);
}

/**
 * pips_store_entry_get_id:
 *
 * Returns: (nullable): the session's id, %NULL if the file could not be opened
 */
const char *
pips_store_entry_get_id (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  entry_ensure_summary (self);

  return self->id;
}

/**
 * pips_store_entry_get_title:
 *
 * Returns: (nullable): the session's title, %NULL if the file could not be opened
 */
const char *
pips_store_entry_get_title (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  entry_ensure_summary (self);

  return self->title;
}

/**
 * pips_store_entry_get_game_info:
 *
 * Returns: (nullable): the game, %NULL if the file could not be opened
 */
const PipsGameInfo *
pips_store_entry_get_game_info (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  entry_ensure_summary (self);

  return self->game_id != NULL ? pips_registry_lookup (self->game_id) : NULL;
}

/**
 * pips_store_entry_get_players:
 *
 * Returns: (nullable): the players' names, %NULL if the file could not be opened
 */
const char * const *
pips_store_entry_get_players (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  entry_ensure_summary (self);

  return (const char * const *) self->players;
}

/**
 * pips_store_entry_get_status:
 *
 * Returns: (nullable): the session's status line ("Round 4 of 10 · Anna to play")
 */
const char *
pips_store_entry_get_status (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  entry_ensure_summary (self);

  return self->status;
}

/**
 * pips_store_entry_get_updated:
 *
 * Returns: (nullable): when the session last changed
 */
GDateTime *
pips_store_entry_get_updated (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  entry_ensure_summary (self);

  return self->updated;
}

gboolean
pips_store_entry_get_is_over (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), FALSE);

  return self->is_over;
}

static void
entry_set_summary (PipsStoreEntry *self,
                   PipsSession    *session)
{
  g_free (self->id);
  self->id = g_strdup (pips_session_get_id (session));
  g_free (self->title);
  self->title = g_strdup (pips_session_get_title (session));
  g_free (self->game_id);
  self->game_id = g_strdup (pips_session_get_game_id (session));
  g_strfreev (self->players);
  self->players = g_strdupv ((char **) pips_session_get_players (session));
  g_free (self->status);
  self->status = pips_session_dup_status (session);
  g_clear_pointer (&self->updated, g_date_time_unref);
  self->updated = g_date_time_ref (pips_session_get_updated (session));
  self->updated_unix = g_date_time_to_unix (self->updated);
  self->is_over = pips_session_get_is_over (session);
  g_clear_pointer (&self->cached, g_variant_unref);
}

/* The session changed: the summary follows, and the entry takes its place in the order. */
static void
session_summary_cb (PipsStoreEntry *entry,
                    PipsSession    *session)
{
  guint position;

  entry_set_summary (entry, session);
  g_signal_emit (entry, entry_signals[ENTRY_CHANGED], 0);

  if (entry->store != NULL &&
      g_list_store_find (entry->store->entries, entry, &position))
    {
      g_autoptr(PipsStoreEntry) held = g_object_ref (entry);

      g_list_store_remove (entry->store->entries, position);
      g_list_store_insert_sorted (entry->store->entries, held, entry_cmp, NULL);
    }
}

static void
saver_failed_cb (PipsStoreEntry *entry,
                 const char     *message)
{
  if (entry->store != NULL)
    g_signal_emit (entry->store, signals[SAVE_FAILED], 0, entry->session, message);
}

/* Someone else changed the file: the session is saved in a copy beside it from now on. */
static void
saver_moved_cb (PipsStoreEntry *entry,
                const char     *old_path,
                const char     *message)
{
  g_free (entry->path);
  entry->path = g_strdup (pips_saver_get_path (entry->saver));
  if (entry->store != NULL)
    g_signal_emit (entry->store, signals[SAVED_IN_COPY], 0, entry->session, message);
}

/* From now on the entry holds @session, keeps its file up to date with a #PipsSaver (@on_disk:
 * the session was just read from the entry's file; else it is written soon) and keeps its
 * summary. */
static void
entry_attach_session (PipsStoreEntry *self,
                      PipsSession    *session,
                      gboolean        on_disk)
{
  g_assert (self->session == NULL);

  self->session = g_object_ref (session);
  self->saver = pips_saver_new (session, self->path, on_disk);
  if (self->store != NULL)
    pips_saver_set_delay (self->saver, self->store->save_delay);
  g_signal_connect_swapped (self->saver, "failed", G_CALLBACK (saver_failed_cb), self);
  g_signal_connect_swapped (self->saver, "moved", G_CALLBACK (saver_moved_cb), self);
  self->summary_id = g_signal_connect_object (session, "changed",
                                              G_CALLBACK (session_summary_cb), self,
                                              G_CONNECT_SWAPPED);
  entry_set_summary (self, session);
}

/* An entry of the folder: a file listed (@session %NULL; @error if it cannot be opened), or
 * @session, new and to be written at @path. */
static PipsStoreEntry *
entry_new (PipsStore   *store,
           const char  *path,
           PipsSession *session,
           const char  *error)
{
  PipsStoreEntry *self = g_object_new (PIPS_TYPE_STORE_ENTRY, NULL);

  self->store = store;
  self->path = g_strdup (path);
  self->error = g_strdup (error);
  if (session != NULL)
    entry_attach_session (self, session, FALSE);

  return self;
}

/**
 * pips_store_entry_open:
 *
 * Opens the entry's session: reads and replays its file the first time, and from then on keeps
 * it and saves it after every change.
 *
 * Returns: (transfer none) (nullable): the session, or %NULL if the file could not be opened
 */
PipsSession *
pips_store_entry_open (PipsStoreEntry  *self,
                       GError         **error)
{
  g_autoptr(PipsSession) session = NULL;

  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  if (self->session != NULL)
    return self->session;

  if (self->error != NULL)
    {
      g_set_error_literal (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT, self->error);
      return NULL;
    }

  session = pips_session_new_from_file (self->path, error);
  if (session == NULL)
    return NULL;

  entry_attach_session (self, session, TRUE);
  g_signal_emit (self, entry_signals[ENTRY_CHANGED], 0);

  return self->session;
}

/**
 * pips_store_entry_get_session:
 *
 * The session, opened on demand as by pips_store_entry_open().
 *
 * Returns: (transfer none) (nullable): the session, or %NULL if the file could not be opened
 */
PipsSession *
pips_store_entry_get_session (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  return pips_store_entry_open (self, NULL);
}

/**
 * pips_store_entry_get_saver:
 *
 * Returns: (transfer none) (nullable): what keeps the open session's file up to date (whether it
 *   is saved, and why not), or %NULL while the session is not open
 */
PipsSaver *
pips_store_entry_get_saver (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), NULL);

  return self->saver;
}

/**
 * pips_store_entry_get_is_open:
 *
 * Returns: whether the session has been read and replayed
 */
gboolean
pips_store_entry_get_is_open (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), FALSE);

  return self->session != NULL;
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

static int
entry_cmp (gconstpointer a,
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
  return entry_cmp (a, b, NULL);
}

#define MAX_LOAD_THREADS 8

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
static PipsStoreEntry *
entry_new_from_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = pips_session_new_from_file (path, &error);
  PipsStoreEntry *entry = entry_new (NULL, path, NULL, error != NULL ? error->message : NULL);

  if (session != NULL)
    entry_set_summary (entry, session);

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

      listed->entry = entry_new_from_file (listed->path);
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

/* The summaries are in the language of the status lines and the reasons, and made by this
 * version's rules: a cache of another language or version is not used. */
static const char *
cache_language (void)
{
  return g_get_language_names ()[0];
}

/* The cache: one GVariant, read where it lies (mapped, nothing parsed):
 *   (version, Pips version, language, folder,
 *    [(name, size, mtime, error, id, title, game, status, players, updated, finished)])
 * with "" for no error, and the time of the last change in seconds since 1970 (UTC). A cache
 * that is not in GVariant's normal form (damaged, cut short) is not used. */
#define CACHE_TYPE       "(usssa(sxxsssssasxb))"
#define CACHE_FILE_TYPE  "(sxxsssssasxb)"

/* The cache's summaries (an array of CACHE_FILE_TYPE), or %NULL if it is missing, damaged or
 * stale as a whole. */
static GVariant *
read_cache (const char *cache_file,
            const char *directory)
{
  g_autoptr(GMappedFile) mapped = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GVariant) cache = NULL;
  g_autoptr(GVariant) files = NULL;
  g_autoptr(GError) error = NULL;
  const char *version, *language, *folder;
  guint32 format;

  if (cache_file == NULL || (mapped = g_mapped_file_new (cache_file, FALSE, &error)) == NULL)
    {
      if (error != NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_debug ("Not using the cache %s: %s", cache_file, error->message);
      return NULL;
    }

  /* Checked once as a whole, then read as trusted data: a damaged cache is not used at all. */
  bytes = g_mapped_file_get_bytes (mapped);
  cache = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (CACHE_TYPE), bytes, FALSE));
  if (!g_variant_is_normal_form (cache))
    return NULL;
  g_clear_pointer (&cache, g_variant_unref);
  cache = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (CACHE_TYPE), bytes, TRUE));
  g_variant_get (cache, "(u&s&s&s@a" CACHE_FILE_TYPE ")", &format, &version, &language, &folder,
                 &files);
  if (format != CACHE_VERSION || g_strcmp0 (version, PACKAGE_VERSION) != 0 ||
      g_strcmp0 (language, cache_language ()) != 0 || g_strcmp0 (folder, directory) != 0)
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

  error = g_variant_get_child_value (cached, 3);
  reason = g_variant_get_string (error, NULL);
  entry = entry_new (NULL, listed->path, NULL, reason[0] != '\0' ? reason : NULL);
  if (reason[0] != '\0')
    return g_steal_pointer (&entry);

  id = g_variant_get_child_value (cached, 4);
  game = g_variant_get_child_value (cached, 6);
  if (g_variant_get_string (id, NULL)[0] == '\0' ||
      pips_registry_lookup (g_variant_get_string (game, NULL)) == NULL)
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
  static const char * const none[] = { NULL };

  for (guint i = 0; i < listed->len; i++)
    {
      Listed *file = g_ptr_array_index (listed, i);
      PipsStoreEntry *entry = file->entry;

      if (entry->cached != NULL)
        g_variant_builder_add_value (files, entry->cached);
      else if (entry->error != NULL)
        g_variant_builder_add (files, "(sxxsssss^asxb)", file->name, file->size, file->mtime,
                               entry->error, "", "", "", "", none, (gint64) 0, FALSE);
      else
        g_variant_builder_add (files, "(sxxsssss^asxb)", file->name, file->size, file->mtime, "",
                               entry->id, entry->title, entry->game_id, entry->status,
                               entry->players, entry->updated_unix, entry->is_over);
    }

  cache = g_variant_ref_sink (g_variant_new ("(usss@a" CACHE_FILE_TYPE ")", CACHE_VERSION,
                                             PACKAGE_VERSION, cache_language (), directory,
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
static GPtrArray *
list_folder (const char  *directory,
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
  g_ptr_array_sort_values_with_data (entries, entry_cmp, NULL);

  return entries;
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
    g_ptr_array_sort_values_with_data (entries, entry_cmp, NULL);

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

  listed = list_folder (self->directory, self->cache_file, &local_error);
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
  GPtrArray *listed = list_folder (self->directory, self->cache_file, &error);

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

  entry = entry_new (self, path, session, NULL);
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
