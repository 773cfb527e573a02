"""Places that are the same move (rules/symmetry.py): a tile's placements that score the
same and leave the same position up to the layout's symmetry, so that the interface may
place a tile whose places are all alike without asking which (issue 37, item 7)."""

from __future__ import annotations

from collections import Counter
from random import Random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fivesup_qt.rules import Layout, Match, parse_move, parse_point, parse_tile
from fivesup_qt.rules.symmetry import equivalent, one_place, shape
from fivesup_qt.rules.tiles import BRANCH_A, BRANCH_B, IS_DOUBLE, LINE_A, LINE_B, NO_POINT


def laid(*moves: str) -> Layout:
    """A layout from record move texts ('4|4', '1|4@4|4/lineA', ...)."""
    layout = Layout()
    for text in moves:
        tile, point = parse_move(text)
        assert layout.is_legal(tile, point), text
        layout.play(tile, point)
    return layout


def places(layout: Layout, tile_name: str) -> tuple[int, list[int]]:
    tile = parse_tile(tile_name)
    return tile, layout.points_for(tile)


# -- examples: one move in two places ---------------------------------------------------


def test_the_opening_doubles_two_line_sides_are_one_place():
    layout = laid("4|4")
    tile, points = places(layout, "1|4")
    assert points == [parse_point("4|4/lineA"), parse_point("4|4/lineB")]
    assert equivalent(layout, tile, *points)
    assert one_place(layout, tile, points) == parse_point("4|4/lineA")  # the engine's first


def test_a_fresh_spinners_two_branches_are_one_place():
    layout = laid("4|4", "1|4@4|4/lineA", "4|6@4|4/lineB")
    tile, points = places(layout, "2|4")
    assert points == [parse_point("4|4/branchA"), parse_point("4|4/branchB")]
    assert equivalent(layout, tile, *points)
    assert one_place(layout, tile, points) == parse_point("4|4/branchA")


def test_a_spinner_laid_later_has_branches_alike_too():
    """Not the opening: 3|3 on the 3 end of 1|3, both its line sides filled."""
    layout = laid("1|3", "3|3@1|3/high", "3|5@3|3/lineB")
    tile, points = places(layout, "3|6")
    assert points == [parse_point("3|3/branchA"), parse_point("3|3/branchB")]
    assert one_place(layout, tile, points) == points[0]


def test_one_place_of_one_point_and_of_none():
    layout = laid("1|6", "1|5@1|6/low")
    tile, points = places(layout, "3|6")
    assert one_place(layout, tile, points) == parse_point("1|6/high")
    assert one_place(layout, tile, []) is None
    assert one_place(Layout(), parse_tile("2|3"), [NO_POINT]) == NO_POINT  # the opening


# -- counter-examples: a choice that matters ---------------------------------------------


def test_sides_with_different_open_values_differ():
    """5|6 on the 5 end or on the 6 end: different ends left, different scores."""
    layout = laid("1|6", "1|5@1|6/low")
    tile, points = places(layout, "5|6")
    assert len(points) == 2 and not equivalent(layout, tile, *points)
    assert one_place(layout, tile, points) is None


def test_a_spinner_whose_other_branch_is_used_is_not_a_free_end_of_the_same_value():
    """0|6 on 0|0's last branch or on the 0 end of 0|5: the same score (+6 either way),
    but the one leaves the 0 end open and the other the branch: different positions."""
    layout = laid("0|0", "0|1@0|0/lineA", "0|2@0|0/lineB", "0|3@0|0/branchA",
                  "1|5@0|1/high", "0|5@1|5/high")
    tile, points = places(layout, "0|6")
    assert points == [parse_point("0|0/branchB"), parse_point("0|5/low")]
    assert layout.sum_after(tile, points[0]) == layout.sum_after(tile, points[1])
    assert not equivalent(layout, tile, *points)
    assert one_place(layout, tile, points) is None


