/* pips-player-names.c — names merged into one player for the statistics, undoable
 *
 * The statistics match players by name. A table that wrote "Anne" one evening and "Anna" the
 * next merges the two: "Anne" is then counted as "Anna". A merge changes no session file; it is
 * kept beside the sessions in `$XDG_DATA_HOME/io.github.pipsapp.Pips/player-names.json`:
 *
 *   {"format":"pips-player-names","version":1,"merged":{"Anne":"Anna"}}
 *
 * written atomically after every change, as a session is: under the folder's lock, and read
 * again first when someone else (another Pips, a sync tool, a hand) changed it since, so that a
 * change is made on what the file holds and no one's merge is lost. A name merged into a name that is itself merged
 * follows it (Anne → Anna → Anna B. counts Anne as Anna B.). Every merge and split can be undone
 * (pips_player_names_undo(), the last change first), and a merge is also taken back later by
 * splitting the name off again. A damaged file is refused with the reason and never
 * overwritten: the names are then not merged, and nothing can be changed until it is repaired.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-player-names"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "pips-json-file.h"
#include "pips-player-names.h"

#define FORMAT_NAME    "pips-player-names"
#define FORMAT_VERSION 1

/* The checks and limits of every JSON file Pips reads (pips-json-file.c): no nul character in
 * a name (json-glib cut "An\u0000ne" to "An"), at most a session's size. */
static const PipsJsonFileKind names_file = {
  .format = FORMAT_NAME,
  .version = FORMAT_VERSION,
  .not_this = N_("it is not a list of merged player names"),
  /* Translators: %s is a size such as "12.5 MB" */
  .too_large = N_("it is too large to be a list of merged player names (%s)"),
  .no_version = N_("it is not a list of merged player names"),
  /* Translators: %s is a number */
  .newer = N_("it was saved by a newer version of Pips (format %s)"),
  .too_many = NULL,
};

/* One change, to undo: @name was merged into @previous (%NULL: into none). */
typedef struct
{
  char *name;
  char *previous;
} Change;

static void
change_free (gpointer data)
{
  Change *change = data;

  g_free (change->name);
  g_free (change->previous);
  g_free (change);
}

struct _PipsPlayerNames
{
  GObject     parent_instance;

  char       *path;     /* %NULL: kept in memory only */
  GHashTable *merged;   /* name → the name it is merged into */
  GPtrArray  *undo;     /* of Change, the last change last */
  char       *damaged;  /* why the file could not be read, until it can */
  gboolean    known;    /* the file as last read or written: */
  GStatBuf    seen;     /* its device, inode, size and time, to see another's change */
};

G_DEFINE_FINAL_TYPE (PipsPlayerNames, pips_player_names, G_TYPE_OBJECT)

G_DEFINE_QUARK (pips-player-names-error-quark, pips_player_names_error)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
pips_player_names_finalize (GObject *object)
{
  PipsPlayerNames *self = PIPS_PLAYER_NAMES (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->merged, g_hash_table_unref);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->damaged, g_free);

  G_OBJECT_CLASS (pips_player_names_parent_class)->finalize (object);
}

static void
pips_player_names_class_init (PipsPlayerNamesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pips_player_names_finalize;

  /**
   * PipsPlayerNames::changed:
   *
   * Emitted when names were merged or split (or a change undone): the statistics are to be
   * computed again.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
pips_player_names_init (PipsPlayerNames *self)
{
  self->merged = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->undo = g_ptr_array_new_with_free_func (change_free);
}

/**
 * pips_player_names_new:
 * @path: (nullable): the file the merges are kept in; %NULL keeps them in memory only
 *
 * The merges of player names, empty until pips_player_names_load() reads them.
 */
PipsPlayerNames *
pips_player_names_new (const char *path)
{
  PipsPlayerNames *self = g_object_new (PIPS_TYPE_PLAYER_NAMES, NULL);

  self->path = g_strdup (path);

  return self;
}

/**
 * pips_player_names_new_default:
 *
 * The merges in the user's data folder: `$XDG_DATA_HOME/io.github.pipsapp.Pips/player-names.json`
 * (not read yet).
 */
PipsPlayerNames *
pips_player_names_new_default (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), APP_ID, "player-names.json", NULL);

  return pips_player_names_new (path);
}

/**
 * pips_player_names_get_path:
 *
 * Returns: (nullable): the file the merges are kept in
 */
const char *
pips_player_names_get_path (PipsPlayerNames *self)
{
  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), NULL);

  return self->path;
}

