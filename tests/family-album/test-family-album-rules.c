/* test-family-album-rules.c — Family Album's rules: setup, settlement, going on, the bonus, the
 * end inside a settlement, and every refusal
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every figure here is worked out by hand from the rules (../shared/rules/family-album.md).
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "pips-family-album-rules.h"
#include "pips-session.h"

enum { H = 1, M, B, L, G, J };   /* Homer, Marge, Bart, Lisa, Maggie (G), joker */

/* The example album's pictures */
enum { WARUM, BART, FAMILIE, HOMER_MARGE, LISA_MAGGIE, KINDER, ZWEI_HOMER, MARGE_MAGGIE };

#define YES PIPS_FAMILY_ALBUM_SIDE_YES
#define NO  PIPS_FAMILY_ALBUM_SIDE_NO
#define BANK PIPS_FAMILY_ALBUM_BANK
#define NONE_SIDE PIPS_FAMILY_ALBUM_SIDE_NONE

static PipsFamilyAlbumGame *
new_game (const char * const *players,
          const char         *options_json,
          const PipsFamilyAlbum *album)
{
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) album_event = NULL;
  g_autoptr(JsonObject) deal = pips_family_album_build_deal ();
  PipsFamilyAlbum example;
  GError *error = NULL;
  PipsGame *game;

  if (options_json != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (options_json, NULL);

      options = json_object_ref (json_node_get_object (node));
    }
  game = pips_game_new (&pips_family_album_game_info, players, options);

  if (album == NULL)
    {
      pips_family_album_init_example (&example);
      album = &example;
    }
  album_event = pips_family_album_build_album (album);
  g_assert_true (pips_game_apply (game, album_event, &error));
  g_assert_no_error (error);
  g_assert_true (pips_game_apply (game, deal, &error));
  g_assert_no_error (error);

  return PIPS_FAMILY_ALBUM_GAME (game);
}

static void
apply_ok (PipsFamilyAlbumGame *game,
          JsonObject          *event)
{
  g_autoptr(JsonObject) owned = event;
  GError *error = NULL;

  pips_game_apply (PIPS_GAME (game), owned, &error);
  g_assert_no_error (error);
}

static char *
state_of (PipsFamilyAlbumGame *game)
{
  g_autoptr(JsonObject) summary = pips_game_dup_summary (PIPS_GAME (game));
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), summary);
  g_autofree char *status = pips_game_dup_status (PIPS_GAME (game));
  g_autofree char *json = json_to_string (node, FALSE);

  return g_strconcat (json, "\n", status, NULL);
}

