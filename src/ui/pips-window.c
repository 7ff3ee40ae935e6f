/* pips-window.c
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-window"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-game-page.h"
#include "pips-home-page.h"
#include "pips-new-game-page.h"
#include "pips-session-page.h"
#include "pips-statistics-page.h"
#include "pips-window.h"

struct _PipsWindow
{
  AdwApplicationWindow  parent_instance;

  AdwToastOverlay      *toast_overlay;
  AdwNavigationView    *navigation_view;
  PipsHomePage         *home_page;
  PipsPlayerNames      *player_names;   /* the statistics' merged names, loaded when first shown */
  GWeakRef              last_session;   /* the game the window showed last */

  gboolean              close_unsaved;  /* the players chose to close with entries not saved */
};

G_DEFINE_FINAL_TYPE (PipsWindow, pips_window, ADW_TYPE_APPLICATION_WINDOW)

static GSettings *
get_settings (PipsWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  return PIPS_IS_APPLICATION (app) ? pips_application_get_settings (PIPS_APPLICATION (app)) : NULL;
}

static void
close_unsaved_response_cb (PipsWindow *self,
                           const char *response)
{
  if (g_strcmp0 (response, "close") != 0)
    return;

  self->close_unsaved = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* Whether another window of the application stays open (and keeps saving). */
static gboolean
has_other_windows (PipsWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    {
      if (l->data != (gpointer) self)
        return TRUE;
    }

  return FALSE;
}

/* Entries that are not on disk are never dropped without asking: Pips keeps trying to save them
 * as long as it runs. */
static void
ask_close_unsaved (PipsWindow *self,
                   const char *reason)
{
  AdwDialog *dialog;

  dialog = adw_alert_dialog_new (_("Entries Not Saved"), NULL);
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                /* Translators: %s is the system's reason, e.g. "No space left on device" */
                                _("Some entries could not be saved: %s. Pips keeps trying as long as it is open. If you close it now, they are lost."),
                                reason);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Keep Pips Open"),
                                  "close", _("_Close Anyway"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "close",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_unsaved_response_cb), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static gboolean
pips_window_close_request (GtkWindow *window)
{
  PipsWindow *self = PIPS_WINDOW (window);
  GSettings *settings = get_settings (self);
  PipsStore *store = pips_window_get_store (self);
  g_autoptr(GError) error = NULL;

  if (settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
      g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
    }

  if (store != NULL && !pips_store_flush (store, &error) &&
      !self->close_unsaved && !has_other_windows (self))
    {
      ask_close_unsaved (self, error->message);
      return TRUE;
    }

  return GTK_WINDOW_CLASS (pips_window_parent_class)->close_request (window);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  const char *game_id = g_variant_get_string (parameter, NULL);

  pips_window_new_game (PIPS_WINDOW (widget), game_id[0] != '\0' ? game_id : NULL);
}

/* Another game like the session of the given identifier, which a game page of the window shows. */
static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PipsWindow *self = PIPS_WINDOW (widget);
  const char *session_id = g_variant_get_string (parameter, NULL);
  g_autoptr(GListModel) stack = adw_navigation_view_get_navigation_stack (self->navigation_view);

  for (guint i = 0; i < g_list_model_get_n_items (stack); i++)
    {
      g_autoptr(AdwNavigationPage) page = g_list_model_get_item (stack, i);
      PipsSession *session;

      if (!PIPS_IS_SESSION_PAGE (page))
        continue;

      session = pips_session_page_get_session (PIPS_SESSION_PAGE (page));
      if (g_strcmp0 (pips_session_get_id (session), session_id) == 0)
        {
          pips_window_play_again (self, session);
          return;
        }
    }
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  const char *game_id = g_variant_get_string (parameter, NULL);

  pips_window_show_statistics (PIPS_WINDOW (widget), game_id[0] != '\0' ? game_id : NULL);
}

static void
pips_window_dispose (GObject *object)
{
  PipsWindow *self = PIPS_WINDOW (object);

  g_clear_object (&self->player_names);
  g_weak_ref_set (&self->last_session, NULL);

  G_OBJECT_CLASS (pips_window_parent_class)->dispose (object);
}

