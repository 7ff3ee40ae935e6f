/* pips-chicago-page.c — the mats, the announcement and the attempts of Chicago
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-chicago-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pips-chicago-odds.h"
#include "pips-chicago-page-private.h"
#include "pips-chip-stack.h"
#include "pips-die.h"

/*
 * The sheet (the stack, each player's mats and the rounds they owe, how the last round ended)
 * sits beside or, at phone width, above the turn panel. The state is only ever read from the
 * session's PipsChicagoGame — what the dice count and whether they beat the announcement
 * included; every change is an event built by the rules and appended from an action
 * (pips-chicago-page-actions.c). The page keeps only input not yet entered: the faces typed and
 * the dice chosen to set aside.
 *
 * A whole attempt takes at most five key presses or taps: three faces and Enter for a throw;
 * after it, tap the 1s and 6s to set aside, then Enter, the new faces and Enter, or Stand, or
 * Announce and the announcement.
 */

G_DEFINE_FINAL_TYPE (PipsChicagoPage, pips_chicago_page, PIPS_TYPE_GAME_PAGE)

PipsChicagoGame *
_pips_chicago_page_get_game (PipsChicagoPage *self)
{
  return PIPS_CHICAGO_GAME (pips_session_get_game (pips_game_page_get_session (PIPS_GAME_PAGE (self))));
}

PipsChicagoPagePhase
_pips_chicago_page_get_phase (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  PipsChicagoDice dice;

  if (pips_game_is_over (PIPS_GAME (game)))
    return PHASE_OVER;
  if (pips_chicago_game_get_stage (game) != PIPS_CHICAGO_STAGE_PLAY)
    return PHASE_ROLL_OFF;

  pips_chicago_game_get_dice (game, &dice);
  if (dice.attempt == 0 || self->entering)
    return PHASE_ENTER;

  return PHASE_CHOOSE;
}

/* The entry */

/* Puts the dice of the model into the entries, as the phase wants them. */
void
_pips_chicago_page_sync_entry (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  PipsChicagoDice dice;
  guint first_free = 0;

  if (pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    return;

  pips_chicago_game_get_dice (game, &dice);

  switch (_pips_chicago_page_get_phase (self))
    {
    case PHASE_ROLL_OFF:
      pips_dice_entry_set_show_keypad (self->die_entry, !pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)));
      pips_dice_entry_clear (self->die_entry);
      break;

    case PHASE_ENTER:
      {
        guint8 faces[PIPS_CHICAGO_N_DICE] = { 0, };

        if (!self->entering)
          memcpy (self->aside, dice.aside, sizeof self->aside);
        for (guint i = PIPS_CHICAGO_N_DICE; i > 0; i--)
          {
            if (self->aside[i - 1])
              faces[i - 1] = dice.faces[i - 1];
            else
              first_free = i - 1;
          }
        pips_dice_entry_set_selection_mode (self->entry, FALSE);
        pips_dice_entry_set_show_keypad (self->entry, !pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)));
        pips_dice_entry_set_faces (self->entry, faces, PIPS_CHICAGO_N_DICE);
        for (guint i = 0; i < PIPS_CHICAGO_N_DICE; i++)
          pips_dice_entry_set_marks (self->entry, i,
                                     self->aside[i] ? PIPS_DIE_MARK_KEPT | PIPS_DIE_MARK_LOCKED : 0);
        pips_dice_entry_set_cursor (self->entry, first_free);
      }
      break;

    case PHASE_CHOOSE:
      pips_dice_entry_set_selection_mode (self->entry, TRUE);
      pips_dice_entry_set_show_keypad (self->entry, FALSE);
      pips_dice_entry_set_faces (self->entry, dice.faces, PIPS_CHICAGO_N_DICE);
      for (guint i = 0; i < PIPS_CHICAGO_N_DICE; i++)
        pips_dice_entry_set_marks (self->entry, i,
                                   dice.aside[i] ? PIPS_DIE_MARK_KEPT | PIPS_DIE_MARK_LOCKED : 0);
      break;

    case PHASE_OVER:
    default:
      break;
    }
}

/* Finished turns and rounds */

/* What a finished turn made, as the table calls it out: "10 in 1 attempt", "Chic in 2
 * attempts", "Announced “12 down in 3”", "Die off the tray". */
static char *
dup_result_text (const PipsChicagoResult       *result,
                 const PipsChicagoAnnouncement *announcement)
{
  if (result->overeager)
    return g_strdup (result->floor ? _("Die on the floor") : _("Die off the tray"));

  if (result->announcer && announcement->made)
    {
      g_autofree char *announced = pips_chicago_format_announcement (announcement);

      /* Translators: %s is an announcement ("204 up in 3") */
      return g_strdup_printf (_("Announced “%s”"), announced);
    }

  if (result->chic)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Chic in %u attempt",
                                         "Chic in %u attempts", result->attempts),
                            result->attempts);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u in %u attempt", "%u in %u attempts",
                                       result->attempts),
                          result->value, result->attempts);
}

