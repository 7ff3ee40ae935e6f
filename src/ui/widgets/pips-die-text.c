/* pips-die-text.c — what a die shows, in words
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-die"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-die-private.h"

/**
 * pips_die_describe_face:
 * @kind: the kind of die
 * @face: 0 (not known yet) or 1–6
 * @red: whether the face is red
 * @picture_labels: (nullable) (array zero-terminated=1): the names of the six pictures, for
 *   %PIPS_DIE_KIND_PICTURE
 *
 * Says what a die shows in a few words: "5", "red 5", "black 3", "Marge", "not set".
 *
 * Returns: (transfer full): the words, translated
 */
char *
pips_die_describe_face (PipsDieKind         kind,
                        guint               face,
                        gboolean            red,
                        const char * const *picture_labels)
{
  if (face == 0)
    /* Translators: what a die shows before its face has been entered */
    return g_strdup (_("not set"));

  if (kind == PIPS_DIE_KIND_PICTURE &&
      picture_labels != NULL &&
      face <= g_strv_length ((char **) picture_labels))
    return g_strdup (picture_labels[face - 1]);

  if (red)
    /* Translators: a die showing its red face (in a game with red faces), e.g. "red 5" */
    return g_strdup_printf (_("red %u"), face);

  switch (kind)
    {
    case PIPS_DIE_KIND_BLACK:
      /* Translators: the black die of a black and a white die showing a face, e.g. "black 5" */
      return g_strdup_printf (_("black %u"), face);

    case PIPS_DIE_KIND_WHITE:
      /* Translators: the white die of a black and a white die showing a face, e.g. "white 5" */
      return g_strdup_printf (_("white %u"), face);

    case PIPS_DIE_KIND_ORDINARY:
    case PIPS_DIE_KIND_PICTURE:
    default:
      return g_strdup_printf ("%u", face);
    }
}

/**
 * pips_die_dup_description:
 * @self: a die
 *
 * Says what the die shows and how it is marked, as its accessible label does:
 * "Die 3: red 5, kept".
 *
 * Returns: (transfer full): the description, translated
 */
char *
pips_die_dup_description (PipsDie *self)
{
  g_autofree char *face = NULL;
  char *text;

  g_return_val_if_fail (PIPS_IS_DIE (self), NULL);

  face = pips_die_describe_face (self->kind, self->face, self->marks & PIPS_DIE_MARK_RED,
                                 (const char * const *) self->picture_labels);

  if (self->number > 0)
    /* Translators: the accessible name of a die: its position in the row, then what it shows,
     * e.g. "Die 3: red 5" */
    text = g_strdup_printf (_("Die %u: %s"), self->number, face);
  else
    /* Translators: the accessible name of a single die: what it shows, e.g. "Die: red 5" */
    text = g_strdup_printf (_("Die: %s"), face);

  if (self->marks & PIPS_DIE_MARK_KEPT)
    {
      g_autofree char *prev = text;

      /* Translators: appended to the name of a die kept from an earlier throw,
       * e.g. "Die 3: red 5, kept" */
      text = g_strdup_printf (_("%s, kept"), prev);
    }

  if (self->marks & PIPS_DIE_MARK_SELECTED)
    {
      g_autofree char *prev = text;

      /* Translators: appended to the name of a die the player selected (to throw again),
       * e.g. "Die 3: 5, selected" */
      text = g_strdup_printf (_("%s, selected"), prev);
    }

  if (self->marks & PIPS_DIE_MARK_LOCKED)
    {
      g_autofree char *prev = text;

      /* Translators: appended to the name of a die that cannot be changed now,
       * e.g. "Die 3: 5, kept, locked" */
      text = g_strdup_printf (_("%s, locked"), prev);
    }

  if (self->marks & PIPS_DIE_MARK_WRONG)
    {
      g_autofree char *prev = text;

      /* Translators: appended to the name of a die as entered that breaks a rule (the page
       * says which), e.g. "Die 3: red 4, not possible" */
      text = g_strdup_printf (_("%s, not possible"), prev);
    }

  return text;
}

void
_pips_die_update_accessible (PipsDie *self)
{
  g_autofree char *description = pips_die_dup_description (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);

  /* A picture is not self-explanatory: its name is also the tooltip. */
  if (self->kind == PIPS_DIE_KIND_PICTURE && self->face != 0)
    {
      g_autofree char *face = pips_die_describe_face (self->kind, self->face, FALSE,
                                                      (const char * const *) self->picture_labels);

      gtk_widget_set_tooltip_text (GTK_WIDGET (self), face);
    }
  else
    {
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), NULL);
    }
}
