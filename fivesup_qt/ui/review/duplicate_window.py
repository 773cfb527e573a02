"""The Duplicate window: a match's deals played again by Expert in one seat, compared
round by round (``ai/duplicate.py`` says why that takes the luck of the deal out).

Opened with "Play it in duplicate" from the match-end card and from Match History
(``open_duplicate``).  The replay runs off the GUI thread in the worker process
(``job.DuplicateRunner``, ``jobs.duplicate_job``) with a progress bar and Cancel; then
the window shows what is compared in a sentence, a row a round (played, Expert's,
the difference and its running total), the totals in words and a chart of the running
difference.  Every text is plain: names are data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...written import signed
from ..play.setup import level_title
from ..plots import pyqtgraph, still_plot
from ..windows.sizing import fit_to_screen
from ..words.summary import listed
from ..words.voice import MINUS, Cast, cast_of, fill, isolate
from .job import DuplicateRunner
from .opening import open_on_record, open_on_table

if TYPE_CHECKING:
    from ...ai.duplicate import Duplicate
    from ...rules import Match
    from ...rules.positions import Positions
    from ...rules.record import Record
    from ..play.model import MatchModel
    from ..play.setup import MatchSetup

LEVEL = "expert"  # who is put in the seat: the game's Expert
SEED = 0  # the replay's seed: the same deals, the same generator for each round
POSITIVE, NEGATIVE = "#2e7d32", "#c62828"  # the chart's points above and below zero


class DuplicateChart(QWidget):
    """The running difference after each round: a line with a point a round, over a
    line at zero (above it, the seat as played did better than Expert)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg = self.pg = pyqtgraph()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plot = still_plot(pg, self.tr("running difference"), self.tr("round"),
                               self.tr("Running difference, round by round"))
        layout.addWidget(self.plot)
        self.running: list[int] = []
        self.points: Any = None  # the ScatterPlotItem: a point a round

    def set_running(self, running: list[int]) -> None:
        pg = self.pg
        self.running = list(running)
        self.plot.clear()
        n = len(running)
        self.plot.addItem(pg.InfiniteLine(pos=0, angle=0, movable=False,
                                          pen=pg.mkPen("#777", width=1)))
        xs = list(range(1, n + 1))
        if n:
            self.plot.plot(xs, running, pen=pg.mkPen("#1c3f8a", width=2))
            self.points = pg.ScatterPlotItem(
                x=xs, y=running, size=8, pen=pg.mkPen("w", width=1),
                brush=[pg.mkBrush(POSITIVE if v > 0 else NEGATIVE if v < 0 else "#555")
                       for v in running])
            self.plot.addItem(self.points)
        step = max(1, -(-n // 15))  # at most 15 round numbers under the line
        self.plot.getAxis("bottom").setTicks(
            [[(r, str(r)) for r in xs if (r - 1) % step == 0]])
        low, high = min([0, *running]), max([0, *running])
        pad = max(5, (high - low) * 0.12)
        self.plot.setYRange(low - pad, high + pad, padding=0)
        self.plot.setXRange(0.5, max(n, 2) + 0.5, padding=0)


class DuplicateWindow(QWidget):
    """One seat of one record compared with ``level`` in its place, round by round."""

    def __init__(self, record: Record, setup: MatchSetup, title: str = "",
                 parent: QWidget | None = None, *, seat: int | None = None,
                 level: str | None = None, positions: Positions | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.record = record
        self.positions = positions  # what the opener read of the record, when it did
        self.setup = setup
        humans = setup.humans
        self.seat = seat if seat is not None else (humans[0] if humans else 0)
        self.level = level or LEVEL
        self.result: Duplicate | None = None
        names = [s.name for s in setup.seats[: record.players]]
        names += [str(i + 1) for i in range(len(names), record.players)]
        self.cast: Cast = cast_of(names, humans)
        self.setWindowTitle(fill(self.tr("Duplicate: {title}"), title=title) if title
                            else self.tr("Duplicate"))
        self.runner = DuplicateRunner(self)
        self.runner.progressed.connect(self._progressed)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)

        self.about = self._label()
        self.about.setText(self.about_text())
        top = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Progress of the replay"))
        self.progress.setFormat(self.tr("%v of %m rounds"))
        self.start_button = QPushButton(self.tr("Start again"))
        self.start_button.setToolTip(self.tr("Replay every finished round again"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        top.addWidget(self.progress, 1)
        top.addWidget(self.start_button)
        top.addWidget(self.cancel_button)

        self.table = QTableWidget(0, 5)
        self.table.setAccessibleName(self.tr("Rounds compared"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Round"), self.tr("Played"), level_title(self.level),
            self.tr("Difference"), self.tr("Running difference")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows walk its cells
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)

        self.total = self._label()
        bold = QFont(self.total.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.total.setFont(bold)
        self.note = self._label()

        self.chart: DuplicateChart | None = None  # made with the first result
        self.chart_box = QStackedWidget()
        self.chart_box.setMinimumHeight(180)
        self.chart_note = QLabel(self.tr("The chart of the running difference appears when "
                                         "every round is played again."))
        self.chart_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart_note.setWordWrap(True)
        self.chart_box.addWidget(self.chart_note)
        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(self.table)
        body.addWidget(self.chart_box)
        body.setStretchFactor(0, 1)
        body.setStretchFactor(1, 1)
        body.setSizes([300, 260])

        layout = QVBoxLayout(self)
        layout.addWidget(self.about)
        layout.addLayout(top)
        layout.addWidget(self.total)
        layout.addWidget(body, 1)
        layout.addWidget(self.note)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        fit_to_screen(self, 760, 720)
        self.start()

    @staticmethod
    def _label() -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are data: shown as they are
        label.setWordWrap(True)
        return label

    # -- texts ------------------------------------------------------------------------
    @property
    def level_name(self) -> str:
        return level_title(self.level)

    def about_text(self) -> str:
        """'Ann's play against Expert in Ann's seat: the same deals, from the same scores'."""
        return self.cast.by_person(
            self.seat,
            self.tr("Your play against {level} in your seat: the same deals, from the "
                    "same scores."),
            self.tr("{name}'s play against {level} in {name}'s seat: the same deals, from "
                    "the same scores."),
            level=self.level_name)

    def total_text(self, result: Duplicate) -> str:
        """'You scored 140, Expert in your seat 115: +25'."""
        if not result.rounds:
            return self.tr("No finished round to compare.")
        return self.cast.by_person(
            self.seat,
            self.tr("You scored {played}, {level} in your seat {replay}: {difference}"),
            self.tr("{name} scored {played}, {level} in {name}'s seat {replay}: {difference}"),
            played=result.original, replay=result.replay, level=self.level_name,
            difference=signed(result.difference, MINUS))

    def note_text(self, result: Duplicate) -> str:
        lines = [self.tr("Raw points of each round, played from its deal and the scores it "
                         "started from; a positive difference is the seat as played doing "
                         "better.")]
        if self.record.players == 4:
            lines.append(self.tr("With four players the points are the team's: the seat's "
                                 "and its partner's."))
        if result.unfinished:
            lines.append(fill(self.tr("Not finished, not compared: round {rounds}."),
                              rounds=listed(str(n) for n in result.unfinished)))
        return "\n".join(lines)

    # -- running ----------------------------------------------------------------------
    def start(self) -> None:
        """Replay every finished round (a running replay is dropped)."""
        self.result = None
        self.table.setRowCount(0)
        self.total.setText(fill(self.tr("{level} is playing the deals again…"),
                                level=self.level_name))
        self.note.clear()
        self.chart_box.setCurrentWidget(self.chart_note)
        self.progress.setRange(0, 0)  # busy until the first round is replayed
        self.progress.setValue(0)
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        levels: list[str | None] = [None if s.human else s.level
                                    for s in self.setup.seats[: self.record.players]]
        levels += [None] * (self.record.players - len(levels))
        self.runner.start_duplicate(self.record, self.seat, self.level, levels, SEED)

    def cancel(self) -> None:
        """Stop the replay (Cancel): nothing of it is shown."""
        if not self.runner.running:
            return
        self.runner.cancel()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.total.setText(self.tr("The replay was cancelled."))

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _failed(self) -> None:
        self.progress.setRange(0, 1)
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.total.setText(self.tr("The deals of this record could not be played again."))

    def _finished(self, result: Duplicate) -> None:
        self.result = result
        total = max(len(result.rounds), 1)
        self.progress.setRange(0, total)
        self.progress.setValue(len(result.rounds))
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.total.setText(self.total_text(result))
        self.note.setText(self.note_text(result))
        self._fill_table(result)
        self._show_chart(result)

    def _fill_table(self, result: Duplicate) -> None:
        running = result.running()
        self.table.setRowCount(len(result.rounds))
        for row, (r, so_far) in enumerate(zip(result.rounds, running)):
            values = [r.round, r.original, r.replay, signed(r.difference, MINUS),
                      signed(so_far, MINUS)]
            for column, value in enumerate(values):
                item = QTableWidgetItem(isolate(value))  # plain; '−35' read left to right
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)

    def _show_chart(self, result: Duplicate) -> None:
        if self.chart is None:
            self.chart = DuplicateChart()
            self.chart_box.addWidget(self.chart)
        self.chart_box.setCurrentWidget(self.chart)
        self.chart.set_running(result.running())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.wait()
        super().closeEvent(event)


def open_duplicate(parent: QWidget, record: Record, setup: MatchSetup, title: str = "",
                   seat: int | None = None, replayed: Match | None = None,
                   ) -> DuplicateWindow | None:
    """A duplicate window for ``record`` (its seats named by ``setup``), shown at once
    (``replayed``: the match a reader replayed it into, not replayed again); None when
    the record does not replay by the rules (``opening.open_on_record`` says so)."""
    return open_on_record(parent, DuplicateWindow, record, setup, title, seat=seat,
                          replayed=replayed)


def duplicate_match(parent: QWidget, model: MatchModel) -> DuplicateWindow | None:
    """The duplicate of the match on the table (its finished rounds); None
    when it has none to compare (``opening.open_on_table``)."""
    return open_on_table(parent, DuplicateWindow, model,
                         QCoreApplication.translate("DuplicateWindow", "this match"))
