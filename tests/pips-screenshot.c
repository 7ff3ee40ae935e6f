/* pips-screenshot.c — renders the main pages to PNG, in light and dark style
 *
 *   pips-screenshot OUTPUT-DIR
 *   pips-screenshot --list      prints the id of every game it shoots, one a line
 *
 * The games are those of the registry: each is shown in play (game-ID-…) and at its end
 * (game-ID-over-…), from the demo sessions of pips-demo.c.
 *
 * Uses the language of LANGUAGE (run it once per language), GNOME's interface font (Adwaita Sans
 * 11, the default of org.gnome.desktop.interface font-name), no animations and a folder of demo
 * sessions of its own. Each picture is the window as GTK draws it: under a compositor (Wayland)
 * with its rounded corners and its shadow on a transparent background, under a bare X server
 * square and without a shadow. `build-aux/dev screenshots` runs it under a headless Mutter in
 * English and German; the metainfo screenshots are its English light pictures.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pips-application.h"
#include "pips-demo.h"
#include "pips-new-game-page.h"
#include "pips-registry.h"
#include "pips-ui-test-util.h"
#include "pips-session-page.h"
#include "pips-window.h"

static void
shot (GtkWidget  *window,
      const char *dir,
      const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  if (!pips_ui_test_save_png (window, path))
    g_error ("Could not write %s", path);
  g_print ("%s\n", path);
}

/* The session of @game_id that the window's store lists (the demo sessions have one each). */
static PipsSession *
find_session (PipsApplication *app,
              const char      *game_id)
{
  GListModel *entries = pips_store_get_entries (pips_application_get_store (app));

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
      PipsSession *candidate = pips_store_entry_get_session (entry);

      if (candidate != NULL && !pips_session_get_is_over (candidate) &&
          g_str_equal (pips_session_get_game_id (candidate), game_id))
        return candidate;
    }

  g_error ("No demo session of %s in play", game_id);
}

