/* pips-statistics-text.c — the statistics as text and as JSON, for `pips --statistics`
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-statistics"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "pips-registry.h"
#include "pips-statistics.h"

static const char *
kind_to_id (PipsRecordKind kind)
{
  switch (kind)
    {
    case PIPS_RECORD_HIGHEST:
      return "highest";
    case PIPS_RECORD_LOWEST:
      return "lowest";
    case PIPS_RECORD_TOTAL:
    default:
      return "total";
    }
}

static char *
format_date (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_time);

  return time != NULL ? g_date_time_format (time, "%Y-%m-%d") : g_strdup ("");
}

static char *
format_iso (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (unix_time);

  return time != NULL ? g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ") : g_strdup ("");
}

static char *
format_number (gint64 value)
{
  /* A real minus sign, as pips_unit_format() writes. */
  return value < 0 ? g_strdup_printf ("−%" G_GINT64_FORMAT, -value)
                   : g_strdup_printf ("%" G_GINT64_FORMAT, value);
}

/* An average with one decimal and, as the totals, a real minus sign: "−2200.0". */
static char *
format_average (double value)
{
  return value < 0 ? g_strdup_printf ("−%.1f", -value) : g_strdup_printf ("%.1f", value);
}

/* The columns @text takes in a terminal: a wide character (CJK, most emoji) takes two, a
 * combining mark or other character of no width none, every other one. */
static guint
display_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }

  return width;
}

/* A table: the first column to the left, the others to the right, two spaces between; columns
 * are as wide as their text shows in a terminal (display_width()). */
static void
append_table (GString   *text,
              GPtrArray *rows)
{
  g_autofree guint *widths = NULL;
  guint n_columns = 0;

  for (guint r = 0; r < rows->len; r++)
    n_columns = MAX (n_columns, g_strv_length (g_ptr_array_index (rows, r)));
  widths = g_new0 (guint, MAX (n_columns, 1));
  for (guint r = 0; r < rows->len; r++)
    {
      char **row = g_ptr_array_index (rows, r);

      for (guint c = 0; row[c] != NULL; c++)
        widths[c] = MAX (widths[c], display_width (row[c]));
    }

  for (guint r = 0; r < rows->len; r++)
    {
      char **row = g_ptr_array_index (rows, r);

      for (guint c = 0; row[c] != NULL; c++)
        {
          guint pad = widths[c] - display_width (row[c]);

          if (c > 0)
            {
              g_string_append (text, "  ");
              for (guint i = 0; i < pad; i++)
                g_string_append_c (text, ' ');
            }
          g_string_append (text, row[c]);
          if (c == 0 && row[c + 1] != NULL)
            {
              for (guint i = 0; i < pad; i++)
                g_string_append_c (text, ' ');
            }
        }
      g_string_append_c (text, '\n');
    }
}

static void
append_counts (GString        *text,
               PipsStatistics *self,
               const char     *game_id)
{
  PipsGameCounts counts;

  pips_statistics_get_counts (self, game_id, &counts);
  g_string_append_printf (text,
                          /* Translators: how many games were played, finished, ended early by
                           * the players and are still in progress */
                          _("Games: %u played · %u finished · %u ended early · %u in progress"),
                          counts.played, counts.finished, counts.ended_early, counts.in_progress);
  g_string_append_c (text, '\n');
}

