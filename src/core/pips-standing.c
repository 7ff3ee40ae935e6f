/* pips-standing.c — where one player stands: rank, value and unit, detail and status
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-standing"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-standing.h"

/**
 * PipsStanding:
 *
 * One row of a game's standings: the player, their rank (1 for the best; equal results share a
 * rank and the next rank counts them, 1, 1, 3), a value with its unit (414 points, 3 chips), a
 * detail line ("Fields 399 · bonus 15") and a status ("Won", "Out of throws"). Games build them;
 * the UI binds to their properties and the summary writes them out.
 */
struct _PipsStanding
{
  GObject   parent_instance;

  guint     player;
  char     *name;
  guint     rank;
  gint64    value;
  PipsUnit  unit;
  char     *detail;
  char     *status;
};

G_DEFINE_FINAL_TYPE (PipsStanding, pips_standing, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_NAME,
  PROP_RANK,
  PROP_VALUE,
  PROP_VALUE_TEXT,
  PROP_DETAIL,
  PROP_STATUS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * pips_unit_to_id:
 *
 * Returns: the unit's id in the JSON summary: "none", "points", "chips" or "mats"
 */
const char *
pips_unit_to_id (PipsUnit unit)
{
  switch (unit)
    {
    case PIPS_UNIT_POINTS:
      return "points";
    case PIPS_UNIT_CHIPS:
      return "chips";
    case PIPS_UNIT_MATS:
      return "mats";
    case PIPS_UNIT_NONE:
    default:
      return "none";
    }
}

/**
 * pips_unit_format:
 *
 * Returns: (transfer full): @value with its unit, translated ("414 points", "1 chip", "−20
 *   points"); the bare number for %PIPS_UNIT_NONE
 */
char *
pips_unit_format (PipsUnit unit,
                  gint64   value)
{
  /* ngettext() takes an unsigned long: negative points choose the form of their size. */
  gulong n = (gulong) ABS (value);
  g_autofree char *number = NULL;

  /* A real minus sign, as a printed pad has it. */
  number = value < 0 ? g_strdup_printf ("−%" G_GINT64_FORMAT, -value)
                     : g_strdup_printf ("%" G_GINT64_FORMAT, value);

  switch (unit)
    {
    case PIPS_UNIT_POINTS:
      /* Translators: %s is a number of points, possibly negative */
      return g_strdup_printf (ngettext ("%s point", "%s points", n), number);
    case PIPS_UNIT_CHIPS:
      /* Translators: %s is a number of chips */
      return g_strdup_printf (ngettext ("%s chip", "%s chips", n), number);
    case PIPS_UNIT_MATS:
      /* Translators: %s is a number of beer mats */
      return g_strdup_printf (ngettext ("%s mat", "%s mats", n), number);
    case PIPS_UNIT_NONE:
    default:
      return g_steal_pointer (&number);
    }
}

static void
pips_standing_finalize (GObject *object)
{
  PipsStanding *self = PIPS_STANDING (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->detail, g_free);
  g_clear_pointer (&self->status, g_free);

  G_OBJECT_CLASS (pips_standing_parent_class)->finalize (object);
}

static void
pips_standing_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  PipsStanding *self = PIPS_STANDING (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;

    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_RANK:
      g_value_set_uint (value, self->rank);
      break;

    case PROP_VALUE:
      g_value_set_int64 (value, self->value);
      break;

    case PROP_VALUE_TEXT:
      g_value_take_string (value, pips_standing_dup_value_text (self));
      break;

    case PROP_DETAIL:
      g_value_set_string (value, self->detail);
      break;

    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_standing_class_init (PipsStandingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pips_standing_finalize;
  object_class->get_property = pips_standing_get_property;

  properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RANK] =
    g_param_spec_uint ("rank", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALUE] =
    g_param_spec_int64 ("value", NULL, NULL, G_MININT64, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALUE_TEXT] =
    g_param_spec_string ("value-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DETAIL] =
    g_param_spec_string ("detail", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pips_standing_init (PipsStanding *self)
{
}

/**
 * pips_standing_new:
 * @player: the player's index in the session
 * @name: the player's name
 * @rank: 1 for the best; 0 while the game gives no rank
 * @value: the points, chips or mats
 * @unit: what @value counts
 * @detail: (nullable): a translated line that explains the value ("Fields 399 · bonus 15")
 * @status: (nullable): a translated word or two ("Won", "Lost", "Out of throws")
 *
 * Returns: (transfer full): a new standing
 */
PipsStanding *
pips_standing_new (guint       player,
                   const char *name,
                   guint       rank,
                   gint64      value,
                   PipsUnit    unit,
                   const char *detail,
                   const char *status)
{
  PipsStanding *self = g_object_new (PIPS_TYPE_STANDING, NULL);

  self->player = player;
  self->name = g_strdup (name);
  self->rank = rank;
  self->value = value;
  self->unit = unit;
  self->detail = g_strdup (detail);
  self->status = g_strdup (status);

  return self;
}

guint
pips_standing_get_player (PipsStanding *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING (self), 0);

  return self->player;
}

const char *
pips_standing_get_name (PipsStanding *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING (self), NULL);

  return self->name;
}

guint
pips_standing_get_rank (PipsStanding *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING (self), 0);

  return self->rank;
}

gint64
pips_standing_get_value (PipsStanding *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING (self), 0);

  return self->value;
}

