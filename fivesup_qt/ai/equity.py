"""Match equity: the chance that a side wins the match from the scores at the start of
a round, for every setup with two sides.

A round's points are worth what they do to the chance of winning the match, not their
number: in Exact 61, a race to exactly 305, points past the target are refused whole;
in Five-Up, 20 points at 290 against 295 matter more than 20 at 0 against 0.  Expert
values a played-out round by the chance the scores it leaves give (``match_outcome``),
the match won or lost where it ended.

Setups with a table (``SETUPS``), each to every target a match may be played to (305,
205 and 155 raw: 61, 41 and 31 shown):

- Exact 61 and Five-Up with two players;
- Exact 61 and Five-Up with four players in two teams.  Partners share one score (the
  match keeps one score per team, ``Match.scores[0]`` for seats 0 and 2), so a team's
  chance is read from its score against the other team's, as two players'.

What a table holds: ``values[i][j]``, the chance of the side at ``floor + 5 i`` against
the side at ``floor + 5 j``, for every score from the setup's floor to the last one
below the target.  Who leads the round is averaged over (the table's rounds are led by
lot), so the two sides are interchangeable: the two chances add up to one and equal
scores give 0.5.  Scores a table has no row for are read by the rules, not the table:

- at or above the target (a round ends there only in Five-Up, and only when the two top
  scores are equal, which plays another round): equal scores are 0.5, and a side at or
  above the target and ahead has won (1.0; at a round's end it is the winner).
- below the floor: read as the floor (a side that low has a small chance either way).

Floors, from 3,000 greedy matches of each setup (22,000-66,000 round starts):
Exact 61 with two players never goes below 0 (no hand is ever deducted); with teams a
domino's partner hand is subtracted, and the lowest round start seen was -30 (0.002%
below -25): floor -25.  In Five-Up every hand is deducted: two players' round starts
went as low as -170, 0.044% of them below -100 (0.5% of matches ever get there); teams
went to -105, 0.001% below -100: floor -100 for both.

A setup is asked for by (rule set, players, target): any other rule set, player count or
target has none (``setup_for`` gives None).  Three players have no table (``applies``
is False, ``chance`` None): a three-score table has 61 x 61 x 61 (Exact 61) to 81 x 81
x 81 (Five-Up) states at 305, 61-81 times the two-sided ones (whose builds take 3-5
minutes each), and a grid coarse enough to build (steps of 20 raw) blurs the exact
distance to the target that Exact 61's table exists for.
Their chances come from a model fitted to simulated matches instead (``equity3``):
``chances`` gives every scorer's chance from all the scores in every setup, and
``match_outcome`` values three-player positions by it.  Expert's strength playing by
it is unmeasured, so Expert plays for points with three players.

Built by ``python -m fivesup_qt.ai.equity --build-all DIR`` (one target's: ``--target
155``; one table: ``--build FILE --setup exact-61/2p/155``; the builder is
``equity_build``) and shipped as data (``resources/equity-*.json``, format
``fivesup-equity/2``, which names its budget and seed): from every pair of scores it
plays the setup's ``rounds`` rounds of greedy play (the players of Hard's playouts),
leader by lot, ``near_rounds`` where a side is within 50 of the target (Exact 61's finish
is told apart by more rounds only), and solves the resulting chain of rounds by value
iteration.  Every pair plays the same rounds (common random numbers: smooth differences
between neighbouring scores; each deal twice, the sides' hands exchanged, so that they
favour neither side), and a pair and its mirror share theirs (seen from the other side),
so only half the pairs are played.
"""

from __future__ import annotations

import argparse
import json
import sys
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Final

from ..rules.match import Match
from ..rules.variants import EXACT_61, FIVE_UP, TARGET, TARGETS, RuleSet
from .equity3 import model, setup3_for
from .equity_build import FORMAT, NEAR, STEP, Setup, size
from .match_value import MATCH_WON

# The originals' target's four (their files named as ever), then each shorter target's,
# with the same floors and budgets: the file names gain the target (``-155``).
_AT_TARGET: Final = (
    Setup(EXACT_61, 2, "2p", 0, 600, 2000, "equity-exact61-2p.json"),
    Setup(EXACT_61, 4, "teams", -25, 500, 1600, "equity-exact61-teams.json"),
    Setup(FIVE_UP, 2, "2p", -100, 800, 800, "equity-fiveup-2p.json"),
    Setup(FIVE_UP, 4, "teams", -100, 600, 600, "equity-fiveup-teams.json"),
)
SETUPS: Final = _AT_TARGET + tuple(
    s._replace(target=t, resource=s.resource.replace(".json", f"-{t}.json"))
    for t in TARGETS if t != TARGET for s in _AT_TARGET)
_BY_KEY: Final = {(s.variant, s.players, s.target): s for s in SETUPS}


def setup_for(variant: RuleSet, players: int, target: int = TARGET) -> Setup | None:
    """The setup whose table applies to a match, or None (three players, another rule
    set, a target without a table)."""
    return _BY_KEY.get((variant, players, target))


def setup_named(name: str) -> Setup:
    """A setup by its name (``exact-61/2p``, ``five-up/teams/155``)."""
    for setup in SETUPS:
        if name == setup.name:
            return setup
    raise ValueError(f"no equity table for {name!r}")


