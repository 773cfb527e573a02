"""Tiles of the double-six set and their connection points.

Inside the engine a tile is a small integer 0..27 and a connection point is
``tile * 4 + side``; names such as ``"1|4"`` or ``"4|4/branchA"`` exist only
at the edges (records, reports, the UI), as python-chess does with squares.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

Tile = int  # 0..27, an index into TILES
Point = int  # tile * 4 + side: a connection point (NO_POINT for the opening)

TILE_COUNT: Final = 28
HAND_SIZE: Final = 5
NO_POINT: Final = -1  # the "point" of an opening placement

# Sides of a tile.  A non-double has a low and a high end; a double (every
# double is a spinner) has two line sides and two branch sides.
LOW: Final = 0
HIGH: Final = 1
LINE_A: Final = 0
LINE_B: Final = 1
BRANCH_A: Final = 2
BRANCH_B: Final = 3
_SINGLE_SIDES = ("low", "high")
_DOUBLE_SIDES = ("lineA", "lineB", "branchA", "branchB")

TILES: Final[tuple[tuple[int, int], ...]] = tuple((a, b) for a in range(7) for b in range(a, 7))
LO: Final[tuple[int, ...]] = tuple(a for a, _ in TILES)
HI: Final[tuple[int, ...]] = tuple(b for _, b in TILES)
PIPS: Final[tuple[int, ...]] = tuple(a + b for a, b in TILES)
IS_DOUBLE: Final[tuple[bool, ...]] = tuple(a == b for a, b in TILES)
_INDEX = {pair: i for i, pair in enumerate(TILES)}
# BIT[t] is 1 << t, looked up: masks above 256 are fresh int objects in CPython, and the
# hot paths avoid making one per shift.
BIT: Final[tuple[int, ...]] = tuple(1 << t for t in range(TILE_COUNT))

# TILES_WITH[v]: bitmask of the tiles showing value v on either half.
TILES_WITH: Final[tuple[int, ...]] = tuple(
    sum(1 << t for t, (a, b) in enumerate(TILES) if v in (a, b)) for v in range(7)
)
def _tiles_fitting(values: int) -> int:
    mask = 0
    for v in range(7):
        if values >> v & 1:
            mask |= TILES_WITH[v]
    return mask


# PLAYABLE[values]: the tiles that fit at least one value of a 7-bit value set.
PLAYABLE: Final[tuple[int, ...]] = tuple(_tiles_fitting(values) for values in range(128))

POINT_COUNT: Final = TILE_COUNT * 4
# POINT_VALUE[p]: the pip value a tile must show to attach at point p.
POINT_VALUE: Final[tuple[int, ...]] = tuple(
    (LO[p >> 2] if p & 3 == LOW else HI[p >> 2]) if not IS_DOUBLE[p >> 2] else LO[p >> 2]
    for p in range(POINT_COUNT)
)


def attaching_side(tile: int, point: int) -> int:
    """The side of ``tile`` that touches ``point``: a double by its line A, a non-double
    by the half showing the point's value (LOW or HIGH); -1 when the values differ."""
    value = POINT_VALUE[point]
    if IS_DOUBLE[tile]:
        return LINE_A if LO[tile] == value else -1
    if LO[tile] == value:
        return LOW
    return HIGH if HI[tile] == value else -1


def tile_index(a: int, b: int) -> int:
    """The index of tile ``a|b`` in either order."""
    return _INDEX[(a, b) if a <= b else (b, a)]


def tile_text(t: int) -> str:
    """``"a|b"``, low value first."""
    a, b = TILES[t]
    return f"{a}|{b}"


def parse_tile(text: str) -> int:
    """Parse ``"a|b"`` (either order). Raises ValueError with a readable reason."""
    if not isinstance(text, str):
        raise ValueError(f"a tile must be a string like \"1|4\", not {text!r}")
    parts = text.split("|")
    if len(parts) != 2 or not all(len(p) == 1 and p in "0123456" for p in parts):
        raise ValueError(f"{text!r} is not a tile of the double-six set")
    return tile_index(int(parts[0]), int(parts[1]))


def side_name(t: int, side: int) -> str:
    return _DOUBLE_SIDES[side] if IS_DOUBLE[t] else _SINGLE_SIDES[side]


def point_text(p: int) -> str:
    """``"a|b/low"``, ``"d|d/branchA"``, ...; the opening has no point."""
    if p == NO_POINT:
        return ""
    t = p >> 2
    return f"{tile_text(t)}/{side_name(t, p & 3)}"


def parse_point(text: str) -> int:
    """Parse a connection point name; reversed tile text is accepted (``4|1/low``)."""
    if not isinstance(text, str) or text.count("/") != 1:
        raise ValueError(f"{text!r} is not a connection point")
    tile_part, side = text.split("/")
    t = parse_tile(tile_part)
    names = _DOUBLE_SIDES if IS_DOUBLE[t] else _SINGLE_SIDES
    if side not in names:
        raise ValueError(
            f"{text!r}: a {'double' if IS_DOUBLE[t] else 'non-double'} has no side {side!r}"
        )
    return t * 4 + names.index(side)


def mask_tiles(mask: int) -> list[int]:
    """The tile indices set in a bitmask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def tiles_mask(tiles: Iterable[Tile]) -> int:
    mask = 0
    for t in tiles:
        mask |= BIT[t]
    return mask


def sorted_texts(tiles: Iterable[Tile]) -> list[str]:
    """Tile texts sorted as plain strings (the report's convention)."""
    return sorted(tile_text(t) for t in tiles)


def move_text(move: tuple[int, int]) -> str:
    """``"1|4"`` for an opening, ``"1|1@1|4/low"`` afterwards (docs/record-format.md)."""
    tile, point = move
    return tile_text(tile) if point == NO_POINT else f"{tile_text(tile)}@{point_text(point)}"


def parse_move(text: str) -> tuple[int, int]:
    """Parse a record's move text; reversed tile text is accepted everywhere."""
    if not isinstance(text, str):
        raise ValueError(f"a move must be a string, not {text!r}")
    if "@" in text:
        tile_part, _, point_part = text.partition("@")
        return parse_tile(tile_part), parse_point(point_part)
    return parse_tile(text), NO_POINT
