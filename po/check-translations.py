#!/usr/bin/env python3
# check-translations.py — every language in po/LINGUAS translates every string of the app.
#
# Copyright 2026 The Pips authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   check-translations.py [--source-root DIR]            the check (test `translations`, suite i18n)
#   check-translations.py [--source-root DIR] --update   merge the fresh template into po/*.po and
#                                                         list what is left to translate
#
# The check regenerates the template from po/POTFILES.in with xgettext and the same arguments as
# meson's `pips-pot` target (i18n.gettext preset 'glib'), in a temporary directory, merges each
# po/LL.po with it there, and fails on any untranslated or fuzzy message and on any error of
# `msgfmt --check`. `msgfmt --statistics` exits 0 even when messages are missing, so its counts are
# parsed; `msgcmp` also reports strings that were never merged into the po file.
#
# The tools come from PATH, or from XGETTEXT, MSGMERGE, MSGFMT, MSGATTRIB and MSGCMP in the
# environment (meson passes the ones it found).

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

PACKAGE = 'pips'
BUGS_ADDRESS = 'https://github.com/pipsapp/pips/issues'

# meson's PRESET_ARGS['glib'] (mesonbuild/modules/i18n.py), which po/meson.build selects; po/meson.build
# also passes the --msgid-bugs-address above.
XGETTEXT_ARGS = [
    '--from-code=UTF-8',
    '--add-comments',
    '--keyword=_',
    '--keyword=N_',
    '--keyword=C_:1c,2',
    '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2',
    '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format',
    '--flag=C_:2:pass-c-format',
    '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format',
    '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format',
    '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format',
    '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format',
    '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format',
    '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format',
    '--flag=g_snprintf:3:c-format',
]

STATISTICS = re.compile(r'(\d+) translated messages?'
                        r'(?:, (\d+) fuzzy translations?)?'
                        r'(?:, (\d+) untranslated messages?)?')


def tool(name):
    return os.environ.get(name.upper()) or shutil.which(name) or name


def run(cmd, **kwargs):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)


def read_linguas(po_dir):
    langs = []
    with open(os.path.join(po_dir, 'LINGUAS'), encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0]
            langs += line.split()
    return langs


def make_template(root, po_dir, out_dir):
    pot = os.path.join(out_dir, PACKAGE + '.pot')
    result = run([tool('xgettext'), '--package-name=' + PACKAGE,
                  '--msgid-bugs-address=' + BUGS_ADDRESS, '-f',
                  os.path.join(po_dir, 'POTFILES.in'), '-D', root, '-k_', '-o', pot]
                 + XGETTEXT_ARGS)
    if result.returncode != 0:
        sys.stdout.write(result.stderr)
        raise SystemExit(f'xgettext failed with status {result.returncode}')
    if result.stderr.strip():
        sys.stdout.write(result.stderr)
    return pot


def msgids(po_file, *attrib_args):
    """The msgids (first lines) that msgattrib selects, for the report."""
    result = run([tool('msgattrib'), '--no-wrap', '--no-obsolete', *attrib_args, po_file])
    ids = []
    for match in re.finditer(r'^msgid "(.*)"$', result.stdout, re.MULTILINE):
        if match.group(1):
            ids.append(match.group(1))
    return ids


def check_language(lang, root, po_dir, pot, work_dir, update):
    po = os.path.join(po_dir, lang + '.po')
    problems = []
    if not os.path.exists(po):
        return [f'po/{lang}.po does not exist (LINGUAS lists {lang})']

    merged = po if update else os.path.join(work_dir, lang + '.po')
    result = run([tool('msgmerge'), '--quiet', '--previous', '-o', merged, po, pot])
    if result.returncode != 0:
        return [f'msgmerge failed on po/{lang}.po: {result.stderr.strip()}']

    result = run([tool('msgfmt'), '--check', '--statistics', '-o', os.devnull, merged])
    output = (result.stdout + result.stderr).strip()
    if result.returncode != 0:
        problems.append(f'msgfmt --check fails on po/{lang}.po:\n{output}')
    match = STATISTICS.search(output)
    if not match:
        problems.append(f'cannot read the statistics of msgfmt: {output!r}')
        translated = fuzzy = untranslated = 0
    else:
        translated, fuzzy, untranslated = (int(g or 0) for g in match.groups())
    print(f'po/{lang}.po: {translated} translated, {fuzzy} fuzzy, {untranslated} untranslated')

    for msgid in msgids(merged, '--only-fuzzy'):
        problems.append(f'po/{lang}.po: fuzzy: "{msgid}"')
    for msgid in msgids(merged, '--untranslated'):
        problems.append(f'po/{lang}.po: untranslated: "{msgid}"')
    if (fuzzy or untranslated) and not any('fuzzy:' in p or 'untranslated:' in p for p in problems):
        problems.append(f'po/{lang}.po: {fuzzy} fuzzy and {untranslated} untranslated messages')

    # Strings of the template that the committed po file has never seen (or has fuzzy).
    if not update:
        result = run([tool('msgcmp'), po, pot])
        if result.returncode != 0:
            missing = len(re.findall(r'this message is (?:used but not defined|untranslated'
                                     r'|fuzzy)', result.stderr))
            problems.append(f'msgcmp: po/{lang}.po lacks {missing or "some"} message(s) of the '
                            'template; run po/update-de.sh and translate them')
    return problems


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument('--source-root', default=os.path.dirname(here))
    parser.add_argument('--update', action='store_true',
                        help='merge the fresh template into po/LL.po in place')
    args = parser.parse_args()

    root = os.path.abspath(args.source_root)
    po_dir = os.path.join(root, 'po')
    problems = []
    with tempfile.TemporaryDirectory(prefix='pips-po-') as work_dir:
        pot = make_template(root, po_dir, work_dir)
        for lang in read_linguas(po_dir):
            problems += check_language(lang, root, po_dir, pot, work_dir, args.update)

    for problem in problems:
        print(problem)
    if args.update:
        return 0
    if problems:
        print(f'FAIL: {len(problems)} problem(s). po/update-de.sh merges new strings into the po files;'
              ' translate them there and drop their fuzzy flags.')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
