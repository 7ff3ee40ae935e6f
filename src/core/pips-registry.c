/* pips-registry.c — the games Pips knows, with their rule options
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-registry"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-games.h"
#include "pips-registry.h"
#include "pips-session.h"

/* The games come from the list in src/meson.build; each game's rules define its info. */
#define DECLARE_INFO(name) extern const PipsGameInfo pips_##name##_game_info;
PIPS_FOR_EACH_GAME (DECLARE_INFO)
#undef DECLARE_INFO

#define INFO_ENTRY(name) &pips_##name##_game_info,
static const PipsGameInfo * const games[] = {
  PIPS_FOR_EACH_GAME (INFO_ENTRY)
  NULL,
};
#undef INFO_ENTRY

guint
pips_registry_get_n_games (void)
{
  return G_N_ELEMENTS (games) - 1;
}

const PipsGameInfo *
pips_registry_get_game (guint index)
{
  g_return_val_if_fail (index < pips_registry_get_n_games (), NULL);

  return games[index];
}

const PipsGameInfo *
pips_registry_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; games[i] != NULL; i++)
    {
      if (g_str_equal (games[i]->id, game_id))
        return games[i];
    }

  return NULL;
}

const PipsRuleOption *
pips_game_info_lookup_option (const PipsGameInfo *info,
                              const char         *option_id)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (option_id != NULL, NULL);

  for (guint i = 0; i < info->n_options; i++)
    {
      if (g_str_equal (info->options[i].id, option_id))
        return &info->options[i];
    }

  return NULL;
}

/**
 * pips_game_info_default_options:
 *
 * Returns: (transfer full): every rule option of the game with its default value
 */
JsonObject *
pips_game_info_default_options (const PipsGameInfo *info)
{
  JsonObject *options = json_object_new ();

  g_return_val_if_fail (info != NULL, options);

  for (guint i = 0; i < info->n_options; i++)
    {
      const PipsRuleOption *option = &info->options[i];

      switch (option->kind)
        {
        case PIPS_OPTION_BOOL:
          json_object_set_boolean_member (options, option->id, option->default_value != 0);
          break;

        case PIPS_OPTION_INT:
          json_object_set_int_member (options, option->id, option->default_value);
          break;

        case PIPS_OPTION_CHOICE:
          g_assert (option->default_value >= 0 && option->default_value < option->n_choices);
          json_object_set_string_member (options, option->id,
                                         option->choices[option->default_value].id);
          break;

        case PIPS_OPTION_TEXT:
          json_object_set_string_member (options, option->id, "");
          break;

        default:
          g_assert_not_reached ();
        }
    }

  return options;
}

/**
 * pips_game_info_check_options:
 *
 * Checks that every member of @options is a rule option of the game with a value it allows,
 * and then, with the defaults filled in, the game's own check across options.
 */
gboolean
pips_game_info_check_options (const PipsGameInfo  *info,
                              JsonObject          *options,
                              GError             **error)
{
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  g_return_val_if_fail (info != NULL, FALSE);

  if (options == NULL)
    return TRUE;

  json_object_iter_init (&iter, options);
  while (json_object_iter_next (&iter, &member, &node))
    {
      const PipsRuleOption *option = pips_game_info_lookup_option (info, member);
      GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
      gboolean ok = FALSE;

      if (option == NULL)
        {
          g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT,
                       /* Translators: %s is an option's identifier, then a game's name */
                       _("“%s” is not a rule option of %s"), member, _(info->name));
          return FALSE;
        }

      switch (option->kind)
        {
        case PIPS_OPTION_BOOL:
          ok = type == G_TYPE_BOOLEAN;
          break;

        case PIPS_OPTION_INT:
          ok = type == G_TYPE_INT64 &&
               json_node_get_int (node) >= option->min &&
               json_node_get_int (node) <= option->max;
          break;

        case PIPS_OPTION_CHOICE:
          if (type == G_TYPE_STRING)
            {
              for (guint i = 0; i < option->n_choices && !ok; i++)
                ok = g_str_equal (option->choices[i].id, json_node_get_string (node));
            }
          break;

        case PIPS_OPTION_TEXT:
          ok = type == G_TYPE_STRING &&
               g_utf8_strlen (json_node_get_string (node), -1) <= PIPS_OPTION_TEXT_MAX;
          break;

        default:
          g_assert_not_reached ();
        }

      if (!ok)
        {
          g_set_error (error, PIPS_SESSION_ERROR, PIPS_SESSION_ERROR_CORRUPT,
                       /* Translators: %s is a rule option's title */
                       _("The rule option “%s” has a value it does not allow"), _(option->title));
          return FALSE;
        }
    }

  if (info->check_options != NULL)
    {
      g_autoptr(JsonObject) merged = pips_game_info_default_options (info);

      json_object_iter_init (&iter, options);
      while (json_object_iter_next (&iter, &member, &node))
        json_object_set_member (merged, member, json_node_copy (node));

      if (!info->check_options (merged, error))
        return FALSE;
    }

  return TRUE;
}

