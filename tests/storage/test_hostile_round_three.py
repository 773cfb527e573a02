"""Hostile input, round three (issue 23): what a damaged data folder or a shared file
did to the build beyond the issue's findings.

Each test is one defect found by attacking the game's other paths: the previous
version ``NAME~`` and the staging name its writer uses, a data folder that is a
file, a start time longer than the history keeps.  What held is listed in the
session's report, not here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from helpers.homes import bad_files, plant, someone_elses_file
from helpers.random_play import play

from fivesup_qt import atomic, paths
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import Autosave, History, parse_record, reconcile
from fivesup_qt.storage.files import StorageError, save_bytes
from fivesup_qt.storage.settings import Settings, SettingsStore

ROOT = REPO
pytestmark = pytest.mark.usefixtures("no_hang", "home_folders")
PRECIOUS = b"someone else's file: the game must never replace it\n"
SEATS = [{"type": "human"}, {"type": "bot", "level": "medium"}]
NAMES = ["Ann", "Bo"]


@pytest.fixture
def precious(tmp_path) -> Path:
    """Someone else's notes, outside the data folder."""
    return someone_elses_file(tmp_path, "notes.txt", PRECIOUS)


def played(moves: int, seed: int = 1) -> Match:
    return play(Match.new("five-up", 2, seed=seed), moves, seed)


# -- the previous version NAME~ is not a regular file --------------------------------------------
@pytest.mark.parametrize("kind", ["link", "folder", "fifo"])
def test_a_backup_that_is_not_a_file_does_not_stop_the_autosave(precious, kind):
    """``autosave.json~`` a link, a folder or a FIFO (and no autosave): the start-up
    found nothing, the first save worked and every later one failed for the rest of
    the session, saying "autosave.json: ... it is a symbolic link" of the autosave,
    which is a regular file.  Now the thing in ``NAME~``'s place is moved aside (the
    link itself: its target untouched) and the autosave goes on."""
    backup = paths.data_dir() / "autosave.json~"
    plant(kind, backup, precious)
    autosave = Autosave()
    assert autosave.load().loaded is None
    for moves in (2, 4, 6):
        data = record_of(played(moves), names=NAMES, seats=SEATS, started="2024-05-05T10:00:00")
        autosave.save(data)  # raised StorageError from the second save on
        assert json.loads(paths.autosave_path().read_bytes()) == data
    assert precious.read_bytes() == PRECIOUS
    assert any(p.name.endswith("autosave.json~") for p in bad_files()), bad_files()
    assert backup.is_file() and not backup.is_symlink()  # the previous version is kept again


@pytest.mark.parametrize("kind", ["link", "folder", "fifo"])
def test_a_settings_backup_that_is_not_a_file_does_not_stop_the_settings(precious, kind):
    plant(kind, paths.config_dir() / "settings.json~", precious)
    store = SettingsStore()
    store.load()
    for palette in ("dark", "light", "contrast"):
        store.save(Settings(palette=palette))  # failed from the second save on
        assert json.loads(paths.settings_path().read_text())["palette"] == palette
    assert precious.read_bytes() == PRECIOUS


def test_a_backup_that_cannot_be_moved_aside_is_named_in_the_message(precious):
    """When ``NAME~`` cannot be moved aside (bad-files is a file), the save fails naming
    ``NAME~`` and what it is, not the file being saved as if it were the link."""
    target = paths.data_dir() / "autosave.json"
    target.write_bytes(b"{}")
    (paths.data_dir() / "autosave.json~").symlink_to(precious)
    paths.bad_files_dir().write_bytes(b"not a folder")
    with pytest.raises(StorageError) as caught:
        save_bytes(target, b"{}\n")
    assert "autosave.json~ is a symbolic link" in str(caught.value), str(caught.value)
    assert precious.read_bytes() == PRECIOUS and target.read_bytes() == b"{}"


def test_a_leftover_staging_folder_does_not_stop_the_autosave():
    """``.autosave.json~.tmp`` (the fixed name under which the previous version was
    linked before taking ``NAME~``'s place) left as a folder: every save after the
    first failed with "it is a folder, not a file" of the autosave."""
    (paths.data_dir() / ".autosave.json~.tmp" / "inside").mkdir(parents=True)
    autosave = Autosave()
    autosave.load()
    saved = []
    for moves in (2, 4, 6):
        saved.append(record_of(played(moves), names=NAMES, seats=SEATS))
        autosave.save(saved[-1])  # raised StorageError from the second save on
        assert json.loads(paths.autosave_path().read_bytes()) == saved[-1]
    assert json.loads((paths.data_dir() / "autosave.json~").read_bytes()) == saved[-2]


