/* test-games.c — the contract every game of the registry keeps
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each check runs over every game that src/meson.build lists, so a new game is checked the
 * moment it is added: its options and presets are valid, its rules text follows the options,
 * its setup and virtual dice work, and in seeded random play (the game supplies a random legal
 * event) a refused event leaves the session byte-identical, undo then redo gives the identical
 * state, the standings are ranked, and every game ends. Each brings a session file under
 * tests/data/ and is named in the desktop file's search terms and the metainfo. The competition
 * ranking all of them rank their standings by is checked on its own first.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "pips-registry.h"
#include "pips-session.h"
#include "pips-standing.h"

/* Enough for the longest game of any registry entry; a game still running then never ends. */
#define MAX_EVENTS 20000
#define N_SEEDS    30

static const char * const names[] = {
  "Anna", "Ben", "Clara", "David", "Emil", "Frieda", "Gustav", "Hanna", "Ida", "Jonas", NULL,
};

static PipsSession *
new_session (const PipsGameInfo *info,
             guint               n_players,
             JsonObject         *options)
{
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(GPtrArray) setup = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (names[i]);

  session = pips_session_new (info->id, (const char * const *) players, options, &error);
  g_assert_no_error (error);

  setup = pips_game_list_setup_events (pips_session_get_game (session), 0, FALSE);
  for (guint i = 0; i < setup->len; i++)
    {
      pips_session_append (session, g_ptr_array_index (setup, i), &error);
      g_assert_no_error (error);
    }

  return g_steal_pointer (&session);
}

static void
test_info (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autoptr(JsonObject) defaults = pips_game_info_default_options (info);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (info->name);
  g_assert_nonnull (info->summary);
  g_assert_nonnull (info->icon_name);
  g_assert_nonnull (info->get_type);
  g_assert_cmpuint (info->min_players, >=, 1);
  g_assert_cmpuint (info->min_players, <=, info->max_players);
  g_assert_cmpuint (info->max_players, <=, PIPS_GAME_MAX_PLAYERS);

  g_assert_cmpuint (info->dice.n_dice, >=, 1);
  g_assert_cmpuint (info->dice.n_dice, <=, PIPS_DICE_MAX);
  g_assert_cmpuint (info->dice.n_faces, >=, 2);
  if (info->dice.face_names != NULL)
    g_assert_cmpuint (g_strv_length ((GStrv) info->dice.face_names), ==, info->dice.n_faces);
  if (info->dice.face_icons != NULL)
    g_assert_cmpuint (g_strv_length ((GStrv) info->dice.face_icons), ==, info->dice.n_faces);
  if (info->dice.die_names != NULL)
    g_assert_cmpuint (g_strv_length ((GStrv) info->dice.die_names), ==, info->dice.n_dice);

  /* The defaults are valid, on their own and across options. */
  pips_game_info_check_options (info, defaults, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < info->n_options; i++)
    {
      const PipsRuleOption *option = &info->options[i];

      g_assert_nonnull (option->title);
      g_assert_true (option == pips_game_info_lookup_option (info, option->id));
      if (option->kind == PIPS_OPTION_CHOICE)
        g_assert_cmpint (option->default_value, <, option->n_choices);
      if (option->kind == PIPS_OPTION_INT)
        g_assert_true (option->min <= option->default_value && option->default_value <= option->max);

      /* A group that exists, and a requirement on an option that exists. */
      if (option->group != NULL)
        {
          gboolean found = FALSE;

          for (guint k = 0; k < info->n_option_groups; k++)
            found |= g_str_equal (info->option_groups[k].id, option->group);
          g_assert_true (found);
        }
      if (option->requires != NULL)
        {
          g_autofree char *id = g_strndup (option->requires, strcspn (option->requires, "="));

          g_assert_nonnull (strchr (option->requires, '='));
          g_assert_nonnull (pips_game_info_lookup_option (info, id));
          g_assert_true (pips_game_info_lookup_option (info, id) != option);
        }
    }

  /* Every preset is a valid set of options; the first is the defaults. */
  for (guint i = 0; i < info->n_presets; i++)
    {
      g_autoptr(JsonObject) options = pips_game_info_preset_options (info, &info->presets[i]);

      g_assert_nonnull (info->presets[i].name);
      pips_game_info_check_options (info, options, &error);
      g_assert_no_error (error);
      g_assert_true (pips_game_info_match_preset (info, options) == &info->presets[i]);
    }
  if (info->n_presets > 0)
    g_assert_true (pips_game_info_match_preset (info, defaults) == &info->presets[0]);
}

