/* pips-yacht-scoring.c — Yacht's rule sets and the points of five dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pips-yacht-scoring.h"

static const PipsYachtBox kniffel_boxes[] = {
  PIPS_YACHT_BOX_ONES, PIPS_YACHT_BOX_TWOS, PIPS_YACHT_BOX_THREES,
  PIPS_YACHT_BOX_FOURS, PIPS_YACHT_BOX_FIVES, PIPS_YACHT_BOX_SIXES,
  PIPS_YACHT_BOX_THREE_OF_A_KIND, PIPS_YACHT_BOX_FOUR_OF_A_KIND, PIPS_YACHT_BOX_FULL_HOUSE,
  PIPS_YACHT_BOX_SMALL_STRAIGHT, PIPS_YACHT_BOX_LARGE_STRAIGHT, PIPS_YACHT_BOX_FIVE_OF_A_KIND,
  PIPS_YACHT_BOX_CHANCE,
};

static const PipsYachtBox yatzy_boxes[] = {
  PIPS_YACHT_BOX_ONES, PIPS_YACHT_BOX_TWOS, PIPS_YACHT_BOX_THREES,
  PIPS_YACHT_BOX_FOURS, PIPS_YACHT_BOX_FIVES, PIPS_YACHT_BOX_SIXES,
  PIPS_YACHT_BOX_ONE_PAIR, PIPS_YACHT_BOX_TWO_PAIRS, PIPS_YACHT_BOX_THREE_OF_A_KIND,
  PIPS_YACHT_BOX_FOUR_OF_A_KIND, PIPS_YACHT_BOX_SMALL_STRAIGHT, PIPS_YACHT_BOX_LARGE_STRAIGHT,
  PIPS_YACHT_BOX_FULL_HOUSE, PIPS_YACHT_BOX_CHANCE, PIPS_YACHT_BOX_FIVE_OF_A_KIND,
};

/**
 * pips_yacht_rules_init_preset:
 *
 * Fills @rules with a preset's options (the table in the rules).
 */
void
pips_yacht_rules_init_preset (PipsYachtRules  *rules,
                              PipsYachtPreset  preset)
{
  g_return_if_fail (preset < PIPS_YACHT_N_PRESETS);

  *rules = (PipsYachtRules) {
    .box_set = PIPS_YACHT_BOX_SET_KNIFFEL,
    .upper_bonus = 35,
    .upper_threshold = 63,
    .five_again_bonus = 0,
    .joker = PIPS_YACHT_JOKER_OFF,
    .five_as_full_house = FALSE,
    .throws = 3,
    .in_order = FALSE,
  };
  if (preset == PIPS_YACHT_PRESET_YAHTZEE)
    {
      rules->five_again_bonus = 100;
      rules->joker = PIPS_YACHT_JOKER_FORCED;
    }
  else if (preset == PIPS_YACHT_PRESET_YATZY)
    {
      rules->box_set = PIPS_YACHT_BOX_SET_YATZY;
      rules->upper_bonus = 50;
    }
}

gboolean
pips_yacht_rules_is_valid (const PipsYachtRules *rules)
{
  return (rules->box_set == PIPS_YACHT_BOX_SET_KNIFFEL || rules->box_set == PIPS_YACHT_BOX_SET_YATZY)
         && rules->upper_threshold >= 1 && rules->upper_threshold <= 105
         && rules->upper_bonus <= 1000
         && (rules->five_again_bonus == 0 || rules->five_again_bonus == 50
             || rules->five_again_bonus == 100)
         && rules->joker <= PIPS_YACHT_JOKER_FORCED
         && (rules->five_as_full_house == FALSE || rules->five_as_full_house == TRUE)
         && rules->throws >= 1 && rules->throws <= 3
         && (rules->in_order == FALSE || rules->in_order == TRUE);
}

/**
 * pips_yacht_rules_to_key:
 *
 * Returns: (transfer full): the rule set as a short text naming every option, the same for equal
 *   rule sets (the solver's files are named and checked by it)
 */
char *
pips_yacht_rules_to_key (const PipsYachtRules *rules)
{
  static const char *const jokers[] = { "off", "free", "forced" };

  g_return_val_if_fail (pips_yacht_rules_is_valid (rules), NULL);

  return g_strdup_printf ("boxes=%s;bonus=%u@%u;again=%u;joker=%s;five-full-house=%s;throws=%u%s",
                          rules->box_set == PIPS_YACHT_BOX_SET_YATZY ? "yatzy" : "kniffel",
                          rules->upper_bonus, rules->upper_threshold, rules->five_again_bonus,
                          jokers[rules->joker], rules->five_as_full_house ? "on" : "off",
                          rules->throws, rules->in_order ? ";in-order" : "");
}

guint
pips_yacht_rules_n_boxes (const PipsYachtRules *rules)
{
  return rules->box_set == PIPS_YACHT_BOX_SET_YATZY ? G_N_ELEMENTS (yatzy_boxes)
                                                    : G_N_ELEMENTS (kniffel_boxes);
}

