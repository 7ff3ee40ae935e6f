/* pips-store-private.h — what the files of PipsStore share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - pips-store.c: the store: listing in the background, adding, deleting and restoring, flushing.
 * - pips-store-entry.c: an entry: its summary, its session opened on demand, and its saver.
 * - pips-store-list.c: listing the folder, with the cache of summaries.
 */

#pragma once

#include "pips-saver.h"
#include "pips-store.h"

G_BEGIN_DECLS

/* Short: a save costs under a millisecond, and a crash loses at most what came in this time. */
#define DEFAULT_SAVE_DELAY_MS 50
/* A save's temporary file this old belongs to no save under way. */
#define STALE_TEMPORARY_SECONDS 60

/* The records of unfinished writes (a backup's or an export's temporary file, written beside the
 * file chosen), in the sessions folder: each names its temporary and is locked while it is
 * written. The temporaries are named ".pips-backup-XXXXXX". */
#define PIPS_UNFINISHED_FOLDER ".pips-unfinished"
#define PIPS_TEMPORARY_PREFIX  ".pips-backup-"
#define PIPS_TEMPORARY_LETTERS 6

/* 2: each summary has the results the statistics read (RESULTS_TYPE), and the cache names the
 * records of every game (_pips_store_get_records_signature()). */
#define CACHE_VERSION 2

/* What the statistics read of a session, in its summary and in the cache, as arrays of fixed
 * size that are read where they lie:
 *   (ended, unit, ranks, values, has_value, record_values)
 * ended: the players ended the game early; unit: the PipsUnit of the values; ranks and values:
 * each player's standing, in the order of the players; has_value and record_values: the game's
 * records in the order pips_game_dup_records() gives them (the same for every game of it), for
 * each record its PipsRecord.has_value and a value for each player (record r, player p at
 * r × players + p). */
#define RESULTS_TYPE "(buauaxatax)"

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
  /* The results (RESULTS_TYPE), made with the summary or read from the cache on demand. */
  GVariant    *results;

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

/* pips-store-entry.c */
PipsStoreEntry *_pips_store_entry_new          (PipsStore       *store,
                                                const char      *path,
                                                PipsSession     *session,
                                                const char      *error);
void            _pips_store_entry_disconnect   (PipsStoreEntry  *self);
void            _pips_store_entry_set_summary  (PipsStoreEntry  *self,
                                                PipsSession     *session);
GVariant       *_pips_store_entry_get_results  (PipsStoreEntry  *self);

/* pips-store.c */
int             _pips_store_entry_cmp          (gconstpointer    a,
                                                gconstpointer    b,
                                                gpointer         user_data);
void            _pips_store_emit_save_failed   (PipsStore       *self,
                                                PipsSession     *session,
                                                const char      *message);
void            _pips_store_emit_saved_in_copy (PipsStore       *self,
                                                PipsSession     *session,
                                                const char      *message);
gboolean        _pips_store_is_removed_id      (PipsStore       *self,
                                                const char      *id);
char          **_pips_store_dup_removed_ids    (PipsStore       *self);

/* pips-store-list.c */
const char     *_pips_store_get_records_signature (void);
PipsStoreEntry *_pips_store_entry_new_from_file (const char     *path);
gboolean        _pips_store_is_temporary_name  (const char      *name);
guint           _pips_store_sweep_unfinished   (const char      *directory);
GPtrArray      *_pips_store_list_folder        (const char      *directory,
                                                const char      *cache_file,
                                                GError         **error);

G_END_DECLS
