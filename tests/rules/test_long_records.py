"""Issue 23, findings 2, 3 and 8 (the review's part): long records and long names.

An Exact 61 match never ends while every round overshoots, so a valid record may hold
thousands of rounds, and a name in a shared file may be a million characters long.
The game reads such a record in time linear in its size (counted here in events
visited, never in seconds), refuses one past its stated limits at once, can read back
whatever it writes, and keeps every name cut at one stated length."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
from helpers import REPO

import fivesup_qt.ai.review as review_module
import fivesup_qt.rules.record as record_module
from fivesup_qt.ai.review import decision_count
from fivesup_qt.commands.bench.long_record import overshooting_record
from fivesup_qt.rules.build import compiled
from fivesup_qt.rules.match import Match
from fivesup_qt.rules.record import (
    MAX_MOVES,
    MAX_NAME,
    MAX_RECORD_BYTES,
    MAX_ROUNDS,
    load_record,
    record_of,
    replay,
)
from fivesup_qt.storage.files import StorageError
from fivesup_qt.storage.history import entry_from_json, entry_from_match
from fivesup_qt.storage.saves import Autosave, dumps, parse_record, read_record, write_record
from fivesup_qt.storage.settings import SettingsStore

ROOT = REPO
MILLION = "x" * 1_000_000


class CountedEvents(list):  # type: ignore[type-arg]
    """A match's event list that counts every event read from it (iterated, indexed,
    sliced): the work of the scans of the events, free of the machine's speed."""

    visits = 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        for event in super().__iter__():
            CountedEvents.visits += 1
            yield event

    def __getitem__(self, key):  # type: ignore[no-untyped-def]
        got = super().__getitem__(key)
        CountedEvents.visits += len(got) if isinstance(key, slice) else 1
        return got


class CountedMatch(Match):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.events = CountedEvents()


def visits_of(action, monkeypatch, *modules) -> int:  # type: ignore[no-untyped-def]
    """Events read while ``action()`` runs with every Match of ``modules`` counted."""
    for module in modules:
        monkeypatch.setattr(module, "Match", CountedMatch)
    CountedEvents.visits = 0
    action()
    return CountedEvents.visits


@pytest.fixture(scope="module")
def long_data() -> dict[str, Any]:
    """A valid Exact 61 record at the largest accepted number of rounds, 300 to 300,
    every round's events overshooting 305."""
    return overshooting_record(MAX_ROUNDS)


# counting reads puts a subclass of Match in the engine's place: compiled classes cannot be
# subclassed from Python, and compiled modules bind Match once, so these run on the pure build
# (the same sources)
pure_only = pytest.mark.skipif(compiled(), reason="counts reads through a subclass of Match")


def test_the_generated_record_is_a_long_valid_match_of_overshooting_rounds(long_data):
    _, report = replay(load_record(long_data))
    assert len(report["rounds"]) == MAX_ROUNDS and report["winner"] is None
    assert report["scores"] == [300, 300]
    last = report["rounds"][-1]["log"]
    judged = [e["accepted"] for e in last if "accepted" in e and (e.get("points") or e.get("settle"))]
    assert judged and not any(judged)  # every scoring event of the round was rejected


# -- finding 2: linear reading ---------------------------------------------------------
@pure_only
def test_replaying_reads_each_event_a_bounded_number_of_times(long_data, monkeypatch):
    """The replay (the CLI's, the game's when it opens a file or resumes) and the round
    scores of the history's summary: a round's end looked at every event of the match,
    so the work grew with the square of the rounds (9,200 rounds: 54 to 96 s)."""
    for rounds in (200, 400):
        record = load_record({**long_data, "rounds": long_data["rounds"][:rounds]})
        holder: list[Match] = []
        visits = visits_of(lambda r=record, h=holder: h.append(replay(r)[0]), monkeypatch,
                           record_module)
        events = len(holder[0].events)
        assert events >= 3 * rounds  # the rounds do score (and are rejected)
        assert visits <= 20 * rounds, (rounds, visits)  # was about rounds * events
        CountedEvents.visits = 0
        assert holder[0].round_scores()[-1] == [300, 300]
        assert CountedEvents.visits <= events + 2 * rounds


@pure_only
def test_the_review_reads_each_event_a_bounded_number_of_times(long_data, monkeypatch):
    """The review steps through the record as the replay does, and counts its decisions
    first: both linear (finding 8)."""
    record = load_record({**long_data, "rounds": long_data["rounds"][:300]})
    visits = visits_of(lambda: decision_count(record, 0), monkeypatch, review_module)
    assert visits <= 20 * 300, visits


def test_the_review_tells_its_total_before_the_first_decision_and_stops_there(long_data):
    """A long record's decisions take a moment to count: the count is shown at once
    (0 of N), and a Cancel heard then stops the review before any decision is judged."""
    record = load_record({**long_data, "rounds": long_data["rounds"][:50]})
    told: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        told.append((done, total))
        return False

    with pytest.raises(review_module.Cancelled):
        review_module.review(record, 0, deals=2, progress=progress)
    assert told == [(0, decision_count(record, 0))] and told[0][1] > 0


