"""Issue 23, hostile input round two, the file-system side: links, the lock, a full disk.
The interface's side (the lock's question at start-up, a match resumed after a full
disk) is in tests/ui/saving/test_hostile_links_ui.py.

Finding -> tests here:
 1 writes follow a link    test_finding1_*  (and the sweep over every writer:
                           test_finding1_sweep_*)
 4 the lock file           test_finding4_*
 5 a full disk duplicates  test_finding5_*
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from helpers.homes import bad_files, someone_elses_file
from helpers.random_play import finished, play

from fivesup_qt import atomic, paths
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import (
    Autosave,
    History,
    Settings,
    SettingsStore,
    StorageError,
    backup_of,
    entry_from_match,
    reconcile,
    write_record,
)
from fivesup_qt.storage import files as files_module

ROOT = REPO
pytestmark = pytest.mark.usefixtures("no_hang", "home_folders")
PRECIOUS = b"root:x:0:0:root:/root:/bin/bash\nsomeone else's file: the game must never grow it\n"
SEATS = [{"type": "human"}, {"type": "bot", "level": "medium"}]
NAMES = ["Ann", "Bo"]


@pytest.fixture
def precious(tmp_path) -> Path:
    """Someone else's file, outside the data folder (a copy of /etc/passwd, say)."""
    return someone_elses_file(tmp_path, "passwd", PRECIOUS)


def record(match: Match, started: str = "2024-05-05T10:00:00+0000", **extra) -> dict:
    return record_of(match, names=NAMES, seats=SEATS, started=started, **extra)


def entry(match: Match, started: str = "2024-05-05T10:00:00+0000", result: dict | None = None):
    data = record(match, started, **({"result": result} if result else {}))
    return entry_from_match(match, data, names=NAMES, seats=SEATS, started=started)


def untouched(path: Path) -> None:
    assert path.read_bytes() == PRECIOUS, "the link's target was written to"


# -- 1. writes follow a link ----------------------------------------------------------------
def test_finding1_a_linked_history_is_never_appended_to_at_the_match_end(precious):
    """Three matches end with history.jsonl a link to a copy of /etc/passwd: the copy
    does not grow; the link goes aside (as a link) and the matches are in a new history."""
    history = History()
    history.path.symlink_to(precious)
    [problem] = history.append(entry(finished(3), "2024-05-05T10:00:00+0000"))
    history.append(entry(finished(4), "2024-05-05T11:00:00+0000"))
    history.append(entry(finished(5), "2024-05-05T12:00:00+0000"))
    untouched(precious)
    assert "symbolic link" in problem.problem and problem.kept is not None
    assert os.readlink(problem.kept) == str(precious)  # the link itself, moved
    assert not history.path.is_symlink() and len(history.read().entries) == 3


def test_finding1_a_linked_history_is_never_appended_to_by_the_start_up_repair(precious):
    match = finished(3)
    auto = Autosave()
    auto.save(record(match))  # a finished match only in its autosave (a kill)
    History().path.symlink_to(precious)
    done = reconcile(auto, History(), auto.load().loaded, names=NAMES, seats=SEATS)
    untouched(precious)
    assert done.added and done.retired
    assert any("symbolic link" in p.problem for p in done.problems)
    assert [e.scores for e in History().read().entries] == [match.scores]


def test_finding1_append_line_itself_refuses_a_link(precious):
    link = paths.data_dir() / "lines.jsonl"
    link.symlink_to(precious)
    with pytest.raises(atomic.NotRegularFile, match="symbolic link"):
        atomic.append_line(link, b"{}\n")
    untouched(precious)


