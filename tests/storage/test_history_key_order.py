"""A history line's keys in any order (issue 39, item 8): a line whose ``"record"`` key
was not last was listed but could not be opened ("not valid JSON: Extra data at line 1
column 15621"), or was skipped as missing a key.  The line is read through the path
Match History takes: the file read, the entry's record read again, the record parsed."""

from __future__ import annotations

import json

import pytest
from helpers.random_play import finished

from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.storage.saves import parse_record

SEATS = [{"type": "human"}, {"type": "bot", "level": "expert"}]
STARTED = "2026-12-02T10:00:00+0000"
DUPLICATE = {"level": "expert", "played": 40, "replay": 25}


def game_line() -> dict:
    """One entry as the game writes it (the record last), with a duplicate comparison."""
    m = finished(3, 2, "five-up", target=155)
    record = record_of(m, names=["Ann", "Bo"], seats=SEATS, started=STARTED)
    history = History()
    history.append(entry_from_match(m, record, names=["Ann", "Bo"], seats=SEATS,
                                    started=STARTED))
    line = json.loads(history.path.read_bytes())
    assert list(line)[-1] == "record"
    history.path.unlink()
    return {**{k: v for k, v in line.items() if k != "record"}, "duplicate": DUPLICATE,
            "record": line["record"]}


def reordered(line: dict, order: str) -> list[str]:
    keys = [k for k in line if k != "record"]
    return {"sorted": sorted(line),
            "record first": ["record", *keys],
            "record in the middle": [*keys[:4], "record", *keys[4:]],
            "an object after the record": [k for k in keys if k != "duplicate"]
            + ["record", "duplicate"],
            "reversed": list(reversed(list(line)))}[order]


@pytest.mark.parametrize("spaced", [False, True])
@pytest.mark.parametrize("order", ["sorted", "record first", "record in the middle",
                                   "an object after the record", "reversed"])
def test_a_line_in_any_key_order_is_listed_and_opened(order, spaced):
    line = game_line()
    written = {k: line[k] for k in reordered(line, order)}
    separators = (", ", ": ") if spaced else (",", ":")
    history = History()
    history.path.write_text(json.dumps(written, separators=separators, ensure_ascii=False)
                            + "\n", encoding="utf-8")
    read = history.read()
    assert read.problems == []
    [entry] = read.entries
    assert (entry.date, entry.started, entry.id) == (line["date"], STARTED, line["id"])
    assert entry.duplicate is not None and entry.duplicate.to_json() == DUPLICATE
    record = history.record_of(entry)  # as Match History's Open, Review and Replay
    assert record == line["record"]
    loaded = parse_record(record, f"{history.path} ({entry.date})")
    assert loaded.match.scores == line["scores"]


def test_the_games_own_lines_are_still_split_without_parsing_their_record(monkeypatch):
    """The game's layout keeps its fast path: its record is never parsed to list it."""
    from fivesup_qt.storage import history_line

    line = game_line()
    history = History()
    history.path.write_text(json.dumps(line, separators=(",", ":")) + "\n", encoding="utf-8")
    parsed = []
    real = history_line.parse_value

    def counted(text, start):
        parsed.append(start)
        return real(text, start)

    monkeypatch.setattr(history_line, "parse_value", counted)
    [entry] = history.read().entries
    assert parsed == [] and entry.duplicate is not None
