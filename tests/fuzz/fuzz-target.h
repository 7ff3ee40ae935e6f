/* fuzz-target.h — what a fuzz target gives: libFuzzer's entry point
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built with clang's -fsanitize=fuzzer (`build-aux/dev fuzz`), libFuzzer drives the target; built
 * otherwise, fuzz-replay.c runs it over every file of its corpus, as a plain test.
 *
 * Each target also makes seed inputs from the registry, at least one for every game, so that no
 * game is left to the fuzzer's luck: fuzz-replay.c runs them as tests too, and writes them for
 * libFuzzer (`fuzz-replay-TARGET --write-seeds DIR`, as `build-aux/dev fuzz` does).
 */

#pragma once

#include <glib.h>

int         LLVMFuzzerTestOneInput (const guint8 *data,
                                    size_t        size);

/* The seed inputs: names (for a file or a test path, unique) to GBytes, in a table of its own. */
GHashTable *fuzz_target_make_seeds  (void);
