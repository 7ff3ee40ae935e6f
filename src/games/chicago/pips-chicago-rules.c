/* pips-chicago-rules.c — the rules of Chicago: announcements, beer mats and the pub's house rules
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The type, its state and its rule options live here; the other files of the rules share them
 * through pips-chicago-rules-private.h: pips-chicago-scoring.c counts, ranks and ends rounds,
 * pips-chicago-events.c reads events and pips-chicago-build.c builds them, pips-chicago-state.c
 * answers the page's questions, and pips-chicago-text.c and pips-chicago-sheet.c put the game in
 * words.
 */

#define G_LOG_DOMAIN "pips-chicago"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chicago-rules-private.h"

G_DEFINE_FINAL_TYPE (PipsChicagoGame, pips_chicago_game, PIPS_TYPE_GAME)

/* The registry entry */

static const PipsOptionGroup option_groups[] = {
  { "mats", N_("Beer Mats"), N_("How many mats there are and how they move") },
  { "announcement", N_("Announcement and Dice"), NULL },
  { "specials", N_("Special Throws"), N_("Chic, 3×3 and over-eager players") },
  { "end", N_("Ties and the End"), NULL },
};

static const PipsOptionChoice mats_choices[] = {
  { "players-plus-one", N_("Players + 1") },
  { "twice-players-minus-one", N_("2 × players − 1") },
  { "fixed", N_("A fixed number") },
};

static const PipsOptionChoice phase_2_choices[] = {
  { "give", N_("Gives a mat to the worst") },
  { "discard", N_("Puts a mat out of the game") },
};

static const PipsOptionChoice announcement_choices[] = {
  { "independent", N_("Chosen freely") },
  { "coupled", N_("Up with 100er, down with 1er") },
};

static const PipsOptionChoice six_rule_when_choices[] = {
  { "first-attempt", N_("After the first attempt only") },
  { "further-attempt", N_("While a further attempt remains") },
};

static const PipsOptionChoice ties_choices[] = {
  { "earlier", N_("The earlier is better") },
  { "fewer-attempts", N_("Fewer attempts, then the earlier") },
  { "roll-off", N_("The tied players roll again") },
};

