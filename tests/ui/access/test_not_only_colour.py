"""No information only in colour (issue 42): in the high-contrast palette, and in the
others, the states of the table and the panel differ in shape, not in hue alone.

Each state is drawn by the game's real items and widgets, turned to greyscale and then
to a mask of what is drawn at all (ink against the background): two states that differ
only in colour give the same mask.  The drop zone where the rules would refuse the
points (past an exact target) against one that scores, the tiles placed since your last
move against the others, and the tally's strokes and the card of the scorer to play
against the others.  Screenshots in ``shots/``: English and Arabic, high contrast."""

from __future__ import annotations

import pytest
from helpers import SHOTS
from helpers.waiting import HANG_MS
from helpers.windows import human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem, QWidget

from fivesup_qt.rules import EXACT_61, Match, parse_tile
from fivesup_qt.ui.theme import HIGH_CONTRAST, THEMES
from fivesup_qt.ui.words import i18n


def mask(image: QImage, background: QColor) -> list[bool]:
    """Which pixels carry ink, seen in greyscale: lighter or darker than the background
    by more than a faint shade."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    back = QColor(background).lightness()
    return [abs(QColor(grey.pixel(x, y)).lightness() - back) > 40
            for y in range(grey.height()) for x in range(grey.width())]


def drawn_alone(item, background: QColor, size: int = 96) -> QImage:
    """The scene item as it paints itself, centred on ``background``."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(background)
    painter = QPainter(image)
    bounds = item.boundingRect()
    scale = size / max(bounds.width(), bounds.height())
    painter.translate(size / 2, size / 2)
    painter.scale(scale, scale)
    painter.translate(-bounds.center())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def differing(a: list[bool], b: list[bool]) -> int:
    return sum(x != y for x, y in zip(a, b, strict=True))


def grey_at(image: QImage, x: float, y: float) -> int:
    return QColor(image.convertToFormat(QImage.Format.Format_Grayscale8)
                  .pixel(round(x), round(y))).lightness()


def zone_shape(image: QImage) -> tuple[int, int]:
    """A zone drawn alone (``drawn_alone``), read in greyscale: how much its ring's
    shade varies round the circle (a dashed ring: its gaps), and how much its middle
    stands out from the fill beside it (a cross)."""
    import math

    size = image.width()
    centre, ring = size / 2, size / 2 / 1.25  # the ring's radius: the bounds are 1.25 of it
    shades = [grey_at(image, centre + ring * math.cos(a / 36 * math.pi),
                      centre + ring * math.sin(a / 36 * math.pi)) for a in range(72)]
    beside = grey_at(image, centre, centre - ring * 0.5)  # above the middle: the fill
    return max(shades) - min(shades), abs(grey_at(image, centre, centre) - beside)


def exact_target_position() -> Match:
    """Exact 61 to 305: you at 300 to play 3|5, which scores 5 (exactly 305) at one end
    and 10 (past it: refused) at the other.  Opened 0|5 and 0|3 by the first legal moves
    of deal 8."""
    m = Match.new(EXACT_61, 2, seed=8, auto_forced=False)
    while m.round.turn != 0 or not m.round.layout.order:
        m.play(m.legal_moves()[0], m.round.turn)
    m.scores = [300, 0]
    return m


def shot(window, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    window.view.finish_animations()
    QApplication.processEvents()
    assert window.grab().save(str(SHOTS / name))


def assert_told_apart(refused: QImage, scoring: QImage) -> None:
    """In greyscale the refused zone's ring is broken and its middle crossed; the
    scoring zone's ring is whole and its middle plain."""
    broken, crossed = zone_shape(refused)
    whole, plain = zone_shape(scoring)
    assert broken > 40 and whole < 20, (broken, whole)
    assert crossed > 40 and plain < 20, (crossed, plain)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_refused_zone_is_told_by_its_shape(make_window, qtbot, qapp, language):
    """The zone where 3|5 would pass the target is dashed and crossed; the one where it
    makes the target exactly is a solid ring: their masks differ in greyscale."""
    if language == "ar":
        assert i18n.install(qapp, "ar") == "ar"
    try:
        setup = human_vs_bot(1, EXACT_61)
        window = make_window(setup, wait_human=False)
        window.set_theme(HIGH_CONTRAST)
        c = window.controller
        c.load_match(exact_target_position(), setup)
        qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=HANG_MS)
        tile = parse_tile("3|5")
        window.interaction.select(tile)
        zones = window.interaction.zones
        accepted = {p: c.match.preview((tile, p)).accepted for p in zones}
        assert sorted(map(str, accepted.values())) == ["False", "True"], accepted
        shot(window, f"refused_zone_contrast_{language}.png")
    finally:
        if language == "ar":
            i18n.uninstall()
    refused = next(zones[p] for p, ok in accepted.items() if ok is False)
    scoring = next(zones[p] for p, ok in accepted.items() if ok)
    felt = HIGH_CONTRAST.felt
    assert refused.theme is HIGH_CONTRAST and scoring.theme is HIGH_CONTRAST
    assert_told_apart(drawn_alone(refused, felt), drawn_alone(scoring, felt))
    assert refused.ring_pen(QColor("white")).style() == Qt.PenStyle.DashLine
    assert scoring.ring_pen(QColor("white")).style() == Qt.PenStyle.SolidLine


