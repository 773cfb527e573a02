"""The commands that need no window: replay, review, simulate, bench, schema, daily,
duplicate (``SUMMARIES`` says what each does, in ``fivesup-qt --help``).

Nothing here imports Qt: these paths must start fast and run headless.

Every error of a command is one line on stderr, ``error: PROBLEM``, and exit status 2
(``bench --endgame`` exits 1 when the search disagrees with the minimax, as
documented).  That holds for wrong arguments (``error: fivesup-qt review: argument
--deals: ...``), for a number past its stated bound (every numeric option has one,
shown in ``--help``), and for the output: stdout on a full disk or closed
(``> /dev/full``, ``>&-``) ends the command with ``error: cannot write the output:
REASON``.  A reader that goes away is not an error: ``fivesup-qt replay FILE | head -1``
stops the command at once, quietly, with exit status 0 (the command did what it was
asked; the reader wanted no more).  Ctrl+C stops any command with one line,
``error: interrupted``, and exit status 130.
"""

from __future__ import annotations

import json
import signal
import sys
from collections.abc import Callable, Iterable
from typing import Any, TextIO, cast

from .command_line import (
    MAX_DEALS,
    SEATS,
    Parser,
    bounded,
    count,
    fail,
    record_file,
    seed_option,
    to_null,
)

# Every command, its arguments and its line in ``fivesup-qt --help``.
SUMMARIES: dict[str, tuple[str, str]] = {
    "replay": ("FILE", "check a match record against the rules; summarize it (--json: the report)"),
    "review": ("FILE", "judge one seat's decisions in a match record, as Expert would"),
    "simulate": ("", "play whole matches between computer players; print a summary"),
    "schema": ("NAME", "print a JSON Schema: match (the record), replay, review or puzzle"),
    "bench": ("", "measure the engine's speed (with --gui, the table's)"),
    "daily": ("", "print the daily deal of a date, the same on every machine"),
    "duplicate": ("FILE", "replay a record's deals with the computer in one seat; compare"),
    "puzzles": ("ACTION", "generate, verify or count puzzles (positions with one best move)"),
}


def commands_help() -> str:
    """The commands, a line each, for the end of ``fivesup-qt --help``: the game's own
    options hide them otherwise."""
    uses = {name: f"{name} {args}".rstrip() for name, (args, _) in SUMMARIES.items()}
    width = max(map(len, uses.values())) + 2
    lines = [f"  {uses[name]:<{width}}{what}" for name, (_, what) in SUMMARIES.items()]
    return ("commands (fivesup-qt COMMAND --help tells more; none needs a display):\n"
            + "\n".join(lines))


def _replay(argv: list[str]) -> int:
    parser = Parser(
        prog="fivesup-qt replay",
        description="Check a match record against the rules and print a summary: the "
                    "match, each round's end with the scores it left, the final scores and "
                    "the winner. --json prints the whole replay report instead, every move "
                    "judged (docs/record-format.md).",
    )
    parser.add_argument("file", help=record_file())
    parser.add_argument("--json", action="store_true",
                        help="print the replay report as JSON, every move, draw, pass and "
                             "settlement of every round (docs/record-format.md; fivesup-qt "
                             "schema replay)")
    args = parser.parse_args(argv)
    from ..reading import one_line

    try:
        loaded = _open_record(args.file)
    except Exception as error:  # a bug, not the record's fault: still one line
        fail(f"internal error while replaying {one_line(args.file)}: {type(error).__name__}: "
              f"{one_line(error, 300)}")
        return 1
    if loaded is None:
        return 2
    if args.json:
        text = json.dumps(loaded.report, ensure_ascii=False, indent=1) + "\n"
    else:
        from .replay_summary import summary_lines

        match = loaded.match
        text = "\n".join(summary_lines(loaded.report, loaded.data, match.rules.name,
                                       match.target)) + "\n"
    sys.stdout.write(text)
    return 0


def _open_record(file: str) -> Any:
    """The record at ``file`` read and replayed by the game's own reader (a
    ``LoadedRecord``), or None once its one error line is written, which names the file:
    ``error: cannot read FILE: REASON`` for the file itself (missing, unreachable, not a
    regular file, too large); ``error: FILE: REASON`` for a problem in its text, the
    record's as docs/record-format.md words it."""
    from ..reading import StorageError, one_line
    from ..storage.saves import read_record

    try:
        return read_record(file)
    except FileNotFoundError:
        fail(f"cannot read {one_line(file)}: the file does not exist")
    except StorageError as error:
        if error.whole_file:
            fail(f"cannot read {one_line(file)}: {error.problem.removeprefix('cannot be read: ')}")
        else:
            fail(f"{one_line(file)}: {error.problem}")
    return None


def human_seat(data: dict[str, Any], players: int) -> int:
    """The seat a review looks at by default: the record's (first) human seat, else 0."""
    seats = data.get("seats")
    if isinstance(seats, list) and len(seats) == players:
        for seat, about in enumerate(seats):
            if isinstance(about, dict) and about.get("type") == "human":
                return seat
    return 0


