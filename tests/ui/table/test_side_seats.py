"""Issue 37: the side seats (West and East with four players) beside the layout.  Their
badges ("West · 2 tiles") were centred under their tiles and ran past the band kept
for them, so at 800x600 the layout's fit could lie under a badge (in Arabic, East's
badge over the line's right end); a long name ran further still.  A side badge now
reads on two lines or three (the name, broken at a space or cut short when long,
over the tiles) inside a band kept
as wide as it ever gets in the round, and the band is narrower than before, so the
felt between the side seats is wider."""

from __future__ import annotations

import random

import pytest
from helpers import SHOTS
from helpers.windows import new_window
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from fivesup_qt.rules import FIVE_UP, Match
from fivesup_qt.ui.play.setup import MatchSetup, SeatSetup
from fivesup_qt.ui.words.voice import bare

LONG = "Grandmother Fatima of the Old Quarter"  # 37 characters (a name may have 40)


def late_four_player_turn(seed: int) -> Match:
    """A 4-player round, random legal moves, stopped at the bottom seat's turn with
    twenty tiles or more on the table."""
    rng = random.Random(seed)
    for s in range(seed, seed + 50):
        m = Match.new(FIVE_UP, 4, seed=s)
        while not m.round.is_over:
            if m.turn == 0 and len(m.round.layout.order) >= 20 and m.legal_moves():
                return m
            m.play(rng.choice(m.legal_moves()))
    raise AssertionError("no late 4-player turn found")


def seats(east: str) -> MatchSetup:
    names = ("You", "West", "North", east)
    return MatchSetup(FIVE_UP, tuple(SeatSetup(n, i == 0, "greedy")
                                             for i, n in enumerate(names)), 3)


@pytest.mark.parametrize("east", ["East", "Computer 3", LONG])
def test_side_badges_stay_in_their_band_and_off_the_layout(qtbot, language, east):
    window = new_window(qtbot, (800, 600))
    c = window.controller
    c.load_match(late_four_player_turn(5), seats(east))
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=10_000)
    view = window.view
    view.finish_animations()
    for _ in range(3):  # the side panel's layout settles after its cards know their width
        QApplication.processEvents()
    (SHOTS / "side-seats").mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "side-seats" / f"{language}_{len(east)}.png"))
    area = view.table_area()
    places = view.seat_positions()
    transform = view.viewportTransform()

    def on_screen(item, rect=None) -> QRectF:
        return item.deviceTransform(transform).mapRect(rect or item.boundingRect())

    tiles = [on_screen(t) for t in view.table_items.values()]
    inner = []  # each side badge's edge toward the layout, as a distance from its side
    for seat, where in places.items():
        if where not in ("left", "right"):
            continue
        badge = view.seat_badges[seat]
        box = on_screen(badge)
        assert not box.intersects(area), (where, box, area)  # the layout's room is free
        assert QRectF(view.viewport().rect()).contains(box), (where, box)
        assert not any(box.intersects(t) for t in tiles), where
        *name, count = bare(badge.text).split("\n")
        assert count.endswith(("tile", "tiles")) if language == "en" else count
        if c.names[seat] == LONG:  # cut short (the panel shows it whole)
            assert len(name) == 2 and name[-1].endswith("…"), name
        else:  # whole, on two lines when it is wider than the band: "Computer" over "3"
            assert " ".join(name) == c.names[seat], name
        inner.append(box.right() if where == "left" else view.viewport().width() - box.left())
    assert area.left() - max(inner) > 0, (area.left(), inner)
    if east == "East" and language == "en":  # the old band was 86 px a side
        assert area.width() > view.viewport().width() - 2 * 86
