/* pips-game-pages.c — the page of each game
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-game-pages"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pips-black-n-white-page.h"
#include "pips-chili-page.h"
#include "pips-game-pages.h"
#include "pips-window.h"

typedef struct
{
  const char *game_id;
  GType     (*get_type) (void);
} GamePage;

/* Adding a game: one line here, beside its line in the core registry. */
static const GamePage pages[] = {
  { "chili", pips_chili_page_get_type },
  { "black-n-white", pips_black_n_white_page_get_type },
  { NULL, NULL },
};

/**
 * pips_game_page_new:
 *
 * Returns: (transfer floating): the page of the session's game
 */
GtkWidget *
pips_game_page_new (PipsSession *session)
{
  const char *game_id;

  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  game_id = pips_session_get_game_id (session);
  for (guint i = 0; pages[i].game_id != NULL; i++)
    {
      if (g_str_equal (pages[i].game_id, game_id))
        return g_object_new (pages[i].get_type (), "session", session, NULL);
    }

  /* Every game of the registry has a page; this is a programming error. */
  g_critical ("No page for the game “%s”", game_id);
  return adw_status_page_new ();
}

/**
 * pips_game_page_toast:
 *
 * Shows @message in a toast of the window @page is in, e.g. why the rules refused an entry.
 */
void
pips_game_page_toast (GtkWidget  *page,
                      const char *message)
{
  GtkWidget *window = gtk_widget_get_ancestor (page, PIPS_TYPE_WINDOW);
  AdwToast *toast;

  if (window == NULL)
    return;

  toast = adw_toast_new (message);
  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  pips_window_add_toast (PIPS_WINDOW (window), toast);
}
