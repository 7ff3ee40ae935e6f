/* pips-session-page.c — the frame of a game: header, undo and redo, rules, history, results
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-session-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-game-page.h"
#include "pips-registry.h"
#include "pips-session-page.h"
#include "pips-application.h"

struct _PipsSessionPage
{
  AdwNavigationPage  parent_instance;

  AdwToastOverlay   *toast_overlay;
  AdwWindowTitle    *window_title;
  AdwBanner         *save_banner;
  AdwBin            *board_bin;
  GtkMenuButton     *menu_button;
  GMenu             *session_menu;

  PipsSession       *session;
  PipsSaver         *saver;   /* what keeps the session on disk, once the page is in a window */

  /* While the page is shown, the screen does not dim and lock: nobody touches the computer
   * while the dice roll (gtk_application_inhibit(), as a video player does). */
  GtkApplication    *inhibit_app;
  guint              inhibit_cookie;
  gboolean           inhibiting;
};

G_DEFINE_FINAL_TYPE (PipsSessionPage, pips_session_page, ADW_TYPE_NAVIGATION_PAGE)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

enum {
  ADD_TOAST,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The store that keeps the sessions of the window's application, if the page is in one. */
static PipsStore *
get_store (PipsSessionPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;

  return PIPS_IS_APPLICATION (app) ? pips_application_get_store (PIPS_APPLICATION (app)) : NULL;
}

/* A toast that outlives the page: the window shows it (#PipsSessionPage::add-toast). */
void
_pips_session_page_add_window_toast (PipsSessionPage *self,
                                     AdwToast        *toast)
{
  g_autoptr(AdwToast) owned = toast;

  g_signal_emit (self, signals[ADD_TOAST], 0, owned);
}

static void
update (PipsSessionPage *self)
{
  g_autofree char *status = pips_session_dup_status (self->session);
  const char *title = pips_session_get_title (self->session);

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, status);
  adw_navigation_page_set_title (ADW_NAVIGATION_PAGE (self), title);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "session.undo",
                                 pips_session_get_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "session.redo",
                                 pips_session_get_can_redo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "session.end",
                                 !pips_session_get_is_over (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "session.play-again",
                                 pips_session_get_is_over (self->session));
}

/* The game's toasts are the page's: a toast about an entry does not follow the player to the
 * next page (Results copied over Start Game). */
static void
toast (PipsSessionPage *self,
       AdwToast        *toast)
{
  /* A page going away says nothing more. */
  if (self->toast_overlay == NULL)
    {
      g_object_unref (g_object_ref_sink (toast));
      return;
    }

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  pips_session_undo (PIPS_SESSION_PAGE (widget)->session);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);

  /* Only a game whose rules changed since the entry was made can refuse it again. */
  if (pips_session_get_can_redo (self->session) && !pips_session_redo (self->session))
    {
      AdwToast *t = adw_toast_new (_("This entry cannot be made again with the rules of this version of Pips"));

      adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
      toast (self, t);
    }
}

static void
undo_end_cb (AdwToast    *t,
             PipsSession *session)
{
  if (pips_session_get_can_undo (session) &&
      pips_game_get_ended (pips_session_get_game (session)))
    pips_session_undo (session);
}

static void
end_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);
  g_autoptr(JsonObject) event = json_object_new ();
  g_autoptr(GError) error = NULL;
  AdwToast *t;

  json_object_set_string_member (event, "type", "end");
  if (!pips_session_append (self->session, event, &error))
    {
      toast (self, adw_toast_new (error->message));
      return;
    }

  t = adw_toast_new (_("Game ended"));
  adw_toast_set_button_label (t, _("_Undo"));
  g_signal_connect_data (t, "button-clicked", G_CALLBACK (undo_end_cb),
                         g_object_ref (self->session),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  toast (self, t);
}

/* Another game with the same players and rules: the new-game page, filled in. */
static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);

  gtk_widget_activate_action (widget, "window.play-again", "s", pips_session_get_id (self->session));
}

static void
copy_results_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);
  g_autofree char *text = pips_session_summary_text (self->session);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  toast (self, adw_toast_new (_("Results copied")));
}

