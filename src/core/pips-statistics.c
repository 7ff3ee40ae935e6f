/* pips-statistics.c — the figures of every game played, from the store's summaries
 *
 * Everything is computed from the summaries of the store's entries (PipsStoreEntry): what the
 * home page lists, and with them each player's rank and value and the game's records
 * (pips_game_dup_records()), kept in the summary cache. A folder whose files have not changed
 * is counted without reading one of them. Files that could not be read are left out and
 * counted.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "pips-statistics"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "pips-registry.h"
#include "pips-statistics.h"
#include "pips-store-private.h"

/* A place for every record of a game (pips_game_info_dup_records()). */
#define MAX_RECORDS PIPS_GAME_MAX_RECORDS

/* The slot of the figures over all games; game g (in the registry's order) has slot g + 1. */
#define ALL_GAMES 0

typedef struct
{
  gboolean has;
  gint64   value;
} RecordAcc;

/* A player's figures in one slot. */
typedef struct
{
  guint     games;
  guint     finished;
  guint     contested;
  guint     wins;
  guint     n_results;
  gint64    sum;
  gint64    lowest;
  gint64    highest;
  gint64    last_played;
  PipsUnit  unit;
  RecordAcc records[MAX_RECORDS];
} PlayerAcc;

/* A record of one game over every game of it. */
typedef struct
{
  gboolean has;
  gint64   value;
  guint    holder;
  char    *session_id;
  char    *session_title;
  gint64   when;
} RecordBest;

typedef struct
{
  const PipsGameInfo *info;
  PipsGameCounts      counts;
  /* Whether a higher result is better: told by the ranks of finished games. */
  guint               higher_better_votes;
  guint               lower_better_votes;
  /* The game's records (PipsRecord without values), from a game just begun. */
  GArray             *descriptors;
  RecordBest          best[MAX_RECORDS];
  /* Names of the players of this slot, most games first (NULL-terminated). */
  GPtrArray          *players;
} Slot;

struct _PipsStatistics
{
  GObject      parent_instance;

  guint        n_slots;
  Slot        *slots;
  GHashTable  *game_index;   /* game id → slot */
  GPtrArray   *games;        /* ids of the games played, NULL-terminated */

  GPtrArray   *names;        /* player id → name */
  GHashTable  *name_ids;     /* name → player id + 1 */
  GArray      *players;      /* of PlayerAcc: player id × n_slots + slot */
  GHashTable  *pairs;        /* pair_key () → PipsHeadToHead */

  GPtrArray   *unreadable;   /* paths, NULL-terminated */
};

G_DEFINE_FINAL_TYPE (PipsStatistics, pips_statistics, G_TYPE_OBJECT)

static void
pips_statistics_finalize (GObject *object)
{
  PipsStatistics *self = PIPS_STATISTICS (object);

  for (guint s = 0; s < self->n_slots; s++)
    {
      Slot *slot = &self->slots[s];

      g_clear_pointer (&slot->descriptors, g_array_unref);
      g_clear_pointer (&slot->players, g_ptr_array_unref);
      for (guint r = 0; r < MAX_RECORDS; r++)
        {
          g_free (slot->best[r].session_id);
          g_free (slot->best[r].session_title);
        }
    }
  g_free (self->slots);
  g_clear_pointer (&self->game_index, g_hash_table_unref);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->names, g_ptr_array_unref);
  g_clear_pointer (&self->name_ids, g_hash_table_unref);
  g_clear_pointer (&self->players, g_array_unref);
  g_clear_pointer (&self->pairs, g_hash_table_unref);
  g_clear_pointer (&self->unreadable, g_ptr_array_unref);

  G_OBJECT_CLASS (pips_statistics_parent_class)->finalize (object);
}

static void
pips_statistics_class_init (PipsStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pips_statistics_finalize;
}

static void
pips_statistics_init (PipsStatistics *self)
{
  self->game_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->games = g_ptr_array_new ();
  self->names = g_ptr_array_new_with_free_func (g_free);
  self->name_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->players = g_array_new (FALSE, TRUE, sizeof (PlayerAcc));
  self->pairs = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  self->unreadable = g_ptr_array_new_with_free_func (g_free);
}

