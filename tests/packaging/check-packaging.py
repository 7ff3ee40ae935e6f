#!/usr/bin/env python3
# check-packaging.py — offline checks of the Flatpak manifest and of the app id everywhere.
#
# Copyright 2026 The Pips authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   check-packaging.py schema --manifest M --schema S
#       M validates against the flatpak-builder-lint JSON schema S (python3-jsonschema).
#   check-packaging.py show-manifest --manifest M --flatpak-builder FB
#       `flatpak-builder --show-manifest M` succeeds and prints no "Unknown property".
#   check-packaging.py ids --app-id ID --source-root DIR --desktop D --metainfo X
#       finish-args are exactly the four of the GNOME checklist, and ID is the id of the manifest,
#       the desktop file, the metainfo, the GSettings schema and the icons.
#
# Each check prints what it found wrong and exits 1, or exits 0.

import argparse
import configparser
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

FINISH_ARGS = ['--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri']


def check_schema(args):
    import jsonschema

    with open(args.manifest, encoding='utf-8') as f:
        manifest = json.load(f)
    with open(args.schema, encoding='utf-8') as f:
        schema = json.load(f)

    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    errors = sorted(validator.iter_errors(manifest), key=lambda e: list(e.absolute_path))
    for error in errors:
        where = '/'.join(str(p) for p in error.absolute_path) or '(top level)'
        print(f'{args.manifest}: {where}: {error.message}')
    if errors:
        return [f'{len(errors)} schema error(s)']
    print(f'{args.manifest}: valid against {os.path.basename(args.schema)}')
    return []


def check_show_manifest(args):
    result = subprocess.run([args.flatpak_builder, '--show-manifest', args.manifest],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    problems = []
    if result.returncode != 0:
        problems.append(f'flatpak-builder --show-manifest exited with status {result.returncode}')
    for line in result.stdout.splitlines():
        if 'Unknown property' in line:
            problems.append(line.strip())
    # Anything flatpak-builder says on stderr is a warning or an error about the manifest.
    for line in result.stderr.splitlines():
        if line.strip():
            problems.append(line.strip())
    if result.stderr.strip():
        sys.stdout.write(result.stderr)
    if not problems:
        print(f'{args.manifest}: flatpak-builder reads it without complaint')
    return problems


def check_ids(args):
    problems = []
    app_id = args.app_id
    root = args.source_root

    def expect(what, found):
        if found != app_id:
            problems.append(f'{what} is {found!r}, expected {app_id!r}')

    # The manifest: its name, id and finish-args.
    manifest_path = os.path.join(root, 'flatpak', app_id + '.json')
    if not os.path.exists(manifest_path):
        problems.append(f'no manifest at flatpak/{app_id}.json')
    else:
        with open(manifest_path, encoding='utf-8') as f:
            manifest = json.load(f)
        expect('the manifest id', manifest.get('id', manifest.get('app-id')))
        finish_args = manifest.get('finish-args', [])
        if sorted(finish_args) != sorted(FINISH_ARGS) or len(finish_args) != len(FINISH_ARGS):
            problems.append(f'finish-args are {finish_args}, expected exactly {FINISH_ARGS}')
        command = manifest.get('command')
        if not command or '/' in command:
            problems.append(f'the manifest command {command!r} is not a bare name')

    # The desktop file: its name and Icon=; its Exec= runs the manifest's command.
    expect('the desktop file name', os.path.basename(args.desktop).removesuffix('.desktop'))
    desktop = configparser.ConfigParser(interpolation=None, strict=False)
    desktop.optionxform = str
    desktop.read(args.desktop, encoding='utf-8')
    entry = desktop['Desktop Entry'] if desktop.has_section('Desktop Entry') else {}
    expect('the desktop file Icon', entry.get('Icon'))
    exec_line = entry.get('Exec', '')
    if os.path.exists(manifest_path) and exec_line.split()[:1] != [manifest.get('command')]:
        problems.append(f'the desktop file Exec={exec_line} does not run the manifest command '
                        f'{manifest.get("command")!r}')

    # The metainfo: <id>, the launchable desktop id, the developer id's prefix.
    metainfo = ET.parse(args.metainfo).getroot()
    expect('the metainfo <id>', metainfo.findtext('id'))
    launchable = metainfo.find("launchable[@type='desktop-id']")
    expect('the metainfo launchable',
           launchable.text.removesuffix('.desktop') if launchable is not None else None)
    developer = metainfo.find('developer')
    developer_id = developer.get('id') if developer is not None else None
    if not developer_id or not app_id.startswith(developer_id + '.'):
        problems.append(f'the metainfo developer id {developer_id!r} is not the prefix of {app_id!r}')
    if os.path.basename(args.metainfo) != app_id + '.metainfo.xml':
        problems.append(f'the metainfo file is named {os.path.basename(args.metainfo)!r}')

    # The GSettings schema: its file name, id and path.
    schema_path = os.path.join(root, 'data', app_id + '.gschema.xml')
    if not os.path.exists(schema_path):
        problems.append(f'no GSettings schema at data/{app_id}.gschema.xml')
    else:
        schemas = ET.parse(schema_path).getroot().findall('schema')
        expect('the GSettings schema id', schemas[0].get('id') if schemas else None)
        expected_path = '/' + app_id.replace('.', '/') + '/'
        for schema in schemas:
            if schema.get('path') is not None and not schema.get('path').startswith(expected_path):
                problems.append(f'the GSettings schema path {schema.get("path")!r} is not under '
                                f'{expected_path!r}')

    # The icons.
    for icon in (f'data/icons/hicolor/scalable/apps/{app_id}.svg',
                 f'data/icons/hicolor/symbolic/apps/{app_id}-symbolic.svg'):
        if not os.path.exists(os.path.join(root, icon)):
            problems.append(f'missing icon {icon}')

    if not problems:
        print(f'{app_id}: one id everywhere, finish-args {" ".join(FINISH_ARGS)}')
    return problems


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest='check', required=True)
    p = sub.add_parser('schema')
    p.add_argument('--manifest', required=True)
    p.add_argument('--schema', required=True)
    p = sub.add_parser('show-manifest')
    p.add_argument('--manifest', required=True)
    p.add_argument('--flatpak-builder', default='flatpak-builder')
    p = sub.add_parser('ids')
    p.add_argument('--app-id', required=True)
    p.add_argument('--source-root', required=True)
    p.add_argument('--desktop', required=True)
    p.add_argument('--metainfo', required=True)
    args = parser.parse_args()

    problems = {'schema': check_schema,
                'show-manifest': check_show_manifest,
                'ids': check_ids}[args.check](args)
    for problem in problems:
        print(f'FAIL: {problem}')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
