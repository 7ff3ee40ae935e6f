/* test-chili-scoring.c — what six dice score in each field of the pad
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every case is checked twice: with the scoring functions alone, and through a game (the dice
 * thrown, the list of score options, the score event applied and the points in the column).
 */

#define G_LOG_DOMAIN "pips-chili-test"

#include "config.h"

#include <string.h>

#include "test-chili-util.h"

/* Instead of a way of scoring: ask for the best one (pips_chili_best_score()). */
#define BEST  (-1)
/* Instead of points: the rules refuse to score the dice so. */
#define REFUSED (-1)

#define PLAIN   PIPS_CHILI_RED_ALTERNATIVE_PLAIN
#define DOUBLED PIPS_CHILI_RED_ALTERNATIVE_DOUBLED
#define OFF     PIPS_CHILI_RED_ALTERNATIVE_OFF

#define NUMBER PIPS_CHILI_SCORING_NUMBER
#define RED    PIPS_CHILI_SCORING_RED
#define RUN    PIPS_CHILI_SCORING_RUN
#define SET    PIPS_CHILI_SCORING_SET
#define SUM    PIPS_CHILI_SCORING_SUM
#define LITTLE PIPS_CHILI_SCORING_LITTLE_PEPPER
#define BIG    PIPS_CHILI_SCORING_BIG_PEPPER
#define HOT    PIPS_CHILI_SCORING_HOT_PEPPER
#define MISS   PIPS_CHILI_SCORING_MISS

#define HOT_DICE "1r 2r 3r 4r 5r 6r"

typedef struct
{
  const char              *dice;     /* "5r 5 5 1 2 3": r marks a red face */
  const char              *field;    /* the field's id */
  int                      scoring;  /* a PipsChiliScoring, or BEST */
  PipsChiliRedAlternative  alt;      /* the rule option "red-alternative" */
  int                      points;   /* or REFUSED */
  PipsChiliScoring         best;     /* with BEST: the way the best points are made */
  const char              *reason;   /* with BEST: the reason the list of options gives */
} ScoreCase;

