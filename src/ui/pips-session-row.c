/* pips-session-row.c — a saved game in the home page's list
 *
 * Its game's icon; its name; its status, and its players and when it was last played; and a
 * button for its menu (Rename…, Delete). The home page's grid makes a row for each cell on screen
 * and shows one entry at a time in it. The row's actions ("row.open", "row.rename",
 * "row.delete", in the menu) act on the entry it shows now: they emit ::entry-action, which the
 * home page answers.
 *
 * The rows of the first screen are a good part of a start, so a row is made of as few widgets
 * as it can be: the two lines under the name are one label, the menu button is a plain button
 * and the menu is made when it is first opened.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-session-row"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pips-registry.h"
#include "pips-session-row.h"

struct _PipsSessionRow
{
  GtkWidget       parent_instance;

  PipsStoreEntry *entry;
  GtkWidget      *icon;
  GtkWidget      *title;
  GtkWidget      *lines;        /* the status; the players and when */
  GtkWidget      *menu_button;
  GtkWidget      *menu;         /* made when first opened */
};

enum {
  ENTRY_ACTION,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PipsSessionRow, pips_session_row, GTK_TYPE_WIDGET)

/* "Today, 14:03", "Yesterday, 09:12", "3 November 2026" */
static char *
format_when (GDateTime *time)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (time);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) yesterday = g_date_time_add_days (now, -1);
  g_autofree char *clock = g_date_time_format (local, "%R");

  if (g_date_time_get_year (local) == g_date_time_get_year (now) &&
      g_date_time_get_day_of_year (local) == g_date_time_get_day_of_year (now))
    /* Translators: %s is a time of day */
    return g_strdup_printf (_("Today, %s"), clock);

  if (g_date_time_get_year (local) == g_date_time_get_year (yesterday) &&
      g_date_time_get_day_of_year (local) == g_date_time_get_day_of_year (yesterday))
    /* Translators: %s is a time of day */
    return g_strdup_printf (_("Yesterday, %s"), clock);

  /* Translators: a date, see the strftime manual; e.g. "3 November 2026" */
  return g_date_time_format (local, _("%-d %B %Y"));
}

/* "Anna, Ben, Clara · Today, 14:03" */
static char *
players_and_when (PipsStoreEntry *entry)
{
  g_autofree char *players = g_strjoinv (", ", (char **) pips_store_entry_get_players (entry));
  g_autofree char *when = format_when (pips_store_entry_get_updated (entry));

  return g_strdup_printf ("%s · %s", players, when);
}

/* The row's tooltip is its whole text (its lines end in "…" when too long). */
static gboolean
pips_session_row_query_tooltip (GtkWidget  *widget,
                                int         x,
                                int         y,
                                gboolean    keyboard,
                                GtkTooltip *tooltip)
{
  PipsSessionRow *self = PIPS_SESSION_ROW (widget);
  g_autofree char *text = NULL;

  if (self->entry == NULL)
    return FALSE;

  if (!pips_store_entry_get_can_open (self->entry))
    text = g_strdup_printf ("%s\n%s", pips_store_entry_get_path (self->entry),
                            pips_store_entry_get_error (self->entry));
  else
    {
      g_autofree char *line = players_and_when (self->entry);

      text = g_strdup_printf ("%s\n%s\n%s", pips_store_entry_get_title (self->entry),
                              pips_store_entry_get_status (self->entry), line);
    }
  gtk_tooltip_set_text (tooltip, text);

  return TRUE;
}

/* Tooltips are given when asked for: setting one on a widget on screen asks the display where
 * the pointer is, a round trip per row. */
static gboolean
menu_button_query_tooltip_cb (GtkWidget  *button,
                              int         x,
                              int         y,
                              gboolean    keyboard,
                              GtkTooltip *tooltip)
{
  gtk_tooltip_set_text (tooltip, _("Game Menu"));

  return TRUE;
}

static void
menu_closed_cb (PipsSessionRow *self)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->menu_button),
                               GTK_ACCESSIBLE_STATE_EXPANDED, FALSE, -1);
}

