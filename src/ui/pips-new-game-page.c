/* pips-new-game-page.c — choose the game, the players, who starts and the rules
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-new-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-dice.h"
#include "pips-new-game-page-private.h"
#include "pips-registry.h"


G_DEFINE_FINAL_TYPE (PipsNewGamePage, pips_new_game_page, ADW_TYPE_NAVIGATION_PAGE)

static void rebuild_players (PipsNewGamePage *self);

/* Blank names become "Player 1" … in the session; so many are never suggested. */
#define PIPS_MAX_PLAYERS_SUGGESTED 16

static char *
default_name (guint index)
{
  /* Translators: the name of a player who was not given one; %u is 1, 2, 3… */
  return g_strdup_printf (_("Player %u"), index + 1);
}

/* The names as the session gets them, in playing order from the starter on. */
static GStrv
dup_players (PipsNewGamePage *self,
             guint            starter)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n = self->names->len;

  for (guint k = 0; k < n; k++)
    {
      guint i = (starter + k) % n;
      g_autofree char *name = g_strstrip (g_strdup (g_ptr_array_index (self->names, i)));

      if (name[0] == '\0')
        g_strv_builder_take (builder, default_name (i));
      else
        g_strv_builder_take (builder, g_steal_pointer (&name));
    }

  return g_strv_builder_end (builder);
}

static guint
get_starter (PipsNewGamePage *self,
             gboolean        *random)
{
  guint selected = adw_combo_row_get_selected (self->starter_row);

  *random = selected == self->names->len;

  return selected < self->names->len ? selected : 0;
}

/**
 * pips_new_game_page_create:
 *
 * Creates the session the page describes. A random start player is drawn now; the start player
 * comes first in the session's players.
 *
 * Returns: (transfer full) (nullable): the session
 */
PipsSession *
pips_new_game_page_create (PipsNewGamePage  *self,
                           GError          **error)
{
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GPtrArray) setup = NULL;
  g_auto(GStrv) players = NULL;
  gboolean random;
  guint starter;

  g_return_val_if_fail (PIPS_IS_NEW_GAME_PAGE (self), NULL);

  starter = get_starter (self, &random);
  if (random && self->names->len > 0)
    {
      g_autoptr(PipsRoller) roller = pips_roller_new ();

      starter = pips_roller_range (roller, self->names->len);
    }

  /* The start player plays first: the others follow in the order of the table. */
  players = dup_players (self, starter);
  session = pips_session_new (self->info->id, (const char * const *) players, self->options, error);
  if (session == NULL)
    return NULL;

  /* Games whose log begins with a setup (who starts, chips handed out) get those events now,
   * so that they can be undone too. */
  setup = pips_game_list_setup_events (pips_session_get_game (session), 0, random);
  for (guint i = 0; i < setup->len; i++)
    {
      if (!pips_session_append (session, g_ptr_array_index (setup, i), error))
        return NULL;
    }

  return g_steal_pointer (&session);
}

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_pips_new_game_page_validate (PipsNewGamePage *self)
{
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;

  session = pips_new_game_page_create (self, &error);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), session == NULL);
  gtk_label_set_text (self->problem_label, session == NULL ? error->message : "");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", session != NULL);
}

static void
rebuild_starter (PipsNewGamePage *self)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_auto(GStrv) players = dup_players (self, 0);
  guint selected = adw_combo_row_get_selected (self->starter_row);
  gboolean was_random = GTK_IS_STRING_LIST (adw_combo_row_get_model (self->starter_row)) &&
                        selected + 1 == g_list_model_get_n_items (adw_combo_row_get_model (self->starter_row));

  for (guint i = 0; players[i] != NULL; i++)
    gtk_string_list_append (model, players[i]);
  gtk_string_list_append (model, _("Random"));

  self->updating = TRUE;
  adw_combo_row_set_model (self->starter_row, G_LIST_MODEL (model));
  if (was_random)
    selected = self->names->len;
  else if (selected == GTK_INVALID_LIST_POSITION || selected >= self->names->len)
    selected = 0;
  adw_combo_row_set_selected (self->starter_row, selected);
  self->updating = FALSE;
}

/* Whether @name is the name a blank player gets ("Player 2"): not a person to suggest. */
static gboolean
is_default_name (const char *name)
{
  for (guint i = 0; i < PIPS_MAX_PLAYERS_SUGGESTED; i++)
    {
      g_autofree char *default_i = default_name (i);

      if (g_strcmp0 (name, default_i) == 0)
        return TRUE;
    }

  return FALSE;
}

/* The names of earlier players, to add with a tap. A name already at the table stays where it
 * is, greyed out, so that nothing moves under the next tap. */
