/* pips-game-page.c — the base type of every game's page
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-application.h"
#include "pips-game-over-view.h"
#include "pips-game-page.h"
#include "pips-games.h"
#include "pips-registry.h"

typedef struct
{
  PipsSession *session;
  GSettings   *settings;        /* the app's: virtual-dice */
  GSettings   *game_settings;   /* the game's: show-odds */
  GMenuModel  *menu;
  gboolean     virtual_dice;
  gboolean     show_odds;

  /* What the page last showed of the session, to tell a new state from a new title. */
  guint        seen_cursor;
  guint        seen_n_events;

  /* The entry under way: bumped with every new state and whenever the page starts its input
   * afresh, so that dice landing late know they belong to an input that is gone. */
  guint        input_serial;
  PipsRoller  *roller;
  gboolean     rolling;
  gboolean     entry_made;     /* the page itself appended the event being applied */
  gboolean     disposed;
  gboolean     shown;          /* the first update happened */
  guint        focus_idle_id;
  gboolean     focus_after_entry;   /* the pending focus_idle_id follows an entry */
  GtkRoot     *root;                /* weak: whose focus-widget the page watches */
  gulong       focus_notify_id;

  /* The game's keys, on the frame around the page (or the page itself), so that they work
   * wherever the keyboard is on it. */
  GtkEventController *key_controller;
  GtkWidget          *key_owner;   /* weak */

  /* The layout of every game: the page's child sits in this bin, whose breakpoints say whether
   * the page is narrow, short or pinned. */
  AdwBreakpointBin   *breakpoint_bin;
  AdwBreakpoint      *tall_breakpoint;
  gboolean            narrow;
  gboolean            is_short;
  gboolean            pinned;

  /* The end of every game: the base page puts it into the game's turn stack. */
  GtkStack           *turn_stack;
  GtkWidget          *over_view;

  /* The page's last toast (weak): one at a time, and one with Undo goes with its entry. */
  AdwToast           *toast;
  gboolean            toast_undoes;
} PipsGamePagePrivate;

/* A key of a game's page (pips_game_page_class_add_key()). */
typedef struct
{
  guint            keyval;
  GdkModifierType  modifiers;
  char            *action_name;
  GVariant        *args;
} PageKey;

static GQuark page_keys_quark;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (PipsGamePage, pips_game_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_VIRTUAL_DICE,
  PROP_SHOW_ODDS,
  PROP_MENU,
  PROP_NARROW,
  PROP_SHORT,
  PROP_PINNED,
  PROP_TURN_STACK,
  N_PROPS,

  /* AdwBin's, overridden: the child goes into the page's breakpoint bin. */
  PROP_CHILD = N_PROPS,
};

enum {
  ADD_TOAST,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The page of each game, from the list of games in src/meson.build. */
#define DECLARE_PAGE(name) GType pips_##name##_page_get_type (void);
PIPS_FOR_EACH_GAME (DECLARE_PAGE)
#undef DECLARE_PAGE

typedef struct
{
  const char *c_name;
  GType     (*get_type) (void);
} PageEntry;

#define PAGE_ENTRY(name) { #name, pips_##name##_page_get_type },
static const PageEntry pages[] = {
  PIPS_FOR_EACH_GAME (PAGE_ENTRY)
  { NULL, NULL },
};
#undef PAGE_ENTRY

/**
 * pips_game_page_new_for_session:
 * @session: a session of any game
 *
 * Returns: (transfer floating): the page of the session's game
 */
GtkWidget *
pips_game_page_new_for_session (PipsSession *session)
{
  g_autofree char *c_name = NULL;

  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  /* The table knows the games by their identifiers, dashes made underscores ("a-b" → "a_b"). */
  c_name = g_strdelimit (g_strdup (pips_session_get_game_id (session)), "-", '_');
  for (guint i = 0; pages[i].c_name != NULL; i++)
    {
      if (g_str_equal (pages[i].c_name, c_name))
        return g_object_new (pages[i].get_type (), "session", session, NULL);
    }

  /* Every game of the registry has a page (the same list makes both); a programming error. */
  g_critical ("No page for the game “%s”", pips_session_get_game_id (session));
  return adw_status_page_new ();
}

/* Whether the keyboard is on the page, somewhere it can be used. */
static gboolean
focus_is_usable_inside (PipsGamePage *self,
                        GtkWidget    *focus)
{
  return focus != NULL && focus != GTK_WIDGET (self) &&
         gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) &&
         gtk_widget_get_mapped (focus) && gtk_widget_is_sensitive (focus);
}

/* Puts the keyboard where the next entry is typed (the page's grab_focus() knows where): after
 * an entry the page made (@entry), always; after another change (an undo, a redo), only when
 * the keyboard was on the page and its widget is gone, or nowhere. A button elsewhere (the
 * header's Undo) keeps it. */
static void
place_focus (PipsGamePage *self,
             gboolean      entry)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  focus = gtk_root_get_focus (root);
  if (!entry)
    {
      if (focus_is_usable_inside (self, focus))
        return;
      if (focus != NULL && focus != GTK_WIDGET (self) &&
          !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) &&
          gtk_widget_get_mapped (focus) && gtk_widget_is_sensitive (focus))
        return;
    }

  if (!gtk_widget_grab_focus (GTK_WIDGET (self)))
    gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

/* A menu or popover that closes after an entry gives the keyboard back to its button, and a
 * panel that goes away at the end of a transition takes the keyboard with it: once that has
 * happened, the keyboard goes on to the next entry. */
static gboolean
place_focus_idle_cb (gpointer data)
{
  PipsGamePage *self = data;
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean entry = priv->focus_after_entry;

  priv->focus_idle_id = 0;
  priv->focus_after_entry = FALSE;

  if (root != NULL && !priv->rolling &&
      (entry || !focus_is_usable_inside (self, gtk_root_get_focus (root))))
    place_focus (self, entry);

  return G_SOURCE_REMOVE;
}

