"""The pen-and-paper tally of a score, drawn stroke by stroke from ``rules.tally``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..rules.tally import strokes, symbols

BOX = 30  # pixel size of one 50-point symbol
GAP = 6

# Centre of each small x inside a symbol box of size 1, for the marks of rules.tally.
_MARK_CENTRE = {"top": (0.5, 0.16), "right": (0.84, 0.5), "bottom": (0.5, 0.84), "left": (0.16, 0.5)}


class TallyWidget(QWidget):
    """Complete 50-point symbols followed by the partial one; negative scores as a number."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.raw = 0
        self.ink = QColor("#1c3f8a")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(BOX * 3)
        self.setAccessibleName(self.tr("Tally"))

    def set_raw(self, raw: int, ink: QColor | None = None) -> None:
        self.raw = raw
        if ink is not None:
            self.ink = ink
        self.setAccessibleDescription(self.words())
        self.updateGeometry()
        self.setFixedHeight(self.heightForWidth(max(self.width(), BOX * 3)))
        self.update()

    def words(self) -> str:
        """The tally in words: '6 symbols and 1 stroke' (a negative score: its number)."""
        from .summary import plural

        if self.raw < 0:
            return self.tr("no strokes: the score is {raw}").format(raw=self.raw)
        whole, part = symbols(self.raw)
        sym = plural(self.tr("%n symbol(s)", "", whole), whole)
        strokes_text = plural(self.tr("%n stroke(s)", "", part), part)
        if whole and part:
            return self.tr("{symbols} and {strokes}").format(symbols=sym, strokes=strokes_text)
        return sym if whole else strokes_text

    def _per_row(self, width: int) -> int:
        return max(1, (width + GAP) // (BOX + GAP))

    def _symbols(self) -> int:
        marks = strokes(self.raw)
        return marks[-1].symbol + 1 if marks else 0

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = max(1, -(-self._symbols() // self._per_row(width)))
        return rows * (BOX + GAP)

    def sizeHint(self) -> QSize:
        return QSize(BOX * 7 + GAP * 6, self.heightForWidth(BOX * 7 + GAP * 6))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        h = self.heightForWidth(self.width())
        if h != self.height():
            self.setFixedHeight(h)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.raw < 0:
            painter.setPen(self.palette().color(self.foregroundRole()))
            rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
            text = f"\u2066{self.raw}\u2069" if rtl else str(self.raw)  # '-10', not '10-'
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter,
                             text)
            return
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        per_row = self._per_row(self.width())
        big = QPen(self.ink, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        small = QPen(self.ink, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        for stroke in strokes(self.raw):
            row, col = divmod(stroke.symbol, per_row)
            x0 = col * (BOX + GAP)
            if rtl:
                x0 = self.width() - x0 - BOX
            box = QRectF(x0 + 1, row * (BOX + GAP) + 1, BOX - 2, BOX - 2)
            if stroke.mark == "centre":
                painter.setPen(big)
                if stroke.part == 0:
                    painter.drawLine(box.topLeft(), box.bottomRight())
                else:
                    painter.drawLine(box.topRight(), box.bottomLeft())
                continue
            mark = stroke.mark
            if rtl and mark in ("left", "right"):
                mark = "left" if mark == "right" else "right"
            fx, fy = _MARK_CENTRE[mark]
            c = QPointF(box.left() + fx * box.width(), box.top() + fy * box.height())
            r = box.width() * 0.09
            painter.setPen(small)
            if stroke.part == 0:
                painter.drawLine(c + QPointF(-r, -r), c + QPointF(r, r))
            else:
                painter.drawLine(c + QPointF(r, -r), c + QPointF(-r, r))
