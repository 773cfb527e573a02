"""The level an accuracy corresponds to: the computer levels' own accuracies, measured.

``python -m fivesup_qt.ai.calibration --matches N --seed S --out FILE`` plays bot-against-
bot matches of every setup (each variant with two, three and four players), the levels
taking the seats in turn (match ``i`` seats level ``i``, ``i + 1``, ... of ``LEVELS``,
partners at one level), reviews every seat's decisions (``review.review`` at
``review_deals`` deals) and writes each level's mean accuracy per setup with its 95%
interval (mean ± 1.96 standard errors over the level's player-matches: one seat's
accuracy over one match).  Hard and Expert think on a fixed number of deals
(``hard:N``, ``expert:N``) rather than the game's time limits, so the run is the same
on any machine; the file names its seed, budgets and run time.

The shipped file (``resources/calibration.json``) is read by ``level_of``: "accuracy
86%: between Hard (83%) and Expert (89%)".
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from random import Random
from typing import Any, Final

from ..rules.match import Match
from ..rules.observation import observe
from ..rules.record import MAX_ROUNDS, load_record, record_of
from ..rules.variants import PLAYER_COUNTS, Variant
from .levels import LEVELS, title_of

DEFAULT_DEALS: Final = 300  # review.DEFAULT_DEALS (review imports this module: not imported)

FORMAT: Final = "fivesup-calibration/1"
RESOURCE: Final = "calibration.json"
Z95: Final = 1.96


@dataclass(frozen=True)
class Mark:
    """A level's place on the accuracy scale: its mean accuracy and 95% interval."""

    level: str  # the bot name (levels.LEVELS): random, medium, hard, expert
    title: str  # its English title: Easy, Medium, Hard, Expert
    accuracy: float
    low: float
    high: float

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "title": self.title, "accuracy": round(self.accuracy, 1)}


@dataclass(frozen=True)
class Place:
    """Where an accuracy falls among the levels': the level at or below it with the
    highest accuracy and the next level above it (None past either end)."""

    accuracy: float
    below: Mark | None
    above: Mark | None

    def to_json(self) -> dict[str, Any]:
        return {"accuracy": round(self.accuracy, 1),
                "below": None if self.below is None else self.below.to_json(),
                "above": None if self.above is None else self.above.to_json()}


def load(text: str) -> dict[str, Any]:
    """A calibration file's data, its format checked."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not {FORMAT}")
    return data


@cache
def shipped() -> dict[str, Any]:
    """The shipped calibration, read once."""
    text = resources.files("fivesup_qt").joinpath("resources").joinpath(RESOURCE) \
        .read_text("utf-8")
    return load(text)


def marks(variant: Variant, players: int, data: dict[str, Any] | None = None) -> list[Mark]:
    """The levels' marks of a setup, lowest accuracy first ([] when not calibrated)."""
    for setup in (data or shipped())["setups"]:
        if setup["variant"] == variant.value and setup["players"] == players:
            found = [Mark(lv["level"], lv["title"], lv["accuracy"], lv["low"], lv["high"])
                     for lv in setup["levels"] if lv["accuracy"] is not None]
            return sorted(found, key=lambda m: m.accuracy)
    return []


def level_of(accuracy: float, variant: Variant, players: int,
             data: dict[str, Any] | None = None) -> Place | None:
    """The levels around ``accuracy`` in the setup (None when it is not calibrated)."""
    found = marks(variant, players, data)
    if not found:
        return None
    below = [m for m in found if m.accuracy <= accuracy]
    above = [m for m in found if m.accuracy > accuracy]
    return Place(accuracy, below[-1] if below else None, above[0] if above else None)


# -- measuring ----------------------------------------------------------------------------
def seat_levels(players: int, index: int) -> list[str]:
    """The level of each seat in match ``index``: the levels in turn, partners alike."""
    n = len(LEVELS)
    sides = 2 if players == 4 else players
    return [LEVELS[(index + seat % sides) % n].bot for seat in range(players)]


def play(variant: Variant, players: int, seed: int, index: int,
         bot_deals: int) -> tuple[dict[str, Any], list[str]]:
    """One bot-against-bot match: its record and each seat's level."""
    from .bots import make_bot

    levels = seat_levels(players, index)
    bots = [make_bot(f"{name}:{bot_deals}" if name in ("hard", "expert") else name)
            for name in levels]
    match = Match.new(variant.value, players, seed=f"calibration:{seed}:{index}")
    rng = Random(f"calibration:{seed}:{index}:bots")
    while not match.is_over and len(match.rounds) <= MAX_ROUNDS:
        if match.round.is_over:
            if len(match.rounds) == MAX_ROUNDS:
                break
            match.start_round()
            continue
        seat = match.turn
        match.push(bots[seat].choose(observe(match, seat), rng))
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