static void
queue_place_focus (PipsGamePage *self,
                   gboolean      entry)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  priv->focus_after_entry |= entry;
  if (priv->focus_idle_id == 0)
    priv->focus_idle_id = g_idle_add (place_focus_idle_cb, self);
}

/* The keyboard left the window's widgets (the one it was on went away): it comes back to the
 * page, if the page is what the window shows. */
static void
root_focus_changed_cb (GtkRoot      *root,
                       GParamSpec   *pspec,
                       PipsGamePage *self)
{
  if (gtk_root_get_focus (root) == NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    queue_place_focus (self, FALSE);
}

static void
watch_root_focus (PipsGamePage *self,
                  GtkRoot      *root)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  if (priv->root != NULL)
    g_clear_signal_handler (&priv->focus_notify_id, priv->root);
  g_set_weak_pointer (&priv->root, root);
  if (root != NULL)
    priv->focus_notify_id = g_signal_connect (root, "notify::focus-widget",
                                              G_CALLBACK (root_focus_changed_cb), self);
}

/* Whether the game is over, by its rules or ended early: the page shows the end view. */
static gboolean
is_over (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  return priv->session != NULL && pips_session_get_is_over (priv->session);
}

/* The end view takes the place of the turn once the game is over; the game's update leaves its
 * turn stack alone then. When the game is on again (an undo) and the game's update chose no
 * other page of the stack, its first page comes back. */
static void
show_end_view (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  if (priv->over_view == NULL)
    return;

  if (is_over (self))
    gtk_stack_set_visible_child (priv->turn_stack, priv->over_view);
  else if (gtk_stack_get_visible_child (priv->turn_stack) == priv->over_view)
    gtk_stack_set_visible_child (priv->turn_stack,
                                 gtk_widget_get_first_child (GTK_WIDGET (priv->turn_stack)));
}

static void
run_update (PipsGamePage *self,
            gboolean      moved)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  if (moved)
    priv->input_serial++;

  if (PIPS_GAME_PAGE_GET_CLASS (self)->update != NULL)
    PIPS_GAME_PAGE_GET_CLASS (self)->update (self, moved);
  show_end_view (self);
}

static void
update (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  guint cursor = pips_session_get_cursor (priv->session);
  guint n_events = pips_session_get_n_events (priv->session);
  gboolean moved = cursor != priv->seen_cursor || n_events != priv->seen_n_events;

  priv->seen_cursor = cursor;
  priv->seen_n_events = n_events;

  /* A toast's Undo names an entry: once the game has moved on, it has nothing left to undo. */
  if (moved && priv->toast != NULL && priv->toast_undoes)
    adw_toast_dismiss (priv->toast);

  run_update (self, moved);

  /* While the dice roll, the keyboard waits for them to land. */
  if (!priv->rolling)
    place_focus (self, moved && priv->entry_made);
}

/* Keys */

static void
page_key_free (gpointer data)
{
  PageKey *key = data;

  g_free (key->action_name);
  g_clear_pointer (&key->args, g_variant_unref);
  g_free (key);
}

/**
 * pips_game_page_class_add_key:
 * @keyval: a key
 * @modifiers: its modifiers
 * @action_name: an action of the page ("<game>.roll")
 * @format_string: (nullable): the GVariant format of the action's parameter
 *
 * Makes @keyval activate @action_name wherever the keyboard is on the game's frame (the page,
 * its header bar), not only inside the page. A key whose action is disabled goes on to others.
 */
void
pips_game_page_class_add_key (PipsGamePageClass *klass,
                              guint              keyval,
                              GdkModifierType    modifiers,
                              const char        *action_name,
                              const char        *format_string,
                              ...)
{
  GType type = G_TYPE_FROM_CLASS (klass);
  GPtrArray *keys;
  PageKey *key;

  g_return_if_fail (PIPS_IS_GAME_PAGE_CLASS (klass));
  g_return_if_fail (action_name != NULL);

  keys = g_type_get_qdata (type, page_keys_quark);
  if (keys == NULL)
    {
      keys = g_ptr_array_new_with_free_func (page_key_free);
      g_type_set_qdata (type, page_keys_quark, keys);
    }

  key = g_new0 (PageKey, 1);
  key->keyval = keyval;
  key->modifiers = modifiers;
  key->action_name = g_strdup (action_name);
  if (format_string != NULL)
    {
      va_list args;

      va_start (args, format_string);
      key->args = g_variant_ref_sink (g_variant_new_va (format_string, NULL, &args));
      va_end (args);
    }
  g_ptr_array_add (keys, key);
}

/* A key of the page: its action, on the page, wherever the controller is. The page removes the
 * controller before it goes, so the pointer is always good. */
static gboolean
key_cb (GtkWidget *owner,
        GVariant  *args,
        gpointer   user_data)
{
  PipsGamePage *self = PIPS_GAME_PAGE (user_data);
  const char *action_name = NULL;
  g_autoptr(GVariant) parameter = NULL;

  g_variant_get (args, "(&smv)", &action_name, &parameter);

  return gtk_widget_activate_action_variant (GTK_WIDGET (self), action_name, parameter);
}

/* Escape clears what is half typed, before anything else takes the key (a toast showing would
 * take it to go away: the key is the page's first, in the capture phase). */
static gboolean
escape_cb (GtkWidget *owner,
           GVariant  *args,
           gpointer   user_data)
{
  PipsGamePage *self = PIPS_GAME_PAGE (user_data);

  if (PIPS_GAME_PAGE_GET_CLASS (self)->cancel == NULL)
    return FALSE;

  return PIPS_GAME_PAGE_GET_CLASS (self)->cancel (self);
}

