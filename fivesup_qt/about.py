"""What Help > About shows: the version, the application's name, one line on what it is.

Pure Python, no Qt: the version comes from the installed distribution's metadata (also
present in the PyInstaller bundle), else from ``pyproject.toml`` in a source checkout.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

DISTRIBUTION = "fivesup-qt"
APP_ID = "io.github.fivesup_qt.FivesupQt"  # reverse-DNS id of the .desktop file and the metainfo
APP_NAME = "Five-Up Dominoes"
DESCRIPTION = "Five-Up and Exact 61 dominoes against the computer or friends at one screen."
UNKNOWN_VERSION = "0+unknown"

_ROOT = Path(__file__).resolve().parent.parent


def _pyproject_version(path: Path) -> str | None:
    from .reading import StorageError, read_text

    try:
        text = read_text(path, 1024 * 1024, "project file")
    except (OSError, StorageError):
        return None
    project = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", text, re.M | re.S)
    found = project and re.search(r'^version\s*=\s*"([^"]+)"', project.group(1), re.M)
    return found.group(1) if found else None


@functools.cache
def version() -> str:
    """The version of fivesup-qt, e.g. ``"0.1.0"``; ``"0+unknown"`` if nothing says."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version(DISTRIBUTION)
    except PackageNotFoundError:
        return _pyproject_version(_ROOT / "pyproject.toml") or UNKNOWN_VERSION


SAMPLE_RECORD = "sample-match.fivesup.json"
_PACKAGE_RESOURCES = Path(__file__).resolve().parent / "resources"


def resources_dir() -> Path | None:
    """The folder with the icons: in the bundle, else in the source tree, else in the package.

    The source tree counts only when its ``pyproject.toml`` is beside it, so a stray
    ``resources`` folder in an installation's site-packages is never taken for it.
    """
    base = getattr(sys, "_MEIPASS", None)
    source_tree = _ROOT / "resources" if (_ROOT / "pyproject.toml").is_file() else None
    for candidate in ((Path(base) / "resources") if base else None, source_tree,
                      _PACKAGE_RESOURCES):  # a wheel install: the SVG icon only
        if candidate is not None and candidate.is_dir():
            return candidate
    return None


def sample_record() -> Path | None:
    """The match record shipped to try ``replay`` and the replay viewer on.

    It lives in the package (so the wheel carries it); the PyInstaller bundle puts it in
    its ``resources`` folder, where the installers' documentation points.
    """
    base = getattr(sys, "_MEIPASS", None)
    for folder in ((Path(base) / "resources") if base else None, _PACKAGE_RESOURCES):
        if folder is not None and (folder / SAMPLE_RECORD).is_file():
            return folder / SAMPLE_RECORD
    return None


def icon_path(size: int | None = None) -> Path | None:
    """The application icon: the SVG, or the PNG of ``size`` pixels (16..512) when asked."""
    folder = resources_dir()
    if folder is None:
        return None
    path = folder / "icons" / (f"fivesup-qt-{size}.png" if size else "fivesup-qt.svg")
    return path if path.is_file() else None


RULES_DOCUMENTS = {"en": "rules.md", "ar": "rules.ar.md"}


def rules_document(language: str = "en") -> Path | None:
    """The full rules (``docs/rules.md``; ``docs/rules.ar.md`` in Arabic), with their pictures.

    In a source checkout, its ``docs``; in a wheel install or the bundle, the copy in the
    package's ``docs`` folder (setup.py and the PyInstaller spec put it there).
    """
    name = RULES_DOCUMENTS.get(language, RULES_DOCUMENTS["en"])
    source_tree = _ROOT / "docs" if (_ROOT / "pyproject.toml").is_file() else None
    for folder in (source_tree, Path(__file__).resolve().parent / "docs"):
        if folder is not None and (folder / name).is_file():
            return folder / name
    return None