/* The values an option can take other than its default. */
static GPtrArray *
other_values (const PipsRuleOption *option)
{
  GPtrArray *values = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

  switch (option->kind)
    {
    case PIPS_OPTION_BOOL:
      g_ptr_array_add (values, json_node_init_boolean (json_node_alloc (), option->default_value == 0));
      break;

    case PIPS_OPTION_INT:
      if (option->min != option->default_value)
        g_ptr_array_add (values, json_node_init_int (json_node_alloc (), option->min));
      if (option->max != option->default_value)
        g_ptr_array_add (values, json_node_init_int (json_node_alloc (), option->max));
      break;

    case PIPS_OPTION_CHOICE:
      for (guint k = 0; k < option->n_choices; k++)
        {
          if (k != option->default_value)
            g_ptr_array_add (values, json_node_init_string (json_node_alloc (), option->choices[k].id));
        }
      break;

    case PIPS_OPTION_TEXT:
    default:
      g_ptr_array_add (values, json_node_init_string (json_node_alloc (), "a round of drinks"));
      break;
    }

  return values;
}

static char *
rules_with (const PipsGameInfo *info,
            JsonObject         *options)
{
  g_autoptr(PipsSession) session = new_session (info, info->min_players, options);

  return pips_game_dup_rules (pips_session_get_game (session));
}

/* The rules text is the rules as this table plays them: every option that matters shows in it. */
static void
test_rules_text (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autoptr(JsonObject) defaults = pips_game_info_default_options (info);
  g_autofree char *plain = rules_with (info, defaults);

  g_assert_cmpstr (plain, !=, "");
  g_assert_true (g_utf8_validate (plain, -1, NULL));

  for (guint i = 0; i < info->n_options; i++)
    {
      const PipsRuleOption *option = &info->options[i];
      g_autoptr(GPtrArray) values = other_values (option);

      /* What the loser owes is the table's business, shown with the options, not in the rules. */
      if (option->kind == PIPS_OPTION_TEXT)
        continue;

      for (guint k = 0; k < values->len; k++)
        {
          g_autoptr(JsonObject) options = pips_game_info_default_options (info);
          g_autoptr(GError) error = NULL;
          g_autofree char *rules = NULL;

          json_object_set_member (options, option->id,
                                  json_node_copy (g_ptr_array_index (values, k)));
          if (!pips_game_info_option_applies (info, option, options) ||
              !pips_game_info_check_options (info, options, &error))
            continue;

          rules = rules_with (info, options);
          if (g_str_equal (rules, plain))
            g_error ("%s: the rules text does not change with the option “%s”", info->id, option->id);
        }
    }
}

static void
check_standings (PipsSession *session)
{
  PipsGame *game = pips_session_get_game (session);
  g_autoptr(GListModel) standings = pips_game_dup_standings (game);
  guint n = g_list_model_get_n_items (standings);
  guint seen = 0;
  guint previous = 1;

  g_assert_cmpuint (n, ==, pips_session_get_n_players (session));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PipsStanding) s = g_list_model_get_item (standings, i);

      /* Best first; equal results share a rank and the next counts them (1, 1, 3). */
      g_assert_cmpuint (pips_standing_get_rank (s), >=, previous);
      g_assert_cmpuint (pips_standing_get_rank (s), <=, i + 1);
      if (pips_standing_get_rank (s) != previous)
        g_assert_cmpuint (pips_standing_get_rank (s), ==, i + 1);
      previous = pips_standing_get_rank (s);
      g_assert_cmpuint (pips_standing_get_player (s), <, n);
      g_assert_cmpstr (pips_standing_get_name (s), ==,
                       pips_session_get_players (session)[pips_standing_get_player (s)]);
      g_assert_false (seen & (1u << pips_standing_get_player (s)));
      seen |= 1u << pips_standing_get_player (s);
    }
}