/* With nothing typed, Escape closes a toast if one shows (the toast overlay's own key), and does
 * nothing more: it never leaves the game, so an Escape "to be sure" loses nothing. The back
 * button and Alt+← leave it. */
static gboolean
escape_swallow_cb (GtkWidget *owner,
                   GVariant  *args,
                   gpointer   user_data)
{
  return TRUE;
}

static GtkEventController *
create_key_controller (PipsGamePage *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GPtrArray *keys = g_type_get_qdata (G_OBJECT_TYPE (self), page_keys_quark);
  GtkShortcut *shortcut;

  gtk_event_controller_set_name (controller, "pips-game-page-keys");

  for (guint i = 0; keys != NULL && i < keys->len; i++)
    {
      const PageKey *key = g_ptr_array_index (keys, i);

      shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (key->keyval, key->modifiers),
                                   gtk_callback_action_new (key_cb, self, NULL));
      gtk_shortcut_set_arguments (shortcut,
                                  g_variant_new ("(smv)", key->action_name, key->args));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }

  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                               gtk_callback_action_new (escape_swallow_cb, self, NULL));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);

  return controller;
}

/* The keys go on the frame around the page (its navigation page), where the header bar is too;
 * a page on its own (in a test) takes them itself. */
static void
attach_keys (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  GtkWidget *owner = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_NAVIGATION_PAGE);

  if (owner == NULL)
    owner = GTK_WIDGET (self);
  if (priv->key_owner == owner)
    return;

  if (priv->key_owner != NULL && priv->key_controller != NULL)
    gtk_widget_remove_controller (priv->key_owner, priv->key_controller);
  g_clear_object (&priv->key_controller);

  priv->key_controller = g_object_ref (create_key_controller (self));
  gtk_widget_add_controller (owner, priv->key_controller);
  g_set_weak_pointer (&priv->key_owner, owner);
}

static void
detach_keys (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  if (priv->key_owner != NULL && priv->key_controller != NULL)
    gtk_widget_remove_controller (priv->key_owner, priv->key_controller);
  g_clear_weak_pointer (&priv->key_owner);
  g_clear_object (&priv->key_controller);
}


static void
set_settings (PipsGamePage *self,
              GSettings    *settings)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  if (priv->settings == settings)
    return;

  if (priv->settings != NULL)
    g_settings_unbind (self, "virtual-dice");
  g_set_object (&priv->settings, settings);

  if (settings != NULL)
    g_settings_bind (settings, "virtual-dice", self, "virtual-dice", G_SETTINGS_BIND_GET);
}

/**
 * pips_game_page_dup_game_settings:
 * @game_id: a game of the registry
 *
 * Returns: (transfer full) (nullable): the settings of the game (the relocatable schema
 *   `io.github.pipsapp.Pips.Game` at `/io/github/pipsapp/Pips/games/<game_id>/`), or %NULL where
 *   the schema is not installed
 */
GSettings *
pips_game_page_dup_game_settings (const char *game_id)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autofree char *base = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID ".Game", TRUE);
  if (schema == NULL)
    return NULL;

  base = g_strdelimit (g_strdup (APP_ID), ".", '/');
  path = g_strdup_printf ("/%s/games/%s/", base, game_id);

  return g_settings_new_full (schema, NULL, path);
}

/**
 * pips_game_page_add_preferences:
 * @page: the preferences page of the games
 *
 * Adds a group to @page for every game whose page has preferences: its show-odds setting where
 * it shows odds, and its own rows (#PipsGamePageClass.add_preferences). The dialog names no game.
 */
void
pips_game_page_add_preferences (AdwPreferencesPage *page)
{
  g_return_if_fail (ADW_IS_PREFERENCES_PAGE (page));

  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      g_autofree char *c_name = g_strdelimit (g_strdup (info->id), "-", '_');
      PipsGamePageClass *klass = NULL;
      AdwPreferencesGroup *group;

      for (guint j = 0; pages[j].c_name != NULL; j++)
        if (g_str_equal (pages[j].c_name, c_name))
          klass = g_type_class_ref (pages[j].get_type ());

      if (klass == NULL)
        continue;

      if (!klass->shows_odds && klass->add_preferences == NULL)
        {
          g_type_class_unref (klass);
          continue;
        }

      group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (group, _(info->name));

      if (klass->shows_odds)
        {
          g_autoptr(GSettings) settings = pips_game_page_dup_game_settings (info->id);
          GtkWidget *row = adw_switch_row_new ();

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Show the _Odds"));
          adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                       _("The exact chances of the decision at hand; they change how a table plays"));
          if (settings != NULL)
            g_settings_bind (settings, "show-odds", row, "active", G_SETTINGS_BIND_DEFAULT);
          else
            gtk_widget_set_sensitive (row, FALSE);
          adw_preferences_group_add (group, row);
        }

      if (klass->add_preferences != NULL)
        klass->add_preferences (klass, group);

      adw_preferences_page_add (page, group);
      g_type_class_unref (klass);
    }
}

/* The preferences: the application's when the page is in its window, else the schema's own
 * (a page in a test). */
static void
find_settings (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;
  GSettingsSchemaSource *source;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;

  if (PIPS_IS_APPLICATION (app) && pips_application_get_settings (PIPS_APPLICATION (app)) != NULL)
    {
      set_settings (self, pips_application_get_settings (PIPS_APPLICATION (app)));
      return;
    }

  if (priv->settings != NULL)
    return;

  source = g_settings_schema_source_get_default ();
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    settings = g_settings_new_full (schema, NULL, NULL);

  set_settings (self, settings);
}

static void
pips_game_page_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (pips_game_page_parent_class)->root (widget);

  find_settings (PIPS_GAME_PAGE (widget));
  attach_keys (PIPS_GAME_PAGE (widget));
  watch_root_focus (PIPS_GAME_PAGE (widget), gtk_widget_get_root (widget));
}

