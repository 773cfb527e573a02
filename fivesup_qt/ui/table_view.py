"""The table: a felt QGraphicsView showing the layout, the hands and the stock.

Tiles on the table live in scene units (``UNIT`` pixels per geometry unit at
zoom 1).  Hands, the stock and badges are a heads-up display: items that ignore
the view's zoom and are pinned to the viewport's edges after every change of
the view, so the view can zoom to fit the layout while the hand stays put.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsView, QWidget

from ..rules import Drew, Played
from ..rules.match import Match
from ..rules.outcome import Action
from ..rules.tiles import IS_DOUBLE
from .controller import GameController
from .geometry import UNIT, TableGeometry, TilePose
from .summary import ends_formula, tiles_count, turn_mark
from .theme import LIGHT, Theme
from .tiles_item import BadgeItem, StockItem, TileItem
from .voice import fill

if TYPE_CHECKING:  # the animations and the teaching marks load after the first frame
    from PySide6.QtCore import QPropertyAnimation, QVariantAnimation

    from .teaching import TeachingOverlay

HAND_UNIT = 34.0  # pixel size of a hand tile's half
SMALL_UNIT = 15.0  # opponents' tiles
MAX_SCALE = 1.15
USER_MAX_SCALE = 3.0
HUD_Z = 50


def pose_pos(pose: TilePose) -> QPointF:
    return QPointF(pose.x * UNIT, pose.y * UNIT)


class TableView(QGraphicsView):
    """Shows the controller's match; never changes it (the interaction asks the controller)."""

    viewChanged = Signal()  # zoom/scroll moved: the HUD has been re-pinned

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        self._scene = QGraphicsScene()
        super().__init__(self._scene, parent)
        self.controller = controller
        self.theme: Theme = LIGHT
        self.animate = not controller.fast
        self.geometry_ = TableGeometry()
        self.table_items: dict[int, TileItem] = {}
        self.hand_items: dict[int, TileItem] = {}
        self.seat_items: dict[int, list[TileItem]] = {}
        self.seat_badges: dict[int, BadgeItem] = {}
        self.bottom = 0  # the seat shown along the bottom edge
        self.reveal_all = False
        self.new_tile = -1  # the viewer's freshly drawn tile
        self.spawn_from: dict[int, QPointF] = {}  # tile -> scene pos to animate from
        self._fit_anim: QVariantAnimation | None = None
        self._anims: list[QPropertyAnimation] = []
        self._scale = 1.0
        self._center = QPointF(0, 0)
        self.user_zoom = False  # the user zoomed or panned: no auto-fit until F
        self._felt: QPixmap | None = None
        self._felt_key: tuple[int, int, str] | None = None
        self._pan_from: QPoint | None = None
        self._overlay: TeachingOverlay | None = None
        self.setAccessibleName(self.tr("Table"))
        self.setAccessibleDescription(self.tr("The layout of dominoes, the hands and the stock"))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        # The table takes the keyboard (arrows, Tab, Enter, D); Tab moves on to the
        # buttons unless a selected tile's points are lit (``keeps_tab``).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.keeps_tab: Callable[[], bool] = lambda: False
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(480, 360)
        self._scene.setSceneRect(-100000, -100000, 200000, 200000)
        self.stock = StockItem(HAND_UNIT * 0.9, self.theme)
        self.stock.setZValue(HUD_Z)
        self._scene.addItem(self.stock)
        self.ends_badge = BadgeItem("", self.theme, pixel=14)
        self.ends_badge.setZValue(HUD_Z)
        self._scene.addItem(self.ends_badge)
        controller.matchStarted.connect(self.rebuild)
        controller.roundStarted.connect(self.rebuild)
        controller.changed.connect(self.sync)
        controller.applied.connect(self._on_applied)
        controller.ended.connect(self._on_round_over)
        controller.viewerChanged.connect(self.sync)

    # -- theme -----------------------------------------------------------------
    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for item in self._scene.items():
            if hasattr(item, "theme"):
                item.theme = theme
                item.update()
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The keyboard focus: a frame in the selection colour around the table."""
        if not self.hasFocus():
            return
        painter.save()
        painter.resetTransform()
        width = 3.0 * self.theme.frame_scale
        painter.setPen(QPen(self.theme.selection, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(self.viewport().rect()).adjusted(width / 2, width / 2,
                                                                 -width / 2, -width / 2))
        painter.restore()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def event(self, event: QEvent) -> bool:
        """Tab leaves the table (focus chain) when no selected tile's points are lit;
        otherwise the play shortcuts have it (next point)."""
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                             | Qt.KeyboardModifier.AltModifier)
                and not self.keeps_tab()):
            event.accept()
            return True
        return super().event(event)

    def set_description(self, text: str) -> None:
        """The accessible description: a short summary of the table (screen readers)."""
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt: a radial gradient, rendered once per viewport size and theme."""
        vr = self.viewport().rect()
        key = (vr.width(), vr.height(), self.theme.name)
        felt = self._felt
        if felt is None or self._felt_key != key:
            felt = QPixmap(vr.size())
            p = QPainter(felt)
            grad = QRadialGradient(vr.center(), max(vr.width(), vr.height()) * 0.75)
            grad.setColorAt(0.0, self.theme.felt.lighter(112))
            grad.setColorAt(0.7, self.theme.felt)
            grad.setColorAt(1.0, self.theme.felt_edge)
            p.fillRect(vr, grad)
            p.end()
            self._felt, self._felt_key = felt, key
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, felt)
        painter.restore()

    # -- scene state from the match ---------------------------------------------
    def rebuild(self) -> None:
        """Forget every table tile and lay the current layout out again."""
        for item in self.table_items.values():
            self._scene.removeItem(item)
        self.table_items.clear()
        self.geometry_ = TableGeometry()
        self.reveal_all = False
        self.new_tile = -1
        self.user_zoom = False
        self.sync()
        self.fit(animated=False)

    def sync(self) -> None:
        """Bring table tiles, hands, stock and badges in line with the match."""
        m = self.controller.match
        if m is None:
            return
        layout = m.round.layout
        placed = list(self.geometry_.poses())
        order = layout.order
        while placed and placed != order[: len(placed)]:  # undone placements
            self.geometry_.undo()
            item = self.table_items.pop(placed.pop(), None)
            if item is not None:
                self._scene.removeItem(item)
        added = False
        for tile in order[len(placed):]:
            self._add_table_tile(tile, self.geometry_.place(tile, layout.parent[tile]))
            added = True
        if self.controller.viewer is not None:
            self.bottom = self.controller.viewer
        elif not self.controller.setup.humans:
            self.bottom = 0
        self._sync_hands(m)
        self._sync_hud_state(m)
        self.sync_overlay()
        self.place_hud()
        if added and not self.user_zoom:
            self.fit(animated=self.animate)

    @property
    def overlay(self) -> TeachingOverlay:
        """The teaching marks (made when teaching mode first shows them)."""
        if self._overlay is None:
            from .teaching import TeachingOverlay

            self._overlay = TeachingOverlay(self)
        return self._overlay

    def sync_overlay(self) -> None:
        """Teaching mode: counted-end numbers and hollow dots from the engine."""
        m = self.controller.match
        if m is not None and self.controller.teaching:
            self.overlay.show(m.round.layout)
        elif self._overlay is not None:
            self._overlay.clear()

    def _add_table_tile(self, tile: int, pose: TilePose) -> None:
        item = TileItem(tile, UNIT, self.theme)
        item.spinner = IS_DOUBLE[tile]
        item.setZValue(1)
        # Tiles on the table rarely change: paint each once per zoom level.
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._scene.addItem(item)
        self.table_items[tile] = item
        target = pose_pos(pose)
        start = self.spawn_from.pop(tile, None)
        if start is None or not self.animate:
            item.setPos(target)
            item.setRotation(pose.angle)
            return
        item.setPos(start)
        item.setRotation(90)
        item.setZValue(20)
        self._animate(item, b"pos", start, target, 320)
        self._animate(item, b"rotation", 90.0, float(pose.angle), 320)

    def _animate(self, item: QGraphicsObject, prop: bytes, start: object, end: object, ms: int,
                 done: Callable[[], None] | None = None) -> None:
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation

        anim = QPropertyAnimation(item, prop, self)
        anim.setDuration(ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def finished() -> None:
            if anim in self._anims:
                self._anims.remove(anim)
            if prop == b"pos" and item.scene() is not None and item.zValue() == 20:
                item.setZValue(1)
            if done is not None:
                done()

        anim.finished.connect(finished)
        self._anims.append(anim)
        anim.start()

    def _on_applied(self, action: Action) -> None:
        """A drawn tile is marked in the viewer's hand; a placed one flies from its seat."""
        if isinstance(action, Drew):
            if action.seat == self.controller.viewer:
                self.new_tile = action.tile
        elif isinstance(action, Played):
            tile = action.move[0]
            if tile == self.new_tile:
                self.new_tile = -1
            if tile not in self.spawn_from:
                self.spawn_from[tile] = self.seat_anchor_scene(action.seat)

    def _on_round_over(self, _end: object = None) -> None:
        self.reveal_all = True
        self.sync()

    # -- hands -------------------------------------------------------------------
    def seat_positions(self) -> dict[int, str]:
        """Where each seat sits on screen, clockwise from the bottom."""
        m = self.controller.match
        assert m is not None, "seats exist while a match is shown"
        n = m.players
        names = {2: ("bottom", "top"), 3: ("bottom", "topleft", "topright"),
                 4: ("bottom", "left", "top", "right")}[n]
        return {(self.bottom + k) % n: names[k] for k in range(n)}

    def _sync_hands(self, m: Match) -> None:
        rnd = m.round
        viewer = self.controller.viewer
        spectator = not self.controller.setup.humans
        show_bottom = self.reveal_all or viewer == self.bottom or spectator
        hand = rnd.hand(self.bottom)
        for tile in list(self.hand_items):
            if tile not in hand:
                self._scene.removeItem(self.hand_items.pop(tile))
        my_turn = self.controller.human_to_act() == self.bottom
        playable = {t for t, _ in m.legal_moves()} if my_turn else set()
        for tile in hand:
            item = self.hand_items.get(tile)
            if item is None:
                item = TileItem(tile, HAND_UNIT, self.theme)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
                item.setRotation(90)
                item.setZValue(HUD_Z)
                self._scene.addItem(item)
                self.hand_items[tile] = item
            item.set_look(face_up=show_bottom, is_new=(tile == self.new_tile and show_bottom),
                          dimmed=bool(my_turn and tile not in playable), spinner=False)
        for seat in range(m.players):
            if seat == self.bottom:
                continue
            items = self.seat_items.setdefault(seat, [])
            tiles = rnd.hand(seat)
            while len(items) > len(tiles):
                self._scene.removeItem(items.pop())
            while len(items) < len(tiles):
                item = TileItem(0, SMALL_UNIT, self.theme, face_up=False)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
                item.setZValue(HUD_Z)
                self._scene.addItem(item)
                items.append(item)
            for item, tile in zip(items, tiles):
                item.tile = tile
                item.set_look(face_up=self.reveal_all)
        for seat in list(self.seat_items):
            if seat == self.bottom or seat >= m.players:
                for item in self.seat_items.pop(seat):
                    self._scene.removeItem(item)

    def _sync_hud_state(self, m: Match) -> None:
        c = self.controller
        rnd = m.round
        for seat in list(self.seat_badges):
            if seat >= m.players:
                self._scene.removeItem(self.seat_badges.pop(seat))
        for seat in range(m.players):
            badge = self.seat_badges.get(seat)
            if badge is None:
                badge = BadgeItem("", self.theme)
                badge.setZValue(HUD_Z)
                self._scene.addItem(badge)
                self.seat_badges[seat] = badge
            count = len(rnd.hand(seat))
            turn = not rnd.is_over and not m.is_over and rnd.turn == seat
            text = fill(self.tr("{name} · {tiles}"), name=c.names[seat], tiles=tiles_count(count))
            badge.set_text((turn_mark() + " " if turn else "") + text, emphasis=turn)
        can_draw = c.human_to_act() == self.bottom and rnd.must_draw()
        self.stock.set_state(rnd.stock_left, can_draw, self.tr("Stock"))
        if not rnd.layout.order:
            text = ""
        elif c.teaching:
            values = [end.value for end in rnd.layout.counted()]
            text = fill(self.tr("Ends {formula}"), formula=ends_formula(values))
        else:
            text = fill(self.tr("Ends {n}"), n=rnd.layout.end_sum)
        self.ends_badge.set_text(text)

    # -- heads-up display ---------------------------------------------------------
    def hand_slot(self, index: int, count: int) -> QPoint:
        """Viewport pixel centre of the index-th tile of the bottom hand."""
        vr = self.viewport().rect()
        step = HAND_UNIT + 10
        x0 = vr.width() / 2 - (count - 1) * step / 2
        return QPoint(int(x0 + index * step), int(vr.height() - HAND_UNIT - 18))

    def _seat_pixel(self, where: str) -> QPoint:
        vr = self.viewport().rect()
        w, h = vr.width(), vr.height()
        return {
            "top": QPoint(w // 2, 28), "topleft": QPoint(int(w * 0.28), 28),
            "topright": QPoint(int(w * 0.72), 28), "left": QPoint(60, h // 2 - 60),
            "right": QPoint(w - 60, h // 2 - 60), "bottom": QPoint(w // 2, int(h - HAND_UNIT - 18)),
        }[where]

    def seat_anchor_scene(self, seat: int) -> QPointF:
        """Scene point of a seat's hand (where its placed tiles fly from)."""
        return self.mapToScene(self._seat_pixel(self.seat_positions().get(seat, "top")))

    def place_hud(self) -> None:
        """Pin hands, badges and the stock to the viewport edges at the current zoom."""
        m = self.controller.match
        if m is None:
            return
        vr = self.viewport().rect()
        tiles = sorted(self.hand_items)
        for i, tile in enumerate(tiles):
            item = self.hand_items[tile]
            if item.isVisible() and not getattr(item, "dragging", False):
                item.setPos(self.mapToScene(self.hand_slot(i, len(tiles))))
        positions = self.seat_positions()
        for seat, where in positions.items():
            centre = self._seat_pixel(where)
            badge = self.seat_badges.get(seat)
            if where == "bottom":
                if badge:
                    badge.setPos(self.mapToScene(QPoint(centre.x(), int(vr.height() - 2 * HAND_UNIT - 34))))
                continue
            items = self.seat_items.get(seat, [])
            vertical = where in ("left", "right")
            step = SMALL_UNIT * 1.25 if vertical else SMALL_UNIT * 1.2
            n = len(items)
            for i, item in enumerate(items):
                offset = int((i - (n - 1) / 2) * step)
                if vertical:
                    item.setRotation(0)
                    item.setPos(self.mapToScene(centre + QPoint(0, offset)))
                else:
                    item.setRotation(90)
                    item.setPos(self.mapToScene(centre + QPoint(offset, 0)))
            if badge:
                below = int(n * step / 2 + 18) if vertical else int(SMALL_UNIT + 18)
                at = centre + QPoint(0, below)
                half = int(badge.boundingRect().width() / 2) + 4
                at.setX(max(half, min(vr.width() - half, at.x())))
                badge.setPos(self.mapToScene(at))
        self.stock.setPos(self.mapToScene(QPoint(vr.width() - 64, vr.height() - 58)))
        half = int(self.ends_badge.boundingRect().width() / 2)
        self.ends_badge.setPos(self.mapToScene(QPoint(max(72, half + 10), vr.height() - 40)))
        self.viewChanged.emit()

    # -- fitting the layout --------------------------------------------------------
    def table_area(self) -> QRectF:
        """The viewport rectangle left for the layout between the hands."""
        vr = QRectF(self.viewport().rect())
        where = set(self.seat_positions().values()) if self.controller.match else set()
        top = 70 if where & {"top", "topleft", "topright"} else 16
        side = 96 if where & {"left", "right"} else 16
        bottom = 2 * HAND_UNIT + 62
        return vr.adjusted(side, top, -side, -bottom)

    def _target(self) -> tuple[float, QPointF]:
        left, top, w, h = self.geometry_.bounds()
        margin = 1.0
        rect = QRectF((left - margin) * UNIT, (top - margin) * UNIT,
                      (w + 2 * margin) * UNIT, (h + 2 * margin) * UNIT)
        area = self.table_area()
        scale = min(area.width() / rect.width(), area.height() / rect.height(), MAX_SCALE)
        scale = max(scale, 0.05)
        shift = QPointF(area.center()) - QPointF(self.viewport().rect().center())
        return scale, rect.center() - shift / scale

    def _apply(self, scale: float, center: QPointF) -> None:
        self._scale, self._center = scale, center
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(center)
        self.place_hud()

    def fit(self, animated: bool = True, user: bool = False) -> None:
        """Zoom and scroll so the whole layout shows between the hands (``user``: the F
        key, which also ends a user zoom)."""
        if self.controller.match is None:
            return
        if user:
            self.user_zoom = False
        scale, center = self._target()
        if self._fit_anim is not None:
            self._fit_anim.stop()
            self._fit_anim = None
        if not animated or not self.animate:
            self._apply(scale, center)
            return
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        s0, c0 = self._scale, QPointF(self._center)
        anim = QVariantAnimation(self)
        anim.setDuration(420)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def step(t: float) -> None:
            self._apply(s0 * (scale / s0) ** t, c0 + (center - c0) * t)

        anim.valueChanged.connect(step)
        self._fit_anim = anim
        anim.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.controller.match is not None:
            if self.user_zoom:
                self._apply(self._scale, self._center)
            else:
                self.fit(animated=False)

    # -- user zoom and pan -----------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        """Zoom around the cursor."""
        delta = event.angleDelta().y()
        if not delta or self.controller.match is None:
            return
        if self._fit_anim is not None:
            self._fit_anim.stop()
            self._fit_anim = None
        at = event.position().toPoint()
        before = self.mapToScene(at)
        scale = min(USER_MAX_SCALE, max(0.05, self._scale * 1.0015 ** delta))
        self.user_zoom = True
        self._scale = scale
        self.setTransform(QTransform.fromScale(scale, scale))
        # keep the scene point under the cursor where it was
        centre_px = QPointF(self.viewport().rect().center())
        self._center = before + (centre_px - QPointF(at)) / scale
        self._apply(scale, self._center)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._is_empty_felt(event.position()):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            now = event.position().toPoint()
            moved = QPointF(now - self._pan_from) / self._scale
            self._pan_from = now
            if moved.manhattanLength() > 0:
                self.user_zoom = True
                self._apply(self._scale, self._center - moved)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _is_empty_felt(self, pos: QPointF) -> bool:
        """No item that takes the mouse under ``pos`` (table tiles do not)."""
        for item in self.items(pos.toPoint()):
            if item.acceptedMouseButtons() != Qt.MouseButton.NoButton:
                return False
        return True

    # -- helpers for the interaction and tests ---------------------------------------
    def zone_centre(self, point: int) -> QPointF | None:
        """Scene centre of the square a tile attached at ``point`` would cover first."""
        try:
            x, y = self.geometry_.beyond(point, 0.5)
        except KeyError:  # not a point of the layout on the table
            return None
        return QPointF(x * UNIT, y * UNIT)

    def scale_now(self) -> float:
        return self._scale

    def finish_animations(self) -> None:
        """Jump every running animation to its end (tests, smoke, screenshots)."""
        for anim in list(self._anims):
            anim.setCurrentTime(anim.duration())
        if self._fit_anim is not None:
            self._fit_anim.setCurrentTime(self._fit_anim.duration())