def test_keeping_the_previous_version_leaves_no_staging_name_behind(tmp_path):
    """The staging name is now a fresh one each time: none may be left behind."""
    folder = tmp_path / "folder"
    target = folder / "file.json"
    for text in (b"1", b"2", b"3"):
        atomic.write_atomic(target, text, keep_previous=True)
    assert sorted(p.name for p in folder.iterdir()) == ["file.json", "file.json~"]
    assert target.read_bytes() == b"3" and (folder / "file.json~").read_bytes() == b"2"


# -- the data folder is a file -----------------------------------------------------------------
@pytest.fixture
def data_is_a_file(home) -> Path:
    data = home / "data"
    data.rmdir()
    data.write_bytes(b"a file where the data folder should be\n")
    return data


def test_a_data_folder_that_is_a_file_is_not_a_lock_problem(data_is_a_file):
    """Nothing at the lock's path can be a lock another copy holds: the game said "the
    lock ... cannot be examined (Not a directory); no copy of the game holds it" and
    refused to start."""
    pytest.importorskip("PySide6.QtCore")
    from fivesup_qt.ui.saving.single import lock_problem

    assert lock_problem(paths.lock_path()) is None


def test_a_save_into_a_data_folder_that_is_a_file_says_so(data_is_a_file):
    """The message named the autosave and said "File exists"."""
    with pytest.raises(StorageError) as caught:
        save_bytes(paths.autosave_path(), b"{}\n")
    text = str(caught.value)
    assert f"{data_is_a_file} is a regular file, not a folder" in text, text
    assert data_is_a_file.read_bytes() == b"a file where the data folder should be\n"


def test_a_data_folder_that_is_a_file_holds_no_autosave_to_keep(data_is_a_file):
    """The start-up read of the autosave said "cannot be read: Not a directory" and
    blocked the autosave as "found at start-up ... kept as it is" when no autosave
    exists; the save then repeated that instead of naming the file in the way."""
    autosave = Autosave()
    found = autosave.load()
    assert found.loaded is None and found.problems == [], [str(p) for p in found.problems]
    with pytest.raises(StorageError) as caught:
        autosave.save(record_of(played(2), names=NAMES, seats=SEATS))
    assert f"{data_is_a_file} is a regular file, not a folder" in str(caught.value)


def test_a_config_folder_that_is_a_file_gives_the_defaults_and_says_why_on_save(home):
    config = home / "config"
    config.rmdir()
    config.write_bytes(b"x")
    store = SettingsStore()
    read = store.load()
    assert read.settings == Settings() and read.problems == [], [str(p) for p in read.problems]
    with pytest.raises(StorageError) as caught:
        store.save(Settings(palette="dark"))
    assert f"{config} is a regular file, not a folder" in str(caught.value)
    assert config.read_bytes() == b"x"


def test_the_game_starts_when_the_data_folder_is_a_file(data_is_a_file, home):
    """The real game, offscreen: it started only to stop at once with the lock error."""
    env = dict(os.environ, FIVESUP_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               LANG="C.UTF-8")
    try:
        script = ("import sys\n"
                  "from PySide6.QtCore import QTimer\n"
                  "from PySide6.QtWidgets import QApplication\n"
                  "import fivesup_qt.ui.saving.install as P\n"
                  "from fivesup_qt import app\n"
                  "install = P.install\n"
                  "def installed(window):\n"
                  "    done = install(window)\n"
                  "    print('window up', flush=True)\n"
                  "    QTimer.singleShot(0, QApplication.instance().quit)\n"
                  "    return done\n"
                  "P.install = installed\n"
                  "sys.exit(app.run_gui([]))\n")
        proc = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=90)
    except subprocess.TimeoutExpired:
        pytest.fail("the game hung with a data folder that is a file")
    assert proc.returncode == 0 and "window up" in proc.stdout, proc.stderr
    assert "fivesup-qt.lock" not in proc.stderr, proc.stderr
    assert "Not a directory" not in proc.stderr, proc.stderr  # said in plain words
    assert data_is_a_file.is_file()


# -- a start time longer than the history keeps -----------------------------------------------
def test_a_long_start_time_does_not_lose_the_match_from_the_history():
    """A finished match whose record's ``started`` is 100 characters (the record format
    allows any string): the start-up added it to the history and retired its autosave,
    then the next read of the history refused that line ("started must be a short
    text"), moved the file aside and rewrote it without the match."""
    match = played(100_000, seed=3)
    assert match.is_over
    data = record_of(match, names=NAMES, seats=SEATS, started="2024-05-05T10:00:00" + "0" * 81)
    paths.autosave_path().write_text(json.dumps(data))
    autosave, history = Autosave(), History()
    found = autosave.load()
    assert found.loaded is not None and found.loaded.finished
    done = reconcile(autosave, history, found.loaded, names=NAMES, seats=SEATS)
    assert done.added and done.retired
    read = history.read()
    assert read.problems == [] and len(read.entries) == 1, [str(p) for p in read.problems]
    assert parse_record(history.record_of(read.entries[0])).match.scores == match.scores