/* Three small dice, as a turn ended. */
static void
fill_dice (GtkWidget    *box,
           const guint8 *faces,
           int           size)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);

  for (guint i = 0; i < PIPS_CHICAGO_N_DICE; i++)
    {
      GtkWidget *die = pips_die_new ();

      pips_die_set_size (PIPS_DIE (die), size);
      pips_die_set_face (PIPS_DIE (die), faces[i]);
      pips_die_set_number (PIPS_DIE (die), i + 1);
      gtk_box_append (GTK_BOX (box), die);
    }
}

/* The turn finished last, above the dice: a follower's last attempt ends the turn at once, and
 * the table still sees what it made. */
static void
update_last_result (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  PipsChicagoResult result;
  PipsChicagoAnnouncement a;
  g_autofree char *made = NULL;
  g_autofree char *text = NULL;
  const char *name;

  /* While the virtual dice roll, they are not given away. */
  if (pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    return;

  if (!pips_chicago_game_get_last_result (game, &result, &a))
    {
      gtk_widget_set_visible (self->last_box, FALSE);
      return;
    }

  name = pips_game_get_player_name (PIPS_GAME (game), result.player);
  made = dup_result_text (&result, &a);
  if (result.beats)
    /* Translators: the turn finished last: a player's name, what they made ("10 in 1 attempt"),
     * and that it beat the announcement */
    text = g_strdup_printf (_("%s: %s · beat the announcement"), name, made);
  else
    /* Translators: the turn finished last: a player's name and what they made ("10 in 1
     * attempt") */
    text = g_strdup_printf (_("%s: %s"), name, made);

  fill_dice (self->last_dice, result.faces, 28);
  gtk_widget_set_visible (self->last_dice, !result.overeager);
  gtk_label_set_label (self->last_label, text);
  gtk_widget_set_visible (self->last_box, TRUE);
}

/* What a round's row says, to tell whether it changed. */
static char *
dup_round_key (PipsChicagoGame *game,
               guint            index)
{
  PipsChicagoAnnouncement a;
  PipsChicagoResult results[PIPS_CHICAGO_MAX_PLAYERS];
  guint n = 0;
  int best, worst;
  guint round = pips_chicago_game_get_finished_round (game, index, &a, results, &n, &best, &worst);
  g_autoptr(GString) key = g_string_new (NULL);

  g_string_append_printf (key, "%u %u %u %u %u %u %d %d", round, a.player, a.attempts, a.value,
                          a.direction, a.chic, best, worst);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, " %u:%u%u%u/%u/%u%u", results[i].player, results[i].faces[0],
                            results[i].faces[1], results[i].faces[2], results[i].attempts,
                            results[i].overeager, results[i].floor);

  return g_string_free (g_steal_pointer (&key), FALSE);
}

/* A row per round that ended: the announcement, best and worst and how the mats moved; opened,
 * every turn with its dice. */
static GtkWidget *
round_row_new (PipsChicagoGame *game,
               guint            index)
{
  PipsGame *g = PIPS_GAME (game);
  PipsChicagoAnnouncement a;
  PipsChicagoResult results[PIPS_CHICAGO_MAX_PLAYERS];
  guint n = 0;
  int best, worst;
  guint round = pips_chicago_game_get_finished_round (game, index, &a, results, &n, &best, &worst);
  g_autofree char *announced = pips_chicago_format_announcement (&a);
  g_autofree char *moved = pips_chicago_game_dup_finished_round_text (game, index);
  g_autofree char *title = NULL;
  g_autoptr(GString) subtitle = g_string_new (NULL);
  GtkWidget *row = adw_expander_row_new ();

  /* Translators: a round that ended: its number, the announcer and the announcement */
  title = g_strdup_printf (_("Round %u · %s: “%s”"), round,
                           pips_game_get_player_name (g, a.player), announced);
  if (best >= 0 && worst >= 0)
    /* Translators: a round that ended: its best and its worst player */
    g_string_printf (subtitle, _("Best: %s · Worst: %s"), pips_game_get_player_name (g, best),
                     pips_game_get_player_name (g, worst));
  if (moved[0] != '\0')
    g_string_append_printf (subtitle, "%s%s", subtitle->len > 0 ? "\n" : "", moved);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle->str);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *turn = adw_action_row_new ();
      g_autofree char *made = dup_result_text (&results[i], &a);
      g_autoptr(GString) line = g_string_new (made);

      if (results[i].beats)
        g_string_append_printf (line, " · %s", _("beat the announcement"));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (turn), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (turn),
                                     pips_game_get_player_name (g, results[i].player));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (turn), line->str);
      if (!results[i].overeager)
        {
          GtkWidget *dice = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);

          fill_dice (dice, results[i].faces, 22);
          gtk_widget_set_valign (dice, GTK_ALIGN_CENTER);
          adw_action_row_add_prefix (ADW_ACTION_ROW (turn), dice);
        }

      if ((int) results[i].player == best || (int) results[i].player == worst)
        {
          GtkWidget *tag = gtk_label_new ((int) results[i].player == best ? _("Best") : _("Worst"));

          gtk_widget_add_css_class (tag, "caption-heading");
          gtk_widget_add_css_class (tag, (int) results[i].player == best ? "success" : "error");
          gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (turn), tag);
        }
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), turn);
    }

  return row;
}

