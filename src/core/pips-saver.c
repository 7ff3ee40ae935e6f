/* pips-saver.c — keeps one session's file up to date
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change of the session is written soon after it was made: the text is made on the main
 * thread (it is small), the durable, atomic write happens in a worker thread, one write at a time
 * and in order. An entry the players made stays in memory until it is on disk: a write that fails
 * is retried after 1, 2, 4 … 60 seconds, and at once on every new change; #PipsSaver:error says
 * why the session is not saved meanwhile.
 *
 * The saver never overwrites what it did not write: it remembers the file as it last read or
 * wrote it (inode, size, modification time), and when someone else has changed it since (a second
 * Pips on the same session), it saves the session in a copy beside it instead and says so. The
 * check and the rename that replaces the file are one step for every Pips: both happen under an
 * advisory lock (flock()) of the file's folder, which every saver of every Pips process takes, so
 * that of two Pips saving at the same moment the second sees the first one's file. A file that
 * cannot be checked (its folder is for a moment not there, or the file has vanished) is a failed
 * save, kept and retried, not someone else's change. A symbolic link is written through: its
 * target is updated and the link stays.
 */

#define G_LOG_DOMAIN "pips-saver"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-saver.h"

#define DEFAULT_DELAY_MS        50
#define DEFAULT_RETRY_DELAY_MS  1000
#define MAX_RETRY_DELAY_MS      60000
#define MAX_LINKS               16

G_DEFINE_QUARK (pips-saver-error-quark, pips_saver_error)

/* The file as Pips last saw it. */
typedef struct
{
  gboolean known;
  guint64  inode;
  gint64   size;
  gint64   mtime_ns;
} DiskState;

struct _PipsSaver
{
  GObject      parent_instance;

  PipsSession *session;
  char        *path;
  char        *error;
  gulong       changed_id;

  guint        delay;
  guint        first_retry_delay;
  guint        retry_delay;
  guint        timeout_id;

  guint64      generation;        /* one more for every change */
  guint64      saved_generation;  /* the change that is on disk */
  DiskState    disk;
  GMutex      *write_gate;        /* for tests: a disk as slow as they wish */

  guint        in_flight : 1;
  guint        retrying : 1;
  guint        stopped : 1;
};

G_DEFINE_FINAL_TYPE (PipsSaver, pips_saver, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_ERROR,
  PROP_UNSAVED,
  N_PROPS
};

enum {
  SIGNAL_FAILED,
  SIGNAL_MOVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void start_write (PipsSaver *self);

/* The write, in any thread */

typedef struct
{
  char      *path;
  char      *text;
  gsize      length;
  guint64    generation;
  DiskState  before;
  DiskState  after;
  GMutex    *gate;
} Job;

static void
job_free (Job *job)
{
  g_free (job->path);
  g_free (job->text);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Job, job_free)

/* Sets errno when it fails. */
static gboolean
read_disk_state (const char *path,
                 DiskState  *state)
{
  struct stat buf;

  if (stat (path, &buf) != 0)
    {
      *state = (DiskState) { .known = FALSE };
      return FALSE;
    }

  *state = (DiskState) {
    .known = TRUE,
    .inode = buf.st_ino,
    .size = buf.st_size,
    .mtime_ns = (gint64) buf.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + buf.st_mtim.tv_nsec,
  };

  return TRUE;
}

static gboolean
disk_state_equal (const DiskState *a,
                  const DiskState *b)
{
  return a->known == b->known &&
         (!a->known || (a->inode == b->inode && a->size == b->size && a->mtime_ns == b->mtime_ns));
}

/* The file a path names, through symbolic links: writing there keeps the links. */
static char *
resolve_links (const char *path)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *target = g_file_read_link (current, NULL);
      g_autofree char *dir = NULL;

      if (target == NULL)
        break;

      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }

      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }

  return g_steal_pointer (&current);
}

/* For tests: the writes of this process that wait for a folder's lock or at a write gate. */
static int n_waiting;

/* Takes the advisory lock every Pips saver takes before it checks and replaces a file in @dir:
 * flock() of the folder, which two stores of one process (each opens the folder anew) and two
 * processes share. Returns the folder's descriptor, or -1 with errno set. */
static int
lock_folder (const char *dir)
{
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  int status;
  int saved_errno = 0;

  if (fd < 0)
    return -1;

  g_atomic_int_inc (&n_waiting);
  while ((status = flock (fd, LOCK_EX)) != 0 && (saved_errno = errno) == EINTR)
    ;
  g_atomic_int_dec_and_test (&n_waiting);

  /* A file system without locks: saved as before, checked without the lock. */
  if (status != 0 && saved_errno != ENOLCK && saved_errno != EOPNOTSUPP)
    {
      close (fd);
      errno = saved_errno;
      return -1;
    }

  return fd;
}

