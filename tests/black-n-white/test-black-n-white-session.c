/* test-black-n-white-session.c — a complete 4-player game, worked out by hand, as a session file
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include <string.h>

#include "black-n-white-test-utils.h"
#include "pips-black-n-white-rules.h"
#include "pips-session.h"

/* tests/data/black-n-white-4p.json, worked out by hand
 * ====================================================
 *
 * Anna (0), Ben (1), Carla (2), Dora (3); the default options: 2 chips per player, so 8 chips in
 * the middle; of equal results the later is worse. Results are black-white; "b" or "w" says which
 * die the round's first non-double result made the tens; (n) is the number of throws. Phase 1:
 * the lowest takes a chip and starts the next round. Chips are listed as middle | A B C D | out.
 *
 * Event 1: the table says Anna (the youngest) starts.
 *
 * Phase 1
 * Round 1 (events 2–6), Anna starts, order A B C D:
 *   Anna 3-3 (2): a double, limit 2. Ben 5-2 (1): the first non-double, Ben makes black the
 *   tens: 52. Carla 2-4 (2): 24. Dora 6-1 (2): 61.
 *   Rank: double 3 > 61 > 52 > 24. Lowest Carla takes.          7 | 0 0 1 0 | 0
 *   (With white as tens Carla would have 42 and Ben 25: the colour decides.)
 * Round 2 (events 7–11), Carla starts, order C D A B:
 *   Carla 4-1 (3), makes black the tens: 41; limit 3. Dora 2-1 (3), entered throw by throw:
 *   2-6, keeps black 2-3, keeps black 2-1: 21. Anna 5-5 (1). Ben 6-2 (2): 62.
 *   Lowest Dora 21 takes.                                         6 | 0 0 1 1 | 0
 * Round 3 (events 12–16), Dora starts, order D A B C:
 *   Dora 1-2 (1), makes white the tens: 21; limit 1. Anna 2-5 (1): 52. Ben 6-6 (1).
 *   Carla 4-3 (1): 34. Lowest Dora 21 takes.                      5 | 0 0 1 2 | 0
 * Round 4 (events 17–21), Dora starts, order D A B C:
 *   Dora 2-2 (2), limit 2. Anna 1-1 (2). Ben 6-3 (1), the first non-double, black: 63.
 *   Carla 6-3 (2): 63. Ben and Carla tie lowest; Carla threw later, so Carla takes.
 *                                                                 4 | 0 0 2 2 | 0
 * Round 5 (events 22–26), Carla starts, order C D A B:
 *   Carla 6-6 (1), limit 1. Dora 5-5 (1). Anna 2-4 (1): two doubles before her, so Anna
 *   chooses: white, 42. Ben 4-1 (1): 14. Lowest Ben takes.        3 | 0 1 2 2 | 0
 * Round 6 (events 27–31), Ben starts, order B C D A:
 *   Ben 5-3 (3), black: 53. Carla 1-2 (3): 12. Dora 4-2 (2): 42. Anna 6-5 (1): 65.
 *   Lowest Carla takes.                                           2 | 0 1 3 2 | 0
 * Round 7 (events 32–36), Carla starts, order C D A B:
 *   Carla 3-5 (2), white: 53. Dora 2-3 (2): 32. Anna 6-4 (1): 46. Ben 1-1 (2).
 *   Lowest Dora takes.                                            1 | 0 1 3 3 | 0
 * Round 8 (events 37–40), Dora starts, order D A B C:
 *   Dora 4-4 (3), Anna 3-3 (3), Ben 6-6 (2), Carla 2-2 (3): all doubles, no tens colour.
 *   Lowest double 2: Carla takes the last chip.                   0 | 0 1 4 3 | 0
 *   The middle is empty: Anna holds no chip, has won and leaves (rank 1). Ben, Carla and Dora
 *   hold chips: phase 2.
 *
 * Phase 2: the most chips start; the highest puts a chip out of the game.
 * Round 9 (events 41–44), Carla (4) starts, order C D B (Anna has left):
 *   Carla 5-4 (2), black: 54. Dora 4-6 (2): 46. Ben 3-3 (1): a double, the highest.
 *   Ben puts his only chip out, has won and leaves (rank 2).      0 | 0 0 4 3 | 1
 * Round 10 (events 45–47), Carla (4 against 3) starts, order C D:
 *   Carla 2-6 (1), white: 62. Dora 5-5 (1). Dora puts a chip out. 0 | 0 0 4 2 | 2
 * Round 11 (events 48–50), Carla (4) starts:
 *   Carla 6-6 (3). Dora 1-5 (2), the first non-double, white: 51. Carla puts a chip out.
 *                                                                 0 | 0 0 3 2 | 3
 * Round 12 (events 51–53), Carla (3) starts:
 *   Carla 6-5 (1), black: 65. Dora 5-6 (1): 56. Carla puts a chip out.
 *                                                                 0 | 0 0 2 2 | 4
 * Round 13 (events 54–57): Carla and Dora have 2 each; they roll off for the start and the table
 *   says Dora won it (event 54). Order D C.
 *   Dora 4-3 (2), black: 43. Carla 4-3 (2): 43. Equal: Carla's is later and so worse; Dora
 *   puts a chip out.                                              0 | 0 0 2 1 | 5
 * Round 14 (events 58–60), Carla (2 against 1) starts, order C D:
 *   Carla 3-1 (3), black: 31. Dora 2-2 (3): a double, the highest. Dora puts her last chip out,
 *   has won and leaves (rank 3). Carla is the last holder and has lost (rank 4), with 2 chips.
 *                                                                 0 | 0 0 2 0 | 6
 *
 * Conserved at every line: middle + players + out = 8.
 * Standings: Anna 1, Ben 2, Dora 3 (the order they left), Carla 4 with 2 chips. Round 14.
 */

