/* pips-chili-rules.c — the rules of Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of the German sheet (Amigo, 2020; "Spicy Dice" in English) with the decisions of the
 * project's rules file; the events are documented in docs/session-format.md ("Chili Dice events").
 * This file has the registry entry, the game and its state, and reads and applies the events;
 * pips-chili-rules-private.h says where the rest is.
 */

#define G_LOG_DOMAIN "pips-chili"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-chili-rules-private.h"

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

const PipsGameInfo pips_chili_game_info = {
  .id = "chili",
  .name = N_("Chili Dice"),
  .summary = N_("Six dice, red faces and peppers: 30 throws to fill ten fields"),
  .icon_name = "pips-chili-symbolic",
  .min_players = 1,
  .max_players = 8,
  .dice = {
    .n_dice = PIPS_CHILI_N_DICE,
    .n_faces = 6,
  },
  .options = chili_options,
  .n_options = G_N_ELEMENTS (chili_options),
  .get_type = pips_chili_game_get_type,
};

/* The game */

G_DEFINE_FINAL_TYPE (PipsChiliGame, pips_chili_game, PIPS_TYPE_GAME)

static void
clear_turn (PipsChiliGame *self)
{
  self->has_thrown = FALSE;
  self->throws_this_turn = 0;
  memset (self->faces, 0, sizeof self->faces);
  memset (self->red, 0, sizeof self->red);
  memset (self->thrown, 0, sizeof self->thrown);
  memset (self->die_of, 0, sizeof self->die_of);
}

/* The places that show a red face now are known to be the dice of those numbers. */
static void
learn_dice (PipsChiliGame *self)
{
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (self->red[i])
        self->die_of[i] = self->faces[i];
    }
}

/* Whether any player has thrown in this game. */
gboolean
_pips_chili_game_anyone_threw (PipsChiliGame *self)
{
  for (guint p = 0; p < self->n_players; p++)
    if (self->columns[p].throws_used > 0)
      return TRUE;

  return FALSE;
}

/* Checks @faces and @red against the dice known this turn: a place that has shown a red k is
 * the die k until the turn ends, so no other place shows a red k, and that place shows its k
 * only as red and no other red face. A face 0 is not typed yet. With @wrong, every die that
 * breaks it is marked and the first rule broken goes into @error. */
static gboolean
check_dice_known (PipsChiliGame  *self,
                  const guint8   *faces,
                  const gboolean *red,
                  gboolean       *wrong,
                  GError        **error)
{
  gboolean ok = TRUE;

#define BROKEN(die, ...) \
  G_STMT_START { \
    if (ok) \
      _pips_chili_set_rule_error (error, __VA_ARGS__); \
    ok = FALSE; \
    if (wrong == NULL) \
      return FALSE; \
    wrong[die] = TRUE; \
  } G_STMT_END

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      guint known = self->die_of[i];

      if (faces[i] == 0)
        continue;

      if (known != 0 && red[i] && faces[i] != known)
        /* Translators: the first %u is a die's place (1 to 6), the others numbers 1 to 6, e.g.
         * "Die 1 showed a red 5 this turn: it is the die with the red 5, and its 3 is white" */
        BROKEN (i, _("Die %u showed a red %u this turn: it is the die with the red %u, and its %u is white"),
                i + 1, known, known, faces[i]);

      if (known != 0 && !red[i] && faces[i] == known)
        /* Translators: the first %u is a die's place (1 to 6), the others numbers 1 to 6 */
        BROKEN (i, _("Die %u showed a red %u this turn: its %u is red"), i + 1, known, known);

      if (!red[i])
        continue;

      for (guint j = 0; j < PIPS_CHILI_N_DICE; j++)
        {
          if (j != i && self->die_of[j] == faces[i])
            /* Translators: the first %u is a number 1 to 6, the others dice's places (1 to 6) */
            BROKEN (i, _("The die with the red %u is die %u this turn: die %u cannot show a red %u"),
                    faces[i], j + 1, i + 1, faces[i]);
        }
    }

#undef BROKEN

  return ok;
}

