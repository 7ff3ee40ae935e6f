/* pips-chart-draw.c — the chart of a game drawn with cairo, for the screen, the print and PDF
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One drawing function (as gnome-power-manager's EggGraphWidget has one), so that what the
 * table sees on screen is what it prints: a line per player of their value after each round,
 * the rounds below, the values left with a grid at round numbers, the legend with the players'
 * names under the plot (wrapped, so that it is readable at 360 px), and for the round the
 * pointer, the finger or the keyboard is on, a line through it and a box with every value.
 * Each player has a colour of the GNOME palette (lighter ones on a dark background) and a marker
 * shape of their own, so that the lines can be told apart without colour too.
 */

#define G_LOG_DOMAIN "pips-chart"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "pips-chart.h"

#define PAD          6.0
#define MARKER       3.5
#define LINE_WIDTH   2.0
#define LEGEND_GAP   14.0
#define SWATCH       12.0
#define N_COLORS     10
#define N_SHAPES     5
#define MAX_MARKED   40   /* points drawn with markers at most; beyond, lines only */

/* The GNOME palette (the HIG's), darker shades on light, lighter on dark; yellow late. */
static const char * const light_colors[N_COLORS] = {
  "#1c71d8", "#c01c28", "#26a269", "#e66100", "#813d9c",
  "#865e3c", "#1a5fb4", "#a51d2d", "#5e5c64", "#c64600",
};
static const char * const dark_colors[N_COLORS] = {
  "#62a0ea", "#f66151", "#57e389", "#ffa348", "#dc8add",
  "#cdab8f", "#99c1f1", "#ff7b63", "#c0bfbc", "#f8e45c",
};

/**
 * pips_chart_get_player_color:
 * @color: (out): the colour of @player's line
 */
void
pips_chart_get_player_color (guint     player,
                             gboolean  dark,
                             GdkRGBA  *color)
{
  gdk_rgba_parse (color, (dark ? dark_colors : light_colors)[player % N_COLORS]);
}

/**
 * pips_chart_style_init_print:
 *
 * The style of the printed sheet and the PDF: black on white.
 */
void
pips_chart_style_init_print (PipsChartStyle *style)
{
  *style = (PipsChartStyle) {
    .foreground = { 0, 0, 0, 1 },
    .background = { 1, 1, 1, 1 },
    .dark = FALSE,
    .font = NULL,
  };
}

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color,
           double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

static void
draw_marker (cairo_t *cr,
             guint    player,
             double   x,
             double   y,
             double   r)
{
  switch (player % N_SHAPES)
    {
    case 0:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
      break;
    case 2:
      cairo_move_to (cr, x, y - r * 1.2);
      cairo_line_to (cr, x + r * 1.2, y + r);
      cairo_line_to (cr, x - r * 1.2, y + r);
      cairo_close_path (cr);
      break;
    case 3:
      cairo_move_to (cr, x, y - r * 1.4);
      cairo_line_to (cr, x + r * 1.4, y);
      cairo_line_to (cr, x, y + r * 1.4);
      cairo_line_to (cr, x - r * 1.4, y);
      cairo_close_path (cr);
      break;
    default:
      cairo_move_to (cr, x - r, y - r * 0.4);
      cairo_line_to (cr, x + r, y - r * 0.4);
      cairo_line_to (cr, x + r, y + r * 0.4);
      cairo_line_to (cr, x - r, y + r * 0.4);
      cairo_close_path (cr);
      break;
    }
  cairo_fill (cr);
}

/* A round step for about four lines of the grid: 1, 2 or 5 times a power of ten. */
static gint64
nice_step (gint64 range)
{
  gint64 step = 1;

  while (step * 5 < range)
    {
      if (step * 2 * 5 >= range)
        return step * 2;
      if (step * 5 * 5 >= range)
        return step * 5;
      step *= 10;
    }

  return step;
}

static char *
format_number (gint64 value)
{
  /* A real minus sign, as the standings write it. */
  return value < 0 ? g_strdup_printf ("−%" G_GINT64_FORMAT, -value)
                   : g_strdup_printf ("%" G_GINT64_FORMAT, value);
}

static void
text_size (PangoLayout *layout,
           const char  *text,
           double      *width,
           double      *height)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
}

