/* test-statistics.c — the statistics of a fixed set of session files, every figure worked out
 * by hand
 *
 * The set (fixed_set[]): eleven session files of tests/data (all finished) and the three of
 * tests/data/statistics: a Chili Dice game the players ended early, a Black'n'White game in
 * progress and a damaged file. The figures below were counted from the files themselves (their
 * events, and the sheets `pips --summary` prints), as the comments say; none comes from the code
 * under test.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pips-demo.h"
#include "pips-player-names.h"
#include "pips-registry.h"
#include "pips-statistics.h"
#include "pips-store.h"
#include "pips-test-util.h"

/* When the last game of each player changed: the "updated" of the files. */
#define NOV_21_1842 G_GINT64_CONSTANT (1795286520)   /* 2026-11-21T18:42:00Z, chili-4p */
#define NOV_22_2025 G_GINT64_CONSTANT (1795379100)   /* 2026-11-22T20:25:00Z, family-album-4p-bonus */
#define NOV_22_2205 G_GINT64_CONSTANT (1795385144)   /* 2026-11-22T22:05:44Z, chicago-6p-house-rules */
#define NOV_23_1800 G_GINT64_CONSTANT (1795456842)   /* 2026-11-23T18:00:42Z, choice-2p */
#define NOV_24_1000 G_GINT64_CONSTANT (1795514400)   /* 2026-11-24T10:00:00Z, chili-ended-early */
#define NOV_25_0900 G_GINT64_CONSTANT (1795597200)   /* 2026-11-25T09:00:00Z, black-n-white-in-progress */

typedef struct
{
  char *root;
  char *sessions;
  char *cache;
} Fixture;

/* The fixed set: named one by one, so that a session file added to tests/data later changes
 * none of the figures. */
static const char * const fixed_set[] = {
  "black-n-white-4p.json",
  "chicago-6p-house-rules.json",
  "chicago-chic-phase-1.json",
  "chicago-pub-sheet.json",
  "chili-4p.json",
  "choice-2p.json",
  "choice-500.json",
  "choice-jokers.json",
  "family-album-2p.json",
  "family-album-4p-bonus.json",
  "family-album-bank-runs-out.json",
  "statistics/chili-ended-early.json",
  "statistics/black-n-white-in-progress.json",
  "statistics/damaged.json",
};

static void
copy_sessions (const char *to)
{
  for (guint i = 0; i < G_N_ELEMENTS (fixed_set); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", fixed_set[i], NULL);
      g_autofree char *name = g_path_get_basename (fixed_set[i]);
      g_autofree char *text = NULL;
      gsize length;

      text = pips_test_read_file (path, &length);
      pips_test_write_file (to, name, text, length);
    }
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->root = pips_test_make_dir ();
  fixture->sessions = g_build_filename (fixture->root, "sessions", NULL);
  fixture->cache = g_build_filename (fixture->root, "summaries.gvariant", NULL);
  g_mkdir_with_parents (fixture->sessions, 0700);
  copy_sessions (fixture->sessions);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  pips_test_remove_dir (fixture->root);
  g_free (fixture->root);
  g_free (fixture->sessions);
  g_free (fixture->cache);
}

static PipsStore *
load_store (Fixture *fixture)
{
  g_autoptr(PipsStore) store = pips_store_new (fixture->sessions);
  g_autoptr(GError) error = NULL;

  pips_store_set_cache_file (store, fixture->cache);
  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);

  return g_steal_pointer (&store);
}

static void
assert_counts (PipsStatistics *statistics,
               const char     *game_id,
               guint           played,
               guint           finished,
               guint           ended_early,
               guint           in_progress)
{
  PipsGameCounts counts;

  pips_statistics_get_counts (statistics, game_id, &counts);
  g_assert_cmpuint (counts.played, ==, played);
  g_assert_cmpuint (counts.finished, ==, finished);
  g_assert_cmpuint (counts.ended_early, ==, ended_early);
  g_assert_cmpuint (counts.in_progress, ==, in_progress);
}

static void
assert_player (PipsStatistics *statistics,
               const char     *name,
               const char     *game_id,
               guint           games,
               guint           finished,
               guint           contested,
               guint           wins,
               gint64          last_played)
{
  PipsPlayerStatistics player;

  g_assert_true (pips_statistics_get_player (statistics, name, game_id, &player));
  g_assert_cmpstr (player.name, ==, name);
  g_assert_cmpuint (player.games, ==, games);
  g_assert_cmpuint (player.finished, ==, finished);
  g_assert_cmpuint (player.contested, ==, contested);
  g_assert_cmpuint (player.wins, ==, wins);
  g_assert_cmpfloat_with_epsilon (player.win_rate, contested > 0 ? (double) wins / contested : 0, 1e-9);
  g_assert_cmpint (player.last_played, ==, last_played);
}

static void
assert_results (PipsStatistics *statistics,
                const char     *name,
                const char     *game_id,
                PipsUnit        unit,
                guint           n_results,
                double          average,
                gint64          best,
                gint64          worst)
{
  PipsPlayerStatistics player;

  g_assert_true (pips_statistics_get_player (statistics, name, game_id, &player));
  g_assert_cmpint (player.unit, ==, unit);
  g_assert_cmpuint (player.n_results, ==, n_results);
  g_assert_cmpfloat_with_epsilon (player.average, average, 1e-9);
  g_assert_cmpint (player.best, ==, best);
  g_assert_cmpint (player.worst, ==, worst);
}

static void
assert_head_to_head (PipsStatistics *statistics,
                     const char     *a,
                     const char     *b,
                     const char     *game_id,
                     guint           games,
                     guint           finished,
                     guint           wins_a,
                     guint           wins_b)
{
  PipsHeadToHead pair;

  g_assert_true (pips_statistics_get_head_to_head (statistics, a, b, game_id, &pair));
  g_assert_cmpuint (pair.games, ==, games);
  g_assert_cmpuint (pair.finished, ==, finished);
  g_assert_cmpuint (pair.wins_a, ==, wins_a);
  g_assert_cmpuint (pair.wins_b, ==, wins_b);

  /* Pairwise, whichever is named first. */
  g_assert_true (pips_statistics_get_head_to_head (statistics, b, a, game_id, &pair));
  g_assert_cmpuint (pair.wins_a, ==, wins_b);
  g_assert_cmpuint (pair.wins_b, ==, wins_a);
}

