/* pips-json-file.c — what every JSON file Pips reads is checked for, whatever its kind
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Before json-glib reads a file: its size, that it is text, that no text in it holds a nul
 * character (json-glib cuts a string there, so the file would change when written back), and how
 * deep and how many its objects and arrays are. After: its format's name and version. Every
 * loader (the session's, and that of any file a game brings) shares these checks and their
 * limits (PIPS_SESSION_MAX_FILE_SIZE, PIPS_SESSION_MAX_DEPTH, PIPS_SESSION_MAX_CONTAINERS), and
 * says what fails in the words of its PipsJsonFileKind.
 */

#define G_LOG_DOMAIN "pips-json-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-json-file.h"
#include "pips-session.h"

static gboolean G_GNUC_PRINTF (3, 4)
fail (GError     **error,
      int          code,
      const char  *format,
      ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (PIPS_SESSION_ERROR, code, format, args));
  va_end (args);

  return FALSE;
}

/* A message of @kind, translated, with @text for its `%s`. The messages are formats that the
 * kind, not this file, writes: PipsJsonFileKind says that each takes one string, and
 * `msgfmt --check` holds the translations to the same. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static gboolean
fail_with_text (GError     **error,
                int          code,
                const char  *message,
                const char  *text)
{
  g_set_error (error, PIPS_SESSION_ERROR, code, _(message), text);

  return FALSE;
}
#pragma GCC diagnostic pop

static gboolean
not_this (const PipsJsonFileKind  *kind,
          GError                 **error)
{
  g_set_error_literal (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT, _(kind->not_this));

  return FALSE;
}

static gboolean
too_large (const PipsJsonFileKind  *kind,
           goffset                  size,
           GError                 **error)
{
  g_autofree char *text = g_format_size (size);

  return fail_with_text (error, PIPS_SESSION_ERROR_TOO_LARGE, kind->too_large, text);
}

static goffset
max_size (const PipsJsonFileKind *kind)
{
  return kind->max_size > 0 ? kind->max_size : PIPS_SESSION_MAX_FILE_SIZE;
}

/**
 * pips_file_open_regular:
 * @path: a file from outside Pips (a symbolic link is followed)
 * @max_size: the largest size Pips reads from it, in bytes
 * @size: (out) (optional): its size
 *
 * Opens a file to read, checked before a byte is read: a regular file (not a pipe, which would
 * make the reader wait for ever, nor a device such as /dev/zero, which never ends, nor a folder)
 * of at most @max_size bytes (a sparse file of 3 GiB, or a link to one, is refused here). A pipe
 * is opened without waiting for a writer.
 *
 * Returns: the file's descriptor, or -1 and @error: %G_IO_ERROR_NOT_REGULAR_FILE,
 *   %G_IO_ERROR_MESSAGE_TOO_LARGE (its message names the size), or the system's reason as a
 *   #G_FILE_ERROR (%G_FILE_ERROR_NOENT: not there), as g_file_get_contents() says it
 */
int
pips_file_open_regular (const char  *path,
                        goffset      max_size,
                        goffset     *size,
                        GError     **error)
{
  GStatBuf buf;
  int fd;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0 || fstat (fd, &buf) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %s is the system's reason */
                   _("Could not read the file: %s"), g_strerror (saved_errno));
      return -1;
    }

  if (!S_ISREG (buf.st_mode))
    {
      close (fd);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                           _("This is not a file but a folder, a pipe or a device"));
      return -1;
    }

  if (buf.st_size > max_size)
    {
      g_autofree char *text = g_format_size (buf.st_size);

      close (fd);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                   /* Translators: %s is a size such as "12.5 MB" */
                   _("The file is too large (%s)"), text);
      return -1;
    }

  if (size != NULL)
    *size = buf.st_size;

  return fd;
}

/**
 * pips_file_read_regular:
 * @data: (out): the file's text, nul-terminated
 *
 * Reads a file from outside Pips with the checks of pips_file_open_regular(): never more than
 * @max_size bytes, also when the file grows while it is read.
 */