@pytest.mark.parametrize("kind", ["link", "fifo", "folder", "dev-null"])
def test_finding1_open_for_append_takes_a_regular_file_only(tmp_path, precious, kind):
    path = tmp_path / "home" / "data" / "some.log"
    if kind == "link":
        path.symlink_to(precious)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to("/dev/null")
    words = {"link": "symbolic link", "fifo": "FIFO", "folder": "folder", "dev-null": "link"}
    with pytest.raises(atomic.NotRegularFile) as raised:
        atomic.open_for_append(path)
    assert str(path) in str(raised.value) and words[kind] in str(raised.value)
    untouched(precious)
    fd = atomic.open_for_append(tmp_path / "home" / "data" / "new.log")  # a regular file: yes
    os.write(fd, b"x")
    os.close(fd)


def _sweep_history(target: Path) -> str:
    history = History()
    history.path.symlink_to(target)
    problems = history.append(entry(finished(3)))
    assert len(history.read().entries) == 1  # the match is kept, in a new history
    return "; ".join(p.problem for p in problems)


def _sweep_autosave(target: Path) -> str:
    auto = Autosave()
    auto.path.symlink_to(target)
    with pytest.raises(StorageError) as raised:  # a link made while the game runs
        auto.save(record(play(Match.new("five-up", 2, seed=4), 5)))
    assert auto.path.is_symlink()  # refused, not replaced
    found = auto.load()  # the next start: the link goes aside, unread
    assert found.loaded is None and found.problems[0].kept is not None
    assert os.readlink(found.problems[0].kept) == str(target)
    return raised.value.problem + "; " + found.problems[0].problem


def _sweep_autosave_backup(target: Path) -> str:
    """A link in NAME~'s place is never replaced nor written through: it is moved aside
    (the link itself) and the autosave goes on (round three: refusing it stopped every
    later save); the log says so."""
    import logging

    auto = Autosave()
    auto.save(record(play(Match.new("five-up", 2, seed=4), 5)))
    backup_of(auto.path).symlink_to(target)
    said: list[str] = []
    handler = logging.Handler(logging.WARNING)
    handler.emit = lambda r: said.append(r.getMessage())  # type: ignore[method-assign]
    logging.getLogger("fivesup_qt.storage.files").addHandler(handler)
    try:  # keeping the previous version as NAME~
        auto.save(record(play(Match.new("five-up", 2, seed=4), 6)))
    finally:
        logging.getLogger("fivesup_qt.storage.files").removeHandler(handler)
    [kept] = [p for p in bad_files() if p.name.endswith("autosave.json~")]
    assert os.readlink(kept) == str(target) and not backup_of(auto.path).is_symlink()
    backup_of(auto.path).unlink()
    backup_of(auto.path).symlink_to(target)
    auto.retire(record(finished(3)))  # the match ends: NAME~ refused, the autosave goes
    assert not auto.path.exists() and backup_of(auto.path).is_symlink()
    return "; ".join(said)


def _sweep_settings(target: Path) -> str:
    store = SettingsStore()
    store.path.symlink_to(target)
    with pytest.raises(StorageError) as raised:  # Settings > OK with the link there
        store.save(Settings(palette="dark"))
    assert store.path.is_symlink()
    read = store.load()  # the next start: not settings, so moved aside (the link itself)
    assert read.problems[0].kept is not None and os.readlink(read.problems[0].kept) == str(target)
    store.save(Settings(palette="dark"))
    return raised.value.problem


def _sweep_saves(target: Path) -> str:
    chosen = target.parent / "my-match.fivesup.json"  # Save As: the player's chosen name
    chosen.symlink_to(target)
    with pytest.raises(StorageError) as raised:
        write_record(chosen, record(finished(3)))
    assert chosen.is_symlink()
    return raised.value.problem


def _sweep_bad_files(target: Path) -> str:
    folder = target.parent / "someone-elses-folder"
    folder.mkdir()
    paths.bad_files_dir().symlink_to(folder)
    auto = Autosave()
    auto.path.write_text("{not json")
    found = auto.load()
    [problem] = found.problems
    assert os.listdir(folder) == [] and problem.kept is None
    assert auto.path.read_text() == "{not json"  # left in place, and not written over
    with pytest.raises(StorageError):
        auto.save(record(play(Match.new("five-up", 2, seed=4), 5)))
    return problem.problem


