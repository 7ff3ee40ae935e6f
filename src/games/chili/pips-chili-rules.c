/* pips-chili-rules.c — the rules of Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of the German sheet (Amigo, 2020; "Spicy Dice" in English) with the decisions of the
 * project's rules file; the events are documented in docs/session-format.md ("Chili Dice events").
 */

#define G_LOG_DOMAIN "pips-chili"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-chili-rules.h"

/* Rule options */

static const PipsOptionChoice red_alternative_choices[] = {
  { "plain",   N_("Allowed, not doubled") },
  { "doubled", N_("Allowed and doubled") },
  { "off",     N_("Not allowed") },
};

static const PipsRuleOption chili_options[] = {
  {
    .id = PIPS_CHILI_OPTION_THROWS,
    .title = N_("Throws per Player"),
    .subtitle = N_("For the whole game; every unused throw is worth 5 points at the end"),
    .kind = PIPS_OPTION_INT,
    .default_value = PIPS_CHILI_DEFAULT_THROWS,
    .min = 10,
    .max = 60,
  },
  {
    .id = PIPS_CHILI_OPTION_RED_ALTERNATIVE,
    .title = N_("Run and Set Into a Red Number"),
    .subtitle = N_("A Run or Set that shows a red face may be written into that number’s field"),
    .kind = PIPS_OPTION_CHOICE,
    .default_value = PIPS_CHILI_RED_ALTERNATIVE_PLAIN,
    .choices = red_alternative_choices,
    .n_choices = G_N_ELEMENTS (red_alternative_choices),
  },
};

static const char * const chili_rules[] = {
  N_("Chili Dice is played with six dice over ten rounds. Each die has one red face, and every "
     "number from 1 to 6 is red on exactly one die. In each round every player takes one turn and "
     "fills exactly one of their ten fields: 1s to 6s, Red, Run, Set and Sum."),
  N_("Every player has 30 throws for the whole game. Each throw costs one, whatever the number of "
     "dice thrown, the first throw of a turn included. Unused throws are worth 5 points each at the "
     "end."),
  N_("A turn starts with a throw of all six dice. After each throw you may turn any die that shows "
     "its red face and was thrown in this throw to another face of your choice; it then counts as "
     "a white face. Red faces kept from an earlier throw may not be turned. You may throw any of "
     "the dice again as long as you have throws left, or write the result into a free field."),
  N_("1s to 6s: the number times the dice that show it. If one of them shows red, the field scores "
     "double. Three 5s with a red one score 3 × 5 × 2 = 30."),
  N_("Red: 10 points for every red face."),
  N_("Run: 1-2-3-4-5-6 scores 21. If a red face is among them, you may write the 21 into the field "
     "of that red number instead."),
  N_("Set: if every number that shows appears two, three or four times, the Set scores the sum of "
     "all pips. If a red face is among them, you may write the sum into the field of that red "
     "number instead."),
  N_("Sum: the sum of all pips; red faces do nothing here."),
  N_("Little Pepper: six 1s, 2s or 3s score 50 in that number’s field, or 25 in any other free "
     "field. Big Pepper: six 4s, 5s or 6s score 75 in that number’s field, or 50 in any other free "
     "field. Hot Pepper: six red faces score 100 in Red or Run, or 50 in any other free field."),
  N_("You may always write 0 into any free field: a Miss."),
  N_("When you have used your last throw you must score it. Then all your free fields get 0 and you "
     "are skipped for the rest of the game."),
  N_("The game ends when every field is filled. Your total is the sum of your fields plus the "
     "bonus for unused throws. The highest total wins; equal totals share the place."),
  NULL,
};

const PipsGameInfo pips_chili_game_info = {
  .id = "chili",
  .name = N_("Chili Dice"),
  .summary = N_("Six dice, red faces and peppers: 30 throws to fill ten fields"),
  .icon_name = "pips-chili-symbolic",
  .min_players = 1,
  .max_players = 8,
  .keeps_score = TRUE,
  .keeps_chips = FALSE,
  .options = chili_options,
  .n_options = G_N_ELEMENTS (chili_options),
  .rules = chili_rules,
  .get_type = pips_chili_game_get_type,
};

/* Fields */

static const struct
{
  const char *id;
  const char *name;
} fields[PIPS_CHILI_N_FIELDS] = {
  { "1",   N_("1s") },
  { "2",   N_("2s") },
  { "3",   N_("3s") },
  { "4",   N_("4s") },
  { "5",   N_("5s") },
  { "6",   N_("6s") },
  { "red", N_("Red") },
  { "run", N_("Run") },
  { "set", N_("Set") },
  { "sum", N_("Sum") },
};

/**
 * pips_chili_field_to_id:
 *
 * Returns: the field's identifier in the session file: "1" to "6", "red", "run", "set", "sum"
 */
const char *
pips_chili_field_to_id (PipsChiliField field)
{
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, NULL);

  return fields[field].id;
}

gboolean
pips_chili_field_from_id (const char     *id,
                          PipsChiliField *field)
{
  g_return_val_if_fail (field != NULL, FALSE);

  if (id == NULL)
    return FALSE;

  for (guint i = 0; i < PIPS_CHILI_N_FIELDS; i++)
    {
      if (g_str_equal (fields[i].id, id))
        {
          *field = i;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * pips_chili_field_get_name:
 *
 * Returns: the translated name of the field ("3s", "Red", "Run", "Set", "Sum")
 */
const char *
pips_chili_field_get_name (PipsChiliField field)
{
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, NULL);

  return _(fields[field].name);
}

gboolean
pips_chili_field_is_number (PipsChiliField field)
{
  return field <= PIPS_CHILI_FIELD_6;
}

/**
 * pips_chili_field_for_number:
 * @number: 1 to 6
 *
 * Returns: the field of @number
 */
PipsChiliField
pips_chili_field_for_number (guint number)
{
  g_return_val_if_fail (number >= 1 && number <= 6, PIPS_CHILI_FIELD_1);

  return PIPS_CHILI_FIELD_1 + number - 1;
}

/* The number of a number field. */
static guint
field_number (PipsChiliField field)
{
  return field - PIPS_CHILI_FIELD_1 + 1;
}

/**
 * pips_chili_scoring_get_name:
 *
 * Returns: a translated name of the way of scoring ("Big Pepper", "Miss"), or "" for
 *   %PIPS_CHILI_SCORING_NONE
 */
const char *
pips_chili_scoring_get_name (PipsChiliScoring scoring)
{
  switch (scoring)
    {
    case PIPS_CHILI_SCORING_NONE:
      return "";
    case PIPS_CHILI_SCORING_NUMBER:
      return _("Number");
    case PIPS_CHILI_SCORING_RED:
      return _("Red");
    case PIPS_CHILI_SCORING_RUN:
      return _("Run");
    case PIPS_CHILI_SCORING_SET:
      return _("Set");
    case PIPS_CHILI_SCORING_SUM:
      return _("Sum");
    case PIPS_CHILI_SCORING_LITTLE_PEPPER:
      return _("Little Pepper");
    case PIPS_CHILI_SCORING_BIG_PEPPER:
      return _("Big Pepper");
    case PIPS_CHILI_SCORING_HOT_PEPPER:
      return _("Hot Pepper");
    case PIPS_CHILI_SCORING_MISS:
      return _("Miss");
    case PIPS_CHILI_SCORING_OUT_OF_THROWS:
      return _("Out of throws");
    default:
      g_return_val_if_reached ("");
    }
}

/* The way a field scores when nothing else is said. */
static PipsChiliScoring
field_own_scoring (PipsChiliField field)
{
  switch (field)
    {
    case PIPS_CHILI_FIELD_1:
    case PIPS_CHILI_FIELD_2:
    case PIPS_CHILI_FIELD_3:
    case PIPS_CHILI_FIELD_4:
    case PIPS_CHILI_FIELD_5:
    case PIPS_CHILI_FIELD_6:
      return PIPS_CHILI_SCORING_NUMBER;
    case PIPS_CHILI_FIELD_RED:
      return PIPS_CHILI_SCORING_RED;
    case PIPS_CHILI_FIELD_RUN:
      return PIPS_CHILI_SCORING_RUN;
    case PIPS_CHILI_FIELD_SET:
      return PIPS_CHILI_SCORING_SET;
    case PIPS_CHILI_FIELD_SUM:
      return PIPS_CHILI_SCORING_SUM;
    case PIPS_CHILI_N_FIELDS:
    default:
      g_return_val_if_reached (PIPS_CHILI_SCORING_MISS);
    }
}

/* The "as" member of a score event. NULL where the field's own rule applies. */
static const char *
scoring_to_as (PipsChiliField   field,
               PipsChiliScoring scoring)
{
  if (scoring == field_own_scoring (field))
    return NULL;

  switch (scoring)
    {
    case PIPS_CHILI_SCORING_RUN:
      return "run";
    case PIPS_CHILI_SCORING_SET:
      return "set";
    case PIPS_CHILI_SCORING_LITTLE_PEPPER:
    case PIPS_CHILI_SCORING_BIG_PEPPER:
    case PIPS_CHILI_SCORING_HOT_PEPPER:
      return "pepper";
    case PIPS_CHILI_SCORING_MISS:
      return "miss";
    case PIPS_CHILI_SCORING_NONE:
    case PIPS_CHILI_SCORING_NUMBER:
    case PIPS_CHILI_SCORING_RED:
    case PIPS_CHILI_SCORING_SUM:
    case PIPS_CHILI_SCORING_OUT_OF_THROWS:
    default:
      return NULL;
    }
}

/* Reading six dice */

typedef struct
{
  guint    counts[7];       /* counts[k]: dice showing k */
  gboolean red_number[7];   /* red_number[k]: a die shows a red k */
  guint    n_red;
  guint    sum;
  gboolean run;
  gboolean set;
  guint    six_of;          /* k when all six dice show k, else 0 */
  gboolean hot;
} Reading;

static void
read_dice (const guint8   *faces,
           const gboolean *red,
           Reading        *r)
{
  memset (r, 0, sizeof *r);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      guint face = faces[i];

      g_assert (face >= 1 && face <= 6);

      r->counts[face]++;
      r->sum += face;
      if (red != NULL && red[i])
        {
          r->red_number[face] = TRUE;
          r->n_red++;
        }
    }

  r->run = TRUE;
  r->set = TRUE;
  for (guint k = 1; k <= 6; k++)
    {
      if (r->counts[k] != 1)
        r->run = FALSE;
      if (r->counts[k] == 1 || r->counts[k] > 4)
        r->set = FALSE;
      if (r->counts[k] == PIPS_CHILI_N_DICE)
        r->six_of = k;
    }

  r->hot = r->run && r->n_red == PIPS_CHILI_N_DICE;
}

static gboolean
set_rule_error (GError     **error,
                const char  *format,
                ...) G_GNUC_PRINTF (2, 3);

static gboolean
set_rule_error (GError     **error,
                const char  *format,
                ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                                                format, args));
  va_end (args);

  return FALSE;
}

