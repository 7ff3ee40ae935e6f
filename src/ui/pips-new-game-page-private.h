/* pips-new-game-page-private.h — what the files of PipsNewGamePage share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - pips-new-game-page.c: the game, the players, who starts; starting the game.
 * - pips-new-game-page-options.c: the rule options and presets, rendered from the game's table.
 */

#pragma once

#include "pips-new-game-page.h"
#include "pips-registry.h"

G_BEGIN_DECLS

struct _PipsNewGamePage
{
  AdwNavigationPage    parent_instance;

  GtkListBox          *games_list;
  GtkListBox          *players_list;
  AdwPreferencesGroup *suggestions_group;
  AdwWrapBox          *suggestions_box;
  AdwComboRow         *starter_row;
  AdwPreferencesGroup *options_group;
  GtkListBox          *options_list;
  GtkLabel            *problem_label;
  GtkWidget           *start_button;

  const PipsGameInfo  *info;
  GPtrArray           *names;     /* what is typed; an empty name means "Player N" */
  JsonObject          *options;
  AdwComboRow         *preset_row;
  gboolean             setting_options;
  GStrv                known;
  gboolean             updating;
};

void _pips_new_game_page_validate          (PipsNewGamePage *self);
void _pips_new_game_page_rebuild_options   (PipsNewGamePage *self);
void _pips_new_game_page_show_options      (PipsNewGamePage *self);
void _pips_new_game_page_sync_option_rows  (PipsNewGamePage *self);

G_END_DECLS
