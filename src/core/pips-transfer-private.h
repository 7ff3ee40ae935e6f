/* pips-transfer-private.h — what pips-transfer.c and pips-transfer-file.c share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-transfer.h"

G_BEGIN_DECLS

#define PIPS_BACKUP_FORMAT  "pips-backup"
#define PIPS_BACKUP_VERSION 1
/* The text a session of an import was read from, kept with it to be written as it was. */
#define PIPS_IMPORT_TEXT "pips-import-text"

typedef gboolean (*PipsBackupGameFunc) (guint        index,
                                        const char  *text,
                                        gsize        length,
                                        gpointer     user_data,
                                        GError     **error);

typedef struct _PipsTemporary PipsTemporary;

PipsTemporary *_pips_temporary_new          (const char     *target,
                                             const char     *records,
                                             GError        **error);
const char    *_pips_temporary_get_path     (PipsTemporary  *self);
int            _pips_temporary_get_fd       (PipsTemporary  *self);
gboolean       _pips_temporary_commit       (PipsTemporary  *self,
                                             GError        **error);
void           _pips_temporary_abandon      (PipsTemporary  *self);

gboolean     _pips_backup_scan              (int                    fd,
                                             goffset                size,
                                             PipsBackupGameFunc     func,
                                             gpointer               user_data,
                                             PipsTransferProgress  *progress,
                                             GCancellable          *cancellable,
                                             gboolean              *not_backup,
                                             GError               **error);
PipsSession *_pips_backup_open_game_text    (const char            *text,
                                             gsize                  length,
                                             guint                  index,
                                             GError               **error);
PipsSession *_pips_session_copy_with_new_id (PipsSession           *session,
                                             GError               **error);
void         _pips_import_set_read_error    (GError                *local_error,
                                             GError               **error);
char        *_pips_store_dup_records_folder (PipsStore             *store);

G_END_DECLS