static AdwDialog *
text_dialog_new (const char *title,
                 GtkWidget  *content)
{
  AdwDialog *dialog = adw_dialog_new ();
  GtkWidget *view = adw_toolbar_view_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  adw_dialog_set_title (dialog, title);
  adw_dialog_set_content_width (dialog, 560);
  adw_dialog_set_content_height (dialog, 640);

  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), adw_header_bar_new ());
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 24);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), scrolled);
  adw_dialog_set_child (dialog, view);

  return dialog;
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);
  PipsGame *game = pips_session_get_game (self->session);
  const PipsGameInfo *info = pips_session_get_game_info (self->session);
  JsonObject *options = pips_session_get_options (self->session);
  g_autofree char *rules = pips_game_dup_rules (game);
  g_auto(GStrv) paragraphs = g_strsplit (rules, "\n\n", -1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_autofree char *title = NULL;

  for (guint i = 0; paragraphs[i] != NULL; i++)
    {
      GtkWidget *label = gtk_label_new (paragraphs[i]);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (box), label);
    }

  /* The house rules this table chose, as the new-game page showed them. */
  if (info->n_options > 0)
    {
      const PipsRulePreset *preset = pips_game_info_match_preset (info, options);
      GtkWidget *group = adw_preferences_group_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rule Options"));
      if (preset != NULL && info->n_presets > 1)
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), _(preset->name));
      gtk_widget_set_margin_top (group, 12);

      for (guint i = 0; i < info->n_options; i++)
        {
          const PipsRuleOption *option = &info->options[i];
          g_autofree char *value = NULL;
          GtkWidget *row;

          if (!pips_game_info_option_applies (info, option, options))
            continue;

          value = pips_game_info_dup_option_value_label (info, option, options);
          row = adw_action_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(option->title));
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), value);
          gtk_widget_add_css_class (row, "property");
          /* Text to read, not to choose: focused, the first row scrolled the dialog down to the
           * options, past the rules above them. */
          gtk_widget_set_focusable (row, FALSE);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }

      gtk_box_append (GTK_BOX (box), group);
    }

  /* Translators: %s is a game's name */
  title = g_strdup_printf (_("Rules of %s"), _(info->name));
  adw_dialog_present (text_dialog_new (title, box), widget);
}

static void
history_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *line = gtk_label_new (NULL);

  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  /* Right-aligned in a column as wide as the longest game's numbers. */
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_set_valign (number, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (line), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (line), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (line), 0);
  gtk_widget_set_hexpand (line, TRUE);
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), line);
  gtk_list_item_set_child (item, box);
  gtk_list_item_set_activatable (item, FALSE);
}

static void
history_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkStringObject *line = gtk_list_item_get_item (item);
  g_autofree char *number = g_strdup_printf ("%u", gtk_list_item_get_position (item) + 1);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (box)), number);
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (box)),
                       gtk_string_object_get_string (line));
}

/* One line for each entry, in a list that makes rows only for what is on screen: a roll-off of
 * 130 000 entries opens as fast as a short game. */
static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);
  g_auto(GStrv) lines = pips_session_dup_history (self->session);
  AdwDialog *dialog;

  if (lines[0] == NULL)
    {
      GtkWidget *content = adw_status_page_new ();

      adw_status_page_set_icon_name (ADW_STATUS_PAGE (content), "document-open-recent-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (content), _("Nothing Yet"));
      adw_status_page_set_description (ADW_STATUS_PAGE (content),
                                       _("Every entry of the game will be listed here"));
      dialog = text_dialog_new (_("History"), content);
    }
  else
    {
      g_autoptr(GtkStringList) model = gtk_string_list_new ((const char * const *) lines);
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkWidget *list;
      GtkWidget *clamp = adw_clamp_scrollable_new ();
      GtkWidget *scrolled = gtk_scrolled_window_new ();
      GtkWidget *view = adw_toolbar_view_new ();
      guint n = g_list_model_get_n_items (G_LIST_MODEL (model));

      g_signal_connect (factory, "setup", G_CALLBACK (history_setup_cb), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (history_bind_cb), NULL);
      list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_steal_pointer (&model)))),
                                factory);
      gtk_widget_add_css_class (list, "rich-list");
      gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"), -1);

      adw_clamp_scrollable_set_child (ADW_CLAMP_SCROLLABLE (clamp), list);
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                      GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
      adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), adw_header_bar_new ());
      adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), scrolled);

      dialog = adw_dialog_new ();
      adw_dialog_set_title (dialog, _("History"));
      adw_dialog_set_content_width (dialog, 560);
      adw_dialog_set_content_height (dialog, 640);
      adw_dialog_set_child (dialog, view);

      /* The latest entry is what the table looks for. */
      gtk_list_view_scroll_to (GTK_LIST_VIEW (list), n - 1, GTK_LIST_SCROLL_NONE, NULL);
    }

  adw_dialog_present (dialog, widget);
}