/* The value of @option in @options as the text "requires" uses: "true"/"false", a choice id or a
 * number; NULL for a text option. */
static char *
option_value_text (const PipsRuleOption *option,
                   JsonObject           *options)
{
  JsonNode *node = json_object_get_member (options, option->id);

  switch (option->kind)
    {
    case PIPS_OPTION_BOOL:
      if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
          json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        return g_strdup (json_node_get_boolean (node) ? "true" : "false");
      return g_strdup (option->default_value != 0 ? "true" : "false");

    case PIPS_OPTION_INT:
      if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
          json_node_get_value_type (node) == G_TYPE_INT64)
        return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
      return g_strdup_printf ("%" G_GINT64_FORMAT, option->default_value);

    case PIPS_OPTION_CHOICE:
      if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
          json_node_get_value_type (node) == G_TYPE_STRING)
        return g_strdup (json_node_get_string (node));
      return g_strdup (option->choices[option->default_value].id);

    case PIPS_OPTION_TEXT:
    default:
      return NULL;
    }
}

/**
 * pips_game_info_option_applies:
 * @option: an option of @info
 * @options: (nullable): the options chosen; missing ones count with their defaults
 *
 * Returns: whether @option matters with @options: it has no "requires", or the option it
 *   requires has the value it names
 */
gboolean
pips_game_info_option_applies (const PipsGameInfo   *info,
                               const PipsRuleOption *option,
                               JsonObject           *options)
{
  g_autofree char *required_id = NULL;
  g_autofree char *value = NULL;
  const PipsRuleOption *required;
  const char *equals;

  g_return_val_if_fail (info != NULL, TRUE);
  g_return_val_if_fail (option != NULL, TRUE);

  if (option->requires == NULL)
    return TRUE;

  equals = strchr (option->requires, '=');
  g_return_val_if_fail (equals != NULL, TRUE);

  required_id = g_strndup (option->requires, equals - option->requires);
  required = pips_game_info_lookup_option (info, required_id);
  g_return_val_if_fail (required != NULL, TRUE);

  if (options == NULL)
    {
      g_autoptr(JsonObject) defaults = pips_game_info_default_options (info);

      value = option_value_text (required, defaults);
    }
  else
    value = option_value_text (required, options);

  return g_strcmp0 (value, equals + 1) == 0 &&
         pips_game_info_option_applies (info, required, options);
}

const PipsRulePreset *
pips_game_info_lookup_preset (const PipsGameInfo *info,
                              const char         *preset_id)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (preset_id != NULL, NULL);

  for (guint i = 0; i < info->n_presets; i++)
    {
      if (g_str_equal (info->presets[i].id, preset_id))
        return &info->presets[i];
    }

  return NULL;
}

/**
 * pips_game_info_preset_options:
 *
 * Returns: (transfer full): every rule option of the game, with the values of @preset
 */
JsonObject *
pips_game_info_preset_options (const PipsGameInfo   *info,
                               const PipsRulePreset *preset)
{
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (preset != NULL, NULL);

  options = pips_game_info_default_options (info);

  /* Presets are written by the game's authors; the contract test checks each one. */
  node = json_from_string (preset->options, &error);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_critical ("The preset “%s” of %s is not a JSON object: %s", preset->id, info->id,
                  error != NULL ? error->message : "");
      return g_steal_pointer (&options);
    }

  json_object_iter_init (&iter, json_node_get_object (node));
  while (json_object_iter_next (&iter, &member, &value))
    json_object_set_member (options, member, json_node_copy (value));

  return g_steal_pointer (&options);
}

