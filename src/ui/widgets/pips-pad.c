/* pips-pad.c — a score pad: a column per player, a row per box
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-pad"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-pad.h"
#include "pips-game.h"

/*
 * The pad as players know it from paper: the titles of the rows down the left (with the key
 * that scores there, where a row has one), then a column per player under their name. The
 * column of the player to act is marked ("current"), and in it a row that can be scored offers
 * the points the dice would score there as a button (its action and target are the row's);
 * elsewhere a cell shows what is written, or nothing.
 *
 * A page describes its rows (pips_pad_append_row()), then names the players
 * (pips_pad_set_players()), which makes the cells; after every change of the game it sets
 * what each cell says (pips_pad_set_points(), pips_pad_set_text(), pips_pad_set_free() or
 * pips_pad_offer()) and who is to act (the property "current"). A game may add widgets of its
 * own under a cell's value (pips_pad_get_cell()). The styles (node "pad") are in
 * pips-widgets.css: "compact" packs more rows into the height, and "narrow", bound to the
 * page's, makes the columns narrower.
 *
 * No cell wraps its text: the grid keeps a constant size, which its scrolled window needs.
 */

/* A row as the page described it. Row 0, the names, has none. */
typedef struct
{
  PipsPadRowStyle  style;
  char            *title;
  char            *key;
  char            *tooltip;
  char            *action_name;
  char            *target;
} Row;

/* One player's cell of one row. The widgets belong to the pad. */
typedef struct
{
  GtkWidget *box;
  GtkLabel  *value;
  GtkWidget *option;          /* NULL where the row cannot be scored */
  GtkLabel  *option_label;
  char      *mark;
} Cell;

struct _PipsPad
{
  GtkWidget  parent_instance;

  GArray    *rows;            /* of Row, from row 1 */
  char     **names;
  Cell      *cells;           /* n_players × (rows->len + 1), a player's column after another */
  guint      n_players;
  int        current;
  guint      compact : 1;
  guint      narrow : 1;
};

G_DEFINE_FINAL_TYPE (PipsPad, pips_pad, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_COMPACT,
  PROP_NARROW,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
row_clear (gpointer data)
{
  Row *row = data;

  g_free (row->title);
  g_free (row->key);
  g_free (row->tooltip);
  g_free (row->action_name);
  g_free (row->target);
}

static guint
get_n_rows (PipsPad *self)
{
  return self->rows->len + 1;
}

static Cell *
get_cell (PipsPad *self,
          guint    player,
          guint    row)
{
  g_return_val_if_fail (player < self->n_players, NULL);
  g_return_val_if_fail (row < get_n_rows (self), NULL);

  return &self->cells[player * get_n_rows (self) + row];
}

static const Row *
get_row (PipsPad *self,
         guint    row)
{
  return &g_array_index (self->rows, Row, row - 1);
}

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static void
set_accessible_label (gpointer    widget,
                      const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* The building of the grid */

/* A cell: a box in the grid, styled as its row says. */
static GtkWidget *
box_new (PipsPad *self,
         guint    column,
         guint    row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, self->compact ? 1 : 2);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkLayoutChild *child;
  PipsPadRowStyle style = row == 0 ? PIPS_PAD_ROW_PLAIN : get_row (self, row)->style;

  gtk_widget_add_css_class (box, "cell");
  gtk_widget_add_css_class (box, column == 0 ? "row-title" : "player");
  if (row == 0)
    gtk_widget_add_css_class (box, "header");
  if (style & PIPS_PAD_ROW_SUM)
    gtk_widget_add_css_class (box, "sum");
  if (style & PIPS_PAD_ROW_GROUP_END)
    gtk_widget_add_css_class (box, "group-end");
  if (style & PIPS_PAD_ROW_TOTAL)
    gtk_widget_add_css_class (box, "total");
  gtk_widget_set_valign (box, GTK_ALIGN_FILL);

  gtk_widget_set_parent (box, GTK_WIDGET (self));
  child = gtk_layout_manager_get_layout_child (layout, box);
  gtk_grid_layout_child_set_column (GTK_GRID_LAYOUT_CHILD (child), column);
  gtk_grid_layout_child_set_row (GTK_GRID_LAYOUT_CHILD (child), row);

  return box;
}

static GtkLabel *
label_new (GtkWidget *box,
           float      xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);

  return GTK_LABEL (label);
}