static void
append_players (GString        *text,
                PipsStatistics *self,
                const char     *game_id)
{
  const char * const *players = pips_statistics_get_players (self, game_id);
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autoptr(GStrvBuilder) header = g_strv_builder_new ();

  if (players[0] == NULL)
    return;

  /* The headings of a table printed in a terminal of 80 columns: a translation keeps them short
   * (about as long as the English ones). */
  g_strv_builder_add_many (header, _("Player"), C_("statistics", "Games"), _("Wins"), _("Win rate"),
                           NULL);
  if (game_id != NULL)
    g_strv_builder_add_many (header, C_("statistics", "Average"), C_("statistics", "Best"),
                             C_("statistics", "Worst"), NULL);
  /* Translators: the heading of a column of dates in a table of 80 columns: keep it short */
  g_strv_builder_add (header, _("Last played"));
  g_ptr_array_add (rows, g_strv_builder_end (header));

  for (guint i = 0; players[i] != NULL; i++)
    {
      g_autoptr(GStrvBuilder) row = g_strv_builder_new ();
      PipsPlayerStatistics player;

      pips_statistics_get_player (self, players[i], game_id, &player);
      g_strv_builder_add (row, player.name);
      g_strv_builder_take (row, g_strdup_printf ("%u", player.games));
      g_strv_builder_take (row, g_strdup_printf ("%u", player.wins));
      if (player.contested > 0)
        /* Translators: a win rate in per cent; %.0f is the number */
        g_strv_builder_take (row, g_strdup_printf (_("%.0f %%"), 100 * player.win_rate));
      else
        g_strv_builder_add (row, "—");
      if (game_id != NULL && player.n_results > 0)
        {
          g_strv_builder_take (row, format_average (player.average));
          g_strv_builder_take (row, pips_unit_format (player.unit, player.best));
          g_strv_builder_take (row, pips_unit_format (player.unit, player.worst));
        }
      else if (game_id != NULL)
        g_strv_builder_add_many (row, "—", "—", "—", NULL);
      g_strv_builder_take (row, format_date (player.last_played));
      g_ptr_array_add (rows, g_strv_builder_end (row));
    }

  g_string_append_c (text, '\n');
  append_table (text, rows);
}

static void
append_head_to_head (GString        *text,
                     PipsStatistics *self,
                     const char     *game_id)
{
  const char * const *players = pips_statistics_get_players (self, game_id);
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint a = 0; players[a] != NULL; a++)
    {
      for (guint b = a + 1; players[b] != NULL; b++)
        {
          PipsHeadToHead pair;
          char **row;

          if (!pips_statistics_get_head_to_head (self, players[a], players[b], game_id, &pair))
            continue;

          if (rows->len == 0)
            {
              row = g_new0 (char *, 5);
              row[0] = g_strdup (_("Players"));
              row[1] = g_strdup (C_("statistics", "Games"));
              row[2] = g_strdup (_("Finished"));
              row[3] = g_strdup (_("Wins"));
              g_ptr_array_add (rows, row);
            }
          row = g_new0 (char *, 5);
          row[0] = g_strdup_printf ("%s – %s", players[a], players[b]);
          row[1] = g_strdup_printf ("%u", pair.games);
          row[2] = g_strdup_printf ("%u", pair.finished);
          row[3] = g_strdup_printf ("%u : %u", pair.wins_a, pair.wins_b);
          g_ptr_array_add (rows, row);
        }
    }

  if (rows->len == 0)
    return;

  g_string_append_printf (text, "\n%s\n", _("Head to head"));
  append_table (text, rows);
}

static void
append_records (GString        *text,
                PipsStatistics *self,
                const char     *game_id)
{
  guint n = pips_statistics_get_n_records (self, game_id);

  if (n == 0)
    return;

  g_string_append_printf (text, "\n%s\n", _("Records"));
  for (guint r = 0; r < n; r++)
    {
      PipsRecordStatistics record;
      g_autofree char *value = NULL;
      g_autofree char *holder_value = NULL;
      g_autofree char *date = NULL;

      pips_statistics_get_record (self, game_id, r, &record);
      if (!record.has_value)
        {
          /* Translators: a record no game has set yet; %s is its name */
          g_string_append_printf (text, _("%s: none yet"), record.title);
          g_string_append_c (text, '\n');
          continue;
        }

      value = format_number (record.value);
      holder_value = format_number (record.holder_value);
      if (record.kind == PIPS_RECORD_TOTAL && record.holder != NULL)
        {
          g_autofree char *holders = pips_record_statistics_dup_holders (&record);

          /* Translators: a record counted over every game: its name, the total, the player with
           * the most and how many they have */
          g_string_append_printf (text, _("%s: %s in all — most: %s, %s"), record.title, value,
                                  holders, holder_value);
        }
      else if (record.kind == PIPS_RECORD_TOTAL)
        /* Translators: a record counted over every game, none of it yet: its name and the total */
        g_string_append_printf (text, _("%s: %s in all"), record.title, value);
      else
        {
          date = format_date (record.when);
          /* Translators: a record: its name, its value, who set it and the date of the game */
          g_string_append_printf (text, _("%s: %s — %s, %s"), record.title, value, record.holder,
                                  date);
        }
      g_string_append_c (text, '\n');
    }
}