static void
draw_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y)
{
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* Lays out the legend in lines within @width; returns its height and, with @cr, draws it at
 * @top. */
static double
legend (cairo_t              *cr,
        PangoLayout          *layout,
        PipsProgress         *progress,
        const PipsChartStyle *style,
        double                width,
        double                top,
        gboolean              draw)
{
  guint n_players = pips_progress_get_n_players (progress);
  double line_height;
  double x = 0;
  double y = top;

  text_size (layout, "Xg", NULL, &line_height);
  line_height = MAX (line_height, SWATCH) + 4;

  for (guint p = 0; p < n_players; p++)
    {
      const char *name = pips_progress_get_player_name (progress, p);
      double w;
      double item;

      text_size (layout, name, &w, NULL);
      item = SWATCH + 4 + MIN (w, width - SWATCH - 4);

      if (x > 0 && x + item > width)
        {
          x = 0;
          y += line_height;
        }

      if (draw)
        {
          GdkRGBA color;

          pips_chart_get_player_color (p, style->dark, &color);
          set_color (cr, &color, 1);
          draw_marker (cr, p, x + SWATCH / 2, y + line_height / 2 - 2, SWATCH / 2 - 1);
          set_color (cr, &style->foreground, 1);
          pango_layout_set_width (layout, (int) ((width - SWATCH - 4) * PANGO_SCALE));
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
          draw_text (cr, layout, name, x + SWATCH + 4, y);
          pango_layout_set_width (layout, -1);
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
        }

      x += item + LEGEND_GAP;
    }

  return y + line_height - top;
}

static double
point_x (const cairo_rectangle_t *plot,
         guint                    n_points,
         guint                    i)
{
  if (n_points <= 1)
    return plot->x + plot->width / 2;

  return plot->x + plot->width * i / (n_points - 1);
}

/**
 * pips_chart_point_at:
 * @plot: the plot's rectangle, as pips_chart_draw() gave it
 *
 * Returns: the point nearest to @x across the plot, or -1 outside it
 */
int
pips_chart_point_at (PipsProgress            *progress,
                     const cairo_rectangle_t *plot,
                     double                   x)
{
  guint n_points = pips_progress_get_n_points (progress);
  double step;

  if (n_points == 0 || plot->width <= 0 || x < plot->x - 12 || x > plot->x + plot->width + 12)
    return -1;
  if (n_points == 1)
    return 0;

  step = plot->width / (n_points - 1);
  return CLAMP ((int) floor ((x - plot->x) / step + 0.5), 0, (int) n_points - 1);
}

/* The box with every player's value at @point, beside its line, inside @plot. */
static void
draw_values (cairo_t                 *cr,
             PangoLayout             *layout,
             PipsProgress            *progress,
             const PipsChartStyle    *style,
             const cairo_rectangle_t *plot,
             guint                    point)
{
  guint n_players = pips_progress_get_n_players (progress);
  /* Translators: the heading of the values at one round of a game's chart, %u is the round */
  g_autofree char *heading = g_strdup_printf (_("Round %u"), pips_progress_get_round (progress, point));
  double line_height;
  double box_w = 0, box_h;
  double x = point_x (plot, pips_progress_get_n_points (progress), point);
  double bx, by;
  double w;

  text_size (layout, heading, &box_w, &line_height);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *value = format_number (pips_progress_get_value (progress, point, p));
      g_autofree char *line = g_strdup_printf ("%s  %s", pips_progress_get_player_name (progress, p), value);

      text_size (layout, line, &w, NULL);
      box_w = MAX (box_w, w + SWATCH + 4);
    }
  box_w = MIN (box_w + 2 * PAD, plot->width);
  box_h = line_height * (n_players + 1) + 2 * PAD;

  /* Right of the line, or left where there is no room. */
  bx = x + 8 + box_w <= plot->x + plot->width ? x + 8 : x - 8 - box_w;
  bx = MAX (bx, plot->x);
  by = plot->y;

  /* The line through the round */
  set_color (cr, &style->foreground, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, round (x) + 0.5, plot->y);
  cairo_line_to (cr, round (x) + 0.5, plot->y + plot->height);
  cairo_stroke (cr);

  set_color (cr, &style->background, 0.94);
  cairo_rectangle (cr, bx, by, box_w, box_h);
  cairo_fill_preserve (cr);
  set_color (cr, &style->foreground, 0.25);
  cairo_stroke (cr);

  cairo_save (cr);
  cairo_rectangle (cr, bx, by, box_w, box_h);
  cairo_clip (cr);
  set_color (cr, &style->foreground, 1);
  draw_text (cr, layout, heading, bx + PAD, by + PAD);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *value = format_number (pips_progress_get_value (progress, point, p));
      g_autofree char *line = g_strdup_printf ("%s  %s", pips_progress_get_player_name (progress, p), value);
      double ly = by + PAD + line_height * (p + 1);
      GdkRGBA color;

      pips_chart_get_player_color (p, style->dark, &color);
      set_color (cr, &color, 1);
      draw_marker (cr, p, bx + PAD + SWATCH / 2, ly + line_height / 2, SWATCH / 2 - 2);
      set_color (cr, &style->foreground, 1);
      draw_text (cr, layout, line, bx + PAD + SWATCH + 4, ly);
    }
  cairo_restore (cr);
}