static PlayerAcc *
player_acc (PipsStatistics *self,
            guint           player,
            guint           slot)
{
  return &g_array_index (self->players, PlayerAcc, player * self->n_slots + slot);
}

/* The id + 1 of the player of @name, composed (NFC) as the statistics keep names; 0 if unknown. */
static guint
lookup_id (PipsStatistics *self,
           const char     *name)
{
  g_autofree char *nfc = g_utf8_normalize (name, -1, G_NORMALIZE_NFC);

  return nfc != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (self->name_ids, nfc)) : 0;
}

/* The player of @name: names are compared composed (NFC), so that "Zoë" written either way is
 * one player. */
static guint
player_id (PipsStatistics *self,
           const char     *name)
{
  g_autofree char *nfc = g_utf8_normalize (name, -1, G_NORMALIZE_NFC);
  guint id = GPOINTER_TO_UINT (g_hash_table_lookup (self->name_ids, nfc));

  if (id > 0)
    return id - 1;

  id = self->names->len;
  g_ptr_array_add (self->names, g_steal_pointer (&nfc));
  g_hash_table_insert (self->name_ids, g_ptr_array_index (self->names, id), GUINT_TO_POINTER (id + 1));
  g_array_set_size (self->players, (id + 1) * self->n_slots);
  for (guint s = 0; s < self->n_slots; s++)
    {
      PlayerAcc *acc = player_acc (self, id, s);

      acc->lowest = G_MAXINT64;
      acc->highest = G_MININT64;
    }

  return id;
}

/* The key of two players (a < b) in a slot. */
static gint64
pair_key (guint slot,
          guint a,
          guint b)
{
  return ((gint64) slot << 48) | ((gint64) a << 24) | (gint64) b;
}

static PipsHeadToHead *
pair_acc (PipsStatistics *self,
          guint           slot,
          guint           a,
          guint           b)
{
  gint64 key = pair_key (slot, a, b);
  PipsHeadToHead *pair = g_hash_table_lookup (self->pairs, &key);

  if (pair == NULL)
    {
      pair = g_new0 (PipsHeadToHead, 1);
      g_hash_table_insert (self->pairs, g_memdup2 (&key, sizeof key), pair);
    }

  return pair;
}

static void
count_game (PipsGameCounts *counts,
            gboolean        over,
            gboolean        ended)
{
  counts->played++;
  if (ended)
    counts->ended_early++;
  else if (over)
    counts->finished++;
  else
    counts->in_progress++;
}

/* A string of the entry's summary, without copying the whole summary out of the cache. */
static char *
entry_dup_string (PipsStoreEntry *entry,
                  guint           index)
{
  if (entry->cached != NULL)
    {
      g_autoptr(GVariant) value = g_variant_get_child_value (entry->cached, index);

      return g_variant_dup_string (value, NULL);
    }

  return g_strdup (index == 4 ? entry->id : entry->title);
}

static void
add_player_figures (PlayerAcc *acc,
                    gboolean   finished,
                    gboolean   contested,
                    guint      rank,
                    gint64     value,
                    PipsUnit   unit,
                    gint64     updated)
{
  acc->games++;
  acc->last_played = MAX (acc->last_played, updated);
  if (!finished)
    return;

  acc->finished++;
  if (contested)
    {
      acc->contested++;
      if (rank == 1)
        acc->wins++;
    }
  if (unit != PIPS_UNIT_NONE)
    {
      acc->unit = unit;
      acc->n_results++;
      acc->sum += value;
      acc->lowest = MIN (acc->lowest, value);
      acc->highest = MAX (acc->highest, value);
    }
}

static void
add_record (PipsStatistics *self,
            Slot           *slot,
            guint           r,
            PipsStoreEntry *entry,
            guint           player,
            gint64          value)
{
  PipsRecordKind kind = g_array_index (slot->descriptors, PipsRecord, r).kind;
  PlayerAcc *acc = player_acc (self, player, slot - self->slots);
  RecordAcc *mine = &acc->records[r];
  RecordBest *best = &slot->best[r];
  gboolean better;

  if (kind == PIPS_RECORD_TOTAL)
    {
      mine->value += value;
      mine->has = TRUE;
      best->value += value;
      best->has = TRUE;
      return;
    }

  if (!mine->has || (kind == PIPS_RECORD_HIGHEST ? value > mine->value : value < mine->value))
    mine->value = value;
  mine->has = TRUE;

  better = !best->has ||
           (kind == PIPS_RECORD_HIGHEST ? value > best->value : value < best->value) ||
           (value == best->value && entry->updated_unix < best->when);
  if (better)
    {
      best->has = TRUE;
      best->value = value;
      best->holder = player;
      best->when = entry->updated_unix;
      g_free (best->session_id);
      best->session_id = entry_dup_string (entry, 4);
      g_free (best->session_title);
      best->session_title = entry_dup_string (entry, 5);
    }
}

