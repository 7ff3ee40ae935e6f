/* pips-chili-page.c — the pad and the turn of Chili Dice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chili-page"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-application.h"
#include "pips-chili-page.h"
#include "pips-chili-rules.h"
#include "pips-dice-entry.h"
#include "pips-die.h"
#include "pips-game-pages.h"

/*
 * The page is the pad as players know it (fields 1–6, Red, Run, Set, Sum, bonus and total, one
 * column per player, the budget of throws on top) beside or, at phone width, above the turn
 * panel where the dice of the current throw are entered.
 *
 * The state of the game is only ever read from the session's PipsChiliGame; every change is an
 * event built by the rules and appended to the session from an action handler. What the page
 * keeps of its own is input not yet entered: the faces typed into the dice entry, the dice
 * selected to throw again, and whether the player is typing the faces of a rethrow.
 *
 * The turn goes through these phases:
 *
 *   FIRST    no throw yet: type the six faces (or tap them, or Roll), Enter throws.
 *   CHOOSE   after a throw: select dice to throw again, turn a red die, or tap a field to score.
 *   REENTER  after "Rethrow" with real dice: type the new faces of the selected dice, Enter.
 *   OVER     the ranking and "Copy Results".
 *
 * A whole first throw takes seven key presses (six digits, Shift with a digit for a red face,
 * then Enter) or seven taps (six faces on the keypad, whose lower row has the red faces, then
 * Enter Throw).
 */

typedef enum
{
  PHASE_FIRST,
  PHASE_CHOOSE,
  PHASE_REENTER,
  PHASE_OVER,
} Phase;

/* The rows of the pad. */
enum
{
  ROW_HEADER,
  ROW_THROWS,
  ROW_FIELDS,
  ROW_BONUS = ROW_FIELDS + PIPS_CHILI_N_FIELDS,
  ROW_TOTAL,
  N_ROWS
};

/* One player's column of the pad. The widgets belong to the grid. */
typedef struct
{
  GtkWidget   *slots[N_ROWS];
  GtkLabel    *name;
  GtkLabel    *throws;
  GtkLevelBar *throws_bar;
  GtkLabel    *fields[PIPS_CHILI_N_FIELDS];
  GtkButton   *options[PIPS_CHILI_N_FIELDS];
  GtkLabel    *option_labels[PIPS_CHILI_N_FIELDS];
  GtkLabel    *bonus;
  GtkLabel    *total;
} Column;

struct _PipsChiliPage
{
  AdwBin          parent_instance;

  /* Template widgets */
  AdwBreakpointBin *breakpoint_bin;
  AdwBreakpoint  *phone_breakpoint;
  GtkGrid        *pad;
  GtkStack       *panel_stack;
  GtkLabel       *turn_title;
  PipsDiceEntry  *entry;
  GtkLabel       *hint_label;
  GtkWidget      *cancel_button;
  GtkMenuButton  *turn_button;
  GtkWidget      *roll_button;
  GtkWidget      *throw_button;
  GtkButton      *rethrow_button;
  GtkLabel       *cost_label;
  GtkLabel       *over_title;
  GtkListBox     *ranking_list;
  GtkWidget      *copy_button;

  PipsSession    *session;
  GSettings      *settings;
  PipsRoller     *roller;        /* the virtual dice */
  PipsRoller     *shake_roller;  /* only for how the dice tumble while they roll */

  guint           n_players;
  Column         *columns;

  /* What the page last showed of the session, to tell a new state from a new title. */
  guint           seen_cursor;
  guint           seen_n_events;

  /* Input not entered yet */
  gboolean        rethrow_mask[PIPS_CHILI_N_DICE];
  guint           reentering : 1;
  guint           rolling : 1;
  guint           virtual_dice : 1;
};

G_DEFINE_FINAL_TYPE (PipsChiliPage, pips_chili_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static PipsChiliGame *
get_game (PipsChiliPage *self)
{
  return PIPS_CHILI_GAME (pips_session_get_game (self->session));
}

static Phase
get_phase (PipsChiliPage *self)
{
  PipsChiliGame *game = get_game (self);

  if (pips_session_get_is_over (self->session))
    return PHASE_OVER;

  if (!pips_chili_game_get_has_thrown (game))
    return PHASE_FIRST;

  if (self->reentering)
    return PHASE_REENTER;

  return PHASE_CHOOSE;
}

/* The dice selected in the entry, to throw again. */
static guint
get_selected (PipsChiliPage *self,
              gboolean      *selected)
{
  guint n = 0;

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      selected[i] = (pips_dice_entry_get_marks (self->entry, i) & PIPS_DIE_MARK_SELECTED) != 0;
      n += selected[i];
    }

  return n;
}

static gboolean
focus_is_inside (PipsChiliPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus == NULL || gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
}

/* The entry: shows what is on the table, or takes what is typed */

/* Puts the dice of the model into the entry, as the phase wants them. Called when the game or the
 * phase changes, never from update(). */
