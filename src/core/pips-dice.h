/* pips-dice.h — faces, parsing, formatting and a virtual roller
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define PIPS_DIE_MIN_FACE 1
#define PIPS_DIE_MAX_FACE 6

#define PIPS_DICE_ERROR (pips_dice_error_quark ())

typedef enum
{
  PIPS_DICE_ERROR_FACE,   /* a face outside 1–6, or not a digit */
  PIPS_DICE_ERROR_COUNT,  /* the wrong number of dice */
} PipsDiceError;

GQuark    pips_dice_error_quark (void);

gboolean  pips_die_face_is_valid (gint64         face);
gboolean  pips_dice_parse        (const char    *text,
                                  guint          n_dice,
                                  guint8        *faces,
                                  GError       **error);
char     *pips_dice_format       (const guint8  *faces,
                                  guint          n_dice);
guint     pips_dice_sum          (const guint8  *faces,
                                  guint          n_dice);
void      pips_dice_count        (const guint8  *faces,
                                  guint          n_dice,
                                  guint          counts[7]);

#define PIPS_TYPE_ROLLER (pips_roller_get_type ())
G_DECLARE_FINAL_TYPE (PipsRoller, pips_roller, PIPS, ROLLER, GObject)

PipsRoller *pips_roller_new        (void);
PipsRoller *pips_roller_new_seeded (guint32      seed);
guint8      pips_roller_roll       (PipsRoller  *self);
void        pips_roller_roll_dice  (PipsRoller  *self,
                                    guint8      *faces,
                                    guint        n_dice,
                                    const gboolean *keep);
guint32     pips_roller_range      (PipsRoller  *self,
                                    guint32      end);

G_END_DECLS
