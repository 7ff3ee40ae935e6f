/* pips-family-album-text.c — Family Album in words: the history, the status, the rules, the sheet
 * and the summary
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-family-album"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-family-album-rules-private.h"

static const char *
player_name (PipsFamilyAlbumGame *self,
             guint                player)
{
  return _pips_family_album_game_player_name (self, player);
}

/* A member that should be a list, or NULL. */
static JsonArray *
get_array (JsonObject *object,
           const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static char *
faces_text (const guint8 *faces,
            guint         n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, pips_family_album_face_get_name (faces[i]));
    }

  return g_string_free (text, FALSE);
}

/**
 * pips_family_album_game_dup_line_text:
 * @thrown: a throw of this game
 * @line: the line of its settlement
 *
 * Returns: (transfer full): the line in words ("Yes · Ben gets 1 chip from the bank")
 */
char *
pips_family_album_game_dup_line_text (PipsFamilyAlbumGame        *self,
                                      const PipsFamilyAlbumThrow *thrown,
                                      guint                       line)
{
  const PipsFamilyAlbumLine *l;
  g_autofree char *move = NULL;
  const char *label;

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_GAME (self), NULL);
  g_return_val_if_fail (thrown != NULL && line < thrown->n_lines, NULL);

  l = &thrown->lines[line];
  if (l->from == PIPS_FAMILY_ALBUM_BANK)
    move = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %s is a player's name, %u a number of chips */
                                         "%s gets %u chip from the bank",
                                         "%s gets %u chips from the bank", l->chips),
                            player_name (self, l->to), l->chips);
  else if (l->to == PIPS_FAMILY_ALBUM_BANK)
    move = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %s is a player's name, %u a number of chips */
                                         "%s pays %u chip to the bank",
                                         "%s pays %u chips to the bank", l->chips),
                            player_name (self, l->from), l->chips);
  else
    move = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: both %s are players' names, %u a number of chips */
                                         "%s pays %u chip to %s",
                                         "%s pays %u chips to %s", l->chips),
                            player_name (self, l->from), l->chips, player_name (self, l->to));

  switch (l->kind)
    {
    case PIPS_FAMILY_ALBUM_LINE_ROLLER:
      /* Translators: the label of the roller's line in a settlement */
      label = C_("settlement", "Stake");
      break;
    case PIPS_FAMILY_ALBUM_LINE_YES:
      /* Translators: the label of a yes-bettor's line in a settlement */
      label = C_("settlement", "Yes");
      break;
    case PIPS_FAMILY_ALBUM_LINE_NO:
      /* Translators: the label of a no-bettor's line in a settlement */
      label = C_("settlement", "No");
      break;
    case PIPS_FAMILY_ALBUM_LINE_BONUS:
    default:
      /* Translators: the label of the bonus line in a settlement */
      label = C_("settlement", "Bonus");
      break;
    }

  if (l->chips < l->owed)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: a settlement line: a label, what moved,
                                          * and what was owed (%u chips) */
                                         "%s · %s (of %u owed: the bank ran out)",
                                         "%s · %s (of %u owed: the bank ran out)", l->owed),
                            label, move, l->owed);

  /* Translators: a settlement line: a label ("Yes") and what moved */
  return g_strdup_printf (C_("settlement", "%s · %s"), label, move);
}

/* The history */

static const PipsFamilyAlbumPicture *
lookup_picture (const State *state,
                JsonObject  *event)
{
  gint64 picture = json_object_get_int_member_with_default (event, "picture", -1);

  if (picture < 0 || picture >= state->album.n_pictures)
    return NULL;

  return &state->album.pictures[picture];
}

