/* pips-progress-view.c — how a game went: its chart, or its table
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Follows a session (weakly, as the end-of-game view does): after each change it takes the
 * game's progress (pips_progress_new_for_session()) while it is on screen, and shows it as a
 * chart (PipsChart) or as a table with a row per round and a column per player, which a screen
 * reader can walk.
 */

#define G_LOG_DOMAIN "pips-progress-view"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-chart.h"
#include "pips-progress-view.h"

struct _PipsProgressView
{
  AdwBin          parent_instance;

  GtkLabel       *title_label;
  AdwToggleGroup *view_group;
  GtkStack       *stack;
  PipsChart      *chart;
  GtkColumnView  *table;

  PipsSession    *session;   /* weak */
  gulong          changed_id;
  PipsProgress   *progress;
  gboolean        stale;     /* the session changed while the view was not on screen */
};

G_DEFINE_FINAL_TYPE (PipsProgressView, pips_progress_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_PROGRESS,
  PROP_SHOW_TABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The table: a row per point (its index as the item's string), a column per player. */

static void
setup_cell_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
bind_cell_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              PipsProgressView         *self)
{
  GtkStringObject *row = gtk_list_item_get_item (item);
  guint point = (guint) g_ascii_strtoull (gtk_string_object_get_string (row), NULL, 10);
  int player = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (factory), "pips-player"));
  g_autofree char *text = NULL;

  if (self->progress == NULL || point >= pips_progress_get_n_points (self->progress))
    return;

  if (player < 0)
    text = g_strdup_printf ("%u", pips_progress_get_round (self->progress, point));
  else
    {
      gint64 value = pips_progress_get_value (self->progress, point, player);

      text = value < 0 ? g_strdup_printf ("−%" G_GINT64_FORMAT, -value)
                       : g_strdup_printf ("%" G_GINT64_FORMAT, value);
    }

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static void
add_column (PipsProgressView *self,
            const char       *title,
            int               player)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkColumnViewColumn) column = NULL;

  g_object_set_data (G_OBJECT (factory), "pips-player", GINT_TO_POINTER (player));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell_cb), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_cell_cb), self, 0);
  column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, player >= 0);
  gtk_column_view_append_column (self->table, column);
}

static void
update_table (PipsProgressView *self)
{
  GListModel *columns = gtk_column_view_get_columns (self->table);
  g_autoptr(GtkStringList) rows = gtk_string_list_new (NULL);
  g_autoptr(GtkNoSelection) selection = NULL;
  guint n_players = pips_progress_get_n_players (self->progress);

  /* The players of a session never change: the columns are made once. */
  if (g_list_model_get_n_items (columns) != n_players + 1)
    {
      while (g_list_model_get_n_items (columns) > 0)
        {
          g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, 0);

          gtk_column_view_remove_column (self->table, column);
        }
      /* Translators: the heading of the first column of a game's table of values */
      add_column (self, C_("table heading", "Round"), -1);
      for (guint p = 0; p < n_players; p++)
        add_column (self, pips_progress_get_player_name (self->progress, p), p);
    }

  for (guint i = 0; i < pips_progress_get_n_points (self->progress); i++)
    {
      char index[16];

      g_snprintf (index, sizeof index, "%u", i);
      gtk_string_list_append (rows, index);
    }

  selection = gtk_no_selection_new (G_LIST_MODEL (g_steal_pointer (&rows)));
  gtk_column_view_set_model (self->table, GTK_SELECTION_MODEL (selection));
}