static const ScoreCase cases[] = {
  /* The worked examples of the sheet (seeds/000) and of rules/chili-dice.md. */
  { "5r 5 5 1 2 3", "5", NUMBER, PLAIN, 30 },   /* 3 dice × 5 × 2 (red 5) = 30 */
  { "5r 5 5 1 2 3", "5", BEST, PLAIN, 30, NUMBER, "3 dice showing 5, doubled for the red 5" },
  { "2r 4r 1r 3r 6 2", "red", BEST, PLAIN, 40, RED, "4 red faces" },
  { "1 2 3 4 5 6", "run", RUN, PLAIN, 21 },
  { "1 2 3 4 5r 6", "5", RUN, PLAIN, 21 },        /* or 21 in the field of the red number */
  { "1 2 3 4 5r 6", "5", BEST, PLAIN, 21, RUN, "Run into the 5s" },
  /* The sheet's Set of 24 (the rules file writes "4,4,4,6,6,…", which cannot be a Set of 24). */
  { "2 2 4r 4 6 6", "set", SET, PLAIN, 24 },
  { "2 2 4r 4 6 6", "4", BEST, PLAIN, 24, SET, "Set into the 4s" },   /* not 2 × 4 × 2 = 16 */
  { "4r 4 4 4 4 4", "4", BEST, PLAIN, 75, BIG, "Big Pepper" },        /* six 4s: 75 in the 4s */
  { "4r 4 4 4 4 4", "sum", BEST, PLAIN, 50, BIG, "Big Pepper" },      /* or 50 anywhere else */
  { HOT_DICE, "red", BEST, PLAIN, 100, HOT, "Hot Pepper" },           /* 100 in Red … */
  { HOT_DICE, "run", BEST, PLAIN, 100, HOT, "Hot Pepper" },           /* … or Run … */
  { HOT_DICE, "3", BEST, PLAIN, 50, HOT, "Hot Pepper" },              /* … or 50 elsewhere */

  /* Hot Pepper: every placement, and scored as an ordinary result. */
  { HOT_DICE, "set", BEST, PLAIN, 50, HOT, "Hot Pepper" },            /* a Run is no Set */
  { HOT_DICE, "sum", BEST, PLAIN, 50, HOT, "Hot Pepper" },            /* not the sum 21 */
  { HOT_DICE, "6", BEST, DOUBLED, 50, HOT, "Hot Pepper" },            /* not a Run of 42 */
  { HOT_DICE, "red", RED, PLAIN, 60 },
  { HOT_DICE, "run", RUN, PLAIN, 21 },
  { HOT_DICE, "6", RUN, PLAIN, 21 },
  { HOT_DICE, "6", NUMBER, PLAIN, 12 },
  { HOT_DICE, "red", MISS, PLAIN, 0 },
  { HOT_DICE, "red", BIG, PLAIN, REFUSED },

  /* Little Pepper: 50 in its number, 25 anywhere else, whatever the field would score. */
  { "1r 1 1 1 1 1", "1", BEST, PLAIN, 50, LITTLE, "Little Pepper" },
  { "1r 1 1 1 1 1", "1", NUMBER, PLAIN, 12 },
  { "1r 1 1 1 1 1", "red", BEST, PLAIN, 25, LITTLE, "Little Pepper" },   /* not 10 */
  { "2 2 2r 2 2 2", "6", BEST, PLAIN, 25, LITTLE, "Little Pepper" },
  { "3 3 3 3r 3 3", "3", BEST, PLAIN, 50, LITTLE, "Little Pepper" },     /* not 36 */
  { "3 3 3 3r 3 3", "sum", BEST, PLAIN, 25, LITTLE, "Little Pepper" },   /* not 18 */
  { "3 3 3 3r 3 3", "set", SET, PLAIN, REFUSED },                        /* six of a kind */
  { "3 3 3 3r 3 3", "set", LITTLE, PLAIN, 25 },

  /* Big Pepper. */
  { "5 5 5 5r 5 5", "5", LITTLE, PLAIN, REFUSED },
  { "5 5 5 5r 5 5", "5", BIG, PLAIN, 75 },
  { "5 5 5 5r 5 5", "run", BIG, PLAIN, 50 },
  { "6 6 6 6 6 6r", "6", BEST, PLAIN, 75, BIG, "Big Pepper" },           /* not 72 */
  { "6 6 6 6 6 6r", "6", NUMBER, PLAIN, 72 },
  { "6 6 6 6 6 6r", "sum", BEST, PLAIN, 50, BIG, "Big Pepper" },         /* not 36 */
  { "6 6 6 6 6 6r", "3", BIG, PLAIN, 50 },

  /* Number fields, doubled by a red face of their number. */
  { "3r 3 1 2 5 6", "3", BEST, PLAIN, 12, NUMBER, "2 dice showing 3, doubled for the red 3" },
  { "3 3 1r 2 5 6", "3", BEST, PLAIN, 6, NUMBER, "2 dice showing 3" },
  { "6 6 6 6r 1 2", "6", NUMBER, PLAIN, 48 },
  { "2r 1 1 4 5 6", "2", BEST, PLAIN, 4, NUMBER, "1 die showing 2, doubled for the red 2" },
  { "1 1 2 2 3 4", "6", BEST, PLAIN, 0, MISS, "Miss" },
  { "1 1 2 2 3 4", "red", NUMBER, PLAIN, REFUSED },

  /* Run into a red number. */
  { "1r 2 3 4r 5 6", "1", RUN, PLAIN, 21 },
  { "1r 2 3 4r 5 6", "4", RUN, PLAIN, 21 },
  { "1r 2 3 4r 5 6", "2", RUN, PLAIN, REFUSED },   /* no red 2 */
  { "1r 2 3 4r 5 6", "set", RUN, PLAIN, REFUSED },
  { "1 2 3 4 5r 6", "5", RUN, DOUBLED, 42 },
  { "1 2 3 4 5r 6", "5", RUN, OFF, REFUSED },
  { "1 2 3 4 5r 6", "5", BEST, OFF, 10, NUMBER, "1 die showing 5, doubled for the red 5" },
  { "1 2 3 4 5 6", "4", RUN, PLAIN, REFUSED },     /* no red face at all */
  { "1 2 3 3 5 6", "run", RUN, PLAIN, REFUSED },   /* no Run */
  { "1 2 3 3 5 6", "run", BEST, PLAIN, 0, MISS, "Miss" },

  /* Sets: pairs, triplets, a quad and a pair; and into a red number. */
  { "1 1 2 2 3 3", "set", SET, PLAIN, 12 },
  { "5 5 5 2 2 2", "set", BEST, PLAIN, 21, SET, "Set" },
  { "6 6 6 6 1 1", "set", SET, PLAIN, 26 },
  { "6 6 6 6 6 1", "set", SET, PLAIN, REFUSED },   /* five and one */
  { "1 1 2 2 3 4", "set", BEST, PLAIN, 0, MISS, "Miss" },
  { "3r 3 5 5 6 6", "3", BEST, PLAIN, 28, SET, "Set into the 3s" },  /* not 3 × 2 × 2 = 12 */
  { "3r 3 5 5 6 6", "5", SET, PLAIN, REFUSED },    /* no red 5 */
  { "3r 3 5 5 6 6", "3", SET, DOUBLED, 56 },
  { "3r 3 5 5 6 6", "3", BEST, OFF, 12, NUMBER, "2 dice showing 3, doubled for the red 3" },
  { "6r 6 6 4 4 4", "6", BEST, PLAIN, 36, NUMBER, "3 dice showing 6, doubled for the red 6" },
  { "6r 6 6 4 4 4", "6", SET, PLAIN, 30 },         /* the player may still write the Set */

  /* Sum and Red. */
  { "6 6 5 5 4 1", "sum", BEST, PLAIN, 27, SUM, "Sum of all pips" },
  { "6r 5r 4 4 3 3", "sum", SUM, PLAIN, 25 },      /* red does nothing in Sum */
  { "1 1 2 2 3 4", "red", BEST, PLAIN, 0, MISS, "Miss" },
  { "1r 2 2 3 3 4", "red", BEST, PLAIN, 10, RED, "1 red face" },
  { "1r 2 2 3 3 4", "sum", RED, PLAIN, REFUSED },

  /* Miss: 0 anywhere, even where the dice score. */
  { "4r 4 4 4 4 4", "4", MISS, PLAIN, 0 },
  { "1 2 3 4 5 6", "run", MISS, PLAIN, 0 },
};

