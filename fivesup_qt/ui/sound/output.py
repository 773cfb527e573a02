"""Where the sounds go: the audio device, through miniaudio (plain: no Qt).

miniaudio (pyminiaudio, the C library inside its wheels) pulls the samples from a
generator on its own audio thread; ``play`` only hands samples over under a lock, so the
GUI thread never waits for the device. The device is opened on a thread of its own, when
sound is turned on (``open``) or on the first sound. When there is no audio device (a
server, CI), or the library is not installed, the game is silent: said once in the log at
INFO, never as an error, and to ``on_silent`` (the table tells the player).
"""

from __future__ import annotations

import atexit
import importlib
import logging
import os
import stat
import sys
import threading
from array import array
from collections.abc import Callable, Generator
from typing import Any, Protocol

log = logging.getLogger(__name__)

BUFFER_MS = 25  # the device's period: how late a sound may start
FULL = 32767


class Output(Protocol):
    """What plays the samples (the tests record what reaches it)."""

    def play(self, name: str, samples: array[int], rate: int, after_ms: int = 0) -> None:
        """Play mono 16-bit ``samples`` at ``rate`` Hz, ``after_ms`` from now; never blocks."""

    def close(self) -> None:
        """Stop and let the device go."""


class _Voice:
    """A sound being played: its samples and how far it has gone (negative: still
    waiting that many frames to start)."""

    __slots__ = ("position", "samples")

    def __init__(self, samples: array[int], delay: int) -> None:
        self.samples = samples
        self.position = -delay


def mixed(voices: list[_Voice], frames: int) -> array[int]:
    """The next ``frames`` frames of every voice summed (kept within full scale); each
    voice moves on, and those played to their end are removed from ``voices``."""
    out = array("h", bytes(2 * frames))
    single = len(voices) == 1
    for voice in voices:
        start = max(0, -voice.position)  # where in this block the voice begins
        if start < frames:
            begin = max(0, voice.position)
            take = min(frames - start, len(voice.samples) - begin)
            if take > 0:
                chunk = voice.samples[begin:begin + take]
                if single:
                    out[start:start + take] = chunk
                else:
                    for i, s in enumerate(chunk, start):
                        out[i] = max(-FULL, min(FULL, out[i] + s))
        voice.position += frames
    voices[:] = [v for v in voices if v.position < len(v.samples)]
    return out


_ALSA_HANDLERS: list[Any] = []  # the no-op handler, kept alive while ALSA may call it


def quiet_alsa() -> None:
    """ALSA writes its own errors to the terminal: about thirty lines on a machine without
    a sound card, when a device is looked for. The game says once in its log that it is
    silent instead; this gives ALSA a handler that says nothing (Linux only, and only
    when ALSA is there)."""
    if not sys.platform.startswith("linux") or _ALSA_HANDLERS:
        return
    # here, on the opening thread: ctypes (and the subprocess find_library uses) is not
    # needed before the first sound, so start-up does not import it
    import ctypes.util

    name = ctypes.util.find_library("asound") or "libasound.so.2"
    try:
        alsa = ctypes.CDLL(name)
    except OSError:
        return  # no ALSA: nothing will print
    silent = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                              ctypes.c_int, ctypes.c_char_p)(lambda *_: None)
    alsa.snd_lib_error_set_handler(silent)
    _ALSA_HANDLERS.append(silent)


ALSA_CONFIG_MAX = 1024 * 1024  # bytes: ALSA's own configuration is some 10 kB


def alsa_config_problem(environ: dict[str, str] | os._Environ[str] = os.environ) -> str | None:
    """Why ALSA must not be asked for a device: a file its ``ALSA_CONFIG_PATH`` names
    (a list, split at colons and spaces as ALSA splits it) that ALSA would read without
    end.  ALSA reads it whole, without a limit: ``/dev/zero`` grew the sound thread by
    some 30 MB a second (issue 39), a FIFO would hold it for ever.  None: nothing odd."""
    if not sys.platform.startswith("linux"):
        return None
    from ...reading import kind_of, one_line

    for name in environ.get("ALSA_CONFIG_PATH", "").replace(" ", ":").split(":"):
        if not name:
            continue
        try:
            status = os.stat(name)
        except OSError:
            continue  # ALSA skips a file it cannot find
        if stat.S_ISDIR(status.st_mode):
            continue  # ALSA reads the configuration files in it
        if not stat.S_ISREG(status.st_mode):
            return (f"ALSA_CONFIG_PATH names {one_line(name)}, which is "
                    f"{kind_of(status.st_mode)}, not a configuration file")
        if status.st_size > ALSA_CONFIG_MAX:
            return (f"ALSA_CONFIG_PATH names {one_line(name)}, {status.st_size:,} bytes long, "
                    "far more than a configuration file")
    return None


