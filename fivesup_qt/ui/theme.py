"""Colours of the table in the light and dark palettes, and the application palette."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication


@dataclass(frozen=True)
class Theme:
    """Every colour the scene and the panel paint with."""

    name: str
    felt: QColor
    felt_edge: QColor
    tile_face: QColor
    tile_edge: QColor
    tile_back: QColor
    pip: QColor
    divider: QColor
    spinner: QColor
    zone: QColor
    zone_bad: QColor
    selection: QColor
    new_mark: QColor
    text_on_felt: QColor
    ink: QColor  # tally strokes


LIGHT = Theme(
    name="light",
    felt=QColor("#2f7a4d"),
    felt_edge=QColor("#1f5535"),
    tile_face=QColor("#fbf7ec"),
    tile_edge=QColor("#6b5f4b"),
    tile_back=QColor("#7a2e2e"),
    pip=QColor("#1d1d1d"),
    divider=QColor("#8c8070"),
    spinner=QColor("#ff8c1a"),
    zone=QColor("#ffe066"),
    zone_bad=QColor("#ff6b6b"),
    selection=QColor("#4dabf7"),
    new_mark=QColor("#ffd43b"),
    text_on_felt=QColor("#f1f5ee"),
    ink=QColor("#1c3f8a"),
)

DARK = Theme(
    name="dark",
    felt=QColor("#183a2a"),
    felt_edge=QColor("#0d2318"),
    tile_face=QColor("#e6e0d0"),
    tile_edge=QColor("#2a261f"),
    tile_back=QColor("#4a1f2a"),
    pip=QColor("#161616"),
    divider=QColor("#6f6659"),
    spinner=QColor("#ff9933"),
    zone=QColor("#f2c94c"),
    zone_bad=QColor("#ff7878"),
    selection=QColor("#74c0fc"),
    new_mark=QColor("#fcc419"),
    text_on_felt=QColor("#dfe8df"),
    ink=QColor("#9ec5ff"),
)


def apply_palette(app: QApplication, theme: Theme) -> None:
    """Fusion style with a light or dark application palette to match the table."""
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    if theme.name == "light":
        app.setPalette(app.style().standardPalette())
        return
    p = QPalette()
    base, window, text = QColor("#1e1f22"), QColor("#2b2d31"), QColor("#e4e4e4")
    p.setColor(QPalette.ColorRole.Window, window)
    p.setColor(QPalette.ColorRole.WindowText, text)
    p.setColor(QPalette.ColorRole.Base, base)
    p.setColor(QPalette.ColorRole.AlternateBase, window)
    p.setColor(QPalette.ColorRole.Text, text)
    p.setColor(QPalette.ColorRole.Button, QColor("#35373c"))
    p.setColor(QPalette.ColorRole.ButtonText, text)
    p.setColor(QPalette.ColorRole.ToolTipBase, window)
    p.setColor(QPalette.ColorRole.ToolTipText, text)
    p.setColor(QPalette.ColorRole.Highlight, QColor("#3b82f6"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#9a9a9a"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#7a7a7a"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#7a7a7a"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#7a7a7a"))
    app.setPalette(p)
