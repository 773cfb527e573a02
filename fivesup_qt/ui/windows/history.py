"""The Match History window: every finished or abandoned match, filtered by variant,
players and result, reopened from its record; charts of win shares and points, and
over time, of the duplicate comparisons (a daily match's above all) and of the
player's accuracy in the review."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...ai import calibration
from ...reading import one_line
from ...rules import PLAYER_COUNTS, rule_set
from ...rules.variants import registered
from ...storage import (
    ABANDONED,
    WON,
    HistoryEntry,
    LoadedRecord,
    StorageError,
    filter_entries,
    parse_record,
    win_shares,
)
from ...storage.history import by_id
from ...written import signed
from ..play.setup import level_title
from ..words.review_words import mark_text
from ..words.richtext import escape, rich
from ..words.summary import plural, shows_raw, variant_name
from ..words.voice import (
    MINUS,
    ScorerTexts,
    cast_of,
    fill,
    in_reading_order,
    isolate,
    numeral,
)
from .daily_host import KeepsHistory
from .history_charts import TimelineChart, TitledShare
from .sizing import fit_to_screen

if TYPE_CHECKING:
    from ..play.setup import MatchSetup
    from ..side.charts import RoundPointsChart, WinShareChart
    from .replay_deal import LoadsMatch


class HistorySaving(KeepsHistory, Protocol):
    """What Match History asks of saving (``Persistence``, a layer above, which opens
    it): the history, and the records it opens, reviews and deals again."""

    def open_record(self, data: dict, source: str = "") -> LoadedRecord | None: ...
    def setup_from_record(self, loaded: LoadedRecord) -> MatchSetup: ...
    @property
    def game(self) -> LoadsMatch: ...


def variant_title(value: str) -> str:
    return variant_name(value)


class HistoryWindow(QWidget):
    COLUMNS = ("date", "variant", "players", "result", "scores", "rounds", "daily", "duplicate")

    def __init__(self, persistence: HistorySaving, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.persistence = persistence
        self.setWindowTitle(self.tr("Match History"))
        self.entries: list[HistoryEntry] = []
        self.shown: list[HistoryEntry] = []
        self.older = False  # the oldest matches of a very large history were left out
        layout = QVBoxLayout(self)
        layout.addLayout(self._filters())
        self.tabs = QTabWidget()
        self.table = self._matches_table()
        self.tabs.addTab(self.table, self.tr("Matches"))
        self.table.setAccessibleName(self.tabs.tabText(0).replace("&", ""))  # the page's title
        self.charts_page = QWidget()
        self._charts_layout = QVBoxLayout(self.charts_page)
        self.tabs.addTab(self.charts_page, self.tr("Charts"))
        self.win_chart: WinShareChart | None = None  # made when the tab is first shown
        self.round_chart: RoundPointsChart | None = None
        self.duplicate_chart: TimelineChart | None = None
        self.accuracy_chart: TimelineChart | None = None
        self.tabs.currentChanged.connect(self._tab_changed)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(self._buttons())
        fit_to_screen(self, 860, 480)

    def _filters(self) -> QHBoxLayout:
        """The row of filters over the list: variant, players, result, a player's name."""
        filters = QHBoxLayout()
        self.variant = QComboBox()
        self.variant.addItem(self.tr("All variants"), None)
        for v in registered():
            self.variant.addItem(variant_name(v), v.value)
        self.players = QComboBox()
        self.players.addItem(self.tr("Any number of players"), None)
        for n in PLAYER_COUNTS:
            self.players.addItem(plural(self.tr("%n player(s)", "", n), n), n)
        self.result = QComboBox()
        self.result.addItem(self.tr("Any result"), None)
        self.result.addItem(self.tr("Finished"), WON)
        self.result.addItem(self.tr("You won"), "you-won")
        self.result.addItem(self.tr("You lost"), "you-lost")
        self.result.addItem(self.tr("Abandoned"), ABANDONED)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Player name"))
        self.name.setAccessibleName(self.name.placeholderText())  # a hint is no name to a reader
        self.name.setClearButtonEnabled(True)
        for w in (self.variant, self.players, self.result):
            w.currentIndexChanged.connect(self.apply_filters)
            filters.addWidget(w)
        self.name.textChanged.connect(self.apply_filters)
        filters.addWidget(self.name, 1)
        return filters

    def _matches_table(self) -> QTableWidget:
        """The list of matches, one row each, whole rows selected; a double click opens one."""
        table = QTableWidget(0, len(self.COLUMNS))
        table.setHorizontalHeaderLabels([
            self.tr("Date"), self.tr("Variant"), self.tr("Players"), self.tr("Result"),
            self.tr("Final score"), self.tr("Rounds"), self.tr("Daily deal"),
            self.tr("Duplicate")])
        for column, tip in ((6, self.tr("The date of the daily deal the match was dealt from")),
                            (7, self.tr("Your points less those of the computer that played "
                                        "the same deals in your seat (Play it in duplicate)")
                             + "\n" + self.kept_comparison_text())):
            header_item = table.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(tip)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)  # Tab leaves the list; arrows walk its rows
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.doubleClicked.connect(self.open_selected)
        table.itemSelectionChanged.connect(self._selection_changed)
        return table

    def _buttons(self) -> QHBoxLayout:
        """The count of matches shown, then what can be done with the selected one."""
        bottom = QHBoxLayout()
        self.count = QLabel()
        bottom.addWidget(self.count, 1)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setToolTip(self.tr("A finished match opens in the replay viewer; "
                                            "an abandoned one can be played on"))
        self.open_button.clicked.connect(self.open_selected)
        self.open_button.setEnabled(False)
        bottom.addWidget(self.open_button)
        self.review_button = QPushButton(self.tr("&Review…"))
        self.review_button.setToolTip(self.tr("Every decision of a player of this match, judged "
                                              "move by move"))
        self.review_button.clicked.connect(self.review_selected)
        self.duplicate_button = QPushButton(self.tr("Play it in d&uplicate…"))
        self.duplicate_button.setToolTip(self.tr("Every round of this finished match played "
                                                 "again by Expert in your seat, from the same "
                                                 "deal and the same scores"))
        self.duplicate_button.clicked.connect(self.duplicate_selected)
        self.replay_button = QPushButton(self.tr("Replay a &Deal…"))
        self.replay_button.setToolTip(self.tr("A deal of this match again, with the same seats "
                                              "or the seats rotated"))
        self.replay_button.clicked.connect(self.replay_selected)
        for button in (self.review_button, self.duplicate_button, self.replay_button):
            button.setEnabled(False)
            bottom.addWidget(button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        bottom.addWidget(close)
        return bottom

    # -- data ----------------------------------------------------------------------------
    def reload(self) -> None:
        read = self.persistence.history.read()
        self.persistence.report(read.problems, self.tr("The match history could not be read fully"))
        self.entries = read.entries
        self.older = bool(read.not_kept or read.unread_bytes)
        self.apply_filters()

    def set_filters(self, variant: str | None = None, players: int | None = None,
                    result: str | None = None, name: str = "") -> None:
        for box, value in ((self.variant, variant), (self.players, players), (self.result, result)):
            box.blockSignals(True)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.blockSignals(False)
        self.name.blockSignals(True)
        self.name.setText(name)
        self.name.blockSignals(False)
        self.apply_filters()

    def apply_filters(self) -> None:
        self.shown = list(reversed(filter_entries(
            self.entries, variant=self.variant.currentData(), players=self.players.currentData(),
            result=self.result.currentData(), name=self.name.text())))  # newest first
        self.table.setRowCount(len(self.shown))
        for row, e in enumerate(self.shown):
            for col, text in enumerate(self.row_texts(e)):
                item = QTableWidgetItem(text)  # item texts are plain; tool tips are not
                if col == 2:
                    item.setToolTip(rich(text))
                if col == 7 and e.duplicate is not None:
                    item.setToolTip(rich(self.duplicate_text(e)))  # the level is data
                self.table.setItem(row, col, item)
        total = len(self.entries)
        count = fill(plural(self.tr("{shown} of %n match(es)", "", total), total), shown=len(self.shown))
        if self.older:
            count += " " + self.tr("(older matches are not shown: the history is very large)")
        self.count.setText(count)
        if self.shown:
            self.table.selectRow(0)
        else:
            for button in (self.open_button, self.review_button, self.duplicate_button,
                           self.replay_button):
                button.setEnabled(False)
        self._update_charts()

    def row_texts(self, e: HistoryEntry) -> list[str]:
        """The row of a match, plain text: names are data (one line each, cut at 60
        characters); players and scores are listed in the window's reading order."""
        players = []
        for name, seat in zip(e.names, e.seats):
            kind = (self.tr("human") if seat.get("type") == "human"
                    else level_title(str(seat.get("level", "?"))))
            players.append(fill(self.tr("{name} ({kind})"), name=one_line(name, 60), kind=kind))
        cast = cast_of([one_line(n, 60) for n in e.names], e.human_seats())
        if e.result == WON and e.winner is not None and e.winner < len(e.scorers):
            result = cast.by_scorer(e, e.winner, ScorerTexts(
                self.tr("You won"), self.tr("You and {partner} won"), self.tr("{name} won"),
                self.tr("{names} won")))
        else:
            result = self.tr("abandoned")
        rules = rule_set(e.variant)  # scores and target in the game's shown unit
        scores = " – ".join(numeral(rules.shown(s)) for s in e.scores)
        variant = variant_title(e.variant)
        if e.target != rules.default_target:  # a shorter (or longer) match says so
            variant = fill(self.tr("{variant} to {target}"), variant=variant,
                           target=rules.shown(e.target))
        # '−30' read left to right in a right-to-left table too
        duplicate = "" if e.duplicate is None else isolate(signed(e.duplicate.difference, MINUS))
        return [e.date.replace("T", " ")[:16], variant,
                in_reading_order(self.tr(", ").join(players)), result, in_reading_order(scores),
                str(len(e.round_scores)), e.daily or "", duplicate]

    def duplicate_text(self, e: HistoryEntry) -> str:
        """'You scored 140, Expert in your seat 115', and which comparison that is (a
        tool tip: plain text)."""
        kept = e.duplicate
        if kept is None:
            return ""
        return "\n".join([
            fill(self.tr("You scored {played}, {level} in your seat {replay}"),
                 played=kept.played, replay=kept.replay, level=level_title(kept.level)),
            self.kept_comparison_text()])

    def kept_comparison_text(self) -> str:
        """Which comparison of a match the history keeps, said where its figure is shown
        (issue 40: a second run wrote over the first without a word)."""
        return self.tr("The history keeps the last comparison made of a match: playing it "
                       "in duplicate again replaces it.")

    def selected(self) -> HistoryEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].row()
        return self.shown[row] if 0 <= row < len(self.shown) else None

    def _selection_changed(self) -> None:
        entry = self.selected()
        for button in (self.open_button, self.review_button, self.replay_button):
            button.setEnabled(entry is not None)
        self.duplicate_button.setEnabled(entry is not None and entry.result == WON)
        self._update_charts()

    def open_selected(self, *args: object) -> None:
        entry = self.selected()
        if entry is None:
            return
        history = self.persistence.history
        try:
            record = history.record_of(entry)  # read from the file now, checked as JSON
        except StorageError as error:
            self.persistence.report([error], self.tr("The match could not be opened"))
            return
        self.persistence.open_record(record, f"{history.path} ({entry.date})")

    def selected_record(self) -> LoadedRecord | None:
        """The selected match's record, read from the history now (a problem is reported)."""
        entry = self.selected()
        if entry is None:
            return None
        history = self.persistence.history
        try:
            return parse_record(history.record_of(entry), f"{history.path} ({entry.date})")
        except StorageError as error:
            self.persistence.report([error], self.tr("The match could not be opened"))
            return None

    def review_selected(self) -> None:
        """The post-game review of the selected match (ui/review/window.py)."""
        from ..review.window import open_review

        loaded = self.selected_record()
        entry = self.selected()
        if loaded is not None and entry is not None:
            from .daily import keep_accuracy

            opened = open_review(self, loaded.record, self.persistence.setup_from_record(loaded),
                                 entry.date.replace("T", " ")[:16], replayed=loaded.match)
            if opened is not None:  # your accuracy kept
                keep_accuracy(self.persistence, opened, by_id(entry.id))

    def duplicate_selected(self) -> None:
        """The selected finished match's deals played again by Expert in the player's seat
        (ui/review/duplicate_window.py)."""
        from ..review.duplicate_window import open_duplicate

        entry = self.selected()
        if entry is None or entry.result != WON:
            return
        loaded = self.selected_record()
        if loaded is not None:
            from .daily import keep_for_entry

            opened = open_duplicate(self, loaded.record, self.persistence.setup_from_record(loaded),
                                    entry.date.replace("T", " ")[:16], replayed=loaded.match)
            if opened is not None:  # the comparison kept in its entry
                keep_for_entry(self.persistence, opened, entry)

    def replay_selected(self) -> None:
        """A deal of the selected match again on the table (ui/windows/replay_deal.py)."""
        from .replay_deal import replay_record_deal

        loaded = self.selected_record()
        if loaded is not None:
            replay_record_deal(self, self.persistence, loaded)

    # -- charts (pyqtgraph loads when the tab is first shown) ---------------------------------
    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is self.charts_page:
            self._build_charts()
            self._update_charts()

    def _build_charts(self) -> None:
        if self.win_chart is not None:
            return
        from ..side.charts import RoundPointsChart, WinShareChart

        split = QSplitter(Qt.Orientation.Horizontal)
        self.win_chart = win_chart = WinShareChart()
        self.round_chart = round_chart = RoundPointsChart()
        split.addWidget(win_chart)
        split.addWidget(round_chart)
        over_time = QSplitter(Qt.Orientation.Horizontal)
        self.duplicate_chart = TimelineChart(
            self.tr("Duplicate: you against Expert in your seat"), self.tr("difference"),
            self.tr("match"), zero=True)
        self.accuracy_chart = TimelineChart(self.tr("Your accuracy in the review"),
                                            self.tr("accuracy (%)"), self.tr("match"))
        over_time.addWidget(self.duplicate_chart)
        over_time.addWidget(self.accuracy_chart)
        rows = QSplitter(Qt.Orientation.Vertical)
        rows.addWidget(split)
        rows.addWidget(over_time)
        self._charts_layout.addWidget(rows)

    def _update_charts(self) -> None:
        win_chart, round_chart = self.win_chart, self.round_chart
        if win_chart is None or round_chart is None:  # not built yet
            return
        win_chart.set_shares(
            [TitledShare(s) for s in win_shares(filter_entries(
                self.entries, variant=self.variant.currentData(),
                players=self.players.currentData(), name=self.name.text()))],
            lambda lv: self.tr("mixed") if lv == "mixed" else level_title(lv))
        self._update_timelines()
        entry = self.selected() or (self.shown[0] if self.shown else None)
        if entry is None:
            round_chart.set_rounds([], [], self.tr("Points per round"))
            return
        labels = [entry.scorer_names(k) for k in range(len(entry.scores))]
        round_chart.set_rounds(entry.points_per_round(), labels, fill(self.tr(
            "Points per round: {date}"), date=escape(entry.date.replace("T", " ")[:16])),
            raw=shows_raw(rule_set(entry.variant)))


    def _update_timelines(self) -> None:
        """The duplicate differences and the accuracies of the matches the filters keep
        (not the result filter: a comparison is of any finished match), oldest first."""
        duplicate_chart, accuracy_chart = self.duplicate_chart, self.accuracy_chart
        if duplicate_chart is None or accuracy_chart is None:
            return
        kept = filter_entries(self.entries, variant=self.variant.currentData(),
                              players=self.players.currentData(), name=self.name.text())
        compared = [e for e in kept if e.duplicate is not None]
        duplicate_chart.set_points(
            [e.duplicate.difference for e in compared if e.duplicate is not None],
            [e.date[:10] for e in compared], [e.daily is not None for e in compared],
            self.tr("No comparison to show yet: play the Daily Deal (Play menu), or choose "
                    "a finished match and Play it in duplicate."))
        reviewed = [e for e in kept if e.accuracy is not None]
        accuracy_chart.set_points(
            [e.accuracy for e in reviewed if e.accuracy is not None],
            [e.date[:10] for e in reviewed], [e.daily is not None for e in reviewed],
            self.tr("No accuracy to show yet: review a finished match and your accuracy "
                    "appears here."), bounds=(0.0, 100.0))
        # The computer levels' own accuracies as lines to measure against: they are the
        # calibration's for one variant and number of players, so only where every match
        # shown is of one such setup (the filters pick one).
        setups = {(e.variant, e.players, e.target) for e in reviewed}
        levels = []
        if len(setups) == 1:  # one game, table and target: the levels measured there, if any
            [(variant, players, target)] = setups
            levels = [(mark_text(m), m.accuracy)
                      for m in calibration.marks(rule_set(variant), players, target=target)]
        accuracy_chart.set_levels(levels)
        accuracy_chart.plot.setTitle(
            escape(self.tr("Your accuracy in the review") if levels or not reviewed
                   else self.tr("Your accuracy in the review (the levels' lines: choose a "
                                "variant and a number of players)")))
