/* pips-black-n-white-rules.c — the rules of Black’n’White: chips through two phases
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The type, its state and its rule options live here; the other files of the rules share them
 * through pips-black-n-white-rules-private.h: pips-black-n-white-ranking.c ranks results and
 * resolves rounds, pips-black-n-white-events.c reads and builds events, and
 * pips-black-n-white-text.c puts the game in words.
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-black-n-white-rules-private.h"

G_DEFINE_FINAL_TYPE (PipsBlackNWhiteGame, pips_black_n_white_game, PIPS_TYPE_GAME)

/* The registry entry */

static const PipsOptionChoice starter_choices[] = {
  { "table", N_("The table says") },
  { "random", N_("Pick at random") },
};

static const PipsOptionChoice ties_choices[] = {
  { "later-worse", N_("The later result is worse") },
  { "roll-off", N_("The tied players roll off") },
};

static const PipsRuleOption options[] = {
  {
    .id = "chips-per-player",
    .title = N_("Chips per player"),
    .subtitle = N_("The middle starts with this many chips for each player; more make a longer game"),
    .kind = PIPS_OPTION_INT,
    .default_value = 2,
    .min = 2,
    .max = 10,
  },
  {
    .id = "starter",
    .title = N_("Start of a phase 2 round"),
    .subtitle = N_("When several players hold the most chips, they roll off for the start: the table says who won, or Pips picks one"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = starter_choices,
    .n_choices = G_N_ELEMENTS (starter_choices),
  },
  {
    .id = "ties",
    .title = N_("Equal results"),
    .subtitle = N_("Who takes the chip, or puts one out, when results are equal"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = ties_choices,
    .n_choices = G_N_ELEMENTS (ties_choices),
  },
  {
    .id = "stake",
    .title = N_("Stake"),
    .subtitle = N_("What the loser owes the table, if you agreed on something"),
    .kind = PIPS_OPTION_TEXT,
  },
};

static const char * const die_names[] = { N_("Black"), N_("White"), NULL };

const PipsGameInfo pips_black_n_white_game_info = {
  .id = "black-n-white",
  .name = N_("Black’n’White"),
  .summary = N_("A dice duel in two phases: collect no chips, or get rid of them first"),
  .icon_name = "pips-black-n-white-symbolic",
  .min_players = PIPS_BLACK_N_WHITE_MIN_PLAYERS,
  .max_players = PIPS_BLACK_N_WHITE_MAX_PLAYERS,
  .dice = {
    .n_dice = 2,
    .n_faces = 6,
    .die_names = die_names,
  },
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .get_type = pips_black_n_white_game_get_type,
};

/* Shared by the files of the rules */

const char *
_pips_black_n_white_game_player_name (PipsBlackNWhiteGame *self,
                                      guint                player)
{
  return pips_game_get_player_name (PIPS_GAME (self), player);
}

/* PipsGame */

static void
pips_black_n_white_game_reset (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  State *state = &self->state;
  const char *choice;

  self->n_players = MIN (pips_game_get_n_players (game), MAX_PLAYERS);
  self->chips_per_player = CLAMP (pips_game_get_option_int (game, "chips-per-player"), 1, 1000);
  choice = pips_game_get_option_choice (game, "ties");
  self->ties_roll_off = g_strcmp0 (choice, "roll-off") == 0;
  choice = pips_game_get_option_choice (game, "starter");
  self->random_starter = g_strcmp0 (choice, "random") == 0;

  *state = (State) { 0, };
  state->phase = PIPS_BLACK_N_WHITE_PHASE_1;
  state->round = 1;
  pips_chip_bank_init (&state->bank, N_PLACES);
  pips_chip_bank_put (&state->bank, PLACE_MIDDLE, self->n_players * self->chips_per_player);
  state->loser = -1;
  state->last_outcome = PIPS_BLACK_N_WHITE_OUTCOME_NONE;
  pips_round_table_start (&state->round_table.turns, NULL, 0, 0, PIPS_BLACK_N_WHITE_MAX_THROWS);
  pips_round_table_start (&state->rolloff_table.turns, NULL, 0, 0, 1);

  /* The table says who starts (the youngest), or the app picks at random: either way a
   * "starter" event records it. */
  state->need_starter = TRUE;
  for (guint p = 0; p < self->n_players; p++)
    state->candidates[state->n_candidates++] = p;
}

static gboolean
pips_black_n_white_game_apply (PipsGame    *game,
                               JsonObject  *event,
                               GError     **error)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  State next = self->state;

  if (!_pips_black_n_white_game_apply_event (self, &next, event, error))
    return FALSE;

  /* Chips are neither made nor lost. Should the rules ever break that, the event is refused
   * rather than kept with a wrong state. */
  if (G_UNLIKELY (!pips_chip_bank_is_sound (&next.bank) ||
                  next.bank.total != self->n_players * self->chips_per_player))
    {
      g_critical ("Chips are not conserved: %" G_GINT64_FORMAT " in the middle, %"
                  G_GINT64_FORMAT " out, %" G_GINT64_FORMAT " in all",
                  next.bank.chips[PLACE_MIDDLE], next.bank.chips[PLACE_OUT],
                  pips_chip_bank_sum (&next.bank, 0, N_PLACES));
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("This entry would lose or make chips"));
      return FALSE;
    }

  self->state = next;

  return TRUE;
}

