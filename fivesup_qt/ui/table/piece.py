"""What every piece of the table view shares: the view that owns it, held weakly.

The view owns its pieces (tiles, hands, camera); a piece that held the view strongly
would make a reference cycle, left to the garbage collector, which could then run a
closed window's teardown on a worker thread (seen as a crash in the review tests)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .view import TableView


class ViewPiece:
    def __init__(self, view: TableView) -> None:
        self._view = weakref.ref(view)

    @property
    def view(self) -> TableView:
        view = self._view()
        assert view is not None, "the view outlives its pieces"
        return view
