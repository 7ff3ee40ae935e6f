/* fuzz-target.h — what a fuzz target gives: libFuzzer's entry point
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built with clang's -fsanitize=fuzzer (`build-aux/dev fuzz`), libFuzzer drives the target; built
 * otherwise, fuzz-replay.c runs it over every file of its corpus, as a plain test.
 */

#pragma once

#include <glib.h>

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);