/* The rounds that ended, newest first. Rows are made only for rounds that are new or changed
 * (an undo takes the last one away), so a long game costs nothing per entry. */
static void
update_rounds (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  guint n = pips_chicago_game_get_n_finished_rounds (game);
  guint keep = 0;
  gboolean added = FALSE;

  while (keep < MIN (n, self->round_keys->len))
    {
      g_autofree char *key = dup_round_key (game, keep);

      if (!g_str_equal (key, g_ptr_array_index (self->round_keys, keep)))
        break;
      keep++;
    }

  while (self->round_rows->len > keep)
    {
      guint last = self->round_rows->len - 1;

      gtk_list_box_remove (self->rounds_list, g_ptr_array_index (self->round_rows, last));
      g_ptr_array_remove_index (self->round_rows, last);
      g_ptr_array_remove_index (self->round_keys, last);
    }

  for (guint i = keep; i < n; i++)
    {
      GtkWidget *row = round_row_new (game, i);

      /* Only the newest round is open. */
      if (self->round_rows->len > 0)
        adw_expander_row_set_expanded (g_ptr_array_index (self->round_rows, self->round_rows->len - 1), FALSE);
      gtk_list_box_prepend (self->rounds_list, row);
      g_ptr_array_add (self->round_rows, row);
      g_ptr_array_add (self->round_keys, dup_round_key (game, i));
      added = TRUE;
    }
  if (added)
    adw_expander_row_set_expanded (g_ptr_array_index (self->round_rows, n - 1), TRUE);

  gtk_widget_set_visible (self->rounds_title, n > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->rounds_list), n > 0);
}

/* The sheet */

static void
update_sheet (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  PipsTurn turn;
  g_autofree char *stack = NULL;
  int worst = pips_chicago_game_get_worst_so_far (game);

  pips_game_get_turn (PIPS_GAME (game), &turn);

  /* Translators: the mats on the stack, those out of the game, and the phase */
  stack = g_strdup_printf (_("Stack: %u · Out of the game: %u · Phase %u"),
                           pips_chicago_game_get_stack (game), pips_chicago_game_get_out (game),
                           pips_chicago_game_get_phase (game));
  gtk_label_set_label (self->stack_label, stack);

  for (guint p = 0; p < self->n_players; p++)
    {
      guint mats = pips_chicago_game_get_mats (game, p);
      guint owes = pips_chicago_game_get_owes (game, p);
      g_autoptr(GString) subtitle = g_string_new (NULL);
      g_autofree char *count = g_strdup_printf ("%u", mats);

      switch (pips_chicago_game_get_player_state (game, p))
        {
        case PIPS_CHICAGO_WON:
          g_string_append (subtitle, _("Won"));
          break;
        case PIPS_CHICAGO_WON_CHIC:
          g_string_append (subtitle, _("Won with Chic"));
          break;
        case PIPS_CHICAGO_LOST:
          g_string_append (subtitle, _("Lost"));
          break;
        case PIPS_CHICAGO_PLAYING:
        default:
          {
            /* What each has made in this round, as the table calls it out: who has to beat
             * whom is on the sheet. */
            g_autofree char *result = pips_chicago_game_dup_round_result_text (game, p);

            if (result != NULL)
              g_string_append (subtitle, result);
            if (result != NULL && worst == (int) p)
              {
                g_string_append (subtitle, " · ");
                /* Translators: in a round of Chicago, the player who would take or be given a
                 * mat if the round ended now */
                g_string_append (subtitle, _("Worst so far"));
              }
            /* (In a roll-off, those tied throw again.) */
            if (pips_turn_may_act (&turn, p))
              {
                if (subtitle->len > 0)
                  g_string_append (subtitle, " · ");
                g_string_append (subtitle, _("To throw"));
              }
          }
          break;
        }
      if (owes > 0)
        {
          if (subtitle->len > 0)
            g_string_append (subtitle, " · ");
          /* Translators: rounds of drinks a player owes (for 3-3-3, or a die on the floor) */
          g_string_append_printf (subtitle, g_dngettext (GETTEXT_PACKAGE, "Owes %u round",
                                                         "Owes %u rounds", owes), owes);
        }

      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rows[p]), subtitle->str);
      pips_chip_stack_set_count (PIPS_CHIP_STACK (self->stacks[p]), mats);
      gtk_label_set_label (GTK_LABEL (self->counts[p]), count);
    }
}