static void
pips_window_class_init (PipsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = pips_window_dispose;
  window_class->close_request = pips_window_close_request;

  g_type_ensure (PIPS_TYPE_HOME_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/pips-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PipsWindow, navigation_view);
  gtk_widget_class_bind_template_child (widget_class, PipsWindow, home_page);

  gtk_widget_class_install_action (widget_class, "window.new-game", "s", new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "window.new-game", "s", "");
  gtk_widget_class_install_action (widget_class, "window.statistics", "s", statistics_action);
  gtk_widget_class_install_action (widget_class, "window.play-again", "s", play_again_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
  _pips_window_class_transfer_init (widget_class);
}

/* A page's toast that the window shows (the pages' add-toast signals). */
static void
page_toast_cb (PipsWindow *self,
               AdwToast   *toast)
{
  pips_window_add_toast (self, g_object_ref (toast));
}

/* A page asks for the game page of @session (the home page's open-session, the new-game page's
 * start). */
static void
page_open_session_cb (PipsWindow  *self,
                      PipsSession *session)
{
  pips_window_open_session (self, session);
}

static void
pips_window_init (PipsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->home_page, "add-toast", G_CALLBACK (page_toast_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->home_page, "open-session", G_CALLBACK (page_open_session_cb), self,
                           G_CONNECT_SWAPPED);
  _pips_window_transfer_init (self);
}

PipsWindow *
pips_window_new (PipsApplication *application)
{
  PipsWindow *self;
  GSettings *settings;

  g_return_val_if_fail (PIPS_IS_APPLICATION (application), NULL);

  self = g_object_new (PIPS_TYPE_WINDOW, "application", application, NULL);

  settings = pips_application_get_settings (application);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  pips_home_page_set_store (self->home_page, pips_application_get_store (application));

  return self;
}

/**
 * pips_window_get_store:
 *
 * Returns: (transfer none) (nullable): the saved sessions
 */
PipsStore *
pips_window_get_store (PipsWindow *self)
{
  GtkApplication *app;

  g_return_val_if_fail (PIPS_IS_WINDOW (self), NULL);

  app = gtk_window_get_application (GTK_WINDOW (self));

  return PIPS_IS_APPLICATION (app) ? pips_application_get_store (PIPS_APPLICATION (app)) : NULL;
}

void
pips_window_add_toast (PipsWindow *self,
                       AdwToast   *toast)
{
  g_return_if_fail (PIPS_IS_WINDOW (self));

  /* Toasts carry players' names, file names and the system's reasons: never markup (a "&" in a
   * path would blank the message). */
  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The names merged into one player ("Anne" is "Anna"), loaded when first needed. */
static PipsPlayerNames *
get_player_names (PipsWindow *self)
{
  if (self->player_names == NULL)
    {
      g_autoptr(GError) error = NULL;

      /* A damaged file is left as it is: no names are merged, and a merge says why. */
      self->player_names = pips_player_names_new_default ();
      if (!pips_player_names_load (self->player_names, &error))
        g_warning ("The merged player names could not be read: %s", error->message);
    }

  return self->player_names;
}

/* The players the new-game page suggests: every name of the saved games, each merged name as
 * the player it was merged into, once ("anna", merged into "Anna", is not offered beside her). */
static GStrv
dup_known_players (PipsWindow *self,
                   PipsStore  *store)
{
  g_auto(GStrv) known = pips_store_dup_known_players (store);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  PipsPlayerNames *names = get_player_names (self);

  for (guint i = 0; known != NULL && known[i] != NULL; i++)
    {
      const char *player = pips_player_names_resolve (names, known[i]);

      if (g_hash_table_add (seen, (gpointer) player))
        g_strv_builder_add (builder, player);
    }

  return g_strv_builder_end (builder);
}

/* The table's last game, which a new game most often repeats: the game this window showed last,
 * else the newest of @store that opens (the first of the home list). */
static PipsSession *
dup_latest_session (PipsWindow *self,
                    PipsStore  *store)
{
  PipsSession *shown = g_weak_ref_get (&self->last_session);
  GListModel *entries = pips_store_get_entries (store);
  PipsStoreEntry *latest = NULL;
  PipsSession *session;

  if (shown != NULL)
    return shown;

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      PipsStoreEntry *entry = g_list_model_get_item (entries, i);

      if (pips_store_entry_get_error (entry) == NULL && pips_store_entry_get_can_open (entry) &&
          (latest == NULL || pips_store_entry_compare (entry, latest) < 0))
        g_set_object (&latest, entry);
      g_object_unref (entry);
    }
  if (latest == NULL)
    return NULL;

  session = pips_store_entry_open (latest, NULL);
  g_object_unref (latest);

  return session != NULL ? g_object_ref (session) : NULL;
}

/* Fills the new-game page @page in with the game, players and rules of @session. */
static void
fill_new_game (PipsNewGamePage *page,
               PipsSession     *session)
{
  const char * const *players = pips_session_get_players (session);

  pips_new_game_page_set_game_id (page, pips_session_get_game_id (session));
  for (guint i = 0; players[i] != NULL; i++)
    pips_new_game_page_set_player (page, i, players[i]);
  pips_new_game_page_set_options (page, pips_session_get_options (session));
}

/**
 * pips_window_new_game:
 * @game_id: (nullable): the game to preselect; %NULL: the table's last game, with its players
 *   and rules (the newest game saved), or the first game of the registry
 *
 * Shows the new-game page.
 */
void
pips_window_new_game (PipsWindow *self,
                      const char *game_id)
{
  PipsStore *store;
  g_auto(GStrv) known = NULL;
  AdwNavigationPage *page;

  g_return_if_fail (PIPS_IS_WINDOW (self));

  /* One new-game page at a time: go back to it if it is already open. */
  if (adw_navigation_view_find_page (self->navigation_view, "new-game") != NULL)
    {
      adw_navigation_view_pop_to_tag (self->navigation_view, "new-game");
      return;
    }

  store = pips_window_get_store (self);
  known = store != NULL ? dup_known_players (self, store) : NULL;
  page = ADW_NAVIGATION_PAGE (pips_new_game_page_new (game_id, (const char * const *) known));
  g_signal_connect_object (page, "start", G_CALLBACK (page_open_session_cb), self,
                           G_CONNECT_SWAPPED);
  if (game_id == NULL && store != NULL)
    {
      g_autoptr(PipsSession) last = dup_latest_session (self, store);

      if (last != NULL)
        fill_new_game (PIPS_NEW_GAME_PAGE (page), last);
    }
  adw_navigation_view_push (self->navigation_view, page);
}

/**
 * pips_window_play_again:
 * @session: a game just played
 *
 * Shows the new-game page filled in for another game like @session: the same game, players (in
 * the same order) and rule options. The players change what they like, then Start.
 */
void
pips_window_play_again (PipsWindow  *self,
                        PipsSession *session)
{
  AdwNavigationPage *page;

  g_return_if_fail (PIPS_IS_WINDOW (self));
  g_return_if_fail (PIPS_IS_SESSION (session));

  /* A new-game page already open gives way to this one. */
  if (adw_navigation_view_find_page (self->navigation_view, "new-game") != NULL)
    adw_navigation_view_replace_with_tags (self->navigation_view,
                                           (const char * const[]) { "home", NULL }, 1);

  pips_window_new_game (self, pips_session_get_game_id (session));
  page = adw_navigation_view_find_page (self->navigation_view, "new-game");
  if (PIPS_IS_NEW_GAME_PAGE (page))
    fill_new_game (PIPS_NEW_GAME_PAGE (page), session);
}


/**
 * pips_window_open_session:
 *
 * Shows the game page of @session, in place of any other game or new-game page. A new session is
 * added to the store, which saves it from now on.
 */
void
pips_window_open_session (PipsWindow  *self,
                          PipsSession *session)
{
  PipsSessionPage *page;
  PipsStore *store;

  g_return_if_fail (PIPS_IS_WINDOW (self));
  g_return_if_fail (PIPS_IS_SESSION (session));

  g_weak_ref_set (&self->last_session, session);

  /* Listed and kept from now on; a save that fails is told on the game page, and retried. */
  store = pips_window_get_store (self);
  if (store != NULL)
    pips_store_add (store, session);

  adw_navigation_view_replace_with_tags (self->navigation_view,
                                         (const char * const[]) { "home", NULL }, 1);
  page = pips_session_page_new (session);
  g_signal_connect_object (page, "add-toast", G_CALLBACK (page_toast_cb), self,
                           G_CONNECT_SWAPPED);
  adw_navigation_view_push (self->navigation_view, ADW_NAVIGATION_PAGE (page));
}

/**
 * pips_window_get_game_page:
 *
 * Returns: (transfer none) (nullable): the page of the game on screen, or %NULL when the window
 *   shows no game
 */
GtkWidget *
pips_window_get_game_page (PipsWindow *self)
{
  AdwNavigationPage *page;
  GtkWidget *board;

  g_return_val_if_fail (PIPS_IS_WINDOW (self), NULL);

  page = adw_navigation_view_get_visible_page (self->navigation_view);
  if (!PIPS_IS_SESSION_PAGE (page))
    return NULL;

  board = pips_session_page_get_board (PIPS_SESSION_PAGE (page));

  return PIPS_IS_GAME_PAGE (board) ? board : NULL;
}

/**
 * pips_window_show_statistics:
 * @game_id: (nullable): the game to show the figures of; %NULL: all games
 *
 * Shows the statistics page, above the home page (or the game whose end asked for it).
 */
void
pips_window_show_statistics (PipsWindow *self,
                             const char *game_id)
{
  PipsStore *store;
  AdwNavigationPage *page;

  g_return_if_fail (PIPS_IS_WINDOW (self));

  store = pips_window_get_store (self);
  if (store == NULL)
    return;

  /* One statistics page at a time: back to it, on the game asked for. */
  page = adw_navigation_view_find_page (self->navigation_view, "statistics");
  if (page != NULL)
    {
      pips_statistics_page_set_game (PIPS_STATISTICS_PAGE (page), game_id);
      adw_navigation_view_pop_to_page (self->navigation_view, page);
      return;
    }

  page = ADW_NAVIGATION_PAGE (pips_statistics_page_new (store, get_player_names (self), game_id));
  g_signal_connect_object (page, "add-toast", G_CALLBACK (page_toast_cb), self, G_CONNECT_SWAPPED);
  adw_navigation_view_push (self->navigation_view, page);
}
