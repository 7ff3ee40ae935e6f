/* pips-dice-entry.c — a row of dice to type in what the dice on the table show
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-dice-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pips-dice-entry.h"

/*
 * How a throw is entered, fast:
 *
 * - A cursor marks the die the next face goes into (style class "current"). Typing a digit 1–6,
 *   or tapping a face on the keypad under the dice, fills that die and moves on to the next die
 *   that is not locked. So "144625" enters a whole throw of six dice in six key presses, and six
 *   taps do the same on a touch screen.
 * - Where the game allows red faces (Chili), the keypad has a second row of red faces, and
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

#define ROLL_DURATION_MS 400
#define ROLL_FRAMES      8
#define KEYPAD_DIE_SIZE  30
#define MIN_ENTRY_DIE    24

struct _PipsDiceEntry
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkBox        *dice_box;
  GtkGrid       *keypad;
  GtkWidget     *backspace_button;

  GtkWidget     *face_buttons[PIPS_DIE_MAX_FACE];
  GtkWidget     *red_buttons[PIPS_DIE_MAX_FACE];

  /* The dice, and what they show */
  guint          n_dice;
  GtkWidget     *slots[PIPS_DICE_ENTRY_MAX_DICE];
  PipsDie       *dice[PIPS_DICE_ENTRY_MAX_DICE];
  GtkLabel      *captions[PIPS_DICE_ENTRY_MAX_DICE];
  guint8         faces[PIPS_DICE_ENTRY_MAX_DICE];
  PipsDieMarks   marks[PIPS_DICE_ENTRY_MAX_DICE];
  PipsDieKind    die_kinds[PIPS_DICE_ENTRY_MAX_DICE];

  PipsDieKind    kind;
  char         **picture_icons;
  char         **picture_labels;
  int            die_size;

  guint          cursor;        /* 0 … n_dice; n_dice when past the last die */
  guint          focus_index;   /* the die in the Tab order */
  int            last_entered;  /* the die typed last, for "r"; -1 if none */

  /* Rolling */
  AdwAnimation  *roll_animation;
  GTask         *roll_task;
  guint8         roll_final[PIPS_DICE_ENTRY_MAX_DICE];
  gboolean       roll_mask[PIPS_DICE_ENTRY_MAX_DICE];
  GRand         *shake_rand;
  int            roll_frame;

  guint          allow_red : 1;
  guint          selection_mode : 1;
  guint          show_keypad : 1;
  guint          rolling : 1;
  guint          complete : 1;
};

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

static gboolean
is_editable (PipsDiceEntry *self,
             guint          index)
{
  return index < self->n_dice && !(self->marks[index] & PIPS_DIE_MARK_LOCKED);
}

/* The first die at or after @start that typing may change; n_dice if there is none. */
static guint
first_editable_from (PipsDiceEntry *self,
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

static guint
first_blank_editable (PipsDiceEntry *self)
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

static gboolean
can_be_red (PipsDiceEntry *self)
{
  return self->allow_red && self->kind != PIPS_DIE_KIND_PICTURE;
}

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

static void
update_actions (PipsDiceEntry *self)
{
  gboolean typing = !self->rolling && !self->selection_mode;
  int red = red_target (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.enter",
                                 typing && first_editable_from (self, self->cursor) < self->n_dice);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.toggle-red",
                                 typing && can_be_red (self) &&
                                 red >= 0 && is_editable (self, red) && self->faces[red] != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.backspace",
                                 typing && last_editable_before (self, self->cursor) >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.delete",
                                 typing && is_editable (self, self->cursor) &&
                                 self->faces[self->cursor] != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-entry.move",
                                 !self->rolling && self->n_dice > 0);
}