typedef struct
{
  guint       cursor;
  const char *chips;
  const char *outcome;
} Checkpoint;

static const Checkpoint checkpoints[] = {
  { 6, "7 | 0 0 1 0 | 0", "Carla takes a chip" },
  { 11, "6 | 0 0 1 1 | 0", "Dora takes a chip" },
  { 16, "5 | 0 0 1 2 | 0", "Dora takes a chip" },
  { 21, "4 | 0 0 2 2 | 0", "Carla takes a chip" },
  { 26, "3 | 0 1 2 2 | 0", "Ben takes a chip" },
  { 31, "2 | 0 1 3 2 | 0", "Carla takes a chip" },
  { 36, "1 | 0 1 3 3 | 0", "Dora takes a chip" },
  { 40, "0 | 0 1 4 3 | 0", "Carla takes the last chip: phase 2 begins" },
  { 44, "0 | 0 0 4 3 | 1", "Ben puts their last chip out and has won" },
  { 47, "0 | 0 0 4 2 | 2", "Dora puts a chip out" },
  { 50, "0 | 0 0 3 2 | 3", "Carla puts a chip out" },
  { 53, "0 | 0 0 2 2 | 4", "Carla puts a chip out" },
  { 57, "0 | 0 0 2 1 | 5", "Dora puts a chip out" },
  { 60, "0 | 0 0 2 0 | 6", "Dora puts their last chip out and has won; Carla has lost" },
};

static const char *expected_summary =
  "{\"game\":\"black-n-white\",\"over\":true,\"round\":14,\"standings\":["
  "{\"player\":\"Anna\",\"rank\":1,\"chips\":0},"
  "{\"player\":\"Ben\",\"rank\":2,\"chips\":0},"
  "{\"player\":\"Dora\",\"rank\":3,\"chips\":0},"
  "{\"player\":\"Carla\",\"rank\":4,\"chips\":2}]}";

static PipsSession *
load_session (void)
{
  g_autoptr(GError) error = NULL;
  const char *path = g_test_get_filename (G_TEST_DIST, "data", "black-n-white-4p.json", NULL);
  PipsSession *session = pips_session_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);

  return session;
}

static char *
chips_text (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%u |", pips_black_n_white_game_get_middle (self));
  for (guint p = 0; p < pips_game_get_n_players (game); p++)
    g_string_append_printf (text, " %u", pips_black_n_white_game_get_chips (self, p));
  g_string_append_printf (text, " | %u", pips_black_n_white_game_get_out (self));

  return g_string_free (text, FALSE);
}