static void
sync_entry (PipsChiliPage *self)
{
  PipsChiliGame *game = get_game (self);
  guint8 faces[PIPS_CHILI_N_DICE];
  gboolean red[PIPS_CHILI_N_DICE];
  gboolean thrown[PIPS_CHILI_N_DICE];
  guint8 blank[PIPS_CHILI_N_DICE] = { 0, };
  guint first_blank = PIPS_CHILI_N_DICE;

  if (self->rolling)
    return;

  pips_chili_game_get_dice (game, faces, red, thrown);

  switch (get_phase (self))
    {
    case PHASE_FIRST:
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, !self->virtual_dice);
      pips_dice_entry_clear (self->entry);
      break;

    case PHASE_CHOOSE:
      pips_dice_entry_set_selection_mode (self->entry, TRUE);
      pips_dice_entry_set_faces (self->entry, faces, PIPS_CHILI_N_DICE);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        pips_dice_entry_set_marks (self->entry, i,
                                   (red[i] ? PIPS_DIE_MARK_RED : 0) |
                                   (thrown[i] ? 0 : PIPS_DIE_MARK_KEPT));
      break;

    case PHASE_REENTER:
      /* The dice kept stay as they are; the rethrown ones wait for their new faces. */
      pips_dice_entry_set_selection_mode (self->entry, FALSE);
      pips_dice_entry_set_show_keypad (self->entry, TRUE);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        {
          if (!self->rethrow_mask[i])
            blank[i] = faces[i];
          else if (first_blank == PIPS_CHILI_N_DICE)
            first_blank = i;
        }
      pips_dice_entry_set_faces (self->entry, blank, PIPS_CHILI_N_DICE);
      for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
        pips_dice_entry_set_marks (self->entry, i,
                                   self->rethrow_mask[i]
                                   ? PIPS_DIE_MARK_NONE
                                   : (PIPS_DIE_MARK_LOCKED | PIPS_DIE_MARK_KEPT |
                                      (red[i] ? PIPS_DIE_MARK_RED : 0)));
      pips_dice_entry_set_cursor (self->entry, first_blank);
      break;

    case PHASE_OVER:
    default:
      break;
    }
}

/* The pad */

static const char *
row_class (guint row)
{
  switch (row)
    {
    case ROW_HEADER:
      return "header";
    case ROW_THROWS:
    case ROW_FIELDS + PIPS_CHILI_FIELD_6:
    case ROW_FIELDS + PIPS_CHILI_FIELD_SUM:
      return "group-end";
    case ROW_TOTAL:
      return "total";
    default:
      return NULL;
    }
}

static GtkWidget *
cell_new (PipsChiliPage *self,
          guint          column,
          guint          row)
{
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  const char *css = row_class (row);

  gtk_widget_add_css_class (cell, "cell");
  gtk_widget_add_css_class (cell, column == 0 ? "row-title" : "player");
  if (css != NULL)
    gtk_widget_add_css_class (cell, css);
  gtk_widget_set_valign (cell, GTK_ALIGN_FILL);
  gtk_grid_attach (self->pad, cell, column, row, 1, 1);

  return cell;
}

static GtkLabel *
cell_label_new (GtkWidget *cell,
                float      xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (cell), label);

  return GTK_LABEL (label);
}

/* The title of a row. It does not wrap: the grid keeps a constant size, which its scrolled
 * window needs. */
static void
row_title_new (PipsChiliPage *self,
               guint          row,
               const char    *title)
{
  gtk_label_set_label (cell_label_new (cell_new (self, 0, row), 0), title);
}

static void
build_pad (PipsChiliPage *self)
{
  PipsChiliGame *game = get_game (self);
  guint budget = pips_chili_game_get_throw_budget (game);

  /* The titles of the rows. */
  cell_new (self, 0, ROW_HEADER);
  /* Translators: a row of the pad: how many throws each player has left */
  row_title_new (self, ROW_THROWS, _("Throws left"));
  for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
    row_title_new (self, ROW_FIELDS + f, pips_chili_field_get_name (f));
  /* Translators: a row of the pad: 5 points per unused throw */
  row_title_new (self, ROW_BONUS, _("Bonus"));
  /* Translators: a row of the pad: the fields plus the bonus */
  row_title_new (self, ROW_TOTAL, _("Total"));

  self->columns = g_new0 (Column, self->n_players);

  for (guint p = 0; p < self->n_players; p++)
    {
      Column *column = &self->columns[p];
      const char *name = pips_game_get_player_name (PIPS_GAME (game), p);
      GtkWidget *bar;

      for (guint r = 0; r < N_ROWS; r++)
        column->slots[r] = cell_new (self, p + 1, r);

      column->name = cell_label_new (column->slots[ROW_HEADER], 0.5);
      gtk_label_set_label (column->name, name);
      gtk_label_set_ellipsize (column->name, PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (column->name, 10);
      gtk_widget_set_tooltip_text (GTK_WIDGET (column->name), name);

      column->throws = cell_label_new (column->slots[ROW_THROWS], 0.5);
      gtk_widget_add_css_class (GTK_WIDGET (column->throws), "numeric");
      bar = g_object_new (GTK_TYPE_LEVEL_BAR,
                          "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                          "min-value", 0.0,
                          "max-value", (double) MAX (budget, 1),
                          NULL);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
      /* The last few throws are worth a look. */
      gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW,
                                      MIN (5.0, budget / 3.0));
      gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH,
                                      (double) MAX (budget, 1));
      gtk_box_append (GTK_BOX (column->slots[ROW_THROWS]), bar);
      column->throws_bar = GTK_LEVEL_BAR (bar);

      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          GtkWidget *cell = column->slots[ROW_FIELDS + f];
          GtkWidget *button = gtk_button_new ();
          GtkWidget *label = gtk_label_new (NULL);

          column->fields[f] = cell_label_new (cell, 0.5);
          gtk_widget_add_css_class (GTK_WIDGET (column->fields[f]), "numeric");

          gtk_widget_add_css_class (label, "numeric");
          gtk_button_set_child (GTK_BUTTON (button), label);
          gtk_widget_add_css_class (button, "score-option");
          gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_widget_set_vexpand (button, TRUE);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "chili.score");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s",
                                            pips_chili_field_to_id (f));
          gtk_box_append (GTK_BOX (cell), button);
          column->options[f] = GTK_BUTTON (button);
          column->option_labels[f] = GTK_LABEL (label);
        }

      column->bonus = cell_label_new (column->slots[ROW_BONUS], 0.5);
      gtk_widget_add_css_class (GTK_WIDGET (column->bonus), "numeric");
      column->total = cell_label_new (column->slots[ROW_TOTAL], 0.5);
      gtk_widget_add_css_class (GTK_WIDGET (column->total), "numeric");
    }
}

