/* test-yacht-random.c — random games of Yacht, checked after every event against a plain
 * model of the pad written apart in this file
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game has its own seed (1, 2, 3 …; PIPS_RANDOM_GAMES sets how many: a few hundred by default,
 * 10 000 in `build-aux/dev test --full`) and plays the Kniffel, Yahtzee or Yatzy preset, or one
 * of them with options changed (boxes in order, 1 to 3 throws, five of a kind as a full house,
 * every joker, the bonuses), with 1 to 8 players. Every entry, legal or a careless one (a box of
 * the other box set, a filled or a forbidden box, a fourth throw, a die set aside that changed, a
 * face 7, wrong points), is judged by the model first: the rules must take exactly what the model
 * takes, and a refused entry changes nothing. After every event the whole summary is compared
 * with the model (every box, the upper sum, the bonus, the lower sum, the bonuses of fives of a
 * kind again, the total, the turn) after every score, the turn after every throw, and what
 * every box would take then: its points and the bonus of another Yacht.
 *
 * PIPS_RANDOM_FIRST=N PIPS_RANDOM_GAMES=1 plays game N alone.
 */

#define G_LOG_DOMAIN "pips-yacht-test"

#include "config.h"

#include <string.h>

#include "pips-yacht-rules.h"
#include "pips-test-util.h"


static const char * const names[] = {
  "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hannes", NULL
};

/* The model: boxes of its own, read from the rules (../shared/rules/yacht.md), not from the code. */

typedef enum
{
  K_ONES, K_TWOS, K_THREES, K_FOURS, K_FIVES, K_SIXES,
  K_PAIR, K_TWO_PAIRS, K_THREE, K_FOUR, K_FULL, K_SMALL, K_LARGE, K_CHANCE, K_YACHT,
  N_KINDS,
} Kind;

static const char * const kind_ids[N_KINDS] = {
  "ones", "twos", "threes", "fours", "fives", "sixes", "one-pair", "two-pairs",
  "three-of-a-kind", "four-of-a-kind", "full-house", "small-straight", "large-straight",
  "chance", "yacht",
};

/* The pads, top to bottom. */
static const Kind kniffel_pad[] = {
  K_ONES, K_TWOS, K_THREES, K_FOURS, K_FIVES, K_SIXES,
  K_THREE, K_FOUR, K_FULL, K_SMALL, K_LARGE, K_YACHT, K_CHANCE,
};
static const Kind yatzy_pad[] = {
  K_ONES, K_TWOS, K_THREES, K_FOURS, K_FIVES, K_SIXES,
  K_PAIR, K_TWO_PAIRS, K_THREE, K_FOUR, K_SMALL, K_LARGE, K_FULL, K_CHANCE, K_YACHT,
};

enum { JOKER_OFF, JOKER_FREE, JOKER_FORCED };

typedef struct
{
  gboolean yatzy;
  guint    bonus;
  guint    threshold;
  guint    again;       /* 0, 50, 100 */
  int      joker;
  gboolean five_full;
  guint    throws;
  gboolean in_order;
} Rules;

typedef struct
{
  int   boxes[15];      /* -1: free */
  guint again;
  guint fives;          /* fives of a kind entered */
  guint n_scores;       /* score events */
} Sheet;

typedef struct
{
  Rules        rules;
  const Kind  *pad;
  guint        n_boxes;
  guint        n_players;
  Sheet        sheets[PIPS_YACHT_MAX_PLAYERS];
  int          current;
  guint        throws;
  guint8       dice[5];
} Model;

static gboolean
is_upper (Kind kind)
{
  return kind <= K_SIXES;
}

static void
count_dice (const guint8 *dice,
            guint        *c)
{
  memset (c, 0, 7 * sizeof (guint));
  for (guint j = 0; j < 5; j++)
    c[dice[j]]++;
}

/* The face of a five of a kind, else 0. */
static guint
five_face (const guint *c)
{
  for (guint f = 1; f <= 6; f++)
    if (c[f] == 5)
      return f;
  return 0;
}

static int
pad_index (const Model *m,
           Kind         kind)
{
  for (guint i = 0; i < m->n_boxes; i++)
    if (m->pad[i] == kind)
      return i;
  return -1;
}

/* The points of the dice in a box, by the printed rules, without a joker. */
static guint
plain_points (const Rules *r,
              Kind         kind,
              const guint *c)
{
  guint sum = 0;
  gboolean three = FALSE, two = FALSE;

  for (guint f = 1; f <= 6; f++)
    {
      sum += f * c[f];
      three |= c[f] == 3;
      two |= c[f] == 2;
    }

  switch (kind)
    {
    case K_ONES: case K_TWOS: case K_THREES: case K_FOURS: case K_FIVES: case K_SIXES:
      return (kind + 1) * c[kind + 1];
    case K_PAIR:
      for (guint f = 6; f >= 1; f--)
        if (c[f] >= 2)
          return 2 * f;
      return 0;
    case K_TWO_PAIRS:
      {
        guint first = 0;

        for (guint f = 6; f >= 1; f--)
          if (c[f] >= 2)
            {
              if (first == 0)
                first = f;
              else
                return 2 * (first + f);
            }
        return 0;
      }
    case K_THREE:
      for (guint f = 1; f <= 6; f++)
        if (c[f] >= 3)
          return r->yatzy ? 3 * f : sum;
      return 0;
    case K_FOUR:
      for (guint f = 1; f <= 6; f++)
        if (c[f] >= 4)
          return r->yatzy ? 4 * f : sum;
      return 0;
    case K_FULL:
      if ((three && two) || (r->five_full && five_face (c) != 0))
        return r->yatzy ? sum : 25;
      return 0;
    case K_SMALL:
      if (r->yatzy)
        return c[1] && c[2] && c[3] && c[4] && c[5] ? 15 : 0;
      return (c[1] && c[2] && c[3] && c[4]) || (c[2] && c[3] && c[4] && c[5])
             || (c[3] && c[4] && c[5] && c[6]) ? 30 : 0;
    case K_LARGE:
      if (r->yatzy)
        return c[2] && c[3] && c[4] && c[5] && c[6] ? 20 : 0;
      return (c[1] && c[2] && c[3] && c[4] && c[5]) || (c[2] && c[3] && c[4] && c[5] && c[6]) ? 40 : 0;
    case K_CHANCE:
      return sum;
    case K_YACHT:
      return five_face (c) != 0 ? 50 : 0;
    case N_KINDS:
    default:
      g_assert_not_reached ();
    }
}

