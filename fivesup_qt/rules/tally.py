"""The pen-and-paper tally: one stroke per 5 raw points, 50-point symbols.

A symbol is a big X in the middle (strokes 1-2), then a small x (two strokes)
in each space around it, in the order top, right, bottom, left (docs/rules.md, section 12;
a right-to-left layout mirrors right and left when it draws them).
"""

from __future__ import annotations

from typing import NamedTuple

STROKES_PER_SYMBOL = 10
RAW_PER_STROKE = 5
MARKS = ("centre", "top", "right", "bottom", "left")  # each mark is an x of two strokes


class Stroke(NamedTuple):
    symbol: int  # which 50-point symbol, from 0
    mark: str  # one of MARKS
    part: int  # 0: first stroke of the x, 1: second


def stroke_count(raw: int) -> int:
    """Strokes for a raw score; a negative score draws none (it is shown as its number)."""
    return raw // RAW_PER_STROKE if raw > 0 else 0


def strokes(raw: int) -> list[Stroke]:
    """Every stroke of the tally of ``raw`` points, in the order they are drawn."""
    out = []
    for n in range(stroke_count(raw)):
        symbol, k = divmod(n, STROKES_PER_SYMBOL)
        out.append(Stroke(symbol, MARKS[k // 2], k % 2))
    return out


def symbols(raw: int) -> tuple[int, int]:
    """(complete 50-point symbols, strokes of the partial symbol)."""
    return divmod(stroke_count(raw), STROKES_PER_SYMBOL)
