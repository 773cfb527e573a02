"""Where a tile goes when no corner or straight pose is free, and how far a lane runs
free: plain computation, no Qt.

``TableGeometry``'s search tries these last: any pose touching the parent tile, and, when
even none of those keeps the gap to the other tiles, the nearest pose anywhere (a re-plan,
``replan``, then frees the tile; the view would join it to its parent by a line).
"""

from __future__ import annotations

from functools import lru_cache

from ...rules.tiles import IS_DOUBLE
from .poses import (
    DX,
    DY,
    EPS,
    GAP,
    Candidate,
    Rect,
    TilePose,
    contact,
    double_candidate,
    end_contact,
    ring,
    single_candidate,
    tile_box,
)

NEAR_WEIGHT = 0.01  # poses touching the parent: prefer those near the ideal one


@lru_cache(maxsize=256)
def touching_poses(tile: int, parent: Rect, cx: float, cy: float,
             free_high: bool) -> tuple[tuple[float, Candidate], ...]:
    """Every pose (on the half-unit grid) whose tile shares an edge with the parent tile's
    box ``parent``, each with how far it lies from the square (cx, cy) straight on.

    Kept for the next asks (a tuple: the callers share it; a re-plan and a drag's previews
    ask the same ones again and again)."""
    px0, py0, px1, py1 = parent
    out: list[tuple[float, Candidate]] = []
    for side in range(4):  # the side of the parent the new tile touches; also its direction
        for axis in (0, 1):  # the new tile's long axis: horizontal or vertical
            w, h = (2.0, 1.0) if axis == 0 else (1.0, 2.0)
            if side in (0, 2):
                x = px1 + w / 2 if side == 0 else px0 - w / 2
                lo, hi = py0 - h / 2 + 0.5, py1 + h / 2 - 0.5
                spots = [(x, lo + 0.5 * i) for i in range(int((hi - lo) * 2 + EPS) + 1)]
            else:
                y = py1 + h / 2 if side == 1 else py0 - h / 2
                lo, hi = px0 - w / 2 + 0.5, px1 + w / 2 - 0.5
                spots = [(lo + 0.5 * i, y) for i in range(int((hi - lo) * 2 + EPS) + 1)]
            for x, y in spots:
                far = NEAR_WEIGHT * ((x - cx) ** 2 + (y - cy) ** 2)
                if IS_DOUBLE[tile]:
                    if axis != side & 1:  # a double only ever lies across its line
                        out.append((far, double_candidate(tile, x, y, side, True, False)))
                    continue
                # The matching half is the one that touches the parent, nearest (cx, cy).
                d = axis
                best = None
                for sign, fd in ((-0.5, d), (0.5, (d + 2) & 3)):
                    hx, hy = x + DX[d] * sign, y + DY[d] * sign
                    if contact((hx - 0.5, hy - 0.5, hx + 0.5, hy + 0.5), parent) > EPS:
                        dist = (hx - cx) ** 2 + (hy - cy) ** 2
                        if best is None or dist < best[0]:
                            best = (dist, hx, hy, fd)
                if best is not None:
                    out.append((far, single_candidate(tile, best[1], best[2], best[3], free_high)))
    return tuple(out)


def detached_pose(tile: int, ideal: TilePose, k: int, free_high: bool, owner: int,
             rects: list[tuple[float, float, float, float, int]]) -> Candidate:
    """The first pose in rings around the ideal one that overlaps nothing and keeps the
    gap to every tile of ``rects`` but the parent ``owner``: always exists, the table
    being unbounded and the tiles finite."""
    parent = next(r5[:4] for r5 in rects if r5[4] == owner)
    # Each tile's box grown by the gap (the parent's shrunk: only overlap counts), so that
    # a pose is free when its box meets none of them (``near``, ``overlap``: a hot loop).
    # A single's four poses at a spot take two boxes: across k first, then along it.
    kept = [(a0 + EPS, b0 + EPS, a1 - EPS, b1 - EPS) if t == owner else
            (a0 - GAP + EPS, b0 - GAP + EPS, a1 + GAP - EPS, b1 + GAP - EPS)
            for a0, b0, a1, b1, t in rects]
    double = IS_DOUBLE[tile]
    turns = ((k + 1) & 3,) if double else (k, (k + 1) & 3, (k + 3) & 3, (k + 2) & 3)
    r = 1
    while True:
        for i, j in ring(r):
            x, y = ideal.x + 0.5 * i, ideal.y + 0.5 * j
            free = (not double and _clear(tile_box(x, y, k), kept),
                    _clear(tile_box(x, y, (k + 1) & 3), kept))
            for d in turns:
                if not free[(d - k) & 1]:
                    continue
                cand = (double_candidate(tile, x, y, k, True, False) if double else
                        single_candidate(tile, x - DX[d] * 0.5, y - DY[d] * 0.5, d, free_high))
                if not (double and end_contact(cand[1], parent)):
                    return cand
        r += 1


def _clear(box: Rect, kept: list[Rect]) -> bool:
    """``box`` meets none of the ``kept`` boxes (open intervals)."""
    x0, y0, x1, y1 = box
    for a0, b0, a1, b1 in kept:  # noqa: SIM110 (a loop, not all(): no generator)
        if a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1:
            return False
    return True


def free_run(rects: list[tuple[float, float, float, float, int]], area: Rect, ex: float,
             ey: float, d: int, limit: float) -> float:
    """How far (up to ``limit``) a lane one unit wide runs free from (ex, ey) in direction
    d, before it meets a tile of ``rects`` or the edge of ``area``."""
    left, top, right, bottom = area
    if d == 0:
        run = right - ex
    elif d == 1:
        run = bottom - ey
    elif d == 2:
        run = ex - left
    else:
        run = ey - top
    if run >= limit:
        run = limit
    elif run <= 0.0:
        return 0.0
    for a0, b0, a1, b1, _t in rects:
        if d == 0:
            if b0 < ey + 0.5 - EPS and ey - 0.5 + EPS < b1 and a1 > ex + EPS:
                gap = a0 - ex
            else:
                continue
        elif d == 2:
            if b0 < ey + 0.5 - EPS and ey - 0.5 + EPS < b1 and a0 < ex - EPS:
                gap = ex - a1
            else:
                continue
        elif d == 1:
            if a0 < ex + 0.5 - EPS and ex - 0.5 + EPS < a1 and b1 > ey + EPS:
                gap = b0 - ey
            else:
                continue
        elif a0 < ex + 0.5 - EPS and ex - 0.5 + EPS < a1 and b0 < ey - EPS:
            gap = ey - b1
        else:
            continue
        if gap < run:
            if gap <= 0.0:
                return 0.0
            run = gap
    return run
