"""The command line: ``fivesup-qt [COMMAND]``; with no command the game starts.

Commands other than the game never import Qt, so replay, simulate and schema start fast
and run on machines without a display.
"""

from __future__ import annotations

import sys

COMMANDS = ("replay", "review", "simulate", "bench", "schema")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        from . import cli

        return cli.run(args[0], args[1:])
    from .app import run_gui  # Qt is imported only here

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