/* A child of the cached summary, or of a fresh one. */
static GVariant *
child (GVariant *tuple,
       gsize     index)
{
  return g_variant_get_child_value (tuple, index);
}

/* Adds the figures of one entry. The entry's summary is read where it lies in the cache: only
 * the game, the players and the results, nothing copied. */
static void
add_entry (PipsStatistics  *self,
           PipsStoreEntry  *entry,
           PipsPlayerNames *names)
{
  g_autoptr(GVariant) game_value = NULL;
  g_autoptr(GVariant) players_value = NULL;
  g_autoptr(GVariant) ended_value = NULL, unit_value = NULL, ranks_value = NULL;
  g_autoptr(GVariant) values_value = NULL, has_value_value = NULL, record_values_value = NULL;
  g_autofree const char **players = NULL;
  const char *game_id;
  GVariant *results;
  const guint32 *ranks;
  const gint64 *values, *record_values;
  const guint64 *has_value;
  gsize n_players, n_ranks, n_values, n_records, n_record_values;
  guint ids[PIPS_GAME_MAX_PLAYERS];
  gboolean counted[PIPS_GAME_MAX_PLAYERS];
  gboolean ended, over, finished, contested;
  PipsUnit unit;
  guint slot_index;
  Slot *slot;
  gpointer index;

  if (entry->error == NULL && entry->cached != NULL)
    {
      game_value = child (entry->cached, 6);
      game_id = g_variant_get_string (game_value, NULL);
    }
  else
    game_id = entry->game_id;

  if (entry->error != NULL || game_id == NULL ||
      !g_hash_table_lookup_extended (self->game_index, game_id, NULL, &index))
    {
      g_ptr_array_add (self->unreadable, g_strdup (pips_store_entry_get_path (entry)));
      return;
    }
  slot_index = GPOINTER_TO_UINT (index);
  slot = &self->slots[slot_index];

  if (entry->cached != NULL)
    {
      players_value = child (entry->cached, 8);
      players = g_variant_get_strv (players_value, &n_players);
    }
  else
    {
      n_players = entry->players != NULL ? g_strv_length (entry->players) : 0;
      players = g_memdup2 (entry->players, (n_players + 1) * sizeof (char *));
    }
  n_players = MIN (n_players, PIPS_GAME_MAX_PLAYERS);

  results = _pips_store_entry_get_results (entry);
  ended_value = child (results, 0);
  unit_value = child (results, 1);
  ranks_value = child (results, 2);
  values_value = child (results, 3);
  has_value_value = child (results, 4);
  record_values_value = child (results, 5);
  ended = g_variant_get_boolean (ended_value);
  unit = g_variant_get_uint32 (unit_value);
  ranks = g_variant_get_fixed_array (ranks_value, &n_ranks, sizeof (guint32));
  values = g_variant_get_fixed_array (values_value, &n_values, sizeof (gint64));
  has_value = g_variant_get_fixed_array (has_value_value, &n_records, sizeof (guint64));
  record_values = g_variant_get_fixed_array (record_values_value, &n_record_values, sizeof (gint64));
  if (n_ranks < n_players || n_values < n_players)
    n_players = MIN (n_ranks, n_values);
  /* Records of another shape than the game's are not read. */
  if (n_records != slot->descriptors->len || n_record_values != n_records * n_ranks)
    n_records = 0;

  over = pips_store_entry_get_is_over (entry);
  finished = over && !ended;
  contested = n_players >= 2;

  count_game (&self->slots[ALL_GAMES].counts, over, ended);
  count_game (&slot->counts, over, ended);

  for (gsize p = 0; p < n_players; p++)
    {
      const char *name = names != NULL ? pips_player_names_resolve (names, players[p]) : players[p];

      ids[p] = player_id (self, name);
      /* Two names of one game merged into one player: the first of them counts. */
      counted[p] = TRUE;
      for (gsize q = 0; q < p; q++)
        counted[p] = counted[p] && ids[q] != ids[p];
    }

  /* Whether more is better, from two players ranked apart with different results. */
  for (gsize p = 0; finished && p < n_players; p++)
    {
      for (gsize q = 0; q < n_players; q++)
        {
          if (ranks[p] < ranks[q] && values[p] != values[q])
            {
              if (values[p] > values[q])
                slot->higher_better_votes++;
              else
                slot->lower_better_votes++;
              p = n_players;
              break;
            }
        }
    }

  for (gsize p = 0; p < n_players; p++)
    {
      if (!counted[p])
        continue;
      add_player_figures (player_acc (self, ids[p], ALL_GAMES), finished, contested, ranks[p],
                          values[p], PIPS_UNIT_NONE, entry->updated_unix);
      add_player_figures (player_acc (self, ids[p], slot_index), finished, contested, ranks[p],
                          values[p], unit, entry->updated_unix);

      for (gsize q = p + 1; q < n_players; q++)
        {
          gboolean a_first;
          guint a, b;

          if (!counted[q])
            continue;
          a_first = ids[p] < ids[q];
          a = a_first ? ids[p] : ids[q];
          b = a_first ? ids[q] : ids[p];
          for (guint s = 0; s < 2; s++)
            {
              PipsHeadToHead *pair = pair_acc (self, s == 0 ? ALL_GAMES : slot_index, a, b);

              pair->games++;
              if (!finished)
                continue;
              pair->finished++;
              if (ranks[p] != ranks[q])
                {
                  /* The wins of the one who ranked above the other. */
                  gboolean a_won = (ranks[p] < ranks[q]) == a_first;

                  *(a_won ? &pair->wins_a : &pair->wins_b) += 1;
                }
            }
        }

      for (gsize r = 0; r < n_records; r++)
        {
          if ((has_value[r] & (G_GUINT64_CONSTANT (1) << p)) != 0)
            add_record (self, slot, r, entry, ids[p], record_values[r * n_ranks + p]);
        }
    }
}

