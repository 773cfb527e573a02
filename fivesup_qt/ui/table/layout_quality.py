"""How well a layout reads on the table: the figures of a laid-out round, no Qt.

A person follows a layout by its arms: the lines from the opening and the branches
of the spinners, each a chain of tiles.  What makes one hard to follow is measured
here on the poses a geometry gave (``TableGeometry.poses``), the same for any way
of laying the tiles out, so that two ways can be compared over many rounds
(``fivesup-qt bench --layout``) and the tests can hold a layout to its promises:

- **detached**: a tile that does not touch the tile it joins;
- **turns**: the corners an arm takes; a **needless** corner is one where the tile
  could have gone straight on (its pose and the square after it inside the felt's
  area, clear of every other tile) in the finished layout;
- **off-centre**: a branch whose first tile does not leave its spinner straight out,
  its long axis through the spinner's centre;
- **enclosed**: a tile inside the pocket of an arm that has turned back on itself
  (the arm's path, closed from its last tile back to where it starts, after it has
  turned through 180 degrees or more);
- **tile size**: the length in pixels of a table tile when the layout is fitted to
  a table area of a given size, as the view's fit does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ...rules.tiles import BRANCH_A, IS_DOUBLE, LOW, NO_POINT, attaching_side
from .poses import DX, DY, EPS, FIT_MARGIN, Rect, TilePose, contact, near, tile_box, within

# tile -> the point it attached to (NO_POINT: the opening): a dict, or the engine's list
Parents = Mapping[int, int] | Sequence[int]


def travel(pose: TilePose, point: int, before: int) -> int:
    """The direction (0..3, as ``poses.DX``) a tile attached at ``point`` runs in: from
    its matching half to its free half; a double lies across the line it continues, so
    it runs on in ``before``, the direction its connection point leaves in."""
    if IS_DOUBLE[pose.tile]:
        return before
    high = pose.angle // 90
    return high if attaching_side(pose.tile, point) == LOW else (high + 2) & 3


def exit_direction(tile: int, side: int, runs: int, opening: bool) -> int:
    """The direction connection point ``side`` of a tile running in ``runs`` leaves in.

    A non-double's free end runs on (the opening's low end runs back); a double's line
    B runs on and its line A runs back (the opening); branch A leaves counter-clockwise
    of the line, branch B clockwise."""
    if not IS_DOUBLE[tile]:
        return (runs + 2) & 3 if opening and side == LOW else runs
    return (runs, runs, (runs + 3) & 3, (runs + 1) & 3)[side] if side else (runs + 2) & 3


@dataclass
class Arm:
    """One chain of tiles from an origin (a side of the opening, or a spinner's branch)."""

    origin: int  # the connection point it starts from
    start: tuple[float, float]  # where it starts: the middle of that point's edge
    heading: int  # the direction it leaves in
    tiles: list[int] = field(default_factory=list)
    runs: list[int] = field(default_factory=list)  # each tile's direction


@dataclass
class Quality:
    """The figures of one laid-out layout (or, added up, of many)."""

    layouts: int = 0
    tiles: int = 0
    arms: int = 0
    detached: int = 0
    turns: int = 0
    most_turns: int = 0  # the most corners one arm takes
    needless: int = 0
    branches: int = 0
    off_centre: int = 0
    enclosed: int = 0
    pockets: int = 0  # arms that turned back on themselves (enclosing tiles or not yet)
    smallest: float = float("inf")  # px: the shortest table tile, over the layouts

    def add(self, other: Quality) -> None:
        for name in ("layouts", "tiles", "arms", "detached", "turns", "needless",
                     "branches", "off_centre", "enclosed", "pockets"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.most_turns = max(self.most_turns, other.most_turns)
        self.smallest = min(self.smallest, other.smallest)


def arms_of(poses: Mapping[int, TilePose], parents: Parents,
            order: list[int]) -> tuple[list[Arm], dict[int, int]]:
    """The layout's arms, each tile with the direction it runs in; and each tile's
    direction."""
    runs: dict[int, int] = {}
    arm_of: dict[int, Arm] = {}
    arms: list[Arm] = []
    for tile in order:
        point = parents[tile]
        pose = poses[tile]
        if point == NO_POINT:  # an opening double's line runs left to right
            runs[tile] = 0 if IS_DOUBLE[tile] else pose.angle // 90
            continue
        owner, side = point >> 2, point & 3
        leaves = exit_direction(owner, side, runs[owner], parents[owner] == NO_POINT)
        runs[tile] = travel(pose, point, leaves)
        if owner in arm_of and not (IS_DOUBLE[owner] and side >= BRANCH_A):
            arm = arm_of[owner]
        else:
            arm = Arm(point, _anchor(poses[owner], leaves), leaves)
            arms.append(arm)
        arm.tiles.append(tile)
        arm.runs.append(runs[tile])
        arm_of[tile] = arm
    return arms, runs


def _centred(arm: Arm, poses: Mapping[int, TilePose]) -> bool:
    """A branch's first tile leaves its spinner straight out, its axis through the
    spinner's centre."""
    spinner, pose = poses[arm.origin >> 2], poses[arm.tiles[0]]
    through = pose.y == spinner.y if arm.heading in (0, 2) else pose.x == spinner.x
    return through and arm.runs[0] == arm.heading


def off_centre_branches(poses: Mapping[int, TilePose], parents: Parents,
                        order: list[int]) -> list[int]:
    """The first tile of each branch that is off its spinner's middle (the re-plan
    tries placing it earlier, before the tile that pushed it aside)."""
    arms, _runs = arms_of(poses, parents, order)
    return [arm.tiles[0] for arm in arms if IS_DOUBLE[arm.origin >> 2]
            and arm.origin & 3 >= BRANCH_A and not _centred(arm, poses)]


def _spinner_rooms(poses: Mapping[int, TilePose], parents: Parents, order: list[int],
                   runs: Mapping[int, int]) -> list[Rect]:
    """Where the tile of each free connection point of a spinner would go straight out:
    a line turns rather than take it (it is kept for that tile)."""
    taken = {parents[t] for t in order}
    rooms: list[Rect] = []
    for tile in order:
        if not IS_DOUBLE[tile]:
            continue
        opening = parents[tile] == NO_POINT
        for side in range(4):
            point = tile * 4 + side
            if point in taken or (side == 0 and not opening):
                continue
            d = exit_direction(tile, side, runs[tile], opening)
            ax, ay = _anchor(poses[tile], d)
            rooms.append(tile_box(ax + DX[d], ay + DY[d], d))
    return rooms


def _anchor(pose: TilePose, leaves: int) -> tuple[float, float]:
    """The middle of the edge of ``pose``'s box that faces ``leaves``."""
    x0, y0, x1, y1 = pose.box()
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return (cx + DX[leaves] * (x1 - x0) / 2, cy + DY[leaves] * (y1 - y0) / 2)


def _inside(x: float, y: float, polygon: list[tuple[float, float]]) -> bool:
    """Even-odd rule; points on an edge count as outside."""
    inside = False
    n = len(polygon)
    for i in range(n):
        ax, ay = polygon[i]
        bx, by = polygon[(i + 1) % n]
        if (ay > y) != (by > y):
            t = (y - ay) / (by - ay)
            cross = ax + t * (bx - ax)
            if abs(cross - x) < EPS:
                return False
            if cross > x:
                inside = not inside
    return inside


def quality(poses: Mapping[int, TilePose], parents: Parents, order: list[int],
            soft: Rect, table_px: tuple[float, float] | None = None,
            unit_px_max: float = float("inf"), margin: float = FIT_MARGIN) -> Quality:
    """The figures of one layout laid out as ``poses`` (see the module's docstring).

    ``soft`` is the felt's area in geometry units (where lines may run straight);
    ``table_px`` the table area a fit shows the layout in, with at most
    ``unit_px_max`` pixels a unit and ``margin`` units of felt around it."""
    q = Quality(layouts=1, tiles=len(order))
    if not order:
        return q
    rects = {t: p.box() for t, p in poses.items()}
    children: dict[int, list[int]] = {}
    for t in order:
        if parents[t] != NO_POINT:
            children.setdefault(parents[t] >> 2, []).append(t)

    def subtree(t: int) -> set[int]:
        out, stack = set(), [t]
        while stack:
            u = stack.pop()
            out.add(u)
            stack.extend(children.get(u, ()))
        return out

    for t in order:
        if parents[t] != NO_POINT and contact(rects[t], rects[parents[t] >> 2]) <= EPS:
            q.detached += 1
    arms, runs = arms_of(poses, parents, order)
    q.arms = len(arms)
    rooms = _spinner_rooms(poses, parents, order, runs)
    for arm in arms:
        owner = arm.origin >> 2
        if IS_DOUBLE[owner] and arm.origin & 3 >= BRANCH_A:
            q.branches += 1
            if not _centred(arm, poses):
                q.off_centre += 1
        heading, rotation, pocket = arm.heading, 0, False
        turns = 0
        for tile, way in zip(arm.tiles, arm.runs):
            if way != heading:
                turns += 1
                rotation += 1 if (way - heading) & 3 == 1 else -1
                pocket = pocket or abs(rotation) >= 2
                if not IS_DOUBLE[tile] and _needless(tile, heading, parents, poses, rects,
                                                     soft, subtree(tile), rooms):
                    q.needless += 1
            heading = way
        q.turns += turns
        q.most_turns = max(q.most_turns, turns)
        if pocket:
            q.pockets += 1
            path = [arm.start, *((poses[t].x, poses[t].y) for t in arm.tiles)]
            own = set(arm.tiles) | {owner}
            q.enclosed += sum(1 for t in order if t not in own
                              and _inside(poses[t].x, poses[t].y, path))
    if table_px is not None:
        left = min(r[0] for r in rects.values()) - margin
        top = min(r[1] for r in rects.values()) - margin
        right = max(r[2] for r in rects.values()) + margin
        bottom = max(r[3] for r in rects.values()) + margin
        unit = min(table_px[0] / (right - left), table_px[1] / (bottom - top), unit_px_max)
        q.smallest = 2 * unit
    return q


def _needless(tile: int, heading: int, parents: Parents, poses: Mapping[int, TilePose],
              rects: Mapping[int, Rect], soft: Rect, own: set[int], rooms: list[Rect]) -> bool:
    """The tile turned, but straight on (and the square after it) lay inside the felt's
    area, clear of every tile but its parent and its own followers, and of the places
    kept for the tiles of spinners' free points."""
    point = parents[tile]
    parent = point >> 2
    ax, ay = _anchor(poses[parent], heading)
    # the matching half's square lies straight on from the connection point
    cx, cy = ax + DX[heading] * 0.5, ay + DY[heading] * 0.5
    x, y = cx + DX[heading] * 0.5, cy + DY[heading] * 0.5
    straight = tile_box(x, y, heading)
    sx, sy = x + DX[heading] * 1.5, y + DY[heading] * 1.5
    beyond = (sx - 0.5, sy - 0.5, sx + 0.5, sy + 0.5)
    if not (within(straight, soft) and within(beyond, soft)):
        return False
    if any(near(straight, room) for room in rooms):
        return False
    for t, r in rects.items():
        if t in own or t == parent:
            continue
        if near(straight, r) or near(beyond, r):
            return False
    return True
