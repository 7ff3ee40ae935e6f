/* pips-transfer-file.c — backup, restore and export as files: streamed, in a worker thread, written
 * through a temporary file
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - Every file Pips writes outside its folder (a backup, an export) is written into a temporary
 *   file beside it, ".pips-backup-XXXXXX", and renamed over the target only when it is whole and
 *   on disk: a full disk, an error or a Cancel remove the temporary and leave the target as it
 *   was. A record of the temporary (its path, in "<sessions>/.pips-unfinished/") is locked while
 *   it is written; a process killed meanwhile leaves the record unlocked, and the next listing of
 *   the folder (_pips_store_sweep_unfinished()) removes the temporary it names.
 * - A backup is written game by game: each saved file is read, checked and written before the
 *   next is read, so it needs the memory of the largest game, not of the backup.
 * - A restore reads a backup game by game (a small scanner of the backup's JSON finds each game;
 *   each is then checked and opened as every file Pips reads), writes each game into the folder
 *   as it comes and takes all of them back if one fails or the player cancels.
 * - Both run in a worker thread (GTask); the window reads their progress from a
 *   PipsTransferProgress.
 */

#define G_LOG_DOMAIN "pips-transfer"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-json-file.h"
#include "pips-session-private.h"
#include "pips-store-private.h"
#include "pips-transfer-private.h"
#include "pips-transfer.h"

/* A backup's games are at most this far apart in the file: a game's text written as a JSON string
 * (an escape takes up to six bytes) and its file name. */
#define MAX_ELEMENT_SIZE (6 * (gsize) PIPS_SESSION_MAX_FILE_SIZE + 65536)
/* A member of a backup other than its games ("format", "version", "created"). */
#define MAX_MEMBER_SIZE 65536

/* For tests: a disk as slow as they wish (see pips_transfer_set_gate()). */
static GMutex *transfer_gate;
static gint n_waiting;

/**
 * pips_transfer_set_gate:
 * @gate: (nullable): a mutex a backup or a restore locks (and unlocks) before each game
 *
 * For tests: a backup or a restore waits at @gate before each game while the test holds it;
 * pips_transfer_count_waiting() says how many wait there.
 */
void
pips_transfer_set_gate (GMutex *gate)
{
  transfer_gate = gate;
}

guint
pips_transfer_count_waiting (void)
{
  return (guint) g_atomic_int_get (&n_waiting);
}

static PipsTransferGateFunc gate_func;
static gpointer gate_data;

/**
 * pips_transfer_set_gate_func:
 * @func: (nullable): called in the worker before game @index of a backup or a restore
 *
 * For tests: do something at an exact game (cancel, for one).
 */
void
pips_transfer_set_gate_func (PipsTransferGateFunc func,
                             gpointer             user_data)
{
  gate_func = func;
  gate_data = user_data;
}

static void
pass_gate (guint index)
{
  GMutex *gate = transfer_gate;

  if (gate_func != NULL)
    gate_func (index, gate_data);
  if (gate == NULL)
    return;
  g_atomic_int_inc (&n_waiting);
  g_mutex_lock (gate);
  g_mutex_unlock (gate);
  g_atomic_int_add (&n_waiting, -1);
}

static void
set_progress (PipsTransferProgress *progress,
              gint64                done,
              gint64                total)
{
  if (progress == NULL)
    return;
  /* In thousandths, so that a count of bytes fits. */
  g_atomic_int_set (&progress->done, total > 0 ? (int) (done * 1000 / total) : 0);
}

/**
 * pips_transfer_progress_get_fraction:
 *
 * Returns: how much of a backup, restore or export is done, from 0 to 1; read from any thread
 */
double
pips_transfer_progress_get_fraction (PipsTransferProgress *progress)
{
  return CLAMP (g_atomic_int_get (&progress->done), 0, 1000) / 1000.0;
}

/* Errors in the player's words */

static void
set_write_error (GError     **error,
                 int          saved_errno)
{
  const char *message;

  switch (saved_errno)
    {
    case ENOSPC:
    case EDQUOT:
      message = _("There is not enough space left on the disk");
      break;
    case EFBIG:
      message = _("The file would be larger than this disk allows");
      break;
    case EACCES:
    case EPERM:
    case EROFS:
      message = _("Pips may not write into this folder");
      break;
    case ENOENT:
    case ENOTDIR:
      message = _("This folder is not there any more");
      break;
    default:
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: %s is the system's reason */
                   _("The file could not be written: %s"), g_strerror (saved_errno));
      return;
    }

  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), message);
}

/* Writing through a temporary file */

struct _PipsTemporary
{
  char *target;
  char *path;
  char *record;     /* NULL without a folder of records */
  int   fd;
  int   record_fd;
};

static void
temporary_close (PipsTemporary *self)
{
  if (self->fd >= 0)
    close (self->fd);
  self->fd = -1;
}

/**
 * _pips_temporary_abandon:
 *
 * Removes the temporary and its record; the target stays as it was. Frees @self.
 */
void
_pips_temporary_abandon (PipsTemporary *self)
{
  if (self == NULL)
    return;

  temporary_close (self);
  if (self->path != NULL)
    g_unlink (self->path);
  if (self->record != NULL)
    g_unlink (self->record);
  if (self->record_fd >= 0)
    close (self->record_fd);
  g_free (self->target);
  g_free (self->path);
  g_free (self->record);
  g_free (self);
}

