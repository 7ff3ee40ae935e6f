/* test-choice-util.c — helpers shared by the Choice tests
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-choice-test"

#include "config.h"

#include <string.h>

#include "test-choice-util.h"

static const char * const names[] = {
  "Anna", "Ben", "Clara", "David", "Emma", "Felix", NULL
};

/* A Choice game of the first @n_players of Anna, Ben, Clara, …, with the rule options in
 * @options_json (or the defaults). */
PipsGame *
choice_game_new (guint       n_players,
                 const char *options_json)
{
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(JsonObject) options = NULL;

  g_assert_cmpuint (n_players, <=, g_strv_length ((char **) names));
  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (names[i]);

  if (options_json != NULL)
    {
      options = choice_event (options_json);
      g_assert_true (pips_game_info_check_options (&pips_choice_game_info, options, NULL));
    }

  return pips_game_new (&pips_choice_game_info, (const char * const *) players, options);
}

JsonObject *
choice_event (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));

  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static void
apply_ok (PipsGame   *game,
          JsonObject *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;

  g_assert_true (pips_game_apply (game, owned, &error));
  g_assert_no_error (error);
}

void
choice_apply_text (PipsGame   *game,
                   const char *json)
{
  apply_ok (game, choice_event (json));
}

/* Asserts that the rules refuse @json with @message (a whole message, or with a leading "…" a
 * part of one) and that nothing changes. */
void
choice_refuse (PipsGame   *game,
               const char *json,
               const char *message)
{
  g_autoptr(JsonObject) event = choice_event (json);
  g_autofree char *before = choice_state_dump (game);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (pips_game_apply (game, event, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == PIPS_GAME_ERROR);
  if (g_str_has_prefix (message, "…"))
    {
      if (strstr (error->message, message + strlen ("…")) == NULL)
        g_error ("“%s” does not contain “%s”", error->message, message + strlen ("…"));
    }
  else
    g_assert_cmpstr (error->message, ==, message);

  after = choice_state_dump (game);
  g_assert_cmpstr (after, ==, before);
}

/* A throw of the player to act: "1 4 4 6 2". */
void
choice_throw (PipsGame   *game,
              const char *dice)
{
  guint8 faces[PIPS_CHOICE_N_DICE];
  g_autoptr(GError) error = NULL;

  g_assert_true (pips_dice_parse (dice, PIPS_CHOICE_N_DICE, faces, &error));
  g_assert_no_error (error);
  apply_ok (game, pips_choice_game_build_throw (PIPS_CHOICE_GAME (game), faces));
}

/* Reads "01 23 4" (two pairs and the discard) or "012 3 4" (the 3:1 joker) as dice places. */
static JsonObject *
build_grouping (PipsGame   *game,
                const char *grouping)
{
  g_auto(GStrv) words = g_strsplit (grouping, " ", -1);
  guint first[3] = { 0, };
  guint second[3] = { 0, };
  gboolean three_one;

  g_assert_cmpuint (g_strv_length (words), ==, 3);
  three_one = strlen (words[0]) == 3;
  for (guint i = 0; words[0][i] != '\0'; i++)
    first[i] = words[0][i] - '0';
  for (guint i = 0; words[1][i] != '\0'; i++)
    second[i] = words[1][i] - '0';

  return pips_choice_game_build_group (PIPS_CHOICE_GAME (game), first, second,
                                       words[2][0] - '0', three_one);
}

void
choice_group (PipsGame   *game,
              const char *grouping)
{
  apply_ok (game, build_grouping (game, grouping));
}

void
choice_refuse_group (PipsGame   *game,
                     const char *grouping,
                     const char *message)
{
  g_autoptr(JsonObject) event = build_grouping (game, grouping);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), event);
  g_autofree char *json = json_to_string (node, FALSE);

  choice_refuse (game, json, message);
}

/* Everything the public API tells about the state, as text: two equal dumps are equal states. */
char *
choice_state_dump (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  GString *dump = g_string_new (NULL);
  g_autofree char *status = pips_game_dup_status (game);
  g_autofree char *sheet = pips_game_dup_sheet_text (game);
  g_autoptr(JsonObject) summary = pips_game_dup_summary (game);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), summary);
  g_autofree char *json = json_to_string (node, FALSE);
  g_autoptr(GPtrArray) groupings = pips_choice_game_list_groupings (self);

  g_string_append_printf (dump, "status %s\nround %u over %d current %d thrown %d\n", status,
                          pips_game_get_round (game), pips_game_is_over (game),
                          pips_choice_game_get_current (self),
                          pips_choice_game_get_has_thrown (self));
  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    g_string_append_printf (dump, " %u", pips_choice_game_get_face (self, i));
  g_string_append_printf (dump, "\n%s\n%s\n", sheet, json);
  for (guint i = 0; i < groupings->len; i++)
    {
      PipsChoiceGrouping *grouping = g_ptr_array_index (groupings, i);

      g_string_append_printf (dump, "%s\n", grouping->label);
    }

  return g_string_free (dump, FALSE);
}