/* A face outside 1–6, from a file or a hand. */
static gboolean
set_face_error (GError **error,
                gint64   face)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, face);

  /* Translators: %s is a number that is not from 1 to 6, e.g. "7" */
  return set_rule_error (error, _("A die has no face %s: faces are 1 to 6"), text);
}

/* A rule error where the caller wants one; without, no message is translated and formatted
 * (finding the best score tries many ways that fail). */
#define RULE_ERROR(error, ...) ((error) == NULL ? FALSE : set_rule_error ((error), __VA_ARGS__))

/* A Run or Set in @field: in its own field, or in a red number's field where the rule option
 * allows it. */
static gboolean
score_combination (const Reading            *r,
                   PipsChiliField            field,
                   PipsChiliField            own_field,
                   guint                     value,
                   PipsChiliRedAlternative   red_alternative,
                   guint                    *points,
                   GError                  **error)
{
  const char *name = NULL;

  if (field == own_field)
    {
      *points = value;
      return TRUE;
    }

  if (error != NULL)
    name = pips_chili_field_get_name (own_field);

  if (!pips_chili_field_is_number (field))
    /* Translators: %s is "Run" or "Set", twice */
    return RULE_ERROR (error, _("A %s goes into %s or into the field of a red number"),
                       name, name);

  if (red_alternative == PIPS_CHILI_RED_ALTERNATIVE_OFF)
    /* Translators: %s is "Run" or "Set", twice */
    return RULE_ERROR (error, _("In this game a %s goes only into %s"), name, name);

  if (!r->red_number[field_number (field)])
    /* Translators: %s is "Run" or "Set", then a field's name ("3s"), then a number */
    return RULE_ERROR (error, _("A %s goes into the %s only when a die shows a red %u"),
                       name, pips_chili_field_get_name (field), field_number (field));

  *points = red_alternative == PIPS_CHILI_RED_ALTERNATIVE_DOUBLED ? 2 * value : value;
  return TRUE;
}

static gboolean score_reading (const Reading            *r,
                               PipsChiliField            field,
                               PipsChiliScoring          scoring,
                               PipsChiliRedAlternative   red_alternative,
                               guint                    *points,
                               GError                  **error);

/**
 * pips_chili_score_dice:
 * @faces: (array fixed-size=6): the faces, 1 to 6
 * @red: (array fixed-size=6): which dice show their red face
 * @field: the field written into
 * @scoring: how the dice are read there
 * @red_alternative: the rule option for a Run or Set in a red number's field
 * @points: (out): the points
 * @error: where to put why the dice cannot be scored so
 *
 * Scores six dice as @scoring in @field. The dice are assumed valid (see
 * pips_chili_check_dice()).
 *
 * Returns: whether the dice may be scored as @scoring in @field
 */
gboolean
pips_chili_score_dice (const guint8             *faces,
                       const gboolean           *red,
                       PipsChiliField            field,
                       PipsChiliScoring          scoring,
                       PipsChiliRedAlternative   red_alternative,
                       guint                    *points,
                       GError                  **error)
{
  Reading r;

  g_return_val_if_fail (faces != NULL, FALSE);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, FALSE);
  g_return_val_if_fail (points != NULL, FALSE);

  read_dice (faces, red, &r);

  return score_reading (&r, field, scoring, red_alternative, points, error);
}

static gboolean
score_reading (const Reading            *r,
               PipsChiliField            field,
               PipsChiliScoring          scoring,
               PipsChiliRedAlternative   red_alternative,
               guint                    *points,
               GError                  **error)
{
  guint n;

  switch (scoring)
    {
    case PIPS_CHILI_SCORING_NUMBER:
      if (!pips_chili_field_is_number (field))
        return RULE_ERROR (error, _("Only the 1s to 6s count the dice of their number"));
      n = field_number (field);
      *points = n * r->counts[n] * (r->red_number[n] ? 2 : 1);
      return TRUE;

    case PIPS_CHILI_SCORING_RED:
      if (field != PIPS_CHILI_FIELD_RED)
        return RULE_ERROR (error, _("Red faces count only in Red"));
      *points = 10 * r->n_red;
      return TRUE;

    case PIPS_CHILI_SCORING_RUN:
      if (!r->run)
        return RULE_ERROR (error, _("The dice do not show a Run (1-2-3-4-5-6)"));
      return score_combination (r, field, PIPS_CHILI_FIELD_RUN, 21, red_alternative,
                                points, error);

    case PIPS_CHILI_SCORING_SET:
      if (!r->set)
        return RULE_ERROR (error, _("The dice do not show a Set (every number two, three or four times)"));
      return score_combination (r, field, PIPS_CHILI_FIELD_SET, r->sum, red_alternative,
                                points, error);

    case PIPS_CHILI_SCORING_SUM:
      if (field != PIPS_CHILI_FIELD_SUM)
        return RULE_ERROR (error, _("The sum of all pips counts only in Sum"));
      *points = r->sum;
      return TRUE;

    case PIPS_CHILI_SCORING_LITTLE_PEPPER:
      if (r->six_of < 1 || r->six_of > 3)
        return RULE_ERROR (error, _("The dice do not show a Little Pepper (six 1s, 2s or 3s)"));
      *points = field == pips_chili_field_for_number (r->six_of) ? 50 : 25;
      return TRUE;

    case PIPS_CHILI_SCORING_BIG_PEPPER:
      if (r->six_of < 4)
        return RULE_ERROR (error, _("The dice do not show a Big Pepper (six 4s, 5s or 6s)"));
      *points = field == pips_chili_field_for_number (r->six_of) ? 75 : 50;
      return TRUE;

    case PIPS_CHILI_SCORING_HOT_PEPPER:
      if (!r->hot)
        return RULE_ERROR (error, _("The dice do not show a Hot Pepper (six red faces)"));
      *points = field == PIPS_CHILI_FIELD_RED || field == PIPS_CHILI_FIELD_RUN ? 100 : 50;
      return TRUE;

    case PIPS_CHILI_SCORING_MISS:
      *points = 0;
      return TRUE;

    case PIPS_CHILI_SCORING_NONE:
    case PIPS_CHILI_SCORING_OUT_OF_THROWS:
    default:
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                           _("This is not a way to score a throw"));
      return FALSE;
    }
}

