"""The winner card: at a match end, over the middle of the table (the hands along its
edges and the round's strip under it stay in view), the winner in large type, every
scorer's final score and tally side by side, and "Play again" / "New match"."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..play.model import MatchModel
from ..side.tally import TallyWidget, gap_for
from ..windows.sizing import free_area
from ..words.narrator import winner_line
from ..words.richtext import plain
from ..words.summary import score_text, shows_raw, variant_name
from ..words.voice import cast_of_setup, fill

COMPACT_BELOW = QSize(1100, 700)  # a screen's free area under which the card is compact


class FinalScore(QFrame):
    """One scorer's column: name, 'raw · shown' and the tally (the fives games'; a game
    shown in ones has its one number); the winner's is framed."""

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

    def __init__(self, model: MatchModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
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
        self.buttons = QGridLayout()  # one row, or two in a small window (``_compact``)
        self.buttons.setHorizontalSpacing(8)
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
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(self.buttons)
        row.addStretch(1)
        outer.addLayout(row)
        self.compact: bool | None = None
        self._compact(False)
        self.accent = QColor("#c25e00")
        self.ink = QColor("#1c3f8a")
        self.hide()

    def _compact(self, compact: bool) -> None:
        """Smaller tallies and two rows of buttons where the table is small (an 800x600
        screen): the card then fits over the table beside the round's strip."""
        if compact == self.compact:
            return
        self.compact = compact
        buttons = (self.again_button, self.new_button, self.review_button,
                   self.duplicate_button, self.close_button)
        for b in buttons:
            self.buttons.removeWidget(b)
        per_row = 3 if compact else len(buttons)
        for i, b in enumerate(buttons):
            self.buttons.addWidget(b, i // per_row, i % per_row)
        box, per_row = (34, 3) if compact else (40, 4)
        for column in self.finals:
            big = QFont(column.score.font())
            big.setPointSizeF(self.font().pointSizeF() * (1.25 if compact else 1.6))
            column.score.setFont(big)
            column.tally.set_box(box)
            column.tally.setFixedWidth(per_row * box + (per_row - 1) * gap_for(box))
        font = QFont(self.title.font())
        font.setPointSizeF(self.font().pointSizeF() * (1.5 if compact else 2.0))
        self.title.setFont(font)
        self.columns.setSpacing(8 if compact else 12)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(*((12, 8, 12, 8) if compact else (24, 18, 24, 18)))
            layout.setSpacing(6 if compact else 10)

    def _small_table(self) -> bool:
        """Whether the table under the card is small (its screen's free area is)."""
        free = free_area(self.window())
        return free is not None and (free.height() < COMPACT_BELOW.height()
                                     or free.width() < COMPACT_BELOW.width())

    def show_end(self) -> None:
        """Fill the card from the finished match and show it."""
        c = self.model
        m = c.match
        assert m is not None and m.winner is not None, "a match has been won"
        cast = cast_of_setup(c.setup)
        accent = self.accent.name()
        self.setStyleSheet(
            "QFrame#MatchEndCard { background: palette(window); "
            f"border: 3px solid {accent}; border-radius: 12px; }}"
            "QFrame#FinalScore { border: 1px solid palette(mid); border-radius: 8px; }"
            f"QFrame#FinalScore[winner=\"true\"] {{ border: 3px solid {accent}; }}")
        self.title.setText(winner_line(cast, m))
        self.comparison.clear()
        self.comparison.hide()
        self.subtitle.setText(fill(self.tr("{variant} · {rounds} rounds · target {target}"),
                                   variant=variant_name(m.variant), rounds=len(m.rounds),
                                   target=m.rules.shown(m.target)))
        while len(self.finals) < len(m.scores):
            column = FinalScore(self)
            self.columns.addWidget(column)
            self.finals.append(column)
            self.compact = None  # the new column's tally sized below
        self._compact(self._small_table())
        for i, column in enumerate(self.finals):
            column.setVisible(i < len(m.scores))
        order = sorted(range(len(m.scores)), key=lambda s: (s != m.winner, -m.scores[s]))
        for column, scorer in zip(self.finals, order):
            raw = m.scores[scorer]
            column.name.setText(cast.team(m, scorer))
            column.score.setText(score_text(raw, m.rules, self.tr("{raw} raw · {shown}")))
            column.tally.set_raw(raw, self.ink)
            column.tally.setVisible(shows_raw(m.rules))  # Block's score is its number
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


class CardHolder(QScrollArea):
    """The winner card over the table, in a scroll area without a frame: it takes the
    room the card would like, never more than the table has, and never asks the window
    for more (a 3-player match's end used to push an 800x600 window to 999x624).  It
    shows and hides with its card; it is made in its parent (without one it would be a
    window of its own when the card shows, and take the activation from the game's)."""

    def __init__(self, card: QWidget, parent: QWidget) -> None:
        super().__init__(parent)  # never a window of its own, even for a moment
        self.setObjectName("MatchEndHolder")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)
        self.setWidget(card)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        card.installEventFilter(self)

    def sizeHint(self) -> QSize:
        card = self.widget()
        return card.sizeHint() if card is not None else QSize()

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 100)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShowToParent:
            self.show()
            self.raise_()
        elif kind == QEvent.Type.HideToParent:
            self.hide()
        elif kind == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return False
