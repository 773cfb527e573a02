"""Playing a tile with the keyboard: the arrow keys choose a tile of the hand, Tab a
lit point, Enter puts the tile down (at its one place when there is nothing to choose).

Part of ``HandInteraction`` (``interaction.py``), which owns the selection, the zones
and the status line these choices drive; its texts keep that class's translation
context (``i18n_build.FILE_CONTEXTS``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words.hand_words import selection_prompt
from .one_click import drawn_to_place, only_place

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF, SignalInstance

    from ..table.items import ZoneItem
    from ..table.view import TableView
    from .controller import GameController


class KeyboardPlay:
    """The keys' part of the hand's interaction (a mixin of ``HandInteraction``)."""

    if TYPE_CHECKING:  # what HandInteraction brings
        view: TableView
        controller: GameController
        hint: SignalInstance
        selected: int
        hot_point: int | None
        zones: dict[int, ZoneItem]
        zone_order: list[int]

        def tr(self, sourceText: str, /, disambiguation: str | None = ..., n: int = ...
               ) -> str: ...
        def select(self, tile: int) -> None: ...
        def legal_points(self, tile: int) -> list[int]: ...
        def _hand_is_live(self) -> bool: ...
        def _set_hot(self, point: int | None) -> None: ...
        def _show_points(self, point: int, at: QPointF, at_point: bool = False) -> None: ...
        def _reason_at(self, tile: int, pos: QPointF | None) -> str: ...
        def _put_down(self, tile: int, point: int) -> None: ...

    def cycle_tile(self, step: int) -> None:
        tiles = list(self.view.hand_order) if self._hand_is_live() else []
        if not tiles:
            return
        i = tiles.index(self.selected) if self.selected in tiles else (-1 if step > 0 else 0)
        self._choose(tiles[(i + step) % len(tiles)])

    def _choose(self, tile: int) -> None:
        """A tile selected with the keys: the status line says why it cannot go, or how."""
        self.select(tile)
        if not self.zones:
            self.hint.emit(self._reason_at(tile, None), True)
        else:
            self.hint.emit(selection_prompt(tile, self.zone_order, keys=True,
                                            one_place=self._one_place() is not None), False)

    def _one_place(self) -> int | None:
        """Where the selected tile goes with nothing to choose (its places lit, and all
        the same move, as the rules judge: ``one_click.only_place``), or None."""
        if not self.zones:
            return None
        return only_place(self.controller, self.selected, self.legal_points(self.selected))

    def cycle_zone(self, step: int) -> None:
        if not self.zone_order:
            if self.selected < 0:
                self.cycle_tile(1)
            return
        if self.hot_point in self.zone_order:
            i = self.zone_order.index(self.hot_point) + step
        else:
            i = 0 if step > 0 else -1
        point = self.zone_order[i % len(self.zone_order)]
        self._set_hot(point)
        self._show_points(point, self.zones[point].pos(), at_point=True)

    def place_selected(self) -> None:
        """Enter: place the selected tile at the focused zone (or at its one place: a
        single zone, or zones the rules call the same move). With nothing selected the
        drawn tile that must be placed is taken (so one Enter puts it down when it has one
        place), else the first tile is selected."""
        if self.selected < 0:
            forced = drawn_to_place(self.controller) if self._hand_is_live() else -1
            if forced not in self.view.hand_items:
                self.cycle_tile(1)
                return
            self._choose(forced)
            if self._one_place() is None:
                return
        point = self.hot_point
        if point is None:
            point = self._one_place()
        if point is None:
            if self.zones:
                self.hint.emit(self.tr("choose a point with Tab first"), True)
            else:
                self.hint.emit(self._reason_at(self.selected, None), True)
            return
        self._put_down(self.selected, point)

