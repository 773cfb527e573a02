"""``fivesup-qt bench --long``: reading and replaying a record at the largest accepted
size (``MAX_ROUNDS`` rounds of an Exact 61 match that never ends), as the game opens a
file and as the whole ``fivesup-qt replay`` process does; exits 1 over a second.
``overshooting_record`` is also the long record the tests read."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import tempfile
import time
from random import Random

from ...rules.match import Match
from ...rules.record import MAX_NAME, MAX_ROUNDS, record_of


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


def main() -> int:
    """Print the figures; 1 when reading and replaying took a second or more."""
    size, opened, process = bench_long_record(MAX_ROUNDS)
    print(f"a record at the largest accepted size ({MAX_ROUNDS:,} rounds, {size:,} bytes): "
          f"read and replayed in {opened:.3f} s (target: under 1 s); the whole "
          f"fivesup-qt replay process {process:.3f} s")
    return 0 if opened < 1.0 else 1
