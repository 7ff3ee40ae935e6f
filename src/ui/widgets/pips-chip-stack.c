/* pips-chip-stack.c — a few chips drawn as small stacks
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chip-stack"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "pips-chip-stack.h"

/*
 * Chips are drawn seen from the side, up to five in a stack, stacks side by side, in the
 * widget's CSS colour (the accent colour unless a style class says otherwise, see
 * pips-widgets.css). Gaps between chips are left transparent so that no colour is made up here.
 * The widget always asks for room for max-chips chips so that a row of counters does not jump
 * when a chip moves.
 */

#define CHIPS_PER_STACK 5
#define CHIP_WIDTH      22.f
#define CHIP_HEIGHT     6.f
#define CHIP_STEP       8.f
#define STACK_GAP       4.f
#define DEFAULT_MAX     10

struct _PipsChipStack
{
  GtkWidget parent_instance;

  guint     count;
  guint     max_chips;
};

G_DEFINE_FINAL_TYPE (PipsChipStack, pips_chip_stack, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COUNT,
  PROP_MAX_CHIPS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static guint
n_stacks (PipsChipStack *self)
{
  return MAX (1, (self->max_chips + CHIPS_PER_STACK - 1) / CHIPS_PER_STACK);
}

static void
update_accessible (PipsChipStack *self)
{
  g_autofree char *label = NULL;

  /* Translators: the number of chips in a stack */
  label = g_strdup_printf (ngettext ("%u chip", "%u chips", self->count), self->count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
pips_chip_stack_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  PipsChipStack *self = PIPS_CHIP_STACK (widget);
  guint stacks = n_stacks (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = (int) ceilf (stacks * CHIP_WIDTH + (stacks - 1) * STACK_GAP);
  else
    *minimum = *natural = (int) ceilf ((CHIPS_PER_STACK - 1) * CHIP_STEP + CHIP_HEIGHT);
}

static void
pips_chip_stack_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  PipsChipStack *self = PIPS_CHIP_STACK (widget);
  g_autoptr(GskPathBuilder) builder = gsk_path_builder_new ();
  g_autoptr(GskPath) path = NULL;
  float height = gtk_widget_get_height (widget);
  float width = gtk_widget_get_width (widget);
  guint stacks = n_stacks (self);
  float needed = stacks * CHIP_WIDTH + (stacks - 1) * STACK_GAP;
  float x0 = MAX (0.f, (width - needed) / 2.f);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  guint shown = MIN (self->count, stacks * CHIPS_PER_STACK);
  GdkRGBA color;

  gtk_widget_get_color (widget, &color);

  if (shown == 0)
    {
      g_autoptr(GskStroke) stroke = gsk_stroke_new (1.f);
      const float dash[] = { 3.f, 2.f };
      float x = rtl ? width - x0 - CHIP_WIDTH : x0;
      GskRoundedRect chip;

      /* An empty place: the outline of one chip. */
      gsk_stroke_set_dash (stroke, dash, G_N_ELEMENTS (dash));
      gsk_rounded_rect_init_from_rect (&chip,
                                       &GRAPHENE_RECT_INIT (x + .5f, height - CHIP_HEIGHT + .5f,
                                                            CHIP_WIDTH - 1.f, CHIP_HEIGHT - 1.f),
                                       CHIP_HEIGHT / 2.f - .5f);
      gsk_path_builder_add_rounded_rect (builder, &chip);
      path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));
      color.alpha *= .6f;
      gtk_snapshot_append_stroke (snapshot, path, stroke, &color);
      return;
    }

  for (guint i = 0; i < shown; i++)
    {
      guint stack = i / CHIPS_PER_STACK;
      guint level = i % CHIPS_PER_STACK;
      float x = x0 + stack * (CHIP_WIDTH + STACK_GAP);
      float y = height - CHIP_HEIGHT - level * CHIP_STEP;
      GskRoundedRect chip;

      if (rtl)
        x = width - x - CHIP_WIDTH;

      gsk_rounded_rect_init_from_rect (&chip, &GRAPHENE_RECT_INIT (x, y, CHIP_WIDTH, CHIP_HEIGHT),
                                       CHIP_HEIGHT / 2.f);
      gsk_path_builder_add_rounded_rect (builder, &chip);
    }

  path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));
  gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, &color);
}

static void
pips_chip_stack_direction_changed (GtkWidget        *widget,
                                   GtkTextDirection  previous_direction)
{
  gtk_widget_queue_draw (widget);
}

static void
pips_chip_stack_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  PipsChipStack *self = PIPS_CHIP_STACK (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      g_value_set_uint (value, self->count);
      break;

    case PROP_MAX_CHIPS:
      g_value_set_uint (value, self->max_chips);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_chip_stack_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  PipsChipStack *self = PIPS_CHIP_STACK (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      pips_chip_stack_set_count (self, g_value_get_uint (value));
      break;

    case PROP_MAX_CHIPS:
      pips_chip_stack_set_max_chips (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_chip_stack_class_init (PipsChipStackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = pips_chip_stack_get_property;
  object_class->set_property = pips_chip_stack_set_property;

  widget_class->measure = pips_chip_stack_measure;
  widget_class->snapshot = pips_chip_stack_snapshot;
  widget_class->direction_changed = pips_chip_stack_direction_changed;

  /**
   * PipsChipStack:count:
   *
   * How many chips there are.
   */
  properties[PROP_COUNT] =
    g_param_spec_uint ("count", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsChipStack:max-chips:
   *
   * How many chips are drawn at most (in stacks of five); the widget is always that wide.
   */
  properties[PROP_MAX_CHIPS] =
    g_param_spec_uint ("max-chips", NULL, NULL,
                       1, 100, DEFAULT_MAX,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "chips");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pips_chip_stack_init (PipsChipStack *self)
{
  self->max_chips = DEFAULT_MAX;
  update_accessible (self);
}

GtkWidget *
pips_chip_stack_new (void)
{
  return g_object_new (PIPS_TYPE_CHIP_STACK, NULL);
}

guint
pips_chip_stack_get_count (PipsChipStack *self)
{
  g_return_val_if_fail (PIPS_IS_CHIP_STACK (self), 0);

  return self->count;
}

void
pips_chip_stack_set_count (PipsChipStack *self,
                           guint          count)
{
  g_return_if_fail (PIPS_IS_CHIP_STACK (self));

  if (self->count == count)
    return;

  self->count = count;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT]);
}

guint
pips_chip_stack_get_max_chips (PipsChipStack *self)
{
  g_return_val_if_fail (PIPS_IS_CHIP_STACK (self), DEFAULT_MAX);

  return self->max_chips;
}

void
pips_chip_stack_set_max_chips (PipsChipStack *self,
                               guint          max_chips)
{
  g_return_if_fail (PIPS_IS_CHIP_STACK (self));
  g_return_if_fail (max_chips >= 1);

  if (self->max_chips == max_chips)
    return;

  self->max_chips = max_chips;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_CHIPS]);
}