static gboolean
set_damaged (PipsPlayerNames  *self,
             const char       *reason,
             GError          **error)
{
  g_free (self->damaged);
  /* Translators: the first %s is a file, the second the reason it cannot be read */
  self->damaged = g_strdup_printf (_("The merged player names in %s cannot be read: %s"),
                                   self->path, reason);
  g_set_error_literal (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_DAMAGED,
                       self->damaged);
  return FALSE;
}

/* Whether @path is still the file as @seen says it was read or written (or is still not there,
 * when @known is FALSE). */
static gboolean
same_file (const char     *path,
           gboolean        known,
           const GStatBuf *seen)
{
  GStatBuf now;

  if (g_stat (path, &now) != 0)
    return !known && errno == ENOENT;

  return known && now.st_dev == seen->st_dev && now.st_ino == seen->st_ino &&
         now.st_size == seen->st_size && now.st_mtim.tv_sec == seen->st_mtim.tv_sec &&
         now.st_mtim.tv_nsec == seen->st_mtim.tv_nsec;
}

/* Reads the file into a new table of merges: %NULL and @reason when it cannot be read. A file
 * that is not there (nor its folder) is no merges. @seen is the file as read. */
static GHashTable *
read_file (const char  *path,
           gboolean    *known,
           GStatBuf    *seen,
           char       **reason)
{
  g_autoptr(GHashTable) table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  JsonObject *object, *merged;
  JsonNode *root, *node, *value;
  JsonObjectIter iter;
  const char *name;
  gint64 version;
  gsize length;

  *known = FALSE;
  if (!pips_json_file_read (path, &names_file, &data, &length, &local_error))
    {
      /* Not there, nor the folder it would be in: no merges yet. */
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR))
        return g_steal_pointer (&table);
      *reason = g_strdup (local_error->message);
      return NULL;
    }
  /* What was read is at most what this says: a change after it is seen at the next write. */
  *known = g_stat (path, seen) == 0;

  if (!pips_json_file_check_text (data, length, &names_file, &local_error) ||
      !json_parser_load_from_data (parser, data, length, &local_error))
    {
      *reason = g_strdup (local_error->message);
      return NULL;
    }

  root = json_parser_get_root (parser);
  object = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  if (object == NULL)
    {
      *reason = g_strdup (_(names_file.not_this));
      return NULL;
    }
  if (!pips_json_file_check_format (object, &names_file, &version, &local_error))
    {
      *reason = g_strdup (local_error->message);
      return NULL;
    }

  node = json_object_get_member (object, "merged");
  merged = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  if (merged == NULL)
    {
      *reason = g_strdup (_(names_file.not_this));
      return NULL;
    }

  json_object_iter_init (&iter, merged);
  while (json_object_iter_next (&iter, &name, &value))
    {
      if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_STRING ||
          name[0] == '\0' || json_node_get_string (value)[0] == '\0')
        {
          *reason = g_strdup (_(names_file.not_this));
          return NULL;
        }
      g_hash_table_replace (table, g_strdup (name), g_strdup (json_node_get_string (value)));
    }

  return g_steal_pointer (&table);
}

/**
 * pips_player_names_load:
 *
 * Reads the merges from the file. A file that is not there yet means no merges. A damaged file
 * is refused with the reason and left as it is: no names are merged then, and no change is
 * made (or written) until it can be read.
 *
 * Returns: whether the file could be read (or is not there)
 */
gboolean
pips_player_names_load (PipsPlayerNames  *self,
                        GError          **error)
{
  g_autoptr(GHashTable) table = NULL;
  g_autofree char *reason = NULL;

  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), FALSE);

  g_hash_table_remove_all (self->merged);
  g_ptr_array_set_size (self->undo, 0);
  g_clear_pointer (&self->damaged, g_free);
  self->known = FALSE;

  if (self->path == NULL)
    return TRUE;

  table = read_file (self->path, &self->known, &self->seen, &reason);
  if (table == NULL)
    return set_damaged (self, reason, error);

  g_clear_pointer (&self->merged, g_hash_table_unref);
  self->merged = g_steal_pointer (&table);

  return TRUE;
}

static int
compare_names (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static gboolean
save (PipsPlayerNames  *self,
      GError          **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree const char **names = NULL;
  g_autofree char *text = NULL;
  guint n;

  if (self->path == NULL)
    return TRUE;

  names = (const char **) g_hash_table_get_keys_as_array (self->merged, &n);
  g_sort_array (names, n, sizeof (char *), compare_names, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, FORMAT_NAME);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, FORMAT_VERSION);
  json_builder_set_member_name (builder, "merged");
  json_builder_begin_object (builder);
  for (guint i = 0; i < n; i++)
    {
      json_builder_set_member_name (builder, names[i]);
      json_builder_add_string_value (builder, g_hash_table_lookup (self->merged, names[i]));
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);

  if (!g_file_set_contents_full (self->path, text, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, error))
    return FALSE;

  self->known = g_stat (self->path, &self->seen) == 0;
  return TRUE;
}