/* A save that fails is not a passing message: the banner stays until the entries are on disk. */
static void
update_save_banner (PipsSessionPage *self)
{
  const char *reason = self->saver != NULL ? pips_saver_get_error (self->saver) : NULL;

  if (reason != NULL)
    {
      /* Translators: %s is the system's reason, e.g. "No space left on device" */
      g_autofree char *title = g_strdup_printf (_("Not saved: %s — your entries are kept and will be saved when possible"),
                                                reason);

      adw_banner_set_title (self->save_banner, title);
    }
  adw_banner_set_revealed (self->save_banner, reason != NULL);
}

static void
save_now_cb (PipsSessionPage *self)
{
  if (self->saver != NULL)
    pips_saver_save_soon (self->saver);
}

/* Finds what keeps this session on disk, once the page is in a window with a store. */
static void
pips_session_page_showing (AdwNavigationPage *page)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (page);
  PipsStore *store = get_store (self);
  PipsStoreEntry *entry = store != NULL ? pips_store_find (store, self->session) : NULL;
  PipsSaver *saver = entry != NULL ? pips_store_entry_get_saver (entry) : NULL;

  if (saver != self->saver)
    {
      if (self->saver != NULL)
        g_signal_handlers_disconnect_by_data (self->saver, self);
      g_set_object (&self->saver, saver);
      if (saver != NULL)
        g_signal_connect_object (saver, "notify::error", G_CALLBACK (update_save_banner), self,
                                 G_CONNECT_SWAPPED);
    }
  update_save_banner (self);

  if (ADW_NAVIGATION_PAGE_CLASS (pips_session_page_parent_class)->showing != NULL)
    ADW_NAVIGATION_PAGE_CLASS (pips_session_page_parent_class)->showing (page);
}

/* Asks the session not to go idle while a game is on screen (@inhibit), or lets go. */
static void
inhibit_idle (PipsSessionPage *self,
              gboolean         inhibit)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (!inhibit || self->inhibiting)
    {
      if (!inhibit && self->inhibit_cookie != 0)
        gtk_application_uninhibit (self->inhibit_app, self->inhibit_cookie);
      if (!inhibit)
        {
          self->inhibit_cookie = 0;
          self->inhibiting = FALSE;
          g_clear_object (&self->inhibit_app);
        }
      return;
    }

  if (!GTK_IS_WINDOW (root) || gtk_window_get_application (GTK_WINDOW (root)) == NULL)
    return;
  self->inhibit_app = g_object_ref (gtk_window_get_application (GTK_WINDOW (root)));
  /* Where no session manager listens the cookie is 0: nothing to let go of then. */
  self->inhibit_cookie = gtk_application_inhibit (self->inhibit_app, GTK_WINDOW (root),
                                                  GTK_APPLICATION_INHIBIT_IDLE,
                                                  _("A game is being played"));
  self->inhibiting = TRUE;
}

/**
 * pips_session_page_get_inhibits_idle:
 *
 * Returns: whether the page asks the desktop not to dim the screen and lock (while it is shown)
 */
gboolean
pips_session_page_get_inhibits_idle (PipsSessionPage *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION_PAGE (self), FALSE);

  return self->inhibiting;
}

