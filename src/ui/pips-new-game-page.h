/* pips-new-game-page.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-session.h"

G_BEGIN_DECLS

#define PIPS_TYPE_NEW_GAME_PAGE (pips_new_game_page_get_type ())
G_DECLARE_FINAL_TYPE (PipsNewGamePage, pips_new_game_page, PIPS, NEW_GAME_PAGE, AdwNavigationPage)

PipsNewGamePage *pips_new_game_page_new          (const char         *game_id,
                                                  const char * const *known_players);
const char      *pips_new_game_page_get_game_id  (PipsNewGamePage    *self);
void             pips_new_game_page_set_game_id  (PipsNewGamePage    *self,
                                                  const char         *game_id);
void             pips_new_game_page_set_player   (PipsNewGamePage    *self,
                                                  guint               index,
                                                  const char         *name);
void             pips_new_game_page_set_options  (PipsNewGamePage    *self,
                                                  JsonObject         *options);
PipsSession     *pips_new_game_page_create       (PipsNewGamePage    *self,
                                                  GError            **error);

G_END_DECLS
