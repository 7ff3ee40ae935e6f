/* pips-black-n-white-rules.c — the rules of Black’n’White: chips through two phases
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-black-n-white-rules.h"

#define MAX_PLAYERS PIPS_BLACK_N_WHITE_MAX_PLAYERS

/* The state is a plain value without pointers, so that an event is applied to a copy and the copy
 * is kept only when the event passes every rule: a refused event cannot change anything, and
 * describe() can look at what an event would do. */

typedef struct
{
  guint8 player;
  guint8 black;
  guint8 white;
  guint8 throws;
} Result;

/* Who throws, in turn order, and what they threw: the round itself or a roll-off. */
typedef struct
{
  guint8 order[MAX_PLAYERS];
  guint  n_order;
  Result results[MAX_PLAYERS];
  guint  n_results;
} Table;

typedef struct
{
  PipsBlackNWhitePhase       phase;
  guint                      round;
  guint                      middle;
  guint                      out;
  guint                      chips[MAX_PLAYERS];
  PipsBlackNWhitePlayerState state[MAX_PLAYERS];
  /* The rank of players who left and of the loser. */
  guint                      rank[MAX_PLAYERS];
  /* The players who left, in the order they left. */
  guint8                     left[MAX_PLAYERS];
  guint                      n_left;
  int                        loser;

  /* The round. While need_starter is set, the round waits for a "starter" event naming one of
   * the candidates; then starter and round.order are set. */
  gboolean                   need_starter;
  guint8                     candidates[MAX_PLAYERS];
  guint                      n_candidates;
  guint                      starter;
  Table                      round_table;
  guint                      limit;          /* the starter's throws; 0 before they are known */
  PipsBlackNWhiteDie         tens;
  gboolean                   tens_pending;   /* the last result's player must choose the tens */

  /* A roll-off among tied players (with the "roll-off" tie option): rolloff is its level. */
  guint                      rolloff;
  Table                      rolloff_table;

  /* The round before, for the page and the history. */
  guint                      n_outcomes;
  PipsBlackNWhiteOutcome     last_outcome;
  guint                      last_player;
  gboolean                   last_left;
  gboolean                   last_phase_ended;
  PipsBlackNWhiteDie         last_tens;
  Table                      last_round_table;
  Table                      last_rolloff_table;
  guint                      last_rolloff;
} State;

struct _PipsBlackNWhiteGame
{
  PipsGame  parent_instance;

  /* The rule options, read at reset. */
  guint     n_players;
  guint     chips_per_player;
  gboolean  ties_roll_off;
  gboolean  random_starter;

  State     state;
};

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

static const char * const rules[] = {
  N_("Each player has a black and a white die. The middle of the table holds two chips per player. The youngest player starts; then play goes round the table."),
  N_("On your turn you throw both dice up to three times. After each throw you stop, keep one die and throw the other again, or throw both again. The player who starts the round says how many throws they used; the others in the round may use no more."),
  N_("Doubles are the best results, from double 6 down to double 1. Then come house numbers: the two faces read as a number, from 65 down to 12. The first player in a round whose result is not a double says which die, black or white, gives the tens; this holds for the whole round."),
  N_("Of two equal results the one thrown later is worse. With the rule option “The tied players roll off”, the tied players throw once more instead, in the order they played, until one of them is decided."),
  N_("Phase 1: the player with the lowest result takes a chip from the middle and starts the next round. When the middle is empty, players without chips have won. If only one player holds chips, that player has lost."),
  N_("Phase 2: only players holding chips play. The player with the most chips starts each round; if several have the most, they roll off for it. The player with the highest result puts one of their chips out of the game. A player with no chips left has won; the last player still holding chips has lost."),
  NULL,
};

const PipsGameInfo pips_black_n_white_game_info = {
  .id = "black-n-white",
  .name = N_("Black’n’White"),
  .summary = N_("A dice duel in two phases: collect no chips, or get rid of them first"),
  .icon_name = "pips-black-n-white-symbolic",
  .min_players = PIPS_BLACK_N_WHITE_MIN_PLAYERS,
  .max_players = PIPS_BLACK_N_WHITE_MAX_PLAYERS,
  .keeps_score = FALSE,
  .keeps_chips = TRUE,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .rules = rules,
  .get_type = pips_black_n_white_game_get_type,
};

/* Results and their rank */

/**
 * pips_black_n_white_result_value:
 * @black: the black die's face, 1–6
 * @white: the white die's face, 1–6
 * @tens: the die that gives the tens
 *
 * Doubles are worth 101 (double 1) to 106 (double 6), above every house number; a house number
 * is worth itself (12–65). While no tens colour is chosen, a result that is not a double reads
 * the higher face as tens: a round holds at most one such result before its player chooses.
 *
 * Returns: the value of a result; the higher, the better
 */
int
pips_black_n_white_result_value (guint              black,
                                 guint              white,
                                 PipsBlackNWhiteDie tens)
{
  g_return_val_if_fail (black >= 1 && black <= 6, 0);
  g_return_val_if_fail (white >= 1 && white <= 6, 0);

  if (black == white)
    return 100 + black;

  switch (tens)
    {
    case PIPS_BLACK_N_WHITE_DIE_BLACK:
      return black * 10 + white;

    case PIPS_BLACK_N_WHITE_DIE_WHITE:
      return white * 10 + black;

    case PIPS_BLACK_N_WHITE_DIE_NONE:
    default:
      return MAX (black, white) * 10 + MIN (black, white);
    }
}

/**
 * pips_black_n_white_format_result:
 *
 * Returns: (transfer full): a result in words: "Double 5", "64", or "Black 6, white 4" while
 *   no tens colour is chosen
 */
