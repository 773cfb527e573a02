"""``fivesup-qt bench --gui``: the table's speed and the app's start-up and memory.

Every figure is measured in this run and printed with its target:

- lighting the drop zones at drag start (press + first move on a hand tile),
  median, on a late-round layout (20+ tiles, 3+ spinners) dealt from seeds;
- a placement's scene update and relayout (``controller.play`` + a synchronous
  repaint of the table), median, each placement taken back with undo;
- the frame time of the table's animations at the normal speed (a tile's flight, the
  glide to the new fit, the points label, the glow), every frame stepped and painted;
- start-up to the first painted window of the game vs a PySide6 window with the
  same kinds of widgets (and vs a bare QMainWindow, for reference), all started the
  same way as subprocesses, as a ratio of medians; the game says which of the
  modules it loads later (``startup.DEFERRED``) it has not imported by its first
  paint; pyqtgraph must not be imported by then;
- peak memory (``ru_maxrss``) of a whole 4-player bot match in the real window.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from random import Random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from ..rules import FIVE_UP, Match
from .lag_probe import TARGET_P95_MS, bench_lag
from .main_window import MainWindow
from .play.pace import PACES
from .play.setup import match_setup
from .startup import FIRST_PAINT_ENV, application, quiet_qt_messages

TARGETS = {"drag": 4.0, "place": 8.0, "frame": 16.0, "startup": 1.3, "memory": 180.0}


def late_round(min_tiles: int = 20, min_spinners: int = 3) -> Match:
    """The first seeded 2-player round, played at random, that reaches a layout of
    ``min_tiles`` tiles with ``min_spinners`` spinners with the seat to move able
    to place at least two tiles (deterministic)."""
    for seed in range(10_000):
        match = Match.new(FIVE_UP, 2, seed=seed, auto_forced=True)
        rng = Random(seed)
        while not match.round.is_over and not match.is_over:
            rnd = match.round
            layout = rnd.layout
            moves = match.legal_moves()
            if (len(layout.order) >= min_tiles and len(layout.spinners()) >= min_spinners
                    and len({t for t, _ in moves}) >= 2 and rnd.must_play < 0):
                return match
            if not moves:
                break
            match.push(rng.choice(moves))
    raise RuntimeError("no late-round position found")


_BARE = """
import os, sys
from PySide6.QtWidgets import QApplication, QMainWindow
from fivesup_qt.ui.startup import report_first_paint
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.resize(1280, 800)
report_first_paint(window)
window.show()
app.exec()
"""


def _child_env() -> dict[str, str]:
    """Children start as an installed app would: with cached bytecode (kept out of the
    source tree), even when this shell sets PYTHONDONTWRITEBYTECODE."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.setdefault("PYTHONPYCACHEPREFIX", os.path.join(tempfile.gettempdir(),
                                                       "fivesup-qt-bench-pycache"))
    env["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    env.setdefault("FIVESUP_QT_HOME", tempfile.mkdtemp(prefix="fivesup-qt-bench-home-"))
    return env


# The same kinds of widgets as the game's window, and nothing of ours but the probe:
# what PySide6 itself costs for such a window (printed for reference).
_WIDGETS = """
import sys
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import (QApplication, QGraphicsScene, QGraphicsView, QLabel,
                               QMainWindow, QPushButton, QSplitter, QTextBrowser, QVBoxLayout,
                               QWidget)
from fivesup_qt.ui.startup import report_first_paint
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.resize(1280, 800)
view = QGraphicsView(QGraphicsScene())
view.setRenderHints(QPainter.RenderHint.Antialiasing)
split = QSplitter(Qt.Orientation.Horizontal)
split.addWidget(view)
panel = QWidget()
box = QVBoxLayout(panel)
for w in (QLabel("a"), QLabel("b"), QPushButton("c"), QTextBrowser(), QTextBrowser()):
    box.addWidget(w)
split.addWidget(panel)
window.setCentralWidget(split)
menu = window.menuBar().addMenu("&Game")
for i in range(20):
    menu.addAction(QAction(str(i), window))
window.statusBar().addWidget(QLabel("s"))
report_first_paint(window)
window.show()
app.exec()
"""


def _startup_once(cmd: list[str]) -> tuple[float, bool, list[str]]:
    """Seconds to the first paint, pyqtgraph imported by then, and the deferred modules
    the child says it has not imported (``startup.report_first_paint``)."""
    env = {**_child_env(), FIRST_PAINT_ENV: "1"}
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
                            text=True)
    assert proc.stdout is not None  # stdout=PIPE
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=60)
    if not line.startswith("painted"):
        raise RuntimeError(f"no first paint from {cmd}")
    words = line.split()
    deferred = [] if len(words) < 3 or words[2] == "-" else words[2].split(",")
    return elapsed, words[1] == "1", deferred


