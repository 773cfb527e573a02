"""The history keeps what a match was played to: a shorter match's entry says its
target, a match to 61 is written as before (no new key)."""

from __future__ import annotations

import json

import pytest
from helpers.random_play import finished

from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.storage.history import entry_of_line

SEATS = [{"type": "human"}, {"type": "bot", "level": "medium"}]


@pytest.mark.parametrize("target", [305, 155])
def test_an_entry_keeps_its_target(target):
    m = finished(3, 2, "exact-61", target=target)
    entry = entry_from_match(m, record_of(m), names=["Ann", "Bo"], seats=SEATS,
                             started="2026-12-02T10:00:00+0000")
    history = History()
    assert history.append(entry) == []
    line = history.path.read_bytes()
    assert (b'"target":155' in line) == (target == 155)  # 61: the line as it always was
    [read] = history.read().entries
    assert read.target == target and read.scores == m.scores
    assert read.scores[read.winner] == target  # Exact 61: the winner is exactly on it


def test_an_entry_with_a_target_no_match_is_played_to_is_refused():
    m = finished(3, 2, "exact-61", target=155)
    entry = entry_from_match(m, record_of(m), names=["Ann", "Bo"], seats=SEATS)
    data = entry.to_json()
    data["target"] = 150
    with pytest.raises(ValueError, match="target must be 305, 205 or 155"):
        entry_of_line(json.dumps(data).encode())
