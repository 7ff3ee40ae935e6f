/* pips-statistics-page.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-player-names.h"
#include "pips-statistics.h"
#include "pips-store.h"

G_BEGIN_DECLS

#define PIPS_TYPE_STATISTICS_PAGE (pips_statistics_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsStatisticsPage, pips_statistics_page, PIPS, STATISTICS_PAGE, AdwNavigationPage)

PipsStatisticsPage *pips_statistics_page_new            (PipsStore          *store,
                                                         PipsPlayerNames    *names,
                                                         const char         *game_id);
const char         *pips_statistics_page_get_game       (PipsStatisticsPage *self);
void                pips_statistics_page_set_game       (PipsStatisticsPage *self,
                                                         const char         *game_id);
PipsStatistics     *pips_statistics_page_get_statistics (PipsStatisticsPage *self);
gboolean            pips_statistics_page_merge          (PipsStatisticsPage *self,
                                                         const char         *name,
                                                         const char         *into);
gboolean            pips_statistics_page_split          (PipsStatisticsPage *self,
                                                         const char         *name);
AdwNavigationPage  *pips_statistics_page_show_player    (PipsStatisticsPage *self,
                                                         const char         *name);

G_END_DECLS
