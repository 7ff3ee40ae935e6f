/* pips-dice-entry-faces.c — the faces and marks of a PipsDiceEntry, and rolling it
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-dice-entry"

#include "config.h"

#include "pips-dice-entry-private.h"

#define ROLL_DURATION_MS 400
#define ROLL_FRAMES      8

/* Faces and marks */

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
  _pips_dice_entry_set_cursor (self, _pips_dice_entry_first_blank_editable (self), FALSE);
  _pips_dice_entry_emit_changed (self, TRUE);
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
  _pips_dice_entry_sync_all (self);
  _pips_dice_entry_emit_changed (self, TRUE);
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
    _pips_dice_entry_sync_all (self);
  _pips_dice_entry_emit_changed (self, FALSE);
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
    _pips_dice_entry_sync_all (self);
  _pips_dice_entry_emit_changed (self, FALSE);
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
  _pips_dice_entry_set_cursor (self, 0, FALSE);

  if (faces_changed || marks_changed)
    _pips_dice_entry_emit_changed (self, faces_changed);
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
  _pips_dice_entry_set_cursor (self, cursor, TRUE);
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

  /* A plain handler, so that it may go while "cancelled" is being emitted. */
  if (self->roll_cancelled_id != 0)
    g_signal_handler_disconnect (self->roll_cancellable, self->roll_cancelled_id);
  self->roll_cancelled_id = 0;
  g_clear_object (&self->roll_cancellable);

  for (guint i = 0; i < self->n_dice; i++)
    {
      if (!self->roll_mask[i])
        continue;

      self->faces[i] = self->roll_final[i];
      self->marks[i] &= ~(PIPS_DIE_MARK_RED | PIPS_DIE_MARK_SELECTED);
      if (self->roll_marked[i])
        self->marks[i] |= PIPS_DIE_MARK_RED;
    }

  self->rolling = FALSE;
  self->last_entered = -1;
  _pips_dice_entry_set_cursor (self, _pips_dice_entry_first_blank_editable (self), FALSE);

  _pips_dice_entry_notify_rolling (self);
  _pips_dice_entry_emit_changed (self, TRUE);

  g_task_return_boolean (task, TRUE);
}

/* The roll's cancellable was cancelled: the dice land at once. */
static void
roll_cancelled_cb (GCancellable  *cancellable,
                   PipsDiceEntry *self)
{
  if (self->roll_animation != NULL &&
      adw_animation_get_state (self->roll_animation) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (self->roll_animation);
}

gboolean
pips_dice_entry_get_rolling (PipsDiceEntry *self)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), FALSE);

  return self->rolling;
}

/**
 * pips_dice_entry_show_roll:
 * @self: a dice entry
 * @roll: a throw the game's rules built (pips_game_build_roll()): the dice it does not keep are
 *   shown landing on its faces, with the red mark where it marks them
 * @cancellable: (nullable): ends the animation at once: the faces of @roll show, and the result
 *   is %G_IO_ERROR_CANCELLED
 * @callback: (scope async): called when the new faces show
 * @user_data: for @callback
 *
 * Shows a virtual throw. The entry decides nothing: the faces were decided by the rules before
 * anything moves, so a throw gives the same faces with or without animation. The thrown dice
 * tumble for a moment unless animations are off, then show their new faces and lose their
 * selected mark. #PipsDiceEntry:faces is notified, and @callback called, when the new faces show.
 */
void
pips_dice_entry_show_roll (PipsDiceEntry       *self,
                           const PipsRoll      *roll,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  AdwAnimationTarget *target;

  g_return_if_fail (PIPS_IS_DICE_ENTRY (self));
  g_return_if_fail (roll != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, pips_dice_entry_show_roll);

  if (self->rolling)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING,
                               "The dice are already rolling");
      return;
    }

  if (roll->n_dice != self->n_dice)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               "A throw of %u dice cannot be shown on %u dice",
                               roll->n_dice, self->n_dice);
      return;
    }

  for (guint i = 0; i < self->n_dice; i++)
    {
      self->roll_mask[i] = !roll->keep[i];
      self->roll_final[i] = roll->faces[i];
      self->roll_marked[i] = roll->marked[i];
    }

  self->roll_task = g_steal_pointer (&task);
  self->rolling = TRUE;
  self->roll_frame = -1;
  _pips_dice_entry_sync_all (self);
  _pips_dice_entry_notify_rolling (self);

  /* The previous animation has finished (the dice are not rolling); drop it before its "done"
   * could be mistaken for this roll's. */
  if (self->roll_animation != NULL)
    g_signal_handlers_disconnect_by_func (self->roll_animation, roll_done_cb, self);
  g_clear_object (&self->roll_animation);

  target = adw_callback_animation_target_new (roll_value_cb, self, NULL);
  self->roll_animation = adw_timed_animation_new (GTK_WIDGET (self), 0., 1., ROLL_DURATION_MS, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->roll_animation), ADW_EASE_OUT_QUAD);
  g_signal_connect_swapped (self->roll_animation, "done", G_CALLBACK (roll_done_cb), self);

  if (cancellable != NULL)
    {
      self->roll_cancellable = g_object_ref (cancellable);
      self->roll_cancelled_id = g_signal_connect_object (cancellable, "cancelled",
                                                         G_CALLBACK (roll_cancelled_cb), self,
                                                         G_CONNECT_DEFAULT);
    }

  /* With animations off (or the entry not on screen) this ends at once, in roll_done_cb(). */
  adw_animation_play (self->roll_animation);

  if (cancellable != NULL && g_cancellable_is_cancelled (cancellable))
    roll_cancelled_cb (cancellable, self);
}

/**
 * pips_dice_entry_show_roll_finish:
 * @self: a dice entry
 * @result: the result given to the callback
 * @error: where to put an error (%G_IO_ERROR_PENDING if the dice were already rolling)
 *
 * Returns: whether the throw was shown
 */
gboolean
pips_dice_entry_show_roll_finish (PipsDiceEntry  *self,
                                  GAsyncResult   *result,
                                  GError        **error)
{
  g_return_val_if_fail (PIPS_IS_DICE_ENTRY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == pips_dice_entry_show_roll, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