static void
sync_die (PipsDiceEntry *self,
          guint          index)
{
  PipsDie *die = self->dice[index];
  gboolean picture = self->die_kinds[index] == PIPS_DIE_KIND_PICTURE;
  guint current = first_editable_from (self, self->cursor);
  gboolean selected = self->marks[index] & PIPS_DIE_MARK_SELECTED;

  pips_die_set_kind (die, self->die_kinds[index]);
  pips_die_set_pictures (die,
                         (const char * const *) self->picture_icons,
                         (const char * const *) self->picture_labels);
  pips_die_set_face (die, self->faces[index]);
  pips_die_set_marks (die, self->marks[index]);
  pips_die_set_size (die, self->die_size);

  if (!self->rolling && !self->selection_mode && index == current)
    gtk_widget_add_css_class (GTK_WIDGET (die), "current");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (die), "current");

  gtk_widget_set_focusable (GTK_WIDGET (die), index == self->focus_index);

  if (self->selection_mode)
    gtk_accessible_update_state (GTK_ACCESSIBLE (die),
                                 GTK_ACCESSIBLE_STATE_PRESSED,
                                 selected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                 -1);
  else
    gtk_accessible_reset_state (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_STATE_PRESSED);

  gtk_widget_set_visible (GTK_WIDGET (self->captions[index]), picture);
  if (picture)
    {
      g_autofree char *label = NULL;

      if (self->faces[index] != 0)
        label = pips_die_describe_face (PIPS_DIE_KIND_PICTURE, self->faces[index], FALSE,
                                        (const char * const *) self->picture_labels);

      gtk_label_set_label (self->captions[index], label != NULL ? label : "");
    }
}

static void
sync_all (PipsDiceEntry *self)
{
  for (guint i = 0; i < self->n_dice; i++)
    sync_die (self, i);

  update_actions (self);
}

static void
update_keypad (PipsDiceEntry *self)
{
  PipsDieKind kind = self->kind == PIPS_DIE_KIND_PICTURE ? PIPS_DIE_KIND_PICTURE : PIPS_DIE_KIND_ORDINARY;

  gtk_widget_set_visible (GTK_WIDGET (self->keypad), self->show_keypad && !self->selection_mode);

  for (guint f = 1; f <= PIPS_DIE_MAX_FACE; f++)
    {
      for (guint red = 0; red <= 1; red++)
        {
          GtkWidget *button = red ? self->red_buttons[f - 1] : self->face_buttons[f - 1];
          PipsDie *die = PIPS_DIE (gtk_button_get_child (GTK_BUTTON (button)));
          g_autofree char *face = NULL;
          g_autofree char *label = NULL;

          pips_die_set_kind (die, kind);
          pips_die_set_pictures (die,
                                 (const char * const *) self->picture_icons,
                                 (const char * const *) self->picture_labels);

          face = pips_die_describe_face (kind, f, red, (const char * const *) self->picture_labels);
          /* Translators: a button that puts a face into the next die, e.g. "Enter red 4" */
          label = g_strdup_printf (_("Enter %s"), face);
          gtk_widget_set_tooltip_text (button, label);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                          -1);

          if (red)
            gtk_widget_set_visible (button, can_be_red (self));
        }
    }
}

static void
set_cursor_internal (PipsDiceEntry *self,
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

  sync_all (self);

  if (old_cursor != self->cursor)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
}

static void
emit_changed (PipsDiceEntry *self,
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

/* Actions */

static void
enter_face (PipsDiceEntry *self,
            guint          face,
            gboolean       red)
{
  guint target = first_editable_from (self, self->cursor);

  if (target >= self->n_dice || face < PIPS_DIE_MIN_FACE || face > PIPS_DIE_MAX_FACE)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  self->faces[target] = face;
  if (red && can_be_red (self))
    self->marks[target] |= PIPS_DIE_MARK_RED;
  else
    self->marks[target] &= ~PIPS_DIE_MARK_RED;

  self->last_entered = target;
  set_cursor_internal (self, first_editable_from (self, target + 1), TRUE);
  emit_changed (self, TRUE);
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

  if (target < 0 || !is_editable (self, target) || self->faces[target] == 0 || !can_be_red (self))
    {
      gtk_widget_error_bell (widget);
      return;
    }

  self->marks[target] ^= PIPS_DIE_MARK_RED;
  self->last_entered = target;
  sync_all (self);
  emit_changed (self, FALSE);
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
  set_cursor_internal (self, target, TRUE);
  emit_changed (self, TRUE);
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
  sync_all (self);
  emit_changed (self, TRUE);
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
        sync_all (self);
    }
  else
    {
      set_cursor_internal (self, to, FALSE);
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

  if (!can_be_red (self) || !gtk_widget_is_sensitive (GTK_WIDGET (self)))
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

static void
die_activate_cb (PipsDiceEntry *self,
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
          sync_all (self);
        }
      else
        {
          self->marks[index] ^= PIPS_DIE_MARK_SELECTED;
          sync_all (self);
          emit_changed (self, FALSE);
        }
    }
  else
    {
      set_cursor_internal (self, index, FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (die));
    }

  g_signal_emit (self, signals[SIGNAL_DIE_ACTIVATED], 0, index);
}

