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
import logging
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
from ..rules import Match, displayed
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
from .setup import MatchSetup, chosen_level, default_names, match_setup
from .summary import variant_name
from .theme import Theme, theme_named
from .voice import cast_of, directed_lines, fill

log = logging.getLogger(__name__)

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
            log.error("Unexpected error in %s", slot.__qualname__, exc_info=True)
            self.show_message(fill(self.tr("Unexpected problem while saving: {error}"),
                                   error=one_line(f"{type(error).__name__}: {error}")))
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


ABANDON, SAVE_FIRST, KEEP = "abandon", "save", "keep"  # answers to "Abandon this match?"


def message_box(icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton, parent: QWidget | None) -> QMessageBox:
    """A message box whose text is plain text (names, file names and error details in
    it are data, never read as HTML), every line in the interface's direction."""
    box = QMessageBox(icon, title, directed_lines(text), buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def seats_json(setup: MatchSetup) -> list[dict]:
    return [{"type": "human"} if s.human else {"type": "bot", "level": s.level}
            for s in setup.seats]


def is_internal(path: Path) -> bool:
    """The game's own files and folders (the autosave, the history, the settings, the
    bad-files folder and the lock): never offered or opened as a player's record."""
    try:
        path = path.resolve()
        own = [paths.autosave_path(), paths.history_path(), paths.settings_path(),
               paths.bad_files_dir(), paths.lock_path()]
        return any(path == p.resolve() or p.resolve() in path.parents for p in own)
    except (OSError, RuntimeError, ValueError):
        return False


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
        self.confirm_replace: Callable[[], str] = self._confirm_replace
        self.choose_open: Callable[[], str | None] = self._choose_open
        self.choose_save: Callable[[], str | None] = self._choose_save
        read = self.settings_store.load()
        self.settings: Settings = read.settings
        controller.hint_level = self.settings.hint_level
        self._report(read.problems, self.tr("The settings could not be read fully"))
        if not controller.frozen:  # teaching mode is the setting's (on for a new player)
            controller.set_teaching(self.settings.teaching)
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
        controller.teachingChanged.connect(self._teaching_changed)
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
            log.warning("%s: %s%s", heading, problem, f" (kept aside as {problem.kept})"
                        if problem.kept is not None else "")
            text = fill(self.tr("{heading}.\n\nFile: {file}\nProblem: {problem}"),
                        heading=heading, file=one_line(problem.shown_path),
                        problem=one_line(problem.problem))
            if problem.kept is not None:
                text += "\n" + fill(self.tr("The file was kept aside as {kept}."),
                                    kept=one_line(problem.kept))
            self.show_message(text)

    def show_message(self, text: str) -> None:
        """A warning that does not stop the game (a window-modal box, not a nested loop).
        ``text`` is plain text (file names and error details are data)."""
        self.messages.append(text)
        self.messageShown.emit(text)
        self.controller.status.emit(text.splitlines()[0], True)
        if self.window.isVisible():
            box = message_box(QMessageBox.Icon.Warning, self.tr("Five-Up Dominoes"), text,
                              QMessageBox.StandardButton.Ok, self.window)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def _ask(self, title: str, text: str) -> bool:
        box = message_box(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return box.exec() == QMessageBox.StandardButton.Yes

    # -- replacing the match in play ---------------------------------------------------------
    def in_progress(self) -> bool:
        """A match is being played (moves made, not over): replacing it loses it."""
        t = self.current
        return t is not None and not t.recorded and not t.match.is_over and has_moves(t.match)

    def may_replace(self) -> bool:
        """Before anything replaces the match in play (New Match, Rematch, Open, History >
        Open, a file given to the running game): ask, unless no match is in progress.
        True: go ahead (the player abandons it, or saved it first)."""
        if not self.in_progress():
            return True
        answer = self.confirm_replace()
        if answer == ABANDON:
            return True
        if answer == SAVE_FIRST:
            path = self.choose_save()
            return path is not None and self.save_as(path)
        return False

    def _confirm_replace(self) -> str:
        box = message_box(QMessageBox.Icon.Question, self.tr("Abandon this match?"),
                          self.tr("A match is in progress. Starting another one abandons it: "
                                  "it goes to the history as abandoned."),
                          QMessageBox.StandardButton.NoButton, self.window)
        abandon = box.addButton(self.tr("Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
        save = box.addButton(self.tr("Save it first…"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        clicked = box.clickedButton()
        return ABANDON if clicked is abandon else SAVE_FIRST if clicked is save else KEEP

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
        """The unfinished match in a few lines: variant and round, then each player or
        team with its score (each name beside its own score, in any direction)."""
        setup = self.setup_from_record(loaded)
        m = loaded.match
        cast = cast_of([s.name for s in setup.seats], setup.humans)
        scores = [fill(self.tr("{who}: {score}"), who=cast.team(m, k), score=displayed(raw))
                  for k, raw in enumerate(m.scores)]
        text = fill(self.tr("{variant}, round {round}"), variant=variant_name(m.variant),
                    round=len(m.rounds))
        text += "\n" + self.tr("; ").join(scores)
        started = loaded.data.get("started")
        if isinstance(started, str):
            text += "\n" + fill(self.tr("Started {date}"), date=one_line(started.replace("T", " ")[:16]))
        return text

    def offer_resume(self) -> bool:
        """Offer the unfinished match of the last session; True when it was resumed.

        Call it at start-up instead of dealing (or after: the deal is then replaced).
        """
        loaded, self.pending = self.pending, None
        self._offer_posted = True
        if loaded is None:
            return False
        question = self.tr("An unfinished match was saved:") + "\n\n" + self.describe(loaded) \
            + "\n\n" + self.tr("Resume it?")
        if self.ask(self.tr("Resume Match"), question):
            log.info("The unfinished match of the autosave is resumed")
            self.adopt(loaded)
            return True
        log.info("The unfinished match of the autosave is not resumed: it goes to the history")
        setup = self.setup_from_record(loaded)
        started = loaded.data.get("started")
        self._record_abandoned(Tracked(loaded.match, setup,
                                       started if isinstance(started, str) else now_iso()))
        if self.current is not None:
            self.current.startup = False
            self.save_now()
        return False

    def setup_from_record(self, loaded: LoadedRecord) -> MatchSetup:
        """Seats from the record's optional ``names``/``seats``, else from the settings
        (a name they leave empty: the seat's default for the record's humans)."""
        n = loaded.record.players
        data = loaded.data
        names = data.get("names")
        if not (isinstance(names, list) and len(names) == n and all(isinstance(x, str) for x in names)):
            names = self.settings.names[:n]
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
    def remember_setup(self, setup: MatchSetup) -> None:
        """A match set up in New Match: its variant, players, names and computer levels
        become the defaults (Settings shows them; the next start deals them)."""
        s = self.settings
        defaults = default_names(setup.players, setup.humans)
        names = list(s.names)
        levels = list(s.bot_levels)
        for i, seat in enumerate(setup.seats):
            names[i] = "" if seat.name == defaults[i] else seat.name
            if i > 0 and not seat.human:
                levels[i - 1] = chosen_level(seat.level)
        new = dataclasses.replace(s, variant=setup.variant.value, players=setup.players,
                                  names=names, bot_levels=levels)
        if new != s:
            self.apply_settings(new)

    def settings_in_play(self) -> Settings:
        """The settings as the game is now: the names and computer levels of the seats
        of the match in play and its teaching mode, the stored settings elsewhere."""
        s = self.settings
        t = self.current
        teaching = self.controller.teaching if not self._frozen() else s.teaching
        if t is None:
            return dataclasses.replace(s, teaching=teaching)
        setup = t.setup
        defaults = default_names(setup.players, setup.humans)
        names, levels = list(s.names), list(s.bot_levels)
        for i, seat in enumerate(setup.seats):
            names[i] = "" if seat.name == defaults[i] else seat.name
            if i > 0 and not seat.human:
                levels[i - 1] = chosen_level(seat.level)
        return dataclasses.replace(s, names=names, bot_levels=levels, teaching=teaching)

    def apply_to_game(self, before: Settings, after: Settings) -> None:
        """What changed in Settings applies to the match in play at once: teaching mode,
        the seats' names (an empty name: the seat's default) and the computers' levels
        (from their next move)."""
        c = self.controller
        t = self.current
        if after.teaching != before.teaching:
            c.set_teaching(after.teaching) if not self._frozen() else None
        if t is None:
            return
        setup = t.setup
        defaults = default_names(setup.players, setup.humans)
        seats = list(setup.seats)
        for i, seat in enumerate(seats):
            if after.names[i] != before.names[i]:
                seats[i] = dataclasses.replace(seat, name=after.names[i] or defaults[i])
            if i > 0 and not seat.human and after.bot_levels[i - 1] != before.bot_levels[i - 1]:
                seats[i] = dataclasses.replace(seats[i], level=after.bot_levels[i - 1])
        if tuple(seats) != setup.seats:
            t.setup = dataclasses.replace(setup, seats=tuple(seats))
            if c.setup is setup:  # not while the rules tour shows a position
                c.setup = t.setup
                c.changed.emit()
            self.save_now()

    @_safe
    def _teaching_changed(self, on: bool) -> None:
        """View > Teaching Mode is the setting too: Settings shows what the game does."""
        if not self._frozen() and on != self.settings.teaching:
            self.apply_settings(dataclasses.replace(self.settings, teaching=on))

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

        shown = self.settings_in_play()
        dialog = SettingsDialog(shown, self.window)
        if dialog.exec():
            self.accept_settings(shown, dialog.result_settings())

    def accept_settings(self, shown: Settings, chosen: Settings) -> None:
        """Settings accepted: stored, and applied to the game in play."""
        if self.apply_settings(chosen):
            self.apply_to_game(shown, chosen)

    # -- files -----------------------------------------------------------------------------------
    def player_folder(self) -> Path:
        """Where Open and Save As start: the folder of the last record opened or saved,
        else the player's Documents folder (never the game's own data folder)."""
        from PySide6.QtCore import QStandardPaths

        last = Path(self.settings.folder) if self.settings.folder else None
        if last is not None and last.is_dir() and not is_internal(last):
            return last
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        if documents and Path(documents).is_dir():
            return Path(documents)
        return Path.home()

    def file_dialog(self, save: bool) -> QFileDialog:
        """The Open or Save As dialog: match records (``*.fivesup.json``) first, any
        JSON file as the second filter, in the player's folder."""
        dialog = QFileDialog(self.window, self.tr("Save Match As") if save
                             else self.tr("Open Match"), str(self.player_folder()))
        dialog.setNameFilters([self.tr("Match records (*.fivesup.json)"),
                               self.tr("JSON files (*.json)")])
        if save:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
            dialog.setDefaultSuffix("fivesup.json")
            dialog.selectFile(time.strftime("match-%Y%m%d-%H%M.fivesup.json"))
        else:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        return dialog

    def _choose(self, save: bool) -> str | None:
        dialog = self.file_dialog(save)
        if not dialog.exec() or not dialog.selectedFiles():
            return None
        return dialog.selectedFiles()[0]

    def _choose_open(self) -> str | None:
        return self._choose(save=False)

    def _choose_save(self) -> str | None:
        return self._choose(save=True)

    def _remember_folder(self, path: str | Path) -> None:
        """The next Open or Save As starts where this record is."""
        folder = str(Path(path).resolve().parent)
        if folder != self.settings.folder and not is_internal(Path(folder)):
            self.settings = dataclasses.replace(self.settings, folder=folder)
            with contextlib.suppress(StorageError):
                self.settings_store.save(self.settings)

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
        self._remember_folder(path)
        return True

    def open_dialog(self) -> None:
        path = self.choose_open()
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> LoadedRecord | None:
        """Open a record: a finished match in the replay viewer, else play it on (after
        asking, when it would replace a match in progress); None when nothing opened.

        A bad file is reported by name and left exactly as it is (it is the
        player's own file, not one of the game's)."""
        if is_internal(Path(path)):
            self.show_message(fill(self.tr("{file} is one of the game's own files, not a match "
                                           "record: it is not opened."), file=one_line(path)))
            return None
        try:
            loaded = read_record(path)
        except FileNotFoundError:
            self.show_message(fill(self.tr("{file}: the file does not exist."),
                                   file=one_line(path)))
            return None
        except StorageError as error:
            self._report([error], self.tr("The match could not be opened"))
            return None
        if not self.open_loaded(loaded):
            return None
        self._remember_folder(path)
        return loaded

    def open_record(self, data: dict, source: str = "") -> LoadedRecord | None:
        """Open a record held in memory (a history entry)."""
        try:
            loaded = parse_record(data, source or None)
        except StorageError as error:
            self._report([error], self.tr("The match could not be opened"))
            return None
        return loaded if self.open_loaded(loaded) else None

    def open_loaded(self, loaded: LoadedRecord) -> bool:
        """A finished record opens in a replay viewer (the match in play goes on); an
        unfinished one is played on, once the player agrees to leave the match in
        progress.  False: the player kept playing."""
        if loaded.finished or not loaded.record.rounds:
            self.show_replay(loaded)
            return True
        if not self.may_replace():
            return False
        self.adopt(loaded)
        return True

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
