"""A tile's pose on the table and the rectangle arithmetic the layout search rests on:
plain computation, no Qt.

``TableGeometry`` (``geometry``) searches the poses of a layout; what it builds its
candidates from lives here, apart, so the search reads on its own: a tile's box on
the half-unit grid, whether two boxes overlap, come near or touch, the candidate
poses of a single and of a double, and the rings of offsets a detached tile tries.

Units as in ``geometry``: a tile is 2 long and 1 wide, y grows downwards, and every
coordinate is a multiple of 0.5, so the float arithmetic is exact.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...rules.tiles import IS_DOUBLE

# Directions as indices: 0 = +x (right), 1 = +y (down), 2 = -x, 3 = -y; angle = 90 * index.
DX = (1.0, 0.0, -1.0, 0.0)
DY = (0.0, 1.0, 0.0, -1.0)

EPS = 1e-6  # rectangles closer than this are touching, not overlapping
FIT_MARGIN = 0.6  # units of felt a fit keeps around the layout (the view; the figures)
GAP = 0.5  # a tile keeps this far from every tile but its parent (and its own children)

LINE, BRANCH = 0, 1  # the kinds of a free end: a line runs on, a spinner's branch starts

Rect = tuple[float, float, float, float]  # (x0, y0, x1, y1): internal, corner to corner
Exit = tuple[int, float, float, int, int]  # (point, x, y, direction, LINE or BRANCH)


@dataclass(frozen=True)
class TilePose:
    """Where one tile lies: its centre and the direction of its high half.

    ``angle`` (0, 90, 180, 270; clockwise from +x with y down) is the direction
    in which the high half lies from the centre.  A double is drawn with its
    long axis along ``angle`` too; crosswise to its line, that is perpendicular
    to the line.
    """

    tile: int
    x: float
    y: float
    angle: int

    def rect(self) -> tuple[float, float, float, float]:
        """(left, top, width, height), the axis-aligned bounding box."""
        if self.angle in (0, 180):
            return (self.x - 1.0, self.y - 0.5, 2.0, 1.0)
        return (self.x - 0.5, self.y - 1.0, 1.0, 2.0)

    def box(self) -> Rect:
        """(x0, y0, x1, y1): the bounding box corner to corner, as the search keeps it."""
        left, top, w, h = self.rect()
        return (left, top, left + w, top + h)

    def half_centre(self, high: bool) -> tuple[float, float]:
        """Centre of the high (or low) half, where its pips are drawn."""
        d = self.angle // 90
        s = 0.5 if high else -0.5
        return (self.x + DX[d] * s, self.y + DY[d] * s)


def tile_box(x: float, y: float, d: int) -> Rect:
    """The rectangle of a tile centred at (x, y) whose long axis runs along direction d."""
    if d & 1:
        return (x - 0.5, y - 1.0, x + 0.5, y + 1.0)
    return (x - 1.0, y - 0.5, x + 1.0, y + 0.5)


def overlap(a: Rect, b: Rect) -> bool:
    """True when the interiors intersect (touching edges do not count)."""
    return a[0] < b[2] - EPS and b[0] < a[2] - EPS and a[1] < b[3] - EPS and b[1] < a[3] - EPS


def near(a: Rect, b: Rect) -> bool:
    """True when the rectangles are closer than GAP (touching or overlapping included)."""
    return (a[0] < b[2] + GAP - EPS and b[0] < a[2] + GAP - EPS
            and a[1] < b[3] + GAP - EPS and b[1] < a[3] + GAP - EPS)


def near_any(r: Rect, rects: list[tuple[float, float, float, float, int]]) -> bool:
    """``r`` comes within the gap of one of ``rects`` (tile, last): ``near``, unrolled, for
    the search's hot loops (on the half-unit grid, moving GAP and EPS across is exact)."""
    i0, j0, i1, j1 = r[0] - GAP + EPS, r[1] - GAP + EPS, r[2] + GAP - EPS, r[3] + GAP - EPS
    for a0, b0, a1, b1, _t in rects:  # noqa: SIM110 (a loop, not any(): no generator)
        if a0 < i1 and i0 < a1 and b0 < j1 and j0 < b1:
            return True
    return False


def takes_room(r: Rect, room: dict[int, Rect], point: int) -> bool:
    """``r`` overlaps the straight-on place (``room``) of a free point other than ``point``:
    ``overlap``, unrolled, as in ``near_any``."""
    i0, j0, i1, j1 = r[0] + EPS, r[1] + EPS, r[2] - EPS, r[3] - EPS
    for p, (a0, b0, a1, b1) in room.items():  # a loop, as in near_any
        if a0 < i1 and i0 < a1 and b0 < j1 and j0 < b1 and p != point:
            return True
    return False


