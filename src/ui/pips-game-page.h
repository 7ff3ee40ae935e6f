/* pips-game-page.h — the base type of every game's page
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-dice-entry.h"
#include "pips-session.h"
#include "pips-shortcuts-dialog.h"

G_BEGIN_DECLS

#define PIPS_TYPE_GAME_PAGE (pips_game_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (PipsGamePage, pips_game_page, PIPS, GAME_PAGE, AdwBin)

/**
 * PipsGamePageClass:
 * @update: show the session's state anew; called once the page is constructed and after every
 *   change of the session (an entry, undo, redo, a new title). @moved is %TRUE when the log
 *   itself changed (its cursor or length), so that the page can start a new entry; %FALSE when
 *   only the title or the time changed.
 * @add_shortcuts: list the game's own keys in the keyboard shortcuts dialog: start a group with
 *   pips_shortcuts_dialog_add_group(), add its keys with pips_shortcuts_dialog_add_shortcut()
 *   (pips_shortcuts_dialog_add_dice_shortcuts() lists the keys of the shared dice entry). A game
 *   without its own keys leaves it %NULL.
 *
 * @roll_landed: the virtual dice of pips_game_page_roll() landed and the page still shows the
 *   state they were thrown for; called only for a roll that was not recorded at once (the page
 *   takes the dice: to count its throws, or to let the player enter them)
 * @focus_entry: put the keyboard where the next entry is typed, and return %TRUE; called by the
 *   page's grab_focus() while the game is not over (then the end view takes the keyboard).
 *   %NULL or %FALSE: the first widget of the page that takes it
 * @cancel: Escape: clear what is half typed or chosen, and return %TRUE; %FALSE when there is
 *   nothing to clear (Escape then closes a toast that shows, and never leaves the game)
 * @add_preferences: add the game's own rows to @group, the game's group in the preferences
 *   (such as an editor of the game's own data); called on the class, as the dialog has no page
 * @shows_odds: whether the page shows odds: the preferences then offer the game's show-odds
 *   setting, which #PipsGamePage:show-odds follows
 *
 * A game's page fills in its sheet and turn panel. The base type owns the plumbing every game
 * needs: the construct-only #PipsGamePage:session, the #PipsGamePage:virtual-dice preference
 * (bound to GSettings), the #PipsGamePage::add-toast signal that the game frame turns into
 * toasts, the update driven by the session's changes, and the game's #PipsGamePage:menu, which
 * the frame merges into its game menu. It also owns the layout: the page's child sits in the
 * base type's breakpoint bin, and #PipsGamePage:narrow, #PipsGamePage:short and
 * #PipsGamePage:pinned (with the style classes of the same names) say what a game's template
 * binds to (pips_game_page_class_bind_template_callbacks()).
 */
struct _PipsGamePageClass
{
  AdwBinClass parent_class;

  void (*update)        (PipsGamePage        *self,
                         gboolean             moved);
  void (*add_shortcuts) (PipsGamePage        *self,
                         PipsShortcutsDialog *dialog);
  void (*add_preferences) (PipsGamePageClass   *klass,
                           AdwPreferencesGroup *group);
  void     (*roll_landed) (PipsGamePage      *self,
                           const PipsRoll    *roll);
  gboolean (*cancel)      (PipsGamePage      *self);
  gboolean (*focus_entry) (PipsGamePage      *self);

  gboolean shows_odds;

  gpointer padding[2];
};

/**
 * PipsGamePageBuildFunc:
 * @self: the page
 * @roll: the dice just thrown (pips_game_build_roll())
 * @user_data: what the page gave pips_game_page_roll()
 *
 * Returns: (transfer full) (nullable): the event that records @roll at once, or %NULL when the
 *   page takes the dice when they land (#PipsGamePageClass.roll_landed)
 */
typedef JsonObject *(*PipsGamePageBuildFunc) (PipsGamePage   *self,
                                              const PipsRoll *roll,
                                              gpointer        user_data);

/**
 * PipsGamePageOddsFunc:
 * @game: a copy of the page's game, the worker's own
 * @data: what the page gave pips_game_page_compute_odds()
 *
 * A question of the odds, asked in a worker thread.
 *
 * Returns: (transfer full) (nullable): the answer
 */
