"""Planning a layout again when a placement leaves it hard to follow: plain computation.

``TableGeometry`` places each tile where it reads best without moving the others.
Now and then that cannot be done well: the only free spot leaves a tile apart from
the tile it joins, a branch off its spinner's middle, a line turning a corner with
room to go on, or a tile inside the pocket of an arm that turned back on itself.  Then,
as a player nudges the tiles on a real table, the whole layout is laid out again
from its first tile: the search is rerun with the felt's area moved about the opening,
with lines turning the other way at its edges, and, only when nothing else reads
well, with a larger area (smaller tiles).  The plan that reads best wins; among equal
ones, the one that moves fewest tiles, then the one whose tiles come out largest.  A
branch still pushed off its spinner's middle by a line that came by before it is laid
again ahead of that line, which turns its corner instead (``centre``).
"""

from __future__ import annotations

from typing import Protocol

from ...rules.tiles import NO_POINT
from .layout_quality import off_centre_branches, quality
from .poses import EPS, Rect, TilePose, contact

Soft = tuple[float, float, float, float]  # (left, top, right, bottom), geometry units
Knob = tuple[float, float, float, bool]  # the area's shift (x, y), its scale, lines turn away
STRAIGHT_KNOB: Knob = (0.0, 0.0, 1.0, False)
FELT_AREA = 240.0  # square units of the table view's soft area (``soft_area_for``)
SOFT_ASPECTS = (0.6, 2.6)  # the narrowest and the widest shapes it takes
# The state of a geometry, kept before each placement (undo goes back to it).
State = tuple[dict[int, TilePose], list[tuple[float, float, float, float, int]], dict[int, Rect],
              dict[int, tuple[float, float, int]], dict[int, Rect], dict[int, int], Knob, float,
              bool]



class Plan(Protocol):
    """What a re-plan asks of a layout's geometry (``geometry.TableGeometry`` is one):
    named here, so that the geometry uses the re-plan and the re-plan needs nothing back."""

    knob: Knob
    soft: Soft
    area: Soft
    forbid: dict[int, set[TilePose]]

    def poses(self) -> dict[int, TilePose]: ...
    def parents(self) -> dict[int, int]: ...
    def bounds(self) -> tuple[float, float, float, float]: ...
    def set_knob(self, knob: Knob) -> None: ...
    def put(self, tile: int, point: int) -> None: ...
    def state(self) -> State: ...
    def restore(self, state: State) -> None: ...
    def adopt(self, other: Plan) -> None: ...
    def blank(self) -> Plan: ...


# What a fault costs a plan: a tile apart from the tile it joins is never wanted.
DETACHED, ENCLOSED, OFF_CENTRE, NEEDLESS = 1000.0, 100.0, 50.0, 20.0
# The last four put the opening near a corner of the area: a long arm runs along two of
# its edges instead of winding round the middle (and round a branch left inside).
SHIFTS = ((0.0, 0.0), (2.0, 0.0), (-2.0, 0.0), (0.0, 2.0), (0.0, -2.0), (4.0, 0.0), (-4.0, 0.0),
          (0.0, 4.0), (0.0, -4.0), (-6.0, -6.0), (6.0, -6.0), (-6.0, 6.0), (6.0, 6.0))
TRIALS = 64  # the most plans one re-plan tries (a crowded table of 28 tiles: about 20 ms)
# The larger areas, each with what its smaller tiles cost a plan: a needless corner
# is worth a little more room, a tile in a pocket much more, a detached tile any.
BLOCKERS = 6  # the tiles around a detached tile's parent that are tried elsewhere
SCALES = ((1.0, 0.0), (1.25, 15.0), (1.5, 30.0), (2.0, 60.0), (3.0, 120.0))


def soft_area_for(width: float, height: float, area: float = FELT_AREA) -> Soft:
    """The soft table area for a felt of ``width`` x ``height`` (any unit): ``area``
    square units shaped like the felt (within ``SOFT_ASPECTS``), so that a layout that
    fills it fills the felt; its edges on the half-unit grid."""
    aspect = min(max(width / height, SOFT_ASPECTS[0]), SOFT_ASPECTS[1]) if height > 0 else 1.5
    wide = round((area * aspect) ** 0.5)  # whole units: the edges on the half grid
    high = round((area / aspect) ** 0.5)
    return (-wide / 2, -high / 2, wide / 2, high / 2)


def knob_area(soft: Soft, knob: Knob) -> Soft:
    """``soft`` moved by the knob's shift and scaled about its middle, its edges on the
    half-unit grid (the search's arithmetic stays exact)."""
    dx, dy, scale, _away = knob
    left, top, right, bottom = soft
    cx, cy = (left + right) / 2 + dx, (top + bottom) / 2 + dy
    half_w, half_h = (right - left) * scale / 2, (bottom - top) * scale / 2
    return (round((cx - half_w) * 2) / 2, round((cy - half_h) * 2) / 2,
            round((cx + half_w) * 2) / 2, round((cy + half_h) * 2) / 2)


def fault_score(geo: Plan) -> float:
    """How badly the layout reads: its faults (``layout_quality``), weighted."""
    return faults_of(geo)[0]


def faults_of(geo: Plan) -> tuple[float, bool]:
    """``fault_score``, and whether an arm has turned back on itself (a pocket a tile
    going straight on may yet enter)."""
    poses = geo.poses()
    q = quality(poses, geo.parents(), list(poses), geo.area)
    return (DETACHED * q.detached + ENCLOSED * q.enclosed + OFF_CENTRE * q.off_centre
            + NEEDLESS * q.needless), q.pockets > 0


