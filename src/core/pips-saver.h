/* pips-saver.h — keeps one session's file up to date: soon after each change, off the main
 * thread, in order, retried until it is on disk
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_SAVER_ERROR (pips_saver_error_quark ())

/**
 * PipsSaverError:
 * @PIPS_SAVER_ERROR_CHANGED_ON_DISK: the file was changed by someone else since Pips read or
 *   wrote it; it is not overwritten
 */
typedef enum
{
  PIPS_SAVER_ERROR_CHANGED_ON_DISK,
} PipsSaverError;

GQuark pips_saver_error_quark (void);

#define PIPS_TYPE_SAVER (pips_saver_get_type ())
G_DECLARE_FINAL_TYPE (PipsSaver, pips_saver, PIPS, SAVER, GObject)

PipsSaver   *pips_saver_new             (PipsSession  *session,
                                         const char   *path,
                                         gboolean      on_disk);
PipsSession *pips_saver_get_session     (PipsSaver    *self);
const char  *pips_saver_get_path        (PipsSaver    *self);
const char  *pips_saver_get_error       (PipsSaver    *self);
gboolean     pips_saver_get_unsaved     (PipsSaver    *self);
void         pips_saver_set_delay       (PipsSaver    *self,
                                         guint         milliseconds);
void         pips_saver_set_retry_delay (PipsSaver    *self,
                                         guint         milliseconds);
void         pips_saver_set_write_gate  (PipsSaver    *self,
                                         GMutex       *gate);
guint        pips_saver_count_waiting_writes (void);
void         pips_saver_save_soon       (PipsSaver    *self);
gboolean     pips_saver_flush           (PipsSaver    *self,
                                         GError      **error);
void         pips_saver_stop            (PipsSaver    *self);

G_END_DECLS