/* The title of a row, with the key that scores there beside it, as on a keyboard (the screen
 * reader has the key in the list of shortcuts). */
static void
title_new (PipsPad *self,
           guint    index)
{
  const Row *row = get_row (self, index);
  GtkWidget *box = box_new (self, 0, index);
  GtkWidget *line;
  GtkWidget *title;
  GtkWidget *key;

  if (row->key == NULL)
    {
      title = GTK_WIDGET (label_new (box, 0));
      gtk_label_set_label (GTK_LABEL (title), row->title);
      gtk_widget_set_tooltip_text (title, row->tooltip);
      return;
    }

  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  title = gtk_label_new (row->title);
  key = gtk_label_new (row->key);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_set_vexpand (line, TRUE);
  gtk_widget_set_tooltip_text (title, row->tooltip);
  set_accessible_label (key, "");
  g_object_set (key, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_widget_add_css_class (key, "key");
  gtk_widget_set_valign (key, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (line), title);
  gtk_box_append (GTK_BOX (line), key);
  gtk_box_append (GTK_BOX (box), line);
}

/* A name never ends in "…": one of two words goes on two lines ("Spieler" over "1"), a long
 * word widens its column and the pad scrolls sideways. */
static void
name_new (PipsPad *self,
          guint    player)
{
  Cell *cell = get_cell (self, player, 0);
  const char *name = self->names[player];
  g_autofree char *shown = g_strdup (name);
  char *space = strrchr (shown, ' ');

  cell->value = label_new (cell->box, 0.5);
  if (g_utf8_strlen (shown, -1) > 7 && space != NULL && space != shown)
    *space = '\n';
  gtk_label_set_label (cell->value, shown);
  gtk_label_set_justify (cell->value, GTK_JUSTIFY_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (cell->value), name);
  set_accessible_label (cell->value, name);
}

/* The button that writes the points of the dice into a free box of the player to act. */
static void
option_new (Cell      *cell,
            const Row *row)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "numeric");
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "score-option");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (button, TRUE);
  gtk_widget_set_visible (button, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), row->action_name);
  if (row->target != NULL)
    gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", row->target);
  gtk_box_append (GTK_BOX (cell->box), button);

  cell->option = button;
  cell->option_label = GTK_LABEL (label);
}

static void
column_new (PipsPad *self,
            guint    player)
{
  for (guint r = 0; r < get_n_rows (self); r++)
    get_cell (self, player, r)->box = box_new (self, player + 1, r);

  name_new (self, player);

  for (guint r = 1; r < get_n_rows (self); r++)
    {
      Cell *cell = get_cell (self, player, r);
      const Row *row = get_row (self, r);

      cell->value = label_new (cell->box, 0.5);
      gtk_widget_add_css_class (GTK_WIDGET (cell->value), "numeric");
      if (row->action_name != NULL)
        option_new (cell, row);
    }
}

/* GObject */

static void
pips_pad_dispose (GObject *object)
{
  PipsPad *self = PIPS_PAD (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (pips_pad_parent_class)->dispose (object);
}

static void
pips_pad_finalize (GObject *object)
{
  PipsPad *self = PIPS_PAD (object);

  for (guint i = 0; self->cells != NULL && i < self->n_players * get_n_rows (self); i++)
    g_free (self->cells[i].mark);
  g_clear_pointer (&self->cells, g_free);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->rows, g_array_unref);

  G_OBJECT_CLASS (pips_pad_parent_class)->finalize (object);
}

