/* chicago-test-util.h — helpers shared by the Chicago tests
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Events are written as JSON with single quotes ("{'type':'throw','player':0,'faces':[1,4,6]}")
 * so that a test reads like the session file it makes.
 */

#pragma once

#include <string.h>

#include "pips-chicago-rules.h"
#include "pips-registry.h"
#include "pips-session.h"

static const char * const chicago_names[] = {
  "Anna", "Ben", "Clara", "David", "Emil", "Frieda", "Gustav", "Hanna", "Ida", "Jonas", NULL,
};

#define CHICAGO(session) PIPS_CHICAGO_GAME (pips_session_get_game (session))

static inline JsonObject *
chicago_json (const char *text)
{
  g_autofree char *json = g_strdup (text);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  g_strdelimit (json, "'", '"');
  node = json_from_string (json, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));

  return json_object_ref (json_node_get_object (node));
}

/* A session of @n_players with @options (JSON with single quotes, or NULL), before any event. */
static inline PipsSession *
chicago_session (guint       n_players,
                 const char *options)
{
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(JsonObject) opts = options != NULL ? chicago_json (options) : NULL;
  g_autoptr(GError) error = NULL;
  PipsSession *session;

  for (guint i = 0; i < n_players; i++)
    players[i] = g_strdup (chicago_names[i]);

  session = pips_session_new ("chicago", (const char * const *) players, opts, &error);
  g_assert_no_error (error);

  return session;
}

#define chicago_ok(session, text) chicago_ok_at (session, text, __FILE__, __LINE__)

static inline void
chicago_ok_at (PipsSession *session,
               const char  *text,
               const char  *file,
               int          line)
{
  g_autoptr(JsonObject) event = chicago_json (text);
  g_autoptr(GError) error = NULL;

  if (!pips_session_append (session, event, &error))
    g_error ("%s:%d: %s refused: %s", file, line, text, error->message);
}

static inline char *
chicago_state (PipsSession *session)
{
  g_autofree char *summary = pips_session_summary_json (session);
  g_autofree char *text = pips_session_summary_text (session);

  return g_strconcat (summary, "\n", text, NULL);
}

/* The event is refused with @message, and nothing changes. */
#define chicago_refused(session, text, code, message) \
  chicago_refused_at (session, text, code, message, __FILE__, __LINE__)

static inline void
chicago_refused_at (PipsSession *session,
                    const char  *text,
                    int          code,
                    const char  *message,
                    const char  *file,
                    int          line)
{
  g_autoptr(JsonObject) event = chicago_json (text);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = chicago_state (session);
  g_autofree char *after = NULL;

  if (pips_session_append (session, event, &error))
    g_error ("%s:%d: %s was accepted", file, line, text);
  if (error->domain != PIPS_GAME_ERROR || (code >= 0 && error->code != code) ||
      g_strcmp0 (error->message, message) != 0)
    g_error ("%s:%d: %s: expected “%s”, got “%s” (%d)", file, line, text, message,
             error->message, error->code);

  after = chicago_state (session);
  g_assert_cmpstr (after, ==, before);
}

/* The summary's "state" member. */
static inline JsonObject *
chicago_summary_state (PipsSession *session)
{
  g_autofree char *json = pips_session_summary_json (session);
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);

  return json_object_ref (json_object_get_object_member (json_node_get_object (node), "state"));
}

/* A round as a test wants it: @best ends best and @worst worst, one attempt each. The announcer
 * throws 2-2-3 (7 down in 1), or 1-1-2 when best (4 down in 1), or 6-6-5 when worst (17 down in
 * 1); the best follower throws 1-1-2, the worst 6-6-5 and the others 2-2-3 ("Mit ist Shit"). */
static inline void
chicago_round (PipsSession *session,
               int          best,
               int          worst)
{
  PipsChicagoGame *game = CHICAGO (session);
  guint round = pips_game_get_round (PIPS_GAME (game));

  while (pips_game_get_round (PIPS_GAME (game)) == round && !pips_game_is_over (PIPS_GAME (game)))
    {
      int p = pips_chicago_game_get_current_player (game);
      const char *faces = p == best ? "[1,1,2]" : p == worst ? "[6,6,5]" : "[2,2,3]";
      gboolean announcer = pips_chicago_game_get_is_announcer (game);
      g_autofree char *event = NULL;

      g_assert_cmpint (p, >=, 0);
      event = g_strdup_printf ("{'type':'throw','player':%d,'faces':%s}", p, faces);
      chicago_ok (session, event);
      if (announcer)
        {
          g_free (event);
          event = g_strdup_printf ("{'type':'announce','player':%d,'counting':'1er','direction':'down'}", p);
          chicago_ok (session, event);
        }
    }
}
