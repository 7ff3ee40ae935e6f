/* fuzz-import.c — the import parser (a `.pips` game or a `.pips-backup`): never a crash
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Invariants, for any bytes:
 * - pips_import_parse() returns the games or an error with a message, never neither, never a
 *   crash (a file with two JSON values aborted Pips once, issue 35);
 * - it refuses whatever the session loader refuses as a whole file, when the file is a session;
 * - every game it returns is written back as text the session loader opens again;
 * - the reader of backups game by game (_pips_backup_scan(), used by every restore) returns
 *   the games or an error with a message, and accepts nothing that pips_import_parse() refuses,
 *   with as many games.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "fuzz-target.h"
#include "pips-demo.h"
#include "pips-registry.h"
#include "pips-session.h"
#include "pips-transfer-private.h"
#include "pips-transfer.h"

static const char * const seed_names[] = { "Anna", "Ben", "Clara", "David", "Eva", NULL };

/* For every game of the registry, one game as a `.pips` file and the same in a backup with a
 * second game. */
GHashTable *
fuzz_target_make_seeds (void)
{
  GHashTable *seeds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_bytes_unref);

  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      guint n_players = MIN (info->min_players + 1, info->max_players);
      g_autofree const char **players = g_new0 (const char *, n_players + 1);
      g_autoptr(PipsSession) one = NULL;
      g_autoptr(PipsSession) two = NULL;
      g_autofree char *one_text = NULL;
      g_autofree char *two_text = NULL;
      g_autofree char *one_escaped = NULL;
      g_autofree char *two_escaped = NULL;
      char *backup;

      memcpy (players, seed_names, n_players * sizeof (char *));
      one = pips_demo_random_game (info->id, 1, players, 20);
      two = pips_demo_random_game (info->id, 2, players, 100000);
      one_text = pips_session_serialize (one, NULL);
      two_text = pips_session_serialize (two, NULL);
      one_escaped = g_strescape (one_text, NULL);
      two_escaped = g_strescape (two_text, NULL);
      backup = g_strdup_printf ("{\"format\":\"pips-backup\",\"version\":1,"
                                "\"created\":\"2026-01-01T00:00:00Z\",\"sessions\":["
                                "{\"file\":\"a.json\",\"data\":\"%s\"},"
                                "{\"file\":\"b.json\",\"data\":\"%s\"}]}",
                                one_escaped, two_escaped);

      g_hash_table_insert (seeds, g_strdup_printf ("%s.pips", info->id),
                           g_bytes_new (one_text, strlen (one_text)));
      g_hash_table_insert (seeds, g_strdup_printf ("%s.pips-backup", info->id),
                           g_bytes_new_take (backup, strlen (backup)));
    }

  return seeds;
}

static gboolean
count_game_cb (guint        index,
               const char  *text,
               gsize        length,
               gpointer     user_data,
               GError     **error)
{
  g_autoptr(PipsSession) session = _pips_backup_open_game_text (text, length, index, error);

  if (session == NULL)
    return FALSE;
  (*(guint *) user_data)++;
  return TRUE;
}

/* The backup read game by game, from a file in memory. */
static void
check_scan (const guint8 *data,
            size_t        size,
            GPtrArray    *sessions)
{
  g_autoptr(GError) error = NULL;
  gboolean not_backup = FALSE;
  guint n_games = 0;
  gboolean ok;
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("fuzz-import-XXXXXX", &path, NULL);

  g_assert_cmpint (fd, >=, 0);
  g_unlink (path);
  g_assert_cmpint (write (fd, data, size), ==, (gssize) size);
  g_assert_cmpint (lseek (fd, 0, SEEK_SET), ==, 0);
  ok = _pips_backup_scan (fd, size, count_game_cb, &n_games, NULL, NULL, &not_backup, &error);
  close (fd);

  if (!ok)
    {
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
      return;
    }
  g_assert_no_error (error);
  g_assert_false (not_backup);
  if (sessions == NULL)
    g_error ("Read game by game, but refused as a whole");
  g_assert_cmpuint (n_games, ==, sessions->len);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) sessions = pips_import_parse ((const char *) data, size, &error);

  check_scan (data, size, sessions);

  if (sessions == NULL)
    {
      g_assert_nonnull (error);
      g_assert_nonnull (error->message);
      g_assert_cmpstr (error->message, !=, "");
      return 0;
    }
  g_assert_no_error (error);

  for (guint i = 0; i < sessions->len; i++)
    {
      g_autofree char *text = NULL;
      g_autoptr(PipsSession) again = NULL;
      gsize length;

      text = pips_session_serialize (g_ptr_array_index (sessions, i), &length);
      again = pips_session_new_from_data (text, length, &error);
      if (again == NULL)
        g_error ("Imported, but written back the game cannot be opened again: %s", error->message);
    }

  /* A single game is one the session loader opens as a whole file. */
  if (sessions->len == 1 && g_strstr_len ((const char *) data, size, "pips-backup") == NULL)
    {
      g_autoptr(PipsSession) loaded = pips_session_new_from_data ((const char *) data, size, &error);

      if (loaded == NULL && g_strstr_len ((const char *) data, size, "\"pips-session\"") != NULL)
        g_error ("Imported, but the session loader refuses it: %s", error->message);
    }

  return 0;
}