def accuracy_text(accuracy: float | None, place: Any, measured: bool = True) -> str:
    """'accuracy 86%: between Hard (83%) and Expert (89%)' from a ``calibration.Place``
    (None: the setup is not calibrated; ``measured`` False: the levels were not measured
    at this target at all, which a match to 41 or 31 says)."""
    text = f"accuracy {accuracy:.0f}%" if accuracy is not None else "no accuracy"
    if place is None:
        if accuracy is not None and not measured:
            return (f"{text}: no computer level to compare with (the levels' accuracies "
                    f"were measured in matches to 61 only)")
        return text
    below, above = place.below, place.above
    if below is not None and above is not None:
        return f"{text}: between {below.title} ({below.accuracy:.0f}%) and " \
               f"{above.title} ({above.accuracy:.0f}%)"
    if above is not None:
        return f"{text}: below {above.title} ({above.accuracy:.0f}%)"
    return f"{text}: at or above {below.title} ({below.accuracy:.0f}%)"


def _review(argv: list[str]) -> int:
    from ..ai.review import DEFAULT_DEALS

    parser = Parser(
        prog="fivesup-qt review",
        description="Judge every decision of one seat in a match record (every placement "
                    "it made with a choice of moves), as the Expert computer player values "
                    "moves from what that seat could see. Prints a line a decision in the "
                    "Review window's words: the move played, the best move, what it gave "
                    "up (where the match is at stake, the winning chance; else the expected "
                    "raw points with the match's result left out, and the winning chance "
                    "beside them in a match with two sides) and its label with the measure "
                    "it comes from; then the seat's summary with its accuracy and the levels "
                    "it falls between.",
    )
    parser.add_argument("file", help=record_file())
    parser.add_argument("--seat", type=int, default=None,  # refused below, by the match
                        help=f"the seat to review, 0 to {SEATS - 1}, a seat of the match "
                             "(default: the record's first human seat, from its seats key; "
                             "else seat 0)")
    parser.add_argument("--deals", type=bounded(1, MAX_DEALS), default=DEFAULT_DEALS,
                        help=f"sampled deals per decision, 1 to {MAX_DEALS:,} "
                             f"(default {DEFAULT_DEALS})")
    seed_option(parser, 0, "the review's seed")
    parser.add_argument("--json", action="store_true",
                        help="print the review as JSON, every legal move's value included "
                             "(docs/review-format.md; fivesup-qt schema review)")
    args = parser.parse_args(argv)
    from ..ai.review import review
    from ..reading import one_line

    loaded = _open_record(args.file)  # the errors replay writes, word for word
    if loaded is None:
        return 2
    players = loaded.record.players
    seat = args.seat if args.seat is not None else human_seat(loaded.data, players)
    if not 0 <= seat < players:
        return fail(f"seat {one_line(seat, 40)} is not a seat of this {players}-player match")
    result = review(loaded.record, seat, args.deals, args.seed,
                    progress=lambda done, total: _review_progress(done, total, args.deals),
                    alone=not args.json)  # the points a person reads: the match left out
    if args.json:
        text = json.dumps(result.to_json(), ensure_ascii=False, indent=1) + "\n"
    else:
        from ..seat_names import record_names

        text = "\n".join(review_lines(result, record_names(loaded.data, players))) + "\n"
    sys.stdout.write(text)
    return 0


def review_lines(result: Any, names: list[str]) -> list[str]:
    """The review a person reads (``review`` without --json), in the Review window's words
    (``ai/review_text.py``): each decision gave up winning chance where the match is at
    stake, points otherwise (with the winning chance, where a table gives one), points
    always with the match's result left out (``Decision.alone_loss``); a label by points
    that counted a match won or lost says so.  The seat is named as the window names it,
    with the number --seat takes."""
    from ..ai.review_text import decision_given, decision_label, given_up
    from ..rules.tiles import move_text

    lines = []
    for d in result.decisions:
        facts = f" ({', '.join(d.facts)})" if d.facts else ""
        lines.append(f"round {d.round}, move {d.move_no}: played {move_text(d.played)}, "
                     f"best {move_text(d.best)}, {decision_given(d)}: {decision_label(d)}{facts}")
    seat = result.seat
    who = f"{names[seat]} (seat {seat})"
    whole = result.summary()
    if not whole.decisions:
        lines.append(f"{who}: no decisions (the seat never had a choice of moves)")
        return lines
    lost = "" if whole.alone_given_up is None and whole.chance_given_up is None else \
        f", given up in all (summed over its decisions): " \
        f"{given_up(whole.alone_given_up, whole.chance_given_up)}"
    lines.append(f"{who}: {count(whole.decisions, 'decision')}, the best move "
                 f"{whole.best_share:.0%} of the time{lost}, "
                 f"{accuracy_text(whole.accuracy, result.level(), result.levels_measured())}")
    return lines