/* A page that comes on screen takes the keyboard for its first entry, whatever the window
 * focused first. */
static void
pips_game_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (pips_game_page_parent_class)->map (widget);

  queue_place_focus (PIPS_GAME_PAGE (widget), TRUE);
}

static void
pips_game_page_unroot (GtkWidget *widget)
{
  detach_keys (PIPS_GAME_PAGE (widget));
  watch_root_focus (PIPS_GAME_PAGE (widget), NULL);

  GTK_WIDGET_CLASS (pips_game_page_parent_class)->unroot (widget);
}

/* A game's styles (src/games/<game>/pips-<game>-page.css, where the game has one) are loaded
 * with its first page, once for the display: the app's style.css names no game. */
static void
load_game_css (PipsGamePage *self,
               const char   *game_id)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (self));
  g_autofree char *key = g_strdup_printf ("pips-game-css-%s", game_id);
  g_autofree char *path = NULL;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (g_object_get_data (G_OBJECT (display), key) != NULL)
    return;

  path = g_strdup_printf (RESOURCE_BASE "/games/%s/pips-%s-page.css", game_id, game_id);
  if (!g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
    {
      g_object_set_data (G_OBJECT (display), key, GINT_TO_POINTER (TRUE));
      return;
    }

  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, path);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data_full (G_OBJECT (display), key, g_steal_pointer (&provider), g_object_unref);
}

/* The end view, bound to the session, goes last into the game's turn stack (named "over"). */
static void
add_end_view (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  if (priv->turn_stack == NULL)
    return;

  priv->over_view = g_object_new (PIPS_TYPE_GAME_OVER_VIEW, NULL);
  g_object_bind_property (self, "session", priv->over_view, "session", G_BINDING_SYNC_CREATE);
  gtk_stack_add_named (priv->turn_stack, priv->over_view, "over");
}

static void
pips_game_page_constructed (GObject *object)
{
  PipsGamePage *self = PIPS_GAME_PAGE (object);
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  G_OBJECT_CLASS (pips_game_page_parent_class)->constructed (object);

  g_assert (PIPS_IS_SESSION (priv->session));

  load_game_css (self, pips_session_get_game_id (priv->session));
  find_settings (self);
  add_end_view (self);
  priv->game_settings = pips_game_page_dup_game_settings (pips_session_get_game_id (priv->session));
  if (priv->game_settings != NULL)
    /* Both ways: the game menu's Show the Odds is remembered for the game, as the preference. */
    g_settings_bind (priv->game_settings, "show-odds", self, "show-odds", G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (priv->session, "changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);

  /* The first update is a new state: the page starts its entry. */
  priv->seen_cursor = G_MAXUINT;
  update (self);
  priv->shown = TRUE;
}

static void
pips_game_page_dispose (GObject *object)
{
  PipsGamePage *self = PIPS_GAME_PAGE (object);
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  priv->disposed = TRUE;
  g_clear_weak_pointer (&priv->toast);
  g_clear_handle_id (&priv->focus_idle_id, g_source_remove);
  watch_root_focus (self, NULL);
  detach_keys (self);
  g_clear_object (&priv->roller);
  set_settings (self, NULL);
  if (priv->game_settings != NULL)
    g_settings_unbind (self, "show-odds");
  g_clear_object (&priv->game_settings);
  g_clear_object (&priv->menu);
  g_clear_object (&priv->turn_stack);
  priv->over_view = NULL;

  G_OBJECT_CLASS (pips_game_page_parent_class)->dispose (object);
}

static void
pips_game_page_finalize (GObject *object)
{
  PipsGamePage *self = PIPS_GAME_PAGE (object);
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_clear_object (&priv->session);

  G_OBJECT_CLASS (pips_game_page_parent_class)->finalize (object);
}

/* GtkWidget */

/* The keyboard goes to the end view once the game is over, else where the game says the next
 * entry is typed (#PipsGamePageClass.focus_entry). */
static gboolean
pips_game_page_grab_focus (GtkWidget *widget)
{
  PipsGamePage *self = PIPS_GAME_PAGE (widget);
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  PipsGamePageClass *klass = PIPS_GAME_PAGE_GET_CLASS (self);

  if (priv->over_view != NULL && is_over (self))
    return gtk_widget_grab_focus (priv->over_view);
  if (klass->focus_entry != NULL && klass->focus_entry (self))
    return TRUE;

  return GTK_WIDGET_CLASS (pips_game_page_parent_class)->grab_focus (widget);
}

/* The layout */

static void
set_layout_flag (PipsGamePage *self,
                 gboolean     *flag,
                 gboolean      value,
                 const char   *css_class,
                 GParamSpec   *pspec)
{
  if (*flag == value)
    return;

  *flag = value;
  if (value)
    gtk_widget_add_css_class (GTK_WIDGET (self), css_class);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), css_class);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

/* The layouts differ in margins and lines too, which bindings cannot say: the style classes
 * say it to the game's CSS. */
static void
breakpoint_changed_cb (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  AdwBreakpoint *breakpoint = adw_breakpoint_bin_get_current_breakpoint (priv->breakpoint_bin);
  gboolean narrow = breakpoint != NULL;
  gboolean pinned = narrow && breakpoint == priv->tall_breakpoint;

  g_object_freeze_notify (G_OBJECT (self));
  set_layout_flag (self, &priv->narrow, narrow, "narrow", properties[PROP_NARROW]);
  set_layout_flag (self, &priv->pinned, pinned, "pinned", properties[PROP_PINNED]);
  set_layout_flag (self, &priv->is_short, narrow && !pinned, "short", properties[PROP_SHORT]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* The closures of pips_game_page_class_bind_template_callbacks(). */
static int
pick_cb (gpointer instance,
         gboolean condition,
         int      if_true,
         int      if_false)
{
  return condition ? if_true : if_false;
}

static char *
pick_string_cb (gpointer    instance,
                gboolean    condition,
                const char *if_true,
                const char *if_false)
{
  return g_strdup (condition ? if_true : if_false);
}

/**
 * pips_game_page_class_bind_template_callbacks:
 * @widget_class: the class of a game's page, after its template is set
 *
 * Gives the page's template the closures that bind a widget's property to the page's layout
 * (#PipsGamePage:narrow, #PipsGamePage:short, #PipsGamePage:pinned): `pips_pick` (a number or
 * an enumeration: the second argument when the first is %TRUE, else the third) and
 * `pips_pick_string` (the same for a string), e.g.
 *
 * |[
 * <binding name="die-size">
 *   <closure type="gint" function="pips_pick">
 *     <lookup name="narrow">PipsExamplePage</lookup>
 *     <constant type="gint">40</constant>
 *     <constant type="gint">56</constant>
 *   </closure>
 * </binding>
 * ]|
 */
void
pips_game_page_class_bind_template_callbacks (GtkWidgetClass *widget_class)
{
  g_return_if_fail (g_type_is_a (G_TYPE_FROM_CLASS (widget_class), PIPS_TYPE_GAME_PAGE));

  gtk_widget_class_bind_template_callback_full (widget_class, "pips_pick", G_CALLBACK (pick_cb));
  gtk_widget_class_bind_template_callback_full (widget_class, "pips_pick_string",
                                                G_CALLBACK (pick_string_cb));
}

/**
 * pips_game_page_get_narrow:
 * @self: a page
 *
 * Returns: whether the page is narrow (#PipsGamePage:narrow)
 */
gboolean
pips_game_page_get_narrow (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), FALSE);

  return priv->narrow;
}

/**
 * pips_game_page_get_short:
 * @self: a page
 *
 * Returns: whether the page is narrow and short (#PipsGamePage:short)
 */
gboolean
pips_game_page_get_short (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), FALSE);

  return priv->is_short;
}