/* The whole derived state, as a test can compare it. */
static char *
state_of (PipsSession *session)
{
  g_autofree char *summary = pips_session_summary_json (session);
  g_autofree char *text = pips_session_summary_text (session);

  return g_strconcat (summary, "\n", text, NULL);
}

/* The file and the whole derived state; not the time of the last change, which a redo sets
 * anew (and which the clock may move between two dumps). */
static char *
fingerprint (PipsSession *session)
{
  g_autofree char *file = pips_session_serialize (session, NULL);
  g_autofree char *state = state_of (session);
  g_auto(GStrv) lines = g_strsplit (file, "\n", -1);
  g_autoptr(GString) kept = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (strstr (lines[i], "\"updated\"") == NULL)
        g_string_append_printf (kept, "%s\n", lines[i]);
    }

  return g_strconcat (kept->str, "\n", state, NULL);
}

static void
check_refusals (PipsSession *session,
                JsonObject  *legal)
{
  PipsGame *game = pips_session_get_game (session);
  g_autofree char *before = fingerprint (session);
  g_autoptr(JsonObject) nonsense = json_object_new ();
  g_autoptr(GError) error = NULL;
  PipsTurn turn;

  /* An event of a type no game knows. */
  json_object_set_string_member (nonsense, "type", "nonsense");
  g_assert_false (pips_session_append (session, nonsense, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* The legal event from a player who may not act. */
  pips_game_get_turn (game, &turn);
  if (json_object_has_member (legal, "player") && turn.may_act != 0)
    {
      for (guint p = 0; p < pips_session_get_n_players (session); p++)
        {
          g_autoptr(JsonNode) node = NULL;
          g_autoptr(JsonNode) copy = NULL;
          g_autofree char *text = NULL;
          JsonObject *wrong;

          if (pips_turn_may_act (&turn, p))
            continue;

          /* A deep copy: the legal event is appended next. */
          node = json_node_init_object (json_node_alloc (), legal);
          text = json_to_string (node, FALSE);
          copy = json_from_string (text, NULL);
          wrong = json_node_get_object (copy);
          json_object_set_int_member (wrong, "player", p);
          /* Refused, in the game's words ("Anna has already won and no longer plays"). */
          g_assert_false (pips_session_append (session, wrong, &error));
          g_assert_true (error != NULL && error->domain == PIPS_GAME_ERROR);
          g_clear_error (&error);
          break;
        }
    }

  {
    g_autofree char *after = fingerprint (session);

    g_assert_cmpstr (after, ==, before);
  }
}

static void
play (const PipsGameInfo *info,
      guint32             seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
  guint n_players = g_rand_int_range (rand, info->min_players, MIN (info->max_players, 6) + 1);
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(PipsSession) session = NULL;
  PipsGame *game;
  guint n_events = 0;

  /* Every other game plays a preset, where the game has some. */
  if (info->n_presets > 0 && seed % 2 == 1)
    options = pips_game_info_preset_options (info, &info->presets[(seed / 2) % info->n_presets]);

  session = new_session (info, n_players, options);
  game = pips_session_get_game (session);

  while (!pips_game_is_over (game))
    {
      g_autoptr(JsonObject) event = pips_game_build_random_event (game, roller);
      g_autoptr(GError) error = NULL;
      g_autofree char *before = NULL;
      g_autofree char *state_before = NULL;
      g_autofree char *after = NULL;
      g_autofree char *redone = NULL;
      const char *type;
      PipsTurn turn;

      g_assert_nonnull (event);
      g_assert_cmpuint (n_events, <, MAX_EVENTS);

      /* The event is of a kind the turn expects, from a player who may act. */
      pips_game_get_turn (game, &turn);
      type = json_object_get_string_member (event, "type");
      if (!pips_turn_expects (&turn, type))
        g_error ("%s, seed %u, event %u: “%s” is not expected now", info->id, seed, n_events, type);
      /* While the table decides (who starts), "player" names whom it chose. */
      if (json_object_has_member (event, "player") && turn.may_act != 0)
        g_assert_true (pips_turn_may_act (&turn, json_object_get_int_member (event, "player")));

      /* A refused event changes nothing, every twentieth step (it costs three dumps). */
      if (n_events % 20 == 0)
        check_refusals (session, event);

      before = n_events % 7 == 0 ? fingerprint (session) : NULL;
      state_before = before != NULL ? state_of (session) : NULL;
      if (!pips_session_append (session, event, &error))
        g_error ("%s, seed %u, event %u: the game's own random event was refused: %s",
                 info->id, seed, n_events, error->message);
      n_events++;
      check_standings (session);

      /* Undo gives the state before, redo the state after. */
      if (before != NULL)
        {
          after = fingerprint (session);
          g_assert_true (pips_session_undo (session));
          {
            /* The file keeps the undone event as the redo tail; the state is the one before. */
            g_autofree char *undone = state_of (session);

            g_assert_cmpstr (undone, ==, state_before);
          }
          g_assert_true (pips_session_redo (session));
          redone = fingerprint (session);
          g_assert_cmpstr (redone, ==, after);
        }
    }

  /* Over: nobody acts and nothing is expected, and no random event is offered. */
  {
    PipsTurn turn;
    g_autoptr(JsonObject) end = json_object_new ();
    g_autoptr(GError) error = NULL;

    pips_game_get_turn (game, &turn);
    g_assert_cmpuint (turn.may_act, ==, 0);
    g_assert_null (turn.expects[0]);
    g_assert_null (pips_game_build_random_event (game, roller));
    json_object_set_string_member (end, "type", "end");
    g_assert_false (pips_session_append (session, end, &error));
    g_assert_error (error, PIPS_GAME_ERROR, PIPS_GAME_ERROR_OVER);
  }

  /* The finished game survives its file. */
  {
    g_autofree char *data = pips_session_serialize (session, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(PipsSession) loaded = pips_session_new_from_data (data, -1, &error);
    g_autofree char *again = NULL;

    g_assert_no_error (error);
    again = pips_session_serialize (loaded, NULL);
    g_assert_cmpstr (again, ==, data);
    g_assert_true (pips_session_get_is_over (loaded));
  }
}

static void
test_random_play (gconstpointer data)
{
  const PipsGameInfo *info = data;

  for (guint32 seed = 1; seed <= N_SEEDS; seed++)
    play (info, seed);
}

/* The whole state of a game, as a test can compare it: its summary, sheet, status, turn and how
 * it would describe its next event. */
static char *
game_state_of (PipsGame   *game,
               JsonObject *next)
{
  g_autoptr(JsonObject) summary = pips_game_dup_summary (game);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), summary);
  g_autofree char *summary_text = json_to_string (node, FALSE);
  g_autofree char *sheet = pips_game_dup_sheet_text (game);
  g_autofree char *status = pips_game_dup_status (game);
  g_autofree char *outcome = pips_game_dup_outcome (game);
  g_autofree char *description = next != NULL ? pips_game_dup_description (game, next) : NULL;
  g_autoptr(GString) state = g_string_new (NULL);
  PipsTurn turn;

  pips_game_get_turn (game, &turn);
  g_string_append_printf (state, "%s\n%s\n%s\n%s\n%s\nround %u of %u, over %d, ended %d, may act %"
                          G_GINT64_MODIFIER "x:",
                          summary_text, sheet, status, outcome != NULL ? outcome : "",
                          description != NULL ? description : "",
                          pips_game_get_round (game), pips_game_get_n_rounds (game),
                          pips_game_is_over (game), pips_game_get_ended (game), turn.may_act);
  for (guint i = 0; turn.expects[i] != NULL; i++)
    g_string_append_printf (state, " %s", turn.expects[i]);

  return g_string_free (g_steal_pointer (&state), FALSE);
}

/* The state a game copies (pips_game_copy(), pips_game_copy_state(): the session's checkpoints,
 * with which an undo replays a few events only) is the whole state. At every event of seeded
 * random games: a copy stays the state it was made of while the game goes on; put into a game
 * further on (as an undo does) or into a new one, it is that state, and the events after it
 * give what they gave the game. */
static void
test_copy_state (gconstpointer data)
{
  const PipsGameInfo *info = data;

  {
    gpointer klass = g_type_class_ref (info->get_type ());
    gboolean copies = PIPS_GAME_CLASS (klass)->copy_state != NULL;

    g_type_class_unref (klass);
    if (!copies)
      {
        g_test_fail_printf ("%s does not implement PipsGameClass.copy_state", info->id);
        return;
      }
  }

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      guint n_players = g_rand_int_range (rand, info->min_players, MIN (info->max_players, 6) + 1);
      g_autoptr(JsonObject) options = NULL;
      g_autoptr(PipsGame) game = NULL;
      g_autoptr(PipsGame) other = NULL;
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
      g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_object_unref);
      g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) setup = NULL;

      if (info->n_presets > 0 && seed % 2 == 1)
        options = pips_game_info_preset_options (info, &info->presets[(seed / 2) % info->n_presets]);
      game = pips_game_new (info, names + 10 - n_players, options);
      other = pips_game_new (info, names + 10 - n_players, options);

      setup = pips_game_list_setup_events (game, 0, FALSE);
      for (guint i = 0; setup != NULL && i < setup->len; i++)
        g_ptr_array_add (events, json_object_ref (g_ptr_array_index (setup, i)));
      for (guint i = 0; ; i++)
        {
          JsonObject *event;

          if (i >= events->len)
            {
              event = pips_game_build_random_event (game, roller);
              /* Every tenth game is ended by the players, at a random moment. */
              if (event != NULL && seed % 3 == 0 && g_rand_int_range (rand, 0, 200) == 0)
                {
                  g_clear_pointer (&event, json_object_unref);
                  event = pips_event_new ("end", -1);
                }
              if (event == NULL)
                break;
              g_ptr_array_add (events, event);
            }
          event = g_ptr_array_index (events, i);

          g_ptr_array_add (copies, pips_game_copy (game));
          g_ptr_array_add (states, game_state_of (game, event));
          g_assert_true (pips_game_apply (game, event, NULL));
          g_assert_cmpuint (i, <, MAX_EVENTS);
        }
      g_ptr_array_add (copies, pips_game_copy (game));
      g_ptr_array_add (states, game_state_of (game, NULL));

      for (guint i = 0; i < copies->len; i++)
        {
          /* The game, finished, is put back to event i, or the other game is put there from
           * wherever it is, and goes on for ten events (every 50th: to the end). */
          PipsGame *target = i % 2 == 0 ? game : other;
          guint end = i % 50 == 0 ? events->len : MIN (i + 10, events->len);
          g_autofree char *copied = game_state_of (g_ptr_array_index (copies, i),
                                                   i < events->len ? g_ptr_array_index (events, i) : NULL);

          if (g_strcmp0 (copied, g_ptr_array_index (states, i)) != 0)
            g_error ("%s, seed %u: the copy made at event %u changed as the game went on:\n%s\n---\n%s",
                     info->id, seed, i, copied, (char *) g_ptr_array_index (states, i));

          pips_game_copy_state (target, g_ptr_array_index (copies, i));
          for (guint e = i; e < end; e++)
            {
              g_autofree char *state = game_state_of (target, g_ptr_array_index (events, e));

              if (g_strcmp0 (state, g_ptr_array_index (states, e)) != 0)
                g_error ("%s, seed %u: copied at event %u, replayed to %u:\n%s\n---\nnot\n%s",
                         info->id, seed, i, e, state, (char *) g_ptr_array_index (states, e));
              g_assert_true (pips_game_apply (target, g_ptr_array_index (events, e), NULL));
            }
          {
            g_autofree char *state = game_state_of (target, end < events->len ? g_ptr_array_index (events, end) : NULL);

            g_assert_cmpstr (state, ==, g_ptr_array_index (states, end));
          }
        }
    }
}

