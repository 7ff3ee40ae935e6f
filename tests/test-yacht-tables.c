/* test-yacht-tables.c — the full table of each preset (slow: `meson test --suite slow`): the
 * Yahtzee preset's start value is Verhoeff's and Glenn's 254.59; a table read back from its file
 * equals the one built
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "pips-yacht-solver.h"

static void
test_preset (gconstpointer data)
{
  PipsYachtPreset preset = GPOINTER_TO_UINT (data);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pips-yacht-XXXXXX", &error);
  g_autofree char *name = NULL, *path = NULL;
  g_autoptr (PipsYachtTable) table = NULL, loaded = NULL;
  PipsYachtRules rules;
  PipsYachtSheet sheet;
  double start;

  g_assert_no_error (error);
  pips_yacht_rules_init_preset (&rules, preset);
  table = pips_yacht_table_build (&rules, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  start = pips_yacht_table_start_value (table);
  g_test_message ("preset %u: %.4f", preset, start);

  pips_yacht_sheet_init (&sheet);
  g_assert_cmpfloat (pips_yacht_table_value (table, &sheet), ==, start);
  if (preset == PIPS_YACHT_PRESET_YAHTZEE)
    g_assert_cmpfloat_with_epsilon (start, 254.5896, 0.005);
  else
    g_assert_cmpfloat (start, >, 200);

  g_assert_true (pips_yacht_table_save (table, dir, &error));
  g_assert_no_error (error);
  loaded = pips_yacht_table_load (&rules, dir, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (pips_yacht_table_start_value (loaded), ==, start);

  name = pips_yacht_table_file_name (&rules);
  path = g_build_filename (dir, name, NULL);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/yacht/tables/kniffel", GUINT_TO_POINTER (PIPS_YACHT_PRESET_KNIFFEL), test_preset);
  g_test_add_data_func ("/yacht/tables/yahtzee", GUINT_TO_POINTER (PIPS_YACHT_PRESET_YAHTZEE), test_preset);
  g_test_add_data_func ("/yacht/tables/yatzy", GUINT_TO_POINTER (PIPS_YACHT_PRESET_YATZY), test_preset);

  return g_test_run ();
}
