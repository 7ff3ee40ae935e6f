/* pips-demo.c — believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "pips-black-n-white-rules.h"
#include "pips-chili-rules.h"
#include "pips-demo.h"
#include "pips-family-album-rules.h"
#include "pips-registry.h"

static void
append (PipsSession *session,
        JsonObject  *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;

  if (!pips_session_append (session, owned, &error))
    g_error ("Demo event refused: %s", error->message);
}

/* Plays like a sensible player: one rethrow of the dice that do not match the most common face,
 * then the best-scoring free field. */
static void
play_turn (PipsSession *session,
           PipsRoller  *roller,
           gboolean     score)
{
  PipsChiliGame *game = PIPS_CHILI_GAME (pips_session_get_game (session));
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  gboolean thrown[PIPS_CHILI_N_DICE];
  guint counts[7];
  guint common = 1;
  g_autoptr(GPtrArray) scores = NULL;
  PipsChiliScoreOption *best = NULL;

  append (session, pips_chili_game_build_roll (game, roller, NULL));

  pips_chili_game_get_dice (game, faces, red, thrown);
  pips_dice_count (faces, PIPS_CHILI_N_DICE, counts);
  for (guint k = 1; k <= 6; k++)
    if (counts[k] * k > counts[common] * common)
      common = k;

  if (pips_chili_game_can_rethrow (game) && counts[common] < PIPS_CHILI_N_DICE)
    {
      gboolean rethrow[PIPS_CHILI_N_DICE];

      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        rethrow[i] = faces[i] != common;
      append (session, pips_chili_game_build_roll (game, roller, rethrow));
    }

  if (!score)
    return;

  scores = pips_chili_game_list_scores (game);
  for (guint i = 0; i < scores->len; i++)
    {
      PipsChiliScoreOption *option = g_ptr_array_index (scores, i);

      if (best == NULL || option->points > best->points)
        best = option;
    }
  g_assert (best != NULL);
  append (session, json_object_ref (best->event));
}

/**
 * pips_demo_chili_game:
 * @n_turns: turns to play
 * @end_after_throw: whether the next player then throws (so the page shows dice to score)
 */
PipsSession *
pips_demo_chili_game (guint32             seed,
                      const char * const *players,
                      guint               n_turns,
                      gboolean            end_after_throw)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  session = pips_session_new ("chili", players, NULL, &error);
  g_assert_no_error (error);

  for (guint t = 0; t < n_turns && !pips_session_get_is_over (session); t++)
    play_turn (session, roller, TRUE);

  if (end_after_throw && !pips_session_get_is_over (session))
    play_turn (session, roller, FALSE);

  return session;
}

/* Black'n'White, played like a sensible player: stop at a good result, else keep a 5 or a 6 and
 * throw the other die again, else throw both again; choose the tens colour that makes the own
 * result higher. */
static void
play_black_n_white_turn (PipsSession *session,
                         PipsRoller  *roller)
{
  PipsBlackNWhiteGame *game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));
  int player = pips_game_get_only_player (PIPS_GAME (game));
  guint limit = pips_black_n_white_game_get_throw_limit (game);
  PipsBlackNWhiteRoll rolls[PIPS_BLACK_N_WHITE_MAX_THROWS];
  guint n = 0;

  g_assert (player >= 0);

  rolls[n++] = (PipsBlackNWhiteRoll) {
    pips_roller_roll (roller), pips_roller_roll (roller), PIPS_BLACK_N_WHITE_DIE_NONE,
  };

  while (n < limit)
    {
      PipsBlackNWhiteRoll last = rolls[n - 1];
      guint high = MAX (last.black, last.white);
      guint low = MIN (last.black, last.white);
      PipsBlackNWhiteRoll next = { 0, 0, PIPS_BLACK_N_WHITE_DIE_NONE };

      if ((high == low && high >= 3) || (high == 6 && low >= 4))
        break;

      if (high >= 5)
        next.kept = last.black >= last.white ? PIPS_BLACK_N_WHITE_DIE_BLACK
                                             : PIPS_BLACK_N_WHITE_DIE_WHITE;
      next.black = next.kept == PIPS_BLACK_N_WHITE_DIE_BLACK ? last.black : pips_roller_roll (roller);
      next.white = next.kept == PIPS_BLACK_N_WHITE_DIE_WHITE ? last.white : pips_roller_roll (roller);
      rolls[n++] = next;
    }

  append (session, pips_black_n_white_build_result_with_rolls (player, rolls, n));

  if (pips_black_n_white_game_get_awaiting (game) == PIPS_BLACK_N_WHITE_AWAIT_TENS)
    append (session, pips_black_n_white_build_tens (player,
                                                    rolls[n - 1].black >= rolls[n - 1].white
                                                    ? PIPS_BLACK_N_WHITE_DIE_BLACK
                                                    : PIPS_BLACK_N_WHITE_DIE_WHITE));
}

