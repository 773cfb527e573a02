"""The figures of the rules guide, drawn by the game itself.

Each figure of ``docs/rules.md`` is a position of the rules tour (``teaching.tour_steps``),
or the end of the example round of the docs, loaded into a real main window the way
the tour loads its positions, with teaching marks on; then the scene's layout tiles
and marks rendered to a PNG: the same tiles, spinner frames, counted-end numbers and
hollow dots a player sees.  The tally figures are the score cards' tally widget.
Nothing is drawn by hand, so the pictures cannot drift from the code::

    python -m fivesup_qt.ui.table.figures docs/images            # every figure
    python -m fivesup_qt.ui.table.figures OUT --only tour-04     # one figure (tests)

Offscreen by default (``QT_QPA_PLATFORM=offscreen`` unless set otherwise).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

TALLIES = (35, 50, 305)  # raw scores of the tally figures
MARGIN = 0.45  # units of table geometry around the layout
EXAMPLE = "example-round"

# The whole round that docs/rules.md walks through and docs/record-format.md replays.
EXAMPLE_RECORD: dict[str, Any] = {
    "format": "fivesup-match/1",
    "variant": "five-up",
    "players": 2,
    "names": ["Ann", "Ben"],
    "rounds": [{
        "leader": 1,
        "hands": [["0|5", "2|2", "2|3", "3|5", "5|5"], ["0|4", "1|5", "3|3", "4|5", "4|6"]],
        "stock": ["4|4", "0|3", "3|6", "2|6", "6|6", "0|1", "3|4", "5|6", "0|0", "2|4", "0|2",
                  "0|6", "1|2", "1|6", "1|1", "1|4", "2|5", "1|3"],
        "moves": ["4|6", "4|4@4|6/low", "4|5@4|4/lineB", "5|5@4|5/high", "1|5@5|5/lineB",
                  "3|5@5|5/branchB", "0|4@4|4/branchA", "0|5@0|4/low", "3|3@3|5/low"],
    }],
}


# The worked rounds of the chapters on the classic games (docs/rules.md, sections 13 to
# 15), each the figure of its name: Block blocked with both hands left, Draw won by a
# domino after two draws, All Fives with its one spinner and a later double across.
GAME_EXAMPLES: dict[str, dict[str, Any]] = {
    "block-example": {
        "format": "fivesup-match/2", "variant": "block", "players": 2, "target": 100,
        "names": ["Ann", "Ben"],
        "rounds": [{
            "leader": 1,
            "hands": [["0|0", "0|3", "0|4", "2|4", "2|6", "3|5", "4|6"],
                      ["1|1", "1|6", "2|3", "2|5", "3|3", "3|4", "4|5"]],
            "stock": ["1|4", "2|2", "4|4", "5|6", "0|6", "1|2", "1|3", "3|6", "0|5", "1|5",
                      "5|5", "0|2", "0|1", "6|6"],
            "moves": ["3|3", "0|3@3|3/lineA", "2|3@3|3/lineB", "2|4@2|3/low", "3|4@2|4/high",
                      "3|5@3|4/low", "4|5@3|5/high", "0|4@4|5/low", "0|0@0|3/low"],
        }],
    },
    "draw-example": {
        "format": "fivesup-match/2", "variant": "draw", "players": 2, "target": 100,
        "names": ["Ann", "Ben"],
        "rounds": [{
            "leader": 0,
            "hands": [["1|6", "2|2", "2|4", "2|6", "3|6", "4|5", "6|6"],
                      ["0|6", "1|3", "1|4", "2|5", "3|3", "4|6", "5|5"]],
            "stock": ["4|4", "0|1", "1|2", "5|6", "0|2", "1|5", "3|5", "0|3", "0|5", "2|3",
                      "3|4", "0|0", "1|1", "0|4"],
            "moves": ["6|6", "0|6@6|6/lineB", "1|6@6|6/lineA", "1|4@1|6/low", "2|4@1|4/high",
                      "2|5@2|4/low", "4|5@2|5/high", "4|6@4|5/low", "2|6@4|6/high",
                      "0|1@0|6/low", "2|2@2|6/low", "1|3@0|1/high", "3|6@1|3/high"],
        }],
    },
    "all-fives-example": {
        "format": "fivesup-match/1", "variant": "all-fives", "players": 2,
        "names": ["Ann", "Ben"],
        "rounds": [{
            "leader": 1,
            "hands": [["0|2", "0|4", "1|3", "1|4", "2|2", "3|4", "5|6"],
                      ["0|6", "1|2", "1|6", "2|4", "2|6", "3|3", "4|6"]],
            "stock": ["3|6", "0|3", "0|5", "0|1", "1|1", "2|3", "0|0", "2|5", "3|5", "6|6",
                      "4|4", "5|5", "1|5", "4|5"],
            "moves": ["2|6", "2|2@2|6/low", "1|6@2|6/high", "1|4@1|6/low", "1|2@2|2/lineB",
                      "1|3@1|2/low", "2|4@2|2/branchB", "3|4@2|4/high", "3|3@1|3/high",
                      "0|2@2|2/branchA", "0|6@0|2/low", "5|6@0|6/high", "4|6@1|4/high"],
        }],
    },
}


def tour_name(index: int) -> str:
    """The file name (without .png) of the tour's step ``index`` (from 0)."""
    return f"tour-{index + 1:02d}"


