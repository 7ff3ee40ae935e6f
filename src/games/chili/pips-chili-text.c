/* pips-chili-text.c — Chili Dice in words: the status, the events and the pad as text
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chili"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chili-rules-private.h"

char *
_pips_chili_game_dup_status (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);

  if (self->current < 0)
    return pips_game_dup_winners_status (game);

  /* Translators: the round, the number of rounds, and a player's name */
  return g_strdup_printf (_("Round %u of %u · %s to play"),
                          pips_game_get_round (game), PIPS_CHILI_N_ROUNDS,
                          pips_game_get_player_name (game, self->current));
}

/* Formats the dice as "1 4 4 6 2 5 (red 4)". */
static char *
format_dice (const guint8   *faces,
             const gboolean *red)
{
  g_autofree char *text = pips_dice_format (faces, PIPS_CHILI_N_DICE);
  g_autoptr(GString) reds = g_string_new (NULL);

  for (guint k = 1; k <= 6; k++)
    {
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        {
          if (red[i] && faces[i] == k)
            {
              if (reds->len > 0)
                g_string_append (reds, ", ");
              g_string_append_printf (reds, "%u", k);
            }
        }
    }

  if (reds->len == 0)
    return g_steal_pointer (&text);

  /* Translators: the faces of six dice ("1 4 4 6 2 5"), then the red numbers among them ("4") */
  return g_strdup_printf (_("%s (red %s)"), text, reds->str);
}

char *
_pips_chili_game_dup_description (PipsGame   *game,
                           JsonObject *event)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  const char *type = json_object_get_string_member_with_default (event, "type", "");
  const char *name;
  gint64 player;

  if (self->current < 0 ||
      !pips_event_get_int (event, "player", 0, (gint64) self->n_players - 1, &player, NULL))
    return g_strdup (_("An entry the rules refuse"));

  name = pips_game_get_player_name (game, player);

  if (player != self->current)
    ;
  else if (g_str_equal (type, "throw"))
    {
      guint8 faces[PIPS_CHILI_N_DICE] = { 0, };
      gboolean red[PIPS_CHILI_N_DICE];
      guint n_faces;
      guint n_red;

      if (_pips_chili_read_faces (event, "faces", faces, &n_faces, NULL) &&
          n_faces == PIPS_CHILI_N_DICE &&
          _pips_chili_read_positions (event, "red", TRUE, red, NULL, &n_red, NULL))
        {
          g_autofree char *dice = format_dice (faces, red);

          /* Translators: a player's name, then six dice ("1 4 4 6 2 5 (red 4)") */
          return g_strdup_printf (_("%s throws %s"), name, dice);
        }
    }
  else if (g_str_equal (type, "rethrow"))
    {
      guint8 faces[PIPS_CHILI_N_DICE];
      gboolean red[PIPS_CHILI_N_DICE];
      gboolean rethrown[PIPS_CHILI_N_DICE];
      guint n_rethrown;

      if (_pips_chili_game_resolve_rethrow (self, event, player, faces, red, rethrown, &n_rethrown,
                                            NULL))
        {
          g_autofree char *dice = format_dice (faces, red);

          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a player's name, a number of dice, then six dice */
                                               "%s rethrows %u die: %s",
                                               "%s rethrows %u dice: %s",
                                               n_rethrown),
                                  name, n_rethrown, dice);
        }
    }
  else if (g_str_equal (type, "turn"))
    {
      guint die;
      guint8 face;

      if (_pips_chili_game_resolve_turn (self, event, &die, &face, NULL))
        /* Translators: a player's name, a number from 1 to 6, then the face it is turned to */
        return g_strdup_printf (_("%s turns the red %u to %u"), name, self->faces[die], face);
    }
  else if (g_str_equal (type, "score"))
    {
      PipsChiliField field;
      PipsChiliScoring scoring;
      guint points;

      if (_pips_chili_game_resolve_score (self, event, player, &field, &scoring, &points, NULL))
        {
          g_autofree char *reason = pips_chili_score_reason (self->faces, self->red, field, scoring);

          if (_pips_chili_game_throws_left (self, player) == 0 &&
              self->columns[player].n_filled + 1 < PIPS_CHILI_N_FIELDS)
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: a player's name, points, a field's name ("3s") and why */
                                                 "%s scores %u point in %s (%s) and is out of throws: the free fields get 0",
                                                 "%s scores %u points in %s (%s) and is out of throws: the free fields get 0",
                                                 points),
                                    name, points, pips_chili_field_get_name (field), reason);

          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a player's name, points, a field's name ("3s") and why */
                                               "%s scores %u point in %s (%s)",
                                               "%s scores %u points in %s (%s)",
                                               points),
                                  name, points, pips_chili_field_get_name (field), reason);
        }
    }

  /* Translators: %s is a player's name */
  return g_strdup_printf (_("%s: an entry the rules refuse"), name);
}