static void
rebuild_suggestions (PipsNewGamePage *self)
{
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->suggestions_box))) != NULL)
    adw_wrap_box_remove (self->suggestions_box, child);

  for (guint i = 0; self->known != NULL && self->known[i] != NULL && n < 12; i++)
    {
      gboolean used = FALSE;
      GtkWidget *button;

      if (is_default_name (self->known[i]))
        continue;

      for (guint j = 0; j < self->names->len && !used; j++)
        used = g_utf8_collate (g_ptr_array_index (self->names, j), self->known[i]) == 0;

      button = gtk_button_new_with_label (self->known[i]);
      /* A name at the table already has nothing to do (its action would make it sensitive). */
      if (!used)
        {
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "new-game.add-known");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", self->known[i]);
        }
      /* Translators: %s is a player's name */
      {
        g_autofree char *tooltip = g_strdup_printf (_("Add %s"), self->known[i]);

        gtk_widget_set_tooltip_text (button, tooltip);
      }
      gtk_widget_set_sensitive (button, !used);
      gtk_widget_add_css_class (button, "player-suggestion");
      adw_wrap_box_append (self->suggestions_box, button);
      n++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->suggestions_group), n > 0);
}

static void
name_changed_cb (PipsNewGamePage *self,
                 GtkEditable     *editable)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (editable), "player-index"));

  if (self->updating || index >= self->names->len)
    return;

  g_free (g_ptr_array_index (self->names, index));
  g_ptr_array_index (self->names, index) = g_strdup (gtk_editable_get_text (editable));

  rebuild_starter (self);
  rebuild_suggestions (self);
  _pips_new_game_page_validate (self);
}

static void
add_row_shortcut (GtkWidget  *row,
                  guint       keyval,
                  const char *action_name,
                  guint       index)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, GDK_ALT_MASK),
                                            gtk_named_action_new (action_name));

  gtk_shortcut_set_arguments (shortcut, g_variant_new_uint32 (index));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
  gtk_widget_add_controller (row, controller);
}

/* Return in a name: on to the next name, and from the last one to Start (a second Return
 * starts the game). */
static void
name_activated_cb (AdwEntryRow     *row,
                   PipsNewGamePage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "player-index"));
  GtkListBoxRow *next = gtk_list_box_get_row_at_index (self->players_list, (int) index + 1);

  if (ADW_IS_ENTRY_ROW (next))
    gtk_widget_grab_focus (GTK_WIDGET (next));
  else
    gtk_widget_grab_focus (self->start_button);
}

static void
rebuild_players (PipsNewGamePage *self)
{
  guint n = self->names->len;
  GtkWidget *add;

  self->updating = TRUE;
  gtk_list_box_remove_all (self->players_list);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = default_name (i);
      g_autofree char *up_label = NULL;
      g_autofree char *remove_label = NULL;
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *up = gtk_button_new_from_icon_name ("go-up-symbolic");
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      const char *name = g_ptr_array_index (self->names, i);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_editable_set_text (GTK_EDITABLE (row), name);
      g_object_set_data (G_OBJECT (row), "player-index", GUINT_TO_POINTER (i));
      g_signal_connect_object (row, "changed", G_CALLBACK (name_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (row, "entry-activated", G_CALLBACK (name_activated_cb), self, 0);

      /* The buttons are for the pointer; the keyboard goes from name to name (Tab, Return) and
       * moves or removes the player of the name it is in with Alt+↑ and Alt+Delete. */
      add_row_shortcut (row, GDK_KEY_Up, "new-game.move-up", i);
      add_row_shortcut (row, GDK_KEY_Delete, "new-game.remove", i);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS,
                                      "Alt+Up Alt+Delete", -1);
      gtk_widget_set_focusable (up, FALSE);
      gtk_widget_set_focusable (remove, FALSE);

      /* Translators: %s is "Player 2" or a player's name */
      up_label = g_strdup_printf (_("Move %s Up"), name[0] != '\0' ? name : title);
      gtk_widget_set_tooltip_text (up, up_label);
      gtk_widget_set_valign (up, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (up, "flat");
      /* The first player has no one to move above: no button. */
      gtk_widget_set_visible (up, i > 0);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (up), "new-game.move-up");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (up), "u", i);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), up);

      /* Translators: %s is "Player 2" or a player's name */
      remove_label = g_strdup_printf (_("Remove %s"), name[0] != '\0' ? name : title);
      gtk_widget_set_tooltip_text (remove, remove_label);
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_sensitive (remove, n > self->info->min_players);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "new-game.remove");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "u", i);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), remove);

      gtk_list_box_append (self->players_list, row);
    }

  add = adw_button_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add), _("_Add Player"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (add), TRUE);
  adw_button_row_set_start_icon_name (ADW_BUTTON_ROW (add), "list-add-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "new-game.add");
  gtk_list_box_append (self->players_list, add);
  self->updating = FALSE;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.add", n < self->info->max_players);

  rebuild_starter (self);
  rebuild_suggestions (self);
  _pips_new_game_page_validate (self);
}