int
main (int   argc,
      char *argv[])
{
  static const struct {
    AdwColorScheme scheme;
    const char *name;
  } schemes[] = {
    { ADW_COLOR_SCHEME_FORCE_LIGHT, "light" },
    { ADW_COLOR_SCHEME_FORCE_DARK, "dark" },
  };
  static const struct {
    int width, height;
    const char *suffix;
  } sizes[] = {
    { 960, 720, "" },
    { 360, 720, "-narrow" },
    { 360, 294, "-small" },
  };
  g_autoptr(GPtrArray) finished = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(PipsApplication) app = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data_dir = NULL;
  g_autoptr(PipsSession) demo = NULL;
  const char *language;
  const char *out;

  if (argc == 2 && g_str_equal (argv[1], "--list"))
    {
      for (guint i = 0; i < pips_registry_get_n_games (); i++)
        g_print ("%s\n", pips_registry_get_game (i)->id);
      return 0;
    }
  if (argc != 2)
    {
      g_printerr ("Usage: pips-screenshot OUTPUT-DIR | --list\n");
      return 2;
    }
  out = argv[1];
  language = g_getenv ("LANGUAGE") != NULL && g_getenv ("LANGUAGE")[0] != '\0'
             ? g_getenv ("LANGUAGE") : "en";

  /* A store of demo sessions of its own, and no real preferences. */
  data_dir = g_dir_make_tmp ("pips-screenshot-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSETTINGS_SCHEMA_DIR", PIPS_BUILD_SCHEMADIR, TRUE);
  g_setenv ("GDK_DEBUG", "no-portals", TRUE);

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, PIPS_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (),
                "gtk-enable-animations", FALSE,
                "gtk-font-name", "Adwaita Sans 11",
                "gtk-icon-theme-name", "Adwaita",
                "gtk-decoration-layout", ":close",
                NULL);

  demo = pips_demo_write_sessions (data_dir);

  app = pips_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[s].scheme);

      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          PipsWindow *window = pips_window_new (app);
          PipsSession *session = NULL;
          g_autofree char *home = g_strdup_printf ("home-%s-%s%s.png", language, schemes[s].name, sizes[z].suffix);
          g_autofree char *new_game = g_strdup_printf ("new-game-%s-%s%s.png", language, schemes[s].name, sizes[z].suffix);
          g_autofree char *game = g_strdup_printf ("game-%s-%s-%s%s.png", pips_session_get_game_id (demo),
                                                   language, schemes[s].name, sizes[z].suffix);

          gtk_window_set_default_size (GTK_WINDOW (window), sizes[z].width, sizes[z].height);
          gtk_window_present (GTK_WINDOW (window));
          pips_ui_test_wait (600);
          shot (GTK_WIDGET (window), out, home);

          /* The dialogs of the main menu. */
          {
            static const char *dialogs[] = { "preferences", "shortcuts", "about" };

            for (guint d = 0; d < G_N_ELEMENTS (dialogs); d++)
              {
                g_autofree char *name = g_strdup_printf ("%s-%s-%s%s.png", dialogs[d], language,
                                                         schemes[s].name, sizes[z].suffix);
                AdwDialog *dialog;

                g_action_group_activate_action (G_ACTION_GROUP (app), dialogs[d], NULL);
                pips_ui_test_wait (400);
                shot (GTK_WIDGET (window), out, name);
                dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
                if (dialog != NULL)
                  adw_dialog_force_close (dialog);
                pips_ui_test_wait (200);
              }
          }

          gtk_widget_activate_action (GTK_WIDGET (window), "window.new-game", "s",
                                      pips_registry_get_game (0)->id);
          /* A table about to play, as a player would see it: the names typed in. */
          {
            GtkWidget *page = pips_ui_test_find_descendant (GTK_WIDGET (window),
                                                            PIPS_TYPE_NEW_GAME_PAGE);

            if (page != NULL)
              {
                pips_new_game_page_set_player (PIPS_NEW_GAME_PAGE (page), 0, "Anna");
                pips_new_game_page_set_player (PIPS_NEW_GAME_PAGE (page), 1, "Ben");
              }
          }
          pips_ui_test_wait (500);
          shot (GTK_WIDGET (window), out, new_game);

          session = find_session (app, pips_session_get_game_id (demo));
          g_assert_true (g_str_equal (pips_session_get_id (session), pips_session_get_id (demo)));
          pips_window_open_session (window, session);
          pips_ui_test_wait (600);
          shot (GTK_WIDGET (window), out, game);

          /* The game menu's rules and history, in the window's dialog. */
          {
            static const char *dialogs[] = { "rules", "history" };

            for (guint d = 0; d < G_N_ELEMENTS (dialogs); d++)
              {
                g_autofree char *action = g_strconcat ("session.", dialogs[d], NULL);
                g_autofree char *name = g_strdup_printf ("%s-%s-%s%s.png", dialogs[d], language,
                                                         schemes[s].name, sizes[z].suffix);
                AdwDialog *dialog;
                GtkWidget *page = pips_ui_test_find_descendant (GTK_WIDGET (window),
                                                                PIPS_TYPE_SESSION_PAGE);

                g_assert (page != NULL);
                if (!gtk_widget_activate_action (page, action, NULL))
                  g_error ("No action %s", action);
                pips_ui_test_wait (400);
                shot (GTK_WIDGET (window), out, name);
                dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
                if (dialog != NULL)
                  adw_dialog_force_close (dialog);
                pips_ui_test_wait (200);
              }
          }

          /* The other games of the registry, each in play. */
          for (guint g = 0; g < pips_registry_get_n_games (); g++)
            {
              const char *game_id = pips_registry_get_game (g)->id;
              g_autofree char *name = g_strdup_printf ("game-%s-%s-%s%s.png", game_id,
                                                       language, schemes[s].name, sizes[z].suffix);

              if (g_str_equal (game_id, pips_session_get_game_id (demo)))
                continue;
              pips_window_open_session (window, find_session (app, game_id));
              pips_ui_test_wait (600);
              shot (GTK_WIDGET (window), out, name);
            }

          gtk_window_destroy (GTK_WINDOW (window));
          pips_ui_test_wait (100);
        }
    }

  /* Every game at its end. Opened, these sessions join the store: after the pictures of the home. */
  for (guint g = 0; g < pips_registry_get_n_games (); g++)
    g_ptr_array_add (finished, pips_demo_finished_game (pips_registry_get_game (g)));

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[s].scheme);

      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          PipsWindow *window = pips_window_new (app);

          gtk_window_set_default_size (GTK_WINDOW (window), sizes[z].width, sizes[z].height);
          gtk_window_present (GTK_WINDOW (window));
          pips_ui_test_wait (300);

          for (guint g = 0; g < finished->len; g++)
            {
              PipsSession *over = g_ptr_array_index (finished, g);
              g_autofree char *name = g_strdup_printf ("game-%s-over-%s-%s%s.png",
                                                       pips_session_get_game_id (over), language,
                                                       schemes[s].name, sizes[z].suffix);

              pips_window_open_session (window, over);
              pips_ui_test_wait (600);
              shot (GTK_WIDGET (window), out, name);
            }

          gtk_window_destroy (GTK_WINDOW (window));
          pips_ui_test_wait (100);
        }
    }

  g_application_quit (G_APPLICATION (app));
  pips_demo_remove_dir (data_dir);

  return 0;
}
