"""Issue 10, hostile and damaged files: one regression test (or more) per item found,
on the storage and command-line side.  The interface's side (start-up with damaged
files, Game > Open, the History window's charts, rich text) is in
tests/ui/saving/test_hostile_start.py.

Item -> tests here:
 1 huge integers          test_item1_*
 2 special files          test_item2_*
 3 one-line errors        test_item3_*
 4 encodings              test_item4_*
 5 a bad byte in history  test_item5_*
 6 unreadable autosave    test_item6_*
 7 entries that crashed   test_item7_*
 8 kill before history    test_item8_*
10 history size           test_item10_*  (speed: ``fivesup-qt bench --history 10000``)
"""

from __future__ import annotations

import contextlib
import errno
import io
import json
import os
import random
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from helpers.guards import HANG_S, line_from
from helpers.homes import SPECIALS, plant
from helpers.random_play import finished, play

from fivesup_qt import paths
from fivesup_qt.commands import cli
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import (
    Autosave,
    History,
    SettingsStore,
    StorageError,
    backup_of,
    entry_from_match,
    read_record,
    reconcile,
    win_shares,
)
from fivesup_qt.storage import history as history_module

ROOT = REPO
pytestmark = pytest.mark.usefixtures("no_hang", "home_folders")
HUGE = "9" * 5000  # over Python's 4,300-digit int conversion limit


SEATS = [{"type": "human"}, {"type": "bot", "level": "greedy"}]


def good_record(seed: int = 4, moves: int = 6) -> dict:
    return record_of(play(Match.new("five-up", 2, seed=seed), moves), names=["Ann", "Bo"],
                     seats=SEATS, started=f"2024-01-0{seed % 9 + 1}T10:00:00+0000")


