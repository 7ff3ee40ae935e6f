/* pips-chicago-page.h — the mats, the announcement and the attempts of Chicago
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-game-page.h"
#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_CHICAGO_PAGE (pips_chicago_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsChicagoPage, pips_chicago_page, PIPS, CHICAGO_PAGE, PipsGamePage)

GtkWidget *pips_chicago_page_new (PipsSession *session);

G_END_DECLS
