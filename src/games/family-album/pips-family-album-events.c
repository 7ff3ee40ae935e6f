/* pips-family-album-events.c — Family Album's events: reading them, the settlement, building them
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game's log: "album" (the pictures it is played with) and "deal" (the chips handed out) set
 * it up; then each throw is a "stake" (the roller's picture, stake and dice), a "bets" (every
 * other player's bet, in one step) and a "throw" (the faces), which the settlement follows.
 * pips-family-album-build.c builds them.
 */

#define G_LOG_DOMAIN "pips-family-album"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-family-album-rules-private.h"

static const char * const side_ids[] = { NULL, "yes", "no" };

const char *
_pips_family_album_side_to_id (PipsFamilyAlbumSide side)
{
  return side == PIPS_FAMILY_ALBUM_SIDE_YES || side == PIPS_FAMILY_ALBUM_SIDE_NO ? side_ids[side] : NULL;
}

static const char *
player_name (PipsFamilyAlbumGame *self,
             guint                player)
{
  return _pips_family_album_game_player_name (self, player);
}

/* Refuses an event of a kind the game does not wait for now, in words that say what comes first. */
static gboolean
check_awaiting (PipsFamilyAlbumGame   *self,
                const State           *state,
                PipsFamilyAlbumAwait   wanted,
                GError               **error)
{
  if (state->over)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }
  if (state->awaiting == wanted)
    return TRUE;

  switch (state->awaiting)
    {
    case PIPS_FAMILY_ALBUM_AWAIT_ALBUM:
    case PIPS_FAMILY_ALBUM_AWAIT_DEAL:
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("The game is not set up yet: first the album, then the chips"));
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_STAKE:
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name */
                   _("First %s chooses a picture and stakes on it"),
                   player_name (self, state->roller));
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_BETS:
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                           _("First every other player bets yes or no"));
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_THROW:
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a player's name */
                   _("The bets are placed: now %s throws"), player_name (self, state->roller));
      break;

    case PIPS_FAMILY_ALBUM_AWAIT_NOTHING:
    default:
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      break;
    }

  return FALSE;
}

/* A stake or bet: 1 to the limit, and no more than the player holds. */
gboolean
_pips_family_album_state_check_chips (PipsFamilyAlbumGame  *self,
                                      const State          *state,
                                      guint                 player,
                                      gint64                chips,
                                      GError              **error)
{
  guint limit = _pips_family_album_stake_limit (self->n_players);

  if (chips < 1 || chips > limit)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %u is a number of chips */
                   g_dngettext (GETTEXT_PACKAGE, "A stake is 1 to %u chip", "A stake is 1 to %u chips", limit),
                   limit);
      return FALSE;
    }
  if (chips > state->bank.chips[player])
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %s is a player's name, %u a number of chips */
                                "%s holds only %u chip", "%s holds only %u chips",
                                (gulong) state->bank.chips[player]),
                   player_name (self, player), (guint) state->bank.chips[player]);
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_number (JsonObject  *event,
            const char  *member,
            gint64      *value,
            GError     **error)
{
  /* Any whole number: the rules then say what it may be ("A stake is 1 to 10 chips"), not the
   * range of a computer's numbers. */
  return pips_event_get_int (event, member, G_MININT64, G_MAXINT64, value, error);
}

/* That the album has no such picture, in words that say which there are. */
static gboolean
no_picture (const State  *state,
            GError      **error)
{
  g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
               g_dngettext (GETTEXT_PACKAGE,
                            /* Translators: %u is a number of pictures */
                            "There is no such picture: the album has %u picture",
                            "There is no such picture: the album’s pictures are 1 to %u",
                            state->album.n_pictures),
               state->album.n_pictures);
  return FALSE;
}