/* GObject */

static void
pips_game_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  PipsGamePage *self = PIPS_GAME_PAGE (object);
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, priv->session);
      break;

    case PROP_VIRTUAL_DICE:
      g_value_set_boolean (value, priv->virtual_dice);
      break;

    case PROP_SHOW_ODDS:
      g_value_set_boolean (value, priv->show_odds);
      break;

    case PROP_MENU:
      g_value_set_object (value, priv->menu);
      break;

    case PROP_NARROW:
      g_value_set_boolean (value, priv->narrow);
      break;

    case PROP_SHORT:
      g_value_set_boolean (value, priv->is_short);
      break;

    case PROP_PINNED:
      g_value_set_boolean (value, priv->pinned);
      break;

    case PROP_TURN_STACK:
      g_value_set_object (value, priv->turn_stack);
      break;

    case PROP_CHILD:
      g_value_set_object (value, adw_breakpoint_bin_get_child (priv->breakpoint_bin));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_game_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  PipsGamePage *self = PIPS_GAME_PAGE (object);
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_SESSION:
      priv->session = g_value_dup_object (value);
      break;

    case PROP_VIRTUAL_DICE:
      pips_game_page_set_virtual_dice (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_ODDS:
      pips_game_page_set_show_odds (self, g_value_get_boolean (value));
      break;

    case PROP_MENU:
      pips_game_page_set_menu (self, g_value_get_object (value));
      break;

    case PROP_TURN_STACK:
      g_set_object (&priv->turn_stack, g_value_get_object (value));
      break;

    case PROP_CHILD:
      adw_breakpoint_bin_set_child (priv->breakpoint_bin, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_game_page_class_init (PipsGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_game_page_constructed;
  object_class->dispose = pips_game_page_dispose;
  object_class->finalize = pips_game_page_finalize;
  object_class->get_property = pips_game_page_get_property;
  object_class->set_property = pips_game_page_set_property;
  widget_class->root = pips_game_page_root;
  widget_class->unroot = pips_game_page_unroot;
  widget_class->map = pips_game_page_map;
  widget_class->grab_focus = pips_game_page_grab_focus;

  page_keys_quark = g_quark_from_static_string ("pips-game-page-keys");

  /**
   * PipsGamePage:session:
   *
   * The session the page shows and plays.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, PIPS_TYPE_SESSION,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsGamePage:virtual-dice:
   *
   * Whether the table plays without dice: the page offers the virtual roller first. Bound to
   * the preference of the same name.
   */
  properties[PROP_VIRTUAL_DICE] =
    g_param_spec_boolean ("virtual-dice", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsGamePage:show-odds:
   *
   * Whether the page shows the odds where the game has them (#PipsGamePageClass.shows_odds).
   * Off by default, as it changes how a table plays. Bound to the game's own setting of the
   * same name (pips_game_page_dup_game_settings()).
   */
  properties[PROP_SHOW_ODDS] =
    g_param_spec_boolean ("show-odds", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsGamePage:menu:
   *
   * The game's own section of the game menu (its actions are the page's), or %NULL.
   */
  properties[PROP_MENU] =
    g_param_spec_object ("menu", NULL, NULL, G_TYPE_MENU_MODEL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsGamePage:narrow:
   *
   * Whether the page is at most 720 sp wide (a phone): a game's template binds to it what
   * changes there, e.g. two columns that stack. The page then has the style class `narrow`.
   */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsGamePage:short:
   *
   * Whether the page is narrow and less than 480 sp high (the HIG's smallest window,
   * 360×294): the turn keeps to what it needs, so that it is on screen without scrolling. The
   * page then has the style class `short`.
   */
  properties[PROP_SHORT] =
    g_param_spec_boolean ("short", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsGamePage:pinned:
   *
   * Whether the page is narrow and at least 480 sp high (a phone held upright): the turn panel
   * can stay at the bottom, near the thumbs, while the sheet scrolls. The page then has the
   * style class `pinned`.
   */
  properties[PROP_PINNED] =
    g_param_spec_boolean ("pinned", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PipsGamePage:turn-stack:
   *
   * The stack where the game's turn is played, set by the game's template. When the game is
   * over, the base page shows the end of every game there (#PipsGameOverView, the stack's page
   * "over"), bound to the session, and gives it the keyboard; the game's update then leaves the
   * stack alone.
   */
  properties[PROP_TURN_STACK] =
    g_param_spec_object ("turn-stack", NULL, NULL, GTK_TYPE_STACK,
                         (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
  g_object_class_override_property (object_class, PROP_CHILD, "child");

  /* Every game ends on the same view, which a game's template places. */
  g_type_ensure (PIPS_TYPE_GAME_OVER_VIEW);

  /**
   * PipsGamePage::add-toast:
   * @toast: the toast
   *
   * Asks the game frame to show @toast, e.g. why the rules refused an entry.
   */
  signals[ADD_TOAST] =
    g_signal_new ("add-toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, ADW_TYPE_TOAST);
}

static void
pips_game_page_init (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  AdwBreakpoint *narrow_breakpoint;

  /* The smallest window of the HIG is 360×294, 47 px of which are the header; where the window
   * draws its own border (X11 without a compositor) 10 px of the width are too. */
  priv->breakpoint_bin = ADW_BREAKPOINT_BIN (adw_breakpoint_bin_new ());
  gtk_widget_set_size_request (GTK_WIDGET (priv->breakpoint_bin), 340, 200);

  /* When both match, the one added last is the bin's current breakpoint. */
  narrow_breakpoint = adw_breakpoint_new (adw_breakpoint_condition_parse ("max-width: 720sp"));
  adw_breakpoint_bin_add_breakpoint (priv->breakpoint_bin, narrow_breakpoint);
  priv->tall_breakpoint =
    adw_breakpoint_new (adw_breakpoint_condition_parse ("max-width: 720sp and min-height: 480sp"));
  adw_breakpoint_bin_add_breakpoint (priv->breakpoint_bin, priv->tall_breakpoint);

  g_signal_connect_swapped (priv->breakpoint_bin, "notify::current-breakpoint",
                            G_CALLBACK (breakpoint_changed_cb), self);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (priv->breakpoint_bin));

  {
    GtkEventController *escape = gtk_shortcut_controller_new ();

    gtk_event_controller_set_name (escape, "pips-game-page-escape");
    gtk_event_controller_set_propagation_phase (escape, GTK_PHASE_CAPTURE);
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (escape),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                            gtk_callback_action_new (escape_cb, self, NULL)));
    gtk_widget_add_controller (GTK_WIDGET (self), escape);
  }
}

PipsSession *
pips_game_page_get_session (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), NULL);

  return priv->session;
}

/**
 * pips_game_page_get_game:
 *
 * Returns: (transfer none): the rules of the session, to read the state from
 */
PipsGame *
pips_game_page_get_game (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), NULL);

  return pips_session_get_game (priv->session);
}

gboolean
pips_game_page_get_virtual_dice (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), FALSE);

  return priv->virtual_dice;
}

void
pips_game_page_set_virtual_dice (PipsGamePage *self,
                                 gboolean      virtual_dice)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));

  virtual_dice = !!virtual_dice;
  if (priv->virtual_dice == virtual_dice)
    return;

  priv->virtual_dice = virtual_dice;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIRTUAL_DICE]);

  /* The one place the preference is followed: the page shows it at its next update, now. */
  if (priv->shown)
    run_update (self, FALSE);
}

