/* pips-dice-entry.c — a row of dice to type in what the dice on the table show
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-dice-entry"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-dice-entry-private.h"

/*
 * How a throw is entered, fast:
 *
 * - A cursor marks the die the next face goes into (style class "current"). Typing a digit 1–6,
 *   or tapping a face on the keypad under the dice, fills that die and moves on to the next die
 *   that is not locked. So "144625" enters a whole throw of six dice in six key presses, and six
 *   taps do the same on a touch screen.
 * - Where the game allows red faces, the keypad has a second row of red faces, and
 *   Shift+digit types a red face: a whole throw with its red marks still takes six presses.
 *   "r" turns the face typed last red (or back).
 * - Backspace clears the die before the cursor, Delete the die at the cursor; Left, Right, Home
 *   and End move the cursor; clicking or tapping a die puts the cursor there.
 * - Locked dice are skipped by typing and never change. Kept dice are not rolled.
 *
 * In selection mode the keypad is hidden and activating a die (click, tap, Space, Enter)
 * toggles its "selected" mark instead, for choosing dice to throw again.
 *
 * Only one die is in the Tab order at a time (the one at the cursor); arrows move between dice.
 * Every die says what it shows and how it is marked ("Die 3: red 5, kept").
 */

#define MIN_ENTRY_DIE 24

G_DEFINE_FINAL_TYPE (PipsDiceEntry, pips_dice_entry, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_N_DICE,
  PROP_KIND,
  PROP_ALLOW_RED,
  PROP_SELECTION_MODE,
  PROP_SHOW_KEYPAD,
  PROP_DIE_SIZE,
  PROP_FACES,
  PROP_COMPLETE,
  PROP_CURSOR,
  PROP_ROLLING,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_DIE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The cursor, and telling what changed */

static gboolean
focus_is_inside (PipsDiceEntry *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (root == NULL)
    return FALSE;

  focus = gtk_root_get_focus (root);

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->dice_box));
}

/* Moves the cursor to @cursor (n_dice: past the last die), and keyboard focus with it if
 * @move_focus and the focus was on a die. */
void
_pips_dice_entry_set_cursor (PipsDiceEntry *self,
                             guint          cursor,
                             gboolean       move_focus)
{
  gboolean had_focus = focus_is_inside (self);
  guint old_cursor = self->cursor;
  guint old_focus = self->focus_index;

  cursor = MIN (cursor, self->n_dice);
  self->cursor = cursor;

  if (cursor < self->n_dice)
    self->focus_index = cursor;

  if (self->focus_index != old_focus && self->focus_index < self->n_dice)
    {
      /* Make the new die focusable before the old one stops being so, so focus never falls out. */
      gtk_widget_set_focusable (GTK_WIDGET (self->dice[self->focus_index]), TRUE);
      if (move_focus && had_focus)
        gtk_widget_grab_focus (GTK_WIDGET (self->dice[self->focus_index]));
    }

  _pips_dice_entry_sync_all (self);

  if (old_cursor != self->cursor)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
}

/* Tells that faces or marks changed: #PipsDiceEntry:faces (if @faces_changed),
 * #PipsDiceEntry:complete, and ::changed. */
void
_pips_dice_entry_emit_changed (PipsDiceEntry *self,
                               gboolean       faces_changed)
{
  gboolean complete = TRUE;

  for (guint i = 0; i < self->n_dice; i++)
    if (self->faces[i] == 0)
      complete = FALSE;

  g_object_freeze_notify (G_OBJECT (self));

  if (faces_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACES]);

  if (self->complete != complete)
    {
      self->complete = complete;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
    }

  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Emits ::die-activated, after a die was activated. */
void
_pips_dice_entry_emit_die_activated (PipsDiceEntry *self,
                                     guint          index)
{
  g_signal_emit (self, signals[SIGNAL_DIE_ACTIVATED], 0, index);
}

/* Notifies #PipsDiceEntry:rolling, after a roll started or ended. */
void
_pips_dice_entry_notify_rolling (PipsDiceEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLLING]);
}

/* GtkWidget */

static gboolean
pips_dice_entry_grab_focus (GtkWidget *widget)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (widget);

  if (self->focus_index >= self->n_dice)
    return FALSE;

  return gtk_widget_grab_focus (GTK_WIDGET (self->dice[self->focus_index]));
}

/* GObject */