/* The scoring a field has when it is filled by its own rule (a Set into Set). */
static gboolean
is_own_scoring (PipsChiliField   field,
                PipsChiliScoring scoring)
{
  switch (field)
    {
    case PIPS_CHILI_FIELD_RED:
      return scoring == PIPS_CHILI_SCORING_RED;
    case PIPS_CHILI_FIELD_RUN:
      return scoring == PIPS_CHILI_SCORING_RUN;
    case PIPS_CHILI_FIELD_SET:
      return scoring == PIPS_CHILI_SCORING_SET;
    case PIPS_CHILI_FIELD_SUM:
      return scoring == PIPS_CHILI_SCORING_SUM;
    case PIPS_CHILI_FIELD_1:
    case PIPS_CHILI_FIELD_2:
    case PIPS_CHILI_FIELD_3:
    case PIPS_CHILI_FIELD_4:
    case PIPS_CHILI_FIELD_5:
    case PIPS_CHILI_FIELD_6:
    case PIPS_CHILI_N_FIELDS:
    default:
      return scoring == PIPS_CHILI_SCORING_NUMBER;
    }
}

static void
set_accessible_label (gpointer    widget,
                      const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
set_points (GtkLabel *label,
            guint     points)
{
  g_autofree char *text = g_strdup_printf ("%u", points);

  gtk_label_set_label (label, text);
}

static void
update_pad (PipsChiliPage *self,
            int            current,
            GPtrArray     *options)
{
  PipsChiliGame *game = get_game (self);
  PipsChiliScoreOption *by_field[PIPS_CHILI_N_FIELDS] = { NULL, };

  for (guint i = 0; i < options->len; i++)
    {
      PipsChiliScoreOption *option = g_ptr_array_index (options, i);

      by_field[option->field] = option;
    }

  for (guint p = 0; p < self->n_players; p++)
    {
      Column *column = &self->columns[p];
      const char *name = pips_game_get_player_name (PIPS_GAME (game), p);
      guint left = pips_chili_game_get_throws_left (game, p);
      g_autofree char *throws_text = NULL;
      g_autofree char *name_text = NULL;
      g_autofree char *bonus_text = NULL;
      g_autofree char *total_text = NULL;

      for (guint r = 0; r < N_ROWS; r++)
        {
          if ((int) p == current)
            gtk_widget_add_css_class (column->slots[r], "current");
          else
            gtk_widget_remove_css_class (column->slots[r], "current");
        }

      if ((int) p == current)
        /* Translators: the accessible name of the column head of the player to act */
        name_text = g_strdup_printf (_("%s, to play"), name);
      else
        name_text = g_strdup (name);
      set_accessible_label (column->name, name_text);

      set_points (column->throws, left);
      gtk_level_bar_set_value (column->throws_bar, left);
      /* Translators: the accessible name of a player's budget of throws, e.g. "Anna: 12 throws left" */
      throws_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "%s: %u throw left", "%s: %u throws left", left),
                                     name, left);
      set_accessible_label (column->throws, throws_text);
      gtk_widget_set_tooltip_text (column->slots[ROW_THROWS], throws_text);

      for (guint f = 0; f < PIPS_CHILI_N_FIELDS; f++)
        {
          PipsChiliScoreOption *option = (int) p == current ? by_field[f] : NULL;
          GtkWidget *label = GTK_WIDGET (column->fields[f]);
          GtkWidget *button = GTK_WIDGET (column->options[f]);
          const char *field_name = pips_chili_field_get_name (f);
          g_autofree char *text = NULL;

          gtk_widget_set_visible (label, option == NULL);
          gtk_widget_set_visible (button, option != NULL);

          if (option != NULL)
            {
              set_points (column->option_labels[f], option->points);
              gtk_widget_set_tooltip_text (button, option->reason);
              if (option->points == 0)
                gtk_widget_add_css_class (button, "miss");
              else
                gtk_widget_remove_css_class (button, "miss");
              /* Translators: the accessible name of a free field of the player to act: the
               * player, the field, the points the dice score there and why, e.g.
               * "Anna, Set: score 24, Set into the 3s" */
              text = g_strdup_printf (_("%s, %s: score %u, %s"),
                                      name, field_name, option->points, option->reason);
              set_accessible_label (button, text);
            }
          else if (pips_chili_game_get_field_filled (game, p, f))
            {
              guint points = pips_chili_game_get_field_points (game, p, f);
              PipsChiliScoring scoring = pips_chili_game_get_field_scoring (game, p, f);

              set_points (column->fields[f], points);
              if (points == 0)
                gtk_widget_add_css_class (label, "dim-label");
              else
                gtk_widget_remove_css_class (label, "dim-label");
              gtk_widget_set_tooltip_text (label,
                                           is_own_scoring (f, scoring)
                                           ? NULL : pips_chili_scoring_get_name (scoring));
              /* Translators: the accessible name of a filled field: the player, the field and
               * the points written there, e.g. "Anna, Set: 24" */
              text = g_strdup_printf (_("%s, %s: %u"), name, field_name, points);
              set_accessible_label (label, text);
            }
          else
            {
              gtk_label_set_label (column->fields[f], "");
              gtk_widget_set_tooltip_text (label, NULL);
              /* Translators: the accessible name of a field nothing is written in yet,
               * e.g. "Anna, Set: free" */
              text = g_strdup_printf (_("%s, %s: free"), name, field_name);
              set_accessible_label (label, text);
            }
        }

      set_points (column->bonus, pips_chili_game_get_bonus (game, p));
      /* Translators: the accessible name of a player's bonus, e.g. "Anna, Bonus: 60" */
      bonus_text = g_strdup_printf (_("%s, Bonus: %u"), name, pips_chili_game_get_bonus (game, p));
      set_accessible_label (column->bonus, bonus_text);

      set_points (column->total, pips_chili_game_get_total (game, p));
      /* Translators: the accessible name of a player's total, e.g. "Anna, Total: 245" */
      total_text = g_strdup_printf (_("%s, Total: %u"), name, pips_chili_game_get_total (game, p));
      set_accessible_label (column->total, total_text);
    }
}

