/* test-chili-random.c — random legal games, checked after every event
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game has its own seed (1, 2, 3 …; PIPS_RANDOM_GAMES sets how many, a few hundred by
 * default and 10 000 in `build-aux/dev test --full`): PIPS_RANDOM_FIRST=N PIPS_RANDOM_GAMES=1
 * plays game N alone. With -m thorough, every game checks undo and redo after every event.
 */

#define G_LOG_DOMAIN "pips-chili-test"

#include "config.h"

#include <string.h>

#include "pips-test-standings.h"
#include "pips-session.h"
#include "pips-test-util.h"
#include "test-chili-util.h"

static const char * const names[] = {
  "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hannes", NULL
};

/* How a random table plays one game. */
typedef struct
{
  double rethrow;   /* chance to throw again rather than score */
  double turn;      /* chance to turn a red die that may be turned */
  double greedy;    /* chance to score the best option rather than a random one */
  double fuzz;      /* chance to try an entry the rules may refuse first */
} Style;

typedef struct
{
  guint n_events;
  guint n_refused;
  guint n_out;
  guint n_undo_checks;
  guint n_file_checks;
} Counts;

/* The session file's text with the "updated" time blanked: undo and redo set it to now, which is
 * not part of the state. */
static char *
serialize_masked (PipsSession *session)
{
  char *text = pips_session_serialize (session, NULL);
  char *p = strstr (text, "\"updated\"");

  g_assert_nonnull (p);
  p += strlen ("\"updated\"");
  while (*p == ' ' || *p == ':')
    p++;
  g_assert_cmpint (*p, ==, '"');
  for (p++; *p != '"' && *p != '\0'; p++)
    *p = 'X';

  return text;
}

/* The state as the public API tells it, cheaply: equal fingerprints are equal states. */
static char *
fingerprint (PipsChiliGame *chili)
{
  GString *text = g_string_sized_new (256);
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  gboolean thrown[PIPS_CHILI_N_DICE];

  pips_chili_game_get_dice (chili, faces, red, thrown);
  g_string_append_printf (text, "%d %d %u:", pips_game_get_only_player (PIPS_GAME (chili)),
                          pips_chili_game_get_has_thrown (chili),
                          pips_chili_game_get_throws_this_turn (chili));
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    g_string_append_printf (text, " %u%c%c", faces[i], red[i] ? 'r' : 'w', thrown[i] ? '*' : '.');

  for (guint p = 0; p < pips_game_get_n_players (PIPS_GAME (chili)); p++)
    {
      g_string_append_printf (text, "|%u %d:", pips_chili_game_get_throws_used (chili, p),
                              pips_chili_game_get_out_of_throws (chili, p));
      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        g_string_append_printf (text, " %u/%d", pips_chili_game_get_field_points (chili, p, f),
                                pips_chili_game_get_field_scoring (chili, p, f));
    }

  return g_string_free (text, FALSE);
}

/* Totals are fields plus bonus, no budget below 0, and the other invariants of the pad. @throws
 * counts each player's throw and rethrow events. The fields only change when a player scores:
 * then @fields (per player) is summed again from the pad, and the standings are checked. */