/* The panel */

static void
update_roll_off (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  guint64 players = pips_chicago_game_get_roll_off_players (game);
  g_autoptr(GString) faces = g_string_new (NULL);
  PipsTurn turn;
  int next;
  g_autofree char *title = NULL;

  pips_game_get_turn (PIPS_GAME (game), &turn);
  next = turn.may_act != 0 ? g_bit_nth_lsf (turn.may_act, -1) : -1;

  for (guint p = 0; p < self->n_players; p++)
    {
      guint8 face = pips_chicago_game_get_roll_off_face (game, p);

      if (!(players & (G_GUINT64_CONSTANT (1) << p)))
        continue;
      if (faces->len > 0)
        g_string_append (faces, " · ");
      if (face != 0)
        g_string_append_printf (faces, "%s %u", pips_game_get_player_name (PIPS_GAME (game), p), face);
      else
        g_string_append_printf (faces, "%s –", pips_game_get_player_name (PIPS_GAME (game), p));
    }

  if (pips_chicago_game_get_stage (game) == PIPS_CHICAGO_STAGE_OPENING)
    /* Translators: who starts the game is thrown for; %s is the player to throw */
    title = g_strdup_printf (_("Who Starts? %s Throws One Die"),
                             pips_game_get_player_name (PIPS_GAME (game), MAX (next, 0)));
  else
    /* Translators: players tied in a round throw one die each; %s is the player to throw */
    title = g_strdup_printf (_("Roll-Off: %s Throws One Die"),
                             pips_game_get_player_name (PIPS_GAME (game), MAX (next, 0)));
  gtk_label_set_label (self->roll_off_title, title);
  gtk_label_set_label (self->roll_off_label, faces->str);
}

static char *
dup_value_text (PipsChicagoGame       *game,
                const PipsChicagoDice *dice)
{
  PipsChicagoAnnouncement a;
  g_autofree char *value = NULL;
  g_autofree char *verdict = NULL;

  pips_chicago_game_get_announcement (game, &a);
  if (dice->chic)
    value = g_strdup (_("Chic!"));
  else
    /* Translators: what three dice count: the pip sum (1er) and the 100er counting */
    value = g_strdup_printf (_("%u in 1er · %u in 100er"), dice->sum, dice->hundreds);

  if (!a.made)
    return g_steal_pointer (&value);

  /* "Mit ist Shit": a result equal to the announcement or to an earlier player's is worse. */
  if (dice->equals_announcement)
    verdict = g_strdup (_("equals the announcement: not beaten (Mit ist Shit)"));
  else if (dice->beats && dice->ties_with >= 0)
    {
      const char *other = pips_game_get_player_name (PIPS_GAME (game), dice->ties_with);

      switch (dice->tie)
        {
        case PIPS_CHICAGO_TIE_BETTER:
          /* Translators: %s is an earlier player whose result these dice equal; fewer attempts
           * make them better */
          verdict = g_strdup_printf (_("beats the announcement and ties %s in fewer attempts: better"), other);
          break;
        case PIPS_CHICAGO_TIE_ROLL_OFF:
          /* Translators: %s is an earlier player whose result these dice equal; tied for the
           * best or the worst, they throw one die each */
          verdict = g_strdup_printf (_("beats the announcement and ties %s: a roll-off if it is for best or worst"), other);
          break;
        case PIPS_CHICAGO_TIE_WORSE:
        default:
          /* Translators: %s is an earlier player whose result these dice equal: equal is worse
           * than the earlier ("Mit ist Shit", keep it as it is said at the table) */
          verdict = g_strdup_printf (_("beats the announcement, but ties %s: worse (Mit ist Shit)"), other);
          break;
        }
    }
  else
    verdict = g_strdup (dice->beats ? _("beats the announcement") : _("does not beat it yet"));

  /* Translators: what the dice count, then whether they beat the announcement */
  return g_strdup_printf (_("%s · %s"), value, verdict);
}