/* Many players do not fit a phone: the column of the player to act is scrolled into view. */
static void
scroll_to_current (PipsChiliPage *self)
{
  int current = pips_game_get_current_player (pips_session_get_game (self->session));
  GtkWidget *viewport = gtk_widget_get_parent (GTK_WIDGET (self->pad));
  GtkScrollInfo *info;

  if (current < 0 || !GTK_IS_VIEWPORT (viewport))
    return;

  info = gtk_scroll_info_new ();
  gtk_scroll_info_set_enable_vertical (info, FALSE);
  gtk_viewport_scroll_to (GTK_VIEWPORT (viewport), self->columns[current].slots[ROW_HEADER], info);
}

/* The panel */

/* What the next throw costs: "1 throw, then 11 left". */
static char *
dup_cost (guint left)
{
  if (left == 0)
    return g_strdup (_("No throws left"));

  if (left == 1)
    /* Translators: under the button that throws, when it is the player's last throw */
    return g_strdup (_("1 throw — your last one"));

  /* Translators: under the button that throws: every throw costs one of the player's budget,
   * and %u are left after it */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "1 throw, then %u left", "1 throw, then %u left", left - 1),
                          left - 1);
}

static void
update_ranking (PipsChiliPage *self)
{
  PipsGame *game = pips_session_get_game (self->session);
  g_autoptr(GPtrArray) standings = pips_game_standings (game);
  GtkWidget *child;

  gtk_label_set_label (self->over_title,
                       pips_game_get_ended (game) ? _("Game Ended") : _("Game Over"));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->ranking_list))) != NULL)
    gtk_list_box_remove (self->ranking_list, child);

  for (guint i = 0; i < standings->len; i++)
    {
      PipsStanding *standing = g_ptr_array_index (standings, i);
      guint bonus = pips_chili_game_get_bonus (PIPS_CHILI_GAME (game), standing->player);
      guint fields = pips_chili_game_get_fields_total (PIPS_CHILI_GAME (game), standing->player);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *rank = g_strdup_printf ("%u.", standing->rank);
      g_autofree char *total = g_strdup_printf ("%d", standing->score);
      g_autofree char *detail = NULL;
      g_autofree char *subtitle = NULL;
      GtkWidget *rank_label = gtk_label_new (rank);
      GtkWidget *total_label = gtk_label_new (total);

      /* Translators: under a player's name in the final standings: the points of the fields and
       * the bonus for unused throws, e.g. "205 in the fields + 40 bonus" */
      detail = g_strdup_printf (_("%u in the fields + %u bonus"), fields, bonus);
      if (standing->status != NULL)
        /* Translators: a word about a player ("Won") and the points, e.g. "Won · 205 in the fields + 40 bonus" */
        subtitle = g_strdup_printf (_("%s · %s"), standing->status, detail);
      else
        subtitle = g_steal_pointer (&detail);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     pips_game_get_player_name (game, standing->player));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

      gtk_widget_add_css_class (rank_label, "numeric");
      gtk_widget_add_css_class (rank_label, "dim-label");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), rank_label);
      gtk_widget_add_css_class (total_label, "numeric");
      gtk_widget_add_css_class (total_label, "title-3");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), total_label);

      gtk_list_box_append (self->ranking_list, row);
    }
}

