"""High-DPI screens: at ``QT_SCALE_FACTOR`` 1.5 and 2, in both languages, the window is
drawn in the screen's own pixels (no blurry upscaling of a 1x picture) and no text is
cut off: every label, button and table badge has room for its text.

The scale factor is read when the application starts, so each case runs the game's real
window in a child process (``_PROBE``) at the end of a seeded three-player match, and
reports what it measured; the screenshots are kept in ``shots/`` to look at.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO

ROOT = REPO

_PROBE = r"""
import json, sys
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QFontMetricsF, QTextDocument
from PySide6.QtWidgets import QAbstractButton, QLabel
from fivesup_qt.rules import FIVE_UP
from fivesup_qt.ui.words import i18n
from fivesup_qt.ui.startup import application

language, shot = sys.argv[1], sys.argv[2]
app = application("fivesup-qt")
app.setStyle("Fusion")
i18n.install(app, language)
from fivesup_qt.ui.main_window import MainWindow
from fivesup_qt.ui.play.setup import bots_only

window = MainWindow(fast=True)
window.controller.auto_next_round = True
window.resize(1280, 820)
window.show()
window.start(bots_only(3, FIVE_UP, 4))
while not (window.controller.match is not None and window.controller.match.is_over):
    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
window.view.finish_animations()
for _ in range(5):
    app.processEvents()


def needs(label):
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label.font())
    if label.textFormat() == label.textFormat().PlainText or not label.text().startswith("<"):
        doc.setPlainText(label.text())
    else:
        doc.setHtml(label.text())
    room = label.contentsRect().width() - 2 * label.margin() - max(0, label.indent())
    if label.wordWrap():
        doc.setTextWidth(room)
        return doc.size().height() - label.contentsRect().height()
    return doc.idealWidth() - room


from fivesup_qt.ui.access.table_mirror import TableMirror

# the table's mirror for screen readers is read, never drawn (no size): nothing of it is cut
unread = {w for mirror in window.findChildren(TableMirror) for w in mirror.findChildren(QLabel)}
cut = []
for label in window.findChildren(QLabel):
    if label in unread:
        continue
    if label.isVisible() and label.text() and label.pixmap().isNull() and needs(label) > 1:
        cut.append(("label", label.text()[:60], round(needs(label), 1)))
for button in window.findChildren(QAbstractButton):
    if button.isVisible() and button.text():
        room = button.contentsRect().width()
        need = QFontMetricsF(button.font()).horizontalAdvance(button.text().replace("&", ""))
        if need > room:
            cut.append(("button", button.text(), round(need - room, 1)))
view = window.view
for item in view.scene().items():
    text = getattr(item, "text", None)
    if isinstance(text, str) and text and item.isVisible() and hasattr(item, "_font"):
        need = QFontMetricsF(item._font()).horizontalAdvance(text)
        if need > item.boundingRect().width():
            cut.append(("badge", text, round(need - item.boundingRect().width(), 1)))
picture = window.grab()
picture.save(shot)
felt = view.felt.pixmap
print(json.dumps({
    "ratio": picture.devicePixelRatio(),
    "pixels": [picture.width(), picture.height()],
    "logical": [window.width(), window.height()],
    "felt": felt.devicePixelRatio() if felt is not None else None,
    "icon": app.windowIcon().pixmap(32).width() if not app.windowIcon().isNull() else None,
    "cut": cut,
}))
"""


def _probe(factor: str, language: str, tmp_path: Path) -> subprocess.Popen:
    shots = ROOT / "shots"
    shots.mkdir(exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": factor,
           "FIVESUP_QT_HOME": str(tmp_path / f"home-{factor}-{language}")}
    return subprocess.Popen(
        [sys.executable, "-c", _PROBE, language, str(shots / f"high-dpi-{language}-{factor}.png")],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.slow  # six whole matches in child processes: .ci/run's slow step runs it
@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_window_is_crisp_and_uncut_at_every_scale(language, tmp_path):
    runs = {factor: _probe(factor, language, tmp_path) for factor in ("1", "1.5", "2")}
    reports = {}
    for factor, run in runs.items():
        out, err = run.communicate(timeout=240)  # a hang guard only: a match takes seconds
        assert run.returncode == 0, err
        reports[factor] = json.loads(out.strip().splitlines()[-1])
    for factor, report in reports.items():
        ratio = float(factor)
        assert report["ratio"] == ratio  # drawn in the screen's pixels ...
        assert report["pixels"] == [round(side * ratio) for side in report["logical"]]
        assert report["felt"] == ratio  # ... the felt too, not a 1x picture stretched
        assert report["cut"] == [], (factor, report["cut"])
