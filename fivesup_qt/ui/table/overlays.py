"""Cards with the table: the round/match end and the rules tour (a strip under the
layout, never over it), and the hot-seat hand-over screen (over everything)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..play.model import MatchModel
from ..side.fitting import FittingScroll
from ..theme import LIGHT, Theme
from ..words.narrator import round_end_parts, winner_line
from ..words.richtext import directed
from ..words.summary import shows_raw
from ..words.voice import align_leading, bare, cast_of_setup, fill


def plain_text(html: str) -> str:
    """The words of a rich text (accessible descriptions)."""
    return bare(" ".join(QTextDocumentFragment.fromHtml(html).toPlainText().split()))


NARROW = 640  # a card narrower than this puts the settlement under the hands and scores


STRIP_SHARE = 0.4  # the most of the table's column the round's strip takes


class RoundEndCard(QFrame):
    """A strip under the table (never over the layout): every hand revealed, the
    variant's settlement steps, the scores; next round or new match."""

    nextRound = Signal()
    newMatch = Signal()
    review = Signal()  # the post-game review of the match so far
    replayDeal = Signal()  # this round's deal again (same or rotated seats)

    def __init__(self, model: MatchModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("RoundEndCard")
        self.setAccessibleName(self.tr("Round result"))
        self.accent = "#c25e00"  # the theme's accent (set by the main window)
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        outer.setSpacing(4)
        outer.addLayout(self._top_row())
        outer.addWidget(self._body(), 1)
        self.body = self.steps  # the settlement arithmetic (tests read it)
        self.hide()

    def _top_row(self) -> QBoxLayout:
        """The round's title and the buttons: review, replay the deal, new match, next."""
        # the title and the buttons share a row, or the buttons go under the title when
        # the card is too narrow for both (800 px: "Round 1 is over" was cut to "is ove")
        self.top = top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.title = align_leading(QLabel())
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        top.addWidget(self.title, 1)
        self.next_button = QPushButton(self.tr("Next round"))
        self.next_button.setToolTip(self.tr("Deal the next round (Ctrl+Return)"))
        self.new_button = QPushButton(self.tr("New match"))
        self.new_button.setToolTip(self.tr("Set up a new match (Ctrl+N)"))
        self.next_button.clicked.connect(self.nextRound)
        self.new_button.clicked.connect(self.newMatch)
        self.review_button = QPushButton(self.tr("Review…"))
        self.review_button.setToolTip(self.tr("Every decision of yours so far, judged move by move"))
        self.replay_button = QPushButton(self.tr("Replay this deal…"))
        self.replay_button.setToolTip(self.tr("The same hands and stock again, with the same "
                                              "seats or the seats rotated"))
        self.review_button.clicked.connect(self.review)
        self.replay_button.clicked.connect(self.replayDeal)
        self.buttons = QWidget()
        buttons = QHBoxLayout(self.buttons)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addStretch(1)
        for button in (self.review_button, self.replay_button, self.new_button,
                       self.next_button):
            buttons.addWidget(button)
        top.addWidget(self.buttons)
        return top

    def _body(self) -> QWidget:
        """Every hand revealed, the settlement's steps, the scores, then the stock."""
        # it scrolls when the strip is short: the strip never takes more than half the
        # table's column, nor grows the window
        self.body_scroll = FittingScroll()
        self.body_scroll.setAutoFillBackground(False)
        self.body_scroll.viewport().setAutoFillBackground(False)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        self.columns = QGridLayout()
        self.columns.setHorizontalSpacing(18)
        self.columns.setVerticalSpacing(6)
        self.hands = QLabel()
        self.steps = QLabel()
        self.scores = QLabel()
        for label in (self.hands, self.steps, self.scores):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            align_leading(label, Qt.AlignmentFlag.AlignTop)
        self.narrow: bool | None = None
        self._arrange(False)
        body_layout.addLayout(self.columns)
        # the stock under them, as small tiles in one row across the card
        from .stock_reveal import StockTiles

        row = QHBoxLayout()
        row.setSpacing(10)
        self.stock_caption = align_leading(QLabel(), Qt.AlignmentFlag.AlignTop)
        self.stock_caption.setTextFormat(Qt.TextFormat.PlainText)
        self.stock = StockTiles()
        self.stock.setAccessibleName(self.tr("Stock, next draw first:"))
        row.addWidget(self.stock_caption)
        row.addWidget(self.stock, 1)
        body_layout.addLayout(row)
        self.body_scroll.setWidget(body)
        return self.body_scroll

    def show_end(self) -> None:
        # Set here so that palette(window) follows the current light/dark palette.
        self.setStyleSheet("QFrame#RoundEndCard { background: palette(window); "
                           f"border-top: 3px solid {self.accent}; }}")
        c = self.model
        m = c.match
        assert m is not None, "a round of the shown match has ended"
        end = m.round_end(m.round_index)
        cast = cast_of_setup(c.setup)
        head, hands, steps = round_end_parts(cast, m, end) if end is not None else ("", [], [])
        both = self.tr("{who}: {raw} raw · {shown}")
        scores = [
            fill(both, who=cast.team(m, s, html=True), raw=raw, shown=m.rules.shown(raw))
            if shows_raw(m.rules) else
            fill(self.tr("{who}: {score}"), who=cast.team(m, s, html=True), score=raw)
            for s, raw in enumerate(m.scores)
        ]
        if m.winner is not None:  # the match is over
            self.title.setText(winner_line(cast, m))
        else:
            self.title.setText(fill(self.tr("Round {n} is over"), n=m.round_index + 1))
        self._fit_header()
        from .stock_reveal import stock_left, stock_words, unbroken_tiles

        left = stock_left(m)
        theme = getattr(self.window(), "theme", None)
        self.stock.set_tiles(left, theme if isinstance(theme, Theme) else LIGHT,
                             bare(stock_words(left)))
        # the stock's tiles beside their caption (on the table they would take its room)
        if not m.rules.draws:  # Block: the undealt tiles slept; nobody could draw them
            self.stock_caption.setText(self.tr("Not dealt (nobody draws in this game):")
                                       if left else "")
        else:
            self.stock_caption.setText(self.tr("Stock, next draw first:") if left
                                       else self.tr("Stock: empty"))
        texts = (directed(f"<b>{head}</b><br>" + "<br>".join(hands)),
                 directed("<br>".join(steps)),
                 directed("<br>".join(f"<b>{s}</b>" for s in scores)))
        for label, html in zip((self.hands, self.steps, self.scores), texts):
            label.setText(unbroken_tiles(html))  # "1|5" never split over two lines
        self.setAccessibleDescription(" ".join(
            [plain_text(html) for html in (self.title.text(), *texts)]
            + [bare(self.stock_caption.text())] + ([bare(stock_words(left))] if left else [])))
        self.next_button.setVisible(not m.is_over)
        self.next_button.setDefault(not m.is_over)
        self.new_button.setDefault(m.is_over)
        self.show()
        (self.new_button if m.is_over else self.next_button).setFocus()


    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(self.width() < NARROW)  # the title's size first: the header reads it
        self._fit_header()

    def _arrange(self, narrow: bool) -> None:
        """Three columns (hands, settlement, scores) on a wide card; on a narrow one the
        hands and the scores side by side and the settlement across the card under
        them, so that no column is a few words wide."""
        if narrow == self.narrow:
            return
        self.narrow = narrow
        font = QFont(self.font())  # the title a little smaller: beside the buttons more often
        font.setPointSizeF(font.pointSizeF() * (1.15 if narrow else 1.35))
        font.setBold(True)
        self.title.setFont(font)
        for label in (self.hands, self.steps, self.scores):
            self.columns.removeWidget(label)
        for column in range(3):
            self.columns.setColumnStretch(column, 0)
        if narrow:
            self.columns.addWidget(self.hands, 0, 0)
            self.columns.addWidget(self.scores, 0, 1)
            self.columns.addWidget(self.steps, 1, 0, 1, 2)
            self.columns.setColumnStretch(0, 3)
            self.columns.setColumnStretch(1, 2)
        else:
            for column, (label, stretch) in enumerate(((self.hands, 3), (self.steps, 5),
                                                       (self.scores, 2))):
                self.columns.addWidget(label, 0, column)
                self.columns.setColumnStretch(column, stretch)

    def cap(self, column_height: int) -> None:
        """At most two fifths of the table's column (``column_height``): the layout
        above keeps the rest, enough for the hands face up and the layout between them;
        the body scrolls for what does not fit."""
        self.setMaximumHeight(max(self.minimumSizeHint().height(),
                                  int(column_height * STRIP_SHARE)))

    def _fit_header(self) -> None:
        """The buttons beside the title when both fit the card's width, else under it."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        wanted = (self.title.sizeHint().width() + self.top.spacing()
                  + self.buttons.sizeHint().width())
        direction = (QBoxLayout.Direction.LeftToRight if wanted <= room
                     else QBoxLayout.Direction.TopToBottom)
        if self.top.direction() != direction:
            self.top.setDirection(direction)


class TourPanel(QFrame):
    """The rules tour's text with Back / Next, in the strip under the table."""

    back = Signal()
    forward = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TourPanel")
        self.setAccessibleName(self.tr("Rules tour"))
        self.accent = "#c25e00"
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 8, 14, 8)
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setMinimumHeight(120)
        align_leading(self.text, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.text, 1)
        buttons = QVBoxLayout()
        self.back_button = QPushButton(self.tr("◀ Back"))
        self.next_button = QPushButton(self.tr("Next ▶"))
        self.close_button = QPushButton(self.tr("Close tour"))
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.forward)
        self.close_button.clicked.connect(self.closed)
        for b in (self.next_button, self.back_button, self.close_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        row.addLayout(buttons)
        self.hide()

    def restyle(self) -> None:
        self.setStyleSheet("QFrame#TourPanel { background: palette(window); "
                           f"border-top: 3px solid {self.accent}; }}")

    def show_text(self, html: str, first: bool, last: bool) -> None:
        self.restyle()
        self.text.setText(directed(html))
        self.setAccessibleDescription(plain_text(html))
        self.back_button.setEnabled(not first)
        self.next_button.setEnabled(not last)
        self.show()


class HandoffCard(QFrame):
    """Hot-seat: the table is covered until the next player takes the screen."""

    reveal = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandoffCard")
        self.setAccessibleName(self.tr("Hand-over"))
        self.setAutoFillBackground(True)
        self.setStyleSheet("QFrame#HandoffCard { background: #10281b; }"
                           "QLabel { color: #f1f5ee; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # the name is data
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
        """Hot-seat: the next player is named (each human of a hot-seat match is)."""
        self.label.setText(fill(self.tr("Pass the screen to {name}"), name=name))
        self.button.setText(fill(self.tr("I am {name}: show my hand"), name=name))
        self.setAccessibleDescription(bare(self.label.text()))
        self.show()
        self.raise_()
        self.button.setFocus()