/* The sheet's box @index (0 at the top). */
PipsYachtBox
pips_yacht_rules_box (const PipsYachtRules *rules,
                      guint                 index)
{
  g_return_val_if_fail (index < pips_yacht_rules_n_boxes (rules), PIPS_YACHT_BOX_CHANCE);

  return rules->box_set == PIPS_YACHT_BOX_SET_YATZY ? yatzy_boxes[index] : kniffel_boxes[index];
}

/* The place of @box on the sheet, or -1 when the box set has no such box. */
int
pips_yacht_rules_box_index (const PipsYachtRules *rules,
                            PipsYachtBox          box)
{
  for (guint i = 0; i < pips_yacht_rules_n_boxes (rules); i++)
    if (pips_yacht_rules_box (rules, i) == box)
      return i;
  return -1;
}

gboolean
pips_yacht_box_is_upper (PipsYachtBox box)
{
  return box <= PIPS_YACHT_BOX_SIXES;
}

gboolean
pips_yacht_is_five_of_a_kind (const guint8 *counts)
{
  for (guint f = 1; f <= 6; f++)
    if (counts[f] == PIPS_YACHT_N_DICE)
      return TRUE;
  return FALSE;
}

/* Counts the faces of five dice; FALSE when a die is not 1 … 6. */
gboolean
pips_yacht_counts_from_dice (const guint8 *dice,
                             guint8       *counts)
{
  memset (counts, 0, 7);
  for (guint i = 0; i < PIPS_YACHT_N_DICE; i++)
    {
      if (dice[i] < 1 || dice[i] > 6)
        return FALSE;
      counts[dice[i]]++;
    }
  return TRUE;
}

static guint
sum_of (const guint8 *counts)
{
  guint sum = 0;

  for (guint f = 1; f <= 6; f++)
    sum += f * counts[f];
  return sum;
}

/* The highest face shown at least @n times, or 0. */
static guint
highest_with (const guint8 *counts,
              guint         n,
              guint         below)
{
  for (guint f = below - 1; f >= 1; f--)
    if (counts[f] >= n)
      return f;
  return 0;
}

static gboolean
run_of (const guint8 *counts,
        guint         from,
        guint         to)
{
  for (guint f = from; f <= to; f++)
    if (counts[f] == 0)
      return FALSE;
  return TRUE;
}

static gboolean
is_full_house (const guint8 *counts)
{
  gboolean three = FALSE, two = FALSE;

  for (guint f = 1; f <= 6; f++)
    {
      three |= counts[f] == 3;
      two |= counts[f] == 2;
    }
  return three && two;
}

static guint
full_house_points (const PipsYachtRules *rules,
                   const guint8         *counts)
{
  return rules->box_set == PIPS_YACHT_BOX_SET_YATZY ? sum_of (counts) : 25;
}

static guint
straight_points (const PipsYachtRules *rules,
                 gboolean              large)
{
  if (rules->box_set == PIPS_YACHT_BOX_SET_YATZY)
    return large ? 20 : 15;
  return large ? 40 : 30;
}

/**
 * pips_yacht_score_box:
 *
 * Returns: the points of the throw @counts in @box by the rule set's box set, without a joker
 *   (0 when the dice do not fit); a five of a kind fits Full house when the rule set says so
 */
guint
pips_yacht_score_box (const PipsYachtRules *rules,
                      PipsYachtBox          box,
                      const guint8         *counts)
{
  gboolean yatzy = rules->box_set == PIPS_YACHT_BOX_SET_YATZY;
  guint f, g;

  switch (box)
    {
    case PIPS_YACHT_BOX_ONES:
    case PIPS_YACHT_BOX_TWOS:
    case PIPS_YACHT_BOX_THREES:
    case PIPS_YACHT_BOX_FOURS:
    case PIPS_YACHT_BOX_FIVES:
    case PIPS_YACHT_BOX_SIXES:
      f = box - PIPS_YACHT_BOX_ONES + 1;
      return f * counts[f];
    case PIPS_YACHT_BOX_ONE_PAIR:
      return 2 * highest_with (counts, 2, 7);
    case PIPS_YACHT_BOX_TWO_PAIRS:
      f = highest_with (counts, 2, 7);
      g = f > 1 ? highest_with (counts, 2, f) : 0;
      return f != 0 && g != 0 ? 2 * (f + g) : 0;
    case PIPS_YACHT_BOX_THREE_OF_A_KIND:
      f = highest_with (counts, 3, 7);
      return f == 0 ? 0 : yatzy ? 3 * f : sum_of (counts);
    case PIPS_YACHT_BOX_FOUR_OF_A_KIND:
      f = highest_with (counts, 4, 7);
      return f == 0 ? 0 : yatzy ? 4 * f : sum_of (counts);
    case PIPS_YACHT_BOX_FULL_HOUSE:
      if (is_full_house (counts) || (rules->five_as_full_house && pips_yacht_is_five_of_a_kind (counts)))
        return full_house_points (rules, counts);
      return 0;
    case PIPS_YACHT_BOX_SMALL_STRAIGHT:
      if (yatzy)
        return run_of (counts, 1, 5) ? straight_points (rules, FALSE) : 0;
      return run_of (counts, 1, 4) || run_of (counts, 2, 5) || run_of (counts, 3, 6)
             ? straight_points (rules, FALSE) : 0;
    case PIPS_YACHT_BOX_LARGE_STRAIGHT:
      if (yatzy)
        return run_of (counts, 2, 6) ? straight_points (rules, TRUE) : 0;
      return run_of (counts, 1, 5) || run_of (counts, 2, 6) ? straight_points (rules, TRUE) : 0;
    case PIPS_YACHT_BOX_CHANCE:
      return sum_of (counts);
    case PIPS_YACHT_BOX_FIVE_OF_A_KIND:
      return pips_yacht_is_five_of_a_kind (counts) ? 50 : 0;
    case PIPS_YACHT_N_BOX_KINDS:
    default:
      g_return_val_if_reached (0);
    }
}

