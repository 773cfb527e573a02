"""Play > Daily Deal: the daily match of a date against Expert, then the same deals
played by Expert in the player's seat, and the comparison kept in Match History.

The deals are ``rules/daily.py``'s: every round's the date's, the same on every
machine, so two players of one date get the same tiles in the same seat (the player
sits in seat 0).  The controller deals them (``new_match(daily=)``);
the window's title says whose deal it is.  When the match is over the Duplicate
window (``ui/review/duplicate_window.py``) opens by itself and replays the deals with
Expert in the player's seat off the GUI thread; its sentence ("You scored 140, Expert
in your seat 115: +25") is also put on the match-end card, and the comparison is
written into the match's history entry (``History.annotate``), as it is after any
"Play it in duplicate" of a match the history holds (``keep_comparison``); so is the
player's accuracy after a review of their seat (``keep_review``, ``keep_accuracy``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...rules import FIVE_UP, PLAYER_COUNTS, Match, RuleSet, rule_set
from ...rules.daily import FIRST_DAY, daily_date_of, parse_day, today
from ...rules.variants import registered
from ...storage import StorageError
from ...storage.history import DuplicateResult, HistoryEntry, by_id, by_started
from ..play.setup import MatchSetup, level_title, match_setup
from ..words.summary import plural, variant_name
from ..words.voice import fill
from .daily_host import DailyWindow, KeepsHistory
from .sizing import fit_to_screen

if TYPE_CHECKING:
    from ...ai.duplicate import Duplicate
    from ...ai.review import Review
    from ..review.duplicate_window import DuplicateWindow
    from ..review.window import ReviewWindow

OPPONENT = "expert"  # the daily match's other seats (and the partner): the game's Expert
# any earlier date may be played back to the first daily deal; the calendar starts there
EARLIEST = QDate(FIRST_DAY.year, FIRST_DAY.month, FIRST_DAY.day)


def tr(text: str) -> str:
    return QCoreApplication.translate("DailyDeal", text)


# what the daily deal asks of the main window and of saving: ``daily_host``'s Protocols


def day_text(day: date) -> str:
    """The date as the daily deal names it, YYYY-MM-DD (the same in every language)."""
    return day.isoformat()


def window_title(day: date) -> str:
    """The main window's title during a daily match: 'Five-Up Dominoes: daily deal of
    2026-12-03'."""
    return fill(tr("Five-Up Dominoes: daily deal of {date}"), date=day_text(day))


def daily_mark(day: date) -> str:
    """What the status bar keeps during a daily match: 'Daily deal of 2026-12-03'."""
    return fill(tr("Daily deal of {date}"), date=day_text(day))


def resumed_daily(match: Match, started: object) -> date | None:
    """The daily deal's date of a match saved unfinished and taken up again, so that it
    plays on as that date's daily match (its next rounds the date's deals, the date in
    the title, the status bar and its history entry), whether the date is the day it was
    started on or an earlier one.  A record has no key for the date
    (docs/record-format.md admits none): round 1's deal names it, searched back from the
    day the match was started on (``daily_date_of``)."""
    if not isinstance(started, str):
        return None
    try:
        day = parse_day(started[:10])
    except ValueError:
        return None
    return daily_date_of(match, day)


def daily_setup(variant: RuleSet, players: int) -> MatchSetup:
    """The player in seat 0 (the seat every player of the date has), Expert elsewhere."""
    return match_setup(variant, players, humans=(0,), levels=[OPPONENT] * players)