gboolean
_pips_family_album_state_check_picture (PipsFamilyAlbumGame  *self,
                                        const State          *state,
                                        guint                 picture,
                                        GError              **error)
{
  const PipsFamilyAlbumPicture *p;
  guint size;

  if (picture >= state->album.n_pictures)
    return no_picture (state, error);

  p = &state->album.pictures[picture];
  if (state->made & (1u << picture))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a picture's title */
                   _("“%s” is already made this turn: choose another picture"), p->title);
      return FALSE;
    }

  size = pips_family_album_picture_get_size (p);
  if (size > state->dice_left)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %s is a picture's title; %u and %u are numbers */
                                "“%s” needs %u dice, but only %u die is left in the cup",
                                "“%s” needs %u dice, but only %u dice are left in the cup",
                                state->dice_left),
                   p->title, size, state->dice_left);
      return FALSE;
    }
  /* A picture is thrown with its number of dice only, going on too, when all the dice left are
   * thrown. */
  if (p->min_dice > state->dice_left)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   /* Translators: %s is a picture's title; %u and %u are numbers */
                   _("“%s” is thrown with at least %u dice, but only %u are in the cup"),
                   p->title, (guint) p->min_dice, state->dice_left);
      return FALSE;
    }
  if (!state->first_throw && p->max_dice < state->dice_left)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %s is a picture's title; the %u are numbers of dice */
                                "“%s” is thrown with %u to %u dice, but the %u die left in the cup is thrown",
                                "“%s” is thrown with %u to %u dice, but all %u dice left in the cup are thrown",
                                state->dice_left),
                   p->title, (guint) p->min_dice, (guint) p->max_dice, state->dice_left);
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_album (PipsFamilyAlbumGame  *self,
             State                *state,
             JsonObject           *event,
             GError              **error)
{
  if (!check_awaiting (self, state, PIPS_FAMILY_ALBUM_AWAIT_ALBUM, error) ||
      !pips_family_album_from_json (&state->album, event, error))
    return FALSE;

  state->awaiting = PIPS_FAMILY_ALBUM_AWAIT_DEAL;

  return TRUE;
}

static void
begin_turn (PipsFamilyAlbumGame *self,
            State               *state,
            guint                roller)
{
  state->turn++;
  state->roller = roller;
  state->dice_left = N_DICE;
  state->made = 0;
  state->first_throw = TRUE;
  state->awaiting = PIPS_FAMILY_ALBUM_AWAIT_STAKE;
}

static gboolean
apply_deal (PipsFamilyAlbumGame  *self,
            State                *state,
            GError              **error)
{
  gint64 chips = _pips_family_album_start_chips (self->n_players);

  if (!check_awaiting (self, state, PIPS_FAMILY_ALBUM_AWAIT_DEAL, error))
    return FALSE;

  for (guint p = 0; p < self->n_players; p++)
    {
      if (!pips_chip_bank_move (&state->bank, PLACE_BANK, p, chips))
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                               _("The bank has too few chips to hand out"));
          return FALSE;
        }
    }

  begin_turn (self, state, 0);

  return TRUE;
}

static gboolean
apply_stake (PipsFamilyAlbumGame  *self,
             State                *state,
             JsonObject           *event,
             GError              **error)
{
  const PipsFamilyAlbumPicture *p;
  guint player;
  gint64 picture, chips, n_dice;

  if (!check_awaiting (self, state, PIPS_FAMILY_ALBUM_AWAIT_STAKE, error) ||
      !pips_event_get_player (PIPS_GAME (self), event, &player, error) ||
      !get_number (event, "picture", &picture, error) ||
      !get_number (event, "chips", &chips, error) ||
      !get_number (event, "dice", &n_dice, error))
    return FALSE;

  if (picture < 0 || picture >= state->album.n_pictures)
    return no_picture (state, error);
  if (!_pips_family_album_state_check_picture (self, state, picture, error))
    return FALSE;
  if (!_pips_family_album_state_check_chips (self, state, player, chips, error))
    return FALSE;

  p = &state->album.pictures[picture];
  if (state->first_throw)
    {
      if (n_dice < p->min_dice || n_dice > p->max_dice)
        {
          g_autofree char *given = g_strdup_printf ("%" G_GINT64_FORMAT, n_dice);

          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                       /* Translators: the first %s is a picture's title, the %u are numbers of
                        * dice, the last %s the number given */
                       _("“%s” is thrown with %u to %u dice, not %s"),
                       p->title, (guint) p->min_dice, (guint) p->max_dice, given);
          return FALSE;
        }
      if (n_dice > state->dice_left)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                       /* Translators: %u is a number of dice */
                       _("Only %u dice are in the cup"), state->dice_left);
          return FALSE;
        }
    }
  else if (n_dice != state->dice_left)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %u is a number of dice */
                                "After a success the die left in the cup is thrown: %u",
                                "After a success all %u dice left in the cup are thrown",
                                state->dice_left),
                   state->dice_left);
      return FALSE;
    }

  state->picture = picture;
  state->stake = chips;
  state->n_dice = n_dice;
  /* The dice set aside at the start are out for the rest of the turn. */
  state->dice_left = n_dice;
  for (guint q = 0; q < MAX_PLAYERS; q++)
    state->bets[q] = (PipsFamilyAlbumBet) { PIPS_FAMILY_ALBUM_SIDE_NONE, 0 };
  state->awaiting = PIPS_FAMILY_ALBUM_AWAIT_BETS;

  return TRUE;
}

