/* pips-yacht-text.c — Yacht in words: the boxes, the status, the rules, the events and the pad
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-yacht"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-yacht-rules-private.h"

static const struct
{
  const char *id;
  const char *name;
} boxes[PIPS_YACHT_N_BOX_KINDS] = {
  [PIPS_YACHT_BOX_ONES] = { "ones", N_("Ones") },
  [PIPS_YACHT_BOX_TWOS] = { "twos", N_("Twos") },
  [PIPS_YACHT_BOX_THREES] = { "threes", N_("Threes") },
  [PIPS_YACHT_BOX_FOURS] = { "fours", N_("Fours") },
  [PIPS_YACHT_BOX_FIVES] = { "fives", N_("Fives") },
  [PIPS_YACHT_BOX_SIXES] = { "sixes", N_("Sixes") },
  [PIPS_YACHT_BOX_ONE_PAIR] = { "one-pair", N_("One Pair") },
  [PIPS_YACHT_BOX_TWO_PAIRS] = { "two-pairs", N_("Two Pairs") },
  [PIPS_YACHT_BOX_THREE_OF_A_KIND] = { "three-of-a-kind", N_("Three of a Kind") },
  [PIPS_YACHT_BOX_FOUR_OF_A_KIND] = { "four-of-a-kind", N_("Four of a Kind") },
  [PIPS_YACHT_BOX_FULL_HOUSE] = { "full-house", N_("Full House") },
  [PIPS_YACHT_BOX_SMALL_STRAIGHT] = { "small-straight", N_("Small Straight") },
  [PIPS_YACHT_BOX_LARGE_STRAIGHT] = { "large-straight", N_("Large Straight") },
  [PIPS_YACHT_BOX_CHANCE] = { "chance", N_("Chance") },
  /* Translators: the box of five of a kind (Kniffel, Yahtzee, Yatzy are trademarks) */
  [PIPS_YACHT_BOX_FIVE_OF_A_KIND] = { "yacht", N_("Yacht") },
};

/* The box's id in the session file. */
const char *
pips_yacht_box_to_id (PipsYachtBox box)
{
  g_return_val_if_fail (box < PIPS_YACHT_N_BOX_KINDS, "");

  return boxes[box].id;
}

gboolean
pips_yacht_box_from_id (const char   *id,
                        PipsYachtBox *box)
{
  for (PipsYachtBox b = 0; b < PIPS_YACHT_N_BOX_KINDS; b++)
    if (g_strcmp0 (boxes[b].id, id) == 0)
      {
        *box = b;
        return TRUE;
      }
  return FALSE;
}

/* The box's name on the pad, translated. */
const char *
pips_yacht_box_get_name (PipsYachtBox box)
{
  g_return_val_if_fail (box < PIPS_YACHT_N_BOX_KINDS, "");

  return _(boxes[box].name);
}

/* What the box takes and scores, in a few words, translated. */
const char *
pips_yacht_box_get_hint (PipsYachtBox    box,
                         PipsYachtBoxSet box_set)
{
  gboolean yatzy = box_set == PIPS_YACHT_BOX_SET_YATZY;

  switch (box)
    {
    case PIPS_YACHT_BOX_ONES:
    case PIPS_YACHT_BOX_TWOS:
    case PIPS_YACHT_BOX_THREES:
    case PIPS_YACHT_BOX_FOURS:
    case PIPS_YACHT_BOX_FIVES:
    case PIPS_YACHT_BOX_SIXES:
      return _("The sum of the dice with that face");
    case PIPS_YACHT_BOX_ONE_PAIR:
      return _("Two alike: the sum of the two");
    case PIPS_YACHT_BOX_TWO_PAIRS:
      return _("Two pairs of different faces: the sum of the four");
    case PIPS_YACHT_BOX_THREE_OF_A_KIND:
      return yatzy ? _("Three alike: the sum of the three") : _("Three alike: the sum of all dice");
    case PIPS_YACHT_BOX_FOUR_OF_A_KIND:
      return yatzy ? _("Four alike: the sum of the four") : _("Four alike: the sum of all dice");
    case PIPS_YACHT_BOX_FULL_HOUSE:
      return yatzy ? _("Three alike and two alike: the sum") : _("Three alike and two alike: 25");
    case PIPS_YACHT_BOX_SMALL_STRAIGHT:
      return yatzy ? _("1 2 3 4 5: 15") : _("Four in a row: 30");
    case PIPS_YACHT_BOX_LARGE_STRAIGHT:
      return yatzy ? _("2 3 4 5 6: 20") : _("Five in a row: 40");
    case PIPS_YACHT_BOX_CHANCE:
      return _("Any dice: the sum");
    case PIPS_YACHT_BOX_FIVE_OF_A_KIND:
      return _("Five alike: 50");
    case PIPS_YACHT_N_BOX_KINDS:
    default:
      g_return_val_if_reached ("");
    }
}

