"""The drop zones' labels on the real view: what they must not cover (tiles, hands,
badges, the stock, teaching marks) read off the scene's items in viewport pixels, the
spots chosen by ``labels.place_labels``, and the labels moved there.

The table in play (``interaction``) and a reviewed position (``review_board``) place
their labels this one way.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QGraphicsItem

from ...rules.tiles import NO_POINT
from .labels import LabelRequest, least_covering, place_labels

if TYPE_CHECKING:
    from .items import ZoneItem
    from .view import TableView

Box = tuple[float, float, float, float]


def tile_body(unit: float) -> QRectF:
    """A tile's own rectangle in its item coordinates (without the marks around it)."""
    return QRectF(-unit, -unit / 2, 2 * unit, unit)


def obstacles(view: TableView) -> list[Box]:
    """What a label must not cover, in viewport pixels: every tile on the table (its
    body), and every visible hand tile, badge, the stock, teaching mark and button."""
    transform = view.viewportTransform()

    def box(item: QGraphicsItem, rect: QRectF | None = None) -> Box:
        r = item.deviceTransform(transform).mapRect(rect or item.boundingRect())
        return (r.left(), r.top(), r.right(), r.bottom())

    out = [box(item, tile_body(item.unit)) for item in view.table_items.values()]
    marks = view.teaching_marks()
    for item in [*view.hand_items.values(), *view.seat_badges.values(), view.stock,
                 view.ends_badge, view.sort_button, *marks,
                 *(i for items in view.seat_items.values() for i in items)]:
        if item.isVisible():
            out.append(box(item))
    return out


def seat_boxes(view: TableView) -> list[Box]:
    """The seats' badges and hands in viewport pixels: what a label must cover least."""
    transform = view.viewportTransform()
    items = [*view.hand_items.values(), *view.seat_badges.values(),
             *(i for items in view.seat_items.values() for i in items)]
    return [(r.left(), r.top(), r.right(), r.bottom())
            for r in (item.deviceTransform(transform).mapRect(item.boundingRect())
                      for item in items if item.isVisible())]


def place_zone_labels(view: TableView, zones: Sequence[ZoneItem], first: int | None = None,
                      forced: Collection[int] = ()) -> None:
    """Each zone's label where it covers nothing and no other label, inside the view
    (clear of the focus frame); the zone at point ``first`` chooses first.  A label with
    no free spot hides, unless its point is in ``forced``: then it shows over the rest,
    inside the view where it covers the least (``labels.least_covering``)."""
    requests = []
    scale = view.scale_now()
    for zone in zones:
        assert zone.label is not None
        centre = view.mapFromScene(zone.pos())
        dx, dy = (0.0, 0.0) if zone.point == NO_POINT else view.geometry_.outward(zone.point)
        size = zone.label.boundingRect()
        reach = zone.boundingRect().width() / 2 * scale  # the ring and the hint's ring
        requests.append(LabelRequest(centre.x(), centre.y(), reach, dx, dy,
                                     size.width(), size.height()))
    vr = view.viewport().rect()
    bounds = (8.0, 8.0, vr.width() - 8.0, vr.height() - 8.0)
    head = next((i for i, z in enumerate(zones) if z.point == first), None)
    covered = obstacles(view)
    found = place_labels(requests, covered, bounds, first=head)
    for i, (zone, spot) in enumerate(zip(zones, found)):
        label = zone.label
        assert label is not None
        if spot is None and zone.point in forced:
            spot = least_covering(requests[i], [*covered, *(b for b in found if b)], bounds,
                                  seat_boxes(view))
        if spot is None:
            label.hide()
            continue
        label.setPos(view.mapToScene(QPoint(int((spot[0] + spot[2]) / 2),
                                            int((spot[1] + spot[3]) / 2))))
        label.show()