/* The one place that makes the page show the model: the pad, the panel and which actions can
 * be used. It only reads the entry, never changes it. */
static void
update (PipsChiliPage *self)
{
  PipsChiliGame *game = get_game (self);
  Phase phase = get_phase (self);
  int current = phase == PHASE_OVER ? -1 : pips_game_get_current_player (PIPS_GAME (game));
  g_autoptr(GPtrArray) options = NULL;
  gboolean selected[PIPS_CHILI_N_DICE];
  guint n_selected = get_selected (self, selected);
  gboolean complete = pips_dice_entry_get_complete (self->entry);
  gboolean idle = !self->rolling;
  gboolean can_turn = FALSE;
  guint left = 0;
  g_autofree char *cost = NULL;

  options = phase == PHASE_OVER ? g_ptr_array_new () : pips_chili_game_list_scores (game);
  update_pad (self, current, options);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    can_turn |= pips_chili_game_can_turn (game, i);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chili.roll",
                                 idle &&
                                 ((phase == PHASE_FIRST && pips_chili_game_can_throw (game)) ||
                                  (phase == PHASE_CHOOSE && pips_chili_game_can_rethrow (game) &&
                                   n_selected > 0)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chili.throw",
                                 idle && complete &&
                                 ((phase == PHASE_FIRST && pips_chili_game_can_throw (game)) ||
                                  (phase == PHASE_REENTER && pips_chili_game_can_rethrow (game))));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chili.rethrow",
                                 idle && phase == PHASE_CHOOSE &&
                                 pips_chili_game_can_rethrow (game) && n_selected > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chili.cancel", idle && phase == PHASE_REENTER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chili.turn",
                                 idle && phase == PHASE_CHOOSE && can_turn);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chili.score",
                                 idle && phase != PHASE_OVER && pips_chili_game_can_score (game));

  if (phase == PHASE_OVER)
    {
      gtk_stack_set_visible_child_name (self->panel_stack, "over");
      update_ranking (self);
      return;
    }

  gtk_stack_set_visible_child_name (self->panel_stack, "turn");

  {
    const char *name = pips_game_get_player_name (PIPS_GAME (game), current);
    /* Translators: the title of the turn panel, e.g. "Anna’s turn" */
    g_autofree char *title = g_strdup_printf (_("%s’s Turn"), name);

    gtk_label_set_label (self->turn_title, title);
    left = pips_chili_game_get_throws_left (game, current);
  }

  /* What to do now. */
  switch (phase)
    {
    case PHASE_FIRST:
      gtk_label_set_label (self->hint_label,
                           self->virtual_dice
                           ? _("Roll the dice, or type the faces of real dice as they lie.")
                           : _("Enter the six dice as they lie: tap or type their faces. "
                               "Red faces: the lower row, or Shift with the digit."));
      break;

    case PHASE_CHOOSE:
      if (!pips_chili_game_can_rethrow (game))
        gtk_label_set_label (self->hint_label,
                             _("No throws left: tap a field in your column to score this throw."));
      else
        gtk_label_set_label (self->hint_label,
                             _("Tap a field in your column to score, or select dice to throw again."));
      break;

    case PHASE_REENTER:
      {
        guint n = 0;
        g_autofree char *hint = NULL;

        for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
          n += self->rethrow_mask[i];
        hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Enter the new face of the rethrown die.",
                                             "Enter the new faces of the %u rethrown dice.", n),
                                n);
        gtk_label_set_label (self->hint_label, hint);
      }
      break;

    case PHASE_OVER:
    default:
      g_assert_not_reached ();
    }

  /* The buttons of the phase; the suggested one is what the preference says a turn starts with. */
  gtk_widget_set_visible (self->cancel_button, phase == PHASE_REENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_button), phase == PHASE_CHOOSE && can_turn);
  gtk_widget_set_visible (self->roll_button, phase == PHASE_FIRST);
  gtk_widget_set_visible (self->throw_button, phase == PHASE_FIRST || phase == PHASE_REENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->rethrow_button),
                          phase == PHASE_CHOOSE && pips_chili_game_can_rethrow (game));

  if (self->virtual_dice && phase == PHASE_FIRST)
    {
      gtk_widget_add_css_class (self->roll_button, "suggested-action");
      gtk_widget_remove_css_class (self->throw_button, "suggested-action");
    }
  else
    {
      gtk_widget_remove_css_class (self->roll_button, "suggested-action");
      gtk_widget_add_css_class (self->throw_button, "suggested-action");
    }

  if (n_selected > 0)
    {
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "_Rethrow %u Die", "_Rethrow %u Dice",
                                                             n_selected),
                                                n_selected);

      gtk_button_set_label (self->rethrow_button, label);
      gtk_widget_add_css_class (GTK_WIDGET (self->rethrow_button), "suggested-action");
    }
  else
    {
      gtk_button_set_label (self->rethrow_button, _("_Rethrow"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->rethrow_button), "suggested-action");
    }

  /* What the next throw costs. */
  if (phase == PHASE_CHOOSE && n_selected == 0)
    cost = left == 0 ? g_strdup ("")
                     : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "%u throw left", "%u throws left", left),
                                        left);
  else
    cost = dup_cost (left);
  gtk_label_set_label (self->cost_label, cost);
  gtk_widget_set_visible (GTK_WIDGET (self->cost_label), cost[0] != '\0');

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rethrow_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cost,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->throw_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cost,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->roll_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cost,
                                  -1);
}

