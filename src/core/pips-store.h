/* pips-store.h — the sessions on disk: listing, loading, debounced atomic saving
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pips-saver.h"
#include "pips-session.h"

G_BEGIN_DECLS

/* PipsStoreEntry: one file of the sessions folder. Either it holds a session, or it could not be
 * opened and says why (the file is then never written, moved or deleted). */
#define PIPS_TYPE_STORE_ENTRY (pips_store_entry_get_type ())
G_DECLARE_FINAL_TYPE (PipsStoreEntry, pips_store_entry, PIPS, STORE_ENTRY, GObject)

const char  *pips_store_entry_get_path    (PipsStoreEntry *self);
PipsSession *pips_store_entry_get_session (PipsStoreEntry *self);
const char  *pips_store_entry_get_error   (PipsStoreEntry *self);
PipsSaver   *pips_store_entry_get_saver   (PipsStoreEntry *self);

#define PIPS_TYPE_STORE (pips_store_get_type ())
G_DECLARE_FINAL_TYPE (PipsStore, pips_store, PIPS, STORE, GObject)

PipsStore      *pips_store_new                (const char   *directory);
PipsStore      *pips_store_new_default        (void);
const char     *pips_store_get_directory      (PipsStore    *self);
void            pips_store_set_save_delay     (PipsStore    *self,
                                               guint         milliseconds);
gboolean        pips_store_load               (PipsStore    *self,
                                               GError      **error);
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