char *
_pips_yacht_game_dup_status (PipsGame *game)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  const char *name;
  guint left;

  if (self->state.current < 0)
    return pips_game_dup_winners_status (game);

  name = pips_game_get_player_name (game, self->state.current);
  if (self->state.throws == 0)
    /* Translators: the round, the number of rounds, and a player's name */
    return g_strdup_printf (_("Round %u of %u · %s to throw"), pips_game_get_round (game),
                            pips_game_get_n_rounds (game), name);

  left = self->rules.throws - self->state.throws;
  if (left == 0)
    /* Translators: the round, the number of rounds, and a player's name (no throw is left) */
    return g_strdup_printf (_("Round %u of %u · %s to score"), pips_game_get_round (game),
                            pips_game_get_n_rounds (game), name);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: the round, the rounds, a player's name, the throws left */
                                       "Round %u of %u · %s: %u throw left, or score",
                                       "Round %u of %u · %s: %u throws left, or score",
                                       left),
                          pips_game_get_round (game), pips_game_get_n_rounds (game), name, left);
}

/* The rules as this table plays them. */
char *
_pips_yacht_game_dup_rules (PipsGame *game)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  const PipsYachtRules *rules = &self->rules;
  gboolean yatzy = rules->box_set == PIPS_YACHT_BOX_SET_YATZY;
  guint n_boxes = pips_yacht_rules_n_boxes (rules);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text,
                          /* Translators: %u is the number of boxes, 13 or 15 */
                          _("Yacht is played with five dice. Every player has a column of %u boxes, and the game has as "
                            "many rounds: in each round every player takes one turn and fills one box."),
                          n_boxes);
  g_string_append (text, "\n\n");
  if (rules->throws == 1)
    g_string_append (text, _("A turn is one throw of all five dice, which then go into a free box of your column."));
  else
    g_string_append_printf (text,
                            g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %u is the throws after the first, 1 or 2 */
                                         "A turn starts with a throw of all five dice. You may then throw again %u more time, each time setting aside any dice and throwing the others; dice set aside earlier may be thrown again. After the last throw, or earlier, you enter the dice into a free box of your column.",
                                         "A turn starts with a throw of all five dice. You may then throw again up to %u more times, each time setting aside any dice and throwing the others; dice set aside earlier may be thrown again. After the last throw, or earlier, you enter the dice into a free box of your column.",
                                         rules->throws - 1),
                            rules->throws - 1);
  g_string_append (text, "\n\n");
  g_string_append (text, _("A box takes the points the dice score there, or 0 when they do not fit it; you may also cross "
                           "out a box with 0 whatever the dice show."));
  if (rules->in_order)
    {
      g_string_append (text, " ");
      g_string_append (text, _("The boxes are filled in order, from top to bottom: each turn goes into the first free box."));
    }
  g_string_append (text, "\n\n");
  g_string_append_printf (text,
                          /* Translators: the threshold (63) and the bonus (35) */
                          _("Upper section: Ones to Sixes score the sum of the dice that show that face. A total of %u or "
                            "more there earns a bonus of %u."),
                          rules->upper_threshold, rules->upper_bonus);
  g_string_append (text, "\n\n");
  if (yatzy)
    g_string_append (text, _("Lower section: One Pair scores the sum of the pair, Two Pairs the sum of two pairs of different "
                             "faces, Three of a Kind and Four of a Kind the sum of those dice. Small Straight, 1 2 3 4 5, "
                             "scores 15; Large Straight, 2 3 4 5 6, scores 20. Full House, three alike and two alike, "
                             "scores the sum of the dice; Chance the sum of any dice; Yacht, five alike, 50."));
  else
    g_string_append (text, _("Lower section: Three of a Kind and Four of a Kind score the sum of all five dice. Full House, "
                             "three alike and two alike, scores 25; Small Straight, four in a row, 30; Large Straight, "
                             "five in a row, 40; Yacht, five alike, 50; Chance the sum of any dice."));
  if (rules->five_as_full_house)
    {
      g_string_append (text, " ");
      g_string_append (text, _("A five of a kind also counts as a Full House."));
    }
  g_string_append (text, "\n\n");
  if (rules->five_again_bonus > 0)
    g_string_append_printf (text,
                            /* Translators: %u is the bonus, 50 or 100 */
                            _("Another Yacht: each further five of a kind, while the Yacht box holds 50, earns a bonus of %u."),
                            rules->five_again_bonus);
  else
    g_string_append (text, _("Another Yacht earns no bonus."));
  g_string_append (text, " ");
  switch (rules->joker)
    {
    case PIPS_YACHT_JOKER_FORCED:
      g_string_append (text, _("Once the Yacht box is filled, a further five of a kind must go into the upper box of its face "
                               "if that is free; else into any free box of the lower section, where Full House and the "
                               "straights score their full points; else into a free upper box, with 0."));
      break;
    case PIPS_YACHT_JOKER_FREE:
      g_string_append (text, _("Once the Yacht box is filled, a further five of a kind may go into any free box; once the upper "
                               "box of its face is filled, Full House and the straights take it with their full points."));
      break;
    case PIPS_YACHT_JOKER_OFF:
    default:
      g_string_append (text, _("A further five of a kind is scored like any other throw."));
      break;
    }
  g_string_append (text, "\n\n");
  g_string_append (text, _("The game ends when every column is full. The highest total wins; equal totals share the place."));

  return g_string_free (text, FALSE);
}

