"""Proving a set of puzzles again (``fivesup-qt puzzles verify``): every puzzle on its own
and the set as a whole. Each problem is one line naming the puzzle.

For every puzzle (already read by ``puzzle.from_json``, which checked its shape and its
rules' facts):

- its id is the one its position gives (``canonical_key``), and no other puzzle has it:
  no two puzzles are the same position;
- the proof holds again: an open puzzle by the exact search (``proof.exact_values``),
  a counting one by the rules (``proof.counting_values``): the solutions are exactly
  the moves of the one best kind, which beats every other move by the margin, and
  every stored value and loss is the proved one;
- every line is a best line: played to the round's end it gives the value stored
  (``proof.line_value``), and the goal, themes and reasons read from the lines are the
  stored ones;
- the rating is the one its solve counts give, and the tiers follow the ratings
  (every "easy" puzzle rated at most every "medium" one, and so on);
- ``resolve``: for that many puzzles (spread over the set), the lower levels are asked
  again and must solve exactly as stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from ...rules.match import Match
from ...rules.round import Move
from ...rules.tiles import move_text, parse_move
from ..endgame import OutOfNodes, kind_of
from ..puzzle import DIFFICULTIES, Puzzle, Solves, position
from .difficulty import rating, solve_counts
from .identity import canonical_key, puzzle_id
from .proof import OPEN_MARGIN, OPEN_NODES, Proof, counting_values, exact_values, line_value
from .themes import describe

VERIFY_NODES: Final = 2 * OPEN_NODES


def _close(a: float, b: float) -> bool:
    """Equal as stored: values are written to 4 decimals (a third of a point is not)."""
    return abs(a - b) <= 1e-3


def check_puzzle(puzzle: Puzzle) -> list[str]:
    """The problems of one puzzle (empty: it is proved)."""
    name = f"puzzle {puzzle.id}"
    match = position(puzzle)
    problems = []
    if puzzle_id(canonical_key(match, puzzle.kind)) != puzzle.id:
        problems.append(f"{name}: its id is not its position's")
    scorer = match.scorer_of[match.turn]
    if puzzle.kind == "open":
        try:
            values, _ = exact_values(match, scorer, VERIFY_NODES)
        except OutOfNodes:
            return [*problems, f"{name}: the exact search needs more than "
                               f"{VERIFY_NODES:,} positions"]
        margin = OPEN_MARGIN
    else:
        found = counting_values(match)
        if found is None:
            return [*problems, f"{name}: not a counting position (a domino or an opening)"]
        values, margin = found, 5.0
    by_text = {move_text(m): v for m, v in values}
    best = max(by_text.values())
    top = [t for t, v in by_text.items() if v == best]
    kinds = {kind_of(parse_move(t)) for t in top}
    if len(kinds) != 1:
        problems.append(f"{name}: several moves are best ({', '.join(sorted(top))})")
    elif set(puzzle.solutions) != set(top):
        problems.append(f"{name}: the solution is not the best move "
                        f"({puzzle.solution}: {_num(by_text.get(puzzle.solution))}; "
                        f"best {', '.join(sorted(top))}: {_num(best)})")
    if not _close(puzzle.value, best):
        problems.append(f"{name}: value {_num(puzzle.value)}, proved {_num(best)}")
    for r in puzzle.refutations:
        proved = by_text.get(r.move)
        if proved is None or not _close(r.value, proved) or not _close(r.loss, best - proved):
            problems.append(f"{name}: the refutation of {r.move} says {_num(r.value)} "
                            f"(loss {_num(r.loss)}), proved {_num(proved)}")
        elif best - proved < margin and r.move not in top:
            problems.append(f"{name}: {r.move} is only {_num(best - proved)} worse "
                            f"(the margin is {margin:g})")
    if problems:
        return problems
    if puzzle.kind == "open":
        problems += _check_lines(puzzle, match, scorer)
    problems += _check_reading(puzzle, match, values)
    if puzzle.rating != rating(puzzle.solves):
        problems.append(f"{name}: rating {puzzle.rating}, its solves give "
                        f"{rating(puzzle.solves)}")
    return problems


def _num(value: float | None) -> str:
    return "none" if value is None else f"{value:g}"


def _moves(texts: Sequence[str]) -> tuple[Move, ...]:
    return tuple(parse_move(t) for t in texts)


def _check_lines(puzzle: Puzzle, match: Match, scorer: int) -> list[str]:
    """Every stored line plays to the value stored for its move."""
    problems = []
    for move, value, line in [(puzzle.solution, puzzle.value, puzzle.line),
                              *((r.move, r.value, r.line) for r in puzzle.refutations)]:
        got = line_value(match, _moves((move, *line)), scorer)
        if not _close(got, value):
            problems.append(f"puzzle {puzzle.id}: the line after {move} ends at "
                            f"{_num(got)}, not {_num(value)}")
    return problems


def _check_reading(puzzle: Puzzle, match: Match, values: list[tuple[Move, float]]
                   ) -> list[str]:
    """The goal, themes and reasons read again from the stored lines."""
    lines = {parse_move(puzzle.solution): _moves(puzzle.line)}
    lines.update({parse_move(r.move): _moves(r.line) for r in puzzle.refutations})
    proof = Proof(_moves(puzzle.solutions), tuple(values),
                  lines if puzzle.kind == "open" else {}, 0)
    goal, themes, reasons = describe(match, proof, puzzle.kind)
    problems = []
    if goal != puzzle.goal:
        problems.append(f"puzzle {puzzle.id}: goal {puzzle.goal}, its lines say {goal}")
    if themes != puzzle.themes:
        problems.append(f"puzzle {puzzle.id}: themes {', '.join(puzzle.themes)}, its lines "
                        f"say {', '.join(themes)}")
    for r in puzzle.refutations:
        said = reasons.get(parse_move(r.move))
        if said != r.why:
            problems.append(f"puzzle {puzzle.id}: {r.move} is wrong because {r.why}, its "
                            f"line says {said}")
    return problems


def check_set(puzzles: Sequence[Puzzle], resolve: int = 0) -> list[str]:
    """The problems of a whole set (see the module)."""
    problems = []
    seen: set[str] = set()
    for p in puzzles:
        if p.id in seen:
            problems.append(f"puzzle {p.id}: the same position twice")
        seen.add(p.id)
        problems += check_puzzle(p)
    for lower, higher in combinations(DIFFICULTIES, 2):
        top = max((p.rating for p in puzzles if p.difficulty == lower), default=None)
        bottom = min((p.rating for p in puzzles if p.difficulty == higher), default=None)
        if top is not None and bottom is not None and top > bottom:
            problems.append(f"the tiers do not follow the ratings: a {lower} puzzle is rated "
                            f"{top}, a {higher} one {bottom}")
    if resolve and puzzles:
        step = max(1, len(puzzles) // resolve)
        for p in list(puzzles)[::step][:resolve]:
            again = solve_counts(p, {s.level: s.tries for s in p.solves})
            if again != p.solves:
                problems.append(f"puzzle {p.id}: the levels solve it "
                                f"{_solves(again)}, stored {_solves(p.solves)}")
    return problems


def _solves(solves: Sequence[Solves]) -> str:
    return ", ".join(f"{s.level} {s.solved}/{s.tries}" for s in solves)
