/* pips-game-over-view.c — the end of every game: the standings, Copy Results, Play Again
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game ends on this view. It shows what the rules say of the end — the standings
 * (pips_game_dup_standings(), a #PipsStandingRow each) and how the game ended beyond them
 * (pips_game_dup_outcome()) — how it went (a #PipsProgressView: the chart, or its table) — and
 * offers the frame's actions `session.copy-results` and `session.play-again`, and the window's
 * `window.statistics` on the game. It follows its session by itself.
 */

#define G_LOG_DOMAIN "pips-game-over-view"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-game-over-view.h"
#include "pips-progress-view.h"
#include "pips-standing-row.h"

struct _PipsGameOverView
{
  AdwBin       parent_instance;

  GtkLabel    *title_label;
  GtkLabel    *outcome_label;
  GtkListBox  *standings_list;
  GtkWidget   *copy_button;
  GtkWidget   *statistics_button;
  PipsProgressView *progress_view;

  PipsSession *session;      /* weak */
  gulong       changed_id;
};

G_DEFINE_FINAL_TYPE (PipsGameOverView, pips_game_over_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  return pips_standing_row_new (PIPS_STANDING (item));
}

static void
update (PipsGameOverView *self)
{
  PipsGame *game;
  g_autoptr(GListModel) standings = NULL;
  g_autofree char *outcome = NULL;

  if (self->session == NULL || !pips_session_get_is_over (self->session))
    {
      gtk_list_box_bind_model (self->standings_list, NULL, NULL, NULL, NULL);
      return;
    }

  game = pips_session_get_game (self->session);
  standings = pips_game_dup_standings (game);
  outcome = pips_game_dup_outcome (game);

  gtk_label_set_label (self->title_label,
                       pips_game_get_ended (game) ? _("Game Ended") : _("Game Over"));
  gtk_label_set_label (self->outcome_label, outcome != NULL ? outcome : "");
  gtk_widget_set_visible (GTK_WIDGET (self->outcome_label), outcome != NULL);
  gtk_list_box_bind_model (self->standings_list, standings, create_row_cb, NULL, NULL);
}

static gboolean
pips_game_over_view_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (PIPS_GAME_OVER_VIEW (widget)->copy_button);
}

static void
pips_game_over_view_dispose (GObject *object)
{
  PipsGameOverView *self = PIPS_GAME_OVER_VIEW (object);

  pips_game_over_view_set_session (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_GAME_OVER_VIEW);

  G_OBJECT_CLASS (pips_game_over_view_parent_class)->dispose (object);
}

static void
pips_game_over_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  PipsGameOverView *self = PIPS_GAME_OVER_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_game_over_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  PipsGameOverView *self = PIPS_GAME_OVER_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      pips_game_over_view_set_session (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_game_over_view_class_init (PipsGameOverViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_game_over_view_dispose;
  object_class->get_property = pips_game_over_view_get_property;
  object_class->set_property = pips_game_over_view_set_property;
  widget_class->grab_focus = pips_game_over_view_grab_focus;

  /**
   * PipsGameOverView:session:
   *
   * The session whose end the view shows; it follows the session's changes.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, PIPS_TYPE_SESSION,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PIPS_TYPE_STANDING_ROW);
  g_type_ensure (PIPS_TYPE_PROGRESS_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/pips-game-over-view.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsGameOverView, title_label);
  gtk_widget_class_bind_template_child (widget_class, PipsGameOverView, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, PipsGameOverView, standings_list);
  gtk_widget_class_bind_template_child (widget_class, PipsGameOverView, copy_button);
  gtk_widget_class_bind_template_child (widget_class, PipsGameOverView, statistics_button);
  gtk_widget_class_bind_template_child (widget_class, PipsGameOverView, progress_view);
  gtk_widget_class_set_css_name (widget_class, "gameoverview");
}

static void
pips_game_over_view_init (PipsGameOverView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * pips_game_over_view_get_session:
 *
 * Returns: (transfer none) (nullable): the session
 */
PipsSession *
pips_game_over_view_get_session (PipsGameOverView *self)
{
  g_return_val_if_fail (PIPS_IS_GAME_OVER_VIEW (self), NULL);

  return self->session;
}

/**
 * pips_game_over_view_set_session:
 * @session: (nullable): the session whose end to show
 */
void
pips_game_over_view_set_session (PipsGameOverView *self,
                                 PipsSession      *session)
{
  g_return_if_fail (PIPS_IS_GAME_OVER_VIEW (self));
  g_return_if_fail (session == NULL || PIPS_IS_SESSION (session));

  if (self->session == session)
    return;

  /* The page that shows the view owns the session; the view only follows it. */
  if (self->session != NULL)
    g_clear_signal_handler (&self->changed_id, self->session);
  g_set_weak_pointer (&self->session, session);
  if (session != NULL)
    self->changed_id = g_signal_connect_object (session, "changed", G_CALLBACK (update), self,
                                                G_CONNECT_SWAPPED);

  pips_progress_view_set_session (self->progress_view, session);
  /* The statistics open on this game. */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->statistics_button),
                                          g_variant_new_string (session != NULL
                                                                ? pips_session_get_game_id (session)
                                                                : ""));
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/**
 * pips_game_over_view_get_list:
 *
 * Returns: (transfer none): the list of the final standings, a #PipsStandingRow each
 */
GtkListBox *
pips_game_over_view_get_list (PipsGameOverView *self)
{
  g_return_val_if_fail (PIPS_IS_GAME_OVER_VIEW (self), NULL);

  return self->standings_list;
}
