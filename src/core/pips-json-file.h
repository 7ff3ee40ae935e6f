/* pips-json-file.h — what every JSON file Pips reads is checked for: sessions and the family album
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * PipsJsonFileKind:
 * @PIPS_JSON_FILE_SESSION: a session (`"format": "pips-session"`)
 * @PIPS_JSON_FILE_ALBUM: the Family Album's album (`"format": "pips-family-album"`)
 *
 * Which file is read: its format's name and version, and the words of its messages.
 */
/* The album file's format (pips-family-album-file.c). */
#define PIPS_JSON_FILE_ALBUM_FORMAT  "pips-family-album"
#define PIPS_JSON_FILE_ALBUM_VERSION 1

typedef enum
{
  PIPS_JSON_FILE_SESSION,
  PIPS_JSON_FILE_ALBUM,
} PipsJsonFileKind;

gboolean pips_json_file_read             (const char        *path,
                                         PipsJsonFileKind   kind,
                                         char             **data,
                                         gsize             *length,
                                         GError           **error);
gboolean pips_json_file_check_text       (const char        *data,
                                         gsize              length,
                                         PipsJsonFileKind   kind,
                                         GError           **error);
gboolean pips_json_file_check_format     (JsonObject        *root,
                                         PipsJsonFileKind   kind,
                                         gint64            *version,
                                         GError           **error);
gboolean pips_json_file_get_int          (JsonObject        *object,
                                         const char        *member,
                                         gint64            *value);
gsize    pips_json_file_count_containers (const char        *data,
                                         gsize              length,
                                         guint             *max_depth);

G_END_DECLS