char *
_pips_yacht_game_dup_description (PipsGame   *game,
                                  JsonObject *event)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  const char *type = json_object_get_string_member_with_default (event, "type", "");
  const char *name;
  gint64 player;

  if (self->state.current < 0
      || !pips_event_get_int (event, "player", 0, (gint64) self->state.n_players - 1, &player, NULL))
    return g_strdup (_("An entry the rules refuse"));

  name = pips_game_get_player_name (game, player);

  if (player != self->state.current)
    ;
  else if (g_str_equal (type, "throw"))
    {
      guint8 dice[PIPS_YACHT_N_DICE];
      guint kept;

      if (_pips_yacht_game_resolve_throw (self, event, dice, &kept, NULL))
        {
          g_autofree char *faces = pips_dice_format (dice, PIPS_YACHT_N_DICE);
          guint n_thrown = PIPS_YACHT_N_DICE;

          for (guint j = 0; j < PIPS_YACHT_N_DICE; j++)
            n_thrown -= (kept >> j) & 1;

          if (self->state.throws == 0)
            /* Translators: a player's name, then five dice ("6 6 3 2 1") */
            return g_strdup_printf (_("%s throws %s"), name, faces);
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a player's name, a number of dice, then five dice */
                                               "%s throws %u die again: %s",
                                               "%s throws %u dice again: %s",
                                               n_thrown),
                                  name, n_thrown, faces);
        }
    }
  else if (g_str_equal (type, "score"))
    {
      PipsYachtEntry entry;

      if (_pips_yacht_game_resolve_score (self, event, &entry, NULL))
        {
          const char *box = pips_yacht_box_get_name (pips_yacht_rules_box (&self->rules, entry.index));
          g_autofree char *text = NULL;

          if (entry.strike)
            /* Translators: a player's name and a box of the pad */
            text = g_strdup_printf (_("%s crosses out %s"), name, box);
          else
            text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: a player's name, points, a box of the pad */
                                                 "%s scores %u point in %s",
                                                 "%s scores %u points in %s",
                                                 entry.points),
                                    name, entry.points, box);
          if (entry.five_again > 0)
            /* Translators: what a player scored ("Anna scores 25 points in Full House"), then a bonus */
            return g_strdup_printf (_("%s, and a bonus of %u for another Yacht"), text, entry.five_again);
          return g_steal_pointer (&text);
        }
    }

  /* Translators: %s is a player's name */
  return g_strdup_printf (_("%s: an entry the rules refuse"), name);
}

enum
{
  ROW_UPPER_SUM = PIPS_YACHT_MAX_BOXES,
  ROW_BONUS,
  ROW_LOWER_SUM,
  ROW_FIVE_AGAIN,
  ROW_TOTAL,
};

static const char *
row_label (PipsYachtGame *self,
           guint          row)
{
  switch (row)
    {
    case ROW_UPPER_SUM:
      return _("Upper total");
    case ROW_BONUS:
      return _("Bonus");
    case ROW_LOWER_SUM:
      return _("Lower total");
    case ROW_FIVE_AGAIN:
      return _("Another Yacht");
    case ROW_TOTAL:
      return _("Total");
    default:
      return pips_yacht_box_get_name (pips_yacht_rules_box (&self->rules, row));
    }
}