static PipsStanding *
standing_new (PipsBlackNWhiteGame *self,
              guint                player,
              guint                rank,
              const char          *status)
{
  return pips_standing_new (player, _pips_black_n_white_game_player_name (self, player), rank,
                            self->state.bank.chips[player], PIPS_UNIT_CHIPS, NULL, status);
}

static GListModel *
pips_black_n_white_game_dup_standings (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const State *state = &self->state;
  g_autoptr(GPtrArray) standings = g_ptr_array_new_with_free_func (g_object_unref);
  guint playing[MAX_PLAYERS];
  gint64 chips[MAX_PLAYERS];
  guint ranks[MAX_PLAYERS];
  guint n_playing = 0;

  /* Those who left, in the order they left. */
  for (guint i = 0; i < state->n_left; i++)
    {
      guint p = state->left[i];

      g_ptr_array_add (standings, standing_new (self, p, state->rank[p], _("Won")));
    }

  /* Those still playing rank after them, fewer chips first; equal chips share a rank (and keep
   * the seat order, as pips_standings_new_sorted() sorts). */
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] != PIPS_BLACK_N_WHITE_PLAYING)
        continue;

      playing[n_playing] = p;
      chips[n_playing] = state->bank.chips[p];
      n_playing++;
    }
  pips_rank_competition (chips, n_playing, FALSE, state->n_left + 1, ranks);
  for (guint i = 0; i < n_playing; i++)
    g_ptr_array_add (standings, standing_new (self, playing[i], ranks[i], NULL));

  if (state->loser >= 0)
    g_ptr_array_add (standings,
                     standing_new (self, state->loser, state->rank[state->loser], _("Lost")));

  return pips_standings_new_sorted (standings);
}

static gboolean
pips_black_n_white_game_is_over (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);

  return self->state.loser >= 0;
}

/* The player the game waits for: to throw, or to choose the tens colour; -1 while a starter is to
 * be named and when the game is over. */
int
_pips_black_n_white_state_current_player (const State *state)
{
  const Table *table;

  if (state->loser >= 0 || state->need_starter)
    return -1;

  table = state->rolloff > 0 ? &state->rolloff_table : &state->round_table;
  if (state->tens_pending)
    return table->results[table->turns.n_done - 1].player;

  return pips_round_table_get_current (&table->turns);
}

static const char * const expects_starter[] = { "starter", NULL };
static const char * const expects_result[] = { "result", NULL };
static const char * const expects_tens[] = { "tens", NULL };

/* The table says who starts (no player acts); then the player to throw enters a result, and
 * the first player whose result is not a double chooses the tens colour. */
