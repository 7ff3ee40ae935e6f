/* pips-window-transfer.c — the window's import and backup: menu, file dialogs, dropped files
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Import (window.import, a file dropped on the window, `pips FILE`) takes session files and
 * backups through pips_import_parse() and pips_import_into_store(): every game is opened as a
 * saved game is before anything changes, a refusal says why in a dialog, a success in a toast.
 * Back Up All Games (window.backup) writes every saved game into one file. The files go through
 * GtkFileDialog, and so through the portal in the Flatpak.
 */

#define G_LOG_DOMAIN "pips-window"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-transfer.h"
#include "pips-window.h"

#define SESSION_MIME "application/x-pips-session"
#define BACKUP_MIME  "application/x-pips-backup"

static void
show_refusal (PipsWindow *self,
              const char *heading,
              const char *body)
{
  AdwDialog *dialog = adw_alert_dialog_new (heading, body);

  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

typedef struct
{
  PipsWindow *window;
  char       *name;
  GPtrArray  *sessions;
} Import;

static void
import_free (Import *import)
{
  g_clear_object (&import->window);
  g_free (import->name);
  g_clear_pointer (&import->sessions, g_ptr_array_unref);
  g_free (import);
}

static void
refuse_import (PipsWindow *self,
               const char *name,
               const char *reason)
{
  /* Translators: a dialog's text after its heading "Nothing Imported": %s is a file's name,
   * the second %s why it was refused */
  g_autofree char *body = g_strdup_printf (_("“%s”: %s"), name, reason);

  show_refusal (self, _("Nothing Imported"), body);
}

/* The games opened, into the saved games: once those are listed, so that a game Pips has already
 * is known as such. */
static void
import_into_store (Import *import)
{
  PipsStore *store = pips_window_get_store (import->window);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  PipsImportResult counts;

  if (store == NULL)
    {
      import_free (import);
      return;
    }

  if (!pips_store_get_loaded (store))
    {
      g_signal_connect_swapped (store, "notify::loaded", G_CALLBACK (import_into_store), import);
      return;
    }
  g_signal_handlers_disconnect_by_func (store, import_into_store, import);

  if (!pips_import_into_store (store, import->sessions, &counts, &error))
    refuse_import (import->window, import->name, error->message);
  else
    {
      message = pips_import_result_dup_message (&counts);
      pips_window_add_toast (import->window, adw_toast_new (message));
    }

  import_free (import);
}

/* In a worker: one file read and its games opened, nothing changed yet. The file is read as
 * every file from outside is (a pipe, a device or a file larger than a backup is refused before
 * it is read), and the window does not wait for it. */
static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *sessions = pips_import_read_file (G_FILE (task_data), cancellable, &error);

  if (sessions == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, sessions, (GDestroyNotify) g_ptr_array_unref);
}

/* Back on the main thread: the games opened, or the reason the file was refused. */
static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  PipsWindow *self = PIPS_WINDOW (source);
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  GPtrArray *sessions = g_task_propagate_pointer (G_TASK (result), &error);
  Import *import;

  if (sessions == NULL)
    {
      refuse_import (self, name, error->message);
      return;
    }

  import = g_new0 (Import, 1);
  import->window = g_object_ref (self);
  import->name = g_steal_pointer (&name);
  import->sessions = sessions;
  import_into_store (import);
}

/**
 * pips_window_import_files:
 * @files: (array length=n_files): session files or backups
 *
 * Imports @files into the saved games, each as a whole or not at all. Each is read and its
 * games opened in a worker thread.
 */
void
pips_window_import_files (PipsWindow  *self,
                          GFile      **files,
                          guint        n_files)
{
  g_return_if_fail (PIPS_IS_WINDOW (self));

  for (guint i = 0; i < n_files; i++)
    {
      g_autoptr(GTask) task = g_task_new (self, NULL, read_cb, NULL);

      g_task_set_source_tag (task, pips_window_import_files);
      g_task_set_task_data (task, g_object_ref (files[i]), g_object_unref);
      g_task_run_in_thread (task, read_thread);
    }
}