/* Takes the advisory lock every Pips takes before it checks and replaces a file in @folder
 * (as the session saver does, pips-saver.c). Returns the folder's descriptor, or -1 where the
 * folder or its file system has no lock: the file is then checked without it. */
static int
lock_folder (const char *folder)
{
  int fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd < 0)
    return -1;

  while (flock (fd, LOCK_EX) != 0)
    if (errno != EINTR)
      {
        close (fd);
        return -1;
      }

  return fd;
}

/* Sets what @name is merged into (%NULL: into none) and writes the file; on failure nothing
 * changes. The file is written as a session is: under the folder's lock, and when someone else
 * (another Pips, a sync tool, a hand) changed it since it was read or written here, it is read
 * again first and the change made on what it holds, never on a stale copy. What it was before
 * the change, for the undo, is in @previous. */
static gboolean
set_merged (PipsPlayerNames  *self,
            const char       *name,
            const char       *into,
            char            **previous,
            GError          **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *before = NULL;
  gboolean read_again = FALSE;
  gboolean written = FALSE;
  int lock = -1;

  if (self->path != NULL)
    {
      folder = g_path_get_dirname (self->path);
      if (g_mkdir_with_parents (folder, 0700) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       /* Translators: %s is a folder, then the system's reason */
                       _("Could not create the folder %s: %s"), folder, g_strerror (saved_errno));
          return FALSE;
        }

      lock = lock_folder (folder);
      if (!same_file (self->path, self->known, &self->seen))
        {
          g_autofree char *reason = NULL;
          GHashTable *table = read_file (self->path, &self->known, &self->seen, &reason);

          if (table == NULL)
            {
              if (lock >= 0)
                close (lock);
              set_damaged (self, reason, error);
              g_signal_emit (self, signals[CHANGED], 0);
              return FALSE;
            }
          g_hash_table_unref (self->merged);
          self->merged = table;
          read_again = TRUE;
        }
    }

  /* Changed meanwhile: the two names may be one player already. */
  if (into != NULL && read_again &&
      g_str_equal (pips_player_names_resolve (self, name), pips_player_names_resolve (self, into)))
    {
      g_set_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_SAME,
                   /* Translators: both %s are player names */
                   _("“%s” and “%s” are one player already"), name, into);
      goto out;
    }

  before = g_strdup (g_hash_table_lookup (self->merged, name));
  if (into != NULL)
    g_hash_table_replace (self->merged, g_strdup (name), g_strdup (into));
  else
    g_hash_table_remove (self->merged, name);

  written = save (self, error);
  if (!written)
    {
      if (before != NULL)
        g_hash_table_replace (self->merged, g_strdup (name), g_strdup (before));
      else
        g_hash_table_remove (self->merged, name);
    }
  else if (previous != NULL)
    *previous = g_steal_pointer (&before);

out:
  if (lock >= 0)
    close (lock);
  /* What another wrote counts from now on, even where this change failed. */
  if (read_again && !written)
    g_signal_emit (self, signals[CHANGED], 0);

  return written;
}

static gboolean
check_writable (PipsPlayerNames  *self,
                GError          **error)
{
  if (self->damaged == NULL)
    return TRUE;

  g_set_error_literal (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_DAMAGED,
                       self->damaged);
  return FALSE;
}

/**
 * pips_player_names_resolve:
 *
 * Returns: (transfer none): the name @name is counted as: the last of the names it is merged
 *   into, or @name itself
 */
const char *
pips_player_names_resolve (PipsPlayerNames *self,
                           const char      *name)
{
  const char *resolved = name;
  guint steps = 0;
  const char *next;

  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), name);
  g_return_val_if_fail (name != NULL, NULL);

  /* A hand-edited file may make a cycle: it ends where it would go round. */
  while ((next = g_hash_table_lookup (self->merged, resolved)) != NULL &&
         steps++ < g_hash_table_size (self->merged))
    resolved = next;

  return resolved;
}

/**
 * pips_player_names_get_merged_into:
 *
 * Returns: (nullable): the name @name is merged into directly, or %NULL
 */
const char *
pips_player_names_get_merged_into (PipsPlayerNames *self,
                                   const char      *name)
{
  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return g_hash_table_lookup (self->merged, name);
}

/**
 * pips_player_names_dup_merged:
 *
 * Returns: (transfer full): the names counted as @name (merged into it directly or through
 *   another name), sorted; empty if none
 */