# -- finding 2: what the game writes, it reads back --------------------------------------
@pytest.mark.parametrize("rounds", [MAX_ROUNDS, 9_200])
def test_what_the_game_writes_for_a_long_match_it_reads_back(long_data, tmp_path, rounds):
    """The autosave and Save As of a long match: written compact and read back whole, or,
    past the largest record the game accepts, refused with the limit said and nothing
    written.  (9,200 rounds were written as 6.0 MB that the 4 MB reader refused at the
    next start.)"""
    data = {**long_data, "names": ["Ann", "Ben"],
            "rounds": (long_data["rounds"] * 10)[:rounds]}
    autosave = Autosave(tmp_path / "autosave.fivesup.json")
    saved = tmp_path / "saved.fivesup.json"
    try:
        autosave.save(data)
    except StorageError as error:
        assert rounds > MAX_ROUNDS
        assert f"at most {MAX_ROUNDS:,}" in str(error) and "autosave.fivesup.json" in str(error)
        assert not autosave.path.exists()
    else:
        found = autosave.load()
        assert not found.problems and found.loaded is not None
        assert len(found.loaded.match.rounds) == rounds
        raw = autosave.path.read_bytes()
        assert len(raw) <= MAX_RECORD_BYTES and json.loads(raw) == data
    try:
        write_record(saved, data)
    except StorageError as error:
        assert rounds > MAX_ROUNDS and f"at most {MAX_ROUNDS:,}" in str(error)
        assert not saved.exists()
    else:
        assert len(read_record(saved).match.rounds) == rounds
    assert rounds <= MAX_ROUNDS or (not autosave.path.exists() and not saved.exists())


def test_the_saves_are_compact_json_other_programs_read_as_before(tmp_path):
    data = record_of(Match.new("five-up", 3, seed=4), names=["A", "B", "C"])
    write_record(tmp_path / "m.fivesup.json", data)
    text = (tmp_path / "m.fivesup.json").read_text(encoding="utf-8")
    assert json.loads(text) == data and text.count("\n") == 1 and ", " not in text


# -- finding 2: larger records refused at once ------------------------------------------------
def test_a_record_over_the_limits_is_refused_at_once_with_the_limit(long_data, tmp_path,
                                                                     monkeypatch):
    over = {**long_data, "rounds": long_data["rounds"] + long_data["rounds"][:1]}
    dealt: list[int] = []
    monkeypatch.setattr(record_module.Match, "start_round",
                        lambda self, *a, **k: dealt.append(1))  # not one round replayed
    with pytest.raises(StorageError) as refused:
        parse_record(json.dumps(over).encode())
    assert refused.value.problem == (f"the match has {MAX_ROUNDS + 1:,} rounds; a match "
                                     f"record holds at most {MAX_ROUNDS:,}")
    moves = {**long_data, "rounds": [{**long_data["rounds"][0],
                                      "moves": long_data["rounds"][0]["moves"] * 20}]}
    with pytest.raises(StorageError) as refused:
        parse_record(json.dumps(moves).encode())
    assert refused.value.problem.startswith("round 1: the round lists ")
    assert f"at most {MAX_MOVES} placements" in refused.value.problem
    assert not dealt
    monkeypatch.undo()
    path = tmp_path / "over.fivesup.json"
    path.write_text(json.dumps(over), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "fivesup_qt", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"error: {path}: the match has {MAX_ROUNDS + 1:,} rounds; a match record "
                           f"holds at most {MAX_ROUNDS:,}\n")


# -- finding 3: names cut at one length wherever they enter ----------------------------------
def test_a_million_character_name_is_cut_on_every_path_without_qt(tmp_path):
    match = Match.new("five-up", 2, seed=1)
    # a record written by the game (the autosave, Save As)
    assert json.loads(dumps(record_of(match, names=[MILLION, "Ben"])))["names"] \
        == ["x" * MAX_NAME, "Ben"]
    # the settings file (at most 256 KiB: a name of 100,000 characters)
    store = SettingsStore(tmp_path / "settings.json")
    (tmp_path / "settings.json").write_text(json.dumps({"names": [MILLION[:100_000], "Ben"]}),
                                            encoding="utf-8")
    assert store.load().settings.names[:2] == ["x" * MAX_NAME, "Ben"]
    # a history entry, made at the match's end and read from the file
    record = record_of(match, names=[MILLION, "Ben"])
    made = entry_from_match(match, record, names=[MILLION, "Ben"],
                            seats=[{"type": "human"}, {"type": "bot", "level": "medium"}])
    assert made.names == ["x" * MAX_NAME, "Ben"]
    line = {**made.to_json(), "names": [MILLION, "Ben"]}
    assert entry_from_json(line).names == ["x" * MAX_NAME, "Ben"]