static void
check_invariants (PipsSession *session,
                  const guint *throws,
                  guint       *fields,
                  gboolean     scored)
{
  PipsGame *game = pips_session_get_game (session);
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);
  guint budget = pips_chili_game_get_throw_budget (chili);
  guint n_players = pips_game_get_n_players (game);
  int current = pips_game_get_only_player (game);

  for (guint p = 0; p < n_players; p++)
    {
      guint used = pips_chili_game_get_throws_used (chili, p);
      guint left = pips_chili_game_get_throws_left (chili, p);

      if (scored)
        {
          guint filled = 0;

          fields[p] = 0;
          for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
            {
              guint points = pips_chili_game_get_field_points (chili, p, f);

              g_assert_cmpuint (points, <=, 100);
              fields[p] += points;
              if (pips_chili_game_get_field_filled (chili, p, f))
                filled++;
              else
                g_assert_cmpuint (points, ==, 0);
            }

          g_assert_cmpuint (pips_chili_game_get_n_filled (chili, p), ==, filled);
          g_assert_cmpuint (pips_chili_game_get_fields_total (chili, p), ==, fields[p]);
          if (pips_chili_game_get_out_of_throws (chili, p))
            {
              g_assert_cmpuint (left, ==, 0);
              g_assert_cmpuint (filled, ==, PIPS_CHILI_N_FIELDS);
            }
        }

      g_assert_cmpuint (used, ==, throws[p]);
      g_assert_cmpuint (used, <=, budget);
      g_assert_cmpuint (used + left, ==, budget);
      g_assert_cmpuint (pips_chili_game_get_bonus (chili, p), ==, 5 * left);
      g_assert_cmpuint (pips_chili_game_get_total (chili, p), ==, fields[p] + 5 * left);
    }

  /* The standings: best first, ranks from the totals. */
  if (scored)
    {
      g_autoptr(GPtrArray) standings = pips_test_standings (game);

      g_assert_cmpuint (standings->len, ==, n_players);
      for (guint i = 0; i < standings->len; i++)
        {
          PipsTestStanding *s = g_ptr_array_index (standings, i);
          guint above = 0;

          /* The bonus for unused throws counts only at the end of the game. */
          gboolean over = pips_game_is_over (PIPS_GAME (chili));

          for (guint p = 0; p < n_players; p++)
            above += fields[p] + (over ? 5 * pips_chili_game_get_throws_left (chili, p) : 0) > (guint) s->score;
          g_assert_cmpint (s->score, ==, over ? pips_chili_game_get_total (chili, s->player)
                                              : pips_chili_game_get_fields_total (chili, s->player));
          g_assert_cmpuint (s->rank, ==, above + 1);
          if (i > 0)
            g_assert_cmpint (s->score, <=, ((PipsTestStanding *) g_ptr_array_index (standings, i - 1))->score);
        }
    }

  g_assert_cmpuint (pips_game_get_round (game), >=, 1);
  g_assert_cmpuint (pips_game_get_round (game), <=, PIPS_CHILI_N_ROUNDS);
  if (pips_game_is_over (game))
    g_assert_cmpint (current, ==, -1);
  else
    {
      g_assert_cmpint (current, >=, 0);
      g_assert_cmpuint (pips_chili_game_get_n_filled (chili, current), <, PIPS_CHILI_N_FIELDS);
      g_assert_false (pips_chili_game_get_out_of_throws (chili, current));
      g_assert_cmpuint (pips_game_get_round (game), ==, pips_chili_game_get_n_filled (chili, current) + 1);
      if (!pips_chili_game_get_has_thrown (chili))
        g_assert_cmpuint (pips_chili_game_get_throws_left (chili, current), >, 0);
    }
}

/* An entry a careless hand or a damaged file could make: a legal event with one member changed. */
static JsonObject *
fuzz_event (PipsChiliGame *chili,
            GRand         *rand,
            PipsRoller    *roller)
{
  JsonObject *event;
  JsonArray *faces;

  if (!pips_chili_game_get_has_thrown (chili))
    event = pips_chili_game_build_roll (chili, roller, NULL);
  else
    event = pips_chili_game_build_score (chili, g_rand_int_range (rand, 0, PIPS_CHILI_N_FIELDS),
                                         g_rand_int_range (rand, PIPS_CHILI_SCORING_NUMBER,
                                                           PIPS_CHILI_SCORING_MISS + 1));

  switch (g_rand_int_range (rand, 0, 5))
    {
    case 0:
      json_object_set_int_member (event, "player",
                                  g_rand_int_range (rand, 0, pips_game_get_n_players (PIPS_GAME (chili))));
      break;

    case 1:
      if (json_object_has_member (event, "faces"))
        {
          faces = json_object_get_array_member (event, "faces");
          json_array_remove_element (faces, g_rand_int_range (rand, 0, json_array_get_length (faces)));
          json_array_add_int_element (faces, g_rand_int_range (rand, 0, 8));
        }
      break;

    case 2:
      if (json_object_has_member (event, "red"))
        json_array_add_int_element (json_object_get_array_member (event, "red"),
                                    g_rand_int_range (rand, 0, PIPS_CHILI_N_DICE));
      break;

    case 3:
      json_object_set_string_member (event, "type",
                                     (const char *[]) { "throw", "rethrow", "turn", "score" }[g_rand_int_range (rand, 0, 4)]);
      break;

    default:
      json_object_set_int_member (event, "die", g_rand_int_range (rand, 0, PIPS_CHILI_N_DICE));
      json_object_set_int_member (event, "face", g_rand_int_range (rand, 1, 7));
      break;
    }

  return event;
}

