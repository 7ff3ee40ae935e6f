/* pips-game-pages.h — the page of each game
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pips-session.h"

G_BEGIN_DECLS

/* Every game's page is a GtkWidget with a construct-only "session" property (PipsSession) and
 * shows messages with the "toast" action of its ancestors (pips_game_page_toast()). */
GtkWidget *pips_game_page_new   (PipsSession *session);
void       pips_game_page_toast (GtkWidget   *page,
                                 const char  *message);

G_END_DECLS