/**
 * _pips_temporary_new:
 * @target: the file to write, in a folder of this computer
 * @records: (nullable): the folder of the records of unfinished writes (the store's
 *   ".pips-unfinished"), for the sweep after a kill
 *
 * Makes the temporary file beside @target, empty, 0600, its record written and locked first
 * (so that no temporary is ever without its record).
 *
 * Returns: (transfer full) (nullable): the temporary, or %NULL and @error in the player's words
 */
PipsTemporary *
_pips_temporary_new (const char  *target,
                     const char  *records,
                     GError     **error)
{
  g_autofree char *folder = g_path_get_dirname (target);
  PipsTemporary *self = g_new0 (PipsTemporary, 1);
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

  self->fd = self->record_fd = -1;
  self->target = g_strdup (target);

  for (guint attempt = 0; attempt < 100 && self->fd < 0; attempt++)
    {
      char name[sizeof PIPS_TEMPORARY_PREFIX + PIPS_TEMPORARY_LETTERS];

      memcpy (name, PIPS_TEMPORARY_PREFIX, strlen (PIPS_TEMPORARY_PREFIX));
      for (guint i = 0; i < PIPS_TEMPORARY_LETTERS; i++)
        name[strlen (PIPS_TEMPORARY_PREFIX) + i] = letters[g_random_int_range (0, sizeof letters - 1)];
      name[sizeof name - 1] = '\0';
      g_clear_pointer (&self->path, g_free);
      self->path = g_build_filename (folder, name, NULL);

      /* The record first: a kill between the two leaves a record of nothing, never a
       * temporary without a record. */
      if (records != NULL && self->record == NULL)
        {
          if (g_mkdir_with_parents (records, 0700) == 0)
            {
              g_autofree char *template = g_build_filename (records, "XXXXXX", NULL);

              self->record_fd = g_mkstemp_full (template, O_RDWR | O_CLOEXEC, 0600);
              if (self->record_fd >= 0)
                {
                  self->record = g_steal_pointer (&template);
                  flock (self->record_fd, LOCK_EX);
                }
            }
          if (self->record == NULL)
            g_debug ("No record of unfinished writes in %s: %s", records, g_strerror (errno));
        }
      if (self->record_fd >= 0)
        {
          gsize length = strlen (self->path) + 1;

          if (ftruncate (self->record_fd, 0) != 0 ||
              pwrite (self->record_fd, self->path, length, 0) != (gssize) length)
            g_debug ("Could not write the record %s: %s", self->record, g_strerror (errno));
        }

      self->fd = g_open (self->path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
      if (self->fd < 0 && errno != EEXIST)
        {
          int saved_errno = errno;

          g_clear_pointer (&self->path, g_free);
          _pips_temporary_abandon (self);
          set_write_error (error, saved_errno);
          return NULL;
        }
    }

  if (self->fd < 0)
    {
      g_clear_pointer (&self->path, g_free);
      _pips_temporary_abandon (self);
      set_write_error (error, EEXIST);
      return NULL;
    }

  return self;
}

const char *
_pips_temporary_get_path (PipsTemporary *self)
{
  return self->path;
}

int
_pips_temporary_get_fd (PipsTemporary *self)
{
  return self->fd;
}

/**
 * _pips_temporary_commit:
 *
 * Puts the temporary on disk and renames it over the target; on failure removes it. Frees @self.
 */
gboolean
_pips_temporary_commit (PipsTemporary  *self,
                        GError        **error)
{
  int fd = self->fd >= 0 ? self->fd : g_open (self->path, O_RDONLY | O_CLOEXEC, 0);
  int saved_errno = 0;

  if (fd < 0 || fsync (fd) != 0)
    saved_errno = errno;
  if (fd != self->fd && fd >= 0)
    close (fd);
  if (saved_errno == 0 && self->fd >= 0 && close (self->fd) != 0)
    saved_errno = errno;
  self->fd = -1;

  if (saved_errno == 0 && g_rename (self->path, self->target) != 0)
    saved_errno = errno;

  if (saved_errno != 0)
    {
      set_write_error (error, saved_errno);
      _pips_temporary_abandon (self);
      return FALSE;
    }

  /* Renamed: nothing left to remove but the record. */
  g_clear_pointer (&self->path, g_free);
  _pips_temporary_abandon (self);
  return TRUE;
}

/* A write of @length bytes to the temporary, whole or failed. */
static gboolean
temporary_write (PipsTemporary  *self,
                 const char     *data,
                 gsize           length,
                 GError        **error)
{
  while (length > 0)
    {
      gssize n = write (self->fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_write_error (error, errno);
          return FALSE;
        }
      data += n;
      length -= n;
    }

  return TRUE;
}

/**
 * pips_transfer_write_file:
 * @target: the file to write (chosen by the player)
 * @records: (nullable): the store's folder of records of unfinished writes
 *
 * Writes @data into @target through a temporary beside it: @target is either as it was or
 * holds @data, whatever fails. It blocks: call it in a worker thread.
 *
 * Returns: whether @target holds @data; else @error in the player's words
 */
gboolean
pips_transfer_write_file (GFile       *target,
                          const char  *records,
                          const char  *data,
                          gsize        length,
                          GError     **error)
{
  g_autofree char *path = g_file_get_path (target);
  PipsTemporary *temporary;

  if (path == NULL)
    {
      g_autoptr(GError) local_error = NULL;

      /* Not a folder of this computer: GIO's own replace, which writes beside it too. */
      if (g_file_replace_contents (target, data, length, NULL, FALSE,
                                   G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &local_error))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  temporary = _pips_temporary_new (path, records, error);
  if (temporary == NULL)
    return FALSE;
  if (!temporary_write (temporary, data, length, error))
    {
      _pips_temporary_abandon (temporary);
      return FALSE;
    }

  return _pips_temporary_commit (temporary, error);
}

/* Backup */

/* @text as a JSON string, quotes included. */
static void
append_json_string (GString    *out,
                    const char *text,
                    gsize       length)
{
  g_string_append_c (out, '"');
  for (gsize i = 0; i < length; i++)
    {
      guchar c = text[i];

      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, c);
        }
    }
  g_string_append_c (out, '"');
}

