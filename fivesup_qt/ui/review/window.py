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

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QFont, QTextOption
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

from ...ai.judging import CHANCE
from ...ai.review import DEFAULT_DEALS, LABELS
from ...ai.review_text import counts_the_match
from ..windows.sizing import fit_to_screen
from ..words.review_words import (
    LABEL_COLOURS,
    accuracy_level_text,
    alone_figure,
    chance_loss_text,
    chance_text,
    decision_given_text,
    decision_label_text,
    fact_text,
    given_up_text,
    judged_label,
    label_name,
    measure_text,
    percent,
    points_figure,
    rich_words,
    thresholds_text,
    value_text,
)
from ..words.review_words import tr as review_tr
from ..words.richtext import escape, make_safe, words
from ..words.summary import move_label, plural
from ..words.voice import directed_html, fill
from .job import ReviewRunner
from .opening import open_on_record, open_on_table

if TYPE_CHECKING:
    from ...ai.review import Decision, Review, Summary
    from ...rules import Match
    from ...rules.positions import Positions
    from ...rules.record import Record
    from ..play.model import MatchModel
    from ..play.setup import MatchSetup
    from .chart import SwingChart

QUICK, DEEP = 100, 1000  # deals per decision of the other depths offered
SEED = 0  # the review's seed: the same review every time for a depth
DECISION = Qt.ItemDataRole.UserRole  # a tree item's decision index
# the decisions' columns: what a small screen must keep in view comes first
MOVE_COLUMN, LABEL_COLUMN, POINTS_COLUMN, CHANCE_COLUMN, PLAYED_COLUMN, BEST_COLUMN, \
    FACTS_COLUMN = range(7)
KEPT = (MOVE_COLUMN, LABEL_COLUMN, POINTS_COLUMN, CHANCE_COLUMN)  # always whole


