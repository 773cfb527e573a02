"""The table as a screen reader reads it: real widgets that mirror the scene.

The table is a ``QGraphicsView``, whose scene items Qt does not expose to accessibility.
Two ways were open: ``QAccessible.installFactory`` with our own ``QAccessibleInterface``
for the view and one for each tile, place and end, or accessible widgets that mirror
them.  The widgets are chosen: most scene items are no ``QObject`` (a factory is asked
about QObjects only), a Python interface tree would have to keep each child interface
alive itself while Qt's cache holds its id (an interface collected by Python is a crash
in the bridge), and every state, role and event (selected, focus, name changed) would be
written again by hand for each platform.  Qt's own list and label interfaces carry them
on AT-SPI, UIA and NSAccessibility, and are tested there.

The mirror lies beside the view, at its corner, with no size: visible to Qt, so the
bridges report it showing, yet never drawn, never under the pointer and taking no
room; nothing in it takes the focus, which stays on the table where the keys play.  (A
child of the view would not do: Qt's interface of a scroll area has only its viewport
and scroll bars for children, and a child of the viewport is drawn over the felt.)
Its texts keep the isolates around the values they name, as every text of the game
does: read aloud they are silent, drawn they keep '1|4' from showing as '4|1'.  It
reads the same words as the rest of the table (``hand_words``, the zones'
``points_text``, the narrator's scores line) and follows the hand's interaction each
time its description changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QWidget

from ...rules.tiles import NO_POINT
from ..words.hand_words import (
    ends_words,
    hand_shown,
    points_text,
    scores_text,
    stock_words,
    tile_name,
    turn_words,
)
from ..words.narrator import scores_line
from ..words.summary import move_label, point_label
from ..words.voice import fill

if TYPE_CHECKING:
    from ..play.interaction import HandInteraction


def _quiet(widget: QWidget) -> None:
    """Read, never focused: the keys stay with the table."""
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class MirrorList(QListWidget):
    """A list whose items are words; one of them may be the selected one."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        _quiet(self)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)

    def show_words(self, name: str, rows: list[str], selected: int) -> None:
        """The list named ``name`` with ``rows``, row ``selected`` selected (-1: none);
        left as it is when nothing changed (no event for the reader)."""
        if self.accessibleName() != name:
            self.setAccessibleName(name)
        if [self.item(i).text() for i in range(self.count())] != rows:
            self.clear()
            self.addItems(rows)
        current = self.currentRow() if self.selectedItems() else -1
        if current != selected:
            if selected < 0:
                self.clearSelection()
            else:
                self.setCurrentRow(selected)


class MirrorLabel(QLabel):
    """One fact of the table, plain text (its accessible name is its text)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        _quiet(self)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def say(self, text: str) -> None:
        if self.text() != text:
            self.setText(text)


class TableMirror(QWidget):
    """Whose turn, the scores, the counted ends, the open points, the stock, the hand
    (the picked tile selected) and the places the picked tile may go with what each
    scores (the chosen one selected)."""

    def __init__(self, hand: HandInteraction, parent: QWidget) -> None:
        super().__init__(parent)
        self.hand = hand
        self.setObjectName("table_mirror")
        self.turn = MirrorLabel(self)
        self.scores = MirrorLabel(self)
        self.ends = MirrorLabel(self)
        self.open_points = MirrorList(self)
        self.stock = MirrorLabel(self)
        self.tiles = MirrorList(self)
        self.places = MirrorList(self)
        self.setGeometry(0, 0, 0, 0)  # no size: read, never drawn nor clicked
        for widget in (self.turn, self.scores, self.ends, self.open_points, self.stock,
                       self.tiles, self.places):
            widget.setGeometry(0, 0, 0, 0)
        hand.described.connect(self.follow)
        self.follow()

    def follow(self) -> None:
        """Read the table again (the hand's interaction describes it anew)."""
        hand = self.hand
        c, view = hand.controller, hand.view
        m = c.match
        self.turn.say(turn_words(c.model))
        if m is None:
            for label in (self.scores, self.ends, self.stock):
                label.say("")
            for mirror in (self.open_points, self.tiles, self.places):
                mirror.show_words("", [], -1)
            return
        self.scores.say(QTextDocumentFragment.fromHtml(scores_line(c.cast, m)).toPlainText())
        self.ends.say(ends_words(m))
        self.stock.say(stock_words(m))
        self.open_points.show_words(self.tr("Open points"),
                                    [point_label(p) for p in m.round.layout.open_points()], -1)
        shown = list(view.hand_order) if hand_shown(view) else []
        name = c.cast.by_person(view.bottom, self.tr("Your hand"), self.tr("Hand of {name}"))
        self.tiles.show_words(name, [tile_name(t) for t in shown],
                              shown.index(hand.selected) if hand.selected in shown else -1)
        rows, chosen = [], -1
        for i, point in enumerate(hand.zone_order):
            text, _ = points_text(c.preview(hand.selected, point), m.target)
            if point == NO_POINT:  # the opening: no point to name
                rows.append(f"{move_label((hand.selected, point))}: {text}")
            else:
                rows.append(scores_text(hand.selected, point, text))
            if point == hand.hot_point:
                chosen = i
        places = (fill(self.tr("Places for {tile}"), tile=tile_name(hand.selected))
                  if hand.selected >= 0 else self.tr("Places"))
        self.places.show_words(places, rows, chosen)