static gboolean
check_and_write (Job         *job,
                 const char  *target,
                 GError     **error)
{
  DiskState now;

  /* Someone else changed the file (or made one where Pips made none): never overwrite it. A file
   * that cannot be looked at is not someone else's change: the save fails and is retried. */
  if (!read_disk_state (target, &now) && (errno != ENOENT || job->before.known))
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %s is the system's reason */
                   _("The game’s file cannot be checked before saving: %s"),
                   g_strerror (saved_errno));
      return FALSE;
    }
  if (!disk_state_equal (&now, &job->before))
    {
      g_set_error_literal (error, PIPS_SAVER_ERROR, PIPS_SAVER_ERROR_CHANGED_ON_DISK,
                           _("The game was changed on disk by someone else"));
      return FALSE;
    }

  /* A slow disk, for tests: the write waits until the gate is open. */
  if (job->gate != NULL)
    {
      g_atomic_int_inc (&n_waiting);
      g_mutex_lock (job->gate);
      g_mutex_unlock (job->gate);
      g_atomic_int_dec_and_test (&n_waiting);
    }

  if (!g_file_set_contents_full (target, job->text, job->length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0644, error))
    return FALSE;

  read_disk_state (target, &job->after);

  return TRUE;
}

static gboolean
write_job (Job     *job,
           GError **error)
{
  g_autofree char *target = resolve_links (job->path);
  g_autofree char *dir = g_path_get_dirname (target);
  gboolean written;
  int lock;

  /* Only a new game's folder is made: where a saved game's folder is gone, its file cannot be
   * checked. */
  if (!job->before.known && g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %s is the system's reason */
                   _("The folder of the games cannot be made: %s"), g_strerror (saved_errno));
      return FALSE;
    }

  /* The check and the rename, as one step for every Pips. */
  lock = lock_folder (dir);
  if (lock < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %s is the system's reason */
                   _("The folder of the games cannot be opened: %s"), g_strerror (saved_errno));
      return FALSE;
    }

  written = check_and_write (job, target, error);
  close (lock);

  return written;
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;

  if (write_job (job, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Back on the main thread */

static void
set_error (PipsSaver  *self,
           const char *message)
{
  if (g_strcmp0 (self->error, message) == 0)
    return;

  g_free (self->error);
  self->error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

static gboolean
timeout_cb (gpointer user_data)
{
  PipsSaver *self = user_data;

  self->timeout_id = 0;
  start_write (self);

  return G_SOURCE_REMOVE;
}

static void
schedule (PipsSaver *self,
          guint      milliseconds)
{
  if (self->stopped || self->in_flight)
    return;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (milliseconds == 0)
    start_write (self);
  else
    self->timeout_id = g_timeout_add (milliseconds, timeout_cb, self);
}

/* A path beside @path that holds no file yet: "<name>-copy.json", "<name>-copy-2.json", … */
static char *
dup_copy_path (const char *path)
{
  g_autofree char *stem = g_str_has_suffix (path, ".json")
                          ? g_strndup (path, strlen (path) - strlen (".json"))
                          : g_strdup (path);

  for (guint n = 1; ; n++)
    {
      g_autofree char *candidate = n == 1 ? g_strdup_printf ("%s-copy.json", stem)
                                          : g_strdup_printf ("%s-copy-%u.json", stem, n);

      if (!g_file_test (candidate, G_FILE_TEST_EXISTS) &&
          !g_file_test (candidate, G_FILE_TEST_IS_SYMLINK))
        return g_steal_pointer (&candidate);
    }
}

/* Takes in the outcome of a write. Returns whether the session is on disk as @job wrote it. */
static gboolean
finish_write (PipsSaver  *self,
              Job        *job,
              GError     *error)
{
  gboolean was_unsaved = pips_saver_get_unsaved (self);

  if (error == NULL)
    {
      self->saved_generation = MAX (self->saved_generation, job->generation);
      self->disk = job->after;
      self->retrying = FALSE;
      self->retry_delay = self->first_retry_delay;
      set_error (self, NULL);
      if (was_unsaved != pips_saver_get_unsaved (self))
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED]);

      /* Changed while it was being written: once more. */
      if (self->generation != self->saved_generation)
        schedule (self, self->delay);
      return TRUE;
    }

  if (g_error_matches (error, PIPS_SAVER_ERROR, PIPS_SAVER_ERROR_CHANGED_ON_DISK))
    {
      g_autofree char *old_path = g_steal_pointer (&self->path);
      g_autofree char *message = NULL;

      /* The other version stays as it is; this one goes into a copy beside it. */
      self->path = dup_copy_path (old_path);
      self->disk = (DiskState) { .known = FALSE };
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);

      message = g_strdup (_("This game was also changed by another Pips at the same time: "
                            "these entries are kept in a copy of it"));
      g_signal_emit (self, signals[SIGNAL_MOVED], 0, old_path, message);
      schedule (self, 0);
      return FALSE;
    }

  /* Kept in memory, retried later and on the next change. */
  if (!self->retrying)
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error->message);
  set_error (self, error->message);
  self->retrying = TRUE;
  schedule (self, self->retry_delay);
  self->retry_delay = MIN (self->retry_delay * 2, MAX_RETRY_DELAY_MS);

  return FALSE;
}

