"""Where every tile of a layout lies on the table: plain computation, no Qt.

The table view, its drop zones and the tests all need the same poses, so they
are computed here, apart from any widget, where they are cheap to test.

Units: a tile is 2 long and 1 wide (a half is a 1x1 square); y grows downwards
as in Qt; (0, 0) is the centre of the opening tile.  Every coordinate is a
multiple of 0.5, so the float arithmetic below is exact.

Layout conventions, as on a real table:

- the opening tile lies horizontally (an opening double vertically, crosswise,
  its lines going left and right);
- a non-double lies end to end along its arm; a double always lies across its line
  (never along it), its middle on the line where there is room; a spinner's branches
  leave from the middle of its two ends, perpendicular to its line (branchA
  counter-clockwise from the line's direction, branchB clockwise);
- a tile touches only its parent and its own children: every other tile stays at
  least ``GAP`` (half a unit) away, so no tile seems joined to one it is not
  attached to (a hard rule, the fallbacks below included);
- a spinner's branch leaves straight out, its axis through the spinner's centre,
  whenever that place is free; other tiles keep off the places where the free points
  of spinners would go straight out (``COST_SPINNER_ROOM``; a line turns rather than
  take one);
- a line goes straight on while the tile and the square after it (where the next
  tile would attach) fit the soft table area and come near no tile; only then does it
  turn a corner (the new tile's matching half goes straight on, its other half to the
  side), toward the centre first.  The table view shapes the soft area like its felt
  (``soft_area_for``), so lines turn at the felt's edges and a full layout fills it;
- if no such pose is free, any pose touching the parent tile (``fallbacks``) is
  taken, and as a last resort the nearest pose at all that keeps the gap to every
  tile: the table is unbounded, so a legal placement always finds room.

A placement moves no other tile while the layout reads as well as before; when it
reads worse (a tile apart from its parent, a branch off its spinner's middle, a
needless corner, a tile in an arm's pocket: ``layout_quality``), the whole layout is
planned again (``replan``) and the view glides the tiles that moved.  A tile left
apart all the same (none in 6,000 simulated rounds) is joined to its connection point
by a dashed line (``link``).  A tile's pose (``TilePose``) and the box arithmetic the
search builds on live in ``poses``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.tiles import BRANCH_A, IS_DOUBLE, LOW, NO_POINT, attaching_side
from .fallbacks import detached_pose, free_run, touching_poses
from .poses import (
    DX,
    DY,
    EPS,
    GAP,
    LINE,
    Candidate,
    Exit,
    Rect,
    TilePose,
    beyond_square,
    contact,
    double_candidate,
    in_spinner_room,
    near_any,
    single_candidate,
    takes_room,
    tile_box,
    within,
)
from .replan import STRAIGHT_KNOB, Knob, Plan, Soft, State, faults_of, knob_area, replan, soft_area_for

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ...rules.layout import Layout

UNIT = 48.0  # scene pixels per geometry unit at zoom 1 (a tile is 2 x 1 units)

# The soft table area around the opening: lines turn rather than leave it.  This is
# the default (the rules' figures, the bench); the table view gives each round an area
# shaped like its felt (``soft_area_for``, in ``replan``), a little smaller, so that a
# round's layout that fills it keeps its tiles large enough to read in an 800 x 600
# window (a line runs straight to the area's edge, so the area, not the search, keeps
# layouts compact).
SOFT_LEFT, SOFT_TOP, SOFT_RIGHT, SOFT_BOTTOM = -12.0, -8.0, 12.0, 8.0

# Costs of a candidate pose (lower is better; ties go to the earlier candidate).  The
# weights were tuned on thousands of simulated layouts for few tiles glued side by side,
# few outside the soft area and no detached tiles; only the no-overlap rule is hard.
COST_TURN = 0.5  # a corner rather than straight on
COST_SHIFT = 2.0  # a crosswise double off the middle of its parent's end
COST_OUTSIDE = 3.0  # the tile leaves the soft table area (plus OUTSIDE_SLOPE per unit)
OUTSIDE_SLOPE = 1.0  # so that, once outside, a corner back beats running further out
COST_IN_THE_WAY = 2.0  # overlaps the straight-on room of another free point (per point)
COST_SPINNER_ROOM = 20.0  # comes near a spinner's straight-out room (kept for its tile)
ROOM_CLEARANCE = 0.25  # how near that room counts as in the way
COST_BRANCH_BLOCKED = 1.0  # the square beyond a spinner's branch side is taken
RUN_MAX = 5.0  # a line end wants this much free lane ahead of it...
RUN_WEIGHT = 0.5  # ...and pays this much per missing unit


__all__ = ["UNIT", "Soft", "TableGeometry", "TilePose", "soft_area_for"]  # TilePose: here too

class TableGeometry:
    """Poses of the placed tiles, computed incrementally and stable: placing a tile never
    moves the others, so the view animates only the new tile."""

    def __init__(self, soft: Soft = (SOFT_LEFT, SOFT_TOP, SOFT_RIGHT, SOFT_BOTTOM), *,
                 replan: bool = True) -> None:
        self._soft = soft  # the felt's area: lines turn rather than leave it
        self.knob = STRAIGHT_KNOB  # how the last re-plan moved and scaled it (``replan``)
        self.area = soft  # the area the search uses: ``soft`` as the knob makes it
        self.away = False  # a line at the area's edge turns away from the centre first
        self.replan = replan  # re-plan the whole layout when a placement reads badly
        self.faults = 0.0  # how badly the layout reads now (``replan.fault_score``)
        self.pocketed = False  # an arm of it has turned back on itself
        self._went_straight = False  # the last search's answer went straight on
        self.plans = 0  # the placements that had the layout planned again
        self._poses: dict[int, TilePose] = {}
        self._rects: list[tuple[float, float, float, float, int]] = []  # x0, y0, x1, y1, tile
        self._rect_of: dict[int, Rect] = {}
        self._anchors: dict[int, tuple[float, float, int]] = {}  # point -> (x, y, direction)
        # Free points -> the room a tile going straight on from them would take.
        self._room: dict[int, Rect] = {}
        self._parent_point: dict[int, int] = {}  # tile -> the point it attached to
        self._history: list[State] = []  # the state before each placement (undo)
        # Poses a re-plan rules out for a tile (``replan.unjam``): the search looks on.
        self.forbid: dict[int, set[TilePose]] = {}
        # Which doubles spin (``Layout.is_spinner``): one that does not keeps no branch room.
        self.spins: Callable[[int], bool] = IS_DOUBLE.__getitem__

    @property
    def soft(self) -> Soft:
        """The felt's area (geometry units): the view gives it the felt's shape."""
        return self._soft

    @soft.setter
    def soft(self, soft: Soft) -> None:
        self._soft = soft
        self.area = knob_area(soft, self.knob)

    def set_knob(self, knob: Knob) -> None:
        """Search with ``knob``'s area (the felt's, moved and scaled) and turn order."""
        self.knob = knob
        self.area = knob_area(self._soft, knob)
        self.away = knob[3]

    @classmethod
    def of_layout(cls, layout: Layout,
                  soft: Soft = (SOFT_LEFT, SOFT_TOP, SOFT_RIGHT, SOFT_BOTTOM)) -> TableGeometry:
        """The geometry of an engine ``Layout``, replaying its placements in order."""
        geo = cls(soft)
        for t in layout.order:
            geo.place(t, layout.parent[t])
        return geo

    # -- queries -------------------------------------------------------------
    def pose_for(self, tile: int, point: int) -> TilePose:
        """Where ``tile`` would lie if placed at ``point`` now (drag previews, drop zones)."""
        return self._solve(tile, point)[0]

    def poses(self) -> dict[int, TilePose]:
        """Every placed tile's pose, in the order the tiles were placed."""
        return dict(self._poses)

    def parents(self) -> dict[int, int]:
        """Every placed tile's connection point (NO_POINT for the opening)."""
        return dict(self._parent_point)

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, width, height) of all tiles, for fitting the view."""
        if not self._rects:
            return (-1.0, -0.5, 2.0, 1.0)
        left = min(r[0] for r in self._rects)
        top = min(r[1] for r in self._rects)
        right = max(r[2] for r in self._rects)
        bottom = max(r[3] for r in self._rects)
        return (left, top, right - left, bottom - top)

    def link(self, tile: int) -> tuple[float, float, float, float] | None:
        """For a tile the last resort put apart from its parent: the line from the
        connection point it attached to, to the middle of its matching half (the view
        draws it so the connection reads); None for a tile that touches its parent."""
        point = self._parent_point.get(tile, NO_POINT)
        if point == NO_POINT:
            return None
        if contact(self._rect_of[tile], self._rect_of[point >> 2]) > EPS:
            return None
        pose = self._poses[tile]
        if IS_DOUBLE[tile]:
            hx, hy = pose.x, pose.y
        else:
            hx, hy = pose.half_centre(attaching_side(tile, point) != LOW)
        ax, ay, _ = self._anchors[point]
        return (ax, ay, hx, hy)

    def anchor(self, point: int) -> tuple[float, float]:
        """Scene position of a connection point: the middle of the tile edge where the next
        tile would touch.  The opening (NO_POINT) is the centre of the table."""
        if point == NO_POINT:
            return (0.0, 0.0)
        x, y, _ = self._anchors[point]
        return (x, y)

    def outward(self, point: int) -> tuple[float, float]:
        """The unit step in which a tile placed at ``point`` leaves its parent."""
        d = self._anchors[point][2]
        return (DX[d], DY[d])

    def beyond(self, point: int, by: float) -> tuple[float, float]:
        """The position ``by`` units out from ``point``'s anchor, straight on (where a
        drop zone, a counted-end number or a hollow dot is drawn)."""
        x, y = self.anchor(point)
        if point == NO_POINT:
            return (x, y)
        dx, dy = self.outward(point)
        return (x + dx * by, y + dy * by)

    # -- changes -------------------------------------------------------------
    def place(self, tile: int, point: int) -> TilePose:
        """Record a placement (point = NO_POINT for the opening) and return its pose.

        When the placement leaves the layout reading worse (a tile apart from the tile
        it joins, a branch off its spinner's middle, a needless corner, a tile in an
        arm's pocket), the whole layout is planned again (``replan``): other tiles may
        move, and the view glides them to their new places."""
        self._history.append(self.state())
        self.put(tile, point)
        # A tile gone straight on adds no fault (it touches its parent, leaves a spinner
        # by its middle, takes no corner) unless it lies in an arm's pocket: the check of
        # the whole layout is skipped then (most placements; a placement's time counts).
        if self.replan and not (self._went_straight and not self.pocketed):
            faults, self.pocketed = faults_of(self)
            if faults > self.faults:
                better, planned = replan(self, faults)
                if planned:  # other tiles moved (on a smaller area, maybe as many faults)
                    self.plans += 1
                    self.pocketed = faults_of(self)[1]
                faults = better
            self.faults = faults
        return self._poses[tile]

    def put(self, tile: int, point: int) -> None:
        """Place ``tile`` where the search says, moving no other tile and planning
        nothing again (a re-plan's trial lays its tiles with it)."""
        pose, rect, exits = self._solve(tile, point)
        self._poses[tile] = pose
        self._rect_of[tile] = rect
        self._rects.append((rect[0], rect[1], rect[2], rect[3], tile))
        self._room.pop(point, None)
        for p, x, y, d, kind in exits:
            self._anchors[p] = (x, y, d)  # a still double's sides too: a drop there is judged
            if kind == LINE or self.spins(p >> 2):
                self._room[p] = tile_box(x + DX[d], y + DY[d], d)
        self._parent_point[tile] = point

    def undo(self) -> None:
        """Forget the last placement: every tile back where it lay before it."""
        self.restore(self._history.pop())

    def state(self) -> State:
        """Everything a placement changes (undo and a re-plan take it back)."""
        return (dict(self._poses), list(self._rects), dict(self._rect_of), dict(self._anchors),
                dict(self._room), dict(self._parent_point), self.knob, self.faults,
                self.pocketed)

    def restore(self, state: State) -> None:
        (self._poses, self._rects, self._rect_of, self._anchors, self._room,
         self._parent_point, knob, self.faults, self.pocketed) = state
        self.set_knob(knob)

    def adopt(self, other: Plan) -> None:
        """Take ``other``'s poses (a re-plan of the same tiles), keeping the history."""
        self.restore(other.state())

    def blank(self) -> TableGeometry:
        """An empty geometry on the same felt that never plans again (a re-plan's trial)."""
        trial = type(self)(self._soft, replan=False)
        trial.spins = self.spins
        return trial

    # -- the search ------------------------------------------------------------
    def _solve(self, tile: int, point: int) -> Candidate:
        self._went_straight = False
        if tile in self._poses:
            raise ValueError(f"tile {tile} is already on the table")
        if point == NO_POINT:
            if self._poses:
                raise ValueError("the layout is already open: a placement needs a point")
            if IS_DOUBLE[tile]:
                return double_candidate(tile, 0.0, 0.0, 0, True, True)
            base = tile * 4
            exits: list[Exit] = [(base, -1.0, 0.0, 2, LINE), (base + 1, 1.0, 0.0, 0, LINE)]
            return TilePose(tile, 0.0, 0.0, 0), (-1.0, -0.5, 1.0, 0.5), exits
        owner = point >> 2
        if point not in self._room:
            raise ValueError(f"point {point} is not a free connection point on the table")
        ax, ay, k = self._anchors[point]
        double = IS_DOUBLE[tile]
        side = attaching_side(tile, point)  # the rules say which half touches the point
        if side < 0:
            raise ValueError(f"tile {tile} does not match point {point}")
        free_high = not double and side == LOW
        # The square straight on from the connection point: where the matching half goes.
        cx, cy = ax + DX[k] * 0.5, ay + DY[k] * 0.5

        straight = (double_candidate(tile, cx, cy, k, True, False) if double
                    else single_candidate(tile, cx, cy, k, free_high))
        straight_cost = self._cost(straight, owner, point)
        fits = straight_cost is not None
        branch = IS_DOUBLE[owner] and point & 3 >= BRANCH_A
        if fits and (branch or double or (
                within(straight[1], self.area) and within(beyond_square(straight), self.area)
                and not in_spinner_room(straight[1], self._room, point, self.spins)
                and not self._dead_end(straight))):
            # A spinner's branch leaves it straight out, its axis through the spinner's
            # centre; a double lies across the line, its middle on it; a line goes
            # straight on while the next tile fits the table.
            self._went_straight = True
            return straight
        # 1. Otherwise a corner (toward the centre first; a double crosswise, beside the
        # middle of the parent's end), or straight on out of the table when nothing else
        # is free.
        prefs: list[tuple[float, Candidate]]
        if double:
            ka = (k + 1) & 3
            prefs = [
                (COST_SHIFT, double_candidate(tile, cx + DX[ka] * 0.5, cy + DY[ka] * 0.5, k, True, False)),
                (COST_SHIFT, double_candidate(tile, cx - DX[ka] * 0.5, cy - DY[ka] * 0.5, k, True, False)),
            ]
        else:
            right, left = (k + 1) & 3, (k + 3) & 3
            toward = -(cx * DX[right] + cy * DY[right])  # > 0: turning right heads to the centre
            first, second = (left, right) if (toward < 0) != self.away else (right, left)
            prefs = [
                (COST_TURN, single_candidate(tile, cx, cy, first, free_high)),
                (COST_TURN, single_candidate(tile, cx, cy, second, free_high)),
                (COST_TURN + COST_OUTSIDE, straight),
            ]
        best = self._best(prefs, owner, point, costs={} if double else {2: straight_cost})
        if best is not None:
            return best
        # 2. Any pose touching the parent tile, nearest the straight-on pose first, that
        # does not take the place where another free point's tile would go straight on
        # (it would read as attached there).
        touching = touching_poses(tile, self._rect_of[owner], cx, cy, free_high)
        costs: dict[int, float | None] = {}
        best = (self._best(touching, owner, point, keep_room=True, costs=costs)
                or self._best(touching, owner, point, costs=costs))  # ... or even there
        if best is not None:
            return best
        # 3. The nearest pose anywhere that keeps the gap to every tile (the table is
        # unbounded: this always ends).
        return detached_pose(tile, straight[0], k, free_high, owner, self._rects)

    def _dead_end(self, cand: Candidate) -> bool:
        """No next tile could attach at the candidate's free end: the square beyond it comes
        within the gap of a tile."""
        return near_any(beyond_square(cand), self._rects)

    def _best(self, candidates: Sequence[tuple[float, Candidate]], owner: int, point: int,
              keep_room: bool = False, costs: dict[int, float | None] | None = None,
              ) -> Candidate | None:
        """The cheapest free candidate (ties go to the earliest), None if all overlap;
        ``costs`` keeps each one's cost by index, for another pass over the same ones."""
        best: Candidate | None = None
        best_cost = 0.0
        for i, (base, cand) in enumerate(candidates):
            if best is not None and base >= best_cost:
                continue
            if costs is None:
                cost = self._cost(cand, owner, point)
            elif i in costs:
                cost = costs[i]
            else:
                cost = costs[i] = self._cost(cand, owner, point)
            if cost is None or (keep_room and takes_room(cand[1], self._room, point)):
                continue
            cost += base
            if best is None or cost < best_cost:
                best, best_cost = cand, cost
        return best

    def _cost(self, cand: Candidate, owner: int, point: int) -> float | None:
        """None if the candidate overlaps a tile (or a re-plan ruled it out); otherwise how
        far it is from ideal."""
        pose, r, exits = cand
        if self.forbid and pose in self.forbid.get(pose.tile, ()):
            return None
        x0, y0, x1, y1 = r
        # Interiors must not intersect, and only the parent may touch: every other tile
        # keeps at least GAP away (on the half-unit grid, not touching means a GAP apart).
        g0, h0, g1, h1 = x0 - GAP + EPS, y0 - GAP + EPS, x1 + GAP - EPS, y1 + GAP - EPS
        rects = self._rects
        for a0, b0, a1, b1, t in rects:
            if a0 < g1 and g0 < a1 and b0 < h1 and h0 < b1 and (
                    t != owner or (x0 < a1 - EPS and a0 < x1 - EPS and y0 < b1 - EPS
                                   and b0 < y1 - EPS)):
                return None
        cost = 0.0
        left, top, right, bottom = self.area
        over = max(left - x0, top - y0, x1 - right, y1 - bottom)
        if over > 0:
            cost += COST_OUTSIDE + OUTSIDE_SLOPE * over
        # Keep clear of the room other free points need to go straight on, and far from a
        # spinner's (``in_spinner_room``, inlined: the clearance lies within the gap).
        i0, j0, i1, j1 = x0 - ROOM_CLEARANCE + EPS, y0 - ROOM_CLEARANCE + EPS, \
            x1 + ROOM_CLEARANCE - EPS, y1 + ROOM_CLEARANCE - EPS
        spinner = False
        for p, (a0, b0, a1, b1) in self._room.items():
            if a0 < g1 and g0 < a1 and b0 < h1 and h0 < b1 and p != point:
                if a0 < i1 and i0 < a1 and b0 < j1 and j0 < b1:
                    cost += COST_IN_THE_WAY
                spinner = spinner or (IS_DOUBLE[p >> 2] and self.spins(p >> 2))
        if spinner:
            cost += COST_SPINNER_ROOM
        # Room beyond each free end: a line should be able to run on, a branch to start.
        for p, ex, ey, d, kind in exits:
            if kind == LINE:
                cost += RUN_WEIGHT * (RUN_MAX - free_run(self._rects, self.area, ex, ey, d, RUN_MAX))
                continue
            if not self.spins(p >> 2):  # a double that does not spin: no branch to start
                continue
            sx, sy = ex + DX[d] * 0.5, ey + DY[d] * 0.5
            s0, t0, s1, t1 = sx - 0.5 + EPS, sy - 0.5 + EPS, sx + 0.5 - EPS, sy + 0.5 - EPS
            for a0, b0, a1, b1, _t in rects:
                if a0 < s1 and s0 < a1 and b0 < t1 and t0 < b1:
                    cost += COST_BRANCH_BLOCKED
                    break
        return cost
