"""Colours of the table in the light, dark and high-contrast palettes, the application
palette of each, and the WCAG contrast arithmetic that keeps them readable.

Every colour the scene, the panel and the status line paint with comes from a
``Theme``; ``contrast_pairs(theme)`` lists the pairs that must stay readable
(text-like pairs at least 4.5:1, graphics at least 3:1; 7:1 for every pair of the
high-contrast palette), and tests/ui/test_accessibility.py holds them to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory


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
    spinner: QColor  # the frame of a double; also the disc of a counted end
    zone: QColor  # legal drop zones, hollow dots, the stock when it must be drawn from
    zone_bad: QColor
    selection: QColor  # the selected hand tile, the focused zone, the table's focus frame
    new_mark: QColor  # the ring around a tile just drawn
    recent: QColor  # the glow around the tiles placed since your last placement
    text_on_felt: QColor
    ink: QColor  # tally strokes
    hint: QColor  # the hint's dashed ring on the table
    accent: QColor  # the active scorer's card, the strips' top border
    alert: QColor  # error text in the status line, the hint box
    mark_text: QColor  # the number on a counted end's disc
    mark_edge: QColor
    badge_bg: QColor  # names, counts, previews on the felt
    badge_hot_bg: QColor  # the seat to play, a scoring preview
    badge_hot_text: QColor
    back_mark: QColor  # the inner line of a face-down tile
    pip_scale: float = 1.0
    edge_scale: float = 1.0  # outline widths of the tiles
    frame_scale: float = 1.0  # widths of the spinner and selection frames
    dim_opacity: float = 0.45  # hand tiles that cannot be placed now

    @property
    def felt_lightest(self) -> QColor:
        """The lightest felt tone (the centre of the gradient): the worst background
        for the light marks drawn on the felt."""
        return self.felt.lighter(112)


LIGHT = Theme(
    name="light",
    felt=QColor("#225e39"),
    felt_edge=QColor("#16422a"),
    tile_face=QColor("#fbf7ec"),
    tile_edge=QColor("#6b5f4b"),
    tile_back=QColor("#7a2e2e"),
    pip=QColor("#1d1d1d"),
    divider=QColor("#8c8070"),
    spinner=QColor("#ff9a2e"),
    zone=QColor("#ffe57a"),
    zone_bad=QColor("#ff9e9e"),  # a zone whose points would be refused (also dashed, crossed)
    selection=QColor("#74c0fc"),
    new_mark=QColor("#ffd43b"),
    recent=QColor("#ffffff"),
    text_on_felt=QColor("#f1f5ee"),
    ink=QColor("#1c3f8a"),
    hint=QColor("#ffffff"),
    accent=QColor("#c25e00"),
    alert=QColor("#b3261e"),
    mark_text=QColor("#111111"),
    mark_edge=QColor("#1d1d1d"),
    badge_bg=QColor(0, 0, 0, 110),
    badge_hot_bg=QColor("#5c4700"),
    badge_hot_text=QColor("#ffffff"),
    back_mark=QColor("#a45252"),
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
    zone=QColor("#ffe57a"),
    zone_bad=QColor("#ff7878"),
    selection=QColor("#74c0fc"),
    new_mark=QColor("#fcc419"),
    recent=QColor("#ffffff"),
    text_on_felt=QColor("#dfe8df"),
    ink=QColor("#9ec5ff"),
    hint=QColor("#ffffff"),
    accent=QColor("#ff9933"),
    alert=QColor("#ff8a80"),
    mark_text=QColor("#111111"),
    mark_edge=QColor("#1d1d1d"),
    badge_bg=QColor(0, 0, 0, 110),
    badge_hot_bg=QColor("#5c4700"),
    badge_hot_text=QColor("#ffffff"),
    back_mark=QColor("#7a3a4a"),
)

# Black, white and yellow: white tiles with black outlines and large pips on black
# felt; the legal zones in cyan and the selection in yellow, both far from the orange
# of the spinners' frames (which the help and the rules tour call orange).
HIGH_CONTRAST = Theme(
    name="contrast",
    felt=QColor("#000000"),
    felt_edge=QColor("#000000"),
    tile_face=QColor("#ffffff"),
    tile_edge=QColor("#000000"),
    tile_back=QColor("#b3b3b3"),
    pip=QColor("#000000"),
    divider=QColor("#000000"),
    spinner=QColor("#ff9500"),
    zone=QColor("#00ffff"),
    zone_bad=QColor("#ff6b6b"),  # redder than the pink glow of the recent tiles
    selection=QColor("#ffff00"),
    new_mark=QColor("#ffff00"),
    recent=QColor("#f783ac"),
    text_on_felt=QColor("#ffffff"),
    ink=QColor("#ffffff"),
    hint=QColor("#ffffff"),
    accent=QColor("#ffff00"),
    alert=QColor("#ff9e9e"),
    mark_text=QColor("#000000"),
    mark_edge=QColor("#ffffff"),
    badge_bg=QColor("#000000"),
    badge_hot_bg=QColor("#ffff00"),
    badge_hot_text=QColor("#000000"),
    back_mark=QColor("#ffffff"),
    pip_scale=1.3,
    edge_scale=2.2,
    frame_scale=1.4,
    dim_opacity=0.62,
)

THEMES: dict[str, Theme] = {t.name: t for t in (LIGHT, DARK, HIGH_CONTRAST)}


def theme_named(name: object) -> Theme:
    """The theme of a ``palette`` setting ('light', 'dark', 'contrast'); light otherwise."""
    return THEMES.get(name, LIGHT) if isinstance(name, str) else LIGHT


# -- the application palette -----------------------------------------------------------
_DARK_ROLES = {
    "Window": "#2b2d31", "WindowText": "#e4e4e4", "Base": "#1e1f22", "AlternateBase": "#2b2d31",
    "Text": "#e4e4e4", "Button": "#35373c", "ButtonText": "#e4e4e4", "ToolTipBase": "#2b2d31",
    "ToolTipText": "#e4e4e4", "Highlight": "#2f6fd6", "HighlightedText": "#ffffff",
    "PlaceholderText": "#9a9a9a", "Link": "#8ab4ff", "BrightText": "#ffffff",
}
_DARK_DISABLED = "#8a8a8a"

_CONTRAST_ROLES = {
    "Window": "#000000", "WindowText": "#ffffff", "Base": "#000000", "AlternateBase": "#1a1a1a",
    "Text": "#ffffff", "Button": "#000000", "ButtonText": "#ffffff", "ToolTipBase": "#000000",
    "ToolTipText": "#ffffff", "Highlight": "#ffff00", "HighlightedText": "#000000",
    "PlaceholderText": "#c8c8c8", "Link": "#ffff00", "LinkVisited": "#ffff00",
    "BrightText": "#ffff00", "Light": "#ffffff", "Midlight": "#ffffff", "Mid": "#ffffff",
    "Dark": "#ffffff", "Shadow": "#ffffff",
}
_CONTRAST_DISABLED = "#b0b0b0"

# Fusion's light palette with the two roles it leaves below 4.5:1: white text on its
# selection blue, and the grey placeholder (the default names of the seats).
_LIGHT_ROLES = {"Highlight": "#2a6fb0", "HighlightedText": "#ffffff",
                "PlaceholderText": "#6b6b6b"}


def app_palette(theme: Theme, base: QPalette | None = None) -> QPalette:
    """The widgets' palette that goes with ``theme`` (``base``: the style's standard
    palette, which the light theme starts from; Fusion's when None)."""
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    if theme.name == "light":
        if base is None:
            base = QStyleFactory.create("Fusion").standardPalette()
        p = QPalette(base)
        roles, disabled = _LIGHT_ROLES, None
    else:
        p = QPalette()
        roles, disabled = ((_CONTRAST_ROLES, _CONTRAST_DISABLED) if theme.name == "contrast"
                           else (_DARK_ROLES, _DARK_DISABLED))
    for name, colour in roles.items():
        p.setColor(getattr(role, name), QColor(colour))
    if disabled is not None:
        for name in ("Text", "ButtonText", "WindowText"):
            p.setColor(group.Disabled, getattr(role, name), QColor(disabled))
    return p


