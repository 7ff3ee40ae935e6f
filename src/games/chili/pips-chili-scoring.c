/* pips-chili-scoring.c — the pad's scoring of any six dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fields of the pad and what six dice score in each, without a game: the rules of the German
 * sheet (Amigo, 2020; "Spicy Dice" in English) with the decisions of the project's rules file.
 */

#define G_LOG_DOMAIN "pips-chili"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-chili-rules-private.h"

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
PipsChiliScoring
_pips_chili_field_own_scoring (PipsChiliField field)
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

/* Reading six dice */

void
_pips_chili_read_dice (const guint8     *faces,
                       const gboolean   *red,
                       PipsChiliReading *r)
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

gboolean
_pips_chili_set_rule_error (GError     **error,
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
gboolean
_pips_chili_set_face_error (GError **error,
                            gint64   face)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, face);

  /* Translators: %s is a number that is not from 1 to 6, e.g. "7" */
  return _pips_chili_set_rule_error (error, _("A die has no face %s: faces are 1 to 6"), text);
}

/* A rule error where the caller wants one; without, no message is translated and formatted
 * (finding the best score tries many ways that fail). */
#define RULE_ERROR(error, ...) \
  ((error) == NULL ? FALSE : _pips_chili_set_rule_error ((error), __VA_ARGS__))

/* A Run or Set in @field: in its own field, or in a red number's field where the rule option
 * allows it. */
static gboolean
score_combination (const PipsChiliReading  *r,
                   PipsChiliField           field,
                   PipsChiliField           own_field,
                   guint                    value,
                   PipsChiliRedAlternative  red_alternative,
                   guint                   *points,
                   GError                 **error)
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

static gboolean score_reading (const PipsChiliReading  *r,
                               PipsChiliField           field,
                               PipsChiliScoring         scoring,
                               PipsChiliRedAlternative  red_alternative,
                               guint                   *points,
                               GError                 **error);

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
  PipsChiliReading r;

  g_return_val_if_fail (faces != NULL, FALSE);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, FALSE);
  g_return_val_if_fail (points != NULL, FALSE);

  _pips_chili_read_dice (faces, red, &r);

  return score_reading (&r, field, scoring, red_alternative, points, error);
}

static gboolean
score_reading (const PipsChiliReading  *r,
               PipsChiliField           field,
               PipsChiliScoring         scoring,
               PipsChiliRedAlternative  red_alternative,
               guint                   *points,
               GError                 **error)
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
    _pips_chili_field_own_scoring (field),
    PIPS_CHILI_SCORING_RUN,
    PIPS_CHILI_SCORING_SET,
    PIPS_CHILI_SCORING_LITTLE_PEPPER,
    PIPS_CHILI_SCORING_BIG_PEPPER,
    PIPS_CHILI_SCORING_HOT_PEPPER,
  };
  PipsChiliScoring best = PIPS_CHILI_SCORING_MISS;
  guint best_points = 0;
  PipsChiliReading r;

  g_return_val_if_fail (faces != NULL, PIPS_CHILI_SCORING_MISS);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, PIPS_CHILI_SCORING_MISS);

  _pips_chili_read_dice (faces, red, &r);

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
  PipsChiliReading r;

  g_return_val_if_fail (faces != NULL, NULL);
  g_return_val_if_fail (field < PIPS_CHILI_N_FIELDS, NULL);

  _pips_chili_read_dice (faces, red, &r);

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
 * pips_chili_scoring_is_pepper:
 *
 * Returns: whether @scoring is one of the peppers (six of a kind, or six red faces)
 */
gboolean
pips_chili_scoring_is_pepper (PipsChiliScoring scoring)
{
  return scoring == PIPS_CHILI_SCORING_LITTLE_PEPPER ||
         scoring == PIPS_CHILI_SCORING_BIG_PEPPER ||
         scoring == PIPS_CHILI_SCORING_HOT_PEPPER;
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
  g_return_val_if_fail (faces != NULL, FALSE);
  g_return_val_if_fail (red != NULL, FALSE);

  return _pips_chili_check_dice_marking (faces, red, FALSE, NULL, error);
}

/* pips_chili_check_dice() for dice still being typed (@partial: a face 0 is not typed yet, and
 * only the typed dice are judged). With @wrong, every die that breaks a rule is marked there
 * and the first rule broken goes into @error; without it, the first rule broken ends the check. */
gboolean
_pips_chili_check_dice_marking (const guint8    *faces,
                                const gboolean  *red,
                                gboolean         partial,
                                gboolean        *wrong,
                                GError         **error)
{
  gboolean red_number[7] = { FALSE, };
  guint white_face = 0;
  gboolean whites_agree = TRUE;
  gboolean complete = TRUE;
  gboolean ok = TRUE;

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (partial && faces[i] == 0)
        {
          complete = FALSE;
          continue;
        }
      if (!pips_die_face_is_valid (faces[i]))
        return _pips_chili_set_face_error (error, faces[i]);
    }

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (!red[i] || faces[i] == 0)
        continue;

      if (red_number[faces[i]])
        {
          if (ok)
            /* Translators: %u is a number from 1 to 6 */
            _pips_chili_set_rule_error (error, _("Only one die has a red %u"), faces[i]);
          ok = FALSE;
          if (wrong == NULL)
            return FALSE;
          /* Every die that shows this red face. */
          for (guint j = 0; j < PIPS_CHILI_N_DICE; j++)
            if (red[j] && faces[j] == faces[i])
              wrong[j] = TRUE;
        }
      red_number[faces[i]] = TRUE;
    }

  /* Die k shows red whenever it shows k. The dice without a red mark are the dice whose red
   * number does not show. If all of them show the same number k and no red k shows, die k is
   * among them and shows k in white: that cannot be. Otherwise they can always be matched to
   * their dice. Only six dice on the table tell it. */
  if (!complete)
    return ok;

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
    {
      if (ok)
        /* Translators: %u is a number from 1 to 6, twice */
        _pips_chili_set_rule_error (error, _("One of the dice showing %u is the die with the red %u: mark it red"),
                                    white_face, white_face);
      ok = FALSE;
      for (guint i = 0; wrong != NULL && i < PIPS_CHILI_N_DICE; i++)
        if (!red[i])
          wrong[i] = TRUE;
    }

  return ok;
}
