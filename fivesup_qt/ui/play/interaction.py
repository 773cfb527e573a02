"""Playing a tile with the mouse (drag or click) and the keyboard.

In-scene mouse events only (no QDrag): pressing a hand tile lights exactly the
legal drop zones for it (``match.legal_moves()``); dragging shows a table-size
ghost that snaps, turned and aligned (``geometry.pose_for``), onto a zone near
the pointer with the points that placement would score; releasing there asks
the controller to play, releasing elsewhere flies the tile back and the status
line says why (``match.why_illegal``).  What all this shows is drawn by ``drag_visuals``;
the keys' choices (a tile, a point, Enter) are ``keyboard_play``'s;
``one_click`` says when a click, a double-click or Enter puts a tile down at once.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QApplication

from ..table.items import TileItem, ZoneItem
from ..table.tiles import pose_pos
from ..table.view import TableView
from ..table.zone_labels import place_zone_labels
from ..words.hand_words import (
    points_text,
    reason_at,
    reason_near,
    scores_text,
    selection_prompt,
    selection_text,
    table_description,
)
from ..words.summary import move_label, zone_text
from ..words.voice import bare
from .controller import GameController
from .drag_visuals import (
    badge_spot,
    drop_ghost,
    fly_back,
    lift_ghost,
    lit_zone,
    points_badge,
    screen_distance,
    snap_ghost,
    snapped_point,
)
from .keyboard_play import KeyboardPlay
from .one_click import click_point, only_place

if TYPE_CHECKING:
    from ...ai.hints import Hint


class HandInteraction(KeyboardPlay, QObject):
    """Selection, drop zones, the dragged ghost and keyboard focus."""

    hint = Signal(str, bool)  # live status text, is an error
    shows_refusals = True  # a zone whose points the rules would refuse is marked (a puzzle's not)
    described = Signal()  # the table's description changed (ui/access/table_mirror.py reads it)

    def __init__(self, view: TableView, controller: GameController) -> None:
        super().__init__(view)
        self.view = view
        self.controller = controller
        self.selected = -1
        self.zones: dict[int, ZoneItem] = {}
        self._retired_zones: list[ZoneItem] = []  # the last zones cleared (``_clear_zones``)
        self.zone_order: list[int] = []
        self._lit_on: tuple[tuple[int, int], ...] = ()  # the layout the zones were lit on
        self.hot_point: int | None = None
        self.ghost: TileItem | None = None
        self.points_badge = points_badge(view)
        self._press: QPointF | None = None
        self._drag_tile = -1  # the tile last pressed (dragged, or clicked)
        self.dragging = False
        self.hinted: tuple[int, int] | None = None  # the hint's (tile, point) while shown
        view.synced.connect(self.refresh)  # after the view's items follow the match
        controller.hinter.ready.connect(self.show_hint)
        view.stock.clicked.connect(self.draw)
        view.viewChanged.connect(self._follow_view)
        view.keeps_tab = lambda: bool(self.zone_order)  # Tab cycles the lit points

    # -- wiring of hand items ----------------------------------------------------
    def refresh(self) -> None:
        """Re-wire hand tiles after the view synced; keep a selection that still makes sense."""
        dragged = self.view.hand_items.get(self._drag_tile)
        if self.dragging and not (dragged is not None and dragged.dragging):
            self._drop_back(silent=True)  # (arranging the hand goes on meanwhile)
        if self.controller.hinter.last is None:
            self.hinted = None
        for tile, item in self.view.hand_items.items():
            if not item.wired:
                item.pressed.connect(self._on_press)
                item.moved.connect(self._on_move)
                item.released.connect(self._on_release)
                item.double_clicked.connect(self._on_double_click)
                item.wired = True
            item.set_interactive(self._hand_is_live())
            item.set_look(selected_mark=(tile == self.selected))
        if self.selected not in self.view.hand_items or not self._hand_is_live():
            self.selected = -1
        m = self.controller.match
        if self.selected >= 0 and m is not None and m.round.must_play >= 0 \
                and m.round.must_play != self.selected:
            self.selected = -1
        self.select(self.selected)
        if self.hinted is not None and self.selected == self.hinted[0]:
            self._mark_hint(self.hinted[1])
        self.describe()

    def _hand_is_live(self) -> bool:
        """The bottom hand belongs to the shown human (face up, draggable)."""
        c = self.controller
        return c.viewer is not None and c.viewer == self.view.bottom and c.match is not None \
            and not c.match.is_over and not c.match.round.is_over

    # -- selection and zones --------------------------------------------------------
    def legal_points(self, tile: int) -> list[int]:
        c = self.controller
        if c.match is None or tile < 0 or c.human_to_act() is None or c.bot_busy:
            return []
        return [p for t, p in c.match.legal_moves() if t == tile]

    def select(self, tile: int) -> None:
        """Select a hand tile (-1: none) and light its legal zones."""
        self.selected = tile
        for t, item in self.view.hand_items.items():
            item.set_look(selected_mark=(t == tile))
        self._clear_zones()
        if tile < 0:
            return
        self._lit_on = self._layout_now()
        match = self.controller.match
        # teaching: each zone says what it would score, where placements score at all
        teaching = self.controller.teaching and match is not None and match.rules.scores_ends
        label_px = max(11, round(self.view.hud.text_px * 0.8))  # the labels grow with the tiles
        for point in self.legal_points(tile):
            centre = self.view.zone_centre(point)
            if centre is None:
                continue
            zone = lit_zone(self.view, point, centre)
            zone.set_refused(self.shows_refusals
                             and self.controller.preview(tile, point).accepted is False)
            zone.clicked.connect(self._on_zone_clicked)
            zone.hovered.connect(self._on_zone_hovered)
            self.zones[point] = zone
            if teaching:
                zone.set_label(self.zone_preview(tile, point), label_px)
        self.view.set_keep_visible([zone.sceneBoundingRect() for zone in self.zones.values()])
        self._place_labels()
        self.zone_order = sorted(self.zones, key=lambda p: (self.zones[p].y(), self.zones[p].x()))
        self.describe()

    def _layout_now(self) -> tuple[tuple[int, int], ...]:
        """The placements on the table, in order, with the points they took: what lit
        zones belong to (their points are connection points of this layout only)."""
        m = self.controller.match
        if m is None:
            return ()
        layout = m.round.layout
        return tuple((tile, layout.parent[tile]) for tile in layout.order)

    def zone_preview(self, tile: int, point: int) -> str:
        """Teaching: what placing ``tile`` at ``point`` makes, from the engine."""
        m = self.controller.match
        assert m is not None  # a zone is shown only in a match
        return zone_text(m.preview((tile, point)), m.target)

    # -- hints ---------------------------------------------------------------------------
    def show_hint(self, hint: Hint | None) -> None:
        """Select the hint's tile and mark its point on the table."""
        if hint is None:
            self.hinted = None
            return
        tile, point = hint.best.move
        if tile not in self.view.hand_items:
            return
        self.hinted = (tile, point)
        self.select(tile)
        self._mark_hint(point)

    def _mark_hint(self, point: int) -> None:
        zone = self.zones.get(point)
        if zone is not None:
            zone.set_hinted(True)
            self._set_hot(point)

    def _clear_zones(self) -> None:
        # kept until the next clear: a click on a zone plays, and the zones are cleared
        # inside that zone's own handler (freed there, Qt would use it after the return)
        self._retired_zones = list(self.zones.values())
        for zone in self._retired_zones:
            zone.remove()
        had = bool(self.zones)
        self.zones.clear()
        self.zone_order = []
        self._set_hot(None)
        if had:
            self.view.set_keep_visible([])

    def _set_hot(self, point: int | None) -> None:
        changed = point != self.hot_point
        self.hot_point = point
        for p, zone in self.zones.items():
            zone.set_hot(p == point)
        if changed:
            self._place_labels()  # a hot label is bold (wider) and always shown
            self.describe()

    # -- what a screen reader hears ------------------------------------------------------
    def legal_text(self) -> str:
        """The selected tile and where it may go: 'selected 3|4, legal at 4|4/branchA, ...'."""
        return selection_text(self.selected, self.zone_order)

    def description(self) -> str:
        """A short summary of the table (``hand_words.table_description``)."""
        return table_description(self.controller.model, self.view, self)

    def describe(self) -> None:
        with contextlib.suppress(RuntimeError):  # the window is being destroyed
            self.view.set_description(bare(self.description()))  # words only
            self.described.emit()

    # -- mouse ------------------------------------------------------------------------
    def _on_press(self, item: TileItem, pos: QPointF) -> None:
        if item.tile not in self.view.hand_items or self.view.hand_items[item.tile] is not item:
            return
        self._press = pos
        self._drag_tile = item.tile
        self.dragging = False
        if self.selected != item.tile:
            self.select(item.tile)
            if self.zones and click_point(self.controller, item.tile,
                                          self.legal_points(item.tile)) is None:
                self.hint.emit(selection_prompt(self.selected, self.zone_order, keys=False,
                                                one_place=self._one_place() is not None), False)

    def _on_move(self, item: TileItem, pos: QPointF) -> None:
        if self._press is None or item.tile != self._drag_tile:
            return
        if not self.dragging:
            if screen_distance(self.view, pos, self._press) < QApplication.startDragDistance():
                return
            self._start_drag(item)
        self._drag_to(pos)

    def _on_release(self, item: TileItem, pos: QPointF) -> None:
        if self._press is None or item.tile != self._drag_tile:
            return
        self._press = None
        if not self.dragging:
            self._clicked(item.tile)
            return
        if item.dragging:  # dropped along the hand: it takes that place
            index = self.view.hands.index_at(pos)
            self.view.hands.end_arranging(item)
            self._end_drag_visuals(keep_ghost_pos=False)
            self.view.move_in_hand(item.tile, index)
            return
        point = self.hot_point
        if point is not None and point in self.zones:
            tile = self._drag_tile
            self._end_drag_visuals(keep_ghost_pos=True)
            if self.controller.play(tile, point) is None:
                return
            self._drop_back(silent=True)
            return
        reason = self._reason_at(self._drag_tile, pos)
        self._drop_back(silent=False)
        self.hint.emit(reason, True)

    def _clicked(self, tile: int) -> None:
        """A click, no drag: a tile that cannot be placed now says why at once; one with a
        single place goes there when one click is enough (``one_click.click_point``)."""
        if not self.zones:
            self.hint.emit(self._reason_at(tile, None), True)
            return
        point = click_point(self.controller, tile, self.legal_points(tile))
        if point is not None:
            self._put_down(tile, point)

    def _on_double_click(self, item: TileItem) -> None:
        """The tile pressed first (not one that slid under the pointer after it was
        placed) goes to its one place (``one_click.only_place``); one with places that
        differ stays selected."""
        if item.tile != self._drag_tile or self.view.hand_items.get(item.tile) is not item:
            return
        point = only_place(self.controller, item.tile, self.legal_points(item.tile))
        if point is not None:
            self._put_down(item.tile, point)

    def _put_down(self, tile: int, point: int) -> None:
        self.points_badge.hide()
        self.controller.play(tile, point)

    def _start_drag(self, item: TileItem) -> None:
        self.dragging = True
        self.ghost = lift_ghost(self.view, item)

    def _drag_to(self, pos: QPointF) -> None:
        ghost = self.ghost
        if ghost is None:
            return
        item = self.view.hand_items.get(self._drag_tile)
        if item is not None and self.view.hands.in_row(pos):
            ghost.hide()
            self.points_badge.hide()
            self._set_hot(None)
            self.view.hands.arrange_to(item, pos)
            return
        if item is not None and item.dragging:  # back out onto the table
            self.view.hands.end_arranging(item)
            item.setOpacity(0.25)
        ghost.show()
        best = snapped_point(self.view, self.zones, pos)
        self._set_hot(best)
        snap_ghost(self.view, ghost, self._drag_tile, best, pos)
        if best is None:
            self.points_badge.hide()
            reason = reason_near(self.view, self._drag_tile, pos)
            if reason:  # over a point this tile may not take: say why
                self.hint.emit(reason, True)
            else:  # over empty felt: no reason is stale, say where it may go
                self.hint.emit(self.legal_text(), False)
            return
        self._show_points(best, ghost.pos())

    def _show_points(self, point: int, at: QPointF, at_point: bool = False) -> None:
        """The points a placement of the selected tile at ``point`` would score, by the
        ghost (``at``) or, from the keyboard, by the zone (``at_point``); said too."""
        match = self.controller.match
        assert match is not None
        if not match.rules.scores_ends:  # nothing to score (Block, Draw): name the move
            self.points_badge.hide()
            self.hint.emit(move_label((self.selected, point)), False)
            return
        text, emphasis = points_text(self.controller.preview(self.selected, point), match.target)
        self.points_badge.set_text(text, emphasis=emphasis)
        zone = self.zones.get(point)
        if at_point and zone is not None and zone.label is not None:
            self.points_badge.hide()  # teaching: the zone's own preview, now bold, says it
        else:
            self.points_badge.setPos(badge_spot(self.view, point, at, by_zone=at_point))
            self.points_badge.show()
        self.hint.emit(scores_text(self.selected, point if at_point else None, text), False)

    def _end_drag_visuals(self, keep_ghost_pos: bool) -> None:
        """Stop dragging: the ghost goes, the placed tile will fly from its spot."""
        if self.ghost is not None:
            drop_ghost(self.view, self.ghost, self._drag_tile if keep_ghost_pos else None)
            self.ghost = None
        self.dragging = False
        self.points_badge.hide()
        item = self.view.hand_items.get(self._drag_tile)
        if item is not None:
            item.setOpacity(1.0)

    def _drop_back(self, silent: bool) -> None:
        """Fly the ghost back to its hand slot."""
        ghost, tile = self.ghost, self._drag_tile
        self.ghost = None
        self.dragging = False
        self.points_badge.hide()
        self._set_hot(None)
        item = self.view.hand_items.get(tile)
        if item is not None:
            self.view.hands.end_arranging(item)
        if ghost is not None:
            fly_back(self.view, ghost, item)
        elif item is not None:
            item.setOpacity(1.0)

    # -- reasons -------------------------------------------------------------------------
    def _reason_at(self, tile: int, pos: QPointF | None) -> str:
        """Why the tile cannot go where it was dropped (or at all, right now)."""
        return reason_at(self.view, tile, pos, thinking=self.controller.bot_busy)

    def _on_zone_hovered(self, point: int, inside: bool) -> None:
        """The pointer on a lit zone (click to place): the zone is chosen, its label shows."""
        if self.dragging:
            return
        if inside:
            self._set_hot(point)
        elif self.hot_point == point:
            self._set_hot(None)

    def _on_zone_clicked(self, point: int) -> None:
        if self.selected >= 0 and not self.dragging:
            self.controller.play(self.selected, point)

    def _place_labels(self) -> None:
        """The zones' previews where none covers a tile, a zone or another label (inside
        the table, clear of the hands and badges); one with no such spot shows only while
        its zone is hot, over everything."""
        if self.zones and self._lit_on != self._layout_now():
            # The layout changed under the zones (an undo takes tiles back, a redo, a new
            # round): the view re-lays the table and says so (viewChanged) before this
            # object's refresh lights the zones again, so these still belong to the old
            # layout, and points of tiles taken back are no connection points any more.
            self._clear_zones()
            return
        zones = [z for z in self.zones.values() if z.label is not None]
        hot = () if self.hot_point is None else (self.hot_point,)
        place_zone_labels(self.view, zones, first=self.hot_point, forced=hot)

    def _follow_view(self) -> None:
        self._place_labels()
        if self.ghost is not None and self.hot_point is not None:
            pose = self.view.geometry_.pose_for(self._drag_tile, self.hot_point)
            self.ghost.setPos(pose_pos(pose))

    def cancel(self) -> None:
        if self.dragging:
            self._drop_back(silent=True)
        self._press = None
        self.points_badge.hide()
        self.select(-1)

    def draw(self) -> None:
        self.controller.draw()