/* The members of the first summary stay where they were; the whole state comes beside them. */
static void
assert_summary (const char *summary)
{
    g_autoptr(JsonNode) node = json_from_string (summary, NULL);
    JsonObject *root = json_node_get_object (node);
    JsonArray *standings = json_object_get_array_member (root, "standings");
    JsonObject *state = json_object_get_object_member (root, "state");
    g_autoptr(JsonBuilder) builder = json_builder_new ();
    g_autoptr(JsonNode) old = NULL;
    g_autofree char *old_text = NULL;

    json_builder_begin_object (builder);
    json_builder_set_member_name (builder, "game");
    json_builder_add_string_value (builder, json_object_get_string_member (root, "game"));
    json_builder_set_member_name (builder, "over");
    json_builder_add_boolean_value (builder, json_object_get_boolean_member (root, "over"));
    json_builder_set_member_name (builder, "round");
    json_builder_add_int_value (builder, json_object_get_int_member (root, "round"));
    json_builder_set_member_name (builder, "standings");
    json_builder_begin_array (builder);
    for (guint i = 0; i < json_array_get_length (standings); i++)
      {
        JsonObject *standing = json_array_get_object_element (standings, i);

        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "player");
        json_builder_add_string_value (builder, json_object_get_string_member (standing, "player"));
        json_builder_set_member_name (builder, "rank");
        json_builder_add_int_value (builder, json_object_get_int_member (standing, "rank"));
        json_builder_set_member_name (builder, "chips");
        json_builder_add_int_value (builder, json_object_get_int_member (standing, "chips"));
        json_builder_end_object (builder);
        g_assert_cmpstr (json_object_get_string_member (standing, "unit"), ==, "chips");
      }
    json_builder_end_array (builder);
    json_builder_end_object (builder);
    old = json_builder_get_root (builder);
    old_text = json_to_string (old, FALSE);
    g_assert_cmpstr (old_text, ==, expected_summary);

    /* Every chip is somewhere: 8 in all, none in the middle, 6 out, Carla's 2 in her hand. */
    g_assert_cmpint (json_object_get_int_member (state, "total_chips"), ==, 8);
    g_assert_cmpint (json_object_get_int_member (state, "middle"), ==, 0);
    g_assert_cmpint (json_object_get_int_member (state, "out"), ==, 6);
    g_assert_cmpint (json_object_get_int_member (state, "phase"), ==, 2);
    g_assert_cmpstr (json_object_get_string_member (root, "status"), ==, "Game over · Carla has lost");
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_object_get_object_member (root, "turn"), "expects")), ==, 0);
}

static void
test_summary (void)
{
  g_autoptr(PipsSession) session = load_session ();
  g_autofree char *summary = pips_session_summary_json (session);

  g_assert_cmpstr (pips_session_get_game_id (session), ==, "black-n-white");
  g_assert_cmpuint (pips_session_get_n_events (session), ==, 60);
  g_assert_cmpuint (pips_session_get_cursor (session), ==, 60);
  g_assert_true (pips_session_get_is_over (session));

  assert_summary (summary);
}

static void
test_summary_text (void)
{
  g_autoptr(PipsSession) session = load_session ();
  g_autofree char *text = pips_session_summary_text (session);

  /* The sheet (chips and phase) and the standings. */
  g_assert_nonnull (strstr (text, "Game over · Carla has lost\n"));
  g_assert_nonnull (strstr (text, "Phase 2 · Round 14\n"
                                  "In the middle: 0\n"
                                  "Out of the game: 6\n"
                                  "Anna: 0 chips (won)\n"
                                  "Ben: 0 chips (won)\n"
                                  "Carla: 2 chips (lost)\n"
                                  "Dora: 0 chips (won)\n"));
  g_assert_nonnull (strstr (text, "Round 14\n"
                                  "  Dora: Double 2 in 3 throws\n"
                                  "  Carla: 31 in 3 throws\n"
                                  "  Dora puts their last chip out and has won; Carla has lost\n"));
}

/* Replays the file's events one by one on a fresh game: the hand computation above, round by
 * round, with chips conserved after every event. */
static void
test_rounds (void)
{
  g_autoptr(PipsSession) session = load_session ();
  g_autoptr(PipsGame) game = NULL;
  guint next = 0;

  game = pips_game_new (pips_session_get_game_info (session),
                        pips_session_get_players (session),
                        pips_session_get_options (session));

  for (guint i = 0; i < pips_session_get_n_events (session); i++)
    {
      g_autoptr(JsonObject) event = pips_session_dup_event (session, i);
      g_autoptr(GError) error = NULL;

      g_assert_false (pips_game_is_over (game));
      g_assert_true (pips_game_apply (game, event, &error));
      g_assert_no_error (error);
      bnw_assert_conserved (game);

      if (next < G_N_ELEMENTS (checkpoints) && checkpoints[next].cursor == i + 1)
        {
          g_autofree char *chips = chips_text (game);
          g_autofree char *outcome =
            pips_black_n_white_game_dup_last_outcome_text (PIPS_BLACK_N_WHITE_GAME (game));

          g_test_message ("after event %u: %s, %s", i + 1, chips, outcome);
          g_assert_cmpstr (chips, ==, checkpoints[next].chips);
          g_assert_cmpstr (outcome, ==, checkpoints[next].outcome);
          next++;
        }
      else
        {
          /* Between the checkpoints no round ends. */
          g_autofree char *chips = chips_text (game);

          g_assert_cmpstr (chips, ==, next > 0 ? checkpoints[next - 1].chips : "8 | 0 0 0 0 | 0");
        }

      /* The phase changes after round 8 (event 40). */
      g_assert_cmpint (pips_black_n_white_game_get_phase (PIPS_BLACK_N_WHITE_GAME (game)), ==,
                       i + 1 < 40 ? PIPS_BLACK_N_WHITE_PHASE_1 : PIPS_BLACK_N_WHITE_PHASE_2);
    }

  g_assert_cmpuint (next, ==, G_N_ELEMENTS (checkpoints));
  g_assert_true (pips_game_is_over (game));
  g_assert_cmpint (pips_black_n_white_game_get_loser (PIPS_BLACK_N_WHITE_GAME (game)), ==, 2);
}

