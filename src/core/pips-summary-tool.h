/* pips-summary-tool.h — `pips --summary`: the sheet and standings of session files
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

int pips_summary_print_files (const char         *format,
                              const char * const *files);
int pips_summary_tool_main   (int                 argc,
                              char              **argv);

G_END_DECLS