static void
pips_black_n_white_game_get_turn (PipsGame *game,
                                  PipsTurn *turn)
{
  const State *state = &PIPS_BLACK_N_WHITE_GAME (game)->state;
  int current = _pips_black_n_white_state_current_player (state);

  turn->may_act = current >= 0 ? G_GUINT64_CONSTANT (1) << current : 0;
  if (state->need_starter)
    turn->expects = expects_starter;
  else if (state->tens_pending)
    turn->expects = expects_tens;
  else
    turn->expects = expects_result;
}

static guint
pips_black_n_white_game_get_round (PipsGame *game)
{
  return PIPS_BLACK_N_WHITE_GAME (game)->state.round;
}

/* The new-game page asks who starts; the game's log begins with that answer. */
static GPtrArray *
pips_black_n_white_game_list_setup_events (PipsGame *game,
                                           guint     starter,
                                           gboolean  random)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);

  if (pips_black_n_white_game_get_awaiting (self) == PIPS_BLACK_N_WHITE_AWAIT_STARTER &&
      self->state.phase == PIPS_BLACK_N_WHITE_PHASE_1)
    g_ptr_array_add (events, pips_black_n_white_build_starter (starter, random));

  return events;
}

/* The records: games lost and the chips taken from the middle in phase 1. */
static GArray *
pips_black_n_white_game_dup_records (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  GArray *records = g_array_new (FALSE, TRUE, sizeof (PipsRecord));
  gboolean over = pips_black_n_white_game_is_over (game);
  PipsRecord *record;

  record = pips_records_add (records, "games-lost", N_("Games lost"), PIPS_RECORD_TOTAL);
  for (guint p = 0; over && p < self->n_players; p++)
    pips_record_set_value (record, p, self->state.loser == (int) p);

  record = pips_records_add (records, "chips-taken", N_("Chips taken in phase 1"), PIPS_RECORD_TOTAL);
  for (guint p = 0; p < self->n_players; p++)
    pips_record_set_value (record, p, self->state.taken[p]);

  return records;
}

/* The options read at reset and the state are plain values. */
static void
pips_black_n_white_game_copy_state (PipsGame *game,
                                    PipsGame *from)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  PipsBlackNWhiteGame *source = PIPS_BLACK_N_WHITE_GAME (from);

  self->n_players = source->n_players;
  self->chips_per_player = source->chips_per_player;
  self->ties_roll_off = source->ties_roll_off;
  self->random_starter = source->random_starter;
  self->state = source->state;
}

static void
pips_black_n_white_game_class_init (PipsBlackNWhiteGameClass *klass)
{
  PipsGameClass *game_class = PIPS_GAME_CLASS (klass);

  game_class->reset = pips_black_n_white_game_reset;
  game_class->apply = pips_black_n_white_game_apply;
  game_class->copy_state = pips_black_n_white_game_copy_state;
  game_class->get_turn = pips_black_n_white_game_get_turn;
  game_class->is_over = pips_black_n_white_game_is_over;
  game_class->dup_standings = pips_black_n_white_game_dup_standings;
  game_class->dup_status = _pips_black_n_white_game_dup_status;
  game_class->dup_rules = _pips_black_n_white_game_dup_rules;
  game_class->dup_description = _pips_black_n_white_game_dup_description;
  game_class->dup_sheet_text = _pips_black_n_white_game_dup_sheet_text;
  game_class->dup_outcome = _pips_black_n_white_game_dup_outcome;
  game_class->dup_summary = _pips_black_n_white_game_dup_summary;
  game_class->get_round = pips_black_n_white_game_get_round;
  game_class->list_setup_events = pips_black_n_white_game_list_setup_events;
  game_class->build_random_event = _pips_black_n_white_game_build_random_event;
  game_class->dup_records = pips_black_n_white_game_dup_records;
}

static void
pips_black_n_white_game_init (PipsBlackNWhiteGame *self)
{
  self->state.loser = -1;
}

/* Rule options */

