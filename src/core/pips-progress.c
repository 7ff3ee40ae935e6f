/* pips-progress.c — how a game went: each player's value after each round
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The chart of a game (and its table, its print and its CSV) needs each player's value after
 * each round: points, chips or mats, whatever the game's standings count. Every game has them
 * already through the game interface: the session's events replayed on a fresh game, the
 * standings (pips_game_dup_standings()) are read each time the round (pips_game_get_round())
 * moves on, and once more for the state at the cursor when it is not at a round's end (a
 * game still running, or ended early). So a game added later has its chart by existing.
 *
 * A game that counts a round as one throw of each sheet has a point after each throw.
 */

#define G_LOG_DOMAIN "pips-progress"

#include "config.h"

#include "pips-progress.h"

#include "pips-game.h"
#include "pips-registry.h"

typedef struct
{
  guint round;   /* the round the point ends (1-based) */
  guint cursor;  /* the events applied when it was taken */
} Point;

struct _PipsProgress
{
  GObject   parent_instance;

  GStrv     players;
  guint     n_players;
  PipsUnit  unit;
  GArray   *points;  /* of Point */
  GArray   *values;  /* gint64, n_players per point */
  GArray   *ranks;   /* guint, n_players per point */
};

G_DEFINE_FINAL_TYPE (PipsProgress, pips_progress, G_TYPE_OBJECT)

static void
pips_progress_finalize (GObject *object)
{
  PipsProgress *self = PIPS_PROGRESS (object);

  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->values, g_array_unref);
  g_clear_pointer (&self->ranks, g_array_unref);

  G_OBJECT_CLASS (pips_progress_parent_class)->finalize (object);
}

static void
pips_progress_class_init (PipsProgressClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pips_progress_finalize;
}

static void
pips_progress_init (PipsProgress *self)
{
  self->points = g_array_new (FALSE, FALSE, sizeof (Point));
  self->values = g_array_new (FALSE, TRUE, sizeof (gint64));
  self->ranks = g_array_new (FALSE, TRUE, sizeof (guint));
}

static void
take_point (PipsProgress *self,
            PipsGame     *game,
            guint         round,
            guint         cursor)
{
  g_autoptr(GListModel) standings = pips_game_dup_standings (game);
  guint first = self->values->len;
  Point point = { round, cursor };

  g_array_set_size (self->values, first + self->n_players);
  g_array_set_size (self->ranks, first + self->n_players);

  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(PipsStanding) standing = g_list_model_get_item (standings, i);
      guint player = pips_standing_get_player (standing);

      if (player >= self->n_players)
        continue;

      g_array_index (self->values, gint64, first + player) = pips_standing_get_value (standing);
      g_array_index (self->ranks, guint, first + player) = pips_standing_get_rank (standing);
      self->unit = pips_standing_get_unit (standing);
    }

  g_array_append_val (self->points, point);
}

/**
 * pips_progress_new_for_session:
 * @session: a session
 * @error: where a replay that fails is said (a session replays as it was loaded, so only a
 *   broken game's rules fail it)
 *
 * Replays @session's events up to its cursor on a fresh game and takes each player's standing
 * after each round, and at the cursor.
 *
 * Returns: (transfer full) (nullable): the progress
 */
PipsProgress *
pips_progress_new_for_session (PipsSession  *session,
                               GError      **error)
{
  g_autoptr(PipsProgress) self = NULL;
  g_autoptr(PipsGame) game = NULL;
  guint cursor;
  guint round;
  guint last_cursor = 0;

  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (PIPS_TYPE_PROGRESS, NULL);
  self->players = g_strdupv ((GStrv) pips_session_get_players (session));
  self->n_players = pips_session_get_n_players (session);
  game = pips_game_new (pips_session_get_game_info (session), pips_session_get_players (session),
                        pips_session_get_options (session));
  cursor = pips_session_get_cursor (session);
  round = pips_game_get_round (game);

  for (guint i = 0; i < cursor; i++)
    {
      g_autoptr(JsonObject) event = pips_session_dup_event (session, i);
      guint now;

      if (!pips_game_apply (game, event, error))
        return NULL;

      /* A round ended: the values as they stand at its end. */
      now = pips_game_get_round (game);
      if (now > round)
        {
          if (round > 0)
            {
              take_point (self, game, round, i + 1);
              last_cursor = i + 1;
            }
          round = now;
        }
    }

  /* Where the game stands now: the last round, ended or not. */
  if (last_cursor < cursor || self->points->len == 0)
    take_point (self, game, MAX (round, 1), cursor);

  return g_steal_pointer (&self);
}

guint
pips_progress_get_n_players (PipsProgress *self)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), 0);

  return self->n_players;
}

const char *
pips_progress_get_player_name (PipsProgress *self,
                               guint         player)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  return self->players[player];
}

/**
 * pips_progress_get_unit:
 *
 * Returns: what the values count (that of the game's standings)
 */
PipsUnit
pips_progress_get_unit (PipsProgress *self)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), PIPS_UNIT_NONE);

  return self->unit;
}

/**
 * pips_progress_get_n_points:
 *
 * Returns: the number of points: one per round ended, and one for the state at the cursor
 *   where it is not a round's end; at least one
 */
guint
pips_progress_get_n_points (PipsProgress *self)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), 0);

  return self->points->len;
}

/**
 * pips_progress_get_round:
 *
 * Returns: the round @point ends (1-based; the last point may end it only so far)
 */
guint
pips_progress_get_round (PipsProgress *self,
                         guint         point)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), 0);
  g_return_val_if_fail (point < self->points->len, 0);

  return g_array_index (self->points, Point, point).round;
}

/**
 * pips_progress_get_cursor:
 *
 * Returns: how many of the session's events had been applied at @point
 */
guint
pips_progress_get_cursor (PipsProgress *self,
                          guint         point)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), 0);
  g_return_val_if_fail (point < self->points->len, 0);

  return g_array_index (self->points, Point, point).cursor;
}

gint64
pips_progress_get_value (PipsProgress *self,
                         guint         point,
                         guint         player)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), 0);
  g_return_val_if_fail (point < self->points->len && player < self->n_players, 0);

  return g_array_index (self->values, gint64, point * self->n_players + player);
}

/**
 * pips_progress_get_rank:
 *
 * Returns: @player's rank at @point (1 leads), as the game's standings rank
 */
guint
pips_progress_get_rank (PipsProgress *self,
                        guint         point,
                        guint         player)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), 0);
  g_return_val_if_fail (point < self->points->len && player < self->n_players, 0);

  return g_array_index (self->ranks, guint, point * self->n_players + player);
}

/**
 * pips_progress_get_range:
 * @min: (out): the smallest value of any player at any point
 * @max: (out): the largest
 *
 * Returns: %TRUE (there is always a point)
 */
gboolean
pips_progress_get_range (PipsProgress *self,
                         gint64       *min,
                         gint64       *max)
{
  g_return_val_if_fail (PIPS_IS_PROGRESS (self), FALSE);

  *min = G_MAXINT64;
  *max = G_MININT64;
  for (guint i = 0; i < self->values->len; i++)
    {
      gint64 value = g_array_index (self->values, gint64, i);

      *min = MIN (*min, value);
      *max = MAX (*max, value);
    }

  return self->values->len > 0;
}
