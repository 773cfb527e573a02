"""The commands that need no window: replay, simulate, bench, schema.

Nothing here imports Qt: these paths must start fast and run headless.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path


def _replay(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="fivesup-qt replay",
        description="Check a match record against the rules and print the replay report.",
    )
    parser.add_argument("file", help="a match record (fivesup-match/1 JSON)")
    args = parser.parse_args(argv)
    from .rules.record import MAX_RECORD_BYTES, RecordError, load_record, replay

    try:
        path = Path(args.file)
        if path.stat().st_size > MAX_RECORD_BYTES:
            raise RecordError(
                f"{args.file}: the file is {path.stat().st_size:,} bytes; "
                f"a match record is at most {MAX_RECORD_BYTES:,}"
            )
        _, report = replay(load_record(path.read_bytes()))
    except RecordError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"error: cannot read {args.file}: {error.strerror or error}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(json.dumps(report, ensure_ascii=False, indent=1) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # ``replay FILE | head``: the reader has gone, that is fine
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


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
