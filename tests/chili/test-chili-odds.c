/* test-chili-odds.c — Chili Dice's odds against every throw, and against figures worked by hand
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The brute force here shares nothing with pips-chili-odds.c but the rules' scoring of six dice
 * (pips_chili_best_score()): it tries every way the dice not known yet can lie (every
 * assignment of the unknown numbers to the unknown places, a place that shows a white k not
 * being the die k), every ordered throw of the dice thrown again, and every way of turning the
 * new red faces.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pips-chili-odds.h"
#include "pips-demo.h"

#define EPSILON 1e-12

typedef struct
{
  PipsChiliGame *game;
  guint          rethrow;
  const guint8  *turn;
  guint8         faces[6];
  gboolean       red[6];
  guint8         identity[6];
  gboolean       free_field[PIPS_CHILI_N_FIELDS];
  /* The sums, and how many cases. */
  double         points, run, set, little, big, hot, red_k[7];
  double         n;
  /* The best points of six dice (as their sorted text), worked out once. */
  GHashTable    *best;
} Brute;

static guint
best_points (Brute    *b,
             guint8   *faces,
             gboolean *red,
             gboolean *fresh,
             guint     i)
{
  guint best = 0;

  if (i == 6)
    {
      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          guint points = 0;

          if (b->free_field[f])
            pips_chili_best_score (faces, red, f, pips_chili_game_get_red_alternative (b->game), &points);
          best = MAX (best, points);
        }
      return best;
    }

  best = best_points (b, faces, red, fresh, i + 1);
  if (fresh[i] && red[i])
    {
      guint8 face = faces[i];

      /* Turned: any other face, white. */
      for (guint8 other = 1; other <= 6; other++)
        {
          if (other == face)
            continue;
          faces[i] = other, red[i] = FALSE;
          best = MAX (best, best_points (b, faces, red, fresh, i + 1));
        }
      faces[i] = face, red[i] = TRUE;
    }

  return best;
}

/* The best points of six dice, turning the red faces just thrown where it pays: cached by the
 * sorted dice, each written as its face, whether red and whether just thrown. */
static guint
cached_best_points (Brute    *b,
                    guint8   *faces,
                    gboolean *red,
                    gboolean *fresh)
{
  char keys[6][4];
  char key[32] = "";
  gpointer value;

  for (guint i = 0; i < 6; i++)
    g_snprintf (keys[i], sizeof keys[i], "%u%c%c", faces[i], red[i] ? 'r' : 'w', fresh[i] ? 'f' : 'k');
  qsort (keys, 6, sizeof keys[0], (GCompareFunc) strcmp);
  for (guint i = 0; i < 6; i++)
    g_strlcat (key, keys[i], sizeof key);

  if (g_hash_table_lookup_extended (b->best, key, NULL, &value))
    return GPOINTER_TO_UINT (value);

  value = GUINT_TO_POINTER (best_points (b, faces, red, fresh, 0));
  g_hash_table_insert (b->best, g_strdup (key), value);

  return GPOINTER_TO_UINT (value);
}

static void
brute_throws (Brute *b)
{
  guint places[6], n = 0, all = 1;

  for (guint i = 0; i < 6; i++)
    if (b->rethrow & (1u << i))
      places[n++] = i, all *= 6;

  for (guint t = 0; t < all; t++)
    {
      guint8 faces[6];
      gboolean red[6], fresh[6] = { FALSE, };
      guint counts[7] = { 0, }, n_red = 0;
      gboolean run = TRUE, set = TRUE;
      guint rest = t;

      for (guint i = 0; i < 6; i++)
        {
          faces[i] = b->turn != NULL && b->turn[i] != 0 ? b->turn[i] : b->faces[i];
          red[i] = b->turn != NULL && b->turn[i] != 0 ? FALSE : b->red[i];
        }
      for (guint d = 0; d < n; d++)
        {
          guint i = places[d];

          faces[i] = rest % 6 + 1, rest /= 6;
          red[i] = faces[i] == b->identity[i];
          fresh[i] = TRUE;
        }

      for (guint i = 0; i < 6; i++)
        {
          counts[faces[i]]++;
          n_red += red[i];
          if (red[i])
            b->red_k[faces[i]]++;
        }
      for (guint k = 1; k <= 6; k++)
        {
          run &= counts[k] == 1;
          set &= counts[k] == 0 || (counts[k] >= 2 && counts[k] <= 4);
        }
      b->run += run;
      b->set += set;
      b->little += counts[1] == 6 || counts[2] == 6 || counts[3] == 6;
      b->big += counts[4] == 6 || counts[5] == 6 || counts[6] == 6;
      b->hot += n_red == 6;
      b->points += cached_best_points (b, faces, red, fresh);
      b->n++;
    }
}

