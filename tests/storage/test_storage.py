"""Saves, autosave, history and settings on disk (pure Python, no Qt).

Every test points FIVESUP_QT_HOME at its own tmp_path.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import REPO
from helpers.guards import HANG_S, line_from
from helpers.homes import bad_files
from helpers.random_play import play

from fivesup_qt import paths
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import MAX_RECORD_BYTES, record_of
from fivesup_qt.storage import (
    ABANDONED,
    WON,
    Autosave,
    History,
    Settings,
    SettingsStore,
    StorageError,
    backup_of,
    entry_from_match,
    filter_entries,
    read_record,
    settings_from_json,
    win_shares,
    write_record,
)

ROOT = REPO


def finished(seed: int = 3, variant: str = "five-up", players: int = 2) -> Match:
    match = Match.new(variant, players, seed=seed)
    play(match, 100_000, random.Random(seed))
    assert match.is_over
    return match


# -- paths -----------------------------------------------------------------------
def test_paths_follow_the_environment(home, monkeypatch):
    assert paths.autosave_path() == home / "data" / "autosave.json"
    assert paths.history_path().parent == home / "data"
    assert paths.settings_path() == home / "config" / "settings.json"
    assert paths.bad_files_dir() == home / "data" / "bad-files"
    monkeypatch.delenv(paths.HOME_ENV)
    assert "fivesup-qt" in str(paths.data_dir())
    assert "fivesup-qt" in str(paths.config_dir())


# -- autosave and resume ------------------------------------------------------------
@pytest.mark.parametrize("variant,players,moves", [("five-up", 2, 7), ("exact-61", 3, 40),
                                                    ("five-up", 4, 90), ("exact-61", 2, 0)])
def test_autosave_resumes_identically(variant, players, moves):
    match = play(Match.new(variant, players, seed=11), moves)
    auto = Autosave()
    auto.save(record_of(match, names=["A", "B", "C", "D"][:players], started="2024-01-01T10:00"))
    found = auto.load()
    assert not found.problems
    assert found.loaded.match.state() == match.state()
    assert found.loaded.data["names"][0] == "A"
    assert found.loaded.match.rounds[-1].stock == match.rounds[-1].stock


def test_every_save_keeps_the_previous_version():
    auto = Autosave()
    m = Match.new("five-up", 2, seed=5)
    auto.save(record_of(m))
    first = auto.path.read_bytes()
    play(m, 3)
    auto.save(record_of(m))
    assert backup_of(auto.path).read_bytes() == first
    assert auto.path.read_bytes() != first


def test_retired_autosave_is_not_offered():
    auto = Autosave()
    m = finished()
    auto.save(record_of(m))
    auto.retire(record_of(m, result={"winner": m.winner}))
    assert not auto.path.exists()
    found = auto.load()
    assert found.loaded is None and not found.problems


# -- bad files ----------------------------------------------------------------------
def _autosave_case(auto: Autosave, content: bytes) -> tuple[StorageError, Path]:
    auto.path.parent.mkdir(parents=True, exist_ok=True)
    auto.path.write_bytes(content)
    found = auto.load()
    assert found.loaded is None
    [problem] = found.problems
    assert str(auto.path) in str(problem)  # names the file
    assert problem.kept is not None and problem.kept.read_bytes() == content  # kept aside
    assert problem.kept.parent == paths.bad_files_dir()
    assert not auto.path.exists()
    return problem, problem.kept


GOOD = json.dumps(record_of(Match.new("five-up", 2, seed=2)))


@pytest.mark.parametrize("content,expected", [
    (b'{"format": "fivesup-match/1", "variant": "five-up", "players": 2, "rou', "not valid JSON"),
    (b"", "not valid JSON"),
    (b"\xff\xfe garbage", "UTF-8"),
    (b"[1, 2, 3]", "must be a JSON object"),
    (GOOD.replace('"players": 2', '"players": "2"').encode(), "players must be an integer"),
    (GOOD.replace('"fivesup-match/1"', '"fivesup-match/9"').encode(), "unknown format"),
    (b"[" * 100_000 + b"]" * 100_000, "not valid JSON"),
])
def test_corrupt_autosave_is_put_aside(content, expected):
    problem, _ = _autosave_case(Autosave(), content)
    assert expected in problem.problem


def test_rule_breaking_record_uses_record_error_text():
    m = play(Match.new("five-up", 2, seed=4), 4)
    data = record_of(m)
    moves = data["rounds"][0]["moves"]
    moves[1] = moves[1].split("@")[0] + "@6|6/low"  # a point that is not on the table
    problem, _ = _autosave_case(Autosave(), json.dumps(data).encode())
    assert problem.problem.startswith("round 1, move 2 (")


def test_record_after_the_end_of_match_is_rejected():
    m = finished()
    data = record_of(m)
    data["rounds"].append(dict(data["rounds"][-1]))
    problem, _ = _autosave_case(Autosave(), json.dumps(data).encode())
    assert "no round may follow" in problem.problem


def test_huge_file_is_refused_unread(monkeypatch):
    auto = Autosave()
    auto.path.parent.mkdir(parents=True)
    with open(auto.path, "wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)  # sparse: cheap to make
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    found = auto.load()
    assert not reads  # refused from its size, not read
    [problem] = found.problems
    assert "at most" in problem.problem and str(auto.path) in str(problem)
    assert problem.kept.stat().st_size == MAX_RECORD_BYTES + 1


def test_bad_autosave_falls_back_to_the_previous_version():
    auto = Autosave()
    m = play(Match.new("five-up", 2, seed=9), 3)
    auto.save(record_of(m))
    play(m, 2)
    auto.save(record_of(m))
    auto.path.write_bytes(b"{ broken")
    found = auto.load()
    assert found.from_backup and len(found.problems) == 1
    assert found.loaded.match.state() != m.state()  # the previous version: 2 moves earlier
    assert bad_files()[0].read_bytes() == b"{ broken"


def test_unreadable_file_is_reported_and_moved_whole(monkeypatch):
    """Item 6: a file the game could not read is moved aside by a rename (the very
    same file, byte for byte), never copied, replaced or lost."""
    auto = Autosave()
    write_record(auto.path, record_of(Match.new("five-up", 2, seed=1)))
    before = auto.path.read_bytes()
    inode = auto.path.stat().st_ino
    real_open = os.open

    def deny(path, flags, *args, **kw):
        if Path(path) == auto.path:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", deny)
    found = auto.load()
    [problem] = found.problems
    assert "permission denied" in str(problem) and str(auto.path) in str(problem)
    [kept] = bad_files()
    assert problem.kept == kept and kept.stat().st_ino == inode
    assert not auto.path.exists() and auto.blocked is None  # the game may autosave again
    monkeypatch.setattr(os, "open", real_open)
    assert kept.read_bytes() == before


def test_full_disk_keeps_the_old_file(monkeypatch):
    auto = Autosave()
    m = Match.new("five-up", 2, seed=1)
    auto.save(record_of(m))
    before = auto.path.read_bytes()
    play(m, 5)

    real_fdopen = os.fdopen

    class FullDisk:  # writes half of the data, then the disk is full
        def __init__(self, *args, **kw):
            self.file = real_fdopen(*args, **kw)

        def write(self, data):
            self.file.write(data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.file.close()

    monkeypatch.setattr(os, "fdopen", FullDisk)
    with pytest.raises(StorageError) as info:
        auto.save(record_of(m))
    monkeypatch.undo()
    assert "the disk is full" in str(info.value) and str(auto.path) in str(info.value)
    assert auto.path.read_bytes() == before
    assert [p.name for p in auto.path.parent.iterdir() if p.name.endswith(".tmp")] == []


def _mount_tmpfs(folder: Path, size: str) -> bool:
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    folder.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                            capture_output=True)
    return result.returncode == 0


def test_full_disk_on_a_real_tiny_tmpfs(home):
    folder = home / "data"
    if not _mount_tmpfs(folder, "64k"):
        pytest.skip("needs root to mount a tmpfs")
    try:
        auto = Autosave()
        small = Match.new("five-up", 2, seed=1)
        auto.save(record_of(small))
        before = auto.path.read_bytes()
        big = record_of(small, app="x" * 100_000)  # does not fit in 64 KiB
        with pytest.raises(StorageError) as info:
            auto.save(big)
        assert "the disk is full" in str(info.value)
        assert auto.path.read_bytes() == before
        assert auto.load().loaded.match.state() == small.state()
    finally:
        subprocess.run(["umount", str(folder)], check=True)


@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no read-only folders (chmod, mount)")
def test_read_only_folder(home):
    auto = Autosave()
    m = Match.new("five-up", 2, seed=1)
    auto.save(record_of(m))
    before = auto.path.read_bytes()
    folder = auto.path.parent
    if os.geteuid() == 0:
        if subprocess.run(["mount", "--bind", str(folder), str(folder)]).returncode:
            pytest.skip("cannot bind-mount")
        subprocess.run(["mount", "-o", "remount,ro,bind", str(folder)], check=True)
        undo = ["umount", str(folder)]
    else:
        folder.chmod(0o555)
        undo = None
    try:
        with pytest.raises(StorageError) as info:
            auto.save(record_of(play(m, 3)))
        assert str(auto.path) in str(info.value)
        assert "read-only" in str(info.value) or "permission denied" in str(info.value)
        assert auto.path.read_bytes() == before
        # a bad file that cannot be moved out of a read-only folder is copied aside
        found = auto.load()
        assert found.loaded is not None
    finally:
        if undo:
            subprocess.run(undo, check=True)
        else:
            folder.chmod(0o755)


def test_stale_temporary_files_are_cleaned(home):
    auto = Autosave()
    auto.save(record_of(Match.new("five-up", 2, seed=1)))
    stale = auto.path.with_name(f".{auto.path.name}.abc123.tmp")
    stale.write_bytes(b"half a record")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert auto.load().loaded is not None
    assert not stale.exists()


# -- the kill test -----------------------------------------------------------------------
WRITER = r"""
import json, sys
from fivesup_qt.storage import write_record
path, a, b = sys.argv[1], json.load(open(sys.argv[2])), json.load(open(sys.argv[3]))
write_record(path, a)
print("ready", flush=True)
n = 0
while True:
    n += 1
    write_record(path, b if n % 2 else a)
