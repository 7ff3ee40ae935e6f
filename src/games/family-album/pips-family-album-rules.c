/* pips-family-album-rules.c — the rules of Family Album: pictures, stakes, bets and the chip bank
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The type, its state and its rule options live here; the other files of the rules share them
 * through pips-family-album-rules-private.h: pips-family-album-album.c is the album (pictures,
 * coverage, odds, the album file), pips-family-album-events.c reads and builds events and
 * settles the bets, and pips-family-album-text.c puts the game in words.
 */

#define G_LOG_DOMAIN "pips-family-album"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-family-album-rules-private.h"

G_DEFINE_FINAL_TYPE (PipsFamilyAlbumGame, pips_family_album_game, PIPS_TYPE_GAME)

/* The registry entry */

static const PipsRuleOption options[] = {
  {
    .id = PIPS_FAMILY_ALBUM_OPTION_BANK_RED,
    .title = N_("Red chips in the bank"),
    .subtitle = N_("The bank starts with 10 blue chips (worth 5 each) and this many red ones"),
    .kind = PIPS_OPTION_INT,
    .default_value = PIPS_FAMILY_ALBUM_DEFAULT_RED,
    .min = 0,
    .max = 200,
  },
};

static const char * const face_names[] = {
  N_("Homer"), N_("Marge"), N_("Bart"), N_("Lisa"), N_("Maggie"), N_("Looking good!"), NULL,
};

static const char * const face_icons[] = {
  "pips-family-album-homer-symbolic",
  "pips-family-album-marge-symbolic",
  "pips-family-album-bart-symbolic",
  "pips-family-album-lisa-symbolic",
  "pips-family-album-maggie-symbolic",
  "pips-family-album-joker-symbolic",
  NULL,
};

const PipsGameInfo pips_family_album_game_info = {
  .id = "family-album",
  .name = N_("Family Album"),
  .summary = N_("Throw the family pictures with eight picture dice while the others bet chips for or against you"),
  .icon_name = "pips-family-album-symbolic",
  .min_players = PIPS_FAMILY_ALBUM_MIN_PLAYERS,
  .max_players = PIPS_FAMILY_ALBUM_MAX_PLAYERS,
  .dice = {
    .n_dice = PIPS_FAMILY_ALBUM_N_DICE,
    .n_faces = 6,
    .face_names = face_names,
    .face_icons = face_icons,
  },
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .get_type = pips_family_album_game_get_type,
};

/* Shared by the files of the rules */

const char *
_pips_family_album_game_player_name (PipsFamilyAlbumGame *self,
                                     guint                player)
{
  return pips_game_get_player_name (PIPS_GAME (self), player);
}

/* Each player's chips at the start: 1 blue and 5 red, or 2 blue and 5 red for two players. */
gint64
_pips_family_album_start_chips (guint n_players)
{
  return n_players == 2 ? 15 : 10;
}

/* A stake or bet is 1–5 chips, or 1–10 for two players. */
guint
_pips_family_album_stake_limit (guint n_players)
{
  return n_players == 2 ? 10 : 5;
}

/* PipsGame */

static void
pips_family_album_game_reset (PipsGame *game)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  State *state = &self->state;

  self->n_players = CLAMP (pips_game_get_n_players (game), 1, MAX_PLAYERS);
  self->bank_red = CLAMP (pips_game_get_option_int (game, PIPS_FAMILY_ALBUM_OPTION_BANK_RED), 0, 1000);

  *state = (State) { 0, };
  state->awaiting = PIPS_FAMILY_ALBUM_AWAIT_ALBUM;
  state->picture = -1;
  pips_chip_bank_init (&state->bank, N_PLACES);
  pips_chip_bank_put (&state->bank, PLACE_BANK,
                      PIPS_FAMILY_ALBUM_BANK_BLUE * PIPS_FAMILY_ALBUM_BLUE_VALUE + self->bank_red);

  pips_history_empty (&self->throws);
}

