/* pips-chicago-text.c — Chicago in words: the history, the status, the rules, the sheet and the
 * summary
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

/**
 * pips_chicago_format_announcement:
 *
 * Returns: (transfer full): the announcement as a table says it: "204 up in 3", "7 down in 1",
 *   "Chic, 3 down in 2"; for an over-eager starter "3 down in 1"
 */
char *
pips_chicago_format_announcement (const PipsChicagoAnnouncement *a)
{
  if (a->chic && !a->forced)
    /* Translators: a Chic announced; %u is the number of attempts */
    return g_strdup_printf (_("Chic, 3 down in %u"), a->attempts);

  if (a->direction == PIPS_CHICAGO_UP)
    /* Translators: an announcement: the value, then the number of attempts ("204 up in 3") */
    return g_strdup_printf (_("%u up in %u"), a->value, a->attempts);

  /* Translators: an announcement: the value, then the number of attempts ("7 down in 1") */
  return g_strdup_printf (_("%u down in %u"), a->value, a->attempts);
}

static char *
format_faces (const guint8 *faces)
{
  return pips_dice_format (faces, N_DICE);
}

/* The end of a round in words */

char *
_pips_chicago_record_outcome_text (PipsChicagoGame *self,
                                   const Record    *r)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (r->best < 0)
    return g_strdup ("");

  if (r->chic_winner >= 0)
    /* Translators: %s is a player's name */
    g_string_append_printf (text, _("%s wins the game with Chic."), name_of (self, r->chic_winner));

  switch (r->move)
    {
    case MOVE_TAKES:
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: %s is a player's name */
      g_string_append_printf (text, _("%s takes a mat from the stack."), name_of (self, r->worst));
      break;
    case MOVE_GIVES:
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: both %s are players' names */
      g_string_append_printf (text, _("%s gives a mat to %s."), name_of (self, r->best), name_of (self, r->worst));
      break;
    case MOVE_DISCARDS:
    case MOVE_TARGET:
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: %s is a player's name */
      g_string_append_printf (text, _("%s puts a mat out of the game."), name_of (self, r->best));
      break;
    case MOVE_NONE:
    default:
      break;
    }

  if (r->stack_removed)
    g_string_append_printf (text, " %s", _("A mat of the stack goes out of the game."));
  if (r->phase_ended)
    g_string_append_printf (text, " %s", _("The stack is empty: phase 2 begins."));

  for (guint p = 0; p < MAX_PLAYERS; p++)
    {
      if (!(r->left & BIT (p)))
        continue;
      g_string_append_c (text, ' ');
      /* Translators: %s is a player's name */
      g_string_append_printf (text, _("%s has no mats left and has won."), name_of (self, p));
    }
  for (guint p = 0; p < MAX_PLAYERS; p++)
    {
      if (!(r->losers & BIT (p)))
        continue;
      g_string_append_c (text, ' ');
      /* Translators: %s is a player's name */
      g_string_append_printf (text, _("%s has lost."), name_of (self, p));
    }

  return g_strstrip (g_string_free (g_steal_pointer (&text), FALSE));
}

/* PipsGame: the history */

static char *
describe_throw (PipsChicagoGame *self,
                JsonObject      *event,
                guint            player)
{
  JsonArray *faces = json_object_get_array_member (event, "faces");
  guint8 f[N_DICE] = { 0, };
  g_autofree char *text = NULL;

  for (guint i = 0; faces != NULL && i < N_DICE && i < json_array_get_length (faces); i++)
    f[i] = CLAMP (json_array_get_int_element (faces, i), 0, 9);
  text = format_faces (f);

  /* Translators: %s is a player's name, then three dice ("1 4 6"); %u is the attempt */
  return g_strdup_printf (_("%s throws %s in attempt %u"), name_of (self, player), text,
                          self->state.attempt + 1);
}