static const PipsRuleOption options[] = {
  {
    .id = "mats",
    .title = N_("Number of mats"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = mats_choices,
    .n_choices = G_N_ELEMENTS (mats_choices),
    .group = "mats",
  },
  {
    .id = "mats-fixed",
    .title = N_("Mats"),
    .subtitle = N_("The number of mats on the stack at the start"),
    .kind = PIPS_OPTION_INT,
    .default_value = 10,
    .min = 3,
    .max = 40,
    .group = "mats",
    .requires = "mats=fixed",
  },
  {
    .id = "phase-2",
    .title = N_("In phase 2 the best"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = phase_2_choices,
    .n_choices = G_N_ELEMENTS (phase_2_choices),
    .group = "mats",
  },
  {
    .id = "last-two-lose",
    .title = N_("With more than 5 players the last two lose"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = FALSE,
    .group = "end",
  },
  {
    .id = "announcement",
    .title = N_("Counting and direction"),
    .subtitle = N_("How the announcer picks 1er or 100er counting and up or down"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = announcement_choices,
    .n_choices = G_N_ELEMENTS (announcement_choices),
    .group = "announcement",
  },
  {
    .id = "six-rule",
    .title = N_("6er rule"),
    .subtitle = N_("Two 6s may be exchanged for a 1"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = TRUE,
    .group = "announcement",
  },
  {
    .id = "six-rule-when",
    .title = N_("6er rule allowed"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 1,
    .choices = six_rule_when_choices,
    .n_choices = G_N_ELEMENTS (six_rule_when_choices),
    .group = "announcement",
    .requires = "six-rule=true",
  },
  {
    .id = "three-sixes",
    .title = N_("Three 6s give two 1s"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = TRUE,
    .group = "announcement",
    .requires = "six-rule=true",
  },
  {
    .id = "chic-one-throw",
    .title = N_("Chic counts only in one throw"),
    .subtitle = N_("Three 1s thrown with dice set aside count as 1-1-1, not as Chic"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = FALSE,
    .group = "specials",
  },
  {
    .id = "chic-wins",
    .title = N_("Chic wins and leaves"),
    .subtitle = N_("An unbeaten Chic wins the whole game"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = TRUE,
    .group = "specials",
  },
  {
    .id = "three-threes",
    .title = N_("3×3 owes a round"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = TRUE,
    .group = "specials",
  },
  {
    .id = "overeager",
    .title = N_("Over-eager"),
    .subtitle = N_("A die off the tray loses the round; on the floor it also owes a round"),
    .kind = PIPS_OPTION_BOOL,
    .default_value = TRUE,
    .group = "specials",
  },
  {
    .id = "ties",
    .title = N_("Equal results"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = 0,
    .choices = ties_choices,
    .n_choices = G_N_ELEMENTS (ties_choices),
    .group = "end",
  },
  {
    .id = "stake",
    .title = N_("Stake"),
    .subtitle = N_("What the loser owes the table, if you agreed on something"),
    .kind = PIPS_OPTION_TEXT,
    .group = "end",
  },
};

static const PipsRulePreset presets[] = {
  { "pub-sheet", N_("Pub sheet"), N_("The rules of the Swiss pub sheet"), "{}" },
  {
    "strict", N_("Strict table"),
    N_("Counting tied to the direction, the 6er rule only after the first attempt, Chic only in one throw"),
    "{\"announcement\":\"coupled\",\"six-rule-when\":\"first-attempt\",\"three-sixes\":false,"
    "\"chic-one-throw\":true}",
  },
  {
    "big-table", N_("Big table"),
    N_("2 × players − 1 mats, the best discards, and with more than 5 players the last two lose"),
    "{\"mats\":\"twice-players-minus-one\",\"phase-2\":\"discard\",\"last-two-lose\":true}",
  },
  {
    "plain", N_("Plain dice"),
    N_("No specials: no 6er rule, Chic does not end the game, no 3×3 or over-eager"),
    "{\"six-rule\":false,\"chic-wins\":false,\"three-threes\":false,\"overeager\":false,"
    "\"ties\":\"fewer-attempts\"}",
  },
};

const PipsGameInfo pips_chicago_game_info = {
  .id = "chicago",
  .name = N_("Chicago"),
  .summary = N_("Announce a throw of three dice, make the others beat it, and pass on the beer mats"),
  .icon_name = "pips-chicago-symbolic",
  .min_players = PIPS_CHICAGO_MIN_PLAYERS,
  .max_players = PIPS_CHICAGO_MAX_PLAYERS,
  .dice = {
    .n_dice = N_DICE,
    .n_faces = 6,
  },
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .option_groups = option_groups,
  .n_option_groups = G_N_ELEMENTS (option_groups),
  .presets = presets,
  .n_presets = G_N_ELEMENTS (presets),
  .get_type = pips_chicago_game_get_type,
};

/* Shared by the files of the rules */

const char *
_pips_chicago_game_player_name (PipsChicagoGame *self,
                                guint            player)
{
  return pips_game_get_player_name (PIPS_GAME (self), player);
}

static guint
count_playing (PipsChicagoGame *self,
               const State     *state)
{
  guint n = 0;

  for (guint p = 0; p < self->n_players; p++)
    n += state->state[p] == PIPS_CHICAGO_PLAYING;

  return n;
}

/* The mats that should be in play for the players still in the game: the starting rule applied
 * to them (a fixed number drops by one for each player who left). */
guint
_pips_chicago_game_target (PipsChicagoGame *self,
                           const State     *state)
{
  guint playing = count_playing (self, state);

  switch (self->mats_rule)
    {
    case MATS_TWICE_PLAYERS_MINUS_ONE:
      return 2 * playing - 1;
    case MATS_FIXED:
      return self->mats_fixed > self->n_players - playing ? self->mats_fixed - (self->n_players - playing) : 0;
    case MATS_PLAYERS_PLUS_ONE:
    default:
      return playing + 1;
    }
}

/* PipsGame */

static void
pips_chicago_game_reset (PipsGame *game)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  State *state = &self->state;
  const char *choice;

  self->n_players = MIN (pips_game_get_n_players (game), MAX_PLAYERS);

  choice = pips_game_get_option_choice (game, "mats");
  if (g_strcmp0 (choice, "twice-players-minus-one") == 0)
    self->mats_rule = MATS_TWICE_PLAYERS_MINUS_ONE;
  else if (g_strcmp0 (choice, "fixed") == 0)
    self->mats_rule = MATS_FIXED;
  else
    self->mats_rule = MATS_PLAYERS_PLUS_ONE;
  self->mats_fixed = CLAMP (pips_game_get_option_int (game, "mats-fixed"), 3, 40);
  self->phase_2_discards = g_strcmp0 (pips_game_get_option_choice (game, "phase-2"), "discard") == 0;
  self->coupled = g_strcmp0 (pips_game_get_option_choice (game, "announcement"), "coupled") == 0;
  if (!pips_game_get_option_bool (game, "six-rule"))
    self->six_rule = SIX_NEVER;
  else if (g_strcmp0 (pips_game_get_option_choice (game, "six-rule-when"), "first-attempt") == 0)
    self->six_rule = SIX_FIRST_ATTEMPT;
  else
    self->six_rule = SIX_FURTHER_ATTEMPT;
  self->three_sixes = pips_game_get_option_bool (game, "three-sixes");
  self->chic_one_throw = pips_game_get_option_bool (game, "chic-one-throw");
  self->chic_wins = pips_game_get_option_bool (game, "chic-wins");
  choice = pips_game_get_option_choice (game, "ties");
  if (g_strcmp0 (choice, "fewer-attempts") == 0)
    self->ties = TIES_FEWER_ATTEMPTS;
  else if (g_strcmp0 (choice, "roll-off") == 0)
    self->ties = TIES_ROLL_OFF;
  else
    self->ties = TIES_EARLIER;
  self->three_threes = pips_game_get_option_bool (game, "three-threes");
  self->overeager = pips_game_get_option_bool (game, "overeager");
  self->last_two_lose = pips_game_get_option_bool (game, "last-two-lose");

  *state = (State) { 0, };
  state->round = 1;
  state->phase = 1;
  state->best = -1;
  state->last.best = state->last.worst = state->last.chic_winner = -1;

  /* The starting count, the target count applied to everyone. */
  self->total_mats = _pips_chicago_game_target (self, state);
  if (self->mats_rule == MATS_FIXED)
    self->total_mats = self->mats_fixed;
  pips_chip_bank_init (&state->bank, N_PLACES);
  pips_chip_bank_put (&state->bank, PLACE_STACK, self->total_mats);

  /* Every player throws one die to find who starts the game. */
  state->stage = PIPS_CHICAGO_STAGE_OPENING;
  _pips_chicago_start_roll_off (state, ROLL_OFF_STARTER, (G_GUINT64_CONSTANT (1) << self->n_players) - 1);

  pips_history_empty (&self->records);
}

static gboolean
pips_chicago_game_apply (PipsGame    *game,
                         JsonObject  *event,
                         GError     **error)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  State next = self->state;

  if (!_pips_chicago_game_apply_event (self, &next, event, error))
    return FALSE;

  /* Mats are neither made nor lost. Should the rules ever break that, the event is refused
   * rather than kept with a wrong state. */
  if (G_UNLIKELY (!pips_chip_bank_is_sound (&next.bank) || next.bank.total != self->total_mats))
    {
      g_critical ("Mats are not conserved: %" G_GINT64_FORMAT " on the stack, %" G_GINT64_FORMAT
                  " out, %" G_GINT64_FORMAT " in all",
                  next.bank.chips[PLACE_STACK], next.bank.chips[PLACE_OUT],
                  pips_chip_bank_sum (&next.bank, 0, N_PLACES));
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("This entry would lose or make beer mats"));
      return FALSE;
    }

  if (next.n_records != self->state.n_records)
    pips_history_append (&self->records, &next.last);
  self->state = next;

  return TRUE;
}

static void
add_expect (PipsChicagoGame *self,
            guint           *n,
            const char      *type)
{
  g_assert (*n < G_N_ELEMENTS (self->expects) - 1);
  self->expects[(*n)++] = type;
}

/* A roll-off: everyone in it who has not thrown may throw now, in any order. A round: the player
 * whose attempt it is, with what their dice allow. */
static void
pips_chicago_game_get_turn (PipsGame *game,
                            PipsTurn *turn)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  const State *state = &self->state;
  guint n = 0;

  turn->may_act = 0;
  if (state->stage == PIPS_CHICAGO_STAGE_OPENING || state->stage == PIPS_CHICAGO_STAGE_ROLL_OFF)
    {
      for (guint p = 0; p < self->n_players; p++)
        {
          if ((state->roll_off_players & (G_GUINT64_CONSTANT (1) << p)) && state->roll_off_faces[p] == 0)
            turn->may_act |= G_GUINT64_CONSTANT (1) << p;
        }
      if (state->stage == PIPS_CHICAGO_STAGE_OPENING && !state->opening_started)
        add_expect (self, &n, "starter");
      add_expect (self, &n, "die");
    }
  else if (state->stage == PIPS_CHICAGO_STAGE_PLAY)
    {
      PipsChicagoDice dice;

      turn->may_act = G_GUINT64_CONSTANT (1) << pips_round_table_get_current (&state->table);
      _pips_chicago_state_dice (self, state, &dice);
      if (dice.attempt < dice.limit || dice.must_throw)
        add_expect (self, &n, "throw");
      if (dice.can_exchange)
        add_expect (self, &n, "exchange");
      if (dice.attempt > 0 && !dice.must_throw)
        add_expect (self, &n, state->announcement.made ? "stand" : "announce");
      if (self->overeager)
        add_expect (self, &n, "overeager");
    }

  self->expects[n] = NULL;
  turn->expects = self->expects;
}

static gboolean
pips_chicago_game_is_over (PipsGame *game)
{
  return PIPS_CHICAGO_GAME (game)->state.stage == PIPS_CHICAGO_STAGE_OVER;
}

static PipsStanding *
standing_new (PipsChicagoGame *self,
              guint            player,
              guint            rank,
              const char      *status)
{
  const State *state = &self->state;
  g_autofree char *detail = NULL;

  if (state->owes[player] > 0)
    detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: rounds of drinks a player owes */
                                           "Owes %u round", "Owes %u rounds", state->owes[player]),
                              state->owes[player]);

  return pips_standing_new (player, _pips_chicago_game_player_name (self, player), rank,
                            state->bank.chips[player], PIPS_UNIT_MATS, detail, status);
}

static GListModel *
pips_chicago_game_dup_standings (PipsGame *game)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  const State *state = &self->state;
  g_autoptr(GPtrArray) standings = g_ptr_array_new_with_free_func (g_object_unref);
  guint playing[MAX_PLAYERS];
  gint64 mats[MAX_PLAYERS];
  guint ranks[MAX_PLAYERS];
  guint n_playing = 0;

  /* Those who left, in the order they left. */
  for (guint i = 0; i < state->n_left; i++)
    {
      guint p = state->left[i];

      g_ptr_array_add (standings,
                       standing_new (self, p, state->rank[p],
                                     state->state[p] == PIPS_CHICAGO_WON_CHIC ? _("Won with Chic") : _("Won")));
    }

  /* Those still playing rank after them, fewer mats first; equal mats share a rank (and keep
   * the seat order, as pips_standings_new_sorted() sorts). */
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] != PIPS_CHICAGO_PLAYING)
        continue;

      playing[n_playing] = p;
      mats[n_playing] = state->bank.chips[p];
      n_playing++;
    }
  pips_rank_competition (mats, n_playing, FALSE, state->n_left + 1, ranks);
  for (guint i = 0; i < n_playing; i++)
    g_ptr_array_add (standings, standing_new (self, playing[i], ranks[i], NULL));

  /* The loser, or the last two. */
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_CHICAGO_LOST)
        g_ptr_array_add (standings, standing_new (self, p, state->rank[p], _("Lost")));
    }

  return pips_standings_new_sorted (standings);
}