@pytest.mark.parametrize("name", list(THEMES))
def test_a_refused_zone_differs_in_every_palette(qapp, name):
    """The same two zones drawn in each palette, hot (chosen) and not."""
    from fivesup_qt.ui.table.items import ZoneItem

    theme = THEMES[name]
    for hot in (False, True):
        refused, scoring = ZoneItem(1, 20.0, theme), ZoneItem(1, 20.0, theme)
        refused.set_refused(True)
        refused.set_hot(hot)
        scoring.set_hot(hot)
        assert_told_apart(drawn_alone(refused, theme.felt), drawn_alone(scoring, theme.felt))


def test_the_tiles_placed_since_your_move_carry_a_halo(make_window, qtbot):
    """In high contrast the computer's reply wears a halo the other tiles lack: drawn
    alone on the felt, the glow leaves a ring of ink in greyscale (a shape, not a hue)."""
    window = make_window(human_vs_bot(5))
    window.set_theme(HIGH_CONTRAST)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=HANG_MS)
    mine = c.match.legal_moves()[0][0]
    assert c.play(*c.match.legal_moves()[0]) is None
    qtbot.waitUntil(lambda: c.human_to_act() == 0 or c.match.round.is_over, timeout=HANG_MS)
    window.view.finish_animations()
    order = list(c.match.round.layout.order)
    since = set(order[order.index(mine) + 1:])  # the computer's reply
    glows = window.view.glows
    assert since and set(glows) == since, (glows, order, mine)  # those, no other tile
    shot(window, "recent_contrast.png")
    felt = HIGH_CONTRAST.felt
    for glow in glows.values():
        assert glow.theme is HIGH_CONTRAST
        ink = mask(drawn_alone(glow, felt), felt)
        assert sum(ink) > 0.1 * len(ink), sum(ink)


def card_border(card: QWidget) -> int:
    """How many pixels thick the card's frame is, across its left edge, in greyscale."""
    image = card.grab().toImage()
    background = QColor(image.pixel(image.width() // 2, 3))  # inside the frame
    y = image.height() // 2
    row = image.copy(0, y, 8, 1)
    return sum(mask(row, background))


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_tally_and_the_scorer_to_play_read_without_colour(make_window, qtbot, qapp,
                                                             language):
    """The tally's strokes are ink on the card in greyscale (their number is their
    shape), and the card of the scorer to play has the thicker frame, not only another
    colour."""
    from fivesup_qt.ui.side.tally import tally_lines

    if language == "ar":
        assert i18n.install(qapp, "ar") == "ar"
    try:
        window = make_window(human_vs_bot(5))
        window.set_theme(HIGH_CONTRAST)
        c = window.controller
        m = c.match
        m.scores = [65, 0]  # a symbol and three strokes
        c.load_match(m, human_vs_bot(5))
        qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=HANG_MS)
        QApplication.processEvents()
        shot(window, f"tally_contrast_{language}.png")
        cards = window.panel.cards
        tally = cards[0].tally
        image = tally.grab().toImage()
        background = QColor(image.pixel(image.width() - 1 if language == "en" else 0,
                                        image.height() - 1))  # no stroke in that corner
        ink = mask(image, background)
        lines = tally_lines(65, tally.box, tally.width(), language == "ar")
        assert len(lines) == 13
        assert sum(ink) > len(lines) * tally.box * 0.2, sum(ink)  # each stroke drawn
        active = [card for card in cards if card.active]
        others = [card for card in cards if not card.active]
        assert len(active) == 1 and others
        assert card_border(active[0]) > card_border(others[0]), (
            card_border(active[0]), card_border(others[0]))
    finally:
        if language == "ar":
            i18n.uninstall()
