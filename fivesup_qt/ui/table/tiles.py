"""The layout's tiles in the scene: kept in line with the match, flown in, marked.

The tiles on the table live in scene units (``UNIT`` pixels per geometry unit at zoom
1), placed by ``TableGeometry``.  A placed tile flies in from where it came from (its
seat, or where the player dropped it); when it lands, its glow (placed since the bottom
seat's last placement) shows, and then its points rise from it for a moment.  When a
placement (or taking one back) has the geometry plan the layout again, the tiles that
moved glide to their new places, as a player nudges tiles on a real table.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, QPropertyAnimation, QRectF
from PySide6.QtWidgets import QGraphicsItem

from ...rules.match import Match
from .animator import Animator
from .geometry import UNIT, TableGeometry, TilePose
from .hud_items import PointsLabel
from .items import GlowItem, LinkItem, TileItem
from .marks import placed_since_turn
from .piece import Table, ViewPiece
from .poses import FIT_MARGIN

FLYING_Z = 20  # a tile flying in passes over the layout ...
TABLE_Z = 1  # ... and lies in it once landed


def pose_pos(pose: TilePose) -> QPointF:
    return QPointF(pose.x * UNIT, pose.y * UNIT)


class TableTiles(ViewPiece[Table]):
    """The table tiles, their glows and links, and the points labels shown at them."""

    def __init__(self, view: Table, animator: Animator) -> None:
        super().__init__(view)  # held weakly (ViewPiece)
        self.animator = animator
        self.geometry = TableGeometry()
        self.items: dict[int, TileItem] = {}
        self.glows: dict[int, GlowItem] = {}  # under the tiles placed since the bottom seat last placed
        self.links: dict[int, LinkItem] = {}  # tiles put apart from their parent: a line
        self.recent: list[int] = []  # tiles placed since the bottom seat last placed
        self.labels: list[PointsLabel] = []  # the points shown at tiles just placed
        self._launch: dict[int, QPointF] = {}  # tile -> scene pos it flies in from
        self._points_due: dict[int, str] = {}  # tile -> its points, shown once it lands
        self._shown: dict[int, TilePose] = {}  # tile -> the pose its item shows (or goes to)
        self._moves: dict[int, tuple[QPropertyAnimation, QPropertyAnimation]] = {}  # flights, glides

    def clear(self) -> None:
        """Forget every table tile (a new round or match)."""
        scene = self.view.scene()
        for item in [*self.items.values(), *self.glows.values(), *self.links.values()]:
            scene.removeItem(item)
        self.items.clear()
        self.glows.clear()
        self.links.clear()
        self._shown.clear()
        self._moves.clear()
        self.geometry = TableGeometry(self.view.soft_area())  # lines turn at the felt's edges
        self.recent = []
        self._launch.clear()
        self._points_due.clear()

    def fly_from(self, tile: int, at: QPointF, *, unless_told: bool = False) -> None:
        """When ``tile`` is next placed, it flies in from ``at`` (scene); ``unless_told``:
        only if nothing said where from yet (a drop keeps where it was dropped)."""
        if unless_told:
            self._launch.setdefault(tile, at)
        else:
            self._launch[tile] = at

    def points_when_landed(self, tile: int, text: str) -> None:
        """Show ``text`` at ``tile`` once it lies on the table (now, if it already does)."""
        item = self.items.get(tile)
        if item is not None and item.zValue() <= TABLE_Z:
            self.view.show_points(tile, text)
        else:
            self._points_due[tile] = text

    def sync(self, m: Match) -> list[int]:
        """Take back undone placements and add the new ones, and glide the tiles a new
        plan of the layout moved; returns the tiles added."""
        scene = self.view.scene()
        layout = m.round.layout
        placed = list(self.geometry.poses())
        order = layout.order
        while placed and placed != order[: len(placed)]:  # undone placements
            self.geometry.undo()
            tile = placed.pop()
            self._shown.pop(tile, None)
            self._moves.pop(tile, None)
            gone: list[QGraphicsItem | None] = [self.items.pop(tile, None),
                                                self.links.pop(tile, None)]
            for item in gone:
                if item is not None:
                    scene.removeItem(item)
        added = order[len(placed):]
        self.geometry.spins = layout.is_spinner  # the round's own doubles that spin
        for tile in added:
            self.geometry.place(tile, layout.parent[tile])
        poses = self.geometry.poses()
        moved = [t for t, pose in self._shown.items() if poses[t] != pose]
        for tile in moved:
            self._glide(tile, poses[tile])
        if moved:
            self._relink()
        for tile in added:
            self._add(tile, poses[tile], layout.is_spinner(tile))
        return list(added)

    def _glide(self, tile: int, pose: TilePose) -> None:
        """A new plan moved ``tile``: it glides there (a flight in the air is turned)."""
        item = self.items[tile]
        self._shown[tile] = pose
        glow = self.glows.get(tile)
        if glow is not None:
            glow.setPos(pose_pos(pose))
            glow.setRotation(pose.angle)
        moving = self._moves.get(tile)
        if moving is not None and moving[0].state() == QAbstractAnimation.State.Running:
            moving[0].setEndValue(pose_pos(pose))
            moving[1].setEndValue(float(pose.angle))
            return
        if not self.view.animate:
            item.setPos(pose_pos(pose))
            item.setRotation(pose.angle)
            return
        ms = self.view.model.pace.flight
        turn = float(pose.angle)
        now = item.rotation()
        if abs(turn - now) > 180:  # the short way round
            turn += 360 if turn < now else -360
        self._moves[tile] = (self.animator.slide(item, b"pos", item.pos(), pose_pos(pose), ms),
                             self.animator.slide(item, b"rotation", now, turn, ms))

    def _relink(self) -> None:
        """The dashed lines of tiles apart from their parent, drawn again after a re-plan."""
        scene = self.view.scene()
        for item in self.links.values():
            scene.removeItem(item)
        self.links.clear()
        for tile in self.items:
            self._add_link(tile)

    def sync_recent(self, m: Match, bottom: int) -> None:
        """The glow under the tiles placed since the bottom seat's last placement (shown
        once each has landed)."""
        scene = self.view.scene()
        recent = placed_since_turn(m.round, bottom)
        self.recent = recent
        for tile in [t for t in self.glows if t not in recent]:
            scene.removeItem(self.glows.pop(tile))
        for tile in recent:
            if tile in self.glows or tile not in self.items:
                continue
            pose = self.geometry.poses()[tile]
            glow = self.glows[tile] = GlowItem(UNIT, self.view.theme)
            glow.setPos(pose_pos(pose))
            glow.setRotation(pose.angle)
            scene.addItem(glow)
            if self.items[tile].zValue() > TABLE_Z:  # still flying in: shown as it lands
                glow.hide()

    def tile_rect(self, tile: int) -> QRectF:
        left, top, w, h = self.geometry.poses()[tile].rect()
        return QRectF(left * UNIT, top * UNIT, w * UNIT, h * UNIT)

    def layout_rect(self) -> QRectF:
        """The layout with a margin of felt, in scene coordinates (what a fit shows)."""
        left, top, w, h = self.geometry.bounds()
        m = FIT_MARGIN
        return QRectF((left - m) * UNIT, (top - m) * UNIT, (w + 2 * m) * UNIT, (h + 2 * m) * UNIT)

    def zone_centre(self, point: int) -> QPointF | None:
        """Scene centre of the square a tile attached at ``point`` would cover first."""
        try:
            x, y = self.geometry.beyond(point, 0.5)
        except KeyError:  # not a point of the layout on the table
            return None
        return QPointF(x * UNIT, y * UNIT)

    def _add_link(self, tile: int) -> None:
        """A tile put apart from its parent (rare: no spot next to it kept the gap) is
        joined to its connection point by a dashed line."""
        link = self.geometry.link(tile)
        if link is not None:
            ax, ay, bx, by = (v * UNIT for v in link)
            item = self.links[tile] = LinkItem(QPointF(ax, ay), QPointF(bx, by), UNIT * 0.08,
                                               self.view.theme)
            self.view.scene().addItem(item)

    def _add(self, tile: int, pose: TilePose, spinner: bool) -> None:
        """A placed tile, framed in orange when it is a spinner on this table (every
        double in the originals; the first in All Fives; none in Block and Draw)."""
        self._add_link(tile)
        item = TileItem(tile, UNIT, self.view.theme)
        item.spinner = spinner
        item.setZValue(TABLE_Z)
        self.view.scene().addItem(item)
        self.items[tile] = item
        self._shown[tile] = pose
        target = pose_pos(pose)
        start = self._launch.pop(tile, None)
        if start is None or not self.view.animate:
            item.setPos(target)
            item.setRotation(pose.angle)
            self._landed(tile, item)
            return
        ms = self.view.model.pace.flight
        item.setPos(start)
        item.setRotation(90)
        item.setZValue(FLYING_Z)
        flight = self.animator.slide(item, b"pos", start, target, ms)
        self._moves[tile] = (flight, self.animator.slide(item, b"rotation", 90.0,
                                                         float(pose.angle), ms))
        flight.finished.connect(lambda: self._landed(tile, item))

    def _landed(self, tile: int, item: TileItem) -> None:
        """The tile lies in the layout: its glow shows, then its points."""
        if item.scene() is None or self.items.get(tile) is not item:
            self._points_due.pop(tile, None)  # taken back while it flew
            return
        item.setZValue(TABLE_Z)
        glow = self.glows.get(tile)
        if glow is not None:
            glow.show()
        text = self._points_due.pop(tile, None)
        if text is not None:
            self.view.show_points(tile, text)

    def show_points(self, tile: int, text: str) -> PointsLabel | None:
        """A short-lived label at ``tile`` on the table: it rises a little and fades."""
        view = self.view
        item = self.items.get(tile)
        if item is None:
            return None
        label = PointsLabel(text, view.theme, max(13, int(view.hud.tile * 0.5)))
        view.scene().addItem(label)
        self.labels.append(label)
        u = item.unit
        shown = item.deviceTransform(view.viewportTransform()).mapRect(
            QRectF(-u, -u / 2, 2 * u, u))
        above = shown.top() - label.boundingRect().height() / 2 - 4  # just above the tile
        at = QPoint(int(shown.center().x()), int(above))
        rise = view.hud.tile * 0.9

        def step(t: float) -> None:
            label.setPos(view.mapToScene(at - QPoint(0, int(rise * t))))
            label.setOpacity(1.0 if t < 0.65 else max(0.0, (1.0 - t) / 0.35))

        def done() -> None:
            if label in self.labels:
                self.labels.remove(label)
            if label.scene() is not None:
                view.scene().removeItem(label)

        self.animator.tween(view.model.pace.label, step).finished.connect(done)
        return label
