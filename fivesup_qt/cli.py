"""The commands that need no window: replay, review, simulate, bench, schema.

Nothing here imports Qt: these paths must start fast and run headless.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any


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


def human_seat(data: dict[str, Any], players: int) -> int:
    """The seat a review looks at by default: the record's (first) human seat, else 0."""
    seats = data.get("seats")
    if isinstance(seats, list) and len(seats) == players:
        for seat, about in enumerate(seats):
            if isinstance(about, dict) and about.get("type") == "human":
                return seat
    return 0


def _review(argv: list[str]) -> int:
    from .ai.review import DEFAULT_DEALS

    parser = argparse.ArgumentParser(
        prog="fivesup-qt review",
        description="Judge every decision of one seat in a match record, move by move, as "
                    "the Expert computer player values moves from what that seat could see.",
    )
    parser.add_argument("file", help="a match record (fivesup-match/1 JSON)")
    parser.add_argument("--seat", type=int, default=None,
                        help="the seat to review (default: the record's human seat, else 0)")
    parser.add_argument("--deals", type=int, default=DEFAULT_DEALS,
                        help=f"sampled deals per decision (default {DEFAULT_DEALS})")
    parser.add_argument("--seed", type=int, default=0, help="the review's seed (default 0)")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    args = parser.parse_args(argv)
    from .ai.review import review
    from .reading import StorageError, one_line
    from .rules.tiles import move_text
    from .storage.saves import read_record

    try:
        loaded = read_record(args.file)
    except FileNotFoundError:
        return _fail(f"cannot read {one_line(args.file)}: the file does not exist")
    except StorageError as error:
        return _fail(error.problem)
    players = loaded.record.players
    seat = args.seat if args.seat is not None else human_seat(loaded.data, players)
    if not 0 <= seat < players:
        return _fail(f"seat {seat} is not a seat of this {players}-player match")
    if args.deals < 1:
        return _fail("--deals must be at least 1")
    result = review(loaded.record, seat, args.deals, args.seed)
    if args.json:
        text = json.dumps(result.to_json(), ensure_ascii=False, indent=1) + "\n"
    else:
        lines = []
        for d in result.decisions:
            facts = f" ({', '.join(d.facts)})" if d.facts else ""
            lines.append(f"round {d.round}, move {d.move_no}: played {move_text(d.played)}, "
                         f"best {move_text(d.best)}, -{d.loss:.1f} points: {d.label}{facts}")
        whole = result.summary()
        lines.append(f"seat {seat}: {whole.decisions} decisions, {whole.given_up:.1f} expected "
                     f"raw points given up, best move {whole.best_share:.0%} of the time")
        text = "\n".join(lines) + "\n"
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
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


COMMANDS = {"replay": _replay, "review": _review, "simulate": _simulate, "bench": _bench, "schema": _schema}


def run(command: str, argv: list[str]) -> int:
    return COMMANDS[command](argv)
