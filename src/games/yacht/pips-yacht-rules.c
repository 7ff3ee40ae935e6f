/* pips-yacht-rules.c — the rules of Yacht (Kniffel, Yahtzee, Yatzy)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pad most households own, with the three rule sets of ../shared/rules/yacht.md as presets;
 * the events are documented in docs/session-format.md ("Yacht events"). This file has the
 * registry entry, the game and its state, and applies the events; pips-yacht-rules-private.h
 * says where the rest is.
 */

#define G_LOG_DOMAIN "pips-yacht"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-yacht-rules-private.h"

/* Rule options */

static const PipsOptionChoice boxes_choices[] = {
  { "kniffel", N_("13 boxes (Kniffel, Yahtzee)") },
  { "yatzy",   N_("15 boxes (Yatzy)") },
};

static const PipsOptionChoice five_again_choices[] = {
  { "none", N_("No bonus") },
  { "50",   N_("A bonus of 50") },
  { "100",  N_("A bonus of 100") },
};

static const PipsOptionChoice joker_choices[] = {
  { "off",    N_("Off: scored like any throw") },
  { "free",   N_("Free: any box, with full points") },
  { "forced", N_("Forced: the upper box first") },
};

static const PipsOptionGroup yacht_groups[] = {
  { "sheet", N_("Sheet"), NULL },
  { "five",  N_("Five of a Kind"), N_("What a five of a kind scores once the Yacht box is filled") },
  { "turn",  N_("Turn"), NULL },
};