/* The record @record_id of @game_id: the value, who holds it, and (for highest and lowest) the
 * game it was set in (@session, or %NULL for a total). */
static void
assert_record (PipsStatistics *statistics,
               const char     *game_id,
               const char     *record_id,
               PipsRecordKind  kind,
               gint64          value,
               const char     *holder,
               gint64          holder_value,
               const char     *session)
{
  guint n = pips_statistics_get_n_records (statistics, game_id);

  for (guint r = 0; r < n; r++)
    {
      PipsRecordStatistics record;

      g_assert_true (pips_statistics_get_record (statistics, game_id, r, &record));
      if (!g_str_equal (record.id, record_id))
        continue;

      g_assert_cmpint (record.kind, ==, kind);
      g_assert_true (record.has_value);
      g_assert_cmpint (record.value, ==, value);
      g_assert_cmpstr (record.holder, ==, holder);
      g_assert_cmpint (record.holder_value, ==, holder_value);
      g_assert_cmpstr (record.session_id, ==, session);
      g_assert_nonnull (record.title);
      return;
    }

  g_assert_not_reached ();
}

static void
assert_player_record (PipsStatistics *statistics,
                      const char     *game_id,
                      const char     *record_id,
                      const char     *name,
                      gint64          expected)
{
  gint64 value = G_MININT64;

  g_assert_true (pips_statistics_get_player_record (statistics, game_id, record_id, name, &value));
  g_assert_cmpint (value, ==, expected);
}

