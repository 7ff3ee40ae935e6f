/* pips-black-n-white-page.h — the page of Black’n’White: chips, the round, and entering results
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

#define PIPS_TYPE_BLACK_N_WHITE_PAGE (pips_black_n_white_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsBlackNWhitePage, pips_black_n_white_page, PIPS, BLACK_N_WHITE_PAGE, PipsGamePage)

GtkWidget   *pips_black_n_white_page_new         (PipsSession         *session);
PipsSession *pips_black_n_white_page_get_session (PipsBlackNWhitePage *self);

G_END_DECLS