class ReviewWindow(QWidget):
    """The review of one record; a seat and a depth chosen here start it again."""

    def __init__(self, record: Record, setup: MatchSetup, title: str = "",
                 parent: QWidget | None = None, *, seat: int | None = None,
                 deals: int = DEFAULT_DEALS, positions: Positions | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from ...rules.positions import Positions
        from ..play.model import MatchModel
        from ..table.view import TableView
        from .board import ReviewMarks

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
        self.tree.setHeaderLabels([self.tr("Move"), self.tr("Label"), self.tr("Points"),
                                   self.tr("Chance"), self.tr("Played"), self.tr("Best"),
                                   self.tr("Facts")])
        head = self.tree.headerItem()
        head.setToolTip(LABEL_COLUMN, rich_words(thresholds_text()))
        head.setToolTip(POINTS_COLUMN, self.tr("The expected raw points the move gave up, a "
                                               "match won or lost left out"))
        head.setToolTip(CHANCE_COLUMN, self.tr("The chance of winning the match the move gave "
                                               "up, in percentage points"))
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.header().setStretchLastSection(True)
        # as narrow as a column's contents: the style's least (about 95 px) would push the
        # losses out of a small screen's list
        self.tree.header().setMinimumSectionSize(self.fontMetrics().horizontalAdvance("0") * 3)
        self.tree.setMinimumWidth(200)
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.viewport().installEventFilter(self)  # the columns refit to a new width

        self.board = MatchModel(setup)  # the decision's position, shown on the table
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
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.body, 1)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.seat_box.currentIndexChanged.connect(self.start)
        self.depth_box.currentIndexChanged.connect(self.start)
        fit_to_screen(self, 1240, 860)
        self._share_out()
        self.start()

    def _share_out(self) -> None:
        """The parts' first sizes, from the window's: on a small screen the list takes
        nearly half the width (its move, label and losses stay whole) and the chart
        the least height it reads at; dragging a handle shares them out anew."""
        width, height = self.width(), self.height()
        self.upper.setSizes([520, 700] if width >= 1100 else [width * 46, width * 54])
        self.left.setSizes([330, 215] if height >= 800 else [180, 120])
        self.body.setSizes([600, 190] if height >= 800 else [height, 1])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)

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
        """'12 decisions · 7 best moves (58%) · −31.5 points; −4.2% of winning chance given
        up': what the decisions gave up added up, in the measures of the list's columns
        (the points with the match's result left out, as ``fivesup-qt review`` sums them)."""
        best = s.labels.get("best", 0)
        decisions = plural(self.tr("%n decision(s)", "", s.decisions), s.decisions)
        bests = plural(self.tr("%n best move(s)", "", best), best)
        if s.alone_given_up is None and s.chance_given_up is None:  # nothing to add up
            return fill(self.tr("{decisions} · {best} ({share})"), decisions=decisions,
                        best=bests, share=percent(s.best_share))
        return fill(self.tr("{decisions} · {best} ({share}) · {lost} given up"),
                    decisions=decisions, best=bests, share=percent(s.best_share),
                    lost=given_up_text(s.alone_given_up, s.chance_given_up))

    def summary_html(self, review: Review) -> str:
        whole = review.summary()
        counts = " · ".join(fill(self.tr("{label} {n}"), label=label_name(label),
                                 n=whole.labels.get(label, 0)) for label in LABELS)
        accuracy = accuracy_level_text(review.accuracy(), review.level())
        return "<br>".join([
            fill(self.tr("<b>{name}</b>: {summary}"), name=escape(self.name(review.seat)),
                 summary=self.summary_text(whole)),
            *([f"<b>{words(accuracy)}</b>"] if accuracy else []),
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
            texts = {
                MOVE_COLUMN: str(d.move_no),
                LABEL_COLUMN: judged_label(d.label, d.measure),
                POINTS_COLUMN: alone_figure(d),
                CHANCE_COLUMN: chance_loss_text(d.chance_loss),
                PLAYED_COLUMN: move_label(d.played),
                BEST_COLUMN: move_label(d.best) if d.best != d.played else "—",
                FACTS_COLUMN: "; ".join(fact_text(f, self.record.target) for f in d.facts),
            }
            for column, text in texts.items():
                item.setText(column, text)
            item.setForeground(LABEL_COLUMN, QBrush(QColor(LABEL_COLOURS.get(d.label, "#555"))))
            item.setFont(LABEL_COLUMN, bold)
            # the loss that labelled the decision, in bold; the label says why in its tip
            item.setFont(CHANCE_COLUMN if d.measure == CHANCE else POINTS_COLUMN, bold)
            why = measure_text(d.measure, d.chances is not None)
            item.setToolTip(LABEL_COLUMN, rich_words(  # and what its loss counted, if a match
                f"{decision_label_text(d)}\n{why}" if counts_the_match(d) else why))
            for column in (PLAYED_COLUMN, BEST_COLUMN, FACTS_COLUMN):  # whole where cut short
                if texts[column] not in ("—", ""):
                    item.setToolTip(column, rich_words(texts[column]))
            item.setData(0, DECISION, index)
        # a setup without a win-chance table (three players) has no chance to show
        self.tree.setColumnHidden(CHANCE_COLUMN,
                                  all(d.chance_loss is None for d in self.decisions))
        self._fit_columns()

    def _fit_columns(self) -> None:
        """The move, the label and the losses as wide as their contents, always (Arabic
        names are long, and fonts differ in width); the two moves share what they leave
        of the list's width, a cut move whole in its tooltip; the facts take the rest.
        Called again whenever the list's width changes (a small screen, a dragged
        handle)."""
        if self.tree.topLevelItemCount() == 0:
            return
        for column in KEPT:
            self.tree.resizeColumnToContents(column)
        others = sum(self.tree.columnWidth(c) for c in KEPT if not self.tree.isColumnHidden(c))
        least = self.tree.fontMetrics().horizontalAdvance("M") * 6
        cap = max(least, (self.tree.viewport().width() - others) // 2)
        for column in (PLAYED_COLUMN, BEST_COLUMN):
            self.tree.resizeColumnToContents(column)
            if self.tree.columnWidth(column) > cap:
                self.tree.setColumnWidth(column, cap)

    def decision_html(self, d: Decision) -> str:
        """The decision in words: what was played, its label and the measure it comes
        from, what it gave up (as ``fivesup-qt review`` says it: the winning chance where
        the match is at stake, else the points without the match's result), its facts, and
        every move's value in points (the match's result left out) and in chance."""
        name = escape(self.name(d.seat))
        head = fill(self.tr("Round {r}, move {m}: {name} played {move}"), r=d.round, m=d.move_no,
                    name=name, move=words(move_label(d.played)))
        verdict = fill(self.tr("{label}, {given}"), label=label_name(d.label),
                       given=decision_given_text(d))
        lines = [f"<b>{head}</b> — <b>{words(verdict)}</b>",
                 words(measure_text(d.measure, d.chances is not None))]
        if counts_the_match(d):  # the label's loss counted a match won or lost: said so
            lines.append(words(decision_label_text(d)))
        lines += [words(fact_text(f, self.record.target)) for f in d.facts]
        # the points without the match's result (the review's values count a match won
        # or lost as 1,000); none where its exact search ran out of room
        points = dict(d.alone) if d.alone is not None else None
        top = d.alone[0][1] if d.alone is not None else 0.0
        chances = dict(d.chances) if d.chances is not None else None
        order = d.chances if d.chances is not None and d.measure == CHANCE else d.values
        rows = []
        for move, _ in order:
            notes = []
            if move == d.best:
                notes.append(label_name("best"))
            if move == d.played:
                notes.append(self.tr("played"))
            # the notes under the move, not in a column of their own: the table fits a
            # narrow pane (800x600) with every figure whole
            noted = f"<br><small>{words(review_tr(', ').join(notes))}</small>" if notes else ""
            cells = [words(move_label(move)) + noted]
            if points is not None:
                cells += [f"&#x2066;{words(value_text(points[move]))}&#x2069;",
                          words(points_figure(top - points[move]))]
            if chances is not None and d.chances is not None:
                cells += [words(chance_text(chances[move])),
                          words(chance_loss_text(d.chances[0][1] - chances[move]))]
            rows.append("<tr>" + "".join(
                f"<td style='white-space:pre'{'' if k == 0 else ' align=right'}>{cell}</td>"
                for k, cell in enumerate(cells)) + "</tr>")
        heads = [self.tr("Move")]
        if points is not None:
            heads += [self.tr("Expected"), self.tr("Given up")]
        if chances is not None:
            heads += [self.tr("Win chance"), self.tr("Given up")]
        lines.append(  # only the headers wrap: the table, and the words with it, fit the pane
            "<table cellspacing=0 cellpadding=3 width='100%'><tr>" + "".join(
                f"<th{' align=left' if k == 0 else ''}>{escape(h)}</th>"
                for k, h in enumerate(heads)) + "</tr>" + "".join(rows) + "</table>")
        lines.append(self.tr("On the table: the dashed ring marks the best move, the bright "
                             "ring the move played; each point gives what its moves give up."))
        if d.exact:
            lines.append(self.tr("<small>The rest of the round was searched exactly: the hidden "
                                 "tiles could lie in one way only.</small>"))
        lines.append(f"<small>{words(thresholds_text())}</small>")
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
        load_position(self.board, self.position_of(d), self.setup, d)
        self.marks.show(d)
        self.alternatives.setHtml(self.decision_html(d))
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
