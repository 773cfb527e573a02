"""Match equity in two-player Exact 61: the chance that a scorer wins the match from
the scores at the start of a round.

Exact 61 is a race to exactly 305: points past the target are refused whole, so a
round's points are worth what they do to the chance of finishing first, not their
number.  Expert plays for this chance: a played-out round is valued by the equity of
the scores it leaves (``chance``), the match won or lost where it ended.

The table is built once by ``python -m fivesup_qt.ai.equity --build`` and shipped as
data (``resources/equity-exact61-2p.json``): from every pair of scores (multiples of 5
up to 300) it plays ``--rounds`` rounds of greedy play (the players of Hard's
playouts), leader by lot, and solves the resulting chain of rounds by value iteration;
the two seats' chances are made to add up to one.
"""

from __future__ import annotations

import argparse
import json
import sys
from functools import cache
from importlib import resources
from random import Random

from ..rules.match import Match
from ..rules.variants import DISPLAY_UNIT, TARGET, Variant
from .match_value import MATCH_WON
from .playout import greedy_playout

STEP = DISPLAY_UNIT  # every score is a multiple of it
SIZE = TARGET // STEP  # scores 0, 5, ..., 300: a round starts below the target
RESOURCE = "equity-exact61-2p.json"
FORMAT = "fivesup-equity/1"

Table = list[list[float]]


def _index(score: int) -> int:
    """A score's row or column (a score below 0, possible only with partners, as 0)."""
    return min(max(score, 0) // STEP, SIZE - 1)


@cache
def table() -> Table:
    """The shipped table: ``table()[i][j]``, the chance that the scorer at ``5 i`` wins
    against the one at ``5 j``."""
    text = resources.files("fivesup_qt").joinpath("resources").joinpath(RESOURCE).read_text("utf-8")
    data = json.loads(text)
    if data.get("format") != FORMAT:
        raise ValueError(f"{RESOURCE}: not {FORMAT}")
    rows = data["table"]
    if len(rows) != SIZE or any(len(row) != SIZE for row in rows):
        raise ValueError(f"{RESOURCE}: not {SIZE}x{SIZE}")
    return [[float(x) for x in row] for row in rows]


def chance(mine: int, theirs: int) -> float:
    """The chance of winning from ``mine`` against ``theirs`` at a round's start."""
    return table()[_index(mine)][_index(theirs)]


def applies(variant: Variant, players: int, target: int = TARGET) -> bool:
    """The table is for two-player Exact 61 to the originals' target."""
    return variant is Variant.EXACT_61 and players == 2 and target == TARGET


def match_outcome(match: Match, scorer: int, before: list[int]) -> float:
    """A played-out position on ``match_value.outcome``'s scale, valued by the match: won or
    lost where it ended (±MATCH_WON), else the equity of the scores the round left,
    MATCH_WON·(2p − 1)."""
    if match.winner is not None:
        return MATCH_WON if match.winner == scorer else -MATCH_WON
    return MATCH_WON * (2.0 * chance(match.scores[scorer], match.scores[1 - scorer]) - 1.0)


# -- building the table ---------------------------------------------------------------
Outcome = int  # -1: the first scorer won, -2: the second, else the next state's index


def _state(i: int, j: int) -> int:
    return i * SIZE + j


def sample_rounds(i: int, j: int, rounds: int, seed: int) -> list[Outcome]:
    """Where ``rounds`` greedy rounds from scores (5 i, 5 j) lead."""
    rng = Random(seed)
    out: list[Outcome] = []
    for _ in range(rounds):
        match = Match(Variant.EXACT_61, 2, seed=rng.getrandbits(32))
        match.scores = [i * STEP, j * STEP]
        match.start_round()
        greedy_playout(match, rng)
        if match.winner is not None:
            out.append(-1 - match.winner)
        else:
            a, b = match.scores
            out.append(_state(_index(a), _index(b)))
    return out


def _sample_row(args: tuple[int, int, int]) -> list[list[Outcome]]:
    i, rounds, seed = args
    return [sample_rounds(i, j, rounds, seed * 1_000_003 + i * SIZE + j) for j in range(SIZE)]


def solve(samples: list[list[Outcome]], sweeps: int = 500, tolerance: float = 1e-7) -> Table:
    """The first scorer's chance in every state: value iteration over the sampled
    rounds (a round can leave the scores where they were, so the chain has loops),
    states nearest the target first, then made symmetric: the chances of the two seats
    add up to one."""
    from collections import Counter

    counted = [(state, len(outcomes), Counter(outcomes).items())
               for state, outcomes in enumerate(samples)]
    counted.sort(key=lambda c: -(c[0] // SIZE + c[0] % SIZE))  # nearest the target first
    value = [0.5] * (SIZE * SIZE)
    for _ in range(sweeps):
        change = 0.0
        for state, n, outcomes in counted:
            total = 0.0
            for o, k in outcomes:
                total += k * (1.0 if o == -1 else 0.0 if o == -2 else value[o])
            new = total / n
            change = max(change, abs(new - value[state]))
            value[state] = new
        if change < tolerance:
            break
    return [[round((value[_state(i, j)] + 1.0 - value[_state(j, i)]) / 2, 4)
             for j in range(SIZE)] for i in range(SIZE)]


def build(rounds: int, seed: int, jobs: int) -> Table:
    """Sample every state's rounds (in ``jobs`` processes) and solve the chain."""
    tasks = [(i, rounds, seed) for i in range(SIZE)]
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            rows = pool.map(_sample_row, tasks)
    else:
        rows = [_sample_row(task) for task in tasks]
    return solve([outcomes for row in rows for outcomes in row])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fivesup_qt.ai.equity",
                                     description="Build the two-player Exact 61 equity table.")
    parser.add_argument("--build", metavar="FILE", required=True, help="where to write it")
    parser.add_argument("--rounds", type=int, default=1000, help="rounds sampled per state")
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    data = {"format": FORMAT, "rounds": args.rounds, "seed": args.seed,
            "table": build(args.rounds, args.seed, args.jobs)}
    with open(args.build, "w", encoding="utf-8") as out:
        json.dump(data, out, separators=(",", ":"))
        out.write("\n")
    print(f"wrote {args.build}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
