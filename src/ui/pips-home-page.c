/* pips-home-page.c — the saved sessions, a list of their summaries: resume, rename, delete with undo
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-home-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-home-page.h"
#include "pips-registry.h"
#include "pips-session-row.h"

struct _PipsHomePage
{
  AdwNavigationPage  parent_instance;

  GtkStack          *stack;
  AdwBanner         *load_banner;
  GtkWidget         *continue_bar;
  GtkButton         *continue_button;
  gboolean           continue_offered;  /* the keyboard was put on it once */
  AdwBin            *empty_bin;     /* the games to start: see populate_games() */
  GtkGridView       *sessions_list;
  GtkMenuButton     *primary_menu_button;
  GMenuModel        *primary_menu;

  GtkFilterListModel *sections[3];  /* the entries of each section */
  GtkFilter         *headings[3];   /* shows a section's heading when it has entries */
  GtkFlattenListModel *sorted;
  GtkNoSelection    *shown;         /* the grid's model: see show_first_screen() */
  GtkSliceListModel *first_screen;  /* what it is given until its first frame is painted */
  gulong             painted_id;
  PipsStore         *store;
};

/* The sections of the list, in their order. */
typedef enum
{
  SECTION_IN_PROGRESS,
  SECTION_FINISHED,
  SECTION_UNREADABLE,
} Section;

G_DEFINE_FINAL_TYPE (PipsHomePage, pips_home_page, ADW_TYPE_NAVIGATION_PAGE)

static Section
entry_section (PipsStoreEntry *entry)
{
  if (pips_store_entry_get_error (entry) != NULL)
    return SECTION_UNREADABLE;

  return pips_store_entry_get_is_over (entry) ? SECTION_FINISHED : SECTION_IN_PROGRESS;
}

static gboolean
in_section_cb (gpointer item,
               gpointer user_data)
{
  return entry_section (item) == GPOINTER_TO_UINT (user_data);
}

enum {
  ADD_TOAST,
  OPEN_SESSION,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The window shows the page's toasts (#PipsHomePage::add-toast); @toast is taken. */
static void
add_toast (PipsHomePage *self,
           AdwToast     *toast)
{
  g_autoptr(AdwToast) owned = g_object_ref_sink (toast);

  g_signal_emit (self, signals[ADD_TOAST], 0, owned);
}

static void
show_error (PipsHomePage *self,
            const char   *message)
{
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_use_markup (toast, FALSE);
  add_toast (self, toast);
}

/* Opens the entry's session (its file is read and replayed now) or says why it cannot be. */
static PipsSession *
open_entry (PipsHomePage   *self,
            PipsStoreEntry *entry)
{
  g_autoptr(GError) error = NULL;
  PipsSession *session = pips_store_entry_open (entry, &error);

  if (session == NULL)
    show_error (self, error->message);

  return session;
}

static void
resume_entry (PipsHomePage   *self,
              PipsStoreEntry *entry)
{
  PipsSession *session;

  if (pips_store_entry_get_error (entry) != NULL)
    return;

  session = open_entry (self, entry);
  if (session != NULL)
    g_signal_emit (self, signals[OPEN_SESSION], 0, session);
}

static void
undo_delete_cb (AdwToast    *toast,
                PipsSession *session)
{
  PipsHomePage *self = g_object_get_data (G_OBJECT (toast), "home-page");

  if (self->store != NULL)
    pips_store_restore (self->store, session);
}

/* The session is opened first, so that the toast's Undo can write it back. */
static void
delete_entry (PipsHomePage   *self,
              PipsStoreEntry *entry)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  PipsSession *session;
  AdwToast *toast;

  if (self->store == NULL || pips_store_entry_get_error (entry) != NULL)
    return;

  session = open_entry (self, entry);
  if (session == NULL)
    return;

