/* pips-choice-text.c — Choice in words: the status, the events, the sheets as text, the rules
 * and the summary
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-choice"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-choice-rules-private.h"

char *
_pips_choice_game_dup_status (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);

  if (self->current < 0)
    {
      g_autoptr(GListModel) standings = pips_game_dup_standings (game);
      g_autoptr(GPtrArray) best = g_ptr_array_new ();
      g_autofree char *names = NULL;
      g_autofree char *number = NULL;
      int total = 0;

      for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
        {
          g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);

          if (pips_standing_get_rank (standing) != 1)
            continue;
          total = pips_standing_get_value (standing);
          g_ptr_array_add (best, (gpointer) pips_game_get_player_name (game,
                                                                       pips_standing_get_player (standing)));
        }
      g_ptr_array_add (best, NULL);
      /* Translators: the separator between the names of players who share the best sheet */
      names = g_strjoinv (_(" and "), (char **) best->pdata);
      number = _pips_choice_format_number (total);

      if (self->n_players == 1 && total >= PIPS_CHOICE_TARGET)
        /* Translators: a player's name and their total, 500 or more */
        return g_strdup_printf (_("Game over · %s wins with %s"), names, number);
      if (self->n_players == 1)
        /* Translators: a player's name and their total, below 500 */
        return g_strdup_printf (_("Game over · %s scores %s, short of 500"), names, number);
      if (best->len > 2)
        /* Translators: players' names and their shared total */
        return g_strdup_printf (_("Game over · %s share the best sheet with %s"), names, number);

      /* Translators: a player's name and their total */
      return g_strdup_printf (_("Game over · %s has the best sheet with %s"), names, number);
    }

  if (!self->has_thrown)
    /* Translators: the number of the throw on a player's sheet, and the player's name */
    return g_strdup_printf (_("Throw %u · %s to throw"), pips_game_get_round (game),
                            pips_game_get_player_name (game, self->current));

  /* Translators: the number of the throw on a player's sheet, and the player's name */
  return g_strdup_printf (_("Throw %u · %s to group the dice"), pips_game_get_round (game),
                          pips_game_get_player_name (game, self->current));
}

char *
_pips_choice_game_dup_description (PipsGame   *game,
                                   JsonObject *event)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  const char *type = json_object_get_string_member_with_default (event, "type", "");
  const char *name;
  gint64 player;

  if (self->current < 0 ||
      !pips_event_get_int (event, "player", 0, (gint64) self->n_players - 1, &player, NULL))
    return g_strdup (_("An entry the rules refuse"));

  name = pips_game_get_player_name (game, player);

  if (player != self->current)
    ;
  else if (g_str_equal (type, "throw") || g_str_equal (type, "terminator"))
    {
      guint8 faces[PIPS_CHOICE_N_DICE];

      if (_pips_choice_read_faces (event, faces, NULL))
        {
          g_autofree char *dice = pips_dice_format (faces, PIPS_CHOICE_N_DICE);

          if (g_str_equal (type, "throw"))
            /* Translators: a player's name, then five dice ("1 4 4 6 2") */
            return g_strdup_printf (_("%s throws %s"), name, dice);
          if (self->has_thrown && self->jokers &&
              !self->sheets[player].joker_used[PIPS_CHOICE_JOKER_TERMINATOR])
            /* Translators: a player's name, then five dice ("1 4 4 6 2") */
            return g_strdup_printf (_("%s uses the Terminator and throws %s"), name, dice);
        }
    }
  else if (g_str_equal (type, "korrektor"))
    {
      guint die;
      guint8 face;

      if (_pips_choice_read_korrektor (self, event, player, &die, &face, NULL))
        /* Translators: a player's name, then a die's face before and after */
        return g_strdup_printf (_("%s uses the Korrektor: %u becomes %u"),
                                name, self->faces[die], face);
    }
  else if (g_str_equal (type, "group"))
    {
      PipsChoiceResolved resolved;

      if (_pips_choice_read_group (self, event, player, &resolved, NULL))
        {
          PipsChoiceSheet after = self->sheets[player];
          g_autofree char *line = NULL;

          _pips_choice_sheet_record (&after, self->faces, &resolved);
          line = _pips_choice_format_grouping (self, &resolved,
                                               _pips_choice_sheet_total (&after, self->jokers) -
                                               _pips_choice_sheet_total (&self->sheets[player],
                                                                         self->jokers));
          if (after.over)
            /* Translators: a player's name, then a grouping ("7 and 9, discard 4: +30") */
            return g_strdup_printf (_("%s: %s; the discard has its eighth mark and the sheet ends"),
                                    name, line);

          /* Translators: a player's name, then a grouping ("7 and 9, discard 4: +30") */
          return g_strdup_printf (_("%s: %s"), name, line);
        }
    }

  /* Translators: %s is a player's name */
  return g_strdup_printf (_("%s: an entry the rules refuse"), name);
}

