"""The side panel's reading boxes, the teacher and the log: a read-only text a screen
reader reads as text, at least three lines high, kept at its newest line while the
reader has not scrolled up."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QTextEdit


def text_lines(browser: QTextEdit, lines: int) -> int:
    """The height that shows ``lines`` lines of ``browser``'s text, frame included."""
    margins = 2 * (browser.frameWidth() + int(browser.document().documentMargin()))
    return browser.fontMetrics().lineSpacing() * lines + margins


class NewestInView(QObject):
    """Keeps a text browser scrolled to its newest line while the reader has not
    scrolled up, whatever changes its size or its text (the hint box appearing,
    teaching mode shown or hidden, the log written again after an undo)."""

    def __init__(self, browser: QTextEdit) -> None:
        super().__init__(browser)
        self.bar = bar = browser.verticalScrollBar()
        self.follow = True
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._range_changed)

    def _moved(self, value: int) -> None:
        self.follow = value >= self.bar.maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self.follow:
            self.bar.setValue(high)

    def jump(self) -> None:
        self.follow = True
        self.bar.setValue(self.bar.maximum())


def reading_box() -> QTextEdit:
    """A read-only text for the teacher and the log, as a screen reader reads a text: its
    lines, a caret and a selection.  Qt reports a ``QTextBrowser`` as static text (AT-SPI's
    'label', whose name a reader says instead of its lines); a read-only ``QTextEdit`` is
    a text, read-only (it has no links to follow either)."""
    box = QTextEdit()
    box.setReadOnly(True)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    return box


def keep_newest_in_view(browser: QTextEdit) -> None:
    NewestInView(browser)


def scroll_to_newest(browser: QTextEdit) -> None:
    """Show the newest line (and follow the next ones)."""
    follower = browser.findChild(NewestInView)
    if follower is not None:
        follower.jump()