/* Model and preference changes */

static void
session_changed_cb (PipsChiliPage *self)
{
  guint cursor = pips_session_get_cursor (self->session);
  guint n_events = pips_session_get_n_events (self->session);

  /* A new title changes nothing here; a new state ends any input under way. */
  if (cursor != self->seen_cursor || n_events != self->seen_n_events)
    {
      gboolean had_focus = focus_is_inside (self);

      self->seen_cursor = cursor;
      self->seen_n_events = n_events;
      self->reentering = FALSE;
      sync_entry (self);
      scroll_to_current (self);

      /* The score button pressed may be gone: typing goes on in the dice. */
      if (had_focus && gtk_widget_get_mapped (GTK_WIDGET (self)))
        gtk_widget_grab_focus (GTK_WIDGET (self));
    }

  update (self);
}

static void
virtual_dice_changed_cb (PipsChiliPage *self)
{
  gboolean virtual_dice = g_settings_get_boolean (self->settings, "virtual-dice");

  if (self->virtual_dice == virtual_dice)
    return;

  self->virtual_dice = virtual_dice;
  if (get_phase (self) == PHASE_FIRST)
    pips_dice_entry_set_show_keypad (self->entry, !virtual_dice);
  update (self);
}

static void
set_settings (PipsChiliPage *self,
              GSettings     *settings)
{
  if (self->settings == settings)
    return;

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_func (self->settings, virtual_dice_changed_cb, self);
  g_set_object (&self->settings, settings);

  if (settings != NULL)
    {
      g_signal_connect_swapped (settings, "changed::virtual-dice",
                                G_CALLBACK (virtual_dice_changed_cb), self);
      virtual_dice_changed_cb (self);
    }
}

/* The preferences: the application's when the page is in its window, else the schema's own. */
static void
find_settings (PipsChiliPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;
  GSettingsSchemaSource *source;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;

  if (PIPS_IS_APPLICATION (app) && pips_application_get_settings (PIPS_APPLICATION (app)) != NULL)
    {
      set_settings (self, pips_application_get_settings (PIPS_APPLICATION (app)));
      return;
    }

  if (self->settings != NULL)
    return;

  source = g_settings_schema_source_get_default ();
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    settings = g_settings_new_full (schema, NULL, NULL);

  set_settings (self, settings);
}

/* Actions */

/* Appends @event (transfer full) to the session, or tells why the rules refuse it. */
static gboolean
append (PipsChiliPage *self,
        JsonObject    *event)
{
  g_autoptr(JsonObject) owned = event;
  g_autoptr(GError) error = NULL;

  if (!pips_session_append (self->session, owned, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      pips_game_page_toast (GTK_WIDGET (self), error->message);
      return FALSE;
    }

  return TRUE;
}

static void
roll_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(PipsChiliPage) self = user_data;

  pips_dice_entry_roll_finish (PIPS_DICE_ENTRY (source), result, NULL);
  self->rolling = FALSE;

  /* Disposed meanwhile. */
  if (self->session == NULL)
    return;

  sync_entry (self);
  update (self);
}

/* Rolls the virtual dice: all six for the first throw, else the selected ones. The rules decide
 * the faces at once and the throw is recorded; the dice only tumble for the look of it. */
static void
roll (PipsChiliPage *self)
{
  PipsChiliGame *game = get_game (self);
  gboolean selected[PIPS_CHILI_N_DICE];
  gboolean first = get_phase (self) == PHASE_FIRST;
  JsonObject *event;

  if (self->rolling)
    return;

  get_selected (self, selected);
  event = pips_chili_game_build_roll (game, self->roller, first ? NULL : selected);

  /* Kept dice that are thrown again tumble too. */
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      if (first)
        pips_dice_entry_set_marks (self->entry, i, PIPS_DIE_MARK_NONE);
      else if (selected[i])
        pips_dice_entry_set_marks (self->entry, i, PIPS_DIE_MARK_SELECTED);
    }

  self->rolling = TRUE;
  pips_dice_entry_roll (self->entry, self->shake_roller, roll_done_cb, g_object_ref (self));

  append (self, event);
  update (self);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  roll (PIPS_CHILI_PAGE (widget));
}