static gboolean
pips_family_album_game_apply (PipsGame    *game,
                              JsonObject  *event,
                              GError     **error)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  State next = self->state;
  PipsFamilyAlbumThrow thrown;
  gboolean has_thrown = FALSE;

  if (!_pips_family_album_game_apply_event (self, &next, event, &thrown, &has_thrown, error))
    return FALSE;

  /* Chips are neither made nor lost, and nobody holds fewer than none. Should the rules ever
   * break that, the event is refused rather than kept with a wrong state. */
  if (G_UNLIKELY (!pips_chip_bank_is_sound (&next.bank) ||
                  next.bank.total != pips_family_album_game_get_total_chips (self)))
    {
      g_critical ("Chips are not conserved: %" G_GINT64_FORMAT " in the bank, %"
                  G_GINT64_FORMAT " in all", next.bank.chips[PLACE_BANK],
                  pips_chip_bank_sum (&next.bank, 0, N_PLACES));
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("This entry would lose or make chips"));
      return FALSE;
    }

  self->state = next;
  if (has_thrown)
    pips_history_append (&self->throws, &thrown);

  return TRUE;
}

static const char * const expects_album[] = { "album", NULL };
static const char * const expects_deal[] = { "deal", NULL };
static const char * const expects_stake[] = { "stake", NULL };
static const char * const expects_bets[] = { "bets", NULL };
static const char * const expects_throw[] = { "throw", NULL };
static const char * const expects_nothing[] = { NULL };

/* The table sets up (no player acts); then the roller stakes, every other player bets in the
 * same step, and the roller throws. */
static void
pips_family_album_game_get_turn (PipsGame *game,
                                 PipsTurn *turn)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  const State *state = &self->state;
  guint64 roller = G_GUINT64_CONSTANT (1) << state->roller;

  turn->may_act = 0;
  switch (state->awaiting)
    {
    case PIPS_FAMILY_ALBUM_AWAIT_ALBUM:
      turn->expects = expects_album;
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_DEAL:
      turn->expects = expects_deal;
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_STAKE:
      turn->may_act = roller;
      turn->expects = expects_stake;
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_BETS:
      turn->may_act = ((G_GUINT64_CONSTANT (1) << self->n_players) - 1) & ~roller;
      turn->expects = expects_bets;
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_THROW:
      turn->may_act = roller;
      turn->expects = expects_throw;
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_NOTHING:
    default:
      turn->expects = expects_nothing;
      break;
    }
}

static gboolean
pips_family_album_game_is_over (PipsGame *game)
{
  return PIPS_FAMILY_ALBUM_GAME (game)->state.over;
}

static GListModel *
pips_family_album_game_dup_standings (PipsGame *game)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  const State *state = &self->state;
  g_autoptr(GPtrArray) standings = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean over = pips_game_is_over (game);
  guint ranks[MAX_PLAYERS];

  pips_rank_competition (state->bank.chips, self->n_players, TRUE, 1, ranks);

  for (guint p = 0; p < self->n_players; p++)
    {
      gint64 chips = state->bank.chips[p];
      g_autofree char *detail = NULL;
      const char *status = NULL;
      guint blue, red;

      /* The blue and red chips only where they are certain (see get_split()). */
      if (pips_family_album_game_get_split (self, p, &blue, &red))
        /* Translators: a player's chips as they count them: blue chips (worth 5) and red ones */
        detail = g_strdup_printf (_("%u blue, %u red"), blue, red);
      if (state->awaiting == PIPS_FAMILY_ALBUM_AWAIT_ALBUM ||
          state->awaiting == PIPS_FAMILY_ALBUM_AWAIT_DEAL)
        status = NULL;
      else if (chips == 0)
        status = _("Out of chips");
      else if (over && ranks[p] == 1)
        status = _("Won");

      g_ptr_array_add (standings, pips_standing_new (p, _pips_family_album_game_player_name (self, p),
                                                     ranks[p], chips, PIPS_UNIT_CHIPS, detail,
                                                     status));
    }

  return pips_standings_new_sorted (standings);
}

