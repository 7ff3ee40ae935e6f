/* test-family-album-sessions.c — three complete games worked out by hand, as session files
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each file under tests/data is checked through `pips --summary --format=json`, the way anyone
 * can check a saved game: every throw's settlement, line by line, and the chips after it, as
 * worked out by hand from the rules (the figures are in the comments).
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

/* One line of a settlement: kind, from, to, chips (all owed unless said otherwise). */
typedef struct
{
  const char *kind;
  const char *from;
  const char *to;
  gint64      chips;
  gint64      owed;
} Line;

typedef struct
{
  gint64      turn;
  const char *roller;
  const char *picture;
  gboolean    success;
  Line        lines[6];
  gboolean    ends_game;
  gint64      chips[4];
  gint64      bank;
} Throw;

static JsonObject *
summary_of (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                              g_getenv ("PIPS"), "--summary", "--format=json", path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_cmpstr (err, ==, "");

  node = json_from_string (out, &error);
  g_assert_no_error (error);

  return json_object_ref (json_node_get_object (node));
}

static void
check_game (const char   *file,
            const char   *status,
            const Throw  *throws,
            guint         n_throws,
            guint         n_players)
{
  g_autoptr(JsonObject) summary = summary_of (file);
  JsonObject *state = json_object_get_object_member (summary, "state");
  JsonArray *array = json_object_get_array_member (state, "throws");
  JsonArray *players = json_object_get_array_member (state, "players");
  gint64 total = json_object_get_int_member (state, "total_chips");

  g_assert_cmpstr (json_object_get_string_member (summary, "game"), ==, "family-album");
  g_assert_true (json_object_get_boolean_member (summary, "over"));
  g_assert_cmpstr (json_object_get_string_member (summary, "status"), ==, status);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (state, "album"), "example"));
  g_assert_cmpuint (json_array_get_length (array), ==, n_throws);

  for (guint i = 0; i < n_throws; i++)
    {
      JsonObject *t = json_array_get_object_element (array, i);
      JsonArray *lines = json_object_get_array_member (t, "settlement");
      JsonArray *chips = json_object_get_array_member (t, "chips");
      gint64 sum = json_object_get_int_member (t, "bank");
      guint n_lines = 0;

      while (n_lines < G_N_ELEMENTS (throws[i].lines) && throws[i].lines[n_lines].kind != NULL)
        n_lines++;

      g_assert_cmpint (json_object_get_int_member (t, "turn"), ==, throws[i].turn);
      g_assert_cmpstr (json_object_get_string_member (t, "roller"), ==, throws[i].roller);
      g_assert_cmpstr (json_object_get_string_member (t, "picture"), ==, throws[i].picture);
      g_assert_cmpint (json_object_get_boolean_member (t, "success"), ==, throws[i].success);
      g_assert_cmpint (json_object_get_boolean_member (t, "ends_game"), ==, throws[i].ends_game);
      g_assert_cmpuint (json_array_get_length (lines), ==, n_lines);
      for (guint k = 0; k < n_lines; k++)
        {
          JsonObject *line = json_array_get_object_element (lines, k);
          const Line *want = &throws[i].lines[k];

          g_assert_cmpstr (json_object_get_string_member (line, "kind"), ==, want->kind);
          g_assert_cmpstr (json_object_get_string_member (line, "from"), ==, want->from);
          g_assert_cmpstr (json_object_get_string_member (line, "to"), ==, want->to);
          g_assert_cmpint (json_object_get_int_member (line, "chips"), ==, want->chips);
          g_assert_cmpint (json_object_get_int_member (line, "owed"), ==, want->owed ? want->owed : want->chips);
        }
      g_assert_cmpint (json_object_get_int_member (t, "bank"), ==, throws[i].bank);
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpint (json_array_get_int_element (chips, p), ==, throws[i].chips[p]);
          sum += json_array_get_int_element (chips, p);
        }
      /* Bank + players = the starting total, after every throw. */
      g_assert_cmpint (sum, ==, total);
    }

  /* The players' chips now are those after the last throw. */
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, p), "chips"),
                     ==, throws[n_throws - 1].chips[p]);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (state, "bank"), "chips"),
                   ==, throws[n_throws - 1].bank);
}

/* Two players, 15 chips each, stakes 1–10; the bank 90 − 30 = 60.
 * 1. Ann 10 on Bart (1 die), Bob no 10; Lisa: a miss. Ann 15 − 10 = 5, Bob 15 + 10 = 25, bank 60.
 * 2. Bob 3 on "Zweimal Homer" (2 dice), Ann yes 5; Homer and a joker: made, every die placed.
 *    Bob 25 + 3 + 5 (bonus) = 33, Ann 5 + 5 = 10, bank 60 − 13 = 47.
 * 3. Ann 10 on "Homer und Marge" (3 dice), Bob no 10; Marge, Bart, Lisa: a miss. Ann pays 10 and
 *    has none: the game ends at once, Bob's line is dropped. Ann 0, Bob 33, bank 57. */
