/* pips-dice-entry-keys.c — typing into a PipsDiceEntry: its actions, keys, and activating a die
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-dice-entry"

#include "config.h"

#include "pips-dice-entry-private.h"

/* Which dice typing may change */

static gboolean
is_editable (PipsDiceEntry *self,
             guint          index)
{
  return index < self->n_dice && !(self->marks[index] & PIPS_DIE_MARK_LOCKED);
}

/* The first die at or after @start that typing may change; n_dice if there is none. */
guint
_pips_dice_entry_first_editable_from (PipsDiceEntry *self,
                                      guint          start)
{
  for (guint i = start; i < self->n_dice; i++)
    if (is_editable (self, i))
      return i;

  return self->n_dice;
}

/* The last die before @end that typing may change; -1 if there is none. */
static int
last_editable_before (PipsDiceEntry *self,
                      guint          end)
{
  for (int i = (int) MIN (end, self->n_dice) - 1; i >= 0; i--)
    if (is_editable (self, i))
      return i;

  return -1;
}

/* The first blank die that typing may change; n_dice if there is none. */
guint
_pips_dice_entry_first_blank_editable (PipsDiceEntry *self)
{
  for (guint i = 0; i < self->n_dice; i++)
    if (is_editable (self, i) && self->faces[i] == 0)
      return i;

  return self->n_dice;
}

static int
red_target (PipsDiceEntry *self)
{
  if (self->last_entered >= 0)
    return self->last_entered;

  if (self->cursor < self->n_dice)
    return self->cursor;

  return -1;
}

gboolean
_pips_dice_entry_can_be_red (PipsDiceEntry *self)
{
  return self->allow_red && self->kind != PIPS_DIE_KIND_PICTURE;
}

/* Enables the actions that can do something now. */
void
_pips_dice_entry_update_actions (PipsDiceEntry *self)
{
  gboolean typing = !self->rolling && !self->selection_mode;
  int red = red_target (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.enter",
                                 typing &&
                                 _pips_dice_entry_first_editable_from (self, self->cursor) < self->n_dice);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.toggle-red",
                                 typing && _pips_dice_entry_can_be_red (self) &&
                                 red >= 0 && is_editable (self, red) && self->faces[red] != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.backspace",
                                 typing && last_editable_before (self, self->cursor) >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.delete",
                                 typing && is_editable (self, self->cursor) &&
                                 self->faces[self->cursor] != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.move",
                                 !self->rolling && self->n_dice > 0);
}

/* Actions */

static void
enter_face (PipsDiceEntry *self,
            guint          face,
            gboolean       red)
{
  guint target = _pips_dice_entry_first_editable_from (self, self->cursor);

  if (target >= self->n_dice || face < PIPS_DIE_MIN_FACE || face > PIPS_DIE_MAX_FACE)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  self->faces[target] = face;
  if (red && _pips_dice_entry_can_be_red (self))
    self->marks[target] |= PIPS_DIE_MARK_RED;
  else
    self->marks[target] &= ~PIPS_DIE_MARK_RED;

  self->last_entered = target;
  _pips_dice_entry_set_cursor (self, _pips_dice_entry_first_editable_from (self, target + 1), TRUE);
  _pips_dice_entry_emit_changed (self, TRUE);
}

static void
enter_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (widget);
  guint face;
  gboolean red;

  g_variant_get (parameter, "(ub)", &face, &red);
  enter_face (self, face, red);
}

static void
toggle_red_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (widget);
  int target = red_target (self);

  if (target < 0 || !is_editable (self, target) || self->faces[target] == 0 ||
      !_pips_dice_entry_can_be_red (self))
    {
      gtk_widget_error_bell (widget);
      return;
    }

  self->marks[target] ^= PIPS_DIE_MARK_RED;
  self->last_entered = target;
  _pips_dice_entry_sync_all (self);
  _pips_dice_entry_emit_changed (self, FALSE);
}

static void
backspace_action_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (widget);
  int target = last_editable_before (self, self->cursor);

  if (target < 0)
    {
      gtk_widget_error_bell (widget);
      return;
    }

  self->faces[target] = 0;
  self->marks[target] &= ~PIPS_DIE_MARK_RED;
  self->last_entered = -1;
  _pips_dice_entry_set_cursor (self, target, TRUE);
  _pips_dice_entry_emit_changed (self, TRUE);
}

static void
delete_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (widget);

  if (!is_editable (self, self->cursor) || self->faces[self->cursor] == 0)
    {
      gtk_widget_error_bell (widget);
      return;
    }

  self->faces[self->cursor] = 0;
  self->marks[self->cursor] &= ~PIPS_DIE_MARK_RED;
  self->last_entered = -1;
  _pips_dice_entry_sync_all (self);
  _pips_dice_entry_emit_changed (self, TRUE);
}

