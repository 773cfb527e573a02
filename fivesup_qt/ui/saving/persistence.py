"""The Qt side of saving, in three homes that ``Persistence`` builds and wires together
for one main window (its one job; callers use the homes themselves:
``persistence.store``, ``.files``, ``.applier``, ``.reporter``):

- the match store (``match_store.py``): the match in play, its autosave, the offer to
  resume at start-up, the match history;
- the file actions (``file_actions.py``): Open, Save As, and the question before a
  match in progress is replaced;
- the settings applier (``settings_applier.py``): the stored settings and what they
  change in the game.

Problems are told to the player by one ``Reporter`` (``report.py``).  The
window owns its menu entries and the score chart dock (``menus.py``): it hands
``furnish`` over in its ``Host``.  One entry point: ``install.install(window) -> Persistence``.
The files themselves are handled by ``fivesup_qt.storage`` (pure Python).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QMainWindow

from ...storage import History, LoadedRecord, StorageError
from ..play.model import MatchModel
from ..play.setup import MatchSetup
from ..theme import Theme
from .file_actions import FileActions
from .match_store import MatchStore
from .report import Reporter, Say, message_box
from .settings_applier import Preferences, SettingsApplier

if TYPE_CHECKING:
    from datetime import date

    from PySide6.QtGui import QAction

    from ...rules import Match
    from ..side.charts import ScoreChartDock

__all__ = ["Host", "Persistence", "SavingMenus", "message_box"]  # message_box: app.py's boxes


@dataclass(frozen=True)
class SavingMenus:
    """Saving's entries in the window's menus and the score chart dock (``menus.py``
    makes them), for the window and for tests."""

    act_open: QAction
    act_save: QAction
    act_history: QAction
    act_settings: QAction
    act_chart: QAction
    chart_dock: ScoreChartDock


class ShownHistory(Protocol):
    """The Match History window (``windows/history.py``), as saving keeps it up to date."""

    def reload(self) -> None: ...
    def show(self) -> None: ...
    def raise_(self) -> None: ...


class Game(Preferences, Protocol):
    """What saving asks of the game in play: the settings' preferences, and a match put
    on the table to be played on (a resumed or opened record, a deal of the history)."""

    def load_match(self, match: Match, setup: MatchSetup | None = ..., *,
                   teaching: bool | None = ..., daily: date | None = ...) -> None: ...


@dataclass(frozen=True)
class Host:
    """What the main window hands to persistence: nothing is looked up by name."""

    window: QMainWindow  # parent of dialogs
    model: MatchModel  # the match on the table
    game: Game  # the controller's actions saving uses
    say: Say  # the window's status line
    furnish: Callable[[Persistence], SavingMenus]  # the window's saving entries and chart dock
    history_window: Callable[[Persistence], ShownHistory]  # Match History, made when first shown
    theme_changed: SignalInstance  # the palette chosen from the View menu (its name)
    set_theme: Callable[[Theme], None]
    theme: Callable[[], Theme]


class Persistence(QObject):
    """Autosave, history, files and settings of one main window."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.window)
        self.host = host
        self.window = window = host.window
        self.game = host.game
        self.reporter = Reporter(window, host.say)
        self.applier = SettingsApplier(window, host.model, host.game, self.reporter,
                                       host.set_theme, host.theme)
        self.store = MatchStore(host.model, host.game.load_match, self.reporter,
                                lambda: self.applier.settings)
        self.files = FileActions(window, self.reporter, self.store, self.applier)
        self.model = host.model  # the match on the table
        self.history_window: ShownHistory | None = None
        self.store.historyChanged.connect(self._history_changed)
        menus = host.furnish(self)
        self.chart_dock: ScoreChartDock = menus.chart_dock
        self.act_open: QAction = menus.act_open
        self.act_save: QAction = menus.act_save
        self.act_history: QAction = menus.act_history
        self.act_settings: QAction = menus.act_settings
        self.act_chart: QAction = menus.act_chart
        self.store.listen()
        self.applier.follow(self.store, host.theme_changed)
        self.store.start()

    # -- what the start-up (app.py) and the history window ask of saving as a whole --------
    @property
    def history(self) -> History:
        return self.store.history

    def report(self, problems: list[StorageError], heading: str) -> None:
        """Each problem with a file told to the player (see ``Reporter.report``)."""
        self.reporter.report(problems, heading)

    def default_setup(self, seed: int | None = None) -> MatchSetup:
        return self.applier.default_setup(seed)

    def setup_from_record(self, loaded: LoadedRecord) -> MatchSetup:
        return self.store.setup_from_record(loaded)

    def offer_resume(self) -> bool:
        return self.store.offer_resume()

    def open_file(self, path: str | Path) -> LoadedRecord | None:
        return self.files.open_file(path)

    def open_record(self, data: dict, source: str = "") -> LoadedRecord | None:
        return self.files.open_record(data, source)

    # -- history ----------------------------------------------------------------------------------
    def show_history(self) -> ShownHistory:
        if self.history_window is None:
            self.history_window = self.host.history_window(self)
        self.history_window.reload()
        self.history_window.show()
        self.history_window.raise_()
        return self.history_window

    def _history_changed(self) -> None:
        if self.history_window is not None:
            self.history_window.reload()