char *
pips_black_n_white_format_result (guint              black,
                                  guint              white,
                                  PipsBlackNWhiteDie tens)
{
  if (black == white)
    /* Translators: a result of two equal faces (Pasch); %u is the face */
    return g_strdup_printf (_("Double %u"), black);

  if (tens == PIPS_BLACK_N_WHITE_DIE_NONE)
    /* Translators: a result before the round's tens colour is chosen; both %u are faces */
    return g_strdup_printf (_("Black %u, white %u"), black, white);

  return g_strdup_printf ("%d", pips_black_n_white_result_value (black, white, tens));
}

static int
result_value (const Result       *result,
              PipsBlackNWhiteDie  tens)
{
  return pips_black_n_white_result_value (result->black, result->white, tens);
}

static const char *
player_name (PipsBlackNWhiteGame *self,
             guint                player)
{
  return pips_game_get_player_name (PIPS_GAME (self), player);
}

/* The state machine */

static Table *
current_table (State *state)
{
  return state->rolloff > 0 ? &state->rolloff_table : &state->round_table;
}

static guint
n_holders (PipsBlackNWhiteGame *self,
           const State         *state,
           guint               *holder)
{
  guint n = 0;

  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING && state->chips[p] > 0)
        {
          if (holder != NULL)
            *holder = p;
          n++;
        }
    }

  return n;
}

static void
clear_round (State *state)
{
  state->need_starter = FALSE;
  state->n_candidates = 0;
  state->round_table.n_order = 0;
  state->round_table.n_results = 0;
  state->limit = 0;
  state->tens = PIPS_BLACK_N_WHITE_DIE_NONE;
  state->tens_pending = FALSE;
  state->rolloff = 0;
  state->rolloff_table.n_order = 0;
  state->rolloff_table.n_results = 0;
}

static void
set_starter (PipsBlackNWhiteGame *self,
             State               *state,
             guint                starter)
{
  state->need_starter = FALSE;
  state->n_candidates = 0;
  state->starter = starter;
  state->round_table.n_order = 0;

  for (guint i = 0; i < self->n_players; i++)
    {
      guint p = (starter + i) % self->n_players;

      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING)
        state->round_table.order[state->round_table.n_order++] = p;
    }
}

static void
leave (State *state,
       guint  player,
       guint  rank)
{
  state->state[player] = PIPS_BLACK_N_WHITE_WON;
  state->rank[player] = rank;
  state->left[state->n_left++] = player;
}

static void
lose (PipsBlackNWhiteGame *self,
      State               *state,
      guint                player)
{
  state->state[player] = PIPS_BLACK_N_WHITE_LOST;
  state->rank[player] = self->n_players;
  state->loser = player;
  clear_round (state);
}

/* Phase 2: the player with the most chips starts; players tied for the most roll off for it,
 * which the table reports with a "starter" event. */
static void
start_phase_2_round (PipsBlackNWhiteGame *self,
                     State               *state)
{
  guint most = 0;

  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING)
        most = MAX (most, state->chips[p]);
    }

  state->n_candidates = 0;
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->state[p] == PIPS_BLACK_N_WHITE_PLAYING && state->chips[p] == most)
        state->candidates[state->n_candidates++] = p;
    }

  if (state->n_candidates == 1)
    set_starter (self, state, state->candidates[0]);
  else
    state->need_starter = TRUE;
}

static void
finish_round (PipsBlackNWhiteGame *self,
              State               *state,
              guint                decided)
{
  guint holder = 0;

  state->n_outcomes++;
  state->last_player = decided;
  state->last_left = FALSE;
  state->last_phase_ended = FALSE;
  state->last_tens = state->tens;
  state->last_round_table = state->round_table;
  state->last_rolloff_table = state->rolloff_table;
  state->last_rolloff = state->rolloff;

  if (state->phase == PIPS_BLACK_N_WHITE_PHASE_1)
    {
      state->last_outcome = PIPS_BLACK_N_WHITE_OUTCOME_TAKES;
      state->chips[decided]++;
      state->middle--;

      clear_round (state);

      if (state->middle > 0)
        {
          state->round++;
          set_starter (self, state, decided);
          return;
        }

      /* The middle is empty: players without chips have won, all at once. */
      state->last_phase_ended = TRUE;
      {
        guint rank = state->n_left + 1;

        for (guint p = 0; p < self->n_players; p++)
          {
            if (state->chips[p] == 0)
              leave (state, p, rank);
          }
      }

      if (n_holders (self, state, &holder) == 1)
        {
          lose (self, state, holder);
          return;
        }

      state->phase = PIPS_BLACK_N_WHITE_PHASE_2;
      state->round++;
      start_phase_2_round (self, state);
    }
  else
    {
      state->last_outcome = PIPS_BLACK_N_WHITE_OUTCOME_PUTS_OUT;
      state->chips[decided]--;
      state->out++;

      clear_round (state);

      if (state->chips[decided] == 0)
        {
          state->last_left = TRUE;
          leave (state, decided, state->n_left + 1);
        }

      if (n_holders (self, state, &holder) == 1)
        {
          lose (self, state, holder);
          return;
        }

      state->round++;
      start_phase_2_round (self, state);
    }
}

/* Called when every player of the round (or of the roll-off) has a result and the tens colour is
 * known where it is needed. */