static guint
pips_chicago_game_get_round (PipsGame *game)
{
  return PIPS_CHICAGO_GAME (game)->state.round;
}

/* The new-game page says who starts: when the table names a player, they threw for it already;
 * when Pips is to pick, it throws the one die of every player (ties again) into the log. */
static GPtrArray *
pips_chicago_game_list_setup_events (PipsGame *game,
                                     guint     starter,
                                     gboolean  random)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  g_autoptr(PipsRoller) roller = NULL;
  State state;

  if (self->state.stage != PIPS_CHICAGO_STAGE_OPENING || self->state.opening_started)
    return events;

  if (!random)
    {
      g_ptr_array_add (events, pips_chicago_build_starter (starter, FALSE));
      return events;
    }

  /* Played on a copy of the state, so that the game itself stays at the start. */
  roller = pips_roller_new ();
  state = self->state;
  while (state.stage == PIPS_CHICAGO_STAGE_OPENING)
    {
      for (guint p = 0; p < self->n_players && state.stage == PIPS_CHICAGO_STAGE_OPENING; p++)
        {
          g_autoptr(JsonObject) event = NULL;

          if (!(state.roll_off_players & (G_GUINT64_CONSTANT (1) << p)) || state.roll_off_faces[p] != 0)
            continue;
          event = pips_chicago_build_die (p, pips_roller_roll (roller));
          if (!_pips_chicago_game_apply_event (self, &state, event, NULL))
            g_assert_not_reached ();
          g_ptr_array_add (events, g_steal_pointer (&event));
        }
    }

  return events;
}

