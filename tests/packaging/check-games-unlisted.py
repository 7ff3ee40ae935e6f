#!/usr/bin/env python3
"""Nothing lists the games: outside each game's own folders, no file of the code names a game.

A game is its folder src/games/<id>/, one word in the list `games` in src/meson.build, its tests
(tests/<id>/, tests/<id>-page/, its session files tests/data/<id>-*.json), its strings in po/, its
name in data/ and its section in docs/session-format.md. Everything else — the core, the shell,
the shared widgets, build-aux/, the meson files, the test helpers and every test that goes over
the registry — takes the games from the registry. So adding a seventh game changes no file but its
own, and this check fails on the first file that would have to.

A game is named by its id in the forms code uses (for an id "a-b-c": "a-b-c", tests/a-b-c, a_b_c,
pips_a_b_c_…, PipsABC, PIPS_A_B_C), by its name and other names (each `.name = N_("…")` of its
rules, and the first word of a name of several words) and by the names of its presets that are
games of their own (a preset "x" named "X"). A game's own files may name that game, never another.

Some shared tests use one game's sessions as a fixture (the statistics of tests/data, the store
and the shell on the first game's sessions): they test shared code, list no games, and a new game
needs no change there. They are listed below with that reason; nothing else is exempt.
"""

import argparse
import os
import re
import sys

# Shared tests that play or read one game's sessions as the fixture of a shared feature.
FIXTURE_TESTS = {
    'tests/test-session.c': 'the session on the events of the first game',
    'tests/test-store.c': 'the store on sessions of the first game',
    'tests/test-store-faults.c': 'the store on sessions of the first game',
    'tests/test-summary.c': 'pips --summary of tests/data',
    'tests/test-statistics.c': 'the statistics of tests/data',
    'tests/test-statistics-page.c': 'the statistics page on tests/data',
    'tests/test-transfer.c': 'export and import of tests/data',
    'tests/test-transfer-ui.c': 'export and print of tests/data',
    'tests/test-ui.c': 'the shell with sessions of the first game',
    'tests/bench.c': 'the benchmarks of the shared code on sessions of two games',
    'tests/widgets/test-widgets.c': 'the shared dice widgets with red and picture faces',
}

SCANNED_TOP = ['src', 'tests', 'build-aux', 'meson.build', 'meson.options']
SKIPPED_DIRS = {'tests/fuzz/corpus', 'tests/data'}   # inputs and session files, not code
TEXT_SUFFIXES = ('.c', '.h', '.in', '.build', '.ui', '.css', '.xml', '.py', '.sh', '.md',
                 '.json', '.options', '.txt')


def read_games(root):
    text = open(os.path.join(root, 'src', 'meson.build'), encoding='utf-8').read()
    match = re.search(r'^games = \[(.*?)\]', text, re.S | re.M)
    if not match:
        sys.exit('check-games-unlisted: no list `games` in src/meson.build')
    return re.findall(r"'([a-z0-9-]+)'", match.group(1)), match.span()


def names_of(root, game):
    """The names a game goes by, from its rules."""
    rules = os.path.join(root, 'src', 'games', game, f'pips-{game}-rules.c')
    text = open(rules, encoding='utf-8').read()
    names = set(re.findall(r'\.name = N_\("([^"]+)"\)', text))
    presets = re.search(r'PipsRulePreset \w*presets\[\] = \{(.*?)\n\};', text, re.S)
    for pid, name in re.findall(r'\{\s*"([a-z0-9-]+)",\s*N_\("([^"]+)"\)', presets.group(1) if presets else ''):
        if name.lower() == pid:
            names.add(name)
    return names


def patterns_of(root, game):
    under = game.replace('-', '_')
    camel = ''.join(part.capitalize() for part in game.split('-'))
    upper = under.upper()
    alternatives = [
        # The id as code and paths spell it: "a-b-c", 'a-b-c', tests/a-b-c, a-b-c-4p.json
        r'(?<=["\'/])' + re.escape(game) + r'(?![a-z])',
        r'(?<![A-Za-z_])' + re.escape(game) + r'(?=["\'/]|-(?!>))',
        r'(?<![a-z])pips_' + re.escape(under) + r'(?![a-z])',
        r'(?<![A-Za-z])Pips' + re.escape(camel) + r'(?![a-z])',
        r'(?<![A-Z])PIPS_(?:TYPE_)?' + re.escape(upper) + r'(?![A-Z])',
    ]
    if '-' in game:
        # An id of several words (a-b-c, a_b_c, ABC) is the game wherever it stands.
        alternatives += [re.escape(game), re.escape(under), re.escape(camel)]
    for name in names_of(root, game):
        variants = {name, name.replace('’', "'"), name.replace("'", '’')}
        words = name.split()
        if len(words) > 1:
            variants.add(words[0])  # the first word alone, as in "X's"
        alternatives += [r'(?<![A-Za-z])' + re.escape(v) + r'(?![a-z])' for v in variants]
    return re.compile('|'.join(alternatives))


def own_game(path, games):
    """The game whose files @path belongs to, or None."""
    parts = path.split('/')
    if parts[:2] == ['src', 'games'] and len(parts) > 2:
        return parts[2]
    if parts[0] == 'tests' and len(parts) > 1:
        for game in games:
            if parts[1] in (game, game + '-page'):
                return game
        if len(parts) > 2 and parts[1] == 'data':
            base = parts[-1]
            for game in sorted(games, key=len, reverse=True):
                if base.startswith(game + '-'):
                    return game
    return None


def files(root):
    for top in SCANNED_TOP:
        full = os.path.join(root, top)
        if os.path.isfile(full):
            yield top
            continue
        for folder, dirs, names in os.walk(full):
            rel = os.path.relpath(folder, root)
            dirs[:] = sorted(d for d in dirs
                             if os.path.join(rel, d) not in SKIPPED_DIRS and not d.startswith('.'))
            for name in sorted(names):
                if name.endswith(TEXT_SUFFIXES) or name in ('dev', 'run'):
                    yield os.path.join(rel, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--source-root', required=True)
    args = parser.parse_args()
    root = args.source_root

    games, list_span = read_games(root)
    patterns = {game: patterns_of(root, game) for game in games}
    found = []
    for path in files(root):
        if path in FIXTURE_TESTS:
            continue
        try:
            text = open(os.path.join(root, path), encoding='utf-8').read()
        except UnicodeDecodeError:
            continue
        if path == 'src/meson.build':
            # The list itself names every game; that is its job.
            text = text[:list_span[0]] + '\n' * text[list_span[0]:list_span[1]].count('\n') + \
                text[list_span[1]:]
        own = own_game(path, games)
        for game, pattern in patterns.items():
            if game == own:
                continue
            for number, line in enumerate(text.split('\n'), 1):
                match = pattern.search(line)
                if match:
                    found.append(f'{path}:{number}: names {game} ("{match.group(0)}"): {line.strip()[:100]}')

    for line in found:
        print(line)
    if found:
        print(f'check-games-unlisted: {len(found)} lines outside a game\'s own files name a game; '
              'take the games from the registry, or move the code into the game\'s folder '
              '(docs/architecture.md, "Adding a game")', file=sys.stderr)
        return 1
    print(f'check-games-unlisted: {len(games)} games, named only in their own files')
    return 0


if __name__ == '__main__':
    sys.exit(main())
