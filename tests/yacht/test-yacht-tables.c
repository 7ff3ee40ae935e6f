/* test-yacht-tables.c — the full table of each preset (slow: `meson test --suite slow`): the
 * start values published for these rules — Yahtzee with the free joker (Verhoeff's rules)
 * 254.5896; the Yahtzee preset (Hasbro's forced joker) 254.5877, 254.59 to two decimals; Yatzy
 * 248.4400; Kniffel (no bonus, no joker) 245.87 — and a table read back from its file equals
 * the one built
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "pips-yacht-solver.h"

/* The Yahtzee preset with the free joker: the rules of Verhoeff's optimal solitaire player. */
#define VERHOEFF PIPS_YACHT_N_PRESETS

/* The progress only grows, and ends at 1. */
static void
progress_cb (double   fraction,
             gpointer user_data)
{
  double *last = user_data;

  g_assert_cmpfloat (fraction, >=, *last);
  g_assert_cmpfloat (fraction, <=, 1.0);
  *last = fraction;
}

static void
test_preset (gconstpointer data)
{
  double progress = 0;
  guint variant = GPOINTER_TO_UINT (data);
  PipsYachtPreset preset = MIN (variant, PIPS_YACHT_PRESET_YATZY);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pips-yacht-XXXXXX", &error);
  g_autofree char *name = NULL, *path = NULL;
  g_autoptr (PipsYachtTable) table = NULL, loaded = NULL;
  PipsYachtRules rules;
  PipsYachtSheet sheet;
  double start;

  g_assert_no_error (error);
  pips_yacht_rules_init_preset (&rules, preset);
  if (variant == VERHOEFF)
    {
      preset = PIPS_YACHT_PRESET_YAHTZEE;
      pips_yacht_rules_init_preset (&rules, preset);
      rules.joker = PIPS_YACHT_JOKER_FREE;
    }
  table = pips_yacht_table_build (&rules, progress_cb, &progress, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (progress, ==, 1.0);
  start = pips_yacht_table_start_value (table);
  g_test_message ("preset %u: %.4f", preset, start);

  pips_yacht_sheet_init (&sheet);
  g_assert_cmpfloat (pips_yacht_table_value (table, &sheet), ==, start);
  if (variant == VERHOEFF)
    g_assert_cmpfloat_with_epsilon (start, 254.589609, 0.0005);
  else if (preset == PIPS_YACHT_PRESET_YAHTZEE)
    g_assert_cmpfloat_with_epsilon (start, 254.587729, 0.0005);
  else if (preset == PIPS_YACHT_PRESET_YATZY)
    g_assert_cmpfloat_with_epsilon (start, 248.439989, 0.0005);
  else
    g_assert_cmpfloat_with_epsilon (start, 245.87, 0.005);

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
  g_test_add_data_func ("/yacht/tables/yahtzee-free-joker", GUINT_TO_POINTER (VERHOEFF), test_preset);

  return g_test_run ();
}
