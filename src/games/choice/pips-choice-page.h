/* pips-choice-page.h — the sheets and the throw of Choice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-game-page.h"
#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_CHOICE_PAGE (pips_choice_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsChoicePage, pips_choice_page, PIPS, CHOICE_PAGE, PipsGamePage)

GtkWidget   *pips_choice_page_new         (PipsSession    *session);
PipsSession *pips_choice_page_get_session (PipsChoicePage *self);

G_END_DECLS
