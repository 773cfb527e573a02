"""The Settings dialog: names, default match, computer levels, teaching, language,
animation speed and palette (stored by ``fivesup_qt.storage.settings``)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
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
    QVBoxLayout,
    QWidget,
)

from ...ai.levels import HINT_LEVELS
from ...rules import PLAYER_COUNTS, Variant
from ...rules.record import MAX_NAME
from ...storage.settings import SEATS, Settings
from ..play.setup import chosen_level, default_names, level_title, offered_levels
from ..words.summary import plural, variant_name
from ..words.voice import fill

SPEEDS = ("slow", "normal", "fast", "instant")  # the animation speed slider, left to right


class SettingsDialog(QDialog):
    """Edits a copy of the settings; ``result_settings()`` once accepted."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.original = settings
        layout = QVBoxLayout(self)

        players_box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(players_box)
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        self.name_labels: list[QLabel] = []
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("When a computer plays this seat")), 0, 2)
        for i in range(SEATS):
            grid.addWidget(QLabel(fill(self.tr("Seat {n}"), n=i + 1)), i + 1, 0)
            name = QLineEdit(settings.names[i] if i < len(settings.names) else "")
            name.setMaxLength(MAX_NAME)
            grid.addWidget(name, i + 1, 1)
            self.names.append(name)
            if i == 0:
                grid.addWidget(QLabel(self.tr("Human")), i + 1, 2)
                continue
            level = QComboBox()
            for lv, title in offered_levels():
                level.addItem(fill(self.tr("Computer: {level}"), level=title), lv)
            current = settings.bot_levels[i - 1] if i - 1 < len(settings.bot_levels) else None
            level.setCurrentIndex(max(0, level.findData(chosen_level(current))))
            grid.addWidget(level, i + 1, 2)
            self.levels.append(level)
        names_note = QLabel(self.tr("Names and levels apply to the match in play at once. A "
                                    "name left empty is the seat's name by where it sits."))
        names_note.setWordWrap(True)
        names_note.setEnabled(False)
        grid.addWidget(names_note, SEATS + 1, 0, 1, 3)
        layout.addWidget(players_box)

        self.teaching = QCheckBox(self.tr("Teaching mode: explain every move, give hints, allow "
                                          "undo (this match and the next)"))
        self.teaching.setChecked(settings.teaching)
        layout.addWidget(self.teaching)

        match_box = QGroupBox(self.tr("New matches"))
        form = QFormLayout(match_box)
        self.variant = QComboBox()
        for v in Variant:
            self.variant.addItem(variant_name(v), v.value)
        self.variant.setCurrentIndex(max(0, self.variant.findData(settings.variant)))
        form.addRow(self.tr("Variant"), self.variant)
        self.players = QComboBox()
        for n in PLAYER_COUNTS:
            self.players.addItem(plural(self.tr("%n player(s)", "", n), n) if n < 4
                                 else self.tr("4 (partners opposite)"), n)
        self.players.setCurrentIndex(max(0, self.players.findData(settings.players)))
        self.players.currentIndexChanged.connect(self._placeholders)
        form.addRow(self.tr("Players"), self.players)
        self.auto_draw = QCheckBox(self.tr("Draw for me when nothing fits (auto-draw)"))
        self.auto_draw.setChecked(settings.auto_draw)
        form.addRow(self.tr("Drawing"), self.auto_draw)
        self.hint_level = QComboBox()
        for lv in HINT_LEVELS:
            self.hint_level.addItem(fill(self.tr("{level}'s move"), level=level_title(lv)), lv)
        self.hint_level.setCurrentIndex(max(0, self.hint_level.findData(settings.hint_level)))
        form.addRow(self.tr("Hints"), self.hint_level)
        layout.addWidget(match_box)
        self._placeholders()

        look_box = QGroupBox(self.tr("Appearance"))
        look = QFormLayout(look_box)
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "system")
        self.language.addItem("English", "en")
        self.language.addItem("العربية", "ar")
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        look.addRow(self.tr("Language"), self.language)
        speed_row = QWidget()
        speed_layout = QGridLayout(speed_row)
        speed_layout.setContentsMargins(0, 0, 0, 0)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, len(SPEEDS) - 1)
        self.speed.setPageStep(1)
        self.speed.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed.setValue(_speed_index(settings.animation_speed))
        self.speed_label = QLabel()
        self.speed_label.setMinimumWidth(64)
        self.speed.valueChanged.connect(self._speed_text)
        self._speed_text()
        speed_layout.addWidget(QLabel(self.tr("slow")), 0, 0)
        speed_layout.addWidget(self.speed, 0, 1)
        speed_layout.addWidget(QLabel(self.tr("fast")), 0, 2)
        speed_layout.addWidget(self.speed_label, 0, 3)
        look.addRow(self.tr("Animation speed"), speed_row)
        self.palette_box = QComboBox()
        self.palette_box.addItem(self.tr("Light"), "light")
        self.palette_box.addItem(self.tr("Dark"), "dark")
        self.palette_box.addItem(self.tr("High contrast"), "contrast")
        self.palette_box.setCurrentIndex(max(0, self.palette_box.findData(settings.palette)))
        look.addRow(self.tr("Palette"), self.palette_box)
        note = QLabel(self.tr("The language applies the next time the game starts."))
        note.setWordWrap(True)
        note.setEnabled(False)
        look.addRow("", note)
        layout.addWidget(look_box)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_settings(Settings()))
        layout.addWidget(buttons)

    def _placeholders(self, *args: object) -> None:
        """An empty name shows the seat's default name for the number of new matches'
        players (by where the seat sits); seats beyond it, their four-player name."""
        n = self.players.currentData() or 2
        names = default_names(n)
        four = default_names(SEATS)
        for i, edit in enumerate(self.names):
            edit.setPlaceholderText(names[i] if i < n else four[i])

    def _speed_text(self) -> None:
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                 "instant": self.tr("Instant")}
        self.speed_label.setText(names[SPEEDS[self.speed.value()]])

    def set_settings(self, s: Settings) -> None:
        for i, edit in enumerate(self.names):
            edit.setText(s.names[i])
        for i, box in enumerate(self.levels):
            box.setCurrentIndex(max(0, box.findData(s.bot_levels[i])))
        self.variant.setCurrentIndex(max(0, self.variant.findData(s.variant)))
        self.players.setCurrentIndex(max(0, self.players.findData(s.players)))
        self.teaching.setChecked(s.teaching)
        self.hint_level.setCurrentIndex(max(0, self.hint_level.findData(s.hint_level)))
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.speed.setValue(_speed_index(s.animation_speed))
        self.auto_draw.setChecked(s.auto_draw)
        self.palette_box.setCurrentIndex(max(0, self.palette_box.findData(s.palette)))

    def result_settings(self) -> Settings:
        levels = list(self.original.bot_levels)
        for i, box in enumerate(self.levels):
            levels[i] = box.currentData()
        return replace(
            self.original,
            names=[e.text().strip() for e in self.names],
            variant=self.variant.currentData(),
            players=self.players.currentData(),
            bot_levels=levels,
            teaching=self.teaching.isChecked(),
            hint_level=self.hint_level.currentData(),
            language=self.language.currentData(),
            animation_speed=SPEEDS[self.speed.value()],
            palette=self.palette_box.currentData(),
            auto_draw=self.auto_draw.isChecked(),
        )


def _speed_index(speed: str) -> int:
    return SPEEDS.index(speed) if speed in SPEEDS else SPEEDS.index("normal")