def _sweep_lock(target: Path) -> str:
    pytest.importorskip("PySide6.QtCore")
    from fivesup_qt.ui.saving.single import lock_problem

    paths.lock_path().symlink_to(target)
    problem = lock_problem(paths.lock_path())
    assert problem is not None
    return problem


def _sweep_log(target: Path) -> str:
    logs = pytest.importorskip("fivesup_qt.logs")
    import logging

    paths.log_path().symlink_to(target)
    lost: list[str] = []
    handler = logs.SafeRotatingFileHandler if hasattr(logs, "SafeRotatingFileHandler") else None
    if handler is None:
        pytest.skip("no log file handler yet")
    try:
        made = handler(paths.log_path(), on_broken=lost.append)
    except OSError as error:
        return str(error)
    try:
        made.emit(logging.LogRecord("x", logging.WARNING, __file__, 1, "a line", None, None))
    finally:
        made.close()
    return "; ".join(lost)


SWEEP = {"history": _sweep_history, "autosave": _sweep_autosave,
         "autosave-backup": _sweep_autosave_backup, "settings": _sweep_settings,
         "saves": _sweep_saves, "bad-files": _sweep_bad_files, "lock": _sweep_lock,
         "log": _sweep_log}


@pytest.mark.parametrize("writer", list(SWEEP))
def test_finding1_sweep_no_writer_follows_a_link(writer, precious):
    """Every writer of the game, its path a link to someone else's file (a folder for
    bad-files): the target is untouched, and the player is told it is a link."""
    message = SWEEP[writer](precious)
    untouched(precious)
    assert "symbolic link" in message, message


@pytest.mark.parametrize("writer", ["autosave", "settings", "saves"])
def test_finding1_a_fifo_or_device_in_a_writers_place_is_refused_not_replaced(tmp_path, writer):
    path = {"autosave": paths.autosave_path(), "settings": paths.settings_path(),
            "saves": tmp_path / "chosen.fivesup.json"}[writer]
    os.mkfifo(path)
    with pytest.raises(StorageError, match="FIFO"):
        if writer == "settings":
            SettingsStore().save(Settings())
        elif writer == "autosave":
            Autosave().save(record(finished(3)))
        else:
            write_record(path, record(finished(3)))
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


def test_finding1_the_data_folder_itself_may_be_a_link(tmp_path, monkeypatch):
    """People link ~/.local/share elsewhere: the folder is followed, its files are not."""
    real = tmp_path / "real-data"
    real.mkdir()
    home = tmp_path / "linked-home"
    home.mkdir()
    (home / "data").symlink_to(real)
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    History().append(entry(finished(3)))
    Autosave().save(record(play(Match.new("five-up", 2, seed=4), 5)))
    assert (real / "history.jsonl").is_file() and (real / "autosave.json").is_file()


def test_finding1_a_linked_history_is_never_read_nor_copied_aside(precious):
    """Reading is opening too: the history window's read (with its repair, which copies
    a damaged file aside) never reads a planted link's target, so someone else's file
    never lands, copied, in bad-files; the link itself is moved aside, whole."""
    paths.history_path().symlink_to(precious)
    read = History().read(repair=True)
    assert read.entries == [] and any("symbolic link" in str(p) for p in read.problems)
    untouched(precious)
    moved = bad_files()
    assert moved and all(p.is_symlink() for p in moved), moved  # the link, not a copy
    assert not paths.history_path().exists()


def test_finding1_the_log_tail_never_reads_a_linked_log(precious):
    from fivesup_qt import logs

    paths.log_path().symlink_to(precious)
    assert logs.tail(paths.log_path()) == []  # About's diagnostics: no one else's lines


