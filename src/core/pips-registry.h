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
} PipsRuleOption;

struct _PipsGameInfo
{
  const char            *id;            /* "chili", stored in the session file */
  const char            *name;          /* N_("Chili Dice") */
  const char            *summary;       /* N_(), one line for the game list */
  const char            *icon_name;
  guint                  min_players;
  guint                  max_players;
  gboolean               keeps_score;   /* standings carry points */
  gboolean               keeps_chips;   /* standings carry chips */
  const PipsRuleOption  *options;
  guint                  n_options;
  const char * const    *rules;         /* N_() paragraphs, NULL-terminated: the in-app rules */
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

G_END_DECLS