char *
_pips_family_album_game_dup_description (PipsGame   *game,
                                         JsonObject *event)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  const State *state = &self->state;
  const char *type = json_object_get_string_member_with_default (event, "type", "");
  gint64 player = json_object_get_int_member_with_default (event, "player", 0);

  if (player < 0 || player >= self->n_players)
    player = 0;

  if (g_str_equal (type, "album"))
    {
      JsonArray *pictures = get_array (event, "pictures");
      guint n = pictures != NULL ? json_array_get_length (pictures) : 0;

      if (json_object_get_boolean_member_with_default (event, "example", FALSE))
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %u is a number of pictures */
                                             "Played with the example album (%u picture)",
                                             "Played with the example album (%u pictures)", n), n);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u is a number of pictures */
                                           "Played with the table’s album (%u picture)",
                                           "Played with the table’s album (%u pictures)", n), n);
    }

  if (g_str_equal (type, "deal"))
    {
      guint chips = _pips_family_album_start_chips (self->n_players);

      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u is a number of chips */
                                           "Each player gets %u chip from the bank",
                                           "Each player gets %u chips from the bank", chips), chips);
    }

  if (g_str_equal (type, "stake"))
    {
      const PipsFamilyAlbumPicture *picture = lookup_picture (state, event);
      guint chips = json_object_get_int_member_with_default (event, "chips", 0);
      guint n_dice = json_object_get_int_member_with_default (event, "dice", 0);

      g_autofree char *dice = NULL;

      if (picture == NULL)
        return g_strdup (_("A stake"));

      /* Translators: how many dice are thrown, in the line of a stake */
      dice = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u die", "%u dice", n_dice), n_dice);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %s is a player's name, %u a number
                                            * of chips, %s a picture's title, %s the dice ("3 dice") */
                                           "%s stakes %u chip on “%s” · %s",
                                           "%s stakes %u chips on “%s” · %s", chips),
                              player_name (self, player), chips, picture->title, dice);
    }

  if (g_str_equal (type, "bets"))
    {
      JsonArray *bets = get_array (event, "bets");
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; bets != NULL && i < json_array_get_length (bets); i++)
        {
          JsonNode *node = json_array_get_element (bets, i);
          JsonObject *bet;
          gint64 p;
          guint chips;

          if (!JSON_NODE_HOLDS_OBJECT (node))
            continue;
          bet = json_node_get_object (node);
          p = json_object_get_int_member_with_default (bet, "player", -1);
          chips = json_object_get_int_member_with_default (bet, "chips", 0);
          if (p < 0 || p >= self->n_players)
            continue;
          if (text->len > 0)
            g_string_append (text, ", ");
          if (g_strcmp0 (json_object_get_string_member_with_default (bet, "side", ""), "yes") == 0)
            /* Translators: a bet in the history: %s is a player's name, %u a number of chips */
            g_string_append_printf (text, _("%s yes %u"), player_name (self, p), chips);
          else
            /* Translators: a bet in the history: %s is a player's name, %u a number of chips */
            g_string_append_printf (text, _("%s no %u"), player_name (self, p), chips);
        }

      /* Translators: %s lists the bets ("Ben yes 1, Clara no 3") */
      return g_strdup_printf (_("Bets: %s"), text->str);
    }

  if (g_str_equal (type, "throw"))
    {
      PipsFamilyAlbumGame *game_self = self;
      State next = *state;
      PipsFamilyAlbumThrow thrown;
      gboolean has_thrown = FALSE;
      g_autofree char *faces = NULL;

      if (!_pips_family_album_game_apply_event (game_self, &next, event, &thrown, &has_thrown, NULL) ||
          !has_thrown)
        return g_strdup (_("A throw"));

      faces = faces_text (thrown.faces, thrown.n_dice);
      if (thrown.success)
        /* Translators: the first %s is a player's name, the second the faces, the third a picture */
        return g_strdup_printf (_("%s throws %s and makes “%s”"), player_name (self, player), faces,
                                state->album.pictures[thrown.picture].title);
      /* Translators: the first %s is a player's name, the second the faces, the third a picture */
      return g_strdup_printf (_("%s throws %s and misses “%s”"), player_name (self, player), faces,
                              state->album.pictures[thrown.picture].title);
    }

  return g_strdup (type);
}

/* The status */

static char *
winners_text (PipsFamilyAlbumGame *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  gint64 most = 0;

  for (guint p = 0; p < self->n_players; p++)
    most = MAX (most, self->state.bank.chips[p]);
  for (guint p = 0; p < self->n_players; p++)
    {
      if (self->state.bank.chips[p] == most)
        g_ptr_array_add (names, (gpointer) player_name (self, p));
    }

  if (names->len == 1)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("Game over · %s wins"), (const char *) names->pdata[0]);

  g_ptr_array_add (names, NULL);
  {
    g_autofree char *list = g_strjoinv (", ", (char **) names->pdata);

    /* Translators: %s lists players' names */
    return g_strdup_printf (_("Game over · %s share the win"), list);
  }
}