def in_spinner_room(r: Rect, room: dict[int, Rect], point: int,
                    spins: Callable[[int], bool]) -> bool:
    """``r`` comes nearer than the gap to the place (``room``) where the tile of a spinner's
    free point (other than ``point``) would go straight out: kept for it."""
    i0, j0, i1, j1 = r[0] - GAP + EPS, r[1] - GAP + EPS, r[2] + GAP - EPS, r[3] + GAP - EPS
    for p, (a0, b0, a1, b1) in room.items():  # ``near``, unrolled
        if (a0 < i1 and i0 < a1 and b0 < j1 and j0 < b1 and p != point
                and IS_DOUBLE[p >> 2] and spins(p >> 2)):
            return True
    return False


def beyond_square(cand: Candidate) -> Rect:
    """The square beyond a single's free end, where the next tile's matching half goes."""
    _p, ex, ey, d, _kind = cand[2][0]
    sx, sy = ex + DX[d] * 0.5, ey + DY[d] * 0.5
    return (sx - 0.5, sy - 0.5, sx + 0.5, sy + 0.5)


def within(r: Rect, area: Rect) -> bool:
    """``r`` lies inside ``area``."""
    return (r[0] >= area[0] - EPS and r[1] >= area[1] - EPS
            and r[2] <= area[2] + EPS and r[3] <= area[3] + EPS)


def contact(a: Rect, b: Rect) -> float:
    """Length of the edge two touching rectangles share (0 if they do not touch)."""
    if abs(a[2] - b[0]) < EPS or abs(b[2] - a[0]) < EPS:
        return min(a[3], b[3]) - max(a[1], b[1])
    if abs(a[3] - b[1]) < EPS or abs(b[3] - a[1]) < EPS:
        return min(a[2], b[2]) - max(a[0], b[0])
    return 0.0


def end_contact(double: Rect, other: Rect) -> bool:
    """A double's rectangle touches ``other`` by one of its short ends (it would read as
    lying along the line that joins them)."""
    if contact(double, other) <= EPS:
        return False
    if double[2] - double[0] > double[3] - double[1]:  # lying horizontally
        return abs(double[2] - other[0]) < EPS or abs(other[2] - double[0]) < EPS
    return abs(double[3] - other[1]) < EPS or abs(other[3] - double[1]) < EPS


Candidate = tuple[TilePose, Rect, list[Exit]]


def single_candidate(tile: int, cx: float, cy: float, d: int, free_high: bool) -> Candidate:
    """A non-double whose matching half is the square centred at (cx, cy), its free half
    lying in direction d from it."""
    x, y = cx + DX[d] * 0.5, cy + DY[d] * 0.5
    angle = 90 * (d if free_high else (d + 2) & 3)
    free = tile * 4 + (1 if free_high else 0)
    return (
        TilePose(tile, x, y, angle),
        tile_box(x, y, d),
        [(free, cx + DX[d] * 1.5, cy + DY[d] * 1.5, d, LINE)],
    )


def double_candidate(tile: int, x: float, y: float, k: int, crosswise: bool, opening: bool) -> Candidate:
    """A double centred at (x, y) whose line runs in direction k (from lineA to lineB),
    lying crosswise to it (the usual pose) or along it."""
    axis = (k + 1) & 3 if crosswise else k
    along, across = (0.5, 1.0) if crosswise else (1.0, 0.5)
    base = tile * 4
    ka, kb = (k + 3) & 3, (k + 1) & 3
    exits: list[Exit] = [
        (base + 1, x + DX[k] * along, y + DY[k] * along, k, LINE),
        (base + 2, x + DX[ka] * across, y + DY[ka] * across, ka, BRANCH),
        (base + 3, x + DX[kb] * across, y + DY[kb] * across, kb, BRANCH),
    ]
    if opening:
        back = (k + 2) & 3
        exits.insert(0, (base, x + DX[back] * along, y + DY[back] * along, back, LINE))
    return TilePose(tile, x, y, 90 * axis), tile_box(x, y, axis), exits


_RINGS: list[list[tuple[int, int]]] = [[(0, 0)]]


def ring(r: int) -> list[tuple[int, int]]:
    """Offsets (in half units) at Chebyshev distance r, nearest first, in a fixed order."""
    while len(_RINGS) <= r:
        n = len(_RINGS)
        span = range(-n, n + 1)
        cells = [(i, j) for i in span for j in span if max(abs(i), abs(j)) == n]
        cells.sort(key=lambda c: (c[0] * c[0] + c[1] * c[1], c[1], c[0]))
        _RINGS.append(cells)
    return _RINGS[r]

