/* fuzz-replay.c — runs a fuzz target over the files of its corpus, as a test
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `fuzz-replay-TARGET DIR…` feeds every file of each DIR to the target once, as one TAP subtest
 * per file: every input that once crashed Pips, or found a bug, stays checked in every build. The
 * target's seed inputs, made from the registry for every game, run too (/fuzz/seed/NAME).
 *
 * `fuzz-replay-TARGET --write-seeds DIR` writes those seed inputs to DIR instead, for libFuzzer.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "fuzz-target.h"

static void
replay_seed (gconstpointer user_data)
{
  GBytes *bytes = (GBytes *) user_data;
  gsize length;
  const guint8 *data = g_bytes_get_data (bytes, &length);

  LLVMFuzzerTestOneInput (data, length);
}

static int
write_seeds (GHashTable *seeds,
             const char *dir)
{
  GHashTableIter iter;
  gpointer name, bytes;

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      g_printerr ("Cannot make %s\n", dir);
      return 1;
    }
  g_hash_table_iter_init (&iter, seeds);
  while (g_hash_table_iter_next (&iter, &name, &bytes))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GError) error = NULL;

      if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }

  return 0;
}

static void
replay_file (gconstpointer user_data)
{
  const char *path = user_data;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  LLVMFuzzerTestOneInput ((const guint8 *) data, length);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seeds = fuzz_target_make_seeds ();
  g_autoptr(GPtrArray) seed_names = g_hash_table_get_keys_as_ptr_array (seeds);

  if (argc == 3 && g_str_equal (argv[1], "--write-seeds"))
    return write_seeds (seeds, argv[2]);

  g_test_init (&argc, &argv, NULL);

  g_ptr_array_sort_values (seed_names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < seed_names->len; i++)
    {
      const char *name = g_ptr_array_index (seed_names, i);
      g_autofree char *test_path = g_strdup_printf ("/fuzz/seed/%s", name);

      g_test_add_data_func (test_path, g_hash_table_lookup (seeds, name), replay_seed);
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GDir) dir = g_dir_open (argv[i], 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *corpus = g_path_get_basename (argv[i]);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_strdup (name));
      g_ptr_array_sort_values (names, (GCompareFunc) g_strcmp0);

      for (guint j = 0; j < names->len; j++)
        {
          char *path = g_build_filename (argv[i], g_ptr_array_index (names, j), NULL);
          g_autofree char *test_path = g_strdup_printf ("/fuzz/%s/%s", corpus,
                                                        (char *) g_ptr_array_index (names, j));

          g_ptr_array_add (paths, path);
          g_test_add_data_func (test_path, path, replay_file);
        }
    }

  return g_test_run ();
}