class Table:
    """A setup's table of chances, read with ``chance``."""

    def __init__(self, setup: Setup, values: list[list[float]]) -> None:
        self.setup = setup
        self.values = values
        self.size = size(setup)

    def index(self, score: int) -> int:
        """A score's row or column (below the floor: the floor's)."""
        return min(max(score - self.setup.floor, 0) // STEP, self.size - 1)

    def chance(self, mine: int, theirs: int) -> float:
        """The chance of winning from ``mine`` against ``theirs`` at a round's start (or
        a round's end, which is the next round's start)."""
        target = self.setup.target
        if mine >= target or theirs >= target:  # only a winner, or a Five-Up tie
            return 0.5 if mine == theirs else 1.0 if mine > theirs else 0.0
        return self.values[self.index(mine)][self.index(theirs)]


@cache
def table(setup: Setup) -> Table:
    """A setup's shipped table, read once."""
    name = setup.resource
    text = resources.files("fivesup_qt").joinpath("resources").joinpath(name).read_text("utf-8")
    data = json.loads(text)
    if data.get("format") != FORMAT:
        raise ValueError(f"{name}: not {FORMAT}")
    header = (data.get("variant"), data.get("players"), data.get("floor"), data.get("target"))
    if header != (setup.variant.value, setup.players, setup.floor, setup.target):
        raise ValueError(f"{name}: a table for {header}, not {setup}")
    rows = data["table"]
    n = size(setup)
    if len(rows) != n or any(len(row) != n for row in rows):
        raise ValueError(f"{name}: not {n}x{n}")
    return Table(setup, [[float(x) for x in row] for row in rows])


def applies(variant: RuleSet, players: int, target: int = TARGET) -> bool:
    """A table is shipped for the setup: Exact 61 or Five-Up, two sides (2 players, or 4
    in teams), any of their targets."""
    return setup_for(variant, players, target) is not None


def chance(variant: RuleSet, players: int, mine: int, theirs: int,
           target: int = TARGET) -> float | None:
    """The chance that the side at ``mine`` wins against the side at ``theirs`` from a
    round's start (team scores with partners); None when no table applies."""
    setup = setup_for(variant, players, target)
    return None if setup is None else table(setup).chance(mine, theirs)


def chances(variant: RuleSet, players: int, scores: list[int],
            target: int = TARGET) -> list[float] | None:
    """Every scorer's chance of winning the match from ``scores`` (one a scorer: two
    players, two teams, or three players) at a round's start, adding up to one: the
    table's with two sides, the fitted model's (``equity3``) with three; None for a
    house target."""
    setup = setup_for(variant, players, target)
    if setup is not None:
        p = table(setup).chance(scores[0], scores[1])
        return [p, 1.0 - p]
    setup3 = setup3_for(variant, players, target)
    return None if setup3 is None else model(setup3).chances(list(scores))


def match_outcome(match: Match, scorer: int, before: list[int]) -> float:
    """A played-out position on ``match_value.outcome``'s scale, valued by the match: won or
    lost where it ended (±MATCH_WON), else the chance of the scores the round left,
    MATCH_WON·(2p − 1); with partners ``scorer`` is a team, against the other team; with
    three players p is the fitted model's (``equity3``)."""
    if match.winner is not None:
        return MATCH_WON if match.winner == scorer else -MATCH_WON
    setup = setup_for(match.variant, match.players, match.target)
    if setup is not None:
        p = table(setup).chance(match.scores[scorer], match.scores[1 - scorer])
    else:
        found = chances(match.variant, match.players, match.scores, match.target)
        if found is None:
            raise ValueError(f"no win chances for {match.variant.value} with {match.players} "
                             f"players to {match.target}")
        p = found[scorer]
    return MATCH_WON * (2.0 * p - 1.0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m fivesup_qt.ai.equity",
        description="Build the match equity tables (the chance of winning from every pair "
                    "of scores) of the setups with two sides.")
    todo = parser.add_mutually_exclusive_group(required=True)
    todo.add_argument("--build", metavar="FILE", help="build one table (--setup) into FILE")
    todo.add_argument("--build-all", metavar="DIR",
                      help="build every table into DIR, under its shipped name")
    names = [s.name for s in SETUPS]
    parser.add_argument("--setup", choices=names, default=names[0],
                        help="the table --build makes (default: %(default)s)")
    parser.add_argument("--target", type=int, choices=TARGETS, default=None,
                        help="--build-all builds this target's tables only (raw; default: all)")
    parser.add_argument("--rounds", type=int, default=None,
                        help="rounds played from every pair of scores (even), and the same "
                             "share more near the target (default: each table's shipped budget)")
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    from .equity_build import played, write

    if args.rounds is not None and (args.rounds < 2 or args.rounds % 2):
        parser.error("--rounds must be even: every deal is played twice, the hands exchanged")
    if args.build is not None:
        plan = [(setup_named(args.setup), Path(args.build))]
    else:
        folder = Path(args.build_all)
        folder.mkdir(parents=True, exist_ok=True)
        plan = [(setup, folder / setup.resource) for setup in SETUPS
                if args.target in (None, setup.target)]
    total = 0.0
    for setup, path in plan:
        rounds, near_rounds = setup.rounds, setup.near_rounds
        if args.rounds is not None:
            rounds, near_rounds = args.rounds, args.rounds * near_rounds // setup.rounds
        seconds, written = write(setup, path, rounds, near_rounds, args.seed, args.jobs)
        total += seconds
        n = size(setup)
        pairs, all_rounds = played(setup, rounds, near_rounds)
        near = f", {near_rounds} within {NEAR} of the target" if near_rounds != rounds else ""
        print(f"{path}: {n} x {n} scores from {setup.floor}, {rounds} rounds from each of "
              f"{pairs} pairs{near} ({all_rounds:,} rounds), {seconds:.0f} s, "
              f"{written:,} bytes", file=sys.stderr)
    print(f"{len(plan)} table(s) in {total:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
