"""``fivesup-qt bench --layout``: how well the table lays out whole matches.

Every round of bot matches of every player count and both variants (late rounds
included: the matches are played to their end) is laid out tile by tile as the
table view does, on the felt of an 800 x 600 window (its table area read from the
real window, offscreen), and its finished layout measured (``table.layout_quality``):
detached tiles, corners (and needless ones), off-centre branches, enclosed tiles,
the smallest table tile in pixels, and how many tiles glide per placement.
"""

from __future__ import annotations

import os
import statistics
from random import Random

from ..ai.bots import make_bot
from ..rules import EXACT_61, FIVE_UP, Match, Variant
from ..rules.observation import observe
from .table.geometry import UNIT, TableGeometry, soft_area_for
from .table.layout_quality import Quality, quality

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
    bot = make_bot("greedy")
    rng = Random(seed)
    out: list[Match] = []
    match_seed = seed
    while len(out) < count:
        match = Match.new(variant, players, seed=match_seed, auto_forced=True)
        match_seed += 1
        while len(out) < count:
            if not match.round.is_over:
                match.push(bot.choose(observe(match, match.turn), rng))
                continue
            out.append(match.copy())
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