gboolean
pips_file_read_regular (const char  *path,
                        goffset      max_size,
                        char       **data,
                        gsize       *length,
                        GError     **error)
{
  g_autofree char *buffer = NULL;
  goffset size;
  gsize have = 0;
  gsize room;
  int fd;

  fd = pips_file_open_regular (path, max_size, &size, error);
  if (fd < 0)
    return FALSE;

  /* One byte more than the file says it has: a file that grew is seen as such. */
  room = (gsize) size + 1;
  buffer = g_malloc (room + 1);
  for (;;)
    {
      gssize n = read (fd, buffer + have, room - have);

      if (n < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       _("Could not read the file: %s"), g_strerror (saved_errno));
          return FALSE;
        }
      if (n == 0)
        break;
      have += n;
      if (have == room)
        {
          if (room > (gsize) max_size)
            {
              g_autofree char *text = g_format_size (room);

              close (fd);
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                           _("The file is too large (%s)"), text);
              return FALSE;
            }
          room = MIN ((gsize) max_size + 1, room * 2);
          buffer = g_realloc (buffer, room + 1);
        }
    }
  close (fd);

  buffer[have] = '\0';
  *data = g_steal_pointer (&buffer);
  if (length != NULL)
    *length = have;

  return TRUE;
}

/**
 * pips_json_file_read:
 * @data: (out): the file's text, when it is no larger than a file of @kind
 *
 * Reads a file of @kind: a regular file of at most the kind's largest size
 * (PIPS_SESSION_MAX_FILE_SIZE unless it says otherwise), checked before it is read
 * (pips_file_read_regular()). The text is not checked yet (see pips_json_file_check_text()).
 * What is refused is said in the kind's words: a pipe or a device is "not this", a file too
 * large names its size.
 */
gboolean
pips_json_file_read (const char              *path,
                     const PipsJsonFileKind  *kind,
                     char                   **data,
                     gsize                   *length,
                     GError                 **error)
{
  g_autoptr(GError) local_error = NULL;
  GStatBuf buf;

  if (pips_file_read_regular (path, max_size (kind), data, length, &local_error))
    return TRUE;

  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE))
    return not_this (kind, error);

  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    return too_large (kind, g_stat (path, &buf) == 0 ? buf.st_size : max_size (kind) + 1, error);

  /* The system's reason (a file that is not there is G_FILE_ERROR_NOENT). */
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* Whether a string in @data holds the escape of a nul character (\u0000), which json-glib reads
 * as the string's end. */
static gboolean
has_nul_escape (const char *data,
                gsize       length)
{
  gboolean in_string = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      if (!in_string)
        in_string = data[i] == '"';
      else if (data[i] == '"')
        in_string = FALSE;
      else if (data[i] == '\\' && i + 1 < length)
        {
          if (data[i + 1] == 'u' && i + 5 < length && memcmp (data + i + 2, "0000", 4) == 0)
            return TRUE;
          i++;
        }
    }

  return FALSE;
}

/* One pass over JSON text: the objects and arrays it holds and how deep they nest, and how many
 * values stand at its top level ("{} {}" holds two: json-glib reads several as one list of
 * them, which an immutable parser does not seal; every Pips file holds one). Strings are passed
 * over, escapes included. */
static void
scan (const char *data,
      gsize       length,
      gsize      *n_containers,
      guint      *max_depth,
      guint      *n_values)
{
  gboolean in_string = FALSE;
  gboolean in_token = FALSE;
  guint depth = 0;
  guint deepest = 0;
  gsize containers = 0;
  guint values = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
        {
          in_token = FALSE;
          continue;
        }

      /* A new value starts at the top level: a container, a string, or a word or number that
       * does not go on from the one before. */
      if (depth == 0 && !in_token && c != ']' && c != '}')
        values++;

      in_token = FALSE;
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          containers++;
          depth++;
          deepest = MAX (deepest, depth);
        }
      else if (c == ']' || c == '}')
        {
          if (depth > 0)
            depth--;
        }
      else if (depth == 0)
        in_token = TRUE;
    }

  *n_containers = containers;
  *max_depth = deepest;
  if (n_values != NULL)
    *n_values = values;
}

