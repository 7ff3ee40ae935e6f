/* pips-yacht-odds.c — the exact advice of Yacht: the process's tables and the value of each choice
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A table is made once a process for each rule set: read from the user's cache folder when a
 * valid file is there (pips_yacht_table_load() checks its rule set and its digest), else built in
 * a worker thread (seconds) and written there for the next time. Tables are kept for the life of
 * the process: a few MiB each, and a table a page has shown is likely to be asked again.
 */

#define G_LOG_DOMAIN "pips-yacht"

#include "config.h"

#include <errno.h>
#include <math.h>

#include "pips-yacht-odds.h"
#include "pips-yacht-rules-private.h"

static GMutex tables_lock;
static GHashTable *tables;   /* rule set key → PipsYachtTable, never freed */

/**
 * pips_yacht_tables_lookup:
 *
 * Returns: (transfer none) (nullable): the process's table of @rules once it is made, else %NULL
 */
PipsYachtTable *
pips_yacht_tables_lookup (const PipsYachtRules *rules)
{
  g_autofree char *key = NULL;
  PipsYachtTable *table = NULL;

  g_return_val_if_fail (pips_yacht_rules_is_valid (rules), NULL);

  key = pips_yacht_rules_to_key (rules);
  g_mutex_lock (&tables_lock);
  if (tables != NULL)
    table = g_hash_table_lookup (tables, key);
  g_mutex_unlock (&tables_lock);

  return table;
}

/* Keeps @table as the process's table of its rules, unless one is kept already: returns the one
 * kept. */
static PipsYachtTable *
tables_insert (PipsYachtTable *table)
{
  g_autofree char *key = pips_yacht_rules_to_key (pips_yacht_table_get_rules (table));
  PipsYachtTable *kept;

  g_mutex_lock (&tables_lock);
  if (tables == NULL)
    tables = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) pips_yacht_table_free);
  kept = g_hash_table_lookup (tables, key);
  if (kept == NULL)
    {
      g_hash_table_insert (tables, g_steal_pointer (&key), table);
      kept = table;
    }
  else
    pips_yacht_table_free (table);
  g_mutex_unlock (&tables_lock);

  return kept;
}

/**
 * pips_yacht_tables_dup_cache_dir:
 *
 * Returns: (transfer full): the folder the tables are kept in: `$XDG_CACHE_HOME/pips/yacht`
 */
char *
pips_yacht_tables_dup_cache_dir (void)
{
  return g_build_filename (g_get_user_cache_dir (), "pips", "yacht", NULL);
}

typedef struct
{
  PipsYachtRules        rules;
  PipsYachtProgressFunc progress;
  gpointer              progress_data;
  GDestroyNotify        progress_data_free;
  GMainContext         *context;
  int                   permille;   /* the last progress told, atomically */
} Job;

static void
job_clear (Job *job)
{
  if (job->progress_data_free != NULL)
    job->progress_data_free (job->progress_data);
  g_main_context_unref (job->context);
}

static void
job_unref (Job *job)
{
  g_atomic_rc_box_release_full (job, (GDestroyNotify) job_clear);
}

/* On the caller's main context: tells the progress, unless the build is done and told 1. */
static gboolean
tell_progress (gpointer data)
{
  Job *job = data;

  job->progress (g_atomic_int_get (&job->permille) / 1000.0, job->progress_data);
  return G_SOURCE_REMOVE;
}

/* In the worker: posts the progress to the caller's context at each tenth of a percent. Always
 * through a source of that context: g_main_context_invoke() would call it right here, in the
 * worker, whenever no thread owns the caller's context at that moment. */
static void
build_progress (double   fraction,
                gpointer data)
{
  Job *job = data;
  int permille = CLAMP ((int) (fraction * 1000), 0, 1000);
  g_autoptr(GSource) source = NULL;

  if (job->progress == NULL || g_atomic_int_get (&job->permille) == permille)
    return;
  g_atomic_int_set (&job->permille, permille);
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, tell_progress, g_atomic_rc_box_acquire (job), (GDestroyNotify) job_unref);
  g_source_set_static_name (source, "[pips] yacht table progress");
  g_source_attach (source, job->context);
}