typedef struct
{
  PipsStatistics *self;
  guint           slot;
} SortData;

static int
compare_players (gconstpointer a,
                 gconstpointer b,
                 gpointer      data)
{
  SortData *sort = data;
  PipsStatistics *self = sort->self;
  guint id_a = GPOINTER_TO_UINT (g_hash_table_lookup (self->name_ids, *(const char **) a)) - 1;
  guint id_b = GPOINTER_TO_UINT (g_hash_table_lookup (self->name_ids, *(const char **) b)) - 1;
  PlayerAcc *acc_a = player_acc (self, id_a, sort->slot);
  PlayerAcc *acc_b = player_acc (self, id_b, sort->slot);

  if (acc_a->games != acc_b->games)
    return acc_a->games > acc_b->games ? -1 : 1;
  if (acc_a->wins != acc_b->wins)
    return acc_a->wins > acc_b->wins ? -1 : 1;

  return g_utf8_collate (*(const char **) a, *(const char **) b);
}

/* The players of each slot, most games first, then most wins, then by name. */
static void
sort_players (PipsStatistics *self)
{
  for (guint s = 0; s < self->n_slots; s++)
    {
      Slot *slot = &self->slots[s];
      SortData sort = { self, s };

      slot->players = g_ptr_array_new ();
      for (guint id = 0; id < self->names->len; id++)
        {
          if (player_acc (self, id, s)->games > 0)
            g_ptr_array_add (slot->players, g_ptr_array_index (self->names, id));
        }
      g_ptr_array_sort_with_data (slot->players, compare_players, &sort);
      g_ptr_array_add (slot->players, NULL);
    }
}

/**
 * pips_statistics_new:
 * @entries: (element-type PipsStoreEntry): the games, as a #PipsStore lists them
 *   (pips_store_get_entries())
 * @names: (nullable): the names merged into one player; %NULL counts every name apart
 *
 * Computes every figure from the entries' summaries: nothing is read from disk. Entries that
 * could not be opened (or of a game Pips does not have) are left out and counted.
 *
 * Returns: (transfer full): the statistics
 */
