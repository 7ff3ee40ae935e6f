/* pips-event-reader.h — reading the events of a session file quickly (private to the core)
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct _PipsEventReader PipsEventReader;

JsonNode *_pips_event_read (const char *text,
                            gsize       length,
                            GString    *scratch);

PipsEventReader *_pips_event_reader_new  (void);
void             _pips_event_reader_free (PipsEventReader *self);
JsonNode        *_pips_event_reader_read (PipsEventReader *self,
                                          const char      *text,
                                          gsize            length,
                                          gsize           *containers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PipsEventReader, _pips_event_reader_free)

G_END_DECLS
