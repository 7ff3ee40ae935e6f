/* pips-store.h — the sessions on disk: listing (from a cache of summaries), opening on demand,
 * debounced atomic saving
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pips-saver.h"
#include "pips-session.h"

G_BEGIN_DECLS

/* PipsStoreEntry: one file of the sessions folder. Either it is a session, known by its summary
 * (title, game, players, status line, when it changed, whether it is over) and read and replayed
 * only when opened, or it could not be opened and says why (the file is then never written,
 * moved or deleted). */
#define PIPS_TYPE_STORE_ENTRY (pips_store_entry_get_type ())
G_DECLARE_FINAL_TYPE (PipsStoreEntry, pips_store_entry, PIPS, STORE_ENTRY, GObject)

const char         *pips_store_entry_get_path      (PipsStoreEntry  *self);
const char         *pips_store_entry_get_error     (PipsStoreEntry  *self);
const char         *pips_store_entry_get_id        (PipsStoreEntry  *self);
const char         *pips_store_entry_get_title     (PipsStoreEntry  *self);
const PipsGameInfo *pips_store_entry_get_game_info (PipsStoreEntry  *self);
gboolean            pips_store_entry_get_can_open  (PipsStoreEntry  *self);
const char * const *pips_store_entry_get_players   (PipsStoreEntry  *self);
const char         *pips_store_entry_get_status    (PipsStoreEntry  *self);
GDateTime          *pips_store_entry_get_updated   (PipsStoreEntry  *self);
gboolean            pips_store_entry_get_is_over   (PipsStoreEntry  *self);
gboolean            pips_store_entry_get_is_open   (PipsStoreEntry  *self);
PipsSession        *pips_store_entry_open          (PipsStoreEntry  *self,
                                                    GError         **error);
PipsSession        *pips_store_entry_get_session   (PipsStoreEntry  *self);
PipsSaver          *pips_store_entry_get_saver     (PipsStoreEntry  *self);
int                 pips_store_entry_compare       (PipsStoreEntry  *a,
                                                    PipsStoreEntry  *b);

#define PIPS_TYPE_STORE (pips_store_get_type ())
G_DECLARE_FINAL_TYPE (PipsStore, pips_store, PIPS, STORE, GObject)

PipsStore      *pips_store_new                (const char   *directory);
PipsStore      *pips_store_new_default        (void);
const char     *pips_store_get_directory      (PipsStore    *self);
const char     *pips_store_get_cache_file     (PipsStore    *self);
void            pips_store_set_cache_file     (PipsStore    *self,
                                               const char   *path);
void            pips_store_set_save_delay     (PipsStore    *self,
                                               guint         milliseconds);
gboolean        pips_store_load               (PipsStore    *self,
                                               GError      **error);
void            pips_store_load_in_background (PipsStore    *self);
gboolean        pips_store_get_loaded         (PipsStore    *self);
const char     *pips_store_get_load_error     (PipsStore    *self);
GListModel     *pips_store_get_entries        (PipsStore    *self);
PipsStoreEntry *pips_store_add                (PipsStore    *self,
                                               PipsSession  *session);
PipsStoreEntry *pips_store_find               (PipsStore    *self,
                                               PipsSession  *session);
gboolean        pips_store_remove             (PipsStore    *self,
                                               PipsSession  *session,
                                               GError      **error);
PipsStoreEntry *pips_store_restore            (PipsStore    *self,
                                               PipsSession  *session);
gboolean        pips_store_flush              (PipsStore    *self,
                                               GError      **error);
guint           pips_store_get_n_unsaved      (PipsStore    *self);
char          **pips_store_dup_known_players  (PipsStore    *self);

G_END_DECLS
