"""A screen reader's view of one round, run by the system Python (which has pyatspi)
inside ``dbus-run-session``: starts Xvfb, the AT-SPI bus, openbox and the game, then
plays the round with real keys (XTest, through the AT-SPI registry) reading only what
AT-SPI reports, and writes what it read as JSON.  Driven by
tests/ui/access/test_atspi_client.py; not a test itself (pytest never imports it: the
venv has no pyatspi).

    dbus-run-session -- /usr/bin/python3 atspi_driver.py GAME_PYTHON HOME LANGUAGE OUT
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

BOUND = 90.0  # seconds for any one thing to happen: far beyond a loaded machine's worst
WORDS = {  # what the game says, per language: only to find things, never asserted here
    "en": {"hand": "Your hand", "your turn": "Your turn",
           "over": ("The round is over", "The match is over")},
    "ar": {"hand": "يدك", "your turn": "دورك",
           "over": ("انتهت الجولة", "انتهت المباراة")},
}
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f"))


def bare(text: str) -> str:
    return " ".join((text or "").translate(ISOLATES).split())


def until(condition, what: str) -> None:
    deadline = time.monotonic() + BOUND
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"gave up waiting for {what}")
        time.sleep(0.05)  # polling a condition


class Reader:
    """The AT-SPI side: announcements heard, the game's accessible tree read."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.heard: list[tuple[str, int]] = []
        pyatspi.Registry.registerEventListener(self._announced, "object:announcement")

    def _announced(self, event) -> None:
        try:
            if event.source.get_process_id() != self.pid:
                return
        except Exception:  # a source gone already: not ours to judge
            return
        self.heard.append((bare(str(event.any_data)), int(event.detail1)))

    @staticmethod
    def pump() -> None:
        """Let AT-SPI's events in (pyatspi's listeners run from the GLib loop)."""
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)

    def wait(self, condition, what: str):
        deadline = time.monotonic() + BOUND
        while time.monotonic() < deadline:
            self.pump()
            try:
                value = condition()
            except Exception:  # the tree changing under a read: read again
                value = None
            if value is not None and value is not False and value != [] and value != "":
                return value  # (an accessible with no children is falsy: never ask bool)
            time.sleep(0.05)  # polling a condition, never a wait for time itself
        raise SystemExit(f"gave up waiting for {what}")

    def app(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.get_process_id() == self.pid:
                return app
        return None


def walk(node, depth=0):
    yield node, depth
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


def find(root, role: str, name_part: str):
    for node, _ in walk(root):
        if node.getRoleName() == role and name_part in bare(node.name):
            return node
    return None


def items(lst) -> list[tuple[str, bool]]:
    out = []
    for i in range(lst.childCount):
        item = lst.getChildAtIndex(i)
        if item is not None and item.getRoleName() == "list item":
            out.append((bare(item.name), item.getState().contains(pyatspi.STATE_SELECTED)))
    return out


def labels(mirror) -> list[str]:
    return [bare(mirror.getChildAtIndex(i).name) for i in range(mirror.childCount)
            if mirror.getChildAtIndex(i).getRoleName() == "label"]


def dump(node, depth=0, out=None, limit=12) -> list[str]:
    """The tree under ``node`` as a reader lists it (role, name, selected), trimmed."""
    out = [] if out is None else out
    states = node.getState()
    mark = " [selected]" if states.contains(pyatspi.STATE_SELECTED) else ""
    mark += " [showing]" if states.contains(pyatspi.STATE_SHOWING) else ""
    out.append(f"{'  ' * depth}{node.getRoleName()} {bare(node.name)!r}{mark}")
    for i in range(min(node.childCount, limit)):
        child = node.getChildAtIndex(i)
        if child is not None:
            dump(child, depth + 1, out, limit)
    if node.childCount > limit:
        out.append(f"{'  ' * (depth + 1)}... {node.childCount - limit} more")
    return out


KEYSYMS = {"Right": 0xFF53, "Tab": 0xFF09, "Return": 0xFF0D}


def key(name: str) -> None:
    """A real key press and release, through the AT-SPI registry (XTest on X11), to
    whatever has the keyboard focus, as a screen reader's user types it."""
    pyatspi.Registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)


