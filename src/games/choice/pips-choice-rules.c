/* pips-choice-rules.c — the rules of Choice (Sid Sackson's Solitaire Dice)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sackson's Solitaire Dice (A Gamut of Games) with the three jokers of the online game "Choice",
 * and the decisions of the project's rules file. Every player keeps an independent sheet; they
 * take their throws in turn, each sheet ends on its own, and the game ends when every sheet has.
 * The events are documented in docs/session-format.md ("Choice events"). This file has the
 * registry entry, the game and its state, and reads and applies the events;
 * pips-choice-rules-private.h says where the rest is.
 */

#define G_LOG_DOMAIN "pips-choice"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-choice-rules-private.h"

/* Rule options */

static const PipsRuleOption choice_options[] = {
  {
    .id = PIPS_CHOICE_OPTION_JOKERS,
    .title = N_("Jokers"),
    .subtitle = N_("Terminator, Korrektor and 3:1, each once a game; every unused one is worth 100 points"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = TRUE,
  },
};

static const PipsRulePreset choice_presets[] = {
  {
    .id = "choice",
    .name = N_("Choice"),
    .description = N_("With the three jokers"),
    .options = "{}",
  },
  {
    .id = "solitaire-dice",
    .name = N_("Solitaire Dice"),
    .description = N_("Sid Sackson’s game as printed, without jokers"),
    .options = "{\"jokers\": false}",
  },
};

const PipsGameInfo pips_choice_game_info = {
  .id = "choice",
  .name = N_("Choice"),
  .summary = N_("Sid Sackson’s Solitaire Dice: two pairs and a discard, each on their own sheet"),
  .icon_name = "pips-choice-symbolic",
  .min_players = 1,
  .max_players = 6,
  .dice = {
    .n_dice = PIPS_CHOICE_N_DICE,
    .n_faces = 6,
  },
  .options = choice_options,
  .n_options = G_N_ELEMENTS (choice_options),
  .presets = choice_presets,
  .n_presets = G_N_ELEMENTS (choice_presets),
  .get_type = pips_choice_game_get_type,
};

/* The game */

G_DEFINE_FINAL_TYPE (PipsChoiceGame, pips_choice_game, PIPS_TYPE_GAME)

static void
pips_choice_game_reset (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);

  self->jokers = pips_game_get_option_bool (game, PIPS_CHOICE_OPTION_JOKERS);

  g_clear_pointer (&self->sheets, g_free);
  self->n_players = pips_game_get_n_players (game);
  self->sheets = g_new0 (PipsChoiceSheet, MAX (self->n_players, 1));
  self->current = self->n_players > 0 ? 0 : -1;
  self->has_thrown = FALSE;
  memset (self->faces, 0, sizeof self->faces);
}

/* Reading events */

static gboolean
set_face_error (GError **error,
                gint64   face)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, face);

  /* Translators: %s is a number that is not from 1 to 6, e.g. "7" */
  return _pips_choice_set_rule_error (error, _("A die has no face %s: faces are 1 to 6"), text);
}

/* Reads one whole number of an array, or says the file is damaged. */
static gboolean
read_element (JsonArray   *array,
              guint        index,
              const char  *member,
              gint64      *value,
              GError     **error)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the name of a field in a saved file */
                   _("“%s” must hold whole numbers"), member);
      return FALSE;
    }

  *value = json_node_get_int (node);
  return TRUE;
}

/* Reads the five faces of a throw. */
gboolean
_pips_choice_read_faces (JsonObject  *event,
                         guint8      *faces,
                         GError     **error)
{
  JsonArray *array = pips_event_get_array (event, "faces", FALSE, error);
  guint n;

  if (array == NULL)
    return FALSE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      gint64 face;

      if (!read_element (array, i, "faces", &face, error))
        return FALSE;
      if (!pips_die_face_is_valid (face))
        return set_face_error (error, face);
      if (i < PIPS_CHOICE_N_DICE)
        faces[i] = face;
    }

  if (n != PIPS_CHOICE_N_DICE)
    return _pips_choice_set_rule_error (error, g_dngettext (GETTEXT_PACKAGE,
                                                            "A throw is five dice, not %u die",
                                                            "A throw is five dice, not %u dice",
                                                            n),
                                        n);

  return TRUE;
}

