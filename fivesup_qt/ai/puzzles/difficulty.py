"""How hard a puzzle is: how often the lower computer levels miss it.

Each of Easy, Medium and Hard (``BOTS``) is asked the puzzle ``TRIES`` times, each
try with its own seeded generator, seeing only its seat's observation (for an open
puzzle too: the bots never look at hidden tiles). Its solve counts are stored in the
puzzle; the ``rating`` is the levels' mean miss rate put on an Elo-like scale (``RATING_LOW``
when every level always solves it, ``RATING_HIGH`` when none ever does), and the
``difficulty`` tier is the set's thirds by rating (``tiers``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from random import Random
from typing import Final

from ...rules.observation import observe
from ..bots import make_bot
from ..puzzle import DIFFICULTIES, LEVELS, Puzzle, Solves, is_solution, position

BOTS: Final = {"easy": "random", "medium": "medium", "hard": "hard:24"}
TRIES: Final = {"easy": 16, "medium": 4, "hard": 3}  # Easy is random: more tries, less noise
RATING_LOW: Final = 1000
RATING_HIGH: Final = 2000


def try_seed(puzzle_id: str, level: str, attempt: int) -> str:
    return f"{puzzle_id}:{level}:{attempt}"


def solve_counts(puzzle: Puzzle, tries: dict[str, int] | None = None) -> tuple[Solves, ...]:
    """Every level's solves of ``puzzle``, ``tries`` times each (``TRIES``)."""
    counts = tries or TRIES
    obs = observe(position(puzzle), puzzle.seat)
    out = []
    for level in LEVELS:
        bot = make_bot(BOTS[level])
        solved = sum(is_solution(puzzle, bot.choose(obs, Random(try_seed(puzzle.id, level, i))))
                     for i in range(counts[level]))
        out.append(Solves(level, solved, counts[level]))
    return tuple(out)


def rating(solves: Sequence[Solves]) -> int:
    """The rating of a puzzle from its solve counts (see the module)."""
    missed = sum(1 - s.rate for s in solves) / len(solves)
    return round(RATING_LOW + (RATING_HIGH - RATING_LOW) * missed)


def rated(puzzle: Puzzle, tries: dict[str, int] | None = None) -> Puzzle:
    """``puzzle`` with its solve counts and rating (its tier is the set's: ``tiers``)."""
    solves = solve_counts(puzzle, tries)
    return dataclasses.replace(puzzle, solves=solves, rating=rating(solves))


def tiers(puzzles: Sequence[Puzzle]) -> list[Puzzle]:
    """The puzzles with their difficulty: the lowest-rated third "easy", the highest
    "hard" (equal ratings by id), in their given order."""
    ranked = sorted(range(len(puzzles)), key=lambda i: (puzzles[i].rating, puzzles[i].id))
    tier = [""] * len(puzzles)
    for rank, i in enumerate(ranked):
        tier[i] = DIFFICULTIES[min(2, rank * 3 // max(1, len(puzzles)))]
    return [dataclasses.replace(p, difficulty=t) for p, t in zip(puzzles, tier)]


def solve_rate(puzzles: Sequence[Puzzle], level: str, difficulty: str) -> tuple[int, int]:
    """(solved, tries) of ``level`` over the puzzles of one difficulty tier."""
    solved = tries = 0
    for p in puzzles:
        if p.difficulty == difficulty:
            s = p.solves[LEVELS.index(level)]
            solved += s.solved
            tries += s.tries
    return solved, tries
