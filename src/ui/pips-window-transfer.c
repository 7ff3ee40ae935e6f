/* pips-window-transfer.c — the window's import and backup: menu, file dialogs, dropped files
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Import (window.import, a file dropped on the window, `pips FILE`) takes session files and
 * backups through pips_import_file_async(): every game is opened as a saved game is, in a worker
 * thread, and a failure takes back what it wrote; a refusal says why in a dialog, a success in
 * a toast. Back Up All Games (window.backup) writes every saved game into one file, game by game
 * in a worker, through a temporary file beside it (pips_backup_to_file_async()). Meanwhile a
 * toast says how far either is, and its Cancel stops it with nothing left behind. The files go
 * through GtkFileDialog, and so through the portal in the Flatpak.
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

/* A backup or an import under way, in a worker: a toast says how far it is, and its button
 * cancels it; the window works on meanwhile. */
typedef struct
{
  PipsWindow           *window;
  GFile                *file;
  char                 *name;
  GCancellable         *cancellable;
  PipsTransferProgress  progress;
  AdwToast             *toast;
  gboolean              is_backup;
  guint                 tick_id;
} Transfer;

static void
transfer_free (Transfer *transfer)
{
  g_clear_handle_id (&transfer->tick_id, g_source_remove);
  if (transfer->toast != NULL)
    adw_toast_dismiss (transfer->toast);
  g_clear_object (&transfer->toast);
  g_clear_object (&transfer->window);
  g_clear_object (&transfer->file);
  g_clear_object (&transfer->cancellable);
  g_free (transfer->name);
  g_free (transfer);
}

static void
update_toast (Transfer *transfer)
{
  guint percent = (guint) (pips_transfer_progress_get_fraction (&transfer->progress) * 100);
  g_autofree char *title = NULL;

  if (transfer->is_backup)
    /* Translators: while a backup is written; %u is how much is done, in percent */
    title = g_strdup_printf (_("Backing up all games… %u %%"), percent);
  else
    /* Translators: while a file is imported; %s is its name, %u how much is done, in percent */
    title = g_strdup_printf (_("Importing “%s”… %u %%"), transfer->name, percent);
  adw_toast_set_title (transfer->toast, title);
}

static gboolean
tick_cb (gpointer user_data)
{
  update_toast (user_data);
  return G_SOURCE_CONTINUE;
}

