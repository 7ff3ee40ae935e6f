/* black-n-white-test-utils.h — helpers shared by the Black’n’White tests
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "pips-test-standings.h"
#include "pips-black-n-white-rules.h"

/* Every query of the public API in one text: two equal fingerprints mean that the page would
 * show the same game. */
static inline void
bnw_append_players (GString    *text,
                    const char *label,
                    GArray     *players)
{
  g_string_append_printf (text, "%s:", label);
  for (guint i = 0; i < players->len; i++)
    g_string_append_printf (text, " %u", g_array_index (players, guint, i));
  g_string_append_c (text, '\n');
}

static inline void
bnw_append_results (GString    *text,
                    const char *label,
                    GArray     *results)
{
  g_string_append_printf (text, "%s:", label);
  for (guint i = 0; i < results->len; i++)
    {
      PipsBlackNWhiteResult *r = &g_array_index (results, PipsBlackNWhiteResult, i);

      g_string_append_printf (text, " [%u %u-%u %u #%u r%u]",
                              r->player, r->black, r->white, r->throws, r->position, r->rolloff);
    }
  g_string_append_c (text, '\n');
}

static inline char *
bnw_fingerprint (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  g_autoptr(GPtrArray) standings = pips_test_standings (game);
  g_autoptr(GArray) active = pips_black_n_white_game_dup_active_players (self);
  g_autoptr(GArray) winners = pips_black_n_white_game_dup_winners (self);
  g_autoptr(GArray) candidates = pips_black_n_white_game_dup_starter_candidates (self);
  g_autoptr(GArray) rolloff = pips_black_n_white_game_dup_rolloff_players (self);
  g_autoptr(GArray) results = pips_black_n_white_game_dup_results (self);
  g_autoptr(GArray) last = pips_black_n_white_game_dup_last_results (self);
  g_autofree char *status = pips_game_dup_status (game);
  g_autofree char *sheet = pips_game_dup_sheet_text (game);
  g_autofree char *outcome = pips_black_n_white_game_dup_last_outcome_text (self);
  GString *text = g_string_new (NULL);
  guint last_player = 0;
  PipsBlackNWhiteOutcome last_outcome;

  last_outcome = pips_black_n_white_game_get_last_outcome (self, &last_player);
  g_string_append_printf (text,
                          "phase %d awaiting %d middle %u out %u total %u loser %d starter %d "
                          "limit %u tens %d chooser %d rolloff %u current %d round %u over %d "
                          "last %d/%u/%d\n",
                          pips_black_n_white_game_get_phase (self),
                          pips_black_n_white_game_get_awaiting (self),
                          pips_black_n_white_game_get_middle (self),
                          pips_black_n_white_game_get_out (self),
                          pips_black_n_white_game_get_total_chips (self),
                          pips_black_n_white_game_get_loser (self),
                          pips_black_n_white_game_get_round_starter (self),
                          pips_black_n_white_game_get_throw_limit (self),
                          pips_black_n_white_game_get_tens (self),
                          pips_black_n_white_game_get_tens_chooser (self),
                          pips_black_n_white_game_get_rolloff (self),
                          pips_game_get_only_player (game),
                          pips_game_get_round (game),
                          pips_game_is_over (game),
                          last_outcome, last_player,
                          pips_black_n_white_game_get_last_tens (self));
  for (guint p = 0; p < pips_game_get_n_players (game); p++)
    g_string_append_printf (text, "player %u: %u chips, state %d\n", p,
                            pips_black_n_white_game_get_chips (self, p),
                            pips_black_n_white_game_get_player_state (self, p));
  bnw_append_players (text, "active", active);
  bnw_append_players (text, "winners", winners);
  bnw_append_players (text, "candidates", candidates);
  bnw_append_players (text, "rolloff", rolloff);
  bnw_append_results (text, "results", results);
  bnw_append_results (text, "last", last);
  for (guint i = 0; i < standings->len; i++)
    {
      PipsTestStanding *s = g_ptr_array_index (standings, i);

      g_string_append_printf (text, "standing %u: rank %u chips %d %s\n",
                              s->player, s->rank, s->chips, s->status ? s->status : "-");
    }
  g_string_append_printf (text, "status: %s\noutcome: %s\n%s", status, outcome, sheet);

  return g_string_free (text, FALSE);
}

/* Checks that chips are conserved: middle + players + out of the game = the total. */
static inline void
bnw_assert_conserved (PipsGame *game)
{
  PipsBlackNWhiteGame *self = PIPS_BLACK_N_WHITE_GAME (game);
  guint sum = pips_black_n_white_game_get_middle (self) + pips_black_n_white_game_get_out (self);

  for (guint p = 0; p < pips_game_get_n_players (game); p++)
    sum += pips_black_n_white_game_get_chips (self, p);

  g_assert_cmpuint (sum, ==, pips_black_n_white_game_get_total_chips (self));
}
