"""Painted scene items of the layout: domino tiles (vector pips), their glow, the
dashed link to a tile put apart, and the drop zones.

Everything is painted with vector shapes so tiles stay crisp at any zoom, once per
look and size on screen: ``pictures`` keeps the picture for the next frames.  A tile
is drawn in its own coordinates lying along +x with its HIGH half on the right
(``pips.paint_tile``); rotating the item by the pose angle turns it as the table
geometry wants.  The items pinned to the viewport (the stock, badges, buttons,
points labels) are in ``hud_items``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from ...rules.tiles import TILES
from ..theme import LIGHT, Theme
from .hud_items import BadgeItem
from .pictures import paint_cached
from .pips import paint_tile

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem as Option


MARGIN = 0.3  # the marks around a tile reach this far out (in tile halves)


class TileItem(QGraphicsObject):
    """One domino: on the table, in a hand (face up or down) or being dragged."""

    pressed = Signal(object, QPointF)
    moved = Signal(object, QPointF)
    released = Signal(object, QPointF)
    double_clicked = Signal(object)  # the second press of a double-click (no press of its own)

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
        look = (self.tile if self.face_up else -1, self.spinner, self.is_new, self.selected_mark,
                self.dimmed, self.theme.name, id(self.theme), round(self.unit, 3))
        paint_cached(painter, look, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        """The tile and its marks, in vectors (``paint`` keeps the picture)."""
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

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.double_clicked.emit(self)
        event.accept()  # this item takes the release that follows (and ignores it)


class GlowItem(QGraphicsItem):
    """The glow around a tile placed since your last placement: under every tile, so it
    never covers a pip of the tile or of its neighbours."""

    def __init__(self, unit: float, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.unit = unit
        self.theme = theme
        self.setZValue(0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = self.unit * 0.42
        return QRectF(-self.unit - m, -self.unit / 2 - m, 2 * self.unit + 2 * m, self.unit + 2 * m)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        look = ("glow", self.theme.name, id(self.theme), round(self.unit, 3))
        paint_cached(painter, look, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
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
    """A legal drop zone: a glowing ring at a connection point's anchor.  A zone whose
    placement the rules would refuse (past an exact target) is told apart by its shape,
    not its colour alone: a dashed ring with a cross in it, in every palette."""

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
        self.refused = False  # placed here, the rules would refuse the points (exact target)
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

    def set_refused(self, on: bool) -> None:
        if on != self.refused:
            self.refused = on
            self.update()

    def set_hinted(self, on: bool) -> None:
        self.hinted = on
        self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.25
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: Option, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        c = QColor(self.theme.zone_bad if self.refused else self.theme.zone)
        fill = QColor(c)
        fill.setAlpha(150 if self.hot else 70)
        painter.setBrush(fill)
        ring = self.theme.selection if self.hot else c
        painter.setPen(self.ring_pen(ring))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
        if self.refused:  # a cross: refused whatever the colours look like
            r = self.radius * 0.62  # its ends show past a counted end's disc (teaching)
            painter.setPen(QPen(ring, self.radius * 0.16,
                                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(-r, -r), QPointF(r, r))
            painter.drawLine(QPointF(r, -r), QPointF(-r, r))
        if self.hinted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.theme.hint, self.radius * 0.16, Qt.PenStyle.DashLine))
            painter.drawEllipse(QPointF(0, 0), self.radius * 1.15, self.radius * 1.15)

    def ring_pen(self, colour: QColor) -> QPen:
        """The ring's outline: solid where the placement scores as shown, dashed where
        the rules would refuse its points; thicker when the zone is the chosen one."""
        pen = QPen(colour, self.radius * (0.22 if self.hot else 0.14))
        if self.refused:
            pen.setStyle(Qt.PenStyle.DashLine)
        return pen

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self.point)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.point, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.point, False)
