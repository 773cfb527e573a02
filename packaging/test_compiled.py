"""tests/rules and tests/ai, every one (the slow ones too), against the compiled engine that
the folder they run from imports: the compiled wheel unpacked (packaging/check_compiled.sh)
or installed (the release's cibuildwheel step, run from a scratch folder).

    python packaging/test_compiled.py [--into DIR]

The tests, the docs they read and the pytest settings are copied into DIR (a scratch folder
when left out) and run from there with ``python -m pytest``, which puts DIR first on
sys.path: the checkout's sources stay out of reach, and so do they for the subprocesses the
tests start there. With FIVESUP_QT_EXPECT_BUILD=compiled, tests/rules/test_build.py fails if
the pure engine ran.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_tests(into: Path) -> int:
    """Copy the tests into ``into``, run them there and return pytest's exit code."""
    shutil.rmtree(into / "tests", ignore_errors=True)
    shutil.copytree(ROOT / "tests", into / "tests",
                    ignore=shutil.ignore_patterns("__pycache__", ".hypothesis"))
    shutil.copy(ROOT / "pyproject.toml", into / "pyproject.toml")
    # Some tests check that docs/ says what the code does (the accuracy formula, the daily
    # deal's earliest date): the docs go along, as the tests find them beside tests/.
    shutil.rmtree(into / "docs", ignore_errors=True)
    shutil.copytree(ROOT / "docs", into / "docs", ignore=shutil.ignore_patterns("images"))
    env = {**os.environ, "FIVESUP_QT_EXPECT_BUILD": "compiled"}
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-m", "",
                           "tests/rules", "tests/ai"], cwd=into, env=env, check=False).returncode


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--into", type=Path, help="the folder to run from (default: a scratch one)")
    args = parser.parse_args(argv)
    if args.into is not None:
        return run_tests(args.into.resolve())
    with tempfile.TemporaryDirectory() as scratch:
        return run_tests(Path(scratch))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
