/* pips-die.c — one die, drawn with the theme's colours
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-die"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-die-private.h"

/*
 * The die's body is a CSS box of its own (node "die" > child with style class "body", styled in
 * pips-widgets.css from libadwaita's colour variables), so light, dark and high-contrast styles
 * come for free. The body is kept square and centred in the die's allocation, so a die can shrink
 * in a narrow window; the snapshot adds the pips (or the picture) on top, in the body's CSS
 * "color". Style classes that say what the die shows and how it is marked sit on the "die" node.
 */

G_DEFINE_FINAL_TYPE (PipsDie, pips_die, GTK_TYPE_WIDGET)

G_DEFINE_ENUM_TYPE (PipsDieKind, pips_die_kind,
  G_DEFINE_ENUM_VALUE (PIPS_DIE_KIND_ORDINARY, "ordinary"),
  G_DEFINE_ENUM_VALUE (PIPS_DIE_KIND_BLACK, "black"),
  G_DEFINE_ENUM_VALUE (PIPS_DIE_KIND_WHITE, "white"),
  G_DEFINE_ENUM_VALUE (PIPS_DIE_KIND_PICTURE, "picture"))

G_DEFINE_FLAGS_TYPE (PipsDieMarks, pips_die_marks,
  G_DEFINE_ENUM_VALUE (PIPS_DIE_MARK_NONE, "none"),
  G_DEFINE_ENUM_VALUE (PIPS_DIE_MARK_RED, "red"),
  G_DEFINE_ENUM_VALUE (PIPS_DIE_MARK_KEPT, "kept"),
  G_DEFINE_ENUM_VALUE (PIPS_DIE_MARK_SELECTED, "selected"),
  G_DEFINE_ENUM_VALUE (PIPS_DIE_MARK_LOCKED, "locked"),
  G_DEFINE_ENUM_VALUE (PIPS_DIE_MARK_WRONG, "wrong"))

enum {
  PROP_0,
  PROP_FACE,
  PROP_KIND,
  PROP_RED,
  PROP_KEPT,
  PROP_SELECTED,
  PROP_LOCKED,
  PROP_MARKS,
  PROP_SIZE,
  PROP_NUMBER,
  PROP_ACTIVATABLE,
  PROP_PICTURE_ICONS,
  PROP_PICTURE_LABELS,
  N_PROPS
};

enum {
  SIGNAL_ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char * const kind_classes[] = {
  [PIPS_DIE_KIND_ORDINARY] = NULL,
  [PIPS_DIE_KIND_BLACK] = "black",
  [PIPS_DIE_KIND_WHITE] = "white",
  [PIPS_DIE_KIND_PICTURE] = "picture",
};

static void
update_css_classes (PipsDie *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  for (guint i = 0; i < G_N_ELEMENTS (kind_classes); i++)
    {
      if (kind_classes[i] == NULL)
        continue;

      if (i == self->kind)
        gtk_widget_add_css_class (widget, kind_classes[i]);
      else
        gtk_widget_remove_css_class (widget, kind_classes[i]);
    }

#define SET_CLASS(name, on) \
  G_STMT_START { \
    if (on) \
      gtk_widget_add_css_class (widget, name); \
    else \
      gtk_widget_remove_css_class (widget, name); \
  } G_STMT_END

  SET_CLASS ("blank", self->face == 0);
  SET_CLASS ("red", (self->marks & PIPS_DIE_MARK_RED) && self->face != 0);
  SET_CLASS ("kept", self->marks & PIPS_DIE_MARK_KEPT);
  SET_CLASS ("selected", self->marks & PIPS_DIE_MARK_SELECTED);
  SET_CLASS ("locked", self->marks & PIPS_DIE_MARK_LOCKED);
  SET_CLASS ("wrong", self->marks & PIPS_DIE_MARK_WRONG);
  SET_CLASS ("activatable", self->activatable);

#undef SET_CLASS
}

static void
update_state (PipsDie *self)
{
  update_css_classes (self);
  _pips_die_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pips_die_direction_changed (GtkWidget        *widget,
                            GtkTextDirection  previous_direction)
{
  gtk_widget_queue_draw (widget);
}

static void
click_released_cb (PipsDie         *self,
                   int              n_press,
                   double           x,
                   double           y,
                   GtkGestureClick *gesture)
{
  if (!self->activatable || !gtk_widget_contains (GTK_WIDGET (self), x, y))
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);

  if (gtk_widget_get_focus_on_click (GTK_WIDGET (self)) && gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));

  g_signal_emit (self, signals[SIGNAL_ACTIVATE], 0);
}

static void
pips_die_real_activate (PipsDie *self)
{
  /* Nothing to do by default: whoever made the die activatable listens to "activate". */
}

