"""The engine's speed against the ``dominoes`` package in CPU instructions, free of the
machine's load (``fivesup-qt bench`` times the same two loops and is only as steady as
the machine it runs on):

    apt-get install valgrind
    .venv/bin/python tests/bench/instructions.py            # about a minute

Each loop (``fivesup_qt.commands.bench.engine.our_rounds`` and ``dominoes_games``) runs under callgrind
twice, for a short and a long count; the difference of the two instruction totals over
the difference of their placements is the cost of one placement, with the interpreter's
start-up and the imports taken out.  Instructions are not time: the two loops run at
different instructions per cycle, so the timed ratio stays the one to report.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

# Run under callgrind: play COUNT rounds (ours) or games (dominoes), print the placements.
LOOP = """
import sys
from itertools import islice
from fivesup_qt.commands.bench.engine import dominoes_games, our_rounds
loop = our_rounds() if sys.argv[1] == "ours" else dominoes_games()
print(sum(islice(loop, int(sys.argv[2]))))
"""


def instructions(loop: str, count: int, folder: Path) -> tuple[int, int]:
    """(instructions, placements) of ``count`` rounds or games of ``loop``."""
    out = folder / f"callgrind.{loop}.{count}"
    run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                          sys.executable, "-c", LOOP, loop, str(count)],
                         capture_output=True, text=True, check=True)
    collected = re.search(r"Collected : (\d+)", run.stderr)
    if collected is None:
        raise RuntimeError(f"callgrind printed no total:\n{run.stderr}")
    return int(collected.group(1)), int(run.stdout.split()[-1])


def per_placement(loop: str, short: int, long: int, folder: Path) -> float:
    low, high = instructions(loop, short, folder), instructions(loop, long, folder)
    return (high[0] - low[0]) / (high[1] - low[1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3000, help="the long run's rounds and games")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)")
        return 2
    short = max(1, args.rounds // 4)
    with tempfile.TemporaryDirectory() as tmp:
        ours = per_placement("ours", short, args.rounds, Path(tmp))
        theirs = per_placement("dominoes", short, args.rounds, Path(tmp))
    print(f"our engine: {ours:,.0f} instructions a placement")
    print(f"dominoes package: {theirs:,.0f} instructions a placement")
    print(f"ratio vs dominoes in instructions: {theirs / ours:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