def main() -> None:
    game_python, home, language, out_path = sys.argv[1:5]
    words = WORDS[language]
    os.makedirs(os.path.join(home, "config"), exist_ok=True)
    with open(os.path.join(home, "config", "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"language": language, "animation_speed": "instant", "sound": False}, f)
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"], pass_fds=(write_fd,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as f:
        display = ":" + f.readline().strip()
    env = dict(os.environ, DISPLAY=display, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               QT_QPA_PLATFORM="xcb", FIVESUP_QT_HOME=home, QT_ACCESSIBILITY="1")
    os.environ["DISPLAY"] = display
    started = [xvfb]
    result: dict = {}
    try:
        started.append(subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                        env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL))
        wm_log = open(os.path.join(home, "openbox.log"), "w")  # noqa: SIM115
        wm = subprocess.Popen(["openbox"], env=env, stdout=wm_log, stderr=wm_log)
        started.append(wm)

        def managed() -> bool:
            """openbox runs the screen (it gives the game's window the focus); one that
            died at its start is started again."""
            nonlocal wm
            if wm.poll() is not None:
                wm = subprocess.Popen(["openbox"], env=env, stdout=wm_log, stderr=wm_log)
                started.append(wm)
            return "window id" in subprocess.run(
                ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True,
                text=True, timeout=BOUND).stdout

        until(managed, "openbox managing the screen")
        log = open(os.path.join(home, "game.log"), "w")  # noqa: SIM115 (closed with the game)
        game = subprocess.Popen([game_python, "-m", "fivesup_qt", "--players", "2",
                                 "--seed", "11"], env=env, stdout=log, stderr=log)
        started.append(game)
        reader = Reader(game.pid)
        app = reader.wait(reader.app, "the game on the AT-SPI bus")
        hand = reader.wait(lambda: find(app, "list", words["hand"]), "the hand's list")
        mirror = hand.parent
        reader.wait(lambda: items(hand), "the hand's tiles")
        view = reader.wait(lambda: next((n for n, _ in walk(app)
                                         if n.getState().contains(pyatspi.STATE_FOCUSED)), None),
                           "the keyboard focus somewhere")
        result.update({"display": display, "focused": [view.getRoleName(), bare(view.name)],
                  "hand at the deal": [name for name, _ in items(hand)], "plays": [],
                  "tree": None, "labels at the end": None})
        over = words["over"]
        while True:
            turn = reader.wait(lambda: labels(mirror)[0], "whose turn")
            if turn in over:
                break
            if turn != words["your turn"]:
                reader.wait(lambda t=turn: labels(mirror)[0] != t, "the computer's move")
                continue
            before = len(items(hand))
            facts = labels(mirror)
            places = [mirror.getChildAtIndex(i) for i in range(mirror.childCount)
                      if mirror.getChildAtIndex(i).getRoleName() == "list"][-1]  # after the hand
            picked = None
            for _ in range(before):  # Right until a picked tile has places
                was = [name for name, sel in items(hand) if sel]
                key("Right")
                reader.wait(lambda w=was: [n for n, s in items(hand) if s] not in ([], w),
                            "a tile picked")
                picked = next(name for name, sel in items(hand) if sel)
                if items(places):
                    break
            else:  # nothing fits: the game draws by itself (auto-draw)
                reader.wait(lambda b=before, t=turn: len(items(hand)) != b
                            or labels(mirror)[0] != t, "the draw")
                continue
            told = len(reader.heard)
            key("Tab")
            chosen = reader.wait(lambda p=places: [n for n, s in items(p) if s], "a place chosen")
            reader.wait(lambda c=chosen[0], t=told: c in [text for text, _ in reader.heard[t:]],
                        "the chosen place said")  # (the driver's own judgement: see the test)
            if result["tree"] is None and len(result["plays"]) >= 1:
                result["tree"] = dump(mirror)
            result["plays"].append({"turn": turn, "facts": facts, "picked": picked,
                                    "heard at the tab": [text for text, _ in reader.heard[told:]],
                                    "places": [n for n, _ in items(places)],
                                    "chosen": chosen[0], "places list": bare(places.name)})
            key("Return")
            reader.wait(lambda b=before: len(items(hand)) < b
                        or labels(mirror)[0] != words["your turn"], "the tile placed")
        reader.wait(lambda: any(level == 2 for _, level in reader.heard), "the round's end said")
        result["labels at the end"] = labels(mirror)
        if result["tree"] is None:
            result["tree"] = dump(mirror)
    except SystemExit as stop:  # what was read so far goes to the test with the reason
        result["error"] = str(stop)
        with contextlib.suppress(Exception):
            result["labels at the error"] = labels(mirror)
            result["tree at the error"] = dump(mirror)
    finally:
        with contextlib.suppress(Exception):
            result["announcements"] = reader.heard
        with open(out_path, "w", encoding="utf-8") as f:
            json.dump(result, f, ensure_ascii=False, indent=1)
        for process in reversed(started):
            process.terminate()
        for process in reversed(started):
            try:
                process.wait(timeout=BOUND)
            except subprocess.TimeoutExpired:
                process.kill()


if __name__ == "__main__":
    main()