/**
 * pips_demo_black_n_white_game:
 * @min_out: play into phase 2 until this many chips are out of the game (0: stay in phase 1)
 * @n_results: then stop once the round under way has this many results and its tens colour
 *
 * The first player starts (the youngest); in phase 2 ties for the start are picked at random.
 */
PipsSession *
pips_demo_black_n_white_game (guint32             seed,
                              const char * const *players,
                              guint               min_out,
                              guint               n_results)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  PipsSession *session;
  PipsBlackNWhiteGame *game;

  session = pips_session_new ("black-n-white", players, NULL, &error);
  g_assert_no_error (error);
  game = PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (session));

  append (session, pips_black_n_white_build_starter (0, FALSE));

  while (!pips_session_get_is_over (session))
    {
      PipsBlackNWhiteAwait awaiting = pips_black_n_white_game_get_awaiting (game);
      g_autoptr(GArray) results = pips_black_n_white_game_dup_results (game);
      gboolean phase_reached = min_out == 0
                               ? pips_black_n_white_game_get_phase (game) == PIPS_BLACK_N_WHITE_PHASE_1
                               : pips_black_n_white_game_get_out (game) >= min_out;

      if (awaiting == PIPS_BLACK_N_WHITE_AWAIT_STARTER)
        append (session, pips_black_n_white_game_pick_starter (game, roller));
      else if (phase_reached && results->len == n_results &&
               pips_black_n_white_game_get_rolloff (game) == 0 &&
               (n_results == 0 || pips_black_n_white_game_get_tens (game) != PIPS_BLACK_N_WHITE_DIE_NONE))
        break;
      else
        play_black_n_white_turn (session, roller);
    }

  return session;
}

/**
 * pips_demo_family_album_game:
 * @n_throws: the throws to play; the game then waits for the bets on the next one
 *
 * Returns: (transfer full): a Family Album game with the example album, played at random
 */
PipsSession *
pips_demo_family_album_game (guint32             seed,
                             const char * const *players,
                             guint               n_throws)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  PipsSession *session;
  PipsFamilyAlbumGame *game;
  PipsFamilyAlbum album;

  session = pips_session_new ("family-album", players, NULL, &error);
  g_assert_no_error (error);
  game = PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session));
  pips_family_album_init_example (&album);
  append (session, pips_family_album_build_album (&album));
  append (session, pips_family_album_build_deal ());

  while (!pips_game_is_over (PIPS_GAME (game)) &&
         (pips_family_album_game_get_n_throws (game) < n_throws ||
          pips_family_album_game_get_awaiting (game) != PIPS_FAMILY_ALBUM_AWAIT_BETS))
    append (session, pips_game_build_random_event (PIPS_GAME (game), roller));

  return session;
}

/**
 * pips_demo_random_game:
 * @game_id: any game of the registry
 * @seed: the chance of the game
 * @players: their names
 * @n_events: how many random legal events to play after the setup
 *
 * A game in progress of any game, played with the rules' own random legal events.
 *
 * Returns: (transfer full): the session
 */
