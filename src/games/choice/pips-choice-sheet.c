/* pips-choice-sheet.c — Choice's sheet: the value of each row, the discard rules and every legal
 * grouping of the dice at hand
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page never computes a rule: it shows what pips_choice_game_list_groupings() lists, and
 * pips_choice_game_dup_grouping() says what the dice a player tapped would do, or why not.
 */

#define G_LOG_DOMAIN "pips-choice"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-choice-rules-private.h"

/* The value column of the sheet, by sum. */
static const guint sum_values[PIPS_CHOICE_MAX_SUM + 1] = {
  0, 0, 100, 70, 60, 50, 40, 30, 40, 50, 60, 70, 100,
};

/**
 * pips_choice_sum_value:
 * @sum: a sum, 2 to 12
 *
 * Returns: what each mark beyond the fifth is worth in the row of @sum (0 for other numbers)
 */
guint
pips_choice_sum_value (guint sum)
{
  if (sum < PIPS_CHOICE_MIN_SUM || sum > PIPS_CHOICE_MAX_SUM)
    return 0;

  return sum_values[sum];
}

/**
 * pips_choice_row_points:
 * @sum: a sum, 2 to 12
 * @marks: the marks in its row
 *
 * A row not started scores 0; one to four marks −200; five 0; six to ten (marks − 5) × the
 * row's value; more marks no more than ten.
 *
 * Returns: the row's points
 */
int
pips_choice_row_points (guint sum,
                        guint marks)
{
  if (marks == 0)
    return 0;
  if (marks < PIPS_CHOICE_FREE_MARKS)
    return -PIPS_CHOICE_PENALTY;

  return (int) (MIN (marks, PIPS_CHOICE_MAX_SCORED) - PIPS_CHOICE_FREE_MARKS) *
         (int) pips_choice_sum_value (sum);
}

/**
 * pips_choice_row_explain:
 * @sum: a sum, 2 to 12
 * @marks: the marks in its row
 *
 * Why the row scores what it does, and what the next mark would do, for the sheet that explains
 * itself.
 *
 * Returns: (transfer full): a translated line
 */
char *
pips_choice_row_explain (guint sum,
                         guint marks)
{
  guint value = pips_choice_sum_value (sum);

  if (marks == 0)
    return g_strdup (_("Not started: 0. A first mark costs 200 until the row has five marks"));

  if (marks < PIPS_CHOICE_FREE_MARKS)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: the marks of a row of the sheet, fewer than five */
                                         "%u mark of 5: −200 until the row has five marks",
                                         "%u marks of 5: −200 until the row has five marks",
                                         marks),
                            marks);

  if (marks == PIPS_CHOICE_FREE_MARKS)
    /* Translators: a row with five marks; %u is what each further mark scores */
    return g_strdup_printf (_("5 marks: 0. Every further mark up to the tenth scores %u"), value);

  if (marks < PIPS_CHOICE_MAX_SCORED)
    /* Translators: a row with six to nine marks: the marks beyond five, the row's value, their
     * product, and what the next mark scores */
    return g_strdup_printf (_("%u marks: %u × %u = %u; the next mark scores %u more"),
                            marks, marks - PIPS_CHOICE_FREE_MARKS, value,
                            (marks - PIPS_CHOICE_FREE_MARKS) * value, value);

  /* Translators: a row with ten marks or more: the marks, the row's value and 5 × it */
  return g_strdup_printf (_("%u marks: 5 × %u = %u, the most a row scores; more marks score nothing"),
                          marks, value, PIPS_CHOICE_FREE_MARKS * value);
}

gboolean
_pips_choice_set_rule_error (GError     **error,
                             const char  *format,
                             ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE,
                                                format, args));
  va_end (args);

  return FALSE;
}

/* A rule error where the caller wants one; listing groupings tries many that fail, and formats no
 * message for them. */
#define RULE_ERROR(error, ...) \
  ((error) == NULL ? FALSE : _pips_choice_set_rule_error ((error), __VA_ARGS__))

int
_pips_choice_sheet_rows_total (const PipsChoiceSheet *sheet)
{
  int total = 0;

  for (guint s = PIPS_CHOICE_MIN_SUM; s <= PIPS_CHOICE_MAX_SUM; s++)
    total += pips_choice_row_points (s, sheet->marks[s]);

  return total;
}

