"""Python's cycle collector, run on the GUI thread only.

The game runs Python on other threads than the GUI's: a job thread (bots thinking when
no worker process can start), the process pool's manager thread, the sound device's
opener.  Python's automatic collector runs on whichever thread allocates when a threshold
is crossed, and it may free a Qt object that was garbage in a reference cycle (a closed
window's view, its scene): the C++ destructor then runs on that thread, which has no
event dispatcher, so the object's timers are not unregistered.  The GUI thread's next
tick delivers a timer event to freed memory and the game crashes (seen in the suite as a
segfault in ``QTimerInfoList::activateTimers``, a view's scene index timer).

So, as pyqtgraph's ``GarbageCollector`` does (not imported here: pyqtgraph loads numpy,
0.4 s the game does not spend at start), the automatic collector is turned off and the
same generational thresholds are checked on a GUI-thread timer.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

TICK_MS = 500  # how often the thresholds are checked; a collection of young objects is ~1 ms


class GuiThreadCollector(QObject):
    """Collects cycles on the GUI thread at each tick, generation by generation, when
    Python's own thresholds say it would have; the automatic collector stays off while
    it lives (a child of the application, it lives as long as it)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(collect_due)
        self._timer.start()
        self.destroyed.connect(gc.enable)
        if isinstance(parent, QCoreApplication):
            parent.aboutToQuit.connect(self.stop)

    def stop(self) -> None:
        """The event loop is over: the automatic collector back, and the garbage left
        collected now, while Qt is whole.  (Left off, Python's exit skips its own last
        collection, and Qt objects left in cycles were freed piecemeal as the
        interpreter tore down, after the application: the game then aborted at exit
        now and then, 'terminate called without an active exception', seen after a
        Ctrl+C on a busy machine.)"""
        self._timer.stop()
        gc.enable()
        gc.collect()


def collect_due() -> None:
    """Collect the generations whose counts are over their thresholds, the youngest
    first, as Python's automatic collector does (its thresholds stay set while it is off)."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    for generation in range(3):
        if counts[generation] <= thresholds[generation]:
            return
        gc.collect(generation)


def collect_on_gui_thread(app: QObject) -> GuiThreadCollector:
    """The application's collector, made at the first call (the game's start, a test
    session's application)."""
    found = app.findChild(GuiThreadCollector)
    return found if isinstance(found, GuiThreadCollector) else GuiThreadCollector(app)
