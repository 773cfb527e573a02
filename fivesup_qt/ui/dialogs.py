"""The New Match dialog: variant, 2-4 players, each seat human or computer, names."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..ai.levels import DEFAULT_LEVEL
from ..rules import Variant
from .setup import MatchSetup, chosen_level, default_names, match_setup, offered_levels
from .summary import plural, variant_name


class NewMatchDialog(QDialog):
    """Returns a MatchSetup from ``result_setup()`` once accepted."""

    def __init__(self, current: MatchSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Match"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.variant = QComboBox()
        for v in Variant:
            self.variant.addItem(variant_name(v), v)
        self.variant.setCurrentIndex(list(Variant).index(current.variant))
        form.addRow(self.tr("Variant"), self.variant)
        self.count_group = QButtonGroup(self)
        count_row = QWidget()
        grid = QGridLayout(count_row)
        grid.setContentsMargins(0, 0, 0, 0)
        for i, n in enumerate((2, 3, 4)):
            b = QRadioButton(plural(self.tr("%n player(s)", "", n), n) if n < 4
                             else self.tr("4 (partners opposite)"))
            self.count_group.addButton(b, n)
            grid.addWidget(b, 0, i)
        self.count_group.button(max(2, current.players)).setChecked(True)
        self.count_group.idToggled.connect(self._update_rows)
        form.addRow(self.tr("Players"), count_row)
        layout.addLayout(form)
        box = QGroupBox(self.tr("Seats (clockwise)"))
        seats = QGridLayout(box)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        defaults = default_names(4)
        for i in range(4):
            label = QLabel(self.tr("Seat {n}").format(n=i + 1))
            name = QLineEdit()
            kind = QComboBox()
            kind.addItem(self.tr("Human"), ("human", ""))
            for level, title in offered_levels():
                kind.addItem(self.tr("Computer: {level}").format(level=title), ("bot", level))
            if i < current.players:
                seat = current.seats[i]
                name.setText(seat.name)
                kind.setCurrentIndex(0 if seat.human else max(1, kind.findData(
                    ("bot", chosen_level(seat.level)))))
            else:
                name.setText(defaults[i])
                kind.setCurrentIndex(max(1, kind.findData(("bot", DEFAULT_LEVEL))))
            seats.addWidget(label, i, 0)
            seats.addWidget(name, i, 1)
            seats.addWidget(kind, i, 2)
            self.rows.append((label, name, kind))
        layout.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._update_rows()

    def players(self) -> int:
        return self.count_group.checkedId()

    def _update_rows(self, *args: object) -> None:
        n = self.players()
        for i, (label, name, kind) in enumerate(self.rows):
            for w in (label, name, kind):
                w.setVisible(i < n)

    def result_setup(self) -> MatchSetup:
        rows = self.rows[: self.players()]
        kinds = [kind.currentData() for _, _, kind in rows]
        return match_setup(Variant(self.variant.currentData()), len(rows),
                           names=[name.text() for _, name, _ in rows],
                           humans=[i for i, (what, _) in enumerate(kinds) if what == "human"],
                           levels=[level or None for _, level in kinds])