def replay(path, *options: str) -> tuple[int, str, str]:
    """The ``replay`` command in this process: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.run("replay", [*options, str(path)])
    return code, out.getvalue(), err.getvalue()


def assert_one_error_line(code: int, out: str, err: str) -> str:
    assert code == 2, err
    assert out == ""
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, repr(err)
    return err


def replay_process(path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fivesup_qt", "replay", str(path)],
                          capture_output=True, text=True, timeout=HANG_S, cwd=ROOT)


# -- 1. huge integers ---------------------------------------------------------------------
def test_item1_replay_of_a_huge_integer_is_one_error_line(tmp_path):
    path = tmp_path / "huge.json"
    text = json.dumps(good_record()).replace('"players": 2', f'"players": {HUGE}')
    path.write_text(text)
    err = assert_one_error_line(*replay(path))
    assert "not valid JSON: a number has 5,000 digits" in err
    proc = replay_process(path)  # the real process: no traceback, status 2
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", err)


def test_item1_a_huge_integer_in_the_autosave_is_put_aside():
    auto = Autosave()
    auto.path.write_text(json.dumps(good_record()).replace('"leader": ', f'"leader": {HUGE}0'))
    found = auto.load()
    [problem] = found.problems
    assert found.loaded is None and "a number has" in problem.problem
    assert problem.kept.read_text().count(HUGE) == 1 and not auto.path.exists()
    auto.save(good_record())  # the game goes on saving
    assert read_record(auto.path).record.players == 2


def test_item1_a_huge_integer_in_the_settings_gives_the_defaults():
    from fivesup_qt.ui.words.i18n import saved_settings  # the start-up fast path (no Qt needed)

    store = SettingsStore()
    store.path.write_text('{"players": ' + HUGE + ', "palette": "dark"}')
    assert saved_settings() == {}
    read = store.load()
    [problem] = read.problems
    assert read.settings.players == 2 and "a number has" in problem.problem
    assert problem.kept is not None and not store.path.exists()


def test_item1_a_huge_integer_in_a_history_line_skips_that_line_only():
    history = History()
    history.append(_entry(finished(3)))
    with open(history.path, "a") as handle:
        handle.write('{"date": "x", "players": ' + HUGE + "}\n")
    history.append(_entry(finished(4)))
    read = history.read()
    assert len(read.entries) == 2 and "line 2: not valid JSON: a number has" in read.problems[0].problem


# -- 2. special files ------------------------------------------------------------------------
@pytest.mark.parametrize("kind", SPECIALS)
def test_item2_replay_of_a_special_file_fails_at_once(tmp_path, kind):
    path = tmp_path / "record.json"
    plant(kind, path)
    err = assert_one_error_line(*replay(path))
    assert err.startswith(f"error: cannot read {path}: it is a")


@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
def test_item2_replay_process_on_a_special_file_does_not_hang(tmp_path, kind):
    path = tmp_path / "record.json"
    plant(kind, path)
    proc = replay_process(path)  # a hang would raise TimeoutExpired after 60 s
    assert proc.returncode == 2 and proc.stdout == "" and proc.stderr.count("\n") == 1
    assert "not a regular file" in proc.stderr


@pytest.mark.parametrize("kind", SPECIALS)
def test_item2_special_autosave_is_moved_aside_and_saving_goes_on(kind):
    auto = Autosave()
    plant(kind, auto.path)
    found = auto.load()
    [problem] = found.problems
    assert "not a regular file" in problem.problem or "a folder" in problem.problem
    kept = problem.kept
    assert kept is not None and kept.parent == paths.bad_files_dir()
    if kind == "fifo":
        assert stat.S_ISFIFO(os.lstat(kept).st_mode)  # the very node, moved (not read)
    if kind == "dev-zero":
        assert os.readlink(kept) == "/dev/zero"
    auto.save(good_record())
    assert read_record(auto.path).record.players == 2


@pytest.mark.parametrize("kind", SPECIALS)
def test_item2_special_settings_give_the_defaults(kind):
    from fivesup_qt.ui.words.i18n import saved_settings

    store = SettingsStore()
    plant(kind, store.path)
    assert saved_settings() == {}
    read = store.load()
    [problem] = read.problems
    assert problem.kept is not None and read.settings.players == 2
    store.save(read.settings)


@pytest.mark.parametrize("kind", SPECIALS)
def test_item2_special_history_is_reported_then_moved_aside_for_the_next_match(kind):
    history = History()
    plant(kind, history.path)
    read = history.read(repair=False)
    [problem] = read.problems
    assert read.entries == [] and ("not a regular file" in problem.problem
                                   or "a folder" in problem.problem)
    [moved] = history.append(_entry(finished(3)))
    assert moved.kept is not None and len(history.read().entries) == 1


def test_item2_a_special_file_is_never_copied_when_it_cannot_be_moved(monkeypatch):
    """put_aside falls back to a copy when a rename fails, but only for a regular file:
    a FIFO or /dev/zero would block or never end. Then the autosave stays off."""
    auto = Autosave()
    plant("dev-zero", auto.path)
    monkeypatch.setattr(os, "rename", lambda *a: (_ for _ in ()).throw(OSError(errno.EXDEV, "x")))
    found = auto.load()
    [problem] = found.problems
    assert problem.kept is None and auto.blocked is not None
    with pytest.raises(StorageError, match="not saved automatically"):
        auto.save(good_record())
    assert os.readlink(auto.path) == "/dev/zero"


def test_item2_the_backup_of_a_link_to_dev_zero_is_never_read(monkeypatch):
    """Keeping the previous version links it; the copy fallback never reads a device."""
    from fivesup_qt.atomic import write_atomic

    target = paths.data_dir() / "x.json"
    target.symlink_to("/dev/zero")
    monkeypatch.setattr(os, "link", lambda *a: (_ for _ in ()).throw(OSError(errno.EPERM, "x")))
    with pytest.raises(OSError):
        write_atomic(target, b"{}", keep_previous=True)
    assert os.readlink(target) == "/dev/zero"


# -- 3. one-line errors -------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["0|2\n@2|3/low", "0|2\r\nerror: fake", "\x1b[2J0|2", "0|2\u2028x"])
def test_item3_a_move_text_is_echoed_escaped(tmp_path, text):
    record = good_record()
    record["rounds"][0]["moves"][1] = text
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    err = assert_one_error_line(*replay(path))
    assert err.startswith(f"error: {path}: round 1, move 2 (") and "\x1b" not in err
    assert "\u2028" not in err


def test_item3_a_file_name_is_echoed_escaped(tmp_path):
    for name, make in (("no\nsuch.json", None), ("pipe\n2.json", os.mkfifo)):
        path = tmp_path / name
        if make:
            make(path)
        err = assert_one_error_line(*replay(path))
        assert name.replace("\n", "\\n") in err
    proc = replay_process(tmp_path / "pipe\n2.json")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1


def test_item3_a_long_move_text_is_cut_to_one_short_line(tmp_path):
    record = good_record()
    record["rounds"][0]["moves"][0] = "x" * 100_000
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    err = assert_one_error_line(*replay(path))
    assert len(err) < 1500


# -- 4. encodings ---------------------------------------------------------------------------------
ENCODINGS = {
    "utf-16": lambda t: t.encode("utf-16"), "utf-16-le": lambda t: t.encode("utf-16-le"),
    "utf-16-be": lambda t: t.encode("utf-16-be"), "utf-32": lambda t: t.encode("utf-32"),
    "utf-32-le": lambda t: t.encode("utf-32-le"),
    "lone surrogate bytes": lambda t: t.replace('"Ann"', '"A\udc80"').encode("utf-8", "surrogatepass"),
    "lone surrogate escape": lambda t: t.replace('"Ann"', '"A\\ud800"').encode(),
    "latin-1": lambda t: t.replace('"Ann"', '"Anné"').encode("latin-1"),
}


@pytest.mark.parametrize("encoding", list(ENCODINGS))
def test_item4_replay_and_the_game_reject_the_same_encodings(tmp_path, encoding):
    path = tmp_path / "r.json"
    path.write_bytes(ENCODINGS[encoding](json.dumps(good_record())))
    err = assert_one_error_line(*replay(path))
    with pytest.raises(StorageError) as info:
        read_record(path)
    assert err == f"error: {path}: {info.value.problem}\n"  # one reader, one verdict
    assert "UTF-8" in err or "surrogate" in err


def test_item4_a_utf8_bom_is_ignored_by_both(tmp_path):
    path = tmp_path / "r.json"
    record = good_record()
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(record).encode())
    code, out, err = replay(path, "--json")
    assert (code, err) == (0, "") and json.loads(out)["players"] == 2
    assert read_record(path).data == record


# -- 5. one bad byte in one history line ----------------------------------------------------------------
def _entry(match: Match, names=("Ann", "Bot"), seats=SEATS):
    return entry_from_match(match, record_of(match, names=list(names)), names=list(names),
                            seats=[dict(s) for s in seats])


def test_item5_an_invalid_byte_skips_only_its_line():
    history = History()
    entries = [_entry(finished(seed)) for seed in (3, 4, 5)]
    for entry in entries:
        history.append(entry)
    lines = history.path.read_bytes().splitlines(keepends=True)
    lines[1] = lines[1].replace(b'"Ann"', b'"A\xffnn"', 1)
    damaged = b"".join(lines)
    history.path.write_bytes(damaged)
    read = history.read()
    assert [e.id for e in read.entries] == [entries[0].id, entries[2].id]
    [problem] = read.problems
    assert "1 bad entry skipped (line 2: the file is not UTF-8 text" in problem.problem
    assert problem.kept.read_bytes() == damaged  # the original, whole, kept aside
    assert history.path.exists()  # the history itself stays, repaired
    assert [e.id for e in history.read().entries] == [entries[0].id, entries[2].id]
    assert history.record_of(history.read().entries[1])["rounds"] == entries[2].record["rounds"]


def test_item5_a_torn_last_line_is_skipped_and_the_next_match_starts_a_new_line():
    history = History()
    history.append(_entry(finished(3)))
    whole = history.path.read_bytes()
    with open(history.path, "ab") as handle:
        handle.write(whole[: len(whole) // 2])  # a kill in the middle of an append
    late = _entry(finished(4))
    history.append(late)
    read = history.read(repair=False)
    assert [e.id for e in read.entries][-1] == late.id and len(read.entries) == 2
    assert "line 2" in read.problems[0].problem


# -- 6. an unreadable autosave is never overwritten --------------------------------------------------------
def _deny_reading(monkeypatch, path: Path) -> None:
    """As mode 000 does for a normal user: the file cannot be opened for reading
    (we run as root in CI, where mode 000 is no obstacle)."""
    real_open = os.open

    def deny(name, flags, *args, **kw):
        if Path(name) == path and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(name))
        return real_open(name, flags, *args, **kw)

    monkeypatch.setattr(os, "open", deny)


def test_item6_unreadable_autosave_survives_the_next_matches_saves(monkeypatch):
    auto = Autosave()
    old = good_record(seed=7, moves=9)
    auto.save(old)
    before = auto.path.read_bytes()
    _deny_reading(monkeypatch, auto.path)
    found = auto.load()
    [problem] = found.problems
    assert "permission denied" in problem.problem
    kept = problem.kept  # moved whole: a rename
    for moves in (1, 2, 3):  # the new match autosaves three times
        auto.save(good_record(seed=8, moves=moves))
    monkeypatch.undo()
    assert kept.read_bytes() == before
    assert read_record(kept).data == old


def test_item6_unreadable_autosave_that_cannot_be_moved_is_never_replaced(monkeypatch):
    auto = Autosave()
    auto.save(good_record(seed=7, moves=9))
    auto.save(good_record(seed=7, moves=10))
    before, backup = auto.path.read_bytes(), backup_of(auto.path).read_bytes()
    _deny_reading(monkeypatch, auto.path)
    monkeypatch.setattr(os, "rename", lambda *a: (_ for _ in ()).throw(OSError(errno.EACCES, "x")))
    found = auto.load()
    assert found.loaded is None and found.problems[0].kept is None and auto.blocked
    for moves in (1, 2):
        with pytest.raises(StorageError, match="kept as it is"):
            auto.save(good_record(seed=8, moves=moves))
    auto.retire(good_record(seed=8, moves=3))  # nothing of this session to retire
    monkeypatch.undo()
    assert auto.path.read_bytes() == before and backup_of(auto.path).read_bytes() == backup


def test_item6_unreadable_settings_are_never_replaced(monkeypatch):
    store = SettingsStore()
    store.path.write_text('{"players": 3}')
    _deny_reading(monkeypatch, store.path)
    monkeypatch.setattr(os, "rename", lambda *a: (_ for _ in ()).throw(OSError(errno.EACCES, "x")))
    read = store.load()
    assert read.problems[0].kept is None
    with pytest.raises(StorageError, match="not saved"):
        store.save(read.settings)
    monkeypatch.undo()
    assert store.path.read_text() == '{"players": 3}'


NOBODY = r"""
import json, os, sys
from fivesup_qt.storage import Autosave
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import record_of
auto = Autosave()
found = auto.load()
print(json.dumps([str(p) for p in found.problems]))
m = Match.new("five-up", 2, seed=1)
for _ in range(3):
    try:
        auto.save(record_of(m))
    except Exception as error:
        print("save refused:", error)
