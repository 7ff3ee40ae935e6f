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
#include <string.h>
#include <sys/stat.h>

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
 * pips_json_file_read:
 * @data: (out): the file's text, when it is no larger than a file Pips writes
 *
 * Reads a file Pips writes: a regular file of at most PIPS_SESSION_MAX_FILE_SIZE bytes (a
 * larger one is refused before it is read). The text is not checked yet (see
 * pips_json_file_check_text()).
 */
gboolean
pips_json_file_read (const char              *path,
                     const PipsJsonFileKind  *kind,
                     char                   **data,
                     gsize                   *length,
                     GError                 **error)
{
  GStatBuf buf;

  if (g_stat (path, &buf) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %s is the system's reason */
                   _("Could not read the file: %s"), g_strerror (saved_errno));
      return FALSE;
    }

  if (!S_ISREG (buf.st_mode))
    return not_this (kind, error);

  if (buf.st_size > PIPS_SESSION_MAX_FILE_SIZE)
    return too_large (kind, buf.st_size, error);

  return g_file_get_contents (path, data, length, error);
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
  gboolean in_string = FALSE;
  guint depth = 0;
  guint deepest = 0;
  gsize containers = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          containers++;
          depth++;
          deepest = MAX (deepest, depth);
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }

  if (max_depth != NULL)
    *max_depth = deepest;

  return containers;
}

/* How many values @data holds at its top level ("{} {}" holds two). json-glib reads several as
 * one list of them, which an immutable parser does not seal: every Pips file holds one. */
static guint
count_values (const char *data,
              gsize       length)
{
  gboolean in_string = FALSE;
  gboolean in_token = FALSE;
  guint depth = 0;
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
        depth++;
      else if (c == ']' || c == '}')
        {
          if (depth > 0)
            depth--;
        }
      else if (depth == 0)
        in_token = TRUE;
    }

  return values;
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

  if (length > (gsize) max_size (kind))
    return too_large (kind, length, error);

  if (length == 0)
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s", _("The file is empty"));

  if (!g_utf8_validate_len (data, length, NULL))
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s", _("The file is damaged: it is not text"));

  if (has_nul_escape (data, length))
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s",
                 _("The file is damaged: a text in it holds a nul character (\\u0000), which Pips cannot keep"));

  if (count_values (data, length) > 1)
    return fail (error, PIPS_SESSION_ERROR_CORRUPT, "%s",
                 _("The file is damaged: more follows the end of its text"));

  containers = pips_json_file_count_containers (data, length, &depth);
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
