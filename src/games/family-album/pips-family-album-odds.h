/* pips-family-album-odds.h — the odds of Family Album: a picture's chance and a bet's expected chips
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pips-family-album-rules.h"

G_BEGIN_DECLS

/* The chance of a picture: pips_family_album_picture_get_odds() and
 * pips_family_album_picture_count_covering() in pips-family-album-album.h. */

double    pips_family_album_game_get_throw_odds (PipsFamilyAlbumGame *self);
gboolean  pips_family_album_game_get_bet_odds   (PipsFamilyAlbumGame *self,
                                                 guint                player,
                                                 guint                chips,
                                                 double              *yes,
                                                 double              *no);

G_END_DECLS
