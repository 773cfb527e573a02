"""The main window's keyboard focus: the table takes the keys first; Tab goes on to the
cards' buttons (of the cards made so far), the panel's Hint button, teacher and log, and
a focused button or text box keeps Tab, Space and Enter for itself instead of the play
shortcuts."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QMainWindow,
    QPushButton,
    QTextEdit,
    QWidget,
)

KEPT_KEYS = {Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Space, Qt.Key.Key_Return,
             Qt.Key.Key_Enter}


def buttons_in_reading_order(box: QDialogButtonBox) -> None:
    """Tab goes through ``box``'s buttons as they are laid out, from the leading edge: the
    platform's order puts Restore Defaults or Help first, but Qt chains the buttons as
    they were made (OK, Cancel, then Restore Defaults).  Called once its buttons are in."""
    layout = box.layout()
    if layout is None:
        return
    items = [layout.itemAt(i) for i in range(layout.count())]
    buttons = [w for item in items if item is not None
               and isinstance(w := item.widget(), QAbstractButton)]
    for a, b in itertools.pairwise(buttons):
        QWidget.setTabOrder(a, b)


class KeepKeys(QObject):
    """Lets a focused control have Tab, Space and Enter (the table's shortcuts otherwise)."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in KEPT_KEYS
                and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
                and (obj.inherits("QAbstractButton")
                     or event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab))):
            event.accept()
            return True
        return False


class FocusChain:
    """The Tab order of ``window``, read from ``chain`` each time a control joins it."""

    def __init__(self, window: QMainWindow, table: QWidget,
                 chain: Callable[[], list[QWidget]]) -> None:
        self.window, self.table, self.chain = window, table, chain
        self.keep_keys = KeepKeys(window)

    def join(self, *widgets: QPushButton | QTextEdit) -> None:
        """Tab reaches ``widgets`` (in their place in the chain); they keep Tab, Space and
        Enter for themselves when focused."""
        for widget in widgets:
            widget.installEventFilter(self.keep_keys)
            widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys
            if isinstance(widget, QPushButton):
                widget.setAutoDefault(True)  # Enter presses the focused button
            else:
                widget.setTabChangesFocus(True)
        for a, b in itertools.pairwise(self.chain()):
            self.window.setTabOrder(a, b)

    def back_to_table(self, covered: bool) -> None:
        """A new round or hand: the keys go back to the table (from a card's buttons),
        unless a card still covers it (``covered``) or a dialog has the keys."""
        if covered:
            return
        focus = QApplication.focusWidget()
        if focus is None or focus.window() is self.window:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
