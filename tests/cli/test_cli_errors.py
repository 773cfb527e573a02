"""Issue 23, findings 6 and 8: every command-line error is one ``error:`` line on stderr
and exit status 2, output errors included, and every numeric option has a bound that
``--help`` states and that is refused at once.

Each test runs the real command (``python -m fivesup_qt ...``) in a process of its own,
with a timeout that fails clearly: a command that does not answer is the bug.  The
refusals of finding 8 (some thirty values) run ``cli.run`` in the test's process, as
``__main__`` calls it (its processes are the tests above): a process start each cost ten
times the refusal, and a value not refused at once meets the same kind of deadline.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from helpers.guards import deadline

from fivesup_qt.commands import cli

ROOT = REPO
RECORD = ROOT / "tests" / "data" / "five-up-branch-alongside-line.fivesup.json"
TIMEOUT = 60  # seconds: far beyond any of these commands here, even on a loaded machine


def run(args: list[str], tmp_path: Path, stdout=subprocess.PIPE, timeout: int = TIMEOUT,
        shell_prefix: list[str] | None = None) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of ``fivesup-qt ARGS``."""
    command = [sys.executable, "-m", "fivesup_qt", *args]
    if shell_prefix is not None:
        command = [*shell_prefix, *command]
    env = dict(os.environ, FIVESUP_QT_HOME=str(tmp_path / "home"), PYTHONDONTWRITEBYTECODE="1")
    env.pop("QT_QPA_PLATFORM", None)
    try:
        done = subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, cwd=ROOT,
                              env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        pytest.fail(f"fivesup-qt {' '.join(args)} was still running after {timeout} s")
    out = done.stdout.decode("utf-8", "replace") if done.stdout is not None else ""
    return done.returncode, out, done.stderr.decode("utf-8", "replace")


