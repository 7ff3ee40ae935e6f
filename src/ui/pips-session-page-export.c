/* pips-session-page-export.c — a game out of Pips: export (CSV, text, game file, PDF) and print
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * session.export takes the format ("csv", "text", "game" or "pdf"), asks where through
 * GtkFileDialog (the portal in the Flatpak) and writes: the CSV of pips_session_to_csv(), the
 * text of Copy Results, the session file itself (which Import takes back, byte for byte) or the
 * printed sheet as a PDF. session.print prints the sheet (pips-print.c). session.chart shows how
 * the game goes so far (the end of a game shows it too).
 */

#define G_LOG_DOMAIN "pips-session-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-application.h"
#include "pips-print.h"
#include "pips-progress-view.h"
#include "pips-session-page.h"
#include "pips-transfer-private.h"
#include "pips-transfer.h"

typedef struct
{
  const char *id;
  const char *suffix;
  const char *mime;
  const char *filter;   /* translatable */
  const char *title;    /* translatable */
} Format;

static const Format formats[] = {
  { "csv", "csv", "text/csv", N_("Spreadsheets (CSV)"), N_("Export as Spreadsheet") },
  { "text", "txt", "text/plain", N_("Text Files"), N_("Export as Text") },
  { "game", "pips", "application/x-pips-session", N_("Pips Games"), N_("Export Game File") },
  { "pdf", "pdf", "application/pdf", N_("PDF Documents"), N_("Export as PDF") },
};

static const Format *
find_format (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_str_equal (formats[i].id, id))
      return &formats[i];

  return NULL;
}

static void
say (PipsSessionPage *self,
     const char      *message)
{
  _pips_session_page_add_window_toast (self, adw_toast_new (message));
}