static gboolean
apply_bets (PipsFamilyAlbumGame  *self,
            State                *state,
            JsonObject           *event,
            GError              **error)
{
  PipsFamilyAlbumBet bets[MAX_PLAYERS] = { { 0, }, };
  JsonArray *array;

  if (!check_awaiting (self, state, PIPS_FAMILY_ALBUM_AWAIT_BETS, error))
    return FALSE;

  array = pips_event_get_array (event, "bets", FALSE, error);
  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *bet;
      const char *side;
      gint64 player, chips;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                               _("A bet names a player, a side and a stake"));
          return FALSE;
        }
      bet = json_node_get_object (node);
      if (!pips_event_get_int (bet, "player", 0, self->n_players - 1, &player, error) ||
          !get_number (bet, "chips", &chips, error))
        return FALSE;
      side = pips_event_get_string (bet, "side", error);
      if (side == NULL)
        return FALSE;

      if (player == state->roller)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OUT_OF_TURN,
                       /* Translators: %s is a player's name */
                       _("%s throws and does not bet on the throw"), player_name (self, player));
          return FALSE;
        }
      if (bets[player].side != PIPS_FAMILY_ALBUM_SIDE_NONE)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                       /* Translators: %s is a player's name */
                       _("%s bets once, on one side only"), player_name (self, player));
          return FALSE;
        }
      if (g_str_equal (side, "yes"))
        bets[player].side = PIPS_FAMILY_ALBUM_SIDE_YES;
      else if (g_str_equal (side, "no"))
        bets[player].side = PIPS_FAMILY_ALBUM_SIDE_NO;
      else
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                       /* Translators: %s is a word from a saved file */
                       _("“%s” is not a side: a bet is yes or no"), side);
          return FALSE;
        }
      if (!_pips_family_album_state_check_chips (self, state, player, chips, error))
        return FALSE;
      bets[player].chips = chips;
    }

  for (guint p = 0; p < self->n_players; p++)
    {
      if (p != state->roller && bets[p].side == PIPS_FAMILY_ALBUM_SIDE_NONE)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                       /* Translators: %s is a player's name */
                       _("%s has not bet: every other player bets yes or no"),
                       player_name (self, p));
          return FALSE;
        }
    }

  memcpy (state->bets, bets, sizeof bets);
  state->awaiting = PIPS_FAMILY_ALBUM_AWAIT_THROW;

  return TRUE;
}

/* The settlement */

/* The game ends at once when a player or the bank has no chips. */
static gboolean
anyone_broke (PipsFamilyAlbumGame *self,
              const State         *state)
{
  if (state->bank.chips[PLACE_BANK] == 0)
    return TRUE;
  for (guint p = 0; p < self->n_players; p++)
    {
      if (state->bank.chips[p] == 0)
        return TRUE;
    }

  return FALSE;
}