gboolean
pips_game_page_get_show_odds (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), FALSE);

  return priv->show_odds;
}

void
pips_game_page_set_show_odds (PipsGamePage *self,
                              gboolean      show_odds)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));

  show_odds = !!show_odds;
  if (priv->show_odds == show_odds)
    return;

  priv->show_odds = show_odds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ODDS]);

  /* The page shows or hides them now (the setting, or the game menu's toggle). */
  if (priv->shown && !priv->disposed)
    run_update (self, FALSE);
}

/**
 * pips_game_page_get_menu:
 *
 * Returns: (transfer none) (nullable): the game's section of the game menu
 */
GMenuModel *
pips_game_page_get_menu (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), NULL);

  return priv->menu;
}

void
pips_game_page_set_menu (PipsGamePage *self,
                         GMenuModel   *menu)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  if (g_set_object (&priv->menu, menu))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MENU]);
}

/**
 * pips_game_page_append:
 * @event: an event built by the game's rules
 *
 * Appends @event to the session, or rings the bell and shows in a toast why the rules refuse
 * it. The page updates through its session either way.
 *
 * Returns: whether the rules accepted @event
 */
gboolean
pips_game_page_append (PipsGamePage *self,
                       JsonObject   *event)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  priv->entry_made = TRUE;
  if (!pips_session_append (priv->session, event, &error))
    {
      priv->entry_made = FALSE;
      pips_game_page_refuse (self, error->message);
      return FALSE;
    }
  priv->entry_made = FALSE;

  /* A menu that closes after this gives the keyboard back to its button: take it on. */
  if (!priv->rolling)
    queue_place_focus (self, TRUE);

  return TRUE;
}

/**
 * pips_game_page_add_enter_action:
 * @widget: where the dice are typed (a dice entry)
 * @action: (transfer full): what Return does there
 *
 * Makes Return (and the keypad's Enter) in @widget do @action, before @widget would take it as
 * a click on the die in focus: it enters the dice typed. Where @action does not activate (a
 * callback that returns %FALSE, a disabled action), the next action added for @widget is tried,
 * then the die.
 */
