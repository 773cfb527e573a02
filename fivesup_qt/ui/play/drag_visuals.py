"""What the player sees while placing a tile: the lit drop zones, the dragged ghost
and the zone it snaps onto, the points badge beside it, and its flight back to the hand.

``HandInteraction`` decides what a press, a move and a release mean; these make and
move the pictures for it, from the table view's public state, and change nothing in
the match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF

from ...rules.tiles import NO_POINT
from ..table.geometry import UNIT
from ..table.hud_items import BadgeItem
from ..table.items import TileItem, ZoneItem
from ..table.tiles import pose_pos

if TYPE_CHECKING:
    from ..table.view import TableView

SNAP_PIXELS = 46  # the pointer snaps to a zone this close (at least)


def points_badge(view: TableView) -> BadgeItem:
    """The badge that shows what a placement would score (hidden until a zone is hot)."""
    badge = BadgeItem("", view.theme, pixel=15)
    badge.setZValue(60)
    badge.hide()
    view.scene().addItem(badge)
    return badge


def lit_zone(view: TableView, point: int, centre: QPointF) -> ZoneItem:
    """A legal drop zone for ``point``, at ``centre`` on the table (the opening's is larger)."""
    zone = ZoneItem(point, UNIT * 0.42 if point != NO_POINT else UNIT * 0.7, view.theme)
    zone.setPos(centre)
    view.scene().addItem(zone)
    return zone


def screen_distance(view: TableView, a: QPointF, b: QPointF) -> float:
    """Viewport pixels between two scene points: drags and snaps are judged on screen,
    whatever the zoom."""
    return QLineF(view.mapFromScene(a), view.mapFromScene(b)).length()


def lift_ghost(view: TableView, item: TileItem) -> TileItem:
    """The table-size ghost a drag moves about; the hand's tile stays, faded."""
    ghost = TileItem(item.tile, UNIT, view.theme)
    ghost.setZValue(40)
    ghost.setRotation(90)
    ghost.setOpacity(0.95)
    view.scene().addItem(ghost)
    item.setOpacity(0.25)
    return ghost


def snapped_point(view: TableView, zones: dict[int, ZoneItem], pos: QPointF) -> int | None:
    """The lit zone a ghost at ``pos`` snaps onto: the nearest within reach, unless the
    pointer is nearer a point where this tile may not go."""
    best, best_d = None, max(SNAP_PIXELS, 1.2 * UNIT * view.scale_now())
    for point, zone in zones.items():
        d = screen_distance(view, pos, zone.pos())
        if d < best_d:
            best, best_d = point, d
    nearest = view.nearest_point(pos)
    if best is not None and nearest is not None and nearest not in zones:
        centre = view.zone_centre(nearest)
        if centre is not None and screen_distance(view, pos, centre) < best_d:
            best = None  # the pointer is on a point where this tile may not go
    return best


def snap_ghost(view: TableView, ghost: TileItem, tile: int, point: int | None,
               pointer: QPointF) -> None:
    """The ghost lies, turned and aligned, where ``tile`` would go at ``point``; snapped
    onto no point, it follows the ``pointer`` upright."""
    if point is None:
        ghost.setPos(pointer)
        ghost.setRotation(90)
        return
    pose = view.geometry_.pose_for(tile, point)
    ghost.setPos(pose_pos(pose))
    ghost.setRotation(pose.angle)


def badge_spot(view: TableView, point: int, at: QPointF, by_zone: bool) -> QPointF:
    """Where the points badge shows: above the ghost at ``at``, or, from the keyboard, off
    the zone at ``at`` (``by_zone``) without covering the tile the zone joins."""
    if not by_zone or point == NO_POINT:
        return at + QPointF(0, -UNIT * 1.1)
    dx, dy = view.geometry_.outward(point)
    return at + QPointF(dx * UNIT * 1.3, dy * UNIT * 1.0)


def drop_ghost(view: TableView, ghost: TileItem, flies: int | None) -> None:
    """The drag is over: the ghost goes; the tile ``flies`` (placed from the ghost), if
    any, will fly to the table from the ghost's spot."""
    if flies is not None:
        view.fly_from(flies, ghost.pos())
    view.scene().removeItem(ghost)


def fly_back(view: TableView, ghost: TileItem, item: TileItem | None) -> None:
    """The ghost flies back to its hand slot, then goes, and the hand's tile shows fully
    again (at once without animations, with no tile to go back to, or when the ghost
    was hidden along the hand)."""
    if not view.animate or item is None or not ghost.isVisible():
        view.scene().removeItem(ghost)
        if item is not None:
            item.setOpacity(1.0)
        return

    def done() -> None:
        scene = ghost.scene()
        if scene is not None:
            scene.removeItem(ghost)
        if item.scene() is not None:
            item.setOpacity(1.0)

    ms = view.model.pace.flight
    animator = view.animator
    animator.slide(ghost, b"pos", ghost.pos(), item.pos(), ms).finished.connect(done)
    animator.slide(ghost, b"rotation", ghost.rotation(), 90.0, ms)
