"""A score card of the side panel: the scorer's name, 'raw · shown' (one number in a
game shown in ones), the pen-and-paper tally (the fives games'), where the scorer
stands against the target, and each seat's hand."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..words.voice import align_leading


class ScorerCard(QFrame):
    """Name, 'raw · displayed' (or the one number), the tally, the distance to the
    target and the seats' hands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from .tally import TallyWidget  # the cards come with the first deal

        super().__init__(parent)
        self.setObjectName("ScorerCard")
        self.setFrameShape(QFrame.Shape.NoFrame)  # its border is painted (``paintEvent``)
        self.active = False
        self.accent = "#c25e00"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(3)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # names are data
        self.name.setWordWrap(True)
        font = QFont(self.name.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.name.setFont(font)
        self.score = QLabel()
        big = QFont(self.score.font())
        big.setPointSizeF(big.pointSizeF() * 1.25)
        self.score.setFont(big)
        self.tally = TallyWidget()
        self.distance = QLabel()
        self.distance.setWordWrap(True)
        self.seats = QLabel()
        self.seats.setTextFormat(Qt.TextFormat.RichText)  # names escaped
        self.delta = QLabel()  # the round's settlement, counted on the score at a round end
        self.delta.setFont(big)
        self.delta.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.score)
        row.addWidget(self.delta)
        row.addStretch(1)
        layout.addWidget(self.name)
        layout.addLayout(row)
        for w in (self.tally, self.distance, self.seats):
            layout.addWidget(w)
        for label in (self.name, self.score, self.distance):
            label.setTextFormat(Qt.TextFormat.PlainText)
        for label in (self.name, self.score, self.distance, self.seats):
            align_leading(label)

    def set_active(self, active: bool, accent: str = "#c25e00") -> None:
        """The scorer to play: a thick border in ``accent`` (the others a thin one).  The
        border is painted, not styled: a style sheet set on every turn cost a millisecond
        or more a card, in each placement's update."""
        if (self.active, self.accent) == (active, accent):
            return
        self.active, self.accent = active, accent
        self.setProperty("active", active)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = (QPen(QColor(self.accent), 2.0) if self.active
               else QPen(self.palette().color(QPalette.ColorRole.Mid), 1.0))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = pen.widthF() / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 6, 6)
        painter.end()
