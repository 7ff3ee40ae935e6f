/* pips-chip-counter.h — how many chips someone (or the middle) holds
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PIPS_TYPE_CHIP_COUNTER (pips_chip_counter_get_type ())
G_DECLARE_FINAL_TYPE (PipsChipCounter, pips_chip_counter, PIPS, CHIP_COUNTER, GtkWidget)

GtkWidget  *pips_chip_counter_new           (const char      *label,
                                             guint            count);

guint       pips_chip_counter_get_count     (PipsChipCounter *self);
void        pips_chip_counter_set_count     (PipsChipCounter *self,
                                             guint            count);
const char *pips_chip_counter_get_label     (PipsChipCounter *self);
void        pips_chip_counter_set_label     (PipsChipCounter *self,
                                             const char      *label);
gboolean    pips_chip_counter_get_highlight (PipsChipCounter *self);
void        pips_chip_counter_set_highlight (PipsChipCounter *self,
                                             gboolean         highlight);
guint       pips_chip_counter_get_max_chips (PipsChipCounter *self);
void        pips_chip_counter_set_max_chips (PipsChipCounter *self,
                                             guint            max_chips);

G_END_DECLS
