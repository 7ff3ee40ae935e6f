/* pips-family-album-album.c — the family album: pictures and whether dice cover one
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The album is user data, not code: a JSON file beside the sessions that the table edits
 * (pips-family-album-file.c), with the example album of the rules as its start. A game records
 * the album it is played with in its first event, so editing the album never changes a game.
 */

#define G_LOG_DOMAIN "pips-family-album"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pips-family-album-album.h"
#include "pips-game.h"

/* Faces */

static const char * const face_ids[] = {
  NULL, "homer", "marge", "bart", "lisa", "maggie", "joker",
};

static const char * const face_names[] = {
  NULL, N_("Homer"), N_("Marge"), N_("Bart"), N_("Lisa"), N_("Maggie"), N_("Looking good!"),
};

const char *
pips_family_album_face_to_id (PipsFamilyAlbumFace face)
{
  g_return_val_if_fail (face >= PIPS_FAMILY_ALBUM_FACE_HOMER && face <= PIPS_FAMILY_ALBUM_FACE_JOKER,
                        NULL);

  return face_ids[face];
}

gboolean
pips_family_album_face_from_id (const char          *id,
                                PipsFamilyAlbumFace *face)
{
  for (guint f = PIPS_FAMILY_ALBUM_FACE_HOMER; f <= PIPS_FAMILY_ALBUM_FACE_JOKER; f++)
    {
      if (g_strcmp0 (id, face_ids[f]) == 0)
        {
          *face = f;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * pips_family_album_face_get_name:
 *
 * Returns: the face's name, translated ("Looking good!" for the joker)
 */
const char *
pips_family_album_face_get_name (PipsFamilyAlbumFace face)
{
  g_return_val_if_fail (face >= PIPS_FAMILY_ALBUM_FACE_HOMER && face <= PIPS_FAMILY_ALBUM_FACE_JOKER,
                        "");

  return _(face_names[face]);
}

/* Pictures */

void
pips_family_album_picture_init (PipsFamilyAlbumPicture *picture,
                                const char             *title,
                                const guint8           *figures,
                                guint                   min_dice,
                                guint                   max_dice)
{
  *picture = (PipsFamilyAlbumPicture) { { 0, }, };
  g_strlcpy (picture->title, title != NULL ? title : "", sizeof picture->title);
  for (guint f = 0; f < PIPS_FAMILY_ALBUM_N_FIGURES; f++)
    picture->figures[f] = figures[f];
  picture->min_dice = MIN (min_dice, 255);
  picture->max_dice = MIN (max_dice, 255);
}

/**
 * pips_family_album_picture_get_size:
 *
 * Returns: the figures the picture shows: the dice a success places on it
 */
guint
pips_family_album_picture_get_size (const PipsFamilyAlbumPicture *picture)
{
  guint size = 0;

  for (guint f = 0; f < PIPS_FAMILY_ALBUM_N_FIGURES; f++)
    size += picture->figures[f];

  return size;
}

/**
 * pips_family_album_picture_check:
 *
 * Checks a picture as the album editor and the rules take it: a title, at least one figure, no
 * more figures than dice, and a range of dice of which the largest can make the picture.
 */
gboolean
pips_family_album_picture_check (const PipsFamilyAlbumPicture  *picture,
                                 GError                       **error)
{
  g_autofree char *title = g_strstrip (g_strdup (picture->title));
  guint size = pips_family_album_picture_get_size (picture);

  if (!g_utf8_validate (picture->title, -1, NULL) || title[0] == '\0')
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           _("A picture needs a title"));
      return FALSE;
    }
  if (g_utf8_strlen (picture->title, -1) > PIPS_FAMILY_ALBUM_TITLE_MAX)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %d is a number of characters */
                   _("A picture’s title has at most %d characters"), PIPS_FAMILY_ALBUM_TITLE_MAX);
      return FALSE;
    }
  if (size == 0)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the title of a picture */
                   _("“%s” shows no figure"), picture->title);
      return FALSE;
    }
  if (size > PIPS_FAMILY_ALBUM_N_DICE)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the title of a picture, %u and %d are numbers */
                   _("“%s” shows %u figures, but there are only %d dice"),
                   picture->title, size, PIPS_FAMILY_ALBUM_N_DICE);
      return FALSE;
    }
  if (picture->min_dice < 1 || picture->max_dice > PIPS_FAMILY_ALBUM_N_DICE ||
      picture->min_dice > picture->max_dice)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the title of a picture, %d a number */
                   _("The dice for “%s” must be a range within 1 to %d"),
                   picture->title, PIPS_FAMILY_ALBUM_N_DICE);
      return FALSE;
    }
  if (picture->max_dice < size)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the title of a picture; %u, %u and %u are numbers */
                   _("No dice can make “%s”: it shows %u figures, but only %u to %u dice may be thrown"),
                   picture->title, size, (guint) picture->min_dice, (guint) picture->max_dice);
      return FALSE;
    }

  return TRUE;
}

