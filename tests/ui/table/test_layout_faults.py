"""The last faults of issue 37's layout figures (``fivesup-qt bench --layout``), each a
round the bench found (``layout_bench.faulty`` names them), laid out again alone on the
felt of the 800 x 600 window it was measured on: a branch pushed off its spinner's
middle by a line, and a long arm winding round a spinner's branch.

The rounds' placements are written out (as a record's moves): the bots' choices that
made them hang on every earlier round of the bench, so a seed alone cannot bring one
back.
"""

from __future__ import annotations

from fivesup_qt.rules import parse_move, parse_tile
from fivesup_qt.rules.tiles import NO_POINT
from fivesup_qt.ui.layout_bench import faulty, lay_out_placements
from fivesup_qt.ui.table.geometry import TableGeometry, soft_area_for
from fivesup_qt.ui.table.layout_quality import quality

# The table area (px) of the 800 x 600 window by players, and the most px a unit may
# take (``layout_bench.table_areas``, read from the real window offscreen).
AREAS = {2: (474.0, 365.1, 48.0), 3: (474.0, 365.1, 48.0), 4: (348.58125, 365.1, 48.0)}

# Five-Up, 4 players, bench round #348 (match seed 67, round 0): 2|6 on 2|2's branch B.
BRANCH_PUSHED_ASIDE = (
    "6|6 4|6@6|6/lineB 1|6@6|6/lineA 0|6@6|6/branchA 5|6@6|6/branchB 5|5@5|6/low "
    "0|0@0|6/low 0|5@0|0/lineB 3|5@5|5/lineB 2|5@5|5/branchB 0|4@4|6/low 0|1@1|6/low "
    "3|6@3|5/low 2|2@2|5/low 0|2@2|2/lineB 2|4@2|2/branchA 2|6@2|2/branchB")

# Five-Up, 2 players, bench round #385 (match seed 57, round 4): one arm of 16 tiles.
ARM_ROUND_A_BRANCH = (
    "2|5 5|6@2|5/high 2|4@2|5/low 3|6@5|6/high 1|3@3|6/low 1|4@2|4/high 1|5@1|3/low "
    "0|1@1|4/low 0|4@0|1/low 3|5@1|5/high 3|4@3|5/low 4|5@0|4/high 5|5@4|5/high "
    "0|5@5|5/lineB 4|4@3|4/high 0|2@0|5/low 2|6@0|2/high 6|6@2|6/high 1|6@6|6/lineB "
    "1|2@1|6/low 2|3@1|2/high 0|6@6|6/branchA 4|6@6|6/branchB 0|0@0|6/low "
    "3|3@2|3/high 0|3@3|3/lineB")


def laid_out(moves: str, players: int) -> tuple[TableGeometry, list[tuple[int, int]]]:
    """The round's moves (a record's, space-separated) placed one by one as the view
    places them, on the felt of the window's table area for ``players``."""
    width, height, _unit = AREAS[players]
    placements = [parse_move(m) for m in moves.split()]
    return lay_out_placements(placements, soft_area_for(width, height)), placements


def figures(geo: TableGeometry, placements: list[tuple[int, int]], players: int):
    width, height, unit = AREAS[players]
    parents = dict(placements)
    return quality(geo.poses(), parents, [t for t, _p in placements], geo.area,
                   (width, height), unit)


def test_a_branch_pushed_aside_by_a_line_goes_back_to_its_spinners_middle():
    # Before: 1|6-0|1, the opening's line, ran straight on past 2|2 before 2|2 came, and
    # 2|6 then lay crosswise beside 2|2's end.  Now the re-plan lays 2|6 first: it leaves
    # 2|2 straight out and the line turns its corner to keep clear of it.
    geo, placements = laid_out(BRANCH_PUSHED_ASIDE, 4)
    q = figures(geo, placements, 4)
    assert (q.off_centre, q.detached, q.needless, q.enclosed) == (0, 0, 0, 0)
    poses = geo.poses()
    spinner, branch = poses[parse_tile("2|2")], poses[parse_tile("2|6")]
    assert branch.x == spinner.x and branch.y < spinner.y  # straight up, on its axis
    assert branch.angle in (90, 270)
    # The view reads the placements from the poses' order: the re-plan keeps it.
    assert list(poses) == [t for t, _p in placements]


def test_a_long_arm_no_longer_winds_round_a_branch_nor_shrinks_the_tiles():
    # Before: the opening's left arm turned up at the felt's edge and back right along
    # its top, 6|6 on that return leg, and 4|6, its branch B, lay inside the pocket.
    # Now the re-plan puts the opening near a corner of the felt's area: the arms run
    # along its edges with nothing inside; the tiles as large as before (42.5 px).
    geo, placements = laid_out(ARM_ROUND_A_BRANCH, 2)
    q = figures(geo, placements, 2)
    assert (q.enclosed, q.detached, q.off_centre, q.needless) == (0, 0, 0, 0)
    assert q.smallest >= 42.5


def test_the_bench_names_each_faulty_round_so_it_can_be_laid_out_alone():
    found = faulty(per_setup=15, areas=AREAS)
    for fault in found:
        assert fault.index < 15
        geo = lay_out_placements(fault.placements, fault.soft)
        alone = quality(geo.poses(), dict(fault.placements),
                        [t for t, _p in fault.placements], geo.area,
                        AREAS[fault.players][:2], AREAS[fault.players][2])
        assert (alone.detached, alone.off_centre, alone.enclosed, alone.needless) == (
            fault.quality.detached, fault.quality.off_centre, fault.quality.enclosed,
            fault.quality.needless)
        assert alone.detached + alone.off_centre + alone.enclosed + alone.needless > 0
        assert fault.placements[0][1] == NO_POINT
        assert str(fault).startswith(f"{fault.variant} {fault.players}p round #{fault.index}")
