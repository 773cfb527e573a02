"""CONTRIBUTING.md says what the repository does (issue 25, finding 7): its module
commands name modules that run and options they take, its Qt packages are the ones
.ci/run installs, and its account of .ci/run names every step the script runs."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONTRIBUTING = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
CI_RUN = (ROOT / ".ci" / "run").read_text(encoding="utf-8")

# A command `python -m fivesup_qt.X --option ...` (a module of ours and its options).
MODULE_COMMAND = re.compile(r"python -m (fivesup_qt(?:\.\w+)+)((?: --?[\w-]+(?: [\w/.-]+)?)*)")


def module_commands() -> dict[str, set[str]]:
    commands: dict[str, set[str]] = {}
    for module, rest in MODULE_COMMAND.findall(CONTRIBUTING):
        commands.setdefault(module, set()).update(re.findall(r"--[\w-]+", rest))
    return commands


def test_contributing_names_module_commands():
    assert {"fivesup_qt.ui.i18n_build", "fivesup_qt.ui.guide", "fivesup_qt.ui.figures"} <= \
        set(module_commands())


@pytest.mark.parametrize("module", sorted(module_commands()))
def test_every_module_command_runs_a_main_with_those_options(module):
    """`python -m fivesup_qt.ui.i18n --check` did nothing and exited 0: a module
    without a main.  Every module named must have one, and take the options given."""
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin, module
    source = Path(spec.origin).read_text(encoding="utf-8")
    assert 'if __name__ == "__main__":' in source, f"{module} runs nothing under -m"
    options = module_commands()[module]
    if options:
        shown = subprocess.run([sys.executable, "-m", module, "--help"], capture_output=True,
                               text=True, timeout=120, cwd=ROOT,
                               env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
        assert shown.returncode == 0, shown.stderr
        assert options <= set(re.findall(r"--[\w-]+", shown.stdout)), (module, shown.stdout)


def test_the_qt_packages_are_the_ones_ci_installs():
    [ci] = re.findall(r'^QT_DEBS="([^"]+)"', CI_RUN, re.M)
    paragraph = CONTRIBUTING[CONTRIBUTING.index("Qt also needs"):]
    named = re.search(r"`([^`]+)`", paragraph).group(1).split()
    assert named == ci.split()


# Each step .ci/run announces ("+ ..."), by the words that name it in CONTRIBUTING.
STEPS = {
    r"\$test_command": "the second command",  # the README's, read from README.md
    r"pytest -m slow": "pytest -m slow",
    r"pytest -m arabic_reading": "pytest -m arabic_reading",
    r"ruff check": "ruff check .",
    r"^\+ mypy": "mypy",
    r"i18n_build --check": "python -m fivesup_qt.ui.i18n_build --check",
    r"pip install -e '\.\[package": "`package`, `release` and `lint` extras",
    r"actionlint": "actionlint",
    r"shellcheck": "shellcheck",
    r"--smoke": "fivesup-qt --smoke",
    r"check_wheel\.sh": "packaging/check_wheel.sh",
    r"packaging/check\.sh": "packaging/check.sh",
}


def test_the_account_of_ci_run_names_every_step():
    announced = re.findall(r'^\s*echo "(\+ [^"]*)"', CI_RUN, re.M)
    account = CONTRIBUTING[CONTRIBUTING.index("`.ci/run` is the whole CI"):]
    account = account[:account.index("\n## ")]
    for step in announced:
        words = [said for pattern, said in STEPS.items() if re.search(pattern, step, re.M)]
        assert words, f".ci/run runs a step CONTRIBUTING.md does not tell: {step}"
        for said in words:
            assert said in account, (step, said)