/* The event is refused with @message and changes nothing. */
static void
refused (PipsFamilyAlbumGame *game,
         JsonObject          *event,
         int                  code,
         const char          *message)
{
  g_autoptr(JsonObject) owned = event;
  g_autofree char *before = state_of (game);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (pips_game_apply (PIPS_GAME (game), owned, &error));
  g_assert_error (error, PIPS_GAME_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  after = state_of (game);
  g_assert_cmpstr (after, ==, before);
}

static JsonObject *
bets2 (guint p1, PipsFamilyAlbumSide s1, guint c1,
       guint p2, PipsFamilyAlbumSide s2, guint c2)
{
  PipsFamilyAlbumBet bets[4] = { { 0, }, };

  bets[p1] = (PipsFamilyAlbumBet) { s1, c1 };
  if (s2 != PIPS_FAMILY_ALBUM_SIDE_NONE)
    bets[p2] = (PipsFamilyAlbumBet) { s2, c2 };

  return pips_family_album_build_bets (bets, 4);
}

static JsonObject *
throw_of (guint        player,
          const guint8 *faces,
          guint        n)
{
  return pips_family_album_build_throw (player, faces, n);
}

static void
assert_chips (PipsFamilyAlbumGame *game,
              const gint64        *chips,
              gint64               bank)
{
  guint n = pips_game_get_n_players (PIPS_GAME (game));
  gint64 sum = bank;

  for (guint p = 0; p < n; p++)
    {
      g_assert_cmpint (pips_family_album_game_get_chips (game, p), ==, chips[p]);
      sum += chips[p];
    }
  g_assert_cmpint (pips_family_album_game_get_bank (game), ==, bank);
  g_assert_cmpint (sum, ==, pips_family_album_game_get_total_chips (game));
}

static void
assert_line (PipsFamilyAlbumGame        *game,
             const PipsFamilyAlbumThrow *t,
             guint                       i,
             PipsFamilyAlbumLineKind     kind,
             int                         from,
             int                         to,
             guint                       chips,
             const char                 *text)
{
  g_autofree char *line = pips_family_album_game_dup_line_text (game, t, i);

  g_assert_cmpuint (i, <, t->n_lines);
  g_assert_cmpint (t->lines[i].kind, ==, kind);
  g_assert_cmpint (t->lines[i].from, ==, from);
  g_assert_cmpint (t->lines[i].to, ==, to);
  g_assert_cmpuint (t->lines[i].chips, ==, chips);
  g_assert_cmpstr (line, ==, text);
}

static const char * const sheet_players[] = { "Ralf", "Heike", "Anke", NULL };

/* Setup: 3–4 players get 10 chips (1 blue, 5 red), stakes 1–5; 2 players 15, stakes 1–10; the
 * bank holds 10 blue and the red chips of the option. */
static void
test_setup (void)
{
  g_autoptr(PipsFamilyAlbumGame) three = new_game (sheet_players, NULL, NULL);
  g_autoptr(PipsFamilyAlbumGame) two = new_game ((const char *[]) { "Ann", "Bob", NULL },
                                                 "{\"bank-red\":0}", NULL);
  g_autoptr(PipsGame) fresh = pips_game_new (&pips_family_album_game_info,
                                             (const char *[]) { "Ann", "Bob", NULL }, NULL);
  g_autoptr(GPtrArray) setup = pips_game_list_setup_events (fresh, 0, FALSE);
  PipsTurn turn;

  assert_chips (three, (gint64[]) { 10, 10, 10 }, 60);
  g_assert_cmpuint (pips_family_album_game_get_stake_limit (three), ==, 5);
  g_assert_cmpint (pips_family_album_game_get_total_chips (three), ==, 90);
  assert_chips (two, (gint64[]) { 15, 15 }, 20);
  g_assert_cmpuint (pips_family_album_game_get_stake_limit (two), ==, 10);

  /* The table's setup: the album (here the example, as the isolated data folder has none),
   * then the chips; the table acts, no player. */
  g_assert_cmpuint (setup->len, ==, 2);
  g_assert_cmpstr (json_object_get_string_member (g_ptr_array_index (setup, 0), "type"), ==, "album");
  g_assert_true (json_object_get_boolean_member (g_ptr_array_index (setup, 0), "example"));
  g_assert_cmpstr (json_object_get_string_member (g_ptr_array_index (setup, 1), "type"), ==, "deal");
  pips_game_get_turn (fresh, &turn);
  g_assert_cmpuint (turn.may_act, ==, 0);
  g_assert_true (pips_turn_expects (&turn, "album"));
  g_assert_cmpint (pips_family_album_game_get_awaiting (PIPS_FAMILY_ALBUM_GAME (fresh)), ==,
                   PIPS_FAMILY_ALBUM_AWAIT_ALBUM);
  refused (PIPS_FAMILY_ALBUM_GAME (fresh), pips_family_album_build_deal (), PIPS_GAME_ERROR_RULE,
           "The game is not set up yet: first the album, then the chips");
  refused (PIPS_FAMILY_ALBUM_GAME (fresh), pips_family_album_build_stake (0, 0, 1, 4),
           PIPS_GAME_ERROR_RULE, "The game is not set up yet: first the album, then the chips");

  /* Set up only once. */
  refused (three, pips_family_album_build_deal (), PIPS_GAME_ERROR_RULE,
           "First Ralf chooses a picture and stakes on it");
  pips_game_get_turn (PIPS_GAME (three), &turn);
  g_assert_cmpuint (turn.may_act, ==, 1);
  g_assert_true (pips_turn_expects (&turn, "stake"));
}

/* The blue and red chips of @place ("bank" or a player's index) as the summary and the standings
 * show them: "-" where they are not shown. */
static char *
colours_of (PipsFamilyAlbumGame *game,
            int                  place)
{
  g_autoptr(JsonObject) state = pips_game_dup_summary (PIPS_GAME (game));
  JsonObject *chips;

  if (place == BANK)
    chips = json_object_get_object_member (state, "bank");
  else
    chips = json_array_get_object_element (json_object_get_array_member (state, "players"), place);

  if (!json_object_has_member (chips, "blue"))
    {
      g_assert_false (json_object_has_member (chips, "red"));
      return g_strdup ("-");
    }

  return g_strdup_printf ("%" G_GINT64_FORMAT " blue, %" G_GINT64_FORMAT " red",
                          json_object_get_int_member (chips, "blue"),
                          json_object_get_int_member (chips, "red"));
}

/* Each player's standing detail, "-" for none. */
static char *
details_of (PipsFamilyAlbumGame *game)
{
  g_autoptr(GListModel) standings = pips_game_dup_standings (PIPS_GAME (game));
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);
      const char *detail = pips_standing_get_detail (standing);

      g_string_append_printf (text, "%s%s: %s", i > 0 ? "; " : "", pips_standing_get_name (standing),
                              detail != NULL ? detail : "-");
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

#define assert_colours(game, place, expected) \
  G_STMT_START { \
    g_autofree char *colours_ = colours_of ((game), (place)); \
    g_assert_cmpstr (colours_, ==, (expected)); \
  } G_STMT_END

#define assert_details(game, expected) \
  G_STMT_START { \
    g_autofree char *details_ = details_of (game); \
    g_assert_cmpstr (details_, ==, (expected)); \
  } G_STMT_END

/* The chips' colours are never shown wrong: the sheet's deal (1 blue and 5 red each, 2 blue and
 * 5 red for two players; the bank keeps the rest of its 10 blue chips), and after the first
 * settlement, when a table pays as it can, the chips alone — unless the game has too few red
 * chips to make change, and a count has only one split. */
static void
test_chip_colours (void)
{
  g_autoptr(PipsFamilyAlbumGame) three = new_game (sheet_players, NULL, NULL);
  g_autoptr(PipsFamilyAlbumGame) two = new_game ((const char *[]) { "Ann", "Bob", NULL }, NULL, NULL);
  g_autoptr(PipsFamilyAlbumGame) no_red = new_game ((const char *[]) { "Ann", "Bob", NULL },
                                                    "{\"bank-red\":0}", NULL);
  g_autoptr(PipsFamilyAlbumGame) few_red = new_game ((const char *[]) { "Ann", "Bob", "Cid", "Dee", NULL },
                                                     "{\"bank-red\":12}", NULL);
  g_autoptr(PipsGame) fresh = pips_game_new (&pips_family_album_game_info,
                                             (const char *[]) { "Ann", "Bob", NULL }, NULL);
  guint blue, red;

  /* Before the deal the bank holds every chip. */
  g_assert_true (pips_family_album_game_get_split (PIPS_FAMILY_ALBUM_GAME (fresh), BANK, &blue, &red));
  g_assert_cmpuint (blue, ==, 10);
  g_assert_cmpuint (red, ==, 40);

  /* The deal, as the sheet has it. */
  assert_colours (three, BANK, "7 blue, 25 red");
  for (guint p = 0; p < 3; p++)
    assert_colours (three, p, "1 blue, 5 red");
  assert_details (three, "Ralf: 1 blue, 5 red; Heike: 1 blue, 5 red; Anke: 1 blue, 5 red");
  assert_colours (two, BANK, "6 blue, 30 red");
  assert_colours (two, 0, "2 blue, 5 red");
  assert_colours (two, 1, "2 blue, 5 red");

  /* After a settlement: Ralf's 2 chips from the bank may be 2 red ones or a blue one with 3 red
   * back; the chips alone. */
  apply_ok (three, pips_family_album_build_stake (0, BART, 2, 1));
  assert_colours (three, 0, "1 blue, 5 red");
  apply_ok (three, bets2 (1, YES, 1, 2, NO, 3));
  apply_ok (three, throw_of (0, (guint8[]) { B }, 1));
  g_assert_false (pips_family_album_game_get_split (three, 0, &blue, &red));
  g_assert_cmpuint (blue, ==, 0);
  for (guint p = 0; p < 3; p++)
    assert_colours (three, p, "-");
  assert_colours (three, BANK, "-");
  assert_details (three, "Ralf: -; Heike: -; Anke: -");

  /* No red chips: every count is blue chips only, from the deal on. */
  assert_colours (no_red, BANK, "4 blue, 0 red");
  assert_colours (no_red, 0, "3 blue, 0 red");
  apply_ok (no_red, pips_family_album_build_stake (0, BART, 5, 1));
  apply_ok (no_red, bets2 (1, NO, 10, 0, NONE_SIDE, 0));
  apply_ok (no_red, throw_of (0, (guint8[]) { L }, 1));
  assert_chips (no_red, (gint64[]) { 10, 25 }, 15);
  assert_colours (no_red, 0, "2 blue, 0 red");
  assert_colours (no_red, 1, "5 blue, 0 red");
  assert_colours (no_red, BANK, "3 blue, 0 red");
  /* A count no chips can make (the rules count in red chips) shows no split. */
  apply_ok (no_red, pips_family_album_build_stake (1, BART, 3, 1));
  apply_ok (no_red, bets2 (0, YES, 2, 0, NONE_SIDE, 0));
  apply_ok (no_red, throw_of (1, (guint8[]) { L }, 1));
  assert_chips (no_red, (gint64[]) { 8, 22 }, 20);
  assert_colours (no_red, 0, "-");
  assert_colours (no_red, 1, "-");
  assert_colours (no_red, BANK, "4 blue, 0 red");

  /* Too few red chips for the sheet's deal: the table deals as it can. */
  assert_colours (few_red, 0, "-");
  assert_colours (few_red, BANK, "-");
}

/* The sheet's example for three players, throw by throw, with every line of both settlements. */
static void
test_sheet_example (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game (sheet_players, NULL, NULL);
  const PipsFamilyAlbumThrow *t;
  g_autofree char *status = NULL;
  PipsTurn turn;

  /* Ralf stakes 2 chips on "Warum du kleiner…!" with 6 dice (2 out for the turn). */
  apply_ok (game, pips_family_album_build_stake (0, WARUM, 2, 6));
  g_assert_cmpuint (pips_family_album_game_get_dice_left (game), ==, 6);
  pips_game_get_turn (PIPS_GAME (game), &turn);
  g_assert_cmpuint (turn.may_act, ==, 0x6);   /* Heike and Anke bet in one step */
  g_assert_true (pips_turn_expects (&turn, "bets"));

  /* Heike bets 1 on Ralf, Anke 3 against. */
  apply_ok (game, bets2 (1, YES, 1, 2, NO, 3));
  pips_game_get_turn (PIPS_GAME (game), &turn);
  g_assert_cmpuint (turn.may_act, ==, 0x1);

  /* 1 Homer, 1 Bart and 2 "Looking good!": a success. */
  apply_ok (game, throw_of (0, (guint8[]) { H, B, J, J, L, G }, 6));
  t = pips_family_album_game_get_throw (game, 0);
  g_assert_true (t->success);
  g_assert_cmpuint (t->n_lines, ==, 3);
  assert_line (game, t, 0, PIPS_FAMILY_ALBUM_LINE_ROLLER, BANK, 0, 2, "Stake · Ralf gets 2 chips from the bank");
  assert_line (game, t, 1, PIPS_FAMILY_ALBUM_LINE_YES, BANK, 1, 1, "Yes · Heike gets 1 chip from the bank");
  assert_line (game, t, 2, PIPS_FAMILY_ALBUM_LINE_NO, 2, 0, 3, "No · Anke pays 3 chips to Ralf");
  g_assert_false (t->ends_turn);
  assert_chips (game, (gint64[]) { 15, 11, 7 }, 57);

  /* Ralf goes on with the 2 dice left: another picture, all of them. */
  g_assert_cmpint (pips_family_album_game_get_awaiting (game), ==, PIPS_FAMILY_ALBUM_AWAIT_STAKE);
  g_assert_false (pips_family_album_game_get_first_throw (game));
  g_assert_cmpuint (pips_family_album_game_get_dice_left (game), ==, 2);
  g_assert_true (pips_family_album_game_get_made (game, WARUM));
  status = pips_game_dup_status (PIPS_GAME (game));
  g_assert_cmpstr (status, ==, "Turn 1 · Ralf goes on with 2 dice");

  /* He stakes 1 on Bart; Heike 2 on him, Anke 4 against; he throws 1 Lisa and 1 Maggie. */
  apply_ok (game, pips_family_album_build_stake (0, BART, 1, 2));
  apply_ok (game, bets2 (1, YES, 2, 2, NO, 4));
  apply_ok (game, throw_of (0, (guint8[]) { L, G }, 2));
  t = pips_family_album_game_get_throw (game, 1);
  g_assert_false (t->success);
  assert_line (game, t, 0, PIPS_FAMILY_ALBUM_LINE_ROLLER, 0, BANK, 1, "Stake · Ralf pays 1 chip to the bank");
  assert_line (game, t, 1, PIPS_FAMILY_ALBUM_LINE_YES, 1, BANK, 2, "Yes · Heike pays 2 chips to the bank");
  assert_line (game, t, 2, PIPS_FAMILY_ALBUM_LINE_NO, BANK, 2, 4, "No · Anke gets 4 chips from the bank");
  g_assert_true (t->ends_turn);
  assert_chips (game, (gint64[]) { 14, 9, 11 }, 56);

  /* The dice pass to the left: Heike's turn, all 8 dice, nothing made. */
  g_assert_cmpuint (pips_family_album_game_get_roller (game), ==, 1);
  g_assert_cmpuint (pips_family_album_game_get_turn_number (game), ==, 2);
  g_assert_cmpuint (pips_family_album_game_get_dice_left (game), ==, 8);
  g_assert_true (pips_family_album_game_get_first_throw (game));
  g_assert_false (pips_family_album_game_get_made (game, WARUM));
}

/* The note on the sheet: had Ralf's first throw failed, he pays 2, Heike pays 1 and Anke gets 3
 * more from the bank, and the turn is over. */
static void
test_failure (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game (sheet_players, NULL, NULL);
  const PipsFamilyAlbumThrow *t;

  apply_ok (game, pips_family_album_build_stake (0, WARUM, 2, 6));
  apply_ok (game, bets2 (1, YES, 1, 2, NO, 3));
  apply_ok (game, throw_of (0, (guint8[]) { H, B, B, L, G, M }, 6));
  t = pips_family_album_game_get_throw (game, 0);
  g_assert_false (t->success);
  g_assert_cmpuint (t->n_lines, ==, 3);
  assert_chips (game, (gint64[]) { 8, 9, 13 }, 60);
  g_assert_cmpuint (pips_family_album_game_get_roller (game), ==, 1);
}

/* Settlement runs from the roller clockwise: with Bob rolling, Cid, Dee and Ann follow. Then Bob
 * goes on with his last die and places it: the bonus. */
static void
test_settlement_order_and_bonus (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game ((const char *[]) { "Ann", "Bob", "Cid", "Dee", NULL },
                                                  NULL, NULL);
  const PipsFamilyAlbumThrow *t;
  PipsFamilyAlbumBet bets[4] = { { 0, }, };

  assert_chips (game, (gint64[]) { 10, 10, 10, 10 }, 50);

  /* Ann stakes 1 on Bart with one die and misses. */
  apply_ok (game, pips_family_album_build_stake (0, BART, 1, 1));
  bets[1] = (PipsFamilyAlbumBet) { YES, 1 };
  bets[2] = (PipsFamilyAlbumBet) { NO, 1 };
  bets[3] = (PipsFamilyAlbumBet) { YES, 1 };
  apply_ok (game, pips_family_album_build_bets (bets, 4));
  apply_ok (game, throw_of (0, (guint8[]) { L }, 1));
  assert_chips (game, (gint64[]) { 9, 9, 11, 9 }, 52);

  /* Bob stakes 3 on "Homer und Marge" with 3 dice; Homer and a joker for Marge. */
  apply_ok (game, pips_family_album_build_stake (1, HOMER_MARGE, 3, 3));
  bets[0] = (PipsFamilyAlbumBet) { NO, 5 };
  bets[1] = (PipsFamilyAlbumBet) { 0, 0 };
  bets[2] = (PipsFamilyAlbumBet) { NO, 2 };
  bets[3] = (PipsFamilyAlbumBet) { YES, 3 };
  apply_ok (game, pips_family_album_build_bets (bets, 4));
  apply_ok (game, throw_of (1, (guint8[]) { H, J, L }, 3));
  t = pips_family_album_game_get_throw (game, 1);
  g_assert_true (t->success);
  g_assert_true (t->placed[0] && t->placed[1] && !t->placed[2]);
  assert_line (game, t, 0, PIPS_FAMILY_ALBUM_LINE_ROLLER, BANK, 1, 3, "Stake · Bob gets 3 chips from the bank");
  assert_line (game, t, 1, PIPS_FAMILY_ALBUM_LINE_NO, 2, 1, 2, "No · Cid pays 2 chips to Bob");
  assert_line (game, t, 2, PIPS_FAMILY_ALBUM_LINE_YES, BANK, 3, 3, "Yes · Dee gets 3 chips from the bank");
  assert_line (game, t, 3, PIPS_FAMILY_ALBUM_LINE_NO, 0, 1, 5, "No · Ann pays 5 chips to Bob");
  assert_chips (game, (gint64[]) { 4, 19, 9, 12 }, 46);

  /* One die left: Bart fits. Bob places it: every die thrown is placed, 5 chips bonus. */
  apply_ok (game, pips_family_album_build_stake (1, BART, 1, 1));
  bets[0] = (PipsFamilyAlbumBet) { YES, 1 };
  bets[2] = (PipsFamilyAlbumBet) { YES, 1 };
  bets[3] = (PipsFamilyAlbumBet) { NO, 1 };
  apply_ok (game, pips_family_album_build_bets (bets, 4));
  apply_ok (game, throw_of (1, (guint8[]) { B }, 1));
  t = pips_family_album_game_get_throw (game, 2);
  g_assert_cmpuint (t->n_lines, ==, 5);
  assert_line (game, t, 4, PIPS_FAMILY_ALBUM_LINE_BONUS, BANK, 1, 5, "Bonus · Bob gets 5 chips from the bank");
  g_assert_true (t->ends_turn);
  assert_chips (game, (gint64[]) { 5, 26, 10, 11 }, 38);
  g_assert_cmpuint (pips_family_album_game_get_roller (game), ==, 2);
}

/* No bonus for dice set aside at the start: 4 of 4 dice placed on "Warum du kleiner…!" is a bonus
 * though 4 dice were out. */
static void
test_bonus_with_dice_out (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game (sheet_players, NULL, NULL);
  const PipsFamilyAlbumThrow *t;

  apply_ok (game, pips_family_album_build_stake (0, WARUM, 1, 4));
  apply_ok (game, bets2 (1, YES, 1, 2, YES, 1));
  apply_ok (game, throw_of (0, (guint8[]) { B, J, H, B }, 4));
  t = pips_family_album_game_get_throw (game, 0);
  g_assert_cmpuint (t->n_lines, ==, 4);
  g_assert_cmpint (t->lines[3].kind, ==, PIPS_FAMILY_ALBUM_LINE_BONUS);
  assert_chips (game, (gint64[]) { 16, 11, 11 }, 52);
}

/* After a success, when no picture not made this turn fits the dice left, the turn ends. */
static void
test_no_picture_fits (void)
{
  PipsFamilyAlbum album = { 0, };
  g_autoptr(PipsFamilyAlbumGame) game = NULL;
  const PipsFamilyAlbumThrow *t;

  pips_family_album_init_example (&album);
  album.pictures[1] = album.pictures[FAMILIE];
  album.n_pictures = 2;
  album.example = FALSE;
  game = new_game (sheet_players, NULL, &album);

  apply_ok (game, pips_family_album_build_stake (0, 0, 1, 5));
  apply_ok (game, bets2 (1, YES, 1, 2, YES, 1));
  apply_ok (game, throw_of (0, (guint8[]) { H, B, B, B, L }, 5));
  t = pips_family_album_game_get_throw (game, 0);
  g_assert_true (t->success);
  g_assert_true (t->ends_turn);
  g_assert_cmpuint (t->n_lines, ==, 3);
  assert_chips (game, (gint64[]) { 11, 11, 11 }, 57);
  g_assert_cmpuint (pips_family_album_game_get_roller (game), ==, 1);
  g_assert_cmpuint (pips_family_album_game_get_dice_left (game), ==, 8);
}

/* A picture's dice range holds for every throw: going on, the roller throws all the dice left, so
 * only a picture whose range includes them may be chosen; if none does, the turn ends. */
static void
test_range_going_on (void)
{
  enum { SMALL_BART = 1, BIG_LISA };
  PipsFamilyAlbum album = { 0, };
  g_autoptr(PipsFamilyAlbumGame) two_left = NULL;
  g_autoptr(PipsFamilyAlbumGame) four_left = NULL;
  g_autoptr(PipsFamilyAlbumGame) none_fits = NULL;
  g_autoptr(GError) error = NULL;
  const PipsFamilyAlbumThrow *t;

  /* A table's own album: one Bart with 1 to 3 dice, one Lisa with 3 dice or more. */
  pips_family_album_init_example (&album);
  album.example = FALSE;
  pips_family_album_picture_init (&album.pictures[SMALL_BART], "Bart, klein",
                                  (guint8[]) { 0, 0, 1, 0, 0 }, 1, 3);
  pips_family_album_picture_init (&album.pictures[BIG_LISA], "Lisa, groß",
                                  (guint8[]) { 0, 0, 0, 1, 0 }, 3, 8);

  /* 2 dice left: not the Lisa of 3 dice or more. */
  two_left = new_game (sheet_players, NULL, &album);
  apply_ok (two_left, pips_family_album_build_stake (0, WARUM, 1, 6));
  apply_ok (two_left, bets2 (1, YES, 1, 2, YES, 1));
  apply_ok (two_left, throw_of (0, (guint8[]) { H, B, B, B, J, G }, 6));
  t = pips_family_album_game_get_throw (two_left, 0);
  g_assert_true (t->success && !t->ends_turn);
  g_assert_cmpuint (pips_family_album_game_get_dice_left (two_left), ==, 2);
  g_assert_false (pips_family_album_game_check_picture (two_left, BIG_LISA, &error));
  g_assert_cmpstr (error->message, ==, "“Lisa, groß” is thrown with at least 3 dice, but only 2 are in the cup");
  refused (two_left, pips_family_album_build_stake (0, BIG_LISA, 1, 2), PIPS_GAME_ERROR_RULE,
           "“Lisa, groß” is thrown with at least 3 dice, but only 2 are in the cup");
  g_assert_true (pips_family_album_game_check_picture (two_left, SMALL_BART, NULL));
  apply_ok (two_left, pips_family_album_build_stake (0, SMALL_BART, 1, 2));

  /* 4 dice left: not the Bart of 1 to 3 dice. */
  g_clear_error (&error);
  four_left = new_game (sheet_players, NULL, &album);
  apply_ok (four_left, pips_family_album_build_stake (0, WARUM, 1, 8));
  apply_ok (four_left, bets2 (1, YES, 1, 2, YES, 1));
  apply_ok (four_left, throw_of (0, (guint8[]) { H, B, B, B, M, M, G, G }, 8));
  t = pips_family_album_game_get_throw (four_left, 0);
  g_assert_true (t->success && !t->ends_turn);
  g_assert_cmpuint (pips_family_album_game_get_dice_left (four_left), ==, 4);
  g_assert_false (pips_family_album_game_check_picture (four_left, SMALL_BART, &error));
  g_assert_cmpstr (error->message, ==,
                   "“Bart, klein” is thrown with 1 to 3 dice, but all 4 dice left in the cup are thrown");
  refused (four_left, pips_family_album_build_stake (0, SMALL_BART, 1, 4), PIPS_GAME_ERROR_RULE,
           "“Bart, klein” is thrown with 1 to 3 dice, but all 4 dice left in the cup are thrown");
  g_assert_true (pips_family_album_game_check_picture (four_left, BIG_LISA, NULL));
  apply_ok (four_left, pips_family_album_build_stake (0, BIG_LISA, 1, 4));

  /* With only the small Bart besides, no picture fits the 4 dice left: the turn ends. */
  album.n_pictures = 2;
  none_fits = new_game (sheet_players, NULL, &album);
  apply_ok (none_fits, pips_family_album_build_stake (0, WARUM, 1, 8));
  apply_ok (none_fits, bets2 (1, YES, 1, 2, YES, 1));
  apply_ok (none_fits, throw_of (0, (guint8[]) { H, B, B, B, M, M, G, G }, 8));
  t = pips_family_album_game_get_throw (none_fits, 0);
  g_assert_true (t->success);
  g_assert_true (t->ends_turn);
  g_assert_cmpuint (pips_family_album_game_get_roller (none_fits), ==, 1);
  g_assert_cmpuint (pips_family_album_game_get_dice_left (none_fits), ==, 8);
}

/* The game ends at once when the roller pays their last chip: the bets after it are dropped. */
static void
test_end_inside_settlement (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game (sheet_players, NULL, NULL);
  g_autoptr(GListModel) standings = NULL;
  g_autofree char *status = NULL;
  const PipsFamilyAlbumThrow *t;
  PipsTurn turn;

  apply_ok (game, pips_family_album_build_stake (0, BART, 5, 1));
  apply_ok (game, bets2 (1, NO, 1, 2, NO, 1));
  apply_ok (game, throw_of (0, (guint8[]) { L }, 1));
  assert_chips (game, (gint64[]) { 5, 11, 11 }, 63);

  apply_ok (game, pips_family_album_build_stake (1, BART, 1, 1));
  apply_ok (game, bets2 (2, YES, 1, 0, NO, 1));
  apply_ok (game, throw_of (1, (guint8[]) { B }, 1));
  assert_chips (game, (gint64[]) { 4, 18, 12 }, 56);

  apply_ok (game, pips_family_album_build_stake (2, BART, 1, 1));
  apply_ok (game, bets2 (0, YES, 1, 1, YES, 1));
  apply_ok (game, throw_of (2, (guint8[]) { L }, 1));
  assert_chips (game, (gint64[]) { 3, 17, 11 }, 59);

  /* Ralf holds 3. */
  refused (game, pips_family_album_build_stake (0, BART, 4, 1), PIPS_GAME_ERROR_RULE,
           "Ralf holds only 3 chips");
  apply_ok (game, pips_family_album_build_stake (0, BART, 3, 1));
  refused (game, bets2 (1, YES, 2, 2, NO, 6), PIPS_GAME_ERROR_RULE, "A stake is 1 to 5 chips");
  apply_ok (game, bets2 (1, YES, 2, 2, NO, 5));
  apply_ok (game, throw_of (0, (guint8[]) { L }, 1));

  t = pips_family_album_game_get_throw (game, 3);
  g_assert_true (t->ends_game);
  g_assert_cmpuint (t->n_lines, ==, 1);
  assert_line (game, t, 0, PIPS_FAMILY_ALBUM_LINE_ROLLER, 0, BANK, 3, "Stake · Ralf pays 3 chips to the bank");
  assert_chips (game, (gint64[]) { 0, 17, 11 }, 62);
  g_assert_true (pips_game_is_over (PIPS_GAME (game)));
  pips_game_get_turn (PIPS_GAME (game), &turn);
  g_assert_cmpuint (turn.may_act, ==, 0);
  g_assert_null (turn.expects[0]);
  status = pips_game_dup_status (PIPS_GAME (game));
  g_assert_cmpstr (status, ==, "Game over · Heike wins");

  standings = pips_game_dup_standings (PIPS_GAME (game));
  {
    g_autoptr(PipsStanding) first = g_list_model_get_item (standings, 0);
    g_autoptr(PipsStanding) last = g_list_model_get_item (standings, 2);

    g_assert_cmpstr (pips_standing_get_name (first), ==, "Heike");
    g_assert_cmpstr (pips_standing_get_status (first), ==, "Won");
    /* Who holds which colours is not known after the deal: the chips alone. */
    g_assert_null (pips_standing_get_detail (first));
    g_assert_cmpstr (pips_standing_get_name (last), ==, "Ralf");
    g_assert_cmpuint (pips_standing_get_rank (last), ==, 3);
    g_assert_cmpstr (pips_standing_get_status (last), ==, "Out of chips");
  }

  refused (game, pips_family_album_build_stake (1, BART, 1, 1), PIPS_GAME_ERROR_OVER, "The game is over");
}

/* The bank runs out inside a settlement: it pays what it has, and the game ends there. */
static void
test_bank_runs_out (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game ((const char *[]) { "Ann", "Bob", "Cid", "Dee", NULL },
                                                  "{\"bank-red\":0}", NULL);
  PipsFamilyAlbumBet bets[4] = { { 0, }, { YES, 5 }, { YES, 5 }, { YES, 5 } };
  const PipsFamilyAlbumThrow *t;

  assert_chips (game, (gint64[]) { 10, 10, 10, 10 }, 10);
  apply_ok (game, pips_family_album_build_stake (0, BART, 4, 1));
  apply_ok (game, pips_family_album_build_bets (bets, 4));
  apply_ok (game, throw_of (0, (guint8[]) { J }, 1));
  t = pips_family_album_game_get_throw (game, 0);
  g_assert_true (t->ends_game);
  g_assert_cmpuint (t->n_lines, ==, 3);
  assert_line (game, t, 2, PIPS_FAMILY_ALBUM_LINE_YES, BANK, 2, 1,
               "Yes · Cid gets 1 chip from the bank (of 5 owed: the bank ran out)");
  assert_chips (game, (gint64[]) { 14, 15, 11, 10 }, 0);
  g_assert_true (pips_game_is_over (PIPS_GAME (game)));
}

/* Equal counts share the win. */
static void
test_shared_win (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game ((const char *[]) { "Ann", "Bob", "Cid", "Dee", NULL },
                                                  "{\"bank-red\":0}", NULL);
  PipsFamilyAlbumBet bets[4] = { { 0, }, { YES, 5 }, { NO, 1 }, { NO, 1 } };
  g_autoptr(GListModel) standings = NULL;
  g_autofree char *status = NULL;

  apply_ok (game, pips_family_album_build_stake (0, BART, 5, 1));
  apply_ok (game, pips_family_album_build_bets (bets, 4));
  apply_ok (game, throw_of (0, (guint8[]) { B }, 1));
  assert_chips (game, (gint64[]) { 15, 15, 10, 10 }, 0);
  status = pips_game_dup_status (PIPS_GAME (game));
  g_assert_cmpstr (status, ==, "Game over · Ann, Bob share the win");
  standings = pips_game_dup_standings (PIPS_GAME (game));
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(PipsStanding) s = g_list_model_get_item (standings, i);

      g_assert_cmpuint (pips_standing_get_rank (s), ==, i < 2 ? 1 : 3);
    }
}

