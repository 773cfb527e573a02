"""``fivesup-qt puzzles``: generate a set of puzzles, verify one, or count what it holds
(``ai/puzzle.py``, ``ai/puzzles/``, docs/puzzle-format.md).

No Qt.  ``verify`` exits 1 when a puzzle fails its proof (each problem on its own line
on stderr, ``error: ...``) and 2 when the file cannot be read at all, as every command.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from typing import TYPE_CHECKING

from .command_line import (
    Parser,
    bounded,
    computer_player,
    computer_players_help,
    count,
    fail,
    seed_option,
)

if TYPE_CHECKING:
    from ..ai.puzzle import Puzzle

MAX_N = 5_000  # --n at most
MAX_RESOLVE = 1_000  # --resolve at most
ACTIONS = ("generate", "verify", "stats")


def puzzles_main(argv: list[str]) -> int:
    parser = Parser(
        prog="fivesup-qt puzzles",
        description="The puzzles: positions of Expert's matches where one move is proved "
                    "best (docs/puzzle-format.md). 'generate' plays Expert's matches in both "
                    "variants with 2 to 4 players, keeps the positions where one move is "
                    "proved best, rates them by how often Easy, Medium and Hard miss them, "
                    "and writes the set. 'verify' proves every puzzle of a set again "
                    "(open-hand ones by the exact search, counting ones by the rules), checks "
                    "that no two are the same position and that the file is a valid set, and "
                    "exits 1 when one fails, a line a problem. 'stats' counts a set's "
                    "puzzles and prints each level's solve rate by difficulty tier.",
    )
    parser.add_argument("action", choices=ACTIONS,
                        help="generate: make a set; verify: prove a set again; stats: count it")
    parser.add_argument("file", nargs="?", default=None,
                        help="verify and stats: a puzzle set (default: the set shipped with "
                             "the game)")
    parser.add_argument("--n", type=bounded(1, MAX_N), default=300,
                        help=f"generate: puzzles to find, 1 to {MAX_N:,} (default 300; the "
                             "last match may add a few more)")
    seed_option(parser, 0, "generate: the matches' seed")
    parser.add_argument("--open-share", type=bounded(0, 100), default=50, metavar="PERCENT",
                        help="generate: the share of open-hand puzzles, 0 to 100 percent "
                             "(default 50); counting puzzles fill in when open ones run short")
    parser.add_argument("--max-matches", type=bounded(1, 100_000), default=2_000,
                        help="generate: matches to play for the open-hand share at most, 1 "
                             "to 100,000 (default 2,000)")
    parser.add_argument("--bot", type=computer_player, default="expert:32",
                        help="generate: the computer player of the matches, "
                             f"{computer_players_help(('greedy', 'expert-points'))} (default "
                             "Expert:32: a seed then gives the same set)")
    parser.add_argument("--out", default=None, metavar="FILE",
                        help="generate: write the set to FILE (rewritten after every match, "
                             "so a stopped run leaves what it found); default: print it")
    parser.add_argument("--resolve", type=bounded(0, MAX_RESOLVE), default=0, metavar="N",
                        help=f"verify: also ask Easy, Medium and Hard N puzzles again (spread "
                             f"over the set) and compare with their stored solve counts, 0 to "
                             f"{MAX_RESOLVE:,} (default 0)")
    args = parser.parse_args(argv)
    if args.action == "generate":
        if args.file is not None:
            return fail("fivesup-qt puzzles generate takes no FILE (--out FILE writes one)")
        return _generate(args.n, args.seed, args.open_share / 100, args.max_matches,
                         args.bot, args.out)
    puzzles = _read(args.file)
    if puzzles is None:
        return 2
    if args.action == "verify":
        return _verify(puzzles, args.resolve)
    sys.stdout.write(stats_text(puzzles))
    return 0


def _read(file: str | None) -> tuple[Puzzle, ...] | None:
    """The set at ``file`` (the shipped one when None), or None once the error is told."""
    from ..ai.puzzle import MAX_BYTES, PuzzleError, load_shipped, loads
    from ..reading import StorageError, one_line, read_text

    try:
        if file is None:
            return load_shipped()
        return loads(read_text(file, MAX_BYTES, "puzzle set"), one_line(file))
    except FileNotFoundError:
        fail(f"cannot read {one_line(file)}: the file does not exist")
    except StorageError as error:
        fail(f"cannot read {one_line(file)}: {error.problem}")
    except PuzzleError as error:
        fail(one_line(error, 400))
    return None


def _generate(n: int, seed: int, open_share: float, max_matches: int, bot: str,
              out: str | None) -> int:
    from ..ai.puzzle import dumps
    from ..ai.puzzles.generate import Harvest, harvest
    from ..atomic import write_atomic

    def progress(found: Harvest) -> None:
        sys.stderr.write(f"match {found.matches}: {len(found.open)} open, "
                         f"{len(found.counting)} counting, {found.decisions:,} decisions, "
                         f"{found.seconds:.0f} s\n")
        if out is not None:
            write_atomic(out, dumps(found.puzzles()).encode())

    found = harvest(n, seed, bot, open_share=open_share, max_matches=max_matches,
                    progress=progress)
    puzzles = found.puzzles()
    if out is None:
        sys.stdout.write(dumps(puzzles))
    else:
        write_atomic(out, dumps(puzzles).encode())
        sys.stdout.write(f"{count(len(puzzles), 'puzzle')} written to {out} from "
                         f"{count(found.matches, 'match', 'matches')} in "
                         f"{found.seconds:.0f} s\n")
    return 0


def _verify(puzzles: tuple[Puzzle, ...], resolve: int) -> int:
    from ..ai.puzzles.verify import check_set

    started = time.perf_counter()
    problems = check_set(puzzles, resolve)
    seconds = time.perf_counter() - started
    for problem in problems:
        sys.stderr.write(f"error: {problem}\n")
    if problems:
        sys.stderr.write(f"error: {count(len(problems), 'problem')} in "
                         f"{count(len(puzzles), 'puzzle')}\n")
        return 1
    kinds = Counter(p.kind for p in puzzles)
    sys.stdout.write(f"{count(len(puzzles), 'puzzle')} proved ({kinds['open']:,} open-hand "
                     f"by the exact search, {kinds['counting']:,} counting by the rules), "
                     f"no two the same position, in {seconds:.1f} s\n")
    return 0


def stats_text(puzzles: tuple[Puzzle, ...]) -> str:
    """The counts of a set and each level's solve rate by tier, as printed by ``stats``."""
    from ..ai.bots import bot_of, bot_title
    from ..ai.puzzle import DIFFICULTIES, LEVELS
    from ..ai.puzzles.difficulty import solve_rate

    lines = [f"{count(len(puzzles), 'puzzle')}"]
    groups: list[tuple[str, Counter[str]]] = [
        ("variant", Counter(p.variant.value for p in puzzles)),
        ("players", Counter(f"{p.players} players" for p in puzzles)),
        ("kind", Counter(p.kind for p in puzzles)),
        ("variant/kind", Counter(f"{p.variant.value}/{p.kind}" for p in puzzles)),
        ("goal", Counter(p.goal for p in puzzles)),
        ("theme", Counter(t for p in puzzles for t in p.themes)),
        ("difficulty", Counter(p.difficulty for p in puzzles)),
    ]
    for name, counter in groups:
        shown = ", ".join(f"{key} {n}" for key, n in sorted(counter.items()))
        lines.append(f"{name}: {shown}")
    # the rows are the computer players (the game's level names), the columns the
    # puzzles' tiers: both are called easy, medium and hard, so each says which it is
    lines.append("solve rate (solved/tries) of each computer player, by the puzzles' "
                 "difficulty tier:")
    for level in LEVELS:
        cells = []
        for tier in DIFFICULTIES:
            solved, tries = solve_rate(puzzles, level, tier)
            share = solved / tries if tries else 0.0
            cells.append(f"{tier} puzzles {solved}/{tries} = {share:.0%}")
        lines.append(f"  {bot_title(bot_of(level))} player: " + ", ".join(cells))
    return "\n".join(lines) + "\n"
