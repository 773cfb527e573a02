"""Issue 37, items 1-3: every window inside the screen it opens on.

The window checks (``screen_checks.py``) run in a process of their own for each screen
size, on Qt's offscreen platform given that screen first, so that the window meets the
screen's real free area as it would on a player's machine; the largest one's process
with the smallest screen beside it, for a saved place that fits one and not the other.
(In one process, windows moved from screen to screen of the test suite's platform
crashed Qt now and then: one process a screen, that screen first.)  The largest one's
process also opens every window from the game's window on the smaller screen beside it.
The last test reads the interface's source: every window and dialog sizes itself by its
screen.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.sources import tree_of

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
SIZES = {"800x600": (800, 600), "1024x768": (1024, 768), "1366x768": (1366, 768),
         "1536x824": (1536, 824)}  # the last: a 1920x1080 laptop at 125%, less its panel
X_SCREEN = "screen"  # the name Qt's X11 platform gives an Xvfb screen
# The round's ends and windows each screen's process looks at (screen_checks.SHARE): all of
# them on the smallest, half of them in turn on the larger ones; the desktop's quick run
# (1366x768) takes the half the offscreen 1366x768 leaves, its slow sizes all.
SHARES = {"800x600": "all", "1024x768": "a", "1366x768": "b", "1536x824": "a"}
DESKTOP_SHARES = {"1366x768": "a"}
SAVED_PLACE = ("1536x824", "800x600")  # the saved place's screens, the one it fits first
# The checks' own pytest: in this one process (no workers of its own, whatever the command
# line of the suite said) and without Hypothesis's plugin, which they do not use and which
# took some 0.7 s of each start.
CHECKS = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
          "-p", "no:hypothesispytest", str(HERE / "screen_checks.py")]


def run_checks(tmp_path: Path, names: list[str], select: str, share: str = "all",
               beside: tuple[str, ...] = ()) -> None:
    """``screen_checks.py`` (its tests chosen by ``select``) on the offscreen platform
    given the screens ``names`` (each checked), then ``beside`` (there for the saved
    place alone), side by side; fails with its output when one fails."""
    screens, x = [], 0
    for name in [*names, *beside]:
        width, height = SIZES[name]
        screens.append({"name": name, "x": x, "y": 0, "width": width, "height": height,
                        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1})
        x += width
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": screens}), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "FIVESUP_QT_TEST_SCREENS": ",".join(names), "FIVESUP_QT_TEST_SHARE": share}
    done = subprocess.run([*CHECKS, "-k", select],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]


PANEL = 40  # px a desktop's panel takes at the screen's bottom (the window manager's margin)
OPENBOX = """<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <margins><top>0</top><bottom>{panel}</bottom><left>0</left><right>0</right></margins>
</openbox_config>
"""


def x_screen(tmp_path: Path, name: str):
    """An X server (Xvfb) of the size ``name`` with a window manager (openbox) keeping a
    panel's room at the bottom: the screen's free area is smaller than the screen, as on
    a desktop, and windows get real frames.  Yields the display; skipped without them."""
    missing = [tool for tool in ("Xvfb", "openbox", "xprop") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed (.ci/run installs them)")
    width, height = SIZES[name]
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                               f"{width}x{height}x24", "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as told:
        display = ":" + told.readline().strip()  # the server is ready once it says
    config = tmp_path / "openbox.xml"
    config.write_text(OPENBOX.format(panel=PANEL), encoding="utf-8")
    env = {**os.environ, "DISPLAY": display}
    manager = subprocess.Popen(["openbox", "--config-file", str(config)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    want = f"0, 0, {width}, {height - PANEL}"
    for _ in range(600):  # until the manager publishes the free area (a condition, 60 s)
        said = subprocess.run(["xprop", "-root", "_NET_WORKAREA"], env=env,
                              capture_output=True, text=True).stdout
        if want in said:
            break
        if manager.poll() is not None:
            break
        time.sleep(0.1)
    else:
        said = ""
    try:
        assert want in said, f"openbox gave no free area of {want}: {said!r}"
        yield display
    finally:
        manager.terminate()
        server.terminate()
        manager.wait(timeout=30)
        server.wait(timeout=30)


@pytest.mark.parametrize("name", [pytest.param(n, marks=[] if n == "1366x768" else pytest.mark.slow)
                                  for n in SIZES])  # the other sizes: .ci/run's slow step
def test_the_window_fits_a_desktop_with_a_panel(tmp_path, name):
    """The same checks on an X server with a window manager and a panel's room: the
    window opens inside the free area (its frame included), never under the panel."""
    for display in x_screen(tmp_path, name):
        env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display,
               "FIVESUP_QT_TEST_SCREENS": X_SCREEN, "FIVESUP_QT_TEST_PANEL": str(PANEL),
               "FIVESUP_QT_TEST_SHARE": DESKTOP_SHARES.get(name, "all")}
        done = subprocess.run([*CHECKS, "-k", "not saved_place_is_used and not second_screen"],
                              cwd=REPO, env=env, capture_output=True, text=True, timeout=900)
        assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]


@pytest.mark.parametrize("name", list(SIZES))
def test_the_window_fits_the_screen(tmp_path, name):
    """On each screen: the window opens inside it, the place is saved at close, and a
    round's end with 2-4 players in English and Arabic grows nothing and keeps what a
    player looks for inside the window, every other window opened from it inside the
    screen too (every such case on the smallest screen, half of them on each larger one:
    ``SHARES``).  On the largest, with the smallest beside it, a saved place is used only
    while it fits a screen (its own process before: a Python and Qt start less), and every
    window opened from the game's window on the smaller screen opens there."""
    if name == SAVED_PLACE[0]:
        run_checks(tmp_path, [name], "", SHARES[name], beside=SAVED_PLACE[1:])
    else:
        run_checks(tmp_path, [name], "not saved_place_is_used and not second_screen",
                   SHARES[name])


def test_every_window_sizes_itself_by_its_screen():
    """Every class of the interface that sets a window title (its windows and dialogs)
    calls ``fit_to_screen`` in its body: none opens larger than its screen."""
    import fivesup_qt.ui as ui

    windows, missing = [], []
    for path in Path(ui.__file__).parent.rglob("*.py"):
        tree = tree_of(path)
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            called = {n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", "")
                      for n in ast.walk(node) if isinstance(n, ast.Call)}
            if "setWindowTitle" in called:
                windows.append(node.name)
                if "fit_to_screen" not in called:
                    missing.append(f"{path.name}: {node.name}")
    assert len(windows) >= 12 and "MainWindow" in windows
    assert missing == []
