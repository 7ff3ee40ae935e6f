/* bench-odds.c — the time of each question of the odds on its worst state (printed, never asserted)
 *
 * Each question is asked on many states of seeded random games (and on states made to be hard,
 * where random play seldom goes), three times each, the fastest of the three counting (the
 * machine's other work is not the question's), and the slowest state is printed with its time:
 * the target is one frame, 16 ms. A question that cannot keep to it is computed off the main
 * thread by the page.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>

#include "pips-black-n-white-odds.h"
#include "pips-chicago-odds.h"
#include "pips-chili-odds.h"
#include "pips-choice-odds.h"
#include "pips-demo.h"
#include "pips-family-album-odds.h"

#define TARGET_MS 16.0
#define RUNS      3

/* The fastest of RUNS runs of @statement, in ms, into @ms. */
#define TIME_MIN(ms, statement) \
  G_STMT_START { \
    ms = G_MAXDOUBLE; \
    for (guint run_ = 0; run_ < RUNS; run_++) \
      { \
        double start_ = now_ms (); \
        statement; \
        ms = MIN (ms, now_ms () - start_); \
      } \
  } G_STMT_END

typedef struct
{
  const char *question;
  double      worst_ms;
  char       *worst_state;
  guint       n_states;
} Figure;

static void
figure_add (Figure     *figure,
            double      ms,
            const char *state)
{
  figure->n_states++;
  if (ms > figure->worst_ms)
    {
      figure->worst_ms = ms;
      g_free (figure->worst_state);
      figure->worst_state = g_strdup (state);
    }
}

static void
figure_print (Figure *figure)
{
  printf ("%-44s %8.2f ms  %s  (worst of %u states: %s)\n", figure->question, figure->worst_ms,
          figure->worst_ms <= TARGET_MS ? "within a frame" : "OVER A FRAME: off the main thread",
          figure->n_states, figure->worst_state != NULL ? figure->worst_state : "-");
  g_clear_pointer (&figure->worst_state, g_free);
}

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

/* Chili Dice */

static char *
chili_state_text (PipsChiliGame *game)
{
  GString *text = g_string_new ("dice ");

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    g_string_append_printf (text, "%u%s%s", pips_chili_game_get_face (game, i),
                            pips_chili_game_get_red (game, i) ? "r" : "",
                            pips_chili_game_can_turn (game, i) ? "t" : "");
  g_string_append_printf (text, ", %u throws left",
                          pips_chili_game_get_throws_left (game, pips_game_get_only_player (PIPS_GAME (game))));

  return g_string_free (text, FALSE);
}

static void
chili_measure (PipsChiliGame *game,
               Figure        *list,
               Figure        *one)
{
  g_autofree char *state = chili_state_text (game);
  PipsChiliKeepOdds keep;
  double ms;

  TIME_MIN (ms, g_array_unref (pips_chili_game_list_keep_odds (game, NULL)));
  figure_add (list, ms, state);

  TIME_MIN (ms, pips_chili_game_get_keep_odds (game, 0x3f, NULL, &keep));
  figure_add (one, ms, state);
}

static void
bench_chili (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  Figure list = { "Chili Dice: every keep, the best marked" };
  Figure one = { "Chili Dice: one keep (all six thrown)" };
  Figure first = { "Chili Dice: the first question of a process" };

  /* The first question makes the tables of every throw (once a process). */
  {
    g_autoptr(PipsSession) session = pips_demo_random_game ("chili", 1, players, 0);
    PipsChiliKeepOdds keep;
    double start = now_ms ();

    pips_chili_game_get_keep_odds (PIPS_CHILI_GAME (pips_session_get_game (session)), 0x3f, NULL, &keep);
    figure_add (&first, now_ms () - start, "a turn's first throw");
    figure_print (&first);
  }

  for (guint32 seed = 1; seed <= 150; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("chili", seed, players, seed % 50);
      PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));

      if (pips_chili_game_can_throw (game) || pips_chili_game_can_rethrow (game))
        chili_measure (game, &list, &one);
    }

  /* The hardest: many red faces that may be turned, the other dice not known. */
  {
    const char *throws[] = { "1r 2r 3r 5 6 4", "1r 2r 3r 4r 6 5", "1r 2r 3r 4r 5r 1", "6 5 5 3 2 2", "1r 1 1 4 5 6" };

    for (guint t = 0; t < G_N_ELEMENTS (throws); t++)
      {
        g_autoptr(PipsSession) session = pips_demo_random_game ("chili", 1, players, 0);
        PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
        g_auto(GStrv) dice = g_strsplit (throws[t], " ", -1);
        g_autoptr(JsonObject) event = NULL;
        g_autoptr(GError) error = NULL;
        guint8 faces[6];
        gboolean red[6];

        for (guint i = 0; i < 6; i++)
          {
            faces[i] = dice[i][0] - '0';
            red[i] = dice[i][1] == 'r';
          }
        event = pips_chili_game_build_throw (game, faces, red);
        pips_session_append (session, event, &error);
        g_assert_no_error (error);
        chili_measure (game, &list, &one);
      }
  }

  figure_print (&list);
  figure_print (&one);
}

