/* pips-print.c — a game's sheet on paper and in a PDF
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The printed sheet is what the pad would have been: the game and its title, the date, the
 * players, then the sheet with its totals and the standings (the text of Copy Results, set in a
 * monospace font so that its columns stand), and the chart of how the game went
 * (pips_chart_draw(), the drawing of the screen, in black on white). The text is set as large
 * as the page's width allows (10 pt at most, 6 at least; a line longer still wraps), so that long
 * names and many players never run off the page, and goes on over as many pages as it needs; the chart follows it, on
 * a page of its own where the last has no room. Any paper works; Export as PDF
 * (pips_print_export_pdf()) writes the same pages without a dialog.
 */

#define G_LOG_DOMAIN "pips-print"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "pips-chart.h"
#include "pips-print.h"
#include "pips-progress.h"

#define MAX_POINTS   10.0
#define MIN_POINTS   6.0
#define HEADING_SIZE 16.0
#define GAP          12.0

typedef struct
{
  PipsSession  *session;
  PipsProgress *progress;
  char        **lines;        /* the sheet and the standings, a line each */
  guint         n_lines;
  double        font_size;    /* of the sheet, in points */
  double        line_height;
  double        heading_height;
  GArray       *page_starts;  /* guint: the first line of each page of text */
  guint         text_pages;
  gboolean      chart_own_page;
  double        chart_top;    /* where the chart starts on the last text page */
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  g_clear_object (&job->session);
  g_clear_object (&job->progress);
  g_strfreev (job->lines);
  g_clear_pointer (&job->page_starts, g_array_unref);
  g_free (job);
}

static PangoLayout *
new_layout (GtkPrintContext *context,
            const char      *family,
            double           size,
            gboolean         bold)
{
  PangoLayout *layout = gtk_print_context_create_pango_layout (context);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (family);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);

  return layout;
}

static char *
dup_heading (PipsSession *session)
{
  return g_strdup (pips_session_get_title (session));
}