static gboolean
pips_chicago_game_build_roll (PipsGame    *game,
                              PipsRoller  *roller,
                              PipsRoll    *roll,
                              GError     **error)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  const State *state = &self->state;

  if (state->stage == PIPS_CHICAGO_STAGE_OVER)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  /* Set-aside dice stay as they lie; the others are thrown. In a roll-off only the first die
   * counts. */
  for (guint i = 0; i < roll->n_dice; i++)
    {
      if (!roll->keep[i])
        roll->faces[i] = pips_roller_roll (roller);
      roll->marked[i] = FALSE;
    }

  return TRUE;
}

/* The options read at reset, the state and the expected events are plain values; the rounds
 * that ended are shared (see PipsHistory). */
static void
pips_chicago_game_copy_state (PipsGame *game,
                              PipsGame *from)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  PipsChicagoGame *source = PIPS_CHICAGO_GAME (from);

  self->n_players = source->n_players;
  self->mats_rule = source->mats_rule;
  self->mats_fixed = source->mats_fixed;
  self->phase_2_discards = source->phase_2_discards;
  self->coupled = source->coupled;
  self->six_rule = source->six_rule;
  self->three_sixes = source->three_sixes;
  self->chic_one_throw = source->chic_one_throw;
  self->chic_wins = source->chic_wins;
  self->ties = source->ties;
  self->three_threes = source->three_threes;
  self->overeager = source->overeager;
  self->last_two_lose = source->last_two_lose;
  self->total_mats = source->total_mats;
  self->state = source->state;
  pips_history_copy (&self->records, &source->records);
  memcpy (self->expects, source->expects, sizeof self->expects);
}

