"""The heads-up items: pinned to the viewport, the same size at any zoom.

The stock's pile, the badges (names, counts, the ends, points previews), the button
on the felt (the hand's sort) and a placement's short-lived points label all ignore
the view's zoom (``ItemIgnoresTransformations``), so the view can zoom to fit the
layout while they keep their pixel sizes; the view pins them to its edges.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QWidget

from ..theme import LIGHT, Theme
from .pips import paint_tile

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem as Option


class StockItem(QGraphicsObject):
    """The stock: a small pile of face-down tiles with its count; clickable to draw."""

    clicked = Signal()

    def __init__(self, unit: float, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.unit = unit
        self.theme = theme
        self.count = 0
        self.active = False
        self.label = "Stock"
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)

    def set_unit(self, unit: float) -> None:
        if abs(unit - self.unit) > 0.01:
            self.prepareGeometryChange()
            self.unit = unit
            self.update()

    def set_state(self, count: int, active: bool, label: str) -> None:
        self.count, self.active, self.label = count, active, label
        self.setCursor(Qt.CursorShape.PointingHandCursor if active else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        u = self.unit
        return QRectF(-u * 1.4, -u * 1.5, u * 2.8, u * 3.0)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        u = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        shown = min(self.count, 4)
        for i in range(shown):
            painter.save()
            painter.translate(-i * u * 0.07, -u * 0.45 - i * u * 0.09)
            painter.scale(0.6, 0.6)
            paint_tile(painter, u, 0, 0, self.theme, face_up=False)
            painter.restore()
        if self.active:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.theme.zone, u * 0.08))
            painter.drawRoundedRect(QRectF(-u * 0.85, -u * 1.05, u * 1.6, u * 1.0), u * 0.15, u * 0.15)
        painter.setPen(self.theme.text_on_felt)
        font = QFont(painter.font())
        font.setPixelSize(int(u * 0.34))
        font.setBold(self.active)
        painter.setFont(font)
        painter.drawText(QRectF(-u * 1.4, u * 0.1, u * 2.8, u * 0.6), Qt.AlignmentFlag.AlignCenter,
                         f"{self.label} {self.count}")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit()


def badge_font(pixel: int, emphasis: bool) -> QFont:
    """A badge's font: ``pixel`` px, bold for the seat to play."""
    font = QFont()
    font.setPixelSize(pixel)
    font.setBold(emphasis)
    return font


class BadgeItem(QGraphicsItem):
    """A rounded label with text (names, counts, points previews); fixed pixel size."""

    def __init__(self, text: str = "", theme: Theme = LIGHT, *, pixel: int = 13) -> None:
        super().__init__()
        self.text = text
        self.theme = theme
        self.pixel = pixel
        self.emphasis = False
        # measured once per text and font (the scene asks for it many times a frame)
        self._box: tuple[str, QRectF] | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # painted once per text: the view repaints its whole viewport at every change,
        # and filling the rounded shape was a badge's dearest part
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _font(self) -> QFont:
        return badge_font(self.pixel, self.emphasis)

    def set_text(self, text: str, emphasis: bool = False) -> None:
        if (text, emphasis) == (self.text, self.emphasis):
            return
        self.prepareGeometryChange()
        self.text, self.emphasis = text, emphasis
        self._box = None
        self.update()

    def set_pixel(self, pixel: int) -> None:
        """A new text size (the window grew or shrank)."""
        if pixel != self.pixel:
            self.prepareGeometryChange()
            self.pixel = pixel
            self._box = None
            self.update()

    @staticmethod
    def size_of(text: str, pixel: int, emphasis: bool = False) -> tuple[float, float]:
        """The (width, height) a badge showing ``text`` (one line or more) takes."""
        fm = QFontMetricsF(badge_font(pixel, emphasis))
        lines = text.split("\n")
        w = max(fm.horizontalAdvance(line) for line in lines) + pixel * 1.2
        h = fm.height() + fm.lineSpacing() * (len(lines) - 1) + pixel * 0.5
        return w, h

    def boundingRect(self) -> QRectF:
        key = self._font().key()
        if self._box is None or self._box[0] != key:
            w, h = self.size_of(self.text, self.pixel, self.emphasis)
            self._box = (key, QRectF(-w / 2, -h / 2, w, h))
        return QRectF(self._box[1])

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect()
        path = QPainterPath()
        radius = min(rect.height() / 2, float(self.pixel))  # a pill; two lines: a card
        path.addRoundedRect(rect, radius, radius)
        theme = self.theme
        painter.fillPath(path, QBrush(theme.badge_hot_bg if self.emphasis else theme.badge_bg))
        if theme.edge_scale > 1:  # high contrast: a badge on black felt keeps an outline
            painter.strokePath(path, QPen(theme.badge_hot_bg if self.emphasis
                                          else theme.text_on_felt, 1))
        painter.setPen(theme.badge_hot_text if self.emphasis else theme.text_on_felt)
        painter.setFont(self._font())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class ButtonItem(QGraphicsObject):
    """A button on the felt (the hand's sort): a badge with a frame; fixed pixel size."""

    clicked = Signal()

    def __init__(self, text: str, theme: Theme = LIGHT, *, pixel: int = 13) -> None:
        super().__init__()
        self.badge = BadgeItem(text, theme, pixel=pixel)
        self.badge.setParentItem(self)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    @property
    def theme(self) -> Theme:
        return self.badge.theme

    @theme.setter
    def theme(self, theme: Theme) -> None:
        self.badge.theme = theme

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.badge.set_text(text)

    def set_pixel(self, pixel: int) -> None:
        if pixel != self.badge.pixel:
            self.prepareGeometryChange()
            self.badge.set_pixel(pixel)

    def boundingRect(self) -> QRectF:
        return self.badge.boundingRect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.badge.boundingRect().adjusted(-1, -1, 1, 1)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.theme.text_on_felt, 1.5))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class PointsLabel(QGraphicsObject):
    """A placement's points, shown at the tile for a moment: it rises and fades."""

    def __init__(self, text: str, theme: Theme, pixel: int) -> None:
        super().__init__()
        self.text = text
        self.theme = theme
        self.pixel = pixel
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(45)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.pixel)
        font.setBold(True)
        return font

    def boundingRect(self) -> QRectF:
        fm = QFontMetricsF(self._font())
        w = fm.horizontalAdvance(self.text) + self.pixel * 1.2
        h = fm.height() + self.pixel * 0.45
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect()
        path = QPainterPath()
        path.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.fillPath(path, QBrush(self.theme.badge_hot_bg))
        painter.strokePath(path, QPen(self.theme.zone, max(1.0, self.pixel * 0.08)))
        painter.setPen(self.theme.badge_hot_text)
        painter.setFont(self._font())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