def test_two_ends_of_one_value_on_different_tiles_differ():
    """3|4 on the 3 end of 0|3 or of 1|3: the same score, the tile on another tile."""
    layout = laid("0|1", "0|3@0|1/low", "1|3@0|1/high")
    tile, points = places(layout, "3|4")
    assert len(points) == 2
    assert layout.sum_after(tile, points[0]) == layout.sum_after(tile, points[1])
    assert not equivalent(layout, tile, *points)


def test_different_scores_differ():
    """2|4 on a fresh spinner's branch (+2) or on 3|4's 4 end (-4 + 2)."""
    layout = laid("4|4", "4|6@4|4/lineA", "3|6@4|6/high", "3|4@3|6/low", "4|5@4|4/lineB",
                  "1|4@4|4/branchA")
    tile, points = places(layout, "2|4")
    assert sorted(points) == sorted([parse_point("4|4/branchB"), parse_point("3|4/high")])
    assert layout.sum_after(tile, points[0]) != layout.sum_after(tile, points[1])
    assert not equivalent(layout, tile, *points)


def test_the_opening_doubles_last_line_side_is_not_a_free_end_of_its_value():
    """4|4 with line A used: 4|5 on line B fills the spinner (it stops counting), on the
    4 end of 3|4 it does not."""
    layout = laid("4|4", "4|6@4|4/lineA", "3|6@4|6/high", "3|4@3|6/low")
    tile, points = places(layout, "4|5")
    assert points == [parse_point("4|4/lineB"), parse_point("3|4/high")]
    assert not equivalent(layout, tile, *points)
    assert one_place(layout, tile, points) is None


def test_the_shape_reads_exchanged_sides_alike():
    a = laid("4|4", "1|4@4|4/lineA")
    b = laid("4|4", "1|4@4|4/lineB")
    assert a.state() != b.state() and shape(a) == shape(b)
    assert shape(Layout()) == ""
    assert shape(laid("1|6", "1|5@1|6/low")) != shape(laid("1|6", "1|5@1|6/low", "3|6@1|6/high"))


# -- the property: equivalent moves make the same score and the same counted ends ---------


def _alike_by_position(layout: Layout, tile: int, first: int, second: int) -> bool:
    """The two cases the rules' symmetry allows, worked out from the points themselves:
    the opening double's two free line sides, a spinner's two free branches."""
    owner = first >> 2
    if second >> 2 != owner or not IS_DOUBLE[owner]:
        return False
    sides = {first & 3, second & 3}
    if sides == {BRANCH_A, BRANCH_B}:
        return True
    return sides == {LINE_A, LINE_B} and layout.parent[owner] == NO_POINT


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(["five-up", "exact-61"]),
       players=st.sampled_from([2, 3, 4]))
def test_equivalent_moves_score_alike_and_leave_the_same_counted_ends(seed, variant, players):
    rng = Random(seed)
    m = Match.new(variant, players, seed=seed)
    for _ in range(200):
        if m.is_over:
            break
        if m.needs_new_round():
            m.start_round()
            continue
        layout = m.round.layout
        legal = m.legal_moves()
        for tile in {t for t, _ in legal}:
            points = [p for t, p in legal if t == tile]
            for i, first in enumerate(points):
                for second in points[i + 1:]:
                    alike = equivalent(layout, tile, first, second)
                    assert alike == _alike_by_position(layout, tile, first, second)
                    assert alike == equivalent(layout, tile, second, first)
                    if not alike:
                        continue
                    assert layout.sum_after(tile, first) == layout.sum_after(tile, second)
                    assert m.preview((tile, first)) == m.preview((tile, second))
                    assert Counter(layout.counted_after(tile, first)) == \
                        Counter(layout.counted_after(tile, second))
            alike_all = one_place(layout, tile, points)
            assert alike_all in (None, points[0])
        m.play(rng.choice(legal))
