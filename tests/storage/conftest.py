"""Every storage test keeps its saves, history and settings in its own folders."""

from __future__ import annotations

import pytest
from helpers.homes import make_folders, private_home


@pytest.fixture(autouse=True)
def home(tmp_path):
    """The player's home for the game, not made yet (as on a first start); set apart
    from the test's own monkeypatch, so that its undo() keeps the home private."""
    with pytest.MonkeyPatch.context() as mp:
        yield private_home(tmp_path, mp)


@pytest.fixture
def home_folders(home):
    """The home with its data and config folders made (as after a first start)."""
    return make_folders(home)
