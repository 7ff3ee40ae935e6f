/* pips-chili-page.h — the pad and the turn of Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-game-page.h"
#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_CHILI_PAGE (pips_chili_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsChiliPage, pips_chili_page, PIPS, CHILI_PAGE, PipsGamePage)

GtkWidget   *pips_chili_page_new         (PipsSession   *session);
PipsSession *pips_chili_page_get_session (PipsChiliPage *self);

G_END_DECLS
