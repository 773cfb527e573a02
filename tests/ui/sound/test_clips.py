"""The shipped sounds, measured: there, short, loud enough, never clipped; written by the
project's own script; scaled by the volume."""

from __future__ import annotations

import importlib.util
import wave

import pytest
from helpers import REPO

from fivesup_qt.ui.sound import clips

FULL_SCALE = 32767


def _tool():
    spec = importlib.util.spec_from_file_location("make_sounds", REPO / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", clips.NAMES)
def test_every_sound_is_short_unclipped_and_heard(name):
    clip = clips.load(name)
    assert clip is not None, f"{name}.wav cannot be read"
    assert 0.03 <= clip.seconds <= 1.5, clip.seconds
    assert clip.peak < FULL_SCALE  # no sample at full scale: nothing clipped
    assert clip.peak >= FULL_SCALE // 4  # loud enough at the default volume
    loud = sum(abs(s) > FULL_SCALE // 100 for s in clip.samples)
    assert loud >= 0.02 * clip.rate, "mostly silence"
    assert abs(clip.samples[-1]) < FULL_SCALE // 100  # it fades out: no click at its end


def test_the_longer_the_moment_the_longer_the_sound():
    """A click is the shortest, the match's end the longest."""
    seconds = {name: clips.load(name).seconds for name in clips.NAMES}
    assert seconds["place"] < seconds["draw"] < seconds["score"] < seconds["round"] < seconds["match"]


def test_the_files_are_the_project_script_s(tmp_path):
    """tools/make_sounds.py writes exactly the shipped files (made by the project)."""
    written = _tool().write(tmp_path)
    assert sorted(p.name for p in written) == sorted(f"{n}.wav" for n in clips.NAMES)
    for path in written:
        assert path.read_bytes() == (clips.FOLDER / path.name).read_bytes(), path.name
    licence = (clips.FOLDER / "README.md").read_text(encoding="utf-8")
    assert "tools/make_sounds.py" in licence and "MIT" in licence


def test_the_files_are_mono_16_bit():
    for name in clips.NAMES:
        with wave.open(str(clips.FOLDER / f"{name}.wav"), "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22_050)


def test_the_volume_scales_every_sample():
    clip = clips.load("score")
    half = clips.scaled(clip, 50)
    assert len(half) == len(clip.samples)
    assert all(abs(h - s / 2) <= 0.5 for h, s in zip(half, clip.samples))
    assert max(abs(s) for s in clips.scaled(clip, 100)) == clip.peak
    assert not any(clips.scaled(clip, 0))


def test_a_damaged_sound_is_left_out_quietly(tmp_path, caplog):
    (tmp_path / "place.wav").write_bytes(b"RIFF not a wave at all")
    with caplog.at_level("INFO", logger="fivesup_qt.ui.sound"):
        assert clips.load("place", tmp_path) is None
        assert clips.load("draw", tmp_path) is None  # missing
    assert [r.levelname for r in caplog.records] == ["INFO", "INFO"]
