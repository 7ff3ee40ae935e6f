/* pips-die-private.h — what the files of PipsDie share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - pips-die.c: the object, its properties and marks, input.
 * - pips-die-draw.c: size and drawing (pips or a picture on a CSS body).
 * - pips-die-text.c: what a die shows in words (accessible label, tooltip).
 */

#pragma once

#include "pips-die.h"

G_BEGIN_DECLS

#define DEFAULT_SIZE 48
#define MIN_SIZE     12
#define SHRINK_SIZE  24 /* how small a die may get when there is not enough room */

struct _PipsDie
{
  GtkWidget     parent_instance;

  GtkWidget    *body;

  PipsDieKind   kind;
  PipsDieMarks  marks;
  guint         face;
  int           size;
  guint         number;
  char        **picture_icons;
  char        **picture_labels;

  guint         activatable : 1;
};

void _pips_die_measure           (GtkWidget      *widget,
                                  GtkOrientation  orientation,
                                  int             for_size,
                                  int            *minimum,
                                  int            *natural,
                                  int            *minimum_baseline,
                                  int            *natural_baseline);
void _pips_die_size_allocate     (GtkWidget      *widget,
                                  int             width,
                                  int             height,
                                  int             baseline);
void _pips_die_snapshot          (GtkWidget      *widget,
                                  GtkSnapshot    *snapshot);
void _pips_die_update_accessible (PipsDie        *self);

G_END_DECLS
