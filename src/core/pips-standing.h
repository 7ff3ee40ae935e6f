/* pips-standing.h — where one player stands: rank, value and unit, detail and status
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * PipsUnit:
 * @PIPS_UNIT_NONE: the value means nothing on its own (only the rank counts)
 * @PIPS_UNIT_POINTS: points (may be negative)
 * @PIPS_UNIT_CHIPS: chips held
 * @PIPS_UNIT_MATS: beer mats held
 *
 * What a standing's value counts. The id of each unit (pips_unit_to_id()) is written into the
 * JSON summary.
 */
typedef enum
{
  PIPS_UNIT_NONE,
  PIPS_UNIT_POINTS,
  PIPS_UNIT_CHIPS,
  PIPS_UNIT_MATS,
} PipsUnit;

const char *pips_unit_to_id   (PipsUnit unit);
char       *pips_unit_format  (PipsUnit unit,
                               gint64   value);

#define PIPS_TYPE_STANDING (pips_standing_get_type ())
G_DECLARE_FINAL_TYPE (PipsStanding, pips_standing, PIPS, STANDING, GObject)

PipsStanding *pips_standing_new         (guint         player,
                                         const char   *name,
                                         guint         rank,
                                         gint64        value,
                                         PipsUnit      unit,
                                         const char   *detail,
                                         const char   *status);
guint         pips_standing_get_player  (PipsStanding *self);
const char   *pips_standing_get_name    (PipsStanding *self);
guint         pips_standing_get_rank    (PipsStanding *self);
gint64        pips_standing_get_value   (PipsStanding *self);
PipsUnit      pips_standing_get_unit    (PipsStanding *self);
const char   *pips_standing_get_detail  (PipsStanding *self);
const char   *pips_standing_get_status  (PipsStanding *self);
char         *pips_standing_dup_value_text (PipsStanding *self);

GListModel   *pips_standings_new_sorted (GPtrArray    *standings);

void          pips_rank_competition     (const gint64 *values,
                                         guint         n_values,
                                         gboolean      higher_is_better,
                                         guint         first_rank,
                                         guint        *ranks);

G_END_DECLS
