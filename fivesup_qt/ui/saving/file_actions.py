"""The file actions: Open, Save As and the question before anything replaces the
match in play.  A finished record opens in a replay viewer; an unfinished one is
played on (the match store adopts it).  A bad file is reported by name and left as
it is: it is the player's own file, not one of the game's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Qt
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from ... import paths
from ...reading import one_line
from ...storage import LoadedRecord, StorageError, parse_record, read_record, write_record
from ..terminate import ending
from ..words.voice import fill
from .match_store import MatchStore
from .report import Reporter, log, message_box, tr
from .settings_applier import SettingsApplier

if TYPE_CHECKING:
    from ..windows.replay_viewer import ReplayViewer

ABANDON, SAVE_FIRST, KEEP = "abandon", "save", "keep"  # answers to "Abandon this match?"


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


class FileActions(QObject):
    """Open, Save As and replacing the match in play, for one main window."""

    def __init__(self, window: QMainWindow, reporter: Reporter, store: MatchStore,
                 applier: SettingsApplier) -> None:
        super().__init__(reporter)
        self.window = window
        self.reporter = reporter
        self.store = store
        self.applier = applier
        self.viewers: list[ReplayViewer] = []
        # Test hooks: the question and the file choosers can be replaced.
        self.confirm_replace: Callable[[], str] = self._confirm_replace
        self.choose_open: Callable[[], str | None] = self._choose_open
        self.choose_save: Callable[[], str | None] = self._choose_save

    # -- replacing the match in play ---------------------------------------------------------
    def may_replace(self) -> bool:
        """Before anything replaces the match in play (New Match, Rematch, Open, History >
        Open, a file given to the running game): ask, unless no match is in progress.
        True: go ahead (the player abandons it, or saved it first)."""
        if not self.store.in_progress():
            return True
        answer = self.confirm_replace()
        if answer == ABANDON:
            return True
        if answer == SAVE_FIRST:
            path = self.choose_save()
            return path is not None and self.save_as(path)
        return False

    def _confirm_replace(self) -> str:
        """Abandon, save first or keep playing: a signal ending the game keeps playing
        (closing the box is no answer, and the match stays as it is)."""
        if ending() is not None:
            return KEEP
        log.info("A match is in progress: the player is asked before it is replaced")
        box = message_box(QMessageBox.Icon.Question, tr("Abandon this match?"),
                          tr("A match is in progress. Starting another one abandons it: "
                             "it goes to the history as abandoned."),
                          QMessageBox.StandardButton.NoButton, self.window)
        abandon = box.addButton(tr("Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
        save = box.addButton(tr("Save it first…"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        clicked = box.clickedButton()
        if ending() is not None:
            return KEEP
        return ABANDON if clicked is abandon else SAVE_FIRST if clicked is save else KEEP

    # -- choosing a file ---------------------------------------------------------------------
    def player_folder(self) -> Path:
        """Where Open and Save As start: the folder of the last record opened or saved,
        else the player's Documents folder (never the game's own data folder)."""
        settings = self.applier.settings
        last = Path(settings.folder) if settings.folder else None
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
        dialog = QFileDialog(self.window, tr("Save Match As") if save
                             else tr("Open Match"), str(self.player_folder()))
        dialog.setNameFilters([tr("Match records (*.fivesup.json)"),
                               tr("JSON files (*.json)")])
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
        if not dialog.exec() or not dialog.selectedFiles() or ending() is not None:
            return None  # cancelled, or closed by a signal ending the game
        return dialog.selectedFiles()[0]

    def _choose_open(self) -> str | None:
        return self._choose(save=False)

    def _choose_save(self) -> str | None:
        return self._choose(save=True)

    # -- Save As -------------------------------------------------------------------------------
    def save_dialog(self) -> None:
        t = self.store.current
        if t is None or t.match is not self.store.model.match:
            self.reporter.show_message(tr("There is no match to save."))
            return
        path = self.choose_save()
        if path:
            self.save_as(path)

    def save_as(self, path: str | Path) -> bool:
        t = self.store.current
        if t is None:
            return False
        result = None
        if t.match.is_over:
            result = {"winner": t.match.winner, "scores": list(t.match.scores)}
        try:
            write_record(path, self.store.record_of(t, result))
        except StorageError as error:
            self.reporter.report([error], tr("The match could not be saved"))
            return False
        self.applier.remember_folder(path, is_internal)
        return True

    # -- Open ------------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        path = self.choose_open()
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> LoadedRecord | None:
        """Open a record: a finished match in the replay viewer, else play it on (after
        asking, when it would replace a match in progress); None when nothing opened."""
        if is_internal(Path(path)):
            self.reporter.show_message(fill(tr("{file} is one of the game's own files, not a "
                                               "match record: it is not opened."),
                                            file=one_line(path)))
            return None
        try:
            loaded = read_record(path)
        except FileNotFoundError:
            self.reporter.show_message(fill(tr("{file}: the file does not exist."),
                                            file=one_line(path)))
            return None
        except StorageError as error:
            self.reporter.report([error], tr("The match could not be opened"))
            return None
        if not self.open_loaded(loaded):
            return None
        self.applier.remember_folder(path, is_internal)
        return loaded

    def open_record(self, data: dict, source: str = "") -> LoadedRecord | None:
        """Open a record held in memory (a history entry)."""
        try:
            loaded = parse_record(data, source or None)
        except StorageError as error:
            self.reporter.report([error], tr("The match could not be opened"))
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
        self.store.adopt(loaded)
        return True

    def show_replay(self, loaded: LoadedRecord) -> QWidget:
        from ..windows.replay_viewer import ReplayViewer

        viewer = ReplayViewer(loaded, self.store.setup_from_record(loaded), self.window)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.destroyed.connect(lambda *_: self.viewers.remove(viewer)
                                 if viewer in self.viewers else None)
        self.viewers.append(viewer)
        viewer.show()
        return viewer
