"""Positions set on the table: hands, stock and leader given tile by tile."""

from __future__ import annotations

from fivesup_qt.rules import FIVE_UP, Match, parse_tile
from fivesup_qt.rules.round import Round
from helpers.windows import human_vs_bot


def position(leader: int, hands: list[list[str]], stock_first: list[str],
             scores: tuple[int, int] = (0, 0)) -> Match:
    """A two-player Five-Up round dealt as given; the stock starts with ``stock_first``
    and holds every other tile after them."""
    dealt = [[parse_tile(t) for t in hand] for hand in hands]
    first = [parse_tile(t) for t in stock_first]
    used = {t for hand in dealt for t in hand} | set(first)
    stock = first + [t for t in range(28) if t not in used]
    return Match.from_position(FIVE_UP, 2, list(scores), Round(2, leader, dealt, stock))


def show(make_window, qtbot, match: Match, **kw):
    """The window playing ``match``: you (seat 0) against a computer (seat 1)."""
    window = make_window(human_vs_bot(1), wait_human=False)
    match.auto_forced = False
    window.controller.load_match(match, human_vs_bot(1), teaching=False, **kw)
    return window


NO_FIVE = [["0|0", "1|1", "2|2", "6|6", "1|6"], ["5|5", "0|1", "1|2", "0|2", "1|3"]]


DRAWS = ["0|4", "2|4", "3|4", "2|5"]