/**
 * pips_statistics_to_text:
 *
 * Returns: (transfer full): every figure as text, as `pips --statistics` prints it: all games
 *   (counts, players, head to head), then each game played (the same, with the results and the
 *   game's records)
 */
char *
pips_statistics_to_text (PipsStatistics *self)
{
  const char * const *games;
  const char * const *unreadable;
  GString *text;
  guint n_unreadable;

  g_return_val_if_fail (PIPS_IS_STATISTICS (self), NULL);

  text = g_string_new (NULL);
  g_string_append_printf (text, "%s\n", _("All games"));
  append_counts (text, self, NULL);
  n_unreadable = pips_statistics_get_n_unreadable (self);
  unreadable = pips_statistics_get_unreadable (self);
  if (n_unreadable > 0)
    {
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%u file could not be read and is left out:",
                                           "%u files could not be read and are left out:",
                                           n_unreadable),
                              n_unreadable);
      g_string_append_c (text, '\n');
      for (guint i = 0; unreadable[i] != NULL; i++)
        g_string_append_printf (text, "  %s\n", unreadable[i]);
    }
  append_players (text, self, NULL);
  append_head_to_head (text, self, NULL);

  games = pips_statistics_get_games (self);
  for (guint g = 0; games[g] != NULL; g++)
    {
      const PipsGameInfo *info = pips_registry_lookup (games[g]);

      g_string_append_printf (text, "\n%s\n", _(info->name));
      append_counts (text, self, games[g]);
      append_players (text, self, games[g]);
      append_head_to_head (text, self, games[g]);
      append_records (text, self, games[g]);
    }

  return g_string_free (text, FALSE);
}

static void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
add_string (JsonBuilder *builder,
            const char  *member,
            const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_counts_json (JsonBuilder    *builder,
                 PipsStatistics *self,
                 const char     *game_id)
{
  PipsGameCounts counts;

  pips_statistics_get_counts (self, game_id, &counts);
  add_int (builder, "played", counts.played);
  add_int (builder, "finished", counts.finished);
  add_int (builder, "ended-early", counts.ended_early);
  add_int (builder, "in-progress", counts.in_progress);
}

static void
add_players_json (JsonBuilder    *builder,
                  PipsStatistics *self,
                  const char     *game_id)
{
  const char * const *players = pips_statistics_get_players (self, game_id);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; players[i] != NULL; i++)
    {
      PipsPlayerStatistics player;
      g_autofree char *last = NULL;

      pips_statistics_get_player (self, players[i], game_id, &player);
      last = format_iso (player.last_played);
      json_builder_begin_object (builder);
      add_string (builder, "name", player.name);
      add_int (builder, "games", player.games);
      add_int (builder, "finished", player.finished);
      add_int (builder, "contested", player.contested);
      add_int (builder, "wins", player.wins);
      json_builder_set_member_name (builder, "win-rate");
      if (player.contested > 0)
        json_builder_add_double_value (builder, player.win_rate);
      else
        json_builder_add_null_value (builder);
      if (game_id != NULL)
        {
          add_string (builder, "unit", pips_unit_to_id (player.unit));
          add_int (builder, "results", player.n_results);
          json_builder_set_member_name (builder, "average");
          if (player.n_results > 0)
            json_builder_add_double_value (builder, player.average);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "best");
          if (player.n_results > 0)
            json_builder_add_int_value (builder, player.best);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "worst");
          if (player.n_results > 0)
            json_builder_add_int_value (builder, player.worst);
          else
            json_builder_add_null_value (builder);
        }
      add_string (builder, "last-played", last);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_head_to_head_json (JsonBuilder    *builder,
                       PipsStatistics *self,
                       const char     *game_id)
{
  const char * const *players = pips_statistics_get_players (self, game_id);

  json_builder_set_member_name (builder, "head-to-head");
  json_builder_begin_array (builder);
  for (guint a = 0; players[a] != NULL; a++)
    {
      for (guint b = a + 1; players[b] != NULL; b++)
        {
          PipsHeadToHead pair;

          if (!pips_statistics_get_head_to_head (self, players[a], players[b], game_id, &pair))
            continue;

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "players");
          json_builder_begin_array (builder);
          json_builder_add_string_value (builder, players[a]);
          json_builder_add_string_value (builder, players[b]);
          json_builder_end_array (builder);
          add_int (builder, "games", pair.games);
          add_int (builder, "finished", pair.finished);
          json_builder_set_member_name (builder, "wins");
          json_builder_begin_array (builder);
          json_builder_add_int_value (builder, pair.wins_a);
          json_builder_add_int_value (builder, pair.wins_b);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
    }
  json_builder_end_array (builder);
}

