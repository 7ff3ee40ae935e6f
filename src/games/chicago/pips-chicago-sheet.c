/* pips-chicago-sheet.c — Chicago's sheet as text and its whole derived state as JSON
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chicago"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chicago-rules-private.h"

#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))

static const char *
name_of (PipsChicagoGame *self,
         guint            player)
{
  return _pips_chicago_game_player_name (self, player);
}

static const char *
player_state_text (PipsChicagoPlayerState state)
{
  switch (state)
    {
    case PIPS_CHICAGO_WON:
      return _("Won");
    case PIPS_CHICAGO_WON_CHIC:
      return _("Won with Chic");
    case PIPS_CHICAGO_LOST:
      return _("Lost");
    case PIPS_CHICAGO_PLAYING:
    default:
      return "";
    }
}

static const char *
player_state_id (PipsChicagoPlayerState state)
{
  switch (state)
    {
    case PIPS_CHICAGO_WON:
      return "won";
    case PIPS_CHICAGO_WON_CHIC:
      return "won-chic";
    case PIPS_CHICAGO_LOST:
      return "lost";
    case PIPS_CHICAGO_PLAYING:
    default:
      return "playing";
    }
}

/* The sheet: one line per round, then the mats and the rounds owed. */
char *
_pips_chicago_game_dup_sheet_text (PipsGame *game)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  const State *state = &self->state;
  g_autoptr(GString) text = g_string_new (NULL);
  const char *stake = pips_game_get_option_text (game, "stake");

  g_string_append_printf (text, "%s\t%s\t%s\t%s\t%s\n", _("Round"), _("Announcement"), _("Best"),
                          _("Worst"), _("Mats"));
  for (guint i = 0; i < pips_history_get_length (&self->records); i++)
    {
      const Record *r = pips_history_get (&self->records, i);
      g_autofree char *announced = pips_chicago_format_announcement (&r->announcement);
      g_autofree char *outcome = _pips_chicago_record_outcome_text (self, r);

      g_string_append_printf (text, "%u\t%s\t%s\t%s\t%s\n", r->round, announced,
                              name_of (self, r->best), name_of (self, r->worst), outcome);
    }

  g_string_append_printf (text, "\n%s\t%s\t%s\t%s\n", _("Player"), _("Mats"), _("Rounds owed"), _("Status"));
  for (guint p = 0; p < self->n_players; p++)
    {
      g_string_append_printf (text, "%s\t%u\t%u\t%s\n", name_of (self, p),
                              (guint) state->bank.chips[p], state->owes[p],
                              player_state_text (state->state[p]));
    }

  g_string_append_c (text, '\n');
  /* Translators: %u is a number of beer mats */
  g_string_append_printf (text, _("Stack: %u"), (guint) pips_chip_bank_get (&state->bank, PLACE_STACK));
  g_string_append (text, " · ");
  /* Translators: %u is a number of beer mats */
  g_string_append_printf (text, _("Out of the game: %u"), (guint) pips_chip_bank_get (&state->bank, PLACE_OUT));
  g_string_append_c (text, '\n');
  if (stake != NULL && *stake != '\0')
    {
      /* Translators: %s is what the loser owes, as the players typed it */
      g_string_append_printf (text, _("Stake: %s"), stake);
      g_string_append_c (text, '\n');
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The summary */

static void
add_faces (JsonBuilder  *builder,
           const guint8 *faces)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < N_DICE; i++)
    json_builder_add_int_value (builder, faces[i]);
  json_builder_end_array (builder);
}

static void
add_announcement (JsonBuilder                   *builder,
                  PipsChicagoGame               *self,
                  const PipsChicagoAnnouncement *a)
{
  g_autofree char *text = NULL;

  if (!a->made)
    {
      json_builder_add_null_value (builder);
      return;
    }

  text = pips_chicago_format_announcement (a);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_string_value (builder, name_of (self, a->player));
  json_builder_set_member_name (builder, "attempts");
  json_builder_add_int_value (builder, a->attempts);
  json_builder_set_member_name (builder, "counting");
  json_builder_add_string_value (builder, _pips_chicago_counting_to_id (a->counting));
  json_builder_set_member_name (builder, "direction");
  json_builder_add_string_value (builder, _pips_chicago_direction_to_id (a->direction));
  json_builder_set_member_name (builder, "value");
  json_builder_add_int_value (builder, a->value);
  json_builder_set_member_name (builder, "chic");
  json_builder_add_boolean_value (builder, a->chic);
  json_builder_set_member_name (builder, "forced");
  json_builder_add_boolean_value (builder, a->forced);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  json_builder_end_object (builder);
}