static void
pips_chicago_game_finalize (GObject *object)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (object);

  pips_history_clear (&self->records);

  G_OBJECT_CLASS (pips_chicago_game_parent_class)->finalize (object);
}

/* The records: the Chics thrown (a round's result that is a Chic), the rounds owed and games
 * lost. */
static GArray *
pips_chicago_game_dup_records (PipsGame *game)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  GArray *records = g_array_new (FALSE, TRUE, sizeof (PipsRecord));
  gboolean over = pips_chicago_game_is_over (game);
  gint64 chics[MAX_PLAYERS] = { 0, };
  PipsRecord *record;

  for (guint r = 0; r < pips_history_get_length (&self->records); r++)
    {
      const Record *round = (const Record *) pips_history_get (&self->records, r);

      for (guint i = 0; i < round->n_results; i++)
        {
          if (round->results[i].chic && round->results[i].player < MAX_PLAYERS)
            chics[round->results[i].player]++;
        }
    }

  record = pips_records_add (records, "chics", N_("Chics"), PIPS_RECORD_TOTAL);
  for (guint p = 0; p < self->n_players; p++)
    pips_record_set_value (record, p, chics[p]);

  record = pips_records_add (records, "rounds-owed", N_("Rounds owed"), PIPS_RECORD_TOTAL);
  for (guint p = 0; p < self->n_players; p++)
    pips_record_set_value (record, p, self->state.owes[p]);

  record = pips_records_add (records, "games-lost", N_("Games lost"), PIPS_RECORD_TOTAL);
  for (guint p = 0; over && p < self->n_players; p++)
    pips_record_set_value (record, p, self->state.state[p] == PIPS_CHICAGO_LOST);

  return records;
}

static void
pips_chicago_game_class_init (PipsChicagoGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PipsGameClass *game_class = PIPS_GAME_CLASS (klass);

  object_class->finalize = pips_chicago_game_finalize;

  game_class->reset = pips_chicago_game_reset;
  game_class->apply = pips_chicago_game_apply;
  game_class->get_turn = pips_chicago_game_get_turn;
  game_class->is_over = pips_chicago_game_is_over;
  game_class->dup_standings = pips_chicago_game_dup_standings;
  game_class->dup_status = _pips_chicago_game_dup_status;
  game_class->dup_rules = _pips_chicago_game_dup_rules;
  game_class->dup_description = _pips_chicago_game_dup_description;
  game_class->dup_sheet_text = _pips_chicago_game_dup_sheet_text;
  game_class->dup_outcome = _pips_chicago_game_dup_outcome;
  game_class->dup_summary = _pips_chicago_game_dup_summary;
  game_class->get_round = pips_chicago_game_get_round;
  game_class->list_setup_events = pips_chicago_game_list_setup_events;
  game_class->build_roll = pips_chicago_game_build_roll;
  game_class->build_random_event = _pips_chicago_game_build_random_event;
  game_class->dup_records = pips_chicago_game_dup_records;
  game_class->copy_state = pips_chicago_game_copy_state;
}

static void
pips_chicago_game_init (PipsChicagoGame *self)
{
  pips_history_init (&self->records, sizeof (Record));
  self->expects[0] = NULL;
}