/* One sheet as text: a row per sum with its marks and points, the discards, the jokers and the
 * total. */
static void
append_sheet (PipsChoiceGame *self,
              guint           player,
              GString        *text)
{
  const PipsChoiceSheet *sheet = &self->sheets[player];

  g_string_append_printf (text, "%s\n", pips_game_get_player_name (PIPS_GAME (self), player));

  for (guint s = PIPS_CHOICE_MIN_SUM; s <= PIPS_CHOICE_MAX_SUM; s++)
    {
      g_autofree char *sum = g_strdup_printf ("%u", s);
      g_autofree char *value = g_strdup_printf ("%u", pips_choice_sum_value (s));
      g_autofree char *points = _pips_choice_format_number (pips_choice_row_points (s, sheet->marks[s]));
      g_autoptr(GString) marks = g_string_new (NULL);

      /* Marks in fives, as on paper. */
      for (guint m = 0; m < sheet->marks[s]; m++)
        {
          if (m > 0 && m % PIPS_CHOICE_FREE_MARKS == 0)
            g_string_append_c (marks, ' ');
          g_string_append_c (marks, 'x');
        }

      pips_sheet_text_append_cell (text, sum, 4);
      pips_sheet_text_append_cell (text, value, 5);
      g_string_append (text, "  ");
      pips_sheet_text_append_cell (text, marks->str, -17);
      pips_sheet_text_append_cell (text, points, 6);
      g_string_append_c (text, '\n');
    }

  g_string_append_printf (text, "%s", _("Discards:"));
  if (sheet->n_discards == 0)
    g_string_append_printf (text, " –");
  for (guint i = 0; i < sheet->n_discards; i++)
    g_string_append_printf (text, " %u×%u/%u", sheet->discard_values[i], sheet->discard_marks[i],
                            PIPS_CHOICE_DISCARD_LIMIT);
  g_string_append_c (text, '\n');
  /* Translators: free throws: throws in which none of the three discards showed */
  g_string_append_printf (text, _("Free throws: %u"), sheet->free_throws);
  g_string_append_c (text, '\n');

  if (self->jokers)
    {
      g_string_append (text, _("Jokers left:"));
      if (_pips_choice_sheet_jokers_left (sheet, TRUE) == 0)
        g_string_append (text, " –");
      for (guint j = 0; j < PIPS_CHOICE_N_JOKERS; j++)
        {
          if (!sheet->joker_used[j])
            g_string_append_printf (text, " %s", pips_choice_joker_get_name (j));
        }
      g_string_append_c (text, '\n');
    }

  {
    g_autofree char *rows = _pips_choice_format_number (_pips_choice_sheet_rows_total (sheet));
    g_autofree char *total = _pips_choice_format_number (_pips_choice_sheet_total (sheet, self->jokers));

    if (self->jokers)
      /* Translators: the rows' points, the bonus for unused jokers and the total */
      g_string_append_printf (text, _("Rows %s + jokers %u = %s"), rows,
                              PIPS_CHOICE_JOKER_BONUS * _pips_choice_sheet_jokers_left (sheet, TRUE),
                              total);
    else
      /* Translators: the total of a sheet without jokers */
      g_string_append_printf (text, _("Total %s"), total);
  }
  if (sheet->over)
    g_string_append_printf (text, " · %s", _("Sheet ended"));
  g_string_append_c (text, '\n');
}

char *
_pips_choice_game_dup_sheet_text (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < self->n_players; p++)
    {
      if (p > 0)
        g_string_append_c (text, '\n');
      append_sheet (self, p, text);
    }

  return g_string_free (text, FALSE);
}