def tally_name(raw: int) -> str:
    return f"tally-{raw}"


def names() -> list[str]:
    from .teaching import SEQUENCE

    count = len(SEQUENCE) + 4  # the seeds' sequence, two lone doubles, 3|6 then 6|6
    return ([tour_name(i) for i in range(count)] + [EXAMPLE] + list(GAME_EXAMPLES)
            + [tally_name(raw) for raw in TALLIES])


def example_step(record: dict[str, Any] | None = None):
    """An example round (the originals', unless ``record`` is given) at its end, as a
    tour step (shown the way the tour shows one)."""
    from ...rules.record import load_record, replay
    from .teaching import TourStep

    record = EXAMPLE_RECORD if record is None else record
    match, _ = replay(load_record(record))
    return TourStep(match, record["rounds"][-1]["moves"][-1], "")


def render_layout(view, path: Path) -> tuple[int, int]:
    """Render the layout tiles and the teaching marks of ``view``'s scene to ``path``
    (the hands, badges and stock are left out); returns the image size."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from .view import UNIT

    scene = view.scene()
    view.finish_animations()
    shown = set(view.table_items.values()) | set(view.overlay.items)
    hidden = [item for item in scene.items() if item.isVisible() and item not in shown
              and item.parentItem() is None]
    for item in hidden:
        item.setVisible(False)
    try:
        rect = QRectF()
        for item in shown:
            rect = rect.united(item.sceneBoundingRect())
        pad = MARGIN * UNIT
        rect.adjust(-pad, -pad, pad, pad)
        image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
        image.fill(view.theme.felt)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, QRectF(image.rect()), rect, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
    finally:
        for item in hidden:
            item.setVisible(True)
    if not image.save(str(path)):
        raise OSError(f"cannot write {path}")
    return image.width(), image.height()


def render_tally(raw: int, path: Path, scale: int = 2) -> tuple[int, int]:
    """The tally of ``raw`` points as a score card draws it (enlarged, on white)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QImage, QPainter, QRegion
    from PySide6.QtWidgets import QWidget

    from ...rules.tally import symbols
    from ..side.tally import BOX, TallyWidget, gap_for

    widget = TallyWidget()
    whole, part = symbols(raw)  # the complete symbols, the strokes of the partial one
    gap = gap_for(BOX)
    widget.resize(max(1, whole + bool(part)) * (BOX + gap) - gap, BOX)
    widget.set_raw(raw)
    pad = 8
    image = QImage(widget.width() * scale + 2 * pad, widget.height() * scale + 2 * pad,
                   QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(pad, pad)
    painter.scale(scale, scale)
    widget.render(painter, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
    painter.end()
    widget.deleteLater()
    if not image.save(str(path)):
        raise OSError(f"cannot write {path}")
    return image.width(), image.height()


def make(folder: Path, only: list[str] | None = None) -> list[Path]:
    """Write the figures (every one, or those named in ``only``) into ``folder``."""

    from ..main_window import MainWindow
    from ..startup import application
    from .teaching import tour_steps

    wanted = only or names()
    unknown = sorted(set(wanted) - set(names()))
    if unknown:
        raise SystemExit(f"error: no figure {', '.join(unknown)} (known: {', '.join(names())})")
    app = application(sys.argv[0] if sys.argv else "fivesup-qt")
    app.setStyle("Fusion")
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    window = MainWindow(fast=True)
    try:
        window.resize(1280, 800)
        steps = tour_steps()
        shown = [tour_name(i) for i in range(len(steps))] + [EXAMPLE, *GAME_EXAMPLES]
        window.tour.steps = [*steps, example_step(),
                             *(example_step(record) for record in GAME_EXAMPLES.values())]
        for index, name in enumerate(shown):
            if name not in wanted:
                continue
            window.tour.go(index)
            app.processEvents()
            render_layout(window.view, folder / f"{name}.png")
            written.append(folder / f"{name}.png")
    finally:
        window.controller.shutdown()
        window.deleteLater()
    for raw in TALLIES:
        if tally_name(raw) in wanted:
            render_tally(raw, folder / f"{tally_name(raw)}.png")
            written.append(folder / f"{tally_name(raw)}.png")
    return written


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m fivesup_qt.ui.table.figures",
                                     description="Draw the rules guide's figures with the game.")
    parser.add_argument("folder", help="where to write the PNG files (docs/images)")
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="one figure by name, e.g. tour-04 or tally-305 (repeatable)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in make(Path(args.folder), args.only):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