static char *
dup_subheading (PipsSession *session)
{
  g_autofree char *date = g_date_time_format (pips_session_get_created (session), "%x");
  g_autofree char *players = g_strjoinv (", ", (char **) pips_session_get_players (session));

  /* Translators: under a printed sheet's title: the date it was played and the players */
  return g_strdup_printf (_("%s · %s"), date, players);
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *heading = dup_heading (job->session);
  g_autofree char *subheading = dup_subheading (job->session);
  double chart_height;
  double longest = 0;
  int w, h;

  /* The heading, as tall as it wraps. */
  layout = new_layout (context, "Sans", HEADING_SIZE, TRUE);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, heading, -1);
  pango_layout_get_size (layout, NULL, &h);
  job->heading_height = (double) h / PANGO_SCALE;
  g_clear_object (&layout);
  layout = new_layout (context, "Sans", MAX_POINTS, FALSE);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, subheading, -1);
  pango_layout_get_size (layout, NULL, &h);
  job->heading_height += (double) h / PANGO_SCALE + GAP;
  g_clear_object (&layout);

  /* The sheet's size: its longest line fits the width. Glyphs are placed on whole points, so
   * the width does not shrink in step with the size: measured again at each size tried. */
  job->font_size = MAX_POINTS;
  for (;;)
    {
      longest = 0;
      layout = new_layout (context, "Monospace", job->font_size, FALSE);
      for (guint i = 0; i < job->n_lines; i++)
        {
          pango_layout_set_text (layout, job->lines[i], -1);
          pango_layout_get_size (layout, &w, NULL);
          longest = MAX (longest, (double) w / PANGO_SCALE);
        }
      g_clear_object (&layout);

      if (longest <= width || job->font_size <= MIN_POINTS)
        break;
      job->font_size = MAX (MIN_POINTS, MIN (job->font_size - 0.25, job->font_size * width / longest));
    }
  layout = new_layout (context, "Monospace", job->font_size, FALSE);
  pango_layout_set_text (layout, "Xg", -1);
  pango_layout_get_size (layout, NULL, &h);
  job->line_height = (double) h / PANGO_SCALE;

  /* Lines still too long at the smallest size wrap; the pages take whole lines. */
  {
    double top = job->heading_height;
    double line_top = 0;

    g_clear_pointer (&job->page_starts, g_array_unref);
    job->page_starts = g_array_new (FALSE, FALSE, sizeof (guint));
    g_array_append_val (job->page_starts, (guint) { 0 });

    layout = new_layout (context, "Monospace", job->font_size, FALSE);
    pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
    pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    for (guint i = 0; i < job->n_lines; i++)
      {
        double line_height;

        pango_layout_set_text (layout, job->lines[i], -1);
        pango_layout_get_size (layout, NULL, &h);
        line_height = MAX ((double) h / PANGO_SCALE, job->line_height);

        if (top + line_top + line_height > height && line_top > 0)
          {
            g_array_append_val (job->page_starts, i);
            top = 0;
            line_top = 0;
          }
        line_top += line_height;
      }
    g_clear_object (&layout);

    job->text_pages = job->page_starts->len;

    /* The chart below the text on its last page, or on a page of its own. */
    chart_height = MIN (width * 0.6, height * 0.5);
    job->chart_own_page = job->progress != NULL && top + line_top + GAP + chart_height > height;
    job->chart_top = job->chart_own_page ? 0 : top + line_top + GAP;
  }

  gtk_print_operation_set_n_pages (operation, job->text_pages + (job->chart_own_page ? 1 : 0));
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  g_autoptr(PangoLayout) layout = NULL;
  double y = 0;
  guint first, last;

  cairo_set_source_rgb (cr, 0, 0, 0);

  if (page == 0)
    {
      g_autofree char *heading = dup_heading (job->session);
      g_autofree char *subheading = dup_subheading (job->session);
      int h;

      layout = new_layout (context, "Sans", HEADING_SIZE, TRUE);
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_text (layout, heading, -1);
      cairo_move_to (cr, 0, 0);
      pango_cairo_show_layout (cr, layout);
      pango_layout_get_size (layout, NULL, &h);
      y = (double) h / PANGO_SCALE;
      g_clear_object (&layout);

      layout = new_layout (context, "Sans", MAX_POINTS, FALSE);
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_text (layout, subheading, -1);
      cairo_move_to (cr, 0, y);
      pango_cairo_show_layout (cr, layout);
      y = job->heading_height;
      g_clear_object (&layout);
    }

  /* The sheet's lines of this page */
  if ((guint) page < job->text_pages)
    {
      first = g_array_index (job->page_starts, guint, page);
      last = (guint) page + 1 < job->page_starts->len ? g_array_index (job->page_starts, guint, page + 1)
                                                        : job->n_lines;
      layout = new_layout (context, "Monospace", job->font_size, FALSE);
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      for (guint i = first; i < last; i++)
        {
          int h;

          pango_layout_set_text (layout, job->lines[i], -1);
          cairo_move_to (cr, 0, y);
          pango_cairo_show_layout (cr, layout);
          pango_layout_get_size (layout, NULL, &h);
          y += MAX ((double) h / PANGO_SCALE, job->line_height);
        }
    }

  /* The chart, after the last lines */
  if ((guint) page == job->text_pages - 1 + (job->chart_own_page ? 1 : 0) && job->progress != NULL)
    {
      PipsChartStyle style;
      g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
      double top = job->chart_top;
      double chart_height = MIN (width * 0.6, height - top);

      pango_font_description_set_absolute_size (font, 8 * PANGO_SCALE);
      pips_chart_style_init_print (&style);
      style.font = font;

      cairo_save (cr);
      cairo_translate (cr, 0, top);
      pips_chart_draw (cr, job->progress, &style, width, chart_height, -1, NULL);
      cairo_restore (cr);
    }
}

