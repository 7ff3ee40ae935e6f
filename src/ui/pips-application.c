/* pips-application.c
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-application"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-application.h"
#include "pips-game-page.h"
#include "pips-preferences-dialog.h"
#include "pips-resources.h"
#include "pips-shortcuts-dialog.h"
#include "pips-summary-tool.h"
#include "pips-window.h"

struct _PipsApplication
{
  AdwApplication  parent_instance;

  PipsStore      *store;
  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (PipsApplication, pips_application, ADW_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "summary", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the sheet and standings of a session file, then quit"), NULL },
  { "statistics", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the statistics of the saved games (or of the files and folders given), then quit"),
    NULL },
  { "format", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("The format of --summary (“text”, the default, “json” or “csv”) and --statistics (“text” or “json”)"), N_("FORMAT") },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[FILE]") },
  { NULL }
};

static int
pips_application_handle_local_options (GApplication *app,
                                       GVariantDict *options)
{
  g_autofree const char **files = NULL;
  const char *format = "text";

  if (!g_variant_dict_contains (options, "summary") && !g_variant_dict_contains (options, "statistics"))
    {
      if (g_variant_dict_contains (options, "format"))
        {
          g_printerr ("%s\n", _("--format is only used with --summary and --statistics"));
          return 2;
        }

      /* `pips FILE…`: the files are imported (by the running Pips, where there is one). */
      if (g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files) && files[0] != NULL)
        {
          g_autoptr(GPtrArray) opened = g_ptr_array_new_with_free_func (g_object_unref);
          g_autoptr(GError) error = NULL;

          for (guint i = 0; files[i] != NULL; i++)
            g_ptr_array_add (opened, g_file_new_for_commandline_arg (files[i]));

          if (!g_application_register (app, NULL, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
          g_application_open (app, (GFile **) opened->pdata, opened->len, "");
          return 0;
        }
      return -1;
    }

  g_variant_dict_lookup (options, "format", "&s", &format);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);
  if (g_variant_dict_contains (options, "statistics"))
    return pips_statistics_print_paths (format, files);

  /* The `pips` command runs pips-summary for this; here when pips-app is run by itself. */
  return pips_summary_print_files (format, files);
}

static void
save_failed_cb (PipsApplication *self,
                PipsSession     *session,
                const char      *message)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (PIPS_IS_WINDOW (window))
    {
      /* Translators: %s is the reason */
      g_autofree char *title = g_strdup_printf (_("Could not save the game: %s"), message);

      pips_window_add_toast (PIPS_WINDOW (window), adw_toast_new (title));
    }
}

/* Someone else changed the file of a session: it is saved in a copy from now on. */
static void
saved_in_copy_cb (PipsApplication *self,
                  PipsSession     *session,
                  const char      *message)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (PIPS_IS_WINDOW (window))
    {
      AdwToast *toast = adw_toast_new (message);

      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_set_timeout (toast, 0);
      pips_window_add_toast (PIPS_WINDOW (window), toast);
    }
}

