/* pips-transfer.h — a game out of Pips and back: CSV, backup of every game, import
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pips-session.h"
#include "pips-store.h"

G_BEGIN_DECLS

/* A backup holds up to this much (every game of a table for many years is a few MiB). */
#define PIPS_BACKUP_MAX_FILE_SIZE (512 * 1024 * 1024)

#define PIPS_TRANSFER_ERROR (pips_transfer_error_quark ())

typedef enum
{
  PIPS_TRANSFER_ERROR_NOT_PIPS,  /* neither a Pips session nor a Pips backup */
  PIPS_TRANSFER_ERROR_DAMAGED,   /* a session in it cannot be opened: nothing was imported */
  PIPS_TRANSFER_ERROR_NEWER,     /* a backup written by a newer version of Pips */
  PIPS_TRANSFER_ERROR_TOO_LARGE,
} PipsTransferError;

GQuark pips_transfer_error_quark (void);

/**
 * PipsImportResult:
 * @added: sessions added as they were
 * @renamed: sessions whose id another, different game had already: added with a new id
 * @skipped: sessions identical to one kept already
 * @last_id: the id in the folder of the file's last game (its new id where it got one): where
 *   the file held one game, the game to show
 *
 * What an import did.
 */
typedef struct
{
  guint added;
  guint renamed;
  guint skipped;
  char  last_id[65];
} PipsImportResult;

char     *pips_session_to_csv     (PipsSession       *session,
                                   GError           **error);
char     *pips_backup_serialize   (PipsStore         *store,
                                   guint             *n_sessions,
                                   guint             *n_left_out,
                                   GError           **error);
GPtrArray *pips_import_parse      (const char        *data,
                                   gsize              length,
                                   GError           **error);
GPtrArray *pips_import_read_file  (GFile             *file,
                                   GCancellable      *cancellable,
                                   GError           **error);
gboolean  pips_import_into_store  (PipsStore         *store,
                                   GPtrArray         *sessions,
                                   PipsImportResult  *result,
                                   GError           **error);
char     *pips_import_result_dup_message (const PipsImportResult *result);

/**
 * PipsTransferProgress:
 * @done: how much is done, in thousandths; written by the worker, read with
 *   pips_transfer_progress_get_fraction() from any thread
 *
 * How far a backup or an import in a worker has come. The caller keeps it until the callback.
 */
typedef struct
{
  int done;
} PipsTransferProgress;

double    pips_transfer_progress_get_fraction (PipsTransferProgress *progress);

char    **pips_backup_list_files  (PipsStore         *store);
gboolean  pips_backup_write       (const char * const    *paths,
                                   GOutputStream         *out,
                                   PipsTransferProgress  *progress,
                                   GCancellable          *cancellable,
                                   guint                 *n_sessions,
                                   guint                 *n_left_out,
                                   GError               **error);
gboolean  pips_backup_write_file  (const char * const    *paths,
                                   const char            *target,
                                   const char            *records,
                                   PipsTransferProgress  *progress,
                                   GCancellable          *cancellable,
                                   guint                 *n_sessions,
                                   guint                 *n_left_out,
                                   GError               **error);
void      pips_backup_to_file_async  (PipsStore             *store,
                                      GFile                 *file,
                                      PipsTransferProgress  *progress,
                                      GCancellable          *cancellable,
                                      GAsyncReadyCallback    callback,
                                      gpointer               user_data);
gboolean  pips_backup_to_file_finish (PipsStore             *store,
                                      GAsyncResult          *result,
                                      guint                 *n_sessions,
                                      guint                 *n_left_out,
                                      GError               **error);
void      pips_import_file_async     (PipsStore             *store,
                                      GFile                 *file,
                                      PipsTransferProgress  *progress,
                                      GCancellable          *cancellable,
                                      GAsyncReadyCallback    callback,
                                      gpointer               user_data);
gboolean  pips_import_file_finish    (PipsStore             *store,
                                      GAsyncResult          *result,
                                      PipsImportResult      *counts,
                                      GError               **error);
gboolean  pips_transfer_write_file   (GFile                 *target,
                                      const char            *records,
                                      const char            *data,
                                      gsize                  length,
                                      GError               **error);

/* For tests: a disk as slow as they wish. */
typedef void (*PipsTransferGateFunc) (guint    index,
                                      gpointer user_data);

void      pips_transfer_set_gate      (GMutex *gate);
void      pips_transfer_set_gate_func (PipsTransferGateFunc func,
                                       gpointer             user_data);
guint     pips_transfer_count_waiting (void);

G_END_DECLS
