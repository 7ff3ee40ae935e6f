/* fuzz-load.c — the session loader: whatever it accepts, it writes back readable
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Invariants, for any bytes:
 * - the loader returns a session or an error with a message, never neither, never a crash;
 * - a session it accepts is written back as text it accepts again (open → save → open), and that
 *   second save gives the same bytes as the first.
 */

#include "config.h"

#include "fuzz-target.h"
#include "pips-session.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PipsSession) session = NULL;
  g_autoptr(PipsSession) again = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gsize first_length;
  gsize second_length;

  session = pips_session_new_from_data ((const char *) data, size, &error);
  if (session == NULL)
    {
      g_assert_nonnull (error);
      g_assert_nonnull (error->message);
      g_assert_cmpstr (error->message, !=, "");
      return 0;
    }
  g_assert_no_error (error);

  first = pips_session_serialize (session, &first_length);
  again = pips_session_new_from_data (first, first_length, &error);
  if (again == NULL)
    g_error ("Written back, the session cannot be opened again: %s\n%s", error->message, first);

  second = pips_session_serialize (again, &second_length);
  g_assert_cmpmem (first, first_length, second, second_length);

  return 0;
}