def apply_palette(app: QApplication, theme: Theme) -> None:
    """Fusion style with the application palette that matches the table."""
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(app_palette(theme, app.style().standardPalette()))


# -- WCAG 2 contrast ---------------------------------------------------------------------
def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def over(colour: QColor, background: QColor) -> QColor:
    """``colour`` (maybe translucent) painted over an opaque ``background``."""
    a = colour.alphaF()
    return QColor.fromRgbF(*(a * getattr(colour, c)() + (1 - a) * getattr(background, c)()
                             for c in ("redF", "greenF", "blueF")))


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an opaque colour (0 black .. 1 white)."""
    return (0.2126 * _linear(colour.redF()) + 0.7152 * _linear(colour.greenF())
            + 0.0722 * _linear(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 .. 21); ``a`` may be translucent over ``b``."""
    if a.alpha() < 255:
        a = over(a, b)
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class Pair(NamedTuple):
    label: str
    fg: QColor
    bg: QColor
    text: bool  # text-like (4.5:1) or a graphic (3:1)

    @property
    def ratio(self) -> float:
        return contrast(self.fg, self.bg)


def required(theme: Theme, pair: Pair) -> float:
    """The least contrast a pair needs in ``theme``."""
    if theme.name == "contrast":
        return 7.0
    return 4.5 if pair.text else 3.0


