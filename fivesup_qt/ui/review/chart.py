"""The review's chart: the expected swing of every decision, move by move.

For each reviewed decision (x: its number in the match) a pale bar reaches down to
what was at stake (the best move's expected result minus the worst's) and a solid bar,
in the colour of the decision's label, to what the move played gave up.  One measure
for the whole chart: the chance of winning the match given up, in percentage points,
when every decision has one (a match with a win-chance table), else raw points with
the match's result left out (``Decision.alone``: the review's values count a match won
or lost as 1,000; one axis, one unit; the tool tip says what the decision gave up as the
window's words do).  Bars deeper than ``CAP`` points (``CHANCE_CAP`` percentage points)
are cut there, marked with a triangle, their real figure in the tool tip.  Dotted
lines part the rounds; a click picks the nearest decision (``picked``).  pyqtgraph is
imported when the chart is made.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..plots import pyqtgraph, still_plot
from ..words.review_words import (
    LABEL_COLOURS,
    chance_loss_text,
    decision_given_text,
    decision_label_text,
    loss_text,
    rich_words,
    tr,
)
from ..words.summary import move_label
from ..words.voice import fill

if TYPE_CHECKING:
    from ...ai.review import Decision

CAP = 60.0  # raw points: deeper bars are cut here and labelled with their real figure
CHANCE_CAP = 30.0  # the same, in percentage points of winning chance
STAKE_COLOUR = "#b0bec5"


def stake(decision: Decision, by_chance: bool = False) -> float:
    """What the decision put at stake: the best move's points minus the worst's, the
    match's result left out (in winning chance: the best move's chance minus the
    worst's); 0 where the review has no such points."""
    values = decision.chances if by_chance and decision.chances is not None else decision.alone
    return 0.0 if values is None else values[0][1] - values[-1][1]


def given_up(decision: Decision, by_chance: bool) -> float:
    """What the move played gave up, in the chart's measure (points: the match's result
    left out)."""
    if by_chance and decision.chance_loss is not None:
        return decision.chance_loss
    return decision.alone_loss or 0.0


class SwingChart(QWidget):
    """Bars of the points given up per decision; ``picked(index)`` on a click."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg = self.pg = pyqtgraph()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plot = still_plot(pg, "", tr("decision"), tr("Expected swing, move by move"))
        self.plot.getAxis("left").showLabel(False)
        self.by_chance = False  # the bars are winning chance given up (else raw points)
        layout.addWidget(self.plot)
        self.decisions: list[Decision] = []
        self.cursor: Any = None  # the line at the decision shown
        self.texts: list[str] = []  # the hover text of each decision
        self.plot.scene().sigMouseClicked.connect(self._clicked)
        self.plot.scene().sigMouseMoved.connect(self._moved)

    def set_decisions(self, decisions: list[Decision]) -> None:
        pg = self.pg
        self.decisions = list(decisions)
        self.plot.clear()
        self.cursor = None
        n = len(decisions)
        xs = list(range(1, n + 1))
        chance = self.by_chance = bool(decisions) and all(d.chance_loss is not None
                                                          for d in decisions)
        cap = CHANCE_CAP if chance else CAP
        # The measure is named under the chart, written across: upright beside the
        # bars, a short chart (a small screen) cut it at both ends.
        self.plot.setLabel("bottom", fill(tr("decision · bars: {measure}"), measure=(
            tr("chance given up") if chance else tr("points given up"))))
        if n:
            self.plot.addItem(pg.BarGraphItem(
                x=xs, y0=[0.0] * n, height=[-min(stake(d, chance), cap) for d in decisions],
                width=0.8, brush=pg.mkBrush(STAKE_COLOUR), pen=pg.mkPen(None)))
            self.plot.addItem(pg.BarGraphItem(
                x=xs, y0=[0.0] * n, height=[-min(given_up(d, chance), cap) for d in decisions],
                width=0.5,
                brushes=[pg.mkBrush(LABEL_COLOURS.get(d.label, "#555")) for d in decisions],
                pen=pg.mkPen(None)))
        cut = [(x, d) for x, d in zip(xs, decisions) if given_up(d, chance) > cap]
        if cut:  # a triangle at the foot of a cut bar; its real figure is in the tool tip
            self.plot.addItem(pg.ScatterPlotItem(
                x=[x for x, _ in cut], y=[-cap] * len(cut), symbol="t", size=9,
                brush=pg.mkBrush("#333"), pen=pg.mkPen(None)))
        span = max(n, 10)
        last_label = -span
        for x, (previous, d) in enumerate(itertools.pairwise(decisions), 2):
            if d.round != previous.round:
                labelled = x - last_label >= span / 30  # no labels on top of each other
                if labelled:
                    last_label = x
                self.plot.addItem(pg.InfiniteLine(
                    pos=x - 0.5, angle=90, movable=False,
                    pen=pg.mkPen("#999", width=1, style=Qt.PenStyle.DotLine),
                    label=fill(tr("R{n}"), n=d.round) if labelled else None,
                    labelOpts={"position": 0.04, "color": "#777"}))
        self.texts = [self.describe(i) for i in range(n)]
        self.plot.setYRange(-cap * 1.25, cap * 0.08, padding=0)
        self.plot.setXRange(0.4, max(n, 10) + 0.6, padding=0)

    def describe(self, index: int) -> str:
        d = self.decisions[index]
        return "\n".join([
            fill(tr("Round {r}, move {m}"), r=d.round, m=d.move_no),
            fill(tr("{label}: {loss}"), label=decision_label_text(d),
                 loss=decision_given_text(d)),
            fill(tr("played {move}"), move=move_label(d.played)),
            fill(tr("at stake: {points}"), points=loss_text(stake(d)) if not self.by_chance
                 else chance_loss_text(stake(d, True))),
        ])

    def mark(self, index: int) -> None:
        """A line at the decision shown on the table."""
        pg = self.pg
        if self.cursor is None:
            self.cursor = pg.InfiniteLine(angle=90, movable=False,
                                          pen=pg.mkPen("#1c3f8a", width=2))
            self.plot.addItem(self.cursor)
        self.cursor.setPos(index + 1)

    def index_at(self, scene_pos: QPointF) -> int | None:
        """The decision under a point of the plot's scene, if any."""
        if not self.decisions:
            return None
        vb = self.plot.getPlotItem().vb
        if not vb.sceneBoundingRect().contains(scene_pos):
            return None
        x = vb.mapSceneToView(scene_pos).x()
        index = round(x) - 1
        return index if 0 <= index < len(self.decisions) and abs(x - (index + 1)) <= 0.5 else None

    def _clicked(self, event: Any) -> None:
        index = self.index_at(event.scenePos())
        if index is not None:
            self.picked.emit(index)

    def _moved(self, pos: QPointF) -> None:
        index = self.index_at(pos)
        self.plot.setToolTip(rich_words(self.texts[index]) if index is not None else "")
