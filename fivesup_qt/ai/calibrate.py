"""The calibration: each computer level's accuracy in the review, measured.

``python -m fivesup_qt.ai.calibrate --matches N --seed S --out FILE`` plays bot-against-
bot matches of every setup (each variant with two, three and four players), the levels
meeting in a round robin (``seat_levels``: each level against the same field), reviews
every seat's decisions (``review.review`` at ``review_deals`` deals) and writes each
level's mean accuracy per setup with its 95% interval (mean ± 1.96 standard errors over
the matches the level played: in each, the mean of its seats' accuracies, since
partners, and the two sides of a mirror match, are not independent measurements).
Hard and Expert think on a fixed number of deals (``hard:N``, ``expert:N``) rather than
the game's time limits, so the run is the same on any machine; the file names its seed,
budgets and run time.  ``calibration`` reads it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from itertools import pairwise
from multiprocessing import Pool
from pathlib import Path
from random import Random
from typing import Any, Final

from ..rules.match import Match
from ..rules.record import load_record, record_of
from ..rules.variants import PLAYER_COUNTS, SHIPPED, RuleSet, rule_set
from .accuracy import DECAY
from .bots import make_bot, play_out
from .calibration import FORMAT
from .judging import Judged
from .levels import LEVELS, title_of
from .review import DEFAULT_DEALS, review

Z95: Final = 1.96
INTERVAL: Final = ("mean of the level's accuracies over the matches it played (in each, the "
                   "mean of its seats') ± 1.96 standard errors")


def seat_levels(players: int, index: int) -> list[str]:
    """The level of each seat in match ``index``, partners alike.

    Two sides (two players, or teams) meet in a round robin, mirror matches included:
    match ``i`` sets level ``i`` against level ``i + i // 4`` (of ``LEVELS``, round), so
    every four matches seat each level once on each side and every sixteen set each level
    against each level, itself too, on both sides.  Every level then meets the same field
    of opponents, and its accuracy is not lifted or lowered by whom it happened to face
    (positions against a weak side are easier to read right).  Three players take the
    levels in turn, ``i``, ``i + 1``, ``i + 2``: in four matches each level meets each of
    the others twice."""
    n = len(LEVELS)
    if players == 3:
        return [LEVELS[(index + seat) % n].bot for seat in range(players)]
    first = index % n
    sides = (first, (first + index // n) % n)
    return [LEVELS[sides[seat % 2]].bot for seat in range(players)]


def play(variant: RuleSet, players: int, seed: int, index: int,
         bot_deals: int, expert_deals: int | None = None) -> tuple[dict[str, Any], list[str]]:
    """One bot-against-bot match: its record and each seat's level (Hard at ``bot_deals``
    deals a decision, Expert at ``expert_deals``, by default the same)."""
    levels = seat_levels(players, index)
    deals = {"hard": bot_deals, "expert": expert_deals or bot_deals}
    bots = [make_bot(f"{name}:{deals[name]}" if name in deals else name) for name in levels]
    match = Match.new(variant.value, players, seed=f"calibration:{seed}:{index}")
    rng = Random(f"calibration:{seed}:{index}:bots")
    play_out(match, bots, rng)
    return record_of(match), levels


def interval(values: list[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


MatchTask = tuple[RuleSet, int, int, int, int, int, int]


def reviewed_match(task: MatchTask) -> dict[str, tuple[float, int]]:
    """Play match ``index`` of a setup and review every seat: each level that played it
    with its accuracy over the match (the mean of its seats': partners, and both sides
    of a mirror match, are one measurement, not independent ones) and its decisions."""
    variant, players, seed, index, bot_deals, expert_deals, review_deals = task
    played, levels = play(variant, players, seed, index, bot_deals, expert_deals)
    record = load_record(played)
    seats: dict[str, list[float]] = {}
    decisions: dict[str, int] = {}
    for seat, name in enumerate(levels):
        reviewed = review(record, seat, review_deals, seed, judged=Judged())
        accuracy = reviewed.accuracy()
        decisions[name] = decisions.get(name, 0) + len(reviewed.decisions)
        if accuracy is not None:
            seats.setdefault(name, []).append(accuracy)
    return {name: (sum(values) / len(values), decisions[name])
            for name, values in seats.items()}


def calibrate(matches: int, seed: int, bot_deals: int, review_deals: int,
              setups: list[tuple[RuleSet, int, int]], log: Any = None,
              out_path: Path | None = None, expert_deals: int | None = None,
              jobs: int = 1) -> dict[str, Any]:
    """Play and review the matches of each setup (variant, players, matches; 0 matches:
    ``matches``), in ``jobs`` processes (the same accuracies whatever their number): the
    calibration's data, written to ``out_path`` after each setup."""
    start = time.perf_counter()
    expert_deals = expert_deals or bot_deals
    out: list[dict[str, Any]] = []
    data: dict[str, Any] = {
        "format": FORMAT, "seed": seed, "matches": 0,
        "bots": {"hard": f"hard:{bot_deals}", "expert": f"expert:{expert_deals}"},
        "bot_deals": bot_deals, "review_deals": review_deals, "decay": DECAY,
        "interval": INTERVAL, "seconds": 0, "setups": out}
    pool = Pool(jobs) if jobs > 1 else None
    try:
        for variant, players, count in setups:
            matches_here = count or matches
            tasks = [(variant, players, seed, index, bot_deals, expert_deals, review_deals)
                     for index in range(matches_here)]
            results = pool.imap(reviewed_match, tasks, chunksize=1) if pool is not None \
                else map(reviewed_match, tasks)
            per_level: dict[str, list[float]] = {level.bot: [] for level in LEVELS}
            decisions = {level.bot: 0 for level in LEVELS}
            for index, result in enumerate(results):
                for name, (accuracy, count_here) in result.items():
                    per_level[name].append(accuracy)
                    decisions[name] += count_here
                if log is not None:
                    print(f"{variant.value} {players}p match {index + 1}/{matches_here} "
                          f"({time.perf_counter() - start:.0f} s)", file=log, flush=True)
            out.append(_setup_row(variant, players, matches_here, per_level, decisions,
                                  time.perf_counter() - start))
            data["seconds"] = round(time.perf_counter() - start)
            data["matches"] = sum(setup["matches"] for setup in out)  # played in all
            if out_path is not None:  # a long run keeps what it has measured
                out_path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return data