def calibrate(matches: int, seed: int, bot_deals: int, review_deals: int,
              setups: list[tuple[Variant, int, int]], log: Any = None,
              out_path: Path | None = None) -> dict[str, Any]:
    """Play and review the matches of each setup (variant, players, matches; 0 matches:
    ``matches``): the calibration's data, written to ``out_path`` after each setup."""
    from .accuracy import DECAY
    from .judging import Judged
    from .review import review

    start = time.perf_counter()
    out: list[dict[str, Any]] = []
    data: dict[str, Any] = {
        "format": FORMAT, "seed": seed, "matches": matches,
        "bots": {"hard": f"hard:{bot_deals}", "expert": f"expert:{bot_deals}"},
        "bot_deals": bot_deals, "review_deals": review_deals, "decay": DECAY,
        "interval": "mean of the player-matches' accuracies ± 1.96 standard errors",
        "seconds": 0, "setups": out}
    for variant, players, count in setups:
        matches_here = count or matches
        per_level: dict[str, list[float]] = {level.bot: [] for level in LEVELS}
        decisions = {level.bot: 0 for level in LEVELS}
        for index in range(matches_here):
            played, levels = play(variant, players, seed, index, bot_deals)
            record = load_record(played)
            for seat, name in enumerate(levels):
                reviewed = review(record, seat, review_deals, seed, judged=Judged())
                accuracy = reviewed.accuracy()
                if accuracy is not None:
                    per_level[name].append(accuracy)
                    decisions[name] += len(reviewed.decisions)
            if log is not None:
                print(f"{variant.value} {players}p match {index + 1}/{matches_here} "
                      f"({time.perf_counter() - start:.0f} s)", file=log, flush=True)
        rows = []
        for level in LEVELS:
            values = per_level[level.bot]
            mean, low, high = interval(values) if values else (None, None, None)
            rows.append({"level": level.bot, "title": title_of(level.bot),
                         "accuracy": _round(mean), "low": _round(low), "high": _round(high),
                         "matches": len(values), "decisions": decisions[level.bot]})
        out.append({"variant": variant.value, "players": players, "matches": matches_here,
                    "seconds": round(time.perf_counter() - start), "levels": rows})
        data["seconds"] = round(time.perf_counter() - start)
        if out_path is not None:  # a long run keeps what it has measured
            out_path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return data


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def setup_names() -> list[str]:
    return [f"{v.value}/{p}p" for v in Variant for p in PLAYER_COUNTS]


def parse_setup(text: str) -> tuple[Variant, int, int]:
    """``five-up/2p`` or ``five-up/2p:40`` (40 matches of it): variant, players, matches
    (0: --matches)."""
    name, _, matches = text.partition(":")
    if name not in setup_names() or not (matches == "" or matches.isdigit()):
        raise argparse.ArgumentTypeError(
            f"{text!r}: expected one of {', '.join(setup_names())}, optionally :MATCHES")
    variant, _, players = name.partition("/")
    return Variant.parse(variant), int(players.rstrip("p")), int(matches or 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m fivesup_qt.ai.calibration",
        description="Measure each computer level's accuracy in the review: bot-against-bot "
                    "matches of every setup, every seat reviewed, each level's mean accuracy "
                    "with its 95%% interval.")
    parser.add_argument("--matches", type=int, default=8, help="matches per setup")
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--bot-deals", type=int, default=160,
                        help="deals Hard and Expert look at per decision (hard:N, expert:N)")
    parser.add_argument("--review-deals", type=int, default=DEFAULT_DEALS,
                        help="deals per decision of the review (default: the review's own, "
                             "%(default)s)")
    parser.add_argument("--setup", action="append", type=parse_setup,
                        help="a setup to calibrate, VARIANT/Np[:MATCHES] (repeatable; "
                             f"default: every setup: {', '.join(setup_names())})")
    parser.add_argument("--out", required=True, help="the JSON file to write")
    args = parser.parse_args(argv)
    setups = args.setup or [parse_setup(name) for name in setup_names()]
    data = calibrate(args.matches, args.seed, args.bot_deals, args.review_deals, setups,
                     log=sys.stderr, out_path=Path(args.out))
    print(f"{args.out}: {len(setups)} setup(s), {data['seconds']} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