/* A five of a kind once the Yacht box is filled, under a joker. */
static gboolean
joker_applies (const Model *m,
               const Sheet *s,
               const guint *c)
{
  return m->rules.joker != JOKER_OFF && five_face (c) != 0 && s->boxes[pad_index (m, K_YACHT)] >= 0;
}

static guint
model_points (const Model *m,
              const Sheet *s,
              guint        index,
              const guint *c)
{
  Kind kind = m->pad[index];
  guint face = five_face (c);

  /* The joker's full points once the face's upper box is filled. */
  if (joker_applies (m, s, c) && s->boxes[pad_index (m, (Kind) (face - 1))] >= 0)
    {
      if (kind == K_FULL)
        return m->rules.yatzy ? 5 * face : 25;
      if (kind == K_SMALL)
        return m->rules.yatzy ? 15 : 30;
      if (kind == K_LARGE)
        return m->rules.yatzy ? 20 : 40;
    }
  return plain_points (&m->rules, kind, c);
}

static gboolean
model_allowed (const Model *m,
               const Sheet *s,
               guint        index,
               const guint *c)
{
  if (s->boxes[index] >= 0)
    return FALSE;
  if (m->rules.in_order)
    {
      for (guint i = 0; i < index; i++)
        if (s->boxes[i] < 0)
          return FALSE;
      return TRUE;
    }
  if (m->rules.joker == JOKER_FORCED && joker_applies (m, s, c))
    {
      int upper = pad_index (m, (Kind) (five_face (c) - 1));

      if (s->boxes[upper] < 0)
        return (int) index == upper;
      if (!is_upper (m->pad[index]))
        return TRUE;
      for (guint i = 0; i < m->n_boxes; i++)
        if (s->boxes[i] < 0 && !is_upper (m->pad[i]))
          return FALSE;
      return TRUE;
    }
  return TRUE;
}

/* The bonus of a further five of a kind. */
static guint
model_again (const Model *m,
             const Sheet *s,
             const guint *c)
{
  return m->rules.again > 0 && five_face (c) != 0 && s->boxes[pad_index (m, K_YACHT)] == 50
         ? m->rules.again : 0;
}

typedef struct
{
  guint upper, bonus, needed, lower, total;
} Totals;

static void
model_totals (const Model *m,
              const Sheet *s,
              Totals      *t)
{
  memset (t, 0, sizeof *t);
  for (guint i = 0; i < m->n_boxes; i++)
    {
      if (s->boxes[i] < 0)
        continue;
      if (is_upper (m->pad[i]))
        t->upper += s->boxes[i];
      else
        t->lower += s->boxes[i];
    }
  t->bonus = t->upper >= m->rules.threshold ? m->rules.bonus : 0;
  t->needed = t->upper >= m->rules.threshold ? 0 : m->rules.threshold - t->upper;
  t->total = t->upper + t->bonus + t->lower + s->again;
}

/* Judging an entry as the printed rules do. */

typedef struct
{
  gboolean is_throw;
  guint8   dice[5];
  guint    index;
  guint    points;
} Judged;