"""


def test_writer_killed_at_random_moments_loses_nothing(tmp_path):
    def big(seed: int) -> dict:
        m = play(Match.new("exact-61", 4, seed=seed), 60, random.Random(seed))
        return record_of(m, app="fivesup-qt test " + "x" * 1_500_000, started=str(seed))

    a, b = big(1), big(2)
    (tmp_path / "a.json").write_text(json.dumps(a))
    (tmp_path / "b.json").write_text(json.dumps(b))
    target = tmp_path / "out" / "autosave.json"
    rng = random.Random(1234)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    seen = set()
    for _ in range(12):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target), str(tmp_path / "a.json"),
                                 str(tmp_path / "b.json")], stdout=subprocess.PIPE, env=env)
        assert line_from(proc, 'the writer\'s "ready" (its first record written)') == b"ready"
        time.sleep(rng.uniform(0, 0.15))  # a random kill moment, not a wait: any must do
        proc.kill()  # SIGKILL; TerminateProcess on Windows
        proc.wait()
        proc.stdout.close()
        for path in (target, backup_of(target)):
            loaded = read_record(path)  # always a valid record...
            assert loaded.data in (a, b)  # ...the old one or the new one, whole
        seen.add(read_record(target).data["started"])
    assert seen  # both were seen in most runs; at least one always
    leftovers = [p for p in target.parent.iterdir() if p.name.endswith(".tmp")]
    for p in leftovers:  # a killed writer may leave its temporary file: cleaned later
        os.utime(p, (0, 0))
    Autosave(target).load()
    assert not [p for p in target.parent.iterdir() if p.name.endswith(".tmp")]


# -- history ---------------------------------------------------------------------------
SEATS2 = [{"type": "human"}, {"type": "bot", "level": "greedy"}]


def _entry(match: Match, names=("Ann", "Bot"), seats=SEATS2):
    return entry_from_match(match, record_of(match, names=list(names)), names=list(names),
                            seats=seats)


def test_history_append_filter_reopen():
    history = History()
    won = finished(3)
    abandoned = play(Match.new("exact-61", 3, seed=8), 30)
    e1 = _entry(won)
    e2 = _entry(abandoned, ("Zoe", "B1", "B2"),
                [{"type": "human"}, {"type": "bot", "level": "random"}, {"type": "bot", "level": "random"}])
    assert history.append(e1) == []
    assert history.append(e2) == []
    entries = history.read().entries
    assert [e.id for e in entries] == [e1.id, e2.id]
    first = entries[0]
    assert first.result == WON and first.winner == won.winner and first.scores == won.scores
    assert first.round_scores[-1] == won.scores and len(first.round_scores) == len(won.rounds)
    assert sum(sum(r) for r in first.points_per_round()) == sum(won.scores)
    second = entries[1]
    assert second.result == ABANDONED and second.winner is None and second.scores == abandoned.scores
    assert filter_entries(entries, variant="exact-61") == [second]
    assert filter_entries(entries, players=2) == [first]
    assert filter_entries(entries, result=ABANDONED) == [second]
    assert filter_entries(entries, name="zo") == [second]
    assert filter_entries(entries, variant="five-up", result=ABANDONED) == []
    you = "you-won" if won.winner == 0 else "you-lost"
    assert filter_entries(entries, result=you) == [first]
    # reopen: the stored record replays to the same match
    from fivesup_qt.storage import parse_record

    assert first.record is None  # read as a summary: the record is read when opened
    assert parse_record(history.record_of(first)).match.state() == won.state()
    assert parse_record(history.record_of(second)).match.state() == abandoned.state()
    shares = win_shares(entries)
    assert [(s.variant, s.level, s.games) for s in shares] == [("five-up", "greedy", 1)]
    assert shares[0].wins == (won.winner == 0)
    first_line = history.path.read_bytes().splitlines(keepends=True)[0]
    history.append(_entry(finished(5)))  # an append never rewrites the lines before it
    assert history.path.read_bytes().startswith(first_line)


def test_history_bad_lines_are_skipped_and_kept_aside():
    history = History()
    e1 = _entry(finished(3))
    history.append(e1)
    good = history.path.read_text()
    broken = good + '{"date": 5}\nnot json at all\n'
    history.path.write_text(broken)
    read = history.read()
    assert [e.id for e in read.entries] == [e1.id]
    [problem] = read.problems
    assert "2 bad entries" in problem.problem and str(history.path) in str(problem)
    assert "line 2" in problem.problem and "line 3" in problem.problem
    assert problem.kept.read_text() == broken  # the original, whole
    assert history.path.read_text() == good  # repaired
    history.append(_entry(finished(4)))
    assert len(history.read().entries) == 2


def test_history_that_cannot_be_read_is_never_rewritten(monkeypatch):
    """It is moved whole (a rename) before the new match starts a new history; when it
    cannot even be moved, nothing is written and the append fails."""
    history = History()
    history.append(_entry(finished(3)))
    before = history.path.read_bytes()
    real_open = os.open

    def deny(path, flags, *args, **kw):
        if Path(path) == history.path and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", deny)
    assert not history.read().readable
    real_rename = os.rename
    monkeypatch.setattr(os, "rename", lambda *a: (_ for _ in ()).throw(OSError(errno.EXDEV, "x")))
    with pytest.raises(StorageError) as info:
        history.append(_entry(finished(4)))
    assert str(history.path) in str(info.value) and "not added" in str(info.value)
    assert history.path.read_bytes() == before
    monkeypatch.setattr(os, "rename", real_rename)
    late = _entry(finished(4))
    [problem] = history.append(late)
    monkeypatch.undo()
    assert "permission denied" in problem.problem and problem.kept.read_bytes() == before
    assert [e.id for e in history.read().entries] == [late.id]


def test_history_not_utf8_moved_aside():
    history = History()
    history.path.parent.mkdir(parents=True)
    history.path.write_bytes(b"\xff\xfe\x00")
    read = history.read()
    assert read.entries == [] and "UTF-8" in read.problems[0].problem
    assert read.problems[0].kept.read_bytes() == b"\xff\xfe\x00"
    history.append(_entry(finished(3)))
    assert len(history.read().entries) == 1


# -- settings ---------------------------------------------------------------------------
def test_settings_round_trip():
    store = SettingsStore()
    assert store.load().settings == Settings()  # no file: defaults, no message
    s = Settings(names=["Ann", "", "Bea", "Cy"], variant="exact-61", players=4,
                 bot_levels=["random", "hard", "medium"], teaching=True, language="ar",
                 animation_speed="slow", palette="dark", auto_draw=False)
    store.save(s)
    read = store.load()
    assert read.settings == s and read.problems == []


def test_settings_read_a_former_speed_multiplier_as_the_nearest_speed():
    """'animation_speed' was a multiplier (0.25 slow .. 4 fast); older files still load."""
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    for multiplier, speed in ((0.25, "slow"), (0.5, "slow"), (1, "normal"), (1.25, "normal"),
                              (2.5, "fast"), (4.0, "fast")):
        store.path.write_text(json.dumps({"animation_speed": multiplier}))
        read = store.load()
        assert read.settings.animation_speed == speed and read.problems == [], multiplier
    assert Settings().animation_speed == "normal" and Settings().auto_draw is True


def test_settings_keep_a_former_level_as_its_successor():
    """'greedy' was offered once; an older settings file still loads, as Medium."""
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"bot_levels": ["greedy", "hard", "random"]}))
    read = store.load()
    assert read.settings.bot_levels == ["medium", "hard", "random"] and read.problems == []


def test_settings_unknown_keys_ignored_and_wrong_types_defaulted():
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    original = json.dumps({"players": "3", "variant": "exact-61", "teaching": 1,
                           "animation_speed": 9, "palette": "dark", "colour": "mauve",
                           "names": ["Ann", 7]})
    store.path.write_text(original)
    read = store.load()
    s = read.settings
    assert (s.players, s.variant, s.teaching, s.animation_speed, s.palette) == (
        2, "exact-61", True, "normal", "dark")  # the defaults: teaching on for a new player
    assert s.names == Settings().names
    [problem] = read.problems
    for key in ("'players'", "'teaching'", "'animation_speed'", "'names'"):
        assert key in problem.problem
    assert "colour" not in problem.problem
    assert str(store.path) in str(problem)
    assert problem.kept.read_text() == original  # the original is kept aside...
    again = store.load()  # ...and the repaired settings were saved: no second message
    assert again.problems == [] and again.settings == s


@pytest.mark.parametrize("content", [b"{not json", b"[]", b"\xff", b"x" * 300_000])
def test_settings_unusable_file_moved_aside(content):
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(content)
    read = store.load()
    assert read.settings == Settings()
    [problem] = read.problems
    assert str(store.path) in str(problem)
    assert problem.kept.read_bytes() == content and not store.path.exists()


def test_settings_save_failure_keeps_old(monkeypatch):
    store = SettingsStore()
    store.save(Settings(players=3))
    before = store.path.read_bytes()
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.EIO, "I/O")))
    with contextlib.suppress(StorageError), pytest.raises(StorageError):
        store.save(Settings(players=4))
    monkeypatch.undo()
    assert store.path.read_bytes() == before


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_atomic_write_keeps_the_file_mode(tmp_path):
    from fivesup_qt.atomic import write_atomic

    target = tmp_path / "f.json"
    write_atomic(target, b"1")
    umask = os.umask(0o022)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask  # not mkstemp's 0600
    target.chmod(0o640)
    write_atomic(target, b"2", keep_previous=True)
    assert target.stat().st_mode & 0o777 == 0o640 and target.read_bytes() == b"2"


def test_storage_and_paths_import_no_qt():
    code = ("import sys, fivesup_qt.paths, fivesup_qt.storage\n"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph')]\n"
            "assert not bad, bad\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                            timeout=HANG_S)
    assert result.returncode == 0, result.stderr


def test_expert_is_a_level_and_may_give_hints():
    settings, messages = settings_from_json({"bot_levels": ["expert", "hard"], "hint_level": "expert"})
    assert messages == []
    assert settings.bot_levels[:2] == ["expert", "hard"] and settings.hint_level == "expert"
    settings, messages = settings_from_json({"hint_level": "medium"})
    assert settings.hint_level == "hard"
    assert len(messages) == 1 and "'hint_level'" in messages[0] and "hard, expert" in messages[0]


def test_no_test_reaches_the_players_own_folders(monkeypatch, home):
    """A test's monkeypatch.undo() takes back its own changes only: the game's folders
    stay the test's, and never become the player's real ones (they did: a test then
    read the autosave of a game played on the machine and failed)."""
    monkeypatch.setenv("FIVESUP_QT_SOMETHING", "x")
    monkeypatch.undo()
    assert paths.autosave_path() == home / "data" / "autosave.json"
    monkeypatch.delenv(paths.HOME_ENV)
    monkeypatch.undo()
    assert paths.autosave_path().is_relative_to(home)