void
pips_game_page_add_enter_action (PipsGamePage      *self,
                                 GtkWidget         *widget,
                                 GtkShortcutAction *action)
{
  static const guint enter_keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };
  GtkEventController *controller;

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (GTK_IS_SHORTCUT_ACTION (action));

  controller = g_object_get_data (G_OBJECT (widget), "pips-enter-keys");
  if (controller == NULL)
    {
      controller = gtk_shortcut_controller_new ();
      gtk_event_controller_set_name (controller, "pips-enter-keys");
      gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
      gtk_widget_add_controller (widget, controller);
      g_object_set_data (G_OBJECT (widget), "pips-enter-keys", controller);
    }

  for (guint i = 0; i < G_N_ELEMENTS (enter_keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (enter_keys[i], 0),
                                                            g_object_ref (action)));
  g_object_unref (action);
}

/**
 * pips_game_page_append_take:
 * @event: (transfer full): an event built by the game's rules (`pips_<game>_build_…()`)
 *
 * pips_game_page_append() for an event the caller no longer needs.
 *
 * Returns: whether the rules accepted @event
 */
gboolean
pips_game_page_append_take (PipsGamePage *self,
                            JsonObject   *event)
{
  g_autoptr(JsonObject) owned = event;

  return pips_game_page_append (self, owned);
}

/* The virtual dice */

typedef struct
{
  PipsGamePage *self;
  PipsRoll      roll;
  guint         serial;
  gboolean      recorded;
} RollData;

static void
roll_data_free (RollData *data)
{
  g_object_unref (data->self);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RollData, roll_data_free)

static void
roll_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(RollData) data = user_data;
  PipsGamePage *self = data->self;
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  gboolean landed = pips_dice_entry_show_roll_finish (PIPS_DICE_ENTRY (source), result, NULL);
  gboolean same;

  priv->rolling = FALSE;
  if (priv->disposed)
    return;

  /* The one question of every game: is the page still at the input the dice were thrown for? */
  same = landed && data->serial == priv->input_serial;
  if (same && !data->recorded && PIPS_GAME_PAGE_GET_CLASS (self)->roll_landed != NULL)
    PIPS_GAME_PAGE_GET_CLASS (self)->roll_landed (self, &data->roll);

  /* A throw recorded at once is a new state, which the page now shows in full; a throw that
   * belonged to an input gone meanwhile is dropped, and the page starts afresh. */
  run_update (self, data->recorded || !same);
  place_focus (self, TRUE);
  queue_place_focus (self, TRUE);
}

/**
 * pips_game_page_roll:
 * @entry: the dice entry that shows the throw
 * @roll: in: the dice (their number, those kept and their faces); out: the throw
 * @build: (nullable) (scope call): makes the event that records the throw at once, or returns
 *   %NULL when the page takes the dice when they land (#PipsGamePageClass.roll_landed)
 * @user_data: for @build
 *
 * Rolls the virtual dice, the same way in every game: the rules throw them
 * (pips_game_build_roll()), the event @build makes is appended at once (nothing is lost if the
 * app stops while the dice roll), and @entry shows the dice rolling. While they roll,
 * pips_game_page_get_rolling() is %TRUE and the page's entry does not follow the game; when they
 * land the page updates — and if the session moved meanwhile (an undo), a throw not recorded is
 * dropped.
 *
 * Returns: whether the dice were thrown (%FALSE: already rolling, or refused, with the reason
 *   told)
 */
gboolean
pips_game_page_roll (PipsGamePage          *self,
                     PipsDiceEntry         *entry,
                     PipsRoll              *roll,
                     PipsGamePageBuildFunc  build,
                     gpointer               user_data)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) event = NULL;
  RollData *data;

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), FALSE);
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (entry), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  if (priv->rolling)
    return FALSE;

  if (!pips_game_build_roll (pips_session_get_game (priv->session),
                             pips_game_page_get_roller (self), roll, &error))
    {
      pips_game_page_refuse (self, error->message);
      return FALSE;
    }

  if (build != NULL)
    event = build (self, roll, user_data);

  priv->rolling = TRUE;
  if (event != NULL && !pips_game_page_append (self, event))
    {
      priv->rolling = FALSE;
      run_update (self, FALSE);
      return FALSE;
    }

  data = g_new0 (RollData, 1);
  data->self = g_object_ref (self);
  data->roll = *roll;
  data->serial = priv->input_serial;
  data->recorded = event != NULL;
  pips_dice_entry_show_roll (entry, &data->roll, NULL, roll_done_cb, data);

  /* The page shows that the dice roll (its Roll button waits for them). */
  if (priv->rolling)
    run_update (self, FALSE);

  return TRUE;
}

/**
 * pips_game_page_get_rolling:
 *
 * Returns: whether the virtual dice of pips_game_page_roll() are rolling
 */
gboolean
pips_game_page_get_rolling (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), FALSE);

  return priv->rolling;
}

/**
 * pips_game_page_suggest_start:
 * @entry: the page's dice entry
 * @roll_button: the button that rolls the virtual dice
 * @throw_button: the button that enters the faces typed
 * @start: whether the first dice of a turn are to be entered now
 *
 * What a turn starts with follows the virtual-dice preference as it is now (the base page
 * updates the page when it changes): at the start, the keypad shows only without the virtual
 * dice, and the suggested button is Roll with them; otherwise it is the one that enters the
 * faces.
 */
