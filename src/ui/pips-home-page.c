/* pips-home-page.c — the saved sessions: resume, rename, delete with undo
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-home-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-home-page.h"
#include "pips-registry.h"
#include "pips-window.h"

struct _PipsHomePage
{
  AdwNavigationPage    parent_instance;

  GtkStack            *stack;
  GtkListBox          *games_list;
  AdwPreferencesGroup *in_progress_group;
  GtkListBox          *in_progress_list;
  AdwPreferencesGroup *finished_group;
  GtkListBox          *finished_list;
  AdwPreferencesGroup *unreadable_group;
  GtkListBox          *unreadable_list;

  PipsStore           *store;
  gboolean             stale;
  guint                next_row;
  guint                rows_source;
};

/* Rows made before the first frame; the others follow when the main loop is idle, so that a long
 * history of games does not delay the window. */
#define FIRST_ROWS 7
#define ROWS_PER_IDLE 25

G_DEFINE_FINAL_TYPE (PipsHomePage, pips_home_page, ADW_TYPE_NAVIGATION_PAGE)

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

/* The row menus are made when they are opened: fifty popovers at start-up would cost more than
 * the whole list. */
static void
create_row_menu_cb (GtkMenuButton *button,
                    gpointer       user_data)
{
  const char *id = g_object_get_data (G_OBJECT (button), "session-id");
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenuItem) rename = g_menu_item_new (_("_Rename…"), NULL);
  g_autoptr(GMenuItem) delete = g_menu_item_new (_("_Delete"), NULL);

  g_menu_item_set_action_and_target (rename, "home.rename", "s", id);
  g_menu_append_item (menu, rename);
  g_menu_item_set_action_and_target (delete, "home.delete", "s", id);
  g_menu_append_item (menu, delete);

  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

static GtkWidget *
session_row_new (PipsSession *session)
{
  g_autofree char *players = g_strjoinv (", ", (char **) pips_session_get_players (session));
  g_autofree char *status = pips_session_dup_status (session);
  g_autofree char *when = format_when (pips_session_get_updated (session));
  g_autofree char *subtitle = NULL;
  const PipsGameInfo *info = pips_session_get_game_info (session);
  GtkWidget *row;
  GtkWidget *button;
  GtkWidget *icon;
  GVariant *target = g_variant_new_string (pips_session_get_id (session));

  subtitle = g_strdup_printf ("%s\n%s · %s", status, players, when);

  row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), pips_session_get_title (session));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "home.open");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), target);

  icon = gtk_image_new_from_icon_name (info->icon_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _(info->name), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  g_object_set_data_full (G_OBJECT (button), "session-id",
                          g_strdup (pips_session_get_id (session)), g_free);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_row_menu_cb, NULL, NULL);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Game Menu"));
  gtk_widget_add_css_class (button, "flat");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

  return row;
}

static GtkWidget *
unreadable_row_new (PipsStoreEntry *entry)
{
  g_autofree char *name = g_path_get_basename (pips_store_entry_get_path (entry));
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), pips_store_entry_get_error (entry));
  adw_action_row_set_subtitle_selectable (ADW_ACTION_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, pips_store_entry_get_path (entry));
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Could not be opened"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  return row;
}

static void
append_row (PipsHomePage   *self,
            PipsStoreEntry *entry)
{
  PipsSession *session = pips_store_entry_get_session (entry);

  if (session == NULL)
    gtk_list_box_append (self->unreadable_list, unreadable_row_new (entry));
  else if (pips_session_get_is_over (session))
    gtk_list_box_append (self->finished_list, session_row_new (session));
  else
    gtk_list_box_append (self->in_progress_list, session_row_new (session));
}

static gboolean
append_rows (PipsHomePage *self,
             guint         limit)
{
  GListModel *entries = pips_store_get_entries (self->store);
  guint n = g_list_model_get_n_items (entries);

  for (guint k = 0; k < limit && self->next_row < n; k++, self->next_row++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, self->next_row);

      append_row (self, entry);
    }

  return self->next_row < n;
}

static gboolean
append_rows_cb (gpointer user_data)
{
  PipsHomePage *self = user_data;

  if (append_rows (self, ROWS_PER_IDLE))
    return G_SOURCE_CONTINUE;

  self->rows_source = 0;
  return G_SOURCE_REMOVE;
}

/* The lists are rebuilt whenever the store changes and whenever the page comes back into view,
 * so that the status lines are those of the sessions now. */
static void
rebuild (PipsHomePage *self)
{
  GListModel *entries;
  guint n_in_progress = 0, n_finished = 0, n_unreadable = 0;

  self->stale = FALSE;
  g_clear_handle_id (&self->rows_source, g_source_remove);
  gtk_list_box_remove_all (self->in_progress_list);
  gtk_list_box_remove_all (self->finished_list);
  gtk_list_box_remove_all (self->unreadable_list);

  if (self->store == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }

  entries = pips_store_get_entries (self->store);
  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
      PipsSession *session = pips_store_entry_get_session (entry);

      if (session == NULL)
        n_unreadable++;
      else if (pips_session_get_is_over (session))
        n_finished++;
      else
        n_in_progress++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->in_progress_group), n_in_progress > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->finished_group), n_finished > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->unreadable_group), n_unreadable > 0);
  gtk_stack_set_visible_child_name (self->stack,
                                    n_in_progress + n_finished + n_unreadable > 0
                                    ? "sessions" : "empty");

  self->next_row = 0;
  if (append_rows (self, FIRST_ROWS))
    self->rows_source = g_idle_add_full (G_PRIORITY_LOW, append_rows_cb, self, NULL);
}

