/* pips-dice.c — faces, parsing, formatting and a virtual roller
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-dice"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-dice.h"

G_DEFINE_QUARK (pips-dice-error-quark, pips_dice_error)

gboolean
pips_die_face_is_valid (gint64 face)
{
  return face >= PIPS_DIE_MIN_FACE && face <= PIPS_DIE_MAX_FACE;
}

/**
 * pips_dice_parse:
 * @text: faces as digits, optionally separated by spaces, commas or dashes ("144625", "1 4 4 6 2 5")
 * @n_dice: how many dice are expected
 * @faces: (out caller-allocates) (array length=n_dice): the faces
 * @error: where to put what is wrong, in a player's words
 *
 * Returns: whether @text holds exactly @n_dice faces from 1 to 6
 */
gboolean
pips_dice_parse (const char  *text,
                 guint        n_dice,
                 guint8      *faces,
                 GError     **error)
{
  guint n = 0;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (faces != NULL || n_dice == 0, FALSE);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c) || c == ',' || c == '-' || c == '/')
        continue;

      if (c < '0' + PIPS_DIE_MIN_FACE || c > '0' + PIPS_DIE_MAX_FACE)
        {
          char buf[7] = { 0 };

          g_unichar_to_utf8 (c, buf);
          g_set_error (error, PIPS_DICE_ERROR, PIPS_DICE_ERROR_FACE,
                       /* Translators: %s is what the player typed, e.g. "7" or "x" */
                       _("“%s” is not a face of a die: faces are 1 to 6"), buf);
          return FALSE;
        }

      if (n < n_dice)
        faces[n] = c - '0';
      n++;
    }

  if (n != n_dice)
    {
      g_set_error (error, PIPS_DICE_ERROR, PIPS_DICE_ERROR_COUNT,
                   /* Translators: the first %u is how many dice are needed, the second how many were given */
                   g_dngettext (GETTEXT_PACKAGE,
                                "Enter %u die, not %u",
                                "Enter %u dice, not %u", n_dice),
                   n_dice, n);
      return FALSE;
    }

  return TRUE;
}

/**
 * pips_dice_format:
 *
 * Returns: (transfer full): the faces separated by spaces, "1 4 4 6 2 5"
 */
char *
pips_dice_format (const guint8 *faces,
                  guint         n_dice)
{
  GString *str = g_string_sized_new (n_dice * 2);

  for (guint i = 0; i < n_dice; i++)
    {
      if (i > 0)
        g_string_append_c (str, ' ');
      g_string_append_printf (str, "%u", faces[i]);
    }

  return g_string_free (str, FALSE);
}

guint
pips_dice_sum (const guint8 *faces,
               guint         n_dice)
{
  guint sum = 0;

  for (guint i = 0; i < n_dice; i++)
    sum += faces[i];

  return sum;
}

/**
 * pips_dice_count:
 * @counts: (out caller-allocates): counts[k] is how many dice show k; counts[0] counts faces
 *   outside 1–6
 */
void
pips_dice_count (const guint8 *faces,
                 guint         n_dice,
                 guint         counts[7])
{
  for (guint k = 0; k < 7; k++)
    counts[k] = 0;

  for (guint i = 0; i < n_dice; i++)
    counts[pips_die_face_is_valid (faces[i]) ? faces[i] : 0]++;
}

/**
 * pips_roll_init:
 *
 * Sets @roll to @n_dice blank dice, none kept and none marked.
 */
void
pips_roll_init (PipsRoll *roll,
                guint     n_dice)
{
  g_return_if_fail (roll != NULL);
  g_return_if_fail (n_dice <= PIPS_DICE_MAX);

  memset (roll, 0, sizeof *roll);
  roll->n_dice = n_dice;
}

struct _PipsRoller
{
  GObject  parent_instance;
  GRand   *rand;
};

G_DEFINE_FINAL_TYPE (PipsRoller, pips_roller, G_TYPE_OBJECT)

static void
pips_roller_finalize (GObject *object)
{
  PipsRoller *self = PIPS_ROLLER (object);

  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (pips_roller_parent_class)->finalize (object);
}

static void
pips_roller_class_init (PipsRollerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pips_roller_finalize;
}

static void
pips_roller_init (PipsRoller *self)
{
}

/**
 * pips_roller_new:
 *
 * Creates a roller with an unpredictable seed (GRand seeds itself from /dev/urandom).
 */
PipsRoller *
pips_roller_new (void)
{
  PipsRoller *self = g_object_new (PIPS_TYPE_ROLLER, NULL);

  self->rand = g_rand_new ();

  return self;
}

/**
 * pips_roller_new_seeded:
 *
 * Creates a roller that produces the same faces for the same @seed, for tests.
 */
PipsRoller *
pips_roller_new_seeded (guint32 seed)
{
  PipsRoller *self = g_object_new (PIPS_TYPE_ROLLER, NULL);

  self->rand = g_rand_new_with_seed (seed);

  return self;
}

guint8
pips_roller_roll (PipsRoller *self)
{
  g_return_val_if_fail (PIPS_IS_ROLLER (self), PIPS_DIE_MIN_FACE);

  return (guint8) g_rand_int_range (self->rand, PIPS_DIE_MIN_FACE, PIPS_DIE_MAX_FACE + 1);
}

/**
 * pips_roller_roll_dice:
 * @keep: (nullable) (array length=n_dice): dice that are not thrown
 *
 * Throws every die of @faces that is not kept.
 */
void
pips_roller_roll_dice (PipsRoller     *self,
                       guint8         *faces,
                       guint           n_dice,
                       const gboolean *keep)
{
  g_return_if_fail (PIPS_IS_ROLLER (self));

  for (guint i = 0; i < n_dice; i++)
    {
      if (keep == NULL || !keep[i])
        faces[i] = pips_roller_roll (self);
    }
}

/**
 * pips_roller_range:
 *
 * Returns: a number from 0 to @end - 1, e.g. to pick a start player
 */
guint32
pips_roller_range (PipsRoller *self,
                   guint32     end)
{
  g_return_val_if_fail (PIPS_IS_ROLLER (self), 0);
  g_return_val_if_fail (end > 0, 0);

  return (guint32) g_rand_int_range (self->rand, 0, (gint32) end);
}

/**
 * pips_roller_roll_face:
 * @n_faces: the faces of the die, at least 1
 *
 * Returns: a face from 1 to @n_faces, e.g. of a picture die
 */
guint8
pips_roller_roll_face (PipsRoller *self,
                       guint       n_faces)
{
  g_return_val_if_fail (PIPS_IS_ROLLER (self), 1);
  g_return_val_if_fail (n_faces >= 1 && n_faces <= G_MAXUINT8, 1);

  return (guint8) g_rand_int_range (self->rand, 1, (gint32) n_faces + 1);
}
