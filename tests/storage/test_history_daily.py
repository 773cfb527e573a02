"""The history keeps a daily match's date, a match's duplicate comparison and the
player's review accuracy (issue 26, section 2; issue 27): optional fields of the entry
(the record gets no key), checked strictly when read; files without them read as
before; ``History.annotate`` writes a result into one entry and leaves every other byte
of the file as it was, and never writes over a file it could not read whole."""

from __future__ import annotations

import json

import pytest
from helpers.random_play import finished

from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import History, StorageError, entry_from_match
from fivesup_qt.storage.history import DuplicateResult, by_id, by_started, entry_of_line

SEATS = [{"type": "human"}, {"type": "bot", "level": "expert"}]


def entry(seed: int = 3, started: str = "2026-12-02T10:00:00+0000", daily: str | None = None):
    m = finished(seed, 2, "five-up", target=155)
    record = record_of(m, names=["Ann", "Bo"], seats=SEATS, started=started)
    return entry_from_match(m, record, names=["Ann", "Bo"], seats=SEATS, started=started,
                            daily=daily)


def test_a_daily_entry_keeps_its_date_and_an_old_entry_reads_as_before():
    history = History()
    history.append(entry(3, "2026-12-01T10:00:00+0000"))
    history.append(entry(4, "2026-12-02T10:00:00+0000", daily="2026-11-30"))
    first, second = history.path.read_bytes().splitlines()
    assert b'"daily"' not in first and b'"duplicate"' not in first  # written as before
    assert second.index(b'"daily":"2026-11-30"') < second.index(b'"record":')  # the record last
    old, daily = history.read().entries
    assert (old.daily, old.duplicate, old.accuracy) == (None, None, None)
    assert daily.daily == "2026-11-30"


def test_a_line_of_an_older_version_reads_without_the_new_fields():
    """A line as the game wrote it before these fields (its summary keys only)."""
    data = entry().to_json()
    assert set(data) == {"date", "variant", "players", "names", "seats", "result", "winner",
                         "scores", "round_scores", "started", "id", "record", "target"}
    read = entry_of_line(json.dumps(data).encode())
    assert (read.daily, read.duplicate, read.accuracy) == (None, None, None)


HOSTILE = [
    ("daily", "2026-02-30", "daily: 2026-02-30 is not a date"),
    ("daily", "2026-2-3", "is not a date written YYYY-MM-DD"),
    ("daily", "２０２６-01-01", "is not a date written YYYY-MM-DD"),  # not ASCII digits
    ("daily", "2026-12-03\n", "daily must be a date"),
    ("daily", "2026-12-03" * 1000, "daily must be a date"),
    ("daily", 20261203, "daily must be a date"),
    ("daily", ["2026-12-03"], "daily must be a date"),
    ("duplicate", 25, "duplicate must be a JSON object"),
    ("duplicate", [140, 115], "duplicate must be a JSON object"),
    ("duplicate", {"played": 140, "replay": 115}, "level must be a short text"),
    ("duplicate", {"level": "", "played": 140, "replay": 115}, "level must be a short text"),
    ("duplicate", {"level": "x" * 65, "played": 140, "replay": 115}, "level must be"),
    ("duplicate", {"level": "expert", "played": 140}, "played and replay must be integers"),
    ("duplicate", {"level": "expert", "played": True, "replay": 0}, "must be integers"),
    ("duplicate", {"level": "expert", "played": 140.0, "replay": 0}, "must be integers"),
    ("duplicate", {"level": "expert", "played": "140", "replay": 0}, "must be integers"),
    ("duplicate", {"level": "expert", "played": 10**8, "replay": 0}, "must be integers"),
    ("accuracy", "86.5", "accuracy must be a number from 0 to 100"),
    ("accuracy", True, "accuracy must be a number from 0 to 100"),
    ("accuracy", 100.5, "accuracy must be a number from 0 to 100"),
    ("accuracy", -1, "accuracy must be a number from 0 to 100"),
    ("accuracy", {"value": 80}, "accuracy must be a number from 0 to 100"),
]


@pytest.mark.parametrize(("key", "value", "problem"), HOSTILE,
                         ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(HOSTILE)])
def test_hostile_values_of_the_new_fields_are_refused(key, value, problem):
    data = entry().to_json()
    record = data.pop("record")
    data[key] = value
    data["record"] = record  # as the game writes: the record last
    with pytest.raises(ValueError, match=problem):
        entry_of_line(json.dumps(data).encode())


def test_nan_and_infinity_are_no_accuracy():
    data = entry().to_json()
    for text in ("NaN", "Infinity", "-Infinity", "1e999"):
        line = json.dumps(data).replace('"record":', f'"accuracy":{text},"record":', 1)
        with pytest.raises(ValueError):
            entry_of_line(line.encode())


def test_a_hostile_line_is_skipped_alone_and_the_good_ones_are_kept():
    history = History()
    history.append(entry(3, "2026-12-01T10:00:00+0000"))
    bad = entry(4, "2026-12-02T10:00:00+0000").to_json()
    bad = {"duplicate": {"level": "expert", "played": "lots", "replay": 0}, **bad}
    with history.path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(bad) + "\n")
    history.append(entry(5, "2026-12-03T10:00:00+0000", daily="2026-12-03"))
    read = history.read(repair=False)
    assert [e.started[:10] for e in read.entries] == ["2026-12-01", "2026-12-03"]
    assert read.entries[1].daily == "2026-12-03"
    assert "duplicate: played and replay must be integers" in str(read.problems[0])