def _unit(geo: Plan) -> float:
    """How large the tiles come out when the layout fills the felt's shape (relative)."""
    _left, _top, width, height = geo.bounds()
    s_left, s_top, s_right, s_bottom = geo.soft
    return min((s_right - s_left) / (width + 2), (s_bottom - s_top) / (height + 2))


def replan(geo: Plan, faults: float) -> tuple[float, bool]:
    """Lay ``geo``'s tiles out again if some plan reads better than the ``faults`` it has
    now (a larger area counting against it); returns the faults of the layout kept and
    whether it is a new plan (one on a smaller area may keep as many faults, or more)."""
    now = geo.poses()
    order, parents = list(now), geo.parents()
    current = faults + dict(SCALES).get(geo.knob[2], 0.0)
    best: tuple[tuple[float, int, float], Plan, float] | None = None
    knobs = [(dx, dy, scale, away, cost) for scale, cost in SCALES for dx, dy in SHIFTS
             for away in (False, True)]
    for dx, dy, scale, away, cost in knobs[:TRIALS]:
        if (best is not None and best[0][0] <= cost) or cost >= current:
            break  # no larger area can read better (the knobs come cheapest area first)
        knob = (dx, dy, scale, away)
        if knob == geo.knob:
            continue  # the plan it has
        trial = geo.blank()
        trial.set_knob(knob)
        for tile in order:
            trial.put(tile, parents[tile])
        score = fault_score(trial)
        if score + cost >= current:
            continue
        laid = trial.poses()
        moved = sum(1 for t in order if laid[t] != now[t])
        key = (score + cost, moved, -_unit(trial))
        if best is None or key < best[0]:
            best = (key, trial, score)
    plan, score = (best[1], best[2]) if best is not None else (geo, faults)
    chosen = best is not None and score < DETACHED  # reads better, its area counted
    if score >= DETACHED:
        # Still a tile apart from its parent: the tiles crowding its parent are moved
        # on to their next best places, one at a time, while that helps (``unjam``).
        plan, score = unjam(plan, score)
        chosen = score < faults
    if score >= OFF_CENTRE:  # a branch may be off its spinner's middle
        centred, less = centre(plan, score)
        if less < score:
            plan, score, chosen = centred, less, chosen or less < faults
    if chosen:
        geo.adopt(plan)
        return score, True
    return faults, False


def _replay(geo: Plan, forbid: dict[int, set[TilePose]],
            order: list[int] | None = None) -> Plan:
    """``geo``'s tiles laid out again with its knob, the ``forbid``den poses ruled out,
    placed in ``order`` (a parent before its children) when given; the poses are kept
    in ``geo``'s order all the same (the view reads the placements from it)."""
    trial = geo.blank()
    trial.set_knob(geo.knob)
    trial.forbid = forbid
    parents = geo.parents()
    placed = list(geo.poses())
    for tile in order or placed:
        trial.put(tile, parents[tile])
    if order is not None:
        rank = {t: i for i, t in enumerate(placed)}
        poses, rects, rect_of, anchors, room, parent_point, knob, faults, pocketed = trial.state()
        trial.restore(({t: poses[t] for t in placed}, sorted(rects, key=lambda r5: rank[r5[4]]),
                       rect_of, anchors, room, {t: parent_point[t] for t in placed}, knob,
                       faults, pocketed))
    return trial


def centre(geo: Plan, faults: float) -> tuple[Plan, float]:
    """Bring back a branch pushed off its spinner's middle: the layout laid out again
    with the branch's first tile placed as early as it may be (right after the tiles it
    hangs from), so that it takes its place straight out before the line that pushed it
    aside comes by, and that line turns instead (a corner to avoid a tile).  The first
    such plan that reads better is kept."""
    poses, parents = geo.poses(), geo.parents()
    placed = list(poses)
    for branch in off_centre_branches(poses, parents, placed):
        chain = {branch}
        tile = branch
        while parents[tile] != NO_POINT:
            tile = parents[tile] >> 2
            chain.add(tile)
        order = [t for t in placed if t in chain] + [t for t in placed if t not in chain]
        trial = _replay(geo, geo.forbid, order)
        score = fault_score(trial)
        if score < faults:
            return trial, score
    return geo, faults


def unjam(geo: Plan, faults: float, rounds: int = 4) -> tuple[Plan, float]:
    """Free the tiles left apart from their parents: each time, the tiles near such a
    tile's parent (its parent first, then the nearest, latest placed first) are tried
    elsewhere, their present pose ruled out, and the first change that leaves fewer
    faults is kept."""
    forbid: dict[int, set[TilePose]] = {}
    for _ in range(rounds):
        if faults < DETACHED:
            break
        poses, parents = geo.poses(), geo.parents()
        rects = {t: p.box() for t, p in poses.items()}
        apart = next((t for t in poses if parents[t] != NO_POINT
                      and contact(rects[t], rects[parents[t] >> 2]) <= EPS), None)
        if apart is None:  # many faults, but no tile apart
            break
        parent = parents[apart] >> 2
        px, py = poses[parent].x, poses[parent].y
        order = list(poses)
        before = order[: order.index(apart)]  # the tiles placed before it
        crowd = sorted(before, key=lambda t: (t != parent,
                                              abs(poses[t].x - px) + abs(poses[t].y - py),
                                              -before.index(t)))[:BLOCKERS]
        for tile in crowd:
            tried = {**forbid, tile: forbid.get(tile, set()) | {poses[tile]}}
            trial = _replay(geo, tried)
            score = fault_score(trial)
            if score < faults:
                geo, faults, forbid = trial, score, tried
                break
        else:
            break
    return geo, faults