/* Undo and redo over the whole of seeded random games, the session's checkpoints and all: at
 * every event an undo gives the state before and a redo the state after, all the way back to
 * the start and forward to the end; after an undo, a new event drops the checkpoints of the
 * events it drops, and the state is still that of a replay from the start. */
static void
test_undo_everywhere (gconstpointer data)
{
  const PipsGameInfo *info = data;

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(PipsRoller) roller = pips_roller_new_seeded (seed);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      guint n_players = g_rand_int_range (rand, info->min_players, MIN (info->max_players, 6) + 1);
      g_autoptr(PipsSession) session = new_session (info, n_players, NULL);
      g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
      PipsGame *game = pips_session_get_game (session);
      guint n;

      for (guint i = 0; i < pips_session_get_n_events (session); i++)
        g_ptr_array_add (states, NULL);
      g_ptr_array_add (states, game_state_of (game, NULL));
      for (;;)
        {
          g_autoptr(JsonObject) event = pips_game_build_random_event (game, roller);

          if (event == NULL)
            break;
          g_assert_true (pips_session_append (session, event, NULL));
          g_ptr_array_add (states, game_state_of (game, NULL));
        }
      n = pips_session_get_n_events (session);

      for (gboolean undo = TRUE; ; )
        {
          const char *expected;
          g_autofree char *state = NULL;

          if (!(undo ? pips_session_undo (session) : pips_session_redo (session)))
            {
              if (!undo)
                break;
              undo = FALSE;
              continue;
            }
          expected = g_ptr_array_index (states, pips_session_get_cursor (session));
          state = game_state_of (game, NULL);
          if (expected != NULL)
            g_assert_cmpstr (state, ==, expected);
        }
      g_assert_cmpuint (pips_session_get_cursor (session), ==, n);

      /* Back to the middle, and another event there: the game goes on otherwise. */
      while (pips_session_get_cursor (session) > n / 2 + 1)
        g_assert_true (pips_session_undo (session));
      {
        g_autoptr(JsonObject) event = NULL;
        g_autoptr(PipsGame) replayed = NULL;
        g_autofree char *expected = NULL;
        g_autofree char *state = NULL;

        if (pips_game_is_over (game))
          g_assert_true (pips_session_undo (session));
        event = pips_event_new ("end", -1);
        g_assert_true (pips_session_append (session, event, NULL));
        for (guint k = 0; k < 3 && pips_session_undo (session); k++)
          ;
        replayed = pips_game_new (info, pips_session_get_players (session), pips_session_get_options (session));
        for (guint i = 0; i < pips_session_get_cursor (session); i++)
          {
            g_autoptr(JsonObject) kept = pips_session_dup_event (session, i);

            g_assert_true (pips_game_apply (replayed, kept, NULL));
          }
        expected = game_state_of (replayed, NULL);
        state = game_state_of (game, NULL);
        g_assert_cmpstr (state, ==, expected);
      }
    }
}

