/* test-family-album-album.c — the album: coverage, exact odds, the file, editing
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "pips-family-album-rules.h"
#include "pips-session.h"

enum { H = 1, M, B, L, G, J };   /* Homer, Marge, Bart, Lisa, Maggie (G), joker */

static PipsFamilyAlbumPicture
picture (const char *title,
         guint       homer,
         guint       marge,
         guint       bart,
         guint       lisa,
         guint       maggie,
         guint       min_dice,
         guint       max_dice)
{
  PipsFamilyAlbumPicture p;
  guint8 figures[] = { homer, marge, bart, lisa, maggie };

  pips_family_album_picture_init (&p, title, figures, min_dice, max_dice);
  return p;
}

/* The example album holds the two pictures the sheet names, and is marked as an example. */
static void
test_example (void)
{
  PipsFamilyAlbum album;
  GError *error = NULL;

  pips_family_album_init_example (&album);
  g_assert_true (album.example);
  g_assert_cmpuint (album.n_pictures, ==, 8);
  g_assert_cmpstr (album.pictures[0].title, ==, "Warum du kleiner…!");
  g_assert_cmpuint (album.pictures[0].figures[0], ==, 1);
  g_assert_cmpuint (album.pictures[0].figures[2], ==, 3);
  g_assert_cmpuint (album.pictures[0].min_dice, ==, 4);
  g_assert_cmpuint (album.pictures[0].max_dice, ==, 8);
  g_assert_cmpstr (album.pictures[1].title, ==, "Bart");
  g_assert_cmpuint (pips_family_album_picture_get_size (&album.pictures[1]), ==, 1);
  for (guint i = 0; i < album.n_pictures; i++)
    {
      pips_family_album_picture_check (&album.pictures[i], &error);
      g_assert_no_error (error);
    }
}

typedef struct
{
  guint8      faces[8];
  guint       n;
  gboolean    covers;
  const char *placed;   /* '1' for a die placed on the picture */
} Cover;

/* The sheet's examples and jokers standing in, on "Warum du kleiner…!" (1 Homer, 3 Bart). */
static void
test_covers (void)
{
  PipsFamilyAlbumPicture warum = picture ("Warum du kleiner…!", 1, 0, 3, 0, 0, 4, 8);
  PipsFamilyAlbumPicture bart = picture ("Bart", 0, 0, 1, 0, 0, 1, 8);
  const Cover warum_cases[] = {
    /* Ralf's throw: 1 Homer, 1 Bart and 2 "Looking good!" (and two dice that do not fit) */
    { { H, B, J, J, L, G }, 6, TRUE, "111100" },
    { { H, B, B, B }, 4, TRUE, "1111" },
    { { J, J, J, J }, 4, TRUE, "1111" },
    /* real faces are placed before jokers */
    { { J, B, B, H, B, J }, 6, TRUE, "011110" },
    { { H, B, B, L, M, G, G, G }, 8, FALSE, "00000000" },
    { { H, H, B, B, J }, 5, TRUE, "10111" },
    { { H, H, B, L, J }, 5, FALSE, "00000" },
    { { B, B, B, J, L }, 5, TRUE, "11110" },
    { { H, B, B }, 3, FALSE, "000" },
  };
  const Cover bart_cases[] = {
    /* Ralf's second throw: 1 Lisa and 1 Maggie, a failure */
    { { L, G }, 2, FALSE, "00" },
    { { L, J }, 2, TRUE, "01" },
    { { B, J }, 2, TRUE, "10" },
  };

  for (guint k = 0; k < 2; k++)
    {
      const Cover *cases = k == 0 ? warum_cases : bart_cases;
      guint n = k == 0 ? G_N_ELEMENTS (warum_cases) : G_N_ELEMENTS (bart_cases);
      const PipsFamilyAlbumPicture *p = k == 0 ? &warum : &bart;

      for (guint i = 0; i < n; i++)
        {
          gboolean placed[8];
          char text[9] = { 0, };

          g_assert_cmpint (pips_family_album_picture_covers (p, cases[i].faces, cases[i].n, placed),
                           ==, cases[i].covers);
          for (guint d = 0; d < cases[i].n; d++)
            text[d] = placed[d] ? '1' : '0';
          g_assert_cmpstr (text, ==, cases[i].placed);
        }
    }
}

