/* pips-standing-row.h — a row of the final standings
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-standing.h"

G_BEGIN_DECLS

#define PIPS_TYPE_STANDING_ROW (pips_standing_row_get_type ())
G_DECLARE_FINAL_TYPE (PipsStandingRow, pips_standing_row, PIPS, STANDING_ROW, AdwActionRow)

GtkWidget    *pips_standing_row_new          (PipsStanding    *standing);
PipsStanding *pips_standing_row_get_standing (PipsStandingRow *self);

G_END_DECLS
