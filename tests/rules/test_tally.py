"""The pen-and-paper tally (docs/rules.md, section 12): 5 raw points a stroke, 50-point symbols.

A symbol is a big X in the middle (strokes 1-2), then a small x of two strokes
in each space around it, in the order top, right, bottom, left.
"""

from __future__ import annotations

import pytest

from fivesup_qt.rules import tally

ORDER = ["centre", "centre", "top", "top", "right", "right", "bottom", "bottom", "left", "left"]


@pytest.mark.parametrize(
    ("raw", "full", "partial"),
    [
        (305, 6, 1),  # the target: six full symbols and one stroke
        (50, 1, 0),  # one full symbol
        (15, 0, 3),  # X (2 strokes) + 1 stroke at the top
        (5, 0, 1),
        (10, 0, 2),
        (45, 0, 9),
        (55, 1, 1),
        (100, 2, 0),
        (0, 0, 0),
        (-5, 0, 0),  # a negative score draws nothing: it is shown as its number
        (-50, 0, 0),
        (-305, 0, 0),
    ],
)
def test_symbols(raw, full, partial):
    assert tally.symbols(raw) == (full, partial)
    assert len(tally.strokes(raw)) == full * 10 + partial


def test_fifteen_is_the_big_x_and_one_top_stroke():
    assert [(s.symbol, s.mark, s.part) for s in tally.strokes(15)] == [
        (0, "centre", 0),
        (0, "centre", 1),
        (0, "top", 0),
    ]


def test_fifty_fills_centre_top_right_bottom_left_in_order():
    strokes = tally.strokes(50)
    assert [s.mark for s in strokes] == ORDER
    assert [s.part for s in strokes] == [0, 1] * 5
    assert {s.symbol for s in strokes} == {0}


def test_305_is_six_full_symbols_and_one_stroke():
    strokes = tally.strokes(305)
    assert len(strokes) == 61
    for symbol in range(6):
        assert [s.mark for s in strokes if s.symbol == symbol] == ORDER
    assert [(s.symbol, s.mark, s.part) for s in strokes if s.symbol == 6] == [(6, "centre", 0)]


@pytest.mark.parametrize("raw", [0, -5, -10, -300])
def test_zero_and_negative_draw_nothing(raw):
    assert tally.strokes(raw) == []


@pytest.mark.parametrize("strokes", range(0, 31))
def test_every_stroke_count_in_drawing_order(strokes):
    raw = 5 * strokes
    drawn = tally.strokes(raw)
    expected = [(n // 10, ORDER[n % 10], n % 2) for n in range(strokes)]
    assert [(s.symbol, s.mark, s.part) for s in drawn] == expected