PipsStatistics *
pips_statistics_new (GListModel      *entries,
                     PipsPlayerNames *names)
{
  PipsStatistics *self;
  guint n_entries;

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), NULL);
  g_return_val_if_fail (names == NULL || PIPS_IS_PLAYER_NAMES (names), NULL);

  self = g_object_new (PIPS_TYPE_STATISTICS, NULL);
  self->n_slots = pips_registry_get_n_games () + 1;
  self->slots = g_new0 (Slot, self->n_slots);
  for (guint g = 0; g < pips_registry_get_n_games (); g++)
    {
      Slot *slot = &self->slots[g + 1];

      slot->info = pips_registry_get_game (g);
      slot->descriptors = pips_game_info_dup_records (slot->info);
      g_hash_table_insert (self->game_index, (gpointer) slot->info->id, GUINT_TO_POINTER (g + 1));
    }

  n_entries = g_list_model_get_n_items (entries);
  for (guint i = 0; i < n_entries; i++)
    {
      g_autoptr(PipsStoreEntry) entry = g_list_model_get_item (entries, i);

      add_entry (self, entry, names);
    }

  for (guint s = 1; s < self->n_slots; s++)
    {
      if (self->slots[s].counts.played > 0)
        g_ptr_array_add (self->games, (gpointer) self->slots[s].info->id);
    }
  g_ptr_array_add (self->games, NULL);
  g_ptr_array_sort_values (self->unreadable, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (self->unreadable, NULL);
  sort_players (self);

  return self;
}

/* The slot of @game_id (%NULL: all games), or %NULL for a game Pips does not have. */
static Slot *
lookup_slot (PipsStatistics *self,
             const char     *game_id)
{
  gpointer index;

  if (game_id == NULL)
    return &self->slots[ALL_GAMES];
  if (!g_hash_table_lookup_extended (self->game_index, game_id, NULL, &index))
    return NULL;

  return &self->slots[GPOINTER_TO_UINT (index)];
}

/**
 * pips_statistics_get_n_unreadable:
 *
 * Returns: how many files could not be read (and are left out)
 */
guint
pips_statistics_get_n_unreadable (PipsStatistics *self)
{
  g_return_val_if_fail (PIPS_IS_STATISTICS (self), 0);

  return self->unreadable->len - 1;
}

/**
 * pips_statistics_get_unreadable:
 *
 * Returns: (transfer none): the files that could not be read, sorted
 */
const char * const *
pips_statistics_get_unreadable (PipsStatistics *self)
{
  g_return_val_if_fail (PIPS_IS_STATISTICS (self), NULL);

  return (const char * const *) self->unreadable->pdata;
}

/**
 * pips_statistics_get_counts:
 * @game_id: (nullable): a game, or %NULL for all games
 *
 * Sets @counts to how many games were played, finished, ended early and are in progress.
 */
void
pips_statistics_get_counts (PipsStatistics *self,
                            const char     *game_id,
                            PipsGameCounts *counts)
{
  Slot *slot;

  g_return_if_fail (PIPS_IS_STATISTICS (self));
  g_return_if_fail (counts != NULL);

  slot = lookup_slot (self, game_id);
  *counts = slot != NULL ? slot->counts : (PipsGameCounts) { 0, };
}

/**
 * pips_statistics_get_games:
 *
 * Returns: (transfer none): the ids of the games played at least once, in the registry's order
 */
const char * const *
pips_statistics_get_games (PipsStatistics *self)
{
  g_return_val_if_fail (PIPS_IS_STATISTICS (self), NULL);

  return (const char * const *) self->games->pdata;
}

/**
 * pips_statistics_get_players:
 * @game_id: (nullable): a game, or %NULL for all games
 *
 * Returns: (transfer none): the players of that game (or of any), most games first, then most
 *   wins, then by name
 */
const char * const *
pips_statistics_get_players (PipsStatistics *self,
                             const char     *game_id)
{
  static const char * const none[] = { NULL };
  Slot *slot;

  g_return_val_if_fail (PIPS_IS_STATISTICS (self), NULL);

  slot = lookup_slot (self, game_id);

  return slot != NULL ? (const char * const *) slot->players->pdata : none;
}

