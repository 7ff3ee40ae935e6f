/* pips-yacht-page.h — the pad and the turn of Yacht
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-game-page.h"
#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_YACHT_PAGE (pips_yacht_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsYachtPage, pips_yacht_page, PIPS, YACHT_PAGE, PipsGamePage)

GtkWidget   *pips_yacht_page_new         (PipsSession   *session);
PipsSession *pips_yacht_page_get_session (PipsYachtPage *self);

G_END_DECLS