/* A game that cannot be opened has no menu (nor its button). */
static gboolean
has_menu (PipsSessionRow *self)
{
  return self->entry != NULL && gtk_widget_get_visible (self->menu_button);
}

/* Opens the row's menu pointing at @at (in the row's coordinates), or at its menu button. */
static void
popup_menu (PipsSessionRow     *self,
            const GdkRectangle *at)
{
  GdkRectangle rect;

  if (self->menu == NULL)
    {
      g_autoptr(GMenu) model = g_menu_new ();

      g_menu_append (model, _("_Rename…"), "row.rename");
      g_menu_append (model, _("_Delete"), "row.delete");
      self->menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (model));
      gtk_popover_set_position (GTK_POPOVER (self->menu), GTK_POS_BOTTOM);
      gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
      g_signal_connect_swapped (self->menu, "closed", G_CALLBACK (menu_closed_cb), self);
    }

  if (at != NULL)
    rect = *at;
  else
    {
      graphene_rect_t bounds;

      if (!gtk_widget_compute_bounds (self->menu_button, GTK_WIDGET (self), &bounds))
        graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)));
      rect = (GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                              (int) bounds.size.width, (int) bounds.size.height };
    }
  /* From the button, the menu is the button's; at a click or a touch, it is the row's own. */
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), at == NULL);
  gtk_widget_set_halign (self->menu, at == NULL ? GTK_ALIGN_FILL : GTK_ALIGN_START);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &rect);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->menu_button),
                               GTK_ACCESSIBLE_STATE_EXPANDED, TRUE, -1);
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

static void
menu_button_clicked_cb (PipsSessionRow *self)
{
  popup_menu (self, NULL);
}

/* A right-click or a long press: the menu where the pointer or the finger is. */
static void
context_pressed_cb (GtkGesture     *gesture,
                    int             n_press,
                    double          x,
                    double          y,
                    PipsSessionRow *self)
{
  if (!has_menu (self))
    return;

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  popup_menu (self, &(GdkRectangle) { (int) x, (int) y, 1, 1 });
}

static void
long_pressed_cb (GtkGesture     *gesture,
                 double          x,
                 double          y,
                 PipsSessionRow *self)
{
  context_pressed_cb (gesture, 1, x, y, self);
}

static void
entry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsSessionRow *self = PIPS_SESSION_ROW (widget);

  if (self->entry != NULL)
    g_signal_emit (self, signals[ENTRY_ACTION], 0, action_name + strlen ("row."));
}

static void
pips_session_row_dispose (GObject *object)
{
  PipsSessionRow *self = PIPS_SESSION_ROW (object);
  GtkWidget *child;

  g_clear_pointer (&self->menu, gtk_widget_unparent);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->entry);

  G_OBJECT_CLASS (pips_session_row_parent_class)->dispose (object);
}

static void
pips_session_row_class_init (PipsSessionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_session_row_dispose;
  widget_class->query_tooltip = pips_session_row_query_tooltip;

  /**
   * PipsSessionRow::entry-action:
   * @name: "open", "rename" or "delete"
   *
   * One of the row's actions was activated, for the entry the row shows.
   */
  signals[ENTRY_ACTION] = g_signal_new ("entry-action", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "row.open", NULL, entry_action);
  gtk_widget_class_install_action (widget_class, "row.rename", NULL, entry_action);
  gtk_widget_class_install_action (widget_class, "row.delete", NULL, entry_action);

  /* The layout manager also places the menu when the row moves. */
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sessionrow");
}