/* Makes one line of the settlement: @from pays @to what is owed (the bank what it has left).
 * Returns FALSE when the game has ended with it. */
static gboolean
settle_line (PipsFamilyAlbumGame     *self,
             State                   *state,
             PipsFamilyAlbumThrow    *thrown,
             PipsFamilyAlbumLineKind  kind,
             guint                    player,
             int                      from,
             int                      to,
             guint                    owed)
{
  guint from_place = from == PIPS_FAMILY_ALBUM_BANK ? PLACE_BANK : (guint) from;
  guint to_place = to == PIPS_FAMILY_ALBUM_BANK ? PLACE_BANK : (guint) to;
  guint chips = MIN ((gint64) owed, state->bank.chips[from_place]);
  PipsFamilyAlbumLine *line = &thrown->lines[thrown->n_lines++];

  pips_chip_bank_move (&state->bank, from_place, to_place, chips);
  *line = (PipsFamilyAlbumLine) { kind, player, from, to, chips, owed };

  if (anyone_broke (self, state))
    {
      state->over = TRUE;
      thrown->ends_game = TRUE;
      return FALSE;
    }

  return TRUE;
}

/* The roller first, then clockwise: success pays the roller and the yes-bettors from the bank
 * and the no-bettors pay the roller; failure pays the roller's and the yes-bettors' stakes to
 * the bank and the no-bettors' stakes again from it. */
static gboolean
settle (PipsFamilyAlbumGame  *self,
        State                *state,
        PipsFamilyAlbumThrow *thrown)
{
  guint roller = state->roller;
  int bank = PIPS_FAMILY_ALBUM_BANK;

  if (!settle_line (self, state, thrown, PIPS_FAMILY_ALBUM_LINE_ROLLER, roller,
                    thrown->success ? bank : (int) roller,
                    thrown->success ? (int) roller : bank, state->stake))
    return FALSE;

  for (guint k = 1; k < self->n_players; k++)
    {
      guint p = (roller + k) % self->n_players;
      const PipsFamilyAlbumBet *bet = &state->bets[p];
      gboolean yes = bet->side == PIPS_FAMILY_ALBUM_SIDE_YES;
      PipsFamilyAlbumLineKind kind = yes ? PIPS_FAMILY_ALBUM_LINE_YES : PIPS_FAMILY_ALBUM_LINE_NO;
      int from, to;

      if (yes == thrown->success)
        from = bank, to = p;               /* a yes on success, a no on failure: paid by the bank */
      else if (yes)
        from = p, to = bank;               /* a yes on failure: to the bank */
      else
        from = p, to = roller;             /* a no on success: to the roller */

      if (!settle_line (self, state, thrown, kind, p, from, to, bet->chips))
        return FALSE;
    }

  return TRUE;
}

/* Whether a picture not made this turn fits the dice left in the cup. */
static gboolean
can_go_on (PipsFamilyAlbumGame *self,
           const State         *state)
{
  for (guint i = 0; i < state->album.n_pictures; i++)
    {
      if (_pips_family_album_state_check_picture (self, state, i, NULL))
        return TRUE;
    }

  return FALSE;
}