  g_object_ref (session);
  if (!pips_store_remove (self->store, session, &error))
    {
      show_error (self, error->message);
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
  add_toast (self, toast);
}

static void
rename_response_cb (AdwAlertDialog *dialog,
                    const char     *response,
                    PipsSession    *session)
{
  GtkEditable *name = g_object_get_data (G_OBJECT (dialog), "name-row");

  if (g_str_equal (response, "rename"))
    pips_session_set_title (session, gtk_editable_get_text (name));
}

static void
rename_entry (PipsHomePage   *self,
              PipsStoreEntry *entry)
{
  PipsSession *session;
  AdwDialog *dialog;
  GtkWidget *list;
  GtkWidget *row;

  if (pips_store_entry_get_error (entry) != NULL)
    return;

  session = open_entry (self, entry);
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

  row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (row), pips_session_get_title (session));
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), list);
  g_object_set_data (G_OBJECT (dialog), "name-row", row);

  g_signal_connect_data (dialog, "response", G_CALLBACK (rename_response_cb),
                         g_object_ref (session), (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  /* The keyboard in the name, all of it selected: the new name is typed at once. (An alert
   * dialog puts it on its default response when it is shown: this comes after.) */
  g_signal_connect_object (dialog, "map", G_CALLBACK (gtk_widget_grab_focus), row,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* Rows: made for what is on screen and bound to one entry at a time (pips-session-row.c). A
 * row's actions ("row.open", "row.rename", "row.delete") act on the entry it shows now. */
static void
row_entry_action_cb (PipsSessionRow *row,
                     const char     *name,
                     PipsHomePage   *self)
{
  PipsStoreEntry *entry = pips_session_row_get_entry (row);

  if (entry == NULL)
    return;

  if (g_str_equal (name, "open"))
    resume_entry (self, entry);
  else if (g_str_equal (name, "rename"))
    rename_entry (self, entry);
  else if (g_str_equal (name, "delete"))
    delete_entry (self, entry);
}

/* The row shows the entry as it is now; a file that cannot be read is not opened. */
static void
update_row (GtkListItem *item)
{
  PipsStoreEntry *entry = gtk_list_item_get_item (item);
  gboolean readable = pips_store_entry_get_can_open (entry);
  g_autofree char *name = readable ? NULL : g_path_get_basename (pips_store_entry_get_path (entry));

  pips_session_row_set_entry (PIPS_SESSION_ROW (gtk_list_item_get_child (item)), entry);
  gtk_list_item_set_activatable (item, readable);
  gtk_list_item_set_accessible_label (item, readable ? pips_store_entry_get_title (entry) : name);
}

/* Section headings: "In Progress", "Finished", "Could Not Be Opened". */
static GtkWidget *
heading_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);

  gtk_widget_add_css_class (box, "session-heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_widget_add_css_class (description, "dimmed");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), description);

  g_object_set_data (G_OBJECT (box), "title", title);
  g_object_set_data (G_OBJECT (box), "description", description);

  return box;
}

static void
update_heading (GtkListItem *item,
                Section      section)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *title = g_object_get_data (G_OBJECT (box), "title");
  GtkWidget *description = g_object_get_data (G_OBJECT (box), "description");

  switch (section)
    {
    case SECTION_IN_PROGRESS:
      gtk_label_set_text (GTK_LABEL (title), _("In Progress"));
      gtk_widget_set_visible (description, FALSE);
      break;

    case SECTION_FINISHED:
      gtk_label_set_text (GTK_LABEL (title), _("Finished"));
      gtk_widget_set_visible (description, FALSE);
      break;

    case SECTION_UNREADABLE:
    default:
      gtk_label_set_text (GTK_LABEL (title), _("Could Not Be Opened"));
      gtk_label_set_text (GTK_LABEL (description),
                          _("These files are left as they are. Pips never changes or deletes them."));
      gtk_widget_set_visible (description, TRUE);
      break;
    }
  gtk_list_item_set_accessible_label (item, gtk_label_get_text (GTK_LABEL (title)));
}

/* The items are the entries, and before each section that has any, its heading (a
 * GtkStringObject with the section's number). A cell's child is made for the kind of item it
 * shows: cells are few (those around what is shown) and rarely change kind. */
static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         PipsHomePage             *self)
{
  gpointer object = gtk_list_item_get_item (item);
  GtkWidget *child = gtk_list_item_get_child (item);
  gboolean heading = GTK_IS_STRING_OBJECT (object);
  gulong id;

  if (child == NULL || GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "heading")) != heading)
    {
      child = heading ? heading_new () : pips_session_row_new ();
      g_object_set_data (G_OBJECT (child), "heading", GINT_TO_POINTER (heading));
      if (!heading)
        g_signal_connect_object (child, "entry-action", G_CALLBACK (row_entry_action_cb), self, 0);
      gtk_list_item_set_child (item, child);
    }

  gtk_list_item_set_selectable (item, FALSE);
  if (heading)
    {
      gtk_list_item_set_activatable (item, FALSE);
      gtk_list_item_set_focusable (item, FALSE);
      update_heading (item, atoi (gtk_string_object_get_string (object)));
      return;
    }

  gtk_list_item_set_focusable (item, TRUE);
  id = g_signal_connect_swapped (object, "changed", G_CALLBACK (update_row), item);
  g_object_set_data (G_OBJECT (item), "changed-id", GSIZE_TO_POINTER ((gsize) id));
  update_row (item);
}

