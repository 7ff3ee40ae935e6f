/* pips-chip-counter.c — how many chips someone (or the middle) holds
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chip-counter"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chip-counter.h"
#include "pips-chip-stack.h"

/*
 * A drawn stack of chips, the number, and whose chips they are ("Middle", a player's name).
 * Screen readers hear one label for the whole counter: "Middle: 3 chips".
 * Style classes on the counter: "highlight" (set by the highlight property), and "red" or
 * "blue" to colour the chips (a game's chip colours); see pips-widgets.css.
 */

struct _PipsChipCounter
{
  GtkWidget      parent_instance;

  PipsChipStack *stack;
  GtkWidget     *labels_box;
  GtkLabel      *count_label;
  GtkLabel      *name_label;

  char          *label;
  gboolean       highlight;
};

G_DEFINE_FINAL_TYPE (PipsChipCounter, pips_chip_counter, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COUNT,
  PROP_LABEL,
  PROP_HIGHLIGHT,
  PROP_MAX_CHIPS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_labels (PipsChipCounter *self)
{
  guint count = pips_chip_stack_get_count (self->stack);
  g_autofree char *number = g_strdup_printf ("%u", count);
  g_autofree char *chips = NULL;
  g_autofree char *accessible = NULL;

  /* Translators: the number of chips someone holds */
  chips = g_strdup_printf (ngettext ("%u chip", "%u chips", count), count);

  if (self->label != NULL && self->label[0] != '\0')
    /* Translators: whose chips, then how many, e.g. "Middle: 3 chips" or "Anna: 1 chip" */
    accessible = g_strdup_printf (_("%s: %s"), self->label, chips);
  else
    accessible = g_strdup (chips);

  gtk_label_set_label (self->count_label, number);
  gtk_label_set_label (self->name_label, self->label != NULL ? self->label : "");
  gtk_widget_set_visible (GTK_WIDGET (self->name_label), self->label != NULL && self->label[0] != '\0');

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
}

static void
pips_chip_counter_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PIPS_TYPE_CHIP_COUNTER);

  G_OBJECT_CLASS (pips_chip_counter_parent_class)->dispose (object);
}

static void
pips_chip_counter_finalize (GObject *object)
{
  PipsChipCounter *self = PIPS_CHIP_COUNTER (object);

  g_clear_pointer (&self->label, g_free);

  G_OBJECT_CLASS (pips_chip_counter_parent_class)->finalize (object);
}

static void
pips_chip_counter_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PipsChipCounter *self = PIPS_CHIP_COUNTER (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      g_value_set_uint (value, pips_chip_counter_get_count (self));
      break;

    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;

    case PROP_HIGHLIGHT:
      g_value_set_boolean (value, self->highlight);
      break;

    case PROP_MAX_CHIPS:
      g_value_set_uint (value, pips_chip_counter_get_max_chips (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_chip_counter_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  PipsChipCounter *self = PIPS_CHIP_COUNTER (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      pips_chip_counter_set_count (self, g_value_get_uint (value));
      break;

    case PROP_LABEL:
      pips_chip_counter_set_label (self, g_value_get_string (value));
      break;

    case PROP_HIGHLIGHT:
      pips_chip_counter_set_highlight (self, g_value_get_boolean (value));
      break;

    case PROP_MAX_CHIPS:
      pips_chip_counter_set_max_chips (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_chip_counter_class_init (PipsChipCounterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_chip_counter_dispose;
  object_class->finalize = pips_chip_counter_finalize;
  object_class->get_property = pips_chip_counter_get_property;
  object_class->set_property = pips_chip_counter_set_property;

  /**
   * PipsChipCounter:count:
   *
   * How many chips.
   */
  properties[PROP_COUNT] =
    g_param_spec_uint ("count", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsChipCounter:label:
   *
   * Whose chips: "Middle", a player's name. Already translated.
   */
  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsChipCounter:highlight:
   *
   * Whether to draw attention to the counter (whose turn it is, who takes a chip).
   */
  properties[PROP_HIGHLIGHT] =
    g_param_spec_boolean ("highlight", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsChipCounter:max-chips:
   *
   * How many chips are drawn at most; the number always says how many there are.
   */
  properties[PROP_MAX_CHIPS] =
    g_param_spec_uint ("max-chips", NULL, NULL,
                       1, 100, 10,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PIPS_TYPE_CHIP_STACK);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pipsapp/Pips/ui/widgets/pips-chip-counter.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsChipCounter, stack);
  gtk_widget_class_bind_template_child (widget_class, PipsChipCounter, labels_box);
  gtk_widget_class_bind_template_child (widget_class, PipsChipCounter, count_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChipCounter, name_label);

  gtk_widget_class_set_css_name (widget_class, "chipcounter");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pips_chip_counter_init (PipsChipCounter *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_labels (self);
}

/**
 * pips_chip_counter_new:
 * @label: (nullable): whose chips, translated
 * @count: how many
 *
 * Returns: a new chip counter
 */
GtkWidget *
pips_chip_counter_new (const char *label,
                       guint       count)
{
  return g_object_new (PIPS_TYPE_CHIP_COUNTER,
                       "label", label,
                       "count", count,
                       NULL);
}

guint
pips_chip_counter_get_count (PipsChipCounter *self)
{
  g_return_val_if_fail (PIPS_IS_CHIP_COUNTER (self), 0);

  return pips_chip_stack_get_count (self->stack);
}

void
pips_chip_counter_set_count (PipsChipCounter *self,
                             guint            count)
{
  g_return_if_fail (PIPS_IS_CHIP_COUNTER (self));

  if (pips_chip_stack_get_count (self->stack) == count)
    return;

  pips_chip_stack_set_count (self->stack, count);
  update_labels (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT]);
}

const char *
pips_chip_counter_get_label (PipsChipCounter *self)
{
  g_return_val_if_fail (PIPS_IS_CHIP_COUNTER (self), NULL);

  return self->label;
}

void
pips_chip_counter_set_label (PipsChipCounter *self,
                             const char      *label)
{
  g_return_if_fail (PIPS_IS_CHIP_COUNTER (self));

  if (!g_set_str (&self->label, label))
    return;

  update_labels (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL]);
}

gboolean
pips_chip_counter_get_highlight (PipsChipCounter *self)
{
  g_return_val_if_fail (PIPS_IS_CHIP_COUNTER (self), FALSE);

  return self->highlight;
}

void
pips_chip_counter_set_highlight (PipsChipCounter *self,
                                 gboolean         highlight)
{
  g_return_if_fail (PIPS_IS_CHIP_COUNTER (self));

  highlight = !!highlight;

  if (self->highlight == highlight)
    return;

  self->highlight = highlight;

  if (highlight)
    gtk_widget_add_css_class (GTK_WIDGET (self), "highlight");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "highlight");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT]);
}

guint
pips_chip_counter_get_max_chips (PipsChipCounter *self)
{
  g_return_val_if_fail (PIPS_IS_CHIP_COUNTER (self), 10);

  return pips_chip_stack_get_max_chips (self->stack);
}

void
pips_chip_counter_set_max_chips (PipsChipCounter *self,
                                 guint            max_chips)
{
  g_return_if_fail (PIPS_IS_CHIP_COUNTER (self));

  if (pips_chip_stack_get_max_chips (self->stack) == max_chips)
    return;

  pips_chip_stack_set_max_chips (self->stack, max_chips);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_CHIPS]);
}