/**
 * pips_family_album_picture_dup_figures_text:
 *
 * Returns: (transfer full): the figures in words, "1 Homer, 3 Bart"
 */
char *
pips_family_album_picture_dup_figures_text (const PipsFamilyAlbumPicture *picture)
{
  GString *text = g_string_new (NULL);

  for (guint f = 0; f < PIPS_FAMILY_ALBUM_N_FIGURES; f++)
    {
      if (picture->figures[f] == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      /* Translators: a number of a figure in a picture: %u is the count, %s the figure ("3 Bart") */
      g_string_append_printf (text, C_("figures", "%u %s"), (guint) picture->figures[f],
                              pips_family_album_face_get_name (f + 1));
    }

  return g_string_free (text, FALSE);
}

/**
 * pips_family_album_picture_covers:
 * @faces: the faces thrown, 1–6
 * @placed: (out caller-allocates) (optional) (array length=n_faces): which dice are placed on
 *   the picture on success: real faces first, then jokers for the figures still missing
 *
 * Returns: whether the faces cover the picture, jokers standing in for missing figures
 */
gboolean
pips_family_album_picture_covers (const PipsFamilyAlbumPicture *picture,
                                  const guint8                 *faces,
                                  guint                         n_faces,
                                  gboolean                     *placed)
{
  guint used[PIPS_FAMILY_ALBUM_N_FIGURES] = { 0, };
  guint missing = 0;
  guint jokers = 0;

  for (guint i = 0; i < n_faces; i++)
    {
      guint face = faces[i];

      if (placed != NULL)
        placed[i] = FALSE;
      if (face == PIPS_FAMILY_ALBUM_FACE_JOKER)
        jokers++;
      else if (face >= PIPS_FAMILY_ALBUM_FACE_HOMER && face <= PIPS_FAMILY_ALBUM_FACE_MAGGIE &&
               used[face - 1] < picture->figures[face - 1])
        {
          used[face - 1]++;
          if (placed != NULL)
            placed[i] = TRUE;
        }
    }

  for (guint f = 0; f < PIPS_FAMILY_ALBUM_N_FIGURES; f++)
    missing += picture->figures[f] - used[f];

  if (jokers < missing)
    {
      if (placed != NULL)
        memset (placed, 0, n_faces * sizeof (gboolean));
      return FALSE;
    }

  for (guint i = 0; placed != NULL && i < n_faces && missing > 0; i++)
    {
      if (faces[i] == PIPS_FAMILY_ALBUM_FACE_JOKER)
        {
          placed[i] = TRUE;
          missing--;
        }
    }

  return TRUE;
}

static gboolean
get_count (JsonObject  *object,
           const char  *member,
           gint64       min,
           gint64       max,
           gint64      *value,
           const char  *title,
           GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < min || json_node_get_int (node) > max)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: the first %s is the name of a field in a saved file, the
                    * second a picture's title; %d and %d are numbers */
                   _("“%s” of “%s” must be a whole number from %d to %d"),
                   member, title, (int) min, (int) max);
      return FALSE;
    }

  *value = json_node_get_int (node);
  return TRUE;
}

/**
 * pips_family_album_picture_from_json:
 *
 * Reads `{"title":…,"figures":{"homer":1,"bart":3},"min-dice":4,"max-dice":8}` and checks it
 * (pips_family_album_picture_check()).
 */