static void
resolve (PipsBlackNWhiteGame *self,
         State               *state)
{
  Table *table = current_table (state);
  gboolean lowest = state->phase == PIPS_BLACK_N_WHITE_PHASE_1;
  guint8 tied[MAX_PLAYERS];
  guint n_tied = 0;
  int extreme = 0;
  guint decided;

  for (guint i = 0; i < table->n_results; i++)
    {
      int value = result_value (&table->results[i], state->tens);

      if (i == 0 || (lowest ? value < extreme : value > extreme))
        extreme = value;
    }

  /* In the order they threw. */
  for (guint i = 0; i < table->n_results; i++)
    {
      if (result_value (&table->results[i], state->tens) == extreme)
        tied[n_tied++] = table->results[i].player;
    }

  if (n_tied == 1)
    decided = tied[0];
  else if (!self->ties_roll_off)
    /* Of equal results the later is worse: the later takes the chip in phase 1, the earlier
     * puts one out in phase 2. */
    decided = lowest ? tied[n_tied - 1] : tied[0];
  else
    {
      state->rolloff++;
      memcpy (state->rolloff_table.order, tied, n_tied);
      state->rolloff_table.n_order = n_tied;
      state->rolloff_table.n_results = 0;
      return;
    }

  finish_round (self, state, decided);
}

/* Reading events */

static gboolean
get_face (JsonObject  *event,
          const char  *member,
          guint       *face,
          GError     **error)
{
  gint64 value;

  if (!pips_event_get_int (event, member, G_MININT64, G_MAXINT64, &value, error))
    return FALSE;

  if (value < PIPS_DIE_MIN_FACE || value > PIPS_DIE_MAX_FACE)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, value);

      if (g_str_equal (member, "black"))
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a number the player entered */
                     _("A die shows 1 to 6, so the black die cannot show %s"), number);
      else
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a number the player entered */
                     _("A die shows 1 to 6, so the white die cannot show %s"), number);
      return FALSE;
    }

  *face = value;
  return TRUE;
}

static gboolean
get_die (JsonObject          *event,
         const char          *member,
         gboolean             optional,
         PipsBlackNWhiteDie  *die,
         GError             **error)
{
  JsonNode *node = json_object_get_member (event, member);
  const char *name;

  if (node == NULL && optional)
    {
      *die = PIPS_BLACK_N_WHITE_DIE_NONE;
      return TRUE;
    }

  name = pips_event_get_string (event, member, error);
  if (name == NULL)
    return FALSE;

  if (g_str_equal (name, "black"))
    *die = PIPS_BLACK_N_WHITE_DIE_BLACK;
  else if (g_str_equal (name, "white"))
    *die = PIPS_BLACK_N_WHITE_DIE_WHITE;
  else
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is the name of a field in a saved file; keep “black” and
                    * “white” as they are */
                   _("“%s” must be “black” or “white”"), member);
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_player_index (PipsBlackNWhiteGame  *self,
                  JsonObject           *event,
                  guint                *player,
                  GError              **error)
{
  gint64 value;

  if (!pips_event_get_int (event, "player", 0, self->n_players - 1, &value, error))
    return FALSE;

  *player = value;
  return TRUE;
}

static gboolean
has_result (const Table *table,
            guint        player)
{
  for (guint i = 0; i < table->n_results; i++)
    {
      if (table->results[i].player == player)
        return TRUE;
    }

  return FALSE;
}

static gboolean
in_order (const Table *table,
          guint        player)
{
  for (guint i = 0; i < table->n_order; i++)
    {
      if (table->order[i] == player)
        return TRUE;
    }

  return FALSE;
}

static int
state_current_player (const State *state)
{
  const Table *table;

  if (state->loser >= 0 || state->need_starter)
    return -1;

  table = state->rolloff > 0 ? &state->rolloff_table : &state->round_table;
  if (state->tens_pending)
    return table->results[table->n_results - 1].player;
  if (table->n_results < table->n_order)
    return table->order[table->n_results];

  return -1;
}

static gboolean
check_game_goes_on (const State  *state,
                    GError      **error)
{
  if (state->loser >= 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  return TRUE;
}

/* The optional "rolls" member: every throw of the turn, the last one showing the result. */
static gboolean
check_rolls (JsonObject  *event,
             guint        black,
             guint        white,
             guint        throws,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonArray *rolls;
  guint previous_black = 0;
  guint previous_white = 0;

  rolls = pips_event_get_array (event, "rolls", TRUE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (rolls == NULL)
    return TRUE;

  if (json_array_get_length (rolls) != throws)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: both %u are numbers of throws */
                                "The turn lists %u throw but says %u were used",
                                "The turn lists %u throws but says %u were used",
                                json_array_get_length (rolls)),
                   json_array_get_length (rolls), throws);
      return FALSE;
    }

  for (guint i = 0; i < throws; i++)
    {
      JsonNode *node = json_array_get_element (rolls, i);
      JsonObject *roll;
      PipsBlackNWhiteDie kept;
      guint b, w;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                               _("“rolls” must list throws"));
          return FALSE;
        }
      roll = json_node_get_object (node);

      if (!get_face (roll, "black", &b, error) ||
          !get_face (roll, "white", &w, error) ||
          !get_die (roll, "kept", TRUE, &kept, error))
        return FALSE;

      if (i == 0 && kept != PIPS_BLACK_N_WHITE_DIE_NONE)
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("The first throw cannot keep a die"));
          return FALSE;
        }

      if ((kept == PIPS_BLACK_N_WHITE_DIE_BLACK && b != previous_black) ||
          (kept == PIPS_BLACK_N_WHITE_DIE_WHITE && w != previous_white))
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("A die that is kept shows the same face in the next throw"));
          return FALSE;
        }

      previous_black = b;
      previous_white = w;
    }

  if (previous_black != black || previous_white != white)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("The last throw must show the result"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_starter (PipsBlackNWhiteGame  *self,
               State                *state,
               JsonObject           *event,
               GError              **error)
{
  JsonNode *random;
  guint player;
  gboolean candidate = FALSE;

  if (!get_player_index (self, event, &player, error))
    return FALSE;

  random = json_object_get_member (event, "random");
  if (random != NULL &&
      (!JSON_NODE_HOLDS_VALUE (random) || json_node_get_value_type (random) != G_TYPE_BOOLEAN))
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           _("“random” must be true or false"));
      return FALSE;
    }

  if (!check_game_goes_on (state, error))
    return FALSE;

  if (!state->need_starter)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name */
                   _("Who starts is settled: %s started this round"),
                   player_name (self, state->starter));
      return FALSE;
    }

  for (guint i = 0; i < state->n_candidates; i++)
    candidate |= state->candidates[i] == player;

  if (!candidate)
    {
      if (state->state[player] == PIPS_BLACK_N_WHITE_WON)
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a player's name */
                     _("%s has already won and no longer plays"), player_name (self, player));
      else
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a player's name */
                     _("%s does not have the most chips, so cannot start"),
                     player_name (self, player));
      return FALSE;
    }

  set_starter (self, state, player);

  return TRUE;
}