static gboolean
int_member (JsonObject *event,
            const char *name,
            gint64     *value)
{
  JsonNode *node = json_object_get_member (event, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return TRUE;
}

static gboolean
int_element (JsonArray *array,
             guint      i,
             gint64    *value)
{
  JsonNode *node = json_array_get_element (array, i);

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return TRUE;
}

static gboolean
model_judge (const Model *m,
             JsonObject  *event,
             Judged      *out)
{
  JsonNode *type_node = json_object_get_member (event, "type");
  const Sheet *s;
  const char *type;
  gint64 player;

  if (m->current < 0 || type_node == NULL || !JSON_NODE_HOLDS_VALUE (type_node)
      || json_node_get_value_type (type_node) != G_TYPE_STRING)
    return FALSE;
  type = json_node_get_string (type_node);
  if (!int_member (event, "player", &player) || player != m->current)
    return FALSE;
  s = &m->sheets[m->current];

  if (g_str_equal (type, "throw"))
    {
      JsonNode *dice = json_object_get_member (event, "dice");
      JsonNode *kept = json_object_get_member (event, "kept");
      guint kept_mask = 0;

      out->is_throw = TRUE;
      if (m->throws >= m->rules.throws || dice == NULL || !JSON_NODE_HOLDS_ARRAY (dice)
          || json_array_get_length (json_node_get_array (dice)) != 5)
        return FALSE;
      for (guint j = 0; j < 5; j++)
        {
          gint64 face;

          if (!int_element (json_node_get_array (dice), j, &face) || face < 1 || face > 6)
            return FALSE;
          out->dice[j] = face;
        }
      if (kept != NULL)
        {
          JsonArray *places;

          if (!JSON_NODE_HOLDS_ARRAY (kept))
            return FALSE;
          places = json_node_get_array (kept);
          for (guint i = 0; i < json_array_get_length (places); i++)
            {
              gint64 place;

              if (!int_element (places, i, &place) || place < 0 || place > 4
                  || (kept_mask & (1u << place)))
                return FALSE;
              kept_mask |= 1u << place;
            }
        }
      if (m->throws == 0 && kept_mask != 0)
        return FALSE;
      /* Every die kept: nothing to throw. */
      if (kept_mask == 31)
        return FALSE;
      for (guint j = 0; j < 5; j++)
        if ((kept_mask & (1u << j)) && out->dice[j] != m->dice[j])
          return FALSE;
      return TRUE;
    }

  if (g_str_equal (type, "score"))
    {
      JsonNode *box = json_object_get_member (event, "box");
      guint c[7];
      gint64 points;
      int index = -1;

      out->is_throw = FALSE;
      if (m->throws == 0 || box == NULL || !JSON_NODE_HOLDS_VALUE (box)
          || json_node_get_value_type (box) != G_TYPE_STRING)
        return FALSE;
      for (guint i = 0; i < m->n_boxes; i++)
        if (g_str_equal (kind_ids[m->pad[i]], json_node_get_string (box)))
          index = i;
      if (index < 0)
        return FALSE;
      count_dice (m->dice, c);
      if (!model_allowed (m, s, index, c))
        return FALSE;
      out->index = index;
      out->points = model_points (m, s, index, c);
      if (json_object_has_member (event, "points"))
        {
          if (!int_member (event, "points", &points) || points < 0 || points > 1000)
            return FALSE;
          if (points != out->points && points != 0)
            return FALSE;
          out->points = points;
        }
      return TRUE;
    }

  return FALSE;
}

/* The next player with a free box after @player, or -1. */
static int
model_next (const Model *m,
            guint        player)
{
  for (guint i = 1; i <= m->n_players; i++)
    {
      guint p = (player + i) % m->n_players;

      if (m->sheets[p].n_scores < m->n_boxes)
        return p;
    }
  return -1;
}

static void
model_apply (Model        *m,
             const Judged *j)
{
  Sheet *s = &m->sheets[m->current];
  guint c[7];

  if (j->is_throw)
    {
      memcpy (m->dice, j->dice, 5);
      m->throws++;
      return;
    }

  /* Every score the rules take keeps the order: in order, the first free box; under the forced
   * joker, the face's upper box while free, then the lower section. */
  count_dice (m->dice, c);
  g_assert_true (model_allowed (m, s, j->index, c));
  if (m->rules.in_order)
    for (guint i = 0; i < j->index; i++)
      g_assert_cmpint (s->boxes[i], >=, 0);

  s->again += model_again (m, s, c);
  s->boxes[j->index] = j->points;
  s->fives += five_face (c) != 0;
  s->n_scores++;
  m->throws = 0;
  memset (m->dice, 0, 5);
  m->current = model_next (m, m->current);
}

/* Checks */

static char *
summary_text (PipsGame *game)
{
  g_autoptr(JsonObject) summary = pips_game_dup_summary (game);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), summary);

  return json_to_string (node, FALSE);
}

/* The summary says what the model holds: every box, the sums, the turn. */
static void
check_summary (PipsGame    *game,
               const Model *m)
{
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  g_autoptr(JsonObject) summary = pips_game_dup_summary (game);
  JsonArray *players = json_object_get_array_member (summary, "players");
  JsonNode *turn = json_object_get_member (summary, "turn");

  g_assert_cmpuint (json_array_get_length (players), ==, m->n_players);
  for (guint p = 0; p < m->n_players; p++)
    {
      JsonObject *column = json_array_get_object_element (players, p);
      JsonObject *sheet = json_object_get_object_member (column, "sheet");
      const Sheet *s = &m->sheets[p];
      Totals t;

      g_assert_cmpstr (json_object_get_string_member (column, "player"), ==, names[p]);
      g_assert_cmpuint (json_object_get_size (sheet), ==, m->n_boxes);
      for (guint i = 0; i < m->n_boxes; i++)
        {
          JsonNode *node = json_object_get_member (sheet, kind_ids[m->pad[i]]);

          g_assert_nonnull (node);
          if (s->boxes[i] < 0)
            g_assert_true (JSON_NODE_HOLDS_NULL (node));
          else
            g_assert_cmpint (json_node_get_int (node), ==, s->boxes[i]);
          g_assert_cmpint (pips_yacht_game_get_box_points (yacht, p, i), ==, s->boxes[i]);
        }

      model_totals (m, s, &t);
      g_assert_cmpint (json_object_get_int_member (column, "upper"), ==, t.upper);
      g_assert_cmpint (json_object_get_int_member (column, "bonus"), ==, t.bonus);
      g_assert_cmpint (json_object_get_int_member (column, "bonus_needed"), ==, t.needed);
      g_assert_cmpint (json_object_get_int_member (column, "lower"), ==, t.lower);
      g_assert_cmpint (json_object_get_int_member (column, "yacht_bonus"), ==, s->again);
      g_assert_cmpint (json_object_get_int_member (column, "total"), ==, t.total);
      g_assert_cmpuint (pips_yacht_game_get_total (yacht, p), ==, t.total);
      g_assert_cmpuint (pips_yacht_game_get_n_filled (yacht, p), ==, s->n_scores);
    }

  g_assert_cmpint (pips_yacht_game_get_current (yacht), ==, m->current);
  g_assert_cmpint (pips_game_is_over (game), ==, m->current < 0);
  if (m->current < 0)
    {
      g_assert_true (JSON_NODE_HOLDS_NULL (turn));
      return;
    }

  {
    JsonObject *t = json_node_get_object (turn);
    JsonNode *dice = json_object_get_member (t, "dice");

    g_assert_cmpint (json_object_get_int_member (t, "player"), ==, m->current);
    g_assert_cmpint (json_object_get_int_member (t, "throws"), ==, m->throws);
    if (m->throws == 0)
      g_assert_true (JSON_NODE_HOLDS_NULL (dice));
    else
      for (guint j = 0; j < 5; j++)
        g_assert_cmpint (json_array_get_int_element (json_node_get_array (dice), j), ==, m->dice[j]);
  }
  g_assert_cmpuint (pips_game_get_round (game), ==, m->sheets[m->current].n_scores + 1);
  g_assert_cmpuint (pips_yacht_game_get_throws_left (yacht), ==, m->rules.throws - m->throws);
}

