"""What the daily deal asks of the main window and of saving, as Protocols (it names
neither): the main window's menus ask the same of it, and more (``menus.MenuWindow``)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ...rules import Match
    from ...storage import History, StorageError
    from ..play.model import MatchModel
    from ..play.setup import MatchSetup
    from ..review.duplicate_window import DuplicateWindow
    from ..table.match_end import MatchEndCard


class Reloads(Protocol):
    def reload(self) -> None: ...


class KeepsHistory(Protocol):
    """Where comparisons and accuracies are kept: saving's history."""

    @property
    def history(self) -> History: ...
    @property
    def history_window(self) -> Reloads | None: ...
    def report(self, problems: list[StorageError], heading: str) -> None: ...


class TrackedMatch(Protocol):
    @property
    def match(self) -> Match: ...
    @property
    def started(self) -> str: ...


class InPlay(Protocol):
    @property
    def current(self) -> TrackedMatch | None: ...


class Saving(KeepsHistory, Protocol):
    @property
    def store(self) -> InPlay: ...


class DailyWindow(Protocol):
    """The main window, as the daily deal uses it."""

    @property
    def model(self) -> MatchModel: ...
    @property
    def persistence(self) -> Saving | None: ...
    @property
    def match_card(self) -> MatchEndCard: ...
    def may_replace(self) -> bool: ...
    def start(self, setup: MatchSetup | None = ..., daily: date | None = ...) -> None: ...
    def duplicate_match(self) -> DuplicateWindow | None: ...