static void
pips_dice_entry_dispose (GObject *object)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (object);

  /* A roll under way ends now, with its faces, so that its callback is called. */
  if (self->roll_animation != NULL &&
      adw_animation_get_state (self->roll_animation) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (self->roll_animation);
  g_clear_object (&self->roll_animation);

  _pips_dice_entry_remove_dice (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_DICE_ENTRY);

  G_OBJECT_CLASS (pips_dice_entry_parent_class)->dispose (object);
}

static void
pips_dice_entry_finalize (GObject *object)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (object);

  g_clear_pointer (&self->picture_icons, g_strfreev);
  g_clear_pointer (&self->picture_labels, g_strfreev);
  g_clear_pointer (&self->shake_rand, g_rand_free);

  G_OBJECT_CLASS (pips_dice_entry_parent_class)->finalize (object);
}

static void
pips_dice_entry_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_N_DICE:
      g_value_set_uint (value, self->n_dice);
      break;

    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;

    case PROP_ALLOW_RED:
      g_value_set_boolean (value, self->allow_red);
      break;

    case PROP_SELECTION_MODE:
      g_value_set_boolean (value, self->selection_mode);
      break;

    case PROP_SHOW_KEYPAD:
      g_value_set_boolean (value, self->show_keypad);
      break;

    case PROP_DIE_SIZE:
      g_value_set_int (value, self->die_size);
      break;

    case PROP_FACES:
      g_value_take_boxed (value, g_bytes_new (self->faces, self->n_dice));
      break;

    case PROP_COMPLETE:
      g_value_set_boolean (value, self->complete);
      break;

    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;

    case PROP_ROLLING:
      g_value_set_boolean (value, self->rolling);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_dice_entry_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_N_DICE:
      pips_dice_entry_set_n_dice (self, g_value_get_uint (value));
      break;

    case PROP_KIND:
      pips_dice_entry_set_kind (self, g_value_get_enum (value));
      break;

    case PROP_ALLOW_RED:
      pips_dice_entry_set_allow_red (self, g_value_get_boolean (value));
      break;

    case PROP_SELECTION_MODE:
      pips_dice_entry_set_selection_mode (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_KEYPAD:
      pips_dice_entry_set_show_keypad (self, g_value_get_boolean (value));
      break;

    case PROP_DIE_SIZE:
      pips_dice_entry_set_die_size (self, g_value_get_int (value));
      break;

    case PROP_FACES:
      {
        GBytes *bytes = g_value_get_boxed (value);
        gsize size = 0;
        const guint8 *data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;
        guint8 blank[PIPS_DICE_ENTRY_MAX_DICE] = { 0 };

        if (bytes == NULL)
          pips_dice_entry_set_faces (self, blank, self->n_dice);
        else
          pips_dice_entry_set_faces (self, data, size);
      }
      break;

    case PROP_CURSOR:
      pips_dice_entry_set_cursor (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_dice_entry_class_init (PipsDiceEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_dice_entry_dispose;
  object_class->finalize = pips_dice_entry_finalize;
  object_class->get_property = pips_dice_entry_get_property;
  object_class->set_property = pips_dice_entry_set_property;

  widget_class->grab_focus = pips_dice_entry_grab_focus;

  /**
   * PipsDiceEntry:n-dice:
   *
   * How many dice.
   */
  properties[PROP_N_DICE] =
    g_param_spec_uint ("n-dice", NULL, NULL,
                       1, PIPS_DICE_ENTRY_MAX_DICE, 6,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:kind:
   *
   * The kind of every die (pips_dice_entry_set_die_kind() changes one die, for example the
   * black and the white die of a game of two colours). With %PIPS_DIE_KIND_PICTURE the keypad shows the
   * pictures and each die has its picture's name under it.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       PIPS_TYPE_DIE_KIND, PIPS_DIE_KIND_ORDINARY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:allow-red:
   *
   * Whether faces can be marked red (a game with red faces): adds red faces to the keypad, Shift+digit
   * and "r" to the keyboard.
   */
  properties[PROP_ALLOW_RED] =
    g_param_spec_boolean ("allow-red", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:selection-mode:
   *
   * Whether activating a die toggles its "selected" mark (to choose dice to throw again)
   * instead of putting the cursor there. Hides the keypad.
   */
  properties[PROP_SELECTION_MODE] =
    g_param_spec_boolean ("selection-mode", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:show-keypad:
   *
   * Whether the keypad of faces is shown under the dice.
   */
  properties[PROP_SHOW_KEYPAD] =
    g_param_spec_boolean ("show-keypad", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:die-size:
   *
   * The edge of a die in pixels when there is room; dice shrink in narrow windows.
   */
  properties[PROP_DIE_SIZE] =
    g_param_spec_int ("die-size", NULL, NULL,
                      MIN_ENTRY_DIE, 256, 48,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:faces:
   *
   * The faces, one byte per die: 0 for a die not entered yet, else 1–6. Notified whenever a
   * face changes (by typing, tapping, rolling or the API).
   */
  properties[PROP_FACES] =
    g_param_spec_boxed ("faces", NULL, NULL,
                        G_TYPE_BYTES,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:complete:
   *
   * Whether every die shows a face.
   */
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:cursor:
   *
   * Where typing goes on: the index of a die, or #PipsDiceEntry:n-dice when past the last one.
   * Typing skips locked dice.
   */
  properties[PROP_CURSOR] =
    g_param_spec_uint ("cursor", NULL, NULL,
                       0, PIPS_DICE_ENTRY_MAX_DICE, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:rolling:
   *
   * Whether a roll animation is running; the dice do not take input meanwhile.
   */
  properties[PROP_ROLLING] =
    g_param_spec_boolean ("rolling", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PipsDiceEntry::changed:
   *
   * Emitted after any face or mark changed, by the player or through the API.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);

  /**
   * PipsDiceEntry::die-activated:
   * @self: the entry
   * @index: the die, from 0
   *
   * Emitted after a die was clicked, tapped, or activated with Space or Enter (after the entry
   * moved its cursor there, or toggled its selection in selection mode).
   */
  signals[SIGNAL_DIE_ACTIVATED] =
    g_signal_new ("die-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pipsapp/Pips/ui/widgets/pips-dice-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsDiceEntry, dice_box);
  gtk_widget_class_bind_template_child (widget_class, PipsDiceEntry, keypad);
  gtk_widget_class_bind_template_child (widget_class, PipsDiceEntry, backspace_button);

  _pips_dice_entry_class_actions_init (klass);

  gtk_widget_class_set_css_name (widget_class, "diceentry");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pips_dice_entry_init (PipsDiceEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->n_dice = 6;
  self->die_size = 48;
  self->show_keypad = TRUE;
  self->last_entered = -1;
  self->roll_frame = -1;
  self->shake_rand = g_rand_new ();

  _pips_dice_entry_actions_init (self);

  /* Translators: the accessible name of the row of dice a throw is entered in */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dice"),
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->keypad),
                                  /* Translators: the accessible name of the buttons that enter faces */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Faces"),
                                  -1);

  _pips_dice_entry_create_keypad (self);
  _pips_dice_entry_create_dice (self);
  _pips_dice_entry_update_keypad (self);
  _pips_dice_entry_sync_all (self);
}

/**
 * pips_dice_entry_new:
 * @n_dice: how many dice, 1 to %PIPS_DICE_ENTRY_MAX_DICE
 *
 * Returns: a new dice entry with @n_dice blank ordinary dice
 */
GtkWidget *
pips_dice_entry_new (guint n_dice)
{
  return g_object_new (PIPS_TYPE_DICE_ENTRY, "n-dice", n_dice, NULL);
}

guint
pips_dice_entry_get_n_dice (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), 0);

  return self->n_dice;
}

void
pips_dice_entry_set_n_dice (PipsDiceEntry *self,
                            guint          n_dice)
{
  gboolean faces_changed = FALSE;

  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (n_dice >= 1 && n_dice <= PIPS_DICE_ENTRY_MAX_DICE);
  g_return_if_fail (!self->rolling);

  if (self->n_dice == n_dice)
    return;

  for (guint i = n_dice; i < PIPS_DICE_ENTRY_MAX_DICE; i++)
    {
      faces_changed |= i < self->n_dice;
      self->faces[i] = 0;
      self->marks[i] = 0;
      self->die_kinds[i] = self->kind;
    }

  for (guint i = self->n_dice; i < n_dice; i++)
    self->die_kinds[i] = self->kind;

  _pips_dice_entry_remove_dice (self);
  self->n_dice = n_dice;
  self->last_entered = -1;
  self->focus_index = MIN (self->focus_index, n_dice - 1);
  _pips_dice_entry_create_dice (self);
  _pips_dice_entry_set_cursor (self,
                               MIN (self->cursor, _pips_dice_entry_first_blank_editable (self)),
                               FALSE);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DICE]);
  _pips_dice_entry_emit_changed (self, TRUE);
}

PipsDieKind
pips_dice_entry_get_kind (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), PIPS_DIE_KIND_ORDINARY);

  return self->kind;
}

/**
 * pips_dice_entry_set_kind:
 * @self: a dice entry
 * @kind: the kind of every die
 *
 * Sets the kind of every die, and the keypad's faces (pictures or pips).
 */
void
pips_dice_entry_set_kind (PipsDiceEntry *self,
                          PipsDieKind    kind)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (kind <= PIPS_DIE_KIND_PICTURE);

  if (self->kind == kind)
    return;

  self->kind = kind;
  for (guint i = 0; i < PIPS_DICE_ENTRY_MAX_DICE; i++)
    self->die_kinds[i] = kind;

  _pips_dice_entry_update_keypad (self);
  _pips_dice_entry_sync_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

PipsDieKind
pips_dice_entry_get_die_kind (PipsDiceEntry *self,
                              guint          index)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), PIPS_DIE_KIND_ORDINARY);
  g_return_val_if_fail (index < self->n_dice, PIPS_DIE_KIND_ORDINARY);

  return self->die_kinds[index];
}