char *
_pips_chicago_game_dup_description (PipsGame   *game,
                                    JsonObject *event)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  const State *state = &self->state;
  const char *type = json_object_get_string_member_with_default (event, "type", "");
  guint player = json_object_get_int_member_with_default (event, "player", 0);
  guint face = json_object_get_int_member_with_default (event, "face", 0);

  if (player >= self->n_players)
    player = 0;

  if (g_str_equal (type, "starter"))
    {
      if (json_object_get_boolean_member_with_default (event, "random", FALSE))
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s starts, picked at random"), name_of (self, player));
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s starts"), name_of (self, player));
    }
  if (g_str_equal (type, "die") && state->stage == PIPS_CHICAGO_STAGE_OPENING)
    /* Translators: %s is a player's name, %u a die's face */
    return g_strdup_printf (_("%s throws a %u for the start"), name_of (self, player), face);
  if (g_str_equal (type, "die"))
    /* Translators: %s is a player's name, %u a die's face */
    return g_strdup_printf (_("%s throws a %u in the roll-off"), name_of (self, player), face);
  if (g_str_equal (type, "throw"))
    return describe_throw (self, event, player);
  if (g_str_equal (type, "exchange"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("%s exchanges 6s for 1s"), name_of (self, player));
  if (g_str_equal (type, "announce"))
    {
      PipsChicagoAnnouncement a = {
        .made = TRUE,
        .attempts = state->attempt,
        .counting = g_strcmp0 (json_object_get_string_member_with_default (event, "counting", ""), "100er") == 0,
        .direction = g_strcmp0 (json_object_get_string_member_with_default (event, "direction", ""), "down") == 0,
        .chic = _pips_chicago_is_chic (self, state->faces, state->one_throw),
      };
      g_autofree char *text = NULL;

      a.value = pips_chicago_count (state->faces, a.counting);
      text = pips_chicago_format_announcement (&a);
      /* Translators: %s is a player's name, then an announcement ("204 up in 3") */
      return g_strdup_printf (_("%s announces “%s”"), name_of (self, player), text);
    }
  if (g_str_equal (type, "stand"))
    {
      g_autofree char *text = format_faces (state->faces);

      /* Translators: %s is a player's name, then three dice ("1 4 6") */
      return g_strdup_printf (_("%s stands with %s"), name_of (self, player), text);
    }
  if (g_str_equal (type, "overeager"))
    {
      if (json_object_get_boolean_member_with_default (event, "floor", FALSE))
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s drops a die on the floor: loses the round and owes a round"),
                                name_of (self, player));
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s throws a die off the tray and loses the round"), name_of (self, player));
    }

  return g_strdup (_("An entry"));
}

/* The status */

char *
_pips_chicago_game_dup_status (PipsGame *game)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  const State *state = &self->state;
  g_autofree char *announced = NULL;
  int current;

  switch (state->stage)
    {
    case PIPS_CHICAGO_STAGE_OVER:
      if (state->n_lost == 1)
        for (guint p = 0; p < self->n_players; p++)
          if (state->state[p] == PIPS_CHICAGO_LOST)
            /* Translators: %s is a player's name */
            return g_strdup_printf (_("Game over · %s has lost"), name_of (self, p));
      if (state->n_lost == 2)
        {
          int a = -1, b = -1;

          for (guint p = 0; p < self->n_players; p++)
            if (state->state[p] == PIPS_CHICAGO_LOST)
              {
                if (a < 0)
                  a = p;
                else
                  b = p;
              }
          /* Translators: both %s are players' names */
          return g_strdup_printf (_("Game over · %s and %s have lost"), name_of (self, a), name_of (self, b));
        }
      return g_strdup (_("Game over"));

    case PIPS_CHICAGO_STAGE_OPENING:
      return g_strdup (_("Who starts? Everyone throws one die"));

    case PIPS_CHICAGO_STAGE_ROLL_OFF:
      if (state->roll_off == ROLL_OFF_BEST)
        /* Translators: %u is a round */
        return g_strdup_printf (_("Round %u · Roll-off for the best"), state->round);
      /* Translators: %u is a round */
      return g_strdup_printf (_("Round %u · Roll-off for the worst"), state->round);

    case PIPS_CHICAGO_STAGE_PLAY:
    default:
      break;
    }

  current = pips_round_table_get_current (&state->table);
  if (!state->announcement.made)
    /* Translators: %u is a round, %s a player's name */
    return g_strdup_printf (_("Round %u · %s announces"), state->round, name_of (self, current));

  announced = pips_chicago_format_announcement (&state->announcement);
  /* Translators: %u is a round, the first %s a player's name, the second an announcement */
  return g_strdup_printf (_("Round %u · %s to beat “%s”"), state->round, name_of (self, current), announced);
}

/* The rules as this table plays them */

