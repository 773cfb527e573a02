"""Start-up helpers shared by the game (``app.py``) and ``bench --gui``: the first-paint
probe, work deferred until the window has painted, and quieter offscreen messages."""

from __future__ import annotations

import logging
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

from . import fonts, garbage

FIRST_PAINT_ENV = "FIVESUP_QT_FIRST_PAINT"  # bench --gui: report the first paint and exit

# What the game loads after its first frame (at first use, or right after the paint,
# ``MainWindow.complete``), as bench --gui checks in the started game: which of them are
# not imported at its first paint is printed; pyqtgraph must not be.
DEFERRED = (
    "fivesup_qt.rules",  # the rules engine: what the controller plays, right after the paint
    "fivesup_qt.ui.play.controller", "fivesup_qt.ui.play.interaction",  # what plays
    "fivesup_qt.ui.table.view", "fivesup_qt.ui.side.panel",  # the frame shows stand-ins
    "hashlib",  # the single-instance socket's name, when the window listens
    "pyqtgraph",  # the score charts (side/charts.py)
    "miniaudio", "ctypes", "wave",  # the sound device and the clips, at the first sound
    "fivesup_qt.logs", "logging.handlers",  # the log file, installed after the paint
    "importlib.metadata",  # the version, for the log's session line
    "fivesup_qt.storage.settings", "fivesup_qt.ui.saving.persistence",  # saves, settings
    "fivesup_qt.ui.saving.match_store",  # the autosave and the history
    "fivesup_qt.commands",  # the commands' list of --help (commands/cli.py)
    "fivesup_qt.ui.review", "fivesup_qt.ai.review",  # the post-game review
    "fivesup_qt.ai.expert",  # the searching computer players, at their first turn
)


def not_imported(names: tuple[str, ...] = DEFERRED) -> list[str]:
    """Those of ``names`` this process has not imported (yet)."""
    return [name for name in names if name not in sys.modules]


# The environment's scaling that Qt takes on trust, and the values the game paints with
# (issue 39: QT_SCALE_FACTOR=0 or 100, or QT_FONT_DPI=100000, painted nothing and wrote
# some 930,000 warnings): the least and the most a window may be scaled, or fonts set.
# QT_SCREEN_SCALE_FACTORS is a list, one a screen: '1.5;2' or 'HDMI-1=1.5;DP-1=2' (100
# painted nothing as QT_SCALE_FACTOR=100 did; 0, -1 or a word Qt passes over in silence).
SCALING = {"QT_SCALE_FACTOR": (0.5, 4.0), "QT_FONT_DPI": (48.0, 480.0),
           "QT_SCREEN_SCALE_FACTORS": (0.5, 4.0)}
LISTS = {"QT_SCREEN_SCALE_FACTORS": "numbers from {least:g} to {most:g}, separated by ';', "
                                    "each alone or after a screen's name and '='"}


def _numbers(name: str, value: str) -> list[float]:
    """The numbers ``value`` gives ``name``; NaN for a part that is not one."""
    if name not in LISTS:
        parts = [value]
    else:  # Qt's reading: the parts between ';', a part 'NAME=FACTOR' or 'FACTOR'
        parts = [part.split("=")[1] if part.count("=") == 1 else part if "=" not in part
                 else "not a factor" for part in value.split(";") if part.strip()]
    numbers = []
    for part in parts:
        try:
            numbers.append(float(part))
        except ValueError:
            numbers.append(float("nan"))
    return numbers


def odd_scaling(environ: dict[str, str] | os._Environ[str] = os.environ) -> list[str]:
    """Each of ``SCALING`` that ``environ`` sets to no number within its bounds (in a
    list, one such part is enough) is taken out of it (Qt then starts with its own
    value), and said: one line each, returned."""
    said = []
    for name, (least, most) in SCALING.items():
        value = environ.get(name)
        if value is None or not value.strip():
            continue
        if not all(least <= number <= most for number in _numbers(name, value)):  # NaN too
            del environ[name]
            takes = LISTS.get(name, "a number from {least:g} to {most:g}")
            said.append(f"{name}={value[:40]!r} is ignored: the game starts with Qt's own "
                        f"value (it takes {takes.format(least=least, most=most)})")
    return said


def application(argv0: str) -> QApplication:
    """The running QApplication (a test's, say), else a new one named ``argv0``; an odd
    scaling in the environment is ignored first, with a line on stderr and in the log.
    From here on Python's cycles are collected on the GUI thread only (``garbage``)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        for line in odd_scaling():
            logging.getLogger(__name__).warning("%s", line)
        app = QApplication([argv0])
    fonts.install(app)  # the game's own font, before any widget takes the application's
    garbage.collect_on_gui_thread(app)
    return app


def report_first_paint(window: QMainWindow) -> None:
    """bench --gui: print 'painted <pyqtgraph imported> <deferred,...>' at the window's
    first paint and exit at once (the start-up measurement of ``fivesup_qt.ui.bench``);
    the deferred are those of ``DEFERRED`` not imported by then ('-' for none).

    Only widgets get paint events, so the probe watches the window and its child
    widgets: asking for every child QObject would make PySide6 set up the Python types
    of Qt's private helper objects (a text browser's text control, ...), some 20 ms
    that the game itself never spends.

    The filter's parent, the window, keeps it alive."""
    class Filter(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                print(f"painted {int('pyqtgraph' in sys.modules)} "
                      f"{','.join(not_imported()) or '-'}", flush=True)
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


QT_LEVELS = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
             QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
             QtMsgType.QtFatalMsg: logging.CRITICAL}


def log_qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's messages go to the log at the matching level (stderr shows warnings and
    worse; the log file keeps them with the rest), with their category when Qt says."""
    category = getattr(context, "category", None)
    name = f"qt.{category}" if category and category != "default" else "qt"
    logging.getLogger(name).log(QT_LEVELS.get(kind, logging.WARNING), "%s", message)


def quiet_qt_messages() -> None:
    """Qt's messages into the log (``log_qt_message``); the offscreen platform warns
    about every window it cannot resize or raise (a later start brings the window
    forward): that noise is dropped."""
    def quiet(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if "propagateSizeHints" in message or "does not support raise()" in message:
            return
        log_qt_message(kind, context, message)

    qInstallMessageHandler(quiet)


