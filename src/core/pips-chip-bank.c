/* pips-chip-bank.c — chips (or beer mats) in places that only ever move between them
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chip-bank"

#include "config.h"

#include <string.h>

#include "pips-chip-bank.h"

/**
 * pips_chip_bank_init:
 * @n_places: the places, players first
 *
 * Empties @bank: no chips anywhere.
 */
void
pips_chip_bank_init (PipsChipBank *bank,
                     guint         n_places)
{
  g_return_if_fail (bank != NULL);
  g_return_if_fail (n_places <= PIPS_CHIP_BANK_MAX_PLACES);

  memset (bank, 0, sizeof *bank);
  bank->n_places = n_places;
}

/**
 * pips_chip_bank_put:
 * @n: chips, at least 0
 *
 * Puts @n new chips into @place: for the setup only; the total grows with them.
 */
void
pips_chip_bank_put (PipsChipBank *bank,
                    guint         place,
                    gint64        n)
{
  g_return_if_fail (bank != NULL);
  g_return_if_fail (place < bank->n_places);
  g_return_if_fail (n >= 0);

  bank->chips[place] += n;
  bank->total += n;
}

gint64
pips_chip_bank_get (const PipsChipBank *bank,
                    guint               place)
{
  g_return_val_if_fail (bank != NULL, 0);
  g_return_val_if_fail (place < bank->n_places, 0);

  return bank->chips[place];
}

/**
 * pips_chip_bank_can_move:
 *
 * Returns: whether @from holds at least @n chips
 */
gboolean
pips_chip_bank_can_move (const PipsChipBank *bank,
                         guint               from,
                         gint64              n)
{
  g_return_val_if_fail (bank != NULL, FALSE);
  g_return_val_if_fail (from < bank->n_places, FALSE);

  return n >= 0 && bank->chips[from] >= n;
}

/**
 * pips_chip_bank_move:
 * @from: the place the chips leave
 * @to: the place they go to
 * @n: how many, at least 0
 *
 * Moves @n chips, or nothing when @from holds fewer.
 *
 * Returns: whether the chips moved
 */
gboolean
pips_chip_bank_move (PipsChipBank *bank,
                     guint         from,
                     guint         to,
                     gint64        n)
{
  g_return_val_if_fail (bank != NULL, FALSE);
  g_return_val_if_fail (from < bank->n_places && to < bank->n_places, FALSE);

  if (!pips_chip_bank_can_move (bank, from, n))
    return FALSE;

  bank->chips[from] -= n;
  bank->chips[to] += n;
  return TRUE;
}

/**
 * pips_chip_bank_sum:
 *
 * Returns: the chips in places @first … @first + @n − 1, e.g. every player's hand
 */
gint64
pips_chip_bank_sum (const PipsChipBank *bank,
                    guint               first,
                    guint               n)
{
  gint64 sum = 0;

  g_return_val_if_fail (bank != NULL, 0);
  g_return_val_if_fail (first + n <= bank->n_places, 0);

  for (guint i = first; i < first + n; i++)
    sum += bank->chips[i];

  return sum;
}

/**
 * pips_chip_bank_is_sound:
 *
 * Returns: whether no place is below zero and the places hold exactly the total: what every
 *   game checks after every event
 */
gboolean
pips_chip_bank_is_sound (const PipsChipBank *bank)
{
  g_return_val_if_fail (bank != NULL, FALSE);

  for (guint i = 0; i < bank->n_places; i++)
    {
      if (bank->chips[i] < 0)
        return FALSE;
    }

  return pips_chip_bank_sum (bank, 0, bank->n_places) == bank->total;
}
