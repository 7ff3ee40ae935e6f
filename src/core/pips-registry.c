/* pips-registry.c — the games Pips knows, with their rule options
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-registry"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-black-n-white-rules.h"
#include "pips-chili-rules.h"
#include "pips-registry.h"
#include "pips-session.h"

/* Adding a game: include its rules header and add one line here. */
static const PipsGameInfo * const games[] = {
  &pips_chili_game_info,
  &pips_black_n_white_game_info,
  NULL,
};

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
 * Checks that every member of @options is a rule option of the game with a value it allows.
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

  return TRUE;
}
