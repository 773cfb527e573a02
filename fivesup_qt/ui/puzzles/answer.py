"""The Puzzles window's answer in words, under the table: the question's instructions,
then the verdict on the player's move and the line that follows it, told move by move."""

from __future__ import annotations

from PySide6.QtWidgets import QTextBrowser, QWidget

from ..words.richtext import make_safe
from ..words.voice import directed_html


class AnswerBox(QTextBrowser):
    """Two lines while the question is asked; after an answer a line for each 120 px of
    the window's height, two to eight, so that a short window keeps its table readable
    (at 780x540 eight lines took a third of it); scrolled beyond that."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        make_safe(self)  # loads nothing, whatever a text asks for
        self.setMinimumHeight(self.height_for(2))

    def height_for(self, lines: int) -> int:
        """The box for ``lines`` lines of text (and its frame)."""
        return self.fontMetrics().lineSpacing() * lines + 14

    def say(self, html: str, asking: bool, window_height: int) -> None:
        """``html`` in the reader's direction, the box fitted (``fit``)."""
        self.setHtml(directed_html(html))
        self.fit(asking, window_height)

    def fit(self, asking: bool, window_height: int) -> None:
        lines = 2 if asking else max(2, min(8, window_height // 120))
        self.setMaximumHeight(self.height_for(lines))