gboolean
pips_family_album_picture_from_json (PipsFamilyAlbumPicture  *picture,
                                     JsonObject              *object,
                                     GError                 **error)
{
  guint8 figures[PIPS_FAMILY_ALBUM_N_FIGURES] = { 0, };
  const char *title;
  JsonNode *node;
  JsonObject *counts;
  gint64 min_dice, max_dice;
  g_autoptr(GList) members = NULL;

  title = pips_event_get_string (object, "title", error);
  if (title == NULL)
    return FALSE;

  node = json_object_get_member (object, "figures");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is a picture's title */
                   _("“%s” does not say which figures it shows"), title);
      return FALSE;
    }
  counts = json_node_get_object (node);
  members = json_object_get_members (counts);
  for (GList *l = members; l != NULL; l = l->next)
    {
      PipsFamilyAlbumFace face;
      gint64 count;

      if (!pips_family_album_face_from_id (l->data, &face) || face == PIPS_FAMILY_ALBUM_FACE_JOKER)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                       /* Translators: the first %s is a word from a saved file, the second a
                        * picture's title */
                       _("“%s” is not a figure of the family, in “%s”"),
                       (const char *) l->data, title);
          return FALSE;
        }
      if (!get_count (counts, l->data, 0, PIPS_FAMILY_ALBUM_N_DICE, &count, title, error))
        return FALSE;
      figures[face - 1] = count;
    }

  if (!get_count (object, "min-dice", 1, PIPS_FAMILY_ALBUM_N_DICE, &min_dice, title, error) ||
      !get_count (object, "max-dice", 1, PIPS_FAMILY_ALBUM_N_DICE, &max_dice, title, error))
    return FALSE;

  if (strlen (title) >= sizeof picture->title)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   _("A picture’s title has at most %d characters"), PIPS_FAMILY_ALBUM_TITLE_MAX);
      return FALSE;
    }

  pips_family_album_picture_init (picture, title, figures, min_dice, max_dice);

  return pips_family_album_picture_check (picture, error);
}

JsonObject *
pips_family_album_picture_to_json (const PipsFamilyAlbumPicture *picture)
{
  JsonObject *object = json_object_new ();
  JsonObject *figures = json_object_new ();

  json_object_set_string_member (object, "title", picture->title);
  for (guint f = 0; f < PIPS_FAMILY_ALBUM_N_FIGURES; f++)
    {
      if (picture->figures[f] > 0)
        json_object_set_int_member (figures, face_ids[f + 1], picture->figures[f]);
    }
  json_object_set_object_member (object, "figures", figures);
  json_object_set_int_member (object, "min-dice", picture->min_dice);
  json_object_set_int_member (object, "max-dice", picture->max_dice);

  return object;
}

/* The album */

/**
 * pips_family_album_from_json:
 *
 * Reads `{"example":…,"pictures":[…]}` (the members of the album file and of the "album" event)
 * and checks every picture. @album is changed only on success.
 */
gboolean
pips_family_album_from_json (PipsFamilyAlbum  *album,
                             JsonObject       *object,
                             GError          **error)
{
  PipsFamilyAlbum read = { 0, };
  JsonNode *example;
  JsonArray *pictures;
  guint n;

  /* Pips writes true or false: anything else would be read as false and written so. */
  example = json_object_get_member (object, "example");
  if (example != NULL &&
      (!JSON_NODE_HOLDS_VALUE (example) || json_node_get_value_type (example) != G_TYPE_BOOLEAN))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           _("“example” is true or false"));
      return FALSE;
    }

  pictures = pips_event_get_array (object, "pictures", FALSE, error);
  if (pictures == NULL)
    return FALSE;

  n = json_array_get_length (pictures);
  if (n == 0 || n > PIPS_FAMILY_ALBUM_MAX_PICTURES)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %d is a number */
                   _("An album has 1 to %d pictures"), PIPS_FAMILY_ALBUM_MAX_PICTURES);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (pictures, i);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                       /* Translators: %u is a number */
                       _("Picture %u of the album is not a picture"), i + 1);
          return FALSE;
        }
      if (!pips_family_album_picture_from_json (&read.pictures[i], json_node_get_object (node), error))
        return FALSE;
    }

  read.n_pictures = n;
  read.example = example != NULL && json_node_get_boolean (example);
  *album = read;

  return TRUE;
}

