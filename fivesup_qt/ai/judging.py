"""The review's search: Expert's valuation of every legal move, with the work a review
can skip left out.

It samples the same deals and plays the same playouts as ``ExpertBot.evaluate`` (the
same generator, drawn in the same order), and saves work in three ways:

- Moves of one kind (``endgame.kind_of``: the same tile on interchangeable points) lead
  to positions the rest of the round cannot tell apart; one of them is played out and
  the others get its value.  A decision whose moves are all of one kind is then one
  playout per deal, and its moves are valued exactly equal (they are: before, the
  playouts' tie-breaks could give them a few tenths apart).
- The search stops early, at ``CHECKS``, once every label the review shows for the
  decision is already certain: the move played's loss against each other move, with a
  margin of ``Z`` standard errors of its deal-to-deal spread, falls inside one label's
  band (``label_band``), and when that label is not "best", the best move leads every
  other by the same margin.  The values shown are then the means of fewer deals (the
  same deals' first ones), never a different verdict with any likelihood worth naming.
- A position already judged (the same observation, move played, generator seed and
  depth) is read from ``Judged``, not searched again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from math import sqrt
from random import Random

from ..rules.match import Match
from ..rules.observation import Observation
from ..rules.round import Move
from .endgame import OutOfNodes, exact_values, kind_of, solve_match
from .expert import ExpertBudget
from .match_value import outcome
from .playout import Replay, defensive_playout, rewind
from .sampling import infer, likelihood, sample_deal, sampled_round

CHECKS = (25, 50, 75, 100, 150, 200, 250)  # deals after which a search may stop (below its depth)
Z = 3.0  # standard errors of margin before a label counts as certain

Values = tuple[tuple[Move, float], ...]


@dataclass(frozen=True)
class Verdict:
    """Every legal move valued (in ``obs.legal_moves`` order), whether exactly, and
    how many deals were played out (0 when exact)."""

    values: Values
    exact: bool
    deals: int


def search(obs: Observation, played: Move, rng: Random, deals: int,
           label_band: Callable[[float], int], stop: Callable[[], bool] | None = None,
           checks: tuple[int, ...] = CHECKS) -> Verdict:
    """The review's valuation of every legal move of ``obs`` (see the module)."""
    budget = ExpertBudget()
    inference = infer(obs)
    known = exact_values(obs, inference, budget.endgame_nodes, True, outcome)
    if known is not None:
        return Verdict(tuple(known), True, 0)
    moves = list(obs.legal_moves)
    twin_of: dict[tuple[int, int], int] = {}
    first = [twin_of.setdefault(kind_of(move), i) for i, move in enumerate(moves)]
    played_out = sorted(set(first))  # the moves whose playouts are played
    mine = played_out.index(first[moves.index(played)])  # the move played's column
    rows: list[list[float]] = []  # per deal, the value of each move in ``played_out``
    weights: list[float] = []
    before = list(obs.scores)
    chances = likelihood(obs)
    hidden = sum(size for seat, size in enumerate(obs.hand_sizes) if seat != obs.seat)
    exact_deals = obs.stock_left == 0 and hidden <= budget.deal_hidden
    scorer = obs.scorer
    stops = {n for n in checks if n < deals}
    while len(rows) < deals and not (stop is not None and stop()):
        hands, stock = sample_deal(obs, inference, rng)
        weight = max(chances.weight(hands), 1e-300)
        match = Match.from_position(obs.variant, obs.players, list(obs.scores),
                                    sampled_round(obs, hands, stock), obs.target)
        future = Replay(rng.random())  # the same future for every move
        row = _solved(match, scorer, [moves[i] for i in played_out], budget.deal_nodes) \
            if exact_deals else None
        if row is None:
            row = []
            for i in played_out:
                match.push(moves[i])
                defensive_playout(match, future)
                row.append(outcome(match, scorer, before))
                rewind(match, 0)
                future.rewind()
        rows.append(row)
        weights.append(weight)
        if len(rows) in stops and _certain(rows, weights, mine, label_band):
            break
    means = _means(rows, weights)
    by_first = dict(zip(played_out, means))
    return Verdict(tuple((move, by_first[first[i]]) for i, move in enumerate(moves)),
                   False, len(rows))