gboolean
_pips_chili_game_check_dice_known (PipsChiliGame  *self,
                                   const guint8   *faces,
                                   const gboolean *red,
                                   GError        **error)
{
  return check_dice_known (self, faces, red, NULL, error);
}

/**
 * pips_chili_game_check_typed_dice:
 * @faces: (array fixed-size=6): the faces as typed so far, 0 where none is typed yet
 * @red: (array fixed-size=6): which of them are typed red
 * @wrong: (out caller-allocates) (array fixed-size=6): set for every die that breaks a rule
 * @error: where to put the first rule broken, in the players' words
 *
 * Judges dice while they are typed, before they are entered: two red 4s are both marked at once,
 * so is a die that showed a red face earlier this turn and now shows another. The rules that
 * need all six dice are judged once the six are typed.
 *
 * Returns: whether the dice typed so far can lie on the table
 */
gboolean
pips_chili_game_check_typed_dice (PipsChiliGame  *self,
                                  const guint8   *faces,
                                  const gboolean *red,
                                  gboolean       *wrong,
                                  GError        **error)
{
  gboolean ok;

  g_return_val_if_fail (PIPS_IS_CHILI_GAME (self), FALSE);
  g_return_val_if_fail (faces != NULL && red != NULL && wrong != NULL, FALSE);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    wrong[i] = FALSE;

  ok = _pips_chili_check_dice_marking (faces, red, TRUE, wrong, error);
  /* The first rule broken is the one told. */
  if (!check_dice_known (self, faces, red, wrong, ok ? error : NULL))
    ok = FALSE;

  return ok;
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
  self->columns = g_new0 (PipsChiliColumn, MAX (self->n_players, 1));
  self->current = self->n_players > 0 ? 0 : -1;
  self->last_round = 0;

  clear_turn (self);
}

/* Reading events */

/* Reads an array of faces into @faces (at most PIPS_CHILI_N_DICE of them) and returns their
 * number in @n_faces, which may be larger. */
gboolean
_pips_chili_read_faces (JsonObject  *event,
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
        return _pips_chili_set_face_error (error, face);

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
    return _pips_chili_set_face_error (error, *face);

  return TRUE;
}

/* Reads an array of dice positions (0–5, each at most once). With @order, the positions are also
 * returned in the order given. */