static void
unbind_cb (GtkSignalListItemFactory *factory,
           GtkListItem              *item)
{
  gpointer object = gtk_list_item_get_item (item);
  gulong id = (gulong) GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (item), "changed-id"));

  if (PIPS_IS_STORE_ENTRY (object) && id != 0)
    g_signal_handler_disconnect (object, id);
  g_object_set_data (G_OBJECT (item), "changed-id", NULL);
  if (PIPS_IS_SESSION_ROW (gtk_list_item_get_child (item)))
    pips_session_row_set_entry (PIPS_SESSION_ROW (gtk_list_item_get_child (item)), NULL);
}

static void
section_changed_cb (GtkFilter *heading)
{
  gtk_filter_changed (heading, GTK_FILTER_CHANGE_DIFFERENT);
}

static gboolean
heading_shown_cb (gpointer item,
                  gpointer user_data)
{
  return g_list_model_get_n_items (G_LIST_MODEL (user_data)) > 0;
}

static void
sessions_list_activate_cb (PipsHomePage *self,
                           guint         position)
{
  g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (self->sorted), position);

  if (PIPS_IS_STORE_ENTRY (item))
    resume_entry (self, PIPS_STORE_ENTRY (item));
}

/* The page of games to start is made when it is first shown (mapped): with saved games it may
 * never be, and its status page and rows with their icons are a good part of a start. Not
 * sooner: made as soon as an empty folder was listed, before the window was on screen, its
 * icons had GTK load the icon theme a third time before the first frame (twice otherwise, as
 * with saved games): in a callgrind profile of the start with no games (cairo), 25 M
 * instructions of 900 M, and 53 M in all. */
static void
populate_games (PipsHomePage *self)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkListBox *games_list;

  if (adw_bin_get_child (self->empty_bin) != NULL)
    return;

  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/pips-home-empty.ui");
  games_list = GTK_LIST_BOX (gtk_builder_get_object (builder, "games_list"));
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
      gtk_list_box_append (games_list, row);
    }
  adw_bin_set_child (self->empty_bin, GTK_WIDGET (gtk_builder_get_object (builder, "empty_page")));
}

/* The grid makes cells for about 30 rows, however few the window shows. The first time the list
 * is shown, it is given only the items one screen can hold, so that the first frame costs what
 * it shows; the rest are given once that frame is painted, and made in the frame after.
 *
 * One screen is the window's height (before it has one, the height it asked for, or its
 * monitor's when it is maximized) less the header bar and, with a game in progress, the
 * Continue bar. It is filled from the top as the list will be: a section's heading, then its
 * rows, until the screen is full; the last row counted is the one cut at the bottom. The
 * heights are the least each can have (style.css: a heading's 24 px of padding and a line of
 * text; a row's 50 px, 18 px of padding and 6 px between rows; the bar's 12 px margins and a pill
 * button), so that the rows made never fall short of the screen. The test /ui/home-first-screen
 * checks that they fill the window. */
#define ROW_LEAST_HEIGHT 74
#define HEADING_LEAST_HEIGHT 40
#define HEADER_BAR_HEIGHT 46
#define CONTINUE_BAR_LEAST_HEIGHT 68

static guint
n_items_on_screen (PipsHomePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWindow *window = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
  GdkSurface *surface = window != NULL ? gtk_native_get_surface (GTK_NATIVE (window)) : NULL;
  int height = window != NULL ? gtk_widget_get_height (GTK_WIDGET (window)) : 0;
  guint n_items = 0;

  if (height <= 0 && window != NULL &&
      !gtk_window_is_maximized (window) && !gtk_window_is_fullscreen (window))
    gtk_window_get_default_size (window, NULL, &height);
  if (height <= 0 && surface != NULL)
    {
      GdkMonitor *monitor = gdk_display_get_monitor_at_surface (gdk_surface_get_display (surface),
                                                                surface);
      GdkRectangle geometry;

      if (monitor == NULL)
        return G_MAXUINT;
      gdk_monitor_get_geometry (monitor, &geometry);
      height = geometry.height;
    }
  if (height <= 0)
    return G_MAXUINT;

  height -= HEADER_BAR_HEIGHT;
  if (g_list_model_get_n_items (G_LIST_MODEL (self->sections[SECTION_IN_PROGRESS])) > 0)
    height -= CONTINUE_BAR_LEAST_HEIGHT;

  for (guint i = 0; i < G_N_ELEMENTS (self->sections) && height > 0; i++)
    {
      guint n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->sections[i]));
      guint n_fit;

      if (n_rows == 0)
        continue;
      height -= HEADING_LEAST_HEIGHT;
      n_fit = height > 0 ? (guint) (height + ROW_LEAST_HEIGHT - 1) / ROW_LEAST_HEIGHT : 0;
      n_rows = MIN (n_rows, n_fit);
      n_items += 1 + n_rows;
      height -= (int) n_rows * ROW_LEAST_HEIGHT;
    }

  return MAX (n_items, 1);
}