static void
pips_application_startup (GApplication *app)
{
  PipsApplication *self = PIPS_APPLICATION (app);

  pips_register_resource ();

  G_APPLICATION_CLASS (pips_application_parent_class)->startup (app);

  gtk_window_set_default_icon_name (APP_ID);

  self->settings = g_settings_new (APP_ID);
  /* Nothing is read here: the home page has the store list its folder in the background. */
  self->store = pips_store_new_default ();
  g_signal_connect_object (self->store, "save-failed", G_CALLBACK (save_failed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->store, "saved-in-copy", G_CALLBACK (saved_in_copy_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
pips_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (pips_window_new (PIPS_APPLICATION (app)));

  gtk_window_present (window);
}

/* Files given to `pips` or opened from the file manager: imported into the saved games. */
static void
pips_application_open (GApplication  *app,
                       GFile        **files,
                       int            n_files,
                       const char    *hint)
{
  GtkWindow *window;

  pips_application_activate (app);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (PIPS_IS_WINDOW (window))
    pips_window_import_files (PIPS_WINDOW (window), files, (guint) n_files);
}

static void
pips_application_shutdown (GApplication *app)
{
  PipsApplication *self = PIPS_APPLICATION (app);
  g_autoptr(GError) error = NULL;

  if (self->store != NULL && !pips_store_flush (self->store, &error))
    g_warning ("Could not save a session: %s", error->message);

  G_APPLICATION_CLASS (pips_application_parent_class)->shutdown (app);
}

static void
pips_application_dispose (GObject *object)
{
  PipsApplication *self = PIPS_APPLICATION (object);

  g_clear_object (&self->store);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (pips_application_parent_class)->dispose (object);
}

static void
pips_application_class_init (PipsApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = pips_application_dispose;

  app_class->handle_local_options = pips_application_handle_local_options;
  app_class->startup = pips_application_startup;
  app_class->activate = pips_application_activate;
  app_class->open = pips_application_open;
  app_class->shutdown = pips_application_shutdown;
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PipsApplication *self = user_data;
  GList *windows;

  /* Closing a window removes it from the application's list: walk a copy that holds each
   * window. Closing saves each window's state and flushes the store; the application ends
   * when its last window has gone (and flushes once more on shutdown). */
  windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (self)),
                              (GCopyFunc) g_object_ref, NULL);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  PipsApplication *self = user_data;
  static const char *developers[] = { "The Pips authors", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  AdwDialog *dialog;

  dialog = adw_about_dialog_new ();
  /* 360 px less a window border of 10 px (X11 without a compositor): the sheet fits. */
  gtk_widget_set_size_request (GTK_WIDGET (dialog), 340, -1);
  g_object_set (dialog,
                "application-name", _("Pips"),
                "application-icon", APP_ID,
                "developer-name", _("The Pips authors"),
                "version", PACKAGE_VERSION,
                "website", "https://github.com/pipsapp/pips",
                "issue-url", "https://github.com/pipsapp/pips/issues",
                "license-type", GTK_LICENSE_GPL_3_0,
                "copyright", "© 2026 The Pips authors",
                "developers", developers,
                /* Translators: put your names here, one per line */
                "translator-credits", _("translator-credits"),
                "comments", _("Score sheets for dice games played with real dice at a table: "
                              "every entry checked against the rules, every game saved."),
                NULL);
  adw_dialog_present (dialog, GTK_WIDGET (window));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  PipsApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  adw_dialog_present (ADW_DIALOG (pips_preferences_dialog_new (self->settings)),
                      GTK_WIDGET (window));
}

static void
shortcuts_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  PipsApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  GtkWidget *game_page = PIPS_IS_WINDOW (window) ? pips_window_get_game_page (PIPS_WINDOW (window)) : NULL;

  /* The game on screen lists its own keys. */
  adw_dialog_present (ADW_DIALOG (pips_shortcuts_dialog_new (game_page != NULL ? PIPS_GAME_PAGE (game_page) : NULL)),
                      GTK_WIDGET (window));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "about", about_action },
  { "preferences", preferences_action },
  { "shortcuts", shortcuts_action },
};

static void
pips_application_init (PipsApplication *self)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };

  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Score sheets for dice games"));

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.shortcuts",
                                         shortcuts_accels);
}

PipsApplication *
pips_application_new (void)
{
  return g_object_new (PIPS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

/**
 * pips_application_get_store:
 *
 * Returns: (transfer none): the saved sessions
 */
PipsStore *
pips_application_get_store (PipsApplication *self)
{
  g_return_val_if_fail (PIPS_IS_APPLICATION (self), NULL);

  return self->store;
}

/**
 * pips_application_get_settings:
 *
 * Returns: (transfer none): the preferences
 */
GSettings *
pips_application_get_settings (PipsApplication *self)
{
  g_return_val_if_fail (PIPS_IS_APPLICATION (self), NULL);

  return self->settings;
}
