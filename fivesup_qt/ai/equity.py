"""Match equity: the chance that a side wins the match from the scores at the start of
a round, for every setup with two sides.

A round's points are worth what they do to the chance of winning the match, not their
number: in Exact 61, a race to exactly 305, points past the target are refused whole;
in Five-Up, 20 points at 290 against 295 matter more than 20 at 0 against 0.  Expert
values a played-out round by the chance the scores it leaves give (``match_outcome``),
the match won or lost where it ended.

Setups with a table (``SETUPS``), each to the originals' target only:

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

Three players have no table (``applies`` is False, ``chance`` None): a three-score
table has 61 x 61 x 61 (Exact 61) to 81 x 81 x 81 (Five-Up) states, 61-81 times the
two-sided ones (whose builds take 3-5 minutes each), and a grid coarse enough to build
(steps of 20 raw) blurs the exact distance to 305 that Exact 61's table exists for.
Their chances come from a model fitted to simulated matches instead (``equity3``):
``chances`` gives every scorer's chance from all the scores in every setup, and
``match_outcome`` values three-player positions by it.  Expert's strength playing by
it is unmeasured, so Expert plays for points with three players.

Built by ``python -m fivesup_qt.ai.equity --build-all DIR`` (one table: ``--build
FILE --setup exact-61/2p``) and shipped as data (``resources/equity-*.json``, format
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
import time
from collections import Counter
from functools import cache
from importlib import resources
from pathlib import Path
from random import Random
from typing import Final, NamedTuple

from ..rules.match import Deal, Match
from ..rules.variants import DISPLAY_UNIT, EXACT_61, FIVE_UP, TARGET, RuleSet
from .equity3 import model, setup3_for
from .match_value import MATCH_WON
from .playout import greedy_playout

STEP: Final = DISPLAY_UNIT  # every score is a multiple of it
FORMAT: Final = "fivesup-equity/2"


class Setup(NamedTuple):
    """A setup with two sides and its table: the scores it covers and its budget."""

    variant: RuleSet
    players: int  # 2, or 4 in two teams
    sides: str  # "2p" or "teams": the key, with the variant, and the file's name
    floor: int  # the lowest score with a row of its own; lower scores read as it
    rounds: int  # the shipped budget: rounds played from every pair of scores ...
    near_rounds: int  # ... and from a pair with a side within NEAR of the target
    resource: str  # the file in fivesup_qt/resources


# Exact 61's last 50 points decide by which exact sums a round offers, not by a shift of
# the same rounds: neighbouring scores there are told apart by more rounds only.
NEAR: Final = 50

SETUPS: Final = (
    Setup(EXACT_61, 2, "2p", 0, 600, 2000, "equity-exact61-2p.json"),
    Setup(EXACT_61, 4, "teams", -25, 500, 1600, "equity-exact61-teams.json"),
    Setup(FIVE_UP, 2, "2p", -100, 800, 800, "equity-fiveup-2p.json"),
    Setup(FIVE_UP, 4, "teams", -100, 600, 600, "equity-fiveup-teams.json"),
)
_BY_PLAYERS: Final = {(s.variant, s.players): s for s in SETUPS}


def setup_for(variant: RuleSet, players: int, target: int = TARGET) -> Setup | None:
    """The setup whose table applies to a match, or None (three players, a house target)."""
    if target != TARGET:
        return None
    return _BY_PLAYERS.get((variant, players))


def setup_named(name: str) -> Setup:
    """A setup by its name, ``variant/sides`` (``exact-61/2p``, ``five-up/teams``)."""
    for setup in SETUPS:
        if name == f"{setup.variant.value}/{setup.sides}":
            return setup
    raise ValueError(f"no equity table for {name!r}")


def size(setup: Setup) -> int:
    """Rows (and columns) of a setup's table: the scores from its floor to below the target."""
    return (TARGET - setup.floor) // STEP


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
        if mine >= TARGET or theirs >= TARGET:  # only a winner, or a Five-Up tie
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
    if header != (setup.variant.value, setup.players, setup.floor, TARGET):
        raise ValueError(f"{name}: a table for {header}, not {setup}")
    rows = data["table"]
    n = size(setup)
    if len(rows) != n or any(len(row) != n for row in rows):
        raise ValueError(f"{name}: not {n}x{n}")
    return Table(setup, [[float(x) for x in row] for row in rows])


def applies(variant: RuleSet, players: int, target: int = TARGET) -> bool:
    """A table is shipped for the setup: two sides (2 players, or 4 in teams), the
    originals' target."""
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


# -- building a table -------------------------------------------------------------------
# Where a round leads: the first side won, the second won, a Five-Up tie at or above the
# target (another round between equal sides: 0.5), else the next state's index i·n + j.
Outcome = int
WON: Final = -1
LOST: Final = -2
TIE: Final = -3