/* The whole list, in place of the first screen: the grid keeps the rows it has, as their items
 * are the same. */
static void
show_all (PipsHomePage *self)
{
  if (self->first_screen == NULL)
    return;

  gtk_no_selection_set_model (self->shown, G_LIST_MODEL (self->sorted));
  g_clear_object (&self->first_screen);
}

static void
list_painted_cb (GdkFrameClock *clock,
                 PipsHomePage  *self)
{
  g_clear_signal_handler (&self->painted_id, clock);
  show_all (self);
}

static void
sessions_list_map_cb (PipsHomePage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self->sessions_list));

  if (self->first_screen != NULL && self->painted_id == 0 && clock != NULL)
    self->painted_id = g_signal_connect_object (clock, "after-paint", G_CALLBACK (list_painted_cb),
                                                self, 0);
}

static void
show_first_screen (PipsHomePage *self)
{
  if (self->first_screen != NULL && gtk_slice_list_model_get_size (self->first_screen) == 0)
    gtk_slice_list_model_set_size (self->first_screen, n_items_on_screen (self));
}

static guint
n_items_in_grid (PipsHomePage *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->shown));
}

/* Nothing while the folder is being listed (it takes milliseconds), then the list or, with no
 * games, the games to start. */
static void
update_stack (PipsHomePage *self)
{
  const char *name;

  if (self->store == NULL)
    name = "empty";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) > 0)
    name = "sessions";
  else if (pips_store_get_loaded (self->store))
    name = "empty";
  else
    name = "loading";

  if (g_strcmp0 (name, "sessions") == 0)
    show_first_screen (self);

  /* The list shows from its first heading when it appears, not from the first row the keyboard
   * lands on. */
  if (g_strcmp0 (name, "sessions") == 0 &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "sessions") != 0)
    gtk_grid_view_scroll_to (self->sessions_list, 0, GTK_LIST_SCROLL_NONE, NULL);

  gtk_stack_set_visible_child_name (self->stack, name);
}

/* A heading (or a newer game) appears above the first row shown: a list that was at its top
 * stays at its top, rather than keeping the old first row in place. */
static void
sorted_changed_cb (PipsHomePage *self,
                   guint         position,
                   guint         removed,
                   guint         added)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->sessions_list));

  if (position == 0 && added > 0 && adjustment != NULL &&
      n_items_in_grid (self) > 0 &&
      gtk_adjustment_get_value (adjustment) < 120)
    gtk_grid_view_scroll_to (self->sessions_list, 0, GTK_LIST_SCROLL_NONE, NULL);
}

/* Shown (again): from the top, whatever the navigation view gave the focus to. */
static void
pips_home_page_shown (AdwNavigationPage *page)
{
  PipsHomePage *self = PIPS_HOME_PAGE (page);

  if (ADW_NAVIGATION_PAGE_CLASS (pips_home_page_parent_class)->shown != NULL)
    ADW_NAVIGATION_PAGE_CLASS (pips_home_page_parent_class)->shown (page);

  /* The keyboard on "Continue": Return goes back to the latest game. A focused row would scroll
   * the list past its heading. */
  if (gtk_widget_get_visible (self->continue_bar))
    gtk_widget_grab_focus (GTK_WIDGET (self->continue_button));
  if (n_items_in_grid (self) > 0)
    gtk_grid_view_scroll_to (self->sessions_list, 0, GTK_LIST_SCROLL_NONE, NULL);
}