/**
 * pips_json_file_count_containers:
 * @data: JSON text, not necessarily nul-terminated
 * @length: the length of @data in bytes
 * @max_depth: (out) (optional): how deep the objects and arrays nest
 *
 * Counts the objects and arrays in @data (outside strings) without parsing it: what json-glib
 * would spend time and memory on. The session counts those of the events it keeps, against
 * PIPS_SESSION_MAX_CONTAINERS.
 *
 * Returns: the number of objects and arrays
 */
gsize
pips_json_file_count_containers (const char *data,
                                 gsize       length,
                                 guint      *max_depth)
{
  gsize containers;
  guint deepest;

  scan (data, length, &containers, &deepest, NULL);
  if (max_depth != NULL)
    *max_depth = deepest;

  return containers;
}

/**
 * pips_json_file_check_text:
 *
 * Checks a file's text before json-glib reads it: at most the kind's largest size
 * (PIPS_SESSION_MAX_FILE_SIZE unless it says otherwise), UTF-8 without nul bytes, one value (not
 * "{} {}"), no nul character in its strings, objects and arrays nested at most
 * PIPS_SESSION_MAX_DEPTH deep and at most PIPS_SESSION_MAX_CONTAINERS of them (what the parser
 * would spend time and memory on).
 */
gboolean
pips_json_file_check_text (const char              *data,
                           gsize                    length,
                           const PipsJsonFileKind  *kind,
                           GError                 **error)
{
  gsize containers;
  guint depth;
  guint values;

  if (length > (gsize) max_size (kind))
    return too_large (kind, length, error);

  if (length == 0)
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s", _("The file is empty"));

  if (!g_utf8_validate_len (data, length, NULL))
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s", _("The file is damaged: it is not text"));

  if (has_nul_escape (data, length))
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s",
                 _("The file is damaged: a text in it holds a nul character (\\u0000), which Pips cannot keep"));

  scan (data, length, &containers, &depth, &values);
  if (values > 1)
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s",
                 _("The file is damaged: more follows the end of its text"));

  if (depth > PIPS_SESSION_MAX_DEPTH)
    return fail (error, PIPS_SESSION_ERROR_CORRUPT,
                 /* Translators: %u is a number of levels */
                 _("The file is damaged: its parts are nested more than %u levels deep, deeper than Pips reads"),
                 PIPS_SESSION_MAX_DEPTH);

  if (containers > PIPS_SESSION_MAX_CONTAINERS)
    {
      g_autofree char *limit = g_strdup_printf ("%d", PIPS_SESSION_MAX_EVENTS);

      if (kind->too_many != NULL)
        return fail_with_text (error, PIPS_SESSION_ERROR_TOO_LARGE, kind->too_many, limit);
      return too_large (kind, length, error);
    }

  return TRUE;
}

/**
 * pips_json_file_get_int:
 *
 * Returns: whether @member of @object is a whole number (not 1.0, not "1"), then in @value
 */
gboolean
pips_json_file_get_int (JsonObject *object,
                        const char *member,
                        gint64     *value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;

  *value = json_node_get_int (node);
  return TRUE;
}

/**
 * pips_json_file_check_format:
 * @root: the file's root
 * @version: (out): the file's format version: 1 to the newest this Pips writes
 *
 * Checks the members `format` (the kind's name) and `version` (a whole number, at least 1, at
 * most the kind's newest version: a newer one is %PIPS_SESSION_ERROR_NEWER).
 */
gboolean
pips_json_file_check_format (JsonObject              *root,
                             const PipsJsonFileKind  *kind,
                             gint64                  *version,
                             GError                 **error)
{
  JsonNode *format = json_object_get_member (root, "format");

  if (format == NULL || !JSON_NODE_HOLDS_VALUE (format) ||
      json_node_get_value_type (format) != G_TYPE_STRING ||
      g_strcmp0 (json_node_get_string (format), kind->format) != 0)
    return not_this (kind, error);

  if (!pips_json_file_get_int (root, "version", version))
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s", _(kind->no_version));

  if (*version > kind->version)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, *version);

      return fail_with_text (error, PIPS_SESSION_ERROR_NEWER, kind->newer, number);
    }

  if (*version < 1)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, *version);

      return fail (error, PIPS_SESSION_ERROR_CORRUPT,
                   /* Translators: %s is a number */
                   _("This file has an unknown format version (%s)"), number);
    }

  return TRUE;
}
