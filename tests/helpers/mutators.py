"""The fuzzer: hypothesis strategies that damage valid files, and the contract every
damaged file must meet.  Used by tests/storage/test_fuzz.py (seeded, a few seconds) and by
``python tests/bench/fuzz.py --examples N`` (as long as wanted).

A mutation works on a valid JSON document (a record from ``fivesup-qt simulate
--records``, a settings file, a history line) at two levels:

* the value: a random node gets a value of the wrong type, an empty or huge one, a
  number too long for Python, text with control characters or markup, a deep nest;
  a key goes or an unknown one comes; a list is cut, doubled or shuffled;
* the bytes: cut anywhere, bytes flipped, inserted or removed, the text re-encoded
  as UTF-16/32 (with or without a byte-order mark), BOMs, lone surrogates, NULs.

The contract (``check_*``): ``replay`` exits 0 with a report, or 2 with exactly one
``error:`` line and nothing on stdout, never a traceback or a hang; the game's
loaders return or raise ``StorageError`` only; one bad history line loses only
itself; whatever was read can be shown (derived values, charts' data) without error.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from helpers.guards import deadline

RAW = "\u0000RAW\u0000"  # stands for a raw JSON token spliced into the text
RAW_TOKENS = [
    "9" * 5000, "-" + "1" * 4400, "1" * 41, "1e999", "-1e400", "NaN", "Infinity", "-Infinity",
    "1." + "0" * 1000, "[" * 70 + "]" * 70, "[" * 3000 + "]" * 3000,
    '{"a":' * 80 + "1" + "}" * 80, '"\\ud800"', '"\\udfff\\ud800"', '"a\\u0000b"', "1.0", "-0",
    "true", "null", "{}", "[]",
]
TEXTS = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["", " ", "\n", "a\nb", "\r\n", "\x1b[2J", "\u2028", "\u202e", "\ufeff",
                     '<img src="file:///dev/zero">', "&amp;", "0|2\n@2|3/low", "x" * 5000,
                     "🂡", "\t", "\x00", "1|4@", "@", "|", "6|6@6|6/low"]),
)
VALUES = st.one_of(
    st.sampled_from([None, True, False, 0, 1, -1, 2, 3, 4, 5, 28, 305, 2**31, 2**63, -2**63,
                     10**40, 1.5, -0.0, 1e308, 2.0, [], {}, [[]], [None]]),
    st.integers(), st.floats(allow_nan=False, allow_infinity=False), TEXTS,
    st.lists(st.one_of(st.integers(-5, 40), TEXTS), max_size=6),
    st.dictionaries(TEXTS, st.integers(-5, 5), max_size=3),
    st.just(RAW),
)


def _nodes(doc: Any, path: tuple = ()) -> list[tuple]:
    """Every path to a value in ``doc`` (the root included)."""
    out = [path]
    if isinstance(doc, dict):
        for key, value in doc.items():
            out.extend(_nodes(value, (*path, key)))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            out.extend(_nodes(value, (*path, index)))
    return out


def _get(doc: Any, path: tuple) -> Any:
    for step in path:
        doc = doc[step]
    return doc


@st.composite
def mutated_value(draw, doc: Any) -> tuple[Any, list[str]]:
    """``doc`` (a deep copy) with one to three changes; the raw tokens to splice in."""
    doc = json.loads(json.dumps(doc))
    raws: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        paths = _nodes(doc)
        path = draw(st.sampled_from(paths))
        kind = draw(st.sampled_from(["replace", "replace", "delete", "add", "list"]))
        value = copy.deepcopy(draw(VALUES))  # never a shared (sampled) list
        if value == RAW:
            raws.append(draw(st.sampled_from(RAW_TOKENS)))
        if not path:
            if kind == "replace":
                doc = value
            continue
        parent, last = _get(doc, path[:-1]), path[-1]
        target = parent[last]
        if kind == "replace":
            parent[last] = value
        elif kind == "delete":
            del parent[last]
        elif kind == "add" and isinstance(target, dict):
            target[draw(TEXTS)] = value
        elif kind == "list" and isinstance(target, list):
            how = draw(st.sampled_from(["cut", "double", "shuffle", "empty", "append"]))
            if how == "cut" and target:
                del target[draw(st.integers(0, len(target) - 1)):]
            elif how == "double":
                target.extend(target)
            elif how == "shuffle" and len(target) > 1:
                i, j = draw(st.integers(0, len(target) - 1)), draw(st.integers(0, len(target) - 1))
                target[i], target[j] = target[j], target[i]
            elif how == "empty":
                target.clear()
            else:
                target.append(value)
        else:
            parent[last] = value
    return doc, raws


def dump(doc: Any, raws: list[str], compact: bool = False) -> str:
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":") if compact else None)
    placeholder = json.dumps(RAW)
    for token in raws:
        text = text.replace(placeholder, token, 1)
    return text


@st.composite
def mutated_bytes(draw, data: bytes) -> bytes:
    """``data`` damaged at the byte level."""
    kind = draw(st.sampled_from(["truncate", "flip", "insert", "delete", "encode", "bom",
                                 "surrogate", "nul", "garbage", "control"]))
    n = len(data)
    at = draw(st.integers(0, max(n - 1, 0)))
    if kind == "truncate":
        return data[:at]
    if kind == "flip" and n:
        return data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1:]
    if kind == "insert":
        return data[:at] + draw(st.binary(min_size=1, max_size=8)) + data[at:]
    if kind == "delete":
        return data[:at] + data[at + draw(st.integers(1, 16)):]
    if kind == "encode":
        text = data.decode("utf-8", "replace")
        return text.encode(draw(st.sampled_from(["utf-16", "utf-16-le", "utf-16-be", "utf-32",
                                                 "utf-32-be", "utf-8-sig", "latin-1", "cp1252"])),
                           "replace")
    if kind == "bom":
        return draw(st.sampled_from([b"\xef\xbb\xbf", b"\xef\xbb\xbf" * 2, b"\xff\xfe",
                                     b"\xfe\xff"])) + data
    if kind == "surrogate":
        return data[:at] + draw(st.sampled_from([b"\xed\xa0\x80", b"\xed\xbf\xbf"])) + data[at:]
    if kind == "nul":
        return data[:at] + b"\x00" + data[at:]
    if kind == "garbage":
        return data + draw(st.binary(max_size=20))
    return data[:at] + draw(st.sampled_from([b"\n", b"\r", b"\x1b", b"\t", b"\x7f"])) + data[at:]


@st.composite
def damaged(draw, doc: Any, compact: bool = False) -> bytes:
    """A damaged file made from ``doc``: value changes, byte changes, or both."""
    level = draw(st.sampled_from(["value", "value", "bytes", "both"]))
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":") if compact else None)
    raw = data.encode("utf-8")
    if level in ("value", "both"):
        changed, raws = draw(mutated_value(doc))
        raw = dump(changed, raws, compact).encode("utf-8", "surrogatepass")
    if level in ("bytes", "both"):
        raw = draw(mutated_bytes(raw))
    return raw


# -- sources of valid documents ---------------------------------------------------------
def simulated_records(folder: Path) -> list[dict]:
    """Records written by ``fivesup-qt simulate --records`` (both variants, 2-4 players)."""
    from fivesup_qt.commands.simulate import main

    records = []
    for variant, players in (("five-up", 2), ("exact-61", 3), ("five-up", 4)):
        out = folder / f"{variant}-{players}"
        with contextlib.redirect_stdout(io.StringIO()):
            main(["--variant", variant, "--players", str(players), "--matches", "2", "--seed", "7",
                  "--bots", "greedy,random", "--records", str(out)])
        for path in sorted(out.iterdir()):
            record = json.loads(path.read_text())
            record["rounds"] = record["rounds"][:3]  # small and fast to replay
            records.append(record)
    return records


def valid_settings() -> dict:
    return {"names": ["Ann", "", "Bea", "Cy"], "variant": "exact-61", "players": 4,
            "bot_levels": ["random", "hard", "greedy"], "teaching": True, "language": "ar",
            "animation_speed": "fast", "palette": "dark", "auto_draw": False}


def history_lines(records: list[dict]) -> list[str]:
    """Valid history lines (as the game writes them) of the given records."""
    from fivesup_qt.storage import entry_from_match, parse_record

    lines = []
    for n, record in enumerate(records):
        match = parse_record(record).match
        players = record["players"]
        names = ["You", "West", "North", "East"][:players]
        seats = [{"type": "human"}] + [{"type": "bot", "level": "medium"}] * (players - 1)
        entry = entry_from_match(match, dict(record, names=names, seats=seats), names=names,
                                 seats=seats, started=f"2024-01-01T10:00:0{n % 10}+0000",
                                 date=f"2024-01-02T10:00:0{n % 10}+0000")
        entry.id = f"{n:032x}"  # the same lines in every run: hypothesis replays examples
        lines.append(json.dumps(entry.to_json(), ensure_ascii=False, separators=(",", ":")))
    return lines


# -- the contract -----------------------------------------------------------------------
def _replay_once(path: Path, *options: str) -> tuple[int, str, str]:
    from fivesup_qt.commands import cli

    out, err = io.StringIO(), io.StringIO()
    with (deadline(awaited="replay of a damaged record"), contextlib.redirect_stdout(out),
          contextlib.redirect_stderr(err)):
        code = cli.run("replay", [*options, str(path)])
    return code, out.getvalue(), err.getvalue()


def check_replay(path: Path) -> int:
    """``replay`` in this process: its summary and its report (``--json``) (0), or one
    ``error:`` line naming the file (2)."""
    code, out_text, err_text = _replay_once(path)
    if code == 0:
        assert err_text == "" and out_text.endswith("\n"), repr(err_text)
        assert out_text.splitlines()[-1].startswith(("winner: ", "no winner: ")), out_text
        code, out_text, err_text = _replay_once(path, "--json")
        assert code == 0 and err_text == "", (code, err_text)
        assert json.loads(out_text)["format"] in ("fivesup-replay/1", "fivesup-replay/2")
    else:
        assert code == 2, (code, err_text)
        assert out_text == "", out_text
        assert err_text.startswith("error: ") and err_text.count("\n") == 1, repr(err_text)
        assert err_text.endswith("\n") and "Traceback" not in err_text
        assert str(path) in err_text, f"the file is not named: {err_text!r}"
    return code


def check_record_loaders(raw: bytes, home: Path) -> None:
    """The game's loaders on a damaged record: as the autosave and through Open."""
    from fivesup_qt.storage import Autosave, StorageError, read_record

    path = home / "data" / "autosave.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    with deadline(awaited="the loaders on a damaged record"):
        try:
            read_record(path)
        except StorageError as error:
            assert "\n" not in str(error)
        found = Autosave(path).load()
    assert all(isinstance(p, StorageError) for p in found.problems)
    assert found.loaded is not None or found.problems