static gboolean
apply_result (PipsBlackNWhiteGame  *self,
              State                *state,
              JsonObject           *event,
              GError              **error)
{
  Table *table = current_table (state);
  guint player, black, white;
  gint64 throws;
  int current;

  if (!get_player_index (self, event, &player, error) ||
      !get_face (event, "black", &black, error) ||
      !get_face (event, "white", &white, error) ||
      !pips_event_get_int (event, "throws", G_MININT64, G_MAXINT64, &throws, error))
    return FALSE;

  if (throws < 1 || throws > PIPS_BLACK_N_WHITE_MAX_THROWS)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, throws);

      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a number the player entered */
                   _("A turn has 1 to 3 throws, not %s"), number);
      return FALSE;
    }

  if (!check_rolls (event, black, white, throws, error))
    return FALSE;

  if (!check_game_goes_on (state, error))
    return FALSE;

  if (state->need_starter)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("First say who starts this round"));
      return FALSE;
    }

  if (state->state[player] == PIPS_BLACK_N_WHITE_WON)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   _("%s has already won and no longer plays"), player_name (self, player));
      return FALSE;
    }

  if (state->rolloff > 0 && !in_order (table, player))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name */
                   _("%s is not in the roll-off"), player_name (self, player));
      return FALSE;
    }

  if (has_result (table, player))
    {
      if (state->rolloff > 0)
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a player's name */
                     _("%s has already thrown in this roll-off"), player_name (self, player));
      else
        g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                     /* Translators: %s is a player's name */
                     _("%s already has a result this round"), player_name (self, player));
      return FALSE;
    }

  current = state_current_player (state);
  if (state->tens_pending)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: %s is a player's name */
                   _("First %s says which die gives the tens"), player_name (self, current));
      return FALSE;
    }

  if (current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("No result is expected now"));
      return FALSE;
    }

  if (current != (int) player)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                   /* Translators: both %s are players' names */
                   _("It is %s’s turn, not %s’s"),
                   player_name (self, current), player_name (self, player));
      return FALSE;
    }

  if (state->rolloff > 0 && throws > 1)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("In a roll-off each player throws once"));
      return FALSE;
    }

  if (state->rolloff == 0 && state->limit > 0 && throws > state->limit)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %u is a number of throws, %s a player's name */
                                "This round allows %u throw, as many as %s used to start it",
                                "This round allows %u throws, as many as %s used to start it",
                                state->limit),
                   state->limit, player_name (self, state->starter));
      return FALSE;
    }

  /* Every rule holds: apply. */
  if (state->rolloff == 0 && table->n_results == 0)
    state->limit = throws;

  table->results[table->n_results++] = (Result) {
    .player = player, .black = black, .white = white, .throws = throws,
  };

  if (state->tens == PIPS_BLACK_N_WHITE_DIE_NONE && black != white)
    {
      state->tens_pending = TRUE;
      return TRUE;
    }

  if (table->n_results == table->n_order)
    resolve (self, state);

  return TRUE;
}

static gboolean
apply_tens (PipsBlackNWhiteGame  *self,
            State                *state,
            JsonObject           *event,
            GError              **error)
{
  PipsBlackNWhiteDie die;
  guint player;
  int chooser;

  if (!get_player_index (self, event, &player, error) ||
      !get_die (event, "die", FALSE, &die, error))
    return FALSE;

  if (!check_game_goes_on (state, error))
    return FALSE;

  if (!state->tens_pending)
    {
      if (state->tens == PIPS_BLACK_N_WHITE_DIE_BLACK)
        g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                             _("The black die already gives the tens this round"));
      else if (state->tens == PIPS_BLACK_N_WHITE_DIE_WHITE)
        g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                             _("The white die already gives the tens this round"));
      else
        g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                             _("The tens colour is chosen by the first player of the round whose result is not a double"));
      return FALSE;
    }

  chooser = state_current_player (state);
  if ((int) player != chooser)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: both %s are players' names */
                   _("%s chooses the tens colour this round, not %s"),
                   player_name (self, chooser), player_name (self, player));
      return FALSE;
    }

  state->tens = die;
  state->tens_pending = FALSE;

  if (current_table (state)->n_results == current_table (state)->n_order)
    resolve (self, state);

  return TRUE;
}