gboolean
_pips_chili_read_positions (JsonObject  *event,
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
      *scoring = _pips_chili_field_own_scoring (field);
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
      PipsChiliReading r;

      _pips_chili_read_dice (faces, red, &r);
      if (r.hot)
        *scoring = PIPS_CHILI_SCORING_HOT_PEPPER;
      else if (r.six_of >= 4)
        *scoring = PIPS_CHILI_SCORING_BIG_PEPPER;
      else if (r.six_of >= 1)
        *scoring = PIPS_CHILI_SCORING_LITTLE_PEPPER;
      else
        return _pips_chili_set_rule_error (error, _("The dice do not show a Pepper (six of a kind, or six red faces)"));
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
gboolean
_pips_chili_game_resolve_score (PipsChiliGame     *self,
                                JsonObject        *event,
                                guint              player,
                                PipsChiliField    *field,
                                PipsChiliScoring  *scoring,
                                guint             *points,
                                GError           **error)
{
  const char *id;

  if (!self->has_thrown)
    return _pips_chili_set_rule_error (error, _("Throw the dice before you score"));

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
    return _pips_chili_set_rule_error (error, _("%s is filled already: choose a free field"),
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
    return _pips_chili_set_rule_error (error, _("All six dice are thrown already: rethrow some, turn a red die or score"));

  if (_pips_chili_game_throws_left (self, player) == 0)
    /* Translators: %s is a player's name */
    return _pips_chili_set_rule_error (error, _("%s has no throws left"),
                                       pips_game_get_player_name (PIPS_GAME (self), player));

  if (!_pips_chili_read_faces (event, "faces", faces, &n_faces, error))
    return FALSE;

  if (n_faces != PIPS_CHILI_N_DICE)
    return _pips_chili_set_rule_error (error, g_dngettext (GETTEXT_PACKAGE,
                                                           "The first throw is all six dice, not %u die",
                                                           "The first throw is all six dice, not %u dice",
                                                           n_faces),
                                       n_faces);

  if (!_pips_chili_read_positions (event, "red", TRUE, red, NULL, &n_red, error) ||
      !pips_chili_check_dice (faces, red, error))
    return FALSE;

  memcpy (self->faces, faces, sizeof faces);
  memcpy (self->red, red, sizeof red);
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    self->thrown[i] = TRUE;
  learn_dice (self);
  self->has_thrown = TRUE;
  self->throws_this_turn = 1;
  self->columns[player].throws_used++;

  return TRUE;
}

/* Works out the dice after a rethrow, without changing the state. */
gboolean
_pips_chili_game_resolve_rethrow (PipsChiliGame  *self,
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
    return _pips_chili_set_rule_error (error, _("Throw all six dice first"));

  if (_pips_chili_game_throws_left (self, player) == 0)
    /* Translators: %s is a player's name */
    return _pips_chili_set_rule_error (error, _("%s has no throws left and must score this throw"),
                                       pips_game_get_player_name (PIPS_GAME (self), player));

  if (!_pips_chili_read_positions (event, "dice", FALSE, rethrown, order, n_rethrown, error))
    return FALSE;

  if (*n_rethrown == 0)
    return _pips_chili_set_rule_error (error, _("Choose at least one die to rethrow"));

  if (!_pips_chili_read_faces (event, "faces", new_faces, &n_faces, error))
    return FALSE;

  if (n_faces != *n_rethrown)
    return _pips_chili_set_rule_error (error, g_dngettext (GETTEXT_PACKAGE,
                                                           "Enter one new face for each rethrown die: %u die was rethrown",
                                                           "Enter one new face for each rethrown die: %u dice were rethrown",
                                                           *n_rethrown),
                                       *n_rethrown);

  if (!_pips_chili_read_positions (event, "red", TRUE, new_red, NULL, &n_red, error))
    return FALSE;

  memcpy (faces, self->faces, PIPS_CHILI_N_DICE * sizeof (guint8));
  memcpy (red, self->red, PIPS_CHILI_N_DICE * sizeof (gboolean));

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (new_red[i] && !rethrown[i])
        /* Translators: %u is a die's place, 1 to 6 */
        return _pips_chili_set_rule_error (error, _("Die %u was not rethrown: it keeps its face and colour"),
                                           i + 1);
    }

  for (guint i = 0; i < *n_rethrown; i++)
    {
      faces[order[i]] = new_faces[i];
      red[order[i]] = new_red[order[i]];
    }

  return pips_chili_check_dice (faces, red, error) &&
         _pips_chili_game_check_dice_known (self, faces, red, error);
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

  if (!_pips_chili_game_resolve_rethrow (self, event, player, faces, red, rethrown, &n_rethrown,
                                         error))
    return FALSE;

  memcpy (self->faces, faces, sizeof faces);
  memcpy (self->red, red, sizeof red);
  memcpy (self->thrown, rethrown, sizeof rethrown);
  learn_dice (self);
  self->throws_this_turn++;
  self->columns[player].throws_used++;

  return TRUE;
}

gboolean
_pips_chili_game_resolve_turn (PipsChiliGame  *self,
                               JsonObject     *event,
                               guint          *die,
                               guint8         *face,
                               GError        **error)
{
  gint64 value;

  if (!self->has_thrown)
    return _pips_chili_set_rule_error (error, _("Throw the dice first"));

  if (!pips_event_get_int (event, "die", 0, PIPS_CHILI_N_DICE - 1, &value, error))
    return FALSE;
  *die = value;

  if (!self->red[*die])
    /* Translators: %u is a die's place, 1 to 6, then its face */
    return _pips_chili_set_rule_error (error, _("Die %u shows a white %u: only red faces may be turned"),
                                       *die + 1, self->faces[*die]);

  if (!self->thrown[*die])
    /* Translators: %u is a number from 1 to 6 */
    return _pips_chili_set_rule_error (error, _("The red %u was kept from an earlier throw: only dice thrown in this throw may be turned"),
                                       self->faces[*die]);

  if (!read_face (event, "face", &value, error))
    return FALSE;

  if (value == self->faces[*die])
    /* Translators: %u is a number from 1 to 6 */
    return _pips_chili_set_rule_error (error, _("Turn the red %u to another face"),
                                       self->faces[*die]);

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

  if (!_pips_chili_game_resolve_turn (self, event, &die, &face, error))
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
  PipsChiliColumn *column = &self->columns[player];
  PipsChiliField field;
  PipsChiliScoring scoring;
  guint points;

  if (!_pips_chili_game_resolve_score (self, event, player, &field, &scoring, &points, error))
    return FALSE;

  column->points[field] = points;
  column->scoring[field] = scoring;
  column->n_filled++;
  self->last_round = MAX (self->last_round, column->n_filled);

  /* The last throw is scored; then every free field gets 0 and the player is skipped. */
  if (_pips_chili_game_throws_left (self, player) == 0 && column->n_filled < PIPS_CHILI_N_FIELDS)
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

static const char * const expects_throw[] = { "throw", NULL };
static const char * const expects_after_throw[] = { "rethrow", "turn", "score", NULL };
static const char * const expects_last_throw[] = { "turn", "score", NULL };

/* One player at a time: a turn begins with a throw, then the player throws again, turns a red
 * die or scores (the last throw must be scored). */
static void
pips_chili_game_get_turn (PipsGame *game,
                          PipsTurn *turn)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);

  turn->may_act = G_GUINT64_CONSTANT (1) << self->current;
  if (!self->has_thrown)
    turn->expects = expects_throw;
  else if (pips_chili_game_can_rethrow (self))
    turn->expects = expects_after_throw;
  else
    turn->expects = expects_last_throw;
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

static GListModel *
pips_chili_game_dup_standings (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  g_autoptr(GPtrArray) standings = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree gint64 *totals = g_new0 (gint64, MAX (self->n_players, 1));
  g_autofree guint *ranks = g_new0 (guint, MAX (self->n_players, 1));
  gboolean over = pips_game_is_over (game);
  gboolean anyone_threw = _pips_chili_game_anyone_threw (self);

  /* The bonus for unused throws counts only once it is certain: at the end of the game. */
  for (guint p = 0; p < self->n_players; p++)
    totals[p] = over ? _pips_chili_game_player_total (self, p)
                     : _pips_chili_game_fields_total (self, p);
  pips_rank_competition (totals, self->n_players, TRUE, 1, ranks);

  for (guint p = 0; p < self->n_players; p++)
    {
      guint throws_left = pips_chili_game_get_throws_left (self, p);
      g_autofree char *detail = NULL;
      const char *status = NULL;

      if (over)
        /* Translators: how a total is made up: the points of the fields and the bonus for
         * unused throws */
        detail = g_strdup_printf (_("Fields %u, bonus %u"), _pips_chili_game_fields_total (self, p),
                                  pips_chili_game_get_bonus (self, p));
      else
        /* Translators: the throws a player has left */
        detail = g_strdup_printf (ngettext ("%u throw left", "%u throws left", throws_left),
                                  throws_left);

      /* A game ended before anyone threw has no winner: the bonus alone wins nothing. */
      if (over && ranks[p] == 1 && anyone_threw)
        status = _("Won");
      else if (self->columns[p].out)
        status = _("Out of throws");

      g_ptr_array_add (standings,
                       pips_standing_new (p, pips_game_get_player_name (game, p), ranks[p], totals[p],
                                          PIPS_UNIT_POINTS, detail, status));
    }

  return pips_standings_new_sorted (standings);
}

/* Every field is a plain value but the columns, which are copied into the game's own. */
static void
pips_chili_game_copy_state (PipsGame *game,
                            PipsGame *from)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  PipsChiliGame *source = PIPS_CHILI_GAME (from);
  guint n_columns = MAX (source->n_players, 1);

  if (self->n_players != source->n_players || self->columns == NULL)
    {
      g_free (self->columns);
      self->columns = g_new0 (PipsChiliColumn, n_columns);
    }
  memcpy (self->columns, source->columns, n_columns * sizeof (PipsChiliColumn));

  self->budget = source->budget;
  self->red_alternative = source->red_alternative;
  self->n_players = source->n_players;
  self->current = source->current;
  self->last_round = source->last_round;
  self->has_thrown = source->has_thrown;
  self->throws_this_turn = source->throws_this_turn;
  memcpy (self->faces, source->faces, sizeof self->faces);
  memcpy (self->red, source->red, sizeof self->red);
  memcpy (self->thrown, source->thrown, sizeof self->thrown);
  memcpy (self->die_of, source->die_of, sizeof self->die_of);
}

