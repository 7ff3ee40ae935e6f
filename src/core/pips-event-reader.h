/* pips-event-reader.h — reading the events of a session file quickly (private to the core)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

JsonNode *_pips_event_read (const char *text,
                            gsize       length,
                            GString    *scratch);

G_END_DECLS
