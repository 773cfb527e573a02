"""What every piece of the table view shares: the view that owns it, held weakly, and
what the pieces ask of that view (``Table``).

The view owns its pieces (tiles, hands, camera); a piece that held the view strongly
would make a reference cycle, left to the garbage collector, which could then run a
closed window's teardown on a worker thread (seen as a crash in the review tests).
The pieces know the view by ``Table``, not by its class: the view builds its pieces,
and they need nothing back from its module."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, overload

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
    from PySide6.QtGui import QPolygonF, QTransform
    from PySide6.QtWidgets import QGraphicsScene, QWidget

    from ..play.model import MatchModel
    from ..theme import Theme
    from .geometry import Soft, TableGeometry
    from .hud import Hud
    from .hud_items import PointsLabel


class Table(Protocol):
    """The table view as its pieces see it (``view.TableView`` is the one): a graphics
    view showing the model's match, with the sizes of its heads-up display."""

    model: MatchModel
    theme: Theme
    hud: Hud
    bottom: int  # the seat shown along the bottom edge

    @property
    def animate(self) -> bool: ...
    @property
    def geometry_(self) -> TableGeometry: ...
    def scene(self, /) -> QGraphicsScene: ...
    def viewport(self, /) -> QWidget: ...
    @overload
    def mapToScene(self, point: QPoint, /) -> QPointF: ...
    @overload
    def mapToScene(self, rect: QRect, /) -> QPolygonF: ...
    def mapFromScene(self, point: QPointF, /) -> QPoint: ...
    def setTransform(self, matrix: QTransform, /) -> None: ...
    def centerOn(self, pos: QPointF, /) -> None: ...
    def viewportTransform(self, /) -> QTransform: ...
    def place_hud(self) -> None: ...
    def table_area(self) -> QRectF: ...
    def layout_rect(self) -> QRectF: ...
    def hand_slot(self, index: int, count: int) -> QPoint: ...
    def show_points(self, tile: int, text: str) -> PointsLabel | None: ...
    def soft_area(self) -> Soft: ...


V = TypeVar("V", bound=Table)


class ViewPiece(Generic[V]):
    def __init__(self, view: V) -> None:
        self._view = weakref.ref(view)

    @property
    def view(self) -> V:
        view = self._view()
        assert view is not None, "the view outlives its pieces"
        return view