void
pips_game_page_suggest_start (PipsGamePage  *self,
                              PipsDiceEntry *entry,
                              GtkWidget     *roll_button,
                              GtkWidget     *throw_button,
                              gboolean       start)
{
  gboolean virtual_dice;

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (PIPS_IS_DICE_ENTRY (entry));

  virtual_dice = pips_game_page_get_virtual_dice (self);
  if (start && !pips_game_page_get_rolling (self))
    pips_dice_entry_set_show_keypad (entry, !virtual_dice);
  if (virtual_dice && start)
    {
      gtk_widget_add_css_class (roll_button, "suggested-action");
      gtk_widget_remove_css_class (throw_button, "suggested-action");
    }
  else
    {
      gtk_widget_remove_css_class (roll_button, "suggested-action");
      gtk_widget_add_css_class (throw_button, "suggested-action");
    }
}

/**
 * pips_game_page_get_roller:
 *
 * Returns: (transfer none): the page's virtual dice
 */
PipsRoller *
pips_game_page_get_roller (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), NULL);

  if (priv->roller == NULL)
    priv->roller = pips_roller_new ();

  return priv->roller;
}

/**
 * pips_game_page_set_roller:
 * @roller: the virtual dice
 *
 * Sets the dice that the page's Roll (and any other choice by chance) uses, for example a seeded
 * roller in tests and screenshots.
 */
void
pips_game_page_set_roller (PipsGamePage *self,
                           PipsRoller   *roller)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (PIPS_IS_ROLLER (roller));

  g_set_object (&priv->roller, roller);
}

/**
 * pips_game_page_get_input_serial:
 *
 * Returns: a number that changes whenever the page's input starts afresh: with every new state of
 *   the session and with pips_game_page_restart_input()
 */
guint
pips_game_page_get_input_serial (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), 0);

  return priv->input_serial;
}

/**
 * pips_game_page_restart_input:
 *
 * Says that the page starts its input afresh without a new state (another way of entering the
 * result): dice still rolling for the input before are dropped when they land.
 */
void
pips_game_page_restart_input (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));

  priv->input_serial++;
}

/**
 * pips_game_page_refuse:
 * @message: why, in the players' words (plain text)
 *
 * Says that what the player just did is not possible: the error bell, and @message in a toast.
 */
void
pips_game_page_refuse (PipsGamePage *self,
                       const char   *message)
{
  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (message != NULL);

  gtk_widget_error_bell (GTK_WIDGET (self));
  pips_game_page_toast (self, message);
}

/**
 * pips_game_page_add_toast:
 * @toast: (transfer full): a toast
 *
 * Hands @toast to the game frame (the #PipsGamePage::add-toast signal).
 */
void
pips_game_page_add_toast (PipsGamePage *self,
                          AdwToast     *toast)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  g_autoptr(AdwToast) owned = toast;

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  /* One toast at a time: a new one takes the place of the last, which would otherwise wait in
   * the overlay's queue and show long after (ten turns later). */
  if (priv->toast != NULL)
    adw_toast_dismiss (priv->toast);
  g_set_weak_pointer (&priv->toast, toast);
  priv->toast_undoes = FALSE;

  g_signal_emit (self, signals[ADD_TOAST], 0, owned);
}

/**
 * pips_game_page_toast:
 * @message: plain text (never markup: it may hold a player's name)
 *
 * Shows @message in a toast of high priority.
 */
void
pips_game_page_toast (PipsGamePage *self,
                      const char   *message)
{
  AdwToast *toast;

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (message != NULL);

  toast = adw_toast_new (message);
  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  pips_game_page_add_toast (self, toast);
}

typedef struct
{
  PipsSession *session;
  guint        cursor;
} UndoEntry;

static void
undo_entry_free (gpointer data,
                 GClosure *closure)
{
  UndoEntry *entry = data;

  g_object_unref (entry->session);
  g_free (entry);
}

/* Undoes the entry the toast told of, if it is still the last one made. */
static void
undo_entry_cb (AdwToast  *toast,
               UndoEntry *entry)
{
  if (pips_session_get_cursor (entry->session) == entry->cursor &&
      pips_session_get_can_undo (entry->session))
    pips_session_undo (entry->session);
}

/**
 * pips_game_page_toast_undo:
 * @message: plain text that says what the entry just made did ("Sum: 22 for Anna")
 *
 * Shows @message in a toast with an Undo button, which undoes the last entry of the session
 * while it is still the last one; the toast goes as soon as the game moves on. Call it right
 * after pips_game_page_append() succeeded, so that a slip is seen at once. On a narrow page the
 * toast would lie over the buttons of the next entry, where a tap meant for them would undo
 * this one: there the message is said to a screen reader only, and the header's Undo undoes.
 */
void
pips_game_page_toast_undo (PipsGamePage *self,
                           const char   *message)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  AdwToast *toast;
  UndoEntry *entry;

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (message != NULL);

  if (priv->narrow)
    {
      if (priv->toast != NULL)
        adw_toast_dismiss (priv->toast);
      gtk_accessible_announce (GTK_ACCESSIBLE (self), message,
                               GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
      return;
    }

  entry = g_new0 (UndoEntry, 1);
  entry->session = g_object_ref (priv->session);
  entry->cursor = pips_session_get_cursor (priv->session);

  toast = adw_toast_new (message);
  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (undo_entry_cb), entry,
                         undo_entry_free, 0);
  pips_game_page_add_toast (self, toast);
  priv->toast_undoes = TRUE;
}

/**
 * pips_game_page_add_shortcuts:
 * @dialog: the keyboard shortcuts dialog
 *
 * Adds the game's own keys to @dialog (#PipsGamePageClass.add_shortcuts).
 */
void
pips_game_page_add_shortcuts (PipsGamePage        *self,
                              PipsShortcutsDialog *dialog)
{
  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (PIPS_IS_SHORTCUTS_DIALOG (dialog));

  if (PIPS_GAME_PAGE_GET_CLASS (self)->add_shortcuts != NULL)
    PIPS_GAME_PAGE_GET_CLASS (self)->add_shortcuts (self, dialog);
}