/* Reads a die's place, 0 to 4. */
static gboolean
read_place (gint64       value,
            const char  *member,
            guint       *place,
            GError     **error)
{
  if (value < 0 || value >= PIPS_CHOICE_N_DICE)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the name of a field in a saved file */
                   _("“%s” must name dice by their place, 0 to 4"), member);
      return FALSE;
    }

  *place = value;
  return TRUE;
}

/* Reads an array of @n places into @order. */
static gboolean
read_places (JsonArray   *array,
             const char  *member,
             guint        n,
             guint       *order,
             GError     **error)
{
  if (json_array_get_length (array) != n)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %s is the name of a field in a saved file */
                                "“%s” must name %u die",
                                "“%s” must name %u dice",
                                n),
                   member, n);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      gint64 value;

      if (!read_element (array, i, member, &value, error) ||
          !read_place (value, member, &order[i], error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
check_throw_at_hand (PipsChoiceGame  *self,
                     GError         **error)
{
  if (!self->has_thrown)
    return _pips_choice_set_rule_error (error, _("Throw the dice first"));

  return TRUE;
}

static gboolean
check_joker (PipsChoiceGame  *self,
             guint            player,
             PipsChoiceJoker  joker,
             GError         **error)
{
  if (!self->jokers)
    return _pips_choice_set_rule_error (error, _("This table plays without jokers"));

  if (self->sheets[player].joker_used[joker])
    /* Translators: %s is a joker's name, "Terminator" */
    return _pips_choice_set_rule_error (error, _("The %s is used already: each joker may be used once a game"),
                                        pips_choice_joker_get_name (joker));

  return check_throw_at_hand (self, error);
}

/* Reads a group event: "pairs" [[a, b], [c, d]], or with the 3:1 joker "triple" [a, b, c] and
 * "single" d (never both); and "discard" e. */
gboolean
_pips_choice_read_group (PipsChoiceGame      *self,
                         JsonObject          *event,
                         guint                player,
                         PipsChoiceResolved  *resolved,
                         GError             **error)
{
  gboolean three_one = json_object_has_member (event, "triple");
  guint order[PIPS_CHOICE_N_DICE];
  gint64 value;

  if (!check_throw_at_hand (self, error))
    return FALSE;

  if (json_object_has_member (event, "pairs") &&
      (three_one || json_object_has_member (event, "single")))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           /* Translators: "pairs", "triple" and "single" are fields of a saved
                            * file; keep them as they are */
                           _("A grouping is two pairs (“pairs”) or three dice and one (“triple” and “single”), not both"));
      return FALSE;
    }

  if (three_one)
    {
      JsonArray *triple = pips_event_get_array (event, "triple", FALSE, error);

      if (triple == NULL || !read_places (triple, "triple", 3, order, error) ||
          !pips_event_get_int (event, "single", 0, PIPS_CHOICE_N_DICE - 1, &value, error))
        return FALSE;
      order[3] = value;
    }
  else
    {
      JsonArray *pairs = pips_event_get_array (event, "pairs", FALSE, error);

      if (pairs == NULL)
        return FALSE;

      if (json_array_get_length (pairs) != 2)
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                               _("“pairs” must hold two pairs of dice"));
          return FALSE;
        }

      for (guint k = 0; k < 2; k++)
        {
          JsonNode *node = json_array_get_element (pairs, k);

          if (!JSON_NODE_HOLDS_ARRAY (node))
            {
              g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                                   _("“pairs” must hold two pairs of dice"));
              return FALSE;
            }
          if (!read_places (json_node_get_array (node), "pairs", 2, order + 2 * k, error))
            return FALSE;
        }
    }

  if (!pips_event_get_int (event, "discard", 0, PIPS_CHOICE_N_DICE - 1, &value, error))
    return FALSE;
  order[4] = value;

  return _pips_choice_resolve_grouping (self, &self->sheets[player], three_one, order,
                                        PIPS_CHOICE_N_DICE, resolved, error);
}