def contrast_pairs(theme: Theme, palette: QPalette | None = None) -> list[Pair]:
    """Every colour pair that has to stay readable in ``theme``: the table's marks
    against the lightest felt, the tile's pips, the teaching numbers and badges, and
    the panel's text against the application palette."""
    felt = theme.felt_lightest
    p = palette or app_palette(theme)
    role = QPalette.ColorRole
    window, base = p.color(role.Window), p.color(role.Base)
    hot_badge = over(theme.badge_hot_bg, felt)
    pairs = [
        Pair("pip / tile face", theme.pip, theme.tile_face, False),
        Pair("tile face / felt", theme.tile_face, felt, False),
        Pair("tile back / felt", over(theme.tile_back, felt), felt, False)
        if theme.name == "contrast" else None,
        Pair("zone / felt", theme.zone, felt, False),
        Pair("refused zone / felt", theme.zone_bad, felt, False),
        Pair("selection / felt", theme.selection, felt, False),
        Pair("spinner frame / felt", theme.spinner, felt, False),
        Pair("hint ring / felt", theme.hint, felt, False),
        Pair("recent glow / felt", theme.recent, felt, False),
        Pair("drawn ring / felt", theme.new_mark, felt, False),
        Pair("counted-end number / disc", theme.mark_text, theme.spinner, True),
        Pair("text / felt (stock)", theme.text_on_felt, felt, True),
        Pair("badge text / badge", theme.text_on_felt, over(theme.badge_bg, felt), True),
        Pair("hot badge text / hot badge", theme.badge_hot_text, hot_badge, True),
        Pair("panel text / panel", p.color(role.WindowText), window, True),
        Pair("log text / log", p.color(role.Text), base, True),
        Pair("button text / button", p.color(role.ButtonText), p.color(role.Button), True),
        Pair("selected text / selection", p.color(role.HighlightedText),
             p.color(role.Highlight), True),
        Pair("placeholder / field", p.color(role.PlaceholderText), base, True),
        Pair("status error / panel", theme.alert, window, True),
        Pair("tally ink / panel", theme.ink, window, False),
        Pair("active card frame / panel", theme.accent, window, False),
        Pair("hint box frame / panel", theme.alert, window, False),
    ]
    return [pair for pair in pairs if pair is not None]


def _lab(colour: QColor) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an opaque colour."""
    r, g, b = (_linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


# Viénot, Brettel and Mollon (1999): dichromat simulation in linear RGB.
_DICHROMATS = {
    "protanopia": ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0),
                   (0.00401, -0.00401, 1.0)),
    "deuteranopia": ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0),
                     (-0.02234, 0.02234, 1.0)),
}


def as_seen(colour: QColor, vision: str = "normal") -> QColor:
    """``colour`` as a protanope or deuteranope sees it (roughly)."""
    if vision == "normal":
        return QColor(colour)
    rgb = [_linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF())]

    def encode(v: float) -> float:
        v = min(1.0, max(0.0, v))
        return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055

    out = [encode(sum(m * c for m, c in zip(row, rgb))) for row in _DICHROMATS[vision]]
    return QColor.fromRgbF(*out)


def difference(a: QColor, b: QColor, vision: str = "normal") -> float:
    """CIE76 colour difference (ΔE*ab) of two colours as ``vision`` sees them."""
    la, lb = _lab(as_seen(a, vision)), _lab(as_seen(b, vision))
    return sum((x - y) ** 2 for x, y in zip(la, lb)) ** 0.5
