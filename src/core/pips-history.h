/* pips-history.h — a game's record of what happened, which copies of its state share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * PipsHistory:
 *
 * A list of fixed-size items that only grows while a game goes on, such as its rounds or its
 * throws. It is part of a game's state, so a copy of the state (a checkpoint of the
 * session, see pips_game_copy()) copies it: copies share the items they have in common, and a
 * copy costs no more than its own few bytes however long the game. The items are never changed
 * in place: a history that goes on differently from another that shares its items takes its own
 * copy of them first. Read the fields only through the functions.
 */
typedef struct
{
  GArray *items;    /* shared between copies; items[0 .. length) are this history's */
  guint   length;
} PipsHistory;

void          pips_history_init       (PipsHistory       *self,
                                       guint              item_size);
void          pips_history_clear      (PipsHistory       *self);
void          pips_history_empty      (PipsHistory       *self);
void          pips_history_copy       (PipsHistory       *self,
                                       const PipsHistory *source);
void          pips_history_append     (PipsHistory       *self,
                                       gconstpointer      item);

static inline guint
pips_history_get_length (const PipsHistory *self)
{
  return self->length;
}

/* Item @index (< the length). Valid until the history changes. */
static inline gconstpointer
pips_history_get (const PipsHistory *self,
                  guint              index)
{
  g_assert (index < self->length);

  return self->items->data + (gsize) index * g_array_get_element_size (self->items);
}

G_END_DECLS
