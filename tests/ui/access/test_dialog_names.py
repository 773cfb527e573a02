"""Every control a keyboard reaches in the game's dialogs and windows has a name a
screen reader says: its own accessible name, its text, or its label's (a form row's
label is its buddy), and Tab reaches each of them once, in reading order: top to
bottom, and along a row from the leading edge (the left in English, the right in
Arabic).  New Match, Settings (each page), Match History, Puzzles, Daily Deal, Review,
Duplicate, the replay viewer, Replay a Deal, About and How to Play, in English and
Arabic."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

import pytest
from helpers.random_play import finished
from helpers.waiting import settle
from helpers.windows import human_vs_bot, persistence_of
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QDateTimeEdit,
    QRadioButton,
    QScrollBar,
    QTabWidget,
    QWidget,
)

from fivesup_qt.rules.record import load_record, record_of
from fivesup_qt.storage import Settings
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.words import i18n


def focusable(top: QWidget) -> list[QWidget]:
    """The controls of ``top`` a keyboard reaches (a proxy's widget through its proxy)."""
    out = []
    for widget in [top, *top.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(top):
            continue
        if isinstance(widget, QScrollBar):
            continue  # named by Qt by its orientation
        if widget.focusProxy() is not None:
            continue  # the focus goes to its proxy (a tab widget's bar, a spin box's box)
        parent = widget.parentWidget()
        if isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget:
            continue  # a scroll area's viewport: its area speaks for it
        out.append(widget)
    return out


def tab_stops(top: QWidget) -> list[QWidget]:
    """The controls Tab should stop at: the focusable ones that are enabled and on the
    page shown, an exclusive group of radio buttons once (at its checked button; the
    arrows choose within it)."""
    out = []
    for widget in focusable(top):
        if not widget.isEnabled() or not widget.isVisible():
            continue
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            continue
        if (isinstance(widget, QRadioButton) and widget.autoExclusive()
                and not widget.isChecked()):
            continue  # its group's checked button is the stop
        out.append(widget)
    return out


def tab_walk(top: QWidget) -> list[QWidget]:
    """The controls Tab brings the focus to, pressed as a player does, from the one that
    has it until it comes back there (a date's Tab goes through its day, month and year
    first: one stop)."""
    start = QApplication.focusWidget()
    assert start is not None and start.window() is top, start
    walk = [start]
    for _ in range(200):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is walk[-1] and isinstance(now, QDateTimeEdit):
            continue  # the next section of the date
        if now is start:
            return walk
        assert now not in walk, f"{type(now).__name__} reached twice"
        walk.append(now)
    raise AssertionError("Tab never came back to where it started")


def box(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())


def reads_before(a: QRect, b: QRect, rtl: bool) -> bool:
    """``a`` is read before ``b``: wholly above it, or beside it (their heights overlap)
    and nearer the leading edge."""
    overlap = min(a.bottom(), b.bottom()) - max(a.top(), b.top())
    if overlap <= 4:
        return a.top() < b.top()
    return a.right() > b.right() if rtl else a.left() < b.left()


def out_of_order(walk: list[QWidget], top: QWidget, rtl: bool) -> list[str]:
    """Each pair of controls Tab reaches in the order opposite to reading, the walk (a
    ring) taken from the control read first."""
    def name(w: QWidget) -> str:
        return f"{type(w).__name__} {w.accessibleName() or getattr(w, 'text', str)()!r}"

    boxes = [box(w, top) for w in walk]
    first = next(i for i, b in enumerate(boxes)
                 if not any(reads_before(other, b, rtl) for other in boxes))
    walk, boxes = walk[first:] + walk[:first], boxes[first:] + boxes[:first]
    return [f"{name(walk[j])} is read before {name(walk[i])}"
            for i in range(len(walk)) for j in range(i + 1, len(walk))
            if reads_before(boxes[j], boxes[i], rtl)]


def unnamed(top: QWidget) -> list[str]:
    """The controls of ``top`` that take the keyboard focus and have no spoken name."""
    found = []
    for widget in focusable(top):
        iface = QAccessible.queryAccessibleInterface(widget)
        name = iface.text(QAccessible.Text.Name).strip() if iface is not None else ""
        if not name:
            found.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return found


def record_and_setup():
    match = finished(3, 2, "five-up", target=155)
    names = ["Ann", "Easy"]
    record = load_record(json.dumps(record_of(match, names=names, seats=["human", "random"])))
    setup = match_setup(match.variant, 2, names=names, humans=(0,), levels=[None, "random"])
    return record, setup


def new_match(qtbot, window):
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    return NewMatchDialog(human_vs_bot(1))


def settings(qtbot, window):
    from fivesup_qt.ui.windows.settings import SettingsDialog

    return SettingsDialog(Settings())


def history(qtbot, window):
    """With a match listed: Tab leaves a list that has rows (it walked their cells)."""
    from fivesup_qt.storage.history_entry import entry_from_match
    from fivesup_qt.ui.windows.history import HistoryWindow

    persistence = persistence_of(window)
    entry = entry_from_match(finished(3, 2, "five-up", target=155), {}, names=["Ann", "Easy"],
                             seats=[{"type": "human"}, {"type": "bot", "level": "random"}])
    assert persistence.history.append(entry) == []
    made = HistoryWindow(persistence)
    made.reload()  # as Match History shows itself
    assert made.table.rowCount() == 1
    return made


def puzzles(qtbot, window):
    from fivesup_qt.ui.puzzles.window import PuzzleWindow

    return PuzzleWindow(fast=True)


def daily(qtbot, window):
    from fivesup_qt.ui.windows.daily import DailyDealDialog, today

    return DailyDealDialog(day=today() - timedelta(days=1))


def review(qtbot, window):
    from fivesup_qt.ui.review.window import ReviewWindow

    record, setup = record_and_setup()
    made = ReviewWindow(record, setup, "names", deals=5)
    qtbot.waitUntil(lambda: made.review is not None, timeout=120_000)
    return made


def duplicate(qtbot, window):
    from fivesup_qt.ui.review.duplicate_window import DuplicateWindow

    record, setup = record_and_setup()
    made = DuplicateWindow(record, setup, "names", level="random")
    # compared to its end: Tab leaves a table that has rows (it walked their cells)
    qtbot.waitUntil(lambda: made.result is not None and made.table.rowCount() > 0,
                    timeout=120_000)
    return made


def replay_viewer(qtbot, window):
    from helpers import REPO

    from fivesup_qt.storage import read_record
    from fivesup_qt.ui.windows.replay_viewer import ReplayViewer

    sample = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"
    return ReplayViewer(read_record(sample), match_setup("five-up", 2, humans=(0,)))


def replay_deal(qtbot, window):
    from fivesup_qt.ui.windows.replay_deal import ReplayDealDialog
    from fivesup_qt.ui.words.voice import cast_of

    return ReplayDealDialog(cast_of(["Ann", "Bot1"], (0,)), 3, 1)


def about(qtbot, window):
    from fivesup_qt.ui.windows.about import AboutBox

    return AboutBox("About", "<p>Five-Up</p>")


def guide(qtbot, window):
    from fivesup_qt.ui.windows.guide import GuideDialog

    return GuideDialog()


DIALOGS = [new_match, settings, history, puzzles, daily, review, duplicate, replay_viewer,
           replay_deal, about, guide]


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("make", DIALOGS, ids=[d.__name__ for d in DIALOGS])
def test_every_focusable_control_has_a_name(make_window, qtbot, qapp, make, language):
    with shown_in(language, make, make_window, qtbot, qapp) as dialog:
        assert len(focusable(dialog)) >= 2  # (the walk sees the controls)
        assert unnamed(dialog) == [], unnamed(dialog)


@contextmanager
def shown_in(language: str, make, make_window, qtbot, qapp) -> Iterator[QWidget]:
    """The dialog ``make`` opens from a main window, shown in ``language``; afterwards
    the language back and the dialog's jobs (a review's, a duplicate's) settled."""
    window = make_window(human_vs_bot(1))
    if language == "ar":
        assert i18n.install(qapp, "ar") == "ar"
    dialog = None
    try:
        dialog = make(qtbot, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        yield dialog
    finally:
        if language == "ar":
            i18n.uninstall()
        for owner in (getattr(dialog, "runner", None), getattr(dialog, "job", None)):
            if owner is not None and hasattr(owner, "worker"):
                settle(owner)


def pages(dialog: QWidget) -> list[tuple[QTabWidget | None, int]]:
    """Each page a player can show: every tab of the dialog's tab widget (its first one
    only, when it has none)."""
    tabs = [t for t in dialog.findChildren(QTabWidget) if t.isVisibleTo(dialog)]
    if not tabs:
        return [(None, 0)]
    return [(tabs[0], i) for i in range(tabs[0].count()) if tabs[0].isTabEnabled(i)]


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("make", DIALOGS, ids=[d.__name__ for d in DIALOGS])
def test_tab_reaches_every_control_once_in_reading_order(make_window, qtbot, qapp, make,
                                                        language):
    with shown_in(language, make, make_window, qtbot, qapp) as dialog:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=10_000)
        rtl = dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert rtl == (language == "ar")
        for tabs, index in pages(dialog):
            if tabs is not None:
                tabs.setCurrentIndex(index)
                tabs.tabBar().setFocus()
            elif QApplication.focusWidget() is None:
                dialog.focusNextChild()
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=10_000)
            walk = tab_walk(dialog)
            stops = tab_stops(dialog)
            where = f"page {index}" if tabs is not None else "the window"
            assert len(stops) >= 2, where
            missed = [f"{type(w).__name__} {w.accessibleName()!r}" for w in stops
                      if w not in walk]
            assert missed == [], (where, missed)
            assert out_of_order(walk, dialog, rtl) == [], where
            assert unnamed(dialog) == [], unnamed(dialog)