PipsUnit
pips_standing_get_unit (PipsStanding *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING (self), PIPS_UNIT_NONE);

  return self->unit;
}

/**
 * pips_standing_get_detail:
 *
 * Returns: (nullable): the detail line
 */
const char *
pips_standing_get_detail (PipsStanding *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING (self), NULL);

  return self->detail;
}

/**
 * pips_standing_get_status:
 *
 * Returns: (nullable): the status
 */
const char *
pips_standing_get_status (PipsStanding *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING (self), NULL);

  return self->status;
}

/**
 * pips_standing_dup_value_text:
 *
 * Returns: (transfer full): the value with its unit ("414 points")
 */
char *
pips_standing_dup_value_text (PipsStanding *self)
{
  g_return_val_if_fail (PIPS_IS_STANDING (self), NULL);

  return pips_unit_format (self->unit, self->value);
}

static int
rank_cmp (gconstpointer a,
          gconstpointer b)
{
  PipsStanding *sa = *(PipsStanding * const *) a;
  PipsStanding *sb = *(PipsStanding * const *) b;

  if (sa->rank != sb->rank)
    return sa->rank < sb->rank ? -1 : 1;
  if (sa->player != sb->player)
    return sa->player < sb->player ? -1 : 1;
  return 0;
}

/**
 * pips_rank_competition:
 * @values: (array length=n_values): the value of each player ranked (or of each in a subset)
 * @n_values: how many values
 * @higher_is_better: whether a higher value ranks better
 * @first_rank: the rank of the best value: 1, or 1 + the number of players already ranked above
 *   all of these (in a game where winners leave, those who left before the others)
 * @ranks: (out caller-allocates) (array length=n_values): the rank of each value
 *
 * Competition ranking, the ranking of every game's standings: equal values share a rank, and
 * the rank after a tie counts the tied players (1, 1, 3). The rank of a value is @first_rank
 * plus the number of values better than it, whatever the order of @values. Only values are
 * compared: a game whose standings depend on more than one value ranks the players of each
 * group separately, giving each group its @first_rank.
 */
void
pips_rank_competition (const gint64 *values,
                       guint         n_values,
                       gboolean      higher_is_better,
                       guint         first_rank,
                       guint        *ranks)
{
  g_return_if_fail (values != NULL || n_values == 0);
  g_return_if_fail (ranks != NULL || n_values == 0);
  g_return_if_fail (first_rank > 0);

  /* A game has at most a few players: counting the better values is as fast as sorting, and
   * plainly right. */
  for (guint i = 0; i < n_values; i++)
    {
      ranks[i] = first_rank;
      for (guint j = 0; j < n_values; j++)
        {
          if (higher_is_better ? values[j] > values[i] : values[j] < values[i])
            ranks[i]++;
        }
    }
}

/**
 * pips_standings_new_sorted:
 * @standings: (element-type PipsStanding): standings of one game, one per player
 *
 * Returns: (transfer full): a list model of @standings, by rank and then by player
 */
GListModel *
pips_standings_new_sorted (GPtrArray *standings)
{
  GListStore *store = g_list_store_new (PIPS_TYPE_STANDING);

  g_return_val_if_fail (standings != NULL, G_LIST_MODEL (store));

  g_ptr_array_sort (standings, rank_cmp);
  g_list_store_splice (store, 0, 0, standings->pdata, standings->len);

  return G_LIST_MODEL (store);
}