static GListModel *
new_filters (gboolean backups_only)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) pips = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (pips, backups_only ? _("Pips Backups") : _("Pips Games and Backups"));
  gtk_file_filter_add_mime_type (pips, BACKUP_MIME);
  gtk_file_filter_add_suffix (pips, "pips-backup");
  if (!backups_only)
    {
      gtk_file_filter_add_mime_type (pips, SESSION_MIME);
      gtk_file_filter_add_suffix (pips, "pips");
      gtk_file_filter_add_suffix (pips, "json");
    }
  g_list_store_append (filters, pips);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, all);

  return G_LIST_MODEL (filters);
}

static void
import_chosen_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(PipsWindow) self = user_data;
  g_autoptr(GListModel) files = gtk_file_dialog_open_multiple_finish (GTK_FILE_DIALOG (source), result, NULL);

  if (files == NULL)
    return;

  for (guint i = 0; i < g_list_model_get_n_items (files); i++)
    {
      g_autoptr(GFile) file = g_list_model_get_item (files, i);

      pips_window_import_files (self, &file, 1);
    }
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GListModel) filters = new_filters (FALSE);

  gtk_file_dialog_set_title (dialog, _("Import Games"));
  gtk_file_dialog_set_filters (dialog, filters);
  gtk_file_dialog_open_multiple (dialog, GTK_WINDOW (widget), NULL, import_chosen_cb,
                                 g_object_ref (widget));
}

/* Backup */

static void
backup_written_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(PipsWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      show_refusal (self, _("Backup Failed"), error->message);
      return;
    }

  pips_window_add_toast (self, adw_toast_new (g_object_get_data (G_OBJECT (source), "pips-message")));
}

static void
backup_chosen_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(PipsWindow) self = user_data;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  PipsStore *store = pips_window_get_store (self);
  char *text;
  guint n_in = 0, n_out = 0;
  g_autoptr(GString) message = g_string_new (NULL);

  if (file == NULL || store == NULL)
    return;

  /* Every game as it is now: what is not on disk yet is written first. */
  if (!pips_store_flush (store, &error) ||
      (text = pips_backup_serialize (store, &n_in, &n_out, &error)) == NULL)
    {
      show_refusal (self, _("Backup Failed"), error->message);
      return;
    }

  /* Translators: after a backup, %u is a number of games */
  g_string_append_printf (message, ngettext ("%u game backed up", "%u games backed up", n_in), n_in);
  if (n_out > 0)
    {
      g_string_append (message, " · ");
      /* Translators: after a backup: saved files that cannot be opened, %u is their number */
      g_string_append_printf (message, ngettext ("%u damaged file left out", "%u damaged files left out",
                                                 n_out), n_out);
    }
  g_object_set_data_full (G_OBJECT (file), "pips-message", g_string_free (g_steal_pointer (&message), FALSE),
                          g_free);

  bytes = g_bytes_new_take (text, strlen (text));
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, backup_written_cb, g_object_ref (self));
}

static void
backup_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GListModel) filters = new_filters (TRUE);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  /* Translators: the file name a backup is offered, %s is the date (2026-11-26) */
  g_autofree char *name = g_strdup_printf (_("Pips Backup %s.pips-backup"), date);

  gtk_file_dialog_set_title (dialog, _("Back Up All Games"));
  gtk_file_dialog_set_filters (dialog, filters);
  gtk_file_dialog_set_initial_name (dialog, name);
  gtk_file_dialog_save (dialog, GTK_WINDOW (widget), NULL, backup_chosen_cb, g_object_ref (widget));
}

/* Dropped on the window */

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         PipsWindow    *self)
{
  GSList *list;
  g_autoptr(GPtrArray) files = g_ptr_array_new ();

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  list = g_value_get_boxed (value);
  for (GSList *l = list; l != NULL; l = l->next)
    g_ptr_array_add (files, l->data);

  pips_window_import_files (self, (GFile **) files->pdata, files->len);
  return files->len > 0;
}

void
_pips_window_transfer_init (PipsWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

void
_pips_window_class_transfer_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "window.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "window.backup", NULL, backup_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "window.import", NULL);
}
