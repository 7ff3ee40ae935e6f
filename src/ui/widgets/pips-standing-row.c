/* pips-standing-row.c — a row of the final standings
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-standing-row"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-standing-row.h"

/**
 * pips_standing_row_new:
 *
 * Returns: (transfer floating): a row with the rank, the player's name and, below, the status,
 *   the value and the detail ("Won · 414 points · fields 399, bonus 15")
 */
GtkWidget *
pips_standing_row_new (PipsStanding *standing)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *rank = g_strdup_printf ("%u", pips_standing_get_rank (standing));
  GtkWidget *rank_label = gtk_label_new (rank);
  g_autoptr(GStrvBuilder) parts = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;
  g_autofree char *subtitle = NULL;
  const char *status = pips_standing_get_status (standing);
  const char *detail = pips_standing_get_detail (standing);

  gtk_widget_add_css_class (rank_label, "dim-label");
  gtk_widget_add_css_class (rank_label, "numeric");
  gtk_widget_set_size_request (rank_label, 16, -1);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), pips_standing_get_name (standing));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), rank_label);

  if (status != NULL && status[0] != '\0')
    g_strv_builder_add (parts, status);
  if (pips_standing_get_unit (standing) != PIPS_UNIT_NONE)
    g_strv_builder_take (parts, pips_standing_dup_value_text (standing));
  if (detail != NULL && detail[0] != '\0')
    g_strv_builder_add (parts, detail);

  /* Translators: the separator between a player's status, value and detail */
  strv = g_strv_builder_end (parts);
  subtitle = g_strjoinv (_(" · "), strv);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  return row;
}

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  return pips_standing_row_new (PIPS_STANDING (item));
}

/**
 * pips_standing_list_bind:
 * @standings: (nullable): a list model of #PipsStanding
 *
 * Shows @standings in @list, a row each.
 */
void
pips_standing_list_bind (GtkListBox *list,
                         GListModel *standings)
{
  g_return_if_fail (GTK_IS_LIST_BOX (list));

  gtk_list_box_bind_model (list, standings, standings != NULL ? create_row_cb : NULL, NULL, NULL);
}
