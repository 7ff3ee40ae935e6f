/* pips-black-n-white-page.c — the page of Black’n’White: chips, the round, and entering results
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-black-n-white-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-application.h"
#include "pips-black-n-white-page-private.h"

/*
 * The game's own part of the session page (the frame around it has the header, undo, redo and
 * the menu). Everything shown is read from the rules engine in _pips_black_n_white_page_update(),
 * which runs after every change of the session; every command is an action ("bnw.…") that builds
 * an event and hands it to the session, which applies it through the rules or refuses it (shown
 * in a toast).
 *
 * The page keeps only the result being entered, which is not part of the game until it is
 * entered: the faces tapped and the throws used, or the throws of the virtual dice so far and
 * the die kept for the next one. Any change of the session (an entry, an undo) starts it afresh.
 *
 * Layout: wide windows show the chips and the round on the left and the turn on the right; below
 * 720 sp everything stacks, the turn right under the chips.
 *
 * This file has the type, its properties and the result being entered; the other files of the
 * page share them through pips-black-n-white-page-private.h: pips-black-n-white-page-table.c
 * shows the game (the chips, the round, the turn's panels), pips-black-n-white-page-entry.c has
 * the dice entry and the actions.
 */

G_DEFINE_FINAL_TYPE (PipsBlackNWhitePage, pips_black_n_white_page, PIPS_TYPE_GAME_PAGE)

enum {
  PROP_0,
  PROP_THROWS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Shared by the files of the page */

PipsBlackNWhiteGame *
_pips_black_n_white_page_get_game (PipsBlackNWhitePage *self)
{
  return PIPS_BLACK_N_WHITE_GAME (pips_session_get_game (pips_game_page_get_session (PIPS_GAME_PAGE (self))));
}

char *
_pips_black_n_white_page_format_throws (guint throws)
{
  /* Translators: how many throws a player used */
  return g_strdup_printf (ngettext ("%u throw", "%u throws", throws), throws);
}

/* The result being entered */

static void
set_throws (PipsBlackNWhitePage *self,
            guint                throws)
{
  /* 0: not chosen yet. */
  throws = MIN (throws, MAX_THROWS);

  if (self->throws == throws)
    return;

  self->throws = throws;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THROWS]);
}

/* Starts the result afresh: blank dice, no throws rolled or said. */
void
_pips_black_n_white_page_reset_input (PipsBlackNWhitePage *self)
{
  PipsBlackNWhiteGame *game = _pips_black_n_white_page_get_game (self);
  guint limit = pips_black_n_white_game_get_throw_limit (game);

  pips_game_page_restart_input (PIPS_GAME_PAGE (self));
  self->input_cursor = pips_session_get_cursor (pips_game_page_get_session (PIPS_GAME_PAGE (self)));
  self->n_rolls = 0;
  self->kept = PIPS_BLACK_N_WHITE_DIE_NONE;

  /* The dice cannot change while they roll; they are cleared when they land. */
  self->clear_after_roll = pips_dice_entry_get_rolling (self->dice_entry);
  if (!self->clear_after_roll)
    pips_dice_entry_clear (self->dice_entry);

  /* The player says how many throws they used: the starter's count sets the round's limit, so
   * nothing is chosen for them. Only where one count is possible is it chosen already. */
  set_throws (self, limit == 1 ? 1 : 0);

  if (!self->clear_after_roll)
    _pips_black_n_white_page_sync_entry (self);
}

/* Escape: a result begun (faces tapped or typed, throws rolled, the throws used said) starts
 * afresh; with nothing begun, Escape leaves the game. */
static gboolean
pips_black_n_white_page_cancel (PipsGamePage *page)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (page);
  const guint8 *faces = pips_dice_entry_get_faces (self->dice_entry, NULL);
  gboolean begun = self->n_rolls > 0 || faces[BLACK_DIE] != 0 || faces[WHITE_DIE] != 0;

  if (pips_game_page_get_rolling (page) || !begun ||
      pips_black_n_white_game_get_awaiting (_pips_black_n_white_page_get_game (self)) != PIPS_BLACK_N_WHITE_AWAIT_RESULT)
    return FALSE;

  _pips_black_n_white_page_reset_input (self);
  _pips_black_n_white_page_update (self);
  return TRUE;
}

/* Where the keyboard goes when the page gets it: the dice when the game waits for them, else the
 * first control of the panel the rules ask for. */
static gboolean
pips_black_n_white_page_focus_entry (PipsGamePage *page)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (page);
  GtkWidget *panel = gtk_stack_get_visible_child (self->turn_stack);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->turn_stack), "result") == 0)
    return gtk_widget_grab_focus (GTK_WIDGET (self->dice_entry));
  if (panel != NULL && gtk_widget_child_focus (panel, GTK_DIR_TAB_FORWARD))
    return TRUE;

  return FALSE;
}

/* A new entry, an undo or a redo (@moved): the result being entered belonged to the turn
 * before. */
static void
pips_black_n_white_page_update (PipsGamePage *page,
                                gboolean      moved)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (page);

  if (moved || pips_session_get_cursor (pips_game_page_get_session (page)) != self->input_cursor)
    _pips_black_n_white_page_reset_input (self);

  _pips_black_n_white_page_update (self);
}

/* In a short window the throws offered say the limit, and the result the tens. */
static void
short_changed_cb (PipsBlackNWhitePage *self)
{
  if (!self->disposed && pips_game_page_get_session (PIPS_GAME_PAGE (self)) != NULL)
    _pips_black_n_white_page_update (self);
}

