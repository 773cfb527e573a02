"""Issue 28, findings 1-3: the window never outgrows the screen.  At every common screen
size, in both languages, with 2, 3 and 4 players, late in a match (tallies of two rows)
and with the hint open or closed, the window keeps the size it was given and no two
widgets a player sees lie over one another: the side panel scrolls its cards instead.

Screenshots of every case are left in ``shots/panel-fits/`` to be looked at.
"""

from __future__ import annotations

import pytest
from helpers import SHOTS
from helpers.windows import human_vs_bot, new_window
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from fivesup_qt.rules import FIVE_UP, Match
from fivesup_qt.ui.side.panel import FittingScroll

SIZES = [(800, 600), (1024, 768), (1366, 768), (1920, 1080)]
LATE = 290  # raw: five and a half tally symbols, two rows on a narrow card


def seen_rect(widget: QWidget, window: QWidget) -> QRect:
    """The part of ``widget`` drawn in ``window``: its rectangle clipped by every parent
    (a scroll area's viewport hides what is scrolled away), in the window's coordinates."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect


def seen_leaves(window: QWidget) -> list[tuple[QWidget, QRect]]:
    """The widgets a player sees that hold no other seen widget: labels, buttons, the
    text boxes and the table (a text box's own viewport and scroll bars count as the
    box), each with its seen rectangle."""
    found: list[tuple[QWidget, QRect]] = []

    def walk(widget: QWidget) -> None:
        children = [c for c in widget.findChildren(QWidget, options=_direct())
                    if c.isVisible() and not c.isWindow()]
        whole = isinstance(widget, QAbstractScrollArea) and not isinstance(widget, FittingScroll)
        if children and not whole:
            for child in children:
                walk(child)
            return
        rect = seen_rect(widget, window)
        if rect.width() > 0 and rect.height() > 0:
            found.append((widget, rect))

    walk(window)
    return found


def _direct():
    from PySide6.QtCore import Qt

    return Qt.FindChildOption.FindDirectChildrenOnly


def overlaps(window: QWidget) -> list[str]:
    leaves = seen_leaves(window)
    clashes = []
    for i, (a, ra) in enumerate(leaves):
        for b, rb in leaves[i + 1:]:
            both = ra.intersected(rb)
            if both.width() > 0 and both.height() > 0:
                clashes.append(f"{_name(a)} {ra.getRect()} over {_name(b)} {rb.getRect()}")
    return clashes


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    said = text()[:30] if callable(text) and isinstance(text(), str) else ""
    return f"{type(widget).__name__}({widget.objectName() or said!r})"


def late_match(players: int) -> Match:
    """A match near its end: every scorer on a two-row tally (Five-Up, nobody past 305)."""
    m = Match(FIVE_UP, players, seed=11)
    m.scores = [LATE - 5 * i for i in range(len(m.scores))]
    m.start_round()
    return m


def _settle(qtbot, window, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size or window.size().isValid(),
                    timeout=5000)
    for _ in range(3):  # the panel's layout asks again once the cards know their width
        QApplication.processEvents()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_window_keeps_its_size_and_nothing_overlaps(qtbot, language, players):
    window = new_window(qtbot, SIZES[0])
    c = window.controller
    c.hinter.seconds = 0.2
    c.set_teaching(True)
    c.load_match(late_match(players), human_vs_bot(11, players=players))
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=10_000)
    folder = SHOTS / "panel-fits"
    folder.mkdir(parents=True, exist_ok=True)
    problems = []
    for hint in (False, True):
        if hint:
            c.request_hint()
            qtbot.waitUntil(lambda: c.hinter.last is not None, timeout=30_000)
            window.panel.hint_more_button.setChecked(True)  # the hint unfolded: the most text
            qtbot.waitUntil(window.panel.hint_more.isVisible, timeout=5000)
        for size in SIZES:
            _settle(qtbot, window, size)
            got = (window.width(), window.height())
            if got != size:
                problems.append(f"{size} hint={hint}: the window became {got}")
            clashes = overlaps(window)
            if clashes:
                problems.append(f"{size} hint={hint}: " + "; ".join(clashes[:4]))
            box = window.panel.hint_box  # the hint's best move stays in view at every size
            if hint and seen_rect(box, window).height() < box.height():
                problems.append(f"{size} hint={hint}: the hint's first line is out of view "
                                f"({seen_rect(box, window).height()} of {box.height()} px seen)")
            window.grab().save(str(folder / f"{language}-{players}p-{size[0]}x{size[1]}"
                                   f"-{'hint' if hint else 'plain'}.png"))
    assert not problems, "\n".join(problems)


def test_the_checker_sees_an_overlap(qtbot):
    """The overlap finder is not blind: two labels put over one another are found."""
    from PySide6.QtWidgets import QLabel

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(200, 100)
    a, b = QLabel("one", host), QLabel("two", host)
    a.setGeometry(0, 0, 100, 30)
    b.setGeometry(50, 10, 100, 30)
    host.show()
    qtbot.waitExposed(host)
    assert len(overlaps(host)) == 1
    b.move(100, 10)  # side by side: touching is not lying over
    assert overlaps(host) == []
