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

static int
standing_cmp (gconstpointer a,
              gconstpointer b)
{
  const PipsStanding *sa = *(const PipsStanding **) a;
  const PipsStanding *sb = *(const PipsStanding **) b;

  return (int) sa->rank - (int) sb->rank;
}

/**
 * pips_session_summary_text:
 *
 * Returns: (transfer full): the sheet and the standings as plain text, as "Copy results" puts on
 *   the clipboard and `pips --summary` prints
 */
char *
pips_session_summary_text (PipsSession *self)
{
  g_autoptr(GPtrArray) standings = NULL;
  g_autofree char *status = NULL;
  g_autofree char *sheet = NULL;
  g_autofree char *players = NULL;
  GString *text;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  standings = pips_game_standings (self->game);
  g_ptr_array_sort (standings, standing_cmp);
  status = pips_session_dup_status (self);
  sheet = pips_game_sheet_text (self->game);
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

  g_string_append_printf (text, "%s\n", self->info->keeps_score || self->info->keeps_chips
                                        ? _("Standings") : _("Players"));
  for (guint i = 0; i < standings->len; i++)
    {
      PipsStanding *s = g_ptr_array_index (standings, i);

      g_string_append_printf (text, "%u. %s", s->rank, self->players[s->player]);
      if (self->info->keeps_score)
        g_string_append_printf (text, "  %d", s->score);
      if (self->info->keeps_chips)
        {
          g_string_append (text, "  ");
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d chip", "%d chips",
                                                     s->chips),
                                  s->chips);
        }
      if (s->status != NULL && s->status[0] != '\0')
        g_string_append_printf (text, "  (%s)", s->status);
      g_string_append_c (text, '\n');
    }

  return g_string_free (text, FALSE);
}

/**
 * pips_session_summary_json:
 *
 * Returns: (transfer full): `{"game":…,"over":…,"round":…,"standings":[{"player":…,"rank":…,
 *   "score":…,"chips":…},…]}`, with score or chips as the game keeps them
 */
char *
pips_session_summary_json (PipsSession *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) standings = NULL;

  g_return_val_if_fail (PIPS_IS_SESSION (self), NULL);

  standings = pips_game_standings (self->game);
  g_ptr_array_sort (standings, standing_cmp);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, self->info->id);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, pips_session_get_is_over (self));
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, pips_game_get_round (self->game));
  json_builder_set_member_name (builder, "standings");
  json_builder_begin_array (builder);
  for (guint i = 0; i < standings->len; i++)
    {
      PipsStanding *s = g_ptr_array_index (standings, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, self->players[s->player]);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, s->rank);
      if (self->info->keeps_score)
        {
          json_builder_set_member_name (builder, "score");
          json_builder_add_int_value (builder, s->score);
        }
      if (self->info->keeps_chips)
        {
          json_builder_set_member_name (builder, "chips");
          json_builder_add_int_value (builder, s->chips);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);

  return json_generator_to_data (generator, NULL);
}
