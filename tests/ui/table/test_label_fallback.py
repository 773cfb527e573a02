"""Issue 37: a hot (hovered or hinted) label with no free spot.  It used to be put on its
zone's first candidate spot, off the table's edge over a seat's badge ('West · 2 tiles'
at 800x600); now it stays inside the table, where it covers the least.  The plain
computation (``ui/table/labels.py``) on a constructed case, then the real window."""

from __future__ import annotations

from fivesup_qt.ui.table.labels import (
    LabelRequest,
    box_at,
    inside,
    least_covering,
    moved_inside,
    overlap_area,
    overlaps,
    place_labels,
    spots,
)

BOUNDS = (8.0, 8.0, 392.0, 292.0)


def test_a_label_with_no_free_spot_stays_inside_the_table_off_the_badge():
    """A zone at the table's right edge, its tile leaving to the right: every spot is
    taken (the line of tiles, a badge below, a hand along the bottom, another along the
    top) and the first spot is past the edge."""
    zone = LabelRequest(380.0, 150.0, 12.0, 1.0, 0.0, 70.0, 20.0)
    badge = (300.0, 165.0, 392.0, 195.0)
    line = (100.0, 135.0, 368.0, 165.0)
    bottom_hand = (8.0, 200.0, 392.0, 292.0)
    top_hand = (8.0, 8.0, 392.0, 130.0)
    taken = [badge, line, bottom_hand, top_hand]
    assert place_labels([zone], taken, BOUNDS) == [None]  # no free spot
    first = box_at(*spots(zone)[0], zone.width, zone.height)
    assert not inside(first, BOUNDS)  # where the old code put it
    box = least_covering(zone, taken, BOUNDS)
    assert inside(box, BOUNDS)
    assert not overlaps(box, badge)
    assert (box[2] - box[0], box[3] - box[1]) == (zone.width, zone.height)
    # no candidate kept inside the table covers less
    zone_box = box_at(zone.x, zone.y, 2 * zone.radius, 2 * zone.radius)

    def cover(b: tuple[float, float, float, float]) -> float:
        return sum(overlap_area(b, o) for o in [*taken, zone_box])

    assert all(cover(box) <= cover(moved_inside(box_at(x, y, zone.width, zone.height), BOUNDS))
               for x, y in spots(zone))


def test_a_label_larger_than_the_table_is_centred_on_it():
    zone = LabelRequest(200.0, 150.0, 10.0, 0.0, 1.0, 500.0, 20.0)
    box = least_covering(zone, [], BOUNDS)
    assert box[0] < BOUNDS[0] and box[2] > BOUNDS[2]
    assert abs((box[0] + box[2]) / 2 - (BOUNDS[0] + BOUNDS[2]) / 2) < 1e-9
    assert BOUNDS[1] <= box[1] and box[3] <= BOUNDS[3]
