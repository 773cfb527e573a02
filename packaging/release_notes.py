#!/usr/bin/env python3
"""The notes of one release, taken from CHANGELOG.md, for the release page.

    python packaging/release_notes.py [--version X.Y.Z] [--tag vX.Y.Z]

Prints the body of the ``## [X.Y.Z] - YYYY-MM-DD`` section of CHANGELOG.md (the version
defaults to pyproject.toml's). With ``--tag`` it first checks that the tag is ``v`` and that
version, so a release is only published for the version the files say. Exits 1 with a
message when the tag does not match or the changelog has no such section.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?\s*$", re.M)


def pyproject_version(root: Path = ROOT) -> str:
    """[project] version of pyproject.toml (read as the spec and fivesup_qt.about read it)."""
    text = (root / "pyproject.toml").read_text(encoding="utf-8")
    project = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", text, re.M | re.S)
    found = project and re.search(r'^version\s*=\s*"([^"]+)"', project.group(1), re.M)
    if not found:
        raise SystemExit("pyproject.toml has no [project] version")
    return found.group(1)


def sections(text: str) -> list[tuple[str, str | None, str]]:
    """(version, date, body) of every ``## [...]`` section, newest first as written."""
    found = list(HEADING.finditer(text))
    ends = [m.start() for m in found[1:]] + [len(text)]
    return [(m["version"], m["date"], text[m.end():end].strip()) for m, end in zip(found, ends)]


def notes(text: str, version: str) -> str:
    for name, date, body in sections(text):
        if name == version:
            if not date:
                raise ValueError(f"CHANGELOG.md: the section of {version} has no date")
            if not body:
                raise ValueError(f"CHANGELOG.md: the section of {version} is empty")
            return body
    raise ValueError(f"CHANGELOG.md has no section '## [{version}] - YYYY-MM-DD'")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", help="default: the version in pyproject.toml")
    parser.add_argument("--tag", help="a pushed tag that must be v<version>")
    args = parser.parse_args(argv)
    version = args.version or pyproject_version()
    if args.tag is not None and args.tag != f"v{version}":
        print(f"error: the tag {args.tag} is not v{version}, the version in pyproject.toml", file=sys.stderr)
        return 1
    try:
        body = notes((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), version)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    sys.stdout.reconfigure(encoding="utf-8")  # the notes file, whatever the console's encoding
    print(body)
    return 0


if __name__ == "__main__":
    sys.exit(main())