/* Every assignment of the numbers not known to the places not known, from the place @i on. */
static void
brute_identities (Brute *b,
                  guint  i,
                  guint  used)
{
  guint known;

  if (i == 6)
    {
      brute_throws (b);
      return;
    }

  known = pips_chili_game_get_die_number (b->game, i);
  if (known != 0)
    {
      b->identity[i] = known;
      brute_identities (b, i + 1, used);
      return;
    }

  for (guint k = 1; k <= 6; k++)
    {
      gboolean taken = (used & (1u << k)) != 0;

      for (guint j = 0; j < 6 && !taken; j++)
        taken = pips_chili_game_get_die_number (b->game, j) == k;
      /* A place that shows a white k is not the die k. */
      if (taken || (pips_chili_game_get_has_thrown (b->game) && b->faces[i] == k))
        continue;
      b->identity[i] = k;
      brute_identities (b, i + 1, used | (1u << k));
    }
}

static void
check_choice (PipsChiliGame *game,
              guint          rethrow,
              const guint8  *turn)
{
  PipsChiliKeepOdds odds;
  Brute b = { 0, };
  int player = pips_game_get_only_player (PIPS_GAME (game));

  b.game = game;
  b.best = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  b.rethrow = rethrow;
  b.turn = turn;
  pips_chili_game_get_dice (game, b.faces, b.red, NULL);
  g_assert_cmpint (player, >=, 0);
  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    b.free_field[f] = !pips_chili_game_get_field_filled (game, player, f);

  g_assert_true (pips_chili_game_get_keep_odds (game, rethrow, turn, &odds));
  if (rethrow == 0x3f)
    {
      /* All six thrown: where each die lies does not matter. */
      for (guint i = 0; i < 6; i++)
        b.identity[i] = i + 1;
      brute_throws (&b);
    }
  else
    brute_identities (&b, 0, 0);

  g_assert_cmpfloat (b.n, >, 0);
  g_assert_cmpfloat_with_epsilon (odds.expected_points, b.points / b.n, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.run, b.run / b.n, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.set, b.set / b.n, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.little_pepper, b.little / b.n, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.big_pepper, b.big / b.n, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.hot_pepper, b.hot / b.n, EPSILON);
  for (guint k = 1; k <= 6; k++)
    g_assert_cmpfloat_with_epsilon (odds.red[k], b.red_k[k] / b.n, EPSILON);
  g_hash_table_unref (b.best);
}

static guint
count_bits (guint mask)
{
  return (guint) __builtin_popcount (mask);
}

/* On seeded games, every choice of one or two dice, a few larger ones and the throw of all six,
 * with the kept red faces turned at random where they may be. */
static void
test_brute_force (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  guint checked = 0;

  for (guint32 seed = 1; checked < 16 && seed < 400; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("chili", seed, players, 5 + seed % 40);
      PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      if (pips_chili_game_can_throw (game))
        {
          check_choice (game, 0x3f, NULL);
          continue;
        }
      if (!pips_chili_game_can_rethrow (game))
        continue;

      checked++;
      for (guint rethrow = 1; rethrow <= 0x3f; rethrow++)
        {
          guint8 turn[6] = { 0, };
          guint size = count_bits (rethrow);

          if (size > 2 && g_rand_int_range (rand, 0, 10) != 0)
            continue;
          if (size == 6 && checked % 4 != 0)
            continue;
          for (guint i = 0; i < 6; i++)
            {
              guint8 face = pips_chili_game_get_face (game, i);

              if (!(rethrow & (1u << i)) && pips_chili_game_can_turn (game, i) &&
                  g_rand_boolean (rand))
                turn[i] = face % 6 + 1;
            }
          check_choice (game, rethrow, turn);
        }
    }
  g_assert_cmpuint (checked, ==, 16);
}

/* The list: one entry per set of dice, each at least as good as leaving its red faces, and the
 * best marked. */