static PipsChiliField
field_of (const char *id)
{
  PipsChiliField field = PIPS_CHILI_N_FIELDS;

  g_assert_true (pips_chili_field_from_id (id, &field));

  return field;
}

static PipsGame *
game_for (PipsChiliRedAlternative alt)
{
  static const char * const options[] = {
    [PLAIN] = "{\"red-alternative\":\"plain\"}",
    [DOUBLED] = "{\"red-alternative\":\"doubled\"}",
    [OFF] = "{\"red-alternative\":\"off\"}",
  };

  return chili_game_new (1, options[alt]);
}

/* The way a score event without "as" reads the dice in @field. */
static PipsChiliScoring
own_scoring (PipsChiliField field)
{
  if (pips_chili_field_is_number (field))
    return NUMBER;

  switch ((int) field)
    {
    case PIPS_CHILI_FIELD_RED: return RED;
    case PIPS_CHILI_FIELD_RUN: return RUN;
    case PIPS_CHILI_FIELD_SET: return SET;
    default: return SUM;
    }
}

static void
test_case (gconstpointer data)
{
  const ScoreCase *c = data;
  PipsChiliField field = field_of (c->field);
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  g_autoptr(PipsGame) game = game_for (c->alt);
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);
  g_autoptr(GError) error = NULL;
  guint points = G_MAXUINT;

  chili_parse_dice (c->dice, faces, red);

  /* Every case is a throw that can lie on the table. */
  g_assert_true (pips_chili_check_dice (faces, red, &error));
  g_assert_no_error (error);
  chili_throw (game, c->dice);

  if (c->scoring == BEST)
    {
      g_autoptr(GPtrArray) options = pips_chili_game_list_scores (chili);
      g_autofree char *reason = NULL;
      PipsChiliScoreOption *option;
      PipsChiliScoring best;

      best = pips_chili_best_score (faces, red, field, c->alt, &points);
      g_assert_cmpint (points, ==, c->points);
      g_assert_cmpint (best, ==, c->best);
      reason = pips_chili_score_reason (faces, red, field, best);
      g_assert_cmpstr (reason, ==, c->reason);

      /* The game lists every field of the fresh pad, this one with the same best. */
      g_assert_cmpuint (options->len, ==, PIPS_CHILI_N_FIELDS);
      option = g_ptr_array_index (options, field);
      g_assert_cmpint (option->field, ==, field);
      g_assert_cmpint (option->points, ==, c->points);
      g_assert_cmpint (option->scoring, ==, c->best);
      g_assert_cmpstr (option->reason, ==, c->reason);

      /* Its event writes exactly that. */
      chili_apply_ok (game, json_object_ref (option->event));
      g_assert_true (pips_chili_game_get_field_filled (chili, 0, field));
      g_assert_cmpint (pips_chili_game_get_field_points (chili, 0, field), ==, c->points);
      g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 0, field), ==, c->best);
      return;
    }

  if (!pips_chili_score_dice (faces, red, field, c->scoring, c->alt, &points, &error))
    {
      g_assert_cmpint (c->points, ==, REFUSED);
      g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE);
      g_assert_cmpstr (error->message, !=, "");
      g_clear_error (&error);
    }
  else
    {
      g_assert_no_error (error);
      g_assert_cmpint (points, ==, c->points);
    }

  /* Through the game. A score event names its way of scoring with "as" where it is not the
   * field's own; the field's own rule without its combination (a Run field without a Run) scores
   * a Miss. "as":"pepper" means the pepper the dice show, so only that one can be checked. */
  if (c->scoring == (int) own_scoring (field) ||
      c->scoring == RUN || c->scoring == SET || c->scoring == MISS ||
      ((c->scoring == LITTLE || c->scoring == BIG || c->scoring == HOT) && c->points != REFUSED))
    {
      g_autoptr(JsonObject) event = pips_chili_game_build_score (chili, field, c->scoring);
      g_autofree char *before = chili_state_dump (game);
      gboolean own = c->scoring == (int) own_scoring (field);

      g_assert_cmpint (json_object_has_member (event, "as"), ==, !own);

      if (c->points == REFUSED && !own)
        {
          g_autofree char *after = NULL;

          g_assert_false (pips_game_apply (game, event, &error));
          g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE);
          after = chili_state_dump (game);
          g_assert_cmpstr (before, ==, after);
        }
      else
        {
          guint expected = c->points == REFUSED ? 0 : c->points;

          chili_apply_ok (game, g_steal_pointer (&event));
          g_assert_cmpint (pips_chili_game_get_field_points (chili, 0, field), ==, expected);
          g_assert_cmpint (pips_chili_game_get_field_scoring (chili, 0, field), ==,
                           expected == 0 ? MISS : c->scoring);
        }
    }
}

