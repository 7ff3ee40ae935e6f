/* pips-new-game-page-options.c — the rule options of the new-game page: a preset row, then each
 * option under its group's heading, greyed out where what it requires is not met
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-new-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-new-game-page-private.h"

/* Every change of an option: the preset that matches, the options that apply, the check. */
static void
options_changed (PipsNewGamePage *self)
{
  if (self->setting_options)
    return;

  _pips_new_game_page_sync_option_rows (self);
  _pips_new_game_page_validate (self);
}

static void
option_bool_cb (AdwSwitchRow    *row,
                GParamSpec      *pspec,
                PipsNewGamePage *self)
{
  const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");

  json_object_set_boolean_member (self->options, option->id, adw_switch_row_get_active (row));
  options_changed (self);
}

static void
option_int_cb (AdwSpinRow      *row,
               GParamSpec      *pspec,
               PipsNewGamePage *self)
{
  const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");

  json_object_set_int_member (self->options, option->id, (gint64) adw_spin_row_get_value (row));
  options_changed (self);
}

static void
option_choice_cb (AdwComboRow     *row,
                  GParamSpec      *pspec,
                  PipsNewGamePage *self)
{
  const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");
  guint selected = adw_combo_row_get_selected (row);

  if (selected < option->n_choices)
    json_object_set_string_member (self->options, option->id, option->choices[selected].id);
  options_changed (self);
}

static void
option_text_cb (AdwEntryRow     *row,
                PipsNewGamePage *self)
{
  const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  json_object_set_string_member (self->options, option->id, text);
  options_changed (self);
}

/* Shows the values of self->options in the option rows, without taking them back. */
void
_pips_new_game_page_show_options (PipsNewGamePage *self)
{
  self->setting_options = TRUE;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->options_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");

      if (option == NULL)
        continue;

      switch (option->kind)
        {
        case PIPS_OPTION_BOOL:
          adw_switch_row_set_active (ADW_SWITCH_ROW (row),
                                     json_object_get_boolean_member (self->options, option->id));
          break;

        case PIPS_OPTION_INT:
          adw_spin_row_set_value (ADW_SPIN_ROW (row),
                                  json_object_get_int_member (self->options, option->id));
          break;

        case PIPS_OPTION_CHOICE:
          for (guint k = 0; k < option->n_choices; k++)
            {
              if (g_str_equal (option->choices[k].id,
                               json_object_get_string_member (self->options, option->id)))
                adw_combo_row_set_selected (ADW_COMBO_ROW (row), k);
            }
          break;

        case PIPS_OPTION_TEXT:
        default:
          /* The stake is the table's own, whatever the preset. */
          break;
        }
    }

  self->setting_options = FALSE;
}

/* The preset row shows the preset that the options match, or "Own house rules"; options that
 * do not apply with the others are greyed out. */
void
_pips_new_game_page_sync_option_rows (PipsNewGamePage *self)
{
  if (self->preset_row != NULL)
    {
      const PipsRulePreset *preset = pips_game_info_match_preset (self->info, self->options);
      guint selected = self->info->n_presets;

      for (guint i = 0; preset != NULL && i < self->info->n_presets; i++)
        {
          if (&self->info->presets[i] == preset)
            selected = i;
        }

      self->setting_options = TRUE;
      adw_combo_row_set_selected (self->preset_row, selected);
      self->setting_options = FALSE;
    }

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->options_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");

      /* What does not apply is not shown ("Mats" while "Players + 1" is chosen). */
      if (option != NULL)
        gtk_widget_set_visible (row, pips_game_info_option_applies (self->info, option,
                                                                    self->options));
    }
}

static void
preset_cb (AdwComboRow     *row,
           GParamSpec      *pspec,
           PipsNewGamePage *self)
{
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(JsonObject) options = NULL;
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  /* "Own house rules" is where the table's own changes land; choosing it changes nothing. */
  if (self->setting_options || selected >= self->info->n_presets)
    return;

  options = pips_game_info_preset_options (self->info, &self->info->presets[selected]);
  json_object_iter_init (&iter, options);
  while (json_object_iter_next (&iter, &member, &node))
    {
      const PipsRuleOption *option = pips_game_info_lookup_option (self->info, member);

      if (option != NULL && option->kind != PIPS_OPTION_TEXT)
        json_object_set_member (self->options, member, json_node_copy (node));
    }

  _pips_new_game_page_show_options (self);
  options_changed (self);
}

/* The group an option is shown under: its own, or the first for an option without one. */
static guint
option_group_index (const PipsGameInfo    *info,
                    const PipsRuleOption  *option)
{
  for (guint i = 0; i < info->n_option_groups; i++)
    if (g_strcmp0 (info->option_groups[i].id, option->group) == 0)
      return i;

  return 0;
}

/* The @n-th option when they are ordered by their group (stably: in a group, as the table has
 * them). */
static const PipsRuleOption *
option_in_group_order (const PipsGameInfo *info,
                       guint               n)
{
  guint n_groups = MAX (info->n_option_groups, 1);

  for (guint g = 0; g < n_groups; g++)
    for (guint i = 0; i < info->n_options; i++)
      if (option_group_index (info, &info->options[i]) == g && n-- == 0)
        return &info->options[i];

  g_return_val_if_reached (&info->options[0]);
}