static void
pips_chili_game_finalize (GObject *object)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (object);

  g_clear_pointer (&self->columns, g_free);

  G_OBJECT_CLASS (pips_chili_game_parent_class)->finalize (object);
}

/* The records: the highest total, the peppers thrown (scored as a pepper), the fewest throws used
 * and the best bonus; the total, the throws and the bonus once every field is filled. */
static GArray *
pips_chili_game_dup_records (PipsGame *game)
{
  PipsChiliGame *self = PIPS_CHILI_GAME (game);
  GArray *records = g_array_new (FALSE, TRUE, sizeof (PipsRecord));
  gboolean over = self->current < 0;
  PipsRecord *record;

  record = pips_records_add (records, "highest-total", N_("Highest total"), PIPS_RECORD_HIGHEST);
  for (guint p = 0; over && p < self->n_players; p++)
    pips_record_set_value (record, p, _pips_chili_game_player_total (self, p));

  record = pips_records_add (records, "peppers", N_("Peppers thrown"), PIPS_RECORD_TOTAL);
  for (guint p = 0; p < self->n_players; p++)
    {
      guint peppers = 0;

      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          PipsChiliScoring scoring = self->columns[p].scoring[f];

          if (scoring == PIPS_CHILI_SCORING_LITTLE_PEPPER ||
              scoring == PIPS_CHILI_SCORING_BIG_PEPPER ||
              scoring == PIPS_CHILI_SCORING_HOT_PEPPER)
            peppers++;
        }
      pips_record_set_value (record, p, peppers);
    }

  record = pips_records_add (records, "fewest-throws", N_("Fewest throws used"), PIPS_RECORD_LOWEST);
  for (guint p = 0; over && p < self->n_players; p++)
    pips_record_set_value (record, p, self->columns[p].throws_used);

  record = pips_records_add (records, "best-bonus", N_("Best bonus"), PIPS_RECORD_HIGHEST);
  for (guint p = 0; over && p < self->n_players; p++)
    pips_record_set_value (record, p,
                           PIPS_CHILI_BONUS_PER_THROW * _pips_chili_game_throws_left (self, p));

  return records;
}