/* Family Album */

static void
bench_family_album (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", "Dan", NULL };
  Figure picture = { "Family Album: a picture's chance" };
  Figure bet = { "Family Album: a bet's expected chips" };

  for (guint32 seed = 1; seed <= 300; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("family-album", seed, players, seed % 80);
      PipsFamilyAlbumGame *game = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
      const PipsFamilyAlbum *album = pips_family_album_game_get_album (game);
      guint roller = pips_family_album_game_get_roller (game);
      g_autofree char *state = NULL;
      double ms, yes, no;

      if (pips_family_album_game_get_throw_odds (game) < 0)
        continue;

      state = g_strdup_printf ("%u dice", pips_family_album_game_get_n_dice (game));
      TIME_MIN (ms, for (guint i = 0; i < album->n_pictures; i++)
                      pips_family_album_picture_get_odds (&album->pictures[i], PIPS_FAMILY_ALBUM_N_DICE));
      figure_add (&picture, ms / album->n_pictures, "8 dice");

      TIME_MIN (ms, pips_family_album_game_get_bet_odds (game, (roller + 1) % 4, 1, &yes, &no));
      figure_add (&bet, ms, state);
    }

  figure_print (&picture);
  figure_print (&bet);
}

/* Black'n'White */

static void
bench_black_n_white (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", "Dan", "Eva", NULL };
  Figure before = { "Black'n'White: the chance before a turn" };

  for (guint32 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("black-n-white", seed, players, seed % 60);
      PipsBlackNWhiteGame *game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));
      g_autofree char *state = g_strdup_printf ("%u throws allowed",
                                                pips_black_n_white_game_get_throw_limit (game));
      PipsBlackNWhiteOdds odds;
      gboolean asked = FALSE;
      double ms;

      TIME_MIN (ms, asked = pips_black_n_white_game_get_odds (game, 0, 0, 0, &odds));
      if (asked)
        figure_add (&before, ms, state);
    }

  figure_print (&before);
}

/* Chicago */

static void
bench_chicago (void)
{
  const char * const players[] = { "Anna", "Ben", "Cleo", "Dan", NULL };
  Figure follower = { "Chicago: a follower's chance to beat it" };
  Figure starter = { "Chicago: every announcement's chance" };

  for (guint32 seed = 1; seed <= 400; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("chicago", seed, players, seed % 60);
      PipsChicagoGame *game = PIPS_CHICAGO_GAME (pips_session_get_game (session));
      PipsChicagoAnnouncement a;
      PipsChicagoDice dice;
      g_autofree char *state = NULL;
      gboolean asked = FALSE;
      double ms, chance;

      pips_chicago_game_get_announcement (game, &a);
      pips_chicago_game_get_dice (game, &dice);
      state = a.made ? g_strdup_printf ("%u in %u, attempt %u", a.value, a.attempts, dice.attempt)
                     : g_strdup_printf ("starter, attempt %u", dice.attempt);

      TIME_MIN (ms, asked = pips_chicago_game_get_beat_odds (game, &chance));
      if (asked)
        figure_add (&follower, ms, state);
      else
        {
          guint n = 0;

          TIME_MIN (ms, GArray *list = pips_chicago_game_list_announce_odds (game, NULL);
                        n = list->len; g_array_unref (list));
          if (n > 0)
            figure_add (&starter, ms, state);
        }
    }

  figure_print (&follower);
  figure_print (&starter);
}

/* Choice */

static void
bench_choice (void)
{
  const char * const players[] = { "Anna", "Ben", NULL };
  Figure list = { "Choice: every grouping's expected change" };
  Figure end = { "Choice: the end within 30 throws" };

  for (guint32 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("choice", seed, players, seed % 150);
      PipsChoiceGame *game = PIPS_CHOICE_GAME (pips_session_get_game (session));
      g_autoptr(GPtrArray) groupings = pips_choice_game_list_groupings (game);
      g_autofree char *state = NULL;
      double ms, soonest, latest;
      int player = pips_choice_game_get_current (game);

      if (player < 0)
        continue;

      state = g_strdup_printf ("%u groupings, %u discards fixed", groupings->len,
                               pips_choice_game_get_n_discards (game, player));
      if (groupings->len > 0)
        {
          TIME_MIN (ms, g_array_unref (pips_choice_game_list_grouping_odds (game, groupings)));
          figure_add (&list, ms, state);
        }

      TIME_MIN (ms, pips_choice_game_get_end_odds (game, player, 30, &soonest, &latest));
      figure_add (&end, ms, state);
    }

  figure_print (&list);
  figure_print (&end);
}

int
main (int   argc,
      char *argv[])
{
  printf ("The odds: each question's time on its worst state (target %.0f ms, one frame)\n", TARGET_MS);
  bench_chili ();
  bench_black_n_white ();
  bench_chicago ();
  bench_choice ();
  bench_family_album ();

  return 0;
}