/* Building the dice */

static void
remove_dice (PipsDiceEntry *self)
{
  for (guint i = 0; i < PIPS_DICE_ENTRY_MAX_DICE; i++)
    {
      if (self->slots[i] != NULL)
        {
          g_signal_handlers_disconnect_by_func (self->dice[i], die_activate_cb, self);
          gtk_box_remove (self->dice_box, self->slots[i]);
        }

      self->slots[i] = NULL;
      self->dice[i] = NULL;
      self->captions[i] = NULL;
    }
}

static void
create_dice (PipsDiceEntry *self)
{
  for (guint i = 0; i < self->n_dice; i++)
    {
      GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *die;
      GtkWidget *caption;

      die = g_object_new (PIPS_TYPE_DIE,
                          "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON,
                          "activatable", TRUE,
                          "number", i + 1,
                          "size", self->die_size,
                          NULL);
      g_object_set_data (G_OBJECT (die), "pips-index", GUINT_TO_POINTER (i));
      g_signal_connect_swapped (die, "activate", G_CALLBACK (die_activate_cb), self);

      /* The picture's name: two short lines at most ("Looking / good!"), so that eight dice
       * still fit a phone's width. */
      caption = g_object_new (GTK_TYPE_LABEL,
                              "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                              "wrap", TRUE,
                              "wrap-mode", PANGO_WRAP_WORD_CHAR,
                              "lines", 2,
                              "ellipsize", PANGO_ELLIPSIZE_END,
                              "justify", GTK_JUSTIFY_CENTER,
                              "max-width-chars", 8,
                              "valign", GTK_ALIGN_START,
                              "visible", FALSE,
                              NULL);
      gtk_widget_add_css_class (caption, "caption");

      gtk_box_append (GTK_BOX (slot), die);
      gtk_box_append (GTK_BOX (slot), caption);
      gtk_box_append (self->dice_box, slot);

      self->slots[i] = slot;
      self->dice[i] = PIPS_DIE (die);
      self->captions[i] = GTK_LABEL (caption);
    }
}

static void
create_keypad (PipsDiceEntry *self)
{
  for (guint f = 1; f <= PIPS_DIE_MAX_FACE; f++)
    {
      for (guint red = 0; red <= 1; red++)
        {
          GtkWidget *button = gtk_button_new ();
          GtkWidget *die = g_object_new (PIPS_TYPE_DIE,
                                         "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                         "size", KEYPAD_DIE_SIZE,
                                         "face", f,
                                         "red", (gboolean) red,
                                         "can-target", FALSE,
                                         NULL);

          gtk_button_set_child (GTK_BUTTON (button), die);
          gtk_widget_set_focus_on_click (button, FALSE);
          gtk_widget_add_css_class (button, "flat");
          gtk_widget_add_css_class (button, "keypad-face");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "dice-entry.enter");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(ub)", f, (gboolean) red);
          gtk_grid_attach (self->keypad, button, f - 1, red, 1, 1);

          if (red)
            self->red_buttons[f - 1] = button;
          else
            self->face_buttons[f - 1] = button;
        }
    }
}

/* Rolling */