# -- 4. the lock file ------------------------------------------------------------------------
def _lock_kind(kind: str, lock: Path, tmp_path: Path) -> None:
    if kind == "fifo":
        os.mkfifo(lock)
    elif kind == "dev-zero":
        lock.symlink_to("/dev/zero")
    elif kind == "folder":
        lock.mkdir()
    elif kind == "dangling":
        lock.symlink_to(tmp_path / "nothing-here")
    elif kind == "link-to-text":
        (tmp_path / "notes.txt").write_text("12\nmy notes\n")
        lock.symlink_to(tmp_path / "notes.txt")
    elif kind == "unreadable":
        lock.write_text(f"{os.getpid()}\nfivesup-qt\nhost\n")
        lock.chmod(0)
    elif kind == "text":
        lock.write_text("hello, not a lock\n")
    elif kind == "empty":
        lock.write_bytes(b"")
    elif kind == "huge":
        lock.write_bytes(b"1" * 100_000)


LOCKS = {"fifo": "FIFO", "dev-zero": "symbolic link", "folder": "folder",
         "dangling": "leads nowhere", "link-to-text": "symbolic link",
         "unreadable": "permission denied", "text": "process number", "empty": "empty",
         "huge": "bytes long"}


@pytest.mark.parametrize("kind", list(LOCKS))
def test_finding4_a_lock_that_no_copy_made_is_named_for_what_it_is(tmp_path, kind):
    """Looked at without blocking (a FIFO), without reading forever (/dev/zero), without
    following a link; the problem says what is there."""
    pytest.importorskip("PySide6.QtCore")
    from fivesup_qt.ui.saving.single import lock_problem

    if kind == "unreadable" and os.geteuid() == 0:
        pytest.skip("root reads any file")
    lock = paths.lock_path()
    _lock_kind(kind, lock, tmp_path)
    problem = lock_problem(lock)
    assert problem is not None and LOCKS[kind] in problem, problem


def test_finding4_a_real_lock_and_no_lock_are_no_problem(tmp_path):
    pytest.importorskip("PySide6.QtCore")
    from fivesup_qt.ui.saving.single import lock_problem

    lock = paths.lock_path()
    assert lock_problem(lock) is None
    lock.write_text(f"{os.getpid()}\nfivesup-qt\n{os.uname().nodename}\n")  # as QLockFile writes
    assert lock_problem(lock) is None