static void
test_two_players (void)
{
  const Throw throws[] = {
    { 1, "Ann", "Bart", FALSE, { { "roller", "Ann", "bank", 10 }, { "no", "bank", "Bob", 10 } },
      FALSE, { 5, 25 }, 60 },
    { 2, "Bob", "Zweimal Homer", TRUE, { { "roller", "bank", "Bob", 3 }, { "yes", "bank", "Ann", 5 },
                                         { "bonus", "bank", "Bob", 5 } },
      FALSE, { 10, 33 }, 47 },
    { 3, "Ann", "Homer und Marge", FALSE, { { "roller", "Ann", "bank", 10 } },
      TRUE, { 0, 33 }, 57 },
  };

  check_game ("family-album-2p.json", "Game over · Bob wins", throws, G_N_ELEMENTS (throws), 2);
}

/* Four players, 10 chips each; the bank 90 − 40 = 50.
 * 1. Ann 1 on Bart, Bob yes 1, Cid no 1, Dee yes 1; Lisa: a miss. 9, 9, 11, 9; bank 52.
 * 2. Bob 3 on "Homer und Marge" (3 dice), Cid no 2, Dee yes 3, Ann no 5 (settled from Bob
 *    clockwise: Cid, Dee, Ann); Homer, joker, Lisa: made, 1 die left. Bob 9 + 3 + 2 + 5 = 19,
 *    Cid 11 − 2 = 9, Dee 9 + 3 = 12, Ann 9 − 5 = 4; bank 52 − 6 = 46.
 * 3. Bob goes on with the last die: 1 on Bart; Cid yes 1, Dee no 1, Ann yes 1; Bart: made, every
 *    die placed: 5 chips bonus. Bob 19 + 1 + 1 + 5 = 26, Cid 10, Dee 11, Ann 5; bank 38.
 * 4. Cid 5 on Bart; everyone no 5; a miss. Cid 5, Dee 16, Ann 10, Bob 31; bank 28.
 * 5. Dee 5 on Bart; everyone yes 5; Marge: a miss. Dee 11, Ann 5, Bob 26, Cid 0: the game ends.
 *    Bank 48. */
static void
test_four_players_bonus (void)
{
  const Throw throws[] = {
    { 1, "Ann", "Bart", FALSE, { { "roller", "Ann", "bank", 1 }, { "yes", "Bob", "bank", 1 },
                                 { "no", "bank", "Cid", 1 }, { "yes", "Dee", "bank", 1 } },
      FALSE, { 9, 9, 11, 9 }, 52 },
    { 2, "Bob", "Homer und Marge", TRUE, { { "roller", "bank", "Bob", 3 }, { "no", "Cid", "Bob", 2 },
                                           { "yes", "bank", "Dee", 3 }, { "no", "Ann", "Bob", 5 } },
      FALSE, { 4, 19, 9, 12 }, 46 },
    { 2, "Bob", "Bart", TRUE, { { "roller", "bank", "Bob", 1 }, { "yes", "bank", "Cid", 1 },
                                { "no", "Dee", "Bob", 1 }, { "yes", "bank", "Ann", 1 },
                                { "bonus", "bank", "Bob", 5 } },
      FALSE, { 5, 26, 10, 11 }, 38 },
    { 3, "Cid", "Bart", FALSE, { { "roller", "Cid", "bank", 5 }, { "no", "bank", "Dee", 5 },
                                 { "no", "bank", "Ann", 5 }, { "no", "bank", "Bob", 5 } },
      FALSE, { 10, 31, 5, 16 }, 28 },
    { 4, "Dee", "Bart", FALSE, { { "roller", "Dee", "bank", 5 }, { "yes", "Ann", "bank", 5 },
                                 { "yes", "Bob", "bank", 5 }, { "yes", "Cid", "bank", 5 } },
      TRUE, { 5, 26, 0, 11 }, 48 },
  };

  check_game ("family-album-4p-bonus.json", "Game over · Bob wins", throws, G_N_ELEMENTS (throws), 4);
}

/* Three players and no red chips: the bank 50 − 30 = 20.
 * 1. Ralf 5 on Bart, Heike no 2, Anke yes 5; Bart: made, every die placed. Ralf 10 + 5 + 2 + 5 =
 *    22, Heike 8, Anke 15; bank 20 − 15 = 5.
 * 2. Heike 5 on "Homer und Marge" (2 dice), Anke yes 5, Ralf yes 5; Homer, Marge: made. The bank
 *    pays Heike its last 5 chips and has none: the game ends inside the settlement, Anke's and
 *    Ralf's lines and the bonus are dropped. Ralf 22, Heike 13, Anke 15; bank 0. */
static void
test_ends_inside_settlement (void)
{
  const Throw throws[] = {
    { 1, "Ralf", "Bart", TRUE, { { "roller", "bank", "Ralf", 5 }, { "no", "Heike", "Ralf", 2 },
                                 { "yes", "bank", "Anke", 5 }, { "bonus", "bank", "Ralf", 5 } },
      FALSE, { 22, 8, 15 }, 5 },
    { 2, "Heike", "Homer und Marge", TRUE, { { "roller", "bank", "Heike", 5 } },
      TRUE, { 22, 13, 15 }, 0 },
  };

  check_game ("family-album-bank-runs-out.json", "Game over · Ralf wins", throws, G_N_ELEMENTS (throws), 3);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/family-album/sessions/two-players", test_two_players);
  g_test_add_func ("/family-album/sessions/four-players-bonus", test_four_players_bonus);
  g_test_add_func ("/family-album/sessions/ends-inside-settlement", test_ends_inside_settlement);

  return g_test_run ();
}