/* A random legal event of the player to act. */
static JsonObject *
random_event (PipsChiliGame *chili,
              GRand         *rand,
              PipsRoller    *roller,
              const Style   *style)
{
  int turnable[PIPS_CHILI_N_DICE];
  guint n_turnable = 0;

  if (!pips_chili_game_get_has_thrown (chili))
    return pips_chili_game_build_roll (chili, roller, NULL);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (pips_chili_game_can_turn (chili, i))
        turnable[n_turnable++] = i;
    }

  if (n_turnable > 0 && g_rand_double (rand) < style->turn)
    {
      guint die = turnable[g_rand_int_range (rand, 0, n_turnable)];
      guint8 face = pips_chili_game_get_face (chili, die);

      return pips_chili_game_build_turn (chili, die, 1 + (face + g_rand_int_range (rand, 0, 5)) % 6);
    }

  if (pips_chili_game_can_rethrow (chili) && g_rand_double (rand) < style->rethrow)
    {
      gboolean rethrow[PIPS_CHILI_N_DICE];
      gboolean any = FALSE;

      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        any |= (rethrow[i] = g_rand_boolean (rand));
      if (!any)
        rethrow[g_rand_int_range (rand, 0, PIPS_CHILI_N_DICE)] = TRUE;

      return pips_chili_game_build_roll (chili, roller, rethrow);
    }

  /* Score: mostly as a quick table would (the best of a random free field), one time in four
   * through the list the page shows. */
  if (g_rand_int_range (rand, 0, 4) != 0)
    {
      guint8 faces[PIPS_CHILI_N_DICE];
      gboolean red[PIPS_CHILI_N_DICE];
      PipsChiliField free_fields[PIPS_CHILI_N_FIELDS];
      guint n_free = 0;
      PipsChiliField field;
      int player = pips_game_get_only_player (PIPS_GAME (chili));

      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          if (!pips_chili_game_get_field_filled (chili, player, f))
            free_fields[n_free++] = f;
        }
      g_assert_cmpuint (n_free, >, 0);
      field = free_fields[g_rand_int_range (rand, 0, n_free)];
      pips_chili_game_get_dice (chili, faces, red, NULL);

      return pips_chili_game_build_score (chili, field,
                                          g_rand_int_range (rand, 0, 10) == 0
                                          ? PIPS_CHILI_SCORING_MISS
                                          : pips_chili_best_score (faces, red, field,
                                                                   pips_chili_game_get_red_alternative (chili),
                                                                   NULL));
    }

  {
    g_autoptr(GPtrArray) options = pips_chili_game_list_scores (chili);
    PipsChiliScoreOption *choice;

    g_assert_cmpuint (options->len, >, 0);
    choice = g_ptr_array_index (options, g_rand_int_range (rand, 0, options->len));
    if (g_rand_double (rand) < style->greedy)
      {
        for (guint i = 0; i < options->len; i++)
          {
            PipsChiliScoreOption *option = g_ptr_array_index (options, i);

            if (option->points > choice->points)
              choice = option;
          }
      }
    else if (g_rand_int_range (rand, 0, 10) == 0)
      return pips_chili_game_build_score (chili, choice->field, PIPS_CHILI_SCORING_MISS);

    return json_object_ref (choice->event);
  }
}

static gboolean
is_throw (JsonObject *event)
{
  const char *type = json_object_get_string_member (event, "type");

  return g_str_equal (type, "throw") || g_str_equal (type, "rethrow");
}

