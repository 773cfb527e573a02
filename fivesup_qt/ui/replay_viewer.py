"""The replay viewer: a finished match record, stepped forward and back move by move,
with the table and the score panel following.

It owns a private, frozen ``GameController`` (nothing moves by itself) and shows
each position through the same ``TableView`` and ``ScorePanel`` as the game.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..rules import Match, parse_move
from ..storage import LoadedRecord
from .setup import MatchSetup
from .summary import point_label


def position(loaded: LoadedRecord, round_index: int, moves: int) -> Match:
    """The match after ``moves`` placements of round ``round_index`` (forced draws done)."""
    rec = loaded.record
    match = Match(rec.variant, rec.players)
    for r, rr in enumerate(rec.rounds[: round_index + 1]):
        match.start_round(rr.leader, rr.hands, rr.stock)
        for text in rr.moves if r < round_index else rr.moves[:moves]:
            match.push(parse_move(text))
    return match


class ReplayViewer(QWidget):
    def __init__(self, loaded: LoadedRecord, setup: MatchSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from .controller import GameController
        from .panel import ScorePanel
        from .table_view import TableView

        self.loaded = loaded
        self.setup = setup
        name = loaded.path.name if loaded.path is not None else ""
        self.setWindowTitle(self.tr("Replay: {name}").format(name=name) if name
                            else self.tr("Replay"))
        self.steps: list[tuple[int, int]] = [(r, k) for r, rr in enumerate(loaded.record.rounds)
                                             for k in range(len(rr.moves) + 1)] or [(0, 0)]
        self.controller = GameController(self, fast=True)
        self.controller.auto_next_round = False
        self.view = TableView(self.controller)
        self.panel = ScorePanel(self.controller)
        for name in ("hint_button", "teacher", "teacher_title", "hint_box"):  # no teaching here
            widget = getattr(self.panel, name, None)
            if isinstance(widget, QWidget):
                widget.hide()
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(self.panel)
        split.setStretchFactor(0, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        bar = QHBoxLayout()
        style = self.style()
        icons = QStyle.StandardPixmap
        self.first = QPushButton(style.standardIcon(icons.SP_MediaSkipBackward), "")
        self.back = QPushButton(style.standardIcon(icons.SP_MediaSeekBackward), self.tr("Back"))
        self.forward = QPushButton(style.standardIcon(icons.SP_MediaSeekForward), self.tr("Forward"))
        self.last = QPushButton(style.standardIcon(icons.SP_MediaSkipForward), "")
        for button, tip in ((self.first, self.tr("Start (Home)")), (self.back, self.tr("Back (Left)")),
                            (self.forward, self.tr("Forward (Right)")), (self.last, self.tr("End (End)"))):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.steps) - 1)
        self.label = QLabel()
        self.label.setMinimumWidth(220)
        for w in (self.first, self.back):
            bar.addWidget(w)
        bar.addWidget(self.slider, 1)
        for w in (self.forward, self.last):
            bar.addWidget(w)
        bar.addWidget(self.label)
        layout.addLayout(bar)
        self.first.clicked.connect(lambda: self.go(0))
        self.back.clicked.connect(lambda: self.go(self.index - 1))
        self.forward.clicked.connect(lambda: self.go(self.index + 1))
        self.last.clicked.connect(lambda: self.go(len(self.steps) - 1))
        self.slider.valueChanged.connect(self.go)
        for keys, button in (("Left", self.back), ("Right", self.forward), ("Home", self.first),
                             ("End", self.last)):
            QShortcut(QKeySequence(keys), self, button.click)
        self.index = -1
        self.match: Match | None = None
        self.resize(1100, 720)
        self.go(len(self.steps) - 1)

    def go(self, index: int) -> None:
        index = max(0, min(index, len(self.steps) - 1))
        if index == self.index:
            return
        self.index = index
        r, k = self.steps[index]
        self.match = position(self.loaded, r, k) if self.loaded.record.rounds else Match(
            self.loaded.record.variant, self.loaded.record.players)
        humans = self.setup.humans
        viewer = humans[0] if humans else 0
        if self.match.rounds:
            self.controller.load_match(self.match, self.setup, viewer=viewer, frozen=True,
                                       log=self.log_lines(r, k))
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        moves = len(self.loaded.record.rounds[r].moves) if self.loaded.record.rounds else 0
        self.label.setText(self.tr("Round {r}, move {k} of {n}").format(r=r + 1, k=k, n=moves))
        self.back.setEnabled(index > 0)
        self.first.setEnabled(index > 0)
        self.forward.setEnabled(index < len(self.steps) - 1)
        self.last.setEnabled(index < len(self.steps) - 1)

    def log_lines(self, r: int, k: int) -> list[str]:
        """The moves of the shown round so far, newest last."""
        rr = self.loaded.record.rounds[r]
        names = [s.name for s in self.setup.seats]
        lines = [self.tr("<i>Round {n}: {name} leads</i>").format(
            n=r + 1, name=html.escape(names[rr.leader]))]
        log = self.loaded.report["rounds"][r]["log"]
        placements = [e for e in log if "play" in e][:k]
        for e in placements:
            where = self.tr(" at {point}").format(point=point_label(e["at"])) if e["at"] else ""
            score = f" · +{e['points']}" if e["points"] else ""
            if e["points"] and not e["accepted"]:
                score += self.tr(" (rejected)")
            lines.append(f"{html.escape(names[e['seat']])}: {e['play']}{where}{score}")
        return lines

    def closeEvent(self, event) -> None:
        self.controller.shutdown()
        super().closeEvent(event)
