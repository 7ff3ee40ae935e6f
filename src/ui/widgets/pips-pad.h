/* pips-pad.h — a score pad: a column per player, a row per box
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pips-game.h"

G_BEGIN_DECLS

/**
 * PipsPadRowStyle:
 * @PIPS_PAD_ROW_PLAIN: a row like any other
 * @PIPS_PAD_ROW_GROUP_END: the last row of a group: a line under it
 * @PIPS_PAD_ROW_SUM: a sum: bold, a line over it
 * @PIPS_PAD_ROW_TOTAL: the total: bolder, the last row
 *
 * How a row of the pad looks; the flags add up.
 */
typedef enum
{
  PIPS_PAD_ROW_PLAIN     = 0,
  PIPS_PAD_ROW_GROUP_END = 1 << 0,
  PIPS_PAD_ROW_SUM       = 1 << 1,
  PIPS_PAD_ROW_TOTAL     = 1 << 2,
} PipsPadRowStyle;

#define PIPS_TYPE_PAD (pips_pad_get_type ())
G_DECLARE_FINAL_TYPE (PipsPad, pips_pad, PIPS, PAD, GtkWidget)

GtkWidget  *pips_pad_new             (void);

gboolean    pips_pad_get_compact     (PipsPad         *self);
void        pips_pad_set_compact     (PipsPad         *self,
                                      gboolean         compact);
gboolean    pips_pad_get_narrow      (PipsPad         *self);
void        pips_pad_set_narrow      (PipsPad         *self,
                                      gboolean         narrow);
int         pips_pad_get_current     (PipsPad         *self);
void        pips_pad_set_current     (PipsPad         *self,
                                      int              current);

guint       pips_pad_append_row      (PipsPad         *self,
                                      PipsPadRowStyle  style,
                                      const char      *title,
                                      const char      *key,
                                      const char      *tooltip);
void        pips_pad_set_row_action  (PipsPad         *self,
                                      guint            row,
                                      const char      *action_name,
                                      const char      *target);
void        pips_pad_set_players     (PipsPad         *self,
                                      PipsGame        *game);
guint       pips_pad_get_n_players   (PipsPad         *self);

void        pips_pad_set_points      (PipsPad         *self,
                                      guint            player,
                                      guint            row,
                                      guint            points,
                                      gboolean         dim);
void        pips_pad_set_text        (PipsPad         *self,
                                      guint            player,
                                      guint            row,
                                      const char      *text,
                                      const char      *accessible_label,
                                      gboolean         dim);
void        pips_pad_set_free        (PipsPad         *self,
                                      guint            player,
                                      guint            row);
GtkWidget  *pips_pad_offer           (PipsPad         *self,
                                      guint            player,
                                      guint            row,
                                      guint            points,
                                      const char      *accessible_label);
void        pips_pad_set_mark        (PipsPad         *self,
                                      guint            player,
                                      guint            row,
                                      const char      *css_class);

GtkWidget  *pips_pad_get_cell        (PipsPad         *self,
                                      guint            player,
                                      guint            row);
GtkWidget  *pips_pad_get_value       (PipsPad         *self,
                                      guint            player,
                                      guint            row);
GtkWidget  *pips_pad_get_option      (PipsPad         *self,
                                      guint            player,
                                      guint            row);

void        pips_pad_scroll_to_player (PipsPad        *self,
                                       int             player);

G_END_DECLS
