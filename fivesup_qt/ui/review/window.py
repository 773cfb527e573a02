"""The post-game review window: every decision of one seat judged as Expert judges a
move, with a summary per round and for the match, a chart of the expected swing move
by move, and each decision's position on a table with its alternatives.

Opened with "Review" from the round-end card, the match-end card, Match History and
the replay viewer (``open_review``).  The review itself (``ai/review.py``) runs off the
GUI thread (``review_job.ReviewRunner``) with a progress bar and Cancel; it reads
only what the seat could see at each decision, and gives the same result for the same
seat, depth and seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import DEFAULT_DEALS, LABELS
from ..words.review_words import (
    LABEL_COLOURS,
    fact_text,
    label_name,
    loss_text,
    percent,
    rich_words,
    thresholds_text,
    value_text,
)
from ..words.review_words import tr as review_tr
from ..words.richtext import escape, make_safe, words
from ..words.summary import move_label, plural
from ..words.voice import directed_html, fill
from .job import ReviewRunner

if TYPE_CHECKING:
    from ...ai.review import Decision, Review, Summary
    from ...rules.record import Record
    from ..play.controller import GameController
    from ..play.setup import MatchSetup
    from .chart import SwingChart

QUICK, DEEP = 100, 1000  # deals per decision of the other depths offered
SEED = 0  # the review's seed: the same review every time for a depth
DECISION = Qt.ItemDataRole.UserRole  # a tree item's decision index


class ReviewWindow(QWidget):
    """The review of one record; a seat and a depth chosen here start it again."""

    def __init__(self, record: Record, setup: MatchSetup, title: str = "",
                 parent: QWidget | None = None, *, seat: int | None = None,
                 deals: int = DEFAULT_DEALS) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from ..play.controller import GameController
        from ..table.view import TableView
        from .board import ReviewMarks

        self.record = record
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

        top = QHBoxLayout()
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(self.tr("Player reviewed"))
        for i, s in enumerate(setup.seats[: record.players]):
            self.seat_box.addItem(s.name, i)
        humans = setup.humans
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

        self.summary = QLabel()
        self.summary.setObjectName("ReviewSummary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)

        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Decisions"))
        self.tree.setHeaderLabels([self.tr("Move"), self.tr("Played"), self.tr("Best"),
                                   self.tr("Given up"), self.tr("Label"), self.tr("Facts")])
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.currentItemChanged.connect(self._current_changed)

        self.board = GameController(self, fast=True)
        self.view = TableView(self.board)
        self.view.setAccessibleName(self.tr("Position of the decision"))
        self.view.setMinimumSize(420, 320)
        self.marks = ReviewMarks(self.view)
        self.view.hide()  # until a decision is shown on it
        self.alternatives = QTextBrowser()
        self.alternatives.setAccessibleName(self.tr("Moves of the decision"))
        self.alternatives.setOpenLinks(False)
        make_safe(self.alternatives)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.view)
        right.addWidget(self.alternatives)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 1)
        right.setSizes([420, 180])
        upper = QSplitter(Qt.Orientation.Horizontal)
        upper.addWidget(self.tree)
        upper.addWidget(right)
        upper.setStretchFactor(0, 2)
        upper.setStretchFactor(1, 3)
        upper.setSizes([520, 700])
        self.chart_box = QStackedWidget()  # the chart comes with the first result
        self.chart_box.setMinimumHeight(170)
        self.chart_note = QLabel(self.tr("The chart of the expected swing appears when the "
                                         "review is done."))
        self.chart_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart_box.addWidget(self.chart_note)
        self.chart: SwingChart | None = None
        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(upper)
        body.addWidget(self.chart_box)
        body.setStretchFactor(0, 4)
        body.setStretchFactor(1, 1)
        body.setSizes([600, 190])
        self.thresholds = QLabel(thresholds_text())
        self.thresholds.setWordWrap(True)
        small = QFont(self.thresholds.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.thresholds.setFont(small)
        self.thresholds.setTextFormat(Qt.TextFormat.PlainText)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(body, 1)
        layout.addWidget(self.thresholds)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.seat_box.currentIndexChanged.connect(self.start)
        self.depth_box.currentIndexChanged.connect(self.start)
        self.resize(1240, 860)
        self.start()

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
        self._say(self.summary_html(review))
        self._fill_tree(review)
        self._show_chart()
        first = self.tree.topLevelItem(0)
        child = first.child(0) if first is not None else None
        if child is not None:
            self.tree.setCurrentItem(child)

    # -- texts ------------------------------------------------------------------------
    def summary_text(self, s: Summary) -> str:
        """'12 decisions · 7 best moves (58%) · −31.5 points given up'."""
        best = s.labels.get("best", 0)
        return fill(self.tr("{decisions} · {best} ({share}) · {lost} given up"),
                    decisions=plural(self.tr("%n decision(s)", "", s.decisions), s.decisions),
                    best=plural(self.tr("%n best move(s)", "", best), best),
                    share=percent(s.best_share), lost=loss_text(s.given_up))

    def summary_html(self, review: Review) -> str:
        whole = review.summary()
        counts = " · ".join(fill(self.tr("{label} {n}"), label=label_name(label),
                                 n=whole.labels.get(label, 0)) for label in LABELS)
        return "<br>".join([
            fill(self.tr("<b>{name}</b>: {summary}"), name=escape(self.name(review.seat)),
                 summary=self.summary_text(whole)),
            counts,
            fill(self.tr("<small>Each decision judged as Expert judges a move, from what {name} "
                    "could see then, over {deals} deals of the hidden tiles (seed {seed}): the "
                    "same review every time.</small>"), name=escape(self.name(review.seat)),
                 deals=review.deals, seed=review.seed),
        ])

    def _fill_tree(self, review: Review) -> None:
        self.tree.clear()
        rounds = review.rounds()
        items: dict[int, QTreeWidgetItem] = {}
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for index, d in enumerate(self.decisions):
            parent = items.get(d.round)
            if parent is None:
                parent = items[d.round] = QTreeWidgetItem(self.tree)
                parent.setText(0, fill(self.tr("Round {n}: {summary}"), n=d.round,
                                       summary=self.summary_text(rounds[d.round])))
                parent.setFirstColumnSpanned(True)
                parent.setFont(0, bold)
                parent.setExpanded(True)
            item = QTreeWidgetItem(parent)
            texts = [fill(self.tr("move {n}"), n=d.move_no), move_label(d.played),
                     move_label(d.best) if d.best != d.played else "—",
                     loss_text(d.loss), label_name(d.label),
                     "; ".join(fact_text(f) for f in d.facts)]
            for column, text in enumerate(texts):
                item.setText(column, text)
            item.setForeground(4, QBrush(QColor(LABEL_COLOURS.get(d.label, "#555"))))
            item.setFont(4, bold)
            for column in (1, 2, 5):  # the whole text where the column cuts it short
                if texts[column] != "—" and texts[column]:
                    item.setToolTip(column, rich_words(texts[column]))
            item.setData(0, DECISION, index)
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Columns as wide as their contents, but the two moves' share what the move
        number, the loss and the label leave of the list's width (Arabic names of the
        points are long, and fonts differ in width): the loss and the label stay in
        view; a cut move shows whole in its tooltip."""
        header = self.tree.header()
        for column in (0, 3, 4):
            self.tree.resizeColumnToContents(column)
        others = sum(self.tree.columnWidth(column) for column in (0, 3, 4))
        least = self.tree.fontMetrics().horizontalAdvance("M") * 6
        cap = max(least, (self.tree.viewport().width() - others) // 2)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.tree.resizeColumnToContents(column)
            if self.tree.columnWidth(column) > cap:
                self.tree.setColumnWidth(column, cap)

    def decision_html(self, d: Decision) -> str:
        """The decision in words: what was played, its label and facts, every move's value."""
        name = escape(self.name(d.seat))
        head = fill(self.tr("Round {r}, move {m}: {name} played {move}"), r=d.round, m=d.move_no,
                    name=name, move=words(move_label(d.played)))
        verdict = fill(self.tr("{label}, {loss}"), label=label_name(d.label), loss=loss_text(d.loss))
        lines = [f"<b>{head}</b> — <b>{verdict}</b>"]
        lines += [words(fact_text(f)) for f in d.facts]
        best = d.values[0][1]
        rows = []
        for move, value in d.values:
            notes = []
            if move == d.best:
                notes.append(label_name("best"))
            if move == d.played:
                notes.append(self.tr("played"))
            rows.append(
                f"<tr><td>{words(move_label(move))}</td>"
                f"<td align=right>&#x2066;{words(value_text(value))}&#x2069;</td>"
                f"<td align=right>{words(loss_text(best - value))}</td>"
                f"<td>{words(review_tr(', ').join(notes))}</td></tr>")
        heads = (self.tr("Move"), self.tr("Expected"), self.tr("Given up"))
        lines.append(
            "<table cellspacing=6><tr><th align=left>{}</th><th>{}</th><th>{}</th><th></th>"
            "</tr>".format(*heads) + "".join(rows) + "</table>")
        lines.append(self.tr("On the table: the dashed ring marks the best move, the bright "
                             "ring the move played; each point gives what its moves give up."))
        if d.exact:
            lines.append(self.tr("<small>The rest of the round was searched exactly: the hidden "
                                 "tiles could lie in one way only.</small>"))
        return "<br>".join(lines)

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
        for r in range(self.tree.topLevelItemCount()):
            parent = self.tree.topLevelItem(r)
            for k in range(parent.childCount() if parent is not None else 0):
                child = parent.child(k) if parent is not None else None
                if child is not None and child.data(0, DECISION) == index:
                    return child
        return None

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
        load_position(self.board, self.record, self.setup, d)
        self.marks.show(d)
        self.alternatives.setHtml(self.decision_html(d))
        if self.chart is not None:
            self.chart.mark(index)
        item = self.item_of(index)
        if item is not None and self.tree.currentItem() is not item:
            self.tree.setCurrentItem(item)

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
        self.board.shutdown()
        super().closeEvent(event)


def open_review(parent: QWidget, record: Record, setup: MatchSetup, title: str = "",
                seat: int | None = None) -> ReviewWindow:
    """A review window for ``record`` (its seats named by ``setup``), shown at once."""
    window = ReviewWindow(record, setup, title, parent, seat=seat)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def review_match(parent: QWidget, controller: GameController) -> ReviewWindow | None:
    """The review of the match on ``controller``'s table (its rounds so far)."""
    from ...rules.record import load_record, record_of

    match = controller.match
    if match is None or not match.rounds:
        return None
    record = load_record(record_of(match))
    return open_review(parent, record, controller.setup,
                       QCoreApplication.translate("ReviewWindow", "this match"))