char **
pips_player_names_dup_merged (PipsPlayerNames *self,
                              const char      *name)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) into = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                      (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  /* The names merged into each name, then those reached from @name: each merge is looked at
   * once (a chain of 10 000 merges, resolved name by name, took seconds). */
  g_hash_table_iter_init (&iter, self->merged);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GPtrArray *from = g_hash_table_lookup (into, value);

      if (from == NULL)
        g_hash_table_insert (into, value, from = g_ptr_array_new ());
      g_ptr_array_add (from, key);
    }

  /* A name of a cycle (a hand-edited file) resolves to where it stops, not to @name: only
   * names whose chain ends at @name count, as pips_player_names_resolve() says. */
  if (g_str_equal (pips_player_names_resolve (self, name), name))
    {
      g_autoptr(GPtrArray) queue = g_ptr_array_new ();

      g_hash_table_add (seen, (gpointer) name);
      g_ptr_array_add (queue, (gpointer) name);
      for (guint i = 0; i < queue->len; i++)
        {
          GPtrArray *from = g_hash_table_lookup (into, g_ptr_array_index (queue, i));

          for (guint j = 0; from != NULL && j < from->len; j++)
            if (g_hash_table_add (seen, g_ptr_array_index (from, j)))
              {
                g_ptr_array_add (queue, g_ptr_array_index (from, j));
                g_ptr_array_add (names, g_strdup (g_ptr_array_index (from, j)));
              }
        }
    }
  g_ptr_array_sort_values (names, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (names, NULL);

  return (char **) g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

/**
 * pips_player_names_merge:
 * @name: the name to count as @into from now on (with every name merged into it)
 * @into: the name it joins
 *
 * Merges @name into @into, writes the file and remembers the change for
 * pips_player_names_undo().
 *
 * Returns: whether the names were merged (not if they are one player already, or the file
 *   could not be written or read)
 */
gboolean
pips_player_names_merge (PipsPlayerNames  *self,
                         const char       *name,
                         const char       *into,
                         GError          **error)
{
  Change *change;

  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), FALSE);
  g_return_val_if_fail (name != NULL && into != NULL, FALSE);

  if (!check_writable (self, error))
    return FALSE;

  /* This also keeps the merges free of cycles: a cycle needs @into to lead to @name. */
  if (g_str_equal (pips_player_names_resolve (self, name), pips_player_names_resolve (self, into)))
    {
      g_set_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_SAME,
                   /* Translators: both %s are player names */
                   _("“%s” and “%s” are one player already"), name, into);
      return FALSE;
    }

  change = g_new0 (Change, 1);
  change->name = g_strdup (name);
  if (!set_merged (self, name, into, &change->previous, error))
    {
      change_free (change);
      return FALSE;
    }

  g_ptr_array_add (self->undo, change);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/**
 * pips_player_names_split:
 *
 * Counts @name as itself again (the names merged into it stay with it), writes the file and
 * remembers the change for pips_player_names_undo().
 *
 * Returns: whether @name was split off
 */
gboolean
pips_player_names_split (PipsPlayerNames  *self,
                         const char       *name,
                         GError          **error)
{
  Change *change;

  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (!check_writable (self, error))
    return FALSE;

  if (!g_hash_table_contains (self->merged, name))
    {
      g_set_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_NOT_MERGED,
                   /* Translators: %s is a player name */
                   _("“%s” is not merged into another name"), name);
      return FALSE;
    }

  change = g_new0 (Change, 1);
  change->name = g_strdup (name);
  if (!set_merged (self, name, NULL, &change->previous, error))
    {
      change_free (change);
      return FALSE;
    }

  g_ptr_array_add (self->undo, change);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/**
 * pips_player_names_get_can_undo:
 *
 * Returns: whether a merge or split of this object can be undone
 */
gboolean
pips_player_names_get_can_undo (PipsPlayerNames *self)
{
  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), FALSE);

  return self->undo->len > 0;
}

/**
 * pips_player_names_undo:
 *
 * Undoes the last merge or split made through this object (the one before it next time), and
 * writes the file.
 *
 * Returns: whether a change was undone
 */
gboolean
pips_player_names_undo (PipsPlayerNames  *self,
                        GError          **error)
{
  Change *change;

  g_return_val_if_fail (PIPS_IS_PLAYER_NAMES (self), FALSE);

  if (!check_writable (self, error))
    return FALSE;

  if (self->undo->len == 0)
    {
      g_set_error_literal (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_NOTHING_TO_UNDO,
                           _("There is no change of player names to undo"));
      return FALSE;
    }

  change = g_ptr_array_index (self->undo, self->undo->len - 1);
  if (!set_merged (self, change->name, change->previous, NULL, error))
    return FALSE;

  g_ptr_array_remove_index (self->undo, self->undo->len - 1);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}
