"""The match store: the match in play as saving knows it, its autosave, the offer to
resume an unfinished match at start-up, and the match history.

It follows the match model's changes and never changes the match itself except
through the one action it is given, ``load_match``.  The files are
``fivesup_qt.storage``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ... import about
from ...reading import one_line
from ...rules import Match, Played
from ...rules.record import record_of
from ...storage import Autosave, History, LoadedRecord, Settings, StorageError, entry_from_match, reconcile
from ...storage.history import now_iso
from ..play.following import follow
from ..play.model import Changes, MatchModel
from ..play.setup import MatchSetup, chosen_level, match_setup
from ..terminate import Unanswered
from ..words.summary import variant_name
from ..words.voice import cast_of_setup, fill
from .report import Reporter, log, safe, tr

if TYPE_CHECKING:
    from ...rules.outcome import Action


class LoadsMatch(Protocol):
    """Puts a match on the table to be played on (the controller's ``load_match``)."""

    def __call__(self, match: Match, setup: MatchSetup | None = ..., *,
                 teaching: bool | None = ..., daily: date | None = ...) -> None: ...


@dataclass
class Tracked:
    """The match on the table as saving knows it."""

    match: Match
    setup: MatchSetup
    started: str
    recorded: bool = False  # already in the history (finished or abandoned)
    startup: bool = False  # dealt at start-up while a resumption was being offered
    daily: date | None = None  # the date of the daily deal it was dealt from


def seats_json(setup: MatchSetup) -> list[dict]:
    return [{"type": "human"} if s.human else {"type": "bot", "level": s.level}
            for s in setup.seats]


def has_moves(match: Match) -> bool:
    return any(rnd.layout.order for rnd in match.rounds)


class MatchStore(QObject):
    """Autosave, resumption and history of the match in play."""

    historyChanged = Signal()  # a match went to the history

    def __init__(self, model: MatchModel, load_match: LoadsMatch, reporter: Reporter,
                 settings: Callable[[], Settings]) -> None:
        super().__init__(reporter)
        self.model = model  # the match on the table
        self.load_match = load_match
        self.reporter = reporter
        self.settings = settings  # the stored settings (seats of records without their own)
        self.autosave = Autosave()
        self.history = History()
        self.current: Tracked | None = None
        self.pending: LoadedRecord | None = None  # an unfinished match offered for resumption
        self._offer_posted = False
        self._adopting: Tracked | None = None
        self._autosave_failing = False
        # Test hook: the question "Resume it?" can be answered.
        self.ask: Callable[[str, str], bool] = reporter.ask

    def listen(self) -> None:
        """Save as the match goes on (after the settings applied the teaching mode)."""
        follow(self.model, self, self._on_changes)

    def _on_changes(self, changes: Changes) -> None:
        """A new match is tracked; a step, a new round, undo and teaching mode saved; a
        match over goes to the history."""
        if changes.match:
            self._on_match_started()
        if changes.round or changes.teaching:
            self._on_changed_record()
        if changes.applied is not None:
            self._on_applied(changes.applied)
        if changes.over:
            self._on_ended()
        elif changes.rewound:
            self._on_changed_record()

    def start(self) -> None:
        """At install: the unfinished match of the last session looked for, and the match
        already on the table (if any) tracked."""
        self.find_autosave()
        if self.model.match is not None:
            self._on_match_started()

    def show_message(self, text: str) -> None:
        self.reporter.show_message(text)

    def in_progress(self) -> bool:
        """A match is being played (moves made, not over): replacing it loses it."""
        t = self.current
        return t is not None and not t.recorded and not t.match.is_over and has_moves(t.match)

    # -- the record of the match in play ------------------------------------------------------
    def _extra(self, tracked: Tracked) -> dict:
        extra = {
            "names": [s.name for s in tracked.setup.seats],
            "seats": seats_json(tracked.setup),
            "started": tracked.started,
            "app": f"fivesup-qt {about.version()}",
        }
        extra["ui"] = {"teaching": self.model.teaching}
        return extra

    def record_of(self, tracked: Tracked, result: dict | None = None) -> dict:
        extra = self._extra(tracked)
        if result is not None:
            extra["result"] = result
        return record_of(tracked.match, **extra)

    def _frozen(self) -> bool:
        return self.model.frozen

    @safe
    def _on_match_started(self) -> None:
        c = self.model
        if c.match is None or self._frozen():
            return  # a shown position (rules tour): the match in play comes back later
        previous = self.current
        if previous is not None and previous.match is c.match:
            return  # the same match shown again
        if self._adopting is not None and self._adopting.match is c.match:
            tracked, self._adopting = self._adopting, None
        else:
            tracked = Tracked(c.match, c.setup, now_iso(), daily=c.daily)
        if previous is not None and not previous.startup:
            self._record_abandoned(previous)
        self.current = tracked
        if self.pending is not None:
            tracked.startup = True
            if not self._offer_posted:  # the app dealt without asking: ask now
                self._offer_posted = True
                QTimer.singleShot(0, self.offer_resume)
            return
        self.save_now()

    @safe
    def _on_changed_record(self, *args: object) -> None:
        self.save_now()

    def save_now(self) -> bool:
        """Write the autosave of the match in play (False: nothing written)."""
        t = self.current
        if (t is None or self.pending is not None or self._frozen()
                or t.match is not self.model.match or t.recorded):
            return False
        try:
            self.autosave.save(self.record_of(t))
        except StorageError as error:
            if self._autosave_failing:  # told once; the status line repeats it
                self.reporter.repeat(str(error))
            else:
                self._autosave_failing = True
                self.reporter.report([error], tr("The match could not be saved automatically"))
            return False
        if self._autosave_failing:
            self._autosave_failing = False
            self.reporter.say(tr("The match is saved automatically again"), False)
        return True

    @safe
    def _on_applied(self, action: Action) -> None:
        if isinstance(action, Played):  # draws and passes are not in records
            self.save_now()

    @safe
    def _on_ended(self) -> None:
        t = self.current
        if t is None or t.recorded or t.match is not self.model.match or not t.match.is_over:
            return
        self._to_history(t, {"winner": t.match.winner, "scores": list(t.match.scores)})

    def _record_abandoned(self, t: Tracked) -> None:
        if t.recorded or t.match.is_over or not has_moves(t.match):
            return
        self._to_history(t, {"winner": None, "scores": list(t.match.scores), "abandoned": True})

    def _to_history(self, t: Tracked, result: dict) -> None:
        t.recorded = True
        record = self.record_of(t, result)
        entry = entry_from_match(t.match, record, names=record["names"], seats=record["seats"],
                                 started=t.started,
                                 daily=t.daily.isoformat() if t.daily is not None else None)
        report = self.reporter.report
        try:
            problems = self.history.append(entry)
        except StorageError as error:  # the autosave keeps the match: the next start adds it
            report([error], tr("The match could not be added to the history"))
            self.autosave.keep()
        else:
            report(problems, tr("The match history could not be read fully"))
            try:
                self.autosave.retire(record)
            except StorageError as error:
                report([error], tr("The automatic save could not be closed"))
        self.historyChanged.emit()

    # -- resumption ------------------------------------------------------------------------------
    def find_autosave(self) -> None:
        """The unfinished match of the last session, if any, becomes ``pending``."""
        report = self.reporter.report
        found = self.autosave.load()
        report(found.problems, tr("The automatic save could not be used"))
        loaded = found.loaded
        if loaded is not None:  # a match over, or already in the history, is not offered
            setup = self.setup_from_record(loaded)
            settled = reconcile(self.autosave, self.history, loaded,
                                names=[s.name for s in setup.seats], seats=seats_json(setup))
            report(settled.problems, tr("The match history could not be read fully"))
            loaded = None if settled.retired else loaded
        if loaded is not None and not loaded.finished and has_moves(loaded.match):
            self.pending = loaded

    def describe(self, loaded: LoadedRecord) -> str:
        """The unfinished match in a few lines: variant and round, then each player or
        team with its score (each name beside its own score, in any direction)."""
        setup = self.setup_from_record(loaded)
        m = loaded.match
        cast = cast_of_setup(setup)
        scores = [fill(tr("{who}: {score}"), who=cast.team(m, k), score=m.rules.shown(raw))
                  for k, raw in enumerate(m.scores)]
        text = fill(tr("{variant}, round {round}"), variant=variant_name(m.variant),
                    round=len(m.rounds))
        text += "\n" + tr("; ").join(scores)
        started = loaded.data.get("started")
        if isinstance(started, str):
            text += "\n" + fill(tr("Started {date}"), date=one_line(started.replace("T", " ")[:16]))
        return text

    def offer_resume(self) -> bool:
        """Offer the unfinished match of the last session; True when it was resumed.

        Call it at start-up instead of dealing (or after: the deal is then replaced).
        """
        loaded, self.pending = self.pending, None
        self._offer_posted = True
        if loaded is None:
            return False
        question = tr("An unfinished match was saved:") + "\n\n" + self.describe(loaded) \
            + "\n\n" + tr("Resume it?")
        log.info("The unfinished match of the autosave is offered for resumption")
        try:
            resume = self.ask(tr("Resume Match"), question)
        except Unanswered:  # a signal ends the game: nothing decided, nothing written
            self.pending = loaded  # (save_now writes nothing while a match is pending)
            log.info("The game ends before the player answered: the unfinished match stays "
                     "in the autosave, offered again at the next start")
            return False
        if resume:
            log.info("The unfinished match of the autosave is resumed")
            self.adopt(loaded)
            return True
        log.info("The unfinished match of the autosave is not resumed: it goes to the history")
        from ..windows.daily import resumed_daily

        setup = self.setup_from_record(loaded)
        started = loaded.data.get("started")
        self._record_abandoned(Tracked(loaded.match, setup,
                                       started if isinstance(started, str) else now_iso(),
                                       daily=resumed_daily(loaded.match, started)))
        if self.current is not None:
            self.current.startup = False
            self.save_now()
        return False

    def setup_from_record(self, loaded: LoadedRecord) -> MatchSetup:
        """Seats from the record's optional ``names``/``seats``, else from the settings
        (a name they leave empty: the seat's default for the record's humans)."""
        n = loaded.record.players
        data = loaded.data
        settings = self.settings()
        names = data.get("names")
        if not (isinstance(names, list) and len(names) == n and all(isinstance(x, str) for x in names)):
            names = settings.names[:n]
        seats = data.get("seats")
        if not (isinstance(seats, list) and len(seats) == n and all(isinstance(s, dict) for s in seats)):
            seats = [{"type": "human"}] + [{"type": "bot", "level": lv}
                                           for lv in settings.bot_levels[: n - 1]]
        return match_setup(loaded.record.variant, n, names=names,
                           humans=[i for i, seat in enumerate(seats) if seat.get("type") == "human"],
                           levels=[chosen_level(seat.get("level")) for seat in seats],
                           target=loaded.record.target)

    def adopt(self, loaded: LoadedRecord) -> None:
        """The controller takes over the match of a record and plays on from it."""
        from ..windows.daily import resumed_daily

        setup = self.setup_from_record(loaded)
        started = loaded.data.get("started")
        daily = resumed_daily(loaded.match, started)  # a daily deal plays on as one
        tracked = Tracked(loaded.match, setup, started if isinstance(started, str) else now_iso(),
                          daily=daily)
        self._adopting = tracked
        teaching = None
        ui = loaded.data.get("ui")
        if isinstance(ui, dict) and isinstance(ui.get("teaching"), bool):
            teaching = ui["teaching"]
        loaded.match.auto_forced = False  # the controller performs draws and passes itself
        self.load_match(loaded.match, setup, teaching=teaching, daily=daily)
        if self.current is not tracked:  # the controller did not announce it: track it here
            self._adopting = None
            if self.current is not None and not self.current.startup:
                self._record_abandoned(self.current)
            self.current = tracked
        self.save_now()
