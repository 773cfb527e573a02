"""Score charts: the data is plain computation; pyqtgraph is imported only when a
chart is first shown (its import costs about 0.4 s, numpy included).

* ``chart_data(match)``: every scorer's raw score after every scoring event of
  the match, the events themselves (rejected Exact 61 events marked), the round
  boundaries and the 305 line.
* ``ScoreChartDock``: a dock that follows the match model's changes.
* ``WinShareChart`` / ``RoundPointsChart``: the two charts of the History window.

pyqtgraph shows legends, titles and tool tips as HTML: names and dates reach them
through ``richtext.escape`` / ``richtext.rich`` only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QStackedWidget, QVBoxLayout, QWidget

from ...reading import one_line
from ...rules import FIVE_UP, PLACE, TARGET, Match, RuleSet
from ...rules.variants import values
from ..play.following import follow
from ..plots import minus_signs, pyqtgraph
from ..words.richtext import escape, rich
from ..words.summary import shows_raw, signed_with_shown
from ..words.voice import fill

if TYPE_CHECKING:
    from ..play.model import Changes, MatchModel

COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e")
REJECTED_COLOUR = "#9c27b0"
# the win shares' bars, by game: Five-Up blue and Exact 61 green as before, then the others
GAME_COLOURS = ("#1f77b4", "#2ca02c", "#ff7f0e", "#8c564b", "#17becf")


def tr(text: str) -> str:
    return QCoreApplication.translate("charts", text)


# -- data ------------------------------------------------------------------------------
@dataclass(frozen=True)
class ChartEvent:
    x: int  # 1-based event number across the match
    round: int  # 0-based round index
    scorer: int
    seat: int
    kind: str  # "place" or "settle"
    points: int
    accepted: bool
    score: int  # the scorer's raw score after the event
    text: str  # the hover text


@dataclass
class ChartData:
    labels: list[str]  # one per scorer
    xs: list[int]  # 0..N (0: the start of the match)
    series: list[list[int]]  # per scorer: raw score at every x
    events: list[ChartEvent] = field(default_factory=list)
    round_starts: list[tuple[float, int]] = field(default_factory=list)  # (x, round number)
    target: int = TARGET
    rules: RuleSet = FIVE_UP  # the unit the scores are shown in (raw and shown, or ones)

    def event_at(self, x: float) -> ChartEvent | None:
        """The event nearest to ``x`` (hover)."""
        if not self.events:
            return None
        index = min(max(round(x), 1), len(self.events))
        return self.events[index - 1]


def _scorer_label(names: list[str] | None, match: Match, scorer: int) -> str:
    seats = match.scorers[scorer]
    if names and all(0 <= s < len(names) for s in seats):
        return " & ".join(names[s] for s in seats)
    return " & ".join(tr("Seat {n}").format(n=s + 1) for s in seats)  # names: not isolated


def event_text(ev: ChartEvent, who: str, seat_name: str, target: int = TARGET,
               rules: RuleSet = FIVE_UP) -> str:
    """The hover text of an event (plain text; names made one line): which round,
    whose tile or hand, the points and the score after it, in the rule set's unit."""
    pts = signed_with_shown(ev.points, rules)
    seat_name = one_line(seat_name)
    if ev.kind == PLACE:
        what = fill(tr("{seat}: tile placed, {points}"), seat=seat_name, points=pts)
    else:
        what = fill(tr("{seat}: hand settled, {points}"), seat=seat_name, points=pts)
    if one_line(who) != seat_name:  # a team: the partners' score
        what = fill(tr("{team}: {event}"), team=one_line(who), event=what)
    lines = [fill(tr("Round {r}, event {n}"), r=ev.round + 1, n=ev.x), what]
    if ev.accepted and not shows_raw(rules):
        lines.append(fill(tr("score {score}"), score=ev.score))
    elif ev.accepted:
        lines.append(fill(tr("score {raw} ({shown})"), raw=ev.score, shown=rules.shown(ev.score)))
    else:
        lines.append(fill(tr("rejected: it would pass {target}; score stays {raw}"),
                          target=rules.shown(target), raw=ev.score))
    return "\n".join(lines)


