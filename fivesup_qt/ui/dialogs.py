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

from ..rules import Variant
from .setup import LEVELS, MatchSetup, SeatSetup, level_title
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
        defaults = [self.tr("You"), self.tr("West"), self.tr("North"), self.tr("East")]
        for i in range(4):
            label = QLabel(self.tr("Seat {n}").format(n=i + 1))
            name = QLineEdit()
            kind = QComboBox()
            kind.addItem(self.tr("Human"), ("human", ""))
            for level in LEVELS:
                kind.addItem(self.tr("Computer: {level}").format(level=level_title(level)),
                             ("bot", level))
            if i < current.players:
                seat = current.seats[i]
                name.setText(seat.name)
                kind.setCurrentIndex(0 if seat.human else 1 + LEVELS.index(seat.level))
            else:
                name.setText(defaults[i])
                kind.setCurrentIndex(2)
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

    def _update_rows(self, *args) -> None:
        n = self.players()
        for i, (label, name, kind) in enumerate(self.rows):
            for w in (label, name, kind):
                w.setVisible(i < n)

    def result_setup(self) -> MatchSetup:
        seats = []
        for i in range(self.players()):
            _, name, kind = self.rows[i]
            what, level = kind.currentData()
            text = name.text().strip() or self.tr("Seat {n}").format(n=i + 1)
            seats.append(SeatSetup(text, what == "human", level or "greedy"))
        return MatchSetup(Variant(self.variant.currentData()), tuple(seats), None)