static void
add_records_json (JsonBuilder    *builder,
                  PipsStatistics *self,
                  const char     *game_id)
{
  const char * const *players = pips_statistics_get_players (self, game_id);
  guint n = pips_statistics_get_n_records (self, game_id);

  json_builder_set_member_name (builder, "records");
  json_builder_begin_array (builder);
  for (guint r = 0; r < n; r++)
    {
      PipsRecordStatistics record;

      pips_statistics_get_record (self, game_id, r, &record);
      json_builder_begin_object (builder);
      add_string (builder, "id", record.id);
      add_string (builder, "title", record.title);
      add_string (builder, "kind", kind_to_id (record.kind));
      json_builder_set_member_name (builder, "value");
      if (record.has_value)
        json_builder_add_int_value (builder, record.value);
      else
        json_builder_add_null_value (builder);
      add_string (builder, "holder", record.holder);
      if (record.has_value && record.kind != PIPS_RECORD_TOTAL)
        {
          g_autofree char *when = format_iso (record.when);

          add_string (builder, "session", record.session_id);
          add_string (builder, "session-title", record.session_title);
          add_string (builder, "when", when);
        }

      /* Each player's total, or best value. */
      json_builder_set_member_name (builder, "players");
      json_builder_begin_object (builder);
      for (guint i = 0; players[i] != NULL; i++)
        {
          gint64 value;

          if (pips_statistics_get_player_record (self, game_id, record.id, players[i], &value))
            add_int (builder, players[i], value);
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/**
 * pips_statistics_to_json:
 *
 * The figures as JSON (documented in docs/session-format.md, "Statistics"):
 * `{"unreadable":[…],"games":{…},"players":[…],"head-to-head":[…],"per-game":[…]}`.
 *
 * Returns: (transfer full): the statistics as JSON text
 */
char *
pips_statistics_to_json (PipsStatistics *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  const char * const *unreadable;
  const char * const *games;

  g_return_val_if_fail (PIPS_IS_STATISTICS (self), NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unreadable");
  json_builder_begin_array (builder);
  unreadable = pips_statistics_get_unreadable (self);
  for (guint i = 0; unreadable[i] != NULL; i++)
    json_builder_add_string_value (builder, unreadable[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "games");
  json_builder_begin_object (builder);
  add_counts_json (builder, self, NULL);
  json_builder_end_object (builder);
  add_players_json (builder, self, NULL);
  add_head_to_head_json (builder, self, NULL);

  json_builder_set_member_name (builder, "per-game");
  json_builder_begin_array (builder);
  games = pips_statistics_get_games (self);
  for (guint g = 0; games[g] != NULL; g++)
    {
      json_builder_begin_object (builder);
      add_string (builder, "game", games[g]);
      add_counts_json (builder, self, games[g]);
      add_players_json (builder, self, games[g]);
      add_head_to_head_json (builder, self, games[g]);
      add_records_json (builder, self, games[g]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);

  return json_generator_to_data (generator, NULL);
}
