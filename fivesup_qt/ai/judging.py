"""The review's search: Expert's valuation of every legal move, with the work a review
can skip left out, in both of the review's measures.

Every move is valued in points and, where a win-chance table applies (``equity.applies``:
two sides, Exact 61 or Five-Up, every target), in the chance of winning the match
(``equity.match_outcome``, read as a percentage: ``percent``).  Where the chance is
valued, the points are points alone (``match_value.points_alone``: raw points for the
seat's side against the others, the match's result left out): the match lives in the
chance, never in the points (issue 40: in a match to 31 a round can end the match before
it is at stake, and a label by points counted its 1,000).  Where no table applies (three
players, a rule set without tables) the points are ``match_value.outcome``'s, a match
won or lost ±1000, the only measure there that sees the match (the review says so beside
such a label).  Both are valued on the same deals, the same playouts and the same
exact endgames, as Expert values the same deals with several valuers at once.  One of
the two labels the decision (``measure``: the review chooses it before the search);
the search's early stop and pruning are judged in that measure (pruning: a move is
dropped only when it is out of the running in every measure valued).

It samples the same deals and plays the same playouts as ``ExpertBot.evaluate`` (the
same generator, drawn in the same order), and saves work in three ways:

- Moves of one kind (``endgame.kind_of``: the same tile on interchangeable points) lead
  to positions the rest of the round cannot tell apart; one of them is played out and
  the others get its value.  A decision whose moves are all of one kind is then one
  playout per deal, and its moves are valued exactly equal (they are: before, the
  playouts' tie-breaks could give them a few tenths apart).
- The search stops early, at ``CHECKS``, once every label the review shows for the
  decision is already certain in the measure that labels: the move played's loss
  against each other move, with a margin of ``Z`` standard errors of its deal-to-deal
  spread, falls inside one label's band (``label_band``), and when that label is not
  "best", the best move leads every other by the same margin.  The values shown are
  then the means of fewer deals (the same deals' first ones), never a different
  verdict with any likelihood worth naming.
- A position already judged (the same observation, move played, generator seed,
  depth and labelling measure) is read from ``Judged``, not searched again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from math import sqrt
from random import Random
from threading import Lock

from ..rules.match import Match
from ..rules.observation import Observation
from ..rules.rebuild import Recipe, by_init
from ..rules.round import Move
from .endgame import exact_values, kind_of
from .equity import applies, match_outcome
from .expert import ExpertBudget, exact_move_values
from .match_value import MATCH_WON, Valuer, outcome, points_alone
from .playout import Replay, defensive_playout, rewind
from .sampling import Inference, infer, likelihood, sample_deal, sampled_round

CHECKS = (25, 50, 75, 100, 150, 200, 250)  # deals after which a search may stop (below its depth)
PRUNE_FROM = 50  # a move out of the running is played out on this many deals at least
Z = 3.0  # standard errors of margin before a label counts as certain

POINTS = "points"  # the measures: expected raw points ...
CHANCE = "chance"  # ... and the chance of winning the match, in percent

Values = tuple[tuple[Move, float], ...]


def percent(value: float) -> float:
    """``equity.match_outcome``'s value (MATCH_WON·(2p − 1)) as a chance in percent."""
    return 50.0 + 50.0 * value / MATCH_WON


CHANCE_SCALE = 50.0 / MATCH_WON  # percentage points per unit of match_outcome


@dataclass(frozen=True)
class Verdict:
    """Every legal move valued (in ``obs.legal_moves`` order) in points (``valued``: the
    match's result left out where a table applies) and, where a win-chance table
    applies, in chance of winning (percent, 0-100; else None);
    whether exactly, and how many deals were played out (0 when exact)."""

    values: Values
    exact: bool
    deals: int
    chances: Values | None = None
    # when asked for (``search``'s ``alone``): every move's expected raw points with the
    # match's result left out (``match_value.points_alone``), on the same deals; None when
    # not asked for, or when the exact search of that measure ran out of nodes
    alone: Values | None = None

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


def valued(obs: Observation) -> tuple[Valuer, ...]:
    """The valuers of a position: points alone and the match's chance where a table
    applies; else points counting a match won or lost (no other measure sees it)."""
    return (points_alone, match_outcome) if applies(obs.variant, obs.players, obs.target) \
        else (outcome,)


