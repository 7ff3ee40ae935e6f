/* pips-choice-rules-private.h — what the files of the rules of Choice share
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are split by what the code shares:
 *
 *   pips-choice-rules.c    the registry entry, the game type, reading and applying events
 *   pips-choice-sheet.c    the sheet's scoring, the discard rules and the legal groupings
 *   pips-choice-events.c   the events for the player to act, the virtual dice, random play
 *   pips-choice-text.c     the status, the description of an event, the sheet as text, the
 *                          rules and the summary
 */

#pragma once

#include "pips-choice-rules.h"

G_BEGIN_DECLS

/* One player's sheet. */
typedef struct
{
  guint    marks[PIPS_CHOICE_MAX_SUM + 1];                /* marks[s]: marks of the sum s */
  guint8   discard_values[PIPS_CHOICE_N_DISCARDS];        /* in the order they were fixed */
  guint    discard_marks[PIPS_CHOICE_N_DISCARDS];
  guint    n_discards;
  guint    free_throws;
  guint    throws;                                        /* groupings recorded */
  gboolean joker_used[PIPS_CHOICE_N_JOKERS];
  gboolean over;
} PipsChoiceSheet;

/* A grouping read from an event or from taps, checked against the dice at hand. */
typedef struct
{
  gboolean three_one;
  int      groups[2][3];
  guint    sums[2];
  guint    discard;
  gboolean free_throw;
  int      discard_index;   /* the slot of the discard value; -1 on a free throw */
} PipsChoiceResolved;

struct _PipsChoiceGame
{
  PipsGame         parent_instance;

  gboolean         jokers;

  guint            n_players;
  PipsChoiceSheet *sheets;
  int              current;    /* -1 when every sheet has ended */
  gboolean         has_thrown;
  guint8           faces[PIPS_CHOICE_N_DICE];
};

/* pips-choice-sheet.c */
gboolean  _pips_choice_set_rule_error     (GError                  **error,
                                           const char               *format,
                                           ...) G_GNUC_PRINTF (2, 3);
int       _pips_choice_sheet_rows_total   (const PipsChoiceSheet    *sheet);
int       _pips_choice_sheet_total        (const PipsChoiceSheet    *sheet,
                                           gboolean                  jokers);
guint     _pips_choice_sheet_jokers_left  (const PipsChoiceSheet    *sheet,
                                           gboolean                  jokers);
gboolean  _pips_choice_resolve_grouping   (PipsChoiceGame           *self,
                                           const PipsChoiceSheet    *sheet,
                                           gboolean                  three_one,
                                           const guint              *order,
                                           guint                     n_order,
                                           PipsChoiceResolved       *resolved,
                                           GError                  **error);
void      _pips_choice_sheet_record       (PipsChoiceSheet          *sheet,
                                           const guint8             *faces,
                                           const PipsChoiceResolved *resolved);
char     *_pips_choice_format_number     (int                       number);
char     *_pips_choice_format_grouping    (PipsChoiceGame           *self,
                                           const PipsChoiceResolved *resolved,
                                           int                       change);

/* pips-choice-rules.c: reading events without changing the state */
gboolean  _pips_choice_read_faces         (JsonObject              *event,
                                           guint8                  *faces,
                                           GError                 **error);
gboolean  _pips_choice_read_group         (PipsChoiceGame          *self,
                                           JsonObject              *event,
                                           guint                    player,
                                           PipsChoiceResolved      *resolved,
                                           GError                 **error);
gboolean  _pips_choice_read_korrektor     (PipsChoiceGame          *self,
                                           JsonObject              *event,
                                           guint                    player,
                                           guint                   *die,
                                           guint8                  *face,
                                           GError                 **error);

/* pips-choice-events.c */
gboolean    _pips_choice_game_build_roll          (PipsGame         *game,
                                                   PipsRoller       *roller,
                                                   PipsRoll         *roll,
                                                   GError          **error);
JsonObject *_pips_choice_game_build_random_event  (PipsGame         *game,
                                                   PipsRoller       *roller);

/* pips-choice-text.c: PipsGame's virtual functions that make text */
char       *_pips_choice_game_dup_status          (PipsGame         *game);
char       *_pips_choice_game_dup_rules           (PipsGame         *game);
JsonObject *_pips_choice_game_dup_summary         (PipsGame         *game);
char       *_pips_choice_game_dup_description     (PipsGame         *game,
                                                   JsonObject       *event);
char       *_pips_choice_game_dup_sheet_text      (PipsGame         *game);

G_END_DECLS
