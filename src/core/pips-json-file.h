/* pips-json-file.h — what every JSON file Pips reads is checked for, whatever its kind
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * PipsJsonFileKind:
 * @format: the value of the member `format` that names the kind ("pips-session")
 * @version: the newest version of the format this Pips reads and writes
 * @not_this: the file is not of this kind ("This is not a Pips session")
 * @too_large: the file is larger than Pips reads; `%s` is a size such as "12.5 MB"
 * @no_version: the file has no member `version`, or not a whole number
 * @newer: a newer Pips saved the file; `%s` is its version
 * @too_many: (nullable): the file has more objects and arrays than Pips reads; `%s` is
 *   %PIPS_SESSION_MAX_EVENTS, the most entries a session holds. %NULL says @too_large instead
 * @max_size: the largest file of this kind, in bytes; 0 is %PIPS_SESSION_MAX_FILE_SIZE
 *
 * A kind of JSON file Pips reads: its format's name and version, and the words of its messages.
 * The messages are marked with N_() where the kind is written and translated when they are
 * said; each with a `%s` takes exactly one string. The kind of a session is in
 * pips-session-file.c; a game with a file of its own writes its kind beside its loader.
 */
typedef struct
{
  const char *format;
  gint64      version;
  const char *not_this;
  const char *too_large;
  const char *no_version;
  const char *newer;
  const char *too_many;
  goffset     max_size;
} PipsJsonFileKind;

int      pips_file_open_regular          (const char              *path,
                                         goffset                  max_size,
                                         goffset                 *size,
                                         GError                 **error);
gboolean pips_file_read_regular          (const char              *path,
                                         goffset                  max_size,
                                         char                   **data,
                                         gsize                   *length,
                                         GError                 **error);
gboolean pips_json_file_read             (const char              *path,
                                         const PipsJsonFileKind  *kind,
                                         char                   **data,
                                         gsize                   *length,
                                         GError                 **error);
gboolean pips_json_file_check_text       (const char              *data,
                                         gsize                    length,
                                         const PipsJsonFileKind  *kind,
                                         GError                 **error);
gboolean pips_json_file_check_format     (JsonObject              *root,
                                         const PipsJsonFileKind  *kind,
                                         gint64                  *version,
                                         GError                 **error);
gboolean pips_json_file_get_int          (JsonObject              *object,
                                         const char              *member,
                                         gint64                  *value);
gsize    pips_json_file_count_containers (const char              *data,
                                         gsize                    length,
                                         guint                   *max_depth);

G_END_DECLS
