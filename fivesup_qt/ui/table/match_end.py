"""The winner card: at a match end, over the middle of the table (the hands along its
edges and the round's strip under it stay in view), the winner in large type, every
scorer's final score and tally side by side, and "Play again" / "New match"."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...rules import displayed
from ..play.controller import GameController
from ..side.tally import TallyWidget
from ..words.narrator import winner_line
from ..words.richtext import plain
from ..words.summary import variant_name
from ..words.voice import fill


class FinalScore(QFrame):
    """One scorer's column: name, 'raw · shown' and the tally; the winner's is framed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FinalScore")
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 8, 10, 8)
        self.name = plain(QLabel())  # names are data: shown as they are
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name.setWordWrap(True)
        bold = QFont(self.name.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.name.setFont(bold)
        self.score = plain(QLabel())  # names are data: shown as they are
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big = QFont(self.score.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.score.setFont(big)
        self.tally = TallyWidget()
        self.tally.set_box(40)
        self.tally.setFixedWidth(4 * 40 + 3 * 9)  # four symbols a row
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        for w in (self.name, self.score, self.tally):
            column.addWidget(w)


class MatchEndCard(QFrame):
    """The match's result over the table; ``playAgain`` deals the same setup again."""

    playAgain = Signal()
    newMatch = Signal()
    review = Signal()  # the post-game review of the match
    duplicate = Signal()  # the match's deals played again by Expert in the player's seat

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("MatchEndCard")
        self.setAccessibleName(self.tr("Match result"))
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        outer.setSpacing(10)
        self.title = plain(QLabel())  # names are data: shown as they are
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = plain(QLabel())  # names are data: shown as they are
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        self.columns = QHBoxLayout()
        self.columns.setSpacing(12)
        outer.addLayout(self.columns)
        self.finals: list[FinalScore] = []
        # a daily match: the duplicate comparison, once Expert has played the same deals
        self.comparison = plain(QLabel())  # names are data: shown as they are
        self.comparison.setObjectName("Comparison")
        self.comparison.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.comparison.setWordWrap(True)
        strong = QFont(self.comparison.font())
        strong.setBold(True)
        strong.setPointSizeF(strong.pointSizeF() * 1.15)
        self.comparison.setFont(strong)
        self.comparison.hide()
        outer.addWidget(self.comparison)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.again_button = QPushButton(self.tr("Play again"))
        self.again_button.setToolTip(self.tr("The same players and variant, a new deal"))
        self.new_button = QPushButton(self.tr("New match…"))
        self.new_button.setToolTip(self.tr("Choose the variant and the players"))
        self.close_button = QPushButton(self.tr("Look at the table"))
        self.review_button = QPushButton(self.tr("Review…"))
        self.review_button.setToolTip(self.tr("Every decision of the match, judged move by move"))
        self.review_button.clicked.connect(self.review)
        self.duplicate_button = QPushButton(self.tr("Play it in duplicate…"))
        self.duplicate_button.setToolTip(self.tr("Every round played again by Expert in your "
                                                 "seat, from the same deal and the same scores: "
                                                 "the luck of the deal taken out"))
        self.duplicate_button.clicked.connect(self.duplicate)
        self.again_button.clicked.connect(self.playAgain)
        self.new_button.clicked.connect(self.newMatch)
        self.close_button.clicked.connect(self.hide)
        for b in (self.again_button, self.new_button, self.review_button, self.duplicate_button,
                  self.close_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        self.accent = QColor("#c25e00")
        self.ink = QColor("#1c3f8a")
        self.hide()

    def show_end(self) -> None:
        """Fill the card from the finished match and show it."""
        c = self.controller
        m = c.match
        assert m is not None and m.winner is not None, "a match has been won"
        accent = self.accent.name()
        self.setStyleSheet(
            "QFrame#MatchEndCard { background: palette(window); "
            f"border: 3px solid {accent}; border-radius: 12px; }}"
            "QFrame#FinalScore { border: 1px solid palette(mid); border-radius: 8px; }"
            f"QFrame#FinalScore[winner=\"true\"] {{ border: 3px solid {accent}; }}")
        self.title.setText(winner_line(c.cast, m))
        self.comparison.clear()
        self.comparison.hide()
        self.subtitle.setText(fill(self.tr("{variant} · {rounds} rounds · target {target}"),
                                   variant=variant_name(m.variant), rounds=len(m.rounds),
                                   target=displayed(m.target)))
        while len(self.finals) < len(m.scores):
            column = FinalScore(self)
            self.columns.addWidget(column)
            self.finals.append(column)
        for i, column in enumerate(self.finals):
            column.setVisible(i < len(m.scores))
        order = sorted(range(len(m.scores)), key=lambda s: (s != m.winner, -m.scores[s]))
        for column, scorer in zip(self.finals, order):
            raw = m.scores[scorer]
            column.name.setText(c.cast.team(m, scorer))
            column.score.setText(fill(self.tr("{raw} raw · {shown}"), raw=raw,
                                      shown=displayed(raw)))
            column.tally.set_raw(raw, self.ink)
            column.setProperty("winner", scorer == m.winner)
            column.style().unpolish(column)
            column.style().polish(column)
        self.setAccessibleDescription(" ".join(
            [self.title.text(), self.subtitle.text()]
            + [f"{f.name.text()}: {f.score.text()}" for f in self.finals if f.isVisible()]))
        self.adjustSize()
        self.show()
        self.raise_()
        self.again_button.setFocus()

    def show_comparison(self, text: str) -> None:
        """The duplicate comparison's sentence under the scores ('' hides it)."""
        self.comparison.setText(text)
        self.comparison.setVisible(bool(text))
        self.setAccessibleDescription(" ".join(
            [self.title.text(), self.subtitle.text()]
            + [f"{f.name.text()}: {f.score.text()}" for f in self.finals if f.isVisible()]
            + [text]))
        self.adjustSize()