typedef gpointer (*PipsGamePageOddsFunc) (PipsGame *game,
                                          gpointer  data);

/**
 * PipsGamePageOddsDone:
 * @result: (transfer none) (nullable): the answer of the #PipsGamePageOddsFunc
 *
 * The answer, on the main thread, for the state the page still shows.
 */
typedef void (*PipsGamePageOddsDone) (PipsGamePage *self,
                                      gpointer      result,
                                      gpointer      data);

void         pips_game_page_class_add_key     (PipsGamePageClass *klass,
                                               guint              keyval,
                                               GdkModifierType    modifiers,
                                               const char        *action_name,
                                               const char        *format_string,
                                               ...);

void         pips_game_page_class_bind_template_callbacks (GtkWidgetClass *widget_class);

GtkWidget   *pips_game_page_new_for_session  (PipsSession  *session);

PipsSession *pips_game_page_get_session      (PipsGamePage *self);
PipsGame    *pips_game_page_get_game         (PipsGamePage *self);
gboolean     pips_game_page_get_narrow       (PipsGamePage *self);
gboolean     pips_game_page_get_short        (PipsGamePage *self);
gboolean     pips_game_page_get_virtual_dice (PipsGamePage *self);
void         pips_game_page_set_virtual_dice (PipsGamePage *self,
                                              gboolean      virtual_dice);
gboolean     pips_game_page_get_show_odds    (PipsGamePage *self);
void         pips_game_page_set_show_odds    (PipsGamePage *self,
                                              gboolean      show_odds);
void         pips_game_page_add_enter_action (PipsGamePage          *self,
                                              GtkWidget             *widget,
                                              GtkShortcutAction     *action);
gboolean     pips_game_page_roll             (PipsGamePage          *self,
                                              PipsDiceEntry         *entry,
                                              PipsRoll              *roll,
                                              PipsGamePageBuildFunc  build,
                                              gpointer               user_data);
gboolean     pips_game_page_get_rolling      (PipsGamePage *self);
void         pips_game_page_suggest_start    (PipsGamePage          *self,
                                              PipsDiceEntry         *entry,
                                              GtkWidget             *roll_button,
                                              GtkWidget             *throw_button,
                                              gboolean               start);
PipsRoller  *pips_game_page_get_roller       (PipsGamePage *self);
void         pips_game_page_set_roller       (PipsGamePage *self,
                                              PipsRoller   *roller);
guint        pips_game_page_get_input_serial (PipsGamePage *self);
void         pips_game_page_restart_input    (PipsGamePage *self);
GMenuModel  *pips_game_page_get_menu         (PipsGamePage *self);
void         pips_game_page_set_menu         (PipsGamePage *self,
                                              GMenuModel   *menu);
gboolean     pips_game_page_append           (PipsGamePage *self,
                                              JsonObject   *event);
gboolean     pips_game_page_append_take      (PipsGamePage *self,
                                              JsonObject   *event);
void         pips_game_page_add_toast        (PipsGamePage *self,
                                              AdwToast     *toast);
void         pips_game_page_toast            (PipsGamePage *self,
                                              const char   *message);
void         pips_game_page_refuse           (PipsGamePage *self,
                                              const char   *message);
void         pips_game_page_toast_undo       (PipsGamePage *self,
                                              const char   *message);
void         pips_game_page_add_shortcuts    (PipsGamePage        *self,
                                              PipsShortcutsDialog *dialog);

/* pips-game-page-odds.c */
void         pips_game_page_compute_odds     (PipsGamePage          *self,
                                              PipsGamePageOddsFunc   func,
                                              PipsGamePageOddsDone   done,
                                              gpointer               data,
                                              GDestroyNotify         data_free,
                                              GDestroyNotify         result_free);
void         pips_game_page_announce_odds    (PipsGamePage          *self,
                                              const char            *text);
guint        pips_game_page_get_odds_pending (PipsGamePage          *self);

GSettings   *pips_game_page_dup_game_settings (const char         *game_id);
void         pips_game_page_add_preferences   (AdwPreferencesPage *page);

G_END_DECLS
