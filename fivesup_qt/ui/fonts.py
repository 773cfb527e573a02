"""The game's own interface font, so that it reads and looks the same on every system.

The game ships **IBM Plex Sans Arabic** (Regular and Bold, 483 KB, SIL Open Font
License 1.1: ``fivesup_qt/resources/fonts/OFL.txt``): one family drawn for Latin and
Arabic together, with the signs our texts are made of (the minus sign U+2212, the
arrows, the middle dot, the multiplication sign).

Why a font of our own: what a system offers differs, and so did what players saw.
Debian's Noto Sans (the usual Linux desktop font) has no minus sign, so every "−15"
took its "−" from Noto Sans Mono, a monospaced sign among proportional digits; Windows
and macOS would each show the Arabic in yet another face.  With one family in front
the line heights, widths and shapes are the same everywhere, and the screenshots in the
documentation are what every player gets.

The system's own interface font stays behind ours in the family list: the few signs
Plex lacks (Δ, ▶, ◀, ✗) come from it, and after it from the system's font fallback.
The order of text on screen never depends on any of this: numbers, tiles and names
are kept in reading order by Unicode isolates (``voice.isolate``), whatever the fonts.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

FAMILY = "IBM Plex Sans Arabic"
FILES = ("IBMPlexSansArabic-Regular.ttf", "IBMPlexSansArabic-Bold.ttf")
FOLDER = Path(__file__).resolve().parent.parent / "resources" / "fonts"

_loaded: str | None = None  # the family once its files are in the font database
_system: QFont | None = None  # the application's font before ours was put in front


def load() -> str | None:
    """Add the shipped files to Qt's font database (once); their family, or None when
    they could not be read (a damaged installation: the system font is used)."""
    global _loaded
    if _loaded is None:
        families: list[str] = []
        for name in FILES:
            ident = QFontDatabase.addApplicationFont(str(FOLDER / name))
            if ident >= 0:
                families += QFontDatabase.applicationFontFamilies(ident)
        _loaded = FAMILY if FAMILY in families else (families[0] if families else None)
    return _loaded


def install(app: QGuiApplication) -> str | None:
    """Make the shipped family the application's font, the system's behind it; returns
    the family in front (None: the system font alone)."""
    global _system
    family = load()
    if _system is None:
        _system = QFont(app.font())
    if family is None:
        return None
    font = QFont(_system)
    font.setFamilies([family, *(f for f in _system.families() if f != family)])
    app.setFont(font)
    return family


def system_font() -> QFont:
    """The font the system gave the application (before ``install``)."""
    return QFont(_system) if _system is not None else QFont(QGuiApplication.font())
