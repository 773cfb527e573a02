"""What the hand's interaction says: the table as a screen reader hears it, the
selected tile's legal points, and why a tile cannot go where it was dropped.

The texts keep the interaction's translation context (``HandInteraction``), where
they were written first, so their Arabic is found where it always was.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPointF

from ...rules import tile_text
from ...rules.tiles import NO_POINT, POINT_VALUE
from ...rules.variants import TARGET, displayed
from .summary import clauses, ends_formula, listed, plural, point_label, reason_text, signed_with_shown
from .voice import capitalized, cast_of_setup, fill, isolate

if TYPE_CHECKING:
    from ...rules.match import Match
    from ...rules.outcome import Preview
    from ..play.model import MatchModel


def tile_name(t: int) -> str:
    return tile_text(t)


def point_names(points: list[int]) -> str:
    """Connection points by name ('4|4/branchA, 1|1/lineB') in the interface's language."""
    return listed(point_label(p) for p in points if p != NO_POINT)


def selection_text(selected: int, zone_order: list[int]) -> str:
    """The selected tile and where it may go: 'selected 3|4, legal at 4|4/branchA, ...'."""
    if selected < 0:
        return ""
    if not zone_order:
        return fill(QCoreApplication.translate("HandInteraction",
                                               "selected {tile}, it cannot be placed now"),
                    tile=tile_name(selected))
    if zone_order == [NO_POINT]:
        return fill(QCoreApplication.translate("HandInteraction",
                                               "selected {tile}, it opens the layout"),
                    tile=tile_name(selected))
    return fill(QCoreApplication.translate("HandInteraction", "selected {tile}, legal at {points}"),
                tile=tile_name(selected), points=point_names(zone_order))


def selection_prompt(selected: int, zone_order: list[int], *, keys: bool,
                     one_place: bool) -> str:
    """The status line for a tile just selected that may go somewhere: how to place it.
    With one place (``one_place``: one point, or points the rules call the same move)
    there is nothing to choose: a double-click (``keys``: Enter) places it."""
    if not keys and not one_place:
        return selection_text(selected, zone_order)  # the points are lit: drag or click one
    selection = capitalized(selection_text(selected, zone_order))
    if one_place:
        text = (QCoreApplication.translate("HandInteraction", "{selection}: Enter places it")
                if keys else
                QCoreApplication.translate("HandInteraction", "{selection}: double-click to place it"))
    else:
        text = QCoreApplication.translate("HandInteraction",
                                          "{selection}: choose a point with Tab, Enter to place")
    return fill(text, selection=selection)


def points_text(preview: Preview, target: int = TARGET) -> tuple[str, bool]:
    """What a placement would score, as the badge by the ghost shows it, and whether it
    is worth showing in bold (it scores, and the score stands)."""
    raw = preview.points
    text = isolate(signed_with_shown(raw) if raw else "+0")  # '+5 (+1)' as the placed label; never '0+'
    if raw and preview.accepted is False:
        text = fill(QCoreApplication.translate("HandInteraction",
                                               "+{raw} rejected: past {target}"),
                    raw=raw, target=displayed(target))
    elif preview.accepted is None:
        text = fill(QCoreApplication.translate("HandInteraction", "{points} + settlement"),
                    points=f"+{raw}")
    return text, bool(raw) and preview.accepted is not False


def scores_text(tile: int, point: int | None, text: str) -> str:
    """The status line for a previewed placement: at ``point`` (chosen from the keyboard),
    or here (under the pointer, ``None``)."""
    if point is not None and point != NO_POINT:  # the keyboard: say where
        return fill(QCoreApplication.translate("HandInteraction", "{tile} at {point} scores {text}"),
                    tile=tile_name(tile), point=point_names([point]), text=text)
    return fill(QCoreApplication.translate("HandInteraction", "{tile} here scores {text}"),
                tile=tile_name(tile), text=text)


def turn_words(c: MatchModel) -> str:
    """Whose turn it is, or that the round or the match is over (the table's first words)."""
    m = c.match
    if m is None:
        return QCoreApplication.translate("HandInteraction", "No match on the table")
    rnd = m.round
    if m.is_over:
        return QCoreApplication.translate("HandInteraction", "The match is over")
    if rnd.is_over:
        return QCoreApplication.translate("HandInteraction", "The round is over")
    cast = cast_of_setup(c.setup)
    if c.human_to_act() is not None and c.human_to_act() == c.viewer:
        return cast.by_person(rnd.turn, QCoreApplication.translate("HandInteraction", "Your turn"),
                              QCoreApplication.translate("HandInteraction", "Your turn, {name}"))
    return fill(QCoreApplication.translate("HandInteraction", "{name} to play"),
                name=cast[rnd.turn])


def ends_words(m: Match) -> str:
    """The counted ends and their sum, or that any tile opens the empty table."""
    layout = m.round.layout
    if not layout.order:
        return QCoreApplication.translate("HandInteraction", "the table is empty: any tile opens")
    if not m.rules.scores_ends:  # nothing is counted: the values a tile may match
        values = sorted({POINT_VALUE[p] for p in layout.open_points()})
        return fill(QCoreApplication.translate("HandInteraction", "open values {values}"),
                    values=listed(map(str, values)))
    values = [end.value for end in layout.counted()]
    return fill(QCoreApplication.translate("HandInteraction", "ends {formula}, sum {n}"),
                formula=ends_formula(values), n=layout.end_sum)


