/* fuzz-events.c — event validation through the session, with each game's invariants
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is a little program. Its first byte picks a game of the registry, the second how many
 * players; then each step is one byte of operation and its operands:
 *
 *   0  a random legal event (4 bytes of seed): the rules must accept it
 *   1  undo        2  redo
 *   3  an event as JSON text (1 byte of length, then the text): accepted or refused
 *
 * Invariants after every step: a refused event changes nothing (the file and the derived state
 * stay byte-identical); an accepted one can be undone to the state before and redone to the state
 * after; the session written out opens again to the same state; no step ever crashes.
 */

#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pips-registry.h"
#include "pips-session.h"

#define MAX_STEPS 600

static const char *names[] = {
  "Anna", "Ben", "Clara", "David", "Eva", "Fritz", "Greta", "Hans", "Ida", "Jonas", NULL
};

/* The file without its save time, and the whole derived state. */
static char *
fingerprint (PipsSession *session)
{
  g_autofree char *file = pips_session_serialize (session, NULL);
  g_autofree char *state = pips_session_summary_json (session);
  g_auto(GStrv) lines = g_strsplit (file, "\n", -1);
  g_autoptr(GString) kept = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (strstr (lines[i], "\"updated\"") == NULL)
        g_string_append_printf (kept, "%s\n", lines[i]);
    }
  g_string_append (kept, state);

  return g_string_free (g_steal_pointer (&kept), FALSE);
}

static void
check_append (PipsSession *session,
              JsonObject  *event,
              gboolean     must_accept)
{
  g_autofree char *before = fingerprint (session);
  g_autofree char *before_state = pips_session_summary_json (session);
  g_autoptr(GError) error = NULL;

  if (!pips_session_append (session, event, &error))
    {
      g_autofree char *after = fingerprint (session);

      if (must_accept)
        g_error ("A legal event was refused: %s", error->message);
      g_assert_nonnull (error);
      g_assert_cmpstr (before, ==, after);
      return;
    }

  {
    g_autofree char *after_state = pips_session_summary_json (session);
    g_autofree char *undone = NULL;
    g_autofree char *redone = NULL;

    g_assert_true (pips_session_undo (session));
    undone = pips_session_summary_json (session);
    g_assert_cmpstr (undone, ==, before_state);
    g_assert_true (pips_session_redo (session));
    redone = pips_session_summary_json (session);
    g_assert_cmpstr (redone, ==, after_state);
  }
}

static void
check_reopens (PipsSession *session)
{
  g_autofree char *text = pips_session_serialize (session, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) again = pips_session_new_from_data (text, -1, &error);
  g_autofree char *state = NULL;
  g_autofree char *state_again = NULL;

  g_assert_no_error (error);
  state = pips_session_summary_json (session);
  state_again = pips_session_summary_json (again);
  g_assert_cmpstr (state, ==, state_again);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  const PipsGameInfo *info;
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  guint n_players;
  gsize at = 2;

  if (size < 2)
    return 0;

  info = pips_registry_get_game (data[0] % pips_registry_get_n_games ());
  n_players = info->min_players + data[1] % (info->max_players - info->min_players + 1);
  for (guint i = 0; i < n_players && names[i] != NULL; i++)
    g_ptr_array_add (players, (gpointer) names[i]);
  g_ptr_array_add (players, NULL);

  session = pips_session_new (info->id, (const char * const *) players->pdata, NULL, &error);
  if (session == NULL)
    return 0;

  /* The setup events begin every game (the first player starts). */
  {
    g_autoptr(GPtrArray) setup = pips_game_list_setup_events (pips_session_get_game (session), 0,
                                                              FALSE);

    for (guint i = 0; setup != NULL && i < setup->len; i++)
      check_append (session, g_ptr_array_index (setup, i), TRUE);
  }

  for (guint step = 0; step < MAX_STEPS && at < size; step++)
    {
      guint8 op = data[at++] % 4;

      if (op == 0 && at + 4 <= size)
        {
          guint32 seed = data[at] | data[at + 1] << 8 | data[at + 2] << 16 | (guint32) data[at + 3] << 24;
          g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
          g_autoptr(JsonObject) event = NULL;

          at += 4;
          event = pips_game_build_random_event (pips_session_get_game (session), roller);
          if (event != NULL)
            check_append (session, event, TRUE);
        }
      else if (op == 1)
        pips_session_undo (session);
      else if (op == 2)
        pips_session_redo (session);
      else if (op == 3 && at < size)
        {
          gsize length = MIN ((gsize) data[at], size - at - 1);
          g_autofree char *text = g_strndup ((const char *) data + at + 1, length);
          g_autoptr(JsonNode) node = NULL;

          at += 1 + length;
          if (!g_utf8_validate (text, -1, NULL))
            continue;
          node = json_from_string (text, NULL);
          if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
            check_append (session, json_node_get_object (node), FALSE);
        }
    }

  check_reopens (session);

  return 0;
}

