/* black-n-white-rules-test-utils.h — helpers of the tests that drive the rules engine directly
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-black-n-white-rules.c and test-black-n-white-ranking.c.
 */

#pragma once

#include <string.h>

#include <json-glib/json-glib.h>

#include "black-n-white-test-utils.h"
#include "pips-black-n-white-rules.h"
#include "pips-session.h"
#include "pips-dice.h"
#include "pips-registry.h"

#define BLACK PIPS_BLACK_N_WHITE_DIE_BLACK
#define WHITE PIPS_BLACK_N_WHITE_DIE_WHITE
#define NONE  PIPS_BLACK_N_WHITE_DIE_NONE

static const char * const names[] = { "Anna", "Ben", "Carla", "Dora", "Emil", NULL };

static inline JsonObject *
parse_object (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));

  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static inline char *
to_json (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);

  return json_to_string (node, FALSE);
}

static inline PipsGame *
new_game (guint       n_players,
          const char *options_json)
{
  g_autoptr(JsonObject) options = options_json != NULL ? parse_object (options_json) : NULL;
  const char *players[6] = { NULL, };
  PipsGame *game;

  for (guint i = 0; i < n_players; i++)
    players[i] = names[i];

  if (options != NULL)
    g_assert_true (pips_game_info_check_options (&pips_black_n_white_game_info, options, NULL));

  game = pips_game_new (&pips_black_n_white_game_info, players, options);
  g_assert_true (PIPS_IS_BLACK_N_WHITE_GAME (game));

  return game;
}

#define BNW(game) PIPS_BLACK_N_WHITE_GAME (game)

static inline void
apply_event (PipsGame   *game,
             JsonObject *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (pips_game_apply (game, event, &error));
  g_assert_no_error (error);
  bnw_assert_conserved (game);
}

static inline void
apply_ok (PipsGame   *game,
          const char *json)
{
  g_autoptr(JsonObject) event = parse_object (json);

  apply_event (game, event);
}

/* Checks that @json is refused with @message and that the refusal changes nothing. */
static inline void
apply_refused (PipsGame   *game,
               const char *json,
               int         code,
               const char *message)
{
  g_autoptr(JsonObject) event = parse_object (json);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = bnw_fingerprint (game);
  g_autofree char *after = NULL;

  g_assert_false (pips_game_apply (game, event, &error));
  g_assert_error (error, PIPS_GAME_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);

  after = bnw_fingerprint (game);
  g_assert_cmpstr (before, ==, after);
}

/* Plays results in turn order. Each token of @spec is the black and the white face, then
 * optionally "w" (the player makes white the tens when asked; black otherwise) and "/N" (N
 * throws; 1 otherwise): "52 33/2 61w". */
static inline void
play (PipsGame   *game,
      const char *spec)
{
  g_auto(GStrv) tokens = g_strsplit (spec, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      const char *t = tokens[i];
      g_autoptr(JsonObject) event = NULL;
      PipsBlackNWhiteDie die = BLACK;
      guint throws = 1;
      int player;

      g_assert_cmpuint (strlen (t), >=, 2);
      for (const char *p = t + 2; *p != '\0'; p++)
        {
          if (*p == 'w')
            die = WHITE;
          else if (*p == '/' && p[1] != '\0')
            throws = *++p - '0';
          else
            g_assert_not_reached ();
        }

      g_assert_cmpint (pips_black_n_white_game_get_awaiting (BNW (game)), ==,
                       PIPS_BLACK_N_WHITE_AWAIT_RESULT);
      player = pips_game_get_only_player (game);
      g_assert_cmpint (player, >=, 0);

      event = pips_black_n_white_build_result (player, t[0] - '0', t[1] - '0', throws);
      apply_event (game, event);

      if (pips_black_n_white_game_get_awaiting (BNW (game)) == PIPS_BLACK_N_WHITE_AWAIT_TENS)
        {
          g_autoptr(JsonObject) tens = NULL;

          g_assert_cmpint (pips_black_n_white_game_get_tens_chooser (BNW (game)), ==, player);
          g_assert_cmpint (pips_game_get_only_player (game), ==, player);
          tens = pips_black_n_white_build_tens (player, die);
          apply_event (game, tens);
        }
    }
}

static inline void
start (PipsGame *game,
       guint     player)
{
  g_autoptr(JsonObject) event = pips_black_n_white_build_starter (player, FALSE);

  apply_event (game, event);
}

static inline void
assert_chips (PipsGame   *game,
              const char *expected)
{
  GString *text = g_string_new (NULL);
  g_autofree char *actual = NULL;

  g_string_append_printf (text, "%u |", pips_black_n_white_game_get_middle (BNW (game)));
  for (guint p = 0; p < pips_game_get_n_players (game); p++)
    g_string_append_printf (text, " %u", pips_black_n_white_game_get_chips (BNW (game), p));
  g_string_append_printf (text, " | %u", pips_black_n_white_game_get_out (BNW (game)));

  actual = g_string_free (text, FALSE);
  g_assert_cmpstr (actual, ==, expected);
}

static inline void
assert_outcome (PipsGame   *game,
                const char *expected)
{
  g_autofree char *outcome = pips_black_n_white_game_dup_last_outcome_text (BNW (game));

  g_assert_cmpstr (outcome, ==, expected);
}

static inline void
assert_status (PipsGame   *game,
               const char *expected)
{
  g_autofree char *status = pips_game_dup_status (game);

  g_assert_cmpstr (status, ==, expected);
}