static void
get_thread (GTask        *task,
            gpointer      source,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  g_autofree char *cache_dir = pips_yacht_tables_dup_cache_dir ();
  g_autoptr(GError) load_error = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) save_error = NULL;
  PipsYachtTable *table;

  table = pips_yacht_tables_lookup (&job->rules);
  if (table != NULL)
    {
      g_task_return_pointer (task, table, NULL);
      return;
    }

  table = pips_yacht_table_load (&job->rules, cache_dir, &load_error);
  if (table == NULL)
    {
      g_debug ("No table in %s: %s", cache_dir, load_error->message);
      table = pips_yacht_table_build (&job->rules, build_progress, job, cancellable, &error);
      if (table == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      /* A cache that cannot be written costs the next start a build, nothing else. */
      if (g_mkdir_with_parents (cache_dir, 0700) != 0
          || !pips_yacht_table_save (table, cache_dir, &save_error))
        g_debug ("The table is not kept in %s: %s", cache_dir,
                 save_error != NULL ? save_error->message : g_strerror (errno));
    }

  g_task_return_pointer (task, tables_insert (table), NULL);
}

/**
 * pips_yacht_tables_get_async:
 * @rules: a valid rule set
 * @progress: (nullable): told the fraction done now and then while the table is built, on the
 *   thread-default main context of the caller
 * @progress_data_free: (nullable): frees @progress_data once the table is had; it may run in
 *   the worker thread (a weak reference is safe there, a last g_object_unref() of a widget is
 *   not)
 * @cancellable: (nullable): stops the build (the table is then not kept)
 *
 * Gets the process's table of @rules: at once when it is made, else read from the cache folder
 * or built, in a worker thread.
 */
void
pips_yacht_tables_get_async (const PipsYachtRules  *rules,
                             PipsYachtProgressFunc  progress,
                             gpointer               progress_data,
                             GDestroyNotify         progress_data_free,
                             GCancellable          *cancellable,
                             GAsyncReadyCallback    callback,
                             gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (pips_yacht_rules_is_valid (rules));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, pips_yacht_tables_get_async);
  g_task_set_name (task, "pips_yacht_tables_get_async");
  g_task_set_return_on_cancel (task, FALSE);

  job = g_atomic_rc_box_new0 (Job);
  job->rules = *rules;
  job->progress = progress;
  job->progress_data = progress_data;
  job->progress_data_free = progress_data_free;
  job->context = g_main_context_ref_thread_default ();
  job->permille = -1;
  g_task_set_task_data (task, job, (GDestroyNotify) job_unref);

  g_task_run_in_thread (task, get_thread);
}

/**
 * pips_yacht_tables_get_finish:
 *
 * Returns: (transfer none) (nullable): the table, kept for the life of the process; %NULL with
 *   @error when the build was cancelled
 */
PipsYachtTable *
pips_yacht_tables_get_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Advice */

static guint
n_free (PipsYachtGame *self)
{
  guint32 mask = _pips_yacht_game_free_mask (self, self->state.current);
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

/**
 * pips_yacht_game_needs_table:
 *
 * Returns: whether the advice for the player to act needs the whole table of the rules: more
 *   than %PIPS_YACHT_ADVICE_SMALL_SHEET boxes are free (FALSE when the game is over)
 */
gboolean
pips_yacht_game_needs_table (PipsYachtGame *self)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), FALSE);

  return self->state.current >= 0 && n_free (self) > PIPS_YACHT_ADVICE_SMALL_SHEET;
}

/* The dice a keep keeps. */
static guint
n_kept (guint keep)
{
  guint n = 0;

  for (; keep != 0; keep &= keep - 1)
    n++;
  return n;
}