# decisions times deals: a review of more work (100 decisions at the default 300
# deals, tens of seconds) says on stderr how far it has come
LONG_REVIEW = 30_000
REVIEW_STEPS = 20  # ... in this many lines at most, after one up front


def _review_progress(done: int, total: int, deals: int) -> bool:
    """A long review (the largest record takes minutes) tells its size up front and
    then every twentieth of the way, a line each on stderr; a short one says nothing."""
    if total * deals >= LONG_REVIEW:
        step = -(-total // REVIEW_STEPS)
        if done == 0:
            _note(f"reviewing {count(total, 'decision')}, a line every {step:,}")
        elif done % step == 0 or done == total:
            _note(f"{done:,} of {count(total, 'decision')} judged")
    return True


def _note(text: str) -> None:
    """A line of progress on stderr (a stderr that cannot take it is no error)."""
    stream = sys.stderr
    if stream is not None:
        try:
            stream.write(text + "\n")
            stream.flush()
        except OSError:
            pass


def _simulate(argv: list[str]) -> int:
    from .simulate import main

    return main(argv)


def _bench(argv: list[str]) -> int:
    from .bench.main import main

    return main(argv)


def _schema(argv: list[str]) -> int:
    from .. import schema

    parser = Parser(
        prog="fivesup-qt schema",
        description="Print the JSON Schema of the match record, of the replay report, of "
                    "the review or of a puzzle set (docs/record-format.md, "
                    "docs/review-format.md and docs/puzzle-format.md explain every field).",
    )
    parser.add_argument("name", choices=schema.NAMES,
                        help="match: the match record; replay: what fivesup-qt replay --json prints; "
                             "review: what fivesup-qt review --json prints; puzzle: a puzzle "
                             "set (docs/puzzle-format.md)")
    args = parser.parse_args(argv)
    sys.stdout.write(schema.text(args.name))
    return 0


def _daily(argv: list[str]) -> int:
    from .daily import daily_main

    return daily_main(argv)


def _duplicate(argv: list[str]) -> int:
    from .daily import duplicate_main

    return duplicate_main(argv, _open_record, human_seat)  # a bad FILE told as replay tells it


def _puzzles(argv: list[str]) -> int:
    from .puzzles import puzzles_main

    return puzzles_main(argv)


COMMANDS = {"replay": _replay, "review": _review, "simulate": _simulate, "bench": _bench, "schema": _schema,
            "daily": _daily, "duplicate": _duplicate, "puzzles": _puzzles}


class OutputError(Exception):
    """Standard output could not take what a command wrote (a full disk, a closed pipe)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


class _Output:
    """``sys.stdout`` while a command runs: a failed write or flush raises
    ``OutputError``, told apart from the command's own errors (its files)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        try:
            return self.stream.write(text)
        except OSError as error:
            raise OutputError(error) from error

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError as error:
            raise OutputError(error) from error

    def __getattr__(self, name: str) -> Any:
        if name == "stream":  # not set yet (a copy being made)
            raise AttributeError(name)
        return getattr(self.stream, name)


INTERRUPTED = 130  # the exit status of a command stopped by Ctrl+C (128 + SIGINT), as a shell's


def run(command: str, argv: list[str]) -> int:
    """Run a command; whatever fails is one ``error:`` line and exit status 2 (see the
    module's docstring), the output's own errors too, the final flush included; Ctrl+C
    is one line, ``error: interrupted``, and exit status 130."""
    return answered(lambda: COMMANDS[command](argv))


def answered(call: Callable[[], int]) -> int:
    """``call``'s exit status, its output guarded as a command's (``run``): also the
    game's own ``--version`` and ``--help``, which write and end before any window."""
    try:
        return _guarded(call)
    except KeyboardInterrupt:  # Ctrl+C, wherever it came
        return interrupted()


def interrupted() -> int:
    """Ctrl+C told in one line, exit status 130; a second Ctrl+C while the command ends
    is ignored (no traceback from the interpreter's own exit)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    fail("interrupted")
    return INTERRUPTED


def _guarded(call: Callable[[], int]) -> int:
    real = sys.stdout
    if real is None:  # started with stdout closed (``>&-``)
        return fail("cannot write the output: standard output is closed")
    output = _Output(real)
    sys.stdout = cast(TextIO, output)
    try:
        try:
            return call()
        finally:  # --help and argument errors too; Python's own flush at exit is too late
            output.flush()
    except OutputError as failure:
        to_null(real)
        if isinstance(failure.error, BrokenPipeError):
            return 0  # the reader has gone (``| head -1``): quietly, see above
        return fail(f"cannot write the output: {_reason(failure.error)}")
    except OSError as error:  # a file of the command's own (--records DIR, ...)
        where = f"{error.filename}: " if error.filename is not None else ""
        return fail(f"{where}{_reason(error)}")
    finally:
        sys.stdout = real


def _reason(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__