/**
 * pips_game_info_match_preset:
 * @options: the options chosen; missing ones count with their defaults
 *
 * Returns: (nullable): the preset whose values are exactly @options (comparing the options
 *   that apply), or %NULL for house rules of the table's own
 */
const PipsRulePreset *
pips_game_info_match_preset (const PipsGameInfo *info,
                             JsonObject         *options)
{
  g_autoptr(JsonObject) chosen = NULL;
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  g_return_val_if_fail (info != NULL, NULL);

  chosen = pips_game_info_default_options (info);
  if (options != NULL)
    {
      json_object_iter_init (&iter, options);
      while (json_object_iter_next (&iter, &member, &node))
        json_object_set_member (chosen, member, json_node_copy (node));
    }

  for (guint i = 0; i < info->n_presets; i++)
    {
      g_autoptr(JsonObject) values = pips_game_info_preset_options (info, &info->presets[i]);
      gboolean same = TRUE;

      for (guint j = 0; j < info->n_options && same; j++)
        {
          const PipsRuleOption *option = &info->options[j];

          if (option->kind == PIPS_OPTION_TEXT ||
              !pips_game_info_option_applies (info, option, chosen))
            continue;

          same = json_node_equal (json_object_get_member (values, option->id),
                                  json_object_get_member (chosen, option->id));
        }

      if (same)
        return &info->presets[i];
    }

  return NULL;
}

/**
 * pips_game_info_dup_option_value_label:
 * @options: the options in force; missing ones count with their defaults
 *
 * Returns: (transfer full): the value of @option as the players read it: "On", "Off", a
 *   number, the label of a choice, or the text ("—" when empty)
 */
char *
pips_game_info_dup_option_value_label (const PipsGameInfo   *info,
                                       const PipsRuleOption *option,
                                       JsonObject           *options)
{
  g_autofree char *value = NULL;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (option != NULL, NULL);

  if (option->kind == PIPS_OPTION_TEXT)
    {
      const char *text = options != NULL
        ? json_object_get_string_member_with_default (options, option->id, "") : "";

      return g_strdup (*text != '\0' ? text : "—");
    }

  if (options == NULL)
    {
      g_autoptr(JsonObject) defaults = pips_game_info_default_options (info);

      value = option_value_text (option, defaults);
    }
  else
    value = option_value_text (option, options);

  switch (option->kind)
    {
    case PIPS_OPTION_BOOL:
      return g_strdup (g_str_equal (value, "true") ? _("On") : _("Off"));

    case PIPS_OPTION_CHOICE:
      for (guint i = 0; i < option->n_choices; i++)
        {
          if (g_str_equal (option->choices[i].id, value))
            return g_strdup (_(option->choices[i].label));
        }
      return g_steal_pointer (&value);

    case PIPS_OPTION_INT:
    case PIPS_OPTION_TEXT:
    default:
      return g_steal_pointer (&value);
    }
}

/**
 * pips_game_info_dup_records:
 * @info: a game
 *
 * The records the game has (id, title, kind), from a game just begun: they are the same whatever
 * the state. The values are those of a game just begun; only the descriptions count. The store
 * names them in its cache, and the statistics count them.
 *
 * Returns: (transfer full) (element-type PipsRecord): the game's records, at most
 *   %PIPS_GAME_MAX_RECORDS
 */
GArray *
pips_game_info_dup_records (const PipsGameInfo *info)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) players = NULL;
  g_autoptr(PipsGame) game = NULL;
  GArray *records;

  g_return_val_if_fail (info != NULL, NULL);

  for (guint p = 0; p < MAX (info->min_players, 1); p++)
    g_strv_builder_take (builder, g_strdup_printf ("%u", p + 1));
  players = g_strv_builder_end (builder);
  game = pips_game_new (info, (const char * const *) players, NULL);
  records = pips_game_dup_records (game);
  if (records->len > PIPS_GAME_MAX_RECORDS)
    g_array_set_size (records, PIPS_GAME_MAX_RECORDS);

  return records;
}