/* Every figure of the fixed set, names unmerged. */
static void
check_figures (PipsStatistics *statistics)
{
  const char * const *unreadable = pips_statistics_get_unreadable (statistics);
  const char * const *games = pips_statistics_get_games (statistics);
  const char * const *players = pips_statistics_get_players (statistics, NULL);

  /* damaged.json is cut short: left out and counted. */
  g_assert_cmpuint (pips_statistics_get_n_unreadable (statistics), ==, 1);
  g_assert_true (g_str_has_suffix (unreadable[0], "damaged.json"));
  g_assert_null (unreadable[1]);

  /* 11 files of tests/data, all over by the rules; chili-ended-early ended by the players
   * ("end"); black-n-white-in-progress has one result of its first round. */
  assert_counts (statistics, NULL, 13, 11, 1, 1);
  assert_counts (statistics, "chili", 2, 1, 1, 0);
  assert_counts (statistics, "black-n-white", 2, 1, 0, 1);
  assert_counts (statistics, "chicago", 3, 3, 0, 0);
  assert_counts (statistics, "choice", 3, 3, 0, 0);
  assert_counts (statistics, "family-album", 3, 3, 0, 0);
  g_assert_cmpuint (g_strv_length ((char **) games), ==, 5);
  g_assert_cmpstr (games[0], ==, "chili");

  /* Anna: chili-4p (rank 1), black-n-white-4p (1), chicago-6p-house-rules (1, shared with Emil
   * and Frieda), chicago-chic-phase-1 (3), chicago-pub-sheet (3), choice-2p (2), choice-500 and
   * choice-jokers (alone: no win or loss), chili-ended-early (ended: played, not finished). */
  assert_player (statistics, "Anna", NULL, 9, 8, 6, 3, NOV_24_1000);
  /* Ben: chili-4p (2), black-n-white-4p (2), the three Chicago games (5, 2, 2), choice-2p (1),
   * chili-ended-early, black-n-white-in-progress. */
  assert_player (statistics, "Ben", NULL, 8, 6, 6, 1, NOV_25_0900);
  /* Clara: chili-4p (2, tied with Ben), Chicago 6p (4), chic (1), pub sheet (1), and the game
   * in progress. */
  assert_player (statistics, "Clara", NULL, 5, 4, 4, 2, NOV_25_0900);
  assert_player (statistics, "Bob", NULL, 2, 2, 2, 2, NOV_22_2025);
  /* Most games first. */
  g_assert_cmpstr (players[0], ==, "Anna");
  g_assert_cmpstr (players[1], ==, "Ben");
  g_assert_cmpstr (players[2], ==, "Clara");
  /* 15 names: Anna, Ben, Clara, David, Emil, Frieda, Carla, Dora, Ann, Bob, Cid, Dee, Ralf,
   * Heike, Anke. */
  g_assert_cmpuint (g_strv_length ((char **) players), ==, 15);

  /* Per game: Anna's two Chili Dice games, one finished with 414 points. */
  assert_player (statistics, "Anna", "chili", 2, 1, 1, 1, NOV_24_1000);
  assert_results (statistics, "Anna", "chili", PIPS_UNIT_POINTS, 1, 414, 414, 414);
  /* Choice: −250 (choice-2p), 630 (choice-500), −180 (choice-jokers). */
  assert_player (statistics, "Anna", "choice", 3, 3, 1, 0, NOV_23_1800);
  assert_results (statistics, "Anna", "choice", PIPS_UNIT_POINTS, 3, 200.0 / 3, 630, -250);
  /* Chicago's mats: fewer is better. Ben ended with 3 (6p), 0 and 0. */
  assert_player (statistics, "Ben", "chicago", 3, 3, 3, 0, NOV_22_2205);
  assert_results (statistics, "Ben", "chicago", PIPS_UNIT_MATS, 3, 1, 0, 3);
  assert_results (statistics, "Anna", "chicago", PIPS_UNIT_MATS, 3, 1.0 / 3, 0, 1);
  /* Black'n'White's chips: fewer is better; Carla lost with 2. */
  assert_results (statistics, "Carla", "black-n-white", PIPS_UNIT_CHIPS, 1, 2, 2, 2);
  /* Family Album: Bob ended with 33 and 26 chips and won both. */
  assert_player (statistics, "Bob", "family-album", 2, 2, 2, 2, NOV_22_2025);
  assert_results (statistics, "Bob", "family-album", PIPS_UNIT_CHIPS, 2, 29.5, 33, 26);
  g_assert_false (pips_statistics_get_player (statistics, "Bob", "chili", &(PipsPlayerStatistics) { 0, }));

  /* Anna and Ben: together in chili-4p (A), black-n-white-4p (A), the Chicago games (A, B, B),
   * choice-2p (B) and chili-ended-early (not finished). */
  assert_head_to_head (statistics, "Anna", "Ben", NULL, 7, 6, 3, 3);
  assert_head_to_head (statistics, "Anna", "Ben", "chicago", 3, 3, 1, 2);
  /* Ben and Clara tied in chili-4p (351 each): neither wins. */
  assert_head_to_head (statistics, "Ben", "Clara", "chili", 1, 1, 0, 0);
  /* Clara above Ben in every Chicago game; the Black'n'White game is not over. */
  assert_head_to_head (statistics, "Clara", "Ben", NULL, 5, 4, 3, 0);
  assert_head_to_head (statistics, "Clara", "Ben", "black-n-white", 1, 0, 0, 0);
  /* Anna, Emil and Frieda shared the first place of chicago-6p-house-rules. */
  assert_head_to_head (statistics, "Anna", "Emil", NULL, 1, 1, 0, 0);
  g_assert_false (pips_statistics_get_head_to_head (statistics, "Bob", "Anna", NULL,
                                                    &(PipsHeadToHead) { 0, }));

  /* Chili Dice, chili-4p. Totals: Anna 414, Ben 351, Clara 351, David 266. Throws used
   * (throw and rethrow events): Anna 14, Ben 11, Clara 13, David 30; the bonus 5 × the throws
   * left: 80, 95, 85, 0. Peppers (six of a kind or six red, scored as a pepper): Anna events
   * 28, 57, 68; Ben 45, 70, 81; Clara 34, 73; David 40, 87; and Anna's six 6s in
   * chili-ended-early. The ended game gives no total, throws or bonus: it did not end by the
   * rules. */
  assert_record (statistics, "chili", "highest-total", PIPS_RECORD_HIGHEST, 414, "Anna", 414,
                 "3f8c9d2e-5b1a-4c7e-9a6d-2e4f8b1c0d7a");
  assert_record (statistics, "chili", "peppers", PIPS_RECORD_TOTAL, 11, "Anna", 4, NULL);
  assert_record (statistics, "chili", "fewest-throws", PIPS_RECORD_LOWEST, 11, "Ben", 11,
                 "3f8c9d2e-5b1a-4c7e-9a6d-2e4f8b1c0d7a");
  assert_record (statistics, "chili", "best-bonus", PIPS_RECORD_HIGHEST, 95, "Ben", 95,
                 "3f8c9d2e-5b1a-4c7e-9a6d-2e4f8b1c0d7a");
  assert_player_record (statistics, "chili", "peppers", "Ben", 3);
  assert_player_record (statistics, "chili", "peppers", "David", 2);
  assert_player_record (statistics, "chili", "fewest-throws", "Clara", 13);
  assert_player_record (statistics, "chili", "best-bonus", "David", 0);
  assert_player_record (statistics, "chili", "highest-total", "Ben", 351);

  /* Black'n'White, black-n-white-4p: phase 1 takes the 8 chips of the middle, one a round, by
   * the lowest result: Carla (24), Dora (21), Dora (21), Carla (63 after Ben's 63), Ben (14),
   * Carla (12), Dora (32), Carla (2-2, the lowest of four doubles). Carla lost. The game in
   * progress has given no chip yet. */
  assert_record (statistics, "black-n-white", "games-lost", PIPS_RECORD_TOTAL, 1, "Carla", 1, NULL);
  assert_record (statistics, "black-n-white", "chips-taken", PIPS_RECORD_TOTAL, 8, "Carla", 4, NULL);
  assert_player_record (statistics, "black-n-white", "chips-taken", "Anna", 0);
  assert_player_record (statistics, "black-n-white", "chips-taken", "Ben", 1);
  assert_player_record (statistics, "black-n-white", "chips-taken", "Dora", 3);
  assert_player_record (statistics, "black-n-white", "chips-taken", "Clara", 0);

  /* Chicago: Chics (1-1-1 as a round's result): Clara (chic-phase-1, event 9), Anna
   * (chic-phase-1, event 35), Ben (pub-sheet, event 23): a tie, the first by name holds it.
   * Rounds owed: Ben's 3-3-3 in pub-sheet and chic-phase-1 and his die on the floor in the 6p
   * game, Clara's 3-3-3 there. Lost: Ben and David (6p, the last two lose), David
   * (chic-phase-1), Anna (pub-sheet). */
  assert_record (statistics, "chicago", "chics", PIPS_RECORD_TOTAL, 3, "Anna", 1, NULL);
  /* … and the tie is said: "Most: Anna (1)" read as if Anna alone had a Chic. */
  for (guint r = 0; r < pips_statistics_get_n_records (statistics, "chicago"); r++)
    {
      PipsRecordStatistics record;
      g_autofree char *holders = NULL;

      g_assert_true (pips_statistics_get_record (statistics, "chicago", r, &record));
      holders = pips_record_statistics_dup_holders (&record);
      if (g_str_equal (record.id, "chics"))
        {
          g_assert_cmpuint (record.n_holders, ==, 3);
          g_assert_cmpstr (holders, ==, "Anna and 2 others");
        }
      else if (g_str_equal (record.id, "rounds-owed"))
        {
          g_assert_cmpuint (record.n_holders, ==, 1);
          g_assert_cmpstr (holders, ==, "Ben");
        }
    }
  assert_record (statistics, "chicago", "rounds-owed", PIPS_RECORD_TOTAL, 4, "Ben", 3, NULL);
  assert_record (statistics, "chicago", "games-lost", PIPS_RECORD_TOTAL, 4, "David", 2, NULL);
  assert_player_record (statistics, "chicago", "chics", "Clara", 1);
  assert_player_record (statistics, "chicago", "chics", "David", 0);
  assert_player_record (statistics, "chicago", "rounds-owed", "Clara", 1);
  assert_player_record (statistics, "chicago", "games-lost", "Emil", 0);

  /* Choice: totals 800 (Ben) and −250 (Anna) in choice-2p, 630 and −180. Rows, marks → points:
   * Ben's 12 with 11 marks → 5 × 100 = 500 (and 10 with 11 → 300); Anna's best row is her 6
   * with 11 marks in choice-500, 5 × 40 = 200 (7 with 14 → 150 in choice-2p, 4 with 8 →
   * 3 × 60 = 180 in choice-jokers). 500 reached: Ben (800) and Anna (630). */
  assert_record (statistics, "choice", "best-total", PIPS_RECORD_HIGHEST, 800, "Ben", 800,
                 "5a1c7e20-3b9d-4f61-8c2e-7d4a9b0f1e03");
  assert_record (statistics, "choice", "reached-500", PIPS_RECORD_TOTAL, 2, "Anna", 1, NULL);
  assert_record (statistics, "choice", "highest-row", PIPS_RECORD_HIGHEST, 500, "Ben", 500,
                 "5a1c7e20-3b9d-4f61-8c2e-7d4a9b0f1e03");
  assert_player_record (statistics, "choice", "best-total", "Anna", 630);
  assert_player_record (statistics, "choice", "highest-row", "Anna", 200);

  /* Family Album, each player's chips after each turn (the sheets of `pips --summary`):
   * 4p-bonus: Ann 10 9 5 10 5, Bob 10 9 26 31 26, Cid 10 11 10 5 0, Dee 10 9 11 16 11: the
   * most won in a turn Ann 5, Bob 17 (turn 2, with the bonus), Cid 1, Dee 5. 2p: Ann 15 5 10 0,
   * Bob 15 25 33 33: Ann 5, Bob 10. bank-runs-out: Ralf 10 22 22, Heike 10 8 13, Anke 10 15 15:
   * Ralf 12, Heike 5, Anke 5. Bonuses: Bob (2p and 4p-bonus), Ralf. */
  assert_record (statistics, "family-album", "largest-win", PIPS_RECORD_HIGHEST, 17, "Bob", 17,
                 "0b7e2c94-1d5a-4f3e-8a60-7c2d9e4b5f18");
  assert_record (statistics, "family-album", "bonuses", PIPS_RECORD_TOTAL, 3, "Bob", 2, NULL);
  assert_player_record (statistics, "family-album", "largest-win", "Ann", 5);
  assert_player_record (statistics, "family-album", "largest-win", "Cid", 1);
  assert_player_record (statistics, "family-album", "largest-win", "Ralf", 12);
  assert_player_record (statistics, "family-album", "largest-win", "Heike", 5);
  assert_player_record (statistics, "family-album", "bonuses", "Ralf", 1);
  assert_player_record (statistics, "family-album", "bonuses", "Dee", 0);
}

