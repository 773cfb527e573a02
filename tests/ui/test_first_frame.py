"""The game's first frame is the window's frame alone (issue 29): the menus, the empty
felt and the side panel's shell, drawn as the completed window draws them before a
deal, so that the player sees the same window before and after ``complete`` puts the
table view and the side panel in place; until then the menu entries, whose slots need
the controller, do nothing."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from fivesup_qt.ui.main_window import MainWindow
from fivesup_qt.ui.theme import DARK

SIZE = (1280, 800)


def frame_window(qtbot) -> MainWindow:
    window = MainWindow(fast=True, frame_only=True)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    return window


def differing(a: QImage, b: QImage, area: QRect) -> int:
    """How many pixels of ``area`` differ between the two images."""
    return sum(a.pixel(x, y) != b.pixel(x, y)
               for y in range(area.top(), area.bottom() + 1, 2)
               for x in range(area.left(), area.right() + 1, 2))


def test_the_first_frame_looks_like_the_completed_window_before_a_deal(qtbot, qapp):
    window = frame_window(qtbot)
    qapp.processEvents()
    first = window.grab().toImage()
    window.complete()
    qapp.processEvents()
    whole = window.grab().toImage()
    try:
        assert first.size() == whole.size()
        panel = QRect(window.panel.mapTo(window, window.panel.rect().topLeft()),
                      window.panel.size())
        # the side panel: its boxes and button where the shell had them, pixel for pixel
        assert differing(first, whole, panel) == 0
        # the felt: the same gradient and focus frame; the view's stock counter, placed
        # at its first deal, is the only thing the empty felt of the frame lacks
        table = QRect(window.view.mapTo(window, window.view.rect().topLeft()),
                      window.view.size())
        assert differing(first, whole, table) < 0.002 * table.width() * table.height() / 4
        assert differing(first, whole, QRect(0, 0, window.width(), table.top())) == 0  # menus
    finally:
        window.controller.shutdown()


def test_the_frames_menu_entries_wait_for_the_table(qtbot, qapp):
    window = frame_window(qtbot)
    assert window.actions() and not any(a.isEnabled() for a in window.actions())
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_D)  # Draw from the Stock: nothing to draw from yet
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # teaching
    window.set_theme(DARK)  # the saved palette, as the game sets it before its first frame
    window.complete()
    assert all(a.isEnabled() for a in window.actions())
    assert window.menus.act_teaching.isChecked() == window.controller.teaching
    assert window.view.theme is DARK and window.menus.act_dark.isChecked()
    assert window.panel.accent == DARK.accent.name()
    window.controller.shutdown()


def test_a_window_closed_before_it_was_completed_closes(qtbot, qapp):
    window = frame_window(qtbot)
    assert window.close()
    assert not window.isVisible() and not window.completed