def _solved(match: Match, scorer: int, moves: list[Move], nodes: int) -> list[float] | None:
    """Each move's exact value on one fully known deal, or None past ``nodes``."""
    try:
        solution = solve_match(match, scorer, nodes, every_move=True, valuer=outcome)
    except OutOfNodes:
        return None
    found = dict(solution.values)
    return [found[move] for move in moves]


def _means(rows: list[list[float]], weights: list[float]) -> list[float]:
    """Each move's weighted mean, summed deal by deal as ``hard.Tally`` sums it (the
    same floating-point result as Expert's own tally)."""
    if not rows:
        return []
    totals = [0.0] * len(rows[0])
    for row, weight in zip(rows, weights):
        for i, value in enumerate(row):
            totals[i] += weight * value
    w = 0.0
    for weight in weights:  # one addition at a time, as the tally adds them
        w += weight
    return [total / (w or 1.0) for total in totals]


def _gap(rows: list[list[float]], weights: list[float], a: int, b: int) -> tuple[float, float]:
    """How much move ``a`` is worth more than move ``b`` (weighted mean over the deals)
    and the standard error of that mean (the deals paired: the same deal, the same future)."""
    w = sum(weights)
    diffs = [row[a] - row[b] for row in rows]
    mean = sum(x * y for x, y in zip(weights, diffs)) / w
    spread = sum((x * (d - mean)) ** 2 for x, d in zip(weights, diffs))
    return mean, sqrt(spread) / w


def _certain(rows: list[list[float]], weights: list[float], played: int,
             label_band: Callable[[float], int]) -> bool:
    """Would more deals leave the review's labels as they are (``Z`` standard errors)?"""
    n = len(rows[0])
    if n == 1:
        return True  # one kind of move: nothing to tell apart
    gaps = [_gap(rows, weights, j, played) for j in range(n) if j != played]
    low = max(0.0, *(mean - Z * se for mean, se in gaps))
    high = max(0.0, *(mean + Z * se for mean, se in gaps))
    if label_band(low) != label_band(high):
        return False
    if label_band(high) == 0:
        return True  # the move played is the best, or as good as it within "best"'s band
    means = _means(rows, weights)
    top = max(range(n), key=means.__getitem__)
    return all(mean - Z * se > 0.0 for mean, se in
               (_gap(rows, weights, top, k) for k in range(n) if k != top))


def position_key(obs: Observation) -> tuple[object, ...]:
    """Everything the seat saw (the layout follows from the placements)."""
    return tuple(getattr(obs, name) for name in _SEEN)


_SEEN = tuple(name for name in Observation.__dataclass_fields__ if name != "layout")


@dataclass
class Judged:
    """Positions already judged, with their verdicts: a review of the same record at the
    same depth and seed (the window's depth switched back, a second look) reads them
    instead of searching again.  Bounded: the oldest are forgotten first."""

    capacity: int = 4096
    verdicts: dict[tuple[object, ...], Verdict] = field(default_factory=dict)
    searches: int = 0  # searches run (not read from here): what the tests count

    def verdict(self, obs: Observation, played: Move, seed: str, deals: int,
                label_band: Callable[[float], int],
                stop: Callable[[], bool] | None = None) -> Verdict:
        key = (position_key(obs), played, seed, deals)
        known = self.verdicts.get(key)
        if known is not None:
            return known
        self.searches += 1
        found = search(obs, played, Random(seed), deals, label_band, stop)
        if stop is not None and stop():
            return found  # cut short: not the review's verdict, not kept
        if len(self.verdicts) >= self.capacity:
            del self.verdicts[next(iter(self.verdicts))]
        self.verdicts[key] = found
        return found