/**
 * pips_chili_best_score:
 * @points: (out) (optional): the points
 *
 * Finds the way of reading the dice that scores most in @field. On a tie the field's own rule
 * wins, so that a score event needs no "as" where it does not matter.
 *
 * Returns: the best way of scoring, %PIPS_CHILI_SCORING_MISS when nothing scores
 */
PipsChiliScoring
pips_chili_best_score (const guint8             *faces,
                       const gboolean           *red,
                       PipsChiliField            field,
                       PipsChiliRedAlternative   red_alternative,
                       guint                    *points)
{
  const PipsChiliScoring candidates[] = {
    field_own_scoring (field),
    PIPS_CHILI_SCORING_RUN,
    PIPS_CHILI_SCORING_SET,
    PIPS_CHILI_SCORING_LITTLE_PEPPER,
    PIPS_CHILI_SCORING_BIG_PEPPER,
    PIPS_CHILI_SCORING_HOT_PEPPER,
  };
  PipsChiliScoring best = PIPS_CHILI_SCORING_MISS;
  guint best_points = 0;
  Reading r;

  g_return_val_if_fail (faces != NULL, PIPS_CHILI_SCORING_MISS);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, PIPS_CHILI_SCORING_MISS);

  read_dice (faces, red, &r);

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      guint p;

      if (score_reading (&r, field, candidates[i], red_alternative, &p, NULL) &&
          p > best_points)
        {
          best = candidates[i];
          best_points = p;
        }
    }

  if (points != NULL)
    *points = best_points;

  return best;
}

/**
 * pips_chili_score_reason:
 *
 * Returns: (transfer full): a translated line that says why the dice score what they score as
 *   @scoring in @field ("3 dice showing 5, doubled for the red 5", "Set into the 3s", "Miss")
 */
char *
pips_chili_score_reason (const guint8     *faces,
                         const gboolean   *red,
                         PipsChiliField    field,
                         PipsChiliScoring  scoring)
{
  Reading r;

  g_return_val_if_fail (faces != NULL, NULL);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, NULL);

  read_dice (faces, red, &r);

  switch (scoring)
    {
    case PIPS_CHILI_SCORING_NUMBER:
      {
        guint n = field_number (field);

        if (!pips_chili_field_is_number (field) || r.counts[n] == 0)
          return g_strdup (_("Miss"));
        if (r.red_number[n])
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a count of dice, their number, and the same number */
                                               "%u die showing %u, doubled for the red %u",
                                               "%u dice showing %u, doubled for the red %u",
                                               r.counts[n]),
                                  r.counts[n], n, n);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: a count of dice and their number */
                                             "%u die showing %u",
                                             "%u dice showing %u",
                                             r.counts[n]),
                                r.counts[n], n);
      }

    case PIPS_CHILI_SCORING_RED:
      if (r.n_red == 0)
        return g_strdup (_("Miss"));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u red face", "%u red faces", r.n_red),
                              r.n_red);

    case PIPS_CHILI_SCORING_RUN:
      if (field == PIPS_CHILI_FIELD_RUN)
        return g_strdup (_("Run"));
      /* Translators: %s is a field's name, "3s" */
      return g_strdup_printf (_("Run into the %s"), pips_chili_field_get_name (field));

    case PIPS_CHILI_SCORING_SET:
      if (field == PIPS_CHILI_FIELD_SET)
        return g_strdup (_("Set"));
      /* Translators: %s is a field's name, "3s" */
      return g_strdup_printf (_("Set into the %s"), pips_chili_field_get_name (field));

    case PIPS_CHILI_SCORING_SUM:
      return g_strdup (_("Sum of all pips"));

    case PIPS_CHILI_SCORING_LITTLE_PEPPER:
    case PIPS_CHILI_SCORING_BIG_PEPPER:
    case PIPS_CHILI_SCORING_HOT_PEPPER:
    case PIPS_CHILI_SCORING_MISS:
    case PIPS_CHILI_SCORING_OUT_OF_THROWS:
      return g_strdup (pips_chili_scoring_get_name (scoring));

    case PIPS_CHILI_SCORING_NONE:
    default:
      return g_strdup ("");
    }
}

/**
 * pips_chili_check_dice:
 * @faces: (array fixed-size=6): the faces
 * @red: (array fixed-size=6): which dice show their red face
 *
 * Checks that six dice as entered can lie on the table: faces 1 to 6, at most one red face per
 * number (a die marked red shows its own red number), and, since the die with the red k shows a
 * red face whenever it shows k, not every white die may show a number whose red die is missing.
 *
 * Returns: whether the dice can be real
 */
gboolean
pips_chili_check_dice (const guint8    *faces,
                       const gboolean  *red,
                       GError         **error)
{
  gboolean red_number[7] = { FALSE, };
  guint white_face = 0;
  gboolean whites_agree = TRUE;

  g_return_val_if_fail (faces != NULL, FALSE);
  g_return_val_if_fail (red != NULL, FALSE);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (!pips_die_face_is_valid (faces[i]))
        return set_face_error (error, faces[i]);
    }

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (!red[i])
        continue;

      if (red_number[faces[i]])
        /* Translators: %u is a number from 1 to 6 */
        return set_rule_error (error, _("Only one die has a red %u"), faces[i]);
      red_number[faces[i]] = TRUE;
    }

  /* Die k shows red whenever it shows k. The dice without a red mark are the dice whose red
   * number does not show. If all of them show the same number k and no red k shows, die k is
   * among them and shows k in white: that cannot be. Otherwise they can always be matched to
   * their dice. */
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (red[i])
        continue;

      if (white_face == 0)
        white_face = faces[i];
      else if (white_face != faces[i])
        whites_agree = FALSE;
    }

  if (white_face != 0 && whites_agree && !red_number[white_face])
    /* Translators: %u is a number from 1 to 6, twice */
    return set_rule_error (error, _("One of the dice showing %u is the die with the red %u: mark it red"),
                           white_face, white_face);

  return TRUE;
}

void
pips_chili_score_option_free (PipsChiliScoreOption *option)
{
  if (option == NULL)
    return;

  g_free (option->reason);
  g_clear_pointer (&option->event, json_object_unref);
  g_free (option);
}

/* The game */

typedef struct
{
  guint            points[PIPS_CHILI_N_FIELDS];
  PipsChiliScoring scoring[PIPS_CHILI_N_FIELDS];   /* NONE while the field is free */
  guint            n_filled;
  guint            throws_used;
  gboolean         out;
} Column;

struct _PipsChiliGame
{
  PipsGame                 parent_instance;

  guint                    budget;
  PipsChiliRedAlternative  red_alternative;

  guint                    n_players;
  Column                  *columns;
  int                      current;      /* -1 when every field is filled */
  guint                    last_round;   /* the highest round a player has scored in */

  /* The turn of the current player. */
  gboolean                 has_thrown;
  guint                    throws_this_turn;
  guint8                   faces[PIPS_CHILI_N_DICE];
  gboolean                 red[PIPS_CHILI_N_DICE];
  gboolean                 thrown[PIPS_CHILI_N_DICE];
};

G_DEFINE_FINAL_TYPE (PipsChiliGame, pips_chili_game, PIPS_TYPE_GAME)

