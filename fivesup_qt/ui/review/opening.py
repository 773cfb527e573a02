"""How the Review and the Duplicate window open: on a record (Match History, the replay
viewer) or on the match on the table (the round-end and match-end cards)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from ...rules.record import Record
    from ..play.controller import GameController

log = logging.getLogger(__name__)

Window = TypeVar("Window", bound=QWidget)


def show_window(window: Window) -> Window:
    """``window`` shown at once and deleted when closed: every click opens a window of
    its own, and a closed one does not stay in memory with its table and chart."""
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def table_record(controller: GameController) -> Record | None:
    """The record of the match on ``controller``'s table (its rounds so far), as the
    windows read a saved one; None before its first round, and None (logged) for a
    position set up by hand (a test's, a puzzle's: hands not dealt as the rules deal
    them), which has no deals to review or replay: the button opens nothing and the
    game goes on, as the windows' callers expect of a match with no rounds."""
    from ...rules.record import RecordError, load_record, record_of

    match = controller.match
    if match is None or not match.rounds:
        return None
    try:
        return load_record(record_of(match))
    except RecordError:
        log.warning("The match on the table has no record to review or replay", exc_info=True)
        return None