/* After a throw, cheaply: the turn as the getters tell it (the summary is compared after every
 * score, when the sheets change). */
static void
check_turn (PipsGame    *game,
            const Model *m)
{
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  guint8 dice[5];

  g_assert_cmpint (pips_yacht_game_get_current (yacht), ==, m->current);
  g_assert_cmpuint (pips_yacht_game_get_throws (yacht), ==, m->throws);
  pips_yacht_game_get_dice (yacht, dice);
  g_assert_cmpmem (dice, 5, m->dice, 5);
  g_assert_cmpuint (pips_yacht_game_get_throws_left (yacht), ==, m->rules.throws - m->throws);
  g_assert_cmpint (pips_yacht_game_can_throw (yacht), ==, m->throws < m->rules.throws);
  g_assert_true (pips_yacht_game_can_score (yacht));
  g_assert_cmpuint (pips_game_get_round (game), ==, m->sheets[m->current].n_scores + 1);
}

/* After a throw: what every box would take, its bonus, and whether the dice fit it; with @full,
 * also the error of each box refused and pips_yacht_game_box_fits(). */
static void
check_boxes (PipsGame    *game,
             const Model *m,
             gboolean     full)
{
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  const Sheet *s = &m->sheets[m->current];
  guint c[7];

  count_dice (m->dice, c);
  for (guint i = 0; i < m->n_boxes; i++)
    {
      gboolean allowed = model_allowed (m, s, i, c);
      guint points = G_MAXUINT, again = G_MAXUINT;
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (pips_yacht_game_check_box (yacht, i, &points, &again, full ? &error : NULL), ==, allowed);
      if (allowed)
        {
          g_assert_no_error (error);
          g_assert_cmpuint (points, ==, model_points (m, s, i, c));
          g_assert_cmpuint (again, ==, model_again (m, s, c));
        }
      else if (full)
        g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_RULE);
      if (full)
        g_assert_cmpint (pips_yacht_game_box_fits (yacht, i), ==, allowed && model_points (m, s, i, c) > 0);
    }
}

/* Best first; ranks count the totals above; the value is the total. */
static void
check_standings (PipsGame    *game,
                 const Model *m)
{
  g_autoptr(GListModel) standings = pips_game_dup_standings (game);
  guint totals[PIPS_YACHT_MAX_PLAYERS];
  guint seen = 0;

  for (guint p = 0; p < m->n_players; p++)
    {
      Totals t;

      model_totals (m, &m->sheets[p], &t);
      totals[p] = t.total;
    }

  g_assert_cmpuint (g_list_model_get_n_items (standings), ==, m->n_players);
  for (guint i = 0; i < m->n_players; i++)
    {
      g_autoptr(PipsStanding) s = g_list_model_get_item (standings, i);
      guint player = pips_standing_get_player (s);
      guint above = 0;

      g_assert_cmpuint (player, <, m->n_players);
      g_assert_false (seen & (1u << player));
      seen |= 1u << player;
      for (guint q = 0; q < m->n_players; q++)
        above += totals[q] > totals[player];
      g_assert_cmpuint (pips_standing_get_rank (s), ==, above + 1);
      g_assert_cmpint (pips_standing_get_value (s), ==, totals[player]);
      if (i > 0)
        {
          g_autoptr(PipsStanding) previous = g_list_model_get_item (standings, i - 1);

          g_assert_cmpint (pips_standing_get_value (s), <=, pips_standing_get_value (previous));
        }
    }
}

/* A copy, and the state copied into a game made alike, are the same game: now and after the next
 * events. */
static void
check_copies (PipsGame    *game,
              PipsGame    *blank,
              JsonObject  *next)
{
  g_autoptr(PipsGame) copy = pips_game_copy (game);
  g_autofree char *text = summary_text (game);
  g_autofree char *copied = summary_text (copy);
  g_autofree char *into = NULL;

  g_assert_cmpstr (copied, ==, text);
  pips_game_copy_state (blank, game);
  into = summary_text (blank);
  g_assert_cmpstr (into, ==, text);
  g_assert_cmpuint (pips_game_get_round (copy), ==, pips_game_get_round (game));

  if (next != NULL)
    {
      g_autofree char *after = NULL, *copy_after = NULL;

      /* The copy moves on alone: the original does not follow. */
      g_assert_true (pips_game_apply (copy, next, NULL));
      after = summary_text (game);
      g_assert_cmpstr (after, ==, text);
      copy_after = summary_text (copy);
      g_assert_cmpstr (copy_after, !=, text);
    }
}