static GMenuModel *
dup_announce_menu (PipsChicagoGame       *game,
                   const PipsChicagoDice *dice)
{
  GMenu *menu = g_menu_new ();
  gboolean coupled = g_strcmp0 (pips_game_get_option_choice (PIPS_GAME (game), "announcement"), "coupled") == 0;
  /* Each item says the announcement it makes, as the table will hear it ("12 down in 2"). */
  static const struct { const char *target; gboolean coupled; } items[] = {
    { "1er-down", TRUE },
    { "100er-up", TRUE },
    { "1er-up", FALSE },
    { "100er-down", FALSE },
  };

  if (dice->chic)
    {
      g_menu_append (menu, _("Chic: 3 _Down"), "chicago.announce::1er-down");
      return G_MENU_MODEL (menu);
    }

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autofree char *action = g_strdup_printf ("chicago.announce::%s", items[i].target);
      g_autofree char *label = NULL;

      if (coupled && !items[i].coupled)
        continue;
      switch (i)
        {
        case 0:
          /* Translators: an item of the Announce menu: the value in the 1er counting, the attempts */
          label = g_strdup_printf (_("%u _down in %u · 1er"), dice->sum, dice->attempt);
          break;
        case 1:
          /* Translators: an item of the Announce menu: the value in the 100er counting, the attempts */
          label = g_strdup_printf (_("%u _up in %u · 100er"), dice->hundreds, dice->attempt);
          break;
        case 2:
          /* Translators: an item of the Announce menu: the value in the 1er counting, the attempts */
          label = g_strdup_printf (_("%u u_p in %u · 1er"), dice->sum, dice->attempt);
          break;
        default:
          /* Translators: an item of the Announce menu: the value in the 100er counting, the attempts */
          label = g_strdup_printf (_("%u d_own in %u · 100er"), dice->hundreds, dice->attempt);
          break;
        }
      g_menu_append (menu, label, action);
    }

  return G_MENU_MODEL (menu);
}

/* The odds */

/* A chance in per cent with one decimal, in the locale's digits ("38.2"). */
static char *
format_percent (double chance)
{
  if (chance <= 0)
    return g_strdup ("0");
  if (chance >= 1)
    return g_strdup ("100");
  return g_strdup_printf ("%.1f", 100 * chance);
}

static void
show_odds_text (PipsChicagoPage *self,
                const char      *text)
{
  gtk_label_set_label (self->odds_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->odds_label), text != NULL);
  if (text != NULL)
    pips_game_page_announce_odds (PIPS_GAME_PAGE (self), text);
}

/**
 * _pips_chicago_page_dup_beat_odds_text:
 *
 * For the follower to play, where the odds are shown: the chance to beat the announcement within
 * the attempts left with the best play (pips_chicago_game_get_beat_odds()).
 *
 * Returns: (transfer full) (nullable): the text, %NULL when no follower is to play
 */
char *
_pips_chicago_page_dup_beat_odds_text (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  PipsChicagoAnnouncement a;
  g_autofree char *announced = NULL;
  g_autofree char *percent = NULL;
  double chance;

  pips_chicago_game_get_announcement (game, &a);
  if (!pips_game_page_get_show_odds (PIPS_GAME_PAGE (self)) || !a.made ||
      pips_chicago_game_get_is_announcer (game) ||
      !pips_chicago_game_get_beat_odds (game, &chance))
    return NULL;

  announced = pips_chicago_format_announcement (&a);
  percent = format_percent (chance);
  /* Translators: the odds of a follower: the announcement ("165 up in 2"), then the chance in
   * per cent ("38.2") to beat it within the attempts left, playing their best */
  return g_strdup_printf (_("Chance to beat %s: %s %%"), announced, percent);
}

/**
 * _pips_chicago_page_dup_announce_odds_text:
 * @game: the game (the page's, or the worker's copy)
 * @list: (element-type PipsChicagoAnnounceOdds): pips_chicago_game_list_announce_odds()
 * @hardest: its hardest announcement
 *
 * For the starter after an attempt: the announcement hardest to beat with the dice at hand,
 * and the chance that a follower, and that any follower, beats it.
 *
 * Returns: (transfer full) (nullable): the text, %NULL when the list is empty
 */
char *
_pips_chicago_page_dup_announce_odds_text (PipsChicagoGame *game,
                                           GArray          *list,
                                           guint            hardest)
{
  const PipsChicagoAnnounceOdds *odds;
  PipsChicagoAnnouncement a = { 0, };
  PipsChicagoDice dice;
  g_autofree char *announced = NULL;
  g_autofree char *one = NULL;
  g_autofree char *any = NULL;

  if (list == NULL || hardest >= list->len)
    return NULL;

  odds = &g_array_index (list, PipsChicagoAnnounceOdds, hardest);
  pips_chicago_game_get_dice (game, &dice);
  a.made = TRUE;
  a.attempts = dice.attempt;
  a.counting = odds->counting;
  a.direction = odds->direction;
  a.value = odds->value;
  a.chic = dice.chic;
  announced = pips_chicago_format_announcement (&a);
  one = format_percent (odds->beaten);
  any = format_percent (odds->beaten_by_any);
  /* Translators: the odds of the starter: the announcement they can make now that is hardest
   * to beat ("12 down in 2"), then the chances in per cent that a follower beats it and that
   * any of the followers does */
  return g_strdup_printf (_("Hardest to beat: %s\nA follower beats it: %s %% · any follower: %s %%"),
                          announced, one, any);
}