def chart_data(match: Match | None, names: list[str] | None = None) -> ChartData:
    """Cumulative raw scores after every event (accepted events change the score)."""
    if match is None:
        return ChartData([], [0], [])
    n = len(match.scorers)
    labels = [_scorer_label(names, match, k) for k in range(n)]
    data = ChartData(labels, [0], [[0] for _ in range(n)], target=match.target,
                     rules=match.rules)
    seen_rounds = 0
    for x, (event, scores) in enumerate(match.score_series(), 1):
        while seen_rounds <= event.round:
            if seen_rounds > 0:
                data.round_starts.append((x - 0.5, seen_rounds + 1))
            seen_rounds += 1
        data.xs.append(x)
        for k in range(n):
            data.series[k].append(scores[k])
        seat_name = (names[event.seat] if names and event.seat < len(names)
                     else tr("Seat {n}").format(n=event.seat + 1))  # a name
        ev = ChartEvent(x, event.round, event.scorer, event.seat, event.kind, event.points,
                        event.accepted, scores[event.scorer], "")
        data.events.append(replace(ev, text=event_text(ev, labels[event.scorer], seat_name,
                                                            match.target, match.rules)))
    last = len(match.events)
    while seen_rounds < len(match.rounds):  # rounds without any event yet
        if seen_rounds > 0:
            data.round_starts.append((last + 0.5, seen_rounds + 1))
        seen_rounds += 1
    return data


