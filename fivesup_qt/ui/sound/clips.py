"""The shipped sounds, read into samples, and scaled by the volume setting (plain: no Qt).

The WAV files in ``fivesup_qt/resources/sounds/`` are written by ``tools/make_sounds.py``
(made by the project, see the README beside them): mono, 16 bit.
"""

from __future__ import annotations

import io
import logging
import sys
import wave
from array import array
from dataclasses import dataclass
from pathlib import Path

from ...problems import StorageError
from ...reading import read_bytes

log = logging.getLogger(__name__)

FOLDER = Path(__file__).resolve().parent.parent.parent / "resources" / "sounds"
PLACE, DRAW, SCORE, ROUND, MATCH = "place", "draw", "score", "round", "match"
NAMES = (PLACE, DRAW, SCORE, ROUND, MATCH)
LIMIT = 1 << 20  # bytes: the longest sound is far below


@dataclass(frozen=True)
class Clip:
    """One sound: its name, sample rate and mono 16-bit samples."""

    name: str
    rate: int
    samples: array[int]

    @property
    def seconds(self) -> float:
        return len(self.samples) / self.rate

    @property
    def peak(self) -> int:
        return max((abs(s) for s in self.samples), default=0)


def decode(name: str, data: bytes) -> Clip:
    """The samples of a mono 16-bit WAV (ValueError for any other)."""
    try:
        with wave.open(io.BytesIO(data), "rb") as w:
            if w.getnchannels() != 1 or w.getsampwidth() != 2:
                raise ValueError(f"{name}: not mono 16-bit")
            rate, frames = w.getframerate(), w.readframes(w.getnframes())
    except (wave.Error, EOFError) as error:
        raise ValueError(f"{name}: {error}") from None
    samples = array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":  # WAV is little-endian
        samples.byteswap()
    return Clip(name, rate, samples)


def load(name: str, folder: Path = FOLDER) -> Clip | None:
    """The shipped sound ``name``, or None when it cannot be read (a damaged
    installation: that sound is not played, said once in the log)."""
    path = folder / f"{name}.wav"
    try:
        return decode(name, read_bytes(path, LIMIT, "sound"))
    except (OSError, StorageError, ValueError) as error:
        log.info("the sound %s cannot be played: %s", path, error)
        return None


def scaled(clip: Clip, volume: int) -> array[int]:
    """The clip's samples at ``volume`` percent (0..100), rounded, never past full scale."""
    gain = max(0, min(100, volume)) / 100
    return array("h", (round(s * gain) for s in clip.samples))
