"""Exact endgames: when what a seat cannot see leaves one possibility, search the rest
of the round exactly.

``determined`` decides from an observation whether the hidden tiles can lie in only
one way (two players with an empty stock: the other hand is exactly the unseen
tiles; in general, when the hand sizes and the values each seat showed it lacked
leave a single assignment and at most one tile in the stock).  ``solve`` then runs
alpha-beta over the real engine (``push``/``undo``), the variant's real settlement
included: an Exact 61 placement that overshoots is rejected by the engine and one
that makes exactly 305 wins the match, as does a Five-Up round end that settles
a scorer alone above the target.  Values are those of ``match_value.outcome``: the
searching scorer's gain in this round minus the mean of the others' (exact for
two players and for teams; with three players the two others are assumed to
play against the searcher).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain

from ..rules.layout import POINTS_OF
from ..rules.match import Match
from ..rules.observation import Observation
from ..rules.round import Move
from ..rules.tiles import HI, IS_DOUBLE, LINE_B, LO, PIPS, POINT_COUNT, POINT_VALUE
from .match_value import Valuer, outcome
from .playout import rewind
from .sampling import Inference, sampled_round

STOCK = -1  # the "seat" of a tile still in the stock


def _tile_values(tile: int) -> int:
    return (1 << LO[tile]) | (1 << HI[tile])


def _fills(slots: list[int], tiles: list[int]) -> bool:
    """Can ``tiles`` fill ``slots`` (forbidden value masks) one to one?"""
    owner: dict[int, int] = {}

    def augment(tile: int, seen: set[int]) -> bool:
        values = _tile_values(tile)
        for i, forbidden in enumerate(slots):
            if forbidden & values or i in seen:
                continue
            seen.add(i)
            if i not in owner or augment(owner[i], seen):
                owner[i] = tile
                return True
        return False

    return len(slots) == len(tiles) and all(augment(t, set()) for t in tiles)


def determined(obs: Observation, inference: Inference, node_limit: int = 4000
               ) -> tuple[list[list[int]], list[int]] | None:
    """The hands of every seat and the stock when the observation allows only one
    way for the unseen tiles to lie; None otherwise (or when telling would take more
    than ``node_limit`` steps).  A stock of two tiles or more never qualifies: its
    order is unknown."""
    if obs.stock_left > 1:
        return None
    unseen = obs.unseen_tiles()
    others = [s for s in range(obs.players) if s != obs.seat and obs.hand_sizes[s]]
    slots = {s: list(inference.slots[s][: obs.hand_sizes[s]]) for s in others}
    for s in others:  # sizes beyond what inference saw are unconstrained (never expected)
        slots[s] += [0] * (obs.hand_sizes[s] - len(slots[s]))
    capacity = {s: obs.hand_sizes[s] for s in others}
    if obs.stock_left:
        capacity[STOCK] = obs.stock_left
    if sum(capacity.values()) != len(unseen):
        return None
    if len(capacity) == 1:  # one place for everything: the trivial case
        (only,) = capacity
        hands: list[list[int]] = [[] for _ in range(obs.players)]
        hands[obs.seat] = list(obs.hand)
        if only == STOCK:
            return hands, list(unseen)
        if not _fills(slots[only], unseen):
            return None
        hands[only] = list(unseen)
        return hands, []
    # Each tile's possible places, the most constrained tiles first.
    allowed = {
        t: [s for s in capacity
            if s == STOCK or any(not f & _tile_values(t) for f in slots[s])]
        for t in unseen
    }
    order = sorted(unseen, key=lambda t: len(allowed[t]))
    groups: dict[int, list[int]] = {s: [] for s in capacity}
    found: list[dict[int, list[int]]] = []
    steps = 0

    def place(i: int) -> bool:  # False: stop (two solutions, or out of steps)
        nonlocal steps
        steps += 1
        if steps > node_limit:
            return False
        if i == len(order):
            if all(s == STOCK or _fills(slots[s], groups[s]) for s in groups):
                found.append({s: list(g) for s, g in groups.items()})
            return len(found) < 2
        tile = order[i]
        for s in allowed[tile]:
            if len(groups[s]) < capacity[s]:
                groups[s].append(tile)
                going = place(i + 1)
                groups[s].pop()
                if not going:
                    return False
        return True

    if not place(0) and steps > node_limit:
        return None
    if len(found) != 1:
        return None
    hands = [[] for _ in range(obs.players)]
    hands[obs.seat] = list(obs.hand)
    for s, tiles in found[0].items():
        if s != STOCK:
            hands[s] = tiles
    return hands, found[0].get(STOCK, [])


def _point_kind(point: int) -> int:
    """Free points of one value that the future cannot tell apart: a free end of a
    non-double (it counts its value), a line side of the value's double (the one
    spinner of that value: its count and branches follow its line sides), or a
    branch side of it (counts nothing)."""
    owner = point >> 2
    kind = 0 if not IS_DOUBLE[owner] else 1 if point & 3 <= LINE_B else 2
    return POINT_VALUE[point] * 3 + kind


_KIND = (*(_point_kind(point) for point in range(POINT_COUNT)), -1)  # [-1]: opening


def kind_of(move: Move) -> tuple[int, int]:
    """Moves of one kind lead to positions that differ only by which of two
    interchangeable points was taken: the same value for every player."""
    return move[0], _KIND[move[1]]


def distinct(moves: list[Move]) -> list[Move]:
    """The first move of each kind, in order."""
    seen: set[tuple[int, int]] = set()
    out = []
    for move in moves:
        kind = kind_of(move)
        if kind not in seen:
            seen.add(kind)
            out.append(move)
    return out


# a position as far as the rest of the round can tell (``_Search.key``)
Key = tuple[tuple[int, ...], int, int, int, int, int, int, tuple[int, ...], tuple[int, ...]]


class OutOfNodes(Exception):
    """The search went past its node limit: its answer would not be exact."""


@dataclass
class Solution:
    """Every root move with its exact value for the searching scorer."""

    values: list[tuple[Move, float]]
    nodes: int

    @property
    def best(self) -> float:
        return max(value for _, value in self.values)

    def best_moves(self) -> list[Move]:
        top = self.best
        return [move for move, value in self.values if value == top]


_EXACT, _LOWER, _UPPER = 0, 1, 2  # what a remembered value is: exact or a bound


class _Search:
    """Alpha-beta (fail-soft) with a table of positions already valued: placing the
    same tiles in another order often leads to the same position."""

    def __init__(self, match: Match, scorer: int, node_limit: int,
                 valuer: Valuer = outcome) -> None:
        self.match = match
        self.valuer = valuer
        self.scorer = scorer
        self.before = list(match.scores)
        self.node_limit = node_limit
        self.nodes = 0
        self.table: dict[Key, tuple[float, int]] = {}

    def ordered(self, moves: list[Move]) -> list[Move]:
        """One move per kind (``distinct``), scoring moves first: they tend to be
        best for whoever moves, so the window closes early."""
        sum_after = self.match.round.layout.sum_after
        scores_ends = self.match.variant.scores_ends

        def points(move: Move) -> int:
            return POINTS_OF[sum_after(move[0], move[1])] if scores_ends else PIPS[move[0]]

        return sorted(distinct(moves), key=points, reverse=True)

    def key(self) -> Key:
        """The position as far as the rest of the round can tell: hands, turn, the
        stock, the end sum, which doubles spin (All Fives: the first double placed, so
        two orders of the same tiles may differ), the kinds of the free points
        (``kind_of``) and the scores (Exact 61 acceptance and the Five-Up target
        depend on them)."""
        match = self.match
        rnd = match.round
        layout = rnd.layout
        kinds = tuple(sorted(map(_KIND.__getitem__, chain.from_iterable(layout.open))))
        return (tuple(rnd.hands), rnd.turn, rnd.passes, rnd.drawn, rnd.must_play,
                layout.end_sum, layout.spinner, kinds, tuple(match.scores))

    def value(self, alpha: float, beta: float) -> float:
        match = self.match
        rnd = match.round
        if rnd.end is not None or match.winner is not None:
            return self.valuer(match, self.scorer, self.before)
        key = self.key()
        known = self.table.get(key)
        if known is not None:
            value, bound = known
            if (bound == _EXACT or (bound == _LOWER and value >= beta)
                    or (bound == _UPPER and value <= alpha)):
                return value
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise OutOfNodes
        start_alpha, start_beta = alpha, beta
        maximizing = match.scorer_of[rnd.turn] == self.scorer
        actions = rnd.actions
        push, undo, value_of = match.push, match.undo, self.value
        best = float("-inf") if maximizing else float("inf")
        for move in self.ordered(rnd.legal_moves()):
            push(move)
            value = value_of(alpha, beta)
            while rnd.actions > actions:
                undo()
            if maximizing:
                if value > best:
                    best = value
                if best > alpha:
                    alpha = best
            else:
                if value < best:
                    best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        bound = _UPPER if best <= start_alpha else _LOWER if best >= start_beta else _EXACT
        self.table[key] = (best, bound)
        return best


def solve_match(match: Match, scorer: int, node_limit: int = 200_000,
                every_move: bool = False, valuer: Valuer = outcome) -> Solution:
    """The exact value of the best legal moves of the seat to move in ``match`` (whose
    round is fully known, and whose seat plays for ``scorer``).  Other moves get an
    upper bound only, unless ``every_move`` (the hint ranks them all).  The round's
    ends are valued by ``valuer`` (``match_value.outcome``: points).  Raises OutOfNodes past
    ``node_limit``."""
    search = _Search(match, scorer, node_limit, valuer)
    rnd = match.round
    actions = rnd.actions
    values: list[tuple[Move, float]] = []
    best = float("-inf")
    for move in search.ordered(rnd.legal_moves()):
        match.push(move)
        try:
            # Just below the best so far: a move as good as it gets its exact value too,
            # so that equal moves are told apart from worse ones.
            floor = float("-inf") if every_move else best - 1e-9
            value = search.value(floor, float("inf"))
        finally:
            rewind(match, actions)
        values.append((move, value))
        best = max(best, value)
    by_kind = {kind_of(move): value for move, value in values}
    return Solution([(move, by_kind[kind_of(move)]) for move in rnd.legal_moves()],
                    search.nodes)


def solve(obs: Observation, hands: list[list[int]], stock: list[int],
          node_limit: int = 200_000, every_move: bool = False,
          valuer: Valuer = outcome) -> Solution:
    """``solve_match`` on the position of ``obs`` with the determined hands and stock."""
    match = Match.from_position(obs.variant, obs.players, list(obs.scores),
                                sampled_round(obs, hands, stock), obs.target)
    return solve_match(match, obs.scorer, node_limit, every_move, valuer)


def exact_values(obs: Observation, inference: Inference, node_limit: int,
                 every_move: bool = False, valuer: Valuer = outcome
                 ) -> list[tuple[Move, float]] | None:
    """Every legal move with its exact value when the hidden tiles are determined and
    the search fits in ``node_limit`` (the best moves exact, the others bounded unless
    ``every_move``); None otherwise."""
    known = determined(obs, inference)
    if known is None:
        return None
    try:
        return solve(obs, *known, node_limit=node_limit, every_move=every_move,
                     valuer=valuer).values
    except OutOfNodes:
        return None