/**
 * pips_backup_write:
 * @paths: the saved games' files, as pips_backup_list_files() gives them
 * @out: where the backup goes
 * @progress: (nullable): updated after each game
 * @n_sessions: (out) (optional): the games in the backup
 * @n_left_out: (out) (optional): the files that cannot be opened (damaged, or of a newer Pips),
 *   left out
 *
 * Writes the backup of @paths into @out game by game: each file is read (as every file from
 * outside is), opened to check it, and written before the next is read, so the memory needed is
 * that of the largest game. It blocks: call it in a worker thread.
 *
 * Returns: whether the whole backup was written; else @error (%G_IO_ERROR_CANCELLED when
 *   @cancellable was)
 */
gboolean
pips_backup_write (const char * const    *paths,
                   GOutputStream         *out,
                   PipsTransferProgress  *progress,
                   GCancellable          *cancellable,
                   guint                 *n_sessions,
                   guint                 *n_left_out,
                   GError               **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *created = g_date_time_format_iso8601 (now);
  guint n_paths = paths != NULL ? g_strv_length ((char **) paths) : 0;
  guint in = 0, out_count = 0;

  g_string_append (text, "{\n  \"format\" : \"" PIPS_BACKUP_FORMAT "\",\n  \"version\" : ");
  g_string_append_printf (text, "%d,\n  \"created\" : ", PIPS_BACKUP_VERSION);
  append_json_string (text, created, strlen (created));
  g_string_append (text, ",\n  \"sessions\" : [");
  if (!g_output_stream_write_all (out, text->str, text->len, NULL, cancellable, error))
    return FALSE;

  for (guint i = 0; i < n_paths; i++)
    {
      g_autofree char *data = NULL;
      g_autofree char *name = NULL;
      g_autofree char *valid_name = NULL;
      g_autoptr(PipsSession) check = NULL;
      gsize length;

      pass_gate (i);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;

      /* Only what opens again goes in: a backup restores without a refusal. Read as the loader
       * reads a session: a pipe or a link to a huge file is left out, never waited for. */
      if (!_pips_session_read_file (paths[i], &data, &length, NULL) ||
          (check = pips_session_new_from_data (data, length, NULL)) == NULL)
        {
          out_count++;
          set_progress (progress, i + 1, n_paths);
          continue;
        }
      g_clear_object (&check);

      name = g_path_get_basename (paths[i]);
      valid_name = g_utf8_make_valid (name, -1);
      g_string_truncate (text, 0);
      g_string_append (text, in > 0 ? ",\n    {\n      \"file\" : " : "\n    {\n      \"file\" : ");
      append_json_string (text, valid_name, strlen (valid_name));
      g_string_append (text, ",\n      \"data\" : ");
      g_clear_pointer (&name, g_free);
      append_json_string (text, data, length);
      g_clear_pointer (&data, g_free);
      g_string_append (text, "\n    }");
      if (!g_output_stream_write_all (out, text->str, text->len, NULL, cancellable, error))
        return FALSE;
      /* The text of a large game is not kept for the next, small one. */
      if (text->allocated_len > 65536)
        {
          g_string_free (g_steal_pointer (&text), TRUE);
          text = g_string_new (NULL);
        }
      in++;
      set_progress (progress, i + 1, n_paths);
    }

  if (!g_output_stream_write_all (out, in > 0 ? "\n  ]\n}\n" : "]\n}\n", in > 0 ? 7 : 4, NULL,
                                  cancellable, error) ||
      !g_output_stream_flush (out, cancellable, error))
    return FALSE;

  if (n_sessions != NULL)
    *n_sessions = in;
  if (n_left_out != NULL)
    *n_left_out = out_count;
  return TRUE;
}

/**
 * pips_backup_list_files:
 * @store: a loaded store, flushed (pips_store_flush()) so that every game is on disk
 *
 * The files a backup of @store reads, taken on the main thread for a worker.
 *
 * Returns: (transfer full): the paths of @store's entries, in the order of the list
 */
char **
pips_backup_list_files (PipsStore *store)
{
  GListModel *entries = pips_store_get_entries (store);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);

      g_strv_builder_add (builder, pips_store_entry_get_path (entry));
    }

  return g_strv_builder_end (builder);
}