static void
throw_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);
  PipsChiliGame *game = get_game (self);
  const guint8 *faces = pips_dice_entry_get_faces (self->entry, NULL);
  gboolean red[PIPS_CHILI_N_DICE];

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    red[i] = (pips_dice_entry_get_marks (self->entry, i) & PIPS_DIE_MARK_RED) != 0;

  if (get_phase (self) == PHASE_REENTER)
    append (self, pips_chili_game_build_rethrow (game, self->rethrow_mask, faces, red));
  else
    append (self, pips_chili_game_build_throw (game, faces, red));
}

static void
rethrow_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);

  if (self->virtual_dice)
    {
      roll (self);
      return;
    }

  /* Real dice: the player throws them, then types what they show. */
  if (get_selected (self, self->rethrow_mask) == 0)
    return;

  self->reentering = TRUE;
  sync_entry (self);
  update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);

  self->reentering = FALSE;
  sync_entry (self);

  /* The same dice stay selected, to change the choice or try again. */
  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    if (self->rethrow_mask[i])
      pips_dice_entry_set_mark (self->entry, i, PIPS_DIE_MARK_SELECTED, TRUE);

  update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);
  guint die;
  guint face;

  g_variant_get (parameter, "(uu)", &die, &face);
  if (die >= PIPS_CHILI_N_DICE || face > G_MAXUINT8)
    return;

  gtk_menu_button_popdown (self->turn_button);
  append (self, pips_chili_game_build_turn (get_game (self), die, face));
}

static void
score_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);
  PipsChiliGame *game = get_game (self);
  g_autoptr(GPtrArray) options = NULL;
  PipsChiliField field;

  if (!pips_chili_field_from_id (g_variant_get_string (parameter, NULL), &field))
    {
      g_critical ("“%s” is not a field of Chili Dice", g_variant_get_string (parameter, NULL));
      return;
    }

  /* What the field scores is the rules' business: take their option for it. */
  options = pips_chili_game_list_scores (game);
  for (guint i = 0; i < options->len; i++)
    {
      PipsChiliScoreOption *option = g_ptr_array_index (options, i);

      if (option->field == field)
        {
          append (self, json_object_ref (option->event));
          return;
        }
    }

  /* Not a free field of the player to act: let the rules say why. */
  append (self, pips_chili_game_build_score (game, field, PIPS_CHILI_SCORING_NONE));
}

/* The popover of the "Turn a Red Die" button: for each red die thrown in this throw, the five
 * faces it may be turned to. Built when it opens, from the model. */
static void
create_turn_popup_cb (GtkMenuButton *button,
                      gpointer       user_data)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (user_data);
  PipsChiliGame *game = get_game (self);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  for (guint i = 0; i < PIPS_CHILI_N_DICE; i++)
    {
      guint red_face = pips_chili_game_get_face (game, i);
      g_autofree char *title = NULL;
      GtkWidget *label;
      GtkWidget *faces;

      if (!pips_chili_game_can_turn (game, i))
        continue;

      /* Translators: above the faces a red die may be turned to (there is one red die of
       * each number), e.g. "Turn the red 4 to" */
      title = g_strdup_printf (_("Turn the red %u to"), red_face);
      label = gtk_label_new (title);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);

      faces = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      gtk_accessible_update_property (GTK_ACCESSIBLE (faces),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                      -1);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (faces),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL,
                                      -1);
      for (guint face = PIPS_DIE_MIN_FACE; face <= PIPS_DIE_MAX_FACE; face++)
        {
          GtkWidget *face_button;
          GtkWidget *die;
          g_autofree char *name = NULL;

          if (face == red_face)
            continue;

          die = g_object_new (PIPS_TYPE_DIE,
                              "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                              "size", 32,
                              "face", face,
                              "can-target", FALSE,
                              NULL);
          face_button = gtk_button_new ();
          gtk_button_set_child (GTK_BUTTON (face_button), die);
          gtk_widget_add_css_class (face_button, "flat");
          gtk_widget_add_css_class (face_button, "turn-face");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (face_button), "chili.turn");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (face_button), "(uu)", i, face);
          /* Translators: a button that turns a red die to another face, e.g. "Turn the red 4 to 6" */
          name = g_strdup_printf (_("Turn the red %u to %u"), red_face, face);
          gtk_widget_set_tooltip_text (face_button, name);
          set_accessible_label (face_button, name);
          gtk_box_append (GTK_BOX (faces), face_button);
        }
      gtk_box_append (GTK_BOX (box), faces);
    }

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

static void
entry_changed_cb (PipsChiliPage *self)
{
  update (self);
}

/* The narrow layouts differ in margins and lines too, which setters cannot say. */
static void
breakpoint_changed_cb (PipsChiliPage *self)
{
  AdwBreakpoint *breakpoint = adw_breakpoint_bin_get_current_breakpoint (self->breakpoint_bin);

  if (breakpoint != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");

  if (breakpoint != NULL && breakpoint == self->phone_breakpoint)
    gtk_widget_add_css_class (GTK_WIDGET (self), "pinned");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "pinned");
}