class MiniaudioOutput:
    """The default audio device, opened lazily; silent for good when it cannot be."""

    def __init__(self, rate: int = 22_050) -> None:
        self.rate = rate
        self._lock = threading.Lock()
        self._voices: list[_Voice] = []
        self._device: Any = None
        self._state = "closed"  # "opening", "open", "off"
        self._why_off = ""
        self.opener: threading.Thread | None = None  # the thread opening the device
        # told why, on the opening thread, once the device cannot be had
        self.on_silent: Callable[[str], None] | None = None

    @property
    def off(self) -> bool:
        """True once the device could not be had (no device, no library)."""
        return self._state == "off"

    @property
    def why_off(self) -> str:
        return self._why_off

    def play(self, name: str, samples: array[int], rate: int, after_ms: int = 0) -> None:
        if self._state == "off" or not samples:
            return
        if rate != self.rate:
            log.debug("sound %s at %d Hz on a %d Hz device: not played", name, rate, self.rate)
            return
        with self._lock:
            self._voices.append(_Voice(samples, after_ms * self.rate // 1000))
        self.open()

    def open(self) -> None:
        """Look for the device now, on its own thread, without a sound: whether the game
        is silent is known when sound is turned on, not at the first tile placed."""
        with self._lock:
            if self._state != "closed":
                return
            self._state = "opening"
        self.opener = threading.Thread(target=self._open, name="sound-open", daemon=True)
        self.opener.start()

    def _open(self) -> None:
        """On its own thread: the device, started with the mixing generator."""
        problem = alsa_config_problem()
        if problem is not None:
            self._give_up(problem)
            return
        quiet_alsa()
        try:
            miniaudio = importlib.import_module("miniaudio")
        except ImportError as error:
            self._give_up(f"the miniaudio library is not installed ({error})")
            return
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=self.rate,
                buffersize_msec=BUFFER_MS, app_name="Five-Up Dominoes")
            if str(device.backend).lower() == "null":  # miniaudio's stand-in: no device
                device.close()
                self._give_up("no audio device")
                return
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception as error:  # miniaudio.MiniaudioError and whatever a driver says
            self._give_up("no audio device (" + " ".join(str(a) for a in error.args) + ")")
            return
        with self._lock:
            if self._state == "opening":
                log.info("sound on: %s, %d Hz", device.backend, self.rate)
                self._device, self._state = device, "open"
                atexit.register(self.close)
                return
        device.close()  # closed while it was opening

    def _give_up(self, why: str) -> None:
        log.info("the game is silent: %s", why)  # said before it is so (tests wait for it)
        with self._lock:
            self._state, self._why_off = "off", why
            self._voices.clear()
        if self.on_silent is not None:
            self.on_silent(why)

    def _stream(self) -> Generator[bytes, int, None]:
        """miniaudio's generator, on its audio thread: sent how many frames it needs."""
        frames = yield b""
        while True:
            try:
                with self._lock:
                    block = mixed(self._voices, frames).tobytes() if self._voices else b""
            except Exception:  # never a traceback from the audio thread: silence instead
                log.info("the sounds stopped", exc_info=True)
                self._voices.clear()
                block = b""
            frames = yield block

    def close(self) -> None:
        with self._lock:
            device, self._device = self._device, None
            self._voices.clear()
            if self._state in ("open", "opening"):
                self._state = "closed"
        if device is not None:
            try:
                device.close()
            except Exception:  # the device gone already (unplugged): nothing to let go
                log.debug("closing the audio device", exc_info=True)