/* In a worker thread, of a copy of the game: the text of the starter's odds. */
static gpointer
announce_odds_func (PipsGame *game,
                    gpointer  data)
{
  guint hardest = 0;
  g_autoptr(GArray) list = pips_chicago_game_list_announce_odds (PIPS_CHICAGO_GAME (game), &hardest);

  return _pips_chicago_page_dup_announce_odds_text (PIPS_CHICAGO_GAME (game), list, hardest);
}

static void
announce_odds_done (PipsGamePage *page,
                    gpointer      result,
                    gpointer      data)
{
  show_odds_text (PIPS_CHICAGO_PAGE (page), result);
}

/* The odds of the turn, where they are shown: a follower's chance at once, the starter's
 * announcements (a slower question) when the worker has them. */
static void
update_odds (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  PipsChicagoPagePhase phase = _pips_chicago_page_get_phase (self);
  PipsChicagoAnnouncement a;
  PipsChicagoDice dice;
  g_autofree char *text = NULL;

  pips_chicago_game_get_announcement (game, &a);
  pips_chicago_game_get_dice (game, &dice);

  if (!pips_game_page_get_show_odds (PIPS_GAME_PAGE (self)) || pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    {
      self->odds_asked = FALSE;
      show_odds_text (self, NULL);
      return;
    }

  if (a.made)
    {
      self->odds_asked = FALSE;
      text = _pips_chicago_page_dup_beat_odds_text (self);
      show_odds_text (self, text);
      return;
    }

  /* Asked already for this state (a die set aside updates the page too): the answer stays. */
  if (self->odds_asked && self->odds_serial == pips_game_page_get_input_serial (PIPS_GAME_PAGE (self)))
    return;

  /* Until the answer comes, no figure of an earlier throw stays. */
  self->odds_asked = FALSE;
  show_odds_text (self, NULL);
  if (phase == PHASE_CHOOSE && pips_chicago_game_get_is_announcer (game) && dice.attempt > 0 &&
      !dice.must_throw)
    {
      self->odds_asked = TRUE;
      self->odds_serial = pips_game_page_get_input_serial (PIPS_GAME_PAGE (self));
      pips_game_page_compute_odds (PIPS_GAME_PAGE (self), announce_odds_func, announce_odds_done,
                                   NULL, NULL, g_free);
    }
}

static void
update_turn (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  PipsChicagoPagePhase phase = _pips_chicago_page_get_phase (self);
  int current = pips_chicago_game_get_current_player (game);
  const char *name = pips_game_get_player_name (PIPS_GAME (game), MAX (current, 0));
  gboolean announcer = pips_chicago_game_get_is_announcer (game);
  PipsChicagoAnnouncement a;
  PipsChicagoDice dice;
  g_autofree char *title = NULL;
  g_autofree char *to_beat = NULL;
  g_autofree char *value = NULL;
  g_autoptr(GMenuModel) menu = NULL;

  pips_chicago_game_get_dice (game, &dice);
  pips_chicago_game_get_announcement (game, &a);

  /* Translators: the title of the turn panel: a player's name, the attempt and the limit */
  title = g_strdup_printf (_("%s · Attempt %u of %u"), name,
                           MIN (dice.attempt + (phase == PHASE_ENTER), dice.limit), dice.limit);
  gtk_label_set_label (self->turn_title, title);

  if (a.made)
    {
      g_autofree char *announced = pips_chicago_format_announcement (&a);

      /* Translators: %s is an announcement ("204 up in 3") */
      to_beat = g_strdup_printf (_("To beat: “%s”"), announced);
      gtk_label_set_label (self->announcement_label, to_beat);
    }
  else
    gtk_label_set_label (self->announcement_label, _("Throw, then announce"));

  value = dice.attempt > 0 && phase == PHASE_CHOOSE ? dup_value_text (game, &dice) : g_strdup ("");
  gtk_label_set_label (self->value_label, value);
  gtk_widget_set_visible (GTK_WIDGET (self->value_label), value[0] != '\0');

  if (phase == PHASE_ENTER)
    gtk_label_set_label (self->hint_label,
                         pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)) ? _("Roll, or type the dice as they lie and press Enter.")
                                            : _("Type the dice as they lie and press Enter, or Roll."));
  else if (dice.must_throw && a.made)
    gtk_label_set_label (self->hint_label, _("Not beaten yet: tap 1s or 6s to set them aside, then throw again."));
  else if (dice.must_throw)
    gtk_label_set_label (self->hint_label, _("Throw the other die again."));
  else if (announcer)
    gtk_label_set_label (self->hint_label, _("Announce, or tap 1s or 6s to set them aside and throw again."));
  else
    gtk_label_set_label (self->hint_label, _("Stand, or tap 1s or 6s to set them aside and throw again."));

  gtk_widget_set_visible (self->throw_button, phase == PHASE_ENTER);
  gtk_widget_set_visible (self->again_button, phase == PHASE_CHOOSE && dice.attempt < dice.limit);
  gtk_widget_set_visible (self->exchange_button, phase == PHASE_CHOOSE && dice.can_exchange);
  gtk_widget_set_visible (self->stand_button, phase == PHASE_CHOOSE && !announcer);
  gtk_widget_set_visible (GTK_WIDGET (self->announce_button), phase == PHASE_CHOOSE && announcer);

  menu = dup_announce_menu (game, &dice);
  gtk_menu_button_set_menu_model (self->announce_button, menu);

  /* The virtual-dice preference, as it is now (the base page updates the page when it changes). */
  if (!pips_game_page_get_rolling (PIPS_GAME_PAGE (self)))
    {
      if (phase == PHASE_ROLL_OFF)
        pips_dice_entry_set_show_keypad (self->die_entry, !pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)));
      else if (phase == PHASE_ENTER)
        pips_dice_entry_set_show_keypad (self->entry, !pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)));
    }
  if (pips_game_page_get_virtual_dice (PIPS_GAME_PAGE (self)) && phase == PHASE_ENTER)
    {
      gtk_widget_add_css_class (self->roll_button, "suggested-action");
      gtk_widget_remove_css_class (self->throw_button, "suggested-action");
    }
  else
    {
      gtk_widget_remove_css_class (self->roll_button, "suggested-action");
      gtk_widget_add_css_class (self->throw_button, "suggested-action");
    }
}