# -- a hard link: the same file under another name --------------------------------------------
def test_a_hard_linked_history_never_grows_the_other_name(tmp_path):
    """``history.jsonl`` a hard link to another file (of the player's, or a ``cp -al``
    backup): every finished match was appended into that other file too.  A hard link
    is no link ``O_NOFOLLOW`` sees; an atomic replacement leaves the other name alone,
    and appending now does the same: the history becomes a file of its own first."""
    other = tmp_path / "elsewhere.txt"
    other.write_bytes(PRECIOUS)
    os.link(other, paths.history_path())
    match = played(100_000, seed=3)
    data = record_of(match, names=NAMES, seats=SEATS, started="2024-05-05T10:00:00+0000")
    from fivesup_qt.storage import entry_from_match

    History().append(entry_from_match(match, data, names=NAMES, seats=SEATS,
                                      started=data["started"]))
    assert other.read_bytes() == PRECIOUS
    assert os.stat(other).st_nlink == 1 and os.stat(paths.history_path()).st_nlink == 1
    lines = paths.history_path().read_bytes().splitlines()
    assert lines[0] == PRECIOUS.rstrip(b"\n") and json.loads(lines[1])["started"] == data["started"]


def test_appending_through_open_for_append_never_grows_another_name(tmp_path):
    """The log file's writer: the same rule."""
    other = tmp_path / "elsewhere.txt"
    other.write_bytes(PRECIOUS)
    log = tmp_path / "fivesup-qt.log"
    os.link(other, log)
    fd = atomic.open_for_append(log)
    try:
        os.write(fd, b"a log line\n")
    finally:
        os.close(fd)
    assert other.read_bytes() == PRECIOUS
    assert log.read_bytes() == PRECIOUS + b"a log line\n"


# -- a lock made on another computer -------------------------------------------------------------
def test_a_lock_left_by_another_computer_is_named_and_can_be_got_past(home):
    """A lock file that another computer's copy left (``~/.local/share`` synced with
    Syncthing, the game killed there): the game said "already running ... does not
    answer ... close the other one", naming neither the file nor the computer, at every
    start, forever; on a screen no "start anyway" was offered."""
    lock = home / "data" / "fivesup-qt.lock"
    lock.write_text("4242\nfivesup-qt\nanother-computer\n")
    env = dict(os.environ, FIVESUP_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               LANG="C.UTF-8")
    try:
        proc = subprocess.run([sys.executable, "-m", "fivesup_qt"], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=90)
    except subprocess.TimeoutExpired:
        pytest.fail("the game hung on a lock from another computer")
    [line] = [x for x in proc.stderr.splitlines() if x.startswith("error:")]
    assert str(lock) in line and "another-computer" in line, line
    assert "does not answer" not in line, line


# -- a sparse history: the repair's copies --------------------------------------------------
SPARSE = 64 * 1024 * 1024  # bytes the file says it has; none of them on the disk


def allocated(path: Path) -> int:
    return os.stat(path).st_blocks * 512


@pytest.fixture
def sparse_history() -> Path:
    """A history of 64 MB that takes no disk space (``truncate -s``), ending in a bad
    line: what a damaged or hostile file may be; ``truncate -s 100G`` costs as little."""
    path = paths.history_path()
    with open(path, "wb") as handle:
        handle.truncate(SPARSE)
        handle.seek(SPARSE)
        handle.write(b"\nnot an entry\n")
    if allocated(path) > SPARSE // 4:
        pytest.skip("this file system has no sparse files")
    return path


def test_the_repair_keeps_the_original_aside_without_copying_its_bytes(sparse_history):
    """The start-up repair copied the whole file into bad-files before rewriting it: a
    sparse file became its full size on the disk (``truncate -s 100G``: the disk
    filled at every start).  The original is now kept aside under a second name."""
    read = History().read()
    [problem] = read.problems
    assert problem.kept is not None, str(problem)
    assert os.path.getsize(problem.kept) == SPARSE + len(b"\nnot an entry\n")
    assert allocated(problem.kept) < SPARSE // 4, "the kept copy filled the disk"


