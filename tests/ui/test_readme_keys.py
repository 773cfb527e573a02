"""The README's Keys table is the window's keys (issue 25, finding 6).

Every key the table gives a menu entry is bound to that entry of the real main window
(saves, history, settings and the score chart installed, as at start-up), every entry
of the window that has a key is in the table with all its keys, and the replay viewer's
keys are the ones the table gives it.  A key marked *system* is the platform's standard
key for the entry (``QKeySequence.StandardKey``): it is checked where this platform has
one, and the entry must be bound to a standard key, not to a key of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from helpers import REPO
from helpers.menus import menu_actions, plain
from helpers.windows import persistence_of
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from fivesup_qt.rules import FIVE_UP
from fivesup_qt.storage import read_record

ROOT = REPO
SAMPLE = ROOT / "fivesup_qt" / "resources" / "sample-match.fivesup.json"
REPLAY_VIEWER = "Replay viewer"


@dataclass(frozen=True)
class Row:
    menu: str        # "Play", or REPLAY_VIEWER
    entry: str       # "Next Tile" ("" for the replay viewer)
    keys: tuple[str, ...]
    system: bool     # the platform's standard key for the entry


def readme_rows() -> list[Row]:
    """The Keys table: a cell "`A` / `B`, `C`" with "Menu > One / Two" gives One the key A
    and Two the keys B and C."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Keys\n", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        if not line.startswith("| `"):
            continue
        key_cell, entry_cell, _what = (cell.strip() for cell in line.strip().strip("|").split("|"))
        if entry_cell == REPLAY_VIEWER:
            rows.append(Row(REPLAY_VIEWER, "", tuple(re.findall(r"`([^`]+)`", key_cell)), False))
            continue
        menu, entries = (part.strip() for part in entry_cell.split(">", 1))
        groups, names = key_cell.split(" / "), [name.strip() for name in entries.split(" / ")]
        assert len(groups) == len(names), line
        for group, name in zip(groups, names):
            keys = tuple(re.findall(r"`([^`]+)`", group))
            assert keys, line
            rows.append(Row(menu, name, keys, "*system*" in group))
    return rows




def portable(sequences) -> list[str]:
    """The keys as Qt writes them everywhere ("Ctrl+Shift+S"), empty sequences left out."""
    return [text for s in sequences if (text := s.toString(QKeySequence.SequenceFormat.PortableText))]


def standard_bindings(action: QAction) -> bool:
    """Whether the action is bound to a standard key as this platform has it: its first
    binding (``QKeySequence(StandardKey)``) or all of them, or none where it has none."""
    keys = portable(action.shortcuts())
    for standard in QKeySequence.StandardKey:
        if standard == QKeySequence.StandardKey.UnknownKey:
            continue
        bindings = portable(QKeySequence.keyBindings(standard))
        if keys in (bindings, bindings[:1]):
            return True
    return False


def test_the_readme_lists_keys_for_the_game_and_the_replay_viewer():
    rows = readme_rows()
    assert len([r for r in rows if r.menu != REPLAY_VIEWER]) >= 20
    assert any(r.menu == REPLAY_VIEWER for r in rows)


def test_every_key_the_readme_lists_is_bound_to_that_menu_entry(bare_window):
    window = bare_window()
    persistence_of(window)
    actions = menu_actions(window)
    wrong = []
    for row in readme_rows():
        if row.menu == REPLAY_VIEWER:
            continue
        action = actions.get((row.menu, row.entry))
        if action is None:
            wrong.append(f"{row.menu} > {row.entry}: no such menu entry")
            continue
        bound = portable(action.shortcuts())
        said = portable(QKeySequence(key) for key in row.keys)
        if row.system:
            if not standard_bindings(action):
                wrong.append(f"{row.menu} > {row.entry}: marked system but bound to {bound}")
            elif bound and said[0] != bound[0]:
                wrong.append(f"{row.menu} > {row.entry}: README {said}, the system's {bound}")
        elif sorted(said) != sorted(bound):
            wrong.append(f"{row.menu} > {row.entry}: README {said}, bound {bound}")
    assert not wrong, "\n".join(wrong)


def test_every_menu_entry_with_a_key_is_in_the_readme(bare_window):
    window = bare_window()
    persistence_of(window)
    listed = {(row.menu, row.entry) for row in readme_rows()}
    in_menus = menu_actions(window)
    missing = [f"{menu} > {entry}: {portable(action.shortcuts())}"
               for (menu, entry), action in in_menus.items()
               if portable(action.shortcuts()) and (menu, entry) not in listed]
    assert not missing, "\n".join(missing)
    # and no key of the window lives outside the menus, where the table would not look
    hidden = [plain(action.text()) for action in window.actions()
              if portable(action.shortcuts()) and action not in in_menus.values()]
    assert not hidden, hidden


def test_the_replay_viewers_keys_are_the_readmes(qtbot):
    from fivesup_qt.ui.play.setup import match_setup
    from fivesup_qt.ui.windows.replay_viewer import ReplayViewer

    viewer = ReplayViewer(read_record(SAMPLE), match_setup(FIVE_UP, 2, humans=(0,)))
    qtbot.addWidget(viewer)
    bound = sorted(portable(shortcut.key() for shortcut in viewer.findChildren(QShortcut)))
    [row] = [row for row in readme_rows() if row.menu == REPLAY_VIEWER]
    assert sorted(portable(QKeySequence(key) for key in row.keys)) == bound