/* The figures of the fixed set, from the files. */
static void
test_statistics_figures (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(PipsStore) store = load_store (fixture);
  g_autoptr(PipsStatistics) statistics = pips_statistics_new (pips_store_get_entries (store), NULL);

  check_figures (statistics);
}

/* Makes @name unreadable as a session while it keeps its size and modification time: the
 * cache takes it for unchanged, so a listing that read it would find it damaged. */
static void
spoil_keeping_time (const char *dir,
                    const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  struct stat before;
  struct timespec times[2];
  g_autofree char *garbage = NULL;

  g_assert_cmpint (stat (path, &before), ==, 0);
  garbage = g_malloc (before.st_size);
  memset (garbage, '#', before.st_size);
  g_assert_true (g_file_set_contents (path, garbage, before.st_size, NULL));
  times[0] = before.st_atim;
  times[1] = before.st_mtim;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

/* The second listing reads every summary from the cache: no file is read (each is spoiled,
 * unchanged in size and time), and every figure is the same. */
static void
test_statistics_from_cache (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(PipsStore) first = load_store (fixture);
  g_autoptr(PipsStore) second = NULL;
  g_autoptr(PipsStatistics) statistics = NULL;
  g_autoptr(GDir) dir = g_dir_open (fixture->sessions, 0, NULL);
  const char *name;

  g_assert_true (g_file_test (fixture->cache, G_FILE_TEST_EXISTS));
  while ((name = g_dir_read_name (dir)) != NULL)
    spoil_keeping_time (fixture->sessions, name);

  second = load_store (fixture);
  statistics = pips_statistics_new (pips_store_get_entries (second), NULL);
  check_figures (statistics);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* "Ann" (the Family Album games) merged into "Anna", then the merge undone; the merge is kept in
 * its file and read again. */
static void
test_statistics_merge (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(PipsStore) store = load_store (fixture);
  g_autofree char *path = g_build_filename (fixture->root, "player-names.json", NULL);
  g_autoptr(PipsPlayerNames) names = pips_player_names_new (path);
  g_autoptr(PipsPlayerNames) again = pips_player_names_new (path);
  g_autoptr(PipsStatistics) merged = NULL;
  g_autoptr(PipsStatistics) undone = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) merged_names = NULL;
  const char * const *players;
  guint changed = 0;

  g_assert_true (pips_player_names_load (names, &error));
  g_assert_no_error (error);
  g_signal_connect_swapped (names, "changed", G_CALLBACK (count_cb), &changed);

  g_assert_true (pips_player_names_merge (names, "Ann", "Anna", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpstr (pips_player_names_resolve (names, "Ann"), ==, "Anna");
  g_assert_cmpstr (pips_player_names_resolve (names, "Anna"), ==, "Anna");
  merged_names = pips_player_names_dup_merged (names, "Anna");
  g_assert_cmpstrv (merged_names, ((const char * const[]) { "Ann", NULL }));

  /* A second merge of one player into itself is refused. */
  g_assert_false (pips_player_names_merge (names, "Anna", "Ann", &error));
  g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_SAME);
  g_clear_error (&error);

  /* The merge is in the file. */
  g_assert_true (pips_player_names_load (again, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (pips_player_names_resolve (again, "Ann"), ==, "Anna");

  /* Anna's own 9 games and Ann's 2 (family-album-2p, rank 2; family-album-4p-bonus, rank 3):
   * 11 games, 10 finished, 8 with others, still 3 wins. */
  merged = pips_statistics_new (pips_store_get_entries (store), names);
  assert_player (merged, "Anna", NULL, 11, 10, 8, 3, NOV_24_1000);
  g_assert_false (pips_statistics_get_player (merged, "Ann", NULL, &(PipsPlayerStatistics) { 0, }));
  /* Ann's results, now Anna's: 0 and 5 chips. */
  assert_player (merged, "Anna", "family-album", 2, 2, 2, 0, NOV_22_2025);
  assert_results (merged, "Anna", "family-album", PIPS_UNIT_CHIPS, 2, 2.5, 5, 0);
  assert_head_to_head (merged, "Anna", "Bob", "family-album", 2, 2, 0, 2);
  assert_player_record (merged, "family-album", "largest-win", "Anna", 5);
  players = pips_statistics_get_players (merged, NULL);
  g_assert_cmpuint (g_strv_length ((char **) players), ==, 14);

  /* Undone: as before, in memory and in the file. */
  g_assert_true (pips_player_names_get_can_undo (names));
  g_assert_true (pips_player_names_undo (names, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 2);
  g_assert_false (pips_player_names_get_can_undo (names));
  g_assert_cmpstr (pips_player_names_resolve (names, "Ann"), ==, "Ann");
  undone = pips_statistics_new (pips_store_get_entries (store), names);
  check_figures (undone);
  g_assert_true (pips_player_names_load (again, &error));
  g_assert_cmpstr (pips_player_names_resolve (again, "Ann"), ==, "Ann");

  /* A merge taken back later: split. */
  g_assert_true (pips_player_names_merge (names, "Ann", "Anna", &error));
  g_assert_true (pips_player_names_split (names, "Ann", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (pips_player_names_resolve (names, "Ann"), ==, "Ann");
  g_assert_false (pips_player_names_split (names, "Ann", &error));
  g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_NOT_MERGED);
  g_clear_error (&error);
  /* Undoing the split merges again. */
  g_assert_true (pips_player_names_undo (names, &error));
  g_assert_cmpstr (pips_player_names_resolve (names, "Ann"), ==, "Anna");
}

/* Merges follow each other, never go round, and a damaged file is left as it is. */
static void
test_statistics_names_file (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "player-names.json", NULL);
  g_autoptr(PipsPlayerNames) names = pips_player_names_new (path);
  g_autoptr(PipsPlayerNames) damaged = pips_player_names_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  /* No file yet: no merges. */
  g_assert_true (pips_player_names_load (names, &error));
  g_assert_cmpstr (pips_player_names_resolve (names, "Anne"), ==, "Anne");

  g_assert_true (pips_player_names_merge (names, "Anne", "Anna", &error));
  g_assert_true (pips_player_names_merge (names, "Anna", "Anna B.", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (pips_player_names_resolve (names, "Anne"), ==, "Anna B.");
  g_assert_cmpstr (pips_player_names_get_merged_into (names, "Anne"), ==, "Anna");
  /* Anna B. into Anne would go round: they are one player already. */
  g_assert_false (pips_player_names_merge (names, "Anna B.", "Anne", &error));
  g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_SAME);
  g_clear_error (&error);

  text = pips_test_read_file (path, NULL);
  g_assert_cmpstr (text, ==,
                   "{\"format\":\"pips-player-names\",\"version\":1,"
                   "\"merged\":{\"Anna\":\"Anna B.\",\"Anne\":\"Anna\"}}");

  /* Damaged: refused with the reason, no merges, nothing written. */
  g_assert_true (g_file_set_contents (path, "{\"format\":\"pips-player-names\",", -1, NULL));
  g_assert_false (pips_player_names_load (damaged, &error));
  g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_DAMAGED);
  g_clear_error (&error);
  g_assert_cmpstr (pips_player_names_resolve (damaged, "Anne"), ==, "Anne");
  g_assert_false (pips_player_names_merge (damaged, "Anne", "Anna", &error));
  g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_DAMAGED);
  g_clear_pointer (&text, g_free);
  text = pips_test_read_file (path, NULL);
  g_assert_cmpstr (text, ==, "{\"format\":\"pips-player-names\",");

  pips_test_remove_dir (dir);
}

/* Each game's records straight from its model (pips_game_dup_records()), for one file of each
 * game; the values as worked out above. */
static void
test_statistics_game_records (void)
{
  static const struct
  {
    const char *file;
    const char *record;
    gint64      values[4];   /* G_MININT64: no value */
  } cases[] = {
    { "chili-4p.json", "highest-total", { 414, 351, 351, 266 } },
    { "chili-4p.json", "peppers", { 3, 3, 2, 2 } },
    { "chili-4p.json", "fewest-throws", { 14, 11, 13, 30 } },
    { "chili-4p.json", "best-bonus", { 80, 95, 85, 0 } },
    { "black-n-white-4p.json", "games-lost", { 0, 0, 1, 0 } },
    { "black-n-white-4p.json", "chips-taken", { 0, 1, 4, 3 } },
    /* Anna, Ben, Clara, David. */
    { "chicago-chic-phase-1.json", "chics", { 1, 0, 1, 0 } },
    { "chicago-chic-phase-1.json", "rounds-owed", { 0, 1, 0, 0 } },
    { "chicago-chic-phase-1.json", "games-lost", { 0, 0, 0, 1 } },
    /* Anna, Ben. */
    { "choice-2p.json", "best-total", { -250, 800 } },
    { "choice-2p.json", "reached-500", { 0, 1 } },
    { "choice-2p.json", "highest-row", { 150, 500 } },
    /* Ann, Bob, Cid, Dee. */
    { "family-album-4p-bonus.json", "largest-win", { 5, 17, 1, 5 } },
    { "family-album-4p-bonus.json", "bonuses", { 0, 1, 0, 0 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", cases[i].file, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(PipsSession) session = pips_session_new_from_file (path, &error);
      g_autoptr(GArray) records = NULL;
      guint n_players;
      guint r;

      g_assert_no_error (error);
      records = pips_game_dup_records (pips_session_get_game (session));
      n_players = pips_session_get_n_players (session);
      for (r = 0; r < records->len; r++)
        {
          if (g_str_equal (g_array_index (records, PipsRecord, r).id, cases[i].record))
            break;
        }
      g_assert_cmpuint (r, <, records->len);

      for (guint p = 0; p < n_players; p++)
        {
          gint64 value = 0;

          g_test_message ("%s: %s of player %u", cases[i].file, cases[i].record, p);
          g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, r), p, &value));
          g_assert_cmpint (value, ==, cases[i].values[p]);
        }
    }
}

/* Every game of the registry has its records, the same whatever the state, with titles; a game
 * that has just begun gives no value that needs the end. */
static void
test_statistics_records_registry (void)
{
  for (guint g = 0; g < pips_registry_get_n_games (); g++)
    {
      const PipsGameInfo *info = pips_registry_get_game (g);
      const char *players[] = { "Anna", "Ben", NULL };
      g_autoptr(PipsGame) game = pips_game_new (info, players + (info->min_players < 2 ? 1 : 0), NULL);
      g_autoptr(GArray) records = pips_game_dup_records (game);

      g_test_message ("%s", info->id);
      g_assert_cmpuint (records->len, >, 0);
      for (guint r = 0; r < records->len; r++)
        {
          const PipsRecord *record = &g_array_index (records, PipsRecord, r);

          g_assert_nonnull (record->id);
          g_assert_nonnull (record->title);
          if (record->kind != PIPS_RECORD_TOTAL)
            g_assert_cmpuint (record->has_value, ==, 0);
        }
    }
}

/* A game that has no records of its own: the base type gives none, and the statistics then give
 * the figures every game shares. */
G_DECLARE_FINAL_TYPE (TestGame, test_game, TEST, GAME, PipsGame)

struct _TestGame
{
  PipsGame parent_instance;
};

G_DEFINE_FINAL_TYPE (TestGame, test_game, PIPS_TYPE_GAME)

static void
test_game_class_init (TestGameClass *klass)
{
}

static void
test_game_init (TestGame *self)
{
}

static void
test_statistics_no_records (void)
{
  g_autoptr(PipsGame) game = g_object_new (test_game_get_type (), NULL);
  g_autoptr(GArray) records = pips_game_dup_records (game);

  g_assert_nonnull (records);
  g_assert_cmpuint (records->len, ==, 0);
}

/* The text and JSON of `pips --statistics` give the same figures. */
static void
test_statistics_output (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(PipsStore) store = load_store (fixture);
  g_autoptr(PipsStatistics) statistics = pips_statistics_new (pips_store_get_entries (store), NULL);
  g_autofree char *text = pips_statistics_to_text (statistics);
  g_autofree char *json = pips_statistics_to_json (statistics);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *games, *chili, *peppers;
  JsonArray *per_game;

  g_assert_nonnull (strstr (text, "Games: 13 played · 11 finished · 1 ended early · 1 in progress"));
  g_assert_nonnull (strstr (text, "1 file could not be read and is left out:"));
  g_assert_nonnull (strstr (text, "Peppers thrown: 11 in all — most: Anna, 4"));
  g_assert_nonnull (strstr (text, "Anna – Ben"));

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  games = json_object_get_object_member (root, "games");
  g_assert_cmpint (json_object_get_int_member (games, "played"), ==, 13);
  g_assert_cmpint (json_object_get_int_member (games, "ended-early"), ==, 1);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (root, "unreadable")), ==, 1);
  per_game = json_object_get_array_member (root, "per-game");
  chili = json_array_get_object_element (per_game, 0);
  g_assert_cmpstr (json_object_get_string_member (chili, "game"), ==, "chili");
  peppers = json_array_get_object_element (json_object_get_array_member (chili, "records"), 1);
  g_assert_cmpstr (json_object_get_string_member (peppers, "id"), ==, "peppers");
  g_assert_cmpint (json_object_get_int_member (peppers, "value"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (peppers, "players"), "Ben"),
                   ==, 3);
}

/* The columns a terminal gives @text: two for a wide character, none for a combining mark. */
static guint
columns_of (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      n += g_unichar_iszerowidth (c) ? 0 : g_unichar_iswide (c) ? 2 : 1;
    }

  return n;
}

