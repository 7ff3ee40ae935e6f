/* pips-store-entry.c — one file of the sessions folder: its summary, its session opened on
 * demand, and the saver that keeps it on disk
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

G_DEFINE_FINAL_TYPE (PipsStoreEntry, pips_store_entry, G_TYPE_OBJECT)

enum {
  ENTRY_CHANGED,
  N_ENTRY_SIGNALS
};

static guint entry_signals[N_ENTRY_SIGNALS];

/* PipsStoreEntry */

void
_pips_store_entry_disconnect (PipsStoreEntry *self)
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

  _pips_store_entry_disconnect (self);
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
  g_clear_pointer (&self->results, g_variant_unref);

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

  if (self->results == NULL)
    self->results = g_variant_get_child_value (cached, 11);
  g_variant_get (cached, "(&sxx&s&s&s&s&s^a&sxb*)", NULL, NULL, NULL, NULL, &id, &title, &game,
                 &status, &players, &updated, &finished, NULL);
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
 * pips_store_entry_get_can_open:
 *
 * Returns: whether the game can be opened: its file was read and its game is one Pips has
 */
gboolean
pips_store_entry_get_can_open (PipsStoreEntry *self)
{
  g_return_val_if_fail (PIPS_IS_STORE_ENTRY (self), FALSE);

  return self->error == NULL && pips_store_entry_get_game_info (self) != NULL;
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

/* The results of @session as the statistics read them (RESULTS_TYPE). */
static GVariant *
results_new (PipsSession *session)
{
  PipsGame *game = pips_session_get_game (session);
  guint n_players = pips_session_get_n_players (session);
  g_autoptr(GListModel) standings = pips_game_dup_standings (game);
  g_autoptr(GArray) records = pips_game_dup_records (game);
  g_autofree guint32 *ranks = g_new0 (guint32, MAX (n_players, 1));
  g_autofree gint64 *values = g_new0 (gint64, MAX (n_players, 1));
  g_autofree guint64 *has_value = g_new0 (guint64, MAX (records->len, 1));
  g_autofree gint64 *record_values = g_new0 (gint64, MAX (records->len * n_players, 1));
  PipsUnit unit = PIPS_UNIT_NONE;

  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);
      guint player = pips_standing_get_player (standing);

      if (player >= n_players)
        continue;
      ranks[player] = pips_standing_get_rank (standing);
      values[player] = pips_standing_get_value (standing);
      unit = pips_standing_get_unit (standing);
    }

  for (guint r = 0; r < records->len; r++)
    {
      const PipsRecord *record = &g_array_index (records, PipsRecord, r);

      has_value[r] = record->has_value;
      for (guint p = 0; p < MIN (n_players, PIPS_GAME_MAX_PLAYERS); p++)
        record_values[r * n_players + p] = record->values[p];
    }

  return g_variant_ref_sink (g_variant_new ("(bu@au@ax@at@ax)",
                                            pips_game_get_ended (game), (guint32) unit,
                                            g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, ranks,
                                                                       n_players, sizeof (guint32)),
                                            g_variant_new_fixed_array (G_VARIANT_TYPE_INT64, values,
                                                                       n_players, sizeof (gint64)),
                                            g_variant_new_fixed_array (G_VARIANT_TYPE_UINT64, has_value,
                                                                       records->len, sizeof (guint64)),
                                            g_variant_new_fixed_array (G_VARIANT_TYPE_INT64, record_values,
                                                                       records->len * n_players,
                                                                       sizeof (gint64))));
}

/* The results the statistics read (RESULTS_TYPE); those of a file that could not be opened are
 * empty. */
GVariant *
_pips_store_entry_get_results (PipsStoreEntry *self)
{
  if (self->results == NULL && self->cached != NULL)
    self->results = g_variant_get_child_value (self->cached, 11);
  if (self->results == NULL)
    self->results = g_variant_ref_sink (g_variant_new_parsed ("(false, @u 0, @au [], @ax [], @at [], @ax [])"));

  return self->results;
}

void
_pips_store_entry_set_summary (PipsStoreEntry *self,
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
  g_clear_pointer (&self->results, g_variant_unref);
  self->results = results_new (session);
}

/* The session changed: the summary follows, and the entry takes its place in the order. */
static void
session_summary_cb (PipsStoreEntry *entry,
                    PipsSession    *session)
{
  guint position;

  _pips_store_entry_set_summary (entry, session);
  g_signal_emit (entry, entry_signals[ENTRY_CHANGED], 0);

  if (entry->store != NULL &&
      g_list_store_find (entry->store->entries, entry, &position))
    {
      g_autoptr(PipsStoreEntry) held = g_object_ref (entry);

      g_list_store_remove (entry->store->entries, position);
      g_list_store_insert_sorted (entry->store->entries, held, _pips_store_entry_cmp, NULL);
    }
}

static void
saver_failed_cb (PipsStoreEntry *entry,
                 const char     *message)
{
  if (entry->store != NULL)
    _pips_store_emit_save_failed (entry->store, entry->session, message);
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
    _pips_store_emit_saved_in_copy (entry->store, entry->session, message);
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
  _pips_store_entry_set_summary (self, session);
}

/* An entry of the folder: a file listed (@session %NULL; @error if it cannot be opened), or
 * @session, new and to be written at @path. */
PipsStoreEntry *
_pips_store_entry_new (PipsStore   *store,
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