gboolean
_pips_choice_read_korrektor (PipsChoiceGame  *self,
                             JsonObject      *event,
                             guint            player,
                             guint           *die,
                             guint8          *face,
                             GError         **error)
{
  JsonNode *node;
  gint64 value;

  if (!check_joker (self, player, PIPS_CHOICE_JOKER_KORREKTOR, error))
    return FALSE;

  if (!pips_event_get_int (event, "die", 0, PIPS_CHOICE_N_DICE - 1, &value, error))
    return FALSE;
  *die = value;

  node = json_object_get_member (event, "face");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return pips_event_get_int (event, "face", 1, 6, &value, error);

  value = json_node_get_int (node);
  if (!pips_die_face_is_valid (value))
    return set_face_error (error, value);

  if (value == self->faces[*die])
    /* Translators: %u is a die's place (1 to 5), then its face */
    return _pips_choice_set_rule_error (error, _("Die %u shows %u already: set it to another face"),
                                        *die + 1, self->faces[*die]);

  *face = value;
  return TRUE;
}

/* Applying events: each function first validates everything, then changes the state. */

static gboolean
apply_throw (PipsChoiceGame  *self,
             JsonObject      *event,
             GError         **error)
{
  guint8 faces[PIPS_CHOICE_N_DICE];

  if (self->has_thrown)
    return _pips_choice_set_rule_error (error, _("The dice are thrown already: group them, or use a joker"));

  if (!_pips_choice_read_faces (event, faces, error))
    return FALSE;

  memcpy (self->faces, faces, sizeof faces);
  self->has_thrown = TRUE;

  return TRUE;
}

static gboolean
apply_terminator (PipsChoiceGame  *self,
                  JsonObject      *event,
                  guint            player,
                  GError         **error)
{
  guint8 faces[PIPS_CHOICE_N_DICE];

  if (!check_joker (self, player, PIPS_CHOICE_JOKER_TERMINATOR, error) ||
      !_pips_choice_read_faces (event, faces, error))
    return FALSE;

  memcpy (self->faces, faces, sizeof faces);
  self->sheets[player].joker_used[PIPS_CHOICE_JOKER_TERMINATOR] = TRUE;

  return TRUE;
}

static gboolean
apply_korrektor (PipsChoiceGame  *self,
                 JsonObject      *event,
                 guint            player,
                 GError         **error)
{
  guint die;
  guint8 face;

  if (!_pips_choice_read_korrektor (self, event, player, &die, &face, error))
    return FALSE;

  self->faces[die] = face;
  self->sheets[player].joker_used[PIPS_CHOICE_JOKER_KORREKTOR] = TRUE;

  return TRUE;
}

/* The next player whose sheet has not ended, after @player (@player again when the others
 * have ended), or -1. */
static int
next_player (PipsChoiceGame *self,
             guint           player)
{
  for (guint i = 1; i <= self->n_players; i++)
    {
      guint candidate = (player + i) % self->n_players;

      if (!self->sheets[candidate].over)
        return candidate;
    }

  return -1;
}

static gboolean
apply_group (PipsChoiceGame  *self,
             JsonObject      *event,
             guint            player,
             GError         **error)
{
  PipsChoiceResolved resolved;

  if (!_pips_choice_read_group (self, event, player, &resolved, error))
    return FALSE;

  _pips_choice_sheet_record (&self->sheets[player], self->faces, &resolved);
  self->has_thrown = FALSE;
  memset (self->faces, 0, sizeof self->faces);
  self->current = next_player (self, player);

  return TRUE;
}

