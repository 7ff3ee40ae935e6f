/* pips-die.h — one die, drawn with the theme's colours
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * PipsDieKind:
 * @PIPS_DIE_KIND_ORDINARY: a die with pips in the theme's colours
 * @PIPS_DIE_KIND_BLACK: a black die with white pips
 * @PIPS_DIE_KIND_WHITE: a white die with black pips
 * @PIPS_DIE_KIND_PICTURE: a die with a picture on each face; see
 *   pips_die_set_pictures()
 *
 * How a die looks.
 */
typedef enum
{
  PIPS_DIE_KIND_ORDINARY,
  PIPS_DIE_KIND_BLACK,
  PIPS_DIE_KIND_WHITE,
  PIPS_DIE_KIND_PICTURE,
} PipsDieKind;

/**
 * PipsDieMarks:
 * @PIPS_DIE_MARK_NONE: no mark
 * @PIPS_DIE_MARK_RED: the die shows its red face
 * @PIPS_DIE_MARK_KEPT: the die was kept from an earlier throw
 * @PIPS_DIE_MARK_SELECTED: the die is selected, for example to be thrown again
 * @PIPS_DIE_MARK_LOCKED: the die cannot be changed (typing, tapping and rolling leave it alone)
 * @PIPS_DIE_MARK_WRONG: the die as entered breaks a rule (the rules say which); the page says why
 *
 * The marks a die can carry.
 */
typedef enum /*< flags >*/
{
  PIPS_DIE_MARK_NONE     = 0,
  PIPS_DIE_MARK_RED      = 1 << 0,
  PIPS_DIE_MARK_KEPT     = 1 << 1,
  PIPS_DIE_MARK_SELECTED = 1 << 2,
  PIPS_DIE_MARK_LOCKED   = 1 << 3,
  PIPS_DIE_MARK_WRONG    = 1 << 4,
} PipsDieMarks;

#define PIPS_DIE_N_PICTURES 6

#define PIPS_TYPE_DIE_KIND (pips_die_kind_get_type ())
GType pips_die_kind_get_type (void);

#define PIPS_TYPE_DIE_MARKS (pips_die_marks_get_type ())
GType pips_die_marks_get_type (void);

#define PIPS_TYPE_DIE (pips_die_get_type ())
G_DECLARE_FINAL_TYPE (PipsDie, pips_die, PIPS, DIE, GtkWidget)

GtkWidget           *pips_die_new                (void);

guint                pips_die_get_face           (PipsDie            *self);
void                 pips_die_set_face           (PipsDie            *self,
                                                  guint               face);
PipsDieKind          pips_die_get_kind           (PipsDie            *self);
void                 pips_die_set_kind           (PipsDie            *self,
                                                  PipsDieKind         kind);
gboolean             pips_die_get_red            (PipsDie            *self);
void                 pips_die_set_red            (PipsDie            *self,
                                                  gboolean            red);
gboolean             pips_die_get_kept           (PipsDie            *self);
void                 pips_die_set_kept           (PipsDie            *self,
                                                  gboolean            kept);
gboolean             pips_die_get_selected       (PipsDie            *self);
void                 pips_die_set_selected       (PipsDie            *self,
                                                  gboolean            selected);
gboolean             pips_die_get_locked         (PipsDie            *self);
void                 pips_die_set_locked         (PipsDie            *self,
                                                  gboolean            locked);
PipsDieMarks         pips_die_get_marks          (PipsDie            *self);
void                 pips_die_set_marks          (PipsDie            *self,
                                                  PipsDieMarks        marks);
int                  pips_die_get_size           (PipsDie            *self);
void                 pips_die_set_size           (PipsDie            *self,
                                                  int                 size);
guint                pips_die_get_number         (PipsDie            *self);
void                 pips_die_set_number         (PipsDie            *self,
                                                  guint               number);
gboolean             pips_die_get_activatable    (PipsDie            *self);
void                 pips_die_set_activatable    (PipsDie            *self,
                                                  gboolean            activatable);
const char * const  *pips_die_get_picture_icons  (PipsDie            *self);
const char * const  *pips_die_get_picture_labels (PipsDie            *self);
void                 pips_die_set_pictures       (PipsDie            *self,
                                                  const char * const *icon_names,
                                                  const char * const *labels);

char                *pips_die_describe_face      (PipsDieKind         kind,
                                                  guint               face,
                                                  gboolean            red,
                                                  const char * const *picture_labels);
char                *pips_die_dup_description    (PipsDie            *self);

G_END_DECLS