def bench_startup(runs: int = 5) -> tuple[float, float, float, bool, list[str]]:
    """(app, bare, same-widgets medians in s, pyqtgraph imported by the app, the
    deferred modules the app had not imported at its first paint in every run); the
    three kinds run interleaved so that machine load hits them alike."""
    app_cmd = [sys.executable, "-m", "fivesup_qt"]
    bare_cmd = [sys.executable, "-c", _BARE]
    widgets_cmd = [sys.executable, "-c", _WIDGETS]
    apps: list[float] = []
    bares: list[float] = []
    widgets: list[float] = []
    graph, deferred = False, None
    for cmd in (bare_cmd, widgets_cmd, app_cmd):  # warm the file and bytecode caches
        _startup_once(cmd)
    for _ in range(runs):
        t, g, later = _startup_once(app_cmd)
        apps.append(t)
        graph |= g
        deferred = later if deferred is None else [m for m in deferred if m in later]
        bares.append(_startup_once(bare_cmd)[0])
        widgets.append(_startup_once(widgets_cmd)[0])
    return (statistics.median(apps), statistics.median(bares), statistics.median(widgets),
            graph, deferred or [])


def bench_memory(players: int = 4, seed: int = 1) -> tuple[float, str]:
    """Peak RSS (MB) of a whole bot match in the real window (``--smoke``)."""
    env = _child_env()
    proc = subprocess.Popen([sys.executable, "-m", "fivesup_qt", "--smoke", "--players",
                             str(players), "--seed", str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    assert proc.stdout is not None  # stdout=PIPE
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss / 1024, out.strip()


def bench_table(samples: int = 30) -> dict[str, float]:
    """Drag-start and placement medians (ms) in the real window on a late round."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = application(sys.argv[0])
    window = MainWindow(fast=True)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    match = late_round()
    seat = match.round.turn
    setup = match_setup(match.variant, match.players, humans=(seat,))
    c = window.controller
    results: dict[str, float] = {
        "tiles": len(match.round.layout.order),
        "spinners": len(match.round.layout.spinners()),
    }
    view = window.view
    vp = view.viewport()
    for teaching in (False, True):
        c.load_match(match, setup, teaching=teaching)
        app.processEvents()
        view.finish_animations()
        tiles = sorted({t for t, _ in match.legal_moves()})
        times = []
        for i in range(samples):
            tile = tiles[i % len(tiles)]
            at = view.mapFromScene(view.hand_items[tile].scenePos())
            start = time.perf_counter()
            QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
            QTest.mouseMove(vp, at + QPoint(12, -12))
            times.append(time.perf_counter() - start)
            assert window.interaction.zones and window.interaction.dragging
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                               at + QPoint(12, -12))
            app.processEvents()
        results["drag_teaching" if teaching else "drag"] = statistics.median(times) * 1000
    # placements: teaching on (undo needs it), each one taken back at once
    moves = match.legal_moves()
    times = []
    for i in range(samples):
        tile, point = moves[i % len(moves)]
        start = time.perf_counter()
        c.play(tile, point)
        vp.repaint()
        times.append(time.perf_counter() - start)
        c.undo()
        vp.repaint()
        app.processEvents()
    results["place"] = statistics.median(times) * 1000
    frames = animation_frames(window, app, match, samples)
    results["frame"] = statistics.median(frames) * 1000
    results["frame95"] = sorted(frames)[int(len(frames) * 0.95)] * 1000
    results["frames"] = len(frames)
    window.close()
    return results


def animation_frames(window: object, app: object, match: Match, samples: int) -> list[float]:
    """Frame times (s) of the table's animations at the normal speed: a tile flying from
    a hand to the table, the view gliding to the new fit, the points label rising, the
    glow of the last moves and the zones' labels following; every frame of 16 ms is
    stepped by hand and painted synchronously (the time of the step and the paint)."""
    assert isinstance(window, MainWindow)
    c, view = window.controller, window.view
    vp = view.viewport()
    c.fast = False
    c.set_pace(PACES["normal"])
    pace = c.pace
    moves = match.legal_moves()
    times: list[float] = []
    for i in range(max(4, samples // 3)):
        tile, point = moves[i % len(moves)]
        view.fly_from(tile, view.seat_anchor_scene((match.round.turn + 1) % match.players))
        c.play(tile, point)
        view.show_points(tile, "\u2066+10 (+2)\u2069")
        running = view.running_animations()
        for t in range(0, pace.label + 16, 16):
            start = time.perf_counter()
            for anim in running:
                anim.setCurrentTime(min(t, anim.duration()))
            vp.repaint()
            times.append(time.perf_counter() - start)
        view.finish_animations()
        c.undo()
        vp.repaint()
        app.processEvents()  # type: ignore[attr-defined]
    c.set_pace(PACES["instant"])
    c.fast = True
    return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="fivesup-qt bench --gui")
    parser.add_argument("--runs", type=int, default=5, help="start-up runs of each kind")
    parser.add_argument("--samples", type=int, default=30)
    args, _ = parser.parse_known_args(argv)
    quiet_qt_messages()
    ok = True

    def report(name: str, value: float, unit: str, target: float, note: str = "") -> None:
        nonlocal ok
        good = value <= target
        ok &= good
        print(f"{name}: {value:.2f} {unit} (target <= {target:g} {unit}) "
              f"{'ok' if good else 'MISSED'}{note}")

    mem, smoke = bench_memory()
    table = bench_table(args.samples)
    print(f"late-round layout: {table['tiles']:.0f} tiles, {table['spinners']:.0f} spinners")
    report("drop zones lit at drag start, median", table["drag"], "ms", TARGETS["drag"])
    report("  the same in teaching mode (zone previews)", table["drag_teaching"], "ms",
           TARGETS["drag"])
    report("placement: scene update and relayout, median", table["place"], "ms",
           TARGETS["place"])
    report(f"animations (tile flight, fit, points label, glow): frame time, median of "
           f"{table['frames']:.0f}", table["frame"], "ms", TARGETS["frame"],
           f" (95th percentile {table['frame95']:.2f} ms)")
    app_s, bare_s, widgets_s, graph, deferred = bench_startup(args.runs)
    report("start-up to first paint, app / a PySide6 window with the same kinds of widgets "
           "(graphics view, text browsers, menus)", app_s / widgets_s, "x", TARGETS["startup"],
           f" ({app_s * 1000:.0f} ms vs {widgets_s * 1000:.0f} ms, medians of {args.runs})")
    print(f"  reference: a bare QMainWindow {bare_s * 1000:.0f} ms: the app {app_s / bare_s:.2f} x, "
          f"the same-widgets window {widgets_s / bare_s:.2f} x")
    print(f"  not imported by the first paint (loaded at first use or after the paint): "
          f"{', '.join(deferred) or 'none'}")
    print(f"pyqtgraph imported at start-up: {'yes (MISSED)' if graph else 'no'}")
    ok &= not graph
    report("peak memory of a 4-player bot match in the window", mem, "MB", TARGETS["memory"],
           f" ({smoke})")
    for label, median, p95, worst, before in bench_lag():  # before: jobs on a thread
        figures = f"median {median:.1f} ms, worst {worst:.0f} ms"
        if before:
            print(f"  {label}: 95th percentile {p95:.1f} ms, {figures}")
        else:
            report(f"{label}: 95th percentile", p95, "ms", TARGET_P95_MS, f" ({figures})")
    return 0 if ok else 1