PipsSession *
pips_demo_random_game (const char         *game_id,
                       guint32             seed,
                       const char * const *players,
                       guint               n_events)
{
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) setup = NULL;
  PipsSession *session;

  session = pips_session_new (game_id, players, NULL, &error);
  g_assert_no_error (error);
  setup = pips_game_list_setup_events (pips_session_get_game (session), 0, FALSE);
  for (guint i = 0; setup != NULL && i < setup->len; i++)
    append (session, json_object_ref (g_ptr_array_index (setup, i)));
  for (guint i = 0; i < n_events && !pips_session_get_is_over (session); i++)
    {
      JsonObject *event = pips_game_build_random_event (pips_session_get_game (session), roller);

      if (event == NULL)
        break;
      append (session, event);
    }

  return session;
}

/* A Choice sheet well under way that a player would show: of a few random games, the one whose
 * sheet scores best (random play marks rows thinly, and a row with few marks costs 200). */
static PipsSession *
demo_choice (void)
{
  PipsSession *best = NULL;
  gint64 best_value = G_MININT64;

  for (guint32 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(PipsSession) session = pips_demo_random_game ("choice", seed,
                                                              (const char *[]) { "Lena", NULL },
                                                              30 + seed % 4 * 8);
      g_autoptr(GListModel) standings = NULL;
      g_autoptr(PipsStanding) first = NULL;

      if (pips_session_get_is_over (session))
        continue;
      standings = pips_game_dup_standings (pips_session_get_game (session));
      first = g_list_model_get_item (standings, 0);
      if (first != NULL && pips_standing_get_value (first) > best_value)
        {
          best_value = pips_standing_get_value (first);
          g_clear_object (&best);
          best = g_steal_pointer (&session);
        }
    }
  g_assert_nonnull (best);

  return best;
}

static PipsSession *
demo_chili (void)
{
  return pips_demo_chili_game (8, (const char *[]) { "Anna", "Ben", "Clara", NULL }, 10, TRUE);
}

static PipsSession *
demo_chili_finished (void)
{
  return pips_demo_chili_game (3, (const char *[]) { "Jonas", "Mia", NULL }, 40, FALSE);
}

/* Phase 2 under way: Anna has just put her last chip out and won; two players have thrown in this
 * round. */
static PipsSession *
demo_black_n_white (void)
{
  return pips_demo_black_n_white_game (3, (const char *[]) { "Anna", "Ben", "Clara", "David", NULL },
                                       2, 2);
}

static PipsSession *
demo_family_album (void)
{
  return pips_demo_family_album_game (4, (const char *[]) { "Ralf", "Heike", "Anke", NULL }, 3);
}

/* The games with a demo played as a table would play them. Every other game of the registry gets
 * one of random legal events (pips_demo_game()). */
static const struct {
  const char *game_id;
  PipsSession *(*in_play) (void);
  PipsSession *(*finished) (void);  /* NULL: random legal events to the end */
} believable[] = {
  { "chili", demo_chili, demo_chili_finished },
  { "black-n-white", demo_black_n_white, NULL },
  { "choice", demo_choice, NULL },
  { "family-album", demo_family_album, NULL },
};

static const char * const demo_names[] = {
  "Toni", "Sepp", "Vroni", "Resi", "Lena", "Jonas", "Mia", "Anna", "Ben", "Clara", NULL,
};

/* The first four names, or as many as @info allows. */
static GStrv
demo_players (const PipsGameInfo *info)
{
  guint n = CLAMP (4, info->min_players, MIN (info->max_players, g_strv_length ((GStrv) demo_names)));
  GStrv players = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    players[i] = g_strdup (demo_names[i]);

  return players;
}

/**
 * pips_demo_game:
 * @info: any game of the registry
 *
 * A game of @info in progress, for screenshots and the demo store: played as a table would play it
 * where the game has such a demo, else 40 random legal events after the setup.
 *
 * Returns: (transfer full): the session, not over
 */