"""


def _interpreter_for_nobody(env: dict) -> str | None:
    """A Python that the unprivileged user can run with this source tree, if any."""
    import shutil

    for candidate in (sys.executable, shutil.which("python3"), "/usr/bin/python3"):
        try:
            if candidate and subprocess.run([candidate, "-c", "import fivesup_qt.storage.saves"],
                                            env=env, capture_output=True, user=65534, group=65534,
                                            cwd="/", timeout=HANG_S).returncode == 0:
                return candidate
        except OSError:  # not even executable for that user
            continue
    return None


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="needs root to become nobody")
def test_item6_real_mode_000_as_a_normal_user():
    """The real thing: a mode-000 autosave read by an unprivileged user (nobody)."""
    import shutil
    import tempfile

    base = Path(tempfile.mkdtemp())
    try:
        env = dict(os.environ, PYTHONPATH=str(ROOT), FIVESUP_QT_HOME=str(base / "home"))
        python = _interpreter_for_nobody(env)
        if python is None:
            pytest.skip("no interpreter the user nobody may run")
        auto = Autosave(base / "home" / "data" / "autosave.json")
        auto.save(good_record(seed=7, moves=9))
        before = auto.path.read_bytes()
        for folder in (base, base / "home", base / "home" / "data"):
            os.chown(folder, 65534, 65534)
        auto.path.chmod(0)
        proc = subprocess.run([python, "-c", NOBODY], capture_output=True, text=True, env=env,
                              timeout=HANG_S, user=65534, group=65534, cwd=base)
        assert proc.returncode == 0, proc.stderr
        assert "permission denied" in proc.stdout and "refused" not in proc.stdout
        [kept] = sorted((base / "home" / "data" / "bad-files").iterdir())
        assert kept.read_bytes() == before and stat.S_IMODE(kept.stat().st_mode) == 0
        assert Autosave(auto.path).load().loaded.record.players == 2  # the new match's save
    finally:
        shutil.rmtree(base)


# -- 7. entries that crashed the History window ------------------------------------------------------
def _line(**changes) -> str:
    data = _entry(finished(3)).to_json()
    data.update(changes)
    return json.dumps(data, separators=(",", ":"))


@pytest.mark.parametrize("changes,words", [
    ({"seats": [{"type": "bot", "level": "greedy"}, {"type": "bot", "level": "greedy"},
                {"type": "human"}]}, "seats lists 3 seats for 2 players"),
    ({"seats": [{"type": "human"}, {"type": "bot", "level": ["greedy"]}]}, "computer level"),
    ({"seats": [{"type": "human"}, {"type": "robot"}]}, "type must be"),
    ({"names": ["Ann"]}, "names lists 1 names for 2 players"),
    ({"names": ["Ann", 7]}, "names must be"),
    ({"round_scores": [[1, 2], [3]]}, "round_scores must be"),
    ({"round_scores": [[1, True]]}, "round_scores must be"),
    ({"scores": [1, 10**12]}, "scores must be"),
    ({"winner": 5}, "winner must be a scorer"),
    ({"result": "abandoned"}, "abandoned match has no winner"),
    ({"date": ["2024"]}, "date must be"),
    ({"players": 2.0}, "players must be"),
    ({"record": [1]}, "record must be a JSON object"),
    ({"id": "x\ny"}, "id must be"),
])
def test_item7_every_field_of_an_entry_is_checked(changes, words):
    history = History()
    good = _entry(finished(4))
    history.append(good)
    with open(history.path, "a") as handle:
        handle.write(_line(**changes) + "\n")
    read = history.read(repair=False)
    assert [e.id for e in read.entries] == [good.id]
    assert words in read.problems[0].problem
    win_shares(read.entries)  # the charts' data from what was kept


def test_item7_derived_values_never_raise_on_odd_seats():
    entry = _entry(finished(3))
    entry.seats = [{"type": "bot", "level": "medium"}, {"type": "bot", "level": "medium"},
                   {"type": "human"}]  # a seat beyond the players, built in memory
    assert entry.human_scorer() is None and entry.opponent_level() is None


# -- 8. a kill between the last autosave and the history --------------------------------------------------
def _finished_autosave(seed: int = 3) -> tuple[Autosave, Match, dict]:
    match = finished(seed)
    data = record_of(match, names=["Ann", "Bo"], seats=SEATS, started="2024-02-02T10:00:00+0000")
    auto = Autosave()
    auto.save(data)  # the final autosave; then the process was killed
    return auto, match, data


def test_item8_a_finished_autosave_missing_from_the_history_is_added_once():
    auto, match, _ = _finished_autosave()
    history = History()
    loaded = auto.load().loaded
    assert loaded.finished
    done = reconcile(auto, history, loaded, names=["Ann", "Bo"], seats=SEATS)
    assert done.added and done.retired and not done.problems
    [entry] = history.read().entries
    assert entry.scores == match.scores and entry.winner == match.winner
    assert entry.started == "2024-02-02T10:00:00+0000" and entry.names == ["Ann", "Bo"]
    assert history.record_of(entry)["result"] == {"winner": match.winner, "scores": match.scores}
    assert not auto.path.exists() and auto.load().loaded is None  # nothing left to offer


def test_item8_reconcile_is_idempotent_after_a_kill_between_append_and_retire():
    auto, _, _ = _finished_autosave()
    history = History()
    first = reconcile(auto, history, auto.load().loaded, names=["Ann", "Bo"], seats=SEATS)
    assert first.added
    auto.save(history.record_of(history.read().entries[0]))  # as if retire had not run
    again = reconcile(auto, history, auto.load().loaded, names=["Ann", "Bo"], seats=SEATS)
    assert not again.added and again.retired
    assert len(history.read().entries) == 1


def test_item8_an_abandoned_match_already_recorded_is_not_offered_again():
    match = play(Match.new("five-up", 2, seed=5), 7)
    data = record_of(match, names=["Ann", "Bo"], seats=SEATS, started="2024-03-03T10:00:00+0000")
    history = History()
    history.append(entry_from_match(match, dict(data, result={"abandoned": True}), names=["Ann", "Bo"],
                                    seats=SEATS))
    auto = Autosave()
    auto.save(data)  # killed before the autosave was retired
    done = reconcile(auto, history, auto.load().loaded, names=["Ann", "Bo"], seats=SEATS)
    assert done.retired and not done.added and len(history.read().entries) == 1


def test_item8_an_unfinished_match_not_in_the_history_is_left_to_resume():
    auto = Autosave()
    auto.save(good_record())
    done = reconcile(auto, History(), auto.load().loaded, names=["Ann", "Bo"], seats=SEATS)
    assert not done.added and not done.retired and auto.path.exists()


def test_item8_when_the_history_cannot_be_written_the_autosave_is_kept(monkeypatch):
    auto, _, _ = _finished_autosave()
    history = History()
    monkeypatch.setattr(history_module, "append_line",
                        lambda *a: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
    done = reconcile(auto, history, auto.load().loaded, names=["Ann", "Bo"], seats=SEATS)
    assert not done.added and not done.retired and "the disk is full" in str(done.problems[0])
    assert auto.path.exists()  # the next start tries again
    monkeypatch.undo()
    assert reconcile(auto, history, auto.load().loaded, names=["Ann", "Bo"], seats=SEATS).added


def test_item8_a_failed_append_leaves_the_history_as_it_was(monkeypatch):
    history = History()
    history.append(_entry(finished(3)))
    before = history.path.read_bytes()
    real_write = os.write

    def half(fd, data):  # half the line, then the disk is full
        if len(data) > 100:
            real_write(fd, bytes(data[: len(data) // 2]))
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", half)
    with pytest.raises(StorageError, match="the disk is full"):
        history.append(_entry(finished(4)))
    monkeypatch.undo()
    assert history.path.read_bytes() == before


KILLED = r"""
import json, sys
from fivesup_qt.storage import Autosave, History, entry_from_match, parse_record
data = json.load(open(sys.argv[1]))
loaded = parse_record(data)
auto, history = Autosave(), History()
auto.save(data)
print("saved", flush=True)
entry = entry_from_match(loaded.match, dict(data, result={"winner": loaded.match.winner}),
                         names=data["names"], seats=data["seats"], started=data["started"])
