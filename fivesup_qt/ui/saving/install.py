"""Saving installed on the main window: what saving needs of the window handed over in
a ``Host`` (nothing looked up by name later), the window's saving entries and chart dock
(``menus.py``), and the Match History window saving opens.  It knows both the window
and saving; neither imports it (``app.py`` and the tests call it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .persistence import Host, Persistence, SavingMenus, ShownHistory

if TYPE_CHECKING:
    from ..main_window import MainWindow


def install(window: MainWindow) -> Persistence:
    """Add saving, the history, the settings and the score chart to ``window``."""
    from .menus import furnish

    def furnished(persistence: Persistence) -> SavingMenus:
        window.sounds.follow(persistence.applier.settings, persistence.applier.settingsChanged)
        return furnish(window, persistence)

    def history_window(persistence: Persistence) -> ShownHistory:
        from ..windows.history import HistoryWindow  # loaded when first shown

        return HistoryWindow(persistence, window)

    c = window.controller
    host = Host(window=window, model=window.model, game=c, say=c.status.emit,
                furnish=furnished, history_window=history_window,
                theme_changed=window.themeChanged, set_theme=window.set_theme,
                theme=lambda: window.theme)
    persistence = Persistence(host)
    window.persistence = persistence
    return persistence