/* Every refusal of a turn, in the players' words; none changes anything. */
static void
test_refusals (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game (sheet_players, NULL, NULL);
  g_autoptr(JsonObject) missing = pips_event_new ("stake", 0);
  PipsFamilyAlbumBet bets[4] = { { 0, }, };
  JsonObject *event;
  JsonArray *array;

  /* The stake */
  refused (game, pips_family_album_build_stake (1, WARUM, 2, 6), PIPS_GAME_ERROR_OUT_OF_TURN,
           "It is Ralf’s turn, not Heike’s");
  refused (game, pips_family_album_build_stake (0, 8, 2, 6), PIPS_GAME_ERROR_RULE,
           "There is no such picture: the album’s pictures are 1 to 8");
  /* Numbers no game could hold are refused in the rules' words, not a computer's. */
  {
    JsonObject *stake = pips_family_album_build_stake (0, WARUM, 2, 6);

    json_object_set_int_member (stake, "picture", -1);
    refused (game, stake, PIPS_GAME_ERROR_RULE, "There is no such picture: the album’s pictures are 1 to 8");
    stake = pips_family_album_build_stake (0, WARUM, 2, 6);
    json_object_set_int_member (stake, "chips", G_GINT64_CONSTANT (3000000000));
    refused (game, stake, PIPS_GAME_ERROR_RULE, "A stake is 1 to 5 chips");
    stake = pips_family_album_build_stake (0, WARUM, 2, 6);
    json_object_set_int_member (stake, "chips", G_GINT64_CONSTANT (-3000000000));
    refused (game, stake, PIPS_GAME_ERROR_RULE, "A stake is 1 to 5 chips");
    stake = pips_family_album_build_stake (0, WARUM, 2, 6);
    json_object_set_int_member (stake, "dice", G_GINT64_CONSTANT (5000000000));
    refused (game, stake, PIPS_GAME_ERROR_RULE, "“Warum du kleiner…!” is thrown with 4 to 8 dice, not 5000000000");
  }
  refused (game, pips_family_album_build_stake (0, WARUM, 6, 6), PIPS_GAME_ERROR_RULE, "A stake is 1 to 5 chips");
  refused (game, pips_family_album_build_stake (0, WARUM, 0, 6), PIPS_GAME_ERROR_RULE, "A stake is 1 to 5 chips");
  refused (game, pips_family_album_build_stake (0, WARUM, 2, 3), PIPS_GAME_ERROR_RULE,
           "“Warum du kleiner…!” is thrown with 4 to 8 dice, not 3");
  refused (game, pips_family_album_build_stake (0, WARUM, 2, 9), PIPS_GAME_ERROR_RULE,
           "“Warum du kleiner…!” is thrown with 4 to 8 dice, not 9");
  refused (game, json_object_ref (missing), PIPS_GAME_ERROR_INVALID, "“picture” is missing or not a whole number");
  refused (game, bets2 (1, YES, 1, 2, NO, 3), PIPS_GAME_ERROR_RULE, "First Ralf chooses a picture and stakes on it");
  refused (game, throw_of (0, (guint8[]) { H, B, B, B }, 4), PIPS_GAME_ERROR_RULE,
           "First Ralf chooses a picture and stakes on it");
  apply_ok (game, pips_family_album_build_stake (0, WARUM, 2, 6));

  /* The bets */
  refused (game, pips_family_album_build_stake (0, WARUM, 2, 6), PIPS_GAME_ERROR_RULE,
           "First every other player bets yes or no");
  refused (game, bets2 (1, YES, 1, 1, NONE_SIDE, 0), PIPS_GAME_ERROR_RULE,
           "Anke has not bet: every other player bets yes or no");
  event = bets2 (1, YES, 1, 2, NO, 3);
  array = json_object_get_array_member (event, "bets");
  {
    JsonObject *twice = json_object_new ();

    json_object_set_int_member (twice, "player", 1);
    json_object_set_string_member (twice, "side", "no");
    json_object_set_int_member (twice, "chips", 1);
    json_array_add_object_element (array, twice);
  }
  refused (game, event, PIPS_GAME_ERROR_RULE, "Heike bets once, on one side only");
  bets[0] = (PipsFamilyAlbumBet) { YES, 1 };
  bets[1] = (PipsFamilyAlbumBet) { YES, 1 };
  bets[2] = (PipsFamilyAlbumBet) { NO, 1 };
  refused (game, pips_family_album_build_bets (bets, 3), PIPS_GAME_ERROR_OUT_OF_TURN,
           "Ralf throws and does not bet on the throw");
  event = bets2 (1, YES, 1, 2, NO, 3);
  json_object_set_string_member (json_array_get_object_element (json_object_get_array_member (event, "bets"), 1),
                                 "side", "maybe");
  refused (game, event, PIPS_GAME_ERROR_INVALID, "“maybe” is not a side: a bet is yes or no");
  refused (game, bets2 (1, YES, 6, 2, NO, 3), PIPS_GAME_ERROR_RULE, "A stake is 1 to 5 chips");
  refused (game, throw_of (0, (guint8[]) { H, B, J, J, L, G }, 6), PIPS_GAME_ERROR_RULE,
           "First every other player bets yes or no");
  apply_ok (game, bets2 (1, YES, 1, 2, NO, 3));

  /* The throw */
  refused (game, throw_of (1, (guint8[]) { H, B, J, J, L, G }, 6), PIPS_GAME_ERROR_OUT_OF_TURN,
           "It is Ralf’s turn, not Heike’s");
  refused (game, throw_of (0, (guint8[]) { H, B, J, J, L }, 5), PIPS_GAME_ERROR_RULE, "Ralf throws 6 dice, not 5");
  event = throw_of (0, (guint8[]) { H, B, J, J, L, G }, 6);
  json_array_remove_element (json_object_get_array_member (event, "faces"), 5);
  json_array_add_string_element (json_object_get_array_member (event, "faces"), "ned");
  refused (game, event, PIPS_GAME_ERROR_INVALID,
           "“ned” is not a face of the dice: they show homer, marge, bart, lisa, maggie and joker");
  event = throw_of (0, (guint8[]) { H, B, J, J, L, G }, 6);
  json_array_remove_element (json_object_get_array_member (event, "faces"), 5);
  json_array_add_int_element (json_object_get_array_member (event, "faces"), 3);
  refused (game, event, PIPS_GAME_ERROR_INVALID,
           "Die 6 is not named: the dice show homer, marge, bart, lisa, maggie and joker");
  refused (game, pips_family_album_build_bets (bets, 3), PIPS_GAME_ERROR_RULE, "The bets are placed: now Ralf throws");
  apply_ok (game, throw_of (0, (guint8[]) { H, B, J, J, L, G }, 6));

  /* Going on with the 2 dice left */
  refused (game, pips_family_album_build_stake (0, WARUM, 1, 2), PIPS_GAME_ERROR_RULE,
           "“Warum du kleiner…!” is already made this turn: choose another picture");
  refused (game, pips_family_album_build_stake (0, FAMILIE, 1, 2), PIPS_GAME_ERROR_RULE,
           "“Die ganze Familie” needs 5 dice, but only 2 dice are left in the cup");
  refused (game, pips_family_album_build_stake (0, BART, 1, 1), PIPS_GAME_ERROR_RULE,
           "After a success all 2 dice left in the cup are thrown");
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (pips_family_album_game_check_picture (game, WARUM, &error));
    g_assert_true (pips_family_album_game_check_picture (game, BART, NULL));
    g_assert_true (pips_family_album_game_check_picture (game, ZWEI_HOMER, NULL));
    g_assert_false (pips_family_album_game_check_picture (game, KINDER, NULL));
  }
  apply_ok (game, pips_family_album_build_stake (0, BART, 1, 2));
}