char *
_pips_family_album_game_dup_status (PipsGame *game)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  const State *state = &self->state;
  const char *roller = player_name (self, state->roller);

  if (pips_game_get_ended (game))
    return g_strdup (_("Game over"));
  if (state->over)
    return winners_text (self);

  switch (state->awaiting)
    {
    case PIPS_FAMILY_ALBUM_AWAIT_ALBUM:
    case PIPS_FAMILY_ALBUM_AWAIT_DEAL:
      return g_strdup (_("Setting up"));

    case PIPS_FAMILY_ALBUM_AWAIT_STAKE:
      if (state->first_throw)
        /* Translators: %u is the turn's number, %s a player's name */
        return g_strdup_printf (_("Turn %u · %s chooses a picture"), state->turn, roller);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u is the turn's number, %s a player's
                                            * name, %u a number of dice */
                                           "Turn %u · %s goes on with %u die",
                                           "Turn %u · %s goes on with %u dice", state->dice_left),
                              state->turn, roller, state->dice_left);

    case PIPS_FAMILY_ALBUM_AWAIT_BETS:
      /* Translators: %u is the turn's number, %s a player's name */
      return g_strdup_printf (_("Turn %u · The others bet on %s"), state->turn, roller);

    case PIPS_FAMILY_ALBUM_AWAIT_THROW:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u is the turn's number, %s a player's
                                            * name, %u a number of dice */
                                           "Turn %u · %s throws %u die",
                                           "Turn %u · %s throws %u dice", state->n_dice),
                              state->turn, roller, state->n_dice);

    case PIPS_FAMILY_ALBUM_AWAIT_NOTHING:
    default:
      return g_strdup (_("Game over"));
    }
}

/* The rules as this table plays them */

char *
_pips_family_album_game_dup_rules (PipsGame *game)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  g_autoptr(GString) text = g_string_new (NULL);
  guint start = _pips_family_album_start_chips (self->n_players);
  guint limit = _pips_family_album_stake_limit (self->n_players);
  gint64 total = pips_family_album_game_get_total_chips (self);

  g_string_append_printf (text,
                          /* Translators: %u, %u and %u are numbers of chips */
                          _("The bank starts with 10 blue chips, worth 5 each, and %u red ones: %u chips. "
                            "Each player gets %u chips from it."),
                          (guint) self->bank_red, (guint) total, start);
  g_string_append (text, "\n\n");
  g_string_append_printf (text,
                          /* Translators: %u is a number of chips */
                          _("On your turn choose a picture of the album and stake 1 to %u chips on it, "
                            "then say how many dice you throw, within the picture’s range; the other "
                            "dice are out for the turn. Every other player bets 1 to %u chips on yes "
                            "or on no. Then throw once: the faces must cover the picture’s figures, "
                            "and each “Looking good!” stands in for any figure."),
                          limit, limit);
  g_string_append (text, "\n\n");
  g_string_append (text,
                   _("Settle from the roller clockwise. On a success the roller and the yes-bettors "
                     "get their stakes again from the bank, and the no-bettors pay theirs to the "
                     "roller. On a failure the roller and the yes-bettors pay their stakes to the "
                     "bank, and the no-bettors get theirs again from the bank."));
  g_string_append (text, "\n\n");
  g_string_append_printf (text,
                          /* Translators: %u is a number of chips */
                          _("After a success go on with every die left: choose a picture not made this "
                            "turn and no larger than the dice left, stake, bet and throw again; if none "
                            "fits, the turn ends. When every die thrown has been placed, the roller gets "
                            "%u chips from the bank. A failure passes the dice on."),
                          PIPS_FAMILY_ALBUM_BONUS);
  g_string_append (text, "\n\n");
  g_string_append (text,
                   _("The game ends at once when a player or the bank has no chips left, even in the "
                     "middle of a settlement. Most chips wins; equal counts share the win."));

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The sheet: each throw with the chips after it */