def test_annotate_writes_the_comparison_into_its_own_line_only():
    history = History()
    history.append(entry(3, "2026-12-01T10:00:00+0000"))
    history.append(entry(4, "2026-12-02T10:00:00+0000", daily="2026-12-02"))
    history.append(entry(5, "2026-12-03T10:00:00+0000"))
    before = history.path.read_bytes().splitlines(keepends=True)
    target = history.read().entries[1]

    written = history.annotate(by_id(target.id),
                               duplicate=DuplicateResult("expert", 140, 115))
    assert written.duplicate == DuplicateResult("expert", 140, 115)
    assert written.duplicate.difference == 25
    after = history.path.read_bytes().splitlines(keepends=True)
    assert after[0] == before[0] and after[2] == before[2]  # the others, byte for byte
    old_record = before[1][before[1].index(b'"record":'):]
    assert after[1].endswith(old_record)  # the record copied as it was
    entries = history.read().entries
    assert [e.duplicate for e in entries] == [None, DuplicateResult("expert", 140, 115), None]
    assert entries[1].id == target.id and entries[1].daily == "2026-12-02"
    assert history.record_of(entries[1]) == history.record_of(target)

    # the accuracy later, by the match's start time: the comparison stays
    history.annotate(by_started("2026-12-02T10:00:00+0000", "five-up", 2), accuracy=86.44)
    again = history.read().entries[1]
    assert again.accuracy == 86.4 and again.duplicate.played == 140
    assert history.path.read_bytes().splitlines(keepends=True)[2] == before[2]


def test_annotate_keeps_keys_it_does_not_know_and_gives_an_id_to_a_line_without():
    data = entry().to_json()
    del data["id"]
    data = {"from_a_newer_version": {"x": 1}, **data}
    history = History()
    history.path.parent.mkdir(parents=True, exist_ok=True)
    history.path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    [read] = history.read().entries
    history.annotate(by_id(read.id), accuracy=70)
    line = json.loads(history.path.read_text(encoding="utf-8"))
    assert line["from_a_newer_version"] == {"x": 1} and line["accuracy"] == 70.0
    assert line["id"] == read.id  # the same entry the window showed
    assert history.read().entries[0].id == read.id


def test_annotate_leaves_a_file_with_a_bad_line_as_it_is():
    history = History()
    history.append(entry(3, "2026-12-01T10:00:00+0000"))
    with history.path.open("ab") as out:
        out.write(b'{"not": "an entry"}\n')
    content = history.path.read_bytes()
    [good] = history.read(repair=False).entries
    with pytest.raises(StorageError, match="left as it is"):
        history.annotate(by_id(good.id), duplicate=DuplicateResult("expert", 1, 2))
    assert history.path.read_bytes() == content


def test_annotate_refuses_a_match_not_there_and_a_bad_accuracy():
    history = History()
    history.append(entry(3, "2026-12-01T10:00:00+0000"))
    content = history.path.read_bytes()
    with pytest.raises(StorageError, match="no longer in the history"):
        history.annotate(by_id("0" * 32), accuracy=50)
    [good] = history.read().entries
    with pytest.raises(ValueError, match="from 0 to 100"):
        history.annotate(by_id(good.id), accuracy=101)
    assert history.path.read_bytes() == content


def test_a_daily_date_that_is_no_date_is_not_written():
    with pytest.raises(ValueError, match="is not a date"):
        entry(daily="2026-13-01")


def test_the_reviews_accuracy_is_kept_in_the_entry_of_the_records_match():
    """What the review window calls once it has the person's accuracy: the entry is
    found from the record it reviewed (its start time, variant and players)."""
    from fivesup_qt.rules.record import load_record

    history = History()
    history.append(entry(3, "2026-12-01T10:00:00+0000"))
    history.append(entry(4, "2026-12-02T10:00:00+0000", daily="2026-12-02"))
    m = finished(4, 2, "five-up", target=155)
    reviewed = load_record(json.dumps(record_of(m, names=["Ann", "Bo"], seats=SEATS,
                                                started="2026-12-02T10:00:00+0000")))
    written = history.keep_accuracy(reviewed, 91.27)
    assert written is not None and written.accuracy == 91.3
    first, second = history.read().entries
    assert (first.accuracy, second.accuracy, second.daily) == (None, 91.3, "2026-12-02")
    # a record from elsewhere (no start time) is in no history: nothing is written
    content = history.path.read_bytes()
    assert history.keep_accuracy(load_record(json.dumps(record_of(m))), 50.0) is None
    assert history.path.read_bytes() == content


def test_annotate_rewrites_a_line_of_the_older_layout_with_the_record_last():
    """Older versions wrote ``started`` and ``id`` after the record: the line written
    back keeps them, before the record, and reads as the same entry."""
    data = entry().to_json()
    record = data.pop("record")
    started, entry_id = data.pop("started"), data.pop("id")
    data.pop("target")
    line = (json.dumps(data, separators=(",", ":"))[:-1] + ',"record":'
            + json.dumps(record, separators=(",", ":"))
            + f',"started":{json.dumps(started)},"id":"{entry_id}"}}\n')
    history = History()
    history.path.parent.mkdir(parents=True, exist_ok=True)
    history.path.write_text(line, encoding="utf-8")
    [old] = history.read().entries
    assert (old.started, old.id) == (started, entry_id)
    history.annotate(by_id(entry_id), duplicate=DuplicateResult("expert", 5, 10))
    text = history.path.read_text(encoding="utf-8")
    assert text.index('"id"') < text.index('"record"') and text.endswith("}}\n")
    [new] = history.read().entries
    assert (new.started, new.id, new.duplicate.difference) == (started, entry_id, -5)
    assert history.record_of(new) == record
