"""CONTRIBUTING.md says what the repository does (issue 25, finding 7): its module
commands name modules that run and options they take, its Qt packages are the ones
.ci/run installs, and its account of .ci/run names every step the script runs.

And every command the documents name is run (issue 25, finding 6): each `fivesup-qt`
command of CONTRIBUTING, the README and the docs written for contributors with its
options asked of its --help (a real run is long for most), the README's quick ones for
real (replay, schema, review, simulate as written, the line that prints the sample
record's path), the scripts named exist, and so do the extras named."""

from __future__ import annotations

import functools
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO

ROOT = REPO
CONTRIBUTING = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")
# The documents whose commands are run here: CONTRIBUTING, the README, and what moved
# from the README to docs/ for contributors.
DOCUMENTS = {name: (ROOT / name).read_text(encoding="utf-8") for name in (
    "CONTRIBUTING.md", "README.md", "docs/commands.md", "docs/computer-players.md",
    "docs/engine-speed.md", "docs/releases.md")}
SAMPLE = ROOT / "fivesup_qt" / "resources" / "sample-match.fivesup.json"
CI_RUN = (ROOT / ".ci" / "run").read_text(encoding="utf-8")

# A command `python -m fivesup_qt.X --option ...` (a module of ours and its options).
MODULE_COMMAND = re.compile(r"python -m (fivesup_qt(?:\.\w+)+)((?: --?[\w-]+(?: [\w/.-]+)?)*)")


def module_commands() -> dict[str, set[str]]:
    commands: dict[str, set[str]] = {}
    for module, rest in MODULE_COMMAND.findall(CONTRIBUTING):
        commands.setdefault(module, set()).update(re.findall(r"--[\w-]+", rest))
    return commands


def test_contributing_names_module_commands():
    assert {"fivesup_qt.ui.words.i18n_build", "fivesup_qt.ui.windows.guide",
            "fivesup_qt.ui.table.figures"} <= set(module_commands())