/* The virtual dice throw the game's dice; kept dice keep their faces. A game that throws only at
 * some moments (not before who starts is known, say) is played on until it throws. */
static void
test_build_roll (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autoptr(PipsSession) session = new_session (info, info->min_players, NULL);
  g_autoptr(PipsRoller) roller = pips_roller_new_seeded (7);
  PipsGame *game = pips_session_get_game (session);
  gboolean seen[PIPS_DICE_MAX + 1] = { FALSE };

  for (guint n_events = 0;; n_events++)
    {
      PipsRoll roll;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonObject) event = NULL;

      pips_roll_init (&roll, info->dice.n_dice);
      if (pips_game_build_roll (game, roller, &roll, &error))
        break;
      /* Not now: the game says why. */
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
      if (n_events == 200 || (event = pips_game_build_random_event (game, roller)) == NULL)
        {
          g_test_fail_printf ("%s: no throw of the virtual dice in %u events of a game (%s)",
                              info->id, n_events, error->message);
          return;
        }
      g_assert_true (pips_session_append (session, event, NULL));
    }

  for (guint k = 0; k < 200; k++)
    {
      PipsRoll roll;
      g_autoptr(GError) error = NULL;

      pips_roll_init (&roll, info->dice.n_dice);
      pips_game_build_roll (game, roller, &roll, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < roll.n_dice; i++)
        {
          g_assert_cmpuint (roll.faces[i], >=, 1);
          g_assert_cmpuint (roll.faces[i], <=, info->dice.n_faces);
          seen[roll.faces[i]] = TRUE;
        }
    }

  /* Every face comes up in 200 throws. */
  for (guint f = 1; f <= info->dice.n_faces; f++)
    g_assert_true (seen[f]);
}