/**
 * pips_family_album_to_json:
 *
 * Returns: (transfer full): `{"example":…,"pictures":[…]}`
 */
JsonObject *
pips_family_album_to_json (const PipsFamilyAlbum *album)
{
  JsonObject *object = json_object_new ();
  JsonArray *pictures = json_array_new ();

  json_object_set_boolean_member (object, "example", album->example);
  for (guint i = 0; i < album->n_pictures; i++)
    json_array_add_object_element (pictures, pips_family_album_picture_to_json (&album->pictures[i]));
  json_object_set_array_member (object, "pictures", pictures);

  return object;
}

static gboolean
check_position (const PipsFamilyAlbum  *album,
                guint                   position,
                GError                **error)
{
  if (position >= album->n_pictures)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %u is a number of pictures */
                                "There is no such picture: the album has %u picture",
                                "There is no such picture: the album’s pictures are 1 to %u",
                                album->n_pictures),
                   album->n_pictures);
      return FALSE;
    }

  return TRUE;
}

/**
 * pips_family_album_insert:
 * @position: where the picture goes; the number of pictures or more appends it
 *
 * Adds a picture that passes pips_family_album_picture_check(). An edited album is no longer the
 * example.
 */
gboolean
pips_family_album_insert (PipsFamilyAlbum               *album,
                          guint                          position,
                          const PipsFamilyAlbumPicture  *picture,
                          GError                       **error)
{
  if (album->n_pictures >= PIPS_FAMILY_ALBUM_MAX_PICTURES)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   _("An album has 1 to %d pictures"), PIPS_FAMILY_ALBUM_MAX_PICTURES);
      return FALSE;
    }
  if (!pips_family_album_picture_check (picture, error))
    return FALSE;

  position = MIN (position, album->n_pictures);
  memmove (&album->pictures[position + 1], &album->pictures[position],
           (album->n_pictures - position) * sizeof album->pictures[0]);
  album->pictures[position] = *picture;
  album->n_pictures++;
  album->example = FALSE;

  return TRUE;
}

gboolean
pips_family_album_replace (PipsFamilyAlbum               *album,
                           guint                          position,
                           const PipsFamilyAlbumPicture  *picture,
                           GError                       **error)
{
  if (!check_position (album, position, error) ||
      !pips_family_album_picture_check (picture, error))
    return FALSE;

  album->pictures[position] = *picture;
  album->example = FALSE;

  return TRUE;
}

/**
 * pips_family_album_remove:
 *
 * Removes a picture; the last picture stays (an album has at least one).
 */
gboolean
pips_family_album_remove (PipsFamilyAlbum  *album,
                          guint             position,
                          GError          **error)
{
  if (!check_position (album, position, error))
    return FALSE;
  if (album->n_pictures == 1)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           _("The album’s last picture cannot be removed"));
      return FALSE;
    }

  memmove (&album->pictures[position], &album->pictures[position + 1],
           (album->n_pictures - position - 1) * sizeof album->pictures[0]);
  album->n_pictures--;
  album->example = FALSE;

  return TRUE;
}

/**
 * pips_family_album_move:
 *
 * Moves the picture at @from to @to (both within the album).
 *
 * Returns: whether both positions are in the album
 */
gboolean
pips_family_album_move (PipsFamilyAlbum *album,
                        guint            from,
                        guint            to)
{
  PipsFamilyAlbumPicture moved;

  if (from >= album->n_pictures || to >= album->n_pictures)
    return FALSE;
  if (from == to)
    return TRUE;

  moved = album->pictures[from];
  if (from < to)
    memmove (&album->pictures[from], &album->pictures[from + 1],
             (to - from) * sizeof album->pictures[0]);
  else
    memmove (&album->pictures[to + 1], &album->pictures[to],
             (from - to) * sizeof album->pictures[0]);
  album->pictures[to] = moved;
  album->example = FALSE;

  return TRUE;
}
