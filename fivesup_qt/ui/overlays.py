"""Cards shown over the table: the round/match end, and the hot-seat hand-over screen."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..rules import displayed
from .controller import GameController
from .summary import round_end_lines, scorer_name


class RoundEndCard(QFrame):
    """Every hand revealed with the variant's settlement arithmetic; next round or new match."""

    nextRound = Signal()
    newMatch = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("RoundEndCard")
        self.setAutoFillBackground(True)
        self.setMaximumWidth(560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.next_button = QPushButton(self.tr("Next round"))
        self.new_button = QPushButton(self.tr("New match"))
        self.next_button.clicked.connect(self.nextRound)
        self.new_button.clicked.connect(self.newMatch)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)
        self.hide()

    def show_end(self) -> None:
        # Set here so that palette(window) follows the current light/dark palette.
        self.setStyleSheet("QFrame#RoundEndCard { background: palette(window); "
                           "border: 2px solid #ff8c1a; border-radius: 10px; }")
        c = self.controller
        m = c.match
        lines = round_end_lines(c.names, m, m.round_index)
        scores = [
            self.tr("{who}: {raw} raw · {shown}").format(
                who=scorer_name(c.names, m, s), raw=raw, shown=displayed(raw))
            for s, raw in enumerate(m.scores)
        ]
        if m.is_over:
            self.title.setText(self.tr("{who} wins the match!").format(
                who=scorer_name(c.names, m, m.winner)))
        else:
            self.title.setText(self.tr("Round {n} is over").format(n=m.round_index + 1))
        self.body.setText("<br>".join(lines) + "<hr>" + "<br>".join(f"<b>{s}</b>" for s in scores))
        self.next_button.setVisible(not m.is_over)
        self.next_button.setDefault(not m.is_over)
        self.new_button.setDefault(m.is_over)
        self.show()
        self.raise_()
        (self.new_button if m.is_over else self.next_button).setFocus()


class HandoffCard(QFrame):
    """Hot-seat: the table is covered until the next player takes the screen."""

    reveal = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandoffCard")
        self.setAutoFillBackground(True)
        self.setStyleSheet("QFrame#HandoffCard { background: #10281b; }"
                           "QLabel { color: #f1f5ee; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.label.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        self.label.setFont(font)
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.clicked.connect(self.reveal)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.hide()

    def show_for(self, name: str) -> None:
        self.label.setText(self.tr("Pass the screen to {name}").format(name=name))
        self.button.setText(self.tr("I am {name}: show my hand").format(name=name))
        self.show()
        self.raise_()
        self.button.setFocus()
