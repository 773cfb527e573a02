"""The fair-play record: at a round end, the tiles left in the stock, face up, in the
order they would have been drawn (numbered from 1, the next draw), beside every hand
shown face up.

On the round-end card (``StockTiles``, a widget: rows of small upright tiles, their
numbers under them); on a table without that card (the replay viewer) one item painted
in one go (``StockOrderItem``: a caption, a row of tiles, their numbers), pinned above
the bottom hand like the rest of the heads-up display, the table leaving room for it
while it shows.  A right-to-left interface reads the tiles from the right.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QSizePolicy, QWidget

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


WORD_JOINER = "\u2060"


def unbroken_tiles(html: str) -> str:
    """Every tile name of ``html`` ("1|5") kept whole on its line (a word joiner on both
    sides of the bar, which a line may otherwise break after: "1|" / "5") and read left
    to right in any language (in isolates: an Arabic line showed 1|3 as 3|1)."""
    return re.sub(r"(\d)\|(\d)",
                  lambda m: f"\u2066{m[1]}{WORD_JOINER}|{WORD_JOINER}{m[2]}\u2069", html)


class StockTiles(QWidget):
    """The undrawn stock in draw order as small upright tiles, each numbered under it,
    in rows as wide as the widget (the round-end card's stock: read at a glance, where a
    list of names was hard to read).  A right-to-left interface reads it from the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: list[int] = []
        self.theme: Theme = LIGHT
        self.unit = 12.0  # a tile's width, px (upright: two units tall)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_tiles(self, tiles: list[int], theme: Theme, words: str) -> None:
        """``words``: the same stock in words, for screen readers."""
        self.tiles, self.theme = list(tiles), theme
        self.setAccessibleDescription(words)
        self.setVisible(bool(tiles))
        self.updateGeometry()
        self.update()

    # -- geometry ----------------------------------------------------------------------
    def _number_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, round(self.unit * 0.85)))
        return font

    @property
    def step(self) -> float:
        """From one tile's left edge to the next one's."""
        return self.unit * 1.55

    def _row_height(self) -> float:
        return 2 * self.unit + 3 + QFontMetricsF(self._number_font()).height() + 4

    def _per_row(self, width: int) -> int:
        return max(1, int((width - 4) // self.step))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if not self.tiles:
            return 0
        rows = -(-len(self.tiles) // self._per_row(width))
        return int(rows * self._row_height() + 2)

    def sizeHint(self) -> QSize:
        width = int(max(len(self.tiles), 1) * self.step + 4)  # one row
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """Nine tiles a row at the least: a narrow card stays short."""
        width = int(min(max(len(self.tiles), 1), 9) * self.step + 4)
        return QSize(width, self.heightForWidth(width))

    def tile_rect(self, index: int) -> QRectF:
        """The ``index``-th tile's rectangle (widget coordinates), next draw first."""
        per_row = self._per_row(self.width())
        row, slot = divmod(index, per_row)
        x = 2 + slot * self.step + (self.step - self.unit) / 2
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            x = self.width() - x - self.unit
        return QRectF(x, 1 + row * self._row_height(), self.unit, 2 * self.unit)

    def number_rect(self, index: int) -> QRectF:
        """Where the ``index``-th tile's number is written, under it."""
        tile = self.tile_rect(index)
        return QRectF(tile.center().x() - self.step / 2, tile.bottom() + 3, self.step,
                      QFontMetricsF(self._number_font()).height())

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self._number_font())
        ink = self.palette().color(self.foregroundRole())
        for i, tile in enumerate(self.tiles):
            rect = self.tile_rect(i)
            painter.save()
            painter.translate(rect.center())
            painter.rotate(90)  # upright, the low half on top
            lo, hi = TILES[tile]
            paint_tile(painter, self.unit, lo, hi, self.theme)
            painter.restore()
            painter.setPen(ink)
            painter.drawText(self.number_rect(i), Qt.AlignmentFlag.AlignCenter, str(i + 1))
        painter.end()
