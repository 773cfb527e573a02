"""The post-game review window: every decision of one seat judged as Expert judges a
move, with a summary per round and for the match, a chart of the expected swing move
by move, and each decision's position on a table with its alternatives.

Opened with "Review" from the round-end card, the match-end card, Match History and
the replay viewer (``open_review``).  The review itself (``ai/review.py``) runs off the
GUI thread (``review_job.ReviewRunner``) with a progress bar and Cancel; it reads
only what the seat could see at each decision, and gives the same result for the same
seat, depth and seed.

The window is made of rooms, each a module of its own: the ledger of decisions
(``ledger``), the verdicts in words (``verdicts``), the position on the table with its
alternatives (``board``) and the swing chart (``chart``); this module seats them and
runs the review.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent, QTextOption
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import DEFAULT_DEALS
from ...rules.positions import Positions
from ..windows.sizing import fit_to_screen
from ..words.richtext import escape, make_safe
from ..words.voice import directed_html, fill
from .job import ReviewRunner
from .ledger import (  # the columns, as the tests and the chart name them
    BEST_COLUMN,
    CHANCE_COLUMN,
    DECISION,
    FACTS_COLUMN,
    KEPT,
    LABEL_COLUMN,
    MOVE_COLUMN,
    PLAYED_COLUMN,
    POINTS_COLUMN,
    Ledger,
)
from .opening import open_on_record, open_on_table
from .verdicts import decision_html, summary_html

if TYPE_CHECKING:
    from ...ai.review import Decision, Review
    from ...rules import Match
    from ...rules.positions import Positions
    from ...rules.record import Record
    from ..play.model import MatchModel
    from ..play.setup import MatchSetup
    from .chart import SwingChart

__all__ = ["BEST_COLUMN", "CHANCE_COLUMN", "DECISION", "FACTS_COLUMN", "KEPT", "LABEL_COLUMN",
           "MOVE_COLUMN", "PLAYED_COLUMN", "POINTS_COLUMN", "ReviewWindow", "open_review",
           "review_match"]

QUICK, DEEP = 100, 1000  # deals per decision of the other depths offered
SEED = 0  # the review's seed: the same review every time for a depth


class ReviewWindow(QWidget):
    """The review of one record; a seat and a depth chosen here start it again."""

    def __init__(self, record: Record, setup: MatchSetup, title: str = "",
                 parent: QWidget | None = None, *, seat: int | None = None,
                 deals: int = DEFAULT_DEALS, positions: Positions | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.record = record
        # every decision's position, from the record read once (by the opener)
        self.positions = positions if positions is not None else Positions.of_record(record)
        self.setup = setup
        self.review: Review | None = None
        self.decisions: list[Decision] = []
        self.shown: int | None = None  # the decision on the table
        self.setWindowTitle(fill(self.tr("Review: {title}"), title=title) if title
                            else self.tr("Review"))
        self.runner = ReviewRunner(self)
        self.runner.progressed.connect(self._progressed)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)

        top = self._seat_bar(seat, deals)
        self.summary = QLabel()
        self.summary.setObjectName("ReviewSummary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        self.tree = Ledger(self.fontMetrics().horizontalAdvance("0"))
        self.tree.currentItemChanged.connect(self._current_changed)
        self._position_room()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self._rooms(), 1)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.seat_box.currentIndexChanged.connect(self.start)
        self.depth_box.currentIndexChanged.connect(self.start)
        fit_to_screen(self, 1240, 860)
        self._share_out()
        self.start()

    def _seat_bar(self, seat: int | None, deals: int) -> QHBoxLayout:
        """The line over the review: whose decisions, how deep, Review, the progress and
        Cancel."""
        top = QHBoxLayout()
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(self.tr("Player reviewed"))
        for i, s in enumerate(self.setup.seats[: self.record.players]):
            self.seat_box.addItem(s.name, i)
        humans = self.setup.humans
        chosen = seat if seat is not None else (humans[0] if humans else 0)
        self.seat_box.setCurrentIndex(max(0, self.seat_box.findData(chosen)))
        self.depth_box = QComboBox()
        self.depth_box.setAccessibleName(self.tr("Depth"))
        self.depth_box.setToolTip(self.tr("How many deals of the hidden tiles each decision is "
                                      "judged on: deeper is surer and slower"))
        for n, text in ((QUICK, self.tr("Quick")), (DEFAULT_DEALS, self.tr("Normal")),
                        (DEEP, self.tr("Deep"))):
            self.depth_box.addItem(fill(self.tr("{depth} ({n} deals)"), depth=text, n=n), n)
        if self.depth_box.findData(deals) < 0:
            self.depth_box.addItem(fill(self.tr("{n} deals"), n=deals), deals)
        self.depth_box.setCurrentIndex(self.depth_box.findData(deals))
        self.start_button = QPushButton(self.tr("Review"))
        self.start_button.setToolTip(self.tr("Judge every decision of the chosen player"))
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Progress of the review"))
        self.progress.setFormat(self.tr("%v of %m decisions"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        top.addWidget(QLabel(self.tr("Player:")))
        top.addWidget(self.seat_box)
        top.addWidget(QLabel(self.tr("Depth:")))
        top.addWidget(self.depth_box)
        top.addWidget(self.start_button)
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        return top

    def _position_room(self) -> None:
        """The decision's position on the game's own table, and its words beside the list."""
        from ..play.model import MatchModel
        from ..table.view import TableView
        from .board import ReviewMarks

        self.board = MatchModel(self.setup)  # the decision's position, shown on the table
        self.view = TableView(self.board)
        self.view.setAccessibleName(self.tr("Position of the decision"))
        self.view.setMinimumSize(240, 200)
        self.marks = ReviewMarks(self.view)
        self.view.hide()  # until a decision is shown on it
        self.alternatives = QTextBrowser()
        self.alternatives.setAccessibleName(self.tr("Moves of the decision"))
        self.alternatives.setOpenLinks(False)
        self.alternatives.setMinimumHeight(80)
        # Lines break between words only: a narrow pane never splits a move or a number.
        self.alternatives.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        make_safe(self.alternatives)

    def _rooms(self) -> QSplitter:
        """The list over the decision's words, the table beside them, the chart under all."""
        self.left = QSplitter(Qt.Orientation.Vertical)  # the list over the decision's words
        self.left.addWidget(self.tree)
        self.left.addWidget(self.alternatives)
        self.left.setStretchFactor(0, 3)
        self.left.setStretchFactor(1, 2)
        self.upper = QSplitter(Qt.Orientation.Horizontal)  # beside them, its position
        self.upper.addWidget(self.left)
        self.upper.addWidget(self.view)
        self.upper.setStretchFactor(0, 2)
        self.upper.setStretchFactor(1, 3)
        self.chart_box = QStackedWidget()  # the chart comes with the first result
        self.chart_box.setMinimumHeight(125)
        self.chart_note = QLabel(self.tr("The chart of the expected swing appears when the "
                                         "review is done."))
        self.chart_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart_note.setWordWrap(True)
        self.chart_box.addWidget(self.chart_note)
        self.chart: SwingChart | None = None
        self.body = QSplitter(Qt.Orientation.Vertical)
        self.body.addWidget(self.upper)
        self.body.addWidget(self.chart_box)
        self.body.setStretchFactor(0, 4)
        self.body.setStretchFactor(1, 1)
        for splitter in (self.left, self.upper, self.body):
            splitter.setChildrenCollapsible(False)  # a dragged handle never hides a part
        return self.body

    def _share_out(self) -> None:
        """The parts' first sizes, from the window's: on a small screen the list takes
        nearly half the width (its move, label and losses stay whole) and the chart
        the least height it reads at; dragging a handle shares them out anew."""
        width, height = self.width(), self.height()
        self.upper.setSizes([520, 700] if width >= 1100 else [width * 46, width * 54])
        self.left.setSizes([330, 215] if height >= 800 else [180, 120])
        self.body.setSizes([600, 190] if height >= 800 else [height, 1])

    # -- running ----------------------------------------------------------------------
    @property
    def reviewed(self) -> int:
        return int(self.seat_box.currentData())

    @property
    def deals(self) -> int:
        return int(self.depth_box.currentData())

    def name(self, seat: int) -> str:
        seats = self.setup.seats
        return seats[seat].name if 0 <= seat < len(seats) else str(seat + 1)

    def start(self) -> None:
        """Review the chosen seat at the chosen depth (a running review is dropped)."""
        self.review = None
        self.decisions = []
        self.shown = None
        self.tree.clear()
        self.alternatives.clear()
        self.marks.clear()
        self.view.hide()
        if self.chart is not None:
            self.chart.set_decisions([])
        self.progress.setRange(0, 0)  # busy until the first decision is judged
        self.progress.setValue(0)
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self._say(fill(self.tr("Reviewing the decisions of {name}…"), name=escape(self.name(self.reviewed))))
        self.runner.start(self.record, self.reviewed, self.deals, SEED)

    def cancel(self) -> None:
        """Stop the review (Cancel): nothing of it is shown."""
        if not self.runner.running:
            return
        self.runner.cancel()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self._say(self.tr("The review was cancelled."))

    def _say(self, html: str) -> None:
        self.summary.setText(directed_html(html))  # a name at its head never turns the line
        from ..table.overlays import plain_text

        self.summary.setAccessibleDescription(plain_text(html))

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _failed(self) -> None:
        self.progress.setRange(0, 1)
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self._say(self.tr("The review could not be made for this record."))

    def _finished(self, review: Review) -> None:
        self.review = review
        self.decisions = list(review.decisions)
        total = max(len(self.decisions), 1)
        self.progress.setRange(0, total)
        self.progress.setValue(total if self.decisions else 0)
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        name = escape(self.name(review.seat))
        if not self.decisions:
            self._say(fill(self.tr("{name} never had a choice of moves: nothing to review."), name=name))
            return
        self._say(summary_html(review, self.name(review.seat)))
        self.tree.fill(self.decisions, review.rounds(), self.record.target)
        self._show_chart()
        first = self.tree.topLevelItem(0)
        child = first.child(0) if first is not None else None
        if child is not None:
            self.tree.setCurrentItem(child)

    # -- showing a decision -----------------------------------------------------------------
    def _current_changed(self, item: QTreeWidgetItem | None, _old: object = None) -> None:
        if item is None:
            return
        index = item.data(0, DECISION)
        if index is None:  # a round's line: its first decision
            child = item.child(0)
            if child is not None:
                self.tree.setCurrentItem(child)
            return
        self.show_decision(int(index))

    def item_of(self, index: int) -> QTreeWidgetItem | None:
        return self.tree.item_of(index)

    def show_decision(self, index: int) -> None:
        """The decision's position on the table with its alternatives, its words and its
        place on the chart."""
        from .board import load_position

        if not 0 <= index < len(self.decisions):
            return
        d = self.decisions[index]
        self.shown = index
        self.marks.clear()  # before the table changes under them
        self.view.show()
        load_position(self.board, self.position_of(d), self.setup, d)
        self.marks.show(d)
        self.alternatives.setHtml(decision_html(d, self.name(d.seat), self.record.target))
        if self.chart is not None:
            self.chart.mark(index)
        item = self.item_of(index)
        if item is not None and self.tree.currentItem() is not item:
            self.tree.setCurrentItem(item)

    def position_of(self, decision: Decision) -> Match:
        """The match just before ``decision``'s placement, from the engine."""
        return self.positions.before(decision.round, decision.move_no)

    def _show_chart(self) -> None:
        if self.chart is None:
            from .chart import SwingChart

            self.chart = SwingChart()
            self.chart.picked.connect(self.show_decision)
            self.chart_box.addWidget(self.chart)
        self.chart_box.setCurrentWidget(self.chart)
        self.chart.set_decisions(self.decisions)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.wait()
        super().closeEvent(event)


def open_review(parent: QWidget, record: Record, setup: MatchSetup, title: str = "",
                seat: int | None = None, replayed: Match | None = None,
                ) -> ReviewWindow | None:
    """A review window for ``record`` (its seats named by ``setup``), shown at once
    (``replayed``: the match a reader replayed it into, not replayed again); None when
    the record does not replay by the rules (``opening.open_on_record`` says so)."""
    return open_on_record(parent, ReviewWindow, record, setup, title, seat=seat,
                          replayed=replayed)


def review_match(parent: QWidget, model: MatchModel) -> ReviewWindow | None:
    """The review of the match on the table (its rounds so far); None when
    it has none to review (``opening.open_on_table``)."""
    return open_on_table(parent, ReviewWindow, model,
                         QCoreApplication.translate("ReviewWindow", "this match"))