/* Options of a group after options of another are headed by the group's title. */
static void
option_header_func (GtkListBoxRow *row,
                    GtkListBoxRow *before,
                    gpointer       user_data)
{
  PipsNewGamePage *self = user_data;
  const PipsRuleOption *option = g_object_get_data (G_OBJECT (row), "rule-option");
  const PipsRuleOption *previous = before != NULL
    ? g_object_get_data (G_OBJECT (before), "rule-option") : NULL;
  const PipsOptionGroup *group = NULL;

  if (option != NULL && self->info->n_option_groups > 0 &&
      (previous == NULL || g_strcmp0 (option->group, previous->group) != 0))
    {
      for (guint i = 0; i < self->info->n_option_groups; i++)
        {
          if (g_strcmp0 (self->info->option_groups[i].id, option->group) == 0 ||
              (option->group == NULL && i == 0))
            {
              group = &self->info->option_groups[i];
              break;
            }
        }
    }

  if (group != NULL)
    {
      GtkWidget *label = gtk_label_new (_(group->title));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 12);
      gtk_widget_set_margin_bottom (label, 6);
      if (group->description != NULL)
        gtk_widget_set_tooltip_text (label, _(group->description));
      gtk_list_box_row_set_header (row, label);
    }
  else
    gtk_list_box_row_set_header (row, NULL);
}

/* The rule options are rendered from the game's option table: the presets first, then each
 * option under its group's heading. */
static void
value_setup_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 22);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
value_bind_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (string));
}

/* A choice with an explanation: the value chosen on the first line of the subtitle, what the
 * option means under it (the combo row's own subtitle is the value alone). */
static void
choice_subtitle_cb (AdwComboRow *row,
                    GParamSpec  *pspec,
                    gpointer     data)
{
  const PipsRuleOption *option = data;
  guint selected = adw_combo_row_get_selected (row);
  g_autofree char *subtitle = NULL;

  if (selected >= option->n_choices)
    return;
  subtitle = g_markup_printf_escaped ("%s\n%s", _(option->choices[selected].label), _(option->subtitle));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

/* The values of a choice wrap rather than end in "…": "Allowed, not as a Set" reads whole at
 * every width. */
static GtkListItemFactory *
value_factory_new (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (value_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (value_bind_cb), NULL);

  return factory;
}

void
_pips_new_game_page_rebuild_options (PipsNewGamePage *self)
{
  gtk_list_box_remove_all (self->options_list);
  self->preset_row = NULL;

  if (self->info->n_presets > 0)
    {
      g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
      g_autoptr(GtkListItemFactory) factory = value_factory_new ();
      GtkWidget *row = adw_combo_row_new ();

      /* The preset's name wraps rather than ends in "…", like the values of the options. */
      adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
      for (guint k = 0; k < self->info->n_presets; k++)
        gtk_string_list_append (model, _(self->info->presets[k].name));
      /* Translators: the choice of house rules when the options match no preset */
      gtk_string_list_append (model, _("Own house rules"));
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("House Rules"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("A set of rules as a table plays them; change any option below"));
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (preset_cb), self, 0);
      gtk_list_box_append (self->options_list, row);
      self->preset_row = ADW_COMBO_ROW (row);
    }

  /* Group by group, in the order of the groups, so that each heading comes once. */
  for (guint n = 0; n < self->info->n_options; n++)
    {
      const PipsRuleOption *option = option_in_group_order (self->info, n);
      GtkWidget *row = NULL;

      switch (option->kind)
        {
        case PIPS_OPTION_BOOL:
          row = adw_switch_row_new ();
          g_signal_connect_object (row, "notify::active", G_CALLBACK (option_bool_cb), self, 0);
          break;

        case PIPS_OPTION_INT:
          row = adw_spin_row_new_with_range (option->min, option->max, 1);
          g_signal_connect_object (row, "notify::value", G_CALLBACK (option_int_cb), self, 0);
          break;

        case PIPS_OPTION_CHOICE:
          {
            g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
            g_autoptr(GtkListItemFactory) factory = value_factory_new ();

            for (guint k = 0; k < option->n_choices; k++)
              gtk_string_list_append (model, _(option->choices[k].label));
            row = adw_combo_row_new ();
            /* The value chosen goes under the title, whole ("Allowed, not doubled"), at any width,
             * above what the option means (choice_subtitle_cb). */
            adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
            adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
            adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
            g_signal_connect_object (row, "notify::selected", G_CALLBACK (option_choice_cb),
                                     self, 0);
            if (option->subtitle != NULL)
              g_signal_connect_after (row, "notify::selected", G_CALLBACK (choice_subtitle_cb),
                                      (gpointer) option);
          }
          break;

        case PIPS_OPTION_TEXT:
          row = adw_entry_row_new ();
          adw_entry_row_set_max_length (ADW_ENTRY_ROW (row), PIPS_OPTION_TEXT_MAX);
          g_signal_connect_object (row, "changed", G_CALLBACK (option_text_cb), self, 0);
          break;

        default:
          g_assert_not_reached ();
        }

      g_object_set_data (G_OBJECT (row), "rule-option", (gpointer) option);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(option->title));
      if (option->subtitle != NULL && ADW_IS_COMBO_ROW (row))
        choice_subtitle_cb (ADW_COMBO_ROW (row), NULL, (gpointer) option);
      else if (option->subtitle != NULL && ADW_IS_ACTION_ROW (row))
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(option->subtitle));
      else if (option->subtitle != NULL)
        gtk_widget_set_tooltip_text (row, _(option->subtitle));
      gtk_list_box_append (self->options_list, row);
    }

  gtk_list_box_set_header_func (self->options_list, option_header_func, self, NULL);
  _pips_new_game_page_show_options (self);
  _pips_new_game_page_sync_option_rows (self);
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), self->info->n_options > 0);
}