static Job *
job_new (PipsSaver *self)
{
  Job *job = g_new0 (Job, 1);

  job->path = g_strdup (self->path);
  job->text = pips_session_serialize (self->session, &job->length);
  job->generation = self->generation;
  job->before = self->disk;
  job->gate = self->write_gate;

  return job;
}

static void
write_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  PipsSaver *self = PIPS_SAVER (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  g_task_propagate_boolean (G_TASK (result), &error);
  self->in_flight = FALSE;
  finish_write (self, job, error);
}

static void
start_write (PipsSaver *self)
{
  g_autoptr(GTask) task = NULL;

  g_clear_handle_id (&self->timeout_id, g_source_remove);

  if (self->stopped || self->in_flight || !pips_saver_get_unsaved (self))
    return;

  task = g_task_new (self, NULL, write_done_cb, NULL);
  g_task_set_source_tag (task, start_write);
  g_task_set_task_data (task, job_new (self), (GDestroyNotify) job_free);
  self->in_flight = TRUE;
  g_task_run_in_thread (task, write_thread);
}

static void
session_changed_cb (PipsSaver   *self,
                    PipsSession *session)
{
  gboolean was_unsaved = pips_saver_get_unsaved (self);

  self->generation++;
  if (!was_unsaved)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED]);

  /* A failed save is tried again with every new entry, not only when its time comes. */
  schedule (self, self->delay);
}

/* GObject */

static void
pips_saver_dispose (GObject *object)
{
  PipsSaver *self = PIPS_SAVER (object);

  pips_saver_stop (self);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pips_saver_parent_class)->dispose (object);
}

static void
pips_saver_finalize (GObject *object)
{
  PipsSaver *self = PIPS_SAVER (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->error, g_free);

  G_OBJECT_CLASS (pips_saver_parent_class)->finalize (object);
}