Rounds = list[tuple[Deal, int]]  # (deal, seed of the play's choices among equal moves)


def round_deals(setup: Setup, rounds: int, seed: int) -> Rounds:
    """The rounds every pair of scores plays.  Every pair plays the same rounds (common
    random numbers), so neighbouring pairs differ by what their points do, not by their
    luck: the differences Expert reads are smooth (in Five-Up, where greedy play ignores
    the score, more points can never read as worse).  They come in twos, a deal and the
    same deal with the sides' hands and the lead exchanged, so that the rounds shared by
    every pair favour neither side.  Any slice of a table can be played again, round for
    round, from the seed its file names."""
    rng = Random(f"{seed}/{setup.variant.value}/{setup.sides}")
    out: Rounds = []
    for k in range(rounds):
        if k % 2 == 0:
            dealer = Match(setup.variant, setup.players, seed=rng.getrandbits(32))
            dealer.start_round()  # the leader by lot, the hands and the stock shuffled
            deal, play = dealer.deal_of(0), rng.getrandbits(32)
            out.append((deal, play))
        else:
            out.append((deal.rotated(1), play))  # one seat on: the other side's hands
    return out


def rounds_for(rounds: int, near_rounds: int, mine: int, theirs: int) -> int:
    """A pair's budget: ``near_rounds`` with a side within NEAR of the target."""
    return near_rounds if max(mine, theirs) >= TARGET - NEAR else rounds


def sample_rounds(setup: Setup, mine: int, theirs: int, rounds: int, seed: int) -> list[Outcome]:
    """Where ``rounds`` greedy rounds from the scores (``mine``, ``theirs``) lead: the
    first ``rounds`` of the pair's rounds in a table built from ``seed``."""
    return _play(setup, mine, theirs, round_deals(setup, rounds, seed))


def _play(setup: Setup, mine: int, theirs: int, deals: Rounds) -> list[Outcome]:
    n = size(setup)
    out: list[Outcome] = []
    for deal, play in deals:
        match = Match.from_deal(setup.variant, deal, seed=0, scores=[mine, theirs])
        greedy_playout(match, Random(play))
        out.append(outcome_of(setup, n, match))
    return out


def outcome_of(setup: Setup, n: int, match: Match) -> Outcome:
    """Where a played round left the match, as an ``Outcome``."""
    if match.winner is not None:
        return WON if match.winner == 0 else LOST
    a, b = match.scores
    if a >= TARGET or b >= TARGET:  # no winner: equal at the top, another round
        return TIE
    floor = setup.floor
    return max(a - floor, 0) // STEP * n + max(b - floor, 0) // STEP


def mirror(outcome: Outcome, n: int) -> Outcome:
    """The same outcome seen from the other side."""
    if outcome < 0:
        return LOST if outcome == WON else WON if outcome == LOST else TIE
    return outcome % n * n + outcome // n


def _sample_row(task: tuple[Setup, int, int, int, int]) -> list[list[Outcome]]:
    """Row ``i``'s pairs from the diagonal on: the mirrored pairs are not played."""
    setup, i, rounds, near_rounds, seed = task
    floor = setup.floor
    deals = round_deals(setup, max(rounds, near_rounds), seed)
    row = []
    for j in range(i, size(setup)):
        mine, theirs = floor + i * STEP, floor + j * STEP
        row.append(_play(setup, mine, theirs, deals[:rounds_for(rounds, near_rounds, mine, theirs)]))
    return row