char *
_pips_family_album_game_dup_sheet_text (PipsGame *game)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean dealt;

  /* Translators: column headings of the sheet, separated by tabs */
  g_string_append (text, _("Turn\tRoller\tPicture\tDice\tStake\tResult"));
  for (guint p = 0; p < self->n_players; p++)
    g_string_append_printf (text, "\t%s", player_name (self, p));
  g_string_append_printf (text, "\t%s\n", _("Bank"));

  dealt = self->state.awaiting >= PIPS_FAMILY_ALBUM_AWAIT_STAKE ||
          pips_history_get_length (&self->throws) > 0;
  /* Translators: the first row of the sheet, the chips at the start */
  g_string_append_printf (text, "\t\t%s\t\t\t", _("Start"));
  for (guint p = 0; p < self->n_players; p++)
    g_string_append_printf (text, "\t%" G_GINT64_FORMAT,
                            dealt ? _pips_family_album_start_chips (self->n_players) : 0);
  g_string_append_printf (text, "\t%" G_GINT64_FORMAT "\n",
                          pips_family_album_game_get_total_chips (self) -
                          (dealt ? self->n_players * _pips_family_album_start_chips (self->n_players) : 0));

  for (guint i = 0; i < pips_history_get_length (&self->throws); i++)
    {
      const PipsFamilyAlbumThrow *t = pips_history_get (&self->throws, i);
      const char *result;

      if (t->ends_game)
        result = t->success ? _("Made · game over") : _("Missed · game over");
      else if (t->n_lines > 0 && t->lines[t->n_lines - 1].kind == PIPS_FAMILY_ALBUM_LINE_BONUS)
        result = _("Made · bonus");
      else
        result = t->success ? _("Made") : _("Missed");

      g_string_append_printf (text, "%u\t%s\t%s\t%u\t%u\t%s", t->turn, player_name (self, t->roller),
                              self->state.album.pictures[t->picture].title, t->n_dice, t->stake, result);
      for (guint p = 0; p < self->n_players; p++)
        g_string_append_printf (text, "\t%" G_GINT64_FORMAT, t->chips[p]);
      g_string_append_printf (text, "\t%" G_GINT64_FORMAT "\n", t->bank);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The summary */

/* The chips of @place, and its blue and red chips where they are certain. */
static JsonObject *
chips_object (PipsFamilyAlbumGame *self,
              int                  place)
{
  JsonObject *object = json_object_new ();
  guint blue, red;

  json_object_set_int_member (object, "chips",
                              place == PIPS_FAMILY_ALBUM_BANK ? pips_family_album_game_get_bank (self)
                                                              : pips_family_album_game_get_chips (self, place));
  if (pips_family_album_game_get_split (self, place, &blue, &red))
    {
      json_object_set_int_member (object, "blue", blue);
      json_object_set_int_member (object, "red", red);
    }

  return object;
}

static const char * const awaiting_ids[] = {
  "nothing", "album", "deal", "stake", "bets", "throw",
};

static const char * const line_kinds[] = { "roller", "yes", "no", "bonus" };

static JsonArray *
bets_array (PipsFamilyAlbumGame      *self,
            const PipsFamilyAlbumBet *bets)
{
  JsonArray *array = json_array_new ();

  for (guint p = 0; p < self->n_players; p++)
    {
      JsonObject *bet;

      if (bets[p].side == PIPS_FAMILY_ALBUM_SIDE_NONE)
        continue;
      bet = json_object_new ();
      json_object_set_string_member (bet, "player", player_name (self, p));
      json_object_set_string_member (bet, "side", _pips_family_album_side_to_id (bets[p].side));
      json_object_set_int_member (bet, "chips", bets[p].chips);
      json_array_add_object_element (array, bet);
    }

  return array;
}

static JsonObject *
throw_object (PipsFamilyAlbumGame        *self,
              const PipsFamilyAlbumThrow *t)
{
  JsonObject *object = json_object_new ();
  JsonArray *faces = json_array_new ();
  JsonArray *settlement = json_array_new ();
  JsonArray *chips = json_array_new ();

  json_object_set_int_member (object, "turn", t->turn);
  json_object_set_string_member (object, "roller", player_name (self, t->roller));
  json_object_set_string_member (object, "picture", self->state.album.pictures[t->picture].title);
  json_object_set_int_member (object, "stake", t->stake);
  json_object_set_int_member (object, "dice", t->n_dice);
  json_object_set_array_member (object, "bets", bets_array (self, t->bets));
  for (guint i = 0; i < t->n_dice; i++)
    json_array_add_string_element (faces, pips_family_album_face_to_id (t->faces[i]));
  json_object_set_array_member (object, "faces", faces);
  json_object_set_boolean_member (object, "success", t->success);
  for (guint i = 0; i < t->n_lines; i++)
    {
      const PipsFamilyAlbumLine *l = &t->lines[i];
      JsonObject *line = json_object_new ();

      json_object_set_string_member (line, "kind", line_kinds[l->kind]);
      json_object_set_string_member (line, "player", player_name (self, l->player));
      json_object_set_string_member (line, "from", l->from == PIPS_FAMILY_ALBUM_BANK ? "bank"
                                                   : player_name (self, l->from));
      json_object_set_string_member (line, "to", l->to == PIPS_FAMILY_ALBUM_BANK ? "bank"
                                                 : player_name (self, l->to));
      json_object_set_int_member (line, "chips", l->chips);
      json_object_set_int_member (line, "owed", l->owed);
      json_array_add_object_element (settlement, line);
    }
  json_object_set_array_member (object, "settlement", settlement);
  json_object_set_boolean_member (object, "ends_turn", t->ends_turn);
  json_object_set_boolean_member (object, "ends_game", t->ends_game);
  for (guint p = 0; p < self->n_players; p++)
    json_array_add_int_element (chips, t->chips[p]);
  json_object_set_array_member (object, "chips", chips);
  json_object_set_int_member (object, "bank", t->bank);

  return object;
}

JsonObject *
_pips_family_album_game_dup_summary (PipsGame *game)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  const State *state = &self->state;
  JsonObject *summary = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *made = json_array_new ();
  JsonArray *throws = json_array_new ();
  JsonObject *turn = json_object_new ();

  json_object_set_int_member (summary, "total_chips", pips_family_album_game_get_total_chips (self));
  json_object_set_int_member (summary, "start_chips", _pips_family_album_start_chips (self->n_players));
  json_object_set_int_member (summary, "stake_limit", _pips_family_album_stake_limit (self->n_players));
  json_object_set_object_member (summary, "bank", chips_object (self, PIPS_FAMILY_ALBUM_BANK));
  for (guint p = 0; p < self->n_players; p++)
    {
      JsonObject *player = chips_object (self, p);

      json_object_set_string_member (player, "player", player_name (self, p));
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (summary, "players", players);
  json_object_set_object_member (summary, "album", pips_family_album_to_json (&state->album));

  json_object_set_string_member (turn, "awaiting", awaiting_ids[state->over ? PIPS_FAMILY_ALBUM_AWAIT_NOTHING
                                                                : state->awaiting]);
  json_object_set_int_member (turn, "number", state->turn);
  if (state->turn > 0)
    json_object_set_string_member (turn, "roller", player_name (self, state->roller));
  else
    json_object_set_null_member (turn, "roller");
  json_object_set_int_member (turn, "dice_left", state->dice_left);
  json_object_set_boolean_member (turn, "first_throw", state->first_throw);
  for (guint i = 0; i < state->album.n_pictures; i++)
    {
      if (state->made & (1u << i))
        json_array_add_string_element (made, state->album.pictures[i].title);
    }
  json_object_set_array_member (turn, "made", made);
  if (state->picture >= 0)
    {
      json_object_set_string_member (turn, "picture", state->album.pictures[state->picture].title);
      json_object_set_int_member (turn, "stake", state->stake);
      json_object_set_int_member (turn, "dice", state->n_dice);
    }
  else
    {
      json_object_set_null_member (turn, "picture");
      json_object_set_null_member (turn, "stake");
      json_object_set_null_member (turn, "dice");
    }
  json_object_set_array_member (turn, "bets", bets_array (self, state->bets));
  json_object_set_object_member (summary, "turn", turn);

  for (guint i = 0; i < pips_history_get_length (&self->throws); i++)
    json_array_add_object_element (throws,
                                   throw_object (self, pips_history_get (&self->throws, i)));
  json_object_set_array_member (summary, "throws", throws);

  return summary;
}

/* The end by the rules: who (or the bank) ran out of chips. */
char *
_pips_family_album_game_dup_outcome (PipsGame *game)
{
  PipsFamilyAlbumGame *self = PIPS_FAMILY_ALBUM_GAME (game);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;

  if (pips_game_get_ended (game))
    return NULL;

  if (pips_family_album_game_get_bank (self) <= 0)
    return g_strdup (_("The bank has no chips left: the game ends here."));

  for (guint p = 0; p < pips_game_get_n_players (game); p++)
    if (pips_family_album_game_get_chips (self, p) <= 0)
      g_strv_builder_add (names, pips_game_get_player_name (game, p));
  strv = g_strv_builder_end (names);

  if (strv[0] == NULL)
    return NULL;

  if (strv[1] == NULL)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("%s has no chips left: the game ends here."), strv[0]);

  {
    /* Translators: the separator between players' names in a list */
    g_autofree char *joined = g_strjoinv (_(", "), strv);

    /* Translators: %s is a list of players' names */
    return g_strdup_printf (_("%s have no chips left: the game ends here."), joined);
  }
}
