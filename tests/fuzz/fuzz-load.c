/* fuzz-load.c — the session loader: whatever it accepts, it writes back readable
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Invariants, for any bytes:
 * - the loader returns a session or an error with a message, never neither, never a crash;
 * - a session it accepts is written back as text it accepts again (open → save → open), and that
 *   second save gives the same bytes as the first;
 * - each event the session keeps (as its text, found in the file) is the event json-glib reads in
 *   the file as a whole;
 * - the session is the one json-glib's tree of the whole file opens (the loader reads the events
 *   with a reader of its own, see pips-event-reader.c), and a file it refuses, that tree refuses.
 */

#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pips-demo.h"
#include "pips-registry.h"
#include "pips-session.h"

static const char * const seed_names[] = {
  "Anna", "Ben", "Clara", "David", "Eva", "Fritz", "Greta", "Hans", "Ida", "Jonas", NULL
};

/* For every game of the registry, files as Pips writes them: a game under way with an undone
 * event (its redo tail), and a game played to its end. */
GHashTable *
fuzz_target_make_seeds (void)
{
  GHashTable *seeds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_bytes_unref);

  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      guint n_players = MIN (info->min_players + 1, info->max_players);
      g_autofree const char **players = g_new0 (const char *, n_players + 1);
      g_autoptr(PipsSession) under_way = NULL;
      g_autoptr(PipsSession) over = NULL;
      char *text;
      gsize length;

      memcpy (players, seed_names, n_players * sizeof (char *));
      under_way = pips_demo_random_game (info->id, 1, players, 30);
      pips_session_undo (under_way);
      text = pips_session_serialize (under_way, &length);
      g_hash_table_insert (seeds, g_strdup_printf ("%s-under-way.json", info->id),
                           g_bytes_new_take (text, length));

      over = pips_demo_random_game (info->id, 2, players, 100000);
      text = pips_session_serialize (over, &length);
      g_hash_table_insert (seeds, g_strdup_printf ("%s-over.json", info->id),
                           g_bytes_new_take (text, length));
    }

  return seeds;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(PipsSession) again = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gsize first_length;
  gsize second_length;

  session = pips_session_new_from_data ((const char *) data, size, &error);
  if (session == NULL)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();

      g_assert_nonnull (error);
      g_assert_nonnull (error->message);
      g_assert_cmpstr (error->message, !=, "");

      /* An event the rules refuse is refused in json-glib's tree too (sizes and shapes are
       * checked before any reading, so other refusals may still parse). */
      if (g_error_matches (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_EVENT) &&
          json_parser_load_from_data (parser, (const char *) data, size, NULL) &&
          json_parser_get_root (parser) != NULL)
        {
          g_autoptr(GError) tree_error = NULL;
          g_autoptr(PipsSession) tree = pips_session_new_from_json (json_parser_get_root (parser),
                                                                    &tree_error);

          if (tree != NULL)
            g_error ("Refused (%s), but json-glib's tree opens", error->message);
        }
      return 0;
    }
  g_assert_no_error (error);

  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autoptr(PipsSession) tree = NULL;
    JsonArray *events;

    g_assert_true (json_parser_load_from_data (parser, (const char *) data, size, NULL));
    events = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "events");

    /* The session json-glib's tree opens: the same events, undo position and status. */
    tree = pips_session_new_from_json (json_parser_get_root (parser), &error);
    if (tree == NULL)
      g_error ("Opened, but json-glib's tree is refused: %s", error->message);
    g_assert_cmpuint (pips_session_get_n_events (tree), ==, pips_session_get_n_events (session));
    g_assert_cmpuint (pips_session_get_cursor (tree), ==, pips_session_get_cursor (session));
    {
      g_autofree char *status = pips_session_dup_status (session);
      g_autofree char *tree_status = pips_session_dup_status (tree);

      g_assert_cmpstr (status, ==, tree_status);
    }

    g_assert_cmpuint (json_array_get_length (events), ==, pips_session_get_n_events (session));
    for (guint i = 0; i < json_array_get_length (events); i++)
      {
        g_autoptr(JsonObject) kept = pips_session_dup_event (session, i);

        if (!json_object_equal (kept, json_array_get_object_element (events, i)))
          g_error ("Event %u is not the one in the file", i + 1);
      }
  }

  first = pips_session_serialize (session, &first_length);
  again = pips_session_new_from_data (first, first_length, &error);
  if (again == NULL)
    g_error ("Written back, the session cannot be opened again: %s\n%s", error->message, first);

  second = pips_session_serialize (again, &second_length);
  g_assert_cmpmem (first, first_length, second, second_length);

  return 0;
}
