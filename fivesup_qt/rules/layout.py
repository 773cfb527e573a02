"""The layout graph: placed tiles, free connection points and counted ends.

In Five-Up and Exact 61 every double is a spinner.  Its line sides take the first
two attachments and only once both are occupied do its branch sides become
connection points.  Other rule sets make fewer spinners (``Layout(spinners=...)``:
All Fives only the first double placed, Block and Draw none): a double that is no
spinner lies across the line and never opens its branch sides.
The counted ends (docs/rules.md, section 5) are kept as a running ``end_sum``
so that scoring a placement costs a few integer operations.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple, cast

from .tiles import (
    BIT,
    BRANCH_A,
    BRANCH_B,
    HI,
    IS_DOUBLE,
    LINE_B,
    LO,
    LOW,
    NO_POINT,
    PIPS,
    PLAYABLE,
    POINT_COUNT,
    POINT_VALUE,
    TILE_COUNT,
    TILES_WITH,
    attaching_side,
    mask_tiles,
    point_text,
    tile_text,
)

# Layout(spinners=SPINNERS_ALL): every double a spinner (there are seven doubles).
SPINNERS_ALL: Final = 7


class CountedEnd(NamedTuple):
    """A counted end: a double counted whole (``point`` NO_POINT) or a free end."""

    tile: int
    point: int
    value: int

    @property
    def name(self) -> str:
        return tile_text(self.tile) if self.point == NO_POINT else point_text(self.point)


class Layout:
    """The tiles on the table as a tree of attachments.

    ``open[v]`` lists the free connection points of value ``v`` in the order they
    appeared; ``values`` is the 7-bit set of values with a free point, so that
    the playable tiles of a hand are ``hand & PLAYABLE[values]``.  ``_log`` holds one
    entry a placement, ``index * 32 + tile``: the tile and where its point stood in
    its list, all that undo needs besides the tile's own facts (one append a
    placement, on the hot path of every playout).
    """

    __slots__ = ("_log", "end_sum", "lines", "open", "parent", "placed", "spinner",
                 "spinners_left", "values")

    def __init__(self, spinners: int = SPINNERS_ALL) -> None:
        """An empty table on which the first ``spinners`` doubles placed become
        spinners (SPINNERS_ALL: every double; 1: the first; 0: none)."""
        self.open: list[list[int]] = [[], [], [], [], [], [], []]  # one list per value
        self.values = 0
        self.lines = [0] * 28  # occupied line sides of each double
        self.end_sum = 0
        self.placed = 0  # bitmask of the tiles on the table
        self.parent = [NO_POINT] * 28  # the point each tile attached to
        self._log: list[int] = []  # per placement, index * 32 + tile (see above)
        self.spinner = 0  # bitmask of the doubles on the table that are spinners
        self.spinners_left = spinners  # how many doubles placed from now on still spin

    # -- queries -----------------------------------------------------------
    @property
    def order(self) -> list[int]:
        """The tiles on the table in placement order."""
        return [entry & 31 for entry in self._log]

    def is_empty(self) -> bool:
        return not self.placed

    def playable(self, hand: int) -> int:
        """The tiles of ``hand`` (a mask) that have at least one legal point."""
        if not self.placed:
            return hand
        return hand & PLAYABLE[self.values]

    def points_for(self, tile: int) -> list[int]:
        """The free points where ``tile`` may be placed ([NO_POINT] when opening)."""
        if not self.placed:
            return [NO_POINT]
        lo = LO[tile]
        if IS_DOUBLE[tile]:
            return list(self.open[lo])
        return self.open[lo] + self.open[HI[tile]]

    def is_legal(self, tile: int, point: int) -> bool:
        if self.placed >> tile & 1:
            return False
        if not self.placed:
            return point == NO_POINT
        if point == NO_POINT or not 0 <= point < 112:
            return False
        value = POINT_VALUE[point]
        return bool(TILES_WITH[value] >> tile & 1) and point in self.open[value]

    def open_points(self) -> list[int]:
        """Every free connection point, whether or not a tile could still fit there."""
        return [p for points in self.open for p in points]

    def counted(self) -> list[CountedEnd]:
        """The counted ends (docs/rules.md, section 5): every free end of a non-double, zero
        included, and every double with fewer than two line sides occupied,
        counted whole (2d); a filled spinner and its branch points count nothing."""
        ends = [CountedEnd(t, NO_POINT, 2 * LO[t]) for t in self.order
                if IS_DOUBLE[t] and self.lines[t] < 2]
        ends += [CountedEnd(p >> 2, p, POINT_VALUE[p]) for p in self.open_points()
                 if not IS_DOUBLE[p >> 2]]
        return ends

    def counted_ends(self) -> list[tuple[str, int]]:
        """The counted ends as (name, value), sorted by name as the report wants:
        a double counted whole is named by its tile, a free end by its point."""
        return sorted((end.name, end.value) for end in self.counted())

    def closed_branches(self) -> list[int]:
        """Branch points of spinners whose line sides are not both filled yet:
        not connection points at all until then (the UI explains drops there)."""
        return [(t << 2) + side for t in self.order
                if self.spinner >> t & 1 and self.lines[t] < 2
                for side in (BRANCH_A, BRANCH_B)]

    def spinners(self) -> list[int]:
        """The spinners on the table, in placement order."""
        return [t for t in self.order if self.spinner >> t & 1]

    def is_spinner(self, tile: int) -> bool:
        """Is ``tile`` a spinner on this table (a double that opens its branch sides)?"""
        return bool(self.spinner >> tile & 1)

    def children(self) -> dict[int, int]:
        """Occupied point -> the tile attached there."""
        return {self.parent[t]: t for t in self.order if self.parent[t] != NO_POINT}

    def attached_side(self, tile: int) -> int:
        """The point of ``tile`` that touches the tile it was placed on (NO_POINT if none)."""
        parent = self.parent[tile]
        if parent == NO_POINT:
            return NO_POINT
        return (tile << 2) + attaching_side(tile, parent)

    # -- probes: what a legal placement would make, the layout left as it is -----
    def sum_after(self, tile: int, point: int) -> int:
        """The end sum ``tile`` at ``point`` (assumed legal) would make, by arithmetic
        alone: the bots' hot path, with no change to the layout."""
        if point < 0:
            return LO[tile] + HI[tile]
        v, _, owner, line, _, _, _, delta, _ = _PLACE[tile * 128 + point]
        if line and self.lines[owner]:  # the spinner fills and stops counting
            return self.end_sum + delta - 2 * v
        return self.end_sum + delta

    def counted_after(self, tile: int, point: int) -> list[CountedEnd]:
        """The counted ends ``tile`` at ``point`` would leave."""
        self.play(tile, point)
        try:
            return self.counted()
        finally:
            self.undo()

    # -- changes -----------------------------------------------------------
    def play(self, tile: int, point: int) -> int:
        """Place ``tile`` at ``point`` (assumed legal) and return the new end sum.

        This is the hot path of every playout: what a placement changes is looked
        up in ``_PLACE`` and only the point's position in its list is kept for undo.
        """
        if point < 0:
            return self._open_with(tile)
        v, vbit, owner, line, new_point, new_v, new_bit, delta, double = _PLACE[tile * 128 + point]
        open_ = self.open
        points = open_[v]
        index = points.index(point)
        del points[index]
        values = self.values
        if not points:
            values -= vbit  # the value's last free point: its bit goes
        total = self.end_sum + delta
        if line:
            lines = self.lines
            if lines[owner]:  # the double is filled: it stops counting ...
                lines[owner] = 2
                total -= 2 * v
                if self.spinner >> owner & 1:  # ... and a spinner's branches open
                    points.append(owner * 4 + BRANCH_A)
                    points.append(owner * 4 + BRANCH_B)
                    values |= vbit
            else:
                lines[owner] = 1
        if double:
            self.lines[tile] = 1  # attached by its line A
            if self.spinners_left:
                self.spinner += BIT[tile]
                self.spinners_left -= 1
        open_[new_v].append(new_point)
        self.values = values | new_bit
        self.end_sum = total
        self.placed += BIT[tile]  # not on the table yet: + is |, and a faster bytecode
        self.parent[tile] = point
        self._log.append(index * 32 + tile)
        return total

    def _open_with(self, tile: int) -> int:
        base = tile << 2
        lo, hi = LO[tile], HI[tile]
        self.open[lo].append(base)
        self.open[hi].append(base + 1)
        self.values = (1 << lo) | (1 << hi)
        self.end_sum = lo + hi
        self.placed += BIT[tile]
        self.parent[tile] = NO_POINT
        if lo == hi and self.spinners_left:
            self.spinner += BIT[tile]
            self.spinners_left -= 1
        self._log.append(tile)
        return self.end_sum

    def undo(self) -> int:
        """Take back the last placement; returns the tile.

        Undo is strictly last-in first-out, so the points the placement added are
        the last ones of their lists again.
        """
        entry = self._log.pop()
        tile = entry & 31
        point = self.parent[tile]
        self.placed -= BIT[tile]
        open_ = self.open
        if self.spinner >> tile & 1:
            self.spinner -= BIT[tile]
            self.spinners_left += 1
        if point < 0:
            open_[LO[tile]].clear()
            open_[HI[tile]].clear()
            self.values = 0
            self.end_sum = 0
            return tile
        self.parent[tile] = NO_POINT
        v, vbit, owner, line, _, new_v, new_bit, delta, double = _PLACE[tile * 128 + point]
        values = self.values
        added = open_[new_v]
        added.pop()
        if not added:
            values -= new_bit
        total = self.end_sum - delta
        points = open_[v]
        if line:
            lines = self.lines
            if lines[owner] == 2:
                if self.spinner >> owner & 1:
                    del points[-2:]
                total += 2 * v
                lines[owner] = 1
            else:
                lines[owner] = 0
        if double:
            self.lines[tile] = 0
        points.insert(entry >> 5, point)
        self.values = values | vbit
        self.end_sum = total
        return tile

    def __reduce__(self) -> tuple[Callable[..., Layout], tuple[object, ...]]:
        """Pickled as its fields, rebuilt by ``rebuilt_layout``: the same in both builds, so
        a pure and a compiled engine can hand each other a position (bench --strength)."""
        return rebuilt_layout, (self.open, self.values, self.lines, self.end_sum, self.placed,
                                self.parent, self._log, self.spinner, self.spinners_left)

    def copy(self) -> Layout:
        other = Layout(self.spinners_left)
        other.spinner = self.spinner
        other.open = [list(points) for points in self.open]
        other.values = self.values
        other.lines = list(self.lines)
        other.end_sum = self.end_sum
        other.placed = self.placed
        other.parent = list(self.parent)
        other._log = list(self._log)
        return other

    def state(self) -> tuple[object, ...]:
        """A comparable snapshot (used by tests of undo)."""
        return (
            tuple(tuple(p) for p in self.open),
            self.values,
            tuple(self.lines),
            self.end_sum,
            self.placed,
            tuple(self.parent),
            tuple(self.order),
            self.spinner,
            self.spinners_left,
        )

    def __repr__(self) -> str:
        tiles = ", ".join(tile_text(t) for t in mask_tiles(self.placed))
        return f"<Layout [{tiles}] sum={self.end_sum}>"