def _setup_row(variant: RuleSet, players: int, matches: int,
               per_level: dict[str, list[float]], decisions: dict[str, int],
               seconds: float) -> dict[str, Any]:
    rows = []
    for level in LEVELS:
        values = per_level[level.bot]
        mean, low, high = interval(values) if values else (None, None, None)
        rows.append({"level": level.bot, "title": title_of(level.bot),
                     "accuracy": _round(mean), "low": _round(low), "high": _round(high),
                     "matches": len(values), "decisions": decisions[level.bot]})
    return {"variant": variant.value, "players": players, "matches": matches,
            "seconds": round(seconds), "levels": rows, "separated": separated(rows)}


def separated(levels: list[dict[str, Any]]) -> bool:
    """Each level's 95% interval lies wholly below the next level's (easiest first)."""
    return all(lower["high"] is not None and upper["low"] is not None
               and lower["high"] < upper["low"] for lower, upper in pairwise(levels))


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def setup_names() -> list[str]:
    return [f"{v.value}/{p}p" for v in SHIPPED for p in PLAYER_COUNTS]


def parse_setup(text: str) -> tuple[RuleSet, int, int]:
    """``five-up/2p`` or ``five-up/2p:40`` (40 matches of it): variant, players, matches
    (0: --matches)."""
    name, _, matches = text.partition(":")
    if name not in setup_names() or not (matches == "" or matches.isdigit()):
        raise argparse.ArgumentTypeError(
            f"{text!r}: expected one of {', '.join(setup_names())}, optionally :MATCHES")
    variant, _, players = name.partition("/")
    return rule_set(variant), int(players.rstrip("p")), int(matches or 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m fivesup_qt.ai.calibrate",
        description="Measure each computer level's accuracy in the review: bot-against-bot "
                    "matches of every setup, every seat reviewed, each level's mean accuracy "
                    "with its 95%% interval.")
    parser.add_argument("--matches", type=int, default=8, help="matches per setup")
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--bot-deals", type=int, default=160,
                        help="deals Hard and Expert look at per decision (hard:N, expert:N)")
    parser.add_argument("--expert-deals", type=int,
                        help="deals Expert looks at per decision, where it differs from Hard's "
                             "(the game's Expert sees about 600 in its 0.3 s on the pure engine)")
    parser.add_argument("--review-deals", type=int, default=DEFAULT_DEALS,
                        help="deals per decision of the review (default: the review's own, "
                             "%(default)s)")
    parser.add_argument("--setup", action="append", type=parse_setup,
                        help="a setup to calibrate, VARIANT/Np[:MATCHES] (repeatable; "
                             f"default: every setup: {', '.join(setup_names())})")
    parser.add_argument("--jobs", type=int, default=1,
                        help="matches played at once, one process each (the same accuracies "
                             "whatever the number)")
    parser.add_argument("--out", required=True, help="the JSON file to write")
    args = parser.parse_args(argv)
    setups = args.setup or [parse_setup(name) for name in setup_names()]
    data = calibrate(args.matches, args.seed, args.bot_deals, args.review_deals, setups,
                     log=sys.stderr, out_path=Path(args.out), expert_deals=args.expert_deals,
                     jobs=args.jobs)
    print(f"{args.out}: {len(setups)} setup(s), {data['seconds']} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