/* The exact odds against every one of the 6^n throws, for n ≤ 8, on every example picture. */
static void
test_odds_brute_force (void)
{
  PipsFamilyAlbum album;

  pips_family_album_init_example (&album);
  for (guint i = 0; i < album.n_pictures; i++)
    {
      const PipsFamilyAlbumPicture *p = &album.pictures[i];

      for (guint n = 0; n <= 8; n++)
        {
          guint64 all = 1, covering = 0;
          guint8 faces[8] = { 0, };

          for (guint d = 0; d < n; d++)
            all *= 6;
          for (guint64 code = 0; code < all; code++)
            {
              guint64 c = code;

              for (guint d = 0; d < n; d++, c /= 6)
                faces[d] = 1 + c % 6;
              covering += pips_family_album_picture_covers (p, faces, n, NULL);
            }

          g_assert_cmpuint (pips_family_album_picture_count_covering (p, n), ==, covering);
          g_assert_cmpfloat_with_epsilon (pips_family_album_picture_get_odds (p, n),
                                          (double) covering / all, 1e-12);
        }
    }
}

/* Known figures: one Bart with one die is 2 of 6 (Bart or the joker). */
static void
test_odds_values (void)
{
  PipsFamilyAlbumPicture bart = picture ("Bart", 0, 0, 1, 0, 0, 1, 8);
  PipsFamilyAlbumPicture two = picture ("Homer und Marge", 1, 1, 0, 0, 0, 2, 8);
  PipsFamilyAlbum album;
  gint64 start;
  double sum = 0;

  g_assert_cmpuint (pips_family_album_picture_count_covering (&bart, 1), ==, 2);
  g_assert_cmpuint (pips_family_album_picture_count_covering (&bart, 2), ==, 36 - 16);
  /* Homer and Marge with two dice: HM, MH, HJ, JH, MJ, JM, JJ. */
  g_assert_cmpuint (pips_family_album_picture_count_covering (&two, 2), ==, 7);
  g_assert_cmpuint (pips_family_album_picture_count_covering (&two, 1), ==, 0);

  /* Every picture at every allowed n. Its time is printed, never asserted: `build-aux/dev bench
   * odds` holds the odds to a frame. */
  pips_family_album_init_example (&album);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < album.n_pictures; i++)
    for (guint n = album.pictures[i].min_dice; n <= album.pictures[i].max_dice; n++)
      sum += pips_family_album_picture_get_odds (&album.pictures[i], n);
  g_assert_cmpfloat (sum, >, 0);
  g_test_message ("every picture at every n: %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
}

typedef struct
{
  PipsFamilyAlbumPicture picture;
  const char            *message;
} Bad;

