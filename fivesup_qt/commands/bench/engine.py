"""``fivesup-qt bench`` without an option: the engine's speed, as medians and ratios
measured in one run.

- legal-move generation on mid-round positions (median per call);
- the table geometry's ``pose_for`` on full tables (median per call: a drag asks it for
  every zone);
- random-playout placements per second of our engine;
- the same for the ``dominoes`` package's own random game loop, and the ratio (alone
  with ``--playouts``); in a compiled install, the pure-Python engine's beside them;
- the whole ``fivesup-qt replay`` process on a 20-round record.
"""

from __future__ import annotations

import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from random import Random

from ...ai.playout import random_playout
from ...rules.build import build_name, compiled
from ...rules.layout import Layout
from ...rules.match import Match
from ...rules.record import record_of
from ...rules.tiles import NO_POINT
from ...rules.variants import PLAYER_COUNTS
from .matches import long_match

PAIRS = 20  # interleaved timings of our loop and the dominoes loop
# How to get the dominoes package: an installed game (a wheel) takes the extra by the
# distribution's name; a checkout by its folder.
BENCH_EXTRA = "pip install 'fivesup-qt[bench]', or in a source checkout pip install -e '.[bench]'"


def mid_round_positions(count: int, seed: int = 7) -> list[Match]:
    """Positions after 6 to 12 random placements, across player counts and variants."""
    rng = Random(seed)
    positions: list[Match] = []
    while len(positions) < count:
        players = rng.choice(PLAYER_COUNTS)
        match = Match.new(rng.choice(("five-up", "exact-61")), players, seed=rng.getrandbits(64))
        target = rng.randint(6, 12)
        placed = 0
        while placed < target and not match.round.is_over:
            match.push(rng.choice(match.legal_moves()))
            placed += 1
        if not match.round.is_over:
            positions.append(match)
    return positions


def bench_legal_moves(positions: list[Match], repeat: int = 2000) -> float:
    """Median seconds per ``legal_moves()`` call."""
    timings = []
    for match in positions:
        legal_moves = match.legal_moves
        start = time.perf_counter()
        for _ in range(repeat):
            legal_moves()
        timings.append((time.perf_counter() - start) / repeat)
    return statistics.median(timings)


def our_rounds(seed: int = 11) -> Iterator[int]:
    """The placements of each random playout of a whole round on our engine, round after
    round without end: 2-, 3- and 4-player Five-Up matches in turn, a fresh deal each
    round as the ``dominoes`` loop makes a new game, a new match when one is won."""
    rng = Random(seed)
    matches = [Match.new("five-up", players, seed=players) for players in PLAYER_COUNTS]
    n = 0
    while True:
        match = matches[n % 3]
        if match.is_over:
            match = matches[n % 3] = Match.new("five-up", match.players, seed=n)
        elif match.round.is_over:
            match.start_round()
        yield random_playout(match, rng)
        n += 1


def dominoes_games(seed: int = 11) -> Iterator[int]:
    """The placements of each game of the ``dominoes`` package's own random game loop,
    without end (nothing when the package is not installed)."""
    try:
        import dominoes
    except ImportError:
        return
    random = Random(seed).random  # the same move choice as our random_playout
    while True:
        game = dominoes.Game.new()
        placements = 0
        while game.result is None:
            moves = game.valid_moves
            game.make_move(*moves[int(random() * len(moves))])
            placements += 1
        yield placements


def placements_per_second(loop: Iterator[int], seconds: float) -> float | None:
    """Placements per second of ``loop`` (None when it yields nothing), timed from a clean
    heap and after a tenth of ``seconds`` untimed: neither loop pays for what the other
    left to the garbage collector, nor for its own first rounds."""
    gc.collect()
    warm_up = time.perf_counter() + seconds / 10
    for _ in loop:
        if time.perf_counter() >= warm_up:
            break
    else:
        return None
    placements = 0
    start = time.perf_counter()
    deadline = start + seconds
    for made in loop:
        placements += made
        if time.perf_counter() >= deadline:
            return placements / (time.perf_counter() - start)
    return None


def bench_our_playouts(seconds: float, seed: int = 11) -> float:
    """Placements per second of random playouts of whole rounds on our engine."""
    rate = placements_per_second(our_rounds(seed), seconds)
    assert rate is not None
    return rate


def bench_dominoes(seconds: float, seed: int = 11) -> float | None:
    """Placements per second of the ``dominoes`` package's random game loop."""
    return placements_per_second(dominoes_games(seed), seconds)


def bench_replay_process(rounds: int = 20, runs: int = 5) -> tuple[float, int]:
    """Median wall time of ``python -m fivesup_qt replay`` on a record of ``rounds`` rounds."""
    match = long_match(rounds)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "record.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(record_of(match), handle)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "fivesup_qt", "replay", path],
                check=True, stdout=subprocess.DEVNULL,
            )
            times.append(time.perf_counter() - start)
    return statistics.median(times), len(match.rounds)


