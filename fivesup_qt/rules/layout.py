"""The layout graph: placed tiles, free connection points and counted ends.

Every double is a spinner.  Its line sides take the first two attachments and
only once both are occupied do its branch sides become connection points.
The counted ends (docs/rules.md, section 5) are kept as a running ``end_sum``
so that scoring a placement costs a few integer operations.
"""

from __future__ import annotations

from typing import NamedTuple

from .tiles import (
    BRANCH_A,
    BRANCH_B,
    HI,
    IS_DOUBLE,
    LINE_B,
    LO,
    LOW,
    NO_POINT,
    PLAYABLE,
    POINT_VALUE,
    TILES_WITH,
    attaching_side,
    mask_tiles,
    point_text,
    tile_text,
)


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
    the playable tiles of a hand are ``hand & PLAYABLE[values]``.
    """

    __slots__ = ("_undo", "end_sum", "lines", "open", "order", "parent", "placed", "values")

    def __init__(self) -> None:
        self.open: list[list[int]] = [[] for _ in range(7)]
        self.values = 0
        self.lines = [0] * 28  # occupied line sides of each double
        self.end_sum = 0
        self.placed = 0  # bitmask of the tiles on the table
        self.parent = [NO_POINT] * 28  # the point each tile attached to
        self.order: list[int] = []  # tiles in placement order
        self._undo: list[tuple[int, int, int]] = []

    # -- queries -----------------------------------------------------------
    def is_empty(self) -> bool:
        return not self.order

    def playable(self, hand: int) -> int:
        """The tiles of ``hand`` (a mask) that have at least one legal point."""
        if not self.order:
            return hand
        return hand & PLAYABLE[self.values]

    def points_for(self, tile: int) -> list[int]:
        """The free points where ``tile`` may be placed ([NO_POINT] when opening)."""
        if not self.order:
            return [NO_POINT]
        lo = LO[tile]
        if IS_DOUBLE[tile]:
            return list(self.open[lo])
        return self.open[lo] + self.open[HI[tile]]

    def is_legal(self, tile: int, point: int) -> bool:
        if self.placed >> tile & 1:
            return False
        if not self.order:
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
        return [(t << 2) + side for t in self.order if IS_DOUBLE[t] and self.lines[t] < 2
                for side in (BRANCH_A, BRANCH_B)]

    def spinners(self) -> list[int]:
        return [t for t in self.order if IS_DOUBLE[t]]

    def children(self) -> dict[int, int]:
        """Occupied point -> the tile attached there."""
        return {self.parent[t]: t for t in self.order if self.parent[t] != NO_POINT}

    def attached_side(self, tile: int) -> int:
        """The point of ``tile`` that touches the tile it was placed on (NO_POINT if none)."""
        parent = self.parent[tile]
        if parent == NO_POINT:
            return NO_POINT
        return (tile << 2) + attaching_side(tile, parent)

    # -- probes: a legal placement tried and taken back ----------------------
    def sum_after(self, tile: int, point: int) -> int:
        """The end sum ``tile`` at ``point`` would make (the bots' hot path)."""
        total = self.play(tile, point)
        self.undo()
        return total

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

        This is the hot path of every playout, hence the inlined bookkeeping.
        """
        base = tile << 2
        open_ = self.open
        if point == NO_POINT:
            self._undo.append((tile, point, -1))
            lo, hi = LO[tile], HI[tile]
            open_[lo].append(base)
            open_[hi].append(base + 1)
            self.values |= (1 << lo) | (1 << hi)
            self.end_sum = lo + hi
        else:
            v = POINT_VALUE[point]
            points = open_[v]
            index = points.index(point)
            del points[index]
            values = self.values
            if not points:
                values &= ~(1 << v)
            self._undo.append((tile, point, index))
            owner = point >> 2
            total = self.end_sum
            if not IS_DOUBLE[owner]:
                total -= v
            elif point & 3 <= LINE_B:
                lines = self.lines[owner] + 1
                self.lines[owner] = lines
                if lines == 2:  # the spinner is filled: it stops counting, branches open
                    total -= 2 * v
                    points.append((owner << 2) + BRANCH_A)
                    points.append((owner << 2) + BRANCH_B)
                    values |= 1 << v
            if IS_DOUBLE[tile]:
                self.lines[tile] = 1  # attached by its line A
                points.append(base + LINE_B)
                values |= 1 << v
                total += 2 * v
            elif attaching_side(tile, point) == LOW:  # the high end is the new outer end
                hi = HI[tile]
                open_[hi].append(base + 1)
                values |= 1 << hi
                total += hi
            else:
                lo = LO[tile]
                open_[lo].append(base)
                values |= 1 << lo
                total += lo
            self.values = values
            self.end_sum = total
        self.placed |= 1 << tile
        self.parent[tile] = point
        self.order.append(tile)
        return self.end_sum

    def _pop_open(self, p: int) -> None:
        v = POINT_VALUE[p]
        points = self.open[v]
        points.remove(p)
        if not points:
            self.values &= ~(1 << v)

    def undo(self) -> int:
        """Take back the last placement; returns the tile."""
        tile, point, index = self._undo.pop()
        base = tile << 2
        self.order.pop()
        self.placed &= ~(1 << tile)
        self.parent[tile] = NO_POINT
        if point == NO_POINT:
            self._pop_open(base + 1)
            self._pop_open(base)
            self.lines[tile] = 0
            self.end_sum = 0
            return tile
        v = POINT_VALUE[point]
        total = self.end_sum
        if IS_DOUBLE[tile]:
            self._pop_open(base + LINE_B)
            self.lines[tile] = 0
            total -= 2 * v
        elif attaching_side(tile, point) == LOW:
            self._pop_open(base + 1)
            total -= HI[tile]
        else:
            self._pop_open(base)
            total -= LO[tile]
        owner = point >> 2
        if not IS_DOUBLE[owner]:
            total += v
        elif point & 3 <= LINE_B:
            if self.lines[owner] == 2:
                self._pop_open((owner << 2) + BRANCH_B)
                self._pop_open((owner << 2) + BRANCH_A)
                total += 2 * v
            self.lines[owner] -= 1
        self.open[v].insert(index, point)
        self.values |= 1 << v
        self.end_sum = total
        return tile

    def copy(self) -> Layout:
        other = Layout.__new__(Layout)
        other.open = [list(points) for points in self.open]
        other.values = self.values
        other.lines = list(self.lines)
        other.end_sum = self.end_sum
        other.placed = self.placed
        other.parent = list(self.parent)
        other.order = list(self.order)
        other._undo = list(self._undo)
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
        )

    def __repr__(self) -> str:
        tiles = ", ".join(tile_text(t) for t in mask_tiles(self.placed))
        return f"<Layout [{tiles}] sum={self.end_sum}>"


def placement_points(end_sum: int) -> int:
    """Raw points a placement earns: the end sum when positive and a multiple of 5."""
    return end_sum if end_sum > 0 and end_sum % 5 == 0 else 0
