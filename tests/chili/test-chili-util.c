/* test-chili-util.c — helpers shared by the Chili Dice tests
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chili-test"

#include "config.h"

#include "test-chili-util.h"

static const char * const names[] = {
  "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hannes", NULL
};

/* Reads six dice written as "5r 5 5 1 2 3", where "r" marks a die that shows its red face. */
void
chili_parse_dice (const char *text,
                  guint8     *faces,
                  gboolean   *red)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  g_assert_cmpuint (g_strv_length (words), ==, PIPS_CHILI_N_DICE);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      g_assert_true (words[i][0] >= '0' && words[i][0] <= '9');
      faces[i] = words[i][0] - '0';
      red[i] = words[i][1] == 'r';
    }
}

/* A Chili Dice game of the first @n_players of Anna, Ben, Clara, David, …, with the rule options
 * in @options_json (or the defaults). */
PipsGame *
chili_game_new (guint       n_players,
                const char *options_json)
{
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(JsonObject) options = NULL;

  g_assert_cmpuint (n_players, <=, g_strv_length ((char **) names));
  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (names[i]);

  if (options_json != NULL)
    {
      options = chili_event (options_json);
      g_assert_true (pips_game_info_check_options (&pips_chili_game_info, options, NULL));
    }

  return pips_game_new (&pips_chili_game_info, (const char * const *) players, options);
}

/* Parses a JSON object. */
JsonObject *
chili_event (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));

  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* Applies @event (taking it) and asserts that the rules accept it. */
void
chili_apply_ok (PipsGame   *game,
                JsonObject *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  ok = pips_game_apply (game, owned, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
}

void
chili_apply_text (PipsGame   *game,
                  const char *json)
{
  chili_apply_ok (game, chili_event (json));
}

/* The first throw of the player to act: "5r 5 5 1 2 3". */
void
chili_throw (PipsGame   *game,
             const char *dice)
{
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];

  chili_parse_dice (dice, faces, red);
  chili_apply_ok (game, pips_chili_game_build_throw (PIPS_CHILI_GAME (game), faces, red));
}

/* Everything the public API tells about the state, as text: two equal dumps are equal states. */
char *
chili_state_dump (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  GString *dump = g_string_new (NULL);
  g_autofree char *status = pips_game_dup_status (game);
  g_autofree char *sheet = pips_game_dup_sheet_text (game);
  g_autoptr(GPtrArray) scores = pips_chili_game_list_scores (self);

  g_string_append_printf (dump, "status %s\nround %u over %d current %d\n", status,
                          pips_game_get_round (game), pips_game_is_over (game),
                          pips_game_get_only_player (game));
  g_string_append (dump, sheet);
  g_string_append (dump, "dice known:");
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    g_string_append_printf (dump, " %u", pips_chili_game_get_die_number (self, i));
  g_string_append_c (dump, '\n');

  for (guint p = 0; p < pips_game_get_n_players (game); p++)
    {
      g_string_append_printf (dump, "player %u: used %u left %u bonus %u total %u out %d:", p,
                              pips_chili_game_get_throws_used (self, p),
                              pips_chili_game_get_throws_left (self, p),
                              pips_chili_game_get_bonus (self, p),
                              pips_chili_game_get_total (self, p),
                              pips_chili_game_get_out_of_throws (self, p));
      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        g_string_append_printf (dump, " %d/%u/%d", pips_chili_game_get_field_filled (self, p, f),
                                pips_chili_game_get_field_points (self, p, f),
                                pips_chili_game_get_field_scoring (self, p, f));
      g_string_append_c (dump, '\n');
    }

  g_string_append_printf (dump, "turn: thrown %d throws %u dice",
                          pips_chili_game_get_has_thrown (self),
                          pips_chili_game_get_throws_this_turn (self));
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    g_string_append_printf (dump, " %u%s%s", pips_chili_game_get_face (self, i),
                            pips_chili_game_get_red (self, i) ? "r" : "",
                            pips_chili_game_get_thrown (self, i) ? "*" : "");
  g_string_append_c (dump, '\n');

  for (guint i = 0; i < scores->len; i++)
    {
      PipsChiliScoreOption *option = g_ptr_array_index (scores, i);

      g_string_append_printf (dump, "option %u %u %u %s\n", option->field, option->scoring,
                              option->points, option->reason);
    }

  return g_string_free (dump, FALSE);
}
