"""The main window's menu entries for saving (Open, Save As, History, Settings in the
Game menu) and its score chart dock (with its View menu entry).

The window owns them: ``install.install`` hands ``furnish`` to saving,
which calls it once its parts exist, before it follows the match model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

from ..menus import add_action
from ..side.charts import ScoreChartDock
from .persistence import Persistence, SavingMenus

if TYPE_CHECKING:
    from ..main_window import MainWindow

def tr(text: str) -> str:
    return QCoreApplication.translate("Persistence", text)  # as when saving made them


def furnish(window: MainWindow, persistence: Persistence) -> SavingMenus:
    """The chart dock (hidden) and the saving entries above the separator before Quit."""
    chart_dock = ScoreChartDock(window.model, window)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, chart_dock)
    chart_dock.hide()
    game, before = window.menus.game, window.menus.quit_separator
    sep = QAction(window)
    sep.setSeparator(True)
    game.insertAction(before, sep)
    p = persistence
    def entry(text: str, keys: QKeySequence.StandardKey | str, slot: Callable[[], object]) -> QAction:
        return add_action(window, game, text, keys, slot, before=before)

    act_open = entry(tr("&Open Match…"), QKeySequence.StandardKey.Open, p.files.open_dialog)
    act_save = entry(tr("Save Match &As…"), QKeySequence.StandardKey.SaveAs, p.files.save_dialog)
    act_history = entry(tr("Match &History…"), "Ctrl+H", p.show_history)
    act_settings = entry(tr("&Settings…"), QKeySequence.StandardKey.Preferences, p.applier.show_settings)
    act_chart = chart_dock.toggleViewAction()
    act_chart.setText(tr("Score &Chart"))
    act_chart.setShortcut(QKeySequence("Ctrl+G"))
    window.menus.view.addAction(act_chart)
    window.addAction(act_chart)
    return SavingMenus(act_open, act_save, act_history, act_settings, act_chart, chart_dock)
