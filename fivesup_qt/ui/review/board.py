"""The table of the post-game review: one decision's position, as its seat saw it, with
the alternatives drawn as the hint draws them.

The review's own ``MatchModel`` shows the match just before the placement, frozen
(nothing moves by itself), through the game's own ``TableView``: the reviewed seat's hand
face up along the bottom (the tiles it could not place dimmed), every other hand face
down.  Each legal move lights its connection point; the best move's point gets the
hint's dashed ring and the move played the bright ring of a chosen point; a badge at
each point gives what its moves gave up against the best, in the measure the decision's
words give it in: the winning chance where the match is at stake, else the points with
the match's result left out (the review's values count a match won or lost as 1,000).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from ...rules import Match
from ...rules.tiles import NO_POINT, tile_text
from ..play.setup import MatchSetup
from ..table.geometry import UNIT
from ..table.items import ZoneItem
from ..table.zone_labels import place_zone_labels
from ..words.review_words import chance_loss_text, label_name, number, tr
from ..words.voice import in_reading_order

if TYPE_CHECKING:
    from ...ai.review import Decision
    from ..play.model import MatchModel
    from ..table.view import TableView


def reviewed_setup(setup: MatchSetup, seat: int) -> MatchSetup:
    """The seats as the review shows them: the reviewed seat plays (its hand is live and
    its unplaceable tiles dimmed), the others are shown as computers."""
    seats = tuple(replace(s, human=(i == seat)) for i, s in enumerate(setup.seats))
    return replace(setup, seats=seats)


def isolate(text: str) -> str:
    """A tile or a number kept left to right inside a right-to-left text."""
    return "\u2066" + text + "\u2069"


class ReviewMarks:
    """The alternatives of one decision on a table view: zones, rings and badges."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.zones: dict[int, ZoneItem] = {}
        self.texts: dict[int, str] = {}  # the badge of each point (tests read it)
        self.best: int | None = None
        self.played: int | None = None
        view.viewChanged.connect(self._place_labels)

    def clear(self) -> None:
        for zone in self.zones.values():
            zone.remove()
        self.zones.clear()
        self.texts.clear()
        self.best = self.played = None
        for item in self.view.hand_items.values():
            item.set_look(selected_mark=False)

    def show(self, decision: Decision) -> None:
        """Light every legal move of ``decision`` (on the position the view shows)."""
        self.clear()
        view = self.view
        by_point: dict[int, list[str]] = {}
        lost = given_up_by_move(decision)
        for move, _ in decision.values:
            tile, point = move
            what = label_name("best") if move == decision.best else lost.get(move, "")
            part = f"{isolate(tile_text(tile))} {what}".strip()
            if move == decision.played:  # beside its own tile: a point holds several moves
                # (every opening's do); the part runs as the others do, in the reading
                # direction (an isolate of its own, not fill's left-to-right one)
                part = tr("{moves} (played)").format(moves=in_reading_order(part))
            by_point.setdefault(point, []).append(part)
        self.best, self.played = decision.best[1], decision.played[1]
        label_px = max(11, round(view.hud.text_px * 0.8))
        for point, parts in by_point.items():
            centre = view.zone_centre(point)
            if centre is None:
                continue
            zone = ZoneItem(point, UNIT * (0.7 if point == NO_POINT else 0.42), view.theme)
            zone.setPos(centre)
            zone.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # shown, not played
            view.scene().addItem(zone)
            zone.set_hinted(point == self.best)
            zone.set_hot(point == self.played)
            text = tr(" · ").join(parts)
            zone.set_label(text, label_px)
            self.zones[point] = zone
            self.texts[point] = text
        best_item = view.hand_items.get(decision.best[0])
        if best_item is not None:
            best_item.set_look(selected_mark=True)
        view.set_keep_visible([zone.sceneBoundingRect() for zone in self.zones.values()])
        self._place_labels()

    def _place_labels(self) -> None:
        """The badges where none covers a tile, a zone or another badge (as the teaching
        labels are placed); the best and the played ones show even without a free spot."""
        placed = self.view.geometry_.poses()
        zones = [z for z in self.zones.values() if z.label is not None
                 and (z.point == NO_POINT or z.point >> 2 in placed)]
        place_zone_labels(self.view, zones, first=self.played,
                          forced=[p for p in (self.best, self.played) if p is not None])
        for zone in zones:
            assert zone.label is not None
            zone.label.setZValue(61 if zone.point == self.played else 55)


def given_up_by_move(decision: Decision) -> dict[tuple[int, int], str]:
    """What each move gave up against the best, as the decision's words measure it: the
    winning chance where the match is at stake ('−15.2%'), else the points without the
    match's result ('−3.0'); nothing where the review has neither."""
    from ...ai.judging import CHANCE

    if decision.measure == CHANCE and decision.chances is not None:
        top = decision.chances[0][1]
        return {move: chance_loss_text(top - chance) for move, chance in decision.chances}
    if decision.alone is None:
        return {}
    top = decision.alone[0][1]
    return {move: isolate(number(value - top)) for move, value in decision.alone}


def load_position(model: MatchModel, match: Match, setup: MatchSetup,
                  decision: Decision) -> Match:
    """Show ``match``, the position of ``decision``, on the review's table, as its seat
    saw it (teaching mode's marks on)."""
    model.show(match, reviewed_setup(setup, decision.seat), viewer=decision.seat, teaching=True)
    return match