static void
refuse (PipsSessionPage *self,
        const char      *message)
{
  AdwDialog *dialog = adw_alert_dialog_new (_("Export Failed"), message);

  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* The folder of records of unfinished writes, for the sweep after a kill (NULL in tests without
 * the application's store). */
static char *
dup_records_folder (void)
{
  GApplication *app = g_application_get_default ();
  PipsStore *store = PIPS_IS_APPLICATION (app) ? pips_application_get_store (PIPS_APPLICATION (app)) : NULL;

  return store != NULL ? _pips_store_dup_records_folder (store) : NULL;
}

typedef struct
{
  GBytes *bytes;
  char   *records;
} Export;

static void
export_free (Export *export)
{
  g_bytes_unref (export->bytes);
  g_free (export->records);
  g_free (export);
}

/* In a worker: the text into the file through a temporary beside it (a full disk leaves the
 * file as it was, never a part). */
static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Export *export = task_data;
  GFile *file = g_object_get_data (G_OBJECT (task), "pips-file");
  GError *error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (export->bytes, &length);

  if (pips_transfer_write_file (file, export->records, data, length, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (source);
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    refuse (self, error->message);
  else
    say (self, _("Game exported"));
}

/* The PDF, drawn into a temporary beside @file and renamed over it once whole. */
static gboolean
export_pdf (PipsSession  *session,
            GFile        *file,
            GError      **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *records = dup_records_folder ();
  PipsTemporary *temporary;

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This place cannot be written to"));
      return FALSE;
    }

  temporary = _pips_temporary_new (path, records, error);
  if (temporary == NULL)
    return FALSE;
  if (!pips_print_export_pdf (session, _pips_temporary_get_path (temporary), NULL, NULL, error))
    {
      _pips_temporary_abandon (temporary);
      return FALSE;
    }

  return _pips_temporary_commit (temporary, error);
}

/**
 * pips_session_page_export_to_file:
 * @format: "csv", "text", "game" or "pdf"
 *
 * Writes @self's game to @file in @format, through a temporary file beside it (a failure leaves
 * @file as it was); a toast says it is done, a dialog why not.
 */
void
pips_session_page_export_to_file (PipsSessionPage *self,
                                  const char      *format,
                                  GFile           *file)
{
  PipsSession *session = pips_session_page_get_session (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  Export *export;
  char *text = NULL;

  if (g_str_equal (format, "pdf"))
    {
      if (!export_pdf (session, file, &error))
        refuse (self, error->message);
      else
        say (self, _("Game exported"));
      return;
    }

  if (g_str_equal (format, "csv"))
    text = pips_session_to_csv (session, &error);
  else if (g_str_equal (format, "text"))
    text = pips_session_summary_text (session);
  else
    text = pips_session_serialize (session, NULL);

  if (text == NULL)
    {
      refuse (self, error->message);
      return;
    }

  export = g_new0 (Export, 1);
  export->bytes = g_bytes_new_take (text, strlen (text));
  export->records = dup_records_folder ();
  task = g_task_new (self, NULL, written_cb, NULL);
  g_task_set_source_tag (task, pips_session_page_export_to_file);
  g_task_set_task_data (task, export, (GDestroyNotify) export_free);
  g_object_set_data_full (G_OBJECT (task), "pips-file", g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, write_thread);
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(PipsSessionPage) self = user_data;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);
  const char *format = g_object_get_data (source, "pips-format");

  if (file != NULL && pips_session_page_get_session (self) != NULL)
    pips_session_page_export_to_file (self, format, file);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);
  const Format *format = find_format (g_variant_get_string (parameter, NULL));
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autofree char *name = NULL;

  if (format == NULL)
    return;

  /* The game, its players and its day make the name. */
  name = pips_session_dup_file_name (pips_session_page_get_session (self), format->suffix);

  gtk_file_filter_set_name (filter, _(format->filter));
  gtk_file_filter_add_mime_type (filter, format->mime);
  gtk_file_filter_add_suffix (filter, format->suffix);
  g_list_store_append (filters, filter);

  gtk_file_dialog_set_title (dialog, _(format->title));
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_initial_name (dialog, name);
  g_object_set_data (G_OBJECT (dialog), "pips-format", (gpointer) format->id);
  gtk_file_dialog_save (dialog, GTK_WINDOW (gtk_widget_get_root (widget)), NULL, chosen_cb,
                        g_object_ref (self));
}

static void
print_done_cb (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               PipsSessionPage         *self)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      refuse (self, error->message);
    }
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);
  g_autoptr(GtkPrintOperation) operation = pips_print_operation_new (pips_session_page_get_session (self));
  g_autoptr(GError) error = NULL;

  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (gtk_widget_get_root (widget)), &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR)
    refuse (self, error->message);
}

/* How the game goes so far: the chart (or its table) of every game, also before its end. */
static void
chart_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsSessionPage *self = PIPS_SESSION_PAGE (widget);
  AdwDialog *dialog = adw_dialog_new ();
  GtkWidget *view = adw_toolbar_view_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *progress = pips_progress_view_new ();

  adw_dialog_set_title (dialog, _("Chart"));
  adw_dialog_set_content_width (dialog, 640);
  adw_dialog_set_content_height (dialog, 560);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), adw_header_bar_new ());
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_margin_start (progress, 12);
  gtk_widget_set_margin_end (progress, 12);
  gtk_widget_set_margin_top (progress, 6);
  gtk_widget_set_margin_bottom (progress, 24);
  adw_clamp_set_child (ADW_CLAMP (clamp), progress);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), scrolled);
  adw_dialog_set_child (dialog, view);
  pips_progress_view_set_session (PIPS_PROGRESS_VIEW (progress), pips_session_page_get_session (self));

  adw_dialog_present (dialog, widget);
}

/* Called by class_init(). */
void
_pips_session_page_class_export_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "session.export", "s", export_action);
  gtk_widget_class_install_action (widget_class, "session.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "session.chart", NULL, chart_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "session.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "session.export", "s", "pdf");
}
