"""The review's ledger: every decision of the reviewed seat, a line each under its
round's line, with its label, what it gave up in points and in chance, the moves played
and best and its facts (``window.ReviewWindow`` shows it beside the table).

Its words are the review window's (``verdicts.tr``): translated as they were when the
window made the list itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem

from ...ai.judging import CHANCE
from ...ai.review_text import counts_the_match
from ..words.review_words import (
    LABEL_COLOURS,
    alone_figure,
    chance_loss_text,
    decision_label_text,
    fact_text,
    judged_label,
    measure_text,
    rich_words,
    thresholds_text,
)
from ..words.summary import clauses, move_label
from .verdicts import round_line, tr

if TYPE_CHECKING:
    from ...ai.review import Decision, Summary

DECISION = Qt.ItemDataRole.UserRole  # a line's decision index
# the decisions' columns: what a small screen must keep in view comes first
MOVE_COLUMN, LABEL_COLUMN, POINTS_COLUMN, CHANCE_COLUMN, PLAYED_COLUMN, BEST_COLUMN, \
    FACTS_COLUMN = range(7)
KEPT = (MOVE_COLUMN, LABEL_COLUMN, POINTS_COLUMN, CHANCE_COLUMN)  # always whole


class Ledger(QTreeWidget):
    """The decisions, round by round; its columns refit to every new width."""

    def __init__(self, digit_width: int) -> None:
        super().__init__()
        self.setAccessibleName(tr("Decisions"))
        self.setHeaderLabels([tr("Move"), tr("Label"), tr("Points"), tr("Chance"),
                              tr("Played"), tr("Best"), tr("Facts")])
        head = self.headerItem()
        head.setToolTip(LABEL_COLUMN, rich_words(thresholds_text()))
        head.setToolTip(POINTS_COLUMN, tr("The expected raw points the move gave up, a "
                                          "match won or lost left out"))
        head.setToolTip(CHANCE_COLUMN, tr("The chance of winning the match the move gave "
                                          "up, in percentage points"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setUniformRowHeights(True)
        self.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.header().setStretchLastSection(True)
        # as narrow as a column's contents: the style's least (about 95 px) would push the
        # losses out of a small screen's list
        self.header().setMinimumSectionSize(digit_width * 3)
        self.setMinimumWidth(200)
        self.viewport().installEventFilter(self)  # the columns refit to a new width

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def fill(self, decisions: list[Decision], rounds: dict[int, Summary], target: int) -> None:
        """A line each decision (its index in ``decisions`` kept), under its round's."""
        self.clear()
        items: dict[int, QTreeWidgetItem] = {}
        bold = QFont(self.font())
        bold.setBold(True)
        for index, d in enumerate(decisions):
            parent = items.get(d.round)
            if parent is None:
                parent = items[d.round] = QTreeWidgetItem(self)
                parent.setText(0, round_line(d.round, rounds[d.round]))
                parent.setFirstColumnSpanned(True)
                parent.setFont(0, bold)
                parent.setExpanded(True)
            item = QTreeWidgetItem(parent)
            self._line(item, d, target, bold)
            item.setData(0, DECISION, index)
        # a setup without a win-chance table (three players) has no chance to show
        self.setColumnHidden(CHANCE_COLUMN, all(d.chance_loss is None for d in decisions))
        self.fit_columns()

    @staticmethod
    def _line(item: QTreeWidgetItem, d: Decision, target: int, bold: QFont) -> None:
        texts = {
            MOVE_COLUMN: str(d.move_no),
            LABEL_COLUMN: judged_label(d.label, d.measure),
            POINTS_COLUMN: alone_figure(d),
            CHANCE_COLUMN: chance_loss_text(d.chance_loss),
            PLAYED_COLUMN: move_label(d.played),
            BEST_COLUMN: move_label(d.best) if d.best != d.played else "—",
            FACTS_COLUMN: clauses(fact_text(f, target) for f in d.facts),
        }
        for column, text in texts.items():
            item.setText(column, text)
        item.setForeground(LABEL_COLUMN, QBrush(QColor(LABEL_COLOURS.get(d.label, "#555"))))
        item.setFont(LABEL_COLUMN, bold)
        # the loss that labelled the decision, in bold; the label says why in its tip
        item.setFont(CHANCE_COLUMN if d.measure == CHANCE else POINTS_COLUMN, bold)
        why = measure_text(d.measure, d.chances is not None, target)
        item.setToolTip(LABEL_COLUMN, rich_words(  # and what its loss counted, if a match
            f"{decision_label_text(d)}\n{why}" if counts_the_match(d) else why))
        for column in (PLAYED_COLUMN, BEST_COLUMN, FACTS_COLUMN):  # whole where cut short
            if texts[column] not in ("—", ""):
                item.setToolTip(column, rich_words(texts[column]))

    def fit_columns(self) -> None:
        """The move, the label and the losses as wide as their contents, always (Arabic
        names are long, and fonts differ in width); the two moves share what they leave
        of the list's width, a cut move whole in its tooltip; the facts take the rest.
        Called again whenever the list's width changes (a small screen, a dragged
        handle)."""
        if self.topLevelItemCount() == 0:
            return
        for column in KEPT:
            self.resizeColumnToContents(column)
        others = sum(self.columnWidth(c) for c in KEPT if not self.isColumnHidden(c))
        least = self.fontMetrics().horizontalAdvance("M") * 6
        cap = max(least, (self.viewport().width() - others) // 2)
        for column in (PLAYED_COLUMN, BEST_COLUMN):
            self.resizeColumnToContents(column)
            if self.columnWidth(column) > cap:
                self.setColumnWidth(column, cap)

    def item_of(self, index: int) -> QTreeWidgetItem | None:
        """The line of decision ``index``."""
        for r in range(self.topLevelItemCount()):
            parent = self.topLevelItem(r)
            for k in range(parent.childCount() if parent is not None else 0):
                child = parent.child(k) if parent is not None else None
                if child is not None and child.data(0, DECISION) == index:
                    return child
        return None