/**
 * pips_black_n_white_game_get_random_starter:
 *
 * Returns: whether the app picks the starter at random (see
 *   pips_black_n_white_game_pick_starter()) rather than asking the table
 */
gboolean
pips_black_n_white_game_get_random_starter (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), FALSE);

  return self->random_starter;
}

/**
 * pips_black_n_white_game_get_ties_roll_off:
 *
 * Returns: whether tied players roll off, rather than the later result being worse
 */
gboolean
pips_black_n_white_game_get_ties_roll_off (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), FALSE);

  return self->ties_roll_off;
}

/* State */

PipsBlackNWhitePhase
pips_black_n_white_game_get_phase (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), PIPS_BLACK_N_WHITE_PHASE_1);

  return self->state.phase;
}

/**
 * pips_black_n_white_game_get_awaiting:
 *
 * Returns: the kind of event the game waits for; pips_game_get_turn() says from whom
 */
PipsBlackNWhiteAwait
pips_black_n_white_game_get_awaiting (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), PIPS_BLACK_N_WHITE_AWAIT_NOTHING);

  if (pips_game_is_over (PIPS_GAME (self)))
    return PIPS_BLACK_N_WHITE_AWAIT_NOTHING;
  if (self->state.need_starter)
    return PIPS_BLACK_N_WHITE_AWAIT_STARTER;
  if (self->state.tens_pending)
    return PIPS_BLACK_N_WHITE_AWAIT_TENS;

  return PIPS_BLACK_N_WHITE_AWAIT_RESULT;
}

/**
 * pips_black_n_white_game_get_total_chips:
 *
 * Returns: the chips of the game: the middle, the players' and those out of the game together
 */
guint
pips_black_n_white_game_get_total_chips (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);

  return self->n_players * self->chips_per_player;
}

guint
pips_black_n_white_game_get_middle (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);

  return (guint) pips_chip_bank_get (&self->state.bank, PLACE_MIDDLE);
}

/**
 * pips_black_n_white_game_get_out:
 *
 * Returns: the chips put out of the game in phase 2
 */
guint
pips_black_n_white_game_get_out (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);

  return (guint) pips_chip_bank_get (&self->state.bank, PLACE_OUT);
}

guint
pips_black_n_white_game_get_chips (PipsBlackNWhiteGame *self,
                                   guint                player)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return (guint) self->state.bank.chips[player];
}

PipsBlackNWhitePlayerState
pips_black_n_white_game_get_player_state (PipsBlackNWhiteGame *self,
                                          guint                player)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), PIPS_BLACK_N_WHITE_PLAYING);
  g_return_val_if_fail (player < self->n_players, PIPS_BLACK_N_WHITE_PLAYING);

  return self->state.state[player];
}

static GArray *
players_array (const guint8 *players,
               guint         n_players)
{
  GArray *array = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_players);

  for (guint i = 0; i < n_players; i++)
    {
      guint player = players[i];

      g_array_append_val (array, player);
    }

  return array;
}

/**
 * pips_black_n_white_game_dup_active_players:
 *
 * Returns: (transfer full) (element-type guint): the players still in the game, in the turn
 *   order of the round (the starter first) once the starter is known, else in seat order
 */
GArray *
pips_black_n_white_game_dup_active_players (PipsBlackNWhiteGame *self)
{
  const State *state;
  guint8 players[MAX_PLAYERS];
  guint n = 0;

  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  state = &self->state;
  if (state->loser < 0 && !state->need_starter)
    return players_array (state->round_table.turns.order, state->round_table.turns.n_order);

  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING)
        players[n++] = p;
    }

  return players_array (players, n);
}

/**
 * pips_black_n_white_game_dup_winners:
 *
 * Returns: (transfer full) (element-type guint): the players who have won and left, in the
 *   order they left (those who left together at the end of phase 1 in seat order)
 */
GArray *
pips_black_n_white_game_dup_winners (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  return players_array (self->state.left, self->state.n_left);
}

