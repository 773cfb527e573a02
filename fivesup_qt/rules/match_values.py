"""The plain values a match takes and answers besides its outcomes (``rules.outcome``):
a round's deal, a position to come back to, an action taken back, the refusal of an
illegal move, and the preview of a placement."""

from __future__ import annotations

from typing import NamedTuple

from .layout import Layout
from .outcome import Preview
from .reasons import Reason
from .round import ActionKind, Move
from .variants import TARGET, RuleSet


class Deal(NamedTuple):
    """How a round was dealt: who leads, every hand, the stock in draw order."""

    leader: int
    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]

    def rotated(self, by: int) -> Deal:
        """The same deal with the hands (and the lead) moved ``by`` seats clockwise: each
        player gets the cards another held, the classic way to compare luck with skill."""
        n = len(self.hands)
        hands = tuple(self.hands[(seat - by) % n] for seat in range(n))
        return Deal((self.leader + by) % n, hands, self.stock)


class Mark(NamedTuple):
    """A position to come back to: the round and how many of its actions were made."""

    round: int
    actions: int


class Recorded(NamedTuple):
    """One action taken back by ``rewind``, as plain data ``replay`` applies again."""

    kind: ActionKind
    tile: int  # -1 for a pass
    point: int  # the placement's point (NO_POINT for the opening); -1 otherwise



class IllegalMove(ValueError):
    """A move the rules do not allow; ``reason`` says why (code and parameters), the
    message in plain English."""

    def __init__(self, why: Reason) -> None:
        super().__init__(str(why))
        self.reason = why


def preview_placement(layout: Layout, rules: RuleSet, score: int, last_tile: bool,
                      move: Move, target: int = TARGET) -> Preview:
    """What placing ``move`` on ``layout`` would make for a scorer at ``score``: the
    counted ends, the points and how the rule set would judge them (shared by the match
    and by a seat's observation)."""
    counted = tuple(end.value for end in layout.counted_after(*move))
    end_sum = sum(counted)
    points = rules.placement_points(end_sum)
    accepted, wins = rules.verdict(score, points, last_tile, target)
    return Preview(end_sum, points, counted, accepted, wins)
