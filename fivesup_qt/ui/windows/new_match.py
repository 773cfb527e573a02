"""The New Match dialog: variant, 2-4 players, each seat human or computer, names.

A name left empty takes the seat's default name (shown greyed in the box): "You" for
the player against computers, the others by where they sit (North, West, East); with
several players at the screen, "Player 1", "Computer 1", ...  The defaults follow the
number of players and the seats' kinds as they are changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...rules import PLAYER_COUNTS, RuleSet, rule_set
from ...rules.record import MAX_NAME
from ...rules.variants import DISPLAY_UNIT, TARGET, registered
from ..play.setup import (
    MatchSetup,
    chosen_level,
    default_names,
    is_default_name,
    match_setup,
    offered_levels,
)
from ..words.summary import listed, plural, target_name, variant_name
from ..words.voice import fill
from .sizing import fit_to_screen

HUMAN = ""  # the data of the "Human" entry; a computer's entry holds its level


class NewMatchDialog(QDialog):
    """Returns a MatchSetup from ``result_setup()`` once accepted.  ``current`` is the
    match in play; the seats it does not have take ``names`` (by seat, "" for the
    default name) and ``levels`` (of seats 2-4), the settings'; a game chosen is offered
    at its target in ``targets`` (by record value: the one last chosen for it)."""

    def __init__(self, current: MatchSetup, parent: QWidget | None = None, *,
                 names: Sequence[str] = (), levels: Sequence[str] = (),
                 targets: Mapping[str, int] | None = None) -> None:
        super().__init__(parent)
        self.remembered = dict(targets or {})
        fit_to_screen(self)  # inside its screen's free area, once its size is known
        self.setWindowTitle(self.tr("New Match"))
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # no gap when rows hide
        form = QFormLayout()
        self.variant = QComboBox()
        for v in registered():
            self.variant.addItem(variant_name(v), v)
        self.variant.setCurrentIndex(list(registered()).index(current.variant))
        form.addRow(self.tr("Variant"), self.variant)
        self.target = QComboBox()  # the game's own target first; the others are house options
        self._offer_targets(current.target)
        self.variant.currentIndexChanged.connect(lambda _: self._offer_targets())
        form.addRow(self.tr("Match to"), self.target)
        self.count_group = QButtonGroup(self)
        count_row = QWidget()
        grid = QGridLayout(count_row)
        grid.setContentsMargins(0, 0, 0, 0)
        for i, n in enumerate(PLAYER_COUNTS):
            b = QRadioButton(plural(self.tr("%n player(s)", "", n), n) if n < 4
                             else self.tr("4 (partners opposite)"))
            self.count_group.addButton(b, n)
            grid.addWidget(b, 0, i)
        self.count_group.button(max(PLAYER_COUNTS[0], current.players)).setChecked(True)
        form.addRow(self.tr("Players"), count_row)
        layout.addLayout(form)
        box = QGroupBox(self.tr("Seats (clockwise from the bottom of the table)"))
        seats = QGridLayout(box)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        for i in range(4):
            label = QLabel(fill(self.tr("Seat {n}"), n=i + 1))
            name = QLineEdit()
            name.setMaxLength(MAX_NAME)
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)  # plain strings: findData finds them
            for level, title in offered_levels():
                kind.addItem(fill(self.tr("Computer: {level}"), level=title), level)
            if i < current.players:
                seat = current.seats[i]
                # a default name (in any language: a record keeps it as text) is the
                # seat's role, shown as the placeholder of where it sits
                default = is_default_name(seat.name, i, current.players, current.humans)
                name.setText("" if default else seat.name)
                level = chosen_level(seat.level)
                human = seat.human
            else:
                name.setText(names[i] if i < len(names) else "")
                level = chosen_level(levels[i - 1] if 0 < i <= len(levels) else None)
                human = False
            kind.setCurrentIndex(0 if human else max(1, kind.findData(level)))
            label.setBuddy(name)
            seats.addWidget(label, i, 0)
            seats.addWidget(name, i, 1)
            seats.addWidget(kind, i, 2)
            kind.currentIndexChanged.connect(self._update_rows)
            self.rows.append((label, name, kind))
        layout.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.count_group.idToggled.connect(self._update_rows)
        self._update_rows()

    def players(self) -> int:
        return self.count_group.checkedId()

    def humans(self) -> list[int]:
        return [i for i, (_, _, kind) in enumerate(self.rows[: self.players()])
                if kind.currentData() == HUMAN]

    def _update_rows(self, *args: object) -> None:
        """Show the seats of the chosen number of players, each box showing the name
        the seat takes when left empty."""
        n = self.players()
        defaults = default_names(n, self.humans())
        for i, (label, name, kind) in enumerate(self.rows):
            for w in (label, name, kind):
                w.setVisible(i < n)
            if i < n:
                name.setPlaceholderText(defaults[i])

    def _offer_targets(self, wanted: int | None = None) -> None:
        """The targets of the chosen rule set: ``wanted`` (the match's), else the one
        last chosen for this game, else the one shown kept when the game has it, else
        its default."""
        rules = rule_set(self.variant.currentData())
        offer_targets(self.target, rules, wanted if wanted is not None
                      else self.remembered.get(rules.value, self.target.currentData()))
        self.target.setToolTip(self.target_tip(rules))

    def target_tip(self, rules: RuleSet) -> str:
        """What the targets offered are, for the chosen game: the originals' 61 and
        the shorter 41 and 31 in the fives games, another game's own and its options."""
        if rules.unit == DISPLAY_UNIT and rules.default_target == TARGET:
            return self.tr("61 is the original rules' target; 41 and 31 make a "
                           "shorter match (a house option).")
        others = [rules.shown(t) for t in rules.targets if t != rules.default_target]
        if not others:
            return fill(self.tr("This game is played to {target}."),
                        target=rules.shown(rules.default_target))
        return fill(self.tr("{target} is this game's usual target; {others} make a shorter "
                            "or longer match (a house option)."),
                    target=rules.shown(rules.default_target), others=listed(map(str, others)))

    def result_setup(self) -> MatchSetup:
        rows = self.rows[: self.players()]
        kinds = [kind.currentData() for _, _, kind in rows]
        return match_setup(rule_set(self.variant.currentData()), len(rows),
                           names=[name.text() for _, name, _ in rows],
                           humans=[i for i, kind in enumerate(kinds) if kind == HUMAN],
                           levels=[None if kind == HUMAN else kind for kind in kinds],
                           target=self.target.currentData())


def offer_targets(box: QComboBox, rules: RuleSet, keep: object) -> None:
    """``box`` lists ``rules``' targets in its words, ``keep`` chosen when the game has
    it, else the game's default (New Match and the Settings dialog alike)."""
    box.clear()
    for target in rules.targets:
        box.addItem(target_name(target, rules), target)
    index = box.findData(keep)
    box.setCurrentIndex(index if index >= 0 else box.findData(rules.default_target))
