"""pyqtgraph for the game's charts: imported on first use (about 0.4 s, numpy
included) and configured once, and the chart the review, the duplicate and the
history share.  Every chart module asks here; none imports pyqtgraph itself."""

from __future__ import annotations

from typing import Any

from .words.voice import MINUS


def pyqtgraph() -> Any:
    """pyqtgraph, imported on first use (and configured once); it has no type hints."""
    import pyqtgraph as pg

    if not getattr(pg, "_fivesup_configured", False):
        pg.setConfigOptions(antialias=True, background="w", foreground="#333")
        pg._fivesup_configured = True
    return pg


def minus_signs(plot: Any) -> Any:
    """``plot`` (a PlotWidget) whose axes write a negative figure with the minus sign,
    as every other number the game shows: pyqtgraph writes a hyphen."""
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        strings = axis.tickStrings
        axis.tickStrings = lambda values, scale, spacing, strings=strings: [
            text.replace("-", MINUS) for text in strings(values, scale, spacing)]
    return plot


def still_plot(pg: Any, left: str, bottom: str, name: str) -> Any:
    """A read-only chart of one figure per step (the review's swings, the duplicate's
    running difference): no menu, no zoom or pan, a light grid, minus signs; ``left``
    and ``bottom`` label its axes, ``name`` is what a screen reader says."""
    plot = minus_signs(pg.PlotWidget())
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.showGrid(y=True, alpha=0.25)
    plot.setLabel("left", left)
    plot.setLabel("bottom", bottom)
    plot.setAccessibleName(name)
    return plot
