/* pips-family-album-album.h — the family album: pictures, whether dice cover one, and the odds
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Eight picture dice, five figures and a joker on each. */
#define PIPS_FAMILY_ALBUM_N_DICE        8
#define PIPS_FAMILY_ALBUM_N_FIGURES     5
#define PIPS_FAMILY_ALBUM_MAX_PICTURES  16
/* A picture's title, in characters. */
#define PIPS_FAMILY_ALBUM_TITLE_MAX     60

/**
 * PipsFamilyAlbumFace:
 * @PIPS_FAMILY_ALBUM_FACE_HOMER … @PIPS_FAMILY_ALBUM_FACE_MAGGIE: the five figures
 * @PIPS_FAMILY_ALBUM_FACE_JOKER: "Looking good!", which stands in for any figure
 *
 * The faces of the dice, numbered 1–6 as #PipsDiceInfo numbers faces; the figure f counts at
 * index f − 1 of a picture's @figures.
 */
typedef enum
{
  PIPS_FAMILY_ALBUM_FACE_HOMER = 1,
  PIPS_FAMILY_ALBUM_FACE_MARGE,
  PIPS_FAMILY_ALBUM_FACE_BART,
  PIPS_FAMILY_ALBUM_FACE_LISA,
  PIPS_FAMILY_ALBUM_FACE_MAGGIE,
  PIPS_FAMILY_ALBUM_FACE_JOKER,
} PipsFamilyAlbumFace;

/**
 * PipsFamilyAlbumPicture:
 * @title: the picture's title (UTF-8, at most %PIPS_FAMILY_ALBUM_TITLE_MAX characters)
 * @figures: how many of each figure the picture shows (Homer first)
 * @min_dice: the fewest dice that may be thrown for it
 * @max_dice: the most dice that may be thrown for it
 *
 * One family picture. A plain value, so that an album can live in a game state that is copied.
 */
typedef struct
{
  char   title[4 * PIPS_FAMILY_ALBUM_TITLE_MAX + 1];
  guint8 figures[PIPS_FAMILY_ALBUM_N_FIGURES];
  guint8 min_dice;
  guint8 max_dice;
} PipsFamilyAlbumPicture;

/**
 * PipsFamilyAlbum:
 * @example: whether this is the example album Pips ships (to be matched to the box)
 * @n_pictures: the pictures in use
 * @pictures: the pictures, in the album's order
 */
typedef struct
{
  gboolean               example;
  guint                  n_pictures;
  PipsFamilyAlbumPicture pictures[PIPS_FAMILY_ALBUM_MAX_PICTURES];
} PipsFamilyAlbum;

const char *pips_family_album_face_to_id           (PipsFamilyAlbumFace face);
gboolean    pips_family_album_face_from_id         (const char        *id,
                                                    PipsFamilyAlbumFace *face);
const char *pips_family_album_face_get_name        (PipsFamilyAlbumFace face);

/* Pictures */
void        pips_family_album_picture_init         (PipsFamilyAlbumPicture       *picture,
                                                    const char                   *title,
                                                    const guint8                 *figures,
                                                    guint                         min_dice,
                                                    guint                         max_dice);
guint       pips_family_album_picture_get_size     (const PipsFamilyAlbumPicture *picture);
gboolean    pips_family_album_picture_check        (const PipsFamilyAlbumPicture *picture,
                                                    GError                      **error);
char       *pips_family_album_picture_dup_figures_text (const PipsFamilyAlbumPicture *picture);
gboolean    pips_family_album_picture_covers       (const PipsFamilyAlbumPicture *picture,
                                                    const guint8                 *faces,
                                                    guint                         n_faces,
                                                    gboolean                     *placed);
/* The odds of a picture (pips-family-album-odds.c) */
guint64     pips_family_album_picture_count_covering (const PipsFamilyAlbumPicture *picture,
                                                    guint                         n_dice);
double      pips_family_album_picture_get_odds     (const PipsFamilyAlbumPicture *picture,
                                                    guint                         n_dice);
gboolean    pips_family_album_picture_from_json    (PipsFamilyAlbumPicture       *picture,
                                                    JsonObject                   *object,
                                                    GError                      **error);
JsonObject *pips_family_album_picture_to_json      (const PipsFamilyAlbumPicture *picture);

/* The album */
gboolean    pips_family_album_from_json            (PipsFamilyAlbum              *album,
                                                    JsonObject                   *object,
                                                    GError                      **error);
JsonObject *pips_family_album_to_json              (const PipsFamilyAlbum        *album);
void        pips_family_album_init_example         (PipsFamilyAlbum              *album);
gboolean    pips_family_album_insert               (PipsFamilyAlbum              *album,
                                                    guint                         position,
                                                    const PipsFamilyAlbumPicture *picture,
                                                    GError                      **error);
gboolean    pips_family_album_replace              (PipsFamilyAlbum              *album,
                                                    guint                         position,
                                                    const PipsFamilyAlbumPicture *picture,
                                                    GError                      **error);
gboolean    pips_family_album_remove               (PipsFamilyAlbum              *album,
                                                    guint                         position,
                                                    GError                      **error);
gboolean    pips_family_album_move                 (PipsFamilyAlbum              *album,
                                                    guint                         from,
                                                    guint                         to);

/* The album file beside the sessions */
char       *pips_family_album_dup_default_path     (void);
gboolean    pips_family_album_load_file            (PipsFamilyAlbum              *album,
                                                    const char                   *path,
                                                    GError                      **error);
gboolean    pips_family_album_save_file            (const PipsFamilyAlbum        *album,
                                                    const char                   *path,
                                                    GError                      **error);
gboolean    pips_family_album_load_user            (PipsFamilyAlbum              *album,
                                                    GError                      **error);

G_END_DECLS