guint
_pips_choice_sheet_jokers_left (const PipsChoiceSheet *sheet,
                                gboolean               jokers)
{
  guint left = 0;

  if (!jokers)
    return 0;

  for (guint j = 0; j < PIPS_CHOICE_N_JOKERS; j++)
    left += !sheet->joker_used[j];

  return left;
}

/* The rows plus 100 per unused joker. */
int
_pips_choice_sheet_total (const PipsChoiceSheet *sheet,
                          gboolean               jokers)
{
  return _pips_choice_sheet_rows_total (sheet) +
         PIPS_CHOICE_JOKER_BONUS * (int) _pips_choice_sheet_jokers_left (sheet, jokers);
}

/* The slot of @value among the fixed discard values, or -1. */
static int
discard_slot (const PipsChoiceSheet *sheet,
              guint8                 value)
{
  for (guint i = 0; i < sheet->n_discards; i++)
    {
      if (sheet->discard_values[i] == value)
        return i;
    }

  return -1;
}

/* Checks that the die showing @face may be the discard; sets where it is recorded. */
static gboolean
check_discard (const PipsChoiceSheet *sheet,
               const guint8          *faces,
               guint8                 face,
               PipsChoiceResolved    *resolved,
               GError               **error)
{
  gboolean fixed_in_throw[7] = { FALSE, };
  guint n_in_throw = 0;
  int slot = discard_slot (sheet, face);

  resolved->free_throw = FALSE;

  /* Fewer than three values fixed: any die, and its value becomes one of the three. */
  if (sheet->n_discards < PIPS_CHOICE_N_DISCARDS)
    {
      resolved->discard_index = slot >= 0 ? slot : (int) sheet->n_discards;
      return TRUE;
    }

  for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
    {
      if (discard_slot (sheet, faces[i]) >= 0 && !fixed_in_throw[faces[i]])
        {
          fixed_in_throw[faces[i]] = TRUE;
          n_in_throw++;
        }
    }

  /* None of the three in the throw: a free throw, nothing recorded. */
  if (n_in_throw == 0)
    {
      resolved->free_throw = TRUE;
      resolved->discard_index = -1;
      return TRUE;
    }

  if (slot >= 0)
    {
      resolved->discard_index = slot;
      return TRUE;
    }

  if (error == NULL)
    return FALSE;

  if (n_in_throw == 1)
    {
      for (guint k = 1; k <= 6; k++)
        {
          if (fixed_in_throw[k])
            return _pips_choice_set_rule_error (error,
                                                /* Translators: %u is a die's face, 1 to 6 */
                                                _("%u is one of your three discards and is in the throw: it must be the discard"),
                                                k);
        }
    }

  {
    g_autoptr(GString) values = g_string_new (NULL);
    guint seen = 0;

    for (guint k = 1; k <= 6; k++)
      {
        if (!fixed_in_throw[k])
          continue;
        if (seen > 0)
          /* Translators: the separator in a list of faces, "1, 3 and 6"; the last one is
           * "and" */
          g_string_append (values, seen + 1 == n_in_throw ? _(" and ") : _(", "));
        g_string_append_printf (values, "%u", k);
        seen++;
      }

    /* Translators: %s lists faces, "1 and 6" */
    return _pips_choice_set_rule_error (error, _("%s are among your three discards and are in the throw: one of them must be the discard"),
                                        values->str);
  }
}

/* Reads a grouping given as dice places in @order: for two pairs the first two, the next two
 * and (optionally) the discard; for the 3:1 joker the triple, the single and (optionally) the
 * discard. Checks it against the dice at hand and the sheet. */