/* Whether a higher result is better in the game of @slot. */
static gboolean
slot_higher_is_better (Slot *slot)
{
  return slot->higher_better_votes >= slot->lower_better_votes;
}

/**
 * pips_statistics_get_player:
 * @name: a player (a name other names are merged into, as pips_statistics_get_players() gives)
 * @game_id: (nullable): a game, or %NULL for all games
 *
 * Sets @player to the player's figures in that game (or over all).
 *
 * Returns: whether the player played it
 */
gboolean
pips_statistics_get_player (PipsStatistics       *self,
                            const char           *name,
                            const char           *game_id,
                            PipsPlayerStatistics *player)
{
  guint id;
  Slot *slot;
  PlayerAcc *acc;

  g_return_val_if_fail (PIPS_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (player != NULL, FALSE);

  *player = (PipsPlayerStatistics) { 0, };
  id = lookup_id (self, name);
  slot = lookup_slot (self, game_id);
  if (id == 0 || slot == NULL)
    return FALSE;

  acc = player_acc (self, id - 1, slot - self->slots);
  if (acc->games == 0)
    return FALSE;

  player->name = g_ptr_array_index (self->names, id - 1);
  player->games = acc->games;
  player->finished = acc->finished;
  player->contested = acc->contested;
  player->wins = acc->wins;
  player->win_rate = acc->contested > 0 ? (double) acc->wins / acc->contested : 0;
  player->unit = acc->unit;
  player->n_results = acc->n_results;
  if (acc->n_results > 0)
    {
      gboolean higher = slot_higher_is_better (slot);

      player->average = (double) acc->sum / acc->n_results;
      player->best = higher ? acc->highest : acc->lowest;
      player->worst = higher ? acc->lowest : acc->highest;
    }
  player->last_played = acc->last_played;

  return TRUE;
}

/**
 * pips_statistics_get_head_to_head:
 * @a: a player
 * @b: another player
 * @game_id: (nullable): a game, or %NULL for all games
 *
 * Sets @head_to_head to the games @a and @b played together, and the wins of each over the
 * other (@wins_a are those of @a).
 *
 * Returns: whether they played together
 */
gboolean
pips_statistics_get_head_to_head (PipsStatistics *self,
                                  const char     *a,
                                  const char     *b,
                                  const char     *game_id,
                                  PipsHeadToHead *head_to_head)
{
  guint id_a, id_b;
  Slot *slot;
  gint64 key;
  PipsHeadToHead *pair;

  g_return_val_if_fail (PIPS_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  g_return_val_if_fail (head_to_head != NULL, FALSE);

  *head_to_head = (PipsHeadToHead) { 0, };
  id_a = lookup_id (self, a);
  id_b = lookup_id (self, b);
  slot = lookup_slot (self, game_id);
  if (id_a == 0 || id_b == 0 || id_a == id_b || slot == NULL)
    return FALSE;

  key = pair_key (slot - self->slots, MIN (id_a, id_b) - 1, MAX (id_a, id_b) - 1);
  pair = g_hash_table_lookup (self->pairs, &key);
  if (pair == NULL)
    return FALSE;

  *head_to_head = *pair;
  if (id_a > id_b)
    {
      head_to_head->wins_a = pair->wins_b;
      head_to_head->wins_b = pair->wins_a;
    }

  return TRUE;
}

/**
 * pips_statistics_get_n_records:
 * @game_id: a game
 *
 * Returns: how many records the game has (0 for a game without records of its own)
 */
guint
pips_statistics_get_n_records (PipsStatistics *self,
                               const char     *game_id)
{
  Slot *slot;

  g_return_val_if_fail (PIPS_IS_STATISTICS (self), 0);
  g_return_val_if_fail (game_id != NULL, 0);

  slot = lookup_slot (self, game_id);

  return slot != NULL ? slot->descriptors->len : 0;
}

/* The player with the largest total of record @r in @slot (of a tie, the first by name), or -1
 * while no total is above 0. */
static int
total_holder (PipsStatistics *self,
              Slot           *slot,
              guint           r,
              gint64         *total)
{
  int holder = -1;

  for (guint id = 0; id < self->names->len; id++)
    {
      RecordAcc *acc = &player_acc (self, id, slot - self->slots)->records[r];

      if (!acc->has)
        continue;
      if (holder < 0 || acc->value > *total ||
          (acc->value == *total &&
           g_utf8_collate (g_ptr_array_index (self->names, id),
                           g_ptr_array_index (self->names, holder)) < 0))
        {
          holder = id;
          *total = acc->value;
        }
    }

  return holder >= 0 && *total > 0 ? holder : -1;
}

/**
 * pips_record_statistics_dup_holders:
 *
 * Who holds @record: its holder, and of a total that players share, how many others have as
 * many ("Anna and 1 other"): a tie never reads as one player's.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL without a holder
 */
char *
pips_record_statistics_dup_holders (const PipsRecordStatistics *record)
{
  g_return_val_if_fail (record != NULL, NULL);

  if (record->holder == NULL)
    return NULL;
  if (record->n_holders <= 1)
    return g_strdup (record->holder);

  /* Translators: players who share the most of a record: the first by name, then how many
   * others have as many */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %u other", "%s and %u others",
                                       record->n_holders - 1),
                          record->holder, record->n_holders - 1);
}