char *
_pips_chili_game_dup_sheet_text (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  g_autofree int *widths = g_new0 (int, MAX (self->n_players, 1));
  const char *labels[PIPS_CHILI_N_FIELDS + 3];
  GString *text = g_string_new (NULL);
  int label_width = 0;

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    labels[f] = pips_chili_field_get_name (f);
  labels[PIPS_CHILI_N_FIELDS] = _("Throws left");
  labels[PIPS_CHILI_N_FIELDS + 1] = _("Bonus");
  labels[PIPS_CHILI_N_FIELDS + 2] = _("Total");

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    label_width = MAX (label_width, (int) g_utf8_strlen (labels[i], -1));

  for (guint p = 0; p < self->n_players; p++)
    widths[p] = MAX (3, (int) g_utf8_strlen (pips_game_get_player_name (game, p), -1));

  pips_sheet_text_append_cell (text, "", -label_width);
  for (guint p = 0; p < self->n_players; p++)
    {
      g_string_append (text, "  ");
      pips_sheet_text_append_cell (text, pips_game_get_player_name (game, p), widths[p]);
    }
  g_string_append_c (text, '\n');

  for (guint row = 0; row < G_N_ELEMENTS (labels); row++)
    {
      pips_sheet_text_append_cell (text, labels[row], -label_width);
      for (guint p = 0; p < self->n_players; p++)
        {
          g_autofree char *cell = NULL;

          if (row < PIPS_CHILI_N_FIELDS)
            cell = self->columns[p].scoring[row] == PIPS_CHILI_SCORING_NONE
                   ? g_strdup ("–")
                   : g_strdup_printf ("%u", self->columns[p].points[row]);
          else if (row == PIPS_CHILI_N_FIELDS)
            cell = g_strdup_printf ("%u", _pips_chili_game_throws_left (self, p));
          else if (row == PIPS_CHILI_N_FIELDS + 1)
            cell = g_strdup_printf ("%u", PIPS_CHILI_BONUS_PER_THROW *
                                          _pips_chili_game_throws_left (self, p));
          else
            cell = g_strdup_printf ("%u", _pips_chili_game_player_total (self, p));

          g_string_append (text, "  ");
          pips_sheet_text_append_cell (text, cell, widths[p]);
        }
      g_string_append_c (text, '\n');
    }

  return g_string_free (text, FALSE);
}

/* The rules as this table plays them: the throw budget and where a Run or Set with a red face
 * may go. */
