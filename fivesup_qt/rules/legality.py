"""Why a placement is refused, asked of the round in play: the match answers for itself
whether there is a round to play at all (``Match.why_illegal``), then the round's own
checks follow here, in the order a player meets them (whose turn, which tile, which point).
"""

from __future__ import annotations

from .reasons import Reason, reason
from .round import Move, Round
from .tiles import IS_DOUBLE, LINE_B, NO_POINT, POINT_VALUE, TILE_COUNT, TILES


def refusal(rnd: Round, move: Move, seat: int | None) -> Reason | None:
    """None when ``move`` is legal in ``rnd`` for the seat to move (``seat``, when given,
    must be that seat); otherwise the reason (a code with its parameters, worded by
    ``rules.reasons``)."""
    tile, point = move
    if seat is not None and seat != rnd.turn:
        return reason("not-your-turn", seat=rnd.turn)
    if not rnd.hands[rnd.turn] >> tile & 1:
        place, holder = locate(rnd, tile)
        return reason("not-in-hand", tile=tile, seat=rnd.turn, place=place, holder=holder)
    if rnd.must_play >= 0 and tile != rnd.must_play:
        return reason("must-place-drawn", tile=rnd.must_play)
    layout = rnd.layout
    if layout.is_empty():
        if rnd.lead_tile >= 0 and tile != rnd.lead_tile:
            lead = rnd.lead_tile
            return reason("must-lead-with" if IS_DOUBLE[lead] else "must-lead-heaviest", tile=lead)
        if point == NO_POINT:
            return None
        return reason("opening-has-no-point")
    if point == NO_POINT:
        return reason("point-needed")
    owner = point >> 2
    if not 0 <= point < 4 * TILE_COUNT or (not IS_DOUBLE[owner] and point & 3 > LINE_B):
        return reason("no-such-point")
    if not layout.placed >> owner & 1:
        return reason("not-on-table", point=point)
    if point in layout.children() or point == layout.attached_side(owner):
        return reason("occupied", point=point)
    if point & 3 > LINE_B and not layout.is_spinner(owner):
        return reason("not-a-spinner", point=point)
    if point in layout.closed_branches():
        return reason("branch-too-early", point=point)
    value = POINT_VALUE[point]
    if value not in TILES[tile]:
        return reason("value-mismatch", tile=tile, point=point, value=value)
    return None


def locate(rnd: Round, tile: int) -> tuple[str, int | None]:
    """Where a tile is in ``rnd``: ("table", None), ("stock", None) or ("hand", seat)."""
    if rnd.layout.placed >> tile & 1:
        return "table", None
    for seat, hand in enumerate(rnd.hands):
        if hand >> tile & 1:
            return "hand", seat
    return "stock", None
