/* pips-family-album-file.c — the album file beside the sessions, and the example album
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `$XDG_DATA_HOME/io.github.pipsapp.Pips/family-album.json`: `{"format":"pips-family-album",
 * "version":1,"example":…,"pictures":[…]}`, written atomically. A damaged file is refused with
 * the reason and never overwritten behind the table's back. The example album Pips ships is a
 * resource of the core library, in the same format.
 */

#define G_LOG_DOMAIN "pips-family-album"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-family-album-album.h"
#include "pips-family-album-resources.h"
#include "pips-game.h"
#include "pips-json-file.h"
#include "pips-session.h"

#define EXAMPLE_PATH   "/io/github/pipsapp/Pips/family-album/pips-family-album-example.json"
#define ALBUM_FORMAT   "pips-family-album"
#define ALBUM_VERSION  1

/* The album file, for the checks of every JSON file Pips reads (pips-json-file.c). */
static const PipsJsonFileKind album_file = {
  .format = ALBUM_FORMAT,
  .version = ALBUM_VERSION,
  .not_this = N_("This is not a family album"),
  /* Translators: %s is a size such as "12.5 MB" */
  .too_large = N_("The file is too large to be a family album (%s)"),
  .no_version = N_("This family album has no format version"),
  /* Translators: %s is a number */
  .newer = N_("This family album was saved by a newer version of Pips (format %s); update Pips to open it"),
  /* More objects and arrays than a session may hold: the album is too large. */
  .too_many = NULL,
};

static gboolean
album_from_data (PipsFamilyAlbum  *album,
                 const char       *data,
                 gssize            length,
                 GError          **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;
  gint64 version;

  if (length < 0)
    length = strlen (data);

  /* The limits and checks of every JSON file Pips reads (pips-json-file.c). */
  if (!pips_json_file_check_text (data, length, &album_file, error))
    return FALSE;

  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT,
                   /* Translators: %s is json-glib's reason */
                   _("The file is damaged: %s"), local_error->message);
      return FALSE;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT,
                           _("This is not a family album"));
      return FALSE;
    }

  if (!pips_json_file_check_format (json_node_get_object (root), &album_file, &version, error))
    return FALSE;

  return pips_family_album_from_json (album, json_node_get_object (root), error);
}

/**
 * pips_family_album_init_example:
 *
 * Sets @album to the example album Pips ships (a resource), marked as an example.
 */
void
pips_family_album_init_example (PipsFamilyAlbum *album)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data;

  bytes = g_resource_lookup_data (pips_family_album_get_resource (), EXAMPLE_PATH,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &length);
  if (!album_from_data (album, data, length, &error))
    g_error ("The example album does not load: %s", error->message);
}

/* The file */

/**
 * pips_family_album_dup_default_path:
 *
 * Returns: (transfer full): the album file beside the sessions:
 *   `$XDG_DATA_HOME/io.github.pipsapp.Pips/family-album.json`
 */
char *
pips_family_album_dup_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, "family-album.json", NULL);
}

/**
 * pips_family_album_load_file:
 *
 * Reads an album file. A damaged file is refused with the reason (the file is left as it is) and
 * @album is not changed.
 */
gboolean
pips_family_album_load_file (PipsFamilyAlbum  *album,
                             const char       *path,
                             GError          **error)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!pips_json_file_read (path, &album_file, &data, &length, error))
    return FALSE;

  return album_from_data (album, data, length, error);
}

/**
 * pips_family_album_save_file:
 *
 * Writes the album atomically (the old file or the new one, never a torn one), making the folder
 * where needed.
 */
gboolean
pips_family_album_save_file (const PipsFamilyAlbum  *album,
                             const char             *path,
                             GError                **error)
{
  g_autoptr(JsonObject) object = pips_family_album_to_json (album);
  g_autoptr(JsonObject) file = json_object_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  JsonArray *pictures;

  json_object_set_string_member (file, "format", ALBUM_FORMAT);
  json_object_set_int_member (file, "version", ALBUM_VERSION);
  json_object_set_boolean_member (file, "example", album->example);
  pictures = json_object_get_array_member (object, "pictures");
  json_object_set_array_member (file, "pictures", json_array_ref (pictures));

  root = json_node_init_object (json_node_alloc (), file);
  data = json_to_string (root, TRUE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   /* Translators: %s is a folder, then the system's reason */
                   _("Could not make the folder %s: %s"), dir, g_strerror (saved));
      return FALSE;
    }

  return g_file_set_contents_full (path, data, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

/**
 * pips_family_album_load_user:
 *
 * Reads the player's album (pips_family_album_dup_default_path()); where there is none yet, the
 * example. A damaged file is refused (and left untouched): @album is then the example and
 * @error says what is wrong with the file.
 *
 * Returns: whether the player's album (or the example, where there is none) was read
 */
gboolean
pips_family_album_load_user (PipsFamilyAlbum  *album,
                             GError          **error)
{
  g_autofree char *path = pips_family_album_dup_default_path ();
  g_autoptr(GError) local_error = NULL;

  pips_family_album_init_example (album);
  if (pips_family_album_load_file (album, path, &local_error))
    return TRUE;
  if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return TRUE;

  g_propagate_prefixed_error (error, g_steal_pointer (&local_error),
                              /* Translators: %s is a file's path; the reason follows */
                              _("The family album %s could not be read: "), path);
  return FALSE;
}