/* Building the page */

static void
pips_black_n_white_page_constructed (GObject *object)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  g_assert (PIPS_IS_BLACK_N_WHITE_GAME (pips_game_page_get_game (PIPS_GAME_PAGE (self))));

  /* The players' widgets first: the base type's constructed() shows the state. */
  _pips_black_n_white_page_create_player_widgets (self);

  G_OBJECT_CLASS (pips_black_n_white_page_parent_class)->constructed (object);
}

static void
pips_black_n_white_page_dispose (GObject *object)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  self->disposed = TRUE;

  /* The bin lets go of its child (a template child) before the template does. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_BLACK_N_WHITE_PAGE);
  self->dice_entry = NULL;


  G_OBJECT_CLASS (pips_black_n_white_page_parent_class)->dispose (object);
}

static void
pips_black_n_white_page_finalize (GObject *object)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  g_clear_pointer (&self->last_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (pips_black_n_white_page_parent_class)->finalize (object);
}

static void
pips_black_n_white_page_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  switch (prop_id)
    {
    case PROP_THROWS:
      g_value_set_uint (value, self->throws);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_black_n_white_page_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  PipsBlackNWhitePage *self = PIPS_BLACK_N_WHITE_PAGE (object);

  switch (prop_id)
    {
    case PROP_THROWS:
      set_throws (self, g_value_get_uint (value));
      if (pips_game_page_get_session (PIPS_GAME_PAGE (self)) != NULL)
        _pips_black_n_white_page_update (self);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_black_n_white_page_class_init (PipsBlackNWhitePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_black_n_white_page_constructed;
  object_class->dispose = pips_black_n_white_page_dispose;
  object_class->finalize = pips_black_n_white_page_finalize;
  object_class->get_property = pips_black_n_white_page_get_property;
  object_class->set_property = pips_black_n_white_page_set_property;
  PIPS_GAME_PAGE_CLASS (klass)->focus_entry = pips_black_n_white_page_focus_entry;

  PIPS_GAME_PAGE_CLASS (klass)->update = pips_black_n_white_page_update;
  PIPS_GAME_PAGE_CLASS (klass)->cancel = pips_black_n_white_page_cancel;
  PIPS_GAME_PAGE_CLASS (klass)->shows_odds = TRUE;

  /**
   * PipsBlackNWhitePage:throws:
   *
   * The throws the player says they used, for a result entered by tapping faces; 0 while the
   * player has not said it.
   */
  properties[PROP_THROWS] =
    g_param_spec_uint ("throws", NULL, NULL,
                       0, MAX_THROWS, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PIPS_TYPE_CHIP_COUNTER);
  g_type_ensure (PIPS_TYPE_DICE_ENTRY);
  g_type_ensure (PIPS_TYPE_DIE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/games/black-n-white/pips-black-n-white-page.ui");
  pips_game_page_class_bind_template_callbacks (widget_class);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, layout_view);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, phase_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, phase_description);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, middle_counter);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, out_counter);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, players_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, turn_title);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, facts_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, limit_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, turn_stack);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, dice_entry);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, entry_hint);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, throws_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, throws_1_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, throws_2_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, throws_3_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, preview_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, odds_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, enter_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_prompt);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_black_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_white_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_black_first);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_black_second);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_white_first);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_white_second);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_black_value);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, tens_white_value);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, starter_prompt);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, starter_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, random_button);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, round_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, round_title);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, results_list);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, waiting_label);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, last_box);
  gtk_widget_class_bind_template_child (widget_class, PipsBlackNWhitePage, last_row);
  _pips_black_n_white_page_class_actions_init (widget_class);
}

static void
pips_black_n_white_page_init (PipsBlackNWhitePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::short", G_CALLBACK (short_changed_cb), NULL);

  self->last_rows = g_ptr_array_new ();
  _pips_black_n_white_page_actions_init (self);
  self->throws = 0;

  gtk_button_set_label (GTK_BUTTON (self->roll_button), _("_Roll"));
  gtk_button_set_use_underline (GTK_BUTTON (self->roll_button), TRUE);

  /* Until a result asks for the tens colour; then the names say the house number too. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tens_black_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Black is tens"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tens_white_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("White is tens"), -1);

  pips_dice_entry_set_die_kind (self->dice_entry, BLACK_DIE, PIPS_DIE_KIND_BLACK);
  pips_dice_entry_set_die_kind (self->dice_entry, WHITE_DIE, PIPS_DIE_KIND_WHITE);

  {
    GtkWidget *buttons[] = { self->throws_1_button, self->throws_2_button, self->throws_3_button };

    for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
      {
        g_autofree char *label = _pips_black_n_white_page_format_throws (i + 1);

        gtk_accessible_update_property (GTK_ACCESSIBLE (buttons[i]),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        gtk_widget_set_tooltip_text (buttons[i], label);
      }
  }
}

/**
 * pips_black_n_white_page_new:
 * @session: the session of a Black’n’White game
 *
 * Returns: (transfer floating): the page of the game
 */
GtkWidget *
pips_black_n_white_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_BLACK_N_WHITE_PAGE, "session", session, NULL);
}

/**
 * pips_black_n_white_page_get_session:
 *
 * Returns: (transfer none): the session
 */
PipsSession *
pips_black_n_white_page_get_session (PipsBlackNWhitePage *self)
{
  g_return_val_if_fail (PIPS_IS_BLACK_N_WHITE_PAGE (self), NULL);

  return pips_game_page_get_session (PIPS_GAME_PAGE (self));
}
