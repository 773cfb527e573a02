"""How the Review and the Duplicate window open: one opener (``open_on_record``) for a
record (Match History, the replay viewer) and for the match on the table (the round-end
and match-end cards, ``open_on_table``).

The opener reads the record once through the engine (``rules.positions``), and hands
the window what it read; a record that does not replay by the rules opens nothing and
says why, in one message box and one log line, whichever window was asked for."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...reading import one_line
from ...rules.positions import Positions
from ...rules.record import Record, RecordError, load_record, record_of
from ..words.voice import directed_lines, fill

if TYPE_CHECKING:
    from ...rules import Match
    from ..play.model import MatchModel
    from ..play.setup import MatchSetup

log = logging.getLogger(__name__)

Window = TypeVar("Window", bound=QWidget)
Opened = TypeVar("Opened", bound=QWidget, covariant=True)


class Reviewing(Protocol[Opened]):
    """A review-like window's class: made on a record and what the opener read of it."""

    def __call__(self, record: Record, setup: MatchSetup, title: str = "",
                 parent: QWidget | None = None, *, seat: int | None = None,
                 positions: Positions | None = None) -> Opened: ...


def show_window(window: Window) -> Window:
    """``window`` shown at once and deleted when closed: every click opens a window of
    its own, and a closed one does not stay in memory with its table and chart."""
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def open_on_record(parent: QWidget, kind: Reviewing[Window], record: Record,
                   setup: MatchSetup, title: str = "", *, seat: int | None = None,
                   replayed: Match | None = None) -> Window | None:
    """A ``kind`` window on ``record`` (its seats named by ``setup``), shown at once; the
    record read once here (``replayed``: the match a reader already replayed it into).
    None, the player told why (``cannot_open``), when it does not replay by the rules."""
    try:
        positions = Positions(replayed) if replayed is not None else Positions.of_record(record)
    except RecordError as error:
        cannot_open(parent, str(error))
        return None
    return show_window(kind(record, setup, title, parent, seat=seat, positions=positions))


def open_on_table(parent: QWidget, kind: Reviewing[Window], model: MatchModel,
                  title: str) -> Window | None:
    """A ``kind`` window on the match on the table (its rounds so far); None
    before its first round, and None, the player told why, for a position set up by
    hand (a test's, a puzzle's: hands not dealt as the rules deal them), which has no
    deals to review or replay: the game goes on."""
    try:
        record = table_record(model)
    except RecordError as error:
        cannot_open(parent, str(error))
        return None
    if record is None:
        return None
    return open_on_record(parent, kind, record, model.setup, title)


def cannot_open(parent: QWidget, problem: str) -> QMessageBox:
    """The one way a review-like window says it cannot open a match: a line in the log
    and a window-modal box (the game goes on behind it) naming the problem."""
    log.warning("The match cannot be reviewed: its record has no replay by the rules: %s",
                problem)
    text = QCoreApplication.translate(
        "ReviewWindow", "This match cannot be reviewed: its record does not replay by the "
        "rules.\n\nProblem: {problem}")
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("Persistence", "Five-Up Dominoes"),
                      directed_lines(fill(text, problem=one_line(problem, 300))),
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("CannotReview")
    box.setTextFormat(Qt.TextFormat.PlainText)  # the problem quotes the record: data
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def table_record(model: MatchModel) -> Record | None:
    """The record of the match on the table (its rounds so far), as the
    windows read a saved one; None before its first round; ``RecordError`` for a
    position set up by hand, which no deal of the rules gives."""
    match = model.match
    if match is None or not match.rounds:
        return None
    return load_record(record_of(match))