gboolean
_pips_choice_resolve_grouping (PipsChoiceGame        *self,
                               const PipsChoiceSheet *sheet,
                               gboolean               three_one,
                               const guint           *order,
                               guint                  n_order,
                               PipsChoiceResolved    *resolved,
                               GError               **error)
{
  gboolean used[PIPS_CHOICE_N_DICE] = { FALSE, };
  guint first = three_one ? 3 : 2;

  memset (resolved, 0, sizeof *resolved);
  resolved->three_one = three_one;
  for (guint g = 0; g < 2; g++)
    for (guint i = 0; i < 3; i++)
      resolved->groups[g][i] = -1;

  if (three_one)
    {
      if (!self->jokers)
        return RULE_ERROR (error, _("This table plays without jokers"));
      if (sheet->joker_used[PIPS_CHOICE_JOKER_THREE_ONE])
        return RULE_ERROR (error, _("The 3:1 joker is used already: each joker may be used once a game"));
    }

  if (n_order < PIPS_CHOICE_N_DICE - 1 || n_order > PIPS_CHOICE_N_DICE)
    return RULE_ERROR (error, three_one ? _("Choose three dice, then one die; the fifth is the discard")
                                        : _("Choose two pairs of dice; the fifth die is the discard"));

  for (guint i = 0; i < n_order; i++)
    {
      g_return_val_if_fail (order[i] < PIPS_CHOICE_N_DICE, FALSE);

      if (used[order[i]])
        /* Translators: %u is a die's place, 1 to 5 */
        return RULE_ERROR (error, _("Die %u is used twice: each die goes into one group or is the discard"),
                           order[i] + 1);
      used[order[i]] = TRUE;

      if (i < first)
        {
          resolved->groups[0][i] = order[i];
          resolved->sums[0] += self->faces[order[i]];
        }
      else if (i < PIPS_CHOICE_N_DICE - 1)
        {
          resolved->groups[1][i - first] = order[i];
          resolved->sums[1] += self->faces[order[i]];
        }
      else
        resolved->discard = order[i];
    }

  if (n_order == PIPS_CHOICE_N_DICE - 1)
    {
      for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
        {
          if (!used[i])
            resolved->discard = i;
        }
    }

  if (three_one && resolved->sums[0] > PIPS_CHOICE_MAX_SUM)
    /* Translators: %u is the sum of three dice, more than 12 */
    return RULE_ERROR (error, _("The three dice make %u: the sheet’s sums go up to 12"),
                       resolved->sums[0]);

  if (three_one && resolved->sums[1] < PIPS_CHOICE_MIN_SUM)
    return RULE_ERROR (error, _("The single die shows 1: the sheet’s sums start at 2"));

  /* Two pairs are written smaller sum first; the triple's sum always comes first. */
  if (!three_one && resolved->sums[0] > resolved->sums[1])
    {
      guint sum = resolved->sums[0];

      resolved->sums[0] = resolved->sums[1];
      resolved->sums[1] = sum;
      for (guint i = 0; i < 2; i++)
        {
          int die = resolved->groups[0][i];

          resolved->groups[0][i] = resolved->groups[1][i];
          resolved->groups[1][i] = die;
        }
    }

  return check_discard (sheet, self->faces, self->faces[resolved->discard], resolved, error);
}

/* Writes a resolved grouping of @faces on @sheet. */
void
_pips_choice_sheet_record (PipsChoiceSheet          *sheet,
                           const guint8             *faces,
                           const PipsChoiceResolved *resolved)
{
  sheet->marks[resolved->sums[0]]++;
  sheet->marks[resolved->sums[1]]++;
  sheet->throws++;

  if (resolved->three_one)
    sheet->joker_used[PIPS_CHOICE_JOKER_THREE_ONE] = TRUE;

  if (resolved->free_throw)
    {
      sheet->free_throws++;
      return;
    }

  if (resolved->discard_index == (int) sheet->n_discards)
    {
      sheet->discard_values[sheet->n_discards] = faces[resolved->discard];
      sheet->n_discards++;
    }

  sheet->discard_marks[resolved->discard_index]++;
  if (sheet->discard_marks[resolved->discard_index] >= PIPS_CHOICE_DISCARD_LIMIT)
    sheet->over = TRUE;
}

/* A number with a real minus sign, as a printed pad has it: "630", "−180". */
char *
_pips_choice_format_number (int number)
{
  if (number < 0)
    return g_strdup_printf ("−%d", -number);

  return g_strdup_printf ("%d", number);
}

/* "+30", "−200", "±0". */
static char *
format_change (int change)
{
  if (change > 0)
    return g_strdup_printf ("+%d", change);
  if (change < 0)
    return g_strdup_printf ("−%d", -change);

  return g_strdup ("±0");
}

