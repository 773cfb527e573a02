"""``fivesup-qt bench``: the engine's speed, as medians and ratios measured in one run.

- legal-move generation on mid-round positions (median per call);
- the table geometry's ``pose_for`` on full tables (median per call: a drag asks it for
  every zone);
- random-playout placements per second of our engine;
- the same for the ``dominoes`` package's own random game loop, and the ratio;
- the whole ``fivesup-qt replay`` process on a 20-round record;
- with ``--long``, reading and replaying a record at the largest accepted size
  (``MAX_ROUNDS`` rounds of an Exact 61 match that never ends);
- with ``--bots``, the Hard and Expert players' decision times; with ``--endgame``,
  the exact endgame search checked against a plain minimax.
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
from ...rules.match import Match
from ...rules.record import record_of
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


def _round_without_winning(match: Match, rng: Random) -> bool:
    """Play the round just dealt with random moves that never win the match (a move
    that would make exactly 305 is avoided while another exists); False when the round
    won it all the same (a forced finish), its actions then taken back."""
    start = match.mark()
    while not match.round.is_over:
        moves = match.legal_moves()
        safe = [m for m in moves if not match.preview(m).wins]
        match.play(rng.choice(safe or moves))
    if match.is_over:
        match.rewind(start)
        return False
    return True


def overshooting_record(rounds: int, seed: int = 1) -> dict[str, object]:
    """A valid two-player Exact 61 record of ``rounds`` rounds that never ends: played
    with random moves that never win, until a round that leaves both scores as they
    were (every event of it overshot 305 and was rejected) and is led by its own
    finisher (or blocked); the longest such round of the first 400 then repeats, since
    nothing it does changes the match.  What a shared file may hold, built in a
    fraction of a second."""
    rng = Random(seed)
    while True:
        match = Match("exact-61", 2, seed=rng.getrandbits(32))
        best: tuple[int, int] | None = None  # (moves, round index) of the longest loop round
        for _ in range(400):
            match.start_round()
            before = list(match.scores)
            if not _round_without_winning(match, rng):
                break  # a forced win: the rounds after the best loop round are dropped
            rnd, index = match.round, match.round_index
            rejected = [e for e in match.events if e.round == index and not e.accepted]
            loops = match.scores == before and rejected and (
                rnd.end == "blocked" or rnd.finisher == rnd.leader)
            placements = sum(1 for kind, _, _ in rnd.history() if kind == "play")
            if loops and (best is None or placements > best[0]):
                best = (placements, index)
        if best is not None and best[1] < rounds:
            played = record_of(match)["rounds"][: best[1] + 1]
            played += [played[-1]] * (rounds - len(played))
            return {**record_of(match), "rounds": played}
        rng.seed(rng.getrandbits(32))


def bench_long_record(rounds: int) -> tuple[int, float, float]:
    """A record of ``rounds`` rounds at the largest accepted size read from its bytes
    and replayed as the game opens a file: (bytes, seconds to read and replay,
    seconds of the whole ``fivesup-qt replay`` process)."""
    from ...rules.record import MAX_NAME
    from ...storage.saves import dumps, parse_record

    raw = dumps({**overshooting_record(rounds), "names": ["N" * MAX_NAME] * 2})
    gc.collect()
    start = time.perf_counter()
    loaded = parse_record(raw)
    opened = time.perf_counter() - start
    assert len(loaded.match.rounds) == rounds and not loaded.finished
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "long.fivesup.json")
        with open(path, "wb") as handle:
            handle.write(raw)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "fivesup_qt", "replay", path], check=True,
                       stdout=subprocess.DEVNULL)
        process = time.perf_counter() - start
    return len(raw), opened, process


def bench_review(rounds: int = 20) -> list[tuple[str, int, int, float]]:
    """Wall time of the post-game review of one seat, at the default depth, on random
    two- and four-player matches of ``rounds`` rounds: (match, rounds, decisions, s)."""
    from ...ai.judging import Judged
    from ...ai.review import DEFAULT_DEALS, review
    from ...rules.record import load_record

    out = []
    for variant, players in (("five-up", 2), ("exact-61", 2), ("five-up", 4)):
        match = long_match(rounds, players, variant, seed=5)
        record = load_record(record_of(match))
        start = time.perf_counter()
        result = review(record, 0, DEFAULT_DEALS, seed=0, judged=Judged())  # nothing judged yet
        out.append((f"{variant}, {players} players", len(match.rounds), len(result.decisions),
                    time.perf_counter() - start))
    return out


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


def bench_decisions(name: str = "hard", decisions: int = 120,
                    seed: int = 5) -> tuple[list[float], list[int]]:
    """Seconds per decision of a bot (``hard`` or ``expert``: the game's time budget)
    over real match positions of both variants and all player counts, forced single
    moves included; for Expert also the deals each sampled decision looked at (what a
    faster engine buys within the same time)."""
    from ...ai.bots import Bot, make_bot
    from ...rules.observation import observe

    rng = Random(seed)
    deals: list[int] = []
    counted = 0

    def count() -> bool:  # asked before each deal (ExpertBudget.stop)
        nonlocal counted
        counted += 1
        return False

    if name == "expert":
        from ...ai.expert import ExpertBot, ExpertBudget

        bot: Bot = ExpertBot(ExpertBudget(stop=count))  # the game's budget, deals counted
    else:
        bot = make_bot(name)
    medium = make_bot("medium")
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
                counted = 0
                start = time.perf_counter()
                move = bot.choose(obs, rng)
                times.append(time.perf_counter() - start)
                if counted:
                    deals.append(counted)
            else:
                move = medium.choose(obs, rng)
            match.push(move)
    return times, deals


MAX_SECONDS = 600.0  # --seconds at most
MAX_ENDGAMES = 100_000  # --endgame N at most
MAX_STRENGTH = 10_000  # --strength N: matches of each variant at most
MAX_HISTORY = 1_000_000  # --history N at most (about a gigabyte of history file)
MAX_GUI_RUNS = 100  # --gui --runs at most
MAX_LAYOUT_ROUNDS = 10_000  # --layout N at most (rounds of each setup)
MAX_GUI_SAMPLES = 1_000  # --gui --samples at most


def main(argv: list[str]) -> int:
    from ..command_line import Parser, bounded, bounded_float

    parser = Parser(
        prog="fivesup-qt bench",
        description="Measure the engine's speed in one run: legal-move generation, the table "
                    "geometry, random playouts against the dominoes package's (and the "
                    "ratio), and the whole replay process, as medians. Each option below "
                    "measures something else instead.",
    )
    parser.add_argument("--seconds", type=bounded_float(0.1, MAX_SECONDS), default=5.0,
                        help=f"seconds of random playouts for each engine, split over {PAIRS} "
                             f"interleaved pairs, 0.1 to {MAX_SECONDS:g} (default 5)")
    parser.add_argument("--playouts", action="store_true",
                        help="time only the random playouts against the dominoes loop (without "
                             "it, a compiled install also times its pure-Python engine beside "
                             "them, in a process of its own)")
    parser.add_argument("--gui", action="store_true",
                        help="measure the table: drop zones, a placement, the animations, "
                             "start-up and memory (Qt offscreen, unless QT_QPA_PLATFORM is set)")
    parser.add_argument("--runs", type=bounded(1, MAX_GUI_RUNS), default=5,
                        help=f"start-up runs of each kind, 1 to {MAX_GUI_RUNS}, with --gui "
                             "(default 5)")
    parser.add_argument("--samples", type=bounded(1, MAX_GUI_SAMPLES), default=30,
                        help=f"samples of each timing, 1 to {MAX_GUI_SAMPLES:,}, with --gui "
                             "(default 30)")
    parser.add_argument("--bots", action="store_true",
                        help="measure the Hard and Expert bots' thinking")
    parser.add_argument("--strength", type=bounded(2, MAX_STRENGTH), metavar="N",
                        help="play N two-player matches of each variant, 2 to "
                             f"{MAX_STRENGTH:,}, Expert on this install's engine against Expert "
                             "on the pure-Python engine, the same time a decision each, seats "
                             "swapped (for a compiled install)")
    parser.add_argument("--budget", type=bounded_float(0.01, 10.0), default=0.3,
                        help="seconds a decision with --strength, 0.01 to 10 (default 0.3, "
                             "Expert's own)")
    parser.add_argument("--endgame", type=bounded(1, MAX_ENDGAMES), nargs="?", const=1000,
                        metavar="N", help="check the exact endgame search on N random "
                                          f"endgames, 1 to {MAX_ENDGAMES:,} (N left out: 1,000); "
                                          "exits 1 on a disagreement")
    parser.add_argument("--review", action="store_true",
                        help="time the post-game review of 20-round matches at the default depth")
    parser.add_argument("--history", type=bounded(1, MAX_HISTORY), metavar="N",
                        help="measure reading and adding to a match history of N matches, "
                             f"1 to {MAX_HISTORY:,}")
    parser.add_argument("--layout", type=bounded(1, MAX_LAYOUT_ROUNDS), nargs="?", const=400,
                        metavar="N",
                        help="lay out N finished rounds of every player count and variant "
                             f"(default 400, at most {MAX_LAYOUT_ROUNDS:,}) on the felt of an "
                             "800x600 window and count what makes a layout hard to follow")
    parser.add_argument("--long", action="store_true",
                        help="time reading and replaying a record at the largest accepted size "
                             "(exits 1 over 1 s)")
    args = parser.parse_args(argv)
    if args.layout is not None:
        from ...ui.layout_bench import report as layout_report  # Qt: the window's felt

        print(layout_report(args.layout))
        return 0
    if args.long:
        from ...rules.record import MAX_ROUNDS

        size, opened, process = bench_long_record(MAX_ROUNDS)
        print(f"a record at the largest accepted size ({MAX_ROUNDS:,} rounds, {size:,} bytes): "
              f"read and replayed in {opened:.3f} s (target: under 1 s); the whole "
              f"fivesup-qt replay process {process:.3f} s")
        return 0 if opened < 1.0 else 1
    if args.history is not None:
        from .history import main as history_main

        return history_main(args.history)
    if args.review:
        from ...ai.review import DEFAULT_DEALS

        for name, rounds, decisions, seconds in bench_review():
            print(f"review of seat 0, {name}, {rounds} rounds: {decisions} decisions at "
                  f"up to {DEFAULT_DEALS} deals each in {seconds:.1f} s (target: 2 s for two players)")
        return 0
    if args.strength is not None:
        from .strength import print_progress, report, run

        for line in report(run(args.strength, args.budget, progress=print_progress),
                           args.budget):
            print(line)
        return 0
    if args.endgame is not None:
        from .endgame import bench_endgames

        agree, done, search, brute = bench_endgames(args.endgame)
        print(f"exact endgames: the searched move's value equals plain minimax's best in "
              f"{agree} of {done} random two-player endgames with an empty stock "
              f"(4 to 8 tiles in hands); search {search:.2f} s, minimax {brute:.2f} s")
        return 0 if agree == done else 1
    if args.bots:
        from ...rules.build import build_name

        targets = {"hard": "median <= 300 ms, 95th <= 1000 ms",
                   "expert": "median <= 400 ms, 95th <= 1200 ms"}
        for name, target in targets.items():
            times, deals = bench_decisions(name)
            times.sort()
            p95 = times[int(0.95 * (len(times) - 1))]
            print(f"{name} bot ({build_name()} engine), {len(times)} decisions: median "
                  f"{statistics.median(times) * 1e3:.0f} ms, 95th percentile {p95 * 1e3:.0f} ms, "
                  f"max {times[-1] * 1e3:.0f} ms (targets: {target})")
            if len(deals) > 1:
                low, _, high = statistics.quantiles(deals, n=4)
                print(f"  deals looked at in the {len(deals)} decisions it sampled: median "
                      f"{statistics.median(deals):.0f} (half of them within {low:.0f} to {high:.0f})")
        return 0
    if args.gui:
        from ...ui.bench import main as gui_main  # Qt only on this path

        return gui_main(argv)
    if not args.playouts:
        positions = mid_round_positions(200)
        legal = bench_legal_moves(positions)
        print(f"legal moves, median on {len(positions)} mid-round positions: {legal * 1e6:.2f} us")
        calls, pose = bench_pose_for()
        print(f"table geometry, pose_for on tables of 20+ tiles, median of {calls} calls: "
              f"{pose * 1e6:.1f} us (every zone is asked for at drag start: target well under 1 ms)")
    ratio = print_playouts(args.seconds)
    if args.playouts:
        return 0
    from ...rules.build import compiled

    if compiled():
        print_pure_beside(args.seconds, ratio)
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
    from ...rules.build import build_name

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
    import os
    import subprocess
    import sys

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
    from ...rules.layout import Layout
    from ...rules.tiles import NO_POINT
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