static void
roll_value_cb (double   value,
               gpointer user_data)
{
  PipsDiceEntry *self = PIPS_DICE_ENTRY (user_data);
  int frame = (int) (value * ROLL_FRAMES);

  if (frame == self->roll_frame || frame >= ROLL_FRAMES)
    return;

  self->roll_frame = frame;

  /* Only what is drawn tumbles: the faces were decided before the animation started. */
  for (guint i = 0; i < self->n_dice; i++)
    {
      guint shown;
      guint next;

      if (!self->roll_mask[i])
        continue;

      shown = pips_die_get_face (self->dice[i]);
      next = g_rand_int_range (self->shake_rand, 1, PIPS_DIE_MAX_FACE);
      if (next >= shown)
        next++;

      pips_die_set_red (self->dice[i], FALSE);
      pips_die_set_face (self->dice[i], next);
    }
}

static void
roll_done_cb (PipsDiceEntry *self)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->roll_task);

  if (task == NULL)
    return;

  for (guint i = 0; i < self->n_dice; i++)
    {
      if (!self->roll_mask[i])
        continue;

      self->faces[i] = self->roll_final[i];
      self->marks[i] &= ~(PIPS_DIE_MARK_RED | PIPS_DIE_MARK_SELECTED);
    }

  self->rolling = FALSE;
  self->last_entered = -1;
  set_cursor_internal (self, first_blank_editable (self), FALSE);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLLING]);
  emit_changed (self, TRUE);

  g_task_return_boolean (task, TRUE);
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

  remove_dice (self);
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
   * black and the white die of Black'n'White). With %PIPS_DIE_KIND_PICTURE the keypad shows the
   * pictures and each die has its picture's name under it.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       PIPS_TYPE_DIE_KIND, PIPS_DIE_KIND_ORDINARY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDiceEntry:allow-red:
   *
   * Whether faces can be marked red (Chili Dice): adds red faces to the keypad, Shift+digit
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

  gtk_widget_class_set_css_name (widget_class, "diceentry");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pips_dice_entry_init (PipsDiceEntry *self)
{
  GtkEventController *key;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->n_dice = 6;
  self->die_size = 48;
  self->show_keypad = TRUE;
  self->last_entered = -1;
  self->roll_frame = -1;
  self->shake_rand = g_rand_new ();

  key = gtk_event_controller_key_new ();
  g_signal_connect_swapped (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  /* Translators: the accessible name of the row of dice a throw is entered in */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dice"),
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->keypad),
                                  /* Translators: the accessible name of the buttons that enter faces */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Faces"),
                                  -1);

  create_keypad (self);
  create_dice (self);
  update_keypad (self);
  sync_all (self);
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

  remove_dice (self);
  self->n_dice = n_dice;
  self->last_entered = -1;
  self->focus_index = MIN (self->focus_index, n_dice - 1);
  create_dice (self);
  set_cursor_internal (self, MIN (self->cursor, first_blank_editable (self)), FALSE);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DICE]);
  emit_changed (self, TRUE);
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

  update_keypad (self);
  sync_all (self);
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
 * Gives one die its own kind, for example the black and the white die of Black'n'White. Setting
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
  sync_die (self, index);
}

/**
 * pips_dice_entry_set_pictures:
 * @self: a dice entry
 * @icon_names: (nullable) (array zero-terminated=1): symbolic icon names of faces 1–6
 * @labels: (nullable) (array zero-terminated=1): translated names of faces 1–6
 *
 * Sets the pictures of %PIPS_DIE_KIND_PICTURE dice (Family Album: Homer, Marge, …).
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

  update_keypad (self);
  sync_all (self);
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
  update_keypad (self);
  update_actions (self);
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

  update_keypad (self);
  sync_all (self);
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
  update_keypad (self);
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
  sync_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIE_SIZE]);
}

/**
 * pips_dice_entry_get_faces:
 * @self: a dice entry
 * @n_dice: (out) (optional): where to store the number of dice
 *
 * Returns: (transfer none) (array length=n_dice): the faces, 0 for a die not entered yet. While
 *   #PipsDiceEntry:rolling, these are the faces from before the roll.
 */
const guint8 *
pips_dice_entry_get_faces (PipsDiceEntry *self,
                           guint         *n_dice)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), NULL);

  if (n_dice != NULL)
    *n_dice = self->n_dice;

  return self->faces;
}

