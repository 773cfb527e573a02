"""The proof that one move is best: by the exact search (open puzzles) or by the rules
(counting puzzles). The generator keeps a position only when it proves; the verifier
proves every shipped puzzle again with the same functions.

- Open: the stock is empty and every hand known, so the rest of the round is searched
  to its end (``endgame.solve_match``, every legal move valued exactly, by
  ``match_value.outcome``: the player's side's gain minus the mean of the other sides',
  +-1000 for the match; with three players the two others are taken to play against
  the player). Moves of one kind (``endgame.kind_of``: the same tile on interchangeable
  points) are one answer. The best kind must beat every other by ``OPEN_MARGIN``.
- Counting: every legal move's placement points as the rules would accept them now
  (``Match.preview``; an Exact 61 placement past the target is worth 0). The best kind
  must be unique and score; the player must keep a tile (a domino's settlement would
  count hands the player cannot see).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...rules.match import Match
from ...rules.round import Move
from ..endgame import OutOfNodes, kind_of, solve_match
from ..match_value import outcome
from ..playout import rewind

OPEN_MARGIN: Final = 10.0  # raw points: the solution beats every other move by this much
OPEN_NODES: Final = 20_000  # the exact search of one position gives up past this


@dataclass(frozen=True)
class Proof:
    """What a proof found: the right moves (one kind), every move's value, the lines."""

    solutions: tuple[Move, ...]
    values: tuple[tuple[Move, float], ...]  # every legal move, in the engine's order
    lines: dict[Move, tuple[Move, ...]]  # open: each move's line after it (per kind)
    nodes: int  # positions the exact search looked at (0 for counting)

    @property
    def value(self) -> float:
        return dict(self.values)[self.solutions[0]]

    @property
    def margin(self) -> float:
        best = self.value
        return min((best - v for m, v in self.values if m not in self.solutions),
                   default=0.0)


def counting_values(match: Match) -> list[tuple[Move, float]] | None:
    """Every legal move with the points it would score now; None when a move would
    end the round (its worth then turns on hands the player cannot see) and for the
    round's opening."""
    rnd = match.round
    if bin(rnd.hands[rnd.turn]).count("1") < 2 or rnd.layout.is_empty():
        return None  # a domino, or an opening: any double counts whole, nothing to count
    values: list[tuple[Move, float]] = []
    for move in match.legal_moves():
        preview = match.preview(move)
        if preview.accepted is None:
            return None
        values.append((move, float(preview.points if preview.accepted else 0)))
    return values


def _unique_best(values: list[tuple[Move, float]], margin: float
                 ) -> tuple[Move, ...] | None:
    """The moves of the one best kind, when it beats every other kind by ``margin``."""
    if not values:
        return None
    best = max(v for _, v in values)
    top = [m for m, v in values if v == best]
    if len({kind_of(m) for m in top}) != 1:
        return None
    if any(best - v < margin for m, v in values if kind_of(m) != kind_of(top[0])):
        return None
    if len({kind_of(m) for m, _ in values}) < 2:
        return None  # no choice to make
    return tuple(m for m, _ in values if kind_of(m) == kind_of(top[0]))


def prove_counting(match: Match) -> Proof | None:
    """The counting proof of the position of ``match`` (see the module), or None."""
    values = counting_values(match)
    if values is None:
        return None
    solutions = _unique_best(values, 5.0)
    if solutions is None or dict(values)[solutions[0]] <= 0:
        return None
    return Proof(solutions, tuple(values), {}, 0)


def exact_values(match: Match, scorer: int, nodes: int) -> tuple[list[tuple[Move, float]], int]:
    """Every legal move's exact value for ``scorer``; OutOfNodes past ``nodes``."""
    solution = solve_match(match, scorer, nodes, every_move=True, valuer=outcome)
    return solution.values, solution.nodes


def prove_open(match: Match, nodes: int = OPEN_NODES, lines: bool = True) -> Proof | None:
    """The open proof of the position of ``match`` (see the module), or None (not an
    open position, no unique best by the margin, or past ``nodes``). ``lines``: also
    find every move's line (the generator; the verifier checks the stored ones)."""
    rnd = match.round
    if rnd.stock_left or match.is_over or rnd.is_over:
        return None
    scorer = match.scorer_of[rnd.turn]
    try:
        values, used = exact_values(match, scorer, nodes)
    except OutOfNodes:
        return None
    solutions = _unique_best(values, OPEN_MARGIN)
    if solutions is None:
        return None
    found: dict[Move, tuple[Move, ...]] = {}
    if lines:  # each move its own: a line names points, which differ within a kind
        try:
            found = {move: best_line(match, move, scorer, nodes) for move, _ in values}
        except OutOfNodes:
            return None
    return Proof(solutions, tuple(values), found, used)


def best_line(match: Match, move: Move, scorer: int, nodes: int) -> tuple[Move, ...]:
    """The rest of the round after ``move`` as the exact search plays it: each seat in
    turn takes its best move for its side (the player's side the highest value for
    ``scorer``, the others the lowest), the first in the engine's order among equals.
    The match is left as it was."""
    start = match.round.actions
    line: list[Move] = []
    try:
        match.push(move)
        rnd = match.round
        while not (match.is_over or rnd.is_over):
            moves = rnd.legal_moves()
            if len(moves) == 1:
                choice = moves[0]
            else:
                values, _ = exact_values(match, scorer, nodes)
                mine = match.scorer_of[rnd.turn] == scorer
                pick = max if mine else min
                target = pick(v for _, v in values)
                choice = next(m for m, v in values if v == target)
            line.append(choice)
            match.push(choice)
    finally:
        rewind(match, start)
    return tuple(line)


def line_value(match: Match, line: tuple[Move, ...], scorer: int) -> float:
    """The outcome for ``scorer`` of playing ``line`` (legal, to the round's end) from the
    position of ``match``; the match is left as it was."""
    start = match.round.actions
    before = list(match.scores)
    try:
        for move in line:
            match.push(move)
        return outcome(match, scorer, before)
    finally:
        rewind(match, start)