/* The rules as this table plays them: with or without the jokers. */
char *
_pips_choice_game_dup_rules (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  GString *text = g_string_new (NULL);

  g_string_append (text, _("Choice is Sid Sackson’s Solitaire Dice. Every player keeps their own sheet; the players "
                           "throw in turn, and each sheet ends on its own. Throw five dice, then choose two pairs: "
                           "each pair’s sum, 2 to 12, gets a mark in its row. The fifth die is the discard."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Over the whole game you may discard at most three different values. While fewer than "
                           "three are fixed, any die may be the discard, and its value becomes one of the three. Once "
                           "three are fixed and one of them is in the throw, the discard must be one of them. If none "
                           "of them is in the throw, it is a free throw: discard any die, and nothing is written on "
                           "the discard table. Your sheet ends as soon as one discard value has its eighth mark."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Each row scores at the end: 0 if it was never started, −200 with one to four marks, 0 "
                           "with five, and for every mark from the sixth to the tenth the row’s value: 100 for 2 and "
                           "12, 70 for 3 and 11, 60 for 4 and 10, 50 for 5 and 9, 40 for 6 and 8, 30 for 7. More "
                           "marks are allowed but score nothing more."));
  g_string_append (text, "\n\n");
  if (self->jokers)
    g_string_append (text, _("Each player has three jokers, each once a game, to use before grouping a throw. The "
                             "Terminator throws all five dice again. The Korrektor sets one die to any face. The 3:1 "
                             "joker groups three dice and one die instead of two pairs: the three must make 12 or "
                             "less and the single die 2 or more; the fifth die is the discard as usual. Every unused "
                             "joker is worth 100 points."));
  else
    g_string_append (text, _("This table plays Sackson’s game as printed, without the jokers."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Your total is the sum of your rows, plus the unused jokers. Sackson counts 500 or more "
                           "as a win; with several sheets, the highest total is best."));

  return g_string_free (text, FALSE);
}

/* The whole derived state, as docs/session-format.md documents it. */
JsonObject *
_pips_choice_game_dup_summary (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "target");
  json_builder_add_int_value (builder, PIPS_CHOICE_TARGET);
  json_builder_set_member_name (builder, "jokers");
  json_builder_add_boolean_value (builder, self->jokers);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      const PipsChoiceSheet *sheet = &self->sheets[p];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, pips_game_get_player_name (game, p));
      json_builder_set_member_name (builder, "rows");
      json_builder_begin_object (builder);
      for (guint s = PIPS_CHOICE_MIN_SUM; s <= PIPS_CHOICE_MAX_SUM; s++)
        {
          g_autofree char *id = g_strdup_printf ("%u", s);

          json_builder_set_member_name (builder, id);
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "marks");
          json_builder_add_int_value (builder, sheet->marks[s]);
          json_builder_set_member_name (builder, "points");
          json_builder_add_int_value (builder, pips_choice_row_points (s, sheet->marks[s]));
          json_builder_end_object (builder);
        }
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "rows_total");
      json_builder_add_int_value (builder, _pips_choice_sheet_rows_total (sheet));
      json_builder_set_member_name (builder, "discards");
      json_builder_begin_array (builder);
      for (guint i = 0; i < sheet->n_discards; i++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "value");
          json_builder_add_int_value (builder, sheet->discard_values[i]);
          json_builder_set_member_name (builder, "marks");
          json_builder_add_int_value (builder, sheet->discard_marks[i]);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "free_throws");
      json_builder_add_int_value (builder, sheet->free_throws);
      json_builder_set_member_name (builder, "throws");
      json_builder_add_int_value (builder, sheet->throws);
      json_builder_set_member_name (builder, "jokers_used");
      json_builder_begin_array (builder);
      for (guint j = 0; j < PIPS_CHOICE_N_JOKERS; j++)
        {
          if (sheet->joker_used[j])
            json_builder_add_string_value (builder, pips_choice_joker_to_id (j));
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "joker_bonus");
      json_builder_add_int_value (builder, PIPS_CHOICE_JOKER_BONUS *
                                           _pips_choice_sheet_jokers_left (sheet, self->jokers));
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, _pips_choice_sheet_total (sheet, self->jokers));
      json_builder_set_member_name (builder, "over");
      json_builder_add_boolean_value (builder, sheet->over);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "dice");
  if (self->current >= 0 && self->has_thrown)
    {
      json_builder_begin_array (builder);
      for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
        json_builder_add_int_value (builder, self->faces[i]);
      json_builder_end_array (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return json_object_ref (json_node_get_object (root));
}