/* The history, the status and the sheet in words. */
static void
test_words (void)
{
  g_autoptr(PipsFamilyAlbumGame) game = new_game (sheet_players, NULL, NULL);
  PipsGame *g = PIPS_GAME (game);
  g_autoptr(JsonObject) stake = pips_family_album_build_stake (0, WARUM, 2, 6);
  g_autoptr(JsonObject) bets = bets2 (1, YES, 1, 2, NO, 3);
  g_autoptr(JsonObject) thrown = throw_of (0, (guint8[]) { H, B, J, J, L, G }, 6);
  g_autofree char *d1 = pips_game_dup_description (g, stake);
  g_autofree char *s1 = pips_game_dup_status (g);
  g_autofree char *d2 = NULL, *s2 = NULL, *d3 = NULL, *s3 = NULL, *sheet = NULL, *rules = NULL;

  g_assert_cmpstr (d1, ==, "Ralf stakes 2 chips on “Warum du kleiner…!” · 6 dice");
  {
    /* One die is "1 die", one chip "1 chip". */
    g_autoptr(JsonObject) one = pips_family_album_build_stake (0, BART, 1, 1);
    g_autofree char *d0 = pips_game_dup_description (g, one);
    g_autofree char *expected = g_strdup_printf ("Ralf stakes 1 chip on “%s” · 1 die",
                                                 pips_family_album_game_get_album (game)->pictures[BART].title);

    g_assert_cmpstr (d0, ==, expected);
  }
  g_assert_cmpstr (s1, ==, "Turn 1 · Ralf chooses a picture");
  apply_ok (game, json_object_ref (stake));
  d2 = pips_game_dup_description (g, bets);
  s2 = pips_game_dup_status (g);
  g_assert_cmpstr (d2, ==, "Bets: Heike yes 1, Anke no 3");
  g_assert_cmpstr (s2, ==, "Turn 1 · The others bet on Ralf");
  apply_ok (game, json_object_ref (bets));
  d3 = pips_game_dup_description (g, thrown);
  s3 = pips_game_dup_status (g);
  g_assert_cmpstr (d3, ==, "Ralf throws Homer, Bart, Looking good!, Looking good!, Lisa, Maggie and makes “Warum du kleiner…!”");
  g_assert_cmpstr (s3, ==, "Turn 1 · Ralf throws 6 dice");
  apply_ok (game, json_object_ref (thrown));

  sheet = pips_game_dup_sheet_text (g);
  g_assert_cmpstr (sheet, ==,
                   "Turn\tRoller\tPicture\tDice\tStake\tResult\tRalf\tHeike\tAnke\tBank\n"
                   "\t\tStart\t\t\t\t10\t10\t10\t60\n"
                   "1\tRalf\tWarum du kleiner…!\t6\t2\tMade\t15\t11\t7\t57\n");

  rules = pips_game_dup_rules (g);
  g_assert_nonnull (strstr (rules, "and 40 red ones: 90 chips. Each player gets 10 chips"));
  g_assert_nonnull (strstr (rules, "stake 1 to 5 chips"));
}