static void
pips_session_row_init (PipsSessionRow *self)
{
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *gesture;

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (widget)), 12);
  gtk_widget_set_has_tooltip (widget, TRUE);

  self->icon = gtk_image_new ();
  gtk_widget_set_parent (self->icon, widget);

  /* Lines that end in "…" rather than wrap: a row's height does not depend on its width, which
   * keeps measuring a long list cheap. The whole text is the row's tooltip. The two lines under
   * the name are one label, each line ended in "…" on its own. */
  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->title), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (self->title), TRUE);
  gtk_widget_add_css_class (self->title, "title");
  gtk_box_append (GTK_BOX (texts), self->title);
  self->lines = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->lines), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->lines), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->lines, "subtitle");
  gtk_widget_add_css_class (self->lines, "dimmed");
  gtk_box_append (GTK_BOX (texts), self->lines);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (texts, widget);

  self->menu_button = gtk_button_new_from_icon_name ("view-more-symbolic");
  gtk_widget_set_valign (self->menu_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->menu_button, "flat");
  gtk_widget_set_has_tooltip (self->menu_button, TRUE);
  g_signal_connect (self->menu_button, "query-tooltip", G_CALLBACK (menu_button_query_tooltip_cb),
                    NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game Menu"),
                                  GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, TRUE,
                                  -1);
  g_signal_connect_swapped (self->menu_button, "clicked", G_CALLBACK (menu_button_clicked_cb), self);
  gtk_widget_set_parent (self->menu_button, widget);

  /* The same menu on a right-click, and on a long press of a touch screen (a tablet passed
   * round the table). The Menu key and Shift+F10 are the home page's: the keyboard is on the
   * grid's cell, around the row. */
  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect (gesture, "pressed", G_CALLBACK (context_pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));
  gesture = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (gesture), TRUE);
  g_signal_connect (gesture, "pressed", G_CALLBACK (long_pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));
}

GtkWidget *
pips_session_row_new (void)
{
  return g_object_new (PIPS_TYPE_SESSION_ROW, NULL);
}

/**
 * pips_session_row_get_entry:
 *
 * Returns: (transfer none) (nullable): the entry the row shows
 */
PipsStoreEntry *
pips_session_row_get_entry (PipsSessionRow *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION_ROW (self), NULL);

  return self->entry;
}

/**
 * pips_session_row_set_entry:
 * @entry: (nullable): the entry to show
 *
 * Shows @entry; called again when it has changed, shows it as it is now.
 */
void
pips_session_row_set_entry (PipsSessionRow *self,
                            PipsStoreEntry *entry)
{
  g_return_if_fail (PIPS_IS_SESSION_ROW (self));
  g_return_if_fail (entry == NULL || PIPS_IS_STORE_ENTRY (entry));

  g_set_object (&self->entry, entry);
  if (entry == NULL)
    return;

  if (!pips_store_entry_get_can_open (entry))
    {
      g_autofree char *name = g_path_get_basename (pips_store_entry_get_path (entry));
      /* One line, as the row has room for */
      g_autofree char *error = g_strdup (pips_store_entry_get_error (entry));

      gtk_image_set_from_icon_name (GTK_IMAGE (self->icon), "dialog-warning-symbolic");
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Could not be opened"), -1);
      gtk_label_set_text (GTK_LABEL (self->title), name);
      gtk_label_set_text (GTK_LABEL (self->lines),
                          error != NULL ? g_strdelimit (error, "\r\n", ' ') : "");
      gtk_widget_set_visible (self->menu_button, FALSE);
    }
  else
    {
      const PipsGameInfo *info = pips_store_entry_get_game_info (entry);
      g_autofree char *line = players_and_when (entry);
      g_autofree char *lines = g_strdup_printf ("%s\n%s", pips_store_entry_get_status (entry),
                                                line);

      gtk_image_set_from_icon_name (GTK_IMAGE (self->icon), info->icon_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(info->name), -1);
      gtk_label_set_text (GTK_LABEL (self->title), pips_store_entry_get_title (entry));
      gtk_label_set_text (GTK_LABEL (self->lines), lines);
      gtk_widget_set_visible (self->menu_button, TRUE);
    }
}

/**
 * pips_session_row_popup_menu:
 *
 * Opens the row's menu (Rename…, Delete) at its menu button, as the Menu key does.
 *
 * Returns: whether the row has a menu (a game that cannot be opened has none)
 */
gboolean
pips_session_row_popup_menu (PipsSessionRow *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION_ROW (self), FALSE);

  if (!has_menu (self))
    return FALSE;

  popup_menu (self, NULL);
  return TRUE;
}
