"""Painted scene items: domino tiles (vector pips), drop zones, the stock, badges.

Everything is painted in ``paint`` with vector shapes so tiles stay crisp at
any zoom.  A tile is drawn in its own coordinates lying along +x with its
HIGH half on the right; rotating the item by the pose angle turns it as the
table geometry wants.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from ...rules.tiles import TILES
from ..theme import LIGHT, Theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem as Option

# Pip layouts on a 3x3 grid (-1, 0, 1) for the values 0..6.
PIP_GRID: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (0, -1), (1, -1), (-1, 1), (0, 1), (1, 1)),
}


def paint_tile(
    painter: QPainter,
    unit: float,
    lo: int,
    hi: int,
    theme: Theme,
    *,
    face_up: bool = True,
) -> None:
    """A tile of size 2*unit x unit centred on the origin, low half left, high half right."""
    rect = QRectF(-unit, -unit / 2, 2 * unit, unit)
    radius = unit * 0.12
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    shadow = QColor(0, 0, 0, 70)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shadow)
    painter.drawRoundedRect(rect.translated(unit * 0.04, unit * 0.06), radius, radius)
    edge = QPen(theme.tile_edge, max(unit * 0.03 * theme.edge_scale, 0.8))
    painter.setPen(edge)
    if not face_up:
        painter.setBrush(theme.tile_back)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(theme.back_mark, unit * 0.04 * theme.edge_scale))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(unit * 0.12, unit * 0.12, -unit * 0.12, -unit * 0.12)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        return
    painter.setBrush(theme.tile_face)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(theme.divider, max(unit * 0.035 * theme.edge_scale, 0.8)))
    painter.drawLine(QPointF(0, -unit * 0.38), QPointF(0, unit * 0.38))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.pip)
    r = unit * 0.085 * theme.pip_scale
    for centre in pip_centres(unit, lo, hi):
        painter.drawEllipse(centre, r, r)


MARGIN = 0.3  # the marks around a tile reach this far out (in tile halves)


def pip_centres(unit: float, lo: int, hi: int) -> list[QPointF]:
    """Where ``paint_tile`` draws the pips of lo|hi (item coordinates, low half left)."""
    step = unit * 0.27
    return [QPointF(cx + gx * step, gy * step)
            for cx, value in ((-unit / 2, lo), (unit / 2, hi)) for gx, gy in PIP_GRID[value]]


class TileItem(QGraphicsObject):
    """One domino: on the table, in a hand (face up or down) or being dragged."""

    pressed = Signal(object, QPointF)
    moved = Signal(object, QPointF)
    released = Signal(object, QPointF)

    def __init__(self, tile: int, unit: float, theme: Theme = LIGHT, *, face_up: bool = True) -> None:
        super().__init__()
        self.tile = tile
        self.unit = unit
        self.theme = theme
        self.face_up = face_up
        self.spinner = False
        self.is_new = False  # just drawn: a ring around the tile (never over a pip)
        self.selected_mark = False
        self.dimmed = False
        self.interactive = False
        self.held = False  # drawn: it flies from the stock to its slot (then False)
        self.flying = False
        self.dragging = False  # moved along the hand by the player
        self.wired = False  # a hand tile: its mouse signals reach the hand interaction
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- state ---------------------------------------------------------------
    def set_look(self, **kw: object) -> None:
        """Change spinner/is_new/selected_mark/dimmed/face_up/theme and repaint."""
        if all(getattr(self, key) == value for key, value in kw.items()):
            return
        for key, value in kw.items():
            setattr(self, key, value)
        self.update()

    def set_unit(self, unit: float) -> None:
        """A new size (the window grew or shrank, the hand got longer)."""
        if abs(unit - self.unit) > 0.01:
            self.prepareGeometryChange()
            self.unit = unit
            self.update()

    def set_interactive(self, on: bool) -> None:
        self.interactive = on
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)

    # -- painting ------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        m = self.unit * MARGIN
        return QRectF(-self.unit - m, -self.unit / 2 - m, 2 * self.unit + 2 * m, self.unit + 2 * m)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        lo, hi = TILES[self.tile]
        u = self.unit
        painter.save()
        if self.dimmed:
            painter.setOpacity(self.theme.dim_opacity)
        paint_tile(painter, u, lo, hi, self.theme, face_up=self.face_up)
        painter.restore()
        rect = QRectF(-u, -u / 2, 2 * u, u)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.spinner:
            painter.setPen(QPen(self.theme.spinner, u * 0.08 * self.theme.frame_scale))
            frame = rect.adjusted(-u * 0.07, -u * 0.07, u * 0.07, u * 0.07)
            painter.drawRoundedRect(frame, u * 0.16, u * 0.16)
        if self.selected_mark:
            grow = u * (0.1 + 0.04 * (self.theme.frame_scale - 1))
            painter.setPen(QPen(self.theme.selection, u * 0.09 * self.theme.frame_scale))
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), u * 0.18, u * 0.18)
        if self.is_new and self.face_up:  # a ring outside the tile, clear of every pip
            g = u * 0.2
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.theme.new_mark, u * 0.07 * self.theme.frame_scale,
                                Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), u * 0.26, u * 0.26)

    # -- mouse: forwarded to the interaction ----------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.pressed.emit(self, event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.moved.emit(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.released.emit(self, event.scenePos())


class GlowItem(QGraphicsItem):
    """The glow around a tile placed since your last placement: under every tile, so it
    never covers a pip of the tile or of its neighbours."""

    def __init__(self, unit: float, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.unit = unit
        self.theme = theme
        self.setZValue(0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        m = self.unit * 0.42
        return QRectF(-self.unit - m, -self.unit / 2 - m, 2 * self.unit + 2 * m, self.unit + 2 * m)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        u = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(-u, -u / 2, 2 * u, u)
        glow = QColor(self.theme.recent)
        for grow, alpha in ((0.34, 45), (0.26, 90), (0.18, 160), (0.1, 235)):
            glow.setAlpha(alpha)
            painter.setPen(QPen(glow, u * 0.09))
            g = u * grow
            painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), u * (0.12 + grow),
                                    u * (0.12 + grow))


class LinkItem(QGraphicsItem):
    """A dashed line from a connection point to a tile the layout had to put apart from
    its parent (the geometry's last resort), so the connection still reads."""

    def __init__(self, a: QPointF, b: QPointF, width: float, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.a, self.b, self.width, self.theme = a, b, width, theme
        self.setZValue(0.6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        w = self.width
        return QRectF(self.a, self.b).normalized().adjusted(-w, -w, w, w)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self.theme.tile_face, self.width, Qt.PenStyle.DashLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawLine(self.a, self.b)


class ZoneItem(QGraphicsObject):
    """A legal drop zone: a glowing ring at a connection point's anchor."""

    clicked = Signal(int)
    hovered = Signal(int, bool)  # the pointer came onto the zone (True) or left it

    def __init__(self, point: int, radius: float, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.setAcceptHoverEvents(True)
        self.point = point
        self.radius = radius
        self.theme = theme
        self.hot = False  # the dragged tile is snapped here / keyboard focus
        self.hinted = False  # the hint's suggested point
        self.label: BadgeItem | None = None  # teaching: what this placement makes
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()
            if self.label is not None:
                self.label.set_text(self.label.text, emphasis=hot)
                self.label.setZValue(61 if hot else 55)

    def set_label(self, text: str, pixel: int = 11) -> None:
        """A small badge near the zone (teaching previews); ignores the view's zoom.
        A top-level item, so that it shows above the hands and badges (z 55)."""
        if self.label is None:
            self.label = BadgeItem(text, self.theme, pixel=pixel)
            self.label.setZValue(55)
            if self.scene() is not None:
                self.scene().addItem(self.label)
            self.label.setPos(self.pos() + QPointF(0, self.radius * 1.9))
        self.label.set_text(text)

    def remove(self) -> None:
        """Take the zone and its label off the scene."""
        scene = self.scene()
        if scene is not None:
            if self.label is not None and self.label.scene() is scene:
                scene.removeItem(self.label)
            scene.removeItem(self)

    def set_hinted(self, on: bool) -> None:
        self.hinted = on
        self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.25
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        c = QColor(self.theme.zone)
        fill = QColor(c)
        fill.setAlpha(150 if self.hot else 70)
        painter.setBrush(fill)
        ring = self.theme.selection if self.hot else c
        painter.setPen(QPen(ring, self.radius * (0.22 if self.hot else 0.14)))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
        if self.hinted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.theme.hint, self.radius * 0.16, Qt.PenStyle.DashLine))
            painter.drawEllipse(QPointF(0, 0), self.radius * 1.15, self.radius * 1.15)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self.point)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.point, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.point, False)


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


class BadgeItem(QGraphicsItem):
    """A rounded label with text (names, counts, points previews); fixed pixel size."""

    def __init__(self, text: str = "", theme: Theme = LIGHT, *, pixel: int = 13) -> None:
        super().__init__()
        self.text = text
        self.theme = theme
        self.pixel = pixel
        self.emphasis = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.pixel)
        font.setBold(self.emphasis)
        return font

    def set_text(self, text: str, emphasis: bool = False) -> None:
        self.prepareGeometryChange()
        self.text, self.emphasis = text, emphasis
        self.update()

    def set_pixel(self, pixel: int) -> None:
        """A new text size (the window grew or shrank)."""
        if pixel != self.pixel:
            self.prepareGeometryChange()
            self.pixel = pixel
            self.update()

    def boundingRect(self) -> QRectF:
        from PySide6.QtGui import QFontMetricsF

        fm = QFontMetricsF(self._font())
        w = fm.horizontalAdvance(self.text) + self.pixel * 1.2
        h = fm.height() + self.pixel * 0.5
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect()
        path = QPainterPath()
        path.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
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
        from PySide6.QtGui import QFontMetricsF

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