history.append(entry)
auto.retire(dict(data, result={"winner": loaded.match.winner}))
print("done", flush=True)
"""


def test_item8_killed_at_any_moment_the_match_reaches_the_history_once(tmp_path, home):
    """A real process ends a match (final autosave, history append, retire) and is
    killed at random moments; each next start (reconcile) leaves exactly one entry."""
    import signal
    import time

    _, match, data = _finished_autosave()
    Autosave().path.unlink()
    source = tmp_path / "final.json"
    source.write_text(json.dumps(data))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    rng = random.Random(5)
    for run in range(6):
        for name in (paths.history_path(), paths.autosave_path(), backup_of(paths.autosave_path())):
            with contextlib.suppress(FileNotFoundError):
                name.unlink()
        proc = subprocess.Popen([sys.executable, "-c", KILLED, str(source)], env=env,
                                stdout=subprocess.PIPE)
        assert line_from(proc, 'the child\'s "saved" (its final autosave written)') == b"saved"
        # a kill at a random moment of what follows (the history append, the retire): a
        # randomized moment, not a wait; whichever it hits, the assertions below must hold
        time.sleep(rng.uniform(0, 0.02) if run else 0)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        auto, history = Autosave(), History()
        loaded = auto.load().loaded
        if loaded is not None:
            reconcile(auto, history, loaded, names=data["names"], seats=data["seats"])
        entries = history.read().entries
        assert len(entries) == 1 and entries[0].scores == match.scores
        assert auto.load().loaded is None


# -- 10. the history is streamed and bounded ----------------------------------------------------------------
def test_item10_entries_keep_no_record_in_memory():
    history = History()
    for seed in (3, 4):
        history.append(_entry(finished(seed)))
    entries = history.read().entries
    assert all(e.record is None and e.location is not None for e in entries)


def test_item10_a_history_over_the_window_shows_its_newest_matches(monkeypatch):
    history = History()
    entries = [_entry(finished(seed)) for seed in (3, 4, 5, 6)]
    for entry in entries:
        history.append(entry)
    before = history.path.read_bytes()
    lines = before.splitlines(keepends=True)
    monkeypatch.setattr(history_module, "MAX_HISTORY_BYTES", len(lines[-1]) + len(lines[-2]) + 5)
    read = history.read()
    assert [e.id for e in read.entries] == [entries[2].id, entries[3].id]
    assert read.unread_bytes > 0 and not read.problems
    assert history.path.read_bytes() == before  # never moved aside for its size
    assert history.record_of(read.entries[0])["rounds"] == entries[2].record["rounds"]


def test_item10_a_line_over_the_cap_is_skipped_unread(monkeypatch):
    history = History()
    match = finished(3)
    history.append(_entry(match))
    history.append(_entry(match, names=("x" * 190, "Bo")))
    history.append(_entry(match))
    monkeypatch.setattr(history_module, "MAX_LINE_BYTES", len(history.path.read_bytes()
                                                              .splitlines()[0]) + 100)
    read = history.read(repair=False)
    assert len(read.entries) == 2 and "line 2: longer than" in read.problems[0].problem


def test_item10_at_most_max_kept_entries_are_held(monkeypatch):
    history = History()
    entries = [_entry(finished(seed)) for seed in (3, 4, 5)]
    for entry in entries:
        history.append(entry)
    monkeypatch.setattr(history_module, "MAX_KEPT", 2)
    read = history.read()
    assert [e.id for e in read.entries] == [entries[1].id, entries[2].id] and read.not_kept == 1


def test_item10_lines_written_by_the_previous_version_are_read_and_reopened():
    """Before this change the record came before ``started`` and ``id``: those lines
    are split without parsing the record too."""
    history = History()
    entry = _entry(finished(3))
    old = entry.to_json()
    old = {k: old[k] for k in ("date", "variant", "players", "names", "seats", "result", "winner",
                               "scores", "round_scores", "record", "started", "id")}
    history.path.write_text(json.dumps(old, ensure_ascii=False, separators=(",", ":")) + "\n"
                            + json.dumps(old, indent=1).replace("\n", "") + "\n")
    read = history.read()
    assert [e.id for e in read.entries] == [entry.id, entry.id] and not read.problems
    assert history.record_of(read.entries[0]) == history.record_of(read.entries[1]) == entry.record


def test_item2_a_dangling_link_as_the_history_is_moved_aside_not_followed(tmp_path):
    history = History()
    target = tmp_path / "elsewhere" / "created.jsonl"
    target.parent.mkdir()
    history.path.symlink_to(target)
    [problem] = history.append(_entry(finished(3)))
    assert "link to a file that does not exist" in problem.problem and problem.kept is not None
    assert not target.exists() and len(history.read().entries) == 1