static const PipsRuleOption yacht_options[] = {
  {
    .id = PIPS_YACHT_OPTION_BOXES,
    .title = N_("Boxes"),
    .subtitle = N_("Yatzy adds One Pair and Two Pairs and scores the patterns by their dice"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = boxes_choices,
    .n_choices = G_N_ELEMENTS (boxes_choices),
    .group = "sheet",
  },
  {
    .id = PIPS_YACHT_OPTION_BONUS_POINTS,
    .title = N_("Upper Bonus"),
    .subtitle = N_("Points for reaching the threshold in Ones to Sixes"),
    .kind = PIPS_OPTION_INT,
    .default_value = 35,
    .min = 0,
    .max = 100,
    .group = "sheet",
  },
  {
    .id = PIPS_YACHT_OPTION_BONUS_THRESHOLD,
    .title = N_("Upper Bonus Threshold"),
    .subtitle = N_("63 is three of each face"),
    .kind = PIPS_OPTION_INT,
    .default_value = 63,
    .min = 1,
    .max = 105,
    .group = "sheet",
  },
  {
    .id = PIPS_YACHT_OPTION_IN_ORDER,
    .title = N_("Boxes in Order"),
    .subtitle = N_("Every throw goes into the first free box, from top to bottom"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = FALSE,
    .group = "sheet",
  },
  {
    .id = PIPS_YACHT_OPTION_FIVE_AGAIN,
    .title = N_("Another Yacht"),
    .subtitle = N_("A bonus for each further five of a kind while the Yacht box holds 50"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = five_again_choices,
    .n_choices = G_N_ELEMENTS (five_again_choices),
    .group = "five",
  },
  {
    .id = PIPS_YACHT_OPTION_JOKER,
    .title = N_("Joker"),
    .subtitle = N_("Full House and the straights take a five of a kind with their full points"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = joker_choices,
    .n_choices = G_N_ELEMENTS (joker_choices),
    .group = "five",
  },
  {
    .id = PIPS_YACHT_OPTION_FIVE_FULL_HOUSE,
    .title = N_("Five of a Kind Is a Full House"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = FALSE,
    .group = "five",
  },
  {
    .id = PIPS_YACHT_OPTION_THROWS,
    .title = N_("Throws per Turn"),
    .kind = PIPS_OPTION_INT,
    .default_value = 3,
    .min = 1,
    .max = 3,
    .group = "turn",
  },
};

static const PipsRulePreset yacht_presets[] = {
  {
    "kniffel", N_("Kniffel"),
    N_("13 boxes, 35 for the upper bonus; a further five of a kind scores like any throw"),
    "{}",
  },
  {
    "yahtzee", N_("Yahtzee"),
    N_("13 boxes; 100 for each further five of a kind, which must go into its upper box first"),
    "{\"" PIPS_YACHT_OPTION_FIVE_AGAIN "\": \"100\", \"" PIPS_YACHT_OPTION_JOKER "\": \"forced\"}",
  },
  {
    "yatzy", N_("Yatzy"),
    N_("15 boxes with One Pair and Two Pairs, 50 for the upper bonus"),
    "{\"" PIPS_YACHT_OPTION_BOXES "\": \"yatzy\", \"" PIPS_YACHT_OPTION_BONUS_POINTS "\": 50}",
  },
};

const PipsGameInfo pips_yacht_game_info = {
  .id = "yacht",
  .name = N_("Yacht"),
  .summary = N_("Five dice, three throws, 13 boxes: the score pad of Kniffel, Yahtzee and Yatzy"),
  .icon_name = "pips-yacht-symbolic",
  .min_players = PIPS_YACHT_MIN_PLAYERS,
  .max_players = PIPS_YACHT_MAX_PLAYERS,
  .dice = {
    .n_dice = PIPS_YACHT_N_DICE,
    .n_faces = 6,
  },
  .options = yacht_options,
  .n_options = G_N_ELEMENTS (yacht_options),
  .option_groups = yacht_groups,
  .n_option_groups = G_N_ELEMENTS (yacht_groups),
  .presets = yacht_presets,
  .n_presets = G_N_ELEMENTS (yacht_presets),
  .get_type = pips_yacht_game_get_type,
};

/* The game */

G_DEFINE_FINAL_TYPE (PipsYachtGame, pips_yacht_game, PIPS_TYPE_GAME)

/* The rule set of the options in force. */
void
_pips_yacht_rules_from_options (PipsGame       *game,
                                PipsYachtRules *rules)
{
  const char *choice;

  pips_yacht_rules_init_preset (rules, PIPS_YACHT_PRESET_KNIFFEL);

  rules->box_set = g_strcmp0 (pips_game_get_option_choice (game, PIPS_YACHT_OPTION_BOXES), "yatzy") == 0
                   ? PIPS_YACHT_BOX_SET_YATZY : PIPS_YACHT_BOX_SET_KNIFFEL;
  rules->upper_bonus = CLAMP (pips_game_get_option_int (game, PIPS_YACHT_OPTION_BONUS_POINTS), 0, 100);
  rules->upper_threshold = CLAMP (pips_game_get_option_int (game, PIPS_YACHT_OPTION_BONUS_THRESHOLD), 1, 105);

  choice = pips_game_get_option_choice (game, PIPS_YACHT_OPTION_FIVE_AGAIN);
  rules->five_again_bonus = g_strcmp0 (choice, "100") == 0 ? 100
                            : g_strcmp0 (choice, "50") == 0 ? 50 : 0;

  choice = pips_game_get_option_choice (game, PIPS_YACHT_OPTION_JOKER);
  rules->joker = g_strcmp0 (choice, "forced") == 0 ? PIPS_YACHT_JOKER_FORCED
                 : g_strcmp0 (choice, "free") == 0 ? PIPS_YACHT_JOKER_FREE : PIPS_YACHT_JOKER_OFF;

  rules->five_as_full_house = pips_game_get_option_bool (game, PIPS_YACHT_OPTION_FIVE_FULL_HOUSE);
  rules->throws = CLAMP (pips_game_get_option_int (game, PIPS_YACHT_OPTION_THROWS), 1, 3);
  rules->in_order = pips_game_get_option_bool (game, PIPS_YACHT_OPTION_IN_ORDER);
}

static void
clear_turn (PipsYachtGame *self)
{
  self->state.throws = 0;
  memset (self->state.dice, 0, sizeof self->state.dice);
}

static void
pips_yacht_game_reset (PipsGame *game)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);

  _pips_yacht_rules_from_options (game, &self->rules);

  memset (&self->state, 0, sizeof self->state);
  self->state.n_players = MIN (pips_game_get_n_players (game), PIPS_YACHT_MAX_PLAYERS);
  for (guint p = 0; p < PIPS_YACHT_MAX_PLAYERS; p++)
    pips_yacht_sheet_init (&self->state.columns[p].sheet);
  self->state.current = self->state.n_players > 0 ? 0 : -1;
  clear_turn (self);
}

guint32
_pips_yacht_game_free_mask (PipsYachtGame *self,
                            guint          player)
{
  return pips_yacht_sheet_free_mask (&self->rules, &self->state.columns[player].sheet);
}

/* Applying events */

static gboolean
apply_throw (PipsYachtGame  *self,
             JsonObject     *event,
             GError        **error)
{
  guint8 dice[PIPS_YACHT_N_DICE];
  guint kept;

  if (!_pips_yacht_game_resolve_throw (self, event, dice, &kept, error))
    return FALSE;

  memcpy (self->state.dice, dice, sizeof dice);
  self->state.throws++;

  return TRUE;
}

/* The next player with a free box after @player, or -1. */
static int
next_player (PipsYachtGame *self,
             guint          player)
{
  guint n_boxes = pips_yacht_rules_n_boxes (&self->rules);

  for (guint i = 1; i <= self->state.n_players; i++)
    {
      guint candidate = (player + i) % self->state.n_players;

      if (self->state.columns[candidate].n_filled < n_boxes)
        return candidate;
    }

  return -1;
}

static gboolean
apply_score (PipsYachtGame  *self,
             JsonObject     *event,
             guint           player,
             GError        **error)
{
  PipsYachtColumn *column = &self->state.columns[player];
  PipsYachtEntry entry;
  guint8 counts[7];

  if (!_pips_yacht_game_resolve_score (self, event, &entry, error))
    return FALSE;

  pips_yacht_counts_from_dice (self->state.dice, counts);
  column->sheet.boxes[entry.index] = entry.points;
  column->sheet.five_again += entry.five_again;
  column->n_filled++;
  if (pips_yacht_is_five_of_a_kind (counts))
    column->fives++;
  self->state.last_round = MAX (self->state.last_round, column->n_filled);

  clear_turn (self);
  self->state.current = next_player (self, player);

  return TRUE;
}

static gboolean
pips_yacht_game_apply (PipsGame    *game,
                       JsonObject  *event,
                       GError     **error)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  const char *type = json_object_get_string_member (event, "type");
  guint player;

  if (self->state.current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  if (!g_str_equal (type, "throw") && !g_str_equal (type, "score"))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is a word from a saved file */
                   _("Yacht has no entry of the kind “%s”"), type);
      return FALSE;
    }

  if (!pips_event_get_player (game, event, &player, error))
    return FALSE;

  if (g_str_equal (type, "throw"))
    return apply_throw (self, event, error);
  return apply_score (self, event, player, error);
}

static gboolean
pips_yacht_game_is_over (PipsGame *game)
{
  return PIPS_YACHT_GAME (game)->state.current < 0;
}

static const char * const expects_throw[] = { "throw", NULL };
static const char * const expects_after_throw[] = { "throw", "score", NULL };
static const char * const expects_score[] = { "score", NULL };

/* One player at a time: a turn begins with a throw; then the player throws again while throws
 * are left, or scores. */
static void
pips_yacht_game_get_turn (PipsGame *game,
                          PipsTurn *turn)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);

  turn->may_act = G_GUINT64_CONSTANT (1) << self->state.current;
  if (self->state.throws == 0)
    turn->expects = expects_throw;
  else if (self->state.throws < self->rules.throws)
    turn->expects = expects_after_throw;
  else
    turn->expects = expects_score;
}

