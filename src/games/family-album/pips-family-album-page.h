/* pips-family-album-page.h — the page of Family Album: chips, the album, stakes, bets and throws
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-dice.h"
#include "pips-game-page.h"
#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_FAMILY_ALBUM_PAGE (pips_family_album_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsFamilyAlbumPage, pips_family_album_page, PIPS, FAMILY_ALBUM_PAGE, PipsGamePage)

GtkWidget *pips_family_album_page_new        (PipsSession         *session);

G_END_DECLS
