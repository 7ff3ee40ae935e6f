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
_pips_chili_game_get_status (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);

  if (self->current < 0)
    {
      g_autoptr(GPtrArray) standings = pips_game_standings (game);
      g_autoptr(GPtrArray) winners = g_ptr_array_new ();
      g_autofree char *names = NULL;
      guint best = 0;

      for (guint i = 0; i < standings->len; i++)
        {
          PipsStanding *standing = g_ptr_array_index (standings, i);

          if (standing->rank == 1)
            {
              best = standing->score;
              g_ptr_array_add (winners, (gpointer) pips_game_get_player_name (game, standing->player));
            }
        }
      g_ptr_array_add (winners, NULL);
      /* Translators: the separator between the names of players who share the win */
      names = g_strjoinv (_(" and "), (char **) winners->pdata);

      if (winners->len == 2)
        /* Translators: a player's name and their total */
        return g_strdup_printf (_("Game over · %s wins with %u"), names, best);
      /* Translators: players' names and their shared total */
      return g_strdup_printf (_("Game over · %s share the win with %u"), names, best);
    }

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
_pips_chili_game_describe (PipsGame   *game,
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

/* Appends @text to @line, right-aligned (or left-aligned with a negative @width) in @width
 * characters. */
static void
append_cell (GString    *line,
             const char *text,
             int         width)
{
  guint length = g_utf8_strlen (text, -1);
  guint pad = (guint) ABS (width) > length ? (guint) ABS (width) - length : 0;

  if (width > 0)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (line, ' ');

  g_string_append (line, text);

  if (width < 0)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (line, ' ');
}

char *
_pips_chili_game_sheet_text (PipsGame *game)
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

  append_cell (text, "", -label_width);
  for (guint p = 0; p < self->n_players; p++)
    {
      g_string_append (text, "  ");
      append_cell (text, pips_game_get_player_name (game, p), widths[p]);
    }
  g_string_append_c (text, '\n');

  for (guint row = 0; row < G_N_ELEMENTS (labels); row++)
    {
      append_cell (text, labels[row], -label_width);
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
          append_cell (text, cell, widths[p]);
        }
      g_string_append_c (text, '\n');
    }

  return g_string_free (text, FALSE);
}
