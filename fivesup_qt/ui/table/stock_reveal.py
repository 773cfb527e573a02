"""The fair-play record on the table: at a round end, the tiles left in the stock, face
up, in the order they would have been drawn (numbered from 1, the next draw), beside
every hand shown face up.

One item painted in one go (a caption, a row of small upright tiles, their numbers),
pinned above the bottom hand like the rest of the heads-up display; the table leaves
room for it (``extra_bottom``) while it shows.  A right-to-left interface reads the
row from the right.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QWidget

from ...rules.tiles import TILES, tile_text
from ..theme import LIGHT, Theme
from .pips import paint_tile

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem as Option

    from ...rules.match import Match


def stock_left(match: Match) -> list[int]:
    """The tiles not drawn in the current round, next draw first."""
    rnd = match.round
    return list(rnd.stock[rnd.drawn:])


def stock_words(tiles: list[int]) -> str:
    """'1. 3|4  2. 0|0 ...' (each number with its tile left to right in any language)."""
    return "  ".join(f"\u2066{i}.\u00a0{tile_text(t)}\u2069" for i, t in enumerate(tiles, 1))


class StockOrderItem(QGraphicsItem):
    """The undrawn stock in draw order: a caption over a numbered row of tiles."""

    def __init__(self, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.theme = theme
        self.tiles: list[int] = []
        self.caption = ""
        self.unit = 16.0  # a tile's half, px (the tiles stand upright: unit wide)
        self.pixel = 12  # the text size, px
        self.rtl = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_tiles(self, tiles: list[int], caption: str, rtl: bool) -> None:
        self.prepareGeometryChange()
        self.tiles, self.caption, self.rtl = list(tiles), caption, rtl
        self.update()

    def set_size(self, unit: float, pixel: int) -> None:
        if abs(unit - self.unit) > 0.01 or pixel != self.pixel:
            self.prepareGeometryChange()
            self.unit, self.pixel = unit, pixel
            self.update()

    # -- geometry (item coordinates: x centred, y from the caption's top) --------------
    def _font(self, bold: bool = False) -> QFont:
        font = QFont()
        font.setPixelSize(self.pixel)
        font.setBold(bold)
        return font

    @property
    def step(self) -> float:
        return self.unit * 1.3

    def _caption_height(self) -> float:
        return QFontMetricsF(self._font(True)).height() + self.pixel * 0.5

    def _row_top(self) -> float:
        return self._caption_height() + self.pixel * 0.4

    def _number_height(self) -> float:
        return QFontMetricsF(self._font()).height() if self.tiles else 0.0

    def height(self) -> float:
        row = 2 * self.unit + self.pixel * 0.2 + self._number_height() if self.tiles else 0.0
        return self._row_top() + row

    def _caption_width(self) -> float:
        return QFontMetricsF(self._font(True)).horizontalAdvance(self.caption) + self.pixel * 1.2

    def width(self) -> float:
        return max(self._caption_width(), len(self.tiles) * self.step)

    def tile_centre(self, index: int) -> QPointF:
        """The centre of the ``index``-th tile to be drawn (item coordinates)."""
        n = len(self.tiles)
        slot = n - 1 - index if self.rtl else index
        x = (slot - (n - 1) / 2) * self.step
        return QPointF(x, self._row_top() + self.unit)

    def boundingRect(self) -> QRectF:
        w = self.width() + 4
        return QRectF(-w / 2, -2, w, self.height() + 4)

    # -- painting ---------------------------------------------------------------------
    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        theme = self.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        cw, ch = self._caption_width(), self._caption_height()
        badge = QRectF(-cw / 2, 0, cw, ch)
        path = QPainterPath()
        path.addRoundedRect(badge, ch / 2, ch / 2)
        painter.fillPath(path, theme.badge_bg)
        painter.setPen(theme.text_on_felt)
        painter.setFont(self._font(True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.caption)
        painter.setFont(self._font())
        number_top = self._row_top() + 2 * self.unit + self.pixel * 0.2
        for i, tile in enumerate(self.tiles):
            centre = self.tile_centre(i)
            painter.save()
            painter.translate(centre)
            painter.rotate(90)  # upright, the low half on top
            lo, hi = TILES[tile]
            paint_tile(painter, self.unit, lo, hi, theme)
            painter.restore()
            painter.setPen(theme.text_on_felt)
            painter.drawText(QRectF(centre.x() - self.step / 2, number_top, self.step,
                                    self._number_height()),
                             Qt.AlignmentFlag.AlignCenter, str(i + 1))