static void
pips_die_dispose (GObject *object)
{
  PipsDie *self = PIPS_DIE (object);

  g_clear_pointer (&self->body, gtk_widget_unparent);

  G_OBJECT_CLASS (pips_die_parent_class)->dispose (object);
}

static void
pips_die_finalize (GObject *object)
{
  PipsDie *self = PIPS_DIE (object);

  g_clear_pointer (&self->picture_icons, g_strfreev);
  g_clear_pointer (&self->picture_labels, g_strfreev);

  G_OBJECT_CLASS (pips_die_parent_class)->finalize (object);
}

static void
pips_die_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  PipsDie *self = PIPS_DIE (object);

  switch (prop_id)
    {
    case PROP_FACE:
      g_value_set_uint (value, self->face);
      break;

    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;

    case PROP_RED:
      g_value_set_boolean (value, pips_die_get_red (self));
      break;

    case PROP_KEPT:
      g_value_set_boolean (value, pips_die_get_kept (self));
      break;

    case PROP_SELECTED:
      g_value_set_boolean (value, pips_die_get_selected (self));
      break;

    case PROP_LOCKED:
      g_value_set_boolean (value, pips_die_get_locked (self));
      break;

    case PROP_MARKS:
      g_value_set_flags (value, self->marks);
      break;

    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;

    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;

    case PROP_ACTIVATABLE:
      g_value_set_boolean (value, self->activatable);
      break;

    case PROP_PICTURE_ICONS:
      g_value_set_boxed (value, self->picture_icons);
      break;

    case PROP_PICTURE_LABELS:
      g_value_set_boxed (value, self->picture_labels);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_die_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  PipsDie *self = PIPS_DIE (object);

  switch (prop_id)
    {
    case PROP_FACE:
      pips_die_set_face (self, g_value_get_uint (value));
      break;

    case PROP_KIND:
      pips_die_set_kind (self, g_value_get_enum (value));
      break;

    case PROP_RED:
      pips_die_set_red (self, g_value_get_boolean (value));
      break;

    case PROP_KEPT:
      pips_die_set_kept (self, g_value_get_boolean (value));
      break;

    case PROP_SELECTED:
      pips_die_set_selected (self, g_value_get_boolean (value));
      break;

    case PROP_LOCKED:
      pips_die_set_locked (self, g_value_get_boolean (value));
      break;

    case PROP_MARKS:
      pips_die_set_marks (self, g_value_get_flags (value));
      break;

    case PROP_SIZE:
      pips_die_set_size (self, g_value_get_int (value));
      break;

    case PROP_NUMBER:
      pips_die_set_number (self, g_value_get_uint (value));
      break;

    case PROP_ACTIVATABLE:
      pips_die_set_activatable (self, g_value_get_boolean (value));
      break;

    case PROP_PICTURE_ICONS:
      pips_die_set_pictures (self, g_value_get_boxed (value),
                             (const char * const *) self->picture_labels);
      break;

    case PROP_PICTURE_LABELS:
      pips_die_set_pictures (self, (const char * const *) self->picture_icons,
                             g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pips_die_class_init (PipsDieClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint activate_keys[] = { GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return,
                                  GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter };

  object_class->dispose = pips_die_dispose;
  object_class->finalize = pips_die_finalize;
  object_class->get_property = pips_die_get_property;
  object_class->set_property = pips_die_set_property;

  widget_class->measure = _pips_die_measure;
  widget_class->size_allocate = _pips_die_size_allocate;
  widget_class->snapshot = _pips_die_snapshot;
  widget_class->direction_changed = pips_die_direction_changed;

  /**
   * PipsDie:face:
   *
   * The face the die shows: 0 while it is not known, else 1–6 (pips, or the picture with that
   * number).
   */
  properties[PROP_FACE] =
    g_param_spec_uint ("face", NULL, NULL,
                       0, 6, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:kind:
   *
   * How the die looks: ordinary, black, white, or with pictures.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       PIPS_TYPE_DIE_KIND, PIPS_DIE_KIND_ORDINARY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:red:
   *
   * Whether the die shows its red face (a red body with light pips).
   */
  properties[PROP_RED] =
    g_param_spec_boolean ("red", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:kept:
   *
   * Whether the die was kept from an earlier throw (drawn with a ring in the accent colour).
   */
  properties[PROP_KEPT] =
    g_param_spec_boolean ("kept", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:selected:
   *
   * Whether the die is selected, for example to be thrown again (drawn raised, with a dashed
   * ring).
   */
  properties[PROP_SELECTED] =
    g_param_spec_boolean ("selected", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:locked:
   *
   * Whether the die cannot be changed now.
   */
  properties[PROP_LOCKED] =
    g_param_spec_boolean ("locked", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:marks:
   *
   * All marks at once; #PipsDie:red, #PipsDie:kept, #PipsDie:selected and #PipsDie:locked are
   * views of it.
   */
  properties[PROP_MARKS] =
    g_param_spec_flags ("marks", NULL, NULL,
                        PIPS_TYPE_DIE_MARKS, PIPS_DIE_MARK_NONE,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:size:
   *
   * The edge of the die in pixels, when there is room: a die shrinks down to 24 pixels (or its
   * size, if smaller) in a narrow window, and stays square.
   */
  properties[PROP_SIZE] =
    g_param_spec_int ("size", NULL, NULL,
                      MIN_SIZE, 512, DEFAULT_SIZE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:number:
   *
   * The die's position in its row, counted from 1, as its accessible name says it
   * ("Die 3: …"); 0 for a die on its own.
   */
  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:activatable:
   *
   * Whether a click, a tap, Space or Enter emits #PipsDie::activate. Create such a die with
   * `accessible-role` %GTK_ACCESSIBLE_ROLE_BUTTON and make it focusable.
   */
  properties[PROP_ACTIVATABLE] =
    g_param_spec_boolean ("activatable", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:picture-icons:
   *
   * For %PIPS_DIE_KIND_PICTURE: the symbolic icon names of faces 1–6.
   */
  properties[PROP_PICTURE_ICONS] =
    g_param_spec_boxed ("picture-icons", NULL, NULL,
                        G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * PipsDie:picture-labels:
   *
   * For %PIPS_DIE_KIND_PICTURE: the translated names of faces 1–6 ("Homer", …).
   */
  properties[PROP_PICTURE_LABELS] =
    g_param_spec_boxed ("picture-labels", NULL, NULL,
                        G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PipsDie::activate:
   *
   * Emitted when an activatable die is clicked or tapped, or Space or Enter is pressed on it.
   */
  signals[SIGNAL_ACTIVATE] =
    g_signal_new_class_handler ("activate",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                G_CALLBACK (pips_die_real_activate),
                                NULL, NULL,
                                NULL,
                                G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[SIGNAL_ACTIVATE]);

  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding_signal (widget_class, activate_keys[i], 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "die");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pips_die_init (PipsDie *self)
{
  GtkGesture *click;

  self->size = DEFAULT_SIZE;

  self->body = g_object_new (GTK_TYPE_BOX,
                             "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                             "can-target", FALSE,
                             "css-classes", (const char * const []) { "body", NULL },
                             NULL);
  gtk_widget_set_parent (self->body, GTK_WIDGET (self));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  update_state (self);
}

/**
 * pips_die_new:
 *
 * Returns: a new blank ordinary die
 */
GtkWidget *
pips_die_new (void)
{
  return g_object_new (PIPS_TYPE_DIE, NULL);
}

guint
pips_die_get_face (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), 0);

  return self->face;
}

void
pips_die_set_face (PipsDie *self,
                   guint    face)
{
  g_return_if_fail (PIPS_IS_DIE (self));
  g_return_if_fail (face <= 6);

  if (self->face == face)
    return;

  self->face = face;
  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE]);
}

PipsDieKind
pips_die_get_kind (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), PIPS_DIE_KIND_ORDINARY);

  return self->kind;
}

void
pips_die_set_kind (PipsDie     *self,
                   PipsDieKind  kind)
{
  g_return_if_fail (PIPS_IS_DIE (self));
  g_return_if_fail (kind <= PIPS_DIE_KIND_PICTURE);

  if (self->kind == kind)
    return;

  self->kind = kind;
  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

PipsDieMarks
pips_die_get_marks (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), PIPS_DIE_MARK_NONE);

  return self->marks;
}

/**
 * pips_die_set_marks:
 * @self: a die
 * @marks: all of the die's marks
 *
 * Sets every mark at once, notifying #PipsDie:marks and each boolean that changed.
 */
void
pips_die_set_marks (PipsDie      *self,
                    PipsDieMarks  marks)
{
  PipsDieMarks changed;

  g_return_if_fail (PIPS_IS_DIE (self));

  marks &= PIPS_DIE_MARK_RED | PIPS_DIE_MARK_KEPT | PIPS_DIE_MARK_SELECTED | PIPS_DIE_MARK_LOCKED |
           PIPS_DIE_MARK_WRONG;
  changed = self->marks ^ marks;

  if (changed == 0)
    return;

  self->marks = marks;
  update_state (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
  if (changed & PIPS_DIE_MARK_RED)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RED]);
  if (changed & PIPS_DIE_MARK_KEPT)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEPT]);
  if (changed & PIPS_DIE_MARK_SELECTED)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  if (changed & PIPS_DIE_MARK_LOCKED)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOCKED]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
set_mark (PipsDie      *self,
          PipsDieMarks  mark,
          gboolean      on)
{
  if (on)
    pips_die_set_marks (self, self->marks | mark);
  else
    pips_die_set_marks (self, self->marks & ~mark);
}

gboolean
pips_die_get_red (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), FALSE);

  return !!(self->marks & PIPS_DIE_MARK_RED);
}

void
pips_die_set_red (PipsDie  *self,
                  gboolean  red)
{
  g_return_if_fail (PIPS_IS_DIE (self));

  set_mark (self, PIPS_DIE_MARK_RED, red);
}

gboolean
pips_die_get_kept (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), FALSE);

  return !!(self->marks & PIPS_DIE_MARK_KEPT);
}