/* Leaving the game page writes the session at once rather than after the save delay, and lets
 * the screen dim again. */
static void
pips_session_page_hidden (AdwNavigationPage *page)
{
  PipsStore *store = get_store (PIPS_SESSION_PAGE (page));
  g_autoptr(GError) error = NULL;

  inhibit_idle (PIPS_SESSION_PAGE (page), FALSE);

  if (store != NULL && !pips_store_flush (store, &error))
    {
      AdwToast *t = adw_toast_new_format (_("Could not save the game: %s"), error->message);

      adw_toast_set_use_markup (t, FALSE);
      adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
      _pips_session_page_add_window_toast (PIPS_SESSION_PAGE (page), t);
    }

  ADW_NAVIGATION_PAGE_CLASS (pips_session_page_parent_class)->hidden (page);
}

static void
add_toast_cb (PipsSessionPage *self,
              AdwToast        *t)
{
  toast (self, g_object_ref (t));
}

/* The keyboard back on the game after the game menu (an action chosen with the pointer left it
 * on the menu button, where the dice typed next went nowhere): unless the player moved it
 * elsewhere meanwhile. */
static void
return_focus (PipsSessionPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *board = adw_bin_get_child (self->board_bin);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (board == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (focus == NULL || focus == GTK_WIDGET (self->menu_button) ||
      gtk_widget_is_ancestor (focus, GTK_WIDGET (self->menu_button)))
    gtk_widget_grab_focus (board);
}

static gboolean
return_focus_idle (gpointer data)
{
  return_focus (data);

  return G_SOURCE_REMOVE;
}

static void
dialog_closed_cb (PipsSessionPage *self)
{
  /* The dialog gives the keyboard back to the menu button as it goes: after that. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, return_focus_idle, g_object_ref (self),
                   g_object_unref);
}

/* The menu closed: the keyboard goes back to the game, or once the dialog the menu opened (the
 * rules, the history, the chart, an export) is closed. */
static gboolean
menu_closed_idle (gpointer data)
{
  PipsSessionPage *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  AdwDialog *dialog = ADW_IS_APPLICATION_WINDOW (root)
                      ? adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (root))
                      : NULL;

  if (dialog != NULL)
    g_signal_connect_object (dialog, "closed", G_CALLBACK (dialog_closed_cb), self,
                             G_CONNECT_SWAPPED);
  else
    return_focus (self);

  return G_SOURCE_REMOVE;
}

static void
menu_active_cb (PipsSessionPage *self)
{
  if (!gtk_menu_button_get_active (self->menu_button))
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, menu_closed_idle, g_object_ref (self),
                     g_object_unref);
}

/* Once the page is on screen, the keyboard goes to the game: the dice entry when the game waits
 * for dice, so that the first digit typed is the first die. */
static void
pips_session_page_shown (AdwNavigationPage *page)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (page);
  GtkWidget *board = adw_bin_get_child (self->board_bin);

  if (ADW_NAVIGATION_PAGE_CLASS (pips_session_page_parent_class)->shown != NULL)
    ADW_NAVIGATION_PAGE_CLASS (pips_session_page_parent_class)->shown (page);

  inhibit_idle (self, TRUE);
  if (board != NULL)
    gtk_widget_grab_focus (board);
}