char *
_pips_chili_game_dup_rules (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  guint throws = pips_chili_game_get_throw_budget (self);
  PipsChiliRedAlternative alternative = pips_chili_game_get_red_alternative (self);
  GString *text = g_string_new (NULL);

  g_string_append (text, _("Chili Dice is played with six dice over ten rounds. Each die has one red face, and every "
                           "number from 1 to 6 is red on exactly one die. In each round every player takes one turn and "
                           "fills exactly one of their ten fields: 1s to 6s, Red, Run, Set and Sum."));
  g_string_append (text, "\n\n");
  g_string_append_printf (text,
                          /* Translators: %u is the number of throws per player */
                          g_dngettext (GETTEXT_PACKAGE,
                                       "Every player has %u throw for the whole game. Each throw costs one, whatever the number of dice thrown, the first throw of a turn included. Unused throws are worth 5 points each at the end.",
                                       "Every player has %u throws for the whole game. Each throw costs one, whatever the number of dice thrown, the first throw of a turn included. Unused throws are worth 5 points each at the end.",
                                       throws),
                          throws);
  g_string_append (text, "\n\n");
  g_string_append (text, _("A turn starts with a throw of all six dice. After each throw you may turn any die that shows "
                           "its red face and was thrown in this throw to another face of your choice; it then counts as "
                           "a white face. Red faces kept from an earlier throw may not be turned. You may throw any of "
                           "the dice again as long as you have throws left, or write the result into a free field."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("1s to 6s: the number times the dice that show it. If one of them shows red, the field scores "
                           "double. Three 5s with a red one score 3 × 5 × 2 = 30."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Red: 10 points for every red face."));
  g_string_append (text, "\n\n");
  switch (alternative)
    {
    case PIPS_CHILI_RED_ALTERNATIVE_DOUBLED:
      g_string_append (text, _("Run: 1-2-3-4-5-6 scores 21. If a red face is among them, you may write the Run into the field of that red number instead, where it scores double: 42."));
      g_string_append (text, "\n\n");
      g_string_append (text, _("Set: if every number that shows appears two, three or four times, the Set scores the sum of all pips. If a red face is among them, you may write the Set into the field of that red number instead, where it scores double."));
      break;

    case PIPS_CHILI_RED_ALTERNATIVE_OFF:
      g_string_append (text, _("Run: 1-2-3-4-5-6 scores 21, and only in Run."));
      g_string_append (text, "\n\n");
      g_string_append (text, _("Set: if every number that shows appears two, three or four times, the Set scores the sum of all pips, and only in Set."));
      break;

    case PIPS_CHILI_RED_ALTERNATIVE_PLAIN:
    default:
      g_string_append (text, _("Run: 1-2-3-4-5-6 scores 21. If a red face is among them, you may write the 21 into the field "
                               "of that red number instead."));
      g_string_append (text, "\n\n");
      g_string_append (text, _("Set: if every number that shows appears two, three or four times, the Set scores the sum of "
                               "all pips. If a red face is among them, you may write the sum into the field of that red "
                               "number instead."));
      break;
    }
  g_string_append (text, "\n\n");
  g_string_append (text, _("Sum: the sum of all pips; red faces do nothing here."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Little Pepper: six 1s, 2s or 3s score 50 in that number’s field, or 25 in any other free "
                           "field. Big Pepper: six 4s, 5s or 6s score 75 in that number’s field, or 50 in any other free "
                           "field. Hot Pepper: six red faces score 100 in Red or Run, or 50 in any other free field."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("You may always write 0 into any free field: a Miss."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("When you have used your last throw you must score it. Then all your free fields get 0 and you "
                           "are skipped for the rest of the game."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("The game ends when every field is filled. Your total is the sum of your fields plus the "
                           "bonus for unused throws. The highest total wins; equal totals share the place."));

  return g_string_free (text, FALSE);
}

/* The whole derived state, as docs/session-format.md documents it. */
JsonObject *
_pips_chili_game_dup_summary (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;
  gboolean over = pips_game_is_over (game);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, pips_game_get_player_name (game, p));
      json_builder_set_member_name (builder, "sheet");
      json_builder_begin_object (builder);
      for (PipsChiliField f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          json_builder_set_member_name (builder, pips_chili_field_to_id (f));
          if (pips_chili_game_get_field_filled (self, p, f))
            json_builder_add_int_value (builder, pips_chili_game_get_field_points (self, p, f));
          else
            json_builder_add_null_value (builder);
        }
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "fields");
      json_builder_add_int_value (builder, pips_chili_game_get_fields_total (self, p));
      json_builder_set_member_name (builder, "throws_used");
      json_builder_add_int_value (builder, pips_chili_game_get_throws_used (self, p));
      json_builder_set_member_name (builder, "throws_left");
      json_builder_add_int_value (builder, pips_chili_game_get_throws_left (self, p));
      /* The bonus is certain only at the end; until then it is what it would be. */
      json_builder_set_member_name (builder, "bonus");
      if (over)
        json_builder_add_int_value (builder, pips_chili_game_get_bonus (self, p));
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, over ? pips_chili_game_get_total (self, p)
                                                : pips_chili_game_get_fields_total (self, p));
      json_builder_set_member_name (builder, "out_of_throws");
      json_builder_add_boolean_value (builder, pips_chili_game_get_out_of_throws (self, p));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "dice");
  if (!over && pips_chili_game_get_has_thrown (self))
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "faces");
      json_builder_begin_array (builder);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        json_builder_add_int_value (builder, pips_chili_game_get_face (self, i));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "red");
      json_builder_begin_array (builder);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        {
          if (pips_chili_game_get_red (self, i))
            json_builder_add_int_value (builder, pips_chili_game_get_face (self, i));
        }
      json_builder_end_array (builder);
      /* Which die lies at each place, once a red face has shown it (null while not known). */
      json_builder_set_member_name (builder, "die_numbers");
      json_builder_begin_array (builder);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        {
          guint number = pips_chili_game_get_die_number (self, i);

          if (number != 0)
            json_builder_add_int_value (builder, number);
          else
            json_builder_add_null_value (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "throws_this_turn");
      json_builder_add_int_value (builder, pips_chili_game_get_throws_this_turn (self));
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return json_object_ref (json_node_get_object (root));
}
