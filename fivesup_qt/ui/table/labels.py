"""Where the drop zones' labels go so that none covers a tile, a zone or another label:
plain computation on viewport rectangles, no Qt.

Each label tries spots around its zone, beyond the zone first (away from the tile it
joins), then to either side, then diagonally, a little farther out each round; the
first spot inside the table that touches nothing taken is its place.  A label with
no free spot is left out: the zone shows it only while it is hot (hovered, snapped
to, chosen from the keyboard, or hinted), drawn over everything, at the spot kept inside
the table that covers the least (``least_covering``): never off the table over a seat's
badge.
"""

from __future__ import annotations

from typing import NamedTuple

Box = tuple[float, float, float, float]  # left, top, right, bottom (pixels)

GAP = 3.0  # pixels between a label and what it must not touch


class LabelRequest(NamedTuple):
    """One zone's label: the zone's centre and radius, the direction in which a tile
    placed there leaves its parent ((0, 0) for the opening) and the label's size."""

    x: float
    y: float
    radius: float
    dx: float
    dy: float
    width: float
    height: float


def box_at(x: float, y: float, width: float, height: float) -> Box:
    return (x - width / 2, y - height / 2, x + width / 2, y + height / 2)


def overlaps(a: Box, b: Box, gap: float = 0.0) -> bool:
    return a[0] < b[2] + gap and b[0] < a[2] + gap and a[1] < b[3] + gap and b[1] < a[3] + gap


def inside(a: Box, bounds: Box) -> bool:
    return a[0] >= bounds[0] and a[1] >= bounds[1] and a[2] <= bounds[2] and a[3] <= bounds[3]


def spots(req: LabelRequest) -> list[tuple[float, float]]:
    """Candidate centres for a label, best first."""
    dx, dy = req.dx, req.dy
    if dx == 0 and dy == 0:
        dx, dy = 0.0, 1.0  # the opening: below first
    # beyond the zone, then to its sides, then diagonally beyond, then back toward the tile
    directions = [(dx, dy), (-dy, dx), (dy, -dx), (dx - dy, dy + dx), (dx + dy, dy - dx),
                  (-dx, -dy)]
    out = []
    for extra in (0.0, 0.6, 1.4):
        for ux, uy in directions:
            # far enough along (ux, uy) that the label's box clears the zone's circle
            reach_x = req.width / 2 if ux else 0.0
            reach_y = req.height / 2 if uy else 0.0
            along = req.radius * (1.0 + extra) + GAP + max(
                reach_x / abs(ux) if ux else 0.0, reach_y / abs(uy) if uy else 0.0)
            out.append((req.x + ux * along, req.y + uy * along))
    return out


def place_labels(requests: list[LabelRequest], obstacles: list[Box], bounds: Box,
                 first: int | None = None) -> list[Box | None]:
    """A box for each request that overlaps no obstacle, no zone and no other label and
    lies inside ``bounds``, or None where there is none.  ``first`` (the hot zone)
    chooses before the others."""
    zones = [box_at(r.x, r.y, 2 * r.radius, 2 * r.radius) for r in requests]
    taken = list(obstacles)
    order = list(range(len(requests)))
    if first is not None and 0 <= first < len(order):
        order.remove(first)
        order.insert(0, first)
    out: list[Box | None] = [None] * len(requests)
    for i in order:
        req = requests[i]
        others = [z for j, z in enumerate(zones) if j != i]
        for x, y in spots(req):
            box = box_at(x, y, req.width, req.height)
            if not inside(box, bounds):
                continue
            if any(overlaps(box, b, GAP) for b in taken) or any(overlaps(box, z) for z in others):
                continue
            out[i] = box
            taken.append(box)
            break
    return out


def overlap_area(a: Box, b: Box) -> float:
    return (max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
            * max(0.0, min(a[3], b[3]) - max(a[1], b[1])))


def moved_inside(a: Box, bounds: Box) -> Box:
    """``a`` shifted the least so that it lies inside ``bounds`` (centred on an axis
    where it is larger than them)."""
    def shift(low: float, high: float, lo: float, hi: float) -> float:
        if high - low > hi - lo:
            return (lo + hi - low - high) / 2
        return max(lo - low, 0.0) + min(hi - high, 0.0)

    dx = shift(a[0], a[2], bounds[0], bounds[2])
    dy = shift(a[1], a[3], bounds[1], bounds[3])
    return (a[0] + dx, a[1] + dy, a[2] + dx, a[3] + dy)


SEAT_WEIGHT = 20.0  # a pixel of a seat's badge or hand covered, against one of a tile


def least_covering(req: LabelRequest, obstacles: list[Box], bounds: Box,
                   seats: list[Box] | None = None) -> Box:
    """A shown label with no free spot: each candidate spot moved inside ``bounds``, the
    one covering the least of ``obstacles`` (tiles, other labels) and of its own zone,
    ``seats`` (the badges and hands, whose words it would hide) counting far more; the
    earlier spot when two cover as much."""
    zone = box_at(req.x, req.y, 2 * req.radius, 2 * req.radius)
    best: Box | None = None
    best_cover = 0.0
    for x, y in spots(req):
        box = moved_inside(box_at(x, y, req.width, req.height), bounds)
        cover = (sum(overlap_area(box, b) for b in [*obstacles, zone])
                 + SEAT_WEIGHT * sum(overlap_area(box, b) for b in seats or ()))
        if best is None or cover < best_cover:
            best, best_cover = box, cover
    assert best is not None  # spots() gives eighteen
    return best
