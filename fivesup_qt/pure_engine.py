"""``FIVESUP_QT_ENGINE=pure``: run the pure-Python engine in an install that carries the
compiled one.

A compiled wheel keeps every ``.py`` file beside its extension module; Python imports the
extension first. This finder, put in front when the variable says so, imports the package's
modules from their sources instead, so that one install can run both builds: the bench
prints the pure figure beside the compiled one, and the build check compares their outputs
byte for byte (docs/engine-speed.md). A frozen bundle ships no sources: there the variable
changes nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import SOURCE_SUFFIXES, FileFinder, ModuleSpec, SourceFileLoader
from types import ModuleType

VARIABLE = "FIVESUP_QT_ENGINE"
PACKAGE = __name__.rpartition(".")[0]


class SourcesFirst(MetaPathFinder):
    """Finds the package's submodules among ``.py`` files only."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if path is None or not fullname.startswith(PACKAGE + "."):
            return None
        for folder in path:
            spec = FileFinder(folder, (SourceFileLoader, SOURCE_SUFFIXES)).find_spec(fullname)
            if spec is not None and spec.loader is not None:
                return spec
        return None


def prefer_sources() -> None:
    """Import the rest of the package from its ``.py`` files (once)."""
    if not any(isinstance(finder, SourcesFirst) for finder in sys.meta_path):
        sys.meta_path.insert(0, SourcesFirst())
