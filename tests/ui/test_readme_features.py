"""The README names every feature of the game (issue 41, item 1): Play > Puzzles, Play >
Daily Deal and "Play it in duplicate" were in the window but not in the README.

Every entry of the real window's menus (saves, history and settings installed, as at
start-up) is either a feature, which the README names as "Menu > Entry" outside its Keys
table, or a move of the game, which the Keys table holds (``test_readme_keys.py``); an
entry that opens a window (its text ends in an ellipsis) is always a feature.  The
buttons of the round's and the match's cards that open a window are named too.
"""

from __future__ import annotations

import re

from helpers import REPO
from helpers.menus import menu_actions, plain
from helpers.windows import persistence_of

README = (REPO / "README.md").read_text(encoding="utf-8")
# the README without its Keys table: where a player reads what the game offers
FEATURES_TEXT = " ".join(re.sub(r"\n## Keys\n.*?(?=\n## )", "\n", README, flags=re.S).split())

# (menu, entry) of every entry that opens a feature ...
FEATURES = {
    ("Game", "New Match"), ("Game", "Open Match"), ("Game", "Save Match As"),
    ("Game", "Match History"), ("Game", "Settings"),
    ("Play", "Daily Deal"), ("Play", "Puzzles"),
    ("View", "Teaching Mode"), ("View", "Score Chart"),
    ("Help", "How to Play"), ("Help", "Rules Tour"), ("Help", "How the Computer Plays"),
    ("Help", "About Five-Up Dominoes"),
}
# ... and of the moves and switches of the game, with their keys in the Keys table
MOVES = {
    ("Game", "Rematch"), ("Game", "Next Round"), ("Game", "Quit"),
    ("Edit", "Undo Your Move"), ("Edit", "Redo"),
    ("Play", "Draw from the Stock"), ("Play", "Next Tile"), ("Play", "Previous Tile"),
    ("Play", "Next Point"), ("Play", "Previous Point"), ("Play", "Place Tile"),
    ("Play", "Cancel Selection"), ("Play", "Sort Hand"), ("Play", "Hint"),
    ("View", "Fit Table"), ("View", "Light Palette"), ("View", "Dark Palette"),
    ("View", "High Contrast Palette"),
}
# the cards' buttons that open a window: (source file, README's words)
CARDS = ("fivesup_qt/ui/table/match_end.py", "fivesup_qt/ui/table/overlays.py")
BUTTON = re.compile(r'QPushButton\(self\.tr\("([^"]*)…"\)\)')


def menu_entries(window) -> dict[tuple[str, str], str]:
    """(menu, entry) -> the entry's text as the menu shows it."""
    return {key: action.text() for key, action in menu_actions(window).items()}


def test_every_menu_entry_is_a_feature_or_a_move(bare_window):
    window = bare_window()
    persistence_of(window)
    entries = menu_entries(window)
    assert set(entries) == FEATURES | MOVES, (
        f"unsorted: {sorted(set(entries) - FEATURES - MOVES)}; "
        f"gone: {sorted((FEATURES | MOVES) - set(entries))}")
    opens = {key for key, text in entries.items() if text.endswith(("…", "..."))}
    assert opens <= FEATURES, sorted(opens - FEATURES)
    assert {("Play", "Daily Deal"), ("Play", "Puzzles")} <= opens


def test_the_readme_names_every_feature_of_the_menus():
    missing = [f"{menu} > {entry}" for menu, entry in sorted(FEATURES)
               if f"{menu} > {entry}" not in FEATURES_TEXT]
    assert not missing, missing


def test_the_readme_names_every_window_the_cards_open():
    buttons = {plain(text) for card in CARDS
               for text in BUTTON.findall((REPO / card).read_text(encoding="utf-8"))}
    assert "Play it in duplicate" in buttons and "Replay this deal" in buttons
    missing = [b for b in sorted(buttons) if b.lower() not in FEATURES_TEXT.lower()]
    assert not missing, missing