static gboolean
pips_choice_game_apply (PipsGame    *game,
                        JsonObject  *event,
                        GError     **error)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  const char *type = json_object_get_string_member (event, "type");
  JsonNode *player_node = json_object_get_member (event, "player");
  guint player;

  if (self->current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  if (!g_str_equal (type, "throw") && !g_str_equal (type, "group") &&
      !g_str_equal (type, "terminator") && !g_str_equal (type, "korrektor"))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is a word from a saved file */
                   _("Choice has no entry of the kind “%s”"), type);
      return FALSE;
    }

  /* A sheet that has ended takes nothing more. */
  if (player_node != NULL && JSON_NODE_HOLDS_VALUE (player_node) &&
      json_node_get_value_type (player_node) == G_TYPE_INT64)
    {
      gint64 p = json_node_get_int (player_node);

      if (p >= 0 && p < self->n_players && self->sheets[p].over)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                       /* Translators: %s is a player's name */
                       _("%s’s sheet has ended: a discard has eight marks"),
                       pips_game_get_player_name (game, p));
          return FALSE;
        }
    }

  if (!pips_event_get_player (game, event, &player, error))
    return FALSE;

  if (g_str_equal (type, "throw"))
    return apply_throw (self, event, error);
  else if (g_str_equal (type, "terminator"))
    return apply_terminator (self, event, player, error);
  else if (g_str_equal (type, "korrektor"))
    return apply_korrektor (self, event, player, error);
  else
    return apply_group (self, event, player, error);
}

static gboolean
pips_choice_game_is_over (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);

  return self->current < 0;
}

static const char * const expects_throw[] = { "throw", NULL };
static const char * const expects_group[] = { "group", NULL };
static const char * const expects_group_terminator[] = { "group", "terminator", NULL };
static const char * const expects_group_korrektor[] = { "group", "korrektor", NULL };
static const char * const expects_group_both[] = { "group", "terminator", "korrektor", NULL };

/* One player at a time, in turn: a throw, then the jokers that are left, then a grouping. */
static void
pips_choice_game_get_turn (PipsGame *game,
                           PipsTurn *turn)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  gboolean terminator, korrektor;

  turn->may_act = G_GUINT64_CONSTANT (1) << self->current;
  if (!self->has_thrown)
    {
      turn->expects = expects_throw;
      return;
    }

  terminator = pips_choice_game_can_use_joker (self, PIPS_CHOICE_JOKER_TERMINATOR);
  korrektor = pips_choice_game_can_use_joker (self, PIPS_CHOICE_JOKER_KORREKTOR);
  if (terminator && korrektor)
    turn->expects = expects_group_both;
  else if (terminator)
    turn->expects = expects_group_terminator;
  else if (korrektor)
    turn->expects = expects_group_korrektor;
  else
    turn->expects = expects_group;
}

/* The throw of the player to act; after the game, the most throws a sheet took. */
static guint
pips_choice_game_get_round (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  guint most = 0;

  if (self->current >= 0)
    return self->sheets[self->current].throws + 1;

  for (guint p = 0; p < self->n_players; p++)
    most = MAX (most, self->sheets[p].throws);

  return most;
}

static guint
pips_choice_game_get_n_rounds (PipsGame *game)
{
  return 0;
}

static GListModel *
pips_choice_game_dup_standings (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  g_autoptr(GPtrArray) standings = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree gint64 *totals = g_new0 (gint64, MAX (self->n_players, 1));
  g_autofree guint *ranks = g_new0 (guint, MAX (self->n_players, 1));
  gboolean over = pips_game_is_over (game);

  for (guint p = 0; p < self->n_players; p++)
    totals[p] = _pips_choice_sheet_total (&self->sheets[p], self->jokers);
  pips_rank_competition (totals, self->n_players, TRUE, 1, ranks);

  for (guint p = 0; p < self->n_players; p++)
    {
      const PipsChoiceSheet *sheet = &self->sheets[p];
      int total = _pips_choice_sheet_total (sheet, self->jokers);
      g_autofree char *detail = NULL;
      const char *status = NULL;

      if (self->jokers)
        {
          g_autofree char *rows = _pips_choice_format_number (_pips_choice_sheet_rows_total (sheet));

          /* Translators: how a total is made up: the rows, and 100 per unused joker */
          detail = g_strdup_printf (_("Rows %s, jokers %u"), rows,
                                    PIPS_CHOICE_JOKER_BONUS * _pips_choice_sheet_jokers_left (sheet, TRUE));
        }
      else
        detail = g_strdup_printf (ngettext ("%u throw", "%u throws", sheet->throws),
                                  sheet->throws);

      if (over && self->n_players > 1 && ranks[p] == 1)
        status = _("Won");
      else if (sheet->over && total >= PIPS_CHOICE_TARGET)
        status = _("500 reached");
      else if (sheet->over)
        status = _("Sheet ended");

      g_ptr_array_add (standings,
                       pips_standing_new (p, pips_game_get_player_name (game, p), ranks[p], total,
                                          PIPS_UNIT_POINTS, detail, status));
    }

  return pips_standings_new_sorted (standings);
}