static void
pips_pad_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  PipsPad *self = PIPS_PAD (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;

    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;

    case PROP_CURRENT:
      g_value_set_int (value, self->current);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_pad_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  PipsPad *self = PIPS_PAD (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      pips_pad_set_compact (self, g_value_get_boolean (value));
      break;

    case PROP_NARROW:
      pips_pad_set_narrow (self, g_value_get_boolean (value));
      break;

    case PROP_CURRENT:
      pips_pad_set_current (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_pad_class_init (PipsPadClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pips_pad_dispose;
  object_class->finalize = pips_pad_finalize;
  object_class->get_property = pips_pad_get_property;
  object_class->set_property = pips_pad_set_property;

  /**
   * PipsPad:compact:
   *
   * Whether the rows are lower, for a pad of many rows.
   */
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsPad:narrow:
   *
   * Whether the columns are narrower, at phone width (bound to the page's `narrow`).
   */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsPad:current:
   *
   * The player whose column is marked, the one to act; -1 for none.
   */
  properties[PROP_CURRENT] =
    g_param_spec_int ("current", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_GRID_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pad");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pips_pad_init (PipsPad *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, row_clear);
  self->current = -1;
}

/**
 * pips_pad_new:
 *
 * Returns: a new, empty pad
 */
GtkWidget *
pips_pad_new (void)
{
  return g_object_new (PIPS_TYPE_PAD, NULL);
}

gboolean
pips_pad_get_compact (PipsPad *self)
{
  g_return_val_if_fail (PIPS_IS_PAD (self), FALSE);

  return self->compact;
}

/**
 * pips_pad_set_compact:
 * @compact: whether the rows are lower
 *
 * Packs more rows into the height: less room around and between what a cell holds.
 */
void
pips_pad_set_compact (PipsPad  *self,
                      gboolean  compact)
{
  g_return_if_fail (PIPS_IS_PAD (self));

  compact = !!compact;
  if (self->compact == compact)
    return;

  self->compact = compact;
  set_class (GTK_WIDGET (self), "compact", compact);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_box_set_spacing (GTK_BOX (child), compact ? 1 : 2);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

gboolean
pips_pad_get_narrow (PipsPad *self)
{
  g_return_val_if_fail (PIPS_IS_PAD (self), FALSE);

  return self->narrow;
}

/**
 * pips_pad_set_narrow:
 * @narrow: whether the window is as narrow as a phone
 *
 * Makes the columns narrower (the style class "narrow").
 */
void
pips_pad_set_narrow (PipsPad  *self,
                     gboolean  narrow)
{
  g_return_if_fail (PIPS_IS_PAD (self));

  narrow = !!narrow;
  if (self->narrow == narrow)
    return;

  self->narrow = narrow;
  set_class (GTK_WIDGET (self), "narrow", narrow);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

int
pips_pad_get_current (PipsPad *self)
{
  g_return_val_if_fail (PIPS_IS_PAD (self), -1);

  return self->current;
}

/**
 * pips_pad_set_current:
 * @current: the player to act, or -1
 *
 * Marks the column of @current, and says in its head that it is theirs to play.
 */
void
pips_pad_set_current (PipsPad *self,
                      int      current)
{
  g_return_if_fail (PIPS_IS_PAD (self));

  current = MAX (current, -1);
  if (self->current == current)
    return;

  self->current = current;
  for (guint p = 0; p < self->n_players; p++)
    {
      Cell *head = get_cell (self, p, 0);
      g_autofree char *name = NULL;

      for (guint r = 0; r < get_n_rows (self); r++)
        set_class (get_cell (self, p, r)->box, "current", (int) p == current);

      if ((int) p == current)
        /* Translators: the accessible name of the column head of the player to act */
        name = g_strdup_printf (_("%s, to play"), self->names[p]);
      else
        name = g_strdup (self->names[p]);
      set_accessible_label (head->value, name);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

/**
 * pips_pad_append_row:
 * @style: how the row looks
 * @title: its title, down the left
 * @key: (nullable): the key that scores there, shown beside the title
 * @tooltip: (nullable): the tooltip of the title
 *
 * Adds a row under the others, before the players are named.
 *
 * Returns: the row's number (the names are row 0)
 */
guint
pips_pad_append_row (PipsPad         *self,
                     PipsPadRowStyle  style,
                     const char      *title,
                     const char      *key,
                     const char      *tooltip)
{
  Row row = { style, g_strdup (title), g_strdup (key), NULL, NULL, NULL };

  g_return_val_if_fail (PIPS_IS_PAD (self), 0);
  g_return_val_if_fail (self->cells == NULL, 0);

  if (tooltip != NULL && tooltip[0] != '\0')
    row.tooltip = g_strdup (tooltip);
  g_array_append_val (self->rows, row);

  return self->rows->len;
}

/**
 * pips_pad_set_row_action:
 * @row: a row of pips_pad_append_row()
 * @action_name: the action that scores there
 * @target: (nullable): its string target
 *
 * Makes each cell of @row a button, for the times the dice can be scored there
 * (pips_pad_offer()).
 */
void
pips_pad_set_row_action (PipsPad    *self,
                         guint       row,
                         const char *action_name,
                         const char *target)
{
  Row *described;

  g_return_if_fail (PIPS_IS_PAD (self));
  g_return_if_fail (row > 0 && row <= self->rows->len);
  g_return_if_fail (self->cells == NULL);

  described = &g_array_index (self->rows, Row, row - 1);
  g_set_str (&described->action_name, action_name);
  g_set_str (&described->target, target);
}

/**
 * pips_pad_set_players:
 * @game: the game whose players the pad shows
 *
 * Makes the pad: the titles of the rows, then a column per player of @game, under their name.
 * Once.
 */
void
pips_pad_set_players (PipsPad  *self,
                      PipsGame *game)
{
  g_return_if_fail (PIPS_IS_PAD (self));
  g_return_if_fail (PIPS_IS_GAME (game));
  g_return_if_fail (self->cells == NULL);

  self->n_players = pips_game_get_n_players (game);
  self->names = g_new0 (char *, self->n_players + 1);
  for (guint p = 0; p < self->n_players; p++)
    self->names[p] = g_strdup (pips_game_get_player_name (game, p));
  self->cells = g_new0 (Cell, MAX (self->n_players, 1) * get_n_rows (self));

  box_new (self, 0, 0);
  for (guint r = 1; r < get_n_rows (self); r++)
    title_new (self, r);
  for (guint p = 0; p < self->n_players; p++)
    column_new (self, p);
}

guint
pips_pad_get_n_players (PipsPad *self)
{
  g_return_val_if_fail (PIPS_IS_PAD (self), 0);

  return self->n_players;
}

/**
 * pips_pad_set_text:
 * @player: a player
 * @row: a row
 * @text: what the cell shows
 * @accessible_label: what a screen reader says of it
 * @dim: whether it stands back
 *
 * Shows @text in a cell, in place of its button.
 */
void
pips_pad_set_text (PipsPad    *self,
                   guint       player,
                   guint       row,
                   const char *text,
                   const char *accessible_label,
                   gboolean    dim)
{
  Cell *cell;

  g_return_if_fail (PIPS_IS_PAD (self));

  cell = get_cell (self, player, row);
  gtk_label_set_label (cell->value, text);
  set_class (GTK_WIDGET (cell->value), "dim-label", dim);
  set_accessible_label (cell->value, accessible_label);
  gtk_widget_set_visible (GTK_WIDGET (cell->value), TRUE);
  if (cell->option != NULL)
    gtk_widget_set_visible (cell->option, FALSE);
}

/**
 * pips_pad_set_points:
 * @player: a player
 * @row: a row
 * @points: the points written there
 * @dim: whether they stand back
 *
 * Shows @points in a cell; a screen reader says "Anna, Total: 245".
 */
void
pips_pad_set_points (PipsPad  *self,
                     guint     player,
                     guint     row,
                     guint     points,
                     gboolean  dim)
{
  g_autofree char *text = NULL;
  g_autofree char *accessible_label = NULL;

  g_return_if_fail (PIPS_IS_PAD (self));
  g_return_if_fail (player < self->n_players && row > 0 && row < get_n_rows (self));

  text = g_strdup_printf ("%u", points);
  /* Translators: the accessible name of a cell of a score pad: the player, the row and the
   * points written there, e.g. "Anna, Full House: 25" */
  accessible_label = g_strdup_printf (_("%s, %s: %u"),
                                      self->names[player], get_row (self, row)->title, points);
  pips_pad_set_text (self, player, row, text, accessible_label, dim);
}

/**
 * pips_pad_set_free:
 * @player: a player
 * @row: a row
 *
 * Shows a cell nothing is written in yet.
 */
void
pips_pad_set_free (PipsPad *self,
                   guint    player,
                   guint    row)
{
  g_autofree char *accessible_label = NULL;

  g_return_if_fail (PIPS_IS_PAD (self));
  g_return_if_fail (player < self->n_players && row > 0 && row < get_n_rows (self));

  /* Translators: the accessible name of a cell of a score pad nothing is written in yet, e.g.
   * "Anna, Full House: free" */
  accessible_label = g_strdup_printf (_("%s, %s: free"),
                                      self->names[player], get_row (self, row)->title);
  pips_pad_set_text (self, player, row, "", accessible_label, FALSE);
}

/**
 * pips_pad_offer:
 * @player: a player
 * @row: a row with an action
 * @points: what the dice score there
 * @accessible_label: what a screen reader says of the button
 *
 * Shows the button that scores the dice in a cell, with @points on it (set apart when 0).
 *
 * Returns: (transfer none): the button
 */
GtkWidget *
pips_pad_offer (PipsPad    *self,
                guint       player,
                guint       row,
                guint       points,
                const char *accessible_label)
{
  g_autofree char *text = NULL;
  Cell *cell;

  g_return_val_if_fail (PIPS_IS_PAD (self), NULL);

  cell = get_cell (self, player, row);
  g_return_val_if_fail (cell->option != NULL, NULL);

  text = g_strdup_printf ("%u", points);
  gtk_label_set_label (cell->option_label, text);
  set_class (cell->option, "miss", points == 0);
  set_accessible_label (cell->option, accessible_label);
  gtk_widget_set_visible (GTK_WIDGET (cell->value), FALSE);
  gtk_widget_set_visible (cell->option, TRUE);

  return cell->option;
}

/**
 * pips_pad_set_mark:
 * @player: a player
 * @row: a row
 * @css_class: (nullable): a style class of the game's, or %NULL for none
 *
 * Marks what a cell shows with one style class of the game's own, in place of the one before.
 */
void
pips_pad_set_mark (PipsPad    *self,
                   guint       player,
                   guint       row,
                   const char *css_class)
{
  Cell *cell;

  g_return_if_fail (PIPS_IS_PAD (self));

  cell = get_cell (self, player, row);
  if (g_strcmp0 (cell->mark, css_class) == 0)
    return;

  if (cell->mark != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (cell->value), cell->mark);
  g_set_str (&cell->mark, css_class);
  if (css_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (cell->value), css_class);
}

/**
 * pips_pad_get_cell:
 *
 * Returns: (transfer none): the box of a cell, for what a game shows under its value
 */
GtkWidget *
pips_pad_get_cell (PipsPad *self,
                   guint    player,
                   guint    row)
{
  g_return_val_if_fail (PIPS_IS_PAD (self), NULL);

  return get_cell (self, player, row)->box;
}

/**
 * pips_pad_get_value:
 *
 * Returns: (transfer none): the label of what a cell shows
 */
GtkWidget *
pips_pad_get_value (PipsPad *self,
                    guint    player,
                    guint    row)
{
  g_return_val_if_fail (PIPS_IS_PAD (self), NULL);

  return GTK_WIDGET (get_cell (self, player, row)->value);
}

/**
 * pips_pad_get_option:
 *
 * Returns: (transfer none) (nullable): the button of a cell, where its row has an action
 */
GtkWidget *
pips_pad_get_option (PipsPad *self,
                     guint    player,
                     guint    row)
{
  g_return_val_if_fail (PIPS_IS_PAD (self), NULL);

  return get_cell (self, player, row)->option;
}

/**
 * pips_pad_scroll_to_player:
 * @player: a player, or -1
 *
 * Many players do not fit a phone: scrolls the column of @player into view, where the pad is
 * in a scrolled window.
 */
void
pips_pad_scroll_to_player (PipsPad *self,
                           int      player)
{
  GtkWidget *viewport;
  GtkScrollInfo *info;

  g_return_if_fail (PIPS_IS_PAD (self));

  viewport = gtk_widget_get_parent (GTK_WIDGET (self));
  if (player < 0 || (guint) player >= self->n_players || !GTK_IS_VIEWPORT (viewport))
    return;

  info = gtk_scroll_info_new ();
  gtk_scroll_info_set_enable_vertical (info, FALSE);
  gtk_viewport_scroll_to (GTK_VIEWPORT (viewport), get_cell (self, player, 0)->box, info);
}