static void
play_game (guint32  seed,
           gboolean check_every_undo,
           Counts  *counts)
{
  static const gint64 budgets[] = { 10, 15, 20, 30, 30, 30, 30, 45, 60 };
  static const char * const alternatives[] = { "plain", "plain", "doubled", "off" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) players = NULL;
  PipsChiliGame *chili;
  guint turns[8] = { 0, };
  guint fields[8] = { 0, };
  guint throws[8] = { 0, };
  guint n_players;
  guint n_events = 0;
  guint check_at;
  gboolean checked = FALSE;
  Style style;

  /* Mostly 1–4 players, sometimes up to 8. */
  n_players = g_rand_int_range (rand, 0, 20) == 0 ? g_rand_int_range (rand, 5, 9)
                                                  : g_rand_int_range (rand, 1, 5);
  players = g_new0 (char *, n_players + 1);
  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (names[i]);

  json_object_set_int_member (options, "throws", budgets[g_rand_int_range (rand, 0, G_N_ELEMENTS (budgets))]);
  json_object_set_string_member (options, "red-alternative",
                                 alternatives[g_rand_int_range (rand, 0, G_N_ELEMENTS (alternatives))]);

  style.rethrow = g_rand_double_range (rand, 0.0, 0.95);
  style.turn = g_rand_double_range (rand, 0.0, 0.8);
  style.greedy = g_rand_double (rand);
  style.fuzz = g_rand_double_range (rand, 0.0, 0.1);
  /* Every player makes at least ten events (ten turns, or a budget of at least ten throws). */
  check_at = g_rand_int_range (rand, 1, 10 * n_players + 1);

  session = pips_session_new ("chili", (const char * const *) players, options, &error);
  g_assert_no_error (error);
  chili = PIPS_CHILI_GAME (pips_session_get_game (session));

  while (!pips_session_get_is_over (session))
    {
      g_autoptr(JsonObject) event = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      gboolean check_undo;
      gboolean scored;
      int player = pips_game_get_only_player (PIPS_GAME (chili));

      /* A careless entry: accepted if it happens to be legal; if refused, nothing changes. */
      if (g_rand_double (rand) < style.fuzz)
        {
          g_autoptr(JsonObject) fuzzed = fuzz_event (chili, rand, roller);
          g_autofree char *dump = fingerprint (chili);
          g_autoptr(GError) refused = NULL;

          if (!pips_session_append (session, fuzzed, &refused))
            {
              g_autofree char *dump_after = fingerprint (chili);

              g_assert_nonnull (refused);
              g_assert_cmpstr (dump, ==, dump_after);
              counts->n_refused++;
              continue;
            }

          n_events++;
          scored = g_str_equal (json_object_get_string_member (fuzzed, "type"), "score");
          turns[player] += scored;
          throws[player] += is_throw (fuzzed);
          check_invariants (session, throws, fields, scored);
          continue;
        }

      event = random_event (chili, rand, roller, &style);
      if (!pips_session_append (session, event, &error))
        g_error ("game %u, event %u: %s", seed, n_events + 1, error->message);
      n_events++;
      scored = g_str_equal (json_object_get_string_member (event, "type"), "score");
      turns[player] += scored;
      throws[player] += is_throw (event);

      /* Totals and budgets after every event; the standings after every score. */
      check_invariants (session, throws, fields, scored);

      /* Undo then redo gives the same state after every event of every game (the fingerprint
       * serializes the whole game state), and the same file bytes after every event of some
       * games and one random event of every other game (serializing the file costs ten times
       * more than replaying). */
      check_undo = check_every_undo || (!checked && n_events >= check_at);
      {
        g_autofree char *dump = fingerprint (chili);
        g_autofree char *dump_after = NULL;

        if (check_undo)
          before = serialize_masked (session);
        g_assert_true (pips_session_undo (session));
        g_assert_true (pips_session_redo (session));
        dump_after = fingerprint (chili);
        g_assert_cmpstr (dump, ==, dump_after);
        counts->n_undo_checks++;

        if (check_undo)
          {
            checked = TRUE;
            after = serialize_masked (session);
            g_assert_cmpstr (before, ==, after);
            counts->n_file_checks++;
          }
      }

      g_assert_cmpuint (n_events, <, 2000);
    }

  g_assert_true (checked);

  /* The game ended after ten rounds or with the budgets used up: every player either scored ten
   * turns, or used every throw before. */
  for (guint p = 0; p < n_players; p++)
    {
      guint budget = pips_chili_game_get_throw_budget (chili);

      g_assert_cmpuint (pips_chili_game_get_n_filled (chili, p), ==, PIPS_CHILI_N_FIELDS);
      g_assert_cmpuint (turns[p], <=, PIPS_CHILI_N_ROUNDS);
      if (turns[p] < PIPS_CHILI_N_ROUNDS)
        {
          g_assert_true (pips_chili_game_get_out_of_throws (chili, p));
          g_assert_cmpuint (pips_chili_game_get_throws_used (chili, p), ==, budget);
        }
      else
        g_assert_false (pips_chili_game_get_out_of_throws (chili, p));
      counts->n_out += pips_chili_game_get_out_of_throws (chili, p);
    }
  g_assert_cmpuint (pips_game_get_round (PIPS_GAME (chili)), <=, PIPS_CHILI_N_ROUNDS);

  /* The end can be undone and redone too. */
  {
    g_autofree char *before = fingerprint (chili);
    g_autofree char *after = NULL;

    g_assert_true (pips_session_undo (session));
    g_assert_false (pips_session_get_is_over (session));
    g_assert_true (pips_session_redo (session));
    g_assert_true (pips_session_get_is_over (session));
    after = fingerprint (chili);
    g_assert_cmpstr (before, ==, after);
  }

  counts->n_events += n_events;
}