static void
clear_turn (PipsChiliGame *self)
{
  self->has_thrown = FALSE;
  self->throws_this_turn = 0;
  memset (self->faces, 0, sizeof self->faces);
  memset (self->red, 0, sizeof self->red);
  memset (self->thrown, 0, sizeof self->thrown);
}

static guint
throws_left (PipsChiliGame *self,
             guint          player)
{
  return self->budget - self->columns[player].throws_used;
}

static guint
fields_total (PipsChiliGame *self,
              guint          player)
{
  guint total = 0;

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    total += self->columns[player].points[f];

  return total;
}

/* The fields plus 5 points per unused throw. */
static guint
player_total (PipsChiliGame *self,
              guint          player)
{
  return fields_total (self, player) + PIPS_CHILI_BONUS_PER_THROW * throws_left (self, player);
}

static void
pips_chili_game_reset (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  const char *alternative;

  self->budget = CLAMP (pips_game_get_option_int (game, PIPS_CHILI_OPTION_THROWS), 1, G_MAXINT);

  alternative = pips_game_get_option_choice (game, PIPS_CHILI_OPTION_RED_ALTERNATIVE);
  if (g_strcmp0 (alternative, "doubled") == 0)
    self->red_alternative = PIPS_CHILI_RED_ALTERNATIVE_DOUBLED;
  else if (g_strcmp0 (alternative, "off") == 0)
    self->red_alternative = PIPS_CHILI_RED_ALTERNATIVE_OFF;
  else
    self->red_alternative = PIPS_CHILI_RED_ALTERNATIVE_PLAIN;

  g_clear_pointer (&self->columns, g_free);
  self->n_players = pips_game_get_n_players (game);
  self->columns = g_new0 (Column, MAX (self->n_players, 1));
  self->current = self->n_players > 0 ? 0 : -1;
  self->last_round = 0;

  clear_turn (self);
}

/* Reading events */

/* Reads an array of faces into @faces (at most PIPS_CHILI_N_DICE of them) and returns their
 * number in @n_faces, which may be larger. */
static gboolean
read_faces (JsonObject  *event,
            const char  *member,
            guint8      *faces,
            guint       *n_faces,
            GError     **error)
{
  JsonArray *array = pips_event_get_array (event, member, FALSE, error);

  if (array == NULL)
    return FALSE;

  *n_faces = json_array_get_length (array);
  for (guint i = 0; i < *n_faces && i < PIPS_CHILI_N_DICE; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 face;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                       /* Translators: %s is the name of a field in a saved file */
                       _("“%s” must hold whole numbers"), member);
          return FALSE;
        }

      face = json_node_get_int (node);
      if (!pips_die_face_is_valid (face))
        return set_face_error (error, face);

      faces[i] = face;
    }

  return TRUE;
}

/* Reads one face: a whole number (else the file is damaged) from 1 to 6 (else a player's
 * mistake). */
static gboolean
read_face (JsonObject  *event,
           const char  *member,
           gint64      *face,
           GError     **error)
{
  JsonNode *node = json_object_get_member (event, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return pips_event_get_int (event, member, PIPS_DIE_MIN_FACE, PIPS_DIE_MAX_FACE, face, error);

  *face = json_node_get_int (node);
  if (!pips_die_face_is_valid (*face))
    return set_face_error (error, *face);

  return TRUE;
}

/* Reads an array of dice positions (0–5, each at most once). With @order, the positions are also
 * returned in the order given. */
static gboolean
read_positions (JsonObject  *event,
                const char  *member,
                gboolean     optional,
                gboolean    *listed,
                guint       *order,
                guint       *n_listed,
                GError     **error)
{
  JsonArray *array;

  memset (listed, 0, PIPS_CHILI_N_DICE * sizeof (gboolean));
  *n_listed = 0;

  array = pips_event_get_array (event, member, optional, error);
  if (array == NULL)
    return optional && json_object_get_member (event, member) == NULL;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 position;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (position = json_node_get_int (node)) < 0 || position >= PIPS_CHILI_N_DICE)
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                       /* Translators: %s is the name of a field in a saved file */
                       _("“%s” must list dice by their place, 0 to 5"), member);
          return FALSE;
        }

      if (listed[position])
        {
          g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                       /* Translators: %s is the name of a field in a saved file, %u a die's place */
                       _("“%s” lists die %u twice"), member, (guint) position + 1);
          return FALSE;
        }

      listed[position] = TRUE;
      if (order != NULL)
        order[*n_listed] = position;
      (*n_listed)++;
    }

  return TRUE;
}

/* Whether an event's "as" member may be read as @scoring. */
static gboolean
parse_as (JsonObject        *event,
          PipsChiliField     field,
          const guint8      *faces,
          const gboolean    *red,
          PipsChiliScoring  *scoring,
          GError           **error)
{
  const char *as;

  if (!json_object_has_member (event, "as"))
    {
      *scoring = field_own_scoring (field);
      return TRUE;
    }

  as = pips_event_get_string (event, "as", error);
  if (as == NULL)
    return FALSE;

  if (g_str_equal (as, "run"))
    *scoring = PIPS_CHILI_SCORING_RUN;
  else if (g_str_equal (as, "set"))
    *scoring = PIPS_CHILI_SCORING_SET;
  else if (g_str_equal (as, "miss"))
    *scoring = PIPS_CHILI_SCORING_MISS;
  else if (g_str_equal (as, "pepper"))
    {
      Reading r;

      read_dice (faces, red, &r);
      if (r.hot)
        *scoring = PIPS_CHILI_SCORING_HOT_PEPPER;
      else if (r.six_of >= 4)
        *scoring = PIPS_CHILI_SCORING_BIG_PEPPER;
      else if (r.six_of >= 1)
        *scoring = PIPS_CHILI_SCORING_LITTLE_PEPPER;
      else
        return set_rule_error (error, _("The dice do not show a Pepper (six of a kind, or six red faces)"));
    }
  else
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is a word from a saved file */
                   _("“%s” is not a way to score in Chili Dice"), as);
      return FALSE;
    }

  return TRUE;
}

/* Scores the current dice into @field as the event says. Without "as", a field's own rule that
 * does not apply (a Run field without a Run) scores a Miss. */
static gboolean
resolve_score (PipsChiliGame     *self,
               JsonObject        *event,
               guint              player,
               PipsChiliField    *field,
               PipsChiliScoring  *scoring,
               guint             *points,
               GError           **error)
{
  const char *id;

  if (!self->has_thrown)
    return set_rule_error (error, _("Throw the dice before you score"));

  id = pips_event_get_string (event, "field", error);
  if (id == NULL)
    return FALSE;

  if (!pips_chili_field_from_id (id, field))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is a word from a saved file */
                   _("“%s” is not a field of Chili Dice"), id);
      return FALSE;
    }

  if (self->columns[player].scoring[*field] != PIPS_CHILI_SCORING_NONE)
    /* Translators: %s is a field's name, "3s" or "Run" */
    return set_rule_error (error, _("%s is filled already: choose a free field"),
                           pips_chili_field_get_name (*field));

  if (!parse_as (event, *field, self->faces, self->red, scoring, error))
    return FALSE;

  if (!json_object_has_member (event, "as") &&
      (*scoring == PIPS_CHILI_SCORING_RUN || *scoring == PIPS_CHILI_SCORING_SET) &&
      !pips_chili_score_dice (self->faces, self->red, *field, *scoring, self->red_alternative,
                              points, NULL))
    *scoring = PIPS_CHILI_SCORING_MISS;

  if (!pips_chili_score_dice (self->faces, self->red, *field, *scoring, self->red_alternative,
                              points, error))
    return FALSE;

  if (*points == 0)
    *scoring = PIPS_CHILI_SCORING_MISS;

  return TRUE;
}

/* Applying events: each function first validates everything, then changes the state. */

