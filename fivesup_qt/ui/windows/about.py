"""Help > About: the version, and "Copy Diagnostic Information" for a bug report.

The diagnostic text is ``diagnostics.report`` (version, Python, Qt, the system, the
data folder, the last lines of the log) with what only the interface knows: the
fonts really used (the application font, and the font Qt falls back to for Arabic
text, read from the glyph runs of a laid-out Arabic line), the fonts that cover
Arabic, the screen's device pixel ratio, the platform and the language.  It goes
to the clipboard, and the box says so.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFontDatabase, QFontInfo, QGuiApplication, QTextLayout
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import diagnostics
from .sizing import fit_to_screen

log = logging.getLogger(__name__)

ARABIC_SAMPLE = "الجولة ٣: −15 (−3) لعب الحاسوب 4|4"  # words, digits, a minus, a tile


def drawn_with(text: str) -> list[str]:
    """The font families Qt really draws ``text`` with in the application font (its
    fallbacks included), in the order of the glyph runs."""
    layout = QTextLayout(text, QApplication.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    families: list[str] = []
    for run in layout.glyphRuns():
        family = run.rawFont().familyName()
        if family and family not in families:
            families.append(family)
    return families


def interface_facts(widget: QWidget | None = None) -> list[tuple[str, str]]:
    """What the interface adds to the diagnostics: fonts, screen, platform, language."""
    font = QApplication.font()
    facts = [("Platform", QGuiApplication.platformName()),
             ("Application font", f"{font.family()} {font.pointSizeF():g} pt, drawn with "
                                  f"{QFontInfo(font).family()}"),
             ("Arabic text drawn with", ", ".join(drawn_with(ARABIC_SAMPLE)) or "no font")]
    arabic = QFontDatabase.families(QFontDatabase.WritingSystem.Arabic)
    facts.append(("Fonts covering Arabic", f"{len(arabic)}: {', '.join(arabic[:12])}"
                  + (", ..." if len(arabic) > 12 else "")))
    screen = (widget.screen() if widget is not None else None) or QGuiApplication.primaryScreen()
    if screen is not None:
        size = screen.size()
        ratio = widget.devicePixelRatioF() if widget is not None else screen.devicePixelRatio()
        facts.append(("Screen", f"{screen.name() or '?'} {size.width()}x{size.height()}, "
                                f"devicePixelRatio {screen.devicePixelRatio():g} "
                                f"(the window: {ratio:g})"))
    direction = "right to left" if QGuiApplication.isRightToLeft() else "left to right"
    from ..words import i18n

    facts.append(("Language", f"{i18n._language}, the interface {direction}, "
                              f"locale {QLocale().name()}"))
    return facts


def diagnostic_text(widget: QWidget | None = None) -> str:
    return diagnostics.report(interface_facts(widget))


class AboutBox(QDialog):
    """The version and one line on the game, with a button that copies the diagnostics."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        fit_to_screen(self)  # inside its screen's free area, once its size is known
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.text = QLabel(text)
        self.text.setTextFormat(Qt.TextFormat.RichText)  # the game's own text, no data
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.told = QLabel()  # "copied": said after the click
        self.told.setWordWrap(True)
        self.told.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.told)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("&Copy Diagnostic Information"))
        self.copy_button.setToolTip(self.tr(
            "The version, the system, the fonts, the data folder and the last lines of the "
            "log, to paste into a bug report"))
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_diagnostics)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(max(420, self.buttons.sizeHint().width() + 40))

    def copy_diagnostics(self) -> str:
        """The diagnostics on the clipboard; returns them."""
        text = diagnostic_text(self.parentWidget() or self)
        QApplication.clipboard().setText(text)
        log.info("Diagnostic information copied to the clipboard")
        self.told.setText(self.tr("The diagnostic information is on the clipboard: paste it "
                                  "into your bug report."))
        self.adjustSize()  # room for the new line, the other text unclipped
        return text


def show_about(parent: QWidget, title: str, text: str) -> AboutBox:
    """Open the About box (window-modal, no nested event loop); returns it."""
    box = AboutBox(title, text, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
