"""The command line: ``fivesup-qt [COMMAND]``; with no command the game starts.

Commands other than the game never import Qt, so replay, simulate and schema start fast
and run on machines without a display.
"""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # signal.py itself takes ms to import
import os
import sys

COMMANDS = ("replay", "review", "simulate", "bench", "schema", "daily", "duplicate", "puzzles")
VERBOSE = "--verbose"  # DEBUG on stderr: before a command or among its options


def _is_command(args: list[str]) -> bool:
    """``args`` name a command (not the game), ``--verbose`` perhaps before it."""
    if args[:1] == [VERBOSE]:
        args = args[1:]
    return bool(args) and args[0] in COMMANDS


def _interrupted_early(number: int, _frame: object) -> None:
    """Ctrl+C before the command's or the game's own handling is in place (the first
    50 ms, while the modules load): a command ends as it does later, with one line and
    status 130 (``cli.interrupted``); the game ends silently with 128 + the signal, as its
    start-up does (``app._end_start_up``).  Left to Python, it was a KeyboardInterrupt
    traceback from wherever the import had got to."""
    if _is_command(sys.argv[1:]):
        os.write(2, b"error: interrupted\n")
    os._exit(128 + number)


def _catch_interrupts_early() -> None:
    if _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:  # not SIG_IGN
        _signal.signal(_signal.SIGINT, _interrupted_early)


if __name__ == "__main__":  # ``python -m fivesup_qt``: at once, before main's imports
    _catch_interrupts_early()


def _take_verbose(args: list[str]) -> tuple[bool, list[str]]:
    """A command's arguments without ``--verbose`` (none is taken after ``--``)."""
    end = args.index("--") if "--" in args else len(args)
    kept = [a for a in args[:end] if a != VERBOSE] + args[end:]
    return len(kept) != len(args), kept


def main(argv: list[str] | None = None) -> int:
    if argv is None:  # the program's own command line (the ``fivesup-qt`` script too)
        _catch_interrupts_early()
    args = list(sys.argv[1:] if argv is None else argv)
    first = args[:1] == [VERBOSE] and args[1:2] != [] and args[1] in COMMANDS
    if first:
        args = args[1:]
    if args and args[0] in COMMANDS:
        from . import logs
        from .commands import cli

        verbose, rest = _take_verbose(args[1:])
        verbose = verbose or first
        logs.install(verbose, to_file=False, hooks=False)  # the data folder is the game's
        logs.log.debug("fivesup-qt %s, arguments %s", args[0], rest)
        try:
            if _signal.getsignal(_signal.SIGINT) is _interrupted_early:  # the command's
                _signal.signal(_signal.SIGINT, _signal.default_int_handler)  # own from here
            return cli.run(args[0], rest)
        except KeyboardInterrupt:  # in between: as the command would have said it
            return cli.interrupted()
        finally:
            logs.uninstall()
    from .app import run_gui  # Qt is imported only here

    if {"--version", "-h", "--help"} & set(args):  # they write and end: guarded as commands
        from .commands.cli import answered

        return answered(lambda: run_gui(args))
    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