/* Every session file of the game under tests/data loads and saves back to the same bytes. */
static void
test_fixtures (gconstpointer data)
{
  const PipsGameInfo *info = data;
  const char *dir = g_test_get_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = g_strconcat (info->id, "-", NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *contents = NULL;
      g_autofree char *saved = NULL;
      g_autoptr(PipsSession) session = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_str_has_prefix (name, prefix) || !g_str_has_suffix (name, ".json"))
        continue;

      path = g_build_filename (dir, name, NULL);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      session = pips_session_new_from_data (contents, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (pips_session_get_game_id (session), ==, info->id);
      check_standings (session);

      /* Saved and opened again: the same bytes and the same state (the file written by hand may
       * be laid out otherwise). */
      saved = pips_session_serialize (session, NULL);
      {
        g_autoptr(PipsSession) again = pips_session_new_from_data (saved, -1, &error);
        g_autofree char *saved_again = NULL;
        g_autofree char *state = state_of (session);
        g_autofree char *state_again = NULL;

        g_assert_no_error (error);
        saved_again = pips_session_serialize (again, NULL);
        state_again = state_of (again);
        g_assert_cmpstr (saved_again, ==, saved);
        g_assert_cmpstr (state_again, ==, state);
      }
      n++;
    }

  /* Every game brings at least one, written by hand from a game played at a table. */
  if (n == 0)
    g_test_fail_printf ("%s: no session file %s*.json under tests/data/", info->id, prefix);
}

