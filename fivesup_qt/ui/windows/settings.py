"""The Settings dialog: names, default match, computer levels, teaching, language,
animation speed and palette (stored by ``fivesup_qt.storage.settings``).

Every row is built from the setting's declaration there (``DECLARED``): a choice is a
combo box of its choices, a flag a check box, each with the setting's help as its tool
tip; the seats' grid and the speed slider read their seats, levels and speeds from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...rules.variants import rule_set
from ...storage.settings import (
    ANIMATION_SPEED,
    AUTO_DRAW,
    BOT_LEVELS,
    CONTEXT,
    HINT_LEVEL,
    LANGUAGE,
    MATCH_TARGET,
    NAMES,
    ONE_CLICK,
    PALETTE,
    PLAYERS,
    SOUND,
    TEACHING,
    VARIANT,
    VOLUME,
    VOLUMES,
    Choice,
    Count,
    Flag,
    Setting,
    Settings,
)
from ..focus import buttons_in_reading_order
from ..play.setup import chosen_level, default_names, level_title
from ..sound.table import sound_option
from ..words.summary import plural, variant_name
from ..words.voice import fill
from .new_match import offer_targets
from .sizing import fit_to_screen

SPEEDS = tuple(reversed(ANIMATION_SPEED.choices))  # the speed slider, left to right: slow .. instant


def help_text(setting: Setting[Any]) -> str:
    """A setting's help in the interface's language (its tool tip and What's This)."""
    return QCoreApplication.translate(CONTEXT, setting.help)


@dataclass
class Editor:
    """The widgets that edit one setting: ``put`` shows a value, ``take`` reads it back."""

    widgets: Sequence[QWidget]
    put: Callable[[Any], None]
    take: Callable[[], Any]


class SettingsDialog(QDialog):
    """Edits a copy of the settings; ``result_settings()`` once accepted."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        fit_to_screen(self)  # inside its screen's free area, once its size is known
        self.setWindowTitle(self.tr("Settings"))
        self.original = settings
        self.editors: dict[str, Editor] = {}  # by setting name: every setting the dialog shows
        layout = QVBoxLayout(self)
        players_box = self._seats_box()
        # three pages, so that the dialog fits a small screen (800x600) in both languages
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)
        self.tabs.addTab(self._seats_page(players_box), self.tr("Seats"))
        self.tabs.addTab(self._game_page(parent), self.tr("Game"))
        self.tabs.addTab(self._appearance_page(), self.tr("Appearance"))
        self.set_settings(settings)
        self._speed_text()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_settings(Settings()))
        layout.addWidget(buttons)
        buttons_in_reading_order(buttons)

    # -- the pages ----------------------------------------------------------------------
    def _seats_box(self) -> QGroupBox:
        """Every seat's name, and the computer level that plays it when no one does."""
        players_box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(players_box)
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("When a computer plays this seat")), 0, 2)
        for i in range(NAMES.seats):
            grid.addWidget(QLabel(fill(self.tr("Seat {n}"), n=i + 1)), i + 1, 0)
            name = QLineEdit()
            name.setMaxLength(NAMES.longest)
            grid.addWidget(name, i + 1, 1)
            self.names.append(name)
            if i == 0:
                grid.addWidget(QLabel(self.tr("Human")), i + 1, 2)
                continue
            level = QComboBox()
            for lv in BOT_LEVELS.choices:
                level.addItem(fill(self.tr("Computer: {level}"), level=level_title(lv)), lv)
            grid.addWidget(level, i + 1, 2)
            self.levels.append(level)
        self._edits(NAMES, self.names, self._put_names,
                    lambda: [e.text().strip() for e in self.names])
        self._edits(BOT_LEVELS, self.levels, self._put_levels, self._take_levels)
        names_note = QLabel(self.tr("Names and levels apply to the match in play at once. A "
                                    "name left empty is the seat's name by where it sits."))
        names_note.setWordWrap(True)
        names_note.setEnabled(False)
        grid.addWidget(names_note, NAMES.seats + 1, 0, 1, 3)
        return players_box

    def _seats_page(self, players_box: QGroupBox) -> QWidget:
        """The seats and teaching mode."""
        players_page = QWidget()
        page = QVBoxLayout(players_page)
        page.addWidget(players_box)
        self.teaching = self._check_box(TEACHING, self.tr(
            "Teaching mode: explain every move, give hints, allow undo (this match and the next)"))
        page.addWidget(self.teaching)
        page.addStretch(1)
        return players_page


    def _game_page(self, parent: QWidget | None) -> QWidget:
        """New matches (variant, players, target, drawing, hints) and playing (clicks,
        sound, volume)."""
        match_box = QGroupBox(self.tr("New matches"))
        form = QFormLayout(match_box)
        self.variant = self._combo_box(VARIANT, variant_name)
        form.addRow(self.tr("Variant"), self.variant)
        self.players = self._combo_box(PLAYERS, self._players_text)
        self.players.currentIndexChanged.connect(self._placeholders)
        form.addRow(self.tr("Players"), self.players)
        self.target = QComboBox()  # the chosen game's targets, in its words
        self._edits(MATCH_TARGET, [self.target], self._offer_targets, self.target.currentData)
        self._offer_targets(MATCH_TARGET.default)
        self.variant.currentIndexChanged.connect(lambda _: self._offer_targets())
        form.addRow(self.tr("Match to"), self.target)
        self.auto_draw = self._check_box(AUTO_DRAW, self.tr("Draw for me when nothing fits "
                                                            "(auto-draw)"))
        form.addRow(self.tr("Drawing"), self.auto_draw)
        self.hint_level = self._combo_box(  # the move is the review's: the level explains it
            HINT_LEVEL, lambda lv: fill(self.tr("The review's best move, {level}'s facts"),
                                        level=level_title(lv)))
        form.addRow(self.tr("Hints"), self.hint_level)
        game_page = QWidget()
        page = QVBoxLayout(game_page)
        page.addWidget(match_box)

        play_box = QGroupBox(self.tr("Playing"))
        playing = QFormLayout(play_box)
        self.one_click = self._check_box(ONE_CLICK, self.tr("Place a tile with one click when "
                                                            "it fits in one place only"))
        playing.addRow(self.tr("Clicks"), self.one_click)
        self.sound = self._check_box(SOUND, sound_option(self.tr("Play sounds"), parent))
        playing.addRow(self.tr("Sound"), self.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, len(VOLUMES) - 1)
        self.volume.setPageStep(1)
        self.volume.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.volume.setAccessibleName(self.tr("Volume"))
        self._edits(VOLUME, [self.volume],
                    lambda volume: self.volume.setValue(VOLUMES.index(volume)),
                    lambda: VOLUMES[self.volume.value()])
        self.sound.toggled.connect(self.volume.setEnabled)
        playing.addRow(self.tr("Volume"), self.volume)
        page.addWidget(play_box)
        page.addStretch(1)
        return game_page


    def _appearance_page(self) -> QWidget:
        """Language, animation speed and palette."""
        look_box = QWidget()
        look = QFormLayout(look_box)
        languages = {"system": self.tr("System language"), "en": "English", "ar": "العربية"}
        self.language = self._combo_box(LANGUAGE, languages.__getitem__)
        look.addRow(self.tr("Language"), self.language)
        speed_row = QWidget()
        speed_layout = QGridLayout(speed_row)
        speed_layout.setContentsMargins(0, 0, 0, 0)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, len(SPEEDS) - 1)
        self.speed.setPageStep(1)
        self.speed.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed.setAccessibleName(self.tr("Animation speed"))  # its row's label is no buddy
        self.speed_label = QLabel()
        self.speed_label.setMinimumWidth(64)
        self.speed.valueChanged.connect(self._speed_text)
        self._edits(ANIMATION_SPEED, [self.speed],
                    lambda speed: self.speed.setValue(_speed_index(speed)),
                    lambda: SPEEDS[self.speed.value()])
        speed_layout.addWidget(QLabel(self.tr("slow")), 0, 0)
        speed_layout.addWidget(self.speed, 0, 1)
        speed_layout.addWidget(QLabel(self.tr("fast")), 0, 2)
        speed_layout.addWidget(self.speed_label, 0, 3)
        look.addRow(self.tr("Animation speed"), speed_row)
        palettes = {"light": self.tr("Light"), "dark": self.tr("Dark"),
                    "contrast": self.tr("High contrast")}
        self.palette_box = self._combo_box(PALETTE, palettes.__getitem__)
        look.addRow(self.tr("Palette"), self.palette_box)
        note = QLabel(self.tr("The language applies the next time the game starts."))
        note.setWordWrap(True)
        note.setEnabled(False)
        look.addRow("", note)
        look_page = QWidget()
        page = QVBoxLayout(look_page)
        page.addWidget(look_box)
        page.addStretch(1)
        return look_page


    # -- the rows, from the declaration ------------------------------------------------
    def _edits(self, setting: Setting[Any], widgets: Sequence[QWidget],
               put: Callable[[Any], None], take: Callable[[], Any]) -> None:
        """The widgets edit ``setting``: each shows its help as tool tip and What's This."""
        tip = help_text(setting)
        for widget in widgets:
            widget.setToolTip(tip)
            widget.setWhatsThis(tip)
        self.editors[setting.name] = Editor(widgets, put, take)

    def _combo_box(self, setting: Choice | Count, label: Callable[[Any], str]) -> QComboBox:
        """A choice: one item per declared choice, worded by ``label``."""
        box = QComboBox()
        for value in (setting.offered() if isinstance(setting, Choice) else setting.choices):
            box.addItem(label(value), value)
        self._edits(setting, [box], lambda value: box.setCurrentIndex(max(0, box.findData(value))),
                    box.currentData)
        return box

    def _check_box(self, setting: Flag, text: str) -> QCheckBox:
        """A flag: a check box saying what it turns on."""
        box = QCheckBox(text)
        self._edits(setting, [box], box.setChecked, box.isChecked)
        return box

    def _offer_targets(self, wanted: int | None = None) -> None:
        """The targets of the game chosen above, ``wanted`` (or the one shown) kept when
        that game has it."""
        rules = rule_set(self.variant.currentData())
        offer_targets(self.target, rules, self.target.currentData() if wanted is None else wanted)

    def _players_text(self, n: int) -> str:
        return (plural(self.tr("%n player(s)", "", n), n) if n < 4
                else self.tr("4 (partners opposite)"))

    def _put_names(self, names: Sequence[str]) -> None:
        for i, edit in enumerate(self.names):
            edit.setText(names[i] if i < len(names) else "")

    def _put_levels(self, levels: Sequence[str]) -> None:
        for i, box in enumerate(self.levels):
            current = levels[i] if i < len(levels) else None
            box.setCurrentIndex(max(0, box.findData(chosen_level(current))))

    def _take_levels(self) -> list[str]:
        levels = list(self.original.bot_levels)
        for i, box in enumerate(self.levels):
            levels[i] = box.currentData()
        return levels

    def _placeholders(self, *args: object) -> None:
        """An empty name shows the seat's default name for the number of new matches'
        players (by where the seat sits); a seat beyond it, with how many players it
        plays (its four-player name would repeat one of the others': North twice)."""
        n = self.players.currentData() or PLAYERS.default
        names = default_names(n)
        for i, edit in enumerate(self.names):
            if i < n:
                edit.setPlaceholderText(names[i])
            elif i + 1 < NAMES.seats:
                edit.setPlaceholderText(fill(self.tr("only with {n} or {m} players"),
                                             n=i + 1, m=NAMES.seats))
            else:
                edit.setPlaceholderText(fill(self.tr("only with {n} players"), n=i + 1))

    def _speed_text(self) -> None:
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                 "instant": self.tr("Instant")}
        self.speed_label.setText(names[SPEEDS[self.speed.value()]])

    def set_settings(self, s: Settings) -> None:
        for name, editor in self.editors.items():
            editor.put(getattr(s, name))
        self._placeholders()
        self.volume.setEnabled(self.sound.isChecked())  # no volume to set without sound

    def result_settings(self) -> Settings:
        return replace(self.original, **{name: e.take() for name, e in self.editors.items()})


def _speed_index(speed: str) -> int:
    return SPEEDS.index(speed) if speed in SPEEDS else SPEEDS.index(ANIMATION_SPEED.default)