static void
populate_games (PipsHomePage *self)
{
  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name (info->icon_name);
      GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(info->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(info->summary));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "window.new-game");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", info->id);
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _(info->name), -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_accessible_update_state (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      gtk_list_box_append (self->games_list, row);
    }
}

static PipsSession *
find_session (PipsHomePage *self,
              const char   *id)
{
  GListModel *entries;

  if (self->store == NULL)
    return NULL;

  entries = pips_store_get_entries (self->store);
  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
      PipsSession *session = pips_store_entry_get_session (entry);

      if (session != NULL && g_str_equal (pips_session_get_id (session), id))
        return session;
    }

  return NULL;
}

static PipsWindow *
get_window (PipsHomePage *self)
{
  return PIPS_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (self), PIPS_TYPE_WINDOW));
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsHomePage *self = PIPS_HOME_PAGE (widget);
  PipsSession *session = find_session (self, g_variant_get_string (parameter, NULL));

  if (session != NULL)
    pips_window_open_session (get_window (self), session);
}

static void
undo_delete_cb (AdwToast    *toast,
                PipsSession *session)
{
  PipsHomePage *self = g_object_get_data (G_OBJECT (toast), "home-page");

  if (self->store != NULL)
    pips_store_restore (self->store, session);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsHomePage *self = PIPS_HOME_PAGE (widget);
  PipsSession *session = find_session (self, g_variant_get_string (parameter, NULL));
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  if (session == NULL)
    return;

  g_object_ref (session);
  if (!pips_store_remove (self->store, session, &error))
    {
      pips_window_add_toast (get_window (self), adw_toast_new (error->message));
      g_object_unref (session);
      return;
    }

  /* Translators: %s is the name of a game or session */
  title = g_strdup_printf (_("“%s” deleted"), pips_session_get_title (session));
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_use_markup (toast, FALSE);
  g_object_set_data (G_OBJECT (toast), "home-page", self);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (undo_delete_cb),
                         session, (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  pips_window_add_toast (get_window (self), toast);
}

static void
rename_response_cb (AdwAlertDialog *dialog,
                    const char     *response,
                    PipsSession    *session)
{
  AdwEntryRow *entry = ADW_ENTRY_ROW (adw_alert_dialog_get_extra_child (dialog));

  if (g_str_equal (response, "rename"))
    pips_session_set_title (session, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
rename_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsHomePage *self = PIPS_HOME_PAGE (widget);
  PipsSession *session = find_session (self, g_variant_get_string (parameter, NULL));
  AdwDialog *dialog;
  GtkWidget *list;
  GtkWidget *entry;

  if (session == NULL)
    return;

  dialog = adw_alert_dialog_new (_("Rename Game"), NULL);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "rename", _("_Rename"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "rename",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "rename");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");

  entry = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (entry), pips_session_get_title (session));
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (entry), TRUE);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), entry);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), list);

  g_signal_connect_data (dialog, "response", G_CALLBACK (rename_response_cb),
                         g_object_ref (session), (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rebuild), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  adw_dialog_present (dialog, widget);
}

/* While another page is shown, the sessions may change: the list is made again on return. */
static void
pips_home_page_showing (AdwNavigationPage *page)
{
  PipsHomePage *self = PIPS_HOME_PAGE (page);

  if (self->stale)
    rebuild (self);

  ADW_NAVIGATION_PAGE_CLASS (pips_home_page_parent_class)->showing (page);
}

static void
pips_home_page_hidden (AdwNavigationPage *page)
{
  PIPS_HOME_PAGE (page)->stale = TRUE;

  ADW_NAVIGATION_PAGE_CLASS (pips_home_page_parent_class)->hidden (page);
}

static void
pips_home_page_dispose (GObject *object)
{
  PipsHomePage *self = PIPS_HOME_PAGE (object);

  g_clear_handle_id (&self->rows_source, g_source_remove);
  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (pips_store_get_entries (self->store), self);
  g_clear_object (&self->store);

  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_HOME_PAGE);

  G_OBJECT_CLASS (pips_home_page_parent_class)->dispose (object);
}

static void
pips_home_page_class_init (PipsHomePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdwNavigationPageClass *page_class = ADW_NAVIGATION_PAGE_CLASS (klass);

  object_class->dispose = pips_home_page_dispose;
  page_class->showing = pips_home_page_showing;
  page_class->hidden = pips_home_page_hidden;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/pips-home-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, stack);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, games_list);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, in_progress_group);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, in_progress_list);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, finished_group);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, finished_list);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, unreadable_group);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, unreadable_list);

  gtk_widget_class_install_action (widget_class, "home.open", "s", open_action);
  gtk_widget_class_install_action (widget_class, "home.rename", "s", rename_action);
  gtk_widget_class_install_action (widget_class, "home.delete", "s", delete_action);
}

static void
pips_home_page_init (PipsHomePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  populate_games (self);
  gtk_stack_set_visible_child_name (self->stack, "empty");
}

static void
entries_changed_cb (PipsHomePage *self)
{
  rebuild (self);
}

/**
 * pips_home_page_set_store:
 *
 * Shows the sessions of @store.
 */
void
pips_home_page_set_store (PipsHomePage *self,
                          PipsStore    *store)
{
  g_return_if_fail (PIPS_IS_HOME_PAGE (self));
  g_return_if_fail (!store || PIPS_IS_STORE (store));

  if (self->store == store)
    return;

  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (pips_store_get_entries (self->store), self);
  g_set_object (&self->store, store);
  if (self->store != NULL)
    g_signal_connect_swapped (pips_store_get_entries (self->store), "items-changed",
                              G_CALLBACK (entries_changed_cb), self);

  rebuild (self);
}