static gboolean
apply_event (PipsBlackNWhiteGame  *self,
             State                *state,
             JsonObject           *event,
             GError              **error)
{
  const char *type = pips_event_get_string (event, "type", error);

  if (type == NULL)
    return FALSE;

  if (g_str_equal (type, "result"))
    return apply_result (self, state, event, error);
  else if (g_str_equal (type, "tens"))
    return apply_tens (self, state, event, error);
  else if (g_str_equal (type, "starter"))
    return apply_starter (self, state, event, error);

  g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
               /* Translators: %s is the type of an entry in a saved file */
               _("Black’n’White has no entry of the type “%s”"), type);
  return FALSE;
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
  state->middle = self->n_players * self->chips_per_player;
  state->loser = -1;
  state->last_outcome = PIPS_BLACK_N_WHITE_OUTCOME_NONE;

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
  guint held = 0;

  if (!apply_event (self, &next, event, error))
    return FALSE;

  /* Chips are neither made nor lost. Should the rules ever break that, the event is refused
   * rather than kept with a wrong state. */
  for (guint p = 0; p < self->n_players; p++)
    held += next.chips[p];
  if (G_UNLIKELY (next.middle + held + next.out != self->n_players * self->chips_per_player))
    {
      g_critical ("Chips are not conserved: %u in the middle, %u held, %u out of %u",
                  next.middle, held, next.out, self->n_players * self->chips_per_player);
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("This entry would lose or make chips"));
      return FALSE;
    }

  self->state = next;

  return TRUE;
}

static GPtrArray *
pips_black_n_white_game_standings (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const State *state = &self->state;
  GPtrArray *standings = g_ptr_array_new_with_free_func ((GDestroyNotify) pips_standing_free);
  guint8 playing[MAX_PLAYERS];
  guint n_playing = 0;

  /* Those who left, in the order they left. */
  for (guint i = 0; i < state->n_left; i++)
    {
      guint p = state->left[i];

      g_ptr_array_add (standings,
                       pips_standing_new (p, state->rank[p], 0, state->chips[p], _("Won")));
    }

  /* Those still playing, fewer chips first; equal chips share a rank and keep the seat order. */
  for (guint p = 0; p < self->n_players; p++)
    {
      guint i;

      if (state->state[p] != PIPS_BLACK_N_WHITE_PLAYING)
        continue;

      for (i = n_playing; i > 0 && state->chips[playing[i - 1]] > state->chips[p]; i--)
        playing[i] = playing[i - 1];
      playing[i] = p;
      n_playing++;
    }

  for (guint i = 0; i < n_playing; i++)
    {
      guint p = playing[i];
      guint rank = state->n_left + 1;

      for (guint j = 0; j < n_playing; j++)
        {
          if (state->chips[playing[j]] < state->chips[p])
            rank++;
        }

      g_ptr_array_add (standings, pips_standing_new (p, rank, 0, state->chips[p], NULL));
    }

  if (state->loser >= 0)
    g_ptr_array_add (standings,
                     pips_standing_new (state->loser, state->rank[state->loser], 0,
                                        state->chips[state->loser], _("Lost")));

  return standings;
}

static gboolean
pips_black_n_white_game_is_over (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);

  return self->state.loser >= 0;
}

static char *
describe_result (PipsBlackNWhiteGame *self,
                 const State         *state,
                 JsonObject          *event)
{
  g_autofree char *result = NULL;
  guint player = json_object_get_int_member_with_default (event, "player", 0);
  guint black = json_object_get_int_member_with_default (event, "black", 0);
  guint white = json_object_get_int_member_with_default (event, "white", 0);
  guint throws = json_object_get_int_member_with_default (event, "throws", 0);

  if (player >= self->n_players || black < 1 || black > 6 || white < 1 || white > 6)
    return g_strdup (_("A result"));

  result = pips_black_n_white_format_result (black, white, state->tens);

  if (state->rolloff > 0)
    /* Translators: %s is a player's name, then a result ("Double 5", "64") */
    return g_strdup_printf (_("%s rolls off: %s"), player_name (self, player), result);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %s is a player's name, then a result
                                        * ("Double 5", "64"); %u is a number of throws */
                                       "%s: %s in %u throw",
                                       "%s: %s in %u throws", throws),
                          player_name (self, player), result, throws);
}

static char *outcome_text (PipsBlackNWhiteGame *self,
                           const State         *state);

static char *
pips_black_n_white_game_describe (PipsGame   *game,
                                  JsonObject *event)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const char *type = json_object_get_string_member_with_default (event, "type", NULL);
  g_autofree char *line = NULL;
  State next = self->state;
  guint player;

  if (type == NULL)
    type = "";

  player = json_object_get_int_member_with_default (event, "player", 0);
  if (player >= self->n_players)
    player = 0;

  if (g_str_equal (type, "starter"))
    {
      if (json_object_get_boolean_member_with_default (event, "random", FALSE))
        /* Translators: %s is a player's name */
        line = g_strdup_printf (_("%s starts, picked at random"), player_name (self, player));
      else
        /* Translators: %s is a player's name */
        line = g_strdup_printf (_("%s starts"), player_name (self, player));
    }
  else if (g_str_equal (type, "result"))
    line = describe_result (self, &self->state, event);
  else if (g_str_equal (type, "tens"))
    {
      if (g_strcmp0 (json_object_get_string_member_with_default (event, "die", NULL), "white") == 0)
        /* Translators: %s is a player's name */
        line = g_strdup_printf (_("%s makes the white die the tens"), player_name (self, player));
      else
        /* Translators: %s is a player's name */
        line = g_strdup_printf (_("%s makes the black die the tens"), player_name (self, player));
    }
  else
    return g_strdup (_("An unknown entry"));

  /* Say what the event leads to: a chip taken or put out, or a roll-off. */
  if (apply_event (self, &next, event, NULL))
    {
      if (next.n_outcomes != self->state.n_outcomes)
        {
          g_autofree char *outcome = outcome_text (self, &next);

          /* Translators: an entry in the history, then what followed from it */
          return g_strdup_printf (_("%s · %s"), line, outcome);
        }
      if (next.rolloff != self->state.rolloff)
        /* Translators: an entry in the history; a tie follows */
        return g_strdup_printf (_("%s · a tie: the tied players roll off"), line);
    }

  return g_steal_pointer (&line);
}

