"""``bench --strength``: every match asked for is played and counted once, with both seats'
decisions, whichever lane is free takes the next one."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from helpers.guards import HANG_S, wait_for

from fivesup_qt.commands.bench.strength import VARIANTS, report, run


@pytest.mark.slow
def test_every_match_of_each_variant_is_played_once_and_reported() -> None:
    told: list[tuple[str, int]] = []
    tallies = run(3, 0.01, jobs=2, progress=lambda variant, played, won: told.append(
        (variant, played)))
    for variant in VARIANTS:
        tally = tallies[variant]
        assert tally.matches == 3
        assert 0 <= tally.wins <= 3
        assert tally.times["this"] and tally.times["pure"]  # both seats chose moves
        assert tally.builds["pure"] == {"pure Python"}
        assert sorted(n for v, n in told if v == variant) == [1, 2, 3]
    lines = report(tallies, 0.01)
    assert len(lines) == 2
    assert all("3 matches at 0.01 s a decision" in line for line in lines)


def test_ctrl_c_after_the_first_progress_line_is_one_line_and_status_130(tmp_path) -> None:
    """Ctrl+C (to the whole group, as a terminal sends it) once the first match is told:
    one line, status 130, and no seat process left; the seats' processes printed their
    own KeyboardInterrupt tracebacks before."""
    process = subprocess.Popen(
        [sys.executable, "-m", "fivesup_qt", "bench", "--strength", "10000", "--budget", "0.01"],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        first = line_of(process.stderr, "the first progress line")
        assert first.startswith((b"  five-up: 1 matches", b"  exact-61: 1 matches"))
        seats = children(process.pid)
        assert len(seats) >= 4  # two lanes of two seats, thinking
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=HANG_S)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    rest = [line for line in err.decode().splitlines() if not line.startswith("  ")]
    assert (process.returncode, rest, out) == (130, ["error: interrupted"], b""), err.decode()
    wait_for(lambda: not any(Path(f"/proc/{pid}").exists() and not zombie(pid)
                             for pid in seats), "the seats' processes gone")


def line_of(stream, awaited: str) -> bytes:
    """The next line of ``stream`` (a child's stderr), within ``HANG_S``."""
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(stream.readline()), daemon=True)
    reader.start()
    reader.join(HANG_S)
    assert not reader.is_alive() and got and got[0], f"no {awaited}"
    return got[0]


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[1] == str(pid):
            found.append(int(stat.parent.name))
    return found


def zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except (OSError, IndexError):
        return True
