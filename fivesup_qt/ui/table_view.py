"""The table: a felt QGraphicsView showing the layout, the hands and the stock.

Tiles on the table live in scene units (``UNIT`` pixels per geometry unit at
zoom 1).  Hands, the stock and badges are a heads-up display: items that ignore
the view's zoom and are pinned to the viewport's edges after every change of
the view, so the view can zoom to fit the layout while the hand stays put.  Their
sizes follow the window (``hud.hud_for``).

The view fits the layout by itself after every placement.  The player may zoom
(the wheel) and pan (the middle button, or a drag with Shift or Ctrl held); a pan
never leaves the layout, and the next automatic fit undoes it unless the player
zoomed on purpose (F fits again and ends a zoom).  Lit drop zones are always kept
in view.

What moves takes the controller's ``pace`` (the animation speed setting): tiles fly
to the table and from the stock to a hand, the points of a placement show at its
tile for a moment, and the tiles placed since the bottom seat's last placement glow.
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
from ..rules.tiles import IS_DOUBLE, PIPS, TILES
from .controller import GameController
from .geometry import UNIT, TableGeometry, TilePose
from .hud import EDGE, Hud, hud_for
from .marks import placed_since_turn
from .summary import ends_formula, signed, tiles_count, turn_mark
from .theme import LIGHT, Theme
from .tiles_item import (
    BadgeItem,
    ButtonItem,
    GlowItem,
    LinkItem,
    PointsLabel,
    StockItem,
    TileItem,
)
from .voice import fill

if TYPE_CHECKING:  # the animations and the teaching marks load after the first frame
    from PySide6.QtCore import QAbstractAnimation, QVariantAnimation

    from .stock_reveal import StockOrderItem
    from .teaching import TeachingOverlay

USER_MAX_SCALE = 3.0
HUD_Z = 50
FIT_MARGIN = 1.0  # geometry units of felt kept around the layout
SORTS = ("value", "doubles")  # the hand's sort orders, in the order the button offers them


def pose_pos(pose: TilePose) -> QPointF:
    return QPointF(pose.x * UNIT, pose.y * UNIT)


def sorted_hand(tiles: list[int], how: str) -> list[int]:
    """The hand in a sort order: by value (the pips, then the low half), or the doubles
    first (each group by value)."""
    def value(t: int) -> tuple[int, int]:
        return (PIPS[t], TILES[t][0])

    if how == "doubles":
        return sorted(tiles, key=lambda t: (not IS_DOUBLE[t], value(t)))
    return sorted(tiles, key=value)


def clamp_centre(point: float, low: float, high: float, half: float) -> float:
    """One axis of a bounded pan: the scene coordinate shown at the middle of the table
    area, kept so that a layout spanning ``low``..``high`` stays inside the area when it
    fits there (``half``: half the area, in scene units), and the area inside the
    layout when it does not."""
    a, b = low + half, high - half
    return min(max(point, min(a, b)), max(a, b))


class TableView(QGraphicsView):
    """Shows the controller's match; never changes it (the interaction asks the controller)."""

    viewChanged = Signal()  # zoom/scroll moved: the HUD has been re-pinned
    handArranged = Signal()  # the bottom hand's order changed (a drag or the sort button)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        self._scene = QGraphicsScene()
        super().__init__(self._scene, parent)
        self.controller = controller
        self.theme: Theme = LIGHT
        self.geometry_ = TableGeometry()
        self.table_items: dict[int, TileItem] = {}
        self.hand_items: dict[int, TileItem] = {}
        self.hand_order: list[int] = []  # the bottom hand as the player arranged it
        self._order_seat = -1  # the seat whose hand ``hand_order`` arranges
        self._orders: dict[int, tuple[list[int], str]] = {}  # the other seats' arrangements
        self.sort_mode = ""  # the last sort applied ("" after a drag)
        self.seat_items: dict[int, list[TileItem]] = {}
        self.seat_badges: dict[int, BadgeItem] = {}
        self.bottom = 0  # the seat shown along the bottom edge
        self.reveal_all = False
        self.new_tile = -1  # the viewer's freshly drawn tile
        self.recent: list[int] = []  # tiles placed since the bottom seat last placed
        self.glows: dict[int, GlowItem] = {}  # ... and the glow under each
        self.links: dict[int, LinkItem] = {}  # tiles put apart from their parent: a line
        self.spawn_from: dict[int, QPointF] = {}  # tile -> scene pos to animate from
        self._drawn: list[tuple[int, int]] = []  # (seat, tile) drawn, to fly from the stock
        self._fit_anim: QVariantAnimation | None = None
        self._anims: list[QAbstractAnimation] = []
        self.labels: list[PointsLabel] = []  # the points shown at tiles just placed
        self._scale = 1.0
        self._center = QPointF(0, 0)
        self.user_zoom = False  # the player zoomed: no automatic fit until F
        self.panned = False  # the player panned: undone by the next automatic fit
        self.keep_visible: list[QRectF] = []  # scene rectangles that must stay in view
        self._felt: QPixmap | None = None
        self._felt_key: tuple[int, int, float, str] | None = None
        self._pan_from: QPoint | None = None
        self._overlay: TeachingOverlay | None = None
        self.stock_order: StockOrderItem | None = None  # the stock face up at a round end
        self.hud: Hud = hud_for(640, 480, 0)
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
        self.stock = StockItem(self.hud.stock_unit, self.theme)
        self.stock.setZValue(HUD_Z)
        self._scene.addItem(self.stock)
        self.ends_badge = BadgeItem("", self.theme, pixel=14)
        self.ends_badge.setZValue(HUD_Z)
        self._scene.addItem(self.ends_badge)
        self.sort_button = ButtonItem(self.tr("Sort"), self.theme)
        self.sort_button.setZValue(HUD_Z)
        self.sort_button.setToolTip(self.tr("Arrange your hand: by value, then doubles first (S); "
                                            "or drag a tile along the hand"))
        self.sort_button.hide()
        self._scene.addItem(self.sort_button)
        controller.matchStarted.connect(self.rebuild)
        controller.roundStarted.connect(self.rebuild)
        controller.changed.connect(self.sync)
        controller.applied.connect(self._on_applied)
        controller.ended.connect(self._on_round_over)
        controller.viewerChanged.connect(self.sync)

    @property
    def animate(self) -> bool:
        """Tiles fly and the view glides (the animation speed is not "instant")."""
        return self.controller.pace.animated

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
        ratio = self.viewport().devicePixelRatioF()  # a high-DPI screen: its own pixels
        key = (vr.width(), vr.height(), ratio, self.theme.name)
        felt = self._felt
        if felt is None or self._felt_key != key:
            felt = QPixmap(vr.size() * ratio)
            felt.setDevicePixelRatio(ratio)
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
        for item in [*self.table_items.values(), *self.glows.values(), *self.links.values()]:
            self._scene.removeItem(item)
        self.table_items.clear()
        self.glows.clear()
        self.links.clear()
        self.geometry_ = TableGeometry()
        self.reveal_all = False
        self.new_tile = -1
        self.recent = []
        self._drawn.clear()
        self.spawn_from.clear()
        self.hand_order = []
        self._order_seat = -1
        self._orders.clear()
        self.sort_mode = ""
        self.user_zoom = self.panned = False
        self.keep_visible = []
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
            tile = placed.pop()
            gone: list[QGraphicsItem | None] = [self.table_items.pop(tile, None),
                                                self.links.pop(tile, None)]
            for item in gone:
                if item is not None:
                    self._scene.removeItem(item)
        added: list[int] = []
        for tile in order[len(placed):]:
            self._add_table_tile(tile, self.geometry_.place(tile, layout.parent[tile]))
            added.append(tile)
        if self.controller.viewer is not None:
            self.bottom = self.controller.viewer
        elif not self.controller.setup.humans:
            self.bottom = 0
        self._sync_recent(m)
        self._sync_hands(m)
        self._sync_hud_state(m)
        self._sync_stock_order(m)
        self.sync_overlay()
        self.place_hud()
        if added:
            self.follow([self._tile_rect(t) for t in added])

    def _sync_recent(self, m: Match) -> None:
        """The glow under the tiles placed since the bottom seat's last placement (shown
        once each has landed)."""
        recent = placed_since_turn(m.round, self.bottom)
        self.recent = recent
        for tile in [t for t in self.glows if t not in recent]:
            self._scene.removeItem(self.glows.pop(tile))
        for tile in recent:
            if tile in self.glows or tile not in self.table_items:
                continue
            pose = self.geometry_.poses()[tile]
            glow = self.glows[tile] = GlowItem(UNIT, self.theme)
            glow.setPos(pose_pos(pose))
            glow.setRotation(pose.angle)
            self._scene.addItem(glow)
            if self.table_items[tile].zValue() > 1:  # still flying in
                glow.hide()
                from PySide6.QtCore import QTimer

                QTimer.singleShot(self.controller.pace.flight, self, glow.show)

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

    def _tile_rect(self, tile: int) -> QRectF:
        left, top, w, h = self.geometry_.poses()[tile].rect()
        return QRectF(left * UNIT, top * UNIT, w * UNIT, h * UNIT)

    def _add_link(self, tile: int) -> None:
        """A tile put apart from its parent (rare: no spot next to it kept the gap) is
        joined to its connection point by a dashed line."""
        link = self.geometry_.link(tile)
        if link is not None:
            ax, ay, bx, by = (v * UNIT for v in link)
            item = self.links[tile] = LinkItem(QPointF(ax, ay), QPointF(bx, by), UNIT * 0.08,
                                               self.theme)
            self._scene.addItem(item)

    def _add_table_tile(self, tile: int, pose: TilePose) -> None:
        self._add_link(tile)
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
        ms = self.controller.pace.flight
        item.setPos(start)
        item.setRotation(90)
        item.setZValue(20)
        self._animate(item, b"pos", start, target, ms)
        self._animate(item, b"rotation", 90.0, float(pose.angle), ms)

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
        """A drawn tile is marked and flies from the stock; a placed one flies from its
        seat, then its points show at it for a moment."""
        if isinstance(action, Drew):
            if action.seat == self.controller.viewer:
                self.new_tile = action.tile
            self._drawn.append((action.seat, action.tile))
        elif isinstance(action, Played):
            tile = action.move[0]
            if tile == self.new_tile:
                self.new_tile = -1
            if tile not in self.spawn_from:
                self.spawn_from[tile] = self.seat_anchor_scene(action.seat)
            if action.points and self.controller.pace.label:
                self._points_later(action)

    def _points_later(self, played: Played) -> None:
        """The placement's points at its tile, once the tile has landed."""
        from PySide6.QtCore import QTimer

        text = signed(played.points) + ("" if played.accepted else " ✗")  # ✗: Exact 61 refused it
        tile = played.move[0]
        QTimer.singleShot(self.controller.pace.flight, self,
                          lambda: self.show_points(tile, "\u2066" + text + "\u2069"))

    def show_points(self, tile: int, text: str) -> PointsLabel | None:
        """A short-lived label at ``tile`` on the table: it rises a little and fades."""
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        item = self.table_items.get(tile)
        if item is None:
            return None
        label = PointsLabel(text, self.theme, max(13, int(self.hud.tile * 0.5)))
        self._scene.addItem(label)
        self.labels.append(label)
        u = item.unit
        shown = item.deviceTransform(self.viewportTransform()).mapRect(
            QRectF(-u, -u / 2, 2 * u, u))
        above = shown.top() - label.boundingRect().height() / 2 - 4  # just above the tile
        at = QPoint(int(shown.center().x()), int(above))
        rise = self.hud.tile * 0.9

        def step(t: float) -> None:
            label.setPos(self.mapToScene(at - QPoint(0, int(rise * t))))
            label.setOpacity(1.0 if t < 0.65 else max(0.0, (1.0 - t) / 0.35))

        def done() -> None:
            if label in self.labels:
                self.labels.remove(label)
            if anim in self._anims:
                self._anims.remove(anim)
            if label.scene() is not None:
                self._scene.removeItem(label)

        anim = QVariantAnimation(self)
        anim.setDuration(self.controller.pace.label)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.Linear)
        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anims.append(anim)
        step(0.0)
        anim.start()
        return label

    def _on_round_over(self, _end: object = None) -> None:
        self.reveal_all = True
        self.sync()
        if self.stock_order is not None and not self.user_zoom:
            self.fit(animated=False)  # the stock's row took room from the table

    def _sync_stock_order(self, m: Match) -> None:
        """At a round end, every hand is face up and the stock too: its tiles in the order
        they would have been drawn (fair play: nothing was arranged)."""
        shown = self.reveal_all and m.round.is_over
        if not shown:
            if self.stock_order is not None:
                self.stock_order.hide()
            return
        from .stock_reveal import StockOrderItem, stock_left

        if self.stock_order is None:
            self.stock_order = StockOrderItem(self.theme)
            self.stock_order.setZValue(HUD_Z)
            self._scene.addItem(self.stock_order)
        tiles = stock_left(m)
        caption = (self.tr("Stock, in the order it would have been drawn") if tiles
                   else self.tr("The stock was empty"))
        self.stock_order.set_tiles(tiles, caption,
                                   self.layoutDirection() == Qt.LayoutDirection.RightToLeft)
        self.stock_order.show()

    def stock_room(self) -> float:
        """Pixels the stock's row takes above the bottom hand while it shows."""
        item = self.stock_order
        return item.height() + 10.0 if item is not None and item.isVisible() else 0.0

    # -- hands -------------------------------------------------------------------
    def seat_positions(self) -> dict[int, str]:
        """Where each seat sits on screen, clockwise from the bottom."""
        m = self.controller.match
        assert m is not None, "seats exist while a match is shown"
        n = m.players
        names = {2: ("bottom", "top"), 3: ("bottom", "topleft", "topright"),
                 4: ("bottom", "left", "top", "right")}[n]
        return {(self.bottom + k) % n: names[k] for k in range(n)}

    def _sync_order(self, hand: list[int]) -> None:
        """The bottom hand's arrangement: kept as the player made it (each seat its own,
        for the hot-seat), tiles gone taken out, new tiles (draws) added at the end; a
        hand starts in dealt order."""
        if self._order_seat != self.bottom:
            if self._order_seat >= 0:
                self._orders[self._order_seat] = (self.hand_order, self.sort_mode)
            self._order_seat = self.bottom
            self.hand_order, self.sort_mode = self._orders.get(self.bottom, (list(hand), ""))
        held = set(hand)
        order = [t for t in self.hand_order if t in held]
        order += [t for t in hand if t not in order]
        self.hand_order = order

    def move_in_hand(self, tile: int, index: int) -> None:
        """The player put ``tile`` at ``index`` of the bottom hand (a drag along it)."""
        if tile not in self.hand_order:
            return
        order = [t for t in self.hand_order if t != tile]
        order.insert(max(0, min(index, len(order))), tile)
        if order != self.hand_order:
            self.hand_order = order
            self.sort_mode = ""
            self.handArranged.emit()
        self.place_hud()

    def sort_hand(self) -> str:
        """The sort button: by value, or (pressed again) the doubles first; returns the
        order applied."""
        how = SORTS[(SORTS.index(self.sort_mode) + 1) % len(SORTS)] if self.sort_mode in SORTS \
            else SORTS[0]
        self.hand_order = sorted_hand(self.hand_order, how)
        self.sort_mode = how
        self.place_hud()
        self.handArranged.emit()
        return how

    def _sync_hands(self, m: Match) -> None:
        rnd = m.round
        viewer = self.controller.viewer
        spectator = not self.controller.setup.humans
        show_bottom = self.reveal_all or viewer == self.bottom or spectator
        hand = rnd.hand(self.bottom)
        self._sync_order(hand)
        drawn = self._drawn
        self._drawn = []
        flying = {tile for seat, tile in drawn if seat == self.bottom}
        for tile in list(self.hand_items):
            if tile not in hand:
                self._scene.removeItem(self.hand_items.pop(tile))
        my_turn = self.controller.human_to_act() == self.bottom
        playable = {t for t, _ in m.legal_moves()} if my_turn else set()
        unit = self.hud.hand
        for tile in hand:
            item = self.hand_items.get(tile)
            if item is None:
                item = TileItem(tile, unit, self.theme)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
                item.setRotation(90)
                item.setZValue(HUD_Z)
                self._scene.addItem(item)
                self.hand_items[tile] = item
                if tile in flying and self.animate:
                    item.held = True
                    item.setPos(self.stock.pos())
            item.set_look(face_up=show_bottom, is_new=(tile == self.new_tile and show_bottom),
                          dimmed=bool(my_turn and tile not in playable), spinner=False)
        for seat in range(m.players):
            if seat == self.bottom:
                continue
            items = self.seat_items.setdefault(seat, [])
            tiles = rnd.hand(seat)
            while len(items) > len(tiles):
                self._scene.removeItem(items.pop())
            fly = sum(1 for s, _ in drawn if s == seat) if self.animate else 0
            while len(items) < len(tiles):
                item = TileItem(0, self.hud.small, self.theme, face_up=False)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
                item.setZValue(HUD_Z)
                self._scene.addItem(item)
                items.append(item)
                if fly > 0 and len(tiles) - len(items) < fly:
                    item.held = True
                    item.setPos(self.stock.pos())
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
        live = (c.viewer is not None and c.viewer == self.bottom and not m.is_over
                and not rnd.is_over and not c.frozen and len(self.hand_order) > 1)
        self.sort_button.setVisible(live)

    # -- heads-up display ---------------------------------------------------------
    def hand_slot(self, index: int, count: int) -> QPoint:
        """Viewport pixel centre of the index-th tile of the bottom hand."""
        hud = self.hud
        return QPoint(int(hud.hand_x(index, count)), int(hud.hand_y))

    def _seat_pixel(self, where: str) -> QPoint:
        hud = self.hud
        w, h = hud.width, hud.height
        top, side = int(hud.top_y), int(hud.side_x)
        return {
            "top": QPoint(w // 2, top), "topleft": QPoint(int(w * 0.28), top),
            "topright": QPoint(int(w * 0.72), top), "left": QPoint(side, h // 2 - 60),
            "right": QPoint(w - side, h // 2 - 60), "bottom": QPoint(w // 2, int(hud.hand_y)),
        }[where]

    def seat_anchor_scene(self, seat: int) -> QPointF:
        """Scene point of a seat's hand (where its placed tiles fly from)."""
        return self.mapToScene(self._seat_pixel(self.seat_positions().get(seat, "top")))

    def _fly_to(self, item: TileItem, target: QPointF) -> None:
        """A tile drawn from the stock flies to its place in a hand."""
        item.setZValue(HUD_Z + 2)

        def landed() -> None:
            item.held = item.flying = False
            if item.scene() is not None:
                item.setZValue(HUD_Z)
                self.place_hud()

        self._animate(item, b"pos", item.pos(), target, self.controller.pace.flight, landed)

    def _pin(self, item: TileItem, target: QPointF) -> None:
        """Put a hand tile at its slot; one just drawn flies there (once)."""
        if not item.held:
            item.setPos(target)
        elif not item.flying:
            item.flying = True
            self._fly_to(item, target)

    def place_hud(self) -> None:
        """Pin hands, badges and the stock to the viewport edges at the current zoom."""
        m = self.controller.match
        if m is None:
            return
        vr = self.viewport().rect()
        self.hud = hud = hud_for(vr.width(), vr.height(), len(self.hand_order))
        count = len(self.hand_order)
        for i, tile in enumerate(self.hand_order):
            item = self.hand_items.get(tile)
            if item is None:
                continue
            item.set_unit(hud.hand)
            if item.isVisible() and not item.dragging:
                self._pin(item, self.mapToScene(self.hand_slot(i, count)))
        text = hud.text_px
        for named in (*self.seat_badges.values(), self.ends_badge):
            named.set_pixel(text)
        self.sort_button.set_pixel(text)
        self.stock.set_unit(hud.stock_unit)
        self.stock.setPos(self.mapToScene(QPoint(int(hud.stock_x), int(hud.hand_y))))
        if self.stock_order is not None and self.stock_order.isVisible():
            row = self.stock_order
            row.set_size(hud.small * 1.3, max(11, round(text * 0.85)))
            bottom = hud.badge_y - text * 0.9 - 6
            row.setPos(self.mapToScene(QPoint(vr.width() // 2, int(bottom - row.height()))))
        ends_half = self.ends_badge.boundingRect().width() / 2
        self.ends_badge.setPos(self.mapToScene(QPoint(int(EDGE + ends_half), int(hud.badge_y))))
        ends_right = EDGE + 2 * ends_half if self.ends_badge.text else 0.0
        positions = self.seat_positions()
        for seat, where in positions.items():
            centre = self._seat_pixel(where)
            badge = self.seat_badges.get(seat)
            if where == "bottom":
                if badge:
                    half = badge.boundingRect().width() / 2
                    x = max(vr.width() / 2, ends_right + 8 + half)
                    badge.setPos(self.mapToScene(QPoint(int(x), int(hud.badge_y))))
                    sort_half = self.sort_button.boundingRect().width() / 2
                    self.sort_button.setPos(self.mapToScene(QPoint(
                        int(x + half + 10 + sort_half), int(hud.badge_y))))
                continue
            items = self.seat_items.get(seat, [])
            vertical = where in ("left", "right")
            step = hud.small * 1.25 if vertical else hud.small * 1.2
            n = len(items)
            for i, item in enumerate(items):
                item.set_unit(hud.small)
                offset = int((i - (n - 1) / 2) * step)
                if vertical:
                    item.setRotation(0)
                    self._pin(item, self.mapToScene(centre + QPoint(0, offset)))
                else:
                    item.setRotation(90)
                    self._pin(item, self.mapToScene(centre + QPoint(offset, 0)))
            if badge:
                below = int(n * step / 2 + text * 1.3) if vertical else int(hud.small + text * 1.3)
                at = centre + QPoint(0, below)
                half = int(badge.boundingRect().width() / 2) + 4
                at.setX(max(half, min(vr.width() - half, at.x())))
                badge.setPos(self.mapToScene(at))
        self.viewChanged.emit()

    # -- fitting the layout --------------------------------------------------------
    def table_area(self) -> QRectF:
        """The viewport rectangle left for the layout between the hands."""
        vr = QRectF(self.viewport().rect())
        where = set(self.seat_positions().values()) if self.controller.match else set()
        top, side, bottom = self.hud.margins(bool(where & {"top", "topleft", "topright"}),
                                             bool(where & {"left", "right"}))
        bottom += self.stock_room()
        return vr.adjusted(side, top, -side, -bottom)

    def layout_rect(self) -> QRectF:
        """The layout with a margin of felt, in scene coordinates (what a fit shows)."""
        left, top, w, h = self.geometry_.bounds()
        m = FIT_MARGIN
        return QRectF((left - m) * UNIT, (top - m) * UNIT, (w + 2 * m) * UNIT, (h + 2 * m) * UNIT)

    def max_scale(self) -> float:
        """The largest zoom of a fit: table tiles grow with the window, within bounds."""
        return self.hud.table_max_scale_px / UNIT

    def _shift(self) -> QPointF:
        """From the viewport's centre to the table area's (viewport pixels)."""
        return QPointF(self.table_area().center()) - QPointF(self.viewport().rect().center())

    def _target(self) -> tuple[float, QPointF]:
        rect = self.layout_rect()
        for extra in self.keep_visible:
            rect = rect.united(extra)
        area = self.table_area()
        scale = min(area.width() / rect.width(), area.height() / rect.height(), self.max_scale())
        scale = max(scale, 0.05)
        return scale, rect.center() - self._shift() / scale

    def _bounded(self, scale: float, center: QPointF) -> QPointF:
        """``center`` moved as little as needed so that the layout stays in the table area
        (or, zoomed in on it, the area within the layout)."""
        rect = self.layout_rect()
        area = self.table_area()
        shift = self._shift() / scale
        middle = center + shift
        x = clamp_centre(middle.x(), rect.left(), rect.right(), area.width() / scale / 2)
        y = clamp_centre(middle.y(), rect.top(), rect.bottom(), area.height() / scale / 2)
        return QPointF(x, y) - shift

    def _apply(self, scale: float, center: QPointF) -> None:
        self._scale, self._center = scale, center
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(center)
        self.place_hud()

    def visible_rect(self) -> QRectF:
        """The table area in scene coordinates."""
        return self.mapToScene(self.table_area().toAlignedRect()).boundingRect()

    def follow(self, rects: list[QRectF]) -> None:
        """After a change of the layout: fit it (the player's pan is undone), or, when
        the player zoomed, keep the zoom and bring ``rects`` into view."""
        if not self.user_zoom:
            self.fit(animated=self.animate)
        else:
            self.reveal(rects)

    def reveal(self, rects: list[QRectF]) -> None:
        """Bring ``rects`` (scene) into the table area with the least change: a pan, and a
        zoom out only when they cannot all show at the current zoom."""
        if not rects or self.controller.match is None:
            return
        want = QRectF(rects[0])
        for r in rects[1:]:
            want = want.united(r)
        seen = self.visible_rect()
        if seen.contains(want):
            return
        area = self.table_area()
        scale = min(self._scale, area.width() / want.width(), area.height() / want.height())
        centre = self._center
        half_w, half_h = area.width() / scale / 2, area.height() / scale / 2
        middle = centre + self._shift() / scale
        x = min(max(middle.x(), want.right() - half_w), want.left() + half_w)
        y = min(max(middle.y(), want.bottom() - half_h), want.top() + half_h)
        self._apply(scale, QPointF(x, y) - self._shift() / scale)

    def set_keep_visible(self, rects: list[QRectF]) -> None:
        """The lit drop zones: kept in view by every fit, and shown at once now."""
        self.keep_visible = rects
        if rects:
            if self.user_zoom or self.panned:
                self.reveal(rects)
            elif not self.visible_rect().contains(self._united(rects)):
                self.fit(animated=False)

    @staticmethod
    def _united(rects: list[QRectF]) -> QRectF:
        out = QRectF(rects[0])
        for r in rects[1:]:
            out = out.united(r)
        return out

    def fit(self, animated: bool = True, user: bool = False) -> None:
        """Zoom and scroll so the whole layout shows between the hands (``user``: the F
        key, which also ends a user zoom).  A pan is undone."""
        if self.controller.match is None:
            return
        if user:
            self.user_zoom = False
        self.panned = False
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
        anim.setDuration(self.controller.pace.fit)
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
            vr = self.viewport().rect()
            self.hud = hud_for(vr.width(), vr.height(), len(self.hand_order))
            if self.user_zoom:
                self._apply(self._scale, self._bounded(self._scale, self._center))
            else:
                self.fit(animated=False)

    # -- user zoom and pan -----------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        """Zoom around the cursor (within the layout's bounds)."""
        delta = event.angleDelta().y()
        if not delta or self.controller.match is None:
            return
        self._stop_fit()
        at = event.position().toPoint()
        before = self.mapToScene(at)
        scale = min(USER_MAX_SCALE, max(0.05, self._scale * 1.0015 ** delta))
        self.user_zoom = True
        # keep the scene point under the cursor where it was
        centre_px = QPointF(self.viewport().rect().center())
        centre = before + (centre_px - QPointF(at)) / scale
        self._apply(scale, self._bounded(scale, centre))
        event.accept()

    def _stop_fit(self) -> None:
        if self._fit_anim is not None:
            self._fit_anim.stop()
            self._fit_anim = None

    @staticmethod
    def pans(event: QMouseEvent) -> bool:
        """A deliberate pan: the middle button, or the left one with Shift or Ctrl held."""
        if event.button() == Qt.MouseButton.MiddleButton:
            return True
        return event.button() == Qt.MouseButton.LeftButton and bool(
            event.modifiers() & (Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.ControlModifier))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.controller.match is not None and self.pans(event) and (
                event.button() == Qt.MouseButton.MiddleButton
                or self._is_empty_felt(event.position())):
            self._stop_fit()
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
                self.panned = True
                self._apply(self._scale, self._bounded(self._scale, self._center - moved))
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