static int
pips_black_n_white_game_get_current_player (PipsGame *game)
{
  return state_current_player (&PIPS_BLACK_N_WHITE_GAME (game)->state);
}

static char *
pips_black_n_white_game_get_status (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const State *state = &self->state;
  int current = state_current_player (state);

  if (state->loser >= 0)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("Game over · %s has lost"), player_name (self, state->loser));

  if (state->need_starter)
    /* Translators: both %u are numbers */
    return g_strdup_printf (_("Round %u · Phase %u · Who starts?"), state->round, state->phase);

  if (state->tens_pending)
    /* Translators: both %u are numbers, %s is a player's name */
    return g_strdup_printf (_("Round %u · Phase %u · %s chooses the tens colour"),
                            state->round, state->phase, player_name (self, current));

  if (state->rolloff > 0)
    /* Translators: both %u are numbers, %s is a player's name */
    return g_strdup_printf (_("Round %u · Phase %u · Roll-off · %s to throw"),
                            state->round, state->phase, player_name (self, current));

  /* Translators: both %u are numbers, %s is a player's name */
  return g_strdup_printf (_("Round %u · Phase %u · %s to play"),
                          state->round, state->phase, player_name (self, current));
}

static guint
pips_black_n_white_game_get_round (PipsGame *game)
{
  return PIPS_BLACK_N_WHITE_GAME (game)->state.round;
}

static void
append_table (PipsBlackNWhiteGame *self,
              GString             *text,
              GArray              *results,
              PipsBlackNWhiteDie   tens)
{
  for (guint i = 0; i < results->len; i++)
    {
      PipsBlackNWhiteResult *r = &g_array_index (results, PipsBlackNWhiteResult, i);
      g_autofree char *result = pips_black_n_white_format_result (r->black, r->white, tens);

      g_string_append (text, "  ");
      if (r->rolloff > 0)
        /* Translators: a line of the sheet; %s is a player's name, then a result */
        g_string_append_printf (text, _("%s rolls off: %s"), player_name (self, r->player), result);
      else
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s: %s in %u throw",
                                                   "%s: %s in %u throws", r->throws),
                                player_name (self, r->player), result, r->throws);
      g_string_append_c (text, '\n');
    }
}

static char *
pips_black_n_white_game_sheet_text (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  const State *state = &self->state;
  g_autoptr(GArray) results = NULL;
  g_autoptr(GArray) last = NULL;
  GString *text = g_string_new (NULL);

  /* Translators: both %u are numbers */
  g_string_append_printf (text, _("Phase %u · Round %u"), state->phase, state->round);
  g_string_append_c (text, '\n');
  /* Translators: %u is a number of chips */
  g_string_append_printf (text, _("In the middle: %u"), state->middle);
  g_string_append_c (text, '\n');
  /* Translators: %u is a number of chips */
  g_string_append_printf (text, _("Out of the game: %u"), state->out);
  g_string_append_c (text, '\n');
  if (pips_game_get_option_text (game, "stake")[0] != '\0')
    {
      /* Translators: %s is what the players agreed the loser owes */
      g_string_append_printf (text, _("Stake: %s"), pips_game_get_option_text (game, "stake"));
      g_string_append_c (text, '\n');
    }

  for (guint p = 0; p < self->n_players; p++)
    {
      g_string_append_printf (text, "%s: ", player_name (self, p));
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u chip", "%u chips",
                                                 state->chips[p]),
                              state->chips[p]);
      switch (state->state[p])
        {
        case PIPS_BLACK_N_WHITE_WON:
          g_string_append_printf (text, " (%s)", _("won"));
          break;

        case PIPS_BLACK_N_WHITE_LOST:
          g_string_append_printf (text, " (%s)", _("lost"));
          break;

        case PIPS_BLACK_N_WHITE_PLAYING:
        default:
          break;
        }
      g_string_append_c (text, '\n');
    }

  last = pips_black_n_white_game_dup_last_results (self);
  if (last->len > 0)
    {
      g_autofree char *outcome = outcome_text (self, state);

      g_string_append_c (text, '\n');
      /* Translators: %u is the number of the round that has just ended */
      g_string_append_printf (text, _("Round %u"), state->loser >= 0 ? state->round
                                                                     : state->round - 1);
      g_string_append_c (text, '\n');
      append_table (self, text, last, state->last_tens);
      g_string_append_printf (text, "  %s\n", outcome);
    }

  results = pips_black_n_white_game_dup_results (self);
  if (results->len > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Round %u"), state->round);
      g_string_append_c (text, '\n');
      append_table (self, text, results, state->tens);
    }

  return g_string_free (text, FALSE);
}

/* The new-game page asks who starts; the game's log begins with that answer. */
static JsonObject *
pips_black_n_white_game_build_start_event (PipsGame *game,
                                           guint     starter,
                                           gboolean  random)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);

  if (pips_black_n_white_game_get_awaiting (self) != PIPS_BLACK_N_WHITE_AWAIT_STARTER ||
      self->state.phase != 1)
    return NULL;

  return pips_black_n_white_event_starter (starter, random);
}