char *
_pips_chicago_game_dup_rules (PipsGame *game)
{
  PipsChicagoGame *self = PIPS_CHICAGO_GAME (game);
  g_autoptr(GString) text = g_string_new (NULL);

  g_string_append (text, _("Everyone throws one die to find who starts: 1 is best, then 6, 5, 4, 3 and 2; the tied throw again. Later rounds start with the worst of the round before."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("The starter has up to three attempts with three dice and announces the result: the attempts used, the counting (1er: the pip sum; 100er: a 1 counts 100, a 6 counts 60) and the direction the others must beat it in, up or down. A Chic (1-1-1) is best of all and announced as “3 down”. After each throw 1s and 6s may be set aside; they are not thrown again, and followers may set aside only what can still beat the announcement."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Followers have as many attempts as the starter used. They may stop once they beat the announcement and must go on until they do or their attempts run out. A result equal to the announcement or to an earlier one is worse (“Mit ist Shit”); a Chic is beaten only by a Chic in fewer attempts."));
  g_string_append (text, "\n\n");

  if (self->coupled)
    g_string_append (text, _("Counting and direction go together: up with the 100er counting, down with the 1er."));
  else
    g_string_append (text, _("The starter chooses the counting and the direction freely."));
  g_string_append (text, " ");
  switch (self->six_rule)
    {
    case SIX_NEVER:
      g_string_append (text, _("The 6er rule is not played."));
      break;
    case SIX_FIRST_ATTEMPT:
      g_string_append (text, _("6er rule: after the first attempt only, two 6s may be exchanged for a 1; the other 6 is thrown again."));
      break;
    case SIX_FURTHER_ATTEMPT:
    default:
      g_string_append (text, _("6er rule: while a further attempt remains, two 6s may be exchanged for a 1; the other 6 is thrown again."));
      break;
    }
  if (self->six_rule != SIX_NEVER)
    {
      g_string_append (text, " ");
      g_string_append (text, self->three_sixes ? _("Three 6s give two 1s.") : _("Three 6s give only one 1."));
    }
  g_string_append (text, " ");
  g_string_append (text, self->chic_one_throw ? _("A Chic counts only when all three 1s come in one throw.")
                                              : _("A Chic counts however the 1s came together."));
  g_string_append (text, "\n\n");

  switch (self->ties)
    {
    case TIES_FEWER_ATTEMPTS:
      g_string_append (text, _("Of equal results the one in fewer attempts is better, then the earlier."));
      break;
    case TIES_ROLL_OFF:
      g_string_append (text, _("Players tied for the best or the worst throw one die each until one is decided."));
      break;
    case TIES_EARLIER:
    default:
      g_string_append (text, _("Of equal results the earlier is better."));
      break;
    }
  g_string_append (text, " ");
  g_string_append (text, self->chic_wins ? _("An unbeaten Chic wins the whole game: that player leaves, and the round is played on to find the worst.")
                                         : _("A Chic is the best result of the round, but does not end the game."));
  if (self->three_threes)
    {
      g_string_append (text, " ");
      g_string_append (text, _("Whoever throws 3-3-3 owes a round and plays on."));
    }
  if (self->overeager)
    {
      g_string_append (text, " ");
      g_string_append (text, _("A die off the tray makes its thrower the worst of the round (an over-eager starter announces “3 down in 1”); a die on the floor also owes a round."));
    }
  g_string_append (text, "\n\n");

  switch (self->mats_rule)
    {
    case MATS_TWICE_PLAYERS_MINUS_ONE:
      g_string_append (text, _("There are 2 × players − 1 beer mats."));
      break;
    case MATS_FIXED:
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "There is %u beer mat.",
                                                 "There are %u beer mats.", self->mats_fixed),
                              self->mats_fixed);
      break;
    case MATS_PLAYERS_PLUS_ONE:
    default:
      g_string_append (text, _("There are players + 1 beer mats."));
      break;
    }
  g_string_append (text, " ");
  g_string_append (text, _("Phase 1: the worst of each round takes a mat from the stack until it is empty; a Chic winner in phase 1 takes a mat of the stack out of the game with them."));
  g_string_append (text, " ");
  if (self->phase_2_discards)
    g_string_append (text, _("Phase 2: the best of each round puts one of their mats out of the game."));
  else
    g_string_append (text, _("Phase 2: the best of each round gives a mat to the worst; while more mats are in play than the players left + 1, the best’s mat goes out of the game instead."));
  g_string_append (text, " ");
  g_string_append (text, _("Players without mats have won and leave."));
  g_string_append (text, " ");
  if (self->last_two_lose)
    g_string_append (text, _("The last player holding mats loses; with more than 5 players the last two lose."));
  else
    g_string_append (text, _("The last player holding mats loses."));

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The end: what the table agreed the loser owes (who lost is in the status and the standings). */
char *
_pips_chicago_game_dup_outcome (PipsGame *game)
{
  const char *stake = pips_game_get_option_text (game, "stake");

  if (stake == NULL || stake[0] == '\0')
    return NULL;

  /* Translators: %s is what the loser owes, as the players agreed before the game */
  return g_strdup_printf (_("The stake: %s"), stake);
}