def test_the_repair_of_a_sparse_history_does_not_fill_the_disk():
    """Larger than the part the history reads (``MAX_HISTORY_BYTES``), a bad line at the
    end: the repair wrote the unread part back in full (``truncate -s 100G``: the disk
    full at every start, the repair failing, the bad line left for the next start)."""
    from fivesup_qt.storage.history import MAX_HISTORY_BYTES

    size = MAX_HISTORY_BYTES + SPARSE
    path = paths.history_path()
    with open(path, "wb") as handle:
        handle.truncate(size)
        handle.seek(size - SPARSE // 2)
        handle.write(b"\n")
        handle.seek(size)
        handle.write(b"\nnot an entry\n")
    if allocated(path) > SPARSE // 4:
        pytest.skip("this file system has no sparse files")
    History().read()
    used = sum(allocated(p) for p in paths.data_dir().rglob("*") if p.is_file())
    assert used < SPARSE // 4, f"{used:,} bytes of the disk used for a file of none"


# -- a data folder whose name is not UTF-8 ---------------------------------------------------
def test_a_data_folder_named_in_latin1_is_still_locked(tmp_path, monkeypatch):
    """``/srv/josé`` made on a Latin-1 system: the name's byte 0xE9 is no UTF-8, Python
    keeps it as a surrogate and Qt dropped it, so QLockFile tried ``.../jos/data/...``,
    failed (UnknownError) and ``claim`` let the game run unguarded: a second copy
    started too, both autosaving the same match."""
    pytest.importorskip("PySide6.QtCore")
    from fivesup_qt.ui.saving.single import SingleInstance

    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("no /proc/self/fd to name the folder through")
    home = Path(os.fsdecode(os.fsencode(tmp_path) + b"/jos\xe9"))
    try:
        home.mkdir()
    except (OSError, UnicodeEncodeError):
        pytest.skip("this file system refuses names that are not UTF-8")
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    first, second = SingleInstance(), SingleInstance()
    try:
        assert first.claim() and first.lock.isLocked()
        assert os.listdir(os.fsencode(home / "data")) == [b"fivesup-qt.lock"]
        assert not second.claim(), "a second copy could play with the same data folder"
    finally:
        first.release()
        second.release()
    assert os.listdir(os.fsencode(home / "data")) == []
    assert sorted(os.listdir(tmp_path)) == sorted(["home", os.fsdecode(b"jos\xe9")])


def test_the_last_folder_named_in_latin1_does_not_break_the_settings(tmp_path):
    """Opening a record from ``/srv/josé`` (Latin-1 bytes) remembers its folder in the
    settings: saving them raised UnicodeEncodeError out of Game > Open and out of the
    command line's record at start-up ("Unexpected error")."""
    folder = os.fsdecode(os.fsencode(tmp_path) + b"/jos\xe9")
    store = SettingsStore()
    store.load()
    store.save(Settings(palette="dark", folder=folder))
    read = SettingsStore().load()
    assert read.problems == [] and read.settings.palette == "dark", read.problems
    assert read.settings.folder == ""  # no JSON text holds it: Open starts in Documents


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="as root the test plays the player as nobody (setpriv)")
@pytest.mark.parametrize("case", ["data-600", "above-700"])
def test_a_data_folder_the_player_may_not_enter_is_not_a_lock_problem(case):
    """A data folder of mode 600, or one below a folder of someone else's (mode 700):
    the game said "the lock ... cannot be examined (Permission denied); ... Remove it"
    and would not start, while a read-only data folder starts and its saves say
    "permission denied"; no lock can be in a folder this player cannot enter."""
    import shutil
    import tempfile

    if shutil.which("setpriv") is None:
        pytest.skip("no setpriv to run as another user")
    pytest.importorskip("PySide6.QtCore")
    with tempfile.TemporaryDirectory(dir="/tmp") as top:
        os.chmod(top, 0o755)
        home = Path(top) / "home"
        (home / "data").mkdir(parents=True)
        for folder in (home, home / "data"):
            os.chown(folder, 65534, 65534)
        if case == "data-600":
            (home / "data").chmod(0o600)
        else:
            os.chown(home, 0, 0)
            home.chmod(0o700)
        script = ("from fivesup_qt import paths\n"
                  "from fivesup_qt.ui.saving.single import lock_problem\n"
                  "print('problem:', lock_problem(paths.lock_path()))\n")
        proc = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                               sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                              text=True, timeout=90,
                              env=dict(os.environ, HOME=top, **{paths.HOME_ENV: str(home)}))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "problem: None", proc.stdout


def test_save_as_never_moves_the_players_own_backup_away(tmp_path, precious):
    """Save As into the player's folder, where ``NAME~`` is a folder or link of theirs:
    it is not the game's to move into bad-files; the save fails naming it."""
    from fivesup_qt.storage.saves import write_record

    documents = tmp_path / "Documents"
    documents.mkdir()
    chosen = documents / "match.fivesup.json"
    chosen.write_bytes(b"{}")
    (documents / "match.fivesup.json~").mkdir()
    with pytest.raises(StorageError) as caught:
        write_record(chosen, record_of(played(4), names=NAMES, seats=SEATS))
    assert "match.fivesup.json~ is a folder" in str(caught.value), str(caught.value)
    assert (documents / "match.fivesup.json~").is_dir() and bad_files() == []
    assert chosen.read_bytes() == b"{}"
