"""``fivesup-qt bench``: its options, and the bench each runs (one module a bench).

Without an option, ``engine`` (the engine's speed: legal moves, the table geometry,
playouts against the dominoes package's, the replay process); ``--long``,
``long_record``; ``--history N``, ``history``; ``--review``, ``review``; ``--strength N``,
``strength``; ``--endgame``, ``endgame``; ``--bots``, ``bots``; ``--gui`` and
``--layout``, the window's benches in ``ui/`` (Qt, loaded only then).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import bots, endgame, engine, long_record, review
from .engine import PAIRS

if TYPE_CHECKING:
    from ..command_line import Parser

MAX_SECONDS = 600.0  # --seconds at most
MAX_ENDGAMES = 100_000  # --endgame N at most
MAX_STRENGTH = 10_000  # --strength N: matches of each variant at most
MAX_HISTORY = 1_000_000  # --history N at most (about a gigabyte of history file)
MAX_GUI_RUNS = 100  # --gui --runs at most
MAX_LAYOUT_ROUNDS = 10_000  # --layout N at most (rounds of each setup)
MAX_GUI_SAMPLES = 1_000  # --gui --samples at most


def options() -> Parser:
    """Every option of ``bench`` (``--gui``'s own too: ``ui/bench.py`` reads them again)."""
    from ..command_line import Parser, bounded, bounded_float

    parser = Parser(
        prog="fivesup-qt bench",
        description="Measure the engine's speed in one run: legal-move generation, the table "
                    "geometry, random playouts against the dominoes package's (and the "
                    "ratio), and the whole replay process, as medians. Each option below "
                    "measures something else instead.",
    )
    parser.add_argument("--seconds", type=bounded_float(0.1, MAX_SECONDS), default=5.0,
                        help=f"seconds of random playouts for each engine, split over {PAIRS} "
                             f"interleaved pairs, 0.1 to {MAX_SECONDS:g} (default 5)")
    parser.add_argument("--playouts", action="store_true",
                        help="time only the random playouts against the dominoes loop (without "
                             "it, a compiled install also times its pure-Python engine beside "
                             "them, in a process of its own)")
    parser.add_argument("--gui", action="store_true",
                        help="measure the table: drop zones, a placement, the animations, "
                             "start-up and memory (Qt offscreen, unless QT_QPA_PLATFORM is set)")
    parser.add_argument("--runs", type=bounded(1, MAX_GUI_RUNS), default=5,
                        help=f"start-up runs of each kind, 1 to {MAX_GUI_RUNS}, with --gui "
                             "(default 5)")
    parser.add_argument("--samples", type=bounded(1, MAX_GUI_SAMPLES), default=30,
                        help=f"samples of each timing, 1 to {MAX_GUI_SAMPLES:,}, with --gui "
                             "(default 30)")
    parser.add_argument("--bots", action="store_true",
                        help="measure the Hard and Expert bots' thinking")
    parser.add_argument("--strength", type=bounded(2, MAX_STRENGTH), metavar="N",
                        help="play N two-player matches of each variant, 2 to "
                             f"{MAX_STRENGTH:,}, Expert on this install's engine against Expert "
                             "on the pure-Python engine, the same time a decision each, seats "
                             "swapped (for a compiled install)")
    parser.add_argument("--budget", type=bounded_float(0.01, 10.0), default=0.3,
                        help="seconds a decision with --strength, 0.01 to 10 (default 0.3, "
                             "Expert's own)")
    parser.add_argument("--endgame", type=bounded(1, MAX_ENDGAMES), nargs="?", const=1000,
                        metavar="N", help="check the exact endgame search on N random "
                                          f"endgames, 1 to {MAX_ENDGAMES:,} (N left out: 1,000); "
                                          "exits 1 on a disagreement")
    parser.add_argument("--review", action="store_true",
                        help="time the post-game review of 20-round matches at the default depth")
    parser.add_argument("--history", type=bounded(1, MAX_HISTORY), metavar="N",
                        help="measure reading and adding to a match history of N matches, "
                             f"1 to {MAX_HISTORY:,}")
    parser.add_argument("--layout", type=bounded(1, MAX_LAYOUT_ROUNDS), nargs="?", const=400,
                        metavar="N",
                        help="lay out N finished rounds of every player count and variant "
                             f"(default 400, at most {MAX_LAYOUT_ROUNDS:,}) on the felt of an "
                             "800x600 window and count what makes a layout hard to follow")
    parser.add_argument("--long", action="store_true",
                        help="time reading and replaying a record at the largest accepted size "
                             "(exits 1 over 1 s)")
    return parser


def main(argv: list[str]) -> int:
    """Run the bench the options name; its exit status."""
    args = options().parse_args(argv)
    if args.layout is not None:
        from ...ui.layout_bench import report as layout_report  # Qt: the window's felt

        print(layout_report(args.layout))
        return 0
    if args.long:
        return long_record.main()
    if args.history is not None:
        from . import history

        return history.main(args.history)
    if args.review:
        return review.main()
    if args.strength is not None:
        from . import strength

        return strength.main(args.strength, args.budget)
    if args.endgame is not None:
        return endgame.main(args.endgame)
    if args.bots:
        return bots.main()
    if args.gui:
        from ...ui.bench import main as gui_main  # Qt only on this path

        return gui_main(argv)
    return engine.main(args.seconds, args.playouts)