def search(obs: Observation, played: Move, rng: Random, deals: int,
           label_band: Callable[[float], int], stop: Callable[[], bool] | None = None,
           checks: tuple[int, ...] = CHECKS, measure: str = POINTS,
           alone: bool = False) -> Verdict:
    """The review's valuation of every legal move of ``obs`` (see the module), in points
    and in chance where a table applies.  ``label_band`` bands a loss in ``measure``'s
    unit (raw points, or percentage points of chance); a ``measure`` of CHANCE where no
    table applies labels by points.  With ``alone``, also in points with the match's
    result left out (``Verdict.alone``), on the same deals and playouts: it neither
    stops the search nor prunes a move, so the other measures are what they are without
    it."""
    budget = ExpertBudget()
    inference = infer(obs)
    valuers = valued(obs)
    labelling = 1 if measure == CHANCE and len(valuers) > 1 else 0
    solved_whole = _exact_verdict(obs, inference, budget, valuers, alone)
    if solved_whole is not None:
        return solved_whole
    moves = list(obs.legal_moves)
    twin_of: dict[tuple[int, int], int] = {}
    first = [twin_of.setdefault(kind_of(move), i) for i, move in enumerate(moves)]
    played_out = sorted(set(first))  # the moves whose playouts are played
    mine = played_out.index(first[moves.index(played)])  # the move played's column
    # per measure, per move: its value on each deal
    columns: list[list[list[float]]] = [[[] for _ in played_out] for _ in valuers]
    alone_columns: list[list[float]] | None = [[] for _ in played_out] if alone else None
    live = list(range(len(played_out)))  # the columns still played out
    weights: list[float] = []
    before = list(obs.scores)
    chances = likelihood(obs)
    hidden = sum(size for seat, size in enumerate(obs.hand_sizes) if seat != obs.seat)
    exact_deals = obs.stock_left == 0 and hidden <= budget.deal_hidden
    scorer = obs.scorer
    stops = {n for n in checks if n < deals}
    band = label_band if labelling == 0 else \
        (lambda loss: label_band(loss * CHANCE_SCALE))  # a loss in percentage points
    while len(weights) < deals and not (stop is not None and stop()):
        hands, stock = sample_deal(obs, inference, rng)
        weight = max(chances.weight(hands), 1e-300)
        match = Match.from_position(obs.variant, obs.players, list(obs.scores),
                                    sampled_round(obs, hands, stock), obs.target)
        future = Replay(rng.random())  # the same future for every move
        live_moves = [moves[played_out[c]] for c in live]
        rows, alone_row = _deal_rows(match, future, live_moves, valuers, scorer, before,
                                     budget.deal_nodes if exact_deals else None)
        for by_move, row in zip(columns, rows):
            for c, value in zip(live, row):
                by_move[c].append(value)
        if alone_columns is not None:
            if alone_row is None:  # the deal solved exactly: this measure too, or not at all
                alone_row = exact_move_values(match, scorer, live_moves, budget.deal_nodes,
                                              points_alone)
            if alone_row is None:
                alone_columns = None  # out of nodes: the verdict has no such measure
            else:
                for c, value in zip(live, alone_row):
                    alone_columns[c].append(value)
        weights.append(weight)
        if len(weights) in stops:
            if len(weights) >= PRUNE_FROM:
                live = _still_open(columns, weights, live, mine)
            if _certain(columns[labelling], weights, live, mine, band, deals):
                break
    return _sampled_verdict(columns, alone_columns, weights, moves, first, played_out)


def _exact_verdict(obs: Observation, inference: Inference, budget: ExpertBudget,
                   valuers: tuple[Valuer, ...], alone: bool) -> Verdict | None:
    """The verdict of the exact search of the whole position, in every measure valued
    (and with the match's result left out when asked for); None when it runs out of
    nodes in one: the deals are sampled then."""
    exact = []
    for valuer in valuers:
        known = exact_values(obs, inference, budget.endgame_nodes, True, valuer)
        if known is None:
            return None
        exact.append(known)
    known_alone = exact_values(obs, inference, budget.endgame_nodes, True, points_alone) \
        if alone else None
    return Verdict(tuple(exact[0]), True, 0,
                   tuple((m, percent(v)) for m, v in exact[1]) if len(exact) > 1 else None,
                   _in_order(known_alone, obs.legal_moves))


