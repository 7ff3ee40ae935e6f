/* pips-session-summary.c — PipsSession's results as plain text and as JSON
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-session"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-registry.h"
#include "pips-session-private.h"

/**
 * pips_session_summary_text:
 *
 * Returns: (transfer full): the sheet and the standings as plain text, as "Copy results" puts on
 *   the clipboard and `pips --summary` prints
 */
char *
pips_session_summary_text (PipsSession *self)
{
  g_autoptr(GListModel) standings = NULL;
  g_autofree char *status = NULL;
  g_autofree char *sheet = NULL;
  g_autofree char *players = NULL;
  GString *text;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  standings = pips_game_dup_standings (self->game);
  status = pips_session_dup_status (self);
  sheet = pips_game_dup_sheet_text (self->game);
  players = g_strjoinv (", ", self->players);

  text = g_string_new (NULL);
  g_string_append_printf (text, "%s — %s\n", pips_session_get_title (self), players);
  if (self->title != NULL)
    g_string_append_printf (text, "%s\n", _(self->info->name));
  g_string_append_printf (text, "%s\n\n", status);
  if (sheet != NULL && sheet[0] != '\0')
    {
      g_string_append (text, sheet);
      if (!g_str_has_suffix (sheet, "\n"))
        g_string_append_c (text, '\n');
      g_string_append_c (text, '\n');
    }

  g_string_append_printf (text, "%s\n", _("Standings"));
  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(PipsStanding) s = g_list_model_get_item (standings, i);
      const char *detail = pips_standing_get_detail (s);
      const char *status_word = pips_standing_get_status (s);

      g_string_append_printf (text, "%u. %s", pips_standing_get_rank (s),
                              self->players[pips_standing_get_player (s)]);
      if (pips_standing_get_unit (s) != PIPS_UNIT_NONE)
        {
          g_autofree char *value = pips_standing_dup_value_text (s);

          g_string_append_printf (text, "  %s", value);
        }
      if (detail != NULL && detail[0] != '\0')
        g_string_append_printf (text, " · %s", detail);
      if (status_word != NULL && status_word[0] != '\0')
        g_string_append_printf (text, "  (%s)", status_word);
      g_string_append_c (text, '\n');
    }

  return g_string_free (text, FALSE);
}

static void
add_string_or_null (JsonBuilder *builder,
                    const char  *member,
                    const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value != NULL && value[0] != '\0')
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

/**
 * pips_session_summary_json:
 *
 * The whole derived state of the game, so that it can be checked from its file alone. The shape
 * is documented in docs/session-format.md ("The summary"): the members every game shares
 * (`game`, `over`, `ended`, `round`, `rounds`, `status`, `turn`, `standings` with `player`,
 * `rank`, `value`, `unit`, `detail`, `status`, and `score` or `chips` or `mats` as the unit
 * says) and the game's own `state`.
 *
 * Returns: (transfer full): the summary as JSON text
 */
char *
pips_session_summary_json (PipsSession *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonObject) game_state = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GListModel) standings = NULL;
  g_autofree char *status = NULL;
  PipsTurn turn;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  standings = pips_game_dup_standings (self->game);
  status = pips_session_dup_status (self);
  pips_game_get_turn (self->game, &turn);
  game_state = pips_game_dup_summary (self->game);
  state = json_node_init_object (json_node_alloc (), game_state);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, self->info->id);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, pips_session_get_is_over (self));
  json_builder_set_member_name (builder, "ended");
  json_builder_add_boolean_value (builder, pips_game_get_ended (self->game));
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, pips_game_get_round (self->game));
  json_builder_set_member_name (builder, "rounds");
  json_builder_add_int_value (builder, pips_game_get_n_rounds (self->game));
  add_string_or_null (builder, "status", status);

  json_builder_set_member_name (builder, "turn");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < g_strv_length (self->players); p++)
    {
      if (pips_turn_may_act (&turn, p))
        json_builder_add_string_value (builder, self->players[p]);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "expects");
  json_builder_begin_array (builder);
  for (guint i = 0; turn.expects[i] != NULL; i++)
    json_builder_add_string_value (builder, turn.expects[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "standings");
  json_builder_begin_array (builder);
  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(PipsStanding) s = g_list_model_get_item (standings, i);
      PipsUnit unit = pips_standing_get_unit (s);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, self->players[pips_standing_get_player (s)]);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, pips_standing_get_rank (s));
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, pips_standing_get_value (s));
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, pips_unit_to_id (unit));
      /* The unit's own member too, where the first version of the summary had it. */
      if (unit == PIPS_UNIT_POINTS)
        json_builder_set_member_name (builder, "score");
      else if (unit == PIPS_UNIT_CHIPS)
        json_builder_set_member_name (builder, "chips");
      else if (unit == PIPS_UNIT_MATS)
        json_builder_set_member_name (builder, "mats");
      if (unit != PIPS_UNIT_NONE)
        json_builder_add_int_value (builder, pips_standing_get_value (s));
      add_string_or_null (builder, "detail", pips_standing_get_detail (s));
      add_string_or_null (builder, "status", pips_standing_get_status (s));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "state");
  json_builder_add_value (builder, g_steal_pointer (&state));
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);

  return json_generator_to_data (generator, NULL);
}

/**
 * pips_session_dup_file_name:
 * @suffix: the file name's suffix, without the dot ("pips", "pdf", "csv")
 *
 * The name a file of the session is offered under: its title, its players (the first four) and
 * the day it began, "Friday night — Anna, Ben — 2026-11-28.pips", without what a file name cannot hold.
 *
 * Returns: (transfer full): the name
 */
char *
pips_session_dup_file_name (PipsSession *self,
                            const char  *suffix)
{
  const char * const *players;
  g_autoptr(GString) name = NULL;
  GDateTime *created;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);
  g_return_val_if_fail (suffix != NULL, NULL);

  players = pips_session_get_players (self);
  name = g_string_new (pips_session_get_title (self));
  g_string_append (name, " — ");
  for (guint i = 0; players[i] != NULL; i++)
    {
      if (i == 4)
        {
          g_string_append (name, ", …");
          break;
        }
      g_string_append_printf (name, "%s%s", i > 0 ? ", " : "", players[i]);
    }
  created = pips_session_get_created (self);
  if (created != NULL)
    {
      g_autofree char *day = g_date_time_format (created, "%Y-%m-%d");

      g_string_append_printf (name, " — %s", day);
    }
  g_strdelimit (name->str, "/\\:*?\"<>|", '-');
  g_string_append_printf (name, ".%s", suffix);

  return g_string_free (g_steal_pointer (&name), FALSE);
}
