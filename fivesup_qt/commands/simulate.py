"""``fivesup-qt simulate``: whole matches between bots, seeded, optionally in parallel.

Each match has its own seed (``S:i``), so the results do not depend on --jobs.
"""

from __future__ import annotations

import argparse
import json
import math
import signal
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import InvalidStateError, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

from ..ai.bots import bot_of, bot_title, make_bot, play_out
from ..reading import kind_of
from ..rules.match import Match
from ..rules.record import MAX_ROUNDS, dumps_record  # a match that long is abandoned
from ..rules.round import BLOCKED
from ..rules.settlement import scorers_of
from ..rules.variants import PLAYER_COUNTS, RuleSet, registered, rule_set, values
from ..seat_names import computer_names, scorer_name
from .command_line import Parser, bounded, computer_players_help, count, seed_option

# One process's share of the matches: (variant, players, seed, match indices, bots,
# swap, records folder, target).
Batch = tuple[str, int, int, range, list[str], bool, "str | None", "int | None"]

MAX_MATCHES = 100_000  # --matches at most (a summary keeps one result a match)
MAX_JOBS = 64  # --jobs at most


@dataclass
class MatchResult:
    index: int
    winner: int | None  # scorer, None when abandoned
    winner_bots: tuple[str, ...]  # the bots on the winning scorer's seats
    scores: list[int]
    rounds: int
    blocked: int
    points: int  # raw points of accepted placement and settlement gains


def record_name(index: int) -> str:
    """The file of match ``index`` under --records: a match record, named as the game
    names its saves (``*.fivesup.json``), so Open and the file manager know it."""
    return f"match-{index:05d}.fivesup.json"


def bot_name(name: str) -> str:
    """A bot as records and summaries' JSON name it (``ai.bots.bot_of``): a level's title
    stands for its bot (``Easy`` is ``random``), so ``seats`` holds the names
    docs/record-format.md lists; ValueError for a name nobody knows."""
    return bot_of(name)


def seat_bots(bots: list[str], players: int, index: int, swap: bool) -> list[str]:
    """Bots per seat, cycling the list; with --swap odd matches rotate the seats by one."""
    names = [bots[seat % len(bots)] for seat in range(players)]
    if swap and index % 2:
        names = names[-1:] + names[:-1]
    return names


def play_match(
    variant: str, players: int, seed: int, index: int, bots: list[str], swap: bool,
    records: str | None, target: int | None = None,
) -> MatchResult:
    names = seat_bots(bots, players, index, swap)
    seat_players = [make_bot(name) for name in names]
    match = Match.new(variant, players, seed=f"{seed}:{index}", target=target)
    rng = Random(f"{seed}:{index}:bots")
    play_out(match, seat_players, rng)
    if records:
        result = {"winner": match.winner, "scores": list(match.scores)}
        if match.winner is None:
            result["abandoned"] = True
        text = dumps_record(
            match,
            seats=[{"type": "bot", "level": name} for name in names],
            result=result,
            app="fivesup-qt simulate",
        )
        from ..atomic import write_atomic

        write_atomic(Path(records) / record_name(index), text.encode())
    winner_bots: tuple[str, ...] = ()
    if match.winner is not None:
        winner_bots = tuple(names[s] for s in match.scorers[match.winner])
    return MatchResult(
        index,
        match.winner,
        winner_bots,
        list(match.scores),
        len(match.rounds),
        sum(1 for rnd in match.rounds if rnd.end == BLOCKED),
        sum(e.points for e in match.events if e.accepted and e.points > 0),
    )


def _chunk(args: Batch) -> list[MatchResult]:
    variant, players, seed, indices, bots, swap, records, target = args
    return [play_match(variant, players, seed, i, bots, swap, records, target) for i in indices]