# -- the dock ------------------------------------------------------------------------------
class ScoreChart(QWidget):
    """A pyqtgraph plot of ``ChartData`` (build only once pyqtgraph may be imported)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg = pyqtgraph()
        self.pg = pg
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plot = minus_signs(pg.PlotWidget())
        self.plot.setMenuEnabled(False)
        self.plot.showGrid(x=False, y=True, alpha=0.25)
        self.plot.setLabel("left", tr("raw score"))
        self.plot.setLabel("bottom", tr("scoring event"))
        self.legend = self.plot.addLegend(offset=(8, 24), labelTextSize="8pt",
                                          brush=pg.mkBrush(255, 255, 255, 220))
        layout.addWidget(self.plot)
        self.data: ChartData | None = None
        self.scatters: list[Any] = []  # pyqtgraph ScatterPlotItems
        self.hover_text = ""
        self.plot.scene().sigMouseMoved.connect(self._mouse_moved)

    def set_data(self, data: ChartData) -> None:
        pg = self.pg
        self.data = data
        self.plot.clear()
        self.legend.clear()
        self.scatters = []
        self.plot.setLabel("left", tr("raw score") if shows_raw(data.rules) else tr("score"))
        target = pg.InfiniteLine(pos=data.target, angle=0, movable=False,
                                 pen=pg.mkPen("#555", width=1, style=Qt.PenStyle.DashLine),
                                 label=fill(tr("target {t}"), t=data.rules.shown(data.target)),
                                 labelOpts={"position": 0.5, "color": "#555",
                                            "anchors": [(0.5, 0), (0.5, 0)]})
        self.plot.addItem(target)
        span = max(len(data.xs) - 1, 10)
        last_label: float = -span
        for x, number in data.round_starts:
            labelled = x - last_label >= span / 25  # no labels on top of each other
            if labelled:
                last_label = x
            self.plot.addItem(pg.InfiniteLine(
                pos=x, angle=90, movable=False,
                pen=pg.mkPen("#aaa", width=1, style=Qt.PenStyle.DotLine),
                label=fill(tr("R{n}"), n=number) if labelled else None,
                labelOpts={"position": 0.97, "color": "#888"}))
        for k, label in enumerate(data.labels):
            colour = COLOURS[k % len(COLOURS)]
            self.plot.plot(data.xs, data.series[k], pen=pg.mkPen(colour, width=2),
                           name=escape(label), stepMode=None)
            mine = [e for e in data.events if e.scorer == k]
            spots = [{"pos": (e.x, e.score), "data": e.text,
                      "symbol": "o" if e.accepted else "x",
                      "size": 7 if e.accepted else 13,
                      "brush": pg.mkBrush(colour if e.accepted else REJECTED_COLOUR),
                      "pen": pg.mkPen("w" if e.accepted else REJECTED_COLOUR, width=1)}
                     for e in mine]
            scatter = pg.ScatterPlotItem(spots=spots, hoverable=True,
                                         tip=lambda x, y, data: rich(data))
            self.plot.addItem(scatter)
            self.scatters.append(scatter)
        if any(not e.accepted for e in data.events):
            self.legend.addItem(pg.ScatterPlotItem(symbol="x", size=11,
                                                   brush=pg.mkBrush(REJECTED_COLOUR),
                                                   pen=pg.mkPen(REJECTED_COLOUR)),
                                fill(tr("rejected (would pass {target})"),
                                     target=data.rules.shown(data.target)))
        top = max([data.target, *[max(s) for s in data.series if s]]) * 1.14
        low = min([0, *[min(s) for s in data.series if s]]) - 10
        self.plot.setYRange(low, top, padding=0)
        self.plot.setXRange(0, max(len(data.xs) - 1, 10), padding=0.02)

    def _mouse_moved(self, pos: QPointF) -> None:
        if self.data is None:
            return
        view = self.plot.getPlotItem().vb
        if not self.plot.sceneBoundingRect().contains(pos):
            return
        point = view.mapSceneToView(pos)
        ev = self.data.event_at(point.x())
        if ev is not None and abs(ev.x - point.x()) <= 0.5:
            self.hover_text = ev.text
            self.plot.setToolTip(rich(ev.text))


class ScoreChartDock(QDockWidget):
    """The score chart of the match in play; the plot is built when first shown."""

    def __init__(self, model: MatchModel, parent: QWidget | None = None) -> None:
        super().__init__(tr("Score Chart"), parent)
        self.setObjectName("scoreChartDock")
        self.model = model
        self.stack = QStackedWidget()
        self.placeholder = QLabel(tr("The chart appears when the dock is shown."))
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.placeholder)
        self.setWidget(self.stack)
        self.chart: ScoreChart | None = None
        self.visibilityChanged.connect(self._visible)
        follow(model, self, self._changed)
        self.setMinimumSize(320, 220)

    def _visible(self, visible: bool) -> None:
        if visible:
            self.refresh()

    def _changed(self, _changes: Changes) -> None:
        self.refresh()

    def current_data(self) -> ChartData:
        c = self.model
        return chart_data(c.match, c.names if c.match is not None else None)

    def refresh(self) -> None:
        if not self.isVisible():
            return  # updated when shown: no import, no work while hidden
        if self.chart is None:
            self.chart = ScoreChart()
            self.stack.addWidget(self.chart)
            self.stack.setCurrentWidget(self.chart)
        self.chart.set_data(self.current_data())


# -- the History window's charts ---------------------------------------------------------------
class HistoryChart(QWidget):
    """A plain pyqtgraph plot (the History window's chart style), or a sentence in its
    place when there is nothing to draw."""

    def __init__(self, title: str, left: str, bottom: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pg = pg = pyqtgraph()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        self.plot = plot = minus_signs(pg.PlotWidget(title=title))
        plot.setMenuEnabled(False)
        plot.setLabel("left", left)
        if bottom:
            plot.setLabel("bottom", bottom)
        plot.showGrid(y=True, alpha=0.25)
        self.empty = QLabel()
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setAutoFillBackground(True)
        self.stack.addWidget(plot)
        self.stack.addWidget(self.empty)
        layout.addWidget(self.stack)

    def show_empty(self, text: str) -> None:
        """No data: the sentence instead of an empty plot."""
        self.empty.setText(text)
        self.stack.setCurrentWidget(self.empty)

    def show_plot(self) -> None:
        self.stack.setCurrentWidget(self.plot)

    @property
    def is_empty(self) -> bool:
        return self.stack.currentWidget() is self.empty


class Share(Protocol):
    """A win share as the chart shows it: storage's ``WinShare``, or one that also
    carries a ``variant_title`` for the labels."""

    @property
    def variant(self) -> str: ...
    @property
    def level(self) -> str: ...
    @property
    def wins(self) -> int: ...
    @property
    def games(self) -> int: ...
    @property
    def share(self) -> float: ...


class WinShareChart(HistoryChart):
    """Win share of the human side per variant and opponent level (bars, 0..100 %)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Your win share per opponent level"), tr("won (%)"), parent=parent)
        self.bars: list[tuple[str, float, int]] = []

    def set_shares(self, shares: Sequence[Share], level_title: Callable[[str], str]) -> None:
        pg = self.pg
        self.plot.clear()
        self.bars = []
        if not shares:
            self.show_empty(tr("No finished match against the computer to show yet: your win "
                               "share per level appears here once you have finished one."))
            return
        self.show_plot()
        ticks = []
        for i, s in enumerate(shares):
            variant = getattr(s, "variant_title", s.variant)
            label = f"{variant} · {level_title(s.level)}"  # drawn as plain text
            self.bars.append((label, 100.0 * s.share, s.games))
            ticks.append((i, label))
            text = pg.TextItem(f"{s.wins}/{s.games}", color="#333", anchor=(0.5, 1))
            text.setPos(i, 100.0 * s.share + 1)
            self.plot.addItem(text)
        games = values()  # a colour per game, in the order New Match lists them
        colours = [GAME_COLOURS[games.index(s.variant) % len(GAME_COLOURS)]
                   if s.variant in games else "#888" for s in shares]
        self.plot.addItem(pg.BarGraphItem(x=list(range(len(self.bars))),
                                          height=[b[1] for b in self.bars], width=0.6,
                                          brushes=colours))
        self.plot.setXRange(-0.6, len(self.bars) - 0.4, padding=0)
        self.plot.setYRange(0, 112, padding=0)
        self.plot.getAxis("bottom").setTicks([ticks])


class RoundPointsChart(HistoryChart):
    """Raw points each scorer made in each round of one match (grouped bars); the
    legend sits under the plot, never over the bars."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Points per round"), tr("raw points"), tr("round"), parent=parent)
        pg = self.pg
        item = self.plot.getPlotItem()
        self.legend = pg.LegendItem(labelTextSize="8pt", colCount=4)
        self.legend.setParentItem(None)
        item.layout.addItem(self.legend, 4, 1)  # the row under the bottom axis
        self.values: list[list[int]] = []

    def set_rounds(self, per_round: list[list[int]], labels: list[str], title: str = "",
                   raw: bool = True) -> None:
        """Grouped bars; a row shorter than ``labels`` counts 0 for the missing scorers
        and only numbers are drawn (a damaged entry never stops the chart).  ``labels``
        are data (escaped here); ``title`` is rich text: data in it is escaped by the
        caller, so that the Unicode isolates around it stay.  ``raw`` False: the match's
        game shows its scores in ones (Block, Draw), and the axis says points."""
        pg = self.pg
        self.plot.setLabel("left", tr("raw points") if raw else tr("points"))
        self.plot.clear()
        self.legend.clear()
        self.values = per_round
        if title:
            self.plot.setTitle(title)
        if not per_round:
            self.show_empty(tr("No rounds to show: the points of each round appear here for "
                               "the match chosen in the Matches tab."))
            return
        self.show_plot()
        n = len(labels)
        width = 0.8 / max(n, 1)
        for k, label in enumerate(labels):
            xs = [r + 1 - 0.4 + width * (k + 0.5) for r in range(len(per_round))]
            heights = [_number(row[k]) if k < len(row) else 0 for row in per_round]
            bars = pg.BarGraphItem(x=xs, height=heights, width=width * 0.9,
                                   brush=COLOURS[k % len(COLOURS)])
            self.plot.addItem(bars)
            self.legend.addItem(bars, escape(label))
        rounds = len(per_round)
        step = max(1, -(-rounds // 15))  # at most 15 round numbers under the bars
        self.plot.getAxis("bottom").setTicks(
            [[(r, str(r)) for r in range(1, rounds + 1) if r == 1 or r % step == 0]])
        self.plot.setXRange(0.4, rounds + 0.6, padding=0)


def _number(value) -> float:
    """A bar height: a number, else 0 (pyqtgraph would fail on anything else)."""
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
        and abs(value) < 1e12 else 0.0
