/* pips-chart.c — a line chart of each player's value after each round
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget draws with pips_chart_draw() (pips-chart-draw.c), the same function the print
 * uses, in the theme's colours (the widget's colour, light or dark as AdwStyleManager says).
 * The values of a round are shown where the pointer or a finger is, and with the keyboard:
 * Left and Right, Home and End walk the rounds, Escape lets go. For a screen reader it is an
 * image whose label says what it shows and who leads; the numbers are in the table beside it
 * (PipsProgressView).
 */

#define G_LOG_DOMAIN "pips-chart"

#include "config.h"

#include <adwaita.h>

#include "pips-chart.h"

#define PADDING 12

struct _PipsChart
{
  GtkWidget          parent_instance;

  PipsProgress      *progress;
  int                selected;
  cairo_rectangle_t  plot;
};

G_DEFINE_FINAL_TYPE (PipsChart, pips_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PROGRESS,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
pips_chart_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  PipsChart *self = PIPS_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  PipsChartStyle style;
  AdwStyleManager *manager = adw_style_manager_get_default ();
  cairo_t *cr;

  if (self->progress == NULL || width <= 0 || height <= 0)
    return;

  gtk_widget_get_color (widget, &style.foreground);
  style.dark = adw_style_manager_get_dark (manager);
  style.background = style.dark ? (GdkRGBA) { 0.18, 0.18, 0.2, 1 } : (GdkRGBA) { 1, 1, 1, 1 };
  style.font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));

  /* Inside its card, with the card's padding. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, PADDING, PADDING);
  pips_chart_draw (cr, self->progress, &style, MAX (1, width - 2 * PADDING),
                   MAX (1, height - 2 * PADDING), self->selected, &self->plot);
  cairo_destroy (cr);
  self->plot.x += PADDING;
  self->plot.y += PADDING;
}

static void
pips_chart_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 480;
    }
  else
    {
      /* Room for a legend of a few lines at narrow widths. */
      *minimum = for_size > 0 && for_size < 420 ? 300 : 280;
      *natural = *minimum;
    }
}

static void
select_at (PipsChart *self,
           double     x)
{
  if (self->progress != NULL)
    pips_chart_set_selected (self, pips_chart_point_at (self->progress, &self->plot, x));
}

static void
motion_cb (PipsChart *self,
           double     x,
           double     y)
{
  select_at (self, x);
}

static void
leave_cb (PipsChart *self)
{
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    pips_chart_set_selected (self, -1);
}

static void
pressed_cb (PipsChart *self,
            int        n_press,
            double     x,
            double     y)
{
  select_at (self, x);
}

static gboolean
key_pressed_cb (PipsChart       *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  state)
{
  int n_points = self->progress != NULL ? (int) pips_progress_get_n_points (self->progress) : 0;
  int selected = self->selected;

  if (n_points == 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      selected = selected < 0 ? n_points - 1 : MAX (0, selected - 1);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      selected = selected < 0 ? 0 : MIN (n_points - 1, selected + 1);
      break;
    case GDK_KEY_Home:
      selected = 0;
      break;
    case GDK_KEY_End:
      selected = n_points - 1;
      break;
    case GDK_KEY_Escape:
      if (selected < 0)
        return FALSE;
      selected = -1;
      break;
    default:
      return FALSE;
    }

  pips_chart_set_selected (self, selected);
  return TRUE;
}

static void
dark_changed_cb (PipsChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pips_chart_dispose (GObject *object)
{
  PipsChart *self = PIPS_CHART (object);

  g_clear_object (&self->progress);

  G_OBJECT_CLASS (pips_chart_parent_class)->dispose (object);
}

static void
pips_chart_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  PipsChart *self = PIPS_CHART (object);

  switch (prop_id)
    {
    case PROP_PROGRESS:
      g_value_set_object (value, self->progress);
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_chart_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  PipsChart *self = PIPS_CHART (object);

  switch (prop_id)
    {
    case PROP_PROGRESS:
      pips_chart_set_progress (self, g_value_get_object (value));
      break;
    case PROP_SELECTED:
      pips_chart_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_chart_class_init (PipsChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_chart_dispose;
  object_class->get_property = pips_chart_get_property;
  object_class->set_property = pips_chart_set_property;
  widget_class->snapshot = pips_chart_snapshot;
  widget_class->measure = pips_chart_measure;

  /**
   * PipsChart:progress:
   *
   * The values to draw.
   */
  properties[PROP_PROGRESS] =
    g_param_spec_object ("progress", NULL, NULL, PIPS_TYPE_PROGRESS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * PipsChart:selected:
   *
   * The point whose values are shown, or -1.
   */
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pips_chart_init (PipsChart *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->selected = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (click), FALSE);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pips_chart_new (void)
{
  return g_object_new (PIPS_TYPE_CHART, NULL);
}

/**
 * pips_chart_get_progress:
 *
 * Returns: (transfer none) (nullable): the values drawn
 */
PipsProgress *
pips_chart_get_progress (PipsChart *self)
{
  g_return_val_if_fail (PIPS_IS_CHART (self), NULL);

  return self->progress;
}

void
pips_chart_set_progress (PipsChart    *self,
                         PipsProgress *progress)
{
  g_autofree char *description = NULL;

  g_return_if_fail (PIPS_IS_CHART (self));
  g_return_if_fail (progress == NULL || PIPS_IS_PROGRESS (progress));

  if (!g_set_object (&self->progress, progress))
    return;

  if (progress != NULL)
    {
      description = pips_chart_dup_description (progress);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
    }
  if (progress == NULL || self->selected >= (int) pips_progress_get_n_points (progress))
    pips_chart_set_selected (self, -1);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
}

int
pips_chart_get_selected (PipsChart *self)
{
  g_return_val_if_fail (PIPS_IS_CHART (self), -1);

  return self->selected;
}

/**
 * pips_chart_set_selected:
 * @point: the point whose values to show, or -1 for none
 */
void
pips_chart_set_selected (PipsChart *self,
                         int        point)
{
  g_return_if_fail (PIPS_IS_CHART (self));

  point = MAX (point, -1);
  if (self->progress == NULL || point >= (int) pips_progress_get_n_points (self->progress))
    point = -1;
  if (self->selected == point)
    return;

  self->selected = point;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}