static gboolean
apply_throw (PipsChiliGame  *self,
             JsonObject     *event,
             guint           player,
             GError        **error)
{
  guint8 faces[PIPS_CHILI_N_DICE] = { 0, };
  gboolean red[PIPS_CHILI_N_DICE];
  guint n_faces;
  guint n_red;

  if (self->has_thrown)
    return set_rule_error (error, _("All six dice are thrown already: rethrow some, turn a red die or score"));

  if (throws_left (self, player) == 0)
    /* Translators: %s is a player's name */
    return set_rule_error (error, _("%s has no throws left"),
                           pips_game_get_player_name (PIPS_GAME (self), player));

  if (!read_faces (event, "faces", faces, &n_faces, error))
    return FALSE;

  if (n_faces != PIPS_CHILI_N_DICE)
    return set_rule_error (error, g_dngettext (GETTEXT_PACKAGE,
                                               "The first throw is all six dice, not %u die",
                                               "The first throw is all six dice, not %u dice",
                                               n_faces),
                           n_faces);

  if (!read_positions (event, "red", TRUE, red, NULL, &n_red, error) ||
      !pips_chili_check_dice (faces, red, error))
    return FALSE;

  memcpy (self->faces, faces, sizeof faces);
  memcpy (self->red, red, sizeof red);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    self->thrown[i] = TRUE;
  self->has_thrown = TRUE;
  self->throws_this_turn = 1;
  self->columns[player].throws_used++;

  return TRUE;
}

/* Works out the dice after a rethrow, without changing the state. */
static gboolean
resolve_rethrow (PipsChiliGame  *self,
                 JsonObject     *event,
                 guint           player,
                 guint8         *faces,
                 gboolean       *red,
                 gboolean       *rethrown,
                 guint          *n_rethrown,
                 GError        **error)
{
  guint order[PIPS_CHILI_N_DICE];
  guint8 new_faces[PIPS_CHILI_N_DICE] = { 0, };
  gboolean new_red[PIPS_CHILI_N_DICE];
  guint n_faces;
  guint n_red;

  if (!self->has_thrown)
    return set_rule_error (error, _("Throw all six dice first"));

  if (throws_left (self, player) == 0)
    /* Translators: %s is a player's name */
    return set_rule_error (error, _("%s has no throws left and must score this throw"),
                           pips_game_get_player_name (PIPS_GAME (self), player));

  if (!read_positions (event, "dice", FALSE, rethrown, order, n_rethrown, error))
    return FALSE;

  if (*n_rethrown == 0)
    return set_rule_error (error, _("Choose at least one die to rethrow"));

  if (!read_faces (event, "faces", new_faces, &n_faces, error))
    return FALSE;

  if (n_faces != *n_rethrown)
    return set_rule_error (error, g_dngettext (GETTEXT_PACKAGE,
                                               "Enter one new face for each rethrown die: %u die was rethrown",
                                               "Enter one new face for each rethrown die: %u dice were rethrown",
                                               *n_rethrown),
                           *n_rethrown);

  if (!read_positions (event, "red", TRUE, new_red, NULL, &n_red, error))
    return FALSE;

  memcpy (faces, self->faces, PIPS_CHILI_N_DICE * sizeof (guint8));
  memcpy (red, self->red, PIPS_CHILI_N_DICE * sizeof (gboolean));

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (new_red[i] && !rethrown[i])
        /* Translators: %u is a die's place, 1 to 6 */
        return set_rule_error (error, _("Die %u was not rethrown: it keeps its face and colour"),
                               i + 1);
    }

  for (guint i = 0; i < *n_rethrown; i++)
    {
      faces[order[i]] = new_faces[i];
      red[order[i]] = new_red[order[i]];
    }

  return pips_chili_check_dice (faces, red, error);
}

static gboolean
apply_rethrow (PipsChiliGame  *self,
               JsonObject     *event,
               guint           player,
               GError        **error)
{
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  gboolean rethrown[PIPS_CHILI_N_DICE];
  guint n_rethrown;

  if (!resolve_rethrow (self, event, player, faces, red, rethrown, &n_rethrown, error))
    return FALSE;

  memcpy (self->faces, faces, sizeof faces);
  memcpy (self->red, red, sizeof red);
  memcpy (self->thrown, rethrown, sizeof rethrown);
  self->throws_this_turn++;
  self->columns[player].throws_used++;

  return TRUE;
}

static gboolean
resolve_turn (PipsChiliGame  *self,
              JsonObject     *event,
              guint          *die,
              guint8         *face,
              GError        **error)
{
  gint64 value;

  if (!self->has_thrown)
    return set_rule_error (error, _("Throw the dice first"));

  if (!pips_event_get_int (event, "die", 0, PIPS_CHILI_N_DICE - 1, &value, error))
    return FALSE;
  *die = value;

  if (!self->red[*die])
    /* Translators: %u is a die's place, 1 to 6, then its face */
    return set_rule_error (error, _("Die %u shows a white %u: only red faces may be turned"),
                           *die + 1, self->faces[*die]);

  if (!self->thrown[*die])
    /* Translators: %u is a number from 1 to 6 */
    return set_rule_error (error, _("The red %u was kept from an earlier throw: only dice thrown in this throw may be turned"),
                           self->faces[*die]);

  if (!read_face (event, "face", &value, error))
    return FALSE;

  if (value == self->faces[*die])
    /* Translators: %u is a number from 1 to 6 */
    return set_rule_error (error, _("Turn the red %u to another face"), self->faces[*die]);

  *face = value;

  return TRUE;
}

static gboolean
apply_turn (PipsChiliGame  *self,
            JsonObject     *event,
            guint           player,
            GError        **error)
{
  guint die;
  guint8 face;

  if (!resolve_turn (self, event, &die, &face, error))
    return FALSE;

  self->faces[die] = face;
  self->red[die] = FALSE;

  return TRUE;
}

/* The next player with a free field after @player, or -1. */
static int
next_player (PipsChiliGame *self,
             guint          player)
{
  for (guint i = 1; i <= self->n_players; i++)
    {
      guint candidate = (player + i) % self->n_players;

      if (self->columns[candidate].n_filled < PIPS_CHILI_N_FIELDS)
        return candidate;
    }

  return -1;
}

static gboolean
apply_score (PipsChiliGame  *self,
             JsonObject     *event,
             guint           player,
             GError        **error)
{
  Column *column = &self->columns[player];
  PipsChiliField field;
  PipsChiliScoring scoring;
  guint points;

  if (!resolve_score (self, event, player, &field, &scoring, &points, error))
    return FALSE;

  column->points[field] = points;
  column->scoring[field] = scoring;
  column->n_filled++;
  self->last_round = MAX (self->last_round, column->n_filled);

  /* The last throw is scored; then every free field gets 0 and the player is skipped. */
  if (throws_left (self, player) == 0 && column->n_filled < PIPS_CHILI_N_FIELDS)
    {
      column->out = TRUE;
      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          if (column->scoring[f] == PIPS_CHILI_SCORING_NONE)
            {
              column->scoring[f] = PIPS_CHILI_SCORING_OUT_OF_THROWS;
              column->points[f] = 0;
              column->n_filled++;
            }
        }
    }

  clear_turn (self);
  self->current = next_player (self, player);

  return TRUE;
}

static gboolean
pips_chili_game_apply (PipsGame    *game,
                       JsonObject  *event,
                       GError     **error)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  const char *type = json_object_get_string_member (event, "type");
  guint player;

  if (self->current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return FALSE;
    }

  if (!g_str_equal (type, "throw") && !g_str_equal (type, "rethrow") &&
      !g_str_equal (type, "turn") && !g_str_equal (type, "score"))
    {
      g_set_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_INVALID,
                   /* Translators: %s is a word from a saved file */
                   _("Chili Dice has no entry of the kind “%s”"), type);
      return FALSE;
    }

  if (!pips_event_get_player (game, event, &player, error))
    return FALSE;

  if (g_str_equal (type, "throw"))
    return apply_throw (self, event, player, error);
  else if (g_str_equal (type, "rethrow"))
    return apply_rethrow (self, event, player, error);
  else if (g_str_equal (type, "turn"))
    return apply_turn (self, event, player, error);
  else
    return apply_score (self, event, player, error);
}

static gboolean
pips_chili_game_is_over (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);

  return self->current < 0;
}

static int
pips_chili_game_get_current_player (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);

  return self->current;
}

static guint
pips_chili_game_get_round (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);

  if (self->current < 0)
    return self->last_round;

  return self->columns[self->current].n_filled + 1;
}

static guint
pips_chili_game_get_n_rounds (PipsGame *game)
{
  return PIPS_CHILI_N_ROUNDS;
}