/* Events */

static void
set_dice (JsonObject   *event,
          const guint8 *dice)
{
  JsonArray *array = json_array_new ();

  for (guint j = 0; j < 5; j++)
    json_array_add_int_element (array, dice[j]);
  json_object_set_array_member (event, "dice", array);
}

static void
set_kept (JsonObject *event,
          guint       kept)
{
  JsonArray *array = json_array_new ();

  for (guint j = 0; j < 5; j++)
    if (kept & (1u << j))
      json_array_add_int_element (array, j);
  json_object_set_array_member (event, "kept", array);
}

static JsonObject *
new_event (const char *type,
           int         player)
{
  JsonObject *event = json_object_new ();

  json_object_set_string_member (event, "type", type);
  json_object_set_int_member (event, "player", player);
  return event;
}

/* A throw of the player to act, the dice in @kept set aside (none on a first throw); with
 * @lucky, the dice thrown all show one face, that of the first die kept. */
static JsonObject *
throw_event (const Model *m,
             GRand       *rand,
             guint        kept,
             gboolean     lucky)
{
  JsonObject *event = new_event ("throw", MAX (m->current, 0));
  guint8 dice[5];
  guint8 face = g_rand_int_range (rand, 1, 7);

  if (m->throws == 0)
    kept = 0;
  for (guint j = 0; j < 5; j++)
    if (kept & (1u << j))
      {
        face = m->dice[j];
        break;
      }
  for (guint j = 0; j < 5; j++)
    dice[j] = (kept & (1u << j)) ? m->dice[j] : lucky ? face : g_rand_int_range (rand, 1, 7);
  set_dice (event, dice);
  if (kept != 0)
    set_kept (event, kept);
  return event;
}

typedef struct
{
  double rethrow;   /* chance to throw again while a throw is left */
  double greedy;    /* chance to score the box with the most points */
  double strike;    /* chance to cross a box out */
  double fuzz;      /* chance of a careless entry first */
  double builder;   /* chance to enter through the game's builders */
  double lucky;     /* chance that the dice thrown all show one face (the table types any dice) */
} Style;

/* A legal entry of the player to act, chosen with the model. */
static JsonObject *
random_event (PipsGame    *game,
              const Model *m,
              GRand       *rand,
              PipsRoller  *roller,
              const Style *style)
{
  PipsYachtGame *yacht = PIPS_YACHT_GAME (game);
  const Sheet *s = &m->sheets[m->current];
  guint allowed[15], n_allowed = 0, best = 0, index;
  guint c[7];
  JsonObject *event;
  gboolean by_builder = g_rand_double (rand) < style->builder;

  /* Now and then the game's own random entry. */
  if (g_rand_int_range (rand, 0, 20) == 0)
    return pips_game_build_random_event (game, roller);

  if (m->throws == 0 || (m->throws < m->rules.throws && g_rand_double (rand) < style->rethrow))
    {
      /* Any dice set aside but all five: that throws nothing, and is refused. */
      guint kept = g_rand_int_range (rand, 0, 31);

      /* Mostly the dice a table keeps: those showing the face shown most. */
      if (m->throws > 0 && g_rand_boolean (rand))
        {
          guint most = 1;

          count_dice (m->dice, c);
          for (guint f = 1; f <= 6; f++)
            if (c[f] > c[most])
              most = f;
          kept = 0;
          for (guint j = 0; j < 5; j++)
            if (m->dice[j] == most)
              kept |= 1u << j;
          if (kept == 31)
            kept = 0;
        }
      if (by_builder)
        return pips_yacht_game_build_roll (yacht, roller, kept);
      return throw_event (m, rand, kept, g_rand_double (rand) < style->lucky);
    }

  count_dice (m->dice, c);
  for (guint i = 0; i < m->n_boxes; i++)
    if (model_allowed (m, s, i, c))
      {
        if (n_allowed == 0 || model_points (m, s, i, c) > model_points (m, s, allowed[best], c))
          best = n_allowed;
        allowed[n_allowed++] = i;
      }
  g_assert_cmpuint (n_allowed, >, 0);
  index = allowed[g_rand_double (rand) < style->greedy ? best : (guint) g_rand_int_range (rand, 0, n_allowed)];

  if (by_builder)
    return pips_yacht_game_build_score (yacht, index, g_rand_double (rand) < style->strike);

  event = new_event ("score", m->current);
  json_object_set_string_member (event, "box", kind_ids[m->pad[index]]);
  if (g_rand_double (rand) < style->strike)
    json_object_set_int_member (event, "points", 0);
  else if (g_rand_boolean (rand))
    json_object_set_int_member (event, "points", model_points (m, s, index, c));
  return event;
}

