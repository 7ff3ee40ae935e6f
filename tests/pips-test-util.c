/* pips-test-util.c — shared helpers of the test programs
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <unistd.h>

#include "pips-test-util.h"

char *
pips_test_read_file (const char *path,
                     gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, length, &error);
  g_assert_no_error (error);

  return data;
}

/* A new empty folder under the temporary folder. */
char *
pips_test_make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("pips-store-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Removes a folder and the files in it (not its subfolders). */
void
pips_test_remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      g_unlink (child);
    }
  g_rmdir (path);
}

/* Writes @data into the file @name of @dir. */
void
pips_test_write_file (const char *dir,
                      const char *name,
                      const char *data,
                      gssize      length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

/* Random games
 *
 * Every random test plays games 1, 2, 3 … each from its own seed, so that any game replays alone:
 * the test says which one failed (the seed is kept per thread, and a handler of the signals an
 * assertion or g_error() raises prints it) and `PIPS_RANDOM_FIRST=K PIPS_RANDOM_GAMES=1` plays
 * that game again, alone. */

static __thread guint current_seed;

static guint
env_uint (const char *name,
          guint       fallback)
{
  const char *value = g_getenv (name);
  guint64 parsed;

  if (value == NULL || value[0] == '\0')
    return fallback;
  if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT, &parsed, NULL))
    g_error ("%s=%s is not a number", name, value);

  return (guint) parsed;
}

/* Only what a signal handler may call: write(2) of a text made by hand. */
static void
failed_cb (int signum)
{
  char text[160];
  char digits[12];
  gsize n = 0;
  guint seed = current_seed;
  const char *parts[] = { "\n# the failing game is seed ", NULL, ": PIPS_RANDOM_FIRST=", NULL,
                          " PIPS_RANDOM_GAMES=1 plays it again\n" };
  gsize d = sizeof digits;

  digits[--d] = '\0';
  do
    digits[--d] = '0' + seed % 10;
  while ((seed /= 10) > 0 && d > 0);
  parts[1] = parts[3] = digits + d;

  if (current_seed != 0)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
        for (const char *c = parts[i]; *c != '\0' && n < sizeof text; c++)
          text[n++] = *c;
      if (write (STDERR_FILENO, text, n) < 0)
        {
          /* Nothing more can be done in a handler. */
        }
    }

  signal (signum, SIG_DFL);
  raise (signum);
}

guint
pips_test_random_games (void)
{
  static gsize installed;

  if (g_once_init_enter (&installed))
    {
      signal (SIGABRT, failed_cb);
      signal (SIGTRAP, failed_cb);
      g_test_message ("playing %u random games from seed %u (PIPS_RANDOM_GAMES, PIPS_RANDOM_FIRST)",
                      env_uint ("PIPS_RANDOM_GAMES", PIPS_TEST_RANDOM_GAMES_DEFAULT),
                      pips_test_random_first ());
      g_once_init_leave (&installed, 1);
    }

  return env_uint ("PIPS_RANDOM_GAMES", PIPS_TEST_RANDOM_GAMES_DEFAULT);
}

guint
pips_test_random_first (void)
{
  return MAX (env_uint ("PIPS_RANDOM_FIRST", 1), 1);
}

/* The threads of a test that plays its games on several: one per core, at most 8, and no more
 * than games. Such a test is declared not parallel (`'parallel': false` in tests/meson.build),
 * so that it does not share the cores with other tests. */
guint
pips_test_random_threads (guint n_games)
{
  return CLAMP (MIN (g_get_num_processors (), n_games), 1, 8);
}

/* Marks the game this thread plays now, for the message of a failure. */
void
pips_test_random_seed (guint seed)
{
  current_seed = seed;
}
