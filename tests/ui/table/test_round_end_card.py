"""The round end in a small and a common window, in English and Arabic: the card shows
the stock as small tiles and never splits a tile's name over two lines, and the layout
keeps the felt (the stock no longer takes a row of the table).

Play-test (issue 28, finding 3): at 800 x 600 the card broke "1|" / "5", its stock was
a hard-to-read list of names, and the layout shrank to tiles of 7 px while the stock's
row above the hand took the felt."""

from __future__ import annotations

import re

import pytest
from helpers import SHOTS
from helpers.gui import seen
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QLabel

from fivesup_qt.rules import FIVE_UP, tile_text
from fivesup_qt.ui.play.setup import MatchSetup, SeatSetup
from fivesup_qt.ui.table.stock_reveal import unbroken_tiles

BROKEN_TILE = re.compile(r"(^|[^0-9])\||\|($|[^0-9])")  # a bar without a digit beside it


def round_over(bare_window, qtbot, size, seed: int):
    """A window of ``size`` where two computer players finished their first round."""
    window = bare_window(size)
    seats = (SeatSetup("Ann", False, "greedy"), SeatSetup("Bob", False, "greedy"))
    window.start(MatchSetup(FIVE_UP, seats, seed))
    qtbot.waitUntil(lambda: window.cards.round_end is not None and window.round_card.isVisible(),
                    timeout=60_000)
    window.view.finish_animations()
    qtbot.waitUntil(lambda: not window.view.running_animations(), timeout=10_000)
    return window


def lines(label) -> list[str]:
    """The label's lines as drawn (the word joiners, which draw nothing, left out)."""
    return seen(label).replace("\u2060", "").split("\n")


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
@pytest.mark.parametrize("seed", [3, 8])
def test_round_end_card_and_table(bare_window, qtbot, language, size, seed):
    window = round_over(bare_window, qtbot, size, seed)
    view, card = window.view, window.round_card
    m = window.controller.match
    left = list(m.round.stock[m.round.drawn:])
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / f"round_end_{size[0]}x{size[1]}_{language}_{seed}.png"))
    # the card fits the window: it did not grow past the screen it was given
    assert window.height() <= size[1] and window.width() <= size[0]
    # its title whole, beside the buttons or above them, never cut by them
    title = card.title
    assert title.width() >= title.sizeHint().width(), (title.text(), title.width())
    assert all(not title.geometry().intersects(b.geometry().translated(card.buttons.pos()))
               for b in (card.review_button, card.replay_button, card.new_button,
                         card.next_button))
    # the stock on the card: small tiles in draw order, each numbered, none cut off
    stock = card.stock
    assert stock.tiles == left and stock.isVisible() == bool(left)
    inside = QRectF(stock.rect())
    rects = [stock.tile_rect(i) for i in range(len(left))]
    for i, r in enumerate(rects):
        assert inside.contains(r) and inside.contains(stock.number_rect(i))
        assert r.height() == 2 * r.width() >= 24  # upright, big enough to read its pips
        assert all(not r.intersects(q) for q in rects[:i])
    if len(left) > 1:  # the next draw first, on the reading side
        first, second = rects[0].x(), rects[1].x()
        assert (first > second) if language == "ar" else (first < second)
    words = "  ".join(f"{i}.\u00a0{tile_text(t)}" for i, t in enumerate(left, 1))
    assert words in card.accessibleDescription()  # and in words for a screen reader
    assert card.stock_caption.isVisible()
    # no tile's name split over two lines, in any column
    for label in (card.hands, card.steps, card.scores):
        for line in lines(label):
            assert not BROKEN_TILE.search(line), (label.text(), line)
    # the table: no stock row over the felt (the card shows it), and the layout fits the
    # felt left between the hands, as large as it goes
    assert view.stock_order is None or not view.stock_order.isVisible()
    area = view.table_area()
    felt = view.viewport().rect()
    assert area.height() >= 0.4 * felt.height()  # the stock's row took 78% of it
    shown = view.mapFromScene(view.layout_rect()).boundingRect()
    assert (shown.width() >= 0.8 * area.width() - 2 or shown.height() >= 0.8 * area.height() - 2
            or view.scale_now() >= view.camera.max_scale() - 1e-6)


def test_a_tile_name_stays_whole_at_every_width(qapp):
    """Qt may break a line after a bar ("1|" / "5"): the card joins a tile's halves."""
    text = "Ann: " + " ".join(f"\u2066{a}|{b}\u2069" for a, b in
                              ((1, 3), (3, 6), (1, 5), (2, 4), (4, 4), (0, 0), (5, 6)))
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setText(unbroken_tiles(text + " = 13 pips"))
    for width in range(50, 220, 3):
        label.setFixedWidth(width)
        for line in lines(label):
            assert not BROKEN_TILE.search(line), (width, line)


@pytest.mark.parametrize(("size", "players"), [((1366, 768), 2), ((800, 600), 4)])
def test_the_lines_turn_at_the_felts_edges(bare_window, qtbot, size, players):
    """The table gives the layout an area shaped like its felt: at 1366 x 768 the lines run
    twice as far across as down; with four players at 800 x 600 (hands on every side) the
    felt is taller than wide, and so is the area (a line ran 24 units across there, and
    the tiles shrank to 13 px)."""
    window = bare_window(size)
    seats = tuple(SeatSetup(f"Bot{i}", False, "greedy") for i in range(players))
    window.start(MatchSetup(FIVE_UP, seats, 5))
    view = window.view
    qtbot.waitUntil(lambda: bool(window.controller.match.round.layout.order), timeout=60_000)
    area = view.table_area()
    left, top, right, bottom = view.geometry_.soft
    assert (right - left > bottom - top) == (area.width() > area.height())
    # as wide as the felt allows at the scale of a full area
    across = area.width() / (right - left + 2)
    down = area.height() / (bottom - top + 2)
    assert 0.8 < across / down < 1.25
    assert min(across, down) >= 16  # px per unit: a full layout's tiles 16 x 32 at least
