"""A Qt object that follows the match model for as long as it lives.

The model is plain Python: it keeps its listeners until told to forget them, where a
Qt signal forgets a destroyed receiver by itself.  A view closed (a review, a replay, a
window deleted) while its model lives on would be told of the next change through a
wrapper whose widget is gone; ``follow`` ties the listening to the view's life.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from .model import Listener, MatchModel


def follow(model: MatchModel, owner: QObject, listener: Listener) -> None:
    """``listener`` is told every change of ``model`` until ``owner`` is destroyed."""
    model.listen(listener)
    owner.destroyed.connect(lambda *_: model.forget(listener))
