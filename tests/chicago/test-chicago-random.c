/* test-chicago-random.c — random legal games of Chicago over random house rules
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game has 2–10 players and a random value for every rule option. The events are the
 * rules' own random legal ones (pips_game_build_random_event()), mixed with random entries a
 * table might get wrong. After every event: the mats are conserved, a follower stopped only once
 * they beat the announcement or their attempts ran out, and undo then redo gives the identical
 * state (after every event of every fiftieth game, and every 25th event of the others: undo
 * replays the log, so checking every event of every game would cost the square of its length);
 * a refused entry changes nothing; every game ends. Game k plays from seed SEED + k − 1;
 * PIPS_RANDOM_GAMES sets how many games (a few hundred by default, 10 000 with
 * `build-aux/dev test --full`), PIPS_RANDOM_FIRST=k PIPS_RANDOM_GAMES=1 plays game k alone.
 */

#include "config.h"

#include <locale.h>

#include "chicago-test-util.h"
#include "pips-test-util.h"

#define SEED       20261124
#define MAX_EVENTS 20000

typedef struct
{
  guint events;
  guint refused;
  guint stands;
  guint exchanges;
  guint overeager;
  guint roll_offs;
  guint chic_winners;
  guint last_two;
  guint longest;
} Stats;

static JsonObject *
random_options (GRand *rand)
{
  const PipsGameInfo *info = &pips_chicago_game_info;
  JsonObject *options = json_object_new ();

  for (guint i = 0; i < info->n_options; i++)
    {
      const PipsRuleOption *o = &info->options[i];

      switch (o->kind)
        {
        case PIPS_OPTION_BOOL:
          json_object_set_boolean_member (options, o->id, g_rand_boolean (rand));
          break;
        case PIPS_OPTION_INT:
          json_object_set_int_member (options, o->id, g_rand_int_range (rand, o->min, MIN (o->max, 15) + 1));
          break;
        case PIPS_OPTION_CHOICE:
          json_object_set_string_member (options, o->id, o->choices[g_rand_int_range (rand, 0, o->n_choices)].id);
          break;
        case PIPS_OPTION_TEXT:
        default:
          break;
        }
    }

  return options;
}

/* What the page and the summary show of the game now, from the public API (the whole summary
 * grows with the game, so it is compared only at undo and redo). */
static char *
fingerprint (PipsSession *session)
{
  PipsChicagoGame *game = CHICAGO (session);
  guint n = pips_session_get_n_players (session);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *status = pips_game_dup_status (PIPS_GAME (game));
  g_autofree char *last = pips_chicago_game_dup_last_round_text (game);
  PipsChicagoAnnouncement a;
  PipsChicagoDice d;
  PipsTurn turn;
  int worst;

  pips_chicago_game_get_announcement (game, &a);
  pips_chicago_game_get_dice (game, &d);
  pips_game_get_turn (PIPS_GAME (game), &turn);
  g_string_append_printf (text, "%s\n%s\n%u %u %u %u %" G_GINT64_MODIFIER "x %u\n", status, last,
                          pips_chicago_game_get_stage (game), pips_chicago_game_get_stack (game),
                          pips_chicago_game_get_out (game), pips_game_get_round (PIPS_GAME (game)),
                          turn.may_act, pips_session_get_cursor (session));
  g_string_append_printf (text, "%d %u %u %u %u %d %d\n", a.made, a.attempts, a.counting, a.direction,
                          a.value, a.chic, a.forced);
  g_string_append_printf (text, "%u%u%u %d%d%d %u %u %d %d %d\n", d.faces[0], d.faces[1], d.faces[2],
                          d.aside[0], d.aside[1], d.aside[2], d.attempt, d.limit, d.beats, d.must_throw,
                          d.can_exchange);
  /* The worst so far is someone who has finished a turn in the round. */
  worst = pips_chicago_game_get_worst_so_far (game);
  g_assert_cmpint (worst, >=, -1);
  g_assert_cmpint (worst, <, (int) n);
  if (worst >= 0)
    {
      g_autofree char *worst_result = pips_chicago_game_dup_round_result_text (game, worst);

      g_assert_nonnull (worst_result);
    }
  g_string_append_printf (text, "worst so far %d\n", worst);

  for (guint p = 0; p < n; p++)
    {
      /* What the sheet says the player made in this round: a text, or nothing yet. */
      g_autofree char *result = pips_chicago_game_dup_round_result_text (game, p);

      g_assert_true (result == NULL || result[0] != '\0');
      g_string_append_printf (text, "%u %u %u %u %s\n", pips_chicago_game_get_mats (game, p),
                              pips_chicago_game_get_owes (game, p), pips_chicago_game_get_player_state (game, p),
                              pips_chicago_game_get_roll_off_face (game, p), result != NULL ? result : "-");
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
state_of (PipsSession *session)
{
  g_autoptr(JsonObject) summary = pips_game_dup_summary (pips_session_get_game (session));
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), summary);
  g_autofree char *status = pips_game_dup_status (pips_session_get_game (session));
  g_autofree char *json = json_to_string (node, FALSE);

  return g_strconcat (json, "\n", status, NULL);
}

