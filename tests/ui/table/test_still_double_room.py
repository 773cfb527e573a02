"""The table's plan in a game where a double does not spin (issue 43): the double's sides
keep their anchors (a drop there is judged, and refused in the engine's words) but no
room is kept for branches that will never start, so lines may pass beside it."""

from __future__ import annotations

from fivesup_qt.rules import parse_move, parse_tile
from fivesup_qt.rules.tiles import BRANCH_A, BRANCH_B
from fivesup_qt.ui.table.geometry import TableGeometry


def planned(spins) -> tuple[dict, dict]:
    """A double opened and a line on each side: the anchors and the room kept."""
    geo = TableGeometry()
    if spins is not None:
        geo.spins = spins
    for text in ("6|6", "3|6@6|6/lineA", "6|1@6|6/lineB"):
        tile, point = parse_move(text)
        geo.place(tile, point)
    state = geo.state()
    return state[3], state[4]  # anchors, room (``TableGeometry.state``)


def test_a_double_that_does_not_spin_keeps_its_sides_but_no_branch_room():
    double = parse_tile("6|6")
    sides = {4 * double + BRANCH_A, 4 * double + BRANCH_B}
    anchors, room = planned(lambda tile: False)
    assert sides <= set(anchors)  # where a drop beside it is judged
    assert not sides & set(room)
    anchors, room = planned(None)  # every double spins, as in the originals
    assert sides <= set(anchors) and sides <= set(room)