def assert_one_error_line(err: str, *words: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and err.endswith("\n"), err
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


# -- finding 6: output errors ----------------------------------------------------------
FULL_STREAM_COMMANDS = [
    ["replay", str(RECORD)],
    ["review", str(RECORD), "--deals", "2"],
    ["schema", "match"],
    ["schema", "replay"],
    ["simulate", "--matches", "2", "--json"],
    ["daily", "--json"],
    ["duplicate", str(RECORD), "--level", "greedy"],
    ["replay", "--help"],  # argparse's help, then its exit: Python's own final flush
]


@pytest.mark.parametrize("args", FULL_STREAM_COMMANDS, ids=" ".join)
def test_a_full_stream_is_one_error_line(tmp_path, args):
    with open("/dev/full", "wb") as full:
        code, _, err = run(args, tmp_path, stdout=full)
    assert_one_error_line(err, "cannot write the output", "No space left on device")
    assert code == 2


def test_a_closed_standard_output_is_one_error_line(tmp_path):
    code, _, err = run(["schema", "match"], tmp_path, stdout=None,
                       shell_prefix=["sh", "-c", 'exec "$@" >&-', "sh"])
    assert_one_error_line(err, "cannot write the output")
    assert code == 2


@pytest.mark.parametrize("args", [["simulate", "--matches", "3"], ["bench", "--endgame", "3"]],
                         ids=" ".join)
def test_a_reader_gone_away_stops_the_command_quietly(tmp_path, args):
    """``fivesup-qt ... | head -1``: the reader closed the pipe; nothing on stderr, and
    the command's work was done, so exit status 0 (the choice docs/commands.md states)."""
    read, write = os.pipe()
    os.close(read)  # the reader has gone before the first byte
    with os.fdopen(write, "wb") as pipe:
        code, _, err = run(args, tmp_path, stdout=pipe)
    assert (code, err) == (0, "")


def test_a_file_of_the_command_that_cannot_be_made_is_one_error_line(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    code, _, err = run(["simulate", "--matches", "1", "--records", str(blocker / "records")],
                       tmp_path)
    assert_one_error_line(err, str(blocker))
    assert code == 2


# -- wrong arguments: one line, not the usage -------------------------------------------
@pytest.mark.parametrize("args", [["replay"], ["review", str(RECORD), "--deals", "many"],
                                  ["simulate", "--bots", ","], ["bench", "--seconds", "nan"],
                                  ["daily", "--date", "someday"], ["duplicate"]],
                         ids=" ".join)
def test_wrong_arguments_are_one_error_line(tmp_path, args):
    code, out, err = run(args, tmp_path)
    assert_one_error_line(err, f"fivesup-qt {args[0]}")
    assert (code, out) == (2, "")


# -- finding 8: numeric options have stated bounds, refused at once ----------------------
@pytest.fixture
def refusal(tmp_path, capfd, monkeypatch):
    """``fivesup-qt ARGS`` run by ``cli.run`` here, as (exit status, stdout, stderr):
    a refusal is argparse's exit 2 (SystemExit, which ``__main__`` lets end the process);
    a value not refused at once starts the work, which the 30 s deadline fails."""
    monkeypatch.setenv("FIVESUP_QT_HOME", str(tmp_path / "home"))

    def refusal(args: list[str]) -> tuple[int, str, str]:
        capfd.readouterr()
        with deadline(30, awaited=f"fivesup-qt {' '.join(args)} to refuse at once"):
            try:
                code = cli.run(args[0], args[1:])
            except SystemExit as end:
                code = end.code
        told = capfd.readouterr()
        return code, told.out, told.err

    return refusal


def test_review_refuses_a_trillion_deals_at_once(refusal):
    code, out, err = refusal(["review", str(RECORD), "--deals", "1000000000000"])
    assert_one_error_line(err, "--deals", "1000000000000")
    assert (code, out) == (2, "")


BOUNDED = [  # (command, its other arguments, the option)
    (["review", str(RECORD)], "--deals"),
    (["review", str(RECORD)], "--seat"),
    (["review", str(RECORD)], "--seed"),
    (["simulate"], "--matches"),
    (["simulate"], "--jobs"),
    (["simulate"], "--seed"),
    (["bench"], "--seconds"),
    (["bench"], "--endgame"),
    (["bench"], "--history"),
    (["bench"], "--runs"),
    (["bench"], "--samples"),
    (["daily"], "--round"),
    (["duplicate", str(RECORD), "--level", "greedy"], "--seat"),
    (["duplicate", str(RECORD), "--level", "greedy"], "--seed"),
]


@pytest.fixture(scope="module")
def help_of(tmp_path_factory):
    """``fivesup-qt COMMAND --help`` as (status, stdout, stderr), run once a command for the
    module (the help of review, simulate, bench and duplicate serves several options)."""
    told: dict[str, tuple[int, str, str]] = {}

    def help_of(command: str) -> tuple[int, str, str]:
        if command not in told:
            told[command] = run([command, "--help"], tmp_path_factory.mktemp("help"))
        return told[command]

    return help_of


def stated_bound(help_text: str, option: str) -> tuple[str, str]:
    """The (lowest, highest) value the help states for ``option``: its entry's 'A to B'."""
    options = " ".join(help_text.split()).partition("options:")[2]
    at = options.find(f"{option} ")
    assert at >= 0, f"{option} is not in the help:\n{help_text}"
    entry = options[at + len(option):].split(" --")[0]
    bound = re.search(r"([\d.,]+(?:\*\*\d+-1)?) to ([\d.,]+(?:\*\*\d+-1)?)", entry)
    assert bound, f"the help states no bound for {option}: {entry!r}"
    return bound.group(1), bound.group(2)


def number(text: str) -> int | float:
    """'10,000' -> 10000, '2**64-1' -> 18446744073709551615, '0.1' -> 0.1."""
    text = text.replace(",", "")
    if "**" in text:
        base, _, power = text.removesuffix("-1").partition("**")
        return int(base) ** int(power) - 1
    return float(text) if "." in text else int(text)


def past(high: str) -> str:
    value = number(high)
    return str(value * 2 if isinstance(value, float) else value + 1)


def below(low: str) -> str:
    value = number(low)
    return str(value / 2 if isinstance(value, float) else value - 1)


@pytest.mark.parametrize(("command", "option"), BOUNDED, ids=lambda x: x if isinstance(x, str)
                         else x[0])
def test_every_numeric_option_states_its_bound_and_refuses_past_it(refusal, help_of, command,
                                                                  option):
    code, help_text, err = help_of(command[0])
    assert code == 0 and err == "", err
    low, high = stated_bound(help_text, option)
    for value in (past(high), below(low)):
        code, out, err = refusal([*command, option, value])
        assert_one_error_line(err, option.removeprefix("--"))
        assert (code, out) == (2, ""), value


@pytest.mark.parametrize("bot", ["hard", "expert"])
def test_a_bot_depth_past_its_bound_is_refused(refusal, help_of, bot):
    code, help_text, _ = help_of("simulate")
    flat = " ".join(help_text.split())
    bound = re.search(r"DEALS 1 to ([\d,]+)", flat)
    assert bound, flat
    code, out, err = refusal(["simulate", "--bots", f"{bot}:{past(bound.group(1))}"])
    assert_one_error_line(err, bot)
    assert (code, out) == (2, "")


# -- found by the third attack: messages that named the wrong thing ----------------------------
def test_records_into_a_file_says_it_is_no_folder(tmp_path):
    """``simulate --records FILE`` said "File exists"."""
    afile = tmp_path / "not-a-folder"
    afile.write_text("mine\n")
    code, _, err = run(["simulate", "--matches", "1", "--records", str(afile)], tmp_path)
    assert code == 2
    assert_one_error_line(err, str(afile), "it is a regular file, not a folder")
    assert afile.read_text() == "mine\n"


def test_a_file_with_nul_bytes_is_not_called_utf16(tmp_path):
    """A binary file was said to "look like UTF-16 or UTF-32"; the NUL's place is told."""
    record = tmp_path / "binary.fivesup.json"
    record.write_bytes(b'{"format"\x00: 1}')
    code, _, err = run(["replay", str(record)], tmp_path)
    assert code == 2
    assert_one_error_line(err, str(record), "byte 10 is a NUL")