/* The one place that makes the page show the model. It only reads the entries. */
void
_pips_chicago_page_update (PipsChicagoPage *self)
{
  PipsChicagoGame *game = _pips_chicago_page_get_game (self);
  PipsChicagoPagePhase phase = _pips_chicago_page_get_phase (self);
  gboolean idle = !pips_game_page_get_rolling (PIPS_GAME_PAGE (self));
  PipsTurn turn;
  PipsChicagoDice dice;

  pips_game_get_turn (PIPS_GAME (game), &turn);
  pips_chicago_game_get_dice (game, &dice);
  update_sheet (self);
  update_rounds (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chicago.roll",
                                 idle && (phase == PHASE_ROLL_OFF || phase == PHASE_ENTER ||
                                          (phase == PHASE_CHOOSE && dice.attempt < dice.limit)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chicago.throw",
                                 idle && (phase == PHASE_ROLL_OFF ? pips_dice_entry_get_complete (self->die_entry)
                                          : phase == PHASE_ENTER ? pips_dice_entry_get_complete (self->entry)
                                          : phase == PHASE_CHOOSE && dice.attempt < dice.limit));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chicago.again",
                                 idle && phase == PHASE_CHOOSE && dice.attempt < dice.limit);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chicago.cancel",
                                 idle && phase == PHASE_ENTER && self->entering);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chicago.exchange",
                                 idle && phase == PHASE_CHOOSE && pips_turn_expects (&turn, "exchange"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chicago.stand",
                                 idle && phase == PHASE_CHOOSE && pips_turn_expects (&turn, "stand"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chicago.announce",
                                 idle && phase == PHASE_CHOOSE && pips_turn_expects (&turn, "announce"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chicago.overeager",
                                 idle && phase != PHASE_OVER && pips_turn_expects (&turn, "overeager"));
  gtk_widget_set_visible (GTK_WIDGET (self->overeager_button), pips_turn_expects (&turn, "overeager"));

  switch (phase)
    {
    case PHASE_OVER:
      /* The base page shows the end view. */
      break;

    case PHASE_ROLL_OFF:
      gtk_stack_set_visible_child_name (self->panel_stack, "roll-off");
      update_roll_off (self);
      break;

    case PHASE_ENTER:
    case PHASE_CHOOSE:
    default:
      gtk_stack_set_visible_child_name (self->panel_stack, "turn");
      update_turn (self);
      update_last_result (self);
      update_odds (self);
      break;
    }
}

/* Model and preference changes */

static void
pips_chicago_page_update (PipsGamePage *page,
                          gboolean      moved)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (page);

  if (moved)
    {
      self->entering = FALSE;
      _pips_chicago_page_sync_entry (self);
    }

  _pips_chicago_page_update (self);
}

static void
entry_changed_cb (PipsChicagoPage *self)
{
  _pips_chicago_page_update (self);
}

static void
build_rows (PipsChicagoPage *self)
{
  PipsGame *game = PIPS_GAME (_pips_chicago_page_get_game (self));

  self->n_players = pips_game_get_n_players (game);
  self->rows = g_new0 (GtkWidget *, self->n_players);
  self->stacks = g_new0 (GtkWidget *, self->n_players);
  self->counts = g_new0 (GtkWidget *, self->n_players);

  for (guint p = 0; p < self->n_players; p++)
    {
      self->rows[p] = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->rows[p]), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[p]), pips_game_get_player_name (game, p));

      self->stacks[p] = pips_chip_stack_new ();
      pips_chip_stack_set_max_chips (PIPS_CHIP_STACK (self->stacks[p]),
                                     pips_chicago_game_get_total_mats (_pips_chicago_page_get_game (self)));
      gtk_widget_set_valign (self->stacks[p], GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->rows[p]), self->stacks[p]);

      self->counts[p] = gtk_label_new ("0");
      gtk_widget_add_css_class (self->counts[p], "numeric");
      gtk_widget_add_css_class (self->counts[p], "title-4");
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->rows[p]), self->counts[p]);

      gtk_list_box_append (self->players_list, self->rows[p]);
    }
}