def solve(samples: list[list[Outcome]], n: int, sweeps: int = 1000,
          tolerance: float = 1e-7) -> list[list[float]]:
    """The first side's chance in every state: value iteration over the sampled rounds
    (a round can leave the scores where they were, or lower them in Five-Up, so the
    chain has loops), states nearest the target first, then made symmetric: the chances
    of the two sides add up to one."""
    counted = [(state, len(outcomes), list(Counter(outcomes).items()))
               for state, outcomes in enumerate(samples)]
    counted.sort(key=lambda c: -(c[0] // n + c[0] % n))  # nearest the target first
    value = [0.5] * (n * n)
    for _ in range(sweeps):
        change = 0.0
        for state, count, outcomes in counted:
            total = 0.0
            for o, k in outcomes:
                total += k * (1.0 if o == WON else 0.0 if o == LOST else 0.5 if o == TIE
                              else value[o])
            new = total / count
            change = max(change, abs(new - value[state]))
            value[state] = new
        if change < tolerance:
            break
    return monotone([[(value[i * n + j] + 1.0 - value[j * n + i]) / 2 for j in range(n)]
                     for i in range(n)])


def monotone(values: list[list[float]]) -> list[list[float]]:
    """The chances made exactly monotone (never lower for more points of one's own,
    never higher for more of the other side's) and symmetric (the two sides' chances
    add up to one), rounded to 4 decimals: the sampled chain leaves a few cells of up
    to 0.0005 against the grain, which no table should show.  The lower triangle is
    raised to the running maximum down each column and each row's running minimum
    across (the upper triangle is its mirror), until nothing changes."""
    n = len(values)
    lower = [[round(values[i][j] * 10000) for j in range(n)] for i in range(n)]
    full = lower
    for _ in range(100):
        full = [[lower[i][j] if i > j else 5000 if i == j else 10000 - lower[j][i]
                 for j in range(n)] for i in range(n)]
        changed = False
        for j in range(n):  # down each column: never lower for more of one's own
            for i in range(1, n):
                if full[i][j] < full[i - 1][j]:
                    full[i][j] = full[i - 1][j]
                    changed = True
        for i in range(n):  # across each row: never higher for more of the other's
            for j in range(n - 2, -1, -1):
                if full[i][j] < full[i][j + 1]:
                    full[i][j] = full[i][j + 1]
                    changed = True
        lower = full
        if not changed:
            break
    return [[x / 10000 for x in row] for row in full]


def build(setup: Setup, rounds: int, near_rounds: int, seed: int,
          jobs: int) -> list[list[float]]:
    """Play every pair of scores' rounds (in ``jobs`` processes), mirror them onto the
    pairs not played, and solve the chain."""
    n = size(setup)
    tasks = [(setup, i, rounds, near_rounds, seed) for i in range(n)]
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:  # the longest rows first, one at a time: even loads
            rows = list(pool.imap(_sample_row, tasks, chunksize=1))
    else:
        rows = [_sample_row(task) for task in tasks]
    samples: list[list[Outcome]] = [[] for _ in range(n * n)]
    for i, row in enumerate(rows):
        for j, outcomes in enumerate(row, start=i):
            mirrored = [mirror(o, n) for o in outcomes]
            if i == j:  # the pair is its own mirror: both views, so exactly even
                samples[i * n + i] = outcomes + mirrored
            else:
                samples[i * n + j] = outcomes
                samples[j * n + i] = mirrored
    return solve(samples, n)


def played(setup: Setup, rounds: int, near_rounds: int) -> tuple[int, int]:
    """The pairs a build plays and the rounds it plays in all."""
    n, floor = size(setup), setup.floor
    budgets = [rounds_for(rounds, near_rounds, floor + i * STEP, floor + j * STEP)
               for i in range(n) for j in range(i, n)]
    return len(budgets), sum(budgets)


def write(setup: Setup, path: Path, rounds: int, near_rounds: int, seed: int,
          jobs: int) -> tuple[float, int]:
    """Build a setup's table into ``path``: (seconds taken, bytes written)."""
    start = time.perf_counter()
    values = build(setup, rounds, near_rounds, seed, jobs)
    seconds = time.perf_counter() - start
    data = {"format": FORMAT, "variant": setup.variant.value, "players": setup.players,
            "sides": setup.sides, "target": TARGET, "step": STEP, "floor": setup.floor,
            "playouts": "greedy; the same deals from every pair, each with the hands exchanged",
            "rounds": rounds, "near": NEAR, "near_rounds": near_rounds, "seed": seed,
            "table": values}
    text = json.dumps(data, separators=(",", ":")) + "\n"
    path.write_text(text, encoding="utf-8")
    return seconds, len(text.encode("utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m fivesup_qt.ai.equity",
        description="Build the match equity tables (the chance of winning from every pair "
                    "of scores) of the setups with two sides.")
    todo = parser.add_mutually_exclusive_group(required=True)
    todo.add_argument("--build", metavar="FILE", help="build one table (--setup) into FILE")
    todo.add_argument("--build-all", metavar="DIR",
                      help="build every table into DIR, under its shipped name")
    names = [f"{s.variant.value}/{s.sides}" for s in SETUPS]
    parser.add_argument("--setup", choices=names, default=names[0],
                        help="the table --build makes (default: %(default)s)")
    parser.add_argument("--rounds", type=int, default=None,
                        help="rounds played from every pair of scores (even), and the same "
                             "share more near the target (default: each table's shipped budget)")
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if args.rounds is not None and (args.rounds < 2 or args.rounds % 2):
        parser.error("--rounds must be even: every deal is played twice, the hands exchanged")
    if args.build is not None:
        plan = [(setup_named(args.setup), Path(args.build))]
    else:
        folder = Path(args.build_all)
        folder.mkdir(parents=True, exist_ok=True)
        plan = [(setup, folder / setup.resource) for setup in SETUPS]
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