def main(seconds: float, playouts_only: bool) -> int:
    """The default bench (``playouts_only``: the playouts against the dominoes loop alone)."""
    if not playouts_only:
        positions = mid_round_positions(200)
        legal = bench_legal_moves(positions)
        print(f"legal moves, median on {len(positions)} mid-round positions: {legal * 1e6:.2f} us")
        calls, pose = bench_pose_for()
        print(f"table geometry, pose_for on tables of 20+ tiles, median of {calls} calls: "
              f"{pose * 1e6:.1f} us (every zone is asked for at drag start: target well under 1 ms)")
    ratio = print_playouts(seconds)
    if playouts_only:
        return 0
    if compiled():
        print_pure_beside(seconds, ratio)
    replay_time, rounds = bench_replay_process()
    print(f"replay of a {rounds}-round record, whole process, median: {replay_time:.3f} s")
    return 0


def print_playouts(seconds: float) -> float | None:
    """Time our random playouts against the dominoes loop and print the figures; the
    median ratio (None without the dominoes package)."""
    # Many short pairs, each loop timed right after the other, and the median of the pairs'
    # ratios: the machine's speed drifts, and a pair sees nearly the same machine twice.
    ours, theirs = [], []
    for _ in range(PAIRS):
        ours.append(bench_our_playouts(seconds / PAIRS))
        other = bench_dominoes(seconds / PAIRS)
        if other is not None:
            theirs.append(other)
    print(f"our engine ({build_name()}), random playouts: {statistics.median(ours):,.0f} placements/s")
    if not theirs:
        print(f"dominoes package not installed ({BENCH_EXTRA}): ratio vs dominoes: n/a")
        return None
    ratios = [mine / other for mine, other in zip(ours, theirs)]
    low, _, high = statistics.quantiles(ratios, n=4)
    print(f"dominoes package, random game loop: {statistics.median(theirs):,.0f} placements/s")
    print(f"ratio vs dominoes: {statistics.median(ratios):.2f}, the median of {PAIRS} "
          f"interleaved pairs (half of them within {low:.2f} to {high:.2f}; "
          f"tests/bench/instructions.py counts it free of the machine's load)")
    return statistics.median(ratios)


def print_pure_beside(seconds: float, compiled_ratio: float | None) -> None:
    """The same playouts on the pure-Python engine of this install, in a process of its
    own (fivesup_qt.pure_engine), each ratio against the dominoes loop of its own process."""
    from ...pure_engine import VARIABLE

    if getattr(sys, "frozen", False):
        print("pure Python engine: n/a (a bundle carries no sources)")
        return
    done = subprocess.run([sys.executable, "-m", "fivesup_qt", "bench", "--playouts",
                           "--seconds", f"{seconds:g}"], env={**os.environ, VARIABLE: "pure"},
                          capture_output=True, text=True, check=False)
    lines = done.stdout.splitlines()
    found = [line for line in lines if line.startswith("ratio vs dominoes: ")]
    if done.returncode != 0 or not lines:
        print(f"pure Python engine: the bench failed ({done.stderr.strip()[-200:]})")
        return
    for line in lines:
        print(f"  beside it, {line}")
    if compiled_ratio is not None and found:
        pure_ratio = float(found[0].split()[3].rstrip(","))
        print(f"compiled engine / pure engine: {compiled_ratio / pure_ratio:.2f} times as fast")


# -- the table's geometry: every drop zone asked for at drag start --------------------
def bench_pose_for(layouts: int = 60, seed: int = 6) -> tuple[int, float]:
    """(calls, median seconds) of ``TableGeometry.pose_for`` on tables of 20 tiles or
    more: a drag asks it for every legal zone as it starts, so it must stay well under a
    millisecond.  Each table plays every tile that fits, bigger than a real round's."""
    from ...ui.table.geometry import TableGeometry  # plain computation, no Qt

    rng = Random(seed)
    spent: list[float] = []
    for _ in range(layouts):
        layout, geometry = Layout(), TableGeometry()
        left = list(range(28))
        rng.shuffle(left)
        first = left.pop()
        layout.play(first, NO_POINT)
        geometry.place(first, NO_POINT)
        while options := [(t, p) for t in left for p in layout.points_for(t)]:
            if len(layout.order) >= 20:
                for tile, point in options:
                    start = time.perf_counter()
                    geometry.pose_for(tile, point)
                    spent.append(time.perf_counter() - start)
            tile, point = rng.choice(options)
            left.remove(tile)
            layout.play(tile, point)
            geometry.place(tile, point)
    return len(spent), statistics.median(spent)