def _deal_rows(match: Match, future: Replay, live_moves: list[Move],
               valuers: tuple[Valuer, ...], scorer: int, before: list[int],
               nodes: int | None) -> tuple[list[list[float]], list[float] | None]:
    """One sampled deal's value of each live move, a row per measure: solved exactly
    within ``nodes`` (None: not tried), else each move played out on the same
    ``future``; with the playouts, the row with the match's result left out too (None
    when solved: the caller solves that measure if it is asked for)."""
    solved = [exact_move_values(match, scorer, live_moves, nodes, valuer)
              for valuer in valuers] if nodes is not None else []
    rows: list[list[float]] = [row for row in solved if row is not None]
    alone_row: list[float] | None = None
    if not solved or len(rows) < len(valuers):
        rows = [[] for _ in valuers]
        alone_row = []
        last = len(live_moves) - 1
        for k, move in enumerate(live_moves):
            match.push(move)
            defensive_playout(match, future)
            for row, valuer in zip(rows, valuers):
                row.append(valuer(match, scorer, before))
            alone_row.append(points_alone(match, scorer, before))
            if k != last:  # the deal's match is dropped after its last move: no undo
                rewind(match, 0)
                future.rewind()
    return rows, alone_row


def _sampled_verdict(columns: list[list[list[float]]], alone_columns: list[list[float]] | None,
                     weights: list[float], moves: list[Move], first: list[int],
                     played_out: list[int]) -> Verdict:
    """Every move's weighted mean over the deals played out, a move of one kind taking
    the value of the one played out for its kind."""
    means = [{played_out[c]: _mean(column, weights) for c, column in enumerate(by_move)}
             for by_move in columns]
    values = tuple((move, means[0][first[i]]) for i, move in enumerate(moves))
    in_chance = tuple((move, percent(means[1][first[i]])) for i, move in enumerate(moves)) \
        if len(means) > 1 else None
    in_alone = None
    if alone_columns is not None:
        alone_means = {played_out[c]: _mean(column, weights)
                       for c, column in enumerate(alone_columns)}
        in_alone = tuple((move, alone_means[first[i]]) for i, move in enumerate(moves))
    return Verdict(values, False, len(weights), in_chance, in_alone)


def _in_order(values: list[tuple[Move, float]] | None, moves: Sequence[Move]) -> Values | None:
    """Exact values in ``moves`` order (None stays None)."""
    if values is None:
        return None
    found = dict(values)
    return tuple((move, found[move]) for move in moves)


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


def _still_open(measures: list[list[list[float]]], weights: list[float], live: list[int],
                played: int) -> list[int]:
    """The live moves, less those that can no longer be the best in any measure: ``Z``
    standard errors below the leader in each.  They change neither a loss nor a best
    move the review shows, so they are played out no further (their values stay the
    means of the deals so far).  The move played is always kept."""
    out = set(live) - {played}
    for columns in measures:
        top = _leader(columns, weights, live)
        out.discard(top)
        for c in list(out):
            mean, se = _gap(columns, weights, top, c)
            if not mean - Z * se > 0.0:
                out.discard(c)
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
                stop: Callable[[], bool] | None = None, measure: str = POINTS,
                alone: bool = False) -> Verdict:
        """The verdict of a position (searched, or read when already judged); the
        measure that labels is part of the key: it decides where the search stops; so is
        ``alone`` (``search``), which a verdict has only when asked for."""
        key = (position_key(obs), played, seed, deals, measure, alone)
        known = self.verdicts.get(key)
        if known is not None:
            return known
        self.searches += 1
        found = search(obs, played, Random(seed), deals, label_band, stop, measure=measure,
                       alone=alone)
        if stop is not None and stop():
            return found  # cut short: not the review's verdict, not kept
        with self._lock:  # reviews on two threads at once (a window's and a command's)
            while len(self.verdicts) >= self.capacity:
                del self.verdicts[next(iter(self.verdicts))]
            self.verdicts[key] = found
        return found