/* A GOutputStream on the temporary's descriptor, whose errors are in the player's words. */
#define PIPS_TYPE_FD_STREAM (pips_fd_stream_get_type ())
G_DECLARE_FINAL_TYPE (PipsFdStream, pips_fd_stream, PIPS, FD_STREAM, GOutputStream)

struct _PipsFdStream
{
  GOutputStream  parent_instance;
  PipsTemporary *temporary;
};

G_DEFINE_FINAL_TYPE (PipsFdStream, pips_fd_stream, G_TYPE_OUTPUT_STREAM)

static gssize
pips_fd_stream_write (GOutputStream  *stream,
                      const void     *buffer,
                      gsize           count,
                      GCancellable   *cancellable,
                      GError        **error)
{
  PipsFdStream *self = PIPS_FD_STREAM (stream);

  if (!temporary_write (self->temporary, buffer, count, error))
    return -1;
  return count;
}

static void
pips_fd_stream_class_init (PipsFdStreamClass *klass)
{
  G_OUTPUT_STREAM_CLASS (klass)->write_fn = pips_fd_stream_write;
}

static void
pips_fd_stream_init (PipsFdStream *self)
{
}

typedef struct
{
  char                 **paths;
  char                  *target;
  char                  *records;
  PipsTransferProgress  *progress;
  guint                  n_in;
  guint                  n_out;
} Backup;

static void
backup_free (Backup *backup)
{
  g_strfreev (backup->paths);
  g_free (backup->target);
  g_free (backup->records);
  g_free (backup);
}

/**
 * pips_backup_write_file:
 * @target: the path of the backup file (chosen by the player)
 * @records: (nullable): the store's folder of records of unfinished writes
 *
 * pips_backup_write() into @target through a temporary beside it: @target is either as it was
 * or the whole backup, whatever fails (a full disk, a Cancel, a kill). It blocks.
 */
gboolean
pips_backup_write_file (const char * const    *paths,
                        const char            *target,
                        const char            *records,
                        PipsTransferProgress  *progress,
                        GCancellable          *cancellable,
                        guint                 *n_sessions,
                        guint                 *n_left_out,
                        GError               **error)
{
  PipsTemporary *temporary = _pips_temporary_new (target, records, error);
  g_autoptr(PipsFdStream) stream = NULL;

  if (temporary == NULL)
    return FALSE;

  stream = g_object_new (PIPS_TYPE_FD_STREAM, NULL);
  stream->temporary = temporary;
  if (!pips_backup_write (paths, G_OUTPUT_STREAM (stream), progress, cancellable, n_sessions,
                          n_left_out, error))
    {
      _pips_temporary_abandon (temporary);
      return FALSE;
    }

  return _pips_temporary_commit (temporary, error);
}