/* The game in progress that was played last: the one a table most likely comes back to. */
static PipsStoreEntry *
dup_latest_in_progress (PipsHomePage *self)
{
  GListModel *in_progress = G_LIST_MODEL (self->sections[SECTION_IN_PROGRESS]);

  if (self->store == NULL || g_list_model_get_n_items (in_progress) == 0)
    return NULL;

  return g_list_model_get_item (in_progress, 0);
}

/* "Continue" at the bottom goes back to the latest game in progress with one tap or Return. */
/* The keyboard goes to Continue the first time it is on screen: Return resumes the latest
 * game. The games are listed in the background, so that is when the page is mapped or when the
 * list arrives, whichever comes last (and when the page is shown again, see
 * pips_home_page_shown()). */
static void
offer_continue (PipsHomePage *self)
{
  if (self->continue_offered || !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      !gtk_widget_get_visible (self->continue_bar))
    return;

  self->continue_offered = TRUE;
  gtk_widget_grab_focus (GTK_WIDGET (self->continue_button));
}

static void
update_continue (PipsHomePage *self)
{
  g_autoptr(PipsStoreEntry) entry = dup_latest_in_progress (self);

  gtk_widget_set_visible (self->continue_bar, entry != NULL);
  if (entry != NULL)
    {
      /* Translators: the button that resumes the latest game in progress; %s is its title */
      g_autofree char *label = g_strdup_printf (_("_Continue “%s”"),
                                                pips_store_entry_get_title (entry));

      gtk_button_set_label (self->continue_button, label);

      offer_continue (self);
    }
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PipsHomePage *self = PIPS_HOME_PAGE (widget);
  g_autoptr(PipsStoreEntry) entry = dup_latest_in_progress (self);

  if (entry != NULL)
    resume_entry (self, entry);
}

/* The Menu key or Shift+F10 on a saved game (its cell, or a button in it): the game's menu, as a
 * right-click or a long press on its row opens it. */
static void
row_menu_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PipsHomePage *self = PIPS_HOME_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->sessions_list)))
    return;

  row = gtk_widget_get_ancestor (focus, PIPS_TYPE_SESSION_ROW);
  if (row == NULL && PIPS_IS_SESSION_ROW (gtk_widget_get_first_child (focus)))
    row = gtk_widget_get_first_child (focus);
  if (row != NULL)
    pips_session_row_popup_menu (PIPS_SESSION_ROW (row));
}

static void
pips_home_page_dispose (GObject *object)
{
  PipsHomePage *self = PIPS_HOME_PAGE (object);

  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (self->store, self);
  g_clear_object (&self->store);

  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_HOME_PAGE);

  g_clear_object (&self->first_screen);
  g_clear_object (&self->shown);
  g_clear_object (&self->sorted);
  for (guint i = 0; i < G_N_ELEMENTS (self->sections); i++)
    {
      g_clear_object (&self->sections[i]);
      g_clear_object (&self->headings[i]);
    }

  G_OBJECT_CLASS (pips_home_page_parent_class)->dispose (object);
}

/* A folder that cannot be listed is said so, not shown as an empty list. */
static void
update_load_banner (PipsHomePage *self)
{
  const char *reason = self->store != NULL ? pips_store_get_load_error (self->store) : NULL;

  if (reason != NULL)
    {
      /* Translators: %s is the system's reason, e.g. "Permission denied" */
      g_autofree char *title = g_strdup_printf (_("The saved games cannot be read: %s"), reason);

      adw_banner_set_title (self->load_banner, title);
    }
  adw_banner_set_revealed (self->load_banner, reason != NULL);
}

static void
load_again_cb (PipsHomePage *self)
{
  if (self->store != NULL)
    pips_store_load_in_background (self->store);
}

static void
create_primary_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  PipsHomePage *self = user_data;

  gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
pips_home_page_class_init (PipsHomePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_home_page_dispose;

  ADW_NAVIGATION_PAGE_CLASS (klass)->shown = pips_home_page_shown;

  /**
   * PipsHomePage::add-toast:
   * @toast: the toast
   *
   * Asks the window to show @toast (a game deleted, with Undo; a game that cannot be opened).
   */
  signals[ADD_TOAST] =
    g_signal_new ("add-toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, ADW_TYPE_TOAST);

  /**
   * PipsHomePage::open-session:
   * @session: the session, opened from its file
   *
   * Asks the window to show the game page of @session.
   */
  signals[OPEN_SESSION] =
    g_signal_new ("open-session", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, PIPS_TYPE_SESSION);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/pips-home-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, stack);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, load_banner);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, continue_bar);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, continue_button);
  gtk_widget_class_install_action (widget_class, "home.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "home.row-menu", NULL, row_menu_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "home.row-menu", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "home.row-menu",
                                       NULL);
  gtk_widget_class_bind_template_callback (widget_class, load_again_cb);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, empty_bin);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, PipsHomePage, sessions_list);
  gtk_widget_class_bind_template_callback (widget_class, sessions_list_activate_cb);
}