static guint
pips_family_album_game_get_round (PipsGame *game)
{
  return PIPS_FAMILY_ALBUM_GAME (game)->state.turn;
}

/* The new game's log begins with the album it is played with (the player's album, or the
 * example where there is none or it cannot be read) and the chips handed out. */
static GPtrArray *
pips_family_album_game_list_setup_events (PipsGame *game,
                                          guint     starter,
                                          gboolean  random)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  g_autoptr(GError) error = NULL;
  PipsFamilyAlbum album;

  if (self->state.awaiting != PIPS_FAMILY_ALBUM_AWAIT_ALBUM)
    return events;

  if (!pips_family_album_load_user (&album, &error))
    g_message ("Playing with the example album: %s", error->message);

  g_ptr_array_add (events, pips_family_album_build_album (&album));
  g_ptr_array_add (events, pips_family_album_build_deal ());

  return events;
}

/* The virtual dice: the dice of the throw the roller has staked on, else the dice in the cup. */
static gboolean
pips_family_album_game_build_roll (PipsGame    *game,
                                   PipsRoller  *roller,
                                   PipsRoll    *roll,
                                   GError     **error)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  const State *state = &self->state;

  if (state->over)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  roll->n_dice = state->awaiting == PIPS_FAMILY_ALBUM_AWAIT_THROW ? state->n_dice
                 : state->dice_left > 0 ? state->dice_left : N_DICE;
  for (guint i = 0; i < roll->n_dice; i++)
    {
      roll->faces[i] = pips_roller_roll_face (roller, 6);
      roll->keep[i] = FALSE;
      roll->marked[i] = FALSE;
    }

  return TRUE;
}

/* The options read at reset and the state are plain values; the throws settled are shared (see
 * PipsHistory). */
static void
pips_family_album_game_copy_state (PipsGame *game,
                                   PipsGame *from)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  PipsFamilyAlbumGame *source = PIPS_FAMILY_ALBUM_GAME (from);

  self->n_players = source->n_players;
  self->bank_red = source->bank_red;
  self->state = source->state;
  pips_history_copy (&self->throws, &source->throws);
}

static void
pips_family_album_game_finalize (GObject *object)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (object);

  pips_history_clear (&self->throws);

  G_OBJECT_CLASS (pips_family_album_game_parent_class)->finalize (object);
}

/* What a settlement line gives @player: chips paid to them, less chips they paid. */
static gint64
line_gain (const PipsFamilyAlbumLine *line,
           guint                      player)
{
  return (line->to == (int) player ? (gint64) line->chips : 0) -
         (line->from == (int) player ? (gint64) line->chips : 0);
}

/* The records: the most chips a player won in one turn (what the turn's settlements gave them,
 * less what they paid; roller or bettor) and the bonuses. */
static GArray *
pips_family_album_game_dup_records (PipsGame *game)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  GArray *records = g_array_new (FALSE, TRUE, sizeof (PipsRecord));
  gint64 best[MAX_PLAYERS] = { 0, }, turn_gain[MAX_PLAYERS] = { 0, }, bonuses[MAX_PLAYERS] = { 0, };
  PipsRecord *record;

  for (guint i = 0; i < pips_history_get_length (&self->throws); i++)
    {
      const PipsFamilyAlbumThrow *thrown = (const PipsFamilyAlbumThrow *) pips_history_get (&self->throws, i);
      gboolean turn_ends = i + 1 == pips_history_get_length (&self->throws) ||
                           ((const PipsFamilyAlbumThrow *) pips_history_get (&self->throws, i + 1))->turn != thrown->turn;

      for (guint l = 0; l < thrown->n_lines; l++)
        {
          const PipsFamilyAlbumLine *line = &thrown->lines[l];

          for (guint p = 0; p < self->n_players; p++)
            turn_gain[p] += line_gain (line, p);
          if (line->kind == PIPS_FAMILY_ALBUM_LINE_BONUS && line->player < MAX_PLAYERS)
            bonuses[line->player]++;
        }

      if (turn_ends)
        {
          for (guint p = 0; p < self->n_players; p++)
            {
              best[p] = MAX (best[p], turn_gain[p]);
              turn_gain[p] = 0;
            }
        }
    }

  record = pips_records_add (records, "largest-win", N_("Largest chip win in one turn"),
                             PIPS_RECORD_HIGHEST);
  for (guint p = 0; p < self->n_players; p++)
    {
      if (best[p] > 0)
        pips_record_set_value (record, p, best[p]);
    }

  record = pips_records_add (records, "bonuses", N_("Bonuses"), PIPS_RECORD_TOTAL);
  for (guint p = 0; p < self->n_players; p++)
    pips_record_set_value (record, p, bonuses[p]);

  return records;
}