static void
pips_black_n_white_game_class_init (PipsBlackNWhiteGameClass *klass)
{
  PipsGameClass *game_class = PIPS_GAME_CLASS (klass);

  game_class->reset = pips_black_n_white_game_reset;
  game_class->apply = pips_black_n_white_game_apply;
  game_class->standings = pips_black_n_white_game_standings;
  game_class->is_over = pips_black_n_white_game_is_over;
  game_class->describe = pips_black_n_white_game_describe;
  game_class->get_current_player = pips_black_n_white_game_get_current_player;
  game_class->get_status = pips_black_n_white_game_get_status;
  game_class->get_round = pips_black_n_white_game_get_round;
  game_class->sheet_text = pips_black_n_white_game_sheet_text;
  game_class->build_start_event = pips_black_n_white_game_build_start_event;
}

static void
pips_black_n_white_game_init (PipsBlackNWhiteGame *self)
{
  self->state.loser = -1;
}

/* The round in words */

static char *
outcome_text (PipsBlackNWhiteGame *self,
              const State         *state)
{
  const char *name = player_name (self, state->last_player);

  switch (state->last_outcome)
    {
    case PIPS_BLACK_N_WHITE_OUTCOME_TAKES:
      if (state->last_phase_ended && state->loser == (int) state->last_player)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s takes the last chip and has lost"), name);
      if (state->last_phase_ended)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s takes the last chip: phase 2 begins"), name);
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s takes a chip"), name);

    case PIPS_BLACK_N_WHITE_OUTCOME_PUTS_OUT:
      if (state->last_left && state->loser >= 0)
        /* Translators: both %s are players' names */
        return g_strdup_printf (_("%s puts their last chip out and has won; %s has lost"),
                                name, player_name (self, state->loser));
      if (state->last_left)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s puts their last chip out and has won"), name);
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s puts a chip out"), name);

    case PIPS_BLACK_N_WHITE_OUTCOME_NONE:
    default:
      return g_strdup ("");
    }
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
 * Returns: the kind of event the game waits for; pips_game_get_current_player() says from whom
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

  return self->state.middle;
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

  return self->state.out;
}

guint
pips_black_n_white_game_get_chips (PipsBlackNWhiteGame *self,
                                   guint                player)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return self->state.chips[player];
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
    return players_array (state->round_table.order, state->round_table.n_order);

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
  if (self->state.limit > 0)
    return self->state.limit;

  return PIPS_BLACK_N_WHITE_MAX_THROWS;
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

  return state_current_player (&self->state);
}

/**
 * pips_black_n_white_game_get_house_number:
 *
 * Returns: the house number (12–65) of a result that is not a double under the round's tens
 *   colour, or 0 for a double and while no tens colour is chosen
 */
guint
pips_black_n_white_game_get_house_number (PipsBlackNWhiteGame *self,
                                          guint                black,
                                          guint                white)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), 0);
  g_return_val_if_fail (black >= 1 && black <= 6 && white >= 1 && white <= 6, 0);

  if (black == white || self->state.tens == PIPS_BLACK_N_WHITE_DIE_NONE)
    return 0;

  return pips_black_n_white_result_value (black, white, self->state.tens);
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

  return players_array (self->state.rolloff_table.order, self->state.rolloff_table.n_order);
}

/* Appends the results of @table, best first: the higher value, and of equal values the earlier. */
static void
append_ranked (GArray             *array,
               const Table        *table,
               guint               rolloff,
               PipsBlackNWhiteDie  tens)
{
  guint start = array->len;

  for (guint i = 0; i < table->n_results; i++)
    {
      const Result *r = &table->results[i];
      PipsBlackNWhiteResult result = {
        .player = r->player,
        .black = r->black,
        .white = r->white,
        .throws = r->throws,
        .position = i,
        .rolloff = rolloff,
      };
      guint j;

      g_array_append_val (array, result);

      /* Insertion sort: later results go below equal ones. */
      for (j = array->len - 1; j > start; j--)
        {
          PipsBlackNWhiteResult *above = &g_array_index (array, PipsBlackNWhiteResult, j - 1);

          if (pips_black_n_white_result_value (above->black, above->white, tens) >=
              pips_black_n_white_result_value (result.black, result.white, tens))
            break;
          g_array_index (array, PipsBlackNWhiteResult, j) = *above;
        }
      g_array_index (array, PipsBlackNWhiteResult, j) = result;
    }
}

/**
 * pips_black_n_white_game_dup_results:
 *
 * Returns: (transfer full) (element-type PipsBlackNWhiteResult): the results of the round so
 *   far, best first, then those of the roll-off under way, if any, best first
 */
GArray *
pips_black_n_white_game_dup_results (PipsBlackNWhiteGame *self)
{
  GArray *array;

  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  array = g_array_new (FALSE, FALSE, sizeof (PipsBlackNWhiteResult));
  append_ranked (array, &self->state.round_table, 0, self->state.tens);
  if (self->state.rolloff > 0)
    append_ranked (array, &self->state.rolloff_table, self->state.rolloff, self->state.tens);

  return array;
}

/**
 * pips_black_n_white_game_dup_last_results:
 *
 * Returns: (transfer full) (element-type PipsBlackNWhiteResult): the results of the round that
 *   ended last, best first, then those of its deciding roll-off, if any; empty before the first
 *   round has ended
 */