/* The sheet's tables (tab-separated lines, a block of them a table) in columns of spaces, as wide
 * as their widest cell, so that the monospace text is a grid that scales with its font. */
static char **
lay_out_tables (char **lines)
{
  GPtrArray *out = g_ptr_array_new ();
  guint n = g_strv_length (lines);

  for (guint i = 0; i < n;)
    {
      g_autoptr(GArray) widths = g_array_new (FALSE, TRUE, sizeof (glong));
      guint end = i;

      if (strchr (lines[i], '\t') == NULL)
        {
          g_ptr_array_add (out, g_strdup (lines[i++]));
          continue;
        }

      /* The block of the table, and each column's width in characters. */
      while (end < n && strchr (lines[end], '\t') != NULL)
        {
          g_auto(GStrv) cells = g_strsplit (lines[end], "\t", -1);

          for (guint c = 0; cells[c] != NULL; c++)
            {
              glong length = g_utf8_strlen (cells[c], -1);

              if (c >= widths->len)
                g_array_set_size (widths, c + 1);
              g_array_index (widths, glong, c) = MAX (g_array_index (widths, glong, c), length);
            }
          end++;
        }

      for (; i < end; i++)
        {
          g_auto(GStrv) cells = g_strsplit (lines[i], "\t", -1);
          GString *line = g_string_new (NULL);

          for (guint c = 0; cells[c] != NULL; c++)
            {
              g_string_append (line, cells[c]);
              if (cells[c + 1] != NULL)
                for (glong pad = g_utf8_strlen (cells[c], -1); pad < g_array_index (widths, glong, c) + 2; pad++)
                  g_string_append_c (line, ' ');
            }
          g_ptr_array_add (out, g_string_free (line, FALSE));
        }
    }

  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

/**
 * pips_print_operation_new:
 *
 * Returns: (transfer full): the print of @session's sheet, to run
 */
GtkPrintOperation *
pips_print_operation_new (PipsSession *session)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  PrintJob *job = g_new0 (PrintJob, 1);
  g_autofree char *text = pips_session_summary_text (session);
  g_autofree char *name = NULL;

  job->session = g_object_ref (session);
  job->progress = pips_progress_new_for_session (session, NULL);
  /* A game that has not ended a round yet has nothing to chart (its one point is where it
   * stands): no empty 0–1 chart. */
  if (job->progress != NULL && pips_progress_get_n_points (job->progress) < 2 &&
      !pips_session_get_is_over (session))
    g_clear_object (&job->progress);
  {
    g_auto(GStrv) raw = g_strsplit (g_strchomp (text), "\n", -1);

    /* Its first line (the title and the players) is the page's heading. */
    job->lines = lay_out_tables (raw[0] != NULL ? raw + 1 : raw);
  }
  job->n_lines = g_strv_length (job->lines);

  name = g_strdup (pips_session_get_title (session));
  gtk_print_operation_set_job_name (operation, name);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  g_object_set_data_full (G_OBJECT (operation), "pips-print-job", job,
                          (GDestroyNotify) print_job_free);

  return operation;
}

/**
 * pips_print_export_pdf:
 * @paper: (nullable): a paper size name ("iso_a4", "iso_a5"); A4 by default
 * @n_pages: (out) (optional): the pages written
 *
 * Writes the printed sheet of @session to @path as a PDF, without a dialog.
 *
 * Returns: whether it was written
 */
gboolean
pips_print_export_pdf (PipsSession  *session,
                       const char   *path,
                       const char   *paper,
                       guint        *n_pages,
                       GError      **error)
{
  g_autoptr(GtkPrintOperation) operation = pips_print_operation_new (session);
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) size = gtk_paper_size_new (paper != NULL ? paper : GTK_PAPER_NAME_A4);
  GtkPrintOperationResult result;

  gtk_page_setup_set_paper_size_and_default_margins (setup, size);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_export_filename (operation, path);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, error);
  if (n_pages != NULL)
    g_object_get (operation, "n-pages", n_pages, NULL);

  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}
