"""The pen-and-paper tally of a score, drawn stroke by stroke from ``rules.tally``.

Drawn as on paper, large enough to read at a glance: each 50-point symbol is a box
of ``box`` pixels with the big X from corner to corner and a small x in each of the
four triangular spaces it leaves (top, right, bottom, left; right and left swap in a
right-to-left layout).  The small x's sit where the spaces are widest and stay a
clear gap away from the big X (``tally_lines`` computes every line, the tests hold
the gaps).

The crosses are the fives games' own score sheet (Five-Up, Exact 61, All Fives: a
stroke for every five points, as muggins players keep it on paper or a cribbage
board).  A game whose scores are shown in ones (Block, Draw: ``RuleSet.unit`` 1) has
no tally of strokes: its players write the running total down as a number after each
hand (a Block hand alone can be worth forty points, and a stroke a point would fill
the card by the first hundred), so its card and the match-end card show that number
and hide this widget.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QLineF, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...rules.tally import strokes, symbols
from ..words.summary import plural
from ..words.voice import numeral

BOX = 44  # pixel size of one 50-point symbol (the panel may choose another)
MIN_BOX, MAX_BOX = 34, 56
BIG_PEN = 0.065  # line widths, in boxes
SMALL_PEN = 0.045
INSET = 0.06  # the big X stops this far inside the box's corners
# Centre of each small x in a box of size 1: the incentre of its triangular space (where
# the space is widest), and its half size (its strokes run diagonally like the big X).
_MARK_CENTRE = {"top": (0.5, 0.2), "right": (0.8, 0.5), "bottom": (0.5, 0.8), "left": (0.2, 0.5)}
SMALL_HALF = 0.07


class TallyLine(NamedTuple):
    line: QLineF
    width: float  # the pen width, pixels
    symbol: int
    mark: str  # 'centre' for the big X, else the space of a small x


def gap_for(box: float) -> int:
    return round(box * 0.22)


def tally_lines(raw: int, box: float, width: int, rtl: bool) -> list[TallyLine]:
    """Every line of the tally of ``raw`` in a widget ``width`` pixels wide."""
    gap = gap_for(box)
    per_row = max(1, int((width + gap) // (box + gap)))
    big, small = box * BIG_PEN, box * SMALL_PEN
    out = []
    for stroke in strokes(raw):
        row, col = divmod(stroke.symbol, per_row)
        x0 = col * (box + gap)
        if rtl:
            x0 = width - x0 - box
        y0 = row * (box + gap)
        if stroke.mark == "centre":
            i = box * INSET
            a, b = (QPointF(x0 + i, y0 + i), QPointF(x0 + box - i, y0 + box - i)) \
                if stroke.part == 0 else \
                (QPointF(x0 + box - i, y0 + i), QPointF(x0 + i, y0 + box - i))
            out.append(TallyLine(QLineF(a, b), big, stroke.symbol, "centre"))
            continue
        mark = stroke.mark
        if rtl and mark in ("left", "right"):
            mark = "left" if mark == "right" else "right"
        fx, fy = _MARK_CENTRE[mark]
        c = QPointF(x0 + fx * box, y0 + fy * box)
        r = box * SMALL_HALF
        line = QLineF(c + QPointF(-r, -r), c + QPointF(r, r)) if stroke.part == 0 \
            else QLineF(c + QPointF(r, -r), c + QPointF(-r, r))
        out.append(TallyLine(line, small, stroke.symbol, mark))
    return out


class TallyWidget(QWidget):
    """Complete 50-point symbols followed by the partial one; negative scores as a number."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.raw = 0
        self.box = BOX
        self.ink = QColor("#1c3f8a")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(self.box * 3)
        self.setAccessibleName(self.tr("Tally"))

    def set_box(self, box: int) -> None:
        """The size of a symbol (the panel makes it larger in a larger window)."""
        box = max(MIN_BOX, min(MAX_BOX, box))
        if box != self.box:
            self.box = box
            self.setMinimumWidth(box * 3)
            self._fit_height()

    def set_raw(self, raw: int, ink: QColor | None = None) -> None:
        self.raw = raw
        if ink is not None:
            self.ink = ink
        self.setAccessibleDescription(self.words())
        self._fit_height()

    def _fit_height(self) -> None:
        self.updateGeometry()
        self.setFixedHeight(self.heightForWidth(max(self.width(), self.box * 3)))
        self.update()

    def words(self) -> str:
        """The tally in words: '6 symbols and 1 stroke' (a negative score: its number)."""
        if self.raw < 0:
            # words for a screen reader: no isolates, the number with its minus sign
            return self.tr("no strokes: the score is {raw}").format(raw=numeral(self.raw))
        whole, part = symbols(self.raw)
        sym = plural(self.tr("%n symbol(s)", "", whole), whole)
        strokes_text = plural(self.tr("%n stroke(s)", "", part), part)
        if whole and part:
            return self.tr("{symbols} and {strokes}").format(symbols=sym, strokes=strokes_text)
        return sym if whole else strokes_text

    def _per_row(self, width: int) -> int:
        gap = gap_for(self.box)
        return max(1, (width + gap) // (self.box + gap))

    def _symbols(self) -> int:
        marks = strokes(self.raw)
        return marks[-1].symbol + 1 if marks else 0

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = max(1, -(-self._symbols() // self._per_row(width)))
        return rows * self.box + (rows - 1) * gap_for(self.box) + 4

    def sizeHint(self) -> QSize:
        width = self.box * 7 + gap_for(self.box) * 6
        return QSize(width, self.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        h = self.heightForWidth(self.width())
        if h != self.height():
            self.setFixedHeight(h)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        if self.raw < 0:
            painter.setPen(self.palette().color(self.foregroundRole()))
            text = f"\u2066{self.raw}\u2069" if rtl else str(self.raw)  # '-10', not '10-'
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter,
                             text)
            return
        painter.translate(0, 2)
        for line in tally_lines(self.raw, self.box, self.width(), rtl):
            painter.setPen(QPen(self.ink, line.width, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(line.line)