static guint
pips_yacht_game_get_round (PipsGame *game)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);

  if (self->state.current < 0)
    return self->state.last_round;

  return self->state.columns[self->state.current].n_filled + 1;
}

static guint
pips_yacht_game_get_n_rounds (PipsGame *game)
{
  return pips_yacht_rules_n_boxes (&PIPS_YACHT_GAME (game)->rules);
}

static GListModel *
pips_yacht_game_dup_standings (PipsGame *game)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  g_autoptr(GPtrArray) standings = g_ptr_array_new_with_free_func (g_object_unref);
  gint64 totals[PIPS_YACHT_MAX_PLAYERS] = { 0, };
  guint ranks[PIPS_YACHT_MAX_PLAYERS] = { 0, };
  gboolean over = pips_game_is_over (game);
  gboolean anyone_scored = FALSE;

  for (guint p = 0; p < self->state.n_players; p++)
    {
      totals[p] = pips_yacht_game_get_total (self, p);
      anyone_scored |= self->state.columns[p].n_filled > 0;
    }
  pips_rank_competition (totals, self->state.n_players, TRUE, 1, ranks);

  for (guint p = 0; p < self->state.n_players; p++)
    {
      guint upper = pips_yacht_game_get_upper_sum (self, p);
      guint needed = pips_yacht_game_get_bonus_needed (self, p);
      guint bonus = pips_yacht_game_get_upper_bonus (self, p);
      g_autofree char *detail = NULL;
      const char *status = NULL;

      if (bonus > 0)
        /* Translators: the sum of Ones to Sixes, the upper bonus, the sum of the lower boxes */
        detail = g_strdup_printf (_("Upper %u + bonus %u, lower %u"), upper, bonus,
                                  pips_yacht_game_get_lower_sum (self, p));
      else if (needed > 0 && !over && self->rules.upper_bonus > 0)
        /* Translators: the sum of Ones to Sixes, what it lacks for the bonus, the lower boxes */
        detail = g_strdup_printf (_("Upper %u (needs %u more), lower %u"), upper, needed,
                                  pips_yacht_game_get_lower_sum (self, p));
      else
        /* Translators: the sum of Ones to Sixes and the sum of the lower boxes */
        detail = g_strdup_printf (_("Upper %u, lower %u"), upper,
                                  pips_yacht_game_get_lower_sum (self, p));

      if (over && ranks[p] == 1 && anyone_scored)
        status = _("Won");

      g_ptr_array_add (standings,
                       pips_standing_new (p, pips_game_get_player_name (game, p), ranks[p], totals[p],
                                          PIPS_UNIT_POINTS, detail, status));
    }

  return pips_standings_new_sorted (standings);
}

