/* pips-registry.h — the games Pips knows, with their rule options
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "pips-game.h"

G_BEGIN_DECLS

typedef enum
{
  PIPS_OPTION_BOOL,    /* JSON boolean; rendered as AdwSwitchRow */
  PIPS_OPTION_INT,     /* JSON integer in [min, max]; rendered as AdwSpinRow */
  PIPS_OPTION_CHOICE,  /* JSON string, one of the choice ids; rendered as AdwComboRow */
  PIPS_OPTION_TEXT,    /* JSON string of at most PIPS_OPTION_TEXT_MAX characters, "" by default;
                        * rendered as AdwEntryRow (e.g. the stake agreed for the loser) */
} PipsOptionKind;

#define PIPS_OPTION_TEXT_MAX 200

typedef struct
{
  const char *id;      /* stored in the session file */
  const char *label;   /* N_() */
} PipsOptionChoice;

typedef struct
{
  const char             *id;        /* stored in the session file, e.g. "chips-per-player" */
  const char             *title;     /* N_() */
  const char             *subtitle;  /* N_(), or NULL */
  PipsOptionKind          kind;
  gint64                  default_value;  /* BOOL: 0/1; INT: the value; CHOICE: index; TEXT: 0 */
  gint64                  min;            /* INT only */
  gint64                  max;            /* INT only */
  const PipsOptionChoice *choices;        /* CHOICE only */
  guint                   n_choices;      /* CHOICE only */
  const char             *group;          /* the id of its PipsOptionGroup; NULL: the first */
  const char             *requires;       /* NULL, or "OPTION=VALUE": the option matters only
                                           * while OPTION has VALUE ("true", a choice id, a
                                           * number); the new-game page greys it out otherwise */
} PipsRuleOption;

/**
 * PipsOptionGroup:
 * @id: referred to by #PipsRuleOption.group
 * @title: N_(), the group's heading on the new-game page
 * @description: N_(), or %NULL
 *
 * A heading under which the new-game page shows options that belong together.
 */
typedef struct
{
  const char *id;
  const char *title;
  const char *description;
} PipsOptionGroup;

/**
 * PipsRulePreset:
 * @id: a stable id ("pub-sheet")
 * @name: N_(), e.g. "Pub sheet"
 * @description: N_(), one line, or %NULL
 * @options: the options that differ from their defaults, as a JSON object text ("{}" for the
 *   defaults themselves)
 *
 * A set of house rules with a name. The first preset of a game is its defaults.
 */
typedef struct
{
  const char *id;
  const char *name;
  const char *description;
  const char *options;
} PipsRulePreset;

struct _PipsGameInfo
{
  const char            *id;            /* stored in the session file */
  const char            *name;          /* N_(), the game's name */
  const char            *summary;       /* N_(), one line for the game list */
  const char            *icon_name;
  guint                  min_players;
  guint                  max_players;
  PipsDiceInfo           dice;
  const PipsRuleOption  *options;
  guint                  n_options;
  const PipsOptionGroup *option_groups; /* NULL: one group */
  guint                  n_option_groups;
  const PipsRulePreset  *presets;       /* NULL: no presets */
  guint                  n_presets;
  const char * const    *rules;         /* N_() paragraphs, NULL-terminated: the default
                                         * dup_rules() text */
  /* A check across options (NULL: none), on a complete set of options whose every value is
   * allowed on its own; sets a PIPS_SESSION_ERROR_OPTIONS error in the players' words. */
  gboolean             (*check_options) (JsonObject  *options,
                                         GError     **error);
  GType                (*get_type) (void);
};

guint                 pips_registry_get_n_games      (void);
const PipsGameInfo   *pips_registry_get_game         (guint                index);
const PipsGameInfo   *pips_registry_lookup           (const char          *game_id);
const PipsRuleOption *pips_game_info_lookup_option   (const PipsGameInfo  *info,
                                                      const char          *option_id);
JsonObject           *pips_game_info_default_options (const PipsGameInfo  *info);
gboolean              pips_game_info_check_options   (const PipsGameInfo  *info,
                                                      JsonObject          *options,
                                                      GError             **error);
gboolean              pips_game_info_option_applies  (const PipsGameInfo  *info,
                                                      const PipsRuleOption *option,
                                                      JsonObject          *options);
const PipsRulePreset *pips_game_info_lookup_preset   (const PipsGameInfo  *info,
                                                      const char          *preset_id);
JsonObject           *pips_game_info_preset_options  (const PipsGameInfo  *info,
                                                      const PipsRulePreset *preset);
const PipsRulePreset *pips_game_info_match_preset    (const PipsGameInfo  *info,
                                                      JsonObject          *options);
char                 *pips_game_info_dup_option_value_label (const PipsGameInfo   *info,
                                                      const PipsRuleOption *option,
                                                      JsonObject           *options);
GArray               *pips_game_info_dup_records     (const PipsGameInfo  *info);

G_END_DECLS
