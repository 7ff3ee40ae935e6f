/* pips-demo.c — believable sessions for screenshots and benchmarks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "pips-demo.h"
#include "pips-registry.h"
#include "pips-test-games.h"

#include <glib/gi18n.h>

#define DECLARE_DEMO(name)                                   \
  extern const PipsGameInfo pips_##name##_game_info;         \
  PipsSession *pips_##name##_demo_game (void);               \
  PipsSession *pips_##name##_demo_finished_game (void);
PIPS_TEST_FOR_EACH_DEMO (DECLARE_DEMO)

/* Appends @event (taken) to @session; a demo's event is always legal. */
void
pips_demo_append (PipsSession *session,
                  JsonObject  *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;

  if (!pips_session_append (session, owned, &error))
    g_error ("Demo event refused: %s", error->message);
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
    pips_demo_append (session, json_object_ref (g_ptr_array_index (setup, i)));
  for (guint i = 0; i < n_events && !pips_session_get_is_over (session); i++)
    {
      JsonObject *event = pips_game_build_random_event (pips_session_get_game (session), roller);

      if (event == NULL)
        break;
      pips_demo_append (session, event);
    }

  return session;
}

/* The games whose test folder has a demo played as a table would play it
 * (tests/<game>/pips-<game>-demo.c). Every other game of the registry gets one of random legal
 * events (pips_demo_game()). */
#define BELIEVABLE(name) \
  { &pips_##name##_game_info, pips_##name##_demo_game, pips_##name##_demo_finished_game },

static const struct {
  const PipsGameInfo *info;
  PipsSession *(*in_play) (void);
  PipsSession *(*finished) (void);  /* NULL: random legal events to the end */
} believable[] = {
  PIPS_TEST_FOR_EACH_DEMO (BELIEVABLE)
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
      if (g_str_equal (believable[i].info->id, info->id))
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
      if (g_str_equal (believable[i].info->id, info->id) && believable[i].finished != NULL)
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
 * (pips_demo_game()), and of the first game of the registry a finished game and, where it may be
 * played alone, a solo training game.
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
  const PipsGameInfo *first = pips_registry_get_game (0);

  g_mkdir_with_parents (dir, 0700);

  g_ptr_array_add (all, pips_demo_finished_game (first));
  if (first->min_players == 1)
    {
      PipsSession *solo = pips_demo_random_game (first->id, 5, (const char *[]) { "Lena", NULL }, 10);
      g_autofree char *title = g_strdup_printf ("%s — training", gettext (first->name));

      pips_session_set_title (solo, title);
      g_ptr_array_add (all, solo);
    }
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
