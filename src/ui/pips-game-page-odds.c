/* pips-game-page-odds.c — the odds on every game page: the session's toggle, the work off the
 * main thread, and what a screen reader hears
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game's odds (src/games/<game>/pips-<game>-odds.c) read the game's state. The quick questions
 * a page asks as it updates; the slow ones (a list of every keep or every announcement: 20–40 ms
 * on a loaded machine) go through pips_game_page_compute_odds(), which
 * asks them of a copy of the game (pips_game_copy()) in a worker thread and hands the answer to
 * the page only if the page still shows the state it was asked for (its input serial): input
 * never waits for them. pips_game_page_announce_odds() says a new answer to a screen reader.
 */

#define G_LOG_DOMAIN "pips-game-page"

#include "config.h"

#include "pips-game-page.h"

typedef struct
{
  PipsGame                *game;     /* the copy the worker reads */
  PipsGamePageOddsFunc     func;
  PipsGamePageOddsDone     done;
  gpointer                 data;
  GDestroyNotify           data_free;
  GDestroyNotify           result_free;
  guint                    serial;
} OddsJob;

static void
odds_job_free (OddsJob *job)
{
  g_clear_object (&job->game);
  if (job->data_free != NULL)
    job->data_free (job->data);
  g_free (job);
}

static void
odds_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  OddsJob *job = task_data;

  g_task_return_pointer (task, job->func (job->game, job->data), job->result_free);
}

#define PENDING "pips-odds-pending"

static void
add_pending (PipsGamePage *self,
             int           delta)
{
  guint pending = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self), PENDING));

  g_object_set_data (G_OBJECT (self), PENDING, GUINT_TO_POINTER (pending + delta));
}

/**
 * pips_game_page_get_odds_pending:
 *
 * Returns: the questions of pips_game_page_compute_odds() not answered yet (each holds the page
 *   until it is)
 */
guint
pips_game_page_get_odds_pending (PipsGamePage *self)
{
  g_return_val_if_fail (PIPS_IS_GAME_PAGE (self), 0);

  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self), PENDING));
}

static void
odds_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  PipsGamePage *self = PIPS_GAME_PAGE (source);
  OddsJob *job = g_task_get_task_data (G_TASK (result));
  gpointer answer = g_task_propagate_pointer (G_TASK (result), NULL);

  add_pending (self, -1);

  /* Asked for a state the page no longer shows: the answer goes. */
  if (job->serial == pips_game_page_get_input_serial (self) && pips_game_page_get_show_odds (self) &&
      gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    job->done (self, answer, job->data);

  if (answer != NULL && job->result_free != NULL)
    job->result_free (answer);
}

/**
 * pips_game_page_compute_odds:
 * @func: (scope async): the question, asked in a worker thread of a copy of the game
 * @done: (scope async): called on the main thread with @func's answer, if the page still shows
 *   the state it was asked for (and still shows the odds)
 * @data: what both get
 * @data_free: (nullable): frees @data once done
 * @result_free: (nullable): frees @func's answer once @done has it (or it is dropped)
 *
 * Asks a slow question of the odds without making input wait.
 */
void
pips_game_page_compute_odds (PipsGamePage         *self,
                             PipsGamePageOddsFunc  func,
                             PipsGamePageOddsDone  done,
                             gpointer              data,
                             GDestroyNotify        data_free,
                             GDestroyNotify        result_free)
{
  g_autoptr(GTask) task = NULL;
  OddsJob *job;

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));
  g_return_if_fail (func != NULL && done != NULL);

  job = g_new0 (OddsJob, 1);
  job->game = pips_game_copy (pips_game_page_get_game (self));
  job->func = func;
  job->done = done;
  job->data = data;
  job->data_free = data_free;
  job->result_free = result_free;
  job->serial = pips_game_page_get_input_serial (self);

  add_pending (self, 1);
  task = g_task_new (self, NULL, odds_done, NULL);
  g_task_set_source_tag (task, pips_game_page_compute_odds);
  g_task_set_task_data (task, job, (GDestroyNotify) odds_job_free);
  g_task_run_in_thread (task, odds_thread);
}

/**
 * pips_game_page_announce_odds:
 * @text: the odds as a sentence ("Chance to beat the announcement: 42 %")
 *
 * Says new odds to a screen reader, politely (once for a text, not again while it stays).
 */
void
pips_game_page_announce_odds (PipsGamePage *self,
                              const char   *text)
{
  const char *last;

  g_return_if_fail (PIPS_IS_GAME_PAGE (self));

  last = g_object_get_data (G_OBJECT (self), "pips-odds-announced");
  if (text == NULL || text[0] == '\0' || g_strcmp0 (last, text) == 0)
    return;

  g_object_set_data_full (G_OBJECT (self), "pips-odds-announced", g_strdup (text), g_free);
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}