/* Every field is a plain value but the sheets, which are copied into the game's own. */
static void
pips_choice_game_copy_state (PipsGame *game,
                             PipsGame *from)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  PipsChoiceGame *source = PIPS_CHOICE_GAME (from);
  guint n_sheets = MAX (source->n_players, 1);

  if (self->n_players != source->n_players || self->sheets == NULL)
    {
      g_free (self->sheets);
      self->sheets = g_new0 (PipsChoiceSheet, n_sheets);
    }
  memcpy (self->sheets, source->sheets, n_sheets * sizeof (PipsChoiceSheet));

  self->jokers = source->jokers;
  self->n_players = source->n_players;
  self->current = source->current;
  self->has_thrown = source->has_thrown;
  memcpy (self->faces, source->faces, sizeof self->faces);
}

static void
pips_choice_game_finalize (GObject *object)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (object);

  g_clear_pointer (&self->sheets, g_free);

  G_OBJECT_CLASS (pips_choice_game_parent_class)->finalize (object);
}

/* The records of each sheet once it has ended: its total, whether it reached 500 and its
 * highest row. */
static GArray *
pips_choice_game_dup_records (PipsGame *game)
{
  PipsChoiceGame *self = PIPS_CHOICE_GAME (game);
  GArray *records = g_array_new (FALSE, TRUE, sizeof (PipsRecord));
  PipsRecord *record;

  record = pips_records_add (records, "best-total", N_("Best total"), PIPS_RECORD_HIGHEST);
  for (guint p = 0; p < self->n_players; p++)
    {
      if (self->sheets[p].over)
        pips_record_set_value (record, p, _pips_choice_sheet_total (&self->sheets[p], self->jokers));
    }

  record = pips_records_add (records, "reached-500", N_("Games reaching 500"), PIPS_RECORD_TOTAL);
  for (guint p = 0; p < self->n_players; p++)
    {
      if (self->sheets[p].over)
        pips_record_set_value (record, p,
                               _pips_choice_sheet_total (&self->sheets[p], self->jokers) >= PIPS_CHOICE_TARGET);
    }

  record = pips_records_add (records, "highest-row", N_("Highest row"), PIPS_RECORD_HIGHEST);
  for (guint p = 0; p < self->n_players; p++)
    {
      int highest = G_MININT;

      if (!self->sheets[p].over)
        continue;
      for (guint sum = PIPS_CHOICE_MIN_SUM; sum <= PIPS_CHOICE_MAX_SUM; sum++)
        highest = MAX (highest, pips_choice_row_points (sum, self->sheets[p].marks[sum]));
      pips_record_set_value (record, p, highest);
    }

  return records;
}

static void
pips_choice_game_class_init (PipsChoiceGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PipsGameClass *game_class = PIPS_GAME_CLASS (klass);

  object_class->finalize = pips_choice_game_finalize;

  game_class->reset = pips_choice_game_reset;
  game_class->apply = pips_choice_game_apply;
  game_class->get_turn = pips_choice_game_get_turn;
  game_class->is_over = pips_choice_game_is_over;
  game_class->dup_standings = pips_choice_game_dup_standings;
  game_class->dup_status = _pips_choice_game_dup_status;
  game_class->dup_rules = _pips_choice_game_dup_rules;
  game_class->dup_description = _pips_choice_game_dup_description;
  game_class->dup_sheet_text = _pips_choice_game_dup_sheet_text;
  game_class->dup_summary = _pips_choice_game_dup_summary;
  game_class->get_round = pips_choice_game_get_round;
  game_class->get_n_rounds = pips_choice_game_get_n_rounds;
  game_class->build_roll = _pips_choice_game_build_roll;
  game_class->build_random_event = _pips_choice_game_build_random_event;
  game_class->dup_records = pips_choice_game_dup_records;
  game_class->copy_state = pips_choice_game_copy_state;
}

static void
pips_choice_game_init (PipsChoiceGame *self)
{
  self->current = -1;
}
