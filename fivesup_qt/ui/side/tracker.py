"""The tile tracker of the teaching mode, in the side panel: for each other player the
values they are known not to hold (a reason on hover), and for each value 0-6 how
many tiles showing it are still unseen by you.

It shows the knowledge of the shown human only (in hot-seat, the seat whose hand is
on the screen; nothing while the screen is handed over) and reads that seat's
observation alone (``ai/tracker.py``), never a hidden tile; it is read again after
every change of the model.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ...reading import one_line
from ..play.following import follow
from ..play.model import Changes, MatchModel
from ..words.review_words import holds_none, rich_words, sighting_reason
from ..words.summary import clauses, listed, plural, tiles_count
from ..words.voice import align_leading, directed_lines, fill


def repeated(lines: list[str]) -> list[str]:
    """The same reason told once, with how many times it was taught: 'West drew ... (×3)'."""
    counts: dict[str, int] = {}
    for line in lines:
        counts[line] = counts.get(line, 0) + 1
    return [line if n == 1 else f"{line} (\u2066×{n}\u2069)" for line, n in counts.items()]


class TrackerBox(QFrame):
    """What the shown human may know of the other hands and of the unseen tiles."""

    def __init__(self, model: MatchModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._shown: tuple[object, ...] | None = None  # what the box was last written from
        self.setObjectName("TrackerBox")
        self.setAccessibleName(self.tr("Tile tracker"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.setSpacing(1)
        self.title = QLabel(self.tr("Tile tracker"))
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.title.setToolTip(rich_words(self.tr(
            "From the draws and passes of the others, as you saw them: a player who draws or "
            "passes holds no tile showing a value open on the table.")))
        layout.addWidget(self.title)
        self.seat_box = QVBoxLayout()
        self.seat_box.setSpacing(1)
        layout.addLayout(self.seat_box)
        self.seat_lines: list[QLabel] = []  # one per other player, in seat order
        grid = QGridLayout()  # a row of values over a row of their unseen counts
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(0)
        grid.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel(self.tr("Value"))
        self.caption_counts = QLabel(self.tr("Unseen"))
        self.caption_counts.setToolTip(rich_words(self.tr(
            "Tiles you have not seen yet (in the other hands or the stock), per value")))
        grid.addWidget(self.caption, 0, 0)
        grid.addWidget(self.caption_counts, 1, 0)
        self.values: list[QLabel] = []
        self.counts: list[QLabel] = []
        for value in range(7):
            head = QLabel(str(value))
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            head.setFont(bold)
            count = QLabel()
            count.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(head, 0, value + 1)
            grid.addWidget(count, 1, value + 1)
            self.values.append(head)
            self.counts.append(count)
        layout.addLayout(grid)
        follow(model, self, self._changed)
        self.hide()

    def _changed(self, _changes: Changes) -> None:
        self.refresh()

    def seat(self) -> int | None:
        """The seat whose knowledge is shown: the shown human's, in teaching mode."""
        c = self.model
        m = c.match
        if m is None or not m.rounds or not c.teaching or c.frozen or c.viewer is None:
            return None
        return c.viewer

    def refresh(self) -> None:
        seat = self.seat()
        m = self.model.match
        if seat is None or m is None:
            self._shown = None
            self.hide()
            return
        from ...ai.tracker import track
        from ...rules.observation import observe

        tracker = track(observe(m, seat))
        names = [one_line(name, 60) for name in self.model.names]
        # what the box says depends on this alone (the language too): a placement of
        # your own teaches nothing new, and the box is not written again for it
        shown = (tracker, tuple(names), self.tr("nothing known yet"))
        if shown == self._shown:
            self.show()
            return
        self._shown = shown
        while len(self.seat_lines) < len(tracker.seats):
            label = align_leading(QLabel())  # a line starting with a Latin name too
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            self.seat_box.addWidget(label)
            self.seat_lines.append(label)
        for i, label in enumerate(self.seat_lines):
            label.setVisible(i < len(tracker.seats))
        spoken = []
        for label, known in zip(self.seat_lines, tracker.seats):
            name = names[known.seat]
            absent = known.absent_values()
            what = holds_none(absent) if absent else self.tr("nothing known yet")
            text = fill(self.tr("{name} ({tiles}): {known}"), name=name,
                        tiles=tiles_count(known.tiles), known=what)
            label.setText(directed_lines(text))  # runs right to left in Arabic, whatever the name
            reasons = repeated([sighting_reason(name, s, known.absent) for s in known.because])
            label.setToolTip(rich_words("\n".join(reasons)) if reasons else "")
            label.setAccessibleDescription(clauses(reasons))
            spoken.append(text)
        for value, (count, n) in enumerate(zip(self.counts, tracker.unseen)):
            count.setText(str(n))
            tip = fill(plural(self.tr("%n unseen tile(s) showing {value}, in the other hands or "
                                 "the stock", "", n), n), value=value)
            count.setToolTip(rich_words(tip))
            self.values[value].setToolTip(rich_words(tip))
        unseen = listed(f"{v}: {n}" for v, n in enumerate(tracker.unseen))
        self.setAccessibleDescription(" ".join(spoken) + " " + fill(self.tr(
            "Unseen per value: {counts}"), counts=unseen))
        self.show()

    def texts(self) -> list[str]:
        """Everything the box shows and says on hover (tests compare them)."""
        out = []
        for label in self.seat_lines:
            if label.isVisibleTo(self):
                out += [label.text(), label.toolTip()]
        out += [c.text() for c in self.counts] + [c.toolTip() for c in self.counts]
        return out