static void
test_history (void)
{
  g_autoptr(PipsSession) session = load_session ();
  g_auto(GStrv) history = pips_session_dup_history (session);

  g_assert_cmpuint (g_strv_length (history), ==, 60);
  g_assert_cmpstr (history[0], ==, "Anna starts");
  g_assert_cmpstr (history[2], ==, "Ben: Black 5, white 2 in 1 throw");
  g_assert_cmpstr (history[3], ==, "Ben makes the black die the tens");
  g_assert_cmpstr (history[5], ==, "Dora: 61 in 2 throws · Carla takes a chip");
  g_assert_cmpstr (history[20], ==, "Carla: 63 in 2 throws · Carla takes a chip");
  g_assert_cmpstr (history[39], ==,
                   "Carla: Double 2 in 3 throws · Carla takes the last chip: phase 2 begins");
  g_assert_cmpstr (history[53], ==, "Dora starts");
  g_assert_cmpstr (history[59], ==,
                   "Dora: Double 2 in 3 throws · Dora puts their last chip out and has won; "
                   "Carla has lost");
}

static void
test_undo_redo (void)
{
  g_autoptr(PipsSession) session = load_session ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *chips = NULL;
  PipsGame *game = pips_session_get_game (session);

  before = bnw_fingerprint (game);

  /* Back to the end of phase 1. */
  for (guint i = 0; i < 20; i++)
    g_assert_true (pips_session_undo (session));
  g_assert_false (pips_session_get_is_over (session));
  chips = chips_text (game);
  g_assert_cmpstr (chips, ==, "0 | 0 1 4 3 | 0");
  g_assert_cmpint (pips_black_n_white_game_get_round_starter (PIPS_BLACK_N_WHITE_GAME (game)), ==, 2);

  for (guint i = 0; i < 20; i++)
    g_assert_true (pips_session_redo (session));
  after = bnw_fingerprint (game);
  g_assert_cmpstr (before, ==, after);
}

/* A hand-edited file that breaks a rule fails with the event's number and the rule. */
static void
test_damaged (void)
{
  const char *path = g_test_get_filename (G_TEST_DIST, "data", "black-n-white-4p.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = NULL;
  g_autofree char *data = NULL;
  g_autofree char *damaged = NULL;
  const char *needle =
    "{ \"type\" : \"result\", \"player\" : 2, \"black\" : 6, \"white\" : 3, \"throws\" : 2 }";
  char *at;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  damaged = g_strdup (data);
  at = strstr (damaged, needle);
  g_assert_nonnull (at);
  /* Event 21: Carla uses 3 throws where Dora started round 4 with 2. */
  at[strlen (needle) - 3] = '3';

  session = pips_session_new_from_data (damaged, -1, &error);
  g_assert_null (session);
  g_assert_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT);
  g_assert_cmpstr (error->message, ==,
                   "event 21: This round allows 2 throws, as many as Dora used to start it");
}

/* Saving and loading again gives the same file. */
static void
test_round_trip (void)
{
  g_autoptr(PipsSession) session = load_session ();
  g_autoptr(PipsSession) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = pips_session_serialize (session, NULL);
  g_autofree char *text_again = NULL;
  g_autofree char *summary = NULL;

  again = pips_session_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  text_again = pips_session_serialize (again, NULL);
  g_assert_cmpstr (text, ==, text_again);

  summary = pips_session_summary_json (again);
  assert_summary (summary);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/black-n-white/session/summary", test_summary);
  g_test_add_func ("/black-n-white/session/summary-text", test_summary_text);
  g_test_add_func ("/black-n-white/session/rounds", test_rounds);
  g_test_add_func ("/black-n-white/session/history", test_history);
  g_test_add_func ("/black-n-white/session/undo-redo", test_undo_redo);
  g_test_add_func ("/black-n-white/session/damaged", test_damaged);
  g_test_add_func ("/black-n-white/session/round-trip", test_round_trip);

  return g_test_run ();
}
