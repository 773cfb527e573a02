"""Teaching mode on the table: positions drawn as the seeds draw them, and the rules tour.

Every mark comes from the engine: a filled number on every counted end
(``layout.counted()``; a double counted whole carries its number on the tile),
a hollow dot on every free connection point that does not count
(``layout.open_points()`` minus the counted free ends).  Spinners' orange
frames are painted by the tiles themselves.

The rules tour replays the illustrated positions of the rules (docs/rules.md, section 6) on the real
table: each position is a ``Match`` dealt by hand and moved with ``play``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QWidget

from ...rules import FIVE_UP, Match, parse_move, parse_tile, tile_text
from ...rules.layout import Layout
from ...rules.tiles import NO_POINT
from ..play.following import follow
from ..play.setup import match_setup
from ..theme import LIGHT, Theme
from ..words.summary import (
    ends_formula,
    listed,
    move_label,
    point_label,
    points_phrase,
    tr,
)
from ..words.voice import fill
from .geometry import UNIT

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from ..play.model import Changes, MatchModel
    from ..play.setup import MatchSetup
    from ..words.narrator import Narrator
    from .overlays import TourPanel
    from .piece import Table

MARK_Z = 6  # above the drop zones (5), which stay clickable: marks take no mouse


class EndMark(QGraphicsItem):
    """A filled disc with a number (a counted end) or a hollow dot (a point that does
    not count); sized in scene units so it zooms with the tiles."""

    def __init__(self, value: int | None, radius: float, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.value = value  # None: a hollow dot
        self.radius = radius
        self.theme = theme
        self.setZValue(MARK_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.radius
        if self.value is None:
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.setPen(QPen(self.theme.zone, r * 0.35))
            painter.drawEllipse(QPointF(0, 0), r * 0.7, r * 0.7)
            return
        painter.setPen(QPen(self.theme.mark_edge, r * 0.12))
        painter.setBrush(self.theme.spinner)
        painter.drawEllipse(QPointF(0, 0), r, r)
        font = QFont()
        font.setPixelSize(max(1, int(r * 1.25)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.theme.mark_text)
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.value))


class TeachingOverlay:
    """The counted-end numbers and hollow dots of the current layout."""

    def __init__(self, view: Table) -> None:
        self.view = view
        self.items: list[EndMark] = []
        self.numbers: list[tuple[int, int, int]] = []  # (tile, point, value) as drawn
        self.dots: list[int] = []  # points with a hollow dot

    def clear(self) -> None:
        scene = self.view.scene()
        for item in self.items:
            scene.removeItem(item)
        self.items.clear()
        self.numbers, self.dots = [], []

    def show(self, layout: Layout, ends_score: bool = True) -> None:
        """Mark ``layout`` (already laid out by the view's geometry); where the ends do not
        score (``ends_score``, the rule set's), every free point is a hollow dot."""
        self.clear()
        view = self.view
        geo = view.geometry_
        poses = geo.poses()
        theme = view.theme
        counted_points = set()
        at: QPointF | None
        for end in layout.counted() if ends_score else ():
            if end.point == NO_POINT:
                pose = poses.get(end.tile)
                if pose is None:
                    continue
                at = QPointF(pose.x * UNIT, pose.y * UNIT)
            else:
                counted_points.add(end.point)
                at = self._beyond(end.point, 0.3)
                if at is None:
                    continue
            mark = EndMark(end.value, UNIT * 0.27, theme)
            mark.setPos(at)
            view.scene().addItem(mark)
            self.items.append(mark)
            self.numbers.append((end.tile, end.point, end.value))
        for point in layout.open_points():
            if point in counted_points:
                continue
            at = self._beyond(point, 0.22)
            if at is None:
                continue
            mark = EndMark(None, UNIT * 0.16, theme)
            mark.setPos(at)
            view.scene().addItem(mark)
            self.items.append(mark)
            self.dots.append(point)

    def _beyond(self, point: int, by: float) -> QPointF | None:
        try:
            x, y = self.view.geometry_.beyond(point, by)
        except KeyError:
            return None
        return QPointF(x * UNIT, y * UNIT)

    def set_theme(self, theme: Theme) -> None:
        for item in self.items:
            item.theme = theme
            item.update()


# -- the rules tour ---------------------------------------------------------------
@dataclass
class TourStep:
    match: Match
    placed: str  # the move text of the step
    note: str  # what changed and why (teaching text)


# The seeds' sequence, played by three seats in turn (each holds two spare tiles).
SEQUENCE = ["1|4", "1|1@1|4/low", "4|4@1|4/high", "3|4@4|4/lineB", "1|2@1|1/lineB",
            "1|5@1|1/branchA", "5|5@1|5/high", "0|5@5|5/lineB", "1|3@1|1/branchB"]
SPARES = ["4|6", "5|6", "2|5", "0|4", "2|4", "0|1"]


def _notes() -> list[str]:
    return [
        tr("The leader opens with any tile. Both ends of 1|4 are free and counted: 1 and 4."),
        tr("1|1 is a double, so a spinner (orange frame). It attached by its line A; only one "
           "line side is filled, so its branches are not open yet, and the double counts whole: "
           "1 + 1 = 2. 1|4's low end is covered and no longer counts."),
        tr("4|4 on 1|4's high end: a second spinner counting 8 while its line B is free."),
        tr("3|4 fills 4|4's line B: both line sides of 4|4 are occupied, so 4|4 counts nothing "
           "any more and its two branches open (hollow dots). 3|4's low end counts 3."),
        tr("1|2 fills 1|1's line B: 1|1 stops counting and its branches open; 1|2's high end "
           "counts 2."),
        tr("1|5 starts a branch of 1|1: a started branch counts only through its outer end, 5."),
        tr("5|5 on 1|5's high end: a spinner at the end of its line counts whole, 10."),
        tr("0|5 fills 5|5's line B: 5|5 stops counting, its branches open, and the free low end "
           "of 0|5 counts 0 (zero is a counted end too)."),
        tr("1|3 on 1|1's other branch: 8 is not a multiple of 5, so nothing is scored."),
        tr("A lone opening double counts both halves once: 2|2 makes 4, nothing scored."),
        tr("A lone 0|0 makes 0: a sum of 0 never scores."),
        tr("3|6 opens: its ends count 3 + 6 = 9, nothing scored."),
        tr("6|6 on 3|6's high end counts whole (12) with 3|6's low end 3: 15 raw, +3."),
    ]


def _deal(players: int, hands_text: list[list[str]], leader: int = 0) -> Match:
    match = Match(FIVE_UP, players, auto_forced=False)
    hands = [[parse_tile(t) for t in hand] for hand in hands_text]
    used = {t for hand in hands for t in hand}
    stock = [t for t in range(28) if t not in used]
    match.start_round(leader, hands, stock)
    return match


def tour_steps() -> list[TourStep]:
    """Every illustrated position of the rules (docs/rules.md, section 6), played with the engine."""
    notes = _notes()
    steps: list[TourStep] = []
    tiles = [text.split("@")[0] for text in SEQUENCE]
    hands: list[list[str]] = [[], [], []]
    for i, t in enumerate(tiles):
        hands[i % 3].append(t)
    for i, spare in enumerate(SPARES):
        hands[i % 3].append(spare)
    for n in range(1, len(SEQUENCE) + 1):
        match = _deal(3, hands)
        for text in SEQUENCE[:n]:
            match.play(parse_move(text))
        steps.append(TourStep(match, SEQUENCE[n - 1], notes[n - 1]))
    for k, opening in enumerate(("2|2", "0|0")):
        match = _deal(2, [[opening, "1|6", "2|6", "4|5", "3|5"], ["0|6", "1|5", "2|3", "0|1", "1|2"]])
        match.play(parse_move(opening))
        steps.append(TourStep(match, opening, notes[9 + k]))
    for n, text in enumerate(("3|6", "6|6@3|6/high")):
        match = _deal(2, [["3|6", "1|5", "2|3", "0|1", "1|2"], ["6|6", "1|6", "2|6", "4|5", "3|5"]])
        match.play(parse_move("3|6"))
        if n:
            match.play(parse_move(text))
        steps.append(TourStep(match, text, notes[11 + n]))
    return steps


def step_text(step: TourStep, index: int, count: int) -> str:
    """The tour's text for a step: the move, the counted ends, the sum, the points,
    the connection points and the note (HTML)."""
    layout = step.match.round.layout
    ends = layout.counted()
    values = [e.value for e in ends]
    end_sum = layout.end_sum
    points = step.match.rules.placement_points(end_sum)
    counted = listed(f"{tile_text(e.tile) if e.point == NO_POINT else point_label(e.point)} "
                        f"{e.value}" for e in ends) or "—"
    legal = listed(point_label(p) for p in layout.open_points()) or "—"
    closed = sorted({tile_text(p >> 2) for p in layout.closed_branches()})
    lines = [
        fill(tr("<b>Step {i} of {n}: {move}</b>"), i=index + 1, n=count,
                                                   move=move_label(parse_move(step.placed))),
        fill(tr("Counted ends: {ends}"), ends=counted),
        fill(tr("Sum {formula}: {points}"), formula=ends_formula(values),
                                             points=points_phrase(end_sum, points)),
        fill(tr("Connection points: {points}"), points=legal),
    ]
    if closed:
        lines.append(fill(tr("Spinners with closed branches: {tiles}"), tiles=listed(closed)))
    lines.append(fill(tr("<i>{note}</i>"), note=step.note))  # the translation may drop italics
    return "<br>".join(lines)



class TourTable(Protocol):
    """What the tour asks of the table (the controller): show a position, and bring
    back the match it put aside or deal a new one."""

    def load_match(self, match: Match, setup: MatchSetup | None = ..., *,
                   viewer: int | None = ..., frozen: bool = ...,
                   teaching: bool | None = ..., log: list[str] | None = ...,
                   lessons: list[str] | None = ...) -> None: ...

    def new_match(self) -> None: ...


class RulesTour:
    """Help > Rules Tour: the illustrated positions one by one on the real table,
    with teaching overlays; the match in play is put aside and shown again after."""

    def __init__(self, model: MatchModel, story: Narrator, table: TourTable,
                 say: Callable[[str, bool], None], panel: TourPanel) -> None:
        self.model = model  # the match on the table
        self.story = story  # its log and lessons, put aside with it
        self.table = table
        self.say = say  # the status line
        self.panel = panel
        self.steps: list[TourStep] = []
        self.index = -1
        # the match put aside: match, setup, viewer, teaching, log and teacher
        self._saved: tuple[Match, MatchSetup, int | None, bool, list[str], list[str]] | None = None
        panel.back.connect(lambda: self.go(self.index - 1))
        panel.forward.connect(lambda: self.go(self.index + 1))
        panel.closed.connect(self.stop)
        follow(model, panel, self._on_changes)

    @property
    def active(self) -> bool:
        return self.index >= 0

    def start(self) -> None:
        c = self.model
        if not self.active:
            if c.match is not None and not c.frozen:
                self._saved = (c.match, c.setup, c.viewer, c.teaching, list(self.story.lines),
                               list(self.story.lessons))
            self.steps = tour_steps()
        self.go(0)

    def go(self, index: int) -> None:
        if not self.steps or not 0 <= index < len(self.steps):
            return
        self.index = index
        step = self.steps[index]
        names = [tr("Seat {n}").format(n=i + 1)  # a name: isolated where it is put
                 for i in range(step.match.players)]
        setup = match_setup(step.match.variant, step.match.players, names=names, humans=())
        self.table.load_match(step.match, setup, viewer=None, frozen=True, teaching=True)
        self.panel.show_text(step_text(step, index, len(self.steps)), index == 0,
                             index == len(self.steps) - 1)
        # nothing is asked of anyone in a shown position: no stale prompt stays
        self.say(fill(tr("Rules tour: step {i} of {n} (Close tour to go back to your "
                         "match)"), i=index + 1, n=len(self.steps)), False)

    def stop(self) -> None:
        if not self.active:
            return
        self.index = -1
        self.panel.hide()
        saved, self._saved = self._saved, None
        if saved is not None:
            match, setup, viewer, teaching, log, lessons = saved
            self.table.load_match(match, setup, viewer=viewer, teaching=teaching, log=log,
                                  lessons=lessons)
        else:
            self.table.new_match()

    def leave(self) -> None:
        """Another match takes the table (New Match, Open): the tour ends, and the match
        it put aside is not brought back."""
        self.index = -1
        self._saved = None
        self.panel.hide()

    def _on_changes(self, changes: Changes) -> None:
        if changes.match and self.active and not self.model.frozen:  # not the tour's
            self.leave()
