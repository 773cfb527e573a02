"""Ctrl+C ends every command with one line and status 130 (issue 39, item 6): before,
review, simulate, puzzles generate and duplicate printed a 30-40-line traceback (with
simulate --jobs, the workers' too).  The output's own failures end in one line as well:
the game's --version and --help on a full disk or to a reader gone; and a long review
tells how far it has come.  Real processes; Ctrl+C goes to the process group, as a
terminal sends it."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.guards import wait_for
from helpers.random_play import finished

from fivesup_qt.commands import cli
from fivesup_qt.rules.record import dumps_record

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(),
                                reason="waits on the process's CPU time in /proc")

WAIT_S = 180.0  # generous: the machine may be busy; a hang, not a slow start, reaches it


def record(path: Path, seed: int = 0) -> Path:
    """A finished two-player Exact 61 match (67 decisions of seat 0 for seed 0)."""
    path.write_text(dumps_record(finished(seed, 2, "exact-61")), encoding="utf-8")
    return path


def _stat(proc: Path) -> list[str]:
    """The fields of /proc/PID/stat after the command's name (the 3rd field first)."""
    try:
        return proc.joinpath("stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return []


def group(pid: int) -> list[list[str]]:
    """The stat fields of every process of ``pid``'s group (the command, its workers)."""
    found = [_stat(proc) for proc in Path("/proc").glob("[0-9]*")]
    return [fields for fields in found if len(fields) > 12 and fields[2] == str(pid)]


def cpu_seconds(pid: int) -> float:
    """CPU time the command's group has used (user and system), from /proc."""
    ticks = sum(int(fields[11]) + int(fields[12]) for fields in group(pid))
    return ticks / os.sysconf("SC_CLK_TCK")


def start(args: list[str], tmp_path: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "fivesup_qt", *args], cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)  # its own group, as a terminal's job


def ctrl_c(process: subprocess.Popen, working) -> tuple[int, str]:
    """Ctrl+C once the command is ``working()``; its exit status and stderr.  Should
    the test fail, nothing of the command's group is left running."""
    try:
        wait_for(lambda: process.poll() is None and working(), "started working", WAIT_S)
        assert process.poll() is None, process.communicate()
        os.killpg(process.pid, signal.SIGINT)
        _, err = process.communicate(timeout=WAIT_S)
    except BaseException:
        if group(process.pid):
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        raise
    return process.returncode, err


WORKING_S = 0.4  # CPU seconds: a command's whole start takes about 0.1 (its imports, its
# workers' spawn: measured); a process past this is computing


def busy(process: subprocess.Popen, workers: int = 0):
    """Working: past its start and computing; with ``workers``, each of that many
    worker processes of its group is (the command itself only waits for them)."""
    if not workers:
        return lambda: cpu_seconds(process.pid) >= WORKING_S

    def each_worker() -> bool:
        ticks = WORKING_S * os.sysconf("SC_CLK_TCK")
        own = _stat(Path(f"/proc/{process.pid}"))
        at_work = [fields for fields in group(process.pid)
                   if fields != own and int(fields[11]) + int(fields[12]) >= ticks]
        return len(at_work) >= workers

    return each_worker


def commands(tmp_path: Path) -> dict[str, list[str]]:
    long_bot = "expert:10000"  # a decision takes long: the command is surely still at it
    return {
        "review": ["review", str(record(tmp_path / "match.json", seed=2)), "--deals",
                   "10000"],
        "duplicate": ["duplicate", str(record(tmp_path / "match.json")), "--level",
                      long_bot],
        "simulate": ["simulate", "--matches", "150", "--bots", long_bot],
        "simulate --jobs 2": ["simulate", "--matches", "150", "--bots", long_bot, "--jobs",
                              "2"],
        "puzzles generate": ["puzzles", "generate", "--bot", long_bot, "--out",
                             str(tmp_path / "set.json")],
    }


@pytest.mark.parametrize("name", ["review", "duplicate", "simulate", "simulate --jobs 2",
                                  "puzzles generate"])
def test_ctrl_c_is_one_line_and_status_130(name, tmp_path):
    args = commands(tmp_path)[name]
    process = start(args, tmp_path)
    code, err = ctrl_c(process, busy(process, workers=2 if "--jobs" in args else 0))
    assert "Traceback" not in err, err
    if name == "review":  # a long review's progress lines come first (tested below)
        err = "".join(line for line in err.splitlines(keepends=True)
                      if not re.fullmatch(r"(reviewing|[0-9]+ of) [0-9]+ decisions.*\n", line))
    assert (code, err) == (130, "error: interrupted\n")
    wait_for(lambda: not [f for f in group(process.pid) if f[0] != "Z"], "left no worker",
             WAIT_S)


def test_a_long_review_tells_how_far_it_is_and_ctrl_c_after(tmp_path, capsys, monkeypatch):
    """67 decisions: a line up front, then every twentieth of the way (here with a
    lower bar for a long review, in the process); a short review says nothing; Ctrl+C
    after the first line is one line more."""
    path = record(tmp_path / "match.json")
    assert cli.run("review", [str(path), "--deals", "2"]) == 0
    quiet = capsys.readouterr()
    assert quiet.err == "" and quiet.out.count("\n") == 68  # 2 x 67 < LONG_REVIEW
    with monkeypatch.context() as patch:
        patch.setattr(cli, "LONG_REVIEW", 2 * 67)
        assert cli.run("review", [str(path), "--deals", "2"]) == 0
    told = capsys.readouterr()
    lines = told.err.splitlines()
    assert lines[0] == "reviewing 67 decisions, a line every 4"
    assert lines[1:] == [f"{n} of 67 decisions judged" for n in (*range(4, 67, 4), 67)]
    assert told.out == quiet.out  # the review itself, unchanged
    assert 300 * 67 < cli.LONG_REVIEW < 10_000 * 67  # --deals 10000 below: long
    process = start(["review", str(path), "--deals", "10000"], tmp_path)
    code, err = ctrl_c(process, busy(process))  # the first line is out by then
    assert code == 130 and "Traceback" not in err
    assert err.splitlines() == ["reviewing 67 decisions, a line every 4",
                                "error: interrupted"]


@pytest.mark.parametrize("args", [["--version"], ["--help"]])
def test_the_games_version_and_help_to_a_full_disk_or_a_reader_gone(args):
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "fivesup_qt", *args], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=WAIT_S)
    assert done.returncode == 2
    assert done.stderr == "error: cannot write the output: No space left on device\n"
    # a reader that takes nothing (| head -c0): quietly, status 0
    process = subprocess.Popen([sys.executable, "-m", "fivesup_qt", *args],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    process.stdout.close()
    _, err = process.communicate(timeout=WAIT_S)
    assert (process.returncode, err) == (0, "")


def test_version_still_prints():
    done = subprocess.run([sys.executable, "-m", "fivesup_qt", "--version"],
                          capture_output=True, text=True, timeout=WAIT_S)
    assert done.returncode == 0 and done.stdout.startswith("fivesup-qt ")
    assert json.dumps(done.stderr) == '""'
