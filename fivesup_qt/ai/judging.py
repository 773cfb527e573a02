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
from threading import Lock

from ..rules.match import Match
from ..rules.observation import Observation
from ..rules.rebuild import Recipe, by_init
from ..rules.round import Move
from .endgame import exact_values, kind_of
from .expert import ExpertBudget, exact_move_values
from .match_value import outcome
from .playout import Replay, defensive_playout, rewind
from .sampling import infer, likelihood, sample_deal, sampled_round

CHECKS = (25, 50, 75, 100, 150, 200, 250)  # deals after which a search may stop (below its depth)
PRUNE_FROM = 50  # a move out of the running is played out on this many deals at least
Z = 3.0  # standard errors of margin before a label counts as certain

Values = tuple[tuple[Move, float], ...]


@dataclass(frozen=True)
class Verdict:
    """Every legal move valued (in ``obs.legal_moves`` order), whether exactly, and
    how many deals were played out (0 when exact)."""

    values: Values
    exact: bool
    deals: int

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


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
    columns: list[list[float]] = [[] for _ in played_out]  # per move, its value on each deal
    live = list(range(len(played_out)))  # the columns still played out
    weights: list[float] = []
    before = list(obs.scores)
    chances = likelihood(obs)
    hidden = sum(size for seat, size in enumerate(obs.hand_sizes) if seat != obs.seat)
    exact_deals = obs.stock_left == 0 and hidden <= budget.deal_hidden
    scorer = obs.scorer
    stops = {n for n in checks if n < deals}
    while len(weights) < deals and not (stop is not None and stop()):
        hands, stock = sample_deal(obs, inference, rng)
        weight = max(chances.weight(hands), 1e-300)
        match = Match.from_position(obs.variant, obs.players, list(obs.scores),
                                    sampled_round(obs, hands, stock), obs.target)
        future = Replay(rng.random())  # the same future for every move
        row = exact_move_values(match, scorer, [moves[played_out[c]] for c in live],
                            budget.deal_nodes, outcome) \
            if exact_deals else None
        if row is None:
            row = []
            last = live[-1]
            for c in live:
                match.push(moves[played_out[c]])
                defensive_playout(match, future)
                row.append(outcome(match, scorer, before))
                if c != last:  # the deal's match is dropped after its last move: no undo
                    rewind(match, 0)
                    future.rewind()
        for c, value in zip(live, row):
            columns[c].append(value)
        weights.append(weight)
        if len(weights) in stops:
            if len(weights) >= PRUNE_FROM:
                live = _still_open(columns, weights, live, mine)
            if _certain(columns, weights, live, mine, label_band, deals):
                break
    by_first = {played_out[c]: _mean(column, weights) for c, column in enumerate(columns)}
    return Verdict(tuple((move, by_first[first[i]]) for i, move in enumerate(moves)),
                   False, len(weights))


def _mean(column: list[float], weights: list[float]) -> float:
    """A move's weighted mean over the deals it was played out on (the first ones),
    summed deal by deal as ``hard.Tally`` sums it: Expert's own floating-point result."""
    total = w = 0.0
    for value, weight in zip(column, weights):
        total += weight * value
        w += weight
    return total / (w or 1.0)


def _gap(columns: list[list[float]], weights: list[float], a: int, b: int
         ) -> tuple[float, float]:
    """How much move ``a`` is worth more than move ``b`` (weighted mean over the deals
    both were played out on) and the standard error of that mean (the deals paired:
    the same deal, the same future)."""
    n = min(len(columns[a]), len(columns[b]))
    diffs = [x - y for x, y in zip(columns[a][:n], columns[b][:n])]
    w = sum(weights[:n])
    mean = sum(x * y for x, y in zip(weights, diffs)) / w
    spread = sum((x * (d - mean)) ** 2 for x, d in zip(weights, diffs))
    return mean, sqrt(spread) / w


def _leader(columns: list[list[float]], weights: list[float], live: list[int]) -> int:
    """The live move with the best mean so far."""
    return max(live, key=lambda c: _mean(columns[c], weights))


def _still_open(columns: list[list[float]], weights: list[float], live: list[int],
                played: int) -> list[int]:
    """The live moves, less those that can no longer be the best: ``Z`` standard errors
    below the leader.  They change neither the loss nor the best move the review
    shows, so they are played out no further (their values stay the means of the deals
    so far).  The move played is always kept."""
    top = _leader(columns, weights, live)
    out = set()
    for c in live:
        if c not in (top, played):
            mean, se = _gap(columns, weights, top, c)
            if mean - Z * se > 0.0:
                out.add(c)
    return [c for c in live if c not in out]


def _certain(columns: list[list[float]], weights: list[float], live: list[int], played: int,
             label_band: Callable[[float], int], depth: int) -> bool:
    """Would the rest of the ``depth`` deals leave the review's labels as they are?
    The mean of all of them lies within ``Z`` standard errors of the mean so far, an
    error that shrinks as the deals left do: sqrt(1 - done / depth) of the error of
    the mean so far (the deals left weigh in with their share only)."""
    if len(live) == 1:
        return True  # one kind of move left: nothing to tell apart
    margin = Z * sqrt(max(0.0, 1.0 - len(weights) / depth))
    gaps = [_gap(columns, weights, j, played) for j in live if j != played]
    low = max(0.0, *(mean - margin * se for mean, se in gaps))
    high = max(0.0, *(mean + margin * se for mean, se in gaps))
    if label_band(low) != label_band(high):
        return False
    if label_band(high) == 0:
        return True  # the move played is the best, or as good as it within "best"'s band
    top = _leader(columns, weights, live)
    return all(mean - margin * se > 0.0 for mean, se in
               (_gap(columns, weights, top, k) for k in live if k != top))


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
    _lock: Lock = field(default_factory=Lock, repr=False, compare=False)

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
        with self._lock:  # reviews on two threads at once (a window's and a command's)
            while len(self.verdicts) >= self.capacity:
                del self.verdicts[next(iter(self.verdicts))]
            self.verdicts[key] = found
        return found
