"""The Qt side of saving: menus, autosave and resumption, Save As / Open, the match
history, the settings and the score chart dock.

One entry point: ``install(window) -> Persistence``.  The main window hands over
what it needs as a typed ``Host`` (its controller, the menus and the place to
add entries, the palette hooks); persistence adds its menu entries and the chart
dock and listens to the controller's signals; it never changes the match itself
except through the controller (``load_match``).  The files themselves are
handled by ``fivesup_qt.storage`` (pure Python).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from .. import about, paths
from ..reading import one_line
from ..rules import Match, Variant, displayed
from ..storage import (
    Autosave,
    History,
    LoadedRecord,
    Settings,
    SettingsStore,
    StorageError,
    entry_from_match,
    parse_record,
    read_record,
    reconcile,
    write_record,
)
from ..storage.history import now_iso
from .charts import ScoreChartDock
from .controller import GameController
from .setup import MatchSetup, chosen_level, match_setup
from .summary import variant_name
from .theme import Theme, theme_named

if TYPE_CHECKING:
    from ..rules import RoundEnd
    from ..rules.outcome import Action
    from .history_window import HistoryWindow
    from .main_window import MainWindow
    from .replay_viewer import ReplayViewer


def _safe(slot):
    """A slot that reports an unexpected error instead of letting it reach Qt: saving
    must never stop the game."""

    @functools.wraps(slot)
    def run(self, *args):
        try:
            return slot(self, *args)
        except Exception as error:  # the game goes on, the player is told
            self.show_message(self.tr("Unexpected problem while saving: {error}").format(
                error=f"{type(error).__name__}: {error}"))
            return None

    return run


@dataclass
class Tracked:
    """The match on the table as this module knows it."""

    match: Match
    setup: MatchSetup
    started: str
    recorded: bool = False  # already in the history (finished or abandoned)
    startup: bool = False  # dealt at start-up while a resumption was being offered


@dataclass(frozen=True)
class Host:
    """What the main window hands to persistence: nothing is looked up by name."""

    window: QMainWindow  # parent of dialogs and of the chart dock
    controller: GameController
    game_menu: QMenu
    before: QAction | None  # the file entries go above this one (the separator before Quit)
    view_menu: QMenu
    theme_changed: SignalInstance  # the palette chosen from the View menu (its name)
    set_theme: Callable[[Theme], None]
    theme: Callable[[], Theme]


def seats_json(setup: MatchSetup) -> list[dict]:
    return [{"type": "human"} if s.human else {"type": "bot", "level": s.level}
            for s in setup.seats]


def has_moves(match: Match) -> bool:
    return any(rnd.layout.order for rnd in match.rounds)


class Persistence(QObject):
    """Autosave, history, files and settings of one main window."""

    settingsChanged = Signal(object)  # the new Settings
    messageShown = Signal(str)  # every problem reported to the player (tests listen)

    def __init__(self, host: Host) -> None:
        super().__init__(host.window)
        self.host = host
        self.window = window = host.window
        self.controller = controller = host.controller
        self.autosave = Autosave()
        self.history = History()
        self.settings_store = SettingsStore()
        self.messages: list[str] = []
        self.current: Tracked | None = None
        self.pending: LoadedRecord | None = None  # an unfinished match offered for resumption
        self._offer_posted = False
        self._adopting: Tracked | None = None
        self._autosave_failing = False
        self.history_window: HistoryWindow | None = None
        self.viewers: list[ReplayViewer] = []
        # Test hooks: questions and file choosers can be replaced.
        self.ask: Callable[[str, str], bool] = self._ask
        self.choose_open: Callable[[], str | None] = self._choose_open
        self.choose_save: Callable[[], str | None] = self._choose_save
        read = self.settings_store.load()
        self.settings: Settings = read.settings
        controller.hint_level = self.settings.hint_level
        self._report(read.problems, self.tr("The settings could not be read fully"))
        self.chart_dock = ScoreChartDock(controller, window)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.chart_dock)
        self.chart_dock.hide()
        self._make_actions()
        controller.matchStarted.connect(self._on_match_started)
        controller.applied.connect(self._on_applied)
        controller.roundStarted.connect(self._on_changed_record)
        controller.ended.connect(self._on_ended)
        controller.rewound.connect(self._on_changed_record)
        controller.teachingChanged.connect(lambda _on: self._on_changed_record())
        if self.settings.palette != "light":  # a light setting leaves --dark alone
            self._apply_palette()
        self._apply_play()
        host.theme_changed.connect(self._palette_chosen)  # the View menu's choice is kept
        self._find_autosave()
        if controller.match is not None:
            self._on_match_started()

    # -- menus -----------------------------------------------------------------------
    def _add(self, menu: QMenu, before: QAction | None, text: str, keys, slot) -> QAction:
        act = QAction(text, self.window)
        if keys:
            act.setShortcut(QKeySequence(keys))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(slot)
        menu.insertAction(before, act) if before is not None else menu.addAction(act)
        self.window.addAction(act)
        return act

    def _make_actions(self) -> None:
        game, before = self.host.game_menu, self.host.before
        sep = QAction(self.window)
        sep.setSeparator(True)
        game.insertAction(before, sep) if before is not None else game.addAction(sep)
        self.act_open = self._add(game, before, self.tr("&Open Match…"),
                                  QKeySequence.StandardKey.Open, self.open_dialog)
        self.act_save = self._add(game, before, self.tr("Save Match &As…"),
                                  QKeySequence.StandardKey.SaveAs, self.save_dialog)
        self.act_history = self._add(game, before, self.tr("Match &History…"), "Ctrl+H",
                                     self.show_history)
        self.act_settings = self._add(game, before, self.tr("&Settings…"),
                                      QKeySequence.StandardKey.Preferences, self.show_settings)
        view = self.host.view_menu
        self.act_chart = self.chart_dock.toggleViewAction()
        self.act_chart.setText(self.tr("Score &Chart"))
        self.act_chart.setShortcut(QKeySequence("Ctrl+G"))
        view.addAction(self.act_chart)
        self.window.addAction(self.act_chart)

    # -- messages --------------------------------------------------------------------------
    def _report(self, problems: list[StorageError], heading: str) -> None:
        for problem in problems:
            text = self.tr("{heading}.\n\nFile: {file}\nProblem: {problem}").format(
                heading=heading, file=problem.shown_path, problem=problem.problem)
            if problem.kept is not None:
                text += "\n" + self.tr("The file was kept aside as {kept}.").format(
                    kept=one_line(problem.kept))
            self.show_message(text)

    def show_message(self, text: str) -> None:
        """A warning that does not stop the game (a window-modal box, not a nested loop)."""
        self.messages.append(text)
        self.messageShown.emit(text)
        self.controller.status.emit(text.splitlines()[0], True)
        if self.window.isVisible():
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Five-Up Dominoes"), text,
                              QMessageBox.StandardButton.Ok, self.window)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self.window, title, text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    # -- the record of the match in play ------------------------------------------------------
    def _extra(self, tracked: Tracked) -> dict:
        extra = {
            "names": [s.name for s in tracked.setup.seats],
            "seats": seats_json(tracked.setup),
            "started": tracked.started,
            "app": f"fivesup-qt {about.version()}",
        }
        extra["ui"] = {"teaching": self.controller.teaching}
        return extra

    def record_of(self, tracked: Tracked, result: dict | None = None) -> dict:
        from ..rules.record import record_of

        extra = self._extra(tracked)
        if result is not None:
            extra["result"] = result
        return record_of(tracked.match, **extra)

    def _frozen(self) -> bool:
        return self.controller.frozen

    @_safe
    def _on_match_started(self) -> None:
        c = self.controller
        if c.match is None or self._frozen():
            return  # a shown position (rules tour): the match in play comes back later
        previous = self.current
        if previous is not None and previous.match is c.match:
            return  # the same match shown again
        if self._adopting is not None and self._adopting.match is c.match:
            tracked, self._adopting = self._adopting, None
        else:
            tracked = Tracked(c.match, c.setup, now_iso())
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

    @_safe
    def _on_changed_record(self, *args) -> None:
        self.save_now()

    def save_now(self) -> bool:
        """Write the autosave of the match in play (False: nothing written)."""
        t = self.current
        if (t is None or self.pending is not None or self._frozen()
                or t.match is not self.controller.match or t.recorded):
            return False
        try:
            self.autosave.save(self.record_of(t))
        except StorageError as error:
            if self._autosave_failing:  # told once; the status line repeats it
                self.messages.append(str(error))
                self.controller.status.emit(str(error), True)
            else:
                self._autosave_failing = True
                self._report([error], self.tr("The match could not be saved automatically"))
            return False
        if self._autosave_failing:
            self._autosave_failing = False
            self.controller.status.emit(self.tr("The match is saved automatically again"), False)
        return True

    @_safe
    def _on_applied(self, action: Action) -> None:
        from ..rules import Played

        if isinstance(action, Played):  # draws and passes are not in records
            self.save_now()

    @_safe
    def _on_ended(self, _end: RoundEnd | None) -> None:
        t = self.current
        if t is None or t.recorded or t.match is not self.controller.match or not t.match.is_over:
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
                                 started=t.started)
        try:
            problems = self.history.append(entry)
        except StorageError as error:  # the autosave keeps the match: the next start adds it
            self._report([error], self.tr("The match could not be added to the history"))
            self.autosave.keep()
        else:
            self._report(problems, self.tr("The match history could not be read fully"))
            try:
                self.autosave.retire(record)
            except StorageError as error:
                self._report([error], self.tr("The automatic save could not be closed"))
        if self.history_window is not None:
            self.history_window.reload()

    # -- resumption ------------------------------------------------------------------------------
    def _find_autosave(self) -> None:
        found = self.autosave.load()
        self._report(found.problems, self.tr("The automatic save could not be used"))
        loaded = found.loaded
        if loaded is not None:  # a match over, or already in the history, is not offered
            setup = self.setup_from_record(loaded)
            settled = reconcile(self.autosave, self.history, loaded,
                                names=[s.name for s in setup.seats], seats=seats_json(setup))
            self._report(settled.problems, self.tr("The match history could not be read fully"))
            loaded = None if settled.retired else loaded
        if loaded is not None and not loaded.finished and has_moves(loaded.match):
            self.pending = loaded

    def describe(self, loaded: LoadedRecord) -> str:
        setup = self.setup_from_record(loaded)
        m = loaded.match
        names = ", ".join(s.name for s in setup.seats)
        scores = " – ".join(str(displayed(s)) for s in m.scores)
        started = loaded.data.get("started")
        text = self.tr("{variant}, {names}: round {round}, score {scores}").format(
            variant=variant_name(m.variant), names=names, round=len(m.rounds), scores=scores)
        if isinstance(started, str):
            text += "\n" + self.tr("Started {date}").format(date=started.replace("T", " ")[:16])
        return text

    def offer_resume(self) -> bool:
        """Offer the unfinished match of the last session; True when it was resumed.

        Call it at start-up instead of dealing (or after: the deal is then replaced).
        """
        loaded, self.pending = self.pending, None
        self._offer_posted = True
        if loaded is None:
            return False
        question = self.tr("An unfinished match was saved:\n\n{match}\n\nResume it?").format(
            match=self.describe(loaded))
        if self.ask(self.tr("Resume Match"), question):
            self.adopt(loaded)
            return True
        setup = self.setup_from_record(loaded)
        started = loaded.data.get("started")
        self._record_abandoned(Tracked(loaded.match, setup,
                                       started if isinstance(started, str) else now_iso()))
        if self.current is not None:
            self.current.startup = False
            self.save_now()
        return False

    def setup_from_record(self, loaded: LoadedRecord) -> MatchSetup:
        """Seats from the record's optional ``names``/``seats``, else from the settings."""
        n = loaded.record.players
        data = loaded.data
        names = data.get("names")
        if not (isinstance(names, list) and len(names) == n and all(isinstance(x, str) for x in names)):
            names = self.seat_names(n)
        seats = data.get("seats")
        if not (isinstance(seats, list) and len(seats) == n and all(isinstance(s, dict) for s in seats)):
            seats = [{"type": "human"}] + [{"type": "bot", "level": lv}
                                           for lv in self.settings.bot_levels[: n - 1]]
        return match_setup(loaded.record.variant, n, names=names,
                           humans=[i for i, seat in enumerate(seats) if seat.get("type") == "human"],
                           levels=[chosen_level(seat.get("level")) for seat in seats])

    def adopt(self, loaded: LoadedRecord) -> None:
        """The controller takes over the match of a record and plays on from it."""
        setup = self.setup_from_record(loaded)
        started = loaded.data.get("started")
        tracked = Tracked(loaded.match, setup, started if isinstance(started, str) else now_iso())
        self._adopting = tracked
        teaching = None
        ui = loaded.data.get("ui")
        if isinstance(ui, dict) and isinstance(ui.get("teaching"), bool):
            teaching = ui["teaching"]
        loaded.match.auto_forced = False  # the controller performs draws and passes itself
        self.controller.load_match(loaded.match, setup, teaching=teaching)
        if self.current is not tracked:  # the controller did not announce it: track it here
            self._adopting = None
            if self.current is not None and not self.current.startup:
                self._record_abandoned(self.current)
            self.current = tracked
        self.save_now()

    # -- settings --------------------------------------------------------------------------------
    def seat_names(self, players: int) -> list[str]:
        """The names the settings give the seats (the defaults where they give none)."""
        return [seat.name for seat in match_setup(Variant.FIVE_UP, players,
                                                  names=self.settings.names).seats]

    def default_setup(self, seed: int | None = None) -> MatchSetup:
        """A new match as the settings describe it (variant, players, names, levels)."""
        s = self.settings
        return match_setup(s.variant, s.players, names=s.names,
                           levels=[None, *(chosen_level(lv) for lv in s.bot_levels)], seed=seed)

    def apply_settings(self, settings: Settings) -> bool:
        try:
            self.settings_store.save(settings)
        except StorageError as error:
            self._report([error], self.tr("The settings could not be saved"))
            return False
        self.settings = settings
        self.controller.hint_level = settings.hint_level
        self._apply_palette()
        self._apply_play()
        self.settingsChanged.emit(settings)
        return True

    def _apply_play(self) -> None:
        """The animation speed paces the table; auto-draw draws for a human."""
        from .pace import pace_named

        self.controller.set_pace(pace_named(self.settings.animation_speed))
        self.controller.auto_draw = self.settings.auto_draw

    @_safe
    def _palette_chosen(self, palette: str) -> None:
        if palette != self.settings.palette:
            self.apply_settings(dataclasses.replace(self.settings, palette=palette))

    def _apply_palette(self) -> None:
        want = theme_named(self.settings.palette)
        if self.host.theme() is not want:
            self.host.set_theme(want)

    def show_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.window)
        if dialog.exec():
            self.apply_settings(dialog.result_settings())

    # -- files -----------------------------------------------------------------------------------
    def _choose_open(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open Match"), str(paths.saves_dir()),
            self.tr("Match records (*.json);;All files (*)"))
        return path or None

    def _choose_save(self) -> str | None:
        suggested = paths.saves_dir() / time.strftime("match-%Y%m%d-%H%M.json")
        with contextlib.suppress(OSError):
            suggested.parent.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save Match As"), str(suggested),
            self.tr("Match records (*.json);;All files (*)"))
        return path or None

    def save_dialog(self) -> None:
        t = self.current
        if t is None or t.match is not self.controller.match:
            self.show_message(self.tr("There is no match to save."))
            return
        path = self.choose_save()
        if path:
            self.save_as(path)

    def save_as(self, path: str | Path) -> bool:
        t = self.current
        if t is None:
            return False
        result = None
        if t.match.is_over:
            result = {"winner": t.match.winner, "scores": list(t.match.scores)}
        try:
            write_record(path, self.record_of(t, result))
        except StorageError as error:
            self._report([error], self.tr("The match could not be saved"))
            return False
        return True

    def open_dialog(self) -> None:
        path = self.choose_open()
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> LoadedRecord | None:
        """Open a record: a finished match in the replay viewer, else play it on.

        A bad file is reported by name and left exactly as it is (it is the
        player's own file, not one of the game's)."""
        try:
            loaded = read_record(path)
        except FileNotFoundError:
            self.show_message(self.tr("{file}: the file does not exist.").format(file=path))
            return None
        except StorageError as error:
            self._report([error], self.tr("The match could not be opened"))
            return None
        self.open_loaded(loaded)
        return loaded

    def open_record(self, data: dict, source: str = "") -> LoadedRecord | None:
        """Open a record held in memory (a history entry)."""
        try:
            loaded = parse_record(data, source or None)
        except StorageError as error:
            self._report([error], self.tr("The match could not be opened"))
            return None
        self.open_loaded(loaded)
        return loaded

    def open_loaded(self, loaded: LoadedRecord) -> None:
        if loaded.finished or not loaded.record.rounds:
            self.show_replay(loaded)
        else:
            self.adopt(loaded)

    def show_replay(self, loaded: LoadedRecord) -> QWidget:
        from .replay_viewer import ReplayViewer

        viewer = ReplayViewer(loaded, self.setup_from_record(loaded), self.window)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.destroyed.connect(lambda *_: self.viewers.remove(viewer)
                                 if viewer in self.viewers else None)
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    # -- history ----------------------------------------------------------------------------------
    def show_history(self) -> QWidget:
        from .history_window import HistoryWindow

        if self.history_window is None:
            self.history_window = HistoryWindow(self, self.window)
        self.history_window.reload()
        self.history_window.show()
        self.history_window.raise_()
        return self.history_window


def install(window: MainWindow) -> Persistence:
    """Add saving, the history, the settings and the score chart to ``window``."""
    persistence = Persistence(window.persistence_host())
    window.persistence = persistence
    return persistence