/* Whether the throw is a five of a kind scored as a joker: the five-of-a-kind box is filled and
 * the rule set has a joker. */
gboolean
pips_yacht_joker_applies (const PipsYachtRules *rules,
                          guint32               free_mask,
                          const guint8         *counts)
{
  int five = pips_yacht_rules_box_index (rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);

  return rules->joker != PIPS_YACHT_JOKER_OFF && pips_yacht_is_five_of_a_kind (counts)
         && (free_mask & (1u << five)) == 0;
}

/**
 * pips_yacht_box_allowed:
 *
 * Whether the throw may be entered into the sheet's box @index: the box is free; with the boxes in
 * order, it is the first free box; and, for a forced joker, the box is the first in Yahtzee's
 * order — the upper box of the face if it is free; else any free lower box; else any free upper
 * box (with 0).
 */
gboolean
pips_yacht_box_allowed (const PipsYachtRules *rules,
                        guint32               free_mask,
                        const guint8         *counts,
                        guint                 index)
{
  guint n = pips_yacht_rules_n_boxes (rules);
  PipsYachtBox box;
  int upper;

  g_return_val_if_fail (index < n, FALSE);

  if ((free_mask & (1u << index)) == 0)
    return FALSE;
  if (rules->in_order)
    return (free_mask & ((1u << index) - 1)) == 0;
  if (rules->joker != PIPS_YACHT_JOKER_FORCED || !pips_yacht_joker_applies (rules, free_mask, counts))
    return TRUE;

  box = pips_yacht_rules_box (rules, index);
  upper = pips_yacht_rules_box_index (rules, PIPS_YACHT_BOX_ONES + highest_with (counts, 5, 7) - 1);
  if (free_mask & (1u << upper))
    return (int) index == upper;
  if (!pips_yacht_box_is_upper (box))
    return TRUE;
  for (guint i = 0; i < n; i++)
    if ((free_mask & (1u << i)) && !pips_yacht_box_is_upper (pips_yacht_rules_box (rules, i)))
      return FALSE;
  return TRUE;
}

/**
 * pips_yacht_score_entry:
 *
 * Returns: the points of the throw entered into the free box @index of a sheet whose free boxes
 *   are @free_mask: the box's points, with a joker's full points for Full house and the straights
 *   when the upper box of the face is filled; bonuses not counted (see
 *   pips_yacht_five_again_points())
 */
guint
pips_yacht_score_entry (const PipsYachtRules *rules,
                        guint32               free_mask,
                        const guint8         *counts,
                        guint                 index)
{
  PipsYachtBox box = pips_yacht_rules_box (rules, index);
  int upper;

  if (!pips_yacht_joker_applies (rules, free_mask, counts))
    return pips_yacht_score_box (rules, box, counts);

  /* The joker's full points once the face's upper box is filled (the forced order allows a lower
   * box only then; the free joker lets the upper box be passed by, without full points). */
  upper = pips_yacht_rules_box_index (rules, PIPS_YACHT_BOX_ONES + highest_with (counts, 5, 7) - 1);
  if ((free_mask & (1u << upper)) == 0)
    {
      if (box == PIPS_YACHT_BOX_FULL_HOUSE)
        return full_house_points (rules, counts);
      if (box == PIPS_YACHT_BOX_SMALL_STRAIGHT)
        return straight_points (rules, FALSE);
      if (box == PIPS_YACHT_BOX_LARGE_STRAIGHT)
        return straight_points (rules, TRUE);
    }
  return pips_yacht_score_box (rules, box, counts);
}

/* The bonus of a further five of a kind: the rule set's points when the throw is a five of a kind
 * and the five-of-a-kind box is filled with 50. */
guint
pips_yacht_five_again_points (const PipsYachtRules *rules,
                              guint32               free_mask,
                              gboolean              five_holds_50,
                              const guint8         *counts)
{
  int five = pips_yacht_rules_box_index (rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);

  if (rules->five_again_bonus == 0 || !five_holds_50 || (free_mask & (1u << five)) != 0
      || !pips_yacht_is_five_of_a_kind (counts))
    return 0;
  return rules->five_again_bonus;
}