/**
 * pips_statistics_get_record:
 * @game_id: a game
 * @index: the record, below pips_statistics_get_n_records()
 *
 * Sets @record to the game's record over every game of it: the total and who has the most, or
 * the highest (lowest) value, who set it and in which game.
 *
 * Returns: whether @index is a record of the game
 */
gboolean
pips_statistics_get_record (PipsStatistics       *self,
                            const char           *game_id,
                            guint                 index,
                            PipsRecordStatistics *record)
{
  const PipsRecord *descriptor;
  RecordBest *best;
  Slot *slot;

  g_return_val_if_fail (PIPS_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  *record = (PipsRecordStatistics) { 0, };
  slot = lookup_slot (self, game_id);
  if (slot == NULL || index >= slot->descriptors->len)
    return FALSE;

  descriptor = &g_array_index (slot->descriptors, PipsRecord, index);
  best = &slot->best[index];
  record->id = descriptor->id;
  record->title = _(descriptor->title);
  record->kind = descriptor->kind;
  record->has_value = best->has;
  record->value = best->value;
  if (!best->has)
    return TRUE;

  if (descriptor->kind == PIPS_RECORD_TOTAL)
    {
      int holder = total_holder (self, slot, index, &record->holder_value);

      record->holder = holder >= 0 ? g_ptr_array_index (self->names, holder) : NULL;
      for (guint id = 0; holder >= 0 && id < self->names->len; id++)
        {
          RecordAcc *acc = &player_acc (self, id, slot - self->slots)->records[index];

          record->n_holders += acc->has && acc->value == record->holder_value;
        }
    }
  else
    {
      record->holder = g_ptr_array_index (self->names, best->holder);
      record->holder_value = best->value;
      record->session_id = best->session_id;
      record->session_title = best->session_title;
      record->when = best->when;
    }

  return TRUE;
}

/**
 * pips_statistics_get_player_record:
 * @game_id: a game
 * @record_id: one of its records ("peppers")
 * @name: a player
 * @value: (out) (optional): the player's total, or their best value toward the record
 *
 * Returns: whether the player has a value toward the record
 */
gboolean
pips_statistics_get_player_record (PipsStatistics *self,
                                   const char     *game_id,
                                   const char     *record_id,
                                   const char     *name,
                                   gint64         *value)
{
  Slot *slot;
  guint id;

  g_return_val_if_fail (PIPS_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (game_id != NULL && record_id != NULL && name != NULL, FALSE);

  slot = lookup_slot (self, game_id);
  id = lookup_id (self, name);
  if (slot == NULL || id == 0)
    return FALSE;

  for (guint r = 0; r < slot->descriptors->len; r++)
    {
      RecordAcc *acc;

      if (!g_str_equal (g_array_index (slot->descriptors, PipsRecord, r).id, record_id))
        continue;
      acc = &player_acc (self, id - 1, slot - self->slots)->records[r];
      if (acc->has && value != NULL)
        *value = acc->value;
      return acc->has;
    }

  return FALSE;
}
