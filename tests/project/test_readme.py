"""The README is a player's short overview (issue 41, items 1 and 2).

It stays at most 250 lines, opens with the two commands a newcomer runs, lists every
command of the command line in its Commands table, and says where the game comes from
and where a bug is reported: the project's home, the same in the package metadata
(``[project.urls]`` of pyproject.toml), the README and the About box (when it shows one).
The features it names against the menus are ``tests/ui/test_readme_features.py``'s.
"""

from __future__ import annotations

import re
import sys

from helpers import REPO

from fivesup_qt.__main__ import COMMANDS

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

README = (REPO / "README.md").read_text(encoding="utf-8")
MAX_LINES = 250


def section(title: str) -> str:
    return README.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def urls() -> dict[str, str]:
    with open(REPO / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["urls"]


def test_the_readme_is_short():
    assert len(README.splitlines()) <= MAX_LINES, len(README.splitlines())


def test_the_readme_opens_with_the_two_commands():
    first = README.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert README.index("```sh") < README.index("\n## ")  # before any section
    assert len(first) == 2
    assert first[0] == "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/fivesup-qt"
    assert first[1].startswith("python3 -m venv .venv && .venv/bin/pip install -e '.[test")
    assert "-m pytest" in first[1]


def test_the_commands_table_lists_every_command():
    listed = re.findall(r"^\| `fivesup-qt (\w+)", section("Commands"), re.M)
    assert sorted(set(listed)) == sorted(COMMANDS)
    assert len(listed) == len(COMMANDS), listed  # one line each


def test_the_project_has_one_home_in_the_metadata_and_the_readme():
    found = urls()
    home = found["Homepage"]
    assert re.fullmatch(r"https://github\.com/[\w.-]+/[\w.-]+", home), home
    assert found == {"Homepage": home, "Source": home, "Issues": f"{home}/issues",
                     "Releases": f"{home}/releases",
                     "Documentation": f"{home}/blob/main/README.md"}
    # where to get it, where to report a bug: the metadata's places, in those sections
    assert found["Releases"] in section("Installing")
    assert found["Issues"] in section("Reporting a bug")
    # and no other home anywhere in the README
    named = set(re.findall(r"https://github\.com/[\w.-]+/[\w.-]+", README))
    assert named == {home}, named


def test_the_about_box_names_no_other_home():
    """The About box (fivesup_qt/about.py, ui/windows/about.py) shows the metadata's home
    if it shows one at all; the desktop id's reverse domain is the same GitHub owner."""
    from fivesup_qt import about

    home = urls()["Homepage"]
    owner = home.split("/")[3]
    assert about.APP_ID.startswith(f"io.github.{owner.replace('-', '_')}.")
    for path in (REPO / "fivesup_qt" / "about.py", REPO / "fivesup_qt" / "ui" / "windows" / "about.py"):
        for url in re.findall(r"https?://[^\s\"')<>]+", path.read_text(encoding="utf-8")):
            assert url.startswith(home), (path.name, url)