static void
update (PipsProgressView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsProgress) progress = NULL;
  g_autofree char *title = NULL;

  if (self->session == NULL)
    {
      g_clear_object (&self->progress);
      pips_chart_set_progress (self->chart, NULL);
      gtk_column_view_set_model (self->table, NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
      return;
    }

  /* Taken only while on screen: a game page's view need not replay every entry. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  self->stale = FALSE;

  progress = pips_progress_new_for_session (self->session, &error);
  if (progress == NULL)
    {
      g_warning ("The progress of session %s cannot be replayed: %s",
                 pips_session_get_id (self->session), error->message);
      return;
    }

  g_set_object (&self->progress, progress);
  title = pips_chart_dup_title (progress);
  gtk_label_set_label (self->title_label, title);
  pips_chart_set_progress (self->chart, progress);
  update_table (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
}

static void
view_changed_cb (PipsProgressView *self)
{
  const char *name = adw_toggle_group_get_active_name (self->view_group);

  gtk_stack_set_visible_child_name (self->stack, g_strcmp0 (name, "table") == 0 ? "table" : "chart");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_TABLE]);
}

static void
pips_progress_view_map (GtkWidget *widget)
{
  PipsProgressView *self = PIPS_PROGRESS_VIEW (widget);

  GTK_WIDGET_CLASS (pips_progress_view_parent_class)->map (widget);

  if (self->stale || (self->session != NULL && self->progress == NULL))
    update (self);
}

static void
pips_progress_view_dispose (GObject *object)
{
  PipsProgressView *self = PIPS_PROGRESS_VIEW (object);

  pips_progress_view_set_session (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_PROGRESS_VIEW);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (pips_progress_view_parent_class)->dispose (object);
}

static void
pips_progress_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  PipsProgressView *self = PIPS_PROGRESS_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_PROGRESS:
      g_value_set_object (value, self->progress);
      break;
    case PROP_SHOW_TABLE:
      g_value_set_boolean (value, pips_progress_view_get_show_table (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_progress_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  PipsProgressView *self = PIPS_PROGRESS_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      pips_progress_view_set_session (self, g_value_get_object (value));
      break;
    case PROP_SHOW_TABLE:
      pips_progress_view_set_show_table (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_progress_view_class_init (PipsProgressViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_progress_view_dispose;
  object_class->get_property = pips_progress_view_get_property;
  object_class->set_property = pips_progress_view_set_property;
  widget_class->map = pips_progress_view_map;

  /**
   * PipsProgressView:session:
   *
   * The session whose progress to show; the view follows its changes.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, PIPS_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * PipsProgressView:progress:
   *
   * The progress shown (taken while the view is on screen).
   */
  properties[PROP_PROGRESS] =
    g_param_spec_object ("progress", NULL, NULL, PIPS_TYPE_PROGRESS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * PipsProgressView:show-table:
   *
   * Whether the numbers are shown as a table instead of the chart.
   */
  properties[PROP_SHOW_TABLE] =
    g_param_spec_boolean ("show-table", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PIPS_TYPE_CHART);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/widgets/pips-progress-view.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsProgressView, title_label);
  gtk_widget_class_bind_template_child (widget_class, PipsProgressView, view_group);
  gtk_widget_class_bind_template_child (widget_class, PipsProgressView, stack);
  gtk_widget_class_bind_template_child (widget_class, PipsProgressView, chart);
  gtk_widget_class_bind_template_child (widget_class, PipsProgressView, table);
  gtk_widget_class_bind_template_callback (widget_class, view_changed_cb);
  gtk_widget_class_set_css_name (widget_class, "progressview");
}

static void
pips_progress_view_init (PipsProgressView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
pips_progress_view_new (void)
{
  return g_object_new (PIPS_TYPE_PROGRESS_VIEW, NULL);
}

/**
 * pips_progress_view_get_session:
 *
 * Returns: (transfer none) (nullable): the session
 */
PipsSession *
pips_progress_view_get_session (PipsProgressView *self)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS_VIEW (self), NULL);

  return self->session;
}

void
pips_progress_view_set_session (PipsProgressView *self,
                                PipsSession      *session)
{
  g_return_if_fail (PIPS_IS_PROGRESS_VIEW (self));
  g_return_if_fail (session == NULL || PIPS_IS_SESSION (session));

  if (self->session == session)
    return;

  if (self->session != NULL)
    g_clear_signal_handler (&self->changed_id, self->session);
  g_set_weak_pointer (&self->session, session);
  if (session != NULL)
    self->changed_id = g_signal_connect_object (session, "changed", G_CALLBACK (update), self,
                                                G_CONNECT_SWAPPED);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/**
 * pips_progress_view_get_progress:
 *
 * Returns: (transfer none) (nullable): the progress shown
 */
PipsProgress *
pips_progress_view_get_progress (PipsProgressView *self)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS_VIEW (self), NULL);

  return self->progress;
}

gboolean
pips_progress_view_get_show_table (PipsProgressView *self)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS_VIEW (self), FALSE);

  return g_strcmp0 (adw_toggle_group_get_active_name (self->view_group), "table") == 0;
}

void
pips_progress_view_set_show_table (PipsProgressView *self,
                                   gboolean          show_table)
{
  g_return_if_fail (PIPS_IS_PROGRESS_VIEW (self));

  adw_toggle_group_set_active_name (self->view_group, show_table ? "table" : "chart");
}
