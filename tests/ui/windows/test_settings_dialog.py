"""The Settings dialog is built from the settings' declaration (issue 24): every
declared setting has a row whose widgets carry its help, and changing them changes
what the dialog returns, so no setting can be added without the dialog showing it."""

from __future__ import annotations

import dataclasses
import re

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSlider, QWidget

from fivesup_qt.storage.settings import DECLARED, Settings, settings_from_json
from fivesup_qt.ui.windows.settings import SettingsDialog, help_text
from fivesup_qt.ui.words import i18n

ARABIC = re.compile(r"[\u0600-\u06FF]")
SHOWN = [s for s in DECLARED if s.shown]


@pytest.fixture
def dialog(qtbot):
    d = SettingsDialog(Settings(folder="/srv/matches/Ann"))
    qtbot.addWidget(d)
    return d


@pytest.fixture
def arabic(qapp):
    assert i18n.install(qapp, "ar") == "ar"
    yield
    i18n.uninstall()


def change(widget: QWidget) -> None:
    """Move one widget to another value, as a player would."""
    if isinstance(widget, QComboBox):
        assert widget.count() >= 2
        widget.setCurrentIndex((widget.currentIndex() + 1) % widget.count())
    elif isinstance(widget, QCheckBox):
        widget.setChecked(not widget.isChecked())
    elif isinstance(widget, QSlider):
        widget.setValue(widget.minimum() if widget.value() == widget.maximum()
                        else widget.value() + 1)
    elif isinstance(widget, QLineEdit):
        widget.setText(widget.text() + "Zed")
    else:
        raise AssertionError(f"no way to change a {type(widget).__name__}")


def test_the_dialog_edits_exactly_the_shown_settings(dialog):
    assert sorted(dialog.editors) == sorted(s.name for s in SHOWN)  # in the dialog's order
    for setting in SHOWN:
        widgets = dialog.editors[setting.name].widgets
        assert widgets, setting.name
        assert all(dialog.isAncestorOf(w) for w in widgets), setting.name


@pytest.mark.parametrize("setting", SHOWN, ids=lambda s: s.name)
def test_every_setting_has_its_help_and_changes_the_result(dialog, setting):
    before = dialog.result_settings()
    assert before == Settings(folder="/srv/matches/Ann")  # the defaults, the folder kept
    for widget in dialog.editors[setting.name].widgets:
        assert widget.toolTip() == help_text(setting) == setting.help  # English here
        assert widget.whatsThis() == setting.help
        shown = dialog.result_settings()
        change(widget)
        after = dialog.result_settings()
        assert getattr(after, setting.name) != getattr(shown, setting.name), widget
        assert dataclasses.replace(after, **{setting.name: getattr(shown, setting.name)}) == shown
        assert settings_from_json(after.to_json()) == (after, [])  # a value the file keeps
    dialog.set_settings(before)  # Restore Defaults shows the defaults again
    assert dialog.result_settings() == before


@pytest.mark.parametrize("setting", SHOWN, ids=lambda s: s.name)
def test_every_value_shown_is_the_value_returned(dialog, setting):
    """set_settings then result_settings gives back each value the widgets offer."""
    for widget in dialog.editors[setting.name].widgets:
        seen = set()
        for _ in range(6):
            value = getattr(dialog.result_settings(), setting.name)
            dialog.set_settings(Settings(**{setting.name: value}))
            assert getattr(dialog.result_settings(), setting.name) == value
            seen.add(repr(value))
            change(widget)
        assert len(seen) >= 2, setting.name


def test_the_arabic_dialog_shows_arabic_help(arabic, qtbot):
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    for setting in SHOWN:
        for widget in d.editors[setting.name].widgets:
            tip = widget.toolTip()
            assert tip == help_text(setting) != setting.help, setting.name
            assert ARABIC.search(tip) and not re.search("[A-Za-z]{3}", tip), tip
            assert widget.whatsThis() == tip
    assert d.editors["auto_draw"].widgets[0].toolTip() == (
        "حين لا تناسب أي قطعة من قطعك، تسحب اللعبة عنك من الكومة.")


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_dialog_fits_a_small_screen(qtbot, qapp, language):
    """On an 800x600 screen the whole dialog, its buttons included, is on screen: its
    pages are tabs, whatever their number of rows."""
    if language == "ar":
        assert i18n.install(qapp, "ar") == "ar"
    try:
        d = SettingsDialog(Settings())
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        hint = d.sizeHint()
        # a window manager's title bar and a panel take about 60 px of the 600
        assert hint.width() <= 800 and hint.height() <= 540, (language, hint)
        for page in range(d.tabs.count()):
            d.tabs.setCurrentIndex(page)
            assert d.sizeHint().height() <= 540, (language, d.tabs.tabText(page))
    finally:
        i18n.uninstall()
