"""The commands that need no window: replay, simulate, bench, schema.

Nothing here imports Qt: these paths must start fast and run headless.
"""

from __future__ import annotations

import argparse
import json
import os
import sys


def _replay(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="fivesup-qt replay",
        description="Check a match record against the rules and print the replay report.",
    )
    parser.add_argument("file", help="a match record (fivesup-match/1 JSON)")
    args = parser.parse_args(argv)
    from .reading import StorageError, one_line
    from .storage.saves import read_record

    try:
        report = read_record(args.file).report  # the game's own reader and checks
    except FileNotFoundError:
        return _fail(f"cannot read {one_line(args.file)}: the file does not exist")
    except StorageError as error:
        # the file itself (unreachable, not a regular file, too large) is named; a
        # problem in its text is the record's, as docs/record-format.md words it: error: REASON
        if error.whole_file:
            return _fail(f"cannot read {one_line(args.file)}: "
                         f"{error.problem.removeprefix('cannot be read: ')}")
        return _fail(error.problem)
    except Exception as error:  # a bug, not the record's fault: still one line
        print(f"error: internal error while replaying: {one_line(type(error).__name__)}: "
              f"{one_line(error, 300)}", file=sys.stderr)
        return 1
    try:
        sys.stdout.write(json.dumps(report, ensure_ascii=False, indent=1) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # ``replay FILE | head``: the reader has gone, that is fine
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def _fail(problem: str) -> int:
    """``error: PROBLEM`` on stderr, always one line (data in it is shown escaped)."""
    from .reading import one_line

    print(f"error: {one_line(problem)}", file=sys.stderr)
    return 2


def _simulate(argv: list[str]) -> int:
    from .simulate import main

    return main(argv)


def _bench(argv: list[str]) -> int:
    from .bench import main

    return main(argv)


def _schema(argv: list[str]) -> int:
    from . import schema

    parser = argparse.ArgumentParser(
        prog="fivesup-qt schema",
        description="Print the JSON Schema of the match record or of the replay report "
                    "(docs/record-format.md explains every field).",
    )
    parser.add_argument("name", choices=schema.NAMES,
                        help="match: the match record; replay: the replay report")
    args = parser.parse_args(argv)
    try:
        sys.stdout.write(schema.text(args.name))
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


COMMANDS = {"replay": _replay, "simulate": _simulate, "bench": _bench, "schema": _schema}


def run(command: str, argv: list[str]) -> int:
    return COMMANDS[command](argv)
