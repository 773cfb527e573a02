"""The game's menus as the README names them: "Menu > Entry" without the mnemonic's
ampersand or the ellipsis."""

from __future__ import annotations

from PySide6.QtGui import QAction


def plain(text: str) -> str:
    """A menu text as the README writes it: no mnemonic ampersand, no ellipsis."""
    return text.replace("&", "").replace("…", "").replace("...", "").strip()


def menu_actions(window) -> dict[tuple[str, str], QAction]:
    """(menu, entry) -> the action, for every entry of every menu of the menu bar."""
    found = {}
    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        for action in menu.actions():
            if not action.isSeparator() and action.text():
                found[(plain(menu.title()), plain(action.text()))] = action
    return found
