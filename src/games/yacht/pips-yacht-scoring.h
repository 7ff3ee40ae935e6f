/* pips-yacht-scoring.h — Yacht's rule sets (Kniffel, Yahtzee, Yatzy) and the points of five dice
 *
 * GLib only. The rules: ../shared/rules/yacht.md. A throw is given as @counts: counts[f] dice show
 * the face f (1 … 6), counts[0] is 0, five dice in all.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PIPS_YACHT_N_DICE    5
#define PIPS_YACHT_MAX_BOXES 15

typedef enum
{
  PIPS_YACHT_PRESET_KNIFFEL,
  PIPS_YACHT_PRESET_YAHTZEE,
  PIPS_YACHT_PRESET_YATZY,
  PIPS_YACHT_N_PRESETS,
} PipsYachtPreset;

/* The box set: which boxes the sheet has and how the boxes both sets share score. */
typedef enum
{
  PIPS_YACHT_BOX_SET_KNIFFEL, /* 13 boxes, Kniffel and Yahtzee */
  PIPS_YACHT_BOX_SET_YATZY,   /* 15 boxes, Scandinavian Yatzy */
} PipsYachtBoxSet;

/* What a five of a kind does once the five-of-a-kind box is filled (with 50 or with 0). */
typedef enum
{
  PIPS_YACHT_JOKER_OFF,    /* scored like any throw */
  PIPS_YACHT_JOKER_FREE,   /* any free box; once the face's upper box is filled, Full house and
                            * the straights with their full points (Verhoeff's rules) */
  PIPS_YACHT_JOKER_FORCED, /* the same points, in Hasbro's order: see pips_yacht_box_allowed() */
} PipsYachtJoker;

/* The boxes, whatever their place on the sheet. */
typedef enum
{
  PIPS_YACHT_BOX_ONES,
  PIPS_YACHT_BOX_TWOS,
  PIPS_YACHT_BOX_THREES,
  PIPS_YACHT_BOX_FOURS,
  PIPS_YACHT_BOX_FIVES,
  PIPS_YACHT_BOX_SIXES,
  PIPS_YACHT_BOX_ONE_PAIR,         /* Yatzy only */
  PIPS_YACHT_BOX_TWO_PAIRS,        /* Yatzy only */
  PIPS_YACHT_BOX_THREE_OF_A_KIND,
  PIPS_YACHT_BOX_FOUR_OF_A_KIND,
  PIPS_YACHT_BOX_FULL_HOUSE,
  PIPS_YACHT_BOX_SMALL_STRAIGHT,
  PIPS_YACHT_BOX_LARGE_STRAIGHT,
  PIPS_YACHT_BOX_CHANCE,
  PIPS_YACHT_BOX_FIVE_OF_A_KIND,
  PIPS_YACHT_N_BOX_KINDS,
} PipsYachtBox;

/**
 * PipsYachtRules:
 * @box_set: the boxes and how they score
 * @upper_bonus: the points of the upper bonus
 * @upper_threshold: the upper total that earns it (1 … 105)
 * @five_again_bonus: points for each further five of a kind while the five-of-a-kind box holds
 *   50: 0 (none), 50 or 100
 * @joker: a five of a kind once the five-of-a-kind box is filled
 * @five_as_full_house: a five of a kind scores as a full house
 * @throws: throws per turn, 1 … 3
 * @in_order: the boxes are filled from top to bottom, each throw into the first free box
 *
 * A rule set: one of the presets, or a preset with options changed. Plain data.
 */
typedef struct
{
  PipsYachtBoxSet box_set;
  guint           upper_bonus;
  guint           upper_threshold;
  guint           five_again_bonus;
  PipsYachtJoker  joker;
  gboolean        five_as_full_house;
  guint           throws;
  gboolean        in_order;
} PipsYachtRules;

void          pips_yacht_rules_init_preset (PipsYachtRules        *rules,
                                            PipsYachtPreset        preset);
gboolean      pips_yacht_rules_is_valid    (const PipsYachtRules  *rules);
char         *pips_yacht_rules_to_key      (const PipsYachtRules  *rules);
guint         pips_yacht_rules_n_boxes     (const PipsYachtRules  *rules);
PipsYachtBox  pips_yacht_rules_box         (const PipsYachtRules  *rules,
                                            guint                  index);
int           pips_yacht_rules_box_index   (const PipsYachtRules  *rules,
                                            PipsYachtBox           box);

gboolean      pips_yacht_box_is_upper      (PipsYachtBox           box);
guint         pips_yacht_score_box         (const PipsYachtRules  *rules,
                                            PipsYachtBox           box,
                                            const guint8          *counts);
gboolean      pips_yacht_is_five_of_a_kind (const guint8          *counts);
gboolean      pips_yacht_counts_from_dice  (const guint8          *dice,
                                            guint8                *counts);

/* Scoring on a sheet. @free_mask: bit i set when the sheet's box i (in the rule set's order) is
 * free; @five_holds_50: the five-of-a-kind box holds 50. */
gboolean      pips_yacht_joker_applies     (const PipsYachtRules  *rules,
                                            guint32                free_mask,
                                            const guint8          *counts);
gboolean      pips_yacht_box_allowed       (const PipsYachtRules  *rules,
                                            guint32                free_mask,
                                            const guint8          *counts,
                                            guint                  index);
guint         pips_yacht_score_entry       (const PipsYachtRules  *rules,
                                            guint32                free_mask,
                                            const guint8          *counts,
                                            guint                  index);
guint         pips_yacht_five_again_points (const PipsYachtRules  *rules,
                                            guint32                free_mask,
                                            gboolean               five_holds_50,
                                            const guint8          *counts);

G_END_DECLS
