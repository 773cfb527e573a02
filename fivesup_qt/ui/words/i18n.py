"""The interface's languages: English (the source texts) and Arabic.

At start-up ``install(app)`` picks the language (the ``language`` setting, else the
system locale: ``LANG=ar_*`` gives Arabic), installs the game's translator and Qt's
own translations (standard buttons, file dialogs), and turns the whole interface
right-to-left for Arabic.  A language chosen in Settings applies at the next start
(``watch`` says so when the setting changes).

The translations are kept as Qt Linguist sources in ``resources/i18n/*.ts`` and
shipped compiled in ``fivesup_qt/i18n/*.qm``.  Rebuild both after changing texts::

    python -m fivesup_qt.ui.words.i18n_build --build     # pyside6-lupdate, then pyside6-lrelease
    python -m fivesup_qt.ui.words.i18n_build --check     # exit 1 if a text lacks an Arabic translation

The build tooling lives in ``i18n_build`` so that starting the game does not load it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # Qt and the settings are imported when needed (start-up time)
    from PySide6.QtCore import QCoreApplication, QTranslator, SignalInstance
    from PySide6.QtWidgets import QWidget

    from ...rules.match import Match
    from ...storage import Settings

LANGUAGES = ("en", "ar")
SETTINGS = ("system", *LANGUAGES)  # the values of the language setting
DOMAIN = "fivesup_qt"
PACKAGE = Path(__file__).resolve().parents[2]  # fivesup_qt/
ROOT = PACKAGE.parent
TS_DIR = ROOT / "resources" / "i18n"
QM_DIR = PACKAGE / "i18n"
_installed: list[QTranslator] = []  # the translators in use (kept alive)
_language = "en"


# -- choosing and installing ----------------------------------------------------------
def qm_path(language: str) -> Path:
    return QM_DIR / f"{DOMAIN}_{language}.qm"


def system_language() -> str:
    """'ar' when the system locale is Arabic (``LANG=ar_*``), else 'en'."""
    from PySide6.QtCore import QLocale

    return "ar" if QLocale.system().language() == QLocale.Language.Arabic else "en"


def saved_settings() -> dict[str, Any]:
    """The settings as saved, for the start-up (the language, the palette): read
    without touching the file, since the settings store reports and repairs a broken
    file later, once the window is up; {} when the file cannot be read."""
    from ... import paths
    from ...reading import StorageError, read_json

    try:  # the one reader: a FIFO, /dev/zero or a huge number here is only a problem
        data = read_json(paths.settings_path(), 256 * 1024, "settings file")  # MAX_SETTINGS_BYTES
    except (OSError, StorageError):
        return {}
    return data if isinstance(data, dict) else {}


def saved_language() -> str:
    """The ``language`` setting ('system' when it is missing or not valid)."""
    value = saved_settings().get("language")
    return value if value in SETTINGS else "system"


def resolve(setting: str | None) -> str:
    """The language to use for a setting: 'en', 'ar', or the system's for 'system'."""
    if setting in LANGUAGES:
        return setting
    return system_language()


def _qt_translations_dir() -> str:
    from PySide6.QtCore import QLibraryInfo

    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def install(app: QCoreApplication | None = None, language: str | None = None) -> str:
    """Install the translators of ``language`` ('en', 'ar', 'system'; None: the saved
    setting) and the layout direction; returns the language in use."""
    global _language
    from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
    from PySide6.QtGui import QGuiApplication

    app = app or QCoreApplication.instance()
    chosen = resolve(saved_language() if language is None else language)
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    ours = QTranslator()
    if ours.load(str(qm_path(chosen))):
        QCoreApplication.installTranslator(ours)
        _installed.append(ours)
    elif chosen != "en":
        chosen = "en"  # no compiled translation: stay English, left to right
    if chosen != "en":
        qt_dir = _qt_translations_dir()
        for name in ("qtbase", "qt"):
            qt = QTranslator()
            if qt.load(f"{name}_{chosen}", qt_dir):
                QCoreApplication.installTranslator(qt)
                _installed.append(qt)
                break
    _language = chosen
    QLocale.setDefault(QLocale(QLocale.Language.Arabic if chosen == "ar"
                               else QLocale.Language.English))
    if isinstance(app, QGuiApplication):
        QGuiApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft if chosen == "ar"
                                           else Qt.LayoutDirection.LeftToRight)
    return chosen


def uninstall() -> None:
    """Back to the untranslated English texts, left to right (tests)."""
    global _language
    from PySide6.QtCore import QCoreApplication, QLocale, Qt
    from PySide6.QtGui import QGuiApplication

    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    _language = "en"
    QLocale.setDefault(QLocale(QLocale.Language.English))
    if isinstance(QCoreApplication.instance(), QGuiApplication):
        QGuiApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def restart_note(new_setting: str, match_going_on: bool = True) -> str | None:
    """The message to show after the language setting changed, or None when the
    interface already speaks that language; a finished match (or none) is not said to
    be resumed."""
    from PySide6.QtCore import QCoreApplication

    if resolve(new_setting) == _language:
        return None
    if not match_going_on:
        return QCoreApplication.translate(
            "i18n", "The new language applies the next time the game starts.")
    return QCoreApplication.translate(
        "i18n", "The new language applies the next time the game starts. Your match is "
                "saved and can be resumed then.")


class StoresSettings(Protocol):
    @property
    def settingsChanged(self) -> SignalInstance: ...


class ShowsMatch(Protocol):
    @property
    def match(self) -> Match | None: ...


class Saving(Protocol):
    """What ``watch`` reads of saving (``Persistence``): its window, the match on the
    table (its model's), the settings' changes."""

    @property
    def window(self) -> QWidget: ...
    @property
    def model(self) -> ShowsMatch: ...
    @property
    def applier(self) -> StoresSettings: ...


def watch(persistence: Saving) -> None:
    """After Settings changed the language, say that it applies at the next start."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    def changed(settings: Settings) -> None:
        window = persistence.window
        match = persistence.model.match
        note = restart_note(getattr(settings, "language", "system"),
                            match is not None and not match.is_over)
        if note is None or window is None or not window.isVisible():
            return
        box = QMessageBox(QMessageBox.Icon.Information, window.windowTitle(), note,
                          QMessageBox.StandardButton.Ok, window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    persistence.applier.settingsChanged.connect(changed)

