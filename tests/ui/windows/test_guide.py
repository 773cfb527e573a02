"""Help > How to Play: a real guide to both variants, in English and Arabic, in a browser
that shows its texts escaped and loads nothing from disk or network."""

from __future__ import annotations

import re

import pytest
from helpers import REPO, SHOTS
from helpers.windows import human_vs_bot
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument

from fivesup_qt.ui.windows import guide
from fivesup_qt.ui.words import i18n

ARABIC = re.compile(r"[\u0600-\u06FF]")


def open_guide(window, qtbot) -> guide.GuideDialog:
    act = next(a for a in window.findChildren(type(window.menus.act_tour))
               if a.text().replace("&", "") in ("How to Play", "طريقة اللعب"))
    act.trigger()
    dialog = window.findChild(guide.GuideDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_how_to_play_covers_the_game(make_window, qtbot):
    window = make_window(human_vs_bot(1), wait_human=False)
    dialog = open_guide(window, qtbot)
    text = dialog.browser.toPlainText()
    # everything a new player needs, in the order they meet it
    topics = ["counted ends", "multiple of 5", "spinner", "line sides", "draw from the stock",
              "pass", "blocked", "Five-Up settlement", "deducted", "tied",
              "Exact 61 settlement", "rounded once", "differences", "rejected whole",
              "exactly 305", "tally", "Rules Tour"]
    positions = [text.find(t) for t in topics]
    assert all(p >= 0 for p in positions), [t for t, p in zip(topics, positions) if p < 0]
    assert dialog.browser.verticalScrollBar().maximum() > 0  # longer than the window: it scrolls
    assert not dialog.isModal()  # the table stays playable while reading
    # Help > How to Play again: the same dialog comes to the front, not a second one
    open_guide(window, qtbot)
    assert len(window.findChildren(guide.GuideDialog)) == 1
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / "test_guide_en.png"))
    dialog.close()


def test_the_browser_escapes_and_loads_nothing(qapp, qtbot):
    picture = REPO / "docs" / "images" / "tour-09.png"
    assert picture.is_file()  # a real image: a browser that loads files would show it
    hostile = guide.Section("<b>bold</b>",
                            [f'<img src="{picture.as_uri()}"> & <a href="https://x.org">x</a>'])
    html = guide.html([hostile])
    assert "<img" not in html and "<b>bold" not in html and "&lt;img" in html
    browser = guide.GuideBrowser()
    qtbot.addWidget(browser)
    browser.resize(600, 400)
    browser.setHtml(html)
    assert '<img src="' in browser.toPlainText()  # shown as text
    assert not browser.openLinks() and not browser.openExternalLinks()
    # even rich text that does ask for files gets nothing from disk or network
    browser.setHtml(f'<p>x</p><img src="{picture.as_uri()}">'
                    '<img src="https://x.org/a.png"><link rel="stylesheet" href="https://x.org/s.css">')
    browser.show()
    qtbot.waitExposed(browser)
    document = browser.document()
    assert document.size().height() < 100  # the 535-pixel picture is not laid out
    image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(picture.as_uri()))
    assert image is None or image.isNull() or image.width() <= 1  # at most a blank pixel
    assert picture.as_uri() in document.requested  # asked for, and refused


@pytest.fixture
def arabic(qapp):
    assert i18n.install(qapp, "ar") == "ar"
    yield
    i18n.uninstall()


def test_how_to_play_in_arabic_reads_right_to_left(arabic, make_window, qtbot):
    window = make_window(human_vs_bot(2), wait_human=False)
    dialog = open_guide(window, qtbot)
    assert dialog.windowTitle() == "طريقة اللعب"
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
    option = dialog.browser.document().defaultTextOption()
    assert option.textDirection() == Qt.LayoutDirection.RightToLeft
    paragraphs = [s.title for s in guide.sections()] + [
        p for s in guide.sections() for p in s.paragraphs]
    assert all(ARABIC.search(p) for p in paragraphs)
    text = dialog.browser.toPlainText()
    assert "إكزاكت 61" in text and "الكومة" in text and "قطعة مزدوجة متفرعة" in text
    assert "305" in text and "\u2066+3\u2069" in text  # '+3', never '3+'
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / "test_guide_ar.png"))
    dialog.close()