/* `pips --statistics` as text, at the edges: names of wide (CJK) and combining characters line
 * up with the others (columns counted as a terminal shows them, not as code points), and a
 * negative average has the real minus sign of the totals ("−55.0", never "-55.0"). */
static void
test_statistics_text_table (void)
{
  g_autofree char *root = pips_test_make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (root);
  g_autoptr(PipsStatistics) statistics = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  const char * const names[] = { "李小龙", "Zoe\xcc\x88", "Anna", NULL };
  guint n_rows = 0, width = 0;
  gboolean negative = FALSE;

  /* Finished random games of every game, until one of them ends below zero for someone. */
  for (guint32 seed = 1; seed < 40 && !negative; seed++)
    for (guint g = 0; g < pips_registry_get_n_games (); g++)
      {
        const PipsGameInfo *info = pips_registry_get_game (g);
        guint n = CLAMP (3, info->min_players, info->max_players);
        const char *players[4] = { NULL, };
        g_autoptr(PipsSession) session = NULL;
        g_autofree char *name = NULL;
        g_autofree char *path = NULL;
        g_autoptr(GListModel) standings = NULL;

        for (guint i = 0; i < n && i < 3; i++)
          players[i] = names[i];
        session = pips_demo_random_game (info->id, seed, players, 100000);
        name = g_strdup_printf ("%s-%u.json", info->id, seed);
        path = g_build_filename (root, name, NULL);
        g_assert_true (pips_session_save_to_file (session, path, &error));
        g_assert_no_error (error);
        standings = pips_game_dup_standings (pips_session_get_game (session));
        for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
          {
            g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);

            if (pips_session_get_is_over (session) && pips_standing_get_value (standing) < 0)
              negative = TRUE;
          }
      }
  g_assert_true (negative);

  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  statistics = pips_statistics_new (pips_store_get_entries (store), NULL);
  text = pips_statistics_to_text (statistics);
  g_test_message ("%s", text);

  /* Every row of a table as wide as its heading. */
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "Player "))
        width = columns_of (lines[i]);
      else if (lines[i][0] == '\0')
        width = 0;
      else if (width > 0)
        {
          g_assert_cmpuint (columns_of (lines[i]), ==, width);
          n_rows++;
        }
    }
  g_assert_cmpuint (n_rows, >, 6);
  g_assert_nonnull (strstr (text, "李小龙"));

  /* A real minus sign before every negative figure. */
  for (const char *p = text; (p = strchr (p, '-')) != NULL; p++)
    g_assert_false (g_ascii_isdigit (p[1]) && (p == text || !g_ascii_isdigit (p[-1])));
  g_assert_nonnull (strstr (text, "−"));

  pips_test_remove_dir (root);
}

