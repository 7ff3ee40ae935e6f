#!/usr/bin/env python3
# check-potfiles.py — po/POTFILES.in lists exactly the files that have strings marked for translation.
#
# Copyright 2026 The Pips authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   check-potfiles.py [--source-root DIR]           fail, listing files missing from POTFILES.in and
#                                                   listed files that do not exist or mark nothing
#   check-potfiles.py [--source-root DIR] --list    print the files that POTFILES.in should list
#   check-potfiles.py [--source-root DIR] --update  rewrite POTFILES.in with that list
#
# What counts as marked: in C sources (comments removed) a call of _(), N_(), C_(), NC_(),
# ngettext(), g_dngettext(), g_dpgettext2() or g_dcgettext(); in GtkBuilder files
# translatable="yes"; in data/ every desktop, metainfo and MIME template (*.desktop.in,
# *.metainfo.xml.in, *.mime.xml.in)
# and every GSettings schema with a gettext-domain.

import argparse
import os
import re
import sys

SCANNED_DIRS = ['src', 'data']

C_MARKER = re.compile(r'(?<![\w.>])(?:_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2|g_dcgettext)\s*\(')
UI_MARKER = re.compile(r'translatable\s*=\s*["\'](?:yes|true|1)["\']', re.IGNORECASE)
GSCHEMA_DOMAIN = re.compile(r'<schemalist[^>]*\bgettext-domain\s*=')

HEADER = '''# Files with strings marked for translation, one per line, relative to the source root.
# Keep it complete: `python3 po/check-potfiles.py --update` rewrites this list, and the test
# `potfiles` (suite i18n) fails when a file is missing.
'''


def strip_c_comments_and_strings(text):
    """C source with comments removed and the contents of string and character literals blanked,
    so that markers are only found in code."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '/' and text.startswith('/*', i):
            end = text.find('*/', i + 2)
            i = n if end < 0 else end + 2
            out.append(' ')
        elif c == '/' and text.startswith('//', i):
            end = text.find('\n', i)
            i = n if end < 0 else end
        elif c in '"\'':
            quote = c
            out.append(quote)
            i += 1
            while i < n and text[i] != quote and text[i] != '\n':
                i += 2 if text[i] == '\\' else 1
            out.append(quote)
            i += 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def has_marked_strings(path):
    name = os.path.basename(path)
    if name.endswith(('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in', '.mime.xml.in')):
        return True
    if not name.endswith(('.c', '.h', '.ui', '.gschema.xml')):
        return False
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    if name.endswith(('.c', '.h')):
        return bool(C_MARKER.search(strip_c_comments_and_strings(text)))
    if name.endswith('.ui'):
        return bool(UI_MARKER.search(text))
    return bool(GSCHEMA_DOMAIN.search(text))


def marked_files(root):
    found = []
    for top in SCANNED_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            for filename in sorted(filenames):
                path = os.path.join(dirpath, filename)
                if has_marked_strings(path):
                    found.append(os.path.relpath(path, root).replace(os.sep, '/'))
    return sorted(found)


def read_potfiles(path):
    listed = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#') and not line.startswith('['):
                listed.append(line)
    return listed


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument('--source-root', default=os.path.dirname(here))
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument('--list', action='store_true')
    mode.add_argument('--update', action='store_true')
    args = parser.parse_args()

    root = args.source_root
    potfiles = os.path.join(root, 'po', 'POTFILES.in')
    wanted = marked_files(root)

    if args.list:
        print('\n'.join(wanted))
        return 0
    if args.update:
        with open(potfiles, 'w', encoding='utf-8') as f:
            f.write(HEADER + ''.join(p + '\n' for p in wanted))
        print(f'{potfiles}: {len(wanted)} files')
        return 0

    listed = read_potfiles(potfiles)
    problems = []
    for path in wanted:
        if path not in listed:
            problems.append(f'{path}: has strings marked for translation but is not in po/POTFILES.in')
    for path in listed:
        if not os.path.exists(os.path.join(root, path)):
            problems.append(f'{path}: listed in po/POTFILES.in but does not exist')
        elif path not in wanted:
            problems.append(f'{path}: listed in po/POTFILES.in but marks no string for translation')
    seen = set()
    for path in listed:
        if path in seen:
            problems.append(f'{path}: listed twice in po/POTFILES.in')
        seen.add(path)

    for problem in problems:
        print(problem)
    if problems:
        print('Run `python3 po/check-potfiles.py --update` to rewrite po/POTFILES.in.')
        return 1
    print(f'po/POTFILES.in lists all {len(wanted)} files with marked strings')
    return 0


if __name__ == '__main__':
    sys.exit(main())