static void
add_results (JsonBuilder     *builder,
             PipsChicagoGame *self,
             const Result    *results,
             guint            n_results)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_results; i++)
    {
      const Result *r = &results[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, name_of (self, r->player));
      json_builder_set_member_name (builder, "faces");
      add_faces (builder, r->faces);
      json_builder_set_member_name (builder, "attempts");
      json_builder_add_int_value (builder, r->attempts);
      json_builder_set_member_name (builder, "chic");
      json_builder_add_boolean_value (builder, r->chic);
      json_builder_set_member_name (builder, "overeager");
      json_builder_add_string_value (builder, !r->overeager ? "no" : r->floor ? "floor" : "tray");
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_players (JsonBuilder     *builder,
             PipsChicagoGame *self,
             guint64          players)
{
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      if (players & BIT (p))
        json_builder_add_string_value (builder, name_of (self, p));
    }
  json_builder_end_array (builder);
}

static const char *
move_id (MoveKind move)
{
  switch (move)
    {
    case MOVE_TAKES:
      return "takes";
    case MOVE_GIVES:
      return "gives";
    case MOVE_DISCARDS:
      return "discards";
    case MOVE_TARGET:
      return "target";
    case MOVE_NONE:
    default:
      return "none";
    }
}

static void
add_record (JsonBuilder     *builder,
            PipsChicagoGame *self,
            const Record    *r)
{
  g_autofree char *outcome = _pips_chicago_record_outcome_text (self, r);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, r->round);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_int_value (builder, r->phase);
  json_builder_set_member_name (builder, "announcement");
  add_announcement (builder, self, &r->announcement);
  json_builder_set_member_name (builder, "results");
  add_results (builder, self, r->results, r->n_results);
  json_builder_set_member_name (builder, "best");
  json_builder_add_string_value (builder, name_of (self, r->best));
  json_builder_set_member_name (builder, "worst");
  json_builder_add_string_value (builder, name_of (self, r->worst));
  json_builder_set_member_name (builder, "move");
  json_builder_add_string_value (builder, move_id (r->move));
  json_builder_set_member_name (builder, "chic_winner");
  if (r->chic_winner >= 0)
    json_builder_add_string_value (builder, name_of (self, r->chic_winner));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "stack_removed");
  json_builder_add_boolean_value (builder, r->stack_removed);
  json_builder_set_member_name (builder, "left");
  add_players (builder, self, r->left);
  json_builder_set_member_name (builder, "losers");
  add_players (builder, self, r->losers);
  json_builder_set_member_name (builder, "outcome");
  json_builder_add_string_value (builder, outcome);
  json_builder_end_object (builder);
}

static const char *
stage_id (PipsChicagoStage stage)
{
  switch (stage)
    {
    case PIPS_CHICAGO_STAGE_OPENING:
      return "opening";
    case PIPS_CHICAGO_STAGE_ROLL_OFF:
      return "roll-off";
    case PIPS_CHICAGO_STAGE_OVER:
      return "over";
    case PIPS_CHICAGO_STAGE_PLAY:
    default:
      return "play";
    }
}

