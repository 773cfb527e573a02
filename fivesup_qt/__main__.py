"""The command line: ``fivesup-qt [COMMAND]``; with no command the game starts.

Commands other than the game never import Qt, so replay, simulate and schema start fast
and run on machines without a display.
"""

from __future__ import annotations

import sys

COMMANDS = ("replay", "review", "simulate", "bench", "schema", "daily", "duplicate", "puzzles")
VERBOSE = "--verbose"  # DEBUG on stderr: before a command or among its options


def _take_verbose(args: list[str]) -> tuple[bool, list[str]]:
    """A command's arguments without ``--verbose`` (none is taken after ``--``)."""
    end = args.index("--") if "--" in args else len(args)
    kept = [a for a in args[:end] if a != VERBOSE] + args[end:]
    return len(kept) != len(args), kept


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    first = args[:1] == [VERBOSE] and args[1:2] != [] and args[1] in COMMANDS
    if first:
        args = args[1:]
    if args and args[0] in COMMANDS:
        from . import cli, logs

        verbose, rest = _take_verbose(args[1:])
        verbose = verbose or first
        logs.install(verbose, to_file=False, hooks=False)  # the data folder is the game's
        logs.log.debug("fivesup-qt %s, arguments %s", args[0], rest)
        try:
            return cli.run(args[0], rest)
        finally:
            logs.uninstall()
    from .app import run_gui  # Qt is imported only here

    if {"--version", "-h", "--help"} & set(args):  # they write and end: guarded as commands
        from .cli import answered

        return answered(lambda: run_gui(args))
    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