static void
pips_family_album_game_class_init (PipsFamilyAlbumGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PipsGameClass *game_class = PIPS_GAME_CLASS (klass);

  object_class->finalize = pips_family_album_game_finalize;

  game_class->reset = pips_family_album_game_reset;
  game_class->apply = pips_family_album_game_apply;
  game_class->get_turn = pips_family_album_game_get_turn;
  game_class->is_over = pips_family_album_game_is_over;
  game_class->dup_standings = pips_family_album_game_dup_standings;
  game_class->dup_status = _pips_family_album_game_dup_status;
  game_class->dup_rules = _pips_family_album_game_dup_rules;
  game_class->dup_description = _pips_family_album_game_dup_description;
  game_class->dup_sheet_text = _pips_family_album_game_dup_sheet_text;
  game_class->dup_outcome = _pips_family_album_game_dup_outcome;
  game_class->dup_summary = _pips_family_album_game_dup_summary;
  game_class->get_round = pips_family_album_game_get_round;
  game_class->list_setup_events = pips_family_album_game_list_setup_events;
  game_class->build_roll = pips_family_album_game_build_roll;
  game_class->build_random_event = _pips_family_album_game_build_random_event;
  game_class->dup_records = pips_family_album_game_dup_records;
  game_class->copy_state = pips_family_album_game_copy_state;
}

static void
pips_family_album_game_init (PipsFamilyAlbumGame *self)
{
  pips_history_init (&self->throws, sizeof (PipsFamilyAlbumThrow));
  self->state.picture = -1;
}

/* The rules in force */

/**
 * pips_family_album_game_get_stake_limit:
 *
 * Returns: the most chips a stake or bet may be: 5, or 10 for two players
 */
guint
pips_family_album_game_get_stake_limit (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return _pips_family_album_stake_limit (self->n_players);
}

/**
 * pips_family_album_game_get_total_chips:
 *
 * Returns: every chip of the game: the bank's and the players', at every step
 */
gint64
pips_family_album_game_get_total_chips (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return PIPS_FAMILY_ALBUM_BANK_BLUE * PIPS_FAMILY_ALBUM_BLUE_VALUE + self->bank_red;
}

/**
 * pips_family_album_game_get_start_chips:
 *
 * Returns: the chips each player gets from the bank at the start
 */
gint64
pips_family_album_game_get_start_chips (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return _pips_family_album_start_chips (self->n_players);
}

/* The state */

/**
 * pips_family_album_game_get_awaiting:
 *
 * Returns: the kind of event the game waits for; pips_game_get_turn() says from whom
 */
PipsFamilyAlbumAwait
pips_family_album_game_get_awaiting (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), PIPS_FAMILY_ALBUM_AWAIT_NOTHING);

  if (pips_game_is_over (PIPS_GAME (self)))
    return PIPS_FAMILY_ALBUM_AWAIT_NOTHING;

  return self->state.awaiting;
}