static void
check_mats (PipsChicagoGame *game,
            guint            n_players)
{
  guint sum = pips_chicago_game_get_stack (game) + pips_chicago_game_get_out (game);

  for (guint p = 0; p < n_players; p++)
    {
      sum += pips_chicago_game_get_mats (game, p);
      if (pips_chicago_game_get_player_state (game, p) == PIPS_CHICAGO_WON ||
          pips_chicago_game_get_player_state (game, p) == PIPS_CHICAGO_WON_CHIC)
        g_assert_cmpuint (pips_chicago_game_get_mats (game, p), ==, 0);
    }

  g_assert_cmpuint (sum, ==, pips_chicago_game_get_total_mats (game));
}

/* An entry a table might make, right or wrong. */
static JsonObject *
random_entry (GRand *rand,
              guint  n_players)
{
  guint player = g_rand_int_range (rand, 0, n_players);
  guint8 faces[3];
  gboolean aside[3];

  for (guint i = 0; i < 3; i++)
    {
      faces[i] = g_rand_int_range (rand, 1, 7);
      aside[i] = g_rand_int_range (rand, 0, 4) == 0;
    }

  switch (g_rand_int_range (rand, 0, 7))
    {
    case 0:
      return pips_chicago_build_throw (player, faces, aside);
    case 1:
      return pips_chicago_build_stand (player);
    case 2:
      return pips_chicago_build_exchange (player);
    case 3:
      return pips_chicago_build_announce (player, g_rand_int_range (rand, 0, 2), g_rand_int_range (rand, 0, 2));
    case 4:
      return pips_chicago_build_die (player, g_rand_int_range (rand, 1, 7));
    case 5:
      return pips_chicago_build_starter (player, FALSE);
    default:
      return pips_chicago_build_overeager (player, g_rand_boolean (rand));
    }
}