static void
pips_home_page_init (PipsHomePage *self)
{
  g_autoptr(GtkListItemFactory) rows = gtk_signal_list_item_factory_new ();
  g_autoptr(GListStore) parts = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* In Progress, Finished, Could Not Be Opened; in each, the order of the store. Each section
   * is a filter of the store, after its heading; the flattened list is the grid's: nothing is
   * sorted on this thread, however long the list. A one-column GtkGridView makes cells only for
   * about the rows shown (a GtkListView keeps 200). */
  parts = g_list_store_new (G_TYPE_LIST_MODEL);
  for (Section section = SECTION_IN_PROGRESS; section <= SECTION_UNREADABLE; section++)
    {
      g_autoptr(GListStore) heading = g_list_store_new (GTK_TYPE_STRING_OBJECT);
      g_autoptr(GtkStringObject) label = NULL;
      g_autoptr(GtkFilterListModel) shown = NULL;
      g_autofree char *number = g_strdup_printf ("%d", section);

      self->sections[section] =
        gtk_filter_list_model_new (NULL, GTK_FILTER (gtk_custom_filter_new (in_section_cb,
                                                                            GUINT_TO_POINTER (section),
                                                                            NULL)));
      label = gtk_string_object_new (number);
      g_list_store_append (heading, label);
      self->headings[section] = GTK_FILTER (gtk_custom_filter_new (heading_shown_cb,
                                                                   self->sections[section], NULL));
      shown = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (heading)),
                                         g_object_ref (self->headings[section]));
      /* After the flattened list has taken the section's change in. */
      g_signal_connect_object (self->sections[section], "items-changed",
                               G_CALLBACK (section_changed_cb), self->headings[section],
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
      g_list_store_append (parts, shown);
      g_list_store_append (parts, self->sections[section]);
    }
  self->sorted = gtk_flatten_list_model_new (G_LIST_MODEL (g_object_ref (parts)));
  /* Before the handlers below: they see the first screen up to date. */
  self->first_screen = gtk_slice_list_model_new (G_LIST_MODEL (g_object_ref (self->sorted)), 0, 0);
  self->shown = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->first_screen)));
  g_signal_connect_object (self->sections[SECTION_IN_PROGRESS], "items-changed",
                           G_CALLBACK (update_continue), self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect (self, "map", G_CALLBACK (offer_continue), NULL);
  g_signal_connect_object (self->empty_bin, "map", G_CALLBACK (populate_games), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->sorted, "items-changed", G_CALLBACK (sorted_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->sorted, "items-changed", G_CALLBACK (update_stack), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->sessions_list, "map", G_CALLBACK (sessions_list_map_cb), self,
                           G_CONNECT_SWAPPED);

  gtk_menu_button_set_create_popup_func (self->primary_menu_button, create_primary_menu_cb, self,
                                         NULL);

  g_signal_connect (rows, "bind", G_CALLBACK (bind_cb), self);
  g_signal_connect (rows, "unbind", G_CALLBACK (unbind_cb), NULL);
  gtk_grid_view_set_factory (self->sessions_list, rows);
  gtk_grid_view_set_model (self->sessions_list, GTK_SELECTION_MODEL (self->shown));

  update_stack (self);
}

/**
 * pips_home_page_set_store:
 *
 * Shows the sessions of @store, and has it list its folder in the background if nothing has yet.
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
    g_signal_handlers_disconnect_by_data (self->store, self);
  g_set_object (&self->store, store);
  if (self->store != NULL)
    {
      g_signal_connect_swapped (self->store, "notify::loaded", G_CALLBACK (update_stack), self);
      g_signal_connect_swapped (self->store, "notify::load-error", G_CALLBACK (update_load_banner),
                                self);
      pips_store_load_in_background (self->store);
    }
  update_load_banner (self);

  for (guint i = 0; i < G_N_ELEMENTS (self->sections); i++)
    gtk_filter_list_model_set_model (self->sections[i],
                                     store != NULL ? pips_store_get_entries (store) : NULL);
  update_stack (self);
}