/**
 * pips_family_album_game_get_album:
 *
 * Returns: (transfer none): the album this game is played with (empty before the "album" event)
 */
const PipsFamilyAlbum *
pips_family_album_game_get_album (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), NULL);

  return &self->state.album;
}

gint64
pips_family_album_game_get_chips (PipsFamilyAlbumGame *self,
                                  guint                player)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return self->state.bank.chips[player];
}

gint64
pips_family_album_game_get_bank (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return self->state.bank.chips[PLACE_BANK];
}

/**
 * pips_family_album_game_get_turn_number:
 *
 * Returns: the turn under way (1-based), or the last one once the game is over; 0 before the
 *   first
 */
guint
pips_family_album_game_get_turn_number (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return self->state.turn;
}

guint
pips_family_album_game_get_roller (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return self->state.roller;
}

/**
 * pips_family_album_game_get_dice_left:
 *
 * Returns: the dice in the cup for the turn's next throw
 */
guint
pips_family_album_game_get_dice_left (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return self->state.dice_left;
}

/**
 * pips_family_album_game_get_first_throw:
 *
 * Returns: whether the next throw is the turn's first, for which the roller chooses how many
 *   dice (later throws throw every die left in the cup)
 */
gboolean
pips_family_album_game_get_first_throw (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), FALSE);

  return self->state.first_throw;
}

/**
 * pips_family_album_game_get_made:
 *
 * Returns: whether the picture has been made in this turn (and cannot be chosen again in it)
 */
gboolean
pips_family_album_game_get_made (PipsFamilyAlbumGame *self,
                                 guint                picture)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), FALSE);

  return picture < PIPS_FAMILY_ALBUM_MAX_PICTURES && (self->state.made & (1u << picture)) != 0;
}

/**
 * pips_family_album_game_check_picture:
 *
 * Returns: whether the roller may choose the picture for the next throw; if not, @error says why
 *   ("“Bart” is already made this turn")
 */
gboolean
pips_family_album_game_check_picture (PipsFamilyAlbumGame  *self,
                                      guint                 picture,
                                      GError              **error)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), FALSE);

  return _pips_family_album_state_check_picture (self, &self->state, picture, error);
}

/**
 * pips_family_album_game_check_chips:
 * @player: who stakes or bets
 * @chips: the stake or bet
 *
 * Returns: whether @player may stake or bet @chips; if not, @error says why ("A stake is 1 to
 *   5 chips", "Ralf holds only 3 chips")
 */
gboolean
pips_family_album_game_check_chips (PipsFamilyAlbumGame  *self,
                                    guint                 player,
                                    gint64                chips,
                                    GError              **error)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);

  return _pips_family_album_state_check_chips (self, &self->state, player, chips, error);
}

/**
 * pips_family_album_game_get_picture:
 *
 * Returns: the picture of the throw under way, or -1 before the roller has staked
 */
int
pips_family_album_game_get_picture (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), -1);

  return self->state.picture;
}

guint
pips_family_album_game_get_stake (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return self->state.stake;
}

/**
 * pips_family_album_game_get_n_dice:
 *
 * Returns: the dice of the throw under way, once the roller has staked; else 0
 */
guint
pips_family_album_game_get_n_dice (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return self->state.picture >= 0 ? self->state.n_dice : 0;
}

/**
 * pips_family_album_game_get_bet:
 *
 * Returns: the player's bet on the throw under way (side none before the bets)
 */
PipsFamilyAlbumBet
pips_family_album_game_get_bet (PipsFamilyAlbumGame *self,
                                guint                player)
{
  PipsFamilyAlbumBet none = { PIPS_FAMILY_ALBUM_SIDE_NONE, 0 };

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), none);
  g_return_val_if_fail (player < self->n_players, none);

  return self->state.bets[player];
}

guint
pips_family_album_game_get_n_throws (PipsFamilyAlbumGame *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), 0);

  return pips_history_get_length (&self->throws);
}