/* An entry a careless hand or a damaged file could make. */
static JsonObject *
fuzz_event (const Model *m,
            GRand       *rand)
{
  JsonObject *event;
  JsonArray *dice;

  switch (g_rand_int_range (rand, 0, 9))
    {
    case 0:
      /* Any box of either pad, with the points, 0, wrong points or none. */
      event = new_event ("score", m->current);
      json_object_set_string_member (event, "box",
                                     g_rand_int_range (rand, 0, 16) == 0 ? "jackpot"
                                     : kind_ids[g_rand_int_range (rand, 0, N_KINDS)]);
      switch (g_rand_int_range (rand, 0, 4))
        {
        case 0:
          json_object_set_int_member (event, "points", 0);
          break;
        case 1:
          json_object_set_int_member (event, "points", g_rand_int_range (rand, -1, 60));
          break;
        case 2:
          {
            /* The right points where the box is allowed, else those of the box alone. */
            guint c[7];
            int index = -1;

            count_dice (m->dice, c);
            for (guint i = 0; i < m->n_boxes; i++)
              if (g_str_equal (kind_ids[m->pad[i]], json_object_get_string_member (event, "box")))
                index = i;
            if (index >= 0 && m->throws > 0)
              json_object_set_int_member (event, "points",
                                          model_points (m, &m->sheets[m->current], index, c)
                                          + g_rand_int_range (rand, 0, 2));
          }
          break;
        default:
          break;
        }
      return event;

    case 1:
      /* A throw, whatever the throws made: a fourth throw, or a kept die on a first throw. */
      event = throw_event (m, rand, g_rand_int_range (rand, 0, 32), FALSE);
      if (m->throws == 0 && g_rand_boolean (rand))
        set_kept (event, 1u << g_rand_int_range (rand, 0, 5));
      return event;

    case 2:
      /* A die set aside that changed. */
      {
        guint8 faces[5];
        guint place = g_rand_int_range (rand, 0, 5);

        event = throw_event (m, rand, 0, FALSE);
        for (guint j = 0; j < 5; j++)
          faces[j] = m->throws > 0 ? m->dice[j] : g_rand_int_range (rand, 1, 7);
        faces[place] = 1 + faces[place] % 6;
        set_dice (event, faces);
        set_kept (event, (1u << place) | g_rand_int_range (rand, 0, 32));
        return event;
      }

    case 3:
      /* No face 0 or 7; five dice, not four or six. */
      event = throw_event (m, rand, 0, FALSE);
      dice = json_object_get_array_member (event, "dice");
      switch (g_rand_int_range (rand, 0, 4))
        {
        case 0:
          json_array_remove_element (dice, 0);
          json_array_add_int_element (dice, g_rand_boolean (rand) ? 7 : 0);
          break;
        case 1:
          json_array_remove_element (dice, 2);
          break;
        case 2:
          json_array_add_int_element (dice, 3);
          break;
        default:
          json_array_remove_element (dice, 4);
          json_array_add_string_element (dice, "6");
          break;
        }
      return event;

    case 4:
      /* A place kept twice, or a place that is not one. */
      event = throw_event (m, rand, 0, FALSE);
      {
        JsonArray *kept = json_array_new ();
        guint place = g_rand_int_range (rand, 0, 5);

        json_array_add_int_element (kept, place);
        json_array_add_int_element (kept, g_rand_boolean (rand) ? place : 5);
        json_object_set_array_member (event, "kept", kept);
      }
      return event;

    case 5:
      /* Out of turn. */
      event = g_rand_boolean (rand) ? throw_event (m, rand, 0, FALSE) : new_event ("score", 0);
      json_object_set_int_member (event, "player", g_rand_int_range (rand, -1, m->n_players + 1));
      if (!json_object_has_member (event, "box"))
        return event;
      json_object_set_string_member (event, "box", "chance");
      return event;

    case 6:
      event = new_event (g_rand_boolean (rand) ? "roll" : "rethrow", m->current);
      set_dice (event, (const guint8 *) "\1\2\3\4\5");
      return event;

    case 7:
      /* The box with the most points, given the points of another box. */
      event = new_event ("score", m->current);
      json_object_set_string_member (event, "box", kind_ids[m->pad[g_rand_int_range (rand, 0, m->n_boxes)]]);
      json_object_set_int_member (event, "points", (gint64[]) { 25, 30, 40, 50, 15, 20 }[g_rand_int_range (rand, 0, 6)]);
      return event;

    default:
      /* A legal-looking entry of the other kind: a score before the throw, a throw after the
       * last. */
      if (m->throws == 0)
        {
          event = new_event ("score", m->current);
          json_object_set_string_member (event, "box", kind_ids[m->pad[g_rand_int_range (rand, 0, m->n_boxes)]]);
        }
      else
        event = throw_event (m, rand, g_rand_int_range (rand, 0, 32), FALSE);
      return event;
    }
}

/* Games */

typedef struct
{
  guint n_events;
  guint n_refused;
  guint n_fuzz_taken;
  guint n_strikes;
  guint n_jokers;       /* fives of a kind entered once the Yacht box was filled */
  guint n_again;        /* bonuses of fives of a kind again */
  guint n_bonus;        /* upper bonuses reached */
  guint n_presets[4];   /* Kniffel, Yahtzee, Yatzy, mixed */
  guint n_copy_checks;
} Counts;

