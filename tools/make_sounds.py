"""Synthesise the table's sounds into fivesup_qt/resources/sounds/ (made by the project).

    .venv/bin/python tools/make_sounds.py [FOLDER]

Pure Python (``wave``, ``array``, ``math``): every sound is written out from sines, a
seeded noise and envelopes, so the same script always writes the same bytes (a test
checks that the shipped files are this script's).  Mono, 16 bit, 22,050 Hz; every
sound peaks at PEAK of full scale, so that two of them playing at once do not clip.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22_050
PEAK = 0.5  # of full scale: room for a chime over a click
FOLDER = Path(__file__).resolve().parent.parent / "fivesup_qt" / "resources" / "sounds"

Wave = list[float]


def silence(seconds: float) -> Wave:
    return [0.0] * round(seconds * RATE)


def tone(freq: float, seconds: float, decay: float, partials: Iterable[tuple[float, float]] = ((1, 1),),
         attack: float = 0.004) -> Wave:
    """A struck tone: sine partials (ratio, weight) under a quick attack and an
    exponential decay (``decay``: seconds to fall to 1/e)."""
    n = round(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(env * sum(w * math.sin(2 * math.pi * freq * r * t) for r, w in partials))
    return out


def noise(seconds: float, seed: int, smooth: float) -> Wave:
    """Seeded white noise through a one-pole low-pass (``smooth`` 0..1: more is darker)."""
    rng = random.Random(seed)
    out, y = [], 0.0
    for _ in range(round(seconds * RATE)):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(y)
    return out


def shaped(wave_: Wave, envelope: Callable[[float], float]) -> Wave:
    return [s * envelope(i / RATE) for i, s in enumerate(wave_)]


def mix(*parts: tuple[float, float, Wave]) -> Wave:
    """Parts (start in seconds, gain, samples) summed."""
    length = max(round(start * RATE) + len(w) for start, _, w in parts)
    out = [0.0] * length
    for start, gain, w in parts:
        offset = round(start * RATE)
        for i, s in enumerate(w):
            out[offset + i] += gain * s
    return out


def faded(wave_: Wave, seconds: float = 0.01) -> Wave:
    """The last ``seconds`` faded to zero: no click when the sound stops."""
    n = min(len(wave_), round(seconds * RATE))
    return [s * (min(1.0, (len(wave_) - 1 - i) / n) if i >= len(wave_) - n else 1.0)
            for i, s in enumerate(wave_)]


def click() -> Wave:
    """A tile set down on the table: a bright knock of bone on wood, 70 ms."""
    knock = tone(1750, 0.07, 0.009, ((1, 1), (2.3, 0.35)), attack=0.0006)
    body = tone(420, 0.07, 0.02, ((1, 1), (1.5, 0.3)), attack=0.001)
    tap = shaped(noise(0.02, 1, 0.35), lambda t: math.exp(-t / 0.003))
    return mix((0, 1.0, knock), (0, 0.7, body), (0, 0.6, tap))


def shuffle() -> Wave:
    """A tile drawn from the stock: a short slide over the felt and a small clack, 220 ms."""
    slide = shaped(noise(0.2, 2, 0.82), lambda t: math.sin(math.pi * min(1.0, t / 0.2)) ** 2)
    clack = tone(1300, 0.05, 0.006, ((1, 1), (2.7, 0.3)), attack=0.0005)
    return mix((0, 1.0, slide), (0.17, 0.45, clack))


BELL = ((1, 1), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05))


def chime() -> Wave:
    """Points scored: two bell notes a fourth apart (E6, A6), 520 ms."""
    return mix((0, 1.0, tone(1318.5, 0.42, 0.12, BELL)), (0.09, 0.9, tone(1760.0, 0.43, 0.13, BELL)))


def round_end() -> Wave:
    """The round is over: a falling-then-rising three notes (G5, E5, C6), 900 ms."""
    notes = ((0.0, 784.0), (0.16, 659.3), (0.32, 1046.5))
    return mix(*((start, 1.0, tone(f, 0.58, 0.17, BELL)) for start, f in notes))


def match_end() -> Wave:
    """The match is over: a rising arpeggio (C5 E5 G5) that settles on a held C chord, 1.4 s."""
    parts = [(0.0, 1.0, tone(523.3, 0.3, 0.1, BELL)), (0.13, 1.0, tone(659.3, 0.3, 0.1, BELL)),
             (0.26, 1.0, tone(784.0, 0.3, 0.1, BELL))]
    parts += [(0.42, 0.8, tone(f, 0.98, 0.32, BELL)) for f in (523.3, 659.3, 784.0, 1046.5)]
    return mix(*parts)


SOUNDS: dict[str, Callable[[], Wave]] = {
    "place": click, "draw": shuffle, "score": chime, "round": round_end, "match": match_end,
}


def pcm(wave_: Wave) -> bytes:
    """The samples scaled to PEAK of full scale, as little-endian 16-bit PCM."""
    wave_ = faded(wave_)
    top = max(abs(s) for s in wave_)
    samples = array("h", (round(s / top * PEAK * 32767) for s in wave_))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples.tobytes()


def write(folder: Path = FOLDER) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(pcm(make()))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER):
        print(f"{path}: {path.stat().st_size:,} bytes")
