/* pips-chart.h — a line chart of each player's value after each round
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pips-progress.h"

G_BEGIN_DECLS

/**
 * PipsChartStyle:
 * @foreground: text and axes
 * @background: what the chart is drawn on (the box of the values at a round)
 * @dark: whether the background is dark (the players' colours are lighter then)
 * @font: (nullable): the font of the labels; a 9 pt sans by default
 *
 * How pips_chart_draw() draws, so that the screen, the print and the PDF share one drawing.
 */
typedef struct
{
  GdkRGBA                     foreground;
  GdkRGBA                     background;
  gboolean                    dark;
  const PangoFontDescription *font;
} PipsChartStyle;

void      pips_chart_style_init_print (PipsChartStyle        *style);
void      pips_chart_get_player_color (guint                  player,
                                       gboolean               dark,
                                       GdkRGBA               *color);
void      pips_chart_draw             (cairo_t               *cr,
                                       PipsProgress          *progress,
                                       const PipsChartStyle  *style,
                                       double                 width,
                                       double                 height,
                                       int                    selected,
                                       cairo_rectangle_t     *plot);
int       pips_chart_point_at         (PipsProgress          *progress,
                                       const cairo_rectangle_t *plot,
                                       double                 x);
char     *pips_chart_dup_title        (PipsProgress          *progress);
char     *pips_chart_dup_description  (PipsProgress          *progress);

#define PIPS_TYPE_CHART (pips_chart_get_type ())
G_DECLARE_FINAL_TYPE (PipsChart, pips_chart, PIPS, CHART, GtkWidget)

GtkWidget    *pips_chart_new          (void);
PipsProgress *pips_chart_get_progress (PipsChart    *self);
void          pips_chart_set_progress (PipsChart    *self,
                                       PipsProgress *progress);
int           pips_chart_get_selected (PipsChart    *self);
void          pips_chart_set_selected (PipsChart    *self,
                                       int           point);

G_END_DECLS
