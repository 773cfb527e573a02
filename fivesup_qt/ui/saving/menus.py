"""The main window's menu entries for saving (Open, Save As, History, Settings in the
Game menu) and its score chart dock (with its View menu entry).

The window owns them: ``MainWindow.persistence_host`` hands ``furnish`` to saving,
which calls it once its parts exist, before it listens to the controller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ..side.charts import ScoreChartDock

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from .persistence import Persistence

Keys = QKeySequence | QKeySequence.StandardKey | str


def tr(text: str) -> str:
    return QCoreApplication.translate("Persistence", text)  # as when saving made them


@dataclass(frozen=True)
class SavingMenus:
    """The entries and the dock, for the window and for tests."""

    act_open: QAction
    act_save: QAction
    act_history: QAction
    act_settings: QAction
    act_chart: QAction
    chart_dock: ScoreChartDock


def _add(window: QMainWindow, menu: QMenu, before: QAction | None, text: str, keys: Keys,
         slot: Callable[[], object]) -> QAction:
    act = QAction(text, window)
    if keys:
        act.setShortcut(QKeySequence(keys))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    act.triggered.connect(slot)
    menu.insertAction(before, act) if before is not None else menu.addAction(act)
    window.addAction(act)
    return act


def furnish(window: MainWindow, persistence: Persistence) -> SavingMenus:
    """The chart dock (hidden) and the saving entries above the separator before Quit."""
    chart_dock = ScoreChartDock(window.controller, window)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, chart_dock)
    chart_dock.hide()
    game, before = window.game_menu, window.quit_separator
    sep = QAction(window)
    sep.setSeparator(True)
    game.insertAction(before, sep) if before is not None else game.addAction(sep)
    p = persistence
    act_open = _add(window, game, before, tr("&Open Match…"),
                    QKeySequence.StandardKey.Open, p.open_dialog)
    act_save = _add(window, game, before, tr("Save Match &As…"),
                    QKeySequence.StandardKey.SaveAs, p.save_dialog)
    act_history = _add(window, game, before, tr("Match &History…"), "Ctrl+H", p.show_history)
    act_settings = _add(window, game, before, tr("&Settings…"),
                        QKeySequence.StandardKey.Preferences, p.show_settings)
    act_chart = chart_dock.toggleViewAction()
    act_chart.setText(tr("Score &Chart"))
    act_chart.setShortcut(QKeySequence("Ctrl+G"))
    window.view_menu.addAction(act_chart)
    window.addAction(act_chart)
    return SavingMenus(act_open, act_save, act_history, act_settings, act_chart, chart_dock)
