"""The long fuzz run: the suite's fuzz tests (tests/storage/test_fuzz.py) with many more, unseeded
examples each.

    .venv/bin/python tests/bench/fuzz.py --examples 2000      # about 2000 x 3 damaged files

It prints pytest's summary; a failure shows the smallest damaged file hypothesis found.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", type=int, default=1000, help="damaged files per test")
    args = parser.parse_args()
    env = dict(os.environ, FIVESUP_FUZZ_EXAMPLES=str(args.examples), QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                            "--hypothesis-show-statistics", str(ROOT / "tests" / "test_fuzz.py"),
                            "-k", "not real_replay"], cwd=ROOT, env=env)
    print(f"{args.examples} examples per test in {time.perf_counter() - start:.0f} s")
    return code


if __name__ == "__main__":
    sys.exit(main())