/* PipsGamePage */

static gboolean
pips_chicago_page_focus_entry (PipsGamePage *page)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (page);

  switch (_pips_chicago_page_get_phase (self))
    {
    case PHASE_ROLL_OFF:
      return gtk_widget_grab_focus (GTK_WIDGET (self->die_entry));
    case PHASE_ENTER:
    case PHASE_CHOOSE:
    case PHASE_OVER:
    default:
      return gtk_widget_grab_focus (GTK_WIDGET (self->entry));
    }
}

/* GObject */

static void
pips_chicago_page_constructed (GObject *object)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (object);

  g_assert (PIPS_IS_CHICAGO_GAME (pips_session_get_game (pips_game_page_get_session (PIPS_GAME_PAGE (self)))));

  build_rows (self);
  /* Enter in the dice enters what they show, or goes on to the next throw. */
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->entry),
                                   gtk_named_action_new ("chicago.throw"));
  pips_game_page_add_enter_action (PIPS_GAME_PAGE (self), GTK_WIDGET (self->die_entry),
                                   gtk_named_action_new ("chicago.throw"));

  g_signal_connect_object (self->entry, "changed", G_CALLBACK (entry_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->die_entry, "changed", G_CALLBACK (entry_changed_cb), self, G_CONNECT_SWAPPED);

  G_OBJECT_CLASS (pips_chicago_page_parent_class)->constructed (object);
}

static void
pips_chicago_page_dispose (GObject *object)
{
  PipsChicagoPage *self = PIPS_CHICAGO_PAGE (object);

  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PIPS_TYPE_CHICAGO_PAGE);

  g_clear_pointer (&self->rows, g_free);
  g_clear_pointer (&self->stacks, g_free);
  g_clear_pointer (&self->counts, g_free);
  g_clear_pointer (&self->round_keys, g_ptr_array_unref);
  g_clear_pointer (&self->round_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (pips_chicago_page_parent_class)->dispose (object);
}

static void
pips_chicago_page_class_init (PipsChicagoPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pips_chicago_page_constructed;
  object_class->dispose = pips_chicago_page_dispose;

  PIPS_GAME_PAGE_CLASS (klass)->focus_entry = pips_chicago_page_focus_entry;
  PIPS_GAME_PAGE_CLASS (klass)->update = pips_chicago_page_update;
  PIPS_GAME_PAGE_CLASS (klass)->shows_odds = TRUE;

  g_type_ensure (PIPS_TYPE_DICE_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/games/chicago/pips-chicago-page.ui");
  pips_game_page_class_bind_template_callbacks (widget_class);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, layout);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, sheet_box);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, stack_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, players_list);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, rounds_title);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, rounds_list);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, roll_off_title);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, roll_off_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, die_entry);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, turn_title);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, announcement_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, last_box);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, last_dice);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, last_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, entry);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, value_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, odds_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, throw_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, again_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, exchange_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, stand_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, announce_button);
  gtk_widget_class_bind_template_child (widget_class, PipsChicagoPage, overeager_button);

  _pips_chicago_page_class_actions_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "chicagopage");
}

/* Narrow: the turn panel comes first, so that the player whose turn it is finds it on screen
 * without scrolling (360×294 too); the mats follow below. Wide: the mats on the left, as on a
 * pub's table sheet. */
static void
narrow_changed_cb (PipsChicagoPage *self)
{
  if (pips_game_page_get_narrow (PIPS_GAME_PAGE (self)))
    gtk_box_reorder_child_after (self->layout, GTK_WIDGET (self->panel_stack), NULL);
  else
    gtk_box_reorder_child_after (self->layout, GTK_WIDGET (self->panel_stack), self->sheet_box);
}

static void
pips_chicago_page_init (PipsChicagoPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->round_keys = g_ptr_array_new_with_free_func (g_free);
  self->round_rows = g_ptr_array_new ();
  g_signal_connect (self, "notify::narrow", G_CALLBACK (narrow_changed_cb), NULL);

}

/**
 * pips_chicago_page_new:
 * @session: a session of Chicago
 *
 * Returns: the page of @session
 */
GtkWidget *
pips_chicago_page_new (PipsSession *session)
{
  g_return_val_if_fail (PIPS_IS_SESSION (session), NULL);

  return g_object_new (PIPS_TYPE_CHICAGO_PAGE, "session", session, NULL);
}
