"""The table: a felt QGraphicsView showing the layout, the hands and the stock.

The view composes pieces with one job each: ``TableTiles`` (the layout's tiles in
the scene, flown in, and their points labels), ``HandRow`` (the hands), ``TableStock``
(the stock and its round-end row), ``Camera`` (fit, zoom and pan), ``HeadsUp`` (the
badges' texts, and the hands, badges and stock pinned to the viewport's edges, the
same size at any zoom) and ``Animator`` (what moves, chained on each animation's end).

After each sync with the match the view emits ``synced``: what works on its items
(the interaction) follows that, not the order things were made in.

What moves takes the model's ``pace`` (the animation speed setting): tiles fly
to the table and from the stock to a hand, the points of a placement show at its
tile for a moment once it has landed, and the tiles placed since the bottom seat's
last placement glow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLineF, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from ...rules import Drew, Played
from ...rules.match import Match
from ...rules.outcome import Action
from ...rules.tiles import BRANCH_A, BRANCH_B, IS_DOUBLE
from ..play.following import follow
from ..play.model import Changes, MatchModel
from ..theme import Theme
from ..words.summary import signed_with_shown
from .animator import Animator
from .camera import Camera
from .felt import FeltView
from .geometry import UNIT, Soft, TableGeometry, soft_area_for
from .hands import HUD_Z, HandRow, seat_pixel, seat_places
from .heads_up import HeadsUp
from .hud import Hud, hud_for
from .hud_items import BadgeItem, ButtonItem, PointsLabel, StockItem
from .items import GlowItem, TileItem
from .stock import TableStock
from .tiles import TableTiles, pose_pos

if TYPE_CHECKING:  # the animations and the teaching marks load after the first frame
    from PySide6.QtCore import QAbstractAnimation

    from .stock_reveal import StockOrderItem
    from .teaching import TeachingOverlay

__all__ = ["UNIT", "TableView", "pose_pos"]

NEAR_PIXELS = 60  # a drop this close to a connection point is judged there


class TableView(FeltView):
    """Shows the model's match; never changes it (the interaction asks the controller)."""

    viewChanged = Signal()  # zoom/scroll moved: the HUD has been re-pinned
    handArranged = Signal()  # the bottom hand's order changed (a drag or the sort button)
    synced = Signal()  # the items are in line with the match again

    def __init__(self, model: MatchModel, parent: QWidget | None = None) -> None:
        self._scene = QGraphicsScene()
        super().__init__(self._scene, parent)
        self.model = model
        self.bottom = 0  # the seat shown along the bottom edge
        self.reveal_all = False
        # the stock face up over the felt at a round end (the replay viewer's); the main
        # window's round-end card shows it instead
        self.stock_row = True
        self._overlay: TeachingOverlay | None = None
        self.hud: Hud = hud_for(640, 480, 0)
        self.animator = Animator(self)
        self.tiles = TableTiles(self, self.animator)
        self.hands = HandRow(self, self.animator)
        self.camera = Camera(self)
        self.heads_up = HeadsUp(self)
        self.setAccessibleName(self.tr("Table"))
        self.setAccessibleDescription(self.tr("The layout of dominoes, the hands and the stock"))
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        # The table takes the keyboard (arrows, Tab, Enter, D; FeltView's focus policy);
        # Tab moves on to the buttons unless a selected tile's points are lit (``keeps_tab``).
        self.keeps_tab: Callable[[], bool] = lambda: False
        self.stock_pile = TableStock(self._scene, self.hud, self.theme)
        self.ends_badge = BadgeItem("", self.theme, pixel=14)
        self.ends_badge.setZValue(HUD_Z)
        self._scene.addItem(self.ends_badge)
        self.sort_button = ButtonItem(self.tr("Sort"), self.theme)
        self.sort_button.setZValue(HUD_Z)
        self.sort_button.setToolTip(self.tr("Arrange your hand: by value, then doubles first (S); "
                                            "or drag a tile along the hand"))
        self.sort_button.hide()
        self._scene.addItem(self.sort_button)
        follow(model, self, self.on_change)

    def on_change(self, changes: Changes) -> None:
        """The model changed: the table laid out again for a new match or round, a
        placed or drawn tile flown in, every hand shown at a round's end."""
        if changes.match or changes.round:
            self.rebuild()
        elif changes.over:
            self._on_round_over()
        else:
            if changes.applied is not None:
                self._on_applied(changes.applied)
            self.sync()

    @property
    def animate(self) -> bool:
        """Tiles fly and the view glides (the animation speed is not "instant")."""
        return self.model.pace.animated

    # -- the pieces' state, as the window, the interaction and tests read it ------------
    @property
    def geometry_(self) -> TableGeometry:
        return self.tiles.geometry

    @property
    def table_items(self) -> dict[int, TileItem]:
        return self.tiles.items

    @property
    def glows(self) -> dict[int, GlowItem]:
        return self.tiles.glows

    @property
    def labels(self) -> list[PointsLabel]:
        return self.tiles.labels

    @property
    def hand_items(self) -> dict[int, TileItem]:
        return self.hands.items

    @property
    def seat_items(self) -> dict[int, list[TileItem]]:
        return self.hands.seat_items

    @property
    def seat_badges(self) -> dict[int, BadgeItem]:
        return self.hands.badges

    @property
    def hand_order(self) -> list[int]:
        return self.hands.order

    @property
    def stock(self) -> StockItem:
        return self.stock_pile.item

    @property
    def stock_order(self) -> StockOrderItem | None:
        return self.stock_pile.order

    @property
    def user_zoom(self) -> bool:
        return self.camera.user_zoom

    @property
    def panned(self) -> bool:
        return self.camera.panned

    # -- theme -----------------------------------------------------------------
    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for item in self._scene.items():
            if hasattr(item, "theme"):
                item.theme = theme
                item.update()
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

    # -- scene state from the match ---------------------------------------------
    def rebuild(self) -> None:
        """Forget every table tile and lay the current layout out again."""
        self.tiles.clear()
        self.reveal_all = False
        self.hands.reset()
        self.camera.reset()
        self.sync()
        self.fit(animated=False)

    def sync(self) -> None:
        """Bring table tiles, hands, stock and badges in line with the match; then
        ``synced``."""
        m = self.model.match
        if m is None:
            return
        added = self.tiles.sync(m)
        if self.model.viewer is not None:
            self.bottom = self.model.viewer
        elif not self.model.setup.humans:
            self.bottom = 0
        self.tiles.sync_recent(m, self.bottom)
        self.hands.sync(m, self.bottom, self.reveal_all, self.stock.pos())
        self.heads_up.sync(m)
        self._sync_stock_order(m)
        self.sync_overlay()
        self.place_hud()
        if added:
            self.camera.follow([self.tiles.tile_rect(t) for t in added])
        self.synced.emit()

    @property
    def overlay(self) -> TeachingOverlay:
        """The teaching marks (made when teaching mode first shows them)."""
        if self._overlay is None:
            from .teaching import TeachingOverlay

            self._overlay = TeachingOverlay(self)
        return self._overlay

    def teaching_marks(self) -> list[QGraphicsItem]:
        """The teaching marks on the table now (none before teaching mode first showed)."""
        return list(self._overlay.items) if self._overlay is not None else []

    def sync_overlay(self) -> None:
        """Teaching mode: counted-end numbers and hollow dots from the engine."""
        m = self.model.match
        if m is not None and self.model.teaching:
            self.overlay.show(m.round.layout, m.rules.scores_ends)
        elif self._overlay is not None:
            self._overlay.clear()

    def fly_from(self, tile: int, at: QPointF) -> None:
        """The next placement of ``tile`` flies in from ``at`` (scene): where the player
        dropped it, or (the bench) a seat."""
        self.tiles.fly_from(tile, at)

    def _on_applied(self, action: Action) -> None:
        """A drawn tile is marked and flies from the stock; a placed one flies from its
        seat, then, once it lands, its points show at it for a moment."""
        if isinstance(action, Drew):
            self.hands.drew(action.seat, action.tile, self.model.viewer)
        elif isinstance(action, Played):
            tile = action.move[0]
            self.hands.played(tile)
            self.tiles.fly_from(tile, self.seat_anchor_scene(action.seat), unless_told=True)
            if action.points and self.model.pace.label:
                refused = "" if action.accepted else " ✗"  # ✗: Exact 61 refused it
                text = signed_with_shown(action.points) + refused
                self.tiles.points_when_landed(tile, "\u2066" + text + "\u2069")

    def show_points(self, tile: int, text: str) -> PointsLabel | None:
        """A short-lived label at ``tile`` on the table: it rises a little and fades."""
        return self.tiles.show_points(tile, text)

    def _on_round_over(self, _end: object = None) -> None:
        self.reveal_all = True
        self.sync()
        if self.stock_order is not None and not self.user_zoom:
            self.fit(animated=False)  # the stock's row took room from the table

    def _sync_stock_order(self, m: Match) -> None:
        """At a round end, every hand is face up and the stock too (``TableStock``)."""
        shown = self.reveal_all and m.round.is_over and self.stock_row
        if not shown:
            captions = ("", "")
        elif m.rules.draws:
            captions = (self.tr("Stock, in the order it would have been drawn"),
                        self.tr("The stock was empty"))
        else:  # Block: the undealt tiles sleep, nobody draws them
            captions = (self.tr("Not dealt (nobody draws in this game)"),
                        self.tr("Every tile was dealt"))
        self.stock_pile.sync_order(m, shown, captions, self.theme,
                                   self.layoutDirection() == Qt.LayoutDirection.RightToLeft)

    # -- hands -------------------------------------------------------------------
    def seat_positions(self) -> dict[int, str]:
        """Where each seat sits on screen, clockwise from the bottom."""
        m = self.model.match
        assert m is not None, "seats exist while a match is shown"
        return seat_places(m.players, self.bottom)

    def move_in_hand(self, tile: int, index: int) -> None:
        """The player put ``tile`` at ``index`` of the bottom hand (a drag along it)."""
        if self.hands.move(tile, index):
            self.handArranged.emit()
        self.place_hud()

    def sort_hand(self) -> str:
        """The sort button: by value, or (pressed again) the doubles first; returns the
        order applied."""
        how = self.hands.sort()
        self.place_hud()
        self.handArranged.emit()
        return how

    # -- heads-up display (``HeadsUp``) -----------------------------------------------
    def hand_slot(self, index: int, count: int) -> QPoint:
        """Viewport pixel centre of the index-th tile of the bottom hand."""
        hud = self.hud
        return QPoint(int(hud.hand_x(index, count)), int(hud.hand_y))

    def seat_anchor_scene(self, seat: int) -> QPointF:
        """Scene point of a seat's hand (where its placed tiles fly from)."""
        return self.mapToScene(seat_pixel(self.hud, self.seat_positions().get(seat, "top")))

    def place_hud(self) -> None:
        """Pin hands, badges and the stock to the viewport edges at the current zoom."""
        if self.model.match is None:
            return
        self.heads_up.place()
        self.viewChanged.emit()

    # -- fitting the layout (``Camera``) ----------------------------------------------
    def table_area(self) -> QRectF:
        """The viewport rectangle left for the layout between the hands."""
        return self.heads_up.table_area()

    def layout_rect(self) -> QRectF:
        """The layout with a margin of felt, in scene coordinates (what a fit shows)."""
        return self.tiles.layout_rect()

    def soft_area(self) -> Soft:
        """Where the layout's lines run before they turn: an area shaped like the table
        area, so that a layout that fills it fills the felt."""
        area = self.table_area()
        return soft_area_for(area.width(), area.height())

    def fit_target(self) -> tuple[float, QPointF]:
        """The scale and scene centre a fit goes to."""
        return self.camera.target()

    def set_keep_visible(self, rects: list[QRectF]) -> None:
        """The lit drop zones: kept in view by every fit, and shown at once now."""
        self.camera.set_keep_visible(rects)

    def fit(self, animated: bool = True, user: bool = False) -> None:
        """Zoom and scroll so the whole layout shows between the hands (``user``: the F
        key, which also ends a user zoom).  A pan is undone."""
        self.camera.fit(animated, user)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.model.match is not None:
            vr = self.viewport().rect()
            self.hud = hud_for(vr.width(), vr.height(), len(self.hand_order))
            if not self.model.match.round.is_over:  # the next tiles' room
                self.tiles.geometry.soft = self.soft_area()
            self.camera.resized()

    # -- user zoom and pan -----------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        """Zoom around the cursor (within the layout's bounds)."""
        if not event.angleDelta().y() or self.model.match is None:
            return
        self.camera.zoom(event)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.model.match is not None and self.camera.pans(event) and (
                event.button() == Qt.MouseButton.MiddleButton
                or self.is_empty_felt(event.position())):
            self.camera.start_pan(event.position().toPoint())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.camera.pan_to(event.position().toPoint()):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.camera.end_pan():
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def is_empty_felt(self, pos: QPointF) -> bool:
        """No item that takes the mouse under ``pos`` (table tiles do not)."""
        for item in self.items(pos.toPoint()):
            if item.acceptedMouseButtons() != Qt.MouseButton.NoButton:
                return False
        return True

    # -- helpers for the interaction and tests ---------------------------------------
    def nearest_point(self, pos: QPointF) -> int | None:
        """The connection point (free, a closed spinner branch, or the side of a double
        that is no spinner: the engine says why nothing goes there) near which a drop at
        ``pos`` (scene) is judged, if one is near enough on screen."""
        m = self.model.match
        assert m is not None, "tiles are dropped only while a match is shown"
        layout = m.round.layout
        at = self.mapFromScene(pos)
        best, best_d = None, max(NEAR_PIXELS, 1.3 * UNIT * self.scale_now())
        still = [4 * t + side for t in layout.order if IS_DOUBLE[t] and not layout.is_spinner(t)
                 for side in (BRANCH_A, BRANCH_B)]
        for point in layout.open_points() + layout.closed_branches() + still:
            centre = self.zone_centre(point)
            if centre is None:
                continue
            d = QLineF(at, self.mapFromScene(centre)).length()
            if d < best_d:
                best, best_d = point, d
        return best

    def zone_centre(self, point: int) -> QPointF | None:
        """Scene centre of the square a tile attached at ``point`` would cover first."""
        return self.tiles.zone_centre(point)

    def scale_now(self) -> float:
        return self.camera.scale

    def running_animations(self) -> list[QAbstractAnimation]:
        """What moves now: flights and labels, and the glide of a fit (the bench steps them)."""
        fit = self.camera.fit_anim
        return [*self.animator.running, *([fit] if fit is not None else [])]

    def finish_animations(self) -> None:
        """Jump every running animation to its end (tests, smoke, screenshots, a round
        end); a landed tile's points label starts then."""
        self.animator.finish()
        self.camera.finish_fit()
