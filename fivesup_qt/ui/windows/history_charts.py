"""The Match History window's charts drawn over time: ``TimelineChart``, one figure a
match (the duplicate comparisons, the player's accuracy in the review), and the win
shares titled for the win-share chart's labels. pyqtgraph loads with the first chart,
when the Charts tab is first shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from ..plots import pyqtgraph, still_plot
from ..words.richtext import escape
from ..words.summary import variant_name

if TYPE_CHECKING:
    from ...storage.history import WinShare


class TimelineChart(QWidget):
    """One figure a match, oldest first (a point a match, joined by a line; a daily
    match's point a star), its dates under the axis; a sentence when there is none."""

    POSITIVE, NEGATIVE, LINE = "#2e7d32", "#c62828", "#1c3f8a"
    LEVEL = "#8d6e63"  # the computer levels' lines
    DATES = 6  # the most dates written under the axis

    def __init__(self, title: str, left: str, bottom: str, *, zero: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pg = pg = pyqtgraph()
        self.zero = zero  # a line at 0, points above it green and below it red
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        self.plot = still_plot(pg, left, bottom, title)
        self.plot.setTitle(escape(title))  # a rich-text label
        self.empty = QLabel()
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.stack.addWidget(self.plot)
        self.stack.addWidget(self.empty)
        layout.addWidget(self.stack)
        self.values: list[float] = []
        self.points: Any = None  # the ScatterPlotItem: a point a match
        self.levels: list[Any] = []  # the InfiniteLines at the levels' accuracies

    @property
    def is_empty(self) -> bool:
        return self.stack.currentWidget() is self.empty

    def set_points(self, values: list[float], dates: list[str], daily: list[bool],
                   empty: str, bounds: tuple[float, float] | None = None) -> None:
        pg = self.pg
        self.values = list(values)
        self.plot.clear()
        self.points = None
        if not values:
            self.empty.setText(empty)
            self.stack.setCurrentWidget(self.empty)
            return
        self.stack.setCurrentWidget(self.plot)
        n = len(values)
        xs = list(range(1, n + 1))
        if self.zero:
            self.plot.addItem(pg.InfiniteLine(pos=0, angle=0, movable=False,
                                              pen=pg.mkPen("#777", width=1)))
        self.plot.plot(xs, values, pen=pg.mkPen(self.LINE, width=2))
        brushes = [pg.mkBrush(self.POSITIVE if v > 0 else self.NEGATIVE if v < 0 else "#555")
                   if self.zero else pg.mkBrush(self.LINE) for v in values]
        self.points = pg.ScatterPlotItem(x=xs, y=values, size=[12 if d else 8 for d in daily],
                                         symbol=["star" if d else "o" for d in daily],
                                         pen=pg.mkPen("w", width=1), brush=brushes)
        self.plot.addItem(self.points)
        step = max(1, -(-n // self.DATES))  # a few dates under the line, not crowded
        self.plot.getAxis("bottom").setTicks(
            [[(x, dates[x - 1]) for x in xs if (x - 1) % step == 0]])
        low, high = bounds or (min([0.0, *values]), max([0.0, *values]))
        pad = max(5.0, (high - low) * 0.12)
        self.plot.setYRange(low - (0 if bounds else pad), high + (2 if bounds else pad),
                            padding=0)
        self.plot.setXRange(0.5, max(n, 2) + 0.5, padding=0)
        self.levels = []

    def set_levels(self, levels: list[tuple[str, float]]) -> None:
        """Dashed lines across the chart at ``(label, value)`` (the computer levels'
        accuracies), none while the chart is empty.  Two levels can lie a point apart: the
        labels are spread along their lines, from the side a reader starts at, each under
        its own line, so that none near 100% runs off the top."""
        pg = self.pg
        for line in self.levels:
            self.plot.removeItem(line)
        self.levels = []
        if self.is_empty:
            return
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        for i, (label, value) in enumerate(sorted(levels, key=lambda level: level[1])):
            along = 0.02 + 0.92 * i / max(len(levels), 1)
            line = pg.InfiniteLine(
                pos=value, angle=0, movable=False,
                pen=pg.mkPen(self.LEVEL, width=1, style=Qt.PenStyle.DashLine), label=label,
                labelOpts={"position": 1 - along if rtl else along, "color": self.LEVEL,
                           "fill": pg.mkBrush(255, 255, 255, 215),  # legible over a line
                           # under its line: above it, a label near 100% is cut at the top
                           "anchors": [(1, 0), (1, 0)] if rtl else [(0, 0), (0, 0)]})
            # a label is drawn over the next line down, and every line under the points
            line.setZValue(value - 1000.0)
            self.plot.addItem(line)
            self.levels.append(line)


class TitledShare:
    """A WinShare with the variant's title for the chart's labels."""

    def __init__(self, share: WinShare) -> None:
        self.variant, self.level, self.wins, self.games = (share.variant, share.level, share.wins,
                                                           share.games)
        self.share = share.share
        self.variant_title = variant_name(share.variant)