/**
 * pips_chart_draw:
 * @cr: where to draw, in units of @width and @height (pixels on screen, points on paper)
 * @selected: the point whose values to show, or -1
 * @plot: (out) (optional): where the plot went, for pips_chart_point_at()
 *
 * Draws the chart of @progress into a @width × @height box at the origin.
 */
void
pips_chart_draw (cairo_t              *cr,
                 PipsProgress         *progress,
                 const PipsChartStyle *style,
                 double                width,
                 double                height,
                 int                   selected,
                 cairo_rectangle_t    *plot_out)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoFontDescription) default_font = NULL;
  guint n_points = pips_progress_get_n_points (progress);
  guint n_players = pips_progress_get_n_players (progress);
  cairo_rectangle_t plot;
  gint64 min, max, step, lo, hi;
  double label_w = 0, label_h = 0, round_w = 0;
  double legend_h;
  guint every;

  layout = pango_cairo_create_layout (cr);
  if (style->font != NULL)
    pango_layout_set_font_description (layout, style->font);
  else
    {
      default_font = pango_font_description_from_string ("Sans 9");
      pango_layout_set_font_description (layout, default_font);
    }

  /* The values: a grid at round numbers that takes in every value (and 0 for chips and mats). */
  pips_progress_get_range (progress, &min, &max);
  if (pips_progress_get_unit (progress) != PIPS_UNIT_POINTS || min > 0)
    min = MIN (min, 0);
  if (max <= min)
    max = min + 1;
  step = nice_step (max - min);
  lo = (min >= 0 ? min / step : -((-min + step - 1) / step)) * step;
  hi = (max >= 0 ? (max + step - 1) / step : -(-max / step)) * step;
  for (gint64 v = lo; v <= hi; v += step)
    {
      g_autofree char *text = format_number (v);
      double w;

      text_size (layout, text, &w, &label_h);
      label_w = MAX (label_w, w);
    }

  {
    g_autofree char *text = g_strdup_printf ("%u", pips_progress_get_round (progress, n_points - 1));

    text_size (layout, text, &round_w, NULL);
  }

  legend_h = legend (cr, layout, progress, style, width, 0, FALSE);
  plot.x = label_w + PAD + MARKER;
  plot.y = label_h / 2 + MARKER;
  plot.width = MAX (1, width - plot.x - MARKER - round_w / 2);
  plot.height = MAX (1, height - plot.y - label_h - PAD - legend_h - PAD - MARKER);
  if (plot_out != NULL)
    *plot_out = plot;

  cairo_save (cr);

  /* The grid and its values */
  cairo_set_line_width (cr, 1);
  for (gint64 v = lo; v <= hi; v += step)
    {
      g_autofree char *text = format_number (v);
      double y = round (plot.y + plot.height * (double) (hi - v) / (double) (hi - lo)) + 0.5;
      double w;

      set_color (cr, &style->foreground, v == 0 ? 0.45 : 0.15);
      cairo_move_to (cr, plot.x - MARKER, y);
      cairo_line_to (cr, plot.x + plot.width + MARKER, y);
      cairo_stroke (cr);

      text_size (layout, text, &w, NULL);
      set_color (cr, &style->foreground, 0.7);
      draw_text (cr, layout, text, plot.x - MARKER - PAD / 2 - w, y - label_h / 2);
    }

  /* The rounds below, as many as fit */
  every = 1;
  if (n_points > 1)
    while (every < n_points && plot.width / (n_points - 1) * every < round_w + 2 * PAD)
      every++;
  set_color (cr, &style->foreground, 0.7);
  for (guint i = 0; i < n_points; i++)
    {
      g_autofree char *text = NULL;
      double w;

      if (i % every != 0)
        continue;

      text = g_strdup_printf ("%u", pips_progress_get_round (progress, i));
      text_size (layout, text, &w, NULL);
      draw_text (cr, layout, text, point_x (&plot, n_points, i) - w / 2,
                 plot.y + plot.height + MARKER + PAD / 2);
    }

  /* A line for each player, the leaders' last */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    for (guint p = 0; p < n_players; p++)
      {
        gboolean leads = pips_progress_get_rank (progress, n_points - 1, p) == 1;
        GdkRGBA color;

        if (leads != (pass == 1))
          continue;

        pips_chart_get_player_color (p, style->dark, &color);
        set_color (cr, &color, 1);
        cairo_set_line_width (cr, LINE_WIDTH);
        for (guint i = 0; i < n_points; i++)
          {
            double x = point_x (&plot, n_points, i);
            double y = plot.y + plot.height * (double) (hi - pips_progress_get_value (progress, i, p)) / (double) (hi - lo);

            if (i == 0)
              cairo_move_to (cr, x, y);
            else
              cairo_line_to (cr, x, y);
          }
        cairo_stroke (cr);

        if (n_points <= MAX_MARKED)
          for (guint i = 0; i < n_points; i++)
            draw_marker (cr, p, point_x (&plot, n_points, i),
                         plot.y + plot.height * (double) (hi - pips_progress_get_value (progress, i, p)) / (double) (hi - lo),
                         (int) i == selected ? MARKER + 1.5 : MARKER);
      }

  legend (cr, layout, progress, style, width, plot.y + plot.height + label_h + PAD + MARKER + PAD, TRUE);

  if (selected >= 0 && (guint) selected < n_points)
    draw_values (cr, layout, progress, style, &plot, selected);

  cairo_restore (cr);
}

