/* test-mutations.c — damaged session files never crash Pips
 *
 * Seeded random damage to valid session files of every game of the registry (its files under
 * tests/data/, and games of its own random legal events): flipped bytes, cut and doubled pieces,
 * changed numbers, swapped events. Every damaged file either opens — and then saves and
 * opens again to the same bytes — or is refused with a message. Run under AddressSanitizer and
 * UndefinedBehaviorSanitizer in CI, this is the replay driver of a fuzzer.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pips-demo.h"
#include "pips-registry.h"
#include "pips-test-util.h"

/* For each game. */
#define N_MUTATIONS 6000

static const char * const names[] = {
  "Anna", "Ben", "Clara", "David", "Emil", "Frieda", "Gustav", "Hanna", "Ida", "Jonas", NULL,
};

/* The valid files of @info to damage: its session files under tests/data/ (<id>-*.json) and three
 * games of random legal events, of different lengths and tables. */
static GPtrArray *
load_seeds (const PipsGameInfo *info)
{
  GPtrArray *seeds = g_ptr_array_new_with_free_func (g_free);
  const char *dir = g_test_get_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = g_strconcat (info->id, "-", NULL);
  const char *name;

  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;

      if (!g_str_has_prefix (name, prefix) || !g_str_has_suffix (name, ".json"))
        continue;
      path = g_build_filename (dir, name, NULL);
      g_ptr_array_add (seeds, pips_test_read_file (path, NULL));
    }
  /* Sorted: the damage done does not depend on the order of the folder. */
  g_ptr_array_sort_values (seeds, (GCompareFunc) g_strcmp0);

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      guint n_players = MIN (info->min_players + seed, info->max_players);
      g_autofree const char **players = g_new0 (const char *, n_players + 1);
      g_autoptr(PipsSession) session = NULL;

      memcpy (players, names, n_players * sizeof (char *));
      session = pips_demo_random_game (info->id, seed, (const char * const *) players, 20 * seed);
      g_ptr_array_add (seeds, pips_session_serialize (session, NULL));
    }

  return seeds;
}

/* One random change to @text. */
static void
mutate (GString *text,
        GRand   *rand)
{
  guint len = text->len;
  guint at = len > 0 ? g_rand_int_range (rand, 0, len) : 0;
  guint span = g_rand_int_range (rand, 1, 80);

  switch (g_rand_int_range (rand, 0, 7))
    {
    case 0: /* flip a byte */
      if (len > 0)
        text->str[at] ^= 1 << g_rand_int_range (rand, 0, 8);
      break;

    case 1: /* cut a piece */
      g_string_erase (text, at, MIN (len - at, span / 2));
      break;

    case 2: /* double a piece */
      {
        guint n = MIN (len - at, span);
        g_autofree char *piece = g_strndup (text->str + at, n);

        g_string_insert (text, at, piece);
      }
      break;

    case 3: /* a digit becomes another number */
      for (guint i = at; i < len; i++)
        {
          if (g_ascii_isdigit (text->str[i]))
            {
              static const char *numbers[] = { "0", "7", "-1", "99", "4294967296", "1e9", "3.5" };

              g_string_erase (text, i, 1);
              g_string_insert (text, i, numbers[g_rand_int_range (rand, 0, G_N_ELEMENTS (numbers))]);
              break;
            }
        }
      break;

    case 4: /* swap two lines (events are one per line) */
      {
        g_auto(GStrv) lines = g_strsplit (text->str, "\n", -1);
        guint n = g_strv_length (lines);

        if (n > 2)
          {
            guint a = g_rand_int_range (rand, 1, n - 1);
            guint b = g_rand_int_range (rand, 1, n - 1);
            char *tmp = lines[a];
            g_autofree char *joined = NULL;

            lines[a] = lines[b];
            lines[b] = tmp;
            joined = g_strjoinv ("\n", lines);
            g_string_assign (text, joined);
          }
      }
      break;

    case 5: /* a value becomes another type */
      {
        static const char *values[] = { "null", "true", "[]", "{}", "\"\"", "\"x\"" };
        const char *colon = strchr (text->str + at, ':');

        if (colon != NULL)
          g_string_insert (text, colon - text->str + 1, values[g_rand_int_range (rand, 0, G_N_ELEMENTS (values))]);
      }
      break;

    default: /* cut the end */
      g_string_truncate (text, at);
      break;
    }
}

static void
test_mutations (gconstpointer data)
{
  const PipsGameInfo *info = data;
  g_autoptr(GPtrArray) seeds = load_seeds (info);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);
  guint n_opened = 0, n_refused = 0;

  for (guint i = 0; i < N_MUTATIONS; i++)
    {
      const char *seed = g_ptr_array_index (seeds, i % seeds->len);
      g_autoptr(GString) text = g_string_new (seed);
      g_autoptr(PipsSession) session = NULL;
      g_autoptr(GError) error = NULL;
      guint n_changes = g_rand_int_range (rand, 1, 4);

      for (guint k = 0; k < n_changes; k++)
        mutate (text, rand);

      session = pips_session_new_from_data (text->str, text->len, &error);
      if (session == NULL)
        {
          g_assert_nonnull (error);
          g_assert_cmpuint (strlen (error->message), >, 0);
          n_refused++;
          continue;
        }

      /* What opens, saves and opens again to the same bytes, and can be summarized. */
      {
        g_autofree char *saved = pips_session_serialize (session, NULL);
        g_autoptr(PipsSession) again = pips_session_new_from_data (saved, -1, &error);
        g_autofree char *saved_again = NULL;
        g_autofree char *summary = NULL;
        g_auto(GStrv) history = NULL;

        g_assert_no_error (error);
        saved_again = pips_session_serialize (again, NULL);
        g_assert_cmpstr (saved, ==, saved_again);
        summary = pips_session_summary_text (again);
        history = pips_session_dup_history (again);
        g_assert_nonnull (summary);
        g_assert_nonnull (history);
      }
      n_opened++;
    }

  g_test_message ("%s: %u damaged files of %u: %u opened, %u refused", info->id, N_MUTATIONS,
                  seeds->len, n_opened, n_refused);
  /* Both outcomes happen, so the damage is neither always fatal nor always harmless. */
  g_assert_cmpuint (n_opened, >, N_MUTATIONS / 1000);
  g_assert_cmpuint (n_refused, >, N_MUTATIONS / 20);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < pips_registry_get_n_games (); i++)
    {
      const PipsGameInfo *info = pips_registry_get_game (i);
      g_autofree char *path = g_strdup_printf ("/session/mutations/%s", info->id);

      g_test_add_data_func (path, info, test_mutations);
    }

  return g_test_run ();
}