static void
game_toggled_cb (GtkCheckButton  *check,
                 PipsNewGamePage *self)
{
  const PipsGameInfo *info = g_object_get_data (G_OBJECT (check), "game-info");

  if (gtk_check_button_get_active (check) && info != self->info)
    pips_new_game_page_set_game_id (self, info->id);
}

static void
populate_games (PipsNewGamePage *self)
{
  GtkCheckButton *group = NULL;

  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      g_autofree char *players = NULL;
      g_autofree char *subtitle = NULL;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      if (info->min_players == info->max_players)
        players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players",
                                                info->min_players),
                                   info->min_players);
      else
        /* Translators: a range of players, e.g. "2–5 players" */
        players = g_strdup_printf (_("%u–%u players"), info->min_players, info->max_players);
      subtitle = g_strdup_printf ("%s\n%s", _(info->summary), players);

      g_object_set_data (G_OBJECT (check), "game-info", (gpointer) info);
      gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
      if (group == NULL)
        group = GTK_CHECK_BUTTON (check);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      g_signal_connect_object (check, "toggled", G_CALLBACK (game_toggled_cb), self, 0);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(info->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_list_box_append (self->games_list, row);
    }
}

static void
sync_game_checks (PipsNewGamePage *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->games_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *check = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));

      if (check != NULL)
        gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                     g_object_get_data (G_OBJECT (check), "game-info") == self->info);
    }
}

const char *
pips_new_game_page_get_game_id (PipsNewGamePage *self)
{
  g_return_val_if_fail (PIPS_IS_NEW_GAME_PAGE (self), NULL);

  return self->info->id;
}

/**
 * pips_new_game_page_set_game_id:
 *
 * Chooses the game. The players typed so far stay, as far as the game allows; the rule options
 * take the game's defaults.
 */
void
pips_new_game_page_set_game_id (PipsNewGamePage *self,
                                const char      *game_id)
{
  const PipsGameInfo *info;

  g_return_if_fail (PIPS_IS_NEW_GAME_PAGE (self));

  info = game_id != NULL ? pips_registry_lookup (game_id) : NULL;
  if (info == NULL)
    info = pips_registry_get_game (0);
  if (info == self->info)
    return;

  self->info = info;
  g_clear_pointer (&self->options, json_object_unref);
  self->options = pips_game_info_default_options (info);

  while (self->names->len < MAX (info->min_players, MIN (2, info->max_players)))
    g_ptr_array_add (self->names, g_strdup (""));
  if (self->names->len > info->max_players)
    g_ptr_array_set_size (self->names, info->max_players);

  sync_game_checks (self);
  _pips_new_game_page_rebuild_options (self);
  rebuild_players (self);
}

/**
 * pips_new_game_page_set_options:
 * @options: rule options of the page's game, e.g. those of a game just played
 *
 * Takes the options of @options that the game has (the others keep their values) and shows them.
 */
