"""How saving tells the player what went wrong: plain-text message boxes, the list of
problems reported (tests read it), and ``safe``, the decorator that keeps an unexpected
error in a slot from reaching Qt (saving must never stop the game).

Every text here translates in the ``Persistence`` context, as when saving was one
module: the translations already made stay valid.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from ...reading import one_line
from ...storage import StorageError
from ..terminate import Unanswered, ending
from ..words.voice import directed_lines, fill

log = logging.getLogger("fivesup_qt.ui.saving.persistence")  # one logger for all of saving
Say = Callable[[str, bool], None]  # a line on the status line: the text, whether an error

P = ParamSpec("P")
R = TypeVar("R")


def tr(text: str) -> str:
    return QCoreApplication.translate("Persistence", text)


class Tells(Protocol):
    """What a ``safe`` slot's owner has: a way to tell the player."""

    def show_message(self, text: str) -> None: ...


T = TypeVar("T", bound=Tells)


def safe(slot: Callable[Concatenate[T, P], R]) -> Callable[Concatenate[T, P], R | None]:
    """A slot that reports an unexpected error instead of letting it reach Qt: saving
    must never stop the game (None: the slot failed and the player was told)."""

    @functools.wraps(slot)
    def run(self: T, /, *args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return slot(self, *args, **kwargs)
        except Exception as error:  # the game goes on, the player is told
            log.error("Unexpected error in %s", slot.__qualname__, exc_info=True)
            self.show_message(fill(tr("Unexpected problem while saving: {error}"),
                                   error=one_line(f"{type(error).__name__}: {error}")))
            return None

    return run


def message_box(icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton, parent: QWidget | None) -> QMessageBox:
    """A message box whose text is plain text (names, file names and error details in
    it are data, never read as HTML), every line in the interface's direction."""
    box = QMessageBox(icon, title, directed_lines(text), buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


class Reporter(QObject):
    """The problems of saving, told to the player without stopping the game."""

    messageShown = Signal(str)  # every problem reported to the player (tests listen)

    def __init__(self, window: QMainWindow, say: Say) -> None:
        super().__init__(window)
        self.window = window
        self.say = say  # the window's status line
        self.messages: list[str] = []

    def report(self, problems: list[StorageError], heading: str) -> None:
        """Each problem with a file, told by name (and where a bad file was kept aside)."""
        for problem in problems:
            log.warning("%s: %s%s", heading, problem, f" (kept aside as {problem.kept})"
                        if problem.kept is not None else "")
            text = fill(tr("{heading}.\n\nFile: {file}\nProblem: {problem}"),
                        heading=heading, file=one_line(problem.shown_path),
                        problem=one_line(problem.problem))
            if problem.kept is not None:
                text += "\n" + fill(tr("The file was kept aside as {kept}."),
                                    kept=one_line(problem.kept))
            self.show_message(text)

    def show_message(self, text: str) -> None:
        """A warning that does not stop the game (a window-modal box, not a nested loop).
        ``text`` is plain text (file names and error details are data)."""
        self.messages.append(text)
        self.messageShown.emit(text)
        self.say(text.splitlines()[0], True)
        if self.window.isVisible():
            box = message_box(QMessageBox.Icon.Warning, tr("Five-Up Dominoes"), text,
                              QMessageBox.StandardButton.Ok, self.window)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def repeat(self, text: str) -> None:
        """A problem told already: kept in the list and on the status line, no box."""
        self.messages.append(text)
        self.say(text, True)

    def ask(self, title: str, text: str) -> bool:
        """A yes-or-no question (Yes is the default).  Raises ``Unanswered`` when a signal
        ends the game before the player answers: closing the box is no answer."""
        if ending() is not None:
            raise Unanswered(title)
        box = message_box(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        answer = box.exec()
        if ending() is not None:  # the box closed by the signal's close, not by the player
            raise Unanswered(title)
        return answer == QMessageBox.StandardButton.Yes
