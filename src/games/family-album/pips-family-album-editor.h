/* pips-family-album-editor.h — the album editor: the table's family pictures
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-family-album-album.h"

G_BEGIN_DECLS

#define PIPS_TYPE_FAMILY_ALBUM_EDITOR (pips_family_album_editor_get_type ())
G_DECLARE_FINAL_TYPE (PipsFamilyAlbumEditor, pips_family_album_editor, PIPS, FAMILY_ALBUM_EDITOR, AdwPreferencesDialog)

AdwDialog             *pips_family_album_editor_new         (const char            *path);
const PipsFamilyAlbum *pips_family_album_editor_get_album   (PipsFamilyAlbumEditor *self);
const char            *pips_family_album_editor_get_problem (PipsFamilyAlbumEditor *self);
gboolean               pips_family_album_editor_save_picture (PipsFamilyAlbumEditor *self,
                                                             int                    position,
                                                             const PipsFamilyAlbumPicture *picture,
                                                             GError               **error);
gboolean               pips_family_album_editor_remove      (PipsFamilyAlbumEditor *self,
                                                             guint                  position,
                                                             GError               **error);
gboolean               pips_family_album_editor_move        (PipsFamilyAlbumEditor *self,
                                                             guint                  from,
                                                             guint                  to,
                                                             GError               **error);
gboolean               pips_family_album_editor_restore_example (PipsFamilyAlbumEditor *self,
                                                             GError               **error);

G_END_DECLS