/**
 * pips_dice_entry_set_die_kind:
 * @self: a dice entry
 * @index: the die, from 0
 * @kind: its kind
 *
 * Gives one die its own kind, for example a black and a white die. Setting
 * #PipsDiceEntry:kind afterwards resets every die.
 */
void
pips_dice_entry_set_die_kind (PipsDiceEntry *self,
                              guint          index,
                              PipsDieKind    kind)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (index < self->n_dice);
  g_return_if_fail (kind <= PIPS_DIE_KIND_PICTURE);

  if (self->die_kinds[index] == kind)
    return;

  self->die_kinds[index] = kind;
  _pips_dice_entry_sync_die (self, index);
}

/**
 * pips_dice_entry_set_pictures:
 * @self: a dice entry
 * @icon_names: (nullable) (array zero-terminated=1): symbolic icon names of faces 1–6
 * @labels: (nullable) (array zero-terminated=1): translated names of faces 1–6
 *
 * Sets the pictures of %PIPS_DIE_KIND_PICTURE dice (a picture for each face).
 */
void
pips_dice_entry_set_pictures (PipsDiceEntry      *self,
                              const char * const *icon_names,
                              const char * const *labels)
{
  char **icons;
  char **names;

  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));

  icons = g_strdupv ((char **) icon_names);
  names = g_strdupv ((char **) labels);
  g_strfreev (self->picture_icons);
  g_strfreev (self->picture_labels);
  self->picture_icons = icons;
  self->picture_labels = names;

  _pips_dice_entry_update_keypad (self);
  _pips_dice_entry_sync_all (self);
}