/* Two handles on one names file (two Pips, or a sync client, or a hand): each change is made on
 * what the file holds, never on a stale copy (issue 35: B's merge replaced A's). */
static void
test_statistics_names_two_handles (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "player-names.json", NULL);
  g_autoptr(PipsPlayerNames) a = pips_player_names_new (path);
  g_autoptr(PipsPlayerNames) b = pips_player_names_new (path);
  g_autoptr(PipsPlayerNames) c = pips_player_names_new (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (pips_player_names_load (a, &error));
  g_assert_true (pips_player_names_load (b, &error));

  g_assert_true (pips_player_names_merge (a, "Anne", "Anna", &error));
  g_assert_no_error (error);
  g_assert_true (pips_player_names_merge (b, "Bern", "Ben", &error));
  g_assert_no_error (error);

  /* Both in the file, and B knows A's merge now. */
  g_assert_true (pips_player_names_load (c, &error));
  g_assert_cmpstr (pips_player_names_resolve (c, "Anne"), ==, "Anna");
  g_assert_cmpstr (pips_player_names_resolve (c, "Bern"), ==, "Ben");
  g_assert_cmpstr (pips_player_names_resolve (b, "Anne"), ==, "Anna");

  /* A hand edit meanwhile is kept; A's undo takes back only A's merge. */
  {
    const char *edited = "{\"format\":\"pips-player-names\",\"version\":1,"
                         "\"merged\":{\"Anne\":\"Anna\",\"Bern\":\"Ben\",\"Cleo\":\"Clara\"}}";
    struct stat buf;

    /* Another size, so that the change is seen whatever the clock's resolution. */
    g_assert_true (g_file_set_contents (path, edited, -1, NULL));
    g_assert_cmpint (g_stat (path, &buf), ==, 0);
  }
  g_assert_true (pips_player_names_undo (a, &error));
  g_assert_no_error (error);
  g_assert_true (pips_player_names_load (c, &error));
  g_assert_cmpstr (pips_player_names_resolve (c, "Anne"), ==, "Anne");
  g_assert_cmpstr (pips_player_names_resolve (c, "Bern"), ==, "Ben");
  g_assert_cmpstr (pips_player_names_resolve (c, "Cleo"), ==, "Clara");

  /* Merged meanwhile by another: one player already, nothing written twice. */
  g_assert_true (pips_player_names_merge (c, "Dora", "Doris", &error));
  g_assert_false (pips_player_names_merge (b, "Doris", "Dora", &error));
  g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_SAME);
  g_clear_error (&error);

  /* Damaged meanwhile: refused, and the file left as it is. */
  g_assert_true (g_file_set_contents (path, "{ damaged", -1, NULL));
  g_assert_false (pips_player_names_merge (a, "Emil", "Emma", &error));
  g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_DAMAGED);
  g_clear_error (&error);
  {
    g_autofree char *kept = pips_test_read_file (path, NULL);

    g_assert_cmpstr (kept, ==, "{ damaged");
  }

  g_unlink (path);
  g_rmdir (dir);
}

