/* test-choice-scoring.c — the sheet's scoring: every count 0 to 12 of every sum
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-choice-test"

#include "config.h"

#include <locale.h>

#include "test-choice-util.h"

/* The rules file's table, written out: the points of each sum (rows 2 … 12) with 0 … 12 marks. */
static const int expected[11][13] = {
  /*  0     1     2     3     4   5    6    7    8    9   10   11   12 */
  { 0, -200, -200, -200, -200, 0, 100, 200, 300, 400, 500, 500, 500 },  /* 2 */
  { 0, -200, -200, -200, -200, 0,  70, 140, 210, 280, 350, 350, 350 },  /* 3 */
  { 0, -200, -200, -200, -200, 0,  60, 120, 180, 240, 300, 300, 300 },  /* 4 */
  { 0, -200, -200, -200, -200, 0,  50, 100, 150, 200, 250, 250, 250 },  /* 5 */
  { 0, -200, -200, -200, -200, 0,  40,  80, 120, 160, 200, 200, 200 },  /* 6 */
  { 0, -200, -200, -200, -200, 0,  30,  60,  90, 120, 150, 150, 150 },  /* 7 */
  { 0, -200, -200, -200, -200, 0,  40,  80, 120, 160, 200, 200, 200 },  /* 8 */
  { 0, -200, -200, -200, -200, 0,  50, 100, 150, 200, 250, 250, 250 },  /* 9 */
  { 0, -200, -200, -200, -200, 0,  60, 120, 180, 240, 300, 300, 300 },  /* 10 */
  { 0, -200, -200, -200, -200, 0,  70, 140, 210, 280, 350, 350, 350 },  /* 11 */
  { 0, -200, -200, -200, -200, 0, 100, 200, 300, 400, 500, 500, 500 },  /* 12 */
};

static void
test_table (void)
{
  static const guint values[] = { 100, 70, 60, 50, 40, 30, 40, 50, 60, 70, 100 };

  for (guint s = 2; s <= 12; s++)
    {
      g_assert_cmpuint (pips_choice_sum_value (s), ==, values[s - 2]);
      for (guint c = 0; c <= 12; c++)
        {
          if (pips_choice_row_points (s, c) != expected[s - 2][c])
            g_error ("sum %u with %u marks: %d, not %d", s, c, pips_choice_row_points (s, c),
                     expected[s - 2][c]);
        }
    }

  g_assert_cmpuint (pips_choice_sum_value (1), ==, 0);
  g_assert_cmpuint (pips_choice_sum_value (13), ==, 0);
}

/* The same table through a game: the sum s marked c times (two marks a throw, in a game of one
 * row and the 3:1 joker for odd counts; the discard never reaches eight). */
static void
test_table_in_game (void)
{
  for (guint s = 2; s <= 12; s++)
    {
      for (guint c = 0; c <= 12; c++)
        {
          g_autoptr(PipsGame) game = choice_game_new (1, "{\"jokers\": false}");
          PipsChoiceGame *choice = PIPS_CHOICE_GAME (game);
          /* Two dice that make s: a and b; the discard cycles through three values so that no
           * value gets eight marks. */
          guint a = s <= 7 ? 1 : s - 6;
          guint b = s - a;
          guint n = 0;

          for (guint t = 0; t < c / 2; t++)
            {
              g_autofree char *dice = g_strdup_printf ("%u%u%u%u%u", a, b, a, b, 1 + n % 3);

              choice_throw (game, dice);
              /* The discard is whatever is in the throw among the fixed values. */
              choice_group (game, "01 23 4");
              n++;
            }

          if (c % 2 == 1)
            {
              /* The odd mark: s with a pair, and a second sum elsewhere that is left alone
               * except here (7 = 1 + 6, or 8 = 2 + 6 when s is 7). */
              guint o = s == 7 ? 2 : 1;
              g_autofree char *dice = g_strdup_printf ("%u%u%u6%u", a, b, o, 1 + n % 3);

              choice_throw (game, dice);
              choice_group (game, "01 23 4");
            }

          g_assert_cmpuint (pips_choice_game_get_marks (choice, 0, s), ==, c);
          g_assert_cmpint (pips_choice_game_get_row_points (choice, 0, s), ==, expected[s - 2][c]);
          g_assert_false (pips_choice_game_get_sheet_over (choice, 0));
        }
    }
}

/* The sheet explains each row. */
static void
test_explain (void)
{
  static const struct { guint sum, marks; const char *text; } cases[] = {
    { 7, 0, "Not started: 0. A first mark costs 200 until the row has five marks" },
    { 7, 1, "1 mark of 5: −200 until the row has five marks" },
    { 7, 4, "4 marks of 5: −200 until the row has five marks" },
    { 9, 5, "5 marks: 0. Every further mark up to the tenth scores 50" },
    { 9, 7, "7 marks: 2 × 50 = 100; the next mark scores 50 more" },
    { 12, 10, "10 marks: 5 × 100 = 500, the most a row scores; more marks score nothing" },
    { 3, 12, "12 marks: 5 × 70 = 350, the most a row scores; more marks score nothing" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = pips_choice_row_explain (cases[i].sum, cases[i].marks);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/choice/scoring/table", test_table);
  g_test_add_func ("/choice/scoring/table-in-game", test_table_in_game);
  g_test_add_func ("/choice/scoring/explain", test_explain);

  return g_test_run ();
}