static void
add_current (JsonBuilder     *builder,
             PipsChicagoGame *self)
{
  const State *state = &self->state;
  PipsChicagoDice dice;

  if (state->stage != PIPS_CHICAGO_STAGE_PLAY)
    {
      json_builder_add_null_value (builder);
      return;
    }

  _pips_chicago_state_dice (self, state, &dice);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_string_value (builder, name_of (self, pips_round_table_get_current (&state->table)));
  json_builder_set_member_name (builder, "attempt");
  json_builder_add_int_value (builder, dice.attempt);
  json_builder_set_member_name (builder, "limit");
  json_builder_add_int_value (builder, dice.limit);
  json_builder_set_member_name (builder, "faces");
  add_faces (builder, dice.faces);
  json_builder_set_member_name (builder, "aside");
  json_builder_begin_array (builder);
  for (guint i = 0; i < N_DICE; i++)
    {
      if (dice.aside[i])
        json_builder_add_int_value (builder, i);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "sum");
  json_builder_add_int_value (builder, dice.sum);
  json_builder_set_member_name (builder, "hundreds");
  json_builder_add_int_value (builder, dice.hundreds);
  json_builder_set_member_name (builder, "chic");
  json_builder_add_boolean_value (builder, dice.chic);
  json_builder_set_member_name (builder, "beats");
  json_builder_add_boolean_value (builder, dice.beats);
  json_builder_set_member_name (builder, "must_throw");
  json_builder_add_boolean_value (builder, dice.must_throw);
  json_builder_end_object (builder);
}

static void
add_roll_off (JsonBuilder     *builder,
              PipsChicagoGame *self)
{
  const State *state = &self->state;
  static const char * const kinds[] = { "starter", "best", "worst" };

  if (state->stage != PIPS_CHICAGO_STAGE_OPENING && state->stage != PIPS_CHICAGO_STAGE_ROLL_OFF)
    {
      json_builder_add_null_value (builder);
      return;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "decides");
  json_builder_add_string_value (builder, kinds[state->roll_off]);
  json_builder_set_member_name (builder, "level");
  json_builder_add_int_value (builder, state->roll_off_level);
  json_builder_set_member_name (builder, "dice");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      if (!(state->roll_off_players & BIT (p)))
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, name_of (self, p));
      json_builder_set_member_name (builder, "face");
      if (state->roll_off_faces[p] != 0)
        json_builder_add_int_value (builder, state->roll_off_faces[p]);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

JsonObject *
_pips_chicago_game_dup_summary (PipsGame *game)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  const State *state = &self->state;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  PipsChicagoAnnouncement announcement;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "stage");
  json_builder_add_string_value (builder, stage_id (state->stage));
  json_builder_set_member_name (builder, "phase");
  json_builder_add_int_value (builder, state->phase);
  json_builder_set_member_name (builder, "total_mats");
  json_builder_add_int_value (builder, self->total_mats);
  json_builder_set_member_name (builder, "stack");
  json_builder_add_int_value (builder, pips_chip_bank_get (&state->bank, PLACE_STACK));
  json_builder_set_member_name (builder, "out");
  json_builder_add_int_value (builder, pips_chip_bank_get (&state->bank, PLACE_OUT));
  json_builder_set_member_name (builder, "target");
  json_builder_add_int_value (builder, _pips_chicago_game_target (self, state));

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, name_of (self, p));
      json_builder_set_member_name (builder, "mats");
      json_builder_add_int_value (builder, state->bank.chips[p]);
      json_builder_set_member_name (builder, "owes");
      json_builder_add_int_value (builder, state->owes[p]);
      json_builder_set_member_name (builder, "status");
      json_builder_add_string_value (builder, player_state_id (state->state[p]));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "roll_off");
  add_roll_off (builder, self);
  json_builder_set_member_name (builder, "starter");
  if (state->stage == PIPS_CHICAGO_STAGE_PLAY || state->stage == PIPS_CHICAGO_STAGE_ROLL_OFF)
    json_builder_add_string_value (builder, name_of (self, state->starter));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "announcement");
  pips_chicago_game_get_announcement (self, &announcement);
  add_announcement (builder, self, &announcement);
  json_builder_set_member_name (builder, "results");
  add_results (builder, self, state->results, state->stage == PIPS_CHICAGO_STAGE_OVER ? 0 : state->n_results);
  json_builder_set_member_name (builder, "current");
  add_current (builder, self);

  json_builder_set_member_name (builder, "rounds");
  json_builder_begin_array (builder);
  for (guint i = 0; i < pips_history_get_length (&self->records); i++)
    add_record (builder, self, pips_history_get (&self->records, i));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "stake");
  json_builder_add_string_value (builder, pips_game_get_option_text (game, "stake"));
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);

  return json_object_ref (json_node_get_object (root));
}
