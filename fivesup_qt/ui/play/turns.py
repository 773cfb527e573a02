"""The turn machine: from the match, who sits where and whose hand is shown, the one
thing that happens next.

``next_step`` is a plain function of the position (no Qt, no timers, no signals), so
that every reachable position can be checked without a display: it says *what* comes
next; the controller (``GameController.step``) is the one place that acts on it, with
the pace's pauses, the status line and the signals.  A step names the seat it is for,
so that an action queued for later can check that it still applies.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ...rules import Match


class SeatSetup(Protocol):
    """What the turn machine reads of a seat (``ui.setup.SeatSetup`` has it)."""

    @property
    def human(self) -> bool: ...

    @property
    def level(self) -> str: ...


class TableSetup(Protocol):
    """What the turn machine reads of a match's setup (``ui.setup.MatchSetup`` has it)."""

    @property
    def seats(self) -> Sequence[SeatSetup]: ...

    @property
    def humans(self) -> Sequence[int]: ...


@dataclass(frozen=True)
class RoundOver:
    """The round is over (and the match with it when ``match_over``): tell its end."""

    match_over: bool


@dataclass(frozen=True)
class HandOver:
    """Hot-seat: the screen goes to ``seat``; ``hide`` the hand shown until now first."""

    seat: int
    hide: bool


@dataclass(frozen=True)
class AutoDraw:
    """The shown human ``seat`` has nothing to place: it draws by itself (auto-draw)."""

    seat: int


@dataclass(frozen=True)
class Prompt:
    """A human ``seat`` is to act: say so and wait for the player."""

    seat: int


@dataclass(frozen=True)
class Pass:
    """``seat`` has nothing to place and the stock is out: it passes (after a pause).
    A ``human`` seat is told its turn first, a computer's pass is said."""

    seat: int
    human: bool


@dataclass(frozen=True)
class Draw:
    """A computer ``seat`` has nothing to place: it draws from the stock."""

    seat: int


@dataclass(frozen=True)
class Think:
    """A computer ``seat`` has a tile to place: its bot of ``level`` chooses which."""

    seat: int
    level: str


Step = RoundOver | HandOver | AutoDraw | Prompt | Pass | Draw | Think


def next_step(match: Match, setup: TableSetup, viewer: int | None, *,
              auto_draw: bool = True) -> Step:
    """The one step that comes next in ``match``, whose hand ``viewer`` is shown.

    Several humans share the screen (hot-seat) only when ``setup`` has more than one:
    then a human's turn starts with the hand-over unless its hand is shown already.
    ``auto_draw``: a shown human with nothing to place draws without being asked."""
    if match.is_over or match.round.is_over:
        return RoundOver(match.is_over)
    rnd = match.round
    seat = rnd.turn
    if setup.seats[seat].human:
        if len(setup.humans) > 1 and viewer != seat:
            return HandOver(seat, hide=viewer is not None)
        if rnd.must_draw() and auto_draw and viewer == seat:
            return AutoDraw(seat)
        if rnd.must_pass():
            return Pass(seat, human=True)
        return Prompt(seat)
    if rnd.must_draw():
        return Draw(seat)
    if rnd.must_pass():
        return Pass(seat, human=False)
    return Think(seat, setup.seats[seat].level)