PipsSession *
pips_demo_game (const PipsGameInfo *info)
{
  g_auto(GStrv) players = NULL;
  PipsSession *session;

  for (guint i = 0; i < G_N_ELEMENTS (believable); i++)
    {
      if (g_str_equal (believable[i].game_id, info->id))
        return believable[i].in_play ();
    }

  players = demo_players (info);
  session = pips_demo_random_game (info->id, 12, (const char * const *) players, 40);
  g_assert_false (pips_session_get_is_over (session));

  return session;
}

/**
 * pips_demo_finished_game:
 * @info: any game of the registry
 *
 * A game of @info played to its end: as a table would play it where the game has such a demo,
 * else with random legal events.
 *
 * Returns: (transfer full): the session, over
 */
PipsSession *
pips_demo_finished_game (const PipsGameInfo *info)
{
  PipsSession *session = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (believable) && session == NULL; i++)
    {
      if (g_str_equal (believable[i].game_id, info->id) && believable[i].finished != NULL)
        session = believable[i].finished ();
    }

  if (session == NULL)
    {
      g_auto(GStrv) players = demo_players (info);

      session = pips_demo_random_game (info->id, 21, (const char * const *) players, 100000);
    }
  g_assert_true (pips_session_get_is_over (session));

  return session;
}

/* Dates the session saved at @path @minutes_ago minutes back (started half an hour before): the
 * home list then has the same order in every run. */
static void
set_times (const char *path,
           int         minutes_ago)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) updated = g_date_time_add_minutes (now, -minutes_ago);
  g_autoptr(GDateTime) created = g_date_time_add_minutes (updated, -30);
  g_autofree char *updated_text = g_date_time_format (updated, "%Y-%m-%dT%H:%M:%SZ");
  g_autofree char *created_text = g_date_time_format (created, "%Y-%m-%dT%H:%M:%SZ");
  g_autoptr(GError) error = NULL;
  JsonObject *root;

  if (!json_parser_load_from_file (parser, path, &error))
    g_error ("%s", error->message);
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_string_member (root, "created", created_text);
  json_object_set_string_member (root, "updated", updated_text);
  json_generator_set_root (generator, json_parser_get_root (parser));
  if (!json_generator_to_file (generator, path, &error))
    g_error ("%s", error->message);
}

/**
 * pips_demo_write_sessions:
 * @data_dir: used as XDG_DATA_HOME
 *
 * Writes into the store of @data_dir a game in progress of every game of the registry
 * (pips_demo_game()), a finished game of Chili Dice and a solo training game.
 *
 * Returns: (transfer full): the game in progress of the first game of the registry, the latest:
 *   the one screenshots show first and "Continue" takes
 */
PipsSession *
pips_demo_write_sessions (const char *data_dir)
{
  g_autofree char *dir = g_build_filename (data_dir, APP_ID, "sessions", NULL);
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  PipsSession *solo;

  g_mkdir_with_parents (dir, 0700);

  g_ptr_array_add (all, pips_demo_finished_game (pips_registry_lookup ("chili")));
  solo = pips_demo_chili_game (5, (const char *[]) { "Lena", NULL }, 6, FALSE);
  pips_session_set_title (solo, "Chili Dice — training");
  g_ptr_array_add (all, solo);
  /* The first game of the registry last, the latest. */
  for (guint i = pips_registry_get_n_games (); i-- > 0;)
    g_ptr_array_add (all, pips_demo_game (pips_registry_get_game (i)));

  for (guint i = 0; i < all->len; i++)
    {
      PipsSession *session = g_ptr_array_index (all, i);
      g_autofree char *name = g_strconcat (pips_session_get_id (session), ".json", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (!pips_session_save_to_file (session, path, &error))
        g_error ("%s", error->message);
      /* Nine minutes apart, the game the screenshots show the latest: "Continue" takes it. */
      set_times (path, 9 * (all->len - 1 - i));
    }

  return g_object_ref (g_ptr_array_index (all, all->len - 1));
}

void
pips_demo_remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_unlink (path);
      return;
    }

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        pips_demo_remove_dir (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}
