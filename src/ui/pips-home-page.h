/* pips-home-page.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-store.h"

G_BEGIN_DECLS

#define PIPS_TYPE_HOME_PAGE (pips_home_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsHomePage, pips_home_page, PIPS, HOME_PAGE, AdwNavigationPage)

void pips_home_page_set_store (PipsHomePage *self,
                               PipsStore    *store);

G_END_DECLS
