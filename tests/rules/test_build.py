"""Which build of the engine the tests run against, and the switch to the pure one.

packaging/check_compiled.sh runs tests/rules and tests/ai against the compiled wheel with
FIVESUP_QT_EXPECT_BUILD=compiled; the README's test command runs them against the sources.
Either way a run that tested the other build than the one it meant to fails here, instead
of passing on code it never ran.
"""

from __future__ import annotations

import os
import subprocess
import sys

from helpers import REPO

from fivesup_qt.rules import build

EXPECTED = os.environ.get("FIVESUP_QT_EXPECT_BUILD", "pure")


def build_in_a_process(**env: str) -> str:
    """The build a fresh ``python`` started where these tests run imports."""
    code = "from fivesup_qt.rules.build import build_name; print(build_name())"
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, env={**os.environ, **env},
                          capture_output=True, text=True, check=True, timeout=60)
    return done.stdout.strip()


def test_the_build_under_test_is_the_one_the_run_asked_for() -> None:
    assert EXPECTED in ("pure", "compiled")
    assert build.compiled() == (EXPECTED == "compiled"), build.build_name()


def test_a_fresh_process_here_runs_the_same_build() -> None:
    # the subprocesses some tests start (replay, simulate) must test the same build
    assert build_in_a_process() == build.build_name()


def test_the_engine_variable_runs_the_pure_engine_whichever_is_installed() -> None:
    assert build_in_a_process(FIVESUP_QT_ENGINE="pure") == "pure Python"