/**
 * pips_yacht_game_dup_advice:
 * @table: (nullable): the table of the game's rules, or %NULL for a sheet with few free boxes
 *   (a table of its own states is worked out: milliseconds, call it in a worker thread)
 *
 * The expected final score of each choice of the player to act. Before the first throw of a turn
 * there is no choice yet: only @now, the expected final score of the sheet.
 *
 * Returns: (transfer full) (nullable): the advice (free with g_free()), or %NULL when the game is
 *   over, or when no table is given and the sheet needs one
 */
PipsYachtAdvice *
pips_yacht_game_dup_advice (PipsYachtGame  *self,
                            PipsYachtTable *table)
{
  g_autoptr(PipsYachtTable) own = NULL;
  g_autofree PipsYachtAdvice *advice = NULL;
  const PipsYachtSheet *sheet;
  double keeps[32];

  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), NULL);

  if (self->state.current < 0)
    return NULL;
  if (table == NULL)
    {
      if (pips_yacht_game_needs_table (self))
        return NULL;
      own = pips_yacht_table_build_within (&self->rules,
                                           _pips_yacht_game_free_mask (self, self->state.current),
                                           NULL, NULL);
      table = own;
    }

  sheet = &self->state.columns[self->state.current].sheet;
  advice = g_new0 (PipsYachtAdvice, 1);
  advice->player = self->state.current;
  advice->throws_left = self->rules.throws - MIN (self->state.throws, self->rules.throws);
  advice->best_keep = -1;
  advice->best_box = -1;
  for (guint k = 0; k < 32; k++)
    advice->keeps[k] = NAN;
  for (guint i = 0; i < PIPS_YACHT_MAX_BOXES; i++)
    advice->boxes[i] = NAN;

  if (self->state.throws == 0)
    {
      advice->now = pips_yacht_table_value (table, sheet);
      return g_steal_pointer (&advice);
    }

  advice->now = -1;
  if (pips_yacht_table_boxes (table, sheet, self->state.dice, advice->boxes))
    for (guint i = 0; i < PIPS_YACHT_MAX_BOXES; i++)
      if (!isnan (advice->boxes[i]) && advice->boxes[i] > advice->now + 1e-9)
        {
          advice->now = advice->boxes[i];
          advice->best_box = i;
        }

  /* Keeping all five is no throw: only the keeps that throw a die are choices. */
  if (advice->throws_left > 0
      && pips_yacht_table_keeps (table, sheet, self->state.dice, advice->throws_left, keeps))
    for (guint k = 0; k < 31; k++)
      {
        double best = advice->best_keep >= 0 ? advice->keeps[advice->best_keep] : -1;

        advice->keeps[k] = keeps[k];
        /* Among keeps worth the same, the one that keeps the fewest dice. */
        if (advice->best_keep < 0 || keeps[k] > best + 1e-9
            || (keeps[k] > best - 1e-9
                && n_kept (k) < n_kept (advice->best_keep)))
          advice->best_keep = k;
      }
  if (advice->best_keep >= 0 && advice->keeps[advice->best_keep] > advice->now + 1e-9)
    advice->now = advice->keeps[advice->best_keep];

  return g_steal_pointer (&advice);
}

/**
 * pips_yacht_game_get_start_value:
 *
 * Returns: the expected final score of @player's sheet at the start of their next turn under
 *   optimal play (NaN when @table does not hold it)
 */
double
pips_yacht_game_get_start_value (PipsYachtGame  *self,
                                 PipsYachtTable *table,
                                 guint           player)
{
  g_return_val_if_fail (PIPS_IS_YACHT_GAME (self), NAN);
  g_return_val_if_fail (table != NULL, NAN);
  g_return_val_if_fail (player < self->state.n_players, NAN);

  return pips_yacht_table_value (table, &self->state.columns[player].sheet);
}