void
pips_new_game_page_set_options (PipsNewGamePage *self,
                                JsonObject      *options)
{
  g_return_if_fail (PIPS_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (options != NULL);

  for (guint i = 0; i < self->info->n_options; i++)
    {
      const char *id = self->info->options[i].id;

      if (json_object_has_member (options, id))
        json_object_set_member (self->options, id, json_node_copy (json_object_get_member (options, id)));
    }

  _pips_new_game_page_show_options (self);
  _pips_new_game_page_sync_option_rows (self);
  _pips_new_game_page_validate (self);
}

/**
 * pips_new_game_page_set_player:
 *
 * Sets the name of player @index, adding players up to it where needed.
 */
void
pips_new_game_page_set_player (PipsNewGamePage *self,
                               guint            index,
                               const char      *name)
{
  g_return_if_fail (PIPS_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (index < self->info->max_players);

  while (self->names->len <= index)
    g_ptr_array_add (self->names, g_strdup (""));
  g_free (g_ptr_array_index (self->names, index));
  g_ptr_array_index (self->names, index) = g_strdup (name);

  rebuild_players (self);
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  PipsNewGamePage *self = PIPS_NEW_GAME_PAGE (widget);
  GtkListBoxRow *row;

  if (self->names->len >= self->info->max_players)
    return;

  g_ptr_array_add (self->names, g_strdup (""));
  rebuild_players (self);

  row = gtk_list_box_get_row_at_index (self->players_list, self->names->len - 1);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
add_known_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PipsNewGamePage *self = PIPS_NEW_GAME_PAGE (widget);
  const char *name = g_variant_get_string (parameter, NULL);

  /* The first player without a name gets it; otherwise a player is added. */
  for (guint i = 0; i < self->names->len; i++)
    {
      g_autofree char *typed = g_strstrip (g_strdup (g_ptr_array_index (self->names, i)));

      if (typed[0] == '\0')
        {
          pips_new_game_page_set_player (self, i, name);
          return;
        }
    }

  if (self->names->len < self->info->max_players)
    pips_new_game_page_set_player (self, self->names->len, name);
}

static void
remove_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsNewGamePage *self = PIPS_NEW_GAME_PAGE (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (index >= self->names->len || self->names->len <= self->info->min_players)
    return;

  g_ptr_array_remove_index (self->names, index);
  rebuild_players (self);

  /* The keyboard stays in the names: on the one that took the removed one's place. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (self->players_list,
                                                                     (int) MIN (index, self->names->len - 1))));
}

static void
move_up_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PipsNewGamePage *self = PIPS_NEW_GAME_PAGE (widget);
  guint index = g_variant_get_uint32 (parameter);
  gpointer name;
  GtkListBoxRow *row;

  if (index == 0 || index >= self->names->len)
    return;

  name = self->names->pdata[index];
  self->names->pdata[index] = self->names->pdata[index - 1];
  self->names->pdata[index - 1] = name;
  rebuild_players (self);

  row = gtk_list_box_get_row_at_index (self->players_list, index - 1);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsNewGamePage *self = PIPS_NEW_GAME_PAGE (widget);
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GError) error = NULL;

  session = pips_new_game_page_create (self, &error);
  if (session == NULL)
    {
      gtk_label_set_text (self->problem_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);
      return;
    }

  g_signal_emit (self, signals[START], 0, session);
}

static void
starter_changed_cb (PipsNewGamePage *self)
{
  if (!self->updating)
    _pips_new_game_page_validate (self);
}

static void
pips_new_game_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PIPS_TYPE_NEW_GAME_PAGE);

  G_OBJECT_CLASS (pips_new_game_page_parent_class)->dispose (object);
}

static void
pips_new_game_page_finalize (GObject *object)
{
  PipsNewGamePage *self = PIPS_NEW_GAME_PAGE (object);

  g_clear_pointer (&self->names, g_ptr_array_unref);
  g_clear_pointer (&self->options, json_object_unref);
  g_clear_pointer (&self->known, g_strfreev);

  G_OBJECT_CLASS (pips_new_game_page_parent_class)->finalize (object);
}

/* On screen, the keyboard goes where the next key is most likely meant: Start, when the names
 * are there (the table's last game, to play again with Return); else the first name to type. A
 * key typed or Return never lands on the list of games, where it chose another game. */
static void
pips_new_game_page_shown (AdwNavigationPage *page)
{
  PipsNewGamePage *self = PIPS_NEW_GAME_PAGE (page);
  gboolean named = self->names->len > 0;
  GtkListBoxRow *first;

  for (guint i = 0; i < self->names->len; i++)
    named &= ((const char *) g_ptr_array_index (self->names, i))[0] != '\0';

  first = gtk_list_box_get_row_at_index (self->players_list, 0);
  if (named && gtk_widget_get_sensitive (self->start_button))
    gtk_widget_grab_focus (self->start_button);
  else if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
}

static void
pips_new_game_page_class_init (PipsNewGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_new_game_page_dispose;
  ADW_NAVIGATION_PAGE_CLASS (klass)->shown = pips_new_game_page_shown;
  object_class->finalize = pips_new_game_page_finalize;

  /**
   * PipsNewGamePage::start:
   * @session: the new game, its setup events made
   *
   * Start was chosen: the window keeps @session and shows its game page.
   */
  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, PIPS_TYPE_SESSION);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/pips-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, games_list);
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, players_list);
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, suggestions_group);
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, suggestions_box);
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, starter_row);
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, options_group);
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, options_list);
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, PipsNewGamePage, start_button);

  gtk_widget_class_install_action (widget_class, "new-game.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "new-game.add-known", "s", add_known_action);
  gtk_widget_class_install_action (widget_class, "new-game.remove", "u", remove_action);
  gtk_widget_class_install_action (widget_class, "new-game.move-up", "u", move_up_action);
  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
}

static void
pips_new_game_page_init (PipsNewGamePage *self)
{
  self->names = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_object (self->starter_row, "notify::selected",
                           G_CALLBACK (starter_changed_cb), self, G_CONNECT_SWAPPED);
  populate_games (self);
}

/**
 * pips_new_game_page_new:
 * @game_id: (nullable): the game to preselect
 * @known_players: (nullable): names from earlier sessions, offered as suggestions
 */
PipsNewGamePage *
pips_new_game_page_new (const char         *game_id,
                        const char * const *known_players)
{
  PipsNewGamePage *self = g_object_new (PIPS_TYPE_NEW_GAME_PAGE, NULL);

  self->known = g_strdupv ((char **) known_players);
  pips_new_game_page_set_game_id (self, game_id);

  return self;
}
