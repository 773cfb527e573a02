"""A window's first size: what it would like, but never more than the screen it opens on."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def resize_within_screen(window: QWidget, width: int, height: int) -> None:
    """``window`` at ``width`` x ``height``, or smaller where its screen's free area
    (less the taskbar and panels) is smaller: an 800x600 screen gets the whole window."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        free = screen.availableGeometry()
        width, height = min(width, free.width()), min(height, free.height())
    window.resize(width, height)