void
pips_die_set_kept (PipsDie  *self,
                   gboolean  kept)
{
  g_return_if_fail (PIPS_IS_DIE (self));

  set_mark (self, PIPS_DIE_MARK_KEPT, kept);
}

gboolean
pips_die_get_selected (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), FALSE);

  return !!(self->marks & PIPS_DIE_MARK_SELECTED);
}

void
pips_die_set_selected (PipsDie  *self,
                       gboolean  selected)
{
  g_return_if_fail (PIPS_IS_DIE (self));

  set_mark (self, PIPS_DIE_MARK_SELECTED, selected);
}

gboolean
pips_die_get_locked (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), FALSE);

  return !!(self->marks & PIPS_DIE_MARK_LOCKED);
}

void
pips_die_set_locked (PipsDie  *self,
                     gboolean  locked)
{
  g_return_if_fail (PIPS_IS_DIE (self));

  set_mark (self, PIPS_DIE_MARK_LOCKED, locked);
}

int
pips_die_get_size (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), DEFAULT_SIZE);

  return self->size;
}

void
pips_die_set_size (PipsDie *self,
                   int      size)
{
  g_return_if_fail (PIPS_IS_DIE (self));

  size = MAX (size, MIN_SIZE);

  if (self->size == size)
    return;

  self->size = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIZE]);
}

