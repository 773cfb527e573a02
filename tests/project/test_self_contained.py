"""Nothing in the repository points outside it.

Someone who clones the repository must find everything it refers to inside it: no
folder of a particular machine, no document that is not in the repository, no link
in the documentation to a file or a heading that does not exist.  Every tracked text
file is scanned: code, docstrings, tests, docs, CI and packaging scripts.
"""

from __future__ import annotations

import re
import subprocess
import unicodedata
from functools import cache
from pathlib import Path

import pytest
from helpers import REPO

ROOT = REPO
SKIPPED_DIRS = {".git", ".venv", "build", "dist", "shots", "__pycache__", ".pytest_cache",
                ".ruff_cache", ".hypothesis"}

# Paths that only exist on some machine, and the documents of the project's origin
# that were never part of the repository.
OUTSIDE = [
    (re.compile(r"\.\./shared\b"), "a folder next to the repository"),
    (re.compile(r"\bshared/(?:RULES|RECORD|TOOLCHAIN|seeds)\b"), "the project's origin documents"),
    (re.compile(r"(?<![\w.])/work/"), "a folder of one machine"),
    (re.compile(r"(?<![\w.~])/home/\w"), "someone's home folder"),
    (re.compile(r"(?<![\w.])/Users/\w"), "someone's home folder"),
    (re.compile(r"\b[A-Z]:\\+Users\\+", re.I), "someone's home folder"),
    (re.compile(r"(?<![\w.])/root/"), "root's home folder"),
]
MD_NAME = re.compile(r"(?<![\w/.:-])((?:\.{1,2}/)?[\w][\w./-]*\.md)\b")
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")


@cache
def tracked() -> list[Path]:
    """The files git tracks (or, outside a git checkout, every file of the tree)."""
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                             check=True).stdout.decode()
        files = [ROOT / name for name in out.split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        files = [p for p in ROOT.rglob("*") if p.is_file()
                 and not SKIPPED_DIRS & set(p.relative_to(ROOT).parts)]
    return [p for p in files if p.is_file()]


@cache
def text_files() -> list[tuple[Path, str]]:
    out = []
    for path in tracked():
        data = path.read_bytes()
        if b"\0" in data[:8192]:
            continue  # images, compiled translations, icons
        try:
            out.append((path, data.decode("utf-8")))
        except UnicodeDecodeError:
            continue
    return out


def where(path: Path, text: str, index: int) -> str:
    return f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, index) + 1}"


def test_the_scan_sees_the_repository():
    names = {str(p.relative_to(ROOT)) for p, _ in text_files()}
    assert {"README.md", "CONTRIBUTING.md", "docs/rules.md", "docs/record-format.md",
            "fivesup_qt/rules/record.py", ".ci/run", "tests/project/test_self_contained.py"} <= names


def test_no_path_outside_the_repository():
    found = []
    for path, text in text_files():
        if path == Path(__file__).resolve():
            continue  # the patterns themselves
        for pattern, what in OUTSIDE:
            found += [f"{where(path, text, m.start())}: {m.group(0)!r} ({what})"
                      for m in pattern.finditer(text)]
    assert not found, "\n".join(found)


SCRIPT_COMMENT = {".sh": "#", ".yml": "#", ".yaml": "#", ".spec": "#", ".ps1": "#", ".iss": ";",
                  "": "#"}


def prose(path: Path, text: str) -> str:
    """What a file says to its reader: all of a Python file or a document, only the
    comments of a script or a workflow (which may create files of their own)."""
    mark = SCRIPT_COMMENT.get(path.suffix)
    if mark is None:
        return text
    return "\n".join(line if line.lstrip().startswith(mark) else "" for line in text.split("\n"))


def test_every_document_named_is_in_the_repository():
    """A document named in prose (a docstring's 'see docs/rules.md') must be here."""
    names = {p.name for p in tracked()}
    missing = []
    for path, text in text_files():
        if path == Path(__file__).resolve():
            continue
        text = prose(path, text)
        for m in MD_NAME.finditer(text):
            name = m.group(1)
            if (ROOT / name).is_file() or (path.parent / name).is_file():
                continue
            if "/" not in name and name in names:
                continue  # a file of this repository named by its own name
            missing.append(f"{where(path, text, m.start())}: {name}")
    assert not missing, "\n".join(missing)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to '-'."""
    kept = "".join(c for c in heading.strip().lower()
                   if c.isalnum() or c in " -_" or unicodedata.category(c).startswith("M"))
    return kept.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    return {slug(m.group(1)) for m in re.finditer(r"^#{1,6}\s+(.+?)\s*$", text, re.M)}


MARKDOWN = sorted(p for p in tracked() if p.suffix == ".md")


@pytest.mark.parametrize("path", MARKDOWN, ids=lambda p: str(p.relative_to(ROOT)))
def test_links_of_the_documentation_lead_somewhere(path):
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.S)  # code blocks are not links
    broken = []
    for m in MD_LINK.finditer(text):
        target = m.group(1)
        if re.match(r"[a-z]+:", target):
            broken += [] if target.startswith("https://") else [target]
            continue
        file_part, _, anchor = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path
        if not linked.is_file() or ROOT not in linked.parents:
            broken.append(target)
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(f"{target} (no such heading)")
    assert not broken, broken


def test_slugs_follow_github():
    assert slug("11. Decisions where the traditional rules are silent") == (
        "11-decisions-where-the-traditional-rules-are-silent")
    assert slug("Figure 4") == "figure-4"
    assert slug("4. التشكيل: مواضع التوصيل والقطع المتفرعة") == (
        "4-التشكيل-مواضع-التوصيل-والقطع-المتفرعة")
