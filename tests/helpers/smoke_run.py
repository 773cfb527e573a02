"""One ``fivesup-qt --smoke`` run (what CI runs) for every test that only reads what it
left: its exit status, its one line on stdout, its screenshot.  A smoke match costs
seconds (a Qt start, then every computer move through the worker process); three tests
played one each, each in a home of its own, where one run answers all three.

The run is the hardest of theirs at once: two computers playing Exact 61 (seed 11: nine
rounds, the shortest of seeds 0-40; Five-Up's take 14 to 30), a screenshot asked for, and
a damaged file in each of the home's places the game reads before and after its window
(a FIFO as the settings and the history, a link to /dev/zero as the autosave): the run
must play its match and exit 0 anyway.  Made once a test process (an xdist worker runs
it at most once), at the first test that asks."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from . import REPO
from .guards import HANG_S
from .homes import plant

SEED, VARIANT = 11, "exact-61"
DAMAGE = {"config/settings.json": "fifo", "data/autosave.json": "dev-zero",
          "data/history.jsonl": "fifo"}  # under the run's home: what sits there


@dataclass(frozen=True)
class SmokeRun:
    """What the run left: its exit status, stdout and stderr, and its screenshot."""

    code: int
    out: str
    err: str
    screenshot: Path


_runs: list[SmokeRun] = []  # this process's one run, once made


def smoke_run(tmp_path_factory: pytest.TempPathFactory) -> SmokeRun:
    """The smoke run of this test process (made at the first call)."""
    if not _runs:
        where = tmp_path_factory.mktemp("smoke")
        home, shot = where / "home", where / "smoke.png"
        for place, kind in DAMAGE.items():
            plant(kind, home / place)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIVESUP_QT_HOME=str(home),
                   PYTHONPATH=str(REPO))
        done = subprocess.run([sys.executable, "-m", "fivesup_qt", "--smoke", "--players", "2",
                               "--seed", str(SEED), "--variant", VARIANT, "--screenshot",
                               str(shot)], cwd=REPO, env=env, capture_output=True, text=True,
                              timeout=HANG_S)
        _runs.append(SmokeRun(done.returncode, done.stdout, done.stderr, shot))
    return _runs[0]
