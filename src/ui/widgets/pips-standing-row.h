/* pips-standing-row.h — a row of the final standings
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-standing.h"

G_BEGIN_DECLS

GtkWidget *pips_standing_row_new       (PipsStanding *standing);
void       pips_standing_list_bind     (GtkListBox   *list,
                                        GListModel   *standings);

G_END_DECLS
