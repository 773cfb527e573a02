"""The match model the views read: the match, who sits where, the hand shown, teaching
mode, the pace, and what changed last, as one value.

Qt-free.  Whoever drives the match (the ``GameController`` in play, the replay viewer
stepping through a record) writes it and then ``tell``s its listeners a ``Changes``,
as Anki's ``OpChanges`` tells its screens what an operation touched; a view listens,
reads the model, and redraws what the changes name.  A view needs nothing else: a
test makes a model with a match of its own and checks the view without a window, a
controller, a worker or a bot.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar, cast, overload

from .pace import INSTANT, Pace

if TYPE_CHECKING:
    from datetime import date

    from ...rules import Match
    from ...rules.outcome import Action, RoundEnd
    from .setup_values import MatchSetup


@dataclass(frozen=True)
class Changes:
    """What one step changed.  Every change may have moved the position: a view reads
    the match again whatever the flags say; the flags say what else to do."""

    match: bool = False  # another match is shown (dealt, loaded, a position, the tour)
    round: bool = False  # a new round was dealt
    viewer: bool = False  # another hand is shown face up (hot seat)
    teaching: bool = False  # teaching mode was turned on or off
    rewound: bool = False  # undo or redo: the position jumped back or forth
    applied: Action | None = None  # the engine's answer to the step just made
    over: bool = False  # the round (or the match) is over, told once
    ended: RoundEnd | None = None  # how it ended and was settled, when it is known


Listener = Callable[[Changes], None]
T = TypeVar("T")


class OnModel(Generic[T]):
    """An attribute of its owner that is its ``model``'s: the controller keeps the state
    in one home, the model, and still reads and writes it as its own."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> OnModel[T]: ...
    @overload
    def __get__(self, obj: object, owner: type) -> T: ...
    def __get__(self, obj: object | None, owner: type) -> OnModel[T] | T:
        if obj is None:
            return self
        return cast(T, getattr(obj.model, self.name))  # type: ignore[attr-defined]

    def __set__(self, obj: object, value: T) -> None:
        setattr(obj.model, self.name, value)  # type: ignore[attr-defined]


class MatchModel:
    """The state every view of a match reads (views never write it)."""

    def __init__(self, setup: MatchSetup, pace: Pace = INSTANT) -> None:
        self.setup = setup  # the seats: names, humans, levels; the rule set
        self.match: Match | None = None
        self.viewer: int | None = None  # the seat whose hand is shown face up
        self.frozen = False  # a shown position (rules tour, replay): nothing moves by itself
        self.teaching = False
        self.pace = pace  # how long things take to move (the animation speed setting)
        self.auto_draw = True  # a shown human with nothing to place draws by itself
        self.daily_deal: tuple[Match, date] | None = None  # a daily match and its date
        self._listeners: list[Listener] = []

    # -- telling -------------------------------------------------------------------------
    def listen(self, listener: Listener) -> None:
        """``listener`` is told every change from now on, in the order listeners came."""
        self._listeners.append(listener)

    def forget(self, listener: Listener) -> None:
        """``listener`` is told nothing more (a view closed before the model)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def tell(self, changes: Changes) -> None:
        """Every listener reads the model again, knowing what changed."""
        for listener in list(self._listeners):
            listener(changes)

    def show(self, match: Match, setup: MatchSetup, *, viewer: int | None,
             teaching: bool = False) -> None:
        """A position to look at, not to play (a review's decision, a replay's step):
        nothing moves by itself; the views lay it out anew."""
        self.match, self.setup, self.viewer = match, setup, viewer
        self.frozen, self.teaching = True, teaching
        self.tell(Changes(match=True, viewer=True, teaching=True))

    # -- queries -------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.setup.seats]

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].human

    @property
    def daily(self) -> date | None:
        """The date whose daily deals the match shown is dealt from (None: it is no
        daily match).  Kept with the match itself, so that the match shown again after
        the rules tour is still the daily match, and any other match is not."""
        daily = self.daily_deal
        return daily[1] if daily is not None and daily[0] is self.match else None

    @property
    def hot_seat(self) -> bool:
        return len(self.setup.humans) > 1

    def human_to_act(self) -> int | None:
        """The human seat that may act now (its turn, its hand shown), else None."""
        m = self.match
        if m is None or m.is_over or m.round.is_over:
            return None
        seat = m.round.turn
        return seat if self.is_human(seat) and self.viewer == seat else None