def run_matches(
    variant: str, players: int, matches: int, seed: int, bots: list[str], jobs: int = 1,
    swap: bool = False, records: str | None = None, target: int | None = None,
) -> Iterator[MatchResult]:
    """Yield the results in match order (computed in ``jobs`` processes)."""
    chunk = max(1, min(25, matches // (jobs * 4) or 1))
    batches: list[Batch] = [
        (variant, players, seed, range(start, min(matches, start + chunk)), bots, swap, records,
         target)
        for start in range(0, matches, chunk)
    ]
    if jobs <= 1:
        for batch in batches:
            yield from _chunk(batch)
        return
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_stopped_by_ctrl_c)
    workers = []
    try:
        chunks = pool.map(_chunk, batches)  # every worker started
        workers = list((getattr(pool, "_processes", None) or {}).values())
        for results in chunks:
            yield from results
    except BaseException as error:  # Ctrl+C (or the summary not wanted): the workers go
        threading.excepthook = _quiet_pool_manager
        for process in workers:
            process.terminate()
        pool.shutdown(cancel_futures=True)  # quick: its workers are gone
        if isinstance(error, BrokenProcessPool) and any(
                p.exitcode == -signal.SIGINT for p in workers):
            raise KeyboardInterrupt from None  # a worker heard Ctrl+C before this process
        raise
    pool.shutdown()


def _quiet_pool_manager(args: threading.ExceptHookArgs) -> None:
    """The pool's manager thread, finding its workers gone, marks the futures just
    cancelled as broken and Python 3.11 raises InvalidStateError there (fixed in 3.12):
    at Ctrl+C that traceback would follow the command's one line; anything else is told."""
    if not isinstance(args.exc_value, InvalidStateError):
        threading.__excepthook__(args)


def _stopped_by_ctrl_c() -> None:
    """A worker ends quietly at Ctrl+C (the terminal sends it to every process): the
    command itself says so in one line, no worker prints a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def share_interval(wins: int, n: int) -> tuple[float, float, float]:
    """The win share and its 95% Wilson interval."""
    if n == 0:
        return 0.0, 0.0, 0.0
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def _parser() -> Parser:
    """simulate's options."""
    parser = Parser(
        prog="fivesup-qt simulate",
        description="Play whole matches between computer players and print a summary: the "
                    "wins of each scorer (a seat, or a team of two with four players) with "
                    "95% intervals, rounds per match, blocked rounds, points per round.",
    )
    parser.add_argument("--variant", choices=values(), default="five-up",
                        help="the game: five-up or exact-61 (the originals), or block, draw "
                             "or all-fives (default five-up)")
    parser.add_argument("--players", type=bounded(min(PLAYER_COUNTS), max(PLAYER_COUNTS)),
                        default=2,
                        help="players at the table, 2, 3 or 4 (default 2)")
    shown = sorted({r.shown(t) for r in registered() for t in r.targets}, reverse=True)
    parser.add_argument("--target", type=bounded(min(shown), max(shown)), choices=shown,
                        help=f"what the matches are played to, shown points: {targets_help()}")
    parser.add_argument("--matches", type=bounded(1, MAX_MATCHES), default=100,
                        help=f"matches to play, 1 to {MAX_MATCHES:,} (default 100)")
    seed_option(parser, 1, "the seed (match i plays seed S:i)")
    parser.add_argument(
        "--bots", default="Easy",
        help=f"the computer players, one a seat, separated by commas and repeated for the "
             f"seats left over; each {computer_players_help(('greedy', 'expert-points'))} "
             "(default Easy)"
    )
    parser.add_argument("--records", metavar="DIR",
                        help="write every match as a match record into DIR, "
                             "match-00000.fivesup.json and on (made when missing)")
    parser.add_argument("--jobs", type=bounded(1, MAX_JOBS), default=1,
                        help=f"processes to use, 1 to {MAX_JOBS} (default 1)")
    parser.add_argument("--swap", action="store_true",
                        help="move the bots round the table by one seat every other match")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    return parser


def _target(parser: Parser, rules: RuleSet, shown: int | None) -> int:
    """The raw target of ``--target`` for the chosen game (its default when not given);
    another game's target is refused by name."""
    if shown is None:
        return rules.default_target
    if shown not in (rules.shown(t) for t in rules.targets):
        parser.error(f"argument --target: {rules.value} is played to "
                     f"{', '.join(str(rules.shown(t)) for t in rules.targets)}, not {shown}")
    return raw_target(rules, shown)


def main(argv: list[str]) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    rules = rule_set(args.variant)
    target = _target(parser, rules, args.target)
    bots = []
    for name in args.bots.split(","):
        if name.strip():
            try:
                bots.append(bot_name(name.strip()))  # DEALS within MAX_BOT_DEALS too
            except ValueError as error:
                parser.error(f"argument --bots: {error}")
    if not bots:
        parser.error("--bots names no computer player")
    if args.records:
        folder = Path(args.records)
        if folder.exists() and not folder.is_dir():
            parser.error(f"--records {args.records}: it is {kind_of(folder.stat().st_mode)}, "
                         "not a folder")
        folder.mkdir(parents=True, exist_ok=True)

    started = time.perf_counter()
    results: list[MatchResult] = []
    progress = sys.stderr.isatty() or args.matches >= 200
    last = started
    for result in run_matches(
        args.variant, args.players, args.matches, args.seed, bots, args.jobs, args.swap,
        args.records, target,
    ):
        results.append(result)
        now = time.perf_counter()
        if progress and (now - last > 2 or len(results) == args.matches):
            last = now
            print(f"\r{len(results):,} of {count(args.matches, 'match', 'matches')}, "
                  f"{now - started:.1f} s",
                  end="" if len(results) < args.matches else "\n", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - started
    summary = summarize(args, bots, results, seconds, target)
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print_summary(summary)
    return 0


def targets_help() -> str:
    """Each game's targets in shown points, its default first, games alike together."""
    games: dict[tuple[int, ...], list[str]] = {}
    for rules in registered():
        games.setdefault(tuple(rules.shown(t) for t in rules.targets), []).append(rules.value)
    return "; ".join(f"{', '.join(map(str, shown))} in {', '.join(names)} (default {shown[0]})"
                     for shown, names in games.items())


def raw_target(rules: RuleSet, shown: int) -> int:
    """The raw target of a shown one (--target 31: 155)."""
    return next(t for t in rules.targets if rules.shown(t) == shown)


def summarize(args: argparse.Namespace, bots: list[str], results: list[MatchResult],
              seconds: float, target: int) -> dict[str, Any]:
    n = len(results)
    scorers = 2 if args.players == 4 else args.players
    wins = [sum(1 for r in results if r.winner == s) for s in range(scorers)]
    by_bot: dict[str, int] = {}
    for r in results:
        for name in set(r.winner_bots):
            by_bot[name] = by_bot.get(name, 0) + 1
    rounds = sum(r.rounds for r in results)
    return {
        "variant": args.variant,
        "players": args.players,
        "target": target,
        "matches": n,
        "bots": bots,
        "swap": args.swap,
        "wins": wins,
        "shares": [share_interval(w, n) for w in wins],
        "wins_by_bot": {name: (*share_interval(w, n), w) for name, w in sorted(by_bot.items())},
        "abandoned": sum(1 for r in results if r.winner is None),
        "rounds_per_match": rounds / n,
        "blocked_rounds": sum(r.blocked for r in results),
        "rounds": rounds,
        "mean_points_per_round": sum(r.points for r in results) / rounds if rounds else 0.0,
        "seconds": seconds,
    }


def print_summary(s: dict[str, Any]) -> None:
    """The summary a person reads: the seats named as the window names a table of
    computers ('Computer 1', partners 'Computer 1 & Computer 3'), each with its players'
    level names."""
    players, bots, swap = s["players"], s["bots"], s["swap"]
    names = computer_names(players)
    # who sits where: every match, or with --swap the even matches, then the odd ones
    seating = [seat_bots(bots, players, index, swap) for index in ((0, 1) if swap else (0,))]
    rules = rule_set(s["variant"])
    to = "" if s["target"] == rules.default_target else f" to {rules.shown(s['target'])}"
    table = ", ".join(f"{name} {bot_title(bot)}" for name, bot in zip(names, seating[0]))
    moved = " (moved one seat every other match)" if swap else ""
    print(f"{count(s['matches'], 'match', 'matches')} of {s['variant']}{to}, {players} players: "
          f"{table}{moved}")
    for scorer, (wins, (share, low, high)) in enumerate(zip(s["wins"], s["shares"])):
        seats = scorers_of(players)[scorer]
        played = [", ".join(bot_title(sitting[seat]) for seat in seats) for sitting in seating]
        who = played[0] if len(set(played)) == 1 else f"{played[0]}; {played[1]} every other match"
        print(f"  {scorer_name(names, seats)} ({who}): {count(wins, 'win')}, {share:.1%} "
              f"(95% CI {low:.1%}-{high:.1%})")
    if len(s["wins_by_bot"]) > 1 or swap:
        for name, (share, low, high, wins) in s["wins_by_bot"].items():
            print(f"  {bot_title(name)}: {count(wins, 'win')}, {share:.1%} "
                  f"(95% CI {low:.1%}-{high:.1%})")
    if s["abandoned"]:
        print(f"  abandoned after {MAX_ROUNDS:,} rounds: {count(s['abandoned'], 'match', 'matches')}")
    print(f"rounds per match: {s['rounds_per_match']:.1f}")
    print(f"blocked rounds: {s['blocked_rounds']:,} of {s['rounds']:,}")
    raw = " raw" if rules.unit > 1 else ""  # Block's and Draw's points are shown as scored
    print(f"mean points per round: {s['mean_points_per_round']:.1f}{raw}")
    print(f"seconds: {s['seconds']:.2f}")