static gboolean
apply_throw (PipsFamilyAlbumGame   *self,
             State                 *state,
             JsonObject            *event,
             PipsFamilyAlbumThrow  *thrown,
             GError               **error)
{
  const PipsFamilyAlbumPicture *picture;
  JsonArray *faces;
  guint player;
  guint n;

  if (!check_awaiting (self, state, PIPS_FAMILY_ALBUM_AWAIT_THROW, error) ||
      !pips_event_get_player (PIPS_GAME (self), event, &player, error))
    return FALSE;
  faces = pips_event_get_array (event, "faces", FALSE, error);
  if (faces == NULL)
    return FALSE;

  n = json_array_get_length (faces);
  if (n != state->n_dice)
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %s is a player's name; %u and %u are numbers of dice */
                                "%s throws %u die, not %u", "%s throws %u dice, not %u",
                                state->n_dice),
                   player_name (self, player), state->n_dice, n);
      return FALSE;
    }

  *thrown = (PipsFamilyAlbumThrow) { 0, };
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (faces, i);
      const char *id = JSON_NODE_HOLDS_VALUE (node) &&
                       json_node_get_value_type (node) == G_TYPE_STRING
                       ? json_node_get_string (node) : NULL;
      PipsFamilyAlbumFace face;

      if (!pips_family_album_face_from_id (id, &face))
        {
          if (id != NULL)
            g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                         /* Translators: %s is a word from a saved file; the words after it
                          * are the faces as a saved file names them, not to be translated */
                         _("“%s” is not a face of the dice: they show homer, marge, bart, lisa, maggie and joker"),
                         id);
          else
            g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                         /* Translators: %u is a number; the words after it are the faces as
                          * a saved file names them, not to be translated */
                         _("Die %u is not named: the dice show homer, marge, bart, lisa, maggie and joker"),
                         i + 1);
          return FALSE;
        }
      thrown->faces[i] = face;
    }

  picture = &state->album.pictures[state->picture];
  thrown->turn = state->turn;
  thrown->roller = state->roller;
  thrown->picture = state->picture;
  thrown->stake = state->stake;
  thrown->n_dice = n;
  memcpy (thrown->bets, state->bets, sizeof thrown->bets);
  thrown->success = pips_family_album_picture_covers (picture, thrown->faces, n, thrown->placed);

  if (settle (self, state, thrown))
    {
      if (thrown->success)
        {
          state->made |= 1u << state->picture;
          state->dice_left = n - pips_family_album_picture_get_size (picture);
          state->first_throw = FALSE;

          /* Every die thrown this turn placed: the bonus, and the turn ends. */
          if (state->dice_left == 0)
            {
              settle_line (self, state, thrown, PIPS_FAMILY_ALBUM_LINE_BONUS, state->roller,
                           PIPS_FAMILY_ALBUM_BANK, state->roller, PIPS_FAMILY_ALBUM_BONUS);
              thrown->ends_turn = TRUE;
            }
          else
            thrown->ends_turn = !can_go_on (self, state);
        }
      else
        thrown->ends_turn = TRUE;
    }

  for (guint p = 0; p < self->n_players; p++)
    thrown->chips[p] = state->bank.chips[p];
  thrown->bank = state->bank.chips[PLACE_BANK];

  state->picture = -1;
  state->stake = 0;
  state->n_dice = 0;
  for (guint q = 0; q < MAX_PLAYERS; q++)
    state->bets[q] = (PipsFamilyAlbumBet) { PIPS_FAMILY_ALBUM_SIDE_NONE, 0 };

  if (state->over)
    {
      thrown->ends_turn = TRUE;
      state->awaiting = PIPS_FAMILY_ALBUM_AWAIT_NOTHING;
    }
  else if (thrown->ends_turn)
    begin_turn (self, state, (state->roller + 1) % self->n_players);
  else
    state->awaiting = PIPS_FAMILY_ALBUM_AWAIT_STAKE;

  return TRUE;
}

gboolean
_pips_family_album_game_apply_event (PipsFamilyAlbumGame   *self,
                                     State                 *state,
                                     JsonObject            *event,
                                     PipsFamilyAlbumThrow  *thrown,
                                     gboolean              *has_thrown,
                                     GError               **error)
{
  const char *type = pips_event_get_string (event, "type", error);

  *has_thrown = FALSE;
  if (type == NULL)
    return FALSE;

  if (g_str_equal (type, "album"))
    return apply_album (self, state, event, error);
  if (g_str_equal (type, "deal"))
    return apply_deal (self, state, error);
  if (g_str_equal (type, "stake"))
    return apply_stake (self, state, event, error);
  if (g_str_equal (type, "bets"))
    return apply_bets (self, state, event, error);
  if (g_str_equal (type, "throw"))
    return *has_thrown = apply_throw (self, state, event, thrown, error);

  g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
               /* Translators: %s is the type of an event in a saved file */
               _("Family Album has no event “%s”"), type);
  return FALSE;
}
