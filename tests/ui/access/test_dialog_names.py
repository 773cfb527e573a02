"""Every control a keyboard reaches in the game's dialogs and windows has a name a
screen reader says: its own accessible name, its text, or its label's (a form row's
label is its buddy).  New Match, Settings, Match History, Puzzles, Daily Deal, Review
and Duplicate, in English and Arabic."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from helpers.random_play import finished
from helpers.waiting import settle
from helpers.windows import human_vs_bot, persistence_of
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractScrollArea, QScrollBar, QWidget

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
    from fivesup_qt.ui.windows.history import HistoryWindow

    return HistoryWindow(persistence_of(window))


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
    return DuplicateWindow(record, setup, "names", level="random")


DIALOGS = [new_match, settings, history, puzzles, daily, review, duplicate]


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("make", DIALOGS, ids=[d.__name__ for d in DIALOGS])
def test_every_focusable_control_has_a_name(make_window, qtbot, qapp, make, language):
    window = make_window(human_vs_bot(1))
    if language == "ar":
        assert i18n.install(qapp, "ar") == "ar"
    try:
        dialog = make(qtbot, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert len(focusable(dialog)) >= 3  # (the walk sees the controls)
        assert unnamed(dialog) == [], unnamed(dialog)
    finally:
        if language == "ar":
            i18n.uninstall()
    for owner in (getattr(dialog, "runner", None), getattr(dialog, "job", None)):
        if owner is not None and hasattr(owner, "worker"):
            settle(owner)