static void
backup_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Backup *backup = task_data;
  GError *error = NULL;

  if (pips_backup_write_file ((const char * const *) backup->paths, backup->target,
                              backup->records, backup->progress, cancellable, &backup->n_in,
                              &backup->n_out, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

char *
_pips_store_dup_records_folder (PipsStore *store)
{
  return g_build_filename (pips_store_get_directory (store), PIPS_UNFINISHED_FOLDER, NULL);
}

/**
 * pips_backup_to_file_async:
 * @store: a loaded store
 * @file: the backup file (chosen by the player); a file of this computer
 * @progress: (nullable): kept by the caller until the callback; updated from the worker
 *
 * Writes every saved game into @file, off the main thread: what is not on disk yet is written
 * first (here, on the main thread), the list of files taken, then the backup is written game by
 * game in a worker through a temporary file beside @file (pips_backup_write_file()).
 */
void
pips_backup_to_file_async (PipsStore             *store,
                           GFile                 *file,
                           PipsTransferProgress  *progress,
                           GCancellable          *cancellable,
                           GAsyncReadyCallback    callback,
                           gpointer               user_data)
{
  g_autoptr(GTask) task = g_task_new (store, cancellable, callback, user_data);
  g_autoptr(GError) error = NULL;
  Backup *backup;

  g_return_if_fail (PIPS_IS_STORE (store));
  g_task_set_source_tag (task, pips_backup_to_file_async);

  if (!pips_store_flush (store, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  backup = g_new0 (Backup, 1);
  backup->paths = pips_backup_list_files (store);
  backup->target = g_file_get_path (file);
  backup->records = _pips_store_dup_records_folder (store);
  backup->progress = progress;
  g_task_set_task_data (task, backup, (GDestroyNotify) backup_free);

  if (backup->target == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s",
                               _("A backup can only be written into a folder of this computer"));
      return;
    }

  g_task_run_in_thread (task, backup_thread);
}

/**
 * pips_backup_to_file_finish:
 * @n_sessions: (out) (optional): the games in the backup
 * @n_left_out: (out) (optional): the files left out (damaged, or of a newer Pips)
 *
 * Returns: whether the backup is written; else @error in the player's words (the file chosen is
 *   as it was, and no temporary is left)
 */
gboolean
pips_backup_to_file_finish (PipsStore     *store,
                            GAsyncResult  *result,
                            guint         *n_sessions,
                            guint         *n_left_out,
                            GError       **error)
{
  Backup *backup = g_task_get_task_data (G_TASK (result));

  g_return_val_if_fail (g_task_is_valid (result, store), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  if (n_sessions != NULL)
    *n_sessions = backup->n_in;
  if (n_left_out != NULL)
    *n_left_out = backup->n_out;
  return TRUE;
}

/* Restore */

/* A backup read a buffer at a time, its games handed out one by one. */
typedef struct
{
  int     fd;
  guint8  buffer[65536];
  gsize   start;
  gsize   end;
  gint64  read;
  gboolean eof;
} Scanner;

/* The next byte, -1 at the end, -2 on a read error (@error set). */
static int
scanner_peek (Scanner  *self,
              GError  **error)
{
  if (self->start == self->end && !self->eof)
    {
      gssize n;

      do
        n = read (self->fd, self->buffer, sizeof self->buffer);
      while (n < 0 && errno == EINTR);
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       /* Translators: %s is the system's reason */
                       _("The file could not be read: %s"), g_strerror (saved_errno));
          return -2;
        }
      self->start = 0;
      self->end = n;
      self->read += n;
      self->eof = n == 0;
    }

  return self->start < self->end ? self->buffer[self->start] : -1;
}

static void
scanner_skip_space (Scanner *self)
{
  int c;

  while ((c = scanner_peek (self, NULL)) == ' ' || c == '\t' || c == '\r' || c == '\n')
    self->start++;
}

static gboolean
damaged (GError **error)
{
  g_set_error_literal (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NOT_PIPS,
                       _("This backup is damaged: it does not say which games it holds"));
  return FALSE;
}

/* One JSON value's text, as it is, into @into: a string, an object or array (to its end, through
 * the strings in it), or a number or word. Its syntax is checked later, by json-glib. */
static gboolean
scanner_read_value (Scanner  *self,
                    GString  *into,
                    gsize     limit,
                    GError  **error)
{
  int c = scanner_peek (self, error);
  guint depth = 0;
  gboolean in_string = FALSE;

  if (c == -2)
    return FALSE;
  if (c == -1)
    return damaged (error);

  if (c != '"' && c != '{' && c != '[')
    {
      /* A number, true, false or null. */
      while ((c = scanner_peek (self, error)) >= 0 && strchr (" \t\r\n,]}", c) == NULL)
        {
          g_string_append_c (into, c);
          self->start++;
          if (into->len > limit)
            return damaged (error);
        }
      return c != -2;
    }

  do
    {
      c = scanner_peek (self, error);
      if (c == -2)
        return FALSE;
      if (c == -1)
        return damaged (error);
      g_string_append_c (into, c);
      self->start++;

      if (in_string)
        {
          if (c == '\\')
            {
              c = scanner_peek (self, error);
              if (c < 0)
                return c == -2 ? FALSE : damaged (error);
              g_string_append_c (into, c);
              self->start++;
            }
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        depth++;
      else if (c == '}' || c == ']')
        depth--;

      if (into->len > limit)
        {
          g_autofree char *size = g_format_size (PIPS_SESSION_MAX_FILE_SIZE);

          g_set_error (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_TOO_LARGE,
                       /* Translators: %s is a size such as "8.4 MB" */
                       _("A game of this backup is larger than a game can be (%s), so nothing was restored"),
                       size);
          return FALSE;
        }
    }
  while (in_string || depth > 0);

  return TRUE;
}

/* A small value (a member's name, the format, the version) as json-glib reads it. */
static JsonNode *
parse_small (GString *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  /* A nul byte ends no JSON text (a C string would end there). */
  if (memchr (text->str, '\0', text->len) != NULL ||
      !g_utf8_validate_len (text->str, text->len, NULL) ||
      !json_parser_load_from_data (parser, text->str, text->len, NULL) ||
      json_parser_get_root (parser) == NULL)
    return NULL;

  return json_node_copy (json_parser_get_root (parser));
}

/**
 * _pips_backup_scan:
 * @fd: a backup, opened by pips_file_open_regular()
 * @size: its size, for @progress
 * @func: called with each game of the backup in turn (its place, from 0, and its text)
 *
 * @not_backup: (out): set when the file does not begin as Pips writes a backup (an object whose
 *   first member is "format": "pips-backup"), before any game was handed to @func: a game file,
 *   or a backup made by hand, which the caller reads whole if it is small enough
 *
 * Reads the backup game by game: the memory needed is that of the largest game. "format" and
 * "version" come before "sessions" (as Pips writes them); after the backup's object, only white
 * space. Each game is checked and opened by @func.
 *
 * Returns: whether the whole backup was read and @func accepted every game
 */
gboolean
_pips_backup_scan (int                    fd,
                   goffset                size,
                   PipsBackupGameFunc     func,
                   gpointer               user_data,
                   PipsTransferProgress  *progress,
                   GCancellable          *cancellable,
                   gboolean              *not_backup,
                   GError               **error)
{
  g_autofree Scanner *self = g_new0 (Scanner, 1);
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean is_backup = FALSE, has_version = FALSE, has_sessions = FALSE;
  guint n = 0;
  int c;

  self->fd = fd;
  *not_backup = TRUE;

  scanner_skip_space (self);
  if (scanner_peek (self, error) != '{')
    goto not_pips;
  self->start++;
  scanner_skip_space (self);
  if ((c = scanner_peek (self, error)) == '}')
    goto not_pips;

  for (;;)
    {
      g_autoptr(JsonNode) name = NULL;
      const char *member;

      scanner_skip_space (self);
      g_string_truncate (text, 0);
      if (scanner_peek (self, error) != '"' ||
          !scanner_read_value (self, text, MAX_MEMBER_SIZE, error) ||
          (name = parse_small (text)) == NULL ||
          json_node_get_value_type (name) != G_TYPE_STRING)
        goto not_pips_or_error;
      member = json_node_get_string (name);
      if (!is_backup && !g_str_equal (member, "format"))
        goto not_pips;
      scanner_skip_space (self);
      if (scanner_peek (self, error) != ':')
        goto not_pips_or_error;
      self->start++;
      scanner_skip_space (self);

      if (g_str_equal (member, "sessions"))
        {
          if (!is_backup)
            goto not_pips;
          *not_backup = FALSE;
          if (!has_version || has_sessions || scanner_peek (self, error) != '[')
            return damaged (error);
          has_sessions = TRUE;
          self->start++;
          scanner_skip_space (self);
          if (scanner_peek (self, error) == ']')
            self->start++;
          else
            for (;;)
              {
                pass_gate (n);
                if (g_cancellable_set_error_if_cancelled (cancellable, error))
                  return FALSE;

                scanner_skip_space (self);
                g_string_truncate (text, 0);
                if (!scanner_read_value (self, text, MAX_ELEMENT_SIZE, error) ||
                    !func (n, text->str, text->len, user_data, error))
                  return FALSE;
                n++;
                set_progress (progress, self->read, size);
                if (text->allocated_len > 65536)
                  {
                    g_string_free (g_steal_pointer (&text), TRUE);
                    text = g_string_new (NULL);
                  }

                scanner_skip_space (self);
                c = scanner_peek (self, error);
                self->start++;
                if (c == ']')
                  break;
                if (c != ',')
                  return c == -2 ? FALSE : damaged (error);
              }
        }
      else
        {
          g_autoptr(JsonNode) value = NULL;

          g_string_truncate (text, 0);
          if (!scanner_read_value (self, text, MAX_MEMBER_SIZE, error))
            return FALSE;
          value = parse_small (text);
          if (value == NULL)
            goto not_pips;

          if (g_str_equal (member, "format"))
            {
              if (json_node_get_value_type (value) != G_TYPE_STRING ||
                  !g_str_equal (json_node_get_string (value), PIPS_BACKUP_FORMAT))
                goto not_pips;
              is_backup = TRUE;
              *not_backup = FALSE;
            }
          else if (g_str_equal (member, "version"))
            {
              if (!is_backup)
                goto not_pips;
              if (json_node_get_value_type (value) != G_TYPE_INT64 ||
                  json_node_get_int (value) < 1)
                return damaged (error);
              if (json_node_get_int (value) > PIPS_BACKUP_VERSION)
                {
                  g_set_error_literal (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NEWER,
                                       _("This backup was made by a newer version of Pips; update Pips to restore it"));
                  return FALSE;
                }
              has_version = TRUE;
            }
        }

      scanner_skip_space (self);
      c = scanner_peek (self, error);
      self->start++;
      if (c == '}')
        break;
      if (c != ',')
        goto not_pips_or_error;
    }

  /* One value: after it, only white space. */
  scanner_skip_space (self);
  c = scanner_peek (self, error);
  if (c == -2)
    return FALSE;
  if (c != -1)
    goto not_pips;
  if (!has_sessions)
    return damaged (error);

  set_progress (progress, 1, 1);
  return TRUE;

not_pips_or_error:
  if (error != NULL && *error != NULL)
    return FALSE;
not_pips:
  if (error != NULL && *error != NULL)
    return FALSE;
  g_set_error_literal (error, PIPS_TRANSFER_ERROR, PIPS_TRANSFER_ERROR_NOT_PIPS,
                       _("This file is not a Pips game or backup"));
  return FALSE;
}

typedef struct
{
  GFile                *file;
  char                 *directory;
  GHashTable           *kept_paths;  /* id → the file of the game kept with that id */
  GHashTable           *kept_texts;  /* id → the text of a game open now */
  GHashTable           *added;       /* the ids this restore wrote */
  GPtrArray            *written;     /* the files it wrote, taken back on failure */
  GPtrArray            *entries;     /* their entries, listed when it is done */
  PipsTransferProgress *progress;
  PipsImportResult      result;
} Restore;

static void
restore_free (Restore *restore)
{
  g_clear_object (&restore->file);
  g_free (restore->directory);
  g_clear_pointer (&restore->kept_paths, g_hash_table_unref);
  g_clear_pointer (&restore->kept_texts, g_hash_table_unref);
  g_clear_pointer (&restore->added, g_hash_table_unref);
  g_clear_pointer (&restore->written, g_ptr_array_unref);
  g_clear_pointer (&restore->entries, g_ptr_array_unref);
  g_free (restore);
}

/* The text of the game with @id kept now, or NULL: what is in the folder under its name is kept,
 * even a pipe or a file Pips cannot read (""). */
static char *
restore_dup_kept (Restore    *restore,
                  const char *id)
{
  const char *text = g_hash_table_lookup (restore->kept_texts, id);
  const char *listed = g_hash_table_lookup (restore->kept_paths, id);
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (restore->directory, name, NULL);
  char *data = NULL;

  if (text != NULL)
    return g_strdup (text);
  if (listed != NULL)
    return _pips_session_read_file (listed, &data, NULL, NULL) ? data : g_strdup ("");
  if (_pips_session_read_file (path, &data, NULL, NULL))
    return data;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    return g_strdup ("");

  return NULL;
}

/* One game of the file, into the folder now: added, added with a new id, or skipped as kept
 * already. */
static gboolean
restore_add (Restore      *restore,
             PipsSession  *session,
             GError      **error)
{
  const char *id = pips_session_get_id (session);
  g_autofree char *kept = restore_dup_kept (restore, id);
  g_autoptr(PipsSession) copy = NULL;
  g_autofree char *serialized = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  const char *text;
  PipsStoreEntry *entry;

  if (kept != NULL)
    {
      g_autofree char *imported = pips_session_serialize (session, NULL);

      if (g_str_equal (kept, imported))
        {
          restore->result.skipped++;
          g_strlcpy (restore->result.last_id, id, sizeof restore->result.last_id);
          return TRUE;
        }

      copy = _pips_session_copy_with_new_id (session, error);
      if (copy == NULL)
        return FALSE;
      session = copy;
      restore->result.renamed++;
    }
  else
    restore->result.added++;

  text = g_object_get_data (G_OBJECT (session), PIPS_IMPORT_TEXT);
  if (text == NULL)
    text = serialized = pips_session_serialize (session, NULL);

  name = g_strconcat (pips_session_get_id (session), ".json", NULL);
  path = g_build_filename (restore->directory, name, NULL);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   /* Translators: %s is a file name */
                   _("A game was saved as %s meanwhile; nothing was imported"), path);
      return FALSE;
    }
  if (!g_file_set_contents_full (path, text, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, NULL))
    {
      set_write_error (error, errno);
      return FALSE;
    }
  g_ptr_array_add (restore->written, g_strdup (path));
  g_hash_table_add (restore->added, g_strdup (pips_session_get_id (session)));
  g_strlcpy (restore->result.last_id, pips_session_get_id (session), sizeof restore->result.last_id);

  /* Listed as a file of the folder is, when the restore is done: opened when it is played. */
  entry = _pips_store_entry_new (NULL, path, NULL, NULL);
  _pips_store_entry_set_summary (entry, session);
  g_ptr_array_add (restore->entries, entry);

  return TRUE;
}

static gboolean
restore_game_cb (guint        index,
                 const char  *text,
                 gsize        length,
                 gpointer     user_data,
                 GError     **error)
{
  Restore *restore = user_data;
  g_autoptr(PipsSession) session = _pips_backup_open_game_text (text, length, index, error);

  return session != NULL && restore_add (restore, session, error);
}

/* The file read whole (at most a game's size, or a backup's when it is not a local file) and
 * every game in it opened, then added. */
static gboolean
restore_whole (Restore       *restore,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autoptr(GPtrArray) sessions = pips_import_read_file (restore->file, cancellable, error);

  if (sessions == NULL)
    return FALSE;

  for (guint i = 0; i < sessions->len; i++)
    {
      pass_gate (i);
      if (g_cancellable_set_error_if_cancelled (cancellable, error) ||
          !restore_add (restore, g_ptr_array_index (sessions, i), error))
        return FALSE;
      set_progress (restore->progress, i + 1, sessions->len);
    }

  return TRUE;
}

static void
restore_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Restore *restore = task_data;
  g_autofree char *path = g_file_get_path (restore->file);
  g_autoptr(GError) local_error = NULL;
  GError *error = NULL;
  gboolean done = FALSE;
  goffset size = 0;
  int fd = -1;

  if (g_mkdir_with_parents (restore->directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_task_return_new_error (task, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                               /* Translators: %s is a folder, the second %s the system's reason */
                               _("The games cannot be written into %s: %s"), restore->directory,
                               g_strerror (saved_errno));
      return;
    }

  if (path != NULL)
    fd = pips_file_open_regular (path, PIPS_BACKUP_MAX_FILE_SIZE, &size, &local_error);

  if (path != NULL && fd < 0)
    _pips_import_set_read_error (g_steal_pointer (&local_error), &error);
  else if (path != NULL)
    {
      gboolean not_backup = FALSE;

      /* A backup as Pips writes it: read game by game. */
      done = _pips_backup_scan (fd, size, restore_game_cb, restore, restore->progress,
                                cancellable, &not_backup, &error);
      /* Else a game, or a backup made by hand: read whole, if it is no larger than a game. */
      if (!done && not_backup && size <= PIPS_SESSION_MAX_FILE_SIZE)
        {
          g_clear_error (&error);
          done = restore_whole (restore, cancellable, &error);
        }
    }
  else
    done = restore_whole (restore, cancellable, &error);
  if (fd >= 0)
    close (fd);

  /* Sorted here, not on the main thread, for the list (pips_import_file_finish()). */
  if (done)
    g_ptr_array_sort_values_with_data (restore->entries, _pips_store_entry_cmp, NULL);

  /* A Cancel at the very end still takes everything back: Cancel leaves nothing. */
  if (done && g_cancellable_set_error_if_cancelled (cancellable, &error))
    done = FALSE;

  if (!done)
    {
      for (guint i = 0; i < restore->written->len; i++)
        g_unlink (g_ptr_array_index (restore->written, i));
      g_ptr_array_set_size (restore->written, 0);
      g_ptr_array_set_size (restore->entries, 0);
      g_task_return_error (task, error);
      return;
    }

  g_task_return_boolean (task, TRUE);
}

/**
 * pips_import_file_async:
 * @store: a loaded store
 * @file: a session file or a backup, from anywhere (a file dialog, a drop, the command line)
 * @progress: (nullable): kept by the caller until the callback; updated from the worker
 *
 * Imports @file into @store off the main thread: read as every file from outside is, a backup
 * game by game (the memory of its largest game), each game opened as a saved game is and
 * written into the folder as it comes, never over a game kept already (one kept is skipped, the
 * same id with another game is added with a new id). A game that cannot be opened, a failed
 * write or a Cancel take back every file this import wrote.
 */
void
pips_import_file_async (PipsStore             *store,
                        GFile                 *file,
                        PipsTransferProgress  *progress,
                        GCancellable          *cancellable,
                        GAsyncReadyCallback    callback,
                        gpointer               user_data)
{
  g_autoptr(GTask) task = g_task_new (store, cancellable, callback, user_data);
  GListModel *entries = pips_store_get_entries (store);
  Restore *restore = g_new0 (Restore, 1);

  g_return_if_fail (PIPS_IS_STORE (store));
  g_task_set_source_tag (task, pips_import_file_async);

  restore->file = g_object_ref (file);
  restore->directory = g_strdup (pips_store_get_directory (store));
  restore->kept_paths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  restore->kept_texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  restore->added = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  restore->written = g_ptr_array_new_with_free_func (g_free);
  restore->entries = g_ptr_array_new_with_free_func (g_object_unref);
  restore->progress = progress;

  /* What is kept now, for the worker: the files, and the text of the games open (as they are in
   * memory, which their files follow). */
  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
      /* Opening the session sets the entry's summary anew: its id only after that. */
      PipsSession *session = pips_store_entry_get_session (entry);
      const char *id = pips_store_entry_get_id (entry);

      if (id == NULL)
        continue;
      if (session != NULL)
        g_hash_table_replace (restore->kept_texts, g_strdup (id),
                              pips_session_serialize (session, NULL));
      else
        g_hash_table_replace (restore->kept_paths, g_strdup (id),
                              g_strdup (pips_store_entry_get_path (entry)));
    }

  /* A game deleted whose delete can still be undone keeps its id (see dup_kept()). */
  {
    g_auto(GStrv) removed = _pips_store_dup_removed_ids (store);

    for (guint i = 0; removed[i] != NULL; i++)
      g_hash_table_replace (restore->kept_texts, g_strdup (removed[i]), g_strdup (""));
  }

  g_task_set_task_data (task, restore, (GDestroyNotify) restore_free);
  g_task_run_in_thread (task, restore_thread);
}

