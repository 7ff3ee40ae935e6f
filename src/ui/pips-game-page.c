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
} PipsGamePagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (PipsGamePage, pips_game_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_VIRTUAL_DICE,
  PROP_SHOW_ODDS,
  PROP_MENU,
  N_PROPS
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

  /* The table knows the games by their identifiers, "black-n-white" → "black_n_white". */
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

static void
update (PipsGamePage *self)
{
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);
  guint cursor = pips_session_get_cursor (priv->session);
  guint n_events = pips_session_get_n_events (priv->session);
  gboolean moved = cursor != priv->seen_cursor || n_events != priv->seen_n_events;

  priv->seen_cursor = cursor;
  priv->seen_n_events = n_events;

  if (PIPS_GAME_PAGE_GET_CLASS (self)->update != NULL)
    PIPS_GAME_PAGE_GET_CLASS (self)->update (self, moved);
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

static void
pips_game_page_constructed (GObject *object)
{
  PipsGamePage *self = PIPS_GAME_PAGE (object);
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  G_OBJECT_CLASS (pips_game_page_parent_class)->constructed (object);

  g_assert (PIPS_IS_SESSION (priv->session));

  load_game_css (self, pips_session_get_game_id (priv->session));
  find_settings (self);
  priv->game_settings = pips_game_page_dup_game_settings (pips_session_get_game_id (priv->session));
  if (priv->game_settings != NULL)
    g_settings_bind (priv->game_settings, "show-odds", self, "show-odds", G_SETTINGS_BIND_GET);
  g_signal_connect_object (priv->session, "changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);

  /* The first update is a new state: the page starts its entry. */
  priv->seen_cursor = G_MAXUINT;
  update (self);
}

static void
pips_game_page_dispose (GObject *object)
{
  PipsGamePage *self = PIPS_GAME_PAGE (object);
  PipsGamePagePrivate *priv = pips_game_page_get_instance_private (self);

  set_settings (self, NULL);
  if (priv->game_settings != NULL)
    g_settings_unbind (self, "show-odds");
  g_clear_object (&priv->game_settings);
  g_clear_object (&priv->menu);

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

  g_object_class_install_properties (object_class, N_PROPS, properties);

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

  if (!pips_session_append (priv->session, event, &error))
    {
      pips_game_page_refuse (self, error->message);
      return FALSE;
    }

  return TRUE;
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
  g_autoptr(AdwToast) owned = toast;

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

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
 * while it is still the last one. Call it right after pips_game_page_append() succeeded, so
 * that a slip is seen at once.
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

  entry = g_new0 (UndoEntry, 1);
  entry->session = g_object_ref (priv->session);
  entry->cursor = pips_session_get_cursor (priv->session);

  toast = adw_toast_new (message);
  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (undo_entry_cb), entry,
                         undo_entry_free, 0);
  pips_game_page_add_toast (self, toast);
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
