/* pips-standing-row.c — a row of the final standings
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-standing-row"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-standing-row.h"

struct _PipsStandingRow
{
  AdwActionRow  parent_instance;

  GtkLabel     *rank_label;
  GtkLabel     *value_label;

  PipsStanding *standing;
};

G_DEFINE_FINAL_TYPE (PipsStandingRow, pips_standing_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_STANDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The row says what the standing says: nothing here is worked out anew. */
static void
show_standing (PipsStandingRow *self)
{
  PipsStanding *standing = self->standing;
  g_autofree char *rank = g_strdup_printf ("%u", pips_standing_get_rank (standing));
  g_autofree char *value = NULL;
  g_autoptr(GStrvBuilder) parts = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;
  g_autofree char *subtitle = NULL;
  const char *status = pips_standing_get_status (standing);
  const char *detail = pips_standing_get_detail (standing);

  if (pips_standing_get_unit (standing) != PIPS_UNIT_NONE)
    value = pips_standing_dup_value_text (standing);

  if (status != NULL && status[0] != '\0')
    g_strv_builder_add (parts, status);
  if (detail != NULL && detail[0] != '\0')
    g_strv_builder_add (parts, detail);
  strv = g_strv_builder_end (parts);
  /* Translators: the separator between a player's status and the detail of their result */
  subtitle = g_strjoinv (_(" · "), strv);

  gtk_label_set_label (self->rank_label, rank);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), pips_standing_get_name (standing));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  gtk_label_set_label (self->value_label, value != NULL ? value : "");
  gtk_widget_set_visible (GTK_WIDGET (self->value_label), value != NULL);

  /* A screen reader hears the value with the rest: "Anna: 205 points · Won · …". */
  if (value != NULL)
    {
      g_autofree char *description = subtitle[0] != '\0' ? g_strjoin (_(" · "), value, subtitle, NULL)
                                                          : g_strdup (value);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                      -1);
    }
}

static void
pips_standing_row_dispose (GObject *object)
{
  PipsStandingRow *self = PIPS_STANDING_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_STANDING_ROW);
  g_clear_object (&self->standing);

  G_OBJECT_CLASS (pips_standing_row_parent_class)->dispose (object);
}

static void
pips_standing_row_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PipsStandingRow *self = PIPS_STANDING_ROW (object);

  switch (prop_id)
    {
    case PROP_STANDING:
      g_value_set_object (value, self->standing);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_standing_row_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  PipsStandingRow *self = PIPS_STANDING_ROW (object);

  switch (prop_id)
    {
    case PROP_STANDING:
      self->standing = g_value_dup_object (value);
      show_standing (self);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_standing_row_class_init (PipsStandingRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_standing_row_dispose;
  object_class->get_property = pips_standing_row_get_property;
  object_class->set_property = pips_standing_row_set_property;

  /**
   * PipsStandingRow:standing:
   *
   * The player's standing the row shows.
   */
  properties[PROP_STANDING] =
    g_param_spec_object ("standing", NULL, NULL, PIPS_TYPE_STANDING,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/widgets/pips-standing-row.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsStandingRow, rank_label);
  gtk_widget_class_bind_template_child (widget_class, PipsStandingRow, value_label);
}

static void
pips_standing_row_init (PipsStandingRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * pips_standing_row_new:
 *
 * Returns: (transfer floating): a row with the rank, the player's name, the status and the
 *   detail below it ("Won · 165 in the fields + 40 bonus") and the value at the end
 */
GtkWidget *
pips_standing_row_new (PipsStanding *standing)
{
  g_return_val_if_fail (PIPS_IS_STANDING (standing), NULL);

  return g_object_new (PIPS_TYPE_STANDING_ROW, "standing", standing, NULL);
}

/**
 * pips_standing_row_get_standing:
 *
 * Returns: (transfer none): the standing the row shows
 */
PipsStanding *
pips_standing_row_get_standing (PipsStandingRow *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING_ROW (self), NULL);

  return self->standing;
}
