"""The output to the audio device (plain): the mixing, and silence without a device or
without the library, said once at INFO and never in the GUI thread's way."""

from __future__ import annotations

import logging
from array import array

from fivesup_qt.ui.sound.output import FULL, MiniaudioOutput, _Voice, mixed


def test_one_sound_comes_out_as_it_is_after_its_delay():
    voices = [_Voice(array("h", range(1, 11)), 3)]
    assert list(mixed(voices, 8)) == [0, 0, 0, 1, 2, 3, 4, 5]
    assert list(mixed(voices, 8)) == [6, 7, 8, 9, 10, 0, 0, 0]
    assert voices == []  # played to its end: gone


def test_sounds_at_once_are_summed_within_full_scale():
    voices = [_Voice(array("h", [1000] * 4), 0), _Voice(array("h", [32000] * 4), 2),
              _Voice(array("h", [-32000] * 2), 0)]
    assert list(mixed(voices, 6)) == [-31000, -31000, FULL, FULL, 32000, 32000]
    assert voices == []




def test_without_the_library_the_game_is_silent_said_once(monkeypatch, caplog, qtbot):
    import sys

    monkeypatch.setitem(sys.modules, "miniaudio", None)  # as if it were not installed
    output = MiniaudioOutput()
    caplog.set_level(logging.INFO, logger="fivesup_qt.ui.sound")
    for _ in range(3):
        output.play("place", array("h", [100] * 50), 22_050)
    qtbot.waitUntil(lambda: output.off, timeout=10_000)
    output.opener.join(10)
    output.play("place", array("h", [100] * 50), 22_050)
    silent = [r for r in caplog.records if "silent" in r.getMessage()]
    assert len(silent) == 1 and silent[0].levelno == logging.INFO
    assert "miniaudio" in output.why_off


def test_a_device_that_cannot_be_opened_is_silence_not_an_error(monkeypatch, caplog, qtbot):
    """A driver that refuses (or any exception while opening): off, said once at INFO."""
    import sys
    import types

    class Refusing:
        def __init__(self, **kwargs):
            raise RuntimeError("failed to init device", -401)

    fake = types.SimpleNamespace(PlaybackDevice=Refusing,
                                 SampleFormat=types.SimpleNamespace(SIGNED16=2))
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    output = MiniaudioOutput()
    caplog.set_level(logging.INFO, logger="fivesup_qt.ui.sound")
    output.play("score", array("h", [100] * 50), 22_050)
    qtbot.waitUntil(lambda: output.off, timeout=10_000)
    output.opener.join(10)
    assert output.why_off == "no audio device (failed to init device -401)"
    assert [r.levelno for r in caplog.records] == [logging.INFO]


def test_miniaudio_s_stand_in_device_counts_as_no_device(monkeypatch, caplog, qtbot):
    import sys
    import types

    closed = []

    class NullDevice:
        backend = "Null"

        def __init__(self, **kwargs):
            pass

        def close(self):
            closed.append(True)

    fake = types.SimpleNamespace(PlaybackDevice=NullDevice,
                                 SampleFormat=types.SimpleNamespace(SIGNED16=2))
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    output = MiniaudioOutput()
    output.play("draw", array("h", [100] * 50), 22_050)
    qtbot.waitUntil(lambda: output.off, timeout=10_000)
    output.opener.join(10)
    assert closed == [True] and output.why_off == "no audio device"


def test_a_device_gets_the_samples_from_its_own_thread(monkeypatch, qtbot):
    """The device pulls the mixed samples through the generator it was started with."""
    import sys
    import types

    started = []

    class Device:
        backend = "Test"

        def __init__(self, **kwargs):
            self.kwargs = kwargs

        def start(self, generator):
            started.append(generator)

        def close(self):
            pass

    fake = types.SimpleNamespace(PlaybackDevice=Device,
                                 SampleFormat=types.SimpleNamespace(SIGNED16=2))
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    output = MiniaudioOutput()
    output.play("place", array("h", [7] * 4), 22_050, after_ms=0)
    qtbot.waitUntil(lambda: bool(started), timeout=10_000)
    output.opener.join(10)
    stream = started[0]
    block = array("h")
    block.frombytes(stream.send(6))
    assert list(block) == [7, 7, 7, 7, 0, 0]
    assert stream.send(6) == b""  # nothing left to play: silence, cheaply
    output.close()


def test_the_clips_and_the_output_load_without_qt():
    """Plain modules: no Qt is loaded with them (they are checked by strict mypy too)."""
    import subprocess
    import sys

    code = ("import sys, fivesup_qt.ui.sound.clips, fivesup_qt.ui.sound.output; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_bundle_carries_the_library():
    """PyInstaller cannot see the import made on the first sound: the spec names miniaudio
    and the cffi backend its C part loads (a frozen build without them was silent, saying
    "No module named '_cffi_backend'")."""
    from helpers import REPO

    spec = (REPO / "packaging" / "fivesup-qt.spec").read_text(encoding="utf-8")
    assert 'hiddenimports += ["miniaudio", "_cffi_backend"]' in spec


def test_looking_for_a_device_prints_nothing_on_the_terminal(tmp_path):
    """ALSA writes its errors itself: on a machine without a sound card, starting the
    game from a terminal printed about thirty 'ALSA lib ...' lines (the log says once,
    at INFO, that the game is silent)."""
    import subprocess
    import sys

    from helpers import REPO

    script = (
        "import time\n"
        "from array import array\n"
        "from fivesup_qt.ui.sound.output import MiniaudioOutput\n"
        "o = MiniaudioOutput()\n"
        "o.play('place', array('h', [0, 900, 0] * 200), 22050)\n"
        "for _ in range(400):\n"
        "    if o.off or o._state == 'open':\n"
        "        break\n"
        "    time.sleep(0.05)\n"
        "o.close()\n"
        "print(o._state)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, cwd=REPO)
    assert done.returncode == 0, done.stderr
    assert "ALSA lib" not in done.stderr, done.stderr[:400]