/**
 * pips_chart_dup_title:
 *
 * Returns: (transfer full): what the chart shows ("Points After Each Round")
 */
char *
pips_chart_dup_title (PipsProgress *progress)
{
  switch (pips_progress_get_unit (progress))
    {
    case PIPS_UNIT_CHIPS:
      return g_strdup (_("Chips After Each Round"));
    case PIPS_UNIT_MATS:
      return g_strdup (_("Beer Mats After Each Round"));
    case PIPS_UNIT_POINTS:
      return g_strdup (_("Points After Each Round"));
    case PIPS_UNIT_NONE:
    default:
      return g_strdup (_("Standings After Each Round"));
    }
}

/**
 * pips_chart_dup_description:
 *
 * Returns: (transfer full): what the chart shows and who leads, for a screen reader and the
 *   print ("Points after each round, 10 rounds. Anna leads with 414 points.")
 */
char *
pips_chart_dup_description (PipsProgress *progress)
{
  guint n_points = pips_progress_get_n_points (progress);
  guint last_round = pips_progress_get_round (progress, n_points - 1);
  g_autoptr(GPtrArray) leaders = g_ptr_array_new ();
  g_autofree char *title = pips_chart_dup_title (progress);
  g_autofree char *rounds = NULL;
  g_autofree char *value = NULL;
  g_autofree char *names = NULL;
  int leader = -1;

  for (guint p = 0; p < pips_progress_get_n_players (progress); p++)
    if (pips_progress_get_rank (progress, n_points - 1, p) == 1)
      {
        g_ptr_array_add (leaders, (gpointer) pips_progress_get_player_name (progress, p));
        if (leader < 0)
          leader = p;
      }
  g_ptr_array_add (leaders, NULL);

  /* Translators: part of a chart's description, %u is the number of rounds shown */
  rounds = g_strdup_printf (ngettext ("%u round", "%u rounds", last_round), last_round);
  if (leader < 0)
    /* Translators: a chart's description: its title ("Points After Each Round") and "10 rounds" */
    return g_strdup_printf (_("%s, %s."), title, rounds);

  value = pips_unit_format (pips_progress_get_unit (progress),
                            pips_progress_get_value (progress, n_points - 1, leader));
  names = g_strjoinv (_(" and "), (char **) leaders->pdata);

  if (leaders->len - 1 > 1)
    /* Translators: a chart's description: its title, "10 rounds", the names of the players
     * who lead together ("Anna and Ben") and their value ("40 points") */
    return g_strdup_printf (_("%s, %s. %s lead with %s."), title, rounds, names, value);

  /* Translators: a chart's description: its title, "10 rounds", who leads and their value */
  return g_strdup_printf (_("%s, %s. %s leads with %s."), title, rounds, names, value);
}