static Transfer *
transfer_new (PipsWindow *self,
              GFile      *file,
              gboolean    is_backup)
{
  Transfer *transfer = g_new0 (Transfer, 1);

  transfer->window = g_object_ref (self);
  transfer->file = g_object_ref (file);
  transfer->name = g_file_get_basename (file);
  transfer->cancellable = g_cancellable_new ();
  transfer->is_backup = is_backup;

  transfer->toast = adw_toast_new ("");
  adw_toast_set_timeout (transfer->toast, 0);
  adw_toast_set_priority (transfer->toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_button_label (transfer->toast, _("_Cancel"));
  g_signal_connect_object (transfer->toast, "button-clicked", G_CALLBACK (g_cancellable_cancel),
                           transfer->cancellable, G_CONNECT_SWAPPED);
  update_toast (transfer);
  pips_window_add_toast (self, g_object_ref (transfer->toast));
  transfer->tick_id = g_timeout_add (200, tick_cb, transfer);

  return transfer;
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

/* Shows the game of @id of @store, if it opens. */
static void
open_imported (PipsWindow *window,
               PipsStore  *store,
               const char *id)
{
  GListModel *entries = pips_store_get_entries (store);

  for (guint i = 0; id[0] != '\0' && i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);
      PipsSession *session;

      if (g_strcmp0 (pips_store_entry_get_id (entry), id) != 0)
        continue;
      session = pips_store_entry_open (entry, NULL);
      if (session != NULL)
        pips_window_open_session (window, session);
      return;
    }
}

/* Back on the main thread: the games listed, or why nothing was imported. */
static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Transfer *transfer = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  PipsImportResult counts;

  if (!pips_import_file_finish (PIPS_STORE (source), result, &counts, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        pips_window_add_toast (transfer->window,
                               adw_toast_new (_("Import cancelled · nothing was imported")));
      else
        refuse_import (transfer->window, transfer->name, error->message);
    }
  else
    {
      message = pips_import_result_dup_message (&counts);
      pips_window_add_toast (transfer->window, adw_toast_new (message));
      /* A file of one game (`pips FILE`, a drop, Import): that game is shown, kept already or
       * not — "1 was here already" alone left the player looking for it. */
      if (counts.added + counts.renamed + counts.skipped == 1)
        open_imported (transfer->window, PIPS_STORE (source), counts.last_id);
    }

  transfer_free (transfer);
}

/* Once the saved games are listed (so that a game Pips has already is known as such), the file
 * is read, its games opened and written in a worker (pips_import_file_async()). */
static void
import_start (Transfer *transfer)
{
  PipsStore *store = pips_window_get_store (transfer->window);

  if (store == NULL)
    {
      transfer_free (transfer);
      return;
    }

  if (!pips_store_get_loaded (store))
    {
      g_signal_connect_swapped (store, "notify::loaded", G_CALLBACK (import_start), transfer);
      return;
    }
  g_signal_handlers_disconnect_by_func (store, import_start, transfer);

  pips_import_file_async (store, transfer->file, &transfer->progress, transfer->cancellable,
                          import_done_cb, transfer);
}

/**
 * pips_window_import_files:
 * @files: (array length=n_files): session files or backups
 *
 * Imports @files into the saved games, each as a whole or not at all. Each is read, its games
 * opened and written in a worker thread; a toast says how far it is and can cancel it.
 */
void
pips_window_import_files (PipsWindow  *self,
                          GFile      **files,
                          guint        n_files)
{
  g_return_if_fail (PIPS_IS_WINDOW (self));

  for (guint i = 0; i < n_files; i++)
    import_start (transfer_new (self, files[i], FALSE));
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
backup_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Transfer *transfer = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) message = g_string_new (NULL);
  guint n_in = 0, n_out = 0;

  if (!pips_backup_to_file_finish (PIPS_STORE (source), result, &n_in, &n_out, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        pips_window_add_toast (transfer->window,
                               adw_toast_new (_("Backup cancelled · no file was written")));
      else
        {
          /* Translators: the text of the dialog "Backup Failed": %s is why, the second %s the
           * file's name */
          g_autofree char *body = g_strdup_printf (_("%s. Nothing was written: “%s” is as it was before."),
                                                   error->message, transfer->name);

          show_refusal (transfer->window, _("Backup Failed"), body);
        }
      transfer_free (transfer);
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
  pips_window_add_toast (transfer->window, adw_toast_new (message->str));
  transfer_free (transfer);
}

static void
backup_start (Transfer *transfer)
{
  PipsStore *store = pips_window_get_store (transfer->window);

  if (store == NULL)
    {
      transfer_free (transfer);
      return;
    }

  /* Every game listed first: a backup of a folder not read yet would be empty. */
  if (!pips_store_get_loaded (store))
    {
      g_signal_connect_swapped (store, "notify::loaded", G_CALLBACK (backup_start), transfer);
      return;
    }
  g_signal_handlers_disconnect_by_func (store, backup_start, transfer);

  pips_backup_to_file_async (store, transfer->file, &transfer->progress, transfer->cancellable,
                             backup_done_cb, transfer);
}

/**
 * pips_window_backup_to_file:
 *
 * Writes every saved game into @file in a worker thread, through a temporary file beside it; a
 * toast says how far it is and can cancel it, then what was done; a dialog says why it failed.
 */
void
pips_window_backup_to_file (PipsWindow *self,
                            GFile      *file)
{
  g_return_if_fail (PIPS_IS_WINDOW (self));

  backup_start (transfer_new (self, file, TRUE));
}

static void
backup_chosen_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(PipsWindow) self = user_data;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);

  if (file != NULL)
    pips_window_backup_to_file (self, file);
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