/* The line of @text that begins with @key, without @key; %NULL if none. */
static char *
dup_line (const char *text,
          const char *key)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], key))
        return g_strdup (lines[i] + strlen (key));
    }

  return NULL;
}

/* The desktop file's search terms and the metainfo's list of games name the game. */
static void
test_named_in_data (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autofree char *desktop_path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                         APP_ID ".desktop.in", NULL);
  g_autofree char *metainfo_path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                          APP_ID ".metainfo.xml.in", NULL);
  g_autofree char *desktop = NULL;
  g_autofree char *metainfo = NULL;
  g_autofree char *keywords = NULL;
  g_autofree char *term = g_strconcat (";", info->name, ";", NULL);
  g_autofree char *item = g_strconcat ("<li>", info->name, NULL);
  const char *description;

  g_assert_true (g_file_get_contents (desktop_path, &desktop, NULL, NULL));
  g_assert_true (g_file_get_contents (metainfo_path, &metainfo, NULL, NULL));

  keywords = dup_line (desktop, "Keywords=");
  g_assert_nonnull (keywords);
  {
    g_autofree char *terms = g_strconcat (";", keywords, NULL);

    if (strstr (terms, term) == NULL)
      g_test_fail_printf ("%s: “%s” is not among the desktop file's Keywords", info->id, info->name);
  }

  description = strstr (metainfo, "<description>");
  g_assert_nonnull (description);
  {
    g_autofree char *first = g_strndup (description, strstr (description, "</description>") - description);

    if (strstr (first, item) == NULL)
      g_test_fail_printf ("%s: the metainfo's description has no <li> for “%s”", info->id, info->name);
  }
}