/**
 * pips_dice_entry_set_faces:
 * @self: a dice entry
 * @faces: (array length=n_dice): the faces, 0 to 6
 * @n_dice: must be #PipsDiceEntry:n-dice
 *
 * Sets every face (marks stay) and puts the cursor on the first blank die.
 */
void
pips_dice_entry_set_faces (PipsDiceEntry *self,
                           const guint8  *faces,
                           guint          n_dice)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (faces != NULL);
  g_return_if_fail (n_dice == self->n_dice);
  g_return_if_fail (!self->rolling);

  for (guint i = 0; i < n_dice; i++)
    g_return_if_fail (faces[i] <= PIPS_DIE_MAX_FACE);

  if (memcmp (self->faces, faces, n_dice) == 0)
    return;

  memcpy (self->faces, faces, n_dice);
  self->last_entered = -1;
  set_cursor_internal (self, first_blank_editable (self), FALSE);
  emit_changed (self, TRUE);
}

guint
pips_dice_entry_get_face (PipsDiceEntry *self,
                          guint          index)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), 0);
  g_return_val_if_fail (index < self->n_dice, 0);

  return self->faces[index];
}

void
pips_dice_entry_set_face (PipsDiceEntry *self,
                          guint          index,
                          guint          face)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (index < self->n_dice);
  g_return_if_fail (face <= PIPS_DIE_MAX_FACE);
  g_return_if_fail (!self->rolling);

  if (self->faces[index] == face)
    return;

  self->faces[index] = face;
  sync_all (self);
  emit_changed (self, TRUE);
}

PipsDieMarks
pips_dice_entry_get_marks (PipsDiceEntry *self,
                           guint          index)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), PIPS_DIE_MARK_NONE);
  g_return_val_if_fail (index < self->n_dice, PIPS_DIE_MARK_NONE);

  return self->marks[index];
}

void
pips_dice_entry_set_marks (PipsDiceEntry *self,
                           guint          index,
                           PipsDieMarks   marks)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (index < self->n_dice);

  if (self->marks[index] == marks)
    return;

  self->marks[index] = marks;
  if (self->last_entered == (int) index && (marks & PIPS_DIE_MARK_LOCKED))
    self->last_entered = -1;

  if (!self->rolling)
    sync_all (self);
  emit_changed (self, FALSE);
}

void
pips_dice_entry_set_mark (PipsDiceEntry *self,
                          guint          index,
                          PipsDieMarks   mark,
                          gboolean       on)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (index < self->n_dice);

  if (on)
    pips_dice_entry_set_marks (self, index, self->marks[index] | mark);
  else
    pips_dice_entry_set_marks (self, index, self->marks[index] & ~mark);
}

/**
 * pips_dice_entry_clear_marks:
 * @self: a dice entry
 * @marks: the marks to take off every die
 */
void
pips_dice_entry_clear_marks (PipsDiceEntry *self,
                             PipsDieMarks   marks)
{
  gboolean changed = FALSE;

  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));

  for (guint i = 0; i < self->n_dice; i++)
    {
      changed |= (self->marks[i] & marks) != 0;
      self->marks[i] &= ~marks;
    }

  if (!changed)
    return;

  if (!self->rolling)
    sync_all (self);
  emit_changed (self, FALSE);
}

/**
 * pips_dice_entry_clear:
 * @self: a dice entry
 *
 * Makes every die blank and unmarked, and puts the cursor on the first one.
 */
void
pips_dice_entry_clear (PipsDiceEntry *self)
{
  gboolean faces_changed = FALSE;
  gboolean marks_changed = FALSE;

  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (!self->rolling);

  for (guint i = 0; i < self->n_dice; i++)
    {
      faces_changed |= self->faces[i] != 0;
      marks_changed |= self->marks[i] != 0;
      self->faces[i] = 0;
      self->marks[i] = 0;
    }

  self->last_entered = -1;
  set_cursor_internal (self, 0, FALSE);

  if (faces_changed || marks_changed)
    emit_changed (self, faces_changed);
}

gboolean
pips_dice_entry_get_complete (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), FALSE);

  return self->complete;
}

guint
pips_dice_entry_get_cursor (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), 0);

  return self->cursor;
}

