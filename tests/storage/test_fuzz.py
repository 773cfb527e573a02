"""Fuzzing the readers (issue 10): valid records, settings and history lines damaged by
tests/helpers/mutators.py, checked against the contract there.  Seeded and bounded so that it
takes a few seconds; ``python tests/bench/fuzz.py --examples 2000`` runs it longer."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from helpers import REPO
from helpers.guards import HANG_S
from helpers.mutators import (
    check_history,
    check_record_loaders,
    check_replay,
    check_settings,
    damaged,
    history_lines,
    private_home,
    simulated_records,
    valid_settings,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = REPO
FUZZ = settings(derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])
LONG = int(os.environ.get("FIVESUP_FUZZ_EXAMPLES", "0"))  # tests/bench/fuzz.py sets it


def examples(usual: int) -> settings:
    """Seeded and few in the suite; as many as asked for (and not seeded) in a long run."""
    if LONG:
        return settings(FUZZ, max_examples=LONG, derandomize=False)
    return settings(FUZZ, max_examples=usual)


@pytest.fixture(scope="module")
def records(tmp_path_factory) -> list[dict]:
    return simulated_records(tmp_path_factory.mktemp("simulated"))


@pytest.fixture(scope="module")
def lines(records) -> list[str]:
    return history_lines(records[:3])


@examples(60)
@given(data=st.data())
def test_replay_and_loaders_keep_the_contract_on_damaged_records(records, data):
    record = data.draw(st.sampled_from(records))
    raw = data.draw(damaged(record))
    with private_home() as home:
        path = home / "record.json"
        path.write_bytes(raw)
        check_replay(path)
        check_record_loaders(raw, home)


@examples(40)
@given(raw=damaged(valid_settings()))
def test_settings_loaders_keep_the_contract(raw):
    with private_home() as home:
        check_settings(raw, home)


@examples(30)
@given(data=st.data())
def test_one_damaged_history_line_loses_only_itself(lines, data):
    source = json.loads(data.draw(st.sampled_from(lines)))
    bad = data.draw(damaged(source, compact=True))
    at = data.draw(st.integers(0, len(lines)))
    with private_home() as home:
        check_history(lines, bad, at, home)


@pytest.mark.parametrize("case", ["huge", "deep", "newline", "utf16"])
def test_real_replay_processes_on_damaged_records(tmp_path, records, case):
    """A few real processes: no traceback, one line, exit 2."""
    text = json.dumps(records[0])
    raw = {
        "huge": text.replace('"players": 2', '"players": ' + "7" * 6000).encode(),
        "deep": ("[" * 200_000 + "]" * 200_000).encode(),
        "newline": text.replace('"moves": ["', '"moves": ["\\n', 1).encode(),
        "utf16": text.encode("utf-16"),
    }[case]
    path = tmp_path / "r.json"
    path.write_bytes(raw)
    proc = subprocess.run([sys.executable, "-m", "fivesup_qt", "replay", str(path)],
                          capture_output=True, text=True, timeout=HANG_S, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("error: ") and proc.stderr.count("\n") == 1, proc.stderr
