"""The side panel of the game's first frame: what the panel shows before a match is
dealt (the Hint button, the Teacher's and the Log's titles over their empty boxes),
made of plain widgets, so that the first frame waits neither for the panel's module
(the rules engine, the rich-text helpers, the scorer cards, the tile tracker) nor for
the controller it reads.  The main window puts the real ``ScorePanel`` in its place
right after the first paint, in the same step as the first deal, so the shell is seen
for one frame at most; ``tests/ui/test_first_frame.py`` keeps the two alike."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)


def tr(text: str) -> str:
    """The panel's own words (the ``ScorePanel`` context of the translations)."""
    return QCoreApplication.translate("ScorePanel", text)


class PanelShell(QWidget):
    """The empty side panel, drawn like ``ScorePanel`` before a match (its margins, its
    width limits, the cards' area over the Teacher's and the Log's boxes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(290)
        self.setMaximumWidth(380)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        cards = QWidget()  # where the title, the scorers' cards and the hint will be
        layout = QVBoxLayout(cards)
        layout.setContentsMargins(0, 0, 0, 0)
        for _ in range(2):  # the match's title and its line of information, empty
            empty = QLabel()
            empty.setWordWrap(True)
            layout.addWidget(empty)
        row = QHBoxLayout()
        self.hint_button = QPushButton(tr("Hint (H)"))
        row.addWidget(self.hint_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        outer.addWidget(cards)
        self.boxes: list[QTextBrowser] = []
        for title, stretch in ((tr("Teacher"), 3), (tr("Log"), 2)):
            label = QLabel(title)
            font = QFont(label.font())
            font.setBold(True)
            label.setFont(font)
            outer.addWidget(label)
            box = QTextBrowser()
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
            outer.addWidget(box, stretch)
            self.boxes.append(box)