static char *
pips_chili_game_get_status (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);

  if (self->current < 0)
    {
      g_autoptr(GPtrArray) standings = pips_game_standings (game);
      g_autoptr(GPtrArray) winners = g_ptr_array_new ();
      g_autofree char *names = NULL;
      guint best = 0;

      for (guint i = 0; i < standings->len; i++)
        {
          PipsStanding *standing = g_ptr_array_index (standings, i);

          if (standing->rank == 1)
            {
              best = standing->score;
              g_ptr_array_add (winners, (gpointer) pips_game_get_player_name (game, standing->player));
            }
        }
      g_ptr_array_add (winners, NULL);
      /* Translators: the separator between the names of players who share the win */
      names = g_strjoinv (_(" and "), (char **) winners->pdata);

      if (winners->len == 2)
        /* Translators: a player's name and their total */
        return g_strdup_printf (_("Game over · %s wins with %u"), names, best);
      /* Translators: players' names and their shared total */
      return g_strdup_printf (_("Game over · %s share the win with %u"), names, best);
    }

  /* Translators: the round, the number of rounds, and a player's name */
  return g_strdup_printf (_("Round %u of %u · %s to play"),
                          pips_chili_game_get_round (game), PIPS_CHILI_N_ROUNDS,
                          pips_game_get_player_name (game, self->current));
}

static GPtrArray *
pips_chili_game_standings (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  GPtrArray *standings = g_ptr_array_new_with_free_func ((GDestroyNotify) pips_standing_free);
  g_autofree guint *order = g_new (guint, MAX (self->n_players, 1));
  g_autofree guint *totals = g_new (guint, MAX (self->n_players, 1));
  gboolean over = pips_game_is_over (game);

  for (guint p = 0; p < self->n_players; p++)
    {
      order[p] = p;
      totals[p] = player_total (self, p);
    }

  /* Best first; equal totals keep the playing order. Few players: insertion sort. */
  for (guint i = 1; i < self->n_players; i++)
    {
      guint p = order[i];
      guint j = i;

      while (j > 0 && totals[order[j - 1]] < totals[p])
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = p;
    }

  for (guint i = 0; i < self->n_players; i++)
    {
      guint p = order[i];
      guint rank = 1;
      const char *status = NULL;

      /* Equal totals share a rank: 1 + the number of players with more. */
      for (guint j = 0; j < self->n_players; j++)
        {
          if (totals[j] > totals[p])
            rank++;
        }

      if (over && rank == 1)
        status = _("Won");
      else if (self->columns[p].out)
        status = _("Out of throws");

      g_ptr_array_add (standings, pips_standing_new (p, rank, totals[p], 0, status));
    }

  return standings;
}

/* Formats the dice as "1 4 4 6 2 5 (red 4)". */
static char *
format_dice (const guint8   *faces,
             const gboolean *red)
{
  g_autofree char *text = pips_dice_format (faces, PIPS_CHILI_N_DICE);
  g_autoptr(GString) reds = g_string_new (NULL);

  for (guint k = 1; k <= 6; k++)
    {
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        {
          if (red[i] && faces[i] == k)
            {
              if (reds->len > 0)
                g_string_append (reds, ", ");
              g_string_append_printf (reds, "%u", k);
            }
        }
    }

  if (reds->len == 0)
    return g_steal_pointer (&text);

  /* Translators: the faces of six dice ("1 4 4 6 2 5"), then the red numbers among them ("4") */
  return g_strdup_printf (_("%s (red %s)"), text, reds->str);
}

static char *
pips_chili_game_describe (PipsGame   *game,
                          JsonObject *event)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  const char *type = json_object_get_string_member_with_default (event, "type", "");
  const char *name;
  gint64 player;

  if (self->current < 0 ||
      !pips_event_get_int (event, "player", 0, (gint64) self->n_players - 1, &player, NULL))
    return g_strdup (_("An entry the rules refuse"));

  name = pips_game_get_player_name (game, player);

  if (player != self->current)
    ;
  else if (g_str_equal (type, "throw"))
    {
      guint8 faces[PIPS_CHILI_N_DICE] = { 0, };
      gboolean red[PIPS_CHILI_N_DICE];
      guint n_faces;
      guint n_red;

      if (read_faces (event, "faces", faces, &n_faces, NULL) && n_faces == PIPS_CHILI_N_DICE &&
          read_positions (event, "red", TRUE, red, NULL, &n_red, NULL))
        {
          g_autofree char *dice = format_dice (faces, red);

          /* Translators: a player's name, then six dice ("1 4 4 6 2 5 (red 4)") */
          return g_strdup_printf (_("%s throws %s"), name, dice);
        }
    }
  else if (g_str_equal (type, "rethrow"))
    {
      guint8 faces[PIPS_CHILI_N_DICE];
      gboolean red[PIPS_CHILI_N_DICE];
      gboolean rethrown[PIPS_CHILI_N_DICE];
      guint n_rethrown;

      if (resolve_rethrow (self, event, player, faces, red, rethrown, &n_rethrown, NULL))
        {
          g_autofree char *dice = format_dice (faces, red);

          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a player's name, a number of dice, then six dice */
                                               "%s rethrows %u die: %s",
                                               "%s rethrows %u dice: %s",
                                               n_rethrown),
                                  name, n_rethrown, dice);
        }
    }
  else if (g_str_equal (type, "turn"))
    {
      guint die;
      guint8 face;

      if (resolve_turn (self, event, &die, &face, NULL))
        /* Translators: a player's name, a number from 1 to 6, then the face it is turned to */
        return g_strdup_printf (_("%s turns the red %u to %u"), name, self->faces[die], face);
    }
  else if (g_str_equal (type, "score"))
    {
      PipsChiliField field;
      PipsChiliScoring scoring;
      guint points;

      if (resolve_score (self, event, player, &field, &scoring, &points, NULL))
        {
          g_autofree char *reason = pips_chili_score_reason (self->faces, self->red, field, scoring);

          if (throws_left (self, player) == 0 &&
              self->columns[player].n_filled + 1 < PIPS_CHILI_N_FIELDS)
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: a player's name, points, a field's name ("3s") and why */
                                                 "%s scores %u point in %s (%s) and is out of throws: the free fields get 0",
                                                 "%s scores %u points in %s (%s) and is out of throws: the free fields get 0",
                                                 points),
                                    name, points, pips_chili_field_get_name (field), reason);

          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a player's name, points, a field's name ("3s") and why */
                                               "%s scores %u point in %s (%s)",
                                               "%s scores %u points in %s (%s)",
                                               points),
                                  name, points, pips_chili_field_get_name (field), reason);
        }
    }

  /* Translators: %s is a player's name */
  return g_strdup_printf (_("%s: an entry the rules refuse"), name);
}

/* Appends @text to @line, right-aligned (or left-aligned with a negative @width) in @width
 * characters. */
static void
append_cell (GString    *line,
             const char *text,
             int         width)
{
  guint length = g_utf8_strlen (text, -1);
  guint pad = (guint) ABS (width) > length ? (guint) ABS (width) - length : 0;

  if (width > 0)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (line, ' ');

  g_string_append (line, text);

  if (width < 0)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (line, ' ');
}