guint
pips_die_get_number (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), 0);

  return self->number;
}

void
pips_die_set_number (PipsDie *self,
                     guint    number)
{
  g_return_if_fail (PIPS_IS_DIE (self));

  if (self->number == number)
    return;

  self->number = number;
  _pips_die_update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
}

gboolean
pips_die_get_activatable (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), FALSE);

  return self->activatable;
}

void
pips_die_set_activatable (PipsDie  *self,
                          gboolean  activatable)
{
  g_return_if_fail (PIPS_IS_DIE (self));

  activatable = !!activatable;

  if (self->activatable == activatable)
    return;

  self->activatable = activatable;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), activatable ? "pointer" : NULL);
  update_css_classes (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVATABLE]);
}

/**
 * pips_die_get_picture_icons:
 * @self: a die
 *
 * Returns: (nullable) (transfer none) (array zero-terminated=1): the icon names of the pictures
 */
const char * const *
pips_die_get_picture_icons (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), NULL);

  return (const char * const *) self->picture_icons;
}

/**
 * pips_die_get_picture_labels:
 * @self: a die
 *
 * Returns: (nullable) (transfer none) (array zero-terminated=1): the names of the pictures
 */
const char * const *
pips_die_get_picture_labels (PipsDie *self)
{
  g_return_val_if_fail (PIPS_IS_DIE (self), NULL);

  return (const char * const *) self->picture_labels;
}

/**
 * pips_die_set_pictures:
 * @self: a die
 * @icon_names: (nullable) (array zero-terminated=1): symbolic icon names of faces 1–6
 * @labels: (nullable) (array zero-terminated=1): translated names of faces 1–6
 *
 * Sets the pictures a %PIPS_DIE_KIND_PICTURE die shows: face n shows `icon_names[n - 1]` and is
 * called `labels[n - 1]`.
 */
void
pips_die_set_pictures (PipsDie            *self,
                       const char * const *icon_names,
                       const char * const *labels)
{
  gboolean icons_changed;
  gboolean labels_changed;

  g_return_if_fail (PIPS_IS_DIE (self));

  icons_changed = !((icon_names == NULL && self->picture_icons == NULL) ||
                    (icon_names != NULL && self->picture_icons != NULL &&
                     g_strv_equal (icon_names, (const char * const *) self->picture_icons)));
  labels_changed = !((labels == NULL && self->picture_labels == NULL) ||
                     (labels != NULL && self->picture_labels != NULL &&
                      g_strv_equal (labels, (const char * const *) self->picture_labels)));

  if (!icons_changed && !labels_changed)
    return;

  if (icons_changed)
    {
      char **icons = g_strdupv ((char **) icon_names);

      g_strfreev (self->picture_icons);
      self->picture_icons = icons;
    }

  if (labels_changed)
    {
      char **copy = g_strdupv ((char **) labels);

      g_strfreev (self->picture_labels);
      self->picture_labels = copy;
    }

  update_state (self);

  if (icons_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PICTURE_ICONS]);
  if (labels_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PICTURE_LABELS]);
}
