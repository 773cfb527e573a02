"""Twins of a position that one seat cannot tell apart: the tests that show a bot, the
review or the tracker reading no hidden tile compare what they make of both."""

from __future__ import annotations

from fivesup_qt.rules import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.tiles import HI, LO, mask_tiles


def _values(tile: int) -> int:
    return (1 << LO[tile]) | (1 << HI[tile])


def hidden_twin(match: Match, me: int, other: int, stock_at: int = -1) -> Match | None:
    """``match`` with a tile of ``other``'s hand swapped with an undrawn stock tile (the
    one at ``stock_at`` among those that qualify), both free of every value ``other``
    showed it lacked when it drew or passed: ``me``'s observation of the two is the same.
    None when no such pair exists."""
    rnd = match.round
    lacked = 0
    for s in observe(match, me).sightings:
        if s.seat == other:
            lacked |= s.open_values
    theirs = [t for t in mask_tiles(rnd.hands[other]) if not _values(t) & lacked]
    stock = [t for t in rnd.stock[rnd.drawn:] if not _values(t) & lacked]
    if not theirs or not stock:
        return None
    twin = match.copy()
    a, b = theirs[0], stock[stock_at]
    twin.round.hands[other] ^= (1 << a) | (1 << b)
    twin.round.stock = [b if t == a else a if t == b else t for t in twin.round.stock]
    return twin
