"""``fivesup-qt bench --history N``: the match history's speed and memory with N matches.

A history of N entries is written (real matches between computer players, 2 to 4
seats, both variants, the first seat standing for the human), then measured:

- reading it as the History window does (``History.read``), in a fresh process:
  wall time (median of 3) and the memory that process gained while reading;
- adding one match (``History.append``), reopening the oldest match's record
  (``History.record_of``), and the start-up check that the autosave's match is in
  the history (``History.contains``), in this process.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from random import Random

from ...rules.match import Match
from ...rules.record import record_of
from ...storage.history import History, entry_from_match
from ..command_line import count

LEVELS = ("random", "greedy", "medium", "hard")

_READ = r"""
import resource, sys, time
from fivesup_qt.storage.history import History
history = History(sys.argv[1])
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
read = history.read(repair=False)
seconds = time.perf_counter() - start
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(len(read.entries), len(read.problems), seconds, (after - before) * 1024, flush=True)
"""


def sample_matches(count: int, seed: int = 1) -> list[tuple[Match, list[str], list[dict]]]:
    """``count`` finished matches between greedy players, with seat names and types."""
    from ...ai.bots import make_bot
    from ...rules.observation import observe

    rng = Random(seed)
    bot = make_bot("greedy")
    out = []
    for n in range(count):
        players = 2 + n % 3
        match = Match.new(("five-up", "exact-61")[n % 2], players, seed=seed * 1000 + n)
        while not match.is_over:
            if match.round.is_over:
                match.start_round()
                continue
            match.push(bot.choose(observe(match, match.turn), rng))
        names = ["You", "West", "North", "East"][:players]
        seats = [{"type": "human"}] + [{"type": "bot", "level": LEVELS[(n + s) % 4]}
                                       for s in range(1, players)]
        out.append((match, names, seats))
    return out


def write_history(path: str, entries: int, distinct: int = 40) -> int:
    """A history file of ``entries`` lines as the game writes them; returns its size."""
    samples = sample_matches(min(distinct, entries))
    with open(path, "w", encoding="utf-8") as handle:
        for n in range(entries):
            match, names, seats = samples[n % len(samples)]
            started = f"2020-01-01T00:00:00+0000 #{n}"  # every line a match of its own
            record = record_of(match, names=names, seats=seats, started=started,
                               result={"winner": match.winner, "scores": list(match.scores)})
            entry = entry_from_match(match, record, names=names, seats=seats, started=started,
                                     date=f"2020-01-01T00:{n // 60 % 60:02d}:{n % 60:02d}+0000")
            handle.write(json.dumps(entry.to_json(), ensure_ascii=False, separators=(",", ":"))
                         + "\n")
    return os.path.getsize(path)


def main(entries: int) -> int:
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "history.jsonl")
        start = time.perf_counter()
        size = write_history(path, entries)
        print(f"history of {count(entries, 'match', 'matches')}: {size / 1e6:.1f} MB "
              f"(written in {time.perf_counter() - start:.1f} s)")
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(
            [os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
             os.environ.get("PYTHONPATH", "")]))
        runs = []
        for _ in range(3):
            out = subprocess.run([sys.executable, "-c", _READ, path], capture_output=True,
                                 text=True, check=True, env=env).stdout.split()
            runs.append((int(out[0]), int(out[1]), float(out[2]), int(out[3])))
        kept, problems = runs[0][0], runs[0][1]
        seconds = statistics.median(r[2] for r in runs)
        memory = statistics.median(r[3] for r in runs)
        print(f"read (History window): {seconds:.3f} s median of 3, "
              f"{count(kept, 'entry', 'entries')} kept, {count(problems, 'problem')}, "
              f"memory gained {memory / 1e6:.1f} MB")
        history = History(path)
        read = history.read(repair=False)
        match, names, seats = sample_matches(1, seed=99)[0]
        record = record_of(match, names=names, seats=seats, started="2030-01-01T00:00:00+0000")
        start = time.perf_counter()
        found = history.contains(record)
        contains = time.perf_counter() - start
        start = time.perf_counter()
        history.append(entry_from_match(match, record, names=names, seats=seats))
        append = time.perf_counter() - start
        start = time.perf_counter()
        history.record_of(read.entries[0])
        reopen = time.perf_counter() - start
        print(f"start-up check of the autosave's match: {contains * 1e3:.1f} ms "
              f"({'found' if found else 'not found'}); add a match: {append * 1e3:.1f} ms; "
              f"reopen the oldest match's record: {reopen * 1e3:.1f} ms")
    return 0