/* The line the page shows for a grouping: "7 and 9, discard 4: +30". */
char *
_pips_choice_format_grouping (PipsChoiceGame           *self,
                              const PipsChoiceResolved *resolved,
                              int                       change)
{
  g_autofree char *points = format_change (change);
  guint discard = self->faces[resolved->discard];
  g_autofree char *line = NULL;

  if (resolved->three_one && resolved->free_throw)
    /* Translators: the 3:1 joker: the sum of three dice, a single die, the die set aside on a
     * free throw, and the change of the total ("+30") */
    line = g_strdup_printf (_("3:1 joker: %u and %u, free throw (set aside %u): %s"),
                            resolved->sums[0], resolved->sums[1], discard, points);
  else if (resolved->three_one)
    /* Translators: the 3:1 joker: the sum of three dice, a single die, the discard, and the
     * change of the total ("+30") */
    line = g_strdup_printf (_("3:1 joker: %u and %u, discard %u: %s"),
                            resolved->sums[0], resolved->sums[1], discard, points);
  else if (resolved->free_throw)
    /* Translators: two sums, the die set aside on a free throw, and the change of the total */
    line = g_strdup_printf (_("%u and %u, free throw (set aside %u): %s"),
                            resolved->sums[0], resolved->sums[1], discard, points);
  else
    /* Translators: two sums, the discard, and the change of the total ("+30") */
    line = g_strdup_printf (_("%u and %u, discard %u: %s"),
                            resolved->sums[0], resolved->sums[1], discard, points);

  return g_steal_pointer (&line);
}

void
pips_choice_grouping_free (PipsChoiceGrouping *grouping)
{
  if (grouping == NULL)
    return;

  g_free (grouping->label);
  g_clear_pointer (&grouping->event, json_object_unref);
  g_free (grouping);
}

static PipsChoiceGrouping *
grouping_new (PipsChoiceGame           *self,
              const PipsChoiceSheet    *sheet,
              const PipsChoiceResolved *resolved)
{
  PipsChoiceGrouping *grouping = g_new0 (PipsChoiceGrouping, 1);
  PipsChoiceSheet after = *sheet;
  guint first[3];
  guint second[3];

  _pips_choice_sheet_record (&after, self->faces, resolved);

  grouping->three_one = resolved->three_one;
  memcpy (grouping->groups, resolved->groups, sizeof grouping->groups);
  memcpy (grouping->sums, resolved->sums, sizeof grouping->sums);
  grouping->discard = resolved->discard;
  grouping->discard_face = self->faces[resolved->discard];
  grouping->free_throw = resolved->free_throw;
  grouping->ends_sheet = after.over;
  grouping->change = _pips_choice_sheet_total (&after, self->jokers) -
                     _pips_choice_sheet_total (sheet, self->jokers);
  grouping->label = _pips_choice_format_grouping (self, resolved, grouping->change);

  for (guint i = 0; i < 3; i++)
    {
      first[i] = MAX (resolved->groups[0][i], 0);
      second[i] = MAX (resolved->groups[1][i], 0);
    }
  grouping->event = pips_choice_game_build_group (self, first, second, resolved->discard,
                                                  resolved->three_one);

  return grouping;
}

/* Best change first; two pairs before the joker; then by the sums and the discard. */
static int
compare_groupings (gconstpointer a,
                   gconstpointer b)
{
  const PipsChoiceGrouping *x = *(PipsChoiceGrouping * const *) a;
  const PipsChoiceGrouping *y = *(PipsChoiceGrouping * const *) b;

  if (x->change != y->change)
    return x->change > y->change ? -1 : 1;
  if (x->three_one != y->three_one)
    return x->three_one ? 1 : -1;
  if (x->sums[0] != y->sums[0])
    return x->sums[0] < y->sums[0] ? -1 : 1;
  if (x->sums[1] != y->sums[1])
    return x->sums[1] < y->sums[1] ? -1 : 1;
  if (x->discard_face != y->discard_face)
    return x->discard_face < y->discard_face ? -1 : 1;

  return 0;
}

static gboolean
already_listed (GPtrArray                *list,
                const PipsChoiceGrouping *grouping)
{
  for (guint i = 0; i < list->len; i++)
    {
      const PipsChoiceGrouping *other = g_ptr_array_index (list, i);

      if (other->three_one == grouping->three_one &&
          other->sums[0] == grouping->sums[0] && other->sums[1] == grouping->sums[1] &&
          other->discard_face == grouping->discard_face)
        return TRUE;
    }

  return FALSE;
}