static void
pips_chili_game_class_init (PipsChiliGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PipsGameClass *game_class = PIPS_GAME_CLASS (klass);

  object_class->finalize = pips_chili_game_finalize;

  game_class->reset = pips_chili_game_reset;
  game_class->apply = pips_chili_game_apply;
  game_class->get_turn = pips_chili_game_get_turn;
  game_class->is_over = pips_chili_game_is_over;
  game_class->dup_standings = pips_chili_game_dup_standings;
  game_class->dup_status = _pips_chili_game_dup_status;
  game_class->dup_rules = _pips_chili_game_dup_rules;
  game_class->dup_description = _pips_chili_game_dup_description;
  game_class->dup_sheet_text = _pips_chili_game_dup_sheet_text;
  game_class->dup_summary = _pips_chili_game_dup_summary;
  game_class->get_round = pips_chili_game_get_round;
  game_class->get_n_rounds = pips_chili_game_get_n_rounds;
  game_class->build_roll = _pips_chili_game_build_roll;
  game_class->build_random_event = _pips_chili_game_build_random_event;
  game_class->dup_records = pips_chili_game_dup_records;
  game_class->copy_state = pips_chili_game_copy_state;
}

static void
pips_chili_game_init (PipsChiliGame *self)
{
  self->current = -1;
}
