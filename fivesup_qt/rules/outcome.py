"""What an action did, as the engine answers it: ``Played``, ``Drew``, ``Passed``,
``RoundEnd`` and the ``Preview`` of a placement not made yet.

These are plain values, built by ``Match`` once the action is applied, so the
log, the teacher, the hints, the records and the replay viewer read the rules'
verdict instead of working it out again (python-chess answers a move the same
way: the board says what the move did).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, NamedTuple

from .layout import CountedEnd
from .rebuild import Recipe, by_init
from .round import ActionKind, EndKind, Move
from .settlement import SettlementStep

EventKind = Literal["place", "settle"]  # the kinds of scoring events
PLACE: Final = "place"
SETTLE: Final = "settle"


class Event(NamedTuple):
    """A scoring event of one scorer: a placement's points or a settlement entry.

    Placements worth 0 are not events, except the last placement of an Exact 61
    domino, which is judged together with the settlement: both entries then
    carry the same ``accepted``.
    """

    round: int  # index of the round in the match
    kind: EventKind
    scorer: int
    seat: int
    points: int  # raw points (negative for a deduction)
    accepted: bool


class Forced(NamedTuple):
    """A draw or a pass the rules forced on a seat (performed by the engine)."""

    kind: ActionKind  # DRAW or PASS
    seat: int
    tile: int  # the drawn tile; -1 for a pass


@dataclass(frozen=True)
class RoundEnd:
    """A finished round: how it ended, every hand left, the settlement written out as
    steps, and the settlement events judged on their own.

    ``joined`` holds the Exact 61 domino's last placement and settlement, judged
    as one event (they belong to the placement, not to ``events``).
    """

    round: int
    kind: EndKind
    finisher: int | None
    leader: int
    hands: tuple[tuple[int, ...], ...]  # what each seat still holds
    totals: tuple[int, ...]  # their pips
    steps: tuple[SettlementStep, ...]  # empty when an Exact 61 placement won the match
    events: tuple[Event, ...]  # settlement events judged on their own, in order
    joined: tuple[Event, ...]  # Exact 61 domino: the last placement and its settlement

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)

    @property
    def rejected(self) -> tuple[Event, ...]:
        """Exact 61: the settlement entries rejected for passing 305."""
        return tuple(e for e in (*self.joined, *self.events) if not e.accepted)


@dataclass(frozen=True)
class Played:
    """A placement and everything it caused, in the order it happened."""

    seat: int
    scorer: int
    move: Move
    counted: tuple[CountedEnd, ...]  # the counted ends after the placement
    end_sum: int
    points: int  # raw placement points (0 unless a positive multiple of 5)
    score_before: int  # the scorer's score before the placement
    events: tuple[Event, ...]  # the placement's event: its entry, and an Exact 61 domino's settlement
    forced: tuple[Forced, ...]  # the draws and passes forced on the following seats
    round_end: RoundEnd | None
    wins: bool  # the placement's own event won the match (Exact 61: exactly 305)
    winner: int | None  # the match's winner once all this is done; None while it goes on

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)

    @property
    def accepted(self) -> bool:
        """False when Exact 61 rejected the placement's event (a placement worth
        nothing is no event and counts as accepted)."""
        return all(e.accepted for e in self.events)

    @property
    def gained(self) -> int:
        """What the placement's event added to the score (0 when rejected)."""
        return sum(e.points for e in self.events if e.accepted)

    @property
    def match_over(self) -> bool:
        return self.winner is not None


@dataclass(frozen=True)
class Drew:
    """A draw from the stock."""

    seat: int
    tile: int
    open_values: tuple[int, ...]  # the values open on the table: the seat holds none of them
    fits: bool  # the drawn tile fits: it must be placed at once
    again: bool  # the same seat drew just before (a run of draws)
    stock_left: int

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


@dataclass(frozen=True)
class Passed:
    """An allowed pass; the last of a blocked round brings its ``round_end``."""

    seat: int
    round_end: RoundEnd | None
    winner: int | None

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


class Preview(NamedTuple):
    """What a legal placement would make, without making it."""

    end_sum: int
    points: int  # raw placement points
    counted: tuple[int, ...]  # the counted ends' values after it, in the engine's order
    accepted: bool | None  # Exact 61 rejection; None: judged with the domino settlement
    wins: bool  # Exact 61: the points make exactly 305 and end the match


Action = Played | Drew | Passed
