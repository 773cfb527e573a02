"""Qt objects that end as garbage in a reference cycle are freed on the GUI thread, even
when another thread (a bot's job, the process pool's manager, the sound opener) is the
one allocating when a collection falls due.

Freed on another thread, a view's scene index timer stayed registered and the next tick
of the GUI thread crashed the game (the suite's segfault in ``activateTimers``)."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from fivesup_qt.ui import garbage

HANG_MS = 60_000


class Cycle:
    """Something that holds Qt objects and itself: only the cycle collector frees it."""

    def __init__(self) -> None:
        self.me = self
        self.scene = QGraphicsScene()
        self.view = QGraphicsView(self.scene)
        self.scene.setSceneRect(-500, -500, 1000, 1000)  # starts the scene index's timer
        self.timer = QTimer()
        self.timer.start(60_000)


def allocate_on_a_thread(count: int = 200_000) -> None:
    """What a job thread does: allocate containers, enough to cross every generation's
    threshold many times over."""
    def allocate() -> None:
        kept = [[n] for n in range(count)]
        assert len(kept) == count

    thread = threading.Thread(target=allocate, name="allocating job")
    thread.start()
    thread.join()


def make_young_garbage() -> None:
    """More new cycles than the youngest generation's threshold."""
    for _ in range(gc.get_threshold()[0] + 100):
        loop: list[object] = []
        loop.append(loop)


def test_a_cycle_of_qt_objects_is_freed_on_the_gui_thread_not_the_allocating_one(qtbot):
    freed_on: list[str] = []

    def freed(_object=None) -> None:
        freed_on.append(threading.current_thread().name)

    cycle = Cycle()
    for thing in (cycle.scene, cycle.view, cycle.timer):
        thing.destroyed.connect(freed, Qt.ConnectionType.DirectConnection)
    del cycle, thing
    allocate_on_a_thread()
    assert freed_on == []  # Python's automatic collector did not run on the thread
    gc.collect()  # what the collector does on the GUI thread when a collection is due
    assert freed_on == [threading.main_thread().name] * 3


def test_the_game_start_turns_the_automatic_collector_off_and_collects_what_is_due(qtbot):
    from fivesup_qt.ui import startup

    app = startup.application("fivesup-qt")
    assert not gc.isenabled()
    assert garbage.collect_on_gui_thread(app) is garbage.collect_on_gui_thread(app)
    make_young_garbage()
    assert gc.get_count()[0] > gc.get_threshold()[0]  # due, and not collected at once
    qtbot.waitUntil(lambda: gc.get_count()[0] < gc.get_threshold()[0], timeout=HANG_MS)


QUIT_SCRIPT = """
import gc
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
from fivesup_qt.ui import startup

app = startup.application("fivesup-qt")
freed = []
class Cycle:
    def __init__(self):
        self.me = self
        self.scene = QGraphicsScene()
        self.view = QGraphicsView(self.scene)
        self.timer = QTimer()
        self.timer.start(60_000)
cycle = Cycle()
cycle.timer.destroyed.connect(lambda: freed.append("timer"))
del cycle
app.aboutToQuit.connect(lambda: print("at quit:", freed, gc.isenabled(), flush=True))
QTimer.singleShot(0, app.quit)
app.exec()
"""


def test_the_garbage_left_is_collected_when_the_event_loop_ends():
    """The game's event loop over (its window closed, a Ctrl+C): the automatic collector
    is back and the Qt objects left in cycles are freed then, while Qt is whole; left to
    the interpreter's teardown, they made the game abort at exit now and then."""
    import os
    import subprocess
    import sys

    from helpers import REPO

    done = subprocess.run([sys.executable, "-c", QUIT_SCRIPT], cwd=REPO, capture_output=True,
                          text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert "at quit: ['timer'] True" in done.stdout, (done.stdout, done.stderr)