/* The state is plain values: assigned whole. */
static void
pips_yacht_game_copy_state (PipsGame *game,
                            PipsGame *from)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  PipsYachtGame *source = PIPS_YACHT_GAME (from);

  self->rules = source->rules;
  self->state = source->state;
}

/* The records: the best total once a sheet is full, the fives of a kind entered, and the upper
 * bonus reached. */
static GArray *
pips_yacht_game_dup_records (PipsGame *game)
{
  PipsYachtGame *self = PIPS_YACHT_GAME (game);
  GArray *records = g_array_new (FALSE, TRUE, sizeof (PipsRecord));
  gboolean over = self->state.current < 0;
  PipsRecord *record;

  record = pips_records_add (records, "best-total", N_("Best total"), PIPS_RECORD_HIGHEST);
  for (guint p = 0; over && p < self->state.n_players; p++)
    pips_record_set_value (record, p, pips_yacht_game_get_total (self, p));

  record = pips_records_add (records, "fives", N_("Fives of a kind thrown"), PIPS_RECORD_TOTAL);
  for (guint p = 0; p < self->state.n_players; p++)
    pips_record_set_value (record, p, self->state.columns[p].fives);

  record = pips_records_add (records, "upper-bonus", N_("Upper bonus reached"), PIPS_RECORD_TOTAL);
  for (guint p = 0; p < self->state.n_players; p++)
    pips_record_set_value (record, p, pips_yacht_game_get_bonus_needed (self, p) == 0);

  return records;
}

static void
pips_yacht_game_class_init (PipsYachtGameClass *klass)
{
  PipsGameClass *game_class = PIPS_GAME_CLASS (klass);

  game_class->reset = pips_yacht_game_reset;
  game_class->apply = pips_yacht_game_apply;
  game_class->get_turn = pips_yacht_game_get_turn;
  game_class->is_over = pips_yacht_game_is_over;
  game_class->dup_standings = pips_yacht_game_dup_standings;
  game_class->dup_status = _pips_yacht_game_dup_status;
  game_class->dup_rules = _pips_yacht_game_dup_rules;
  game_class->dup_description = _pips_yacht_game_dup_description;
  game_class->dup_sheet_text = _pips_yacht_game_dup_sheet_text;
  game_class->dup_summary = _pips_yacht_game_dup_summary;
  game_class->get_round = pips_yacht_game_get_round;
  game_class->get_n_rounds = pips_yacht_game_get_n_rounds;
  game_class->build_roll = _pips_yacht_game_build_roll;
  game_class->build_random_event = _pips_yacht_game_build_random_event;
  game_class->dup_records = pips_yacht_game_dup_records;
  game_class->copy_state = pips_yacht_game_copy_state;
}

static void
pips_yacht_game_init (PipsYachtGame *self)
{
  pips_yacht_rules_init_preset (&self->rules, PIPS_YACHT_PRESET_KNIFFEL);
  self->state.current = -1;
}

/* The public state */