/* A picture no dice can make, and other broken pictures, are refused in words. */
static void
test_check (void)
{
  const Bad bad[] = {
    { picture ("", 1, 0, 0, 0, 0, 1, 8), "A picture needs a title" },
    { picture ("   ", 1, 0, 0, 0, 0, 1, 8), "A picture needs a title" },
    { picture ("Nobody", 0, 0, 0, 0, 0, 1, 8), "“Nobody” shows no figure" },
    { picture ("Crowd", 2, 2, 2, 2, 1, 8, 8), "“Crowd” shows 9 figures, but there are only 8 dice" },
    { picture ("Range", 1, 0, 0, 0, 0, 5, 4), "The dice for “Range” must be a range within 1 to 8" },
    { picture ("Zero", 1, 0, 0, 0, 0, 0, 4), "The dice for “Zero” must be a range within 1 to 8" },
    { picture ("Nine", 1, 0, 0, 0, 0, 1, 9), "The dice for “Nine” must be a range within 1 to 8" },
    { picture ("Too few", 2, 0, 2, 0, 0, 1, 3), "No dice can make “Too few”: it shows 4 figures, but only 1 to 3 dice may be thrown" },
    { picture ("A title far longer than any picture of a family album would ever have", 1, 0, 0, 0, 0, 1, 8),
      "A picture’s title has at most 60 characters" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (pips_family_album_picture_check (&bad[i].picture, &error));
      g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

static JsonObject *
parse (const char *text)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

/* The JSON of an album, both ways, and broken JSON refused without a change. */
static void
test_json (void)
{
  PipsFamilyAlbum album, read, before;
  g_autoptr(JsonObject) object = NULL;
  const char *broken[] = {
    "{\"pictures\":[]}",
    "{\"pictures\":[1]}",
    "{\"pictures\":[{\"title\":\"X\",\"figures\":{\"ned\":1},\"min-dice\":1,\"max-dice\":8}]}",
    "{\"pictures\":[{\"title\":\"X\",\"figures\":{\"joker\":1},\"min-dice\":1,\"max-dice\":8}]}",
    "{\"pictures\":[{\"title\":\"X\",\"figures\":{\"bart\":\"one\"},\"min-dice\":1,\"max-dice\":8}]}",
    "{\"pictures\":[{\"title\":\"X\",\"figures\":{\"bart\":1},\"min-dice\":1}]}",
    "{\"pictures\":[{\"figures\":{\"bart\":1},\"min-dice\":1,\"max-dice\":8}]}",
    "{\"pictures\":[{\"title\":\"X\",\"min-dice\":1,\"max-dice\":8}]}",
  };

  pips_family_album_init_example (&album);
  object = pips_family_album_to_json (&album);
  g_assert_true (pips_family_album_from_json (&read, object, NULL));
  g_assert_cmpmem (&read, sizeof read, &album, sizeof album);

  before = read;
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(JsonObject) bad = parse (broken[i]);
      g_autoptr(GError) error = NULL;

      g_assert_false (pips_family_album_from_json (&read, bad, &error));
      g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID);
      g_assert_cmpmem (&read, sizeof read, &before, sizeof before);
    }
}

/* Add, edit, remove, reorder; an edited album is no longer the example; restoring gives it back. */
static void
test_edit (void)
{
  PipsFamilyAlbum album, example;
  PipsFamilyAlbumPicture lisa = picture ("Lisa", 0, 0, 0, 1, 0, 1, 8);
  PipsFamilyAlbumPicture bad = picture ("Too few", 2, 0, 2, 0, 0, 1, 3);
  g_autoptr(GError) error = NULL;

  pips_family_album_init_example (&album);
  example = album;

  g_assert_true (pips_family_album_insert (&album, 0, &lisa, &error));
  g_assert_no_error (error);
  g_assert_false (album.example);
  g_assert_cmpuint (album.n_pictures, ==, 9);
  g_assert_cmpstr (album.pictures[0].title, ==, "Lisa");
  g_assert_cmpstr (album.pictures[1].title, ==, "Warum du kleiner…!");

  g_assert_false (pips_family_album_insert (&album, 99, &bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (album.n_pictures, ==, 9);
  g_assert_false (pips_family_album_replace (&album, 2, &bad, &error));
  g_clear_error (&error);
  g_assert_cmpstr (album.pictures[2].title, ==, "Bart");

  g_assert_true (pips_family_album_move (&album, 0, 8));
  g_assert_cmpstr (album.pictures[8].title, ==, "Lisa");
  g_assert_cmpstr (album.pictures[0].title, ==, "Warum du kleiner…!");
  g_assert_true (pips_family_album_move (&album, 8, 1));
  g_assert_cmpstr (album.pictures[1].title, ==, "Lisa");
  g_assert_cmpstr (album.pictures[2].title, ==, "Bart");
  g_assert_false (pips_family_album_move (&album, 9, 1));

  lisa.figures[3] = 2;
  g_assert_true (pips_family_album_replace (&album, 1, &lisa, &error));
  g_assert_cmpuint (album.pictures[1].figures[3], ==, 2);
  g_assert_true (pips_family_album_remove (&album, 1, &error));
  g_assert_cmpuint (album.n_pictures, ==, 8);
  g_assert_false (pips_family_album_remove (&album, 8, &error));
  g_clear_error (&error);

  while (album.n_pictures > 1)
    g_assert_true (pips_family_album_remove (&album, 0, NULL));
  g_assert_false (pips_family_album_remove (&album, 0, &error));
  g_assert_cmpstr (error->message, ==, "The album’s last picture cannot be removed");
  g_clear_error (&error);

  pips_family_album_init_example (&album);
  g_assert_cmpmem (&album, sizeof album, &example, sizeof example);
}

/* The file beside the sessions: none yet is the example; saved and read back; a damaged file is
 * refused with a message and left as it is. */
static void
test_file (void)
{
  g_autofree char *path = pips_family_album_dup_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  PipsFamilyAlbum album, read, example;
  PipsFamilyAlbumPicture lisa = picture ("Lisa", 0, 0, 0, 1, 0, 1, 8);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GDir) folder = NULL;
  const char *name;

  g_assert_true (g_str_has_prefix (path, g_get_user_data_dir ()));
  g_assert_true (g_str_has_suffix (path, "/family-album.json"));
  g_remove (path);

  pips_family_album_init_example (&example);
  g_assert_true (pips_family_album_load_user (&album, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&album, sizeof album, &example, sizeof example);

  g_assert_true (pips_family_album_insert (&album, 8, &lisa, NULL));
  g_assert_true (pips_family_album_save_file (&album, path, &error));
  g_assert_no_error (error);
  g_assert_true (pips_family_album_load_user (&read, &error));
  g_assert_cmpmem (&read, sizeof read, &album, sizeof album);
  g_assert_false (read.example);

  /* Saved atomically: no stray temporary file beside it. */
  folder = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (folder)) != NULL)
    g_assert_cmpstr (name, ==, "family-album.json");

  /* A damaged file: refused with the reason, the example played instead, the file untouched. */
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  saved[strlen (saved) / 2] = '\0';
  g_assert_true (g_file_set_contents (path, saved, -1, NULL));
  g_assert_false (pips_family_album_load_user (&read, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "The family album "));
  g_assert_cmpmem (&read, sizeof read, &example, sizeof example);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, saved);

  /* Not an album at all, and an album of a newer version. */
  g_assert_true (g_file_set_contents (path, "{\"format\":\"pips-session\"}", -1, NULL));
  g_assert_false (pips_family_album_load_file (&read, path, &error));
  g_assert_cmpstr (error->message, ==, "This is not a family album");
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, "{\"format\":\"pips-family-album\",\"version\":2,\"pictures\":[]}", -1, NULL));
  g_assert_false (pips_family_album_load_file (&read, path, &error));
  g_assert_cmpstr (error->message, ==, "This family album was saved by a newer version of Pips (format 2); update Pips to open it");
  g_clear_error (&error);

  /* The album file has the session loader's limits and checks (pips-json-file.c): a version
   * that is not a whole number of 1 or more, an "example" that is not true or false, a nul
   * character in a title, nesting deeper than Pips reads, a file larger than it writes. */
  {
    g_autofree char *good = NULL;
    g_autofree char *deep = g_strnfill (1000, '[');
    g_autofree char *huge = g_strnfill (PIPS_SESSION_MAX_FILE_SIZE + 1, ' ');
    struct {
      const char *from;
      const char *to;
      GQuark      domain;
      int         code;
      const char *message;
    } cases[] = {
      { "\"version\" : 1", "\"version\" : 0", PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT, "This file has an unknown format version (0)" },
      { "\"version\" : 1", "\"version\" : \"1\"", PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT, "This family album has no format version" },
      { "\"version\" : 1", "\"version\" : 1.0", PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT, "This family album has no format version" },
      { "\"version\" : 1,", "", PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT, "This family album has no format version" },
      { "\"example\" : true", "\"example\" : \"no\"", PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID, "“example” is true or false" },
      { "\"title\" : \"", "\"title\" : \"\\u0000", PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT,
        "The file is damaged: a text in it holds a nul character (\\u0000), which Pips cannot keep" },
    };

    g_assert_true (pips_family_album_save_file (&example, path, &error));
    g_assert_true (g_file_get_contents (path, &good, NULL, NULL));
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        const char *at = strstr (good, cases[i].from);
        g_autofree char *text = NULL;

        g_assert_nonnull (at);
        text = g_strdup_printf ("%.*s%s%s", (int) (at - good), good, cases[i].to, at + strlen (cases[i].from));
        g_assert_true (g_file_set_contents (path, text, -1, NULL));
        g_assert_false (pips_family_album_load_file (&read, path, &error));
        g_assert_error (error, cases[i].domain, cases[i].code);
        g_assert_cmpstr (error->message, ==, cases[i].message);
        g_clear_error (&error);
      }

    g_assert_true (g_file_set_contents (path, deep, -1, NULL));
    g_assert_false (pips_family_album_load_file (&read, path, &error));
    g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT);
    g_assert_nonnull (strstr (error->message, "32 levels"));
    g_clear_error (&error);

    /* Refused before it is read. */
    g_assert_true (g_file_set_contents (path, huge, -1, NULL));
    g_assert_false (pips_family_album_load_file (&read, path, &error));
    g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_TOO_LARGE);
    g_clear_error (&error);
  }

  /* Restoring the example is saving it. */
  g_assert_true (pips_family_album_save_file (&example, path, &error));
  g_assert_true (pips_family_album_load_user (&read, &error));
  g_assert_cmpmem (&read, sizeof read, &example, sizeof example);
  g_remove (path);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/family-album/album/example", test_example);
  g_test_add_func ("/family-album/album/covers", test_covers);
  g_test_add_func ("/family-album/album/odds-brute-force", test_odds_brute_force);
  g_test_add_func ("/family-album/album/odds-values", test_odds_values);
  g_test_add_func ("/family-album/album/check", test_check);
  g_test_add_func ("/family-album/album/json", test_json);
  g_test_add_func ("/family-album/album/edit", test_edit);
  g_test_add_func ("/family-album/album/file", test_file);

  return g_test_run ();
}