static void
check_ranks (const gint64 *values,
             guint         n_values,
             gboolean      higher_is_better,
             guint         first_rank,
             const guint  *expected)
{
  guint ranks[16];

  g_assert_cmpuint (n_values, <=, G_N_ELEMENTS (ranks));
  /* A rank that is not written shows as this. */
  memset (ranks, 0xff, sizeof ranks);
  pips_rank_competition (values, n_values, higher_is_better, first_rank, ranks);
  for (guint i = 0; i < n_values; i++)
    g_assert_cmpuint (ranks[i], ==, expected[i]);
  g_assert_cmpuint (ranks[n_values], ==, G_MAXUINT);
}

/* Competition ranking: equal values share a rank and the next rank counts them (1, 1, 3),
 * wherever the ties are and in whatever order the values come. */
static void
test_rank_competition (void)
{
  /* Ties at the top, in the middle and at the end, higher is better. */
  check_ranks ((gint64[]) { 40, 40, 30, 20 }, 4, TRUE, 1, (guint[]) { 1, 1, 3, 4 });
  check_ranks ((gint64[]) { 40, 30, 30, 20 }, 4, TRUE, 1, (guint[]) { 1, 2, 2, 4 });
  check_ranks ((gint64[]) { 40, 30, 20, 20 }, 4, TRUE, 1, (guint[]) { 1, 2, 3, 3 });
  /* Not in order, negative values and more than two tied. */
  check_ranks ((gint64[]) { -5, 12, 0, 12, -5, 12 }, 6, TRUE, 1, (guint[]) { 5, 1, 4, 1, 5, 1 });
  /* All equal, and one player alone. */
  check_ranks ((gint64[]) { 7, 7, 7 }, 3, TRUE, 1, (guint[]) { 1, 1, 1 });
  check_ranks ((gint64[]) { 7, 7, 7 }, 3, FALSE, 1, (guint[]) { 1, 1, 1 });
  check_ranks ((gint64[]) { 3 }, 1, FALSE, 1, (guint[]) { 1 });
  /* Lower is better (chips or mats held), with the ties of the first case. */
  check_ranks ((gint64[]) { 1, 1, 2, 5 }, 4, FALSE, 1, (guint[]) { 1, 1, 3, 4 });
  check_ranks ((gint64[]) { 5, 2, 2, 1 }, 4, FALSE, 1, (guint[]) { 4, 2, 2, 1 });
  check_ranks ((gint64[]) { 1, 5, 2, 5 }, 4, FALSE, 1, (guint[]) { 1, 3, 2, 3 });
  /* After two players who already left as winners: the rest rank from 3. */
  check_ranks ((gint64[]) { 4, 0, 4 }, 3, FALSE, 3, (guint[]) { 4, 3, 4 });
  check_ranks ((gint64[]) { 2, 2 }, 2, FALSE, 3, (guint[]) { 3, 3 });
  /* None to rank. */
  check_ranks (NULL, 0, TRUE, 1, NULL);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/games/rank-competition", test_rank_competition);

  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      g_autofree char *info_path = g_strdup_printf ("/games/%s/info", info->id);
      g_autofree char *rules_path = g_strdup_printf ("/games/%s/rules-text", info->id);
      g_autofree char *roll_path = g_strdup_printf ("/games/%s/build-roll", info->id);
      g_autofree char *play_path = g_strdup_printf ("/games/%s/random-play", info->id);
      g_autofree char *copy_path = g_strdup_printf ("/games/%s/copy-state", info->id);
      g_autofree char *undo_path = g_strdup_printf ("/games/%s/undo-everywhere", info->id);
      g_autofree char *fixtures_path = g_strdup_printf ("/games/%s/fixtures", info->id);
      g_autofree char *data_path = g_strdup_printf ("/games/%s/named-in-data", info->id);

      g_test_add_data_func (info_path, info, test_info);
      g_test_add_data_func (rules_path, info, test_rules_text);
      g_test_add_data_func (roll_path, info, test_build_roll);
      g_test_add_data_func (play_path, info, test_random_play);
      g_test_add_data_func (copy_path, info, test_copy_state);
      g_test_add_data_func (undo_path, info, test_undo_everywhere);
      g_test_add_data_func (fixtures_path, info, test_fixtures);
      g_test_add_data_func (data_path, info, test_named_in_data);
    }

  return g_test_run ();
}