gboolean
pips_dice_entry_get_allow_red (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), FALSE);

  return self->allow_red;
}

void
pips_dice_entry_set_allow_red (PipsDiceEntry *self,
                               gboolean       allow_red)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));

  allow_red = !!allow_red;

  if (self->allow_red == allow_red)
    return;

  self->allow_red = allow_red;
  _pips_dice_entry_update_keypad (self);
  _pips_dice_entry_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALLOW_RED]);
}

gboolean
pips_dice_entry_get_selection_mode (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), FALSE);

  return self->selection_mode;
}

void
pips_dice_entry_set_selection_mode (PipsDiceEntry *self,
                                    gboolean       selection_mode)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));

  selection_mode = !!selection_mode;

  if (self->selection_mode == selection_mode)
    return;

  self->selection_mode = selection_mode;
  self->last_entered = -1;

  if (selection_mode)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selection-mode");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selection-mode");

  /* A selection starts at the first die: Space and the arrows go from the left, not from the
   * last die typed. */
  if (selection_mode)
    pips_dice_entry_set_cursor (self, 0);

  _pips_dice_entry_update_keypad (self);
  _pips_dice_entry_sync_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION_MODE]);
}

gboolean
pips_dice_entry_get_show_keypad (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), FALSE);

  return self->show_keypad;
}

void
pips_dice_entry_set_show_keypad (PipsDiceEntry *self,
                                 gboolean       show_keypad)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));

  show_keypad = !!show_keypad;

  if (self->show_keypad == show_keypad)
    return;

  self->show_keypad = show_keypad;
  _pips_dice_entry_update_keypad (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_KEYPAD]);
}

int
pips_dice_entry_get_die_size (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), 0);

  return self->die_size;
}

void
pips_dice_entry_set_die_size (PipsDiceEntry *self,
                              int            die_size)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));

  die_size = MAX (die_size, MIN_ENTRY_DIE);

  if (self->die_size == die_size)
    return;

  self->die_size = die_size;
  _pips_dice_entry_sync_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIE_SIZE]);
}