/**
 * pips_family_album_game_get_throw:
 *
 * Returns: (transfer none): the throw @index (0 the first of the game) and its settlement
 */
const PipsFamilyAlbumThrow *
pips_family_album_game_get_throw (PipsFamilyAlbumGame *self,
                                  guint                index)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), NULL);
  g_return_val_if_fail (index < pips_history_get_length (&self->throws), NULL);

  return pips_history_get (&self->throws, index);
}

/**
 * pips_family_album_game_get_split:
 * @place: a player, or %PIPS_FAMILY_ALBUM_BANK
 * @blue: (out): the blue chips (worth 5 each) @place holds
 * @red: (out): the red chips
 *
 * Says how many blue and red chips @place holds, where the chips moved so far allow only one
 * answer. The rules count in red chips, and a table pays a stake as it can (3 chips are 3 red
 * ones, or a blue one and 2 red back), so after the first settlement the chips alone are
 * certain: the split is known only
 *  - before the deal (the bank holds 10 blue chips and the red ones),
 *  - from the deal to the first settlement: the sheet's deal (1 blue and 5 red, 2 blue and 5 red
 *    for two players), if the bank holds the red chips for it,
 *  - and wherever a count has a single split: with fewer red chips in the game than a blue one
 *    is worth (`bank-red` 0–4), the red chips cannot make change.
 *
 * Returns: whether the split is certain; if not, @blue and @red are 0
 */
gboolean
pips_family_album_game_get_split (PipsFamilyAlbumGame *self,
                                  int                  place,
                                  guint               *blue,
                                  guint               *red)
{
  const State *state;
  gint64 chips, deal_blue, deal_red, least_blue, most_blue;
  gboolean bank;

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), FALSE);
  g_return_val_if_fail (place == PIPS_FAMILY_ALBUM_BANK || (place >= 0 && (guint) place < self->n_players),
                        FALSE);
  g_return_val_if_fail (blue != NULL && red != NULL, FALSE);

  state = &self->state;
  bank = place == PIPS_FAMILY_ALBUM_BANK;
  chips = state->bank.chips[bank ? PLACE_BANK : (guint) place];
  *blue = *red = 0;

  /* Before the deal: everything in the bank. */
  if (state->awaiting == PIPS_FAMILY_ALBUM_AWAIT_ALBUM || state->awaiting == PIPS_FAMILY_ALBUM_AWAIT_DEAL)
    {
      *blue = bank ? PIPS_FAMILY_ALBUM_BANK_BLUE : 0;
      *red = bank ? (guint) self->bank_red : 0;
      return TRUE;
    }

  /* The deal, until a throw moves chips. */
  deal_blue = (_pips_family_album_start_chips (self->n_players) - 5) / PIPS_FAMILY_ALBUM_BLUE_VALUE;
  deal_red = 5;
  if (pips_history_get_length (&self->throws) == 0 && self->bank_red >= deal_red * self->n_players)
    {
      *blue = bank ? PIPS_FAMILY_ALBUM_BANK_BLUE - deal_blue * self->n_players : deal_blue;
      *red = bank ? self->bank_red - deal_red * self->n_players : deal_red;
      return TRUE;
    }

  /* A single split: as few blue chips as the red ones of the game allow, as many as fit. */
  least_blue = MAX (0, (chips - self->bank_red + PIPS_FAMILY_ALBUM_BLUE_VALUE - 1) / PIPS_FAMILY_ALBUM_BLUE_VALUE);
  most_blue = MIN (PIPS_FAMILY_ALBUM_BANK_BLUE, chips / PIPS_FAMILY_ALBUM_BLUE_VALUE);
  if (self->bank_red >= PIPS_FAMILY_ALBUM_BLUE_VALUE || least_blue != most_blue)
    return FALSE;

  *blue = most_blue;
  *red = chips - most_blue * PIPS_FAMILY_ALBUM_BLUE_VALUE;
  return TRUE;
}
