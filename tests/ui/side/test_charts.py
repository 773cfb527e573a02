"""The score chart: its data is the cumulative accepted events; it follows the match
live; hover shows the event; pyqtgraph is imported only when a chart is shown."""

from __future__ import annotations

import random
import subprocess
import sys

from helpers import REPO
from helpers.guards import HANG_S
from helpers.windows import human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from fivesup_qt.rules import EXACT_61, FIVE_UP, Match
from fivesup_qt.ui.side.charts import chart_data

ROOT = REPO
SHOTS = ROOT / "shots"


def _match_with_rejections() -> Match:
    for seed in range(200):
        rng = random.Random(seed)
        m = Match.new(EXACT_61, 2, seed=seed)
        while not m.is_over and len(m.rounds) < 60:
            if m.round.is_over:
                m.start_round()
                continue
            m.push(rng.choice(m.legal_moves()))
        if any(not e.accepted for e in m.events) and m.is_over:
            return m
    raise AssertionError("no match with a rejected event")


def test_chart_data_is_the_cumulative_accepted_events():
    m = _match_with_rejections()
    data = chart_data(m, ["Ann", "Bob"])
    assert data.labels == ["Ann", "Bob"]
    assert data.xs == list(range(len(m.events) + 1))
    totals = [0, 0]
    for x, event in enumerate(m.events, 1):
        if event.accepted:
            totals[event.scorer] += event.points
        assert [data.series[k][x] for k in range(2)] == totals
        ev = data.events[x - 1]
        assert (ev.scorer, ev.points, ev.accepted, ev.score) == (
            event.scorer, event.points, event.accepted, totals[event.scorer])
    assert [s[-1] for s in data.series] == m.scores
    rejected = [e for e in data.events if not e.accepted]
    assert rejected and all("rejected" in e.text for e in rejected)
    # round boundaries: one per later round that has events, between its events and the last
    rounds_with_events = sorted({e.round for e in m.events})
    assert [n for _, n in data.round_starts] == [r + 1 for r in range(1, len(m.rounds))]
    for x, n in data.round_starts:
        if n - 1 in rounds_with_events:
            first = next(i for i, e in enumerate(m.events, 1) if e.round == n - 1)
            assert x == first - 0.5
    assert data.target == 305


def test_four_players_chart_partners():
    m = Match.new(FIVE_UP, 4, seed=3)
    rng = random.Random(3)
    for _ in range(40):
        if m.round.is_over:
            m.start_round()
            continue
        m.push(rng.choice(m.legal_moves()))
    data = chart_data(m, ["A", "B", "C", "D"])
    assert data.labels == ["A & C", "B & D"]
    assert [s[-1] for s in data.series] == m.scores


def test_chart_dock_follows_the_match_and_hover_shows_the_event(make_window, qtbot):
    from fivesup_qt.ui.saving.install import install

    window = make_window(human_vs_bot(4, EXACT_61))
    p = install(window)
    c = window.controller
    dock = p.chart_dock
    assert dock.isHidden() and dock.chart is None  # nothing built while hidden
    p.act_chart.trigger()
    qtbot.waitUntil(lambda: dock.chart is not None)
    assert dock.chart.data.series == chart_data(c.match, c.names).series
    before = len(dock.chart.data.events)
    while len(c.match.events) == before:  # play until something scores
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over, timeout=5000)
        if c.match.round.is_over:
            c.next_round()
            continue
        if c.match.round.must_draw():
            c.draw()
            continue
        c.play(*c.match.legal_moves()[0])
    qtbot.waitUntil(lambda: len(dock.chart.data.events) == len(c.match.events))
    data = dock.chart.data
    assert data.series == chart_data(c.match, c.names).series
    ev = data.events[-1]
    assert data.event_at(ev.x + 0.3) is ev
    scatter = dock.chart.scatters[ev.scorer]
    spot = next(s for s in scatter.points() if s.pos().x() == ev.x)
    from fivesup_qt.ui.words.richtext import rich

    assert scatter.opts["tip"](x=spot.pos().x(), y=spot.pos().y(), data=spot.data()) == rich(ev.text)
    assert "Round" in ev.text and c.names[ev.seat] in ev.text
    # the mouse over the point: the tooltip text follows
    vb = dock.chart.plot.getPlotItem().vb
    scene_pos = vb.mapViewToScene(spot.pos())
    dock.chart._mouse_moved(scene_pos)
    assert dock.chart.hover_text == ev.text


def test_chart_dock_screenshot(make_window, qtbot):
    from fivesup_qt.rules.record import record_of
    from fivesup_qt.storage import parse_record
    from fivesup_qt.ui.saving.install import install

    window = make_window(human_vs_bot(4, EXACT_61))
    p = install(window)
    m = _match_with_rejections()
    loaded = parse_record(record_of(m, names=["Ann", "Bot1"]))
    # show the finished match's chart in the dock (the controller frozen on it)
    window.controller.load_match(loaded.match, window.controller.setup, frozen=True)
    p.chart_dock.show()
    window.resizeDocks([p.chart_dock], [330], Qt.Orientation.Vertical)
    qtbot.waitUntil(lambda: p.chart_dock.chart is not None)
    assert p.chart_dock.chart.data.events and any(not e.accepted for e in p.chart_dock.chart.data.events)
    QApplication.processEvents()  # the dock's layout, before the screenshot
    p.chart_dock.grab().save(str(SHOTS / "chart_dock.png"))


LAZY = r"""
import os, sys, tempfile
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["FIVESUP_QT_HOME"] = tempfile.mkdtemp()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from fivesup_qt.ui.main_window import MainWindow
from fivesup_qt.ui.saving.install import install
from fivesup_qt.ui.play.setup import default_setup
w = MainWindow(fast=True)
p = install(w)
w.show()
w.start(default_setup(3))
for _ in range(20):
    app.processEvents()
assert "pyqtgraph" not in sys.modules, "imported at start-up"
p.show_history(); app.processEvents()
assert "pyqtgraph" not in sys.modules, "imported by the history window"
p.act_chart.trigger(); app.processEvents()
assert "pyqtgraph" in sys.modules and p.chart_dock.chart is not None
w.controller.shutdown()
print("ok")
"""


def test_pyqtgraph_is_imported_only_when_a_chart_is_shown():
    result = subprocess.run([sys.executable, "-c", LAZY], capture_output=True, text=True,
                            cwd=ROOT, timeout=HANG_S)
    assert result.returncode == 0 and "ok" in result.stdout, result.stderr
