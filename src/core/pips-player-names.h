/* pips-player-names.h — names merged into one player for the statistics, undoable
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define PIPS_PLAYER_NAMES_ERROR (pips_player_names_error_quark ())

/**
 * PipsPlayerNamesError:
 * @PIPS_PLAYER_NAMES_ERROR_DAMAGED: the file cannot be read (it is left as it is)
 * @PIPS_PLAYER_NAMES_ERROR_SAME: the two names are one player already
 * @PIPS_PLAYER_NAMES_ERROR_NOT_MERGED: the name is merged into no other
 * @PIPS_PLAYER_NAMES_ERROR_NOTHING_TO_UNDO: no merge or split to undo
 */
typedef enum
{
  PIPS_PLAYER_NAMES_ERROR_DAMAGED,
  PIPS_PLAYER_NAMES_ERROR_SAME,
  PIPS_PLAYER_NAMES_ERROR_NOT_MERGED,
  PIPS_PLAYER_NAMES_ERROR_NOTHING_TO_UNDO,
} PipsPlayerNamesError;

GQuark pips_player_names_error_quark (void);

#define PIPS_TYPE_PLAYER_NAMES (pips_player_names_get_type ())
G_DECLARE_FINAL_TYPE (PipsPlayerNames, pips_player_names, PIPS, PLAYER_NAMES, GObject)

PipsPlayerNames *pips_player_names_new          (const char       *path);
PipsPlayerNames *pips_player_names_new_default  (void);
const char      *pips_player_names_get_path     (PipsPlayerNames  *self);
gboolean         pips_player_names_load         (PipsPlayerNames  *self,
                                                 GError          **error);
const char      *pips_player_names_resolve      (PipsPlayerNames  *self,
                                                 const char       *name);
const char      *pips_player_names_get_merged_into (PipsPlayerNames *self,
                                                 const char       *name);
char           **pips_player_names_dup_merged   (PipsPlayerNames  *self,
                                                 const char       *name);
gboolean         pips_player_names_merge        (PipsPlayerNames  *self,
                                                 const char       *name,
                                                 const char       *into,
                                                 GError          **error);
gboolean         pips_player_names_split        (PipsPlayerNames  *self,
                                                 const char       *name,
                                                 GError          **error);
gboolean         pips_player_names_get_can_undo (PipsPlayerNames  *self);
gboolean         pips_player_names_undo         (PipsPlayerNames  *self,
                                                 GError          **error);

G_END_DECLS