static void
pips_session_page_constructed (GObject *object)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (object);
  GtkWidget *board;

  G_OBJECT_CLASS (pips_session_page_parent_class)->constructed (object);

  g_assert (PIPS_IS_SESSION (self->session));

  board = pips_game_page_new_for_session (self->session);
  adw_bin_set_child (self->board_bin, board);
  g_signal_connect_object (self->menu_button, "notify::active", G_CALLBACK (menu_active_cb), self,
                           G_CONNECT_SWAPPED);
  if (PIPS_IS_GAME_PAGE (board))
    {
      GMenuModel *game_menu = pips_game_page_get_menu (PIPS_GAME_PAGE (board));

      g_signal_connect_object (board, "add-toast", G_CALLBACK (add_toast_cb), self,
                               G_CONNECT_SWAPPED);
      /* The game's own commands come first in the game menu. */
      if (game_menu != NULL)
        g_menu_insert_section (self->session_menu, 0, NULL, game_menu);

      /* Show the Odds, for this session: the game's setting (Preferences) says how a game
       * starts, the toggle changes this one alone. */
      if (PIPS_GAME_PAGE_GET_CLASS (board)->shows_odds)
        {
          g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
          g_autoptr(GPropertyAction) action = g_property_action_new ("show", board, "show-odds");
          g_autoptr(GMenu) section = g_menu_new ();

          g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
          gtk_widget_insert_action_group (GTK_WIDGET (self), "odds", G_ACTION_GROUP (group));
          g_menu_append (section, _("Show the _Odds"), "odds.show");
          g_menu_insert_section (self->session_menu, game_menu != NULL ? 1 : 0, NULL,
                                 G_MENU_MODEL (section));
        }
    }
  g_signal_connect_object (self->session, "changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  update (self);
}

static void
pips_session_page_dispose (GObject *object)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (object);

  if (self->saver != NULL)
    g_signal_handlers_disconnect_by_data (self->saver, self);
  g_clear_object (&self->saver);
  inhibit_idle (self, FALSE);
  /* The page lets go of its child (the toast overlay, a template child) before the template does. */
  adw_navigation_page_set_child (ADW_NAVIGATION_PAGE (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_SESSION_PAGE);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pips_session_page_parent_class)->dispose (object);
}

static void
pips_session_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (object);

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
pips_session_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_session_page_class_init (PipsSessionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_session_page_constructed;
  ADW_NAVIGATION_PAGE_CLASS (klass)->showing = pips_session_page_showing;
  ADW_NAVIGATION_PAGE_CLASS (klass)->shown = pips_session_page_shown;
  ADW_NAVIGATION_PAGE_CLASS (klass)->hidden = pips_session_page_hidden;
  object_class->dispose = pips_session_page_dispose;
  object_class->get_property = pips_session_page_get_property;
  object_class->set_property = pips_session_page_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, PIPS_TYPE_SESSION,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PipsSessionPage::add-toast:
   * @toast: the toast
   *
   * Asks the window to show @toast, one that outlives the page: a save that failed as the page
   * closed, an export that ended. The page's own toasts stay on the page.
   */
  signals[ADD_TOAST] =
    g_signal_new ("add-toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, ADW_TYPE_TOAST);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/pips-session-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsSessionPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PipsSessionPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, PipsSessionPage, board_bin);
  gtk_widget_class_bind_template_child (widget_class, PipsSessionPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, PipsSessionPage, save_banner);
  gtk_widget_class_bind_template_callback (widget_class, save_now_cb);
  gtk_widget_class_bind_template_child (widget_class, PipsSessionPage, session_menu);

  gtk_widget_class_install_action (widget_class, "session.undo", NULL, undo_action);
  /* A new game with the same players and rules, once this one is over. */
  gtk_widget_class_install_action (widget_class, "session.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "session.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "session.end", NULL, end_action);
  gtk_widget_class_install_action (widget_class, "session.copy-results", NULL,
                                   copy_results_action);
  gtk_widget_class_install_action (widget_class, "session.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "session.history", NULL, history_action);
  _pips_session_page_class_export_init (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "session.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "session.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "session.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "session.rules", NULL);
}

static void
pips_session_page_init (PipsSessionPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

PipsSessionPage *
pips_session_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_SESSION_PAGE, "session", session, NULL);
}

/**
 * pips_session_page_get_session:
 *
 * Returns: (transfer none): the session
 */
PipsSession *
pips_session_page_get_session (PipsSessionPage *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION_PAGE (self), NULL);

  return self->session;
}

/**
 * pips_session_page_get_board:
 *
 * Returns: (transfer none): the game's own page
 */
GtkWidget *
pips_session_page_get_board (PipsSessionPage *self)
{
  g_return_val_if_fail (PIPS_IS_SESSION_PAGE (self), NULL);

  return adw_bin_get_child (self->board_bin);
}
