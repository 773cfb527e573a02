"""Arabic reads right whatever fonts the machine has (``.ci/run`` runs this file under
each set of ``fontsets.py``: DejaVu alone, the desktop's DejaVu + Droid + Noto, Noto
alone), with the game's own font in front and with the system's font alone.

What is checked is what is drawn: every visible label, text browser, button and text
item on the table, laid out as Qt draws it and read left to right by where each
character's glyphs land (``helpers.drawn``), so a number that reads '15−' or a formula
that reads '15 = 3 + 12' on the screen fails, whichever font drew it.
"""

from __future__ import annotations

import itertools
import re

import pytest
from helpers.gui import drag, drawn, hand_point, leading_a_scoring_tile, seen, zone_point
from helpers.windows import human_vs_bot

from fivesup_qt.ui.words import voice

pytestmark = pytest.mark.arabic_reading

# What a number, a sign or a list turned around looks like, read left to right:
# '15−' (for −15), ')3−(' (for '(−3)' mirrored), '15 = 3 + 12' (for '12 + 3 = 15'),
# '5|0 .1' (for '1. 0|5').
REVERSED = re.compile(r"\d[−+]|= \d+ \+|\s\.\d")
SIGNED = re.compile(r"[−+]\d+\s\([−+]\d+\)")  # '−15 (−3)' as a reader must see it


@pytest.fixture(params=["game font", "system font"])
def font_in_front(request, qapp, game_font):
    """The game's own font in front (as shipped), or the system's alone (a damaged
    installation): both must read right."""
    from fivesup_qt.ui import fonts

    if request.param == "system font":
        qapp.setFont(fonts.system_font())
    yield request.param
    qapp.setFont(game_font)


@pytest.fixture
def arabic(qapp):
    from fivesup_qt.ui.words import i18n

    assert i18n.install(qapp, "ar") == "ar"
    yield
    i18n.uninstall()


def on_screen(window) -> list[str]:
    """Every line of text the window draws, read left to right."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QTextEdit

    lines: list[str] = []
    for widget in (*window.findChildren(QLabel), *window.findChildren(QTextEdit)):
        if widget.isVisible() and (widget.text() if isinstance(widget, QLabel) else True):
            lines += seen(widget).split("\n")
    for button in window.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            lines += drawn(button.text().replace("&", ""), button.font(),
                           button.layoutDirection()).split("\n")
    lines += on_the_table(window)
    return [line for line in lines if line.strip()]


def on_the_table(window) -> list[str]:
    """The texts painted by the table's items (badges, points, buttons on the felt): a
    painter draws them in the view's direction."""
    view = window.view
    out = []
    for item in view.scene().items():
        text = getattr(item, "text", None)
        if isinstance(text, str) and text and item.isVisible() and hasattr(item, "_font"):
            out.append(drawn(text, item._font(), view.layoutDirection()))
    return out


def turned_around(lines: list[str]) -> list[str]:
    return [line for line in lines if REVERSED.search(line)]


def test_every_number_on_screen_reads_left_to_right(make_window, qtbot, arabic, font_in_front):
    from helpers.matches import play_to_the_end

    window = make_window(human_vs_bot(7))  # a round that ends with a settlement against Bot1
    play_to_the_end(window, qtbot, rounds=1)
    lines = on_screen(window)
    assert any(SIGNED.search(line) for line in lines), "a settlement on screen"
    assert any("|" in line for line in lines), "tiles on screen"
    assert not turned_around(lines), turned_around(lines)


def test_the_points_of_a_placement_read_left_to_right_on_the_table(
        make_window, qtbot, arabic, font_in_front):
    from fivesup_qt.rules.layout import NO_POINT
    from fivesup_qt.rules.tiles import PIPS

    window, tile = leading_a_scoring_tile(make_window)
    view = window.view
    drag(window, hand_point(window, tile), zone_point(window, NO_POINT))
    qtbot.waitUntil(lambda: bool(view.labels), timeout=10_000)  # once the tile has landed
    [label] = view.labels
    points = PIPS[tile]
    assert drawn(label.text, label._font(), view.layoutDirection()) == \
        f"+{points}\u00a0(+{points // 5})"


def test_a_signed_score_is_never_cut_across_two_lines(make_window, qtbot, arabic, font_in_front):
    """In a narrow teacher or log, '−15 (−3)' stays together: a reader of a right-to-left
    line would otherwise meet '(−3)' alone at the start of the next line."""
    from helpers.matches import play_to_the_end

    window = make_window(human_vs_bot(7))
    play_to_the_end(window, qtbot, rounds=1)
    cut, signed_seen = [], False
    for browser in (window.panel.teacher, window.panel.log):
        block = browser.document().begin()
        while block.isValid():
            layout, text = block.layout(), voice.bare(block.text())
            signed_seen |= bool(SIGNED.search(text))
            lines = [voice.bare(block.text()[layout.lineAt(k).textStart():][
                :layout.lineAt(k).textLength()]) for k in range(layout.lineCount())]
            cut += [(a, b) for a, b in itertools.pairwise(lines)
                    if re.search(r"[−+]\d+\s*$", a) and re.match(r"\s*\([−+]\d+\)", b)]
            block = block.next()
    assert signed_seen, "a settlement in the teacher or the log"
    assert not cut, cut


def test_a_number_is_drawn_in_one_font(qapp, arabic, font_in_front):
    """The minus sign comes from the same font as its digits: Debian's Noto Sans has no
    U+2212, and a fallback to Noto Sans Mono put a monospaced '−' before proportional
    digits.  With the game's font in front, a settlement is one face."""
    from PySide6.QtGui import QFont, QTextLayout, QTextOption

    from fivesup_qt.ui.words.summary import signed_with_shown

    if font_in_front == "system font":
        pytest.skip("the system's fonts are what they are; the game's own font is one face")
    text = voice.isolate(signed_with_shown(-15))
    layout = QTextLayout(text, QFont())
    layout.setTextOption(QTextOption())
    layout.beginLayout()
    layout.createLine().setLineWidth(10_000)
    layout.endLayout()
    faces = {run.rawFont().familyName() for i, ch in enumerate(text) if ch not in voice.ISOLATES
             for run in layout.glyphRuns(i, 1)}  # the isolates draw nothing
    assert len(faces) == 1, faces
