"""What a played-out position is worth to a scorer: the value every search ranks by.

Hard's playouts, the exact endgame search and Expert all score the end of a line of
play with ``outcome``: the scorer's gain in the round minus the mean gain of the other
scorers, or ±``MATCH_WON`` when the match ended on the way (Exact 61's exact finish,
the Five-Up target).  It has its own home so that ``hard`` and ``endgame``, which
both need it, need not import each other both ways.
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules.match import Match

MATCH_WON = 1000.0

Valuer = Callable[[Match, int, list[int]], float]  # (played-out match, scorer, scores before)


def outcome(match: Match, scorer: int, before: list[int]) -> float:
    """The value of a played-out position for ``scorer``: its gain minus the
    mean gain of the other scorers, or the match result when it ended."""
    if match.winner is not None:
        return MATCH_WON if match.winner == scorer else -MATCH_WON
    gains = [after - start for after, start in zip(match.scores, before)]
    others = [g for s, g in enumerate(gains) if s != scorer]
    return gains[scorer] - sum(others) / len(others)


def points_alone(match: Match, scorer: int, before: list[int]) -> float:
    """The scorer's gain minus the mean gain of the other scorers, even when the match
    ended on the way: points alone, the match's result left out.  ``outcome`` counts a
    match won as ``MATCH_WON``, which no reader takes for points; the review's points
    figure a person reads (``fivesup-qt review``) is this one."""
    gains = [after - start for after, start in zip(match.scores, before)]
    others = [g for s, g in enumerate(gains) if s != scorer]
    return gains[scorer] - sum(others) / len(others)
