/* pips-history.c — a game's record of what happened, which copies of its state share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-history"

#include "config.h"

#include <string.h>

#include "pips-history.h"

void
pips_history_init (PipsHistory *self,
                   guint        item_size)
{
  g_return_if_fail (item_size > 0);

  self->items = g_array_new (FALSE, TRUE, item_size);
  self->length = 0;
}

void
pips_history_clear (PipsHistory *self)
{
  g_clear_pointer (&self->items, g_array_unref);
  self->length = 0;
}

/* Back to no items. The items stay where other copies may share them; a replay of the same
 * game from its start then finds them again (see pips_history_append()). */
void
pips_history_empty (PipsHistory *self)
{
  self->length = 0;
}

/* Makes @self the history @source is: the items are shared, not copied. */
void
pips_history_copy (PipsHistory       *self,
                   const PipsHistory *source)
{
  g_return_if_fail (source->items != NULL);

  if (self->items != source->items)
    {
      g_clear_pointer (&self->items, g_array_unref);
      self->items = g_array_ref (source->items);
    }
  self->length = source->length;
}

void
pips_history_append (PipsHistory   *self,
                     gconstpointer  item)
{
  guint size = g_array_get_element_size (self->items);

  if (self->items->len > self->length)
    {
      g_autoptr(GArray) own = NULL;

      /* The next item is there already, in a copy that went on (a replay after an undo): the
       * same item is shared again. */
      if (memcmp (self->items->data + (gsize) self->length * size, item, size) == 0)
        {
          self->length++;
          return;
        }

      /* Another copy went on differently: this one takes its own copy of what they share. */
      own = g_array_sized_new (FALSE, TRUE, size, self->length + 1);
      g_array_append_vals (own, self->items->data, self->length);
      g_array_unref (self->items);
      self->items = g_steal_pointer (&own);
    }

  g_array_append_vals (self->items, item, 1);
  self->length++;
}
