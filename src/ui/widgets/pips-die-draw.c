/* pips-die-draw.c — how big a die is, and its pips or picture
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-die"

#include "config.h"

#include "pips-die-private.h"

/* Where the pips of each face sit, on a 3 × 3 grid (0, 1, 2 across and down). */
static const struct {
  guint n;
  struct { guint8 x, y; } pips[6];
} pip_layouts[7] = {
  { 0, { { 0, 0 } } },
  { 1, { { 1, 1 } } },
  { 2, { { 2, 0 }, { 0, 2 } } },
  { 3, { { 2, 0 }, { 1, 1 }, { 0, 2 } } },
  { 4, { { 0, 0 }, { 2, 0 }, { 0, 2 }, { 2, 2 } } },
  { 5, { { 0, 0 }, { 2, 0 }, { 1, 1 }, { 0, 2 }, { 2, 2 } } },
  { 6, { { 0, 0 }, { 0, 1 }, { 0, 2 }, { 2, 0 }, { 2, 1 }, { 2, 2 } } },
};

void
_pips_die_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  PipsDie *self = PIPS_DIE (widget);
  int body_min;

  /* The body is square and can get narrower when there is not enough room: a row of dice stays
   * as high as it is, and the dice in it shrink. */
  gtk_widget_measure (self->body, orientation, -1, &body_min, NULL, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = MAX (body_min, MIN (self->size, SHRINK_SIZE));
  else
    *minimum = MAX (body_min, self->size);

  *natural = MAX (body_min, self->size);
}

void
_pips_die_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  PipsDie *self = PIPS_DIE (widget);
  int side = MIN (MIN (width, height), self->size);

  gtk_widget_size_allocate (self->body,
                            &(GtkAllocation) {
                              .x = (width - side) / 2,
                              .y = (height - side) / 2,
                              .width = side,
                              .height = side,
                            },
                            -1);
}

static void
snapshot_pips (PipsDie     *self,
               GtkSnapshot *snapshot,
               float        x,
               float        y,
               float        side)
{
  g_autoptr(GskPathBuilder) builder = NULL;
  g_autoptr(GskPath) path = NULL;
  GdkRGBA color;
  float radius = side * 0.095f;
  float step = side * 0.26f;
  float origin_x = x + side / 2.f - step;
  float origin_y = y + side / 2.f - step;

  gtk_widget_get_color (self->body, &color);

  builder = gsk_path_builder_new ();

  for (guint i = 0; i < pip_layouts[self->face].n; i++)
    {
      float px = pip_layouts[self->face].pips[i].x;
      float py = pip_layouts[self->face].pips[i].y;

      if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
        px = 2 - px;

      gsk_path_builder_add_circle (builder,
                                   &GRAPHENE_POINT_INIT (origin_x + px * step,
                                                         origin_y + py * step),
                                   radius);
    }

  path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));
  gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, &color);
}

static void
snapshot_picture (PipsDie     *self,
                  GtkSnapshot *snapshot,
                  float        x,
                  float        y,
                  float        side)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(GtkIconPaintable) icon = NULL;
  GdkRGBA colors[4];
  const char *icon_name;
  int icon_size;

  if (self->picture_icons == NULL || self->face > g_strv_length (self->picture_icons))
    return;

  icon_name = self->picture_icons[self->face - 1];
  icon_size = MAX (8, (int) (side * 0.6f));
  icon = gtk_icon_theme_lookup_icon (gtk_icon_theme_get_for_display (gtk_widget_get_display (widget)),
                                     icon_name, NULL, icon_size,
                                     gtk_widget_get_scale_factor (widget),
                                     gtk_widget_get_direction (widget),
                                     0);

  /* A symbolic picture takes the die's colour, like the pips would. */
  gtk_widget_get_color (self->body, &colors[GTK_SYMBOLIC_COLOR_FOREGROUND]);
  colors[GTK_SYMBOLIC_COLOR_ERROR] = colors[GTK_SYMBOLIC_COLOR_FOREGROUND];
  colors[GTK_SYMBOLIC_COLOR_WARNING] = colors[GTK_SYMBOLIC_COLOR_FOREGROUND];
  colors[GTK_SYMBOLIC_COLOR_SUCCESS] = colors[GTK_SYMBOLIC_COLOR_FOREGROUND];

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (x + (side - icon_size) / 2.f,
                                                y + (side - icon_size) / 2.f));
  gtk_symbolic_paintable_snapshot_symbolic (GTK_SYMBOLIC_PAINTABLE (icon), snapshot,
                                            icon_size, icon_size, colors, G_N_ELEMENTS (colors));
  gtk_snapshot_restore (snapshot);
}

void
_pips_die_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  PipsDie *self = PIPS_DIE (widget);
  graphene_rect_t bounds;
  float side;

  /* The body (background, border, rings) comes from CSS. */
  gtk_widget_snapshot_child (widget, self->body, snapshot);

  if (self->face == 0 || !gtk_widget_compute_bounds (self->body, widget, &bounds))
    return;

  side = MIN (bounds.size.width, bounds.size.height);

  if (self->kind == PIPS_DIE_KIND_PICTURE)
    snapshot_picture (self, snapshot, bounds.origin.x, bounds.origin.y, side);
  else
    snapshot_pips (self, snapshot, bounds.origin.x, bounds.origin.y, side);
}