const PipsYachtRules *
pips_yacht_game_get_rules (PipsYachtGame *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), NULL);

  return &self->rules;
}

guint
pips_yacht_game_get_n_boxes (PipsYachtGame *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), 0);

  return pips_yacht_rules_n_boxes (&self->rules);
}

PipsYachtBox
pips_yacht_game_get_box (PipsYachtGame *self,
                         guint          index)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), PIPS_YACHT_BOX_CHANCE);

  return pips_yacht_rules_box (&self->rules, index);
}

#define CHECK_PLAYER(self, player, value) \
  G_STMT_START { \
    g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), value); \
    g_return_val_if_fail (player < self->state.n_players, value); \
  } G_STMT_END

const PipsYachtSheet *
pips_yacht_game_get_sheet (PipsYachtGame *self,
                           guint          player)
{
  CHECK_PLAYER (self, player, NULL);

  return &self->state.columns[player].sheet;
}

/* The points of the player's box @index, or -1 while it is free. */
int
pips_yacht_game_get_box_points (PipsYachtGame *self,
                                guint          player,
                                guint          index)
{
  CHECK_PLAYER (self, player, -1);
  g_return_val_if_fail (index < pips_yacht_rules_n_boxes (&self->rules), -1);

  return self->state.columns[player].sheet.boxes[index];
}

guint
pips_yacht_game_get_upper_sum (PipsYachtGame *self,
                               guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return pips_yacht_sheet_upper (&self->rules, &self->state.columns[player].sheet);
}

/* The upper bonus once reached, else 0. */
guint
pips_yacht_game_get_upper_bonus (PipsYachtGame *self,
                                 guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return pips_yacht_game_get_upper_sum (self, player) >= self->rules.upper_threshold
         ? self->rules.upper_bonus : 0;
}

/* The points the upper section lacks for the bonus (0 once reached). */
guint
pips_yacht_game_get_bonus_needed (PipsYachtGame *self,
                                  guint          player)
{
  guint upper;

  CHECK_PLAYER (self, player, 0);

  upper = pips_yacht_game_get_upper_sum (self, player);
  return upper >= self->rules.upper_threshold ? 0 : self->rules.upper_threshold - upper;
}

guint
pips_yacht_game_get_lower_sum (PipsYachtGame *self,
                               guint          player)
{
  const PipsYachtSheet *sheet;
  guint sum = 0;

  CHECK_PLAYER (self, player, 0);

  sheet = &self->state.columns[player].sheet;
  for (guint i = 0; i < pips_yacht_rules_n_boxes (&self->rules); i++)
    if (!pips_yacht_box_is_upper (pips_yacht_rules_box (&self->rules, i)) && sheet->boxes[i] > 0)
      sum += sheet->boxes[i];
  return sum;
}

/* The bonuses of further fives of a kind. */
guint
pips_yacht_game_get_five_again (PipsYachtGame *self,
                                guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return self->state.columns[player].sheet.five_again;
}

guint
pips_yacht_game_get_total (PipsYachtGame *self,
                           guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return pips_yacht_sheet_total (&self->rules, &self->state.columns[player].sheet);
}

guint
pips_yacht_game_get_n_filled (PipsYachtGame *self,
                              guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return self->state.columns[player].n_filled;
}

int
pips_yacht_game_get_current (PipsYachtGame *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), -1);

  return self->state.current;
}

guint
pips_yacht_game_get_throws (PipsYachtGame *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), 0);

  return self->state.throws;
}

guint
pips_yacht_game_get_throws_left (PipsYachtGame *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), 0);

  if (self->state.current < 0)
    return 0;
  return self->rules.throws - MIN (self->state.throws, self->rules.throws);
}

/* The dice on the table: zeros before the first throw of a turn. */
void
pips_yacht_game_get_dice (PipsYachtGame *self,
                          guint8        *dice)
{
  g_return_if_fail (PIPS_IS_YACHT_GAME (self));
  g_return_if_fail (dice != NULL);

  memcpy (dice, self->state.dice, PIPS_YACHT_N_DICE);
}

gboolean
pips_yacht_game_can_throw (PipsYachtGame *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), FALSE);

  return self->state.current >= 0 && self->state.throws < self->rules.throws;
}

gboolean
pips_yacht_game_can_score (PipsYachtGame *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), FALSE);

  return self->state.current >= 0 && self->state.throws > 0;
}