GArray *
pips_black_n_white_game_dup_last_results (PipsBlackNWhiteGame *self)
{
  const State *state;
  GArray *array;

  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  state = &self->state;
  array = g_array_new (FALSE, FALSE, sizeof (PipsBlackNWhiteResult));
  if (state->last_outcome == PIPS_BLACK_N_WHITE_OUTCOME_NONE)
    return array;

  append_ranked (array, &state->last_round_table, 0, state->last_tens);
  if (state->last_rolloff > 0)
    append_ranked (array, &state->last_rolloff_table, state->last_rolloff, state->last_tens);

  return array;
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

/**
 * pips_black_n_white_game_dup_last_outcome_text:
 *
 * Returns: (transfer full): how the round that ended last ended, in words ("Ben takes a chip",
 *   "Anna puts a chip out"); empty before the first round has ended
 */
char *
pips_black_n_white_game_dup_last_outcome_text (PipsBlackNWhiteGame *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);

  return outcome_text (self, &self->state);
}

/* Events */

static const char *
die_name (PipsBlackNWhiteDie die)
{
  switch (die)
    {
    case PIPS_BLACK_N_WHITE_DIE_BLACK:
      return "black";

    case PIPS_BLACK_N_WHITE_DIE_WHITE:
      return "white";

    case PIPS_BLACK_N_WHITE_DIE_NONE:
    default:
      return NULL;
    }
}

/**
 * pips_black_n_white_event_starter:
 * @player: the player who starts the round
 * @random: whether the app picked @player at random
 *
 * Returns: (transfer full): `{"type":"starter","player":…}`
 */
JsonObject *
pips_black_n_white_event_starter (guint    player,
                                  gboolean random)
{
  JsonObject *event = json_object_new ();

  json_object_set_string_member (event, "type", "starter");
  json_object_set_int_member (event, "player", player);
  if (random)
    json_object_set_boolean_member (event, "random", TRUE);

  return event;
}

/**
 * pips_black_n_white_event_result:
 *
 * Returns: (transfer full): `{"type":"result","player":…,"black":…,"white":…,"throws":…}`
 */
JsonObject *
pips_black_n_white_event_result (guint player,
                                 guint black,
                                 guint white,
                                 guint throws)
{
  JsonObject *event = json_object_new ();

  json_object_set_string_member (event, "type", "result");
  json_object_set_int_member (event, "player", player);
  json_object_set_int_member (event, "black", black);
  json_object_set_int_member (event, "white", white);
  json_object_set_int_member (event, "throws", throws);

  return event;
}

/**
 * pips_black_n_white_event_result_with_rolls:
 * @rolls: (array length=n_rolls): every throw of the turn; the last one is the result
 * @n_rolls: the throws used, 1–3
 *
 * Returns: (transfer full): a "result" event with the "rolls" member
 */
JsonObject *
pips_black_n_white_event_result_with_rolls (guint                      player,
                                            const PipsBlackNWhiteRoll *rolls,
                                            guint                      n_rolls)
{
  JsonObject *event;
  JsonArray *array;

  g_return_val_if_fail (rolls != NULL, NULL);
  g_return_val_if_fail (n_rolls > 0, NULL);

  event = pips_black_n_white_event_result (player, rolls[n_rolls - 1].black,
                                           rolls[n_rolls - 1].white, n_rolls);
  array = json_array_sized_new (n_rolls);
  for (guint i = 0; i < n_rolls; i++)
    {
      JsonObject *roll = json_object_new ();

      json_object_set_int_member (roll, "black", rolls[i].black);
      json_object_set_int_member (roll, "white", rolls[i].white);
      if (rolls[i].kept != PIPS_BLACK_N_WHITE_DIE_NONE)
        json_object_set_string_member (roll, "kept", die_name (rolls[i].kept));
      json_array_add_object_element (array, roll);
    }
  json_object_set_array_member (event, "rolls", array);

  return event;
}

/**
 * pips_black_n_white_event_tens:
 * @player: the player who chooses
 * @die: %PIPS_BLACK_N_WHITE_DIE_BLACK or %PIPS_BLACK_N_WHITE_DIE_WHITE
 *
 * Returns: (transfer full): `{"type":"tens","player":…,"die":"black"}`
 */
JsonObject *
pips_black_n_white_event_tens (guint              player,
                               PipsBlackNWhiteDie die)
{
  JsonObject *event;

  g_return_val_if_fail (die == PIPS_BLACK_N_WHITE_DIE_BLACK ||
                        die == PIPS_BLACK_N_WHITE_DIE_WHITE, NULL);

  event = json_object_new ();
  json_object_set_string_member (event, "type", "tens");
  json_object_set_int_member (event, "player", player);
  json_object_set_string_member (event, "die", die_name (die));

  return event;
}

/**
 * pips_black_n_white_game_pick_starter:
 * @roller: the dice
 *
 * Picks the round's starter at random among the candidates, for tables that let the app
 * decide. The pick is an event, so that replaying the session gives the same game.
 *
 * Returns: (transfer full) (nullable): a "starter" event, or %NULL when no starter is to be
 *   chosen now
 */
JsonObject *
pips_black_n_white_game_pick_starter (PipsBlackNWhiteGame *self,
                                      PipsRoller          *roller)
{
  guint index;

  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_GAME (self), NULL);
  g_return_val_if_fail (PIPS_IS_ROLLER (roller), NULL);

  if (pips_game_is_over (PIPS_GAME (self)) || !self->state.need_starter)
    return NULL;

  index = pips_roller_range (roller, self->state.n_candidates);

  return pips_black_n_white_event_starter (self->state.candidates[index], TRUE);
}