static void
try_grouping (PipsChoiceGame        *self,
              const PipsChoiceSheet *sheet,
              GPtrArray             *list,
              gboolean               three_one,
              const guint           *order)
{
  PipsChoiceResolved resolved;
  PipsChoiceGrouping *grouping;

  if (!_pips_choice_resolve_grouping (self, sheet, three_one, order, PIPS_CHOICE_N_DICE,
                                      &resolved, NULL))
    return;

  grouping = grouping_new (self, sheet, &resolved);
  if (already_listed (list, grouping))
    pips_choice_grouping_free (grouping);
  else
    g_ptr_array_add (list, grouping);
}

/**
 * pips_choice_game_list_groupings:
 *
 * Lists every legal way to group the dice at hand of the player to act: two pairs and a
 * discard, and while the 3:1 joker is unused a triple, a single and a discard; each with the
 * change of the total it makes now. Groupings that write the same sums and discard the same
 * value are listed once. The best change comes first. Empty before the throw and when the
 * game is over.
 *
 * Returns: (transfer container) (element-type PipsChoiceGrouping): the groupings
 */
GPtrArray *
pips_choice_game_list_groupings (PipsChoiceGame *self)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) pips_choice_grouping_free);
  const PipsChoiceSheet *sheet;

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), list);

  if (self->current < 0 || !self->has_thrown)
    return list;

  sheet = &self->sheets[self->current];

  for (guint discard = 0; discard < PIPS_CHOICE_N_DICE; discard++)
    {
      guint rest[PIPS_CHOICE_N_DICE - 1];
      guint n = 0;

      for (guint i = 0; i < PIPS_CHOICE_N_DICE; i++)
        {
          if (i != discard)
            rest[n++] = i;
        }

      /* The three ways to make two pairs of four dice. */
      for (guint partner = 1; partner < 4; partner++)
        {
          guint order[PIPS_CHOICE_N_DICE] = { rest[0], rest[partner], 0, 0, discard };
          guint k = 2;

          for (guint i = 1; i < 4; i++)
            {
              if (i != partner)
                order[k++] = rest[i];
            }
          try_grouping (self, sheet, list, FALSE, order);
        }

      /* The 3:1 joker: each of the four as the single. */
      if (pips_choice_game_can_use_joker (self, PIPS_CHOICE_JOKER_THREE_ONE))
        {
          for (guint single = 0; single < 4; single++)
            {
              guint order[PIPS_CHOICE_N_DICE];
              guint k = 0;

              for (guint i = 0; i < 4; i++)
                {
                  if (i != single)
                    order[k++] = rest[i];
                }
              order[3] = rest[single];
              order[4] = discard;
              try_grouping (self, sheet, list, TRUE, order);
            }
        }
    }

  g_ptr_array_sort (list, compare_groupings);

  return list;
}

/**
 * pips_choice_game_dup_grouping:
 * @order: (array length=n_order): dice places in the order the player chose them: for two
 *   pairs the first pair, the second pair and optionally the discard; with @three_one the three
 *   dice, the single and optionally the discard
 * @n_order: 4 or 5
 * @three_one: whether the 3:1 joker is used
 * @error: why the rules refuse it, in the player's words
 *
 * What the dice a player tapped would do, for the player to act.
 *
 * Returns: (transfer full) (nullable): the grouping, or %NULL with @error set
 */
PipsChoiceGrouping *
pips_choice_game_dup_grouping (PipsChoiceGame  *self,
                               const guint     *order,
                               guint            n_order,
                               gboolean         three_one,
                               GError         **error)
{
  PipsChoiceResolved resolved;

  g_return_val_if_fail (PIPS_IS_CHOICE_GAME (self), NULL);
  g_return_val_if_fail (order != NULL || n_order == 0, NULL);

  if (self->current < 0)
    {
      g_set_error_literal (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER, _("The game is over"));
      return NULL;
    }

  if (!self->has_thrown)
    {
      _pips_choice_set_rule_error (error, _("Throw the dice first"));
      return NULL;
    }

  for (guint i = 0; i < n_order; i++)
    g_return_val_if_fail (order[i] < PIPS_CHOICE_N_DICE, NULL);

  if (!_pips_choice_resolve_grouping (self, &self->sheets[self->current], three_one, order,
                                      n_order, &resolved, error))
    return NULL;

  return grouping_new (self, &self->sheets[self->current], &resolved);
}