def placement_points(end_sum: int) -> int:
    """Raw points a placement earns: the end sum when positive and a multiple of 5."""
    return end_sum if end_sum > 0 and end_sum % 5 == 0 else 0


# POINTS_OF[end_sum]: ``placement_points`` of every end sum a layout can make, for the
# hot paths (a placement in every playout, every move a bot weighs).  A counted end
# counts at most its own tile's pips, so an end sum never exceeds the whole set's.
POINTS_OF: Final[tuple[int, ...]] = tuple(placement_points(total) for total in range(sum(PIPS) + 1))


# (value, value bit, owner, line side, new point, new value, new bit, end-sum change, double)
Effects = tuple[int, int, int, bool, int, int, int, int, bool]


def _placement_effects(tile: int, point: int) -> Effects | None:
    """What placing ``tile`` at ``point`` changes, when its values match:
    (value, value bit, owner, owner is a spinner's line side, the new free point,
    its value and bit, the end-sum change before any spinner fills, tile is a double)."""
    v = POINT_VALUE[point]
    owner = point >> 2
    if point & 3 > LINE_B and not IS_DOUBLE[owner]:
        return None
    if not TILES_WITH[v] >> tile & 1 or tile == owner:
        return None
    delta = 0 if IS_DOUBLE[owner] else -v
    line = IS_DOUBLE[owner] and point & 3 <= LINE_B
    base = tile << 2
    if IS_DOUBLE[tile]:
        new_point, new_v = base + LINE_B, v
        delta += 2 * v
    elif attaching_side(tile, point) == LOW:  # the high end is the new outer end
        new_point, new_v = base + 1, HI[tile]
        delta += new_v
    else:
        new_point, new_v = base + LOW, LO[tile]
        delta += new_v
    return (v, 1 << v, owner, line, new_point, new_v, 1 << new_v, delta, IS_DOUBLE[tile])


# _PLACE[tile * 128 + point]: the effects of every placement whose values match (None
# elsewhere: the table is only ever read for a legal placement, so typed without it).
_PLACE: Final = cast(tuple[Effects, ...], tuple(
    _placement_effects(index >> 7, index & 127) if index & 127 < POINT_COUNT else None
    for index in range(TILE_COUNT << 7)
))


def rebuilt_layout(open_points: list[list[int]], values: int, lines: list[int], end_sum: int,
                   placed: int, parent: list[int], log: list[int], spinner: int = 0,
                   spinners_left: int = 7) -> Layout:
    """A layout from the fields ``Layout.__reduce__`` gives."""
    layout = Layout(spinners_left)
    layout.spinner = spinner
    layout.open, layout.values, layout.lines = open_points, values, lines
    layout.end_sum, layout.placed, layout.parent, layout._log = end_sum, placed, parent, log
    return layout