static void
pips_saver_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  PipsSaver *self = PIPS_SAVER (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;

    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;

    case PROP_UNSAVED:
      g_value_set_boolean (value, pips_saver_get_unsaved (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_saver_class_init (PipsSaverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pips_saver_dispose;
  object_class->finalize = pips_saver_finalize;
  object_class->get_property = pips_saver_get_property;

  /**
   * PipsSaver:path:
   *
   * The file the session is saved in. It changes when the file was changed by someone else and
   * the session is saved in a copy (#PipsSaver::moved).
   */
  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsSaver:error:
   *
   * Why the session is not on disk, while a save keeps failing: "No space left on device".
   * %NULL once it is saved.
   */
  properties[PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsSaver:unsaved:
   *
   * Whether the session has changes that are not on disk yet.
   */
  properties[PROP_UNSAVED] =
    g_param_spec_boolean ("unsaved", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PipsSaver::failed:
   * @message: why
   *
   * A save failed after saves had worked: the first failure of a run (later retries that fail
   * too only update #PipsSaver:error).
   */
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * PipsSaver::moved:
   * @old_path: the file someone else changed, left as it is
   * @message: what happened, in the players' words
   *
   * The session is saved in a copy from now on (#PipsSaver:path).
   */
  signals[SIGNAL_MOVED] =
    g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
pips_saver_init (PipsSaver *self)
{
  self->delay = DEFAULT_DELAY_MS;
  self->first_retry_delay = DEFAULT_RETRY_DELAY_MS;
  self->retry_delay = DEFAULT_RETRY_DELAY_MS;
}

/* API */

/**
 * pips_saver_new:
 * @session: the session to keep on disk
 * @path: its file
 * @on_disk: whether @session was just read from @path (else it is new, or brought back after
 *   its file was deleted, and is written soon)
 *
 * Returns: (transfer full): a saver that writes @session soon after each change
 */
PipsSaver *
pips_saver_new (PipsSession *session,
                const char  *path,
                gboolean     on_disk)
{
  PipsSaver *self;

  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (PIPS_TYPE_SAVER, NULL);
  self->session = g_object_ref (session);
  self->path = g_strdup (path);
  self->changed_id = g_signal_connect_object (session, "changed",
                                              G_CALLBACK (session_changed_cb), self,
                                              G_CONNECT_SWAPPED);

  if (on_disk)
    {
      g_autofree char *target = resolve_links (path);

      read_disk_state (target, &self->disk);
    }
  else
    {
      /* Not on disk yet: the first save is due. */
      self->generation = 1;
      schedule (self, self->delay);
    }

  return self;
}

PipsSession *
pips_saver_get_session (PipsSaver *self)
{
  g_return_val_if_fail (PIPS_IS_SAVER (self), NULL);

  return self->session;
}

const char *
pips_saver_get_path (PipsSaver *self)
{
  g_return_val_if_fail (PIPS_IS_SAVER (self), NULL);

  return self->path;
}

/**
 * pips_saver_get_error:
 *
 * Returns: (nullable): why the session is not saved, while saves fail
 */
const char *
pips_saver_get_error (PipsSaver *self)
{
  g_return_val_if_fail (PIPS_IS_SAVER (self), NULL);

  return self->error;
}

gboolean
pips_saver_get_unsaved (PipsSaver *self)
{
  g_return_val_if_fail (PIPS_IS_SAVER (self), FALSE);

  return self->generation != self->saved_generation;
}

/**
 * pips_saver_set_delay:
 *
 * Sets how long after a change the session is written; 0 starts the write at once (it still
 * happens in a worker thread).
 */
void
pips_saver_set_delay (PipsSaver *self,
                      guint      milliseconds)
{
  g_return_if_fail (PIPS_IS_SAVER (self));

  self->delay = milliseconds;
}

/**
 * pips_saver_set_retry_delay:
 *
 * Sets the wait before the first retry of a failed save (then twice as long each time, up to a
 * minute). For tests.
 */
void
pips_saver_set_retry_delay (PipsSaver *self,
                            guint      milliseconds)
{
  g_return_if_fail (PIPS_IS_SAVER (self));

  self->first_retry_delay = MAX (milliseconds, 1);
  self->retry_delay = self->first_retry_delay;
}

/**
 * pips_saver_set_write_gate:
 * @gate: (nullable): a mutex the writes wait for, or %NULL
 *
 * For tests: every write waits, in its worker thread, until it can lock @gate, as on a disk as
 * slow as the test holds @gate: after it has checked the file and before it replaces it, holding
 * the folder's lock. @gate must outlive the saver's writes.
 */
void
pips_saver_set_write_gate (PipsSaver *self,
                           GMutex    *gate)
{
  g_return_if_fail (PIPS_IS_SAVER (self));

  self->write_gate = gate;
}

/**
 * pips_saver_count_waiting_writes:
 *
 * For tests: how many writes of any saver of this process wait, now, for the lock of their
 * folder (another write holds it) or at their write gate (pips_saver_set_write_gate()).
 *
 * Returns: the number of waiting writes
 */
guint
pips_saver_count_waiting_writes (void)
{
  return (guint) g_atomic_int_get (&n_waiting);
}

/**
 * pips_saver_save_soon:
 *
 * Writes the session soon if it has unsaved changes: after a failure, tries again now rather
 * than when the retry is due.
 */
void
pips_saver_save_soon (PipsSaver *self)
{
  g_return_if_fail (PIPS_IS_SAVER (self));

  schedule (self, 0);
}

/**
 * pips_saver_flush:
 * @error: why the session is not on disk
 *
 * Writes what is not on disk yet, now, and waits for it (on close and quit). A write under way in
 * the worker thread is waited for first, so the writes stay in order.
 *
 * Returns: whether every change of the session is on disk
 */
gboolean
pips_saver_flush (PipsSaver  *self,
                  GError    **error)
{
  g_autoptr(Job) job = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (PIPS_IS_SAVER (self), FALSE);

  /* A save into a copy (the file was changed by someone else) takes one more round. */
  for (guint attempt = 0; attempt < 2; attempt++)
    {
      g_clear_handle_id (&self->timeout_id, g_source_remove);
      while (self->in_flight)
        g_main_context_iteration (NULL, TRUE);

      if (!pips_saver_get_unsaved (self))
        break;

      /* On failure, finish_write() leaves a retry scheduled. */
      g_clear_error (&local_error);
      g_clear_pointer (&job, job_free);
      job = job_new (self);
      write_job (job, &local_error);
      if (finish_write (self, job, local_error))
        break;
    }

  if (pips_saver_get_unsaved (self))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                           self->error != NULL ? self->error : _("The game could not be saved"));
      return FALSE;
    }

  return TRUE;
}

/**
 * pips_saver_stop:
 *
 * Saves nothing more (the session was deleted, or the saver is going away). A write under way
 * ends on its own.
 */
void
pips_saver_stop (PipsSaver *self)
{
  g_return_if_fail (PIPS_IS_SAVER (self));

  self->stopped = TRUE;
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->session != NULL)
    g_clear_signal_handler (&self->changed_id, self->session);
}