def stock_words(m: Match) -> str:
    """The stock left to draw, or that nobody draws in this game (its tiles sleep)."""
    if not m.rules.draws:
        return QCoreApplication.translate("HandInteraction", "nobody draws in this game")
    left = m.round.stock_left
    return plural(QCoreApplication.translate("HandInteraction", "stock: %n tile(s)", "", left), left)


class Faced(Protocol):
    @property
    def face_up(self) -> bool: ...


class ShownTable(Protocol):
    """What the words read of the table (``TableView``, a layer above): its model, the
    seat along its bottom and that hand's tiles, and the point a drop is judged at."""

    @property
    def model(self) -> MatchModel: ...
    @property
    def bottom(self) -> int: ...
    @property
    def hand_items(self) -> Mapping[int, Faced]: ...
    def nearest_point(self, pos: QPointF) -> int | None: ...


class Selection(Protocol):
    """What the table's description reads of the hand's selection (``HandInteraction``)."""

    @property
    def selected(self) -> int: ...
    @property
    def zone_order(self) -> Sequence[int]: ...
    @property
    def hot_point(self) -> int | None: ...
    @property
    def zones(self) -> Mapping[int, object]: ...


def table_description(model: MatchModel, view: ShownTable, hand: Selection) -> str:
    """A short summary of the table: whose turn, the counted ends and their sum, the
    open points, the shown hand, the stock and the selection."""
    m = model.match
    parts = [turn_words(model)]
    if m is None:
        return parts[0]
    rnd = m.round
    parts.append(ends_words(m))
    layout = rnd.layout
    if layout.order:
        open_points = layout.open_points()
        parts.append(fill(QCoreApplication.translate("HandInteraction", "open points: {points}"),
                          points=point_names(open_points))
                     if open_points else QCoreApplication.translate("HandInteraction",
                                                                    "no open point"))
    bottom = view.bottom
    tiles = rnd.hand(bottom)
    if tiles and hand_shown(view):
        parts.append(cast_of_setup(model.setup).by_person(
            bottom, QCoreApplication.translate("HandInteraction", "your hand: {tiles}"),
            QCoreApplication.translate("HandInteraction", "hand of {name}: {tiles}"),
            tiles=" ".join(tile_name(t) for t in tiles)))
    parts.append(stock_words(m))
    if model.human_to_act() is not None and rnd.must_draw():
        parts.append(QCoreApplication.translate("HandInteraction",
                                                "nothing fits: press D to draw"))
    selected = selection_text(hand.selected, list(hand.zone_order))
    if selected:
        parts.append(selected)
        if hand.hot_point is not None and hand.hot_point in hand.zones:
            parts.append(fill(QCoreApplication.translate("HandInteraction", "point {point} chosen"),
                              point=point_names([hand.hot_point])))
    return clauses(parts)


def hand_shown(view: ShownTable) -> bool:
    """The bottom hand is face up (a hot-seat hand is hidden until its player takes the screen)."""
    return bool(view.hand_items) and next(iter(view.hand_items.values())).face_up


# -- reasons ---------------------------------------------------------------------------
def _match(model: MatchModel) -> Match:
    """The match on the table: tiles are dragged and judged only while one is shown."""
    m = model.match
    assert m is not None, "no match on the table"
    return m


def why(model: MatchModel, tile: int, point: int) -> str | None:
    """Why ``tile`` may not go at ``point`` (the engine's reason), or None if it may."""
    m = _match(model)
    seat = model.viewer if model.viewer is not None else m.round.turn
    reason = m.why_illegal((tile, point), seat)
    return reason_text(reason, cast_of_setup(model.setup)) if reason else None


def reason_near(view: ShownTable, tile: int, pos: QPointF) -> str | None:
    """Why ``tile`` may not go at the point near ``pos``, if there is one and it may not."""
    point = view.nearest_point(pos)
    if point is None:
        return None
    return why(view.model, tile, point)


def reason_at(view: ShownTable, tile: int, pos: QPointF | None, *, thinking: bool) -> str:
    """Why the tile cannot go where it was dropped (or at all, right now); ``thinking``:
    a computer seat is choosing its move."""
    c = view.model
    if c.viewer is None:
        return QCoreApplication.translate("HandInteraction", "pass the screen to the player first")
    if pos is not None:
        point = view.nearest_point(pos)
        if point is not None:
            reason = why(c, tile, point)
            if reason:
                return reason
    m = _match(c)
    probe = m.round.layout.open_points()[:1] or [NO_POINT]
    points = [p for t, p in m.legal_moves() if t == tile] or probe
    reason = why(c, tile, points[0])
    if reason:
        return reason
    if thinking:
        return QCoreApplication.translate("HandInteraction", "wait: the computer is thinking")
    return fill(QCoreApplication.translate("HandInteraction", "drop {tile} on a lit connection point"),
                tile=tile_name(tile))