@pytest.mark.parametrize("module", sorted(module_commands()))
def test_every_module_command_runs_a_main_with_those_options(module):
    """`python -m fivesup_qt.ui.words.i18n --check` did nothing and exited 0: a module
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
    r"i18n_build --check": "python -m fivesup_qt.ui.words.i18n_build --check",
    r"puzzles verify": "fivesup-qt puzzles verify",
    r"pip install -e '\.\[package": "`package`, `release` and `lint` extras",
    r"actionlint": "actionlint",
    r"shellcheck": "shellcheck",
    r"--smoke": "fivesup-qt --smoke",
    r"check_wheel\.sh": "packaging/check_wheel.sh",
    r"check_compiled\.sh": "packaging/check_compiled.sh",
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


# -- every `fivesup-qt ...` the documents name (issue 25, finding 6) ----------------------------
def code_of(text: str) -> list[str]:
    """The command lines of a document: its fenced blocks' lines (a trailing backslash
    joins the next) and its inline code spans (which may wrap onto the next line)."""
    pieces = []
    for block in re.findall(r"^```\w*\n(.*?)^```", text, re.M | re.S):
        pieces += block.replace("\\\n", " ").splitlines()
    pieces += re.findall(r"`([^`]+)`", re.sub(r"^```.*?^```", "", text, flags=re.M | re.S))
    return [" ".join(piece.split()) for piece in pieces]


def game_commands() -> dict[str, set[str]]:
    """Command ("" for the game itself) -> the options the documents give it."""
    from fivesup_qt.__main__ import COMMANDS

    found: dict[str, set[str]] = {}
    for text in DOCUMENTS.values():
        for piece in code_of(text):
            for rest in re.findall(r"(?:^|[\s/\"])fivesup-qt\"? ?([^|;&<>]*)", piece):
                words = rest.split()
                command = words[0].rstrip(":") if words and words[0].rstrip(":") in COMMANDS else ""
                options = {w for w in re.findall(r"--[\w-]+", rest) if w != "--help"}
                found.setdefault(command, set()).update(options)
    return found


def test_the_documents_name_every_command():
    from fivesup_qt.__main__ import COMMANDS

    assert set(game_commands()) == {"", *COMMANDS}


@functools.cache  # the game's own --help, asked for every command's options: run once
def help_text(*command: str) -> str:
    shown = subprocess.run([sys.executable, "-m", "fivesup_qt", *command, "--help"],
                           capture_output=True, text=True, timeout=120, cwd=ROOT,
                           env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert shown.returncode == 0, shown.stderr
    return shown.stdout


@pytest.mark.parametrize("command", sorted(game_commands()))
def test_every_option_the_documents_give_a_command_is_in_its_help(command):
    """`fivesup-qt bench --gui`, `simulate --swap`, `--smoke --screenshot`, ...: each
    option named is one the command takes (--verbose is the game's, taken everywhere)."""
    offered = set(re.findall(r"--[\w-]+", help_text(*([command] if command else []))))
    if command:
        offered |= set(re.findall(r"--[\w-]+", help_text()))
    named = game_commands()[command]
    assert named <= offered, (command, sorted(named - offered))


def run_game(*args: str, timeout: int = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fivesup_qt", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})


def readme_commands() -> list[str]:
    section = README.split("\n## Commands\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `fivesup-qt ([^`]+)`", section, re.M)


def test_the_readmes_commands_table_has_one_line_for_each_command():
    from fivesup_qt.__main__ import COMMANDS

    assert sorted(line.split()[0] for line in readme_commands()) == sorted(COMMANDS)


# simulate as the table writes it plays 200 matches (some 4 s): the quick run plays 10 of
# them, every other option as written; .ci/run's slow step runs the line whole
FEWER_MATCHES = (re.compile(r"--matches \d+"), "--matches 10")


def test_the_readmes_quick_commands_run_as_written(tmp_path):
    """replay, review, schema and simulate (as the table writes it, 10 matches of its
    200) for real, FILE the sample record; bench times for minutes and is asked for its
    --help above."""
    import json

    for line in readme_commands():
        command = line.replace("FILE", str(SAMPLE)).replace("[--seat S]", "--seat 0")
        if command.startswith("bench"):
            continue
        if command.startswith("simulate"):
            command = FEWER_MATCHES[0].sub(FEWER_MATCHES[1], command)
            assert FEWER_MATCHES[1] in command, command
        if command.startswith("review"):
            command += " --deals 5"  # the default 300 deals a decision is the long run
        if command.startswith("duplicate"):
            command += " --level greedy"  # Expert thinks 0.3 s a decision: a long run
        done = run_game(*command.split())
        assert done.returncode == 0, (command, done.stderr)
        assert done.stdout.strip(), command
        if command.startswith("schema") or "--json" in command.split():
            json.loads(done.stdout)
        elif command.startswith("replay"):  # a summary a person reads, the winner last
            assert done.stdout.splitlines()[-1].startswith("winner: "), done.stdout
    for kind in ("replay", "review"):  # the table's "(`replay`, `review`: ...)"
        assert json.loads(run_game("schema", kind).stdout)["$schema"]
    # --verbose among a command's options, as docs/commands.md says
    assert run_game("replay", "--verbose", str(SAMPLE)).returncode == 0


@pytest.mark.slow
def test_the_readmes_simulate_runs_as_written_whole():
    """The table's simulate line exactly as written, its 200 matches played."""
    [line] = [line for line in readme_commands() if line.startswith("simulate")]
    done = run_game(*line.split())
    assert done.returncode == 0, (line, done.stderr)
    assert done.stdout.strip(), line


def test_the_readmes_line_prints_where_the_sample_record_is():
    [line] = re.findall(r"`fivesup/bin/python (-c \"[^\"]+\")`", README)
    code = line[len('-c "'):-1]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, cwd="/")
    assert done.returncode == 0, done.stderr
    printed = Path(done.stdout.strip())
    assert printed.name == "sample-match.fivesup.json" and printed.is_file(), printed
    assert printed.parent.parts[-2:] == ("fivesup_qt", "resources")


# -- the scripts and extras named -----------------------------------------------------------------
SCRIPT = re.compile(r"(?<![\w./-])((?:packaging|tools|tests/bench|\.ci)/[\w./-]+?)(?=[`\s),;]|$)")


def scripts_named() -> set[str]:
    return {name for text in DOCUMENTS.values() for piece in code_of(text)
            for name in SCRIPT.findall(piece.replace("\\", "/"))}


def test_every_script_named_exists_and_runs_as_named():
    named = scripts_named()
    assert {"packaging/check.sh", "packaging/check_wheel.sh", "tools/update-docs.sh",
            ".ci/lint_workflows", "tests/bench/fuzz.py"} <= named
    for name in named:
        path = ROOT / name
        assert path.exists(), name
        if path.suffix in (".sh", "") and path.is_file():
            assert path.stat().st_mode & 0o111, f"{name} is not executable"


@pytest.mark.parametrize("script", ["tests/bench/fuzz.py", "tests/bench/instructions.py"])
def test_the_bench_scripts_take_the_options_named(script):
    shown = subprocess.run([sys.executable, script, "--help"], capture_output=True, text=True,
                           timeout=120, cwd=ROOT)
    assert shown.returncode == 0, shown.stderr
    named = {option for text in DOCUMENTS.values() for piece in code_of(text) if script in piece
             for option in re.findall(r"--[\w-]+", piece.split(script, 1)[1].split("&&")[0])}
    assert named <= set(re.findall(r"--[\w-]+", shown.stdout)), (script, named)


def test_every_extra_named_is_in_pyproject():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # (no tomllib on 3.10)
    table = pyproject.split("\n[project.optional-dependencies]\n", 1)[1].split("\n[", 1)[0]
    extras = set(re.findall(r"^(\w+) = \[", table, re.M))
    named = set()
    for text in DOCUMENTS.values():
        for group in re.findall(r"\.\[([\w,]+)\]", text):
            named |= set(group.split(","))
        named |= set(re.findall(r"`(\w+)`(?:, `\w+`)*(?: and `\w+`)? extras?", text))
        for listing in re.findall(r"((?:`\w+`, )*`\w+` and `\w+`) extras", text):
            named |= set(re.findall(r"`(\w+)`", listing))
    assert {"test", "bench", "package", "release", "lint"} <= named
    assert named <= extras, sorted(named - extras)
