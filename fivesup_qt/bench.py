"""``fivesup-qt bench``: the engine's speed, as medians and ratios measured in one run.

- legal-move generation on mid-round positions (median per call);
- random-playout placements per second of our engine;
- the same for the ``dominoes`` package's own random game loop, and the ratio;
- the whole ``fivesup-qt replay`` process on a 20-round record.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from random import Random

from .ai.playout import random_playout
from .rules.match import Match
from .rules.record import record_of


def mid_round_positions(count: int, seed: int = 7) -> list[Match]:
    """Positions after 6 to 12 random placements, across player counts and variants."""
    rng = Random(seed)
    positions: list[Match] = []
    while len(positions) < count:
        players = rng.choice((2, 3, 4))
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


def bench_our_playouts(seconds: float, seed: int = 11) -> float:
    """Placements per second of random playouts of whole rounds on our engine."""
    rng = Random(seed)
    placements = 0
    start = time.perf_counter()
    deadline = start + seconds
    matches = [Match.new("five-up", players, seed=players) for players in (2, 3, 4)]
    n = 0
    while time.perf_counter() < deadline:
        match = matches[n % 3]
        if match.is_over:
            match = matches[n % 3] = Match.new("five-up", match.players, seed=n)
        elif match.round.is_over:
            match.start_round()  # a fresh deal, as the dominoes loop makes a new game
        placements += random_playout(match, rng)
        n += 1
    return placements / (time.perf_counter() - start)


def bench_dominoes(seconds: float, seed: int = 11) -> float | None:
    """Placements per second of the ``dominoes`` package's random game loop."""
    try:
        import dominoes
    except ImportError:
        return None
    random = Random(seed).random  # the same move choice as our random_playout
    placements = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        game = dominoes.Game.new()
        while game.result is None:
            moves = game.valid_moves
            game.make_move(*moves[int(random() * len(moves))])
            placements += 1
    return placements / (time.perf_counter() - start)


def bench_replay_process(rounds: int = 20, runs: int = 5) -> tuple[float, int]:
    """Median wall time of ``python -m fivesup_qt replay`` on a record of ``rounds`` rounds."""
    rng = Random(3)
    match = Match.new("five-up", 4, seed=3)
    while len(match.rounds) < rounds or not match.round.is_over:
        if match.round.is_over:
            if match.is_over:
                break
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
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


def bench_hard_decisions(decisions: int = 120, seed: int = 5) -> list[float]:
    """Seconds per decision of the Hard bot (default budget) over real match positions
    of both variants and all player counts, forced single moves included."""
    from .ai.bots import make_bot
    from .rules.observation import observe

    rng = Random(seed)
    hard, medium = make_bot("hard"), make_bot("medium")
    times: list[float] = []
    n = 0
    while len(times) < decisions:
        match = Match.new(("five-up", "exact-61")[n % 2], 2 + n % 3, seed=n)
        n += 1
        while not match.is_over and len(match.rounds) <= 3 and len(times) < decisions:
            if match.round.is_over:
                match.start_round()
                continue
            obs = observe(match, match.turn)
            if match.turn == 0:
                start = time.perf_counter()
                move = hard.choose(obs, rng)
                times.append(time.perf_counter() - start)
            else:
                move = medium.choose(obs, rng)
            match.push(move)
    return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="fivesup-qt bench", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per playout measurement")
    parser.add_argument("--gui", action="store_true", help="measure the table instead")
    parser.add_argument("--bots", action="store_true", help="measure the Hard bot's thinking")
    parser.add_argument("--history", type=int, metavar="N",
                        help="measure reading and adding to a match history of N matches")
    args = parser.parse_args(argv)
    if args.history:
        from .history_bench import main as history_main

        return history_main(args.history)
    if args.bots:
        times = sorted(bench_hard_decisions())
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"hard bot, {len(times)} decisions: median {statistics.median(times) * 1e3:.0f} ms, "
              f"95th percentile {p95 * 1e3:.0f} ms, max {times[-1] * 1e3:.0f} ms "
              "(targets: median <= 300 ms, 95th <= 1000 ms)")
        return 0
    if args.gui:
        from .ui.bench import main as gui_main  # Qt only on this path

        return gui_main(argv)
    positions = mid_round_positions(200)
    legal = bench_legal_moves(positions)
    print(f"legal moves, median on {len(positions)} mid-round positions: {legal * 1e6:.2f} us")
    # Interleave the two loops so that machine noise hits both alike.
    ours, theirs = [], []
    for _ in range(3):
        ours.append(bench_our_playouts(args.seconds / 3))
        other = bench_dominoes(args.seconds / 3)
        if other is not None:
            theirs.append(other)
    ours_rate = statistics.median(ours)
    print(f"our engine, random playouts: {ours_rate:,.0f} placements/s")
    if theirs:
        theirs_rate = statistics.median(theirs)
        print(f"dominoes package, random game loop: {theirs_rate:,.0f} placements/s")
        print(f"ratio vs dominoes: {ours_rate / theirs_rate:.2f}")
    else:
        print("dominoes package not installed (pip install '.[bench]'): ratio vs dominoes: n/a")
    replay_time, rounds = bench_replay_process()
    print(f"replay of a {rounds}-round record, whole process, median: {replay_time:.3f} s")
    return 0
