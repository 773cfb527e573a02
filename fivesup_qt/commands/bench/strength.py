"""``fivesup-qt bench --strength N``: Expert on this install's engine against Expert on the
pure-Python engine, given the same time a decision.

Issue 29 asks whether the compiled engine makes Expert stronger at the same median decision
time. Each seat thinks in a process of its own: the pure one with ``FIVESUP_QT_ENGINE=pure``
(fivesup_qt/pure_engine.py), the other with this install's engine (the compiled one in a
compiled install). Both play Expert with the same budget, time only (no deal cap), so the
one difference is how many deals each engine gets through in that time. Matches go in
pairs with the seats swapped; the driver (this process) only deals, applies the moves and
keeps the score. Prints, per variant, this engine's share of wins with its 95% interval,
and both sides' median decision time and deals.
"""

from __future__ import annotations

import contextlib
import os
import signal
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from queue import Empty, SimpleQueue
from random import Random
from threading import Event, Lock, current_thread, main_thread

from ...ai.expert import ExpertBot, ExpertBudget
from ...pure_engine import VARIABLE
from ...rules.build import build_name
from ...rules.match import Match
from ...rules.observation import Observation, observe
from ...rules.record import MAX_ROUNDS
from ...rules.round import Move
from ...rules.variants import SHIPPED
from ..simulate import share_interval

VARIANTS = tuple(rules.value for rules in SHIPPED)  # the rule sets the game ships
SIDES = ("this", "pure")


def decide(seconds: float, obs: Observation, seed: int) -> tuple[Move, float, int, str]:
    """Expert's move within ``seconds`` (run in a seat's process): the move, the time it
    took, the deals it looked at (0: an exact endgame or a single move) and the build that
    thought."""
    deals = 0

    def counted() -> bool:  # asked before each deal (ExpertBudget.stop)
        nonlocal deals
        deals += 1
        return False

    bot = ExpertBot(ExpertBudget(seconds=seconds, deals=10**9, stop=counted))
    start = time.perf_counter()
    move = bot.choose(obs, Random(seed))
    return move, time.perf_counter() - start, deals, build_name()


def _deaf_to_ctrl_c() -> None:
    """A seat's process ignores Ctrl+C: the terminal sends it to the whole group, and the
    driver alone answers it (one line, status 130); each seat printed its own
    KeyboardInterrupt traceback before."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def seat_process(pure: bool) -> tuple[ProcessPoolExecutor, int]:
    """A process for one seat, started now with the engine it is to think with; and its
    process id (the driver ends it at once when interrupted)."""
    saved = os.environ.get(VARIABLE)
    if pure:
        os.environ[VARIABLE] = "pure"
    else:
        os.environ.pop(VARIABLE, None)
    # made first: multiprocessing's resource tracker, started with the pool's first
    # queue, unblocks SIGINT when it has started
    pool = ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn"),
                               initializer=_deaf_to_ctrl_c)
    # SIGINT held back while the process starts: it inherits the blocked signal until its
    # initializer ignores it, and a Ctrl+C meanwhile reaches the driver once unblocked
    blocked = current_thread() is main_thread()  # (the mask is the thread's)
    try:
        if blocked:
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            started = pool.submit(os.getpid)  # spawned while the variable says so
        finally:
            if blocked:  # a Ctrl+C held back meanwhile comes here
                signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
            if saved is None:
                os.environ.pop(VARIABLE, None)
            else:
                os.environ[VARIABLE] = saved
        return pool, started.result()
    except BaseException:
        _end(pool)
        raise


def _end(pool: ProcessPoolExecutor, pid: int | None = None) -> None:
    """The seat's process ended at once (a decision may take up to 10 s), its pool shut."""
    if pid is not None:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    pool.shutdown(wait=True, cancel_futures=True)


class Stopped(Exception):
    """The run was interrupted: a lane stops between two moves."""


@dataclass
class Tally:
    """One variant's results: wins of this engine's side, and both sides' decisions."""

    matches: int = 0
    wins: int = 0
    times: dict[str, list[float]] = field(default_factory=lambda: {side: [] for side in SIDES})
    deals: dict[str, list[int]] = field(default_factory=lambda: {side: [] for side in SIDES})
    builds: dict[str, set[str]] = field(default_factory=lambda: {side: set() for side in SIDES})
    lock: Lock = field(default_factory=Lock, repr=False)  # two matches of a variant at once

    def add(self, side: str, took: float, deals: int, build: str, choice: bool) -> None:
        with self.lock:
            if choice:
                self.times[side].append(took)
                self.deals[side].append(deals)
            self.builds[side].add(build)

    def finish(self, won: bool) -> tuple[int, int]:
        """Count a match; the matches and wins so far, as they were right after it."""
        with self.lock:
            self.matches += 1
            self.wins += won
            return self.matches, self.wins


