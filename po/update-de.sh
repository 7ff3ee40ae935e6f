#!/bin/sh
# po/update-de.sh — bring the German translation up to date with the sources.
#
# Copyright 2026 The Pips authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# 1. rewrites po/POTFILES.in from the files that mark strings for translation;
# 2. regenerates the template (as meson's pips-pot target does, in a temporary directory) and merges
#    it into every po/LL.po of po/LINGUAS (de), keeping old translations and marking changed ones
#    fuzzy with the previous English text;
# 3. lists what is left to translate. Translate those entries, drop their "fuzzy" flags, then run
#    `meson test -C BUILDDIR --suite i18n`.
#
# Run it inside the build environment: build-aux/dev exec po/update-de.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/check-potfiles.py" --source-root "$here/.." --update
python3 "$here/check-translations.py" --source-root "$here/.." --update