static void
random_options (GRand      *rand,
                JsonObject *options,
                Rules      *r,
                Counts     *counts)
{
  static const char * const agains[] = { "none", "50", "100" };
  static const char * const jokers[] = { "off", "free", "forced" };
  guint preset = g_rand_int_range (rand, 0, 3);

  *r = (Rules) { FALSE, 35, 63, 0, JOKER_OFF, FALSE, 3, FALSE };
  if (preset == 1)
    {
      json_object_set_string_member (options, "five-again", "100");
      json_object_set_string_member (options, "joker", "forced");
      r->again = 100;
      r->joker = JOKER_FORCED;
    }
  else if (preset == 2)
    {
      json_object_set_string_member (options, "boxes", "yatzy");
      json_object_set_int_member (options, "bonus-points", 50);
      r->yatzy = TRUE;
      r->bonus = 50;
    }

  /* Two games in five change the preset's options. */
  if (g_rand_int_range (rand, 0, 5) < 2)
    {
      guint again = g_rand_int_range (rand, 0, 3);
      guint joker = g_rand_int_range (rand, 0, 3);

      preset = 3;
      r->in_order = g_rand_int_range (rand, 0, 4) == 0;
      r->throws = g_rand_int_range (rand, 1, 4);
      r->five_full = g_rand_boolean (rand);
      r->again = (guint[]) { 0, 50, 100 }[again];
      r->joker = joker;
      json_object_set_boolean_member (options, "in-order", r->in_order);
      json_object_set_int_member (options, "throws", r->throws);
      json_object_set_boolean_member (options, "five-full-house", r->five_full);
      json_object_set_string_member (options, "five-again", agains[again]);
      json_object_set_string_member (options, "joker", jokers[joker]);
      if (g_rand_int_range (rand, 0, 4) == 0)
        {
          r->bonus = g_rand_int_range (rand, 0, 101);
          r->threshold = g_rand_int_range (rand, 1, 106);
          json_object_set_int_member (options, "bonus-points", r->bonus);
          json_object_set_int_member (options, "bonus-threshold", r->threshold);
        }
    }
  counts->n_presets[preset]++;
}

static void
play_game (guint32  seed,
           gboolean check_every_copy,
           Counts  *counts)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  g_autoptr(JsonObject) options = pips_game_info_default_options (&pips_yacht_game_info);
  g_autoptr(PipsGame) game = NULL;
  g_autoptr(PipsGame) blank = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) records = NULL;
  const char *players[PIPS_YACHT_MAX_PLAYERS + 1] = { NULL, };
  Model m = { 0, };
  Style style;
  guint n_events = 0, copy_at;

  m.n_players = g_rand_int_range (rand, 0, 10) == 0 ? g_rand_int_range (rand, 5, 9)
                                                   : g_rand_int_range (rand, 1, 5);
  for (guint p = 0; p < m.n_players; p++)
    players[p] = names[p];
  random_options (rand, options, &m.rules, counts);
  m.pad = m.rules.yatzy ? yatzy_pad : kniffel_pad;
  m.n_boxes = m.rules.yatzy ? G_N_ELEMENTS (yatzy_pad) : G_N_ELEMENTS (kniffel_pad);
  for (guint p = 0; p < m.n_players; p++)
    for (guint i = 0; i < 15; i++)
      m.sheets[p].boxes[i] = -1;

  g_assert_true (pips_game_info_check_options (&pips_yacht_game_info, options, &error));
  g_assert_no_error (error);
  game = pips_game_new (&pips_yacht_game_info, players, options);
  blank = pips_game_new (&pips_yacht_game_info, players, options);
  g_assert_cmpuint (pips_game_get_n_rounds (game), ==, m.n_boxes);
  check_summary (game, &m);

  style.rethrow = g_rand_double_range (rand, 0.0, 0.9);
  style.greedy = g_rand_double (rand);
  style.strike = g_rand_double_range (rand, 0.0, 0.15);
  style.fuzz = g_rand_double_range (rand, 0.0, 0.2);
  style.builder = g_rand_double_range (rand, 0.0, 0.5);
  style.lucky = g_rand_boolean (rand) ? g_rand_double_range (rand, 0.0, 0.3) : 0.0;
  copy_at = g_rand_int_range (rand, 0, m.n_players * m.n_boxes * 2);

  while (m.current >= 0)
    {
      g_autoptr(JsonObject) event = NULL;
      gboolean fuzz = g_rand_double (rand) < style.fuzz;
      gboolean legal, taken;
      Judged judged;

      if (fuzz)
        event = fuzz_event (&m, rand);
      else
        event = random_event (game, &m, rand, roller, &style);
      g_assert_nonnull (event);

      legal = model_judge (&m, event, &judged);
      if (fuzz)
        {
          g_autofree char *before = summary_text (game);
          g_autoptr(GError) refused = NULL;

          taken = pips_game_apply (game, event, &refused);
          if (taken != legal)
            {
              g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), event);
              g_autofree char *json = json_to_string (node, FALSE);

              g_error ("game %u, event %u: %s %s by the rules (%s), %s by the model", seed,
                       n_events + 1, json, taken ? "taken" : "refused",
                       refused != NULL ? refused->message : "", legal ? "taken" : "refused");
            }
          if (!taken)
            {
              g_autofree char *after = summary_text (game);

              g_assert_nonnull (refused);
              g_assert_cmpstr (after, ==, before);
              counts->n_refused++;
              continue;
            }
          counts->n_fuzz_taken++;
        }
      else
        {
          if (!legal)
            {
              g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), event);
              g_autofree char *json = json_to_string (node, FALSE);

              g_error ("game %u, event %u: the model refuses %s", seed, n_events + 1, json);
            }
          if (check_every_copy || n_events == copy_at)
            {
              check_copies (game, blank, event);
              counts->n_copy_checks++;
            }
          if (!pips_game_apply (game, event, &error))
            g_error ("game %u, event %u: %s", seed, n_events + 1, error->message);
        }

      if (!judged.is_throw)
        {
          guint c[7];
          const Sheet *s = &m.sheets[m.current];

          count_dice (m.dice, c);
          counts->n_strikes += judged.points == 0 && model_points (&m, s, judged.index, c) > 0;
          counts->n_jokers += five_face (c) != 0 && s->boxes[pad_index (&m, K_YACHT)] >= 0;
          counts->n_again += model_again (&m, s, c) > 0;
        }
      model_apply (&m, &judged);
      n_events++;

      if (judged.is_throw)
        {
          check_turn (game, &m);
          check_boxes (game, &m, (seed + n_events) % 4 == 0);
        }
      else
        {
          check_summary (game, &m);
          check_standings (game, &m);
        }
      g_assert_cmpuint (n_events, <=, m.n_players * m.n_boxes * (m.rules.throws + 1));
    }

  /* Every box filled after exactly one turn a box for each player. */
  g_assert_true (pips_game_is_over (game));
  for (guint p = 0; p < m.n_players; p++)
    {
      Totals t;

      g_assert_cmpuint (m.sheets[p].n_scores, ==, m.n_boxes);
      for (guint i = 0; i < m.n_boxes; i++)
        g_assert_cmpint (pips_yacht_game_get_box_points (PIPS_YACHT_GAME (game), p, i), >=, 0);
      model_totals (&m, &m.sheets[p], &t);
      counts->n_bonus += t.bonus > 0;
    }
  g_assert_cmpuint (pips_game_get_round (game), ==, m.n_boxes);

  /* The records: the totals, the fives of a kind, the bonus reached. */
  records = pips_game_dup_records (game);
  g_assert_cmpuint (records->len, ==, 3);
  for (guint p = 0; p < m.n_players; p++)
    {
      Totals t;
      gint64 value;

      model_totals (&m, &m.sheets[p], &t);
      g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 0), p, &value));
      g_assert_cmpint (value, ==, t.total);
      g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 1), p, &value));
      g_assert_cmpint (value, ==, m.sheets[p].fives);
      g_assert_true (pips_record_get_value (&g_array_index (records, PipsRecord, 2), p, &value));
      g_assert_cmpint (value, ==, t.upper >= m.rules.threshold);
    }

  /* Nothing after the end. */
  {
    g_autoptr(JsonObject) late = new_event ("throw", 0);
    g_autoptr(GError) over = NULL;

    set_dice (late, (const guint8 *) "\1\2\3\4\5");
    g_assert_false (pips_game_apply (game, late, &over));
    g_assert_error (over, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER);
  }
  check_copies (game, blank, NULL);

  counts->n_events += n_events;
}