/* GtkWidget */

static gboolean
pips_chili_page_grab_focus (GtkWidget *widget)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (widget);

  if (get_phase (self) == PHASE_OVER)
    return gtk_widget_grab_focus (self->copy_button);

  return gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

static void
pips_chili_page_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (pips_chili_page_parent_class)->root (widget);

  find_settings (PIPS_CHILI_PAGE (widget));
}

/* GObject */

static void
pips_chili_page_constructed (GObject *object)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (object);
  GtkEventController *controller;
  const guint enter_keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };

  G_OBJECT_CLASS (pips_chili_page_parent_class)->constructed (object);

  g_assert (PIPS_IS_SESSION (self->session));
  g_assert (PIPS_IS_CHILI_GAME (pips_session_get_game (self->session)));

  self->n_players = pips_session_get_n_players (self->session);
  build_pad (self);

  /* Enter in the dice enters what they show (a throw, or the new faces of a rethrow) or, with
   * dice selected, throws those again. Before the dice would take it as a click. */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (enter_keys); i++)
    {
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (enter_keys[i], 0),
                                                              gtk_named_action_new ("chili.throw")));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (enter_keys[i], 0),
                                                              gtk_named_action_new ("chili.rethrow")));
    }
  gtk_widget_add_controller (GTK_WIDGET (self->entry), controller);

  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "changed", G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_menu_button_set_create_popup_func (self->turn_button, create_turn_popup_cb, self, NULL);

  find_settings (self);

  self->seen_cursor = pips_session_get_cursor (self->session);
  self->seen_n_events = pips_session_get_n_events (self->session);
  sync_entry (self);
  update (self);
  scroll_to_current (self);
}

static void
pips_chili_page_dispose (GObject *object)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (object);

  if (self->turn_button != NULL)
    gtk_menu_button_set_create_popup_func (self->turn_button, NULL, NULL, NULL);
  set_settings (self, NULL);

  /* The bin lets go of its child (a template child) before the template does. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_CHILI_PAGE);

  g_clear_pointer (&self->columns, g_free);
  g_clear_object (&self->session);
  g_clear_object (&self->roller);
  g_clear_object (&self->shake_roller);

  G_OBJECT_CLASS (pips_chili_page_parent_class)->dispose (object);
}

static void
pips_chili_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_chili_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  PipsChiliPage *self = PIPS_CHILI_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_chili_page_class_init (PipsChiliPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_chili_page_constructed;
  object_class->dispose = pips_chili_page_dispose;
  object_class->get_property = pips_chili_page_get_property;
  object_class->set_property = pips_chili_page_set_property;

  widget_class->grab_focus = pips_chili_page_grab_focus;
  widget_class->root = pips_chili_page_root;

  /**
   * PipsChiliPage:session:
   *
   * The session of Chili Dice the page shows and plays.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         PIPS_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PIPS_TYPE_DICE_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/games/chili/pips-chili-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, breakpoint_bin);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, phone_breakpoint);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, pad);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, turn_title);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, entry);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, turn_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, throw_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, rethrow_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, cost_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, over_title);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, ranking_list);
  gtk_widget_class_bind_template_child (widget_class, PipsChiliPage, copy_button);
  gtk_widget_class_bind_template_callback (widget_class, breakpoint_changed_cb);

  /* Rolls the virtual dice: all six, or those selected to throw again. */
  gtk_widget_class_install_action (widget_class, "chili.roll", NULL, roll_action);
  /* Enters the faces typed: the first throw, or the new faces of a rethrow. */
  gtk_widget_class_install_action (widget_class, "chili.throw", NULL, throw_action);
  /* Throws the selected dice again: rolls them, or asks for their new faces. */
  gtk_widget_class_install_action (widget_class, "chili.rethrow", NULL, rethrow_action);
  /* Leaves the faces of a rethrow untyped. */
  gtk_widget_class_install_action (widget_class, "chili.cancel", NULL, cancel_action);
  /* Turns the red die at a place (0–5) to a face. */
  gtk_widget_class_install_action (widget_class, "chili.turn", "(uu)", turn_action);
  /* Writes the current dice into a field ("1"–"6", "red", "run", "set", "sum"). */
  gtk_widget_class_install_action (widget_class, "chili.score", "s", score_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "chili.cancel", NULL);

  gtk_widget_class_set_css_name (widget_class, "chilipage");
}

static void
pips_chili_page_init (PipsChiliPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->roller = pips_roller_new ();
  self->shake_roller = pips_roller_new ();
}

/**
 * pips_chili_page_new:
 * @session: a session of Chili Dice
 *
 * Returns: the page of @session
 */
GtkWidget *
pips_chili_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_CHILI_PAGE, "session", session, NULL);
}

/**
 * pips_chili_page_get_session:
 *
 * Returns: (transfer none): the session
 */
PipsSession *
pips_chili_page_get_session (PipsChiliPage *self)
{
  g_return_val_if_fail (PIPS_IS_CHILI_PAGE (self), NULL);

  return self->session;
}