/* Turned red dice: each case is a throw, then turns or rethrows, then the best in a field. */
typedef struct
{
  const char *events;   /* JSON events after the throw, separated by '|' */
  const char *dice;     /* the first throw */
  const char *field;
  guint       points;
  const char *reason;
} TurnCase;

static const TurnCase turn_cases[] = {
  /* The red 3 turned to a 5 makes four 5s with the red 5: 4 × 5 × 2. */
  { "{\"type\":\"turn\",\"player\":0,\"die\":1,\"face\":5}",
    "5r 3r 5 5 1 2", "5", 40, "4 dice showing 5, doubled for the red 5" },
  /* The red 5 turned to a 6 is white: the 5s are no longer doubled, Red scores nothing. */
  { "{\"type\":\"turn\",\"player\":0,\"die\":0,\"face\":6}",
    "5r 3 5 5 1 2", "5", 10, "2 dice showing 5" },
  { "{\"type\":\"turn\",\"player\":0,\"die\":0,\"face\":6}",
    "5r 3 5 5 1 2", "red", 0, "Miss" },
  /* The red 6 turned to a 4 completes six 4s: Big Pepper. */
  { "{\"type\":\"turn\",\"player\":0,\"die\":5,\"face\":4}",
    "4r 4 4 4 4 6r", "4", 75, "Big Pepper" },
  /* The red 3 turned to a 4 completes a white Run: no red number to write it into. */
  { "{\"type\":\"turn\",\"player\":0,\"die\":3,\"face\":4}",
    "1 2 3 3r 5 6", "4", 4, "1 die showing 4" },
  { "{\"type\":\"turn\",\"player\":0,\"die\":3,\"face\":4}",
    "1 2 3 3r 5 6", "run", 21, "Run" },
  /* A rethrow of the last die gives its red 6: Hot Pepper. */
  { "{\"type\":\"rethrow\",\"player\":0,\"dice\":[5],\"faces\":[6],\"red\":[5]}",
    "1r 2r 3r 4r 5r 1", "red", 100, "Hot Pepper" },
  /* Turning two red dice: 2 → 6 and 4 → 6 give four 6s with the red 6. */
  { "{\"type\":\"turn\",\"player\":0,\"die\":1,\"face\":6}|"
    "{\"type\":\"turn\",\"player\":0,\"die\":3,\"face\":6}",
    "6r 2r 6 4r 1 3", "6", 48, "4 dice showing 6, doubled for the red 6" },
};

