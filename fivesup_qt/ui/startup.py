"""Start-up helpers shared by the game (``app.py``) and ``bench --gui``: the first-paint
probe, work deferred until the window has painted, and quieter offscreen messages."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, qInstallMessageHandler
from PySide6.QtWidgets import QMainWindow, QWidget

FIRST_PAINT_ENV = "FIVESUP_QT_FIRST_PAINT"  # bench --gui: report the first paint and exit


def report_first_paint(window: QMainWindow) -> None:
    """bench --gui: print 'painted <pyqtgraph imported>' at the window's first paint and
    exit at once (the start-up measurement of ``fivesup_qt.ui.bench``).

    Only widgets get paint events, so the probe watches the window and its child
    widgets: asking for every child QObject would make PySide6 set up the Python types
    of Qt's private helper objects (a text browser's text control, ...), some 20 ms
    that the game itself never spends."""
    class Filter(QObject):
        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                print(f"painted {int('pyqtgraph' in sys.modules)}", flush=True)
                os._exit(0)
            return False

    window._first_paint = Filter(window)
    for widget in [window, *window.findChildren(QWidget)]:
        widget.installEventFilter(window._first_paint)


def after_first_paint(window: QMainWindow, callback: Callable[[], None]) -> None:
    """Run ``callback`` once the window has painted itself: the player sees the table
    at once, and dealing, autosaving and the resume question come right after."""
    class Filter(QObject):
        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint and not self.done:
                self.done = True
                QTimer.singleShot(0, callback)
            return False

    window._after_paint = Filter(window)
    window._after_paint.done = False
    window.installEventFilter(window._after_paint)


def quiet_qt_messages() -> None:
    """The offscreen platform warns about every window it cannot resize: drop that noise."""
    previous = None

    def quiet(kind, context, message: str) -> None:
        if "propagateSizeHints" in message:
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(quiet)