static char *
pips_chili_game_sheet_text (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  g_autofree int *widths = g_new0 (int, MAX (self->n_players, 1));
  const char *labels[PIPS_CHILI_N_FIELDS + 3];
  GString *text = g_string_new (NULL);
  int label_width = 0;

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    labels[f] = pips_chili_field_get_name (f);
  labels[PIPS_CHILI_N_FIELDS] = _("Throws left");
  labels[PIPS_CHILI_N_FIELDS + 1] = _("Bonus");
  labels[PIPS_CHILI_N_FIELDS + 2] = _("Total");

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    label_width = MAX (label_width, (int) g_utf8_strlen (labels[i], -1));

  for (guint p = 0; p < self->n_players; p++)
    widths[p] = MAX (3, (int) g_utf8_strlen (pips_game_get_player_name (game, p), -1));

  append_cell (text, "", -label_width);
  for (guint p = 0; p < self->n_players; p++)
    {
      g_string_append (text, "  ");
      append_cell (text, pips_game_get_player_name (game, p), widths[p]);
    }
  g_string_append_c (text, '\n');

  for (guint row = 0; row < G_N_ELEMENTS (labels); row++)
    {
      append_cell (text, labels[row], -label_width);
      for (guint p = 0; p < self->n_players; p++)
        {
          g_autofree char *cell = NULL;

          if (row < PIPS_CHILI_N_FIELDS)
            cell = self->columns[p].scoring[row] == PIPS_CHILI_SCORING_NONE
                   ? g_strdup ("–")
                   : g_strdup_printf ("%u", self->columns[p].points[row]);
          else if (row == PIPS_CHILI_N_FIELDS)
            cell = g_strdup_printf ("%u", throws_left (self, p));
          else if (row == PIPS_CHILI_N_FIELDS + 1)
            cell = g_strdup_printf ("%u", PIPS_CHILI_BONUS_PER_THROW * throws_left (self, p));
          else
            cell = g_strdup_printf ("%u", player_total (self, p));

          g_string_append (text, "  ");
          append_cell (text, cell, widths[p]);
        }
      g_string_append_c (text, '\n');
    }

  return g_string_free (text, FALSE);
}

static void
pips_chili_game_finalize (GObject *object)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (object);

  g_clear_pointer (&self->columns, g_free);

  G_OBJECT_CLASS (pips_chili_game_parent_class)->finalize (object);
}

static void
pips_chili_game_class_init (PipsChiliGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PipsGameClass *game_class = PIPS_GAME_CLASS (klass);

  object_class->finalize = pips_chili_game_finalize;

  game_class->reset = pips_chili_game_reset;
  game_class->apply = pips_chili_game_apply;
  game_class->standings = pips_chili_game_standings;
  game_class->is_over = pips_chili_game_is_over;
  game_class->describe = pips_chili_game_describe;
  game_class->get_current_player = pips_chili_game_get_current_player;
  game_class->get_status = pips_chili_game_get_status;
  game_class->get_round = pips_chili_game_get_round;
  game_class->get_n_rounds = pips_chili_game_get_n_rounds;
  game_class->sheet_text = pips_chili_game_sheet_text;
}

static void
pips_chili_game_init (PipsChiliGame *self)
{
  self->current = -1;
}

/* Public state */

guint
pips_chili_game_get_throw_budget (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), 0);

  return self->budget;
}

PipsChiliRedAlternative
pips_chili_game_get_red_alternative (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), PIPS_CHILI_RED_ALTERNATIVE_PLAIN);

  return self->red_alternative;
}

#define CHECK_PLAYER(self, player, value) \
  G_STMT_START { \
    g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), value); \
    g_return_val_if_fail (player < self->n_players, value); \
  } G_STMT_END

gboolean
pips_chili_game_get_field_filled (PipsChiliGame  *self,
                                  guint           player,
                                  PipsChiliField  field)
{
  CHECK_PLAYER (self, player, FALSE);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, FALSE);

  return self->columns[player].scoring[field] != PIPS_CHILI_SCORING_NONE;
}

/**
 * pips_chili_game_get_field_points:
 *
 * Returns: the points in the field, 0 while it is free
 */
guint
pips_chili_game_get_field_points (PipsChiliGame  *self,
                                  guint           player,
                                  PipsChiliField  field)
{
  CHECK_PLAYER (self, player, 0);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, 0);

  return self->columns[player].points[field];
}

/**
 * pips_chili_game_get_field_scoring:
 *
 * Returns: how the field was filled: %PIPS_CHILI_SCORING_NONE while it is free,
 *   %PIPS_CHILI_SCORING_MISS for a 0, %PIPS_CHILI_SCORING_OUT_OF_THROWS for a field that got 0
 *   when the player's throws ran out
 */
PipsChiliScoring
pips_chili_game_get_field_scoring (PipsChiliGame  *self,
                                   guint           player,
                                   PipsChiliField  field)
{
  CHECK_PLAYER (self, player, PIPS_CHILI_SCORING_NONE);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, PIPS_CHILI_SCORING_NONE);

  return self->columns[player].scoring[field];
}

guint
pips_chili_game_get_n_filled (PipsChiliGame *self,
                              guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return self->columns[player].n_filled;
}

guint
pips_chili_game_get_fields_total (PipsChiliGame *self,
                                  guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return fields_total (self, player);
}

guint
pips_chili_game_get_throws_used (PipsChiliGame *self,
                                 guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return self->columns[player].throws_used;
}

guint
pips_chili_game_get_throws_left (PipsChiliGame *self,
                                 guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return throws_left (self, player);
}

/**
 * pips_chili_game_get_bonus:
 *
 * Returns: 5 points per unused throw (while the game runs: if it ended now)
 */
guint
pips_chili_game_get_bonus (PipsChiliGame *self,
                           guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return PIPS_CHILI_BONUS_PER_THROW * throws_left (self, player);
}

/**
 * pips_chili_game_get_total:
 *
 * Returns: the fields plus the bonus
 */
guint
pips_chili_game_get_total (PipsChiliGame *self,
                           guint          player)
{
  CHECK_PLAYER (self, player, 0);

  return player_total (self, player);
}

/**
 * pips_chili_game_get_out_of_throws:
 *
 * Returns: whether the player used their last throw with fields still free: those got 0 and
 *   the player is skipped for the rest of the game
 */
gboolean
pips_chili_game_get_out_of_throws (PipsChiliGame *self,
                                   guint          player)
{
  CHECK_PLAYER (self, player, FALSE);

  return self->columns[player].out;
}

/**
 * pips_chili_game_get_has_thrown:
 *
 * Returns: whether the player to act has made the first throw of their turn
 */
gboolean
pips_chili_game_get_has_thrown (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);

  return self->has_thrown;
}

guint
pips_chili_game_get_throws_this_turn (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), 0);

  return self->throws_this_turn;
}

/**
 * pips_chili_game_get_face:
 * @die: the die's place, 0 to 5
 *
 * Returns: the face of the die, or 0 before the first throw of the turn
 */
guint8
pips_chili_game_get_face (PipsChiliGame *self,
                          guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), 0);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, 0);

  return self->faces[die];
}

/**
 * pips_chili_game_get_red:
 *
 * Returns: whether the die at @die shows its red face
 */
gboolean
pips_chili_game_get_red (PipsChiliGame *self,
                         guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, FALSE);

  return self->red[die];
}

/**
 * pips_chili_game_get_thrown:
 *
 * Returns: whether the die at @die was thrown in the last throw (so that it may be turned if it
 *   shows red)
 */
gboolean
pips_chili_game_get_thrown (PipsChiliGame *self,
                            guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, FALSE);

  return self->thrown[die];
}

/**
 * pips_chili_game_get_dice:
 * @faces: (out caller-allocates) (optional) (array fixed-size=6): the faces, 0 before a throw
 * @red: (out caller-allocates) (optional) (array fixed-size=6): which show red
 * @thrown: (out caller-allocates) (optional) (array fixed-size=6): which were thrown last
 */
void
pips_chili_game_get_dice (PipsChiliGame *self,
                          guint8        *faces,
                          gboolean      *red,
                          gboolean      *thrown)
{
  g_return_if_fail (PIPS_IS_CHILI_GAME (self));

  if (faces != NULL)
    memcpy (faces, self->faces, sizeof self->faces);
  if (red != NULL)
    memcpy (red, self->red, sizeof self->red);
  if (thrown != NULL)
    memcpy (thrown, self->thrown, sizeof self->thrown);
}

static gboolean
is_playing (PipsChiliGame *self)
{
  return self->current >= 0 && !pips_game_get_ended (PIPS_GAME (self));
}

/**
 * pips_chili_game_can_throw:
 *
 * Returns: whether the player to act is to make the first throw of their turn
 */
gboolean
pips_chili_game_can_throw (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);

  return is_playing (self) && !self->has_thrown;
}

/**
 * pips_chili_game_can_rethrow:
 *
 * Returns: whether the player to act may throw dice again (they have thrown and have throws
 *   left)
 */
gboolean
pips_chili_game_can_rethrow (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);

  return is_playing (self) && self->has_thrown && throws_left (self, self->current) > 0;
}

