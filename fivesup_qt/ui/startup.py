"""Start-up helpers shared by the game (``app.py``) and ``bench --gui``: the first-paint
probe, work deferred until the window has painted, and quieter offscreen messages."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

FIRST_PAINT_ENV = "FIVESUP_QT_FIRST_PAINT"  # bench --gui: report the first paint and exit


def application(argv0: str) -> QApplication:
    """The running QApplication (a test's, say), else a new one named ``argv0``."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    return QApplication([argv0])


def report_first_paint(window: QMainWindow) -> None:
    """bench --gui: print 'painted <pyqtgraph imported>' at the window's first paint and
    exit at once (the start-up measurement of ``fivesup_qt.ui.bench``).

    Only widgets get paint events, so the probe watches the window and its child
    widgets: asking for every child QObject would make PySide6 set up the Python types
    of Qt's private helper objects (a text browser's text control, ...), some 20 ms
    that the game itself never spends.

    The filter's parent, the window, keeps it alive."""
    class Filter(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                print(f"painted {int('pyqtgraph' in sys.modules)}", flush=True)
                os._exit(0)
            return False

    first_paint = Filter(window)
    for widget in [window, *window.findChildren(QWidget)]:
        widget.installEventFilter(first_paint)


def after_first_paint(window: QMainWindow, callback: Callable[[], None]) -> None:
    """Run ``callback`` once the window has painted itself: the player sees the table
    at once, and dealing, autosaving and the resume question come right after.
    The filter's parent, the window, keeps it alive."""
    class Filter(QObject):
        def __init__(self, parent: QObject) -> None:
            super().__init__(parent)
            self.done = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not self.done:
                self.done = True
                QTimer.singleShot(0, callback)
            return False

    window.installEventFilter(Filter(window))


def quiet_qt_messages() -> None:
    """The offscreen platform warns about every window it cannot resize: drop that noise."""
    previous = None

    def quiet(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if "propagateSizeHints" in message:
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(quiet)