static void
move_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (widget);
  int delta = g_variant_get_int32 (parameter);
  int from;
  int to;

  if (self->n_dice == 0)
    return;

  /* Left and Right follow the reading direction; Home and End (±1000) do not need to. */
  if (ABS (delta) == 1 && gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
    delta = -delta;

  from = self->selection_mode ? (int) self->focus_index : (int) MIN (self->cursor, self->n_dice - 1);
  if (!self->selection_mode && self->cursor >= self->n_dice)
    {
      /* Past the last die: Left goes back onto it, Right stays. */
      if (delta > 0)
        {
          gtk_widget_grab_focus (GTK_WIDGET (self->dice[self->focus_index]));
          return;
        }

      from = self->n_dice;
    }

  to = CLAMP (from + delta, 0, (int) self->n_dice - 1);

  self->last_entered = -1;

  if (self->selection_mode)
    {
      guint old_focus = self->focus_index;

      self->focus_index = to;
      gtk_widget_set_focusable (GTK_WIDGET (self->dice[to]), TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (self->dice[to]));
      if (old_focus != self->focus_index)
        _pips_dice_entry_sync_all (self);
    }
  else
    {
      _pips_dice_entry_set_cursor (self, to, FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (self->dice[self->focus_index]));
    }
}

/* Shift+digit types a red face. Shortcuts cannot say that for every keyboard layout (Shift+4 is
 * "$" on many), so look at what the key gives without Shift. */
static gboolean
key_pressed_cb (PipsDiceEntry         *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  GdkEvent *event;
  g_autofree GdkKeymapKey *keys = NULL;
  g_autofree guint *keyvals = NULL;
  int n_entries = 0;
  guint layout;
  guint face = 0;

  if ((state & GDK_MODIFIER_MASK & ~GDK_LOCK_MASK) != GDK_SHIFT_MASK)
    return GDK_EVENT_PROPAGATE;

  /* Layouts whose digits need Shift (AZERTY) get plain faces from the shortcuts. */
  if ((keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9) || (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9))
    return GDK_EVENT_PROPAGATE;

  if (!_pips_dice_entry_can_be_red (self) || !gtk_widget_is_sensitive (GTK_WIDGET (self)))
    return GDK_EVENT_PROPAGATE;

  event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  if (event == NULL)
    return GDK_EVENT_PROPAGATE;

  layout = gdk_key_event_get_layout (event);

  if (!gdk_display_map_keycode (gtk_widget_get_display (GTK_WIDGET (self)), keycode,
                                &keys, &keyvals, &n_entries))
    return GDK_EVENT_PROPAGATE;

  for (int i = 0; i < n_entries; i++)
    {
      if (keys[i].group == (int) layout && keys[i].level == 0 &&
          keyvals[i] >= GDK_KEY_1 && keyvals[i] <= GDK_KEY_6)
        face = keyvals[i] - GDK_KEY_0;
    }

  if (face == 0)
    return GDK_EVENT_PROPAGATE;

  gtk_widget_activate_action (GTK_WIDGET (self), "dice-entry.enter", "(ub)", face, TRUE);

  return GDK_EVENT_STOP;
}

/* Activating a die (click, tap, Space, Enter) puts the cursor there, or in selection mode
 * toggles its "selected" mark. The "activate" handler of every die. */
void
_pips_dice_entry_activate_die (PipsDiceEntry *self,
                               PipsDie       *die)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (die), "pips-index"));

  if (index >= self->n_dice || self->rolling)
    return;

  self->last_entered = -1;

  if (self->selection_mode)
    {
      self->focus_index = index;
      gtk_widget_set_focusable (GTK_WIDGET (die), TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (die));

      if (self->marks[index] & PIPS_DIE_MARK_LOCKED)
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          _pips_dice_entry_sync_all (self);
        }
      else
        {
          self->marks[index] ^= PIPS_DIE_MARK_SELECTED;
          _pips_dice_entry_sync_all (self);
          _pips_dice_entry_emit_changed (self, FALSE);
        }
    }
  else
    {
      _pips_dice_entry_set_cursor (self, index, FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (die));
    }

  _pips_dice_entry_emit_die_activated (self, index);
}

/* Setting up */

/* Installs the actions and the keys that trigger them. */
void
_pips_dice_entry_class_actions_init (PipsDiceEntryClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "dice-entry.enter", "(ub)", enter_action_cb);
  gtk_widget_class_install_action (widget_class, "dice-entry.toggle-red", NULL, toggle_red_action_cb);
  gtk_widget_class_install_action (widget_class, "dice-entry.backspace", NULL, backspace_action_cb);
  gtk_widget_class_install_action (widget_class, "dice-entry.delete", NULL, delete_action_cb);
  gtk_widget_class_install_action (widget_class, "dice-entry.move", "i", move_action_cb);

  for (guint f = PIPS_DIE_MIN_FACE; f <= PIPS_DIE_MAX_FACE; f++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + f, 0,
                                           "dice-entry.enter", "(ub)", f, FALSE);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + f, 0,
                                           "dice-entry.enter", "(ub)", f, FALSE);
    }

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "dice-entry.toggle-red", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "dice-entry.backspace", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "dice-entry.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "dice-entry.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "dice-entry.move", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "dice-entry.move", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "dice-entry.move", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "dice-entry.move", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "dice-entry.move", "i", -1000);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Home, 0, "dice-entry.move", "i", -1000);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "dice-entry.move", "i", 1000);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_End, 0, "dice-entry.move", "i", 1000);
}

/* Adds the key controller that types red faces with Shift+digit. */
void
_pips_dice_entry_actions_init (PipsDiceEntry *self)
{
  GtkEventController *key;

  key = gtk_event_controller_key_new ();
  g_signal_connect_swapped (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}