/* The games are independent: workers take the next seed until all are played. Each game depends
 * only on its seed. */
typedef struct
{
  guint  first;
  guint  end;
  guint  next;     /* atomic */
  GMutex lock;
  Counts counts;
} Run;

static gpointer
worker (gpointer data)
{
  Run *run = data;
  Counts counts = { 0, };
  guint seed;

  while ((seed = run->first + (guint) g_atomic_int_add ((int *) &run->next, 1)) < run->end)
    {
      pips_test_random_seed (seed);
      play_game (seed, seed % 100 == 0 || g_test_thorough (), &counts);
    }

  g_mutex_lock (&run->lock);
  run->counts.n_events += counts.n_events;
  run->counts.n_refused += counts.n_refused;
  run->counts.n_fuzz_taken += counts.n_fuzz_taken;
  run->counts.n_strikes += counts.n_strikes;
  run->counts.n_jokers += counts.n_jokers;
  run->counts.n_again += counts.n_again;
  run->counts.n_bonus += counts.n_bonus;
  run->counts.n_copy_checks += counts.n_copy_checks;
  for (guint i = 0; i < 4; i++)
    run->counts.n_presets[i] += counts.n_presets[i];
  g_mutex_unlock (&run->lock);

  return NULL;
}

static void
test_random_games (void)
{
  guint n_games = pips_test_random_games ();
  guint n_workers = pips_test_random_threads (n_games);
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  gint64 start = g_get_monotonic_time ();
  Run run = { 0, };

  run.first = pips_test_random_first ();
  run.end = run.first + n_games;
  g_mutex_init (&run.lock);

  for (guint i = 0; i < n_workers; i++)
    g_ptr_array_add (threads, g_thread_new ("yacht-random", worker, &run));
  for (guint i = 0; i < n_workers; i++)
    g_thread_join (g_ptr_array_index (threads, i));
  g_mutex_clear (&run.lock);

  g_test_message ("%u games (Kniffel %u, Yahtzee %u, Yatzy %u, mixed %u), %u events, %u refused "
                  "entries, %u careless entries taken, %u boxes crossed out, %u fives of a kind "
                  "after the Yacht box, %u bonuses of another Yacht, %u upper bonuses, %u copy "
                  "checks, %u threads, %.2f s",
                  n_games, run.counts.n_presets[0], run.counts.n_presets[1], run.counts.n_presets[2],
                  run.counts.n_presets[3], run.counts.n_events, run.counts.n_refused,
                  run.counts.n_fuzz_taken, run.counts.n_strikes, run.counts.n_jokers,
                  run.counts.n_again, run.counts.n_bonus, run.counts.n_copy_checks, n_workers,
                  (g_get_monotonic_time () - start) / 1e6);

  /* The random tables reach every corner. */
  if (n_games >= 1000)
    {
      g_assert_cmpuint (run.counts.n_refused, >, 1000);
      g_assert_cmpuint (run.counts.n_fuzz_taken, >, 100);
      g_assert_cmpuint (run.counts.n_strikes, >, 1000);
      g_assert_cmpuint (run.counts.n_jokers, >, 100);
      g_assert_cmpuint (run.counts.n_again, >, 10);
      g_assert_cmpuint (run.counts.n_bonus, >, 10);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/yacht/random/games", test_random_games);

  return g_test_run ();
}
