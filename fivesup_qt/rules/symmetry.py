"""Places that are the same move: a tile's placements the rules cannot tell apart.

Two placements of one tile are equivalent when they score the same and leave the same
position up to the layout's symmetry: the opening double's two line sides may be
exchanged, and so may any spinner's two branches, each with what hangs there.  Every
tile is unique, so in practice this is the two line sides of an opening double with
both still free, or the two branches of a spinner with neither used; but the test is
the definition itself (the position's shape compared), not a list of those cases.

The interface asks ``one_place``: a tile whose places are all equivalent has nothing
left to choose, and goes to the first of them in the engine's order.
"""

from __future__ import annotations

from collections.abc import Sequence

from .layout import Layout
from .tiles import BRANCH_A, BRANCH_B, HIGH, IS_DOUBLE, LINE_A, LINE_B, LOW, NO_POINT


def shape(layout: Layout) -> str:
    """The layout written so that two layouts the same up to its symmetry read alike:
    sides that may be exchanged are written in sorted order ('' when empty)."""
    order = layout.order
    return _tile_shape(layout, layout.children(), order[0]) if order else ""


def _tile_shape(layout: Layout, children: dict[int, int], tile: int) -> str:
    """``tile`` and what hangs from its free sides, each side's own shape ('-': free)."""
    base = tile << 2
    opening = layout.parent[tile] == NO_POINT
    if IS_DOUBLE[tile]:
        lines = (LINE_A, LINE_B) if opening else (LINE_B,)  # an attached double: by line A
        lines_text = ",".join(sorted(_at(layout, children, base + s) for s in lines))
        branches = ",".join(sorted(_at(layout, children, base + s) for s in (BRANCH_A, BRANCH_B)))
        return f"{tile}[{lines_text}|{branches}]"
    # a non-double's two ends differ in value: they are never exchanged
    ends = (LOW, HIGH) if opening else (LOW + HIGH - (layout.attached_side(tile) & 3),)
    return f"{tile}(" + ",".join(_at(layout, children, base + s) for s in ends) + ")"


def _at(layout: Layout, children: dict[int, int], point: int) -> str:
    child = children.get(point)
    return "-" if child is None else _tile_shape(layout, children, child)


def equivalent(layout: Layout, tile: int, first: int, second: int) -> bool:
    """Whether ``tile`` at ``first`` and at ``second`` (both legal) are the same move:
    the same end sum, and the same position up to the layout's symmetry."""
    if first == second:
        return True
    if layout.sum_after(tile, first) != layout.sum_after(tile, second):
        return False
    return _shape_after(layout, tile, first) == _shape_after(layout, tile, second)


def one_place(layout: Layout, tile: int, points: Sequence[int]) -> int | None:
    """Where ``tile`` goes when its legal ``points`` (in the engine's order) leave nothing
    to choose: the first of them when every one is equivalent to it; None when there is
    none, or two that differ."""
    if not points:
        return None
    first = points[0]
    if all(equivalent(layout, tile, first, point) for point in points[1:]):
        return first
    return None


def _shape_after(layout: Layout, tile: int, point: int) -> str:
    layout.play(tile, point)
    try:
        return shape(layout)
    finally:
        layout.undo()