# -- 5. a full disk duplicates a match ----------------------------------------------------------
def test_finding5_history_then_a_failed_close_of_the_autosave_cannot_duplicate(monkeypatch):
    """The reported order: the match reached the history, closing its autosave failed
    (the disk full), and the autosave holds the match a few moves before its end.  The
    next start must not offer it; declining an offer must not add it again."""
    match = finished(3)
    started = "2024-06-06T09:00:00+0000"
    auto, history = Autosave(), History()
    data = record(match, started)  # the match's record two moves before its end
    data["rounds"][-1]["moves"] = data["rounds"][-1]["moves"][:-2]
    auto.save(data)  # the last autosave that fitted on the disk
    history.append(entry(match, started, {"winner": match.winner, "scores": match.scores}))
    with monkeypatch.context() as full:  # the disk full for the close only
        full.setattr(files_module, "write_atomic",
                     lambda *a, **k: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
        # closing the autosave: no room for NAME~ (persistence reports it and goes on)
        with contextlib.suppress(StorageError):
            auto.retire(record(match, started))
    found = Autosave().load()
    if found.loaded is not None:  # the next start: reconcile, then the offer
        done = reconcile(Autosave(), history, found.loaded, names=NAMES, seats=SEATS)
        assert done.retired, "the match, already in the history, would be offered again"
    # declining an offer (persistence._record_abandoned) after all: still one entry
    history.append(entry(match, started, {"winner": None, "scores": match.scores,
                                          "abandoned": True}))
    assert [e.started for e in history.read().entries] == [started]


def test_finding5_the_same_match_is_never_appended_twice():
    history = History()
    match = finished(3)
    history.append(entry(match, "2024-06-06T09:00:00+0000"))
    history.append(entry(match, "2024-06-06T09:00:00+0000"))
    history.append(entry(match, "2024-06-06T10:00:00+0000"))  # another match, same seed
    assert [e.started for e in history.read().entries] == ["2024-06-06T09:00:00+0000",
                                                            "2024-06-06T10:00:00+0000"]


# The end of a match, then the next start, as the game runs them (ui/saving/persistence.py:
# _to_history, then _find_autosave and offer_resume declined), on a disk with little room.
# One driver process loads the storage once; each run (a match's end, a next start) is a
# child forked from it, as fresh as a new process (the driver touches no file, its modules
# hold nothing yet), with its own data folder and file-size limit: 68 runs cost 68 forks,
# not 68 interpreters starting (about 7 s).
FULL_DISK = r"""
import errno, json, os, resource, signal, sys, traceback
from fivesup_qt.storage import Autosave, History, entry_from_match, parse_record, reconcile
from fivesup_qt.storage import StorageError
steps = json.load(open(sys.argv[1]))


def run(phase):
    names, seats = steps["names"], steps["seats"]
    auto, history = Autosave(), History()
    told = []
    # the match is played: an autosave after each move (a failure is told once)
    for data in (steps["autosaves"] if phase == "end" else []):
        try:
            auto.save(data)
        except StorageError as error:
            told.append("autosave")
    final = steps["final"]
    loaded = parse_record(final)
    entry = entry_from_match(loaded.match, final, names=names, seats=seats,
                             started=final["started"])
    if phase == "end":
        try:
            history.append(entry)
        except StorageError:
            told.append("history")
            auto.keep()
        else:
            try:
                auto.retire(final)
            except StorageError:
                told.append("retire")
        return {"told": told, "offered": False}
    # the next start
    again, history = Autosave(), History()
    found = again.load()
    offered = False
    if found.loaded is not None:
        done = reconcile(again, history, found.loaded, names=names, seats=seats)
        if not done.retired and not found.loaded.finished:
            offered = True  # and declined: added as abandoned
            data = dict(found.loaded.data, result={"winner": None, "abandoned": True,
                                                   "scores": list(found.loaded.match.scores)})
            try:
                history.append(entry_from_match(found.loaded.match, data, names=names,
                                                seats=seats, started=data["started"]))
            except StorageError:
                told.append("abandoned")
    return {"told": told, "offered": offered}


for line in sys.stdin:  # one run a line: {"home": ..., "phase": ..., "limit": bytes or null}
    asked = json.loads(line)
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(read)
        try:
            os.environ["FIVESUP_QT_HOME"] = asked["home"]
            if asked["limit"] is not None:  # each file at most ``limit`` bytes
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE, (asked["limit"], asked["limit"]))
            said = run(asked["phase"])
        except BaseException:
            said = {"error": traceback.format_exc()}
        os.write(write, json.dumps(said).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as answer:
        said = answer.read()
    _, status = os.waitpid(child, 0)
    print(said.decode() if status == 0 else json.dumps({"error": f"status {status}"}),
          flush=True)
"""


class FullDisk:
    """The driver of ``FULL_DISK``: ``run`` a phase in a fresh child, its answer back."""

    def __init__(self, steps: Path) -> None:
        self.process = subprocess.Popen([sys.executable, "-c", FULL_DISK, str(steps)], cwd=ROOT,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)

    def run(self, home: Path, phase: str, limit: int | None) -> dict:
        self.process.stdin.write(json.dumps({"home": str(home), "phase": phase,
                                             "limit": limit}) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        assert line, f"the driver ended: {self.process.stderr.read()[-3000:]}"
        said = json.loads(line)
        assert "error" not in said, said["error"]
        return said

    def close(self) -> None:
        self.process.stdin.close()
        assert self.process.wait(timeout=120) == 0, self.process.stderr.read()[-3000:]


def _full_disk_steps(tmp_path: Path) -> Path:
    match = finished(3)
    started = "2024-07-07T08:00:00+0000"
    final = record(match, started, result={"winner": match.winner, "scores": match.scores})
    partial = []
    full = record(match, started)
    last = full["rounds"][-1]
    for cut in range(3, 0, -1):  # the last three autosaves of the match
        data = json.loads(json.dumps(full))
        data["rounds"][-1]["moves"] = last["moves"][:-cut]
        partial.append(data)
    partial.append(full)
    path = tmp_path / "steps.json"
    path.write_text(json.dumps({"names": NAMES, "seats": SEATS, "autosaves": partial,
                                "final": final}))
    return path


def _entries_of(data: Path, started: str) -> int:
    history = data / "history.jsonl"
    if not history.exists():
        return 0
    return sum(json.loads(line).get("started") == started
               for line in history.read_text().splitlines() if line.strip())


def test_finding5_a_full_disk_at_any_point_never_duplicates_nor_loses_a_match(tmp_path):
    """A data folder on a small file system filled to leave 0 to 64 KB free (a tmpfs,
    when the test may mount one), else a file-size limit (RLIMIT_FSIZE) on the process,
    while a match ends; the next start with the disk still full, or after the player
    made room.  Whichever write fails, the history holds the match at most once, and
    when it does not hold it the autosave still does (nothing the player had is lost)."""
    steps = _full_disk_steps(tmp_path)
    started = "2024-07-07T08:00:00+0000"
    History(tmp_path / "earlier.jsonl").append(entry(finished(5), "2024-07-01T08:00:00+0000"))
    earlier = (tmp_path / "earlier.jsonl").read_bytes()
    mount = tmp_path / "disk"
    mount.mkdir()
    mounted = False
    if os.geteuid() == 0:
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=300k", "tmpfs", str(mount)],
                                 capture_output=True, timeout=30).returncode == 0
    driver = FullDisk(steps)
    try:
        seen = set()
        for free_kb, room_made in [(kb, made) for kb in range(0, 68, 4) for made in (0, 1)]:
            home = mount / f"h{free_kb}-{room_made}" if not mounted else mount
            if mounted:  # empty the disk, then fill it up to leave free_kb
                subprocess.run(["find", str(mount), "-mindepth", "1", "-delete"], timeout=30,
                               check=True)
            (home / "data").mkdir(parents=True)
            older = home / "data" / "history.jsonl"  # what the player already had
            older.write_bytes(earlier)
            limit = None
            if mounted:
                filler = os.statvfs(mount)
                room = filler.f_bavail * filler.f_frsize - free_kb * 1024
                with open(mount / "filler", "wb") as handle:
                    handle.write(b"\0" * max(0, room))
            else:
                limit = 4096 + free_kb * 1024  # each file at most ``limit`` bytes
            out = driver.run(home, "end", limit)
            if room_made and mounted:
                os.unlink(mount / "filler")
            nxt = driver.run(home, "next", None if room_made else limit)
            out["told"] += nxt["told"]
            data = home / "data"
            count = _entries_of(data, started)
            assert count <= 1, (free_kb, out, "the match is twice in the history")
            assert older.read_bytes().startswith(earlier), (free_kb, out, "an older match lost")
            if count == 0:  # not in the history: the player was told, the autosave kept it
                assert "history" in out["told"] or "abandoned" in out["told"], (free_kb, out)
                assert (data / "autosave.json").exists() or out["told"].count("autosave") == 4, (
                    free_kb, out, "the match is lost")
            seen.add((count, tuple(out["told"])))
        assert len(seen) > 1, "no run met a full disk"
        driver.close()
    finally:
        if driver.process.poll() is None:
            driver.process.kill()
            driver.process.wait()
        if mounted:
            subprocess.run(["umount", str(mount)], timeout=30)
