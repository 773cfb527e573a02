"""What a match equity table is (``Setup``: its setup, scores and budget) and how one is
built (``equity``, which reads them, has the list): every pair of scores plays its
rounds of greedy play, and the chain of rounds they make is solved by value iteration.
Run by ``python -m fivesup_qt.ai.equity --build-all DIR`` (``equity.main``)."""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path
from random import Random
from typing import Final, NamedTuple

from ..rules.match import Deal, Match
from ..rules.variants import DISPLAY_UNIT, TARGET, RuleSet
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
    target: int = TARGET  # raw: the match's target, the scores' ceiling

    @property
    def name(self) -> str:
        """``variant/sides``, and ``/target`` for a shorter target (``exact-61/2p/155``)."""
        base = f"{self.variant.value}/{self.sides}"
        return base if self.target == TARGET else f"{base}/{self.target}"


# Exact 61's last 50 points decide by which exact sums a round offers, not by a shift of
# the same rounds: neighbouring scores there are told apart by more rounds only.
NEAR: Final = 50


def size(setup: Setup) -> int:
    """Rows (and columns) of a setup's table: the scores from its floor to below the target."""
    return (setup.target - setup.floor) // STEP


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


def rounds_for(rounds: int, near_rounds: int, mine: int, theirs: int,
               target: int = TARGET) -> int:
    """A pair's budget: ``near_rounds`` with a side within NEAR of the target."""
    return near_rounds if max(mine, theirs) >= target - NEAR else rounds


def sample_rounds(setup: Setup, mine: int, theirs: int, rounds: int, seed: int) -> list[Outcome]:
    """Where ``rounds`` greedy rounds from the scores (``mine``, ``theirs``) lead: the
    first ``rounds`` of the pair's rounds in a table built from ``seed``."""
    return _play(setup, mine, theirs, round_deals(setup, rounds, seed))


def _play(setup: Setup, mine: int, theirs: int, deals: Rounds) -> list[Outcome]:
    n = size(setup)
    out: list[Outcome] = []
    for deal, play in deals:
        match = Match.from_deal(setup.variant, deal, seed=0, target=setup.target,
                                scores=[mine, theirs])
        greedy_playout(match, Random(play))
        out.append(outcome_of(setup, n, match))
    return out


def outcome_of(setup: Setup, n: int, match: Match) -> Outcome:
    """Where a played round left the match, as an ``Outcome``."""
    if match.winner is not None:
        return WON if match.winner == 0 else LOST
    a, b = match.scores
    if a >= setup.target or b >= setup.target:  # no winner: equal at the top, another round
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
        budget = rounds_for(rounds, near_rounds, mine, theirs, setup.target)
        row.append(_play(setup, mine, theirs, deals[:budget]))
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
    budgets = [rounds_for(rounds, near_rounds, floor + i * STEP, floor + j * STEP, setup.target)
               for i in range(n) for j in range(i, n)]
    return len(budgets), sum(budgets)


def write(setup: Setup, path: Path, rounds: int, near_rounds: int, seed: int,
          jobs: int) -> tuple[float, int]:
    """Build a setup's table into ``path``: (seconds taken, bytes written)."""
    start = time.perf_counter()
    values = build(setup, rounds, near_rounds, seed, jobs)
    seconds = time.perf_counter() - start
    data = {"format": FORMAT, "variant": setup.variant.value, "players": setup.players,
            "sides": setup.sides, "target": setup.target, "step": STEP, "floor": setup.floor,
            "playouts": "greedy; the same deals from every pair, each with the hands exchanged",
            "rounds": rounds, "near": NEAR, "near_rounds": near_rounds, "seed": seed,
            "table": values}
    text = json.dumps(data, separators=(",", ":")) + "\n"
    path.write_text(text, encoding="utf-8")
    return seconds, len(text.encode("utf-8"))