char *
_pips_yacht_game_dup_sheet_text (PipsGame *game)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  guint n_boxes = pips_yacht_rules_n_boxes (&self->rules);
  int widths[PIPS_YACHT_MAX_PLAYERS];
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  GString *text = g_string_new (NULL);
  int label_width = 0;

  for (guint i = 0; i < n_boxes; i++)
    {
      if (i > 0 && pips_yacht_box_is_upper (pips_yacht_rules_box (&self->rules, i - 1))
          && !pips_yacht_box_is_upper (pips_yacht_rules_box (&self->rules, i)))
        {
          guint upper_rows[] = { ROW_UPPER_SUM, ROW_BONUS };

          g_array_append_vals (rows, upper_rows, G_N_ELEMENTS (upper_rows));
        }
      g_array_append_val (rows, i);
    }
  {
    guint row = ROW_LOWER_SUM;

    g_array_append_val (rows, row);
    row = ROW_FIVE_AGAIN;
    if (self->rules.five_again_bonus > 0)
      g_array_append_val (rows, row);
    row = ROW_TOTAL;
    g_array_append_val (rows, row);
  }

  for (guint r = 0; r < rows->len; r++)
    {
      guint row = g_array_index (rows, guint, r);
      const char *label = row_label (self, row);

      label_width = MAX (label_width, (int) g_utf8_strlen (label, -1));
    }
  for (guint p = 0; p < self->state.n_players; p++)
    widths[p] = MAX (3, (int) g_utf8_strlen (pips_game_get_player_name (game, p), -1));

  pips_sheet_text_append_cell (text, "", -label_width);
  for (guint p = 0; p < self->state.n_players; p++)
    {
      g_string_append (text, "  ");
      pips_sheet_text_append_cell (text, pips_game_get_player_name (game, p), widths[p]);
    }
  g_string_append_c (text, '\n');

  for (guint r = 0; r < rows->len; r++)
    {
      guint row = g_array_index (rows, guint, r);
      const char *label = row_label (self, row);

      pips_sheet_text_append_cell (text, label, -label_width);
      for (guint p = 0; p < self->state.n_players; p++)
        {
          g_autofree char *cell = NULL;
          guint value;

          switch (row)
            {
            case ROW_UPPER_SUM: value = pips_yacht_game_get_upper_sum (self, p); break;
            case ROW_BONUS: value = pips_yacht_game_get_upper_bonus (self, p); break;
            case ROW_LOWER_SUM: value = pips_yacht_game_get_lower_sum (self, p); break;
            case ROW_FIVE_AGAIN: value = pips_yacht_game_get_five_again (self, p); break;
            case ROW_TOTAL: value = pips_yacht_game_get_total (self, p); break;
            default: value = G_MAXUINT; break;
            }
          if (value != G_MAXUINT)
            cell = g_strdup_printf ("%u", value);
          else if (self->state.columns[p].sheet.boxes[row] < 0)
            cell = g_strdup ("–");
          else
            cell = g_strdup_printf ("%d", self->state.columns[p].sheet.boxes[row]);
          g_string_append (text, "  ");
          pips_sheet_text_append_cell (text, cell, widths[p]);
        }
      g_string_append_c (text, '\n');
    }

  return g_string_free (text, FALSE);
}

/* The whole derived state, as docs/session-format.md documents it. */
JsonObject *
_pips_yacht_game_dup_summary (PipsGame *game)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;
  guint n_boxes = pips_yacht_rules_n_boxes (&self->rules);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->state.n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, pips_game_get_player_name (game, p));
      json_builder_set_member_name (builder, "sheet");
      json_builder_begin_object (builder);
      for (guint i = 0; i < n_boxes; i++)
        {
          int points = self->state.columns[p].sheet.boxes[i];

          json_builder_set_member_name (builder, pips_yacht_box_to_id (pips_yacht_rules_box (&self->rules, i)));
          if (points >= 0)
            json_builder_add_int_value (builder, points);
          else
            json_builder_add_null_value (builder);
        }
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "upper");
      json_builder_add_int_value (builder, pips_yacht_game_get_upper_sum (self, p));
      json_builder_set_member_name (builder, "bonus");
      json_builder_add_int_value (builder, pips_yacht_game_get_upper_bonus (self, p));
      json_builder_set_member_name (builder, "bonus_needed");
      json_builder_add_int_value (builder, pips_yacht_game_get_bonus_needed (self, p));
      json_builder_set_member_name (builder, "lower");
      json_builder_add_int_value (builder, pips_yacht_game_get_lower_sum (self, p));
      json_builder_set_member_name (builder, "yacht_bonus");
      json_builder_add_int_value (builder, pips_yacht_game_get_five_again (self, p));
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, pips_yacht_game_get_total (self, p));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "turn");
  if (self->state.current >= 0)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, self->state.current);
      json_builder_set_member_name (builder, "throws");
      json_builder_add_int_value (builder, self->state.throws);
      json_builder_set_member_name (builder, "dice");
      if (self->state.throws > 0)
        {
          json_builder_begin_array (builder);
          for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
            json_builder_add_int_value (builder, self->state.dice[i]);
          json_builder_end_array (builder);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return json_object_ref (json_node_get_object (root));
}
