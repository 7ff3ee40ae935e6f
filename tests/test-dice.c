/* test-dice.c — faces, parsing, formatting and the roller
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pips-dice.h"

static void
test_parse_ok (void)
{
  static const struct {
    const char *text;
    guint8 faces[6];
  } cases[] = {
    { "144625", { 1, 4, 4, 6, 2, 5 } },
    { "1 4 4 6 2 5", { 1, 4, 4, 6, 2, 5 } },
    { " 1,4,4,6,2,5 ", { 1, 4, 4, 6, 2, 5 } },
    { "6-6-6-6-6-6", { 6, 6, 6, 6, 6, 6 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      guint8 faces[6] = { 0 };

      g_assert_true (pips_dice_parse (cases[i].text, 6, faces, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (faces, 6, cases[i].faces, 6);
    }
}

static void
test_parse_errors (void)
{
  static const struct {
    const char *text;
    guint n_dice;
    int code;
  } cases[] = {
    { "14462", 6, PIPS_DICE_ERROR_COUNT },
    { "1446255", 6, PIPS_DICE_ERROR_COUNT },
    { "", 2, PIPS_DICE_ERROR_COUNT },
    { "144627", 6, PIPS_DICE_ERROR_FACE },
    { "0", 1, PIPS_DICE_ERROR_FACE },
    { "1x", 2, PIPS_DICE_ERROR_FACE },
    { "5 ä", 2, PIPS_DICE_ERROR_FACE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      guint8 faces[6] = { 9, 9, 9, 9, 9, 9 };

      g_assert_false (pips_dice_parse (cases[i].text, cases[i].n_dice, faces, &error));
      g_assert_error (error, PIPS_DICE_ERROR, cases[i].code);
      g_assert_nonnull (strstr (error->message, cases[i].code == PIPS_DICE_ERROR_FACE
                                                ? "1 to 6" : "dice"));
    }
}

static void
test_format_sum_count (void)
{
  const guint8 faces[] = { 1, 4, 4, 6, 2, 5 };
  g_autofree char *text = pips_dice_format (faces, 6);
  guint counts[7];

  g_assert_cmpstr (text, ==, "1 4 4 6 2 5");
  g_assert_cmpuint (pips_dice_sum (faces, 6), ==, 22);

  pips_dice_count (faces, 6, counts);
  g_assert_cmpuint (counts[0], ==, 0);
  g_assert_cmpuint (counts[1], ==, 1);
  g_assert_cmpuint (counts[3], ==, 0);
  g_assert_cmpuint (counts[4], ==, 2);
  g_assert_cmpuint (counts[6], ==, 1);
}

static void
test_roller_seeded (void)
{
  g_autoptr(PipsRoller) a = pips_roller_new_seeded (42);
  g_autoptr(PipsRoller) b = pips_roller_new_seeded (42);
  guint seen[7] = { 0 };

  for (guint i = 0; i < 6000; i++)
    {
      guint8 fa = pips_roller_roll (a);

      g_assert_cmpuint (fa, ==, pips_roller_roll (b));
      g_assert_true (pips_die_face_is_valid (fa));
      seen[fa]++;
    }

  /* Every face comes up, roughly as often as the others. */
  for (guint k = 1; k <= 6; k++)
    g_assert_cmpuint (seen[k], >, 800);
}

static void
test_roller_keeps (void)
{
  g_autoptr(PipsRoller) roller = pips_roller_new ();
  const gboolean keep[] = { TRUE, FALSE, TRUE, FALSE, TRUE, FALSE };

  for (guint round = 0; round < 100; round++)
    {
      guint8 faces[] = { 0, 0, 0, 0, 0, 0 };

      pips_roller_roll_dice (roller, faces, 6, keep);
      for (guint i = 0; i < 6; i++)
        {
          if (keep[i])
            g_assert_cmpuint (faces[i], ==, 0);
          else
            g_assert_true (pips_die_face_is_valid (faces[i]));
        }
    }

  for (guint i = 0; i < 1000; i++)
    g_assert_cmpuint (pips_roller_range (roller, 5), <, 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dice/parse/ok", test_parse_ok);
  g_test_add_func ("/dice/parse/errors", test_parse_errors);
  g_test_add_func ("/dice/format-sum-count", test_format_sum_count);
  g_test_add_func ("/dice/roller/seeded", test_roller_seeded);
  g_test_add_func ("/dice/roller/keeps", test_roller_keeps);

  return g_test_run ();
}
