"""The puzzle screen's plain computation (no Qt): which puzzles a theme and a difficulty
offer, which one comes next, and what an answer does to the player's rating.

The puzzles and whether an answer is right are the model's (``ai/puzzle.py``); the
rating is Glicko-2 (``ai/rating.py``) with the puzzle as the opponent; what is kept is
the storage's (``storage/puzzle_progress.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...ai.puzzle import THEMES, Puzzle
from ...ai.rating import Glicko, Result, rate
from ...storage.puzzle_progress import PuzzleProgress

ALL = ""  # the theme or difficulty that takes every puzzle
# How sure a puzzle's rating is (the model gives the number alone): a puzzle's rating
# comes from many tries of three computer levels, so it is surer than a new player's.
PUZZLE_DEVIATION = 80.0


def rating_of(progress: PuzzleProgress) -> Glicko:
    """The player's Glicko-2 rating (a new player's when none is kept)."""
    return Glicko(*progress.rating) if progress.rating is not None else Glicko()


def theme_counts(puzzles: Sequence[Puzzle], difficulty: str = ALL) -> list[tuple[str, int]]:
    """Each theme with the number of puzzles of ``difficulty`` that have it, in the
    model's order; themes no puzzle has are left out."""
    counts = Counter(t for p in puzzles if difficulty in (ALL, p.difficulty) for t in p.themes)
    return [(theme, counts[theme]) for theme in THEMES if counts[theme]]


def offered(puzzles: Sequence[Puzzle], theme: str = ALL, difficulty: str = ALL) -> list[Puzzle]:
    """The puzzles of a theme and a difficulty (``ALL``: any)."""
    return [p for p in puzzles if (theme == ALL or theme in p.themes)
            and difficulty in (ALL, p.difficulty)]


def choose(puzzles: Sequence[Puzzle], progress: PuzzleProgress, theme: str = ALL,
           difficulty: str = ALL, skip: str = "") -> Puzzle | None:
    """The next puzzle: one not played yet, the nearest the player's rating (as a
    rating site picks a puzzle to fit the player); once every puzzle of the choice is
    played, the one played longest ago.  ``skip``: the puzzle just shown, taken only
    when it is the only one."""
    chosen = offered(puzzles, theme, difficulty)
    if not chosen:
        return None
    others = [p for p in chosen if p.id != skip] or chosen
    played = set(progress.played)
    fresh = [p for p in others if p.id not in played]
    if fresh:
        rating = rating_of(progress).rating
        return min(fresh, key=lambda p: (abs(p.rating - rating), p.id))
    order = {pid: k for k, pid in enumerate(progress.played)}
    return min(others, key=lambda p: order.get(p.id, -1))


def rated(progress: PuzzleProgress, puzzle: Puzzle, first_try: bool) -> Glicko:
    """The player's rating after a first answer to ``puzzle``: a win when it was right
    at the first try, a loss otherwise (one rating period a puzzle)."""
    return rate(rating_of(progress),
                [Result(puzzle.rating, PUZZLE_DEVIATION, 1.0 if first_try else 0.0)])


def answer(progress: PuzzleProgress, puzzle: Puzzle, first_try: bool) -> Glicko | None:
    """Count a first answer to ``puzzle`` in ``progress`` (rating, streak, solved);
    returns the new rating, or None for a puzzle played before (a retry counts for
    nothing)."""
    if puzzle.id in progress.played:
        return None
    after = rated(progress, puzzle, first_try)
    progress.finished(puzzle.id, first_try, (after.rating, after.deviation, after.volatility))
    return after
