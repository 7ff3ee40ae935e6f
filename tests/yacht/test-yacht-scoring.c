/* test-yacht-scoring.c — Yacht's boxes in every preset: hand-worked throws, every outcome of five
 * dice against a second, plain scoring over sorted dice, the upper bonus, fives of a kind again
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pips-yacht-scoring.h"
#include "pips-yacht-solver.h"

static void
parse_dice (const char *text,
            guint8     *dice,
            guint8     *counts)
{
  g_assert_cmpuint (strlen (text), ==, 5);
  for (guint i = 0; i < 5; i++)
    dice[i] = text[i] - '0';
  g_assert_true (pips_yacht_counts_from_dice (dice, counts));
}

static guint
score (PipsYachtPreset  preset,
       const char      *text,
       PipsYachtBox     box)
{
  PipsYachtRules rules;
  guint8 dice[5], counts[7];

  pips_yacht_rules_init_preset (&rules, preset);
  parse_dice (text, dice, counts);
  return pips_yacht_score_box (&rules, box, counts);
}

static void
test_presets (void)
{
  PipsYachtRules rules;
  g_autofree char *kniffel = NULL, *yahtzee = NULL, *yatzy = NULL;

  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_KNIFFEL);
  g_assert_true (pips_yacht_rules_is_valid (&rules));
  g_assert_cmpuint (pips_yacht_rules_n_boxes (&rules), ==, 13);
  g_assert_cmpuint (rules.upper_bonus, ==, 35);
  g_assert_cmpuint (rules.upper_threshold, ==, 63);
  g_assert_cmpuint (rules.five_again_bonus, ==, 0);
  g_assert_cmpint (rules.joker, ==, PIPS_YACHT_JOKER_OFF);
  g_assert_cmpuint (rules.throws, ==, 3);
  g_assert_cmpint (pips_yacht_rules_box (&rules, 11), ==, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
  g_assert_cmpint (pips_yacht_rules_box_index (&rules, PIPS_YACHT_BOX_ONE_PAIR), ==, -1);
  kniffel = pips_yacht_rules_to_key (&rules);

  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_YAHTZEE);
  g_assert_cmpuint (pips_yacht_rules_n_boxes (&rules), ==, 13);
  g_assert_cmpuint (rules.five_again_bonus, ==, 100);
  g_assert_cmpint (rules.joker, ==, PIPS_YACHT_JOKER_FORCED);
  yahtzee = pips_yacht_rules_to_key (&rules);

  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_YATZY);
  g_assert_cmpuint (pips_yacht_rules_n_boxes (&rules), ==, 15);
  g_assert_cmpuint (rules.upper_bonus, ==, 50);
  g_assert_cmpint (pips_yacht_rules_box (&rules, 6), ==, PIPS_YACHT_BOX_ONE_PAIR);
  g_assert_cmpint (pips_yacht_rules_box (&rules, 14), ==, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
  yatzy = pips_yacht_rules_to_key (&rules);

  g_assert_cmpstr (kniffel, !=, yahtzee);
  g_assert_cmpstr (kniffel, !=, yatzy);
  g_assert_cmpstr (kniffel, ==, "boxes=kniffel;bonus=35@63;again=0;joker=off;five-full-house=off;throws=3");

  rules.throws = 4;
  g_assert_false (pips_yacht_rules_is_valid (&rules));
}

/* Throws worked by hand. */
static void
test_hand (void)
{
  const PipsYachtPreset K = PIPS_YACHT_PRESET_KNIFFEL, Y = PIPS_YACHT_PRESET_YATZY;
  const struct { PipsYachtPreset preset; const char *dice; PipsYachtBox box; guint points; } cases[] = {
    { K, "11123", PIPS_YACHT_BOX_ONES, 3 },
    { K, "11123", PIPS_YACHT_BOX_TWOS, 2 },
    { K, "66634", PIPS_YACHT_BOX_SIXES, 18 },
    { K, "66634", PIPS_YACHT_BOX_FIVES, 0 },
    { K, "66634", PIPS_YACHT_BOX_THREE_OF_A_KIND, 25 },
    { K, "66634", PIPS_YACHT_BOX_FOUR_OF_A_KIND, 0 },
    { K, "26666", PIPS_YACHT_BOX_FOUR_OF_A_KIND, 26 },
    { K, "26666", PIPS_YACHT_BOX_THREE_OF_A_KIND, 26 },
    { K, "33555", PIPS_YACHT_BOX_FULL_HOUSE, 25 },
    { K, "55555", PIPS_YACHT_BOX_FULL_HOUSE, 0 },
    { K, "35555", PIPS_YACHT_BOX_FULL_HOUSE, 0 },
    { K, "12346", PIPS_YACHT_BOX_SMALL_STRAIGHT, 30 },
    { K, "34566", PIPS_YACHT_BOX_SMALL_STRAIGHT, 30 },
    { K, "13456", PIPS_YACHT_BOX_SMALL_STRAIGHT, 30 },
    { K, "12356", PIPS_YACHT_BOX_SMALL_STRAIGHT, 0 },
    { K, "12345", PIPS_YACHT_BOX_LARGE_STRAIGHT, 40 },
    { K, "23456", PIPS_YACHT_BOX_LARGE_STRAIGHT, 40 },
    { K, "12346", PIPS_YACHT_BOX_LARGE_STRAIGHT, 0 },
    { K, "44444", PIPS_YACHT_BOX_FIVE_OF_A_KIND, 50 },
    { K, "44443", PIPS_YACHT_BOX_FIVE_OF_A_KIND, 0 },
    { K, "12356", PIPS_YACHT_BOX_CHANCE, 17 },
    { Y, "33455", PIPS_YACHT_BOX_ONE_PAIR, 10 },
    { Y, "12345", PIPS_YACHT_BOX_ONE_PAIR, 0 },
    { Y, "33455", PIPS_YACHT_BOX_TWO_PAIRS, 16 },
    { Y, "33555", PIPS_YACHT_BOX_TWO_PAIRS, 16 },
    { Y, "35555", PIPS_YACHT_BOX_TWO_PAIRS, 0 },
    { Y, "22266", PIPS_YACHT_BOX_THREE_OF_A_KIND, 6 },
    { Y, "22226", PIPS_YACHT_BOX_FOUR_OF_A_KIND, 8 },
    { Y, "22222", PIPS_YACHT_BOX_FOUR_OF_A_KIND, 8 },
    { Y, "12345", PIPS_YACHT_BOX_SMALL_STRAIGHT, 15 },
    { Y, "23456", PIPS_YACHT_BOX_SMALL_STRAIGHT, 0 },
    { Y, "23456", PIPS_YACHT_BOX_LARGE_STRAIGHT, 20 },
    { Y, "12345", PIPS_YACHT_BOX_LARGE_STRAIGHT, 0 },
    { Y, "22266", PIPS_YACHT_BOX_FULL_HOUSE, 18 },
    { Y, "22222", PIPS_YACHT_BOX_FULL_HOUSE, 0 },
    { Y, "12356", PIPS_YACHT_BOX_CHANCE, 17 },
    { Y, "66666", PIPS_YACHT_BOX_FIVE_OF_A_KIND, 50 },
    { Y, "66666", PIPS_YACHT_BOX_SIXES, 30 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("preset %d, %s in box %d", cases[i].preset, cases[i].dice, cases[i].box);
      g_assert_cmpuint (score (cases[i].preset, cases[i].dice, cases[i].box), ==, cases[i].points);
    }
  /* Yahtzee scores its boxes as Kniffel does. */
  g_assert_cmpuint (score (PIPS_YACHT_PRESET_YAHTZEE, "33555", PIPS_YACHT_BOX_FULL_HOUSE), ==, 25);
}

/* The second scoring: sorted dice d[0] ≤ … ≤ d[4], the boxes read off their patterns. */
static guint
plain_score (gboolean      yatzy,
             gboolean      five_full_house,
             PipsYachtBox  box,
             const guint8 *d)
{
  guint sum = d[0] + d[1] + d[2] + d[3] + d[4], faces = 0, best = 0;
  gboolean three = d[0] == d[2] || d[1] == d[3] || d[2] == d[4];
  gboolean four = d[0] == d[3] || d[1] == d[4];
  gboolean five = d[0] == d[4];
  gboolean full = ((d[0] == d[2] && d[3] == d[4]) || (d[0] == d[1] && d[2] == d[4])) && !five;

  for (guint i = 0; i < 5; i++)
    faces |= 1u << d[i];

  if (box <= PIPS_YACHT_BOX_SIXES)
    {
      for (guint i = 0; i < 5; i++)
        best += d[i] == box + 1 ? d[i] : 0;
      return best;
    }
  switch (box)
    {
    case PIPS_YACHT_BOX_ONE_PAIR:
      for (guint i = 0; i < 4; i++)
        if (d[i] == d[i + 1])
          best = 2 * d[i];
      return best;
    case PIPS_YACHT_BOX_TWO_PAIRS:
      for (guint i = 0; i < 4; i++)
        for (guint j = i + 2; j < 4; j++)
          if (d[i] == d[i + 1] && d[j] == d[j + 1] && d[i] != d[j])
            best = MAX (best, 2u * (d[i] + d[j]));
      return best;
    case PIPS_YACHT_BOX_THREE_OF_A_KIND:
      return !three ? 0 : yatzy ? 3 * d[2] : sum;
    case PIPS_YACHT_BOX_FOUR_OF_A_KIND:
      return !four ? 0 : yatzy ? 4 * d[2] : sum;
    case PIPS_YACHT_BOX_FULL_HOUSE:
      return !(full || (five && five_full_house)) ? 0 : yatzy ? sum : 25;
    case PIPS_YACHT_BOX_SMALL_STRAIGHT:
      if (yatzy)
        return faces == 0x3e ? 15 : 0;
      return ((faces & 0x1e) == 0x1e || (faces & 0x3c) == 0x3c || (faces & 0x78) == 0x78) ? 30 : 0;
    case PIPS_YACHT_BOX_LARGE_STRAIGHT:
      if (yatzy)
        return faces == 0x7c ? 20 : 0;
      return faces == 0x3e || faces == 0x7c ? 40 : 0;
    case PIPS_YACHT_BOX_CHANCE:
      return sum;
    case PIPS_YACHT_BOX_FIVE_OF_A_KIND:
      return five ? 50 : 0;
    case PIPS_YACHT_BOX_ONES:
    case PIPS_YACHT_BOX_TWOS:
    case PIPS_YACHT_BOX_THREES:
    case PIPS_YACHT_BOX_FOURS:
    case PIPS_YACHT_BOX_FIVES:
    case PIPS_YACHT_BOX_SIXES:
    case PIPS_YACHT_N_BOX_KINDS:
    default:
      g_assert_not_reached ();
    }
}

static void
test_every_outcome (void)
{
  for (guint p = 0; p < PIPS_YACHT_N_PRESETS; p++)
    for (guint option = 0; option < 2; option++)
      {
        PipsYachtRules rules;
        guint n = 0;
        guint8 d[5];

        pips_yacht_rules_init_preset (&rules, p);
        rules.five_as_full_house = option;
        for (d[0] = 1; d[0] <= 6; d[0]++)
          for (d[1] = d[0]; d[1] <= 6; d[1]++)
            for (d[2] = d[1]; d[2] <= 6; d[2]++)
              for (d[3] = d[2]; d[3] <= 6; d[3]++)
                for (d[4] = d[3]; d[4] <= 6; d[4]++)
                  {
                    guint8 counts[7];

                    g_assert_true (pips_yacht_counts_from_dice (d, counts));
                    for (guint i = 0; i < pips_yacht_rules_n_boxes (&rules); i++)
                      {
                        PipsYachtBox box = pips_yacht_rules_box (&rules, i);
                        guint expected = plain_score (rules.box_set == PIPS_YACHT_BOX_SET_YATZY,
                                                      option, box, d);

                        if (pips_yacht_score_box (&rules, box, counts) != expected)
                          g_error ("preset %u, %u%u%u%u%u in box %d: %u, not %u", p, d[0], d[1],
                                   d[2], d[3], d[4], box,
                                   pips_yacht_score_box (&rules, box, counts), expected);
                        /* On a sheet with every box free, no joker: the same points. */
                        g_assert_cmpuint (pips_yacht_score_entry (&rules, 0x7fff, counts, i), ==, expected);
                      }
                    n++;
                  }
        g_assert_cmpuint (n, ==, 252);
      }
}

static void
test_upper_bonus (void)
{
  for (guint p = 0; p < PIPS_YACHT_N_PRESETS; p++)
    {
      PipsYachtRules rules;
      PipsYachtSheet sheet;

      pips_yacht_rules_init_preset (&rules, p);
      pips_yacht_sheet_init (&sheet);
      /* 3 ones, 3 twos … 3 sixes is 63; two ones instead of three, 62. */
      for (guint f = 1; f <= 6; f++)
        sheet.boxes[f - 1] = 3 * f;
      g_assert_cmpuint (pips_yacht_sheet_upper (&rules, &sheet), ==, 63);
      g_assert_cmpuint (pips_yacht_sheet_total (&rules, &sheet), ==, 63 + rules.upper_bonus);
      sheet.boxes[0] = 2;
      g_assert_cmpuint (pips_yacht_sheet_upper (&rules, &sheet), ==, 62);
      g_assert_cmpuint (pips_yacht_sheet_total (&rules, &sheet), ==, 62);
      sheet.boxes[0] = 4;
      g_assert_cmpuint (pips_yacht_sheet_total (&rules, &sheet), ==, 64 + rules.upper_bonus);
      /* A free upper box counts nothing; the lower boxes never count for the bonus. */
      sheet.boxes[5] = -1;
      sheet.boxes[6] = 63;
      g_assert_cmpuint (pips_yacht_sheet_upper (&rules, &sheet), ==, 46);
      g_assert_cmpuint (pips_yacht_sheet_total (&rules, &sheet), ==, 46 + 63);
    }
}

static guint
entry (const PipsYachtRules *rules,
       guint32               free_mask,
       const char           *text,
       PipsYachtBox          box)
{
  guint8 dice[5], counts[7];
  int index = pips_yacht_rules_box_index (rules, box);

  parse_dice (text, dice, counts);
  g_assert_cmpint (index, >=, 0);
  return pips_yacht_score_entry (rules, free_mask, counts, index);
}

static gboolean
allowed (const PipsYachtRules *rules,
         guint32               free_mask,
         const char           *text,
         PipsYachtBox          box)
{
  guint8 dice[5], counts[7];

  parse_dice (text, dice, counts);
  return pips_yacht_box_allowed (rules, free_mask, counts, pips_yacht_rules_box_index (rules, box));
}

static guint32
bit (const PipsYachtRules *rules,
     PipsYachtBox          box)
{
  return 1u << pips_yacht_rules_box_index (rules, box);
}

static void
test_five_again (void)
{
  const guint bonuses[] = { 0, 50, 100 };
  PipsYachtRules rules;
  guint32 all, no_five;
  guint8 dice[5], counts[7], other[7];

  parse_dice ("33333", dice, counts);
  parse_dice ("33334", dice, other);
  for (guint b = 0; b < G_N_ELEMENTS (bonuses); b++)
    {
      pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_KNIFFEL);
      rules.five_again_bonus = bonuses[b];
      all = (1u << 13) - 1;
      no_five = all & ~bit (&rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
      /* The box holds 50: the bonus; 0 or free: none; not a five of a kind: none. */
      g_assert_cmpuint (pips_yacht_five_again_points (&rules, no_five, TRUE, counts), ==, bonuses[b]);
      g_assert_cmpuint (pips_yacht_five_again_points (&rules, no_five, FALSE, counts), ==, 0);
      g_assert_cmpuint (pips_yacht_five_again_points (&rules, all, TRUE, counts), ==, 0);
      g_assert_cmpuint (pips_yacht_five_again_points (&rules, no_five, TRUE, other), ==, 0);
    }

  /* Joker off (Kniffel): scored like any throw. */
  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_KNIFFEL);
  no_five = ((1u << 13) - 1) & ~bit (&rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
  g_assert_false (pips_yacht_joker_applies (&rules, no_five, counts));
  g_assert_cmpuint (entry (&rules, no_five, "33333", PIPS_YACHT_BOX_FULL_HOUSE), ==, 0);
  g_assert_cmpuint (entry (&rules, no_five, "33333", PIPS_YACHT_BOX_LARGE_STRAIGHT), ==, 0);
  g_assert_true (allowed (&rules, no_five, "33333", PIPS_YACHT_BOX_CHANCE));
  /* … with the option, a five of a kind is a full house, joker or not. */
  rules.five_as_full_house = TRUE;
  g_assert_cmpuint (entry (&rules, no_five, "33333", PIPS_YACHT_BOX_FULL_HOUSE), ==, 25);
  g_assert_cmpuint (entry (&rules, (1u << 13) - 1, "33333", PIPS_YACHT_BOX_FULL_HOUSE), ==, 25);

  /* Joker free: any free box; full points once the face's upper box is filled. */
  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_KNIFFEL);
  rules.joker = PIPS_YACHT_JOKER_FREE;
  g_assert_true (pips_yacht_joker_applies (&rules, no_five, counts));
  g_assert_false (pips_yacht_joker_applies (&rules, no_five | bit (&rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND), counts));
  g_assert_true (allowed (&rules, no_five, "33333", PIPS_YACHT_BOX_LARGE_STRAIGHT));
  g_assert_true (allowed (&rules, no_five, "33333", PIPS_YACHT_BOX_ONES));
  g_assert_cmpuint (entry (&rules, no_five, "33333", PIPS_YACHT_BOX_FULL_HOUSE), ==, 0);
  g_assert_cmpuint (entry (&rules, no_five, "33333", PIPS_YACHT_BOX_LARGE_STRAIGHT), ==, 0);
  {
    guint32 mask = no_five & ~bit (&rules, PIPS_YACHT_BOX_THREES);

    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_FULL_HOUSE), ==, 25);
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_SMALL_STRAIGHT), ==, 30);
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_LARGE_STRAIGHT), ==, 40);
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_FOUR_OF_A_KIND), ==, 15);
    g_assert_true (allowed (&rules, mask, "33333", PIPS_YACHT_BOX_SIXES));
    /* … and not before the five-of-a-kind box is filled. */
    mask |= bit (&rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND);
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_FULL_HOUSE), ==, 0);
  }

  /* Joker forced (Yahtzee): the upper box of the face first … */
  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_YAHTZEE);
  g_assert_true (allowed (&rules, no_five, "33333", PIPS_YACHT_BOX_THREES));
  g_assert_false (allowed (&rules, no_five, "33333", PIPS_YACHT_BOX_FULL_HOUSE));
  g_assert_false (allowed (&rules, no_five, "33333", PIPS_YACHT_BOX_ONES));
  g_assert_false (allowed (&rules, no_five, "33333", PIPS_YACHT_BOX_CHANCE));
  /* … else any free lower box with full points … */
  {
    guint32 mask = no_five & ~bit (&rules, PIPS_YACHT_BOX_THREES);

    g_assert_true (allowed (&rules, mask, "33333", PIPS_YACHT_BOX_FULL_HOUSE));
    g_assert_true (allowed (&rules, mask, "33333", PIPS_YACHT_BOX_CHANCE));
    g_assert_false (allowed (&rules, mask, "33333", PIPS_YACHT_BOX_ONES));
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_LARGE_STRAIGHT), ==, 40);
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_SMALL_STRAIGHT), ==, 30);
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_FULL_HOUSE), ==, 25);
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_THREE_OF_A_KIND), ==, 15);
    /* … else 0 in a free upper box. */
    mask = bit (&rules, PIPS_YACHT_BOX_ONES) | bit (&rules, PIPS_YACHT_BOX_SIXES);
    g_assert_true (allowed (&rules, mask, "33333", PIPS_YACHT_BOX_ONES));
    g_assert_true (allowed (&rules, mask, "33333", PIPS_YACHT_BOX_SIXES));
    g_assert_cmpuint (entry (&rules, mask, "33333", PIPS_YACHT_BOX_SIXES), ==, 0);
    g_assert_false (allowed (&rules, mask, "33333", PIPS_YACHT_BOX_CHANCE));
  }
  /* Not a five of a kind, or the five-of-a-kind box free: any free box. */
  g_assert_true (allowed (&rules, no_five, "33334", PIPS_YACHT_BOX_CHANCE));
  g_assert_true (allowed (&rules, (1u << 13) - 1, "33333", PIPS_YACHT_BOX_CHANCE));
  g_assert_false (allowed (&rules, no_five, "33334", PIPS_YACHT_BOX_FIVE_OF_A_KIND));

  /* Yatzy with a joker: its own points for the straights and full house. */
  pips_yacht_rules_init_preset (&rules, PIPS_YACHT_PRESET_YATZY);
  rules.joker = PIPS_YACHT_JOKER_FREE;
  no_five = ((1u << 15) - 1) & ~bit (&rules, PIPS_YACHT_BOX_FIVE_OF_A_KIND) & ~bit (&rules, PIPS_YACHT_BOX_FOURS);
  g_assert_cmpuint (entry (&rules, no_five, "44444", PIPS_YACHT_BOX_SMALL_STRAIGHT), ==, 15);
  g_assert_cmpuint (entry (&rules, no_five, "44444", PIPS_YACHT_BOX_LARGE_STRAIGHT), ==, 20);
  g_assert_cmpuint (entry (&rules, no_five, "44444", PIPS_YACHT_BOX_FULL_HOUSE), ==, 20);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/yacht/scoring/presets", test_presets);
  g_test_add_func ("/yacht/scoring/hand", test_hand);
  g_test_add_func ("/yacht/scoring/every-outcome", test_every_outcome);
  g_test_add_func ("/yacht/scoring/upper-bonus", test_upper_bonus);
  g_test_add_func ("/yacht/scoring/five-again", test_five_again);

  return g_test_run ();
}