static void
test_turn_case (gconstpointer data)
{
  const TurnCase *c = data;
  g_autoptr(PipsGame) game = chili_game_new (1, NULL);
  PipsChiliGame *chili = PIPS_CHILI_GAME (game);
  g_auto(GStrv) events = g_strsplit (c->events, "|", -1);
  g_autoptr(GPtrArray) options = NULL;
  PipsChiliScoreOption *option;
  PipsChiliField field = field_of (c->field);
  guint rethrows = 0;

  chili_throw (game, c->dice);
  for (guint i = 0; events[i] != NULL; i++)
    chili_apply_text (game, events[i]);

  options = pips_chili_game_list_scores (chili);
  option = g_ptr_array_index (options, field);
  g_assert_cmpint (option->field, ==, field);
  g_assert_cmpuint (option->points, ==, c->points);
  g_assert_cmpstr (option->reason, ==, c->reason);

  chili_apply_ok (game, json_object_ref (option->event));
  g_assert_cmpuint (pips_chili_game_get_field_points (chili, 0, field), ==, c->points);

  /* Each rethrow costs a throw; turning costs nothing. */
  for (guint i = 0; events[i] != NULL; i++)
    {
      if (strstr (events[i], "\"rethrow\"") != NULL)
        rethrows++;
    }
  g_assert_cmpuint (pips_chili_game_get_throws_used (chili, 0), ==, 1 + rethrows);
  g_assert_cmpuint (pips_chili_game_get_total (chili, 0), ==, c->points + 5 * (30 - 1 - rethrows));
}