/* A new game records the table's album; editing the album afterwards changes no game played. */
static void
test_album_recorded (void)
{
  g_autofree char *path = pips_family_album_dup_default_path ();
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(PipsSession) loaded = NULL;
  g_autoptr(GPtrArray) setup = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  PipsFamilyAlbum album;
  PipsFamilyAlbumPicture lisa;
  const PipsFamilyAlbum *played;

  pips_family_album_init_example (&album);
  pips_family_album_picture_init (&lisa, "Lisa", (guint8[]) { 0, 0, 0, 1, 0 }, 1, 8);
  g_assert_true (pips_family_album_insert (&album, 0, &lisa, NULL));
  g_assert_true (pips_family_album_save_file (&album, path, &error));
  g_assert_no_error (error);

  session = pips_session_new ("family-album", sheet_players, NULL, &error);
  g_assert_no_error (error);
  setup = pips_game_list_setup_events (pips_session_get_game (session), 0, FALSE);
  for (guint i = 0; i < setup->len; i++)
    g_assert_true (pips_session_append (session, g_ptr_array_index (setup, i), NULL));
  played = pips_family_album_game_get_album (PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (session)));
  g_assert_false (played->example);
  g_assert_cmpuint (played->n_pictures, ==, 9);
  g_assert_cmpstr (played->pictures[0].title, ==, "Lisa");

  /* The table edits its album: the game, read back from its file, keeps the one it was played with. */
  g_assert_true (pips_family_album_remove (&album, 0, NULL));
  g_assert_true (pips_family_album_save_file (&album, path, NULL));
  data = pips_session_serialize (session, NULL);
  loaded = pips_session_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  played = pips_family_album_game_get_album (PIPS_FAMILY_ALBUM_GAME (pips_session_get_game (loaded)));
  g_assert_cmpuint (played->n_pictures, ==, 9);
  g_assert_cmpstr (played->pictures[0].title, ==, "Lisa");

  /* A damaged album file: the game is played with the example, and the file stays as it is. */
  g_assert_true (g_file_set_contents (path, "{ damaged", -1, NULL));
  {
    g_autoptr(PipsGame) game = pips_game_new (&pips_family_album_game_info, sheet_players, NULL);
    g_autoptr(GPtrArray) events = pips_game_list_setup_events (game, 0, FALSE);
    g_autofree char *after = NULL;

    g_assert_true (json_object_get_boolean_member (g_ptr_array_index (events, 0), "example"));
    g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, "{ damaged");
  }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/family-album/rules/setup", test_setup);
  g_test_add_func ("/family-album/rules/chip-colours", test_chip_colours);
  g_test_add_func ("/family-album/rules/sheet-example", test_sheet_example);
  g_test_add_func ("/family-album/rules/failure", test_failure);
  g_test_add_func ("/family-album/rules/settlement-order-and-bonus", test_settlement_order_and_bonus);
  g_test_add_func ("/family-album/rules/bonus-with-dice-out", test_bonus_with_dice_out);
  g_test_add_func ("/family-album/rules/no-picture-fits", test_no_picture_fits);
  g_test_add_func ("/family-album/rules/range-going-on", test_range_going_on);
  g_test_add_func ("/family-album/rules/end-inside-settlement", test_end_inside_settlement);
  g_test_add_func ("/family-album/rules/bank-runs-out", test_bank_runs_out);
  g_test_add_func ("/family-album/rules/shared-win", test_shared_win);
  g_test_add_func ("/family-album/rules/refusals", test_refusals);
  g_test_add_func ("/family-album/rules/words", test_words);
  g_test_add_func ("/family-album/rules/album-recorded", test_album_recorded);

  return g_test_run ();
}