static void
test_list (void)
{
  const char * const players[] = { "Anna", NULL };
  guint lists = 0;

  for (guint32 seed = 1; lists < 10 && seed < 200; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("chili", seed, players, 3 + seed % 30);
      PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
      g_autoptr(GArray) list = NULL;
      guint best;

      if (!pips_chili_game_can_rethrow (game))
        continue;

      lists++;
      list = pips_chili_game_list_keep_odds (game, &best);
      g_assert_cmpuint (list->len, ==, 63);
      for (guint i = 0; i < list->len; i++)
        {
          const PipsChiliKeepOdds *odds = &g_array_index (list, PipsChiliKeepOdds, i);
          PipsChiliKeepOdds plain;

          g_assert_cmpuint (odds->rethrow, ==, i + 1);
          g_assert_true (pips_chili_game_get_keep_odds (game, odds->rethrow, NULL, &plain));
          g_assert_cmpfloat (odds->expected_points, >=, plain.expected_points - EPSILON);
          g_assert_cmpfloat (odds->expected_points, <=,
                             g_array_index (list, PipsChiliKeepOdds, best).expected_points);
        }
    }
  g_assert_cmpuint (lists, ==, 10);
}

/* Worked by hand: six fresh dice show a Run in 6!/6^6 = 1.543 % of throws and six red faces in
 * 1/6^6; six of a kind of 1, 2 or 3 in 3/6^6; a red 4 in 1/6. */
static void
test_by_hand (void)
{
  const char * const players[] = { "Anna", NULL };
  g_autoptr(PipsSession) session = pips_demo_random_game ("chili", 1, players, 0);
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  g_autoptr(GArray) list = NULL;
  PipsChiliKeepOdds odds;
  g_autoptr(GError) error = NULL;
  guint8 faces[6] = { 1, 1, 1, 1, 1, 2 };
  gboolean red[6] = { TRUE, FALSE, FALSE, FALSE, FALSE, TRUE };
  g_autoptr(JsonObject) event = NULL;

  g_assert_true (pips_chili_game_can_throw (game));
  g_assert_false (pips_chili_game_get_keep_odds (game, 0x0f, NULL, &odds));
  g_assert_true (pips_chili_game_get_keep_odds (game, 0x3f, NULL, &odds));
  g_assert_cmpfloat_with_epsilon (odds.run, 720.0 / 46656, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.run * 100, 1.543, 0.001);
  g_assert_cmpfloat_with_epsilon (odds.hot_pepper, 1.0 / 46656, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.little_pepper, 3.0 / 46656, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.big_pepper, 3.0 / 46656, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.red[4], 1.0 / 6, EPSILON);
  list = pips_chili_game_list_keep_odds (game, NULL);
  g_assert_cmpuint (list->len, ==, 1);

  /* 1(red) 1 1 1 1 2(red), the 2 thrown again: the place of the red 1 is the die 1, that of the
   * red 2 the die 2. Six 1s need a 1 from the die 2: 1/6 (a Little Pepper, never red then); a
   * red 2 shows in 1/6; the red 1 stays. */
  event = pips_chili_game_build_throw (game, faces, red);
  pips_session_append (session, event, &error);
  g_assert_no_error (error);
  g_assert_true (pips_chili_game_get_keep_odds (game, 1u << 5, NULL, &odds));
  g_assert_cmpfloat_with_epsilon (odds.little_pepper, 1.0 / 6, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.red[2], 1.0 / 6, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.red[1], 1.0, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.run, 0.0, EPSILON);
  /* The best field after each face of the die 2: a 1 makes six 1s, 50 in the 1s; a red 2
   * turned to a 1 the same (kept red it is worth 20 in Red); a 3, 4 or 5 leaves five 1s with
   * a red one, 5 × 2 = 10 in the 1s (Red and Sum give 10 or less); a 6 gives Sum 11.
   * (50 + 50 + 10 + 10 + 10 + 11) / 6 = 141/6. */
  g_assert_cmpfloat_with_epsilon (odds.expected_points, 141.0 / 6, EPSILON);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/odds/chili/by-hand", test_by_hand);
  g_test_add_func ("/odds/chili/brute-force", test_brute_force);
  g_test_add_func ("/odds/chili/list", test_list);

  return g_test_run ();
}