/* Dice that cannot lie on the table. */
typedef struct
{
  const char *dice;
  const char *message;   /* NULL: the dice are fine */
} DiceCase;

static const DiceCase dice_cases[] = {
  { "1 2 3 4 5 6", NULL },
  { "4r 4r 1 2 3 5", "Only one die has a red 4" },
  { "1r 2 2 3 1r 6", "Only one die has a red 1" },
  { "4 4 4 4 4 4", "One of the dice showing 4 is the die with the red 4: mark it red" },
  { "4r 4 4 4 4 4", NULL },
  { "1r 2r 3r 5r 6r 4", "One of the dice showing 4 is the die with the red 4: mark it red" },
  { "1r 2r 3r 5r 6r 3", NULL },   /* the white 3 is the die with the red 4 */
  { "1r 2r 3r 4r 5 5", "One of the dice showing 5 is the die with the red 5: mark it red" },
  { "1r 2r 3r 4r 5 6", NULL },
  { HOT_DICE, NULL },
};

static void
test_check_dice (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (dice_cases); i++)
    {
      const DiceCase *c = &dice_cases[i];
      guint8 faces[PIPS_CHILI_N_DICE];
      gboolean red[PIPS_CHILI_N_DICE];
      g_autoptr(GError) error = NULL;
      gboolean ok;

      chili_parse_dice (c->dice, faces, red);
      ok = pips_chili_check_dice (faces, red, &error);
      if (c->message == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE);
          g_assert_cmpstr (error->message, ==, c->message);
        }
    }

  /* Faces outside 1–6. */
  {
    const guint8 faces[PIPS_CHILI_N_DICE] = { 1, 2, 3, 4, 5, 7 };
    const gboolean red[PIPS_CHILI_N_DICE] = { FALSE, };
    g_autoptr(GError) error = NULL;

    g_assert_false (pips_chili_check_dice (faces, red, &error));
    g_assert_cmpstr (error->message, ==, "A die has no face 7: faces are 1 to 6");
  }
}

/* The fields and their identifiers. */
static void
test_fields (void)
{
  PipsChiliField field;

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      g_assert_true (pips_chili_field_from_id (pips_chili_field_to_id (f), &field));
      g_assert_cmpint (field, ==, f);
      g_assert_cmpstr (pips_chili_field_get_name (f), !=, "");
      g_assert_cmpint (pips_chili_field_is_number (f), ==, f <= PIPS_CHILI_FIELD_6);
    }

  g_assert_false (pips_chili_field_from_id ("7", &field));
  g_assert_false (pips_chili_field_from_id ("RED", &field));
  g_assert_false (pips_chili_field_from_id (NULL, &field));
  g_assert_cmpint (pips_chili_field_for_number (3), ==, PIPS_CHILI_FIELD_3);
  g_assert_cmpstr (pips_chili_field_get_name (PIPS_CHILI_FIELD_3), ==, "3s");
  g_assert_cmpstr (pips_chili_field_get_name (PIPS_CHILI_FIELD_RUN), ==, "Run");
  g_assert_cmpstr (pips_chili_scoring_get_name (BIG), ==, "Big Pepper");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = NULL;
      g_autofree char *dice = g_strdup (cases[i].dice);

      g_strdelimit (dice, " ", '-');
      path = g_strdup_printf ("/chili/score/%02u-%s-in-%s", i + 1, dice, cases[i].field);
      g_test_add_data_func (path, &cases[i], test_case);
    }

  for (guint i = 0; i < G_N_ELEMENTS (turn_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/chili/score/turned-%02u", i + 1);

      g_test_add_data_func (path, &turn_cases[i], test_turn_case);
    }

  g_test_add_func ("/chili/score/check-dice", test_check_dice);
  g_test_add_func ("/chili/score/fields", test_fields);

  return g_test_run ();
}