/* For every game of the registry (the first byte is its place there): random legal events with
 * undo and redo between them, then the game's own event from a player who does not exist, then
 * the end of the game. */
GHashTable *
fuzz_target_make_seeds (void)
{
  GHashTable *seeds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_bytes_unref);

  g_assert_cmpuint (pips_registry_get_n_games (), <=, 256);
  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      g_autoptr(GByteArray) input = g_byte_array_new ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (i);
      g_autoptr(PipsSession) session = NULL;
      g_autoptr(PipsRoller) roller = pips_roller_new_seeded (i);
      g_autoptr(JsonObject) event = NULL;
      guint8 head[2] = { i, 1 };
      guint n_players;

      g_byte_array_append (input, head, 2);
      for (guint step = 0; step < 80; step++)
        {
          guint32 seed = g_rand_int (rand);
          guint8 op[5] = { 0, seed & 0xff, seed >> 8 & 0xff, seed >> 16 & 0xff, seed >> 24 };

          g_byte_array_append (input, op, 5);
          if (step % 10 == 9)
            g_byte_array_append (input, (const guint8 *) "\1\2", 2);
        }

      /* A legal event of the game's start, in the name of the player after the last. */
      n_players = info->min_players + head[1] % (info->max_players - info->min_players + 1);
      {
        g_autoptr(GPtrArray) players = g_ptr_array_new ();
        g_autoptr(GPtrArray) setup = NULL;

        for (guint p = 0; p < n_players; p++)
          g_ptr_array_add (players, (gpointer) names[p]);
        g_ptr_array_add (players, NULL);
        session = pips_session_new (info->id, (const char * const *) players->pdata, NULL, NULL);
        g_assert_nonnull (session);
        setup = pips_game_list_setup_events (pips_session_get_game (session), 0, FALSE);
        for (guint k = 0; setup != NULL && k < setup->len; k++)
          g_assert_true (pips_session_append (session, g_ptr_array_index (setup, k), NULL));
        event = pips_game_build_random_event (pips_session_get_game (session), roller);
        g_assert_nonnull (event);
      }
      json_object_set_int_member (event, "player", n_players);
      {
        g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), event);
        g_autofree char *text = json_to_string (node, FALSE);
        guint8 op[2] = { 3, MIN (strlen (text), 255) };

        g_byte_array_append (input, op, 2);
        g_byte_array_append (input, (const guint8 *) text, op[1]);
      }
      {
        const char *end = "{\"type\":\"end\"}";
        guint8 op[2] = { 3, strlen (end) };

        g_byte_array_append (input, op, 2);
        g_byte_array_append (input, (const guint8 *) end, strlen (end));
      }

      g_hash_table_insert (seeds, g_strdup_printf ("%s.bin", info->id),
                           g_byte_array_free_to_bytes (g_steal_pointer (&input)));
    }

  return seeds;
}