/* The names file goes through the checks of every JSON file: a nul character in a name (kept
 * as "An" before), two values, a file larger than a session, a pipe. */
static void
test_statistics_names_refused (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "player-names.json", NULL);
  const char *cases[] = {
    "{\"format\":\"pips-player-names\",\"version\":1,\"merged\":{\"An\\u0000ne\":\"Anna\"}}",
    "{\"format\":\"pips-player-names\",\"version\":1,\"merged\":{}} {}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PipsPlayerNames) names = pips_player_names_new (path);
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_set_contents (path, cases[i], -1, NULL));
      g_assert_false (pips_player_names_load (names, &error));
      g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_DAMAGED);
      g_assert_null (pips_player_names_get_merged_into (names, "An"));
    }

  {
    g_autoptr(PipsPlayerNames) names = pips_player_names_new (path);
    g_autoptr(GError) error = NULL;
    int fd = g_open (path, O_WRONLY | O_TRUNC, 0600);

    g_assert_cmpint (ftruncate (fd, 64 * 1024 * 1024), ==, 0);
    close (fd);
    g_assert_false (pips_player_names_load (names, &error));
    g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_DAMAGED);
    g_unlink (path);
  }

  {
    g_autoptr(PipsPlayerNames) names = pips_player_names_new (path);
    g_autoptr(GError) error = NULL;

    alarm (60);
    g_assert_cmpint (mkfifo (path, 0600), ==, 0);
    g_assert_false (pips_player_names_load (names, &error));
    g_assert_error (error, PIPS_PLAYER_NAMES_ERROR, PIPS_PLAYER_NAMES_ERROR_DAMAGED);
    alarm (0);
    g_unlink (path);
  }

  g_rmdir (dir);
}