/**
 * pips_black_n_white_game_get_loser:
 *
 * Returns: the player who has lost, or -1 while the game goes on
 */
int
pips_black_n_white_game_get_loser (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), -1);

  return self->state.loser;
}

/**
 * pips_black_n_white_game_dup_starter_candidates:
 *
 * Returns: (transfer full) (element-type guint): the players who may be named in a "starter"
 *   event now: everyone before the first round, the players tied for the most chips in phase 2;
 *   empty when no starter is to be chosen
 */
GArray *
pips_black_n_white_game_dup_starter_candidates (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  if (pips_game_is_over (PIPS_GAME (self)) || !self->state.need_starter)
    return players_array (NULL, 0);

  return players_array (self->state.candidates, self->state.n_candidates);
}

/**
 * pips_black_n_white_game_get_round_starter:
 *
 * Returns: the player who starts the round, or -1 while that is to be chosen or the game is over
 */
int
pips_black_n_white_game_get_round_starter (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), -1);

  if (pips_game_is_over (PIPS_GAME (self)) || self->state.need_starter)
    return -1;

  return self->state.starter;
}

/**
 * pips_black_n_white_game_get_throw_limit:
 *
 * Returns: the most throws the current player may use: 3 for the round's starter, the
 *   starter's throws for the others, 1 in a roll-off, 0 when the game is over
 */
guint
pips_black_n_white_game_get_throw_limit (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);

  if (pips_game_is_over (PIPS_GAME (self)))
    return 0;
  if (self->state.rolloff > 0)
    return 1;
  return pips_round_table_get_limit (&self->state.round_table.turns);
}

/**
 * pips_black_n_white_game_get_tens:
 *
 * Returns: the die that gives the tens this round, or %PIPS_BLACK_N_WHITE_DIE_NONE while it is
 *   not chosen
 */
PipsBlackNWhiteDie
pips_black_n_white_game_get_tens (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), PIPS_BLACK_N_WHITE_DIE_NONE);

  return self->state.tens;
}

/**
 * pips_black_n_white_game_get_tens_chooser:
 *
 * Returns: the player who must choose the tens colour now (a "tens" event), or -1
 */
int
pips_black_n_white_game_get_tens_chooser (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), -1);

  if (pips_game_is_over (PIPS_GAME (self)) || !self->state.tens_pending)
    return -1;

  return _pips_black_n_white_state_current_player (&self->state);
}

/**
 * pips_black_n_white_game_get_rolloff:
 *
 * Returns: 0 outside a roll-off; 1 during a roll-off among tied players, 2 when that roll-off
 *   tied again, …
 */
guint
pips_black_n_white_game_get_rolloff (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);

  return self->state.rolloff;
}

/**
 * pips_black_n_white_game_dup_rolloff_players:
 *
 * Returns: (transfer full) (element-type guint): the players in the roll-off, in the order
 *   they throw; empty outside a roll-off
 */
GArray *
pips_black_n_white_game_dup_rolloff_players (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  if (self->state.rolloff == 0)
    return players_array (NULL, 0);

  return players_array (self->state.rolloff_table.turns.order,
                        self->state.rolloff_table.turns.n_order);
}

/**
 * pips_black_n_white_game_get_last_tens:
 *
 * Returns: the tens colour of the round that ended last
 */
PipsBlackNWhiteDie
pips_black_n_white_game_get_last_tens (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), PIPS_BLACK_N_WHITE_DIE_NONE);

  return self->state.last_tens;
}

/**
 * pips_black_n_white_game_get_last_outcome:
 * @player: (out) (optional): the player who took a chip or put one out
 *
 * Returns: how the round that ended last ended
 */
PipsBlackNWhiteOutcome
pips_black_n_white_game_get_last_outcome (PipsBlackNWhiteGame *self,
                                          guint               *player)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), PIPS_BLACK_N_WHITE_OUTCOME_NONE);

  if (player != NULL)
    *player = self->state.last_player;

  return self->state.last_outcome;
}