/* The games are independent: workers take the next seed until all are played, so that the test
 * takes a few seconds on a machine with several cores. Each game depends only on its seed. */
typedef struct
{
  guint  first;
  guint  end;
  guint  next;     /* atomic */
  GMutex lock;
  Counts counts;
} Run;

static gpointer
worker (gpointer data)
{
  Run *run = data;
  Counts counts = { 0, };
  guint seed;

  while ((seed = run->first + (guint) g_atomic_int_add ((int *) &run->next, 1)) < run->end)
    {
      pips_test_random_seed (seed);
      /* Every 200th game checks undo and redo after every single event. */
      play_game (seed, seed % 200 == 0 || g_test_thorough (), &counts);
    }

  g_mutex_lock (&run->lock);
  run->counts.n_events += counts.n_events;
  run->counts.n_refused += counts.n_refused;
  run->counts.n_out += counts.n_out;
  run->counts.n_undo_checks += counts.n_undo_checks;
  run->counts.n_file_checks += counts.n_file_checks;
  g_mutex_unlock (&run->lock);

  return NULL;
}

static void
test_random_games (void)
{
  guint n_games = pips_test_random_games ();
  guint n_workers = pips_test_random_threads (n_games);
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  gint64 start = g_get_monotonic_time ();
  Run run = { 0, };

  run.first = pips_test_random_first ();
  run.end = run.first + n_games;
  g_mutex_init (&run.lock);

  for (guint i = 0; i < n_workers; i++)
    g_ptr_array_add (threads, g_thread_new ("chili-random", worker, &run));
  for (guint i = 0; i < n_workers; i++)
    g_thread_join (g_ptr_array_index (threads, i));
  g_mutex_clear (&run.lock);

  g_test_message ("%u games, %u events, %u refused entries, %u players out of throws, "
                  "%u undo/redo checks (%u of them also of the file), %u threads, %.2f s",
                  n_games, run.counts.n_events, run.counts.n_refused, run.counts.n_out,
                  run.counts.n_undo_checks, run.counts.n_file_checks, n_workers, (g_get_monotonic_time () - start) / 1e6);

  /* The random tables reach every corner: refused entries, players out of throws. */
  if (n_games >= 1000)
    {
      g_assert_cmpuint (run.counts.n_refused, >, 100);
      g_assert_cmpuint (run.counts.n_out, >, 100);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chili/random/games", test_random_games);

  return g_test_run ();
}
