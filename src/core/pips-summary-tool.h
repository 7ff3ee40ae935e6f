/* pips-summary-tool.h — `pips --summary` and `pips --statistics`
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

int pips_summary_print_files (const char         *format,
                              const char * const *files);
int pips_statistics_print_paths (const char         *format,
                                 const char * const *paths);
int pips_summary_tool_main   (int                 argc,
                              char              **argv);

G_END_DECLS