class DailyDealDialog(QDialog):
    """The date (today unless told; never a later one), the variant and the players."""

    def __init__(self, parent: QWidget | None = None, *, day: date | None = None,
                 variant: RuleSet = FIVE_UP, players: int = 2) -> None:
        super().__init__(parent)
        fit_to_screen(self)  # inside its screen's free area, once its size is known
        self.setObjectName("DailyDealDialog")
        self.setWindowTitle(self.tr("Daily Deal"))
        layout = QVBoxLayout(self)
        intro = QLabel(fill(self.tr(
            "One deal a day, the same on every computer: play it against {level}, then "
            "{level} plays the same tiles in your seat and the two scores are compared."),
            level=level_title(OPPONENT)))
        intro.setTextFormat(Qt.TextFormat.PlainText)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.date = QDateEdit()
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        now = today()
        self.date.setDateRange(EARLIEST, QDate(now.year, now.month, now.day))
        start = min(day or now, now)
        self.date.setDate(QDate(start.year, start.month, start.day))
        self.date.setAccessibleName(self.tr("Date of the deal"))
        self.date.setToolTip(self.tr("Today's deal, or the deal of any earlier date"))
        form.addRow(self.tr("Date"), self.date)
        self.variant = QComboBox()
        for v in registered():
            self.variant.addItem(variant_name(v), v)
        self.variant.setCurrentIndex(list(registered()).index(variant))
        form.addRow(self.tr("Variant"), self.variant)
        self.players = QComboBox()
        for n in PLAYER_COUNTS:
            self.players.addItem(plural(self.tr("%n player(s)", "", n), n) if n < 4
                                 else self.tr("4 (your partner opposite)"), n)
        self.players.setCurrentIndex(max(0, self.players.findData(players)))
        form.addRow(self.tr("Players"), self.players)
        layout.addLayout(form)
        note = QLabel(self.tr("Every date, variant and number of players has its own deals. "
                              "Teaching mode starts off, so that the comparison is of your "
                              "own play."))
        note.setTextFormat(Qt.TextFormat.PlainText)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.play_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.play_button.setText(self.tr("Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)

    def chosen_day(self) -> date:
        """The date chosen, never past today (the calendar stops there too)."""
        chosen = self.date.date()
        return min(date(chosen.year(), chosen.month(), chosen.day()), today())

    def chosen_variant(self) -> RuleSet:
        return rule_set(self.variant.currentData())

    def chosen_players(self) -> int:
        return int(self.players.currentData())


def choose_daily(parent: QWidget, window: DailyWindow) -> DailyDealDialog:
    """Play > Daily Deal: ask (window-modal over ``parent``, the game goes on behind),
    then deal the daily match on the table (after asking, when a match is in progress)."""
    dialog = DailyDealDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)

    def start() -> None:
        if window.may_replace():
            setup = daily_setup(dialog.chosen_variant(), dialog.chosen_players())
            window.start(setup, daily=dialog.chosen_day())

    dialog.accepted.connect(start)
    dialog.open()
    return dialog


# -- after the match: the comparison -------------------------------------------------------
def compare_daily(window: DailyWindow) -> DuplicateWindow | None:
    """The daily match is over: Expert replays its deals in the player's seat (the
    Duplicate window, opened now), and the match-end card says so, then the result."""
    day = window.model.daily
    opened = window.duplicate_match()
    if opened is None or day is None:
        return opened
    opened.setWindowTitle(fill(tr("Duplicate: daily deal of {date}"), date=day_text(day)))
    card = window.match_card
    card.show_comparison(fill(tr("{level} is playing your deals again in your seat…"),
                              level=opened.level_name))
    compared: list[str] = []  # the sentence, once Expert has played the deals

    def done(result: Duplicate) -> None:
        compared.append(opened.total_text(result))
        card.show_comparison(compared[-1])

    def stopped() -> None:  # cancelled, or the window closed first: no sentence to show
        if not compared:
            card.show_comparison("")

    opened.runner.finished.connect(done)
    opened.cancel_button.clicked.connect(stopped)
    opened.destroyed.connect(stopped)
    return opened


def finished_entry(window: DailyWindow) -> Callable[[HistoryEntry], bool] | None:
    """Picks the history entry of the match on the table, when it is over (the history
    has it by then, whichever heard of its end first, the window or saving); None
    otherwise (a match going on, no saving)."""
    p = window.persistence
    tracked = p.store.current if p is not None else None
    match = window.model.match
    if p is None or tracked is None or match is None or tracked.match is not match \
            or not match.is_over:
        return None
    return by_started(tracked.started, match.variant.value, match.players)


def keep_comparison(window: DailyWindow, opened: DuplicateWindow) -> None:
    """The comparison of the match on the table, once done, written into its history
    entry."""
    which = finished_entry(window)
    if which is not None and window.persistence is not None:
        keep_in_history(window.persistence, opened, which)


def keep_in_history(persistence: KeepsHistory, opened: DuplicateWindow,
                    which: Callable[[HistoryEntry], bool]) -> None:
    """When ``opened`` has its comparison of a person's seat, write it into the history
    entry ``which`` picks; a problem is reported, and the history shown again."""
    if opened.seat not in opened.setup.humans:
        return  # a match of computers only: no "you" to compare

    def done(result: Duplicate) -> None:
        if not result.rounds:
            return
        kept = DuplicateResult(opened.level, result.original, result.replay)
        try:
            persistence.history.annotate(which, duplicate=kept)
        except StorageError as error:
            persistence.report([error], tr("The comparison could not be kept in the history"))
            return
        if persistence.history_window is not None:
            persistence.history_window.reload()

    opened.runner.finished.connect(done)


def keep_for_entry(persistence: KeepsHistory, opened: DuplicateWindow,
                   entry: HistoryEntry) -> None:
    """From Match History: the comparison written into that entry."""
    keep_in_history(persistence, opened, by_id(entry.id))


def keep_accuracy(persistence: KeepsHistory, opened: ReviewWindow,
                  which: Callable[[HistoryEntry], bool]) -> None:
    """When ``opened`` has reviewed the person's seat, that accuracy (``Review.accuracy``)
    written into the history entry ``which`` picks (issue 27: Match History charts it);
    a review of a computer's seat is not the player's accuracy and is not kept."""
    def done(review: Review) -> None:
        accuracy = review.accuracy()
        if accuracy is None or review.seat not in opened.setup.humans:
            return
        try:
            persistence.history.annotate(which, accuracy=accuracy)
        except StorageError as error:
            persistence.report([error], tr("The accuracy could not be kept in the history"))
            return
        if persistence.history_window is not None:
            persistence.history_window.reload()

    opened.runner.finished.connect(done)


def keep_review(window: DailyWindow, opened: ReviewWindow) -> None:
    """The review of the match on the table: the person's accuracy kept in its entry."""
    which = finished_entry(window)
    if which is not None and window.persistence is not None:
        keep_accuracy(window.persistence, opened, which)