/* The names merged into one, on a chain of 10 000 merges (n1 → n0, n2 → n1, …): each merge is
 * looked at once (this took 6 s, every name resolved through the whole chain). */
static void
test_statistics_names_long_chain (void)
{
  g_autofree char *dir = pips_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "player-names.json", NULL);
  g_autoptr(PipsPlayerNames) names = pips_player_names_new (path);
  g_autoptr(GString) text = g_string_new ("{\"format\":\"pips-player-names\",\"version\":1,\"merged\":{");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) merged = NULL;
  gint64 start;
  const guint n = 10000;

  for (guint i = 1; i < n; i++)
    g_string_append_printf (text, "%s\"n%u\":\"n%u\"", i > 1 ? "," : "", i, i - 1);
  g_string_append (text, "}}");
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  g_assert_true (pips_player_names_load (names, &error));
  g_assert_no_error (error);

  /* Its time is printed, not asserted (a busy machine is no failure); the benchmark is the
   * place for a target. */
  start = g_get_monotonic_time ();
  merged = pips_player_names_dup_merged (names, "n0");
  g_test_message ("dup_merged on a chain of %u: %.3f s", n,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  g_assert_cmpuint (g_strv_length (merged), ==, n - 1);
  g_clear_pointer (&merged, g_strfreev);

  /* A name merged into another counts no names of its own; names in between count those above. */
  merged = pips_player_names_dup_merged (names, "n5");
  g_assert_cmpuint (g_strv_length (merged), ==, 0);
  g_clear_pointer (&merged, g_strfreev);

  g_unlink (path);
  g_rmdir (dir);
}

/* Names that differ only in their Unicode form ("Zoë" typed composed, and as "Zoe" with a
 * combining diaeresis) are one player: the statistics compare names composed (NFC), and a new
 * game keeps them so. */
static void
test_statistics_names_normalized (void)
{
  g_autofree char *root = pips_test_make_dir ();
  g_autoptr(PipsStore) store = pips_store_new (root);
  g_autoptr(PipsStatistics) statistics = NULL;
  g_autoptr(GError) error = NULL;
  const char *composed = "Zo\xc3\xab";
  const char *decomposed = "Zoe\xcc\x88";
  PipsPlayerStatistics player;

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(PipsSession) session =
        pips_session_new (pips_registry_get_game (0)->id, (const char *[]) { composed, "Ben", NULL },
                          NULL, &error);
      g_autofree char *text = NULL;
      g_autofree char *name = g_strdup_printf ("game-%u.json", i);
      g_auto(GStrv) parts = NULL;

      g_assert_no_error (error);
      text = pips_session_serialize (session, NULL);
      /* The second file as another device wrote it: decomposed. */
      if (i == 1)
        {
          parts = g_strsplit (text, composed, -1);
          g_free (text);
          text = g_strjoinv (decomposed, parts);
        }
      pips_test_write_file (root, name, text, -1);
    }

  /* A new game keeps the name composed, however it was typed. */
  {
    g_autoptr(PipsSession) typed =
      pips_session_new (pips_registry_get_game (0)->id, (const char *[]) { decomposed, "Ben", NULL },
                        NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (pips_session_get_players (typed)[0], ==, composed);
  }

  g_assert_true (pips_store_load (store, &error));
  g_assert_no_error (error);
  statistics = pips_statistics_new (pips_store_get_entries (store), NULL);
  g_assert_cmpuint (g_strv_length ((GStrv) pips_statistics_get_players (statistics, NULL)), ==, 2);
  g_assert_true (pips_statistics_get_player (statistics, composed, NULL, &player));
  g_assert_cmpuint (player.games, ==, 2);
  g_assert_true (pips_statistics_get_player (statistics, decomposed, NULL, &player));
  g_assert_cmpuint (player.games, ==, 2);

  pips_test_remove_dir (root);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/statistics/figures", Fixture, NULL, fixture_set_up, test_statistics_figures,
              fixture_tear_down);
  g_test_add ("/statistics/from-cache", Fixture, NULL, fixture_set_up, test_statistics_from_cache,
              fixture_tear_down);
  g_test_add ("/statistics/merge", Fixture, NULL, fixture_set_up, test_statistics_merge,
              fixture_tear_down);
  g_test_add ("/statistics/output", Fixture, NULL, fixture_set_up, test_statistics_output,
              fixture_tear_down);
  g_test_add_func ("/statistics/names-file", test_statistics_names_file);
  g_test_add_func ("/statistics/names-two-handles", test_statistics_names_two_handles);
  g_test_add_func ("/statistics/names-refused", test_statistics_names_refused);
  g_test_add_func ("/statistics/names-long-chain", test_statistics_names_long_chain);
  g_test_add_func ("/statistics/game-records", test_statistics_game_records);
  g_test_add_func ("/statistics/records-registry", test_statistics_records_registry);
  g_test_add_func ("/statistics/no-records", test_statistics_no_records);
  g_test_add_func ("/statistics/text-table", test_statistics_text_table);
  g_test_add_func ("/statistics/names-normalized", test_statistics_names_normalized);

  return g_test_run ();
}