# told after each match: its variant, then the variant's matches and wins so far
Progress = Callable[[str, int, int], None]


def play(variant: str, index: int, seconds: float, pools: dict[str, ProcessPoolExecutor],
         tally: Tally, progress: Progress | None = None, stop: Event | None = None) -> None:
    """Match ``index``: this engine's side in seat 0 on even matches, seat 1 on odd ones;
    ``Stopped`` is raised between two moves once ``stop`` is set."""
    sides = ("this", "pure") if index % 2 == 0 else ("pure", "this")
    match = Match.new(variant, 2, seed=f"strength:{index // 2}")  # a pair plays one deal order
    rng = Random(f"strength:{variant}:{index}")
    while not match.is_over and len(match.rounds) <= MAX_ROUNDS:
        if stop is not None and stop.is_set():
            raise Stopped
        if match.round.is_over:
            match.start_round()
            continue
        side = sides[match.turn]
        future: Future[tuple[Move, float, int, str]] = pools[side].submit(
            decide, seconds, observe(match, match.turn), rng.getrandbits(32))
        move, took, deals, build = future.result()
        tally.add(side, took, deals, build, len(match.legal_moves()) > 1)
        match.push(move)
    played, won = tally.finish(match.winner is not None and sides[match.winner] == "this")
    if progress is not None:
        progress(variant, played, won)


def run(matches: int, seconds: float, jobs: int = 2,
        progress: Progress | None = None) -> dict[str, Tally]:
    """``matches`` matches of each variant, ``jobs`` at a time (each with its two seat
    processes); ``progress`` is told of every match played."""
    tallies = {variant: Tally() for variant in VARIANTS}
    seats: list[tuple[ProcessPoolExecutor, int]] = []
    lanes: list[dict[str, ProcessPoolExecutor]] = []
    stop = Event()
    threads = ThreadPoolExecutor(max_workers=jobs)
    try:
        for _ in range(jobs):
            lane_seats = {}
            for side in SIDES:
                seats.append(seat_process(side == "pure"))
                lane_seats[side] = seats[-1][0]
            lanes.append(lane_seats)
        # One queue for every lane: a lane takes the next match when it is free (striding
        # the list gave one lane every Five-Up match, twice as long as Exact 61's).
        work = SimpleQueue[tuple[str, int]]()
        for index in range(matches):
            for variant in VARIANTS:
                work.put((variant, index))

        def lane(number: int) -> None:
            while not work.empty() and not stop.is_set():
                try:
                    variant, index = work.get_nowait()
                except Empty:  # another lane took the last one
                    return
                play(variant, index, seconds, lanes[number], tallies[variant], progress, stop)

        for done in [threads.submit(lane, number) for number in range(jobs)]:
            done.result()
    except BaseException:
        # Ctrl+C (or a failure): the lanes stop between two moves, the seats' processes
        # end now rather than after their decision; the lanes' own errors (a seat gone,
        # Stopped) are this one's consequence, not to be told
        stop.set()
        for pool, pid in seats:
            _end(pool, pid)
        threads.shutdown(wait=True, cancel_futures=True)
        raise
    threads.shutdown(wait=True)
    for pool, _pid in seats:
        _end(pool)
    return tallies


def print_progress(variant: str, played: int, won: int, every: int = 20) -> None:
    """A line on stderr after a variant's first match and every ``every`` matches: a run
    of hundreds of matches takes an hour or more, and an interrupted one still tells what
    it had found."""
    if played == 1 or played % every == 0:  # the first at once: the run is under way
        share, low, high = share_interval(won, played)
        print(f"  {variant}: {played} matches, this engine won {share:.1%} "
              f"({low:.1%}-{high:.1%})", file=sys.stderr, flush=True)


def report(tallies: dict[str, Tally], seconds: float) -> list[str]:
    lines = []
    for variant, tally in tallies.items():
        share, low, high = share_interval(tally.wins, tally.matches)
        sides = []
        for side in SIDES:
            times, deals = tally.times[side], [d for d in tally.deals[side] if d]
            build = "/".join(sorted(tally.builds[side]))
            sides.append(f"{build}: median {statistics.median(times) * 1e3:.0f} ms, "
                         f"{statistics.median(deals) if deals else 0:.0f} deals"
                         if times else f"{build}: no decisions")
        lines.append(f"{variant}, 2 players, {tally.matches} matches at {seconds:g} s a decision: "
                     f"this engine won {share:.1%} (95% CI {low:.1%}-{high:.1%}); "
                     f"{'; '.join(sides)}")
    return lines


def main(matches: int, seconds: float) -> int:
    """Play the matches, telling the progress, and print the report."""
    for line in report(run(matches, seconds, progress=print_progress), seconds):
        print(line)
    return 0
