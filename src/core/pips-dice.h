/* pips-dice.h — faces, parsing, formatting and a virtual roller
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define PIPS_DIE_MIN_FACE 1
#define PIPS_DIE_MAX_FACE 6

#define PIPS_DICE_ERROR (pips_dice_error_quark ())

typedef enum
{
  PIPS_DICE_ERROR_FACE,   /* a face outside 1–6, or not a digit */
  PIPS_DICE_ERROR_COUNT,  /* the wrong number of dice */
} PipsDiceError;

GQuark    pips_dice_error_quark (void);

gboolean  pips_die_face_is_valid (gint64         face);
gboolean  pips_dice_parse        (const char    *text,
                                  guint          n_dice,
                                  guint8        *faces,
                                  GError       **error);
char     *pips_dice_format       (const guint8  *faces,
                                  guint          n_dice);
guint     pips_dice_sum          (const guint8  *faces,
                                  guint          n_dice);
void      pips_dice_count        (const guint8  *faces,
                                  guint          n_dice,
                                  guint          counts[7]);

/* The most dice a game throws at once. */
#define PIPS_DICE_MAX 16

/**
 * PipsDiceInfo:
 * @n_dice: the dice on the table: the most thrown at once
 * @n_faces: the faces of each die (6), numbered 1 … @n_faces
 * @face_names: (nullable): for picture dice, N_() names of the faces 1 … @n_faces; %NULL for
 *   dice with pips
 * @face_icons: (nullable): for picture dice, the icon name of each face
 * @die_names: (nullable): N_() names of the dice where they differ (by colour); %NULL
 *   where every die is alike
 *
 * What a game's dice are, so that the shared dice entry and the virtual roller need not know the
 * game.
 */
typedef struct
{
  guint               n_dice;
  guint               n_faces;
  const char * const *face_names;
  const char * const *face_icons;
  const char * const *die_names;
} PipsDiceInfo;

/**
 * PipsRoll:
 * @n_dice: the dice of the throw
 * @faces: each die's face, 1 … n_faces; the kept dice's faces are kept
 * @keep: in: the dice that are not thrown again
 * @marked: out: dice that show a marked face (a face the rules single out)
 *
 * One virtual throw: the caller says which dice stay, the game's rules fill in the rest
 * (pips_game_build_roll()), and the dice entry only shows it.
 */
typedef struct
{
  guint    n_dice;
  guint8   faces[PIPS_DICE_MAX];
  gboolean keep[PIPS_DICE_MAX];
  gboolean marked[PIPS_DICE_MAX];
} PipsRoll;

void      pips_roll_init         (PipsRoll      *roll,
                                  guint          n_dice);

#define PIPS_TYPE_ROLLER (pips_roller_get_type ())
G_DECLARE_FINAL_TYPE (PipsRoller, pips_roller, PIPS, ROLLER, GObject)

PipsRoller *pips_roller_new        (void);
PipsRoller *pips_roller_new_seeded (guint32      seed);
guint8      pips_roller_roll       (PipsRoller  *self);
void        pips_roller_roll_dice  (PipsRoller  *self,
                                    guint8      *faces,
                                    guint        n_dice,
                                    const gboolean *keep);
guint32     pips_roller_range      (PipsRoller  *self,
                                    guint32      end);
guint8      pips_roller_roll_face  (PipsRoller  *self,
                                    guint        n_faces);

G_END_DECLS