static void
play (guint32  seed,
      Stats   *stats)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  guint n_players = g_rand_int_range (rand, 2, 11);
  g_autoptr(JsonObject) options = random_options (rand);
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;
  PipsChicagoGame *game;
  guint n_events = 0;

  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (chicago_names[i]);
  session = pips_session_new ("chicago", (const char * const *) players, options, &error);
  g_assert_no_error (error);
  game = CHICAGO (session);

  /* Half the games begin with the start player named, half throw for it. */
  if (seed % 2 == 0)
    {
      g_autoptr(GPtrArray) setup = pips_game_list_setup_events (PIPS_GAME (game), 0, FALSE);

      for (guint i = 0; i < setup->len; i++)
        g_assert_true (pips_session_append (session, g_ptr_array_index (setup, i), NULL));
    }

  while (!pips_game_is_over (PIPS_GAME (game)))
    {
      g_autoptr(JsonObject) event = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autofree char *again = NULL;
      PipsChicagoDice dice;
      PipsChicagoAnnouncement announced;
      int current = pips_chicago_game_get_current_player (game);
      guint round = pips_game_get_round (PIPS_GAME (game));
      const char *type;
      gboolean check, mistake;

      g_assert_cmpuint (n_events, <, MAX_EVENTS);
      pips_chicago_game_get_dice (game, &dice);
      pips_chicago_game_get_announcement (game, &announced);
      check = seed % 50 == 0 || n_events % 25 == 24;
      mistake = g_rand_int_range (rand, 0, 8) == 0;
      if (check || mistake)
        before = fingerprint (session);

      /* A random entry: accepted or refused, a refused one changes nothing. */
      if (mistake)
        {
          g_autoptr(JsonObject) entry = random_entry (rand, n_players);
          g_autoptr(GError) refusal = NULL;

          if (!pips_session_append (session, entry, &refusal))
            {
              g_autofree char *unchanged = fingerprint (session);

              g_assert_nonnull (refusal);
              g_assert_true (refusal->domain == PIPS_GAME_ERROR);
              g_assert_cmpstr (unchanged, ==, before);
              stats->refused++;
              continue;
            }
          event = g_steal_pointer (&entry);
        }
      else
        {
          event = pips_game_build_random_event (PIPS_GAME (game), roller);
          g_assert_nonnull (event);
          if (!pips_session_append (session, event, &error))
            g_error ("seed %u, event %u: a legal event was refused: %s", seed, n_events, error->message);
        }
      n_events++;
      type = json_object_get_string_member (event, "type");

      /* The follower rule: a follower stops only once beaten or at the last attempt. */
      if (g_str_equal (type, "stand"))
        {
          g_assert_true (announced.made);
          g_assert_true (dice.beats);
          stats->stands++;
        }
      if (g_str_equal (type, "throw") && announced.made && current >= 0 &&
          (pips_chicago_game_get_current_player (game) != current || pips_game_get_round (PIPS_GAME (game)) != round ||
           pips_chicago_game_get_stage (game) != PIPS_CHICAGO_STAGE_PLAY))
        g_assert_cmpuint (dice.attempt + 1, ==, announced.attempts);
      if (g_str_equal (type, "exchange"))
        stats->exchanges++;
      if (g_str_equal (type, "overeager"))
        stats->overeager++;
      if (pips_chicago_game_get_stage (game) == PIPS_CHICAGO_STAGE_ROLL_OFF)
        stats->roll_offs++;

      check_mats (game, n_players);

      /* Undo gives the state before, redo the state after (in every fiftieth game the whole
       * summary too). */
      if (!check)
        continue;
      after = fingerprint (session);
      g_assert_true (pips_session_undo (session));
      {
        g_autofree char *undone = fingerprint (session);

        g_assert_cmpstr (undone, ==, before);
      }
      g_assert_true (pips_session_redo (session));
      again = fingerprint (session);
      g_assert_cmpstr (again, ==, after);
      if (seed % 50 == 0)
        {
          g_autofree char *summary = state_of (session);
          g_autofree char *summary_again = NULL;

          g_assert_true (pips_session_undo (session));
          g_assert_true (pips_session_redo (session));
          summary_again = state_of (session);
          g_assert_cmpstr (summary_again, ==, summary);
        }
    }

  for (guint p = 0; p < n_players; p++)
    {
      if (pips_chicago_game_get_player_state (game, p) == PIPS_CHICAGO_WON_CHIC)
        stats->chic_winners++;
    }
  {
    guint losers = 0;

    for (guint p = 0; p < n_players; p++)
      losers += pips_chicago_game_get_player_state (game, p) == PIPS_CHICAGO_LOST;
    g_assert_cmpuint (losers, >=, 1);
    g_assert_cmpuint (losers, <=, 2);
    stats->last_two += losers == 2;
  }

  stats->events += n_events;
  stats->longest = MAX (stats->longest, n_events);
}

static void
test_random_games (void)
{
  Stats stats = { 0, };
  guint n = pips_test_random_games ();
  guint first = pips_test_random_first ();

  for (guint i = first; i < first + n; i++)
    {
      pips_test_random_seed (i);
      play (SEED + i - 1, &stats);
    }
  pips_test_random_seed (0);

  g_test_message ("%u games, %u events (the longest %u), %u refused entries, %u stands, "
                  "%u exchanges, %u over-eager, %u roll-off steps, %u Chic winners, "
                  "%u games where the last two lost",
                  n, stats.events, stats.longest, stats.refused, stats.stands, stats.exchanges,
                  stats.overeager, stats.roll_offs, stats.chic_winners, stats.last_two);

  /* The random games reach every part of the rules. */
  g_assert_cmpuint (stats.refused, >, 0);
  g_assert_cmpuint (stats.stands, >, 0);
  g_assert_cmpuint (stats.exchanges, >, 0);
  g_assert_cmpuint (stats.overeager, >, 0);
  g_assert_cmpuint (stats.roll_offs, >, 0);
  g_assert_cmpuint (stats.chic_winners, >, 0);
  g_assert_cmpuint (stats.last_two, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chicago/random-games", test_random_games);

  return g_test_run ();
}