/**
 * pips_dice_entry_set_cursor:
 * @self: a dice entry
 * @cursor: the die typing goes on at, or #PipsDiceEntry:n-dice
 *
 * Moves the cursor, for example to a red die the player turns to another face.
 */
void
pips_dice_entry_set_cursor (PipsDiceEntry *self,
                            guint          cursor)
{
  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));

  self->last_entered = -1;
  set_cursor_internal (self, cursor, TRUE);
}

/**
 * pips_dice_entry_get_die:
 * @self: a dice entry
 * @index: the die, from 0
 *
 * Returns: (transfer none): the die widget, for its accessible name or to place a popover
 */
PipsDie *
pips_dice_entry_get_die (PipsDiceEntry *self,
                         guint          index)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), NULL);
  g_return_val_if_fail (index < self->n_dice, NULL);

  return self->dice[index];
}

gboolean
pips_dice_entry_get_rolling (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), FALSE);

  return self->rolling;
}

/**
 * pips_dice_entry_roll:
 * @self: a dice entry
 * @roller: the virtual dice
 * @callback: (scope async): called when the new faces show
 * @user_data: for @callback
 *
 * Rolls the dice with @roller: every die that is neither kept nor locked, or, if any such die is
 * selected, only the selected ones. The new faces are taken from @roller at once (so a seeded
 * roller gives the same faces with or without animation); the dice then tumble for a moment
 * unless animations are off, and show the new faces. Rolled dice lose their red and selected
 * marks. #PipsDiceEntry:faces is notified, and @callback called, when the new faces show.
 */
void
pips_dice_entry_roll (PipsDiceEntry       *self,
                      PipsRoller          *roller,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  gboolean keep[PIPS_DICE_ENTRY_MAX_DICE];
  gboolean any_selected = FALSE;
  AdwAnimationTarget *target;

  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (PIPS_IS_ROLLER (roller));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, pips_dice_entry_roll);

  if (self->rolling)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING,
                               "The dice are already rolling");
      return;
    }

  for (guint i = 0; i < self->n_dice; i++)
    if ((self->marks[i] & PIPS_DIE_MARK_SELECTED) &&
        !(self->marks[i] & (PIPS_DIE_MARK_KEPT | PIPS_DIE_MARK_LOCKED)))
      any_selected = TRUE;

  for (guint i = 0; i < self->n_dice; i++)
    {
      self->roll_mask[i] = !(self->marks[i] & (PIPS_DIE_MARK_KEPT | PIPS_DIE_MARK_LOCKED)) &&
                           (!any_selected || (self->marks[i] & PIPS_DIE_MARK_SELECTED));
      keep[i] = !self->roll_mask[i];
    }

  /* The outcome is decided before anything moves. */
  memcpy (self->roll_final, self->faces, self->n_dice);
  pips_roller_roll_dice (roller, self->roll_final, self->n_dice, keep);

  self->roll_task = g_steal_pointer (&task);
  self->rolling = TRUE;
  self->roll_frame = -1;
  sync_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLLING]);

  /* The previous animation has finished (the dice are not rolling); drop it before its "done"
   * could be mistaken for this roll's. */
  if (self->roll_animation != NULL)
    g_signal_handlers_disconnect_by_func (self->roll_animation, roll_done_cb, self);
  g_clear_object (&self->roll_animation);

  target = adw_callback_animation_target_new (roll_value_cb, self, NULL);
  self->roll_animation = adw_timed_animation_new (GTK_WIDGET (self), 0., 1., ROLL_DURATION_MS, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->roll_animation), ADW_EASE_OUT_QUAD);
  g_signal_connect_swapped (self->roll_animation, "done", G_CALLBACK (roll_done_cb), self);

  /* With animations off (or the entry not on screen) this ends at once, in roll_done_cb(). */
  adw_animation_play (self->roll_animation);
}

/**
 * pips_dice_entry_roll_finish:
 * @self: a dice entry
 * @result: the result given to the callback
 * @error: where to put an error (%G_IO_ERROR_PENDING if the dice were already rolling)
 *
 * Returns: whether the dice were rolled
 */
gboolean
pips_dice_entry_roll_finish (PipsDiceEntry  *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == pips_dice_entry_roll, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