/**
 * pips_chili_game_can_turn:
 *
 * Returns: whether the die at @die shows red and was thrown in this throw
 */
gboolean
pips_chili_game_can_turn (PipsChiliGame *self,
                          guint          die)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);
  g_return_val_if_fail (die < PIPS_CHILI_N_DICE, FALSE);

  return is_playing (self) && self->has_thrown && self->red[die] && self->thrown[die];
}

gboolean
pips_chili_game_can_score (PipsChiliGame *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);

  return is_playing (self) && self->has_thrown;
}

/**
 * pips_chili_game_list_scores:
 *
 * Lists every free field of the player to act with the most the current dice score there, in
 * the order of the pad. Empty before the first throw of a turn and when the game is over.
 *
 * Returns: (transfer container) (element-type PipsChiliScoreOption): the options
 */
GPtrArray *
pips_chili_game_list_scores (PipsChiliGame *self)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) pips_chili_score_option_free);

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), list);

  if (!pips_chili_game_can_score (self))
    return list;

  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    {
      PipsChiliScoreOption *option;

      if (self->columns[self->current].scoring[f] != PIPS_CHILI_SCORING_NONE)
        continue;

      option = g_new0 (PipsChiliScoreOption, 1);
      option->field = f;
      option->scoring = pips_chili_best_score (self->faces, self->red, f, self->red_alternative,
                                               &option->points);
      option->reason = pips_chili_score_reason (self->faces, self->red, f, option->scoring);
      option->event = pips_chili_game_build_score (self, f, option->scoring);
      g_ptr_array_add (list, option);
    }

  return list;
}

/* Event builders */

static JsonObject *
event_new (PipsChiliGame *self,
           const char    *type)
{
  JsonObject *event = json_object_new ();

  json_object_set_string_member (event, "type", type);
  json_object_set_int_member (event, "player", MAX (self->current, 0));

  return event;
}

static JsonArray *
positions_array (const gboolean *mask,
                 const gboolean *only)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (mask[i] && (only == NULL || only[i]))
        json_array_add_int_element (array, i);
    }

  return array;
}

/**
 * pips_chili_game_build_throw:
 * @faces: (array fixed-size=6): the faces of all six dice
 * @red: (nullable) (array fixed-size=6): which of them show red
 *
 * Returns: (transfer full): the first throw of the turn for the player to act
 */
JsonObject *
pips_chili_game_build_throw (PipsChiliGame  *self,
                             const guint8   *faces,
                             const gboolean *red)
{
  const gboolean none[PIPS_CHILI_N_DICE] = { FALSE, };
  JsonObject *event;
  JsonArray *array;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);
  g_return_val_if_fail (faces != NULL, NULL);

  event = event_new (self, "throw");
  array = json_array_new ();
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    json_array_add_int_element (array, faces[i]);
  json_object_set_array_member (event, "faces", array);
  json_object_set_array_member (event, "red", positions_array (red != NULL ? red : none, NULL));

  return event;
}

/**
 * pips_chili_game_build_rethrow:
 * @rethrow: (array fixed-size=6): the dice thrown again
 * @faces: (array fixed-size=6): the faces of all six dice after the throw (those of the kept
 *   dice are not looked at)
 * @red: (nullable) (array fixed-size=6): which dice show red after the throw (likewise)
 *
 * Returns: (transfer full): a rethrow for the player to act
 */
JsonObject *
pips_chili_game_build_rethrow (PipsChiliGame  *self,
                               const gboolean *rethrow,
                               const guint8   *faces,
                               const gboolean *red)
{
  const gboolean none[PIPS_CHILI_N_DICE] = { FALSE, };
  JsonObject *event;
  JsonArray *array;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);
  g_return_val_if_fail (rethrow != NULL, NULL);
  g_return_val_if_fail (faces != NULL, NULL);

  event = event_new (self, "rethrow");
  json_object_set_array_member (event, "dice", positions_array (rethrow, NULL));
  array = json_array_new ();
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (rethrow[i])
        json_array_add_int_element (array, faces[i]);
    }
  json_object_set_array_member (event, "faces", array);
  json_object_set_array_member (event, "red",
                                positions_array (rethrow, red != NULL ? red : none));

  return event;
}

/**
 * pips_chili_game_build_turn:
 * @die: the place of a red die thrown in this throw, 0 to 5
 * @face: the face to turn it to
 *
 * Returns: (transfer full): the turn of a red die for the player to act
 */
JsonObject *
pips_chili_game_build_turn (PipsChiliGame *self,
                            guint          die,
                            guint8         face)
{
  JsonObject *event;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);

  event = event_new (self, "turn");
  json_object_set_int_member (event, "die", die);
  json_object_set_int_member (event, "face", face);

  return event;
}

/**
 * pips_chili_game_build_score:
 * @field: the field to write into
 * @scoring: how the dice are read there; the field's own rule (or %PIPS_CHILI_SCORING_NONE)
 *   needs no "as" in the event
 *
 * Returns: (transfer full): the score event for the player to act
 */
JsonObject *
pips_chili_game_build_score (PipsChiliGame    *self,
                             PipsChiliField    field,
                             PipsChiliScoring  scoring)
{
  JsonObject *event;
  const char *as;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, NULL);

  event = event_new (self, "score");
  json_object_set_string_member (event, "field", pips_chili_field_to_id (field));
  as = scoring_to_as (field, scoring);
  if (as != NULL)
    json_object_set_string_member (event, "as", as);

  return event;
}

/**
 * pips_chili_game_build_roll:
 * @roller: the virtual dice
 * @rethrow: (nullable) (array fixed-size=6): the dice to throw again; ignored (all six are
 *   thrown) before the first throw of the turn
 *
 * Rolls the virtual dice: six model dice, die k red on k. Kept dice that show red are known by
 * their number; the others are told apart at random in a way the faces allow.
 *
 * Returns: (transfer full): a throw or rethrow event for the player to act
 */
JsonObject *
pips_chili_game_build_roll (PipsChiliGame  *self,
                            PipsRoller     *roller,
                            const gboolean *rethrow)
{
  gboolean all[PIPS_CHILI_N_DICE];
  guint8 identity[PIPS_CHILI_N_DICE] = { 0, };
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  gboolean used[7] = { FALSE, };
  guint8 pool[PIPS_CHILI_N_DICE];
  guint n_pool = 0;
  guint next = 0;
  int some_thrown = -1;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), NULL);
  g_return_val_if_fail (PIPS_IS_ROLLER (roller), NULL);

  if (!self->has_thrown || rethrow == NULL)
    {
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        all[i] = TRUE;
      rethrow = all;
    }

  /* Kept red dice are the dice of their number. */
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (self->has_thrown && !rethrow[i] && self->red[i])
        {
          identity[i] = self->faces[i];
          used[self->faces[i]] = TRUE;
        }
    }

  /* The other dice get the other numbers in a random order. */
  for (guint k = 1; k <= 6; k++)
    {
      if (!used[k])
        pool[n_pool++] = k;
    }
  for (guint i = n_pool; i > 1; i--)
    {
      guint j = pips_roller_range (roller, i);
      guint8 swap = pool[i - 1];

      pool[i - 1] = pool[j];
      pool[j] = swap;
    }
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (identity[i] == 0)
        identity[i] = pool[next++];
      if (rethrow[i] && some_thrown < 0)
        some_thrown = i;
    }

  /* A kept white die cannot be the die of the number it shows: swap with a thrown die. */
  for (guint i = 0; i < PIPS_CHILI_N_DICE && some_thrown >= 0; i++)
    {
      if (!rethrow[i] && self->has_thrown && !self->red[i] && identity[i] == self->faces[i])
        {
          guint8 swap = identity[i];

          identity[i] = identity[some_thrown];
          identity[some_thrown] = swap;
        }
    }

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (rethrow[i])
        {
          faces[i] = pips_roller_roll (roller);
          red[i] = faces[i] == identity[i];
        }
      else
        {
          faces[i] = self->faces[i];
          red[i] = self->red[i];
        }
    }

  if (!self->has_thrown)
    return pips_chili_game_build_throw (self, faces, red);

  return pips_chili_game_build_rethrow (self, rethrow, faces, red);
}
