/* pips-chip-stack.h — a few chips drawn as small stacks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PIPS_TYPE_CHIP_STACK (pips_chip_stack_get_type ())
G_DECLARE_FINAL_TYPE (PipsChipStack, pips_chip_stack, PIPS, CHIP_STACK, GtkWidget)

GtkWidget *pips_chip_stack_new           (void);

guint      pips_chip_stack_get_count     (PipsChipStack *self);
void       pips_chip_stack_set_count     (PipsChipStack *self,
                                          guint          count);
guint      pips_chip_stack_get_max_chips (PipsChipStack *self);
void       pips_chip_stack_set_max_chips (PipsChipStack *self,
                                          guint          max_chips);

G_END_DECLS
