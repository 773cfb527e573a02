"""``fivesup-qt bench --layout``: how well the table lays out whole matches.

Every round of bot matches of every player count and both variants (late rounds
included: the matches are played to their end) is laid out tile by tile as the
table view does, on the felt of an 800 x 600 window (its table area read from the
real window, offscreen), and its finished layout measured (``table.layout_quality``):
detached tiles, corners (and needless ones), off-centre branches, enclosed tiles,
the smallest table tile in pixels, and how many tiles glide per placement.

``python -m fivesup_qt.ui.layout_bench [N] [--draw FOLDER]`` names the rounds at fault
(``faulty``), each with its moves so that a test can lay it out alone, and draws them.
"""

from __future__ import annotations

import os
import statistics
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from random import Random

from ..ai.bots import make_bot
from ..rules import EXACT_61, FIVE_UP, Match, Variant
from ..rules.observation import observe
from ..rules.tiles import BRANCH_A, IS_DOUBLE, TILES, move_text
from .table.geometry import UNIT, Soft, TableGeometry, soft_area_for
from .table.layout_quality import Quality, arms_of, quality

SETUPS = [(variant, players) for players in (2, 3, 4) for variant in (FIVE_UP,
                                                                      EXACT_61)]
WINDOW = (800, 600)


def table_areas(size: tuple[int, int] = WINDOW) -> dict[int, tuple[float, float, float]]:
    """Players -> (width, height, largest unit in px) of the table area of the game's
    window at ``size`` in the middle of a match (the real window, offscreen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .main_window import MainWindow
    from .play.setup import MatchSetup, SeatSetup
    from .startup import application

    app = application("layout-bench")
    out: dict[int, tuple[float, float, float]] = {}
    for players in (2, 3, 4):
        window = MainWindow(fast=True)
        window.resize(*size)
        window.show()
        seats = tuple(SeatSetup(f"P{i}", i == 0, "greedy") for i in range(players))
        window.start(MatchSetup(FIVE_UP, seats, 1))
        app.processEvents()
        view = window.view
        area = view.table_area()
        out[players] = (area.width(), area.height(), view.camera.max_scale() * UNIT)
        window.controller.shutdown()
        window.close()
        window.deleteLater()
        app.processEvents()
    return out


def rounds(variant: Variant, players: int, count: int, seed: int) -> list[Match]:
    """``count`` finished rounds of greedy matches played to their ends, late rounds
    included (each a copy of the match at that round's end)."""
    return [match for match, _seed, _round in named_rounds(variant, players, count, seed)]


def named_rounds(variant: Variant, players: int, count: int,
                 seed: int) -> list[tuple[Match, int, int]]:
    """``rounds``, each with the seed of its match and its index in the match, so that
    a round the bench finds at fault can be played again alone (``faulty``)."""
    bot = make_bot("greedy")
    rng = Random(seed)
    out: list[tuple[Match, int, int]] = []
    match_seed = seed
    while len(out) < count:
        match = Match.new(variant, players, seed=match_seed, auto_forced=True)
        match_seed += 1
        while len(out) < count:
            if not match.round.is_over:
                match.push(bot.choose(observe(match, match.turn), rng))
                continue
            out.append((match.copy(), match_seed - 1, match.round_index))
            if match.is_over:
                break
            match.start_round()
    return out


def lay_out(match: Match, soft: tuple[float, float, float, float]) -> tuple[TableGeometry, int]:
    """The round's layout placed tile by tile as the view does; the tiles that moved
    (glided) on the way, added up over its placements."""
    layout = match.round.layout
    geo = TableGeometry(soft)
    moved = 0
    for tile in layout.order:
        before = geo.poses()
        geo.place(tile, layout.parent[tile])
        after = geo.poses()
        moved += sum(1 for t, pose in before.items() if after[t] != pose)
    return geo, moved


def measure(per_setup: int, seed: int = 37) -> tuple[
        dict[tuple[str, int], Quality], dict[tuple[str, int], tuple[int, int]],
        dict[tuple[str, int], list[float]]]:
    """Each setup's figures added up, its (tiles glided, tiles placed), and each
    round's smallest tile (px) by setup."""
    areas = table_areas()
    results: dict[tuple[str, int], Quality] = {}
    moves: dict[tuple[str, int], tuple[int, int]] = {}
    sizes: dict[tuple[str, int], list[float]] = {}
    for variant, players in SETUPS:
        width, height, unit_max = areas[players]
        soft = soft_area_for(width, height)
        total = Quality()
        moved = placed = 0
        sized = sizes[(variant.value, players)] = []
        for match in rounds(variant, players, per_setup, seed):
            geo, m = lay_out(match, soft)
            layout = match.round.layout
            # the area the lines ran in: the felt's, as the last re-plan placed it
            q = quality(geo.poses(), layout.parent, layout.order, getattr(geo, "area", soft),
                        (width, height), unit_max)
            total.add(q)
            sized.append(q.smallest)
            moved += m
            placed += len(layout.order)
        results[(variant.value, players)] = total
        moves[(variant.value, players)] = (moved, placed)
    return results, moves, sizes


@dataclass(frozen=True)
class Fault:
    """A round of the bench whose finished layout reads badly, and where to find it:
    the ``index``-th round of its setup, the ``round``-th of the match dealt with
    ``match_seed`` (the bots' choices hang on every earlier round of the setup, so
    ``placements`` is what lays it out alone: ``lay_out_placements``), on ``soft``."""

    variant: str
    players: int
    index: int
    match_seed: int
    round: int
    soft: Soft
    placements: tuple[tuple[int, int], ...]  # (tile, connection point), in order
    quality: Quality

    def __str__(self) -> str:
        q = self.quality
        kinds = ", ".join(f"{n} {name}" for n, name in ((q.detached, "detached"),
                          (q.off_centre, "off-centre"), (q.enclosed, "enclosed"),
                          (q.needless, "needless")) if n)
        return (f"{self.variant} {self.players}p round #{self.index} (match seed "
                f"{self.match_seed}, round {self.round}): {kinds}; soft area {self.soft}; "
                f"moves {' '.join(move_text(m) for m in self.placements)}")


def lay_out_placements(placements: Iterable[tuple[int, int]], soft: Soft) -> TableGeometry:
    """The placements laid out one by one as the view does (re-plans included)."""
    geo = TableGeometry(soft)
    for tile, point in placements:
        geo.place(tile, point)
    return geo


def faulty(per_setup: int = 400, seed: int = 37,
           areas: dict[int, tuple[float, float, float]] | None = None) -> list[Fault]:
    """The rounds of ``measure`` whose layouts have a detached tile, an off-centre
    branch, an enclosed tile or a needless corner, named so each can be laid out alone."""
    areas = areas or table_areas()
    out: list[Fault] = []
    for variant, players in SETUPS:
        width, height, unit_max = areas[players]
        soft = soft_area_for(width, height)
        for index, (match, match_seed, number) in enumerate(
                named_rounds(variant, players, per_setup, seed)):
            geo, _m = lay_out(match, soft)
            layout = match.round.layout
            q = quality(geo.poses(), layout.parent, layout.order, geo.area, (width, height),
                        unit_max)
            if q.detached or q.off_centre or q.enclosed or q.needless:
                placements = tuple((t, layout.parent[t]) for t in layout.order)
                out.append(Fault(variant.value, players, index, match_seed, number, soft,
                                 placements, q))
    return out


def report(per_setup: int = 400, seed: int = 37) -> str:
    """The figures as a table, a line a setup, and the tile sizes."""
    results, moves, sizes = measure(per_setup, seed)
    lines = [f"{'setup':<16}{'rounds':>7}{'tiles':>7}{'detached':>9}{'turns/arm':>10}"
             f"{'most':>5}{'needless':>9}{'off-ctr':>8}{'enclosed':>9}{'min px':>7}"
             f"{'median px':>10}{'glides/pl':>10}"]
    total = Quality()
    moved_all = placed_all = 0
    for (variant, players), q in results.items():
        moved, placed = moves[(variant, players)]
        moved_all += moved
        placed_all += placed
        total.add(q)
        lines.append(_row(f"{variant} {players}p", q, moved, placed, sizes[(variant, players)]))
    every = [size for sized in sizes.values() for size in sized]
    lines.append(_row("all", total, moved_all, placed_all, every))
    lines.append(f"table tile length on the 800x600 felt: median {statistics.median(every):.1f} px, "
                 f"5th percentile {sorted(every)[len(every) // 20]:.1f} px, "
                 f"smallest {min(every):.1f} px")
    return "\n".join(lines)


def _row(name: str, q: Quality, moved: int, placed: int, sizes: list[float]) -> str:
    return (f"{name:<16}{q.layouts:>7}{q.tiles:>7}{q.detached:>9}"
            f"{q.turns / max(1, q.arms):>10.2f}{q.most_turns:>5}{q.needless:>9}"
            f"{q.off_centre:>8}{q.enclosed:>9}{q.smallest:>7.1f}"
            f"{statistics.median(sizes):>10.1f}{moved / max(1, placed):>10.2f}")




def draw(geo: TableGeometry, path: str, scale: float = 32.0) -> None:
    """A plain picture of ``geo``'s layout for looking at a fault: each tile with its
    pips, the area the lines ran in (dashed) and each arm's path from its start (the
    path ``layout_quality`` closes to find a pocket), spinners' branches in red."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPen

    from .startup import application
    application("layout-bench")
    poses, parents = geo.poses(), geo.parents()
    left, top, width, height = geo.bounds()
    a0, b0, a1, b1 = geo.area
    x0, y0 = min(left, a0) - 1, min(top, b0) - 1
    x1, y1 = max(left + width, a1) + 1, max(top + height, b1) + 1
    image = QImage(int((x1 - x0) * scale), int((y1 - y0) * scale), QImage.Format.Format_RGB32)
    image.fill(QColor("#2e6b3a"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)

    def at(x: float, y: float) -> QPointF:
        return QPointF((x - x0) * scale, (y - y0) * scale)

    painter.setPen(QPen(QColor("#c8e6c9"), 1.5, Qt.PenStyle.DashLine))
    painter.drawRect(QRectF(at(a0, b0), at(a1, b1)))
    for tile, pose in poses.items():
        r = pose.box()
        painter.setPen(QPen(QColor("black"), 1.5))
        painter.setBrush(QColor("#fffbe6"))
        painter.drawRoundedRect(QRectF(at(r[0], r[1]), at(r[2], r[3])), 4, 4)
        low, high = TILES[tile]
        for value, is_high in ((high, True), (low, False)):
            hx, hy = pose.half_centre(is_high)
            painter.drawText(QRectF(at(hx - 0.5, hy - 0.5), at(hx + 0.5, hy + 0.5)),
                             Qt.AlignmentFlag.AlignCenter, str(value))
    arms, _runs = arms_of(poses, parents, list(poses))
    for arm in arms:
        owner = arm.origin >> 2
        branch = IS_DOUBLE[owner] and arm.origin & 3 >= BRANCH_A
        painter.setPen(QPen(QColor("red" if branch else "#1565c0"), 2.0))
        points = [at(*arm.start), *(at(poses[t].x, poses[t].y) for t in arm.tiles)]
        for a, b in pairwise(points):
            painter.drawLine(a, b)
    painter.end()
    image.save(path)


def main(argv: list[str] | None = None) -> int:
    """List the bench's faulty rounds (and draw each, with ``--draw FOLDER``)."""
    import argparse
    parser = argparse.ArgumentParser(
        prog="python -m fivesup_qt.ui.layout_bench",
        description="Name the rounds of 'fivesup-qt bench --layout' whose layouts have a "
                    "detached tile, an off-centre branch, an enclosed tile or a needless corner.")
    parser.add_argument("rounds", type=int, nargs="?", default=400,
                        help="rounds of each setup, as bench --layout N (default 400)")
    parser.add_argument("--draw", metavar="FOLDER",
                        help="draw each faulty layout to FOLDER/<variant>-<players>p-<index>.png")
    args = parser.parse_args(argv)
    areas = table_areas()
    for fault in faulty(args.rounds, areas=areas):
        print(fault)
        if args.draw:
            folder = Path(args.draw)
            folder.mkdir(parents=True, exist_ok=True)
            draw(lay_out_placements(fault.placements, fault.soft),
                 str(folder / f"{fault.variant}-{fault.players}p-{fault.index}.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