def check_settings(raw: bytes, home: Path) -> None:
    from fivesup_qt.storage import Settings, SettingsStore, StorageError
    from fivesup_qt.ui.words.i18n import saved_settings

    store = SettingsStore(home / "config" / "settings.json")
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(raw)
    with deadline(awaited="reading damaged settings"):
        assert isinstance(saved_settings(), dict)
        read = store.load()
    assert isinstance(read.settings, Settings)
    assert all(isinstance(p, StorageError) and "\n" not in str(p) for p in read.problems)
    if read.problems and store.blocked is None:
        store.save(read.settings)  # the repaired settings can be written
    again = store.load()
    assert again.settings == read.settings or not store.path.exists() or again.problems == [] \
        or read.settings == Settings()


def check_history(lines: list[str], bad: bytes, at: int, home: Path) -> None:
    """A history of valid lines with one damaged line at ``at``: every valid line is
    read, and what is read can be shown."""
    from fivesup_qt.storage import History, StorageError, filter_entries, win_shares

    history = History(home / "data" / "history.jsonl")
    history.path.parent.mkdir(parents=True, exist_ok=True)
    data = [line.encode("utf-8") + b"\n" for line in lines]
    data.insert(at, bad.replace(b"\n", b" ").replace(b"\r", b" ") + b"\n")
    history.path.write_bytes(b"".join(data))
    wanted = {json.loads(line)["id"] for line in lines}
    with deadline(awaited="reading a damaged history"):
        read = history.read()
        ids = {e.id for e in read.entries}
        assert wanted <= ids, (wanted - ids, read.problems)
        for entry in read.entries:
            for k in range(len(entry.scores)):
                entry.scorer_names(k)
            entry.points_per_round(), entry.human_scorer(), entry.opponent_level()
            with contextlib.suppress(StorageError):
                assert isinstance(history.record_of(entry), dict)
        win_shares(read.entries)
        filter_entries(read.entries, result="you-won", name="a")
        again = history.read()
    assert {e.id for e in again.entries} == ids and not again.problems  # repaired once


@contextlib.contextmanager
def private_home():
    """A fresh FIVESUP_QT_HOME for one example."""
    with tempfile.TemporaryDirectory() as folder:
        old = os.environ.get("FIVESUP_QT_HOME")
        os.environ["FIVESUP_QT_HOME"] = folder
        try:
            yield Path(folder)
        finally:
            if old is None:
                os.environ.pop("FIVESUP_QT_HOME", None)
            else:
                os.environ["FIVESUP_QT_HOME"] = old