/**
 * pips_import_file_finish:
 * @result: (out caller-allocates): what was done
 *
 * Lists the games the import wrote.
 *
 * Returns: whether the games were added; else @error in the player's words, and nothing was
 */
gboolean
pips_import_file_finish (PipsStore         *store,
                         GAsyncResult      *result,
                         PipsImportResult  *counts,
                         GError           **error)
{
  Restore *restore = g_task_get_task_data (G_TASK (result));

  g_return_val_if_fail (g_task_is_valid (result, store), FALSE);

  *counts = (PipsImportResult) { 0, };
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  /* Into the list in one change, not one per game: a list of 10 000 rows that heard of each
   * would stall the window. The new entries (sorted by the worker) merged with the list's. */
  if (restore->entries->len > 0)
    {
      GListModel *list = G_LIST_MODEL (store->entries);
      guint n_old = g_list_model_get_n_items (list);
      g_autoptr(GPtrArray) merged = g_ptr_array_new_full (n_old + restore->entries->len,
                                                          g_object_unref);
      guint i = 0, j = 0;

      for (guint k = 0; k < restore->entries->len; k++)
        PIPS_STORE_ENTRY (g_ptr_array_index (restore->entries, k))->store = store;

      while (i < n_old || j < restore->entries->len)
        {
          g_autoptr(PipsStoreEntry) old = i < n_old ? g_list_model_get_item (list, i) : NULL;
          PipsStoreEntry *added = j < restore->entries->len
                                  ? g_ptr_array_index (restore->entries, j) : NULL;

          if (added == NULL || (old != NULL && _pips_store_entry_cmp (old, added, NULL) <= 0))
            {
              g_ptr_array_add (merged, g_steal_pointer (&old));
              i++;
            }
          else
            {
              g_ptr_array_add (merged, g_object_ref (added));
              j++;
            }
        }
      g_list_store_splice (store->entries, 0, n_old, merged->pdata, merged->len);
    }
  *counts = restore->result;

  return TRUE;
}
