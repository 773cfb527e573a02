"""The replay viewer: a finished match record, stepped forward and back move by move,
with the table and the score panel following.

The record is read once, when the window opens (``parse_record`` replayed it; its
``Positions`` read that match); each step asks the engine for the match as it stood
then (``Positions.position``) and shows it on the viewer's own ``MatchModel``, frozen
(nothing moves by itself), through the same ``TableView`` and ``ScorePanel`` as the
game; the log is the story of that round, told by a ``Narrator`` of its own.  No
controller: nothing here plays, hints or thinks.
"""

from __future__ import annotations

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

from ...rules import Match
from ...rules.positions import Positions
from ...storage import LoadedRecord
from ..play.setup import MatchSetup
from ..words.narrator import (
    Narrator,
    forced_line,
    placement_line,
    round_start_line,
    scores_line,
    settle_line,
    winner_line,
)
from ..words.voice import cast_of_setup, fill
from .sizing import fit_to_screen


class ReplayViewer(QWidget):
    def __init__(self, loaded: LoadedRecord, setup: MatchSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from ..play.model import MatchModel
        from ..side.panel import ScorePanel
        from ..table.view import TableView
        self.loaded = loaded
        self.setup = setup
        name = loaded.path.name if loaded.path is not None else ""
        self.setWindowTitle(fill(self.tr("Replay: {name}"), name=name) if name
                            else self.tr("Replay"))
        self.steps: list[tuple[int, int]] = [(r, k) for r, rr in enumerate(loaded.record.rounds)
                                             for k in range(len(rr.moves) + 1)] or [(0, 0)]
        self.model = MatchModel(setup)
        cast = cast_of_setup(setup)
        self.story = Narrator(lambda: cast, lambda: False, self)
        self.view = TableView(self.model)
        self.panel = ScorePanel(self.model, self.story, teaching=False)  # no teacher, no hints
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
        self.slider.setAccessibleName(self.tr("Move of the replay"))  # the label beside says which
        self.label = QLabel()
        self.label.setMinimumWidth(220)
        for w in (self.first, self.back):
            bar.addWidget(w)
        bar.addWidget(self.slider, 1)
        for w in (self.forward, self.last):
            bar.addWidget(w)
        bar.addWidget(self.label)
        self.review_button = QPushButton(self.tr("Review…"))
        self.review_button.setToolTip(self.tr("Every decision of a player of this match, judged "
                                              "move by move"))
        self.review_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.review_button.clicked.connect(self.open_review)
        bar.addWidget(self.review_button)
        layout.addLayout(bar)
        self.first.clicked.connect(lambda: self.go(0))
        self.back.clicked.connect(lambda: self.go(self.index - 1))
        self.forward.clicked.connect(lambda: self.go(self.index + 1))
        self.last.clicked.connect(lambda: self.go(len(self.steps) - 1))
        self.slider.valueChanged.connect(self.go)
        for keys, button in (("Left", self.back), ("Right", self.forward), ("Home", self.first),
                             ("End", self.last)):
            QShortcut(QKeySequence(keys), self, button.click)
        self.index: int = -1
        self.positions = Positions(loaded.match)  # the record as parse_record replayed it
        self.match: Match | None = None
        fit_to_screen(self, 1100, 720)
        self.go(len(self.steps) - 1)

    def go(self, index: int) -> None:
        index = max(0, min(index, len(self.steps) - 1))
        if index == self.index:
            return
        self.index = index
        r, k = self.steps[index]
        self.match = self.position(r, k)
        humans = self.setup.humans
        viewer = humans[0] if humans else 0
        if self.match.rounds:
            self.story.restore(self.log_lines(r, k, self.match))
            # teaching mode's marks on the table (counted ends), as in play by default
            self.model.show(self.match, self.setup, viewer=viewer, teaching=True)
            if self.match.round.is_over:  # every hand is shown at the round's end
                self.view.reveal_all = True
                self.view.sync()
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        moves = self.positions.moves(r) if self.positions.rounds else 0
        self.label.setText(fill(self.tr("Round {r}, move {k} of {n}"), r=r + 1, k=k, n=moves))
        self.back.setEnabled(index > 0)
        self.first.setEnabled(index > 0)
        self.forward.setEnabled(index < len(self.steps) - 1)
        self.last.setEnabled(index < len(self.steps) - 1)

    def position(self, r: int, k: int) -> Match:
        """The match after ``k`` placements of round ``r``, from the engine (a record
        without rounds: the match before its first deal)."""
        positions = self.positions
        return positions.position(r, k) if positions.rounds else positions.blank()

    def log_lines(self, r: int, k: int, shown: Match) -> list[str]:
        """The story of round ``r`` up to ``shown``, its position after ``k`` placements,
        from the engine's answers, newest last."""
        names = cast_of_setup(self.setup)
        positions = self.positions
        start = positions.position(r, 0)
        lines = [round_start_line(names, r, start.round.leader)]
        if r > 0:
            lines.append(scores_line(names, start))
        lines += [forced_line(names, f) for f in start.forced_at_start()]
        answers = positions.answers(r)
        for played in answers[:k]:
            lines.append(placement_line(names, played, shown.target))
            lines += [forced_line(names, f) for f in played.forced]
            end = played.round_end
            if end is not None:
                lines += [settle_line(names, ev, shown.target) for ev in end.events]
        if k == len(answers) and shown.round.is_over:
            lines.append(scores_line(names, shown))
            if shown.winner is not None:
                lines.append(f"<b>{winner_line(names, shown, html=True)}</b>")
        return lines

    def open_review(self) -> QWidget | None:
        """The post-game review of this record (ui/review/window.py), on the match it was
        read into."""
        from ..review.window import open_review

        name = self.loaded.path.name if self.loaded.path is not None else ""
        return open_review(self, self.loaded.record, self.setup, name,
                           replayed=self.loaded.match)

